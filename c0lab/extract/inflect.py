"""A verb's past tense and its present third person, from lemminflect's tables when the package is installed (the
``bench`` extra; its tables ship in the wheel, nothing is downloaded): "take" → "took", "belong" → "belonged".
Without it, no tense is known and the readings that need one leave their text as written.
"""

from __future__ import annotations

from functools import cache

__all__ = ["past_tense", "present_tense"]


def past_tense(verb: str) -> str | None:
    """The past tense of a base-form verb ("belong" → "belonged", "go" → "went"), or None when it is none (or no
    inflector is installed)."""
    return _inflected(verb, "VBD")


def present_tense(verb: str) -> str | None:
    """The present third person of a base-form verb ("operate" → "operates"), or None as :func:`past_tense`."""
    return _inflected(verb, "VBZ")


@cache
def _inflected(verb: str, tag: str) -> str | None:
    try:
        from lemminflect import getAllLemmas, getInflection
    except ImportError:
        return None
    if verb.lower() not in getAllLemmas(verb.lower()).get("VERB", ()):
        return None
    forms = getInflection(verb.lower(), tag)
    return forms[0] if forms else None
