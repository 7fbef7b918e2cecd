"""A question naming a relation and a time but no concept: the facts of that relation then, per object."""

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    memory.add_concepts(
        [
            {"name": "Wexmoor Symphony", "description": "The city's orchestra."},
            {"name": "Wexmoor State Symphony", "description": "The city's orchestra after the 1950 merger."},
            {"name": "Tallow Sinfonietta", "description": "A small ensemble by the docks."},
            {"name": "Ivo Brandl", "description": "A conductor of the old school."},
            {"name": "Rhea Kask", "description": "Trained in Tartu."},
            {"name": "Oskar Lind", "description": "Trained in Uppsala."},
            {"name": "Nell Fenwick", "description": "Trained in Leeds."},
            {"name": "Bram Tuli", "description": "Trained in Ghent."},
        ]
    )
    for orchestra, person, start, end in [
        ("Wexmoor Symphony", "Ivo Brandl", "1921", "1934"),
        ("Wexmoor Symphony", "Rhea Kask", "1935", "1949"),
        ("Tallow Sinfonietta", "Oskar Lind", "1930", "1947"),
        ("Wexmoor State Symphony", "Nell Fenwick", "1950", "1962"),
        ("Tallow Sinfonietta", "Bram Tuli", "1948", None),
    ]:
        memory.relate(orchestra, "CONDUCTED_BY", person, valid_from=start, valid_to=end)
    memory.supersede("Wexmoor Symphony", "Wexmoor State Symphony", at="1950")
    yield memory
    memory.close()


@pytest.mark.parametrize(
    "question",
    [
        "who was the principal conductor in 1940?",
        "in 1940 who conducted?",
        "name the principal conductor as of 1940",
        "which conductor led in spring 1940?",
        "who were the conductors during 1940?",
    ],
)
def test_a_question_naming_no_concept_opens_with_that_relation_then_per_object(mem, question):
    walk = mem.walk(question)
    lines = walk.context.splitlines()
    assert lines[0].startswith("Read as: ") and "CONDUCTED_BY" in lines[0] and "1940" in lines[0]
    assert lines[0].endswith("no concept named; for each of Wexmoor Symphony, Tallow Sinfonietta.") or lines[
        0
    ].endswith("no concept named; for each of Tallow Sinfonietta, Wexmoor Symphony.")
    current = lines[2:4]  # the heading, then each object's conductor then, with its edges
    assert sorted(current) == [
        "- Tallow Sinfonietta conducted by Oskar Lind (1930–1947)",
        "- Wexmoor Symphony conducted by Rhea Kask (1935–1949)",
    ]
    # then what ended before it, per object; the concept whose description says "conductor" is no root
    assert "No longer true:\n- [ended 1934] Wexmoor Symphony conducted by Ivo Brandl (from 1921)" in walk.context
    assert walk.concept is None and not walk.dead_end
    assert repr(walk).startswith(f"walk {question!r} → no concept named (")  # not "nothing at that time"
    assert "no concept named" in walk._repr_html_() and "no concept named" in walk._repr_markdown_()


def test_the_one_before_follows_the_object_across_its_names(mem):
    context = mem.walk("who was the conductor in 1955?").context
    assert "- Wexmoor State Symphony conducted by Nell Fenwick (1950–1962)" in context
    before = "[ended 1949] Wexmoor Symphony [superseded 1950-01-01 by Wexmoor State Symphony] conducted by"
    assert f"{before} Rhea Kask (from 1935)" in context  # the renamed orchestra's last, not another's


def test_nothing_held_then_is_a_dead_end_that_says_when_it_was(mem):
    walk = mem.walk("who was the principal conductor in 1900?")
    assert walk.dead_end
    assert walk.context == (
        "Nothing in memory about who held CONDUCTED_BY as of 1900 (year); no concept named. "
        "It holds CONDUCTED_BY from 1921 on."
    )
    assert "who was the principal conductor in 1900?" in set(mem.dead_ends()["query"])


def test_a_question_naming_a_concept_walks_it(mem):
    walk = mem.walk("who conducted the Tallow Sinfonietta in 1940?")
    assert walk.concept is not None and walk.concept.name == "Tallow Sinfonietta"
    assert not walk.context.startswith("Read as: ")


def test_the_question_s_other_words_put_their_holder_first(tmp_path):
    with Memory.open(tmp_path / "clubs", embedder=None) as mem:
        mem.add_concepts(
            [
                {"name": "Kiln Rovers"},
                {"name": "Harl Athletic"},
                {"name": "Tam Oyelaran", "description": "A goalkeeper from Derby."},
                {"name": "Lio Marsh", "description": "A striker from Hull."},
            ]
        )
        mem.relate("Tam Oyelaran", "PLAYS_FOR", "Kiln Rovers", valid_from="2001", valid_to="2006")
        mem.relate("Lio Marsh", "PLAYS_FOR", "Harl Athletic", valid_from="2002", valid_to="2004")
        context = mem.walk("which club did the striker play for in 2003?").context
        first, heading, answer = context.splitlines()[:3]
        assert first.startswith("Read as: the PLAYS_FOR held as of 2003 (year); no concept named")
        assert answer == "- Lio Marsh plays for Harl Athletic (2002–2004)"


