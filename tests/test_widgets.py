"""Widgets, driven through their state; the graph view's HTML, checked for what leaks."""

import html
import re

import pytest

from c0lab import Memory
from c0lab._time import now_micros, parse_time
from c0lab.notebook.graphview import graph_html
from c0lab.notebook.visnetwork import library
from c0lab.notebook.widgets import (
    ReviewItem,
    ReviewQueue,
    graph_view,
    memory_dates,
    time_slider,
)

XSS = "<img src=x onerror=alert(1)>"


@pytest.fixture
def zephyr(tmp_path):
    mem = Memory.open(tmp_path, embedder=None)
    mem.add_concepts(
        [{"name": "Zephyr"}, {"name": "Mara"}, {"name": "Tomas"}, {"name": XSS, "description": "<b>x</b>"}]
    )
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
    assert node["label"] == XSS and node["title"] == f"{XSS}: <b>x</b>"  # vis-network shows a string title as text


def test_graph_views_share_one_library_and_carry_only_their_data(zephyr):
    first = graph_view(zephyr, "Zephyr", as_of="2020-06-01")
    second = graph_view(zephyr, "Mara")
    assert first.library is second.library is library()
    assert len(first.library.source) > 100_000 and "vis" in first.library.css  # vis-network, sent once
    assert {edge["to"] for edge in first.edges} == {"Mara", XSS}  # as of 2020: Tomas not yet
    state = first.get_state()
    assert state["library"] == f"IPY_MODEL_{first.library.model_id}"
    sizes = {key: len(str(value)) for key, value in state.items()}
    assert sum(sizes.values()) < 20_000, sizes  # a graph's own state: its data and small module, never the library


def test_the_time_slider_redraws_the_graph_as_of_the_chosen_date(zephyr):
    assert [d for d in memory_dates(zephyr)] == [parse_time("2019-01-01"), parse_time("2022-03-01")]
    box = time_slider(zephyr, "Zephyr")
    slider, _, view = box.children
    assert [label for label, _ in slider.options] == ["2019-01-01", "2022-03-01", "now"]
    slider.value = parse_time("2019-01-01")
    assert {edge["to"] for edge in view.edges if not edge.get("dashes")} == {"Mara", XSS}
    slider.value = slider.options[-1][1]
    assert {edge["to"] for edge in view.edges if not edge.get("dashes")} == {"Tomas", XSS}
    assert view.library is library()


def test_the_graph_and_the_slider_draw_a_neighbour_that_was_superseded(zephyr):
    """A superseded neighbour's label carries its note ("Tomas [superseded … by Tomas Vey]"): the drawing finds
    its record from the fact, not by reading the label as a name (which raised UnknownConceptError)."""
    zephyr.add_concepts([{"name": "Tomas Vey"}])
    zephyr.supersede("Tomas", "Tomas Vey", at="2023-01-01")
    box = time_slider(zephyr, "Zephyr")
    slider, _, view = box.children
    labels = {node["label"] for node in view.nodes}
    assert any(label.startswith("Tomas [superseded 2023-01-01") for label in labels), labels
    assert {edge["to"] for edge in view.edges} <= {node["id"] for node in view.nodes}
    zephyr.add_concepts([{"name": "Zephyr Two"}])
    zephyr.supersede("Zephyr", "Zephyr Two", at="2024-01-01")  # the root itself superseded: still one node
    _, _, view = time_slider(zephyr, "Zephyr").children
    assert [node["label"] for node in view.nodes].count("Zephyr") == 1
    assert not [node for node in view.nodes if node["label"].startswith("Zephyr [superseded")]
    assert {edge["from"] for edge in view.edges} | {edge["to"] for edge in view.edges} <= {n["id"] for n in view.nodes}


def test_the_review_queue_records_approve_reject_and_edit():
    seen = []
    queue = ReviewQueue(
        [ReviewItem("alpha", "first text", "seen twice"), ReviewItem("<b>beta</b>", "second")],
        on_decision=lambda item, verdict, text: seen.append((item.name, verdict, text)),
    )
    text, approve, _, _ = queue.rows["alpha"]
    text.value = "edited text"
    approve.click()
    queue.rows["<b>beta</b>"][2].click()
    assert queue.decisions == {"alpha": ("approve", "edited text"), "<b>beta</b>": ("reject", "")}
    assert seen == [("alpha", "approve", "edited text"), ("<b>beta</b>", "reject", "")]
    assert approve.disabled and text.disabled
    assert "&lt;b&gt;beta" in queue.widget.children[1].children[0].value
    assert "<td>edited text</td>" in queue.table() and "<td>rejected</td>" in queue.table()


def test_the_graph_can_be_coloured_by_community(zephyr):
    now = now_micros()
    nodes, _ = nodes_and_edges(graph_html(zephyr, "Zephyr", as_of=now, known_at=now, communities=True))
    assert all("(community " in node["title"] for node in nodes if node["id"] != "Mara")
    plain, _ = nodes_and_edges(graph_html(zephyr, "Zephyr", as_of=now, known_at=now))
    assert not any("(community " in node["title"] for node in plain)


