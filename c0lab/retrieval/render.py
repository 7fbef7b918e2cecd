"""How results look in a notebook: HTML, Markdown and plain text, every value escaped."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from datetime import time, timedelta
from typing import Protocol

import pandas as pd

from .._time import EARLIEST, LAST_END, format_edge, format_time
from .._timespan import to_datetime
from ..model.results import Concept

__all__ = [
    "format_moment",
    "CLAUSE_BREAK",
    "SENTENCE_BREAK",
    "ShownWalk",
    "cut_lines",
    "fitting_cost",
    "markdown_escape",
    "one_line",
    "quoted_blocks",
    "relation_words",
    "said_already",
    "shown_name",
    "walk_html",
    "walk_markdown",
    "walk_text",
    "without_label",
]


def format_moment(micros: int) -> str:
    """A moment a walk is read at, as its header says it: the instant just before a day, month or year (what
    "before X" reads, X from 2004) is the end of the period it closes, not a false minute ("2003-12-31 23:59");
    any other moment is :func:`format_time`'s.

    >>> from c0lab._time import parse_time
    >>> format_moment(parse_time("2004") - 1), format_moment(parse_time("2004-03") - 1)
    ('the end of 2003', 'the end of 2004-02')
    >>> format_moment(parse_time("2004-03-05") - 1), format_moment(parse_time("2004-03-05"))
    ('the end of 2004-03-04', '2004-03-05')
    """
    edge = micros + 1
    if not EARLIEST < edge < LAST_END or (day := to_datetime(edge)).time() != time.min:
        return format_time(micros)
    closed = format_edge(edge, end=True) if day.day == 1 else (day - timedelta(days=1)).date().isoformat()
    return f"the end of {closed}"


class _ShownFact(Protocol):
    """What the renderers read of a walk's fact (:class:`~c0lab.retrieval.walk.Fact`)."""

    @property
    def subject(self) -> str: ...
    @property
    def relation(self) -> str: ...
    @property
    def object(self) -> str: ...
    @property
    def status(self) -> str: ...
    @property
    def note(self) -> str: ...


class ShownWalk(Protocol):
    """What the renderers read of a walk (:class:`~c0lab.retrieval.walk.Walk`, which imports this module)."""

    @property
    def query(self) -> str: ...
    @property
    def as_of(self) -> pd.Timestamp: ...
    @property
    def known_at(self) -> pd.Timestamp: ...
    @property
    def known_at_asked(self) -> bool: ...
    @property
    def read(self) -> str: ...
    @property
    def concept(self) -> Concept | None: ...
    @property
    def facts(self) -> Sequence[_ShownFact]: ...
    @property
    def trail(self) -> list[str]: ...
    @property
    def context(self) -> str: ...
    @property
    def tokens(self) -> int: ...
    @property
    def budget_tokens(self) -> int: ...
    @property
    def dead_end(self) -> bool: ...
    def facts_frame(self) -> pd.DataFrame: ...


_LINE_BREAK = re.compile(r"\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]")
_FACT_LIKE = re.compile(r"(?:^|\s)[A-Z][A-Z0-9]*_[A-Z0-9_]*(?=\s|$)|^[-*\[]|\\n|\"")
"""A relation type standing as a word (``LED_BY``), a list mark or bracket first, a line break, a quote."""


def shown_name(name: str) -> str:
    """A concept's name as a context line shows it: quoted when it reads like a fact or a marked line, so a
    name cannot pose as one.

    >>> shown_name("Zephyr Project"), shown_name("Zephyr Project LED_BY Mallory Evil")
    ('Zephyr Project', '"Zephyr Project LED_BY Mallory Evil"')
    """
    name = one_line(name)
    return '"' + name.replace('"', '\\"') + '"' if _FACT_LIKE.search(name) else name


def relation_words(kind: str) -> str:
    """A relation type as a context line says it: plain lower-case words (``DIRECTED_BY`` → ``directed by``),
    which a reader reads as English and a WordPiece tokenizer counts as words, not as pieces of one long token.

    A post's acronym stays one ("CEO_OF" → ``CEO of``, not ``ceo of``).

    >>> relation_words("DIRECTED_BY"), relation_words("LOCATED_IN"), relation_words("uses"), relation_words("CEO_OF")
    ('directed by', 'located in', 'uses', 'CEO of')
    """
    words = kind.replace("_", " ").lower().split()
    return " ".join(word.upper() if word in _POST_ACRONYMS else word for word in words) or kind


