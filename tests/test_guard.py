import pytest

from c0lab.model.guard import NameGuard, is_typo
from c0lab.model.records import name_key


@pytest.fixture
def guard():
    names = NameGuard()
    for name in ["hybrid search", "reciprocal rank fusion", "Project Zephyr 1", "RRF"]:
        names.add(name_key(name))
    return names


@pytest.mark.parametrize(
    ("new", "taken"),
    [
        ("hybrid serach", "hybrid search"),  # swapped letters
        ("hybrid searchs", "hybrid search"),  # one letter added
        ("hybridsearch", "hybrid search"),  # a space dropped
        ("hybrid seerch", "hybrid search"),  # one letter changed
        ("reciprocal rank fusions", "reciprocal rank fusion"),
    ],
)
def test_typos_of_a_taken_name_are_near(guard, new, taken):
    assert guard.near(name_key(new)) == name_key(taken)


@pytest.mark.parametrize("new", ["Project Zephyr 2", "RRG", "keyword search", "rank fusion", "hybrid searching"])
def test_different_names_are_not_near(guard, new):
    assert guard.near(name_key(new)) is None


def test_names_added_after_the_index_is_built_are_found(guard):
    assert guard.near(name_key("vector store")) is None  # builds the index
    guard.add(name_key("vector stores"))
    assert guard.near(name_key("vector store")) == "vector stores"


def test_is_typo_ignores_case_of_equal_keys_and_digits():
    assert not is_typo("zephyr", "zephyr")
    assert not is_typo("model v10", "model v11")
    assert is_typo("zephyr lab", "zepher lab")
