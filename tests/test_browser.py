"""End to end in a real headless browser (Debian's chromium, driven by Playwright).

The graph view's page must draw its nodes, and a concept named like an HTML
tag must stay text: no element is created from it and no script runs.
"""

from __future__ import annotations

import os
import shutil

import pytest

from c0lab import Memory
from c0lab._time import now_micros
from c0lab.notebook.graphview import graph_html, iframe

XSS = "<img src=x onerror=alert(1)>"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


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


def test_the_notebook_iframe_shows_the_same_graph(browser, page_html):
    page = browser.new_page()
    page.set_content(f"<html><body>{iframe(page_html)}</body></html>", wait_until="load")
    frame = next(frame for frame in page.frames if frame is not page.main_frame)
    frame.wait_for_function("typeof network !== 'undefined' && Object.keys(network.getPositions()).length === 3")
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    page.close()
