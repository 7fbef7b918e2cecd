"""What is never stored: ``<private>…</private>`` text, and secrets, which become ``[redacted]``.

:func:`clean` is the redactor; :func:`clean_version` and :func:`clean_json`
apply it to everything a store writes (every text field of a version, every
string of a JSON state file or log line), so the few places that write files
call one of them and nothing reaches disk unredacted.

The rules are a table, grouped by kind, informed by the plugin list of the
maintained scanner `detect-secrets <https://github.com/Yelp/detect-secrets>`_
(cloud, chat, code-hosting, payment and package-registry tokens, private-key
blocks, basic-auth URLs, keyword assignments) plus what it leaves to
high-entropy heuristics (JSON ``"password": "…"``, quoted values with spaces,
URL passwords holding ``@`` or ``/``, ``Authorization`` headers). Each rule is
anchored on the shape of a real secret, so prose that only talks about
passwords or tokens is left alone; ``tests/test_redact.py`` holds 60+
real-looking secrets and 20+ innocent look-alikes, written through the public
API and looked for in the memory folder's bytes. No entropy rule is used: it
would redact commit hashes and ids.

Every pattern runs on RE2 (``google-re2``), whose time is linear in the text: no
pattern can backtrack, so no text can hold the writer (issue 25). What RE2 lacks
(lookarounds) is checked on each match in :func:`_keep_name`.

``<private>`` tags may carry attributes (``<private id="1">``), nest, or be
split across lines (``<private\\n>``); everything from an opening tag to its
matching close (or to the end of the text) is dropped.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any, Protocol, cast

import re2

from .records import RELATION, Version

__all__ = ["REDACTED", "RULES", "clean", "clean_json", "clean_version"]

REDACTED = "[redacted]"


RULES: dict[str, list[str]] = {
    # Whole tokens: the shape alone says it is a secret.
    "private keys": [
        r"-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----.*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\z)",
        r"\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b",
        r"\bPuTTY-User-Key-File-\d: .*?(?:Private-MAC: \S+|\z)",
    ],
    "cloud": [
        r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}\b",  # AWS key ids
        r"\bAIza[0-9A-Za-z_-]{35}\b",  # Google API keys
        r"\bya29\.[0-9A-Za-z_-]{20,}",  # Google OAuth access tokens
        r"\bGOCSPX-[0-9A-Za-z_-]{28}\b",  # Google OAuth client secrets
        r"\bAccountKey=[A-Za-z0-9+/=]{40,}",  # Azure storage
        r"\bdop_v1_[a-f0-9]{64}\b",  # DigitalOcean
        r"\bdapi[a-f0-9]{32}(?:-\d)?\b",  # Databricks
        r"\bNRAK-[A-Z0-9]{27}\b",  # New Relic
        r"\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,}",  # Doppler
    ],
    "code hosting and registries": [
        r"\bgh[pousr]_[A-Za-z0-9]{36,255}\b",  # GitHub
        r"\bgithub_pat_[A-Za-z0-9_]{40,}\b",
        r"\b(?:glpat|gldt|glft|glsoat|glrt|glcbt|glptt|glimt|gloas|glagent)-[A-Za-z0-9_-]{20,}",  # GitLab
        r"\bGR1348941[A-Za-z0-9_-]{20,50}",  # GitLab runner registration
        r"\bnpm_[A-Za-z0-9]{36}\b",  # npm
        r"\bpypi-AgE[A-Za-z0-9_-]{50,}",  # PyPI
        r"\bhf_[A-Za-z0-9]{30,}\b",  # Hugging Face
        r"\bATATT3[A-Za-z0-9_=-]{20,}",  # Atlassian
        r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b",  # Postman
    ],
    "AI providers": [
        r"\bsk-(?:proj-|svcacct-|admin-|ant-(?:api|admin)\d\d-)?[A-Za-z0-9_-]{32,}",  # OpenAI, Anthropic
        r"\bgsk_[A-Za-z0-9]{40,}\b",  # Groq
        r"\bxai-[A-Za-z0-9]{40,}\b",  # xAI
        r"\br8_[A-Za-z0-9]{30,}\b",  # Replicate
    ],
    "chat and mail": [
        r"\bxox[abposre]-[A-Za-z0-9-]{10,}",  # Slack tokens
        r"\bxapp-\d-[A-Za-z0-9-]{10,}",  # Slack app tokens
        r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/]+",  # Slack webhooks
        r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_-]+",  # Discord webhooks
        r"\b[MNO][A-Za-z\d_-]{23,25}\.[A-Za-z\d_-]{6}\.[A-Za-z\d_-]{27,}",  # Discord bot tokens
        r"\b\d{8,10}:AA[0-9A-Za-z_-]{33}\b",  # Telegram bot tokens
        r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b",  # SendGrid
        r"\bkey-[0-9a-f]{32}\b",  # Mailgun
        r"\b[0-9a-f]{32}-us\d{1,2}\b",  # Mailchimp
        r"\b(?:AC|SK)[0-9a-f]{32}\b",  # Twilio
        r"\bsecret_[A-Za-z0-9]{43}\b",  # Notion
        r"\blin_api_[A-Za-z0-9]{40}\b",  # Linear
    ],
    "payments": [
        r"\b(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,}\b",  # Stripe
        r"\bwhsec_[A-Za-z0-9]{24,}\b",  # Stripe webhook secrets
        r"\bsq0(?:csp|atp)-[0-9A-Za-z_-]{22,43}",  # Square
        r"\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b",  # Shopify
    ],
    "web tokens": [
        r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}",  # JSON web tokens
    ],
}

# Values: the name stays, the value goes. A name may carry a prefix (``dbPassword``,
# ``PGPASSWORD``, ``app_secret``), as detect-secrets' keyword rule allows; the short
# ``pass`` and ``pwd`` only after a non-letter or as a camelCase word (``bypass=`` is prose).
_PASSWORDS = r"password|passwd|pwd"
_KEYWORDS = (
    r"secret|client[_-]?secret|secret[_-]?key|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|"
    r"auth[_-]?token|credentials?|session[_-]?id|cookie"
)
_QUOTED = r"\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'"
_NOT_A_VALUE = re.compile(  # placeholders and references a program prints, not secrets (checked on a match)
    rb"(?:none|null|nil|true|false|required|optional|undefined|\*+|\[redacted\])(?![\w.])"
    rb"|\$\{|\{\{|%\(|<|os\.environ|os\.getenv|getenv|env\[|input\(|prompt\(",
    re.IGNORECASE,
)
_BARE = r"[^\s\"'<>]{3,}"  # a bare value runs to the next space or quote, less its trailing ,;)}]
_SECRETISH = re.compile(rb"[\d_/+=$!@#%^&*-]")  # prose after "token:" is words; a token is not
_STRICT = (b"pass", b"pwd")
_LONG = (b"password", b"passwd", b"passphrase")


def _key(keywords: str, separator: str) -> str:
    """A setting's name holding one of ``keywords`` (``DB_PASSWORD``, ``"api_key"``), and its separator."""
    return rf"((?:{keywords})[\"']?\s*{separator}[ \t]*)"


