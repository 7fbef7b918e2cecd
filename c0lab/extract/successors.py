"""More ways English states that one holder followed another, each a construction, not a phrase of any text.

:func:`~c0lab.extract.handover.succession` reads the succession verbs ("B succeeded A", "A handed the reins to
B"); this module reads the other constructions, by the grammar around two names (A the old holder, B the new):

- **giving way** — the old holder's intransitive idioms and verbs of yielding with "to" or "for": "A made way (or
  room) for B", "A gave way to B", "A stepped down (or aside) in favour of B", "A yielded / ceded / relinquished /
  surrendered / transferred the post (control of X, X) to B";
- **a passive split by its role** — "A was replaced as director of X by B";
- **a third party's swap** — "X replaced A with B", "X swapped A for B";
- **a successor's noun with a possessor** — "A's successor, B", "B, A's successor", "X named B as A's replacement"
  (successor, replacement, heir); "B's predecessor, A" the other way;
- **taking another's place** — "B took A's place", "B stepped into A's shoes", "B filled the post left by A",
  "B assumed the role vacated by A";
- **a role moving from one to the other** — "the post passed from A to B", "control of X went from A to B";
- **a term ended by an appointment** — "A's tenure ended with the appointment of B", "B's appointment ended A's
  term";
- **leaving, then taking** — "After (when, following) A left (retired, resigned, died, was dismissed) in 2019, B
  became director of X", "B took over (was named, assumed …) after A's departure (retirement, death)", "B was
  appointed director of X in succession to A";
- **then and now** — a thing's former holder in a passive aside, its present one after "now": "X, previously led by
  A (2015–2019), is now under B", "X, formerly run by A, has been now with B".
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import LESSER_ROLES, RelationLexicon
from ..retrieval.meaning import likely_person, personal_name, role_noun
from .asides import past_aside
from .forms import holder
from .it_refers import leading, led_post
from .rules import single_owner
from .types import Relation

__all__ = ["LEFT_OPENERS", "preceded", "succeeded", "takes_post"]

Span = tuple[int, int, str]

_THE = r"(?:(?:the|a|an)\s+)?"
_ADVERB = r"(?:[a-z]+ly\s+|later\s+|then\s+|soon\s+|eventually\s+)?"
_ROLE = (
    r"(?:role|post|position|job|office|seat|chair|helm|reins|baton|mantle|torch|leadership|control|command|charge"
    r"|presidency|captaincy|[a-z]{3,}ship)"
)
"""Nouns of a role or of the power it gives: what is handed on, taken or passed."""
_YIELD = r"(?:yield|cede|relinquish|surrender|transfer|bequeath|hand|pass|give|turn)(?:s|es|ed|d|ing)?|gave|given"
_GIVE_WAY = re.compile(
    r"(?:(?:\s*,\s+(?P<aside>(?!(?:who|which|whose|and|but)\b)[^,;]{1,80}?),|\s+(?P<verb>[a-z]+)[^,;]{0,80}?\s+and)"
    r"(?=\s+(?:\w+ly\s+)?(?:made|gave|stepped)\s))?"
    rf"\s+{_ADVERB}(?:"
    r"(?:made|makes|make|making)\s+(?:way|room)\s+for"
    r"|(?:gave|gives|give|giving|given)\s+(?:way|place)\s+to"
    r"|(?:stepped|steps|step|stepping|stood|stands|stand|standing)\s+(?:down|aside|back)\b[^,;.]{0,40}?"
    r"\s+in\s+favou?r\s+of"
    rf"|(?:{_YIELD})\s+(?:(?:over|on|up)\s+)?(?:[^,;.]{{0,60}}?\s+)?(?:over\s+|on\s+)?to"
    rf")\s+{_THE}"
)
"""What stands between the old holder and the new one when the old gives way (the module docstring); "made way",
"gave way" and "stepped down" also after an aside on the old one ("A, captain since 2016, made way for B") or a verb
of its own ("A led X from 2016 and made way for B"); a hand-over's verb so said is :mod:`.handover`'s."""
_YIELDED = re.compile(
    rf"^\s+{_ADVERB}(?:{_YIELD})\s+(?:(?:over|on|up)\s+)?(?P<object>[^,;.]*?)\s*(?:over\s+|on\s+)?to\s"
)
_PASSIVE_AS = re.compile(
    rf"\s+(?:is|are|was|were|has\s+been|had\s+been)\s+{_ADVERB}(?:replaced|succeeded|followed|superseded|supplanted"
    rf"|relieved)\s+(?:as|at|in)\s+[^,;.]{{1,60}}?\s+by\s+{_THE}"
)
_SWAPPED = re.compile(rf"\s+{_ADVERB}(?:replaced|replaces|replacing|swapped|swaps|exchanged|substituted)\s+{_THE}")
_WITH_NEW = re.compile(rf"\s+(?:with|by|for)\s+{_THE}")
_SUCCESSOR = re.compile(r"['’]s\s+(?:[a-z-]+\s+)?(?P<noun>successor|replacement|heir|predecessor)\b(?P<rest>[^,;.]*)")
_APPOSED_AFTER = re.compile(r"\s*(?:as\s+[a-z ]+?\s*)?,\s*(?P<role>(?:[a-z][\w-]*\s+){0,2})$")
"""Between "A's successor" and B: "as director", a comma, and a role of B's ("A's predecessor, co-founder B")."""
_TAKE = (
    r"(?:took|takes|take|taking|taken|assumed|assumes|assume|assuming|filled|fills|fill|filling|inherited|inherits"
    r"|inherit|occupied|occupies|occupy|stepped\s+into|steps\s+into|step\s+into|moved\s+into|slipped\s+into)"
)
_PLACE = r"(?:place|post|role|seat|job|shoes|position|chair|office|mantle|spot|berth|vacancy|[a-z]{3,}ship)"
_TAKES_PLACE = re.compile(rf"\s+{_ADVERB}{_TAKE}\s+$")
_PLACE_AFTER = re.compile(rf"['’]s\s+(?:[a-z-]+\s+)?{_PLACE}\b")
_PLACE_LEFT = re.compile(
    rf"\s+{_ADVERB}(?:[^,;.]{{0,40}}?\s+)?{_TAKE}\s+the\s+(?:[a-z-]+\s+)?{_PLACE}"
    r"(?:\s+of\s+[^,;.]{0,60}?,)?\s+(?:\w+ly\s+)?"
    r"(?:vacated|left|held|occupied|given\s+up|relinquished)\s+by\s+"
)
_FROM_TO = re.compile(r"\s+to\s+" + _THE)
_OWNER_OF_ROLE = re.compile(rf"\b(?:{_ROLE}|direction|management|lead)\s+of\s+(?:the\s+)?$", re.IGNORECASE)
"""A name after a role and "of" ("Leadership of X …"): whose role it is, not a holder who gives it way."""
_MOVED_FROM = re.compile(
    rf"\b{_ROLE}\b[^,;.]{{0,60}}?\b(?:passed|went|moved|shifted|changed\s+hands|was\s+(?:passed|handed|transferred|moved))"
    r"\s+(?:\w+ly\s+)?from\s+" + _THE + "$",
    re.IGNORECASE,
)
_TERM = r"(?:tenure|term|reign|stint|time|era|presidency|captaincy|[a-z]{3,}ship)"
_START = r"(?:appointment|arrival|election|installation|accession|hiring|selection|nomination|promotion)"
_TERM_ENDED = re.compile(
    rf"['’]s\s+(?:[a-z-]+\s+)?{_TERM}\b[^;]{{0,60}}?\b(?:ended|ends|closed|came\s+to\s+an\s+end)\b[^;]{{0,40}}?"
    rf"\bwith\s+(?:{_THE}{_START}\s+of\s+{_THE})?$"
)
_STEPPING_IN = re.compile(
    r"\s+(?:(?:stepping\s+(?:in|up)|taking\s+over)(?=\s*(?:[,.;]|$|as\b|in\s+\d|that\s+year))"
    r"|taking\s+(?:charge|the\s+helm|the\s+reins)|succeeding\s+(?:her|him|them))"
)
"""What the one named after "with" did when a term ended ("A's tenure ended in 2019, with B stepping in")."""
_ENDED_TERM = re.compile(
    rf"['’]s\s+(?:[a-z-]+\s+)?{_START}\b[^;]{{0,40}}?\b(?:ended|ends|closed|brought\s+an\s+end\s+to)\s+(?:[^;]{{0,20}}?\s+)?$"
)
_TERM_AFTER = re.compile(rf"['’]s\s+(?:[a-z-]+\s+){{0,2}}{_TERM}\b")
_NAMED = r"was\s+(?:named|appointed|elected|installed|made|chosen|promoted)"
"""Verbs that give the new holder a role named after them ("was named chair"), as "became" does."""
_TAKING = r"took\s+(?:over|charge|the\s+helm)|stepped\s+(?:in|up)"
"""Verbs of taking a post that name no role ("took over", "stepped in")."""
_TAKES_POST = rf"(?:became|becomes|{_NAMED}|assumed|{_TAKING})\b"
"""A verb of the new holder taking a post."""
_LEFT = (
    r"(?:left|retired|resigned|departed|quit|died|stepped\s+(?:down|aside)"
    r"|was\s+(?:dismissed|sacked|fired|ousted|removed))"
)
_WHEN_LEFT = re.compile(rf"\s+{_LEFT}\b[^,;.]{{0,60}},\s+(?:the\s+)?$")
LEFT_OPENERS = re.compile(r"(?:[Aa]fter|[Ww]hen|[Ff]ollowing|[Oo]nce|[Uu]pon)\s")
"""The words that open a clause of time in which someone left ("When A retired, …")."""
_OPENS_LEFT = re.compile(rf"(?:^|[;:]\s+|\.\s+){LEFT_OPENERS.pattern}\s*(?:the\s+)?(?:[a-z-]+\s+){{0,2}}$")
"""What opens a clause of time before the one who left ("When A retired", "After long-serving director A left")."""
_LEAVING_NOUN = r"(?:departure|retirement|resignation|death|exit|dismissal|sacking|ouster|removal)"
_GIVEN_ROLE = (
    r"(?:as\s+)?(?:(?:its|their|the)\s+)?(?:(?:new|next|sole|acting|interim)\s+)?(?!an?\s)(?P<given>[a-z]+"
    r"(?:\s+(?!(?:in|on|at|of|for|from|since|after|following|until|when|upon)\b)[a-z]+)?)\b"
)
"""The role a thing gave the one it named ("X named B its new music director", "X appointed B director"), said right
after them."""
_NAMING = re.compile(r"\b(?:named|appointed|elected|chose|picked|hired|installed|made)\s+$")
_AFTER_LEAVING = re.compile(
    rf"\s+{_ADVERB}(?:{_TAKES_POST}|{_GIVEN_ROLE})[^;]{{0,80}}?\b(?:after|following|upon|on|when|once)\s+(?:the\s+)?"
    rf"(?P<noun>{_LEAVING_NOUN}\s+of\s+(?:the\s+)?)?$"
)
_LEAVING = re.compile(rf"['’]s\s+{_LEAVING_NOUN}\b|\s+(?:had\s+)?{_LEFT}\b")
"""The old holder's leaving after "after" ("… after A's departure", "… after A stepped down", "… when A retired"; or
said before the name: "… following the departure of A", :data:`_AFTER_LEAVING`)."""
_IN_SUCCESSION = re.compile(r"[^;]{0,80}?\bin\s+succession\s+to\s+(?:the\s+)?$")
_FORMERLY_BY = re.compile(r"\b(?:previously|formerly|once|earlier|until\s+then)\s+[a-z]{3,}\s+by\s+" + _THE + "$")
_NOW = re.compile(r"\s*(?:\([^()]{0,40}\))?\s*,\s+(?:is|are|has\s+been|have\s+been)\s+now\s+(?:[a-z]+\s+){0,2}" + _THE)


