"""Ingesting free text: ``Memory.ingest`` keeps a document as an episode and writes what an extractor reads in it.

The reading is :mod:`c0lab.extract`'s (the :class:`~c0lab.extract.OfflineExtractor`
by default, or an :class:`~c0lab.extract.LLMExtractor`); this family only
checks the input, takes the memory's write path and writes the typed
:class:`~c0lab.extract.Extraction` in one batch with the episode: new names
become concepts (source ``ingest``), relations are added with their valid
times, and a relation that replaces an earlier one closes it (its valid time
ends where the new one starts).
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pandas as pd

from .._errors import C0labError, InvalidInputError, RelationHeldError
from .._time import BEGINNING, FOREVER, micros_of_timestamp, to_timestamp
from ..extract import Correction, Entity, Extraction, Extractor, LLMExtractor, OfflineExtractor, Relation
from ..extract.chunks import Chunking, Duplicates, chunk, read_documents
from ..extract.compound import titled_forms
from ..extract.dateline import written_on
from ..extract.dates import Precisions, closed_through, stated_edges, stated_precisions
from ..extract.full_names import full_names
from ..extract.headings import headed
from ..extract.licences import short_forms
from ..extract.mergers import mergers
from ..extract.nlp import SpacyExtractor
from ..extract.predicates import RENAMED
from ..extract.stints import TAKEN_ON, first, last, loan, membership, placed
from ..extract.terse import rewritten
from ..extract.told import said_now
from ..model.records import EPISODE, RELATION, check_name, check_relation_type, name_key
from ..model.redaction import clean
from ..model.schemas import ExtractorState
from ..retrieval.corrections import CORRECTION, recorded_in_error
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.sides import national_side
from .conversation import Conversation
from .core import MemoryCore, text_field
from .holders import held_form
from .redating import correct_dates, unapplied
from .returns import returned
from .successions import Successions, ended_before
from .undated import undated_precision
from .writes import Writes

__all__ = ["Ingest"]

_KEEP_EVERY = 25
_NEXT = "the next stint began"
"""Why a stint ended where the subject's next one began (not a stated end: a stint told later may begin first)."""


NOT_READ = frozenset([".csv", ".tsv", ".xls", ".xlsx", ".ods", ".parquet", ".pdf", ".doc", ".docx", ".zip", ".gz"])
"""File types :meth:`Ingest.ingest_file` refuses: tables and binary files, which read as text would be one raw
chunk of cells (or bytes), not the rows they hold."""


