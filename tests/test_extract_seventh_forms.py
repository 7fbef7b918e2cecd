"""English forms found on the dev_seventh wording family, each read as the plain sentence it says: a role's acronym
("CEO of X"), a verb of going on before the verb it tells of ("continues to operate"), "in succession to", a time
that "saw" one act, "Since then it …", an "it" whose clause names a class of thing, a dropped article ("Seat of X is
Y"), "That's X" answering "Who's running X?", and a value said before "its". Before, each of these read no tie (or
the wrong one)."""

from __future__ import annotations

import pytest

from c0lab.extract import OfflineExtractor
from c0lab.extract.fronted import after_fronted
from c0lab.extract.registers import prose
from c0lab.extract.witnessed import witnessed
from tests._ties import AT, ingested_ties, needs_wordnet, read_ties


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("Ana Lo was CEO of Orsk Labs.", ("Ana Lo", "CEO_OF", "Orsk Labs")),
        ("Ana Lo, CEO of Orsk Labs, said the firm would grow.", ("Ana Lo", "CEO_OF", "Orsk Labs")),
        ("Orsk Labs CEO Ana Lo said the firm would grow.", ("Ana Lo", "CEO_OF", "Orsk Labs")),
        ("Ivo Tesvar was PI of Project Quave from 2015.", ("Ivo Tesvar", "PI_OF", "Project Quave")),
    ],
)
def test_a_roles_acronym_is_the_role_not_a_name(text, tie):
    assert tie in read_ties(text)


@needs_wordnet
@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("Orsk Labs chief executive Ana Lo said the firm would grow.", ("Ana Lo", "CHIEF_EXECUTIVE_OF", "Orsk Labs")),
        ("Orsk United head coach Ana Lo said the team would grow.", ("Ana Lo", "HEAD_COACH_OF", "Orsk United")),
        ("Orsk Labs managing director Ana Lo spoke.", ("Ana Lo", "MANAGING_DIRECTOR_OF", "Orsk Labs")),
    ],
)
def test_a_role_of_two_words_between_a_thing_and_its_holder_is_the_holders(text, tie):
    ties = read_ties(text)
    assert tie in ties and not any(source == tie[2] for source, _, _ in ties)  # not "Orsk Labs CHIEF_EXECUTIVE Ana Lo"


@needs_wordnet
def test_a_role_of_two_words_left_is_held_until_then():
    ties = read_ties("Ana Lo stepped down as chief executive of Orsk Labs in 2019.")
    assert ties[("Ana Lo", "CHIEF_EXECUTIVE_OF", "Orsk Labs")] == (None, "2019-01-01")


def test_two_words_between_names_that_are_no_role_tie_as_said():
    assert ("Orsk Labs", "HIRED", "Ana Lo") in read_ties("Orsk Labs later hired Ana Lo.")
    assert not any(kind.endswith("_OF") for _, kind, _ in read_ties("Orsk Labs soon beat Kestra United."))


@needs_wordnet
@pytest.mark.parametrize(
    "text",
    [
        "Brackwater Rovers sack manager Lenny Osei after six defeats.",  # a headline's verb, not a modifier
        "Velmar Bank former chairman Hugo Tarr died on Sunday.",  # a role not held
        "Pellham Council deputy leader Sarah Quinn stepped down in 2019.",  # another's role, and left
        "Pellham Council opposition leader Ana Lo voted against the budget.",  # another's role
        "Velmar Bank regional manager Ana Lo opened a branch.",
        "Velmar Bank incoming chairman Ana Lo attended the hearing.",  # not held yet
    ],
)
def test_a_role_before_its_holder_is_no_role_held_when_a_verb_or_a_leaving_says_otherwise(text):
    assert not any(kind.endswith("_OF") for _, kind, _ in read_ties(text))


@needs_wordnet
@pytest.mark.parametrize(
    ("text", "tie", "until"),
    [
        ("Orsk Labs director Ana Lo stepped down in 2019.", ("Ana Lo", "DIRECTOR_OF", "Orsk Labs"), "2019-01-01"),
        ("Orsk Labs's director Ana Lo stepped down in 2019.", ("Ana Lo", "DIRECTOR_OF", "Orsk Labs"), "2019-01-01"),
        (
            "Orsk United's head coach Ana Lo was sacked in May 2019.",
            ("Ana Lo", "HEAD_COACH_OF", "Orsk United"),
            "2019-05-01",
        ),
    ],
)
def test_a_role_before_its_holder_who_left_is_held_until_the_leaving(text, tie, until):
    """The noun phrase says the role, the leaving its end: held until then, not from then (a possessed role was read
    from the leaving's date) nor lost (the ending alone wrote nothing in a memory that held no tie)."""
    ties = read_ties(text)
    assert ties[tie] == (None, until)
    assert [kind for _, kind, _ in ties if kind.endswith("_OF")] == [tie[1]]


