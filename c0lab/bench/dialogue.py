"""A seeded multi-session conversation, questions about it, and coverage@budget of three ways to recall.

Two people talk over months in many short sessions: decisions ("What
database should Vexa use?" — "Postgres, for the extensions."), changes of
mind later on, and chit-chat in between. Each question lists its evidence
turns; ``coverage@budget`` is the share of questions whose evidence turns
all fall inside the context a method hands back within the budget.

Methods: ``c0lab`` (``Memory.recall``), ``hybrid`` (the same keyword and
vector lists fused over single turns, nothing else), ``last`` (the latest
turns that fit).
"""

from __future__ import annotations

import random
import tempfile
from dataclasses import dataclass

import pandas as pd

from ..memory.conversation import episode_line
from ..memory.memory import Memory

__all__ = ["ConversationQuestion", "conversation_coverage", "generate_conversation"]

_SYLLABLES = ["ve", "xa", "lor", "mi", "tan", "qui", "bel", "do", "ra", "sen", "ul", "fo", "kri", "am", "zet", "no"]
_ATTRIBUTES = {
    "database": ["Postgres", "SQLite", "DuckDB", "Redis", "Cassandra", "MongoDB"],
    "colour": ["teal", "amber", "crimson", "ochre", "indigo", "sage"],
    "host city": ["Lisbon", "Tallinn", "Porto", "Ghent", "Bergen", "Turku"],
    "release day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
}
_REASONS = ["it is what the team knows", "the benchmarks looked better", "it keeps costs down",
            "the client asked for it", "it fits the roadmap", "nobody objected"]
_FILLER = ["Morning! Did you see the rain today?", "Coffee first, then the agenda.", "Let me check my notes.",
           "The train was late again, sorry.", "Fine by me.", "I'll be off on Friday afternoon.",
           "Did anyone book the meeting room for the retro?", "My laptop needs a restart, one moment.",
           "Great, thanks for the summary.", "Lunch at the usual place?", "Sure, send me the link later."]


@dataclass(frozen=True)
class ConversationQuestion:
    """A question and the ids of the turns that answer it."""

    text: str
    evidence: tuple[str, ...]
    kind: str


def generate_conversation(*, seed: int = 11, sessions: int = 40, things: int = 12
                          ) -> tuple[list[dict], list[ConversationQuestion]]:
    """Messages (``id``, ``text``, ``speaker``, ``session``, ``at``) and questions with their evidence."""
    rng = random.Random(seed)
    names: set[str] = set()
    while len(names) < things:
        names.add("".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3))).title())
    products = sorted(names)
    speakers = ["mara", "tomas"]
    messages: list[dict] = []
    decided: dict[tuple[str, str], tuple[str, str, str]] = {}  # (product, attribute) -> (value, ask id, answer id)
    questions: list[ConversationQuestion] = []
    start = pd.Timestamp("2026-01-05 09:00", tz="UTC")
    for number in range(sessions):
        at = start + pd.Timedelta(days=number * min(4.0, 300.0 / sessions))  # all before late 2026
        session = f"session {number + 1:02d}"
        turns: list[tuple[str, str]] = [(speakers[0], rng.choice(_FILLER)), (speakers[1], rng.choice(_FILLER))]
        for _ in range(2):
            product, attribute = rng.choice(products), rng.choice(list(_ATTRIBUTES))
            value = rng.choice(_ATTRIBUTES[attribute])
            asker, answerer = rng.sample(speakers, 2)
            if (product, attribute) in decided:
                turns.append((asker, f"Should we change the {attribute} of {product}?"))
                turns.append((answerer, f"Yes, switch to {value}; {rng.choice(_REASONS)}."))
                kind = "changed"
            else:
                turns.append((asker, f"What {attribute} should {product} use?"))
                turns.append((answerer, f"{value}, because {rng.choice(_REASONS)}."))
                kind = "decided"
            ask_id, answer_id = f"m{len(messages) + len(turns) - 1}", f"m{len(messages) + len(turns)}"
            decided[(product, attribute)] = (value, ask_id, answer_id)
            questions.append(ConversationQuestion(f"When did we settle the {attribute} of {product}?",
                                                  (answer_id,), "when") if kind == "decided" and rng.random() < 0.3
                             else ConversationQuestion(f"What {attribute} did we pick for {product}?",
                                                       (ask_id, answer_id), kind))
            turns += [(rng.choice(speakers), rng.choice(_FILLER)) for _ in range(rng.randint(2, 4))]
        for offset, (speaker, text) in enumerate(turns):
            messages.append({"id": f"m{len(messages) + 1}", "text": text, "speaker": speaker, "session": session,
                             "at": (at + pd.Timedelta(minutes=offset)).isoformat()})
    latest = {}
    for question in questions:  # a question about a fact that changed later asks for the latest pair
        key = question.text
        latest[key] = question
    return messages, list(latest.values())


def conversation_coverage(*, seed: int = 11, sessions: int = 40, budget: int = 1000,
                          embedder: object = "minilm") -> pd.DataFrame:
    """coverage@budget of c0lab's recall, plain hybrid over single turns, and the last turns; one row a method."""
    messages, questions = generate_conversation(seed=seed, sessions=sessions)
    rows = []
    with tempfile.TemporaryDirectory(prefix="c0lab-dialogue-") as folder:
        with Memory.open(folder, namespace="dialogue", embedder=embedder) as memory:
            memory.add_episodes(messages)
            latest: list[str] = []
            used = 0
            for message in reversed(messages):
                cost = memory.count_tokens(episode_line(memory.store.records[f"episode:{message['id']}"][-1])) + 1
                if used + cost > budget:
                    break
                latest.append(message["id"])
                used += cost
            for question in questions:
                recalled = set(memory.recall(question.text, budget_tokens=budget).items["id"])
                plain = _plain_hybrid(memory, question.text, budget)
                for method, found in (("c0lab", recalled), ("hybrid", plain), ("last", set(latest))):
                    rows.append({"method": method, "kind": question.kind,
                                 "covered": all(turn in found for turn in question.evidence)})
    results = pd.DataFrame(rows)
    table = results.pivot_table(index="kind", columns="method", values="covered", aggfunc="mean")
    table.loc["all"] = results.groupby("method")["covered"].mean()
    table["questions"] = results[results.method == "c0lab"].groupby("kind").size().reindex(table.index).fillna(
        (results.method == "c0lab").sum())
    return table[["c0lab", "hybrid", "last", "questions"]].round(3)


def _plain_hybrid(memory: Memory, query: str, budget: int) -> set[str]:
    """The same two lists fused by RRF over single turns, filled to the budget: no neighbours, no speaker."""
    now = memory.core.now()
    scores, versions = memory.index.fused_episodes(query, as_of=now, known_at=now)
    chosen, used = set(), 0
    for record in sorted(scores, key=lambda record: -scores[record]):
        cost = memory.count_tokens(episode_line(versions[record])) + 1
        if used + cost <= budget:
            chosen.add(record.removeprefix("episode:"))
            used += cost
    return chosen
