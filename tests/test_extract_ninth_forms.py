"""Hand-overs, holders and places found on the dev_sixth, dev_seventh and dev_eighth wording families, each read as the
plain sentence it says: a pronoun with its verb ("I'm", "You'll") is no name, nor is a feeling before "to" ("Thrilled to
share …", no headline); "managed by" holds one value at a time (a person's lead, an operator's run); a news agency's tag
("(Newswire) —") names no one; "from 2012" gives nothing a post was taken from; an aside on a post taken from another
("…, a post inherited in 2019 from A"), a role's "-ship" taken ("inherited the directorship of X from A") and a leaving
then another's taking a role ("A stepped down and B became head of X") are hand-overs; a stint said "before her" ends
where hers begins, and one said "until it adopted the B licence in 2019" then; a record's "Prior director" is a former
one; "You will find X in Y." says where X is (not for a person, a question, a condition or a denial). Before, each read
a false name, no end, the wrong holder or no tie."""

from __future__ import annotations

import pytest

from c0lab.extract.fronted import before_fronted
from c0lab.extract.headers import headless
from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.passive_role import post_taken
from c0lab.extract.records import records
from c0lab.extract.timelines import headline
from c0lab.retrieval.lexicon import single_owner
from tests._ties import AT, day, needs_wordnet, read_ties


def _read(text: str):
    return OfflineExtractor()(text, at=AT, known=[])


def _successions(text: str) -> list[tuple[str, str, tuple[str, ...], str | None]]:
    return [(found.new, found.old, found.objects, day(found.at)) for found in _read(text).successions]


@pytest.mark.parametrize(
    "text",
    [
        "You'll work on the Nyorvar toolkit at Orsk Labs.",
        "I'm joining Orsk Labs as an engineer.",
        "We'll meet Ana Lo at Orsk Labs.",
        "She’d joined Orsk Labs in 2019.",
        "Don't forget Orsk Labs moved to Tarvo.",
        "Let’s welcome Ana Lo to Orsk Labs.",
        "Don’t forget that Bo Ek runs Kell Bank.",
        "Thrilled to share that I've joined Project Zenel at Dunbri Institute!",
    ],
)
def test_a_pronoun_with_its_verb_is_no_name(text):
    names = {entity.name for entity in _read(text).entities}
    assert not any("'" in name or "’" in name for name in names), names
    assert not any("'" in end or "’" in end for source, _, target in read_ties(text) for end in (source, target))


@needs_wordnet
def test_managed_by_holds_one_manager_at_a_time_a_person_leading_an_operator_running():
    assert single_owner("MANAGED_BY", "Project Mirmir", "Nybri Elcor") == ("Project Mirmir", "lead")
    assert single_owner("MANAGED_BY", "Project Nyra", "Dunve Society") == ("Project Nyra", "run")
    assert single_owner("MANAGES", "Nybri Elcor", "Project Mirmir") == ("Project Mirmir", "lead")
    assert single_owner("MANAGED_BY", "Orsk FC", "John Smith") == ("Orsk FC", "lead")  # a surname that is a word
    said = (
        "Project Mirmir, which was managed by Nybri Elcor from Q3 2010 and has been managed by Ixdora Vartagri since "
        "the hand-over in Q3 2012."
    )
    ends = [(end.source, end.target, day(end.at)) for end in _read(said).ends]
    assert ("Project Mirmir", "Nybri Elcor", "2012-07-01") in ends


@needs_wordnet
def test_an_operator_managing_a_project_does_not_end_its_director():
    extractor = OfflineExtractor()
    extractor("Project Nyra has been directed by Vemo Volum since 2016.", at=AT, known=[])
    later = extractor("Project Nyra is managed by Dunve Society.", at=AT, known=["Project Nyra", "Vemo Volum"])
    assert not later.ends


def test_a_news_dateline_names_no_one():
    assert headless("We are hiring. (Newswire) — Bo Ek took over.") == "We are hiring. Bo Ek took over."
    not_a_tag = "IMF (International Monetary Fund) - led by Ana Lo."
    assert headless(not_a_tag) == not_a_tag
    text = "(Newswire) — Phabri Bricorel has taken the helm of Project Belka, the project said, replacing Ulix Dor."
    assert "Newswire" not in {entity.name for entity in _read(text).entities}
    assert [(new, old) for new, old, _, _ in _successions(text)] == [("Phabri Bricorel", "Ulix Dor")]


