"""A verb's past tense and its present third person, and whether a word is a verb's base form or only its past
participle, from lemminflect's tables when the package is installed (the ``bench`` extra; its tables ship in the
wheel, nothing is downloaded): "take" → "took", "belong" → "belonged". Without it, no tense is known and the readings
that need one leave their text as written; whether a sentence tells what had been done ("had run it")."""

from __future__ import annotations

import re
from functools import cache

__all__ = ["base_form", "had_done", "past_participle", "past_tense", "present_tense", "verb_lemmas"]


def past_tense(verb: str) -> str | None:
    """The past tense of a base-form verb ("belong" → "belonged", "go" → "went"), or None when it is none (or no
    inflector is installed)."""
    return _inflected(verb, "VBD")


def present_tense(verb: str) -> str | None:
    """The present third person of a base-form verb ("operate" → "operates"), or None as :func:`past_tense`."""
    return _inflected(verb, "VBZ")


def base_form(word: str) -> bool:
    """Whether ``word`` is a verb's base form ("steer", "run"; not "steered"); False with no inflector installed."""
    return word.lower() in verb_lemmas(word)


def past_participle(word: str) -> bool:
    """Whether ``word`` is a verb's past participle ("steered", "taken", "run"); False with no inflector installed."""
    from_lemmas = verb_lemmas(word)
    if not from_lemmas:
        return False
    from lemminflect import getInflection

    return any(word.lower() in getInflection(lemma, "VBN") for lemma in from_lemmas)


@cache
def verb_lemmas(word: str) -> tuple[str, ...]:
    """The verbs ``word`` is a form of (none with no inflector installed)."""
    try:
        from lemminflect import getAllLemmas
    except ImportError:
        return ()
    return tuple(getAllLemmas(word.lower()).get("VERB", ()))


@cache
def _inflected(verb: str, tag: str) -> str | None:
    if not base_form(verb):
        return None
    from lemminflect import getInflection

    forms = getInflection(verb.lower(), tag)
    return forms[0] if forms else None


_HAD = re.compile(r"\bhad\s+(?:\w+ly\s+)?(?P<verb>[a-z]+)\b")


def had_done(sentence: str) -> int | None:
    """Where ``sentence`` first tells what had been done before its time ("had run it since 2001", "had been chair"),
    else None."""
    done = (
        found.start() for found in _HAD.finditer(sentence) if found["verb"] == "been" or past_participle(found["verb"])
    )
    return next(done, None)
