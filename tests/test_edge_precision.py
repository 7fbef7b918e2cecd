"""Each valid-time edge keeps the precision it was stated at, one reading of "until" for the API and the text, and
``diff`` lists a concept's start moved (issue 22, points 2 and 3)."""

import pyarrow.parquet as pq
import pytest

from c0lab import InvalidInputError, Memory
from c0lab._errors import CorruptMemoryError
from c0lab._reading import read_time
from c0lab._time import format_time, parse_time, ymd
from c0lab.extract.dates import edge
from c0lab.model.records import Version


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    memory.add_concepts([{"name": name} for name in ("Royal Society", "Isaac Newton", "Hans Sloane", "Varby Hall")])
    yield memory
    memory.close()


def _facts(memory: Memory, kind: str) -> list[Version]:
    return [v for v in memory.store.versions.values() if v.name == kind and v.is_current()]


def test_each_edge_is_printed_at_the_precision_it_was_stated_at(mem):
    mem.relate("Royal Society", "LED_BY", "Isaac Newton", valid_from="1703", valid_to="March 1727")
    mem.relate("Royal Society", "HOUSED_IN", "Varby Hall", valid_from="spring 2019")
    mem.relate("Royal Society", "ADVISED_BY", "Hans Sloane", valid_from="January 1727", valid_to="1741")
    assert [v.precision for v in _facts(mem, "LED_BY")] == ["year/month"]
    history = mem.history("Royal Society")
    assert history.loc[history["name"] == "LED_BY", "precision"].tolist() == ["year/month"]
    context = mem.walk("Royal Society").context
    assert "led by Isaac Newton (from 1703)" in context  # a year, not "1703-01"
    assert "housed in Varby Hall (since spring 2019)" in context
    assert "advised by Hans Sloane (from 1727-01)" in context  # a month stated in January stays a month
    then = mem.walk("who led the Royal Society in 1720?").context
    assert "- Royal Society led by Isaac Newton (1703–1727-03)" in then


def test_precision_is_saved_and_exported(mem, tmp_path):
    mem.relate("Royal Society", "LED_BY", "Isaac Newton", valid_from="the 1690s", valid_to="Q1 1727")
    mem.close()
    with Memory.open(tmp_path / "memory", embedder=None, read_only=True) as again:
        assert [v.precision for v in _facts(again, "LED_BY")] == ["decade/quarter"]
        again.export(tmp_path / "export")
    with Memory.import_(tmp_path / "export", tmp_path / "copy", embedder=None) as copied:
        assert [v.precision for v in _facts(copied, "LED_BY")] == ["decade/quarter"]
        assert "(the 1690s–Q1 1727)" in copied.walk("who led the Royal Society in 1700?").context


def test_a_memory_of_the_release_before_opens_unchanged(mem, tmp_path):
    mem.relate("Royal Society", "LED_BY", "Isaac Newton", valid_from="1703", valid_to="March 1727")
    before = sorted(v[:-1] for v in mem.store.versions.values())
    mem.close()
    folder = tmp_path / "memory" / "namespaces" / "default"
    files = list(folder.glob("*.parquet"))
    for path in files:  # the shape the current release writes: no precision column
        pq.write_table(pq.read_table(path).drop_columns(["precision"]), path)
    assert all("precision" not in pq.read_schema(path).names for path in files)
    with Memory.open(tmp_path / "memory", embedder=None) as old:
        assert sorted(v[:-1] for v in old.store.versions.values()) == before
        assert {v.precision for v in old.store.versions.values()} == {""}
        then = old.walk("who led the Royal Society in 1720?").context
        assert "- Royal Society led by Isaac Newton (1703-01–1727-03)" in then  # as the release before printed it
        old.relate("Royal Society", "ADVISED_BY", "Hans Sloane", valid_from="1727")  # and it takes new writes
    with Memory.open(tmp_path / "memory", embedder=None, read_only=True) as again:
        assert [v.precision for v in _facts(again, "ADVISED_BY")] == ["year/"]


@pytest.mark.parametrize("word", ["until", "till", "to", "through", ""])
def test_until_is_read_once_for_the_api_and_the_text(word):
    api = {parse_time("until 1932", what="valid_to"), parse_time("1932", what="valid_to")}
    assert {edge(read_time("1932"), "end", word)} == api == {ymd(1933)}  # the year 1932 is covered whole
    assert edge(read_time("1932"), "end", "before") == parse_time("before 1932", what="valid_to") == ymd(1932)
    assert parse_time("after 2020", what="valid_from") == ymd(2021)


