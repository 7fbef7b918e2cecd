"""Notes written tersely said as prose: a dated role after a name, and rows under named columns.

- A line "Name — Role 1920–44; …" or "Name: Role 1947–50, …" (a dash or a colon, a role, its period, maybe more
  periods, "and 1807–1827") is "Name held office as Role from 1920 to 1944; …" ("served as" a role of an
  owner). A role of an organisation said
  with its noun ("Reichsbank president", "Labour leader") is "Name was president of Reichsbank from … to …".
- A short form in the role resolves to the full form the text or the memory's names give it: a word's stop
  ("Gov." → "Governor"), a name's initials ("BoE" → "Bank of England", "PM" → "Prime Minister"); a short form
  that resolves to none leaves the line as written.
- A list of holders under a heading that names them ("Calder Vale managers", "Managers of Calder Vale:"), a line
  each: "1946–1958: L. Haworth (manager)" is "L. Haworth was manager of Calder Vale from 1946 to 1958."
- Rows under named columns (a table's header row, "| Chair | From | To |", or a stated column list, "Doges of
  Venice (office, name, from, to):" then "Doge of Venice, Francesco Foscari, 1423, 1457") are records: the holder,
  the office (its column, else the holder column's key of what the heading names), the start and the end said as
  "Holder served as Office from Start to End."

- A sentence that opens with a role's noun, a seat's or an aim's and "of" a name, its article dropped: "Director of
  X is Y", "Seat of X is Y", "Object of X is …" is "The director of X is Y" (not "University of Oslo is …", a name).

One line for one line (a header row is blanked), so :func:`~c0lab.extract.registers.written_as` still finds each
sentence's line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .._reading import CAPITAL_MONTH
from ..retrieval import meaning
from ..retrieval.lexicon import LEADING, RelationLexicon
from ..retrieval.meaning import english_word, role_noun
from .headers import WRITING
from .names import UPPER
from .objects import adjective
from .records import is_key

__all__ = ["org_roles", "rewritten", "terse"]

_MONTH = rf"{CAPITAL_MONTH}\.?"  # a whole month's name: "Mayor 1990" is no month
_DATE = rf"(?:(?:\d{{1,2}}\s+)?{_MONTH}\s+)?\d{{4}}"
_PERIOD = rf"(?P<start>{_DATE})\s*[–—-]\s*(?P<end>{_DATE}|\d{{2}}(?!\d))"
_WORD = rf"(?!{_MONTH}\s+\d)[{UPPER}][\w'’&]*\.?"
_ROLE = rf"{_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_WORD})*(?:\s+[a-z]{{3,}})?"
_LINE = re.compile(
    rf"^(?P<lead>\s*(?:[-*•]\s+)?)(?:(?P<owner>[{UPPER}][^:|\n]*?):\s+)??(?P<name>{_WORD}(?:\s+{_WORD}){{0,3}})(?:\s*\([^()]*\))?\s*(?:[—–]|:|\s-)\s*"
    rf"(?P<role>{_ROLE})\s+{_PERIOD}(?P<rest>(?:\s*[,;.(].*|\s+and\s.*)?)$"
)
_MORE = re.compile(rf"^\s*(?:(?:,\s*|\s+)and\s+(?:again\s+)?|(?:,\s*then|;|,)\s+(?:(?P<role>{_ROLE})\s+)?){_PERIOD}")
"""A further period of the line's role ("and 1807–27", "; 1807–27") or of another ("; PM 1964–70", ", then PM …")."""
_CLAUSE = re.compile(r"^(?P<stop>\s*[;,]\s+)(?P<verb>[a-z]+ed)\b")
"""A clause after the period that drops its subject ("; succeeded Cokayne", ", resigned through ill health")."""
_OWNER = rf"[{UPPER}][\w'’&.]*(?:\s+(?:(?:of|the|and|for|de)\s+)*[{UPPER}][\w'’&.]*){{0,4}}"
"""What a list of holders is of: "Calder Vale", "University of Velsbruck"."""
_HOLDERS_HEADING = re.compile(
    rf"^(?:#+\s*)?(?:(?P<owner>{_OWNER})\s+(?P<roles>[a-z]{{3,}}s)"
    rf"|(?P<titled>[A-Z][a-z]{{2,}}s)\s+of\s+(?:the\s+)?(?P<of>{_OWNER}))"
    r"\s*:?\s*$"
)
"""A heading over a list of holders: "Calder Vale managers", "Managers of Calder Vale:", "Rectors of the University
of Velsbruck"."""
_DATED_HOLDER = re.compile(
    rf"^(?P<lead>\s*(?:[-*•]\s+)?)(?P<start>\d{{4}})\s*[–—-]\s*(?P<end>\d{{4}}|\d{{2}}(?!\d)|present|now)\s*(?:[:–—-]\s*)?"
    rf"(?P<name>{_WORD}(?:\s+{_WORD}){{0,3}})\s*(?:\((?P<role>[a-z][a-z -]*)\))?\s*\.?\s*$"
)
"""A line of such a list: "1946–1958: L. Haworth (manager)", "- 1964–70 — Jim Pryce", "- 1642–1655 Anselm Dorr"."""
_NAME_KEYS = frozenset("name holder person incumbent".split())
_OFFICE_KEYS = frozenset("office post position title role".split())
_START_KEYS = frozenset("from start since began begin took".split())
_END_KEYS = frozenset("to end until left ended".split())
_COLUMNS = re.compile(r"^(?P<owner>[^()\n]*?)\s*\((?P<columns>[a-z]+(?:\s*,\s*[a-z]+)+)\)\s*:\s*$", re.I)
_TITLE = re.compile(rf"^(?:#+\s*)?(?P<owner>[{UPPER}][^:|]*?)\s*:\s*(?=\|)|^#+\s*(?P<heading>[{UPPER}].*?)\s*$")


