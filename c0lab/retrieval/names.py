"""The names a question uses: the concepts whose whole name it says (valid then or not), a name it says short
("Bernard" for a held "Olivier Bernard", or the reverse), one merged into another, and a name the memory has
never held.

- :func:`named_records` finds the concepts whose whole name the question
  uses, whether or not they are valid at the asked time (a name that was
  superseded or invalidated still resolves).
- :func:`unknown_name` finds a name the question uses that the memory has
  never held, whatever its case or word count.
- :func:`said_in_part` finds a person's name the question says in part
  ("Newton" for a held "Isaac Newton"), and the names it may stand for.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from .._time import FOREVER
from ..index.keyword import STOPWORDS, tokenize
from ..index.said_names import common_words, name_runs
from ..index.search import SearchIndex
from ..model.guard import NameEnds
from ..model.records import CONCEPT, EPISODE, Version, name_key
from ..store.versions import VersionStore
from .generic_names import read_generic
from .initials import read_initialled, read_said_initials
from .lexicon import RelationLexicon
from .succession_words import as_succession
from .titles import read_runs, read_untitled

__all__ = [
    "common_words",
    "known_versions",
    "merged_into",
    "named_records",
    "of_owner",
    "read_in_part",
    "read_named",
    "read_short",
    "said_in_part",
    "said_short",
    "said_with_bracket",
    "unknown_name",
]

_QUESTION_WORDS = {
    "who",
    "whom",
    "whose",
    "what",
    "which",
    "where",
    "when",
    "why",
    "how",
    "is",
    "are",
    "was",
    "were",
    "does",
    "did",
    "do",
    "can",
    "could",
    "would",
    "should",
    "tell",
    "me",
    "about",
    "happened",
    "happen",
    "now",
    "currently",
    "today",
}

_NAME_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_PARTICLE = re.compile(r"de|da|di|du|van|von|der|den|del|la|le|bin|ibn|al")
"""A lower-case particle inside a person's name ("Ludwig van Beethoven", "Milans del Bosch")."""


def known_versions(store: VersionStore, record: str, *, known_at: int) -> list[Version]:
    """The versions of ``record`` the memory held at ``known_at``, whatever their valid time."""
    return [v for v in store.records[record] if v.recorded_at <= known_at < v.expired_at]


def named_records(store: VersionStore, text: str, *, known_at: int) -> list[str]:
    """Concept records whose whole name ``text`` uses (:func:`~c0lab.index.said_names.name_runs`), longest name
    first, valid then or not."""
    found: list[str] = []
    for key in name_runs(text, held=store.names):
        for record in store.names.get(key, []):
            versions = store.records.get(record, [])
            if (
                record not in found
                and versions
                and versions[0].kind == CONCEPT
                and known_versions(store, record, known_at=known_at)
            ):
                found.append(record)
    return found


def unknown_name(topic: str, *, store: VersionStore, vocabulary: Callable[[str], bool], ignore: set[str]) -> str | None:
    """A name in ``topic`` the memory never held, or ``None``.

    A word is unknown when no concept's text holds it (``vocabulary(word)``: an
    episode that mentions it makes no concept of it; a typo of a name is
    unknown too, the walk offers the name), not a question or relation word
    (``ignore``: stems), not a number or version, and not an ordinary
    English word (:func:`common_words`; without that list only capitalised
    words are judged). The name reported is the run of content words around
    it, as written.
    """
    common = common_words()
    tokens = re.findall(r"[\w'’.-]+", topic)
    content = []
    for token in tokens:
        bare = token.strip(".'’-").removesuffix("'s").removesuffix("’s")
        low = bare.casefold()
        stems = tokenize(bare)
        keep = bool(stems) and low not in _QUESTION_WORDS and low not in STOPWORDS and not (set(stems) & ignore)
        judged = (
            keep and not any(char.isdigit() for char in bare) and (low not in common if common else bare[:1].isupper())
        )
        content.append((bare, keep, judged and not vocabulary(bare)))
    for place, (word, _keep, unknown) in enumerate(content):
        if not unknown:
            continue
        start, end = place, place + 1
        while start > 0 and content[start - 1][1] and content[start - 1][0][:1].isupper() == word[:1].isupper():
            start -= 1
        while end < len(content) and (
            content[end][1]
            and content[end][0][:1].isupper() == word[:1].isupper()
            or _particle(content, end)  # "Joaquín Milans del Bosch"
        ):
            end += 1
        phrase = " ".join(item[0] for item in content[start:end])
        if store.names.get(name_key(phrase)):
            continue
        return phrase
    return None


