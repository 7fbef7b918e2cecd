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

from .._errors import InvalidInputError
from .._time import BEGINNING, FOREVER, format_time, now_micros, parse_time
from ..model.records import CONCEPT, RELATION
from ..retrieval.walk import collect_facts
from .graphview import graph_data, graph_svg, labelled_records
from .static import StaticForm, StaticSwap, new_token, show_with_static, static_block
from .visnetwork import GraphWidget

__all__ = [
    "GraphView",
    "ReviewItem",
    "ReviewQueue",
    "TimeSlider",
    "graph_view",
    "memory_dates",
    "review_queue",
    "time_slider",
]


class GraphView(StaticForm, GraphWidget):
    """The graph view: the live vis-network drawing, shown after its static SVG form (see ``static``)."""


class TimeSlider(StaticForm, widgets.VBox):
    """The time slider: as-of and known-at sliders over the graph view, shown after its static SVG form."""


def graph_view(
    memory, name: str, *, depth: int = 2, as_of: object = None, known_at: object = None, communities: bool = False
) -> GraphView:
    """The neighbourhood of ``name`` as of a date, as a live vis-network widget
    (``communities=True`` colours nodes by community)."""
    now = max(now_micros(), memory.store.last_change_at)
    when = now if as_of is None else parse_time(as_of, what="as_of")
    known = now if known_at is None else parse_time(known_at, what="known_at")
    view = GraphView(**graph_data(memory, name, depth=depth, as_of=when, known_at=known, communities=communities))
    view.replaces = view.static_token
    view.fallback = _caption(
        graph_svg(memory, name, depth=depth, as_of=when, known_at=known, communities=communities),
        as_of=when,
        known_at=known,
        now=now,
    )
    view.plain = _plain(name, view, as_of=when, known_at=known, now=now)
    return view


def _plain(name: str, view: GraphWidget, *, as_of: int, known_at: int, now: int) -> str:
    """One line for a terminal or a papermill log: what the graph shows."""
    known = "" if known_at == now else f", as known at {format_time(known_at)}"
    when = "now" if as_of == now else format_time(as_of)
    return f"graph of {name!r} as of {when}{known}: {len(view.nodes)} concepts, {len(view.edges)} relations"


def _caption(svg: str, *, as_of: int, known_at: int, now: int) -> str:
    known = "" if known_at == now else f", as known at {format_time(known_at)}"
    return f"<div class='c0lab-graph-static'>{svg}<p><small>as of {format_time(as_of)}{known}</small></p></div>"


