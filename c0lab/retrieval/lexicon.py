"""Which relation types a question is about: a small, inspectable lexicon.

Each relation type of the memory is read as its own words (``RUN_BY`` →
"run", ``HEADQUARTERED_IN`` → "headquartered"), stemmed as the keyword index
stems. A modest table of general relation senses (leading, funding, being
based somewhere, licensing …) widens a type to the words people use for it:
a type whose words fall in a sense gets all of that sense's words
(``LED_BY`` ↔ "leads", "heads", "in charge"). When the memory has an
embedder, a type no sense names by its words is attached to the nearest
sense by meaning. Words the table lacks ("bankrolled", "domiciled") are read
through WordNet (:mod:`~c0lab.retrieval.meaning`, the ``meaning`` extra): a
word gets the senses its commonest synonyms and broader words fall in, for a
type and for a question alike; without WordNet the table alone answers.
Nothing here names any particular world's types.

``RelationLexicon.frame()`` shows the whole lexicon as a table.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import pandas as pd

from ..index.keyword import STOPWORDS, tokenize
from . import meaning

__all__ = [
    "HELD_OFFICE",
    "LEADING",
    "LESSER_ROLES",
    "PREPOSITIONS",
    "SENSES",
    "SERVING_AS",
    "SINGLE",
    "STANDING_IN",
    "TAKING_OFFICE",
    "RelationLexicon",
    "office_key",
    "post_at",
    "post_word",
    "spelled_out",
    "single_owner",
]

HELD_OFFICE = "HELD_OFFICE_AS"
"""The type of "X was Governor of Y", "X became Astronomer Royal": X held the office the name says (a post, held
by one at a time)."""
TAKING_OFFICE = frozenset(["elected", "re-elected", "appointed", "named", "made", "chosen", "installed", "sworn in"])
"""Participles that say one took an office or a role, after a form of "be" ("was elected Speaker of", "was sworn in
as mayor"): the one list the extractor's readings of a role held derive theirs from (``extract.objects``,
``predicates``, ``titles``)."""
LESSER_ROLES = frozenset({"vice", "deputy", "assistant", "associate", "junior", "under", "sub"})
"""Words that make a role another's second ("vice president", "assistant coach"): no post of that noun."""
SERVING_AS = frozenset(["served", "serves", "serving", "acted", "acts"])
"""Verbs that say one holds an office, before "as" ("served as Chancellor of …", "acts as chair")."""
STANDING_IN = frozenset(["acting", "interim", "caretaker"])
"""Words before a role that say it is held for a while, in another's stead ("will be acting leader")."""

SENSES: dict[str, str] = {
    "lead": "lead leads led leader leaders leadership leading head heads headed charge manage manages managed manager "
    "ceo ceos cfo coo cto direct directs director chair chairs chaired captain helm coordinate coordinates "
    "coordinated coordinator "
    "steer steers steered chief boss president "
    "command commands commanded commander stewardship "
    "mayor mayors minister ministers premier chancellor chairman chairwoman chairperson dean rector provost warden "
    "headmaster headmistress principal commissioner pi",
    "run": "run runs ran running operate operates operated operator oversee oversees overseen manage manages managed "
    "management administer administers administered govern governs governed governor governors supervise supervises "
    "supervised",
    "locate": "located location based base headquartered headquarters hq town city country sits seat address "
    "situated lives live resides relocate relocates relocated relocation",
    "fund": "fund funds funded funder funding finance finances financed sponsor sponsors sponsored backs "
    "backed backer pays paid grant grants",
    "found": "found founded founder founders establish established establishes co-founded cofounded",
    "use": "use uses used using rely relies depend depends",
    "maintain": "maintain maintains maintained maintainer maintainers steward stewards upkeep",
    "make": "make makes made maker manufacture manufactures manufactured manufacturer produce produces "
    "produced producer build builds built builder develop develops developed developer",
    "license": "license licence licensed licensing licenses licences relicense relicensed relicensing",
    "ship": "ship ships shipped shipping bundle bundles bundled distribute distributes distributed distributor "
    "distribution release releases released publish publishes published deliver delivers delivered",
    "own": "own owns owned owner belongs parent subsidiary",
    "employ": "employ employs employed employee employer works worked staff "
    "professor professors lecturer lecturers",  # a post held at an employer: PROFESSOR_AT
    "hold": "hold holds held holder",
    "post": "post posts position positions incumbent incumbents tenure",  # an office held by one at a time
    "author": "author authors authored write writes wrote written writer",
    "acquire": "acquire acquires acquired acquisition bought buys",
    "partner": "partner partners partnered collaborate collaborates collaborator",
    "member": "member members membership fellow fellows fellowship",
    "speak": "speak speaks spoke protocol",
    "replace": "replace replaces replaced successor succeed succeeds succeeded succession",
    "join": "join joins joined rejoined play plays played player team teams club clubs squad signed signs "
    "transferred traded loaned spent represented sold",
    "marry": "marry marries married marriage spouse spouses wife husband wed",
    "study": "study studies studied student attend attends attended school college university educated "
    "education alumnus graduated",
}
"""General senses of relations and the words that ask about them (not tied to any memory)."""

