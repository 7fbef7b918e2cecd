"""Key–value records said as sentences: "Director: Dana Reyes (2019–present)" under a record about Atlas is
"Since 2019, Dana Reyes has led Atlas." — the plain English the extractor's rules read.

A *record* is a text whose lines (or a line's ``|``/``;``-separated parts, or a name's bracket) give values after
keys ("Funded by: Orvel Trust", "Manager ........ Kofi Adjei"). Its *subject* is the value of a key that names the
record itself ("Name:", "Project:", "Organisation:"), else a short title line opening the text ("Atlas", "Pellucid
Labs"), else the words before a dash opening the line ("Bluefin Survey — PI: …"). A key is read by its sense
(:mod:`~c0lab.retrieval.lexicon`: the lexicon's words, then WordNet): a role of leading, running or maintaining
("Director", "Coordinator", "Principal investigator") says the value holds that role over the subject; a funder, a
place, a maker, a founder say the subject is funded by, based in, made by, founded by the value; a key that is itself
a participle phrase ("Headed by", "Located in") is said as it stands; a licence said current or past ("Current
licence: A, effective 2016", "Prior licence: B") is what the subject is under. Keys of other senses (a plain
"Licence", an owner, "Present", "Photo") and values that are not names are left as written. A value's bracketed
period dates it ("(2014–2019)", "(2020–)", "(since 2016)"), and a key saying it is past ("Previous director") makes
the tie a former one.

A name's bracket of such pairs ("Atlas (lead: Dana Reyes)", "Meridian (chair: Rafael Ortiz, since 2020)") is said
as a sentence after the one holding it; a person's bracket naming a role and an organisation ("Oskar Lindqvist
(director, Norrland Institute)") says the person holds that role there.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .._reading import CAPITAL_MONTH
from ..retrieval.lexicon import RelationLexicon
from .names import FUNCTION as _FUNCTION
from .names import UPPER, english_word

__all__ = ["is_key", "records", "said", "subject"]

_PHRASES = {
    "lead": "led by",
    "run": "run by",
    "maintain": "maintained by",
    "fund": "funded by",
    "locate": "based in",
    "make": "made by",
    "found": "founded by",
    "license": "under",
}
"""How a record's key of each sense is said of its subject; keys of other senses are left as written."""
_VERBS = {
    "lead": ("leads", "has led", "led"),
    "run": ("runs", "has run", "ran"),
    "maintain": ("maintains", "has maintained", "maintained"),
    "fund": ("funds", "has funded", "funded"),
    "make": ("makes", "has made", "made"),
    "found": ("founded", "founded", "founded"),
}
"""The active verb of a sense said of the value (now, since a date, in a past period): "Dana Reyes leads Atlas"
keeps a one-word subject inside its sentence, where the names reader takes it for a name."""
_ROLES = {
    "ceo": "lead",
    "pi": "lead",
    "principal investigator": "lead",
    "supported by": "fund",
    "backed by": "fund",
}
"""Keys a record uses that neither the lexicon nor WordNet give a sense (a chief executive, a principal
investigator; a maker's products)."""
_ITSELF = frozenset(
    "name title project organisation organization institution institute company programme program".split()
)
"""Keys whose value is the record's subject ("Name: Norrland Institute")."""
_MADE = frozenset({"product", "products", "main product", "flagship product"})
"""Keys whose values the subject makes ("Products: Quill Reader")."""
_YEAR = re.compile(r"^(?:(?:in|c\.)\s+)?(?P<year>\d{4})\.?$")
_PAST = re.compile(r"^(?:previous|prior|former|past|outgoing|founding|first)\s+", re.IGNORECASE)
_DATED_LICENCE = re.compile(r"(?:current|present|new|previous|prior|former|old|original)\s+licen[cs]e$")
"""A licence key that says which of two it is ("Current licence", "Prior licence"): the subject is under it."""
_PARTICIPLE = re.compile(r"^[a-z]+(?:ed|en|wn|un|ld|nt)\s+(?:by|in|at)$")
"""A key said as a verb phrase ("headed by", "located in", "lent by", "built by")."""
_KEY = re.compile(rf"^(?P<key>[{UPPER}][A-Za-z]*(?:[ -][A-Za-z]+){{0,3}})\s*(?::|\.{{2,}})\s*(?P<value>\S.*)$")
_NAME = re.compile(rf"^(?:the\s+)?(?P<name>[{UPPER}][\w'’&.-]*(?:\s+(?:of\s+|de\s+|the\s+)?[{UPPER}][\w'’&.-]*)*)")
_PERIOD = re.compile(
    r"\s*[(,]\s*(?:(?P<start>\d{4})\s*[–—-]\s*(?P<end>\d{4}|present|now|today)?"
    r"|(?P<since>since|from)\s+(?:(?:the|early|mid|late|year|part|of|spring|summer|autumn|fall|winter|start|end"
    r"|beginning|middle|[A-Z][a-z]+)\s+){0,4}(?P<from>\d{4})"  # "(since early 2010)", "(from the year 2013)"
    r"|effective\s+(?P<effective>(?:[A-Z][a-z]+\s+|\d{1,2}/)?\d{4})"  # ", effective 7/2016": its month too
    r"|(?:until|to)\s+(?P<until>\d{4}))\s*\)?\s*$",
    re.IGNORECASE,
)
_PARTS = re.compile(rf"\s*(?:\||;|\.)\s+(?=[{UPPER}][A-Za-z ]{{0,30}}:)")
"""Where one line holds several pairs: "A: x | B: y", "A: x; B: y", "A: x. B: y"."""
_TITLE_HEAD = re.compile(
    r"^\s*(?:(?:slide|page|section|part)\s*\d*\s*(?:\([^()]*\))?\s*[—–:-]\s*)?"  # "Slide 2 — About X"
    r"(?:(?:key\s+dates|history|timeline|chronology|milestones)\s*(?:of\b|,|:|[—–-])?|(?:about|profile)(?:\s*:|\s+(?=[A-Z])))?"
    r"\s*",
    re.I,
)
_TITLE_TAIL = re.compile(
    r"\s*(?:[—–-]\s*)?\b(?:timeline|changelog|history|cv|profile|record|fact\s+sheet|key\s+dates)\s*:?\s*$", re.I
)
_OWNED_KEY = re.compile(
    rf"^\s*(?P<key>[{UPPER}][a-z]+(?:\s+[a-z]+){{0,2}})\s+of\s+(?:the\s+)?(?P<owner>[{UPPER}][^:]{{1,60}}?)\s*:\s*(?P<value>\S.*)$"
)
"""A key naming whose it is ("Project lead of Atlas: Dana Reyes"): the pair said of that name."""
_DATE = (
    r"(?:(?:the\s+)?(?:start|beginning|middle|end|close)\s+of\s+|(?:early|mid|late)[\s-]+)?"
    rf"(?:(?:{CAPITAL_MONTH}|spring|summer|autumn|fall|winter)\.?,?\s+(?:of\s+)?)?\d{{4}}"
)
"""A date a bracket's period says: a year, its month or season, a point in it ("the start of 2010", "mid-2014", "July
2016", "spring 2012")."""
_SPAN = re.compile(
    rf"\s*(?:from\s+(?P<start>{_DATE})\s+(?:to|until)\s+(?P<end>{_DATE})|(?P<first>\d{{4}})\s*[–—-]\s*(?P<last>\d{{4}})"
    rf"|since\s+(?P<since>{_DATE}))\s*"
)
"""A period after the organisation of a person's bracket ("lead of X from 2016 to 2022", "director, X, 2010–2014",
"lead of X from the start of 2010 to the start of 2019")."""
_BULLET = re.compile(r"\s+[•·]\s+")
"""Bullets or middle dots on one line ("Slide 2 — About X • Run by: Y • Focus: …", "Operator: Y · Seat: Z"): each is
a line of its own."""
_WRITING = re.compile(r"\s(?:notes|minutes|agenda|summary|report|log|memo|transcript|draft|recap|digest|changes)$")
"""A title's last word that says it names a writing ("Meeting notes", "Board minutes", "Governance changes"), not the
record's subject ("Kell Bank updates" names the bank)."""
_BRACKET = re.compile(rf"(?P<name>[{UPPER}][\w'’&-]*(?:\s+[{UPPER}][\w'’&-]*)*(?:\s+[a-z]+)?)\s+\((?P<inner>[^()]+)\)")