@needs_wordnet
def test_a_leading_role_of_two_words_after_a_possessive_is_the_holders():
    assert ("Nick Read", "CHIEF_EXECUTIVE_OF", "Vodafone") in read_ties(
        "Vodafone's chief executive, Nick Read, said profits rose."
    )


@needs_wordnet
def test_a_leaving_verb_with_an_object_ends_no_role():
    assert ("Ole Sund", "MANAGER_OF", "Lyngby Athletic") in read_ties(
        "Lyngby Athletic manager Ole Sund left the pitch."
    )


def test_only_a_roles_acronym_is_said_in_lower_case():
    assert prose("CEO: Ana Lo") == "CEO: Ana Lo"  # a record's key, a speaker's label
    assert prose("The PI of Orsk is Ana Lo.") == "The pi of Orsk is Ana Lo."
    assert prose("Pi Day and PI Industries grew.") == "Pi Day and PI Industries grew."


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("Tantes Works continues to operate Project Solzen.", ("Tantes Works", "OPERATES", "Project Solzen")),
        ("Ana Lo went on to lead Project Quill in 2019.", ("Ana Lo", "LED", "Project Quill")),
        ("Mira Holt has continued to chair Project Tarn since 2018.", ("Mira Holt", "CHAIRED", "Project Tarn")),
        ("Bo Ek began to coordinate Project Wren in 2015.", ("Bo Ek", "COORDINATED", "Project Wren")),
    ],
)
def test_a_verb_of_going_on_or_beginning_is_the_verb_it_tells_of(text, tie):
    assert tie in read_ties(text)


def test_continued_to_a_place_is_no_verb_told():
    assert ("Ben Ray", "CONTINUED_TO", "Paris") in read_ties("Ben Ray continued to Paris.")


def test_in_succession_to_ends_the_one_replaced_at_the_hand_over(tmp_path):
    text = (
        "Elulfen Shagri is appointed Chair of Project Nyra with effect from the spring of 2019, in succession to "
        "Vemo Volum, who chaired the project from the spring of 2016."
    )
    ties = ingested_ties(tmp_path, (text, "2020-01-01"))
    assert ties[("Vemo Volum", "CHAIRED", "Project Nyra")] == ("2016-03-01", "2019-03-01")
    assert ties[("Elulfen Shagri", "CHAIRED", "Project Nyra")][0] == "2019-03-01"  # not the old chair's start


def test_a_time_that_saw_one_act_is_the_time_of_the_act(tmp_path):
    assert witnessed("Late 2019 saw Bo Ek take over.") == "In late 2019, Bo Ek took over."
    assert witnessed("July 2019 saw Bo Ek leave.") == "In July 2019, Bo Ek left."
    assert witnessed("She saw Bo Ek leave in 2019.") == "She saw Bo Ek leave in 2019."
    text = "Ivo Tesvar was PI of Project Quave from late 2015; late 2019 saw Dan Dunri take over as PI."
    ties = ingested_ties(tmp_path, (text, "2020-01-01"))
    assert ties[("Ivo Tesvar", "PI_OF", "Project Quave")] == ("2015-11-15", "2019-11-15")
    assert ties[("Dan Dunri", "PI_OF", "Project Quave")] == ("2019-11-15", "open")


def test_since_then_it_is_the_thing_said_before():
    ties = read_ties(
        "The Veul toolkit from Project Velony was released under the Quillon licence until July 2017. "
        "Since then it has shipped under the Orrin licence."
    )
    assert ties[("Veul toolkit", "UNDER_LICENCE", "Orrin licence")] == ("2017-07-01", None)


def test_an_it_whose_clause_names_a_licence_is_the_thing_licences_go_with(tmp_path):
    ties = ingested_ties(
        tmp_path,
        ("The Quill toolkit is released under the Mit licence.", "2020-01-01"),
        ("Project Doorix maintains the Fenix toolkit, and it switched from the Thessaly licence to the Ottavi "
         "licence in 2023-07.", "2024-01-01"),
    )  # fmt: skip
    assert ("Fenix toolkit", "LICENCE", "Ottavi licence") in ties
    assert not any(source == "Project Doorix" and kind == "LICENCE" for source, kind, _ in ties)


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("Seat of Dunve Society is Mocorpha.", ("Mocorpha", "SEAT_OF", "Dunve Society")),
        ("Director of Orsk Labs is Ana Lo.", ("Ana Lo", "DIRECTOR_OF", "Orsk Labs")),
        ("University of Oslo is in Norway.", ("University of Oslo", "BASED_IN", "Norway")),  # a name, as said
    ],
)
def test_a_roles_or_seats_noun_opening_a_sentence_without_its_article(text, tie):
    assert tie in read_ties(text)


