"""A when-clause whose subject is a pronoun is the question's subject's own event: "Which team did X play for when
he married?" is read as of X's marriage (before, as of now: the clause names nothing the memory holds)."""

from __future__ import annotations

from c0lab import Memory
from c0lab.retrieval.question import split_event

TEXT = (
    "Kofi Mensbridge played for Accra Meridian from 1990 to 1995. In 1996 he signed for Vennholm IF. "
    "In 1998 he married Ama Dorkoh. In 2001 he joined Brugstad FC."
)


def test_a_pronoun_clause_is_an_event_of_the_subject_the_question_names() -> None:
    names = lambda text: ["Kofi Mensbridge"] if "Kofi Mensbridge" in text else []  # noqa: E731
    rest, event = split_event("Which team did Kofi Mensbridge play for when he married", names=names)
    assert event is not None and (event.word, event.clause) == ("when", "he married")
    assert split_event("When did he marry", names=names)[1] is None  # a "when" question asks for a time


def test_the_walk_reads_the_subject_s_own_event_and_answers_then(tmp_path) -> None:
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest(TEXT, at="2024-01-01")
    context = memory.walk("Which team did Kofi Mensbridge play for when he married?").context
    memory.close()
    assert "Read as of 1998-01-01: when he married" in context
    first = next(line for line in context.splitlines() if line.startswith("- "))
    assert "Vennholm IF" in first


def test_they_is_no_one_in_particular() -> None:
    names = lambda text: ["Delhi"] if "delhi" in text.lower() else []  # noqa: E731
    assert split_event("who was the sultan of delhi when they invented the city", names=names)[1] is None
