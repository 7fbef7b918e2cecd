"""The walk reads the question: reverse and multi-hop paths, time from events, abstention, names no longer valid.

Every world here is written through the public API, in phrasings no fixture uses.
"""

import pytest

from c0lab import Memory


@pytest.fixture
def world(tmp_path):
    mem = Memory.open(tmp_path / "memory", embedder=None)
    mem.add_concepts(
        [
            {"name": "Heronsgate Array", "description": "A radio telescope array project."},
            {"name": "Quarrel Foundation", "description": "A charitable foundation."},
            {"name": "Saltmarsh", "description": "A coastal town."},
            {"name": "Pelican SDK", "description": "A software toolkit for telescopes."},
            {"name": "Ember Licence", "description": "A permissive licence."},
            {"name": "Wren Ollick", "description": "An astronomer."},
            {"name": "Ada Strand", "description": "An engineer."},
            {"name": "Kestrel Works", "description": "A workshop."},
            {"name": "Dunmore", "description": "An inland town."},
        ]
    )
    mem.relate("Heronsgate Array", "RUN_BY", "Quarrel Foundation")
    mem.relate("Quarrel Foundation", "BASED_IN", "Saltmarsh")
    mem.relate("Heronsgate Array", "SHIPS", "Pelican SDK")
    mem.relate("Pelican SDK", "LICENSED_AS", "Ember Licence")
    mem.relate("Heronsgate Array", "LED_BY", "Wren Ollick", valid_from="2018-01-01", valid_to="2022-06-01")
    mem.relate("Heronsgate Array", "LED_BY", "Ada Strand", valid_from="2022-06-01")
    mem.relate("Kestrel Works", "BASED_IN", "Dunmore")
    mem.relate("Pelican SDK", "BUILT_WITH", "Kestrel Works")
    yield mem
    mem.close()


def _first_fact(walk):
    return next(line for line in walk.context.splitlines() if line.startswith("- "))


def test_reverse_one_hop_finds_the_subject_that_points_at_the_named_entity(world):
    walk = world.walk("Which project is run by the Quarrel Foundation?")
    assert walk.concept.name == "Quarrel Foundation"
    assert _first_fact(walk) == "- Heronsgate Array run by Quarrel Foundation"
    assert walk.reached[0] == "Heronsgate Array"


def test_reverse_two_hops(world):
    walk = world.walk("Which project ships a toolkit released under the Ember Licence?")
    facts = [line for line in walk.context.splitlines() if line.startswith("- ")]
    assert facts[:2] == ["- Pelican SDK licensed as Ember Licence", "- Heronsgate Array ships Pelican SDK"]
    assert walk.reached[:2] == ["Pelican SDK", "Heronsgate Array"]


def test_three_hops_put_the_whole_path_first(world):
    walk = world.walk("In which town is the organisation that runs the project shipping Pelican SDK based?")
    facts = [line for line in walk.context.splitlines() if line.startswith("- ")]
    assert facts[:3] == [
        "- Heronsgate Array ships Pelican SDK",
        "- Heronsgate Array run by Quarrel Foundation",
        "- Quarrel Foundation based in Saltmarsh",
    ]
    assert walk.reached[:3] == ["Heronsgate Array", "Quarrel Foundation", "Saltmarsh"]
    assert (
        "Saltmarsh"
        not in world.walk(
            "In which town is the organisation that runs the project shipping Pelican SDK based?", depth=2
        ).reached[:3]
    )


def test_both_directions_list_each_fact_once(world):
    walk = world.walk("Heronsgate Array", direction="both", depth=3)
    lines = [fact.line() for fact in walk.facts]
    assert len(lines) == len(set(lines)) and "- Heronsgate Array ships Pelican SDK" in lines


def test_neighbours_and_the_walk_share_one_traversal(world):
    near = world.neighbours("Pelican SDK", depth=2)
    assert sorted(near["name"]) == sorted(
        {
            "Heronsgate Array",
            "Ember Licence",
            "Kestrel Works",
            "Quarrel Foundation",
            "Wren Ollick",
            "Ada Strand",
            "Dunmore",
        }
        - {"Wren Ollick"}
    )


