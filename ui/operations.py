"""The window's operations layer: every database read and write off the UI thread, and one
"event changed" signal (modelled on Anki's ``CollectionOp`` / ``QueryOp``).

Why: on a 512-player event on PostgreSQL, with a second station writing, a read
or a write on the UI thread freezes the window for as long as the database
takes. Here the database is only ever touched by **one worker thread** per
application (a ``QThreadPool`` of one thread): it opens its own service per
database (:func:`service_class`: an ``EventService`` with the floor's calls and
the attached match logs') and runs the window's operations one
after the other. One thread, not a pool of them, because

* SQLAlchemy sessions are not thread-safe; ``EventService`` opens one session per
  call and its engine's pool is thread-safe, but the service also keeps the
  versions this station has seen (its stale-write check) in a plain dict — one
  thread at a time touches it;
* the window's writes keep the order the judge made them in (a result entered,
  then corrected), and SQLite sees one writer from this process.

Three ways in, from the UI thread:

``query(url, fn, done)`` / ``write(url, event, fn, done)``
    Anki's ``QueryOp`` / ``CollectionOp``: ``fn(service)`` runs on the worker;
    ``done(value)`` runs back on the UI thread; a failure comes back as a value
    (:class:`Outcome`) and is shown — a write's as a dialog, a read's in the
    status line (:attr:`Operations.failed`) — never as a frozen window or a
    traceback. A successful write emits :attr:`Operations.changed`.
``call(url, fn)``
    The same worker, for code written as plain calls (``service.players(ev)``):
    the caller waits for the value while the event loop keeps running — it
    repaints, timers tick, the poll runs — with the judge's clicks and keys held
    until the value is there (``QEventLoop.ExcludeUserInputEvents``), so a
    double click cannot start a second write halfway through the first.
    :meth:`Operations.service` wraps this in an object with the service's own
    methods (:class:`ServiceProxy`), which is what the views hold — for reads: the
    views' writes go through ``write`` and never wait (``ui.event.base._write``
    returns a :class:`Pending`; a script or a test waits on it, the window does not).

Callbacks run in the order their jobs were submitted: a job that ends while the UI
thread waits in a ``call`` is held and delivered after that wait, so a write's
refresh never runs in the middle of another refresh.

One signal, :attr:`Operations.changed` (a :class:`Change`): after every write of
this window, and when the poll (:meth:`Operations.poll`, every 2 s from the
main window) sees the event's change stamp move — another station wrote. A
change is never delivered in the middle of a waiting ``call``: it is held and
delivered once the outermost call has returned, so a view never refreshes
halfway through its own refresh.
"""

from __future__ import annotations

import atexit
import contextlib
import inspect
import itertools
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QObject,
    Qt,
    QThread,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QWidget

from ui.common import error_text, show_error

T = TypeVar("T")

#: How often the main window asks whether another station changed the open event.
POLL_MS = 2000
#: How long ``call`` waits plainly before it keeps the event loop turning (seconds): well
#: under a frame budget of 50 ms, and long enough for nearly every call on a local file.
GRACE_S = 0.01
#: The interpreter's thread switch interval while the layer exists (seconds; Python's
#: default is 5 ms): the worker holds the GIL while it builds 512 players' rows, and the
#: UI thread waiting for it up to 5 ms at a time made frames of 80–100 ms; at 1 ms the
#: benchmark's longest frame stays under 50 ms.
SWITCH_S = 0.001

#: The service's calls that only read: any other call is a write (emits ``changed``).
READS = frozenset({
    "list_events", "event_summary", "change_stamp", "champion", "players", "matches",
    "match_versions", "match_version", "correction_effect", "standings", "last_swiss_round",
    "penalties", "suggest_penalty", "audit_entries", "audited_data", "verify_audit",
    "is_published", "reports", "open_calls", "auto_accept", "code_of",
    "seats", "apart_pairs", "seat_conflicts", "clock_status", "calls",
    "registered_deck", "penalty_history", "registration_notice", "registration_notices",
    "read_only",
    "backup_error", "station", "url", "where",
    # the match logs attached to an event (MatchLogService)
    "attached_logs", "attached_log", "log_text", "log_replay", "log_violations", "same_logs",
    "rulings", "penalty_draft", "ruling_log", "ruling_pdf",
})

