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
import math
import re

import networkx as nx
import pandas as pd
from pyvis.network import Network

from .._time import format_time, to_timestamp
from ..retrieval.walk import collect_facts
from .placement import FONT, Box, place, text_box

__all__ = ["graph_data", "graph_html", "graph_svg", "neighbourhood"]

CURRENT, PAST, ROOT = "#2b6cb0", "#a0aec0", "#dd6b20"
_REMOTE = re.compile(
    r"<link[^>]*href=\"(?:https?:|\.\./)[^\"]*\"[^>]*/?>"
    r"|<script[^>]*src=\"(?:https?:|\.\./)[^\"]*\"[^>]*>\s*</script>",
    re.IGNORECASE | re.DOTALL,
)


PALETTE = ["#2b6cb0", "#2f855a", "#b7791f", "#9b2c2c", "#6b46c1", "#2c7a7b", "#97266d", "#4a5568"]


def neighbourhood(
    memory, name: str, *, depth: int, as_of: int, known_at: int, communities: bool = False
) -> tuple[list[dict], list[dict]]:
    """The nodes (label, colour, title, root) and edges (source, target, relation, title, current) around ``name``.

    Titles are plain text: vis-network shows a string title as text, so
    escaping it here would show ``R&amp;D`` for ``R&D``.
    """
    store = memory.store
    root = memory.core.resolve(name, as_of=as_of, known_at=known_at)
    facts, _, _ = collect_facts(
        store, root, depth=depth, direction="both", as_of=as_of, known_at=known_at, name=memory.core.name
    )
    root_name = memory.core.name(root)
    records = labelled_records(memory, root, facts)
    shown: dict[str, str] = {}  # one node a record: the first label it has (the root's name for the root)
    for label, record in records.items():
        shown.setdefault(record, label)
    node_of = {label: shown[record] for label, record in records.items()}
    labels = set(shown.values())
    membership = {}
    if communities:
        found = memory.analytics.communities(as_of=to_timestamp(as_of), known_at=to_timestamp(known_at))
        membership = dict(zip(found["name"], found["community"], strict=True))
    nodes = []
    for label in sorted(labels):
        record = records[label]
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
        edges.append(
            {
                "source": node_of.get(fact.subject, fact.subject),
                "target": node_of.get(fact.object, fact.object),
                "relation": fact.relation,
                "title": title if current else f"{title} — {fact.note}",
                "current": current,
            }
        )
    return nodes, edges


def labelled_records(memory, root: str, facts: list) -> dict[str, str]:
    """The concept record behind each end label of ``facts`` and the root's name: a label may carry a note
    ("Erlach Hall [superseded 1936-01-01 by Civic Concert Hall]"), so it is matched to the ends of the fact's
    relation records (the path that reached it), not resolved as a name."""
    name = memory.core.name
    records = {name(root): root}
    for fact in facts:
        versions = [memory.store.records[key][-1] for key in fact.path]
        ends = {version.source_id for version in versions} | {version.target_id for version in versions}
        for label in (fact.subject, fact.object):
            for record in ends:
                if label == name(record) or label.startswith(f"{name(record)} ["):
                    records.setdefault(label, record)
    return records


def _text_title(text: str) -> str:
    """A tooltip that pyvis keeps as text: it switches to an HTML popup when a title holds "href"."""
    return text.replace("href", "hre\u200bf")


def _network(
    memory, name: str, *, depth: int, as_of: int, known_at: int, communities: bool, height: str = "420px"
) -> Network:
    """The pyvis network of the concepts around ``name``: vis-network's nodes, edges and options."""
    nodes, edges = neighbourhood(memory, name, depth=depth, as_of=as_of, known_at=known_at, communities=communities)
    network = Network(height=height, width="100%", directed=True, cdn_resources="in_line")
    network.set_options('{"physics": {"stabilization": {"iterations": 150}}, "edges": {"arrows": {"to": true}}}')
    for node in nodes:
        network.add_node(
            node["label"],
            label=node["label"],
            title=_text_title(node["title"]),
            color=node["colour"],
            shape="dot",
            size=18 if node["root"] else 12,
        )
    for edge in edges:
        style = {"color": CURRENT} if edge["current"] else {"color": PAST, "dashes": True}
        network.add_edge(
            edge["source"], edge["target"], label=edge["relation"], title=_text_title(edge["title"]), **style
        )
    return network


def graph_data(memory, name: str, *, depth: int = 2, as_of: int, known_at: int, communities: bool = False) -> dict:
    """The concepts around ``name`` as the live widget draws them: vis-network ``nodes``, ``edges`` and
    ``options`` (:class:`~c0lab.notebook.visnetwork.GraphWidget`'s traits)."""
    network = _network(memory, name, depth=depth, as_of=as_of, known_at=known_at, communities=communities)
    return {"nodes": network.nodes, "edges": network.edges, "options": network.options}


