"""Where the static graph's labels go: no two overlap, none covers a node.

The nodes are laid out by NetworkX (a spring layout, the walk's concept
fixed at the centre, the canvas growing with the number of nodes). Labels
are then placed one by one, the centre's first, then the other nodes',
then the relations': each takes the first free spot on rings of growing
radius around its anchor (the node, or the middle of its edge), so a label
never overlaps another label or a node's disc. A text's box is estimated
on the wide side (a sans-serif face at the drawing's font size), so the
boxes the browser draws are never larger than the ones placed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["FONT", "Box", "place", "text_box", "text_width"]

FONT = 11.0
_WIDE = set("MWmw@%&")
_NARROW = set("iljtfI.,:;'|!() []")


@dataclass(frozen=True)
class Box:
    """An axis-aligned box: left, top, right, bottom (SVG coordinates, y down)."""

    left: float
    top: float
    right: float
    bottom: float

    def overlaps(self, other: Box, gap: float = 1.0) -> bool:
        return not (
            self.right + gap <= other.left
            or other.right + gap <= self.left
            or self.bottom + gap <= other.top
            or other.bottom + gap <= self.top
        )

    def inside(self, width: float, height: float) -> bool:
        return self.left >= 0 and self.top >= 0 and self.right <= width and self.bottom <= height


def text_width(text: str, *, size: float = FONT) -> float:
    """A generous estimate of ``text``'s width in a sans-serif face at ``size`` px."""
    units = sum(
        0.95 if char in _WIDE else 0.38 if char in _NARROW else 0.8 if char.isupper() else 0.62 for char in text
    )
    return units * size + 2


def text_box(x: float, y: float, text: str, *, size: float = FONT) -> Box:
    """The box of ``text`` whose left end sits at ``x`` and baseline at ``y``."""
    return Box(x, y - size * 0.95, x + text_width(text, size=size), y + size * 0.3)


def place(
    anchors: list[tuple[str, float, float]],
    obstacles: list[Box],
    *,
    width: float,
    height: float,
    size: float = FONT,
    near: float = 10.0,
) -> list[tuple[float, float]]:
    """The left end and baseline of each label (``(text, x, y)`` of its anchor), in order, each clear of the
    boxes placed before it and of ``obstacles``; a label that finds no spot inside the canvas keeps the
    nearest clear spot outside it (the caller widens the view)."""
    placed = list(obstacles)
    spots = []
    for text, x, y in anchors:
        wide = text_width(text, size=size)
        chosen = None
        for radius in [near, *(near + 6 * step for step in range(1, 80))]:
            for angle in _angles(radius):
                dx, dy = radius * math.cos(angle), radius * math.sin(angle)
                left = x + dx if dx >= 0 else x + dx - wide  # right of the anchor, or left of it
                if abs(dx) < 1e-9:
                    left = x - wide / 2
                baseline = y + dy + size * 0.35
                box = text_box(left, baseline, text, size=size)
                if any(box.overlaps(other) for other in placed):
                    continue
                if box.inside(width, height) or chosen is None and radius > near + 6 * 60:
                    chosen = (left, baseline, box)
                    break
            if chosen is not None:
                break
        if chosen is None:  # nothing inside: the first clear spot anywhere on the last ring
            left, baseline = x + near, y + near + 6 * 80
            chosen = (left, baseline, text_box(left, baseline, text, size=size))
        placed.append(chosen[2])
        spots.append((chosen[0], chosen[1]))
    return spots


def _angles(radius: float) -> list[float]:
    """Directions to try at ``radius``: right, left, above, below first, then more as the ring grows."""
    count = max(8, int(2 * math.pi * radius / 14))
    first = [0.0, math.pi, -math.pi / 2, math.pi / 2]
    return first + [2 * math.pi * step / count for step in range(count) if step * 4 % count]
