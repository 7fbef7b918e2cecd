"""``python -m c0lab``: the command line."""

from ._cli import run

__all__: list[str] = []

if __name__ == "__main__":
    run()
