"""Notes as researchers write them: abbreviations end no sentence, terse lines and rows under named columns are
dated holdings of an office (``c0lab._sentences``, ``c0lab.extract.terse``)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab.extract.names import sentences
from c0lab.extract.terse import terse
from c0lab.retrieval.dated_texts import _split


def _first_fact(memory: Memory, question: str) -> str:
    lines = memory.walk(question).context.splitlines()
    return next(line for line in lines if line.startswith("- ") or line.startswith("Dates held"))


def test_abbreviations_and_initials_end_no_sentence():
    text = (
        "Sen. Ortega met Capt. Liu in Sept. 1962 and T. R. Okafor stayed at St. Kilda. Later he left in Oct. The end."
    )
    assert sentences(text) == [
        "Sen. Ortega met Capt. Liu in Sept. 1962 and T. R. Okafor stayed at St. Kilda.",
        "Later he left in Oct.",
        "The end.",
    ]
    assert _split(text)[1] == sentences(text)  # the texts a walk quotes are cut the same way


def test_a_short_form_that_is_also_a_word_ends_a_sentence_in_lower_case():
    text = "She studied art. Mirelle Tas taught her. They met at no. 4 Vell Lane. Gen. Abo came."
    assert sentences(text) == [
        "She studied art.",
        "Mirelle Tas taught her.",
        "They met at no. 4 Vell Lane.",
        "Gen. Abo came.",
    ]


def test_a_table_row_is_never_cut():
    row = "| Ana Ruiz | Dec. 1990 | Jan. 1995 | Dr. Quill's pick. Kept on |"
    assert sentences(row) == [row]


def test_a_terse_line_is_a_dated_role_with_short_forms_resolved():
    known = ["Warden of the Kestrel Harbour Trust", "Kestrel Harbour Trust"]
    said = terse("Ortega — Wdn. KHT 1961–78; succeeded Okafor.", known)
    assert said == "Ortega served as Warden of the Kestrel Harbour Trust from 1961 to 1978; Ortega succeeded Okafor."
    assert terse("Ortega — Wdn. XYZ 1961–78.", known) == "Ortega — Wdn. XYZ 1961–78."  # unresolved: as written
    assert terse("Ortega — Warden 1998–03.") == "Ortega held office as Warden from 1998 to 2003."  # the next century
    assert terse("Lindqvist: Provost 1802–09 and 1811–14.") == (
        "Lindqvist held office as Provost from 1802 to 1809. Lindqvist held office as Provost from 1811 to 1814."
    )


def test_terse_lines_and_named_columns_answer_in_a_walk(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest("Amara Okafor was Governor of the Kestrel Harbour Trust from 1950 to 1961.", at="2020-01-01")
    memory.ingest("Ortega — Gvnr. KHT 1961–78; succeeded Okafor.", at="2020-01-02")
    assert "Ortega" in _first_fact(memory, "who was Governor of the Kestrel Harbour Trust in 1970?")
    memory.ingest(
        "Abbots of Morvern (office, name, from, to):\n"
        "Abbot of Morvern, Ewan Tolmie, 1402, 1431\n"
        "Abbot of Morvern, Colm Rennie, 1431, 1450",
        at="2020-01-03",
    )
    assert "Ewan Tolmie" in _first_fact(memory, "who was Abbot of Morvern in 1420?")
    memory.ingest(
        "## Vestry Board\n| Clerk | From | To |\n|---|---|---|\n"
        "| Ida Marsh | Feb. 1881 | 1890 |\n| Otto Brandt | 1890 | 1899 |",
        at="2020-01-04",
    )
    assert "Otto Brandt" in _first_fact(memory, "who was Clerk of the Vestry Board in 1895?")
    memory.close()


def test_a_role_that_opens_like_a_month_is_a_role():
    assert terse("Ida Holm — Mayor 1990–1999.") == "Ida Holm held office as Mayor from 1990 to 1999."
    assert terse("Ida Holm — Deputy Mayor 1990–99.") == "Ida Holm held office as Deputy Mayor from 1990 to 1999."
    assert terse("Ida Holm — Mayor June 1990–1999.") == "Ida Holm held office as Mayor from June 1990 to 1999."


def test_a_terse_line_whose_role_is_no_person_holds_no_office():
    for line in ("London: Population 1900–1950.", "Summary: Revenue grew 2019–2020.", "Kestrel Dock: Budget 2019–21."):
        assert terse(line) == line
    assert terse("Ida Holm: Chair 1990–99.") == "Ida Holm held office as Chair from 1990 to 1999."


def test_a_dated_line_with_no_role_in_it_stays_as_written():
    for line in ("Ada Lo: Orsk University 1998–2002.", "Ortega — Q3 Review 2020–2021."):
        assert terse(line) == line
    assert (
        terse("Ortega — Marshal Jan. 1961 – Mar 1978.") == "Ortega held office as Marshal from Jan. 1961 to Mar 1978."
    )


def test_a_role_is_read_by_the_one_person_noun_rule_any_sense_no_particular_person() -> None:
    """A terse line's role is a person noun by ``meaning.role_noun``'s ``any_sense`` rule: "Chair" (a seat first) is
    one, a particular person's name ("Lincoln", "Newton": instances in WordNet) is none."""
    from c0lab.retrieval.meaning import role_noun, wordnet

    if wordnet() is None:
        pytest.skip("WordNet is not installed")
    assert not role_noun("chair") and role_noun("chair", any_sense=True)
    assert terse("Ann Lee — Chair 1990–1999") == "Ann Lee held office as Chair from 1990 to 1999."
    assert terse("Ann Lee — Lincoln 1990–1999") == "Ann Lee — Lincoln 1990–1999"
    assert terse("Ann Lee — Newton 1990–1999") == "Ann Lee — Newton 1990–1999"


def test_a_writing_or_a_numbered_thing_holds_no_office() -> None:
    """A terse line's subject is a holder only when it names no writing and has no number in it."""
    for line in ("Q3 Report — Sales Director 2019–2020", "Meeting: Budget 2020-2021", "Minutes: Chair 2019–2020"):
        assert terse(line) == line
    assert terse("Ann Lee — Sales Director 2019–2020") == "Ann Lee held office as Sales Director from 2019 to 2020."
