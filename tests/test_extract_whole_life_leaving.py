"""A death or a retirement ends every post one held from a stated time; another leaving of two posts ends neither
(which one was left is not said), nor does a death end a post of no stated time (it may have ended long before)."""

from __future__ import annotations

from tests._ties import ingested_ties, needs_wordnet, read_ties

pytestmark = needs_wordnet


def test_a_death_ends_each_post_held_from_a_stated_time(tmp_path):
    text = "Tam Vey became chairman of Loomwork in 2015 and president of Orsk Club in 2018. He died in April 2022."
    ties = ingested_ties(tmp_path / "m", (text, "2022-06-01"))
    assert ties[("Tam Vey", "CHAIRMAN_OF", "Loomwork")][1] == "2022-05-01"  # held through April
    assert ties[("Tam Vey", "PRESIDENT_OF", "Orsk Club")][1] == "2022-05-01"


def test_a_retirement_said_alone_ends_each_post_held_from_a_stated_time(tmp_path):
    text = "Tam Vey became chairman of Loomwork in 2015 and president of Orsk Club in 2018. He retired in 2021."
    ties = ingested_ties(tmp_path / "m", (text, "2022-06-01"))
    assert ties[("Tam Vey", "CHAIRMAN_OF", "Loomwork")] == ("2015-01-01", "2022-01-01")  # through 2021
    assert ties[("Tam Vey", "PRESIDENT_OF", "Orsk Club")] == ("2018-01-01", "2022-01-01")


def test_a_leaving_of_one_of_two_posts_ends_neither(tmp_path):
    text = "Tam Vey became chairman of Loomwork in 2015 and president of Orsk Club in 2018. He left in 2021."
    ties = ingested_ties(tmp_path / "m", (text, "2022-06-01"))
    assert ties[("Tam Vey", "CHAIRMAN_OF", "Loomwork")][1] == "open"
    assert ties[("Tam Vey", "PRESIDENT_OF", "Orsk Club")][1] == "open"


def test_a_death_leaves_posts_of_no_stated_time_undated(tmp_path):
    text = "Tam Vey was chairman of Loomwork and president of Orsk Club. He died in April 2022."
    ties = ingested_ties(tmp_path / "m", (text, None))
    posts = [end for (_, kind, _), (_, end) in ties.items() if kind.endswith("_OF")]
    assert len(posts) == 2 and all(end == "open" for end in posts)


def test_a_death_told_in_a_later_text_ends_each_post_held(tmp_path):
    ties = ingested_ties(
        tmp_path / "m",
        ("Tam Vey became chairman of Loomwork in 2015 and president of Orsk Club in 2018.", "2019-01-01"),
        ("Tam Vey died in April 2022.", "2022-06-01"),
    )
    assert ties[("Tam Vey", "CHAIRMAN_OF", "Loomwork")] == ("2015-01-01", "2022-05-01")
    assert ties[("Tam Vey", "PRESIDENT_OF", "Orsk Club")] == ("2018-01-01", "2022-05-01")


def test_a_post_held_until_a_leaving_said_with_a_relative_date_ends_then():
    ties = read_ties("Ada Lund, 64, was chairman of Norvik Foods until her retirement last year.")  # written in 2020
    assert ties[("Ada Lund", "CHAIRMAN_OF", "Norvik Foods")] == (None, "2020-01-01")  # through 2019
