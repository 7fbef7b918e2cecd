"""The extractors' shared rules on hand-made sentences of general English (none from the bench's families).

Each test runs the offline extractor; those about the parse run the spaCy extractor too when the nlp extra is
installed.
"""

from __future__ import annotations

import pytest

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor, dated_phrases
from c0lab.extract.nlp import SpacyExtractor, spacy_available
from c0lab.extract.rules import Ledger, correction_cue, relation_type, single_owner

EXTRACTORS = [
    "offline",
    pytest.param(
        "spacy",
        marks=pytest.mark.skipif(spacy_available() is None, reason="needs the nlp extra: pip install 'c0lab[nlp]'"),
    ),
]


@pytest.fixture(params=EXTRACTORS)
def extractor(request):
    return OfflineExtractor() if request.param == "offline" else SpacyExtractor()


def read(extractor, text, at="2025-03-01", known=()):
    return extractor(text, at=parse_time(at), known=list(known))


def test_relation_types_are_predicate_phrases_never_joined_cue_words(extractor):
    read(extractor, "Halvard Rovers is coached by Ines Dahl.", at="2024-05-01")
    found = read(
        extractor,
        "Correction: Halvard Rovers is no longer coached by Ines Dahl; actually Halvard Rovers "
        "is coached by Tomas Berg.",
        at="2025-06-10",
        known=["Halvard Rovers", "Ines Dahl"],
    )
    assert {r.type for r in found.relations} <= {"COACHED_BY", "MENTIONED_WITH"}
    assert any((r.source, r.type, r.target) == ("Halvard Rovers", "COACHED_BY", "Tomas Berg") for r in found.relations)
    assert any({e.source, e.target} == {"Halvard Rovers", "Ines Dahl"} for e in found.ends)
    assert relation_type(["was", "steered", "by"]) == "STEERED_BY" and relation_type(["and"]) is None


def test_a_month_start_begins_on_the_first():
    found = dated_phrases("Brannock Mills opened in March 1908 and ran until May 1931.", at=parse_time("2025"))
    assert [(role, format_time(moment)[:10]) for _, moment, role in found] == [
        ("at", "1908-03-01"),
        ("end", "1931-06-01"),
    ]


def test_successions_read_in_their_general_forms(extractor):
    cases = {
        "Dana Whitlock handed the reins of Corrib Analytics to Felix Amadi in 2020.": ("Felix Amadi", "Dana Whitlock"),
        "Ruth Ames was replaced by Omar Lind in 2019.": ("Omar Lind", "Ruth Ames"),
        "Priya Nand took over Halden Bank from Marco Ruiz in 2017.": ("Priya Nand", "Marco Ruiz"),
    }
    for text, (new, old) in cases.items():
        found = read(extractor, text)
        assert [(s.new, s.old) for s in found.successions] == [(new, old)], text
        assert found.successions[0].at.year in (2017, 2019, 2020)


def test_taking_over_a_thing_names_no_predecessor():
    found = read(OfflineExtractor(), "Priya Nand took over Halden Bank in 2017.", known=["Marco Ruiz", "Halden Bank"])
    assert all(succession.old != "Halden Bank" for succession in found.successions)  # the bank held nothing


def test_an_ending_with_no_object_ends_what_its_subject_held():
    found = read(OfflineExtractor(), "Bea Lorne joined Pell Systems in 2010. Bea Lorne stepped down in 2015.")
    assert [(e.source, e.target, e.at.year) for e in found.ends] == [("Bea Lorne", "Pell Systems", 2015)]


@pytest.mark.parametrize(
    "text",
    [
        "Bea Lorne joined Pell Systems in 2010. Bea Lorne married Tom Kay in 2012. Bea Lorne stepped down in 2015.",
        "Bea Lorne works at Pell Systems. She quit smoking in 2020.",
        "Bea Lorne joined Pell Systems in 2010. She left the meeting early in 2015.",
    ],
)
def test_an_ending_ends_nothing_when_what_it_ends_is_unclear(text):
    assert read(OfflineExtractor(), text).ends == []  # two ties, or an object that is not a name


def test_a_cause_or_a_platform_is_not_a_single_valued_leader(extractor):
    read(extractor, "The Harlow Storm led to the Brant Flooding.", at="2024-01-01")
    later = read(extractor, "The Keld Dam Failure led to the Brant Flooding.", at="2024-06-01", known=["Harlow Storm"])
    assert later.ends == []
    assert single_owner("LED_TO", "a", "b") is None and single_owner("RUNS_ON", "a", "b") is None
    assert single_owner("LED_BY", "a", "b") == ("a", "lead") and single_owner("BASED_IN", "a", "b") == ("a", "locate")