_ASSIGN = r"(?::=|=>|=|%3[dD])"
# Each rule is (kept name)(value)(kept tail); ``_keep_name`` checks what a lookaround would (RE2 has none).
_VALUE_RULES = [
    # password=…, GITHUB_TOKEN=…, pass=…, api_key => '…'
    _key(rf"{_PASSWORDS}|passphrase|pass|{_KEYWORDS}", _ASSIGN) + rf"({_QUOTED}|{_BARE})()",
    # "password": "…", password: hunter22, passphrase: correct horse battery staple
    _key(_PASSWORDS, ":") + rf"({_QUOTED}|{_BARE})()",
    _key("passphrase", ":") + rf"({_QUOTED}|[^\n]+)()",
    # token: …, "api_key": "…" (a bare value must look like a token, not a word of prose)
    _key(_KEYWORDS, ":") + rf"({_QUOTED}|{_BARE})()",
    # Authorization: Basic …, Bearer …, Token …
    (
        r"(\bauthorization[\"']?\s*[:=][ \t]*[\"']?(?:basic|bearer|token|digest|negotiate|apikey)[ \t]+)"
        r"([A-Za-z0-9._~+/=-]{8,})()"
    ),
    r"(\bauthorization[\"']?\s*[:=][ \t]*[\"']?)([A-Za-z0-9._~+/=-]{8,})()",
    r"(\bbearer[ \t]+)([A-Za-z0-9._~+/-]{16,}=*)()",
    # scheme://user:password@host — the password may hold '@' or '/', the last '@' before the host ends it
    r"(\b[a-zA-Z][a-zA-Z0-9+.-]*://[^:/\s@]*:)(\S+)(@[A-Za-z0-9.-]+(?:[:/?#]|\s|$))",
]
_SECRETISH_RULES = (3, 5)  # rules whose bare value must look like a token
_URL_RULE = len(_VALUE_RULES) - 1


