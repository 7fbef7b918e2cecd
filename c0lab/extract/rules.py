"""Rules both extractors share: cue words, relation types, and what a later statement says of an earlier one.

One set of general English rules, read by the offline extractor from the words and by the spaCy
extractor from the parse:

- **cues**: a correction cue (:data:`~c0lab.retrieval.corrections.CORRECTION_CUE`) where "actually" counts only
  as a discourse marker opening its sentence or clause ("Actually, X …", "…; actually X …"), not as
  emphasis inside one ("X actually grew"): :func:`correction_cue`. Succession, hand-over and ending verbs
  (:data:`SUCCEED`, :data:`TAKE_OVER`, :data:`HAND`, :data:`END`) as lemmas, and :func:`surface` forms
  of them for text without a parse;
- **relation types** (:func:`relation_type`): a predicate phrase's content words in UPPER_SNAKE_CASE,
  never concatenated cue or clause words: "is coached by" → ``COACHED_BY`` (the passive keeps its
  participle and "by", its subject the source), "has led" → ``LEAD`` from a lemma, "is the CEO of" →
  ``CEO_OF``; at most :data:`MAX_TYPE_WORDS` words, else no type;
- **statements over time** (:class:`Ledger`): a later document that states a *different value* for the
  same owner of a single-valued relation sense (:data:`SINGLE`: one leader, one operator, one seat, one
  licence at a time) ends the older value; a later document that says a different modifier of the same
  head noun for a name ("a ferry routing system", then "the fog harvesting system") is an uncued
  correction of that name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..retrieval.corrections import CORRECTION_CUE, EDITORIAL, EDITORIAL_TAG, WRONGLY_SAID
from ..retrieval.lexicon import SINGLE, RelationLexicon, post_word, single_owner

__all__ = [
    "BEFORE",
    "END",
    "HAND",
    "MAX_TYPE_WORDS",
    "SINGLE",
    "STINT",
    "SUCCEED",
    "TAKE_OVER",
    "THEN",
    "WRONGLY_SAID",
    "Ledger",
    "correction_cue",
    "editorial",
    "held_post",
    "relation_type",
    "role_of",
    "single_owner",
    "stint_senses",
    "surface",
]

SUCCEED = frozenset(["succeed", "replace", "follow", "supersede", "relieve"])
"""Verbs whose subject takes over from their object ("B succeeded A"; passive: "A was replaced by B")."""
TAKE_OVER = frozenset(["take", "assume", "inherit"])
"""Verbs that take over when they say "over", "the helm", "the reins" …, from the object of "from"."""
HAND = frozenset(["hand", "pass", "give", "turn"])
"""Verbs whose subject hands what it held to the object of "to" ("A handed the reins to B")."""
END = frozenset(["leave", "quit", "resign", "retire", "depart", "step", "exit", "graduate", "divorce"])
"""Verbs that end what their subject held ("step" only with "down" or "aside"; "graduating in 1984" ends
the attending the clause before it said)."""
STINT = frozenset(["join", "marry", "study"])
"""Relation senses their subject holds one at a time, one after another (a team, a spouse, a school): a stint
that starts ends the one before it (:func:`stint_senses`)."""
MAX_TYPE_WORDS = 4
THEN = re.compile(
    r"\b(?:since|from|after)\s+(?:then|that(?:\s+time)?)\b|\bthen\b|\b(?:that|the\s+same)\s+(?:year|month|day)\b"
)
"""A clause dated by the date said before it ("… and is led by B since then", "… stepped aside that year")."""
BEFORE = re.compile(r"\b(?:before|previously|earlier|until\s+then)\s*[.;,)]?\s*$")
"""A clause that ends at the date said before it ("… and under Y before")."""
EARLIER = r"before|earlier|previously|formerly"
"""A value said to have come before the others, alone in its bracket ("B (from 2021); A (before)")."""
PRIOR = (
    r"before\s+(?:th(?:at|en)|him|her|them)|before(?=,\s+(?:it|he|she|they|the|its|his|her|their|(?-i:[A-Z]))|$)"
    r"|previously|formerly|until\s+then|prior\s+to\s+that"
)
"""Words opening what held before the time said last ("Before that, …", "Before him, …", "…; previously …", "Before,
A led it"; not "Before, during and after …")."""
PRIOR_CLAUSE = re.compile(
    rf"^(?:(?:and|but)\s+)?(?:{PRIOR}|earlier\b)\b,?\s*"
    r"(?P<subject>(?:it|they|he|she|(?:versions?|releases?|editions?)(?:\s+of\s+it)?)\s+(?=(?:was|were|had|used|came|under|[a-z]+ed)\b))?",
    re.IGNORECASE,
)
"""A clause after another saying what held before it ("…; before that it was under A", "…; earlier versions under
A", "…; before him, A led it"), with the subject it may open with (the sentence's)."""

_IRREGULAR = {
    "take": "take|takes|took|taken|taking",
    "leave": "leave|leaves|left|leaving",
    "give": "give|gives|gave|given|giving",
    "quit": "quit|quits|quitting",
    "step": "step|steps|stepped|stepping",
}
_SKIP = frozenset(
    "a an the and or but is are was were be been being has have had its their this that his her also now "
    "still currently then just actually later since who which whose".split()
)
_CLAUSE_OPENING = re.compile(r"(?:^|[.;:!?(\u2014]|,\s*(?:but|and)?)\s*$")


def surface(lemmas: Iterable[str]) -> str:
    """A regular-expression alternation of the written forms of ``lemmas`` ("succeed" → succeeds, succeeded …)."""
    forms = []
    for lemma in sorted(lemmas):
        if lemma in _IRREGULAR:
            forms.append(_IRREGULAR[lemma])
            continue
        stem = lemma[:-1] if lemma.endswith("e") else lemma
        third = f"{lemma}es" if lemma.endswith(("s", "sh", "ch", "x")) else f"{lemma}s"
        forms.append(f"{lemma}|{third}|{stem}ed|{stem}ing")
    return "|".join(forms)


def correction_cue(sentence: str) -> re.Match[str] | None:
    """The first correction cue of ``sentence``; "actually" only where it opens the sentence or a clause; a capitalised
    cue word inside a name is none ("Harlan Correction Services", "Update Labs").

    >>> correction_cue("Actually, Kelmir develops a fog system.").group()
    'Actually'
    >>> correction_cue("Kelmir actually grew last year.") is None
    True
    >>> correction_cue("Harlan Correction Services is led by Dmitri Vos.") is None
    True
    """
    for match in CORRECTION_CUE.finditer(sentence):
        if match.group() in _NAMING_CUES and (
            _IN_NAME.search(sentence[: match.start()]) or _NAME_GOES_ON.match(sentence, match.end())
        ):
            continue  # "Harlan Correction Services": a word of a name
        if match.group().lower() in ("wrong", "mistaken") and (
            _JUDGED.search(sentence[: match.start()]) or re.match(r"\s+to\s+[a-z]", sentence[match.end() :])
        ):
            continue  # "the referee's decision was wrong", "X was wrong to bench him": a deed judged, no text's error
        if match.group().lower() != "actually" or _CLAUSE_OPENING.search(sentence[: match.start()]):
            return match
    return None


_JUDGED = re.compile(
    r"\b(?:decision|call|plan|move|choice|strategy|policy|approach|idea|pricing|tactics?|ruling|verdict|penalty|bet"
    r"|timing|selection|signing|sacking|appointment|merger|deal|cuts?|reform|budget|campaign|war|invasion|vote)s?"
    r"(?:['’]s)?\s+(?:was|were|is|are|had\s+been|has\s+been)\s+(?:(?:\w+ly|all|so|very)\s+)?$",
    re.IGNORECASE,
)
"""A deed or a choice right before "was (plainly) wrong" / "mistaken" ("the referee's decision was wrong", "the
pricing was wrong"): a judgement of what someone did, not a cue that a statement erred ("an earlier report was
wrong", "the entries were wrong", "our source was mistaken", "I was wrong" stay cues)."""


_NAMING_CUES = frozenset(["Correction", "Corrections", "Update", "Updates", "Erratum", "Errata", "Corrigendum"])
"""Cue words that are nouns, and so may be words of a name when capitalised beside another ("Correction Unit")."""
_IN_NAME = re.compile(r"[A-Z][\w'’-]*\s+$")
"""A capitalised word right before a cue: the cue, capitalised too, is a word of a name ("Harlan Correction …")."""
_NAME_GOES_ON = re.compile(r"\s+[A-Z][a-z]")
"""A capitalised word right after a cue: the cue, capitalised too, opens a name ("Correction Unit", "Update Labs")."""


def editorial(sentence: str) -> tuple[str, bool]:
    """``sentence`` without its bracketed editorial tags ("[Revised]", "[Updated]": a mark on the text, never a
    name), and whether it is an editorial note about the text itself (:data:`~c0lab.retrieval.corrections.EDITORIAL`:
    a tag, "the description of X has been amended", "an earlier version of this article said …").

    >>> editorial("[Revised] Kelmir develops a fog system.")
    ('Kelmir develops a fog system.', True)
    >>> editorial("Kelmir was revised in 2001.")
    ('Kelmir was revised in 2001.', False)
    """
    untagged = " ".join(EDITORIAL_TAG.sub(" ", sentence).split())
    return untagged, untagged != " ".join(sentence.split()) or EDITORIAL.search(sentence) is not None


_PLACE_KINDS = frozenset(["city", "town", "village", "county", "province", "region", "district", "island"])
"""The kind of a place named after "in the … of" ("in the city of Tarvo"), which says where, not another tie."""


def relation_type(words: Iterable[str], *, passive: bool = False) -> str | None:
    """The relation type of a predicate phrase's words (in order; auxiliaries and articles dropped), or None.

    A passive phrase ends in BY; more than :data:`MAX_TYPE_WORDS` content words, or none, is no type.

    >>> relation_type(["is", "coached", "by"]), relation_type(["coached"], passive=True)
    ('COACHED_BY', 'COACHED_BY')
    >>> relation_type(["is", "the", "CEO", "of"]), relation_type(["has", "led"])
    ('CEO_OF', 'LED')
    >>> relation_type(["is", "located", "in", "the", "city", "of"])
    'LOCATED_IN'
    """
    kept = [
        re.sub(r"^re-(?=[a-z]{3})", "", word.lower())  # "re-released" is the tie "released" says, again
        for word in words
        if re.fullmatch(r"[A-Za-z][A-Za-z-]*", word) and word.lower() not in _SKIP
    ]
    kept = [word for number, word in enumerate(kept) if number == 0 or word != kept[number - 1]]
    if len(kept) > 2 and kept[-1] == "of" and kept[-2] in _PLACE_KINDS and kept[-3] in ("in", "at", "to", "near", "of"):
        kept = kept[:-2]  # "based in the city of Tarvo": in Tarvo; "mayor of the town of Ello": of Ello
    if passive and (not kept or kept[-1] != "by"):
        kept.append("by")
    if not kept or len(kept) > MAX_TYPE_WORDS or kept == ["by"]:
        return None
    return "_".join(kept).replace("-", "_").upper()


def stint_senses(kind: str) -> frozenset[str]:
    """The one-at-a-time senses (:data:`STINT`) of a relation type whose subject holds its value ("PLAYED_FOR",
    "MARRIED", "ATTENDED"; not a passive "X COACHED_BY Y", whose object holds it).

    >>> sorted(stint_senses("SIGNED_FOR")), sorted(stint_senses("LED_BY"))
    (['join'], [])
    """
    if kind.endswith("_BY"):
        return frozenset()
    return frozenset(RelationLexicon.type_senses(kind) & STINT)


def _post_key(owned: tuple[str, str], kind: str, mark: str) -> tuple[str, str]:
    """The ledger's key of a single-valued value: (its owner, "sense" + ``mark`` + its post word or nothing); a key
    of a memory written before posts ("lead") pools as one of no post."""
    return owned[0].casefold(), f"{owned[1]}{mark}{post_word(kind) or ''}"


def _pooled(said: str, other: str, mark: str) -> bool:
    """Whether two keys' values may end one another: the same sense, and the same post or one of them none ("led
    by" and a captain do; a captain and a chair do not)."""
    sense, _, post = said.partition(mark)
    other_sense, _, other_post = other.partition(mark)
    return sense == other_sense and (post == other_post or not post or not other_post)


def role_of(kind: str, source: str, target: str) -> tuple[str, str, str] | None:
    """(owner key, the ledger's sense and post key, the value) of a value of a single-valued role, not of a place
    ("X LED_BY B": ("x", "lead/", "B")); None for any other relation."""
    owned = single_owner(kind, source, target)
    if owned is None or owned[1] == "locate":
        return None
    owner, said = _post_key(owned, kind, "/")
    return owner, said, target if owned[0] == source else source


@dataclass
class Ledger:
    """What earlier documents stated, kept by one extractor (so per memory) to read later documents against.

    ``values``: (name key, head noun) → (modifiers said, time); ``held``: (owner key, sense) →
    (the value's name, the relation's source, target, time).
    """

    values: dict[tuple[str, str], tuple[str, int]] = field(default_factory=dict)
    held: dict[tuple[str, str], tuple[str, str, str, int]] = field(default_factory=dict)
    stints: dict[tuple[str, str], list[list[Any]]] = field(default_factory=dict)
    """(owner key, single-valued sense) → [value, source, target, start, end or None] for each value stated with
    a start, whatever its verb (:meth:`stint`)."""

    def state(self) -> dict[str, list[list[object]]]:
        """What it holds, as JSON-able lists (:meth:`restore` reads them back)."""
        return {
            "values": [[*key, *value] for key, value in self.values.items()],
            "held": [[*key, *value] for key, value in self.held.items()],
            "stints": [[*key, *row] for key, rows in self.stints.items() for row in rows],
        }

    def single(self) -> int:
        """A mark of its one-valued entries (what ends an older value): it changes when one is written."""
        return hash(tuple((key, value) for key, value in self.held.items() if ":" in key[1]))

    def restore(self, state: dict[str, list[list[object]]]) -> None:
        """Read back what :meth:`state` wrote (rows of another shape are skipped)."""
        for row in state.get("values", []):
            if len(row) == 4:
                self.values[(str(row[0]), str(row[1]))] = (str(row[2]), int(str(row[3])))
        for row in state.get("held", []):
            if len(row) == 6:
                self.held[(str(row[0]), str(row[1]))] = (str(row[2]), str(row[3]), str(row[4]), int(str(row[5])))
        for row in state.get("stints", []):
            if len(row) == 7 and isinstance(row[5], int) and (row[6] is None or isinstance(row[6], int)):
                self.stints.setdefault((str(row[0]), str(row[1])), []).append([*map(str, row[2:5]), row[5], row[6]])

    def stint(
        self, kind: str, source: str, target: str, *, start: int, end: int | None = None
    ) -> tuple[list[tuple[str, str, int]], int | None]:
        """Record a value of a single-valued relation stated with a ``start`` (and maybe an ``end``), in valid
        time whatever the order the texts tell it in and whatever the verb ("directed by" A since 2015, later
        "B became its coordinator in 2020"): a different value begun after it ends the latest open one begun
        before it, and it ends where the next one stated begins.

        Returns (the (source, target, moment) of each older value it ends, the moment it ends itself or None).
        """
        owned = single_owner(kind, source, target)
        if owned is None:
            return [], None
        value = target if owned[0] == source else source
        key = _post_key(owned, kind, "/")
        rows = self.stints.setdefault(key, [])
        others = [row for row in self._pool(key) if row[0].casefold() != value.casefold()]
        ends = []
        earlier = [row for row in others if row[3] < start and row[4] is None]
        if earlier:
            latest = max(earlier, key=lambda row: row[3])
            ends.append((latest[1], latest[2], start))
            latest[4] = start
        later = [row[3] for row in others if row[3] > start]
        until = min(later) if later and (end is None or end > min(later)) else None
        rows.append([value, source, target, start, until if until is not None else end])
        return ends, until

    def forget(self, kind: str, source: str, target: str) -> None:
        """Take back a value recorded under ``kind`` between ``source`` and ``target`` (its stints and its latest
        holding): the sentence's later reading found it another type ("vice chairman of X", first read CHAIRMAN_OF)."""
        owned = single_owner(kind, source, target)
        if owned is None:
            return
        stints = _post_key(owned, kind, "/")
        self.stints[stints] = [row for row in self.stints.get(stints, []) if (row[1], row[2]) != (source, target)]
        held = _post_key(owned, kind, ":")
        if held in self.held and self.held[held][1:3] == (source, target):
            del self.held[held]

    def later_start(self, kind: str, source: str, target: str, *, start: int | None) -> bool:
        """Whether another value of this single-valued relation was stated to begin after ``start``: then a
        later text restating an earlier one ends nothing (:meth:`stint` has put both in order)."""
        owned = single_owner(kind, source, target)
        if owned is None or start is None:
            return False
        value = target if owned[0] == source else source
        rows = self._pool(_post_key(owned, kind, "/"))
        return any(row[3] > start and row[0].casefold() != value.casefold() for row in rows)

    def _pool(self, key: tuple[str, str]) -> list[list[Any]]:
        """The stints one of ``key`` may end or be ended by: a post's own and those of no post ("led by"); with no
        post, every stint of the sense (a club's captain and chair end neither the other)."""
        owner, said = key
        return [
            row
            for (holder, other), rows in self.stints.items()
            if holder == owner and _pooled(said, other, "/")
            for row in rows
        ]

    def holding(self, name: str) -> list[tuple[str, str]]:
        """The (source, target) of each single-valued role earlier texts left ``name`` holding (its latest value
        there): what "A retired in 2019" ends when this text states no role of A."""
        key = name.casefold()
        return [
            (source, target)
            for (_, sense), (value, source, target, _) in self.held.items()
            if ":" in sense and value.casefold() == key
        ]

    def said(self, name: str, head: str, value: str, *, at: int) -> bool:
        """Record that ``name``'s ``head`` is ``value`` as of ``at``; True when an earlier document said another."""
        key = (name.casefold(), head.casefold())
        before = self.values.get(key)
        if before is not None and before[1] > at:
            return False
        self.values[key] = (value, at)
        return before is not None and before[0] != value and before[1] < at

    def _latest(self, key: tuple[str, str]) -> tuple[str, str, str, int] | None:
        """The latest value held under ``key`` (owner, "sense:post") or one of no post ("sense:"); for a key of no
        post, under any post of the sense (as :meth:`_pool` pools stints)."""
        owner, said = key
        found = [
            held
            for (holder, other), held in self.held.items()
            if holder == owner and ":" in other and _pooled(said, other, ":")
        ]
        return max(found, key=lambda held: held[3]) if found else None

    def stated(
        self,
        kind: str,
        source: str,
        target: str,
        *,
        at: int,
        ended: bool = False,
        corrects: bool = False,
        beside: bool = False,
    ) -> tuple[str, str] | None:
        """Record a relation stated at ``at``; the (source, target) of the older value it ends, if any.

        A relation stated with an end (``ended``: "led it from 2013 to 2018") is history, not a new value.
        In a correction (``corrects``) any type is read as single-valued for its source. One told ``beside`` the
        older value ("B also chairs X") leaves that value the one a later statement ends.
        """
        if ended:
            return None
        owned = single_owner(kind, source, target)
        keys = [(source.casefold(), kind)]
        if owned is not None:  # one value per owner and sense, whatever the verb: "B heads X" ends "A directs X";
            keys.insert(0, _post_key(owned, kind, ":"))  # one per post of it: a captain and a chair are two
        value = target if owned is None or owned[0] == source else source
        ends = None
        for number, key in enumerate(keys):
            before = self.held.get(key)
            if before is not None and before[3] > at:
                continue
            if number == 0 and owned is not None:  # a post's value ends a leader's of no post, and the other way
                before = self._latest(key) or before
            if not (beside and before is not None and before[0].casefold() != value.casefold()):
                self.held[key] = (value, source, target, at)
            asked = owned is not None if number == 0 and owned is not None else corrects
            if (
                ends is None
                and asked
                and before is not None
                and before[0].casefold() != value.casefold()
                and before[3] < at
            ):
                ends = (before[1], before[2])
        return ends


def held_post(kind: str, source: str, target: str) -> tuple[str, str] | None:
    """:func:`single_owner`, and a lead or head said "on" or "at" a thing ("B was your lead on X": X, ``lead``): who
    held what a later hand-over passes on ("a director at X" is one of many, no such post)."""
    words = kind.split("_")
    if words[-1] in ("ON", "AT") and words[:-1] in (["LEAD"], ["HEAD"]):
        return target, "lead"
    return single_owner(kind, source, target)
