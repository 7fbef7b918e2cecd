"""The magics, through a real IPython shell."""

from __future__ import annotations

import pytest

from c0lab import Memory, Walk


@pytest.fixture
def ip(shell_with_c0lab):
    return shell_with_c0lab  # these tests open (or fail to open) memories themselves


def run(ip, cell: str):
    result = ip.run_cell(cell, store_history=True)
    return result


def one_line_error(capsys, kind: str) -> str:
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{kind}: ") and "\n" not in err and "Traceback" not in err, err
    return err


DESIGN_SESSION = [
    "%c0 open ./memory --namespace my-project",
    '%add concept "reciprocal rank fusion" -d "Rank-based fusion of result lists; score = w/(k+rank)."',
    '%add concept "hybrid search" -d "Keyword (BM25) + vector retrieval, fused by RRF." --force',
    '%add relation "reciprocal rank fusion" USED_BY "hybrid search"',
    '%add patch "hybrid search" --content "Since 2025 the fusion weights are tuned per namespace."',
]


def test_the_design_session_works_line_by_line(ip, capsys):
    for line in DESIGN_SESSION:
        assert run(ip, line).success, line
    result = run(ip, "%walk what fuses keyword and vector results?").result
    assert isinstance(result, Walk) and result.concept.name in {"hybrid search", "reciprocal rank fusion"}
    assert "tuned per namespace" in result.context or "USED_BY" in result.context
    run(ip, '%add concept "Project Zephyr"')
    run(ip, '%add concept "Mara Quill"')
    run(ip, '%add concept "Tomas Vey"')
    run(ip, '%add relation "Project Zephyr" LED_BY "Mara Quill" --valid-from 2019 --valid-to 2022-03')
    run(ip, '%add relation "Project Zephyr" LED_BY "Tomas Vey" --valid-from 2022-03')
    run(ip, "%asof 2022-01-01")
    then = run(ip, "%walk who leads Project Zephyr").result
    assert "led by Mara Quill" in then.context and "Tomas Vey" not in then.context
    run(ip, "%asof now")
    now = run(ip, "%walk who leads Project Zephyr").result
    assert "led by Tomas Vey" in now.context and "[ended 2022-03, replaced by Tomas Vey]" in now.context
    assert "as of now" in capsys.readouterr().out


def test_the_first_magic_opens_the_default_memory_and_says_where(ip, capsys, tmp_path):
    run(ip, '%add concept "alpha one"')
    assert "c0lab: opened .c0lab (namespace default)" in capsys.readouterr().out
    assert (tmp_path / ".c0lab" / "c0lab.json").exists()


