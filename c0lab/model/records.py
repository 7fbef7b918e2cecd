"""Records and their versions.

A record is a concept, a patch, an episode or a relation. It is never
changed in place: each change adds a *version* and closes the system interval
of the one it replaces. A version carries both time intervals:

- valid time ``[valid_from, valid_to)``: when it is true in the world;
- system time ``[recorded_at, expired_at)``: when the memory held it.
"""

from __future__ import annotations

import re
import unicodedata
import uuid
from enum import StrEnum
from typing import Any, NamedTuple

from .._errors import BadDateError, InvalidInputError
from .._time import BEGINNING, FOREVER, Precision, format_time
from .schemas import ConceptMeta, load

__all__ = [
    "check_interval",
    "KINDS",
    "PRECISIONS",
    "UNDATED",
    "CONCEPT",
    "EPISODE",
    "MAX_NAME_LENGTH",
    "OPERATION",
    "PATCH",
    "RELATION",
    "Kind",
    "Version",
    "check_count",
    "check_name",
    "check_relation_type",
    "name_key",
    "new_record_id",
    "stated",
]


class Kind(StrEnum):
    """What a record is (``Version.kind``, and the ``kind`` of an edge of the version graph).

    A ``str`` enum: the parquet column keeps the plain words, and a member
    equals its word (``Kind.EPISODE == "episode"``).
    """

    CONCEPT = "concept"
    PATCH = "patch"
    RELATION = "relation"
    EPISODE = "episode"
    OPERATION = "operation"
    """An operation-log row: saved with the versions a write made, kept apart from the records."""


CONCEPT, PATCH, RELATION, EPISODE, OPERATION = Kind.CONCEPT, Kind.PATCH, Kind.RELATION, Kind.EPISODE, Kind.OPERATION
"""The kinds bound as module names: code compares with these (on Python 3.11 ``Kind.X`` costs a metaclass
lookup each time, which per-row loops over a million versions would feel)."""
MAX_NAME_LENGTH = 300
KINDS = ("concept", "patch", "episode", "relation", OPERATION)
"""The kinds of row a memory holds; a segment or an import with another is refused."""

_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")  # incl. NEL, LS/PS, bidi
_RELATION_TYPE = re.compile(r"^[A-Za-z][A-Za-z0-9_ -]{0,63}$")


class Version(NamedTuple):
    """One version of one record; the unit the store saves and reloads.

    ``record`` identifies the record across its versions. The generic
    columns mean, by ``kind``:

    ========  ==============  ==================  ===================  =====================
    kind      ``name``        ``text``            ``label``            ``source_id/target_id``
    ========  ==============  ==================  ===================  =====================
    concept   its name        its description     its kind (optional)  —
    patch     the concept's   the patch content   —                    the concept / —
    relation  the type        —                   —                    its two ends
    episode   the speaker     the message         the session          —
    ========  ==============  ==================  ===================  =====================

    ``precision`` says how finely each valid-time edge was stated,
    ``from/to`` (``year/month``, ``season/``; :data:`PRECISIONS`), empty when
    it was not (a time given as a ``datetime``, or a memory written before it
    was kept): such an edge is printed at the precision it falls at.

    ``meta`` holds JSON: a concept's ``aliases`` and ``provenance``. Code
    reads the overloaded columns through the named accessors
    (:attr:`speaker`, :attr:`session`, :attr:`concept_kind`); the mapping is
    in ``docs/SCHEMA.md``.
    """

    version: int
    record: str
    kind: str
    name: str
    text: str = ""
    source_id: str = ""
    target_id: str = ""
    label: str = ""
    origin: str = "user"
    valid_from: int = BEGINNING
    valid_to: int = FOREVER
    recorded_at: int = 0
    expired_at: int = FOREVER
    reason: str = ""
    cause: str = ""
    meta: str = ""
    precision: str = ""

    @property
    def precisions(self) -> tuple[str, str]:
        """The precision each valid-time edge was stated at, ``(from, to)`` (``""``: not stated)."""
        if not self.precision:
            return "", ""
        start, _, end = self.precision.partition("/")
        return start, end

    @property
    def undated(self) -> bool:
        """Whether the fact was stated with no date at all (:data:`UNDATED`): held at some time not said."""
        return self.precision.startswith(UNDATED + "/")

    @property
    def speaker(self) -> str:
        """Who said an episode (its ``name`` column)."""
        return self.name

    @property
    def session(self) -> str:
        """The session an episode belongs to (its ``label`` column)."""
        return self.label

    @property
    def concept_kind(self) -> str:
        """A concept's own kind, e.g. ``person`` (its ``label`` column; ``Concept.kind`` in results)."""
        return self.label

    @property
    def aliases(self) -> list[str]:
        """Other names of a concept."""
        return list(self._meta().aliases) if self.meta else []

    @property
    def provenance(self) -> dict[str, Any]:
        """Where a concept came from (the reflector's query, reason and sources), if recorded."""
        return dict(self._meta().provenance) if self.meta else {}

    def _meta(self) -> ConceptMeta:
        """``meta`` read through its schema: a crafted one is refused in one line, never an AttributeError."""
        return load(ConceptMeta, self.meta, where=f"the meta of {self.kind} {self.record!r}")

    def is_current(self) -> bool:
        """Whether the memory still holds this version as belief."""
        return self.expired_at == FOREVER

    def but(self, **changes: Any) -> Version:
        """A copy with some fields changed. An edge of valid time moved without its ``precision`` given loses
        the precision it was stated at (it is then printed at the one it falls at).

        >>> v = Version(1, "r", "relation", "LED_BY", valid_from=0, valid_to=10, precision="year/month")
        >>> v.but(valid_to=20).precision, v.but(valid_to=10, reason="x").precision
        ('year/', 'year/month')
        """
        if "precision" not in changes and self.precision:
            start, end = self.precisions
            if changes.get("valid_from", self.valid_from) != self.valid_from:
                start = ""
            if changes.get("valid_to", self.valid_to) != self.valid_to:
                end = ""
            changes["precision"] = stated(start, end)
        return self._replace(**changes)


