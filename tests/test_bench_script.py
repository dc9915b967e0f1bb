"""``scripts/bench.sh`` runs every benchmark even when one fails, and says at the end which
failed (issue 20: it stopped at the first failure, hiding every figure after it)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_a_failing_benchmark_does_not_stop_the_others(tmp_path: Path) -> None:
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "bench.sh", tmp_path / "scripts" / "bench.sh")
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    (tmp_path / ".venv" / "bin" / "python").symlink_to(sys.executable)
    bench = tmp_path / "benchmarks"
    bench.mkdir()
    (bench / "machine.py").write_text('print("the machine")\n')
    (bench / "a_breaks.py").write_text("raise SystemExit(3)\n")
    (bench / "b_counts.py").write_text('print("b: 42 ms")\n')
    (bench / "c_crashes.py").write_text("1 / 0\n")
    done = subprocess.run(["bash", str(tmp_path / "scripts" / "bench.sh")],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 1
    assert "b: 42 ms" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == (
        "benchmarks that failed (2): benchmarks/a_breaks.py benchmarks/c_crashes.py")
