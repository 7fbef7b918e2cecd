import subprocess
import sys

from c0lab._cli import main


def test_demo_answers_as_of_each_date(tmp_path, capsys):
    assert main(["demo", "--path", str(tmp_path / "memory")]) == 0
    out = capsys.readouterr().out
    assert "as of 2020-06-01: Zephyr is led by Mara Quill; it speaks Zephyr wire format v1" in out
    assert "as of        now: Zephyr is led by Tomas Vey; it speaks Zephyr wire format v2" in out
    assert "Zephyr as known before the fix: An internal search engine." in out


def test_a_user_mistake_is_one_line_and_exit_code_2(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    result = subprocess.run([sys.executable, "-m", "c0lab", "demo", "--path", str(tmp_path / "file")],
                            capture_output=True, text=True)
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and result.stderr.startswith("c0lab: ")
