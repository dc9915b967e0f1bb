"""``python -m judge_app.portal serve EVENT …``: the ``portal`` commands of the CLI (the
window starts the portal's own process this way, :mod:`judge_app.portal.process`)."""

from __future__ import annotations

import sys

from judge_app.cli import main

if __name__ == "__main__":
    sys.exit(main(["portal", *sys.argv[1:]]))