def test_before_an_event_reads_the_date_from_the_relation(world):
    walk = world.walk("Who led Heronsgate Array before Ada Strand took over?")
    assert walk.as_of == world.walk("x", as_of="2022-05-31 23:59:59.999999").as_of
    assert (
        "Read as of the end of 2022-05: " in walk.event
        and "from 2022-06-01)" in walk.event
        and walk.context.splitlines()[0] == walk.event
    )
    current = walk.context.partition("No longer true:")[0].split("\n", 1)[1]
    assert "Heronsgate Array led by Wren Ollick" in current and "Ada Strand" not in current
    after = world.walk("Who leads Heronsgate Array since Ada Strand joined?")
    assert "Heronsgate Array led by Ada Strand" in after.context.partition("No longer true:")[0]


def test_an_asked_relation_nobody_holds_is_said_first(world):
    walk = world.walk("Who funds Heronsgate Array?")
    assert walk.context.splitlines()[0] == "Nothing in memory about who funds Heronsgate Array."
    assert not walk.dead_end and "run by" in walk.context
    assert not world.walk("Who leads Heronsgate Array?").context.startswith("Nothing")


def test_a_date_before_everything_known_is_said(world):
    world.add_concept("Gull Survey", "A bird survey.", valid_from="2021-01-01")
    walk = world.walk("Who ran the Gull Survey in 2015?")
    assert walk.context.startswith("Nothing in memory about Gull Survey as of 2015")


@pytest.mark.parametrize(
    "question",
    [
        "who runs the zorvexa array?",
        "Who runs the Zorvexa array?",
        "which town is zorvexa based in?",
        "Which town is Blenthar Plimsk based in?",
    ],
)
def test_unknown_names_in_any_case_or_word_count_are_dead_ends(world, question):
    walk = world.walk(question)
    assert walk.dead_end and walk.context.startswith("Nothing in memory is named '")
    assert "zorvexa" in walk.context.lower() or "Blenthar Plimsk" in walk.context


def test_a_name_no_longer_valid_resolves_marked_with_its_successor(world):
    world.add_concept("Papers Index", "A site listing papers with code.")
    world.relate("Papers Index", "RUN_BY", "Quarrel Foundation")
    world.invalidate("Papers Index", reason="site shut down", at="2025-07-24")
    walk = world.walk("What is Papers Index?")
    assert not walk.dead_end and walk.concept.name == "Papers Index"
    assert walk.context.splitlines()[0].startswith("Papers Index [invalidated 2025-07-24: site shut down]")
    world.add_concept("Crane SDK", "The successor toolkit.")
    world.supersede("Pelican SDK", "Crane SDK", at="2024-09-01")
    happened = world.walk("what happened to Pelican SDK?")
    assert happened.context.splitlines()[0].startswith("Pelican SDK [superseded 2024-09-01 by Crane SDK]")
    assert "Succeeded by Crane SDK" in happened.context
    assert "Crane SDK superseded Pelican SDK on 2024-09-01" in happened.context


def test_an_additive_patch_is_not_called_superseding_and_empty_headings_are_dropped(world):
    world.add_patch("Saltmarsh", "It has a harbour.")
    context = world.walk("Saltmarsh", depth=0).context
    assert "[superseded" not in context and "patch: It has a harbour." in context
    assert not any(line.endswith(":") and line == context.splitlines()[-1] for line in context.splitlines())
    world.add_patch("Dunmore", "Actually, it is a coastal town.")
    first = world.walk("Dunmore", depth=0).context.splitlines()[0]
    assert first.startswith("Dunmore: ") and first.endswith(": Actually, it is a coastal town.]")
    assert "[corrected 20" in first


def test_the_lexicon_comes_from_the_memorys_own_types(world):
    table = world.relation_lexicon().frame().set_index("relation")
    assert set(table.index) == {"RUN_BY", "BASED_IN", "SHIPS", "LICENSED_AS", "LED_BY", "BUILT_WITH"}
    assert "head" in table.loc["LED_BY", "stems"] and "headquart" in table.loc["BASED_IN", "stems"]
    assert world.relation_lexicon().asked("who is in charge of it") == {"LED_BY"}


def test_an_event_clause_naming_the_new_value_reads_the_relations_start(world):
    world.add_concept("Brackwater", "A river town.")
    world.relate("Quarrel Foundation", "BASED_IN", "Brackwater", valid_from="2023-03-01")
    walk = world.walk("Where was the Quarrel Foundation based before it moved to Brackwater?")
    assert "from 2023-03-01)" in walk.event and walk.as_of.strftime("%Y-%m-%d") == "2023-02-28"
    current = walk.context.partition("Current facts")[2]
    assert "Quarrel Foundation based in Saltmarsh" in current and "Brackwater" not in current


