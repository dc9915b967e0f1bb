"""Compile the Qt translation sources (resources/i18n/*.ts) into .qm files with pyside6-lrelease.

The .qm files are build products: generated here (by the start and test
commands and the packaging), never committed.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"


def lrelease() -> str:
    exe = Path(sys.executable).parent / "pyside6-lrelease"
    if exe.exists():
        return str(exe)
    found = shutil.which("pyside6-lrelease")
    if found is None:
        raise SystemExit("pyside6-lrelease not found: install PySide6 first")
    return found


def main() -> int:
    sources = sorted(I18N.glob("*.ts"))
    for ts in sources:
        qm = ts.with_suffix(".qm")
        subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)
    sys.path.insert(0, str(ROOT))
    from ui.i18n import ship_qtbase  # Qt's own dialogs in Spanish, shipped with the app

    shipped = ship_qtbase()
    print(f"translations: {len(sources)} compiled, {len(shipped)} Qt base translation(s) "
          "shipped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
