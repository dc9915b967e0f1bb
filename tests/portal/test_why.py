"""Why these two, on the players' phones (issue 25 §3): the words of ``round show --why``,
read once per pairing (not once per phone, not on every result), a table the round does not
have refused plainly."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import event as sa_event
from starlette.testclient import TestClient

from judge_app.cli import main
from judge_app.portal.server import Portal, create_app
from judge_app.portal.store import PortalService
from tests.portal.conftest import portal_event


@pytest.fixture
def event(sqlite_url: str) -> tuple[PortalService, str, dict[str, str]]:
    """Round 2 of 7 players published (a bye, a pair-down), one table edited by hand."""
    svc, ev, codes = portal_event(sqlite_url, 7)
    for m in svc.matches(ev, 1):
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-1")
    paired = svc.pair_next_round(ev)
    svc.edit_round(ev, swap=(paired[0].p1, paired[1].p1))
    svc.publish_round(ev)
    return svc, ev, codes


@pytest.fixture
def client(event: tuple[PortalService, str, dict[str, str]]) -> Iterator[TestClient]:
    svc, ev, _codes = event
    with TestClient(create_app(svc.url, ev, poll=3600)) as c:
        yield c


def _cli(capsys: pytest.CaptureFixture[str], url: str, ev: str) -> dict[int, Any]:
    assert main(["--db", url, "round", "show", ev, "2", "--why", "--json",
                 "--lang", "es"]) == 0
    return {m["table"]: m for m in json.loads(capsys.readouterr().out)["matches"]}


def _statements(portal: Portal) -> list[str]:
    seen: list[str] = []
    sa_event.listen(portal.service.engine, "before_cursor_execute",
                    lambda _c, _k, statement, *_r: seen.append(statement))
    return seen


def test_each_table_says_what_the_command_line_says(client: TestClient, event: Any,
                                                     capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    svc, ev, _codes = event
    cli = _cli(capsys, svc.url, ev)
    assert len(cli) == 4
    for table, entry in cli.items():
        got = client.get("/api/v1/why", params={"table": table}).json()
        players = [p for p in (entry["p1"], entry["p2"]) if p]
        assert got["round"] == 2 and got["table"] == table and got["players"] == players
        assert got["codes"] == entry["why"]["codes"]
        assert main(["--db", svc.url, "round", "show", ev, "2", "--why", "--json",
                     "--lang", "en"]) == 0
        english = {m["table"]: m["why"]["text"]
                   for m in json.loads(capsys.readouterr().out)["matches"]}
        assert (got["es"], got["en"]) == (entry["why"]["text"], english[table])
        es = client.get("/why", params={"table": table}, headers={"Accept-Language": "es"})
        assert es.status_code == 200 and entry["why"]["text"] in es.text
    codes = [c for e in cli.values() for c in e["why"]["codes"]]
    assert codes.count("hand_edit") == 2 and "bye" in codes
    en = client.get("/why?table=1&lang=en")
    assert 'lang="en"' in en.text and "changed by hand (audited)" in en.text
    # the language switch keeps the table
    assert "/why?table=1&amp;lang=es" in en.text


def test_the_players_page_links_to_its_table_reason(client: TestClient, event: Any) -> None:
    svc, ev, _codes = event
    for m in svc.matches(ev, 2):
        page = client.get(f"/player/{m.p1}", headers={"Accept-Language": "en"}).text
        assert f'<a href="/why?table={m.table}">Why these two?</a>' in page


def test_read_once_per_pairing_not_per_phone_nor_per_result(client: TestClient,
                                                            event: Any) -> None:
    svc, ev, _codes = event
    portal: Portal = client.app.state.portal  # type: ignore[attr-defined]
    statements = _statements(portal)
    assert client.get("/api/v1/why?table=1").status_code == 200
    read = len(statements)
    assert read > 0
    for table in (1, 2, 3, 4, 1, 2):
        for path in ("/why", "/api/v1/why"):
            assert client.get(path, params={"table": table}).status_code == 200
    assert len(statements) == read  # every other table and phone: from memory
    # a result of the shown round: the page shows it, the reasons are not read again
    table = next(m for m in svc.matches(ev, 2) if m.p2 is not None)
    svc.record_result(ev, table.table, "2-0")
    portal.read()
    after_read = len(statements)
    assert client.get("/api/v1/why", params={"table": table.table}).status_code == 200
    assert len(statements) == after_read
    # an earlier result corrected: the reasons are read again, from the corrected data
    before = client.get("/api/v1/why?table=1").json()
    svc.correct_result(ev, 1, next(m.table for m in svc.matches(ev, 1) if m.p2), "0-2")
    portal.read()
    assert client.get("/api/v1/why?table=1").status_code == 200
    assert len(statements) > after_read
    assert client.get("/api/v1/why?table=1").json()["round"] == before["round"] == 2


def test_a_table_the_round_does_not_have(client: TestClient) -> None:
    for bad in ("99", "0", "-1", "x", "", "1" * 50):
        api = client.get("/api/v1/why", params={"table": bad})
        assert api.status_code == 404 and api.json()["error"] == "not_found", bad
        page = client.get("/why", params={"table": bad})
        assert page.status_code == 404 and "No existe esa página." in page.text, bad
    assert client.get("/api/v1/why").status_code == 404


def test_before_any_published_round(sqlite_url: str) -> None:
    svc, ev, _codes = portal_event(sqlite_url, 4, publish=False)
    with TestClient(create_app(svc.url, ev, poll=3600)) as c:
        assert c.get("/api/v1/why?table=1").status_code == 404