def test_a_tooltip_is_text_once_never_double_escaped(tmp_path):
    with Memory.open(tmp_path, embedder=None) as mem:
        mem.add_concept("R&D", "research & development; see href=x")
        mem.add_concept("lab")
        mem.relate("lab", "PART_OF", "R&D")
        now = now_micros()
        page = graph_html(mem, "R&D", as_of=now, known_at=now)
        nodes, edges = nodes_and_edges(page)
    assert next(node for node in nodes if node["id"] == "R&D")["title"].startswith("R&D: research & development")
    assert "&amp;" not in page.split("nodes = new vis.DataSet")[1][:3000]
    assert "popup.innerHTML" not in page  # pyvis's HTML popup (used when a title holds "href") stays off


def shown(obj) -> list[dict]:
    """The outputs ``display(obj)`` makes in a notebook: data, and whether each updates an earlier one."""
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.display import display
    from IPython.utils.capture import capture_output

    InteractiveShell.instance()
    with capture_output() as captured:
        display(obj)
    return [output.data for output in captured.outputs]


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def test_a_graph_view_is_shown_as_its_static_drawing_then_the_live_widget(zephyr):
    view = graph_view(zephyr, "Zephyr", as_of="2020-06-01")
    static, live = shown(view)
    assert set(static) == {"text/html", "text/plain"} and WIDGET_VIEW not in static
    drawing = static["text/html"]
    assert "<svg" in drawing and "<script" not in drawing and "iframe" not in drawing
    assert ">Mara</text>" in drawing and ">Zephyr</text>" in drawing and ">LED_BY</text>" in drawing
    assert html.escape(XSS) in drawing and XSS not in drawing
    assert f'class="c0lab-static {view.replaces}"' in drawing  # the class the live view hides once drawn
    assert live[WIDGET_VIEW]["model_id"] == view.model_id and "text/html" not in live
    assert live["text/plain"].startswith("graph of 'Zephyr' as of 2020-06-01: 3 concepts")


def test_the_time_slider_is_shown_as_svg_sliders_and_graph_and_its_saved_form_follows_the_slider(zephyr):
    box = time_slider(zephyr, "Zephyr")
    static, live = shown(box)
    assert static["text/html"].count("<svg") == 3  # as of, known at, the graph
    assert ">now</text>" in static["text/html"] and WIDGET_VIEW in live
    assert box.children[2].replaces == box.static_token and box.static_token in static["text/html"]
    from IPython.utils.capture import capture_output

    with capture_output() as captured:
        box.children[0].value = parse_time("2019-01-01")
    (update,) = captured.outputs
    assert "as of 2019-01-01" in update.data["text/html"] and box.static_token in update.data["text/html"]


def test_the_review_queue_is_shown_as_a_table_and_its_saved_form_records_decisions():
    queue = ReviewQueue([ReviewItem("alpha", "first text", "seen twice"), ReviewItem("<b>beta</b>", "second")])
    static, live = shown(queue)
    table = static["text/html"]
    assert "<table" in table and table.count("<tr>") == 3 and "&lt;b&gt;beta" in table and "pending" in table
    swap = queue.widget.children[-1]
    assert swap.token == queue.token and queue.token in table and WIDGET_VIEW in live
    from IPython.utils.capture import capture_output

    with capture_output() as captured:
        queue.rows["alpha"][1].click()
    assert "<td>approved</td>" in captured.outputs[0].data["text/html"]


def test_the_sliders_step_over_the_facts_in_view_and_the_known_at_moments(zephyr):
    zephyr.add_episode("Zephyr talk at 10:03", at="2023-05-05T10:03")
    zephyr.add_concept("far away", valid_from="2001-01-01")
    as_of, known_at, _ = time_slider(zephyr, "Zephyr").children
    assert [label for label, _ in as_of.options] == ["2019-01-01", "2022-03-01", "now"]
    recorded = sorted({v.recorded_at for v in zephyr.store.versions.values() if v.kind != "episode"})
    earlier = [m for m in recorded if m < known_at.options[-1][1]][:-1]
    assert [moment for _, moment in known_at.options][:-1] == earlier or len(known_at.options) >= 2
    first = known_at.options[0][1]
    known_at.value = first
    assert known_at.value == first and len(known_at.options) >= 2


@pytest.mark.slow
@pytest.mark.integration  # a kernel runs a notebook
def test_nbconvert_of_a_saved_notebook_shows_the_graph_labels(tmp_path):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nbconvert = pytest.importorskip("nbconvert")
    code = (
        "import os; os.environ['C0LAB_EMBEDDER'] = 'none'\n"
        "from c0lab import Memory\n"
        "from c0lab.widgets import graph_view\n"
        f"mem = Memory.open({str(tmp_path / 'memory')!r})\n"
        "mem.add_concepts([{'name': 'Quillfeather'}, {'name': 'Brambleworth'}])\n"
        "mem.relate('Quillfeather', 'LED_BY', 'Brambleworth')\n"
        "graph_view(mem, 'Quillfeather')"
    )
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)])
    # as JupyterLab saves by default: the outputs, not the widgets' state (which needs a live kernel or a CDN)
    nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3", store_widget_state=False).execute()
    page, _ = nbconvert.HTMLExporter().from_notebook_node(notebook)
    assert "Quillfeather</text>" in page and "Brambleworth</text>" in page
