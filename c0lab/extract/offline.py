"""The offline extractor: what plain English text shows without a model, read by the shared rules.

:class:`OfflineExtractor` (the default extractor of ``Memory.ingest``) reads the rules of :mod:`c0lab.extract.rules`
from the words alone (the spaCy one from a parse), in the text said as prose (:func:`~c0lab.extract.registers.prose`).

*Names*: runs of capitalised words (any Latin capital: "Øverland"), with the lower-case noun that ends
them after "the" ("the Nyny toolkit" → "Nyny toolkit"), and every name the memory already knows; a name
inside a longer one yields to it; a lone capitalised word opening a sentence before a closed-class word
("Status of …", "Under …") is a name only when the document also capitalises it inside a sentence.

*Relations*: typed open-IE style when the words between two names next to each other (at any place a
name is said) are a short predicate phrase — one of a general relation sense ("X is run by Y" →
``RUN_BY``), any passive ("is now coordinated by" → ``COORDINATED_BY``) or a finite verb with its
prepositions ("played for" → ``PLAYED_FOR``; :func:`verb_phrase`, :func:`~c0lab.extract.rules.relation_type`);
a clause that opens with its verb ("… and is led by B", "…, who runs B", "…, licensed under B") takes the
sentence's subject, or the name the relative or participle follows; a gapped clause ("…, and then B",
"… and under B before") reuses the verb of the clause before. Other pairs are ``MENTIONED_WITH``.

*Valid time* is read per clause (a sentence split at commas, semicolons and an "and"/"but" before a
lower-case word) from :func:`~c0lab.extract.dates.dated_phrases` (c0lab's one time reader: a start or a
point begins at its period's start, "March 1908" → 1908-03-01). A clause with no date takes a date said
before it ("since then", "when …"), or the next clause's when that one says nothing else ("…, from 2012")
or is its relative clause ("…, who followed A in 2022"); "…, and under Y before" ends at the date before.
A clause that only says something ended ("…, graduating in 1984") ends the clause before it.

*Ends and successions*: a clause saying something ended ("left", "stepped down", "resigned", "no longer"
…) ends what the memory holds between its names, or, with one name, what that name held with the names
of the document, at the clause's date (else the document's). "B succeeded A", "A was replaced by B", "B
took over (P) from A", "B took the helm from A", "A handed the reins (of P) to B": B takes over what A
held. A sentence opening with "Before that", "Previously" … tells what held until the previous sentence's date.

*Corrections*: a sentence with a correction cue (:func:`~c0lab.extract.rules.correction_cue`: "actually"
only opening a sentence or clause) is a patch on its first name; an editorial note ("[Revised]", "… has been
amended", :func:`~c0lab.extract.rules.editorial`) also takes the sentences after it that name no other name;
with no cue, a later document that says a different value of a name's head noun is a patch on that name; a
later document stating another value of a single-valued relation ends the older one (the extractor's
:class:`~c0lab.extract.rules.Ledger`, saved with its state, as are the classes the texts related).

*Coreference* (:func:`resolve_references`), one declared rule: "the" + a lower-case noun not followed by
a name ("the institute") refers to the most recent name of the same document with that noun among its
words; a pronoun opening a sentence (It, He, She, They; Its, His, Her, Their as "X's") refers to the
first name of the previous sentence that named one. A new name is described by the first three sentences
of its document that name or refer to it.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .._time import to_timestamp
from .._told_months import with_years
from ..model.records import name_key
from . import objects
from .acronyms import acronyms
from .affinity import Affinity
from .answers import asks_only
from .asides import past_aside
from .bracketed import clause_dates, noted, termed
from .careers import careers
from .clause_times import DATED_ASIDE, PURPOSE, RELATIVE, clause_times, held_again, held_until_then
from .clauses import clause_ties, replaced_at, value_changes
from .dates import COUNTS, Told, clause_interval
from .defined_terms import DefinedTerms
from .departures import departures
from .durations import lasted, left_after_tie, term_ended
from .ended import LEFT_THEN, held_by, leaving_type, left_named, named_over, own_leaving, roles_ended
from .followed import ordered
from .forms import apposed, attribute_of, by_class, class_noun, ending_said, founded
from .fronted import fronted_stints, fronted_ties
from .full_names import as_titled
from .handover import succession
from .headings import headed, unqualified
from .holders import held_before
from .it_refers import tied_thing
from .joined_as import joined_as
from .kind_nouns import KindNouns
from .labels import labelled, labels_its_class, listed, timeline
from .ledgered import in_order, ledgered
from .loans import loans_typed
from .names import FUNCTION, LEADING, MONTHS, UPPER, inside_words, names_in, sentences, spans_of
from .nicknames import nicknames
from .noting import note_correction, settled
from .objects import alternatives, antecedent, coordinated, describing, frame, governed, joint, second_object, shared
from .own_subject import own_person
from .owned import owned_ties
from .plans import unplanned
from .possessed_role import of_form
from .predicates import finite, past_verb, verb_like, verb_phrase
from .prep_objects import by_whom, sentence_subject, verb_follows
from .refer import Salience, owned_by_person, resolve_definite, resolve_inner, resolve_references
from .registers import prose, written_as
from .relicensing import Said, relicensed
from .roles_together import posts_left, roles_together
from .rules import PRIOR_CLAUSE, WRONGLY_SAID, Ledger, correction_cue, editorial
from .said_plainly import said_plainly
from .successors import preceded
from .tenure import kept_until
from .titles import FOLLOWING, offices
from .told import added_between, said_not
from .types import Ending, Entity, Extraction, Relation
from .undated import took_effect
from .values import said_values
from .whole_names import whole_names

__all__ = ["OfflineExtractor", "resolve_references", "verb_phrase"]

_TITLE = re.compile(rf"^(?P<name>[{UPPER}][^:.]{{1,60}}?):\s")
"""A heading that may be a name, opening a text (not an interview's "Q:")."""
_NO_OBJECT = re.compile(
    r"\s*(?:$|[,.;:)]|(?:in|on|at|as|from|after|before|during|by|last|early|late|mid|this|that|when|and)\b|\d"
    rf"|within\b|(?:{'|'.join(COUNTS)})\s+(?:year|month|season|decade)s?\s+later\b"
    rf"|(?:it|them|the\s+(?:club|team|side|company|firm|band|party|post|role|job|board|project)){LEFT_THEN})",
    re.IGNORECASE,
)
"""What may follow an ending verb that names no other object ("stepped down in 2015", "left, and …", "left a year
later", "left it / the club in 2015": what the holder held), not "quit smoking"."""
_OTHERS = re.compile(
    r"\s*(?:(?:and|but)\s+)?(?:his|her|their|my|our|[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)*['’]s?)\s+"
    r"(?!(?:contract|deal|loan|spell|stint|term)\b)[a-z]+"
)
"""A clause about someone of the one before ("Her mother died …"): its leaving is not theirs."""
_LATER_ACT = re.compile(r"\s*(?:(?:from|in|to|until|since|and|[\d–-]+)\s+)*(?:before|after)\s+[a-z]+ing\b")
"""What stands between a name and the next when the second is the object of the subject's next act ("A played for X
from 1995 to 2002 before moving to Y"): no tie of X to Y."""
_DESCRIBED = 3  # sentences of its document that describe a new name


def _said(relation: Relation) -> tuple[str, str, str, object]:
    """A relation's ends, type and start: two readings of one statement share them."""
    return relation.source, relation.type, relation.target, relation.valid_from


_WHERE = re.compile(r"\b(?:where|who|which|whom|whose)\b")  # a relative clause after a gapped object: its own verbs
_STATE = re.compile(r"(?:now|currently|still|today)\s+(?:under|in|at|with)(?:\s+(?:the|a|an))?")
"""A clause that says where a name stands now with no verb ("…, now under the B licence")."""
_PARTICIPLE = re.compile(r"[a-z]+(?:ed|en)\b|(?:run|held|built|made|kept|bought|sold|set|brought|begun)\s+by\b")
"""A clause opening with a past participle: a reduced relative on the name before it ("…, run by Y")."""
_CONJUNCTION = re.compile(rf"^(?:(?:and\s+then|but\s+then|and|but|then)\b\s*|{PURPOSE})", re.IGNORECASE)


class OfflineExtractor:
    """Names, dates, relations, successions, endings and corrections that plain text shows, with no model
    (see the module docstring). It keeps a :class:`~c0lab.extract.rules.Ledger` of what earlier documents
    stated (per instance, so per memory)."""

    relation = "MENTIONED_WITH"

    def __init__(self) -> None:
        self.ledger = Ledger()
        self.salience = Salience(skip=LEADING | MONTHS | FUNCTION)
        """How often each name was a sentence's subject, and the last document's topic (``refer``'s rules)."""
        self._keys: dict[str, str] = {}  # name -> name_key(name): the memory's names are passed on every call
        self.affinity = Affinity()
        """Which classes of things the texts related to which ("toolkit" to "licence"), for what "It" refers to."""

    def state(self) -> dict[str, object]:
        """What it learned from earlier texts (the ledger, how often each name was a subject, the last topic, which
        classes of things the texts related), as JSON a memory keeps beside its data so that a reopened memory
        reads on from it (:meth:`restore`)."""
        return {
            "ledger": self.ledger.state(),
            "subjects": dict(self.salience.subjects),
            "topic": self.salience.topic,
            "affinity": [[one, other, count] for (one, other), count in sorted(self.affinity.pairs.items())],
        }

    def mark(self) -> int:
        """A mark of what must not be lost between sessions: it changes when a one-valued relation is written
        (:meth:`~c0lab.extract.rules.Ledger.single`) or the texts relate two classes of things for the first time."""
        return hash((self.ledger.single(), frozenset(self.affinity.pairs)))

    def restore(self, state: dict[str, object]) -> None:
        """Read back what :meth:`state` wrote (affinity rows of another shape are skipped)."""
        ledger, subjects, topic = state.get("ledger"), state.get("subjects"), state.get("topic")
        if isinstance(ledger, dict):
            self.ledger.restore(ledger)
        if isinstance(subjects, dict):
            self.salience.subjects.update({str(name): int(count) for name, count in subjects.items()})
        self.salience.topic = topic if isinstance(topic, str) else None
        rows = state.get("affinity")
        for row in rows if isinstance(rows, list) else []:
            if isinstance(row, list | tuple) and len(row) == 3 and isinstance(row[2], int):
                self.affinity.pairs[(str(row[0]), str(row[1]))] = row[2]

    def __call__(self, text: str, *, at: int, known: list[str]) -> Extraction:
        keys, text = self._keys, as_titled(headed(text))  # a Markdown heading is context; "X: X Y Z ( …": X
        carried = self.salience.topic  # what the text before was about, when this one goes on from it
        known_keys = {keys.get(name) or keys.setdefault(name, name_key(name)): name for name in known}
        self.salience.learn(known)
        extraction = Extraction()
        seen: dict[str, tuple[str, str]] = {}  # name key -> (the name as first said, its description)
        mentioned: list[str] = []
        subject: str | None = None
        subjects: list[str] = []  # each sentence's subject, for the salience of names
        begun: dict[str, object] = {}  # name key -> when the text says it was founded
        previous: int | None = None  # the date the previous sentence starts its facts at
        told_before = (0, 0)  # where the previous sentence's hand-overs and ties begin ("The change took effect …")
        told, terms = Told(), DefinedTerms()  # the time the text reached (a clause with no date); the terms it defined
        narrated: int | None = None  # the same for a month said alone: the last date said outside an aside
        exact: set[object] = set()  # ends at the text's time then: the next value begins there, not in that period
        last: list[str] = []  # the names of the previous sentence
        readings: list[Said] = []  # each sentence as read, for a change of licence told across sentences
        kinds = KindNouns(frozenset(known_keys))  # "the club": the name the text introduced as a club
        known_names = tuple(known)  # the memory's names: what a short form in a terse line stands for ("Gov.", "BoE")
        notes = [editorial(sentence) for sentence in sentences(prose(text, known_names))]  # "[Revised] …": no name
        texts = [sentence for sentence, _ in notes]
        noting: int | None = None  # the correction an editorial note of this text opened, which the rest extends
        inside = inside_words(texts)
        heading = _TITLE.match(texts[0]) if texts else None  # "Halden Rovers: …"
        titled = heading.group("name") if heading and name_key(heading.group("name")) not in known_keys else None
        retitled = known_keys.get(name_key(heading.group("name"))) if heading and not titled else None
        retitled = retitled if retitled and " " in retitled else None  # a full name, not "Q:" of an interview
        self.salience.subjects.update([titled, titled] if titled else [])  # a title names what a text is about
        self.salience.learn([titled] if titled else [])  # "Ada Holm: From 2013, Holm was …": Holm is Ada Holm
        for (original, note), raw in zip(
            notes, written_as(text, [one for one, _ in notes], known_names), strict=True
        ):  # as written
            referred = subject or titled or self.salience.topic or retitled  # "Ann Lee: He …" of a known Ann Lee
            it = self.affinity.fitting(last, original, default=referred)  # "It was released under the L licence"
            owner = labels_its_class(original) and self.affinity.owner(last, original, default=referred)  # "Licence: …"
            person = self.salience.person(referred, mentioned, original, things=self.affinity.things)  # he, she
            named = lambda part: names_in(part, known_keys, inside=inside)  # noqa: E731
            person = own_person(original, named, self.salience, self.affinity.things) or person  # "… and she …"
            yeared, narrated = with_years(original, narrated, now=at)  # "in July" after "May 2009": July 2009
            sentence = resolve_references(yeared, mentioned=mentioned, subject=it or referred, person=person)
            sentence = self.salience.lengthen(" ".join(sentence.split()), known_keys, document=mentioned)
            sentence = said_plainly(terms.read(sentence))  # 'X (the "Sponsor")'; "X is a … who plays for Y"
            sentence = offices(of_form(nicknames(sentence, extraction.aliases)))  # alias; X's spouse
            names = names_in(sentence, {**known_keys, **{key: name for key, (name, _) in seen.items()}}, inside=inside)
            for name in names:
                if name_key(name) not in seen:
                    seen[name_key(name)] = (name, raw)
                elif seen[name_key(name)][1].count(". ") < _DESCRIBED - 1:
                    first, description = seen[name_key(name)]
                    seen[name_key(name)] = (first, f"{description} {raw}")
            self.salience.learn(names)
            abbreviated = acronyms(sentence, names, titled=heading.group("name") if heading else None)  # "X ( CEU )"
            extraction.lengthened += abbreviated
            spans = spans_of(sentence, [name for name in names if name not in {short for _, short in abbreviated}])
            reads_it = re.search(r"\bits?\b", sentence) is not None  # "it", "its"
            thing = tied_thing(extraction.relations, referred, mentioned, sentence) if reads_it else None  # "… had it"
            inner = resolve_inner(sentence, spans, subject=referred, thing=thing, person=person, affinity=self.affinity)
            if inner != sentence:  # "…; it is now under …", "B succeeded him" (the last subject)
                added = [name for name in dict.fromkeys((referred, thing)) if name and name not in names]
                names, sentence = [*names, *added], inner
                spans = spans_of(inner, names)
            inner = resolve_definite(sentence, spans)
            if inner != sentence:  # "… the Fensha toolkit …; the toolkit used …"
                sentence, spans = inner, spans_of(inner, names)
            sentence, spans = kinds.resolve(sentence, spans, names)  # "… club Brann … signed for the club"
            cue = correction_cue(sentence)
            changed = [
                name
                for (name, head), value in said_values(sentence, spans, subject=subject or titled or retitled).items()
                if self.ledger.said(name, head, value, at=at)
            ]
            noting = note_correction(  # "… has been amended. The focus of the project is …"
                extraction.corrections, noting, names=names, said=original, cue=cue is not None, note=note,
                about=subject or referred, changed=changed,
            )  # fmt: skip
            dates = clause_dates(sentence, spans, at=at)
            readings.append(Said(sentence, spans, dates))
            written, handed, ending = len(extraction.relations), len(extraction.successions), len(extraction.ends)
            took_effect(extraction, sentence, dates, since=told_before, undated=at)  # "The change took effect in …"
            told_before = (handed, written)
            self._relate(
                extraction,
                sentence,
                spans,
                dates,
                at=at,
                mentioned=mentioned,
                corrects=cue is not None,
                about=owner or referred,
                until=held_until_then(sentence, dates, previous, told.of(sentence) or at, exact),
                told=told.of(sentence),
            )
            extraction.relations += roles_ended(sentence, spans, extraction)  # "X stepped down as lead of Y, and B …"
            then, holding = told.of(sentence), self.ledger.holding  # an undated hand-over: the text's time then
            succession(
                extraction, sentence, spans, dates, mentioned=mentioned, at=then or at, held=holding, written=written
            )
            named_over(extraction, handed=handed, ending=ending)  # "C replaced B": not A, who held it beside B
            kept_until(extraction, sentence, spans, dates, written=written, successions=handed, held=holding)
            told_ties = set(extraction.relations[written:])  # in the ledger: what follows adds to them
            extraction.relations += joined_as(sentence, spans, extraction.relations[written:])  # "… as its lead"
            together = roles_together(sentence, spans, extraction.relations[written:], at=at, ends=extraction.ends)
            extraction.relations[written:] = ledgered(
                self.ledger, extraction, together, at=at, told=told_ties, since=ending
            )
            extraction.ends[ending:] = posts_left(sentence, spans, extraction.ends[ending:])  # "… but remains chairman"
            extraction.relations += preceded(sentence, spans, extraction.relations, written=original)  # "Preceded by A"
            extraction.relations += fronted_stints(sentence, spans, dates)  # "After running X since 2015, A …"
            departures(extraction, sentence, spans, dates, written=written, at=at, mentioned=mentioned, held=holding)
            careers(extraction, sentence, spans, dates, written=written, about=subject or self.salience.topic)
            read = {_said(one) for one in extraction.relations[written:]}  # "A ran P (from 2016)": the bracket
            extraction.relations += [one for one in noted(sentence, spans, at=at) if _said(one) not in read]  # dates it
            extraction.relations[written:] = termed(sentence, spans, extraction.relations[written:], at=at)
            if asks_only(original) or WRONGLY_SAID.search(original):  # "Does X chair Y?", "we wrongly said …": no fact
                asked = extraction.relations[written:]
                extraction.relations[written:] = [Relation(r.source, self.relation, r.target) for r in asked]
                del extraction.successions[handed:], extraction.ends[ending:]
            unplanned(extraction, sentence, dates, (written, handed, ending), mention=self.relation)  # "B will …"
            self.affinity.learn(extraction.relations[written:])
            last = [name for _, _, name in spans] or last
            for name, moment in founded(sentence, spans, dates):
                begun.setdefault(name_key(name), to_timestamp(moment))
            previous = clause_interval(dates, inherited=None)[0]
            told.read(sentence, dates, at=at)
            for _, _, name in spans:
                if name in mentioned:
                    mentioned.remove(name)
                mentioned.append(name)
            said = sentence_subject(sentence, spans, carried=bool(subject or heading))  # not "in Vail": where
            subjects += [said] if said else []
            self.salience.subjects.update([said] if said else [])
            subject = said or subject
        self.salience.read(subjects)
        topic, extraction.corrections = self.salience.topic if subjects else None, settled(extraction.corrections)
        new = [name for name in (unqualified(titled), topic) if name and name_key(name) not in known_keys]
        extraction.lengthened += self.salience.written_whole(new, carried, known=known_keys, told=subjects, text=text)
        ordered(extraction, text=text, exact=exact)  # "X is led by B. Until 2019 A led it.", "Since 2019 …"
        extraction.relations = owned_ties(extraction.relations, text=text)  # "Orsk's Quill toolkit", "an Orsk project"
        relicensed(extraction, readings, text=text, now=at)  # "T was originally under A; in 2020 it moved to B"
        whole = whole_names([name for name, _ in seen.values()], text, known=known_keys, folded=kinds.folded)
        extraction.rename(whole)  # "Nyny toolkit release notes": the Nyny toolkit; "the X crew": X
        seen = {key: value for key, value in seen.items() if value[0] not in whole}
        seen |= {name_key(owner): (owner, "") for owner in whole.values() if name_key(owner) not in seen}
        extraction.entities = [
            Entity(name, description=description, valid_from=begun.get(name_key(name)))
            for name, description in seen.values()
        ]
        return extraction

    def _relate(
        self,
        extraction: Extraction,
        sentence: str,
        spans: list[tuple[int, int, str]],
        dates: list[tuple[int, int, str]],
        *,
        at: int,
        until: int | None,
        mentioned: list[str],
        corrects: bool,
        about: str | None = None,
        told: int | None = None,
    ) -> None:
        """The relations between the names of one sentence, each with the valid time of its clause
        (ending at ``until`` when the sentence tells what held before: "Before that, …"). A clause that opens
        with its verb ("… and is led by B", "…, who runs B") takes the sentence's subject, or the name the
        relative pronoun follows; a later single-valued value ends the older one (the ledger)."""
        clauses = clause_times(
            sentence,
            spans,
            dates,
            until=until,
            heading=heading.end() if (heading := _TITLE.match(sentence)) else 0,
            now=at,
        )
        starts, times, closing, clause = clauses.starts, clauses.times, clauses.closing, clauses.of
        first = len(extraction.relations)

        every = spans_of(sentence, [name for _, _, name in spans], every=True)  # a name said twice: each place
        typed: dict[tuple[str, str], tuple[str, int]] = {}  # (source, target) -> (type, the clause saying it)
        changed: dict[tuple[str, str], str] = {}  # (owner, value) -> "old" / "new": "X moved from A to B"
        for change in (shifts := value_changes(sentence, every, about=about)):  # "X moved from A to B", "…, dropping A"
            for value, role in ((change.old, "old"), (change.new, "new")):
                place = next((start for start, _, name in every if name == value), None)
                pair = (str(value), change.owner) if change.held else (change.owner, str(value))  # "A COACH_OF X"
                if value is not None and place is not None and all(name != change.owner for *_, name in every):
                    moment = times[clause(place)][0]  # "Licence changed from A to B (2017)", of the subject
                    moment = to_timestamp(moment)
                    ends = (None, moment) if role == "old" else (moment, None)
                    extraction.relations.append(Relation(pair[0], change.kind, pair[1], *ends))
                if value is not None and value != change.owner and place is not None:
                    typed.setdefault(pair, (change.kind, clause(place)))
                    changed[pair], changed[pair[::-1]] = role, changed.get(pair[::-1], "held")  # no other tie
        label = labelled(sentence, spans, about=about)  # "Chair of X since 2016: Y"
        if label is not None and any(name == label[2] for _, _, name in spans):
            typed.setdefault((label[0], label[2]), (label[1], 0))
        elif label is not None:  # "Owner: Tamo Works", of the document's subject
            opened, closed = times[0]
            extraction.relations.append(
                Relation(*label, valid_from=to_timestamp(opened), valid_to=to_timestamp(closed))
            )
        listing = listed(sentence, spans, about=about, at=at) or timeline(sentence, spans, at=at)
        extraction.relations += listing  # "Licence: A (until 2015), B (from 2015)", each dated by its own words
        values = {name for start, _, name in spans if listing and start > sentence.find(":")}  # no tie of their own
        owners = {end for r in listing for end in (r.source, r.target) if not any(end.startswith(v) for v in values)}
        for who, fronted_type, thing, stands in fronted_ties(sentence, every):
            typed[(who, thing)] = (fronted_type, clause(stands))  # "For Halden Rovers, Ines Dahl played …"
        adjacent = [span for span in every if span not in describing(sentence, every)]  # "League Two side X"
        verb = ""  # the verb between the two names before, for a second object after a preposition
        for (begin, end, source), (start, _, target) in pairwise(adjacent):  # names next to each other
            words = past_aside(sentence[end:start])  # "P, which ships X, published the T toolkit": P published
            kind = by_class(frame(words, target=target), words, target, source=source)
            source, kind = governed(sentence, every, begin, source, kind)  # "A of B joined C": A joined
            second = re.fullmatch(r"\s+(under|as|in|at|on|with|to|into)(?:\s+(?:the|a|an))?\s+", sentence[end:start])
            if kind is None and second and verb:  # "X releases the T toolkit under the L licence": T RELEASES_UNDER L
                kind = by_class(second_object(verb, second.group(1), target), sentence[end:start], target)
            again = re.fullmatch(r",\s+([a-z]+)\s+(?:the\s+)?", words) if source == target else None  # "P, of T, put T"
            verb = (
                (re.findall(r"[a-z]+", words) or [""])[0]
                if kind and verb_like(kind.split("_")[0].lower()) and "_" not in kind  # a direct object only
                else (again[1] if again and verb_like(again[1]) and not FOLLOWING.search(again[1]) else "")
            )
            of = attribute_of(sentence[:begin], sentence[end:start]) or (None if kind else apposed(sentence[end:start]))
            if of is not None:  # "The headquarters of X are in Y", "The first director of X was Y"
                kind, source, target = of[0], *((target, source) if of[1] else (source, target))
            later = _LATER_ACT.match(sentence, end, start)  # "A played for X before moving to Y": A moved, not X
            if kind is not None and source != target and changed.get((source, target)) != "held" and not later:
                typed.setdefault((source, target), (kind, clause(start)))
        carried: tuple[str, str] | None = None  # the owner and type of the clause before ("…, and under X")
        for number, begin in enumerate(starts[1:], start=1):  # a clause opening with its verb
            carried = carried or next(
                ((owner, kind) for (owner, _), (kind, at_clause) in typed.items() if at_clause == number - 1), None
            )
            inner = [span for span in every if span[0] >= begin and clause(span[0]) == number]
            inner = by_whom(sentence, begin, inner)  # "…; before that, by Vexa Corp's Bo Ek": Bo Ek
            if not inner:
                carried = carried if number in closing else None
                continue
            head = _CONJUNCTION.sub("", sentence[begin : inner[0][0]].strip())
            before = [name for _, end, name in every if end <= begin]
            prior = PRIOR_CLAUSE.match(head)  # "…; before that it was under A": the subject's, said before
            if prior:  # "…; before that, from early 2015, (it was led) by B": the date aside said, not a clause's
                head = head[: prior.end()] + DATED_ASIDE.sub("", head[prior.end() :], count=1)
                prior = PRIOR_CLAUSE.match(head)
            others = {
                name for name in before if class_noun(name) is None or class_noun(name) != class_noun(inner[0][2])
            }
            if prior and len(others) != 1 and re.match(r"(?:it|they|he|she)\b", prior["subject"] or ""):
                prior = None  # "A signed B in 2016; before that he played for C": "he" may be either
            head = head[prior.end() :] if prior else head
            state = bool(_STATE.fullmatch(head) and class_noun(inner[0][2]))  # "X, now under the B licence": X's
            head = f"is {head}" if state else head
            reduced = RELATIVE.match(head) or _PARTICIPLE.match(head) and not shared(sentence, begin)
            reduced = state or bool(reduced) and not (prior and prior.group("subject"))
            unled = [name for _, end, name in every if end <= begin and not sentence[:end].endswith(f"by {name}")]
            owner = (unled or before)[-1] if state else before[-1] if reduced and before else spans[0][2]
            if re.match(PURPOSE, sentence[begin:]):  # "A left X in 2005 to join Y": the one who left, if a name
                owner = next((name for _, end, name in every[::-1] if end <= begin and verb_follows(sentence, end)), "")
            owner = (antecedent(sentence, every, begin) or owner) if reduced else owner  # "X, whose …, moved to"
            said_as = objects.apposed_subject(sentence[:begin])  # "A's heir, B, led X": B
            owner = said_as if said_as in before else owner
            kind = by_class(frame(f" {RELATIVE.sub('', head)} ", target=inner[0][2]), f" {head} ", inner[0][2])
            preposition = (head.split() or [""])[0].lower()
            rest = sentence[inner[0][1] : starts[number + 1] if number + 1 < len(starts) else len(sentence)]
            if kind is None and carried and not head and objects.gapped(typed, carried, inner[0][2], rest, number):
                continue  # "A was named chairman of X, and B chief executive": B's own role at X
            if (
                kind is None
                and carried is not None
                and (not head or f"_{preposition}_" in f"_{carried[1].lower()}_")
                and not owned_by_person(rest, inner[0][2])  # "… married Bo Ek, Cy Roe's son": not Cy Roe
                and not any(finite(word) for word in re.findall(r"[a-z]+", _WHERE.split(rest)[0]))  # "…; B left"
                and not any(map(past_verb, head.lower().split()))  # "…, with whom he won B": a verb of its own
            ):
                owner, kind = carried  # "licensed under X after 2017 and under Y before": the verb said once
            if kind is not None and owner != inner[0][2]:
                typed.setdefault((owner, inner[0][2]), (kind, number))
                carried = (owner, kind)
            else:
                carried = None
        for tie in [
            *clause_ties(sentence, every),
            *coordinated(sentence, every, typed),
            *joint(sentence, every, typed),
        ]:  # "X, which Y runs", "A, B"
            typed.setdefault((tie[0], tie[2]), (tie[1], clause(tie[3])))
        changed.update({pair: "old" for pair in held_before(sentence, every) if pair in typed})  # "the former …"
        loans_typed(typed, sentence, every)  # "X joined Brentford on loan": a loan ends no other stint
        ended: set[frozenset[str]] = set()
        replaced = replaced_at(shifts, every, lambda place: times[clause(place)][0])  # "X, once under A, …"
        for number, begin in enumerate(starts):
            stop = starts[number + 1] if number + 1 < len(starts) else len(sentence)
            alone = list(dict.fromkeys(name for start, _, name in every if clause(start) == number))
            ending = ending_said(sentence[begin:stop])
            named_left = left_named(sentence[begin:stop], ending, alone) if number and ending else None  # "…, left X"
            if (
                ending
                and len(alone) <= 1
                and number not in closing
                and (_NO_OBJECT.match(sentence[begin:stop], ending.end()) or named_left)
                and not _OTHERS.match(sentence, begin)  # "Her mother died two years later": not the one before
            ):
                holder = ([] if named_left else alone) or [
                    n for _, end, n in spans if end <= begin and n != named_left
                ][:1]
                moment = next(m for m in (*reversed(times[number]), at) if m is not None)  # "A stepped down in 2019"
                tied = held_by(
                    holder,
                    number,
                    extraction,
                    typed,
                    self.ledger,
                    mention=self.relation,
                    named=named_left,
                    verb="" if re.match(r"\s+from\b", sentence[begin + ending.end() :]) else ending[0],  # "… the navy"
                )
                for other in tied:
                    if frozenset((other, holder[0])) not in ended:
                        ended.add(frozenset((other, holder[0])))
                        started = [times[n][0] for pair, (_, n) in typed.items() if set(pair) == {holder[0], other}]
                        leaving = (sentence, (begin, stop), dates, (holder[0], other), extraction.relations, started)
                        left = left_after_tie(*leaving, reached=told, latest=at)
                        extraction.ends.append(Ending(holder[0], other, to_timestamp(left or moment), ending[0]))
        for place, (_, after, one) in enumerate(spans):
            for start, finish, target in spans[place + 1 :]:
                source = one  # a pair said the other way round is swapped for itself only
                said = min(
                    (typed[k] for k in ((source, target), (target, source)) if k in typed),
                    key=lambda t: t[1],
                    default=None,
                )
                said = None if said_not(sentence[after:start]) or leaving_type(said, sentence[finish:]) else said
                if said is None and (
                    alternatives(typed, source, target)
                    or {source, target} <= values
                    or ({source, target} & values and {source, target} & owners)  # the listed tie itself
                ):
                    continue  # two values of one owner ("… under A until 2021, and under B since then")
                if said is not None and typed.get((source, target)) != said:  # the tie said first, either way
                    source, target = target, source
                number = said[1] if said is not None else clause(start)
                begin = starts[number]
                stop = starts[number + 1] if number + 1 < len(starts) else len(sentence)
                valid_from, valid_to = times[number]
                by_then = told if told is not None else at  # an undated change: by the text's time
                if changed.get((source, target)) == "old":  # the old value ends where the new one begins
                    valid_from, valid_to = None, valid_from if valid_from is not None else valid_to
                    valid_to = replaced.get(target, replaced.get(source, by_then if valid_to is None else valid_to))
                elif changed.get((source, target)) == "new":  # and the new one begins there ("from A to B")
                    valid_from, valid_to = (valid_from if valid_from is not None else by_then), None
                elif said is not None and valid_to is None and term_ended(sentence[begin:stop], source, target):
                    valid_from, valid_to = None, valid_from  # "A's tenure as lead of X ended in 2019": until then
                if said is not None and valid_from is None and told is not None and (valid_to or told + 1) > told:
                    valid_from = told  # a typed fact of a past-tense clause with no start: the text's time then
                valid_to = (
                    lasted(sentence[begin:start], sentence[finish:stop], valid_from, valid_to) if said else valid_to
                )
                if (
                    (stated := ending_said(sentence[begin:stop]))
                    and said is None
                    and not own_leaving(sentence, spans, one, start, stop)
                    or re.search(r"\bno\s+longer\b", sentence[begin:stop], re.IGNORECASE)
                ) and not said_not(sentence[begin:stop]):  # "never divorced": nothing ended
                    if frozenset((source, target)) not in ended:  # "X left Y in 2022": what X and Y had ends then
                        ended.add(frozenset((source, target)))
                        moment = left_after_tie(  # "left X after a year", "… two years later"
                            sentence,
                            (begin, stop),
                            dates,
                            (source, target),
                            extraction.relations,
                            reached=told,
                            latest=at,
                        )
                        moment = moment or next(m for m in (valid_to, valid_from, at) if m is not None)
                        noun = class_noun(target)
                        held = [
                            kind
                            for (one, other), (kind, _) in typed.items()
                            if one == source and noun and class_noun(other) == noun
                        ]
                        if held and stated and re.match(r"(?:was|were|had\s+been)\s", stated[0]):  # "X, now under the B
                            # licence; the A licence it had was dropped in …": X's A licence until then
                            extraction.relations.append(
                                Relation(source, held[0], target, valid_to=to_timestamp(moment))
                            )
                        extraction.ends.append(
                            Ending(source, target, to_timestamp(moment), stated[0] if stated else "")
                        )
                    continue
                mark, beside = len(extraction.ends), said is not None and added_between(sentence, (source, target))
                if said is not None:
                    valid_to = in_order(
                        self.ledger, extraction, said[0], (source, target), (valid_from, valid_to), ended
                    )
                    older = self.ledger.stated(
                        said[0], source, target, at=at, ended=valid_to is not None, corrects=corrects, beside=beside
                    )
                    if (
                        older is not None
                        and frozenset(older) not in ended
                        and not self.ledger.later_start(said[0], source, target, start=valid_from)
                    ):
                        ended.add(frozenset(older))
                        extraction.ends.append(Ending(*older, to_timestamp(valid_from or at), post=said[0]))
                alongside = beside and len(extraction.ends) > mark
                if alongside:  # "B also …": both held
                    del extraction.ends[mark:]
                kind = said[0] if said is not None else self.relation
                dated = (to_timestamp(valid_from), to_timestamp(valid_to))
                extraction.relations.append(Relation(source, kind, target, *dated, alongside=alongside))
        extraction.relations += held_again(sentence, spans, clauses, extraction.relations[first:], other=self.relation)
