"""Roles as news English says them: several joined by "and", three words long, given by the thing ("X appointed B
as chief executive"), asked by their short forms ("CFO")."""

from __future__ import annotations

from c0lab import Memory
from tests._ties import ingested_ties, memory_ties, needs_wordnet, read_ties

pytestmark = needs_wordnet


def test_roles_joined_by_and_are_each_a_post_held_over_the_same_time():
    for text in (
        "Ada Lund was appointed chairman and chief executive of Ormet in 2019.",
        "Ada Lund served as chairman and chief executive of Ormet from 2019 to 2021.",
        "Ada Lund, chairman and chief executive of Ormet since 2019, said sales rose.",
    ):
        ties = read_ties(text)
        chair, chief = (
            ties.get(("Ada Lund", "CHAIRMAN_OF", "Ormet")),
            ties.get(("Ada Lund", "CHIEF_EXECUTIVE_OF", "Ormet")),
        )
        assert chair is not None and chair == chief and chair[0] == "2019-01-01", text
    ties = read_ties("Ada Lund is chairman and CEO of Ormet.")
    assert {("Ada Lund", "CHAIRMAN_OF", "Ormet"), ("Ada Lund", "CEO_OF", "Ormet")} <= set(ties)
    assert not any(kind == "CHAIRMAN_CEO_OF" for _, kind, _ in ties)  # no type of both words
    ties = read_ties("Ada Lund, chairman, president and CEO of Ormet, said sales rose.")
    assert {kind for _, kind, _ in ties} >= {"CHAIRMAN_OF", "PRESIDENT_OF", "CEO_OF"}


def test_roles_joined_in_a_possessive_are_each_a_post():
    for text in (
        "Ormet's chairman and chief executive, Ada Lund, said sales rose.",
        "Ada Lund, Ormet's chairman and chief executive, said sales rose.",
        "Ada Lund is Ormet's chairman and chief executive.",
    ):
        assert {("Ada Lund", "CHAIRMAN_OF", "Ormet"), ("Ada Lund", "CHIEF_EXECUTIVE_OF", "Ormet")} <= set(
            read_ties(text)
        ), text


def test_a_lesser_role_before_of_is_a_post_of_its_own_words():
    for text, kind in (
        ("Tor Aas was appointed vice chairman of Brekke Group in 2018.", "VICE_CHAIRMAN_OF"),
        ("Tor Aas was named deputy chief executive of Brekke Group in 2018.", "DEPUTY_CHIEF_EXECUTIVE_OF"),
        ("Tor Aas was appointed assistant manager of Brekke Group in 2018.", "ASSISTANT_MANAGER_OF"),
    ):
        kinds = {one for _, one, _ in read_ties(text)}
        assert kind in kinds and not kinds & {"CHAIRMAN_OF", "EXECUTIVE_OF", "MANAGER_OF"}, text
    assert not any(
        kind == "DIRECTOR_OF" for _, kind, _ in read_ties("Ormet's former director Ada Lund said sales rose.")
    )


def test_a_lesser_or_former_role_joined_to_a_post_is_no_post():
    ties = read_ties("Ada Lund is vice chairman and chief executive of Ormet.")
    assert ("Ada Lund", "CHIEF_EXECUTIVE_OF", "Ormet") in ties
    assert ("Ada Lund", "CHAIRMAN_OF", "Ormet") not in ties
    assert ("Ada Lund", "CHAIRMAN_OF", "Ormet") not in read_ties("Ormet's vice chairman Ada Lund said sales rose.")


