"""The portal served from a child process (the window's Floor tab).

The window starts ``judge-app portal serve EVENT --watch-stdin`` as a child process
(``python -m judge_app.cli portal serve …``; the packaged app's own executable when frozen)
rather than a thread of its own: the server's work — a room of phones' long polls and
pages after a publish — then runs on its own interpreter and its own core, never waiting
for the window's UI thread (which holds the interpreter's lock while it refreshes its
tabs), and never stealing the window's frames.

The child prints ``portal: URL`` on its standard output once it listens (cli.md), which
:meth:`PortalProcess.start` waits for. The database's address goes in the child's
environment (``JUEZ_DB``), never on its command line (a PostgreSQL password would show in
the process list). The window holds the child's standard input open: the child stops when
it closes — :meth:`PortalProcess.stop` closes it and sends SIGTERM — or when the window's
process dies (the pipe closes with it), so no portal outlives its window.
"""

from __future__ import annotations

import collections
import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from typing import IO

__all__ = ["PortalProcess", "serve_command"]

#: How many lines of the child's standard error are kept (said when it cannot start).
ERROR_LINES = 20


def serve_command(event_id: str, host: str, port: int, *, certfile: str | None = None,
                  keyfile: str | None = None) -> list[str]:
    """The command line of the child: ``portal serve`` with ``--watch-stdin``."""
    # the packaged app's executable runs the CLI when given arguments (ui/main.py)
    head = [sys.executable] if getattr(sys, "frozen", False) else \
        [sys.executable, "-m", "judge_app.cli"]
    line = [*head, "portal", "serve", event_id, "--host", host, "--port", str(port),
            "--watch-stdin"]
    if certfile and keyfile:
        line += ["--certfile", certfile, "--keyfile", keyfile]
    return line


class PortalProcess:
    """A ``portal serve`` child process: :meth:`start`, then :attr:`url`, :attr:`running`,
    :attr:`pid` and :meth:`stop` (as :class:`~judge_app.portal.server.PortalServer`)."""

    def __init__(self, process: subprocess.Popen[bytes], url: str,
                 errors: collections.deque[str]) -> None:
        self._process = process
        self.url = url
        self._errors = errors

    @property
    def pid(self) -> int:
        """The child's process id."""
        return self._process.pid

    @property
    def running(self) -> bool:
        """Whether the child still serves."""
        return self._process.poll() is None

    @property
    def returncode(self) -> int | None:
        """The child's exit status once it ended (0: stopped cleanly)."""
        return self._process.poll()

    @classmethod
    def start(cls, url: str, event_id: str, host: str = "127.0.0.1", port: int = 8080, *,
              timeout: float = 30.0, certfile: str | None = None,
              keyfile: str | None = None) -> PortalProcess:
        """Start serving event ``event_id`` of database ``url`` on ``host:port`` (0: a free
        port) from a child process; returns once it listens. ``OSError`` with the child's
        own words when it cannot (the port in use, an unknown event, no database)."""
        env = {**os.environ, "JUEZ_DB": url, "PYTHONUNBUFFERED": "1"}
        process = subprocess.Popen(
            serve_command(event_id, host, port, certfile=certfile, keyfile=keyfile),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
            start_new_session=os.name == "posix",  # a Ctrl-C meant for the window's terminal
        )                                           # is the window's to handle
        errors: collections.deque[str] = collections.deque(maxlen=ERROR_LINES)
        assert process.stdout is not None and process.stderr is not None
        _drain(process.stderr, errors, "juez-portal-stderr")
        first: list[str] = []
        said = threading.Event()

        def read_first() -> None:
            assert process.stdout is not None
            line = process.stdout.readline().decode("utf-8", "replace").strip()
            first.append(line)
            said.set()
            _drain(process.stdout, None, "juez-portal-stdout")

        threading.Thread(target=read_first, name="juez-portal-ready", daemon=True).start()
        end = time.monotonic() + timeout
        while not said.wait(0.05):
            if time.monotonic() > end:
                _end(process, 5.0)
                raise OSError(f"the portal did not start within {timeout:.0f} s")
        line = first[0] if first else ""
        if not line.startswith("portal: "):
            process.wait(10)  # it said nothing: it ended; its standard error says why
            time.sleep(0.05)  # the last lines read
            said_ = [e for e in errors if e.strip()]
            own = [e.split(":", 1)[1].strip() for e in said_ if e.startswith("judge-app:")]
            reason = "; ".join(own or said_) or f"it ended with status {process.returncode}"
            raise OSError(f"the portal could not start: {reason}")
        return cls(process, line.split(" ", 1)[1], errors)

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the child (its standard input closed, SIGTERM) and wait for it; killed if it
        has not ended within ``timeout`` seconds."""
        _end(self._process, timeout)

    def errors(self) -> list[str]:
        """The last lines the child wrote on its standard error."""
        return list(self._errors)


def _drain(stream: IO[bytes], keep: collections.deque[str] | None, name: str) -> None:
    """Read ``stream`` to its end on a daemon thread (a full pipe would stop the child),
    keeping its last lines in ``keep``."""

    def run() -> None:
        with contextlib.suppress(OSError, ValueError):
            for raw in stream:
                if keep is not None:
                    keep.append(raw.decode("utf-8", "replace").rstrip())

    threading.Thread(target=run, name=name, daemon=True).start()


def _end(process: subprocess.Popen[bytes], timeout: float) -> None:
    """Close the child's standard input and ask it to stop; kill it after ``timeout``."""
    if process.stdin is not None:
        with contextlib.suppress(OSError):
            process.stdin.close()
    if process.poll() is None and os.name == "posix":
        with contextlib.suppress(OSError):
            process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(5.0)
