"""A value said to have been left behind for another of its kind, in any order of the sentence.

"The Quill toolkit adopted the B licence in 2019, abandoning the A licence", "The Quill toolkit, once under the A
licence, has been under the B licence since 2019", "Orsk moved the Quill toolkit from the A licence to the B
licence", "The Quill toolkit's A licence gave way to the B licence": two values of one class noun (two licences),
one said with a word that it was left (:data:`_LEFT`) or gave way (:data:`_GAVE_WAY`) — the other, the nearest
one, took its place. Not a choice ("uses B rather than A", "B instead of A": nothing says A was ever held).
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import RelationLexicon
from .compound import POSSESSIVE
from .forms import VALUED, Change, class_noun
from .told import told_undone

__all__ = ["CHANGING", "displaced"]

Span = tuple[int, int, str]

CHANGING = "mov|switch|chang|migrat|shift|convert|transition"
"""Stems of the verbs that change a thing's value ("moved", "switched", "changed"), as a regex alternation."""
_LEFT = re.compile(
    rf"(?:\b(?:{CHANGING}|relicens|went|go)[a-z]*\s+(?:[^,;.]{{0,64}}?\s)?(?:from|off)"
    r"|\babandoning|\bdropping|\baway\s+from|\bafter\s+(?:[a-z]+\s+){0,2}?(?:years|months|decades)\s+(?:under|with|on)"
    r"|\b(?:once|formerly|previously)"
    r"(?:\s+(?:under|with|on))?|\bin\s+place\s+of|\breplacing|\bno\s+longer\s+(?:under|with|on))\s+(?:the\s+|its\s+)?$",
    re.IGNORECASE,
)
"""Words right before a value that say it was left ("abandoning the", "once under the", "moved … from / off the";
not any "from": "a licence derived from the A licence"); a finite verb ("T dropped the A licence for …") is
:func:`~c0lab.extract.clauses.given_up`'s, which reads its subject."""
_GAVE_WAY = re.compile(
    r"\s+(?:gave\s+way|made\s+way|yielded)\s+(?:to|for)\s+(?:the\s+)?"
    r"|\s+(?:was|were|had\s+been)\s+(?:replaced|superseded|succeeded)\s+by\s+(?:the\s+)?"
)
"""Words between a value and the one that took its place ("the A licence gave way to the B licence")."""


_OF = re.compile(r"\s+of\s+(?:the\s+)?")
"""What joins a value to its owner said after it ("the A licence of the T toolkit was replaced by …")."""
PLACED = re.compile(r"\b(?:to|from|at|in|into|onto)\s+(?:the\s+)?$", re.IGNORECASE)
"""What a place or a destination is said after ("moved from GitHub to Codeberg"): no owner of a value."""
_UNNAMED = re.compile(r"\b(?:its|their|his|her)\s+(?!licen[cs]e)[a-z]+")
"""A thing of the owner's said without its name ("Project Atlas moved its toolkit from …")."""


def _owned_thing(sentence: str, owner: Span, old_start: int) -> bool:
    """Whether the value is a thing's the owner has, said without its name: "X moved its toolkit from …", "X's
    toolkit moved from …", "the toolkit of X moved from …" (the value is the toolkit's, not X's)."""
    start, end, _ = owner
    return bool(
        _UNNAMED.search(sentence, end, max(old_start, end))
        or re.match(rf"{POSSESSIVE}\s+[a-z]", sentence[end:])
        or re.search(r"\bthe\s+[a-z]+\s+of\s+(?:the\s+)?$", sentence[:start])
    )


_RELATIVE = re.compile(r"\b(?:which|that|who|whom|whose)\b|;")
"""A relative clause or another clause between two places: what is said there is another name's."""


def _modifies(sentence: str, spans: list[Span], span: Span) -> bool:
    """Whether a name only tells of the name right before it ("the T toolkit at Project P", "T from P"), not an
    owner of its own."""
    return any(re.fullmatch(r"\s+(?:at|from|of)\s+(?:the\s+)?", sentence[end : span[0]]) for _, end, _ in spans)


def _clause_of(sentence: str, owner_end: int) -> int:
    """Where the owner's own words begin after its name: past a relative clause on the owner itself ("T, which was
    once under the A licence, …": T's), not on a person ("Lawyers at Orsk, who moved … away from A": the lawyers')."""
    own = re.match(r"\s?,\s+(?:which|that)\b", sentence[owner_end:])
    return owner_end + own.end() if own else owner_end


def displaced(sentence: str, spans: list[Span]) -> list[Change]:
    """The changes of value ``sentence`` states by leaving one value for another of its class (module docstring), a
    value one holds one at a time (:data:`~c0lab.extract.forms.VALUED`: a licence, a seat): each as the value of the
    last name before the old one that is of another class (else the first such name, said before the new value).

    The two values and their owner are one clause's: no other owner between the two values, no relative clause (but
    one on the owner: "T, which was once under the A licence, …") or semicolon between the owner and the old value
    or between a new value said first and the old one ("T uses the B licence, which changed from the A licence":
    B's change, not T's).
    """
    found = []
    for old_start, old_end, old in spans:
        noun = class_noun(old)
        if not noun or not RelationLexicon.asked_senses(noun) & VALUED:
            continue  # a value one has one at a time: a licence, a seat
        kin = sorted((abs(start - old_start), start, name) for start, _, name in spans if class_noun(name) == noun)
        kin = [one for one in kin if one[2] != old]
        if not kin:
            continue
        _, new_start, new = kin[0]  # the nearest other value ("… from A to B, and in 2021 to C": A gave way to B)
        left = _LEFT.search(sentence, 0, old_start)
        of = next((end for start, end, _ in spans if _OF.fullmatch(sentence, old_end, start)), old_end)  # "A of T"
        gave_way = new_start > of and _GAVE_WAY.fullmatch(sentence, of, new_start)
        if not (left and left.end() == old_start) and not gave_way or told_undone(sentence, (old, new)):
            continue  # not "Orsk denied that T, once under A, …"
        others = [span for span in spans if class_noun(span[2]) != noun]
        owners = [span for span in others if span[1] <= old_start] or [span for span in others if span[0] < new_start]
        owners = [span for span in owners if not _modifies(sentence, owners, span)]  # "T at P": T's, not P's
        owners = [span for span in owners if not PLACED.search(sentence, 0, span[0])]  # "moved from X to Y and from A"
        first, last = sorted((old_start, new_start))
        if (
            not owners
            or new_start < owners[-1][0]  # "T is under B, while V, once under A, …": B is T's
            or any(  # another owner's value; not an agent ("… was moved by Orsk to the B licence")
                first < span[0] < last and not re.search(r"\bby\s+(?:the\s+)?$", sentence[: span[0]])
                for span in others
                if span != owners[-1]
            )
            or _RELATIVE.search(sentence, _clause_of(sentence, owners[-1][1]), old_start)
            or (new_start < old_start and _RELATIVE.search(sentence, new_start, old_start))
            or _owned_thing(sentence, owners[-1], old_start)
        ):
            continue
        found.append(Change(owners[-1][2], noun.upper(), old, new))
    return found
