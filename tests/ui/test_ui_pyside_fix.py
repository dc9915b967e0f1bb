"""A long session survives PySide6 6.12's lost references to None/True (CPython 3.11).

Run in a subprocess: without the fix the interpreter aborts (``none_dealloc``)
after a few thousand ``void`` Qt calls, which would take the test runner with it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SESSION = """
import sys
import ui  # applies the fix
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication([])
label = QLabel()

class Emitter(QObject):
    fired = Signal()

emitter = Emitter()
emitter.fired.connect(lambda: None)
image = QImage(20, 20, QImage.Format.Format_RGB32)
painter = QPainter(image)
for _ in range(30000):  # about a long evening of seeking and entering results
    label.setText("x")
    painter.setPen(QColor("red"))
    painter.drawLine(0, 0, 5, 5)
    emitter.fired.emit()
painter.end()
from ui._pyside_fix import affected_pyside
assert sys.getrefcount(None) > 1_000_000 or sys.version_info >= (3, 12) or not affected_pyside()
print("alive")
"""


def test_thousands_of_qt_calls_do_not_abort_the_interpreter() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", SESSION], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().endswith("alive")


def test_the_fix_leaves_reference_counts_usable() -> None:
    from ui._pyside_fix import HEADROOM, affected_pyside, immortalize_singletons

    immortalize_singletons()  # idempotent: never adds the headroom twice
    if sys.version_info < (3, 12) and affected_pyside():
        assert HEADROOM // 2 < sys.getrefcount(None) < 2 * HEADROOM
        assert HEADROOM // 2 < sys.getrefcount(True) < 2 * HEADROOM
    else:
        assert not immortalize_singletons()
