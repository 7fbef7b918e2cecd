"""A month said without its year in a text told in order, "later that year", a possessor after an object, a
former role before a name."""

from __future__ import annotations

from c0lab._time import parse_time
from c0lab._told_months import with_years
from c0lab.retrieval.dated_texts import sentence_times

from ._ties import read_ties

NOW = parse_time("2026-01-01")


def _yeared(sentence: str, told: int | None) -> str:
    return with_years(sentence, told, now=NOW)[0]


def test_a_month_alone_takes_the_first_year_at_or_after_the_time_told() -> None:
    told = parse_time("2009-05-01")
    assert _yeared("He moved to Port Vale in July.", told) == "He moved to Port Vale in July 2009."
    assert _yeared("In April he left.", told) == "In April 2010 he left."
    assert _yeared("By May he was back.", told) == "By May 2009 he was back."
    assert with_years("In November he left.", told, now=NOW)[1] == parse_time("2009-11-01")  # the next one's


def test_a_date_earlier_in_the_sentence_counts_and_no_time_told_leaves_the_month() -> None:
    said = "In 2011 he joined Tarn and in March he left."
    assert _yeared(said, None) == "In 2011 he joined Tarn and in March 2011 he left."
    assert _yeared("He left in July.", None) == "He left in July."  # read against the day of writing
    assert _yeared("He left last May.", parse_time("2009")) == "He left last May."
    assert _yeared("He returned on July 4.", parse_time("2009")) == "He returned on July 4."  # a day
    assert _yeared("between June and August 1990 he", parse_time("1980")) == "between June and August 1990 he"


def test_a_date_in_an_aside_is_no_time_the_text_has_reached() -> None:
    said = "Tarn City, who won the league in 1987, signed Cy Roe in January."
    assert _yeared(said, None) == said  # the January of the day of writing, not of 1987
    founded = "Orsk Labs, founded in 1998, appointed Cy Roe as chief executive in March."
    assert _yeared(founded, None) == founded
    assert read_ties(founded)[("Orsk Labs", "APPOINTED", "Cy Roe")][0] == "2019-03-01"  # the March before AT


def test_the_walk_s_sentences_count_from_the_last_date_said() -> None:
    said = [s.said for s in sentence_times("Bo Ek led Orsk Labs from 2001 to 2019. In May, he joined Tarn.", now=NOW)]
    assert said == ["2001 to 2019", "May 2019"]  # as the extractor reads it (before the fix: May 2001)


def test_a_history_reads_a_month_alone_in_the_year_it_tells_not_the_year_it_was_written() -> None:
    ties = read_ties("Ada Pell joined Orsk United in May 2009. She moved to Tarn City in July.")
    assert ties[("Ada Pell", "MOVED_TO", "Tarn City")][0] == "2009-07-01"  # was 2019-07-01, the July before AT
    said = [
        s.said for s in sentence_times("He joined Orsk in May 2009. He left in July. He was back in March.", now=NOW)
    ]
    assert said == ["May 2009", "July 2009", "March 2010"]


def test_later_that_year_is_the_year_told_not_the_next() -> None:
    ties = read_ties("Ada Pell joined Orsk United in 1908. Later that year, she married Bo Ek.")
    assert ties[("Ada Pell", "MARRIED", "Bo Ek")][0] == "1908-01-01"
    later = read_ties("Ada Pell joined Orsk United in 1908. Later, she married Bo Ek.")
    assert later[("Ada Pell", "MARRIED", "Bo Ek")][0] == "1909-01-01"  # "later" alone: after the year told


def test_a_name_owning_a_noun_after_an_object_is_not_a_second_object() -> None:
    ties = read_ties("In 1909 Ada Pell married Bo Ek, Cy Roe's youngest son.")
    assert ("Ada Pell", "MARRIED", "Bo Ek") in ties
    assert ("Ada Pell", "MARRIED", "Cy Roe") not in ties
    joined = read_ties("In 1909 Ada Pell joined Orsk United, Ana Belqvist's old club.")
    assert ("Ada Pell", "JOINED", "Ana Belqvist") not in joined
    listed = read_ties("In 2012 Ada Pell worked for Orsk Labs, then Tarn Bank's London office.")
    assert ("Ada Pell", "WORKED_FOR", "Tarn Bank") in listed  # a body's office: where she worked


def test_a_former_role_before_a_name_was_held_before_the_sentence_time() -> None:
    ties = read_ties("In 2010, Bo Ek was replaced by the former Orsk United manager Cy Roe.")
    assert ties[("Cy Roe", "MANAGER_OF", "Orsk United")] == (None, "2010-01-01")  # was held from 2010 on
    held = read_ties("In 2010, Tarn Rovers appointed Orsk United manager Cy Roe.")
    assert held[("Cy Roe", "MANAGER_OF", "Orsk United")] == ("2010-01-01", None)  # no "former": held then


def test_the_next_year_is_the_text_s_not_the_year_after_the_day_of_writing() -> None:
    from c0lab._reading import find_time

    assert find_time("She became its chief engineer the next year.", now=NOW) is None  # was 2027
    assert find_time("She will become its chief engineer next year.", now=NOW).describe() == "2027 (year)"
    said = "In 2014 she joined Quillfeather Labs and became its chief engineer the next year."
    assert [s.said for s in sentence_times(said, now=NOW)] == ["2014; 2015"]  # the next year: the text's
