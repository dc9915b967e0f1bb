"""The portal's core on real databases: codes, claims, the desk's accept, calls, the audit."""

from __future__ import annotations

import pytest

from judge_app.portal import codes as portal_codes
from judge_app.portal.store import PortalError, PortalService
from judge_app.storage.errors import TournamentError
from judge_app.tournament.model import GameScore
from tests.floor.conftest import cli, cli_json
from tests.portal.conftest import portal_event


def _table(svc: PortalService, ev: str, n: int = 1) -> tuple[str, str]:
    m = next(m for m in svc.matches(ev) if m.table == n)
    assert m.p2 is not None
    return m.p1, m.p2


def _data(data: dict[str, object]) -> dict[str, object]:
    """An audit entry's data without what the chain adds (its digests)."""
    return {k: v for k, v in data.items() if k not in ("digest", "tables", "digest_of")}


def _count(svc: PortalService, ev: str) -> tuple[int, int, int]:
    """What a refused request must leave as it was: audit entries, claims, calls."""
    return (len(svc.audit_entries(ev)), sum(len(r.claims) for r in svc.reports(ev)),
            len(svc.calls(ev)))


def test_codes_are_random_unique_and_issued_once(sqlite_url: str) -> None:
    svc, ev, codes = portal_event(sqlite_url, 40)
    assert len(set(codes.values())) == 40
    assert all(len(c) == 8 and set(c) <= set(portal_codes.ALPHABET) for c in codes.values())
    assert {c.player: c.code for c in svc.codes(ev)} == codes  # asked again: the same
    # the same names and ids in another event get other codes: nothing derived from them
    other = svc.create_event("Regional", "kodem", date="2026-12-02")
    for i in range(1, 41):
        svc.add_player(other.id, f"Jugador {i}")
    assert not set(codes.values()) & {c.code for c in svc.codes(other.id)}
    # a late entry gets one on the next listing; the audit counts, never shows, the codes
    late = svc.add_player(ev, "Tardío")
    assert late.id in {c.player for c in svc.codes(ev)}
    issued = [e for e in svc.audit_entries(ev) if e.action == "portal.codes"]
    assert [e.data["issued"] for e in issued] == [40, 1]
    assert not any(c in str(e.data) for e in svc.audit_entries(ev) for c in codes.values())


def test_two_claims_agree_or_dispute_and_a_later_claim_replaces(db_url: str) -> None:
    svc, ev, codes = portal_event(db_url, 4)
    a, b = _table(svc, ev)
    assert svc.claim(ev, a, codes[a], 1, "2-1", address="10.0.0.5").status == "waiting"
    assert svc.claim(ev, b, codes[b].lower(), 1, "1-2", address="10.0.0.6").status \
        == "disputed"
    assert svc.claim(ev, b, portal_codes.shown(codes[b]), 1, "2-1").status == "agreed"
    (report,) = svc.reports(ev)
    assert report.status == "agreed" and report.result == "2-1"
    assert [(c.player, c.result) for c in report.claims] == [(a, "2-1"), (b, "2-1")]
    assert svc.matches(ev, 1)[0].score is None  # nothing entered before the desk accepts
    claims = [e for e in svc.audit_entries(ev) if e.action == "portal.claim"]
    assert [(e.data["player"], e.data["result"], e.data["from"], e.data["replaced"])
            for e in claims] == [(a, "2-1", "10.0.0.5", None), (b, "1-2", "10.0.0.6", None),
                                 (b, "2-1", "", "1-2")]
    after = svc.accept(ev, 1)
    assert after.status == "entered" and str(svc.matches(ev, 1)[0].score) == "2-1"
    accepted = [e for e in svc.audit_entries(ev) if e.action == "portal.accept"]
    assert accepted[0].by == "mesa" and accepted[0].data["result"] == "2-1"
    before = _count(svc, ev)
    with pytest.raises(PortalError) as refused:
        svc.claim(ev, a, codes[a], 1, "0-2")
    assert (refused.value.status, refused.value.code) == (409, "result_entered")
    assert _count(svc, ev) == before
    assert svc.verify_audit(ev).ok