_QUEUED = Qt.ConnectionType.QueuedConnection
_NO_EVENT = object()  # "this call writes nothing" (a read)


@dataclass(frozen=True)
class Change:
    """An event's data changed: ``event`` (``None``: the list of events, or unknown) in
    the database ``url``; ``external``: seen by the poll (another station), not written
    by this window."""

    url: str
    event: str | None
    external: bool


@dataclass
class Outcome(Generic[T]):
    """What an operation gave back: its value, or the error that stopped it (a value,
    never raised across the thread)."""

    value: T | None = None
    error: BaseException | None = None

    @property
    def ok(self) -> bool:
        """Whether the operation succeeded."""
        return self.error is None

    @property
    def reason(self) -> str:
        """Why it failed, in one paragraph in the interface's language ("" if it did not)."""
        return "" if self.error is None else error_text(self.error)


class _JobSignals(QObject):
    finished = Signal(object)  # the Job, once its outcome is set


class Job:
    """One operation on the worker thread: ``fn(service)`` (``fn(None)`` when ``url`` is
    empty: file work such as restoring a damaged database). ``outcome`` is set when
    ``done`` is True; ``signals.finished`` fires on the UI thread (tests wait on it)."""

    def __init__(self, ops: Operations, url: str, fn: Callable[[Any], Any],
                 event: object = _NO_EVENT) -> None:
        self.ops = ops
        self.url = url
        self.fn = fn
        self.event = event
        self.signals = _JobSignals()
        self.outcome: Outcome[Any] = Outcome()
        self.done = False
        self.stamp: tuple[Any, Any] | None = None  # (before, after) of a write
        self.then: Callable[[Job], None] | None = None  # on the UI thread, when it ends
        self.seq = next(ops._seq)  # the order it was submitted in (and is delivered in)
        self._finished = threading.Event()

    @property
    def writes(self) -> bool:
        """Whether this job changes the database (emits ``changed`` when it succeeds)."""
        return self.event is not _NO_EVENT

    def run(self) -> None:
        """On the worker: open (once) the database's service, run ``fn`` with it."""
        self.ops._worker_thread = threading.get_ident()
        try:
            service = None if not self.url else self.ops._service_for(self.url)
            event = self.event if isinstance(self.event, str) else None
            before = _stamp(service, event) if self.writes else None
            value = self.fn(service)
            if self.writes:
                self.stamp = (before, _stamp(service, event))
            self.outcome = Outcome(value=value)
        except BaseException as exc:  # a value for the UI thread, never raised here
            self.outcome = Outcome(error=exc)
        self._finished.set()
        self.signals.finished.emit(self)


def _window_shown() -> bool:
    """Whether any window is on screen (else there is nothing to keep painting).

    Asks Qt's own top-level windows (``QWindow``), not ``topLevelWidgets()``: that list
    wraps every top-level widget in a Python object, including one being destroyed at that
    moment, and a test run crashed there once (a segmentation fault in ``isVisible``)."""
    app = QCoreApplication.instance()
    return isinstance(app, QGuiApplication) and any(
        w.isVisible() for w in QGuiApplication.topLevelWindows())


_SERVICE_CLASS: list[type] = []


def service_class() -> type:
    """The worker's service: the floor's calls (``FloorService``) and the attached match
    logs' (``MatchLogService``) in one object, so the window reaches both through the one
    worker (one session at a time, one stale-write memory). Built on first use: the window
    starts without importing the storage layer."""
    if not _SERVICE_CLASS:
        from judge_app.portal.store import PortalService  # type: ignore[import-untyped,unused-ignore]
        from judge_app.storage.matchlogs import MatchLogService

        # PortalService is the FloorService plus the players' portal's desk side (reports,
        # accept, calls from phones): the Floor and Results tabs reach it on this worker.
        class WindowService(PortalService, MatchLogService):  # type: ignore[misc,unused-ignore]
            """The tournament service with the floor's calls, the players' portal's desk
            side and the attached match logs."""

        _SERVICE_CLASS.append(WindowService)
    return _SERVICE_CLASS[0]


