"""An infinitive of purpose names who takes over: the sentence's subject ("B was elected chair of X to replace A", "B
joined X to succeed A"), or the name an active verb put in the post ("X hired B to replace A"), never the thing."""

from __future__ import annotations

import pytest

from c0lab._time import parse_time
from c0lab.extract.offline import OfflineExtractor


@pytest.mark.parametrize(
    "text",
    [
        "Bridget Carrow was elected chair of the Hollins Mountain Rescue Team in 2020 to replace Nathaniel Pope.",
        "Bridget Carrow was hired by Orsk Labs in 2020 to replace Nathaniel Pope.",
        "Bridget Carrow joined Orsk Labs in 2020 to succeed Nathaniel Pope as director.",
        "Orsk Labs hired Bridget Carrow in 2020 to replace Nathaniel Pope.",
        "Orsk Labs hires Bridget Carrow to replace Nathaniel Pope as CTO.",
        "Halden Trust is now led by Bridget Carrow, who was elected in 2020 to replace the retiring Nathaniel Pope.",
        "Nathaniel Pope resigned in 2021, and Bridget Carrow was appointed to replace him.",
    ],
)
def test_the_one_who_takes_over_is_the_subject_or_the_one_put_in_the_post(text):
    found = OfflineExtractor()(text, at=parse_time("2025-01-10"), known=[])
    assert [(one.new, one.old) for one in found.successions] == [("Bridget Carrow", "Nathaniel Pope")]
