"""Clauses of encyclopaedia prose that were read as ties they do not state (issue 22, found on MenatQA's dev half):
a past perfect inside a relative clause, a team described by a name with a closing letter or as "champions", a
couple named together, a wedding's place."""

from __future__ import annotations

from c0lab import Memory
from tests._ties import read_ties


def test_a_past_perfect_of_a_relative_clause_ends_nothing_of_the_main_clause():
    ties = read_ties("Ann Gunn was born in Boston to parents whose families had emigrated to Massachusetts.")
    assert ties[("Ann Gunn", "BORN_IN", "Boston")] == (None, None)  # base: ended when the text was written
    held = read_ties("Ann Gunn joined Orvik Bank after she had left Tern Foods.")
    assert held[("Ann Gunn", "JOINED", "Orvik Bank")][1] is None
    ties = read_ties("In 2019 Ana Roe became head of Orvik Labs. Since its launch Orvik Labs had been run by Bo Ek.")
    assert ties[("Orvik Labs", "RUN_BY", "Bo Ek")] == (None, "2019-01-01")  # "since its launch": no clause of its own


def test_the_main_clause_past_perfect_still_says_what_held_before():
    ties = read_ties("In 2019 Orvik moved to the B licence. It had used the Ottavi licence.")
    assert ties[("Orvik", "LICENCE", "Ottavi licence")] == (None, "2019-01-01")


def test_a_name_closed_by_a_letter_or_called_champions_only_describes_the_team():
    for text in (
        "In 2012 Ana Pell joined Serie A side Juventus.",
        "In 2012 Ana Pell joined Serie A champions Juventus.",
        "On 26 January 2008 , Ana Pell signed a deal with Scottish Premier League champions Celtic .",
        "In 2012 Ana Pell joined league leaders Juventus.",
        "In 2012 Ana Pell joined cup holders Juventus.",
    ):
        typed = [(source, kind, end) for (source, kind, end) in read_ties(text) if kind != "MENTIONED_WITH"]
        assert len(typed) == 1 and typed[0][0] == "Ana Pell", text
        assert typed[0][2] in ("Juventus", "Celtic") and typed[0][1] in ("JOINED", "SIGNED_WITH"), text


def test_a_couple_named_together_were_married_to_each_other():
    ties = read_ties("In 1953 Dora Squires and Roger Moore were married in New York.")
    assert ties[("Dora Squires", "MARRIED", "Roger Moore")] == ("1953-01-01", None)
    told = read_ties("In 1952 , Roger Moore met Dora Squires . Dora Squires and Roger Moore were married in New York .")
    assert told[("Dora Squires", "MARRIED", "Roger Moore")] == ("1952-01-01", None)  # the wedding's place's time
    assert ("Dora Squires", "MARRIED", "Roger Moore") not in read_ties(
        "Dora Squires and Roger Moore were never married."
    )


def test_where_a_wedding_took_place_is_no_spouse(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Roger Moore"}, {"name": "New York"}, {"name": "Dora Squires"}])
        mem.relate("Roger Moore", "MARRIED_IN", "New York", valid_from="1953")
        mem.relate("Roger Moore", "MARRIED", "Dora Squires", valid_from="1953")
        for question in ("Who was Roger Moore's spouse in 1960?", "Who did Roger Moore marry?"):
            context = mem.walk(question).context
            first = next(line for line in context.splitlines() if line.startswith("- "))
            assert "Dora Squires" in first, context


def test_an_object_described_first_is_the_name_after_its_comma():
    for text, spouse in (
        (
            "In 1946 Roger Moore married a fellow RADA student , the actress and ice skater Doorn Van Steyn .",
            "Doorn Van Steyn",
        ),
        ("In 1990 Roger Moore married a fellow student, Jane Doe.", "Jane Doe"),
        ("In 1990 Roger Moore married an American heiress, Jane Doe.", "Jane Doe"),
    ):
        typed = {(s, k, t): when for (s, k, t), when in read_ties(text).items() if k != "MENTIONED_WITH"}
        assert typed == {("Roger Moore", "MARRIED", spouse): (text[3:7] + "-01-01", None)}, text  # no RADA, American
    joined = read_ties("Ana Pell joined a Norwegian bank, Orvik Bank, in 1990.")
    assert joined[("Ana Pell", "JOINED", "Orvik Bank")] == ("1990-01-01", None)


def test_a_pronoun_after_a_fronted_place_is_the_clauses_subject(tmp_path):
    text = (
        "Clara Whitby trained at RADA. At RADA she married a fellow student, Edmund Hale, in 1953; "
        "they divorced in 1961."
    )
    assert read_ties(text)[("Clara Whitby", "MARRIED", "Edmund Hale")][0] == "1953-01-01"  # base: nothing read
    assert ("Clara Whitby", "MARRIED", "Edmund Hale") in read_ties(
        "Clara Whitby lived in Leeds. In London she married Edmund Hale in 1953."
    )
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.ingest(text, at="2023-06-01")
        trained = mem.walk("Where did Clara Whitby train?").context.splitlines()
    assert "- Clara Whitby trained at RADA" in trained  # "they divorced" ends a marriage, not her school
