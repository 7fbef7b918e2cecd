"""The shape of every JSON a memory reads back, checked by pydantic on read.

State files (``snapshots.json``, ``reflector.json``, ``relation-types.json``,
``index.json``, the manifests), a dead-end line, and the JSON held in version
columns (a concept's ``meta``, an operation row's spans) are each validated
against a model here before anything uses them. A file past
:data:`MAX_JSON_BYTES`, nested deeper than the parser's recursion limit, or of
the wrong shape is refused in one line naming it (:func:`load`), so a crafted
or damaged file never reaches a caller as a raw ``KeyError``, ``ValueError``
or ``RecursionError``.

>>> load(OperationSpans, '{"added": [[1, 3]], "closed": []}', where="row 7").added
[(1, 3)]
>>> load(OperationSpans, '{"added": [[3, 1]]}', where="row 7")
Traceback (most recent call last):
...
c0lab._errors.CorruptMemoryError: cannot read row 7: added.0: a span [3, 1] runs backwards
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar, overload

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationError,
    model_validator,
)

from .._errors import CorruptMemoryError
from .._time import LATEST

__all__ = [
    "MAX_JSON_BYTES",
    "ConceptMeta",
    "DeadEnd",
    "ExtractorState",
    "LedgerState",
    "IndexInfo",
    "Manifest",
    "OperationSpans",
    "Proposal",
    "ReflectorState",
    "RelationTypes",
    "RulesFile",
    "Snapshots",
    "load",
]

MAX_JSON_BYTES = 64 << 20
"""The largest JSON document a memory reads (bytes): a state file, a dead end, a column's JSON."""

_OPEN = ConfigDict(strict=True, extra="allow", defer_build=True)  # a key of a later version is kept, not refused
# defer_build: a model's validator is built when it is first used, not when c0lab is imported (a walk uses two)
_Name = Annotated[str, StringConstraints(min_length=1, max_length=300)]
_Count = Annotated[int, Field(strict=True, ge=0, le=2**62)]
_Version = Annotated[int, Field(strict=True, ge=1, le=2**62)]
_Moment = Annotated[int, Field(strict=True, ge=0, le=LATEST)]
"""A system time in µs since 1970 (0: an empty memory's last change)."""


Span = tuple[_Version, _Version]


class OperationSpans(BaseModel):
    """An operation row's ``text``: the versions it added and closed, as inclusive ``[first, last]`` runs."""

    model_config = ConfigDict(strict=True, extra="forbid", defer_build=True)
    added: list[Span] = []
    closed: list[Span] = []

    @model_validator(mode="after")
    def _forwards(self) -> OperationSpans:
        for field in ("added", "closed"):
            for index, (first, last) in enumerate(getattr(self, field)):
                if first > last:
                    raise ValueError(f"{field}.{index}: a span [{first}, {last}] runs backwards")
        return self

    def size(self) -> int:
        """How many version numbers the spans name."""
        return sum(last - first + 1 for first, last in (*self.added, *self.closed))


class ConceptMeta(BaseModel):
    """A concept version's ``meta``: its other names and where it came from."""

    model_config = _OPEN
    aliases: list[_Name] = []
    provenance: dict[str, Any] = {}


class Proposal(BaseModel):
    """What the reflector proposed for one dead end (:class:`c0lab.reflect.classify.Proposal`)."""

    model_config = _OPEN
    query: str
    verdict: Literal["COMMIT", "QUEUE", "DISCARD"]
    reason: str = ""
    name: str = ""
    description: str = ""
    relations: list[tuple[str, str]] = []
    sources: list[str] = []
    alias_of: str = ""
    count: _Count = 1


class LedgerState(BaseModel):
    """The offline extractor's ledger in ``extractor.json``: what each name's head noun and each one-valued
    relation was last said to be (rows of name, head / kind, value …, and the time it was said)."""

    model_config = _OPEN
    values: list[tuple[str, str, str, int]] = []
    held: list[tuple[str, str, str, str, str, int]] = []