def test_with_no_relation_of_it_the_texts_of_that_time_answer(tmp_path):
    with Memory.open(tmp_path / "notes", embedder=None) as mem:
        mem.add_concepts([{"name": "Pell Quartet"}, {"name": "Uma Sorel", "description": "A cellist."}])
        mem.relate("Uma Sorel", "MEMBER_OF", "Pell Quartet", valid_from="1950")
        for text in [
            "The quartet's first artistic director was Ezra Lunt, from 1921 to 1933.",
            "From 1934 to 1950 the artistic director was Ines Vey.",
        ]:
            mem.add_episode(text, at="2026-10-01")
        walk = mem.walk("who was the artistic director in 1940?")
        assert walk.context.splitlines() == [
            "Nothing in memory about who was the artistic director as of 1940 (year); no concept named.",
            "What the texts say of the time asked:",
            "- (1934 to 1950) From 1934 to 1950 the artistic director was Ines Vey.",
            "Said at other times:",
            "- [1921 to 1933] The quartet's first artistic director was Ezra Lunt, from 1921 to 1933.",
        ]
        assert walk.abstains == walk.context.splitlines()[0] and not walk.dead_end
        lost = mem.walk("who was the artistic director in 1900?")  # no text of that time: a dead end
        assert lost.dead_end and lost.context.startswith("Nothing in memory about who was the artistic director")


def test_a_capitalised_word_the_texts_hold_names_something(tmp_path):
    with Memory.open(tmp_path / "orgs", embedder=None) as mem:
        mem.add_concepts(
            [
                {"name": "Venn Society", "description": "Orlan is home to the society."},
                {"name": "Hask Works", "description": "A firm by the sea."},
                {"name": "Project Tilde"},
                {"name": "Project Ember"},
            ]
        )
        mem.relate("Venn Society", "RUNS", "Project Tilde")
        mem.relate("Hask Works", "RUNS", "Project Ember")
        walk = mem.walk("Which project is run by an organisation based in Orlan?")
        assert walk.concept is not None and walk.concept.name == "Venn Society"  # not every RUNS fact
        assert not walk.context.startswith("Read as: ")


def test_many_objects_list_the_first_and_count_the_rest(tmp_path):
    with Memory.open(tmp_path / "many", embedder=None) as mem:
        mem.add_concepts([{"name": f"Choir {letter}"} for letter in "ABCDEFGHIJKLMNO"])
        mem.add_concepts([{"name": f"Singer {letter}"} for letter in "ABCDEFGHIJKLMNO"])
        for letter in "ABCDEFGHIJKLMNO":
            mem.relate(f"Choir {letter}", "CONDUCTED_BY", f"Singer {letter}", valid_from="1930", valid_to="1950")
        context = mem.walk("who was the conductor in 1940?").context
        assert context.splitlines()[0].endswith(" and 3 more.")
        assert sum(line.startswith("- Choir ") for line in context.split("Related concepts:")[0].splitlines()) == 12


def test_no_time_asked_and_none_holds_now_lists_the_last_of_each(mem):
    mem.redate("Tallow Sinfonietta", "CONDUCTED_BY", "Bram Tuli", valid_from="1948", valid_to="1970")
    walk = mem.walk("who was the conductor?")
    lines = walk.context.splitlines()
    assert lines[0].startswith("Read as: who held CONDUCTED_BY as of ")
    assert lines[0].endswith("; none holds it now: the last of each.")
    assert "- [ended 1962] Wexmoor State Symphony conducted by Nell Fenwick (from 1950)" in lines
    assert "- [ended 1970] Tallow Sinfonietta conducted by Bram Tuli (from 1948)" in lines
    assert not walk.dead_end and "Ivo Brandl" not in walk.context


@pytest.mark.parametrize("as_of", ["1940-06-01", "1940-06-01T12:00"])
def test_a_given_as_of_is_the_time_asked(mem, as_of):
    walk = mem.walk("who was the conductor?", as_of=as_of)
    first = walk.context.splitlines()[0]
    assert first.startswith("Read as: who held CONDUCTED_BY as of 1940-06-01; no concept named")
    assert "- Wexmoor Symphony conducted by Rhea Kask (1935–1949)" in walk.context


def test_a_given_past_as_of_when_none_held_it_is_a_dead_end_not_the_last_of_each(mem):
    walk = mem.walk("who conducted?", as_of="1910-03-01")
    assert walk.dead_end and "the last of each" not in walk.context
    assert walk.context.startswith("Nothing in memory about who held CONDUCTED_BY as of 1910-03-01;")
