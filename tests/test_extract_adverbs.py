"""An adverb of time, place or degree before or after a verb ("first became", "once played for", "again joined")
leaves the tie as the verb says it; a negation ("never played for") says no tie."""

from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.predicates import verb_phrase

AT = 1_700_000_000_000_000


def _ties(text):
    found = OfflineExtractor()(text, at=AT, known=[])
    return {(r.source, r.type, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}


def test_an_adverb_before_the_verb_keeps_its_type():
    assert (verb_phrase(" first joined "), verb_phrase(" once played for ")) == ("JOINED", "PLAYED_FOR")
    assert ("Ivo Hale", "JOINED", "Orsk United") in _ties("Ivo Hale first joined Orsk United in 1990 .")
    assert ("Ivo Hale", "JOINED", "Orsk United") in _ties("Ivo Hale again joined Orsk United in 1994 .")
    assert ("Ivo Hale", "PLAYED_FOR", "Orsk United") in _ties("Ivo Hale once played for Orsk United in 1990 .")


def test_an_adverb_before_became_keeps_the_office():
    ties = _ties("Ivo Hale first became Member of Parliament ( MP ) for Orsk at a by-election in 1829 .")
    assert ("Ivo Hale", "HELD_OFFICE_AS", "Member of Parliament ( MP ) for Orsk") in ties


def test_a_negation_is_no_tie():
    assert verb_phrase(" never played for ") is None
    assert not _ties("Ivo Hale never played for Orsk United .")
    assert not _ties("Ivo Hale never became Governor of Orsk .")
