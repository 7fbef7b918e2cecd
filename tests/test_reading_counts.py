"""Numbers that count things are not years, and a bracket that lists events states their dates (the one reader)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._reading import find_time, phrases


@pytest.mark.parametrize(
    "text",
    [
        "After 152 minutes of play the match was abandoned.",
        "She scored 170 goals in 308 league appearances.",
        "The hall was built by 600 workers.",
        "He wrote it in 412 pages.",
        "The school grew from 1200 to 1500 pupils.",
        "It ran between 300 and 450 performances.",
    ],
)
def test_a_number_before_a_plural_noun_is_a_count_not_a_year(text):
    assert find_time(text) is None
    assert [match["date"] for match in phrases(text)] == []


@pytest.mark.parametrize(
    "text, said",
    [
        ("Copernicus published it in 1543.", "1543 (year)"),
        ("In 1543, astronomers read it.", "1543 (year)"),  # a comma: the year closes the phrase
        ("In 1610 the moons were seen.", "1610 (year)"),
        ("In 1687 his book appeared.", "1687 (year)"),
        ("He directed it from 1675 to 1719.", "1675 to 1719 (year)"),
        ("It was common in the 1990s.", "the 1990s (decade)"),
        ("In 1990 voters went to the polls.", "1990 (year)"),  # a year of 1800-2099 is read as before
    ],
)
def test_a_year_followed_by_other_words_is_still_a_year(text, said):
    reading = find_time(text)
    assert reading is not None and reading.describe() == said


def test_a_bracket_listing_events_states_their_dates_but_a_life_span_or_a_birth_does_not():
    listed = find_time("He was married to Eva Brandt (married 1968, divorced 1972).")
    assert listed is not None and listed.describe() == "1968 (year)"
    assert find_time("Ada Lind (m. 1990) ran the farm.").describe() == "1990 (year)"
    assert find_time("Olaf Berg (1888–1957) was a painter.") is None
    assert find_time("Which club did John Wills (footballer, born 1968) join?") is None
    assert find_time("What did Jo Lund (died 1950) found?") is None


def test_the_texts_read_a_bracketed_marriage_as_the_time_of_its_sentence(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Karl Weiss"}, {"name": "Eva Brandt"}, {"name": "Lena Holm"}])
        mem.add_episode(
            "Karl Weiss was a painter from Kiel. His first wife was Eva Brandt (married 1961, divorced 1966). "
            "His second wife was Lena Holm (married 1970, divorced 1980).",
            at="2024-01-01",
            source="document",
        )
        context = mem.walk("Who was the wife of Karl Weiss in 1975?").context
    then = context.partition("What the texts say of the time asked:")[2].splitlines()
    assert then[1].startswith("- (1970; 1980) ") and "Lena Holm" in then[1]
    assert not any("Eva Brandt" in line for line in then[1:3])


@pytest.mark.parametrize(
    "text, said",
    [
        ("He won the league in the 2012–13 season.", "from 2012 to 2013 (year)"),
        ("Who won the 2019-20 title?", "from 2019 to 2020 (year)"),  # no month 20: a season, not an error
        ("She was there from 1939–45.", "from 1939 to 1945 (year)"),
        ("In 2015/16 he moved abroad.", "from 2015 to 2016 (year)"),
        ("What happened in 2011-12?", "as of December 2011 (month)"),  # ISO's month, as data files write it
        ("Who won in the 2011-12 season?", "from 2011 to 2012 (year)"),  # "season" makes it both years
        ("What happened in 2011-07?", "as of July 2011 (month)"),  # 07 is not: a month, as ISO writes it
        ("Ada Lind (1488 – 15 October 1536) was queen in 1510.", "as of 1510 (year)"),  # a life, not 1488–1515
    ],
)
def test_a_range_of_years_written_short_is_read_whole(text, said):
    reading = find_time(text)
    assert reading is not None and reading.said() == said


def test_a_short_range_that_is_no_range_is_refused_in_one_line():
    from c0lab import BadDateError

    with pytest.raises(BadDateError, match="not a date on the calendar"):
        find_time("What happened in 2019-13?")


def test_a_month_word_before_a_capitalised_word_is_a_name_not_a_month(tmp_path):
    """ "before May Ames" names a person (read as an event), "before May" and "in May 2005" are months."""
    assert find_time("who led the Tarn Alliance before May Ames?") is None
    assert find_time("who led the Tarn Alliance before May?") is not None
    assert find_time("who led the Tarn Alliance in May 2005?") is not None
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.add_concepts([{"name": name} for name in ("Tarn Alliance", "May Ames", "Ivo Tamm")])
        memory.relate("Tarn Alliance", "LED_BY", "Ivo Tamm", valid_from="1990", valid_to="2000")
        memory.relate("Tarn Alliance", "LED_BY", "May Ames", valid_from="2000")
        context = memory.walk("who led the Tarn Alliance before May Ames?").context
    assert "Ivo Tamm" in context.split("Current facts")[1].split("\n")[1]
