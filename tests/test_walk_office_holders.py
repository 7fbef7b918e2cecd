"""Office holders asked as a political scientist asks (#22, b22s: a README-only stranger's findings).

A party led twice by one person, a ministry whose ministers were sacked or resigned, a person whose description
names the office: questions timed by an ending ("when X resigned"), by "after <date>", and "who succeeded X?"
for someone who held the post twice."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.model.records import name_key
from c0lab.retrieval.described_seat import seat_described


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "m", namespace="t", embedder=None)
    memory.add_concepts(
        [
            {"name": "Tarn Alliance", "description": "A party of the valleys.", "valid_from": "1985"},
            {"name": "Edda Vell"},
            {"name": "Lior Maas"},
            {"name": "Renata Osk"},
            {"name": "Office of Trade"},
            {"name": "Hal Brisk"},
            {"name": "Ines Pardo"},
            {"name": "Ottar Lund", "description": "Trade secretary from 2018."},
        ]
    )
    memory.relate("Tarn Alliance", "LED_BY", "Edda Vell", valid_from="1992")
    memory.end("Tarn Alliance", "LED_BY", "Edda Vell", at="2001-03-09", reason="resigned after the vote")
    memory.relate("Tarn Alliance", "LED_BY", "Lior Maas", valid_from="2001-03-09")
    memory.end("Tarn Alliance", "LED_BY", "Lior Maas", at="2009", reason="lost the leadership ballot")
    memory.relate("Tarn Alliance", "LED_BY", "Edda Vell", valid_from="2010", valid_to="2016")
    memory.relate("Tarn Alliance", "LED_BY", "Renata Osk", valid_from="2016")
    memory.relate("Office of Trade", "LED_BY", "Hal Brisk", valid_from="2003")
    memory.end("Office of Trade", "LED_BY", "Hal Brisk", at="June 2012", reason="sacked")
    memory.relate("Office of Trade", "LED_BY", "Ines Pardo", valid_from="July 2012")
    memory.relate("Office of Trade", "LED_BY", "Ottar Lund", valid_from="2018")
    yield memory
    memory.close()


def _facts(context: str) -> list[str]:
    return [line for line in context.splitlines() if line.startswith("- ")]


# F1: an ending verb reads the end of the stint, a starting verb its start


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("who led the Tarn Alliance when Edda Vell resigned?", "Read as of 2001-03-09: when Edda Vell resigned"),
        ("who led the Tarn Alliance when Vell stepped down?", "Read as of 2001-03-09: when Edda Vell stepped down"),
        ("who led the Office of Trade when Brisk was sacked?", "Read as of 2012-07-01: when Hal Brisk was sacked"),
        ("who led the Office of Trade when Brisk was dismissed?", "Read as of 2012-07-01: when Hal Brisk was"),
    ],
)
def test_an_ending_verb_reads_the_end_of_the_stint(mem, question, read):
    context = mem.walk(question).context
    assert read in context
    facts = _facts(context)
    # the hand-over, both sides first: the one who began then, the one who ended then, marked
    assert "Lior Maas" in facts[0] or "Ines Pardo" in facts[0], facts
    assert "[replaced" in facts[1] and ("Edda Vell" in facts[1] or "Hal Brisk" in facts[1]), facts


def test_a_starting_verb_reads_the_start(mem):
    context = mem.walk("who led the Office of Trade when Brisk took office?").context
    assert "Read as of 2003-01-01: when Hal Brisk took office" in context
    assert "Hal Brisk" in _facts(context)[0]


def test_a_word_the_memory_gave_as_the_reason_reads_that_end(mem):
    """No ending verb the reader knows, but the memory's reason for the end says it: that stint's end."""
    context = mem.walk("who led the Tarn Alliance when Maas lost the ballot?").context
    assert "when Lior Maas lost the ballot (Tarn Alliance led by Lior Maas ended 2009, lost the leadership" in context


def test_of_two_stints_the_one_whose_reason_the_clause_says(mem):
    """Edda Vell led twice; the second stint ended without a reason, the first "resigned": that one."""
    context = mem.walk("who led the Tarn Alliance when Vell resigned?").context
    assert "ended 2001-03-09, resigned after the vote" in context


# F3: "after <date>" reads the time from then on, the holders in the order they held it


@pytest.mark.parametrize(
    "question",
    ["who led the Tarn Alliance after 2005?", "who led the Tarn Alliance after the 2005 election?"],
)
def test_after_a_date_reads_every_holder_from_then_on_in_order(mem, question):
    walk = mem.walk(question)
    assert "Current facts (at any time after 2005):" in walk.context
    assert walk.topic == "who led the Tarn Alliance?"
    facts = _facts(walk.context)
    holders = [next(who for who in ("Lior Maas", "Edda Vell", "Renata Osk") if who in line) for line in facts[:3]]
    assert holders == ["Lior Maas", "Edda Vell", "Renata Osk"]
    assert "Edda Vell (from 1992)" in walk.context.split("No longer true:")[1]  # her first stint ended before


def test_in_a_year_the_holder_then_still_comes_before_the_one_replaced(mem):
    facts = _facts(mem.walk("who led the Office of Trade in 2012?").context)
    assert "Ines Pardo" in facts[0] and facts[1].startswith("- [replaced 2012-07 by Ines Pardo]")


# F2: a post named only in a holder's description is read as the post, at the time asked


@pytest.mark.parametrize("question", ["who was the trade secretary in 2014?", "who was the secretary in 2014?"])
def test_a_post_in_a_description_reads_the_posts_holders_then(mem, question):
    walk = mem.walk(question)
    assert walk.concept.name == "Office of Trade"
    first, *_ = walk.context.splitlines()
    assert first.startswith("Read as: who held Office of Trade LED_BY, the post Ottar Lund's description names")
    assert "Current facts (at any time in 2014):" in walk.context
    assert "Ines Pardo" in _facts(walk.context)[0]


def test_a_description_naming_the_asked_name_is_still_that_concept(mem):
    """The question says the holder's name: it asks about him, not the post."""
    walk = mem.walk("what was Ottar Lund in 2019?")
    assert walk.concept.name == "Ottar Lund" and "Read as: who held" not in walk.context


