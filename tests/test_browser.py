"""End to end in a real headless browser (Debian's chromium, driven by Playwright).

The graph view's page must draw its nodes, and a concept named like an HTML
tag must stay text: no element is created from it and no script runs. The
live widget's front-end module (the code JupyterLab runs) is loaded into a page
with small stand-ins for the widget models: two graphs, one vis-network.
"""

from __future__ import annotations

import json
import os
import re
import shutil

import pytest

from c0lab import Memory
from c0lab._time import now_micros
from c0lab.notebook.graphview import graph_data, graph_html
from c0lab.notebook.visnetwork import GraphWidget, vis_files

pytestmark = [pytest.mark.slow, pytest.mark.integration]  # a real browser

XSS = "<img src=x onerror=alert(1)>"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def browser():
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail("CI must install Debian's chromium for the browser test (.ci/run does)")
        pytest.skip("Debian's chromium is not installed here")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield launched
        launched.close()


@pytest.fixture
def page_html(tmp_path):
    with Memory.open(tmp_path, embedder=None) as mem:
        mem.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}, {"name": XSS, "description": "<b>x</b>"}])
        mem.relate("Zephyr", "LED_BY", "Mara", valid_to="2022-03-01")
        mem.relate("Zephyr", "NAMED", XSS)
        now = now_micros()
        return graph_html(mem, "Zephyr", as_of=now, known_at=now)


def test_the_graph_draws_its_nodes_and_runs_no_script_from_a_label(browser, page_html):
    page = browser.new_page()
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.set_content(page_html, wait_until="load")
    page.wait_for_function("typeof network !== 'undefined' && Object.keys(network.getPositions()).length === 3")
    positions = page.evaluate("network.getPositions()")
    assert set(positions) == {"Zephyr", "Mara", XSS}
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    assert page.evaluate("document.querySelectorAll('canvas').length") >= 1
    page.wait_for_timeout(300)
    assert dialogs == [], "a label ran script"
    assert [url for url in requests if url.startswith("http")] == [], "the page fetched something"
    page.close()


DRAW_TWO_GRAPHS = """async ([esm, graphs, source, css]) => {
  const module = await import(URL.createObjectURL(new Blob([esm], {type: "text/javascript"})));
  window.libraryLoads = 0;
  const library = {get: (key) => ({source, css})[key]};
  const host = {getModel: async (ref) => { window.libraryLoads += 1; return library; }};
  const boxes = [];
  for (const state of graphs) {
    const listeners = {};
    const model = {get: (key) => state[key], on: (name, f) => { listeners[name] = f; }, off: () => {}};
    const el = document.createElement("div");
    document.body.appendChild(el);
    await module.default.render({model, el, host});
    boxes.push(el);
  }
  window.boxes = boxes;
}"""


def test_the_widget_loads_vis_network_once_for_two_graphs(browser, tmp_path):
    with Memory.open(tmp_path, embedder=None) as mem:
        mem.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}, {"name": XSS}])
        mem.relate("Zephyr", "LED_BY", "Mara")
        mem.relate("Zephyr", "NAMED", XSS)
        now = now_micros()
        graphs = [
            {
                **graph_data(mem, name, as_of=now, known_at=now),
                "height": "300px",
                "library": "IPY_MODEL_x",
                "replaces": f"c0lab-static-{index}abc",
            }
            for index, name in enumerate(("Zephyr", "Mara"))
        ]
    script, style = vis_files()
    page = browser.new_page()
    dialogs, requests = [], []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.on("request", lambda request: requests.append(request.url))
    page.set_content(
        "<html><head></head><body>"
        + "".join(  # the static outputs saved before each live view
            f'<div class="jp-OutputArea-child"><div class="c0lab-static c0lab-static-{index}abc">drawing {index}</div>'
            "</div>"
            for index in range(2)
        )
        + "</body></html>"
    )
    assert page.get_by_text("drawing 0").is_visible()
    page.evaluate(
        DRAW_TWO_GRAPHS, [GraphWidget._esm, json.loads(json.dumps(graphs)), script.read_text(), style.read_text()]
    )
    page.wait_for_function(
        "window.boxes.every(box => box.c0labNetwork && Object.keys(box.c0labNetwork.getPositions()).length > 0)"
    )
    positions = page.evaluate("window.boxes.map(box => Object.keys(box.c0labNetwork.getPositions()).sort())")
    assert positions == [sorted(["Mara", "Zephyr", XSS])] * 2  # depth 2 from Mara reaches the third too
    assert page.evaluate("window.libraryLoads") == 1  # the second graph reused the page's vis-network
    assert not page.get_by_text("drawing 0").is_visible() and not page.get_by_text("drawing 1").is_visible()
    assert page.evaluate("document.querySelectorAll('canvas').length") == 2
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    page.wait_for_timeout(300)
    assert dialogs == [], "a label ran script"
    assert [url for url in requests if url.startswith("http")] == [], "the page fetched something"
    page.close()


