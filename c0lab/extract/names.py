"""Names in English text without a model: sentences, runs of capitalised words, known names, where each is said.

- :func:`sentences`: a text's sentences (a line break ends one; a heading that is no name, "Early career: …",
  is left out);
- :func:`names_in`: the names of a sentence: known names (looked up by the runs of its words), then runs of
  capitalised words (any Latin capital: "Øverland") with the lower-case noun that ends them after "the" ("the
  Nyny toolkit"); a name inside a longer one yields; a lone capitalised word opening a sentence before a
  closed-class word ("Status of …", "Under …") is a name only when the text also capitalises it inside a
  sentence or it is no English word ("Wollter was …"); a month or a degree ("PhD") is no name; names run across
  "of" and "and" ("University of Chicago", :mod:`~c0lab.extract.compound`) and lose a title ("Sir");
- :func:`spans_of`: where each name stands in a sentence.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .._reading import MONTHS, WEEKDAYS
from .._sentences import PICTOGRAPH, sentence_parts
from ..model.records import name_key
from ..retrieval import meaning
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.meaning import english_word
from .chains import with_chains
from .compound import POSSESSIVE, TITLES, compounds, untitled, without_origin
from .dates import dated_at, past_dates
from .licences import licence_names, licence_spans, runs_on
from .name_spans import outside_joined, said_apart, spans_of
from .office_names import office_names
from .rules import correction_cue
from .word_classes import (
    exclaimed,
    imperative,
    inflected,
    modifier_only,
    modifies,
    noun_class,
    undertaking,
    verb_or_adverb_only,
)

__all__ = [
    "CAPITALISED",
    "DEGREES",
    "FUNCTION",
    "HEADING",
    "LEADING",
    "MARKER",
    "MODALS",
    "MONTHS",
    "NAME_WORD",
    "PARTICLES",
    "UPPER",
    "english_word",
    "inside_words",
    "names_in",
    "person_name_word",
    "sentences",
    "spans_of",
]

UPPER = "".join(chr(code) for code in range(0x41, 0x250) if chr(code).isupper())
"""Capital letters of the Latin alphabets ("Øverland", "Ćosić" are names too)."""
LEADING = frozenset(  # words that open English sentences and are not names
    "a an and actually after also although as at before between but by correction despite during earlier finally "
    "first for from throughout until upon does did wasn't isn't didn't doesn't weren't aren't wasn’t isn’t didn’t "
    "doesn’t he her his however if in it its later meanwhile next note now of on our she since so some that the their "
    "then there these they this those to today update we what when where which while who whom whose why how yes "
    "yesterday whilst whereas though unless because thereafter afterwards nevertheless nonetheless moreover thus "
    "hence therefore instead subsequently eventually initially originally previously formerly former ultimately who's "
    "what's that's it's there's here's who’s what’s that’s it’s there’s here’s you your".split()
) | frozenset(  # a pronoun and its verb, a verb and "not": never a name ("I'm", "You'll", "Don't")
    said
    for word in (
        "i'm i've i'll i'd you're you've you'll you'd we're we've we'll we'd they're they've they'll they'd he'll he'd "
        "she'll she'd let's don't can't won't couldn't shouldn't wouldn't haven't hasn't hadn't"
    ).split()
    for said in (word, word.replace("'", "’"))
)
_OPENER = "|".join(sorted(word.capitalize() for word in LEADING))
_INITIAL = rf"(?<=\b[{UPPER}])[ \t]?\.(?=[ \t]+(?!(?:{_OPENER})\b)[{UPPER}])"
"""A middle initial's full stop ("Robert F. Wagner", "John K . Fairbank"): inside a name, not a sentence's end."""
PARTICLES = frozenset("de del della di da dos das du des la le los las van von der den ter zu bin ibn".split())
"""Lower-case particles inside a person's name ("Milans del Bosch", "Thierry de Montbrial")."""
_PARTICLE = rf"(?:[ \t]+(?:{'|'.join(sorted(PARTICLES))})){{0,2}}"  # "van der Berg"
_TAIL = r"(?:[^\W_]|['’-]|(?<=\d)\.(?=\d))*"
"""The rest of a capitalised word: letters, digits, apostrophes, hyphens, a dot between digits ("GPL-3.0")."""
_VERSION = (
    r"(?:(?<=Licen[cs]e)|(?<=Licen[cs]e,))[ \t]+v?\d+(?:\.\d+)+(?![\w.]*\d)|[ \t]+v?\d+\.\d+(?=[ \t]+[Ll]icen[cs]e\b)"
)
"""A licence's version ("the Apache 2.0 licence", "Business Source License 1.1"): dotted numbers after "License" or
before "licence", never a date ("01.03.2019") nor an amount ("3.5 years")."""
CAPITALISED = re.compile(
    rf"\b[{UPPER}]{_TAIL}(?![\w])(?:{_INITIAL}|{_VERSION}|{_PARTICLE}[ \t]+[{UPPER}]{_TAIL}(?![\w]))*"
    rf"(?:(?<=\b[{UPPER}])\.(?:[{UPPER}]\.){{1,3}}(?:[ \t]+(?!(?:{_OPENER})\b)[{UPPER}]{_TAIL})*(?![\w]))?"
)
"""A run of capitalised words on one line (a name never spans a line break), middle initials and particles
included ("Robert F. Wagner", "Milans del Bosch"), and initials written together, closing a name or opening
one ("Saltmarsh Rovers F.C.", "W.G. Grace"); ``LED_BY`` is no name word; a version stays whole ("LGPL-2.1",
"Apache 2.0")."""
_HEADED = re.compile(r"^\s*[^\W\d_][\w'-]*(?:\s+[a-z][\w'-]*){0,6}\s*:\s+")
"""A line opening with a heading: a capitalised word, maybe lower-case words, a colon. It is no name when it has
lower-case words ("Club career: …") or is one English word the text writes capitalised nowhere else ("Career:
…"; not "Halden: …")."""
_NOTE_HEADINGS = frozenset(["note", "nb", "addendum", "postscript"])
"""Headings that open a note on the text ("Note: the entry on X has been amended"): kept, as a cue is."""
_LONGEST = 12
"""The most words a known name is looked for with."""
_EPITHET = re.compile(
    rf"\b(?P<first>[{UPPER}]{_TAIL})(?:[ \t]+[{UPPER}]{_TAIL})?[ \t]+the[ \t]+(?P<epithet>[{UPPER}][a-z]+)\b"
    r"(?![ \t]+[A-Z])(?:[ \t]+(?P<next>[a-z]+))?"
)
"""A name closed by an epithet: "Alfred the Great", "King Ivan the Terrible" (:func:`_epithet_name`)."""
DEGREES = frozenset("phd dphil mphil msc bsc mba mfa meng beng llm llb edd".split())
"""Academic degrees: "joined X as a PhD student" names no PhD."""