def test_a_question_naming_the_holder_by_an_alias_is_about_the_holder(tmp_path):
    """ "who is Varny?" (an alias of Oda Varn, described "Harbour master from 2019.") asks about her, not her
    post; a question naming neither her name nor her alias is read as the post."""
    with Memory.open(tmp_path / "alias", embedder=None) as memory:
        memory.add_concept("Oda Varn", "Harbour master from 2019.", aliases=["Varny"])
        memory.add_concepts([{"name": "Harl Harbour Board"}, {"name": "Bo Strand"}])
        memory.relate("Harl Harbour Board", "LED_BY", "Bo Strand", valid_from="2010", valid_to="2019")
        memory.relate("Harl Harbour Board", "LED_BY", "Oda Varn", valid_from="2019")
        store, known = memory.store, parse_time("2030")
        root = store.names[name_key("Oda Varn")][0]
        name = memory.core.name
        assert seat_described(store, root, "who is Varny?", known_at=known, name=name) is None
        seat = seat_described(store, root, "who was the harbour master?", known_at=known, name=name)
        assert seat is not None and name(seat[0]) == "Harl Harbour Board"


# F6: someone who held a post twice was succeeded twice: each succession, with its date


def test_who_succeeded_someone_who_held_the_post_twice_names_each_succession(mem):
    context = mem.walk("who succeeded Edda Vell?").context
    assert (
        "Edda Vell held Tarn Alliance LED_BY twice: succeeded by Lior Maas from 2001-03-09 (after 1992 – 2001-03-09),"
        " and by Renata Osk from 2016 (after 2010–2016)." in context.splitlines()[:3]
    )


def test_who_preceded_names_the_one_before_each_stint(mem):
    context = mem.walk("who preceded Edda Vell?").context
    assert "Edda Vell held Tarn Alliance LED_BY twice: preceded by Lior Maas to 2009 (before 2010–2016)." in context


def test_one_stint_needs_no_such_line(mem):
    assert "held Office of Trade LED_BY" not in mem.walk("who succeeded Hal Brisk?").context


# F7: a short name misspelt gets a suggestion too; an ordinary word does not


def test_a_short_misspelt_name_is_offered_the_held_one(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.add_concepts([{"name": "Vosk"}, {"name": "Ada Lem"}, {"name": "Tarn"}, {"name": "Tarp"}])
        memory.relate("Vosk", "LED_BY", "Ada Lem", valid_from="2001")
        walk = memory.walk("who led the Vask in 2003?")
        assert walk.dead_end
        assert walk.context == "Nothing in memory is named 'Vask' as of 2003 (year). Did you mean 'Vosk'?"
        assert "Did you mean" not in memory.walk("who led the vask in 2003?").context  # a word, not a name
        assert "Did you mean" not in memory.walk("who led the Tark in 2003?").context  # Tarn or Tarp: no guess
        with pytest.raises(Exception, match="did you mean 'Vosk'"):
            memory.neighbours("Vosks")
        verdicts = memory.reflector.process().set_index("query")
        assert verdicts.loc["who led the Vask in 2003?", "reason"].startswith("a misspelling of the concept 'Vosk'")


# F14: two names said together in a text are what a text said, not a fact valid since its date


def test_a_co_mention_is_said_in_a_text_not_a_current_fact(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Notes from the valley. I met Edda Vell at the party office. She has led the Tarn Alliance since the"
            " 1992 congress, when Oren Haldt and the Tarn Alliance parted ways.",
            at="1999-04-15",
            source="notes",
        )
        walk = memory.walk("who led the Tarn Alliance in 1995?")
        current = walk.context.split("Current facts (at any time in 1995):")[1].split("Said about it:")[0]
        assert "Edda Vell led Tarn Alliance" in current and "mentioned with" not in current
        said = walk.context.split("Said about it:")[1]
        assert "- [in a text of 1992] Tarn Alliance mentioned with Oren Haldt" in said.splitlines()
        assert "(since" not in said
        assert {fact.status for fact in walk.facts if fact.relation == "MENTIONED_WITH"} == {"mentioned"}
