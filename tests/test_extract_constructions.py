"""Constructions of biographical and encyclopedic prose the offline extractor reads as typed, dated ties.

Hand-written sentences (no data set's). Each test names one rule and fails without it.
"""

from __future__ import annotations

from collections import Counter

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.objects import frame
from c0lab.extract.refer import Salience
from c0lab.extract.types import Extraction


def read(*texts: str) -> Extraction:
    """The last text's extraction, read after the ones before it by one extractor (as one memory reads them)."""
    extractor, known, extraction = OfflineExtractor(), [], Extraction()
    for text in texts:
        extraction = extractor(text, at=parse_time("2024-01-01"), known=known)
        known = sorted({*known, *(entity.name for entity in extraction.entities)})
    return extraction


def typed(*texts: str) -> dict[tuple[str, str], tuple[str, str, str]]:
    """(source, target) → (type, start, end) of each relation of the last text that is no co-mention."""

    def day(moment: object) -> str:
        return format_time(moment)[:10] if moment is not None else "-"  # type: ignore[arg-type]

    return {
        (r.source, r.target): (r.type, day(r.valid_from), day(r.valid_to))
        for r in read(*texts).relations
        if r.type != "MENTIONED_WITH"
    }


def test_he_or_she_opening_a_where_clause_is_the_sentence_subject():
    held = typed("In 2007 Ilka Varen returned to Oslo, where from 2007 to 2010 she worked at Nordhav Trust.")
    assert held[("Ilka Varen", "Nordhav Trust")] == ("WORKED_AT", "2007-01-01", "2011-01-01")
    held = typed("Aron Pelk is a banker. At 25 Pelk returned to Tarvik, where he began to work for Lomm Holdings.")
    assert held[("Aron Pelk", "Lomm Holdings")][0] == "WORKED_FOR"


def test_a_clause_opening_with_its_verb_is_read_through_its_adjuncts():
    held = typed(
        "Tor Aske worked as a planner from 1972 until 1974, then was an assistant professor at the Kettle School"
        " of Design from 1978 until 1979."
    )
    assert held[("Tor Aske", "Kettle School of Design")] == ("PROFESSOR_AT", "1978-01-01", "1980-01-01")
    held = typed("Lomir Elmar, director of Orvik Works between 2015 and 2022, was the predecessor of Varel Lum.")
    assert ("Lomir Elmar", "Varel Lum") not in held  # a succession, no post held at Varel Lum


def test_an_office_taken_by_election_is_held():
    held = typed("Runa Dahl was elected Speaker of the Halvard Assembly in 1980.")
    assert held[("Runa Dahl", "Speaker of the Halvard Assembly")][0] == "HELD_OFFICE_AS"


def test_a_name_after_a_preposition_is_not_the_verbs_subject():
    held = typed("Mara Quell of Quell Works joined Orvel Systems in 2019.")
    assert held[("Mara Quell", "Orvel Systems")][0] == "JOINED"
    assert ("Quell Works", "Orvel Systems") not in held
    assert typed("Nobody at Vantor Labs likes Oslo.") == {}
    held = typed("Kestrel United of the Premier League signed Tomas Reyes in 2001.")
    assert held[("Kestrel United", "Tomas Reyes")][0] == "SIGNED"


def test_a_nickname_is_an_alias_not_a_concept(mem):
    text = "Samuel Harte, known as 'the Parson', played for Dunmore Rovers."
    extraction = read(text)
    assert [entity.name for entity in extraction.entities] == ["Samuel Harte", "Dunmore Rovers"]
    assert extraction.aliases == [("Samuel Harte", "the Parson")]
    assert typed(text) == {("Samuel Harte", "Dunmore Rovers"): ("PLAYED_FOR", "-", "-")}
    mem.ingest(text, at="2024-01-01")
    assert mem.core.resolve("the Parson") == mem.core.resolve("Samuel Harte")


def test_a_stated_length_ends_the_tie():
    held = typed(
        "Ned Vael is a footballer.", "In 2003 Vael signed for Orwick City. Vael spent three years with Orwick City."
    )
    assert held[("Ned Vael", "Orwick City")] == ("SPENT_WITH", "2003-01-01", "2006-01-01")
    held = typed("Pia Lund married Jonas Berg in 1970. She was married to Jonas Berg for 20 years.")
    assert held[("Pia Lund", "Jonas Berg")] == ("MARRIED_TO", "1970-01-01", "1990-01-01")  # from the text's time
    held = typed("In 1970 Pia Lund was married to Jonas Berg for 20 years.")
    assert held[("Pia Lund", "Jonas Berg")] == ("MARRIED_TO", "1970-01-01", "1990-01-01")