_TAKING_OVER = re.compile(rf"\s+{_ADVERB}(?:{_TAKING})\b")
_NAMED_TO = re.compile(
    rf"\s+{_ADVERB}(?:became|becomes|{_NAMED}(?:\s+(?:as|to))?|assumed)\s+(?:the\s+)?(?:(?:new|next|sole|acting|interim)\s+)?"
    r"(?P<role>[a-z]+(?:\s+(?!of\b|at\b)[a-z]+)?)(?P<of>\s+(?:of|at)\s+(?:the\s+)?[A-Z])?"
)


_POSTS = frozenset({"lead", "run", "hold", "employ"})
"""The senses of a role that is a post one takes."""


def takes_post(text: str) -> bool:
    """Whether ``text`` (what follows the new holder) takes a post: "took over", "stepped in", "became director" (a
    role of leading, running or holding), "was named coach of X" (any role of a named thing); not "became angry",
    "became a wealthy woman", "became the first woman to climb Everest"."""
    if _TAKING_OVER.match(text):
        return True
    named = _NAMED_TO.match(text)
    return named is not None and (bool(named["of"]) or bool(RelationLexicon.asked_senses(named["role"]) & _POSTS))


def _given_post(said: re.Match[str], before: str) -> bool:
    """Whether the new holder was given a post by the thing that named them (:data:`_GIVEN_ROLE`: "X named B its new
    director"; not "X named B its new mascot", nor "its vice president", another's second)."""
    words = said["given"].split() if said["given"] else []
    lesser = len(words) > 1 and words[0] in LESSER_ROLES  # "its vice president": no presidency
    return bool(words and not lesser and _NAMING.search(before) and RelationLexicon.asked_senses(words[-1]) & _POSTS)