def test_a_claim_never_overwrites_the_desks_result(sqlite_url: str) -> None:
    svc, ev, codes = portal_event(sqlite_url, 4)
    a, b = _table(svc, ev)
    svc.claim(ev, a, codes[a], 1, "2-0")
    svc.record_result(ev, 1, "0-2")
    before = _count(svc, ev)
    for player in (a, b):
        with pytest.raises(PortalError) as refused:
            svc.claim(ev, player, codes[player], 1, "2-0")
        assert refused.value.status == 409
    assert _count(svc, ev) == before and str(svc.matches(ev, 1)[0].score) == "0-2"
    assert svc.reports(ev)[0].status == "entered"


@pytest.mark.parametrize("case", ["wrong code", "unknown player", "other table", "no table",
                                  "bad score", "draft", "finished"])
def test_refused_claims_write_nothing(sqlite_url: str, case: str) -> None:
    svc, ev, codes = portal_event(sqlite_url, 8, publish=case != "draft")
    a, _b = _table(svc, ev, 1)
    c, _d = _table(svc, ev, 2)
    args: dict[str, object] = {"player_id": a, "code": codes[a], "table": 1, "result": "2-1"}
    expected = {"wrong code": (403, "wrong_code"), "unknown player": (403, "wrong_code"),
                "other table": (403, "not_your_table"), "no table": (403, "not_your_table"),
                "bad score": (400, "bad_result"), "draft": (409, "no_round"),
                "finished": (409, "result_entered")}[case]
    if case == "wrong code":
        args["code"] = codes[c]  # another player's code
    elif case == "unknown player":
        args["player_id"] = "P999"
    elif case == "other table":
        args["table"] = 2
    elif case == "no table":
        args["table"] = 99
    elif case == "bad score":
        args["result"] = "3-0"
    elif case == "finished":  # round 1 complete and round 2 paired as a draft
        for m in svc.matches(ev, 1):
            svc.record_result(ev, m.table, "2-0")
        svc.pair_next_round(ev)
        a2 = next(m for m in svc.matches(ev, 1) if m.table == 1).p1
        args = {"player_id": a2, "code": codes[a2], "table": 1, "result": "2-1"}
        expected = (409, "no_round")
    before = _count(svc, ev)
    with pytest.raises(PortalError) as refused:
        svc.claim(ev, **args)  # type: ignore[arg-type]
    assert (refused.value.status, refused.value.code) == expected
    assert _count(svc, ev) == before


def test_drops_need_the_desk_and_auto_accept_is_audited(sqlite_url: str) -> None:
    svc, ev, codes = portal_event(sqlite_url, 8)
    svc.set_auto_accept(ev, True)
    assert svc.auto_accept(ev)
    a, b = _table(svc, ev, 1)
    svc.claim(ev, a, codes[a], 1, "2-1")
    done = svc.claim(ev, b, codes[b], 1, "2-1")
    assert done.entered and str(svc.matches(ev, 1)[0].score) == "2-1"
    auto = [e for e in svc.audit_entries(ev) if e.action == "result.record"]
    assert auto[-1].data["portal"] == "auto" and len(auto[-1].data["claims"]) == 2
    # a drop is never applied without the desk, even with auto-accept on
    c, d = _table(svc, ev, 2)
    svc.claim(ev, c, codes[c], 2, "0-2", drop=True)
    held = svc.claim(ev, d, codes[d], 2, "0-2")
    assert held.status == "agreed" and not held.entered
    assert svc.matches(ev, 1)[1].score is None
    assert not any(p.dropped_after for p in svc.players(ev))
    report = svc.accept(ev, 2)
    assert report.status == "entered" and report.drops_pending == ()
    assert {p.id: p.dropped_after for p in svc.players(ev)}[c] == 1
    drop = [e for e in svc.audit_entries(ev) if e.action == "player.drop"]
    assert _data(drop[-1].data) == {"player": c, "after_round": 1, "portal": True}
    svc.set_auto_accept(ev, False)
    assert [_data(e.data) for e in svc.audit_entries(ev) if e.action == "portal.setting"] == [
        {"auto_accept": True}, {"auto_accept": False}]