_WEAK = set(
    "use uses used using run runs ran running work works worked make makes made found hold holds held own "
    "head base seat sits lives live paid pays grant grants city town country direct parent speak speaks "
    "spoke write writes wrote written bundle bundles member members charge backs release releases released publish "
    "publishes published deliver delivers delivered control chief transfer position positions post posts "
    "belong belongs belonged".split()
)
"""Everyday words that ask about a sense too weakly to say the memory lacks it ("how does X work?")."""

_WORKED_FOR = re.compile(r"\bwork(?:s|ed|ing)?\s+(?:for|at)\b", re.IGNORECASE)
"""Work said with its employer ("who did X work for?"; not "which works did X write?")."""

_SKIP = {"by", "in", "of", "to", "at", "on", "as", "is", "for", "the", "a", "an", "with", "from"}


def _stems(words: Iterable[str]) -> set[str]:
    return {stem for word in words for stem in tokenize(word)}


_SENSE_STEMS = {sense: _stems(words.split()) for sense, words in SENSES.items()}
_TABLE = set().union(*_SENSE_STEMS.values())


_WORDS = {sense: frozenset(words.split()) for sense, words in SENSES.items()}
_OWN_TYPES_ONLY = frozenset({"post"})
"""Senses WordNet never gives a word: WordNet files most roles under "position" and "post" ("directorship" →
position), which would make every role a post; the post is :data:`HELD_OFFICE`'s."""
_CLASSES = {"noun.location": "locate"}
_PLACES = frozenset({"location", "structure", "facility"})
"""WordNet nouns above a thing one is *in* or *at*: a type of such a noun ending in IN or AT says where something is
("OFFICES_IN": office → place of business → establishment → structure; "WAREHOUSE_IN": → facility)."""
"""WordNet's classes of nouns that name a sense by themselves: a place noun in a type ("CAMPUS_IN", "HOME") says
where something is."""


