"""The live graph widget: vis-network sent to the page once, each graph only its nodes and edges.

:class:`VisLibrary` holds vis-network's script and style (the copy pyvis
bundles, so nothing is fetched); one is made per kernel (:func:`library`) and
every :class:`GraphWidget` refers to it. The widget's front-end module loads
the library into the page the first time a graph is drawn there and reuses it
for every later graph, so a graph costs its data (a few KB), not the library's
~0.7 MB, and a slider move sends only the new nodes and edges.

Once drawn, the view hides the static output saved before it (``replaces``,
see :mod:`c0lab.notebook.static`).

Labels and hover titles reach vis-network as plain strings, which it draws
on a canvas and shows as text: nothing from the memory becomes markup.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import anywidget
import ipywidgets as widgets
import traitlets

from .static import HIDE_STATIC_JS

__all__ = ["GraphWidget", "VisLibrary", "library", "vis_files"]

_ESM = r"""
async function visNetwork(model, host) {
  // vis-network is run once per page, whichever graph asks first; later graphs wait on the same promise.
  if (!globalThis.__c0labVis) {
    globalThis.__c0labVis = (async () => {
      const ref = model.get("library");
      const lib = host?.getModel ? await host.getModel(ref)
                                 : await model.widget_manager.get_model(ref.replace(/^IPY_MODEL_/, ""));
      const style = document.createElement("style");
      style.textContent = lib.get("css");
      document.head.appendChild(style);
      // The bundle is UMD: hide any AMD loader (classic Notebook's require.js) so it sets globalThis.vis.
      const scope = {};
      new Function("define", "exports", "module", lib.get("source")).call(scope, undefined, undefined, undefined);
      return scope.vis || globalThis.vis;
    })().catch((error) => { globalThis.__c0labVis = undefined; throw error; });  // a later graph tries again
  }
  return globalThis.__c0labVis;
}

export default {
  async render({ model, el, host }) {
    const vis = await visNetwork(model, host);
    const box = document.createElement("div");
    box.style.width = "100%";
    box.style.height = model.get("height");
    box.style.border = "1px solid #ddd";
    el.appendChild(box);
    const draw = () => new vis.Network(box, {
      nodes: new vis.DataSet(model.get("nodes")), edges: new vis.DataSet(model.get("edges"))
    }, model.get("options"));
    let network = draw();
    el.c0labNetwork = network;
    const showStatic = hideStatic(model.get("replaces"));  // drawn: the saved static form steps aside
    let pending = false;  // nodes, edges and options change together: draw once
    const redraw = () => {
      if (pending) return;
      pending = true;
      queueMicrotask(() => { pending = false; network.destroy(); network = draw(); el.c0labNetwork = network; });
    };
    model.on("change:nodes", redraw);
    model.on("change:edges", redraw);
    return () => {
      model.off("change:nodes", redraw); model.off("change:edges", redraw); network.destroy(); showStatic();
    };
  }
};
"""


def vis_files() -> tuple[Path, Path]:
    """The vis-network script and style that pyvis ships (the newest version it bundles)."""
    import pyvis

    folder = max(
        (Path(pyvis.__file__).parent / "lib").glob("vis-*"),
        key=lambda path: tuple(int(part) for part in path.name.removeprefix("vis-").split(".")),
    )
    return folder / "vis-network.min.js", folder / "vis-network.css"


class VisLibrary(anywidget.AnyWidget):
    """vis-network's script and style, held once per kernel; it draws nothing itself."""

    _esm = "export default {};"
    source = traitlets.Unicode().tag(sync=True)
    css = traitlets.Unicode().tag(sync=True)


@cache
def _library() -> VisLibrary:
    script, style = vis_files()
    return VisLibrary(source=script.read_text(encoding="utf-8"), css=style.read_text(encoding="utf-8"))


def library() -> VisLibrary:
    """The kernel's one :class:`VisLibrary` (made again if it was closed)."""
    found = _library()
    if found.comm is None:  # closed (e.g. by ``Widget.close_all()``)
        _library.cache_clear()
        found = _library()
    return found


class GraphWidget(anywidget.AnyWidget):
    """One graph: vis-network nodes, edges and options; the library comes from :func:`library`."""

    _esm = HIDE_STATIC_JS + _ESM
    nodes = traitlets.List(traitlets.Dict()).tag(sync=True)
    edges = traitlets.List(traitlets.Dict()).tag(sync=True)
    options = traitlets.Dict().tag(sync=True)
    height = traitlets.Unicode("420px").tag(sync=True)
    replaces = traitlets.Unicode("").tag(sync=True)  # the class of the static output this view hides
    library = traitlets.Instance(VisLibrary).tag(sync=True, **widgets.widget_serialization)

    @traitlets.default("library")
    def _default_library(self) -> VisLibrary:
        return library()
