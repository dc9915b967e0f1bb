"""Entry point of ``judge-app``: no arguments starts the window, otherwise the CLI.

The dispatch lives here, in ``ui``, so that the core (``judge_app``) never
imports the GUI or Qt; subcommands never load Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        from ui.app import run

        return run()
    from judge_app.cli import main as cli_main

    return cli_main(args)


if __name__ == "__main__":
    raise SystemExit(main())
