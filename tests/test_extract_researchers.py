"""Time and names as researchers write them in their notes (issue 22, a historian's notes), on hand-made
sentences with invented names: "B succeeded A as R" gives R to B, "him" is a person, "became court painter to X"
keeps its role, "a post kept until X's death in D" ends the stint at D, a life's time ("in his last years") is no
calendar date, a Markdown heading is no sentence, a name said short after an opening word is the full name."""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.chunks import chunk
from c0lab.extract.headings import headed


def read(text, known=(), extractor=None):
    return (extractor or OfflineExtractor())(text, at=parse_time("2026-01-01"), known=list(known))


def typed(extraction):
    return {
        (r.source, r.type, r.target): (
            format_time(parse_time(str(r.valid_from)))[:10] if r.valid_from is not None else None,
            format_time(parse_time(str(r.valid_to)))[:10] if r.valid_to is not None else None,
        )
        for r in extraction.relations
        if r.type != "MENTIONED_WITH"
    }


def test_the_role_after_succeeded_as_is_the_successors_not_the_predecessors():
    extraction = read("Orla Venn succeeded Piet Marsk as Royal Surveyor in 1720.")
    ties = typed(extraction)
    assert ("Orla Venn", "HELD_OFFICE_AS", "Royal Surveyor") in ties  # an office: as "was Royal Surveyor" says
    assert ties[("Orla Venn", "HELD_OFFICE_AS", "Royal Surveyor")][0] == "1720-01-01"
    assert not [tie for tie in ties if tie[0] == "Piet Marsk"]  # no "Piet Marsk succeeded as Royal Surveyor"
    [found] = extraction.successions
    assert (found.new, found.old) == ("Orla Venn", "Piet Marsk")


def test_the_predecessor_holds_the_role_until_the_hand_over_in_a_memory(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Piet Marsk was appointed Royal Surveyor in 1690. Orla Venn succeeded Piet Marsk as Royal Surveyor in 1720."
        )
        held = {
            (memory.core.name(v.source_id), v.name): (format_time(v.valid_from)[:4], format_time(v.valid_to)[:4])
            for versions in memory.store.records.values()
            for v in versions
            if v.kind == "relation" and v.is_current() and memory.core.name(v.target_id) == "Royal Surveyor"
        }
    assert held[("Piet Marsk", "HELD_OFFICE_AS")][0] == "1690"
    assert int(held[("Piet Marsk", "HELD_OFFICE_AS")][1]) <= 1721  # ended at the hand-over
    assert held[("Orla Venn", "HELD_OFFICE_AS")][0] == "1720"
    assert not [key for key in held if key[0] == "Piet Marsk" and key[1].startswith("SUCCEEDED")]


def test_him_is_the_last_person_named_not_a_place_or_a_fronted_name():
    followed = read("Ivo Brandt died in 1742, and Sela Moor followed him at Kessel Abbey in 1742.")
    assert [(s.new, s.old) for s in followed.successions] == [("Sela Moor", "Ivo Brandt")]
    fronted = read("Ivo Brandt died in 1601. After Ivo Brandt's death Sela Moor succeeded him as Court Surveyor.")
    assert [(s.new, s.old) for s in fronted.successions] == [("Sela Moor", "Ivo Brandt")]
    assert fronted.successions[0].at.year == 1602  # after the death the text told, not the day it was read
    placed = read("Ivo Brandt watched the comet at Kessel Abbey; he died in 1742, and Sela Moor succeeded him in 1742.")
    assert [(s.new, s.old) for s in placed.successions] == [("Sela Moor", "Ivo Brandt")]


def test_became_a_role_to_someone_keeps_the_role_in_the_type():
    ties = typed(read("Anna Holt became court painter to Duke Ferrand."))
    [(source, kind, target)] = list(ties)
    assert (source, target) == ("Anna Holt", "Duke Ferrand") and "PAINTER" in kind and kind != "BECAME_TO"


