"""What an owner's thing says of the owner: the product it releases, the project it runs.

Texts often tie an organisation to its product or its project only by owning it: "Orsk's Quill toolkit", "the Quill
toolkit of Orsk", "the Quill toolkit, Orsk's main deliverable, …", "Project Atlas is a research project of Orsk",
"Project Atlas, an Orsk project, …". The sentence reads them as a co-mention; :func:`owned_ties` reads

- a **product**, a thing the text licenses, owned as above or by the one who sets its licence ("Orsk changed the
  licence of the Quill toolkit to …", "Orsk puts out the Quill toolkit, which is under the Mit licence"), as the
  owner releasing it (``RELEASES``);
- a **project**, a name one of whose ends is a project noun ("Project Atlas", "Atlas Programme"), owned as above
  or with its owner "behind" it ("Orsk is behind Project Atlas"), as run by the owner (``RUN_BY``).

Both undated: what such a sentence dates is the licence or the project's work, not the ownership.
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import RelationLexicon
from ..retrieval.period import CO_MENTION
from .names import POSSESSIVE, personal_name
from .types import Relation

__all__ = ["RELEASES", "owned_ties"]

RELEASES = "RELEASES"
"""The tie of an owner to its licensed product (a sense of shipping: release, publish)."""
RUN_BY = "RUN_BY"
"""The tie of a project to the organisation it belongs to."""

_PROJECT_NOUNS = frozenset("project projects programme program initiative venture scheme effort undertaking".split())
"""Nouns that name a project, at either end of its name ("Project Atlas", "Atlas Programme") or in its description
("a research project of Orsk")."""
_ANOTHER_OF_ITS_KIND = frozenset(
    "fork successor predecessor rival competitor clone version copy alternative port rewrite derivative variant"
    " descendant ancestor counterpart equivalent replacement partner member".split()
)
"""Nouns that tie a thing to another thing of its kind ("the Quill toolkit is a fork of Orsk"), not to an owner."""
_DESCRIBED = r"(?:(?:the|a|an|one\s+of\s+the)\s+)?(?:[a-z][a-z-]*\s+){0,3}?"
"""A lower-case description of the thing before its head noun ("the software", "a research")."""
_NOUN = r"(?P<noun>[a-z][a-z-]*)"
_KIND = r"(?P<kind>[a-z][a-z-]*)"
_SETTING = r"(?:(?!(?:and|or|but|nor|which|who|that|with|of|by|from|than)\s)[a-z]+\s+){1,3}?"
"""The verb (and its auxiliaries or particle) after an owner's name: "puts out", "has changed", not "and"."""
_SET = r"(?:(?:the\s+)?licen[cs]es?\s+(?:of|for|on)\s+)?(?:the\s+|its\s+)?"
"""What stands between the verb and the product whose licence it sets ("the licence of the", "its")."""


def _owning(owner: str, thing: str, *, product: bool) -> re.Pattern[str]:
    """The forms that say ``owner`` owns ``thing`` (the module docstring's), as one regex; ``noun`` is the head
    noun of a description ("the software toolkit of Orsk", "an Orsk project") when one is said."""
    o, t = (rf"(?<![\w-]){re.escape(name)}(?![\w-])" for name in (owner, thing))
    forms = [
        rf"{o}{POSSESSIVE}\s+{t}",  # "Orsk's Quill toolkit"
        rf"{t}\s+of\s+(?:the\s+)?{o}",  # "the Quill toolkit of Orsk"
        rf"{t}(?:\s+(?:is|was)|\s?,)\s+{_DESCRIBED}{_NOUN}\s+of\s+(?:the\s+)?{o}",  # "… is the software kit of Orsk"
        rf"{t}\s?,\s+(?:the\s+)?{o}{POSSESSIVE}\s+{_DESCRIBED}[a-z-]+\s?[,.;]",  # "the Quill toolkit, Orsk's main …,"
        rf"{t}\s?,\s+(?:a|an|the)\s+{o}\s+{_KIND}\b",  # "Project Atlas, an Orsk project"
        rf"{o}\s+{_SETTING}{_SET}{t}[^.;!?]*?licen[cs]e"  # "Orsk changed the licence of the Quill toolkit to …"
        if product
        else rf"{o}\s+(?:is|was|are|were|has\s+been)\s+(?:\w+ly\s+)?behind\s+(?:the\s+)?{t}",  # "Orsk is behind X"
    ]
    return re.compile("|".join(forms))


def _project(name: str) -> bool:
    words = name.lower().split()
    return len(words) > 1 and (words[0] in _PROJECT_NOUNS or words[-1] in _PROJECT_NOUNS)


def _said_so(found: re.Match[str], *, product: bool) -> bool:
    """Whether a form :func:`_owning` found says ownership: not "a fork of", and a project's description a project
    noun ("a research project of Orsk"; not "a partner of Orsk")."""
    nouns = [found[group].removesuffix("s") for group in ("noun", "kind") if found[group]]
    if product:
        return not any(noun in _ANOTHER_OF_ITS_KIND for noun in nouns)
    return all(noun in _PROJECT_NOUNS for noun in nouns)


def owned_ties(relations: list[Relation], *, text: str) -> list[Relation]:
    """``relations`` with an owner's co-mention with its product or project (or a tie of no sense but licensing:
    "switched", "relicensed", "puts out") read as the module docstring says.

    >>> said = [Relation("Orsk Labs", CO_MENTION, "Quill toolkit"), Relation("Quill toolkit", "LICENCE", "Mit licence")]
    >>> [r.type for r in owned_ties(said, text="Orsk Labs's Quill toolkit is now under the Mit licence.")]
    ['RELEASES', 'LICENCE']
    >>> [r.type for r in owned_ties(said, text="The Quill toolkit is a fork of Orsk Labs. Mit licence.")]
    ['MENTIONED_WITH', 'LICENCE']
    >>> [(r.source, r.type) for r in owned_ties([Relation("Project Atlas", CO_MENTION, "Orsk Labs")],
    ...                                        text="Project Atlas is a research project of Orsk Labs.")]
    [('Project Atlas', 'RUN_BY')]
    """
    licensing = [relation for relation in relations if "license" in _senses(relation.type)]
    sources = {relation.source for relation in licensing}
    licensed = {relation.source for relation in licensing if relation.target not in sources}  # not "Orsk
    found = []  # relicensed the Quill toolkit": Orsk licenses a product, the Quill toolkit is under a licence
    for relation in relations:
        found.append(_owned(relation, licensed, text) or relation)
    return found


def _owned(relation: Relation, licensed: set[str], text: str) -> Relation | None:
    """The tie ``relation`` says when it joins an owner to its product or project, else None."""
    for owner, thing in ((relation.source, relation.target), (relation.target, relation.source)):
        product = thing in licensed and owner not in licensed
        project = _project(thing) and not _project(owner) and not personal_name(owner)
        if not (product or project) or thing == relation.source and relation.type != CO_MENTION:
            continue  # a typed tie is read the way it was said: the thing its target
        if relation.type != CO_MENTION and not (product and _senses(relation.type) <= {"license"}):
            continue
        if any(_said_so(said, product=product) for said in _owning(owner, thing, product=product).finditer(text)):
            return Relation(owner, RELEASES, thing) if product else Relation(thing, RUN_BY, owner)
    return None


def _senses(kind: str) -> set[str]:
    return RelationLexicon.asked_senses(kind.replace("_", " ").lower())