def test_ordinary_words_and_numbers_the_memory_lacks_are_not_unknown_names(world):
    walk = world.walk("who runs Heronsgate Array nowadays, per 2x7?")
    assert not walk.dead_end and walk.concept.name == "Heronsgate Array"


def test_a_search_for_a_name_no_longer_valid_lists_it_first_marked(world):
    world.add_concept("Crane SDK", "The successor toolkit.")
    world.supersede("Pelican SDK", "Crane SDK", at="2024-09-01")
    found = world.search("Pelican SDK")
    first = found.iloc[0]
    assert first["name"] == "Pelican SDK" and first["found_by"] == "exact (no longer valid)"
    assert first["note"] == "superseded 2024-09-01 by Crane SDK" and "Crane SDK" in set(found["name"])
    assert world.search("Pelican SDK", as_of="2023-01-01").iloc[0]["note"] == ""


def test_a_patch_restating_the_description_otherwise_marks_it_superseded(world):
    world.add_concept("Loom", "Loom develops a weather forecasting system.")
    world.add_patch("Loom", "Loom develops a tide forecasting system.")
    context = world.walk("Loom", depth=0).context
    first = context.splitlines()[0]
    assert first.startswith("Loom develops a weather forecasting system. [corrected 20")  # it names itself
    assert first.endswith(": Loom develops a tide forecasting system.]") and "patch" not in context  # not said twice


def test_a_date_before_the_asked_relation_began_is_said(world):
    walk = world.walk("Who led Heronsgate Array in 2010?")
    first = walk.context.splitlines()[0]
    assert first.startswith("Nothing in memory about who led Heronsgate Array as of 2010 (year).")
    assert "Wren Ollick" not in walk.context


def test_the_embedder_places_a_type_no_sense_names_by_its_words():
    from c0lab.retrieval.lexicon import SENSES, RelationLexicon

    anchors = {" ".join(words.split()[:4]): index for index, words in enumerate(SENSES.values())}

    def embed(texts):
        import numpy as np

        vectors = np.zeros((len(texts), len(anchors)))
        for row, text in enumerate(texts):
            vectors[row, anchors.get(text, list(SENSES).index("fund"))] = 1.0  # "glorbed": in no table nor WordNet
        return vectors

    assert RelationLexicon.build(["GLORBED_BY"]).asked("who funds it") == set()
    lexicon = RelationLexicon.build(["GLORBED_BY"], embed=embed)
    assert lexicon.senses["GLORBED_BY"] == {"fund"} and lexicon.asked("who funds it") == {"GLORBED_BY"}


def test_an_unknown_proper_name_beside_a_known_one_is_still_a_dead_end(world):
    walk = world.walk("Does the Quarrel Foundation fund Zorvexa Array?")
    assert walk.dead_end and "'Zorvexa Array'" in walk.context


@pytest.mark.parametrize("asked", ["who ruled Vellmar in Jan, 1908?", "who ruled Vellmar after 1650?"])
def test_an_asked_relation_that_had_ended_by_the_time_asked_is_said_first(tmp_path, asked):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": "Vellmar"}, {"name": "Osric Venn"}, {"name": "Pell Forge"}])
        mem.relate("Vellmar", "RULED_BY", "Osric Venn", valid_from="1610", valid_to="1650")
        mem.relate("Pell Forge", "BASED_IN", "Vellmar", valid_from="1902")
        walk = mem.walk(asked)
        said = ("as of", "after 1650 (year)")  # "after 1650" reads the time from 1651 on, and says so
        assert walk.context.startswith(tuple(f"Nothing in memory about who ruled Vellmar {then}" for then in said))
        assert walk.abstains
        assert "[ended 1650] Vellmar ruled by Osric Venn (from 1610)" in walk.context  # still shown, dated
        assert not mem.walk("who ruled Vellmar in 1620?").abstains
        assert mem.walk("who ruled Vellmar in 1500?").abstains.startswith("Nothing in memory about who ruled")