def _past(word: str) -> bool:
    """Whether ``word`` is a verb's past form WordNet knows ("succeeded", "resigned")."""
    net = meaning.wordnet()
    return net is not None and any(base != word for base in net.base_forms(word, "v"))


def _a_person(role: str) -> bool:
    """Whether ``role``'s head noun ("Governor" of "Governor of the Bank", "president" of "Reichsbank president")
    has any sense that is a kind of person (:func:`~c0lab.retrieval.meaning.role_noun`'s ``any_sense``: "Chair"):
    "London: Population 1900-1950" holds no office. True with no WordNet (every such line is read, as before)."""
    head = role.split(" of ")[0].split()[-1].rstrip(".")
    return meaning.wordnet() is None or role_noun(head, any_sense=True)


def _a_holder(name: str) -> bool:
    """Whether ``name`` may hold an office: no word of it has a digit or names a writing (:data:`WRITING`): "Q3
    Report — Sales Director 2019–2020" and "Minutes: Chair 2019–2020" are a writing's heads, no holder's."""
    return not any(re.search(r"\d", word) or word.casefold() in WRITING for word in name.split())


def _contracted(short: str, word: str) -> bool:
    """Whether ``short`` is ``word`` cut or contracted: its first letter, then its letters in order ("gov",
    "wdn" of "warden")."""
    letters = iter(word[1:])
    return word[:1] == short[:1] and all(letter in letters for letter in short[1:])


def _year(end: str, start: str) -> str | None:
    """A period's end in full ("44" after 1920 is 1944; "03" after 1998 is 2003, the next century's), or None for
    two digits that make no stint ("1990–85" is not 2085)."""
    if len(end) != 2:
        return end
    year = start[-4:]
    full = f"{year[:2]}{end}"
    later = f"{int(year[:2]) + 1}{end}"
    return full if full >= year else later if int(later) - int(year) <= _LONGEST_STINT else None


_LONGEST_STINT = 30
"""The most years a period written with a two-digit end is read to run into the next century ("1998–03")."""


def _spans(names: Iterable[str]) -> list[str]:
    return [name for name in names if name and not name[0].isdigit()]


def _expanded(word: str, names: list[str]) -> str | None:
    """The full form of a short one ("Gov." → "Governor", "BoE" → "Bank of England"), the word itself when it is
    none, ``None`` when no name gives it."""
    if word.endswith("."):
        stem = word[:-1].lower()
        full = {w for name in names for w in name.split() if len(w) > len(stem) + 1 and _contracted(stem, w.lower())}
        return full.pop() if len(full) == 1 else None
    if sum(letter.isupper() for letter in word) < 2 or not word.isalpha():
        return word
    wanted = word.lower()
    full = {name for name in names if "".join(w[0] for w in name.split()).lower() == wanted and " " in name}
    return full.pop() if len(full) == 1 else None


def _role(role: str, names: list[str], owner: str | None = None) -> str | None:
    """The role in full, the full name of an office the names hold when there is one ("Governor of the Bank of
    England"), ``None`` when a short form resolves to nothing."""
    words = [_expanded(word, names) for word in role.split()]
    if any(word is None for word in words):
        return None
    said = " ".join(word for word in words if word)
    owned = f"{said} of the {owner}"
    if " " not in said and owner and owned in names:
        return owned  # "Governor" under a heading "Bank of England"
    if said == role:
        return role
    title, _, owner = said.partition(" ")
    for full in (f"{title} of the {owner}", f"{title} of {owner}", said):
        if owner and full in names:
            return full
    return said if " of " in said or not owner else f"{title} of {owner}"