def sentences(text: str) -> list[str]:
    """The sentences of ``text``; a line break ends one too, so no name read in one spans two lines. A heading
    that is no name opening a line ("Club career: …") is left out (a name's, "Halden Rovers: …", is kept)."""
    inside = set(re.findall(rf"(?<=[a-z,;]\s)[{UPPER}][\w'-]+", text))

    def heading(found: re.Match[str]) -> str:
        word = found.group().strip().rstrip(":").strip()
        if correction_cue(found.group()) or word.lower() in _NOTE_HEADINGS:  # "Update: …", "Note: …" are notes
            return found.group()
        if " " in word:  # "Club career: …"
            return ""
        return "" if word not in inside and english_word(word) and not word.isupper() else found.group()  # "Career: …"

    lines = [_HEADED.sub(heading, line) for line in text.splitlines()]
    return [sentence for line in lines for sentence in sentence_parts(line)]  # "Gov. BoE", "R. A. Butler": one


FUNCTION = frozenset(
    "a an and are as at be been but by for from had has have in into is it its of on or since than that the their "
    "then this to under until was were which while who whose with after before about across against among around "
    "behind between beyond during over through toward towards upon within without not no also now still said says "
    "near like via alongside amid amongst beside besides despite following inside onto outside past per unlike me him "
    "them".split()
)
"""Closed-class words: never part of a name's trailing noun, and what a sentence's opening common word comes before."""
QUANTIFIERS = frozenset(
    "all another any both each either every few many more most much neither none other several such "
    "one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand "
    "million dozen half".split()
)
"""Determiners and numerals (closed classes): "Both finals were lost", "Three years later" name nothing."""
_CLOSED = FUNCTION | LEADING | QUANTIFIERS
_HELD = frozenset(["leadership", "stewardship", "ownership"])
"""Nouns of what is held, said alone as a sentence's subject ("Leadership passed to B"): no name ("Leadership
Academy Trust" is one)."""
_NO_NAME_ALONE = _CLOSED | MONTHS | DEGREES | TITLES | _HELD | frozenset(WEEKDAYS)
"""Words naming nothing said alone: closed classes, months, degrees, titles, held ("Leadership"), weekdays."""
MODALS = frozenset("will would shall should can could may might must".split())
"""The modal verbs."""
_NO_NOUN = frozenset("he she they we you i him them us me where when why how what whom there here".split()) | MODALS
"""Pronouns, question words and modal verbs: never a name's trailing noun ("the Halden Rovers where he …")."""
_APPOSITIVE = re.compile(
    rf",\s+(?:(?:a|an|the)\s+)?[a-z][a-z-]+(?:\s+[a-z][a-z-]+){{0,3}}(?:\s+(?:at|of|in|to|for|under|with|from)\s+"
    rf"(?:the\s+)?[{UPPER}][\w'-]*(?:\s+[{UPPER}][\w'-]*)*(?:\s+[a-z][a-z-]+)?)?,\s+(?:had|has|was|is|were|[a-z]{{3,}}ed)\b"
)
"""An appositive after a sentence's first word, then its verb ("Copernicus, canon at Frombork, had …", "Quill,
formerly under the Brenlow licence, switched …")."""
NAMING = frozenset("appointed named made crowned elected declared proclaimed dubbed called styled".split())
"""Verbs of naming someone to a role, said before the person and the role ("Rudolf II appointed Tycho Brahe Imperial
Mathematician"): a known name opening the run after them is the person, the rest the role."""
ADVERBS = frozenset(
    "long soon once twice again ago already still too even just then there here back away together alone instead "
    "yet far well first last earlier later before after afterwards meanwhile often never always ever anyway abroad "
    "ahead aside".split()
)
"""Adverbs of time, place and degree: never a name's trailing noun ("had circulated the Commentariolus long before")."""

