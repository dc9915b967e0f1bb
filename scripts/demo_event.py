"""Run the sample event from the command line and print every report of it.

The bundled roster (resources/samples/events/regional-cdmx-64.csv, 64 players,
names with accents, markup, a formula prefix and CJK) goes through exactly the
commands a scorekeeper types: import, six Swiss rounds with seeded results, a
late entry after round 2, two drops, a corrected result, a penalty, the top 8 to
a champion; then every report (PDF and CSV) and the match review of a Kódem
sample log land in OUT. Used by the README and by tests/test_demo_event.py.

    .venv/bin/python scripts/demo_event.py OUT [--db URL] [--seed N]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge_app.cli import main as cli  # noqa: E402
from judge_app.games import games  # noqa: E402

#: The demo is a regional of the flagship game (the first the registry lists).
FLAGSHIP = games()[0]

ROSTER = ROOT / "resources" / "samples" / "events" / "regional-cdmx-64.csv"
REVIEWED_LOG = FLAGSHIP.sample_dir / "batalla-violations.json"
SCORES = ("2-0", "2-1", "1-2", "0-2", "2-1", "1-2", "1-1-1", "2-0", "0-2")


def run(*argv: str) -> str:
    """One command; its standard output (a failure stops the demo with its message)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = cli(list(argv))
    if status not in (0, 1):
        raise SystemExit(f"judge-app {' '.join(argv)} exited {status}")
    return out.getvalue()


def play_round(db: str, event: str, rng: random.Random, *, top: bool = False) -> int:
    """Pair the next round (Swiss or bracket), publish it and enter a result for every table."""
    command = ("round", "top", event, "--cut", "8") if top else ("round", "pair", event)
    pairing = json.loads(run("--db", db, *command, "--json"))
    run("--db", db, "round", "publish", event)  # printable, on the projector
    for table in pairing["pairings"]:
        if table["p2"] is None:
            continue
        score = rng.choice(("2-0", "2-1", "1-2", "0-2")) if top else rng.choice(SCORES)
        run("--db", db, "round", "result", event, str(table["table"]), score)
    return int(pairing["round"])


def demo(out: Path, db: str, seed: int = 7) -> dict[str, object]:
    """Run the whole event into ``out``; a summary of what was produced."""
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    event = json.loads(run("--db", db, "event", "create", "--name", "Regional CDMX",
                           "--game", FLAGSHIP.key, "--json"))["event"]
    run("--db", db, "player", "import", event, str(ROSTER))
    for round_no in range(1, 7):
        if round_no == 3:
            run("--db", db, "player", "add", event, "Llegó Tarde", "--id", "P065")
        if round_no == 4:
            run("--db", db, "player", "drop", event, "P010")
            run("--db", db, "player", "drop", event, "P020")
        play_round(db, event, rng)
        if round_no == 2:
            run("--db", db, "round", "correct", event, "1", "1", "1-2")
            run("--db", db, "penalty", "add", event, "P005", "--infraction",
                "Ataca con una carta en descanso", "--penalty", "warning",
                "--cite", f"{FLAGSHIP.rulebook}:5.1", "--round", "2", "--note", "Mesa 4")
    standings = json.loads(run("--db", db, "standings", event, "--json"))
    last_swiss = int(standings["round"])
    play_round(db, event, rng, top=True)
    while json.loads(run("--db", db, "standings", event, "--json")).get("champion") is None:
        play_round(db, event, rng, top=True)
    champion = json.loads(run("--db", db, "standings", event, "--json"))["champion"]
    files = []
    for report in ("pairings", "pairings-by-name", "standings"):
        for ext in ("pdf", "csv"):
            target = out / f"{report}.{ext}"
            rounds = () if report == "standings" else ("--round", str(last_swiss))
            run("--db", db, "report", report, event, *rounds, "--out", str(target),
                "--force")  # the demo's own folder: a second run replaces its reports
            files.append(target.name)
    run("--db", db, "report", "slips", event, "--round", str(last_swiss),
        "--out", str(out / "slips.pdf"), "--force")
    run("--db", db, "report", "penalties", event, "--out", str(out / "penalties.pdf"),
        "--force")
    files += ["slips.pdf", "penalties.pdf"]
    run("report", "match", str(REVIEWED_LOG), "--out", str(out / "match-review.pdf"), "--force")
    files.append("match-review.pdf")
    run("--db", db, "audit", "verify", event)
    return {"event": event, "swiss_rounds": last_swiss, "champion": champion, "files": files}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the PDFs and CSVs")
    parser.add_argument("--db", help="database URL (default: a new SQLite file in OUT)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the results")
    args = parser.parse_args()
    db = args.db or f"sqlite:///{(args.out / 'demo-event.sqlite').resolve()}"
    args.out.mkdir(parents=True, exist_ok=True)
    summary = demo(args.out, db, args.seed)
    print(json.dumps(summary, ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
