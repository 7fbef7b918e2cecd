"""The graph view's data: a neighbourhood as of a date, as pyvis builds it for vis-network.

:func:`graph_data` feeds the live widget (:mod:`c0lab.notebook.visnetwork`),
:func:`graph_html` makes a self-contained page (vis-network inline, nothing
fetched) and :func:`graph_svg` a static drawing, the fallback a saved notebook
shows. Current facts are solid; ended, superseded and invalidated ones are
dashed and grey, with their dates on hover. Labels are drawn on a canvas as
text; hover titles are shown as text.
"""

from __future__ import annotations

import html
import re

import networkx as nx
import pandas as pd
from pyvis.network import Network

from .._time import format_time, to_timestamp
from ..retrieval.walk import collect_facts

__all__ = ["graph_data", "graph_html", "graph_svg", "neighbourhood"]

CURRENT, PAST, ROOT = "#2b6cb0", "#a0aec0", "#dd6b20"
_REMOTE = re.compile(
    r"<link[^>]*href=\"(?:https?:|\.\./)[^\"]*\"[^>]*/?>"
    r"|<script[^>]*src=\"(?:https?:|\.\./)[^\"]*\"[^>]*>\s*</script>",
    re.IGNORECASE | re.DOTALL,
)


PALETTE = ["#2b6cb0", "#2f855a", "#b7791f", "#9b2c2c", "#6b46c1", "#2c7a7b", "#97266d", "#4a5568"]


def neighbourhood(memory, name: str, *, depth: int, as_of: int, known_at: int,
                  communities: bool = False) -> tuple[list[dict], list[dict]]:
    """The nodes (label, colour, title, root) and edges (source, target, relation, title, current) around ``name``.

    Titles are plain text: vis-network shows a string title as text, so
    escaping it here would show ``R&amp;D`` for ``R&D``.
    """
    store = memory.store
    root = memory.core.resolve(name, as_of=as_of, known_at=known_at)
    facts, _, _ = collect_facts(store, root, depth=depth, direction="both", as_of=as_of, known_at=known_at,
                                name=memory.core.name)
    root_name = memory.core.name(root)
    labels = {root_name} | {fact.subject for fact in facts} | {fact.object for fact in facts}
    membership = {}
    if communities:
        found = memory.analytics.communities(as_of=to_timestamp(as_of), known_at=to_timestamp(known_at))
        membership = dict(zip(found["name"], found["community"]))
    nodes = []
    for label in sorted(labels):
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
        nodes.append({"label": label, "colour": colour, "title": title, "root": label == root_name})
    edges = []
    for fact in facts:
        span = "" if pd.isna(fact.valid_from) else format_time(fact.valid_from)
        title = f"{fact.subject} {fact.relation} {fact.object}" + (f" (since {span})" if span else "")
        current = fact.status == "current"
        edges.append({"source": fact.subject, "target": fact.object, "relation": fact.relation,
                      "title": title if current else f"{title} — {fact.note}", "current": current})
    return nodes, edges


def _text_title(text: str) -> str:
    """A tooltip that pyvis keeps as text: it switches to an HTML popup when a title holds "href"."""
    return text.replace("href", "hre\u200bf")


def _network(memory, name: str, *, depth: int, as_of: int, known_at: int, communities: bool,
             height: str = "420px") -> Network:
    """The pyvis network of the concepts around ``name``: vis-network's nodes, edges and options."""
    nodes, edges = neighbourhood(memory, name, depth=depth, as_of=as_of, known_at=known_at, communities=communities)
    network = Network(height=height, width="100%", directed=True, cdn_resources="in_line")
    network.set_options('{"physics": {"stabilization": {"iterations": 150}}, "edges": {"arrows": {"to": true}}}')
    for node in nodes:
        network.add_node(node["label"], label=node["label"], title=_text_title(node["title"]), color=node["colour"],
                         shape="dot", size=18 if node["root"] else 12)
    for edge in edges:
        style = {"color": CURRENT} if edge["current"] else {"color": PAST, "dashes": True}
        network.add_edge(edge["source"], edge["target"], label=edge["relation"], title=_text_title(edge["title"]),
                         **style)
    return network


def graph_data(memory, name: str, *, depth: int = 2, as_of: int, known_at: int,
               communities: bool = False) -> dict:
    """The concepts around ``name`` as the live widget draws them: vis-network ``nodes``, ``edges`` and
    ``options`` (:class:`~c0lab.notebook.visnetwork.GraphWidget`'s traits)."""
    network = _network(memory, name, depth=depth, as_of=as_of, known_at=known_at, communities=communities)
    return {"nodes": network.nodes, "edges": network.edges, "options": network.options}


def graph_html(memory, name: str, *, depth: int = 2, as_of: int, known_at: int, height: str = "420px",
               communities: bool = False) -> str:
    """A self-contained HTML page of the concepts around ``name`` (vis-network inline, nothing fetched), to
    save or open outside a notebook; ``communities`` colours them by community."""
    network = _network(memory, name, depth=depth, as_of=as_of, known_at=known_at, communities=communities,
                       height=height)
    return _REMOTE.sub("", network.generate_html(notebook=False))


def graph_svg(memory, name: str, *, depth: int = 2, as_of: int, known_at: int, communities: bool = False,
              size: int = 420) -> str:
    """A static drawing of the same neighbourhood: inline SVG, no script, so a saved notebook, ``nbconvert``
    and a notebook viewer show it. Labels are SVG text; ended facts are dashed and grey."""
    nodes, edges = neighbourhood(memory, name, depth=depth, as_of=as_of, known_at=known_at, communities=communities)
    graph = nx.DiGraph()
    graph.add_nodes_from(node["label"] for node in nodes)
    graph.add_edges_from((edge["source"], edge["target"]) for edge in edges)
    layout = nx.spring_layout(graph, seed=1) if len(graph) > 1 else {nodes[0]["label"]: (0.0, 0.0)}
    margin = 70

    def point(label: str) -> tuple[float, float]:
        x, y = layout[label]
        return margin + (x + 1) / 2 * (size * 1.6 - 2 * margin), margin / 2 + (y + 1) / 2 * (size - margin)

    escape = html.escape
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="c0lab-graph" width="100%" viewBox="0 0 {size * 1.6:.0f} '
             f'{size}" style="max-width:{size * 1.6:.0f}px;font:11px sans-serif">']
    for edge in edges:
        (x1, y1), (x2, y2) = point(edge["source"]), point(edge["target"])
        colour = CURRENT if edge["current"] else PAST
        dash = "" if edge["current"] else ' stroke-dasharray="5,4"'
        parts.append(f'<g><title>{escape(edge["title"])}</title><line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" '
                     f'y2="{y2:.0f}" stroke="{colour}"{dash}/><text x="{(x1 + x2) / 2:.0f}" y="{(y1 + y2) / 2:.0f}" '
                     f'fill="#4a5568">{escape(edge["relation"])}</text></g>')
    for node in nodes:
        x, y = point(node["label"])
        parts.append(f'<g><title>{escape(node["title"])}</title><circle cx="{x:.0f}" cy="{y:.0f}" '
                     f'r="{9 if node["root"] else 6}" fill="{node["colour"]}"/><text x="{x + 10:.0f}" y="{y + 4:.0f}">'
                     f'{escape(node["label"])}</text></g>')
    parts.append("</svg>")
    return "".join(parts)