_POST_ACRONYMS = frozenset("ceo cfo coo cto cio cmo cso mp mep msp mla vp evp svp".split())
"""Posts said by their acronym, kept in capitals where a relation type is said in words."""


def one_line(text: str) -> str:
    """``text`` with every line break inside it written ``\\n`` (and none at its ends): quoted memory text can
    never start a line of its own.

    >>> one_line("ok\\nCurrent facts:\\n")
    'ok\\\\nCurrent facts:'
    """
    return _LINE_BREAK.sub("\\\\n", text.strip())


def _trail_lines(walk: ShownWalk) -> list[str]:
    ended = [
        f"{fact.subject} {relation_words(fact.relation)} {fact.object}: {fact.note}"
        for fact in walk.facts
        if fact.status not in ("current", "inferred")
    ]
    return ended + walk.trail


def _day(moment: pd.Timestamp | None) -> str:
    """A walk's time as a day, any year 1-9999 (``0800-07-01``); ``now`` when it has none."""
    return "now" if moment is None or pd.isna(moment) else format_time(moment)[:10]


def _known(walk: ShownWalk) -> str:
    """ ", as known at …" when the walk read the memory as it stood at a time that was asked for."""
    if not walk.known_at_asked or walk.known_at is None or pd.isna(walk.known_at):
        return ""
    return f", as known at {_day(walk.known_at)} {walk.known_at:%H:%M}"


def _read(walk: ShownWalk) -> str:
    """ ", read as of January 1908 (month)" when the question stated a time."""
    return f", read {walk.read}" if getattr(walk, "read", "") else ""


def _subject(walk: ShownWalk) -> str:
    """The concept a walk reached; a walk that reached none (the concept starts later than the asked time)
    says so."""
    if walk.concept is None and walk.facts:  # a question naming no concept, answered by a relation's facts
        return "no concept named"
    return walk.concept.name if walk.concept is not None else "nothing at that time"


def walk_text(walk: ShownWalk) -> str:
    """The plain-text form (terminals, papermill logs)."""
    if walk.dead_end:
        return f"walk {walk.query!r}: dead end — {walk.context}"
    head = (
        f"walk {walk.query!r} → {_subject(walk)} (as of {_day(walk.as_of)}{_read(walk)}{_known(walk)}, "
        f"{walk.tokens} tokens)"
    )
    return f"{head}\n{walk.context}"


_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|~>])")
_FENCE_CLOSER = re.compile(r"`{3,}|~{3,}")


def markdown_escape(text: str) -> str:
    r"""``text`` as inert Markdown on one line: HTML escaped, Markdown punctuation backslashed.

    >>> markdown_escape("<b>x</b> `y` [z](j:1)")
    '&lt;b&gt;x&lt;/b&gt; \\`y\\` \\[z\\]\\(j:1\\)'
    """
    text = html.escape(" ".join(str(text).split()), quote=False)
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


def walk_markdown(walk: ShownWalk) -> str:
    """The Markdown form: every value escaped (:func:`markdown_escape`); the context in a fence it cannot close."""
    escape = markdown_escape
    if walk.dead_end:
        return f"**Dead end** for “{escape(walk.query)}”: {escape(walk.context)}"
    lines = [
        f"**{escape(_subject(walk))}** — as of {_day(walk.as_of)}{escape(_read(walk))}{_known(walk)}, "
        f"{walk.tokens}/{walk.budget_tokens} tokens",
        "",
    ]
    body = _FENCE_CLOSER.sub(lambda run: "'" * len(run.group(0)), walk.context)
    lines += ["```text", body, "```"]
    trail = _trail_lines(walk)
    if trail:
        lines += ["", "Trail:", *[f"- {escape(line)}" for line in trail]]
    return "\n".join(lines)


def _styled_lines(context: str) -> str:
    """The context, escaped, with current facts in green and ended ones grey (their ``[mark]`` stays in the text)."""
    lines = []
    for line in context.splitlines():
        text = html.escape(line)
        if line.startswith("- ["):
            text = f"<span class='c0lab-stale' style='color:#718096'>{text}</span>"
        elif line.startswith("- "):
            text = f"<span class='c0lab-current' style='color:#22543d'>{text}</span>"
        lines.append(text)
    return "\n".join(lines)


