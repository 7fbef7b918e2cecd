"""A text's own day, from its stamp ("Posted 2 September 2023", "(Posted 2021-04-02)", "Date: 12 Feb 2017"): an
ingest given no day keeps the text at it and reads its relative words against it; a walk never reads a
description's relative words against the clock."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import format_time, parse_time
from c0lab.extract.dateline import written_on
from tests._ties import ingested_ties, needs_wordnet

GIVEN = parse_time("2024-06-01")
SWITCHED = "Tessellate switched from the Apache License 2.0 to the Business Source License 1.1 last March."


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Posted 2 September 2023\n\nIt moved last March.", "2023-09-02"),
        ("We have dropped the A licence. (Posted 2021-04-02)", "2021-04-02"),
        ("From: Ana Ruiz <ana@x.org>\nDate: 12 Feb 2017\nSubject: Bek is out\n\nBek resigned today.", "2017-02-12"),
        ("Updated on March 3, 2020: the club has a new captain.", None),  # a sentence after it: no stamp alone
        ("Updated on March 3, 2020\nThe club has a new captain.", "2020-03-03"),
        ("Posted 12 May 2022 by Tom Hale\n\nWe moved it last month.", "2022-05-12"),  # with who wrote it
        ("Updated 3 June 2024\nPublished 12 May 2022\n\nIt moved last month.", "2022-05-12"),  # published, not updated
        ("Posted yesterday\n\nBo Ek left the club.", "2024-05-31"),  # a relative stamp, read against the day given
        ("Posted by Tom Hale on 12 May 2022\n\nWe moved it last month.", "2022-05-12"),
        ("From: Ana Ruiz <ana@x.org>\nDate: Tue, 3 May 2022 10:00:00 +0000\nSubject: news\n\nIt moved.", "2022-05-03"),
        ("From: Ana Ruiz\nSent: Tuesday, March 3, 2020 10:15 AM\nSubject: news\n\nIt moved.", "2020-03-03"),
        ("Posted on March 3, 2020 at 10:15 am\n\nWe moved it last month.", "2020-03-03"),
        ("Date: 2022-05-03T10:00:00Z\n\nIt moved.", "2022-05-03"),  # a moment: its day
        ("Date: 2022-05-03T23:30:00-07:00\n\nIt moved.", "2022-05-03"),  # the day written, not the UTC day
        ("From: a@b.org\nDate: Wed, 4 Jul 2001 12:08:56 -0700 (PDT)\nSubject: x\n\nIt moved.", "2001-07-04"),
        ("Posted on 2023-09-02 at 14:00\n\nWe moved it last month.", "2023-09-02"),
        ("Posted by: Tom Hale on 12 May 2022\n\nWe moved it last month.", "2022-05-12"),
        (  # a reply: the message quoted below it keeps its own day
            "From: Ana Ruiz\nDate: 3 May 2022\nSubject: Re: news\n\nAgreed.\n\n"
            "From: Tom Hale\nSent: Monday, May 2, 2022 9:00 AM\nSubject: news\n\nIt moved last month.",
            "2022-05-03",
        ),
    ],
)
def test_a_text_says_its_own_day(text, day):
    found = written_on(text, at=GIVEN)
    assert (format_time(found) if found is not None else None) == day


@pytest.mark.parametrize(
    "text",
    [
        "It was posted 2 September 2023 on the forum.",  # a sentence, no stamp
        "Sent by courier on 3 May 2022\n\nThe parcel arrived.",  # how it was sent, not when it was written
        "Published: 2021\n\nIt moved last March.",  # a year is no day of writing
        "Posted 2 September 2029\n\nIt moved last March.",  # after the day it was given: no day of writing
        "Field notes, Kestra, spring 1999.\nBek left.",  # a season
        "Tom Hale, 1 March 1950 - 2 June 2020\nTom Hale was mayor of Kestra from 1990.",  # a life, no stamp
        "Ann Lee, London, 3 May 1990\nAnn Lee joined Orsk Labs last year.",  # a birth date in a header
        "Ann joined Vexa last week.\n\n--- Forwarded message ---\nFrom: Mo Li\nDate: 3 March 2020\n\nHi.",
        "Timeline\nDate: 3 March 2015\nEvent: founded\nDate: 4 April 2019\nEvent: moved",  # rows, no one day
        "Date of birth: 3 May 1990\nAnn Lee is a chemist.",
        "Name: Ann Lee\nDate: 3 May 1990\nPlace of birth: Leeds\nAnn Lee joined Vexa Corp last year.",  # a record's
    ],
)
def test_what_is_no_day_of_writing(text):
    assert written_on(text, at=GIVEN) is None


@needs_wordnet
def test_relative_words_are_read_against_the_texts_stamp_when_no_day_is_given(tmp_path):
    text = f"Posted 2 September 2023\n\n{SWITCHED}"
    ties = ingested_ties(tmp_path / "not", (text, None))
    assert ties[("Tessellate", "LICENCE", "Apache License 2.0")] == ("since always", "2023-03-01")
    assert ties[("Tessellate", "LICENCE", "Business Source License 1.1")] == ("2023-03-01", "open")
    given = ingested_ties(tmp_path / "given", (text, "2024-06-01"))  # the day given is the day written
    assert given[("Tessellate", "LICENCE", "Business Source License 1.1")] == ("2024-03-01", "open")


def test_an_ingest_given_no_day_keeps_a_stamped_text_at_its_day(tmp_path):
    text = "Posted 2 September 2023\n\nMara Voss chairs the Halden Trust."
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.ingest(text)
        assert [str(time)[:10] for time in memory.episodes()["time"]] == ["2023-09-02"]
    ties = ingested_ties(tmp_path / "again", (text, None))
    assert ties[("Mara Voss", "CHAIRS", "Halden Trust")] == ("2023-09-02", "open")  # true as of its day, not today


@needs_wordnet
def test_a_walk_reads_no_relative_words_of_a_description_against_the_clock(tmp_path):
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest(SWITCHED, at="2023-09-02")
        context = str(memory.walk("what licence is Tessellate under?", as_of="2023-06"))
    assert "Business Source License 1.1" in context
    assert "[March" not in context and "last March" in context  # kept, not dated by the clock of the day asked


def test_each_chunk_of_a_stamped_file_is_kept_at_the_files_day(tmp_path):
    note = tmp_path / "post.md"
    note.write_text("Posted 2 September 2023\n\nMara Voss chairs the Halden Trust.\n\nBo Ek coaches Orsk Rovers.\n")
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.ingest_file(note, chunking="paragraphs")
        assert {str(time)[:10] for time in memory.episodes()["time"]} == {"2023-09-02"}


def test_a_description_keeps_the_times_it_states_in_words(tmp_path):
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest(
            "Ann Vell is a forward. She played for Birch Town in the early twentieth century. She joined Cedar City "
            "in 2016.",
            at="2020-01-01",
        )
        context = str(memory.walk("who did Ann Vell play for in 2016?"))
    assert "[the early 1900s] She played for Birch Town" in context  # marked with its time, not shown as current


def test_a_stamp_after_a_markdown_title_counts_and_a_log_of_dates_or_a_line_of_news_does_not():
    assert format_time(written_on("# Keld news\n\nPosted 2 September 2023 by Ana Ruiz\n\nBo left.", at=GIVEN)) == (
        "2023-09-02"
    )
    log = "Date: 12 Feb 2017\nTomas Bell became chair last month.\nDate: 14 Mar 2018\nIda Morn became treasurer."
    assert written_on(log, at=GIVEN) is None
    assert written_on("Updated: Ana Ruiz is now editor of Orsk Press.", at=GIVEN) is None
