"""A wiki infobox's "key = value" lines read as the record lines "key: value" they are
(:mod:`~c0lab.extract.records` reads those): "headquarters = Dellmoor" under a title line "Orvel Trust" says
where the trust is. Only a line that is one short key of words, an equals sign with spaces, and a value, beside
another such line, after a "|" or with a field's key ("founded_by"): an infobox's; a lone "result = Dellmoor" is code
or maths in a note."""

from __future__ import annotations

import re

__all__ = ["infobox"]

_LINE = re.compile(r"^(?P<lead>\s*[|*-]?\s*)(?P<key>[A-Za-z][A-Za-z]*(?:[ _-][A-Za-z]+){0,3})\s+=\s+(?P<value>\S.*)$")


def infobox(text: str) -> str:
    """``text`` with each infobox line's "=" said as a record's ":" (``key_name`` as "key name")."""
    if " = " not in text:
        return text
    lines = text.split("\n")
    found = [_LINE.match(line) for line in lines]
    for number, match in enumerate(found):
        beside = [found[other] for other in (number - 1, number + 1) if 0 <= other < len(found)]
        if match is not None and (any(beside) or "|" in match["lead"] or "_" in match["key"]):  # no lone "result = x"
            key = match["key"].replace("_", " ")
            lines[number] = f"{match['lead']}{key[:1].upper()}{key[1:]}: {match['value']}"
    return "\n".join(lines)
