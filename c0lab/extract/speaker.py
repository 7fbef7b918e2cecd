"""First person said in the third: a text whose speaker is named ("Interview with Dana Reyes", "From: Dana Reyes",
"Dana Reyes writes:", a signature closing it) reads "I took over Atlas" as "Dana Reyes took over Atlas".

The speaker is named by a heading opening the text or a bracket crediting it ("(From our interview with X.)",
"(posted by X)") (an interview, an oral history, a statement, a memo, a diary, a letter "from"/"by"/"with" a person;
an e-mail's ``From:`` line; "X writes:"; "X (interview, 2022):"; 'X: "…'), by a signature closing it (a person's
name alone on the last line, after a closing word such as "Best," or a dash, or after a dash closing the last line:
"… in January 2020. — Dana Reyes"), or, line by line, by a speaker's turn ("[10:02] Kofi Adjei: …", "A (Rafael
Ortiz): …"; a record's key such as "Project Lead:" is no speaker). "I", "me", "my" and "myself" become the speaker's
name, and the verb after "I" agrees ("I head" → "Dana Reyes heads", "I have" → "… has"); "we", "us" and "our" become
the speaker's organisation when a signature or a "— X, Org" line names one, or the body a line says it is written on
behalf of ("on behalf of X", named speaker or not).
An interviewer's lines ("Q:", "Interviewer:") are the interviewer's and are left as written.
"""

from __future__ import annotations

import re

from .names import UPPER
from .records import is_key

__all__ = ["first_person", "third_person"]

_LOWER = rf"[^\W\d_{UPPER}]"
_CAPITALISED = rf"[{UPPER}](?:['’][{UPPER}])?{_LOWER}[\w'’-]*"
_PERSON = rf"{_CAPITALISED}(?:\s+(?:de|van|von|da|di|del|le|la)?\s*{_CAPITALISED}){{1,3}}"
"""A person's name: two to four words shaped as names (a capital, then lower case: "THE FIELD" is none)."""
_HEADING = re.compile(  # the heading's words in any case, the name capitalised ("Notes from the valley" names none)
    rf"^\s*(?i:(?:interview|conversation|talk)\s+with|oral\s+history\s*:?|(?:statement|memo|note|notes|letter|message|"
    rf"testimony|account|remarks|email|e-mail|diary|journal|recollections|memoir)\s+(?:by|from|of)|from\s*:|"
    rf"by\s*:?|author\s*:|diary\s+of|transcript\s*:)\s*(?P<name>{_PERSON})"
)
_WRITES = re.compile(rf"^\s*(?P<name>{_PERSON})\s*(?:writes|wrote|says|said|recalls|remembers)\s*:")
_CREDITED = re.compile(
    rf"\(\s*(?:(?i:(?:from|taken\s+from|excerpted\s+from)\s+(?:our|an|the|this|my)\s+)?(?i:interview|conversation|talk|chat|podcast|q\s*&\s*a)"
    rf"\s+with|(?i:posted|written|shared|tweeted|sent)\s+by)\s+(?P<name>{_PERSON})\s*[.,)]"
)
"""A bracket crediting the text to an interview with a person or to its poster, wherever it stands ("(From our
interview with X.)", "(posted by X)")."""
_SAYS = re.compile(rf"^\s*(?P<name>{_PERSON})\s*(?:\([^()]*\))?\s*:\s*(?=[\"“']|I\b)")
_TURN = re.compile(rf"^\s*(?:\[[^\]]*\]\s*)?(?:A\s*\(\s*)?(?P<name>{_PERSON})\s*\)?\s*:\s*")
_MARKED = re.compile(r"^\s*(?:\[[^\]]*\]|A\s*\()")
"""A turn marked as one by a time stamp or an answer's "A (" ("[10:02] X: …", "A (X): …")."""
_SIGNED = re.compile(rf"^\s*(?:[—–-]+\s*)?(?P<name>{_PERSON})\s*(?:,\s*(?P<org>[{UPPER}][^,]*?))?\s*\.?\s*$")
_SIGNED_AFTER = re.compile(rf"[.!?]\s+[—–]\s*(?P<name>{_PERSON})\s*(?:,\s*(?P<org>[{UPPER}][^,]*?))?\s*\.?\s*$")
"""A signature after a dash closing the text's last line ("… in January 2020. — Dana Reyes")."""
_CLOSING = re.compile(
    r"^\s*(?:best|regards|best\s+regards|kind\s+regards|thanks|thank\s+you|cheers|sincerely|yours(?:\s+\w+)?|"
    r"warmly|all\s+the\s+best)\s*,?\s*$",
    re.IGNORECASE,
)
_NAMED = re.compile(rf"(?<![.!?]\s)\b[{UPPER}][\w'’&-]*(?:\s+(?:of\s+)?[{UPPER}][\w'’&-]*)*")
"""A capitalised run (a name, for whose a sentence speaks of)."""
_ASKER = re.compile(r"^\s*(?:Q\s*[:.]|Question\s*:|Interviewer\s*:|Q\d*\s*[:.])")
_BEHALF = re.compile(
    rf"\b(?:I|[Ww]e)\b[^.!?]{{0,40}}?\bon\s+behalf\s+of\s+(?:the\s+)?"
    rf"(?P<org>[{UPPER}][\w'’-]*(?:\s+[{UPPER}][\w'’-]*)*)(?![\w'’]|\s+[{UPPER}]|\s+[a-z]+s\b)"
)
"""Whom an unsigned writer says they speak for ("I am writing on behalf of X"): the "we" of the line; not one
another speaks for ("B spoke on behalf of X"), nor a body's members ("on behalf of X fans")."""
_AT_ORG = re.compile(rf"\b(?:At|at)\s+(?:the\s+)?(?P<org>[{UPPER}][\w'’-]*(?:\s+[{UPPER}][\w'’-]*)*)\s*,?\s+(?=we\b)")
_AUX = {"am": "is", "'m": " is", "’m": " is", "have": "has", "'ve": " has", "’ve": " has", "do": "does", "was": "was"}
_KEEP = frozenset(
    "was had did will would can could shall should may might must took became ran led made left moved founded got "
    "went came gave held set put began built sold wrote met saw said found brought kept spent won lost heard joined "
    "stepped handed took also still now then just first later already never always currently jointly only".split()
)
"""Words after "I" that keep their form (past tenses, modals, adverbs)."""
_ADVERBS = frozenset("now also still currently then just first later already never always jointly only".split())
_FOLLOWING = r"(?P<rest>(?:\s+(?:" + "|".join(sorted(_ADVERBS)) + r"))*\s+[a-z]+\b)?"
_WORD = re.compile(r"\b(?P<word>I|me|my|myself)\b(?P<tail>'m|’m|'ve|’ve|'ll|’ll|'d|’d)?" + _FOLLOWING)
_WE = re.compile(r"\b(?P<word>[Ww]e|us|[Oo]ur)\b(?P<tail>'re|’re|'ve|’ve)?" + _FOLLOWING)
_TAILS = dict.fromkeys(("'m", "’m", "'re", "’re"), "is") | dict.fromkeys(("'ve", "’ve"), "has")
_TAILS |= dict.fromkeys(("'ll", "’ll"), "will") | dict.fromkeys(("'d", "’d"), "would")


