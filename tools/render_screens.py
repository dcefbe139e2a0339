"""Render the main screens to PNG for review: python tools/render_screens.py [OUT_DIR]."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.__main__ import screenshot_scene  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.new_game import NewGameScene  # noqa: E402
from game.ui.scoring import ScoringScene  # noqa: E402


def shot(app: App, out: Path, name: str) -> None:
    app.frame([])
    pygame.image.save(app.screen, str(out / f"{name}.png"))
    print(out / f"{name}.png")


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/ui")
    out.mkdir(parents=True, exist_ok=True)
    app = App((1600, 900), save_folder=None, bot_delay=10**9, resizable=False)
    app.start_title()
    shot(app, out, "title")
    app.switch(NewGameScene(app))
    shot(app, out, "new_game")
    screenshot_scene(app, 2, 3, 80)
    shot(app, out, "play_2p")
    scene = screenshot_scene(app, 4, 5, 260)
    shot(app, out, "play_4p")
    scene = screenshot_scene(app, 3, 8, 150)
    shot(app, out, "play_3p")
    # a drag in progress: a human seat in the action phase, a die dragged off a dice space
    scene = screenshot_scene(app, 2, 4, 0)
    while scene.game.decision.kind != "take" or len(scene.game.options()) < 4:
        scene.apply(scene.choose_now())
    for seat in scene.seats:
        seat.kind = "human"
    scene.dirty = True
    app.frame([])
    option = next(o for o in scene.game.options() if o.startswith("take:"))
    _, start, end = scene.gesture_for(option)
    mid = ((start[0] * 2 + end[0]) // 3, (start[1] * 2 + end[1]) // 3)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0))])
    shot(app, out, "drag")
    scene = screenshot_scene(app, 3, 9, 10**6)
    app.switch(ScoringScene(app, scene.game, scene.seats))
    shot(app, out, "scoring")
    return 0


if __name__ == "__main__":
    sys.exit(main())
