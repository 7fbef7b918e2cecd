"""What the words around a number say of it, for the one time reader (:mod:`c0lab._reading`).

A number after a cue word is not always a year: "after 152 minutes of play", "in 308 league appearances",
"by 500 people" count things. And a year in brackets is most often part of a name ("John Williams (born
1968)", a life span "(1888–1957)"), but a bracket listing what happened states when: "Eva Schubach (married
1968, divorced 1972)". The two tests here are English grammar, not a list of the things counted:

- :func:`counts_things`: the number is followed, with no comma, by a plural noun, directly or after one
  modifier ("308 league appearances", "300 first-class matches");
- :func:`after_event_word`: the date inside brackets follows a verb of an event (a past participle,
  "married 1968", "elected 1990", or the usual "m."/"div."), not a life word ("born", "died").

It also reads a range of years whose last year is written short (:func:`short_range`: "the 2012–13 season",
"1990–95", "2015/16"), which the reader would otherwise read as its first year alone.
"""

from __future__ import annotations

import re

from ._errors import BadDateError
from ._timespan import _MONTH_NAMES, Precision, TimeReading, ymd

__all__ = [
    "AROUND",
    "ENDING",
    "END_CUES",
    "NOT_A_PARTICLE",
    "EVENT_WORDS",
    "SHORT_RANGE",
    "after_event_word",
    "clock_dropped",
    "counts_things",
    "cue_word",
    "dashed_years",
    "event_hint",
    "hedge_dropped",
    "in_brackets",
    "month_number",
    "phrase_words",
    "RANGE_FOLLOWS",
    "short_range",
]

_BACK_VERBS = (
    "come came comes coming go goes going gone went get gets got getting bring brings brought move moves moved "
    "moving turn turns turned give gives gave given pay pays paid call calls called fight fought hold held step "
    "stepped cut set put take takes took taken send sent win won buy bought fall fell falls look looked write wrote "
    "report reported play played roll rolled scale scaled push pushed kick kicked bounce bounced switch switched"
).split()
"""Verbs whose "back" is their own word ("came back in 2019": returned), not the cue "back in" ("ran it back in
2015": then); each is a fixed-width lookbehind, which Python's ``re`` needs."""
NOT_A_PARTICLE = "".join(rf"(?<!\b{verb}\s)" for verb in _BACK_VERBS)

END_CUES = {"to": "until", "up to": "until", "up until": "until", "through": "through", "thru": "through"}
"""Words that end a value given whole ("through 1932", "to 1932", ``valid_to=``), as the cue the rule of an end
reads (:func:`~c0lab._time.interval_edge`). Not cues in a question: "from 1990 to 1995" is one range there."""
ENDING = "|".join(cue.replace(" ", r"\s+") for cue in sorted(END_CUES, key=len, reverse=True))
""":data:`END_CUES` as a pattern (the longest first)."""

_FUNCTION_WORDS = frozenset(
    """
    a an the this that these those his her its their our your my he she it they we you i him them us who whom which
    what and or but nor so yet as at by for from in into of on onto to with without about after before during until
    since than then there here when where while was were is are be been being has have had do does did will would
    shall should can could may might must not no also still only just even again always perhaps thus whereas
    towards afterwards besides unless across less plus yes ours yours hers theirs sometimes nevertheless
    """.split()
)
"""Closed-class words: neither a plural noun nor a modifier of one ("in 1543 his works", "in 1675 as …")."""

_IRREGULAR_PLURALS = frozenset("people men women children persons feet teeth mice geese cattle police".split())
"""Plurals that do not end in -s."""

_FOLLOWING = re.compile(r"[ \t]+([a-z][a-z-]*)(?:[ \t]+([a-z][a-z-]*))?")
_RANGE_TO = re.compile(r"\s*(?:to|and|or|[-–—])\s*\d+(?![\d.,])", re.IGNORECASE)
"""The other end of a range of numbers ("1200 to 1500 pupils"): the range counts what its last number counts."""


def _plural(word: str) -> bool:
    """Whether a lower-case word reads as a plural noun: ends in -s (not -ss, -us, -is) or is an irregular one."""
    if word in _IRREGULAR_PLURALS:
        return True
    return (
        len(word) > 3
        and word.endswith("s")
        and not word.endswith(("ss", "us", "is", "'s"))
        and word not in _FUNCTION_WORDS
    )


def _modifier(word: str) -> bool:
    """Whether a word may stand between a count and its noun ("league", "first-class"): an open-class word that
    is not a verb's past or -ing form ("in 1687 published works" is a year)."""
    return word not in _FUNCTION_WORDS and not word.endswith(("ed", "ing")) and not _plural(word)


