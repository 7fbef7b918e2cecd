"""A verb's past tense, from lemminflect's tables when the package is installed (the ``bench`` extra; its tables ship
in the wheel, nothing is downloaded): "take" → "took", "belong" → "belonged". Without it, no past tense is known
and the readings that need one leave their text as written.
"""

from __future__ import annotations

from functools import cache

__all__ = ["past_tense"]


@cache
def past_tense(verb: str) -> str | None:
    """The past tense of a base-form verb ("belong" → "belonged", "go" → "went"), or None when it is none (or no
    inflector is installed)."""
    try:
        from lemminflect import getAllLemmas, getInflection
    except ImportError:
        return None
    if verb.lower() not in getAllLemmas(verb.lower()).get("VERB", ()):
        return None
    forms = getInflection(verb.lower(), "VBD")
    return forms[0] if forms else None
