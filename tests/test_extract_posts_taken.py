"""A post taken with another tie ("joined X as its lead") and a predecessor named after a holder ("Preceded by A")."""

from __future__ import annotations

from tests._ties import read_ties


def test_a_leading_role_after_as_is_a_post_of_the_name_joined():
    ties = read_ties("Tesmo Mirbeldo joined Project Elmo as its lead in 2012.")
    assert ties[("Tesmo Mirbeldo", "LEAD_OF", "Project Elmo")] == ("2012-01-01", None)
    ties = read_ties("Ada Lee returned to Orsk Club as chairman in 2015, and left in 2019.")
    assert ties[("Ada Lee", "CHAIRMAN_OF", "Orsk Club")][0] == "2015-01-01"


def test_a_role_of_no_post_or_of_another_thing_is_no_post_of_it():
    ties = read_ties("Ada Lee played for Orsk Club as a striker.")
    assert set(ties) == {("Ada Lee", "PLAYED_FOR", "Orsk Club")}
    ties = read_ties("Ada Lee joined Orsk Club as head of youth football in 2019.")
    assert ("Ada Lee", "HEAD_OF", "Orsk Club") not in ties


def test_a_predecessor_named_after_a_holder_held_the_post_until_the_holder_began():
    for said in (
        "Preceded by Shadun Fenbeltes.",
        "Predecessor: Shadun Fenbeltes.",
        "His predecessor was Shadun Fenbeltes.",
        "He was preceded by Shadun Fenbeltes.",
        "Shadun Fenbeltes preceded him.",
        "Shadun Fenbeltes preceded him in the role.",
        "Before that, Shadun Fenbeltes held the role.",
        "Shadun Fenbeltes had previously held the post.",
    ):
        ties = read_ties(f"Kamirny Phave became director of Orsk Labs in 2012. {said}")
        assert ties[("Shadun Fenbeltes", "DIRECTOR_OF", "Orsk Labs")] == (None, "2012-01-01"), said
    for text in (
        "Kamirny Phave became director of Orsk Labs in 2012; before him, Shadun Fenbeltes held the post.",
        "Kamirny Phave became director of Orsk Labs in 2012, a post Shadun Fenbeltes had held since 2004.",
    ):
        ties = read_ties(text)
        assert ties[("Shadun Fenbeltes", "DIRECTOR_OF", "Orsk Labs")][1] == "2012-01-01", text


def test_a_name_holding_a_post_said_with_no_time_before_is_no_predecessor():
    for said in ("Shadun Fenbeltes held the post.", "Before that, Shadun Fenbeltes held a party."):
        ties = read_ties(f"Kamirny Phave became director of Orsk Labs in 2012. {said}")
        assert ("Shadun Fenbeltes", "DIRECTOR_OF", "Orsk Labs") not in ties, said


def test_a_predecessor_of_someone_holding_nothing_said_gives_nothing():
    ties = read_ties("Kamirny Phave became director of Orsk Labs in 2012. Ada Lee's predecessor was Shadun Fenbeltes.")
    assert not any(source == "Shadun Fenbeltes" and kind == "DIRECTOR_OF" for source, kind, _ in ties)


def test_a_role_after_as_of_a_tie_that_is_no_joining_is_no_post_of_its_object():
    for text in (
        "Jane Doe succeeded Tom Bell as chairman in 2015.",
        "Ann Fox was replaced by Tom Bell as manager in 2015.",
    ):
        assert not any(
            kind.endswith("_OF") and kind.split("_")[0] in ("CHAIRMAN", "MANAGER") for _, kind, _ in read_ties(text)
        ), text


def test_a_role_that_is_one_of_many_or_goes_on_is_no_post():
    for text in (
        "Tom Bell joined the Royal Navy as a captain in 1990.",
        "Ada Lee joined Orsk Labs as assistant coach in 2019.",
        "Ada Lee joined Orsk Band as lead singer in 2019.",
    ):
        assert len(read_ties(text)) == 1, text


