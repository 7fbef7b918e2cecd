"""The graph view: a neighbourhood as of a date, drawn by pyvis, shown in a sandboxed iframe.

The page carries its JavaScript inline (no CDN, nothing written to disk) and
is handed to the browser through ``<iframe srcdoc>``, so nothing leaks into
the notebook's page. Current facts are solid; ended, superseded and
invalidated ones are dashed and grey, with their dates on hover. Labels are
drawn on a canvas as text; hover titles are escaped.
"""

from __future__ import annotations

import html
import re

from pyvis.network import Network

from .._time import format_time, to_timestamp
from ..retrieval.walk import collect_facts

__all__ = ["graph_html", "iframe"]

CURRENT, PAST, ROOT = "#2b6cb0", "#a0aec0", "#dd6b20"
_REMOTE = re.compile(
    r"<link[^>]*href=\"(?:https?:|\.\./)[^\"]*\"[^>]*/?>"
    r"|<script[^>]*src=\"(?:https?:|\.\./)[^\"]*\"[^>]*>\s*</script>",
    re.IGNORECASE | re.DOTALL,
)


PALETTE = ["#2b6cb0", "#2f855a", "#b7791f", "#9b2c2c", "#6b46c1", "#2c7a7b", "#97266d", "#4a5568"]


def graph_html(memory, name: str, *, depth: int = 2, as_of: int, known_at: int, height: str = "420px",
               communities: bool = False) -> str:
    """A self-contained HTML page of the concepts around ``name``; ``communities`` colours them by community."""
    store = memory.store
    root = memory.core.resolve(name, as_of=as_of, known_at=known_at)
    facts, trail, _ = collect_facts(store, root, depth=depth, direction="both", as_of=as_of, known_at=known_at,
                                    name=memory.core.name)
    network = Network(height=height, width="100%", directed=True, cdn_resources="in_line")
    network.set_options('{"physics": {"stabilization": {"iterations": 150}}, "edges": {"arrows": {"to": true}}}')
    root_name = memory.core.name(root)
    names = {root_name} | {fact.subject for fact in facts} | {fact.object for fact in facts}
    membership = {}
    if communities:
        found = memory.analytics.communities(as_of=to_timestamp(as_of), known_at=to_timestamp(known_at))
        membership = dict(zip(found["name"], found["community"]))
    for label in sorted(names):
        record = memory.core.resolve(label, as_of=as_of, known_at=known_at)
        version = store.seen(record, as_of=as_of, known_at=known_at)
        if version is None:
            colour, title = PAST, f"{label}: not valid as of {format_time(as_of)}"
        else:
            colour = ROOT if label == root_name else CURRENT
            if label in membership:
                colour = PALETTE[membership[label] % len(PALETTE)]
            title = f"{label}: {version.text}" if version.text else label
            if label in membership:
                title += f" (community {membership[label]})"
            if version.origin == "reflector":
                title += " (learned by the reflector)"
        network.add_node(label, label=label, title=html.escape(title), color=colour, shape="dot", size=18 if label == root_name else 12)
    for fact in facts:
        span = f"{'' if fact.valid_from != fact.valid_from else format_time(int(fact.valid_from.value // 1000))}"
        title = f"{fact.subject} {fact.relation} {fact.object}" + (f" (since {span})" if span else "")
        if fact.status == "current":
            network.add_edge(fact.subject, fact.object, label=fact.relation, title=html.escape(title), color=CURRENT)
        else:
            network.add_edge(fact.subject, fact.object, label=fact.relation, title=html.escape(f"{title} — {fact.note}"),
                             color=PAST, dashes=True)
    return _REMOTE.sub("", network.generate_html(notebook=False))


def iframe(page: str, *, height: str = "440px") -> str:
    """The page inside a sandboxed ``<iframe srcdoc>``: scripts run, but apart from the notebook."""
    return (f'<iframe srcdoc="{html.escape(page, quote=True)}" sandbox="allow-scripts" '
            f'style="width:100%;height:{height};border:1px solid #ddd"></iframe>')