_PARTICLES = frozenset("up down out off".split())
"""A verb's particles, also the opening of a compound preposition ("up to"): never a name's trailing noun."""


def _opening_word(sentence: str, match: re.Match[str]) -> bool:
    """Whether a one-word run opening the sentence is a common word ("Status of …", "Under …", "Topic: …"):
    followed by a closed-class word, a colon or a comma."""
    after = sentence[match.end() :].lstrip()
    if _APPOSITIVE.match(after):  # "Copernicus, canon at Frombork, had …": a name and what it was
        return False
    tie = _PASSIVE_TIE.match(after)  # "Rook is licensed under …": a thing named, no common word ("Status is …")
    if (
        tie
        and (tie["under"] or tie["named"] or RelationLexicon.asked_senses(tie["verb"] or tie["late"]))
        and not _abstract(match.group(0).strip().lower())
    ):
        return False
    return after[:1] in (":", ",", ";") or (after.split() or [""])[0].lower() in FUNCTION


_PASSIVE_TIE = re.compile(
    r"(?:(?:is|was|are|were|has\s+been|had\s+been)\s+(?P<verb>[a-z]+)\s+(?:by|(?P<named>under(?=\s+(?:the\s+|an?\s+)?"
    rf"[{UPPER}]))|under|in|at)"
    r"|(?:is|was|has\s+been|had\s+been)\s+(?:(?:first|later|then|[a-z]+ly)\s+(?P<late>[a-z]+)\s+(?:by|under|in|at)"
    r"|(?P<under>under)))\b"
)
"""A passive tie with its preposition right after a sentence's first word ("is licensed under", "was founded by", "is
available under" a name); in
the singular, also after an adverb ("was first published under") or "under" alone ("has been under the Tarn
licence"; not "Troops were under the command of …", "Cars were later built in …")."""
_ABSTRACT = frozenset(
    f"noun.{kind}" for kind in "act event state feeling phenomenon process attribute cognition".split()
)
"""WordNet's classes of nouns of no thing that is made or named ("Development is led by …", "Growth was …")."""


def _abstract(word: str) -> bool:
    """Whether a noun's first sense in WordNet is of :data:`_ABSTRACT` (True when WordNet has none: no name then)."""
    kind = noun_class(word)
    return kind is None or kind in _ABSTRACT


