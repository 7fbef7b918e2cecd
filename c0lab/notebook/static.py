"""Static forms of the live widgets: what a saved notebook shows where no kernel runs them.

A c0lab widget is displayed as two outputs: first its static form
(``text/html``: inline SVG or a table, no script, nothing fetched), then the
live widget. The saved notebook keeps both, so ``nbconvert --to html`` (with
or without the widgets' state), papermill outputs and notebook viewers show
the drawing even where the widget cannot run (no kernel, no network for the
widget manager). Where the live view does render, its front end hides the
static output with a CSS rule keyed to a class the two share (anywidget's
``render`` adds the rule and its cleanup removes it), so a kernel shows one
drawing, the live one.
"""

from __future__ import annotations

import uuid
from typing import Any

import anywidget
import traitlets

__all__ = ["HIDE_STATIC_JS", "StaticForm", "StaticSwap", "new_token", "show_with_static", "static_block"]

HIDE_STATIC_JS = r"""
function hideStatic(token) {
  // The static output shown before this widget (class `token`) is hidden while the live view is on the page.
  if (!token || !/^c0lab-static-[0-9a-f]+$/.test(token)) return () => {};
  const style = document.createElement("style");
  style.textContent = `.${token} {display: none !important}
:is(.jp-OutputArea-child, .output_area):has(.${token}) {display: none !important}`;
  document.head.appendChild(style);
  return () => style.remove();
}
"""


def new_token() -> str:
    """A class name shared by a static output and the live view that replaces it."""
    return f"c0lab-static-{uuid.uuid4().hex}"


def static_block(html: str, token: str) -> str:
    """``html`` wrapped in the element the live view hides (class ``token``)."""
    return f'<div class="c0lab-static {token}">{html}</div>'


def show_with_static(widget: Any, html: str, token: str) -> None:
    """Display the static form (``display_id=token``, so it can be updated), then ``widget``."""
    from IPython.display import HTML, display

    display(HTML(static_block(html, token)), display_id=token)
    display(widget)


class StaticForm:
    """A widget mixin: displayed as its static form (:attr:`fallback`, HTML) and then the live view.

    ``set_fallback`` replaces the static form; once the widget has been
    displayed, the saved output is updated too (``update_display``), so a
    notebook saved after a slider moved keeps the drawing it last showed.
    """

    fallback: str = ""
    plain: str = ""
    _c0lab_token: str = ""
    _c0lab_shown: bool = False

    @property
    def static_token(self) -> str:
        """The class the static output and the live view share (``c0lab-static-…``)."""
        if not self._c0lab_token:
            self._c0lab_token = new_token()
        return self._c0lab_token

    def static_html(self) -> str:
        """The static output's HTML: the fallback in its hideable block."""
        return static_block(self.fallback, self.static_token)

    def set_fallback(self, html: str) -> None:
        """Replace the static form (and its output, if shown)."""
        self.fallback = html
        if self._c0lab_shown:
            from IPython.display import HTML, update_display

            update_display(HTML(self.static_html()), display_id=self.static_token)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        data = bundle[0] if isinstance(bundle, tuple) else bundle  # anywidget gives (data, metadata)
        if data is not None and self.plain:
            data["text/plain"] = self.plain  # papermill logs and terminals read this, not the widget's traits
        return bundle

    def _ipython_display_(self) -> None:
        from IPython.display import HTML, display

        display(HTML(self.static_html()), display_id=self.static_token)
        self._c0lab_shown = True
        bundle = self._repr_mimebundle_()
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        display(data, metadata=metadata, raw=True)


class StaticSwap(anywidget.AnyWidget):
    """An invisible child of a widget box: when the box renders, the box's static output is hidden."""

    _esm = (
        HIDE_STATIC_JS
        + """
export default {
  render({ model, el }) {
    el.style.display = "none";
    return hideStatic(model.get("token"));
  }
};
"""
    )
    token = traitlets.Unicode("").tag(sync=True)
