"""Researchers' shorthand said as prose before the rules read it, one line for one line (the line count is kept, so
:func:`~c0lab.extract.registers.written_as` still finds each sentence's own line):

- a name made a hyphenated modifier of another: "Reyes-led Atlas" is "Atlas, led by Reyes,", "Bergen-based Orvel
  Trust" is "Orvel Trust, based in Bergen," (in a sentence with no year: its dates would not be the place's);
- an index or CV line: "Reyes, Dana — director, Atlas, 2019–2021" is "From 2019 to 2021, Dana Reyes led Atlas."
  (the name turned when written surname first; the role read by its sense, as a record's key is);
- a value's arrow to the next after a thing and a slash: "Kestrel / Alder licence -> Birch licence (2019)" is
  "Kestrel changed from the Alder licence to the Birch licence in 2019" (the old value ends where the new begins);
- values one after another said as a dated list ("A until 2019, B after", "B (since 2019; was A)": "A (until
  2019), B (from 2019)", which :func:`~c0lab.extract.labels.listed` reads under a label);
- a pronoun's contraction said in full ("They're in Bergen": "They are in Bergen"; "who'd steered": "who had
  steered"), by :func:`in_full`, which :func:`~c0lab.extract.registers.prose` runs first;
- a heading naming one thing, and the lines under it that drop their subject (telegraphic notes: "Atlas" then
  "- run out of Orvel Trust", "they run …"): the heading's name is their subject; so is a name labelling the clauses
  of its own line ("- Vora toolkit: shipped by Atlas; under the Orrin licence since 2014").

>>> print(shorthand("Atlas\\n\\n- run out of Orvel Trust.\\nHalden-based Orvel Trust grew."))
Atlas
<BLANKLINE>
- Atlas is run out of Orvel Trust.
Orvel Trust, based in Halden, grew.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..retrieval import meaning
from .inflect import base_form, past_participle
from .names import UPPER, english_word
from .records import is_key, said
from .rules import EARLIER, correction_cue

__all__ = ["in_full", "shorthand"]

_CAP = rf"[{UPPER}][\w'’.]*"
_RUN = rf"{_CAP}(?:[ \t]+{_CAP})*"
_HYPHENED = re.compile(
    rf"(?P<a>{_RUN})-(?P<verb>based|headquartered|born|located|[a-z]{{2,}}ed|run|led|built|made|held|owned)"
    rf"[ \t]+(?P<b>{_RUN})"
)
"""A capitalised run, a hyphen, a participle, then a capitalised run ("Reyes-led Atlas")."""
_IN = frozenset(["based", "headquartered", "born", "located"])
_NAMED = rf"{_RUN}(?:[ \t]+[a-z]{{3,}})?"  # a capitalised run, maybe with its noun ("Alder licence")
_ARROW = re.compile(
    rf"(?P<thing>{_NAMED})[ \t]*[/:][ \t]*(?P<old>{_NAMED})[ \t]*(?:->|→|=>)[ \t]*(?P<new>{_NAMED})"
    r"(?:[ \t]*\((?P<when>[^()\n]*\d{4}[^()\n]*)\))?"
)
_DATE = r"[^,;()\n]*?\d{4}"
_UNTIL = re.compile(
    rf"(?P<old>{_NAMED})[ \t]+until[ \t]+(?P<when>{_DATE})[ \t]*,[ \t]*(?:then[ \t]+)?(?P<new>{_NAMED})[ \t]+"
    r"(?:after(?:wards)?|thereafter|since|from[ \t]+then(?:[ \t]+on)?)\b"
)
"""One value until a date, the next after it ("A licence until 2019, B licence after")."""
_WAS = re.compile(
    rf"(?P<new>{_NAMED})[ \t]*\((?:since|from)[ \t]+(?P<when>{_DATE})[ \t]*[;,][ \t]*"
    rf"(?:was|formerly|previously|before[ \t]+that)[ \t]+(?P<old>{_NAMED})[ \t]*\)"
)
"""A value since a date and, in its bracket, the one it followed ("B licence (since 2019; was A licence)")."""
"""A thing listed with its value and an arrow to the next, maybe with the change's date in brackets ("Kestrel /
Alder licence -> Birch licence (2019)")."""
_DASH = r"[ \t]*(?:[—–:]|-[ \t])[ \t]*"
_INVERTED = re.compile(
    rf"^(?P<lead>[ \t]*(?:[-*•][ \t]+)?)(?P<last>[{UPPER}][\w'’-]+),[ \t]+"
    rf"(?P<given>[{UPPER}][\w'’-]+(?:[ \t]+[{UPPER}]\.?)?)(?P<rest>{_DASH}.*)$"
)
"""A line opening with a name written surname first ("Reyes, Dana — …", "Reyes, Dana R.: …")."""
_INDEX = re.compile(
    rf"^(?P<lead>[ \t]*(?:[-*•][ \t]+)?)(?P<name>{_RUN}){_DASH}(?P<role>[a-z][a-z -]*?),[ \t]*(?P<org>{_RUN})"
    r"(?:,?[ \t]*\(?(?P<years>(?:since[ \t]+)?\d{4}(?:[ \t]*[–-][ \t]*(?:\d{4}|present|now)?)?)\)?)?[ \t]*\.?[ \t]*$"
)
"""An index or CV line: a name, a dash, a role, a comma, an organisation, maybe the years."""
_PRONOUN = {"they": "", "it": "", "we": ""}
_STOP = re.compile(r"((?<=[.!?])[ \t]+)")
"""Between two sentences of a line (kept: the line is given back with its own spaces)."""
_ING_PREPOSITIONS = frozenset("according following including regarding concerning considering pending during".split())
_PASSIVE = re.compile(r"[ \t]+(?:by|in|at|out|from|under|with|for|since)\b")


