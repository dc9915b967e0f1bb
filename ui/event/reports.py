"""The event's printed reports, each opened in a print preview (PDF and CSV)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from judge_app.tournament.profiles import scoring_of
from ui.common import show_error
from ui.event.base import WorkspaceBase


class EventReports(WorkspaceBase):
    """Pairings, slips, standings, penalties, bracket and judge calls of the open event."""

    def preview(self, key: str) -> None:
        """Render one report of this event and open its print preview."""
        from ui.report_preview import preview_report

        if self.service is None or self.event_id is None:
            show_error(self, self.tr("No event is open"), self.tr("Create or open an event first."))
            return
        from judge_app.reports.names import report_file_name

        render, csv_writer, title = self._report(key)
        round_no = self.shown_round or self.current_round
        preview_report(self, title, render, report_file_name(key, round_no, self.lang),
                       csv_writer)

    def _report(self, key: str) -> tuple[Callable[[Path], int], Callable[[Path], None] | None,
                                          str]:
        from judge_app.reports import csv_export, pairings, penalties, slips, standings

        service, event_id, lang = self.service, str(self.event_id), self.lang
        style = self.settings.csv_style  # File → CSV options
        summary = service.event_summary(event_id)
        round_no = self.shown_round or summary.current_round
        players = service.players(event_id)
        if key in ("pairings", "pairings_by_name", "slips"):
            matches = service.matches(event_id, round_no)
            last_swiss = service.last_swiss_round(event_id)  # top-cut wins add no points
            points = pairings.points_before(
                [m for m in service.matches(event_id) if m.round <= last_swiss], round_no,
                scoring_of(summary.profile))
            from judge_app.tournament.topcut import round_name

            # a bracket round prints its name: "Ronda 5 · Final"
            stage = round_name(2 * len(matches), lang) if round_no > last_swiss else ""
            fn = {"pairings": pairings.render_pairings,
                  "pairings_by_name": pairings.render_pairings_by_name}.get(key)
            rows = pairings.pairing_rows(matches, players, points)
            draft = not self.floor.service.is_published(event_id, round_no)  # BORRADOR / DRAFT

            def write_pairings_csv(out: Path) -> None:
                if key == "pairings_by_name":
                    csv_export.pairings_by_name_csv(rows, round_no, out, style)
                else:
                    csv_export.pairings_csv(rows, round_no, out, style)

            if fn is not None:
                title = self.tr("Pairings, round %1").replace("%1", str(round_no))
                return (lambda out: fn(summary, round_no, matches, players, out, points=points,
                                       lang=lang, draft=draft, stage=stage),
                                       write_pairings_csv, title)
            return (lambda out: slips.render_slips(summary, round_no, matches, players, out,
                                                   lang=lang, draft=draft, stage=stage), None,
                    self.tr("Match slips, round %1").replace("%1", str(round_no)))
        if key == "bracket":
            from judge_app.reports.bracket import render_bracket

            last_swiss = service.last_swiss_round(event_id)
            tops = [service.matches(event_id, r)
                    for r in range(last_swiss + 1, summary.current_round + 1)]
            names = {p.id: p.name for p in players}
            champion = service.champion(event_id)
            return (lambda out: render_bracket(summary, tops, names, out, champion=champion,
                                               lang=lang), None, self.tr("Top-cut bracket"))
        if key == "standings":
            st_rows = service.standings(event_id)
            return (lambda out: standings.render_standings(summary, st_rows, out, lang=lang),
                    lambda out: csv_export.standings_csv(st_rows, summary.profile, out, style),
                    self.tr("Standings"))
        if key == "judge_calls":  # the Floor tab's log (ui/floor_view.py)
            return self.floor.judge_calls_report()
        pens = service.penalties(event_id)
        rulings = self._ruling_logs()  # "Resolución adjunta" (ui/event/penalties.py)
        return (lambda out: penalties.render_penalties(summary, pens, players, out, lang=lang,
                                                       rulings=rulings),
                None, self.tr("Penalties"))
