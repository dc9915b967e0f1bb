"""``judge-app notation show|parse`` (cli.md, Additions 2026-11-25): the round trip through the
command line, the same ``check`` result, and errors as FILE:LINE:COLUMN with exit 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.notation import same_json
from tests.support.notation import samples


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("path", samples(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_show_then_parse_gives_the_same_log_and_check(path: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    for lang in ("es", "en"):
        code, text, _ = run(capsys, "notation", "show", str(path), "--lang", lang)
        assert code == 0
        notation = tmp_path / f"m-{lang}.txt"
        notation.write_text(text, encoding="utf-8")
        out = tmp_path / f"m-{lang}.json"
        code, _, err = run(capsys, "notation", "parse", str(notation), "--game",
                           path.parent.name, "--out", str(out))
        assert (code, err) == (0, "")
        original = json.loads(path.read_text(encoding="utf-8"))
        assert same_json(json.loads(out.read_text(encoding="utf-8")), original)
        code_a, check_a, _ = run(capsys, "check", str(path), "--json")
        code_b, check_b, _ = run(capsys, "check", str(out), "--json")
        assert (code_a, check_a) == (code_b, check_b)


def test_parse_prints_to_stdout_without_out(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = samples(("kodem",))[0]
    _, text, _ = run(capsys, "notation", "show", str(path))
    notation = tmp_path / "m.txt"
    notation.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "notation", "parse", str(notation), "--game", "kodem")
    assert code == 0
    assert same_json(json.loads(out), json.loads(path.read_text(encoding="utf-8")))


def test_a_parse_error_is_file_line_column_and_exit_2(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    path = samples(("kodem",))[0]
    _, text, _ = run(capsys, "notation", "show", str(path))
    lines = text.splitlines()
    index = next(i for i, ln in enumerate(lines) if ln.startswith("ataca"))
    lines[index] = "ataca Itzal > kuma2 tres"
    notation = tmp_path / "m.txt"
    notation.write_text("\n".join(lines), encoding="utf-8")
    out = tmp_path / "out.json"
    code, stdout, err = run(capsys, "notation", "parse", str(notation), "--game", "kodem",
                            "--out", str(out))
    assert code == 2 and stdout == ""
    assert err.strip() == (f"{notation}:{index + 1}:21: se esperaba un número entero, "
                           "no 'tres'")
    assert not out.exists()
    code, _, err = run(capsys, "notation", "parse", str(notation), "--game", "kodem",
                       "--lang", "en")
    assert err.strip().endswith(":21: expected a whole number, not 'tres'")


def test_a_log_error_points_at_the_line_of_its_event(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = samples(("kodem",))[0]
    _, text, _ = run(capsys, "notation", "show", str(path))
    lines = text.splitlines()
    index = next(i for i, ln in enumerate(lines) if ln.startswith("fase previa"))
    lines[index] = "fase siesta"  # a word, kept as typed: the log refuses the phase
    notation = tmp_path / "m.txt"
    notation.write_text("\n".join(lines), encoding="utf-8")
    code, _, err = run(capsys, "notation", "parse", str(notation), "--game", "kodem")
    assert code == 2
    assert err.startswith(f"{notation}:{index + 1}:1: $.events[")
    assert "phase" in err


def test_bad_arguments_and_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    notation = tmp_path / "m.txt"
    notation.write_text("", encoding="utf-8")
    code, _, err = run(capsys, "notation", "parse", str(notation), "--game", "chess")
    assert code == 2 and "unknown game 'chess'" in err
    code, _, err = run(capsys, "notation", "parse", str(tmp_path / "none.txt"), "--game", "kodem")
    assert code == 2 and "none.txt" in err
    existing = tmp_path / "log.json"
    existing.write_text("keep", encoding="utf-8")
    code, _, err = run(capsys, "notation", "parse", str(notation), "--game", "kodem",
                       "--out", str(existing))
    assert code == 2 and "--force" in err
    assert existing.read_text(encoding="utf-8") == "keep"
    code, _, err = run(capsys, "notation", "show", str(tmp_path / "none.json"))
    assert code == 2


def test_the_real_entry_point() -> None:
    path = samples(("kodem",))[0]
    shown = subprocess.run([sys.executable, "-m", "ui.main", "notation", "show", str(path)],
                           cwd=Path(__file__).resolve().parents[2], capture_output=True,
                           text=True, encoding="utf-8", timeout=120, check=False)
    assert shown.returncode == 0, shown.stderr
    assert "[Juego kodem]" in shown.stdout
