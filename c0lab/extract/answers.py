"""An interview's answer said with its question: "Q: Who runs the Wren Observatory?" / "A: Ada Kell, since 2019."
is "Ada Kell runs the Wren Observatory, since 2019."; "Q: Where is X based?" / "A: In Dunmore." is "X is based in
Dunmore."

A question line ("Q:", "Question 4:", "Interviewer:" or any line ending in "?") asking *who* does something to a
name ("Who leads/funds/runs X?", "Who was in charge of X?") or *where* a name is ("Where is
X based/located/headquartered?", "In which city is X based?") lends its words to the next line when that line
answers with a name (after an optional "A:" or a speaker's "Name:" turn): the answer's name takes the question's
"who", or its place the question's "where" (a lower-case name asked about, "who's running tanphacor?", that is no
English word, is capitalised); a follow-up "and before?" asks the last who-question of the time before ("Before
that, B was running X"); *when* one did something ("When did you take over X?" / "A: In 2014." is "In 2014, I took
over X.": the one asked is the one answering, whom :mod:`.speaker` names) and *what* a name does ("What does X
develop?" / "A: A solar system." is "X develops a solar system."). A turn may be any speaker's letter ("B:"); turns
written on one line ("Q: …? A: ….", "HOST: … GUEST: …") are read as lines of their own; "who runs it?" asks about
the name the question said before it; "B does." answers with B. A who-answer is a name only when it has two
capitalised words or is said elsewhere in the text, and never a word that names nobody ("Unknown", "Nobody", "None",
"Not sure"). A chat turn's time and handle label an answer too ("[10:03] raj: B, since 2021. before that A ran it"):
the rest of the answer is its own sentences, and "it" in them is the thing asked about. A "yes" to a question asking
to confirm what a name is or was ("So B was your lead on X from 2010?" / "Yes, right up until 2021.") is that
statement with what the answer adds; a "no" to "Is X still with Y?" followed by where it went in one clause ("No,
she was transferred to Z in 2019.") says where it came from. Other questions and answers pass as written."""

from __future__ import annotations

import re

from .._reading import MONTH, find_time
from ..retrieval.lexicon import RelationLexicon
from .inflect import past_tense
from .it_refers import plainly_thing
from .names import _NO_NOUN, QUANTIFIERS, UPPER, english_word
from .speaker import third_person

__all__ = ["answered", "asks_only"]

