"""Render the main screens to PNG for review: python tools/render_screens.py [OUT_DIR]."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ai.random_bot import RandomBot  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.demo import computer_table  # noqa: E402
from game.ui.drawn import PIECE  # noqa: E402


def shot(app: App, out: Path, name: str) -> None:
    app.frame([])
    pygame.image.save(app.screen, str(out / f"{name}.png"))
    print(out / f"{name}.png")


def human_table(app: App, seed: int, stop):
    """Two people at the window, played by a random bot until `stop(game)`."""
    names = ("Anna", "Bruno")
    session, events = Session.start(app.edition, Setup(names, seed),
                                    [Seat(n, "human", i) for i, n in enumerate(names)])
    scene = app.go("play", session=session, events=events)
    bot = RandomBot(seed)
    while not stop(scene.game):
        scene.apply(bot.choose(scene.game))
    app.frame([])
    return scene


def where(scene, step) -> tuple[int, int]:
    """The centre of what the last frame drew for `step` on the decider's board."""
    player = scene.decision.player
    return next(d.rect.center for d in scene.drawn()
                if d.step == step and d.player in (None, player))


def drag_shot(app: App, out: Path) -> None:
    """A die dragged off a dice space: a take decision with several choices."""
    scene = human_table(app, 4, lambda g: g.decision.kind == "take" and len(g.options()) >= 4)
    move = next(m for m in scene.game.options() if m.kind == "take")
    _, source, target = scene.plan(move)
    start, end = where(scene, source), where(scene, target)
    mid = ((start[0] * 2 + end[0]) // 3, (start[1] * 2 + end[1]) // 3)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0))])
    shot(app, out, "drag")


def send_shot(app: App, out: Path) -> None:
    """A send decision with a discount, a novice chosen: the costs under the targets."""
    scene = human_table(app, 11, lambda g: g.decision.kind == "send"
                        and g.decision.data.get("discount", 0) > 0
                        and sum(m.row <= 2 for m in g.options()) >= 3)
    novices = sorted(d.step for d in scene.drawn() if d.step[0] == "novice" and d.look == PIECE
                     and d.player == scene.decision.player
                     and d.step in scene.inp.selection.next_steps())
    scene.outcome(scene.inp.take(novices[0]))  # the lowest row: buildings, if it may
    shot(app, out, "send_discount")
    target = sorted(scene.inp.selection.next_steps(), key=str)[-1]
    pos = where(scene, target)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    shot(app, out, "send_discount_tooltip")


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/ui")
    out.mkdir(parents=True, exist_ok=True)
    app = App((1600, 900), save_folder=None, bot_delay=10**9, resizable=False)
    app.start_title()
    shot(app, out, "title")
    app.go("new_game")
    shot(app, out, "new_game")
    computer_table(app, 2, 3, 80)
    shot(app, out, "play_2p")
    computer_table(app, 4, 5, 260)
    shot(app, out, "play_4p")
    computer_table(app, 3, 8, 150)
    shot(app, out, "play_3p")
    drag_shot(app, out)
    send_shot(app, out)
    scene = computer_table(app, 3, 9, 10**6)
    app.go("scoring", game=scene.game, seats=scene.seats)
    shot(app, out, "scoring")
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