def test_thats_x_answers_whos_running_x_and_a_bare_in_charge_is_of_the_thing_asked():
    found = OfflineExtractor()(
        "Analyst: Who's running Project Mirmir these days? CEO: That's Ixdora Vartagri, who has been in charge "
        "since Q3 2012. Nybri Elcor was in charge before that, from Q3 2010.",
        at=AT,
        known=[],
    )
    ties = {(r.source, r.type, r.target) for r in found.relations}
    assert ("Ixdora Vartagri", "RUNNING", "Project Mirmir") in ties
    assert ("Nybri Elcor", "IN_CHARGE_OF", "Project Mirmir") in ties
    assert not {entity.name for entity in found.entities} & {"Who", "Who's", "That", "That's"}


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (
            "The Orix toolkit is maintained by Project Mofen. Versions published before July 2018 are licensed under "
            "the Brenlow licence; versions published since July 2018 are licensed under the Ottavi licence.",
            ("Orix toolkit", "LICENSED_UNDER", "Brenlow licence"),
            ("Orix toolkit", "LICENSED_UNDER", "Ottavi licence"),
        ),
        (
            "The Orix toolkit is maintained by Project Mofen. Releases before July 2018 used the Brenlow licence; "
            "since then it has used the Ottavi licence.",
            ("Orix toolkit", "LICENCE", "Brenlow licence"),
            ("Orix toolkit", "LICENCE", "Ottavi licence"),
        ),
        (
            "Orsk Labs maintains the Orix toolkit. In July 2018 the licence changed from the Brenlow licence to the "
            "Ottavi licence.",
            ("Orix toolkit", "LICENCE", "Brenlow licence"),
            ("Orix toolkit", "LICENCE", "Ottavi licence"),
        ),
    ],
)
def test_a_things_releases_or_its_attribute_said_without_it_are_the_things(text, old, new):
    ties = read_ties(text)
    assert ties[old][1] == ties[new][0] == "2018-07-01"


def test_an_attribute_said_without_its_owner_is_the_last_things():
    ties = read_ties("Orsk Labs maintains the Orix toolkit. The licence was the Brenlow licence until 2019.")
    assert ("Brenlow licence", "LICENCE_OF", "Orix toolkit") in ties
    assert not any("Orsk Labs" in (source, target) and "licence" in kind.lower() for source, kind, target in ties)


@pytest.mark.parametrize(
    "text",
    [
        "Students at Shaixta Society spent the semester on Project Mouldo, the society's flagship project.",
        "Shaixta Society is hiring engineers to join Project Mouldo, the society's project to build a sensor.",
    ],
)
def test_a_project_said_as_the_owners_in_an_apposition_is_run_by_it(text):
    assert ("Project Mouldo", "RUN_BY", "Shaixta Society") in read_ties(text)


def test_where_the_things_noun_is_the_thing_in_that_place():
    text = "Motanmir Institute opened. See its premises in Phavar, where the institute is headquartered."
    assert ("Motanmir Institute", "HEADQUARTERED_IN", "Phavar") in read_ties(text)


def test_a_name_labelling_the_clauses_of_its_line_is_their_subject():
    ties = read_ties("- Vozen toolkit: shipped by Project Nyra; under the Ottavi licence since Jul 2014.")
    assert ("Vozen toolkit", "SHIPPED_BY", "Project Nyra") in ties
    assert ties[("Vozen toolkit", "LICENCE", "Ottavi licence")] == ("2014-07-01", None)
    assert prose("Note: run by Orsk Labs.") == "Note: run by Orsk Labs."  # a note's key names nothing


def test_a_trailing_after_clause_tells_a_stint_as_a_fronted_one_does(tmp_path):
    ties = ingested_ties(tmp_path, ("Bribel Quataka retired in 2019 after running Project Eldo since 2015.", None))
    assert ties[("Bribel Quataka", "RUN", "Project Eldo")] == ("2015-01-01", "2020-01-01")
    assert after_fronted("He joined Orsk FC after leaving Tarn United in 2010.") == (
        "He joined Orsk FC after leaving Tarn United in 2010."  # a leaving: the ending rules read it
    )


