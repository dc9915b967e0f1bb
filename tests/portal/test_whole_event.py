"""A whole 16-player event whose every result comes from two phones through the API: agreed
reports accepted at the desk (rounds 1–2) and by the event's setting (rounds 3–4), two
disputes settled at the desk, one drop — then the standings the phones read are the desk's."""

from __future__ import annotations

import random

import pytest
from starlette.testclient import TestClient

from judge_app.portal.server import create_app
from tests.floor.conftest import cli_json
from tests.portal.conftest import portal_event

FLIP = {"2-0": "0-2", "2-1": "1-2", "1-1-1": "1-1-1", "0-2": "2-0", "1-2": "2-1"}


def test_sixteen_players_every_result_from_two_phones(sqlite_url: str,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    svc, ev, codes = portal_event(sqlite_url, 16)
    rng = random.Random(22)
    disputes, dropped = [(2, 3), (2, 6)], None
    with TestClient(create_app(svc.url, ev, poll=0.05)) as client:
        portal = client.app.state.portal  # type: ignore[attr-defined]
        for number in range(1, 5):
            if number == 3:
                assert cli_json(capsys, "--db", sqlite_url, "portal", "auto-accept", ev,
                                "on") == {"auto_accept": True}
            portal.read()
            shown = client.get("/api/v1/pairings").json()
            assert shown["round"] == number
            for table in shown["tables"]:
                if len(table["players"]) == 1:
                    continue
                t = table["table"]
                a, b = (p["id"] for p in table["players"])
                score = "2-1" if (number, t) in disputes else rng.choice(list(FLIP))
                claim_b = FLIP[score] if (number, t) in disputes else score
                drop = (number, t) == (2, 1)
                if drop:
                    dropped = b
                first = client.post("/api/v1/report", json={
                    "player": a, "code": codes[a], "table": t, "result": score, "drop": False})
                assert first.json() == {"status": "waiting", "entered": False}
                second = client.post("/api/v1/report", json={
                    "player": b, "code": codes[b], "table": t, "result": claim_b,
                    "drop": drop}).json()
                if (number, t) in disputes:
                    assert second["status"] == "disputed"
                    cli_json(capsys, "--db", sqlite_url, "portal", "accept", ev, str(t),
                             "--result", score)
                elif number >= 3:
                    assert second == {"status": "agreed", "entered": True}
                else:
                    assert second == {"status": "agreed", "entered": False}
                    cli_json(capsys, "--db", sqlite_url, "portal", "accept", ev, str(t))
                portal.read()
                got = client.get("/api/v1/pairings").json()["tables"][t - 1]["result"]
                assert got == score
            if number < 4:
                svc.pair_next_round(ev)
                assert client.get("/api/v1/event").json()["round"] == number  # draft: hidden
                svc.publish_round(ev)
        portal.read()
        reports = cli_json(capsys, "--db", sqlite_url, "portal", "reports", ev)["reports"]
        # 8 tables in rounds 1–2; after the drop 15 players: 7 tables and a bye
        assert len(reports) == 30 and {r["status"] for r in reports} == {"entered"}
        assert [(r["round"], r["table"]) for r in reports if r["claims"][0]["result"]
                != r["claims"][1]["result"]] == disputes
        assert all(m.score is not None or m.p2 is None for m in svc.matches(ev))
        assert {p.id: p.dropped_after for p in svc.players(ev)}[dropped] == 2
        assert not any(dropped in (m.p1, m.p2) for m in svc.matches(ev) if m.round > 2)
        standings = cli_json(capsys, "--db", sqlite_url, "standings", ev)
        assert client.get("/api/v1/standings").json() == {
            "round": 4, "standings": standings["standings"]}
        actions = [e.action for e in svc.audit_entries(ev)]
        assert actions.count("portal.claim") == 60 and actions.count("result.record") == 30
        assert actions.count("portal.accept") == 16  # rounds 1–2: 14 agreed + 2 disputes
        assert svc.verify_audit(ev).ok
