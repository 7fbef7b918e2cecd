"""The machinery of bench/paraphrase_probe.py: what counts as a tie, a hand-over and a licence change read (no
result of the probe is asserted here)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[1] / "bench" / "paraphrase_probe.py"


@pytest.fixture(scope="module")
def probe():
    spec = importlib.util.spec_from_file_location("paraphrase_probe", _PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_tie_is_read_only_with_its_sense_between_the_two_names(probe) -> None:
    assert probe.tie_read("Dana Reyes heads Project Atlas.", "lead", "Project Atlas", "Dana Reyes")[0]
    assert not probe.tie_read("Dana Reyes heads Project Atlas.", "run", "Project Atlas", "Dana Reyes")[0]
    assert not probe.tie_read("Dana Reyes met Project Atlas staff.", "lead", "Project Atlas", "Dana Reyes")[0]


def test_a_hand_over_needs_the_old_tie_ended_and_a_typed_new_one_open(probe) -> None:
    assert probe.hand_over_read("Ana Pell led Project Atlas until 2019, when Bo Ekdal took over.")[0]
    assert not probe.hand_over_read("Ana Pell and Bo Ekdal visited Project Atlas in 2019.")[0]


def test_a_licence_change_needs_the_old_licence_ended_in_its_month(probe) -> None:
    assert probe.licence_change_read(
        "In July 2019 the Quill toolkit moved from the Orrin licence to the Brenlow licence."
    )[0]
    assert not probe.licence_change_read(
        "In 2018 the Quill toolkit moved from the Orrin licence to the Brenlow licence."
    )[0]


def test_every_set_has_sentences(probe) -> None:
    assert probe.TIES and probe.HAND_OVERS and probe.LICENCE_CHANGES
