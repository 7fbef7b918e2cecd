"""Records and time: versions with valid and system intervals, result types, the name guard, redaction."""

__all__: list[str] = []
