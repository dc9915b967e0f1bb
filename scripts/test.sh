#!/usr/bin/env bash
# Install everything the tests need on a fresh machine, then run lint, types and tests.
# This is the README's test command; .ci/run calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

# 1. System packages: Qt's runtime libraries (offscreen platform) and a PostgreSQL server
#    for the multi-station tests (the tests start their own server on a free port).
missing=()
have_lib() { ldconfig -p 2>/dev/null | grep -q "$1"; }
have_lib libEGL.so.1 || missing+=(libegl1)
have_lib libGL.so.1 || missing+=(libgl1)
have_lib libxkbcommon.so.0 || missing+=(libxkbcommon0)
have_lib libfontconfig.so.1 || missing+=(libfontconfig1)
have_lib libdbus-1.so.3 || missing+=(libdbus-1-3)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing system packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# 2. The project and its test dependencies in a virtual environment.
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'

# 3. Translations (.qm) are built from the .ts sources, never committed.
.venv/bin/python scripts/build_translations.py

# 4. Lint, types, tests (Qt offscreen: no display needed).
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check judge_app ui tests benchmarks scripts
.venv/bin/mypy judge_app
.venv/bin/python -m pytest -q "$@"
