"""Render the screens to PNG for review: python tools/render_screens.py [OUT_DIR] [--quick].

The table with 2, 3 and 4 players at 1280x720, 1600x900 and 1920x1080 in every language, a
frame in the middle of a move's animation, a drag, the costs of a send, and the menus (title,
new game, settings, pause, save, rules, scoring) at the smallest size. --quick: English only."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import texts  # noqa: E402
from game.ai.random_bot import RandomBot  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.rules.task_info import SendInfo  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.devtools.demo import computer_table  # noqa: E402
from game.ui.toolkit.drawn import PIECE  # noqa: E402

SIZES = ((1280, 720), (1600, 900), (1920, 1080))
ADVANCE = {2: 90, 3: 160, 4: 230}  # decisions before the shot: well into the game


def shot(app: App, out: Path, name: str) -> None:
    app.full_redraw = True
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
    scene.motion.finish()
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
    scene = human_table(app, 11, lambda g: isinstance(g.decision.info, SendInfo)
                        and g.decision.info.discount > 0
                        and sum(m.row <= 2 for m in g.options()) >= 3)
    novices = sorted(d.step for d in scene.drawn() if d.step[0] == "novice" and d.look == PIECE
                     and d.player == scene.decision.player
                     and d.step in scene.inp.selection.next_steps())
    # the lowest row: buildings, if it may
    scene.gestures.pointer.outcome(scene.inp.take(novices[0]))
    scene.motion.finish()
    shot(app, out, "send_discount")
    target = sorted(scene.inp.selection.next_steps(), key=str)[-1]
    pos = where(scene, target)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    shot(app, out, "send_discount_tooltip")


def animation_shots(app: App, out: Path) -> None:
    """Frames in the middle of moves: a messenger walking, a tile or a novice on its way."""
    scene = computer_table(app, 4, 5, 0)
    app.settings["animation_speed"] = 1.0
    wanted = {"messenger", "glass", "novice", "disc", "token"}
    for _ in range(600):
        if scene.game.over or not wanted:
            break
        scene.apply(scene.choose_now())
        line = scene.anim
        looks = {f.look[0] for f in line.flights} & wanted if line else set()
        if not looks:
            scene.motion.finish()
            continue
        look = sorted(looks)[0]
        flight = next(f for f in line.flights if f.look[0] == look)
        while scene.anim is not None and scene.anim.t < (flight.start + flight.end) // 2:
            app.frame([])
        wanted.discard(look)
        shot(app, out, f"anim_{look}")
        scene.motion.finish()


def menus(app: App, out: Path, tag: str) -> None:
    app.start_title()
    shot(app, out, f"title_{tag}")
    app.go("new_game")
    shot(app, out, f"new_game_{tag}")
    app.go("settings")
    shot(app, out, f"settings_{tag}")
    app.go("rules", rule="R-ACT-3")
    shot(app, out, f"rules_{tag}")
    scene = computer_table(app, 3, 8, 150)
    app.show("pause", play=scene)
    shot(app, out, f"pause_{tag}")
    scene = computer_table(app, 3, 9, 10**6)
    app.go("scoring", game=scene.game, seats=scene.seats)
    shot(app, out, f"scoring_{tag}")


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = Path(args[0] if args else "/tmp/ui")
    out.mkdir(parents=True, exist_ok=True)
    languages = ("en",) if "--quick" in sys.argv else ("en", "it", "de")
    for size in SIZES:
        app = App(size, save_folder=None, bot_delay=10**9, resizable=False)
        for language in languages:
            texts.set_language(language)
            app.assets.clear_texts()
            for players in (2, 3, 4):
                computer_table(app, players, players + 2, ADVANCE[players]).motion.finish()
                shot(app, out, f"play_{players}p_{size[0]}x{size[1]}_{language}")
            if size == SIZES[0]:
                menus(app, out, f"{size[0]}_{language}")
        if size == SIZES[1]:
            texts.set_language("en")
            app.assets.clear_texts()
            drag_shot(app, out)
            send_shot(app, out)
            animation_shots(app, out)
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
