"""Forms found on the dev_sixth and dev_eighth wording families, each read as the plain sentence it says: where a
thing is ("Office of X is located in city of Y", "X is a Y-based company", "Y, home turf of X"), a place named with
its kind ("in the city of Y"), and a term a contract defines for a name ('X (the "Sponsor")'), the text's own. Before,
each read no tie, the wrong one, or a name of its own. And two things the walk does: an event said by a name the
memory holds only with no date ("after Lazio", read from a paragraph given no day) places nothing in time and says
so; a neighbour's fact ("Around it") never cuts the concept's own words at a small budget."""

from __future__ import annotations

from datetime import date

import pytest

from c0lab import Memory
from c0lab.extract.registers import prose
from c0lab.retrieval.told_order import unplaced
from tests._ties import ingested_ties, read_ties


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        (
            "Project Nyra is an initiative of Dunve Society. Office of Dunve Society is located in city of Mocorpha.",
            ("Dunve Society", "LOCATED_IN", "Mocorpha"),
        ),
        ("Orsk Labs is a Tarvo-based company.", ("Orsk Labs", "BASED_IN", "Tarvo")),
        ("Coming to you from Tarvo, home base of Orsk Labs.", ("Orsk Labs", "HOME_IN", "Tarvo")),
        ("Dunve Society is located in the city of Mocorpha.", ("Dunve Society", "LOCATED_IN", "Mocorpha")),
        ("Ana Lo is mayor of the town of Ello.", ("Ana Lo", "MAYOR_OF", "Ello")),
    ],
)
def test_where_a_thing_is_said_in_other_words_is_read(text, tie):
    assert tie in read_ties(text)


def test_an_office_the_text_names_only_as_an_office_is_a_name_of_its_own():
    ties = read_ties("Office of Fair Trading is located in London. The Office of Fair Trading fined Tesco.")
    assert ("Office of Fair Trading", "LOCATED_IN", "London") in ties
    assert not any("Fair Trading" == source for source, _, _ in ties)
    said = "Tom Bell worked at Orsk Labs. Head office of Orsk Labs is in Tarvo."  # named outside the office
    assert ("Orsk Labs", "HEAD_OFFICE_IN", "Tarvo") in read_ties(said)
    assert not any("Tom Bell" in tie and "Tarvo" in tie for tie in read_ties(said))  # no stray co-mention


def test_a_place_said_as_a_modifier_keeps_its_clauses_tense_and_time():
    assert read_ties("Orsk Labs was a Tarvo-based company until 2015.")[("Orsk Labs", "BASED_IN", "Tarvo")] == (
        None,
        "2016-01-01",
    )


def test_a_term_a_contract_defines_is_the_name_it_follows_in_that_text_only(tmp_path):
    first = 'WHEREAS Orsk Labs (the "Company") runs Project Kell. The Company is based in Tarvo.'
    second = 'Ello Bank (hereinafter "the Company") hired Tom Bell. The Company is based in Kell.'
    third = "The Company of Players toured Ello in 2019."
    ties = ingested_ties(tmp_path / "m", (first, "2024-01-01"), (second, "2024-02-01"), (third, "2024-03-01"))
    assert ("Orsk Labs", "BASED_IN", "Tarvo") in ties and ("Ello Bank", "BASED_IN", "Kell") in ties
    assert not any("Orsk Labs" in tie and ("Kell" in tie or "Ello" in tie) for tie in ties)  # no alias kept
    assert not any(source == "Company" or target == "Company" for source, _, target in ties)


def _walk_lines(folder, texts: list[str], question: str) -> list[str]:
    with Memory.open(folder, embedder=None) as memory:
        for text in texts:
            memory.ingest(text)  # a text given no day: its co-mentions hold from the moment it was read
        return memory.walk(question).context.splitlines()


def test_an_event_named_only_beside_others_with_no_date_places_nothing_in_time(tmp_path):
    lines = _walk_lines(
        tmp_path / "m",
        ["Lazio and Napoli drew.", "Ana Lo joined Orsk FC in 2019."],
        "Where did Ana Lo play after Lazio?",
    )
    assert lines[0] == "No date is held for 'Lazio': 'after Lazio' places nothing in time."
    assert not any(line.startswith("Read as of") for line in lines)  # was: as of the moment the text was read


def test_undated_facts_after_an_undated_one_are_in_the_order_told(tmp_path):
    texts = ["Paolo Rossi played for Juventus, Lazio and Roma.", "Paolo Rossi joined Milan in 1990."]
    lines = _walk_lines(tmp_path / "m", texts, "Which team did Paolo Rossi play for after Lazio?")
    assert lines[0].endswith("the facts held with no date are in the order the memory was told them.")
    assert "Roma" in next(line for line in lines if line.startswith("- [undated]"))


def test_an_undated_event_with_a_stated_succession_names_who_came_before():
    said = unplaced("Tom Bek", "before", [], named={"Tom Bek"}, stated={"Ana Ruiz"})
    assert said.startswith("No date is held for 'Tom Bek': 'before Tom Bek' places nothing in time;")
    assert said.endswith("the memory was told Ana Ruiz came before it.")


def test_a_text_given_todays_date_still_dates_its_events(tmp_path):
    today = date.today().isoformat()
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Lazio and Napoli drew at the Stadio Olimpico.", at=today)
        context = memory.walk("Which club did Lazio play after Napoli?").context
    assert "No date is held" not in context


def test_a_neighbours_fact_never_cuts_the_concepts_own_words(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.add_concept(
            "Project Kell",
            "Project Kell is a long-running research programme of Orsk Labs, started by a small team in a converted "
            "warehouse, that develops a kelp farming system.",
        )
        for name in ("Orsk Labs", "Tarvo", "Ana Lo"):
            memory.add_concept(name, "A name.")
        memory.relate("Project Kell", "RUN_BY", "Orsk Labs")
        memory.relate("Orsk Labs", "BASED_IN", "Tarvo")  # around it: on no way to what is asked
        memory.relate("Orsk Labs", "FUNDED_BY", "Ana Lo")
        context = memory.walk("What does Project Kell develop?", budget_tokens=60).context
    assert "kelp farming system" in context  # was cut to "started by a small …" for two lines around it
    assert "Project Kell run by Orsk Labs" in context


def test_a_neighbours_fact_that_is_all_there_is_still_comes_before_the_description(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.add_concept(
            "Project Kell",
            "Project Kell is a long-running research programme, started by a small team in a converted warehouse "
            "near the harbour, that develops a kelp farming system for cold waters.",
        )
        for name in ("Orsk Labs", "Tarvo"):
            memory.add_concept(name, "A name.")
        memory.relate("Project Kell", "RUN_BY", "Orsk Labs")
        memory.relate("Orsk Labs", "BASED_IN", "Tarvo")
        context = memory.walk("Where is the company behind Project Kell based?", budget_tokens=40).context
    assert "Orsk Labs based in Tarvo" in context  # the one fact it reached: not cut for the description


def test_a_quizs_numbered_question_and_its_answer_on_one_line():
    said = "Question 4: Which labs runs Project Oror? Answer: Bricor Labs. Bonus point: the project develops radar."
    ties = read_ties(said)
    assert ("Bricor Labs", "RUNS", "Project Oror") in ties  # was: "Bricor Labs ANSWER_OF Question"
    assert not any(kind == "ANSWER_OF" for _, kind, _ in ties)
    assert "Bonus point: the project develops radar." in prose(said)  # the next labelled sentence is left as said
