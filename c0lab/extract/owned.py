"""What an owner's thing says of the owner: the product it releases, the project it runs.

Texts often tie an organisation to its product or its project only by owning it: "Orsk's Quill toolkit", "the Quill
toolkit of Orsk", "the Quill toolkit, Orsk's main deliverable, …", "Project Atlas is a research project of Orsk",
"Project Atlas is Orsk's flagship programme", "Project Atlas, an Orsk project, …". The sentence reads them as a
co-mention; :func:`owned_ties` reads

- a **product**, a thing the text licenses, owned as above, said to come from the owner ("the Quill toolkit from
  Orsk") or by the one who sets its licence ("Orsk changed the licence of the Quill toolkit to …", "Orsk puts out the
  Quill toolkit, which is under the Mit licence"), as the owner releasing it (``RELEASES``);
- a **project**, a name one of whose ends is a project noun ("Project Atlas", "Atlas Programme"), owned as above
  as run by the owner (``RUN_BY``).

Both undated: what such a sentence dates is the licence or the project's work, not the ownership. Not an owning
denied ("is not a project of"), ended ("a former project of", "… of Orsk until 2015"), or of another kind ("a
fork of", "Orsk's main rival", "a partner of", :data:`_NOT_OWNED`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..retrieval.lexicon import RelationLexicon
from ..retrieval.meaning import personal_name
from ..retrieval.period import CO_MENTION
from .compound import POSSESSIVE
from .displaced import CHANGING
from .forms import class_noun
from .predicates import NOT_HOLDING
from .told import NEGATED
from .types import Relation

__all__ = ["RELEASES", "RUN_BY", "owned_ties"]

RELEASES = "RELEASES"
"""The tie of an owner to its licensed product (a sense of shipping: release, publish)."""
RUN_BY = "RUN_BY"
"""The tie of a project to the organisation it belongs to."""

_PROJECT_NOUNS = frozenset("project projects programme program initiative venture scheme effort undertaking".split())
"""Nouns that name a project, at either end of its name ("Project Atlas", "Atlas Programme") or in its description
("a research project of Orsk")."""
_NOT_OWNED = frozenset(
    "fork successor predecessor rival competitor clone version copy alternative port rewrite derivative variant"
    " descendant ancestor counterpart equivalent replacement partner member customer client supplier sponsor"
    " investor favourite favorite user".split()
)
"""Words that tie a thing to another than its owner ("a fork of Orsk", "Orsk's main rival", "a favourite of Orsk")."""
_OWNED = frozenset("thing baby brainchild creation".split())
"""Nouns that say a project is its owner's without naming it a project ("Project Atlas is Orsk's thing")."""


def _described(group: str) -> str:
    """A lower-case description of the thing, its head noun last ("the software toolkit", "a research project"),
    as a regex group named ``group``."""
    return rf"(?P<{group}>(?:(?:the|a|an|one\s+of\s+the)\s+)?(?:[a-z][a-z-]*\s+){{0,3}}?[a-z][a-z-]*)"


_SETTING = r"(?:(?!(?:and|or|but|nor|which|who|that|with|of|by|from|than)\s)[a-z]+\s+){1,3}?"
"""The verb (and its auxiliaries or particle) after an owner's name: "puts out", "has changed", not "and"."""
_SET = r"(?:(?:the\s+)?licen[cs]es?\s+(?:of|for|on)\s+)?(?:the\s+|its\s+)?"
"""What stands between the verb and the product whose licence it sets ("the licence of the", "its")."""
_CHANGING = re.compile(rf"(?:{CHANGING})[a-z]*(?:_|$)", re.IGNORECASE)
"""A relation type of a verb of changing a thing, said of its owner ("Orsk switched the Quill toolkit to the Mit
licence"): the owner sets its licence."""
_ENDED = re.compile(r"\s*(?:\w+\s+){0,3}?(?:until|till|up\s+to)\b")
"""An owning said to have ended after its words ("… a project of Orsk until 2015")."""