SAVED_NOTEBOOK = [
    "%load_ext c0lab",
    "%c0 open {path} --no-embeddings",
    (
        "%%add\nconcept Quillfeather\nconcept Brambleworth\nconcept Thornbury\n"
        "relation Quillfeather LED_BY Brambleworth --valid-from 2019 --valid-to 2022-03\n"
        "relation Quillfeather LED_BY Thornbury --valid-from 2022-03"
    ),
    ("from c0lab.widgets import graph_view, time_slider\nmem = %c0 memory\ngraph_view(mem, 'Quillfeather')"),
    "time_slider(mem, 'Quillfeather')",
    ("mem.record_dead_end('Project Marrowgate', context='')\nmem.reflector.process()\n%reflect review"),
]


def test_a_saved_notebook_shows_every_drawing_offline(browser, tmp_path):
    """Executed with nbclient, widget state stored (as papermill and ``nbconvert --execute`` save), exported
    by ``nbconvert --to html``: the graph and the slider are SVG, the review queue a table, all visible in a
    browser with no network; nothing our outputs hold asks for a file."""
    import nbclient
    import nbconvert
    import nbformat

    cells = [nbformat.v4.new_code_cell(code.format(path=tmp_path / "memory")) for code in SAVED_NOTEBOOK]
    notebook = nbformat.v4.new_notebook(cells=cells)
    nbclient.NotebookClient(notebook, timeout=180, kernel_name="python3", store_widget_state=True).execute()
    assert "application/vnd.jupyter.widget-state+json" in notebook.metadata["widgets"]
    errors = [output for cell in notebook.cells for output in cell.outputs if output.output_type == "error"]
    assert errors == []
    outputs = [output for cell in notebook.cells for output in cell.outputs]
    assert not any(
        re.search(r'(?:src|href)="(?:https?:)?//', json.dumps(output.get("data", {}))) for output in outputs
    ), "an output refers to a remote file"
    page_html, _ = nbconvert.HTMLExporter().from_notebook_node(notebook)

    context = browser.new_context(offline=True)
    page = context.new_page()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.set_content(page_html, wait_until="load")
    page.wait_for_timeout(500)
    graphs = page.locator("svg.c0lab-graph")
    assert graphs.count() == 2 and all(graphs.nth(index).is_visible() for index in range(2))
    assert page.locator("svg.c0lab-graph text", has_text="Brambleworth").first.is_visible()
    assert page.locator("svg.c0lab-slider").count() == 2 and page.locator("svg.c0lab-slider").first.is_visible()
    table = page.locator("table.c0lab-review-static")
    assert table.is_visible() and table.get_by_role("cell", name="Project Marrowgate", exact=True).is_visible()
    remote = [url for url in requests if url.startswith("http")]
    template = ("require.js", "html-manager", "mathjax", "MathJax")  # nbconvert's own page scripts, not ours
    assert [url for url in remote if not any(name in url for name in template)] == [], remote
    context.close()