def test_from_a_date_names_no_one_the_post_was_taken_from():
    text = "Phabri Bricorel has taken the helm of Project Belka, replacing Ulix Dor, who had steered it from 2012."
    assert _successions(text) == [("Phabri Bricorel", "Ulix Dor", ("Project Belka",), "2020-01-01")]
    for said in (
        "Ana Lo took over Orsk Club from her father Bo Ek in 2019.",
        "Ana Lo took over Orsk Club from interim chief executive officer Bo Ek in 2019.",
        "Ana Lo took over Orsk Club from the club's longtime manager Bo Ek at Kell Arena in 2019.",
        "Ana Lo took over Orsk Club from Dr. Bo Ek in 2019.",
        "Ana Lo took over Orsk Club from Gen. Bo Ek in 2019.",
        "Ana Lo took over Orsk Club from its founder, Bo Ek.",
        "Ana Lo took over Orsk Club from co-founder and longtime CEO Bo Ek.",
    ):
        assert [(new, old) for new, old, _, _ in _successions(said)] == [("Ana Lo", "Bo Ek")], said
    assert [(new, old) for new, old, _, _ in _successions("Ana Lo took over the role from Orsk FC founder Bo Ek.")] == [
        ("Ana Lo", "Bo Ek")
    ]
    appointed = "Orsk Club appointed Ana Lo as coach in 2019, taking over the role from Bo Ek."
    assert [(new, old) for new, old, _, _ in _successions(appointed)] == [("Ana Lo", "Bo Ek")]


def test_an_aside_on_a_post_taken_from_another_is_a_hand_over():
    assert post_taken("Ana Lo chairs Orsk Club, a role she took over from Bo Ek in 2019.") == (
        "Ana Lo chairs Orsk Club, taking over the role from Bo Ek in 2019."
    )
    text = (
        "Ana Lo is the current director of Orsk Club, a post inherited in 2019 from founding director Bo Ek, who had "
        "held it from 2015."
    )
    assert _successions(text) == [("Ana Lo", "Bo Ek", ("Orsk Club",), "2019-01-01")]
    elsewhere = "Ana Lo is the director of Orsk Club, a post she assumed in 2019 after returning from Kell Bank."
    assert not _successions(elsewhere)  # "from" of another verb


@pytest.mark.parametrize(
    "text",
    [
        "Ana Lo took over the captaincy of Orsk Club from Bo Ek in 2019.",
        "Ana Lo took up the position of director of Orsk Club from Bo Ek in 2019.",
        "Ana Lo inherited the directorship of Orsk Club from Bo Ek in 2019.",
        "Ana Lo inherited the chairmanship of Orsk Club from Bo Ek in 2019.",
    ],
)
def test_a_roles_ship_taken_from_another_is_a_hand_over(text):
    assert _successions(text) == [("Ana Lo", "Bo Ek", ("Orsk Club",), "2019-01-01")]


@needs_wordnet
def test_a_feeling_before_to_is_no_headline_subject():
    assert (
        headline("Thrilled to share that Ana Lo joined Orsk Labs.") == "Thrilled to share that Ana Lo joined Orsk Labs."
    )
    assert headline("Orsk Labs to acquire Kell Bank.") == "Orsk Labs acquires Kell Bank."
    assert headline("United to buy Kell Airways.") == "United buys Kell Airways."  # an adjective that names
    assert "Thrilled" not in {entity.name for entity in _read("Thrilled to share that I've joined Orsk Labs!").entities}


def test_a_records_prior_holder_is_a_former_one():
    assert records("Name: Atlas\nPrior director: Ana Lo\nDirector: Bo Ek (since 2019)").splitlines()[1] == (
        "Ana Lo formerly led Atlas."
    )


@pytest.mark.parametrize(
    ("text", "at"),
    [
        ("In 2019 Bo Ek stepped aside and Ana Lo became head of Orsk Labs.", "2019-01-01"),
        ("Bo Ek resigned in March 2019; Ana Lo was appointed director of Orsk Labs.", "2019-03-01"),
    ],
)
def test_a_leaving_then_another_taking_a_role_is_a_hand_over(text, at):
    assert _successions(text) == [("Ana Lo", "Bo Ek", ("Orsk Labs",), at)]


