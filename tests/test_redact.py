"""Secrets become [redacted] and <private> text disappears — in clean() and in every byte the memory writes."""

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from c0lab import Memory
from c0lab.model.redaction import REDACTED, clean

# (text, the part that must never be stored): real-looking formats, one a row.
SECRETS = [
    # cloud
    ("AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE"),
    ("ASIAY34FZKBOKMUTVV7A", "ASIAY34FZKBOKMUTVV7A"),
    ("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI/K7MDENG"),
    ("AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY", "AIzaSyD-9tSrke72PouQMnMX"),
    ("ya29.a0AfH6SMBx3kLm9QzRt7uVwXyZ0123456789abcdef", "a0AfH6SMBx3kLm9QzRt7uV"),
    ("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", "GOCSPX-1a2B3c4D5e6F7g8H9i0J"),
    (
        "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
        "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50u",
    ),
    ("dop_v1_" + "3f5a9c" * 10 + "abcd", "3f5a9c3f5a9c3f5a9c"),
    ("dapi0123456789abcdef0123456789abcdef", "dapi0123456789abcdef01234"),
    ("NRAK-ABCDEFGHIJKLMNOPQRSTUVWXY12", "NRAK-ABCDEFGHIJKLMNOPQRST"),
    ("dp.pt.Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3i", "Ab3dEf6hIj9kLm2nOp5qRs8t"),
    # code hosting and registries
    ("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", "wWPw5k4aXcaT4fNP0UcnZwJU"),
    ("gho_16C7e42F292c6912E7710c838347Ae178B4a", "16C7e42F292c6912E7710c83"),
    ("ghs_abcdefghijklmnopqrstuvwxyz0123456789", "ghs_abcdefghijklmnopqrst"),
    ("github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJ", "11ABCDEFG0123456789_abcdef"),
    ("GITHUB_TOKEN=ghx9Zq1Lm2Np3Or4Ps5Qt6", "ghx9Zq1Lm2Np3Or4Ps5Qt6"),
    ("glpat-xY9zAbCdEfGh12345678", "xY9zAbCdEfGh12345678"),
    ("gldt-Qw3Er4Ty5Ui6Op7As8Df9G", "Qw3Er4Ty5Ui6Op7As8Df9G"),
    ("GR1348941aB3dE5fG7hJ9kL1mN3pQ5rS", "aB3dE5fG7hJ9kL1mN3pQ5rS"),
    ("npm_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tV9wX1yZ3bC5", "aB3dE5fG7hJ9kL1mN3pQ5rS7"),
    ("//registry.npmjs.org/:_authToken=npm_aB3dE5fG7hJ9kL1mN3pQ5rS7tV9wX1yZ3bC5", "aB3dE5fG7hJ9kL1mN3pQ"),
    (
        "pypi-AgEIcHlwaS5vcmcCJGE4ZjY3ZDc1LWRmMmUtNDY3ZS1hOTg2LTBmNmQ3N2E2ODBkYwACKlszLCJlZGVhZGJlZWYiXQ",
        "AgEIcHlwaS5vcmcCJGE4ZjY3ZDc1",
    ),
    ("hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789", "aBcDeFgHiJkLmNoPqRsTuVw"),
    ("ATATT3xFfGF0Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z", "xFfGF0Ab3dEf6hIj9kLm2n"),
    ("PMAK-0123456789abcdef01234567-0123456789abcdef0123456789abcdef01", "0123456789abcdef01234567-01"),
    # AI providers
    ("sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3iJk", "Ab3dEf6hIj9kLm2nOp5qRs8t"),
    ("sk-ant-api03-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa9876543210ab", "Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2"),
    ("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", "Ab3dEf6hIj9kLm2nOp5qT3Blbk"),
    ("gsk_" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3i", "Ab3dEf6hIj9kLm2nOp5qRs8tU"),
    ("xai-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3i", "Ab3dEf6hIj9kLm2nOp5qRs8tU"),
    ("r8_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb", "Ab3dEf6hIj9kLm2nOp5qRs8t"),
    # chat and mail
    ("xoxb-2048120391-2948011239-a8Fj3kLm9QzR", "2948011239-a8Fj3kLm9QzR"),
    ("xoxp-2048120391-2948011239-3948011239-a8Fj3kLm9QzRb8Fj3kLm9QzR", "a8Fj3kLm9QzRb8Fj3kLm9QzR"),
    ("xapp-1-A0123456789-0123456789012-abcdef0123456789abcdef", "A0123456789-0123456789012"),
    ("https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX", "XXXXXXXXXXXXXXXXXXXXXXXX"),
    ("https://discord.com/api/webhooks/123456789012345678/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy", "Ab3dEf6hIj9kLm2nOp5q"),
    ("MTA4OTk3NjQ1NjE2NjU4ODQxNg.GhXyZa.Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7", "Ab3dEf6hIj9kLm2nOp5qRs8tUv1"),
    ("123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0", "AAHdqTcvCH1vGWJxfSeofSAs0K5"),
    ("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", "TwL2iGABf9DHoTf-09kqeF8t"),
    ("key-0a1b2c3d4e5f60718293a4b5c6d7e8f9", "0a1b2c3d4e5f60718293a4b5"),
    ("0123456789abcdef0123456789abcdef-us14", "0123456789abcdef0123456789abcdef-us14"),
    ("AC0123456789abcdef0123456789abcdef", "AC0123456789abcdef0123456789"),
    ("secret_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3", "Ab3dEf6hIj9kLm2nOp5qRs8tUv1w"),
    ("lin_api_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0f", "Ab3dEf6hIj9kLm2nOp5qRs8tUv1w"),
    # payments
    ("sk_live_4eC39HqLyjWDarjtT1zdp7dc", "4eC39HqLyjWDarjtT1zdp7dc"),
    ("rk_test_51H8abcDEFghiJKLmnoPQR", "51H8abcDEFghiJKLmnoPQR"),
    ("whsec_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy", "Ab3dEf6hIj9kLm2nOp5qRs8t"),
    ("sq0csp-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0", "Ab3dEf6hIj9kLm2nOp5qRs8t"),
    ("shpat_0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789ab"),
    # web tokens and headers
    (
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
        "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    ),
    ("Authorization: Bearer abcdef0123456789abcdef", "abcdef0123456789abcdef"),
    ("Authorization: Basic dXNlcjpodW50ZXIyMnh5eg==", "dXNlcjpodW50ZXIyMnh5eg"),
    ("authorization: Token 9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b", "9944b09199c62bcf9418ad84"),
    ("curl -H 'Authorization: Bearer tok3nT0k3nTok3nTok3n' https://api.example.com", "tok3nT0k3nTok3nTok3n"),
    # assignments and settings
    ("password=hunter22!", "hunter22!"),
    ("pass=Zq9!xw3r", "Zq9!xw3r"),
    ('DB_PASSWORD: "c0rrect-h0rse"', "c0rrect-h0rse"),
    ('{"password": "hunter22xyz"}', "hunter22xyz"),
    ('{"user": "ann", "api_key": "a8f5f167f44f4964e6c998dee827110c"}', "a8f5f167f44f4964e6c998de"),
    ('password: "correct horse, battery staple"', "correct horse, battery"),
    ("password = 'my secret pass phrase, really'", "my secret pass phrase"),
    ("passphrase: purple monkey dishwasher", "purple monkey dishwasher"),
    ("api_key = 8f14e45fceea167a5a36dedd4bea2543", "8f14e45fceea167a5a36dedd"),
    ("token: 7f3a9b2c1d4e5f60718293a4b5c6d7e8", "7f3a9b2c1d4e5f60718293a4"),
    ("client_secret=Qm9vWmFhQmFhUmFhVmFh", "Qm9vWmFhQmFhUmFhVmFh"),
    ("SECRET_KEY = 'django-insecure-5#x@2$k!q^m8&z'", "django-insecure-5#x@2$k"),
    ("MYSQL_ROOT_PASSWORD=Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("x-api-key: 0a1b2c3d4e5f6a7b8c9d", "0a1b2c3d4e5f6a7b8c9d"),
    ("pwd=letmein42", "letmein42"),
    # URLs with passwords
    ("postgres://admin:s3cr3tpass@db.internal:5432/app", "s3cr3tpass"),
    ("redis://:Sup3rRedisPw@cache.internal:6379/0", "Sup3rRedisPw"),
    ("mongodb://root:p@ss/w0rd!@mongo.example.com/admin", "ss/w0rd!"),
    ("https://deploy:gh-T0ken-Value@git.example.com/repo.git", "gh-T0ken-Value"),
    # private key blocks
    (
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7xYz\nabcQ9\n-----END RSA PRIVATE KEY-----",
        "MIIEowIBAAKCAQEA7xYz",
    ),
    (
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----",
        "b3BlbnNzaC1rZXktdjEAAAAA",
    ),
    (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBF4HmjYBEADNzQx9\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----",
        "lQdGBF4HmjYBEADNzQx9",
    ),
    ("-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIIrYSSNQFaA2Hwf1duRSxKtLYX5CB04fSeQ6tF1aY", "MHcCAQEEIIrYSSNQFaA2Hwf1"),
    ("AGE-SECRET-KEY-1" + "QYZ3" * 14 + "QY", "QYZ3QYZ3QYZ3QYZ3"),
]

INNOCENT = [
    "The password policy requires twelve characters.",
    "Reset your password from the settings page.",
    "We use scikit-learn (sk-learn) and skip-connections.",
    "AKIA is the prefix AWS gives access key ids.",
    "A token bucket limits the rate; tokens refill every second.",
    "The ghp_ prefix marks a GitHub personal token.",
    "Run `export PASSWORD` before the script asks for it.",
    "See https://example.org/path?page=2 for the secret sauce recipe.",
    "Bearer bonds were common in 1920.",
    "max_tokens: 512 and temperature: 0.2",
    "compass_heading=270, bypass=true",
    "password = None",
    "password: ${DB_PASSWORD}",
    "api_key = os.environ['OPENAI_API_KEY']",
    "Mail alice@example.com or visit https://example.com:8080/docs",
    "https://user@example.com/profile has no password in it",
    "-----BEGIN PGP PUBLIC KEY BLOCK----- is safe to share",
    "-----BEGIN CERTIFICATE----- starts a certificate",
    "Commit 3f786850e387550fdab836ed7e6dc881de23001b fixed the bug.",
    "Request id 123e4567-e89b-12d3-a456-426614174000 failed.",
    "The secret of a good sauce is patience.",
    "Basic authentication is disabled on this server.",
    "first pass: the draft; second pass: the edit",
    "The key: a small brass one, under the mat.",
    "Each token: a word piece.",
    "<privateer> ships sailed the coast; private equity funds bought them",
    "The session: planning, with mara and ilya.",
    "Authorization: required for every call",
]

PRIVATE = [
    ("public <private>my salary is 10</private> again", "public  again", "salary"),
    ("<PRIVATE>all of it</PRIVATE>", "", "all of it"),
    ("open <private>never closed", "open ", "never closed"),
    ('a <private id="1">tagged diary</private> b', "a  b", "tagged diary"),
    ("a <private>outer <private>inner</private> outer tail</private> b", "a  b", "outer tail"),
    ("a <private\n>split open</private\n> b", "a  b", "split open"),
    ("a < private class='x' >spaced</ private > b", "a  b", "spaced"),
    ("a <private>line one\nline two</private> b", "a  b", "line two"),
]


@pytest.mark.parametrize(("text", "secret"), SECRETS, ids=[text[:24] for text, _ in SECRETS])
def test_secrets_are_redacted_wherever_they_stand(text, secret):
    cleaned = clean(f"here it is: {text} — keep it safe")
    assert secret not in cleaned and REDACTED in cleaned and cleaned.startswith("here it is: ")


@pytest.mark.parametrize("text", INNOCENT)
def test_innocent_look_alikes_survive(text):
    assert clean(text) == text


@pytest.mark.parametrize(("text", "expected", "hidden"), PRIVATE)
def test_private_text_is_never_kept(text, expected, hidden):
    assert clean(text) == expected and hidden not in clean(text)


def test_the_table_is_large_enough():
    assert len(SECRETS) >= 60 and len(INNOCENT) >= 20


def test_assigned_secrets_keep_their_name():
    assert clean("password=hunter22!") == f"password={REDACTED}"
    assert clean('{"password": "hunter22xyz"}') == f'{{"password": {REDACTED}}}'
    assert clean("redis://:Sup3rRedisPw@cache:6379") == f"redis://:{REDACTED}@cache:6379"


def folder_text(folder: Path) -> str:
    """Everything the memory folder holds, as text: parquet decoded (it is compressed), other files as bytes."""
    parts = []
    for path in sorted(folder.rglob("*")):
        if not path.is_file():
            continue
        if path.suffix == ".parquet":
            parts.append(json.dumps(pq.read_table(path).to_pylist(), default=str, ensure_ascii=False))
        else:
            parts.append(path.read_bytes().decode("utf-8", "replace"))
    return "\n".join(parts)


def test_no_secret_reaches_the_memory_folder_through_any_write(tmp_path):
    """Every stored field — descriptions, patches, episodes with speaker and session, aliases, reasons,
    dead ends with the walk's context, the reflector's state, snapshot labels — is redacted on disk."""
    folder = tmp_path / "memory"
    with Memory.open(folder, embedder=None) as mem:
        for number, (text, _) in enumerate(SECRETS):
            name = f"Item{number:03d}"
            mem.add_concept(name, f"About it: {text} end")
            mem.add_patch(name, f"patched {text}")
            mem.add_episode(f"said {text}", speaker=f"bob {text}", session=f"s {text}", id=f"e{number}")
        mem.add_concept("Keeper", "x", aliases=[f"alias {SECRETS[0][0]}"])
        mem.describe("Item000", f"now {SECRETS[1][0]}")
        mem.invalidate("Item001", reason=f"leaked {SECRETS[2][0]}", by=f"ops {SECRETS[3][0]}")
        mem.snapshot(f"before {SECRETS[4][0]}")
        for text, _ in SECRETS[:20]:
            mem.walk(f"what is Zorgon Flux {text}?", context=f"KEY={text}")
        mem.reflector.process()
        for text, _, _ in PRIVATE:
            mem.add_episode(f"episode {text}")
    stored = folder_text(folder)
    assert "Item059" in stored and "Zorgon Flux" in stored  # the grep reads the real data
    leaked = [secret for _, secret in SECRETS if secret in stored]
    leaked += [hidden for _, _, hidden in PRIVATE if hidden in stored]
    assert leaked == []


@pytest.mark.parametrize("text", INNOCENT)
def test_innocent_text_is_stored_as_written(tmp_path, text):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Harmless", text)
        assert mem.concept("Harmless").description == text
    assert text in folder_text(tmp_path / "memory")


def test_what_a_write_returns_is_what_was_stored(mem):
    concept = mem.add_concept("deploy notes", "the key is AKIAIOSFODNN7EXAMPLE")
    patch = mem.add_patch("deploy notes", "password=hunter22xyz")
    assert "AKIAIOSFODNN7EXAMPLE" not in concept.description
    assert "hunter22xyz" not in patch.content
    assert concept.description == mem.concept("deploy notes").description
