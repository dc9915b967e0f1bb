"""Render each workspace to PNG offscreen, with sample data, into docs/screenshots/.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py [--lang es|en]

Uses a throw-away settings file and SQLite database. Every event picture comes
from the bundled sample event (resources/samples/events/regional-cdmx-64.csv)
run by the engine as scripts/demo_event.py runs it — never from made-up rows. PNGs are stored with a
reduced palette to stay small.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from judge_app.games import games  # noqa: E402
from tests.ui.calls import calls  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
SIZE = (1280, 800)


def settle(seconds: float = 0.3) -> None:
    """Let Qt finish asynchronous work (QtPdf renders pages on a thread)."""
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)


def save(widget: QWidget, name: str, wait: float = 0.3) -> Path:
    status = getattr(widget, "statusBar", None)
    if status is not None:  # no "Opened /home/…" from this machine in the pictures
        status().clearMessage()
    settle(wait)
    image = widget.grab().toImage().convertToFormat(
        QImage.Format.Format_Indexed8, Qt.ImageConversionFlag.ThresholdDither)
    path = OUT / f"{name}.png"
    image.save(str(path), "PNG", 9)  # type: ignore[call-overload]  # the stubs want bytes
    print(f"{path.relative_to(ROOT)} ({path.stat().st_size // 1024} KiB)")
    return path


def _demo() -> object:
    """scripts/demo_event.py as a module (its roster, seeded scores and helpers)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("demo_event", ROOT / "scripts" / "demo_event.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _play(service: object, event_id: str, rng: object, scores: tuple[str, ...],
          *, top: bool = False, leave_open: int = 0) -> int:
    """Pair the next round (or the top 8) through the engine and enter its results, the
    last ``leave_open`` tables left to play (a round in progress)."""
    svc: Any = service
    matches = svc.top_cut(event_id, 8) if top else svc.pair_next_round(event_id)
    played = [m for m in matches if not m.is_bye]
    for m in played[:len(played) - leave_open]:
        svc.record_result(event_id, m.table, rng.choice(  # type: ignore[attr-defined]
            ("2-0", "2-1", "1-2", "0-2") if top or m.round > svc.last_swiss_round(event_id)
            else scores))
    return int(matches[0].round) if matches else 0


def sample_event(window: object) -> bool:
    """The bundled sample event (resources/samples/events/regional-cdmx-64.csv) run by the
    engine exactly as scripts/demo_event.py runs it: 64 players imported, a late entry
    after round 2, two drops after round 3, a corrected result and a penalty; the window
    is left on round 6 in progress (some tables still playing)."""
    import random

    ws: Any = window.event_workspace  # type: ignore[attr-defined]
    if ws.service is None:
        return False
    demo: Any = _demo()
    svc = calls(ws.service)
    rng = random.Random(7)
    flagship = games()[0]
    event_id = svc.create_event("Regional CDMX", flagship.key, "mtg").id
    svc.import_players_csv(event_id, demo.ROSTER)
    for round_no in range(1, 6):
        if round_no == 3:
            svc.add_player(event_id, "Llegó Tarde", "P065")
        if round_no == 4:
            svc.drop_player(event_id, "P010")
            svc.drop_player(event_id, "P020")
        _play(svc, event_id, rng, demo.SCORES)
        if round_no == 2:
            svc.correct_result(event_id, 1, 1, "1-2")
            svc.add_penalty(event_id, "P005", infraction="Ataca con una carta en descanso",
                            kind="warning", citation=f"{flagship.rulebook}:5.1", round=2,
                            note="Mesa 4", judge="Laura Ríos", table=4)
    _play(svc, event_id, rng, demo.SCORES, leave_open=9)
    ws.bar._refresh_event_list()
    ws.bar.open_event(event_id)
    ws.rounds.show_round(6)
    ws.rounds.table_entry.setValue(ws.rounds.next_open_table(0) or 1)
    ws.rounds._table_entered()
    ws.rounds.score_entry.setText("2-1")
    ws.pages.setCurrentIndex(1)
    return True


def penalties_page(window: object) -> None:
    """The penalty form on a player with a warning: the ladder suggests the next step."""
    ws: Any = window.event_workspace  # type: ignore[attr-defined]
    ws.pages.setCurrentIndex(3)
    ws.penalties.penalty_player.setCurrentIndex(ws.penalties.penalty_player.findData("P005"))
    ws.penalties.penalty_pick.setCurrentIndex(ws.penalties.penalty_pick.findData("restriction-ignored"))
    ws.penalties._infraction_picked()
    ws.penalties.penalty_judge.setText("Laura Ríos")
    ws.penalties.penalty_table.setValue(12)
    ws.pages.setCurrentIndex(3)


