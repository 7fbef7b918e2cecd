"""Names a question says otherwise than the memory holds them: with a bracket that completes the held name, and
with a form word after a club's name when the only longer held name beginning with it is no proper name."""

from __future__ import annotations

from c0lab import Memory


def test_a_name_with_a_bracket_is_read_as_the_held_name_its_words_complete(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": "Amber Lantern Egg"}, {"name": "Iva Marten"}])
        mem.relate("Amber Lantern Egg", "OWNED_BY", "Iva Marten", valid_from="1940-01-01")
        walk = mem.walk("Who was the owner of Amber Lantern (Halden egg) in 1950?")
        assert walk.concept is not None and walk.concept.name == "Amber Lantern Egg", walk.context
        assert "Read 'Amber Lantern (Halden egg)' as 'Amber Lantern Egg'" in walk.context
        other = mem.walk("Who was the owner of Amber Lantern (Halden vase) in 1950?")  # no held name so made
        assert other.dead_end and "Amber Lantern Egg" not in other.context.splitlines()[0].split("Did you mean")[0]


def test_a_longer_held_name_with_common_nouns_does_not_stop_a_short_reading(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Varnholm", "Varnholm home kit", "Edda Lunde")])
        mem.relate("Varnholm", "COACHED_BY", "Edda Lunde", valid_from="2015-01-01")
        walk = mem.walk("Who coached the team Varnholm S.K. in 2016?")
        assert walk.concept is not None and walk.concept.name == "Varnholm", walk.context
        assert walk.context.startswith("Read 'Varnholm S.K.' as 'Varnholm', the one name in memory it contains.")
        mem.add_concept("Varnholm Rangers")  # a proper name that shares the word: the short reading is unsure
        assert not mem.walk("Who coached the team Varnholm S.K. in 2016?").context.startswith("Read ")