def _particle(content: list[tuple[str, bool, bool]], place: int) -> bool:
    """Whether the word at ``place`` is a particle inside a capitalised name ("Milans del Bosch")."""
    return (
        0 < place < len(content) - 1
        and _PARTICLE.fullmatch(content[place][0]) is not None
        and content[place - 1][0][:1].isupper()
        and content[place + 1][0][:1].isupper()
    )


def merged_into(store: VersionStore, record: str, *, known_at: int) -> str | None:
    """The concept ``record`` was folded into, or ``None``: invalidated ``by`` a concept that holds its name as
    an alias (a merge; a name said short that a longer one took over, :meth:`~c0lab.memory.ingest.Ingest`)."""
    versions = known_versions(store, record, known_at=known_at)
    last = max(versions, key=lambda version: version.valid_to) if versions else None
    if last is None or last.kind != CONCEPT or not last.cause or last.valid_to == FOREVER:
        return None
    key = name_key(last.name)
    for other in store.names.get(name_key(last.cause), []):
        held = known_versions(store, other, known_at=known_at)
        if other != record and held and key in {name_key(alias) for alias in held[-1].aliases}:
            return other
    return None


def _told_apart(store: VersionStore, one: str, other: str) -> bool:
    """Whether a text named both concepts, so that they are two ("Zukerman … his daughter Arianna Zukerman"):
    they are related, or one episode names both."""
    graph = store.graph
    if graph.has_edge(one, other) or graph.has_edge(other, one):
        return True

    def texts(record: str) -> set[str]:
        ends = {*graph.predecessors(record), *graph.successors(record)}
        return {end for end in ends if store.records[end][0].kind == EPISODE}

    return bool(texts(one) & texts(other))


def said_short(
    store: VersionStore, index: SearchIndex, unknown: str, *, as_of: int, known_at: int, lexicon: RelationLexicon
) -> str | None:
    """The one concept a name the memory does not hold stands for when the texts only ever say it short: a name
    of two to four capitalised words ("Olivier Bernard") whose first or last word is the whole name of exactly
    one concept ("Bernard"). ``None`` when both words are names held, when another held proper name
    (:func:`_proper`) has that word at the same end ("Anne Bernard": the word is shared; not a name the memory
    relates to the short one, which a text told apart from it: "Bernard … his daughter Anne Bernard"), when the
    word is a closed-class or asking word
    ("The", "Club"), an acronym, or a noun the concept's description writes in lower case ("Shelter"): a
    misspelt or unknown name must never land on an unrelated concept."""
    words = unknown.split()
    if not 2 <= len(words) <= 4 or not all(word[:1].isupper() or _PARTICLE.fullmatch(word) for word in words):
        return None
    tail = next(  # a held name of the last words with a particle ("Milans del Bosch" of "Joaquín Milans del Bosch")
        (
            " ".join(words[start:])
            for start in range(1, len(words) - 1)
            if any(map(_PARTICLE.fullmatch, words[start:])) and name_key(" ".join(words[start:])) in store.names
        ),
        None,
    )
    if tail is not None:
        return store.records[store.names[name_key(tail)][0]][-1].name
    asking = set().union(*lexicon.stems.values()) if lexicon.stems else set()
    found: dict[str, str] = {}
    for word in dict.fromkeys((words[0], words[-1])):
        key = name_key(word)
        if not _NAME_WORD.fullmatch(word) or len(key) < 3 or key in STOPWORDS or set(tokenize(word)) & asking:
            continue
        for record in store.names.get(key, []):
            versions = known_versions(store, record, known_at=known_at)
            if versions and versions[0].kind == CONCEPT:
                found[record] = key
    if len(found) != 1:
        return None
    record, key = next(iter(found.items()))
    said = store.records[record][-1]
    if said.name.isupper() or re.search(rf"\b{re.escape(said.name.lower())}\b", said.text):
        return None  # an acronym, or a common noun its own description writes in lower case ("the shelter")
    end = 0 if key == name_key(words[0]) else -1  # the word begins the name asked ("Olivier …") or ends it
    for moment in dict.fromkeys((as_of, known_at)):  # a longer name with that word at that end: shared, not short
        for other, version, _ in index.keyword_list(key, as_of=moment, known_at=known_at):
            held = name_key(version.name).split()
            if other != record and version.kind == CONCEPT and len(held) > 1 and held[end] == key:
                if _proper(version.name) and not _told_apart(store, record, other):
                    return None
    return said.name


