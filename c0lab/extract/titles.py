"""A leader's title written with a capital: "was President of the Royal Society", "served as Chairman of X".

A title that leads what it is *of* ("President", "Chairman", "Director": the
lexicon's leading sense) is not joined with it into an office's name
(:func:`~c0lab.extract.names.names_in` reads "Governor of South Orsk" as one
office, but a leader's role relates the leader to what it leads). Written
with a capital after a verb that states or gives it, the title would be read
as a name of its own and the tie lost; the sentence the extractor reads
writes it in lower case, so the predicates type it: "Isaac Newton was
President of the Royal Society from 1703" → ``Isaac Newton PRESIDENT_OF
Royal Society`` ("served as Chairman of X" is read as "was chairman of X").
A post said before its holder ("The Poet Laureate was Ann Hale until 1920", "In 1905 the Chancellor of the
Exchequer was Paul Roche") is read in the order the rest reads, the holder first ("Ann Hale was Poet Laureate
until 1920"): one reader for both orders.
The episode keeps the words as written; only the reading changes.
"""

from __future__ import annotations

import re
from functools import partial

from ..retrieval.event_ends import ENDING
from ..retrieval.lexicon import SERVING_AS, TAKING_OFFICE, RelationLexicon
from .names import NAMING, PARTICLES, UPPER
from .objects import office, titled
from .predicates import office_holder

__all__ = ["FOLLOWING", "holder_first", "offices"]

_GIVEN = "|".join(sorted(verb.replace(" ", r"\s+") for verb in NAMING | TAKING_OFFICE - {"re-elected"}))
# not "re-elected": its "elected" is found after the hyphen, and "re-" kept as written
_GIVING = re.compile(
    rf"\b(?P<verb>(?:(?:was|were|is|are|been|be)\s+)?(?:{_GIVEN})(?:\s+as)?|became|becomes|become|remained|remains|was|is|were|are|"
    rf"been|as|(?P<served>(?:{'|'.join(sorted(SERVING_AS))})(?:\s+(?:[a-z\d]+\s+){{1,2}}terms?)?\s+as))"
    r"\s+(?P<article>(?:the|an?)\s+)?(?:\d+(?:st|nd|rd|th)\s+)?"  # "the 36th Premier of": the rank dropped
    rf"(?P<acting>(?:acting|interim|caretaker)\s+)?(?P<title>[{UPPER}][a-z]+)(?P<of>\s+of\s)"
)
"""A verb stating or giving a post (:data:`~c0lab.extract.names.NAMING`'s verbs of naming to a role and
:data:`~c0lab.retrieval.lexicon.TAKING_OFFICE`'s of taking one, "sworn in as", "became", "was", "remained",
"served as"), or the "as" of one succeeded ("succeeded Newton as President of X"), then a capitalised title of
something."""
_WITHIN = re.compile(rf"(?:the\s+)?[{UPPER}][\w'’-]*(?:\s+[{UPPER}][\w'’-]*)*\s+(?:at|in)\s+(?:the\s+)?[{UPPER}]")
"""What a title is of, inside something else named: "Physics at Orsk University" (a department, not the whole)."""


_WORD = rf"[{UPPER}][\w'’-]*"
_POST_FIRST = re.compile(
    rf"^(?P<front>(?:In|By|From|Until|After|Before)\s+[^,;]{{0,30}}?\d{{4}},?\s+)?[Tt]he\s+"
    rf"(?P<post>{_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_WORD}){{0,4}}?)\s+"
    r"(?P<copula>is|was|were|are|has\s+been|had\s+been|remained|remains)\s+"
    rf"(?P<holder>{_WORD}(?:\s+(?:(?:{'|'.join(sorted(PARTICLES))})\s+)?{_WORD}){{0,3}})(?=\s*(?:[,.;(]|$|[a-z]))"
)
"""A post said before its holder: "The Poet Laureate was Ann Hale", "In 1905 the Chancellor of the Exchequer was
Paul Roche"."""