def _whole(rule: str) -> str:
    """A token rule that also starts after a URL escape (``%3Dghp_…``): ``\\b`` fails between ``D`` and ``g``."""
    return rf"(?:\b|%[0-9A-Fa-f]{{2}}){rule[2:]}" if rule.startswith(r"\b") else rule


# RE2 runs in time linear in the text: no pattern here can backtrack (issue 25: 9 KB took 12 s). It reads the
# text's UTF-8 bytes as Latin-1 (the patterns are ASCII): no decoding, and a lone surrogate passes through.
_OPTIONS = re2.Options()
_OPTIONS.encoding = re2.Options.Encoding.LATIN1
_OPTIONS.max_mem = 64 << 20  # the token table's DFA; RE2 falls back to its (still linear) NFA past it


class _Match(Protocol):
    """What this module uses of an RE2 match over bytes (the wrapper ships no types)."""

    string: bytes

    def group(self, index: int = 0, /) -> bytes: ...
    def span(self, index: int = 0, /) -> tuple[int, int]: ...
    def start(self, index: int = 0, /) -> int: ...
    def end(self, index: int = 0, /) -> int: ...


class _Pattern(Protocol):
    """What this module uses of a compiled RE2 pattern over bytes."""

    def sub(self, repl: Callable[[_Match], bytes], text: bytes, /) -> bytes: ...
    def finditer(self, text: bytes, /) -> Iterator[_Match]: ...


def _compile(pattern: str) -> _Pattern:
    return cast(_Pattern, re2.compile(pattern.encode("ascii"), _OPTIONS))


_TAG = _compile(r"(?i)<\s*(/?)\s*private\b[^<>]*>")
_WHOLE = _compile("(?s)" + "|".join(f"(?:{_whole(rule)})" for rules in RULES.values() for rule in rules))
_VALUES = _compile("(?i)" + "|".join(f"(?:{rule})" for rule in _VALUE_RULES))
_RUN = _compile(r"[\w+/=.:%-]{16,}")  # every whole token lies inside such a run
_BLOCK = re.compile(rb"-----BEGIN|PuTTY-User")  # a key block spans lines and spaces
_VALUE_HINTS = (
    b"pass",
    b"pwd",
    b"secret",
    b"token",
    b"key",
    b"auth",
    b"cred",
    b"session",
    b"cookie",
    b"bearer",
    b"://",
)
_REDACTED = REDACTED.encode()
_QUOTES = (b'"', b"'")


def _token(match: _Match) -> bytes:
    found = match.group(0)
    return found[:3] + _REDACTED if found.startswith(b"%") else _REDACTED


def _redact_tokens(text: bytes) -> bytes:
    if _BLOCK.search(text):
        return _WHOLE.sub(_token, text)
    if not any(len(word) >= 16 for word in text.split()):  # cheap: most prose stops here
        return text
    # scanning only the long runs of token characters spares prose the whole table
    return _RUN.sub(lambda run: _WHOLE.sub(_token, run.group(0)), text)


