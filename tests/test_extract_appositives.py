"""A name with an appositive after it ("Kell Bank, a subsidiary of Tarn Group, opened …") keeps its verb: the name
inside the appositive is no subject; and "an effort of Y" (an initiative, a venture) says who runs the thing.
Before, the verb went to the appositive's name ("Tarn Group opened a branch in Oslo") and "an effort of" was a
co-mention."""

from __future__ import annotations

from c0lab.retrieval.lexicon import RelationLexicon
from tests._ties import read_ties


def test_the_verb_after_an_appositive_is_the_first_names():
    ties = read_ties("Kell Bank, a subsidiary of Tarn Group, opened a branch in Oslo.")
    assert ("Kell Bank", "OPENED_IN", "Oslo") in ties and ("Tarn Group", "OPENED_IN", "Oslo") not in ties
    assert ("Kell Bank", "SUBSIDIARY_OF", "Tarn Group") in ties
    chair = read_ties("Bo Ek, the new chair of the Orsk Club since 2019, replaced Ana Pell.")
    assert ("Bo Ek", "REPLACED", "Ana Pell") in chair and ("Orsk Club", "REPLACED", "Ana Pell") not in chair


def test_an_effort_of_a_body_said_in_apposition_is_run_by_it():
    text = "Project Varve, an effort of the Varlumbri Labs, is building a beehive monitor system."
    kinds = {
        kind for (source, kind, target) in read_ties(text) if {source, target} == {"Project Varve", "Varlumbri Labs"}
    }
    assert kinds and "MENTIONED_WITH" not in kinds
    assert all("run" in RelationLexicon.build(kinds).senses[kind] for kind in kinds)  # "who runs Project Varve?"
    led = read_ties("Ana Pell has managed Tarn Rovers since 2010. In 2012 Bo Ek led the effort to save Tarn Rovers.")
    kinds = {kind for (source, kind, target) in led if (source, target) == ("Bo Ek", "Tarn Rovers")}
    assert not any("run" in RelationLexicon.build(kinds).senses[kind] for kind in kinds)  # no running of it
