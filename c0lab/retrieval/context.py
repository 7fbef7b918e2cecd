"""One context for a question from both halves of a memory: the walk's facts and the episodes' text, one budget.

A walk that holds a fact of an asked relation type (:func:`typed_answer`) leads
with its lines, and the episodes (:func:`~c0lab.retrieval.recall.recall`) fill
what it leaves. A walk that holds none — it says "Nothing in memory about …"
with no such fact, or what it reached is only co-mentions (``MENTIONED_WITH``,
as after an extractor that read little) — would spend the budget on a
neighbourhood that does not answer, while every word of the documents is
kept: then the texts come first. Its "Nothing in memory about …" line, the
passages of the episodes that name the question's names
(:func:`name_passages`: names first, then the names those passages name),
then the walk's other lines in what is left, its co-mention lines last.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from functools import lru_cache

import pandas as pd

from .._time import format_time, micros_of_timestamp, to_timestamp
from ..index.fusion import rrf
from ..index.keyword import tokenize, whole_words
from ..index.search import SearchIndex
from ..model.records import CONCEPT, EPISODE, RELATION, Version
from ..store.versions import VersionStore
from .co_mentions import co_mention_names, told_elsewhere
from .dated_texts import EVIDENCE_HEADING
from .names import named_records
from .period import CO_MENTION, stale_notes
from .question import facts_of
from .recall import Recall, corrected_note, episode_line, episodes_naming
from .render import CLAUSE_BREAK, SENTENCE_BREAK, cut_lines, one_line, relation_words
from .restated import restated_notes
from .walk import AROUND, QUOTING, Fact, Walk

__all__ = [
    "Context",
    "asked_names",
    "combined_context",
    "nothing_then",
    "name_passages",
    "passage_line",
    "shown_in",
    "typed_answer",
]

_CO_LINE = f" {relation_words(CO_MENTION)} "
_SAID = re.compile(r"^(?:- )?\[[^\]]*\] [^:]*: ")
_DATED = re.compile(r"^(?:- )?\[[^\]]*\] ")
_CUT = re.compile(r"[^.!?\"')\]] …(?: \[|$)")
"""An episode's line cut within a sentence (``… coordinated by Vevera Grimomo starting in …``): a name without
what its sentence says of it (its time, its tie), which the line of a typed answer's context leaves out."""


@dataclass
class Context:
    """A question's context (``context``, ``tokens`` of ``budget_tokens``) and the walk it was made with;
    ``text_first`` says the walk held no typed answer, so the episodes' passages came first."""

    query: str
    context: str
    tokens: int
    budget_tokens: int
    walk: Walk
    text_first: bool

    def __str__(self) -> str:
        return self.context

    def __repr__(self) -> str:
        order = "text first" if self.text_first else "facts first"
        return f"context {self.query!r} ({order}): {self.tokens}/{self.budget_tokens} tokens\n{self.context}"

    def _repr_html_(self) -> str:
        order = "text first" if self.text_first else "facts first"
        return (
            f"<p>context <code>{html.escape(self.query)}</code> ({order}): {self.tokens}/{self.budget_tokens} "
            f"tokens</p><pre>{html.escape(self.context)}</pre>"
        )


def typed_answer(walk: Walk) -> bool:
    """Whether ``walk`` holds a typed answer: it reached a concept and holds a fact of an asked relation type (of
    any type but a co-mention when the question asks none and the walk does not say it lacks what was asked), not
    one it shows only among the concept's neighbours further out (:func:`_answering`), even if it says it
    lacks part of what was asked (a link of a chain, the asked time: its facts place what it holds)."""
    if walk.dead_end or walk.concept is None:
        return False
    asked = set(walk.asked)
    if not asked and walk.abstains:  # "where is X based?" with no relation of that sense: no fact answers it
        return False
    return bool(_answering(walk))


def _answering(walk: Walk) -> list[Fact]:
    """The facts of ``walk`` of an asked type (any but a co-mention when none is asked) but those it shows further
    out, on no way to what was asked (under :data:`AROUND`): a fact of an asked type between two neighbours of the
    concept asked about answers nothing of it."""
    if walk.concept is None:
        return []
    asked = set(walk.asked)
    around = set(_section(walk.context, AROUND))
    return [
        fact
        for fact in walk.facts
        if fact.relation != CO_MENTION and (fact.relation in asked or not asked) and fact.line() not in around
    ]


def _heading(line: str) -> bool:
    """Whether a context line is a section's heading ("Around it:"), not a fact or a quoted line."""
    return line.endswith(":") and not line.startswith(("- ", "  "))