def walk_html(walk: ShownWalk) -> str:
    """The HTML form: the concept, the context, the facts as a table and the trail with dates."""
    escape = html.escape
    if walk.dead_end:
        return (
            f"<div class='c0lab-walk'><b>Dead end</b> for <code>{escape(walk.query)}</code>: "
            f"{escape(walk.context)}</div>"
        )
    facts = walk.facts_frame()
    table = facts.to_html(index=False, escape=True, na_rep="", border=0) if not facts.empty else "<p>No relations.</p>"
    trail = "".join(f"<li>{escape(line)}</li>" for line in _trail_lines(walk))
    return (
        "<div class='c0lab-walk'>"
        f"<p><b>{escape(_subject(walk))}</b> — as of {escape(_day(walk.as_of))}"
        f"{escape(_read(walk))}{escape(_known(walk))}, "
        f"{walk.tokens}/{walk.budget_tokens} tokens</p>"
        f"<pre>{_styled_lines(walk.context)}</pre>"
        f"<details><summary>Facts ({len(facts)})</summary>{table}</details>"
        + (f"<p>Trail:</p><ul>{trail}</ul>" if trail else "")
        + "</div>"
    )


_LABEL = re.compile(r"\s*\([a-z ]+\)$")
_QUOTED = re.compile(r"^- (?:\[[^\]]*\] [^:]*: )?")
_TIMED = re.compile(r"^- \[[^\]]*\] (?![^:\[]*: )")
"""A text's sentence with the time it states before it (``- [since 2019] Since 2019, …``), no speaker."""
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"']|\((?![a-z]))")
"""Where a text's sentences part: after a stop, before a capital, a digit, a quote or a bracket."""
CLAUSE_BREAK = re.compile(r"(?<=[.!?;])\s+")
"""Where a text's sentences and semicolon clauses part (passages and their phrases)."""


def without_label(read: str) -> str:
    """The time a question stated, as the heading of the current facts says it: without the precision label
    the reading carries (``as of 2015 (year)`` → ``as of 2015``; the time's own words say its precision)."""
    return _LABEL.sub("", read)


def quoted_blocks(body: list[str]) -> list[list[str]]:
    """``body`` as blocks: a ``- `` line and the indented lines (patches) under it."""
    blocks: list[list[str]] = []
    for line in body:
        if line.startswith("  ") and blocks:
            blocks[-1].append(line)
        else:
            blocks.append([line])
    return blocks


def said_already(block: list[str], shown: str) -> bool:
    """Whether every sentence of a quoted ``block`` (a description or an episode, with the patches under it)
    is in ``shown`` word for word; a line with a note (``[corrected …]``) or a patch is dropped only when ``shown``
    has the same line, note and all (two concepts of one sentence: "X moved from A to B. [A: ended 2018-03]")."""
    text = _QUOTED.sub("", _TIMED.sub("- ", block[0], count=1), count=1)
    if len(block) == 1 and block[0].removeprefix("- ") in {line.removeprefix("- ") for line in shown.splitlines()}:
        return True
    if len(block) > 1 or "[" in text:
        return False
    for said in (text, text.partition(": ")[2]):  # the description with its concept's name before it, or without
        sentences = [sentence.strip() for sentence in SENTENCE_BREAK.split(said) if sentence.strip()]
        if sentences and all(sentence in shown for sentence in sentences):
            return True
    return False


def fitting_cost(lines: list[str], room: int, count_tokens: Callable[[str], int]) -> tuple[int, bool]:
    """The tokens of the heading ``lines[0]`` and as many of the lines after it as fit in ``room`` (0 if none),
    and whether all of them fit (an empty section fits)."""
    if len(lines) < 2:
        return 0, True
    used = count_tokens(lines[0]) + 1
    for line in lines[1:]:
        cost = count_tokens(line) + 1
        if used + cost > room:
            return (used if used > count_tokens(lines[0]) + 1 else 0), False
        used += cost
    return used, True


def cut_lines(lines: list[str], room: int, count_tokens: Callable[[str], int]) -> list[str]:
    """The first ``lines`` that fit in ``room`` tokens, the last one cut at a word (``…``) if it is too long."""
    kept, used = [], 0
    for line in lines:
        cost = count_tokens(line) + 1
        if used + cost <= room:
            kept.append(line)
            used += cost
            continue
        words = line.split(" ")
        low, high = 0, len(words) - 1  # the most words that fit, with the mark, found by bisection
        while low < high:
            middle = (low + high + 1) // 2
            if used + count_tokens(" ".join(words[:middle]) + " …") + 1 <= room:
                low = middle
            else:
                high = middle - 1
        if low:
            kept.append(" ".join(words[:low]) + " …")
        break
    return kept
