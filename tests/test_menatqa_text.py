"""MenatQA's facts said as text (the ``walk-text`` arm) and what reading such text needs: hand-made items only."""

from __future__ import annotations

from pathlib import Path

import pytest

from c0lab._time import parse_time
from c0lab.bench.temporal import menatqa, run_menatqa, statements
from c0lab.extract.names import names_in, sentences
from c0lab.retrieval.dated_texts import sentence_times, time_evidence

MENAT = Path(__file__).parent / "fixtures" / "menatqa" / "MenatQA.json"
NOW = parse_time("2024-01-01")


def _item(question: str, answer: str, start: str, end: str) -> menatqa.Item:
    return menatqa.read_item({"question": question, "answer": answer, "time_scope": [start, end]})


def test_each_fixture_item_is_said_as_its_question_turned_into_a_statement_one_text_per_subject():
    said, plain = statements.texts(menatqa.load(MENAT))
    assert plain == 0
    assert said == [
        "Percy Smith played for Preston North End from 1902 to 1910. "  # "Which team did Percy Smith play for"
        "From 1911 to 1915, Percy Smith played for Tottenham Hotspur.",  # "Percy Smith played for which team"
        "Tom Reed was the spouse of Ada Quill in Jan 1920.",  # "Who was the spouse of"; a one-month scope
    ]


@pytest.mark.parametrize(
    ("question", "answer", "said"),
    [
        (
            "Which team did the player Ty Detmer belong to from 1992 to 1995?",
            "Green Bay Packers",
            "The player Ty Detmer belonged to Green Bay Packers",
        ),
        ("Where was Eliot Engel educated from 1968 to 1969?", "Lehman College", "Eliot Engel was educated at"),
        ("Who was Nora Ephron 's spouse from 1976 to 1980?", "Carl Bernstein", "Carl Bernstein was Nora Ephron's"),
        ("Which school did Cho Yoon-sun go to from 1984 to 1988?", "Seoul National University", "Cho Yoon-sun went"),
        ("What was the operator of GER Class S69 from 1923 to 1947?", "LNER", "The operator of GER Class S69 was"),
        ("Which organization owned GMMTV from 1995 to 2002?", "GMM Grammy", "GMM Grammy owned GMMTV"),
        ("Embassy of Canada, Washington, D.C. was managed by whom from 2019 to 2020?", "Kirsten Hillman", "by Kirsten"),
    ],
)
def test_questions_of_each_grammar_are_turned(question, answer, said):
    made = statements.statement(_item(question, answer, "1900", "1901"), number=0)
    assert not made.plain and said in made.text and made.text.endswith("from 1900 to 1901.")


def test_a_question_whose_grammar_is_not_read_is_said_plainly_and_counted():
    made = statements.statement(_item("How many goals did Percy Smith score from 1902 to 1910?", "9", "1902", "1910"))
    assert made.plain and made.text == "Percy Smith: 9, from 1902 to 1910."
    assert statements.statement(
        _item("Who was the spouse of Ada Quill from 1920 to 1921?", "Tom", "1920", "1921"), number=1
    ).text == ("From 1920 to 1921, Tom was the spouse of Ada Quill.")


def test_the_run_ingests_the_statements_and_reports_the_arm():
    report = run_menatqa(MENAT, limit=2, ingest=False)
    assert set(report.rows["arm"]) == {"walk", "flat", "walk-text"}
    assert any(note.startswith("text: 1 subjects' statements (0 said plainly)") for note in report.notes)
    assert set(run_menatqa(MENAT, limit=1, ingest=False, text=False).rows["arm"]) == {"walk", "flat"}


