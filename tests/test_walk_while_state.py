"""A "while"/"when X was …" event asks about the whole time of that state, not its first day."""

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    memory.add_concepts([{"name": name} for name in ("Ashmoor Athletic", "Lord Hebden", "Tom Marsh", "Bill Carr")])
    memory.relate("Lord Hebden", "CHAIRMAN_OF", "Ashmoor Athletic", valid_from="1920", valid_to="1935")
    memory.relate("Tom Marsh", "MANAGED", "Ashmoor Athletic", valid_from="1911", valid_to="1934")
    memory.relate("Bill Carr", "MANAGED", "Ashmoor Athletic", valid_from="1934", valid_to="1950")
    yield memory
    memory.close()


def _current(walk) -> str:
    return walk.context.split("Current facts", 1)[1].split("\n\n", 1)[0]


@pytest.mark.parametrize(
    "question",
    [
        "Who managed Ashmoor Athletic when Lord Hebden was chairman?",
        "Who managed Ashmoor Athletic while Lord Hebden was chairman?",
        "Who managed Ashmoor Athletic while Lord Hebden chaired it?",
    ],
)
def test_a_state_is_read_over_its_whole_time(mem, question):
    walk = mem.walk(question)
    assert walk.event.startswith("Read over 1920 to 1935: ")
    current = _current(walk)
    assert "Tom Marsh managed Ashmoor Athletic" in current and "Bill Carr managed Ashmoor Athletic" in current


def test_a_moment_is_still_read_at_its_start(mem):
    walk = mem.walk("Who managed Ashmoor Athletic when Lord Hebden became chairman?")
    assert walk.event.startswith("Read as of 1920-01-01")
    assert "Bill Carr" not in _current(walk)


def test_a_stated_date_beats_the_whole_state(mem):
    walk = mem.walk("Who managed Ashmoor Athletic in 1934 while Lord Hebden was chairman?")
    assert not walk.event.startswith("Read over")


def test_a_state_held_twice_or_a_moment_with_an_adverb_is_read_at_its_start(tmp_path):
    with Memory.open(tmp_path / "twice", embedder=None) as memory:
        memory.add_concepts([{"name": name} for name in ("Ashmoor Athletic", "Lord Hebden", "Bill Carr")])
        memory.relate("Lord Hebden", "CHAIRMAN_OF", "Ashmoor Athletic", valid_from="1920", valid_to="1925")
        memory.relate("Lord Hebden", "CHAIRMAN_OF", "Ashmoor Athletic", valid_from="1940", valid_to="1945")
        memory.relate("Lord Hebden", "MEMBER_OF", "Ashmoor Athletic", valid_from="1900", valid_to="1960")
        memory.relate("Bill Carr", "MANAGED", "Ashmoor Athletic", valid_from="1928", valid_to="1938")
        twice = memory.walk("Who managed Ashmoor Athletic while Lord Hebden was chairman?")
        elected = memory.walk("Who managed Ashmoor Athletic when Lord Hebden was first elected chairman?")
    assert twice.event.startswith("Read as of 1920-01-01") and "CHAIRMAN_OF" in twice.event  # not the membership
    assert elected.event.startswith("Read as of 1920-01-01")
