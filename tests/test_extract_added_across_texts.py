"""A value told as added in a later text ("B also chairs X", "X is also released under the Apache License 2.0") ends
none held before; the same sentence without "also" still hands the post over."""

from __future__ import annotations

import pytest

from tests._ties import ingested_ties


@pytest.mark.parametrize(
    ("first", "second", "old"),
    [
        ("Ada Holm chairs Orsk Labs.", "Bo Ek also chairs Orsk Labs.", ("Ada Holm", "CHAIRS", "Orsk Labs")),
        (
            "Ferrow is released under the MIT License.",
            "Ferrow is also released under the Apache License 2.0.",
            ("Ferrow", "UNDER_LICENCE", "MIT License"),
        ),
    ],
)
def test_a_value_added_in_a_later_text_ends_none_held(tmp_path, first, second, old):
    added = ingested_ties(tmp_path / "added", (first, "2020-01-01"), (second, "2021-01-01"))
    assert added[old] == ("2020-01-01", "open")
    replaced = ingested_ties(tmp_path / "replaced", (first, "2020-01-01"), (second.replace("also ", ""), "2021-01-01"))
    assert replaced[old] == ("2020-01-01", "2021-01-01")
