"""The command line of the desktop game: --smoke and --screenshot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def test_smoke_exits_zero():
    result = subprocess.run([sys.executable, "-m", "game", "--smoke"], cwd=ROOT, env=ENV,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_screenshot_writes_a_png(tmp_path):
    out = tmp_path / "shot.png"
    result = subprocess.run([sys.executable, "-m", "game", "--screenshot", str(out),
                             "--players", "3", "--seed", "2", "--advance", "30",
                             "--size", "1280x720"],
                            cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
