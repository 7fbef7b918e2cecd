""" "Who came before / after X" in a role, when the organisation was renamed (or renamed back) in between."""

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    memory.add_concepts(
        [{"name": "Orvel Choir"}, {"name": "Orvel State Choir"}]
        + [{"name": person} for person in ("Ada Venn", "Bo Carrick", "Cy Marten", "Dee Olsson")]
    )
    for choir, person, start, end in [
        ("Orvel Choir", "Ada Venn", "1920", "1939"),
        ("Orvel State Choir", "Bo Carrick", "1940", "1969"),
        ("Orvel State Choir", "Cy Marten", "1970", "1989"),
        ("Orvel Choir", "Dee Olsson", "1990", None),
    ]:
        memory.relate(choir, "DIRECTED_BY", person, valid_from=start, valid_to=end)
    memory.supersede("Orvel Choir", "Orvel State Choir", at="1940")  # renamed,
    memory.supersede("Orvel State Choir", "Orvel Choir", at="1990")  # and renamed back
    yield memory
    memory.close()


@pytest.mark.parametrize(
    ("question", "holder", "root"),
    [
        ("who came before Dee Olsson?", "Cy Marten", "Orvel State Choir"),  # not Ada Venn, the old name's last
        ("who preceded Bo Carrick?", "Ada Venn", "Orvel Choir"),
        ("who succeeded Ada Venn?", "Bo Carrick", "Orvel State Choir"),  # not Dee Olsson, the name's next
        ("who came after Cy Marten?", "Dee Olsson", "Orvel Choir"),
    ],
)
def test_the_holder_before_or_after_follows_the_organisation_across_its_names(mem, question, holder, root):
    walk = mem.walk(question)
    assert walk.concept is not None and walk.concept.name == root  # the name the choir had then
    current = walk.context.split("Current facts", 1)[1].splitlines()[1]
    assert current.startswith(f"- {root} directed by {holder} (")
    assert "no other DIRECTED_BY" not in walk.context


@pytest.fixture
def one_each(tmp_path):
    """Each name had a single holder: no seat at either name alone, one across the rename."""
    memory = Memory.open(tmp_path / "one", embedder=None)
    memory.add_concepts([{"name": name} for name in ("Alder Works", "Cedar Group", "Pia Moss", "Rory Vance")])
    memory.relate("Alder Works", "LED_BY", "Pia Moss", valid_from="1990", valid_to="2004")
    memory.supersede("Alder Works", "Cedar Group", at="2005")
    memory.relate("Cedar Group", "LED_BY", "Rory Vance", valid_from="2005")
    yield memory
    memory.close()


@pytest.mark.parametrize(
    ("question", "holder", "root"),
    [
        ("who came after Pia Moss?", "Rory Vance", "Cedar Group"),
        ("who succeeded Pia Moss?", "Rory Vance", "Cedar Group"),
        ("who came before Rory Vance?", "Pia Moss", "Alder Works"),
    ],
)
def test_a_seat_held_once_under_each_name_is_one_seat(one_each, question, holder, root):
    walk = one_each.walk(question)
    assert walk.context.startswith("Read as of ")  # read as a succession, not a walk of the person
    assert walk.concept is not None and walk.concept.name == root
    current = walk.context.split("Current facts", 1)[1].splitlines()[1]
    assert current.startswith(f"- {root} led by {holder} (")
