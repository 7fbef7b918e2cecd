"""What a question asks, and whether a walk's facts answer it: "Dates held: …" for a when-question, and the
"Nothing in memory about …" line when nothing around the concept answers what is asked at the time asked."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

import pandas as pd

from .._time import FOREVER, format_time, to_timestamp
from ..index.keyword import STOPWORDS
from ..model.records import Version
from .lexicon import HELD_OFFICE, LEADING, LESSER_ROLES, RelationLexicon, post_at, post_word
from .walk import Fact

__all__ = ["answered_by_dates", "dated_between", "dates_held", "missing_answer", "nothing_about"]

_WHEN = re.compile(r"^\s*(?:when|since\s+when|(?:in\s+)?what\s+(?:year|month|date|day)|how\s+long)\b", re.IGNORECASE)


def dates_held(topic: str, version: Version, facts: list[Fact], *, asked: set[str], named: list[str]) -> list[str]:
    """For a question asking when ("when was X released?"): the dates the memory holds for X, its own
    valid time and the start of each asked relation of it that holds at the asked time (those of other
    times stay below, marked), as one line; none for other questions. A fact between two names the
    question says ("when did Dev take over the Kestrel Survey?") comes first, ended or not."""
    if not _WHEN.match(topic):
        return []
    held = [f"{version.name} from {format_time(version.valid_from)}"] if version.valid_from > -FOREVER else []
    if held and version.valid_to < FOREVER:
        held[0] += f" to {format_time(version.valid_to)}"
    dated = [fact for fact in facts if fact.depth == 1 and not pd.isna(fact.valid_from)]
    between = _between(version, dated, named)
    held += [
        fact.line().removeprefix("- ")
        for fact in between
        + [
            fact
            for fact in dated
            if fact not in between and fact.status == "current" and (fact.relation in asked or not asked)
        ]
    ][:3]
    return [f"Dates held: {'; '.join(held)}."] if held else []


def _between(version: Version, facts: list[Fact], named: list[str]) -> list[Fact]:
    """The facts of ``version``'s concept with another name the question says."""
    both = {name for name in named if name != version.name}
    return [fact for fact in facts if {fact.subject, fact.object} & both]


def dated_between(topic: str, version: Version, facts: list[Fact], *, named: list[str]) -> bool:
    """Whether a when-question is answered by the date of a fact between two names it says ("when did Petra
    join the lab?" and "Petra member of the lab (from 2017)"): no "Nothing in memory about …" then."""
    if not _WHEN.match(topic):
        return False
    return bool(_between(version, [fact for fact in facts if fact.depth == 1 and not pd.isna(fact.valid_from)], named))


_SUCCESSIONS = frozenset(["replace"])
"""Senses a concept's own end or a fact's end answers ("what replaced GPT-3?": its successor's line)."""
_BEGINNINGS = frozenset(["found"])
"""Senses a concept's own start answers in a when-question ("when was X founded?": the date X begins)."""


def answered_by_dates(topic: str, version: Version, facts: list[Fact], *, ended: bool) -> frozenset[str]:
    """The senses a walk answers with dates rather than a fact of their type: a founding by the concept's own
    start in a when-question, a replacement by the concept's end or a fact's ("replaced by …")."""
    found = _BEGINNINGS if _WHEN.match(topic) and version.valid_from > -FOREVER else frozenset()
    replaced = ended or any(fact.status in ("replaced", "ended") for fact in facts)
    return found | (_SUCCESSIONS if replaced else frozenset())


_ANSWER_KIND = re.compile(r"\s*(?:which|what)\s+[^\W\d_]+", re.IGNORECASE)
"""The wh-word and the noun after it: the kind of thing the answer is ("which college …")."""


def nothing_about(topic: str) -> str:
    """The line saying the memory holds nothing of what ``topic`` asks, the question as a clause: its first word
    in lower case when it is a function word ("… about who ran X."), not a name ("… about Olivier Bernard played
    for which team.")."""
    about = re.sub(r"\s+", " ", topic.strip().rstrip("?!. "))
    first, *rest = re.split(r"[\s'’,]+", about, maxsplit=1)
    named = bool(rest) and rest[0][:1].isupper() and first.lower() not in _ASKING  # "Will Smith's wife"
    lower = first.lower() in STOPWORDS | _OPENERS and not first.isupper() and not named
    return f"Nothing in memory about {about[:1].lower() if lower else about[:1]}{about[1:]}."


_OPENERS = frozenset("since until till during could would should can may name list tell give show".split())
"""Words that open a question or a request and are no stop word ("Since when …", "Name the …")."""
_ASKING = frozenset("who whom whose what which when where why how did does do is was were are has have had".split())
"""Words that open a question before a name ("Did Ana …"), never a name's first word as "Will", "May" may be."""


