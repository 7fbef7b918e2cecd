""" "after X" / "before X" when X is held with no date: the facts told with no date come in the order the text told
them (after X: those told after it, nearest first; before X: those told before it, nearest first)."""

from c0lab import Memory


def _undated(context):
    return [line for line in context.splitlines() if line.startswith("- [undated]")]


def _memory(tmp_path):
    mem = Memory.open(tmp_path / "m", embedder=None)
    mem.ingest("Ana Holm is a Norwegian footballer. She also played for Orvik, Tern, Brann and Lyra.")
    return mem


def test_after_an_undated_x_comes_the_one_told_after_it(tmp_path):
    with _memory(tmp_path) as mem:
        lines = _undated(mem.walk("Which team did Ana Holm play for after Tern?").context)
    assert lines[0].endswith("Brann"), lines
    assert lines[-1].endswith("Tern"), lines


def test_before_an_undated_x_comes_the_one_told_before_it(tmp_path):
    with _memory(tmp_path) as mem:
        lines = _undated(mem.walk("Which team did Ana Holm play for before Brann?").context)
    assert lines[0].endswith("Tern"), lines