def test_a_post_kept_until_a_death_ends_the_stint_and_ties_nobody_to_the_dead():
    extraction = read(
        "Sela Moor succeeded Ivo Brandt as Court Surveyor in 1601. Sela Moor kept the post until Duke Ferrand's"
        " death in 1612."
    )
    ties = typed(extraction)
    assert ties[("Sela Moor", "HELD_OFFICE_AS", "Court Surveyor")] == ("1601-01-01", "1613-01-01")
    assert not [tie for tie in ties if "Duke Ferrand" in tie]
    assert [s.at.year for s in extraction.successions] == [1601]
    apposed = read(
        "Ivo Brandt died in Oct, 1601. After Ivo Brandt's death Sela Moor succeeded him as Court Surveyor, a post"
        " she held until Duke Ferrand's death in 1612."
    )
    assert typed(apposed)[("Sela Moor", "HELD_OFFICE_AS", "Court Surveyor")] == ("1601-11-01", "1613-01-01")
    assert [s.at.year for s in apposed.successions] == [1601]  # not the end of her stint
    assert "Duke Ferrand" not in apposed.successions[0].objects


def test_a_time_told_of_a_life_is_no_calendar_date():
    late = typed(read("Ivo Brandt died in 1742. In his last years Ivo Brandt observed Halden Comet."))
    assert late == {("Ivo Brandt", "OBSERVED", "Halden Comet"): (None, None)}  # not 1743, after his death
    told = typed(read("Ivo Brandt died in 1742. Ivo Brandt observed Halden Comet."))
    assert told[("Ivo Brandt", "OBSERVED", "Halden Comet")][0] is not None  # the text's time, as before
    then = typed(read("Ivo Brandt watched the comet at Kessel Abbey; he died in 1742."))
    assert all(start is None for start, _ in then.values())  # the next clause's end is no start of this one


def test_a_markdown_heading_is_context_not_a_sentence():
    pieces = chunk(
        "# Notes, 1500–1750\n\nIvo Brandt built Kessel Abbey.\n\n## Orla Venn\n\nShe joined it.", "paragraphs"
    )
    assert pieces[0] == "# Notes, 1500–1750\nIvo Brandt built Kessel Abbey."  # its own line, kept as written
    assert headed(pieces[0]) == "\nIvo Brandt built Kessel Abbey."  # no sentence of it
    assert headed(pieces[1]) == "\nOrla Venn: She joined it."  # a name heading the text: its title
    ties = typed(read(pieces[0]))
    assert ties == {("Ivo Brandt", "BUILT", "Kessel Abbey"): (None, None)}


def test_a_single_name_after_an_opening_word_is_the_person_named_in_full():
    extractor = OfflineExtractor()
    read("Ivo Brandt built Kessel Abbey in 1576.", extractor=extractor)
    later = read(
        "Sela Moor joined Ivo Brandt in 1600. After Ivo's death Sela Moor succeeded him.", ["Ivo Brandt"], extractor
    )
    assert [(s.new, s.old) for s in later.successions] == [("Sela Moor", "Ivo Brandt")]
    assert "Ivo" not in [entity.name for entity in later.entities]


def test_no_adverb_ends_a_name_and_an_appositive_keeps_the_first_word_a_name():
    names = [entity.name for entity in read("Orla Venn had circulated the Almagestum long before; it sold.").entities]
    assert "Almagestum" in names and "Almagestum long" not in names
    names = [entity.name for entity in read("Copernik, canon at Frombork, had circulated the Almagestum.").entities]
    assert "Copernik" in names


def test_naming_someone_to_a_role_splits_the_person_from_the_role():
    extractor = OfflineExtractor()
    read("Ivo Brandt built Kessel Abbey in 1576.", extractor=extractor)
    ties = typed(read("In 1599 the Duke appointed Ivo Royal Surveyor.", ["Ivo Brandt", "Kessel Abbey"], extractor))
    assert ties[("Ivo Brandt", "HELD_OFFICE_AS", "Royal Surveyor")][0] == "1599-01-01"  # as "was appointed R"
    names = [entity.name for entity in read("The Duke named Ivo Brandt Royal Surveyor.", ["Ivo Brandt"]).entities]
    assert "Royal Surveyor" in names and "Ivo Brandt Royal Surveyor" not in names
