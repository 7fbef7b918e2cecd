"""A career told with movement verbs: each new membership ends the one before it (``Memory.ingest``'s stints).

Hand-written biographies (no data set's sentences). Each test names one rule of ``c0lab.extract.stints`` or
``Ingest._stint`` and fails without it.
"""

from __future__ import annotations

from c0lab._time import format_time
from c0lab.extract.stints import first, last, membership, placed


def ends(mem, person):
    """{object: (start year, end year or 'open')} of the person's current relations that are no co-mentions."""
    person_id = mem.core.resolve(person)
    found: dict[str, set[tuple[str, str]]] = {}
    for _, other, data in mem.store.graph.out_edges(person_id, data=True):
        for version in data.get("versions", []):
            if version.kind == "relation" and version.is_current() and version.name != "MENTIONED_WITH":
                span = (format_time(version.valid_from)[:4], format_time(version.valid_to)[:4])
                found.setdefault(mem.core.name(other), set()).add(span)
    return {name: spans.pop() if len(spans) == 1 else spans for name, spans in found.items()}


def test_movement_verbs_are_memberships_with_their_preposition():
    assert membership("MOVED_TO") == {"join"} and membership("SPENT_WITH") == {"join"}
    assert membership("REPRESENTED") == {"join"} and membership("RE_SIGNED_WITH") == {"join"}
    assert membership("SPENT_IN") == frozenset() and membership("MOVED_BY") == frozenset()
    assert placed("RETURNED_TO") and not placed("TRADED_TO")


def test_a_move_to_another_club_ends_the_stint_before_it(mem):
    mem.ingest("Marit Solvang joined Brask Athletic in 2003.", at="2024-01-01")
    mem.ingest("Marit Solvang joined Oddmark Rovers in 2007. In 2010 Solvang moved to Brask Athletic.", at="2024-01-02")
    held = ends(mem, "Marit Solvang")
    assert held["Oddmark Rovers"] == ("2007", "2010")  # the move ended it (no rule ended it before)


def test_a_stint_told_with_its_end_ends_the_open_one_before_it(mem):
    mem.ingest("Tove Randers was traded to the Kestrel Hawks in 1999.", at="2024-01-01")
    mem.ingest("Tove Randers spent three seasons ( 2001 to 2003 ) with the Larch Lions.", at="2024-01-02")
    held = ends(mem, "Tove Randers")
    assert held["Kestrel Hawks"] == ("1999", "2001")  # was open: "traded to" in 2001 a year the Lions held
    assert held["Larch Lions"] == ("2001", "2004")  # "to 2003" covers 2003: its end is 2004-01-01


def test_every_open_stint_begun_before_ends(mem):
    mem.ingest("Ivo Brenner joined Varde City in 1991. Brenner also signed with Varde City in 1991.", at="2024-01-01")
    mem.ingest("Ivo Brenner was sold to Holt Rangers in 1995.", at="2024-01-02")
    held = ends(mem, "Ivo Brenner")
    assert held["Varde City"] == ("1991", "1995")  # both statements of the Varde stint end, not only the latest
    assert held["Holt Rangers"] == ("1995", "open")


def test_returning_to_a_place_ends_no_membership(mem):
    mem.ingest("Asta Lindqvist joined Norrvik United in 2012.", at="2024-01-01")
    mem.ingest("In 2014 Asta Lindqvist returned to Sweden.", at="2024-01-02")
    assert ends(mem, "Asta Lindqvist")["Norrvik United"] == ("2012", "open")


def test_an_undated_stint_ends_no_dated_one(mem):
    mem.ingest("Pella Hartmann also played for Quarry Athletic.", at="2023-05-01")  # when: not said
    mem.ingest("Pella Hartmann signed with Ostby Town in 2004.", at="2024-01-01")
    mem.ingest("In 2009 Pella Hartmann signed for Vessel Rovers.", at="2024-02-01")
    held = ends(mem, "Pella Hartmann")
    assert held["Quarry Athletic"] == ("2023", "open")  # held from the day it was read, as before
    assert held["Ostby Town"] == ("2004", "2009")  # not "until the day the undated one was read", so open then


