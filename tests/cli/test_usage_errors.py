"""A mistyped command line is answered in the scorekeeper's language, and a mistyped game
is pointed out (issue 8's bilingual command line, carried to argparse's own refusals)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main


@pytest.mark.parametrize(("argv", "spanish", "english"), [
    (["round", "result", "ev-1"], "faltan los argumentos: TABLE, SCORE",
     "the following arguments are required: TABLE, SCORE"),
    (["round", "result", "ev-1", "x", "2-0"], "argumento TABLE: 'x' no es un número entero",
     "argument TABLE: 'x' is not a whole number"),
    (["standings", "ev-1", "--bogus"], "argumentos no reconocidos: --bogus",
     "unrecognized arguments: --bogus"),
    (["round", "resul", "ev-1"], "'resul' no es una opción (opciones: 'pair'",
     "invalid choice: 'resul' (choose from 'pair'"),
    (["event", "create", "--name"], "argumento --name: falta su valor",
     "argument --name: expected one argument"),
])
def test_argparse_refusals_follow_the_language(
        argv: list[str], spanish: str, english: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("JUEZ_DB", str(tmp_path / "ev.sqlite3"))
    monkeypatch.setenv("JUEZ_LANG", "es")
    assert main(argv) == 2
    assert spanish in capsys.readouterr().err
    assert main([*argv, "--lang", "en"]) == 2  # --lang wins over JUEZ_LANG, even unparsed
    assert english in capsys.readouterr().err
    monkeypatch.setenv("JUEZ_LANG", "en")
    assert main(argv) == 2
    assert english in capsys.readouterr().err


def test_an_unknown_game_is_created_with_a_warning(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "ev.sqlite3")
    assert main(["--db", db, "event", "create", "--name", "Liga", "--game", "kodm",
                 "--lang", "es"]) == 0
    out = capsys.readouterr()
    assert out.out.strip() == "ev-1"
    assert "Juez no conoce el juego 'kodm'" in out.err and "kodem" in out.err
    assert main(["--db", db, "event", "create", "--name", "Liga", "--game", "kodem"]) == 0
    assert capsys.readouterr().err == ""
