#!/usr/bin/env bash
# The README's first command: set up Juez (first run: Qt's system libraries through apt,
# a virtual environment in .venv with Juez installed, translations built) and start the
# desktop application on the default SQLite database. Arguments go to judge-app (its
# command line: `bash scripts/start.sh event list`).
# With no display (no DISPLAY/WAYLAND_DISPLAY, no QT_QPA_PLATFORM chosen by the user) it sets
# up, says so and how to use the command line instead, and exits 0: a window nobody can see
# would only leave the terminal hanging.
set -euo pipefail
cd "$(dirname "$0")/.."

no_display=""
if [ $# -eq 0 ] && [ "$(uname)" = Linux ] \
   && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ]; then
  no_display=1
fi

bash scripts/system_deps.sh

# (Re)install when .venv is new or pyproject.toml changed since the last install.
stamp=.venv/.juez-installed
want=$(cksum pyproject.toml)
# One line per step of the first set-up (issue 23 §15): minutes of silence read as a hang.
first=""
if [ ! -x .venv/bin/judge-app ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  first=1
  echo "Setting up Juez in .venv (first run: downloads about 300 MB and takes a few minutes)…"
  echo "  1/4 creating the virtual environment (.venv)…"
  python3 -m venv .venv
  echo "  2/4 updating pip…"
  .venv/bin/python -m pip install -q --upgrade pip
  echo "  3/4 installing Juez and its libraries (PySide6, SQLAlchemy, reportlab…)…"
  .venv/bin/python -m pip install -q -e .
  echo "$want" >"$stamp"
fi
[ -z "$first" ] || echo "  4/4 building the translations…"
.venv/bin/python scripts/build_translations.py >/dev/null
[ -z "$first" ] || echo "Juez is set up; starting."

if [ -n "$no_display" ]; then
  cat >&2 <<'EOF'
Juez está instalado, pero no hay pantalla (DISPLAY y WAYLAND_DISPLAY vacías): la ventana
no se abre. Juez is installed, but no display was found (DISPLAY and WAYLAND_DISPLAY are
unset), so the window was not started.

Open it from a desktop session (or over `ssh -X`), or use the command line instead:

  .venv/bin/judge-app --help
  .venv/bin/judge-app check resources/samples/kodem/batalla-violations.json --lang en
  .venv/bin/judge-app event create --name "Regional CDMX" --game kodem
  .venv/bin/judge-app event list

To run the window anyway without a screen (screenshots, tests), choose Qt's platform
yourself: QT_QPA_PLATFORM=offscreen bash scripts/start.sh
EOF
  exit 0
fi
exec .venv/bin/judge-app "$@"