def test_the_walk_answers_a_team_question_with_a_stint_spent_with_it(mem):
    mem.ingest("Tove Randers married Ola Brekke in 2000.", at="2024-01-01")
    mem.ingest("Tove Randers was traded to the Kestrel Hawks in 1999.", at="2024-01-01")
    mem.ingest("Tove Randers spent three seasons ( 2001 to 2003 ) with the Larch Lions.", at="2024-01-02")
    lines = [line for line in mem.walk("Which team did Tove Randers play for in 2002?").context.splitlines()]
    first = next(line for line in lines if line.startswith("- "))
    assert "Larch Lions" in first


def test_a_stint_told_late_cuts_one_that_a_later_stint_had_ended(mem):
    mem.ingest("Runa Vesterby was sold to Moss Harriers in 1995.", at="2024-01-01")
    mem.ingest("Runa Vesterby signed with Tarn City in 2001.", at="2024-01-02")  # ends Moss Harriers in 2001
    mem.ingest("Runa Vesterby joined Brekke Rovers in 1997.", at="2024-01-03")  # told last, began between them
    held = ends(mem, "Runa Vesterby")
    assert held["Moss Harriers"] == ("1995", "1997") and held["Brekke Rovers"] == ("1997", "2001")


def test_an_undated_first_stint_holds_until_the_first_dated_one(mem):
    mem.ingest("Oskar Tveit began his career with Lunde Rovers. In 1995 Tveit joined Hamar City.", at="2024-01-01")
    held = ends(mem, "Oskar Tveit")
    assert held["Lunde Rovers"][1] == "1995"  # until the first dated stint, not "since 2024-01-01" (read that day)
    assert not held["Lunde Rovers"][0].startswith("20")  # its start is not stated
    assert held["Hamar City"] == ("1995", "open")
    assert first("STARTED_AT") and not first("JOINED") and not first("STARTED_IN")


def test_a_career_finished_at_a_club_begins_after_the_stint_before(mem):
    mem.ingest(
        "Marco Ferrante began his career at Calvora in 2001. In 2004 he joined Sestri Rovers, where he stayed until "
        "2008. He finished his career at Lavagna Town, retiring in 2013.",
        at="2024-01-01",
    )
    held = ends(mem, "Marco Ferrante")
    assert held["Lavagna Town"] == ("2009", "2013")  # after Sestri (to 2008), not from 2004 (the text's time then)
    assert held["Calvora"] == ("2001", "2004")  # a first step: until the next
    assert last("FINISHED_CAREER_AT") and last("ENDED_CAREER_WITH") and not last("FINISHED_AT")  # "finished third at"


def test_a_team_question_is_answered_by_a_careers_first_and_last_steps(mem):
    mem.ingest(
        "Marco Ferrante began his career at Calvora in 2001. In 2004 he joined Sestri Rovers, where he stayed until "
        "2008. He finished his career at Lavagna Town, retiring in 2013.",
        at="2024-01-01",
    )
    for year, team in (("2002", "Calvora"), ("2011", "Lavagna Town")):
        context = mem.walk(f"Which team did Marco Ferrante play for in {year}?").context
        assert not context.startswith("Nothing in memory")  # the steps are of the sense asked
        assert team in next(line for line in context.splitlines() if line.startswith("- "))


def test_a_last_step_told_after_an_open_stint_has_no_start_of_its_own(mem):
    mem.ingest(
        "Ana Veltri joined Orsk Labs in 2009. She signed with Quill Works in 2014. She finished her career at "
        "Tamo Systems, retiring in 2021.",
        at="2024-01-01",
    )
    assert ends(mem, "Ana Veltri")["Tamo Systems"][0] != "2014"  # the text's time then is Quill's start, not Tamo's