@lru_cache(maxsize=2048)
def _verb(word: str) -> str | None:
    """How a line opening with ``word`` lacks its subject: "is" before a participle or an -ing form, "" before a
    third-person verb ("runs"), ``None`` when the word is no verb form WordNet holds."""
    net = meaning.wordnet()
    if net is None or not word.isalpha():
        return None
    bases = [base for base in net.base_forms(word, "v") if base != word]
    if word.endswith("ing") and bases:
        return "is"
    if word.endswith("s") and not word.endswith("ss") and bases:
        return ""
    if bases or word in ("run", "led", "held", "based", "set"):
        return "is?"  # a participle only when a passive's preposition follows
    return None


def _hyphened(line: str) -> str:
    def turn(found: re.Match[str]) -> str:
        verb = found.group("verb")
        if verb in _IN and re.search(r"\b\d{4}\b", line):  # a dated sentence's dates are not the place's
            return found.group(0)
        return f"{found.group('b')}, {verb} {'in' if verb in _IN else 'by'} {found.group('a')},"

    out = _HYPHENED.sub(turn, line)
    return line if out == line else re.sub(r",(?=\s*[.;:!?]|\s*$)", "", out)  # "…, led by Reyes." (no ",.")


def _arrow(found: re.Match[str]) -> str:
    when = f" in {found.group('when')}" if found.group("when") else ""
    thing, old, new = (f"the {name}" if name.split()[-1].islower() else name for name in found.group(1, 2, 3))
    return f"{thing} changed from {old} to {new}{when}"  # "the" before a name's noun keeps the noun its name's


def _dated(found: re.Match[str]) -> str:
    when = found.group("when").strip()
    return f"{found.group('old')} (until {when}), {found.group('new')} (from {when})"


def _indexed(line: str) -> str:
    if turned := _INVERTED.match(line):
        line = f"{turned.group('lead')}{turned.group('given')} {turned.group('last')}{turned.group('rest')}"
    found = _INDEX.match(line)
    if found is None:
        return line
    years = found.group("years") or ""
    value = f"{found.group('name')} ({years})" if years else found.group("name")
    told = said(found.group("org"), found.group("role"), value)
    return f"{found.group('lead')}{' '.join(told)}" if told else line


