"""A correction that says an earlier value was recorded in error withdraws it in system time (issue 22: the memory is
bi-temporal; issue 24: corrections as people write them): asked of the valid time the wrong value was stated for,
the walk answers the corrected value first and shows the old one as withdrawn, while ``known_at`` before the
correction still reads the old belief. A correction that says a change ("Update: … is now …") ends the old value in
valid time instead."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.bench.eval import _clean
from c0lab.retrieval.corrections import recorded_in_error
from c0lab.retrieval.walk import WITHDRAWN_HEADING


class _Clock:
    """The memory's system clock, set by hand: writes are recorded on the day it was set to."""

    def __init__(self) -> None:
        self.now = parse_time("2020-01-01")

    def __call__(self) -> int:
        return self.now


def _facts(context: str) -> list[str]:
    return [line for line in context.splitlines() if line.startswith("- ")]


@pytest.fixture
def corrected(tmp_path):
    """Orvik Mill's 2019 lead, recorded as Ben Holt on 2020-01-01 and corrected to Ada Lund on 2020-05-01."""
    clock = _Clock()
    with Memory.open(tmp_path / "m", embedder=None, clock=clock) as memory:
        memory.ingest("In 2019 Orvik Mill was led by Ben Holt.", at="2020-01-01")
        clock.now = parse_time("2020-05-01")
        counts = memory.ingest("Correction: in 2019 Orvik Mill was led by Ada Lund, not Ben Holt.", at="2020-05-01")
        yield memory, counts


def test_a_correction_of_an_error_withdraws_the_old_value_for_the_time_it_was_stated(corrected):
    memory, counts = corrected
    assert counts["withdrawn"] == 1 and counts["ended"] == 0
    lines = memory.walk("Who led Orvik Mill in 2019?").context.splitlines()
    facts = _facts("\n".join(lines))
    assert facts[0] == "- Orvik Mill led by Ada Lund (since 2019)"  # base: Ben Holt first, "(2019–2020-04)"
    withdrawn = lines[lines.index(WITHDRAWN_HEADING) + 1]
    assert withdrawn.startswith("- [corrected 2020-05-01: recorded in error]") and "Ben Holt (since 2019)" in withdrawn


def test_known_at_before_the_correction_reads_the_belief_then_held(corrected):
    memory, _ = corrected
    before = memory.walk("Who led Orvik Mill in 2019?", known_at="2020-03-01").context
    assert _facts(before)[0].startswith("- Orvik Mill led by Ben Holt") and WITHDRAWN_HEADING not in before
    assert "Ada Lund" not in before


def test_the_withdrawn_value_keeps_its_valid_time_and_is_no_current_fact(corrected):
    memory, _ = corrected
    led = memory.neighbours("Orvik Mill", as_of="2019-06-01").query("relation == 'LED_BY'")
    assert sorted(led["name"]) == ["Ada Lund"]
    then = memory.neighbours("Orvik Mill", as_of="2019-06-01", known_at="2020-03-01").query("relation == 'LED_BY'")
    assert sorted(then["name"]) == ["Ben Holt"]
    versions = [v for v in memory.core.store.versions.values() if v.kind == "relation" and v.name == "LED_BY"]
    ben = [v for v in versions if memory.core.name(v.target_id) == "Ben Holt"]
    assert ben and all(v.valid_to == max(v.valid_to for v in versions) for v in ben)  # not ended in valid time
    patches = [v for v in memory.core.store.versions.values() if v.kind == "patch"]
    assert all(not v.is_current() and v.expired_at == patches[-1].recorded_at for v in ben)  # when it was corrected


def test_an_update_that_says_a_change_ends_the_old_value_in_valid_time(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Kestrel Survey is led by Ana Ruiz.", at="2015-01-01")
        counts = memory.ingest("Update: Kestrel Survey is now led by Dev Patel.", at="2018-01-01")
        earlier = memory.walk("who led the Kestrel Survey in 2016?").context
        now = memory.walk("who leads the Kestrel Survey?").context
    assert counts["withdrawn"] == 0
    assert _facts(earlier)[0].startswith("- Kestrel Survey led by Ana Ruiz") and WITHDRAWN_HEADING not in now
    assert _facts(now)[0].startswith("- Kestrel Survey led by Dev Patel")


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("Correction: Orvik Mill grinds rye.", True),
        ("The entry of 12 May was wrong. Batch Keld-7 was prepared by Tor Ness.", True),
        ("We made a mistake earlier. Orvik Mill grinds rye.", True),
        ("Orvik Mill grinds rye, not barley as first stated.", True),
        ("Correction: Orvik Mill is now led by Ada Lund, not Ben Holt as we wrongly said.", True),
        ("Update: Kestrel Survey is now led by Dev Patel.", False),
        ("Kestrel Survey no longer uses drones; it uses kites instead.", False),
        ("Cisse was transferred to Lazio on 12 July 2011.", False),  # read as a correction with no cue: a change
        ("Actually, Kestrel Survey is now led by Dev Patel.", False),  # "actually" with a change told
        ("Actually, Kestrel Survey is led by Dev Patel.", True),
        ("Note: Plate P12 was stored in Freezer Gamma instead; the earlier entry was a transcription error.", True),
        ("Clarification: The Brindle Museum is directed by Helga Marrow, not Oskar Vantreet.", True),
    ],
)
def test_an_error_is_told_from_a_change(text, error):
    assert recorded_in_error(text) is error