def _same_post(sentence: str, every: list[Span], taking: tuple[int, int], left: int) -> bool:
    """Whether what the old holder left (the names after ``left``, in the same clause: "… stepped down as chair of
    X") is the post the new holder took (the names in ``taking``, between the two holders), or either is not said
    ("B took charge after A's exit from X"); and no third name stands between the two holders ("A became chair of X
    and B became director of Y when C retired": C gave way to B, not to A)."""
    took = {name for begin, stop, name in every if taking[0] <= begin and stop <= taking[1]}
    if any(personal_name(name) for name in took):
        return False
    clause = re.match(r"[^,;.]*", sentence[left:])
    stop = left + (clause.end() if clause else 0)
    quit = {name for begin, _, name in every if left <= begin < stop}
    return not quit or not took or bool(quit & took)


def _given(object_words: str, names: list[Span], start: int, end: int) -> bool:
    """Whether what a verb of yielding gives is a role, the power it gives, or a name (the thing led), not a book."""
    if object_words.strip() in ("", "way", "place"):  # "A gave way to B"
        return True
    return bool(re.search(rf"\b{_ROLE}\b", object_words)) or any(
        start <= begin and stop <= end for begin, stop, _ in names
    )


def _a_post_held(giving: re.Match[str]) -> bool:
    """Whether what a way given follows tells of a post: an aside naming a role ("A, captain since 2016, made way …",
    "A, the club's chair, …"; not "A, injured in the first half, …") or a verb of leading ("A led X from 2016 and made
    way …"; not "A scored twice and made way …": a substitution)."""
    if giving["aside"]:
        words = re.findall(r"[a-z]+", giving["aside"].lower())
        return any(leading(word) or word in ("skipper", "boss") for word in words[:4])
    return not giving["verb"] or led_post(giving["verb"])


