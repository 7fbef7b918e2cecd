"""A capitalised run before a group noun and a name only describes that name ("Russian club Lokomotiv Moscow")."""

from __future__ import annotations

from c0lab.extract.names import names_in
from tests._ties import read_ties


def test_a_run_before_a_group_noun_and_a_name_is_no_name():
    for text, target in (
        ("Ana Pell joined the Russian club Lokomotiv Moscow in 2014.", "Lokomotiv Moscow"),
        ("Ana Pell joined English Premier League club Everton on 1 February 2016.", "Everton"),
        ("Ana Pell signed for National League North side Worcester City in 2015.", "Worcester City"),
        ("Ana Pell signed for Premier Division rivals Tarn United in 2016.", "Tarn United"),  # sports writing's nouns
        ("Ana Pell moved to Italian giants Juventus in 2012.", "Juventus"),
    ):
        ties = read_ties(text)
        assert [(source, end) for source, kind, end in ties if kind != "MENTIONED_WITH"] == [("Ana Pell", target)], text
        assert all(target in (source, end) for source, _, end in ties), text  # no "Russian", no "English …"


def test_a_run_before_a_role_noun_is_still_a_name():
    assert ("Google", "MENTIONED_WITH", "Jeff Dean") in read_ties("Google engineer Jeff Dean joined Brain in 2011.")


def test_a_name_the_memory_holds_that_only_describes_another_is_not_read():
    sentence = "Niasse joined English Premier League club Everton in 2016."
    assert "English" not in names_in(sentence, {"english": "English"})
    assert "English" in names_in("Niasse learnt English in 2016.", {"english": "English"})