_HEADING = re.compile(
    rf"^[ \t]*(?:[#*]+[ \t]*)?(?:[^\n]{{0,30}}?(?:,|:)[ \t]*)?(?P<name>{_RUN}(?:[ \t]+(?P<noun>[a-z]{{3,}}))?)[ \t]*$"
)
"""A heading: a line that is (or ends in) one capitalised run, maybe with its noun, and no sentence ("Atlas",
"Site visit, Orvel Trust", "## Atlas", "Vora toolkit")."""


def _title(line: str) -> str | None:
    """The name a heading line gives (:data:`_HEADING`; its noun no verb: "Atlas grew" is no heading)."""
    found = _HEADING.match(line)
    if found is None or (found.group("noun") and _verb(found.group("noun")) is not None):
        return None
    return found.group("name")


_BULLET = re.compile(r"^(?P<lead>[ \t]*(?:[-*•][ \t]+)?)(?P<word>[A-Za-z][a-z]+)(?P<rest>\b.*)$")
_KEYED = re.compile(
    r"^(?P<lead>[ \t]*(?:[-*•][ \t]+)?)(?P<key>[A-Za-z][a-z]+(?: [a-z]+){0,2})[ \t]*:(?P<value>[ \t]+\S.*)$"
)
"""A line of a key and its value under a heading ("licence: Orrin licence")."""
_NOTES = frozenset("note nb re subject from to cc date".split())
_LISTED_VALUES = re.compile(
    r"^(?=.*\)\s*[;,])(?=.*\(.*\().*"
    rf"(?:\(until |\((?:from|since) [^()]*\d[^()]*\)|\((?:{EARLIER})\))"
)
"""Values listed with their dates ("A (until 2015), B", "A (from 2015); B (before)")."""


def _headed(line: str, heading: str, *, keyed: bool = True) -> str:
    """``line`` under a heading naming ``heading``: a key line said of it (``keyed``: the heading is a line of its
    own), a line that drops its subject given it."""
    if keyed and (found := _KEYED.match(line)):  # "licence: X" under "Atlas": the licence of Atlas is X
        key = found.group("key")
        if _LISTED_VALUES.search(found.group("value")) and not is_key(key):  # dated values listed (``labels.listed``)
            return f"{found.group('lead')}{key[0].upper()}{key[1:]} of {heading}:{found.group('value')}"
        if is_key(key):
            return f"{found.group('lead')}{key[0].upper()}{key[1:]}:{found.group('value')}"
        if key.lower() in _NOTES or correction_cue(f"{key}:") or not re.search(rf"[{UPPER}]", found.group("value")):
            return line
        return f"{found.group('lead')}The {key.lower()} of {heading} is{found.group('value').rstrip('.')}."
    found = _BULLET.match(line)
    if found is None or found.group("word").lower() in _ING_PREPOSITIONS:  # "According to …" drops nothing
        return line
    word, rest = found.group("word"), found.group("rest")
    capital = word[0].isupper()
    word = word.lower()
    if word in _PRONOUN and not capital:
        return f"{found.group('lead')}{heading}{rest}"
    verb = _verb(word)
    if verb is None or (verb == "is?" and not _PASSIVE.match(rest)) or (capital and verb != "is?"):
        return line  # a capital opens only a passive participle ("Released under …"), never "Atlas …", "Working …"
    verb = verb.rstrip("?")
    return f"{found.group('lead')}{heading} {verb + ' ' if verb else ''}{word}{rest}"


_CONTRACTED = re.compile(
    r"\b(?P<pronoun>[Ii]t|[Tt]hey|[Ww]e|[Hh]e|[Ss]he|[Ww]ho|[Tt]hat|I|[Yy]ou)['’](?P<verb>s|re|ve|d)\b"
    r"(?P<next>[ \t]+\w+)?"
)
"""A pronoun's contraction ("They're", "It's been", "who'd steered", "We've moved")."""


