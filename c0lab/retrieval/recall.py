"""``recall``: the episodes that answer a question, as windows of turns within a token budget, and its result."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pandas as pd

from .._time import format_time, to_timestamp
from ..index.fusion import rrf
from ..index.keyword import tokenize
from ..index.search import SearchIndex
from ..model.records import CONCEPT, EPISODE, RELATION, Version, name_key
from ..store.versions import VersionStore
from .render import one_line
from .walk import correction_notes, corrections

__all__ = ["FALL_OFF", "ITEM_COLUMNS", "Recall", "Sessions", "best_passage", "episode_line", "one_line", "recall",
           "session_order"]

ITEM_COLUMNS = ["id", "text", "speaker", "session", "time", "score"]


@dataclass
class Recall:
    """Episodes that answer a query, best first, and ``context``: them as dated lines within the budget."""

    query: str
    items: pd.DataFrame = field(default_factory=lambda: pd.DataFrame(columns=ITEM_COLUMNS))
    context: str = ""
    tokens: int = 0
    budget_tokens: int = 1000

    def __str__(self) -> str:
        return self.context

    def __repr__(self) -> str:
        return f"recall {self.query!r}: {len(self.items)} items, {self.tokens} tokens\n{self.context}"

    def _repr_html_(self) -> str:
        return (f"<p>recall <code>{html.escape(self.query)}</code>: {len(self.items)} items, "
                f"{self.tokens}/{self.budget_tokens} tokens</p><pre>{html.escape(self.context)}</pre>")


def episode_line(version: Version) -> str:
    """An episode as one dated line: ``[2026-03-01 10:00] mara (planning): text``, its line breaks escaped."""
    who = one_line(version.name) or "?"
    where = f" ({one_line(version.label)})" if version.label else ""
    return f"[{format_time(version.valid_from)}] {who}{where}: {one_line(version.text)}"


def best_passage(version: Version, query: str, *, budget: int, count_tokens: Callable[[str], int]) -> Version | None:
    """The part of a long episode that shares most words with ``query``, cut to fit ``budget`` tokens as a line.

    The text is read as sentences; the passage grows from the best sentence
    to its neighbours while it fits. ``None`` when not even the line's date
    and speaker fit.
    """
    sentences = [part for part in re.split(r"(?<=[.!?])\s+|\n+", version.text) if part.strip()] or [version.text]
    terms = set(tokenize(query))
    overlap = [len(terms & set(tokenize(sentence))) for sentence in sentences]
    best = max(range(len(sentences)), key=lambda index: overlap[index])

    def fits(text: str) -> bool:
        return count_tokens(episode_line(version._replace(text=text))) + 1 <= budget

    start, end = best, best + 1
    if not fits(sentences[best]):
        words = sentences[best].split()
        while words and not fits(" ".join(words) + " …"):
            words = words[: max(len(words) * 3 // 4, len(words) - 1) if len(words) > 1 else 0]
        return version._replace(text=" ".join(words) + " …") if words else None
    while True:
        grown = False
        for start_, end_ in ((start, end + 1), (start - 1, end)):
            if 0 <= start_ and end_ <= len(sentences) and fits(" ".join(sentences[start_:end_]) + " …"):
                start, end, grown = start_, end_, True
                break
        if not grown:
            break
    text = " ".join(sentences[start:end])
    return version._replace(text=text if (start, end) == (0, len(sentences)) else f"{text} …")


FALL_OFF = 0.5
"""A hit brings a window only while it holds this share of the best keyword score, or a similarity
within ``(1 - FALL_OFF) / 2`` of the best similarity; weaker hits are where the scores fall off."""

Sessions = tuple[dict[str, list[str]], dict[str, int]]
"""Each session's episode records in time order, and each episode's place in its session."""


def session_order(store: VersionStore) -> Sessions:
    """Each session's episodes in time order, and each episode's place (see :data:`Sessions`)."""
    sessions: dict[str, list[Version]] = {}
    for versions in store.records.values():
        if versions[0].kind == EPISODE:
            sessions.setdefault(versions[-1].label, []).append(versions[-1])
    order = {label: [v.record for v in sorted(turns, key=lambda v: (v.valid_from, v.version))]
             for label, turns in sessions.items()}
    places = {record: place for records in order.values() for place, record in enumerate(records)}
    return order, places


def recall(
    store: VersionStore, index: SearchIndex, *, query: str, topic: str, as_of: int, known_at: int,
    sessions: Callable[[], Sessions], patches: Callable[..., list[Version]], count_tokens: Callable[[str], int],
    budget_tokens: int = 1000, session: str | None = None, fall_off: float = FALL_OFF,
) -> Recall:
    """Episodes that answer ``topic`` (asked as ``query``), as windows of adjacent turns around the best hits.

    Read at ``as_of`` as known at ``known_at`` (microseconds). Single turns
    are scored by the keyword and vector lists fused (a speaker the query
    names counts too); each strong hit brings a window of its session
    (``sessions()``: :func:`session_order`, which the caller may cache; more
    turns after it than before; half the budget for the best, a quarter for
    each next) and windows are added best first until the hits' scores fall
    off (``fall_off``, :data:`FALL_OFF`) or the budget is spent:
    ``budget_tokens`` is a ceiling, not a target. An episode longer than
    the budget gives its best passage, cut to fit. An episode older than a
    correction of a concept it names says so (``patches(record, as_of=,
    known_at=)`` reads a concept's patches). Nothing when nothing matches.
    """
    when, known = as_of, known_at
    config = index.config
    lists = [[item for item in found if item[1].kind == EPISODE and (session is None or item[1].session == session)]
             for found in (index.keyword_list(topic, as_of=when, known_at=known, episodes=True),
                           index.vector_list(topic, as_of=when, known_at=known, episodes=True))]
    versions = {record: version for found in lists for record, version, _ in found}
    scores = rrf([[record for record, _, _ in found] for found in lists],
                 weights=[config.alpha, 1 - config.alpha], k=config.rrf_k)
    strong = _strong(lists, share=fall_off)
    unit = 1.0 / (config.rrf_k + 1)
    named = name_key(topic)
    for record in scores:
        speaker = name_key(versions[record].name)
        if speaker and f" {speaker} " in f" {named} ":
            scores[record] += unit
    ranked = sorted(scores, key=lambda record: -scores[record])[:200]
    costs: dict[str, int] = {}
    notes: dict[str, str] = {}

    def note(version: Version) -> str:  # an episode older than a correction of a concept it names says so
        if version.record not in notes:
            notes[version.record] = _corrected(store, version, as_of=when, known_at=known, patches=patches)
        return notes[version.record]

    def line(version: Version) -> str:
        return episode_line(version) + note(version)

    def cost(version: Version) -> int:
        if version.record not in costs:
            costs[version.record] = count_tokens(line(version)) + 1
        return costs[version.record]

    chosen: dict[str, float] = {}
    shown: dict[str, Version] = {}
    bare: dict[str, str] = {}  # a passage shown without its date and speaker (a budget too small for them)
    used, size = 0, max(budget_tokens // 4, 1)
    for record in ranked:
        if used >= budget_tokens:
            break
        if record in chosen or record not in strong:
            continue
        hit = versions[record]
        if cost(hit) > budget_tokens - used:
            if not chosen:  # one long episode: its best passage, cut to fit
                room = budget_tokens - (count_tokens(note(hit)) if note(hit) else 0)
                passage = best_passage(hit, topic, budget=room, count_tokens=count_tokens) \
                    if room > 0 else None
                if passage is not None and count_tokens(line(passage)) + 1 <= budget_tokens:
                    chosen[record], shown[record] = scores[record], passage
                    used += count_tokens(line(passage)) + 1
                else:  # not even its date and speaker fit: the passage's words alone
                    words = best_passage(hit._replace(name="", label=""), topic, budget=budget_tokens,
                                         count_tokens=lambda text: count_tokens(text.partition(": ")[2]))
                    if words is not None:
                        bare[record] = words.text
                        chosen[record], shown[record] = scores[record], words._replace(name=hit.name, label=hit.label)
                        used += count_tokens(words.text) + 1
            continue
        share = budget_tokens // 2 if not chosen else size  # the best hit's window gets half the budget
        window = _window(store, sessions, hit, size=max(share, cost(hit)), cost=cost, as_of=when, known_at=known)
        for distance, turn in enumerate(window):
            if turn.record in chosen or used + cost(turn) > budget_tokens:
                continue
            chosen[turn.record] = scores.get(turn.record, 0.0) if distance else scores[record]
            if distance:
                chosen[turn.record] = max(chosen[turn.record], scores[record] * 0.999 ** distance)
            shown[turn.record] = turn
            used += cost(turn)
    order = sorted(chosen, key=lambda record: -chosen[record])
    items = pd.DataFrame([{"id": record.removeprefix("episode:"), "text": shown[record].text,
                           "speaker": shown[record].name, "session": shown[record].label,
                           "time": to_timestamp(shown[record].valid_from), "score": round(chosen[record], 6)}
                          for record in order], columns=ITEM_COLUMNS)
    dated = sorted(chosen, key=lambda record: (shown[record].valid_from, shown[record].version))
    context = "\n".join(bare.get(record) or line(shown[record]) for record in dated)
    return Recall(query=query, items=items, context=context, tokens=used, budget_tokens=budget_tokens)


def _window(store: VersionStore, sessions: Callable[[], Sessions], version: Version, *, size: int,
            cost: Callable[[Version], int], as_of: int, known_at: int) -> list[Version]:
    """The hit and the visible turns around it in its session, two after for one before, within ``size`` tokens.

    An answer usually follows its question, sometimes a few turns later, so
    the window grows forward first; it stops before the turn that would
    pass ``size``.
    """
    order, places = sessions()
    records, place = order.get(version.label, []), places.get(version.record)
    window, used = [version], cost(version)
    if place is None:
        return window
    ahead, behind, pattern = place + 1, place - 1, [1, 1, -1]
    step, blocked = 0, set()
    while len(blocked) < 2:
        way = pattern[step % 3]
        step += 1
        if way in blocked:
            continue
        position = ahead if way == 1 else behind
        if not 0 <= position < len(records):
            blocked.add(way)
            continue
        if way == 1:
            ahead += 1
        else:
            behind -= 1
        turn = store.seen(records[position], as_of=as_of, known_at=known_at)
        if turn is None:
            continue
        if used + cost(turn) > size:
            blocked.add(way)
            continue
        window.append(turn)
        used += cost(turn)
    return window


def _corrected(store: VersionStore, episode: Version, *, as_of: int, known_at: int,
               patches: Callable[..., list[Version]]) -> str:
    """Notes for the concepts ``episode`` mentions that were corrected after it was recorded
    (:func:`~c0lab.retrieval.walk.correction_notes`); "" when none."""
    found: dict[str, Version] = {}
    for _, target, data in store.graph.out_edges(episode.record, data=True):
        if data["kind"] != RELATION or store.records[target][0].kind != CONCEPT:
            continue
        concept = store.seen(target, as_of=as_of, known_at=known_at)
        fixes = corrections(concept, patches(target, as_of=as_of, known_at=known_at)) if concept else []
        if fixes:
            found[concept.name] = max(fixes, key=lambda patch: patch.recorded_at)
    return correction_notes(episode.text, episode.recorded_at, found)


def _strong(lists: list[list[tuple[str, Version, float]]], *, share: float) -> set[str]:
    """Records whose keyword score is at least ``share`` of the best, or whose similarity is near the best."""
    keyword, vector = lists
    strong: set[str] = set()
    if keyword:
        top = keyword[0][2]
        strong |= {record for record, _, score in keyword if score >= top * share}
    if vector:
        top = vector[0][2]
        strong |= {record for record, _, score in vector if score >= top - (1 - share) / 2}
    return strong