def counts_things(text: str, end: int, *, opens: bool = True) -> bool:
    """Whether the number that ends at ``end`` in ``text`` counts things: a plural noun follows it, directly or
    after one modifier, with no comma ("After 152 minutes of play", "in 308 league appearances"); "in 1543, his
    book …" and "in 1543 the book …" are years. A number that ``opens`` a range counts what its other end counts
    ("from 1200 to 1500 pupils"); the end of a range is judged alone.

    >>> counts_things("After 152 minutes of play", 9), counts_things("in 308 league appearances", 6)
    (True, True)
    >>> counts_things("in 1543 his book appeared", 7), counts_things("in 1690 published works", 7)
    (False, False)
    >>> counts_things("from 1200 to 1500 pupils", 9), counts_things("from 1675 to 1719 he led it", 9)
    (True, False)
    """
    other = _RANGE_TO.match(text, end) if opens else None
    if other is not None:  # "from 1200 to 1500 pupils": both count pupils
        end = other.end()
    following = _FOLLOWING.match(text, end)
    if following is None:
        return False
    first, second = following.group(1), following.group(2)
    if _plural(first):
        return True
    return second is not None and _modifier(first) and _plural(second)


def in_brackets(text: str, place: int) -> bool:
    """Whether ``place`` lies inside a parenthesis left open before it."""
    before = text[:place]
    return before.rfind("(") > before.rfind(")")


_LIFE_WORDS = frozenset("born died b. d. née nee".split())
"""Words before a bracketed year that name a person by their life, not an event of the text."""
_EVENT_ABBREVIATIONS = frozenset("m. div. r. est. fl.".split())
"""Usual abbreviations of an event in a bracket: married, divorced, reigned, established, flourished."""


def after_event_word(text: str, place: int) -> bool:
    """Whether the date at ``place`` (inside brackets) follows an event word in them: a past participle
    ("(married 1968, divorced 1972)", "(elected 1990)") or an event's usual abbreviation ("(m. 1968)"), not a
    life word ("(footballer, born 1968)") and not nothing ("(1888–1957)").

    >>> text = "Eva Schubach (married 1968, divorced 1972) and Jo Berg (born 1940)"
    >>> after_event_word(text, text.index("1968")), after_event_word(text, text.index("1940"))
    (True, False)
    """
    before = text[text.rfind("(", 0, place) + 1 : place].split()
    if not before:
        return False
    word = before[-1].lower().rstrip(",;:")
    if word in _LIFE_WORDS:
        return False
    return word in _EVENT_ABBREVIATIONS or (len(word) > 4 and word.isalpha() and word.endswith("ed"))


SHORT_RANGE = re.compile(r"^(\d{4})(?:[–—/]|-(?!0[1-9]|1[0-2]))(\d{2})$")
"""A range of years with its last year in two digits: "2012–13", "1990–95", "2015/16"; with a hyphen only when no
month has that number ("2019-20"; "2019-12" is December); never spaced ("1488 – 15 October 1536" is a life)."""


_MOST_YEARS = 20
"""The longest range written short ("1939–45"); "2019-13" (2019 to 2113) is none."""


def short_range(match: re.Match, words: str) -> TimeReading:
    """The years from the first to the last of ``SHORT_RANGE``'s match, the last in the first's century (or the
    next one when its two digits are lower: "1999–02"), read as a range (cue ``between``).

    >>> short_range(SHORT_RANGE.match("2012–13"), "2012–13").describe()
    '2012 to 2013 (year)'
    """
    first = int(match[1])
    last = first // 100 * 100 + int(match[2])
    last += 100 if last <= first else 0
    if not 1 <= first or last > 9999:
        raise BadDateError(f"cannot read {words!r}: a memory holds years 1 to 9999")
    if last - first > _MOST_YEARS:  # "2019-13": neither a month nor a term
        raise BadDateError(f"{words!r} is neither a month (2022-06) nor a range of years (2012–13) on the calendar")
    return TimeReading(ymd(first), ymd(last + 1), Precision.YEAR, words, "between")


EVENT_WORDS = (
    r"before|prior to|after|following|subsequent to|until|till|since|once|when|while|during"
    r"|succeeded|replaced|followed|preceded"
    r"|at the time(?: of| when| that)?|by the time(?: of)?"
)
"""The words that open an event a question dates itself by ("after the 1931 crisis", "when X took over"), as a
pattern's alternatives (``retrieval.question`` reads the clause they open)."""
_EVENT = re.compile(rf"^\s*(?:{EVENT_WORDS})\s+\S", re.IGNORECASE)


def event_hint(text: str) -> str:
    """For a date that cannot be read and is an event ("after the 1931 crisis"): where events are read."""
    return (
        "; an event ('after X', 'when X …') is read from a walk's question, not as a date" if _EVENT.match(text) else ""
    )