@lru_cache(maxsize=1024)
def _sense(key: str) -> str | None:
    """The sense of a record's key that a sentence can say ("Director" → lead, "Funder" → fund), else ``None``."""
    words = _PAST.sub("", key.strip().lower())
    if words in _ROLES:
        return _ROLES[words]
    shaped = words.replace(" ", "_").replace("-", "_").upper()
    kind = shaped if _PARTICIPLE.match(words) else f"{shaped}_OF"
    senses = RelationLexicon.build({kind}).senses.get(kind, set()) & set(_PHRASES) - {"license"}  # a dated one only
    if not senses:
        senses = {_ROLES[word] for word in words.split() if word in _ROLES}
    return min(senses) if len(senses) == 1 else ("lead" if senses >= {"lead", "run"} and len(senses) == 2 else None)


def is_key(key: str) -> bool:
    """Whether ``key`` is a record's key whose sense a sentence can say ("Project Lead", "Funding Body")."""
    words = key.strip().lower()
    return words in _ITSELF or words in _MADE or _sense(key) is not None


def _name(value: str) -> tuple[str, str] | None:
    """The name a value opens with and the rest of the value, or ``None`` when it opens with no name."""
    found = _NAME.match(value.strip())
    if found is None:
        return None
    name, rest = found.group("name").rstrip(".").strip(), value.strip()[found.end() :]
    if noun := re.fullmatch(r"\s+(?P<noun>[a-z]{3,})(?P<rest>\s*(?:[.(,;].*)?)", rest):  # "Tern compiler"
        name, rest = f"{name} {noun.group('noun')}", noun.group("rest")
    return name, rest