def test_a_sentence_stating_a_range_speaks_of_no_time_after_its_end():
    text = (
        "From 1996 to 1997, Ty Detmer played for Philadelphia Eagles. "
        "Ty Detmer played for Cleveland Browns from 1999 to 2000."
    )
    first = sentence_times(text, now=NOW)[0]
    assert first.ranged and first.between == ()
    then, _ = time_evidence(
        [(text, NOW)],
        low=parse_time("1998-01-01"),
        high=parse_time("1999-01-01"),
        terms={"detmer"},
        count_tokens=lambda line: len(line.split()),
        room=200,
        room_other=200,
    )
    assert then == []  # 1998: neither stint; "from 1996 to 1997" does not run on to 1999
    told = sentence_times("In 1996 he joined Eagles. In 1999 he joined Browns.", now=NOW)[0]
    assert told.between  # a year said alone still runs on to the next date, at half weight


def test_a_bracket_opening_lower_case_words_starts_no_sentence():
    text = "Ali Sami Yen coached the team Galatasaray S.K. (football) from 1916 to 1917. (Later) he left."
    assert sentences(text)[0].endswith("from 1916 to 1917.")
    assert sentence_times(text, now=NOW)[0].said == "1916 to 1917"


def test_a_verbs_object_with_no_article_keeps_the_nouns_that_end_its_clause():
    found = names_in("The player Attaphol Buspakom belonged to Thailand national football team from 1996 to 1998.", {})
    assert "Thailand national football team" in found
    assert "Turkish Süper Lig club" in names_in(
        "From 2013 to 2014, Oumar Niasse played for Turkish Süper Lig club.", {}
    )
    assert names_in("Smith met with Jones yesterday.", {}) == ["Smith", "Jones"]  # a time word ends no name


def test_a_verbs_object_is_one_name_across_of_and_for_up_to_the_clause_end():
    found = names_in("From Sep 1965 to 1983, Roma Mitchell held Justice of the Supreme Court of South Australia.", {})
    assert "Justice of the Supreme Court of South Australia" in found
    assert "Fairbank Center for Chinese Studies" in names_in(
        "Philip A. Kuhn worked for Fairbank Center for Chinese Studies from 1980 to 1986.", {}
    )
    assert "King Ferdinand II of Aragon" in names_in(
        "King Ferdinand II of Aragon was the spouse of Germaine of Foix.", {}
    )
    assert {"Arsenal", "Chelsea"} <= set(names_in("He played for Arsenal and Chelsea from 1990.", {}))  # two clubs


def test_a_range_asked_is_answered_by_a_sentence_only_when_its_time_covers_all_of_it():
    from c0lab._reading import Precision

    text = (
        "From 1996 to 1997, Ty Detmer played for Philadelphia Eagles. "
        "The operator of the E44 was The Pennsylvania from 1960 to Jan 1968. "
        "In 2003 Ty Detmer joined Detroit Lions."
    )

    def evidence(low: str, high: str) -> tuple[list[str], list[str]]:
        return time_evidence(
            [(text, NOW)],
            low=parse_time(low),
            high=parse_time(high),
            terms=set(),
            count_tokens=lambda line: len(line.split()),
            room=200,
            room_other=200,
            whole=Precision.YEAR,
        )

    then, other = evidence("1994-01-01", "2000-01-01")  # "from 1994 to 1999": the Eagles held part of it only
    assert then == [] and any("Philadelphia Eagles" in line for line in other)
    then, _ = evidence("1960-01-01", "1969-01-01")  # "from 1960 to 1968": to Jan 1968 is in 1968, at year precision
    assert len(then) == 1 and "The Pennsylvania" in then[0]
    then, _ = evidence("2001-01-01", "2006-01-01")  # a point said ("in 2003") may be when it began: it stays
    assert len(then) == 1 and "Detroit Lions" in then[0]


def test_a_role_said_with_a_possessive_after_a_copula_is_typed_as_with_of():
    from c0lab.extract.offline import OfflineExtractor

    for text in (
        "Carl Bernstein was Nora Ephron's spouse from 1976 to 1980.",
        "From 1976 to 1980, Carl Bernstein was Nora Ephron's spouse.",
    ):
        found = OfflineExtractor()(text, at=parse_time("2025-01-01"), known=[])
        assert {(r.source, r.type, r.target) for r in found.relations} == {
            ("Carl Bernstein", "SPOUSE_OF", "Nora Ephron")
        }
