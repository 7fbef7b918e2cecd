"""``mem.timeline``: a concept's facts drawn over valid time, read back from the figure's bars."""

from __future__ import annotations

import pandas as pd
import pytest

pytest.importorskip("matplotlib")
from matplotlib import dates as mdates
from matplotlib.colors import to_rgba

from c0lab import Memory
from c0lab._errors import UnknownConceptError
from c0lab.retrieval.timeline_figure import STYLES


def x(moment) -> float:
    return mdates.date2num(moment.to_pydatetime())


@pytest.fixture
def zephyr(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts(
            [{"name": name} for name in ("Zephyr", "Mara", "Tomas", "Old Lab", "New Lab", "Berlin office", "Rust")]
        )
        mem.relate("Zephyr", "LED_BY", "Mara", valid_from="2019")
        mem.relate("Zephyr", "FUNDED_BY", "Old Lab", valid_from="2018")
        mem.supersede("Old Lab", "New Lab", at="2023-01-01")
        mem.relate("Zephyr", "BASED_IN", "Berlin office", valid_from="2020")
        mem.invalidate("Berlin office", reason="closed", at="2024-01-01")
        mem.relate("Zephyr", "WRITTEN_IN", "Rust")
        mem.snapshot("before-the-end")
        mem.end("Zephyr", "LED_BY", "Mara", at="2022-03-01")
        mem.relate("Zephyr", "LED_BY", "Tomas", valid_from="2022-03-01")
        yield mem


OLD_LAB = "Zephyr FUNDED_BY Old Lab [superseded 2023-01-01 by New Lab]"  # the successor beside the old name


def bars(figure) -> dict:
    (axes,) = figure.axes
    return {patch.get_gid(): patch for patch in axes.patches if patch.get_gid()}


def markers(figure, kind: str) -> dict[str, float]:
    (axes,) = figure.axes
    return {
        line.get_gid().removeprefix(f"{kind} "): line.get_xdata()[0]
        for line in axes.lines
        if (line.get_gid() or "").startswith(f"{kind} ")
    }


def test_one_bar_per_fact_over_its_valid_time_styled_by_status(zephyr):
    figure = zephyr.timeline("Zephyr")
    drawn = bars(figure)
    assert set(drawn) == {
        "Zephyr LED_BY Mara",
        "Zephyr LED_BY Tomas",
        OLD_LAB,
        "Zephyr BASED_IN Berlin office",
        "Zephyr WRITTEN_IN Rust",
    }
    history = zephyr.history("Zephyr")
    left, right = figure.axes[0].get_xlim()
    spans = {fact: (bar.get_x(), bar.get_x() + bar.get_width()) for fact, bar in drawn.items()}
    day = pd.Timestamp
    led = (x(day("2019-01-01", tz="UTC")), x(day("2022-03-01", tz="UTC")))
    assert spans["Zephyr LED_BY Mara"] == pytest.approx(led)
    assert spans["Zephyr LED_BY Tomas"] == pytest.approx((x(day("2022-03-01", tz="UTC")), right))  # still open
    assert spans["Zephyr WRITTEN_IN Rust"] == pytest.approx((left, right))  # since always, still open
    # a fact whose other end was invalidated ends where that end did; one whose other end was superseded
    # (renamed, merged) keeps its valid time, drawn with the successor beside the old name (issue 22)
    assert spans[OLD_LAB] == pytest.approx((x(day("2018-01-01", tz="UTC")), right))
    assert spans["Zephyr BASED_IN Berlin office"][1] == pytest.approx(x(day("2024-01-01", tz="UTC")))
    style = {fact: (bar.get_hatch(), bar.get_facecolor()) for fact, bar in drawn.items()}
    expected = {
        "Zephyr LED_BY Mara": "ended",
        "Zephyr LED_BY Tomas": "current",
        "Zephyr WRITTEN_IN Rust": "current",
        OLD_LAB: "current",
        "Zephyr BASED_IN Berlin office": "invalidated",
    }
    for fact, status in expected.items():
        assert style[fact] == (STYLES[status]["hatch"], to_rgba(STYLES[status]["facecolor"])), fact
    assert len({style[fact] for fact in style}) == 3  # the three statuses drawn here look different
    # the moment the memory learned each fact, and the later moment it learned that Mara's lead ended
    relations = history[history["kind"] == "relation"]
    first = relations.groupby("text")["recorded_at"].min()
    learned = markers(figure, "learned")
    assert learned["Zephyr LED_BY Mara"] == pytest.approx(x(first["Zephyr LED_BY Mara"]))
    assert set(markers(figure, "changed")) == {"Zephyr LED_BY Mara"}
    ended = relations[(relations["text"] == "Zephyr LED_BY Mara") & relations["expired_at"].isna()]["recorded_at"]
    assert markers(figure, "changed")["Zephyr LED_BY Mara"] == pytest.approx(x(ended.max()))


def test_the_timeline_as_of_a_date_and_as_known_at_a_snapshot(zephyr):
    early = bars(zephyr.timeline("Zephyr", as_of="2020-06-01"))
    assert "Zephyr LED_BY Tomas" not in early  # not yet true then
    assert early["Zephyr FUNDED_BY Old Lab"].get_hatch() is None  # current in 2020, not yet superseded
    before = zephyr.snapshots().set_index("name").loc["before-the-end", "at"]
    then = zephyr.timeline("Zephyr", known_at=before)
    drawn = bars(then)
    assert "Zephyr LED_BY Tomas" not in drawn
    mara = drawn["Zephyr LED_BY Mara"]
    assert mara.get_x() + mara.get_width() == pytest.approx(then.axes[0].get_xlim()[1])  # open, as then believed
    assert "as known at" in then.axes[0].get_title(loc="left")


def test_a_timeline_of_an_unknown_name_is_one_error(zephyr):
    with pytest.raises(UnknownConceptError):
        zephyr.timeline("Nobody at all")


def test_the_timeline_magic_draws(shell_with_c0lab, capsys):
    ip = shell_with_c0lab
    ip.run_cell("%c0 open ./memory --no-embeddings")
    ip.run_cell("%%add\nconcept Zephyr\nconcept Mara\nrelation Zephyr LED_BY Mara --valid-from 2019 --valid-to 2022")
    figure = ip.run_cell("%c0 timeline Zephyr").result
    assert set(bars(figure)) == {"Zephyr LED_BY Mara"}
    assert set(bars(ip.run_cell("%c0 timeline Mara --as-of 2020").result)) == {"Zephyr LED_BY Mara"}
    capsys.readouterr()
    ip.run_cell("%c0 timeline")
    assert capsys.readouterr().err.startswith("UsageError: %c0 timeline NAME")
    ip.run_cell("%c0 close")
