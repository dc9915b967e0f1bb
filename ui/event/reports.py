"""The event's printed reports, each opened in a print preview (PDF and CSV).

Every report comes from the core's catalogue (``judge_app.reports.catalogue``),
by the same key as ``judge-app report KEY``: the catalogue gathers the event's
data and renders it, so the window and the command line print the same paper.
The window only picks the round (the one on screen) and the reader's language.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from judge_app.reports.catalogue import ReportSpec, report_spec
from judge_app.reports.names import report_file_name
from judge_app.tournament import workspace as rules
from ui.common import show_error
from ui.event.base import EventContext, EventView
from ui.event.rounds import RoundsTab
from ui.event.standings import StandingsTab

if TYPE_CHECKING:
    from judge_app.station import StationService

#: The window prints on A4 (the command line's default paper).
PAPER = "a4"


class EventReports(EventView):
    """Pairings, slips, standings, penalties, bracket and judge calls of the open event."""

    def __init__(self, ctx: EventContext, rounds: RoundsTab, standings: StandingsTab,
                 parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.rounds = rounds  # the round shown there is the round printed
        self.standings = standings  # the age division chosen there is the one printed
        self.hide()  # no widget of its own: it asks and previews over the window
        #: the players' portal's address while it runs ("" when off): printed with its QR
        #: code on the sheets that carry it (set by the workspace: the Floor tab's portal)
        self.portal_url: Callable[[], str] = lambda: ""

    def preview(self, key: str) -> bool:
        """Build the report ``key`` (a catalogue key: ``pairings``, ``pairings-by-name``,
        ``slips``, ``standings``, ``penalties``, ``judge-calls``, ``bracket``) off the UI
        thread and open its print preview. False (and a message) when it cannot be made."""
        from ui.report_preview import preview_report

        what = self.tr("Could not prepare the report %1").replace("%1", key)
        if not self._ready(what):
            return False
        try:
            spec = report_spec(key)
        except KeyError as exc:
            show_error(self, what, exc)
            return False
        if "pdf" not in spec.formats:
            show_error(self, what, self.tr("It is written as CSV only: use the command line's "
                               "“report %1 --out FILE.csv”.").replace("%1", key))
            return False
        round_no = (self.rounds.shown_round or self.current_round) if spec.needs_round else None
        if spec.needs_round and not round_no:
            show_error(self, what, self.tr("No round is paired yet: pair the first round first."))
            return False
        if (round_no and rules.prints_draft_mark(key) and round_no in self.drafts
                and not self._draft_confirmed):
            self._ask_print_draft(key, round_no)
            return False
        self._draft_confirmed = False
        service, event_id, lang = self.service, self.event_id, self.lang
        style = self.settings.csv_style  # File → CSV options
        # the age division chosen on the Standings tab (``report standings --division``)
        combo = self.standings.division_combo
        division = (combo.currentData() if key == "standings" and not combo.isHidden()
                    else None)

        portal_url = self.portal_url()  # pairings by name and slips print it, with its QR

        def gather(svc: StationService, fmt: str) -> tuple[bytes, int | None]:
            if division:
                from judge_app.reports.divisions import division_standings_report

                return division_standings_report(svc, str(event_id), round_no, division,
                                                 fmt, lang, PAPER, style)
            built = spec.make(svc, str(event_id), round_no, fmt, lang, PAPER, style,
                              portal_url)
            return built.data, built.pages

        def build(fmt: str) -> tuple[bytes, int | None]:
            # The whole report on the operations layer's worker, with its own service: one
            # trip instead of one per read, and the core's own sessions stay on one thread.
            assert service is not None
            return service.read(lambda svc: gather(svc, fmt))

        def render(out: Path) -> int:  # runs off the UI thread
            data, pages = build("pdf")
            out.write_bytes(data)
            return pages or 0

        def write_csv(out: Path) -> None:
            out.write_bytes(build("csv")[0])

        preview_report(self, self.report_title(spec, round_no), render,
                       report_file_name(key, round_no, lang),
                       write_csv if "csv" in spec.formats else None)
        return True

    #: the judge chose to print a draft as it is (the next preview does not ask again)
    _draft_confirmed = False

    def _ask_print_draft(self, key: str, round_no: int) -> None:
        """A draft's pairings or slips say BORRADOR on every page: ask first. *Publish and
        print* is the default (a played round printed as a draft misled a scorekeeper);
        *Print the draft* prints it as it is; Esc prints nothing."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Print a draft?"),
                          self.tr("Round %1 is a draft (not published): every printed page "
                                  "will say BORRADOR / DRAFT.").replace("%1", str(round_no)),
                          parent=self)
        box.setObjectName("draftPrintDialog")
        box.setTextFormat(Qt.TextFormat.PlainText)
        publish = box.addButton(self.tr("Publish and print"),
                                QMessageBox.ButtonRole.AcceptRole)
        draft = box.addButton(self.tr("Print the draft"), QMessageBox.ButtonRole.ActionRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(publish)
        box.setEscapeButton(cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if round_no != self.current_round:  # only the current round can be published
            publish.hide()
            box.setDefaultButton(draft)

        def answered() -> None:
            clicked = box.clickedButton()
            if clicked is publish:
                self.rounds.publish_round(then=lambda: self.preview(key))
            elif clicked is draft:
                self._draft_confirmed = True
                self.preview(key)

        box.finished.connect(lambda _r=0: answered())
        self.draft_box = box
        self.draft_choices = (publish, draft, cancel)
        box.open()

    def report_title(self, spec: ReportSpec, round_no: int | None) -> str:
        """The preview's title: the catalogue's name of the report, with its round."""
        title = spec.title[1 if self.lang == "en" else 0]
        if round_no:
            title += " · " + self.tr("Round %1").replace("%1", str(round_no))
        return title
