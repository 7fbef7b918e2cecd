"""A label's values are the thing's whose class the texts related to them: "P ships the T toolkit • Licence: A licence
until 2018, B licence from then on" gives the toolkit its licences (earlier texts related toolkits to licences), not
the project the bullet before named first. Before, the label's values went to the sentence's subject."""

from __future__ import annotations

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor

SLIDE = "Slide 7 — Software • Project Eldo ships the Teslumta toolkit • Licence: Maplewood licence until 2018, Orrin "
SLIDE += "licence from then on"


def _ties(extractor: OfflineExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(r.source, r.type, r.target) for r in extractor(text, at=parse_time("2025-01-01"), known=[]).relations}


def test_a_labels_values_go_to_the_thing_of_the_class_they_were_related_to():
    extractor = OfflineExtractor()
    _ties(extractor, "Project Lumo ships the Orvik toolkit. The Orvik toolkit is published under the Brenlow licence.")
    ties = _ties(extractor, SLIDE)
    assert ("Teslumta toolkit", "LICENCE", "Maplewood licence") in ties
    assert ("Teslumta toolkit", "LICENCE", "Orrin licence") in ties


def test_with_no_class_related_the_label_keeps_the_subjects_values():
    ties = _ties(OfflineExtractor(), SLIDE)
    assert ("Project Eldo", "LICENCE", "Orrin licence") in ties


def test_a_label_naming_another_class_than_its_values_keeps_the_subjects():
    extractor = OfflineExtractor()
    _ties(extractor, "Ann Lee uses the Quarry app. The Quarry app is sold by the Vanta store.")
    ties = _ties(extractor, "Dana Reyes wrote the Mosk app. Employer: Vanta store.")
    assert ("Vanta store", "EMPLOYER_OF", "Dana Reyes") in ties
