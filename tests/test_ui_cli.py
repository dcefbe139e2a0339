"""The command line of the desktop game: --smoke and --screenshot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _smoke(folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", "--smoke", "--folder", str(folder)],
                          cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60)


def test_smoke_on_empty_folders_shows_a_computer_table(tmp_path):
    result = _smoke(tmp_path)
    assert result.returncode == 0, result.stderr
    assert "smoke: ok (a computer table)" in result.stdout
    assert not (tmp_path / "saves").exists() or not any((tmp_path / "saves").iterdir())


def test_smoke_starts_as_a_player_would_and_changes_no_file(tmp_path, shipped_edition):
    from game import storage
    from game.ai.random_bot import RandomBot
    from game.rules.engine import Setup
    from game.session import Seat, Session
    from game.storage import autosaves

    names = ("Anna", "Bruno")
    # the player's autosave, of a game on data/: the game continues it on data/
    session, _ = Session.start(shipped_edition, Setup(names, 4), [Seat(n) for n in names])
    bot = RandomBot(4)
    for _ in range(40):
        session.apply(bot.choose(session.game))
    folders = storage.Folders.under(tmp_path)
    autosaves.write(autosaves.slot_for(folders, session), session)
    folders.settings.write_bytes(b'\xef\xbb\xbf{"window": "wide", "sound": false}')
    (folders.saves / ".autosave.json.x1.part").write_text("{half")
    before = {p: p.read_bytes() for p in folders.saves.glob("*.json")}
    result = _smoke(tmp_path)
    assert result.returncode == 0, result.stderr
    assert "smoke: ok (continued a game in year 1)" in result.stdout
    assert {p: p.read_bytes() for p in folders.saves.glob("*.json")} == before
    assert not (folders.saves / ".autosave.json.x1.part").exists()  # litter cleaned
    assert storage.backup_path(folders.settings).exists()


def test_screenshot_writes_a_png(tmp_path):
    out = tmp_path / "shot.png"
    result = subprocess.run([sys.executable, "-m", "game", "--screenshot", str(out),
                             "--players", "3", "--seed", "2", "--advance", "30",
                             "--size", "1280x720"],
                            cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
