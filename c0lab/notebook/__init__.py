"""The notebook layer: IPython magics, widgets and the graph view (``c0lab.widgets`` is the public face)."""

__all__: list[str] = []
