"""Driving the real scenes with posted pygame events (headless), for the UI tests.

On the table the driver finds where to press from what was drawn — the drawing's own record of
each rectangle and the step it stands for (game/ui/toolkit/drawn.py) — never from the scene's
hit-test, and before it presses it checks the pixels there show what it expects: a highlight
ring in the ring's colour around a legal target, a die drawn on the tray, a button's gold
border. The scene then has to agree, through its own hit-test, that the press meant that step."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.rules.engine import Setup  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from game.ui.toolkit.assets import Assets  # noqa: E402
from game.ui.toolkit.drawn import BUTTON, PIECE, PLACE, RING, Drawn  # noqa: E402
from tests.scenario import edition  # noqa: E402

NEUTRAL = (2, 2)  # the left end of the top bar: no tooltip, no button, no piece


def make_app(folder, size=(1600, 900), seed: int = 20240, turn_grace: int = 0) -> App:
    """An App on a private folder at the title, computers moving without delay (and, unless
    `turn_grace` frames are given, without waiting for End turn); new games take `seed` and the
    tests' own edition (the App has just loaded and checked the shipped one)."""
    application = App(size, save_folder=folder, bot_delay=0, turn_grace=turn_grace)
    application.edition = edition()
    application.new_game_seed = seed
    application.start_title()
    application.pump()
    return application


def quick_app(folder, seed: int):
    """A fixture's App (make_app) whose animations take no time; pygame closed after it."""
    application = make_app(folder, seed=seed)
    application.settings["animation_speed"] = 0.0
    yield application
    pygame.quit()


def count_font_sizes(monkeypatch) -> list[int]:
    """Every font size made from here on (Assets.font counted, at the player's text size)."""
    asked: list[int] = []
    font = Assets.font

    def counted(self, size, style="regular"):
        asked.append(self.scaled(size))
        return font(self, size, style)

    monkeypatch.setattr(Assets, "font", counted)
    return asked


def open_game(app: App, kinds: tuple[str, ...] = ("human", "human"),
              moves: tuple[str, ...] = ()) -> PlayScene:
    """Anna and Bruno's table (seats of `kinds`, seed 31, Anna first) after `moves`, as the
    player first sees it."""
    names = ("Anna", "Bruno")
    seats = [Seat(n, k, i) for i, (n, k) in enumerate(zip(names, kinds, strict=True))]
    session, events = Session.start(app.edition, Setup(names, 31, 0), seats)
    for move in moves:
        events = session.apply(move)
    app.open_session(session, events if not moves else None)
    assert isinstance(app.scene, PlayScene)
    settle(app)
    app.pump()
    return app.scene


def settle(app: App, limit: int = 3000) -> int:
    """Let the running animation play to its end, a frame at a time, as a player who watches
    it; the frames it took."""
    frames = 0
    while (isinstance(app.scene, PlayScene) and app.overlay is None
           and app.scene.motion.running):
        assert frames < limit, "an animation that does not end"
        app.pump()
        frames += 1
    return frames


def move_mouse(app: App, pos, buttons=(0, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=buttons))
    app.pump()


def post_click(app: App, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.pump()


def post_drag(app: App, start, end) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.pump()
    for k in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(1, 0, 0)))
    app.pump()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.pump()


def click_button(app: App, key: str) -> None:
    scene = app.overlay or app.scene
    button = next(b for b in scene.buttons if b.key == key)
    post_click(app, button.rect.center)


def start_game(app: App, players: int) -> PlayScene:
    assert isinstance(app.scene, TitleScene)
    click_button(app, "new")
    assert isinstance(app.scene, NewGameScene)
    click_button(app, f"players:{players}")
    click_button(app, "start")
    assert isinstance(app.scene, PlayScene)
    return app.scene


# ------------------------------------------------------------------ finding things on the table


def records(scene: PlayScene, step: tuple, look: str) -> list[Drawn]:
    """What the last frame drew for `step` on the shared board or the decider's own."""
    player = scene.decision.player
    return [d for d in scene.drawn()
            if d.step == step and d.look == look and d.player in (None, player)]


