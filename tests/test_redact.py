"""Secrets become [redacted] and <private> text disappears; look-alikes survive."""

import pytest

from c0lab.model.redaction import REDACTED, clean

SECRETS = [
    "AKIAIOSFODNN7EXAMPLE",
    "ASIAY34FZKBOKMUTVV7A",
    "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",
    "gho_16C7e42F292c6912E7710c838347Ae178B4a",
    "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJ",
    "sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3iJk",
    "sk-ant-api03-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa9876543210ab",
    "xoxb-2048120391-2948011239-a8Fj3kLm9QzR",
    "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY",
    "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    "hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789",
]
ASSIGNED = [
    ("password=hunter22!", "password="),
    ('DB_PASSWORD: "c0rrect-h0rse"', "DB_PASSWORD: "),
    ("api_key = 8f14e45fceea167a5a36dedd4bea2543", "api_key = "),
    ("Authorization: Bearer abcdef0123456789abcdef", "Authorization: Bearer "),
    ("postgres://admin:s3cr3tpass@db.internal:5432/app", "postgres://admin:"),
]
INNOCENT = [
    "The password policy requires twelve characters.",
    "We use scikit-learn (sk-learn) and skip-connections.",
    "AKIA is the prefix AWS gives access key ids.",
    "A token bucket limits the rate; tokens refill every second.",
    "The ghp_ prefix marks a GitHub personal token.",
    "Run `export PASSWORD` before the script asks for it.",
    "See https://example.org/path?page=2 for the secret sauce recipe.",
    "Bearer bonds were common in 1920.",
]


@pytest.mark.parametrize("secret", SECRETS)
def test_secrets_are_redacted_wherever_they_stand(secret):
    cleaned = clean(f"here it is: {secret} — keep it safe")
    assert secret not in cleaned and REDACTED in cleaned and cleaned.startswith("here it is: ")


@pytest.mark.parametrize(("text", "kept"), ASSIGNED)
def test_assigned_secrets_keep_their_name_and_lose_their_value(text, kept):
    cleaned = clean(text)
    assert cleaned.startswith(kept) and REDACTED in cleaned
    assert text[len(kept):].strip('"') not in cleaned


def test_a_private_key_block_is_redacted_whole():
    block = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7\nabc\n-----END RSA PRIVATE KEY-----"
    assert clean(f"key:\n{block}\nend") == f"key:\n{REDACTED}\nend"


@pytest.mark.parametrize("text", INNOCENT)
def test_innocent_look_alikes_survive(text):
    assert clean(text) == text


def test_private_text_is_never_kept():
    assert clean("public <private>my salary is 10</private> again") == "public  again"
    assert clean("<PRIVATE>all of it</PRIVATE>") == ""
    assert clean("open <private>never closed") == "open "