def _key(url: str) -> str:
    """One spelling per database (a bare path and its ``sqlite:///`` URL are one); "" for
    an operation that needs no database."""
    if not url:
        return ""
    from judge_app.storage.database import resolve_url

    return resolve_url(url)


def _stamp(service: Any, event: str | None) -> Any:
    """The change stamp of ``event`` (of the list of events when ``None``)."""
    if event is None:
        return None
    try:
        return service.change_stamp(event)
    except Exception:  # the event is gone (deleted): no stamp, the change still counts
        return None


class _HoldDeletes(QObject):
    """While a ``call`` waits, no object is deleted: the code waiting may be inside a slot
    of the very widget that asked to be deleted (a confirmation box closing itself), and
    deleting it under that code would crash. Held deletions are asked for again once the
    wait is over, so they happen when control returns to the event loop, as they would
    have without the wait."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.held: list[QObject] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DeferredDelete:
            self.held.append(watched)
            return True
        return False

    def release(self) -> None:
        held, self.held = self.held, []
        for obj in held:
            if shiboken6.isValid(obj):
                obj.deleteLater()


class Operations(QObject):
    """The one worker of the application's database work (see the module's docstring)."""

    changed = Signal(object)  # a Change
    failed = Signal(str, str)  # what the window tried, why it failed (for the status line)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("operations")
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_S))
        self._services: dict[str, Any] = {}
        self._services_lock = threading.Lock()
        self._jobs: set[Job] = set()
        self._closing: set[Job] = set()
        self._seq = itertools.count()
        self._depth = 0
        self._held: list[Change] = []
        self._held_jobs: list[Job] = []  # finished while a call waited: delivered after it
        self._waiting: set[Job] = set()  # the jobs the UI thread is waiting for right now
        self._in_order: set[Job] = set()  # waited for with the jobs before them delivered first
        self._releasing = False  # held jobs being delivered
        self._stamps: dict[tuple[str, str], Any] = {}
        self._polling: set[tuple[str, str]] = set()
        self._worker_thread: int | None = None
        self._deletes = _HoldDeletes(self)
        self._burst: float | None = None  # when the UI thread began its current stretch

    @classmethod
    def shared(cls) -> Operations:
        """The application's one operations layer (created on first use)."""
        app = QCoreApplication.instance()
        assert app is not None, "the operations layer needs a QApplication"
        found = app.findChild(Operations, "operations")
        if isinstance(found, Operations):
            return found
        ops = cls(app)
        atexit.register(ops._at_exit)
        return ops

    def _at_exit(self) -> None:
        """Let the last write land before the interpreter goes (the worker is Qt's thread)."""
        with contextlib.suppress(RuntimeError):  # Qt already deleted the pool
            self._pool.waitForDone(10_000)

    # ------------------------------------------------------------------ worker side
    def _service_for(self, url: str) -> Any:
        """The worker's service of ``url``, opened on first use (on the worker thread)."""
        with self._services_lock:
            service = self._services.get(url)
        if service is None:
            service = service_class()(url)
            with self._services_lock:
                self._services[url] = service
        return service

    def forget(self, url: str) -> None:
        """Drop the service of ``url`` (a restored file is opened afresh at the next call)."""
        self.wait_idle()
        url = _key(url)
        with self._services_lock:
            self._services.pop(url, None)
        self._stamps = {k: v for k, v in self._stamps.items() if k[0] != url}

    # ------------------------------------------------------------------ submitting
    def _submit(self, url: str, fn: Callable[[Any], Any], event: object,
                then: Callable[[Job], None] | None = None) -> Job:
        """Queue ``fn`` on the worker; ``then(job)`` runs on the UI thread after the
        layer's own bookkeeping (connected before the job can finish)."""
        job = Job(self, _key(url), fn, event)
        job.then = then
        self._jobs.add(job)
        job.signals.finished.connect(self._finished, _QUEUED)
        # A callable, not a QRunnable: PySide keeps a QRunnable that is not auto-deleted
        # for ever, and with it the job's result, its error, that error's traceback and
        # every frame and window it reaches.
        self._pool.start(job.run)
        return job

    def _finished(self, job: Job) -> None:
        """On the UI thread: the job's own callback, then (a successful write) ``changed``;
        ``job.done`` is True only after both. Once per job (a waited-for job is delivered
        by the wait itself, before the queued signal arrives). While the UI thread waits
        for another job, this one is held and delivered after that wait: a write's callback
        (a refresh) never runs in the middle of another refresh. Held jobs are delivered in
        the order they were submitted: one that ends later never overtakes them."""
        if job.done or job in self._closing:
            return
        if job in self._in_order:
            # Waited for in order, and its queued signal came first (the event loop turned
            # inside the wait): the finished jobs submitted before it still go first — a
            # read held since before a write must not land after it and show the old state.
            self._in_order.discard(job)
            self._deliver_through(job)
            return
        if job not in self._waiting and (
                self._depth > 0 or (self._held_jobs and not self._releasing)):
            if job not in self._held_jobs:
                self._held_jobs.append(job)
            if self._depth == 0:
                self._release()
            return
        self._hand_over(job)

    def _hand_over(self, job: Job) -> None:
        """Run the job's callback and emit its change (on the UI thread, once)."""
        if job.done or job in self._closing:
            return
        if job in self._held_jobs:
            self._held_jobs.remove(job)
        self._closing.add(job)
        self._jobs.discard(job)
        try:
            if job.then is not None:
                job.then(job)
            self._changed_by(job)
        finally:
            job.done = True
            self._closing.discard(job)

    def _deliver_through(self, job: Job) -> None:
        """Deliver ``job`` and, first, every job submitted before it that has finished (the
        worker runs them in order): callbacks run in the order the writes were made."""
        earlier = [j for j in sorted(self._jobs, key=lambda j: j.seq)
                   if j.seq < job.seq and j._finished.is_set()]
        self._waiting.update(earlier)  # delivered now, even inside a wait
        try:
            for j in earlier:
                self._finished(j)
        finally:
            self._waiting.difference_update(earlier)
        self._finished(job)

    def _changed_by(self, job: Job) -> None:
        if job.writes and job.outcome.ok:
            event = job.event if isinstance(job.event, str) else None
            external = False
            if event is not None and job.stamp is not None:
                before, after = job.stamp
                known = self._stamps.get((job.url, event))
                # Another station wrote since the last poll: the views learn of it now.
                external = known is not None and before is not None and before != known
                if after is not None:
                    self._stamps[(job.url, event)] = after
            self._emit(Change(job.url, event, external))

    def _emit(self, change: Change) -> None:
        if self._depth > 0:  # inside a waiting call: held until it returns
            if change not in self._held:
                self._held.append(change)
            return
        self.changed.emit(change)

    def _release(self) -> None:
        """Once no call waits: the jobs held meanwhile, in the order they were submitted,
        then the changes held."""
        if self._releasing:
            return
        self._releasing = True
        try:
            while self._held_jobs and self._depth == 0:
                self._hand_over(min(self._held_jobs, key=lambda j: j.seq))
        finally:
            self._releasing = False
        if self._depth > 0 or self._held_jobs:  # a callback waited again: after that wait
            return
        held, self._held = self._held, []
        for change in held:
            self.changed.emit(change)

    def query(self, url: str, fn: Callable[[Any], T],
              done: Callable[[T], object] | None = None, *,
              failed: Callable[[Outcome[T]], object] | None = None, what: str = "") -> Job:
        """Read in the background (Anki's ``QueryOp``): ``done(value)`` on the UI thread; a
        failure goes to ``failed(outcome)``, else to the :attr:`failed` signal (status line)."""
        return self._submit(url, fn, _NO_EVENT,
                            lambda j: self._deliver(j, done, failed, what, None))

    def write(self, url: str, event: str | None, fn: Callable[[Any], T],
              done: Callable[[T], object] | None = None, *,
              failed: Callable[[Outcome[T]], object] | None = None, what: str = "",
              parent: QWidget | None = None) -> Job:
        """Change the database in the background (Anki's ``CollectionOp``): ``done(value)``
        then :attr:`changed` on the UI thread; a refusal is shown as a dialog over
        ``parent`` saying ``what`` failed and why (or goes to ``failed(outcome)``)."""
        return self._submit(url, fn, event,
                            lambda j: self._deliver(j, done, failed, what, parent, dialog=True))

    def _deliver(self, job: Job, done: Callable[[Any], object] | None,
                 failed: Callable[[Outcome[Any]], object] | None, what: str,
                 parent: QWidget | None, dialog: bool = False) -> None:
        outcome = job.outcome
        if outcome.ok:
            if done is not None:
                done(outcome.value)
        elif failed is not None:
            failed(outcome)
        elif dialog:
            show_error(parent, what, outcome.reason)
        else:
            self.failed.emit(what, outcome.reason)

    def call(self, url: str, fn: Callable[[Any], T], event: object = _NO_EVENT) -> T:
        """Run ``fn(service)`` on the worker and return its value (raise its error) here.
        ``event``: the event a write changes (``None``: the list of events); left out for
        a read.

        A call that ends within the grace (:data:`GRACE_S`, counted from the last turn of
        the event loop, so a run of calls shares it; nearly every call on a local file) is
        waited for plainly: nothing else runs in between, exactly as before the layer. A
        slower one keeps the window alive: the event loop turns (paints, timers, the poll)
        with the judge's clicks and keys held and no object deleted until it returns.
        """
        if self._worker_thread == threading.get_ident():  # already on the worker
            return fn(self._service_for(_key(url)) if url else None)
        job = self._submit(url, fn, event)
        self.wait(job, in_order=False)
        if job.outcome.error is not None:
            raise job.outcome.error
        return job.outcome.value  # type: ignore[return-value]

    def wait(self, job: Job, in_order: bool = True) -> None:
        """Wait here until ``job`` is delivered (its callback run, ``changed`` emitted), as
        :meth:`call` waits; with ``in_order`` the jobs submitted before it are delivered
        first (:meth:`call` leaves them to the event loop: a view reading in the middle of
        its refresh gets its value, never another write's callback). The window's own code
        never waits for a write (it gives a callback); a script or a test that needs the
        answer before it goes on does (:class:`Pending`)."""
        app = QCoreApplication.instance()
        if job.done:
            return
        if app is None or QThread.currentThread() is not app.thread():
            job._finished.wait()  # another background thread: plain waiting is fine
            return
        self._waiting.add(job)
        if in_order:
            self._in_order.add(job)
        try:
            if job._finished.wait(self._grace()) or not _window_shown():
                job._finished.wait()  # quick, or no window to paint (closing): a plain wait
                (self._deliver_through if in_order else self._finished)(job)
                return
            flags = QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents
            if self._depth == 0:
                app.installEventFilter(self._deletes)
            self._depth += 1
            try:
                # Not WaitForMoreEvents: with it, a closed popup sometimes stayed Qt's
                # active window afterwards (seen in the keyboard-only judge-day test).
                while not job.done:
                    QCoreApplication.processEvents(flags)
                    self._burst = time.monotonic()  # the loop turned: a fresh frame
                    if job._finished.wait(0.004):
                        (self._deliver_through if in_order else self._finished)(job)
            finally:
                self._depth -= 1
                if self._depth == 0:
                    app.removeEventFilter(self._deletes)
                    self._deletes.release()
                    if self._held or self._held_jobs:
                        QTimer.singleShot(0, self._release)
        finally:
            self._waiting.discard(job)
            self._in_order.discard(job)

    def _grace(self) -> float:
        """How long this call may wait plainly: what is left of :data:`GRACE_S` since the
        UI thread last turned its event loop. Ten quick reads in a row (a refresh) share one
        grace instead of adding up to ten."""
        now = time.monotonic()
        if self._burst is None:
            self._burst = now
            QTimer.singleShot(0, self._burst_over)  # runs when the event loop next turns
        return max(0.0, GRACE_S - (now - self._burst))

    def _burst_over(self) -> None:
        self._burst = None

    def service(self, url: str) -> ServiceProxy:
        """An object with the service's methods, each run on the worker (see :meth:`call`)."""
        return ServiceProxy(self, url)

    # ------------------------------------------------------------------ another station
    def poll(self, url: str, event: str | None) -> Job | None:
        """Ask (in the background) whether ``event``'s stamp moved since last seen; if it
        did, emit ``changed`` (external). One poll at a time per event."""
        url = _key(url)
        if event is None or (url, event) in self._polling:
            return None
        key = (url, event)
        self._polling.add(key)

        def seen(stamp: Any) -> None:
            self._polling.discard(key)
            known = self._stamps.get(key)
            self._stamps[key] = stamp
            if known is not None and stamp != known:
                self._emit(Change(url, event, True))

        def failed(outcome: Outcome[Any]) -> None:
            self._polling.discard(key)
            self.failed.emit(QCoreApplication.translate(
                "Operations", "Could not check the event for changes"), outcome.reason)

        return self.query(url, lambda svc: svc.change_stamp(event), seen, failed=failed)

    # ------------------------------------------------------------------ waiting
    @property
    def busy(self) -> bool:
        """Whether an operation is queued or running."""
        return bool(self._jobs)

    def wait_idle(self, timeout_ms: int = 30_000) -> bool:
        """Wait for every queued operation (closing the window: the last write lands)."""
        return bool(self._pool.waitForDone(timeout_ms))


