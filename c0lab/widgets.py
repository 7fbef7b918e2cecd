"""Notebook widgets (needs the ``notebook`` extra): graph view, time slider, review queue."""

from .notebook.widgets import (
    ReviewItem,
    ReviewQueue,
    graph_view,
    memory_dates,
    review_queue,
    time_slider,
)

__all__ = ["ReviewItem", "ReviewQueue", "graph_view", "memory_dates", "review_queue", "time_slider"]