def test_the_retrieval_eval_counts_a_withdrawn_line_as_not_current():
    context = f"Current facts (as of now):\n- X led by A (since 2019)\n{WITHDRAWN_HEADING}\n- [corrected …] X led by B"
    assert _clean({"not_current": ["B"]}, context)
    assert not _clean({"not_current": ["A"]}, context)


def test_the_corrected_value_holds_for_the_time_the_withdrawn_one_was_stated(tmp_path):
    """ "Orvik Mill is led by Ben Holt" (January), then "We've made an error. Orvik Mill is led by Ada Lund" (May): Ada
    led it in March too (base: nothing held then, Ada only from May)."""
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Orvik Mill is led by Ben Holt.", at="2020-01-01")
        counts = memory.ingest("We've made an error. Orvik Mill is led by Ada Lund.", at="2020-05-01")
        march = _facts(memory.walk("Who led Orvik Mill in March 2020?").context)
    assert counts["withdrawn"] == 1
    assert march[0] == "- Orvik Mill led by Ada Lund (since 2020)"
    assert march[1].startswith("- [corrected 2020-05-01: recorded in error]") and "Ben Holt" in march[1]


@pytest.mark.parametrize(
    "cue",
    [
        "We've made an error.",
        "We have made a mistake.",
        "My mistake:",
        "Our error.",
        "Scratch that.",
        "That's not right.",
    ],
)
def test_a_speaker_owning_an_error_is_a_correction_cue(cue):
    from c0lab.extract.rules import correction_cue

    assert correction_cue(f"{cue} Orvik Mill grinds rye.") is not None
    assert recorded_in_error(f"{cue} Orvik Mill grinds rye.")


@pytest.mark.parametrize(
    "sentence",
    [
        "We've made changes to the menu.",
        "Our error rate fell in 2020.",
        "It was my mistake to hire him, said Ada.",
        "Scratch that itch.",
        "That is not right for everyone, she said.",
        "Hiring him was my mistake, the coach admitted.",
        "The defeat was our error, Ben Holt said.",
        "'That is not right,' the mayor said of the cuts.",
        "Don't scratch that!",
        "Orvik Mill is led by Ada Lund from May, and Ben Holt said that is not right.",
    ],
)
def test_words_near_an_owned_error_are_no_cue(sentence):
    from c0lab.extract.rules import correction_cue

    assert correction_cue(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "Gus Tennant said the referee's decision was wrong.",
        "Orvik Mill's manager Ada Lund admitted the pricing was wrong and cut it.",
        "The council's plan was wrong, residents said.",
        "Fans say Piet Hallam was wrong to bench the striker.",
        "Ebba Strand admitted she was wrong to expand Lowick Brewery so fast.",
    ],
)
def test_a_deed_judged_wrong_is_no_correction(sentence):
    from c0lab.extract import OfflineExtractor
    from c0lab.extract.rules import correction_cue

    assert correction_cue(sentence) is None
    assert not OfflineExtractor()(sentence, at=parse_time("2021-03-01"), known=[]).corrections


@pytest.mark.parametrize(
    "sentence",
    [
        "An earlier report was wrong: Orvik Mill grinds rye.",
        "The date given was wrong: Orvik Mill opened in 1901.",
        "This was wrong. Orvik Mill grinds rye.",
        "That figure was plainly wrong; Orvik Mill grinds rye.",
        "The entries were wrong. Orvik Mill grinds rye.",
        "Our source was mistaken: Orvik Mill grinds rye.",
        "Everything we said was wrong. Orvik Mill grinds rye.",
    ],
)
def test_a_statement_said_wrong_stays_a_cue(sentence):
    from c0lab.extract.rules import correction_cue

    assert correction_cue(sentence) is not None


