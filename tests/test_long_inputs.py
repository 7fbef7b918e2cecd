"""Long texts are embedded by pieces, so their end is searchable as well as their start."""

from c0lab import Memory
from c0lab.index.search import CHUNK_WORDS, text_pieces

from .embedders import BagOfWordsEmbedder


class ReadsTheStartOnly(BagOfWordsEmbedder):
    """Like MiniLM: only the first words of a text shape its vector. Records what it was asked."""

    limit = CHUNK_WORDS + 50

    def __init__(self) -> None:
        super().__init__(name="test:start-only")
        self.longest = 0

    def embed(self, texts):
        self.longest = max([self.longest, *(len(text.split()) for text in texts)])
        return super().embed([" ".join(text.split()[: self.limit]) for text in texts])


def test_the_end_of_a_long_episode_is_found_by_vector_search(tmp_path):
    filler = " ".join(f"filler{number % 97}" for number in range(3000))
    embedder = ReadsTheStartOnly()
    with Memory.open(tmp_path / "memory", embedder=embedder) as mem:
        mem.add_concept("Zephyr", filler + " the quarterly budget of the observatory telescope")
        mem.add_concept("Apollo", "a rocket")
        assert embedder.longest <= CHUNK_WORDS  # never a text the model would cut
        found = mem.search("observatory telescope quarterly budget", k=3, mode="vector")["name"].tolist()
        assert "Zephyr" in found


def test_a_text_is_cut_into_pieces_only_when_long():
    assert text_pieces("a short text") == ["a short text"]
    pieces = text_pieces(" ".join(["word"] * (2 * CHUNK_WORDS + 1)))
    assert [len(piece.split()) for piece in pieces] == [CHUNK_WORDS, CHUNK_WORDS, 1]