_PERSON_WORD = re.compile(rf"[A-Z][\w'’.-]*|(?:{_PARTICLE.pattern})")
"""A word of a person's name: capitalised, or a lower-case particle ("Ludwig van Beethoven")."""


def _proper(name: str) -> bool:
    """Whether ``name`` is a proper name, each word capitalised or a particle: "Anne Bernard" shares "Bernard"
    with "Bernard"; "Galatasaray home kit" (a thing of Galatasaray, said with common nouns) is no other name of it.

    >>> _proper("Anne Bernard"), _proper("Galatasaray home kit")
    (True, False)
    """
    return all(map(_PERSON_WORD.fullmatch, name.split()))


def _person_like(version: Version, word: str) -> bool:
    """Whether a concept's name reads as a person's: its kind says so, or (no kind) two to four words, each
    capitalised or a particle, not an acronym, and the word said is no common noun its own description writes in
    lower case ("Royal Society": "a learned society")."""
    kind = (version.concept_kind or "").lower()
    if kind:
        return kind == "person"
    words = version.name.split()
    if not 2 <= len(words) <= 4 or version.name.isupper() or not all(map(_PERSON_WORD.fullmatch, words)):
        return False
    return re.search(rf"\b{re.escape(word.lower())}\b", version.text) is None


def said_in_part(
    store: VersionStore, ends: NameEnds, topic: str, *, known_at: int, named: list[str], lexicon: RelationLexicon
) -> tuple[str, list[str]] | None:
    """A capitalised word of ``topic`` that is the first or last word of held persons' names and no whole name
    itself ("What did Newton hold?" with "Isaac Newton" held), and those names (one: the question means it; two
    or more: it may mean any). ``None`` when there is none; a word inside a whole name the question uses
    (``named``: records) or beside another capitalised word, a closed-class, question or asking word (of
    ``lexicon``) is not judged."""
    ignore = set().union(*lexicon.stems.values()) if lexicon.stems else set()
    covered = {part for record in named for part in name_key(store.records[record][-1].name).split()}
    tokens = [token.removesuffix("'s").removesuffix("’s") for token in re.findall(r"[\w'’.-]+", topic)]
    naming = [
        token[:1].isupper() and (key := name_key(token)) not in STOPWORDS and key not in _QUESTION_WORDS
        for token in tokens
    ]
    for place, word in enumerate(tokens):
        key = name_key(word)
        if not naming[place] or len(key) < 3 or key in covered or set(tokenize(word)) & ignore:
            continue
        if (place and naming[place - 1]) or (place + 1 < len(tokens) and naming[place + 1]):
            continue  # part of a longer name said ("Googel Brain"): a name said whole, or misspelt
        if any(store.records[record][0].kind == CONCEPT for record in store.names.get(key, [])):
            continue  # the word is a whole name: named_records reads it
        found: dict[str, None] = {}
        for held in ends.ending(key):
            for record in store.names.get(held, []):
                versions = known_versions(store, record, known_at=known_at)
                if versions and versions[0].kind == CONCEPT and _person_like(versions[-1], word):
                    found[versions[-1].name] = None
        if found:
            return word, sorted(found)
    return None


