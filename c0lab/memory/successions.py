"""What a document says changed hands or ended: :class:`Ingest <c0lab.memory.ingest.Ingest>` writes, with each
relation, the successions, ends, renamings and names said short that the extractor read.

One takes over from another (:meth:`Successions.succeed`: "B succeeded A as head of X"), what two hold between them
ends (:meth:`Successions.end_between`: "A resigned from X in 2004"), a thing is renamed (:meth:`Successions.renamed`)
and a name said short in earlier texts is the one a later text writes whole (:meth:`Successions.fold`).
"""

from __future__ import annotations

from contextlib import suppress

import pandas as pd

from .._errors import C0labError
from .._time import BEGINNING, FOREVER, micros_of_timestamp, to_timestamp
from ..extract import Extraction, Relation, Succession
from ..extract.dates import Precisions, closed_through
from ..extract.deeds import outlives
from ..extract.licences import is_licence
from ..extract.stints import life_moment
from ..model.records import ALONGSIDE, EPISODE, RELATION, Version
from ..retrieval.corrections import denies
from ..retrieval.lexicon import RelationLexicon, post_word
from ..retrieval.period import CO_MENTION
from .core import MemoryCore
from .posts import handed_on, is_post, of_posts, one_post, own_tie, post_taken
from .writes import Writes

__all__ = ["Successions", "ended_before"]

_Value = tuple[str, str, str, list[Version]]
"""A value a correction may replace: (source, type, target, the versions of it held now)."""


def _led(kind: str) -> bool:
    """Whether a tie type says its source led its target in a verb with no post named ("RUN", "LED", "HEADED"; not
    "DIRECTOR_OF", another post, nor "WORKED_AT", "FOUNDED", "OWNED")."""
    return not kind.endswith("_OF") and bool(RelationLexicon.type_senses(kind) & {"run", "lead"})


def ended_before(relation: Relation, extraction: Extraction, day: int) -> bool:
    """Whether ``extraction`` ends ``relation``'s tie before its document's day ``day`` (µs) when the tie is a post, a
    membership or a place (:func:`is_post`, :func:`own_tie`; not a birthplace): an end between its two names, or, for
    a post, a succession from one of them. A tie stated with no start was then held before that day, not from it ("A
    chaired X. She stepped down in 2019.", "A chaired X. In 2019 B replaced her.")."""
    pair, post = {relation.source, relation.target}, is_post(relation.type)
    if not (post or own_tie(relation.type)):
        return False
    ends = [end.at for end in extraction.ends if {end.source, end.target} == pair]
    if post:
        ends += [
            found.at for found in extraction.successions if found.old in pair and pair - {found.old} <= {*found.objects}
        ]
    return any(at is not None and micros_of_timestamp(at) < day for at in ends)


