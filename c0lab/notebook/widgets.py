"""Widgets: the graph view, the time slider and the review queue.

Each returns a plain ipywidgets object whose state a test (or a user's code)
can drive: ``slider.value = …``, ``button.click()``.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import ipywidgets as widgets

from .graphview import graph_html, iframe
from .._time import BEGINNING, FOREVER, format_time, now_micros, parse_time

__all__ = ["ReviewItem", "ReviewQueue", "graph_view", "memory_dates", "review_queue", "time_slider"]


def graph_view(memory, name: str, *, depth: int = 2, as_of: object = None, known_at: object = None,
               communities: bool = False) -> widgets.HTML:
    """The neighbourhood of ``name`` as of a date, as an HTML widget holding a sandboxed iframe
    (``communities=True`` colours nodes by community)."""
    now = max(now_micros(), memory.store.last_change_at)
    when = now if as_of is None else parse_time(as_of, what="as_of")
    known = now if known_at is None else parse_time(known_at, what="known_at")
    return widgets.HTML(iframe(graph_html(memory, name, depth=depth, as_of=when, known_at=known,
                                          communities=communities)))


def memory_dates(memory) -> list[int]:
    """Every date at which something in the memory starts or stops being true, oldest first."""
    moments = set()
    for version in memory.store.versions.values():
        if version.kind in ("concept", "relation"):
            moments.update(m for m in (version.valid_from, version.valid_to) if m not in (BEGINNING, FOREVER))
    return sorted(moments)


def time_slider(memory, name: str, *, depth: int = 2) -> widgets.VBox:
    """A slider over the memory's dates (and now) that redraws the graph view of ``name`` as of each."""
    now = max(now_micros(), memory.store.last_change_at)
    options = [(format_time(moment), moment) for moment in memory_dates(memory) if moment <= now]
    options.append(("now", now))
    slider = widgets.SelectionSlider(options=options, value=now, description="as of", continuous_update=False,
                                     layout=widgets.Layout(width="95%"))
    view = widgets.HTML()

    def redraw(change=None) -> None:
        view.value = iframe(graph_html(memory, name, depth=depth, as_of=slider.value, known_at=now))

    slider.observe(redraw, names="value")
    redraw()
    return widgets.VBox([slider, view])


@dataclass
class ReviewItem:
    """One proposal awaiting a person's judgement."""

    name: str
    description: str = ""
    reason: str = ""
    key: str = ""

    def __post_init__(self) -> None:
        self.key = self.key or self.name


@dataclass
class ReviewQueue:
    """One row per item with approve, reject and an editable description.

    ``decisions`` maps an item's key to ``("approve", description)`` or
    ``("reject", "")``; ``on_decision(item, verdict, description)`` is called
    as each is made (the reflection loop commits or discards there).
    """

    items: list[ReviewItem]
    on_decision: Callable[[ReviewItem, str, str], None] | None = None
    decisions: dict[str, tuple[str, str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rows: dict[str, tuple[widgets.Textarea, widgets.Button, widgets.Button, widgets.HTML]] = {}
        boxes = [self._row(item) for item in self.items]
        self.widget = widgets.VBox(boxes or [widgets.HTML("<i>Nothing to review.</i>")])

    def _row(self, item: ReviewItem) -> widgets.Widget:
        title = widgets.HTML(f"<b>{html.escape(item.name)}</b> <small>{html.escape(item.reason)}</small>")
        text = widgets.Textarea(value=item.description, layout=widgets.Layout(width="60%"))
        approve = widgets.Button(description="approve", button_style="success")
        reject = widgets.Button(description="reject", button_style="danger")
        outcome = widgets.HTML()
        approve.on_click(lambda _: self.decide(item.key, "approve"))
        reject.on_click(lambda _: self.decide(item.key, "reject"))
        self.rows[item.key] = (text, approve, reject, outcome)
        return widgets.VBox([title, widgets.HBox([text, approve, reject]), outcome])

    def decide(self, key: str, verdict: str) -> None:
        """Record a verdict (as the buttons do); the row is then closed."""
        text, approve, reject, outcome = self.rows[key]
        item = next(item for item in self.items if item.key == key)
        description = text.value if verdict == "approve" else ""
        if self.on_decision is not None:
            self.on_decision(item, verdict, description)
        self.decisions[key] = (verdict, description)
        approve.disabled = reject.disabled = text.disabled = True
        outcome.value = f"<i>{html.escape(verdict)}d</i>"

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)


def review_queue(reflector: Any) -> ReviewQueue:
    """The reflector's review queue as a widget: approve commits, reject discards, edit then approve."""
    items = [ReviewItem(row.name or row.query, row.description, row.reason, key=row.query)
             for row in reflector.queue().itertuples()]
    return ReviewQueue(items, on_decision=lambda item, verdict, text: reflector.decide(item.key, verdict, text))
