"""A career told with several verbs is one seat: the stint "after X" or "before X" is the next or previous
stint of any type of X's sense (joined, signed with, traded to …), not only of X's own type."""

from c0lab import Memory


def _fact_lines(context):
    return [line for line in context.splitlines() if line.startswith("- ")]


def _career(mem):
    mem.add_concepts([{"name": name} for name in ["Tom Reyes", "Bay Hawks", "Elk City", "Lake Rovers"]])
    mem.relate("Tom Reyes", "SPENT_WITH", "Bay Hawks", valid_from="1992", valid_to="1996")
    mem.relate("Tom Reyes", "SIGNED_WITH", "Elk City", valid_from="1996", valid_to="1999")
    mem.relate("Tom Reyes", "SPENT_WITH", "Lake Rovers", valid_from="2001", valid_to="2003")


def test_after_x_reads_the_next_stint_of_another_verb(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        _career(mem)
        walk = mem.walk("Which team did Tom Reyes play for after Bay Hawks?")
    assert "Elk City" in _fact_lines(walk.context)[0]


def test_before_x_reads_the_previous_stint_of_another_verb(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        _career(mem)
        walk = mem.walk("Which team did Tom Reyes play for before Lake Rovers?")
    assert "Elk City" in _fact_lines(walk.context)[0]


def test_a_named_slot_is_no_step_of_a_told_career(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ["Sea Lark", "Ann Pike", "Bo Hale", "Cy Roe"]])
        mem.relate("Sea Lark", "OWNED", "Ann Pike", valid_from="1900", valid_to="1920")
        mem.relate("Sea Lark", "OWNER", "Bo Hale", valid_from="1920", valid_to="1940")
        mem.relate("Sea Lark", "OWNED", "Cy Roe", valid_from="1940")
        walk = mem.walk("Who owned Sea Lark after Ann Pike?")
    assert "the next from 1940" in walk.event


def _told_two_ways(mem):
    mem.ingest(
        "Koa Lind played for Elk City from 2004 to 2007. From 2008 to 2010, the player Koa Lind belonged to "
        "Bay Hawks. Koa Lind played for Lake Rovers from 2010 to 2012."
    )


def test_the_question_s_own_verb_is_a_step_of_a_told_career(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        _told_two_ways(mem)
        after = mem.walk("Which team did the player Koa Lind belong to after Elk City?")
        before = mem.walk("Which team did the player Koa Lind belong to before Lake Rovers?")
    assert "Bay Hawks" in _fact_lines(after.context)[0]
    assert "Bay Hawks" in _fact_lines(before.context)[0]


def test_a_told_verb_of_another_sense_the_question_does_not_say_is_no_step(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest(
            "Koa Lind played for Elk City from 2004 to 2007. From 2008 to 2010, Koa Lind studied at Tarn College. "
            "Koa Lind played for Lake Rovers from 2010 to 2012."
        )
        walk = mem.walk("Which team did Koa Lind play for after Elk City?")
    assert "Lake Rovers" in _fact_lines(walk.context)[0]