def test_a_review_queue_hides_its_saved_table_when_its_live_view_renders(browser):
    from c0lab.notebook.static import StaticSwap

    page = browser.new_page()
    page.set_content(
        '<html><head></head><body><div class="jp-OutputArea-child">'
        '<table class="c0lab-static c0lab-static-9f"><tr><td>queued</td></tr></table></div></body></html>'
    )
    assert page.get_by_text("queued").is_visible()
    page.evaluate(
        """async ([esm, token]) => {
      const module = await import(URL.createObjectURL(new Blob([esm], {type: "text/javascript"})));
      const el = document.createElement("div");
      document.body.appendChild(el);
      window.cleanup = module.default.render({model: {get: () => token}, el});
    }""",
        [StaticSwap._esm, "c0lab-static-9f"],
    )
    assert not page.get_by_text("queued").is_visible()
    page.evaluate("window.cleanup()")  # the live view is gone: the saved table shows again
    assert page.get_by_text("queued").is_visible()
    page.close()


def crowded_memory(path) -> Memory:
    """A neighbourhood of 30 concepts with long names: 12 around the centre, 17 one step further."""
    mem = Memory.open(path, embedder=None)
    names = ["Project Zephyr"] + [
        f"{word} {number}"
        for number, word in enumerate(
            [
                "Mara Quill",
                "Tomas Vey",
                "Glasswing index",
                "Ferrocene ledger",
                "Berlin office",
                "Rust compiler team",
                "Open Research Fund",
                "Tallow protocol",
                "Nightly rebuild",
                "Cold storage tiers",
                "Vector shard service",
                "Hybrid search",
                "Reciprocal rank fusion",
                "Quillfeather",
                "Brambleworth",
                "Thornbury lab",
                "Marrowgate",
                "Seed trays",
                "Sensor readings",
                "Ledger audit",
                "Storage council",
                "Query planner",
                "Index compaction",
                "Token budget",
                "Dead-end inbox",
                "Reflector loop",
                "Time slider",
                "Graph view",
                "Review queue",
            ]
        )
    ]
    mem.add_concepts([{"name": name} for name in names])
    types = ["LED_BY", "FUNDED_BY", "USES", "BASED_IN", "PART_OF", "DEPENDS_ON"]
    for number, name in enumerate(names[1:13]):
        mem.relate("Project Zephyr", types[number % 6], name)
    for number, name in enumerate(names[13:]):
        mem.relate(names[1 + number % 12], types[(number + 2) % 6], name)
    return mem


def test_no_two_labels_of_a_30_node_static_graph_overlap_as_the_browser_draws_them(browser, tmp_path):
    from c0lab.notebook.graphview import graph_svg

    with crowded_memory(tmp_path / "memory") as mem:
        now = now_micros()
        svg = graph_svg(mem, "Project Zephyr", as_of=now, known_at=now)
    assert svg.count("<circle") == 30
    page = browser.new_page(viewport={"width": 1300, "height": 900})
    page.set_content(f"<html><body style='margin:0'>{svg}</body></html>")
    boxes = page.evaluate("""() => Array.from(document.querySelectorAll('svg.c0lab-graph text')).map(text => {
        const box = text.getBoundingClientRect(); return [text.textContent, box.left, box.top, box.right, box.bottom];
    })""")
    discs = page.evaluate("""() => Array.from(document.querySelectorAll('svg.c0lab-graph circle')).map(circle => {
        const box = circle.getBoundingClientRect(); return [box.left, box.top, box.right, box.bottom];
    })""")
    page.close()
    assert len(boxes) == 30 + 29  # every concept and every relation is labelled

    def overlap(a, b) -> bool:
        return not (a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1])

    crossing = [(a[0], b[0]) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if overlap(a[1:], b[1:])]
    assert crossing == []
    covered = [label[0] for label in boxes for disc in discs if overlap(label[1:], disc)]
    assert covered == []  # no label lies on a node, the centre's own included
