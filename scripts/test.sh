#!/usr/bin/env bash
# Install everything the tests need on a fresh machine, then run lint, types and tests.
# This is the README's test command; .ci/run calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

# 1. System packages: Qt's runtime libraries (offscreen platform) and a PostgreSQL server
#    for the multi-station tests (the tests start their own server on a free port).
bash scripts/system_deps.sh --postgresql --chromium

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
.venv/bin/mypy --strict ui  # the window too (issue 21 §3: its boundary with the core is typed)
.venv/bin/python -m pytest -q "$@"