def missing_answer(
    topic: str,
    facts: list[Fact],
    *,
    lexicon: RelationLexicon,
    ignore: list[str],
    said: str = "",
    answered: frozenset[str] = frozenset(),
    held_after: int | None = None,
    ever: Callable[[], Collection[str]] = tuple,
) -> str | None:
    """ "Nothing in memory about …" when the question asks a relation that no fact around the concept has
    and the concept's own text (``said``: its description and patches) has no word for it either; senses in
    ``answered`` are answered otherwise (by the concept's own dates). A question asked at a time
    (``held_after``: the start of its period, else its moment) is answered only by a fact that still held
    then: "who ruled X in 1908?" when every ruler of X had gone by 1651 is not answered by them (they stay
    listed below, ended, with their dates), nor "in 1500", before the first began (``ever()``: the types of the
    concept's own relations at any time, read only when the question names a type)."""
    nothing = nothing_about(topic)
    after = None if held_after is None else to_timestamp(held_after)

    def held(fact: Fact) -> bool:
        return after is None or fact.status == "current" or pd.isna(fact.valid_to) or fact.valid_to > after

    posts = _posts_named(topic, ignore)  # "who was Chancellor of X?" is not answered by its rector
    leaders = [  # the facts of a leader held then: by a type of leading ("MANAGED", "LED_BY") or a leader's post
        fact
        for fact in facts
        if fact.depth <= 1
        and held(fact)
        and (lexicon.senses.get(fact.relation, set()) | RelationLexicon.asked_senses(_post(fact) or "")) & LEADING
    ]
    if posts and leaders and not any(_holds_post(fact, posts) for fact in leaders):
        return nothing  # every leader then held another post; a verb ("managed") may be the post asked
    employed = [fact for fact in facts if fact.depth <= 1 and held(fact) and post_at(fact.relation)]
    if employed and "employ" in lexicon.asked_senses(topic, ignore=ignore):
        return None  # "who did X work for?": a post held then at an organisation ("X director of Y") answers
    told = lexicon.asked_senses(said, ignore=ignore) | answered
    groups = [group for group in lexicon.strongly_asked_words(topic, ignore=ignore) if not group & told]
    kind = _ANSWER_KIND.match(topic)  # "which college did X lead?": the noun is the answer's kind, the verb asks
    verb = lexicon.strongly_asked_words(topic[kind.end() :], ignore=ignore) if kind else []
    groups = [group for group in verb if not group & told] if verb else groups
    if not groups:  # no sense word: a type the question names ("ruled") held at no time asked
        named_types = lexicon.asked(topic, ignore=ignore)
        shown = {fact.relation for fact in facts if fact.depth <= 1}
        typed = named_types & (shown | set(ever())) if named_types else set()
        return nothing if typed and not any(held(fact) for fact in facts if fact.relation in typed) else None
    single = len(set().union(*groups) | lexicon.asked_senses(topic, ignore=ignore)) == 1
    near = {fact.relation for fact in facts if fact.depth <= (1 if single else 99) and held(fact)}
    if any(not lexicon.senses.get(kind) for kind in lexicon.asked(topic, ignore=ignore) & near):
        return None  # "who coached the team X in 1907?": a type it names held then, of no sense the table reads
    for group in groups:  # a word of several senses is answered by a type of any of them; running by leading
        said_of = group | {"lead"} if "run" in group else group  # "who governed Harnmouth?": its mayor answers
        if not any(lexicon.types_of(sense) & near for sense in said_of):
            return nothing
    return None


def _posts_named(topic: str, ignore: list[str]) -> set[str]:
    """The leaders' posts a question names by their titles ("chancellor", "mayor"), not inside the names it says
    (nor a spouse's, nor a word that is a person's noun by chance: "Roma")."""
    said = set(re.findall(r"[a-z]+", " ".join(ignore).casefold()))
    return {
        post
        for word in re.findall(r"[a-z]+", topic.casefold())
        if word not in said
        and not word.endswith(("s", "ed", "ing"))  # "who leads X?", "who chaired X?": a verb, no title
        and RelationLexicon.asked_senses(word) & LEADING
        and (post := post_word(f"{word}_of"))
    }


def _holds_post(fact: Fact, posts: set[str]) -> bool:
    """Whether a leader's fact holds any leader's post (None) or one of ``posts`` asked, also a post said as two
    ("director or manager of X", "president or chairman of X": each word's post), never a lesser one ("vice chair"
    is no chair)."""
    post = _post(fact)
    words = fact.relation.lower().split("_")[:-1] if fact.relation.endswith("_OF") else []
    each = {post_word(f"{word}_of") for word in words} if len(words) > 1 and not set(words) & LESSER_ROLES else set()
    return post is None or post in posts or bool(each & posts)


def _post(fact: Fact) -> str | None:
    """The post a fact names: its type's ("RECTOR_OF": rector), or for an office held, its name's title."""
    if fact.relation == HELD_OFFICE:
        return post_word(f"{(fact.object.split() or [''])[0]}_OF")
    return post_word(fact.relation)
