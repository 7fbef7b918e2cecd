"""Licence names as people write them and a change of licence told in any words:

- SPDX identifiers and their spaced and "v" forms ("Apache-2.0", "CC BY-NC 4.0", "GPLv2"), any identifier before a
  licence's noun ("the zlib licence"), capitalised names ending in "License" with their version ("the GNU General
  Public License version 2", "the Apache License, Version 2.0") are licence names, whole; an identifier that is
  also a place, a firm or a language ("MIT", "Python 2.0") is one only where a licence is plainly meant;
- two licences of one thing, one said to have gone ("originally", "used to", "until", "from A", "dropping A") and
  the other said to have come or not said to have gone: the first held until the change, the second since.

Near misses: two licences held at once, another thing's licence, a licence one builds from.
"""

from __future__ import annotations

import pytest

from c0lab.extract.licences import is_licence, licence_names
from c0lab.extract.names import names_in
from tests._ties import ingested_ties, needs_wordnet, read_ties


@pytest.mark.parametrize(
    ("sentence", "names"),
    [
        (
            "Kestrel Mono is now OFL-1.1; before, it was under the Apache-2.0 license.",
            ["OFL-1.1", "Apache-2.0 license"],
        ),
        ("Originally under CC BY-NC 4.0, the corpus moved to CC BY 4.0.", ["CC BY-NC 4.0", "CC BY 4.0"]),
        (
            "It went from GPLv2 to AGPL v3 and then to the BSD-3-Clause licence.",
            ["GPLv2", "AGPL v3", "BSD-3-Clause licence"],
        ),
        ("Distributed under the GNU General Public License version 2.", ["GNU General Public License version 2"]),
        ("Released under the Apache License, Version 2.0, since 2014.", ["Apache License, Version 2.0"]),
        ("It was relicensed under the permissive zlib licence in 2012.", ["zlib licence"]),
        ("The typeface adopted the CC0 1.0 waiver.", ["CC0 1.0 waiver"]),
    ],
)
def test_licence_names_are_read_whole(sentence, names):
    assert licence_names(sentence) == names
    assert all(is_licence(name) for name in names)


def test_an_identifier_that_is_also_a_word_is_a_licence_only_where_one_is_meant():
    assert licence_names("Until then it was under MIT.") == ["MIT"]  # "under": a licence meant
    assert not is_licence("MIT")  # alone, the institute as much as the licence


@pytest.mark.parametrize(
    "sentence",
    [
        "She left MIT in 2001 and joined Intel.",  # a place and a firm, no licence meant
        "The port to Python 2.0 took a year.",  # a language's version
        "In 2019 the lab had 3.5 MIT staff on the grant.",
        "Version 2.0 of the Apache Spark connector shipped in May.",
    ],
)
def test_a_licence_identifier_is_a_licence_only_where_one_is_meant(sentence):
    assert licence_names(sentence) == []


def test_a_licence_name_is_never_run_on_by_a_word_after_it():
    names = names_in("The Pinnacle toolkit had shipped under the Merriwether License ever since 2009.", {})
    assert "Merriwether License" in names
    assert not any(name.startswith("Merriwether License ") for name in names)


@needs_wordnet
@pytest.mark.parametrize(
    ("text", "owner", "old", "new", "change"),
    [
        (  # "originally …; … moved it to B", SPDX names spaced
            "The Quarry dataset was originally published under CC BY-NC 4.0; in 2021 its curators moved it to CC "
            "BY 4.0.",
            "Quarry dataset", "CC BY-NC 4.0", "CC BY 4.0", "2021-01-01",
        ),
        (  # the owner said in the sentence before; "first released under A, it was relicensed under B"
            "Lumo is a Rust crate for colour maps. First released under the GNU Lesser General Public License "
            "version 3, it was relicensed under the MIT licence in 2018.",
            "Lumo", "GNU Lesser General Public License version 3", "MIT licence", "2018-01-01",
        ),
        (  # "the moving of T from A to B", the agent another name
            "In 2017 the Corran Group finished moving the Ledger toolkit from its in-house Corran Licence to the "
            "Apache License, Version 2.0.",
            "Ledger toolkit", "Corran Licence", "Apache License, Version 2.0", "2017-01-01",
        ),
        (  # "used to be under A; it has been B since D"
            "Vela Sans used to be under the OFL-1.1; it has been CC0 1.0 since 2022.",
            "Vela Sans", "OFL-1.1", "CC0 1.0", "2022-01-01",
        ),
        (  # no date said: the old one is gone by the text's day
            "Tovey Maps is now released under the MPL-2.0. Until version 3 it shipped under the GPLv2.",
            "Tovey Maps", "GPLv2", "MPL-2.0", "2024-06-01",
        ),
    ],
)  # fmt: skip
def test_a_change_of_licence_ends_the_old_and_opens_the_new(tmp_path, text, owner, old, new, change):
    ties = ingested_ties(tmp_path, (text, "2024-06-01"))
    held = {(source, target): span for (source, kind, target), span in ties.items() if kind != "MENTIONED_WITH"}
    assert held[(owner, old)][1] == change
    assert held[(owner, new)] == (change, "open")


