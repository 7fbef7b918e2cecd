"""The LLM grade of the synthetic-world benchmark: a reader answers from a context, a judge compares."""

from __future__ import annotations

import json
from collections.abc import Callable

from ..llm.provider import ollama_client
from .world import Question

__all__ = ["JUDGE_SCHEMA", "READER", "ollama_grader"]

READER = (
    "Answer the question using only the context. If the context does not contain the answer, "
    "say exactly: I don't know. Some facts in the context may have ended or been corrected later; "
    "use the dates and corrections stated there."
)
JUDGE_SCHEMA = {"type": "object", "properties": {"correct": {"type": "boolean"}}, "required": ["correct"]}


def ollama_grader(
    reader: str, *, judge: str | None = None, trials: int = 1, host: str | None = None, timeout: float = 120
) -> Callable[[str, str, Question], bool]:
    """An LLM grade: a reader answers from the context (one prompt for every arm), a judge compares
    with the reference ("I don't know" for an abstention); the majority of ``trials``.

    ``reader`` and ``judge`` are Ollama model names; any error counts as a wrong answer.
    """
    client = ollama_client(host=host, timeout=timeout)
    judge = judge or reader

    def once(context: str, text: str, question: Question) -> bool:
        reference = " or ".join(question.gold) or "I don't know (the right answer is to abstain)"
        try:
            answer = client.chat(
                model=reader,
                messages=[
                    {"role": "system", "content": READER},
                    {"role": "user", "content": f"Context:\n{context or '(none)'}\n\nQuestion: {text}"},
                ],
            )["message"]["content"]
            verdict = client.chat(
                model=judge,
                format=JUDGE_SCHEMA,
                messages=[
                    {
                        "role": "user",
                        "content": (
                            f"Question: {text}\nReference answer: {reference}\nAnswer given: {answer}\n"
                            "Is the answer given correct (the same as the reference, "
                            "and not also asserting a wrong answer)? "
                            'Reply as JSON: {"correct": true|false}.'
                        ),
                    }
                ],
            )["message"]["content"]
            return json.loads(verdict).get("correct") is True
        except Exception:  # a model or transport error is a wrong answer, never a skipped one
            return False

    def grade_with_llm(context: str, text: str, question: Question) -> bool:
        votes = [once(context, text, question) for _ in range(trials)]
        return sum(votes) * 2 > len(votes)

    return grade_with_llm