_NAME = rf"[{UPPER}][\w'’&-]*(?:\s+(?:of\s+|the\s+)?[{UPPER}][\w'’&-]*)*"
_WHO = re.compile(
    rf"\b(?:[Ww]ho|[Ww]hich\s+(?P<noun>[a-z]{{3,}}))(?:\s+|['’])(?!(?:does|do|did)\b)"
    r"(?P<verb>(?:now\s+|currently\s+)?[a-z]+s|[a-z]+ed|ran|led|held|took|oversaw"
    r"|(?:is|s|was)\s+(?:now\s+)?(?:[a-z]+ing|behind|in\s+charge\s+of))"
    rf"\s+(?P<object>(?:the\s+)?{_NAME})(?P<rest>[^?]*)\?\s*$"
)
_WHO_LOWER = re.compile(
    _WHO.pattern.replace("(?P<object>(?:the\\s+)?", "(?P<object>[a-z][\\w-]{2,}(?!\\w)|(?:the\\s+)?")
)
"""The same question asking about a name written in lower case ("who's running tanphacor?")."""
_BEFORE = re.compile(
    rf"^\s*(?:[A-Z]\s*[:.]|{_NAME}\s*:)?\s*(?:and\s+|but\s+)?(?:before(?:\s+that|\s+then)?|previously|earlier)\s*\?\s*$",
    re.IGNORECASE,
)
"""A follow-up asking who did it before ("A: and before?", "Before that?")."""
_WHERE = re.compile(
    rf"\b(?:Where|In\s+which\s+(?:city|town|country|place|state|region))\s+is\s+(?P<object>(?:the\s+)?{_NAME})\s+"
    r"(?P<verb>[a-z]+ed)\s*\?\s*$"
)
_ANSWER = re.compile(
    rf"^(?P<label>\s*(?:\[[^\]]{{1,20}}\]\s*(?:[\w.-]+\s*:)?|[A-Z]\s*[:.]|Answer\s*:|{_NAME}\s*:)?\s*)(?P<answer>.*)$"
)
"""An answer after its label: "A:", "Answer:", a speaker's "Name:", a chat turn's time and handle ("[10:03] raj:")."""
_IT_OBJECT = re.compile(r"\b[a-z]{3,}(?:ed|ept|ade|ld|ok)\s+(?P<it>it)\b(?!['’])")
""""it" as the object of a past verb in an answer ("… published it under the A licence"): the thing asked about."""
_PLACE = re.compile(rf"^(?:In|At)\s+(?P<place>{_NAME})(?P<rest>.*)$")
_WHEN = re.compile(
    rf"\bWhen\s+did\s+(?P<who>you|{_NAME})\s+(?P<verb>[a-z]+)(?P<particle>\s+(?:over|up|on|out|back|down|off))?"
    r"(?P<role>\s+(?:(?:the|a|an)\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:of|at|for|with|in))?"
    rf"\s+(?P<object>(?:the\s+)?{_NAME})\s*\?\s*$"
)
"""When one did something to a name ("When did you take over Project Atlas?", "When did Ada Kell join Orsk?", "When
did you become head of X?")."""
_CONFIRMING = re.compile(
    rf"(?:^|:\s*)(?:(?:So|And|But|Now)\s*,?\s+)?(?:(?P<aux>[Ii]s|[Aa]re|[Ww]as|[Ww]ere)(?:n['’]t)?\s+(?P<subject>(?:the\s+)?{_NAME})"
    rf"|(?P<said>(?:the\s+)?{_NAME})\s+(?P<verb>is|are|was|were))\s+(?P<rest>(?!still\b)[^?]+)\?\s*$"
)
"""A question that asks to confirm what a name is or was ("Was Ana Pell the chair of X?", or said as a statement: "So
Grive Rido was your lead on X from 2010?"; not "Is X still …?", whose "no" would end it at no stated time)."""
_STILL = re.compile(
    rf"\b(?P<be>Is|Are|Was|Were)\s+(?P<thing>(?:the\s+)?{_NAME}(?:\s+[a-z]+)?(?:\s+(?:from|of)\s+(?:the\s+)?{_NAME})?)"
    rf"\s+still\s+(?P<link>(?:[a-z]+\s+){{0,2}}?)(?P<value>(?:the\s+)?{_NAME}(?:\s+[a-z]+)?)\s*\?\s*$"
)
"""A question whether a name still has a value ("Is the X toolkit still on the Brenlow licence?")."""
_CHANGE_TO = re.compile(
    r"\b(?:moved|switched|changed|transferred|relicensed|shifted|migrated)\s+(?:it\s+|them\s+)?(?=to\b)"
)
"""A change said with where it went and not where from ("It was moved to the Corvane licence")."""
_YES = re.compile(
    r"^(?:Yes|Yeah|Yep|Correct|Right|Exactly|That's\s+right)(?:[,.!;]|\s+[—–-]|\s*$)\s*(?P<rest>.*)$", re.I
)
_BARE_PLACE = re.compile(rf"^(?P<place>{_NAME})(?P<rest>\.?)\s*$")
"""An answer that is a place's name alone ("Ulriul.")."""
_WHAT = re.compile(rf"\bWhat\s+does\s+(?P<subject>(?:the\s+)?{_NAME})\s+(?P<verb>[a-z]+)\s*\?\s*$")
"""What a name does ("What does Project Atlas develop?")."""
_DATED_ANSWER = re.compile(r"^(?P<date>(?:In|On|Since|From|By)\s+[^.;!?]+?)\s*(?P<rest>[.;!?].*|)$")
_THING_ANSWER = re.compile(r"^(?P<article>An?|The)\s+(?P<thing>[a-z][^.;!?]*?)\s*(?P<rest>[.;!?].*|)$")
_TURNS = re.compile(
    r"[ \t]+(?=(?:Q|Question(?:\s+\d+)?)\s*:\s)"
    r"|(?<=[?.!)\"”])[ \t]+(?=(?:A|Answer|[A-Z]{2,}(?:[ \t]+[A-Z]{2,})*)\s*:\s)"
)
"""Where a turn written on the line of another begins: an interviewer's "Q:" or a quiz's "Question 4:", an answer's
"A:" or "Answer:", or a speaker's label in capitals ("GUEST:", "COUNCILLOR PATEL:") after a sentence."""
_LABELLED = re.compile(
    r"(?:^|\s)(?:Q|Question(?:\s+\d+)?)\s*:\s|(?:^|[?.!)\"”]\s+)(?:A|Answer|[A-Z]{2,}(?:[ \t]+[A-Z]{2,})*)\s*:\s"
    r"|^[A-Z][a-z]+\s*:\s(?=[^\n]*\?)"
)
_NEXT_LABEL = re.compile(r"(?<=[.!?])\s+(?=[A-Z][\w'’ -]{0,40}:\s)")
"""Where an answer's line goes on with a labelled sentence of its own ("Answer: B. Bonus point: …"): no more of it."""
_WHO_IT = re.compile(r"\b[Ww]ho(?:\s+|['’])(?:now\s+|currently\s+)?[a-z]+s\s+(?P<it>it)\s*\?\s*$")
"""A who-question about "it" ("… Project Varve. For listeners who haven't come across it, who runs it?")."""
_MID_NAME = re.compile(rf"(?<![.?!:]\s)(?<=\s){_NAME}")
"""A capitalised run that opens no sentence: a name."""
_WHO_ANSWER = re.compile(
    rf"^(?:(?:That|It|This)(?:['’]s|\s+(?:is|was|would\s+be))\s+)?(?:The\s+)?(?P<name>{_NAME})(?:\s+(?:does|did|do)\b)?(?P<rest>(?:[,.;]|\s+(?:since|from|until)\b).*|)$"
)
_NOBODY = (
    frozenset(
        "nobody noone unknown unclear uncertain unsure not no nothing nor someone somebody anyone anybody everyone "
        "everybody yes maybe perhaps possibly probably dunno n/a tbd tba vacant".split()
    )
    | _NO_NOUN
    | QUANTIFIERS
)
"""Words that answer "who?" with no one's name."""