def read_in_part(
    store: VersionStore, ends: Callable[[], NameEnds] | None, topic: str, *, known_at: int, lexicon: RelationLexicon
) -> tuple[str, str, tuple[str, list[str]] | None]:
    """A question's topic with a word that begins or ends one person's held name read as that name
    (:func:`said_in_part`: "who succeeded Newton as …" for "Isaac Newton"; ``ends()`` the names by their end
    words), before anything else reads the topic. Returns ``(topic, said, ambiguous)``: ``said`` the line that
    tells the reading (``""`` for none); ``ambiguous`` a word said for several persons' names with no whole name
    beside it, and those names (a walk's dead end asks which)."""
    if ends is None:
        return topic, "", None
    named = named_records(store, topic, known_at=known_at)
    part = said_in_part(store, ends(), topic, known_at=known_at, named=named, lexicon=lexicon)
    if part is None or len(part[1]) > 1:
        return topic, "", (part if part is not None and not named else None)
    word, full = part[0], part[1][0]
    topic = re.sub(rf"(?<![\w]){re.escape(word)}(?![\w])", full, topic, count=1)
    return topic, f"Read {word!r} as {full!r}, the one name in memory it begins or ends.", None


def said_with_bracket(store: VersionStore, topic: str, unknown: str, *, known_at: int) -> tuple[str, str] | None:
    """An unknown name said with a bracket after it, and the one held concept whose name is that name followed by
    words of the bracket: "Rock Crystal (Fabergé egg)" for "Rock Crystal Egg" (a title's disambiguator says the
    word the texts write in the name). Returns ``(the name and its bracket as said, the held name)``; ``None``
    when the topic has no bracket after the name, or no held name or several are made so."""
    found = re.search(rf"(?<![\w]){re.escape(unknown)}\s*\(([^()]*)\)", topic)
    if found is None:
        return None
    stem, words = name_key(unknown), set(name_key(found.group(1)).split())
    held: dict[str, None] = {}
    for key, records in store.names.items():
        rest = key[len(stem) :].split() if key.startswith(f"{stem} ") else []
        if rest and set(rest) <= words:
            for record in records:
                versions = known_versions(store, record, known_at=known_at)
                if versions and versions[0].kind == CONCEPT:
                    held[versions[-1].name] = None
    return (found.group(0), next(iter(held))) if len(held) == 1 else None


def read_short(
    store: VersionStore,
    index: SearchIndex,
    topic: str,
    unknown: str,
    *,
    as_of: int,
    known_at: int,
    lexicon: RelationLexicon,
) -> tuple[str, str | None, str]:
    """A question's topic with an unknown name whose one word is a held name read as that name
    (:func:`said_short`: "Olivier Bernard" for "Bernard"). Returns ``(topic, unknown, said)``: ``unknown`` ``None``
    once read, ``said`` the line that tells the reading (``""`` for none)."""
    bracketed = said_with_bracket(store, topic, unknown, known_at=known_at)
    if bracketed is not None:  # "Rock Crystal (Fabergé egg)" for "Rock Crystal Egg"
        said, held = bracketed
        return topic.replace(said, held, 1), None, f"Read {said!r} as {held!r}, the one name in memory it makes."
    short = said_short(store, index, unknown, as_of=as_of, known_at=known_at, lexicon=lexicon)
    if short is None:
        return topic, unknown, ""
    topic = re.sub(rf"(?<![\w]){re.escape(unknown)}(?![\w])", short, topic, count=1)
    return topic, None, f"Read {unknown!r} as {short!r}, the one name in memory it contains."


def read_middle_left_out(
    store: VersionStore, ends: NameEnds, topic: str, *, versions: Callable[[str], list[Version]]
) -> tuple[str, str]:
    """``topic`` with a name of two words that no concept is named read as the one held name of more words that
    begins with its first and ends with its last ("Ivo Marsh" for "Ivo Tarrant Marsh": middle names left out); two
    such names, or more than :attr:`~c0lab.model.guard.NameEnds.KEPT` ending so, are not guessed between."""

    def middled(run: str) -> list[str] | None:
        words = name_key(run).split()
        if len(words) != 2 or store.names.get(" ".join(words)):
            return None
        ending = ends.ending(words[1])
        if len(ending) >= NameEnds.KEPT:  # as many as are kept: others may end so too
            return None
        return [held for held in ending if len(parts := held.split()) > 2 and (parts[0], parts[-1]) == tuple(words)]

    return read_runs(store, topic, versions=versions, held_names=middled, how="with its middle names left out")