class Pending:
    """A write the window submitted: it returns at once, the write goes on on the worker.

    The window's own slots never look at it (they gave a callback, and the view refreshes
    when the write is done). A script or a test that needs the answer asks for it:
    :meth:`wait` (or ``bool(pending)``, so ``assert workspace.add_player("Ana")`` reads as
    it did when writes were plain calls) waits until the write and its callback are done
    and says whether it succeeded; :meth:`result` gives its value (``None`` if refused).
    A write refused before it was submitted (no name typed, no event open) is a
    :meth:`refused` pending: done, and false.
    """

    def __init__(self, ops: Operations | None, job: Job | None) -> None:
        self.ops = ops
        self.job = job

    @classmethod
    def refused(cls) -> Pending:
        """A write that never reached the worker (the window said why)."""
        return cls(None, None)

    @property
    def done(self) -> bool:
        """Whether the write and its callback are done (without waiting)."""
        return self.job is None or self.job.done

    def wait(self) -> bool:
        """Wait until it is done; whether it succeeded."""
        if self.job is None or self.ops is None:
            return False
        self.ops.wait(self.job)
        return self.job.outcome.ok

    def result(self) -> Any:
        """Wait until it is done; its value (``None`` if it was refused or failed)."""
        return self.job.outcome.value if self.wait() and self.job is not None else None

    def __bool__(self) -> bool:
        return self.wait()


