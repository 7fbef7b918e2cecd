"""A description line that names an ended holder and ends with a correction note says the holder's end before the
note: a line cut to fit a small budget keeps the mark of its time (before, the note came first and the mark was cut,
leaving the old holder on an unmarked line)."""

from __future__ import annotations

from types import SimpleNamespace

from c0lab.retrieval.period import with_stale_notes

OLD = SimpleNamespace(
    subject="Project Zenpha", relation="DIRECTOR_OF", object="Rilovo Vora", status="ended", note="ended late 2020"
)


def test_the_end_mark_comes_before_the_correction_note() -> None:
    line = (
        "Rilovo Vora was appointed director of Project Zenpha in 2011. [corrected 2025-02-21: it builds a salt system]"
    )
    marked = with_stale_notes(line, [OLD], root="Project Zenpha")
    assert marked == (
        "Rilovo Vora was appointed director of Project Zenpha in 2011. [Rilovo Vora: ended late 2020] "
        "[corrected 2025-02-21: it builds a salt system]"
    )


def test_a_line_with_no_correction_gets_the_mark_at_its_end() -> None:
    line = "Rilovo Vora was appointed director of Project Zenpha in 2011."
    assert with_stale_notes(line, [OLD], root="Project Zenpha") == f"{line} [Rilovo Vora: ended late 2020]"