def _held(role: str) -> str:
    """How holding ``role`` is said so the rules type it: "served as Warden of X" (read as the role of X, or as
    an office), "held office as Provost" (a bare title)."""
    return f"served as {role}" if " of " in role else f"held office as {role}"


def _said(name: str, role: str, start: str, end: str, names: list[str]) -> str:
    noun = role.rsplit(" ", 1)
    if len(noun) == 2 and noun[1].islower() and is_key(noun[1]):  # "Reichsbank president", "Labour leader"
        longer = {known for known in names if known.startswith(f"{noun[0]} ") and " of " not in known}
        owner = f"the {longer.pop()}" if len(longer) == 1 else noun[0]  # "Labour" where "Labour Party" is known
        held = f"was {noun[1]} of {owner}"
    else:
        held = _held(role)
    return f"{name} {held} from {start} to {_year(end, start)}"


def _ends(found: re.Match[str]) -> bool:
    """Whether a period's end reads as a year (:func:`_year`)."""
    return _year(found["end"], found["start"]) is not None


def _line(line: str, names: list[str]) -> str:
    found = _LINE.match(line)
    if found is None or found.group("role").split()[0].lower() in ("correction", "note", "update"):
        return line
    role = _role(found.group("role"), names, found.group("owner"))
    if role is None or not _a_person(role) or not _a_holder(found.group("name")):
        return line
    name, rest = found.group("name"), found.group("rest")
    if not _ends(found):
        return line  # "Mayor 1990–85": no period
    told = [_said(name, role, found.group("start"), found.group("end"), names)]
    while more := _MORE.match(rest):
        other = _role(more.group("role"), names, found.group("owner")) if more.group("role") else role
        if other is None or not _ends(more):
            break
        role = other
        told.append(_said(name, role, more.group("start"), more.group("end"), names))
        rest = rest[more.end() :]
    if (clause := _CLAUSE.match(rest)) and _past(clause.group("verb")):  # "; succeeded Cokayne": Name's too
        rest = f"{clause.group('stop')}{name} {rest[clause.end('stop') :]}"
    owner = f"{found.group('owner')}: " if found.group("owner") else ""
    return f"{found.group('lead')}{owner}{'. '.join(told)}{rest or '.'}"


def _office_word(word: str) -> bool:
    """Whether ``word`` names a role ("Governor", "president", "Chair"), as a column's name is read."""
    return role_noun(word) or is_key(word)


def _row(cells: list[str], keys: list[str], owner: str) -> str | None:
    """A row said as a holding, ``None`` when its columns name no holder and no period."""
    named = dict(zip(keys, cells, strict=True))
    start = next((named[key] for key in keys if key.lower() in _START_KEYS), None)
    end = next((named[key] for key in keys if key.lower() in _END_KEYS), None)
    office = next((named[key] for key in keys if key.lower() in _OFFICE_KEYS), None)
    holder_key = next((key for key in keys if key.lower() in _NAME_KEYS), None)
    if holder_key is None and office is None:
        holder_key = next(
            (key for key in keys if _office_word(key) and key.lower() not in _START_KEYS | _END_KEYS),
            None,
        )  # a column named by a role ("Chair", "Clerk"): its cells hold that role
        office = _office_of(holder_key, owner) if holder_key and owner else holder_key
    if not (holder_key and office and start and re.search(r"\d{4}", start)):
        return None
    until = f" to {end}" if end and re.search(r"\d{4}", end) else ""
    return f"{named[holder_key]} {_held(office)} from {start}{until}."


def _office_of(key: str, heading: str) -> str:
    """The office a column named by a role holds under ``heading``: the heading's own office when it names the
    role's holders ("Chancellor" under "Chancellors of the Exchequer": "Chancellor of the Exchequer"), else the
    role of what the heading names ("Governor" under "Bank of Kestrel": "Governor of the Bank of Kestrel")."""
    first, _, rest = heading.strip().partition(" ")
    if first.lower() in {key.lower(), f"{key.lower()}s", f"{key.lower()}es"}:
        return f"{key} {rest}".strip()
    return f"{key} of the {heading}"


def _cells(line: str, comma: bool) -> list[str]:
    if comma:
        return [cell.strip() for cell in line.split(",")]
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