def _trailing_noun(sentence: str, match: re.Match[str]) -> str:
    """After "the" (or a possessive: "Orsk's Quarry app") + a capitalised run, the lower-case words that end the name
    ("the Nyny toolkit" → " toolkit", "the Thailand national football team" → " national football team"); at most
    three, none a closed-class word, a verb form (-ed, -ing, -s) or a date's. With no article, after a verb's
    preposition, when they end the clause in a noun (:func:`_object_noun`: "belonged to Thailand national football
    team from 1996"); else the one noun :func:`_noun_alone` allows ("Nyny toolkit / …")."""
    before = sentence[: match.start()]
    article = re.search(rf"(?:\b[Tt]he|\w{POSSESSIVE})\s+$", before) or match.group(0).startswith("The ")
    if not article and not _PREPOSITION_BEFORE.search(before):
        return _noun_alone(match.group(0), sentence[match.end() :], before=before)
    words: list[str] = []
    for said in list(re.finditer(r"\S+", sentence[match.end() :]))[:3]:
        word, bare = said.group(), said.group().rstrip(".,;:!?)")
        owned = re.fullmatch(r"(?P<noun>[a-z][a-z-]+)['’]s", bare)  # "the Tarn toolkit's licence"
        if owned and meaning.role_noun(owned["noun"]):
            break  # "the Kell Museum director's house": the director's, no part of the name
        bare = owned.group("noun") if owned else bare
        if (
            not re.fullmatch(r"[a-z][a-z-]+", bare)
            or inflected(bare)  # "the Brenlow licence gave way": "gave" ends the name
            or bare in FUNCTION | _NO_NOUN
            or bare in ADVERBS | _PARTICLES  # "under the Quillon licence up to July 2019"
            or (words and verb_or_adverb_only(bare))  # "watch the Orsk team develop a …": no "develop"
            or bare.endswith(("ed", "ing", "ly"))
            or (bare.endswith("s") and not bare.endswith("ss"))
            or dated_at(sentence, match.end() + said.start())  # "… licence late last year": no "late"
        ):
            break
        words.append(bare)
        if owned or bare != word:
            break
    while len(words) > 1 and modifier_only(words[-1]):  # "the Cornybri toolkit free of charge": no "free"
        words.pop()
    if not article and not (words and _object_noun(sentence[match.end() :], words)):
        return _noun_alone(match.group(0), sentence[match.end() :], before=sentence[: match.start()])
    return " " + " ".join(words) if words else ""


_ALONE = re.compile(r"[ \t]+(?P<noun>[a-z][a-z-]{2,})(?P<end>[ \t]*(?:[/;:,.()—–]|->|→|$)|[ \t]+[a-z]+\b)")
_TIME_WORDS = frozenset("until till since after before and or".split())
"""Words a one-word name's noun may come before ("Brenlow licence until 2020"; not "Reyes work at …")."""
_GREETINGS = frozenset(["dear", "hi", "hello"])
"""A letter's greeting ("Dear Ada Kell,"): no part of the name it greets."""


def _noun_alone(run: str, after: str, *, before: str) -> str:
    """With no "the" before it, the one lower-case noun that closes a phrase after a capitalised run ("Nyny toolkit
    / …", "under Brenlow licence."; after a one-word name, also before a closed-class word: "Brenlow licence until
    2020", :data:`_TIME_WORDS`): a common noun or a word WordNet does not hold, never a verb's inflected form ("Holm
    left."), an adverb, a closed-class word; the name opens its phrase (after a stop, a dash, a closed-class word:
    not "calls Tanbel home"); after "a", only a noun of a relation sense ("an Orrin licence"; "an Orsk Labs project"
    is a project of Orsk Labs)."""
    found = _ALONE.match(after)
    opener = (before.split() or [""])[-1]
    if found is None or opener[-1:].isalpha() and opener.lower() not in FUNCTION:  # "calls Tanbel home"
        return ""
    noun, end = found.group("noun"), found.group("end").strip()
    if opener.lower() in ("a", "an") and not RelationLexicon.asked_senses(noun):  # "an Orsk Labs project": Orsk
        return ""  # Labs' project, no name of its own; "an Orrin licence" (a noun of a sense) stays one
    net = meaning.wordnet()
    opens_clause = _opening(before) and _before_verb(noun, end)  # "Nyny toolkit is …"; not "Reyes work at …"
    if end[:1].islower() and (end not in _TIME_WORDS or " " in run.strip()) and not opens_clause:
        return ""  # "Brenlow licence until …"
    if (
        noun in _CLOSED | _NO_NOUN | ADVERBS
        or noun.endswith(("ed", "ing", "ly"))
        or (noun.endswith("s") and not noun.endswith("ss"))
        or (net is not None and any(base != noun for base in net.base_forms(noun, "v")))  # "Holm left."
        or verb_or_adverb_only(noun)
    ):
        return ""
    return " " + noun


