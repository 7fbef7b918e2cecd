"""A correction of a fact's holder marks the texts' sentence it says was wrong, whatever concept the walk asks
about; the clause that negates a value decides, not the correction's other clauses."""

from __future__ import annotations

from c0lab import Memory
from c0lab.retrieval.corrected_sentences import contradicts

_FIX = (
    "Correction: Ferro left the Guild of Masons in 1885, not 1886 — the audit ended her term and J. P. Moss took over."
)


def test_the_negating_clause_decides():
    assert contradicts(_FIX, "- (1880 to 1886) Ada Ferro was Treasurer of the Guild of Masons from 1880 to 1886.")
    assert not contradicts(_FIX, "- Ada Ferro was Treasurer of the Guild of Masons from 1880 to 1885.")
    assert not contradicts(_FIX, "- Tom Reyes was Warden of the Guild of Masons in 1886.")  # Ferro not named


def test_a_holders_correction_marks_the_office_walks_sentence(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest("Ada Ferro was Treasurer of the Guild of Masons from March 1880 to 1886.", at="2020-01-01")
    memory.ingest(_FIX, at="2020-01-03")
    lines = memory.walk("who was Treasurer of the Guild of Masons in 1886?").context.splitlines()
    stated = [line for line in lines if line.startswith("- (1880 to 1886)")]
    assert stated and all("corrected" in line for line in stated)
    assert lines.index(stated[0]) > next(n for n, line in enumerate(lines) if "[ended 1885] Ada Ferro" in line)
    memory.close()
