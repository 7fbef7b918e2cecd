"""``Memory``: the typed core shared by the families (writes, search, conversation, changes, upkeep, analytics)."""

__all__: list[str] = []
