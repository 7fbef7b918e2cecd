"""A change told as a plan is no fact: an intention ("plans to switch", "is expected to replace", "voted to move",
"tried to move") or a schedule ("will succeed", "is set to replace … in June", "moves … next month") gives no typed
tie, no hand-over and no end between the names it stands between; what the same sentence tells as done stays.

Near misses: "would" telling a past's future ("where he would remain"), "his will", "the political will to", a name
"Will", "the next year", "going to school", "due to ill health", a plan of another clause or another pair of names.
"""

from __future__ import annotations

import pytest

from c0lab._time import parse_time
from c0lab.extract.offline import OfflineExtractor
from tests._ties import read_ties

MENTIONED_WITH = "MENTIONED_WITH"


def _read(text: str):
    return OfflineExtractor()(text, at=parse_time("2025-01-10"), known=[])


def _typed(text: str) -> set[tuple[str, str, str]]:
    return {(r.source, r.type, r.target) for r in _read(text).relations if r.type != MENTIONED_WITH}


@pytest.mark.parametrize(
    "text",
    [
        "Dana Pell will succeed Arno Vik as chair of Orsk Labs.",
        "Dana Pell will succeed Arno Vik as chair of Orsk Labs next year.",
        "Dana Pell is set to replace Arno Vik as chair of Orsk Labs in June.",
        "Dana Pell is expected to replace Arno Vik as chair of Orsk Labs in June.",
        "Orsk Labs plans to move from Leeds to York next month.",
        "In 2025 the Quillon contributors voted to move the project from the GPLv3 to the MPL-2.0 in 2026.",
        "The maintainers proposed relicensing Quillon from the GPLv3 to the MPL-2.0.",
        "In 2023 Orsk tried to move Quillon from the GPLv3 to the MPL-2.0, but the contributors objected.",
        "Ana Roe planned to succeed Tom Ek as chair of Orsk Labs.",
        "Ana Roe succeeds Tom Ek as chair of Orsk Labs next month.",
        "Next year Jan Holm becomes mayor of Kestra.",
    ],
)
def test_a_plan_is_no_fact(text):
    found = _read(text)
    assert found.successions == [] and found.ends == []
    typed = [relation for relation in found.relations if relation.type != MENTIONED_WITH]
    assert all(r.source in ("Arno Vik", "Tom Ek") and r.valid_to is None for r in typed)  # the holder until then


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("Dana Pell will succeed Arno Vik as chair of Orsk Labs.", ("Arno Vik", "CHAIR_OF", "Orsk Labs")),
        ("Dana Pell is set to replace Arno Vik as chair of Orsk Labs in June.", ("Arno Vik", "CHAIR_OF", "Orsk Labs")),
        ("Arno Vik will step down as CEO of Orsk Labs next month.", ("Arno Vik", "CEO_OF", "Orsk Labs")),
        ("Arno Vik, who will step down as CEO of Orsk Labs in June, spoke.", ("Arno Vik", "CEO_OF", "Orsk Labs")),
        ("Jan Holm plans to retire as mayor of Kestra next year.", ("Jan Holm", "MAYOR_OF", "Kestra")),
        (
            "Arno Vik is expected to step down as chief executive of Orsk Labs.",
            ("Arno Vik", "CHIEF_EXECUTIVE_OF", "Orsk Labs"),
        ),
        ("Arno Vik is to retire as chairman of Orsk Labs in May.", ("Arno Vik", "CHAIRMAN_OF", "Orsk Labs")),
        ("Arno Vik is due to step down as chairman of Orsk Labs in May.", ("Arno Vik", "CHAIRMAN_OF", "Orsk Labs")),
        ("Arno Vik is retiring as chairman of Orsk Labs in March.", ("Arno Vik", "CHAIRMAN_OF", "Orsk Labs")),
        ("Arno Vik is stepping down as chairman of Orsk Labs.", ("Arno Vik", "CHAIRMAN_OF", "Orsk Labs")),
        (
            "Arno Vik is to be succeeded by Dana Pell as chairman of Orsk Labs in June.",
            ("Arno Vik", "CHAIRMAN_OF", "Orsk Labs"),
        ),
        ("Dana Pell is replacing Arno Vik as chairman of Orsk Labs.", ("Arno Vik", "CHAIRMAN_OF", "Orsk Labs")),
        (
            "Arno Vik will hand over the chairmanship of Orsk Labs to Dana Pell in June.",
            ("Arno Vik", "CHAIRMAN_OF", "Orsk Labs"),
        ),
        (
            "Arno Vik will hand over to Dana Pell as chief executive of Orsk Labs in June.",
            ("Arno Vik", "CHIEF_EXECUTIVE_OF", "Orsk Labs"),
        ),
        (
            "Arno Vik is being replaced by Dana Pell as chairman of Orsk Labs.",
            ("Arno Vik", "CHAIRMAN_OF", "Orsk Labs"),
        ),
    ],
)
def test_what_a_planned_end_or_hand_over_is_to_end_is_held_now(text, held):
    found = _read(text)
    assert found.successions == [] and found.ends == []
    assert [(r.source, r.type, r.target, r.valid_to) for r in found.relations if r.type != MENTIONED_WITH] == [
        (*held, None)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The keynote will be given by Orsk Labs CEO Ana Roe.",
        "The keynote will be given by Ana Roe, CEO of Orsk Labs.",
        "Orsk Labs chief executive Ana Roe is expected to step down.",
        "The deal was signed by Orsk Labs CEO Ana Roe and will be reviewed next year.",  # another clause's plan
    ],
)
def test_a_role_said_by_a_noun_phrase_is_held_whatever_the_clause_plans(text):
    typed = _typed(text)
    assert typed and all(source == "Ana Roe" and target == "Orsk Labs" for source, _, target in typed)


