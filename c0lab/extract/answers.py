"""An interview's answer said with its question: "Q: Who runs the Wren Observatory?" / "A: Ada Kell, since 2019."
is "Ada Kell runs the Wren Observatory, since 2019."; "Q: Where is X based?" / "A: In Dunmore." is "X is based in
Dunmore."

A question line ("Q:", "Question:", "Interviewer:" or any line ending in "?") asking *who* does something to a name
("Who leads/funds/runs X?") or *where* a name is ("Where is X based/located/headquartered?") lends its words to the
next line when that line answers with a name (after an optional "A:" or a speaker's "Name:" turn): the answer's
name takes the question's "who", or its place the question's "where". A who-answer is a name only when it has two
capitalised words or is said elsewhere in the text, and never a word that names nobody ("Unknown", "Nobody",
"None", "Not sure"). Other questions and answers pass as written.
"""

from __future__ import annotations

import re

from .names import _NO_NOUN, QUANTIFIERS, UPPER

__all__ = ["answered"]

_NAME = rf"[{UPPER}][\w'’&-]*(?:\s+(?:of\s+|the\s+)?[{UPPER}][\w'’&-]*)*"
_WHO = re.compile(
    rf"\b[Ww]ho(?:\s+|['’])(?P<verb>(?:now\s+|currently\s+)?[a-z]+s|(?:is|s|was)\s+(?:now\s+)?(?:[a-z]+ing|behind))"
    rf"\s+(?P<object>(?:the\s+)?{_NAME})(?P<rest>[^?]*)\?\s*$"
)
_WHERE = re.compile(rf"\bWhere\s+is\s+(?P<object>(?:the\s+)?{_NAME})\s+(?P<verb>[a-z]+ed)\s*\?\s*$")
_ANSWER = re.compile(rf"^(?P<label>\s*(?:A\s*[:.]|Answer\s*:|{_NAME}\s*:)?\s*)(?P<answer>.*)$")
_PLACE = re.compile(rf"^(?:In|At)\s+(?P<place>{_NAME})(?P<rest>.*)$")
_WHO_ANSWER = re.compile(rf"^(?:The\s+)?(?P<name>{_NAME})(?P<rest>(?:[,.;]|\s+(?:since|from|until)\b).*|)$")
_NOBODY = (
    frozenset(
        "nobody noone unknown unclear uncertain unsure not no nothing nor someone somebody anyone anybody everyone "
        "everybody yes maybe perhaps possibly probably dunno n/a tbd tba vacant".split()
    )
    | _NO_NOUN
    | QUANTIFIERS
)
"""Words that answer "who?" with no one's name."""


def _a_name(name: str, text: str) -> bool:
    """Whether an answer's capitalised run is a name: two words or more, or a word the text says elsewhere too,
    and opening with no word that names nobody."""
    words = name.split()
    if words[0].lower() in _NOBODY:
        return False
    return len(words) > 1 or len(re.findall(rf"(?<![\w]){re.escape(name)}(?![\w])", text)) > 1


def answered(text: str) -> str:
    """``text`` with each answer to a who- or where-question said with the question's words (see the module)."""
    if "?" not in text:
        return text
    lines = text.split("\n")
    for number in range(1, len(lines)):
        question = lines[number - 1]
        who, where = _WHO.search(question), _WHERE.search(question)
        if not (who or where) or lines[number].rstrip().endswith("?"):
            continue
        found = _ANSWER.match(lines[number])
        answer = found.group("answer").strip() if found else ""
        if who and (named := _WHO_ANSWER.match(answer)) and _a_name(named.group("name"), text):
            rest = named.group("rest").rstrip(".")
            verb = re.sub(r"^s\b", "is", who.group("verb"))  # "Who's running X?"
            lines[number] = f"{named.group('name')} {verb} {who.group('object')}{rest}."
        elif where and (place := _PLACE.match(answer)):
            rest = place.group("rest").rstrip(".")
            lines[number] = f"{where.group('object')} is {where.group('verb')} in {place.group('place')}{rest}."
    return "\n".join(lines)
