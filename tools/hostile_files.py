"""Crafted files against every loader, with figures: per class the inputs tried, refused and
loaded, and the slowest refusal. Run from the repository: python tools/hostile_files.py"""

from __future__ import annotations

import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests import hostile  # noqa: E402


def main() -> int:
    rows: dict[tuple[str, str], list] = defaultdict(lambda: [0, 0, 0, 0.0])
    for case in hostile.cases():
        with tempfile.TemporaryDirectory() as folder:
            start = time.perf_counter()
            outcome, _ = hostile.attempt(case, Path(folder))
            elapsed = time.perf_counter() - start
        row = rows[(case.loader, case.cls)]
        row[0] += 1
        row[1 if outcome == "refused" else 2] += 1
        if outcome == "refused":
            row[3] = max(row[3], elapsed)
    print(f"{'loader':10}{'class':22}{'tried':>6}{'refused':>9}{'loaded':>8}{'slowest ms':>12}")
    for (loader, cls), (tried, refused, loaded, slowest) in sorted(rows.items()):
        print(f"{loader:10}{cls:22}{tried:6}{refused:9}{loaded:8}{slowest * 1000:12.1f}")
    worst = max(r[3] for r in rows.values())
    print(f"hostile tried={sum(r[0] for r in rows.values())} slowest_refusal_ms={worst * 1000:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