class Ingest:
    """``ingest``: free text kept as an episode, and what an extractor reads in it written as concepts and relations."""

    def __init__(self, core: MemoryCore, writes: Writes, conversation: Conversation) -> None:
        self._core = core
        self._writes = writes
        self._conversation = conversation
        self._successions = Successions(core, writes)  # what a document says changed hands or ended
        self._extractor: Extractor | None = None
        self._kept: int = 0  # the ledger's one-valued entries when the extractor's state was last saved
        self._unkept = 0  # documents read since
        self._days: set[int] = set()  # the days of the documents read: an undated fact holds from its document's
        self._session: str | None = None  # the session of the last text read: its next text continues it

    @property
    def extractor(self) -> Extractor:
        """The extractor ``ingest`` uses when none is given: an :class:`LLMExtractor` when
        ``$C0LAB_EXTRACTOR`` is ``ollama:MODEL``; the spaCy extractor (``c0lab.extract.nlp``, the ``nlp``
        extra) when it is ``spacy``; else (unset, or ``offline``) the :class:`OfflineExtractor` — the default
        even with spaCy installed: the model's weights are only partly verified and it read the bench's
        development wordings less well (BENCH.md)."""
        if self._extractor is None:
            setting = os.environ.get("C0LAB_EXTRACTOR", "")
            provider, _, model = setting.partition(":")
            extractor: Extractor
            if setting == "spacy":
                extractor = SpacyExtractor()
            elif setting == "offline":
                extractor = OfflineExtractor()
            elif provider and (provider != "ollama" or not model):
                raise InvalidInputError(
                    f"$C0LAB_EXTRACTOR must be ollama:MODEL, spacy or offline, not {provider + ':' + model!r}"
                )
            else:
                extractor = LLMExtractor(model) if model else OfflineExtractor()
            if isinstance(extractor, OfflineExtractor):  # what earlier documents said, kept by the memory
                extractor.restore(self._core.store.files.read_state(self._state_path, ExtractorState))  # read whole
            self._extractor = extractor  # only once read whole: a damaged file is an error every time
        return self._extractor

    @property
    def _state_path(self) -> Path:
        return self._core.store.files.folder / "extractor.json"

    def _keep(self, reader: OfflineExtractor, *, now: bool = False) -> None:
        """Save what the extractor learned when its ledger of one-valued relations or its classes changed, else every
        :data:`_KEEP_EVERY` documents (``now``: at the end of ``ingest_file``): a save per document cost as much
        as the rest of ingest."""
        single = reader.mark()
        self._unkept += 1
        if now or single != self._kept or self._unkept >= _KEEP_EVERY:
            self._core.store.files.save_state(self._state_path, reader.state())
            self._kept, self._unkept = single, 0

    def ingest(
        self,
        text: str,
        *,
        at: object = None,
        source: str = "document",
        session: str | None = None,
        extractor: Extractor | None = None,
        continues: bool = False,
        dedupe: bool = False,
    ) -> dict[str, Any]:
        """Keep ``text`` (written at ``at``; default: the day its stamp says, "Posted 2 May 2021", else now) as an
        episode and write what the extractor reads in it.
        What :meth:`Memory.ingest <c0lab.memory.memory.Memory.ingest>` does; its docstring tells the rest."""
        store = self._core.writable()
        text = text_field(text, "text", required=True)
        if dedupe and (held := self._held_episode(text)) is not None:  # a notebook's cell run again
            return {"episode": held, **dict.fromkeys(self.COUNTS, 0), "duplicate": True}
        when = self._core.moment(at, what="at", default=store.tick())
        kept = clean(text)  # what is read is what is kept: nothing of a <private> part, no secret
        if at is None and (stamped := written_on(kept, at=when)) is not None:  # "Posted 2 May 2021": its day
            at = when = stamped
        self._days.add(when)
        known = sorted({self._core.name(records[-1]) for records in store.names.values() if records})
        reader = extractor or self.extractor
        one_text, self._session = continues or (session is not None and session == self._session), session
        if isinstance(reader, OfflineExtractor) and not one_text:  # a new text: "He" opening it is no earlier one's
            reader.salience.topic = None
        extraction = reader(kept, at=when, known=known) if kept.strip() else Extraction()
        counts = dict.fromkeys(self.COUNTS, 0)
        with store.batch():
            counts["concepts"], counts["skipped"] = self._add_entities(extraction, source=source)
            tied = {name for relation in extraction.relations for name in (relation.source, relation.target)}
            about = [record for name in sorted(tied) for record in store.names.get(name_key(name), [])]
            episode = self._conversation.add_episode(
                text, at=to_timestamp(when), speaker=source, source=source, session=session, about=about
            )
            told = "\n".join(filter(None, [kept, rewritten(headed(kept), known)]))  # a row's years: as said in full
            said = stated_precisions(told, at=when)  # the precision each dated phrase's moment was stated at
            for relation in self._first_stints(extraction.relations):  # "began his career with X": until the next
                written = self._add_relation(
                    relation,
                    at=when,
                    said=said,
                    undated=None if at is not None else kept,
                    ended=ended_before(relation, extraction, when) and not said_now(kept, relation),
                )
                counts["relations"] += written > 0
                counts["replaced"] += max(written - 1, 0)
                counts["skipped"] += written == 0
            for succession in extraction.successions:
                counts["replaced"] += self._successions.succeed(succession, said=said)
            merged = mergers(kept, [e.name for e in extraction.entities], at=when, dated=at is None)  # "X and Y merged"
            for relation in [*extraction.relations, *merged]:  # "A was renamed B in 1998": B supersedes A then
                counts["replaced"] += relation.type == RENAMED and self._successions.renamed(relation, at=when)
            for ending in [end for end in extraction.ends if at is not None or micros_of_timestamp(end.at) != when]:
                ended = self._successions.end_between(
                    ending.source,
                    ending.target,
                    at=ending.at if ending.at is not None else to_timestamp(when),
                    said=said,
                    verb=ending.verb,
                    sense=ending.sense,
                    post=ending.post,
                )
                counts["ended"] += ended
                counts["skipped"] += not ended
            for name, short in extraction.lengthened:  # "Quill" of earlier texts is this one's "Mara Quill"
                self._successions.fold(name, short)
            self._alias_titled(kept, extraction)  # "Sir Alan Grove" is another name of Alan Grove
            for correction in extraction.corrections:  # after the episode: recorded later than what it corrects
                with self._writes.batch(f"correction of {correction.name.strip()!r}"):  # one operation: one undo
                    self._correct(correction, extraction, counts, at=when, source=source)
            if isinstance(reader, OfflineExtractor) and reader is self._extractor:
                self._keep(reader)
        return {"episode": episode, **counts}

    def _correct(
        self, correction: Correction, extraction: Extraction, counts: dict[str, int], *, at: int, source: str
    ) -> None:
        """Write what a correction the extractor read says: its patch (true from the document's day ``at``), the
        values it replaces (withdrawn when it says they were recorded in error, else ended:
        :meth:`~c0lab.memory.successions.Successions.corrected_values`) and the dates it corrects; ``counts``: the
        ingest's."""
        try:
            patch = self._writes.add_patch(
                correction.name.strip(),
                correction.text.strip(),
                source=source,
                valid_from=to_timestamp(at),
                reason=CORRECTION,
            )
        except C0labError:
            counts["skipped"] += 1
            return
        counts["corrected"] += 1
        error = recorded_in_error(correction.text)  # else a change: "Update: X is now led by B"
        counts["withdrawn" if error else "ended"] += self._successions.corrected_values(
            correction.name, extraction.relations, at=at, by=patch.id, error=error, text=correction.text
        )
        why = correct_dates(self._core, self._writes, correction, at=at)
        counts["redated"] += why == ""
        counts["unredated"] += unapplied(why, correction)  # a date correction that moved nothing warns

    def _held_episode(self, text: str) -> str | None:
        """The id of the episode, held now, that keeps the words of ``text`` (case and spacing aside), if any."""
        said = Duplicates.key(text)
        held = (key for key, versions in self._core.store.records.items() if versions[0].kind == EPISODE)
        found = next((key for key in held if self._held_words(key) == said), None)
        return found.removeprefix("episode:") if found else None

    def _held_words(self, record: str) -> str | None:
        """The words an episode keeps, as :meth:`Duplicates.key` says them; None for one no longer held."""
        version = self._core.store.records[record][-1]
        return Duplicates.key(version.text) if version.is_current() else None

    COUNTS = (
        "concepts",
        "relations",
        "replaced",
        "ended",
        "corrected",
        "withdrawn",
        "redated",
        "unredated",
        "skipped",
    )
    """The counts of :meth:`ingest` that :meth:`ingest_file` sums over its chunks."""

    def ingest_file(
        self,
        path: str | Path,
        *,
        chunking: Chunking = "paragraphs",
        dedupe: bool = True,
        max_chunks: int | None = None,
        at: object = None,
        source: str | None = None,
        progress: bool | None = None,
    ) -> dict[str, Any]:
        """Ingest a Markdown, plain-text or JSON file, chunk by chunk, each chunk through :meth:`ingest`.
        What :meth:`Memory.ingest_file <c0lab.memory.memory.Memory.ingest_file>` does; its docstring tells the rest."""
        self._core.writable()
        if max_chunks is not None and (
            isinstance(max_chunks, bool) or not isinstance(max_chunks, int) or max_chunks < 1
        ):
            raise InvalidInputError(f"max_chunks must be a whole number of at least 1, not {max_chunks!r}")
        file = Path(path).expanduser()
        if file.suffix.lower() in NOT_READ:
            raise InvalidInputError(
                f"ingest_file reads Markdown, plain text or JSON, not {file.suffix} ({file.name}): "
                "write a table's rows with relate(...), or as sentences"
            )
        pieces = [  # each with whether it continues the chunk before (one document's), and its date
            (piece, document.date if document.date is not None or at is not None else self._stamp(document.text), n > 0)
            for document in read_documents(file)
            for n, piece in enumerate(chunk(document.text, chunking))
        ][:max_chunks]
        for number, (_, date, _) in enumerate(pieces, start=1):
            if date is not None:
                self._core.moment(date, what=f"the date of chunk {number} of {file.name}", default=0)
        store = self._core.store
        known = (
            (versions[-1].text for versions in store.records.values() if versions[0].kind == EPISODE) if dedupe else ()
        )
        duplicates = Duplicates(known)
        counts: dict[str, Any] = {
            "chunks": len(pieces),
            "ingested": 0,
            "duplicates": 0,
            "near_duplicates": 0,
            **dict.fromkeys(self.COUNTS, 0),
        }
        from tqdm.auto import tqdm  # imported by the one write that draws a bar, not by every command

        with self._writes.batch(f"ingest_file {file.name}"):
            bar = tqdm(
                pieces,
                desc=f"ingest {file.name}",
                unit="chunk",
                disable=(len(pieces) < 50) if progress is None else not progress,
            )
            for piece, date, more in bar:
                found = duplicates.seen(piece) if dedupe else None
                if found is not None:
                    counts["duplicates" if found == "exact" else "near_duplicates"] += 1
                    continue
                done = self.ingest(piece, at=at if date is None else date, source=source or file.name, continues=more)
                counts["ingested"] += 1
                for key in self.COUNTS:
                    counts[key] += done[key]
            if isinstance(self._extractor, OfflineExtractor):
                self._keep(self._extractor, now=True)
        return counts

    def _stamp(self, text: str) -> pd.Timestamp | None:
        """The day a document says it was written ("Posted 2 May 2021"), for each of its chunks; else None."""
        day = written_on(text, at=self._core.now())
        return to_timestamp(day) if day is not None else None

    def _add_entities(self, extraction: Extraction, *, source: str) -> tuple[int, int]:
        names = {name_key(end): end for relation in extraction.relations for end in (relation.source, relation.target)}
        rows, skipped, taken = [], 0, set(self._core.store.names)
        for entity in [*extraction.entities, *(Entity(name) for name in names.values())]:
            try:
                label = check_name(entity.name.strip())
            except InvalidInputError:
                skipped += 1
                continue
            if name_key(label) in taken:
                continue
            taken.add(name_key(label))
            row = {"name": label, "description": entity.description, "kind": entity.kind or None, "source": "ingest"}
            rows.append(row | ({"valid_from": entity.valid_from} if entity.valid_from is not None else {}))
        if rows:
            self._writes.add_concepts(rows, force=True)  # similar names are distinct things until a merge says not
        return len(rows), skipped

    def _alias_titled(self, text: str, extraction: Extraction) -> None:
        """Keep each titled form the text writes of a person it names ("Sir Alan Grove", "Prof. Ines Dahl") as an
        alias of the person (:func:`~c0lab.extract.compound.titled_forms`), and nicknames, full names and a
        versioned licence's name said short ("Apache License"), when no concept holds that form."""
        names = [entity.name for entity in extraction.entities]
        for name, form in [*titled_forms(text, names), *extraction.aliases, *full_names(text), *short_forms(names)]:
            if name_key(form) not in self._core.store.names:
                try:
                    self._writes.add_alias(name, form)
                except C0labError:
                    continue

    def _add_relation(
        self,
        relation: Relation,
        *,
        at: int,
        said: Precisions | None = None,
        undated: str | None = None,
        ended: bool = False,
    ) -> int:
        """Write one relation (and end what it replaces); 0 when it cannot be written, 2 when it ended one.

        A relation already held with no end that the new statement gives an
        end ("led it from 2015 until 2022" after "has led it since 2015") is
        ended there instead. One stated with no start holds from the document's
        day ``at`` (unless it ended before it, or the document, not telling it in the present, ends it before:
        ``ended``), marked undated when ``undated`` (a text given no day) dates it not.
        """
        start: object = relation.valid_from
        names = (relation.source, relation.target)
        relation = self._one_form(relation)
        precision = stated_edges(said, names, relation.valid_from, relation.valid_to)
        try:
            if (
                start is None
                and not ended
                and self._core.moment(relation.valid_to, what="valid_to", default=FOREVER) > at
            ):
                start = to_timestamp(at)  # stated with no date of its own: true from its document's day, not always
                precision = undated_precision(undated, relation.type.strip(), names, precision)
            kind = check_relation_type(relation.type.strip())
            self._writes.relate(
                relation.source.strip(),
                kind,
                relation.target.strip(),
                valid_from=start,
                valid_to=relation.valid_to,
                precision=precision,
                alongside=relation.alongside,
            )
        except RelationHeldError:
            if relation.valid_to is None:  # held open: a later start after another holder's is a return to the post
                return returned(self._core, self._writes, relation, kind=kind, start=start, precision=precision)
            try:
                self._writes.end(
                    relation.source.strip(),
                    kind,
                    relation.target.strip(),
                    at=relation.valid_to,
                    reason="an end stated later",
                    precision=stated_edges(said, (relation.source, relation.target), None, relation.valid_to)[1],
                )
            except C0labError:
                return 0
            return 2
        except C0labError:
            return 0
        if relation.valid_from is not None:
            self._stint(
                relation.source.strip(),
                kind,
                relation.target.strip(),
                start=relation.valid_from,
                closed=relation.valid_to,
            )
        replaced = relation.replaces
        if not isinstance(replaced, str) or not replaced.strip():
            return 1
        ends, closing = closed_through(relation.valid_from or to_timestamp(at), said, (relation.source, replaced))
        try:  # a single-valued type has already ended the old value in relate(); end() then refuses
            self._writes.end(
                relation.source.strip(),
                kind,
                replaced.strip(),
                at=ends,
                reason=f"replaced by {relation.target.strip()}",
                precision=closing,
            )
        except C0labError:
            return 1
        return 2

    def _one_form(self, relation: Relation) -> Relation:
        """``relation`` in the form its office is already held in (:func:`~c0lab.memory.holders.held_form`)."""
        said = (relation.type.strip(), relation.target.strip())
        try:
            held = held_form(self._core, said[0], relation.source.strip(), said[1])
        except C0labError:
            return relation
        return relation if held == said else replace(relation, type=held[0], target=held[1])

    def _stint(self, source: str, kind: str, target: str, *, start: object, closed: object = None) -> None:
        """A stint of a one-at-a-time sense (:func:`~c0lab.extract.stints.membership`: a team, a spouse, a school,
        whatever the verb: joined, moved to, spent … with) stated from ``start`` ends the subject's open stints of
        that sense begun before it; with no end of its own (``closed``) it ends where the subject's next
        stint of that sense begins (texts tell careers in any order), not one dated by its document's day (stated
        with no date of its own: when it began is not known)."""
        senses = membership(kind)
        if not senses:
            return
        core = self._core
        try:
            owner, value, began = (
                core.resolve(source),
                core.resolve(target),
                core.moment(start, what="valid_from", default=BEGINNING),
            )
        except C0labError:
            return
        if placed(kind) and not first(kind) and not self._joined(value):
            return  # "returned to Senegal": a place, not a membership no text says anyone joined ("began his career
            # at X" is one)
        earlier, later, cut = [], [], []
        on_loan = _held_aside(kind)  # a loan or a signing ends no membership (the parent club's), a move ends it
        national = national_side(target, kind)  # a country's side and a club: two seats at once
        for _, other, data in core.store.graph.out_edges(owner, data=True):
            if other == value or data["kind"] != RELATION:
                continue
            for version in data["versions"]:
                if (
                    not version.is_current()
                    or version.valid_from == BEGINNING
                    or not membership(version.name) & senses
                    or placed(version.name)
                    and not first(version.name)
                    and not self._joined(other)
                    or national_side(core.name(other), version.name) != national
                ):
                    continue
                if version.valid_from < began and version.valid_to == FOREVER:
                    if not on_loan or loan(kind) and loan(version.name):  # a loan ends the loan before it only
                        earlier.append((version.valid_from, version.name, other))
                elif version.valid_from < began < version.valid_to and version.reason == _NEXT and not on_loan:
                    cut.append((version.name, other))  # ended where a later stint began: this one begins before
                elif version.valid_from > began and version.valid_from not in self._days:
                    if not _held_aside(version.name) or loan(kind) and loan(version.name):  # a move, or the next loan
                        later.append((version.valid_from, version.name, other))
        ends = [(stint, began) for stint in earlier]  # one at a time: every open one begun before it ends
        if later and closed is None:
            ends.append(((began, kind, value), min(later)[0]))
        for (_, name, other), moment in ends:
            try:
                self._writes.end(core.name(owner), name, core.name(other), at=to_timestamp(moment), reason=_NEXT)
            except C0labError:
                continue
        for name, other in cut:  # told out of order: "sold to R in 1995" ended by "York in 2001", then "Grimsby 1997"
            try:
                self._writes.redate(core.name(owner), name, core.name(other), valid_to=to_timestamp(began))
            except C0labError:
                continue

    def _first_stints(self, relations: list[Relation]) -> list[Relation]:
        """``relations`` with each stint the text says began the subject's career (:func:`~c0lab.extract.stints.first`:
        "began his career with X") and dates neither way held until the subject's first stint of that sense dated
        (in this text or an earlier one), from a start not stated: not from its document's day, long after it; and
        each the text says ended it begun after the text's others (:func:`_after_the_rest`)."""
        found = list(relations)
        for number, relation in enumerate(relations):
            if relation.valid_from is not None or relation.valid_to is not None or not first(relation.type.strip()):
                continue
            senses = membership(relation.type.strip())
            starts = [
                other.valid_from
                for other in relations
                if other.source == relation.source
                and other.target != relation.target
                and isinstance(other.valid_from, pd.Timestamp)
                and membership(other.type.strip()) & senses
                and not loan(other.type.strip())  # a loan: the first club's player still
            ] + [to_timestamp(moment) for moment in self._dated_starts(relation.source, senses)]
            if starts:
                found[number] = replace(relation, valid_to=min(starts))
        return [_after_the_rest(relation, found) if last(relation.type.strip()) else relation for relation in found]

    def _dated_starts(self, name: str, senses: frozenset[str]) -> list[int]:
        """The starts of the stints of ``senses`` the memory holds for ``name`` that a text dated (not loans)."""
        try:
            owner = self._core.resolve(name.strip())
        except C0labError:
            return []
        return [
            version.valid_from
            for _, _, data in self._core.store.graph.out_edges(owner, data=True)
            if data["kind"] == RELATION
            for version in data["versions"]
            if version.is_current()
            and version.valid_from != BEGINNING
            and version.valid_from not in self._days
            and membership(version.name) & senses
            and not loan(version.name)
        ]

    def _joined(self, thing: str) -> bool:
        """Whether some relation held ties ``thing`` to someone by joining, playing or signing, either way ("X
        joined T", "T signed X", "X signed by T"): a club or an employer, not a place; in the lexicon's own words."""
        graph = self._core.store.graph
        return any(
            data["kind"] == RELATION
            and any(
                "join" in RelationLexicon.asked_senses(version.name.replace("_", " ")) for version in data["versions"]
            )
            for _, _, data in [*graph.in_edges(thing, data=True), *graph.out_edges(thing, data=True)]
        )


