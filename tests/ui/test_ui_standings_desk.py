"""After the top cut the standings show who won (issue 23 §3), on screen and on paper; the
top-cut suggestion counts the players still in (§14); tiebreakers read the same on screen
as on paper (§15)."""

from __future__ import annotations

from pypdf import PdfReader

from judge_app.reports.catalogue import report_spec
from judge_app.reports.csv_export import CsvStyle
from tests.ui.calls import calls
from tests.ui.cells import header


def _played_cut(ws) -> tuple[str, str, str]:  # type: ignore[no-untyped-def]
    """8 players, 3 Swiss rounds, a top 4 played to the end by the lower seeds: returns
    (event, champion, finalist)."""
    svc = calls(ws.service)
    ev = svc.create_event("Regional Kódem", "kodem", "mtg").id
    for i in range(8):
        svc.add_player(ev, f"Jugador {i + 1:02d}")
    for _ in range(3):
        for m in svc.pair_next_round(ev):
            if not m.is_bye:
                svc.record_result(ev, m.table, "2-0")
    svc.top_cut(ev, 4)
    for _ in range(2):
        for m in svc.matches(ev, svc.event_summary(ev).current_round):
            svc.record_result(ev, m.table, "0-2")  # the lower seed wins
        if svc.champion(ev) is None:
            svc.pair_next_round(ev)
    final = svc.matches(ev, svc.event_summary(ev).current_round)[0]
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    return ev, str(final.p2), str(final.p1)


def test_the_standings_after_the_top_cut_lead_with_the_champion(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    _ev, champion, finalist = _played_cut(ws)
    ws.pages.setCurrentIndex(2)
    table = ws.standings.standings_table
    headers = [header(table, c) for c in range(4)]
    assert headers == ["Place", "Top cut", "Swiss", "Player"]
    names = ws.names()
    assert [table.item(r, 0).text() for r in range(8)] == ["1", "2", "3", "3", "5", "6", "7", "8"]
    assert table.item(0, 1).text() == "Champion" and table.item(0, 3).text() == names[champion]
    assert table.item(1, 1).text() == "Finalist" and table.item(1, 3).text() == names[finalist]
    assert {table.item(r, 1).text() for r in (2, 3)} == {"Semifinalist"}
    assert table.item(0, 2).text() != "1"  # the champion was not the best of the Swiss
    # tiebreakers as on paper: percentages
    assert table.item(0, 6).text().endswith("%")
    window.set_language("es")
    assert ws.standings.standings_table.item(0, 1).text() == "Campeón"
    window.set_language("en")


def test_the_printed_standings_lead_with_the_champion(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev, champion, _finalist = _played_cut(ws)
    built = ws.service.read(lambda svc: report_spec("standings").build(
        svc, ev, None, "pdf", "en", "a4", CsvStyle()))
    import io

    text = PdfReader(io.BytesIO(built.data)).pages[0].extract_text()
    assert "Place" in text and "Champion" in text and "Finalist" in text
    assert text.index("Champion") < text.index("Finalist") < text.index("Semifinalist")
    assert text.index(ws.names()[champion]) < text.index("Finalist")


def test_the_top_cut_suggestion_counts_the_players_still_in(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    svc = calls(ws.service)
    ev = svc.create_event("Regional", "kodem", "mtg").id
    for i in range(17):
        svc.add_player(ev, f"Jugador {i + 1:02d}")
    for m in svc.pair_next_round(ev):
        if not m.is_bye:
            svc.record_result(ev, m.table, "2-0")
    svc.drop_player(ev, "P017")
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    assert ws.top_cut.suggested_cut() == 4  # 16 players still in: a top 4, not the top 8 of 17
    ws.top_cut.top_cut_dialog()
    warning = ws.top_cut.cut_warning.text()
    assert "16 players" in warning and "17" not in warning
    ws.top_cut.top_cut_box.reject()