def _section(context: str, heading: str) -> list[str]:
    """The lines of ``context`` under ``heading`` (up to the next heading)."""
    lines: list[str] = []
    under = False
    for line in context.splitlines():
        if _heading(line):
            under = line == heading
        elif under:
            lines.append(line)
    return lines


def asked_names(store: VersionStore, walk: Walk, *, known_at: int) -> list[str]:
    """The concept records the question of ``walk`` names, the concept the walk reached, and the names its facts of
    an asked type join to it (a chain's links: a text naming the last may tell the link the memory lacks)."""
    named = named_records(store, walk.query, known_at=known_at)
    ends = [] if walk.concept is None else [walk.concept.name]
    chain = _answering(walk) if typed_answer(walk) else []
    ends += [end for fact in chain for end in fact.names() if end not in ends]
    for end in ends:
        named += [r for r in named_records(store, end, known_at=known_at) if r not in named]
    return named


def nothing_then(store: VersionStore, walk: Walk, *, known_at: int) -> bool:
    """Whether ``walk`` says it holds nothing of what was asked at a time the question stated, found no text of
    that time, and that time precedes every relation with a stated start the memory holds of its concept (typed
    or a co-mention, known at ``known_at``): then its "Nothing in memory about …" is the answer, and no text is
    put before it."""
    if not (walk.abstains and walk.read) or walk.concept is None or EVIDENCE_HEADING in walk.context.splitlines():
        return False  # no time stated, or the walk read texts of that time
    records = named_records(store, walk.concept.name, known_at=known_at)[:1]
    starts = [
        version.valid_from
        for record in records
        for version, source, target in facts_of(store, record, known_at=known_at)
        if store.records[target if source == record else source][0].kind == CONCEPT
        and not pd.isna(to_timestamp(version.valid_from))  # a stated start
    ]
    return bool(starts) and micros_of_timestamp(walk.as_of) < min(starts)


def shown_in(line: str, context: str) -> bool:
    """Whether an episode ``line`` (``[day] speaker: text``, a cut marked ``…``, a note after it) or a listed text
    (``- text``, a related concept's sentences) is one ``context`` already shows, whole or sentence by sentence."""
    for said in (_SAID.sub("", line, count=1), _DATED.sub("", line, count=1)):  # with a speaker, or a day alone
        text = said.removeprefix("- ").split(" [", 1)[0].removesuffix(" …").strip()
        if len(text) > 20 and all(_shown(sentence, context) for sentence in SENTENCE_BREAK.split(text) if sentence):
            return True
    return False


def _shown(sentence: str, context: str) -> bool:
    """Whether ``context`` shows ``sentence``, or all of it after a label ending in a colon ("Board minutes: the
    board confirmed …", whose description was stored without its label)."""
    label, colon, rest = sentence.partition(": ")
    return sentence in context or bool(colon and len(label.split()) <= 3 and len(rest) > 20 and rest in context)


