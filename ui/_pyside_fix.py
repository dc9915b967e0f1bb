"""Work around a reference-count bug of PySide6 6.12 on CPython 3.11.

On CPython 3.11 ``None``, ``True`` and ``False`` are ordinary reference-counted
objects (3.12 made them immortal). PySide6 6.12.0 drops one reference to
``None`` on every call of a ``void`` Qt method (``QLabel.setText``,
``QPainter.drawLine``…) and one to ``True`` on every ``Signal.emit``; after a
few thousand calls the count reaches zero and the interpreter aborts with
``Fatal Python error: none_dealloc`` — seconds into a replay, or at exit. A
judge's window must not die like that, so on CPython < 3.12 the three
singletons get a reference count so large (2**52) that no session can use it
up: in effect the immortality 3.12 gives them. On 3.12+ this does nothing.

pyproject.toml pins PySide6 below 6.12, so an installed Juez never needs this;
it stays as a guard for anyone running the window on a 6.12 they installed
themselves, and acts only when that PySide6 is the one loaded.
"""

from __future__ import annotations

import sys

HEADROOM = 1 << 52


def affected_pyside() -> bool:
    """Whether the installed PySide6 is a release known to drop references (6.12.x).

    Reads the name of the installed ``.dist-info`` folder first: importlib.metadata
    costs about 0.1 s, paid by every command-line start-up (which imports this package).
    """
    import glob
    import os

    for entry in sys.path:
        found = glob.glob(os.path.join(entry or ".", "[Pp]y[Ss]ide6_[Ee]ssentials-*.dist-info"))
        if found:
            return os.path.basename(found[0]).split("-")[1].startswith("6.12.")
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("PySide6-Essentials").startswith("6.12.")
    except PackageNotFoundError:
        return False


def immortalize_singletons() -> bool:
    """Give None, True and False a huge reference count on CPython < 3.12; True if done.

    Only touches the count when the field read at the object's address is
    exactly what ``sys.getrefcount`` reports (a standard build's layout).
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not affected_pyside():
        return False
    import ctypes

    done = False
    for obj in (None, True, False):
        field = ctypes.c_ssize_t.from_address(id(obj))
        # getrefcount sees one more reference: its own argument.
        if field.value != sys.getrefcount(obj) - 1:
            continue
        if field.value < HEADROOM:
            field.value += HEADROOM
        done = True
    return done