@pytest.mark.parametrize(
    "text",
    ["Bo Ek left Kell Bank and Ana Lo became head of Orsk Labs.", "Bo Ek left in 2019 and Ana Lo joined Orsk Labs."],
)
def test_a_leaving_of_another_thing_or_a_joining_hands_nothing_over(text):
    assert not _successions(text)


@pytest.mark.parametrize(
    "text",
    [
        "Orsk Labs has been led by Ana Lo since 2019; Bo Ek led it before her.",
        "Orsk Labs has been led by Ana Lo since 2019. Bo Ek led it before that.",
    ],
)
def test_a_stint_said_before_the_one_told_first_ends_where_it_begins(text):
    assert read_ties(text)[("Bo Ek", "LED", "Orsk Labs")] == (None, "2019-01-01")


@pytest.mark.parametrize(
    "text",
    [
        "You will find Nylum Labs in Sollumra.",
        "You'll find Nylum Labs in Sollumra.",
        "Nylum Labs can be found in Sollumra.",
    ],
)
def test_where_one_finds_a_thing_is_where_it_is(text):
    assert ("Nylum Labs", "LOCATED_IN", "Sollumra") in read_ties(text)


@pytest.mark.parametrize(
    "text",
    [
        "You can find Ana Lo in Berlin this week.",
        "No one can find Bo Ek in Orsk.",
        "Can you find Orsk Labs in Dellmoor?",
        "If you find Orsk Museum in Dellmoor closed, call us.",
        "Details can be found in Appendix B.",
    ],
)
def test_a_person_found_a_question_a_condition_or_a_denial_places_nothing(text):
    assert not any(kind == "LOCATED_IN" for _, kind, _ in read_ties(text))


@pytest.mark.parametrize(
    "text",
    [
        "In 2019 Ana Lo became chair of Orsk Club with backing from Bo Ek.",
        "Bo Ek became manager of Orsk FC from Tarn United in 2018.",
        "Ana Lo became director of Orsk Labs after graduating from Harvard University.",
        "Bo Ek resigned as treasurer in 2019 and Cy Yu became chair of Orsk Club.",
        "Bo Ek resigned from the board in 2019 and Ana Lo became CEO of Orsk Club.",
    ],
)
def test_a_from_or_a_leaving_of_something_else_hands_nothing_over(text):
    assert not _successions(text)


def test_a_death_then_another_taking_the_role_hands_it_over_in_that_year():
    assert _successions("Bo Ek died in 2019 and Ana Lo became head of Orsk Labs.") == [
        ("Ana Lo", "Bo Ek", ("Orsk Labs",), "2019-01-01")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Dr. Bo Ek led Orsk Labs before her.",
        "Bo Ek had joined Orsk Labs two years before that.",
        "Brush your teeth before that.",
    ],
)
def test_before_that_is_fronted_only_after_a_subject_that_held_something(text):
    assert before_fronted(text) == text


def test_a_title_and_a_one_word_name_keep_their_words():
    assert ("Let It Be", "RELEASED_BY", "Beatles") in read_ties("Let It Be was released by the Beatles in 1970.")
    assert "Ready" not in {entity.name for entity in _read("Ready to lead Orsk Labs!").entities}


@needs_wordnet
@pytest.mark.parametrize("text", ["You will find Taylor Swift in Nashville.", "You'll find Messi in Miami."])
def test_a_person_or_a_one_word_name_found_somewhere_is_not_located_there(text):
    assert not any(kind == "LOCATED_IN" for _, kind, _ in read_ties(text))


def test_a_clause_until_it_did_something_ends_the_main_clause_then():
    ties = read_ties(
        "The Quill toolkit was licensed under the Brenlow licence until it adopted the Orrin licence in July 2019."
    )
    assert ties[("Quill toolkit", "LICENSED_UNDER", "Brenlow licence")] == (None, "2019-07-01")
    assert ties[("Quill toolkit", "ADOPTED_LICENCE", "Orrin licence")] == ("2019-07-01", None)