def name_passages(
    store: VersionStore,
    index: SearchIndex,
    *,
    topic: str,
    names: Iterable[str],
    as_of: int,
    known_at: int,
    budget_tokens: int,
    count_tokens: Callable[[str], int],
    patches: Callable[..., list[Version]],
    started: Callable[[str], str] = str,
) -> list[str]:
    """Passages of the episodes (runs of whole sentences, :data:`PIECE` tokens at most) within ``budget_tokens``,
    in time order, each with its day and the note of a later correction of a concept it names, then ``started``
    (:func:`~c0lab.retrieval.starts.start_noter`: the start of a value begun after the time asked).

    Chosen names first, as a flat retriever by names would: the passages that name one of ``names`` (concept
    records), then those naming a name the best of them name (the next link of a chain; :data:`ROUNDS`), then the other
    passages of the episodes that match ``topic``; within each, those sharing more of the question's other
    words first, then by the episode's keyword rank. Episodes are read at ``as_of`` (an episode is valid from
    the day it was written) as known at ``known_at``.
    """
    keyword = [
        (record, version)
        for record, version, score in index.keyword_list(topic, as_of=as_of, known_at=known_at, episodes=True)
        if version.kind == EPISODE and score > 0
    ]
    vector = [
        (record, version)
        for record, version, _ in index.vector_list(topic, as_of=as_of, known_at=known_at, episodes=True)
        if version.kind == EPISODE
    ]
    versions = dict(keyword + vector)
    found = [versions[record] for record in rrf([[record for record, _ in keyword], [record for record, _ in vector]])]
    asked = [store.records[record][-1].name for record in names if record in store.records]
    episodes = {version.record: version for version in found}
    for record in names:
        for version in episodes_naming(store, record, as_of=as_of, known_at=known_at):
            episodes.setdefault(version.record, version)
    terms = set(tokenize(topic)) - {term for name in asked for term in tokenize(name)}
    rank: dict[str, int] = {}
    pieces: list[tuple[Version, int, str]] = []

    def read(versions: Iterable[Version]) -> None:  # each episode's pieces, once
        for version in versions:
            if version.record not in rank:
                rank[version.record] = len(rank)
                pieces.extend((version, place, text) for place, text in enumerate(_pieces(version.text, count_tokens)))

    by_name = bool(_BY_NAME.match(topic.strip()))

    def order(chosen: list[tuple[Version, int, str]]) -> list[tuple[Version, int, str]]:
        # the more of the question's names a passage names, then (a question answered by a name: "who …") one
        # naming another name, then the more of its other words, then the rank
        return sorted(
            chosen,
            key=lambda piece: (
                -_named(piece[2], asked),
                -(by_name and _other_name(piece[2], asked)),
                -len(terms & set(tokenize(piece[2]))),
                rank[piece[0].record],
            ),
        )

    read(episodes.values())
    tier = order([piece for piece in pieces if _naming(piece[2], asked)])
    tiers, taken, seen = [tier], {(version.record, place) for version, place, _ in tier}, set(asked)
    for _ in range(ROUNDS):  # the names the best passages of the last round name: the next link of a chain
        linked = {
            record: name
            for version, _, text in tier[:3]
            for record, name in _linked(store, version.record, as_of=as_of, known_at=known_at)
            if name not in seen and whole_words(name).search(text)
        }
        for record in linked:
            read(episodes_naming(store, record, as_of=as_of, known_at=known_at))
        tier = order(
            [
                piece
                for piece in pieces
                if (piece[0].record, piece[1]) not in taken and _naming(piece[2], linked.values())
            ]
        )
        tiers.append(tier)
        taken |= {(version.record, place) for version, place, _ in tier}
        seen |= set(linked.values())
    rest = sorted(
        (piece for piece in pieces if (piece[0].record, piece[1]) not in taken), key=lambda piece: rank[piece[0].record]
    )
    restated = dict(
        zip(
            [(version.record, place) for version, place, _ in pieces],
            restated_notes([(version.valid_from, text) for version, _, text in pieces], asked),
            strict=True,
        )
    )
    chosen: list[tuple[Version, int, str]] = []
    used = 0
    for version, place, text in [piece for tier in tiers for piece in tier] + rest:
        if budget_tokens - used < 16:
            break
        piece = version._replace(text=text)
        note = corrected_note(store, piece, as_of=as_of, known_at=known_at, patches=patches)
        line = started(passage_line(piece, topic) + (note or restated[version.record, place]))
        cost = count_tokens(line) + 1
        if used + cost <= budget_tokens:
            chosen.append((version, place, line))
            used += cost
    chosen.sort(key=lambda piece: (piece[0].valid_from, piece[0].version, piece[1]))
    return [line for _, _, line in chosen]


PIECE = 60
"""The most tokens of one passage of :func:`name_passages` (a sentence longer than that is a passage alone)."""
ROUNDS = 2
"""The rounds of :func:`name_passages` after the first: each reads the names the best passages of the last one
name (a question's chain of up to three links, as deep as a walk goes)."""


@lru_cache(maxsize=4096)
def _pieces(text: str, count_tokens: Callable[[str], int]) -> tuple[str, ...]:
    """``text`` as runs of whole sentences of at most :data:`PIECE` tokens each (kept for the texts read most
    recently)."""
    pieces: list[str] = []
    run: list[str] = []
    for sentence in CLAUSE_BREAK.split(text.strip()):
        if run and count_tokens(" ".join([*run, sentence])) > PIECE:
            pieces.append(" ".join(run))
            run = []
        run.append(sentence)
    if run:
        pieces.append(" ".join(run))
    return tuple(pieces)


def _naming(text: str, names: Collection[str]) -> bool:
    """Whether ``text`` names one of ``names`` (whole words, any case)."""
    return any(whole_words(name).search(text) for name in names)


_BY_NAME = re.compile(r"(?:who|whom|whose|which|where)\b", re.IGNORECASE)
"""A question whose answer is a name (a person, an organisation, a place)."""
_CAPITALISED = re.compile(r"(?<![.!?:;]\s)(?<!^)\b[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*")


def _other_name(text: str, names: Collection[str]) -> bool:
    """Whether ``text`` names a capitalised name (not opening a sentence) other than ``names``."""
    asked = {name.lower() for name in names}
    return any(
        run.lower() not in asked and not any(run.lower() in name for name in asked)
        for run in _CAPITALISED.findall(text)
    )


