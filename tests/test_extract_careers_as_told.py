"""Careers as people tell them: a time counted on inside a sentence, a relative clause with a verb of its own, a
verb with its own object before "and", a principal and a master, a role said alone after its office, "he" after an
office, a role at the thing of the clause before, a tie said passively in a bracket, what held before a semicolon.

Hand-written texts (no data set's sentences); each test fails without the rule it names.
"""

from __future__ import annotations

from c0lab._time import parse_time
from c0lab._told_months import with_years
from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.predicates import verb_phrase
from c0lab.retrieval.lexicon import RelationLexicon

NOW = parse_time("2026-01-01")


def _relations(text: str) -> set[tuple[str, str, str, str]]:
    """(source, type, target, start year) of each relation the offline extractor reads in ``text``."""
    read = OfflineExtractor()(text, at=NOW, known=[])
    return {(r.source, r.type, r.target, str(r.valid_from)[:4]) for r in read.relations}


def test_a_time_counted_on_inside_a_sentence_is_written_out_from_the_date_before_it() -> None:
    said = "The marriage ended in 1971, and three years later she married Tor Haug."
    assert with_years(said, None, now=NOW)[0] == "The marriage ended in 1971, and in 1974 she married Tor Haug."
    assert with_years("He joined in May 2009 and left two months later.", None, now=NOW)[0].endswith("in July 2009.")
    assert (
        with_years("Two years later he left.", parse_time("2002"), now=NOW)[0] == "Two years later he left."
    )  # Told's
    assert with_years("The following year he left.", None, now=NOW)[0] == "The following year he left."  # nothing told
    text = "In 1955 Mira Lund married Odd Berg; they divorced in 1971, and three years later she married Tor Haug."
    assert ("Mira Lund", "MARRIED", "Tor Haug", "1974") in _relations(text)


def test_a_relative_clause_with_a_verb_of_its_own_does_not_take_the_verb_before() -> None:
    read = _relations("Kai Mori began his career with Tarn United, with whom he won the Orsk Cup in 2005.")
    assert not any(target == "Orsk Cup" and kind == "BEGAN_WITH" for _, kind, target, _ in read)
    read = _relations("Tarn was licensed under MIT after 2017 and under GPL before.")
    assert ("Tarn", "LICENSED_UNDER", "GPL", "None") in read  # a clause with no verb still takes it


def test_a_verb_with_its_own_object_then_and_another_verb_is_two_clauses() -> None:
    assert verb_phrase(" spent three seasons and won the ") is None
    assert verb_phrase(" founded and led ") == "FOUNDED_LED"  # one object for both verbs


def test_a_principal_and_a_master_are_offices() -> None:
    assert ("Una Sell", "PRINCIPAL_OF", "Orsk College", "1948") in _relations(
        "Una Sell was principal of Orsk College from 1948 to 1965."
    )
    read = _relations("In 1640 Ivo Lamb was appointed Master of the Tarn Mint.")
    assert any(target == "Master of the Tarn Mint" for _, _, target, _ in read)


def test_a_role_said_alone_is_the_one_office_of_the_text() -> None:
    read = _relations(
        "The office of Master of the Tarn Mint was created in 1566. In 1640 Ivo Lamb was appointed Master; he was "
        "replaced by Ena Holt in 1645."
    )
    assert any(source == "Ivo Lamb" and target == "Master of the Tarn Mint" for source, _, target, _ in read)
    read = _relations(
        "Ivo Lamb was Governor of Orsk. Ena Holt was Governor of Tarn. In 1640 Ivo Lamb was appointed Governor."
    )
    assert not any(target.startswith("Governor of") for _, _, target, year in read if year == "1640")  # which?


def test_he_after_an_office_is_the_person_who_held_it() -> None:
    read = _relations(
        "The office of Master of the Tarn Mint was created in 1566. Its first holder, Ivo Lamb, kept the post until "
        "1589, when he was succeeded by Ena Holt."
    )
    assert ("Ivo Lamb", "SUCCEEDED_BY", "Ena Holt", "1589") in read  # not the office, the last sentence's subject
    assert not any(source.startswith("Master") and kind == "SUCCEEDED_BY" for source, kind, _, _ in read)


def test_a_role_at_the_thing_of_the_clause_before_said_by_its_name_again() -> None:
    read = _relations(
        "Una Sell was elected to Tarn City Council in 1962 and served as Leader of Tarn City Council from 1973."
    )
    assert ("Una Sell", "LEADER_OF", "Tarn City Council", "1973") in read  # beside ELECTED_TO, the same two names