def test_the_desk_settles_a_dispute_with_its_result(sqlite_url: str, capsys:
                                                   pytest.CaptureFixture[str]) -> None:
    svc, ev, codes = portal_event(sqlite_url, 4)
    a, b = _table(svc, ev)
    svc.claim(ev, a, codes[a], 1, "2-0")
    svc.claim(ev, b, codes[b], 1, "0-2", drop=True)
    data = cli_json(capsys, "--db", sqlite_url, "portal", "reports", ev)
    (r,) = data["reports"]
    assert (r["round"], r["table"], r["status"]) == (1, 1, "disputed")
    assert [(c["player"], c["result"], c["drop"]) for c in r["claims"]] == [
        (a, "2-0", False), (b, "0-2", True)]
    assert all(c["at"].endswith("+00:00") for c in r["claims"])
    _out, err = cli(capsys, "--db", sqlite_url, "portal", "accept", ev, "1", "--lang", "en",
                    status=2)
    assert "disputed" in err and "--result" in err
    assert svc.matches(ev, 1)[0].score is None
    out, _err = cli(capsys, "--db", sqlite_url, "portal", "accept", ev, "1", "--result",
                    "0-2", "--lang", "en")
    assert "entered (0-2)" in out
    assert {p.id: p.dropped_after for p in svc.players(ev)}[b] == 1
    with pytest.raises(TournamentError, match="nothing to accept"):
        svc.accept(ev, 1)