def _opening(before: str) -> bool:
    """Whether a name after ``before`` opens its sentence or line ("- Nyny toolkit is …", "2019: Orve app …")."""
    return not re.search(r"[^\W\d_]", before.split(":")[-1])


def _before_verb(noun: str, word: str) -> bool:
    """Whether a noun that closes a name opening its sentence stands before the clause's verb ("Nyny toolkit is
    maintained by …", "Orve toolkit comes out of …"): ``word`` is a verb's inflected form ("is", "has", "comes"),
    the noun reads as no verb, names no kind of person and nothing that happens ("Reyes work at …", "Orsk coach
    resigned", "Holms inauguration took place": no name)."""
    net = meaning.wordnet()
    if net is None or not word.isalpha() or net.base_forms(noun, "v") or meaning.role_noun(noun):
        return False
    if noun_class(noun) in _HAPPENINGS:
        return False  # "Ignatieffs inauguration took place": an act or an event, no thing's name
    return any(base != word for base in net.base_forms(word, "v"))


_HAPPENINGS = frozenset(f"noun.{kind}" for kind in "act event state feeling time phenomenon process".split())
"""WordNet's classes of nouns that name what happens or holds, not a thing that is made or a group."""


_PREPOSITION_BEFORE = re.compile(r"\b[a-z]+\s+(?:to|for|with|at|by)\s+$")
"""A verb and its preposition right before a name ("belonged to", "played for"): the name is the verb's object."""
_BOUNDARY = re.compile(r"\s*(?:[.,;:!?)]|$|(?:from|in|since|until|to|between|during|and|where|when|while)\b)")


def _object_noun(after: str, words: list[str]) -> bool:
    """Whether lower-case ``words`` after a verb's object with no article end its name: they end the clause
    (a date phrase, a stop, a comma follow: "belonged to Thailand national football team from 1996") and the
    last is a noun WordNet holds that says no time ("team", "club"; not "yesterday")."""
    rest = after.split(words[-1], 1)[1] if words[-1] in after else ""
    net = meaning.wordnet()
    noun = net is not None and bool(net.base_forms(words[-1], "n")) and words[-1] not in _TIME_NOUNS
    return noun and _BOUNDARY.match(rest) is not None


_TIME_NOUNS = frozenset("yesterday today tomorrow tonight morning afternoon evening night week month year".split())


HEADING = r"[^\W\d_][^:.]{0,60}:\s+"
"""A short heading or a speaker's label opening a sentence, as a regex ("Lee Nogan: A forward, he …")."""
NAME_WORD = rf"[{UPPER}][\w'’.-]*"
"""One capitalised word of a name, as a regex ("Øverland", "O'Neill", "St.", "Newton-Smith")."""


def person_name_word(word: str) -> bool:
    """Whether ``word`` is written as a word of a person's name: capitalised letters, maybe joined by an
    apostrophe or a hyphen ("Øverland", "O'Neill", "Newton-Smith"; not "CEU", "U-boat", "D16")."""
    parts = re.split(r"['’-]", word)
    return all(part.isalpha() and part[:1].isupper() and (part[1:].islower() or not part[1:]) for part in parts)


_RUN = rf"{NAME_WORD}(?:\s+{NAME_WORD})*(?:\s+\(\s*[{UPPER}]{{2,}}\s*\))?"
_TITLE_CUE = re.compile(
    r"\b(?:is|was|were|been|be|became|becomes|become|as|appointed|elected|named|made)\s+(?:(?:the|a|an)\s+)?"
    rf"(?P<title>(?:\d+(?:st|nd|rd|th)\s+)?{_RUN}(?:\s+(?:of|for|to|without)(?:\s+the)?\s+{_RUN})+)"
)
"""A role or office said after "was", "became", "served as", "appointed" …: capitalised words joined by "of",
"for", "to" ("Governor of Tarn Province", "Member of Parliament ( MP ) for Colchester", "36th Premier of …")."""


