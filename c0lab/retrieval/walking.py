"""``walk``: from a question to a concept, its relations, and a context for a model.

The function reads what the memory's core hands it (the store, the index, the question and its times, the
relation lexicon, how names, patches and tokens are read); ``Memory.walk`` only checks the input, reads the
times and keeps a walk that found nothing for the reflector.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import replace
from functools import partial

from .._time import Precision, TimeReading, find_time, format_edge, format_time, to_timestamp
from ..index.keyword import tokenize, whole_words
from ..index.search import SearchIndex
from ..model.guard import NameEnds, WordGuard
from ..model.records import RELATION, Version, name_key
from ..model.results import Concept
from ..model.rules import Rule
from ..store.versions import VersionStore
from .answering import mentioned_in, question_terms, says_more, what_answers
from .asked import answered_by_dates, dated_between, dates_held, missing_answer
from .co_mentions import said_together
from .corrections import WRONG_CUE, correction_notes, corrections
from .dated_texts import answered_then, dated_evidence
from .deadends import episodes_naming_word, near_name, said_beside, the_name_holding, unheard_word, unknown_name_in
from .described_seat import seat_described
from .era_marks import asked_window, by_asked_time, with_texts
from .event_ends import handover_span
from .holders_order import in_order
from .lexicon import RelationLexicon
from .life_events import tells_death
from .names import known_versions, merged_into, named_records, of_owner, read_named, read_short
from .offices import office_facts
from .ordering import after_named, latest_begun_first, order_by_paths, rank_by_relevance, sides_last
from .period import (
    CO_MENTION,
    Siblings,
    SingleOwner,
    asked_span,
    one_holder,
    settle,
    stale_notes,
    suppose,
    with_stale_notes,
    without_echoes,
)
from .question import Event, event_moment, facts_of, split_event, split_premise, succession_event, undated_event
from .ranges import RANGE_CUES
from .renamed import inherited_facts, later_facts, lineage, name_then, successor_lines, successor_then
from .render import format_moment
from .roles import held_then, role_holder
from .rules import derive
from .stated_order import by_stated_order, stated_neighbours
from .successions import each_succession
from .told_order import in_told_order, unplaced
from .undated import undated_answer, with_undated
from .unheld import nobody_then
from .walk import CORRECTED, Fact, Walk, collect_facts, describe_version, ending_note, render_context

__all__ = ["STEP_LIMIT", "walk"]

STEP_LIMIT = 3000
"""The most relations one walk steps over (a hub must not make it slow)."""


def walk(
    store: VersionStore,
    index: SearchIndex,
    *,
    query: str,
    topic: str,
    as_of: int,
    known_at: int,
    as_of_given: bool,
    known_at_given: bool,
    lexicon: RelationLexicon,
    word_guard: Callable[[], WordGuard],
    name: Callable[[str], str],
    patches: Callable[..., list[Version]],
    count_tokens: Callable[[str], int],
    depth: int = 3,
    budgets: Sequence[int] = (1000,),
    direction: str = "both",
    limit: int = STEP_LIMIT,
    rules: tuple[Rule, ...] = (),
    reading: TimeReading | None = None,
    multi_valued: Collection[str] = (),
    single: SingleOwner | None = None,
    name_ends: Callable[[], NameEnds] | None = None,
) -> list[Walk]:
    """Resolve ``topic`` to a concept, follow its relations ``depth`` deep, and assemble a context within each of
    ``budgets`` (tokens): one walk a budget, in their order. What the walk finds is found once; only what is cut
    and rendered to fit is done again for each budget (a bench asks every question at several).

    ``query`` is the question as asked and ``topic`` what it asks about, read
    at ``as_of`` as known at ``known_at`` (microseconds); ``as_of_given`` and
    ``known_at_given`` say whether the caller chose those times or the question stated them; ``reading``
    is the time the question stated, as read (the context's heading says it). ``name``
    reads a record's name, ``patches(record, as_of=, known_at=)`` its live
    patches, ``word_guard()`` the typo index over the words of names. A walk
    that finds nothing comes back with ``dead_end`` true (the caller keeps
    it). ``rules`` add the relations they derive at one end of the concept,
    marked inferred (:mod:`c0lab.retrieval.rules`). ``single`` says which end of a relation holds one value of
    it at a time (:func:`~c0lab.retrieval.period.one_holder`); ``name_ends()`` the names by their first and last
    words (a person's name said in part). ``Memory.walk``'s docstring tells what the context holds.
    """
    budget_tokens = budgets[0]
    again = partial(  # a walk that ends before its budget is spent on anything: each budget's is its own
        walk,
        store,
        index,
        query=query,
        topic=topic,
        as_of=as_of,
        known_at=known_at,
        as_of_given=as_of_given,
        known_at_given=known_at_given,
        lexicon=lexicon,
        word_guard=word_guard,
        name=name,
        patches=patches,
        count_tokens=count_tokens,
        depth=depth,
        direction=direction,
        limit=limit,
        rules=rules,
        reading=reading,
        multi_valued=multi_valued,
        single=single,
        name_ends=name_ends,
    )

    def each(first: Walk) -> list[Walk]:
        return [first, *(again(budgets=(budget,))[0] for budget in budgets[1:])]

    when, known = as_of, known_at
    span = asked_span(reading, until=known)
    if span is not None:  # a period or a range: the memory as it stood at its end, then what held in it
        when = span[1] - 1
    asked_then = reading.said() if span is not None and reading is not None else f"as of {format_moment(when)}"
    topic, read_as, ambiguous = read_named(  # "Newton"; "Apple's CEO" is "the CEO of Apple"
        store, name_ends, of_owner(topic), known_at=known, lexicon=lexicon, as_of=when
    )
    naming = partial(named_records, store, known_at=known)
    topic, event = split_event(topic, names=naming)
    if event is None:  # "who preceded Osric Venn?": who held what he held, before him
        succession = succession_event(store, topic, known_at=known, name=name, asked=lexicon.asked(topic))
        topic, event = succession or split_event(topic, names=naming, bare=True)  # else "before X" is X's time
    named = named_records(store, topic, known_at=known)
    owner = (
        None
        if named or event is None
        else role_holder(store, naming(event.clause), topic, lexicon=lexicon, known_at=known)
    )
    named = [owner] if owner else named  # "who was manager when Corrow won the cup?": Corrow's manager
    hits = index.search(topic, k=5, mode="hybrid", as_of=when, known_at=known)
    result = Walk(
        query=query,
        topic=topic,
        as_of=to_timestamp(when),
        known_at=to_timestamp(known),
        concept=None,
        budget_tokens=budget_tokens,
        known_at_asked=known_at_given,
        read=reading.said() if reading is not None else "",
    )
    unknown = unknown_name_in(
        store,
        index,
        topic,
        as_of=when,
        known_at=known,
        lexicon=lexicon,
        any_word=not named,
        named=[name_key(name(record)) for record in named],
    )
    topic, unknown, said_as = (
        read_short(store, index, topic, unknown, as_of=when, known_at=known, lexicon=lexicon)
        if unknown
        else (topic, unknown, "")
    )
    unknown, choices = (unknown, []) if unknown or ambiguous is None else ambiguous  # "Bernard" for two: which?
    if said_as:  # "Olivier Bernard" where the texts only ever say "Bernard"
        named, read_as = named_records(store, topic, known_at=known), said_as
        hits = index.search(topic, k=5, mode="hybrid", as_of=when, known_at=known)
        result.topic = topic
    if not (named or unknown or choices or event or read_as):  # "who was the principal conductor in 1940?"
        role = held_then(
            store,
            index,
            result,
            topic=topic,
            hits=hits,
            lexicon=lexicon,
            when=when,
            span=span,
            known_at=known,
            heading=_span_heading(reading) if span is not None and reading is not None else result.read,
            name=name,
            count_tokens=count_tokens,
        )
        if role is not None:
            return each(role)
    gone = named[0] if named and store.seen(named[0], as_of=when, known_at=known) is None else None
    if gone is not None:
        begins = min(v.valid_from for v in known_versions(store, gone, known_at=known))
        earlier = name_then(store, gone, as_of=when, known_at=known) if when < begins else None
        if earlier is not None:  # renamed since: the name it had then, said so
            read_as = f"Read {name(gone)!r} as {name(earlier[0])!r}, its name then (until {format_edge(begins)})."
            gone = earlier[0]
        elif (
            (as_of_given or reading is not None)
            and event is None
            and (later := successor_then(store, gone, as_of=when, known_at=known, name=name))
        ):  # "who managed Saltmarsh F.C. in 1930?", renamed Corrow Athletic in 1902: Corrow's, said so
            gone, read_as = later
        elif when < begins:
            result.context = (
                f"Nothing in memory about {name(gone)} {asked_then}: "
                f"what it holds about it starts {format_time(begins)}."
            )
            result.abstains = result.context
            result.tokens = count_tokens(result.context)
            return each(result)
    near_of = partial(near_name, store, as_of=when, known_at=known, name=name, word_guard=word_guard)
    beside = gone is None and hits and not choices and said_beside(unknown, topic, [name(r) for r in named])
    misspelt = unknown if beside else None
    near = misspelt and near_of(misspelt, misspelt)
    unknown = None if near else unknown  # "mayor of Fenwick when Tomas Bekk became mayor?": Fenwick's walk goes on
    if gone is None and (not hits or unknown):
        result.dead_end = True
        then = asked_then + (f", as known at {format_time(known)}" if result.known_at_asked else "")
        near = None if choices else near_of(unknown, topic)
        near = near or (
            the_name_holding(index, unknown, as_of=when, known_at=known) if unknown and not choices else None
        )
        said = episodes_naming_word(index, unknown, as_of=when, known_at=known) if unknown else []
        result.context = (
            f"Nothing in memory is named {unknown!r} {then}."
            if unknown and (hits or near or said)
            else f"Nothing in memory matches {topic!r} {then}."
        )
        choices = choices or ([near] if near else [])
        if choices:  # the walk still abstains: a near name is a suggestion, not an answer
            result.context += f" Did you mean {' or '.join(map(repr, choices))}?"
        if said:  # the word is only in what was said: show where, as episodes, not as a concept
            result.context += "\nSaid about it:\n" + "\n".join(f"- {line}" for line in said)
        result.tokens = count_tokens(result.context)
        return each(result)
    root = gone if gone is not None else owner or hits[0].concept
    root = merged_into(store, root, known_at=known) or root  # a name said short, or merged: the concept it is now
    lead = [read_as] if read_as else []
    if not near:
        misspelt = unheard_word(index, topic) if named and not unknown else None
        near = misspelt and near_of(misspelt, misspelt)
    if near:  # "when did Flamstead stop being Astronomer Royal?": the walk goes on with what is named
        lead.append(f"Nothing in memory is named {misspelt!r}. Did you mean {near!r}?")
    seat = None if named or gone or owner else seat_described(store, root, topic, known_at=known, name=name)
    if seat is not None:  # "who was the finance minister in 2012?" found "Piet Lorne: Finance minister from …"
        root, lead, topic, named = seat[0], [*lead, seat[1]], seat[2], [seat[0]]
    asked = lexicon.asked(topic)  # the types the question asks, besides its event's
    if event is not None:
        within = (reading.start, reading.end) if reading is not None and not reading.edge else None
        event_asks = lexicon.asked(event.clause)
        found = event_moment(store, root, event, known_at=known, name=name, asked=event_asks, within=within, seat=asked)
        if found is not None:
            when, result.event, result.read, span = found[0], found[1], "", None
            if found[2] is not None:  # "while Bek was chairman": all of that time, as a range asked
                reading, span = found[2], (found[2].start, found[2].end)
            elif event.reading == "at":  # "when Bek resigned": the hand-over, both stints
                span = handover_span(facts_of(store, root, known_at=known), when, naming(event.clause))
            asked_then = found[2].said() if found[2] is not None else f"as of {format_moment(when)}"
            result.as_of = to_timestamp(when)
            lead.append(result.event)
            lead += _each_succession(store, root, event, known_at=known, name=name)
        elif tells_death(event.clause) and (who := named_records(store, event.clause, known_at=known)):
            dead = " or ".join(dict.fromkeys(name(record) for record in who))  # no tie's end read as a death
            lead.append(f"No death of {dead} is recorded: read without that time; {dead}'s facts give their dates.")
            event = None  # a question of no time from here on: nothing is missing "as of" a moment not read
        elif event.ends and event.reading == "at" and within is None:  # "when Cal resigned", still holding
            lead.append(f"No end is recorded for {event.clause!r}: read without that time.")
        elif within is not None and reading is not None:  # "when it won the cup in 1929": none then, the date
            other = event_moment(store, root, event, known_at=known, name=name, asked=event_asks)
            if other is not None:
                clause = f"{event.word} {event.clause}"
                lead.append(f"Read {reading.said()}, the date stated: {clause!r} is held at other times only.")
    if event is not None and store.seen(root, as_of=when, known_at=known) is None:  # the name it had then
        names_then = [r for r in lineage(store, root, known_at=known) if store.seen(r, as_of=when, known_at=known)]
        root = names_then[0] if names_then else root
    root_version = store.seen(root, as_of=when, known_at=known)
    ending = None
    described: dict[str, str] = {}
    if root_version is None:  # no longer valid: its last version, marked
        held = known_versions(store, root, known_at=known)
        root_version = max(held, key=lambda v: v.valid_to)
        ending = ending_note(store, root, as_of=max(when, root_version.valid_to), known_at=known)
        if root_version.valid_from > when:  # not yet valid then: say when it begins, not how it ended
            root_version = min(held, key=lambda v: v.valid_from)
            ending = f"valid from {format_edge(root_version.valid_from)}"
    own = patches(root, as_of=when, known_at=known)
    result.concept = Concept.from_version(root_version, own)
    result.asked = tuple(sorted(asked))
    result.facts, result.trail, reached = collect_facts(
        store,
        root,
        depth=depth,
        direction=direction,
        as_of=when,
        known_at=known,
        name=name,
        limit=limit,
        asked=asked,
    )
    if depth:  # a concept renamed: what its old names held, as theirs
        result.facts += inherited_facts(store, root, as_of=when, known_at=known, name=name, direction=direction)
        result.facts += office_facts(store, root, as_of=when, known_at=known, name=name)  # its other form's holders
    typed = {frozenset((name(s), name(t))) for v, s, t in facts_of(store, root, known_at=known) if v.name != CO_MENTION}
    result.facts = without_echoes(result.facts, root=name(root), typed=typed)
    own_fixes = own + _cued_later(store, root, own, as_of=when, known_at=known)
    header = describe_version(root_version, own_fixes, named=ending is not None)
    if ending:
        header[0] = header[0].replace(root_version.name, f"{root_version.name} [{ending}]", 1)
        header += successor_lines(store, root, as_of=when, known_at=known)
    names = [name(record) for record in named]
    missing = (
        missing_answer(
            topic,
            result.facts,
            lexicon=lexicon,
            ignore=[*names, root_version.name],  # "who is the director of the cia" named whole: no relation asked
            said=" ".join([root_version.text, *(patch.text for patch in own)]),
            answered=answered_by_dates(topic, root_version, result.facts, ended=ending is not None),
            held_after=(span[0] if span is not None else when) if as_of_given or event is not None else None,
            ever=lambda: {version.name for version, _, _ in facts_of(store, root, known_at=known)},
        )
        if depth and not dated_between(topic, root_version, result.facts, named=names)
        else None
    )
    dated = as_of_given or event is not None
    missing = missing or nobody_then(  # "who was X in 1650?", X's facts all of other times
        topic,
        result.facts,
        root=name(root),
        asked_from=(span[0] if span is not None else when) if dated and depth > 0 else None,
        lexicon=lexicon,
        ignore=names,
        ever=lambda: [version for version, _, _ in facts_of(store, root, known_at=known)],
    )
    # the heading of the current facts: the time asked as read, else the present as a day
    now = when >= known and (reading is None or reading.precision is Precision.INSTANT)
    heading = f"as of {format_time(when)[:10]}" if now else result.read or f"as of {format_moment(when)}"
    if missing:
        result.abstains = f"{missing[:-1]} {asked_then}." if dated else missing
        lead.insert(0, result.abstains)
    if depth:  # stated with no date: held at a time not said, whatever the time asked (after what fits it)
        add = not answered_then(result.facts, asked)  # an answer held then: none of no stated time beside it
        result.facts = with_undated(result.facts, store, root, known_at=known, name=name, asked=asked, add=add)
        if result.abstains and undated_answer(result.facts, root=name(root), asked=asked):  # it may be the answer
            lead, result.abstains = [line for line in lead if line != result.abstains], ""
    lead += dates_held(topic, root_version, result.facts, asked=asked, named=names)
    versions = [v for v in (store.seen(r, as_of=when, known_at=known) for r in reached) if v is not None]
    result.facts, versions = rank_by_relevance(topic, root_version.name, result.facts, versions)
    chain = len(lexicon.asked_senses(topic, ignore=names)) > 1  # several senses: a chain, read on, not cut
    result.facts, on_paths, ways = order_by_paths(
        result.facts, asked=asked, named=set(names), chain=chain, senses=lexicon.senses
    )
    result.facts = latest_begun_first(  # the later stint first
        result.facts, asked=asked, said=tokenize(topic), ranged_from=span[0] if span is not None else None
    )
    if event is not None and event.reading == "after":  # what came after the named value first (X undated: last)
        named_then = {name(record) for record in named_records(store, event.clause, known_at=known)}
        at = when if result.event else None
        result.facts = after_named(result.facts, named=named_then, asked=asked, when=at)
    if event is not None and event.reading in ("after", "before"):  # X told with no date: the order told
        x_records = named_records(store, event.clause, known_at=known)
        told, next_of_x = {name(record) for record in x_records}, event.reading == "after"
        result.facts = in_told_order(result.facts, store, named=told, after=next_of_x)
        stated = stated_neighbours(store, x_records, after=next_of_x, known_at=known, name=name)  # "B succeeded A"
        result.facts = by_stated_order(result.facts, named=told, neighbours=stated)  # over the order told; X last
        if not result.event and undated_event(store, x_records, known_at=known):  # "after Lazio", Lazio undated
            lead.append(unplaced(event.clause, event.reading, result.facts, named=told, stated=stated))
    ordered = span is not None and reading is not None and reading.cue in RANGE_CUES  # from a date on: holders in order
    if depth:
        ends = {end for fact in result.facts for end in (fact.subject, fact.object)}
        result.facts = settle(
            result.facts,
            root=name(root),
            span=span,
            point=when,
            siblings=_siblings(store, name, known),
            ranged=span is not None and reading is not None and reading.cue == "between" and reading.precision,
            multi_valued=multi_valued,
        )
        if single is not None:  # two values of one leader, seat, licence at once: one after the other
            seat_names = lineage(store, root, known_at=known)[1:]  # one seat, its names
            result.facts = one_holder(
                result.facts,
                root=name(root),
                single=single,
                multi_valued=multi_valued,
                names=[name(record) for record in seat_names],
                asked=span[0] if span is not None else when + 1,
                others=later_facts(store, root, at=(when, known), name=name),
            )
        if span is not None and reading is not None:
            heading = _span_heading(reading)
        if ordered:  # asked from a date on: the holders since then in the order they held it
            since = reading.end if reading is not None and reading.cue == "since" else None  # its own period
            result.facts = in_order(result.facts, root=name(root), first_period_end=since)
        result.facts = sides_last(result.facts, asked=asked)  # the club, then the country's side
        result.facts = _supposed(store, query, name(root), result.facts, known=known)
        holding = {end for fact in result.facts if fact.status == "current" for end in (fact.subject, fact.object)}
        stale = {end for fact in result.facts if fact.status == "replaced" for end in (fact.subject, fact.object)}
        stale |= ends - {end for fact in result.facts for end in (fact.subject, fact.object)}  # reached through them
        versions = [version for version in versions if version.name in holding or version.name not in stale]
        if ending is None:  # a description naming what no longer holds says its end on its line
            described = {header[0]: with_stale_notes(header[0], result.facts, root=name(root))}
    first = {label: place for place, label in enumerate(on_paths)}
    versions.sort(key=lambda version: first.get(version.name, len(first)))
    if rules:  # derived on this slice, never stored: after the stored facts, marked
        result.facts += derive(store, rules, as_of=when, known_at=known, name=name, around=root)
    fixes = corrections(root_version, own_fixes)
    # lines older than a correction of the concept say so
    corrected = {root_version.name: max(fixes, key=lambda patch: patch.recorded_at)} if fixes else {}
    about = []
    for version in versions:
        line, *patch_lines = describe_version(version, patches(version.record, as_of=when, known_at=known), named=False)
        line += correction_notes(version.text, version.recorded_at, corrected)
        line = with_stale_notes(line, result.facts, root=name(root))  # a related concept naming an old value
        about += [f"- {line}", *[f"  {patch}" for patch in patch_lines]]
    result.reached = [version.name for version in versions]
    # an episode is valid from the day it was written: when nothing asked held at an earlier time asked, what was
    # said about the concept since (by the known time) is what the memory has of it
    asks = bool(asked or lexicon.asked_senses(topic, ignore=names))
    answered = any(fact.status == "current" and (fact.relation in asked or not asks) for fact in result.facts)
    # the asked relation is not held (nor any link of an asked chain): the texts may answer
    cut = bool(missing and not dated and (not chain or not any(fact.relation in asked for fact in result.facts)))
    terms = question_terms(topic, root_version.name, lexicon=lexicon) if cut else set()
    said = mentioned_in(
        store,
        root,
        as_of=when if answered else max(when, known),
        known_at=known,
        corrected=corrected,
        terms=terms,
        shown={word for line in [*header, *(fact.line() for fact in result.facts)] for word in tokenize(line)},
    )
    answers: set[int] = set()  # ids of the facts that may answer when the asked relation is not held
    if cut:  # not these facts, nor a description that shares no word with the question (a correction stays)
        answers, about = what_answers(topic, root_version.name, result.facts, about, lexicon=lexicon, chain=chain)
        if ending is None:  # a description saying what no fact does may hold it, when no text shares a word
            stated = {word for fact in result.facts for word in tokenize(fact.line())}
            novel = not any(terms & set(tokenize(line)) for line in said)
            header = [
                line
                for line in header
                if CORRECTED in line or terms & set(tokenize(line)) or (novel and says_more(line, stated))
            ]
    walked, walked_header, walked_about = result, header, about

    def finish(budget: int) -> Walk:
        """The walk's context within ``budget``: its facts cut and rendered to fit (the rest is shared)."""
        result = replace(walked, budget_tokens=budget, facts=list(walked.facts))
        header, about = list(walked_header), list(walked_about)
        if cut:
            answering = set(answers)
            spare = budget // 4  # the rest of the facts, nearest first, in a quarter of the budget at most
            for fact in result.facts:
                cost = count_tokens(fact.line()) + 1
                if id(fact) not in answering and cost <= spare:
                    answering.add(id(fact))
                    spare -= cost
                elif id(fact) not in answering:
                    break
            result.facts = [fact for fact in result.facts if id(fact) in answering]
        evident: list[str] = []
        other_times: list[str] = []
        if dated and depth:  # no typed fact of the asked relation then: the texts' sentences of that time first
            low, high = span if span is not None else (when, when + 1)
            evident, other_times = dated_evidence(
                store,
                root,
                facts=result.facts,
                asked=asked,
                low=low,
                high=high,
                known_at=known,
                terms=question_terms(topic, root_version.name, lexicon=lexicon),
                count_tokens=count_tokens,
                budget=budget,
                event=(event.reading, [name(record) for record in named_records(store, event.clause, known_at=known)])
                if event is not None
                else ("", ()),
                whole=span is not None and reading is not None and reading.cue == "between" and reading.precision,
            )
        if not ordered:  # those held in the asked time first, those replaced within it after them, each in order
            result.facts.sort(key=lambda fact: fact.status == "replaced")
        result.facts, together = said_together(result.facts, window=(window := asked_window(span, when, dated=dated)))
        around = {  # ids of facts of the final list: an id of an object let go may be another's next
            id(fact)
            for fact in result.facts
            if fact.status == "current" and fact.depth > 1 and not (fact.path and fact.path[-1] in ways)
        }
        header, about, other_times = by_asked_time(  # of the time asked first, the rest marked with its time
            [described.get(line, line) for line in header], about, other_times, window=window
        )
        result.context, result.tokens = render_context(
            header=lead + evident + header,
            facts=result.facts,
            trail=result.trail,
            about=about,
            as_of=when,
            read=heading,
            around=around,
            said=with_texts(
                together, [f"- {one}{stale_notes(one, result.facts, root=name(root))}" for one in said], cut=cut
            )
            + other_times,
            budget_tokens=budget,
            count_tokens=count_tokens,
        )
        result.hit_rows = [{"name": hit.version.name, "score": hit.score, "found_by": hit.found_by} for hit in hits]
        return result

    return [finish(budget) for budget in budgets]


def _each_succession(
    store: VersionStore, root: str, event: Event, *, known_at: int, name: Callable[[str], str]
) -> list[str]:
    """ "who succeeded X?" of someone who held the post twice: each succession, with its date
    (:func:`~.successions.each_succession`); only for a clause that says no more than a name."""
    records = named_records(store, event.clause, known_at=known_at)
    if event.reading == "at" or not records or tokenize(whole_words(name(records[0])).sub(" ", event.clause)):
        return []
    line = each_succession(store, root, records[0], after=event.reading == "after", known_at=known_at, name=name)
    return [line] if line else []


def _span_heading(reading: TimeReading) -> str:
    """How the heading of the current facts says a period asked as a whole (:func:`~.period.asked_span`): a
    fact that held at any time in it is current, one replaced within it is marked (``[replaced …]``), and for a
    range one that held over only part of it (``[in part of it: …]``)."""
    if reading.cue == "between":
        return f"held over all of {reading.label()}"
    return f"at any time {reading.cue if reading.cue in ('since', 'after') else 'in'} {reading.label()}"


def _supposed(store: VersionStore, query: str, root: str, facts: list[Fact], *, known: int) -> list[Fact]:
    """The facts a hypothetical premise of the question names first (:func:`~.period.suppose`)."""
    premise = split_premise(query)[1]
    if not premise:
        return facts
    found = [store.records[record][-1].name for record in named_records(store, premise, known_at=known)]
    names = {one for one in found if not any(one != other and one.lower() in other.lower() for other in found)}
    reading = find_time(premise)
    said = f"{reading.cue or 'as of'} {reading.label()}" if reading is not None else ""
    return suppose(facts, root=root, names=names - {root}, said=said)


def _cued_later(store: VersionStore, root: str, own: list[Version], *, as_of: int, known_at: int) -> list[Version]:
    """The patches of ``root`` known at ``known_at`` that say it was wrong ("Actually, …", :data:`WRONG_CUE`)
    and hold only from after ``as_of``: a correction says the description was wrong, not that it changed, so a
    walk at an earlier date marks it too (an addition or a change — "Update:", "no longer", an ingested later
    value — stays at its own valid time)."""
    seen = {patch.record for patch in own}
    return [
        version
        for record in store.patches_of.get(root, ())
        if record not in seen
        for version in known_versions(store, record, known_at=known_at)[-1:]
        if version.valid_from > as_of and WRONG_CUE.search(version.text)
    ]


def _siblings(store: VersionStore, name: Callable[[str], str], known_at: int) -> Siblings:
    """The other values of a fact's relation at one end of it, from the store (:data:`~.period.Siblings`)."""

    def other_values(fact: Fact, side: str) -> list[tuple[str, int, int]]:
        if not fact.path:
            return []
        relation = store.records[fact.path[-1]][-1]
        end = relation.target_id if side == "in" else relation.source_id
        edges = (
            store.links.in_edges(end, keys=True, data=True)
            if side == "in"
            else store.links.out_edges(end, keys=True, data=True)
        )
        found = []
        for source, target, key, data in edges:
            if data["kind"] != RELATION or key == fact.path[-1]:
                continue
            for version in known_versions(store, key, known_at=known_at):
                if version.name == relation.name:
                    found.append((name(source if side == "in" else target), version.valid_from, version.valid_to))
        return found

    return other_values
