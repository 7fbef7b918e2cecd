"""A life told in the past tense, read by the offline extractor (hand-made texts, none from an eval's data): an
undated clause takes the time the text has reached (after it for "subsequently"), never the day it was read; a
graduation, a degree or a death ends what its clause tells (that year included) and the next school starts there;
a common word opening a sentence ("With", "Both", "Three") is no name, and a known one-word name is said only
where it is written as one."""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.dates import Told, dated_phrases
from c0lab.extract.names import names_in


def read(text: str, *, at: str = "2025-03-01", known: tuple[str, ...] = ()):
    return OfflineExtractor()(text, at=parse_time(at), known=list(known))


def _day(moment) -> str | None:
    if moment is None:
        return None
    return format_time(moment if isinstance(moment, int) else parse_time(str(moment)))[:10]


def _typed(extraction, target: str):
    return next(r for r in extraction.relations if r.target == target and r.type != "MENTIONED_WITH")


def test_an_undated_past_clause_takes_the_time_the_text_has_reached():
    found = read("In 2003 Tomas Vey moved to Orvik. Tomas Vey coached Orvik Wanderers.")
    assert _day(_typed(found, "Orvik Wanderers").valid_from) == "2003-01-01"


def test_subsequently_places_a_clause_after_the_time_told_before_it():
    found = read("In 1994 Ines Dahl signed for Halden Rovers. Subsequently, Ines Dahl played for Brask Athletic.")
    assert _day(_typed(found, "Brask Athletic").valid_from) == "1995-01-01"


def test_a_time_counted_from_the_last_one_told_dates_the_clause_and_moves_the_text_on():
    found = read(
        "In 1994 Ines Dahl signed for Halden Rovers. Two years later Ines Dahl joined Brask Athletic. "
        "The following year Ines Dahl coached Selby Forge."
    )
    assert _day(_typed(found, "Brask Athletic").valid_from) == "1996-01-01"
    assert _day(_typed(found, "Selby Forge").valid_from) == "1997-01-01"  # a year after the time counted to


def test_a_clause_told_in_the_present_holds_from_the_day_it_was_written():
    found = read("In 2003 Tomas Vey moved to Orvik. Tomas Vey coaches Selby Forge.")
    assert _typed(found, "Selby Forge").valid_from is None  # ingest dates it by the document's day


def test_a_birth_date_is_no_time_a_later_clause_took_place():
    found = read("Tomas Vey was born in 1961 in Orvik. Tomas Vey coached Orvik Wanderers.")
    assert _typed(found, "Orvik Wanderers").valid_from is None


