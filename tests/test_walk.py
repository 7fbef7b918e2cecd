"""walk(): resolution, traversal in time, the marked context, the budget, dead ends."""

import pytest

from c0lab import InvalidInputError, Memory

from .embedders import BagOfWordsEmbedder

pytestmark = pytest.mark.vector  # these tests search with vectors (Chroma)


@pytest.fixture
def zephyr(tmp_path):
    mem = Memory.open(tmp_path / "memory", embedder=BagOfWordsEmbedder())
    mem.add_concepts(
        [
            {"name": "Project Zephyr", "description": "An internal search engine."},
            {"name": "Mara Quill", "description": "A research engineer."},
            {"name": "Tomas Vey", "description": "An engineering manager."},
            {"name": "hybrid search", "description": "Keyword and vector retrieval."},
            {"name": "rank fusion", "description": "Merges ranked lists."},
            {"name": "wire format v1", "description": "JSON lines."},
            {"name": "wire format v2", "description": "Length-prefixed protobuf."},
            {"name": "Berlin office"},
        ]
    )
    mem.relate("Project Zephyr", "LED_BY", "Mara Quill", valid_from="2019-01-01", valid_to="2022-03-01")
    mem.relate("Project Zephyr", "LED_BY", "Tomas Vey", valid_from="2022-03-01")
    mem.relate("Project Zephyr", "USES", "hybrid search")
    mem.relate("hybrid search", "USES", "rank fusion")
    mem.relate("Project Zephyr", "SPEAKS", "wire format v1")
    mem.relate("Project Zephyr", "SPEAKS", "wire format v2", valid_from="2023-05-01")
    mem.relate("Project Zephyr", "BASED_IN", "Berlin office")
    mem.supersede("wire format v1", "wire format v2", at="2023-05-01")
    mem.invalidate("Berlin office", reason="office closed", at="2024-01-01")
    mem.add_patch("Project Zephyr", "Its index is rebuilt nightly.")
    yield mem
    mem.close()


def test_a_walk_puts_current_facts_first_and_marks_the_rest(zephyr):
    walk = zephyr.walk("who leads Project Zephyr")
    assert walk.concept.name == "Project Zephyr" and not walk.dead_end
    context = walk.context
    current, _, past = context.partition("No longer true:")
    assert "Project Zephyr led by Tomas Vey (since 2022-03)" in current
    assert "Mara Quill" not in current and "wire format v1" not in current
    assert "[ended 2022-03-01] Project Zephyr led by Mara Quill" in past
    assert "[superseded 2023-05-01 by wire format v2] Project Zephyr speaks wire format v1" in past
    assert "[invalidated 2024-01-01: office closed] Project Zephyr based in Berlin office" in past
    assert "patch: Its index is rebuilt nightly." in context
    statuses = walk.facts_frame().set_index("object")["status"].to_dict()
    assert statuses["Tomas Vey"] == "current" and statuses["Mara Quill"] == "ended"
    assert statuses["wire format v1"] == "superseded" and statuses["Berlin office"] == "invalidated"


def test_a_walk_is_era_correct_for_a_date_in_the_question(zephyr):
    walk = zephyr.walk("who led Project Zephyr in 2020?")
    assert walk.as_of.year == 2020 and walk.topic == "who led Project Zephyr?"
    assert "Project Zephyr led by Mara Quill" in walk.context
    assert "Tomas Vey" not in walk.context and "wire format v2" not in walk.context
    assert "Berlin office" in walk.context.partition("No longer true:")[0]


def test_a_walk_as_known_at_an_earlier_time_omits_later_knowledge(zephyr):
    before = zephyr.last_change_at
    zephyr.relate("Project Zephyr", "FUNDED_BY", "Tomas Vey")
    assert "funded by" in zephyr.walk("Project Zephyr").context
    assert "funded by" not in zephyr.walk("Project Zephyr", known_at=before).context


def test_depth_bounds_the_traversal_and_direction_can_be_incoming(zephyr):
    assert "rank fusion" in zephyr.walk("Project Zephyr", depth=2).reached
    assert "rank fusion" not in zephyr.walk("Project Zephyr", depth=1).reached
    assert zephyr.walk("rank fusion", direction="out").reached == []
    assert "hybrid search" in zephyr.walk("rank fusion", direction="in").reached