def test_a_role_of_three_words_is_read_whole():
    for text in (
        "Cy Park was appointed chief operating officer of Loomwork in 2020.",
        "Loomwork's chief operating officer Cy Park said sales rose.",
        "Loomwork chief operating officer Cy Park said sales rose.",
    ):
        ties = read_ties(text)
        assert ("Cy Park", "CHIEF_OPERATING_OFFICER_OF", "Loomwork") in ties, text
        assert not any(kind in ("OFFICER_OF", "CHIEF_OPERATING_OFFICER") for _, kind, _ in ties), text
    assert not any(
        target == "Chief" for _, _, target in read_ties("Chief operating officer Cy Park said the plant would close.")
    )
    ties = read_ties("Ada Lund, Loomwork's chief executive, said sales rose.")
    assert ("Ada Lund", "CHIEF_EXECUTIVE_OF", "Loomwork") in ties and ("Ada Lund", "CHIEF_OF", "Loomwork") not in ties


def test_a_role_the_thing_gives_is_a_post_of_it_of_two_or_three_words():
    ties = read_ties("Loomwork appointed Cy Park as chief executive in 2019.")
    assert ties[("Cy Park", "CHIEF_EXECUTIVE_OF", "Loomwork")] == ("2019-01-01", None)
    ties = read_ties("Loomwork named Cy Park its chief executive in 2019.")
    assert ("Cy Park", "CHIEF_EXECUTIVE_OF", "Loomwork") in ties
    ties = read_ties("Loomwork has appointed Cy Park as its new chief financial officer.")
    assert ("Cy Park", "CHIEF_FINANCIAL_OFFICER_OF", "Loomwork") in ties
    ties = read_ties("Ada Lee joined Orsk Labs as head coach in 2019.")
    assert ("Ada Lee", "HEAD_COACH_OF", "Orsk Labs") in ties


def test_a_post_the_thing_gave_is_ended_by_a_later_holder(tmp_path):
    text = "Loomwork appointed Cy Park as CEO in 2017. In 2019 Ida Ross became CEO of Loomwork."
    ties = ingested_ties(tmp_path / "a", (text, "2020-01-01"))
    assert ties[("Cy Park", "CEO_OF", "Loomwork")] == ("2017-01-01", "2020-01-01")  # held through 2019, then ended
    text = (
        "Ada Lund was appointed chairman and chief executive of Ormet in 2015. Bo Ek became chairman of Ormet in 2018."
    )
    ties = ingested_ties(tmp_path / "b", (text, "2020-01-01"))
    assert ties[("Ada Lund", "CHAIRMAN_OF", "Ormet")][1] != "open"
    assert ties[("Ada Lund", "CHIEF_EXECUTIVE_OF", "Ormet")][1] == "open"  # the other post goes on


def test_a_post_asked_by_its_short_form_comes_first(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Ada Lund was appointed chairman and chief executive of Ormet in 2019. "
            "Ormet's chief financial officer Eli Moss said sales rose. Bo Ek became chief operating officer of Ormet.",
            at="2021-06-01",
        )
        for question, holder in (
            ("Who is the CFO of Ormet?", "Eli Moss"),
            ("Who is the COO of Ormet?", "Bo Ek"),
            ("Who is the chief financial officer of Ormet?", "Eli Moss"),
            ("Who is chairman of Ormet?", "Ada Lund"),
        ):
            facts = [line for line in memory.walk(question).context.splitlines() if line.startswith("- ")]
            assert facts[0].startswith(f"- {holder} "), (question, facts[:3])


def test_roles_joined_after_a_leaving_are_each_held_until_it(tmp_path):
    ties = read_ties("Ada Lund stepped down as chairman and chief executive of Ormet in 2018.")
    assert ties[("Ada Lund", "CHAIRMAN_OF", "Ormet")] == (None, "2018-01-01")
    assert ties[("Ada Lund", "CHIEF_EXECUTIVE_OF", "Ormet")] == (None, "2018-01-01")
    ties = ingested_ties(
        tmp_path / "m",
        ("Ada Lund was appointed chairman and chief executive of Ormet in 2015.", "2016-01-01"),
        ("Ada Lund resigned as chairman and CEO of Ormet.", "2021-03-01"),
    )
    assert ties[("Ada Lund", "CHAIRMAN_OF", "Ormet")] == ("2015-01-01", "2021-03-01")
    assert ties[("Ada Lund", "CHIEF_EXECUTIVE_OF", "Ormet")] == ("2015-01-01", "2021-03-01")