def test_ingest_dates_an_undated_past_clause_by_the_text_not_by_the_day_it_was_read(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest("In 1994 Ines Dahl signed for Halden Rovers. Subsequently, Ines Dahl played for Brask Athletic.")
    walked = memory.walk("Which team did Ines Dahl play for in 1996?").context
    assert "Brask Athletic (since 1995)" in walked
    memory.close()


def test_told_reads_the_last_time_and_only_past_tense_clauses():
    told, at = Told(), parse_time("2025")
    assert told.of("He won the cup.") is None  # nothing told yet
    sentence = "From 1994 to 1996 he played for Pahang."
    told.read(sentence, dated_phrases(sentence, at=at), at=at)
    assert _day(told.of("He won the cup with them.")) == "1994-01-01"
    assert _day(told.of("He then moved to Oslo.")) == "1997-01-01"  # after the range told
    assert told.of("He is the coach of Oslo.") is None


def test_graduating_ends_the_study_that_year_and_the_next_school_starts_there():
    found = read(
        "Lena Moss attended Varby Grammar School, graduating in 1979, and then Kestrel University where she "
        "received her degree in 1983."
    )
    school, university = _typed(found, "Varby Grammar School"), _typed(found, "Kestrel University")
    assert _day(school.valid_to) == "1980-01-01"  # the year of graduating included
    assert _day(university.valid_from) == "1979-01-01" and _day(university.valid_to) == "1984-01-01"


def test_until_a_death_in_a_year_is_an_end_not_a_start():
    found = read("Piet Hollander led the Delft Observatory from 1710 until his death in 1742.")
    led = _typed(found, "Delft Observatory")
    assert _day(led.valid_from) == "1710-01-01" and _day(led.valid_to) == "1743-01-01"
    after = dated_phrases("After his death in 1742, his son led it.", at=parse_time("2025"))
    assert [role for _, _, role in after] == ["at"]  # what follows a death starts then


def test_a_closed_class_word_opening_a_sentence_is_no_name():
    assert names_in("Both finals were lost to Orvik Wanderers.", {}) == ["Orvik Wanderers"]
    assert names_in("Three years later, Ines Dahl left.", {}) == ["Ines Dahl"]
    assert names_in("With two goals, Ines Dahl won it.", {}) == ["Ines Dahl"]
    assert names_in("Born near Orvik, Ines Dahl played.", {}) == ["Orvik", "Ines Dahl"]


def test_a_known_one_word_name_is_said_only_where_it_is_written_as_a_name():
    known = {"with": "With", "orvik": "Orvik"}
    assert names_in("Ines Dahl played with Tomas Vey.", known) == ["Ines Dahl", "Tomas Vey"]
    assert "Orvik" in names_in("Ines Dahl played in Orvik.", known)
    assert names_in("Ines Dahl went to orvik.", known) == ["Ines Dahl"]  # not written as the name


def test_he_refers_to_a_person_not_to_the_club_a_heading_names():
    reader = OfflineExtractor()
    reader("Ines Dahl is a striker from a small town.", at=parse_time("2025"), known=[])
    found = reader(
        "Halden Town: He scored ten goals in 2002 . He signed with Brask Rovers in 2004 .",
        at=parse_time("2025"),
        known=["Ines Dahl"],
    )
    assert ("Ines Dahl", "SIGNED_WITH", "Brask Rovers") in {(r.source, r.type, r.target) for r in found.relations}
    assert not [r for r in found.relations if r.source == "Halden Town" and r.target == "Brask Rovers"]


def test_was_renamed_is_one_type_whatever_the_wording():
    from c0lab.extract.predicates import RENAMED, verb_phrase

    assert verb_phrase(" was renamed ") == verb_phrase(" was later renamed as the ") == RENAMED
    assert verb_phrase(" changed its name to ") == RENAMED


def test_ingest_supersedes_the_old_name_where_the_text_says_it_was_renamed(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest("Kestrel Nav is led by Mara Quill since 2010. Kestrel Nav was renamed Orvel Maps in 2019.")
    walked = memory.walk("what is Orvel Maps?").context
    assert "Kestrel Nav [superseded 2019-01-01 by Orvel Maps]" in walked
    assert "Kestrel Nav led by Mara Quill (since 2010)" in memory.walk("who led Kestrel Nav in 2015?").context
    memory.close()


def test_a_clause_that_adds_to_what_was_told_is_not_placed_in_time():
    found = read("In 1994 Ines Dahl signed for Halden Rovers. Ines Dahl also played for Brask Athletic.")
    assert _typed(found, "Brask Athletic").valid_from is None


def test_she_is_the_person_not_the_place_she_was_born_in():
    found = read("Kim Ha-eun was born on 2 May 1961 in Varby . She attended Kestrel High School , graduating in 1979 .")
    assert ("Kim Ha-eun", "ATTENDED", "Kestrel High School") in {(r.source, r.type, r.target) for r in found.relations}


def test_a_possessive_written_without_its_apostrophe_is_the_name_held():
    assert names_in("Orlans novel Tidewater was published in 1983 .", {"orlan": "Orlan"}) == ["Orlan", "Tidewater"]


def test_a_possessive_without_its_apostrophe_makes_no_twin_of_a_name_held():
    found = read("Work: Orlans novel Tidewater was published in 1983 . Orlan wrote it in Varby .", known=("Orlan",))
    assert "Orlans" not in {entity.name for entity in found.entities}


def test_a_plural_noun_describing_the_object_is_no_verb():
    found = read("Ines Dahl joined Premier Division rivals Orvik Wanderers in 2004.")
    triples = {(r.source, r.type, r.target) for r in found.relations}
    assert ("Ines Dahl", "JOINED", "Orvik Wanderers") in triples
    assert ("Ines Dahl", "JOINED", "Premier Division") not in triples
