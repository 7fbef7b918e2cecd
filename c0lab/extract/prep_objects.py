"""Which names of a sentence stand as a preposition's object, and so are not its subject.

"In May 2018, in Vail, Colorado, Koch led a retreat": Vail and Colorado are where, Koch is who. "On the death of
his father, his mother returned to Llanfyllin, Wales, with Bulleid": no name is the subject (it is "his
mother"), so a later "he" keeps referring to the subject said before. A name is *governed* when

- the word right before it is a preposition (:data:`~c0lab.retrieval.lexicon.PREPOSITIONS` and the other
  closed-class ones, "during", "following" …; not "of": "the parents of Ada Roe were …" names the subject's own);
- it follows a governed name after a comma alone (a place and its region: "Vail, Colorado"; one region: the
  name after it is the clause's own), or ends a list of governed names after "and" or "or" ("exhibitions in
  Brussels, Paris and Turin");
- it ends a phrase that opens the sentence with a preposition ("After a stint with German club FSV Frankfurt,
  he returned …"; not "In 2019 Ada Roe joined …", where the name comes before the phrase's comma with words
  between).
"""

from __future__ import annotations

import re

from ..retrieval.event_ends import ENDING
from ..retrieval.lexicon import PREPOSITIONS
from .forms import subject_of
from .names import HEADING
from .predicates import finite

__all__ = ["by_whom", "sentence_subject", "ungoverned", "verb_follows"]

Span = tuple[int, int, str]

_PREPOSITION = frozenset(word.lower() for word in PREPOSITIONS) - {"of"} | frozenset(
    "during following upon within between among amongst since until throughout near".split()
)
_LAST_WORD = re.compile(r"(?:^|\s)(?P<word>[A-Za-z][a-z]*)\s+(?:the\s+)?$")
_FIRST_WORD = re.compile(rf"^(?:{HEADING})?(?P<word>[A-Za-z]+)\b")
"""The word opening a sentence, after its heading ("Career: After …")."""
_COMMA = re.compile(r"\s*,\s*")
_AND = re.compile(r"\s*,?\s+(?:and|or)\s+")


def ungoverned(sentence: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the names governed by a preposition (the module docstring), in their order.

    >>> sentence = "In 2018 , in Vail , Colorado , Koch led a retreat with Ada Roe ."
    >>> spans = [(13, 17, "Vail"), (20, 28, "Colorado"), (31, 35, "Koch"), (55, 62, "Ada Roe")]
    >>> [name for _, _, name in ungoverned(sentence, spans)]
    ['Koch']
    >>> sentence = "After a stint with club Orsk Town , Ada Roe returned ."
    >>> [name for _, _, name in ungoverned(sentence, [(24, 33, "Orsk Town"), (36, 43, "Ada Roe")])]
    ['Ada Roe']
    """
    opening = _FIRST_WORD.match(sentence)
    fronted = opening is not None and opening.group("word").lower() in _PREPOSITION
    comma = sentence.find(",")
    kept, object_of, governed, end = [], False, False, -1  # the name before: a preposition's object; governed
    for span in spans:
        start = span[0]
        before = _LAST_WORD.search(sentence[max(0, start - 40) : start])
        apposed = object_of and _COMMA.fullmatch(sentence[end:start]) is not None
        listed = governed and _AND.fullmatch(sentence[end:start]) is not None  # "in Brussels, Paris and Turin"
        object_of = before is not None and before.group("word").lower() in _PREPOSITION
        closing = fronted and comma >= span[1] and not sentence[span[1] : comma].strip()
        governed = object_of or apposed or listed or closing
        if not governed:
            kept.append(span)
        end = span[1]
    return kept


def sentence_subject(sentence: str, spans: list[Span], *, carried: bool) -> str | None:
    """The subject of ``sentence``: its first name no preposition governs (:func:`ungoverned`); when every name
    is governed, none (``carried``: a subject said before it, or the text's heading, goes on: "… his mother
    returned to Halden with Dahl"), unless nothing could go on ("Notes on the Kilbride Choir.": what a text
    with no heading is about)."""
    _, heading, rest = sentence.rpartition(": ")
    if heading and not re.search(r"(?<![\w-])[a-z]{2,}\b", rest):
        return None  # "Lee Nogan: Stadium ." (a text cut mid-sentence): a fragment says nothing, so is about nothing
    said = subject_of(sentence, ungoverned(sentence, spans))
    return said if said is not None or carried else subject_of(sentence, spans)


def verb_follows(sentence: str, end: int) -> bool:
    """Whether the name ending at ``end`` is followed by a finite verb (maybe after an adverb): a clause's subject."""
    words = [word for word in re.findall(r"[a-z]+", sentence[end : end + 30].split(",")[0]) if not word.endswith("ly")]
    return bool(words) and (finite(words[0]) or bool(ENDING.fullmatch(words[0])))


def by_whom(sentence: str, begin: int, names: list[Span]) -> list[Span]:
    """``names`` (a clause's, from ``begin``) without the possessor opening them after "by": "…; before that, by Vexa
    Corp's Bo Ek" is Bo Ek's doing, not his employer's."""
    opening = names[0] if len(names) > 1 else None
    if (
        opening
        and re.search(r"\bby\s+$", sentence[begin : opening[0]])
        and re.match(r"['’]s\s", sentence[opening[1] :])
    ):
        return names[1:]
    return names
