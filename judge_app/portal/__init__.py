"""The players' portal (shared/spec/portal.md): players' phones on the venue network.

* :mod:`.codes` — personal codes: random (``secrets``), never derived from ids or names;
* :mod:`.claims` — what two players' claims of a table make (waiting, agreed, disputed);
* :mod:`.store` — :class:`~judge_app.portal.store.PortalService`: codes, claims, calls from
  phones, the desk's accept, every one audited through the event's chain;
* :mod:`.view` — the public snapshot of an event the pages and the API show (published
  rounds only, standings of completed rounds, the clock);
* :mod:`.server` — the ASGI application (Starlette) and how it is served (Uvicorn), in the
  foreground (``judge-app portal serve``) or in a background thread (tests);
* :mod:`.process` — ``portal serve`` as a child process of the window (its own interpreter:
  the phones never wait for the window's UI thread, nor it for them).

Nothing here imports Qt; only :mod:`.server` imports the web framework, so the CLI's other
``portal`` commands start without it.
"""
