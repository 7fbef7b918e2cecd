"""A hand-over hands on the post it names, not every tie of the one succeeded: "B succeeded A as chief executive of X"
leaves A's chairmanship of X A's, and A's founding of X was never a post to take over (both were handed to B)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from tests._ties import ingested_ties


def test_a_hand_over_names_the_post_it_hands_on(tmp_path):
    ties = ingested_ties(
        tmp_path,
        ("Ana Roe is chairman of Orsk Labs. Ana Roe is also chief executive of Orsk Labs.", "2019-01-01"),
        ("Bo Lin succeeded Ana Roe as chief executive of Orsk Labs in March 2021.", "2021-03-01"),
    )
    assert ties[("Ana Roe", "CHAIRMAN_OF", "Orsk Labs")][1] == "open"
    assert ties[("Ana Roe", "CHIEF_EXECUTIVE_OF", "Orsk Labs")][1] != "open"
    assert ("Bo Lin", "CHAIRMAN_OF", "Orsk Labs") not in ties


def test_a_founding_is_no_post_a_successor_takes(tmp_path):
    text = (
        "Nadia Frey founded Loomwork in 2011. Loomwork's chief executive Nadia Frey hired Ola Brandt in 2014. "
        "In 2020 Ola Brandt succeeded Nadia Frey as chief executive of Loomwork."
    )
    ties = ingested_ties(tmp_path, (text, "2020-09-01"))
    assert ties[("Nadia Frey", "FOUNDED", "Loomwork")] == ("2011-01-01", "open")
    assert ("Ola Brandt", "FOUNDED", "Loomwork") not in ties
    assert ties[("Ola Brandt", "CHIEF_EXECUTIVE_OF", "Loomwork")][1] == "open"


@pytest.mark.parametrize(
    "handed",
    [
        "Kit Arno replaced Omar Dale as chair of the Tarn Foundation.",
        "In 2021 Kit Arno replaced Omar Dale as chair of the Tarn Foundation.",  # Omar held it through 2021
    ],
)
def test_the_post_a_co_holder_hands_on_is_still_told_beside_the_other(tmp_path, handed):
    """ "Omar also chairs X", then "Kit replaced Omar as chair of X": Omar's chair, said by Kit's role, was held beside
    Lena's; the walk keeps Lena (it marked her "[replaced … by Omar Dale]", then "[replaced 2021 by Kit Arno]")."""
    memory = Memory.open(tmp_path / "mem", embedder=None)
    memory.ingest("Lena Vos chairs the Tarn Foundation.", at="2016-04-01")
    memory.ingest("Omar Dale also chairs the Tarn Foundation.", at="2018-09-01")
    memory.ingest(handed, at="2022-02-01")
    for question in ("Who chairs the Tarn Foundation?", "Who chaired the Tarn Foundation in 2019?"):
        lines = memory.walk(question).context.splitlines()
        assert [line for line in lines if line.startswith("- ") and "Lena Vos" in line and "[" not in line], question
        assert not [line for line in lines if "Lena Vos" in line and "replaced" in line], question


def test_a_later_holder_of_one_post_ends_that_post_only(tmp_path):
    """ "Carl became CEO of X, succeeding Anna": the later value of Anna's CEO post (a CEO told after her) ends that
    post; her chairmanship, another post of the same two, ended with it ("ended by a later statement")."""
    ties = ingested_ties(
        tmp_path,
        ("Anna Berg is the chairman of Volt Ltd.", "2015-01-01"),
        ("Anna Berg is the chief executive of Volt Ltd.", "2015-02-01"),
        ("Carl Dunn became CEO of Volt Ltd in 2018, succeeding Anna Berg.", "2018-06-01"),
    )
    assert ties[("Anna Berg", "CHAIRMAN_OF", "Volt Ltd")][1] == "open"
    assert ties[("Anna Berg", "CHIEF_EXECUTIVE_OF", "Volt Ltd")][1] != "open"
