""" "prior to X", "following X", "subsequent to X": the same event readings as "before X" and "after X"."""

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    memory.add_concepts([{"name": name} for name in ("Harrow Observatory", "Ada Quill", "Ben Osei", "Cora Lind")])
    memory.add_concepts([{"name": "Northfield Institute"}, {"name": "Delft Array"}])
    memory.relate("Harrow Observatory", "DIRECTED_BY", "Ada Quill", valid_from="1961", valid_to="1974")
    memory.relate("Harrow Observatory", "DIRECTED_BY", "Ben Osei", valid_from="1975", valid_to="1988")
    memory.relate("Harrow Observatory", "DIRECTED_BY", "Cora Lind", valid_from="1989")
    memory.relate("Ada Quill", "WORKED_AT", "Northfield Institute", valid_from="1950", valid_to="1960")
    memory.relate("Ada Quill", "WORKED_AT", "Delft Array", valid_from="1975", valid_to="1990")
    yield memory
    memory.close()


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("where did Ada Quill work prior to the Harrow Observatory?", "Ada Quill worked at Northfield Institute"),
        ("who directed the Harrow Observatory following Ada Quill?", "Harrow Observatory directed by Ben Osei"),
        ("who directed the Harrow Observatory subsequent to Ben Osei?", "Harrow Observatory directed by Cora Lind"),
    ],
)
def test_other_words_for_before_and_after_read_the_event(mem, question, first):
    walk = mem.walk(question)
    assert walk.event.startswith("Read as of ")
    current = walk.context.split("Current facts", 1)[1].splitlines()[1]
    assert current.startswith(f"- {first} (")
