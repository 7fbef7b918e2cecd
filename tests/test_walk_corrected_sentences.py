"""A sentence of an episode that a later correction says was wrong is never a walk's first, unmarked line: it is
marked with the correction and its day and listed after the facts (issue 22, item 5)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab.retrieval.corrected_sentences import contradicts
from c0lab.retrieval.dated_texts import EVIDENCE_HEADING


@pytest.mark.parametrize(
    ("correction", "sentence", "expected"),
    [
        (
            "Correction: Hanamura became administrator of the Agency in 1970, not 1969.",
            "Dr. Yuki Hanamura became administrator of the Agency in 1969.",
            True,
        ),
        ("Actually, Hanamura was named administrator in 1971.", "Hanamura was named administrator in 1969.", True),
        (
            "Correction: the survey vessel Tern was launched at Halvard, not at Brenne.",
            "The survey vessel Tern was launched at Brenne in 1931.",
            True,
        ),
        (
            "Correction: Hanamura became administrator of the Agency in 1970, not 1969.",
            "The Agency was founded in 1958 with General Reyes as its first administrator.",
            False,
        ),
        (
            "Correction: Hanamura became administrator of the Agency in 1970, not 1969.",
            "Hanamura became administrator of the Agency in 1970.",
            False,
        ),
        (  # agrees, with a day besides: the negated 1969 is no right value it lacks
            "Correction: Hanamura became administrator of the Agency in 1970, not 1969.",
            "On 3 May 1970 Hanamura became administrator of the Agency.",
            False,
        ),
        (  # agrees, with another number besides
            "Correction: the Tern was launched at Halvard in 1931, not 1930.",
            "The Tern, 40 metres long, was launched at Halvard in 1931.",
            False,
        ),
        (  # a correction with no negation: the right value said is agreement, whatever else is said
            "Actually, the Tern was launched at Halvard in 1931.",
            "The Tern, 40 metres long, was launched at Halvard in 1931.",
            False,
        ),
        ("Actually, the Tern was launched at Halvard in 1931.", "The Tern was launched at Halvard in 1929.", True),
    ],
)
def test_a_correction_contradicts_the_sentence_it_restates(correction, sentence, expected):
    assert contradicts(correction, sentence) is expected


def test_a_corrected_sentence_is_marked_and_not_first(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest(
            "The Tessel Survey Agency was founded in 1958. "
            "Dr. Yuki Hanamura became administrator of the Agency in 1969.",
            at="2023-04-03",
            source="note-10",
        )
        agency = "Tessel Survey Agency"
        mem.add_patch(agency, "Correction: Hanamura became administrator of the Agency in 1970, not 1969.")
        context = mem.walk(f"Who was administrator of the {agency} in 1969?").context
    lines = context.splitlines()
    stale = [line for line in lines if "Hanamura became administrator of the Agency in 1969." in line]
    assert stale and all("corrected " in line for line in stale), context  # never a plain line
    if EVIDENCE_HEADING in lines:  # what the texts say of the time asked holds no corrected sentence
        after = lines[lines.index(EVIDENCE_HEADING) + 1]
        assert "in 1969." not in after or "corrected " in after
    headings = [place for place, line in enumerate(lines) if line.startswith(("Current", "Said about it:"))]
    assert headings, context  # the corrected sentence is listed under a heading, after the facts
    for marked in (line for line in lines if line.startswith("- (1969)")):  # the typed fact may answer alone
        assert lines.index(marked) > headings[0]
    assert "- Yuki Hanamura administrator of Tessel Survey Agency" not in context  # the patch redated it to 1970
