"""A real, small, full disk for tests: a tmpfs mounted in the test's folder (root only, as
in the project's CI container; the test is skipped where mounting is not allowed)."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def small_disk(folder: Path, size: str = "4m") -> Iterator[Path]:
    """``folder`` as a tmpfs of ``size`` while the block runs."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                          capture_output=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs: {done.stderr.decode(errors='replace')}")
    try:
        yield folder
    finally:
        from judge_app.storage.service import dispose_engines

        dispose_engines()
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> Path:
    """Write a file in ``folder`` until its device has no byte left; the file."""
    filler = folder / "filler"
    for chunk in (65536, 1):  # unbuffered: each write reaches the device
        with open(filler, "ab", buffering=0) as f, contextlib.suppress(OSError):
            while True:
                f.write(b"\0" * chunk)
    return filler
