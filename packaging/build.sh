#!/usr/bin/env bash
# Build an installable folder app (dist/juez/) with PyInstaller, then a tarball with the
# desktop entry. Run from anywhere; uses the project's .venv.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q -e '.[package]'
.venv/bin/python scripts/build_translations.py
.venv/bin/pyinstaller --noconfirm --distpath dist --workpath build packaging/juez.spec
cp packaging/juez.desktop dist/juez/
cp resources/icons/juez.svg dist/juez/juez.svg  # the desktop entry's Icon=juez (install into ~/.local/share/icons/hicolor/scalable/apps/)
tar -C dist -czf dist/juez-linux.tar.gz juez
echo "built dist/juez/ and dist/juez-linux.tar.gz"