def submit_write(view: QObject, ops: Operations, url: str, event: str | None,
                 fn: Callable[[Any], T],
                 what: str, *, done: Callable[[T], object] | None = None,
                 failed: Callable[[Outcome[T]], object] | None = None,
                 controls: Sequence[QWidget | QAction] = (),
                 parent: QWidget | None = None) -> Pending:
    """A view's write, submitted to the worker; returns at once (the window never waits).

    ``controls`` (the buttons or actions that started it) stay disabled until it is done:
    a second click cannot submit it twice. Back on the UI thread, if ``view`` is still
    there: ``done(value)``, or for a refusal ``failed(outcome)`` and then the error dialog
    over ``parent`` saying ``what`` failed and why — unless ``failed`` returned ``True``
    (it dealt with the refusal itself, e.g. asked the judge a question instead).
    """
    for c in controls:
        c.setEnabled(False)

    def restore() -> None:
        for c in controls:
            if shiboken6.isValid(c):
                c.setEnabled(True)

    def succeeded(value: T) -> None:
        restore()  # before ``done``: its refresh may disable a control again
        if done is not None and shiboken6.isValid(view):  # not a window closed since
            done(value)

    def refused(outcome: Outcome[T]) -> None:
        restore()
        if not shiboken6.isValid(view):
            return
        if failed is not None and failed(outcome) is True:
            return
        show_error(parent, what, outcome.reason)

    return Pending(ops, ops.write(url, event, fn, succeeded, failed=refused, what=what,
                                  parent=parent))


