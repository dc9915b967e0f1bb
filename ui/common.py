"""Small pieces every workspace shares: error dialogs that say what and where, background tasks.

No traceback ever reaches a judge: an exception becomes a dialog naming the
action that failed and the reason (a ``LogError`` already names the file and
the JSON path or line).
"""

from __future__ import annotations

import html
import sys
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QWidget

from judge_app.violations import Citation, Lang, Severity, Violation


def violations_html(found: list[Violation], lang: Lang) -> str:
    """The violations of one event as the replay and the recording panel show them: kind,
    event, message, and the cited section (and the penalty's) as ``cite:`` links."""
    if not found:
        none = QCoreApplication.translate("ViolationDetail", "No violation at this event.")
        return f"<p style='color:#666'>{html.escape(none)}</p>"
    parts = []
    rule = QCoreApplication.translate("ViolationDetail", "Rule:")
    follows = QCoreApplication.translate("ViolationDetail", "What follows:")
    for v in found:
        at = QCoreApplication.translate("ViolationDetail", "event %1").replace("%1", str(v.seq))
        error = v.severity == Severity.ERROR
        color = "#c62828" if error else "#b26a00"
        kind = (QCoreApplication.translate("ViolationDetail", "Violation") if error
                else QCoreApplication.translate("ViolationDetail", "Warning"))
        cite = (f"<a href='cite:{html.escape(v.citation.rulebook)}:"
                f"{html.escape(v.citation.section)}'>{html.escape(citation_words(v.citation))}"
                "</a>")
        text = (f"<p><b style='color:{color}'>{html.escape(kind)} — {html.escape(at)}</b>"
                f"<br/>{html.escape(v.message(lang))}<br/>{html.escape(rule)} {cite}")
        if v.penalty:
            text += (f" · {html.escape(follows)} <a href='cite:"
                     f"{html.escape(v.citation.rulebook)}:{html.escape(v.penalty)}'>"
                     f"{html.escape(section_words(v.citation.rulebook, v.penalty))}</a>")
        parts.append(text + "</p>")
    return "".join(parts)


def section_words(rulebook: str, section: str) -> str:
    """A section as a judge names it (``§5 Fase de Batalla``): the core's words."""
    from judge_app.rulebooks import section_words as words

    return words(rulebook, section)


def citation_words(citation: Citation) -> str:
    """A citation as a judge reads it (the rulebook's title and the section's)."""
    from judge_app.rulebooks import citation_words as words

    return words(citation)


def sentence(text: str) -> str:
    """``text`` as a sentence of a dialog: its first letter upper-case (the core writes its
    reasons for a command line's "judge-app: …", in lower case) — unless it starts with a name
    the judge would type as it is (an id, a path, a file, a quoted name).

    >>> sentence("el reloj de la ronda 1 no está en marcha")
    'El reloj de la ronda 1 no está en marcha'
    >>> sentence("ev-1 has no round 4"), sentence("/tmp/a.db is damaged"), sentence("'ana' …")
    ('ev-1 has no round 4', '/tmp/a.db is damaged', "'ana' …")
    """
    first = text.split(" ", 1)[0]
    if not text[:1].islower() or any(c.isdigit() or c in "-_./:@" for c in first):
        return text
    return text[0].upper() + text[1:]


def error_text(exc: BaseException) -> str:
    """A one-paragraph reason for an exception, without a traceback, in the interface's
    language when the core gave both (``TournamentError``, ``Refusal``), as a sentence."""
    from judge_app.tournament.messages import message_of
    from ui.i18n import current_language

    text = message_of(exc, current_language()).strip()
    if isinstance(exc, KeyError) and len(exc.args) == 1:
        text = str(exc.args[0])
    return sentence(text) or type(exc).__name__


def show_error(parent: QWidget | None, what: str, exc: BaseException | str) -> None:
    """A modal warning: ``what`` the judge tried (already translated), and why it failed."""
    reason = exc if isinstance(exc, str) else error_text(exc)
    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("Common", "Juez"), what, parent=parent)
    box.setInformativeText(reason)
    # Plain text: a player called "<b>Ana & Co</b>" is shown as typed, never as markup.
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setObjectName("errorDialog")
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if parent is None:
        _ORPHANS.append(box)
        box.finished.connect(lambda _=0: _ORPHANS.remove(box))
    box.open()  # window-modal, never blocks the event loop (nor a test)


_ORPHANS: list[QMessageBox] = []