def test_c0lab_home_chooses_the_default_memory(ip, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("C0LAB_HOME", str(tmp_path / "elsewhere"))
    run(ip, "%c0 status")
    assert (tmp_path / "elsewhere" / "c0lab.json").exists()


def test_status_close_and_dead_ends(ip):
    run(ip, "%c0 open ./memory")
    run(ip, '%add concept "alpha one"')
    assert run(ip, "%c0 status").result["concepts"] == 1
    run(ip, "%walk zzyzx qwerty")
    assert run(ip, "%c0 dead-ends").result["query"].tolist() == ["zzyzx qwerty"]
    assert run(ip, "%reflect inbox").result["query"].tolist() == ["zzyzx qwerty"]
    run(ip, "%c0 close")
    assert ip._c0lab_magics.memory is None


def test_c0_memory_hands_the_magics_memory_to_python(ip):
    run(ip, '%add concept "alpha one"')
    run(ip, "mem = %c0 memory")
    assert ip.user_ns["mem"] is ip._c0lab_magics.memory and ip.user_ns["mem"].concept("alpha one")


def test_cell_add_takes_one_item_a_line(ip, capsys):
    run(ip, "%c0 open ./memory")
    cell = """%%add
concept "Project Zephyr" -d "A search engine" --kind project
concept "Mara Quill" --alias "M. Quill"
# a comment
relation "Project Zephyr" LED_BY "Mara Quill" --valid-from 2019
patch "Project Zephyr" --content "Rebuilt nightly."
"""
    assert run(ip, cell).success
    assert "added 4 items" in capsys.readouterr().out
    memory = ip._c0lab_magics.memory
    assert memory.concept("m quill").name == "Mara Quill"
    assert memory.concept("Project Zephyr").patches[0].content == "Rebuilt nightly."
    run(ip, '%%add\nconcept "Nora"\nrelation "Nora" LIKES "Nobody"\n')
    assert "line 2" in one_line_error(capsys, "UnknownConceptError")


def test_cell_add_reads_yaml_too(ip, capsys):
    run(ip, "%c0 open ./memory --no-embeddings")
    cell = """%%add
- concept: Project Zephyr
  description: A search engine
  aliases: [Zephyr]
- concept: Mara Quill
- relation: [Project Zephyr, LED_BY, Mara Quill]
  valid_from: 2019-01-01
- patch: Zephyr
  content: Rebuilt nightly.
"""
    assert run(ip, cell).success
    memory = ip._c0lab_magics.memory
    assert memory.concept("zephyr").patches[0].content == "Rebuilt nightly."
    assert memory.neighbours("Project Zephyr", as_of="2020")["name"].tolist() == ["Mara Quill"]
    run(ip, "%%add\n- concept: Other\n  colour: red\n")
    assert "item 1" in one_line_error(capsys, "UsageError")
    run(ip, "%%add\n- relation: [Project Zephyr, LED_BY]\n")
    assert "three" in one_line_error(capsys, "UsageError")


def test_search_modes_k_and_out(ip):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(ip, '%add concept "hybrid search" -d "keyword and vector retrieval"')
    run(ip, '%add concept "keyword search" -d "BM25 ranking" --force')
    frame = run(ip, "%search -k 1 --keyword-only --out found keyword").result
    assert len(frame) == 1 and ip.user_ns["found"] is frame


def test_walk_options_and_out(ip):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(
        ip,
        '%%add\nconcept "alpha one"\nconcept "bravo two"\nconcept "charlie three"\n'
        'relation "alpha one" KNOWS "bravo two"\nrelation "bravo two" KNOWS "charlie three"\n',
    )
    shallow = run(ip, '%walk --depth 1 --out w "alpha one"').result
    assert ip.user_ns["w"] is shallow and shallow.reached == ["bravo two"]
    deep = run(ip, "%walk --depth 2 --budget 400 alpha one").result
    assert "charlie three" in deep.reached and deep.budget_tokens == 400
    incoming = run(ip, "%walk --direction in charlie three").result
    assert "bravo two" in incoming.reached
    assert run(ip, "%walk --as-of 1990 alpha one").result.as_of.year == 1990


def test_config_sets_defaults(ip):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(ip, '%add concept "alpha one" -d "a fairly long description of the first concept"')
    run(ip, "%config C0Lab.budget_tokens = 5")
    assert run(ip, "%walk alpha one").result.budget_tokens == 5
    run(ip, "%config C0Lab.depth = 1")
    assert ip._c0lab_magics.depth == 1


def test_braces_expand_from_the_notebook_and_unknown_names_are_errors(ip, capsys):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(ip, 'topic = "hybrid search"')
    run(ip, '%add concept "{topic}" -d "about {topic}"')
    assert ip._c0lab_magics.memory.concept("hybrid search").description == "about hybrid search"
    run(ip, "%walk {no_such_name}")
    assert "{no_such_name} names nothing" in one_line_error(capsys, "UsageError")


def test_supersede_invalidate_describe(ip):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(ip, '%%add\nconcept "format v1"\nconcept "format v2"\nconcept "office"\nconcept "Zephyr" -d "old"\n')
    run(ip, '%supersede "format v1" --with "format v2" --at 2023-05-01')
    run(ip, '%invalidate office --reason "closed" --at 2024-01-01')
    assert run(ip, "%describe Zephyr the new text").result is None  # one printed line, no repr
    memory = ip._c0lab_magics.memory
    assert memory.concept("format v1", as_of="2023-01-01").reason == "superseded by 'format v2'"
    assert memory.concept("office", as_of="2023-12-01").reason == "closed"
    assert memory.concept("Zephyr").description == "the new text"


def test_redate_corrects_a_relations_dates(ip, capsys):
    run(ip, "%c0 open ./memory --no-embeddings")
    cell = (
        'concept "Royal Institution"\nconcept "Humphry Davy"\nrelation "Royal Institution" DIRECTED_BY "Humphry Davy"'
    )
    run(ip, f"%%add\n{cell}\n")
    capsys.readouterr()
    run(ip, '%redate "Royal Institution" DIRECTED_BY "Humphry Davy" --valid-from 1801-03 --valid-to 1812')
    assert "redated (from 1801-03, to 1812)" in capsys.readouterr().out
    memory = ip._c0lab_magics.memory
    assert memory.neighbours("Royal Institution", as_of="1790").empty
    assert memory.neighbours("Royal Institution", as_of="1805")["name"].tolist() == ["Humphry Davy"]


def test_asof_with_known_at_travels_in_system_time(ip, capsys):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(ip, '%add concept "Zephyr" -d "first"')
    memory = ip._c0lab_magics.memory
    ip.user_ns["before"] = memory.last_change_at.isoformat()
    run(ip, "%describe Zephyr second")
    run(ip, "%asof now --known-at {before}")
    assert run(ip, "%walk Zephyr").result.concept.description == "first"
    run(ip, "%asof")
    assert "as known at" in capsys.readouterr().out
    run(ip, "%asof now")
    assert run(ip, "%walk Zephyr").result.concept.description == "second"


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ('%add concept "Nobody" -d x\n%add relation Nobody KNOWS "Somebody"', "UnknownConceptError"),
        ("%asof someday", "BadDateError"),
        ("%walk", "UsageError"),
        ("%walk --depth deep x", "UsageError"),
        ("%walk --budget 0 x", "UsageError"),
        ("%search -k 0 x", "UsageError"),
        ("%recall --budget 0 x", "UsageError"),
        ("%describe x", "UsageError"),
        ("%add relation a b", "UsageError"),
        ('%add concept "unterminated', "UsageError"),
        ("%supersede alpha", "UsageError"),
        ("%search --keyword-only --vector-only x", "UsageError"),
        ("%reflect dance", "UsageError"),
        ('%add concept ""', "InvalidInputError"),
    ],
)
def test_a_user_mistake_is_one_line_never_a_traceback(ip, capsys, line, kind):
    run(ip, "%c0 open ./memory --no-embeddings")
    capsys.readouterr()
    for part in line.split("\n"):
        run(ip, part)
    one_line_error(capsys, kind)