class ExtractorState(BaseModel):
    """``extractor.json``: what the offline extractor learned from earlier documents (its ledger, how often each
    name was a sentence's subject, the last text's topic)."""

    model_config = _OPEN
    ledger: LedgerState = LedgerState()
    subjects: dict[str, _Count] = {}
    topic: str | None = None


class ReflectorState(BaseModel):
    """``reflector.json``: how many dead ends were processed, and the proposals by where they stand."""

    model_config = _OPEN
    processed: _Count = 0
    pending: list[Proposal] = []
    queue: list[Proposal] = []
    applied: list[Proposal] = []
    discarded: list[Proposal] = []


class DeadEnd(BaseModel):
    """One line of ``dead-ends.jsonl``: a walk that found nothing."""

    model_config = _OPEN
    query: str
    at: str
    context: str | None = ""


class RulesFile(BaseModel):
    """The path rules' state file: ``{"rules": [{name, path, gives, confidence}, …]}`` (each rule is then
    checked by :func:`c0lab.model.rules.rules_from_json`)."""

    model_config = _OPEN
    rules: list[dict[str, Any]] = []


class IndexInfo(BaseModel):
    """``index.json``: which embedder built the vectors."""

    model_config = _OPEN
    embedder: str | None = None


class Manifest(BaseModel):
    """``c0lab.json``: the memory's id and schema version."""

    model_config = _OPEN
    id: str = "memory"
    schema_: int | None = Field(default=None, alias="schema")


Snapshots = TypeAdapter(dict[_Name, _Moment], config=ConfigDict(defer_build=True))
"""``snapshots.json``: snapshot name → the moment of system time it names (µs)."""

RelationTypes = TypeAdapter(
    dict[Annotated[str, StringConstraints(pattern=r"^[A-Z][A-Z0-9_]{0,63}$")], Annotated[bool, Field(strict=True)]],
    config=ConfigDict(defer_build=True),
)
"""``relation-types.json``: relation type → whether it holds one value at a time."""


def _adapter(schema: Any) -> TypeAdapter[Any]:
    if isinstance(schema, TypeAdapter):
        return schema
    adapter = _ADAPTERS.get(schema)
    if adapter is None:  # built once a schema: building one takes longer than a validation
        adapter = _ADAPTERS[schema] = TypeAdapter(schema)
    return adapter


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


_Model = TypeVar("_Model", bound=BaseModel)
_Value = TypeVar("_Value")


@overload
def load(schema: type[_Model], raw: str | bytes | None, *, where: str) -> _Model: ...
@overload
def load(schema: TypeAdapter[_Value], raw: str | bytes | None, *, where: str) -> _Value: ...
@overload
def load(schema: Any, raw: str | bytes | None, *, where: str) -> Any: ...
def load(schema: Any, raw: str | bytes | None, *, where: str) -> Any:
    """``raw`` JSON (``None``: absent, the schema's defaults) validated against ``schema`` (a model or a
    :class:`~pydantic.TypeAdapter`); raises :class:`CorruptMemoryError` naming ``where``, in one line."""
    adapter = _adapter(schema)
    if raw is not None and len(raw) > MAX_JSON_BYTES:
        raise CorruptMemoryError(f"cannot read {where}: {len(raw):,} bytes, more than the {MAX_JSON_BYTES:,} allowed")
    try:
        return adapter.validate_python({}) if raw is None else adapter.validate_json(raw)
    except ValidationError as error:
        raise CorruptMemoryError(f"cannot read {where}: {_first(error)}") from None


def _first(error: ValidationError) -> str:
    """The first problem of a validation error, in one short line."""
    problem = error.errors(include_url=False)[0]
    place = ".".join(str(part) for part in problem["loc"])
    message = problem["msg"].removeprefix("Value error, ").splitlines()[0][:200]
    more = f" (and {error.error_count() - 1} more)" if error.error_count() > 1 else ""
    return f"{place}: {message}{more}" if place else f"{message}{more}"
