"""Corrections a text tells, sentence by sentence: an editorial note ("[Correction: in an earlier episode we said
that X builds a lidar system.", "Errata to the previous release notes: the project description was wrong.") opens
a correction that the sentences after it extend ("It actually builds a kelp farming system."); a correction cue
opens one of the first name its sentence says, and a cue with no name goes on with the text's last correction ("…
calls X a lidar project. That is mistaken; it develops …"), or, said by one correcting themselves, corrects the
text's subject its pronoun stands for ("Let me correct that: it develops …"); a sentence saying only that an earlier
one erred ("We made a mistake earlier.") corrects the thing the next sentence names (none, when it names none); a
later, different value of a name's attribute is one with no cue.

A note's heading names no thing corrected ("Errata to the previous release notes: …"): the correction is of the
first name the next sentences say ("Project Lumshalum develops a peat carbon system").
"""

from __future__ import annotations

import re

from ..retrieval.corrections import SELF_CORRECTING, WRONG_CUE
from .types import Correction

__all__ = ["note_correction", "settled"]

_NOTE_HEADING = re.compile(
    r"^(?:errat(?:um|a)|corrigend(?:um|a)|corrections?|clarifications?|updates?|editor'?s\s+note|notes?|minutes"
    r"|talk\s+page|slide)\b",
    re.IGNORECASE,
)
"""The heading of an editorial note or of the document it is in, no name of a thing ("Errata to the previous release
notes", "Minutes of the previous meeting", "Talk page")."""


def note_correction(
    corrections: list[Correction],
    noting: int | None,
    *,
    names: list[str],
    said: str,
    cue: bool,
    note: bool,
    about: str | None,
    changed: list[str],
) -> int | None:
    """Add to ``corrections`` what the sentence ``said`` (its ``names``; ``cue``: it says a correction, ``note``: an
    editorial note; ``about``: the text's subject then; ``changed``: names of which it says a different value) tells
    (the module docstring); the correction its note opened (``noting``), for the sentences after it."""
    names = [name for name in names if not _NOTE_HEADING.match(name) and not _placed(name, said)]  # "Talk page"
    kept = corrections[noting] if noting is not None else None
    if noting is not None and kept is not None and not kept.name and not names:  # a note that named nothing yet
        if cue:  # "Erratum. 'A' should have read 'B'. X …": it goes on to the name said next
            corrections[noting] = Correction("", f"{kept.text} {said}")
            return noting
        return None  # "We made a mistake earlier. Sorry.": no thing said next
    headed = kept is not None and (not kept.name or _NOTE_HEADING.match(kept.name) is not None)
    if kept is not None and noting is not None and (not names or kept.name in names or headed):
        name = _first_said(names, said) if headed and names else kept.name  # "Errata …: … was wrong. Project L …"
        corrections[noting] = Correction(name, f"{kept.text} {said}")
        return noting
    if cue and not names and corrections:  # "… calls X a lidar project. That is mistaken; it develops …"
        corrections[-1] = Correction(corrections[-1].name, f"{corrections[-1].text} {said}")
        return noting
    if cue and not names and about and _SELF_CORRECTED.search(said):
        corrections.append(Correction(about, said))  # "A: Let me correct that: it develops …"
        return None
    if cue and not names and WRONG_CUE.search(said):  # "I need to correct my earlier answer."
        corrections.append(Correction("", said))  # of the first name said next (:func:`settled`)
        return len(corrections) - 1
    if (cue or note) and (names or note and about):  # the first name is what it corrects ("[Revised] X …" too)
        corrections.append(Correction(_first_said(names, said) if names else str(about), said))
        return len(corrections) - 1 if note else None  # an editorial note governs what follows
    if changed:  # a later, different value of a name's attribute: a correction with no cue
        corrections.append(Correction(changed[0], said))
    return noting


_SELF_CORRECTED = re.compile(rf"\b(?:{SELF_CORRECTING})\b.*\b(?:it|its|they|their)\b", re.IGNORECASE)
"""One who spoke correcting themselves, then a pronoun for the text's subject ("Let me correct that: it develops …")."""
_PLACED = re.compile(r"\b(?:added|posted|placed|attached|appended|pinned|displayed)\s+(?:to|on|at|in|under|beside)\s+$")
"""Where a note was put, before the name of that place ("Clarification added to Stop 12:")."""


def _first_said(names: list[str], said: str) -> str:
    """The name a correction is of: the first ``said`` names, by its whole or its last word ("An earlier version said
    Keld Hall was designed by Ines Varga": Keld Hall; "Ferro left the Guild of Masons …": Ada Ferro), a name of more
    than one word first (a one-word name is as often a short one of another)."""

    def place(name: str) -> int:
        found = said.find(name) if name in said else said.find(name.split()[-1])
        return found % (len(said) + 1) + (0 if " " in name else len(said) + 1)

    return min(names, key=place)


def _placed(name: str, said: str) -> bool:
    """Whether a note names ``name`` only as the numbered place it was put, before its colon ("Clarification added to
    Stop 12: the display text was in error."): no thing it corrects (not "Correction appended to X: …")."""
    heading, colon, rest = said.partition(":")
    place = heading.find(name)
    return (
        bool(colon)
        and _NOTE_HEADING.match(heading) is not None
        and place > 0
        and _PLACED.search(heading, 0, place) is not None
        and re.match(r"\s*\d", heading[place + len(name) :]) is not None  # "Stop 12", "Slide 4": a numbered place
        and name not in rest
    )


def settled(corrections: list[Correction]) -> list[Correction]:
    """``corrections`` without those opened by a sentence saying only that an earlier one erred, which no sentence
    after it named the thing of."""
    return [correction for correction in corrections if correction.name]
