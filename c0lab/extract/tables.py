"""Tables written as text said as a record's lines: a header row of keys, then rows of values split by ``|`` or
tabs ("Project | Lead | Funder" / "Atlas | Dana Reyes | Orvel Trust" → "Atlas is led by Dana Reyes. Atlas is
funded by Orvel Trust."). A header row names columns, not things: once rows follow it, it is not read. A row's
first cell is its subject only when every other column's key is read by its sense ("Player | Club | Manager" is not:
a player's club is no sense a record says, and the manager leads the club, not the player); a first column of years
dates each row from its year, and a key "Role of X" makes X the subject ("Year | Director of Kestrel" / "2012 | Clara
Voss" → "Since 2012, Kestrel has been led by Clara Voss."). A table of who held a role of the thing its caption
names, and when, is said row by row (:func:`role_tables`: "Leads of X:" / "| Role | Name | Since | Until |" / "| Lead
| B | 2022 | (current) |" → "B has been lead of X since 2022."). Lines that are no such table pass through as written.
"""

from __future__ import annotations

import re

from .records import is_key, said

__all__ = ["role_tables", "tables"]

_SPLIT = re.compile(r"\s*\|\s*|\t+")
_YEAR = re.compile(r"^\d{4}$")
_OF = re.compile(r"^(?P<role>.+?)\s+of\s+(?:the\s+)?(?P<owner>[A-Z].*)$")


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in _SPLIT.split(line.strip().strip("|"))]


def tables(text: str) -> str:
    """``text`` with each table's rows said as sentences (see the module)."""
    lines = text.split("\n")
    out: list[str] = []
    header: list[str] | None = None
    headed = 0  # where the header row was said
    for line in lines:
        cells = _cells(line) if ("|" in line or "\t" in line) else []
        if len(cells) < 2 or any(not cell for cell in cells):
            header = None
            out.append(line)
            continue
        if header is None or len(cells) != len(header):
            header = cells if all(re.match(r"[A-Z][A-Za-z ]*$", cell) for cell in cells) else None
            headed = len(out)
            out.append(line)
            continue
        out[headed] = ""  # a header row names columns, not things
        told: list[str] = []
        dated = _YEAR.match(cells[0]) and header[0].lower() in ("year", "date", "since", "from")
        if not dated and not all(_OF.match(key) or is_key(key) for key in header[1:]):
            out.append(line)  # a column read by no sense: the first cell is not known to be the others' subject
            continue
        for key, value in zip(header[1:], cells[1:], strict=True):
            owner, role = cells[0], key
            if (of := _OF.match(key)) and (dated or not cells[0][:1].isupper()):
                owner, role = of.group("owner"), of.group("role")
            elif dated:
                continue
            told += said(owner, role, f"{value} (since {cells[0]})" if dated else value)
        out.append(" ".join(told) if told else line)
    return "\n".join(out)


_COLUMNS = {
    "owner": ("project", "organisation", "organization", "org", "company", "team", "club", "body", "unit"),
    "name": ("name", "person", "who", "holder"),
    "role": ("role", "post", "position", "title"),
    "since": ("since", "from", "start", "began", "begun"),
    "until": ("until", "to", "end", "ended", "till"),
}
_CAPTION = re.compile(
    r"^\s*(?:(?P<heading>#+)\s*)?(?:[A-Za-z ]+?\s+of\s+(?:the\s+)?)?(?P<owner>[A-Z][^:|.!?]*?)\s*(?(heading):?|:)\s*$"
)
_STILL = re.compile(r"^\(?\s*(?:current|present|now|today|ongoing|-|–|—)?\s*\)?$", re.IGNORECASE)
_NOT_HELD = re.compile(r"^(?:former|previous|past|ex-?)\s+", re.IGNORECASE)


def role_tables(text: str) -> str:
    """``text`` with each row of a table of who held a role of a thing, and when, said as a sentence (:func:`_stint`):
    the thing its caption names, or its own column's ("project,role,person,from,until" as comma-separated values); a
    Markdown rule row ("|---|---|") left out of such a table."""
    out: list[str] = []
    header: list[str] | None = None
    headed = 0  # where the header row was said: left out once a row is read by it
    caption = ""  # the line before a table: "Leads of Project X:"
    for line in text.split("\n"):
        cells = (
            _cells(line) if "|" in line else [cell.strip() for cell in line.split(",")] if line.count(",") > 1 else []
        )
        if header is not None and cells and set("".join(cells)) <= set("-: "):  # "|---|---|"
            continue
        if len(cells) < 2 or any(not cell for cell in cells[:-1]):
            header, caption = None, line if line.strip() else caption
        elif header is not None and len(cells) == len(header) and (stint := _stint(header, cells, caption)):
            out[headed] = ""
            out.append(stint)
            continue
        elif header is None and all(re.match(r"[A-Za-z][A-Za-z ]*$", cell) for cell in cells):
            header, headed = cells, len(out)
        out.append(line)
    return "\n".join(out)


def _stint(header: list[str], cells: list[str], caption: str) -> str | None:
    """A row of a table of who held a role of a thing, and when ("Leads of Project X:" / "| Role | Name | Since | Until
    |" / "| Lead | B | 2022 | (current) |" → "B has been lead of Project X since 2022."), the thing its own column's
    when it has one; None for a row of another table (or one whose name or role is empty)."""
    columns = {
        kind: next((number for number, key in enumerate(header) if key.lower() in keys), None)
        for kind, keys in _COLUMNS.items()
    }
    captioned = _CAPTION.match(caption)
    owner = cells[columns["owner"]] if columns["owner"] is not None else captioned["owner"] if captioned else ""
    if not owner or columns["name"] is None or columns["role"] is None or columns["since"] is None:
        return None
    name, role = cells[columns["name"]], _NOT_HELD.sub("", cells[columns["role"]]).lower()
    since = cells[columns["since"]]
    until = cells[columns["until"]] if columns["until"] is not None else ""
    if not name or not role:
        return None
    if _STILL.match(until):
        return f"{name} has been {role} of {owner} since {since}."
    return f"{name} was {role} of {owner} from {since} to {until}."