def _named(text: str, names: Collection[str]) -> int:
    """How many of ``names`` ``text`` names (whole words, any case)."""
    return sum(1 for name in names if whole_words(name).search(text))


def passage_line(version: Version, topic: str) -> str:
    """An episode's passage as a dated line (:func:`~c0lab.retrieval.recall.episode_line`); a document's passage
    (an episode whose speaker is the source it was ingested from) without that source, unless ``topic`` names
    it: at a small budget its tokens are a line's worth of text (a person who said something is always shown)."""
    if version.speaker and version.speaker == version.origin and not whole_words(version.speaker).search(topic):
        return f"[{format_time(version.valid_from)}] {one_line(version.text)}"
    return episode_line(version)


def _linked(store: VersionStore, episode: str, *, as_of: int, known_at: int) -> list[tuple[str, str]]:
    """The concepts an episode is linked to (those it was read to mention): each one's record and name."""
    found = []
    for _, target, data in store.links.out_edges(episode, data=True):
        if data["kind"] == RELATION and store.records[target][0].kind == CONCEPT:
            version = store.seen(target, as_of=as_of, known_at=known_at)
            if version is not None:
                found.append((target, version.name))
    return found


def combined_context(
    walk: Walk,
    *,
    budget_tokens: int,
    count_tokens: Callable[[str], int],
    recall: Callable[[int], Recall],
    passages: Callable[[int], list[str]],
    answered_then: bool = False,
    started: Callable[[str], str] | None = None,
) -> Context:
    """The context of a question from its ``walk`` (made at ``budget_tokens``) and the episodes.

    With a typed answer (:func:`typed_answer`): the walk's context, then ``recall(tokens left)``'s lines it does
    not show already; so too when ``answered_then`` (:func:`nothing_then`). Without one: the walk's "Nothing in
    memory about …" line, then ``passages(tokens left)``
    (:func:`name_passages`), then the walk's other lines that fit — its co-mention lines last, none of its
    episode lines that a passage shows. A dead end is the walk's context alone. Each line is ``started``, within
    the budget (:func:`~c0lab.retrieval.starts.start_noter`: a line naming a value begun after the time asked
    says when it began).
    """
    if walk.dead_end:
        return Context(walk.query, walk.context, walk.tokens, budget_tokens, walk, text_first=False)
    started = started or str
    dated = bool(walk.read and walk.as_of < walk.known_at) or walk.known_at_asked  # "now" states no other time
    if typed_answer(walk) and walk.abstains and not dated and not answered_then:
        return _part_answered(
            walk, budget_tokens=budget_tokens, count_tokens=count_tokens, passages=passages, started=started
        )
    if typed_answer(walk) or answered_then:
        own = _told(walk.context.splitlines())
        noted = [started(line) for line in own]
        if noted != own:  # the notes' tokens count in the budget
            own = cut_lines(noted, budget_tokens, count_tokens)
        context, tokens = "\n".join(own), sum(count_tokens(line) + 1 for line in own)
        if budget_tokens - tokens >= 16:
            said = recall(budget_tokens - tokens - 1)
            lines = [
                line for line in said.context.splitlines() if not shown_in(line, context) and not _CUT.search(line)
            ]
            noted = _noted(
                walk, [started(line) for line in lines], room=budget_tokens - tokens, count_tokens=count_tokens
            )
            if noted:
                context = "\n".join(_told([*own, *noted]))
                tokens += sum(count_tokens(line) + 1 for line in noted)
        return Context(walk.query, context, tokens, budget_tokens, walk, text_first=False)
    # "Nothing in memory about …" leads when the question stated a time (what was not held then); asked of now it
    # says only that the graph lacks what the passages may tell, and goes last, where it fits
    lead = [walk.abstains] if walk.abstains and dated else []
    used = sum(count_tokens(line) + 1 for line in lead)
    text = passages(budget_tokens - used) if budget_tokens - used >= 16 else []
    used += sum(count_tokens(line) + 1 for line in text)
    rest, used = _walk_lines(
        walk,
        skip={walk.abstains} if walk.abstains else set(),
        shown="\n".join(text),
        room=budget_tokens - used,
        used=used,
        count=count_tokens,
        started=started,
    )
    last = (
        [walk.abstains]
        if walk.abstains and not dated and used + count_tokens(walk.abstains) + 1 <= budget_tokens
        else []
    )
    used += sum(count_tokens(line) + 1 for line in last)
    context = "\n".join(_told([*lead, *text, *rest, *last]))
    return Context(walk.query, context, used, budget_tokens, walk, text_first=True)


