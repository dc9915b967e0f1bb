#!/usr/bin/env bash
# Set up Juez in a virtual environment (first run) and start the desktop application
# on the embedded SQLite database. The README's first command.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/judge-app ]; then
  python3 -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e .
fi
.venv/bin/python scripts/build_translations.py
exec .venv/bin/judge-app "$@"