def _after_the_rest(relation: Relation, relations: list[Relation]) -> Relation:
    """A stint that ended the subject's career and says when (:func:`~c0lab.extract.stints.last`: "finished his
    career at X, retiring in 2013"), begun after the subject's other stints of its sense in the text: where the
    latest of them ended ("In 2004 he joined A, where he stayed until 2008. He finished his career at B" is B from
    the end of 2008, not from 2004, the text's time then), or from a start not stated when one of them began later
    than that and holds on ("She signed with A in 2014. She finished her career at B, retiring in 2021"). A
    country's side is no club's stint before it."""
    senses, start, end = membership(relation.type.strip()), relation.valid_from, relation.valid_to
    if end is None:
        return relation
    national = national_side(relation.target, relation.type)
    others = [
        other
        for other in relations
        if other.source == relation.source
        and other.target != relation.target
        and membership(other.type.strip()) & senses
        and not loan(other.type.strip())
        and national_side(other.target, other.type) == national
    ]
    ends = [o.valid_to for o in others if isinstance(o.valid_to, pd.Timestamp) and o.valid_to < end]
    open_starts = [o.valid_from for o in others if isinstance(o.valid_from, pd.Timestamp) and o.valid_to is None]
    begun = max(ends, default=None)
    if any(begun is None or later >= begun for later in open_starts if start is None or later >= start):
        return replace(relation, valid_from=None)  # after a stint that holds on: when, the text does not say
    return relation if begun is None or start is not None and start >= begun else replace(relation, valid_from=begun)


def _held_aside(kind: str) -> bool:
    """Whether a stint of type ``kind`` is held beside the subject's membership, ending none of it: a loan (the parent
    club's player still) or a signing (:data:`~c0lab.extract.stints.TAKEN_ON`: a sponsor, a label or a club may
    sign one, and only a club's is a move)."""
    return loan(kind) or kind in TAKEN_ON