def test_a_label_line_that_asks_or_names_a_key_is_left_as_written():
    assert prose("Talk page: is Mocorpha really right for Dunve Society?") == (
        "Talk page: is Mocorpha really right for Dunve Society?"
    )
    assert prose("Project Nyra: topic is a peat carbon system.") == "Project Nyra: topic is a peat carbon system."


def test_a_home_made_somewhere_with_an_adverb_is_where_the_thing_is():
    assert ("Orsk Labs", "HOME_IN", "Phavar") in read_ties("Orsk Labs has always made its home in Phavar.")


def test_an_office_left_or_inherited_by_its_noun_is_the_role(tmp_path):
    text = "In 2018 Solsha Vopha relinquished the directorship of Project Rifen and Kaorel Tatan inherited it."
    ties = ingested_ties(tmp_path, (text, "2020-01-01"))
    assert ties[("Solsha Vopha", "DIRECTOR_OF", "Project Rifen")][1] == "2018-01-01"
    assert ties[("Kaorel Tatan", "DIRECTOR_OF", "Project Rifen")][0] == "2018-01-01"
    assert ("Solsha Vopha", "CHAIRMAN_OF", "Orsk") in read_ties("Solsha Vopha resigned the chairmanship of Orsk.")
    assert ("Ana Lo", "MENTIONED_WITH", "Europe") in read_ties("Ana Lo won the championship of Europe in 2018.")


def test_it_after_with_effect_from_that_month_is_the_thing_before():
    ties = read_ties(
        "The Risolqua toolkit was governed by the Quillon licence up to 7/2019; with effect from that month it carries "
        "the Saffra licence terms."
    )
    assert ties[("Risolqua toolkit", "CARRIES_LICENCE", "Saffra licence")][0] == "2019-07-01"


def test_a_project_said_to_be_its_owners_thing_is_run_by_it():
    assert ("Project Doorix", "RUN_BY", "Lumgri Labs") in read_ties("Project Doorix is Lumgri Labs's thing.")
    assert ("Project Atlas", "RUN_BY", "Orsk Labs") not in read_ties("Project Atlas is Orsk Labs's biggest rival.")


def test_a_word_used_only_as_a_modifier_does_not_end_a_name():
    from c0lab.extract.names import names_in

    assert "Cornybri toolkit" in names_in("Project Solfenzen distributes the Cornybri toolkit free of charge.", {})
    assert "Thailand national football team" in names_in("Ana Lo played for the Thailand national football team.", {})


def test_in_which_city_asks_where_and_a_bare_place_answers():
    ties = read_ties("Q: In which city is Lumsoldo Works based? A: Ulriul.")
    assert ("Lumsoldo Works", "BASED_IN", "Ulriul") in ties


def test_a_thing_inherited_from_someone_is_taken_over_from_them(tmp_path):
    ties = ingested_ties(
        tmp_path,
        ("Vemo Volum led Project Nyra from 2016. Elulfen Shagri inherited the project from Vemo Volum in 2019.", None),
    )
    assert ties[("Vemo Volum", "LED", "Project Nyra")][1] == "2020-01-01"
    assert ties[("Elulfen Shagri", "LED", "Project Nyra")][0] == "2019-01-01"


def test_an_address_labelled_with_its_owner_is_where_the_owner_is():
    from c0lab.retrieval.lexicon import RelationLexicon

    ties = read_ties("Postal address of Shaorcor Society: Main Building, Quatan.")
    assert ("Shaorcor Society", "BASED_IN", "Quatan") in ties
    assert not any("Postal" in (source, target) for source, _, target in ties)  # an adjective, no name
    assert ("Tantes Works", "ADDRESS_IN", "Vogri") in read_ties("Tantes Works keeps its registered address in Vogri.")
    assert RelationLexicon.type_senses("ADDRESS_IN") == {"locate"}


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "Ana Lo was re-elected in 2018 after chairing the Harbor Trust since 2015.",  # the chairing may go on
            "Ana Lo was re-elected in 2018 after chairing the Harbor Trust since 2015.",
        ),
        (
            "Lisa Marr retired in 2022 after working at Vantor Group since 1990.",  # the verb's own reading
            "Lisa Marr retired in 2022 after working at Vantor Group since 1990.",
        ),
    ],
)
def test_a_trailing_after_clause_is_fronted_only_before_a_leaving_and_its_object(text, kept):
    assert after_fronted(text) == kept


def test_a_tie_said_not_to_hold_is_no_tie():
    assert ("Ana Lo", "CEO_OF", "Orsk Labs") not in read_ties("Ana Lo was never CEO of Orsk Labs.")
    assert ("Ana Lo", "DIRECTOR_OF", "Orsk Labs") not in read_ties("Ana Lo is not the director of Orsk Labs.")