class LatestRead:
    """One background read at a time for a view that follows the database (another
    station's change, a projector's refresh): asked for again while a read is on its way,
    it is folded into one more read after it — the latest state is what gets shown, never
    a pile of reads. The answer is shown only if the view still wants it (the same event).

    The Event tabs, the Floor tab and the projector each hold one (``reading``: a read is
    on its way; ``again``: asked for meanwhile).
    """

    def __init__(self, view: QObject) -> None:
        self.view = view
        self.reading = False
        self.again = False

    def start(self, ops: Operations, url: str, fn: Callable[[Any], T],
              shown: Callable[[T], object], *,
              failed: Callable[[Outcome[T]], object] | None = None,
              wanted: Callable[[], bool] = lambda: True,
              restart: Callable[[], object] | None = None, what: str = "") -> Job | None:
        """Read ``fn(service)`` on the worker, then ``shown(value)`` (or ``failed``) if
        ``wanted()``; then, if it was asked for again meanwhile, ``restart()`` (the view's
        own refresh, which starts the next read). ``None``: folded into the read on its
        way."""
        if self.reading:
            self.again = True
            return None
        self.reading = True

        def over() -> bool:
            if not shiboken6.isValid(self.view):  # the view was closed meanwhile
                return False
            self.reading = False
            return wanted()

        def next_read() -> None:
            if self.again and shiboken6.isValid(self.view):
                self.again = False
                if restart is not None:
                    restart()

        def done(value: T) -> None:
            if over():
                shown(value)
            next_read()

        def refused(outcome: Outcome[T]) -> None:
            if over() and failed is not None:
                failed(outcome)
            next_read()

        return ops.query(url, fn, done, failed=refused, what=what)


class ServiceProxy:
    """The service's methods, each run on the worker thread through :meth:`Operations.call`.

    ``proxy.players(ev)`` reads like the service's own call; a call that is not in
    :data:`READS` is a write and emits :attr:`Operations.changed` for its event (its
    first argument when that is an event id).
    """

    def __init__(self, ops: Operations, url: str) -> None:
        from judge_app.storage.database import describe, resolve_url

        self._ops = ops
        self.url = resolve_url(url)
        self.where = describe(self.url)

    @property
    def operations(self) -> Operations:
        """The operations layer the calls go through."""
        return self._ops

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        cls = service_class()
        found = inspect.getattr_static(cls, name, None)
        if found is None or not callable(getattr(cls, name, None)) \
                or isinstance(found, property):
            return self._ops.call(self.url, lambda svc: getattr(svc, name))
        ops, url, reads = self._ops, self.url, name in READS

        def method(*args: Any, **kwargs: Any) -> Any:
            event: object = _NO_EVENT
            if not reads:
                event = args[0] if args and isinstance(args[0], str) else None
            return ops.call(url, lambda svc: getattr(svc, name)(*args, **kwargs), event)

        method.__name__ = name
        return method
