"""A company as news refers back to it: "the company" after it was introduced as one (by a noun before its name or
an apposition after it), also as a possessive or after a fronted date; "she" after "X hired B" is B, not X."""

from __future__ import annotations

from tests._ties import needs_wordnet, read_ties

pytestmark = needs_wordnet


def test_she_after_a_company_hired_someone_is_the_one_hired():
    ties = read_ties(
        "The food company Norvik Foods hired Mira Solberg in 2016. "
        "She has been the company's chief operating officer since 2018."
    )
    assert ties[("Mira Solberg", "CHIEF_OPERATING_OFFICER_OF", "Norvik Foods")] == ("2018-01-01", None)


def test_the_company_is_the_name_an_apposition_said_is_one():
    ties = read_ties(
        "Norvik Foods, a Norwegian food company, hired Mira Solberg from Brekke Group in 2016. "
        "She became chief executive of the company in 2019."
    )  # two bodies said: the apposition tells which is the company
    assert ties[("Mira Solberg", "CHIEF_EXECUTIVE_OF", "Norvik Foods")] == ("2019-01-01", None)


def test_she_after_a_body_that_hired_someone_is_the_one_hired():
    ties = read_ties("Halden Air hired Mira Solberg in 2016. She moved to Oslo in 2019.")
    assert ("Mira Solberg", "MOVED_TO", "Oslo") in ties and ("Halden Air", "MOVED_TO", "Oslo") not in ties


def test_the_company_after_a_fronted_date_is_the_name_too():
    ties = read_ties(
        "Norvik Foods, a Norwegian food company, opened in 2001. In 2019, the company appointed Ada Lund chairman."
    )
    assert ties[("Ada Lund", "CHAIRMAN_OF", "Norvik Foods")] == ("2019-01-01", None)


def test_she_is_never_a_body_named_by_a_plural_noun():
    ties = read_ties(
        "Norvik Foods said on Monday that Mira Solberg will become its chief executive. "
        "Before joining Norvik Foods she ran the Nordic business of Brekke Group."
    )
    assert ("Mira Solberg", "RAN", "Nordic business") in ties
    assert not any(source == "Norvik Foods" and kind == "RAN" for source, kind, _ in ties)


def test_she_may_be_a_person_whose_surname_is_a_plural():
    ties = read_ties(
        "Lucy Wills was brought up near Birmingham, and then from 1892 in Barnt Green. "
        "She went at first to a local school called Tanglewood."
    )
    assert ("Lucy Wills", "MENTIONED_WITH", "Tanglewood") in ties  # she is Lucy Wills, not a body
    assert ("Barnt Green", "MENTIONED_WITH", "Tanglewood") not in ties


def test_the_company_is_the_one_body_the_text_named_else_none():
    ties = read_ties(
        "Norvik Foods said on Monday that Mira Solberg would lead it. "
        "Solberg, 48, has been the company's chief operating officer since 2018."
    )
    assert ties[("Mira Solberg", "CHIEF_OPERATING_OFFICER_OF", "Norvik Foods")] == ("2018-01-01", None)
    ties = read_ties(
        "Norvik Foods bought Brekke Group in 2016. Mira Solberg has been the company's director since 2018."
    )
    assert not any(kind == "DIRECTOR_OF" for _, kind, _ in ties)  # two bodies: whose?


def test_the_company_is_the_one_an_apposition_before_its_name_introduced():
    ties = read_ties(
        "Ada Lund left Brekke Group in 2019 and founded her own company, Lund Invest. "
        "She is chief executive of the company."
    )
    assert ("Ada Lund", "CHIEF_EXECUTIVE_OF", "Lund Invest") in ties
    assert ("Ada Lund", "CHIEF_EXECUTIVE_OF", "Brekke Group") not in ties
