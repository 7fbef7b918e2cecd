"""The memory's verbs on the command line: ``c0lab walk``, ``c0lab add``, ``c0lab supersede`` …

Each verb is a thin layer over :class:`~c0lab.Memory`, as each magic is: it
reads its words with the magics' own line reader (:mod:`c0lab._lines`), so
``c0lab walk who's the maintainer of tinytorch-lite?`` and ``%walk who's the
maintainer of tinytorch-lite?`` ask the same question; it calls the Python API
and prints what it returns, as text or (``--json``) as one JSON object.

Exit codes: 0 found (or written), 1 a dead end (nothing found: a walk that
abstains, an empty search or recall, an unknown name), 2 a usage error; every
error is one line on stderr. Reading verbs open the memory read-only, so a
notebook that holds the writer lock does not block them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from .._errors import (
    C0labError,
    InvalidInputError,
    NoPathError,
    UnknownConceptError,
    UsageError,
)
from .._lines import positive
from .._time import format_time
from ..index.search import SearchMode
from ..memory.memory import Memory
from ..model.records import CONCEPT, PATCH
from .base import HOME, Answer, Verb, known_at, last_op, open_memory, table_text, time_options
from .shapes import concept_json, jsonable, recall_json, rows_json, walk_json

__all__ = ["VERBS", "add_verbs", "run_verb"]

# -- reading ---------------------------------------------------------------------


def _walk_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--depth", type=int, default=3, help="relations to follow (default 3)")
    parser.add_argument("--direction", choices=["out", "in", "both"], default="both", help="which relations to follow")


def _walk(memory: Memory, args: argparse.Namespace) -> Answer:
    known = known_at(memory, args.known_at)
    walk = memory.walk(
        args.text,
        depth=args.depth,
        budget_tokens=positive(args.budget, "--budget", default=1000),
        direction=args.direction,
        as_of=args.as_of,
        known_at=known,
    )
    text = walk.context
    if walk.known_at_asked and not walk.dead_end:  # read as an earlier state held it: say which (a dead end does)
        snapshot = f" (snapshot {args.known_at})" if known != args.known_at else ""
        text = f"As known at {format_time(walk.known_at)}{snapshot}:\n{text}"
    return Answer(walk_json(walk), text, found=not (walk.dead_end or walk.abstains))


def _search_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-k", type=int, default=10, help="how many results (default 10)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--keyword-only", action="store_true", help="BM25 only")
    mode.add_argument("--vector-only", action="store_true", help="vectors only")


def _search(memory: Memory, args: argparse.Namespace) -> Answer:
    mode: SearchMode = "keyword" if args.keyword_only else "vector" if args.vector_only else "hybrid"
    found = memory.search(args.text, k=positive(args.k, "-k", default=10), mode=mode, **time_options(memory, args))
    found = found.drop(columns="score")
    found.insert(0, "rank", range(1, len(found) + 1))
    return Answer(
        {"query": args.text, "results": rows_json(found)},
        table_text(found, ["rank", "name", "found_by", "valid_from", "valid_to", "note"]),
        found=len(found) > 0,
    )


def _recall_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--session", help="only this session")
    parser.add_argument("--now", help='when the question is asked: "last month" is read against it (default: now)')


def _recall(memory: Memory, args: argparse.Namespace) -> Answer:
    recall = memory.recall(
        args.text,
        budget_tokens=positive(args.budget, "--budget", default=1000),
        session=args.session,
        now=args.now,
        **time_options(memory, args),
    )
    return Answer(recall_json(recall), recall.context or "(nothing recalled)", found=len(recall.items) > 0)


def _name_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", help="a concept's name (quote a name with spaces)")


def _concept(memory: Memory, args: argparse.Namespace) -> Answer:
    concept = memory.concept(args.name, **time_options(memory, args))
    return Answer({"concept": concept_json(concept)}, str(concept))


def _history(memory: Memory, args: argparse.Namespace) -> Answer:
    rows = memory.history(args.name)
    return Answer(
        {"name": args.name, "versions": rows_json(rows)},
        table_text(rows, ["version", "kind", "text", "valid_from", "valid_to", "recorded_at", "expired_at", "reason"]),
    )


def _diff_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("t1", help="a date, a snapshot name or now")
    parser.add_argument("t2", nargs="?", default="now", help="a date, a snapshot name or now (default now)")
    parser.add_argument("--valid", action="store_true", help="on the valid-time axis (default: system time)")


def _diff(memory: Memory, args: argparse.Namespace) -> Answer:
    changes = memory.diff(args.t1, args.t2, axis="valid" if args.valid else "system")
    summary = changes.attrs["summary"]
    return Answer({"summary": summary, "changes": rows_json(changes)}, f"{summary}\n{table_text(changes)}")


def _audit(memory: Memory, args: argparse.Namespace) -> Answer:
    report = str(memory.audit())
    findings = [line[2:] for line in report.splitlines() if line.startswith("- ")]
    return Answer({"report": report, "findings": findings}, report)


def _status(memory: Memory, args: argparse.Namespace) -> Answer:
    status = jsonable(dict(memory.status()))
    return Answer({"status": status}, "\n".join(f"{key}: {value}" for key, value in status.items()))


def _export_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("out", help="a new folder for the export (parquet + a JSON manifest)")


def _export(memory: Memory, args: argparse.Namespace) -> Answer:
    written = memory.export(args.out)
    return Answer(
        {"exported": str(written), "namespace": memory.namespace}, f"exported {memory.namespace} to {written}"
    )


# -- writing ---------------------------------------------------------------------


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("kind", choices=["concept", "patch", "relation", "rule"], help="what to add")
    parser.add_argument(
        "words", nargs="+", help="concept: NAME; patch: NAME; relation: A TYPE B; rule: NAME TYPE TYPE… (the path)"
    )
    parser.add_argument("-d", "--description", default="", help="a concept's description")
    parser.add_argument("--content", help="a patch's text")
    parser.add_argument("--valid-from", help="when it became true (default: since always)")
    parser.add_argument("--valid-to", help="when a relation stopped being true")
    parser.add_argument("--kind", dest="label", help="a concept's kind (person, project …)")
    parser.add_argument("--alias", action="append", help="another name of a concept (repeatable)")
    parser.add_argument("--force", action="store_true", help="add a near-duplicate name anyway")
    parser.add_argument(
        "--keep",
        action="store_true",
        help="a relation: held beside the older value of a single-valued type, not replacing it",
    )
    parser.add_argument("--gives", help="a rule: the relation type its path gives")
    parser.add_argument("--confidence", type=float, default=1.0, help="a rule: how sure it is (0-1, default 1)")


def _rule_json(rule: Any) -> dict[str, Any]:
    return {"name": rule.name, "path": list(rule.path), "gives": rule.gives, "confidence": rule.confidence}


def _add(memory: Memory, args: argparse.Namespace) -> Answer:
    if args.kind == CONCEPT:
        if len(args.words) != 1:
            raise UsageError('c0lab add concept takes one NAME; quote a name with spaces: "hybrid search"')
        concept = memory.add_concept(
            args.words[0],
            args.description,
            valid_from=args.valid_from,
            kind=args.label,
            force=args.force,
            aliases=args.alias,
        )
        return Answer(
            {"added": "concept", "concept": concept_json(concept), "op": last_op(memory)},
            f"added concept {concept.name!r}",
        )
    if args.kind == PATCH:
        if len(args.words) != 1 or not args.content:
            raise UsageError("c0lab add patch NAME --content TEXT")
        patch = memory.add_patch(args.words[0], args.content, valid_from=args.valid_from)
        return Answer(
            {"added": "patch", "name": args.words[0], "patch": jsonable(patch), "op": last_op(memory)},
            f"added a patch to {args.words[0]!r}",
        )
    if args.kind == "rule":
        if len(args.words) < 3 or not args.gives:
            raise UsageError("c0lab add rule NAME TYPE TYPE… --gives TYPE [--confidence C]")
        rule = memory.add_rule(args.words[0], path=args.words[1:], gives=args.gives, confidence=args.confidence)
        return Answer({"added": "rule", "rule": _rule_json(rule)}, f"added rule {rule.describe()}")
    if len(args.words) != 3:
        raise UsageError("c0lab add relation A TYPE B (quote names with spaces)")
    return _relation(memory, args)


def _rules(memory: Memory, args: argparse.Namespace) -> Answer:
    rules = memory.rules()
    inferred = memory.inferred(**time_options(memory, args))
    text = (
        "\n".join(
            f"{row.name}: {' → '.join(row.path)} gives {row.gives} (confidence {row.confidence:g})"
            for row in rules.itertuples()
        )
        or "(no rules)"
    )
    if len(inferred):
        text += "\ninferred (not stored):\n" + table_text(inferred)
    return Answer({"rules": rows_json(rules), "inferred": rows_json(inferred)}, text)


def _rule_name_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", help="the rule's name")


def _remove_rule(memory: Memory, args: argparse.Namespace) -> Answer:
    rule = memory.remove_rule(args.name)
    return Answer({"removed": _rule_json(rule)}, f"removed rule {rule.describe()}")


def _relate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("words", nargs=3, metavar="A TYPE B", help="A TYPE B (quote names with spaces)")
    parser.add_argument("--valid-from", help="when it became true (default: since always)")
    parser.add_argument("--valid-to", help="when it stopped being true")
    parser.add_argument(
        "--keep", action="store_true", help="held beside the older value of a single-valued type, not replacing it"
    )


def _redate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("words", nargs=3, metavar="A TYPE B", help="A TYPE B (quote names with spaces)")
    parser.add_argument("--valid-from", help="when it became true (default: as it is)")
    parser.add_argument("--valid-to", help="when it stopped being true (default: as it is)")


def _relation(memory: Memory, args: argparse.Namespace) -> Answer:
    source, relation_type, target = args.words
    record = memory.relate(  # kept: held beside the older value, which a walk then reads as held too
        source, relation_type, target, valid_from=args.valid_from, valid_to=args.valid_to, alongside=args.keep
    )
    return Answer(
        {
            "added": "relation",
            "relation": {"source": source, "type": relation_type, "target": target},
            "id": jsonable(record),
            "op": last_op(memory),
        },
        f"{source} {relation_type} {target}",
    )


def _end_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("words", nargs=3, metavar="A TYPE B", help="A TYPE B (quote names with spaces)")
    parser.add_argument("--at", required=True, help="when the relation stopped holding")
    parser.add_argument("--reason", help="why")
    parser.add_argument("--force", action="store_true", help="accept a date before it began or over a day ahead")


def _end(memory: Memory, args: argparse.Namespace) -> Answer:
    source, relation_type, target = args.words
    memory.end(source, relation_type, target, at=args.at, reason=args.reason, force=args.force)
    return Answer(
        {"ended": {"source": source, "type": relation_type, "target": target}, "at": args.at, "op": last_op(memory)},
        f"{source} {relation_type} {target} ended {args.at}",
    )


def _redate(memory: Memory, args: argparse.Namespace) -> Answer:
    source, relation_type, target = args.words
    memory.redate(source, relation_type, target, valid_from=args.valid_from, valid_to=args.valid_to)
    span = ", ".join(f"{edge} {value}" for edge, value in (("from", args.valid_from), ("to", args.valid_to)) if value)
    return Answer(
        {
            "redated": {"source": source, "type": relation_type, "target": target},
            "valid_from": args.valid_from,
            "valid_to": args.valid_to,
            "op": last_op(memory),
        },
        f"{source} {relation_type} {target} redated ({span})",
    )


def _retract_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("op", nargs="?", help="the operation to take back (default: the last write; ids in --json)")


def _retract(memory: Memory, args: argparse.Namespace) -> Answer:
    retraction = memory.undo(args.op)
    operations = memory.operations().set_index("op")
    label = str(operations.loc[retraction, "label"]).removeprefix("undo ")
    return Answer(
        {"retracted": str(operations.loc[retraction, "undoes"]), "label": label, "op": retraction}, f"took back {label}"
    )


def _supersede_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("old", help="the concept that stops being true")
    parser.add_argument("--with", dest="new", required=True, help="the concept that replaces it")
    parser.add_argument("--at", help="when the world changed (default: now)")
    parser.add_argument("--force", action="store_true", help="accept a date before OLD began or over a day ahead")


def _supersede(memory: Memory, args: argparse.Namespace) -> Answer:
    memory.supersede(args.old, args.new, at=args.at, force=args.force)
    return Answer(
        {"superseded": args.old, "by": args.new, "at": args.at, "op": last_op(memory)},
        f"{args.new} supersedes {args.old}" + (f" from {args.at}" if args.at else ""),
    )


def _invalidate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", help="the concept that stops being true")
    parser.add_argument("--reason", required=True, help="why")
    parser.add_argument("--at", help="when (default: now)")
    parser.add_argument("--by", help="what caused it")
    parser.add_argument("--force", action="store_true", help="accept a date before it began or over a day ahead")


def _invalidate(memory: Memory, args: argparse.Namespace) -> Answer:
    memory.invalidate(args.name, reason=args.reason, at=args.at, by=args.by, force=args.force)
    return Answer(
        {"invalidated": args.name, "reason": args.reason, "at": args.at, "op": last_op(memory)},
        f"{args.name} invalidated" + (f" from {args.at}" if args.at else ""),
    )


def _describe_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--at", help="from when it holds (default: now)")


def _describe(memory: Memory, args: argparse.Namespace) -> Answer:
    (name,) = args.names
    memory.describe(name, args.text, at=args.at)
    concept = memory.concept(name)
    return Answer(
        {"described": concept_json(concept), "op": last_op(memory)},
        f"described {name!r} from {format_time(concept.valid_from)}",
    )


def _ingest_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="Markdown, text or JSON ([{text, date}, …]) files (- reads standard input)",
    )
    parser.add_argument(
        "--at",
        help="when the text was written (default: a JSON document's date, else now: the ingest time, and facts "
        "the text does not date are then stored undated)",
    )
    parser.add_argument("--source", help="where it came from (default: the file's name)")
    parser.add_argument(
        "--chunking",
        choices=["paragraphs", "sentences", "none"],
        default="paragraphs",
        help="how a document is cut (default paragraphs)",
    )
    parser.add_argument("--no-dedupe", action="store_true", help="ingest chunks the memory or the file already holds")
    parser.add_argument("--max-chunks", type=int, help="stop after this many chunks a file")


def _ingest(memory: Memory, args: argparse.Namespace) -> Answer:
    for path in args.paths:  # every file is checked before anything is written
        if path != "-" and not Path(path).is_file():
            raise InvalidInputError(f"cannot read {path}: no such file")
    files = []
    with memory.batch(f"ingest of {len(args.paths)} files"):
        for path in args.paths:
            if path == "-":
                counts = memory.ingest(sys.stdin.read(), at=args.at, source=args.source or "stdin")
            else:
                counts = memory.ingest_file(
                    path,
                    chunking=args.chunking,
                    dedupe=not args.no_dedupe,
                    max_chunks=args.max_chunks,
                    at=args.at,
                    source=args.source,
                )
            files.append({"path": path, **jsonable(counts)})
    from ..memory.ingest import Ingest  # not loaded by the verbs that only read

    keys = ("chunks", "ingested", "duplicates", "near_duplicates", *Ingest.COUNTS)
    total = {key: sum(file.get(key, 0) for file in files) for key in keys}
    return Answer(
        {"files": files, "total": total, "op": last_op(memory)},
        f"ingested {len(files)} files: " + ", ".join(f"{count} {key}" for key, count in total.items()),
    )


def _snapshot_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", help="a name for this moment (for diff and --known-at)")


def _snapshot(memory: Memory, args: argparse.Namespace) -> Answer:
    at = memory.snapshot(args.name)
    return Answer({"snapshot": args.name, "at": jsonable(at)}, f"snapshot {args.name!r} is {format_time(at)}")


def _import_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", help="a folder written by c0lab export")


def _nothing(parser: argparse.ArgumentParser) -> None:
    return None


def _import(args: argparse.Namespace) -> Answer:
    path = args.path or os.environ.get("C0LAB_HOME") or HOME
    embedder = None if args.embedder.lower() == "none" else args.embedder
    with Memory.import_(
        args.source, path, namespace=args.namespace, embedder=embedder, lock_timeout=args.lock_timeout
    ) as memory:
        count = len(memory.store.versions)
        return Answer(
            {"imported": str(args.source), "namespace": memory.namespace, "versions": count},
            f"imported {count} versions into {memory.path} (namespace {memory.namespace})",
        )


VERBS: dict[str, Verb] = {
    verb.name: verb
    for verb in [
        Verb(
            "walk",
            "resolve a question to a concept, follow its relations, print the context",
            _walk_arguments,
            _walk,
            times=True,
            text=0,
            budget=True,
            needs_text="c0lab walk needs a question: c0lab walk [--depth N] QUESTION",
        ),
        Verb(
            "search",
            "concepts that match a text: exact name, then keyword and vector lists fused by RRF",
            _search_arguments,
            _search,
            times=True,
            text=0,
            needs_text="c0lab search needs a text: c0lab search TEXT",
        ),
        Verb(
            "recall",
            "episodes that answer a text, as dated lines within a token budget",
            _recall_arguments,
            _recall,
            times=True,
            text=0,
            budget=True,
            needs_text="c0lab recall needs a text: c0lab recall TEXT",
        ),
        Verb("concept", "a concept as it stood at a time", _name_argument, _concept, times=True),
        Verb("history", "every version of a concept, its patches and its relations", _name_argument, _history),
        Verb("diff", "what changed between two dates or snapshots", _diff_arguments, _diff),
        Verb("audit", "what the memory holds, and its conflicts, duplicates and orphans", _nothing, _audit),
        Verb("status", "counts of what the memory holds", _nothing, _status),
        Verb("export", "write the namespace as plain files into a new folder", _export_arguments, _export),
        Verb("add", "add a concept, a patch or a relation", _add_arguments, _add, writes=True),
        Verb("relate", "add a relation A TYPE B", _relate_arguments, _relation, writes=True),
        Verb("end", "a relation stops holding (the old one stays readable)", _end_arguments, _end, writes=True),
        Verb(
            "redate",
            "correct a relation's dates (the old ones stay readable)",
            _redate_arguments,
            _redate,
            writes=True,
        ),
        Verb("retract", "take back a write (the last one by default)", _retract_arguments, _retract, writes=True),
        Verb("supersede", "OLD stops being true, NEW replaces it", _supersede_arguments, _supersede, writes=True),
        Verb(
            "invalidate", "a concept stops being true, with a reason", _invalidate_arguments, _invalidate, writes=True
        ),
        Verb(
            "describe",
            "a new description of a concept (the old one stays readable)",
            _describe_arguments,
            _describe,
            writes=True,
            text=1,
            needs_text="c0lab describe [--at DATE] NAME TEXT (quote a NAME with spaces)",
        ),
        Verb(
            "ingest",
            "keep text files as episodes, chunk by chunk, and write what is read in them",
            _ingest_arguments,
            _ingest,
            writes=True,
        ),
        Verb(
            "rules",
            "the path rules, and the relations they derive at a time (not stored)",
            _nothing,
            _rules,
            times=True,
        ),
        Verb("remove-rule", "remove a path rule", _rule_name_argument, _remove_rule, writes=True),
        Verb("snapshot", "name this moment of system time", _snapshot_arguments, _snapshot, writes=True),
        Verb(
            "mcp",
            "serve the memory to an MCP client over stdio (pip install 'c0lab[mcp]')",
            _nothing,
            lambda _, args: _serve(args),
            writes=True,
            opens=False,
        ),
        Verb(
            "import",
            "fill an empty namespace from an export",
            _import_arguments,
            lambda _, args: _import(args),
            writes=True,
            opens=False,
        ),
    ]
}


def add_verbs(commands: argparse._SubParsersAction) -> None:
    """Register every verb under ``c0lab``'s own parser (for ``c0lab --help`` and checks of written command lines)."""
    for verb in VERBS.values():
        commands.add_parser(verb.name, help=verb.help, parents=[verb.parser()], add_help=False)