def test_a_later_different_value_is_a_correction_without_a_cue(extractor):
    read(extractor, "Orvik Labs builds a solar kiln system.", at="2025-01-05")
    found = read(extractor, "Orvik Labs builds a wind pump system.", at="2025-02-05", known=["Orvik Labs"])
    assert [c.name for c in found.corrections] == ["Orvik Labs"]
    same = read(extractor, "Orvik Labs builds a wind pump system.", at="2025-03-05", known=["Orvik Labs"])
    assert same.corrections == []


def test_actually_as_emphasis_is_no_correction():
    assert correction_cue("Orvik Labs actually grew a lot last year.") is None
    assert correction_cue("Actually, Orvik Labs is based in Tarn.").group() == "Actually"
    assert correction_cue("It was moved; actually it is in Tarn.").group() == "actually"
    assert read(OfflineExtractor(), "Orvik Labs actually grew a lot last year.").corrections == []


def test_a_later_value_of_a_single_valued_relation_ends_the_older(extractor):
    read(extractor, "Gretna Works is based in Lund.", at="2024-01-05")
    found = read(extractor, "Gretna Works is based in Malmo.", at="2025-01-05", known=["Gretna Works", "Lund"])
    assert [(e.source, e.target) for e in found.ends] == [("Gretna Works", "Lund")]
    ledger = Ledger()
    assert ledger.stated("DEVELOPS", "Gretna Works", "Kiln", at=1) is None
    assert ledger.stated("DEVELOPS", "Gretna Works", "Pump", at=2) is None  # many values may hold at once


def test_a_clause_opening_with_its_verb_takes_the_sentence_subject():
    found = read(
        OfflineExtractor(), "Calder Trust was run by Ines Moss until 2012 and is run by Pavel Kirr since then."
    )
    kinds = {(r.source, r.type, r.target): r for r in found.relations}
    later = kinds[("Calder Trust", "RUN_BY", "Pavel Kirr")]
    assert later.valid_from.year in (2011, 2012) and later.valid_to is None


def test_a_name_keeps_its_noun_and_an_opening_common_word_is_no_name():
    found = read(OfflineExtractor(), "Status of the Corvel toolkit: the release is late.")
    assert [entity.name for entity in found.entities] == ["Corvel toolkit"]


def test_a_clause_that_only_ends_closes_the_one_before_and_a_gapped_clause_reuses_its_verb():
    found = read(
        OfflineExtractor(),
        "Lena Varga attended Brook Hill School, graduating in 1991, and then Orme College.",
        at="2024-01-01",
    )
    held = {(r.source, r.type, r.target): r for r in found.relations if r.type != "MENTIONED_WITH"}
    school = held[("Lena Varga", "ATTENDED", "Brook Hill School")]
    college = held[("Lena Varga", "ATTENDED", "Orme College")]
    assert school.valid_to.year == 1992 and college.valid_from.year == 1991 and college.valid_to is None  # 1991 whole


def test_names_with_capitals_beyond_ascii_and_a_finite_verb_as_the_type():
    found = read(OfflineExtractor(), "Ärne Øverby played for Ålesund Rovers in 1999.")
    assert [(r.source, r.type, r.target) for r in found.relations] == [("Ärne Øverby", "PLAYED_FOR", "Ålesund Rovers")]


def test_a_correction_holds_from_its_documents_day(tmp_path):
    from c0lab import Memory

    memory = Memory.open(tmp_path / "memory")
    try:
        memory.ingest("Halvard Rovers is coached by Ines Dahl.", at="2024-05-01")
        memory.ingest("Correction: Halvard Rovers is coached by Tomas Berg.", at="2025-06-10")
        patches = [versions[-1] for versions in memory.store.records.values() if versions[-1].kind == "patch"]
        assert [format_time(patch.valid_from)[:10] for patch in patches] == ["2025-06-10"]
    finally:
        memory.close()


def test_a_clause_takes_no_start_from_a_later_clause_that_says_something_else():
    found = read(
        OfflineExtractor(),
        "Pia Roth worked at Helm Bank, and then at Crane Mutual, which Pia Roth joined in 2004.",
        at="2024-01-01",
    )
    held = {(r.source, r.type, r.target): r for r in found.relations}
    assert held[("Pia Roth", "WORKED_AT", "Helm Bank")].valid_from is None


def test_two_roles_of_one_sense_do_not_replace_each_other():
    ledger = Ledger()
    assert ledger.stated("MANAGES", "Risha Institute", "Orpha", at=1) is None
    assert ledger.stated("DIRECTED_BY", "Orpha", "Pia Vole", at=2) is None  # an operator and a director
    assert ledger.stated("DIRECTS", "Ada Quin", "Orpha", at=3) == ("Orpha", "Pia Vole")  # the same role again


def test_a_value_said_at_the_opening_of_a_sentence_counts():
    extractor = OfflineExtractor()
    read(extractor, "The tide gauge system of Marra Works was reviewed.", at="2025-01-05")
    found = read(extractor, "Marra Works: the rain radar system is late.", at="2025-02-05", known=["Marra Works"])
    assert [c.name for c in found.corrections] == ["Marra Works"]