_ASKED = re.compile(
    r"(?:[^:?]{1,40}:\s*)?(?:(?:So|And|But|Now|Then|Well)\s*,?\s+)?(?:Is|Are|Was|Were|Do|Does|Did|Has|Have|Had|Can"
    r"|Could|Will|Would|Should|Shall)(?:n['’]t)?\s(?![^?]*\bstill\b)(?!you\s+(?:know|hear|see|notice|realise|realize)\b)"
    r"[^?]*\?\s*$"
)
"""A yes/no question ("Q: Did X leave Y?"): nothing happened (a "yes" says it); not "Is X still on Y?"
(it was) nor "Did you know that X joined Y?" (it tells it); :func:`answered` reads the answer."""


def asks_only(sentence: str) -> bool:
    """Whether ``sentence`` only asks, yes or no (:data:`_ASKED`): the extractor reads no fact from it."""
    return _ASKED.match(sentence) is not None


def _a_name(name: str, text: str) -> bool:
    """Whether an answer's capitalised run is a name: two words or more, or a word the text says elsewhere too,
    and opening with no word that names nobody."""
    words = name.split()
    if words[0].lower() in _NOBODY:
        return False
    return len(words) > 1 or len(re.findall(rf"(?<![\w]){re.escape(name)}(?![\w])", text)) > 1


def _lower_case(question: str) -> re.Match[str] | None:
    found = _WHO_LOWER.search(question)
    return found if found is not None and not english_word(found.group("object")) else None


def _when(found: re.Match[str], answer: str) -> str | None:
    """The answer to a when-question said with its words ("In 2014, I took over X."), or None."""
    dated, verb = _DATED_ANSWER.match(answer), past_tense(found.group("verb"))
    if dated is None or verb is None or find_time(dated.group("date")) is None:
        return None
    if found["role"] and not RelationLexicon.asked_senses(found["role"].split()[-2]):
        return None  # "become head of X" is a post; "become interested in X" none
    who = "I" if found.group("who") == "you" else found.group("who")
    said = f"{dated.group('date')}, {who} {verb}{found.group('particle') or ''}{found.group('role') or ''}"
    said = f"{said} {found.group('object')}"
    return f"{said}{dated.group('rest') or '.'}"


def _what(found: re.Match[str], answer: str) -> str | None:
    """The answer to "What does X VERB?" said with its words ("X develops a solar system."), or None."""
    thing = _THING_ANSWER.match(answer)
    if thing is None:
        return None
    subject = found.group("subject")
    said = f"{subject[:1].upper()}{subject[1:]} {third_person(found.group('verb'))} {thing.group('article').lower()}"
    return f"{said} {thing.group('thing')}{thing.group('rest') or '.'}"


def _confirmed(found: re.Match[str], answer: str) -> str | None:
    """The statement a "yes" confirms, with what the answer adds ("Yes, right up until early 2021." after "So B was
    your lead on X from early 2010?" is "B was your lead on X from early 2010, right up until early 2021."), or
    None for any other answer."""
    yes = _YES.match(answer)
    if yes is None:
        return None
    said = f"{found['subject'] or found['said']} {(found['aux'] or found['verb']).lower()} {found['rest'].strip()}"
    rest = yes["rest"].strip()
    return f"{said}, {rest}" if rest[:1].islower() else f"{said}. {rest}".rstrip() if rest else f"{said}."