_APPOSED = re.compile(
    rf"\b(?:[Tt]he\s+(?P<post>{_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_WORD}){{0,4}}?),\s+(?P<holder>{_WORD}(?:\s+{_WORD}){{0,3}})"
    rf"|(?P<named>{_WORD}(?:\s+{_WORD}){{0,3}}),\s+the\s+(?P<title>{_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_WORD}){{0,4}}?)),"
    r"\s+(?P<verb>(?:was|were)\s+(?:deposed|sacked|dismissed|ousted|removed|overthrown|unseated)|resigned|retired"
    r"|abdicated|stepped\s+(?:down|aside))(?=\s*(?:[,.;]|$)|\s+(?:in|on|at|after|before|during|following|when)\b)"
)
"""A holder in apposition to a post, then a verb of leaving office and no object: "the Mayor of Harnmouth, Georg
Imhof, was deposed in 1709", "Georg Imhof, the Mayor of Harnmouth, resigned" (not "… divorced Ann Vel")."""


def _left_post(found: re.Match[str]) -> str:
    """A post left said of its holder ("Georg Imhof was deposed as Mayor of Harnmouth"), for a verb of leaving."""
    post, holder = (found["post"], found["holder"]) if found["post"] else (found["title"], found["named"])
    if not office(post) or office(holder):
        return found.group(0)
    return f"{holder} {found['verb']} as {post}"


def holder_first(sentence: str) -> str:
    """``sentence`` with a post said before its holder said in the usual order (see the module docstring), and a
    post left said in apposition to its holder said after the verb of leaving.

    >>> holder_first("The Orsk Times was Ann Hale's paper.")
    "The Orsk Times was Ann Hale's paper."
    >>> holder_first("In 1709 the Mayor of Harnmouth, Georg Imhof, was deposed after the riots.")
    'In 1709 Georg Imhof was deposed as Mayor of Harnmouth after the riots.'
    """
    sentence = _APPOSED.sub(_left_post, sentence)
    found = _POST_FIRST.match(sentence)
    if found is None or not office(found["post"]) or office(found["holder"]):
        return sentence
    rest = sentence[found.end() :]
    return f"{found['front'] or ''}{found['holder']} {found['copula']} {found['post']}{rest}"


_AND_AS = re.compile(
    r"\b(?P<verb>served|acted|sat|stood|worked)\s+as\b(?P<first>[^;]*?)(?P<joint>,?\s+and\s+(?:then\s+|later\s+)?)"
    r"as\s+(?=(?:the\s+|an?\s+)?[A-Z])"
)
"""A second role said with "as" alone after a verb of holding one ("served as A from 1801 to 1804 and as B from
1812"): the verb said again for it."""


_AND_DATED = re.compile(
    r"\b(?P<preposition>for|with)\s+"
    r"(?P<first>[A-Z][^,;()]*?\s+(?:from|between)\s+\d{4}\s+(?:to|and|until)\s+\d{4})"
    r"\s+and\s+(?=[A-Z][^,;()]*?\s+(?:from|between)\s+\d{4})"
)
"""A second stint said after the first one's years with its preposition left out ("played for A from 2001 to 2005
and B from 2005 to 2007"): the preposition said again for it."""


_POST = re.compile(r"\b(?:post|position|office|role|job|[a-z]{4,}(?:ship|ency|aincy))\b")
_INHERITED = re.compile(
    r"\binherited\s+(?:it|the\s+(?P<post>post|position|office|role|job|mantle|seat))\b"
    r"|\binherited\s+(?P<what>it|the\s+[a-z]+|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?=from\b)"
)
"""A post inherited ("B inherited the post", or "it" in a sentence that names a post), or a thing inherited from
someone ("B inherited the project from A"): taken over from who held it."""


def _taken_over(found: re.Match[str], *, posts: bool) -> str:
    """What :data:`_INHERITED` found said as taking over ("took over the project from"); "inherited it" only when
    the sentence names a post (``posts``)."""
    if found["what"]:
        return f"took over {found['what']} "
    return "took over" if posts or found["post"] else found[0]


