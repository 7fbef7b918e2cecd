"""Which facts answer a post asked: a word of running is answered by a leader; another post of the body is not."""

from c0lab import Memory


def test_a_word_of_running_is_answered_by_a_leader_said_otherwise(tmp_path):
    with Memory.open(tmp_path / "town", embedder=None) as memory:
        memory.add_concepts([{"name": "Harnmouth"}, {"name": "Elias Vogt"}])
        memory.relate("Elias Vogt", "MAYOR_OF", "Harnmouth", valid_from="1683", valid_to="1698")
        context = memory.walk("Who governed Harnmouth in 1690?").context
    assert not context.startswith("Nothing in memory")  # a mayor governs: the line below answers
    assert "Elias Vogt mayor of Harnmouth" in context


def test_another_post_of_the_same_body_does_not_answer_a_post_asked(tmp_path):
    with Memory.open(tmp_path / "uni", embedder=None) as memory:
        memory.add_concepts([{"name": "University of Velsbruck"}, {"name": "Konrad Albrecht"}])
        memory.relate("Konrad Albrecht", "RECTOR_OF", "University of Velsbruck", valid_from="1687", valid_to="1702")
        asked = memory.walk("Who was Chancellor of the University of Velsbruck in 1700?").context
        rector = memory.walk("Who was Rector of the University of Velsbruck in 1700?").context
    assert asked.startswith("Nothing in memory about who was Chancellor of the University of Velsbruck")
    assert not rector.startswith("Nothing in memory")


def test_a_verb_of_leading_names_no_post(tmp_path):
    with Memory.open(tmp_path / "lab", embedder=None) as memory:
        memory.add_concepts([{"name": "Project Tesorta"}, {"name": "Ana Velt"}])
        memory.relate("Ana Velt", "MANAGER_OF", "Project Tesorta", valid_from="2019")
        for question in ("Who leads Project Tesorta now?", "Who heads Project Tesorta now?"):
            assert not memory.walk(question).context.startswith("Nothing in memory"), question


def test_a_post_asked_is_answered_by_a_verb_of_leading(tmp_path):
    with Memory.open(tmp_path / "club", embedder=None) as memory:
        memory.add_concepts([{"name": "Ashmoor Athletic"}, {"name": "Tom Marsh"}, {"name": "Lord Hebden"}])
        memory.relate("Tom Marsh", "MANAGED", "Ashmoor Athletic", valid_from="1911", valid_to="1934")
        memory.relate("Lord Hebden", "CHAIRMAN_OF", "Ashmoor Athletic", valid_from="1920", valid_to="1935")
        context = memory.walk("Who was Ashmoor Athletic's manager in 1925?").context
    assert not context.startswith("Nothing in memory")  # "managed" names no post: it may be the manager's
    assert "Tom Marsh managed Ashmoor Athletic" in context
