"""A post is one relation type whatever the tense or aspect of the verb that gives it, an acting holder holds it,
and a return to it is a second stint (hand-made sentences, invented names)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor


def _types(text: str) -> set[tuple[str, str, str]]:
    found = OfflineExtractor()(text, at=parse_time("2020-01-01"), known=[])
    return {(r.source, r.type, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}


@pytest.mark.parametrize(
    "verb",
    [
        "was",
        "became",
        "becomes",
        "will become",
        "has become",
        "will be",
        "was acting",
        "became the interim",
        "returned as",
        "returns as",
        "was confirmed as",
    ],
)
def test_a_post_is_one_type_whatever_the_verb_that_gives_it(verb):
    assert _types(f"Jan Holm {verb} mayor of Kestra in 1905.") == {("Jan Holm", "MAYOR_OF", "Kestra")}


def test_a_return_to_a_post_after_another_holder_is_a_second_stint(tmp_path):
    text = (
        "In 1998 Tomas Bek became leader of the Greens. In 2004 Ona Ruiz became acting leader of the Greens. "
        "In 2013 Tomas Bek returned as leader of the Greens."
    )
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(text, at="2020-01-01")
        bek, greens = memory.core.resolve("Tomas Bek"), memory.core.resolve("Greens")
        stints = sorted(
            (version.valid_from, version.valid_to)
            for versions in memory.store.records.values()
            for version in [versions[-1]]
            if version.kind == "relation" and version.name == "LEADER_OF"
            if (version.source_id, version.target_id) == (bek, greens)
        )
        assert [start for start, _ in stints] == [parse_time("1998"), parse_time("2013")]
        assert stints[0][1] <= parse_time("2005")  # the first stint ended when Ona Ruiz took the post
        first = next(line for line in memory.walk("who led the Greens in 2015?").context.splitlines() if "- " in line)
        assert "Tomas Bek" in first and "2013" in first


def test_a_later_text_dating_earlier_a_tie_held_from_a_texts_day_moves_its_start(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Ona Ruiz was confirmed as leader of the Greens by the party congress.", at="2005-03-14")
        memory.ingest("In 2004 Ona Ruiz became acting leader of the Greens.", at="2025-01-10")
        first = next(
            line for line in memory.walk("who led the Greens in August 2004?").context.splitlines() if "- " in line
        )
        assert "Ona Ruiz" in first and "(since 2004)" in first
        memory.ingest("In 2001 Ona Ruiz became leader of the Greens.", at="2025-01-11")  # a start stated stays
        facts = [line for line in memory.walk("who led the Greens in 2010?").context.splitlines() if "- " in line]
        assert any("Ona Ruiz" in line and "(since 2004)" in line for line in facts)


def test_a_role_said_without_its_owner_is_the_one_named_just_before():
    text = "Tomas Bek resigned as leader of the Greens. Ona Ruiz will be acting leader until a congress is called."
    assert ("Ona Ruiz", "LEADER_OF", "Greens") in _types(text)
    assert _types("Ona Ruiz will be acting leader until a congress is called.") == set()  # no owner said: none


def test_a_verb_after_would_be_holds_no_post_and_states_no_tie():
    said = "Ines Dahl moved to Halden Rovers in 2008. There were rumours that Ines Dahl would be transferred to Brask."
    assert {kind for _, kind, target in _types(said) if target == "Brask"} == set()
