"""One office, however it was written: "X was Chancellor of the Exchequer" is stored ``X CHANCELLOR_OF
Exchequer``, a terse line or a table "X HELD_OFFICE_AS Chancellor of the Exchequer". Both are holders of the office
whose key (:func:`~c0lab.retrieval.lexicon.office_key`) is "chancellor of exchequer". :func:`other_forms` finds
the concepts a memory holds the other form under (by exact name, never a near one: "Lord Chancellor" and "President
of the United States" are other offices); :func:`office_facts` gives a walk of one form the other's holders.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..model.records import RELATION, name_key
from ..store.versions import VersionStore
from .lexicon import HELD_OFFICE, office_key
from .walk import Fact, collect_facts

__all__ = ["office_facts", "other_forms"]


def _named(store: VersionStore, names: list[str]) -> list[str]:
    """The ids of the concepts called exactly one of ``names``."""
    return list(dict.fromkeys(found for name in names for found in store.names.get(name_key(name), [])))


def _bare(name: str) -> str:
    """``name`` without a leading "the"."""
    return name[4:] if name.casefold().startswith("the ") else name


def other_forms(store: VersionStore, kind: str, office: str) -> list[tuple[str, str]]:
    """(concept id, relation type) of the concepts held that write, in another form, the office that ``kind``
    into a concept named ``office`` names: ``ROLE_OF`` into "Owner" for ``HELD_OFFICE_AS`` into "Role of the
    Owner", and back. Nothing for a type that names no office (:func:`office_key`)."""
    if office_key(kind, "", office) is None:
        return []
    forms = []
    if kind == HELD_OFFICE:
        words = office.split()
        for at, word in enumerate(words):
            if word.casefold() == "of" and 0 < at < len(words) - 1:
                role, owner = "_".join(words[:at]).upper(), _bare(" ".join(words[at + 1 :]))
                forms += [(found, f"{role}_OF") for found in _named(store, [owner, f"the {owner}"])]
    else:
        role, owner = kind[:-3].replace("_", " "), _bare(office)
        forms += [(found, HELD_OFFICE) for found in _named(store, [f"{role} of {owner}", f"{role} of the {owner}"])]
    return [(found, form) for found, form in forms if office_key(form, "", store.records[found][-1].name)]


def _kinds_into(store: VersionStore, record: str) -> set[str]:
    """The relation types of the relations into ``record``."""
    return {
        version.name
        for _, _, data in store.links.in_edges(record, data=True)
        if data["kind"] == RELATION
        for version in data["versions"]
    }


def office_facts(
    store: VersionStore, record: str, *, as_of: int, known_at: int, name: Callable[[str], str]
) -> list[Fact]:
    """The facts, as they stand at ``as_of``, of the office concept ``record`` holds written in another form, said
    in ``record``'s form: a walk of "Chancellor of the Exchequer" gets the ``CHANCELLOR_OF Exchequer`` holders as
    holders of "Chancellor of the Exchequer", and back."""
    facts: list[Fact] = []
    own = name(record)
    for kind in sorted(_kinds_into(store, record)):
        for other, form in other_forms(store, kind, own):
            found, _, _ = collect_facts(
                store, other, depth=1, direction="in", as_of=as_of, known_at=known_at, name=name
            )
            facts += [
                replace(fact, relation=kind, object=own)
                for fact in found
                if fact.relation == form and fact.object == name(other)
            ]
    return facts
