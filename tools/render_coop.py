"""Render a co-op table (R-COOP-*) to PNG for review: one person and a normal computer team-mate
played by the normal computer player into year 2's action phase, when the Baron's card of the
round takes dice (so that his taken-dice mark shows), at each size and in each language; then
the same with his card's panel open (coop-card-*.png).

    python tools/render_coop.py [OUT_DIR] [--sizes 1280x720,1920x1080] [--languages en,it,de]
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
from game.rules.coop.baron import content  # noqa: E402
from game.rules.coop.content import CoopKind  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.ui.app import App  # noqa: E402

SEED = 3


def mid_game(app: App) -> Session:
    """The table in year 2 once the Baron's card of the round takes dice (or the game's end)."""
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]
    session, _ = Session.start(app.edition, Setup(("Anna", "Bruno"), SEED, 0, "normal"), seats)
    bot = NormalBot(SEED)

    def there(game: Game) -> bool:
        c = game.state.coop
        takes = c is not None and c.baron_card and any(
            e.kind == CoopKind.TAKE_DICE for e in content(game).baron[c.baron_card].effects)
        return game.over or game.state.year >= 2 and game.state.phase == "actions" and takes

    while not there(session.game):
        session.apply(str(bot.choose(session.game)))
    return session


def render(out: Path, size: tuple[int, int], language: str) -> Path:
    app = App(size, save_folder=None, bot_delay=0, turn_grace=0)
    texts.set_language(language)
    app.start_title()
    app.open_session(mid_game(app), None)
    for _ in range(60):
        app.pump()
    app.full_redraw = True
    app.frame([])
    path = out / f"coop-{size[0]}x{size[1]}-{language}.png"
    pygame.image.save(app.screen, str(path))
    app.scene.baron_panel.open()  # his card's panel, as a click on his card in the strip opens it
    app.scene.overlay_dirty = True
    app.full_redraw = True
    app.frame([])
    pygame.image.save(app.screen, str(out / f"coop-card-{size[0]}x{size[1]}-{language}.png"))
    app.close()
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/coop")
    parser.add_argument("--sizes", default="1280x720,1920x1080")
    parser.add_argument("--languages", default="en,it,de")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for size in args.sizes.split(","):
        w, h = (int(v) for v in size.lower().split("x"))
        for language in args.languages.split(","):
            print(render(out, (w, h), language))
    return 0


if __name__ == "__main__":
    sys.exit(main())