def test_reflect_drives_the_loop(ip, capsys):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(
        ip,
        '%%add\nconcept "Glasswing index" -d "Shards move to cold storage tiers at night."\n'
        'concept "Ferrocene ledger" -d "Old segments go to cold storage tiers."\n',
    )
    assert run(ip, "%walk Project Thistledown").result.dead_end
    memory = ip._c0lab_magics.memory
    memory.record_dead_end("what is cold storage tiers?", context="")
    assert run(ip, "%reflect").result["inbox"] == 2
    assert run(ip, "%reflect inbox").result["query"].tolist() == ["Project Thistledown", "what is cold storage tiers?"]
    processed = run(ip, "%reflect process").result.set_index("query")["verdict"].to_dict()
    assert processed == {"Project Thistledown": "QUEUE", "what is cold storage tiers?": "COMMIT"}
    assert run(ip, "%reflect proposed").result["name"].tolist() == ["cold storage tiers"]
    assert run(ip, "%reflect apply").result["name"].tolist() == ["cold storage tiers"]
    assert memory.concept("cold storage tiers").origin == "reflector"
    review = run(ip, "%reflect review").result
    assert [item.key for item in review.items] == ["Project Thistledown"]  # the queued query
    memory.record_dead_end("again", context="")
    run(ip, "%reflect clear")
    assert "dropped 1 dead ends" in capsys.readouterr().out


def test_reload_ext_keeps_working_and_closes_the_memory(ip):
    run(ip, "%c0 open ./memory --no-embeddings")
    first = ip._c0lab_magics
    assert run(ip, "%reload_ext c0lab").success
    assert first.memory is None and ip._c0lab_magics is not first
    assert run(ip, '%add concept "after reload"').success


def test_a_walk_shows_as_html_markdown_and_text(ip):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(
        ip,
        '%%add\nconcept "<b>bold</b> name" -d "a <script>x</script> text"\nconcept "other"\n'
        'relation "<b>bold</b> name" KNOWS other --valid-to 2020\n',
    )
    walk = run(ip, '%walk "<b>bold</b> name"').result
    page = walk._repr_html_()
    assert "<script>x" not in page and "&lt;script&gt;x" in page and "&lt;b&gt;bold" in page
    assert "ended 2020" in page  # --valid-to 2020 covers the year 2020: ended in 2020, as stated
    assert walk._repr_markdown_().startswith("**<b>bold</b> name**") or "bold" in walk._repr_markdown_()
    assert repr(walk).startswith("walk '<b>bold</b> name' → <b>bold</b> name")
    assert run(ip, '%walk "<b>bold</b> name";').result is not None  # ';' only hides the display