def _expanded(found: re.Match[str]) -> str:
    """The contraction said in full: "'d" is "had" before a past participle that is no base form as well ("who'd
    steered"; not "who'd run", which "would" may be, nor "would" itself: "who'd lead X from 2021" tells no fact), not
    in a question ("Who'd …?"); "'s" of "it", "he" or "she" is "has" before "been", "got" or "had" (else "is": "it's
    based in" is passive); "'re" is "are", "'ve" is "have"."""
    pronoun, verb, after = found["pronoun"], found["verb"], found["next"] or ""
    word = after.strip()
    if verb == "d":
        asked = pronoun == "Who"  # "Who'd replaced A by 2019?": a question, no fact
        full = "had" if past_participle(word) and not base_form(word) and not asked else None
    elif verb == "s":
        subject = pronoun.lower() in ("it", "he", "she")  # "who's running X?" is the question's own form
        full = None if not subject else "has" if word in ("been", "got", "had") else "is"
    else:
        full = {"re": "are", "ve": "have"}[verb] if pronoun.lower() != "it" else None
    return found[0] if full is None else f"{pronoun} {full}{after}"


def in_full(text: str) -> str:
    """``text`` with its pronouns' contractions said in full (:data:`_CONTRACTED`), so no name is read glued to one
    and a verb after it keeps its tense ("Di Wu, who'd steered it since 2010": who had steered it)."""
    return _CONTRACTED.sub(_expanded, text)


_LABELLING = re.compile(rf"^(?P<lead>[ \t]*(?:[-*•][ \t]+)?)(?P<name>{_NAMED})[ \t]*:[ \t]+(?P<rest>[a-z].*)$")
"""A name labelling the clauses that follow it on its line, which drop their subject ("Vora toolkit: shipped by …")."""
_STATE = frozenset(["under", "now", "still"])
"""Words that open a clause of a state with no verb ("under the Orrin licence since 2014")."""


def _named_line(line: str) -> str:
    """``line`` with the clauses a name labels (:data:`_LABELLING`) given it as their subject."""
    found = _LABELLING.match(line)
    if found is None or is_key(found["name"]) or (" " not in found["name"] and english_word(found["name"])):
        return line
    if "?" in line or re.match(r"(?:is|are|was|were|has|have|had|do|does|did)\b", found["rest"]):
        return line  # "Talk page: is X really …?": a question, no clause of the name's
    said = []
    for clause in re.split(r"(;[ \t]*)", found["rest"]):
        word = re.match(r"[a-z]+", clause)
        if word is not None and word[0] in _STATE:
            clause = f"{found['name']} is {clause}"
        elif word is not None:
            clause = _headed(clause, found["name"], keyed=False)
        said.append(clause)
    told = "".join(said)
    return line if told == found["rest"] else f"{found['lead']}{told}"  # "X: topic is …": the label kept


def shorthand(text: str) -> str:
    """``text`` with its shorthand said as prose (the module's forms), one line for one line."""
    heading: str | None = None
    out = []
    for line in text.split("\n"):
        line = _named_line(_ARROW.sub(_arrow, _indexed(_hyphened(line))))
        line = _WAS.sub(_dated, _UNTIL.sub(_dated, line))
        title = None if heading is not None and _KEYED.match(line) else _title(line)
        if title and not line.rstrip().endswith("."):
            heading = title
            out.append(line)
            continue
        said: list[str] = []
        named: str | None = None  # a sentence that is a name alone ("Vora toolkit.") heads the next ones of its line
        for sentence in _STOP.split(line):
            if sentence.strip() and (named or heading):
                sentence = _headed(sentence, named or heading or "", keyed=named is None and not said)
            alone = None if _KEYED.match(sentence) else _title(sentence.rstrip().rstrip("."))
            named = alone if alone and (" " in alone or not english_word(alone)) else named
            said.append(sentence)
        out.append("".join(said))
    return "\n".join(out)