_ORG_ROLE = re.compile(
    r"\b(?P<verb>is|was|became|becomes|remained|remains|has\s+been|have\s+been|had\s+been"
    r"|(?:is|was|were|has\s+been|had\s+been)\s+(?:appointed|named|made|elected|installed|hired)(?:\s+as)?)\s+"
    r"(?:(?P<the>the\s+)|our\s+)?"
    rf"(?P<org>[{UPPER}][\w'’&]*(?:\s+[{UPPER}][\w'’&]*){{0,3}})\s+(?P<noun>[a-z]{{3,}})\b"
)
"""A role of an organisation said with the organisation first, after a copula or a verb that gives a role: "X
remained Kestrel chair", "X was the Reichsbank president", "X was appointed Calder Vale manager", "X has been our
Kestrel lead since 2019"."""


_AWARD = re.compile(r"\s+of\s+the\s+(?:year|season|month|week|match|decade|century|tournament)\b")
_STILL = {"remained": "was", "remains": "is"}
"""The senses of a role noun that is not a person noun in WordNet ("chair": a seat first)."""


def org_roles(line: str) -> str:
    """``line`` with each role said after its organisation ("remained Kestrel chair") said as the role of it
    ("remained chair of Kestrel"): read as written, the organisation was the copula's object ("X remained
    Kestrel"), and the role was lost.

    >>> org_roles("Eli Roe remained Kestrel chair until 1948.")
    'Eli Roe was chair of Kestrel until 1948.'
    >>> org_roles("Eli Roe was Kestrel born."), org_roles("It was Ann Hale's home.")
    ('Eli Roe was Kestrel born.', "It was Ann Hale's home.")
    >>> org_roles("Bo Lin is American actor.")
    'Bo Lin is American actor.'
    >>> org_roles("Bo Ek has been our Wren lead since 2019; Ana Lind had it from 2016 until then.")
    'Bo Ek has been lead of Wren since 2019; Ana Lind was lead of Wren from 2016 until then.'
    """

    def said(found: re.Match[str]) -> str:
        noun = found["noun"]
        if _AWARD.match(found.string, found.end()):
            return found[0]  # "was named Calder Vale player of the year": an award, no role held
        if re.search(r"['’]s?$", found["org"]) or not (role_noun(noun) or RelationLexicon.asked_senses(noun) & LEADING):
            return found[0]  # "was Isaac Newton's home": a possession, no role
        if adjective(found["org"]):
            return found[0]  # "is American actor", "was Olympic champion": a kind of actor, no organisation
        verb = _STILL.get(found["verb"], found["verb"])  # "remained chair of X until 1948": held it until then
        return f"{verb} {noun} of {found['the'] or ''}{found['org']}"

    said_line = _ORG_ROLE.sub(said, line)
    held = _ROLE_SAID.search(said_line)
    if held is None:
        return said_line
    role = f"was {held['role']} of {held['org']}"  # "…; A had it from 2016 until then": A was its lead then
    return said_line[: held.end()] + _HAD_IT.sub(lambda had: f"{had['name']} {role}", said_line[held.end() :])


_ROLE_SAID = re.compile(
    rf"\b(?:is|was|has\s+been|had\s+been)\s+(?P<role>[a-z]{{3,}})\s+of\s+(?P<org>(?:the\s+)?[{UPPER}][\w'’&]*"
    rf"(?:\s+[{UPPER}][\w'’&]*){{0,3}})"
)
_HAD_IT = re.compile(
    rf"(?P<name>[{UPPER}][\w'’-]*(?:\s+[{UPPER}][\w'’-]*){{1,3}})\s+(?:had|held)\s+it(?=\s+(?:from|since|between)\b)"
)
"""A role said held ("B has been lead of X since 2019"), and a name said to have had it after it ("; A had it from
2016 until then"): A was lead of X."""


_BARE_ROLE = re.compile(
    rf"(?:^|(?<=[.!?]\s)|(?<=\n))(?P<noun>[{UPPER}][a-z]+)(?=\s+of\s+(?:the\s+)?(?P<owner>[{UPPER}][\w'’.&-]*"
    rf"(?:\s+(?:of\s+|and\s+|&\s+)?[{UPPER}][\w'’.&-]*)*)\s+(?:is|was|has\s+been)\s+(?P<value>\S))"
)
"""A sentence's opening noun before "of" a name and a form of "be" ("Director of X is Y"): a role's, a seat's or an
aim's noun with its article dropped, when the lexicon reads it as leading or running, or it is one of :data:`_OWN`."""
_OWN = frozenset("seat headquarters aim goal object objective purpose focus mission scope".split())
"""Nouns of what a thing has one of: its seat, its aim."""