def test_c0_analyze_diff_snapshot_conflicts_and_audit(ip, capsys):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(
        ip,
        '%%add\nconcept hub\nconcept "leaf a"\nconcept "leaf b"\nconcept person -d x --kind person\n'
        'relation "leaf a" POINTS_TO hub\nrelation "leaf b" POINTS_TO hub --valid-from 2020\n',
    )
    assert run(ip, "%c0 snapshot before").success
    assert run(ip, "%c0 analyze pagerank").result["name"][0] == "hub"
    assert set(run(ip, "%c0 analyze pagerank --as-of 2019").result["name"]) == {"hub", "leaf a", "leaf b", "person"}
    assert len(run(ip, '%c0 analyze path "leaf a" "leaf b"').result) == 2
    assert run(ip, '%c0 analyze path "leaf a" "leaf b" --as-of 2019').success is False
    assert "no chain of relations" in capsys.readouterr().err
    assert set(run(ip, "%c0 analyze communities").result["community"]) >= {0}
    run(ip, '%add concept "leaf c"')
    diff = run(ip, "%c0 diff before now").result
    assert diff["name"].tolist() == ["leaf c"] and "1 added" in capsys.readouterr().out
    assert run(ip, "%c0 conflicts").result.empty
    run(ip, "%c0 audit")
    assert "orphans" in capsys.readouterr().out
    run(ip, "%c0 analyze sideways")
    one_line_error(capsys, "UsageError")


def test_a_cell_of_several_magics_shows_each_answer_once(ip, capsys):
    run(ip, "%c0 open ./memory --no-embeddings")
    run(ip, '%%add\nconcept "alpha one"\nconcept "bravo two"\nrelation "alpha one" KNOWS "bravo two"\n')
    capsys.readouterr()
    cell = (
        "%c0 snapshot first-draft\n"
        "%walk --out w alpha one\n"
        "%search -k 1 --keyword-only bravo\n"
        "found = %search -k 1 --keyword-only alpha\n"  # an assignment shows nothing, as in Python
        "%reflect status\n"
    )
    assert run(ip, cell).success
    out = capsys.readouterr().out
    assert "c0lab: snapshot 'first-draft' names" in out
    walk = ip.user_ns["w"]  # --out still binds
    heading = repr(walk).splitlines()[0]
    assert heading == "walk 'alpha one' → alpha one (as of " + heading.split("(as of ")[1] and out.count(heading) == 1
    assert "- alpha one knows bravo two" in out
    assert out.count("concept:") == 1 and "1  bravo two  keyword" in out  # one search shown: the assigned one not
    assert ip.user_ns["found"]["name"].tolist() == ["alpha one"]
    assert "'classifier': 'offline'" in out  # the last line, shown by IPython as usual
    assert out.index("snapshot") < out.index(heading) < out.index("bravo two  keyword") < out.index("classifier")
    run(ip, "%walk alpha one\n%walk alpha one;")  # ';' still hides the last answer
    assert capsys.readouterr().out.count(repr(walk).splitlines()[0]) == 1


def test_c0_help_command_shows_that_command_alone_with_its_options_and_an_example(ip, capsys):
    run(ip, "%c0 help analyze")
    out = capsys.readouterr().out
    assert out.startswith("%c0 analyze MEASURE | path A B") and "pagerank" in out and "--as-of AS_OF" in out
    assert 'example:\n  %c0 analyze path "Project Zephyr" "Mara Quill" --as-of 2021' in out
    assert "open (or create)" not in out and "%c0 diff" not in out and "--namespace" not in out
    run(ip, "%c0 help")
    listing = capsys.readouterr().out
    assert "%c0 analyze" in listing and "%c0 open" in listing and "%walk" in listing and "%%remember" in listing


def test_c0_help_of_a_magic_is_what_its_question_mark_shows(ip, capsys):
    from c0lab.notebook.magics import C0Lab

    run(ip, "%c0 help walk")
    out = capsys.readouterr().out
    assert out.strip() == C0Lab.walk.__doc__.strip()
    assert "--depth DEPTH" in out and "example:\n%walk --depth 2 --out w who leads Project Zephyr?" in out
    run(ip, "%walk?")
    assert "%walk --depth 2 --out w who leads Project Zephyr?" in capsys.readouterr().out
    run(ip, "%c0 help %%remember")
    assert "%%remember --speaker mara" in capsys.readouterr().out
    run(ip, "%c0 help dance")
    assert "no subcommand or magic 'dance'" in one_line_error(capsys, "UsageError")