def _titles(sentence: str) -> list[str]:
    """The offices a sentence gives its subject (:data:`_TITLE_CUE`), each one name; not a leader's role ("the
    President of Orvel Labs" relates a leader to what it leads, read as such by the predicates)."""
    found = []
    for match in _TITLE_CUE.finditer(sentence):
        title = match.group("title").rstrip(".")
        head = re.split(r"\s+(?:of|for|to|without)\s", title)[0]
        if not any("lead" in RelationLexicon.asked_senses(word.lower()) for word in head.split()):
            found.append(title)
    return found


_MODIFIER = re.compile(r"\w-(?:born|based|bred|raised|educated|trained|owned|headquartered|listed)$")
"""A place made a modifier ("Chicago-born musician X", "the Bergen-based Y"): no name, nor part of the next one."""


_PARTICIPLE_GOES_ON = re.compile(r"\s+(?:and|or|by|in|at|for|from|with|under|since)\b")
"""What goes on after a participle opening a label's value ("X: Maintained and run by Y"; not "Best film: Frozen.")."""
_ARTICLE_BEFORE = re.compile(r"\b(?:[Tt]he|an?|An?)\s+(?:[a-z]+\s+)?$")
"""An article (and an adjective) before a name: "the (young) Austrian Felix Brandauer" says a kind, then the name."""
_GERUND_OPENING = re.compile(r"(?:Hav|Be)ing\s+[a-z]|[A-Z][a-z]+ing\s+(?:away\b|(?:the|an?|his|her|its|their)\s)")
"""A sentence opened by a participle clause ("Having chaired the club, …", "Moving away from the A licence, …")."""


def names_in(sentence: str, known: dict[str, str], *, inside: frozenset[str] = frozenset()) -> list[str]:
    """Names in a sentence: known names first (longest first, then as said), then capitalised runs (with the noun
    that ends them after "the": "the Nyny toolkit"). A lone capitalised word opening the sentence before a
    closed-class word ("Status of …") is a name only when the document also writes it capitalised elsewhere
    (``inside``). A one-word name held with an "s" added, before a lower-case word, is that name's possessive
    written without its apostrophe ("Ephrons novel"), not a name of its own."""
    found: list[str] = []
    joined = with_chains(sentence, [*compounds(sentence, known=frozenset(known)), *office_names(sentence)])
    lowered = name_key(sentence).split()
    said = {  # every run of the sentence's words that is a known name (the memory may hold thousands)
        " ".join(lowered[start : start + size])
        for size in range(1, min(_LONGEST, len(lowered)) + 1)
        for start in range(len(lowered) - size + 1)
    }
    for key in sorted(said & known.keys(), key=lambda key: (-len(key), f" {' '.join(lowered)} ".find(f" {key} "))):
        if (
            said_apart(sentence, known[key], found)
            and _said_as_name(sentence, known[key])
            and not _only_describes(sentence, known[key])
        ):
            found.append(known[key])
    epithets = [untitled(named) for match in _EPITHET.finditer(sentence) if (named := _epithet_name(match))]
    licences = licence_names(sentence)  # whole, never run on: "the Merriwether License ever since"
    for title in [*licences, *_titles(sentence), *(name for _, _, name in joined), *epithets]:
        if not any(name_key(title) in name_key(other) for other in found):
            found.append(title)
    for match in _possessed(sentence):
        words = match.group(0).split()
        cut = max((n + 1 for n, word in enumerate(words) if _MODIFIER.search(word)), default=0)
        words = past_dates(words[cut:], match)  # "Late 2019, Ana Lo …", "Last March Ana Lo …": no "Late"
        before = sentence[: match.start()].split()[-1:]  # the word said before the run, for a month or a name
        while words and words[0].lower() in LEADING | FUNCTION | MONTHS | _GREETINGS and not _given_name(words, before):
            before, words = words[:1], words[1:]
        if len(words) > 1 and match.start() == 0 and inflected(words[0]):  # "Called Risha today": no "Called Risha"
            words = words[1:]
        if len(words) > 2 and match.start() == 0 and imperative(words[0]) and undertaking(" ".join(words[1:])):
            words = words[1:]  # "Join Project Tesorta!": a command, no "Join"
        if not words or (len(words) == 1 and (words[0].lower() in _NO_NAME_ALONE or len(words[0]) < 3)):
            continue
        at_start = match.start() == 0 or _MARKER.fullmatch(sentence[: match.start()].strip()) is not None
        label = sentence[: match.start()].endswith(": ") and _PARTICIPLE_GOES_ON.match(sentence, match.end())
        if len(words) == 1 and label and inflected(words[0]):
            continue  # "X: Maintained and run by Y.": a verb after a label, no name
        if (
            len(words) == 1
            and at_start
            and (
                words[0].lower().endswith("ly")
                or (_opening_word(sentence, match) and words[0] not in inside and english_word(words[0]))
                or modifies(words[0], sentence[match.end() :])
                or _caption(words[0], sentence[match.end() :])
                or _heads_a_name(words[0], sentence[match.end() :], opening=_opening_word(sentence, match))
                or _GERUND_OPENING.match(f"{words[0]}{sentence[match.end() : match.end() + 24]}") is not None
                or exclaimed(words[0], sentence[match.end() :])  # "Oops!", "Sorry.": a word said alone
            )
        ):
            continue
        bare = known.get(name_key(words[0][:-1])) if len(words) == 1 and words[0].endswith("s") else None
        if bare is not None and re.match(r"\s+[a-z]", sentence[match.end() :]):  # "Ephrons novel": "Ephron's"
            found += [] if any(name_key(bare) in name_key(other) for other in found) else [bare]
            continue
        if _describes(sentence[match.end() :]):  # "signed with the Russian club Lokomotiv Moscow": no "Russian"
            continue
        if sentence[: match.start()].endswith(("'", "‘")) and words[-1].endswith(("'", "’")):  # "column 'Output'"
            words = [*words[:-1], words[-1][:-1]]  # the closing quote, no possessive
        possessive = re.search(rf"{POSSESSIVE}$", words[-1]) is not None  # "the Orsk Club's chair": no "Club chair"
        name = re.sub(rf"{POSSESSIVE}$", "", " ".join(words)) + ("" if possessive else _trailing_noun(sentence, match))
        name = untitled(name)  # "Sir Alan Grove" is Alan Grove
        article = _ARTICLE_BEFORE.search(sentence, 0, match.start()) or match.group().startswith("The ")
        name = without_origin(name) if article else name  # "the Austrian Felix Brandauer": Felix Brandauer
        within = any(begin <= match.start() < end for begin, end in licence_spans(sentence))  # a licence's own word
        kept = [other for other in found if other not in licences or within]  # "Sorrel … under the Sorrel License"
        if said_apart(sentence, name, kept) and not runs_on(name, licences):
            found.append(name)
    return outside_joined(sentence, found, joined) if joined else found


