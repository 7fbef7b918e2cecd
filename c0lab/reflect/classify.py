"""Classifiers of dead ends: COMMIT (a concept worth adding), DISCARD (noise) or QUEUE (a person decides).

- :class:`OfflineClassifier` (the default, no model) discards test queries,
  file paths and near-misses of a known name (offering that concept as an
  alias), commits a term only when the memory's own text supports it — the
  term, or failing that its most telling part (a sub-phrase, or its rarest
  word no concept is named by: "Tessellate" of "Tessellate compaction
  scheme"), stands in at least two different records (descriptions,
  patches, episodes) — with a description quoted from those records and each one
  cited, and queues everything else. It never invents a fact.
- :class:`OllamaClassifier` asks a chat model for JSON against a schema,
  retries once, and queues the dead end on any failure or malformed answer.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Protocol

from .._protocols import MemoryView
from ..index.keyword import STOPWORDS, tokenize, whole_words
from ..llm.provider import ollama_client
from ..model.records import CONCEPT, PATCH, RELATION, name_key
from ..model.short_typos import near_short

__all__ = ["Classifier", "OfflineClassifier", "OllamaClassifier", "Proposal", "name_like", "topic_of"]

VERDICTS = ("COMMIT", "DISCARD", "QUEUE")
NOISE = frozenset(
    "test tests testing example examples foo bar baz qux tmp temp asdf asdfgh qwerty xxx yyy zzz lorem ipsum "
    "dummy sample hello world placeholder todo fixme debug blah".split()
)
_PATH = re.compile(r"(^|\s)(~?/|\.{1,2}/|[A-Za-z]:\\)\S*|\S+\.(py|ipynb|txt|csv|json|parquet|md|yaml|yml|log)\b", re.I)
_URL = re.compile(r"https?://|www\.", re.I)
_QUESTION = re.compile(
    r"^(?:(?:what|who|whom|which|where|when|how)\s+\w+|define|explain|describe|tell\s+me\s+about|meaning\s+of)\s+"
    r"(?:an?\s+|the\s+)?",
    re.I,
)


def _mentioned(words: str, memory: MemoryView) -> bool:
    """Whether the records write every word of ``words`` (a word they tell is not a misspelling of a name)."""
    stems = tokenize(words)
    return bool(stems) and all(memory.index.keyword.frequency(stem) for stem in stems)


@dataclass
class Proposal:
    """What a classifier makes of one dead end."""

    query: str
    verdict: str
    reason: str
    name: str = ""
    description: str = ""
    relations: list[tuple[str, str]] = field(default_factory=list)
    """(relation type, existing concept) pairs to add with the concept."""
    sources: list[str] = field(default_factory=list)
    """Where the description comes from, one citation each."""
    alias_of: str = ""
    """For a near-miss: the concept the query probably meant."""
    count: int = 1

    def as_dict(self) -> dict[str, Any]:
        return {**self.__dict__, "relations": [list(pair) for pair in self.relations]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Proposal:
        return cls(**{**data, "relations": [tuple(pair) for pair in data.get("relations", [])]})


class Classifier(Protocol):
    """Anything that turns a dead end into a :class:`Proposal`."""

    name: str

    def classify(self, query: str, memory: MemoryView) -> Proposal: ...


def topic_of(query: str) -> str:
    """The term a question asks about: the question word and its verb go.

    >>> topic_of("what is a sparse lattice hash?"), topic_of("who runs Project Thistledown")
    ('sparse lattice hash', 'Project Thistledown')
    """
    text = query.strip().rstrip("?!. ").strip()
    text = _QUESTION.sub("", text).strip()
    text = re.sub(r"\s+(?:mean|means|work|works|do)$", "", text, flags=re.I)
    return text.strip(" \"'")


class OfflineClassifier:
    """Rules and the memory's own text; no model."""

    name = "offline"

    def __init__(self, *, min_sources: int = 2) -> None:
        self.min_sources = min_sources

    def classify(self, query: str, memory: MemoryView) -> Proposal:
        text = query.strip()
        words = [word for word in re.findall(r"[^\W_]+", text.lower()) if word not in STOPWORDS]
        if _URL.search(text) or _PATH.search(text):
            return Proposal(query, "DISCARD", "looks like a file path or address, not a concept")
        if not words or len(name_key(text).replace(" ", "")) < 3:
            return Proposal(query, "DISCARD", "too short to name anything")
        if any(word in NOISE for word in words) or all(re.fullmatch(r"\d+|(.)\1+", word) for word in words):
            return Proposal(query, "DISCARD", "looks like a test or placeholder query")
        term = topic_of(text)
        near = self._near_miss(text, term, memory)
        if near:
            return Proposal(
                query, "DISCARD", f"a misspelling of the concept {near!r}; add it as an alias instead", alias_of=near
            )
        sources = self._sources(term, memory) if name_like(term) else []  # a question fragment names nothing
        if len(sources) < self.min_sources:
            term, sources = self._salient(term, memory, fallback=(term, sources))
        if len(sources) >= self.min_sources and name_like(term):
            quotes = [f"{sentence} [{citation}]" for citation, sentence, _ in sources]
            related = sorted({concept for _, _, concept in sources if concept})
            return Proposal(
                query,
                "COMMIT",
                f"'{term}' appears in {len(sources)} records of the memory",
                name=term,
                description=" ".join(quotes),
                relations=[("MENTIONED_BY", name) for name in related],
                sources=[citation for citation, _, _ in sources],
            )
        found = f"only {len(sources)} record mentions it" if sources else "nothing in the memory mentions it"
        candidate = term if name_like(term) else self._named_part(term, memory)  # never a question fragment
        return Proposal(query, "QUEUE", f"'{term}' is not supported by the memory's own text ({found})", name=candidate)

    def _named_part(self, term: str, memory: Any) -> str:
        """The longest name-like run of the term's words that the memory's text holds ("BERT" of "we know
        about BERT as known on 2026-11-01"), or "" (no candidate: a person names it, if anything)."""
        words = term.split()
        keyword = memory.core.index.keyword
        runs = [
            " ".join(words[start : start + size])
            for size in range(min(len(words), 6), 0, -1)
            for start in range(len(words) - size + 1)
        ]
        for run in runs:
            if name_like(run) and all(keyword.frequency(stem) for stem in tokenize(run)) and self._sources(run, memory):
                return run
        return ""

    @staticmethod
    def _near_miss(text: str, term: str, memory: MemoryView) -> str | None:
        """A known name the query misspells, whole or as a run of its words ("who leads Project Vantral")."""
        store = memory.store
        words = name_key(text).split()
        runs = [name_key(term)] + [
            " ".join(words[start : start + size])
            for size in range(min(len(words), 5), 0, -1)
            for start in range(len(words) - size + 1)
        ]
        for key in runs:
            if not key or key in store.names or _mentioned(key, memory):
                continue  # a name that exists, or that records write, is not a typo
            near = store.guard.near(key)
            if near is not None:
                return memory.core.name(store.names[near][0])
        for word in re.findall(r"\b[A-Z][\w'-]*", text.split(maxsplit=1)[-1]):  # "Grens", not "When"
            held = name_key(word) in store.names or _mentioned(word, memory)  # "Rome" that two episodes tell
            short = None if held else near_short(word, names=store.names, held=bool)
            if short is not None:
                return memory.core.name(store.names[short][0])
        return None

    def _salient(self, term: str, memory: MemoryView, *, fallback: tuple[str, list]) -> tuple[str, list]:
        """The query's most telling part that the memory's records hold.

        The words of the query that no concept is named by, rarest first
        (fewest indexed texts; a capitalised word first among equals:
        "Tessellate" in "Tessellate compaction scheme"), each with the
        sub-phrases around it, longest first; a part is taken once at least
        ``min_sources`` records hold it (a single word only where the records
        write it as a name, capitalised inside a sentence: never "engineer"). When the rarest word is in no text at
        all, nothing is taken: what the query is about is not in memory.
        """
        store, keyword = memory.store, memory.index.keyword
        words = [word for word in re.findall(r"[^\W_][\w'-]*", term) if word.lower() not in STOPWORDS]

        def unknown(word: str) -> bool:
            return name_key(word) not in store.names

        def rarity(word: str) -> int:
            counts = [keyword.frequency(stem) for stem in tokenize(word)]
            return min(counts) if counts else 1 << 30

        candidates = [word for word in words if unknown(word) and len(word) > 2]
        if not candidates:
            return fallback
        ranked = sorted(candidates, key=lambda word: (rarity(word), not word[:1].isupper()))
        if rarity(ranked[0]) == 0:
            return fallback  # the query's rarest word is in no text: nothing grounds what it asks
        for rare in ranked:
            phrases = [
                " ".join(words[start : start + size])
                for size in range(len(words) - 1, 1, -1)
                for start in range(len(words) - size + 1)
                if rare in words[start : start + size]
            ]
            for part in [*phrases, rare]:
                sources = self._sources(part, memory)
                if len(sources) >= self.min_sources and (part in phrases or _named_like(part, sources)):
                    return part, sources
        return fallback

    @staticmethod
    def _sources(term: str, memory: MemoryView) -> list[tuple[str, str, str]]:
        """(citation, the sentence that holds the term, the concept it belongs to), one per record."""
        pattern = whole_words(term)
        store = memory.store
        now = memory.core.now()
        found = []
        for record in store.records:
            version = store.seen(record, as_of=now, known_at=now)
            if version is None or version.kind == RELATION or not pattern.search(version.text):
                continue
            sentence = next(s for s in re.split(r"(?<=[.!?])\s+", version.text) if pattern.search(s))
            if version.kind == CONCEPT:
                citation, concept = f"description of {version.name}", version.name
            elif version.kind == PATCH:
                citation, concept = f"patch of {version.name}", version.name
            else:
                citation, concept = f"episode {record}", ""
            found.append((citation, sentence.strip(), concept))
        return sorted(found)