@lru_cache(maxsize=512)
def _owning(owner: str, thing: str, *, product: bool) -> re.Pattern[str]:
    """The forms that say ``owner`` owns ``thing`` (the module docstring's), as one regex; ``described`` is a
    description of the thing when one is said ("the software toolkit", "main deliverable", "project"). Kept
    per pair (512 of ~50 kB): the regex takes ~25 ms to compile, and the same names come back text after text
    (the ``re`` module's own cache, 512 patterns, is soon flushed by a text's others)."""
    o, t = (rf"(?<![\w-]){re.escape(name)}(?![\w-])" for name in (owner, thing))
    head = owner.split()[-1].lower()
    referred = rf"(?:{o}|the\s+{re.escape(head)})" if " " in owner else o  # "Orsk Society" said as "the society"
    forms = [
        rf"{o}{POSSESSIVE}\s+{t}",  # "Orsk's Quill toolkit"
        rf"{t}\s+of\s+(?:the\s+)?{o}",  # "the Quill toolkit of Orsk"
        # "the Quill toolkit is the software toolkit of Orsk", "Project Atlas, a research project of Orsk"
        rf"{t}(?:\s+(?:is|was)|\s?,)\s+{_described('described')}\s+of\s+(?:the\s+)?{o}",
        # "T, Orsk's main deliverable,", "P, the society's project to develop …"
        rf"{t}\s?,\s+(?:the\s+)?{referred}{POSSESSIVE}\s+{_described('apposed')}(?:\s+to\s+[a-z][^,.;]*)?\s?[,.;]",
        rf"{t}\s+(?:is|was)\s+{referred}{POSSESSIVE}\s+{_described('possessed')}\s?(?:[,.;]|$)",  # "T is Orsk's …"
        rf"{t}\s?,\s+(?:a|an|the)\s+{o}\s+(?P<kind>[a-z][a-z-]*)\b",  # "Project Atlas, an Orsk project"
    ]
    if product:  # "Orsk changed the licence of the Quill toolkit to …", "Orsk puts out T, which is under …"
        forms.append(rf"{o}\s+{_SETTING}{_SET}{t}[^.;!?]*?licen[cs]e")
        forms.append(rf"{t}\s+from\s+(?:the\s+)?{o}")  # "the Quill toolkit from Orsk is now under …"
    return re.compile("|".join(forms))


def _project(name: str) -> bool:
    words = name.lower().split()
    return len(words) > 1 and (words[0] in _PROJECT_NOUNS or words[-1] in _PROJECT_NOUNS)


def _said_so(found: re.Match[str], text: str, *, product: bool) -> bool:
    """Whether a form :func:`_owning` found says an owning that holds: none denied, ended or of another kind (the
    module docstring), and a project described as a project ("a research project of Orsk"; not "a partner of")."""
    groups = ("described", "apposed", "possessed", "kind")
    described = " ".join(found[group] for group in groups if found[group]).split()
    words = {word.removesuffix("s") for word in described}
    if words & _NOT_OWNED or words & NOT_HOLDING or NEGATED.search(found.group(0)) or _ENDED.match(text, found.end()):
        return False
    return product or not described or described[-1] in _PROJECT_NOUNS | _OWNED


def owned_ties(relations: list[Relation], *, text: str) -> list[Relation]:
    """``relations`` with an owner's co-mention with its product or project (or a tie of the licensing sense,
    "relicensed", or of changing it, "switched") read as the module docstring says.

    >>> said = [Relation("Orsk Labs", CO_MENTION, "Quill toolkit"), Relation("Quill toolkit", "LICENCE", "Mit licence")]
    >>> [r.type for r in owned_ties(said, text="Orsk Labs's Quill toolkit is now under the Mit licence.")]
    ['RELEASES', 'LICENCE']
    >>> [r.type for r in owned_ties(said, text="The Quill toolkit is a fork of Orsk Labs. Mit licence.")]
    ['MENTIONED_WITH', 'LICENCE']
    >>> [(r.source, r.type) for r in owned_ties([Relation("Project Atlas", CO_MENTION, "Orsk Labs")],
    ...                                        text="Project Atlas is a research project of Orsk Labs.")]
    [('Project Atlas', 'RUN_BY')]
    """
    licensing = [relation for relation in relations if "license" in RelationLexicon.type_senses(relation.type)]
    sources = {relation.source for relation in licensing}
    licensed = {  # not "Orsk relicensed the Quill toolkit" (Orsk licenses a product), nor a licence derived from one
        relation.source
        for relation in licensing
        if relation.target not in sources
        and not ((noun := class_noun(relation.source)) and "license" in RelationLexicon.type_senses(noun))
    }
    return [_owned(relation, licensed, text) or relation for relation in relations]


def _owned(relation: Relation, licensed: set[str], text: str) -> Relation | None:
    """The tie ``relation`` says when it joins an owner to its product or project, else None. A tie of another verb
    is read as it was said ("Orsk forked the Quill toolkit"), unless the owner is said in an apposition to the thing
    ("… worked on Project Atlas, Orsk's flagship project"): the verb's object is the thing, not its owner."""
    other_verb = (
        relation.type != CO_MENTION
        and "license" not in RelationLexicon.type_senses(relation.type)
        and not _CHANGING.match(relation.type)
    )
    for owner, thing in ((relation.source, relation.target), (relation.target, relation.source)):
        product = thing in licensed and owner not in licensed
        project = _project(thing) and not _project(owner) and not personal_name(owner)
        if not (product or project) or thing == relation.source and relation.type != CO_MENTION and not other_verb:
            continue  # a typed tie is read the way it was said: the thing its target
        said = _owning(owner, thing, product=product).finditer(text)
        if any(
            _said_so(found, text, product=product) and (not other_verb or found["apposed"] or found["kind"])
            for found in said
        ):
            return Relation(owner, RELEASES, thing) if product else Relation(thing, RUN_BY, owner)
    return None