def confirm(parent: QWidget, title: str, text: str, on_yes: Callable[[], object],
            detail: str = "", yes_text: str = "") -> QMessageBox:
    """Ask before a destructive action; ``on_yes()`` runs only if the judge says yes.

    Window-modal and non-blocking (like :func:`show_error`). *No* is the default
    button, so an Enter typed out of habit keeps what is there. Returns the box
    (tests press its buttons).
    """
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if detail:
        box.setInformativeText(detail)
    box.setObjectName("confirmDialog")
    yes = box.addButton(QMessageBox.StandardButton.Yes)
    if yes_text:
        yes.setText(yes_text)
    no = box.addButton(QMessageBox.StandardButton.No)
    box.setDefaultButton(no)
    box.setEscapeButton(no)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered() -> None:
        # The keyboard goes back to the window (some window managers leave it nowhere).
        parent.window().activateWindow()
        if box.clickedButton() is yes:
            on_yes()

    box.finished.connect(lambda _r=0: answered())
    box.open()
    return box


def install_excepthook() -> None:
    """Turn any exception that escapes a slot into a dialog instead of a traceback.

    The traceback still goes to stderr (for a bug report); the judge sees what
    failed in one sentence, and the window keeps running with nothing lost.
    """
    previous = sys.excepthook

    def hook(exc_type: type[BaseException], exc: BaseException,
             tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt | SystemExit):
            previous(exc_type, exc, tb)
            return
        traceback.print_exception(exc_type, exc, tb, file=sys.stderr)
        parent = QApplication.activeWindow()
        show_error(parent, QCoreApplication.translate(
            "Common", "Something went wrong; the window keeps running and nothing saved is "
            "lost."), exc)

    sys.excepthook = hook


class _Signals(QObject):
    done = Signal(object)
    failed = Signal(str, str)


class Task:
    """Run ``fn()`` on the thread pool; report its result or its error back on the UI thread.

    Not a ``QRunnable``: PySide keeps a runnable that is not auto-deleted alive for ever (and
    with it its result, its signals and every closure connected to them); the pool runs the
    plain callable :meth:`run` instead, and a finished task is released once reported."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        self.fn = fn
        self.signals = _Signals()

    def run(self) -> None:
        try:
            result = self.fn()
        except Exception as exc:  # reported to the judge as a dialog, never raised
            self.signals.failed.emit(error_text(exc), traceback.format_exc())
        else:
            self.signals.done.emit(result)
        self.fn = _done_already  # what it captured is not kept by a finished task


def _done_already() -> None:
    """What a finished task holds instead of its function."""


#: The tasks running now (each is released once it has reported back).
_RUNNING: set[Task] = set()


def busy_indicator(parent: QWidget | None, label: str) -> QProgressDialog:
    """The busy indicator of slow work (shown after 400 ms, no cancel button): the caller
    ``reset()``s and ``deleteLater()``s it when the work is over."""
    progress = QProgressDialog(label, "", 0, 0, parent)
    progress.setCancelButton(None)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(400)
    progress.setObjectName("busyIndicator")
    return progress


def run_in_background(parent: QWidget | None, label: str, fn: Callable[[], Any],
                      on_done: Callable[[Any], None], what: str,
                      on_failed: Callable[[str], object] | None = None) -> Task:
    """Run ``fn`` off the UI thread with a busy indicator; ``on_done(result)`` when it ends.

    On failure a dialog says ``what`` failed and why (after ``on_failed(reason)``).
    Returns the task (tests wait on ``task.signals.done``). Once it has reported, the task,
    its signals and the closures connected to them are released (nothing of a finished
    task stays alive).
    """
    progress = busy_indicator(parent, label)
    task = Task(fn)
    _RUNNING.add(task)

    def finish() -> None:
        _RUNNING.discard(task)
        # The connections hold these closures, and the closures the task: cut the cycle.
        task.signals.done.disconnect(done)
        task.signals.failed.disconnect(failed)
        progress.reset()
        progress.deleteLater()

    def done(result: Any) -> None:
        finish()
        on_done(result)

    def failed(reason: str, _trace: str) -> None:
        finish()
        if on_failed is not None:
            on_failed(reason)
        show_error(parent, what, reason)

    task.signals.done.connect(done, Qt.ConnectionType.QueuedConnection)
    task.signals.failed.connect(failed, Qt.ConnectionType.QueuedConnection)
    QThreadPool.globalInstance().start(task.run)
    return task
