"""The players' portal on the venue network: a Starlette application served by Uvicorn.

:func:`create_app` makes the ASGI application of one event; :func:`serve` runs it
in the foreground until SIGINT/SIGTERM (``judge-app portal serve``) and
:class:`PortalServer` in a background thread (the window's Floor tab).

**Reads are cheap.** A background task reads the event's change stamp (two rows
by key) every ``poll`` seconds; when it moved, the public snapshot
(:mod:`judge_app.portal.view`) is read again, and only when what players see
changed is the version bumped: pages and API answers are rendered once per
(version, page, language) and then served as stored bytes with an ``ETag``
(``304`` when unchanged). A refresh storm of the whole room never touches the
database. Phones learn of a new version by a long poll
(``GET /api/v1/changes?after=V``, answered at once when V is old, else held up
to 20 s), so a new round reaches every phone within a poll period.

**Writes are few and guarded** (portal.md, safety): only ``report`` and ``call``
write, only with the player's code; wrong codes are counted per player and per
address (:class:`~judge_app.portal.limits.WrongTries`, 429 past the limit —
reads are never limited); JSON writes must say ``Content-Type:
application/json`` (a cross-site form cannot) and HTML forms carry a signed
token; a request from another origin (``Origin``/``Referer``) is refused;
bodies over 4 KiB are refused; errors are ``{"error": CODE, "message": TEXT}``
without traces or paths; names are escaped by the templates.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import hashlib
import hmac
import json
import logging
import os
import secrets
import signal
import socket
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, quote, urlencode, urlsplit

import anyio.to_thread
import segno
import uvicorn
from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request, cookie_parser
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from judge_app.portal.limits import WrongTries
from judge_app.portal.store import PortalError, PortalService
from judge_app.portal.texts import LANGS, pick_lang, text
from judge_app.portal.view import Snapshot, TableView, build_snapshot
from judge_app.resources import resource_path
from judge_app.storage.certificates import explain_round
from judge_app.tournament.clock import format_seconds
from judge_app.tournament.explain import TableReason

__all__ = ["MAX_BODY", "Portal", "PortalServer", "create_app", "qr_png", "qr_svg", "serve"]

_LOG = logging.getLogger("juez.portal")
#: Largest request body taken (a report or a call is well under 1 KiB).
MAX_BODY = 4096
#: How often the event's change stamp (two rows by key) is read: a publish reaches the
#: phones at most this much later (plus the snapshot's read).
POLL = 0.25
#: How long a long poll is held before it answers "no change".
LONG_POLL = 20.0
#: How long an idle connection is kept open (Uvicorn's default is 5 s): longer than a
#: player pulling to refresh, so a phone does not meet a connection closed as it reuses it
#: (``benchmarks/portal_load.py``: hundreds of failed requests with 5 s).
KEEP_ALIVE = 30
#: How long an HTML form's token stays valid.
TOKEN_AGE = 6 * 3600
#: The results a phone offers, from the table's first player's view: (score, winner).
RESULTS = (("2-0", 1), ("2-1", 1), ("1-0", 1), ("1-1", 0), ("1-1-1", 0), ("0-0", 0),
           ("0-1", 2), ("1-2", 2), ("0-2", 2))
_SECURITY_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
    (b"content-security-policy",
     b"default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
     b"form-action 'self'; frame-ancestors 'none'; base-uri 'none'"),
]


def qr_svg(url: str, scale: int = 6) -> str:
    """The QR code of ``url`` as SVG text (segno: no image library needed)."""
    out = segno.make(url, error="m")
    return str(out.svg_inline(scale=scale, dark="#000000", light="#ffffff"))


def qr_png(url: str, scale: int = 8) -> bytes:
    """The QR code of ``url`` as PNG bytes (segno's own PNG writer)."""
    import io

    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="png", scale=scale, border=2)
    return buffer.getvalue()


@dataclass
class _Cached:
    body: bytes
    etag: str
    media: str


