"""``python -m c0lab``: the command line."""

import sys

from ._cli import main

__all__: list[str] = []

if __name__ == "__main__":
    sys.exit(main())
