"""Derived indexes: keyword (BM25) and vector (Chroma), the embedders, the hybrid cascade and its fusion."""

__all__: list[str] = []
