#!/usr/bin/env bash
# Build the installable folder app dist/juez/ with PyInstaller, check it with
# packaging/smoke.sh, then pack dist/juez-linux.tar.gz (app + desktop entry + icon).
# Run from anywhere; uses (and if needed creates) the project's .venv and installs the
# `package` extra (PyInstaller). JUEZ_SKIP_SMOKE=1 skips the checks of the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q -e '.[package]'
.venv/bin/python scripts/build_translations.py  # the .qm files are build products
rm -rf dist/juez dist/juez-linux.tar.gz
.venv/bin/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build \
  packaging/juez.spec
cp packaging/juez.desktop dist/juez/
cp resources/icons/juez.svg dist/juez/juez.svg  # Icon=juez: see packaging/README.md
echo "built dist/juez/ in $((SECONDS - start)) s ($(du -sh dist/juez | cut -f1))"
if [ "${JUEZ_SKIP_SMOKE:-0}" != 1 ]; then
  bash packaging/smoke.sh dist/juez
fi
tar -C dist -czf dist/juez-linux.tar.gz juez
echo "packed dist/juez-linux.tar.gz ($(du -sh dist/juez-linux.tar.gz | cut -f1))"