def graph_html(
    memory, name: str, *, depth: int = 2, as_of: int, known_at: int, height: str = "420px", communities: bool = False
) -> str:
    """A self-contained HTML page of the concepts around ``name`` (vis-network inline, nothing fetched), to
    save or open outside a notebook; ``communities`` colours them by community."""
    network = _network(
        memory, name, depth=depth, as_of=as_of, known_at=known_at, communities=communities, height=height
    )
    return _REMOTE.sub("", network.generate_html(notebook=False))


def graph_svg(
    memory, name: str, *, depth: int = 2, as_of: int, known_at: int, communities: bool = False, size: int = 420
) -> str:
    """A static drawing of the same neighbourhood: inline SVG, no script, so a saved notebook, ``nbconvert``
    and a notebook viewer show it. Labels are SVG text placed so that none overlaps another or a node
    (:mod:`~c0lab.notebook.placement`); the walk's concept sits at the centre; ended facts are dashed and grey."""
    nodes, edges = neighbourhood(memory, name, depth=depth, as_of=as_of, known_at=known_at, communities=communities)
    root = next((node["label"] for node in nodes if node["root"]), nodes[0]["label"])
    graph = nx.Graph()
    graph.add_nodes_from(node["label"] for node in nodes)
    graph.add_edges_from((edge["source"], edge["target"]) for edge in edges)
    if len(graph) > 1:
        layout = nx.spring_layout(graph, seed=1, pos={root: (0.0, 0.0)}, fixed=[root], k=1.6 / math.sqrt(len(graph)))
        reach = max(max(abs(x), abs(y)) for x, y in layout.values()) or 1.0
        layout = {label: (x / reach, y / reach) for label, (x, y) in layout.items()}
    else:
        layout = {root: (0.0, 0.0)}
    width = size * 1.6 * max(1.0, math.sqrt(len(nodes) / 12))
    height = width / 1.6
    margin = 60

    def point(label: str) -> tuple[float, float]:
        x, y = layout[label]
        return width / 2 + x * (width / 2 - 2 * margin), height / 2 + y * (height / 2 - margin)

    radius = {node["label"]: 9 if node["root"] else 6 for node in nodes}
    discs = [
        Box(x - radius[label] - 2, y - radius[label] - 2, x + radius[label] + 2, y + radius[label] + 2)
        for label in radius
        for x, y in [point(label)]
    ]
    order = sorted(nodes, key=lambda node: (not node["root"], -graph.degree(node["label"]), node["label"]))
    mids = [
        (
            (point(edge["source"])[0] + point(edge["target"])[0]) / 2,
            (point(edge["source"])[1] + point(edge["target"])[1]) / 2,
        )
        for edge in edges
    ]
    anchors = [(node["label"], *point(node["label"])) for node in order]
    anchors += [(edge["relation"], x, y) for edge, (x, y) in zip(edges, mids, strict=True)]
    spots = place(anchors, discs, width=width, height=height, near=12)
    boxes = [text_box(x, y, text) for (text, _, _), (x, y) in zip(anchors, spots, strict=True)] + discs
    left, top = min(0.0, *(box.left for box in boxes)), min(0.0, *(box.top for box in boxes))
    right, bottom = max(width, *(box.right for box in boxes)), max(height, *(box.bottom for box in boxes))
    escape = html.escape
    halo = 'paint-order="stroke" stroke="#fff" stroke-width="3" stroke-linejoin="round"'
    parts = [
        (
            f'<svg xmlns="http://www.w3.org/2000/svg" class="c0lab-graph" width="100%" '
            f'viewBox="{left:.0f} {top:.0f} {right - left:.0f} {bottom - top:.0f}" '
            f'style="max-width:{right - left:.0f}px;font:{FONT:.0f}px sans-serif">'
        )
    ]
    for edge in edges:
        (x1, y1), (x2, y2) = point(edge["source"]), point(edge["target"])
        colour = CURRENT if edge["current"] else PAST
        dash = "" if edge["current"] else ' stroke-dasharray="5,4"'
        parts.append(
            f'<g><title>{escape(edge["title"])}</title><line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" '
            f'y2="{y2:.1f}" stroke="{colour}"{dash}/></g>'
        )
    for node in nodes:
        x, y = point(node["label"])
        parts.append(
            f'<g><title>{escape(node["title"])}</title><circle cx="{x:.1f}" cy="{y:.1f}" '
            f'r="{radius[node["label"]]}" fill="{node["colour"]}"/></g>'
        )
    titles = [node["title"] for node in order] + [edge["title"] for edge in edges]
    kinds = ["node"] * len(order) + ["relation"] * len(edges)
    for (text, _, _), (x, y), title, kind in zip(anchors, spots, titles, kinds, strict=True):
        fill = "#4a5568" if kind == "relation" else "#1a202c"
        weight = ' font-weight="bold"' if kind == "node" and text == root else ""
        parts.append(
            f'<g><title>{escape(title)}</title><text class="c0lab-{kind}" x="{x:.1f}" y="{y:.1f}" '
            f'fill="{fill}"{weight} {halo}>{escape(text)}</text></g>'
        )
    parts.append("</svg>")
    return "".join(parts)
