"""A fact a text with no day states with no date is held at a time not said: stored ``undated``, walked as such."""

import json

import pyarrow.parquet as pq
import pytest

from c0lab import InvalidInputError, Memory
from c0lab.model.records import UNDATED
from c0lab.store.files import table_to_versions, versions_to_table

CAREER = (
    "Rossi Bianchi joined Lazio in 1990. Rossi Bianchi moved to Parma in 1995. "
    "He also played for Como and Genoa. Rossi Bianchi was born in Rome in 1960."
)


def _versions(mem, type_):
    history = mem.history("Rossi Bianchi")
    return history[(history["kind"] == "relation") & (history["name"] == type_)]


def _fact_lines(context):
    return [line for line in context.splitlines() if line.startswith("- ")]


def _section(context, heading):
    """The lines under the heading that starts with ``heading``, to the next heading."""
    lines, inside = [], False
    for line in context.splitlines():
        if not line.startswith((" ", "- ")):
            inside = line.startswith(heading)
        elif inside:
            lines.append(line)
    return lines


@pytest.fixture
def mem(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(CAREER)
        yield memory


def test_a_fact_stated_with_no_date_is_stored_undated(mem):
    played = _versions(mem, "PLAYED_FOR")
    assert len(played) == 2 and set(played["precision"]) == {f"{UNDATED}/"}
    assert not (set(_versions(mem, "JOINED")["precision"]) & {f"{UNDATED}/"})  # "in 1990": dated


def test_an_undated_fact_is_shown_undated_at_a_past_time_never_as_held_then(mem):
    context = mem.walk("Which team did Rossi Bianchi play for in 1985?").context
    assert "- [undated] Rossi Bianchi played for Como" in context
    assert "- [undated] Rossi Bianchi played for Como" in _section(context, "Held at a time not stated (undated):")
    assert not any("Como" in line for line in _section(context, "Current facts"))
    assert "since 20" not in context.split("Said about it:")[0]  # never dated by the day it was read
    assert "[Como: undated]" not in context  # a text naming it is not marked stale


def test_the_facts_of_the_time_asked_come_first_and_stand_alone(mem):
    lines = _fact_lines(mem.walk("Which team did Rossi Bianchi play for in 1992?").context)
    assert "Lazio" in lines[0]
    assert not any("[undated]" in line for line in lines)  # an answer held then: nothing of no time beside it
    now = _fact_lines(mem.walk("Which team did Rossi Bianchi play for?").context)
    assert "(since" in now[0] and "- [undated] Rossi Bianchi played for Como" in now[1:]


def test_undated_facts_of_the_asked_sense_are_shown_after_the_facts_held_then(mem):
    """Never first: a fact held at the asked time may answer in other words ("moved to", "started with")."""
    context = mem.walk("Which team did Rossi Bianchi play for in 1970?").context  # born 1960: held then
    held = _section(context, "Held at a time not stated")
    assert held and all(line.startswith("- [undated] Rossi Bianchi played for") for line in held)
    assert context.index("Current facts") < context.index("Held at a time not stated")


def test_asked_now_an_undated_fact_is_not_current(mem):
    context = mem.walk("Which team did Rossi Bianchi play for?").context
    assert not any("Como" in line for line in _section(context, "Current facts"))
    assert "- [undated] Rossi Bianchi played for Como" in _section(context, "Held at a time not stated (undated):")


def test_a_fact_told_in_the_present_or_in_a_text_given_a_day_is_not_undated(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest("Rossi Bianchi is the coach of Empoli. He also played for Como.", at="2020-05-01")
        mem.ingest("Rossi Bianchi is the coach of Empoli.")
        history = mem.history("Rossi Bianchi")
        assert not any(history["precision"].str.startswith(UNDATED))
        context = mem.walk("Which team did Rossi Bianchi play for?").context
        assert "Rossi Bianchi played for Como (since 2020-05)" in context


def test_a_present_sentence_about_the_object_alone_does_not_make_a_past_fact_current(tmp_path):
    """The tense is the clause stating the fact: "Teo Varga played for Osk Rovers in his youth" stays undated
    beside "Osk Rovers is a club based in Harl" or ", which is still based in Harl"."""
    texts = (
        "Teo Varga played for Osk Rovers in his youth. Osk Rovers is a club based in Harl.",
        "Teo Varga played for Osk Rovers, which is still based in Harl.",
    )
    for index, text in enumerate(texts):
        with Memory.open(tmp_path / f"m{index}", embedder=None) as mem:
            mem.ingest(text)
            played = mem.history("Teo Varga")
            played = played[(played["kind"] == "relation") & (played["name"] == "PLAYED_FOR")]
            assert len(played) == 1 and set(played["precision"]) == {f"{UNDATED}/"}
            context = mem.walk("Which team does Teo Varga play for now?").context
            assert not any("Osk Rovers" in line for line in _section(context, "Current facts"))


def test_an_api_fact_with_no_date_stays_as_it_was(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": "Ann"}, {"name": "Zephyr"}])
        mem.relate("Zephyr", "LED_BY", "Ann")
        assert "undated" not in mem.walk("who leads Zephyr?").context


def test_undated_is_kept_through_parquet_and_a_redate_dates_it(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest(CAREER)
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        assert set(_versions(mem, "PLAYED_FOR")["precision"]) == {f"{UNDATED}/"}
        mem.redate("Rossi Bianchi", "PLAYED_FOR", "Como", valid_from="1980")
        context = mem.walk("Which team did Rossi Bianchi play for?").context
        assert "Rossi Bianchi played for Como (since 1980)" in context
        assert "- [undated] Rossi Bianchi played for Genoa" in context


def _export(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest(CAREER)
        return mem.export(tmp_path / "export")


def _mangle(folder, precision):
    path = folder / "versions.parquet"
    versions = [v._replace(precision=precision) if v.precision else v for v in table_to_versions(pq.read_table(path))]
    pq.write_table(versions_to_table(versions), path)
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps(manifest))


def test_an_export_holding_undated_facts_imports_and_a_crafted_precision_is_refused(tmp_path):
    folder = _export(tmp_path)
    with Memory.import_(folder, tmp_path / "imported", embedder=None) as mem:
        assert "[undated]" in mem.walk("Which team did Rossi Bianchi play for?").context
    _mangle(folder, "someday/")
    with pytest.raises(InvalidInputError, match="precision 'someday/' is not 'from/to' of"):
        Memory.import_(folder, tmp_path / "refused", embedder=None)


def test_a_line_that_shows_an_undated_fact_unmarked_says_undated_not_the_day_it_was_read():
    import pandas as pd

    from c0lab.retrieval.walk import Fact

    fact = Fact("A", "PLAYED_FOR", "B", "current", pd.Timestamp("2026-12-02"), pd.NaT, 1, precision=f"{UNDATED}/")
    assert fact.line() == "- A played for B (undated)"
