"""A thing's terms said of its releases: "Releases of the Door toolkit from July 2019 onward are under the Brenlow
licence; earlier releases were under the Quillon licence", "From July 2019, Door toolkit releases are under …".

What holds of every release from a date holds of the thing from then. :func:`of_releases` says the clause of the
thing itself, its date fronted ("From July 2019 onward, the Door toolkit is under the Brenlow licence"), as the
readers read a change of terms; "earlier releases were under …" is read as said (until then). Releases of no thing
named ("Licensing: releases from 2022 onward are under …" in release notes) are left: "it" said for them was read
as another name of the notes.
"""

from __future__ import annotations

import re

__all__ = ["of_releases"]

_NOUN = r"(?i:releases|versions|builds|editions)"
_TIME = r"(?P<time>(?i:from|since|after|as\s+of)\s+[^,;]{0,30}?\d{4})(?:\s+on(?:wards?)?)?"
_VERB = r"(?P<verb>are|were|carry|use|ship|come)\b"
_OF_THING = re.compile(
    rf"\b{_NOUN}\s+of\s+(?P<thing>(?:the\s+)?[A-Z][\w'’.-]*(?:\s+[A-Za-z][\w'’.-]*){{0,3}}?)\s+"
    rf"(?:(?:released|published|shipped)\s+)?{_TIME},?\s+{_VERB}"
)
"""Releases of a thing from a date ("Releases of the Door toolkit from July 2019 onward are")."""
_THINGS = re.compile(
    rf"(?:^|(?<=[:;]\s))(?:(?P<fronted>{_TIME.replace('?P<time>', '?P<front>')}),?\s+)?"
    rf"(?P<thing>(?:the\s+)?[A-Z][\w'’.-]*(?:\s+[A-Za-z][\w'’.-]*){{0,3}}?)\s+{_NOUN}\s+"
    rf"(?:{_TIME},?\s+)?{_VERB}"
)
"""A thing's releases, said with a date ("From July 2019, Door toolkit releases are", "Door toolkit releases from
July 2019 are")."""
_SINGULAR = {"are": "is", "were": "was", "carry": "carries", "use": "uses", "ship": "ships", "come": "comes"}


def of_releases(sentence: str) -> str:
    """``sentence`` with what it says of a thing's releases from a date said of the thing (the module docstring).

    >>> of_releases("Releases of the Door toolkit from July 2019 onward are under the Brenlow licence .")
    'From July 2019 onward, the Door toolkit is under the Brenlow licence .'
    >>> of_releases("Licensing: releases from July 2019 onward are under the Brenlow licence .")  # whose: not said
    'Licensing: releases from July 2019 onward are under the Brenlow licence .'
    >>> of_releases("The 2019 releases were under the Brenlow licence .")
    'The 2019 releases were under the Brenlow licence .'
    """

    def said(time: str, thing: str, verb: str, whole: str) -> str:
        onward = " onward" if re.search(r"\bon(?:wards?)?\b", whole) else ""
        bare = thing != "it" and not thing.lower().startswith("the ") and thing.split()[-1].islower()
        named = f"the {thing}" if bare else thing  # "Door toolkit releases": the Door toolkit
        return f"{time[:1].upper()}{time[1:]}{onward}, {named} {_SINGULAR[verb.lower()]}"

    sentence = _OF_THING.sub(lambda found: said(found["time"], found["thing"], found["verb"], found[0]), sentence)
    sentence = _THINGS.sub(
        lambda found: (
            said(found["time"] or found["front"], found["thing"], found["verb"], found[0])
            if found["time"] or found["front"]
            else found[0]
        ),
        sentence,
    )
    return sentence