def offices(sentence: str) -> str:
    """``sentence`` with each leader's title of something, written with a capital after a verb that states or
    gives it, in lower case (see the module docstring), a post said before its holder put after it
    (:func:`holder_first`), a second post said with "and as" given the verb of the first (:data:`_AND_AS`), a
    second dated stint its preposition (:data:`_AND_DATED`), a post inherited as one taken over (:data:`_INHERITED`);
    a sentence with none comes back unchanged."""
    posts = _POST.search(sentence) is not None  # "… relinquished the directorship …, and B inherited it"
    sentence = _INHERITED.sub(partial(_taken_over, posts=posts), sentence)
    sentence = holder_first(_POST_OF.sub(_post_said, sentence))
    sentence = _AND_AS.sub(lambda said: f"{said['verb']} as{said['first']}{said['joint']}{said['verb']} as ", sentence)
    sentence = _AND_DATED.sub(lambda found: f"{found[1]} {found['first']} and {found[1]} ", sentence)

    def lower(match: re.Match[str]) -> str:
        title = match.group("title")
        if match.start() == 0 or "lead" not in RelationLexicon.asked_senses(title.lower()):
            return match.group(0)
        if _WITHIN.match(match.string, match.end()):  # "Head of Physics at Orsk University": a department's post
            return match.group(0)
        verb = match.group("verb")
        verb = "was" if match.group("served") else "became" if "sworn" in verb.split() else verb
        return f"{verb} {match.group('article') or ''}{match.group('acting') or ''}{title.lower()}{match.group('of')}"

    return _LEFT_AS.sub(_left, _GIVING.sub(lower, sentence))


_POST_VERBS = {
    **dict.fromkeys("held holds hold holding occupied occupies occupy filled fills".split(), "was"),
    **dict.fromkeys(
        "accepted accepts accept took takes take assumed assumes assume gained obtained got".split(), "became"
    ),
    **dict.fromkeys(
        "resigned resigns resign vacated vacates relinquished relinquishes left leaves".split(), "resigned as"
    ),
    **dict.fromkeys("appointed elected named nominated".split(), None),  # "was appointed to the post of": appointed
}
"""What a verb said of "the post of" a role says of the role itself (``None``: the verb itself, "to" dropped)."""
_POST_OF = re.compile(
    rf"\b(?P<verb>{'|'.join(_POST_VERBS)})(?:\s+(?:up|on|over))?(?:\s+to)?\s+(?:the|a)\s+"
    r"(?:(?:post|position|office|role|job|rank|seat)\s+of\s+(?=(?:the\s+|an?\s+)?(?P<role>[A-Za-z]+))"
    r"|(?P<office>[a-z]{4,}(?:ship|ency|aincy))(?=\s+of\s))"
)
"""A role said through "the post of" it ("held the post of director of X", "took up the position of Mayor of X",
"was appointed to the office of Mayor of X"), or through its office's noun ("relinquished the directorship of X",
"resigned the chairmanship of X"): read as the role said after the verb it stands for."""


def _post_said(found: re.Match[str]) -> str:
    """ "the post of" a role said as the role itself, after the verb it stands for (:data:`_POST_OF`)."""
    said = _POST_VERBS[found["verb"]]
    if found["office"]:  # "relinquished the directorship of X": resigned as director of X
        role = office_holder(found["office"])
        held = said == "was"  # "held the presidency of X": predicates' reading of an office taken or held
        return f"{found['verb'] if said is None else said} {role}" if role and not held else found.group(0)
    if not RelationLexicon.asked_senses(found["role"].lower()):  # "took the seat of Tom Bell", "the role of Lady
        return found.group(0)  # Macbeth": no post named
    return f"{found['verb'] if said is None else said} "


_LEFT_AS = re.compile(rf"(?<=\s)as\s+(?P<article>the\s+)?(?P<title>[{UPPER}][a-z]+)\b(?!\s+(?:of|for)\b|\s+[{UPPER}])")
"""A title said alone after "as" ("resigned as Rector in 1715"), read as a role when a verb of leaving or of
following another is before it."""
FOLLOWING = re.compile(r"\b(?:succeeded|succeeds|replaced|replaces|followed|follows|t(?:ake|akes|ook|aking)\s+over)\b")
"""Verbs of taking a post after someone ("succeeded him as", "replaced her as", "took over as")."""


def _left(found: re.Match[str]) -> str:
    """A title left or taken over ("resigned as Rector", "succeeded him as Mayor") in lower case: the post, not a
    name of its own."""
    before = found.string[max(0, found.start() - 40) : found.start()]
    if not (ENDING.search(before) or FOLLOWING.search(before)) or not titled(found["title"]):
        return found.group(0)
    return f"as {found['article'] or ''}{found['title'].lower()}"
