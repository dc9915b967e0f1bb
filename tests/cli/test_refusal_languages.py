"""A refusal reaches the person in their language: the core's refusals carry Spanish and
English, and the command line says the one ``--lang`` asks for (issue 20: some refusals of
``backup restore``, ``report`` and the floor commands were English whatever the language)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import judge_app
from judge_app.cli import main
from judge_app.storage.service import EventService

#: The refusals of the core that must say why in both languages.
REFUSALS = {"TournamentError", "NotFoundError", "SameNameError", "ConflictError"}

def _english_only(path: Path) -> list[int]:
    """The lines raising a refusal whose text is written here in English alone."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
            and isinstance(node.exc.func, ast.Name) and node.exc.func.id in REFUSALS
            and node.exc.args and isinstance(node.exc.args[0], (ast.Constant, ast.JoinedStr))
            and not any(k.arg == "es" for k in node.exc.keywords)]


def test_every_refusal_of_the_core_says_it_in_spanish_too() -> None:
    root = Path(judge_app.__file__).parent
    found = {str(p.relative_to(root)): lines for p in sorted(root.rglob("*.py"))
             if (lines := _english_only(p))}
    assert found == {}, f"refusals with no es= (file: lines): {found}"


@pytest.fixture
def event(tmp_path: Path) -> tuple[str, str]:
    db = str(tmp_path / "ev.sqlite3")
    svc = EventService(db)
    ev = svc.create_event("Liga", "kodem", date="2026-11-25").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    return db, ev


@pytest.mark.parametrize(("argv", "es", "en"), [
    (["clock", "pause", "{ev}"], "el reloj de la ronda 1 no está en marcha",
     "the clock of round 1 is not running"),
    (["report", "pairings", "{ev}", "--round", "4", "--out", "{tmp}/s.pdf"],
     "argumento --round: el evento 'ev-1' no tiene ronda 4",
     "argument --round: event 'ev-1' has no round 4"),
    (["backup", "restore", "nope", "b1"], "argumento EVENT: el evento 'nope' no existe",
     "argument EVENT: event 'nope' does not exist"),
])
def test_a_refusal_comes_in_the_language_asked(
        event: tuple[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str],
        argv: list[str], es: str, en: str) -> None:
    db, ev = event
    for lang, expected in (("es", es), ("en", en)):
        args = [a.format(ev=ev, tmp=tmp_path) for a in argv]
        status = main(["--db", db, *args, "--lang", lang])
        err = capsys.readouterr().err
        assert status == 2, err
        assert expected in err, err
    assert not (tmp_path / "s.pdf").exists()
