"""Rewrite the generated part of docs/notation.md: each game's vocabulary and example game.

Run after changing a game's notation: ``.venv/bin/python scripts/notation_docs.py``
(tests/notation/test_docs.py fails while the document is out of date).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge_app.notation.docs import section  # noqa: E402

DOC = ROOT / "docs" / "notation.md"
MARK = re.compile(r"<!-- generated: (\w+)/([\w-]+) -->\n.*?<!-- end -->", re.S)


def main() -> None:
    """Replace every ``<!-- generated: GAME/SAMPLE -->`` … ``<!-- end -->`` block."""
    text = DOC.read_text(encoding="utf-8")
    text = MARK.sub(lambda m: f"<!-- generated: {m.group(1)}/{m.group(2)} -->\n"
                    f"{section(m.group(1), m.group(2))}\n<!-- end -->", text)
    DOC.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
