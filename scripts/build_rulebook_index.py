"""Regenerate the rulebook indexes (``resources/rulebooks/<id>.sections.json``) from the .md.

The indexes are committed so the app never parses a rulebook at start-up;
``tests/test_rulebooks.py`` rebuilds them and fails if they drifted.

    .venv/bin/python scripts/build_rulebook_index.py           # write the five indexes
    .venv/bin/python scripts/build_rulebook_index.py --check   # exit 1 if any is stale

Exit status 2 if a source no longer fits its layout (a heading moved or vanished).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge_app.games import rulebook_infos  # after the path set-up above
from judge_app.rulebooks import (  # after the path set-up above
    IndexBuildError,
    build_index,
    index_path,
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Regenerate the rulebook section indexes.")
    parser.add_argument("--check", action="store_true", help="only report stale indexes")
    args = parser.parse_args(argv)
    stale = 0
    for info in rulebook_infos():
        try:
            text = build_index(info.id)
        except IndexBuildError as exc:
            print(f"{info.source_file}: {exc}", file=sys.stderr)
            return 2
        path = index_path(info.id)
        current = path.read_text(encoding="utf-8") if path.exists() else None
        count = len(json.loads(text)["sections"])
        if current == text:
            print(f"{path.name}: up to date ({count} sections)")
        elif args.check:
            print(f"{path.name}: STALE (run scripts/build_rulebook_index.py)")
            stale += 1
        else:
            path.write_text(text, encoding="utf-8")
            print(f"{path.name}: written ({count} sections)")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
