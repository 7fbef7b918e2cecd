"""The layers of c0lab import one way: each sub-package only from those below it, with no cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

import c0lab

PACKAGE = Path(c0lab.__file__).parent

FLOORS = {
    "_errors": 0,
    "_reading": 0,
    "_reading_words": 0,
    "_reading_periods": 0,
    "_reading_known": 0,
    "_reading_relative": 0,
    "_reading_weekdays": 0,
    "_told_months": 0,
    "_timespan": 0,
    "_time": 0,
    "_lines": 0,
    "_sentences": 0,
    "_progress": 0,
    "_protocols": 5,
    "model": 1,
    "store": 2,
    "llm": 3,
    "index": 4,
    "retrieval": 5,
    "extract": 6,
    "reflect": 6,
    "memory": 7,
    "notebook": 8,
    "bench": 9,
    "cli": 10,
    "_cli": 10,
    "__main__": 10,
    "widgets": 10,
    "__init__": 10,
}
"""Each top-level module or sub-package of ``c0lab`` and its floor, lowest first (ARCHITECTURE.md)."""


def _room(module: str) -> str:
    """The top-level module or sub-package that ``c0lab.a.b`` belongs to."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, *, types: bool = False) -> set[str]:
    """The c0lab modules a file imports (anywhere in it, functions included; ``if TYPE_CHECKING`` aside).

    With ``types``: what the module imports when it loads or is type-checked (``if TYPE_CHECKING`` included,
    an import deferred into a function left out)."""
    tree = ast.parse(path.read_text())
    if types:
        functions = [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
        skipped = {id(node) for function in functions for node in ast.walk(function)}
    else:
        skipped = {
            id(node)
            for guard in ast.walk(tree)
            if isinstance(guard, ast.If) and "TYPE_CHECKING" in ast.unparse(guard.test)
            for node in ast.walk(guard)
        }
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found |= {target} if node.module else {f"{target}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return {name for name in found if name == "c0lab" or name.startswith("c0lab.")}


def _graph(*, types: bool = False) -> nx.DiGraph:
    graph = nx.DiGraph()
    for path in PACKAGE.rglob("*.py"):
        module = _module_name(path)
        graph.add_node(module)
        for target in _imports(path, types=types):
            graph.add_edge(module, target)
    return graph


def test_every_room_has_a_floor():
    rooms = {_room(module) for module in _graph()}
    assert rooms <= set(FLOORS), rooms - set(FLOORS)


def test_imports_only_go_down():
    upward = [
        (source, target)
        for source, target in _graph().edges
        if target != "c0lab" and FLOORS[_room(target)] > FLOORS[_room(source)]
    ]
    assert upward == []


def test_no_import_cycle_between_rooms():
    rooms = nx.DiGraph(
        (_room(source), _room(target)) for source, target in _graph().edges if _room(source) != _room(target)
    )
    assert list(nx.simple_cycles(rooms)) == []


def test_no_import_cycle_between_modules_even_for_types():
    """No module imports another that imports it back when they load, not even under ``if TYPE_CHECKING:``
    (a module names what it needs of the other with a Protocol)."""
    graph = _graph(types=True)
    packages = {module for module in graph if (PACKAGE.parent / module.replace(".", "/") / "__init__.py").exists()}
    modules = graph.subgraph(node for node in graph if node not in packages)  # a package re-exports its modules
    assert list(nx.simple_cycles(modules)) == []


def test_the_check_sees_an_upward_import(tmp_path):
    fake = tmp_path / "c0lab" / "model"
    fake.mkdir(parents=True)
    (fake / "x.py").write_text("from ..memory.memory import Memory\n")
    global PACKAGE
    real, PACKAGE = PACKAGE, tmp_path / "c0lab"
    try:
        assert _imports(fake / "x.py") == {"c0lab.memory.memory"}
    finally:
        PACKAGE = real


MAX_LINES = 600
"""No module of ``c0lab`` is longer (CONTRIBUTING.md: small modules with one job)."""


def _too_long(package: Path) -> dict[str, int]:
    """The modules under ``package`` longer than :data:`MAX_LINES`, with their line counts."""
    counts = {
        path.relative_to(package.parent).as_posix(): len(path.read_text().splitlines())
        for path in sorted(package.rglob("*.py"))
    }
    return {name: count for name, count in counts.items() if count > MAX_LINES}


def test_no_module_is_over_600_lines():
    assert _too_long(PACKAGE) == {}


def test_the_length_check_sees_a_long_module(tmp_path):
    package = tmp_path / "c0lab"
    (package / "room").mkdir(parents=True)
    (package / "room" / "long.py").write_text("x = 1\n" * (MAX_LINES + 1))
    (package / "short.py").write_text("x = 1\n" * MAX_LINES)
    assert _too_long(package) == {"c0lab/room/long.py": MAX_LINES + 1}
