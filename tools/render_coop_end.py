"""Render a co-op game's year-end banner and its end screen to PNG for review: two players (a
person and a normal computer team-mate) played by the normal computer player to the end of year
1 (coop-year-*.png) and to the final scoring (coop-end-*.png), at each size and in each
language; the team's account shows on both.

    python tools/render_coop_end.py [OUT_DIR] [--sizes 1280x720,1920x1080] [--languages en,it,de]
                                    [--seed 3] [--players 2]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import texts  # noqa: E402
from game.ai.normal_bot import NormalBot  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.ui.app import App  # noqa: E402

NAMES = ("Anna", "Bruno", "Carla", "Dario")


def played(app: App, seed: int, players: int, year: int | None) -> Session:
    """A game played to the end of `year` (None: to its end)."""
    seats = [Seat(NAMES[0], "human", 0)] + [Seat(NAMES[i], "normal", i) for i in range(1, players)]
    setup = Setup(NAMES[:players], seed, 0, "normal")
    session, _ = Session.start(app.edition, setup, seats)
    bot = NormalBot(seed)
    game = session.game
    while not game.over and (year is None or game.state.year <= year):
        session.apply(str(bot.choose(game)))
    return session


def shot(app: App, path: Path) -> None:
    app.full_redraw = True
    app.frame([])
    pygame.image.save(app.screen, str(path))
    print(path)


def render(out: Path, size: tuple[int, int], language: str, seed: int, players: int) -> None:
    app = App(size, save_folder=None, bot_delay=0, turn_grace=0)
    texts.set_language(language)
    app.start_title()
    app.open_session(played(app, seed, players, 1), None)
    for _ in range(30):
        app.pump()
    scene = app.scene
    scene.year_end.start(1, scene.log.year_points(1) or [0] * players, 10**6)
    scene.overlay_dirty = True
    shot(app, out / f"coop-year-{size[0]}x{size[1]}-{language}.png")
    session = played(app, seed, players, None)
    app.go("scoring", game=session.game, seats=session.seats, record=session.record)
    shot(app, out / f"coop-end-{size[0]}x{size[1]}-{language}.png")
    app.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/coop")
    parser.add_argument("--sizes", default="1280x720,1920x1080")
    parser.add_argument("--languages", default="en,it,de")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for size in args.sizes.split(","):
        w, h = (int(v) for v in size.lower().split("x"))
        for language in args.languages.split(","):
            render(out, (w, h), language, args.seed, args.players)
    return 0


if __name__ == "__main__":
    sys.exit(main())