def top_cut(window: object) -> None:
    """Finish round 6, cut to the top 8 and play the bracket to a champion (the engine)."""
    import random

    ws: Any = window.event_workspace  # type: ignore[attr-defined]
    svc, event_id = calls(ws.service), ws.event_id
    rng = random.Random(11)
    for m in svc.matches(event_id, 6):
        if not m.is_bye and m.score is None:
            svc.record_result(event_id, m.table, rng.choice(("2-0", "2-1", "1-2", "0-2")))
    _play(svc, event_id, rng, (), top=True)
    while svc.champion(event_id) is None:
        _play(svc, event_id, rng, (), top=True)
    ws.undo_stack.clear()
    ws._refresh_all()
    ws.pages.setCurrentIndex(4)


def standings_preview(window: object, tmp: Path, lang: str) -> None:
    """The print preview of the sample event's real standings (after the Swiss)."""
    from judge_app.reports.standings import render_standings
    from ui.report_preview import ReportPreview

    ws: Any = window.event_workspace  # type: ignore[attr-defined]
    svc, event_id = calls(ws.service), ws.event_id
    pdf = tmp / "standings.pdf"
    last_swiss = svc.last_swiss_round(event_id)
    render_standings(svc.event_summary(event_id), svc.standings(event_id), pdf,
                     round_no=last_swiss, lang="en" if lang == "en" else "es")
    preview = ReportPreview(pdf, "Clasificación" if lang == "es" else "Standings")
    preview.resize(820, 800)
    preview.show()
    preview.view.verticalScrollBar().setValue(0)
    save(preview, "report-preview", wait=2.0)
    preview.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lang", choices=("es", "en"), default="es")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    from ui.app import application, create_window
    from ui.replay_view import sample_logs
    from ui.settings import AppSettings

    app = application()
    with tempfile.TemporaryDirectory() as tmp:
        settings = AppSettings(Path(tmp) / "juez.ini")
        settings.language = args.lang
        window = create_window(settings, db_url=f"sqlite:///{Path(tmp) / 'juez.sqlite'}")
        window.resize(*SIZE)
        window.show()
        app.processEvents()

        from judge_app.replay import Replay

        def with_violations(path: Path) -> bool:
            try:
                return bool(Replay.from_file(path).violations)
            except Exception:  # a game whose rules module has not landed
                return False

        # The flagship (the registry's first game) first, then any game; a log with
        # violations to show.
        flagship = games()[0]
        ordered = sorted(sample_logs(), key=lambda p: p.parent != flagship.sample_dir)
        logs = [p for p in ordered if with_violations(p)]
        if logs and window.open_log(logs[0]):
            replay = window.replay.replay
            first = replay.next_violation(0) if replay is not None else None
            if first is not None:
                window.replay.seek(first)
            else:
                window.replay.seek(len(replay) // 2 if replay else 0)
            save(window, "replay")
        else:
            print("replay: no sample log could be opened; skipped")


        window.open_citation(flagship.infractions[0].citation)
        save(window, "rulebooks")

        try:
            window.tabs.setCurrentWidget(window.event_holder)
            if sample_event(window):
                save(window, "event-results")
                window.event_workspace.pages.setCurrentIndex(2)
                save(window, "event-standings")
                penalties_page(window)
                save(window, "event-penalties")
                top_cut(window)
                save(window, "event-topcut")
                standings_preview(window, Path(tmp), args.lang)
        except ImportError as exc:
            print(f"event: the event service is not available ({exc}); skipped")

        folder = flagship.sample_dir / "decks"
        decks = sorted((p for p in folder.glob("illegal-*.json")
                        if not p.name.endswith(".expected.json")),
                       key=lambda p: p.name != "illegal-rava-in-main.json")
        if decks:
            from ui.dialogs import DeckCheckDialog

            dialog = DeckCheckDialog(lambda: args.lang)
            dialog.resize(900, 420)
            if dialog.load(decks[0]):
                dialog.show()
                save(dialog, "deck-check")
            else:
                print(f"deck check: {dialog.result_label.text()}; skipped")
            dialog.close()
        window.event_workspace.undo_stack.clear()
        window.close()
        window.switcher.remove()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
