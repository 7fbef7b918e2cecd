"""The benchmark's chart: one row per question category, one bar per arm, 95% intervals clipped to [0, 1].

Horizontal bars keep every category's name level and whole; a share cannot
leave [0, 1], so neither does its interval (a t interval across a few seeds
can, before clipping). A line parts the standard categories from the
held-out ones.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = ["clipped_errors", "draw_chart", "write_chart"]


def clipped_errors(means: pd.Series, widths: pd.Series) -> np.ndarray:
    """Asymmetric error bars (2 × n: below, above) of ``means ± widths`` clipped to [0, 1]."""
    mean, width = means.to_numpy(dtype=float), widths.to_numpy(dtype=float)
    return np.vstack([np.minimum(width, mean), np.minimum(width, 1 - mean)]).clip(min=0)


def write_chart(table: pd.DataFrame, path: Path, *, labels: dict[str, str], metric: str, title: str) -> Path:
    """Draw ``table`` (``summarize_bench``'s: categories × arms, with ``arm ±`` columns) to ``path`` (PNG)."""
    figure = draw_chart(table, labels=labels, metric=metric, title=title)
    figure.savefig(path, dpi=110)
    return path


def draw_chart(table: pd.DataFrame, *, labels: dict[str, str], metric: str, title: str) -> Figure:
    """The chart of ``table`` as a matplotlib ``Figure`` (not kept by pyplot)."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    arms = [column for column in table.columns if not column.endswith(" ±")]
    categories = list(table.index)
    height = 0.8 / max(len(arms), 1)
    figure, axes = plt.subplots(figsize=(10, 1.5 + 0.075 * len(categories) * max(len(arms), 2)))
    rows = np.arange(len(categories))
    for number, arm in enumerate(arms):
        offsets = rows - 0.4 + height * (number + 0.5)
        axes.barh(
            offsets,
            table[arm],
            height=height,
            label=labels.get(arm, arm).replace("_", " "),
            xerr=clipped_errors(table[arm], table[f"{arm} ±"]),
            capsize=1.5,
            error_kw={"elinewidth": 0.8, "ecolor": "#2d3748"},
        )
    axes.set_yticks(rows, labels=[category.replace("_", " ") for category in categories], fontsize=9)
    axes.set_ylim(len(categories) - 0.5, -0.5)
    axes.set_xlim(0, 1)
    if "all standard" in categories and categories[-1] != "all standard":
        axes.axhline(categories.index("all standard") + 0.5, color="#718096", linewidth=1)
    axes.set_xlabel(metric)
    axes.set_title(title, loc="left", fontsize=11)
    axes.grid(axis="x", color="#e2e8f0")
    axes.set_axisbelow(True)
    axes.legend(loc="upper left", bbox_to_anchor=(1.01, 1), fontsize=9, frameon=False)
    figure.tight_layout()
    plt.close(figure)
    return figure