_SIDES = frozenset(["side", "outfit", "rivals", "giants", "neighbours", "neighbors", "champions", "holders", "leaders"])
"""Sports writing's nouns for a team ("Premier Division rivals X", "league champions Y"), filed elsewhere by WordNet."""


@lru_cache(maxsize=1024)
def group_noun(noun: str) -> bool:
    """Whether ``noun`` names a group one belongs to (a club, a team, a company, a party, a school, a side)."""
    return noun in _SIDES or "social_group" in meaning.broader(noun)


_DESCRIBED = re.compile(r"[ \t]+(?:(?P<word>[a-z][a-z-]+)[ \t]+)?(?P<noun>[a-z][a-z-]{2,})[ \t]+(?=[A-Z])")
"""A lower-case group noun between a capitalised run and a name: the run says what kind of group the name is
("Russian club Lokomotiv Moscow", "National League North side Worcester City")."""


def _describes(after: str) -> bool:
    """Whether a capitalised run before ``after`` only describes the name after its group noun (:data:`_DESCRIBED`)."""
    found = _DESCRIBED.match(after)  # not "sold X to company Y", "beat X and team Y": a word of no description
    said = [word for word in (found["word"], found["noun"]) if word] if found is not None else []
    return bool(said) and not set(said) & FUNCTION and group_noun(said[-1])


def _only_describes(sentence: str, name: str) -> bool:
    """Whether every time ``sentence`` says ``name`` it only describes the name after its group noun ("joined
    English Premier League club Everton", with "English" a name the memory holds)."""
    said = list(re.finditer(rf"(?<![\w'’-]){re.escape(name)}(?:\s+[{UPPER}][\w'’.-]*)*(?![\w'’-])", sentence))
    return bool(said) and all(_describes(sentence[found.end() :]) for found in said)