class Portal:
    """One event's portal: its snapshot, rendered pages, wrong tries and write lock."""

    def __init__(self, url: str, event_id: str, *, poll: float = POLL,
                 tries: WrongTries | None = None) -> None:
        self.service = PortalService(url, station="portal")
        self.event_id = event_id
        self.poll = poll
        self.tries = tries or WrongTries()
        self.secret = secrets.token_bytes(32)
        self.snapshot: Snapshot | None = None
        self.stamp: object = None
        self.cache: dict[tuple[str, ...], _Cached] = {}
        self.changed = asyncio.Event()
        self.stopping = False
        self.loop: asyncio.AbstractEventLoop | None = None
        self.write_lock = asyncio.Lock()
        self.reading = asyncio.Lock()
        #: one read at a time from any thread: a read that began before a write must not set
        #: its older snapshot after a later read set the newer one
        self._read_lock = threading.Lock()
        #: the shown round's reasons by table, under the snapshot's ``pairing_key``
        self._reasons: tuple[str, dict[int, TableReason]] | None = None
        self._reasons_lock = threading.Lock()
        self.env = Environment(loader=FileSystemLoader(resource_path("portal", "templates")),
                               autoescape=select_autoescape(default=True, default_for_string=True),
                               trim_blocks=True, lstrip_blocks=True,
                               auto_reload=False)  # no stat() of the template per page
        self.env.globals["format_seconds"] = format_seconds

    # ------------------------------------------------------------------ the snapshot
    def read(self) -> bool:
        """Read the event again if its stamp moved (in a worker thread); ``True`` when what
        players see changed."""
        with self._read_lock:
            return self._read()

    def _read(self) -> bool:
        stamp = self.service.change_stamp(self.event_id)
        if stamp == self.stamp and self.snapshot is not None:
            return False
        if self.snapshot is not None and isinstance(self.stamp, tuple) \
                and self.service.unseen_since(self.event_id, self.stamp[1], self.stamp[2]):
            self.stamp = stamp  # only claims or calls: what players see is the same
            return False
        snap = build_snapshot(self.service, self.event_id)
        self.stamp = stamp
        if self.snapshot is not None and snap.version == self.snapshot.version:
            self.snapshot = snap  # the clock read again; nothing to re-render
            return False
        self.snapshot = snap
        self.cache = {}
        return True

    def reasons(self, snap: Snapshot) -> dict[int, TableReason]:
        """Why each table of ``snap``'s round is paired (in a worker thread): read the first
        time a phone asks after the pairings or an earlier result changed, then kept — at
        8,192 players a round's reasons take most of a second, so never on a publish storm
        and never once per phone. One read at a time: the phones asking meanwhile wait and
        find it read."""
        key = snap.pairing_key
        with self._reasons_lock:
            if self._reasons is None or self._reasons[0] != key:
                found = {} if snap.round is None else {
                    r.table: r for r in explain_round(self.service, self.event_id, snap.round)}
                self._reasons = (key, found)
            return self._reasons[1]

    async def refresh(self) -> None:
        """Read again now (after a write, and every ``poll`` seconds); wake the long polls.
        One read at a time: the writes of a report storm wait for the read in progress and
        then find the stamp read (no pile of reads in worker threads)."""
        async with self.reading:
            changed = await anyio.to_thread.run_sync(self.read)
        if changed:
            self.wake()

    def wake(self) -> None:
        """Answer every held long poll (a new version, or the server stopping)."""
        self.changed.set()
        self.changed = asyncio.Event()

    def stop_soon(self) -> None:
        """Release the long polls so the server can stop (from any thread)."""
        self.stopping = True
        if self.loop is not None and not self.loop.is_closed():
            with contextlib.suppress(RuntimeError):
                self.loop.call_soon_threadsafe(self.wake)

    async def keep_reading(self) -> None:
        """The background task: read the stamp every ``poll`` seconds until cancelled."""
        while True:
            await asyncio.sleep(self.poll)
            try:
                await self.refresh()
            except Exception as exc:  # the database away for a moment: keep serving the last
                _LOG.warning("portal: reading the event failed: %s", exc)

    @property
    def snap(self) -> Snapshot:
        """The current snapshot (read at start-up, so always there while serving)."""
        assert self.snapshot is not None
        return self.snapshot

    # ------------------------------------------------------------------ the fast path
    def stored(self, key: tuple[str, ...]) -> _Cached | None:
        """The stored answer of ``key`` for the current version, if rendered already."""
        return self.cache.get((self.snap.version, *key))

    def fast_get(self, path: str, query: bytes, headers: dict[bytes, bytes]
                 ) -> tuple[int, list[tuple[bytes, bytes]], bytes] | None:
        """A read answered from the stored bytes without the framework's routing and request
        objects (status, headers, body); ``None`` when the routes must answer it (not
        rendered yet for this version, a query other than none, anything else). After a
        publish every phone asks for its page at once: this is most of those requests."""
        if query or self.snapshot is None:
            return None
        if path.startswith("/api/v1/"):
            name = path[8:]
            if name not in ("event", "pairings", "standings"):
                return None
            key: tuple[str, ...] = ("api", name)
        else:
            lang = _raw_lang(headers)
            if path in _PAGES:
                key = ("page", _PAGES[path], lang)
            elif path.startswith("/player/") and "/" not in path[8:]:
                seat = self.snap.seat_of(path[8:][:40])
                if seat is None:
                    return None
                key = ("page", "player:" + seat.player[0], lang, _bucket())
            else:
                return None
        found = self.stored(key)
        if found is None:
            return None
        answer = [(b"etag", found.etag.encode()), (b"cache-control", b"no-cache"),
                  (b"vary", b"Accept-Language, Cookie")]
        if headers.get(b"if-none-match", b"").decode("latin-1") == found.etag:
            return 304, answer, b""
        return 200, [(b"content-length", str(len(found.body)).encode()),
                     (b"content-type", found.media.encode()), *answer], found.body

    async def changes(self, after: str) -> bytes:
        """The long poll's answer: the version, at once when ``after`` is not the current
        one, else once it changes (or after :data:`LONG_POLL` seconds)."""
        deadline = time.monotonic() + LONG_POLL
        while after == self.snap.version and not self.stopping:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), timeout=left)
        return json.dumps({"version": self.snap.version}, separators=(",", ":")).encode()

    # ------------------------------------------------------------------ tokens
    def token(self) -> str:
        """A signed token for an HTML form (valid :data:`TOKEN_AGE` seconds)."""
        stamp = str(int(time.time()))
        mac = hmac.new(self.secret, stamp.encode(), hashlib.sha256).hexdigest()[:32]
        return f"{stamp}.{mac}"

    def token_ok(self, token: str) -> bool:
        """Whether ``token`` was made by this server in the last :data:`TOKEN_AGE` s."""
        stamp, _, mac = str(token).partition(".")
        if not stamp.isdigit() or len(stamp) > 12:
            return False
        good = hmac.new(self.secret, stamp.encode(), hashlib.sha256).hexdigest()[:32]
        return hmac.compare_digest(good, mac) and 0 <= time.time() - int(stamp) <= TOKEN_AGE


