"""The window's operations layer: every database read and write off the UI thread, and one
"event changed" signal (modelled on Anki's ``CollectionOp`` / ``QueryOp``).

Why: on a 512-player event on PostgreSQL, with a second station writing, a read
or a write on the UI thread freezes the window for as long as the database
takes. Here the database is only ever touched by **one worker thread** per
application (a ``QThreadPool`` of one thread): it opens its own service per
database (``judge_app.station.StationService``: the tournament service with
the floor's calls and the attached match logs') and runs the window's operations one
after the other. One thread, not a pool of them, because

* SQLAlchemy sessions are not thread-safe; ``EventService`` opens one session per
  call and its engine's pool is thread-safe, but the service also keeps the
  versions this station has seen (its stale-write check) in a plain dict — one
  thread at a time touches it;
* the window's writes keep the order the judge made them in (a result entered,
  then corrected), and SQLite sees one writer from this process.

The typed boundary. Every operation is a function of the ``StationService`` (typed:
no name looked up at run time, no ``Any``), and the core says which of the service's
calls read and which write (``judge_app.station``: ``READS``, ``WRITES`` and
what each write changes, a :class:`~judge_app.storage.touch.Touch`). Ways in, from
the UI thread:

``query(url, fn, done)`` / ``write(url, event, fn, done)``
    Anki's ``QueryOp`` / ``CollectionOp``: ``fn(service)`` runs on the worker;
    ``done(value)`` runs back on the UI thread; a failure comes back as a value
    (:class:`Outcome`) and is shown — a write's as a dialog, a read's in the
    status line (:attr:`Operations.failed`) — never as a frozen window or a
    traceback. A query that writes is refused (the service noted what it touched).
    A successful write emits :attr:`Operations.changed` with a :class:`Change`
    saying what it changed.
``read_now(url, fn)`` (:meth:`Station.read`)
    For the few places that need a value before they go on (a dialog's question, a
    tab filled as it comes on screen): the same worker, and the UI thread waits for
    it plainly — no nested event loop, so no click, timer or other callback runs in
    the middle of the caller's code. On a local file that is well under a frame; not
    so the whole event at 8,192 players (1 s), which the window's refreshes read with
    ``query`` instead. :attr:`Operations.ui_reads_waited` counts the UI thread's waits,
    so a test can say "opening an event waits for no read" without timing anything.
``file_work(fn, done)``
    Work on a database file without a service (restoring a damaged file).

Callbacks run on the UI thread in the order their jobs were submitted (one worker;
a job waited for by :meth:`Operations.wait` delivers the finished jobs before it first).

One signal, :attr:`Operations.changed` (a :class:`Change`): after every write of
this window, and when the poll (:meth:`Operations.poll`, every 2 s from the
main window) sees the event's change stamp move — another station wrote.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from judge_app.storage.touch import Touch

# Every worker job (an 8,192-player event read, its rows built, the portal's calls listed)
# runs with the cyclic collector paused: hundreds of thousands of plain objects made at once
# set off full collections, each holding the interpreter while the UI thread waits (84-150 ms
# frames measured); they are freed by reference counting before any collection sees them.
from judge_app.tournament.standings import collector_paused
from ui.common import error_text, show_error

if TYPE_CHECKING:
    from judge_app.station import StationService

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)

#: How often the main window asks whether another station changed the open event.
POLL_MS = 2000
#: The interpreter's thread switch interval while the layer exists (seconds; Python's
#: default is 5 ms): the worker holds the GIL while it builds 512 players' rows, and the
#: UI thread waiting for it up to 5 ms at a time made frames of 80–100 ms; at 1 ms the
#: benchmark's longest frame stays under 50 ms.
SWITCH_S = 0.001

_QUEUED = Qt.ConnectionType.QueuedConnection


@dataclass(frozen=True)
class Change:
    """An event's data changed: ``event`` (``None``: the list of events, or unknown) in
    the database ``url``; ``external``: seen by the poll (another station), not written
    by this window; ``touched``: what changed (the core's :class:`Touch`, noted by the
    service's writes; everything when another station wrote)."""

    url: str
    event: str | None
    external: bool
    touched: Touch = Touch.ALL


@dataclass(frozen=True)
class Outcome(Generic[T_co]):
    """What an operation gave back: its value, or the error that stopped it (a value,
    never raised across the thread)."""

    value: T_co | None = None
    error: BaseException | None = None

    @property
    def ok(self) -> bool:
        """Whether the operation succeeded."""
        return self.error is None

    @property
    def reason(self) -> str:
        """Why it failed, in one paragraph in the interface's language ("" if it did not)."""
        return "" if self.error is None else error_text(self.error)


class ReadWroteError(RuntimeError):
    """An operation run as a read changed the database (it should have been a write)."""


class _JobSignals(QObject):
    finished = Signal(object)  # the Job, once its outcome is set


class Job(Generic[T_co]):
    """One operation on the worker thread: ``fn(service)`` (``fn(None)`` when ``url`` is
    empty: file work). ``outcome`` is set when ``done`` is True; ``signals.finished``
    fires on the UI thread (tests wait on it). ``writes``: the event it changes (``""``:
    a read)."""

    def __init__(self, ops: Operations, url: str,
                 fn: Callable[[StationService | None], T_co], *,
                 writes: bool, event: str | None = None) -> None:
        self.ops = ops
        self.url = url
        self.fn = fn
        self.writes = writes
        self.event = event
        self.signals: _JobSignals | None = None  # set when it is delivered by a callback
        self.outcome: Outcome[T_co] = Outcome()
        self.done = False
        self.touched = Touch.NOTHING  # what a write changed (noted by the service)
        self.stamp: tuple[object, object] | None = None  # (before, after) of a write
        self.then: Callable[[], None] | None = None  # on the UI thread, when it ends
        self.seq = next(ops._seq)  # the order it was submitted in (and is delivered in)
        self._finished = threading.Event()

    def run(self) -> None:
        """On the worker: open (once) the database's service, run ``fn`` with it."""
        self.ops._worker_thread = threading.get_ident()
        with collector_paused():
            try:
                service = None if not self.url else self.ops._service_for(self.url)
                if service is not None:
                    service.take_touched()  # count this job's writes only
                before = _stamp(service, self.event) if self.writes else None
                value = self.fn(service)
                touched = service.take_touched() if service is not None else Touch.NOTHING
                if self.writes:
                    self.stamp = (before, _stamp(service, self.event))
                    # a core function that writes without the service's methods: unknown
                    self.touched = touched or Touch.ALL
                elif touched:
                    raise ReadWroteError(
                        f"a read changed the database ({touched}): run it as a write")
                self.outcome = Outcome(value=value)
            except BaseException as exc:  # a value for the UI thread, never raised here
                self.outcome = Outcome(error=exc)
        self._finished.set()
        if self.signals is not None:
            self.signals.finished.emit(self)


def _key(url: str) -> str:
    """One spelling per database (a bare path and its ``sqlite:///`` URL are one); "" for
    an operation that needs no database."""
    if not url:
        return ""
    from judge_app.storage.database import resolve_url

    return resolve_url(url)


def _stamp(service: StationService | None, event: str | None) -> object:
    """The change stamp of ``event`` (of the list of events when ``None``)."""
    if event is None or service is None:
        return None
    try:
        return service.change_stamp(event)
    except Exception:  # the event is gone (deleted): no stamp, the change still counts
        return None


def _service(svc: StationService | None) -> StationService:
    """The job's service (an operation on a database always has one)."""
    assert svc is not None, "an operation on a database runs with its service"
    return svc


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
        self._services: dict[str, StationService] = {}
        self._services_lock = threading.Lock()
        self._jobs: set[Job[object]] = set()
        #: UI work split over turns of the event loop (:meth:`later`), in order
        self._later: list[Callable[[], object]] = []
        self._closing: set[Job[object]] = set()
        self._seq = itertools.count()
        self._stamps: dict[tuple[str, str], object] = {}
        self._polling: set[tuple[str, str]] = set()
        self._worker_thread: int | None = None
        #: how many reads the UI thread has waited for (:meth:`read_now` called from it):
        #: the window's own refreshes read in the background and leave it alone — a test
        #: asserts that over opening an event or a publish (a machine-independent check of
        #: "no frame waits for the database"), a benchmark prints it per step
        self.ui_reads_waited = 0
        self._ui_thread = threading.get_ident()  # made on the UI thread (``shared``)

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
    def _service_for(self, url: str) -> StationService:
        """The worker's service of ``url``, opened on first use (on the worker thread)."""
        from judge_app.station import StationService

        with self._services_lock:
            service = self._services.get(url)
        if service is None:
            service = StationService(url)
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

    def service(self, url: str) -> Station:
        """The database ``url`` as the window holds it (:class:`Station`)."""
        return Station(self, url)

    # ------------------------------------------------------------------ submitting
    def _submit(self, url: str, fn: Callable[[StationService | None], T], *, writes: bool,
                event: str | None = None) -> Job[T]:
        """Queue ``fn`` on the worker (its callback is set by the caller before the job can
        be delivered: delivery happens on this thread)."""
        job = Job(self, _key(url), fn, writes=writes, event=event)
        self._jobs.add(job)
        job.signals = _JobSignals()
        job.signals.finished.connect(self._finished, _QUEUED)
        # A callable, not a QRunnable: PySide keeps a QRunnable that is not auto-deleted
        # for ever, and with it the job's result, its error, that error's traceback and
        # every frame and window it reaches.
        self._pool.start(job.run)
        return job

    def _finished(self, job: Job[object]) -> None:
        """On the UI thread: the job's own callback, then (a successful write) ``changed``;
        ``job.done`` is True only after both. Once per job (a waited-for job is delivered
        by the wait itself, before its queued signal arrives)."""
        if job.done or job in self._closing:
            return
        self._closing.add(job)
        self._jobs.discard(job)
        try:
            if job.then is not None:
                job.then()
            self._changed_by(job)
        finally:
            # the callback holds the job (a cycle): dropped, the job and its value (an
            # 8,192-player snapshot and its rows) are freed as soon as no one keeps them,
            # not when a collection finds them — 90,000 objects a refresh, promoted
            # meanwhile, found by a 150 ms collection (issue 25)
            job.then = None
            job.done = True
            self._closing.discard(job)

    def _deliver_through(self, job: Job[object]) -> None:
        """Deliver ``job`` and, first, every job submitted before it that has finished (the
        worker runs them in order): callbacks run in the order the writes were made."""
        for earlier in sorted(self._jobs, key=lambda j: j.seq):
            if earlier.seq < job.seq and earlier._finished.is_set():
                self._finished(earlier)
        self._finished(job)

    def _changed_by(self, job: Job[object]) -> None:
        if job.writes and job.outcome.ok:
            event = job.event
            external = False
            if event is not None and job.stamp is not None:
                before, after = job.stamp
                known = self._stamps.get((job.url, event))
                # Another station wrote since the last poll: the views learn of it now.
                external = known is not None and before is not None and before != known
                if after is not None:
                    self._stamps[(job.url, event)] = after
            self.changed.emit(Change(job.url, event, external,
                                     Touch.ALL if external else job.touched))

    def query(self, url: str, fn: Callable[[StationService], T],
              done: Callable[[T], object] | None = None, *,
              failed: Callable[[Outcome[T]], object] | None = None, what: str = "") -> Job[T]:
        """Read in the background (Anki's ``QueryOp``): ``done(value)`` on the UI thread; a
        failure goes to ``failed(outcome)``, else to the :attr:`failed` signal (status line)."""
        job = self._submit(url, lambda svc: fn(_service(svc)), writes=False)
        job.then = lambda: self._deliver(job, done, failed, what, None)
        return job

    def write(self, url: str, event: str | None, fn: Callable[[StationService], T],
              done: Callable[[T], object] | None = None, *,
              failed: Callable[[Outcome[T]], object] | None = None, what: str = "",
              parent: QWidget | None = None) -> Job[T]:
        """Change the database in the background (Anki's ``CollectionOp``): ``done(value)``
        then :attr:`changed` on the UI thread; a refusal is shown as a dialog over
        ``parent`` saying ``what`` failed and why (or goes to ``failed(outcome)``).
        ``event``: the event it changes (``None``: the list of events)."""
        job = self._submit(url, lambda svc: fn(_service(svc)), writes=True, event=event)
        job.then = lambda: self._deliver(job, done, failed, what, parent, dialog=True)
        return job

    def file_work(self, fn: Callable[[], T], done: Callable[[T], object] | None = None, *,
                  failed: Callable[[Outcome[T]], object] | None = None,
                  what: str = "") -> Job[T]:
        """Work on a database file without opening it (restoring a damaged file), on the
        same worker: after every operation on the file, before the next."""
        job = self._submit("", lambda _none: fn(), writes=False)
        job.then = lambda: self._deliver(job, done, failed, what, None)
        return job

    def _deliver(self, job: Job[T], done: Callable[[T], object] | None,
                 failed: Callable[[Outcome[T]], object] | None, what: str,
                 parent: QWidget | None, dialog: bool = False) -> None:
        outcome = job.outcome
        if outcome.ok:
            if done is not None:
                done(outcome.value)  # type: ignore[arg-type]  # set: the job succeeded
        elif failed is not None:
            failed(outcome)
        elif dialog:
            show_error(parent, what, outcome.reason)
        else:
            self.failed.emit(what, outcome.reason)

    # ------------------------------------------------------------------ waiting
    def write_now(self, url: str, event: str | None, fn: Callable[[StationService], T]) -> T:
        """A write the caller needs done before it goes on — a modal dialog's confirmed
        step (restoring a backup), a script, a test; the window's tabs never wait for
        theirs. Waits plainly (:meth:`wait`), ``changed`` emitted; gives its value or
        raises its refusal."""
        job = self.write(url, event, fn, failed=lambda _o: None)
        self.wait(job)
        if job.outcome.error is not None:
            raise job.outcome.error
        return job.outcome.value  # type: ignore[return-value]  # set: the job succeeded

    def file_work_now(self, fn: Callable[[], T]) -> T:
        """:meth:`file_work`, waited for plainly (its value, or its error raised here)."""
        return self._taken(Job(self, "", lambda _none: fn(), writes=False))

    def _taken(self, job: Job[T]) -> T:
        """Run ``job`` on the worker, wait plainly for it and take its value. No callback,
        no signal, no bookkeeping of this thread's: safe from any thread (a report being
        rendered off the UI thread reads through here too)."""
        self._pool.start(job.run)
        job._finished.wait()
        job.done = True
        if job.outcome.error is not None:
            raise job.outcome.error
        return job.outcome.value  # type: ignore[return-value]  # set: the job succeeded

    def read_now(self, url: str, fn: Callable[[StationService], T]) -> T:
        """Run the read ``fn(service)`` on the worker and return its value (raise its error)
        here. The caller waits plainly — no nested event loop: nothing else runs in the
        caller's middle — after the operations submitted before it (one worker, in order).
        Their callbacks are not run here: they come when the event loop next turns. From
        any thread (a report rendered in the background reads through here)."""
        if self._worker_thread == threading.get_ident():  # already on the worker
            return fn(self._service_for(_key(url)))
        if threading.get_ident() == self._ui_thread:
            self.ui_reads_waited += 1
        return self._taken(Job(self, _key(url), lambda svc: fn(_service(svc)), writes=False))

    def wait(self, job: Job[object]) -> None:
        """Wait here until ``job`` is delivered (its callback run, ``changed`` emitted),
        with the jobs submitted before it delivered first. The window's own code never
        waits for a write (it gives a callback); a script or a test that needs the answer
        before it goes on does (:class:`Pending`). A plain wait: the worker never needs
        the UI thread."""
        if job.done:
            return
        job._finished.wait()
        self._deliver_through(job)

    # ------------------------------------------------------------------ another station
    def poll(self, url: str, event: str | None) -> Job[object] | None:
        """Ask (in the background) whether ``event``'s stamp moved since last seen; if it
        did, emit ``changed`` (external). One poll at a time per event."""
        url = _key(url)
        if event is None or (url, event) in self._polling:
            return None
        key = (url, event)
        self._polling.add(key)

        def seen(stamp: object) -> None:
            self._polling.discard(key)
            known = self._stamps.get(key)
            self._stamps[key] = stamp
            if known is not None and stamp != known:
                self.changed.emit(Change(url, event, True))

        def failed(outcome: Outcome[object]) -> None:
            self._polling.discard(key)
            self.failed.emit(QCoreApplication.translate(
                "Operations", "Could not check the event for changes"), outcome.reason)

        def stamp(svc: StationService) -> object:
            return svc.change_stamp(event)

        return self.query(url, stamp, seen, failed=failed)

    @property
    def busy(self) -> bool:
        """Whether an operation is queued or running (or its UI work split, :meth:`later`)."""
        return bool(self._jobs) or bool(self._later)

    def later(self, fn: Callable[[], object]) -> None:
        """Run ``fn`` on the UI thread in a later turn of the event loop, after those asked
        for before it: a delivery's work split so that no frame holds all of it (the tabs
        not on screen filled one a turn). :meth:`settle` runs those still waiting."""
        self._later.append(fn)
        if len(self._later) == 1:
            QTimer.singleShot(0, self, self._run_later)

    def _run_later(self) -> None:
        if self._later:
            self._later.pop(0)()
        if self._later:
            QTimer.singleShot(0, self, self._run_later)

    def settle(self) -> None:
        """Deliver every operation submitted so far, and those their callbacks submit (a
        write's view read again in the background), until none is left: a script or a
        test then sees the window as it will show. A plain wait, in submission order."""
        while self._jobs or self._later:
            if not self._jobs:
                self._later.pop(0)()
                continue
            job = min(self._jobs, key=lambda j: j.seq)
            job._finished.wait()
            self._finished(job)

    def wait_idle(self, timeout_ms: int = 30_000) -> bool:
        """Wait for every queued operation (closing the window: the last write lands)."""
        return bool(self._pool.waitForDone(timeout_ms))


class Station:
    """A database as the window holds it: where it is, and the operations layer that
    reaches it. The views keep one; every call goes through the layer's worker, typed
    (``fn(service)``), never by a name looked up at run time."""

    def __init__(self, ops: Operations, url: str) -> None:
        from judge_app.storage.database import describe, resolve_url

        self.operations = ops
        self.url = resolve_url(url)
        self.where = describe(self.url)

    def read(self, fn: Callable[[StationService], T]) -> T:
        """A read the caller needs before it goes on (:meth:`Operations.read_now`)."""
        return self.operations.read_now(self.url, fn)

    def write_now(self, event: str | None, fn: Callable[[StationService], T]) -> T:
        """For scripts and tests (the window's own writes never wait): write, wait until
        it is delivered (``changed`` emitted), give its value or raise its refusal."""
        return self.operations.write_now(self.url, event, fn)


class Pending(Generic[T_co]):
    """A write the window submitted: it returns at once, the write goes on on the worker.

    The window's own slots never look at it (they gave a callback, and the view refreshes
    when the write is done). A script or a test that needs the answer asks for it:
    :meth:`wait` (or ``bool(pending)``, so ``assert workspace.add_player("Ana")`` reads as
    it did when writes were plain calls) waits until the write and its callback are done
    and says whether it succeeded; :meth:`result` gives its value (``None`` if refused).
    A write refused before it was submitted (no name typed, no event open) is a
    :meth:`refused` pending: done, and false.
    """

    def __init__(self, ops: Operations | None, job: Job[T_co] | None) -> None:
        self.ops = ops
        self.job = job

    @classmethod
    def refused(cls) -> Pending[T_co]:
        """A write that never reached the worker (the window said why)."""
        return cls(None, None)

    @classmethod
    def reading(cls, ops: Operations) -> Pending[T_co]:
        """No write, only reads started in the background (an event opened: its tabs
        filled when the read comes back); :meth:`wait` settles them and is true."""
        return cls(ops, None)

    @property
    def done(self) -> bool:
        """Whether the write and its callback are done (without waiting)."""
        if self.job is None:
            return self.ops is None or not self.ops.busy
        return self.job.done

    def wait(self) -> bool:
        """Wait until it is done — and the reads its callback started, so the window shows
        it (:meth:`Operations.settle`); whether it succeeded."""
        if self.job is None and self.ops is not None:  # :meth:`reading`
            self.ops.settle()
            return True
        if self.job is None or self.ops is None:
            return False
        self.ops.wait(self.job)
        self.ops.settle()
        return self.job.outcome.ok

    def result(self) -> T_co | None:
        """Wait until it is done; its value (``None`` if it was refused or failed)."""
        return self.job.outcome.value if self.wait() and self.job is not None else None

    def __bool__(self) -> bool:
        return self.wait()


def submit_write(view: QObject, ops: Operations, url: str, event: str | None,
                 fn: Callable[[StationService], T],
                 what: str, *, done: Callable[[T], object] | None = None,
                 failed: Callable[[Outcome[T]], object] | None = None,
                 controls: Sequence[QWidget | QAction] = (),
                 parent: QWidget | None = None) -> Pending[T]:
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

    def start(self, ops: Operations, url: str, fn: Callable[[StationService], T],
              shown: Callable[[T], object], *,
              failed: Callable[[Outcome[T]], object] | None = None,
              wanted: Callable[[], bool] = lambda: True,
              restart: Callable[[], object] | None = None, what: str = "") -> Job[T] | None:
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
