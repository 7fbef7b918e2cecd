"""The memory's verbs on the command line (issue 28): the magics' reader, the API, JSON, exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from c0lab import Memory
from c0lab._cli import main


@pytest.fixture
def home(tmp_path, monkeypatch):
    """``$C0LAB_HOME``: a memory with a library, its maintainer since 2021, and a project led by two people in turn."""
    path = tmp_path / "memory"
    with Memory.open(path, embedder=None) as mem:
        mem.add_concept("tinytorch-lite", "A small autograd library maintained by Ben Ortiz.")
        mem.add_concept("Ben Ortiz", "A researcher.")
        mem.relate("tinytorch-lite", "MAINTAINED_BY", "Ben Ortiz", valid_from="2021-01-01")
        mem.add_concept("Zephyr", "An internal search engine.")
        mem.add_concept("Mara Quill", "An engineer.")
        mem.add_concept("Tomas Vey", "An engineer.")
        mem.relate("Zephyr", "LED_BY", "Mara Quill", valid_from="2019-01-01", valid_to="2022-01-01")
        mem.relate("Zephyr", "LED_BY", "Tomas Vey", valid_from="2022-01-01")
        mem.add_episode("Our GPU budget is 40 A100-hours a week.", speaker="mara", session="s")
    monkeypatch.setenv("C0LAB_HOME", str(path))
    return path


def run(capsys, *argv: str) -> tuple[int, dict]:
    """``c0lab ARGV --json`` in this process: the exit code and the JSON object it printed."""
    verb, *rest = argv
    code = main([verb, "--json", *rest])
    out, err = capsys.readouterr()
    return code, {**(json.loads(out) if out.strip() else {}), "stderr": err}


def test_walk_reads_the_question_as_the_magic_does(home, capsys, ip):
    """One reader: the same words reach Memory.walk from a terminal and from %walk (apostrophe, final ?)."""
    ip.run_cell(f"%c0 open {home} --no-embeddings")
    magic = ip.run_cell("%walk who's the maintainer of tinytorch-lite?").result
    capsys.readouterr()
    code, walk = run(capsys, "walk", "who's", "the", "maintainer", "of", "tinytorch-lite?")
    assert code == 0 and walk["verb"] == "walk" and walk["found"] is True and walk["dead_end"] is False
    assert (walk["query"], walk["topic"], walk["concept"]["name"]) == (magic.query, magic.topic, magic.concept.name)
    assert walk["context"] == magic.context and "maintained by Ben Ortiz" in walk["context"]
    assert walk["facts"][0]["object"] == "Ben Ortiz" and walk["facts"][0]["valid_from"].startswith("2021-01-01")


def test_walk_options_first_and_double_dash(home, capsys):
    code, walk = run(capsys, "walk", "--depth", "0", "--as-of", "2020-06-01", "who leads Zephyr")
    assert code == 0 and walk["as_of"].startswith("2020-06-01") and walk["facts"] == []
    code, walk = run(capsys, "walk", "--", "--depth is a flag?")
    assert walk["query"] == "--depth is a flag?"
    code = main(["walk", "who leads Zephyr?", "--json"])  # an option after the text is text, and said so
    out, err = capsys.readouterr()
    assert (
        code == 0
        and not out.startswith("{")
        and err == ("c0lab: --json after the text is read as text; options go first: c0lab walk --json … TEXT\n")
    )


def test_walk_as_of_a_date_reads_that_time(home, capsys):
    code, then = run(capsys, "walk", "--as-of", "2020-06-01", "who leads Zephyr?")
    current = [fact["object"] for fact in then["facts"] if fact["status"] == "current"]
    assert code == 0 and current == ["Mara Quill"]
    code, now = run(capsys, "walk", "who leads Zephyr?")
    assert [fact["object"] for fact in now["facts"] if fact["status"] == "current"] == ["Tomas Vey"]


def test_a_dead_end_exits_1_with_a_result(home, capsys):
    code, walk = run(capsys, "walk", "who maintains nothingburger?")
    assert code == 1 and walk["found"] is False and walk["dead_end"] is True and "Nothing in memory" in walk["context"]
    assert walk["abstains"] == walk["context"].splitlines()[0]  # the line saying what is not held


def test_search_and_recall(home, capsys):
    code, found = run(capsys, "search", "-k", "3", "tinytorch")
    assert code == 0 and found["results"][0]["name"] == "tinytorch-lite" and found["results"][0]["rank"] == 1
    code, found = run(capsys, "search", "qwzxv")
    assert code == 1 and found["results"] == []
    code, recall = run(capsys, "recall", "--budget", "200", "what's our GPU budget?")
    assert code == 0 and "40 A100-hours" in recall["context"] and recall["items"][0]["speaker"] == "mara"


def test_concept_and_history(home, capsys):
    code, shown = run(capsys, "concept", "Zephyr")
    assert code == 0 and shown["concept"]["description"] == "An internal search engine."
    code, history = run(capsys, "history", "Zephyr")
    assert code == 0 and {row["text"] for row in history["versions"]} >= {"Zephyr LED_BY Mara Quill"}
    code, missing = run(capsys, "history", "Nobody")
    assert code == 1 and missing["stderr"].startswith("c0lab: no concept named 'Nobody'")


def test_the_write_verbs_change_the_memory(home, capsys):
    assert run(capsys, "add", "concept", "hybrid search", "-d", "BM25 + vectors")[0] == 0
    assert run(capsys, "add", "patch", "hybrid search", "--content", "tuned per namespace")[0] == 0
    assert run(capsys, "add", "relation", "hybrid search", "USES", "Zephyr")[0] == 0
    code, related = run(capsys, "relate", "Ben Ortiz", "WORKS_ON", "Zephyr", "--valid-from", "2020")
    assert code == 0 and related["relation"] == {"source": "Ben Ortiz", "type": "WORKS_ON", "target": "Zephyr"}
    assert run(capsys, "end", "Ben Ortiz", "WORKS_ON", "Zephyr", "--at", "2023-01-01")[0] == 0
    code, redated = run(capsys, "redate", "tinytorch-lite", "MAINTAINED_BY", "Ben Ortiz", "--valid-from", "2020")
    assert code == 0 and redated["redated"]["target"] == "Ben Ortiz" and redated["valid_from"] == "2020"
    assert run(capsys, "describe", "--at", "2024-01-01", "Zephyr", 'A search engine, Ben\'s "fast" one')[0] == 0
    assert run(capsys, "add", "concept", "Zephyr 2")[0] == 0
    assert run(capsys, "supersede", "Zephyr", "--with", "Zephyr 2", "--at", "2025-01-01")[0] == 0
    assert run(capsys, "invalidate", "Mara Quill", "--reason", "left", "--at", "2023-06-01")[0] == 0
    with Memory.open(home, embedder=None, read_only=True) as mem:
        concept = mem.concept("hybrid search")
        assert concept.description == "BM25 + vectors" and concept.patches[0].content == "tuned per namespace"
        assert mem.neighbours("hybrid search", as_of="2024-06-01")["name"].tolist() == ["Zephyr"]
        ended = mem.neighbours("Ben Ortiz", as_of="2022-06-01")["name"].tolist()
        assert "Zephyr" in ended and "Zephyr" not in mem.neighbours("Ben Ortiz", as_of="2024-06-01")["name"].tolist()
        assert mem.concept("Zephyr", as_of="2024-06-01").description == 'A search engine, Ben\'s "fast" one'
        assert mem.concept("Zephyr", as_of="2024-06-01").valid_to.year == 2025
        assert mem.concept("Mara Quill", as_of="2023-01-01").reason == "left"
        assert mem.neighbours("tinytorch-lite", as_of="2020-06-01")["name"].tolist() == ["Ben Ortiz"]


def test_retract_takes_back_the_last_write(home, capsys):
    code, added = run(capsys, "add", "concept", "scratch", "-d", "to be taken back")
    code, retracted = run(capsys, "retract")
    assert code == 0 and retracted["retracted"] == added["op"]
    assert run(capsys, "concept", "scratch")[0] == 1


def test_ingest_reads_files_and_stdin(home, tmp_path, capsys):
    note = tmp_path / "note.md"
    note.write_text("Lina Park joined Zephyr in 2023.")
    code, done = run(capsys, "ingest", "--at", "2024-01-01", str(note))
    assert code == 0 and done["files"][0]["path"] == str(note) and done["total"]["relations"] >= 1
    with Memory.open(home, embedder=None, read_only=True) as mem:
        assert len(mem.episodes()) == 2 and mem.episodes()["text"].str.contains("Lina Park").any()
    code, missing = run(capsys, "ingest", str(tmp_path / "absent.md"))
    assert code == 2 and missing["stderr"].startswith("c0lab: cannot read")
    docs = tmp_path / "docs.json"
    docs.write_text('[{"text": "Kite is a crawler. Kite is a crawler.", "date": "2023-05-01"}]')
    code, done = run(capsys, "ingest", "--chunking", "sentences", str(docs))
    assert code == 0 and (done["total"]["chunks"], done["total"]["ingested"], done["total"]["duplicates"]) == (2, 1, 1)
    code, done = run(capsys, "ingest", "--chunking", "sentences", "--no-dedupe", "--max-chunks", "1", str(docs))
    assert (done["total"]["chunks"], done["total"]["ingested"]) == (1, 1)


def test_path_rules_from_the_command_line(home, capsys):
    run(capsys, "add", "concept", "Ivy")
    run(capsys, "relate", "Ivy", "MANAGER_OF", "Mara Quill", "--valid-from", "2020")
    run(capsys, "relate", "Mara Quill", "MANAGER_OF", "Ben Ortiz", "--valid-from", "2021")
    code, added = run(
        capsys, "add", "rule", "upper", "MANAGER_OF", "MANAGER_OF", "--gives", "UPPER_MANAGER_OF", "--confidence", "0.6"
    )
    assert code == 0 and added["rule"] == {
        "name": "upper",
        "path": ["MANAGER_OF", "MANAGER_OF"],
        "gives": "UPPER_MANAGER_OF",
        "confidence": 0.6,
    }
    code, listed = run(capsys, "rules", "--as-of", "2021-06-01")
    assert [(row["subject"], row["object"]) for row in listed["inferred"]] == [("Ivy", "Ben Ortiz")]
    assert run(capsys, "rules", "--as-of", "2020-06-01")[1]["inferred"] == []
    code, walk = run(capsys, "walk", "--as-of", "2021-06-01", "Ivy")
    assert [fact["line"] for fact in walk["facts"] if fact["status"] == "inferred"] == [
        "- [inferred by rule upper, confidence 0.6] Ivy upper manager of Ben Ortiz (since 2021); via Mara Quill"
    ]
    assert run(capsys, "add", "rule", "bad", "MANAGER_OF", "--gives", "X")[0] == 2
    assert run(capsys, "remove-rule", "upper")[0] == 0
    assert run(capsys, "rules")[1]["rules"] == []
    code, missing = run(capsys, "remove-rule", "upper")
    assert code == 2 and "no rule named 'upper'" in missing["stderr"]


def test_snapshot_diff_audit_status(home, capsys):
    code, snap = run(capsys, "snapshot", "before")
    assert code == 0 and snap["snapshot"] == "before"
    run(capsys, "add", "concept", "later thing")
    code, changes = run(capsys, "diff", "before")
    assert code == 0 and [row["name"] for row in changes["changes"]] == ["later thing"]
    code, nothing = run(capsys, "diff", "1930", "1950")  # dates of a history typed in today: points to --valid
    assert code == 0 and nothing["summary"].endswith(
        "(system time); the valid-time axis (--valid, axis='valid') lists what began or ended then"
    )
    code, _ = run(capsys, "concept", "--known-at", "before", "later thing")
    assert code == 1  # not yet recorded at the snapshot
    code, audit = run(capsys, "audit")
    assert code == 0 and audit["report"]
    code, status = run(capsys, "status")
    assert code == 0 and status["status"]["concepts"] == 6 and status["status"]["read_only"] is True


def test_export_then_import(home, tmp_path, capsys):
    out = tmp_path / "exported"
    assert run(capsys, "export", str(out))[0] == 0
    code, done = run(capsys, "import", "--path", str(tmp_path / "copy"), str(out))
    assert code == 0 and done["versions"] > 0
    code, shown = run(capsys, "concept", "--path", str(tmp_path / "copy"), "Zephyr")
    assert code == 0 and shown["concept"]["name"] == "Zephyr"


def test_usage_errors_are_one_line_and_exit_2(home, capsys):
    for argv in (
        ["walk"],
        ["add"],
        ["walk", "--depth", "x", "foo"],
        ["add", "relation", "a", "b"],
        ["end", "a", "B", "c"],
        ["walk", "--budget", "0", "x"],
        ["search", "--as-of", "someday", "x"],
    ):
        code = main(argv)
        err = capsys.readouterr().err
        assert code == 2 and err.startswith("c0lab: ") and err.count("\n") == 1, (argv, err)


@pytest.mark.slow
@pytest.mark.integration  # a second process
def test_a_reading_verb_is_not_blocked_by_a_notebook_writer(home):
    """A subprocess reads while this process holds the writer lock; a write is refused in one line."""
    env = {**os.environ, "C0LAB_HOME": str(home)}
    with Memory.open(home, embedder=None):
        read = subprocess.run(
            [sys.executable, "-m", "c0lab", "walk", "--json", "who's", "the", "maintainer", "of", "tinytorch-lite?"],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        write = subprocess.run(
            [sys.executable, "-m", "c0lab", "add", "concept", "x"], capture_output=True, text=True, env=env, check=False
        )
    assert read.returncode == 0, read.stderr
    assert json.loads(read.stdout)["concept"]["name"] == "tinytorch-lite"
    assert write.returncode == 2 and write.stderr.count("\n") == 1 and "open for writing" in write.stderr
    assert "--lock-timeout SECONDS" in write.stderr and "read_only" not in write.stderr


def test_a_reader_that_closes_the_pipe_early_gets_no_traceback(tmp_path, monkeypatch, capsys):
    """`c0lab walk … | head`: a closed pipe ends the command quietly (every error is one line, and this is none)."""
    import io

    from c0lab import Memory
    from c0lab._cli import main

    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Project Zephyr", "An internal search engine.")

    class ClosedPipe(io.StringIO):
        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr("sys.stdout", ClosedPipe())
    assert main(["walk", "--path", str(tmp_path / "memory"), "--json", "Project Zephyr"]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_a_walk_that_abstains_exits_1_and_says_what_is_not_held(home, capsys):
    """The concept is known but not what is asked of it: exit 1, ``found`` false, the line in ``abstains``."""
    code, walk = run(capsys, "walk", "who funds tinytorch-lite?")
    assert code == 1 and walk["found"] is False and walk["dead_end"] is False
    assert walk["abstains"].startswith("Nothing in memory about") and walk["context"].startswith(walk["abstains"])
    code, walk = run(capsys, "walk", "who's the maintainer of tinytorch-lite?")
    assert code == 0 and walk["abstains"] == ""


def test_a_walk_read_as_known_at_an_earlier_time_says_which(home, capsys):
    """The text of a walk with ``--known-at`` (a snapshot or a date) starts with the system time it read, as the
    notebook's header does; a walk of the memory as known now has no such line."""
    with Memory.open(home, embedder=None) as mem:
        mem.snapshot("before")
        at = mem.snapshots()["at"].iloc[0]
        mem.relate("Zephyr", "LED_BY", "Ben Ortiz", valid_from="2023-01-01")
    shown = f"{at:%Y-%m-%d %H:%M}"
    assert main(["walk", "--known-at", "before", "who leads Zephyr?"]) == 0
    first, *rest = capsys.readouterr().out.splitlines()
    assert first == f"As known at {shown} (snapshot before):"
    assert not any("Ben Ortiz" in line for line in rest)  # read as it stood then
    assert main(["walk", "--known-at", at.isoformat(), "who leads Zephyr?"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"As known at {shown}:"
    assert main(["walk", "who leads Zephyr?"]) == 0
    now = capsys.readouterr().out
    assert "As known at" not in now and "Ben Ortiz" in now
    code, walk = run(capsys, "walk", "--known-at", "before", "who leads Zephyr?")
    assert code == 0 and walk["known_at"].startswith(f"{at:%Y-%m-%d}") and "As known at" not in walk["context"]


def test_a_reading_verb_on_a_namespace_the_memory_does_not_hold_says_which_it_holds(home, capsys):
    code, answer = run(capsys, "walk", "--namespace", "nosuchns", "who leads Zephyr?")
    assert code == 2 and "no namespace 'nosuchns'" in answer["stderr"] and "default" in answer["stderr"]
    assert answer["stderr"].count("\n") == 1


def test_a_dead_end_of_a_command_line_walk_is_kept_for_the_reflector(home, capsys):
    code, walk = run(capsys, "walk", "who is Blorptastic Q?")
    assert code == 1 and walk["dead_end"] is True
    with Memory.open(home, embedder=None, read_only=True) as mem:
        assert list(mem.dead_ends()["query"]) == ["who is Blorptastic Q?"]


def test_the_memory_options_may_come_before_the_verb(home, capsys):
    code = main(["--json", "--path", str(home), "-n", "default", "walk", "who leads Zephyr?"])
    walk = json.loads(capsys.readouterr().out)
    assert code == 0 and walk["verb"] == "walk" and walk["facts"][0]["object"] == "Tomas Vey"


def test_an_error_under_json_is_an_object_too(home, capsys):
    """An agent reads stdout: an unknown name gives `verb`, `found` and `error` there, the line on stderr."""
    code, missing = run(capsys, "concept", "Nobdy Atall")
    assert code == 1 and missing["verb"] == "concept" and missing["found"] is False
    assert missing["error"].startswith("no concept named 'Nobdy Atall'")
    assert missing["stderr"].startswith("c0lab: no concept named") and missing["stderr"].count("\n") == 1


def test_the_lock_timeout_may_come_before_the_verb(home, capsys):
    code = main(["--path", str(home), "--lock-timeout", "2", "add", "concept", "Ines Dahl"])
    assert code == 0, capsys.readouterr().err
    with Memory.open(home, embedder=None, read_only=True) as mem:
        assert mem.concept("Ines Dahl").name == "Ines Dahl"


def test_an_option_before_the_verb_that_is_not_the_memorys_is_one_line(home, capsys):
    assert main(["--path", str(home), "--no-embeddings", "walk", "who leads Zephyr?"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("c0lab: --no-embeddings cannot come before the verb") and err.count("\n") == 1
