"""The rounds tab as a scorekeeper met it on day three (issue 23 §1, §6): results typed after
looking at an earlier round go to the current one, the same score again is no question, and
a draft round says so, is published from the tab with one key, and asks before it prints."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from judge_app.tournament.model import GameScore
from tests.ui.calls import calls


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def _event(ws, players: int, rounds: int, *, last_round_results: bool = True) -> str:  # type: ignore[no-untyped-def]
    """``rounds`` Swiss rounds paired through the service; every result in, but those of
    the last round only with ``last_round_results``."""
    svc = calls(ws.service)
    ev = svc.create_event("Regional Kódem", "kodem", "mtg")
    for i in range(players):
        svc.add_player(ev.id, f"Jugador {i + 1:02d}")
    for r in range(rounds):
        paired = svc.pair_next_round(ev.id)
        if r < rounds - 1 or last_round_results:
            for m in paired:
                if not m.is_bye:
                    svc.record_result(ev.id, m.table, "2-0")
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev.id).wait()
    return str(ev.id)


def test_results_typed_after_looking_back_go_to_the_current_round(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, 8, 3, last_round_results=False)
    before = {m.table: m.score for m in calls(ws.service).matches(ev, 1)}
    ws.rounds.show_round(1)  # the judge looks at round 1 …
    assert ws.rounds.shown_round == 1
    ws.rounds.table_entry.setValue(2)  # … then types the slip of table 2 of round 3
    ws.rounds.table_entry.lineEdit().returnPressed.emit()
    assert ws.rounds.shown_round == 3  # the screen shows where it goes
    assert "3" in ws.rounds.entry_status.text()
    ws.rounds.score_entry.setText("2-1")
    assert ws.rounds.enter_result()
    settle()
    assert calls(ws.service).matches(ev, 3)[1].score == GameScore(2, 1)
    assert {m.table: m.score for m in calls(ws.service).matches(ev, 1)} == before  # untouched
    assert not _boxes()  # no "replace 2-0 with 2-1" about round 1
    # Enter in the score box with round 1 on screen: the current round too
    ws.rounds.show_round(1)
    ws.rounds.table_entry.setValue(3)
    ws.rounds.score_entry.setText("0-2")
    assert ws.rounds.enter_result()
    settle()
    assert calls(ws.service).matches(ev, 3)[2].score == GameScore(0, 2)
    assert {m.table: m.score for m in calls(ws.service).matches(ev, 1)} == before


def test_a_correction_of_a_past_round_is_the_judges_choice(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, 8, 2, last_round_results=False)
    ws.rounds.show_round(1)
    ws.rounds.pairings_table.setCurrentCell(0, 0)
    ws.rounds.correct_action.trigger()  # F2 on round 1's first row
    dialog = ws.rounds.correct_dialog
    dialog.setTextValue("1-2")
    dialog.accept()
    settle()
    assert calls(ws.service).matches(ev, 1)[0].score == GameScore(1, 2)


def test_the_same_score_again_asks_nothing_and_writes_nothing(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, 8, 1, last_round_results=False)
    ws.rounds.table_entry.setValue(1)
    ws.rounds.score_entry.setText("2-1")
    assert ws.rounds.enter_result()
    settle()
    audit = len(calls(ws.service).audit_entries(ev))
    ws.rounds.table_entry.setValue(1)
    ws.rounds.score_entry.setText("2-1")  # the same slip typed twice
    assert not ws.rounds.enter_result()  # nothing written …
    assert not _boxes()  # … and nothing asked
    assert "nothing to change" in ws.rounds.entry_status.text()
    # on to the next
    assert ws.rounds.score_entry.text() == "" and ws.rounds.table_entry.value() == 2
    assert ws.undo_stack.count() == 1
    assert len(calls(ws.service).audit_entries(ev)) == audit
    # a different score still asks, No being the default
    ws.rounds.table_entry.setValue(1)
    ws.rounds.score_entry.setText("1-2")
    assert not ws.rounds.enter_result()
    assert ws.confirm_box.isVisible()
    ws.confirm_box.done(0)


def test_a_draft_round_says_so_and_publishes_with_one_key(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, 8, 1, last_round_results=False)
    assert ws.rounds.round_state.text() == "Draft: not published"
    assert not ws.rounds.publish_round_button.isHidden()
    assert window.act_publish.shortcut().toString() == "F6"
    # F6 with the table box focused, as while results are typed (a line edit keeps Ctrl+U)
    window.tabs.setCurrentWidget(window.event_holder)
    ws.pages.setCurrentIndex(1)
    window.activateWindow()
    ws.rounds.table_entry.setFocus()
    qtbot.waitUntil(ws.rounds.table_entry.hasFocus, timeout=3000)
    qtbot.keyClick(ws.rounds.table_entry, Qt.Key.Key_F6)
    settle()
    assert calls(ws.service).is_published(ev)
    assert ws.rounds.round_state.text() == "Published" and ws.rounds.publish_round_button.isHidden()
    window.set_language("es")
    assert ws.rounds.round_state.text() == "Publicada"
    window.set_language("en")


def test_the_first_result_publishes_a_draft(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    """Decided in the core (``EventService.record_result``): a result means the round is
    being played, so its pairings are public; a draft mark would be wrong on paper."""
    ws = window.event_workspace
    ev = _event(ws, 8, 1, last_round_results=False)
    assert not calls(ws.service).is_published(ev)
    ws.rounds.table_entry.setValue(1)
    ws.rounds.score_entry.setText("2-0")
    assert ws.rounds.enter_result()
    settle()
    assert calls(ws.service).is_published(ev)
    assert ws.rounds.round_state.text() == "Published"


def test_printing_a_draft_asks_first_and_offers_to_publish(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    from ui.report_preview import ReportPreview

    def previews() -> list[ReportPreview]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, ReportPreview) and w.isVisible()]

    ws = window.event_workspace
    ev = _event(ws, 8, 1, last_round_results=False)
    window.report_actions["slips"].trigger()
    assert ws.reports.draft_box.isVisible() and not previews()
    assert ws.reports.draft_box.defaultButton() is ws.reports.draft_choices[0]  # publish and print
    ws.reports.draft_choices[2].click()  # Cancel: nothing printed, still a draft
    assert not previews() and not calls(ws.service).is_published(ev)
    window.report_actions["pairings"].trigger()
    ws.reports.draft_choices[0].click()  # Publish and print
    settle()
    qtbot.waitUntil(lambda: bool(previews()), timeout=20000)
    assert calls(ws.service).is_published(ev)
    for preview in previews():
        preview.close()
    window.report_actions["pairings"].trigger()  # published: no question
    qtbot.waitUntil(lambda: bool(previews()), timeout=20000)
    assert not [w for w in _boxes() if w.objectName() == "draftPrintDialog"]
    for preview in previews():
        preview.close()


def test_why_these_two_says_the_same_as_the_command_line(qtbot, window, settle, capsys) -> None:  # type: ignore[no-untyped-def]
    """Issue 25 §3: F3 on a table of the pairings (or *Why these two?*) says why its players
    were paired, in the words of ``round show --why --json`` for that table; the bye too; a
    round switched meanwhile never shows another round's reason; nothing selected is said."""
    import json

    from judge_app.cli import main

    ws = window.event_workspace
    ev = _event(ws, 7, 2, last_round_results=False)
    assert main(["--db", ws.service.url, "round", "show", ev, "2", "--why", "--json",
                 "--lang", "en"]) == 0
    cli = {m["table"]: m["why"]["text"] for m in json.loads(capsys.readouterr().out)["matches"]}
    rounds = ws.rounds
    window.tabs.setCurrentWidget(window.event_holder)
    ws.pages.setCurrentIndex(1)
    window.activateWindow()
    qtbot.waitActive(window)
    rounds.show_round(2)
    rounds.pairings_table.clearSelection()
    rounds.pairings_table.setCurrentIndex(rounds.pairings_table.model().index(-1, -1))
    assert rounds.explain_selected() is None
    assert "Select a table" in rounds.entry_status.text()
    model = rounds.pairings_table.model()
    shown = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert shown[-1] == ""  # the bye: last, no table number
    for row in (0, model.rowCount() - 1):
        rounds.pairings_table.selectRow(row)
        rounds.pairings_table.setFocus()
        qtbot.waitUntil(rounds.pairings_table.hasFocus, timeout=3000)
        qtbot.keyClick(rounds.pairings_table, Qt.Key.Key_F3)
        table = sorted(cli)[row] if row == 0 else next(
            m.table for m in calls(ws.service).matches(ev, 2) if m.is_bye)
        expected = f"Table {table}: {cli[table]}"
        qtbot.waitUntil(lambda expected=expected: rounds.why_label.text() == expected,
                        timeout=10_000)
    assert "bye" in rounds.why_label.text()
    # asked, then another round shown before the answer: round 1's line stays empty
    rounds.pairings_table.selectRow(0)
    job = rounds.explain_selected()
    assert job is not None
    rounds.show_round(1)
    settle()
    assert rounds.why_label.text() == ""
