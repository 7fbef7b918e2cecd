"""Bad input gets one clear line and loses nothing; odd but valid input just works."""

import pytest

from c0lab import (
    BadDateError,
    C0labError,
    InvalidInputError,
    Memory,
    NotValidError,
    UnknownConceptError,
)

from .conftest import reopen


def one_line(error: pytest.ExceptionInfo) -> str:
    message = str(error.value)
    assert message and "\n" not in message
    return message


@pytest.mark.parametrize("name", ["", "   ", "\t", "!!!", "two\nlines", 42, None, "x" * 301])
def test_unusable_names_are_refused(mem, name):
    with pytest.raises(InvalidInputError) as caught:
        mem.add_concept(name)
    one_line(caught)
    assert mem.status()["versions"] == 0


def test_a_relation_to_an_unknown_concept_is_refused(mem):
    mem.add_concept("Zephyr")
    with pytest.raises(UnknownConceptError) as caught:
        mem.relate("Zephyr", "LED_BY", "Nobody Known")
    assert "Nobody Known" in one_line(caught)
    with pytest.raises(InvalidInputError, match="two concepts"):
        mem.relate("Zephyr", "LIKES", "zephyr")
    with pytest.raises(InvalidInputError, match="relation type"):
        mem.relate("Zephyr", "led by; drop", "Zephyr")
    assert mem.status()["records"]["relations"] == 0


@pytest.mark.parametrize(
    "call",
    [
        lambda m: m.add_concept("Zephyr 2", valid_from="someday"),
        lambda m: m.concept("Zephyr", as_of="31/31/2020"),
        lambda m: m.concept("Zephyr", known_at="yesterday-ish"),
        lambda m: m.invalidate("Zephyr", reason="x", at="soon"),
        lambda m: m.relate("Zephyr", "KNOWS", "Mara", valid_from="2022", valid_to="2021"),
    ],
)
def test_malformed_or_disordered_dates_are_refused(mem, call):
    mem.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}])
    with pytest.raises(BadDateError) as caught:
        call(mem)
    one_line(caught)
    assert mem.status()["versions"] == 2


def test_an_end_before_the_start_is_refused(mem):
    mem.add_concept("Zephyr", valid_from="2022-06-01")
    for verb in (
        lambda: mem.invalidate("Zephyr", reason="x", at="2021-01-01"),
        lambda: mem.invalidate("Zephyr", reason="x", at="2022-06-01"),
        lambda: mem.describe("Zephyr", "y", at="2020-01-01"),
    ):
        with pytest.raises(BadDateError, match="valid only from 2022-06-01"):
            verb()
    mem.invalidate("Zephyr", reason="closed", at="2023-01-01")
    with pytest.raises(NotValidError, match="stopped being valid on 2023-01-01"):
        mem.invalidate("Zephyr", reason="again", at="2024-01-01")
    with pytest.raises(InvalidInputError, match="reason is empty"):
        mem.invalidate("Zephyr", reason=" ", at="2022-07-01")


def test_unicode_and_large_descriptions_round_trip(mem):
    big = ("Ünïcødé ✓ 日本語 🚀 " * 7000)[:100_000]
    mem.add_concept("Zéphyr — 東京", big)
    mem.add_patch("Zéphyr — 東京", "patch with emoji 🧪 and \n newlines \t tabs")
    mem = reopen(mem)
    try:
        concept = mem.concept("zéphyr 東京")
        assert concept.description == big and len(concept.description) == 100_000
        assert concept.patches[0].content == "patch with emoji 🧪 and \n newlines \t tabs"
    finally:
        mem.close()


@pytest.mark.parametrize("name", ["<img src=x onerror=alert(1)>", 'O\'Brien "the" `quoted`', "a;b|c&d $(rm -rf /)"])
def test_names_with_html_and_quotes_are_kept_as_typed(mem, name):
    mem.add_concept(name, "<b>not bold</b>")
    mem = reopen(mem)
    try:
        assert mem.concept(name).name == name
        assert mem.concept(name).description == "<b>not bold</b>"
    finally:
        mem.close()


def test_an_unknown_concept_suggests_the_close_one(mem):
    mem.add_concept("reciprocal rank fusion")
    with pytest.raises(UnknownConceptError) as caught:
        mem.concept("reciprocal rank fuson")
    assert "did you mean 'reciprocal rank fusion'?" in one_line(caught)


@pytest.mark.parametrize(
    "call",
    [
        lambda m: m.neighbours("Zephyr", depth=0),
        lambda m: m.neighbours("Zephyr", direction="sideways"),
        lambda m: m.add_concept("Other", description=5),
        lambda m: m.add_concept("Other", source=""),
        lambda m: m.add_concepts("not records"),
        lambda m: m.add_concepts([["Other"]]),
        lambda m: m.add_patch("Zephyr", ""),
    ],
)
def test_wrong_arguments_are_refused_in_one_line(mem, call):
    mem.add_concept("Zephyr")
    with pytest.raises(InvalidInputError) as caught:
        call(mem)
    one_line(caught)


@pytest.mark.parametrize("namespace", ["", "../escape", "a/b", ".hidden", "x" * 65])
def test_unsafe_namespaces_are_refused(tmp_path, namespace):
    with pytest.raises(InvalidInputError, match="namespace"):
        Memory.open(tmp_path, namespace=namespace)


def test_every_error_is_a_c0lab_error():
    import c0lab._errors as errors

    classes = [getattr(errors, name) for name in errors.__all__]
    assert len(classes) >= 10 and C0labError in classes
    assert all(issubclass(error, C0labError) for error in classes)
    assert all(issubclass(error, Exception) for error in classes)
