"""Names as software writes them: a version stays whole ("GPL-3.0", "LGPL-2.1"), and a one-word name that is also
an English word ("Rook", "Tarn") is a name when the sentence it opens ties it with a passive ("is licensed
under …"); an abstract noun there ("Development is led by …") is not."""

from __future__ import annotations

from c0lab._time import parse_time
from c0lab.extract.offline import OfflineExtractor
from tests._ties import read_ties


def test_a_version_stays_whole_and_its_change_of_licence_is_read():
    ties = read_ties("Tessellate's licence changed from GPL-3.0 to MIT in March 2019.")
    assert ties[("Tessellate", "LICENCE", "GPL-3.0")] == (None, "2019-03-01")
    assert ties[("Tessellate", "LICENCE", "MIT")] == ("2019-03-01", None)


def test_a_word_opening_a_passive_tie_is_a_name():
    assert ("Rook", "LICENSED_UNDER", "LGPL-2.1") in read_ties("Rook is licensed under LGPL-2.1.")
    assert ("Marlin", "MAINTAINED_BY", "Ana Pell") in read_ties("Marlin is maintained by Ana Pell.")


def test_an_abstract_noun_opening_a_passive_tie_is_no_name():
    found = OfflineExtractor()("Development is led by Ana Pell.", at=parse_time("2020-01-01"), known=[])
    assert [entity.name for entity in found.entities] == ["Ana Pell"]