FIELDS = Version._fields

ALONGSIDE = "alongside"
"""The ``label`` of a relation told as held beside the values before it ("B also chairs X"): it replaces none of
them, whatever its type's single-valued rule."""
UNDATED = "undated"
"""The ``from`` precision of a fact stated with no date in a text with no date: it held at some time not said
(its ``valid_from`` is the day it was read, which it is not claimed to hold from)."""
PRECISIONS = frozenset(precision.value for precision in Precision) | {UNDATED}
"""The words an edge's precision is stored as (``Precision`` values: ``day``, ``month``, ``season``, ``year`` …,
and :data:`UNDATED`)."""
_AS_IT_FALLS = (Precision.DAY.value, Precision.INSTANT.value)


def stated(start: str | Precision | None = "", end: str | Precision | None = "") -> str:
    """The ``precision`` column of a version whose edges were stated at ``start`` and ``end`` (``""`` or ``None``:
    not stated). A day or an instant is kept as none: such an edge is printed as it falls (a day, a time), and
    only a coarser precision needs saying ("1703", not "1703-01").

    >>> stated(Precision.YEAR, "month"), stated(None, None), stated("day", Precision.SEASON)
    ('year/month', '', '/season')
    """
    words = [edge.value if isinstance(edge, Precision) else edge or "" for edge in (start, end)]
    words = ["" if word in _AS_IT_FALLS else word for word in words]
    return "" if words == ["", ""] else "/".join(words)


def new_record_id(kind: str) -> str:
    """A fresh record id such as ``concept:1f0c…``."""
    return f"{kind}:{uuid.uuid4().hex[:16]}"


def name_key(name: str) -> str:
    """The form under which two names count as the same name.

    Case, accents' composition, punctuation and spacing are ignored.

    >>> name_key("  Hybrid-Search! ")
    'hybrid search'
    """
    folded = unicodedata.normalize("NFKC", name).casefold()
    return _NON_WORD.sub(" ", folded).strip()


def check_name(name: object, *, what: str = "concept name") -> str:
    """Return ``name`` stripped, or raise if it cannot name a concept."""
    if not isinstance(name, str):
        raise InvalidInputError(f"{what} must be a string, not {type(name).__name__}")
    stripped = name.strip()
    if not stripped:
        raise InvalidInputError(f"{what} is empty")
    if _CONTROL.search(stripped):
        raise InvalidInputError(f"{what} {stripped[:40]!r} holds a line break or control character")
    if len(stripped) > MAX_NAME_LENGTH:
        raise InvalidInputError(f"{what} is {len(stripped)} characters long; the limit is {MAX_NAME_LENGTH}")
    if not name_key(stripped):
        raise InvalidInputError(f"{what} {stripped!r} has no letters or digits")
    return stripped


def check_count(value: object, *, what: str, least: int) -> int:
    """Return ``value`` if it is a whole number of at least ``least``, else raise (``True`` is no number).

    >>> check_count(True, what="budget_tokens", least=1)
    Traceback (most recent call last):
    ...
    c0lab._errors.InvalidInputError: budget_tokens must be a whole number of at least 1, not True
    """
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise InvalidInputError(f"{what} must be a whole number of at least {least}, not {value!r}")
    return value


def check_interval(start: int, end: int) -> None:
    """Refuse a valid time whose end does not come after its start (one line, naming both)."""
    if end <= start:
        raise BadDateError(f"valid_to ({format_time(end)}) must come after valid_from ({format_time(start)})")


def check_relation_type(relation_type: object) -> str:
    """Return the canonical form of a relation type: ``used by`` → ``USED_BY``."""
    if not isinstance(relation_type, str) or not _RELATION_TYPE.match(relation_type.strip()):
        raise InvalidInputError(
            f"relation type {relation_type!r} must be a word such as USED_BY "
            "(letters, digits, '_', '-' or spaces; at most 64)"
        )
    return re.sub(r"[\s-]+", "_", relation_type.strip()).upper()