@pytest.mark.parametrize(
    "asked",
    [
        "who ruled Vellmar when Hugo Marchetti directed the Dunmoor Observatory?",
        "who ruled Vellmar when Hugo Marchetti became director?",
    ],
)
def test_an_event_clause_stating_a_fact_of_others_reads_that_facts_time(tmp_path, asked):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": n} for n in ("Vellmar", "Sabeth", "Osric", "Hugo", "Dunmoor Observatory")])
        mem.add_concept("Hugo Marchetti", force=True)
        mem.relate("Vellmar", "RULED_BY", "Sabeth", valid_from="1543", valid_to="1610")
        mem.relate("Vellmar", "RULED_BY", "Osric", valid_from="1610")
        mem.relate("Dunmoor Observatory", "DIRECTED_BY", "Hugo Marchetti", valid_from="1580", valid_to="1620")
        mem.relate("Dunmoor Observatory", "DIRECTED_BY", "Hugo", valid_from="1630")
        walk = mem.walk(asked)
        assert walk.event.startswith("Read as of 1580-01-01") and "directed by Hugo Marchetti" in walk.event
        assert walk.facts[0].object == "Sabeth"


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("who preceded Osric?", "Sabeth"),
        ("who succeeded Sabeth?", "Osric"),
        ("who followed Aldric?", "Sabeth"),
        ("who came before Osric?", "Sabeth"),  # a bare before/after a name: who held what they held
        ("who was ruler after Aldric?", "Sabeth"),
    ],
)
def test_who_preceded_or_succeeded_someone_reads_what_they_held(tmp_path, asked, answer):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": n} for n in ("Vellmar", "Aldric", "Sabeth", "Osric", "Pell Forge")])
        mem.relate("Vellmar", "RULED_BY", "Aldric", valid_from="1066", valid_to="1098")
        mem.relate("Vellmar", "RULED_BY", "Sabeth", valid_from="1543", valid_to="1610")
        mem.relate("Vellmar", "RULED_BY", "Osric", valid_from="1610")
        mem.relate("Pell Forge", "BASED_IN", "Vellmar", valid_from="1902")
        walk = mem.walk(asked)
        assert walk.concept.name == "Vellmar" and walk.event.startswith("Read as of")
        assert [fact.object for fact in walk.facts if fact.status == "current"][:1] == [answer]


def test_a_year_inside_a_name_the_memory_holds_is_no_date(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": "Project 2000"}, {"name": "Ines Dahl"}, {"name": "Ola Berg"}])
        mem.relate("Project 2000", "FUNDED_BY", "Ines Dahl", valid_from="2015", valid_to="2021")
        mem.relate("Project 2000", "FUNDED_BY", "Ola Berg", valid_from="2021")
        walk = mem.walk("who funds Project 2000?")
        assert walk.read == "" and walk.facts[0].object == "Ola Berg"
        assert mem.walk("who funded Project 2000 in 2016?").facts[0].object == "Ines Dahl"
        mem.add_concept("2016", "A year the memory holds as a value.")  # a name that is a date is still read
        assert mem.walk("who funded Project 2000 in 2016?").facts[0].object == "Ines Dahl"


def test_a_when_question_answered_by_a_fact_between_its_names_does_not_say_nothing(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": "Petra Lind"}, {"name": "Halvor Lab"}])
        mem.relate("Petra Lind", "MEMBER_OF", "Halvor Lab", valid_from="2017")
        walk = mem.walk("when did Petra Lind join Halvor Lab?")
        assert walk.context.startswith("Dates held: Petra Lind member of Halvor Lab (since 2017)")
        assert not walk.abstains


def test_before_a_name_with_two_roles_reads_that_names_time_and_the_rewritten_question_reads_well(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": n} for n in ("Vellmar", "Aldric", "Sabeth", "Osric", "Vale Guild")])
        mem.relate("Vellmar", "RULED_BY", "Aldric", valid_from="1066", valid_to="1098")
        mem.relate("Vellmar", "RULED_BY", "Sabeth", valid_from="1543", valid_to="1610")
        mem.relate("Vellmar", "RULED_BY", "Osric", valid_from="1610")
        mem.relate("Vale Guild", "LED_BY", "Osric", valid_from="1615")  # two roles: no one succession
        walk = mem.walk("who came before Osric?")
        assert walk.event.startswith("Read as of the end of 1609")  # still read as before Osric's time
        assert mem.walk("who came before Aldric?").abstains.startswith("Nothing in memory about who ruled Vellmar")
