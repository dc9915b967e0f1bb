"""Print a description of the machine the benchmarks run on."""

from __future__ import annotations

import os
import platform


def describe() -> str:
    """One line: CPU model, cores, memory, OS and Python."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = ""
    try:
        with open("/proc/meminfo", encoding="utf-8") as f:
            kb = int(f.readline().split()[1])
            mem = f", {kb / 1024 / 1024:.0f} GiB RAM"
    except (OSError, ValueError, IndexError):
        pass
    return (f"machine: {cpu}, {os.cpu_count()} cores{mem}, {platform.system()} "
            f"{platform.release()}, Python {platform.python_version()}")


if __name__ == "__main__":
    print(describe())