_NOT_INSIDE = frozenset(
    "what who whom whose which when where why how that this these there then be had has have will as".split()
)
_NOT_NAMES = frozenset(
    "i me my we us our you your he him his she her they them their it its about know knew known tell show find "
    "give list explain describe define mean means happened happen can could should would did does do is are was were "
    "been being".split()
)
_DATE_LIKE = re.compile(r"^\d{1,4}[-/.]\d{1,2}([-/.]\d{1,4})?$")


def name_like(phrase: str) -> bool:
    """Whether ``phrase`` could name a concept: one to six words, none of them a date, a pronoun or a verb of a
    question ("know", "tell" …), the first and last no stopword, and no question word or auxiliary inside
    (names hold "of", "with", "the": "Bank of England", "Papers With Code"); never a question fragment.

    >>> name_like("Tessellate compaction scheme"), name_like("Bank of England"), name_like("Papers With Code")
    (True, True, True)
    >>> name_like("we know about BERT as known on 2026-11-01"), name_like("we know about BERT"), name_like("is BERT")
    (False, False, False)
    """
    words = re.findall(r"[^\s\"'()?!,;:]+", phrase)
    if not 1 <= len(words) <= 6 or any(_DATE_LIKE.match(word) for word in words):
        return False
    lowered = [word.lower() for word in words]
    if lowered[0] in STOPWORDS or lowered[-1] in STOPWORDS or any(word in _NOT_NAMES for word in lowered):
        return False
    return not any(word in _NOT_INSIDE for word in lowered[1:-1])