def _serve(args: argparse.Namespace) -> None:
    try:
        from .server import serve
    except ImportError as error:
        raise InvalidInputError(f"c0lab mcp needs the mcp package: pip install 'c0lab[mcp]' ({error})") from None
    serve(args)


def _emit(answer: Answer | None, verb: str, *, as_json: bool) -> int:
    if answer is None:  # the verb printed what it had to (c0lab mcp speaks the protocol on stdout)
        return 0
    if as_json:
        print(json.dumps({"verb": verb, "found": answer.found, **answer.data}, ensure_ascii=False))
    else:
        print(answer.text)
    return 0 if answer.found else 1


def run_verb(argv: list[str]) -> int:
    """Run ``c0lab VERB …`` (``argv`` starts with the verb); returns the exit code. An error is one line on
    stderr and, under ``--json``, also an object with ``verb``, ``found`` (false) and ``error`` on stdout."""
    verb = VERBS[argv[0]]
    try:
        args = verb.read(argv[1:])
        if not verb.opens:
            return _emit(verb.run(None, args), verb.name, as_json=args.json)  # type: ignore[arg-type]
        with open_memory(args, writes=verb.writes) as memory:
            answer = verb.run(memory, args)
        return _emit(answer, verb.name, as_json=args.json)
    except (UnknownConceptError, NoPathError) as error:
        return _failed(verb.name, error, code=2 if verb.writes else 1, as_json="--json" in argv)
    except C0labError as error:
        return _failed(verb.name, error, code=2, as_json="--json" in argv)


def _failed(verb: str, error: C0labError, *, code: int, as_json: bool) -> int:
    """Say what went wrong: one line on stderr, and the JSON object an agent reads on stdout."""
    print(f"c0lab: {error}", file=sys.stderr)
    if as_json:
        print(json.dumps({"verb": verb, "found": False, "error": str(error)}, ensure_ascii=False))
    return code