def succeeded(sentence: str, every: list[Span]) -> tuple[str, str, int] | None:
    """(the new holder, the old one, where the later of the two is said) for the first construction of the module
    docstring in ``sentence``, whose names are at ``every`` (each place each is said, in order), else None. The date
    of the hand-over is said after that place, else it is the last one said before it ("A's tenure, begun in 2015,
    ended in 2022 with …")."""
    for number, (_, end, first) in enumerate(every):
        for start, after, second in every[number + 1 :]:
            if second == first:
                continue
            between = past_aside(sentence[end:start])  # "A, who had led X, gave way to B"
            giving = _GIVE_WAY.fullmatch(between)
            giving = giving if giving is None or _a_post_held(giving) else None  # not "A, injured, made way for B"
            if giving is not None and not _OWNER_OF_ROLE.search(sentence[: every[number][0]]):  # not "Leadership of
                yielded = _YIELDED.match(between)  # X passed to B": X is whose role passed, not who gave it
                if yielded is None or _given(yielded.group("object"), every, end + yielded.start(1), start):
                    return second, first, start
            if _PASSIVE_AS.fullmatch(between):  # "A was replaced as director of X by B"
                return second, first, start
            if _TAKES_PLACE.fullmatch(between) and _PLACE_AFTER.match(sentence, after):  # "B took A's place"
                return first, second, start
            if _PLACE_LEFT.fullmatch(between):  # "B filled the post left by A"
                return first, second, start
            if _FROM_TO.fullmatch(between) and _MOVED_FROM.search(sentence[: every[number][0]]):
                return second, first, start  # "the post passed from A to B"
            term = _TERM_ENDED.fullmatch(between)  # "A's tenure ended with the appointment of B"
            if term and (between.rstrip().endswith(" of") or _STEPPING_IN.match(sentence, after)):
                return second, first, start  # "…, with B stepping in"
            if _ENDED_TERM.fullmatch(between) and _TERM_AFTER.match(sentence, after):  # "B's appointment ended A's
                return first, second, start  # tenure"
            if _WHEN_LEFT.fullmatch(between) and _OPENS_LEFT.search(sentence[: every[number][0]]):
                if takes_post(sentence[after:]):  # "After A left, B became director of X"
                    return second, first, start
            said, leaving = _AFTER_LEAVING.fullmatch(between), _LEAVING.match(sentence, after)
            of_person = said and said["noun"] and likely_person(second) and not re.match(r"['’]s\b", sentence[after:])
            # "the departure of A", not "the exit of X Bank" nor "the departure of A's deputy, C"
            left = leaving.end() if leaving else after if of_person else None
            if said and left is not None and (takes_post(between) or _given_post(said, sentence[: every[number][0]])):
                if _same_post(sentence, every, (end, start), left):
                    return first, second, start  # "B took over after A's departure", "… when A retired"
            if _IN_SUCCESSION.fullmatch(between):  # "B was appointed director of X in succession to A"
                return first, second, start
            if _NOW.fullmatch(between) and _FORMERLY_BY.search(sentence[: every[number][0]]):
                return second, first, start  # "X, previously led by A (2015–2019), is now under B"
            third = next(((s, n) for s, _, n in every if s >= start + len(second) and n not in (first, second)), None)
            if third is not None and _SWAPPED.fullmatch(between) and _WITH_NEW.fullmatch(sentence[after : third[0]]):
                return third[1], second, third[0]  # "X replaced A with B"
    return _successor(sentence, every)