# ---------------------------------------------------------------------- helpers
#: The pages stored once per version and language, by path (their cache key's name).
_PAGES = {"/": "home", "/pairings": "pairings", "/names": "names", "/standings": "standings"}


def _why_json(snap: Snapshot, table: TableView, reason: TableReason | None
              ) -> dict[str, Any]:
    """``GET /api/v1/why?table=T`` (docs/extensions.md): as ``round show --why --json``'s
    entry for that table."""
    return {"round": snap.round, "table": table.table,
            "players": [i for i, _n in table.players],
            "codes": [] if reason is None else list(reason.codes),
            "es": None if reason is None else reason.es,
            "en": None if reason is None else reason.en}


def _bucket() -> str:
    """The ten minutes a player's page is stored for (its form's token is made anew)."""
    return str(int(time.time() // 600))


def _raw_lang(headers: dict[bytes, bytes]) -> str:
    """:func:`_lang` from a request's raw headers (no query: the fast path has none)."""
    cookie = headers.get(b"cookie")
    if cookie:
        chosen = cookie_parser(cookie.decode("latin-1")).get("lang")
        if chosen in LANGS:
            return str(chosen)
    return pick_lang(headers.get(b"accept-language", b"").decode("latin-1"))


def _lang(request: Request) -> str:
    chosen = request.query_params.get("lang") or request.cookies.get("lang")
    if chosen in LANGS:
        return str(chosen)
    return pick_lang(request.headers.get("accept-language", ""))


def _address(request: Request) -> str:
    return request.client.host if request.client is not None else ""


def _error(status: int, code: str, message: str, headers: dict[str, str] | None = None
           ) -> JSONResponse:
    return JSONResponse({"error": code, "message": message}, status_code=status,
                        headers=headers)


def _own_origin(request: Request) -> bool:
    """Whether the request comes from this portal's own pages (or says nothing of where):
    a browser always names the page's origin on a cross-site POST."""
    host = request.headers.get("host", "")
    for header in ("origin", "referer"):
        value = request.headers.get(header)
        if value is None:
            continue
        parts = urlsplit(value)
        return value != "null" and parts.netloc == host and parts.scheme in ("http", "https")
    return True


async def _body(request: Request) -> bytes:
    """The request body, refused (413) past :data:`MAX_BODY` bytes."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
        raise HTTPException(413)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise HTTPException(413)
        chunks.append(chunk)
    return b"".join(chunks)


class _Guard:
    """ASGI middleware: security headers on every answer; the reads already rendered for
    this version and the long poll answered here, before the framework's routing
    (:meth:`Portal.fast_get`: after a publish the whole room asks at once)."""

    def __init__(self, app: ASGIApp, portal: Portal | None = None) -> None:
        self.app = app
        self.portal = portal

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        portal = self.portal
        if portal is not None and portal.snapshot is not None and scope["method"] == "GET":
            path: str = scope["path"]
            query: bytes = scope["query_string"]
            answer: tuple[int, list[tuple[bytes, bytes]], bytes] | None = None
            if path == "/api/v1/changes":
                after = parse_qs(query.decode("latin-1")).get("after", [""])[0]
                body = await portal.changes(after)
                answer = 200, [(b"content-length", str(len(body)).encode()),
                               (b"content-type", b"application/json"),
                               (b"cache-control", b"no-store")], body
            else:
                answer = portal.fast_get(path, query, dict(scope["headers"]))
            if answer is not None:
                status, headers, body = answer
                await send({"type": "http.response.start", "status": status,
                            "headers": [*headers, *_SECURITY_HEADERS]})
                await send({"type": "http.response.body", "body": body})
                return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] = [*message["headers"], *_SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, send_with_headers)


# ---------------------------------------------------------------------- the application
def create_app(url: str, event_id: str, *, poll: float = POLL,
               tries: WrongTries | None = None) -> Starlette:
    """The ASGI application of event ``event_id`` in the database ``url``.

    ``app.state.portal`` is its :class:`Portal`."""
    portal = Portal(url, event_id, poll=poll, tries=tries)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        portal.loop = asyncio.get_running_loop()
        await portal.refresh()
        task = asyncio.create_task(portal.keep_reading())
        try:
            yield
        finally:
            portal.stop_soon()
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def page(name: str, request: Request, lang: str, status: int = 200,
             **values: Any) -> HTMLResponse:
        snap = portal.snap
        path = request.url.path
        other = "en" if lang == "es" else "es"
        # only what the page is about (never any other parameter: the page may be cached)
        query = {k: v for k, v in request.query_params.items() if k in ("name", "table")}
        query["lang"] = other
        switch = path + "?" + urlencode(query)
        html = portal.env.get_template(name).render(
            t=lambda key, **v: text(lang, key, **v), lang=lang, snap=snap, switch=switch,
            version=snap.version, path=path, **values)
        response = HTMLResponse(html, status_code=status)
        if request.query_params.get("lang") in LANGS:
            response.set_cookie("lang", lang, max_age=365 * 86400, samesite="lax",
                                httponly=True)
        return response

    def cached(request: Request, key: tuple[str, ...], media: str,
               make: Callable[[], bytes], snap: Snapshot | None = None) -> Response:
        snap = snap or portal.snap
        full = (snap.version, *key)
        found = portal.cache.get(full)
        if found is None:
            if len(portal.cache) > 5000:
                portal.cache.clear()
            body = make()
            tag = hashlib.sha256(repr(key).encode()).hexdigest()[:10]
            found = _Cached(body, f'W/"{snap.version}-{tag}"', media)
            portal.cache[full] = found
        headers = {"ETag": found.etag, "Cache-Control": "no-cache",
                   "Vary": "Accept-Language, Cookie"}
        if request.headers.get("if-none-match") == found.etag:
            return Response(status_code=304, headers=headers)
        return Response(found.body, media_type=found.media, headers=headers)

    def cached_page(request: Request, name: str, key: str, **values: Any) -> Response:
        lang = _lang(request)
        if request.query_params.get("lang") in LANGS:
            return page(name, request, lang, **values)  # sets the cookie: not from the cache
        return cached(request, ("page", key, lang), "text/html; charset=utf-8",
                      lambda: bytes(page(name, request, lang, **values).body))

    def api(request: Request, key: str, make: Callable[[], Any]) -> Response:
        return cached(request, ("api", key), "application/json",
                      lambda: json.dumps(make(), ensure_ascii=False).encode("utf-8"))

    # ---------------------------------------------------------------- pages
    async def home(request: Request) -> Response:
        return cached_page(request, "home.html", "home")

    async def pairings(request: Request) -> Response:
        return cached_page(request, "pairings.html", "pairings")

    async def names(request: Request) -> Response:
        return cached_page(request, "names.html", "names")

    async def standings(request: Request) -> Response:
        return cached_page(request, "standings.html", "standings")

    async def find(request: Request) -> Response:
        wanted = request.query_params.get("name", "")[:100]
        return cached_page(request, "find.html", "find:" + wanted, wanted=wanted,
                           found=portal.snap.find(wanted))

    async def player(request: Request) -> Response:
        lang = _lang(request)
        seat = portal.snap.seat_of(request.path_params["player"][:40])
        if seat is None:
            return page("message.html", request, lang, 404, message=text(lang, "not_found"))
        table = portal.snap.table(seat.table)
        values: dict[str, Any] = {"seat": seat, "table": table, "results": RESULTS,
                                  "ends": portal.snap.ends_at(seat.table)}
        if request.query_params.get("lang") in LANGS:
            return page("player.html", request, lang, token=portal.token(), **values)
        # rendered once per version, player and language, and again every 10 minutes so
        # the form's token (valid TOKEN_AGE) is never old when served
        return cached(request, ("page", "player:" + seat.player[0], lang, _bucket()),
                      "text/html; charset=utf-8",
                      lambda: bytes(page("player.html", request, lang, token=portal.token(),
                                         **values).body))

    async def why_of(request: Request) -> tuple[Snapshot, TableView | None,
                                                TableReason | None]:
        """The shown round's table ``?table=T`` and why it is paired (``None``s: no such
        table)."""
        snap = portal.snap
        wanted = request.query_params.get("table", "")
        found = snap.table(int(wanted)) if wanted.isdigit() and len(wanted) <= 6 else None
        if found is None:
            return snap, None, None
        reasons = await anyio.to_thread.run_sync(portal.reasons, snap)
        return snap, found, reasons.get(found.table)

    async def why(request: Request) -> Response:
        lang = _lang(request)
        snap, found, reason = await why_of(request)
        if found is None:
            return page("message.html", request, lang, 404, message=text(lang, "not_found"))
        values: dict[str, Any] = {"table": found,
                                  "reason": None if reason is None else reason.text(lang)}
        if request.query_params.get("lang") in LANGS:
            return page("why.html", request, lang, **values)
        return cached(request, ("page", f"why:{found.table}", lang), "text/html; charset=utf-8",
                      lambda: bytes(page("why.html", request, lang, **values).body), snap)

    async def api_why(request: Request) -> Response:
        snap, found, reason = await why_of(request)
        if found is None:
            return _error(404, "not_found", text(_lang(request), "not_found"))
        return cached(request, ("api", f"why:{found.table}"), "application/json",
                      lambda: json.dumps(_why_json(snap, found, reason),
                                         ensure_ascii=False).encode("utf-8"), snap)

    async def qr(request: Request) -> Response:
        base = str(request.base_url)
        return Response(qr_svg(base), media_type="image/svg+xml",
                        headers={"Cache-Control": "max-age=3600"})

    # ---------------------------------------------------------------- API reads
    async def api_event(request: Request) -> Response:
        return api(request, "event", portal.snap.event_json)

    async def api_pairings(request: Request) -> Response:
        return api(request, "pairings", portal.snap.pairings_json)

    async def api_standings(request: Request) -> Response:
        return api(request, "standings", portal.snap.standings_json)

    async def api_find(request: Request) -> Response:
        wanted = request.query_params.get("name", "")[:100]
        return api(request, "find:" + wanted, lambda: portal.snap.find_json(wanted))

    async def api_clock(request: Request) -> Response:
        return JSONResponse(portal.snap.clock_json(), headers={"Cache-Control": "no-store"})

    async def api_changes(request: Request) -> Response:
        body = await portal.changes(request.query_params.get("after", ""))
        return Response(body, media_type="application/json",
                        headers={"Cache-Control": "no-store"})

    # ---------------------------------------------------------------- writes
    async def write(action: Callable[[], Any], player: str, address: str) -> Any:
        """Run a write in a worker thread, one at a time, counting a wrong code."""
        async with portal.write_lock:
            try:
                result = await anyio.to_thread.run_sync(action)
            except PortalError as exc:
                if exc.code == "wrong_code":
                    portal.tries.wrong(player, address)
                raise
        await portal.refresh()
        return result

    def fields_of(data: dict[str, Any], lang: str, keys: tuple[str, ...]) -> dict[str, Any]:
        out = {}
        for key in keys:
            value = data.get(key)
            if key == "table":
                if isinstance(value, bool) or not isinstance(value, int | str) \
                        or not str(value).strip().isdigit() or len(str(value)) > 6:
                    raise PortalError("bad_request", 400, text("en", "bad_request",
                                                                what="table"),
                                      text("es", "bad_request", what="table"))
                value = int(value)
            elif key == "drop":
                if value is None:
                    value = False
                if not isinstance(value, bool):
                    raise PortalError("bad_request", 400, text("en", "bad_request", what=key),
                                      text("es", "bad_request", what=key))
            else:
                if value is None and key == "note":
                    value = ""
                if not isinstance(value, str) or len(value) > 600:
                    raise PortalError("bad_request", 400, text("en", "bad_request", what=key),
                                      text("es", "bad_request", what=key))
            out[key] = value
        return out

    async def guarded(request: Request, kind: str, form: bool) -> tuple[int, dict[str, Any]]:
        """Check and run a write; (HTTP status, answer) — the answer has ``error`` when
        refused."""
        lang = _lang(request)
        address = _address(request)
        if not _own_origin(request):
            return 403, {"error": "cross_origin", "message": text(lang, "csrf")}
        media = request.headers.get("content-type", "").split(";")[0].strip().lower()
        wanted = "application/x-www-form-urlencoded" if form else "application/json"
        if media != wanted:
            return 415, {"error": "unsupported_media_type", "message": text(lang, "json_only")}
        try:
            raw = await _body(request)
        except HTTPException:
            return 413, {"error": "too_large", "message": text(lang, "too_large")}
        try:
            if form:
                parsed = parse_qs(raw.decode("utf-8"), keep_blank_values=True,
                                  max_num_fields=10, strict_parsing=False)
                data: Any = {k: v[0] for k, v in parsed.items()}
                if not portal.token_ok(str(data.get("token", ""))):
                    return 403, {"error": "csrf", "message": text(lang, "csrf")}
                data["drop"] = data.get("drop") == "on"
            else:
                data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not an object")
        except (ValueError, UnicodeDecodeError):
            return 400, {"error": "bad_request", "message": text(lang, "bad_request",
                                                                 what="JSON")}
        keys = ("player", "code", "table", "result", "drop") if kind == "report" \
            else ("player", "code", "table", "note")
        try:
            values = fields_of(data, lang, keys)
        except PortalError as exc:
            return exc.status, {"error": exc.code, "message": exc.message(lang)}
        player_id = values["player"][:40]
        wait = portal.tries.wait(player_id, address)
        if wait > 0:
            return 429, {"error": "too_many_tries",
                         "message": text(lang, "too_many", s=int(wait) + 1),
                         "retry_after": int(wait) + 1}
        svc = portal.service
        try:
            if kind == "report":
                done = await write(lambda: svc.claim(
                    portal.event_id, player_id, values["code"], values["table"],
                    values["result"], values["drop"], address), player_id, address)
                status = "entered" if done.entered else done.status
                return 200, {"status": done.status, "entered": done.entered,
                             "message": text(lang, f"status_{status}")}
            call = await write(lambda: svc.call_from_phone(
                portal.event_id, player_id, values["code"], values["table"], values["note"],
                address), player_id, address)
            return 201, {"call": call.id, "message": text(lang, "called", n=call.id)}
        except PortalError as exc:
            return exc.status, {"error": exc.code, "message": exc.message(lang)}

    async def api_write(request: Request) -> Response:
        kind = "report" if request.url.path.endswith("/report") else "call"
        status, answer = await guarded(request, kind, form=False)
        headers = {"Retry-After": str(answer["retry_after"])} if status == 429 else None
        answer.pop("retry_after", None)
        if "error" not in answer:
            answer.pop("message", None)
        return JSONResponse(answer, status_code=status, headers=headers)

    async def form_write(request: Request) -> Response:
        kind = "report" if request.url.path.endswith("/report") else "call"
        status, answer = await guarded(request, kind, form=True)
        lang = _lang(request)
        back = None
        player = request.query_params.get("player", "")
        if portal.snap.seat_of(player[:40]) is not None:
            back = f"/player/{quote(player)}"
        headers = {"Retry-After": str(answer["retry_after"])} if status == 429 else None
        response = page("message.html", request, lang, 201 if status == 201 else status,
                        message=answer["message"], ok="error" not in answer, back=back)
        if headers:
            response.headers.update(headers)
        return response

    async def not_found(request: Request, exc: Exception) -> Response:
        code = getattr(exc, "status_code", 500)
        lang = _lang(request)
        if request.url.path.startswith("/api/"):
            key = {404: "not_found", 405: "bad_request", 413: "too_large"}.get(code, "error")
            message = text(lang, key, what=request.method) if key == "bad_request" \
                else text(lang, key)
            name = {404: "not_found", 405: "method_not_allowed", 413: "too_large"}.get(
                code, "internal")
            return _error(code if code in (404, 405, 413) else 500, name, message)
        key = "not_found" if code == 404 else "error"
        return page("message.html", request, lang, code if code in (404, 405, 413) else 500,
                    message=text(lang, key))

    async def failure(request: Request, exc: Exception) -> Response:
        _LOG.error("portal: %s %s failed: %s: %s", request.method, request.url.path,
                   type(exc).__name__, exc)
        lang = _lang(request)
        return _error(500, "internal", text(lang, "error"))

    async def root_redirect(request: Request) -> Response:
        return RedirectResponse("/", status_code=308)

    routes = [
        Route("/", home),
        Route("/index.html", root_redirect),
        Route("/pairings", pairings),
        Route("/names", names),
        Route("/standings", standings),
        Route("/find", find),
        Route("/player/{player}", player),
        Route("/report", form_write, methods=["POST"]),
        Route("/call", form_write, methods=["POST"]),
        Route("/why", why),
        Route("/qr.svg", qr),
        Route("/api/v1/event", api_event),
        Route("/api/v1/pairings", api_pairings),
        Route("/api/v1/find", api_find),
        Route("/api/v1/standings", api_standings),
        Route("/api/v1/why", api_why),
        Route("/api/v1/clock", api_clock),
        Route("/api/v1/changes", api_changes),
        Route("/api/v1/report", api_write, methods=["POST"]),
        Route("/api/v1/call", api_write, methods=["POST"]),
        Mount("/static", StaticFiles(directory=resource_path("portal", "static")),
              name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan,
                    exception_handlers={HTTPException: not_found, Exception: failure})
    app.add_middleware(_Guard, portal=portal)
    app.state.portal = portal
    return app


# ---------------------------------------------------------------------- serving
class _Server(uvicorn.Server):
    """Uvicorn's server, telling the portal when it starts (the bound port) and stops."""

    def __init__(self, config: uvicorn.Config, portal: Portal,
                 ready: Callable[[int], None] | None = None) -> None:
        super().__init__(config)
        self.portal = portal
        self.ready = ready

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started and self.ready is not None:
            self.ready(self.port())

    def port(self) -> int:
        """The port listened on (the one chosen when asked for port 0)."""
        for server in self.servers:
            for sock in server.sockets:
                return int(sock.getsockname()[1])
        return int(self.config.port)

    def handle_exit(self, sig: int, frame: Any) -> None:
        self.portal.stop_soon()
        super().handle_exit(sig, frame)

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        """SIGINT and SIGTERM stop the server, which then returns normally (Uvicorn's own
        would raise the signal again once stopped: an exit status of a killed process)."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        previous = {sig: signal.signal(sig, self.handle_exit)
                    for sig in (signal.SIGINT, signal.SIGTERM)}
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)


def _config(app: Starlette, host: str, port: int, certfile: str | None = None,
            keyfile: str | None = None) -> uvicorn.Config:
    return uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False,
                          proxy_headers=False, server_header=False, lifespan="on",
                          timeout_graceful_shutdown=3, backlog=4096,
                          timeout_keep_alive=KEEP_ALIVE,
                          ssl_certfile=certfile, ssl_keyfile=keyfile)


def _shown_url(host: str, port: int, tls: bool = False) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"{'https' if tls else 'http'}://{shown}:{port}/"


def lan_address() -> str | None:
    """This machine's address on the network that leads elsewhere (no packet is sent)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("10.255.255.255", 1))
        return str(s.getsockname()[0])
    return None


def _raise_fd_limit() -> None:
    """Raise this process's open-file limit to its hard limit: every phone is a socket,
    and many systems start processes at a soft limit of 1,024 (a room of phones would meet
    "too many open files" and be refused)."""
    with contextlib.suppress(ImportError, ValueError, OSError):
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if hard == resource.RLIM_INFINITY:
            hard = max(soft, 65536)
        if soft < hard:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def _stop_when_stdin_closes(server: _Server) -> None:
    """Stop ``server`` once standard input reaches its end (a daemon thread reads it): the
    window that started this process closed its pipe, or died — the portal never outlives
    the window that serves it."""

    def watch() -> None:
        with contextlib.suppress(OSError, ValueError):  # the raw descriptor: no buffer's
            while os.read(sys.stdin.fileno(), 4096):        # lock held at interpreter exit
                pass
        server.portal.stop_soon()
        server.should_exit = True  # Uvicorn's main loop looks every 0.1 s

    threading.Thread(target=watch, name="juez-portal-stdin", daemon=True).start()


def serve(url: str, event_id: str, host: str = "127.0.0.1", port: int = 8080, *,
          certfile: str | None = None, keyfile: str | None = None,
          watch_stdin: bool = False) -> None:
    """Serve the portal in the foreground until SIGINT/SIGTERM (or, with ``watch_stdin``,
    until standard input closes); print ``portal: http://H:P/`` on stdout once it accepts
    connections."""
    _raise_fd_limit()
    app = create_app(url, event_id)
    portal: Portal = app.state.portal
    tls = certfile is not None

    def ready(bound: int) -> None:
        gc.freeze()  # what lives from start-up on is out of the full collections' way
        print(f"portal: {_shown_url(host, bound, tls)}", flush=True)
        if host in ("0.0.0.0", "::"):
            lan = lan_address()
            if lan:
                print(f"portal: {_shown_url(lan, bound, tls)}", file=sys.stderr, flush=True)

    server = _Server(_config(app, host, port, certfile, keyfile), portal, ready)
    if watch_stdin:
        _stop_when_stdin_closes(server)
    with contextlib.suppress(SystemExit):  # Uvicorn exits when it cannot listen: said below
        server.run()
    if not server.started:
        raise OSError(f"the portal could not listen on {host}:{port} (in use, or not an "
                      "address of this machine)")


class PortalServer:
    """The portal served from a background thread (the window): :meth:`start`, then
    :attr:`url` and :meth:`stop`.

    >>> import os, tempfile
    >>> from judge_app.portal.store import PortalService
    >>> db = os.path.join(tempfile.mkdtemp(), "p.sqlite3")
    >>> ev = PortalService(db).create_event("Liga", "kodem", date="2026-12-02").id
    >>> server = PortalServer.start(db, ev, "127.0.0.1", 0)
    >>> server.url.startswith("http://127.0.0.1:")
    True
    >>> server.stop()
    """

    def __init__(self, server: _Server, thread: threading.Thread, url: str) -> None:
        self._server = server
        self._thread = thread
        self.url = url

    @property
    def portal(self) -> Portal:
        """The served :class:`Portal` (its service, snapshot, wrong tries)."""
        return self._server.portal

    @classmethod
    def start(cls, url: str, event_id: str, host: str = "127.0.0.1", port: int = 8080, *,
              timeout: float = 15.0, certfile: str | None = None,
              keyfile: str | None = None) -> PortalServer:
        """Start serving event ``event_id`` of database ``url`` on ``host:port`` (0: a free
        port) in a daemon thread; returns once it accepts connections (``OSError`` if it
        cannot listen)."""
        _raise_fd_limit()
        app = create_app(url, event_id)
        bound: list[int] = []
        ready = threading.Event()

        def on_ready(port_: int) -> None:
            bound.append(port_)
            ready.set()

        server = _Server(_config(app, host, port, certfile, keyfile), app.state.portal,
                         on_ready)
        def run() -> None:
            with contextlib.suppress(SystemExit):  # cannot listen: start() raises OSError
                server.run()

        thread = threading.Thread(target=run, name="juez-portal", daemon=True)
        thread.start()
        while not ready.wait(0.05):
            if not thread.is_alive() or timeout <= 0:
                server.should_exit = True
                raise OSError(f"the portal could not listen on {host}:{port}")
            timeout -= 0.05
        # The window's objects so far (its widgets, the event read, the portal's snapshot)
        # live on: move them out of the collector's way, so that a full collection — which a
        # room of phones triggers often — walks only what was made since (a full walk of the
        # window's heap stopped its frames for hundreds of ms: benchmarks/portal_load.py).
        gc.freeze()
        return cls(server, thread, _shown_url(host, bound[0], certfile is not None))

    def stop(self, timeout: float = 10.0) -> None:
        """Stop serving and wait for the thread (open long polls are answered first)."""
        self._server.portal.stop_soon()
        self._server.should_exit = True
        self._thread.join(timeout)

    @property
    def running(self) -> bool:
        """Whether the server thread still serves."""
        return self._thread.is_alive()
