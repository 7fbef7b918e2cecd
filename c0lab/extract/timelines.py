"""Dated list lines and headlines said as sentences: "2015 – Dana Reyes appointed head of Atlas" is "In 2015, Dana
Reyes was appointed head of Atlas."; "Reyes to head Atlas" is "Reyes heads Atlas".

*A dated line* opens with a date or a period and a separator, after an optional bullet ("- 2019: …", "• 2012 — …",
"March 2017 — …", "2015–2020: …", "2020–: …", "2021-04 …"): its date dates the words after it, said as "In D, …",
"From A to B, …" or "Since A, …". A bare year with no bullet needs a separator after it ("1600 Pennsylvania Avenue
houses …" is no dated line).

*Headline grammar* (a dated line's words, or a line with no closing stop that opens with a name): a name then "to"
and a verb is what it will do, said in the present ("Reyes to head Atlas" → "Reyes heads Atlas"); a name then a
past participle of a choice or an agent phrase ("X appointed chair", "X named director", "X led by Y") drops its
"was" ("X was appointed chair", "X was led by Y").
"""

from __future__ import annotations

import re

from .._reading import CAPITAL_MONTH
from ..retrieval import meaning
from .names import FUNCTION, UPPER
from .records import said, subject
from .speaker import third_person

__all__ = ["dated_lines", "headline"]

_DATE = rf"(?:(?:early|mid|late)[- ]|(?:\d{{1,2}}\s+)?{CAPITAL_MONTH}\.?,?\s+)?\d{{4}}(?:-\d{{2}}(?:-\d{{2}})?)?"
_DATED = re.compile(
    rf"^\s*(?P<bullet>[-*•·–]\s+)?(?:#+\s*)?(?P<start>{_DATE})(?:\s*(?:[–—]|-|to)\s*(?P<end>{_DATE}|present|now|today)?)?"
    rf"\s*(?P<separator>[:–—|]|-(?=\s)|\s)\s*(?P<rest>[{UPPER}\d].*|[a-z].*)$"
)
_YEAR = re.compile(r"\d{4}")
_DATED_START = re.compile(rf"\s*(?:[-*•·–#\d]|early|mid|late|{CAPITAL_MONTH})")
"""What a dated line may open with (a cheap look before the full pattern)."""
_NAME = rf"[{UPPER}][\w'’&.-]*(?:\s+(?:of\s+|the\s+)?[{UPPER}][\w'’&.-]*)*"
_FUTURE = re.compile(rf"^(?P<name>{_NAME})\s+to\s+(?P<verb>[a-z]{{3,}})\b")
_CHOSEN = re.compile(
    rf"^(?P<name>(?:the\s+)?{_NAME}(?:\s+[a-z]+)?)\s+(?P<verb>(?:appointed|named|elected|chosen|picked|tapped|hired|"
    r"confirmed|installed|promoted|founded|established|launched|started|relocated|moved|funded|backed|acquired|"
    r"renamed|[a-z]{3,}(?:ed|en)(?=\s+by\b)|led(?=\s+by\b)|run(?=\s+by\b)|made(?=\s+by\b)|built(?=\s+by\b)))\b"
)
_LABELLED_FUTURE = re.compile(
    rf"^(?P<label>\s*(?:[-*•]\s+)?(?:[A-Z][a-z]+:\s+)?)(?P<rest>{_NAME}\s+to\s+[a-z]{{3,}}\b.*)$"
)
"""A line saying what a name is to do, after a bullet or a label ("Action: X to lead Y from June.")."""
_NOT_VERBS = frozenset("our my your his her its their us them him me you date these those some any all each".split())
"""Words after "to" that are no verb ("Correction to our profile")."""
_FEELINGS = frozenset(
    "thrilled delighted excited proud happy glad pleased honoured honored humbled grateful sad sorry eager keen "
    "privileged lucky saddened ready".split()
)
"""Words of feeling that open a post's first sentence before "to" ("Thrilled to share …", "Proud to say …"): the
writer's feeling, no name to do something ("Square to acquire Afterpay" is a headline)."""
_KEEPS = frozenset("is was has had will would can may must does did".split())


