import importlib
import pkgutil

import c0lab


def test_public_names_are_sorted_and_complete():
    assert c0lab.__all__ == sorted(c0lab.__all__)
    public = {
        name for name in dir(c0lab) if not name.startswith("_") and not isinstance(getattr(c0lab, name), type(c0lab))
    }
    assert public == set(c0lab.__all__)


def test_every_module_lists_its_public_names():
    for module in pkgutil.walk_packages(c0lab.__path__, prefix="c0lab."):
        loaded = importlib.import_module(module.name)
        assert hasattr(loaded, "__all__"), module.name
        assert all(hasattr(loaded, name) for name in loaded.__all__), module.name


def test_every_memory_method_is_written_out_with_its_own_types():
    """No generated forwarders: each public method of ``Memory`` is defined in its class, with its own hints."""
    import inspect
    import typing

    import networkx
    from matplotlib.figure import Figure

    from c0lab.extract import Extractor
    from c0lab.extract.chunks import Chunking
    from c0lab.llm.provider import LLMClient
    from c0lab.memory.handle import MemoryHandle
    from c0lab.memory.ingest import Ingest
    from c0lab.memory.memory import Memory
    from c0lab.memory.texts import MemoryTexts
    from c0lab.reflect.reflector import Reflector

    assert Memory.__mro__ == (Memory, MemoryTexts, MemoryHandle, object)  # texts' calls; opening, closing, moving
    # imported under TYPE_CHECKING in memory.py and handle.py (matplotlib, NetworkX, the extractors, the
    # reflector load on first use)
    checking_only = {"Figure": Figure, "nx": networkx, "Extractor": Extractor, "Chunking": Chunking}
    checking_only |= {"LLMClient": LLMClient, "Reflector": Reflector, "Ingest": Ingest}
    for owner in (Memory, MemoryTexts, MemoryHandle):
        for name, member in vars(owner).items():
            if name.startswith("_") or not callable(getattr(Memory, name)) or isinstance(member, property):
                continue
            function = inspect.unwrap(getattr(member, "__func__", member))
            assert function.__qualname__ == f"{owner.__name__}.{name}", name  # its own code, not a family's
            assert function.__doc__, name
            hints = typing.get_type_hints(function, localns=checking_only)
            assert "return" in hints, name
    assert typing.get_type_hints(Memory.add_concept)["return"].__name__ == "Concept"


def test_one_route_per_operation():
    """A family object offers only what the memory itself does not; each is its real class."""
    import tempfile

    from c0lab import Memory
    from c0lab.memory.analytics import Analytics
    from c0lab.memory.upkeep import Upkeep
    from c0lab.reflect.reflector import Reflector

    with Memory.open(tempfile.mkdtemp(), embedder=None) as mem:
        assert type(mem.analytics) is Analytics and type(mem.upkeep) is Upkeep and type(mem.reflector) is Reflector
        assert not hasattr(mem, "changes")
        for family in (mem.analytics, mem.upkeep):
            shared = {name for name in dir(family) if not name.startswith("_")} & set(dir(mem))
            assert shared == set(), shared
        assert type(mem.audit()).__name__ == "AuditReport"


def test_status_messages_is_a_deprecated_alias_of_episodes():
    import tempfile

    import pytest

    from c0lab import Memory

    with Memory.open(tempfile.mkdtemp(), embedder=None) as mem:
        mem.add_episode("hello")
        status = mem.status()
        assert "messages" not in status and status["episodes"] == 1
        with pytest.warns(DeprecationWarning, match="episodes"):
            assert status["messages"] == 1
        with pytest.raises(KeyError):
            status["nothing"]


def test_memory_offers_what_the_protocols_of_the_upper_rooms_ask():
    """``reflect/`` and ``bench/`` take a memory as a Protocol; ``Memory`` has each member, with its parameters."""
    import inspect
    import tempfile

    from c0lab._protocols import MemoryView, WritableMemory
    from c0lab.memory.memory import Memory

    with Memory.open(tempfile.mkdtemp(), embedder=None) as mem:
        offered_names = set(dir(mem))
    for protocol in (MemoryView, WritableMemory):
        for name, member in vars(protocol).items():
            if name.startswith("_"):
                continue
            assert name in offered_names, (protocol.__name__, name)
            if inspect.isfunction(member):
                wanted = list(inspect.signature(member).parameters.values())
                offered = inspect.signature(getattr(Memory, name)).parameters
                for parameter in wanted:
                    assert parameter.name in offered, (name, parameter.name)
                    assert offered[parameter.name].kind == parameter.kind, (name, parameter.name)


def test_the_package_ships_its_type_marker():
    import pathlib
    import tomllib

    root = pathlib.Path(c0lab.__file__).parent
    assert (root / "py.typed").is_file()
    data = tomllib.loads((root.parent / "pyproject.toml").read_text())
    assert "py.typed" in data["tool"]["setuptools"]["package-data"]["c0lab"]


def test_the_version_is_written_in_one_place():
    import pathlib
    import tomllib

    root = pathlib.Path(c0lab.__file__).parent
    project = tomllib.loads((root.parent / "pyproject.toml").read_text())
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "c0lab.__version__"}
    assert c0lab.__version__.count(".") == 2
