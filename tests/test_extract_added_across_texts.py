"""A value told as added in a later text ("B also chairs X", "X is also released under the Apache License 2.0") ends
none held before; the same sentence without "also" still hands the post over."""

from __future__ import annotations

import pytest

from c0lab import Memory
from tests._ties import ingested_ties


@pytest.mark.parametrize(
    ("first", "second", "old"),
    [
        ("Ada Holm chairs Orsk Labs.", "Bo Ek also chairs Orsk Labs.", ("Ada Holm", "CHAIRS", "Orsk Labs")),
        (
            "Ferrow is released under the MIT License.",
            "Ferrow is also released under the Apache License 2.0.",
            ("Ferrow", "UNDER_LICENCE", "MIT License"),
        ),
    ],
)
def test_a_value_added_in_a_later_text_ends_none_held(tmp_path, first, second, old):
    added = ingested_ties(tmp_path / "added", (first, "2020-01-01"), (second, "2021-01-01"))
    assert added[old] == ("2020-01-01", "open")
    replaced = ingested_ties(tmp_path / "replaced", (first, "2020-01-01"), (second.replace("also ", ""), "2021-01-01"))
    assert replaced[old] == ("2020-01-01", "2021-01-01")


def _current(memory, question: str) -> str:
    """The walk's "Current facts" block: the lines held at the asked time, none marked replaced."""
    context = memory.walk(question).context
    return context.split("Current facts", 1)[1].split("\n\n", 1)[0].split("No longer true")[0]


def test_a_walk_reads_a_value_held_beside_another_as_replacing_none(tmp_path):
    memory = Memory.open(tmp_path / "mem", embedder=None)
    memory.ingest("Ada Holm chairs Orsk Labs.", at="2020-01-01")
    memory.ingest("Bo Ek also chairs Orsk Labs.", at="2021-01-01")
    context = memory.walk("Who chairs Orsk Labs?").context
    assert "replaced" not in context
    assert "Ada Holm chairs Orsk Labs" in _current(memory, "Who chairs Orsk Labs?")
    memory.ingest("Cy Lo replaced Ada Holm as chair of Orsk Labs in 2022.", at="2022-06-01")
    held = _current(memory, "Who chairs Orsk Labs?")
    assert "Bo Ek chairs Orsk Labs" in held and "Ada Holm" not in held  # the hand-over ends the one it names
    memory.close()
    reopened = Memory.open(tmp_path / "mem", embedder=None)  # the mark is kept on disk
    assert "Bo Ek chairs Orsk Labs" in _current(reopened, "Who chairs Orsk Labs?")
    reopened.close()


def test_a_relation_written_alongside_replaces_none(tmp_path):
    def chairs(folder, **alongside):
        memory = Memory.open(folder, embedder=None)
        memory.add_concepts([{"name": name} for name in ("Orsk Labs", "Ada Holm", "Bo Ek")])
        memory.relate("Orsk Labs", "CHAIRED_BY", "Ada Holm", valid_from="2019")
        memory.relate("Orsk Labs", "CHAIRED_BY", "Bo Ek", valid_from="2021", **alongside)
        return memory

    beside = chairs(tmp_path / "beside", alongside=True)
    assert "Ada Holm" in _current(beside, "Who chairs Orsk Labs?")
    replaced = chairs(tmp_path / "replaced")  # the single-valued rule ends the older value
    assert "Ada Holm" not in _current(replaced, "Who chairs Orsk Labs?")


@pytest.mark.parametrize(
    "second",
    [
        "Bo Ek chairs Orsk Labs and also runs Tarn Bank.",  # another clause's "also"
        "Bo Ek is also a director of Tarn Bank and chairs Orsk Labs.",
        "Also, Bo Ek now chairs Orsk Labs.",  # in addition to the news before
        "Bo Ek, also a Pellham councillor, now chairs Orsk Labs.",  # an aside's "also"
        "Bo Ek now chairs Orsk Labs in addition to running Tarn Bank.",
    ],
)
def test_an_also_of_another_clause_adds_nothing(tmp_path, second):
    ties = ingested_ties(tmp_path, ("Ada Holm chairs Orsk Labs.", "2020-01-01"), (second, "2021-01-01"))
    assert ties[("Ada Holm", "CHAIRS", "Orsk Labs")] == ("2020-01-01", "2021-01-01")


@pytest.mark.parametrize("second", ["Bo Ek, too, chairs Orsk Labs.", "Bo Ek chairs Orsk Labs, too."])
def test_too_adds_a_value(tmp_path, second):
    ties = ingested_ties(tmp_path, ("Ada Holm chairs Orsk Labs.", "2020-01-01"), (second, "2021-01-01"))
    assert ties[("Ada Holm", "CHAIRS", "Orsk Labs")] == ("2020-01-01", "open")


def test_a_hand_over_ends_the_holder_it_names_not_the_one_beside_him(tmp_path):
    ties = ingested_ties(
        tmp_path,
        ("Ada Holm chairs Orsk Labs.", "2020-01-01"),
        ("Bo Ek also chairs Orsk Labs.", "2021-01-01"),
        ("Cy Lo replaced Bo Ek as chair of Orsk Labs in 2022.", "2022-06-01"),
    )
    assert ties[("Ada Holm", "CHAIRS", "Orsk Labs")] == ("2020-01-01", "open")
    assert ties[("Bo Ek", "CHAIRS", "Orsk Labs")][1] != "open"


def test_a_walk_reads_a_hand_over_as_ending_the_holder_it_names_only(tmp_path):
    """After "C replaced B", B held beside A: the walk keeps A current, C beside A, and B ended by C (it used to mark
    A "[replaced … by …]", reading the dates alone)."""
    memory = Memory.open(tmp_path / "mem", embedder=None)
    memory.ingest("Ana Roe is chairman of Orsk Labs.", at="2019-03-01")
    memory.ingest("Bo Lin is also chairman of Orsk Labs.", at="2020-03-01")
    memory.ingest("Cy Park replaced Bo Lin as chairman of Orsk Labs.", at="2021-05-01")
    current = _current(memory, "Who is chairman of Orsk Labs?")
    assert "Ana Roe" in current and "Cy Park" in current and "Bo Lin" not in current
    context = memory.walk("Who is chairman of Orsk Labs?").context
    assert not [line for line in context.splitlines() if "Ana Roe" in line and "replaced" in line]