def _slider_svg(label: str, steps: list[tuple[str, int]], value: int, *, width: int = 672) -> str:
    """A slider drawn as SVG: its steps as ticks, evenly spaced as the live slider spaces them, the chosen one
    marked and named; the first and last steps are named too."""
    left, right, y = 90, width - 60, 14
    count = max(len(steps) - 1, 1)
    chosen = next((index for index, (_, moment) in enumerate(steps) if moment == value), len(steps) - 1)
    x = [left + (right - left) * index / count for index in range(len(steps))]
    parts = [
        (
            f'<svg xmlns="http://www.w3.org/2000/svg" class="c0lab-slider" width="100%" viewBox="0 0 {width} 34" '
            f'style="max-width:{width}px;font:11px sans-serif">'
        ),
        f'<text x="0" y="{y + 4}">{html.escape(label)}</text>',
        f'<line x1="{left}" y1="{y}" x2="{right}" y2="{y}" stroke="#a0aec0" stroke-width="3"/>',
    ]
    parts += [f'<line x1="{at:.0f}" y1="{y - 5}" x2="{at:.0f}" y2="{y + 5}" stroke="#4a5568"/>' for at in x]
    parts.append(f'<circle cx="{x[chosen]:.0f}" cy="{y}" r="6" fill="#2b6cb0"/>')
    named = {0: "start", len(steps) - 1: "end", chosen: "middle"}
    for index, anchor in named.items():
        weight = ' font-weight="bold"' if index == chosen else ""
        parts.append(
            f'<text x="{x[index]:.0f}" y="{y + 18}" text-anchor="{anchor}"{weight}>'
            f"{html.escape(steps[index][0])}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


def memory_dates(memory) -> list[int]:
    """Every date at which something in the memory starts or stops being true, oldest first."""
    moments: set[int] = set()
    for version in memory.store.versions.values():
        if version.kind in (CONCEPT, RELATION):
            moments.update(m for m in (version.valid_from, version.valid_to) if m not in (BEGINNING, FOREVER))
    return sorted(moments)


def _view_dates(memory, name: str, *, depth: int, now: int) -> tuple[list[int], list[int]]:
    """The valid-time dates (starts and ends) and the system times (recorded, expired) of the facts around
    ``name``, as the memory holds them now; the steps of the two sliders."""
    store = memory.store
    root = memory.core.resolve(name, as_of=now, known_at=now)
    facts, _, _ = collect_facts(
        store, root, depth=depth, direction="both", as_of=now, known_at=now, name=memory.core.name
    )
    records = set(labelled_records(memory, root, facts).values())
    versions = [version for record in records for version in store.records[record]]
    versions += [
        version
        for _, target, data in store.graph.out_edges(records, data=True)
        if data.get("kind") == "relation" and target in records
        for version in data["versions"]
    ]
    valid: set[int] = set()
    system: set[int] = set()
    for version in versions:
        valid.update(m for m in (version.valid_from, version.valid_to) if m not in (BEGINNING, FOREVER))
        system.update(m for m in (version.recorded_at, version.expired_at) if m not in (BEGINNING, FOREVER))
    return sorted(m for m in valid if m <= now), sorted(m for m in system if m <= now)


def time_slider(memory, name: str, *, depth: int = 2) -> TimeSlider:
    """Two sliders that redraw the graph view of ``name``: "as of" steps over the dates of the facts in view,
    "known at" over the moments the memory recorded or ended them."""
    now = max(now_micros(), memory.store.last_change_at)
    valid, system = _view_dates(memory, name, depth=depth, now=now)
    as_of = widgets.SelectionSlider(
        options=[*((format_time(m), m) for m in valid), ("now", now)],
        value=now,
        description="as of",
        continuous_update=False,
        layout=widgets.Layout(width="95%"),
    )
    known_at = widgets.SelectionSlider(
        options=[*((format_time(m), m) for m in system if m < now), ("now", now)],
        value=now,
        description="known at",
        continuous_update=False,
        layout=widgets.Layout(width="95%"),
    )
    view = GraphWidget()
    box = TimeSlider([as_of, known_at, view])
    view.replaces = box.static_token

    def redraw(change=None) -> None:
        with view.hold_sync():  # one message: the new nodes, edges and options together
            for key, value in graph_data(memory, name, depth=depth, as_of=as_of.value, known_at=known_at.value).items():
                setattr(view, key, value)
        sliders = _slider_svg("as of", as_of.options, as_of.value) + _slider_svg(
            "known at", known_at.options, known_at.value
        )
        box.plain = _plain(name, view, as_of=as_of.value, known_at=known_at.value, now=now)
        box.set_fallback(
            sliders
            + _caption(
                graph_svg(memory, name, depth=depth, as_of=as_of.value, known_at=known_at.value),
                as_of=as_of.value,
                known_at=known_at.value,
                now=now,
            )
        )

    as_of.observe(redraw, names="value")
    known_at.observe(redraw, names="value")
    redraw()
    return box


_DONE = {"approve": "approved", "reject": "rejected"}


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
        source = getattr(self.items, "reflector", self.items)  # ReviewQueue(mem) or ReviewQueue(mem.reflector)
        if hasattr(source, "queue") and hasattr(source, "decide"):
            made = review_queue(source)
            self.items, self.on_decision = made.items, self.on_decision or made.on_decision
        elif not isinstance(self.items, list) or not all(isinstance(item, ReviewItem) for item in self.items):
            raise InvalidInputError("ReviewQueue takes a memory, its reflector, or a list of ReviewItem")
        self.rows: dict[str, tuple[widgets.Textarea, widgets.Button, widgets.Button, widgets.HTML]] = {}
        self.token = new_token()
        self._shown = False
        boxes = [self._row(item) for item in self.items]
        self.widget = widgets.VBox(
            [*(boxes or [widgets.HTML("<i>Nothing to review.</i>")]), StaticSwap(token=self.token)]
        )

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
        if verdict not in _DONE:
            raise InvalidInputError(f"a verdict is approve or reject, not {verdict!r}")
        text, approve, reject, outcome = self.rows[key]
        item = next(item for item in self.items if item.key == key)
        description = text.value if verdict == "approve" else ""
        if self.on_decision is not None:
            self.on_decision(item, verdict, description)
        self.decisions[key] = (verdict, description)
        approve.disabled = reject.disabled = text.disabled = True
        outcome.value = f"<i>{_DONE[verdict]}</i>"
        if self._shown:
            from IPython.display import HTML, update_display

            update_display(HTML(static_block(self.table(), self.token)), display_id=self.token)

    def table(self) -> str:
        """The queue as a static HTML table (what a saved notebook shows): item, description, reason, decision."""
        if not self.items:
            return "<p class='c0lab-review-static'><i>Nothing to review.</i></p>"
        escape = html.escape
        rows = "".join(
            f"<tr><td><b>{escape(item.name)}</b></td><td>{escape(self._description(item))}</td>"
            f"<td>{escape(item.reason)}</td><td>{escape(self._verdict(item))}</td></tr>"
            for item in self.items
        )
        return (
            "<table class='c0lab-review-static'><thead><tr><th>proposal</th><th>description</th>"
            f"<th>reason</th><th>decision</th></tr></thead><tbody>{rows}</tbody></table>"
        )

    def _description(self, item: ReviewItem) -> str:
        decided = self.decisions.get(item.key)
        return decided[1] if decided and decided[0] == "approve" else self.rows[item.key][0].value

    def _verdict(self, item: ReviewItem) -> str:
        decided = self.decisions.get(item.key)
        return _DONE[decided[0]] if decided else "pending"

    def _ipython_display_(self) -> None:
        self._shown = True
        show_with_static(self.widget, self.table(), self.token)


def review_queue(reflector: Any) -> ReviewQueue:
    """The reflector's review queue as a widget: approve commits, reject discards, edit then approve."""
    items = [
        ReviewItem(row.name or row.query, row.description, row.reason, key=row.query)
        for row in reflector.queue().itertuples()
    ]
    return ReviewQueue(items, on_decision=lambda item, verdict, text: reflector.decide(item.key, verdict, text))