def third_person(verb: str) -> str:
    """A verb's present third person singular ("head" → "heads", "focus" → "focuses", "fly" → "flies")."""
    if verb.endswith(("ch", "sh", "x", "z", "o", "s")):
        return f"{verb}es"
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return f"{verb[:-1]}ies"
    return f"{verb}s"


def _agree(rest: str) -> str:
    """The words after a third-person subject that stood for "I" or "we", the first verb made to agree."""
    found = re.match(r"(?P<space>\s+)(?P<adverbs>(?:(?:" + "|".join(_ADVERBS) + r")\s+)*)(?P<verb>[a-z]+)\b", rest)
    if found is None:
        return rest
    verb = found.group("verb")
    if verb in ("am", "are"):
        agreed = "is"
    elif verb in ("have", "do", "were"):
        agreed = {"have": "has", "do": "does", "were": "was"}[verb]
    elif verb in _KEEP or verb.endswith(("ed", "ing")) or len(verb) < 3 or re.search(r"[^su]s$", verb):
        return rest
    else:
        agreed = third_person(verb)
    return f"{found.group('space')}{found.group('adverbs')}{agreed}{rest[found.end() :]}"


def _speaker(lines: list[str]) -> tuple[str | None, str | None]:
    """The text's speaker and their organisation, from its heading or its signature."""
    for line in lines[:3]:
        for pattern in (_HEADING, _WRITES, _SAYS):
            if found := pattern.match(line):
                return found.group("name"), None
    if credited := _CREDITED.search("\n".join(lines)):
        return credited.group("name"), None
    filled = [line for line in lines if line.strip()]
    if len(filled) >= 2 and (signed := _SIGNED.match(filled[-1])):
        dash = filled[-1].lstrip()[:1]
        listed = filled[-2].lstrip().startswith(("-", "*", "•", dash))  # "- Ada Kell" after "- …" is a list's item
        if _CLOSING.match(filled[-2]) or (dash in ("—", "–", "-") and not listed):
            return signed.group("name"), signed.group("org")
    if filled and (signed := _SIGNED.match(filled[0])) and filled[0].lstrip().startswith(("—", "–")):
        return signed.group("name"), signed.group("org")
    if filled and (signed := _SIGNED_AFTER.search(filled[-1])):  # "… in January 2020. — Dana Reyes"
        return signed.group("name"), signed.group("org")
    return None, None