class Successions:
    """The changes a document states to what the memory holds: hand-overs, ends, renamings, names said short."""

    def __init__(self, core: MemoryCore, writes: Writes) -> None:
        self._core = core
        self._writes = writes

    def succeed(self, succession: Succession, *, said: Precisions | None = None) -> int:
        """``new`` takes over, from ``at``, each relation ``old`` holds now with one of ``objects`` (either way;
        not co-mentions, episode links or acts done once, :func:`handed_on`; of the posts held, only the one the
        hand-over names, when it names one): the same type starts for ``new`` there, and the old one ends as
        ``end(at=…)`` reads the period stated (:func:`closed_through`: "B took over in 2020" — A held it through 2020;
        an end the text stated stays)."""
        names = (succession.new, succession.old, *succession.objects)
        ends, closing = closed_through(succession.at, said, names)
        core, taken = self._core, 0
        try:
            old, new = core.resolve(succession.old), core.resolve(succession.new)
        except C0labError:
            return 0
        objects = set()
        for name in succession.objects:
            try:
                objects.add(core.resolve(name))
            except C0labError:
                continue
        objects = objects or one_post(core.store.graph, old, new, at=succession.at)  # "A was replaced by B": A's post
        held: list[tuple[str, str, str]] = []  # what the old one held before the hand-over
        begun: list[tuple[str, str, str]] = []  # what it was said to hold from then (a post read as the old one's)
        since: dict[str, int] = {}  # each object: when the old one began to lead it (a verb of leading, no role)
        beside: set[str] = set()  # the objects the old one was told to hold beside others ("A also chairs X")
        for source, target, data in [
            *core.store.graph.out_edges(old, data=True),
            *core.store.graph.in_edges(old, data=True),
        ]:
            other = target if source == old else source
            if data["kind"] != RELATION or other not in objects or other == new:
                continue
            for version in data["versions"]:
                if version.is_current() and handed_on(version.name):
                    (held if _before(version.valid_from, succession.at) else begun).append(
                        (version.name, source, target)
                    )
                    if _led(version.name):  # "had run it since 2001": held the post from then
                        since[other] = min(since.get(other, FOREVER), version.valid_from)
                    if version.label == ALONGSIDE:
                        beside.add(other)
        taken_by_new = (  # what B takes at the hand-over
            post_taken(core.store.graph, new, objects, at=micros_of_timestamp(succession.at))
            if succession.at is not None
            else set()
        )
        held = held or ([] if taken_by_new else begun)  # "B, A's successor as director of X, started in 2019"
        named = {post for kind, _ in taken_by_new if (post := post_word(kind))}  # "B succeeded A as CEO of X":
        held = [tie for tie in held if of_posts(tie[0], named)]  # A's chair of X is another post, still his
        posts = [tie for tie in held if not (tie[1] == old and own_tie(tie[0]))]  # a post, not A's own club or place
        took_post = any(is_post(kind) for kind, _ in taken_by_new)  # "B became captain of X": A's club stays A's
        held = posts or ([] if took_post else held)  # "B replaced A at X" (B takes no post): the membership
        for kind, source, target in sorted(set(held)):
            try:
                self._writes.end(
                    core.name(source),
                    kind,
                    core.name(target),
                    at=ends,
                    reason=succession.verb or f"{succession.new} took over",
                    precision=closing,
                )
            except C0labError:  # the text said when it ended ("A, the lead from 2016 until 2021, …; B followed A")
                pass
            try:
                self._writes.relate(
                    core.name(new if source == old else source),
                    kind,
                    core.name(new if target == old else target),
                    valid_from=succession.at,
                    precision=(closing, ""),
                )
            except C0labError:
                continue
            taken += 1
        for kind, target in taken_by_new:  # "B succeeded A as manager of X": A managed X until then
            if held and (not is_post(kind) or target not in since or any(k == kind and target in t for k, *t in held)):
                continue  # "B became chair of X; his predecessor A had run it since 2001": A chaired it since 2001
            with suppress(C0labError):
                self._writes.relate(
                    core.name(old),
                    kind,
                    core.name(target),
                    valid_from=to_timestamp(since[target]) if held else None,
                    valid_to=ends,
                    precision=("", closing),
                    keep=True,
                    alongside=target in beside,  # the same post said by the new one's role: still held beside
                )
        return taken

    def renamed(self, relation: Relation, *, at: int) -> bool:
        """The new name supersedes the old one where the text says it was renamed (else the document's day): the
        old name's facts stay true before it (:meth:`Memory.supersede <c0lab.memory.memory.Memory.supersede>`)."""
        try:
            self._writes.supersede(
                relation.source.strip(),
                relation.target.strip(),
                at=relation.valid_from if relation.valid_from is not None else to_timestamp(at),
            )
        except C0labError:  # renamed before the memory holds it, or already superseded
            return False
        return True

    def _a_thing(self, record: str) -> bool:
        """Whether the concept ``record`` is tied to a licence ("Quill" released under the Brenlow licence): only
        a thing is (a person who "licensed her songs to Netflix" is tied to Netflix, no licence)."""
        store, core = self._core.store, self._core
        for _, target, _, data in store.graph.out_edges(record, keys=True, data=True):
            if data["kind"] != RELATION:
                continue
            name = core.name(target)
            last = name.split()[-1:]  # "Brenlow licence", "MIT License"
            if last and "license" in RelationLexicon.asked_senses(last[0].lower()) or is_licence(name):  # "GPLv3"
                return True
        return False

    def fold(self, name: str, short: str) -> bool:
        """The concept of the name said short (``short``, written by earlier texts) becomes the one of ``name``:
        its relations are restated for ``name`` with their valid times, it is invalidated ("said short for …")
        and its name becomes an alias of ``name``; both histories stay, each edge at the precision it was stated at.
        ``False`` when either is not held."""
        core = self._core
        try:
            kept, other = core.resolve(name.strip()), core.resolve(short.strip())
        except C0labError:
            return False
        store, now = core.store, core.now()
        if kept == other:
            return False
        if self._a_thing(other):
            return False  # "Quill" released under a licence is no short name of the person "Mara Quill"
        for source, target, key, data in [
            *store.graph.out_edges(other, keys=True, data=True),
            *store.graph.in_edges(other, keys=True, data=True),
        ]:
            ends = [kept if end == other else end for end in (source, target)]
            if data["kind"] != RELATION or ends[0] == ends[1] or any(store.records[e][0].kind == EPISODE for e in ends):
                continue
            for version in store.records[key]:
                if not version.recorded_at <= now < version.expired_at:
                    continue
                try:
                    self._writes.relate(
                        core.name(ends[0]),
                        version.name,
                        core.name(ends[1]),
                        valid_from=to_timestamp(version.valid_from) if version.valid_from != BEGINNING else None,
                        valid_to=to_timestamp(version.valid_to) if version.valid_to != FOREVER else None,
                        keep=True,
                        precision=version.precisions,  # as stated: "[undated]", "2008-01", "1902–1910"
                    )
                except C0labError:
                    continue
        try:
            began = min(version.valid_from for version in store.current(other))
            self._writes.invalidate(  # never a thing of its own: invalid from its start, its facts now the name's
                core.name(other),
                reason=f"said short for {core.name(kept)!r}",
                by=core.name(kept),
                at=to_timestamp(began) if began != BEGINNING else "0001-01-01",
                force=True,
            )
            self._writes.add_alias(core.name(kept), core.name(other), moved=True)
        except C0labError:
            return False
        return True

    def end_between(
        self,
        a: str,
        b: str,
        *,
        at: object,
        said: Precisions | None = None,
        verb: str = "",
        sense: str = "",
        post: str = "",
    ) -> int:
        """End at ``at`` (:func:`closed_through`) what ``a`` and ``b`` hold now, either way, for the reason ``verb``
        (only the ties of ``sense`` when one is given: a divorce ends a marriage, not a partnership; of the posts,
        only the one the type ``post`` names, when it names one: "B became CEO of X" ends A's CEO post, not his
        chair)."""
        named = {word} if post and (word := post_word(post)) else set()
        sense = sense or ("marry" if verb.startswith("divorc") else "")  # "they divorced": a marriage, no school
        stated, (at, closing) = at, closed_through(at, said, (a, b))
        try:
            ends = [self._core.resolve(a.strip()), self._core.resolve(b.strip())]
        except C0labError:
            return 0
        ended = 0
        for source, target in (ends, ends[::-1]):
            held = {
                version.name
                for _, found, data in self._core.store.graph.out_edges(source, data=True)
                if found == target and data["kind"] == RELATION
                for version in data["versions"]
                if version.is_current()
                and version.name != "MENTIONS"
                and not life_moment(version.name)  # "left Oslo" ends no "born in Oslo"
                and not outlives(verb, version.name)  # "died": not "founded X"
                and _before(version.valid_from, stated)
                and (not sense or sense in RelationLexicon.type_senses(version.name))
                and of_posts(version.name, named)
            }
            for kind in sorted(held):
                try:
                    self._writes.end(
                        self._core.name(source),
                        kind,
                        self._core.name(target),
                        at=at,
                        reason=verb or "ended by a later statement",  # "resigned": what the text said
                        precision=closing,
                    )
                except C0labError:  # it ended already, or began after ``at``
                    continue
                ended += 1
        return ended

    def corrected_values(
        self, name: str, relations: list[Relation], *, at: int, by: str, error: bool, text: str = ""
    ) -> int:
        """Replace the other values a correction of ``name`` (its words: ``text``) replaced: of each type the correcting
        text ties ``name`` by ("Correction: X was designed by B" replaces "X designed by A"), the values held, in the
        same direction, that the text does not restate; how many it withdrew or ended. It replaces the old value
        whatever the type (a designer, a preparer: no single-valued type needed); the text's ties that do not name
        ``name`` replace nothing of it.

        A correction that says the old value was recorded in error (``error``: "Correction:", "was wrong") withdraws
        it in system time, its valid time left as it was stated: ``known_at`` before the correction still reads it,
        and the walk shows it as withdrawn (it stops being held at the moment the correction's patch ``by`` was
        recorded). It withdraws the values it denies by name ("…, not A"), else those held from when its own tie
        begins (its stated start, else ``at``) to ``at``: not a value of another time ("Update: X is now led by B",
        then "Correction: X is led by C, not B" leaves A's stint before B). One that says a change ("Update: X is now
        led by B") ends the values held before ``at`` in valid time at ``at``, reason "corrected"."""
        try:
            record = self._core.resolve(name.strip())
        except C0labError:
            return 0
        said = {
            (r.type, r.source == name, r.target if r.source == name else r.source)
            for r in relations
            if name in (r.source, r.target)
        }
        told = {(kind, outgoing) for kind, outgoing, _ in said if kind not in (CO_MENTION, "MENTIONS")}
        store = self._core.store
        values: list[_Value] = []
        for kind, outgoing in sorted(told):
            edges = store.graph.out_edges if outgoing else store.graph.in_edges
            for source, target, data in list(edges(record, data=True)):
                other = target if outgoing else source
                if data["kind"] != RELATION or (kind, outgoing, self._core.name(other)) in said:
                    continue
                held = [v for v in data["versions"] if v.is_current() and v.name == kind]
                if held:
                    values.append((self._core.name(source), kind, self._core.name(target), held))
        if error:
            senses = set().union(*(RelationLexicon.type_senses(kind) for kind, _ in told)) if told else set()
            sensed = [  # a value denied by name, told the other way ("A manages X", "X is managed by B, not A")
                (self._core.name(v.source_id), v.name, self._core.name(v.target_id), [v])
                for _, _, data in [*store.graph.out_edges(record, data=True), *store.graph.in_edges(record, data=True)]
                if data["kind"] == RELATION
                for v in data["versions"]
                if v.is_current()
                and RelationLexicon.type_senses(v.name) & senses
                and (v.name, True) not in told
                and (v.name, False) not in told
            ]
            return self._withdrawn(name, relations, values, at=at, by=by, text=text, sensed=sensed)
        ended = 0
        for source, kind, target, held in values:
            with suppress(C0labError):  # ended already, or begun after ``at``
                if any(version.valid_from < at for version in held):
                    self._writes.end(source, kind, target, at=to_timestamp(at), reason="corrected")
                    ended += 1
        return ended

    def _withdrawn(
        self,
        name: str,
        relations: list[Relation],
        values: list[_Value],
        *,
        at: int,
        by: str,
        text: str,
        sensed: list[_Value],
    ) -> int:
        """Withdraw the ``values`` (of :meth:`corrected_values`) a correction of ``name`` says were recorded in error
        (or ``sensed``, ties of the same sense of another type, when it denies them by name):
        those its ``text`` denies by name, else those held from when its tie of their type begins (its stated start,
        else ``at``) to ``at`` (one its tie ended counts); how many."""
        denied = [value for value in values + sensed if denies(text, value[2] if value[0] == name else value[0])]
        if not denied:
            starts = {
                r.type: micros_of_timestamp(r.valid_from)
                for r in relations
                if r.valid_from is not None and name in (r.source, r.target)
            }
            denied = [
                (source, kind, target, held)
                for source, kind, target, held in values
                if any(
                    v.valid_from <= max(starts.get(kind, at), at) and starts.get(kind, at) <= v.valid_to for v in held
                )
            ]
        store = self._core.store
        when = store.records[by][-1].recorded_at  # the correction's own moment: what marks them as its withdrawals
        withdrawn = [version.but(expired_at=when) for *_, held in denied for version in held]
        if not withdrawn:
            return 0
        self._core.ops.change(f"withdraw {len(denied)} values of {name!r} a correction replaced", withdrawn)
        self._corrected_spans(name, relations, withdrawn, at=at)
        return len(denied)

    def _corrected_spans(self, name: str, relations: list[Relation], withdrawn: list[Version], *, at: int) -> None:
        """Give each tie of ``name`` the correcting text states the time of the values of its type it withdrew: the
        start of the first, when it states none of its own and that is earlier ("We made an error. X is led by B",
        told in May, says who led X for the time "X is led by A" was stated for: since January); and no end where a
        withdrawn value replaced it ("Correction: X has been led by B since 2017" after "Since 2019 X has been led by
        A": B's stint is open again)."""
        store = self._core.store
        gone = {self._core.name(end) for v in withdrawn for end in (v.source_id, v.target_id)} - {name}  # the values
        starts = {version.valid_from for version in withdrawn}  # an end no text stated, set where one of them began
        for relation in relations:
            replaced = [v for v in withdrawn if v.name == relation.type]
            if not replaced or name not in (relation.source, relation.target):
                continue
            first = min(replaced, key=lambda version: version.valid_from)
            if relation.valid_from is None and first.valid_from < at:
                with suppress(C0labError):  # begun earlier already, or not written
                    self._writes.redate(
                        relation.source,
                        relation.type,
                        relation.target,
                        valid_from=to_timestamp(first.valid_from),
                        precision=first.precisions[0],
                    )
            with suppress(C0labError):
                source, target = self._core.resolve(relation.source), self._core.resolve(relation.target)
                ended = [
                    version
                    for _, found, data in store.graph.out_edges(source, data=True)
                    if found == target and data["kind"] == RELATION
                    for version in data["versions"]
                    if version.is_current()
                    and version.name == relation.type
                    and (version.cause in gone or version.valid_to in starts and not version.precisions[1])
                ]
                now = store.tick()
                reopened = [v.but(expired_at=now) for v in ended] + [
                    v.but(version=store.next_version(), recorded_at=now, valid_to=FOREVER, reason="", cause="")
                    for v in ended
                ]
                if reopened:
                    self._core.ops.change(f"reopen {relation.source} {relation.type} {relation.target}", reopened)


def _before(start: int, at: object) -> bool:
    """Whether a fact begun at ``start`` began before the moment ``at`` a text gives a change (not a moment:
    yes): what began then is what the change brought, not what it ended."""
    return not isinstance(at, pd.Timestamp) or start < micros_of_timestamp(at)