def _verb(word: str) -> bool:
    """Whether a word after "to" can be a verb: WordNet has it as one (any word but a closed-class one without
    WordNet)."""
    if word in FUNCTION or word in _NOT_VERBS:
        return False
    net = meaning.wordnet()
    return net is None or bool(net.offsets(word, "v"))


def headline(words: str) -> str:
    """Words in headline grammar said as a sentence (see the module); as written when they are not."""
    future = _FUTURE.match(words)
    feeling = future is not None and future.group("name").lower() in _FEELINGS  # "Thrilled to share that …"
    if future and _verb(future.group("verb")) and not feeling:  # not "Injuries to most …"
        return f"{future.group('name')} {third_person(future.group('verb'))}{words[future.end() :]}"
    chosen = _CHOSEN.match(words)
    if chosen and not re.search(r"\b(?:" + "|".join(_KEEPS) + r")\b", chosen.group("name")):
        verb = chosen.group("verb")
        moves = verb in ("relocated", "moved", "founded", "established", "launched", "started")
        if moves and not re.match(r"\s+(?:to|in|at|by)\b", words[chosen.end() :]):
            return words  # "X launched Y": an active past, not a headline's passive
        return f"{chosen.group('name')} was {verb}{words[chosen.end() :]}"
    return words


def dated_lines(text: str) -> str:
    """``text`` with each dated line said as a dated sentence, and each headline line said as a sentence."""
    out = []
    lines = text.split("\n")
    about: str | None = None  # the text's subject, read at its first dated line
    for line in lines:
        dated = _DATED.match(line) if _DATED_START.match(line) else None
        if dated and not (dated.group("bullet") or dated.group("end") or dated.group("separator").strip()):
            dated = None if _YEAR.fullmatch(dated.group("start")) else dated  # "1600 Pennsylvania Avenue …"
        if dated is None:
            if " to " in line:
                line = _LABELLED_FUTURE.sub(lambda found: found.group("label") + headline(found.group("rest")), line)
            bare = line.strip()
            if bare and bare[-1] not in '.!?:;,"”)' and len(bare.split()) <= 14 and re.match(_NAME, bare):
                read = headline(bare)
                line = f"{read}." if read != bare else line
            out.append(line)
            continue
        about = about or subject(lines)
        start, end, rest = dated.group("start"), dated.group("end"), dated.group("rest").strip().rstrip(".")
        if end and end[0].isdigit():
            opening = f"From {start} to {end}"
        elif end or re.match(r"[–—-](?:\s*:|\s)", line[dated.end("start") :]):  # "2020–: …", "2019– Head, …"
            opening = f"Since {start}"
        else:
            opening = f"In {start}"
        if about and re.match(r"[a-z]+(?:ed|en)\s+(?:by|in|at|to)\b", rest):  # "2012 — funded by the Orvel Trust"
            rest = f"{about} was {rest}"
        elif about and (role := re.fullmatch(r"(?P<role>[A-Z][a-z]+(?: [a-z]+){0,2}),\s+(?P<org>[^,]+)(?:,.*)?", rest)):
            told = said(role.group("org").strip(), role.group("role"), about)  # a CV's "2019– Head, Atlas project"
            rest = told[0].rstrip(".") if told else rest
        else:
            rest = headline(rest)
            role = re.search(r"\b(?:as\s+)?(?:the\s+)?(?P<role>[a-z]+)$", rest)  # "X named chair": of the subject
            if about and role and about not in rest and said(about, role.group("role"), "X"):
                rest = f"{rest} of {about}"
        out.append(f"{opening}, {rest[0].lower() + rest[1:] if rest.startswith('The ') else rest}.")
    return "\n".join(out)
