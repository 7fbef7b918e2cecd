"""MenatQA's facts said as text: each item's own question turned into a statement of its answer and time scope.

The ``walk-text`` arm of :func:`~c0lab.bench.temporal.runs.run_menatqa` ingests the same facts the ``walk`` arm
writes through the API, as a researcher would write them down: the question's words, its wh-phrase replaced by
the answer, its auxiliary folded into the verb's past tense (lemminflect, when installed), and the scope as the
data states it ("from Jan, 2008 to 2010", "in 1996"):

- "Which team did the player X belong to from 1996 to 1998?" → "The player X belonged to ANSWER from 1996 to 1998.";
- "Who was the spouse of X from 1967 to 1976?" → "ANSWER was the spouse of X from 1967 to 1976.";
- "X played for which team from …?" → "X played for ANSWER from ….";
- "Where was X educated from …?" → "X was educated at ANSWER from ….".

A question none of these turns is said plainly ("X: ANSWER, from 1996 to 1998.") and counted
(:attr:`Statement.plain`). Every other statement puts its scope first ("From 1996 to 1998, …"), so that a text
varies as people's do. :func:`texts` joins a subject's statements into one text (its timeline).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

from ...extract.inflect import past_tense
from .menatqa import _SCOPE, Item

__all__ = ["Statement", "statement", "texts"]

_AUX = {"did", "does", "do", "was", "were", "is", "are"}
_WH = {"which", "what", "who", "whom", "where", "when"}
_INNER_WH = re.compile(r"\b(?:which|what)\s+[a-z]+\b|\b(?:whom|what|who)\b(?=\s*$|\s+(?:from|in)\b)", re.I)
_PLACE = {"where": "at", "when": "in"}


@dataclass(frozen=True)
class Statement:
    """One item's fact as a sentence; ``plain`` when its question could not be turned."""

    subject: str
    text: str
    plain: bool = False


def _scope(item: Item) -> str:
    return f"in {item.start}" if item.start == item.end else f"from {item.start} to {item.end}"


def _clean(question: str) -> str:
    """The question without its time scope, its question mark, and with "X 's" written "X's"."""
    text = _SCOPE.sub(" ", question.strip().rstrip("?").strip())
    return " ".join(re.sub(r"\s+(['’]s)\b", r"\1", text).split())


def _span(text: str, subject: str) -> re.Match[str] | None:
    """Where ``subject`` stands in ``text``, commas allowed between its words ("Wellington, Somerset")."""
    words = subject.split()
    return re.search(r"[\s,]+".join(map(re.escape, words)) + r"\.?", text) if words else None


def _turn(item: Item) -> str | None:
    """The question's words as a statement of ``item.answer`` (no scope), or None when its grammar is not read."""
    text, answer = _clean(item.question), item.answer
    found = _span(text, item.subject)
    if found is None:
        return None
    subject, before, after = found.group(0), text[: found.start()].split(), text[found.end() :].split()
    if not before or before[0].lower() not in _WH:  # "X played for which team", "X was managed by whom"
        inner = list(_INNER_WH.finditer(text))
        if len(inner) != 1 or inner[0].start() < found.end():
            return None
        return f"{text[: inner[0].start()]}{answer}{text[inner[0].end() :]}"
    wh = before[0].lower()
    aux = next((place for place, word in enumerate(before) if word.lower() in _AUX), None)
    lead = before[aux + 1 :] if aux is not None else []
    if lead and all(word[0].isupper() for word in lead):  # the loader's subject lacks its first names
        subject, lead = " ".join([*lead, subject]), []
    object_ = f"{_PLACE[wh]} {answer}" if wh in _PLACE else answer
    if aux is not None and (not lead or (len(lead) == 2 and lead[0] == "the")) and after and after[0][0] != "'":
        # the wh-phrase is the object: "Which team did [the player] X belong to", "Where was X educated"
        if before[aux].lower() in {"did", "does", "do"}:
            verb = past_tense(after[0])
            return None if verb is None else " ".join([*lead, subject, verb, *after[1:], object_])
        return " ".join([*lead, subject, before[aux], *after, object_])
    if aux == 1 and lead[:4] == ["the", "name", "of", "the"] and after and past_tense(after[0]):
        # "What was the name of the employer X work for": the relative clause says the fact
        return " ".join([subject, str(past_tense(after[0])), *after[1:], answer])
    if aux is None or aux == 1:  # the wh-word is the subject: "Who was the spouse of X", "What operated X"
        rest = text[len(before[0]) :].strip()
        if wh in {"what", "which"} and aux == 1 and lead:  # "What was the operator of X" → "The operator of X was A"
            return f"{rest[len(before[1]) :].strip()} {before[1]} {answer}"
        if wh in {"who", "what"}:
            return f"{answer} {rest}"
    starts = next((place for place, word in enumerate(before[1:], 1) if _is_verb(word)), None)
    if wh in {"what", "which"} and starts is not None and (aux is None or starts <= aux):
        # "Which organization owned X", "What award was endowed to X": the wh-phrase is the subject
        return " ".join([answer, *before[starts:], text[found.start() :]])
    return None


def _is_verb(word: str) -> bool:
    """Whether ``word`` is an auxiliary or a verb's past form ("owned", "coached"), as the inflector knows them."""
    if word.lower() in _AUX:
        return True
    try:
        from lemminflect import getAllLemmas
    except ImportError:
        return False
    lemmas = getAllLemmas(word.lower()).get("VERB", ())
    return bool(lemmas) and word.lower() not in lemmas


def statement(item: Item, *, number: int = 0) -> Statement:
    """``item``'s fact as one sentence, its scope at the end (even ``number``) or first (odd)."""
    turned, scope = _turn(item), _scope(item)
    if turned is None:
        return Statement(item.subject, f"{item.subject}: {item.answer}, {scope}.", plain=True)
    turned = turned[0].upper() + turned[1:]
    if number % 2:
        return Statement(
            item.subject,
            f"{scope[0].upper()}{scope[1:]}, {turned[0].lower()}{turned[1:]}."
            if turned.split()[0].lower() == "the"
            else f"{scope[0].upper()}{scope[1:]}, {turned}.",
        )
    return Statement(item.subject, f"{turned} {scope}.")


def texts(items: list[Item]) -> tuple[list[str], int]:
    """One text per subject (its items' distinct statements, in the data's order) and how many were said plainly."""
    said: dict[str, dict[str, Statement]] = defaultdict(dict)
    for number, item in enumerate(items):
        if item.subject and item.answer:
            made = statement(item, number=number)
            said[item.subject.casefold()].setdefault(made.text, made)
    plain = sum(made.plain for group in said.values() for made in group.values())
    return [" ".join(group) for group in said.values()], plain
