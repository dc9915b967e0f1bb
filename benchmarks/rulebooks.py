"""Rulebook index figures: loading the committed indexes, parsing the .md, searching.

Why the indexes are committed: loading them is what the app pays at start-up;
parsing the Markdown is what it would pay without them.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge_app.games import rulebook_infos  # after the path set-up above
from judge_app.rulebooks import Rulebook, get_rulebook, parse_rulebook, source_path


def best_ms(action: Callable[[], object], repeat: int = 20) -> tuple[float, float]:
    """(best, median) wall time of ``action`` in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return min(times), statistics.median(times)


def load_all() -> list[Rulebook]:
    get_rulebook.cache_clear()
    return [get_rulebook(info.id) for info in rulebook_infos()]


def parse_all() -> None:
    for info in rulebook_infos():
        text = source_path(info.id).read_text(encoding="utf-8")
        parse_rulebook(info.id, text)


def main() -> None:
    books = load_all()
    sections = sum(len(b) for b in books)
    best, median = best_ms(load_all)
    print(f"load 5 committed indexes ({sections} sections): best {best:.1f} ms, "
          f"median {median:.1f} ms")
    best, median = best_ms(parse_all)
    print(f"parse 5 rulebook .md files: best {best:.1f} ms, median {median:.1f} ms")
    kodem = get_rulebook("kodem-5.0")
    for query in ("vinculo", "fase de batalla", "extincion protector descanso"):
        best, median = best_ms(partial(kodem.search, query), repeat=50)
        print(f"search kodem-5.0 {query!r}: best {best:.2f} ms, median {median:.2f} ms")


if __name__ == "__main__":
    main()