def test_a_post_taken_or_risen_to_is_held_from_then():
    for text, kind in (
        ("Bo Ek was promoted to chairman of Ormet in 2018.", "CHAIRMAN_OF"),
        ("Bo Ek rose to chief executive of Ormet in 2018.", "CHIEF_EXECUTIVE_OF"),
        ("Bo Ek took over as chief executive of Ormet in 2018.", "CHIEF_EXECUTIVE_OF"),
        ("Bo Ek took over as interim chief executive of Ormet in 2018.", "CHIEF_EXECUTIVE_OF"),
        ("Bo Ek stepped in as chief executive of Ormet in 2018.", "CHIEF_EXECUTIVE_OF"),
    ):
        posts = {
            (source, one, target): span
            for (source, one, target), span in read_ties(text).items()
            if one.endswith("_OF")
        }
        assert posts == {("Bo Ek", kind, "Ormet"): ("2018-01-01", None)}, text
    assert not any(kind.endswith("_OF") for _, kind, _ in read_ties("Bo Ek rose to fame at Ormet in 2018."))


def test_a_post_given_with_to_or_with_no_word_is_a_post_of_the_giver():
    ties = read_ties("Ormet promoted Bo Ek to chief executive in 2018.")
    assert ties[("Bo Ek", "CHIEF_EXECUTIVE_OF", "Ormet")] == ("2018-01-01", None)
    ties = read_ties("Ormet appointed Bo Ek chairman in 2018.")
    assert ties[("Bo Ek", "CHAIRMAN_OF", "Ormet")] == ("2018-01-01", None)
    ties = read_ties("Halden Air appointed Karl Strand chairman and chief executive in 2017.")
    assert ties[("Karl Strand", "CHAIRMAN_OF", "Halden Air")] == ("2017-01-01", None)
    assert ties[("Karl Strand", "CHIEF_EXECUTIVE_OF", "Halden Air")] == ("2017-01-01", None)
    ties = read_ties("Norvik Foods hired Ada Lund as chief executive in 2017.")  # a body named by a plural
    assert ties[("Ada Lund", "CHIEF_EXECUTIVE_OF", "Norvik Foods")] == ("2017-01-01", None)
    assert not any(kind.endswith("_OF") for _, kind, _ in read_ties("Ormet hired Bo Ek last year."))
    assert not any(kind.endswith("_OF") for _, kind, _ in read_ties("Ormet sold Bo Ek to Brann in 2018."))


def test_a_former_holder_opening_a_sentence_held_the_post_before():
    ties = read_ties("Former Ormet chief executive Ada Lund joined Loomwork as chairman in 2018.")
    assert ties[("Ada Lund", "CHIEF_EXECUTIVE_OF", "Ormet")] == (None, "2018-01-01")  # "Former" is no name's word
    assert ties[("Ada Lund", "CHAIRMAN_OF", "Loomwork")] == ("2018-01-01", None)


def test_a_role_said_after_a_possessive_of_any_form_and_length():
    for text in (
        "Mira Solberg has been Halvard Foods' chief operating officer since 2018.",
        "Mira Solberg has been Halvard Foods's chief operating officer since 2018.",
    ):
        assert read_ties(text)[("Mira Solberg", "CHIEF_OPERATING_OFFICER_OF", "Halvard Foods")] == ("2018-01-01", None)
    ties = read_ties("Halvard Foods' chief executive Mira Solberg said sales rose.")
    assert ("Mira Solberg", "CHIEF_EXECUTIVE_OF", "Halvard Foods") in ties


def test_a_role_between_thing_and_holder_ends_at_the_holders_leaving():
    ties = read_ties("Halvard Foods chief financial officer Ole Dahl resigned in May 2019.")
    assert ties[("Ole Dahl", "CHIEF_FINANCIAL_OFFICER_OF", "Halvard Foods")] == (None, "2019-05-01")  # May's start


