"""A segment's columns (the parquet schema of a version) and the checks its rows pass when they are read."""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc

from .._errors import CorruptMemoryError
from .._time import BEGINNING, FOREVER
from ..model.records import FIELDS, KINDS
from ..model.schemas import ConceptMeta, load

__all__ = ["LATER", "OPEN_END", "SCHEMA", "TIMESTAMP", "check_rows", "check_table", "with_later_columns"]

TIMESTAMP = pa.timestamp("us", tz="UTC")
OPEN_END = {"valid_from": BEGINNING, "valid_to": FOREVER, "recorded_at": None, "expired_at": FOREVER}
"""The time columns, and the value an open end (a null in the file) stands for."""
SCHEMA = pa.schema(
    [
        pa.field(name, TIMESTAMP if name in OPEN_END else pa.int64() if name == "version" else pa.string())
        for name in FIELDS
    ]
)


_NULLABLE = {"valid_from", "valid_to", "expired_at"}
LATER = ("precision",)
"""Columns added after the first release, last in :data:`SCHEMA`: a file written before has none, and reads as
if each row held ``""`` (:func:`with_later_columns`)."""


def with_later_columns(table: pa.Table) -> pa.Table:
    """``table`` with the :data:`LATER` columns it lacks added, ``""`` in every row (a file of an older release).

    >>> old = pa.table({name: pa.array([], SCHEMA.field(name).type) for name in SCHEMA.names if name not in LATER})
    >>> with_later_columns(old).schema.names == SCHEMA.names
    True
    """
    for name in LATER:
        if name not in table.schema.names:
            table = table.append_column(SCHEMA.field(name), pa.nulls(table.num_rows, pa.string()).fill_null(""))
    return table


def check_table(table: pa.Table, path: Path) -> None:
    """Raise :class:`CorruptMemoryError`, naming ``path``, unless ``table`` has a segment's columns, types
    and no missing values where a version needs one (the :data:`LATER` columns may be absent: an older file)."""
    names = table.schema.names
    if names != SCHEMA.names and names != [name for name in SCHEMA.names if name not in LATER]:
        raise CorruptMemoryError(f"cannot read {path}: its columns are not those of a c0lab segment")
    for field in SCHEMA:
        if field.name not in names:
            continue
        column = table.column(field.name)
        if column.type != field.type:
            raise CorruptMemoryError(f"cannot read {path}: column {field.name!r} is {column.type}, not {field.type}")
        if field.name not in _NULLABLE and column.null_count:
            raise CorruptMemoryError(
                f"cannot read {path}: column {field.name!r} has {column.null_count} missing values"
            )


def check_rows(tables: list[tuple[Path, pa.Table]]) -> None:
    """Raise :class:`CorruptMemoryError`, naming the file, unless every row of these segments is of a known
    kind, every relation and patch names records the segments hold, and every concept's ``meta`` has its
    shape (:class:`~c0lab.model.schemas.ConceptMeta`). Arrow does the look-ups; only rows with a ``meta``
    are parsed."""
    kinds = [pc.dictionary_encode(table.column("kind")).combine_chunks() for _, table in tables]

    def mask(number: int, kind: str) -> pa.Array:
        encoded = kinds[number]
        code = encoded.dictionary.index(kind).as_py()
        return pc.equal(encoded.indices, code) if code >= 0 else pa.nulls(len(encoded), pa.bool_()).fill_null(False)

    def ids(kind: str) -> pa.Array:
        found = [table.column("record").filter(mask(number, kind)) for number, (_, table) in enumerate(tables)]
        return pc.unique(pa.chunked_array(found, type=pa.string())) if found else pa.array([], pa.string())

    concepts, episodes = ids("concept"), ids("episode")
    either = pa.concat_arrays([concepts, episodes])
    ends = {"relation": (("source_id", either), ("target_id", either)), "patch": (("source_id", concepts),)}
    for number, (path, table) in enumerate(tables):
        unknown = [kind for kind in kinds[number].dictionary.to_pylist() if kind not in KINDS]
        if unknown:
            row = pc.index(table.column("kind"), unknown[0]).as_py()
            raise CorruptMemoryError(
                f"cannot read {path}: row {row + 1} is of kind {unknown[0]!r}; kinds are {', '.join(KINDS)}"
            )
        for kind, checks in ends.items():
            rows = table.select(["record", *{field for field, _ in checks}]).filter(mask(number, kind))
            for field, known in checks:
                missing = pc.invert(pc.is_in(rows.column(field), value_set=known))
                if pc.any(missing).as_py():
                    row = rows.slice(pc.index(missing, True).as_py(), 1).to_pylist()[0]
                    raise CorruptMemoryError(
                        f"cannot read {path}: {kind} {row['record']!r} names {row[field]!r} "
                        f"({field}), which no row of the memory holds"
                    )
        described = table.select(["record", "meta"]).filter(
            pc.and_(mask(number, "concept"), pc.not_equal(table.column("meta"), ""))
        )
        for record, meta in zip(
            described.column("record").to_pylist(), described.column("meta").to_pylist(), strict=True
        ):
            load(ConceptMeta, meta, where=f"{path}: the meta of concept {record!r}")