@pytest.mark.parametrize(
    "text",
    [
        "The board will appoint Ana Roe as CEO of Orsk Labs.",
        "Orsk Labs's incoming CEO Ana Roe will start in June.",
        "Orsk Labs director Ana Roe will become chair of Orsk Labs next year.",  # the phrase says another role
    ],
)
def test_a_role_to_come_is_still_a_plan(text):
    assert _typed(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Ana Lind will succeed Kai Brun, who died in March, as chair of Orsk Labs.",
        "Ana Lind will succeed the late Kai Brun as chair of Orsk Labs.",
        "Kai Brun, chair of Orsk Labs from next month, will speak at the summit.",
    ],
)
def test_no_role_is_held_now_by_one_gone_or_one_to_come(text):
    assert not any(source == "Kai Brun" for source, _, _ in _typed(text))


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("Arno Vik retired as chairman of Orsk Labs due to ill health in 2019.", 2019),
        ("Arno Vik left Orsk Labs in 2019 due to fear of a takeover.", 2019),  # "due to" + a verb's form: a cause
        ("In 2019 Arno Vik is retiring as chairman of Orsk Labs.", 2019),  # a narrative present with its year
    ],
)
def test_a_cause_or_a_dated_present_is_no_plan(text, ended):
    assert [(one.source, one.target, one.at.year) for one in _read(text).ends] == [("Arno Vik", "Orsk Labs", ended)]


def test_a_progressive_hand_over_is_said_by_its_new_holder():
    """ "B is replacing A" is active: B is the one to come (a passive reading took A for the new holder)."""
    found = _read("In 2019 Dana Pell is replacing Arno Vik as chairman of Orsk Labs.")
    assert [(one.new, one.old) for one in found.successions] == [("Dana Pell", "Arno Vik")]


def test_the_passive_hand_over_s_role_is_the_role_s_type():
    """ "A was succeeded by B as chairman of X" gives B the post "B succeeded A as chairman of X" gives him."""
    passive = _typed("Arno Vik was succeeded by Dana Pell as chairman of Orsk Labs in 2019.")
    active = _typed("Dana Pell succeeded Arno Vik as chairman of Orsk Labs in 2019.")
    assert ("Dana Pell", "CHAIRMAN_OF", "Orsk Labs") in passive & active


def test_a_role_s_own_start_is_kept_beside_a_plan():
    found = _read("The panel will be chaired by Greta Lind, chairman of Orsk Labs since 2015.").relations
    held = [r for r in found if r.type == "CHAIRMAN_OF"]
    assert [(r.source, r.target, r.valid_from.year) for r in held] == [("Greta Lind", "Orsk Labs", 2015)]


def test_a_role_said_beside_a_plan_takes_none_of_the_plans_dates():
    found = [
        r
        for r in _read("Orsk Labs chairman Ana Roe is expected to retire in June.").relations
        if r.type != MENTIONED_WITH
    ]
    assert [(r.source, r.type, r.target, r.valid_from, r.valid_to) for r in found] == [
        ("Ana Roe", "CHAIRMAN_OF", "Orsk Labs", None, None)
    ]


