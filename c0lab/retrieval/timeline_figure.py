"""The timeline drawn: one bar per fact over valid time (matplotlib), for a notebook or a saved page.

Current facts are solid; ended ones grey, superseded ones orange and hatched
``//``, invalidated ones red and hatched ``xx``. A triangle marks the moment
the memory learned a fact, a cross the moment it learned its latest change
(an end recorded later); a dashed line marks the ``as_of`` date. A fact true
since always starts at the left edge, one still open runs to the right edge.
Each bar's ``gid`` is its fact (``"A TYPE B"``), so a program can find it.
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any

import pandas as pd

from .._errors import C0labError
from .timeline import STATUSES

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = ["STYLES", "timeline_figure"]

STYLES: dict[str, dict[str, Any]] = {
    "current": {"facecolor": "#2b6cb0", "edgecolor": "#2b6cb0", "hatch": None},
    "ended": {"facecolor": "#cbd5e0", "edgecolor": "#718096", "hatch": None},
    "superseded": {"facecolor": "#fbd38d", "edgecolor": "#dd6b20", "hatch": "//"},
    "invalidated": {"facecolor": "#fed7d7", "edgecolor": "#c53030", "hatch": "xx"},
    "withdrawn": {"facecolor": "#ffffff", "edgecolor": "#a0aec0", "hatch": ".."},
}


LABEL_WIDTH = 40
"""Characters of a fact's label on one line; a longer label wraps (the axis keeps its room)."""


def timeline_figure(frame: pd.DataFrame, *, title: str, as_of: pd.Timestamp) -> Figure:
    """A matplotlib ``Figure`` of ``frame`` (:func:`~c0lab.retrieval.timeline.timeline_frame`'s rows)."""
    try:
        from matplotlib import dates as mdates
        from matplotlib import pyplot as plt
        from matplotlib.lines import Line2D
        from matplotlib.patches import Patch
    except ImportError:
        raise C0labError("the timeline is drawn with matplotlib: pip install 'c0lab[notebook]'") from None
    rows = max(len(frame), 1)
    labels = [textwrap.fill(fact, width=LABEL_WIDTH) for fact in frame["fact"]]  # long names wrap, not squeeze
    tall = max((label.count("\n") + 1 for label in labels), default=1)
    figure, axes = plt.subplots(figsize=(11, 1.2 + 0.4 * rows * tall))
    plt.close(figure)  # returned, not kept by pyplot: a notebook shows it once, as the cell's value
    left, right = _edges(frame, as_of)
    for row, fact in enumerate(frame.itertuples()):
        start = left if pd.isna(fact.valid_from) else fact.valid_from
        end = right if pd.isna(fact.valid_to) else fact.valid_to
        first, last = _number(start), _number(end)
        (bar,) = axes.barh(row, last - first, left=first, height=0.6, linewidth=1.2, **STYLES[fact.status])
        bar.set_gid(fact.fact)
        axes.plot(
            _number(fact.learned_at),
            row,
            marker="v",
            color="#1a202c",
            markersize=7,
            linestyle="none",
            gid=f"learned {fact.fact}",
        )
        if fact.changed_at != fact.learned_at:
            axes.plot(
                _number(fact.changed_at),
                row,
                marker="x",
                color="#1a202c",
                markersize=7,
                linestyle="none",
                gid=f"changed {fact.fact}",
            )
    axes.axvline(_number(as_of), color="#4a5568", linestyle="--", linewidth=1)
    axes.set_yticks(range(len(frame)), labels=labels, fontsize=8)
    axes.set_ylim(rows - 0.5, -0.5)
    axes.set_xlim(_number(left), _number(right))
    locator = mdates.AutoDateLocator(minticks=3, maxticks=8)
    axes.xaxis.set_major_locator(locator)
    axes.xaxis.set_major_formatter(mdates.ConciseDateFormatter(locator))
    axes.set_title(textwrap.fill(title, width=2 * LABEL_WIDTH), loc="left", fontsize=10)
    axes.set_xlabel("valid time (when it was true in the world)")
    if frame.empty:
        axes.text(0.5, 0.5, "no relations recorded", transform=axes.transAxes, ha="center", color="#4a5568")
    shown = [status for status in STATUSES if status in set(frame["status"])]
    handles: list[Patch | Line2D] = [Patch(label=status, **STYLES[status]) for status in shown]
    handles.append(Line2D([], [], marker="v", color="#1a202c", linestyle="none", label="learned"))
    if (frame["changed_at"] != frame["learned_at"]).any():
        handles.append(Line2D([], [], marker="x", color="#1a202c", linestyle="none", label="change learned"))
    handles.append(Line2D([], [], color="#4a5568", linestyle="--", label="as of"))
    axes.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.01, 1), fontsize=8, frameon=False)
    axes.grid(axis="x", color="#edf2f7")
    axes.set_axisbelow(True)
    figure.tight_layout()
    return figure


def _edges(frame: pd.DataFrame, as_of: pd.Timestamp) -> tuple[pd.Timestamp, pd.Timestamp]:
    """The time axis: every finite date of the facts, the moments learned and ``as_of``, with a margin."""
    moments = [as_of]
    for column in ("valid_from", "valid_to", "learned_at", "changed_at"):
        moments += [moment for moment in frame[column] if not pd.isna(moment)]
    first, last = min(moments), max(moments)
    margin = max((last - first) * 0.06, pd.Timedelta(days=30))
    return max(first - margin, _FIRST), min(last + margin, _LAST)


_FIRST = pd.Timestamp("0001-01-01", tz="UTC")
_LAST = pd.Timestamp("9999-12-31", tz="UTC")
"""The axis ends a ``datetime`` holds: a fact ending with 9999 stops at 10000-01-01, which it cannot."""


def _number(moment: pd.Timestamp) -> float:
    """Matplotlib's number for a moment, kept within years 1–9999."""
    from matplotlib import dates as mdates

    return float(mdates.date2num(min(max(moment, _FIRST), _LAST).to_pydatetime()))
