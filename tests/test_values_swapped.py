"""A one-at-a-time value given up for another, as writers say it: "X dropped / traded the A licence for the B
licence", "X replaced the A licence with the B licence", "the licence of X went from A to B", "the B licence, which
succeeded the A licence", "the B licence replaced the A licence for X", "X abandoned the A licence" (an end, not a
tie from then); and hand-overs: "X named B as its lead, succeeding A" (B succeeded A, not X), "A, who had led X,
gave way to B" (an aside on A between her and her verb), "A's tenure ended, with B stepping in", "B stepped into
the role of director of X, vacated by A"; and a one-word product ("Quill", under a licence) is no short name of a
person a later text names with it ("Mara Quill")."""

from __future__ import annotations

import pytest

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from tests._ties import AT, ingested_ties, read_ties

OLD, NEW = ("Nyny toolkit", "LICENCE", "Brenlow licence"), ("Nyny toolkit", "LICENCE", "Corvane licence")


@pytest.mark.parametrize(
    "text",
    [
        "The Nyny toolkit dropped the Brenlow licence in favour of the Corvane licence in July 2019.",
        "The Nyny toolkit traded the Brenlow licence for the Corvane licence in July 2019.",
        "In July 2019 the Nyny toolkit replaced the Brenlow licence with the Corvane licence.",
        "The Nyny toolkit is licensed under the Corvane licence, which succeeded the Brenlow licence in July 2019.",
        "In July 2019 the Corvane licence replaced the Brenlow licence for the Nyny toolkit.",
        "In July 2019 Vela Systems replaced the Brenlow licence with the Corvane licence on the Nyny toolkit.",
    ],
)
def test_a_value_swapped_for_another_ends_the_first_where_the_second_begins(text: str) -> None:
    ties = read_ties(text)
    assert ties[OLD] == (None, "2019-07-01")
    assert ties[NEW] == ("2019-07-01", None)


@pytest.mark.parametrize(
    ("text", "kind", "old", "new"),
    [
        ("The licence of the Nyny toolkit went from Brenlow to Corvane in July 2019.", "LICENCE", "Brenlow", "Corvane"),
        ("The seat of Orsk Labs moved from Selby to Tarn in July 2019.", "SEAT", "Selby", "Tarn"),
    ],
)
def test_an_attribute_named_before_its_owner_changes_from_one_value_to_the_next(kind, text, old, new) -> None:
    ties = read_ties(text)
    owner = "Nyny toolkit" if kind == "LICENCE" else "Orsk Labs"
    assert ties[(owner, kind, old)] == (None, "2019-07-01")
    assert ties[(owner, kind, new)] == ("2019-07-01", None)


@pytest.mark.parametrize(
    "text",
    [
        "The Corvane licence replaced the Brenlow licence in 2019.",  # whose licence: not said
        "The Nyny toolkit traded the Brenlow licence for Project Halden in 2019.",  # not two licences
        "Vex Holdings replaced Ana Pell with Bo Ekdal in 2019.",  # people: a hand-over, not a value
        "The Nyny toolkit never dropped the Brenlow licence for the Corvane licence.",  # denied
        "The Nyny toolkit has not replaced the Brenlow licence with the Corvane licence.",
        "Vela Systems denied that the Nyny toolkit dropped the Brenlow licence for the Corvane licence.",
        "If the Nyny toolkit dropped the Brenlow licence for the Corvane licence, users would leave.",
        "GitHub said the Corvane licence replaced the Brenlow licence as the most popular licence in 2019.",
        "According to Redwood Ltd, the Corvane licence replaced the Brenlow licence in 2019.",
        "The president of Acme Corp moved from Selby to Tarn in 2015.",  # a person moved
        "Had the Nyny toolkit dropped the Brenlow licence for the Corvane licence, users would have left.",
        "Has the Nyny toolkit dropped the Brenlow licence for the Corvane licence?",
        "The Nyny toolkit nearly dropped the Brenlow licence for the Corvane licence in 2019.",
        "Vela Systems wrote the Corvane licence, which replaced the Brenlow licence in 2004.",  # wrote it, not under it
        "The licence of Quill changed from Ana Pell to Bo Ekdal in 2015.",  # people are no licence
    ],
)
def test_no_value_swap_without_an_owner_or_two_values_of_one_kind(text: str) -> None:
    assert not [tie for tie in read_ties(text) if tie[1] in ("LICENCE", "PRESIDENT_OF") and tie[2] != "Corvane licence"]


RELEASED = ("The Nyny toolkit is released under the Brenlow licence.", "2015-01-01")


def test_a_value_given_up_ends_there_instead_of_beginning(tmp_path) -> None:
    given_up = "The Nyny toolkit abandoned the Brenlow licence in July 2019 and adopted the Corvane licence."
    ties = ingested_ties(tmp_path / "m", RELEASED, (given_up, None))
    assert ties[("Nyny toolkit", "UNDER_LICENCE", "Brenlow licence")] == ("2015-01-01", "2019-08-01")  # through July
    brenlow = [span for (s, kind, t), span in ties.items() if t == "Brenlow licence"]
    assert all(ended != "open" for _, ended in brenlow)  # no tie from July 2019 on, as ABANDONED_LICENCE was
    assert ties[("Nyny toolkit", "ADOPTED_LICENCE", "Corvane licence")] == ("2019-07-01", "open")


