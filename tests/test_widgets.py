"""Widgets, driven through their state; the graph view's HTML, checked for what leaks."""

import html
import re

import pytest

from c0lab import Memory
from c0lab.notebook.graphview import graph_html, iframe
from c0lab._time import now_micros, parse_time
from c0lab.notebook.widgets import ReviewItem, ReviewQueue, graph_view, memory_dates, time_slider

XSS = "<img src=x onerror=alert(1)>"


@pytest.fixture
def zephyr(tmp_path):
    mem = Memory.open(tmp_path, embedder=None)
    mem.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}, {"name": "Tomas"}, {"name": XSS, "description": "<b>x</b>"}])
    mem.relate("Zephyr", "LED_BY", "Mara", valid_from="2019-01-01", valid_to="2022-03-01")
    mem.relate("Zephyr", "LED_BY", "Tomas", valid_from="2022-03-01")
    mem.relate("Zephyr", "NAMED", XSS)
    yield mem
    mem.close()


def nodes_and_edges(page: str) -> tuple[list[dict], list[dict]]:
    import json
    nodes = json.loads(re.search(r"nodes = new vis\.DataSet\((\[.*?\])\);", page, re.S).group(1))
    edges = json.loads(re.search(r"edges = new vis\.DataSet\((\[.*?\])\);", page, re.S).group(1))
    return nodes, edges


def test_the_graph_draws_current_facts_solid_and_ended_ones_dashed(zephyr):
    now = now_micros()
    nodes, edges = nodes_and_edges(graph_html(zephyr, "Zephyr", as_of=now, known_at=now))
    by_target = {edge["to"]: edge for edge in edges}
    assert not by_target["Tomas"].get("dashes") and by_target["Mara"]["dashes"] is True
    assert "ended 2022-03-01" in by_target["Mara"]["title"]
    assert {node["id"] for node in nodes} == {"Zephyr", "Mara", "Tomas", XSS}


def test_the_graph_as_of_an_earlier_date(zephyr):
    moment = parse_time("2020-01-01")
    nodes, edges = nodes_and_edges(graph_html(zephyr, "Zephyr", as_of=moment, known_at=now_micros()))
    assert {edge["to"] for edge in edges} == {"Mara", XSS}


def test_the_page_is_self_contained_and_labels_cannot_become_markup(zephyr):
    now = now_micros()
    page = graph_html(zephyr, "Zephyr", as_of=now, known_at=now)
    assert not re.search(r'(?:src|href)="(?:https?:|\.\./)', page), "no CDN or local file references"
    assert XSS not in page  # the label travels as JSON (\u003c…) and the title escaped
    nodes, _ = nodes_and_edges(page)
    node = next(node for node in nodes if node["id"] == XSS)
    assert node["label"] == XSS and node["title"] == html.escape(f"{XSS}: <b>x</b>")
    frame = iframe(page)
    assert frame.startswith('<iframe srcdoc="') and 'sandbox="allow-scripts"' in frame
    assert "<script" not in frame  # the page is an escaped attribute, not markup of the notebook


def test_graph_view_is_an_html_widget(zephyr):
    widget = graph_view(zephyr, "Zephyr", as_of="2020-06-01")
    assert widget.value.startswith("<iframe") and "Tomas" not in html.unescape(widget.value).split("edges")[1][:2000]


def test_the_time_slider_redraws_the_graph_as_of_the_chosen_date(zephyr):
    assert [d for d in memory_dates(zephyr)] == [parse_time("2019-01-01"), parse_time("2022-03-01")]
    box = time_slider(zephyr, "Zephyr")
    slider, view = box.children
    assert [label for label, _ in slider.options] == ["2019-01-01", "2022-03-01", "now"]
    slider.value = parse_time("2019-01-01")
    _, edges = nodes_and_edges(html.unescape(view.value))
    assert {edge["to"] for edge in edges if not edge.get("dashes")} == {"Mara", XSS}
    slider.value = slider.options[-1][1]
    _, edges = nodes_and_edges(html.unescape(view.value))
    assert {edge["to"] for edge in edges if not edge.get("dashes")} == {"Tomas", XSS}


def test_the_review_queue_records_approve_reject_and_edit():
    seen = []
    queue = ReviewQueue([ReviewItem("alpha", "first text", "seen twice"), ReviewItem("<b>beta</b>", "second")],
                        on_decision=lambda item, verdict, text: seen.append((item.name, verdict, text)))
    text, approve, _, _ = queue.rows["alpha"]
    text.value = "edited text"
    approve.click()
    queue.rows["<b>beta</b>"][2].click()
    assert queue.decisions == {"alpha": ("approve", "edited text"), "<b>beta</b>": ("reject", "")}
    assert seen == [("alpha", "approve", "edited text"), ("<b>beta</b>", "reject", "")]
    assert approve.disabled and text.disabled
    assert "&lt;b&gt;beta" in queue.widget.children[1].children[0].value


def test_the_graph_can_be_coloured_by_community(zephyr):
    now = now_micros()
    nodes, _ = nodes_and_edges(graph_html(zephyr, "Zephyr", as_of=now, known_at=now, communities=True))
    assert all("(community " in node["title"] for node in nodes if node["id"] != "Mara")
    plain, _ = nodes_and_edges(graph_html(zephyr, "Zephyr", as_of=now, known_at=now))
    assert not any("(community " in node["title"] for node in plain)
