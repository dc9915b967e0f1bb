"""File menu: CSV options (header language, separator, byte-order mark) and the players
export, used by every CSV the window writes (issue 14 §5)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from judge_app.reports.csv_export import CsvStyle
from judge_app.storage.imports import import_round
from tests.ui.calls import calls
from ui.interop_menu import CsvOptionsDialog

ROUND1 = "table,p1,p2,result\n1,A,B,1-1-1\n2,C,,\n"


def _choose(monkeypatch: pytest.MonkeyPatch, lang: str, delimiter: str, bom: bool) -> None:
    """The CSV options dialog, answered through its own widgets."""
    def answer(dialog: CsvOptionsDialog) -> int:
        dialog.headers.setCurrentIndex(dialog.headers.findData(lang))
        dialog.delimiter.setCurrentIndex(dialog.delimiter.findData(delimiter))
        dialog.bom.setChecked(bom)
        return int(QDialog.DialogCode.Accepted.value)
    monkeypatch.setattr(CsvOptionsDialog, "exec", answer)


def test_csv_options_shape_the_players_export_and_the_reports(  # type: ignore[no-untyped-def]
        qtbot, window, settings, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    actions = window.interop
    texts = [a.text() for a in window.file_menu.actions()]
    assert actions.act_csv.text() in texts and actions.act_players.text() in texts
    assert settings.csv_style == CsvStyle()  # English, ',', a byte-order mark
    ws = window.event_workspace
    event_id = ws.bar.create_event("Abierto", "kodem", "chess").result()
    for pid, name in (("A", "Ana Núñez"), ("B", "=Beto"), ("C", "Caro; Díaz")):
        calls(ws.service).add_player(event_id, name, player_id=pid)
    csv1 = tmp_path / "r1.csv"
    csv1.write_text(ROUND1, encoding="utf-8")
    ws.service.write_now(event_id, lambda svc: import_round(svc, event_id, csv1))
    ws.bar.open_event(event_id).wait()

    _choose(monkeypatch, "es", ";", False)
    actions.act_csv.trigger()
    assert settings.csv_style == CsvStyle(lang="es", delimiter=";", bom=False)

    out = tmp_path / "jugadores.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    actions.act_players.trigger()
    raw = out.read_bytes()
    assert not raw.startswith(b"\xef\xbb\xbf")  # no byte-order mark, as chosen
    lines = raw.decode("utf-8").splitlines()
    assert lines[0] == "id;nombre;primera_ronda;retirado"
    assert lines[1:] == ["A;Ana Núñez;1;no", "B;'=Beto;1;no", 'C;"Caro; Díaz";1;no']

    # the standings CSV of the Reports tab follows the same options: Spanish headers,
    # ';' and a decimal comma for the chess-style half points (A and B drew: ½ each)
    from ui.report_preview import ReportPreview

    assert ws.reports.preview("standings")  # Event → Reports → Standings, then Export CSV
    qtbot.waitUntil(lambda: any(isinstance(w, ReportPreview) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=20000)
    preview = next(w for w in QApplication.topLevelWidgets()
                   if isinstance(w, ReportPreview) and w.isVisible())
    standings = preview.export_csv(tmp_path / "clasificacion.csv")
    preview.close()
    rows = standings.read_text(encoding="utf-8").splitlines()
    assert rows[0].startswith("puesto;id_jugador;nombre;puntos;marca;buchholz;sb;retirado")
    assert rows[1].startswith('1;C;"Caro; Díaz";1;1-0-0;')  # the bye: 1 point
    assert {r.split(";")[1]: r.split(";")[3] for r in rows[2:]} == {"A": "0,5", "B": "0,5"}

    # what the window wrote, the window reads back (player import of another event)
    other = ws.bar.create_event("Copia", "kodem", "mtg").result()
    assert other and ws.players.import_players(out).result() == 3
    assert sorted(p.name for p in calls(ws.service).players(other)) == ["=Beto", "Ana Núñez",
                                                                 "Caro; Díaz"]

    # back to the defaults: English headers, ',' and a byte-order mark
    _choose(monkeypatch, "en", ",", True)
    actions.act_csv.trigger()
    ws.bar.open_event(event_id).wait()
    actions.act_players.trigger()
    assert out.read_bytes().startswith(b"\xef\xbb\xbfid,name,first_round,dropped")


def test_cancelling_the_options_changes_nothing(  # type: ignore[no-untyped-def]
        window, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CsvOptionsDialog, "exec",
                        lambda _d: int(QDialog.DialogCode.Rejected.value))
    assert window.interop.csv_options() is None
    assert settings.csv_style == CsvStyle()
    dialog = CsvOptionsDialog(CsvStyle(lang="es", delimiter=";", bom=False))
    assert dialog.chosen() == CsvStyle(lang="es", delimiter=";", bom=False)
    dialog.deleteLater()


def test_an_event_with_age_divisions_ranks_each_apart_in_the_window(  # type: ignore[no-untyped-def]
        qtbot, window, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A TOM file's divisions, paired together, ranked apart: the Standings tab offers the
    division (as ``standings --division`` does), hidden for an event without any."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    ws = window.event_workspace
    plain = ws.bar.create_event("Sin divisiones", "kodem", "mtg").result()
    assert plain and ws.standings.division_combo.isHidden()
    tdf = Path(__file__).parents[1] / "interop" / "files" / "copa-divisiones.tdf"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tdf), ""))
    window.interop.act_import.trigger()
    assert window.interop.last_write.wait()
    assert ws.event_id != plain
    assert not ws.standings.division_combo.isHidden()
    table = ws.standings.standings_table

    def shown() -> list[tuple[str, str]]:
        return [(table.item(r, 0).text(), table.item(r, 1).text().split(" (")[0])
                for r in range(table.rowCount())]

    assert len(shown()) == 8  # the whole event
    ws.standings.division_combo.setCurrentIndex(ws.standings.division_combo.findData("senior"))
    qtbot.waitUntil(lambda: len(shown()) == 2)  # read in the background, then shown
    names = {p.id: p.name for p in calls(ws.service).players(ws.event_id)}
    # tests/interop/test_tdf.py: seniors 2000003 then 2000002, ranked 1 and 2 among them
    assert shown() == [("1", names["2000003"]), ("2", names["2000002"])]
    # Reports → Standings prints the division chosen (as report standings --division)
    from PySide6.QtWidgets import QApplication

    from ui.report_preview import ReportPreview

    assert ws.reports.preview("standings")
    qtbot.waitUntil(lambda: any(isinstance(w, ReportPreview) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=20000)
    preview = next(w for w in QApplication.topLevelWidgets()
                   if isinstance(w, ReportPreview) and w.isVisible())
    printed = preview.export_csv(tmp_path / "seniors.csv")
    preview.close()
    lines = printed.read_text(encoding="utf-8-sig").splitlines()
    assert [line.split(",")[:2] for line in lines[1:]] == [["1", "2000003"], ["2", "2000002"]]
    ws.standings.division_combo.setCurrentIndex(ws.standings.division_combo.findData("junior"))
    qtbot.waitUntil(lambda: len(shown()) == 1)
    assert shown() == [("1", names["2000001"])]
    ws.standings.division_combo.setCurrentIndex(ws.standings.division_combo.findData(None))
    qtbot.waitUntil(lambda: len(shown()) == 8)
    ws.bar.open_event(plain).wait()
    assert ws.standings.division_combo.isHidden()
