"""An office is one thing however a researcher's notes write it (hand-made offices, names and years): a sentence's
``ROLE_OF Owner`` and a terse line's or the API's ``HELD_OFFICE_AS Role of the Owner`` are holders of one office,
compared one at a time and walked together; other offices are not merged; a title before an office noun ("Lord
Chancellor") stays; a name said without its middle names is the one held; a bare title after "was" is an office
held; a role said after its organisation ("remained Kestrel chair") is that role; a row's bare years and a
sentence's month are one stint; a second sentence naming a known office does not double it."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab.extract.compound import untitled
from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.terse import org_roles, terse
from c0lab.retrieval.lexicon import office_key
from c0lab.retrieval.meaning import wordnet

needs_wordnet = pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")


@pytest.fixture
def memory(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as opened:
        yield opened


def _current(context: str) -> str:
    return context.split("No longer true", 1)[0]


def _typed(text: str) -> set[tuple[str, str, str]]:
    found = OfflineExtractor()(text, at=0, known=[])
    return {(r.source, r.type, r.target) for r in found.relations}


@needs_wordnet
def test_one_key_for_an_office_in_either_form_and_none_across_offices() -> None:
    assert office_key("HELD_OFFICE_AS", "A", "Warden of the Mint") == office_key("WARDEN_OF", "A", "Mint")
    assert office_key("HELD_OFFICE_AS", "A", "President of Orsk") == office_key("PRESIDENT_OF", "A", "Orsk")
    assert office_key("HELD_OFFICE_AS", "A", "President of the Orsk Union") != office_key("PRESIDENT_OF", "A", "Orsk")
    assert office_key("HELD_OFFICE_AS", "A", "Lord Warden") != office_key("WARDEN_OF", "A", "Mint")
    assert office_key("MEMBER_OF", "A", "Mint") is None


@needs_wordnet
def test_holders_in_two_forms_are_one_at_a_time_and_walked_together(memory) -> None:
    memory.ingest("Tam Roe was Warden of the Mint from 1830 to 1850.")  # WARDEN_OF Mint
    for name in ["Ivo Marsh", "Warden of the Mint"]:
        memory.add_concept(name)
    memory.relate("Ivo Marsh", "HELD_OFFICE_AS", "Warden of the Mint", valid_from="1801")
    context = memory.walk("who was Warden of the Mint in 1840?").context
    assert "- Tam Roe held office as Warden of the Mint (1830–1850)" in _current(context)
    assert "Ivo Marsh" not in _current(context)
    assert not context.startswith("Nothing in memory")
    own = memory.walk("what was Ivo Marsh in 1840?").context  # his stint ended where Tam Roe's began
    assert "[ended 1830, replaced by Tam Roe] Ivo Marsh held office as Warden of the Mint (from 1801)" in own


@needs_wordnet
def test_an_office_table_under_its_plural_heading_is_the_sentence_form(memory) -> None:
    memory.ingest("Oskar Halm was Chancellor of the Treasury from 1920 to 1925.")
    memory.ingest(
        "## Chancellors of the Treasury\n\n| Chancellor | From | To |\n|---|---|---|\n| Petra Lind | 1925 | 1931 |"
    )
    current = _current(memory.walk("who was Chancellor of the Treasury in 1928?").context)
    assert "- Petra Lind chancellor of Treasury (1925–1931)" in current and "Oskar Halm" not in current


@needs_wordnet
def test_lord_before_an_office_noun_is_the_office() -> None:
    assert untitled("Lord Chancellor") == "Lord Chancellor"
    assert untitled("Lord Kelvin") == "Kelvin"
    assert ("Ada Quill", "HELD_OFFICE_AS", "Lord Chancellor") in _typed(
        "Ada Quill held office as Lord Chancellor from 1801 to 1806."
    )


@needs_wordnet
def test_lord_chancellor_under_a_chancellors_heading_both_terms(memory) -> None:
    memory.ingest(
        "## Chancellors\n\nAda Quill — Lord Chancellor 1801–06; 1807–27\nBo Lenn — Chancellor of the Guild 1810–20"
    )
    context = memory.walk("who was Lord Chancellor in 1815?").context
    assert "- Ada Quill held office as Lord Chancellor (1807–1827)" in _current(context)
    assert not context.startswith("Nothing in memory")


def test_a_terse_line_of_two_terms_is_two_sentences() -> None:
    assert terse("Ada Quill — Provost 1801–06; 1807–27") == (
        "Ada Quill held office as Provost from 1801 to 1806. Ada Quill held office as Provost from 1807 to 1827."
    )


def test_a_name_without_its_middle_names_is_the_one_held(memory) -> None:
    memory.ingest("Ivo Tarrant Marsh was Governor of the Bank of Kestrel from 1920 to 1944.")
    context = memory.walk("what did Ivo Marsh do in 1930?").context
    assert context.startswith("Read 'Ivo Marsh' as 'Ivo Tarrant Marsh'")
    assert "Governor of the Bank of Kestrel" in _current(context)


def test_a_name_without_middle_names_two_could_be_is_not_guessed(memory) -> None:
    memory.ingest("Ivo Tarrant Marsh was Governor of the Bank of Kestrel from 1920 to 1944.")
    memory.ingest("Ivo Bell Marsh was Warden of Orsk from 1950 to 1960.")
    context = memory.walk("what did Ivo Marsh do in 1930?").context
    assert "Read 'Ivo Marsh' as" not in context


@needs_wordnet
def test_a_bare_title_after_was_is_an_office_held() -> None:
    assert ("Dana Holt", "HELD_OFFICE_AS", "Chancellor") in _typed("Dana Holt was Chancellor from 1974 to 1979.")
    assert ("Rui Vas", "HELD_OFFICE_AS", "Mayor") in _typed("Rui Vas became Mayor in 1964.")
    assert ("Rui Vas", "HELD_OFFICE_AS", "Prime Minister of Kestria") in _typed(
        "Rui Vas became Prime Minister of Kestria in 1964."
    )
    assert not any(kind == "HELD_OFFICE_AS" for _, kind, _ in _typed("Ivo Marsh was Halley from 1901 to 1905."))


@needs_wordnet
def test_a_role_said_after_its_organisation_is_that_role() -> None:
    assert org_roles("Eli Roe remained Kestrel chair until 1948.") == "Eli Roe was chair of Kestrel until 1948."
    typed = _typed("Eli Roe remained Kestrel chair until early 1948.")
    assert ("Eli Roe", "CHAIR_OF", "Kestrel") in typed
    assert not any(kind.startswith("REMAINED") for _, kind, _ in typed)


@needs_wordnet
def test_an_office_said_again_in_one_text_is_not_doubled() -> None:
    typed = _typed(
        "Ago Barb succeeded Marco Bel as Doge of Kestria in 1486.\nAna Lind was elected Doge of Kestria in 1501."
    )
    assert ("Ana Lind", "HELD_OFFICE_AS", "Doge of Kestria") in typed
    assert not any("Doge of Doge" in target for _, _, target in typed)


@needs_wordnet
def test_a_rows_years_and_a_sentences_month_are_one_stint(memory) -> None:
    memory.ingest(
        "Doges of Kestra (office, name, from, to):\nDoge of Kestra, Marco Bel, 1485, 1486\n"
        "Doge of Kestra, Ago Barb, 1486, 1501\nDoge of Kestra, Leo Lor, 1501, 1521"
    )
    memory.ingest(
        "Ago Barb succeeded Marco Bel as Doge of Kestra in 1486.\n"
        "Leo Lor was elected Doge of Kestra in October 1501 and held the office until 1521."
    )
    context = memory.walk("who was Doge of Kestra before Leo Lor?").context
    assert "- Ago Barb held office as Doge of Kestra (1486–1501)" in _current(context)
    assert "Doge of Doge" not in context
    assert "[ended 1486] Marco Bel held office as Doge of Kestra" in context  # a row's years: at year precision