def test_a_place_made_a_modifier_is_no_name():
    extraction = read("Rosa Lind married Oslo-born musician Jon Dahl in 1988.")
    assert [entity.name for entity in extraction.entities] == ["Rosa Lind", "Jon Dahl"]
    held = typed("From 2013 to 2014, Ada Holm was advocacy director at the Bergen-based Tarn Society.")
    assert held == {  # "Bergen-based" is no part of a name; it says where the society is (extract.locatives)
        ("Ada Holm", "Tarn Society"): ("DIRECTOR_AT", "2013-01-01", "2015-01-01"),
        ("Tarn Society", "Bergen"): ("BASED_IN", "-", "-"),
    }


def test_a_day_written_with_a_space_before_its_comma():
    held = typed("Rosa Lind married Jon Dahl on October 3 , 1988 .")
    assert held[("Rosa Lind", "Jon Dahl")] == ("MARRIED", "1988-10-03", "-")


def test_a_surname_in_a_text_headed_by_the_full_name_is_that_person():
    extraction = read("Ada Holm: From 2013 to 2014 , Holm was advocacy director at Tarn Society .")
    assert "Holm" not in [entity.name for entity in extraction.entities]
    assert typed("Ada Holm: From 2013 to 2014 , Holm was advocacy director at Tarn Society .") == {
        ("Ada Holm", "Tarn Society"): ("DIRECTOR_AT", "2013-01-01", "2015-01-01")
    }


def test_of_a_pair_said_both_ways_the_tie_said_first_is_kept():
    held = typed("Larch Hawks: Ivo Detmar was traded to the Larch Hawks in 1999 ; the Hawks wanted him as a mentor .")
    assert held[("Ivo Detmar", "Larch Hawks")][0] == "TRADED_TO"


def test_a_participle_clause_keeps_its_date_to_itself():
    held = typed(
        "Ari Schemm: Schemm started his career with local clubs Hibern Town and Marsa Rovers , leading the latter"
        " to a league title in the 2006–07 season ."
    )
    assert held[("Ari Schemm", "Hibern Town")] == ("STARTED_WITH", "-", "-")  # not since 2006


def test_where_opening_a_clause_describes_no_name():
    held = typed("Ola Sidd spent the 2001–02 season on loan at Brenton Athletic where he played 35 times .")
    assert held[("Ola Sidd", "Brenton Athletic")][0] == "LOANED_TO"  # "spent … on loan at": a loan, not "played"


def test_a_thing_named_after_a_person_is_no_rival_for_the_surname():
    salience = Salience(subjects=Counter({"Velt": 3, "Velt Agronomic Services": 1, "Chase Velt": 2}))
    salience.learn(["Velt Agronomic Services", "Chase Velt"])
    assert salience.shortened("Chase Velt") == ["Velt"]
    salience = Salience(subjects=Counter({"Velt": 3, "Anna Velt": 1, "Chase Velt": 2}))
    salience.learn(["Anna Velt", "Chase Velt"])
    assert salience.shortened("Chase Velt") == []  # another person of that surname


def test_a_nationality_before_a_descriptor_describes_the_name_after_it():
    held = typed("Between 2007 and 2009 Ivo Brask spent loans with Danish lower-tier clubs Orvik Rovers and Tern Town.")
    assert held[("Ivo Brask", "Orvik Rovers")][0] == "SPENT_WITH"
    assert held[("Ivo Brask", "Tern Town")][0] == "SPENT_WITH"
    assert ("Ivo Brask", "Danish") not in held


def test_every_founder_listed_before_or_after_the_verb():
    held = typed("Lena Ortiz and Pavel Grey founded Tamo Works in 2004.")
    assert held[("Lena Ortiz", "Tamo Works")][0] == held[("Pavel Grey", "Tamo Works")][0] == "FOUNDED"
    held = typed("Orvel Labs was founded in 2004 by Lena Ortiz and Pavel Grey.")
    assert held[("Orvel Labs", "Lena Ortiz")] == held[("Orvel Labs", "Pavel Grey")] == ("FOUNDED_BY", "2004-01-01", "-")
    assert frame(" moved in March 2004 to ") == "MOVED_TO"
    assert frame(" played in the clubs defeat in the 1995 ") is None  # a year modifying the name after it
    held = typed("In 2001 Tom Hale joined Orvik City and Bo Lind joined Tern Rovers.")
    assert ("Orvik City", "Tern Rovers") not in held and ("Tom Hale", "Tern Rovers") not in held


def test_a_post_held_at_an_employer_answers_an_employer_question(mem):
    mem.ingest("Tor Aske is an economist. From 1978 to 1979 Aske was an assistant professor at Kettle College.")
    mem.ingest("Tor Aske wrote a book about Orvik Harbour in 1978.")
    walk = mem.walk("Which employer did Tor Aske work for in 1978?")
    first = next(line for line in walk.context.splitlines() if line.startswith("- "))
    assert "Kettle College" in first