_DATE_ALONE = (
    r"(?:\d{4}-\d{2}(?:-\d{2})?|\d{1,2}/(?:\d{1,2}/)?\d{4}"
    r"|(?:(?:the\s+)?(?:early|mid|late|middle|end|start|beginning|spring|summer|autumn|fall|winter|opening\s+weeks)"
    rf"(?:\s+of)?[\s-]+)?(?:\d{{1,2}}\s+)?(?:(?i:{MONTH})\.?\s+)?(?:\d{{1,2}},?\s+)?\d{{4}})"
)
"""A date said alone ("2019", "July 2020", "3 May 2020", "2020-07", "07/2020", "the middle of 2020", "early 2015"):
no event ("the merger in 2019", "Christmas 2019")."""
_NOT_SINCE = re.compile(
    rf"(?:(?i:no)\s*[,.!—–-]?\s*)?(?i:not)\s+since\s+(?P<when>{_DATE_ALONE})"
    r"(?:,\s*(?:[A-Z][a-z]+|sir|madam)(?=[.;!?]|$))?(?:[.;!?]|$|(?=,))"
)
"""An answer that a state asked about ended at a date said alone ("Not since July 2020, Councillor.", "Not since 2017,
when …"); not "Not since the merger in 2019", nor "Not since 2019 has she missed …"."""
_AT_THAT_POINT = re.compile(r"\bat\s+that\s+(?:point|stage)\b")


def _not_since(found: re.Match[str], answer: str) -> str | None:
    """A "not since D" to "Is X still under Y?" said as the state that ended ("X was under Y before D."); in the next
    sentence of the answer, "it" is X when X is plainly a thing (:func:`~c0lab.extract.it_refers.plainly_thing`: "the
    Quill toolkit", not "Tom") and no more than one name is said before it ("P, which makes it, …"; not "A was sold to
    B, which renamed it"), and "at that point" is D when the sentence says no date of its own ("P relicensed it
    under Z at that point": P relicensed X under Z in D); else None."""
    since = _NOT_SINCE.match(answer)
    if since is None or not found["link"]:
        return None
    thing, past = found["thing"], "were" if found["be"] in ("Are", "Were") else "was"
    rest = answer[since.end() :]
    first = re.match(r"[^.;!?]*[.;!?]?", rest)
    if first is not None:  # the answer's next sentence: its "it" is the thing asked about, "at that point" the date
        it = re.search(r"\bit\b(?!['’])", first[0])
        named = len(re.findall(rf"{_NAME}", first[0][: it.start()])) if it else 0  # "P, which makes it": P's thing
        said = (
            re.sub(r"\bit\b(?!['’])", thing, first[0])
            if named <= 1 and plainly_thing(re.sub(r"^[Tt]he\s+", "", thing))
            else first[0]
        )
        said = said if re.search(r"\d", said) else _AT_THAT_POINT.sub(f"in {since['when']}", said)
        rest = said + rest[first.end() :]
    stop = "" if rest.startswith(",") else "."  # "Not since 2017, when …": the clause goes on
    return f"{thing[0].upper()}{thing[1:]} {past} {found['link']}{found['value']} before {since['when']}{stop}{rest}"


def _not_still(found: re.Match[str], answer: str) -> str | None:
    """A "no" to "… still on Y?" followed by where it went, in one clause of its own ("No. It was moved to Z in 2017.")
    said with where it came from ("No. It was moved from Y to Z in 2017."), or a "not since" (:func:`_not_since`), or
    None."""
    if (ended := _not_since(found, answer)) is not None:
        return ended
    no = re.match(
        r"(?i:no)[,.!]\s*(?P<rest>(?i:it|he|she|they)\s+(?:was|were|has\s+been|had\s+been)\s+[^,;]+?)(?P<tail>[.;].*)?$",
        answer,
    )  # "No. It was moved to Z in 2017; the old licence only covers …": the clause of the move
    more = no and re.search(r"\b(?:but|still|back|returned)\b|\band\s+(?:then\s+)?(?:to\b|(?:was\s+)?moved)", answer)
    # another move after it: "…; but it returned to Y in 2018", "… and to Z in 2019"
    change = _CHANGE_TO.search(no["rest"]) if no and not more else None
    if no is None or change is None:
        return None
    moved = f"{no['rest'][: change.end()]}from {found['value']} {no['rest'][change.end() :]}"
    return f"{answer[: no.start('rest')]}{moved}{no['tail'] or ''}"