def _a_role(words: str) -> bool:
    """Whether lower-case words before a name are its role ("co-founder", "former chairman"), or none; not "unlike",
    "according to", "together with"."""
    last = words.split()[-1].replace("-", "") if words.split() else ""
    return not last or role_noun(last) or last.endswith("founder")


def _successor(sentence: str, every: list[Span]) -> tuple[str, str, int] | None:
    """ "A's successor, B", "B, A's successor", "named B as A's replacement"; "B's predecessor, A" the other way."""
    for number, (start, end, name) in enumerate(every):
        noun = _SUCCESSOR.match(sentence, end)
        if noun is None:
            continue
        later = every[number + 1] if number + 1 < len(every) else None
        apposed = _APPOSED_AFTER.fullmatch(sentence[noun.end("noun") : later[0]]) if later is not None else None
        if later is not None and later[2] != name and apposed and _a_role(apposed["role"]):
            other = later[2]  # "A's successor, B, …", "A's successor as director, B"
        else:
            earlier = [span for span in every[:number] if span[2] != name]
            if not earlier:
                continue
            other = earlier[-1][2]  # "B, A's successor", "B was named A's successor"
        if noun.group("noun") == "predecessor":
            return name, other, start
        return other, name, start
    return None


_DESCRIBED = r"(?:the\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+of\s+(?:the\s+)?|the\s+)?"
"""What may stand before a predecessor's name, or the thing it held: "the", "the founder of (X, A)"."""
_OF_END = re.compile(r"\bof\s+(?:the\s+)?$")
_OWNERS_ROLE = re.compile(r"['’]s\s+[\w'’-]+(?:\s+[\w'’-]+){0,2},\s+")
"""Between a thing and its holder: "'s founder, " ("His predecessor was the observatory's founder, A")."""
_PREDECESSOR = re.compile(
    r"^(?:(?:[Hh]is|[Hh]er)\s+predecessor\s+(?:was|had\s+been)|Predecessor\s*:|Preceded\s+by\s*:?)\s+"
    rf"{_DESCRIBED}$"
)
"""What opens a sentence naming the holder before the one the text last named ("Predecessor: A", "Preceded by A",
"His predecessor was A")."""
_POSSESSED = re.compile(
    rf"(?:['’]s\s+predecessor\s+(?:was|had\s+been)|\s+(?:was|had\s+been)\s+preceded\s+by)\s+{_DESCRIBED}"
)
"""Between the new holder and the old: "B's predecessor was A", "B was preceded by A"."""
_PRECEDED = re.compile(r"\s+(?:[a-z]+ly\s+)?preceded\s+(?:the\s+)?")
"""Between the old holder and the new: "A preceded B"."""
_CLOSING = re.compile(r"(?:\s+(?:as|in)\s+(?:the|his|her|their)?\s*[a-z]+(?:\s+[a-z]+)?)?\s*(?:\([^()]*\))?\s*[.;]?\s*")
"""What may follow the last name of a predecessor's sentence: its role ("… in the role", "… as director"), a
bracket, the full stop."""