def _keep_name(match: _Match) -> bytes:
    """The name, ``[redacted]`` and the tail of a value rule's match, or the match itself where the value is no
    secret."""
    text = match.string  # spans, not groups(): the RE2 wrapper's groups() costs a call per group
    rule = next(index for index in range(len(_VALUE_RULES)) if match.span(3 * index + 1)[0] >= 0)
    name, value, tail = (text[slice(*match.span(3 * rule + group))] for group in (1, 2, 3))
    found = text[slice(*match.span())]
    if rule < 4:
        lowered = name.lower()
        start = match.start()
        before = text[start - 1 : start]
        strict = lowered.startswith(_STRICT) and not lowered.startswith(_LONG)
        if strict and before.isalpha() and not (before.islower() and name[:1].isupper()):
            return found  # bypass=, not dbPass=
        if _NOT_A_VALUE.match(value):
            return found
        if value[:1] not in _QUOTES and rule != 2:  # a bare value: its trailing ,;)}] stay
            kept = max(3, len(value.rstrip(b",;)}]")))
            value, tail = value[:kept], value[kept:] + tail
    if rule in _SECRETISH_RULES and value[:1] not in _QUOTES and not (_SECRETISH.search(value) or len(value) >= 16):
        return found
    return name + _REDACTED + tail


def _drop_private(text: bytes) -> bytes:
    """``text`` less everything between ``<private …>`` and its matching ``</private>``, nesting counted."""
    kept, depth, start = [], 0, 0
    for match in _TAG.finditer(text):
        closing = bool(match.group(1))
        if not closing:
            if depth == 0:
                kept.append(text[start : match.start()])
            depth += 1
        elif depth > 0:
            depth -= 1
            if depth == 0:
                start = match.end()
        else:  # a stray closing tag: drop the tag itself
            kept.append(text[start : match.start()])
            start = match.end()
    if depth == 0:
        kept.append(text[start:])
    return b"".join(kept)


def clean(text: str) -> str:
    """``text`` without its private parts and with its secrets replaced by ``[redacted]``.

    >>> clean("key AKIAIOSFODNN7EXAMPLE, <private>my diary</private>password: hunter22 ok")
    'key [redacted], password: [redacted] ok'
    """
    return _cleaned(text) if text else text


@lru_cache(maxsize=1024)
def _cleaned(text: str) -> str:
    """:func:`clean`, remembered for recent texts: a message is cleaned when it is read and again when its
    version is saved, and a clean text is its own clean form."""
    lowered = text.lower()
    private = "private" in lowered
    if not (
        private
        or any(hint.decode() in lowered for hint in _VALUE_HINTS)
        or any(len(word) >= 16 for word in text.split())
        or "-----BEGIN" in text
        or "PuTTY-User" in text
    ):
        return text  # most prose: nothing to look for
    data = text.encode("utf-8", "surrogatepass")
    data = _redact_tokens(_drop_private(data) if private else data)
    if any(hint in data.lower() for hint in _VALUE_HINTS):
        data = _VALUES.sub(_keep_name, data)
    return data.decode("utf-8", "surrogatepass")


def clean_json(value: object) -> object:
    """A JSON-able value with :func:`clean` applied to every string in it, keys included."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, dict):
        return {clean(key) if isinstance(key, str) else key: clean_json(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [clean_json(item) for item in value]
    return value


_TEXT_FIELDS = ("text", "label", "origin", "reason", "cause")


def clean_version(version: Version) -> Version:
    """A version (a :class:`~c0lab.model.records.Version`) with every free-text field redacted.

    Record ids and kinds are kept; a relation's name is its checked type;
    ``meta`` is JSON, cleaned string by string (aliases, provenance, speaker).
    """
    changes: dict[str, Any] = {}
    for field in _TEXT_FIELDS:
        value = getattr(version, field)
        if value:
            kept = clean(value)
            if kept != value:
                changes[field] = kept
    if version.kind != RELATION and version.name:
        kept = clean(version.name)
        if kept != version.name:
            changes["name"] = kept
    if version.meta and (clean(version.meta) != version.meta or "\\" in version.meta):
        try:
            parsed = json.loads(version.meta)
        except ValueError:
            changes["meta"] = clean(version.meta)
        else:
            cleaned = clean_json(parsed)
            if cleaned != parsed:
                changes["meta"] = json.dumps(cleaned, ensure_ascii=False)
    return version._replace(**changes) if changes else version