def _named_like(word: str, sources: list[tuple[str, str, str]]) -> bool:
    """Whether the records write ``word`` as a name: capitalised somewhere other than a sentence's start."""
    pattern = re.compile(rf"(?<=[\w,;:)] )({re.escape(word[:1].upper())}{re.escape(word[1:])})(?![\w-])")
    return any(pattern.search(sentence) for _, sentence, _ in sources)


SCHEMA = {
    "type": "object",
    "properties": {
        "verdict": {"type": "string", "enum": list(VERDICTS)},
        "reason": {"type": "string"},
        "name": {"type": "string"},
        "description": {"type": "string"},
        "relations": {"type": "array", "items": {"type": "array", "items": {"type": "string"}}},
    },
    "required": ["verdict", "reason"],
}


class OllamaClassifier:
    """A chat model asked for JSON against :data:`SCHEMA`; one retry, then QUEUE."""

    def __init__(self, model: str = "hermes3:8b", *, host: str | None = None, timeout: float = 60) -> None:
        self.model = model
        self.name = f"ollama:{model}"
        self._client = ollama_client(host=host, timeout=timeout)

    def _prompt(self, query: str, memory: MemoryView) -> str:
        hits = memory.search(query, k=5, mode="keyword")
        context = "\n".join(f"- {row.name}" for row in hits.itertuples()) or "- (nothing close)"
        return (
            "A researcher's memory found nothing for this query. Decide whether it names a reusable concept "
            "(COMMIT, with a short description that you are sure of), is noise such as a typo, a file path or a "
            "test (DISCARD), or needs a person (QUEUE). Never invent facts; if unsure, QUEUE.\n"
            f"Query: {query}\nClosest concepts in memory:\n{context}\n"
            "Answer as JSON with verdict, reason, name, description, relations ([type, existing concept] pairs)."
        )

    def classify(self, query: str, memory: MemoryView) -> Proposal:
        messages = [{"role": "user", "content": self._prompt(query, memory)}]
        problem = ""
        for _ in range(2):
            try:
                response = self._client.chat(model=self.model, messages=messages, format=SCHEMA)
                answer = json.loads(response["message"]["content"])
                verdict = str(answer.get("verdict", "")).upper()
                if verdict not in VERDICTS or not isinstance(answer.get("reason", ""), str):
                    raise ValueError(f"verdict {answer.get('verdict')!r} is not one of {', '.join(VERDICTS)}")
                name = str(answer.get("name") or topic_of(query))
                if verdict == "COMMIT" and not str(answer.get("description", "")).strip():
                    raise ValueError("a COMMIT needs a description")
                relations = [tuple(pair[:2]) for pair in answer.get("relations") or [] if len(pair) >= 2]
                return Proposal(
                    query,
                    verdict,
                    str(answer["reason"]),
                    name=name,
                    description=str(answer.get("description", "")),
                    relations=relations,
                    sources=[f"model {self.model}"],
                )
            except Exception as error:  # transport errors, bad JSON, a wrong shape: retry once, then queue
                problem = f"{type(error).__name__}: {error}".replace("\n", " ")[:200]
        return Proposal(query, "QUEUE", f"the model gave no usable answer ({problem})", name=topic_of(query))
