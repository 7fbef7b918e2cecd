"""Issue 25, items 1-4: redaction is linear in the text, and catches camelCase keys, prefixed
environment variables and URL-escaped tokens (each through clean() and through the store's bytes)."""

from __future__ import annotations

import time

import pytest

from c0lab import Memory
from c0lab.model import redaction
from c0lab.model.redaction import REDACTED, clean
from tests.test_redact import folder_text

# The probe's inputs, grown to 1 MB: quadratic or worse before (9 KB took 12 s, 80 KB 38 s).
ADVERSARIAL = {
    "basic-auth URLs": "a://b:x@y" * 111_112 + '"',
    "query tokens in an href": '<a href="?' + "&token=abc" * 100_000 + '">',
    "spaces after <": "<" + " " * 1_000_000 + "x private",
    "dotted password value": "password=" + "a." * 500_000 + '"',
}


@pytest.mark.parametrize("text", ADVERSARIAL.values(), ids=ADVERSARIAL)
def test_a_megabyte_of_adversarial_text_is_redacted_in_linear_time(text):
    """A generous bound (the figures are in bench/RESULTS.md): it only guards against the quadratic blow-up."""
    start = time.perf_counter()
    clean(text)
    assert time.perf_counter() - start < 5


def test_every_redaction_pattern_runs_on_a_linear_time_engine():
    import re2

    for pattern in (redaction._WHOLE, redaction._VALUES, redaction._RUN, redaction._TAG):
        assert isinstance(pattern, re2._Regexp)


CAMEL = {
    '{"dbPassword": "hunter2xyz"}': "hunter2xyz",
    '{"adminPassword": "Adm1nPw!"}': "Adm1nPw!",
    '{"appSecret": "zq9Xv7Lm2"}': "zq9Xv7Lm2",
    "userToken=tk_8812abcd": "tk_8812abcd",
    "dbPass=hunter2xyz": "hunter2xyz",
    "PGPASSWORD=s3cr3tPg psql -h db": "s3cr3tPg",
    "MYSQL_PWD=s3cr3tMy mysql": "s3cr3tMy",
    "export REDIS_PASSWORD=r3disPw!": "r3disPw!",
}


@pytest.mark.parametrize(("text", "secret"), CAMEL.items(), ids=list(CAMEL))
def test_prefixed_and_camel_case_keys_lose_their_value(text, secret):
    cleaned = clean(text)
    assert secret not in cleaned and REDACTED in cleaned


ESCAPED = {
    "https://x.io/cb?state=1%26access_token%3D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": "wWPw5k4aXcaT4fNP0UcnZwJU",
    "https://x.io/?q=1%26k%3DAKIAIOSFODNN7EXAMPLE%26r=2": "AKIAIOSFODNN7EXAMPLE",
    "redirect=%2Fhome%3Fkey%3Dsk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3iJk": "Ab3dEf6hIj9kLm2nOp5qRs8t",
    "next=%2F%3Fpassword%3Dhunter22xyz": "hunter22xyz",
}


@pytest.mark.parametrize(("text", "secret"), ESCAPED.items(), ids=list(ESCAPED))
def test_url_escaped_tokens_are_redacted(text, secret):
    cleaned = clean(text)
    assert secret not in cleaned and REDACTED in cleaned


def test_a_url_escape_before_a_token_is_kept():
    assert clean("q%3DAKIAIOSFODNN7EXAMPLE") == f"q%3D{REDACTED}"


@pytest.mark.parametrize(
    "text",
    ["bypass=the queue", "compass=north", "the keypass=42 rule", "a token: of thanks", "max_tokens=256"],
)
def test_prefixes_do_not_turn_prose_into_secrets(text):
    assert clean(text) == text


def test_none_of_these_secrets_reaches_the_segment_files(tmp_path):
    folder = tmp_path / "memory"
    with Memory.open(folder, embedder=None) as mem:
        for number, text in enumerate([*CAMEL, *ESCAPED]):
            mem.add_episode(f"config {number}: {text}")
    stored = folder_text(folder)
    assert "config 3:" in stored
    assert [secret for secret in [*CAMEL.values(), *ESCAPED.values()] if secret in stored] == []


def test_text_with_a_lone_surrogate_or_non_ascii_values_is_still_redacted():
    """RE2 reads UTF-8 bytes: a lone surrogate (valid in a Python str) must not make clean() raise."""
    assert clean("\ud800 password=hunter22") == f"\ud800 password={REDACTED}"
    assert clean("dbPassword=pässwörd€, ok") == f"dbPassword={REDACTED}, ok"
    assert clean("über <private>geheim</private> ok ☃") == "über  ok ☃"
