"""A wiki infobox's "key = value" lines read as the record lines "key: value" they are
(:mod:`~c0lab.extract.records` reads those): "headquarters = Dellmoor" under a title line "Orvel Trust" says
where the trust is. Only a line that is one short key of words, an equals sign with spaces, and a value."""

from __future__ import annotations

import re

__all__ = ["infobox"]

_LINE = re.compile(r"^(?P<lead>\s*[|*-]?\s*)(?P<key>[A-Za-z][A-Za-z]*(?:[ _-][A-Za-z]+){0,3})\s+=\s+(?P<value>\S.*)$")


def infobox(text: str) -> str:
    """``text`` with each infobox line's "=" said as a record's ":" (``key_name`` as "key name")."""
    if " = " not in text:
        return text
    lines = text.split("\n")
    for number, line in enumerate(lines):
        if found := _LINE.match(line):
            key = found["key"].replace("_", " ")
            lines[number] = f"{found['lead']}{key[:1].upper()}{key[1:]}: {found['value']}"
    return "\n".join(lines)