def said(subject: str, key: str, value: str) -> list[str]:
    """The sentences that say one pair of the record about ``subject`` (none when the key or value says none)."""
    if len(keys := re.split(r"\s*(?:\band\b|&|/)\s*", key.strip())) > 1:  # "Founder and CEO"
        return list(dict.fromkeys(sentence for one in keys if one for sentence in said(subject, one, value)))
    words = key.strip().lower()
    if words in _MADE:
        return [f"{subject} makes {named[0]}." for part in value.split(";") if (named := _name(part))]
    sense = "license" if _DATED_LICENCE.match(words) else _sense(key)  # "Licence: GPL" is read where labels are
    if sense is None:
        return []
    if sense == "found" and (year := _YEAR.match(value.strip())):
        return [f"{subject} was founded in {year.group('year')}."]
    passive = _PARTICIPLE.match(words) or sense in ("locate", "license")
    phrase = words if _PARTICIPLE.match(words) else _PHRASES[sense]
    out: list[str] = []
    for part in re.split(r"\s*;\s*", value):
        named = _name(part)
        if named is None or named[0] == subject:
            continue
        name, rest = named
        period = _PERIOD.match(rest)
        start = period and (period.group("start") or period.group("from") or period.group("effective"))
        end = period.group("end") if period and period.group("start") else None
        if period and period.group("until"):
            when, tense = f"Until {period.group('until')}, ", 2
        elif start and end and end[0].isdigit():
            when, tense = f"From {start} to {end}, ", 2
        elif start:
            when, tense = f"Since {start}, ", 1
        else:
            when, tense = ("", 2) if _PAST.match(words) else ("", 0)
        formerly = "formerly " if _PAST.match(words) and not when else ""
        if passive:
            out.append(f"{when}{subject} {('is', 'has been', 'was')[tense]} {formerly}{phrase} {name}.")
        else:
            out.append(f"{when}{name} {formerly}{_VERBS[sense][tense]} {subject}.")
    return out


def _untitled(head: str) -> str:
    """A line's head without the writing it opens by naming ("Grant report, Atlas" → "Atlas"; :data:`_WRITING`)."""
    titled = re.match(r"^(?P<writing>[^,]{2,40}),\s+(?P<rest>\S.*)$", head.strip())
    return titled["rest"] if titled and _WRITING.search(" " + titled["writing"].lower()) else head


def _pairs(line: str) -> list[tuple[str, str]]:
    found = []
    for part in _PARTS.split(line.strip()):
        pair = _KEY.match(part.strip().rstrip("."))
        if pair is None:
            return []
        found.append((pair.group("key"), pair.group("value").strip()))
    return found


def subject(lines: list[str]) -> str | None:
    """The record's subject: a key naming the record, else a short title line opening the text."""
    for line in lines:
        for key, value in _pairs(line):
            if key.lower() in _ITSELF and (named := _name(value)):
                return named[0]
    first = next((line.strip() for line in lines if line.strip()), "")
    title = _TITLE_TAIL.sub("", _TITLE_HEAD.sub("", first)).strip().rstrip(".:")
    if title and ":" not in title and len(title.split()) <= 6 and (named := _name(title)) and not named[1].strip():
        slide = re.match(r"\s*(?:slide|page|section|part)\b", first, re.IGNORECASE)  # "Slide 5 — People": a topic
        common = slide and " " not in named[0] and english_word(named[0].lower())
        return None if _WRITING.search(named[0]) or common else named[0]  # "Meeting notes" titles a writing
    return None