@lru_cache(maxsize=8192)
def _meant(word: str, *, verbal: bool = False) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(sense, the WordNet words that name it) for a word the table lacks: the senses named by the most of the
    words WordNet relates to it. A verb's words name a sense by their stems (“reside” → “resides”), a noun's only
    as written ("building" is not "build"); a weak word names none ("hold" and "run" mean too much). ``verbal``:
    only a word read as a verb (a question's nouns name what is asked about, not a relation). Empty without
    WordNet."""
    if _stems([word]) & _TABLE:
        return ()
    pos, related, kind = meaning.related_words(word)
    if verbal and pos != "v":
        return ()
    if kind in _CLASSES:
        return ((_CLASSES[kind], (kind,)),)
    named: dict[str, list[str]] = {}
    for other in sorted(related - _WEAK - STOPWORDS):
        for sense, stems in _SENSE_STEMS.items():
            if sense in _OWN_TYPES_ONLY:
                continue
            if (other in _WORDS[sense]) if pos == "n" else (_stems([other]) & stems):
                named.setdefault(sense, []).append(other)
    if not named:
        return ()
    most = max(map(len, named.values()))
    return tuple((sense, tuple(words)) for sense, words in sorted(named.items()) if len(words) == most)


_BENEATH = {
    "UNDER": ("run", frozenset("sit sat fall fell come came lie lay belong".split())),
    "TO": ("lead", frozenset(["report", "answer"])),
}
"""A thing placed beneath another's authority, the sense its type says of the one above it: "X falls under Y", "X
sits under Y" (Y runs X), "X reports to Y", "X answers to Y" (Y leads X); by the verb's stem, any tense."""


def _beneath(words: list[str]) -> frozenset[str]:
    """The sense of a type saying its source is beneath its target (:data:`_BENEATH`), else none."""
    if len(words) != 2 or words[1].upper() not in _BENEATH:
        return frozenset()
    sense, verbs = _BENEATH[words[1].upper()]
    return frozenset([sense]) if _stems(words[:1]) & _stems(verbs) else frozenset()


_NOT_TIED = re.compile(
    r"^.*_(?:AGAINST|VERSUS|VS)$|^(?:JOINED|MOVED|TRANSFERRED|CAME|ARRIVED|SIGNED|SWITCHED)_FROM$|^PLAY(?:ED|S)_IN$"
)
"""A type whose object is no tie of its subject at its time: the other side ("PLAYED_AGAINST"), where a move came
from ("JOINED_FROM Celtic" in 2012: Celtic was left then), where one played ("PLAYED_IN" a league, a final, a town:
no team)."""


_HEAD_ONLY = frozenset(["principal"])
"""Words that name a sense only as a type's last word, its head noun ("PRINCIPAL_OF": a leader; "PRINCIPAL_DANCER_OF",
"PRINCIPAL_SPONSOR_OF": the adjective)."""


def _headed(words: list[str]) -> list[str]:
    """A type's words without :data:`_HEAD_ONLY` words said before its last (but "principal investigator", a project's
    lead, the "pi" of the table)."""
    return [
        word
        for place, word in enumerate(words)
        if word not in _HEAD_ONLY or place == len(words) - 1 or words[place + 1].startswith("investigator")
    ]


_CAREER_STEP = re.compile(
    r"^(?:(?:BEGAN|BEGUN|BEGINS|STARTED|STARTS)|(?:FINISHED|FINISHES|ENDED|ENDS|CLOSED)_CAREER)_(?:AT|WITH|FOR)$"
)
"""A type of a career's first or last step ("began his career at X": BEGAN_AT; "finished his career with X":
FINISHED_CAREER_WITH): a membership of its object, as "joined" says it (not "finished third at", "ends at")."""


def _wedding_place(relation: str) -> bool:
    """Whether a type says where or when a wedding was ("MARRIED_IN", "WED_AT", "MARRIED_ON"): no spouse."""
    words = relation.split("_")
    return len(words) > 1 and words[-1] in ("IN", "AT", "ON") and bool(_stems(words[:-1]) & _SENSE_STEMS["marry"])


@lru_cache(maxsize=4096)
def _type_senses(relation: str) -> tuple[frozenset[str], str]:
    """The senses of a relation type: those its own words name in the table, else those WordNet gives its words
    (nouns too: "CAMPUS_IN"), with where they came from ("WordNet: domiciled → reside"; "" from the table)."""
    if relation == HELD_OFFICE:
        return frozenset({"post", "hold"}), ""
    if _NOT_TIED.match(relation):  # "PLAYED_AGAINST", "JOINED_FROM": no tie of any sense
        return frozenset(), ""
    if _CAREER_STEP.match(relation):
        return frozenset({"join"}), ""
    words = _headed([word for word in relation.lower().split("_") if word not in _SKIP])
    if relation.endswith(("_OF", "_AS")) and len(words) > 1 and words[-1] not in ("by", "of", "as"):
        role = _type_senses(f"{words[-1].upper()}_OF")  # "MADE_DIRECTOR_OF", "HANDED_OVER_DIRECTORSHIP_OF": the
        if role[0]:  # role's noun names the tie, the verb before it only gives or takes the role
            return role
    if beneath := _beneath([word for word in relation.lower().split("_") if word not in ("is", "was")]):
        return beneath, ""  # "FALLS_UNDER", "REPORTS_TO": the one above leads or runs it
    own = _stems(words)
    senses = frozenset(sense for sense, stems in _SENSE_STEMS.items() if own & stems)
    if "marry" in senses and _wedding_place(relation):
        return senses - {"marry"}, ""  # "MARRIED_IN New York", "WED_AT St Paul's": where or when, no spouse
    if senses:
        return senses, ""
    found: list[tuple[str, str, tuple[str, ...]]] = sorted(
        {(word, sense, related) for word in words for sense, related in _meant(word)}
    )
    if not found and relation.rsplit("_", 1)[-1] in ("IN", "AT"):  # "OFFICES_IN": where the thing is
        places: list[tuple[str, str, tuple[str, ...]]] = [
            (word, "locate", (place,)) for word in words for place in sorted(meaning.broader(word) & _PLACES)
        ]
        found = places[:1]
    origin = "; ".join(f"{word} → {', '.join(related)}" for word, _, related in found)
    return frozenset(sense for _, sense, _ in found), f"WordNet: {origin}" if found else ""


_WORKERS = frozenset(["worker", "employee", "administrator", "executive", "official", "professional", "expert"])
"""WordNet nouns above one who works at a post ("officer" → skilled worker, "director" → administrator, "analyst" →
expert; not a leader alone: a mayor, a party's chairman)."""
_POSTS = frozenset(["lead", "run", "employ"])
"""The senses a post's own noun may name besides employment (a director leads; a subsidiary is owned)."""


@lru_cache(maxsize=4096)
def post_at(relation: str) -> bool:
    """Whether a type names a post its source holds at its target ("CHIEF_COMMUNICATIONS_OFFICER_OF",
    "DIRECTOR_AT"; a type of no other sense than :data:`_POSTS`): the target employs the source, so "who did X
    work for?" is answered by "X director of Y", though the type's sense is leading."""
    words = [word for word in relation.lower().split("_") if word not in _SKIP]
    return (
        relation.endswith(("_OF", "_AT"))
        and bool(words)
        and _type_senses(relation)[0] <= _POSTS
        and bool(meaning.broader(words[-1]) & _WORKERS)
    )


def _unnamed(question: str, ignore: Iterable[str], known: set[str]) -> set[str]:
    """The senses WordNet gives the question's lower-case verbs whose stems are not in ``known`` (nor the names
    in ``ignore``): a capitalised word may be a name."""
    skip = _stems(ignore) | known
    words = {word for word in re.findall(r"[^\W\d_]{3,}", question) if word.islower() and word not in STOPWORDS}
    return {sense for word in words if not _stems([word]) & skip for sense, _ in _meant(word, verbal=True)}


@dataclass
class RelationLexicon:
    """Relation types, the stems that ask about each, and the senses of each."""

    stems: dict[str, set[str]] = field(default_factory=dict)
    senses: dict[str, set[str]] = field(default_factory=dict)
    origins: dict[str, str] = field(default_factory=dict)
    """Where a type's senses came from when not from its own words: "WordNet: domiciled → reside", "embedder"."""

    @classmethod
    def build(
        cls, types: Iterable[str], *, embed: Callable[[list[str]], object] | None = None, threshold: float = 0.45
    ) -> RelationLexicon:
        """The lexicon of ``types``; ``embed`` (texts → vectors), when given, attaches unnamed types by meaning."""
        lexicon = cls()
        unplaced = []
        for relation in sorted(set(types)):
            own = _stems(word for word in relation.lower().split("_") if word not in _SKIP) | _post_stems(relation)
            own -= _SENSE_STEMS["marry"] if _wedding_place(relation) else set()  # "who did X marry?": not a place
            senses, origin = _type_senses(relation)
            if origin:
                lexicon.origins[relation] = origin
            lexicon.stems[relation] = set(own)
            lexicon.senses[relation] = set(senses)
            if not senses and own:
                unplaced.append(relation)
        if embed is not None and unplaced:
            names = list(SENSES)
            anchors = _unit(
                np.asarray(embed([" ".join(SENSES[sense].split()[:4]) for sense in names]), dtype=np.float32)
            )
            phrases = _unit(
                np.asarray(embed([relation.lower().replace("_", " ") for relation in unplaced]), dtype=np.float32)
            )
            similarity = phrases @ anchors.T
            for row, relation in enumerate(unplaced):
                best = int(np.argmax(similarity[row]))
                if similarity[row, best] >= threshold:
                    lexicon.senses[relation].add(names[best])
                    lexicon.origins[relation] = "embedder"
        for relation, placed in lexicon.senses.items():
            for sense in placed:
                lexicon.stems[relation] |= _SENSE_STEMS[sense]
        return lexicon

    def asked(self, question: str, *, ignore: Iterable[str] = ()) -> set[str]:
        """The relation types ``question`` asks about (its words less those of the names in ``ignore``); a word
        no type or sense holds asks about the types of the senses WordNet gives it ("who bankrolled X?")."""
        words = set(tokenize(question)) - _stems(ignore)
        asked = {relation for relation, stems in self.stems.items() if stems & words}
        known = _TABLE.union(*self.stems.values())
        meant = _unnamed(question, ignore, known)
        asked |= {relation for relation, senses in self.senses.items() if senses & meant}
        if "employ" in self.strongly_asked_senses(question, ignore=ignore) or _WORKED_FOR.search(question):
            asked |= {relation for relation in self.senses if post_at(relation)}  # "whom did X work for?": X's posts
        return asked

    @staticmethod
    def asked_senses(question: str, *, ignore: Iterable[str] = ()) -> set[str]:
        """The general senses ``question`` asks about, whether or not the memory has a type for them: the table's,
        and those WordNet gives a lower-case word the table lacks ("superintends": run)."""
        words = set(tokenize(question)) - _stems(ignore)
        named = {sense for sense, stems in _SENSE_STEMS.items() if stems & words}
        return named | _unnamed(question, ignore, _TABLE)

    @staticmethod
    def type_senses(kind: str) -> set[str]:
        """The senses the words of a relation type ask about ("MANAGER_OF": lead, run; "RELICENSED": license), as
        :meth:`asked_senses` reads a question; none for the other side or where a move came from: "PLAYED_AGAINST",
        "JOINED_FROM"); joining for a career's first or last step ("BEGAN_AT", "FINISHED_CAREER_WITH")."""
        if _NOT_TIED.match(kind):
            return set()
        if _CAREER_STEP.match(kind):
            return {"join"}
        words = _headed([word for word in kind.lower().split("_") if word not in _SKIP])
        return RelationLexicon.asked_senses(" ".join(words))

    @staticmethod
    def strongly_asked_senses(question: str, *, ignore: Iterable[str] = ()) -> set[str]:
        """Senses asked by words that mean little else ("funds", "licence", "headquartered"): the table's words
        only (a sense WordNet gives a word is a reading, too weak to say the memory lacks it)."""
        return set().union(*RelationLexicon.strongly_asked_words(question, ignore=ignore))

    @staticmethod
    def strongly_asked_words(question: str, *, ignore: Iterable[str] = ()) -> list[frozenset[str]]:
        """The senses of each word of :meth:`strongly_asked_senses`, one set a word: a word of two senses
        ("manages": leading and running) is answered by either."""
        raw = {word for word in re.findall(r"[^\W_]+", question.casefold()) if word not in _WEAK}
        words = _stems(raw) - _stems(ignore)
        groups = {frozenset(sense for sense, stems in _SENSE_STEMS.items() if word in stems) for word in words}
        return sorted((group for group in groups if group), key=sorted)

    @staticmethod
    def weak(word: str) -> bool:
        """Whether ``word`` asks about its sense only weakly (an everyday verb: "uses", "released", "works")."""
        return word.casefold() in _WEAK

    def types_of(self, sense: str) -> set[str]:
        """The relation types that carry ``sense``."""
        return {relation for relation, senses in self.senses.items() if sense in senses}

    def frame(self) -> pd.DataFrame:
        """The lexicon as a table: one row a relation type, its senses, where they came from (its own words, or
        the WordNet words that named them, or the "embedder") and the words that ask about it."""
        return pd.DataFrame(
            [
                {
                    "relation": relation,
                    "senses": ", ".join(sorted(self.senses[relation])),
                    "from": self.origins.get(relation, "words" if self.senses[relation] else ""),
                    "stems": " ".join(sorted(self.stems[relation])),
                }
                for relation in sorted(self.stems)
            ],
            columns=["relation", "senses", "from", "stems"],
        )


def _unit(vectors: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1, norms)


_SEATS = _stems(
    "judge justice magistrate senator consul tribune representative congressman congresswoman councillor councilor "
    "alderman delegate trustee commissioner cardinal canon elector juror selectman assemblyman".split()
)
"""Seats of a body that many hold at once: a court's judges, a senate's senators, Rome's two consuls."""
_HONOURS = _stems("order knight dame companion".split())
"""Words of an honour many hold at once ("Officer of the Order of Australia", "Knight of the Garter")."""
_RANKS = _SENSE_STEMS["member"] | _SENSE_STEMS["employ"] | _SEATS | _HONOURS
"""Words of an office many hold at once: a member, a fellow, a professor, a lecturer (the ``member`` and ``employ``
senses), a seat of a body (:data:`_SEATS`), an honour (:data:`_HONOURS`)."""

LEADING = frozenset(["lead", "run"])
"""The senses of leading or running a thing ("manager", "chair", "managed", "ran")."""
SINGLE = frozenset(["lead", "run", "locate", "license", "post"])
"""Relation senses with one value at a time for their owner: a leader, an operator, a seat, a licence, a post's
holder."""

PREPOSITIONS = frozenset(
    "ABOUT ACROSS AFTER AGAINST AS AT BEFORE BY FOR FROM IN INTO OF OFF ON ONTO OUT OVER THROUGH TO TOWARD "
    "UNDER UP WITH".split()
)
"""Prepositions (as a relation type writes them): the last word of a type ("RUN_BY"), the word before a name that
the name is the object of ("in Vail")."""
_OWNING = {
    "lead": frozenset(["BY", "OF"]),
    "run": frozenset(["BY", "OF"]),
    "locate": frozenset(["IN", "AT", "TO", "INTO"]),  # "BASED_IN", "RELOCATED_TO" (not "MOVED_TO": a club, a market)
    "license": frozenset(["UNDER", "AS", "BY"]),
    "post": frozenset(["AS"]),
}
"""The prepositions a type of each single-valued sense may end with (a bare verb always may)."""


def single_owner(kind: str, source: str, target: str) -> tuple[str, str] | None:
    """(the owner whose value a relation states, its sense) for a single-valued sense (:data:`SINGLE`), else None.

    The owner is the thing with one value: the source of a passive type ("X LED_BY Y") or of a place or a
    licence ("X BASED_IN Y"), the target of an active leader or operator ("Y LEADS X"). A type of both leading and
    running ("MANAGED_BY") is leading when it names a post or its value is a person, else running: one manager at a
    time, and a project's operator is no rival of its director.
    """
    senses = _type_senses(kind)[0] & SINGLE
    if senses == {"lead", "run"}:  # "MANAGER_OF": one manager; "MANAGED_BY": a person leads, anything else runs
        value = target if kind.endswith("_BY") else source
        senses = frozenset({"lead" if post_word(kind) or meaning.likely_person(value) else "run"})
    named_chair = any(meaning.eponymous(word) for word in target.split())  # "Lucasian Professor": one at a time
    if len(senses) != 1 or (kind == HELD_OFFICE and _stems(target.lower().split()) & _RANKS and not named_chair):
        return None  # "Fellow of the Royal Society", "Associate Professor": a rank many hold at once
    sense = next(iter(senses))
    last = kind.rsplit("_", 1)[-1]
    if last in PREPOSITIONS and last not in _OWNING.get(sense, frozenset()):
        return None  # "LED_TO", "RUNS_ON": a cause, a platform, not a leader or an operator
    passive = kind.endswith("_BY") or sense in ("locate", "license")
    return (source if passive else target), sense


_GENERIC_POSTS = frozenset(["head", "lead", "leader", "chief", "boss", "charge", "helm", "reins", "control", "command"])
"""Words for whoever leads a thing, not one post of it: "B became head of X" may end any leader's stint."""
_SAME_POST = {
    "chairman": "chair",
    "chairwoman": "chair",
    "chairperson": "chair",
    "ceo": "chief executive",
    "cfo": "chief financial",
    "coo": "chief operating",
    "cto": "chief technology",
}


@lru_cache(maxsize=4096)
def post_word(kind: str) -> str | None:
    """The one post a role type names ("CAPTAIN_OF", "MADE_CHAIRMAN_OF": captain, chair; "CEO_OF",
    "CHIEF_EXECUTIVE_OFFICER_OF": chief executive), or None for a verb or a word for any leader ("DIRECTED",
    "HEAD_OF", "TOOK_CHARGE_OF"). A club's captain, chair
    and manager are three posts held at once: one of them begun ends no other
    (:meth:`~c0lab.extract.rules.Ledger.stint`). None with no WordNet (every role is one post of its sense, as
    before)."""
    words = kind.lower().split("_")
    if len(words) == 1:  # a verb: one post when its own word names one ("CAPTAINED": captain), else any leader's
        return _verb_post(words[0])  # ("DIRECTED", "CHAIRED", "TOOK": leading as often as one post)
    if words[-1] != "of" or words[-2] in _GENERIC_POSTS:
        return None
    lesser = next((number for number, word in enumerate(words) if word in LESSER_ROLES), None)
    if lesser is not None:  # "VICE_CHAIRMAN_OF": a vice chair, not the chair
        return " ".join(words[lesser:-1])
    if words[-2] in _SAME_POST:
        return _SAME_POST[words[-2]]
    title = [word for word in words[:-1] if word != "officer"] or words[-2:-1]  # "chief executive (officer)"
    while len(title) > 1 and not meaning.role_noun(title[0], any_sense=True) and title[0] not in ("chief", "vice"):
        title = title[1:]  # "MADE_CHAIRMAN_OF", "APPOINTED_MANAGER_OF": the title, not the verb giving it
    if "officer" not in words and not meaning.role_noun(title[-1], any_sense=True):
        return None  # "chief financial officer": an officer whatever its adjective
    return _SAME_POST.get(" ".join(title), " ".join(title))


_SHORT_POSTS = {post: short for short, post in _SAME_POST.items() if " " in post}
"""The short form of a post of two words ("chief executive": ceo)."""


@lru_cache(maxsize=4096)
def _post_stems(relation: str) -> frozenset[str]:
    """The stems of the words the post of a role type is also said in: its title and the short form of it
    ("CEO_OF": chief, execut; "CHIEF_FINANCIAL_OFFICER_OF": cfo), so a question in either form asks for it."""
    post = post_word(relation) if relation.endswith("_OF") else None
    return frozenset(_stems([*post.split(), _SHORT_POSTS.get(post, "")])) if post else frozenset()


def spelled_out(stems: Iterable[str]) -> set[str]:
    """The stems of the posts the short forms among ``stems`` stand for ("cfo": chief, financi)."""
    return {stem for post, short in _SHORT_POSTS.items() if short in stems for stem in _stems(post.split())}


def _verb_post(verb: str) -> str | None:
    """The post a verb names by its own word when that word is first of all a kind of person ("captained",
    "skippered"; not "chaired", a seat first, nor "directed")."""
    net = meaning.wordnet()
    bases = net.base_forms(verb, "v") if net is not None else []
    base = bases[0] if bases else ""
    return base if len(base) > 2 and base not in _GENERIC_POSTS and meaning.role_noun(base) else None


_ARTICLES = frozenset(["the", "a", "an"])


def _office_words(name: str) -> str:
    """A name as an office key writes it: :func:`~c0lab.model.records.name_key`'s form, articles left out."""
    words = re.sub(r"[^\w]+", " ", name.casefold()).split()
    return " ".join(word for word in words if word not in _ARTICLES)


def office_key(kind: str, holder: str, office: str) -> str | None:
    """The one key of the office ``holder`` ``kind`` ``office`` says is held, however it was written, else None.

    "X HELD_OFFICE_AS Chancellor of the Exchequer" and "X CHANCELLOR_OF Exchequer" are both "chancellor of
    exchequer"; "President of France" and "PRESIDENT_OF France" are one office, "President of the United States"
    another, "Lord Chancellor" a third. A role type's office is one its owner (the target) holds one at a time
    (:func:`single_owner`: "DIRECTOR_OF", "GOVERNOR_OF"; not "MEMBER_OF", not "LED_BY"); a rank many hold has none.
    """
    owned = single_owner(kind, holder, office)
    if owned is None or owned[0] != office or owned[1] not in ("lead", "run", "post"):
        return None
    if kind == HELD_OFFICE:
        return _office_words(office) or None
    if not kind.endswith("_OF"):
        return None
    return f"{_office_words(kind[:-3].replace('_', ' '))} of {_office_words(office)}"