def test_a_role_held_until_its_holder_was_dismissed(tmp_path):
    ties = read_ties("Tarn Rovers sacked manager Cy Roe in March 2019.")
    assert ties[("Cy Roe", "MANAGER_OF", "Tarn Rovers")] == (None, "2019-03-01")
    held = ingested_ties(
        tmp_path / "m",
        ("Cy Roe was named head coach of Tarn Rovers in June 2016.", "2016-07-01"),
        ("Tarn Rovers have parted company with head coach Cy Roe.", "2019-05-01"),
    )
    assert held[("Cy Roe", "HEAD_COACH_OF", "Tarn Rovers")] == ("2016-06-01", "2019-05-01")
    assert not any(kind.endswith("_OF") for _, kind, _ in read_ties("Tarn Rovers signed striker Cy Roe in 2019."))


def test_a_post_sworn_into_or_served_for_terms_is_held():
    assert read_ties("Cy Roe was sworn in as mayor of Fenwick in 2019.")[("Cy Roe", "MAYOR_OF", "Fenwick")] == (
        "2019-01-01",
        None,
    )
    ties = read_ties("Cy Roe served two terms as governor of Orlan, from 2011 to 2019.")
    assert ties[("Cy Roe", "GOVERNOR_OF", "Orlan")] == ("2011-01-01", "2020-01-01")


def test_a_leaving_of_one_named_role_ends_that_post_only(tmp_path):
    ties = ingested_ties(
        tmp_path / "m",
        ("Per Lund was appointed chairman and chief executive of Brekke Group in 2010.", "2011-01-01"),
        ("Lund stepped down as chief executive in 2018 but remains chairman.", "2019-01-01"),
    )
    ties = {(kind, target): span for (_, kind, target), span in ties.items()}
    assert ties[("CHIEF_EXECUTIVE_OF", "Brekke Group")][1] != "open"
    assert ties[("CHAIRMAN_OF", "Brekke Group")][1] == "open"


def test_a_vice_chair_is_no_chair_in_memory_or_in_the_answer(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Bo Ek became chairman of Ormet in 2015. Ada Lund was named vice chairman of Ormet in 2019.",
            at="2020-01-01",
        )
        ties = {(s, kind): end for s, kind, _, _, end in memory_ties(memory)}
        assert ties[("Bo Ek", "CHAIRMAN_OF")] == "open"  # not ended by the vice chair (read CHAIRMAN_OF first)
        assert ("Ada Lund", "VICE_CHAIRMAN_OF") in ties and ("Ada Lund", "CHAIRMAN_OF") not in ties
        facts = [
            line for line in memory.walk("Who is chairman of Ormet?").context.splitlines() if line.startswith("- ")
        ]
        assert facts[0].startswith("- Bo Ek ")


def test_a_posts_short_form_and_its_words_ask_for_one_type():
    from c0lab.retrieval.lexicon import RelationLexicon

    stems = RelationLexicon.build(["CEO_OF"]).stems
    assert {"chief", "execut"} <= stems["CEO_OF"]  # "who is the chief executive?" asks a CEO_OF


def test_a_given_name_that_is_also_a_closed_class_word_is_read():
    ties = read_ties("Brekke Group appointed Per Olsen chief executive in 2018.")
    assert ties[("Per Olsen", "CHIEF_EXECUTIVE_OF", "Brekke Group")] == ("2018-01-01", None)
    assert not any("Per Capita" in name for name, _, _ in read_ties("The Per Capita Income of Orlan grew in 2018."))


def test_a_posts_acronym_in_a_text_is_the_post_a_question_asks(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Ormet's chairman Ada Lund said sales rose. Ormet appointed Bo Ek as CFO in June 2021.", at="2021-07-01"
        )
        facts = [line for line in memory.walk("Who's the CFO of Ormet?").context.splitlines() if line.startswith("- ")]
        assert facts[0].startswith("- Bo Ek ")  # "CFO" is a role's noun, not a name
