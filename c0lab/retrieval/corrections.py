"""Correction notes: which later patches correct a concept's description, and the note a context gives one.

A patch corrects a description when it says so (:data:`CORRECTION_CUE`) or restates it with other words in
places; a line of context that names a concept corrected after the line was recorded gets the note
``[NAME corrected DAY: the correction]``.
"""

from __future__ import annotations

import re

from .._time import BEGINNING, format_time
from ..index.keyword import tokenize, whole_words
from ..model.records import Version
from .render import one_line

__all__ = [
    "CORRECTION",
    "CORRECTION_CUE",
    "EDITORIAL",
    "EDITORIAL_TAG",
    "SELF_CORRECTING",
    "WRONGLY_SAID",
    "WRONG_CUE",
    "corrected_day",
    "corrected_note",
    "correction_notes",
    "corrections",
    "denies",
    "recorded_in_error",
]

CORRECTION = "correction"
"""The ``reason`` of a patch that ingestion wrote for a correction its extractor read (cued or not)."""

_TEXT = (
    r"(?:article|story|report|entry|description|text|record|note|page|post|item|statement|piece|account|listing"
    r"|profile|summary|paragraph|sentence|caption|headline)"
)
_EDITED = r"(?:amended|revised|corrected|updated|edited|changed|clarified|fixed|rectified|retracted|withdrawn)"
_MIS = (
    r"mis(?:stated|reported|described|identified|named|labell?ed|attributed|quoted|spelt|spelled|characteri[sz]ed"
    r"|spoke|spoken)"
)
_SAYING = r"(?:stated|said|described|reported|listed|given|named|identified|attributed|written|called|labell?ed|shown)"
EDITORIAL_TAG = re.compile(
    rf"\[\s*(?:{_EDITED}|correction|corrections|update|updates|clarification|erratum|errata|corrigendum"
    r"|editor'?s\s+note|note)\s*\]|\(\s*(?:corrected|correction)\s*\)",
    re.IGNORECASE,
)
"""A bracketed editorial tag ("[Revised]", "[Updated]", "[Corrected]", "[Editor's note]"): a mark on the text,
never a name."""
_SAID_WRONGLY = (
    rf"\b(?:incorrectly|erroneously|wrongly|mistakenly|inaccurately|falsely)\s+(?:\w+\s+)?{_SAYING}\b|\b{_MIS}\b"
)
"""Saying that something was said wrongly ("was incorrectly reported", "we misstated"): an editorial note, and what
it tells of the earlier text is no fact (:data:`WRONGLY_SAID`)."""
EDITORIAL = re.compile(
    rf"{EDITORIAL_TAG.pattern}"
    r"|\[\s*(?:corrections?|updates?|clarifications?|errat(?:um|a)|corrigend(?:um|a)|editor'?s\s+note|note)\s*:"
    r"|\bfor\s+['‘\"][^'’\"]{1,60}['’\"]\s*,?\s+read\s+['‘\"]"
    rf"|\b(?:this|the|these|an?|our|its|their)\s+(?:[\w'-]+\s+){{0,3}}?{_TEXT}s?\b[^.;:]{{0,80}}?"
    rf"\b(?:has|have|had|was|were|is|are)\s+(?:(?:since|now|just|recently)\s+)?(?:been\s+)?{_EDITED}\b"
    rf"|\b(?:earlier|previous|prior|original|older)\s+(?:versions?|editions?|drafts?)\s+of\s+(?:this|the|our)\s+{_TEXT}"
    rf"|\b(?:earlier|previous|prior|original|older)\s+(?:versions?|editions?|drafts?)\b[^.;:]{{0,40}}?\b{_SAYING}\b"
    rf"|{_SAID_WRONGLY}"
    rf"|\bas\s+(?:was\s+)?(?:previously|earlier|originally|first|once|wrongly|incorrectly)\s+{_SAYING}\b"
    r"|\bshould\s+have\s+(?:read|said|stated|been\s+(?:given|listed|named))\b"
    r"|\b(?:errat(?:um|a)|corrigend(?:um|a)|erroneous|incorrect|inaccurate|in\s+error)\b"
    rf"|\b(?:an?|my|our)\s+(?:error|mistake)\s+(?:on|in)\s+(?:this|the|our|my)\s+{_TEXT}\b",  # "an error on this page"
    re.IGNORECASE,
)
"""An editorial note about the text itself, as editors write one: a bracketed tag ("[Correction: …", "(corrected)"),
"the description of X has been amended", an erratum's "for 'A' read 'B'", "an earlier version
of this article said …", "we misstated …", "was incorrectly reported", "as previously stated", "should have read",
an erratum, "this was erroneous". What it says governs the sentences after it."""
SELF_CORRECTING = (
    r"(?:let\s+(?:me|us)|(?:I|we)\s+(?:should|must|(?:need|want|have|would\s+like)\s+to))\s+(?:correct|clarify|amend)"
    r"|correct\s+(?:my|our)\s+(?:own\s+)?(?:earlier|previous|prior|last)"
    r"|(?:^|(?<=[.!?:]\s))(?:(?:ugh|oh|ok|okay|so|sorry|oops|please|pls)\s*[,!.–—-]?\s+)?(?:please\s+)?"
    r"(?:ignore|disregard)\s+(?:what\s+(?:I|we)\s+(?:just\s+)?(?:said|wrote|posted|sent)"
    r"|(?:my|our)\s+(?:earlier|previous|prior|last)\s+(?:message|post|comment|note|e-?mail|reply|answer))"
)
"""One who spoke correcting what they said ("Let me correct that: it …", "I need to correct my earlier answer", "ignore
what I said before", "disregard my last message")."""
_ERRED = (
    r"(?:I|we)(?:['’]ve|\s+have)?\s+(?:made|make)\s+(?:an?\s+)?(?:error|mistake)"
    r"|(?:^|(?<=[.!?:]\s))(?:(?:sorry|oops|no|ok|okay|well)\s*[,!.–—-]?\s+)?(?:(?:my|our)\s+(?:mistake|error|bad)"
    r"|scratch\s+that|(?:that|this|it)(?:['’]s|\s+is|\s+was|\s+isn['’]t)\s+(?:not\s+)?(?:right|correct))"
    r"(?=\s*[.;,:!?–—-])(?!\s*['’\"])"
    r"|(?:apologi[sz]e|sorry)\s+for\s+(?:the|this|that|our|my"
    r"|an?)\s+(?:error|mistake)|(?:this|that)\s+(?:was|is)\s+(?:an?\s+)?(?:error|mistake)(?=\s*[.;,:!?])|retraction(?=\s*:)"
    rf"|(?:I|we)\s+retract|(?:is|was|are|were|been)\s+retracted|{SELF_CORRECTING}"
    r"|not\b[^.;!?]{1,80}?\bafter\s+all(?!\s+\w)"
)
"""Words that say an earlier statement erred, said by who made it ("we made a mistake earlier", "we've made an error",
"my mistake:", "scratch that", "that's not right.", "we apologise for the error", "this was an error", "Retraction:",
"I need to correct my earlier answer", "X is not building A after all");
not an error told of others ("the pilot made an error on approach", "its rivals called the move a mistake")."""
WRONGLY_SAID = re.compile(
    rf"\b(?:earlier|previous|prior|original|older)\s+(?:versions?|editions?|drafts?)\s+of\s+(?:this|the|our)\s+{_TEXT}s?\b"
    r"[^.;:]{0,40}?\b(?:said|stated|reported|described|listed|named|gave|called|identified)\b"
    rf"|{_SAID_WRONGLY}"
    r"|\bretraction\s*:.*?\b(?:we|I)\s+(?:wrote|said|reported|stated)\b",
    re.IGNORECASE,
)
"""A sentence telling what was wrongly said before ("An earlier version of this article said X was designed by A", "we
wrongly reported that …", "Retraction: in our last issue we wrote that …"): what it tells is the error, no fact."""
CORRECTION_CUE = re.compile(
    r"\b(?:actually|correction|corrected|clarification(?=\s*:)|in\s+fact|rather\s+than|no\s+longer|instead|update"
    r"|wrong|mistaken"
    rf"|not\s+(?:a|an|the)?\s*[\w' -]{{1,40}}?,?\s+but|{_ERRED})\b"
    r"|(?P<head>[a-z]+),\s+not\s+(?:a|an|the)\s+[^,.;:!?]{1,40}?\b(?:(?P=head)|one)[.;!?]?$"
    rf"|{EDITORIAL.pattern}",
    re.IGNORECASE,
)
"""General English that says a statement corrects an earlier one ("actually", "correction:", "in fact",
"rather than", "no longer", "not X but Y", a sentence closed by a contrast of its noun ("… a B system, not a C
system", "…, not a C one"), "update", :data:`_ERRED` …, and an
:data:`EDITORIAL` note): how ingestion tells a correction from a statement."""
_ERROR_WORDS = (
    r"wrong|wrongly|mistaken|mistakenly|erratum|erroneous|erroneously|incorrect|incorrectly|inaccurate|inaccurately"
    rf"|in\s+error|corrigendum|{_MIS}|{_ERRED}|should\s+have\s+(?:read|said|stated)"
)
"""Words that say an earlier statement was an error outright, whoever tells it: :data:`WRONG_CUE`'s and
:func:`recorded_in_error`'s."""
WRONG_CUE = re.compile(rf"\b(?:actually|correction|corrected|in\s+fact|a\s+mistake|{_ERROR_WORDS})\b", re.IGNORECASE)
"""The cues of :data:`CORRECTION_CUE` that say an earlier statement was *wrong*, not that something changed
("update", "no longer", "instead" say a change): what a walk at an earlier date marks."""
_CHANGE = re.compile(r"\b(?:update[ds]?|no\s+longer|instead|rather|now)\b", re.IGNORECASE)


