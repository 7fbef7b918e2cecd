"""Who a text is about, named the way a question names them: names across "of"/"and", titles, particles, a
surname alone, a section heading that is no name — and the question side reading a full name the texts say short.
Hand-written texts (no public data)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.compound import compounds, titled_forms, untitled
from c0lab.extract.names import names_in, sentences

AT = parse_time("2024-01-01")


def _read(*texts: str) -> list[tuple[str, str, str]]:
    """The typed relations (source, type, target) an offline extractor reads in ``texts``, one document each."""
    reader, known, found = OfflineExtractor(), [], []
    for text in texts:
        extraction = reader(text, at=AT, known=known)
        known = sorted(set(known) | {entity.name for entity in extraction.entities})
        found += [(r.source, r.type, r.target) for r in extraction.relations if r.type != "MENTIONED_WITH"]
    return found


@pytest.fixture
def mem(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        yield memory


def test_a_name_runs_across_of_and_and_after_a_head_noun():
    names = names_in("Vera Holt taught at the University of Tarnby from 1990 to 1995.", {})
    assert "University of Tarnby" in names and "Tarnby" not in names and "University" not in names
    names = names_in("In 1996 Vera Holt joined the Bureau of Weights and Measures.", {})
    assert "Bureau of Weights and Measures" in names and "Measures" not in names
    assert ("Vera Holt", "TAUGHT_AT", "University of Tarnby") in _read("Vera Holt taught at the University of Tarnby.")


def test_an_and_stops_before_a_name_of_its_own_and_a_leaders_role_is_no_compound():
    found = [name for _, _, name in compounds("She studied at the University of Oslo and Bergen Institute of Art.")]
    assert found == ["University of Oslo", "Bergen Institute of Art"]
    assert compounds("She studied at the College of Kells and Mirlum.", known=frozenset({"mirlum"})) == [
        (19, 35, "College of Kells")
    ]
    assert compounds("Ana Roe was the President of Orvel Labs.") == []  # the predicates read a leader's role


def test_a_title_is_no_part_of_the_name_and_alone_is_no_name():
    assert untitled("Sir Alan Grove") == "Alan Grove" and untitled("Lord of the Isles") == "Lord of the Isles"
    names = names_in("Prof. Ines Dahl joined Orsk Labs in 1990.", {})
    assert "Ines Dahl" in names and "Prof" not in names
    assert "Alan Grove" in names_in("Sir Alan Grove married Mara Quill in 1980.", {})
    assert titled_forms("Rev. Ana Roe met Ana Roe.", ["Ana Roe"]) == [("Ana Roe", "Rev. Ana Roe")]


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("Rector Yehuda Elkana", "Yehuda Elkana"),
        ("Vice President Joe Biden", "Joe Biden"),
        ("Director General John Smith", "John Smith"),
        ("General Electric Company", "General Electric Company"),
        ("King Ferdinand II", "King Ferdinand II"),
        ("King Camp Gillette", "King Camp Gillette"),  # a given name, as royal titles often are
    ],
)
def test_a_roles_noun_before_a_persons_full_name_is_a_title(said, name):
    assert untitled(said) == name


def test_ingest_keeps_the_titled_form_as_an_alias(mem):
    mem.ingest("Sir Alan Grove married Mara Quill in 1980.")
    assert mem.core.name(mem.core.resolve("Sir Alan Grove")) == "Alan Grove"
    context = mem.walk("Who did Sir Alan Grove marry?").context
    assert "Alan Grove married Mara Quill" in context


def test_a_particle_is_inside_a_persons_name_and_he_refers_to_that_person():
    assert "Vasco del Ribo" in names_in("In 1918 Vasco del Ribo was named Captain General of Tarnia.", {})
    found = _read("In 1918 , Vasco del Ribo was named Captain General of Tarnia . He joined the Orsk Club in 1921 .")
    assert ("Vasco del Ribo", "JOINED", "Orsk Club") in found


def test_a_word_no_dictionary_holds_opening_a_sentence_is_a_name():
    found = _read("Lena Marsh is a painter . Quorvik was married to Lena Marsh in 1985 .")
    assert any(source == "Quorvik" and target == "Lena Marsh" for source, _, target in found)
    assert "Status" not in names_in("Status of the club was unclear.", {})  # an English word stays no name


def test_a_one_word_heading_that_is_an_english_word_is_no_name():
    assert sentences("Career: She joined Orsk Labs in 1990.") == ["She joined Orsk Labs in 1990."]
    assert sentences("Halden: Halden is a town.")[0].startswith("Halden:")  # no English word: a name's heading
    found = _read("Ines Dahl: Ines Dahl is a chemist .", "Career: She joined Orsk Labs in 1990 .")
    assert ("Ines Dahl", "JOINED", "Orsk Labs") in found and not any(source == "Career" for source, _, _ in found)


def test_a_full_name_is_read_as_the_surname_the_texts_say_beside_a_relative(mem):
    mem.ingest(
        "Family: Dahlqvist was married to Ana Roe in 1968 . The couple had a daughter , the singer Mira Dahlqvist ."
    )
    walk = mem.walk("Who was Tove Dahlqvist's spouse in 1970?")
    assert not walk.dead_end and walk.concept is not None and walk.concept.name == "Dahlqvist"
    assert "Read 'Tove Dahlqvist' as 'Dahlqvist'" in walk.context


def test_a_question_reads_a_middle_initial_and_a_particle_inside_a_name(mem):
    mem.add_concepts([{"name": "Tomas"}, {"name": "Milans del Rey"}, {"name": "Tarn Guard"}])
    mem.relate("Milans del Rey", "LED", "Tarn Guard", valid_from="1918")
    initial = mem.walk("Where did Tomas K. Brell work in 1990?").context
    assert "Read 'Tomas K'" not in initial and "'Tomas K. Brell'" in initial.splitlines()[0]
    walk = mem.walk("What did Joaquin Milans del Rey lead in 1920?")
    assert walk.concept is not None and walk.concept.name == "Milans del Rey"


def test_he_after_a_fronted_time_phrase_without_a_comma_is_the_person():
    found = _read(
        "Tomas Reyes: Tomas Reyes is a footballer .",
        "Later career: After an impressive five-year spell he transferred to Bolton Wanderers . "
        "From 2003 until his death he was married to Lisa Wede .",
    )
    assert ("Tomas Reyes", "TRANSFERRED_TO", "Bolton Wanderers") in found
    assert any(source == "Tomas Reyes" and target == "Lisa Wede" for source, _, target in found)


def test_he_is_no_name_of_its_own_sentence_and_a_heading_said_again_is_no_subject():
    found = _read(
        "Tomas Reyes: Tomas Reyes is a footballer .", "Halden Rovers: He started with Halden Rovers in 1973 ."
    )
    assert any(source == "Tomas Reyes" and target == "Halden Rovers" for source, _, target in found)
    assert not any(source == target for source, _, target in found)


def test_initials_written_together_close_or_open_a_name(tmp_path):
    assert names_in("Saltby Rope Works F.C. was renamed Orrow Athletic in 1902.", {}) == [
        "Saltby Rope Works F.C.",
        "Orrow Athletic",
    ]
    assert names_in("W.G. Grace played for Gloucestershire.", {})[0] == "W.G. Grace"
    memory = Memory.open(tmp_path / "m", namespace="t")
    memory.ingest("Saltby Rope Works F.C. was renamed Orrow Athletic in 1902.", at="2024-01-01")
    walk = memory.walk("what was Orrow Athletic called in 1899?")
    assert not walk.dead_end and "Saltby Rope Works F.C." in walk.context
    assert memory.concept("Saltby Rope Works F.C.", as_of="1900").name == "Saltby Rope Works F.C."  # renamed since


def test_an_ampersand_joins_one_name(tmp_path):
    assert names_in("He joined Procter & Gamble in 1990.", {}) == ["Procter & Gamble"]
    memory = Memory.open(tmp_path / "m", namespace="t")
    memory.ingest("Ada Whitby took charge of Brindley & Hatherby United on 1 July 1931.", at="2024-01-01")
    walk = memory.walk("who managed Brindley & Hatherby United in 1932?")
    first = next(line for line in walk.context.splitlines() if line.startswith("- "))
    assert "Ada Whitby" in first and "Brindley & Hatherby United" in first


def test_a_campus_and_a_particle_stay_in_one_name():
    read = _read(
        "Vera Holt worked for the University of Tarnby at Orsk Hill from 1990 to 1995.",
        "In 1996 Ana Roe joined the Advisory Assembly of Milo de Rivas.",
    )
    assert ("Vera Holt", "WORKED_FOR", "University of Tarnby at Orsk Hill") in read
    assert ("Ana Roe", "JOINED", "Advisory Assembly of Milo de Rivas") in read


def test_at_goes_on_only_with_a_campus():
    assert compounds("He joined the Ministry of Finance at Oslo in 1990.") == [(14, 33, "Ministry of Finance")]
    assert compounds("She lectured at the University of Tarnby at Christmas.") == [(20, 40, "University of Tarnby")]
    assert compounds("She met Bo at the University of Tarnby at Orsk's invitation.")[0][2] == "University of Tarnby"
    assert compounds("He worked for Amtrak and Orsk Pacific Railroad.") == []


def test_a_line_named_after_the_places_it_joins_is_one_name():
    found = [name for _, _, name in compounds("Vera Holt worked for the Atchison, Topeka and Santa Fe Railway.")]
    assert found == ["Atchison, Topeka and Santa Fe Railway"]  # "the" says one line
    found = [name for _, _, name in compounds("The operator was London and North Eastern Railway from 1923.")]
    assert found == ["London and North Eastern Railway"]  # London: a place WordNet knows
    assert compounds("He worked for Siemens and Great Western Railway in 1990.") == []  # two of their own
    assert compounds("She joined the Midland Railway and North Eastern Railway.") == []
