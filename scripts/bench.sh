#!/usr/bin/env bash
# Run every benchmark in benchmarks/ and print its figures (with the machine).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || { python3 -m venv .venv; .venv/bin/python -m pip install -q -e '.[test]'; }
export QT_QPA_PLATFORM=offscreen
.venv/bin/python benchmarks/machine.py
for script in benchmarks/*.py; do
  [ "$(basename "$script")" = machine.py ] && continue
  echo
  echo "== $script"
  .venv/bin/python "$script"
done
