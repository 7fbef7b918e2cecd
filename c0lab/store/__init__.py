"""The memory folder: parquet segments, the version graph over them, export and import. Owns every file name."""

__all__: list[str] = []
