"""The synthetic-world benchmark, the retrieval and conversation evals, the demo, and their fixtures."""

__all__: list[str] = []
