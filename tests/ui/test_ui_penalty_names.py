"""A penalty has one name on screen and on paper: the rulebook's (Kódem 5.0, "Penalizaciones
por incumplir restricciones": "amonestación verbal, carta en Extinción …")."""

from __future__ import annotations

from judge_app.tournament.model import PenaltyKind


def test_the_penalty_form_names_each_kind_as_the_printed_reports_do(window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    for lang in ("es", "en"):
        window.set_language(lang)
        kinds = ws.penalties.penalty_kind
        shown = {PenaltyKind(kinds.itemData(i)): kinds.itemText(i) for i in range(kinds.count())}
        assert shown == {kind: kind.printed(lang) for kind in PenaltyKind}
    window.set_language("es")
    kinds = ws.penalties.penalty_kind
    labels = [kinds.itemText(i) for i in range(kinds.count())]
    assert "Amonestación verbal" in labels and "Carta en Extinción" in labels
