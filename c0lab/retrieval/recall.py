"""``recall``: the episodes that answer a question, as windows of turns within a token budget, and its result."""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

import pandas as pd

from .._time import format_time, to_timestamp
from ..index.embedders import count_tokens as estimate_tokens
from ..index.fusion import rrf
from ..index.keyword import tokenize
from ..index.search import SearchIndex
from ..model.records import CONCEPT, EPISODE, RELATION, Version
from ..store.versions import VersionStore
from .corrections import correction_notes, corrections
from .render import one_line

__all__ = [
    "episodes_naming",
    "AHEAD",
    "BEHIND",
    "FALL_OFF",
    "ITEM_COLUMNS",
    "PAST_THE_END",
    "NEAR_DATE",
    "NEAR_DAYS",
    "PASSAGE",
    "REACH",
    "SPREAD_FLOOR",
    "SPREAD_READ",
    "STEP",
    "NEAR_VECTOR",
    "VECTOR_FALL_OFF",
    "VECTOR_MARGIN",
    "Recall",
    "Sessions",
    "best_passage",
    "corrected_note",
    "episode_line",
    "one_line",
    "recall",
    "session_order",
]

ITEM_COLUMNS = ["id", "text", "speaker", "session", "time", "score"]


@dataclass
class Recall:
    """Episodes that answer a query, best first, and ``context``: them as dated lines within the budget."""

    query: str
    item_rows: list[dict[str, object]] = field(default_factory=list, repr=False)
    """The episodes recalled, best first: each a row of :data:`ITEM_COLUMNS`."""
    context: str = ""
    tokens: int = 0
    budget_tokens: int = 1000

    @property
    def items(self) -> pd.DataFrame:
        """:attr:`item_rows` as a DataFrame (columns :data:`ITEM_COLUMNS`), made when asked: a DataFrame costs
        about a millisecond, and a recall whose context is all that is read need not pay it."""
        return pd.DataFrame(self.item_rows, columns=ITEM_COLUMNS)

    def __str__(self) -> str:
        return self.context

    def __repr__(self) -> str:
        return f"recall {self.query!r}: {len(self.item_rows)} items, {self.tokens} tokens\n{self.context}"

    def _repr_html_(self) -> str:
        return (
            f"<p>recall <code>{html.escape(self.query)}</code>: {len(self.item_rows)} items, "
            f"{self.tokens}/{self.budget_tokens} tokens</p><pre>{html.escape(self.context)}</pre>"
        )


def episode_line(version: Version) -> str:
    """An episode as one dated line: ``[2026-03-01 10:00] mara (planning): text``, its line breaks escaped."""
    who = one_line(version.speaker) or "?"
    where = f" ({one_line(version.session)})" if version.session else ""
    return f"[{format_time(version.valid_from)}] {who}{where}: {one_line(version.text)}"


def episodes_naming(
    store: VersionStore, record: str, *, as_of: int, known_at: int, any_link: bool = False
) -> list[Version]:
    """The episodes that name ``record``, as held at ``as_of`` and known at ``known_at``; their link to it held
    then too, unless ``any_link`` (a name folded into another: its links ended with it)."""
    found = []
    for source, _, key, data in store.links.in_edges(record, keys=True, data=True):
        if data["kind"] != RELATION or store.records[source][0].kind != EPISODE:
            continue
        if not any_link and store.seen(key, as_of=as_of, known_at=known_at) is None:
            continue
        episode = store.seen(source, as_of=as_of, known_at=known_at)
        if episode is not None:
            found.append(episode)
    return found