def test_every_subcommand_and_magic_has_an_example_and_real_options(ip):
    from c0lab.notebook.help import C0_COMMANDS, command_help
    from c0lab.notebook.magics import C0Lab

    for name, command in C0_COMMANDS.items():
        text = command_help(name, C0Lab.c0.parser)
        assert command.example.startswith(("%c0 " + name, "mem = %c0 " + name)) and command.example in text, name
        assert all(option in text for option in command.options), name
    for kind, magics in ip._c0lab_magics.magics.items():
        for name, magic in magics.items():
            assert "example:" in magic.__doc__ and f"%{name}" in magic.__doc__.split("example:")[1], (kind, name)


def test_ingest_reads_files_and_a_cell_for_dated_facts(ip, capsys, tmp_path):
    notes = tmp_path / "offices.md"
    notes.write_text("Ivo Reyes was the chairman of Orsk Bank from 1901 to 1910. Ada Lo succeeded him in 1910.\n")
    assert run(ip, "%c0 open ./memory --no-embeddings").success
    assert run(ip, f"%ingest {notes}").success
    assert "c0lab: ingested 1 files:" in capsys.readouterr().out
    assert run(ip, "%%ingest --at 1950-01-01\nBo Ek was the warden of Tarn Castle from 1920 to 1931.").success
    assert "ingested the cell as episode" in capsys.readouterr().out
    result = run(ip, "%walk --out w who was the warden of Tarn Castle in 1925?").result
    assert "Bo Ek" in result.context.split("\n", 3)[2]  # a fact read from the cell, near the top, not an episode only
    chair = run(ip, "%walk who was the chairman of Orsk Bank in 1905?").result
    assert any("Ivo Reyes" in line and "Orsk Bank" in line for line in chair.context.splitlines()[:4])
    run(ip, "%ingest ./no-such-notes.md")
    assert "no file './no-such-notes.md'; nothing was read" in one_line_error(capsys, "UsageError")
    run(ip, "%%ingest\n   ")
    assert "needs text in the cell" in one_line_error(capsys, "UsageError")


def test_a_cell_magics_help_shows_its_usage_with_two_percent_signs(ip, capsys):
    run(ip, "%c0 help %%remember")
    out = capsys.readouterr().out
    assert "  %%remember [--speaker SPEAKER]" in out and "%%ingest" in out  # and where facts are read


def test_opening_the_open_memory_again_reopens_it(ip, capsys):
    """A notebook run again: its own "%c0 open" met its own writer lock (LockedError)."""
    run(ip, "%c0 open ./memory")
    run(ip, '%add concept "alpha one"')
    capsys.readouterr()
    run(ip, "%c0 open ./memory")
    said = capsys.readouterr()
    assert "c0lab: opened" in said.out and "Error" not in said.err
    assert run(ip, "%c0 status").result["concepts"] == 1


def test_a_read_only_memory_refreshed_reads_what_its_writer_wrote(ip, capsys):
    writer = Memory.open("./memory", embedder=None)
    writer.add_concept("alpha one")
    run(ip, "%c0 open ./memory --read-only --no-embeddings")
    writer.add_concept("beta two")
    assert run(ip, "%c0 status").result["concepts"] == 1  # as it was when opened
    run(ip, "%c0 refresh")
    assert "read what the writer committed since" in capsys.readouterr().out
    assert run(ip, "%c0 status").result["concepts"] == 2
    run(ip, "%c0 refresh")
    assert "nothing new in" in capsys.readouterr().out
    writer.close()


def test_a_cell_ingested_again_is_not_read_twice(ip, capsys):
    """A notebook run again stored every %%ingest cell as a second episode, its facts written twice."""
    cell = "%%ingest --at 2020-01-01\nAna Roe is chief executive of Orsk Labs."
    run(ip, cell)
    capsys.readouterr()
    run(ip, cell)
    assert "held already" in capsys.readouterr().out
    memory = ip._c0lab_magics.memory
    assert memory.status()["episodes"] == 1
    run(ip, cell.replace("--at 2020-01-01", "--at 2020-01-01 --again"))
    assert memory.status()["episodes"] == 2