@needs_wordnet
@pytest.mark.parametrize(
    "text",
    [
        "Quill is dual-licensed under the MIT licence and the Apache-2.0 licence.",  # two at once
        "The Quill code is under the MIT licence; its manual is under CC BY 4.0 since 2019.",  # two things
        "Apps built from the Apache-2.0 toolkit Quill can be distributed under the MIT licence.",  # built from
        "Quill has always been under the BSD-3-Clause licence; its sister project Tarn dropped the GPLv2 in 2015.",
    ],
)
def test_two_licences_none_said_to_have_given_way_to_the_other_stay_as_read(tmp_path, text):
    ties = ingested_ties(tmp_path, (text, "2024-06-01"))
    ended = {(s, t) for (s, kind, t), (_, end) in ties.items() if kind != "MENTIONED_WITH" and end != "open"}
    assert not {target for _, target in ended} & {"MIT licence", "Apache-2.0 licence", "CC BY 4.0"}
    assert ("Tarn", "BSD-3-Clause licence") not in {(s, t) for s, _, t in ties}  # Quill's, not Tarn's


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Ann Lee signed the Microsoft End User License Agreement in 2010.", "Microsoft End User License Agreement"),
        ("The Marriage Licence Bureau opened in Leeds in 1910.", "Marriage Licence Bureau"),
        ("Tom Hale is head of the Open Source License Program at Vexa Corp.", "Open Source License Program"),
    ],
)
def test_a_name_going_on_after_licence_is_no_licence_and_stays_whole(sentence, name):
    assert licence_names(sentence) == []
    assert name in names_in(sentence, {})


@pytest.mark.parametrize(
    "sentence",
    [
        "Ann Lee led the SGP4 propagation work at Vexa Corp from 2012 to 2016.",  # an identifier of one program
        "Ann Lee trained under GPL Academy coaches in 2010.",  # a longer name
        "Tom Hale moved from MIT to Stanford in 2001.",  # the institute
        "Richard Stallman wrote the GNU General Public License in 1989.",  # a licence named, not one held
    ],
)
def test_no_licence_is_read_where_none_is_held(sentence):
    assert licence_names(sentence) == []


@needs_wordnet
@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (  # two clauses, two things
            "Ferrow has used Apache-2.0 since 2019, when Tarnish dropped the GPLv2.",
            ("Ferrow", "GPLv2"),
        ),
        ("Kestrel Mono is now OFL-1.1. Its sibling Kestrel Sans used to be under the Apache License 2.0.", None),
        ("Tom Hale: We're moving Quorra from the AGPL-3.0 to Apache-2.0 next month.", None),  # to come
        ("Tarn moved from Apache-2.0 to SSPL-1.0 in 2021. Its fork, Oakpath, kept Apache-2.0.", None),
    ],
)
def test_a_licence_is_never_ended_for_a_thing_it_was_not_said_of(tmp_path, text, kept):
    ties = ingested_ties(tmp_path, (text, "2024-06-01"))
    ended = {(s, t) for (s, kind, t), (_, end) in ties.items() if kind != "MENTIONED_WITH" and end != "open"}
    assert not ended & {("Kestrel Mono", "Apache License 2.0"), ("Quorra", "AGPL-3.0"), ("Oakpath", "Apache-2.0")}
    if kept:
        assert kept not in {(s, t) for s, kind, t in ties if kind != "MENTIONED_WITH"}


