"""A seeded multi-session conversation, questions about it, and coverage@budget of three ways to recall.

Two people talk over months in many short sessions: decisions ("What
database should Vexa use?" — "Postgres, for the extensions."), changes of
mind later on, and chit-chat in between. Each question lists its evidence
turns; ``coverage@budget`` is the share of questions whose evidence turns
all fall inside the context a method hands back within the budget.

Methods: ``c0lab`` (``Memory.recall``), ``hybrid`` (the same keyword and
vector lists fused over single turns, nothing else), ``hybrid_w2`` and
``hybrid_w3`` (the same over windows of 2 and 3 adjacent turns), ``last``
(the latest turns that fit). Answers sit 0–3 turns after their question and
topics interleave; the table reports coverage by question kind and by
answer distance.
"""

from __future__ import annotations

import random
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..memory.memory import Memory
from ..retrieval.recall import episode_line

__all__ = ["ConversationQuestion", "conversation_coverage", "generate_conversation"]

_SYLLABLES = ["ve", "xa", "lor", "mi", "tan", "qui", "bel", "do", "ra", "sen", "ul", "fo", "kri", "am", "zet", "no"]
_ATTRIBUTES = {
    "database": ["Postgres", "SQLite", "DuckDB", "Redis", "Cassandra", "MongoDB"],
    "colour": ["teal", "amber", "crimson", "ochre", "indigo", "sage"],
    "host city": ["Lisbon", "Tallinn", "Porto", "Ghent", "Bergen", "Turku"],
    "release day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
}
_REASONS = [
    "it is what the team knows",
    "the benchmarks looked better",
    "it keeps costs down",
    "the client asked for it",
    "it fits the roadmap",
    "nobody objected",
]
_FILLER = [
    "Morning! Did you see the rain today?",
    "Coffee first, then the agenda.",
    "Let me check my notes.",
    "The train was late again, sorry.",
    "Fine by me.",
    "I'll be off on Friday afternoon.",
    "Did anyone book the meeting room for the retro?",
    "My laptop needs a restart, one moment.",
    "Great, thanks for the summary.",
    "Lunch at the usual place?",
    "Sure, send me the link later.",
]


@dataclass(frozen=True)
class ConversationQuestion:
    """A question, the ids of the turns that answer it, and how many turns the answer sat after its question."""

    text: str
    evidence: tuple[str, ...]
    kind: str
    distance: int = 0


def generate_conversation(
    *, seed: int = 11, sessions: int = 40, things: int = 12
) -> tuple[list[dict], list[ConversationQuestion]]:
    """Messages (``id``, ``text``, ``speaker``, ``session``, ``at``) and questions with their evidence.

    Each session settles two things. An answer follows its question after 0–3
    other turns (chit-chat, or the other question when the two topics are
    interleaved: "What database …?" "And what colour …?" "Postgres …" "Teal …").
    The answer never names its topic; the evidence of a question is the asking
    turn and the answering turn.
    """
    rng = random.Random(seed)
    names: set[str] = set()
    while len(names) < things:
        names.add("".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3))).title())
    products = sorted(names)
    speakers = ["mara", "tomas"]
    messages: list[dict] = []
    decided: set[tuple[str, str]] = set()
    questions: dict[str, ConversationQuestion] = {}  # the latest question of each text
    start = pd.Timestamp("2026-01-05 09:00", tz="UTC")

    def filler() -> tuple[str, str]:
        return rng.choice(speakers), rng.choice(_FILLER)

    for number in range(sessions):
        at = start + pd.Timedelta(days=number * min(4.0, 300.0 / sessions))  # all before late 2026
        session = f"session {number + 1:02d}"
        pairs: list[tuple[str, str, tuple[str, str], tuple[str, str], str]] = []
        for _ in range(2):
            product, attribute = rng.choice(products), rng.choice(list(_ATTRIBUTES))
            value = rng.choice(_ATTRIBUTES[attribute])
            asker, answerer = rng.sample(speakers, 2)
            if (product, attribute) in decided:
                pair = (
                    (asker, f"Should we change the {attribute} of {product}?"),
                    (answerer, f"Yes, switch to {value}; {rng.choice(_REASONS)}."),
                    "changed",
                )
            else:
                pair = (
                    (asker, f"What {attribute} should {product} use?"),
                    (answerer, f"{value}, because {rng.choice(_REASONS)}."),
                    "decided",
                )
            decided.add((product, attribute))
            pairs.append((product, attribute, *pair))
        turns: list[tuple[str, str]] = [filler() for _ in range(rng.randint(1, 2))]
        placed: list[tuple[int, int, tuple]] = []  # (ask index, answer index, pair)
        if rng.random() < 0.35:  # interleaved: both questions, then both answers
            first, second = pairs
            ask_a = len(turns)
            turns += [first[2], second[2]]
            turns += [filler() for _ in range(rng.randint(0, 1))]
            answer_a = len(turns)
            turns.append(first[3])
            turns += [filler() for _ in range(rng.randint(0, 1))]
            answer_b = len(turns)
            turns.append(second[3])
            placed += [(ask_a, answer_a, first), (ask_a + 1, answer_b, second)]
        else:
            for asked in pairs:
                ask = len(turns)
                turns.append(asked[2])
                turns += [filler() for _ in range(rng.randint(0, 3))]
                placed.append((ask, len(turns), asked))
                turns.append(asked[3])
                turns += [filler() for _ in range(rng.randint(1, 2))]
        base = len(messages)
        for ask, answer, (product, attribute, _, _, kind) in placed:
            ask_id, answer_id, distance = f"m{base + ask + 1}", f"m{base + answer + 1}", answer - ask - 1
            if kind == "decided" and rng.random() < 0.3:
                question = ConversationQuestion(
                    f"When did we settle the {attribute} of {product}?", (answer_id,), "when", distance
                )
            else:
                question = ConversationQuestion(
                    f"What {attribute} did we pick for {product}?", (ask_id, answer_id), kind, distance
                )
            questions[question.text] = question  # a fact that changed later asks for the latest pair
        for offset, (speaker, text) in enumerate(turns):
            messages.append(
                {
                    "id": f"m{len(messages) + 1}",
                    "text": text,
                    "speaker": speaker,
                    "session": session,
                    "at": (at + pd.Timedelta(minutes=offset)).isoformat(),
                }
            )
    return messages, list(questions.values())


