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


def test_typo_pairs_by_blocking_equal_all_pairs_on_one_edit_typos():
    """The deletion-index blocking finds exactly the pairs that comparing every pair finds, for names
    and their one-edit typos (a letter dropped, added, changed, or two swapped)."""
    import random
    from itertools import combinations

    from c0lab.model.guard import is_typo, typo_pairs

    rng = random.Random(5)
    letters = "abcdefghijklmnopqrstuvwxyz"
    bases = sorted(
        {
            " ".join("".join(rng.choice(letters) for _ in range(rng.randint(3, 8))) for _ in range(rng.randint(1, 3)))
            + f" {rng.randint(0, 120)}" * rng.randint(0, 1)
            for _ in range(400)
        }
    )
    keys = list(bases)
    for base in bases[::3]:
        at = rng.randrange(1, len(base) - 1)  # a digit may be dropped, changed or swapped too
        edit = rng.choice(["drop", "add", "change", "swap"])
        if edit == "drop":
            typo = base[:at] + base[at + 1 :]
        elif edit == "add":
            typo = base[:at] + rng.choice(letters) + base[at:]
        elif edit == "change":
            typo = base[:at] + rng.choice(letters) + base[at + 1 :]
        else:
            typo = base[: at - 1] + base[at] + base[at - 1] + base[at + 1 :]
        keys.append(typo)
    expected = {(i, j) for i, j in combinations(range(len(keys)), 2) if is_typo(keys[i], keys[j])}
    assert len(expected) > 50
    assert typo_pairs(keys) == expected


def test_a_misspelt_word_points_to_the_one_name_that_holds_it():
    from c0lab.model.guard import WordGuard

    words = WordGuard(["project zephyr", "project kelmir", "mirlum institute", "kelmir", "institute annex"])
    assert words.only_name("zepyhr") == "project zephyr"
    assert words.only_name("zephyr") is None  # spelt right: not a typo
    assert words.only_name("instiutte") is None  # two names hold "institute"
    assert words.only_name("quasar") is None


@pytest.mark.parametrize("how", ["one by one", "in bulk", "one by one, not compact"])
def test_names_added_after_the_index_was_built_are_found(monkeypatch, how):
    """Keys added after the index was built wait in a dict and are folded into the sorted arrays (one by one),
    or make the arrays be built afresh (a bulk add), or stay in the dict (a bulk add's own guard); every
    key is found."""
    from c0lab.model import guard as guard_module

    monkeypatch.setattr(guard_module, "FOLD_FROM", 64)
    guard = NameGuard(compact=how != "one by one, not compact")
    guard.add_many([name_key("vector store"), *(name_key(f"held name {number}") for number in range(9))])
    assert guard.near(name_key("vector stor")) == "vector store"  # builds the index arrays
    built = len(guard._hashes)
    names = [name_key(f"topic {number:05d} notes") for number in range(300)]
    if how == "in bulk":
        guard.add_many(names)
        assert guard._hashes is None  # to be built afresh
    else:
        for name in names:
            guard.add(name)
        folded = len(guard._hashes) > built
        assert folded == (how == "one by one")  # folded into the arrays on the way, or all in the dict
    guard.add(name_key("graph walker"))
    assert guard.near(name_key("topic 00042 ntoes")) == "topic 00042 notes"
    assert guard.near(name_key("topic 00299 note")) == "topic 00299 notes"
    assert guard.near(name_key("grpah walker")) == "graph walker"
    assert guard.near(name_key("topic 00042 notes")) is None  # a key is not its own typo
    assert guard.near(name_key("vector stor")) == "vector store"


@pytest.mark.parametrize(
    ("new", "taken"),
    [("Louis XV", "Louis XIV"), ("Cassini I", "Cassini II"), ("Henry VII", "Henry VIII"), ("Fellow A2", "Fellow B2")],
)
def test_a_numbered_name_is_not_a_typo_of_its_neighbour(new, taken):
    names = NameGuard()
    names.add(name_key(taken))
    assert names.near(name_key(new)) is None and not is_typo(name_key(new), name_key(taken))


def test_a_word_of_roman_letters_inside_a_name_is_still_a_typo():
    assert is_typo("mix studio", "mi studio") and is_typo("hybrid search", "hybrid serach")