def test_ingest_and_relate_give_the_same_edge(mem):
    mem.relate("Isaac Newton", "PLAYED_FOR", "Varby Hall", valid_from="March 1925", valid_to="until 1932")
    mem.ingest("Hans Sloane played for Varby Hall from March 1925 until 1932.", at="2020-01-01")
    edges = {(v.valid_from, v.valid_to, v.precision) for v in _facts(mem, "PLAYED_FOR")}
    assert edges == {(ymd(1925, 3), ymd(1933), "month/year")}


def test_a_year_both_stints_share_shows_both(mem):
    mem.ingest("Hans Sloane played for Varby Hall from 1925 until 1932. In 1932 he joined Royal Society.", at="2020")
    context = mem.walk("which team did Hans Sloane play for in 1932?").context
    current = context.partition("No longer true:")[0]
    assert "Hans Sloane played for Varby Hall (1925–1932)" in current
    assert "Hans Sloane joined Royal Society (since 1932)" in current


def test_redate_and_supersede_keep_what_was_stated(mem):
    mem.relate("Royal Society", "LED_BY", "Isaac Newton", valid_from="1703", valid_to="1727")
    mem.redate("Royal Society", "LED_BY", "Isaac Newton", valid_to="March 1727")
    assert [v.precision for v in _facts(mem, "LED_BY")] == ["year/month"]  # the start kept, the end as given
    mem.supersede("Royal Society", "Varby Hall", at="spring 1730")
    hall = [v for v in mem.store.current(mem.store.names["varby hall"][0])]
    assert hall[0].precision == "season/" and format_time(hall[0].valid_from) == "1730-03-01"
    ended = mem.store.current(mem.store.names["royal society"][0])[-1]
    assert ended.precisions[1] == ""  # an end at a moment ("at 1730") covers no stated period


def test_an_edge_moved_without_its_precision_loses_it():
    version = Version(1, "r", "relation", "LED_BY", valid_from=ymd(1703), valid_to=ymd(1728), precision="year/year")
    assert version.but(valid_to=ymd(1727, 4)).precision == "year/"
    assert version.but(reason="moved").precision == "year/year"


def test_diff_lists_a_concept_redated_and_a_supersession_once(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Varby Orchestra", valid_from="1907")
        mem.add_concepts([{"name": "Erlach Hall", "valid_from": "1900"}, {"name": "Civic Hall"}])
        mem.snapshot("before")
        mem.ingest("Correction: the Varby Orchestra was founded in 1908, not 1907.", at="2020-01-01")
        mem.supersede("Erlach Hall", "Civic Hall", at="1936")
        changes = mem.diff("before").set_index("name")
        redated = changes.loc["Varby Orchestra"]
        redated = redated[redated["kind"] == "concept"].iloc[0]
        assert (redated["change"], redated["before"], redated["after"]) == ("redated", "from 1907", "from 1908")
        assert "correction" in redated["reason"]
        assert "Civic Hall" not in changes.index  # its start moved with the supersession, listed once:
        assert changes.loc["Erlach Hall"]["change"] == "superseded"


def test_a_crafted_precision_is_refused_in_one_line(mem, tmp_path):
    mem.relate("Royal Society", "LED_BY", "Isaac Newton", valid_from="1703")
    mem.export(tmp_path / "export")
    path = tmp_path / "export" / "versions.parquet"
    table = pq.read_table(path)
    index = table.schema.get_field_index("precision")
    crafted = ["fortnight/" if value else value for value in table.column("precision").to_pylist()]
    pq.write_table(table.set_column(index, "precision", [crafted]), path)
    with pytest.raises(InvalidInputError, match=r"precision 'fortnight/' is not"):
        Memory.import_(tmp_path / "export", tmp_path / "copy", embedder=None)
    folder = tmp_path / "memory" / "namespaces" / "default"
    mem.close()
    segment = sorted(folder.glob("*.parquet"))[-1]
    table = pq.read_table(segment)
    pq.write_table(
        table.set_column(table.schema.get_field_index("precision"), "precision", [[1] * len(table)]), segment
    )
    with pytest.raises(CorruptMemoryError, match="column 'precision' is int64, not string"):
        Memory.open(tmp_path / "memory", embedder=None)


def test_diff_says_an_end_at_the_precision_it_was_stated_at(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Orvik Tower"}, {"name": "Ada Lo"}])
        mem.relate("Orvik Tower", "HELD_BY", "Ada Lo", valid_from="1720")
        mem.snapshot("before")
        mem.end("Orvik Tower", "HELD_BY", "Ada Lo", at="1742", reason="died")
        ended = mem.diff("before").set_index("change").loc["ended"]
        assert (ended["after"], ended["reason"]) == ("until 1742", "died")  # not the next year's first instant