def test_a_predecessor_holds_only_the_post_and_only_a_persons():
    ties = read_ties(
        "Jane Doe founded Orsk Labs in 2005. She is the director of Orsk Labs. Her predecessor was Tom Bell."
    )
    assert not any(source == "Tom Bell" and kind == "FOUNDED" for source, kind, _ in ties)
    ties = read_ties("Jane Doe became director of Orsk Labs in 2012. Its predecessor was Kell Labs.")
    assert ("Kell Labs", "DIRECTOR_OF", "Orsk Labs") not in ties
    ties = read_ties("Jane Doe became director of Orsk Labs in 2012. Preceded by Tom Bell's speech, the vote passed.")
    assert ("Tom Bell", "DIRECTOR_OF", "Orsk Labs") not in ties
    ties = read_ties("Jane Doe became director of Orsk Labs in 2012. Tom Bell preceded her speech with a song.")
    assert ("Tom Bell", "DIRECTOR_OF", "Orsk Labs") not in ties


def test_a_post_said_through_the_post_of_it_is_that_post():
    ties = read_ties("Ana Pell held the post of director of the Orsk Museum from 1937 to 1950.")
    assert ties[("Ana Pell", "DIRECTOR_OF", "Orsk Museum")] == ("1937-01-01", "1951-01-01")
    ties = read_ties("In 1937, Ana Pell took up the position of Director of the Orsk Museum.")
    assert ties[("Ana Pell", "DIRECTOR_OF", "Orsk Museum")] == ("1937-01-01", None)
    ties = read_ties("Ana Pell was appointed to the office of director of the Orsk Museum in 1937.")
    assert ties[("Ana Pell", "DIRECTOR_OF", "Orsk Museum")] == ("1937-01-01", None)
    ties = read_ties("Ana Pell resigned the post of director of the Orsk Museum in 1950.")
    assert ties[("Ana Pell", "DIRECTOR_OF", "Orsk Museum")][1] is not None
    assert "DIRECTOR_OF" not in {kind for _, kind, _ in read_ties("Ana Pell played the role of director in Orsk.")}


def test_a_thing_that_gives_one_a_post_as_its_role_makes_that_one_its_holder():
    ties = read_ties("Fenwick elected Harold Bright as its new mayor in May 2019.")
    assert ties[("Harold Bright", "MAYOR_OF", "Fenwick")] == ("2019-05-01", None)
    assert ("Frank Lampard", "MANAGER_OF", "Chelsea") in read_ties(
        "Chelsea appointed Frank Lampard as manager in 2019."
    )
    ties = read_ties("In 2015 the Orsk Club appointed Ana Pell as director.")
    assert ties[("Ana Pell", "DIRECTOR_OF", "Orsk Club")] == ("2015-01-01", None)
    assert not any(kind.endswith("_OF") for _, kind, _ in read_ties("Ana Pell selected Tom Bell as captain in 2014."))
    assert not any(kind.endswith("_OF") for _, kind, _ in read_ties("Orsk Labs hired Ana Pell as an engineer."))


def test_a_body_named_by_a_place_of_work_gives_its_post_and_a_person_said_her_does_not():
    ties = read_ties("Orsk Labs appointed Ana Pell as director in 2015.")  # before: no post (taken for a person)
    assert ties[("Ana Pell", "DIRECTOR_OF", "Orsk Labs")] == ("2015-01-01", None)
    assert ("Cy Dee", "CHAIRMAN_OF", "Tarn Group") in read_ties("Tarn Group hired Cy Dee as chairman in 2003.")
    assert not any(kind.endswith("_OF") for _, kind, _ in read_ties("Ana Pell appointed Bo Ek as her deputy."))


def test_a_person_whose_surname_is_a_building_gives_no_post():
    for text in ("Eda Gates hired Bo Ek as chairman in 2012.", "Ray Chambers appointed Bo Ek as director in 2012."):
        assert not any(kind.endswith("_OF") for _, kind, _ in read_ties(text))
