"""What the portal's reads cost, counted (machine-independent; the times are in
``benchmarks/portal_load.py``): a refresh storm runs no SQL statement, a storm of claims
and calls never re-reads the event, and a change players can see is read at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import event as sa_event
from starlette.testclient import TestClient

from judge_app.portal.server import Portal, create_app
from judge_app.portal.store import PortalService
from tests.portal.conftest import portal_event


@pytest.fixture
def event(sqlite_url: str) -> tuple[PortalService, str, dict[str, str]]:
    return portal_event(sqlite_url, 12)


def _statements(portal: Portal) -> list[str]:
    """Every SQL statement the portal's own engine runs from now on."""
    seen: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        seen.append(statement)

    sa_event.listen(portal.service.engine, "before_cursor_execute", count)
    return seen


@pytest.fixture
def client(event: tuple[PortalService, str, dict[str, str]]) -> Iterator[TestClient]:
    svc, ev, _codes = event
    # no background read during the test: every read below is the test's own
    with TestClient(create_app(svc.url, ev, poll=3600)) as c:
        yield c


def test_a_refresh_storm_runs_no_statement(client: TestClient, event: Any) -> None:
    svc, ev, _codes = event
    portal: Portal = client.app.state.portal  # type: ignore[attr-defined]
    player = svc.matches(ev)[0].p1
    pages = ["/", "/pairings", "/names", "/standings", f"/player/{player}",
             "/api/v1/pairings", "/api/v1/event", "/api/v1/standings"]
    for path in pages:  # rendered once each
        assert client.get(path).status_code == 200
    statements = _statements(portal)
    tags = {}
    for _ in range(50):
        for path in pages:
            got = client.get(path, headers={"If-None-Match": tags.get(path, "")})
            assert got.status_code in (200, 304)
            tags[path] = got.headers["etag"]
    assert statements == []
    # the player's page too is served from memory, with its ETag
    again = client.get(f"/player/{player}", headers={"If-None-Match": tags[f"/player/{player}"]})
    assert again.status_code == 304


def test_claims_and_calls_never_read_the_event_again(client: TestClient, event: Any) -> None:
    svc, ev, codes = event
    portal: Portal = client.app.state.portal  # type: ignore[attr-defined]
    shown = portal.snapshot
    for m in svc.matches(ev)[:4]:
        for who in (m.p1, m.p2):
            assert who is not None
            got = client.post("/api/v1/report", json={"player": who, "code": codes[who],
                                                      "table": m.table, "result": "2-1"})
            assert got.status_code == 200
    assert client.post("/api/v1/call", json={
        "player": m.p1, "code": codes[m.p1], "table": m.table, "note": "x"}).status_code == 201
    statements = _statements(portal)
    assert portal.read() is False
    # the stamp and the new entries' actions (two small reads), not the event's snapshot
    assert portal.snapshot is shown and len(statements) <= 6
    # a change players see (the desk's result) is read at once
    svc.record_result(ev, svc.matches(ev)[5].table, "2-0")
    assert portal.read() is True and portal.snapshot is not shown


def test_unseen_since_doubts_what_it_cannot_follow(event: Any) -> None:
    svc, ev, codes = event
    _version, seq, head = svc.change_stamp(ev)
    assert svc.unseen_since(ev, seq, head) is False  # nothing new: nothing to follow
    m = svc.matches(ev)[0]
    svc.claim(ev, m.p1, codes[m.p1], m.table, "2-0")
    assert svc.unseen_since(ev, seq, head) is True
    assert svc.unseen_since(ev, seq, "0" * 64) is False  # not the chain it read (a restore)
    assert svc.unseen_since(ev, seq - 1, head) is False  # an entry it did not see
    svc.add_extension(ev, m.table, 3, "judge_call")
    assert svc.unseen_since(ev, seq, head) is False  # an extension shows on the clock


def test_stored_answers_skip_the_routes_and_say_the_same(client: TestClient,
                                                         event: Any) -> None:
    """After the first render a read is answered before the framework's routing
    (``Portal.fast_get``): the same body and headers as the routes' answer, 304 for a
    phone that has it, the language from the cookie or Accept-Language; what it does not
    hold (a query, an unknown player, another path) still goes to the routes."""
    svc, ev, _codes = event
    portal: Portal = client.app.state.portal  # type: ignore[attr-defined]
    player = svc.matches(ev)[0].p1
    scope_headers = {b"accept-language": b"en-GB,en;q=0.9"}
    for path in ("/", "/pairings", "/names", "/standings", f"/player/{player}",
                 "/api/v1/pairings", "/api/v1/event", "/api/v1/standings"):
        assert portal.fast_get(path, b"", scope_headers) is None  # not rendered yet
        first = client.get(path, headers={"Accept-Language": "en-GB,en;q=0.9"})
        stored = portal.fast_get(path, b"", scope_headers)
        assert stored is not None, path
        status, headers, body = stored
        assert status == 200 and body == first.content
        again = client.get(path, headers={"Accept-Language": "en-GB,en;q=0.9"})
        assert again.content == first.content
        assert {k: v for k, v in again.headers.items() if k != "date"} == \
            {k: v for k, v in first.headers.items() if k != "date"}, path
        assert dict(headers)[b"etag"].decode() == first.headers["etag"]
        tag = {b"if-none-match": first.headers["etag"].encode(), **scope_headers}
        assert portal.fast_get(path, b"", tag)[0] == 304  # type: ignore[index]
    # the language: Spanish by default, the cookie over the header
    spanish = client.get("/pairings")
    assert spanish.content != client.get("/pairings", headers={
        "Accept-Language": "en"}).content
    cookie = {b"cookie": b"lang=es", b"accept-language": b"en"}
    assert portal.fast_get("/pairings", b"", cookie)[2] == spanish.content  # type: ignore[index]
    # not held: a query, an unknown player, a write's path, the clock (always fresh)
    assert portal.fast_get("/pairings", b"lang=en", scope_headers) is None
    assert portal.fast_get("/player/P999", b"", scope_headers) is None
    assert portal.fast_get("/api/v1/clock", b"", scope_headers) is None
    assert portal.fast_get("/api/v1/report", b"", scope_headers) is None
    # the long poll answers at once for an old version, through the fast path's answer
    version = client.get("/api/v1/changes?after=old").json()["version"]
    assert version == portal.snap.version