def conversation_coverage(
    *, seed: int = 11, sessions: int = 40, budget: int = 1000, embedder: object = "minilm"
) -> pd.DataFrame:
    """coverage@budget of c0lab's recall, plain hybrid over single turns and over 2- and 3-turn windows,
    and the last turns; one row per question kind and per answer distance, and ``all``."""
    messages, questions = generate_conversation(seed=seed, sessions=sessions)
    rows = []
    with tempfile.TemporaryDirectory(prefix="c0lab-dialogue-") as folder:
        with Memory.open(Path(folder) / "turns", namespace="dialogue", embedder=embedder) as memory:
            memory.add_episodes(messages)
            windows = {
                size: _WindowIndex(Path(folder) / f"w{size}", messages, size, embedder=embedder) for size in (2, 3)
            }
            try:
                latest: list[str] = []
                used = 0
                for message in reversed(messages):
                    cost = memory.count_tokens(episode_line(memory.store.records[f"episode:{message['id']}"][-1])) + 1
                    if used + cost > budget:
                        break
                    latest.append(message["id"])
                    used += cost
                for question in questions:
                    found = {
                        "c0lab": set(memory.recall(question.text, budget_tokens=budget).items["id"]),
                        "hybrid": _plain_hybrid(memory, question.text, budget),
                        "hybrid_w2": windows[2].turns(question.text, budget),
                        "hybrid_w3": windows[3].turns(question.text, budget),
                        "last": set(latest),
                    }
                    for method, turns in found.items():
                        rows.append(
                            {
                                "method": method,
                                "kind": question.kind,
                                "distance": question.distance,
                                "covered": all(turn in turns for turn in question.evidence),
                            }
                        )
            finally:
                for index in windows.values():
                    index.close()
    results = pd.DataFrame(rows)
    methods = ["c0lab", "hybrid", "hybrid_w2", "hybrid_w3", "last"]
    by_kind = results.pivot_table(index="kind", columns="method", values="covered", aggfunc="mean")
    by_distance = results.pivot_table(index="distance", columns="method", values="covered", aggfunc="mean")
    by_distance.index = [f"distance {distance}" for distance in by_distance.index]
    table = pd.concat([by_kind, by_distance])
    table.loc["all"] = results.groupby("method")["covered"].mean()
    own = results[results.method == "c0lab"]
    counts = pd.concat(
        [own.groupby("kind").size(), own.groupby("distance").size().rename(lambda distance: f"distance {distance}")]
    )
    table["questions"] = counts.reindex(table.index).fillna(len(own)).astype(int)
    return table[[*methods, "questions"]].round(3)


class _WindowIndex:
    """Plain hybrid search over windows of ``size`` adjacent turns of a session (one text each)."""

    def __init__(self, folder: Path, messages: list[dict], size: int, *, embedder: object) -> None:
        self.members: dict[str, list[str]] = {}
        records: list[dict[str, Any]] = []
        by_session: dict[str, list[dict]] = {}
        for message in messages:
            by_session.setdefault(message["session"], []).append(message)
        for turns in by_session.values():
            for start in range(max(len(turns) - size + 1, 1)):
                window = turns[start : start + size]
                ident = f"w{len(records)}"
                self.members[ident] = [turn["id"] for turn in window]
                records.append(
                    {
                        "id": ident,
                        "text": " ".join(f"{turn['speaker']}: {turn['text']}" for turn in window),
                        "session": window[0]["session"],
                        "at": window[0]["at"],
                        "speaker": "window",
                    }
                )
        self.memory = Memory.open(folder, namespace="windows", embedder=embedder)
        self.memory.add_episodes(records)

    def turns(self, query: str, budget: int) -> set[str]:
        """The turns of the best windows that fit ``budget`` (each turn's tokens counted once)."""
        now = self.memory.core.now()
        scores, versions = self.memory.index.fused_episodes(query, as_of=now, known_at=now)
        chosen: set[str] = set()
        used = 0
        for record in sorted(scores, key=lambda record: -scores[record]):
            cost = self.memory.count_tokens(episode_line(versions[record])) + 1
            if used + cost <= budget:
                chosen.update(self.members[record.removeprefix("episode:")])
                used += cost
        return chosen

    def close(self) -> None:
        self.memory.close()


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
