""" "… after X": the stint begun nearest X's end comes first, X's own facts (dated or undated) last."""

from c0lab import Memory


def _fact_lines(context):
    return [line for line in context.splitlines() if line.startswith("- ")]


def test_after_x_puts_the_next_stint_before_one_begun_long_before(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ["Ann Pike", "Darlington", "Watford", "Reading", "Halden"]])
        mem.relate("Ann Pike", "PLAYED_FOR", "Darlington", valid_from="1985")
        mem.relate("Ann Pike", "PLAYED_FOR", "Watford", valid_from="1990", valid_to="1994")
        mem.relate("Ann Pike", "PLAYED_FOR", "Reading", valid_from="1995")
        mem.relate("Ann Pike", "MENTIONED_WITH", "Halden", valid_from="1980")
        lines = _fact_lines(mem.walk("Which team did Ann Pike play for after Watford?").context)
    assert lines[0] == "- Ann Pike played for Reading (since 1995)"
    assert lines[1] == "- Ann Pike played for Darlington (since 1985)"
    assert "Watford" in [line for line in lines if "played for" in line][-1]  # the co-mention is said, not held


def test_after_an_undated_x_puts_x_last(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest("Rossi Bianchi joined Lazio in 1990. He also played for Como and Genoa.")
        lines = _fact_lines(mem.walk("Which team did Rossi Bianchi play for after Como?").context)
    assert "Como" not in lines[0]
    assert "Como" in [line for line in lines if "played for" in line][-1]