def _said_by(line: str, name: str | None, org: str | None) -> str:
    """One line with its first person said as ``name`` (and "we" as ``org``; "I" kept with no name)."""

    def third(found: re.Match[str], who: str) -> str:
        word, tail, rest = found.group("word").lower(), found.group("tail"), found.group("rest") or ""
        if word in ("my", "our"):
            return f"{who}'s{rest}"
        if tail:
            return f"{who} {_TAILS[tail]}{rest}"
        return f"{who}{_agree(rest)}" if word in ("i", "we") else f"{who}{rest}"

    if name is not None:
        line = re.sub(r"\b([Bb]efore) me,", r"\1 that,", line)  # "Before me, X ran it": until the speaker's turn
        line = _WORD.sub(lambda found: third(found, name), line)
    if org := org or ((at := _AT_ORG.search(line)) and at.group("org")) or None:
        line = _AT_ORG.sub(lambda found: "" if found.group("org") == org else found.group(), line)  # "At X we" → X
        line = _WE.sub(lambda found: third(found, str(org)), line)
    return line


def _other(sentence: str, speaker: str) -> str | None:
    """The one name other than the speaker's in a sentence the speaker opens ("Dana Reyes heads the Orvel Lab." →
    "Orvel Lab"), else ``None``."""
    place = sentence.find(speaker)
    if place < 0 or len(sentence[:place].split()) > 3:  # the speaker opens it, after a date at most ("In 2012 …")
        return None
    others = [found.group() for found in _NAMED.finditer(sentence[place + len(speaker) :])]
    return others[0] if len(others) == 1 else None


def _thing(line: str, speaker: str) -> str:
    """A line whose sentence opening with "It"/"Its" after one the speaker opens: "it" is the one other name that
    sentence said, never the speaker (whom the rules would take as the previous sentence's first name)."""
    parts = re.split(r"(?<=[.!?])\s+", line)
    for number in range(1, len(parts)):
        other = _other(parts[number - 1], speaker)
        if other and (it := re.match(r"(It|Its)\b", parts[number])):
            parts[number] = (other if it.group(1) == "It" else f"{other}'s") + parts[number][it.end() :]
    return " ".join(parts)


def first_person(text: str) -> str:
    """``text`` with its speaker's first person said in the third (see the module); as written when no speaker
    is named."""
    if not re.search(r"\b(?:I|me|my|[Ww]e|us|[Oo]ur)\b", text):
        return text
    lines = text.split("\n")
    name, org = _speaker(lines)
    if name and (signed := _SIGNED_AFTER.search(lines[-1])) and signed.group("name") == name:
        lines[-1] = lines[-1][: signed.start() + 1]  # the signature is no name the last sentence says
    turns = [turn if (turn := _TURN.match(line)) and not is_key(turn.group("name")) else None for line in lines]
    talk = sum(map(bool, turns)) >= 2  # a conversation: "Title: text" alone is no speaker's turn
    out = []
    for line, turn in zip(lines, turns, strict=True):
        turn = turn if turn and (talk or _MARKED.match(line)) else None
        speaker = turn.group("name") if turn and not _ASKER.match(line) else name
        if speaker is None and (behalf := _BEHALF.search(line)):  # "I write on behalf of X … a project we run"
            out.append(_said_by(line, None, behalf.group("org")))
            continue
        if _ASKER.match(line) or speaker is None:
            out.append(line)
            continue
        said = _said_by(line[turn.end() :] if turn else line, speaker, org)  # the turn's speaker is the subject
        if org is None and re.search(r"\b(?:[Ww]e|us|[Oo]ur)\b", said):  # "we": the speaker's one body
            first = re.split(r"(?<=[.!?])\s+", said)[0]
            if own := _other(first, speaker):
                said = _said_by(said, speaker, own)
        out.append(_thing(said, speaker) if said != line else said)
    return "\n".join(out)