def test_the_context_fits_the_token_budget(zephyr):
    full = zephyr.walk("Project Zephyr", budget_tokens=1000)
    short = zephyr.walk("Project Zephyr", budget_tokens=20)
    assert full.tokens <= 1000 and short.tokens <= 20
    assert sum(zephyr.count_tokens(line) + 1 for line in short.context.splitlines()) <= 20
    assert short.context and full.context.startswith(short.context)


def test_a_walk_that_finds_nothing_is_recorded_once_as_a_dead_end(zephyr):
    walk = zephyr.walk("xylophone quasar banana", context="cell 7")
    assert walk.dead_end and "Nothing in memory matches 'xylophone quasar banana'" in walk.context
    assert walk.concept is None
    zephyr.walk("Project Zephyr")  # a walk that finds something records nothing
    dead_ends = zephyr.dead_ends()
    assert dead_ends["query"].tolist() == ["xylophone quasar banana"]
    assert dead_ends["context"].tolist() == ["cell 7"] and dead_ends["namespace"].tolist() == ["default"]


def test_dead_ends_survive_a_torn_last_line(zephyr):
    zephyr.walk("xylophone quasar banana")
    log = zephyr.store.files.folder / "dead-ends.jsonl"
    with open(log, "a") as handle:
        handle.write('{"query": "half-writ')  # a crash in the middle of an append
    assert zephyr.dead_ends()["query"].tolist() == ["xylophone quasar banana"]
    assert zephyr.walk("zzyzx qwerty").dead_end
    assert zephyr.dead_ends()["query"].tolist() == ["xylophone quasar banana", "zzyzx qwerty"]


@pytest.mark.parametrize(
    "call",
    [
        lambda m: m.walk("x", depth=-1),
        lambda m: m.walk("x", budget_tokens=0),
        lambda m: m.walk("x", direction="up"),
        lambda m: m.walk("   "),
    ],
)
def test_bad_walk_arguments_are_one_line_errors(zephyr, call):
    with pytest.raises(InvalidInputError) as caught:
        call(zephyr)
    assert "\n" not in str(caught.value)


def test_the_description_gets_what_the_emitted_facts_leave_of_the_budget():
    """The budget plan stops where the context stops (at the first line that does not fit): room is not kept
    for a later section that is never shown (merge review)."""
    import pandas as pd

    from c0lab.retrieval.walk import Fact, render_context

    def words(text: str) -> int:
        return len(text.split())

    short = Fact("Kelmir", "LED_BY", "Mara", "current", pd.NaT, pd.NaT, 1)
    too_long = Fact("Kelmir", "USES", " ".join(["x"] * 70), "current", pd.NaT, pd.NaT, 1)
    ended = Fact("Kelmir", "LED_BY", "Tomas", "ended", pd.NaT, pd.NaT, 1)
    text, used = render_context(
        header=["Kelmir: " + " ".join(["word"] * 200)],
        facts=[short, too_long, ended],
        trail=[],
        about=[],
        as_of=0,
        budget_tokens=100,
        count_tokens=words,
    )
    assert text.endswith("- Kelmir led by Mara") and "Tomas" not in text
    assert used == 100  # the description is cut to what the shown facts leave, not for the unshown ended one


def test_a_fact_further_out_stays_around_when_its_start_is_marked_not_stated() -> None:
    """A fact further out (``around``) whose start was not stated, beside a dated one of its relation, is marked
    "[start not stated]" and still listed under "Around it", not among the asked time's facts: whether it is
    around is asked of the fact the walk gave, not of its marked copy (a new object, whose id may even be one
    the walk let go: the bench's contexts differed from run to run)."""
    import pandas as pd

    from c0lab.retrieval.walk import AROUND, Fact, render_context

    dated = Fact("Orla kit", "LICENCE", "Brenn licence", "current", pd.Timestamp("2015-01-01"), pd.NaT, 1)
    far = Fact("Pell kit", "LICENCE", "Tarn licence", "current", pd.NaT, pd.Timestamp("2020-06-01"), 3)
    text, _ = render_context(
        header=[],
        facts=[dated, far],
        trail=[],
        about=[],
        as_of=0,
        budget_tokens=500,
        count_tokens=lambda line: len(line.split()),
        around={id(far)},
    )
    asked, _, further = text.partition(AROUND)
    assert "Pell kit" not in asked and "[start not stated] Pell kit licence Tarn licence" in further
