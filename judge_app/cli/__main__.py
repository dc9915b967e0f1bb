"""``python -m judge_app.cli …``: the command line without the window's entry point (the
window starts the players' portal's own process this way: ``python -m judge_app.cli
portal serve …``, :mod:`judge_app.portal.process`)."""

from __future__ import annotations

import sys

from judge_app.cli import main

if __name__ == "__main__":
    sys.exit(main())