def phrase_words(match: re.Match) -> str:
    """A phrase's date as read: a month alone takes the year of the month joined to it ("March/April 2006")."""
    words = " ".join(match["date"].split())
    if not match["shared"]:
        return words
    year = int(match["shared"]) - (month_number(words) > month_number(match["joined"]))  # "December to January 2006"
    return f"{words} {year}"


def month_number(word: str) -> int:
    """The number of a month said by its name or short form ("Sept" → 9)."""
    return [name[:3].lower() for name in _MONTH_NAMES].index(word[:3].lower()) + 1


_HYPHENED_YEARS = re.compile(r"(?<![\w.$#/-])(\d{4})-(\d{4})(?![\w/-])")
"""Two whole years joined by a hyphen ("1990-1995", as one types a range)."""
_LONGEST = 200
"""The most years such a range spans ("1234-5678" is a number, not a range)."""


def dashed_years(text: str) -> str:
    """``text`` with two whole years joined by a hyphen joined by an en dash instead, as a range is printed
    ("1990-1995" → "1990–1995"; not "2019-07", a month, nor "1995-1990", nor "1234-5678"): the same length, so
    every phrase keeps its place."""
    return _HYPHENED_YEARS.sub(
        lambda found: f"{found[1]}–{found[2]}" if 0 < int(found[2]) - int(found[1]) <= _LONGEST else found[0], text
    )


RANGE_FOLLOWS = re.compile(r"[–—]\d{3,4}(?![\w-])|(?<=0s)\s+(?:and|or|to)\s+(?:the\s+)?\d{3}0s\b", re.IGNORECASE)
"""What after a date makes it a range's start without a cue: "1990–1995", a decade and a decade ("the 1710s and
1720s"; not a year and a decade: "in 1714 and the 1720s")."""


AROUND = frozenset(["circa", "ca.", "ca", "c.", "about"])
"""Cue words read as "around" ("c. 1620", "about 1700")."""


def hedge_dropped(cue: str) -> str:
    """A cue without the hedge after its word ("after c." → "after", "from about" → "from"; "c." stays)."""
    words = cue.split()
    return words[0] if len(words) > 1 and words[-1] in AROUND | {"around"} else cue


def cue_word(cue: str) -> str:
    """A cue as :attr:`~c0lab._timespan.TimeReading.cue` keeps it: lower case, one space, no hedge after its word;
    "c." / "circa" / "ca." / "about" are ``around``."""
    said = hedge_dropped(" ".join(cue.lower().split()))
    return "around" if said in AROUND else END_CUES.get(said, said)


_WEEKDAY_SAID = re.compile(
    r"^(?:(?:mon|tues?|wed|thu|thurs?|fri|sat|sun)\.?|(?:mon|tues|wednes|thurs|fri|satur|sun)day),?\s+(?=.*\d)",
    re.IGNORECASE,
)
"""A weekday before a date ("Tue, 3 May 2022", "Tuesday, March 3, 2020")."""
_CLOCK_SAID = re.compile(
    r",?\s+(?:at\s+)?(?:[01]?\d|2[0-3])[:.][0-5]\d(?:[:.][0-5]\d)?(?:\s*[ap]\.?m\.?)?"
    r"(?:\s*(?:[+-]\d{2}:?\d{2}|utc|gmt|z|[a-z]{2}[sd]?t))?$",
    re.IGNORECASE,
)
"""A clock time after a date ("10:00:00 +0000", "10:15 AM", "at 10:15 am", "14.30 CET")."""


def clock_dropped(words: str) -> str:
    """``words`` less a weekday before a date and a clock time after it: the day they say (an ISO day and time is a
    moment, kept whole, but for a clock said "at" it; a year or a decade is no day, alone or before a clock).

    >>> clock_dropped("Tue, 3 May 2022 10:00:00 +0000"), clock_dropped("Tuesday"), clock_dropped("3 May 2022")
    ('3 May 2022', 'Tuesday', '3 May 2022')
    >>> clock_dropped("Sun, 2022-05-01 10:00"), clock_dropped("Wed 2020"), clock_dropped("3 May 2022 at 25:99")
    ('2022-05-01 10:00', 'Wed 2020', '3 May 2022 at 25:99')
    """
    weekday = _WEEKDAY_SAID.match(words)
    said = words[weekday.end() :] if weekday else words
    if re.fullmatch(r"\d{1,4}", said) or re.match(r"(?:the\s+)?\d{3,4}s?(?:\s|,)", said):
        return words  # a year, a decade: no day for a clock time
    clock = _CLOCK_SAID.search(said)
    if (
        clock
        and not (re.fullmatch(r"\d{3,4}-\d\d-\d\d", said[: clock.start()]) and " at " not in clock[0])
        and re.search(r"\d", said[: clock.start()])
    ):
        said = said[: clock.start()]
    return said