def _heads_a_name(word: str, after: str, *, opening: bool) -> bool:
    """Whether a capitalised word opening a sentence is the head noun of a name said after it ("Licence changed
    from the Brenlow licence", in lower case; a record's key "Club of X: Orsk Club", ``opening`` it), not a name
    ("Shell sold its shell subsidiary", "In Zenlumsol, …", "Kennedy was … ; Robert Kennedy …")."""
    if re.search(rf"[{UPPER}]\w+ {re.escape(word.lower())}\b", after):
        return True
    label = opening and ":" in after and re.match(r"\s+of\b", after) is not None  # "Club of X: Orsk Club", a key
    return label and re.search(rf"[{UPPER}]\w+ {re.escape(word)}\b", after) is not None


MARKER = rf"[\"'(]?|\d{{1,3}}\s*[/.)]|[-*•–—]|[QA][.:]|(?:{PICTOGRAPH}\s*)+"
"""What may stand before a sentence's first word: a quote, a bracket, a list marker ("1/", "2.", "-"), "Q:", "A:",
emoji."""
_MARKER = re.compile(MARKER)


def _epithet_name(match: re.Match[str]) -> str | None:
    """The name and its epithet :data:`_EPITHET` matched, when the epithet is an adjective WordNet holds and closes the
    name: not after an opening word ("Then the French …") nor before a noun it modifies ("the French army", "Orsk Labs
    the Norwegian startup")."""
    if match["first"].lower() in LEADING | FUNCTION or not meaning.epithet(match["epithet"]):
        return None
    following = match["next"]
    if following and following not in FUNCTION and modifies(match["epithet"], f" {following}"):
        return None
    return match[0][: match.end("epithet") - match.start()]


def _caption(word: str, after: str) -> bool:
    """Whether a capitalised abstract or group noun (:data:`_ABSTRACT`) opens a line of lower-case words alone, no
    verb's sentence: a caption or a heading ("Governance changes", "Leadership changes"), no name ("Kestrel compiler"
    is one)."""
    words = re.fullmatch(r"(?:[ \t]+[a-z][a-z-]*){0,2}[ \t]+(?P<head>[a-z][a-z-]*)[ \t]*(?:\n.*)?", after, re.DOTALL)
    head = noun_class(words["head"].removesuffix("s")) if words is not None else None  # "changes": no "committee"
    return head in _ABSTRACT and noun_class(word.lower()) in _ABSTRACT | {"noun.group"}  # classes WordNet gives


def _said_as_name(sentence: str, name: str) -> bool:
    """Whether a known one-word name is written in the sentence as a name: with its capital, and not a closed-class
    word ("With", "Both" held by an older memory are not said by "with", "both"). Longer names match in any case."""
    if " " in name.strip() or not name[:1].isupper():
        return True
    return name.lower() not in _CLOSED and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", sentence) is not None


_WHEN = frozenset(
    "in on since until till by from during early late mid of last next this every each to before after".split()
)
"""Words before a month that make it one ("in May", "since March"), not a given name ("Jan Holm", "May Ames")."""


def _given_name(words: list[str], before: list[str]) -> bool:
    """Whether a month word (or "Per") opening a run of two capitalised words is a given name: ", Jan Holm succeeds",
    "May Ames led", "Per Olsen quit" (not "In March Reyes joined", "On 3 March Holm resigned", "Per Capita Income")."""
    month = words[0].lower()
    return (
        month in (MONTHS - LEADING - FUNCTION) | {"per"}
        and len([word for word in words if word not in PARTICLES]) == 2  # "Jan de la Court" too
        and not any(re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)?", word) or word.lower() in _WHEN for word in before)
    )


def _possessed(sentence: str) -> list[re.Match[str]]:
    """The runs of capitalised words of a sentence, a run cut after a possessive ("Orsk Club's Quarry app": "Orsk
    Club's" and "Quarry")."""
    found = []
    for match in CAPITALISED.finditer(sentence):
        start = match.start()
        for cut in re.finditer(rf"{POSSESSIVE}(?=[ \t]+\S)", match.group(0)):
            piece = CAPITALISED.match(sentence, start, match.start() + cut.end())
            found += [piece] if piece else []
            start = match.start() + cut.end()
            start += len(match.group(0)[cut.end() :]) - len(match.group(0)[cut.end() :].lstrip(" \t"))
        piece = CAPITALISED.match(sentence, start, match.end()) if start > match.start() else match
        found += [piece] if piece else []
    return found


def inside_words(sentences: list[str]) -> frozenset[str]:
    """Capitalised words a document writes inside a sentence (not opening it): evidence that they are names."""
    return frozenset(
        word for sentence in sentences for word in re.findall(rf"(?<=[a-z,;]\s)[{UPPER}][\w'-]+", sentence)
    )