def like(colour, base, low: float) -> bool:
    """`colour` is `base` dimmed by a pulse of at least `low` (the rings glow)."""
    return all(b * low - 2 <= c <= b + 2 for c, b in zip(colour[:3], base, strict=True))


def shows_ring(app: App, ring: Drawn) -> bool:
    """The screen shows the ring's colour on at least two of its four sides (a dragged piece
    may cover one)."""
    r = ring.rect
    sides = [(r.centerx, r.top + 1), (r.centerx, r.bottom - 2), (r.left + 1, r.centery),
             (r.right - 2, r.centery)]
    return sum(tuple(app.screen.get_at(p))[:3] == ring.colour for p in sides) >= 2


def ringed(app: App, scene: PlayScene, step: tuple, base, low: float = 0.74):
    """The centre of where `step` is drawn (a place or a piece), checked to be ringed on screen
    in (a pulse of) `base`."""
    rings = [d for d in records(scene, step, RING) if like(d.colour, base, low)]
    assert rings, f"{step} is not drawn as a legal target ({base})"
    assert any(shows_ring(app, d) for d in rings), f"the ring around {step} is not on screen"
    drawn = records(scene, step, PIECE) + records(scene, step, PLACE)
    assert drawn, f"{step} is not drawn on the table"
    inside = [d for d in drawn if any(r.rect.contains(d.rect) for r in rings)]
    assert inside, f"the ring is not around where {step} is drawn"
    return inside[0].rect.center


def hand_die(app: App, scene: PlayScene, step: tuple):
    """The centre of a die of the hand, checked to be drawn over the empty tray."""
    drawn = records(scene, step, PIECE)
    assert drawn, f"{step} is not drawn"
    centre = drawn[0].rect.center
    assert app.screen.get_at(centre) != scene.view.static.get_at(centre), f"no die at {step}"
    return centre


def button_at(app: App, scene: PlayScene, step: tuple):
    """The centre of the button for `step`, checked to be drawn enabled (gold border)."""
    drawn = records(scene, step, BUTTON)
    assert drawn, f"no button for {step}"
    r = drawn[0].rect
    assert tuple(app.screen.get_at((r.centerx, r.top)))[:3] == T.GOLD, f"{step} is disabled"
    return r.center


def pressable(app: App, scene: PlayScene, step: tuple):
    """Where to press for `step`, after checking that the frame shows it can be pressed."""
    if step[0] in ("count", "choice", "bonus", "move", "button", "coop"):
        return button_at(app, scene, step)
    if step[0] == "die" and not scene.inp.reroll_mode:
        return hand_die(app, scene, step)
    return ringed(app, scene, step, T.HIGHLIGHT)


def look_then_click(app: App, scene: PlayScene, step: tuple) -> None:
    settle(app)
    move_mouse(app, NEUTRAL)
    post_click(app, pressable(app, scene, step))


def look_then_drag(app: App, scene: PlayScene, source: tuple, target: tuple) -> None:
    """Press on `source`, move towards `target`, check `target` lights up as a drop target,
    then let go on it."""
    settle(app)
    move_mouse(app, NEUTRAL)
    start = pressable(app, scene, source)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.pump()
    away = (start[0] + 9, start[1] + 9)  # past the drag threshold
    move_mouse(app, away, (1, 0, 0))
    end = ringed(app, scene, target, T.HIGHLIGHT_OK)
    move_mouse(app, end, (1, 0, 0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.pump()


def gesture_towards(app: App, scene: PlayScene, move) -> tuple:
    """The next gesture the player makes towards `move` (a click or a drag), made; the
    gesture."""
    gesture = scene.plan(move)
    assert gesture is not None, move
    if gesture[0] == "click":
        look_then_click(app, scene, gesture[1])
    else:
        look_then_drag(app, scene, gesture[1], gesture[2])
    return gesture


def perform(app: App, scene: PlayScene, move) -> None:
    """Do the gestures for one move until the scene has played it."""
    before = len(scene.applied)
    for _ in range(12):
        gesture_towards(app, scene, move)
        if len(scene.applied) > before:
            assert scene.applied[before:] == [move]
            return
    raise AssertionError(f"the gestures for {move} did not play it (prefix {scene.inp.prefix})")


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))
    app.pump()