def test_a_bracket_after_a_name_saying_a_tie_passively_is_that_tie() -> None:
    assert ("Tarn Labs", "OWNED_BY", "Orsk Group", "2015") in _relations(
        "Tarn Labs (owned by Orsk Group since 2015) makes sensors."
    )
    read = _relations("The Nyqua toolkit (shipped by Project Varve) is released under the Orrin licence.")
    assert ("Nyqua toolkit", "SHIPPED_BY", "Project Varve", "None") in read


def test_what_held_before_after_a_semicolon_ends_where_the_clause_before_began_and_counts_back() -> None:
    text = "Una Sell was principal of Orsk College from 1948 to 1965; before that she had lectured at Tarn University "
    read = _relations(text + "for thirteen years.")
    assert ("Una Sell", "LECTURED_AT", "Tarn University", "1935") in read  # 1948 less thirteen years
    ended = OfflineExtractor()(text + "for thirteen years.", at=NOW, known=[]).relations
    assert next(r.valid_to for r in ended if r.type == "LECTURED_AT").year == 1948


def test_the_reviewers_look_alikes_stay_apart() -> None:
    """Forms that look like this session's rules and are not: a placing, a line's end, an adjective, two banks."""
    read = _relations("Ena Holt joined Orsk Rovers in 2001. She finished third at the Tarn Open in 2005.")
    assert not any(kind.startswith("FINISHED") and "CAREER" in kind for _, kind, _, _ in read)
    assert verb_phrase(" finished his career at ") == "FINISHED_CAREER_AT" and verb_phrase(" ends at ") == "ENDS_AT"
    dancer = {kind for _, kind, _, _ in _relations("Ena Holt became principal dancer of the Tarn Ballet in 1990.")}
    assert not any(RelationLexicon.type_senses(kind) & {"lead"} for kind in dancer)  # an adjective, no principal
    assert RelationLexicon.type_senses("PRINCIPAL_INVESTIGATOR_OF") == {"lead"}  # a project's PI leads it
    banks = _relations("Alan Marsh worked for the Treasury and Midland Bank before 1950.")
    assert not any(target == "Treasury and Midland Bank" for _, _, target, _ in banks)
    kai = _relations("Kai Mori played for Tarn United from 2001 and for the reserves of Orsk City from 2005.")
    assert ("Kai Mori", "PLAYED_FOR", "Orsk City", "2005") in kai  # "reserves": a noun, no verb of its own
    office = _relations(
        "Ena Holt earned a Master of Science in 1990. In 2010 she was appointed Master at Tarn College."
    )
    assert not any(target == "Master of Science" and year == "2010" for _, _, target, year in office)


def test_a_word_of_origin_after_an_article_is_no_part_of_the_persons_name() -> None:
    read = _relations(
        "Ivo Lamb led the Tarn Orchestra from 1921. He was succeeded by the Austrian Felix Brandauer in 1938."
    )
    assert ("Ivo Lamb", "SUCCEEDED_BY", "Felix Brandauer", "1938") in read
    assert ("Jean-Claude Morel", "JOINED", "Valtorta", "1967") in _relations(
        "The Frenchman Jean-Claude Morel joined Valtorta in 1967."
    )
    assert any(
        source == "American Civil War"
        for source, _, _, _ in _relations("The American Civil War ended in 1865 at Orsk.")
    )


def test_a_question_saying_a_names_article_capitalised_finds_the_name(mem) -> None:
    mem.ingest(
        "The Glass Orchard are a rock band formed in Leeds in 1988. Tom Ashby was its first singer.", at="2024-01-01"
    )
    context = mem.walk("Who was the singer of The Glass Orchard in 1990?").context
    assert not context.startswith("Nothing in memory is named")  # the texts' Glass Orchard


def test_the_new_holders_own_leaving_in_a_relative_clause_is_no_day_of_the_hand_over() -> None:
    text = "Ivo Lamb was principal conductor of the Tarn Orchestra from 1921 to 1938. He was succeeded by Ena Holt, who"
    read = OfflineExtractor()(f"{text} retired in 1952.", at=NOW, known=[])
    assert [(one.new, one.old, one.at.year) for one in read.successions] == [("Ena Holt", "Ivo Lamb", 1938)]  # not 1952