@needs_wordnet
def test_a_thing_moved_from_one_place_to_another_keeps_its_licence_change(tmp_path):
    text = "The Kestrel project moved from GitHub to Codeberg in 2022 and from GPLv2 to GPLv3 in 2023."
    ties = ingested_ties(tmp_path, (text, "2024-06-01"))
    assert ties[("Kestrel project", "LICENCE", "GPLv3")] == ("2023-01-01", "open")
    assert not [tie for tie in ties if tie[0] == "Codeberg" and tie[1] != "MENTIONED_WITH"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Lo worked at the W3C until 2015, then moved to the WHATWG.",  # a body that shares a licence family
        "The patient was kept under ICU observation for a week.",  # a word a licence's identifier modifies a noun
        "She worked under the NCSA director until 2002.",
    ],
)
def test_an_identifier_alone_is_no_licence_without_one_meant(sentence):
    assert licence_names(sentence) == []


def test_a_thing_named_in_its_own_licences_name_stays_a_name():
    assert names_in("Sorrel is released under the Sorrel License 2.0.", {}) == ["Sorrel License 2.0", "Sorrel"]


@needs_wordnet
@pytest.mark.parametrize(
    "text",
    [
        "Orsk Labs was founded in 2010. Originally under the GPLv3, its main product now ships under the Apache-2.0.",
        "We're moving Quillon from the GPLv3 to the MPL-2.0.",  # in progress, not done
        "Quire moved from Bitbucket to GitHub in 2015, and from the GPL-2.0 to the MPL-2.0 in 2016.",
    ],
)
def test_no_licence_goes_to_an_owners_owner_a_place_or_a_plan(tmp_path, text):
    ties = ingested_ties(tmp_path, (text, "2025-01-10"))
    licensed = {source for (source, kind, _), _ in ties.items() if "LICEN" in kind}
    assert not licensed & {"Orsk Labs", "Bitbucket", "GitHub"}
    assert not [tie for tie, (_, end) in ties.items() if tie[0] == "Quillon" and end != "open"]


@needs_wordnet
def test_a_later_clause_that_denies_something_else_leaves_a_change_done(tmp_path):
    text = (
        "heads up, Varsha switched the Quill toolkit from the Brenlow licence to the Orrin licence back in July 2020, "
        "so anything older is still Brenlow, not sure which team owns it"
    )
    ties = ingested_ties(tmp_path, (text, "2024-06-01"))
    assert ties[("Quill toolkit", "LICENCE", "Orrin licence")] == ("2020-07-01", "open")


_FERNWICK = (
    "Fernwick was originally distributed under the GPLv2; last month it moved to the Apache License, Version 2.0."
)


def test_a_versioned_licence_is_asked_about_by_its_short_name(tmp_path):
    from c0lab import Memory

    memory = Memory.open(tmp_path, embedder=None)
    memory.ingest(_FERNWICK, at="2022-03-14")
    context = memory.walk("what was Fernwick's licence before the Apache License?").context
    memory.close()
    assert "Nothing in memory is named" not in context
    assert "- Fernwick under licence GPLv2" in context.split("Current facts")[1].split("\n")[1]


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("Richard Stallman wrote the GPLv3 with Eben Moglen.", ("Richard Stallman", "WROTE", "GPLv3")),
        (
            "The Free Software Foundation published the GPLv3 in 2007.",
            ("Free Software Foundation", "PUBLISHED", "GPLv3"),
        ),
        ("Mozilla released the MPL-2.0 in 2012.", ("Mozilla", "RELEASED", "MPL-2.0")),
    ],
)
def test_the_author_of_a_licence_is_not_under_it(text, tie):
    typed = {key for key in read_ties(text) if key[1] != "MENTIONED_WITH"}
    assert typed == {tie}


def test_it_moving_to_a_licence_is_never_the_licence_before():
    from c0lab.extract.refer import resolve_inner

    sentence = "Quill was originally under the GPLv2; in 2021 it moved to the MIT License."
    spans = [(0, 5, "Quill"), (31, 36, "GPLv2"), (62, 73, "MIT License")]
    assert resolve_inner(sentence, spans[1:], subject=None) == sentence  # no thing but the licence before: unread
    assert "; in 2021 Quill moved" in resolve_inner(sentence, spans, subject=None)
