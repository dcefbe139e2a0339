"""Running tests on the plain modules, in a child process with MONASTERIUM_PURE set: to check
that they pass both ways, and for the few tests that patch a bot's or the rules' internals,
which compiled code calls past a patch."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_plain(test_id: str) -> None:
    """Run tests (a pytest id: a file, a test) on the plain modules: all must pass, none skip."""
    command = [sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:cacheprovider"]
    run = subprocess.run([*command, test_id], cwd=ROOT, env={**os.environ, "MONASTERIUM_PURE": "1"},
                         capture_output=True, text=True, timeout=600)
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else ""
    assert run.returncode == 0 and " passed" in summary and "skipped" not in summary, \
        run.stdout + run.stderr
