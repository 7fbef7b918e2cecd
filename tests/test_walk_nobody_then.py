"""'Who was <post> in <year>?' before the post's first holder: the walk opens with "Nothing in memory about …"
(invented post and names); a year some holder held it still opens with the holder."""

from __future__ import annotations

from c0lab import Memory


def test_a_post_asked_before_its_first_holder_says_nothing_is_held_then(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.relation_type("HELD_BY", single=True)
        memory.add_concept("Warden of Orvik", "Keeper of the Orvik tower.")
        for name in ("Ada Lo", "Bo Ek"):
            memory.add_concept(name)
        memory.relate("Warden of Orvik", "HELD_BY", "Ada Lo", valid_from="1675", valid_to="1719")
        memory.relate("Warden of Orvik", "HELD_BY", "Bo Ek", valid_from="1720", valid_to="1742")
        before = memory.walk("Who was Warden of Orvik in 1650?").context.splitlines()
        assert before[0].startswith("Nothing in memory about who was Warden of Orvik")
        held = memory.walk("Who was Warden of Orvik in 1730?").context
        assert not held.startswith("Nothing") and "- Warden of Orvik held by Bo Ek" in held


def test_a_post_held_for_part_of_the_year_asked_is_held_then(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.add_concept("Warden of Orvik", "Keeper of the Orvik tower.")
        memory.add_concept("Ada Lo")
        memory.relate("Ada Lo", "HELD_OFFICE_AS", "Warden of Orvik", valid_from="1675", valid_to="1719-03-01")
        part = memory.walk("Who was Warden of Orvik in 1719?").context
        assert not part.startswith("Nothing") and "Ada Lo held office as Warden of Orvik" in part
        assert memory.walk("Who was Warden of Orvik in 1720?").context.startswith("Nothing in memory about")


def test_an_undated_successor_takes_the_post_where_an_earlier_sentence_ended_the_last_stint(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Bran Cole was Warden of Orvik from May 2008 to March 2011. Eda Kenn succeeded him and held the office "
            "until June 2017.",
            at="2020-01-01",
        )
        context = memory.walk("who was Warden of Orvik in 2014?").context
        assert "- Eda Kenn warden of Orvik (2011-03–2017-06)" in context
        assert "[ended 2011-03] Bran Cole warden of Orvik" in context
