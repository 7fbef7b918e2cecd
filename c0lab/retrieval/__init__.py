"""Walks and recalls as results: traversal of the time slice, the marked context, rendering."""

__all__: list[str] = []