def _asked_thing(who: re.Match[str]) -> str:
    """What a who- or which-question asks about: its object, with the words after it for a which-question ("Which
    licence covers the Phashagri toolkit?": "the Phashagri toolkit")."""
    return who.group("object") + (who.group("rest") if who["noun"] else "")


def _of_kind(answer: str, noun: str) -> re.Match[str] | None:
    """An answer to "Which licence covers X?" naming one of the kind asked ("The Brenlow licence, since 2019."): its
    name with the kind ("Brenlow licence") and the rest, as :data:`_WHO_ANSWER` gives them."""
    return re.match(rf"^(?P<name>(?:The\s+)?{_NAME}\s+{noun})(?P<rest>(?:[,.;]|\s+(?:since|from|until)\b).*|)$", answer)


def answered(text: str) -> str:
    """``text`` with each answer to a who-, where-, when- or what-question, a "yes" to a confirming question and a
    "no" to a "still" question said with the question's words (see the module)."""
    if "?" not in text:
        return text
    if len(_LABELLED.findall(text)) >= 2:
        text = _TURNS.sub("\n", text)  # "Q: …? A: …. Q: …", "HOST: … GUEST: …": a turn to a line
    lines = text.split("\n")
    asked: re.Match[str] | None = None  # the last who-question answered, for a follow-up "and before?"
    for number in range(1, len(lines)):
        question = lines[number - 1]
        if (it := _WHO_IT.search(question)) and (before := _MID_NAME.findall(question[: it.start()])):
            question = f"{question[: it.start('it')]}{before[-1]}{question[it.end('it') :]}"  # "who runs it?"
        who, where = _WHO.search(question) or _lower_case(question), _WHERE.search(question)
        earlier = asked is not None and who is None and _BEFORE.match(question) is not None
        who = asked if earlier else who
        when, what, confirming = _WHEN.search(question), _WHAT.search(question), _CONFIRMING.search(question)
        if not (who or where or when or what or confirming or "still" in question) or lines[number].endswith("?"):
            continue
        found = _ANSWER.match(lines[number])
        answer = found.group("answer").strip() if found else ""
        said = _when(when, answer) if when else _what(what, answer) if what else None
        said = said or (_confirmed(confirming, answer) if confirming and not who else None)
        said = said or (_not_still(still, answer) if (still := _STILL.search(question)) else None)
        if said is not None:
            lines[number] = f"{found.group('label') if found else ''}{said}"  # its label kept: the speaker's turn
            continue
        kind = who["noun"] if who else None  # "Which licence covers X?" / "The B licence, since 2019."
        named = (_of_kind(answer, kind) if kind else None) or _WHO_ANSWER.match(answer)
        if who and named and (kind and named["name"].endswith(f" {kind}") or _a_name(named["name"], text)):
            rest, _, tail = _NEXT_LABEL.sub("\n", named.group("rest"), count=1).partition("\n")  # "B. Note: …"
            rest = re.sub(r"^\.(?=\s+(?:since|from|until)\b)", ",", rest.rstrip("."))  # "X. since …"
            rest = re.sub(r"(?<=[.!?]\s)\s*[a-z]", lambda low: low.group().upper(), rest)  # "… 2021. before that …"
            verb = re.sub(r"^(?:s|is)\b", "was" if earlier else "is", who.group("verb"))  # "Who's running X?"
            thing = _asked_thing(who)
            thing = thing.capitalize() if thing.islower() and not english_word(thing) else thing  # "tanphacor"
            rest = re.sub(r"\bit\b(?!['’])", thing, rest)  # "… before that B ran it": the thing asked about
            rest = re.sub(r"\b(?:in\s+charge|at\s+the\s+helm)\b(?!\s+of\b)", rf"\g<0> of {thing}", rest)  # "B was in
            # charge before that": of the thing asked about
            said = f"{'Before that, ' if earlier else ''}{named.group('name')} {verb} {thing}{rest}."
            lines[number] = f"{said} {tail}" if tail else said
            asked = who
        elif earlier and who is not None and (said_it := _IT_OBJECT.search(answer)):  # "And before that? — Until
            said = f"{answer[: said_it.start('it')]}{_asked_thing(who)}{answer[said_it.end('it') :]}"  # then P
            # published it under A"
            lines[number] = f"{found.group('label') if found else ''}{said}"
        elif where and (place := _PLACE.match(answer) or _BARE_PLACE.match(answer)):  # "In Dunmore." / "Dunmore."
            rest = place.group("rest").rstrip(".")
            lines[number] = f"{where.group('object')} is {where.group('verb')} in {place.group('place')}{rest}."
    return "\n".join(lines)