def _bracketed(name: str, inner: str) -> list[str]:
    """What a name's bracket says of it as sentences: a role and an organisation, or pairs (none otherwise)."""
    role = re.fullmatch(r"(?P<role>[a-z][a-z ]{1,30}?)(?:,|\s+of)\s+(?:the\s+)?(?P<org>[^,]+)", inner.strip())
    if (
        role
        and (sense := _sense(role.group("role"))) in ("lead", "run", "maintain")
        and (org := _name(role.group("org")))
    ):
        span = _SPAN.fullmatch(org[1])  # "(lead of X from 2016 to 2022)": the role's own period
        if span and span["since"]:
            return [f"Since {span['since']}, {name} {_VERBS[sense][1]} {org[0]}."]
        if span:
            start, end = span["start"] or span["first"], span["end"] or span["last"]
            return [f"From {start} to {end}, {name} {_VERBS[sense][2]} {org[0]}."]
        return [f"{name} {_VERBS[sense][0]} {org[0]}."]
    told: list[str] = []
    for piece in re.split(r"\s*;\s*", inner.strip()):
        pair = re.fullmatch(r"(?P<key>[A-Za-z][A-Za-z]+(?: [a-z]+){0,2})(?::\s*|\s+(?=[A-Z]))(?P<value>.+)", piece)
        holder = pair is not None and _sense(pair.group("key")) in ("lead", "run", "maintain")
        if pair and (":" in piece or (holder and not _FUNCTION & set(piece.split()))):  # "PI X", not "or X"
            told += said(name, pair.group("key"), pair.group("value"))
        elif verb := re.fullmatch(r"(?P<key>[a-z]+(?:ed|en) (?:by|in|at))\s+(?P<value>.+)", piece):
            told += said(name, verb.group("key"), verb.group("value"))
    return told


def _cut(found: re.Match[str], after: list[str]) -> str:
    """A name's bracket cut from its sentence when it says something (kept in ``after``), else left."""
    told = _bracketed(found.group("name"), found.group("inner"))
    after.extend(told)
    return found.group("name") if told else found.group()


def _brackets(line: str) -> str:
    """A line with each name's bracket of pairs said as a sentence after the sentence holding it."""
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+", line):
        after: list[str] = []
        kept = _BRACKET.sub(lambda found, after=after: _cut(found, after), sentence)
        out.append(" ".join([kept, *after]))
    return " ".join(out)


_CHANGED = re.compile(
    r"\b(?:the\s+)?(?P<key>[a-z]+(?:\s+[a-z]+)?)\s+(?:(?:changed|changes|passed|passes|switched|switches)\s+to|is\s+now)"
    rf"\s+(?P<value>[{UPPER}][^()]*?)\s*(?:\(\s*(?:was|formerly|previously)\s+(?P<old>[^()]+?)\s*\))?\s*\.?\s*$"
)
"""A change line of a changelog or a record: "maintainer changed to X", "project lead is now X (was Y)"."""
_OPENING = re.compile(rf"^\s*(?:[-*•]\s+)?(?P<head>[{UPPER}][^:—–]*?)\s*(?:v?\d+(?:\.\d+)*)?\s*:\s")


def _changed(line: str, about: str | None) -> list[str]:
    """A change line said as sentences: the key's new holder, and their taking over from the old one."""
    found = _CHANGED.search(line)
    if found is None:
        return []
    head = _OPENING.match(line)
    named = _name(head.group("head")) if head else None
    owner = named[0] if named and not named[1].strip() else about
    if owner is None or not (told := said(owner, found.group("key"), found.group("value"))):
        return []
    year = re.search(r"\((?P<year>\d{4})\)", line[: found.start()])
    when = f"In {year.group('year')}, " if year else ""
    value, old = _name(found.group("value")), found.group("old") and _name(found.group("old"))
    if old and value:
        told.append(f"{when}{value[0]} took over {owner} from {old[0]}.")
    return [f"{when}{sentence}" for sentence in told]


def records(text: str) -> str:
    """``text`` with its record's pairs and its names' brackets of pairs said as sentences (see the module)."""
    if ":" not in text and "(" not in text and ".." not in text and " now " not in text:
        return text
    lines = [line for whole in text.splitlines() for line in _BULLET.split(whole)]  # a slide's bullets: its lines
    about = subject(lines)
    out = []
    for line in lines:
        pairs = _pairs(line) if ":" in line or ".." in line else []
        owner = about
        if not pairs and (head := re.match(r"^(?P<head>[^:]{2,60}?)\s*(?:[—–]|\.\s)\s*(?=[A-Z][^:]{0,30}:)", line)):
            pairs, named = _pairs(line[head.end() :]), _name(_untitled(head.group("head")))
            whole = named and re.fullmatch(r"\s*(?:,?\s*\d{4})?\s*", named[1])
            owner = named[0] if named and whole and pairs else about
        owned = _OWNED_KEY.match(line)
        if owned and (named := _name(owned["owner"])) and not named[1] and not re.search(r"[;.]\s", owned["value"]):
            pairs, owner = [(owned["key"], owned["value"].rstrip("."))], named[0]  # "Project lead of X: Y (since 2010)"
        told = [said(owner, key, value) if owner else [] for key, value in pairs]
        if any(told):
            kept = (" ".join(one) or f"{key}: {value}." for one, (key, value) in zip(told, pairs, strict=True))
            out.append(" ".join(kept))
        elif changed := _changed(line, about):
            out.append(" ".join(changed))
        else:
            out.append(_brackets(line) if "(" in line else line)
    return "\n".join(out)
