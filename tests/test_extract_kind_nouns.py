""" "the club" said after a text introduced a name with that noun ("Norwegian club Brann … left the club") is that
name; any group noun refers to the latest name a group noun introduced ("side X … the club"); a name said with no
noun, a plural or a noun followed by a name is not read so."""

from c0lab.extract.kind_nouns import KindNouns
from c0lab.extract.offline import OfflineExtractor

AT = 1_700_000_000_000_000


def _read(text):
    return OfflineExtractor()(text, at=AT, known=[])


def test_the_club_is_the_name_introduced_as_a_club():
    found = _read("Ana Holm signed for Norwegian club Brann in March 2012. She left the club in 2014.")
    assert [(end.source, end.target, end.at.year) for end in found.ends] == [("Ana Holm", "Brann", 2014)]


def test_the_club_is_the_name_another_group_noun_introduced():
    found = _read("In 2012 Ana Holm joined League Two side Orvik Town. In 2015 Holm rejoined the club.")
    assert ("Ana Holm", "REJOINED", "Orvik Town") in {(r.source, r.type, r.target) for r in found.relations}


def test_a_name_said_with_no_noun_and_a_plural_are_not_read():
    kinds = KindNouns()
    sentence = "Lena Vik scored for Orvik Town in the cup."
    spans = [(0, 8, "Lena Vik"), (20, 30, "Orvik Town")]
    assert kinds.resolve(sentence, spans, ["Lena Vik", "Orvik Town"]) == (sentence, spans)
    said = "Lena Vik left the club and the leagues."
    assert kinds.resolve(said, [(0, 8, "Lena Vik")], ["Lena Vik"])[0] == said
    kinds.resolve("She joined Danish club Tern.", [(23, 27, "Tern")], ["Tern"])
    assert kinds.resolve("She left the club.", [], [])[0] == "She left Tern."
    assert kinds.resolve("She saw the leagues.", [], [])[0] == "She saw the leagues."  # a plural names no one
