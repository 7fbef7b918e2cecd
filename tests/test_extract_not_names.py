"""Readings of non-prose texts that must not make a thing of what names nothing: an interview's answer that is no
name, a merger's agent or a merger that never happened, a list's last item, an all-caps heading, a record's keys,
a table's header, a house number. Hand-made, on names no bench family uses (a lighthouse, ferry lines, bakeries)."""

from __future__ import annotations

import pytest

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.answers import answered
from c0lab.extract.mergers import mergers
from c0lab.extract.registers import prose
from c0lab.extract.speaker import first_person
from c0lab.extract.tables import tables
from c0lab.extract.timelines import dated_lines


def read(text, at="2025-03-01"):
    return OfflineExtractor()(text, at=parse_time(at) if at else None, known=[])


def typed(found):
    return {(r.source, r.type, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}


@pytest.mark.parametrize("answer", ["Unknown.", "Nobody, since 2019.", "None.", "Not sure.", "No one knows."])
def test_an_answer_that_is_no_name_takes_no_who(answer):
    text = f"Talk with Ines Varga\nQ: Who runs the Gull Point Lighthouse?\nA: {answer}"
    assert answered(text) == text
    assert not any(r.target == "Gull Point Lighthouse" for r in read(text).relations if r.type != "MENTIONED_WITH")


def test_an_answer_that_is_a_name_still_takes_the_who():
    asked = "Q: Who runs the Gull Point Lighthouse?\nA: {}"
    assert answered(asked.format("Tomas Reed, since 2019.")).endswith(
        "Tomas Reed runs the Gull Point Lighthouse, since 2019."
    )
    said = answered("Tomas Reed joined in 2010.\n" + asked.format("Reed."))  # one word the text says elsewhere
    assert said.endswith("Reed runs the Gull Point Lighthouse.")
    assert answered(asked.format("Reed.")).endswith("A: Reed.")  # one word said nowhere else: not known a name


NAMES = ["Ines Varga", "Pell Bakery", "Corran Foods", "Fenn Ferries", "Dale Ferries", "Fenn Line", "Osk"]


def test_only_the_merged_object_merges_never_the_agent():
    found = mergers("Ines Varga merged the Pell Bakery into Corran Foods in 2003.", NAMES, at=0)
    assert [(r.source, r.target) for r in found] == [("Pell Bakery", "Corran Foods")]


@pytest.mark.parametrize(
    "sentence",
    [
        "Fenn Ferries merged with Dale Ferries in 1950, becoming the busiest line in Osk.",  # no new name at once
        "Talks on merging Fenn Ferries into Dale Ferries collapsed in 1950.",
        "A plan to merge Fenn Ferries with Dale Ferries to form Fenn Line was abandoned in 1950.",
        "The proposed merger of Fenn Ferries and Dale Ferries into Fenn Line failed in 1950.",
    ],
)
def test_a_merger_that_names_no_new_name_at_once_or_never_happened_supersedes_nothing(sentence):
    assert mergers(sentence, NAMES, at=0) == []


def test_a_merger_still_supersedes_the_merging_parties():
    found = mergers("In 1950 Fenn Ferries merged with Dale Ferries to form the Fenn Line.", NAMES, at=0)
    assert {(r.source, r.target) for r in found} == {("Fenn Ferries", "Fenn Line"), ("Dale Ferries", "Fenn Line")}


def test_an_undated_merger_in_a_text_of_no_day_supersedes_nothing_but_keeps_its_link(mem):
    mem.ingest("Fenn Ferries merged with Dale Ferries to form Fenn Line. Fenn Line sails to Osk.")
    assert "superseded" not in mem.walk("what is Fenn Ferries?").context
    assert "Fenn Ferries merged with Dale Ferries" in mem.walk("what did Fenn Ferries merge with?").context
    mem.ingest("Fenn Ferries merged with Dale Ferries to form Fenn Line.", at="1960-01-01")  # a day: it dates it
    assert "Fenn Line superseded Fenn Ferries" in mem.walk("what is Fenn Ferries?").context


def test_a_bulleted_lists_last_item_is_no_signature_but_a_dash_line_is():
    text = "I ran the Gull Point Lighthouse with:\n- Ines Varga\n- Tomas Reed"
    assert first_person(text) == text
    assert first_person("I ran the Gull Point Lighthouse.\n- Tomas Reed").startswith("Tomas Reed ran")


def test_an_all_caps_heading_names_no_speaker():
    for heading in ("LETTER FROM THE COAST", "MEMO FROM HARBOUR STAFF"):
        text = f"{heading}\nI joined the Gull Point Lighthouse in 2019."
        assert first_person(text) == text
    assert "Ines Varga joined" in first_person("Letter from Ines Varga\nI joined the Gull Point Lighthouse.")


def test_a_records_keys_are_no_speakers_turns():
    text = "Gull Point Lighthouse\nSite Manager: Ines Varga\nFunding Body: Corran Trust\nRemarks: our lamp was fixed."
    told = typed(read(text))
    assert ("Corran Trust", "FUNDS", "Gull Point Lighthouse") in told
    assert any(r[0] == "Ines Varga" and r[2] == "Gull Point Lighthouse" for r in told)


def test_a_tables_header_names_no_things_and_a_row_is_told_only_by_its_columns_senses():
    said = tables("Year | Manager of Gull Point\n2011 | Ines Varga\n2017 | Tomas Reed")
    assert "Year" not in said and "Since 2011" in said
    assert not any(
        "Year" in (r.source, r.target) for r in read("Year | Manager of Gull Point\n2011 | Ines Varga").relations
    )
    row = "Baker | Bakery | Manager\nIla Moss | Pell Bakery | Tomas Reed"
    assert tables(row).split("\n")[1] == "Ila Moss | Pell Bakery | Tomas Reed"  # not "Tomas Reed leads Ila Moss"
    assert ("Tomas Reed", "LEADS", "Ila Moss") not in typed(read(row))
    both = tables("Bakery | Manager | Funder\nPell Bakery | Tomas Reed | Corran Trust")
    assert both == "\nTomas Reed leads Pell Bakery. Corran Trust funds Pell Bakery."  # every column read


def test_a_number_opening_a_line_without_a_separator_is_no_date():
    line = "1600 Harbour Road houses the Gull Point Lighthouse."
    assert dated_lines(line) == line and prose(line) == line
    assert dated_lines("2016: Ines Varga took over the Gull Point Lighthouse.").startswith("In 2016, ")
    assert dated_lines("- 2016 Ines Varga took over the Gull Point Lighthouse.").startswith("In 2016, ")


def test_a_names_description_quotes_the_text_as_written_not_as_read():
    found = read("Gull Point Lighthouse\nSite Manager: Ines Varga\nFunding Body: Corran Trust")
    described = {entity.name: entity.description for entity in found.entities}
    assert described["Ines Varga"] == "Site Manager: Ines Varga"  # not "Ines Varga leads Gull Point Lighthouse."
    assert ("Ines Varga", "LEADS", "Gull Point Lighthouse") in typed(found)  # the rules still read it as prose
    plain = read("Ines Varga keeps the Gull Point Lighthouse. It has a red lamp.")
    assert {e.name: e.description for e in plain.entities}["Ines Varga"].startswith("Ines Varga keeps the Gull")


def test_a_nickname_known_to_some_is_an_alias_not_the_subject():
    found = read("Ines Varga, known to her crew as Nessa, kept the Gull Point Lighthouse from 1990.")
    assert ("Ines Varga", "Nessa") in found.aliases
    assert not any("Nessa" in (r.source, r.target) for r in found.relations)
    kept = read("The Corran Trust, known as Corran Foods since 1990, funds the Gull Point Lighthouse.")
    assert kept.aliases == []  # a name it bore from a date, not a nickname


def test_a_title_naming_a_writing_is_no_records_subject():
    said = prose("Harbour minutes\nChair: Ines Varga\nPresent: Tomas Reed")
    assert "Ines Varga leads" not in said and "Chair: Ines Varga" in said
    assert prose("Gull Point Lighthouse\nChair: Ines Varga").endswith("Ines Varga leads Gull Point Lighthouse.")
