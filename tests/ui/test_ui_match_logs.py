"""From the replay to the event in the window (issue 12 §4): a violation row → the penalty
form prefilled → the penalty issued with its citation → the ruling attached → listed in the
Penalties tab and opened in the print preview. Real widgets, a real SQLite file, the
sample's real log replayed by the real rules."""

from __future__ import annotations

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from judge_app.resources import resource_path
from judge_app.tournament.model import PenaltyKind
from judge_app.violations import Citation
from tests.ui.calls import calls
from tests.ui.cells import header

SAMPLE = resource_path("samples", "kodem", "batalla-violations.json")


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def _event(window) -> str:  # type: ignore[no-untyped-def]
    """An event whose round 1 is Beto–Carla at table 1 and Ana–Luis at table 2."""
    ws = window.event_workspace
    svc = calls(ws.service)
    ev = svc.create_event("Regional CDMX", "kodem", "mtg").id
    for name in ("Ana", "Beto", "Carla", "Luis"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    names = {p.id: p.name for p in svc.players(ev)}
    from judge_app.storage.floor import FloorService

    floor = FloorService(svc.url)
    at_one = {names[p] for m in svc.matches(ev, 1) if m.table == 1 for p in (m.p1, m.p2) if p}
    if at_one != {"Beto", "Carla"}:  # seat Ana and Luis at table 2
        ana = next(pid for pid, n in names.items() if n == "Ana")
        luis = next(pid for pid, n in names.items() if n == "Luis")
        table_of = {p: m.table for m in svc.matches(ev, 1) for p in (m.p1, m.p2) if p}
        if table_of[ana] != table_of[luis]:
            floor.edit_round(ev, pair=(ana, luis))
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    return str(ev)


def test_violation_to_penalty_with_its_ruling_listed_and_opened(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ev = _event(window)
    svc = calls(window.event_workspace.service)
    names = {p.id: p.name for p in svc.players(ev)}
    table = next(m.table for m in svc.matches(ev, 1)
                 if {names[m.p1], names[m.p2 or ""]} == {"Ana", "Luis"})
    window.event_workspace.penalties.penalty_judge.setText("Marta")
    assert window.open_log(SAMPLE)
    replay, actions = window.replay, window.match_logs
    assert actions.bar.isVisible() and actions.where.text() == "Not attached to an event"
    # the violation row has the action, on its context menu and in the bar
    replay.violations.setCurrentItem(replay.violations.topLevelItem(0))
    assert replay.seq == 20
    assert actions.act_penalize in replay.violations.actions()
    assert actions.penalize_button.isEnabled()
    qtbot.mouseClick(actions.penalize_button, Qt.MouseButton.LeftButton)
    # not attached yet: where was it played? the table is found by the players' names (the
    # events are read in the background: the dialog opens when they are there)
    qtbot.waitUntil(lambda: actions.attach_dialog is not None
                    and actions.attach_dialog.isVisible(), timeout=10_000)
    attach = actions.attach_dialog
    assert attach is not None and attach.isVisible()
    assert attach.event_id() == ev and attach.round.value() == 1
    assert attach.table.value() == table
    assert "Ana" in attach.players.text() and "Luis" in attach.players.text()
    attach.accept()
    assert not actions.penalize_button.isEnabled()  # no second submit while it is written
    qtbot.waitUntil(lambda: actions.penalty_dialog is not None, timeout=10_000)
    assert actions.attached is not None and actions.attached[1] == ev
    assert f"table {table}" in actions.where.text()
    # the penalty form, prefilled
    dialog = actions.penalty_dialog
    assert dialog is not None and dialog.isVisible()
    ana = next(pid for pid, n in names.items() if n == "Ana")
    assert dialog.player.currentData() == ana
    assert dialog.citation.text() == "kodem-5.0:5/batalla"
    assert dialog.infraction.text() == "Declaring an effect or attack ignoring a restriction"
    assert dialog.pick.currentData() == "restriction-ignored"
    assert dialog.kind.currentData() == PenaltyKind.CAUTION.value
    assert dialog.where.text() == f"Round 1, table {table}"
    assert dialog.judge.text() == "Marta"
    assert dialog.note.text().startswith("Log 1, event 20 (kodem-5.0 §6.7-P1)")
    dialog.kind.setCurrentIndex(dialog.kind.findData(PenaltyKind.WARNING.value))
    dialog.accept()
    qtbot.waitUntil(lambda: "ruling is attached" in window.statusBar().currentMessage(),
                    timeout=10_000)
    assert not _boxes()
    (penalty,) = svc.penalties(ev)
    assert (penalty.player, penalty.kind, penalty.citation, penalty.round, penalty.table,
            penalty.judge) == (ana, PenaltyKind.WARNING, Citation("kodem-5.0", "5/batalla"),
                               1, table, "Marta")
    assert "ruling is attached" in window.statusBar().currentMessage()
    # listed in the Penalties tab with its ruling, which opens in the print preview
    ws = window.event_workspace
    ws.penalties.penalty_player.setCurrentIndex(-1)
    ws.penalties._refresh_penalties()
    headers = [header(ws.penalties.penalties_table, c)
               for c in range(ws.penalties.penalties_table.columnCount())]
    assert headers[-1] == "Ruling"
    penalties = ws.penalties.penalties_table
    row = next(r for r in range(penalties.rowCount())
               if penalties.item(r, 0).data(Qt.ItemDataRole.UserRole) == penalty.id)
    assert ws.penalties.penalties_table.item(row, 8).text() == "Log 1"
    assert ws.penalties.penalties_table.item(row, 7).text() == "Marta"
    ws.penalties.penalties_table.setCurrentCell(row, 1)
    from ui.report_preview import ReportPreview

    ws.penalties.open_ruling_button.click()
    qtbot.waitUntil(lambda: any(isinstance(w, ReportPreview) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=20000)
    preview = next(w for w in QApplication.topLevelWidgets()
                   if isinstance(w, ReportPreview) and w.isVisible())
    assert preview.windowTitle() == f"Ruling of penalty {penalty.id}"
    assert preview.document.pageCount() >= 1
    ruling = " ".join(page.extract_text() for page in PdfReader(preview.pdf).pages)
    assert "Match review" in ruling and "Regional CDMX" in ruling and f"Table {table}" in ruling
    preview.close()
    # the printed penalty report (Event › Reports): table, judge and the ruling attached
    window.report_actions["penalties"].trigger()
    qtbot.waitUntil(lambda: any(isinstance(w, ReportPreview) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=20000)
    printed = next(w for w in QApplication.topLevelWidgets()
                   if isinstance(w, ReportPreview) and w.isVisible())
    text = " ".join(" ".join(page.extract_text() for page in PdfReader(printed.pdf).pages)
                    .split())
    assert f"1 {table} Ana" in text and "Marta" in text
    assert "Ruling attached: log 1" in text
    printed.close()
    # the second violation of the same log: the log is attached already, no question asked
    replay.violations.setCurrentItem(replay.violations.topLevelItem(1))
    actions.act_penalize.trigger()
    qtbot.waitUntil(lambda: actions.penalty_dialog is not dialog, timeout=10_000)
    second = actions.penalty_dialog
    assert second is not dialog and second.isVisible()
    assert second.kind.currentData() == PenaltyKind.TURN_LOSS.value  # the ladder's next step
    with qtbot.waitSignal(actions.penaltyIssued, timeout=10_000):
        second.accept()
    assert len(svc.penalties(ev)) == 2 and len(calls(actions.service()).rulings(ev)) == 2
    assert svc.verify_audit(ev).ok
    # opened again later, the log is known as attached to the open event
    window.open_log(resource_path("samples", "kodem", "clean-game.json"))
    assert actions.attached is None
    window.open_log(SAMPLE)
    qtbot.waitUntil(lambda: actions.attached is not None, timeout=10_000)
    assert actions.attached == (window.db_url, ev, 1)
    assert actions.where.text().startswith("Attached: Log 1")


def test_spanish_words_and_a_refused_attach(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _event(window)
    window.set_language("es")
    actions = window.match_logs
    assert actions.penalize_button.text() == "Sancionar…"
    assert actions.attach_button.text() == "Adjuntar a una mesa…"
    ws = window.event_workspace
    assert ws.penalties.open_ruling_button.text() == "Ver resolución…"
    assert header(ws.penalties.penalties_table, 8) == "Resolución"
    window.open_log(SAMPLE)
    assert actions.where.text() == "No adjunto a un evento"
    assert actions.attach() is not None
    qtbot.waitUntil(lambda: actions.attach_dialog is not None, timeout=10_000)
    dialog = actions.attach_dialog
    assert dialog is not None and dialog.windowTitle() == "Adjuntar el registro a una mesa"
    dialog.table.setValue(9)
    assert "no tiene la mesa 9" in dialog.players.text()
    dialog.accept()
    qtbot.waitUntil(lambda: bool(_boxes()), timeout=10_000)
    boxes = _boxes()
    assert boxes and "no tiene mesa 9" in boxes[0].informativeText()
    boxes[0].close()
    assert actions.attached is None
    assert actions.attach_button.isEnabled()  # the refusal ended the write: try again
    window.set_language("en")


def test_another_event_chosen_in_the_attach_dialog_is_read_in_the_background(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The dialog opens with what one background read gave (the events of the log's game,
    the open one's tables); another event chosen is read on the worker: "Reading the
    event…" and OK waiting meanwhile, then its tables; the log is attached there."""
    from PySide6.QtWidgets import QDialogButtonBox

    first = _event(window)
    svc = calls(window.event_workspace.service)
    other = svc.create_event("Liga de otoño", "kodem", "mtg").id
    for name in ("Ana", "Luis"):
        svc.add_player(other, name)
    svc.pair_next_round(other)
    assert window.open_log(SAMPLE)
    actions = window.match_logs
    assert actions.attach() is not None
    qtbot.waitUntil(lambda: actions.attach_dialog is not None, timeout=10_000)
    dialog = actions.attach_dialog
    assert dialog.event_id() == first
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.event_box.setCurrentIndex(dialog.event_box.findData(other))
    assert dialog.players.text() == "Reading the event…" and not ok.isEnabled()
    qtbot.waitUntil(ok.isEnabled, timeout=10_000)
    assert "Ana" in dialog.players.text() and "Luis" in dialog.players.text()
    assert dialog.table.value() == 1
    dialog.accept()
    qtbot.waitUntil(lambda: actions.attached is not None, timeout=10_000)
    assert actions.attached[1] == other
    assert [log.table for log in calls(actions.service()).attached_logs(other)] == [1]


def test_the_penalty_form_lists_every_player_seated_first_and_sized_by_a_length(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The form's player picker holds the whole event (the table's two first, the drafted
    one chosen), swapped in at once and sized by a length: a 200-character name (the
    longest an import takes) does not widen it, and 2,000 names are not each measured."""
    from judge_app.storage.matchlogs import PenaltyDraft
    from judge_app.tournament.model import Player
    from judge_app.violations import Severity, Violation
    from ui.match_logs import ViolationPenaltyDialog

    players = [Player(f"P{i:04d}", "M" * 200 if i == 7 else f"Jugador {i:04d}")
               for i in range(1, 2001)]
    violation = Violation(20, "P1500", Citation("kodem-5.0", "5/batalla"), Severity.ERROR,
                          "Declaró un efecto", "Declared an effect")
    draft = PenaltyDraft(1, 20, violation, "P1500", "Jugador 1500", 1, 3,
                         Citation("kodem-5.0", "5/batalla"), "Declared an effect", None,
                         PenaltyKind.CAUTION, "Log 1, event 20")
    dialog = ViolationPenaltyDialog(draft, players, ["P1500", "P0007"], "kodem", "en", "Marta")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.player.count() == 2000
    assert [dialog.player.itemData(i) for i in range(3)] == ["P1500", "P0007", "P0001"]
    assert dialog.player.currentData() == "P1500" and dialog.choices()["player"] == "P1500"
    assert dialog.player.sizeHint().width() < 500, dialog.player.sizeHint()
    assert dialog.width() < 1280
