"""A short time asked inside a long stint a sentence states ("in 1670 and served until 1677", asked of the summer
of 1672) is of that time: listed with the sentences of the asked time, after those that fit it better."""

from __future__ import annotations

from c0lab._time import parse_time, read_time
from c0lab.retrieval.dated_texts import _LEAST_FIT, _fit, sentence_times, time_evidence

NOW = parse_time("2024-01-01")
TEXT = (
    "Lord Wexley became president of the Society in 1670 and served until 1677. "
    "In the summer of 1672 the Society met at Gresham House. "
    "Ada Quill was president from 1600 to 1660."
)


def _then(asked: str) -> list[str]:
    reading = read_time(asked)
    then, _ = time_evidence(
        [(TEXT, NOW)],
        low=reading.start,
        high=reading.end,
        terms={"presid"},
        count_tokens=lambda text: len(text.split()),
        room=500,
        room_other=500,
    )
    return then


def test_a_stint_covering_a_short_time_asked_is_of_that_time():
    then = _then("summer of 1672")
    assert any("Lord Wexley" in line for line in then), then  # was listed only among the other times
    assert any("Gresham House" in line for line in then)
    assert not any("Ada Quill" in line for line in then)  # a stint that does not cover it stays out


def test_a_long_stint_covering_the_time_fits_it_least():
    reading = read_time("summer of 1672")
    wexley, summer, _ = sentence_times(TEXT, now=NOW)
    assert _fit(wexley, reading.start, reading.end) == _LEAST_FIT < _fit(summer, reading.start, reading.end)
