"""A misspelt word of a longer name, said with a possessive or with a doubled letter, is offered the name
(invented memory; the name guard's one-typo rule otherwise)."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.mark.parametrize(
    "asked", ["Who was Keplar's patron?", "Who was the patron of Kepplar?", "Who was Kepplar's patron?"]
)
def test_a_misspelt_word_of_a_name_is_offered_the_name(tmp_path, asked):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Johannes Kepler", "Rudolf II"):
            memory.add_concept(name)
        memory.relate("Rudolf II", "PATRON_OF", "Johannes Kepler", valid_from="1601")
        first = memory.walk(asked).context.splitlines()[0]
        assert first.startswith("Nothing in memory") and "Did you mean 'Johannes Kepler'?" in first
