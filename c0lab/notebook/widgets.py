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

from .._time import BEGINNING, FOREVER, format_time, now_micros, parse_time
from ..model.records import CONCEPT, RELATION
from ..retrieval.walk import collect_facts
from .graphview import graph_data, graph_svg
from .visnetwork import GraphWidget

__all__ = ["GraphView", "ReviewItem", "ReviewQueue", "TimeSlider", "graph_view", "memory_dates", "review_queue",
           "time_slider"]


class _Fallback:
    """A widget that also carries a static ``text/html`` drawing in its mime bundle.

    A live kernel shows the widget; a saved notebook, ``nbconvert --to html``
    and a notebook viewer (which cannot run widgets) show the drawing.
    """

    fallback: str = ""

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle  # anywidget gives (data, metadata)
        if data is not None and self.fallback:
            data["text/html"] = self.fallback
        return bundle


class GraphView(_Fallback, GraphWidget):
    """The graph view: the live vis-network drawing, with a static SVG fallback."""


class TimeSlider(_Fallback, widgets.VBox):
    """The time slider: as-of and known-at sliders over the graph view, with a static SVG fallback."""


def graph_view(memory, name: str, *, depth: int = 2, as_of: object = None, known_at: object = None,
               communities: bool = False) -> GraphView:
    """The neighbourhood of ``name`` as of a date, as a live vis-network widget
    (``communities=True`` colours nodes by community)."""
    now = max(now_micros(), memory.store.last_change_at)
    when = now if as_of is None else parse_time(as_of, what="as_of")
    known = now if known_at is None else parse_time(known_at, what="known_at")
    view = GraphView(**graph_data(memory, name, depth=depth, as_of=when, known_at=known, communities=communities))
    view.fallback = _caption(graph_svg(memory, name, depth=depth, as_of=when, known_at=known,
                                       communities=communities), as_of=when, known_at=known, now=now)
    return view


def _caption(svg: str, *, as_of: int, known_at: int, now: int) -> str:
    known = "" if known_at == now else f", as known at {format_time(known_at)}"
    return f"<div class='c0lab-graph-static'>{svg}<p><small>as of {format_time(as_of)}{known}</small></p></div>"


def memory_dates(memory) -> list[int]:
    """Every date at which something in the memory starts or stops being true, oldest first."""
    moments = set()
    for version in memory.store.versions.values():
        if version.kind in (CONCEPT, RELATION):
            moments.update(m for m in (version.valid_from, version.valid_to) if m not in (BEGINNING, FOREVER))
    return sorted(moments)


def _view_dates(memory, name: str, *, depth: int, now: int) -> tuple[list[int], list[int]]:
    """The valid-time dates (starts and ends) and the system times (recorded, expired) of the facts around
    ``name``, as the memory holds them now; the steps of the two sliders."""
    store = memory.store
    root = memory.core.resolve(name, as_of=now, known_at=now)
    facts, _, _ = collect_facts(store, root, depth=depth, direction="both", as_of=now, known_at=now,
                                name=memory.core.name)
    labels = {memory.core.name(root)} | {fact.subject for fact in facts} | {fact.object for fact in facts}
    records = {memory.core.resolve(label, as_of=now, known_at=now) for label in labels}
    versions = [version for record in records for version in store.records[record]]
    versions += [version for _, target, data in store.graph.out_edges(records, data=True)
                 if data.get("kind") == "relation" and target in records for version in data["versions"]]
    valid, system = set(), set()
    for version in versions:
        valid.update(m for m in (version.valid_from, version.valid_to) if m not in (BEGINNING, FOREVER))
        system.update(m for m in (version.recorded_at, version.expired_at) if m not in (BEGINNING, FOREVER))
    return sorted(m for m in valid if m <= now), sorted(m for m in system if m <= now)


def time_slider(memory, name: str, *, depth: int = 2) -> TimeSlider:
    """Two sliders that redraw the graph view of ``name``: "as of" steps over the dates of the facts in view,
    "known at" over the moments the memory recorded or ended them."""
    now = max(now_micros(), memory.store.last_change_at)
    valid, system = _view_dates(memory, name, depth=depth, now=now)
    as_of = widgets.SelectionSlider(options=[*((format_time(m), m) for m in valid), ("now", now)], value=now,
                                    description="as of", continuous_update=False, layout=widgets.Layout(width="95%"))
    known_at = widgets.SelectionSlider(options=[*((format_time(m), m) for m in system if m < now), ("now", now)],
                                       value=now, description="known at", continuous_update=False,
                                       layout=widgets.Layout(width="95%"))
    view = GraphWidget()
    box = TimeSlider([as_of, known_at, view])

    def redraw(change=None) -> None:
        with view.hold_sync():  # one message: the new nodes, edges and options together
            for key, value in graph_data(memory, name, depth=depth, as_of=as_of.value,
                                         known_at=known_at.value).items():
                setattr(view, key, value)
        box.fallback = _caption(graph_svg(memory, name, depth=depth, as_of=as_of.value, known_at=known_at.value),
                                as_of=as_of.value, known_at=known_at.value, now=now)

    as_of.observe(redraw, names="value")
    known_at.observe(redraw, names="value")
    redraw()
    return box


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