def denies(text: str, value: str) -> bool:
    """Whether a correction's ``text`` denies ``value`` by name ("…, not Ben Holt", "rather than by Ben Holt").

    >>> denies("Correction: X was led by Ada Lund, not Ben Holt.", "Ben Holt"), denies("Ben Holt left.", "Ben Holt")
    (True, False)
    """
    return (
        re.search(rf"\b(?:not|rather\s+than)\s+(?:\w+\s+){{0,2}}?{re.escape(value)}\b", text, re.IGNORECASE) is not None
    )


def recorded_in_error(correction: str) -> bool:
    """Whether a correction's text says the earlier statement was recorded in error: a cue that says so ("was wrong",
    "we misstated", "Correction:", "…, not a C one", "for 'A' read 'B'") and no word of a change ("Update: X is now
    led by B", "Actually, X is now led by B", "no longer", "instead"), unless it says an error outright ("wrong",
    "mistake"). A correction read with no cue at all (a later text giving another value) may as well be a change:
    not recorded in error."""
    if _ERROR_SAID.search(correction):
        return True
    return bool(CORRECTION_CUE.search(correction)) and not _CHANGE.search(correction)


_ERROR_SAID = re.compile(rf"\b(?:an?\s+(?:[a-z]+\s+)?(?:mistake|error)|{_ERROR_WORDS})\b", re.IGNORECASE)
"""The words of :data:`WRONG_CUE` that say an error outright: not "actually", "in fact", "correction", which a change
is told with too ("Actually, X is now led by B")."""


