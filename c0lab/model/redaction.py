"""What is never stored: ``<private>…</private>`` text, and secrets, which become ``[redacted]``.

The secret patterns cover the common formats (cloud and API keys, tokens,
private-key blocks, passwords in assignments and URLs). Each is anchored on
the shape of a real secret, so prose that only talks about passwords or
tokens is left alone; ``tests/test_redact.py`` holds real-looking secrets and
innocent look-alikes.
"""

from __future__ import annotations

import re

__all__ = ["REDACTED", "clean"]

REDACTED = "[redacted]"
_PRIVATE = re.compile(r"<private>.*?(?:</private>|$)", re.IGNORECASE | re.DOTALL)
_WHOLE = [
    re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)", re.DOTALL),
    re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),  # AWS access key id
    re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,255}\b"),  # GitHub tokens
    re.compile(r"\bgithub_pat_[A-Za-z0-9_]{40,}\b"),
    re.compile(r"\bsk-(?:proj-|ant-(?:api\d\d-)?)?[A-Za-z0-9_-]{32,}"),  # OpenAI / Anthropic keys
    re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}\b"),  # Slack tokens
    re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b"),  # Google API keys
    re.compile(r"\b(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,}\b"),  # Stripe keys
    re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),  # JSON web tokens
    re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"),  # Hugging Face tokens
]
_VALUE = [
    # password=…, api_key: "…", token = … — the name stays, the value goes
    re.compile(r"(?i)\b((?:[\w-]*(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?key|auth[_-]?token)[\w-]*)"
               r"\s*[:=]\s*)([\"']?)[^\s\"',;]{4,}\2"),
    re.compile(r"(?i)\b(bearer\s+)()[A-Za-z0-9._~+/-]{16,}=*"),
    re.compile(r"(\b[a-z][a-z0-9+.-]*://[^:/\s@]+:)()[^@\s/]+(?=@)"),  # user:password@host
]


def clean(text: str) -> str:
    """``text`` without its private parts and with its secrets replaced by ``[redacted]``.

    >>> clean("key AKIAIOSFODNN7EXAMPLE, <private>my diary</private>password: hunter22 ok")
    'key [redacted], password: [redacted] ok'
    """
    text = _PRIVATE.sub("", text)
    for pattern in _WHOLE:
        text = pattern.sub(REDACTED, text)
    for pattern in _VALUE:
        text = pattern.sub(lambda match: f"{match.group(1)}{REDACTED}", text)
    return text