def test_a_correction_withdraws_the_value_it_denies_not_one_of_another_time(tmp_path):
    """A stranger's two cases: the value a correction names as wrong ("…, not B") is withdrawn, and no other (base of
    this session's first version: every value of the type, the true stint before and a later one too)."""
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Saffron Ridge Observatory is led by Alasdair Quaye.", at="2015-01-10")
        memory.ingest("Update: Saffron Ridge Observatory is now led by Bettina Roux.", at="2019-04-01")
        memory.ingest(
            "Correction: Saffron Ridge Observatory is led by Cormac Deverell, not Bettina Roux.", at="2019-04-03"
        )
        then = _facts(memory.walk("who led Saffron Ridge Observatory in 2017?").context)
        now = memory.walk("who leads Saffron Ridge Observatory?").context
        memory.ingest("In 2019 the Marrowbone Choir was led by Felix Adeyemi.", at="2020-01-01")
        memory.ingest("In 2021 the Marrowbone Choir was led by Gwendolyn Price.", at="2021-06-01")
        memory.ingest(
            "Correction: in 2019 the Marrowbone Choir was led by Hakon Berg, not Felix Adeyemi.", at="2022-01-01"
        )
        later = _facts(memory.walk("who led the Marrowbone Choir in 2021?").context)
        earlier = _facts(memory.walk("who led the Marrowbone Choir in 2019?").context)
    assert then[0].startswith("- Saffron Ridge Observatory led by Alasdair Quaye")
    assert _facts(now)[0] == "- Saffron Ridge Observatory led by Cormac Deverell (since 2019-04)"
    withdrawn = _facts(now.split(WITHDRAWN_HEADING)[1].split("\n\n")[0].split("Related concepts:")[0])
    assert len(withdrawn) == 1 and "Bettina Roux" in withdrawn[0]
    assert later[0].startswith("- Marrowbone Choir led by Gwendolyn Price")
    assert earlier[0].startswith("- Marrowbone Choir led by Hakon Berg") and "Felix Adeyemi" in earlier[1]


def test_the_timeline_draws_a_withdrawn_value(tmp_path):
    """A stranger's crash: ``timeline`` raised ``KeyError: 'withdrawn'`` once a correction had withdrawn a value."""
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Kestrel Labs is based in Dunmore.", at="2023-02-01")
        memory.ingest("My mistake, Kestrel Labs is based in Arbroath.", at="2023-02-02")
        figure = memory.timeline("Kestrel Labs")
    legend = [text.get_text() for text in figure.axes[0].get_legend().get_texts()]
    assert "withdrawn" in legend and "current" in legend


def test_undoing_a_correction_takes_back_its_withdrawal_whole(tmp_path):
    """The patch, the withdrawal and the corrected value's dates are one operation: one ``undo`` leaves the memory as
    it was before the correction (a reviewer's case: undoing the patch left the value withdrawn)."""
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Orvik Mill is led by Ben Holt.", at="2020-01-01")
        before = _facts(memory.walk("Who led Orvik Mill in March 2020?").context)
        memory.ingest("We've made an error. Orvik Mill is led by Ada Lund.", at="2020-05-01")
        ops = memory.operations()
        correcting = ops[ops["label"].str.startswith("correction of ")]
        assert len(correcting) == 1
        memory.undo(correcting["op"].iloc[-1])
        after = memory.walk("Who led Orvik Mill in March 2020?").context
    assert before[0].startswith("- Orvik Mill led by Ben Holt")
    assert _facts(after)[0].startswith("- Orvik Mill led by Ben Holt") and WITHDRAWN_HEADING not in after


def test_a_corrected_value_the_withdrawn_one_had_ended_is_open_again(tmp_path):
    """ "Since 2019 X has been led by Ben Holt", then "Correction: X has been led by Ada Lund since 2017": Lund's stint
    was ended where Holt's began; with Holt withdrawn it is open again (a reviewer's case: no current leader)."""
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Since 2019 Orvik Mill has been led by Ben Holt.", at="2020-01-01")
        memory.ingest("Correction: Orvik Mill has been led by Ada Lund since 2017.", at="2020-05-01")
        now = _facts(memory.walk("Who leads Orvik Mill?").context)
    assert now[0] == "- Orvik Mill led by Ada Lund (since 2017)"


def test_a_value_denied_by_name_is_withdrawn_when_it_was_told_the_other_way_round(tmp_path):
    """ "Rosalind Pike manages the Harrowgate depot", then "Sorry, I was wrong: Harrowgate depot is managed by Dmitri
    Olafsen, not Rosalind Pike": MANAGES and MANAGED_BY are one sense; Pike's is withdrawn (a stranger's case: both
    held)."""
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Rosalind Pike manages the Harrowgate depot.", at="2020-01-01")
        counts = memory.ingest(
            "Sorry, I was wrong: Harrowgate depot is managed by Dmitri Olafsen, not Rosalind Pike.", at="2020-02-01"
        )
        context = memory.walk("Who manages the Harrowgate depot?").context
    assert counts["withdrawn"] == 1
    current = _facts(context.split(WITHDRAWN_HEADING)[0])
    assert current == ["- Harrowgate depot managed by Dmitri Olafsen (since 2020-02)"]
    assert "Rosalind Pike" in _facts(context.split(WITHDRAWN_HEADING)[1])[0]


def test_the_correcting_text_is_not_marked_as_recorded_in_error(corrected):
    """The texts that tell the withdrawn value are marked "[…: recorded in error]"; the correction that denies it is
    not (a reviewer's case: "Correction: …, not Ben Holt. [Orvik Mill: corrected …: recorded in error]")."""
    memory, _ = corrected
    for asked in ("Ben Holt", "Who led Orvik Mill in 2019?"):
        lines = memory.walk(asked).context.splitlines()
        assert not [line for line in lines if "not Ben Holt" in line and "recorded in error" in line], asked
    said = memory.walk("Ben Holt").context
    assert "In 2019 Orvik Mill was led by Ben Holt. [Orvik Mill: corrected 2020-05-01: recorded in error]" in said