_BEFORE_OF = re.compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’.-]*)*(?![\w'’.-]|\s+[A-Z]|\s+of\b)")
"""A run of capitalised words (one or more) that no "of" follows: "Prime Minister", "Chancellor"."""


def read_before_of(
    store: VersionStore, ends: NameEnds, topic: str, *, versions: Callable[[str], list[Version]]
) -> tuple[str, str]:
    """``topic`` with a run no concept is named read as the one held name that is the run, "of" and more ("Prime
    Minister" for "Prime Minister of the United Kingdom", "Chancellor" for "Chancellor of the Exchequer"); several
    such names, or another held name that begins or ends with its first word ("Grace Hopper" beside "Grace of
    Monaco"), are not guessed between."""

    def before_of(run: str) -> list[str] | None:
        key = name_key(run)
        if store.names.get(key):
            return None
        starting = ends.ending(key.split()[0])  # another name with that word ("Grace Hopper"): not guessed between
        offices = [held for held in starting if held.startswith(f"{key} of ")]
        other = [held for held in starting if held not in offices and (" " not in key or held.startswith(f"{key} "))]
        return offices if len(starting) < NameEnds.KEPT and not other else None  # "Prime Video" blocks no office

    return read_runs(
        store, topic, versions=versions, held_names=before_of, how="with its 'of …' left out", runs=_BEFORE_OF
    )


def read_named(
    store: VersionStore,
    ends: Callable[[], NameEnds] | None,
    topic: str,
    *,
    known_at: int,
    lexicon: RelationLexicon,
    as_of: int | None = None,
) -> tuple[str, str, tuple[str, list[str]] | None]:
    """:func:`read_in_part` after a definite noun is read as the one held name holding it ("the Institute":
    :func:`~.generic_names.read_generic`) and a name said without its title as the titled one ("Margaret Ashby"
    for "Lady Margaret Ashby": :func:`~.titles.read_untitled`); the lines that tell the readings, joined, and a
    word said for several names (a noun several unrelated names hold, "the Institute", too: the walk asks which). A
    succession said in other words is first said as the succession reader reads it ("Who was X's successor?":
    "Who succeeded X?", :func:`~.succession_words.as_succession`)."""
    topic = as_succession(topic)
    versions = partial(known_versions, store, known_at=known_at)
    topic, generic, which = read_generic(
        store, topic, versions=versions, common=common_words(), as_of=as_of, known_at=known_at
    )
    topic, untitled = read_untitled(store, ends(), topic, versions=versions) if ends is not None else (topic, "")
    topic, initialled = read_initialled(store, ends(), topic, versions=versions) if ends is not None else (topic, "")
    topic, middle = read_middle_left_out(store, ends(), topic, versions=versions) if ends is not None else (topic, "")
    topic, initials, several = (
        read_said_initials(store, ends(), topic, versions=versions) if ends is not None else (topic, "", None)
    )  # "J. Smith"
    topic, office = read_before_of(store, ends(), topic, versions=versions) if ends is not None else (topic, "")
    topic, said, ambiguous = read_in_part(store, ends, topic, known_at=known_at, lexicon=lexicon)
    readings = " ".join(filter(None, [generic, untitled, initialled, middle, initials, office, said]))
    return topic, readings, several or ambiguous or which


_OWNED_ROLE = re.compile(
    r"(?:\b(?P<the>[Tt]he)\s+)?\b(?P<owner>[A-Z][\w.&-]*(?:\s+(?:of\s+)?[A-Z][\w.&-]*)*)['’]s\s+(?P<role>[A-Za-z]+)"
    r"(?=\s*(?:[?.!,]|$|(?:in|on|at|as|during|before|after|when|while|from|between|by|until|since)\b))"
)
"""An owner's role said with a possessive, closing its phrase: "Apple's CEO in 2005", "Orsk's mayor?"."""


def of_owner(question: str) -> str:
    """``question`` with "X's ROLE" (the role closing its phrase) said "the ROLE of X", as names are held
    ("who was Apple's CEO in 2005?" → "who was the CEO of Apple in 2005?"); others unchanged."""
    return _OWNED_ROLE.sub(
        lambda found: f"the {found['role']} of {'the ' if found['the'] else ''}{found['owner']}", question
    )
