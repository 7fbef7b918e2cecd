"""Errors of opening and of empty input (issue 12): one line, nothing lost, no stray folder."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._cli import main
from c0lab._errors import C0labError, InvalidInputError
from c0lab.memory import opening as opening_module


def test_opening_a_file_or_a_path_through_a_file_is_one_line(tmp_path):
    (tmp_path / "notes.txt").write_text("x")
    for path in (tmp_path / "notes.txt", tmp_path / "notes.txt" / "memory", tmp_path / "new" / ".." / "notes.txt"):
        with pytest.raises(C0labError) as caught:
            Memory.open(path, embedder=None)
        assert "\n" not in str(caught.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]  # "new" was never made


def test_a_failed_open_leaves_no_stray_folder(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(opening_module, "VersionStore", refuse)
    with pytest.raises(InvalidInputError, match="cannot open a memory at .*Permission denied"):
        Memory.open(tmp_path / "deep" / "memory", embedder=None)
    assert list(tmp_path.iterdir()) == []


def test_without_the_runtime_the_default_embedder_falls_back_to_keyword_only(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("C0LAB_EMBEDDER", raising=False)
    monkeypatch.setattr(opening_module, "missing_model_package", lambda: "tokenizers")
    with Memory.open(tmp_path / "memory") as memory:
        assert memory.embedder is None
        assert "tokenizers is not installed" in memory.status()["embedder_note"]
        memory.add_concept("hybrid search", "keyword and vector retrieval")
        assert memory.search("hybrid")["name"].iloc[0] == "hybrid search"
    err = capsys.readouterr().err.strip()
    assert err.startswith("c0lab: keyword search only: tokenizers") and "\n" not in err


@pytest.mark.parametrize("text", ["", "   ", None])
def test_an_empty_episode_is_refused(mem, text):
    with pytest.raises(InvalidInputError):
        mem.add_episode(text)


def test_cli_refuses_a_folder_without_a_memory_unless_told_to_create(tmp_path, capsys):
    empty = tmp_path / "typo"
    assert main(["reflector", "status", "--path", str(empty)]) == 2
    assert "holds no c0lab memory; add --create" in capsys.readouterr().err
    assert not empty.exists()
    assert main(["reflector", "status", "--path", str(empty), "--create"]) == 0
    assert (empty / "c0lab.json").exists()
    assert main(["reflector", "status", "--path", str(empty)]) == 0


@pytest.fixture
def ip(shell_with_c0lab):
    return shell_with_c0lab  # these tests open (or fail to open) memories themselves


def test_a_failed_c0_open_keeps_the_memory_that_was_open(ip, tmp_path, capsys):
    ip.run_cell("%c0 open ./memory --no-embeddings")
    first = ip._c0lab_magics.memory
    (tmp_path / "notes.txt").write_text("x")
    assert not ip.run_cell("%c0 open ./notes.txt").success
    assert "is a file" in capsys.readouterr().err
    assert ip._c0lab_magics.memory is first
    assert ip.run_cell('%add concept "still open"').success and first.concept("still open")


def test_a_bogus_embedder_setting_is_refused_when_set(ip, capsys, caplog):
    ip.run_cell("%config C0Lab.embedder = 'bogus'")
    assert ip._c0lab_magics.embedder == "default"
    assert "bogus" in caplog.text
    ip.run_cell("%config C0Lab.k = 0")
    assert ip._c0lab_magics.k == 10
    ip.run_cell("%config C0Lab.embedder = 'none'")
    assert ip._c0lab_magics.embedder == "none"


def test_c0_help_and_c0_alone_list_every_subcommand(ip, capsys):
    from c0lab.notebook.help import C0_COMMANDS

    for line in ("%c0", "%c0 help"):
        ip.run_cell(line)
        out = capsys.readouterr().out.strip().splitlines()
        listed = [row for row in out if row.startswith("%c0 ") and not row.startswith("%c0 help COMMAND")]
        assert [row.split()[1] for row in listed] == list(C0_COMMANDS)
        assert out[-2].startswith("magics: %add") and "%walk" in out[-2]
    ip.run_cell("%c0 dance")
    assert "no subcommand 'dance'" in capsys.readouterr().err


def test_demo_refuses_an_existing_folder_without_a_memory(tmp_path, capsys):
    (tmp_path / "data").mkdir()
    assert main(["demo", "--no-embeddings", "--path", str(tmp_path / "data")]) == 2
    assert "add --create" in capsys.readouterr().err


def test_seed_is_an_integer_on_the_command_line():
    from c0lab._cli import _parser

    assert _parser().parse_args(["eval", "--seed", "5"]).seed == 5
    assert _parser().parse_args(["eval", "--seed"]).seed == 11
    assert _parser().parse_args(["bench", "--seed", "3"]).seed == 3
    with pytest.raises(SystemExit):
        _parser().parse_args(["bench", "--seed", "x"])


@pytest.mark.parametrize("text", ["", "   "])
def test_a_blank_description_is_refused_and_the_old_one_kept(mem, text):
    mem.add_concept("alpha", "the first description")
    with pytest.raises(InvalidInputError, match="description is empty"):
        mem.describe("alpha", text)
    assert mem.concept("alpha").description == "the first description"


def test_messages_import_from_a_list_and_refuse_what_is_not_a_transcript(mem):
    assert mem.import_messages([{"role": "user", "content": "GPU budget is 40k", "timestamp": "2024-01-02"}]) == 1
    assert mem.import_messages([]) == 0
    for source in (42, [1, 2]):
        with pytest.raises(InvalidInputError) as caught:
            mem.import_messages(source)
        assert "\n" not in str(caught.value)
    assert len(mem.episodes()) == 1
