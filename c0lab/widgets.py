"""Notebook widgets (needs the ``notebook`` extra): graph view, time slider, review queue."""

from ._widgets import ReviewItem, ReviewQueue, graph_view, memory_dates, time_slider

__all__ = ["ReviewItem", "ReviewQueue", "graph_view", "memory_dates", "time_slider"]
