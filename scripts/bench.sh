#!/usr/bin/env bash
# Run every benchmark in benchmarks/ and print its figures (with the machine).
# A benchmark that fails does not stop the others: each runs, and the end says which
# failed (exit 1 then), so one broken figure never hides the rest.
set -uo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/python -m pip install -q -e '.[test]'; } || exit 1
export QT_QPA_PLATFORM=offscreen
.venv/bin/python benchmarks/machine.py
failed=()
for script in benchmarks/*.py; do
  [ "$(basename "$script")" = machine.py ] && continue
  echo
  echo "== $script"
  .venv/bin/python "$script"
  status=$?
  if [ "$status" -ne 0 ]; then
    echo "== $script FAILED (exit $status)"
    failed+=("$script")
  fi
done
echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "benchmarks that failed (${#failed[@]}): ${failed[*]}"
  exit 1
fi
echo "every benchmark ran"
