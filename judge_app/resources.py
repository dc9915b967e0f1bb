"""Where the shipped resources (rulebooks, card sets, samples, translations) live.

In a source checkout they are in ``resources/`` beside the package; in an
installed wheel they are copied into ``judge_app/_resources``.

>>> (resource_dir() / "rulebooks").is_dir()
True
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resource_dir() -> Path:
    """The folder that holds ``rulebooks/``, ``cardsets/``, ``samples/`` …"""
    here = Path(__file__).resolve().parent
    for candidate in (here / "_resources", here.parent / "resources"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("Juez resources folder not found (expected resources/ or _resources/)")


def resource_path(*parts: str) -> Path:
    """A path inside the resources folder, e.g. ``resource_path("rulebooks", "sections.md")``."""
    return resource_dir().joinpath(*parts)