def best_passage(version: Version, query: str, *, budget: int, count_tokens: Callable[[str], int]) -> Version | None:
    """The part of a long episode that shares most words with ``query``, cut to fit ``budget`` tokens as a line.

    The text is read as sentences; the passage grows from the best sentence
    to its neighbours while it fits. ``None`` when not even the line's date
    and speaker fit.
    """
    sentences, terms_of, sizes = _sentences(version.text)
    terms = set(tokenize(query))
    best = max(range(len(sentences)), key=lambda index: len(terms & terms_of[index]))

    def fits(text: str) -> bool:
        return count_tokens(episode_line(version._replace(text=text))) + 1 <= budget

    def passage(start: int, end: int) -> str:
        text = " ".join(sentences[start:end])
        return text if (start, end) == (0, len(sentences)) else f"{text} …"

    if not fits(passage(best, best + 1)):  # with its mark: a sentence that fits only without it was returned
        words = sentences[best].split()  # too long, and its turn left out
        while words and not fits(" ".join(words) + " …"):
            words = words[: max(len(words) * 3 // 4, len(words) - 1) if len(words) > 1 else 0]
        return version._replace(text=" ".join(words) + " …") if words else None
    # Grown first by the sentences' estimated counts (no tokenizer call a sentence), then shrunk while the
    # passage does not fit and grown on while it does, each step counted by ``count_tokens``.
    head = count_tokens(episode_line(version._replace(text=""))) + 2  # and the line break and the mark
    start, end = _grow(sizes, best, best + 1, lambda start, end: head + sum(sizes[start:end]) <= budget)

    while end - start > 1 and not fits(passage(start, end)):
        start, end = (start, end - 1) if end - 1 > best else (start + 1, end)
    start, end = _grow(sizes, start, end, lambda start, end: fits(passage(start, end)))
    return version._replace(text=passage(start, end))


def _grow(sizes: tuple[int, ...], start: int, end: int, fits: Callable[[int, int], bool]) -> tuple[int, int]:
    """The span ``start:end`` grown a sentence at a time, after it if that fits, else before it, while one fits."""
    while True:
        for start_, end_ in ((start, end + 1), (start - 1, end)):
            if 0 <= start_ and end_ <= len(sizes) and fits(start_, end_):
                start, end = start_, end_
                break
        else:
            return start, end


@lru_cache(maxsize=4096)
def _sentences(text: str) -> tuple[tuple[str, ...], tuple[frozenset[str], ...], tuple[int, ...]]:
    """A text's sentences, each one's search terms and its estimated tokens
    (:func:`~c0lab.index.embedders.count_tokens`), kept for the texts recalled most recently."""
    sentences = tuple(part for part in re.split(r"(?<=[.!?])\s+|\n+", text) if part.strip()) or (text,)
    return sentences, tuple(frozenset(tokenize(part)) for part in sentences), tuple(map(estimate_tokens, sentences))


FALL_OFF = 0.3
"""A hit counts (and lends its score to its neighbours) only while it holds this share of the best keyword
score, or is the best vector hit (:data:`VECTOR_MARGIN`); weaker hits are where the scores fall off."""

VECTOR_FALL_OFF = 0.5
"""With a vector list, a keyword hit counts only while it holds this share of the best keyword score (at
least): the vector list brings its own hits, and the keyword hits between a third and a half of the best
lent their score to turns that crowded out an answer a few places after a stronger hit (LongMemEval's
multi-session and single-session-user questions, our conversation eval with the spread weights)."""

VECTOR_MARGIN, NEAR_VECTOR = 0.0, 0.35
"""A vector hit is strong (lends its score to its neighbours) only within ``VECTOR_MARGIN`` cosine similarity of
the best: similarities of chat turns bunch together, and a wider margin made nearly every vector hit lend. A
vector hit within ``NEAR_VECTOR`` of the best is shown on its own score and lends nothing."""

AHEAD, BEHIND, REACH = 0.96, 0.9, 6
"""A turn ``d`` places after a hit scores ``AHEAD ** d`` of the hit's score (``BEHIND ** d`` before it), up to
``REACH`` places away: an answer usually follows its question, sometimes a few turns later, and the turns
around a strong hit outrank weak hits elsewhere but never a stronger hit."""

PAST_THE_END = 1
"""Turns are fused with the config's ``recall_alpha`` as the keyword list's weight (the concepts' walk keeps its
``alpha``). A keyword hit that the vector list lacks (the list is cut at ``vector_limit`` hits and at
``vector_threshold``) ranks ``PAST_THE_END`` place past the list's end, not nowhere, so a turn holding a
question's words but far from it in meaning keeps most of its lead. Turns of equal keyword score are ranked
newest first (as the vector list ranks a text said twice): the latest statement of a changed fact is the one
shown when a text said twice is shown once (a question about the *first* statement then reads the latest)."""

NEAR_DATE, NEAR_DAYS = 0.5, 30
"""A turn dated at the day a question names gains ``NEAR_DATE`` of the best hit's score, less the further it is,
nothing past ``NEAR_DAYS`` days."""

STEP = 200
"""The characters of a turn that count as one place away (a turn of 1,000 characters is five places)."""

PASSAGE = 16
"""A turn longer than ``budget_tokens / PASSAGE`` tokens (and 48) is shown as its best passage of that length:
a long reply gives the few sentences that match, and leaves the budget to the other hits."""

SPREAD_FLOOR, SPREAD_READ = 0.25, 500
"""A question's word weighs by how few of the memory's sessions hold it: ``SPREAD_FLOOR + (1 - SPREAD_FLOOR)
* log((S + 1) / (s + 0.5)) / log((S + 1) / 0.5)`` of its BM25 part, for a word held in ``s`` of ``S`` sessions.
BM25's IDF counts turns: a word of talk ("lately", "feeling", "ideas") is in few turns but spread over many
sessions, a word of a topic ("paintings", "cocktail") bunches in the sessions about it. ``s`` is read from at
most ``SPREAD_READ`` of the turns holding the word (and scaled up). With or without a vector list (with one,
they once cost our conversation eval two questions at the budget's edge; :data:`VECTOR_FALL_OFF` keeps them)."""

Sessions = tuple[dict[str, list[str]], dict[str, int]]
"""Each session's episode records in time order, and each episode's place in its session."""


def session_order(store: VersionStore) -> Sessions:
    """Each session's episodes in time order, and each episode's place (see :data:`Sessions`)."""
    sessions: dict[str, list[Version]] = {}
    for versions in store.records.values():
        if versions[0].kind == EPISODE:
            sessions.setdefault(versions[-1].session, []).append(versions[-1])
    order = {
        label: [v.record for v in sorted(turns, key=lambda v: (v.valid_from, v.version))]
        for label, turns in sessions.items()
    }
    places = {record: place for records in order.values() for place, record in enumerate(records)}
    return order, places


def _spread(
    store: VersionStore,
    sessions: Callable[[], Sessions],
    seeds: dict[str, float],
    versions: dict[str, Version],
    *,
    as_of: int,
    known_at: int,
) -> dict[str, float]:
    """The seeds' scores, and each visible turn near a seed scored by the seed and its distance (the best of
    what each seed lends it and its own score). Distance is counted in turns of :data:`STEP` characters:
    a long turn is as far as the short ones it could hold."""
    order, places = sessions()
    scores = dict(seeds)
    for record, score in seeds.items():
        records, place = order.get(versions[record].session, []), places.get(record)
        if place is None:
            continue
        for way, base in ((1, AHEAD), (-1, BEHIND)):
            position, steps = place + way, 0.0
            while 0 <= position < len(records):
                turn = versions.get(records[position]) or store.seen(records[position], as_of=as_of, known_at=known_at)
                position += way
                if turn is None:
                    continue
                steps += max(1.0, len(turn.text) / STEP)
                if steps > REACH:
                    break
                versions[turn.record] = turn
                scores[turn.record] = max(scores.get(turn.record, 0.0), score * base**steps)
    return scores


def recall(
    store: VersionStore,
    index: SearchIndex,
    *,
    query: str,
    topic: str,
    as_of: int,
    known_at: int,
    sessions: Callable[[], Sessions],
    patches: Callable[..., list[Version]],
    count_tokens: Callable[[str], int],
    budget_tokens: int = 1000,
    session: str | None = None,
    fall_off: float = FALL_OFF,
    about: int | None = None,
) -> Recall:
    """Episodes that answer ``topic`` (asked as ``query``): the strong hits and the turns around them, best first.

    Read at ``as_of`` as known at ``known_at`` (microseconds). Single turns are scored by the keyword and vector
    lists fused (the config's ``recall_alpha``; a turn is searched by its speaker's name and its text; a turn dated
    near ``about``, a date the question names, adds up to :data:`NEAR_DATE`). The hits that hold their score
    (``fall_off``, :data:`FALL_OFF`; with a vector list at least :data:`VECTOR_FALL_OFF`) lend it to the turns
    around them in their session (``sessions()``: :func:`session_order`, which the caller may cache), less with each
    place (:data:`AHEAD`, :data:`BEHIND`). Turns are then taken best first, each that still fits, so a neighbour
    never pushes out a stronger hit; ``budget_tokens`` is a ceiling, not a target. A turn longer than a
    :data:`PASSAGE` share of the budget gives its best passage; a text said twice is shown once. An episode older
    than a correction of a concept it names says so (``patches(record, as_of=, known_at=)`` reads a concept's
    patches). Nothing when nothing matches.
    """
    when, known = as_of, known_at
    config = index.config
    weights = _spread_weights(store, index, topic, sessions=len(sessions()[0]))
    if index.vectors is not None and index.embedder is not None:
        fall_off = max(fall_off, VECTOR_FALL_OFF)
    keyword_found = index.keyword_list(topic, as_of=when, known_at=known, episodes=True, weights=weights)
    vector_found = index.vector_list(_without_speakers(topic, keyword_found), as_of=when, known_at=known, episodes=True)
    lists = [
        [item for item in found if item[1].kind == EPISODE and (session is None or item[1].session == session)]
        for found in (keyword_found, vector_found)
    ]
    lists[0].sort(key=lambda item: (-item[2], -item[1].valid_from))  # equal scores: the newest first
    versions = {record: version for found in lists for record, version, _ in found}
    keyword_ids, vector_ids = [[record for record, _, _ in found] for found in lists]
    weight = config.recall_alpha
    fused = rrf([keyword_ids, vector_ids], weights=[weight, 1 - weight], k=config.rrf_k)
    if vector_ids:  # the vector list is cut at its limit: a keyword hit it lacks ranks just past its end
        past_end = (1 - weight) / (config.rrf_k + len(vector_ids) + PAST_THE_END)
        for record in set(keyword_ids).difference(vector_ids):
            fused[record] += past_end
    if about is not None and fused:
        unit = max(fused.values())
        for record in fused:
            days = abs(versions[record].valid_from - about) / 86_400_000_000
            fused[record] += NEAR_DATE * unit * max(0.0, 1 - days / NEAR_DAYS)
    strong = _strong(lists, share=fall_off, margin=VECTOR_MARGIN)
    near = _strong(lists, share=fall_off, margin=NEAR_VECTOR) | strong
    seeds = {record: score for record, score in fused.items() if record in strong}
    scores = _spread(store, sessions, seeds, versions, as_of=when, known_at=known) if session is None else seeds
    for record in near - strong:  # near in meaning: shown on its own score, lending nothing
        scores[record] = max(scores.get(record, 0.0), fused[record])
    if session is not None:
        scores = {record: score for record, score in scores.items() if versions[record].session == session}
    ranked = sorted(scores, key=lambda record: (-scores[record], -versions[record].valid_from))
    notes: dict[str, str] = {}

    def note(version: Version) -> str:  # an episode older than a correction of a concept it names says so
        if version.record not in notes:
            notes[version.record] = corrected_note(store, version, as_of=when, known_at=known, patches=patches)
        return notes[version.record]

    def line(version: Version) -> str:
        return episode_line(version) + note(version)

    chosen: dict[str, float] = {}
    shown: dict[str, Version] = {}
    bare: dict[str, str] = {}  # a passage shown without its date and speaker (a budget too small for them)
    said: set[tuple[str, str]] = set()
    used, longest = 0, max(budget_tokens // PASSAGE, 48)
    for record in ranked:
        if chosen and budget_tokens - used < 8:
            break
        turn = versions[record]
        if (turn.speaker, turn.text) in said:
            continue
        room = min(budget_tokens - used, longest)
        text = line(turn)  # far longer than the longest turn shown whole: not worth counting (a passage)
        cost = count_tokens(text) + 1 if len(text) <= 12 * longest else budget_tokens + 1
        if chosen and cost <= longest and cost > room:
            continue  # it fits another time, not now: a shorter turn may (the best hit gives its passage)
        if cost > room:  # a long turn: its best passage
            if chosen and room < 24:
                continue
            # best_passage counts the line's date and speaker, not a correction note: leave room for it
            passage = (
                best_passage(turn, topic, budget=room - count_tokens(note(turn)), count_tokens=count_tokens)
                if room > count_tokens(note(turn))
                else None
            )
            if passage is not None and count_tokens(line(passage)) + 1 <= room:
                turn, cost = passage, count_tokens(line(passage)) + 1
            elif not chosen:  # not even its date and speaker fit: the passage's words alone
                words = best_passage(
                    turn._replace(name="", label=""),
                    topic,
                    budget=budget_tokens,
                    count_tokens=lambda text: count_tokens(text.partition(": ")[2]),
                )
                if words is None:
                    continue
                bare[record] = words.text
                turn, cost = words._replace(name=turn.name, label=turn.label), count_tokens(words.text) + 1
            else:
                continue
        if used + cost > budget_tokens:
            continue
        chosen[record], shown[record] = scores[record], turn
        said.add((turn.speaker, versions[record].text))
        used += cost
    order = sorted(chosen, key=lambda record: (-chosen[record], -shown[record].valid_from))
    items: list[dict[str, object]] = [
        {
            "id": record.removeprefix("episode:"),
            "text": shown[record].text,
            "speaker": shown[record].speaker,
            "session": shown[record].session,
            "time": to_timestamp(shown[record].valid_from),
            "score": round(chosen[record], 6),
        }
        for record in order
    ]
    dated = sorted(chosen, key=lambda record: (shown[record].valid_from, shown[record].version))
    context = "\n".join(bare.get(record) or line(shown[record]) for record in dated)
    return Recall(query=query, item_rows=items, context=context, tokens=used, budget_tokens=budget_tokens)


def _spread_weights(store: VersionStore, index: SearchIndex, topic: str, *, sessions: int) -> dict[str, float] | None:
    """Each word of ``topic``'s weight by its spread over the memory's ``sessions`` (:data:`SPREAD_FLOOR`)."""
    if sessions < 2:
        return None
    weights, scale = {}, math.log((sessions + 1) / 0.5)
    for term in set(tokenize(topic)):
        records, total = index.holders(term, most=SPREAD_READ)
        held = {
            versions[-1].session
            for record in records
            if (versions := store.records.get(record)) is not None and versions[0].kind == EPISODE
        }
        if held:
            spread = min(sessions, len(held) * max(1.0, total / len(records)))
            weights[term] = SPREAD_FLOOR + (1 - SPREAD_FLOOR) * math.log((sessions + 1) / (spread + 0.5)) / scale
    return weights


def _without_speakers(topic: str, found: list[tuple[str, Version, float]]) -> str:
    """``topic`` without the names of the speakers of ``found`` (the keyword hits), for the vector list.

    A turn is embedded with its speaker's name ("Joanna: Later, take care!"): a question that names a
    speaker is near in meaning every short turn of theirs, and those crowd out the turns about what it
    asks. The keyword list keeps the name. A topic that is only names stays whole."""
    meaning = topic
    for name in {version.speaker for _, version, _ in found if version.speaker}:
        meaning = re.sub(rf"(?<![\w-]){re.escape(name)}(?:['’]s)?(?![\w-])", " ", meaning, flags=re.IGNORECASE)
    meaning = " ".join(meaning.split())
    return meaning if meaning.strip(" ?.!,;:") else topic


def corrected_note(
    store: VersionStore, episode: Version, *, as_of: int, known_at: int, patches: Callable[..., list[Version]]
) -> str:
    """Notes for the concepts ``episode`` mentions that were corrected after it was recorded
    (:func:`~c0lab.retrieval.corrections.correction_notes`); "" when none."""
    found: dict[str, Version] = {}
    for _, target, data in store.links.out_edges(episode.record, data=True):
        if data["kind"] != RELATION or store.records[target][0].kind != CONCEPT:
            continue
        concept = store.seen(target, as_of=as_of, known_at=known_at)
        if concept is None:
            continue
        fixes = corrections(concept, patches(target, as_of=as_of, known_at=known_at))
        if fixes:
            found[concept.name] = max(fixes, key=lambda patch: patch.recorded_at)
    return correction_notes(episode.text, episode.recorded_at, found) if found else ""


def _strong(lists: list[list[tuple[str, Version, float]]], *, share: float, margin: float) -> set[str]:
    """Records whose keyword score is at least ``share`` of the best, or whose similarity is within
    ``margin`` of the best."""
    keyword, vector = lists
    strong: set[str] = set()
    if keyword:
        top = keyword[0][2]
        strong |= {record for record, _, score in keyword if score >= top * share}
    if vector:
        top = vector[0][2]
        strong |= {record for record, _, score in vector if score >= top - margin}
    return strong