_BEFORE_HOLDER = re.compile(
    r"(?:^|;\s*|,\s*(?:and\s+)?)(?:[Bb]efore|[Pp]rior\s+to)\s+(?:that|this|then|him|her|them|[A-Z][^,;]{0,40}?)\s*,?\s*$"
)
"""What opens the clause of a holder before ("Before that, A …", "…; before him (B), A …")."""
_HELD_THE_POST = re.compile(
    r"\s+(?:had\s+)?(?:previously\s+|earlier\s+|formerly\s+)?held\s+(?:the|that|this)\s+(?:post|role|position|job"
    r"|office|seat|chair)\s*(?:[.;]|$)"
)
_A_POST = re.compile(r",\s+(?:a|the)\s+(?:post|role|position|job|office|seat)\s+(?:that\s+|which\s+)?$")
_HAD_HELD = re.compile(
    r"\s+had\s+(?:previously\s+|earlier\s+)?held\b(?![^,;.]*\b(?:at|in|with|for)\s+(?:the\s+)?[A-Z])[^,;]*?(?:[.;]|$)"
)
"""The holder before holding "a post" the sentence named, and nowhere else ("…, a role A had held at Y": Y's)."""


def _held_post(sentence: str, start: int, end: int) -> bool:
    """Whether the name at ``start``–``end`` is said to have held the post before: "Before that (him), A held the
    post", "…; A had previously held the role", "B became director of X, a post A had held since 2012"."""
    before, after = sentence[:start], sentence[end:]
    if _A_POST.search(before):
        return bool(_HAD_HELD.match(after))
    return bool(_HELD_THE_POST.match(after)) and bool(
        _BEFORE_HOLDER.search(before) or re.match(r"\s+(?:had|previously|earlier|formerly)\b", after)
    )


def preceded(sentence: str, spans: list[Span], relations: list[Relation], *, written: str = "") -> list[Relation]:
    """The post the text last gave a holder (with a start), held by the predecessor a sentence names until then:
    "B became director of X in 2012. Preceded by A." → A ``DIRECTOR_OF`` X until 2012 (a post: one value at a time;
    the name closes the sentence); so too "B's predecessor was A", "B was preceded by A", "A preceded B (in the
    role)", and a holder before said to have held the post (:func:`_held_post`: "Before that, A held the post").
    ``relations`` are those read so far, this sentence's too ("B has led X since 2019; before him, A held the
    post")."""
    if re.match(r"(?:Its|Their)\s", written):  # ``written``: the sentence as written; a thing's predecessor is a thing
        return []
    between = sentence[spans[0][1] : spans[1][0]] if len(spans) > 1 and spans[0][0] == 0 else ""
    possessed = re.fullmatch(_POSSESSED, between)  # "B's predecessor was A" ("His" said as B's), "B was preceded by A"
    active = re.fullmatch(_PRECEDED, between)  # "A preceded B"
    value = spans[1][2] if active else spans[0][2] if possessed else None
    if possessed or active or spans and _PREDECESSOR.match(sentence[: spans[0][0]]):
        last = spans[1] if possessed or active else spans[0]
        following = next((span for span in spans if span[0] >= last[1]), None)
        apart = sentence[last[1] : following[0]] if following else ""  # "the founder of X, A", "X's founder, A": A
        if (
            following
            and not active
            and (_OWNERS_ROLE.fullmatch(apart) or (_OF_END.search(sentence[: last[0]]) and apart.strip() == ","))
        ):
            last = following
        elif _OF_END.search(sentence[: last[0]]):
            return []  # "His predecessor was the founder of Orsk Labs": a thing's, no holder named
        old = spans[0][2] if active else last[2]
        if not _CLOSING.fullmatch(sentence[last[1] :]):
            return []  # the name closes the sentence: not "Preceded by A's speech, the vote passed"
    else:
        said = next((name for start, end, name in spans if _held_post(sentence, start, end)), None)
        if said is None:
            return []
        old = said
        after = [name for start, _, name in spans if re.search(r"\b(?:[Bb]efore|[Pp]rior\s+to)\s+$", sentence[:start])]
        value = after[0] if after else None  # "Before B, A held the post": the post B held, when B holds one
    held = holder(relations, besides=(old,), value=value)
    if held is None:
        return []
    new, owner = held
    tie = next(
        (
            r
            for r in reversed(relations)
            if {r.source, r.target} == {new, owner}
            and r.valid_from is not None
            and (owned := single_owner(r.type, r.source, r.target)) is not None
            and owned[1] != "locate"
        ),
        None,
    )
    if tie is None:
        return []
    source, target = (old, owner) if tie.source == new else (owner, old)
    return [Relation(source, tie.type, target, valid_to=tie.valid_from)]