_CORRECTING = re.compile(r"\b(now|changed|switched|moved|renamed|replaced|replaces|rather|not)\b", re.IGNORECASE)


def _corrects(description: str, patch: str) -> bool:
    if CORRECTION_CUE.search(patch) or _CORRECTING.search(patch):
        return True
    said, new = set(tokenize(description)), set(tokenize(patch))
    return bool(new) and len(new & said) / len(new) >= 0.5 and not new <= said


def corrections(version: Version, patches: list[Version]) -> list[Version]:
    """The patches that correct ``version``'s description: recorded after it and reading as a correction.

    A patch reads as a correction when it says so ("actually", "no longer",
    "switched" …, see :data:`CORRECTION_CUE`), restates the description
    with other words in places (most of its words are the description's,
    some are not), or was written for a correction ingestion read (its reason
    is :data:`CORRECTION`: "X develops B" after "X develops A", with no cue).
    A patch that only adds is not a correction.
    """
    return [
        patch
        for patch in patches
        if patch.recorded_at > version.recorded_at
        and (patch.reason == CORRECTION or (version.text and _corrects(version.text, patch.text)))
    ]


def _day(moment: int) -> str:
    return format_time(moment)[:10]


def corrected_day(patch: Version) -> str:
    """The day a correction holds from when it says one (its document's day), else the day it was recorded."""
    return _day(patch.valid_from if patch.valid_from != BEGINNING else patch.recorded_at)


def corrected_note(name: str, patch: Version, *, limit: int = 240) -> str:
    """``[NAME corrected DAY: the correction]``: what replaced an earlier statement about a concept, and when."""
    text = one_line(patch.text)
    return f"[{name} corrected {corrected_day(patch)}: {text if len(text) <= limit else text[:limit] + ' …'}]"


_CUE_WORDS = frozenset(
    tokenize(
        "actually correction corrected fact rather longer instead update wrong mistaken earlier noted note said stated"
        " amended revised updated erroneous incorrect inaccurate erratum previous previously version versions"
        " article entry description"
    )
)


def correction_notes(text: str, recorded_at: int, corrected: dict[str, Version]) -> str:
    """The :func:`corrected_note` of each concept in ``corrected`` (name → its latest correction) that
    ``text`` names, that was corrected after ``text`` was recorded, and whose correction shares a word with
    ``text`` besides the name and the cue (a line about something else is left alone); "" if none."""
    notes, words = [], set(tokenize(text))
    for name, patch in corrected.items():
        shared = words & (set(tokenize(patch.text)) - set(tokenize(name)) - _CUE_WORDS)
        if (
            patch.recorded_at > recorded_at
            and shared
            and one_line(patch.text) not in text
            and whole_words(name).search(text)
        ):
            notes.append(f" {corrected_note(name, patch)}")
    return "".join(notes)