def _part_answered(
    walk: Walk,
    *,
    budget_tokens: int,
    count_tokens: Callable[[str], int],
    passages: Callable[[int], list[str]],
    started: Callable[[str], str],
) -> Context:
    """A walk of now that holds part of what was asked (a chain's first link) and says it lacks the rest: that it
    lacks it and its facts but the neighbourhood's (:data:`AROUND`, co-mentions), in half the budget at most, then
    the passages naming the question's names and the chain's (:func:`asked_names`: where the missing link may be
    told), then the walk's other lines that fit (descriptions, the neighbourhood)."""
    own: list[str] = [walk.abstains]
    heading: str | None = None
    for line in walk.context.splitlines():
        if _heading(line):
            heading = line
        if heading not in (None, AROUND, *QUOTING) and not (line.startswith("- ") and _CO_LINE in line):
            own.append(line)
    lead = cut_lines([started(line) for line in own], budget_tokens // 2, count_tokens)  # half left to the passages
    used = sum(count_tokens(line) + 1 for line in lead)
    text = passages(budget_tokens - used) if budget_tokens - used >= 16 else []
    used += sum(count_tokens(line) + 1 for line in text)
    rest, used = _walk_lines(
        walk,
        skip=set(own),
        shown="\n".join(text),
        room=budget_tokens - used,
        used=used,
        count=count_tokens,
        started=started,
    )
    return Context(walk.query, "\n".join(_told([*lead, *text, *rest])), used, budget_tokens, walk, text_first=False)


def _noted(walk: Walk, lines: list[str], *, room: int, count_tokens: Callable[[str], int]) -> list[str]:
    """The episodes' ``lines`` after a walk's typed answer, each naming its concept and the other end of a fact of
    it that ended with the walk's note of that end (:func:`~c0lab.retrieval.period.stale_notes`: "Coordinator
    since 2016: Vocortes Nyix." read alone says he still is), as many as fit in ``room`` tokens, in order."""
    root = walk.concept.name if walk.concept is not None else ""
    about = whole_words(root) if root else None
    kept: list[str] = []
    for line in lines:
        if about is not None and about.search(line):
            line += stale_notes(line, walk.facts, root=root)
        cost = count_tokens(line) + 1
        if cost > room:
            break
        kept.append(line)
        room -= cost
    return kept


def _told(lines: list[str]) -> list[str]:
    """``lines`` without the co-mention lines whose two names another line names together
    (:func:`~c0lab.retrieval.co_mentions.told_elsewhere`), nor a heading left with no line under it."""
    kept = told_elsewhere(lines)
    return [
        line for n, line in enumerate(kept) if not _heading(line) or (n + 1 < len(kept) and not _heading(kept[n + 1]))
    ]


def _said_together(line: str, shown: str) -> bool:
    """Whether a co-mention ``line`` (:func:`~c0lab.retrieval.co_mentions.co_mention_names`) names two names a
    line of ``shown`` names together: the passage that says how they meet is there already."""
    names = co_mention_names(line)
    if names is None:
        return False
    patterns = [whole_words(name.strip()) for name in names]
    return any(all(pattern.search(said) for pattern in patterns) for said in shown.splitlines())


def _walk_lines(
    walk: Walk,
    *,
    skip: Collection[str],
    shown: str,
    room: int,
    used: int,
    count: Callable[[str], int],
    started: Callable[[str], str] = str,
) -> tuple[list[str], int]:
    """The walk's context lines that fit in ``room`` tokens, in its order but its co-mention lines last, each
    under its heading (said again before co-mention lines that follow another heading); not the lines in
    ``skip``, the episodes ``shown`` already, nor a co-mention of two names a shown line names together; each
    ``started`` (with its start notes). Returns them and the tokens used in all (``used`` before)."""
    lines: list[tuple[str | None, str]] = []
    co: list[tuple[str | None, str]] = []
    heading: str | None = None
    for line in walk.context.splitlines():
        if _heading(line):
            heading = line
        elif line not in skip and not shown_in(line, shown):
            if not (line.startswith("- ") and _CO_LINE in line):
                lines.append((heading, started(line)))
            elif not _said_together(line, shown):
                co.append((heading, started(line)))
    kept: list[str] = []
    last: str | None = None
    for heading, line in lines + co:
        block = [heading, line] if heading is not None and heading != last else [line]
        cost = sum(count(text) + 1 for text in block)
        if cost <= room:
            kept += block
            room -= cost
            used += cost
            last = heading
    return kept, used