@pytest.mark.parametrize(
    "text",
    [
        "The Nyny toolkit dropped the Brenlow licence.",  # no date: ended by the text's day, held no more
        "Had the Nyny toolkit dropped the Brenlow licence, users would have left.",  # supposed: nothing ends
    ],
)
def test_a_value_given_up_undated_or_supposed_is_never_held_from_then(tmp_path, text: str) -> None:
    ties = ingested_ties(tmp_path / "m", RELEASED, (text, "2021-03-01"))
    brenlow = {kind: span for (_, kind, t), span in ties.items() if t == "Brenlow licence"}
    assert not [kind for kind, (begun, _) in brenlow.items() if begun == "2021-03-01" and kind.endswith("LICENCE")]
    assert brenlow["UNDER_LICENCE"][1] == ("2021-03-01" if text.startswith("The") else "open")


def test_a_publisher_retiring_a_licence_holds_none() -> None:
    assert not [
        tie for tie in read_ties("Vela Systems discontinued the Brenlow licence in 2012.") if tie[1] == "LICENCE"
    ]


def test_a_value_given_up_with_nothing_held_before_is_held_until_then() -> None:
    assert read_ties("Quill abandoned the Brenlow licence in 2019.") == {
        ("Quill", "LICENCE", "Brenlow licence"): (None, "2019-01-01")
    }


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("Ana Pell abandoned Project Halden in 2019.", ("Ana Pell", "ABANDONED", "Project Halden")),
        ("Tom Baker retired to the Selby residence in 1990.", ("Tom Baker", "RETIRED_TO_RESIDENCE", "Selby residence")),
    ],
)
def test_giving_up_what_is_not_held_one_at_a_time_stays_a_tie(text: str, tie: tuple[str, str, str]) -> None:
    assert tie in read_ties(text)


def test_the_one_a_subject_names_to_a_post_is_who_succeeds() -> None:
    text = "In 2019 Project Halden named Bo Ekdal as its new lead, succeeding Ana Pell."
    found = OfflineExtractor()(text, at=parse_time("2021-01-01"), known=[])
    assert [(s.new, s.old) for s in found.successions] == [("Bo Ekdal", "Ana Pell")]
    assert ("Project Halden", "SUCCEEDING", "Ana Pell") not in {(r.source, r.type, r.target) for r in found.relations}
    made = OfflineExtractor()(
        "Jane Miller made Acme Corp profitable in 2021, succeeding Tom Baker as chief executive.", at=AT, known=[]
    )
    assert [(s.new, s.old) for s in made.successions] == [("Jane Miller", "Tom Baker")]
    own = OfflineExtractor()(
        "Ana Pell appointed Bo Ekdal as chief of staff in 2019, succeeding Tom Baker as mayor of Selby.",
        at=AT,
        known=[],
    )
    assert [(s.new, s.old) for s in own.successions] == [("Ana Pell", "Tom Baker")]  # her post, not his
    passive = OfflineExtractor()(
        "Ana Pell was named lead of Project Halden in 2019, succeeding Bo Ekdal.", at=parse_time("2021-01-01"), known=[]
    )
    assert [(s.new, s.old) for s in passive.successions] == [("Ana Pell", "Bo Ekdal")]


@pytest.mark.parametrize(
    "text",
    [
        "Ana Pell, who had led Project Halden since 2010, gave way to Bo Ekdal in 2019.",
        "Ana Pell, the long-serving lead of Project Halden, made way for Bo Ekdal in 2019.",
        "Ana Pell's tenure at the head of Project Halden ended in 2019, with Bo Ekdal stepping in.",
        "In 2019 Bo Ekdal stepped into the role of director of Project Halden, vacated by Ana Pell.",
    ],
)
def test_a_hand_over_told_around_an_aside_or_a_role_is_read(text: str) -> None:
    found = OfflineExtractor()(text, at=parse_time("2021-01-01"), known=[])
    assert [(s.new, s.old, s.objects) for s in found.successions] == [("Bo Ekdal", "Ana Pell", ("Project Halden",))]


def test_stepping_up_something_else_is_no_hand_over() -> None:
    text = "Ana Pell's tenure ended in 2019 with Bo Ekdal stepping up his criticism of Acme Corp."
    assert not OfflineExtractor()(text, at=AT, known=[]).successions


def _ties_after_mara_quill(tmp_path, earlier: str) -> set[tuple[str, str, str]]:
    """The ties a memory holds after ``earlier`` (2020) and a text naming the person "Mara Quill" (2022)."""
    named = ("Mara Quill handed the reins of Orsk Labs to Bo Ekdal in 2021.", "2022-01-01")
    return set(ingested_ties(tmp_path / "m", (earlier, "2020-01-01"), named))


@pytest.mark.parametrize(
    "earlier",
    [
        "Quill was released under the Brenlow licence. Quill ships widely.",
        "Quill, a library released under the Brenlow License, is popular. Quill ships widely.",
        "Quill was released under the GPLv3. Quill ships widely.",  # a licence named by its SPDX identifier
    ],
)
def test_a_product_keeps_its_licence_when_a_person_shares_its_word(tmp_path, earlier: str) -> None:
    ties = _ties_after_mara_quill(tmp_path, earlier)
    licence = "GPLv3" if "GPLv3" in earlier else "Brenlow"
    assert [tie for tie in ties if tie[0] == "Quill" and tie[2].startswith(licence)]
    assert not [tie for tie in ties if tie[0] == "Mara Quill" and tie[2].startswith(licence)]


@pytest.mark.parametrize(
    "earlier",
    [
        "Quill chaired Orsk Labs from 2010. Quill lives in Selby.",
        "The Salt Road was published by Quill in 2015. Quill lives in Selby.",  # a publisher is a person
        "Quill lives in Selby. Quill licensed her songs to Netflix in 2019.",  # licensing to someone is no licence
    ],
)
def test_a_persons_short_name_is_still_folded_into_the_full_one(tmp_path, earlier: str) -> None:
    ties = _ties_after_mara_quill(tmp_path, earlier)
    assert ("Mara Quill", "LIVES_IN", "Selby") in ties
