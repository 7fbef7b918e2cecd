"""Which name a text's shorter or grouped name stands for: "Nyny" said only ever as the start of "Nyny toolkit" is the
Nyny toolkit; "the Project Halden crew" is Project Halden (:class:`~c0lab.extract.kind_nouns.KindNouns`)."""

from __future__ import annotations

import re
from collections.abc import Collection

from ..model.records import name_key
from ..retrieval.lexicon import RelationLexicon

__all__ = ["said_whole", "whole_names"]


def said_whole(names: Collection[str], text: str) -> dict[str, str]:
    """short → whole for each name the text only ever writes as the start of a longer name of it and a lower-case
    noun ("Nyny toolkit release notes", later "Nyny toolkit is …": "Nyny" is the Nyny toolkit).

    >>> said_whole(["Nyny", "Nyny toolkit"], "Nyny toolkit notes. Nyny toolkit is free.")
    {'Nyny': 'Nyny toolkit'}
    """
    found = {}
    for short in (name for name in names if " " not in name):  # one word: "Orsk Club chairman" is the club's
        longer = [
            name
            for name in names
            if name.startswith(f"{short} ")
            and re.fullmatch(r"[a-z-]+", noun := name[len(short) + 1 :])
            and not RelationLexicon.asked_senses(noun)  # a role ("Vail mayor") is no part of the name
        ]
        places = [match.start() for match in re.finditer(rf"(?<![\w-]){re.escape(short)}(?![\w-])", text)]
        whole = re.compile(rf"{re.escape(longer[0])}(?![\w-])") if len(longer) == 1 else None
        if whole and places and all(whole.match(text, place) for place in places):
            found[short] = longer[0]
    return found


def whole_names(names: Collection[str], text: str, *, known: Collection[str], folded: dict[str, str]) -> dict[str, str]:
    """name → the name it stands for, of ``names`` the text said: :func:`said_whole`, and ``folded`` (a thing's people
    → the thing); none the memory holds (``known``: keys; "the X team" it holds stays)."""
    whole = {short: name for short, name in said_whole(names, text).items() if name_key(short) not in known}
    return whole | {name: owner for name, owner in folded.items() if name_key(name) not in known}
