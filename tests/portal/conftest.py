"""Shared helpers of the portal tests: an event with players and their codes."""

from __future__ import annotations

from judge_app.portal.store import PortalService


def portal_event(url: str, n: int, *, publish: bool = True, names: list[str] | None = None
                 ) -> tuple[PortalService, str, dict[str, str]]:
    """A service (station ``mesa``), an event with ``n`` players (``names`` or ``Jugador
    i``), round 1 paired (and published unless ``publish`` is false), and every code."""
    svc = PortalService(url, station="mesa")
    ev = svc.create_event("Regional", "kodem", date="2026-12-02")
    for i in range(1, n + 1):
        svc.add_player(ev.id, names[i - 1] if names else f"Jugador {i}")
    codes = {c.player: c.code for c in svc.codes(ev.id)}
    svc.pair_next_round(ev.id)
    if publish:
        svc.publish_round(ev.id)
    return svc, ev.id, codes
