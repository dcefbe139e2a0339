"""How computer turns are paced at the window: frames from one computer move to the next, and
between two lines of the log, at the settings' Normal animation and computer speed.

    python tools/bench_pacing.py [--players 4] [--moves 120] [--seed 7]

A table of computer seats (random level, so that thinking costs nothing) is played a frame at a
time headless; frames are counted, not seconds waited (60 frames make a second). Printed: per
computer move the frames its animation ran and the frames from its arrival to the next move
(the pause the player has to follow it), and the frames between log lines."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.engine import Setup  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.ui.app import FPS, App  # noqa: E402

NAMES = ["Anna", "Bruno", "Chiara", "Dieter"]


def run(players: int, moves: int, seed: int) -> tuple[list[int], list[int], list[int]]:
    app = App((1280, 720), save_folder=None)  # Normal speeds: the settings' defaults
    seats = [Seat(n, "random", i) for i, n in enumerate(NAMES[:players])]
    session, events = Session.start(app.edition, Setup(NAMES[:players], seed, 0), seats)
    app.open_session(session, events)
    scene = app.scene
    anim, gaps, lines = [], [], []
    frame = arrived = running = last_line = 0
    played, written = 0, len(scene.log.entries)
    while played < moves and not scene.game.over:
        request = scene.table.request
        if request is not None:
            request.wait(30)  # thinking takes no frames here
        app.pump()
        frame += 1
        running += scene.motion.running
        if len(scene.log.entries) > written:
            lines.append(frame - last_line)
            last_line, written = frame, len(scene.log.entries)
        if len(scene.applied) > played:
            if played:
                gaps.append(frame - arrived)
                anim.append(running)
            played, arrived, running = len(scene.applied), frame, 0
    app.close()
    return anim, gaps, lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--moves", type=int, default=120)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    anim, gaps, lines = run(args.players, args.moves, args.seed)

    def line(what: str, frames: list[int]) -> None:
        print(f"{what:34} mean {statistics.mean(frames) / FPS:5.2f} s  "
              f"min {min(frames) / FPS:5.2f} s  max {max(frames) / FPS:5.2f} s")

    print(f"{args.players} computer players, {len(gaps)} moves, Normal speeds ({FPS} frames/s)")
    line("animation of a move", anim)
    line("from a move to the next", gaps)
    line("pause after a move is shown", [g - a for g, a in zip(gaps, anim, strict=True)])
    line("between two log lines", lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
