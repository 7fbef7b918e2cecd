"""A hand-over ends what the old holder held and leaves the new holder's post open, whatever form states it: leaving,
then taking ("When A retired in 2019, B became director of X"), "in succession to A", a successor's noun in an
appositive, a post said in the present ("B is director of X, having succeeded A in 2019")."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from tests._ties import ingested_ties, memory_ties


def _posts(tmp_path, text: str) -> dict[str, tuple[str, str]]:
    """holder → (valid from, valid to) of each DIRECTOR_OF Orsk Labs the memory holds after ingesting ``text``."""
    ties = ingested_ties(tmp_path / "m", (text, "2024-01-01"))
    return {source: span for (source, kind, _), span in ties.items() if kind == "DIRECTOR_OF"}


@pytest.mark.parametrize(
    "text",
    [
        "When Ana Pell retired in 2019, Bo Ekdal became director of Orsk Labs.",
        "After Ana Pell left in 2019, Bo Ekdal was named director of Orsk Labs.",
        "Bo Ekdal was appointed director of Orsk Labs in 2019 in succession to Ana Pell.",
        "Bo Ekdal, Ana Pell's successor as director of Orsk Labs, started in 2019.",
    ],
)
def test_the_old_holder_s_post_ends_at_the_hand_over_and_the_new_one_s_stays_open(tmp_path, text: str) -> None:
    posts = _posts(tmp_path, text)
    assert posts["Ana Pell"][1] == "2020-01-01"  # through 2019, the year the hand-over is said in
    assert posts["Bo Ekdal"][1] == "open"


def test_leaving_then_taking_is_read_as_a_hand_over_only_when_the_second_takes_a_post() -> None:
    def successions(text: str) -> list[tuple[str, str]]:
        found = OfflineExtractor()(text, at=parse_time("2024-01-01"), known=[])
        return [(succession.new, succession.old) for succession in found.successions]

    assert successions("After Ana Pell left in 2019, Bo Ekdal became the new captain.") == [("Bo Ekdal", "Ana Pell")]
    assert successions("Bo Ekdal took over in 2019 after Ana Pell's retirement.") == [("Bo Ekdal", "Ana Pell")]
    assert successions("After Ana Pell left Orsk Labs in 2019, Bo Ekdal joined Tarn City.") == []
    assert successions("After Bo Ek died in 2001, his son Cy Ek became a farmer.") == []


def test_a_successor_takes_the_post_not_the_marriage_nor_the_membership(tmp_path) -> None:
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest(
        "Edmund Fairleigh joined the Northgate Railway in 1884. In 1902 he married Harriet Coyle. In 1910 he became "
        "chairman of the Northgate Railway. In 1921 he was succeeded as chairman by Lord Ashby.",
        at="2024-01-01",
    )
    held = {(source, kind, ended) for source, kind, _, _, ended in memory_ties(memory)}
    memory.close()
    assert ("Ashby", "CHAIRMAN_OF", "open") in held
    assert ("Edmund Fairleigh", "MARRIED", "open") in held  # before, ended in 1921 and given to Ashby
    assert ("Edmund Fairleigh", "JOINED", "open") in held
    assert not {kind for name, kind, _ in held if name == "Ashby"} & {"MARRIED", "JOINED"}


def test_one_who_replaces_another_at_a_club_takes_the_membership(tmp_path) -> None:
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest("Bo Ek joined Orsk United in 2015. In 2019 Cy Roe replaced Bo Ek at Orsk United.", at="2024-01-01")
    held = {source: ended for source, kind, _, _, ended in memory_ties(memory) if kind == "JOINED"}
    memory.close()
    assert held == {"Bo Ek": "2020-01-01", "Cy Roe": "open"}  # no post held there: the membership changed hands


@pytest.mark.parametrize(
    "text",
    [
        "When Bo Ek left the room, Cy Roe became angry.",
        "After Bo Ek died in 1990, Cy Roe became a wealthy woman.",
        "Cy Roe became a vegetarian after Bo Ek's death.",
        "After Bo Ek retired in 2005, Cy Roe became the first woman to climb Everest.",
    ],
)
def test_leaving_then_becoming_something_that_is_no_post_hands_nothing_over(text: str) -> None:
    assert OfflineExtractor()(text, at=parse_time("2024-01-01"), known=[]).successions == []


def test_a_successor_in_a_post_leaves_the_old_holder_s_loan_club_alone(tmp_path) -> None:
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest(
        "Mara Olsen joined Halden Rovers in May 2009. In July she moved on loan to Brask Athletic. After Mara Olsen "
        "retired in 2015, Ola Berg became captain of Halden Rovers.",
        at="2024-01-01",
    )
    held = {(source, kind, target) for source, kind, target, _, _ in memory_ties(memory)}
    memory.close()
    assert ("Ola Berg", "CAPTAIN_OF", "Halden Rovers") in held
    assert not {(name, target) for name, _, target in held if name == "Ola Berg"} & {("Ola Berg", "Brask Athletic")}
