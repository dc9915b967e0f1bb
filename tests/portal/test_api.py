"""The portal's pages and API through Starlette's TestClient on real SQLite files:
portal.md's shapes and statuses, the caching, and every hostile input refused with
nothing written."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from judge_app.portal.limits import WrongTries
from judge_app.portal.server import MAX_BODY, create_app
from judge_app.portal.store import PortalService
from tests.floor.conftest import cli_json
from tests.portal.conftest import portal_event

NAMES = ["Ana Pérez", "<script>alert(1)</script>", "=HYPERLINK(\"x\")", "Íñigo Núñez",
         "Beto", "Zoë & Co", "李小龍", "Dani"]


@pytest.fixture
def event(sqlite_url: str) -> tuple[PortalService, str, dict[str, str]]:
    return portal_event(sqlite_url, 8, names=NAMES)


@pytest.fixture
def client(event: tuple[PortalService, str, dict[str, str]]) -> Iterator[TestClient]:
    svc, ev, _codes = event
    app = create_app(svc.url, ev, poll=0.05, tries=WrongTries(per_player=3, per_address=5))
    with TestClient(app, base_url="http://portal.test") as c:
        yield c


def _first(svc: PortalService, ev: str, table: int = 1) -> tuple[str, str]:
    m = next(m for m in svc.matches(ev) if m.table == table)
    assert m.p2 is not None
    return m.p1, m.p2


def _written(svc: PortalService, ev: str) -> tuple[int, int, int, list[Any]]:
    return (len(svc.audit_entries(ev)), sum(len(r.claims) for r in svc.reports(ev)),
            len(svc.calls(ev)), [m.score for m in svc.matches(ev)])


def _report(client: TestClient, **body: Any) -> Any:
    return client.post("/api/v1/report", json=body)


def test_the_api_shapes_are_portal_md(client: TestClient, event: Any, sqlite_url: str,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    svc, ev, _codes = event
    assert client.get("/api/v1/event").json() == {
        "id": ev, "name": "Regional", "game": "kodem", "round": 1, "published": True}
    pairings = client.get("/api/v1/pairings").json()
    assert pairings["round"] == 1
    names = {p.id: p.name for p in svc.players(ev)}
    assert pairings["tables"] == [
        {"table": m.table, "players": [{"id": p, "name": names[p]} for p in (m.p1, m.p2) if p],
         "result": None} for m in svc.matches(ev, 1)]
    found = client.get("/api/v1/find", params={"name": "inigo nunez"}).json()
    (hit,) = found["matches"]
    assert hit["player"]["name"] == "Íñigo Núñez" and found["round"] == 1
    seat = next(m for m in svc.matches(ev) if "P004" in (m.p1, m.p2))
    assert hit["table"] == seat.table
    assert client.get("/api/v1/find", params={"name": "  "}).json()["matches"] == []
    assert client.get("/api/v1/clock").json() == {"state": "stopped", "remaining_s": 0,
                                                  "extensions": {}}
    # standings: completed rounds only, the very numbers of `standings --json`
    assert client.get("/api/v1/standings").json() == {"round": 0, "standings": []}
    for m in svc.matches(ev, 1):
        svc.record_result(ev, m.table, "2-1")
    client.app.state.portal.read()  # type: ignore[attr-defined]
    cli = cli_json(capsys, "--db", sqlite_url, "standings", ev)
    got = client.get("/api/v1/standings").json()
    assert got == {"round": 1, "standings": cli["standings"]}


def test_reads_are_cached_with_etags_and_never_refused(client: TestClient, event: Any) -> None:
    svc, ev, _codes = event
    first = client.get("/api/v1/pairings")
    tag = first.headers["etag"]
    assert first.headers["cache-control"] == "no-cache"
    again = client.get("/api/v1/pairings", headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.content == b""
    portal = client.app.state.portal  # type: ignore[attr-defined]
    before = len(portal.cache)
    for _ in range(300):  # a refresh storm: served from the stored bytes, never 429
        assert client.get("/").status_code == 200
        assert client.get("/api/v1/pairings").status_code == 200
    assert len(portal.cache) == before + 1
    # a claim is audited but changes nothing a player sees: the version stays
    version = client.get("/api/v1/changes", params={"after": "x"}).json()["version"]
    a, _b = _first(svc, ev)
    assert _report(client, player=a, code=event[2][a], table=1, result="2-0",
                   drop=False).json() == {"status": "waiting", "entered": False}
    assert client.get("/api/v1/changes", params={"after": "x"}).json()["version"] == version
    # the desk publishes the result: a new version, the cached answer is not served again
    svc.record_result(ev, 1, "2-0")
    portal.read()
    assert client.get("/api/v1/pairings", headers={"If-None-Match": tag}).status_code == 200
    assert client.get("/api/v1/changes", params={"after": version}).json()["version"] \
        != version


def test_a_draft_round_is_never_shown(sqlite_url: str) -> None:
    svc, ev, codes = portal_event(sqlite_url, 4, publish=False)
    with TestClient(create_app(svc.url, ev)) as client:
        assert client.get("/api/v1/event").json()["round"] is None
        assert client.get("/api/v1/pairings").json() == {"round": None, "tables": []}
        assert client.get("/api/v1/find", params={"name": "Jugador"}).json()["matches"] == []
        page = client.get("/pairings").text
        assert "Jugador 1" not in page and "aún no están publicados" in page
        a = svc.matches(ev)[0].p1
        before = _written(svc, ev)
        answer = _report(client, player=a, code=codes[a], table=1, result="2-0")
        assert answer.status_code == 409 and answer.json()["error"] == "no_round"
        assert _written(svc, ev) == before


def test_report_statuses_and_the_desks_result(client: TestClient, event: Any) -> None:
    svc, ev, codes = event
    a, b = _first(svc, ev)
    assert _report(client, player=a, code=codes[a], table=1, result="2-1").json()["status"] \
        == "waiting"
    assert _report(client, player=b, code=codes[b], table=1, result="1-2").json()["status"] \
        == "disputed"
    assert _report(client, player=b, code=codes[b], table=1, result="2-1").json()["status"] \
        == "agreed"
    svc.accept(ev, 1)
    answer = _report(client, player=a, code=codes[a], table=1, result="0-2")
    assert answer.status_code == 409 and answer.json()["error"] == "result_entered"
    assert set(answer.json()) == {"error", "message"}
    call = client.post("/api/v1/call", json={"player": a, "code": codes[a], "table": 1,
                                             "note": "¿cuenta la carta?"})
    assert call.status_code == 201 and call.json() == {"call": svc.calls(ev)[-1].id}
    entry = next(e for e in svc.audit_entries(ev) if e.action == "portal.claim")
    assert entry.by == "portal" and entry.data["from"] == "testclient"


def test_wrong_codes_are_limited_per_player_and_per_address(client: TestClient,
                                                            event: Any) -> None:
    svc, ev, codes = event
    a, b = _first(svc, ev)
    before = _written(svc, ev)
    for _ in range(3):
        answer = _report(client, player=a, code="AAAA-AAAA", table=1, result="2-0")
        assert answer.status_code == 403 and answer.json()["error"] == "wrong_code"
    # the fourth try is refused before the code is looked at: the right code too
    limited = _report(client, player=a, code=codes[a], table=1, result="2-0")
    assert limited.status_code == 429 and limited.json()["error"] == "too_many_tries"
    assert int(limited.headers["retry-after"]) > 0
    assert _written(svc, ev) == before
    # reads from that address are never refused; another player still reports
    assert client.get("/api/v1/pairings").status_code == 200
    assert _report(client, player=b, code=codes[b], table=1, result="2-0").status_code == 200
    # an unknown player is answered like a wrong code, and counts for the address
    for _ in range(2):
        assert _report(client, player="P999", code="X", table=1, result="2-0").status_code \
            == 403
    assert _report(client, player=b, code=codes[b], table=1, result="2-0").status_code == 429


def test_cross_site_writes_are_refused(client: TestClient, event: Any) -> None:
    svc, ev, codes = event
    a, _b = _first(svc, ev)
    body = {"player": a, "code": codes[a], "table": 1, "result": "2-0", "drop": False}
    before = _written(svc, ev)
    # a form on another site can only send these content types: never taken as JSON
    for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data"):
        answer = client.post("/api/v1/report", content=json.dumps(body),
                             headers={"Content-Type": kind})
        assert answer.status_code == 415, kind
    answer = client.post("/api/v1/report", json=body,
                         headers={"Origin": "http://evil.example"})
    assert answer.status_code == 403 and answer.json()["error"] == "cross_origin"
    answer = client.post("/api/v1/report", json=body, headers={"Origin": "null"})
    assert answer.status_code == 403
    # the HTML form needs this server's token
    form = {"player": a, "code": codes[a], "table": "1", "result": "2-0"}
    page = client.post(f"/report?player={a}", data={**form, "token": "1.forged"})
    assert page.status_code == 403 and "caducó" in page.text
    page = client.post(f"/report?player={a}", data=form,
                       headers={"Referer": "http://evil.example/x"})
    assert page.status_code == 403
    assert _written(svc, ev) == before
    # the portal's own form goes through
    token = client.get(f"/player/{a}").text.split('name="token" value="')[1].split('"')[0]
    page = client.post(f"/report?player={a}", data={**form, "token": token},
                       headers={"Origin": "http://portal.test"})
    assert page.status_code == 200 and "Falta el informe de tu rival" in page.text


@pytest.mark.parametrize("body", [
    b"{", b"[]", b"null", b'"x"', b"\xff\xfe", b'{"player": 1, "code": "x", "table": 1}',
    b'{"player": "P001", "code": "x", "table": "uno", "result": "2-0"}',
    b'{"player": "P001", "code": "x", "table": true, "result": "2-0"}',
    b'{"player": "P001", "code": "x", "table": 1, "result": ["2-0"]}',
    b'{"player": "P001", "code": "x", "table": 1, "result": "2-0", "drop": "yes"}',
])
def test_malformed_bodies_are_refused_with_a_plain_error(client: TestClient, event: Any,
                                                         body: bytes) -> None:
    svc, ev, _codes = event
    before = _written(svc, ev)
    answer = client.post("/api/v1/report", content=body,
                         headers={"Content-Type": "application/json"})
    assert answer.status_code == 400
    assert answer.json()["error"] == "bad_request" and set(answer.json()) == {"error",
                                                                                "message"}
    assert _written(svc, ev) == before


def test_oversized_bodies_and_unknown_paths(client: TestClient, event: Any) -> None:
    svc, ev, codes = event
    a, _b = _first(svc, ev)
    before = _written(svc, ev)
    big = {"player": a, "code": codes[a], "table": 1, "result": "2-0",
           "note": "x" * (MAX_BODY + 10)}
    answer = client.post("/api/v1/call", json=big)
    assert answer.status_code == 413 and answer.json()["error"] == "too_large"

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it arrives
        yield b'{"player": "' + a.encode() + b'", "note": "'
        for _ in range(10):
            yield b"y" * 1000
        yield b'"}'
    answer = client.post("/api/v1/call", content=chunks(),
                         headers={"Content-Type": "application/json"})
    assert answer.status_code == 413
    assert _written(svc, ev) == before
    for path in ("/api/v1/nothing", "/api/v1/../../etc/passwd", "/static/../server.py"):
        answer = client.get(path)
        assert answer.status_code == 404
        assert "Traceback" not in answer.text and "/work" not in answer.text
        assert "judge_app" not in answer.text and "site-packages" not in answer.text
    assert client.get("/api/v1/nothing").json()["error"] == "not_found"
    # nothing the desk alone may do is served: no route writes but report and call
    for path in ("/api/v1/accept", "/api/v1/result", "/api/v1/pair", "/api/v1/publish",
                 "/api/v1/codes", "/api/v1/reports"):
        assert client.post(path, json={}).status_code in (404, 405)
    assert client.get("/api/v1/report").status_code == 405
    assert _written(svc, ev) == before


def test_another_players_table_and_a_finished_round(client: TestClient, event: Any) -> None:
    svc, ev, codes = event
    a, _b = _first(svc, ev, 1)
    c, _d = _first(svc, ev, 2)
    before = _written(svc, ev)
    answer = _report(client, player=a, code=codes[a], table=2, result="2-0")
    assert answer.status_code == 403 and answer.json()["error"] == "not_your_table"
    answer = client.post("/api/v1/call", json={"player": a, "code": codes[a], "table": 2})
    assert answer.status_code == 403
    answer = _report(client, player=a, code=codes[c], table=1, result="2-0")
    assert answer.status_code == 403 and answer.json()["error"] == "wrong_code"
    assert _written(svc, ev) == before
    for m in svc.matches(ev, 1):
        svc.record_result(ev, m.table, "2-0")
    svc.pair_next_round(ev)  # round 2 a draft: the portal still shows the finished round 1
    client.app.state.portal.read()  # type: ignore[attr-defined]
    assert client.get("/api/v1/event").json() == {
        "id": ev, "name": "Regional", "game": "kodem", "round": 1, "published": False}
    before = _written(svc, ev)
    answer = _report(client, player=a, code=codes[a], table=1, result="0-2")
    assert answer.status_code == 409
    assert _written(svc, ev) == before


def test_names_with_markup_are_escaped_on_every_page(client: TestClient, event: Any) -> None:
    svc, ev, _codes = event
    script = next(p for p in svc.players(ev) if p.name.startswith("<script>"))
    for path in ("/", "/pairings", "/names", f"/player/{script.id}",
                 "/find?name=script", "/find?name=<script>"):
        page = client.get(path)
        assert page.status_code == 200, path
        assert "<script>alert" not in page.text, path
        assert page.headers["content-security-policy"].startswith("default-src 'self'")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in client.get("/names").text
    assert "Zoë &amp; Co" in client.get("/names").text
    # an older file's direction override is shown as a visible mark, never applied
    from sqlmodel import Session, select

    from judge_app.storage.models import PlayerRow
    with Session(svc.engine) as s:
        row = s.exec(select(PlayerRow).where(PlayerRow.player_id == "P008")).one()
        row.name = "Dani\u202eluR"
        s.add(row)
        s.commit()
    portal = client.app.state.portal  # type: ignore[attr-defined]
    portal.stamp = None
    portal.read()
    assert "\u202e" not in client.get("/names").text and "Dani\ufffdluR" in \
        client.get("/names").text
    assert "\u202e" not in client.get("/api/v1/pairings").text


def test_language_by_header_and_switch(client: TestClient) -> None:
    assert 'lang="en"' in client.get("/", headers={"Accept-Language": "en-US,en;q=0.8"}).text
    assert 'lang="es"' in client.get("/", headers={"Accept-Language": "fr,es;q=0.5"}).text
    switched = client.get("/pairings?lang=en")
    assert 'lang="en"' in switched.text and switched.cookies.get("lang") == "en"
    assert 'lang="en"' in client.get("/standings").text  # the cookie keeps the choice
    assert "No round has finished yet." in client.get("/standings").text


def test_the_qr_code_and_the_pages_read_without_javascript(client: TestClient,
                                                           event: Any) -> None:
    svc, ev, _codes = event
    svc.clock_start(ev, 50)
    svc.add_extension(ev, 2, 5, "judge_call")
    client.app.state.portal.read()  # type: ignore[attr-defined]
    qr = client.get("/qr.svg")
    assert qr.headers["content-type"].startswith("image/svg+xml") and "<svg" in qr.text
    a, _b = _first(svc, ev, 2)
    page = client.get(f"/player/{a}").text
    # the end of the round with the table's 5 minutes, as plain text
    assert "La ronda termina a las" in page and "+5 min de extensión" in page
    clock = client.get("/api/v1/clock").json()
    assert clock["state"] == "running" and clock["extensions"] == {"2": 5}
    assert 2900 < clock["remaining_s"] <= 3000
