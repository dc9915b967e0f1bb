"""``judge-app portal serve`` as a real process: it says its address once ready, serves, and
stops cleanly on SIGINT and SIGTERM; the window's background server starts and stops too."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from judge_app.portal.server import PortalServer
from tests.portal.conftest import portal_event

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_serve_prints_its_address_and_stops_on_a_signal(sqlite_url: str, sig: int) -> None:
    _svc, ev, _codes = portal_event(sqlite_url, 4)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    code = "import sys; from judge_app.cli import main; sys.exit(main(sys.argv[1:]))"
    proc = subprocess.Popen([sys.executable, "-c", code, "--db", sqlite_url, "portal", "serve",
                             ev, "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        assert line.startswith("portal: http://127.0.0.1:") and line.endswith("/"), line
        url = line.split(" ", 1)[1]
        assert httpx.get(url + "api/v1/event").json()["round"] == 1
        proc.send_signal(sig)
        assert proc.wait(timeout=15) == 0
        assert "Traceback" not in (proc.stderr.read() if proc.stderr else "")
    finally:
        proc.kill()


def test_an_unknown_event_or_a_busy_port_is_refused(sqlite_url: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from judge_app.cli import main

    svc, ev, _codes = portal_event(sqlite_url, 2)
    assert main(["--db", sqlite_url, "portal", "serve", "ev-99", "--port", "0"]) == 2
    assert "ev-99" in capsys.readouterr().err
    server = PortalServer.start(svc.url, ev, "127.0.0.1", 0)
    try:
        port = server.url.rsplit(":", 1)[1].strip("/")
        assert main(["--db", sqlite_url, "portal", "serve", ev, "--port", port]) == 2
        assert "could not listen" in capsys.readouterr().err
        assert httpx.get(server.url + "api/v1/event").status_code == 200
    finally:
        server.stop()
    assert not server.running
