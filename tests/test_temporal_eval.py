"""The temporal evals' machinery on hand-written fixtures: what a memory is given, how a context is scored."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pandas as pd
import pytest

from c0lab._cli import main
from c0lab._errors import InvalidInputError
from c0lab.bench.temporal import menatqa, run_menatqa, run_situatedqa, situatedqa
from c0lab.bench.temporal.harness import Fact, ask, open_memory, write_facts
from c0lab.bench.temporal.scoring import Probe, score, summarize

FIXTURES = Path(__file__).parent / "fixtures"
SITUATED = FIXTURES / "situatedqa"
MENAT = FIXTURES / "menatqa" / "MenatQA.json"


def test_situatedqa_facts_are_eras_at_the_precision_the_data_states():
    raw_path, qa_path = situatedqa.find_files(SITUATED)
    facts = situatedqa.facts(list(situatedqa.read_jsonl(raw_path)))
    cup = [fact for fact in facts if fact.subject == "who won the fixture cup"]
    assert cup == [
        Fact("who won the fixture cup", "ANSWER_IS", "Red Rovers", valid_from="2001", valid_to="2010-06"),
        Fact("who won the fixture cup", "ANSWER_IS", "Blue Town", valid_from="2010-06", valid_to=None),
    ]
    assert Fact("what colour is the fixture flag", "ANSWER_IS", "Green") in facts  # an answer that never changed
    probes = situatedqa.probes(list(situatedqa.read_jsonl(qa_path)))
    league = next(probe for probe in probes if "league" in probe.question)
    assert (league.gold, league.wrong, league.kind) == (("1990",), ("2018",), "sampled_year")


def test_situatedqa_eras_keep_the_finest_start_any_timeline_states_and_the_order_they_state():
    def start(year, month=None, day=None):
        return {"year": year, "month": month, "date": day}

    record = {
        "question": "who holds the fixture record",
        "id": 9,
        "nq_answers": ["C"],
        "timelines": [
            {"prev_answers": ["A"], "prev_start": None, "cur_answers": ["C"], "cur_start": None},
            {"prev_answers": ["B"], "prev_start": start(1938), "cur_answers": ["C"], "cur_start": start(1949, 8, 18)},
            {"prev_answers": ["C"], "prev_start": start(2019), "cur_answers": ["D"], "cur_start": start(2019)},
        ],
    }
    eras = [(fact.object, fact.valid_from, fact.valid_to) for fact in situatedqa.facts([record])]
    # C's start is the finest stated (not lost to the timeline that left it out); C and D both began in 2019,
    # C first as the timeline says: C holds to 2019 (it ended in that year), D from 2019
    assert eras == [("A", None, "1938"), ("B", "1938", "1949-08-18"), ("C", "1949-08-18", "2019"), ("D", "2019", None)]


def test_situatedqa_reads_one_answer_spelled_two_ways_as_one_era_and_as_right():
    def start(year, month=None, day=None):
        return {"year": year, "month": month, "date": day}

    record = {
        "question": "who leads the fixture state",
        "id": 7,
        "timelines": [
            {
                "prev_answers": ["Donald Trump"],
                "prev_start": start(2017),
                "cur_answers": ["Joe Biden"],
                "cur_start": start(2021),
            },
            {
                "prev_answers": ["Trump"],
                "prev_start": start(2017, 1, 20),
                "cur_answers": ["Biden"],
                "cur_start": start(2021, 1, 20),
            },
            {"prev_answers": ["A B"], "prev_start": start(2000), "cur_answers": ["A B C"], "cur_start": start(2010)},
        ],
    }
    eras = {(fact.object, fact.valid_from, fact.valid_to) for fact in situatedqa.facts([record])}
    assert ("Donald Trump", "2017-01-20", "2021-01-20") in eras and ("Trump", "2017-01-20", "2021-01-20") in eras
    assert ("Joe Biden", "2021-01-20", None) in eras and ("Biden", "2021-01-20", None) in eras
    asked = {
        "id": 7,
        "edited_question": "who leads the fixture state as of 2021",
        "date": "2021",
        "date_type": "start",
        "answer": ["Joe Biden"],
        "any_answer": ["Biden", "Donald Trump", "Trump", "Joe Biden", "A B", "A B C"],
    }
    probe = situatedqa.probes([asked], [record])[0]
    assert probe.gold == ("Joe Biden", "Biden")  # the same answer spelled another way is right, not another era's
    assert probe.wrong == ("Donald Trump", "Trump", "A B", "A B C")
    grown = situatedqa.probes([{**asked, "answer": ["A B"]}], [record])[0]
    assert "A B C" in grown.wrong  # a list that grew is another era's (a timeline states the two in succession)


def test_write_facts_gives_the_memory_each_relation_with_its_valid_time_and_counts_refusals():
    memory = open_memory()
    try:
        written = write_facts(
            memory,
            [
                Fact("Percy Smith", "TEAM", "Preston North End", valid_from="1902", valid_to="1910"),
                Fact("Percy Smith", "TEAM", "Tottenham Hotspur", valid_from="1911", valid_to="1915"),
                Fact("Percy Smith", "TEAM", "Nowhere FC", valid_from="1920-05-01", valid_to="1920-01-01"),  # ends first
            ],
        )
        assert written.relations == 2 and sum(written.refused.values()) == 1
        assert "2 relations written, 1 refused" in written.line()
        then = memory.neighbours("Percy Smith", as_of="1905-06-01")
        assert "Preston North End" in then.to_string() and "Tottenham" not in then.to_string()
    finally:
        memory.close()


def test_menatqa_reads_subject_relation_and_rewrites_the_scope():
    items = menatqa.load(MENAT)
    first, second = items[0], items[1]
    assert (first.subject, first.relation) == ("Percy Smith", "TEAM")
    assert (second.subject, second.relation) == ("Percy Smith", "TEAM")  # another phrasing, the same timeline
    assert (items[2].subject, items[2].relation) == ("Ada Quill", "SPOUSE")
    assert first.asked("in 1905") == "Which team did Percy Smith play for in 1905?"
    kinds = {(probe.kind, probe.question): probe for probe in menatqa.probes(items)}
    after = kinds[("after-fact", "Percy Smith played for which team after Preston North End?")]
    assert after.gold == ("Tottenham Hotspur",) and after.wrong == ("Preston North End",)
    before = kinds[("before", "Which team did Percy Smith play for in 1901?")]
    assert before.gold == () and set(before.wrong) == {"Preston North End", "Tottenham Hotspur"}
    expand = next(probe for probe in kinds.values() if probe.kind == "expand")
    assert expand.gold == ()  # "unanswerable"
    assert {document.text.split(":")[0] for document in menatqa.documents(items)} == {
        "Percy Smith",
        "Career",
        "Ada Quill",
    }


def test_menatqa_scores_an_answer_by_its_name_not_its_article_bracket_or_stop():
    item = menatqa.read_item(
        {
            "question": "Who did Ida Moss work for from 1990 to 1995?",
            "answer": "the Orsk Transit Board ( OTB ) !",
            "time_scope": ["1990", "1995"],
        }
    )
    scope = next(probe for probe in menatqa.probes([item]) if probe.kind == "scope")
    assert scope.gold == ("the Orsk Transit Board ( OTB ) !", "Orsk Transit Board")
    assert score("Ida Moss\n- Ida Moss worked for Orsk Transit Board (1990–1995)", scope).first


def test_a_missing_or_malformed_file_is_one_line_naming_where_to_get_it(tmp_path, capsys):
    assert main(["eval", "menatqa", str(tmp_path / "MenatQA.json")]) == 2
    assert "weiyifan1023/MenatQA" in capsys.readouterr().err
    assert main(["eval", "situatedqa", str(tmp_path)]) == 2
    assert "mikejqzhang/SituatedQA" in capsys.readouterr().err
    (tmp_path / "bad.json").write_text('[{"question": "q?"}]')
    with pytest.raises(InvalidInputError, match="item 1 has no 'answer'"):
        menatqa.load(tmp_path / "bad.json")


CONTEXT = """Percy Smith
Current facts (as of 1912-07-01):
- Percy Smith TEAM Tottenham Hotspur (1911-01-01 – 1915-01-01)
No longer true:
- [ended 1910-01-01] Percy Smith TEAM Preston North End (1902-01-01 – 1910-01-01)
Related concepts:
- Tottenham Hotspur"""


def test_score_reads_a_walk_context_first_line_and_marks():
    probe = Probe(
        "Which team did Percy Smith play for in 1912?", "in-year", ("Tottenham Hotspur",), ("Preston North End",)
    )
    result = score(CONTEXT, probe)
    assert (result.present, result.first, result.wrong_unmarked) == (True, True, False)
    unmarked = CONTEXT.replace("No longer true:\n- [ended 1910-01-01] ", "Related:\n- ").replace(" – 1910-01-01", "")
    assert score(unmarked, probe).wrong_unmarked  # no heading, no mark, no end date: unmarked
    swapped = Probe(probe.question, "in-year", ("Preston North End",), ("Tottenham Hotspur",))
    assert score(CONTEXT, swapped).present and not score(CONTEXT, swapped).first
    assert score(CONTEXT, swapped).wrong_unmarked  # the current line states Tottenham for 1912, unmarked


def test_score_never_finds_a_year_answer_in_a_date_and_scores_nothing_right_as_abstention():
    context = "when did it win\nCurrent facts (as of 2015-07-01):\n- when did it win ANSWER_IS 1990 (1990 – 2018-01-01)"
    result = score(context, Probe("when did it win as of 2015", "sampled_year", ("1990",), ("2018",)))
    assert (result.first, result.wrong_unmarked) == (True, False)
    nothing = Probe("Which team did Percy Smith play for in 1901?", "before", (), ("Preston North End",))
    assert score("Nothing in memory about Percy Smith as of 1901-07-01.", nothing).first
    assert not score("Percy Smith\n- Percy Smith TEAM Preston North End", nothing).first


def test_a_context_that_opens_by_saying_nothing_is_held_yet_holds_the_answer_denies_it():
    probe = Probe(
        "Which team did Percy Smith play for in 1912?", "in-year", ("Tottenham Hotspur",), ("Preston North End",)
    )
    denying = f"Nothing in memory about which team Percy Smith played for as of 1912.\n{CONTEXT}"
    assert score(denying, probe).denied and not score(CONTEXT, probe).denied
    nothing = Probe("Which team did Percy Smith play for in 1901?", "before", (), ("Preston North End",))
    assert not score("Nothing in memory about Percy Smith as of 1901-07-01.", nothing).denied  # the right reply
    rows = ask([probe], {"walk": lambda question: denying, "flat": lambda question: CONTEXT})
    assert rows.set_index("arm")["denied"].to_dict() == {"walk": True, "flat": False}
    assert summarize(rows.assign(dated=True, has_wrong=True)).loc[("walk", "all"), "denied"] == 1.0


def test_ask_puts_every_probe_to_every_arm():
    probe = Probe(
        "Which team did Percy Smith play for in 1912?", "in-year", ("Tottenham Hotspur",), ("Preston North End",)
    )
    rows = ask([probe], {"walk": lambda question: CONTEXT, "empty": lambda question: ""})
    assert rows.set_index("arm")["first"].to_dict() == {"walk": True, "empty": False}
    assert rows.loc[rows["arm"] == "walk", "first_fact"].item().startswith("- Percy Smith TEAM Tottenham")


def test_runs_on_the_fixtures_report_every_arm_and_kind(capsys, tmp_path, monkeypatch):
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    report = run_situatedqa(SITUATED)
    assert set(report.rows["arm"]) == {"walk", "flat"} and len(report.rows) == 2 * 5
    kinds = set(report.summary.index.get_level_values("kind"))
    assert {"start", "sampled_year", "sampled_date", "orig", "all"} <= kinds
    menat = run_menatqa(MENAT, limit=2)
    assert set(menat.rows["arm"]) == {"walk", "flat", "walk-ingest", "flat-text", "walk-text"}
    assert "2 relations written" in menat.notes[0] and "ingest: 2 paragraphs" in menat.notes[1]
    assert main(["eval", "menatqa", str(MENAT), "--limit", "1", "--out", str(tmp_path / "out")]) == 0
    assert "MenatQA" in capsys.readouterr().out
    written = pd.read_csv(tmp_path / "out" / "results.csv")
    assert set(written["arm"]) == {"walk", "flat", "walk-ingest", "flat-text", "walk-text"}
    assert "MenatQA" in (tmp_path / "out" / "summary.md").read_text()
    assert list(scratch.iterdir()) == []  # the runs' memories are removed with their temporary folder


def test_a_wrong_era_answer_the_question_names_is_not_counted_on_an_unmarked_line():
    context = (
        "Read as of 1911-02-28: before Tottenham Hotspur (Percy Smith TEAM Tottenham Hotspur from 1911-03-01).\n"
        "- Percy Smith TEAM Preston North End"
    )
    asked = Probe(
        "Which team did Percy Smith play for before Tottenham Hotspur?",
        "before-fact",
        ("Preston North End",),
        ("Tottenham Hotspur",),
    )
    assert score(context, asked).first and not score(context, asked).wrong_unmarked
    unasked = Probe(
        "Which team did Percy Smith play for in 1905?", "in-year", ("Preston North End",), ("Tottenham Hotspur",)
    )
    assert score(context, unasked).wrong_unmarked


def test_situatedqa_keeps_apart_two_answers_whose_words_overlap_but_whose_eras_differ():
    def timeline(prev, prev_year, cur, cur_year):
        return {
            "prev_answers": [prev],
            "prev_start": {"year": prev_year},
            "cur_answers": [cur],
            "cur_start": {"year": cur_year},
        }

    record = {
        "question": "who is the fixture president",
        "id": 8,
        "timelines": [
            timeline("George H. W. Bush", 1989, "Bill Clinton", 1993),
            timeline("Bill Clinton", 1993, "George W. Bush", 2001),
        ],
    }
    eras = {(fact.object, fact.valid_from, fact.valid_to) for fact in situatedqa.facts([record])}
    assert eras == {
        ("George H. W. Bush", "1989", "1993"),
        ("Bill Clinton", "1993", "2001"),
        ("George W. Bush", "2001", None),
    }
    asked = {
        "id": 8,
        "edited_question": "who is the fixture president as of 2005",
        "date_type": "sampled_year",
        "answer": ["George W. Bush"],
        "any_answer": ["George H. W. Bush", "Bill Clinton", "George W. Bush"],
    }
    probe = situatedqa.probes([asked], [record])[0]
    assert probe.gold == ("George W. Bush",) and "George H. W. Bush" in probe.wrong


def test_skip_scores_a_later_slice_of_the_items(tmp_path, capsys):
    later = run_menatqa(MENAT, skip=2, ingest=False)  # the third item alone: Ada Quill's spouse
    assert set(later.rows["source"]) == {str(menatqa.load(MENAT)[2].record.get("ID", ""))}
    assert all("Ada Quill" in question for question in later.rows["question"])
    assert "(after the first 2)" in later.notes[0]
    assert main(["eval", "menatqa", str(MENAT), "--skip", "1", "--limit", "1", "--out", str(tmp_path / "o")]) == 0
    written = pd.read_csv(tmp_path / "o" / "results.csv")
    assert written["question"].str.contains("1911 to 1915").any() and not written["question"].str.contains("Ada").any()
    assert main(["eval", "menatqa", str(MENAT), "--skip", "-1"]) == 2
    assert "--skip must be at least 0" in capsys.readouterr().err