def _article_dropped(found: re.Match[str]) -> str:
    """The noun with its article, when it is a role's with a name after "is" or a seat's or an aim's, and what it is
    of is a name, not one English word ("Director of Photography is …", "Seat of Government is …": a title)."""
    noun = found["noun"].lower()
    role = RelationLexicon.asked_senses(noun) & LEADING and found["value"][0].isupper()
    of_a_name = " " in found["owner"] or not english_word(found["owner"])
    return f"The {noun}" if of_a_name and (role or noun in _OWN) else found[0]


def terse(text: str, known: Iterable[str] = ()) -> str:
    """``text`` with its terse lines said as prose (the module's forms); other lines as written."""
    text = _BARE_ROLE.sub(_article_dropped, text)
    owners = [part for name in known for part in re.split(r"\s+of\s+(?:the\s+)?", name, maxsplit=1)[1:]]
    names = _spans(
        [*known, *owners, *re.findall(rf"[{UPPER}][\w'’]*(?:\s+(?:of\s+(?:the\s+)?)?[{UPPER}][\w'’]*)*", text)]
    )
    out: list[str] = []
    keys: list[str] | None = None
    comma, owner = False, ""
    holders: tuple[str, str] | None = None  # (owner, role) a heading over a list of holders names
    for line in text.split("\n"):
        heading = _HOLDERS_HEADING.match(line.strip())
        if heading is not None:
            holders = _holders(heading)
        if holders is not None and (said := _dated_holder(line, holders)):
            out.append(said)
            continue
        holders = holders if heading is not None or not line.strip() else None  # another line ("Honours") ends it
        title = _TITLE.match(line)
        if title and title.group("heading"):
            owner, keys = title.group("heading"), None
        body = line[title.end() :] if title and title.group("owner") else line
        if listed := _COLUMNS.match(line):
            keys, comma, owner = [key.strip() for key in listed.group("columns").split(",")], True, ""
            out.append("")
            continue
        if not comma and body.strip().startswith("|"):
            cells = _cells(body, comma=False)
            if keys is None and all(re.fullmatch(r"[A-Za-z ]+", cell) for cell in cells if cell):
                keys, owner = cells, title.group("owner") if title and title.group("owner") else owner
                out.append("")
                continue
            if keys is not None and all(re.fullmatch(r":?-+:?", cell) for cell in cells):
                out.append("")
                continue
        elif not comma:
            keys = None
        if keys is not None:
            cells = _cells(body, comma)
            if len(cells) == len(keys) and (row := _row(cells, keys, owner)):
                out.append(row)
                continue
            if comma:
                keys, comma = None, False
        out.append(org_roles(_line(line, names)))
    return "\n".join(out)


def _holders(heading: re.Match[str]) -> tuple[str, str] | None:
    """(the owner, the role) a heading over a list of holders names, when its plural is a role ("managers")."""
    owner, plural = (heading["owner"], heading["roles"]) if heading["owner"] else (heading["of"], heading["titled"])
    role = plural.lower()[:-1]
    return (owner, role) if role_noun(role, any_sense=True) else None


def _dated_holder(line: str, holders: tuple[str, str]) -> str:
    """A line of a list of holders said as prose ("1946–1958: L. Haworth (manager)" under "Calder Vale managers":
    "L. Haworth was manager of Calder Vale from 1946 to 1958."), or "" for another line."""
    found = _DATED_HOLDER.match(line)
    if found is None:
        return ""
    owner, role = holders
    end = found["end"] if found["end"] in ("present", "now") else _year(found["end"], found["start"])
    if end is None:
        return ""
    span = f"since {found['start']}" if end in ("present", "now") else f"from {found['start']} to {end}"
    return f"{found['lead']}{found['name']} was {found['role'] or role} of {owner} {span}."


def rewritten(text: str, known: Iterable[str] = ()) -> str:
    """The lines of ``text`` that :func:`terse` says as prose, as it says them ("Doge of Kestra, Ana Bel, 1485, 1486"
    under a stated column list: "Ana Bel held office as Doge of Kestra from 1485 to 1486."), one a line: what a
    reader of dated phrases reads the precision of their dates from (a row's bare years say none)."""
    lines = text.split("\n")
    said = terse(text, known).split("\n")
    if len(said) != len(lines):
        return ""
    return "\n".join(told for told, line in zip(said, lines, strict=True) if told.strip() and told != line)
