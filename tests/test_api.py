import importlib
import pkgutil

import c0lab


def test_public_names_are_sorted_and_complete():
    assert c0lab.__all__ == sorted(c0lab.__all__)
    public = {name for name in dir(c0lab)
              if not name.startswith("_") and not isinstance(getattr(c0lab, name), type(c0lab))}
    assert public == set(c0lab.__all__)


def test_every_module_lists_its_public_names():
    for module in pkgutil.walk_packages(c0lab.__path__, prefix="c0lab."):
        loaded = importlib.import_module(module.name)
        assert hasattr(loaded, "__all__"), module.name
        assert all(hasattr(loaded, name) for name in loaded.__all__), module.name