def test_cli_codes_json(sqlite_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    svc, ev, codes = portal_event(sqlite_url, 3, names=["Ana", "<b>Beto</b>", "=1+1"])
    data = cli_json(capsys, "--db", sqlite_url, "portal", "codes", ev)
    assert data == {"codes": [{"player": p.id, "name": p.name, "code": codes[p.id]}
                              for p in svc.players(ev)]}


def test_a_call_from_a_phone_is_in_the_desks_log(sqlite_url: str) -> None:
    svc, ev, codes = portal_event(sqlite_url, 4)
    a, b = _table(svc, ev, 2)
    call = svc.call_from_phone(ev, b, codes[b], 2, "  ¿puede  atacar?  ", "10.1.2.3")
    assert (call.round, call.table, call.players) == (1, 2, (a, b))
    assert [c.id for c in svc.open_calls(ev)] == [call.id]
    assert call.question == f"{b} (portal): ¿puede atacar?"
    entry = [e for e in svc.audit_entries(ev) if e.action == "call.add"][-1]
    assert entry.data["portal"] == {"player": b, "from": "10.1.2.3"}
    before = _count(svc, ev)
    with pytest.raises(PortalError):
        svc.call_from_phone(ev, b, codes[a], 2, "")
    with pytest.raises(PortalError):
        svc.call_from_phone(ev, b, codes[b], 1, "")
    assert _count(svc, ev) == before


def test_a_judge_answers_a_call_from_a_phone_and_it_leaves_the_open_calls(
        sqlite_url: str) -> None:
    svc, ev, codes = portal_event(sqlite_url, 4)
    _a, b = _table(svc, ev, 2)
    call = svc.call_from_phone(ev, b, codes[b], 2, "¿puede atacar?", "10.1.2.3")
    before = _count(svc, ev)
    for judge, ruling, field in (("", "sí", "judge"), ("Laura", "  ", "ruling")):
        with pytest.raises(TournamentError) as refused:
            svc.answer_call(ev, call.id, judge, ruling)
        assert refused.value.field == field
    with pytest.raises(TournamentError) as refused:
        svc.answer_call(ev, call.id + 99, "Laura", "sí")
    assert refused.value.field == "call"
    assert _count(svc, ev) == before and [c.id for c in svc.open_calls(ev)] == [call.id]

    answered = svc.answer_call(ev, call.id, "Laura Méndez", "Sí, en su fase de batalla",
                               "kodem-5.0:6.7-G3", extension=3)
    assert (answered.id, answered.judge, answered.ruling, answered.citation,
            answered.extension_minutes, answered.players) == (
        call.id, "Laura Méndez", "Sí, en su fase de batalla", "kodem-5.0:6.7-G3", 3, call.players)
    assert svc.open_calls(ev) == [] and svc.calls(ev) == [answered]
    entry = svc.audit_entries(ev)[-1]
    assert entry.action == "call.answer" and _data(entry.data) == {
        "id": call.id, "judge": "Laura Méndez", "ruling": "Sí, en su fase de batalla",
        "citation": "kodem-5.0 §6.7-G3", "extension": 3}
    assert svc.verify_audit(ev).ok
    # the extension went to the table, as a call logged at the desk gives it
    assert [(x.table, x.minutes, x.reason) for x in svc.clock_status(ev).extensions] == [
        (2, 3, "judge_call")]
    # its ruling stands: a second answer is refused, nothing written
    before = _count(svc, ev)
    with pytest.raises(TournamentError, match="already answered"):
        svc.answer_call(ev, call.id, "Otro", "No")
    assert _count(svc, ev) == before and svc.calls(ev) == [answered]


def test_call_answer_from_the_command_line(sqlite_url: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    svc, ev, codes = portal_event(sqlite_url, 4)
    _a, b = _table(svc, ev, 1)
    call = svc.call_from_phone(ev, b, codes[b], 1, "")
    _out, err = cli(capsys, "--db", sqlite_url, "call", "answer", ev, str(call.id + 5),
                    "--judge", "Laura", "--ruling", "sí", "--lang", "en", status=2)
    assert "CALL_ID" in err and "no judge call" in err
    data = cli_json(capsys, "--db", sqlite_url, "call", "answer", ev, str(call.id),
                    "--judge", "Laura", "--ruling", "Repetir el robo")
    assert (data["id"], data["judge"], data["ruling"]) == (call.id, "Laura", "Repetir el robo")
    out, _err = cli(capsys, "--db", sqlite_url, "call", "list", ev, "--lang", "es")
    assert "Laura" in out and "Repetir el robo" in out
    _out, err = cli(capsys, "--db", sqlite_url, "call", "answer", ev, str(call.id),
                    "--judge", "Laura", "--ruling", "otra", "--lang", "es", status=2)
    assert "ya tiene respuesta" in err
    assert svc.verify_audit(ev).ok


def test_the_reports_take_the_same_statements_for_two_tables_or_twenty(
        sqlite_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The desk reads the reports after every claim of a storm: one query per table held
    its worker 70-150 ms at 100 tables. The statements do not grow with the tables, and
    reading the round's tables whole (many claimed) says the same as naming them."""
    from judge_app.portal import store
    from tests.support.queries import counting

    svc, ev, codes = portal_event(sqlite_url, 40)
    tables = {m.table: (m.p1, m.p2) for m in svc.matches(ev, 1)}
    for n in (1, 2):
        a, b = tables[n]
        svc.claim(ev, a, codes[a], n, "2-0")
    with counting() as few:
        assert [r.table for r in svc.reports(ev)] == [1, 2]
    for n in range(3, 21):
        a, b = tables[n]
        svc.claim(ev, a, codes[a], n, "2-1", drop=n == 5)
        if n % 3:
            assert b is not None
            svc.claim(ev, b, codes[b], n, "2-1" if n % 2 else "1-2")
    svc.record_result(ev, 7, GameScore(2, 1))
    with counting() as many:
        got = svc.reports(ev)
    assert many.statements == few.statements
    assert [r.table for r in got] == list(range(1, 21))
    assert all(r.players == tables[r.table] and r.round == 1 for r in got)
    by_table = {r.table: r for r in got}
    assert by_table[3].status == "waiting" and by_table[4].status == "disputed"
    assert by_table[5].status == "agreed" and by_table[5].drops_pending == (tables[5][0],)
    assert by_table[7].entered == "2-1" and by_table[7].status == "entered"
    monkeypatch.setattr(store, "MANY", 3)  # the round's tables and the roster read whole
    assert svc.reports(ev) == got
    assert svc.reports(ev, 2) == []
