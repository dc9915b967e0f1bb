"""The portal as the window serves it: ``portal serve`` in a child process
(:class:`~judge_app.portal.process.PortalProcess`). It says where it listens, serves real
HTTP from another process id, writes the phones' claims into the same SQLite file, stops
cleanly when asked, says why when it cannot start, and ends by itself when the process
that started it dies (its standard input closes)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import httpx
import pytest

from judge_app.portal.process import PortalProcess, serve_command
from tests.portal.conftest import portal_event

ROOT = Path(__file__).resolve().parents[2]


def test_the_child_serves_the_same_database_and_stops_cleanly(sqlite_url: str) -> None:
    svc, ev, codes = portal_event(sqlite_url, 4)
    server = PortalProcess.start(sqlite_url, ev, "127.0.0.1", 0)
    try:
        assert server.running and server.pid != os.getpid()
        assert server.url.startswith("http://127.0.0.1:") and server.url.endswith("/")
        assert httpx.get(server.url + "api/v1/event", timeout=10).json()["round"] == 1
        m = next(m for m in svc.matches(ev, 1) if m.p2)
        answer = httpx.post(server.url + "api/v1/report", timeout=10, json={
            "player": m.p1, "code": codes[m.p1], "table": m.table, "result": "2-1",
            "drop": False})
        assert answer.status_code == 200 and answer.json()["status"] == "waiting"
        # the claim is in the file the desk reads, audited with the phone's address
        [report] = svc.reports(ev, 1)
        assert report.table == m.table and [c.player for c in report.claims] == [m.p1]
        assert report.claims[0].address == "127.0.0.1"
    finally:
        server.stop()
    assert not server.running and server.returncode == 0
    assert not [e for e in server.errors() if "Traceback" in e]
    with pytest.raises(httpx.ConnectError):
        httpx.get(server.url + "api/v1/event", timeout=2)


def test_a_busy_port_or_an_unknown_event_is_said(sqlite_url: str) -> None:
    _svc, ev, _codes = portal_event(sqlite_url, 2)
    server = PortalProcess.start(sqlite_url, ev, "127.0.0.1", 0)
    try:
        port = int(server.url.rsplit(":", 1)[1].strip("/"))
        with pytest.raises(OSError, match=r"could not listen on 127\.0\.0\.1:"):
            PortalProcess.start(sqlite_url, ev, "127.0.0.1", port)
        with pytest.raises(OSError, match="ev-99"):
            PortalProcess.start(sqlite_url, "ev-99", "127.0.0.1", 0)
        assert httpx.get(server.url + "api/v1/event", timeout=10).status_code == 200
    finally:
        server.stop()


def test_the_database_address_is_not_on_the_command_line() -> None:
    line = serve_command("ev-1", "0.0.0.0", 8080)
    assert line[-7:] == ["serve", "ev-1", "--host", "0.0.0.0", "--port", "8080",
                         "--watch-stdin"]
    assert not any("sqlite" in a or "postgresql" in a for a in line)


def test_the_child_ends_when_the_window_process_dies(sqlite_url: str) -> None:
    _svc, ev, _codes = portal_event(sqlite_url, 2)
    parent = textwrap.dedent(f"""
        import sys, time
        from judge_app.portal.process import PortalProcess
        server = PortalProcess.start({sqlite_url!r}, {ev!r}, "127.0.0.1", 0)
        print(server.pid, server.url, flush=True)
        time.sleep(120)
    """)
    proc = subprocess.Popen([sys.executable, "-c", parent], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    try:
        assert proc.stdout is not None
        said = proc.stdout.readline().split()
        assert len(said) == 2, said
        pid, url = said
        assert httpx.get(url + "api/v1/event", timeout=10).status_code == 200
        proc.send_signal(signal.SIGKILL)  # the window dies without stopping anything
        proc.wait(10)
        end = time.monotonic() + 40
        while time.monotonic() < end:
            try:
                httpx.get(url + "api/v1/event", timeout=2)
            except httpx.ConnectError:
                break
            except httpx.TimeoutException:  # a loaded machine: ask again
                pass
            except (httpx.ReadError, httpx.RemoteProtocolError):  # closing as it answered
                pass
            time.sleep(0.1)
        else:
            raise AssertionError(f"the portal (pid {pid}) still serves its dead window")
    finally:
        proc.kill()
