"""Render each workspace to PNG offscreen, with sample data, into docs/screenshots/.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py [--lang es|en]

Uses a throw-away settings file and SQLite database; the sample event is
created through the same service the window uses. PNGs are stored with a
reduced palette to stay small.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

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


def sample_event(window: object, players: int = 24) -> bool:
    """Create an event with players, two paired rounds and some results (through the service)."""
    from judge_app.tournament.model import GameScore

    ws = window.event_workspace  # type: ignore[attr-defined]
    if ws.service is None:
        return False
    names = ["Ana López", "Luis Pérez", "María Gómez", "José Hernández", "Sofía Díaz",
             "Diego Ruiz", "Valentina Cruz", "Mateo Torres", "Camila Flores", "Santiago Rivera",
             "Isabella Morales", "Sebastián Ortiz", "Regina Castillo", "Emiliano Romero",
             "Ximena Vargas", "Leonardo Mendoza", "Renata Silva", "Andrés Castro",
             "Fernanda Ramos", "Nicolás Herrera", "Daniela Aguilar", "Gabriel Medina",
             "Lucía Navarro", "Tomás Guerrero"]
    ws.create_event("Regional CDMX", "kodem", "mtg")
    for name in names[:players]:
        ws.add_player(name)
    scores = [GameScore(2, 0), GameScore(2, 1), GameScore(0, 2), GameScore(1, 2)]
    for round_no in (1, 2):
        ws.service.pair_next_round(ws.event_id)
        ws._refresh_all()
        for m in ws.service.matches(ws.event_id, round_no):
            if not m.is_bye and (round_no == 1 or m.table % 3):
                ws.record(round_no, m.table, scores[m.table % len(scores)])
    # Penalties: a player with a Warning already, so the ladder suggests the next step.
    from judge_app.tournament.model import PenaltyKind
    from judge_app.violations import Citation

    roster = ws.service.players(ws.event_id)
    ws.service.add_penalty(ws.event_id, roster[2].id, infraction="Robó una carta de más",
                           kind=PenaltyKind.WARNING, citation=Citation("kodem-5.0", "6.7-P1"),
                           round=1)
    ws.service.add_penalty(ws.event_id, roster[5].id, infraction="Llegó tarde a la mesa",
                           kind=PenaltyKind.CAUTION, citation=Citation("kodem-5.0", "6.7-P1"),
                           round=2, note="3 minutos")
    ws._refresh_all()
    ws.penalty_player.setCurrentIndex(ws.penalty_player.findData(roster[2].id))
    ws.penalty_book.setCurrentIndex(ws.penalty_book.findData("kodem-5.0"))
    ws.penalty_section.setCurrentIndex(ws.penalty_section.findData("6.7-P1"))
    ws.penalty_infraction.setText("Robó una carta de más")
    ws._update_hint(roster[2].id)
    ws.show_round(2)
    ws.pages.setCurrentIndex(1)
    return True


def top_cut(window: object) -> None:
    """Finish the Swiss (3 rounds), cut to the top 8 and play the quarterfinals."""
    from judge_app.tournament.model import GameScore

    ws = window.event_workspace  # type: ignore[attr-defined]
    service, event_id = ws.service, ws.event_id
    for round_no in (2, 3):
        if round_no == 3:
            service.pair_next_round(event_id)
        for m in service.matches(event_id, round_no):
            if not m.is_bye and m.score is None:
                service.record_result(event_id, m.table,
                                      GameScore(2, 1) if m.table % 2 else GameScore(0, 2))
    service.top_cut(event_id, 8)
    for m in service.matches(event_id, 4):
        service.record_result(event_id, m.table, GameScore(2, 0) if m.table != 3
                              else GameScore(1, 2))
    service.pair_next_round(event_id)
    service.record_result(event_id, 1, GameScore(2, 1))
    ws.undo_stack.clear()
    ws._refresh_all()
    ws.pages.setCurrentIndex(4)


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

        # Kódem (the flagship) first, then any game; a log with violations to show.
        ordered = sorted(sample_logs(), key=lambda p: p.parent.name != "kodem")
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

        from judge_app.violations import Citation

        window.open_citation(Citation("kodem-5.0", "6.7-P1"))
        save(window, "rulebooks")

        try:
            window.tabs.setCurrentWidget(window.event_holder)
            if sample_event(window):
                save(window, "event-results")
                window.event_workspace.pages.setCurrentIndex(2)
                save(window, "event-standings")
                window.event_workspace.pages.setCurrentIndex(3)
                save(window, "event-penalties")
                top_cut(window)
                save(window, "event-topcut")
        except ImportError as exc:
            print(f"event: the event service is not available ({exc}); skipped")

        from judge_app.reports.standings import render_standings
        from judge_app.tournament.model import EventSummary, Profile, StandingRow
        from ui.report_preview import ReportPreview

        pdf = Path(tmp) / "standings.pdf"
        summary = EventSummary("demo", "Regional CDMX", "kodem", "2025-06-01", Profile.MTG, 3)
        rows = [StandingRow(i + 1, f"P{i + 1}", name, 9 - 3 * (i // 4), 3 - i // 4, i // 4, 0,
                            {"omw": 0.61 - i / 100, "gw": 0.7 - i / 80, "ogw": 0.55})
                for i, name in enumerate(["Ana López", "Luis Pérez", "María Gómez",
                                          "José Hernández", "Sofía Díaz", "Diego Ruiz",
                                          "Valentina Cruz", "Mateo Torres"])]
        render_standings(summary, rows, pdf, lang=args.lang)
        preview = ReportPreview(pdf, "Clasificación" if args.lang == "es" else "Standings")
        preview.resize(820, 800)
        preview.show()
        preview.view.verticalScrollBar().setValue(0)
        save(preview, "report-preview", wait=2.0)
        preview.close()

        folder = ROOT / "resources" / "samples" / "kodem" / "decks"
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