@pytest.mark.parametrize(
    ("text", "kept", "planned"),
    [
        (
            "Orsk Labs moved from Leeds to York in 2019 and plans to move to Hull.",
            ("Orsk Labs", "MOVED_FROM", "Leeds"),
            "Hull",
        ),
        (
            "Leeds United have signed Tom Ek from Norrby FC, and he will wear the number 9 shirt.",
            ("Leeds United", "SIGNED", "Tom Ek"),
            None,
        ),
        (
            "Tom Ek joined the Norrby Choir in 1990, when he was going to school in York.",
            ("Tom Ek", "JOINED", "Norrby Choir"),
            None,
        ),
        (
            "Tom Ek, who hopes to win a third title, rejoined Leeds United in 2019.",
            ("Tom Ek", "REJOINED", "Leeds United"),
            None,
        ),
        (
            "Tom Ek was set to join Leeds United in 2020 but instead signed for Hull City.",
            ("Tom Ek", "SIGNED_FOR", "Hull City"),
            "Leeds United",
        ),
        (
            "The song was set to music by Tom Ek, who joined the Norrby Choir in 1990.",
            ("Tom Ek", "JOINED", "Norrby Choir"),
            None,
        ),
        (
            "Ana Roe will succeed Tom Ek, who resigned as chair of Orsk Labs last week.",
            ("Tom Ek", "CHAIR_OF", "Orsk Labs"),
            None,
        ),
        ("Jan Holm will become mayor of Kestra in 1905.", ("Jan Holm", "MAYOR_OF", "Kestra"), None),  # a past's future
        (
            "Though the owners tried to block the sale, Tom Ek bought Orsk Labs in 2020.",
            ("Tom Ek", "BOUGHT", "Orsk Labs"),
            None,
        ),
        (
            "Leeds United have appointed Ana Roe as manager; she will take charge on Monday.",
            ("Leeds United", "APPOINTED", "Ana Roe"),
            None,
        ),
    ],
)
def test_what_the_sentence_tells_as_done_stays_beside_a_plan(text, kept, planned):
    typed = _typed(text)
    assert kept in typed
    assert planned is None or not any(planned in (source, target) for source, _, target in typed)


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [
        ("Will Parry succeeded Arno Vik as chair of Orsk Labs in 2019.", "Will Parry", "Arno Vik"),
        ("Dana Pell replaced Arno Vik as chair of Orsk Labs the next year.", "Dana Pell", "Arno Vik"),
        ("Dana Pell will succeed Arno Vik as chair of Orsk Labs with immediate effect.", "Dana Pell", "Arno Vik"),
        ("Dana Pell will take over from Arno Vik as head coach of Orsk FC from today.", "Dana Pell", "Arno Vik"),
    ],
)
def test_a_change_told_as_done_is_read(text, new, old):
    assert [(one.new, one.old) for one in _read(text).successions] == [(new, old)]


def test_a_hand_over_told_as_expected_after_the_leaving_is_no_fact():
    found = _read("Tom Ek resigned as chair of Orsk Labs last week, with Ana Roe expected to succeed him.")
    assert found.successions == [] and [(one.source, one.target) for one in found.ends] == [("Tom Ek", "Orsk Labs")]


def test_a_schedule_for_the_period_of_the_text_s_day_is_done():
    text = "Ngozi Ferreday will captain Wessex Vale this summer, taking over from Callum Brightwell."
    summer = OfflineExtractor()(text, at=parse_time("2024-07-01"), known=[])
    winter = OfflineExtractor()(text, at=parse_time("2024-01-10"), known=[])
    assert [(one.new, one.old) for one in summer.successions] == [("Ngozi Ferreday", "Callum Brightwell")]
    assert winter.successions == []


def test_a_past_s_future_is_told_as_done():
    found = _read("Lee Nogan was sold on to Watford in December 1991, where he would remain for four years.")
    assert any(r.target == "Watford" and r.type != MENTIONED_WITH for r in found.relations)


def test_a_verb_between_two_names_is_no_role_said_beside_a_plan():
    found = _read("Next year after his death in 1525, Germaine married Ferdinand.").relations
    assert [(r.type, r.valid_from.year) for r in found if r.type == "MARRIED"] == [("MARRIED", 1525)]


def test_a_future_told_in_reported_speech_is_a_plan():
    for text in (
        "Vassel Energy announced on Monday that Nora Lie would join Vassel Energy as chief financial officer.",
        "Vassel Energy said Nora Lie would join the company.",
    ):
        assert {kind for _, kind, _ in read_ties(text)} <= {"MENTIONED_WITH"}, text
    assert ("Nora Lie", "JOINED", "Vassel Energy") in read_ties(
        "Vassel Energy said Nora Lie had joined Vassel Energy in 2019."
    )
