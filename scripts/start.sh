#!/usr/bin/env bash
# Set up Juez in a virtual environment (first run) and start the desktop application
# on the embedded SQLite database. The README's first command.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system_deps.sh
if [ ! -x .venv/bin/judge-app ]; then
  python3 -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e .
fi
.venv/bin/python scripts/build_translations.py
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ] && [ "$(uname)" = Linux ]; then
  echo "No display found (DISPLAY/WAYLAND_DISPLAY unset): the window runs offscreen." >&2
  export QT_QPA_PLATFORM=offscreen
fi
exec .venv/bin/judge-app "$@"