def test_a_pronoun_after_a_fronted_time_is_no_name_of_the_other_kind():
    ties = read_ties("Orsk Labs hired Ana Lo in 2012. Since then she has run Project Arden.")
    assert not any(source == "Orsk Labs" and target == "Project Arden" for source, _, target in ties)


def test_a_title_of_one_english_word_keeps_its_name():
    assert prose("Director of Photography is Ana Lo.") == "Director of Photography is Ana Lo."
    assert prose("Seat of Government is a phrase.") == "Seat of Government is a phrase."


@pytest.mark.parametrize(
    ("later", "corrects"),
    [
        ("Object of Project Arden is the development of a wave energy system.", True),
        ("I visited Project Arden and was struck by the wave energy system its team is developing.", True),
        (
            "I visited Project Arden and was struck by the wave energy system its rival Project Selva is developing.",
            False,
        ),
        ("I visited Project Arden and was struck by the wave energy system its team is not developing.", False),
    ],
)
def test_a_later_value_corrects_uncued_only_when_said_of_the_thing(tmp_path, later, corrects):
    from c0lab import Memory

    memory = Memory.open(tmp_path, embedder=None)
    memory.ingest("Orsk Labs runs Project Arden, which develops a tidal energy system.", at="2025-01-05")
    memory.ingest(later, at="2025-02-10")
    assert any("wave energy" in patch.content for patch in memory.concept("Project Arden").patches) is corrects
    memory.close()


def test_you_opening_a_sentence_is_no_name():
    from c0lab.extract.names import names_in

    assert names_in("You will find Varlumbri Labs in Orve.", {}) == ["Varlumbri Labs", "Orve"]


def test_two_co_mentions_in_a_row_are_no_way_to_an_answer(tmp_path):
    from c0lab import Memory

    memory = Memory.open(tmp_path, embedder=None)
    memory.add_concepts([{"name": name} for name in ("Orve", "Hub", "Ulpha Labs", "Project Mirra")], force=True)
    memory.relate("Orve", "MENTIONED_WITH", "Hub")
    memory.relate("Hub", "MENTIONED_WITH", "Ulpha Labs")
    memory.relate("Project Mirra", "RUN_BY", "Ulpha Labs")
    context = memory.walk("Which project is run by an organisation based in Orve?", budget_tokens=1000).context
    current = context.partition("Current facts")[2].partition("\n\n")[0].split("Around it:")[0]
    assert "Around it:\n- Project Mirra run by Ulpha Labs" in context  # shown, but not as what holds for Orve
    assert "Project Mirra" not in current  # reached only through a hub of co-mentions
    memory.close()


def test_since_then_is_since_the_time_told_last(tmp_path):
    from c0lab._time import parse_time
    from c0lab._told_months import with_years

    assert with_years("Since then it has run X.", parse_time("2012-01-01"), now=0)[0] == "Since 2012 it has run X."
    assert with_years("Since then it has run X.", parse_time("2009-05-01"), now=0)[0] == "Since 2009-05 it has run X."
    assert with_years("Since then it ran X.", parse_time("2019-03-04"), now=0)[0] == "Since 2019-03-04 it ran X."
    assert with_years("Since then, in 2019, it grew.", parse_time("2009-05-01"), now=0)[0] == (
        "Since then, in 2019, it grew."  # a sentence that states its own date
    )
    ties = ingested_ties(
        tmp_path, ("In 2012 Orsk Labs acquired the Kelso Farm. Since then it has operated the Kelso Farm.", None)
    )
    assert ties[("Orsk Labs", "OPERATED", "Kelso Farm")][0] == "2012-01-01"


def test_a_names_description_before_a_that_clause_is_its_relative_clause():
    assert ("Ana Lo", "MANAGES", "Orsk FC") in read_ties("We visited Orsk FC, the club that Ana Lo manages.")
    assert ("Tantes Works", "RUNS", "Project Solzen") in read_ties(
        "Stop 12 is about Project Solzen, the project that Tantes Works runs in order to develop a solar system."
    )


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("Ana Lo became the first woman to lead Orsk Labs in 1972.", ("Ana Lo", "LEAD", "Orsk Labs")),
        ("Ana Lo became the second woman to chair the Kestra Society.", ("Ana Lo", "CHAIR", "Kestra Society")),
    ],
)
def test_who_first_did_a_thing_did_it(text, tie):
    assert tie in read_ties(text)  # not "BECAME_WOMAN_TO"


def test_who_was_first_asked_to_do_a_thing_did_not_do_it():
    assert not any(kind == "LEAD" for _, kind, _ in read_ties("Ana Lo was the first woman asked to lead Orsk Labs."))
