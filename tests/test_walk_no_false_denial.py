"""A walk whose facts answer at the time asked never opens with "Nothing in memory about …" (invented names): not
when the concept is named by the question's own words, nor for a vague word ("belong to"), nor when the question
names the type held then; a relation the memory lacks at that time still gets the line."""

from __future__ import annotations

from c0lab import Memory


def _memory(path):
    memory = Memory.open(path / "m", embedder=None)
    board = "who is the current director of the orvik harbour board"
    for name in (board, "Ada Lo", "Ivo Reyes", "Orsk FC", "Tarn Rovers"):
        memory.add_concept(name)
    memory.relate(board, "ANSWER_IS", "Ada Lo", valid_from="2001")
    memory.relate("Ivo Reyes", "CLUB", "Orsk FC", valid_from="1997", valid_to="2001")
    memory.relate("Ada Lo", "COACHED", "Tarn Rovers", valid_from="2012", valid_to="2015")
    return memory


def test_the_concepts_own_words_ask_no_relation(tmp_path):
    """A concept named in lower case by the question's words (a question-shaped name: SituatedQA's)."""
    with _memory(tmp_path) as memory:
        lines = memory.walk("who is the current director of the orvik harbour board as of 2005").context.splitlines()
        assert not lines[0].startswith("Nothing in memory"), lines[0]
        assert any("answer is Ada Lo" in line for line in lines[:4])


def test_belong_to_is_too_vague_to_deny(tmp_path):
    with _memory(tmp_path) as memory:
        context = memory.walk("Which club did Ivo Reyes belong to in 1999?").context
        assert not context.startswith("Nothing in memory"), context
        assert "Ivo Reyes club Orsk FC" in context


def test_a_type_the_question_names_answers(tmp_path):
    with _memory(tmp_path) as memory:
        context = memory.walk("Who coached the team Tarn Rovers in 2013?").context
        assert not context.startswith("Nothing in memory"), context
        assert "Ada Lo coached Tarn Rovers" in context


def test_a_relation_missing_then_still_says_so(tmp_path):
    with _memory(tmp_path) as memory:
        assert memory.walk("Who was the spouse of Ivo Reyes in 1999?").context.startswith("Nothing in memory about")
        assert memory.walk("Which club did Ivo Reyes play for in 2005?").context.startswith("Nothing in memory about")
