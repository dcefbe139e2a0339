"""UI tests for the animations, driven by posted events on a headless window: every kind of move
is shown moving and ends on exactly the table a fresh drawing of the game gives; a click or a key
finishes an animation at once; Undo, loading and leaving during one are safe; a computer's move
is shown the same way and the next one waits for it."""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.random_bot import RandomBot  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.rules.record import GameRecord, replay  # noqa: E402
from game.rules.state import to_json  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.table import LocalAgent, RemoteAgent, TableController  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.menus.pause import PauseScene  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    NEUTRAL,
    make_app,
    move_mouse,
    perform,
    post_click,
    press,
    settle,
    start_game,
)


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, seed=777)
    yield application
    pygame.quit()


def screen(app: App) -> bytes:
    return app.screen.get_buffer().raw


def fresh_drawing(app: App, scene: PlayScene) -> bytes:
    """The table drawn anew from the game, with nothing animated."""
    scene.dirty = True
    app.full_redraw = True
    app.pump()
    return screen(app)


def region(app: App, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())), "RGB")


def test_every_kind_of_move_is_animated_and_ends_on_the_game_as_it_is(app):
    app.settings["animation_speed"] = 2.0  # fast: the same pieces in half the frames
    scene = start_game(app, 2)
    bot = RandomBot(5)
    looks, moves = set(), set()
    while not scene.game.over and len(scene.applied) < 150:
        move = bot.choose(scene.game)
        perform(app, scene, move)
        moves.add(type(move).__name__)
        line = scene.anim
        if line is not None:
            looks |= {f.look[0] for f in line.flights}
            looks |= {kind for kind, tracks in (("roll", line.rolls), ("pop", line.pops),
                                                ("banner", line.banners)) if tracks}
            hidden = [f for f in line.flights if f.lands is not None and line.t < f.start]
            for flight in hidden[:1]:  # a piece on its way is not on the table yet
                before = region(app, flight.path[-1])
                settle(app)
                assert region(app, flight.path[-1]) != before, flight
        settle(app)
        move_mouse(app, NEUTRAL)
        shown = screen(app)
        assert fresh_drawing(app, scene) == shown, f"after {move} the table is not the game"
    assert moves >= {"Place", "Reroll", "Take", "Act", "Send"}
    assert looks >= {"die", "novice", "messenger", "token", "points", "glass", "roll", "pop",
                     "banner"}, looks
    replayed = replay(app.edition, GameRecord(scene.record.setup, list(scene.record.options)))
    assert to_json(replayed.state) == to_json(scene.game.state)


def test_a_click_or_a_key_finishes_the_animation_at_once(app):
    scene = start_game(app, 2)
    bot = RandomBot(2)
    for finisher in ("click", "key"):
        perform(app, scene, bot.choose(scene.game))
        assert scene.motion.running
        before = len(scene.applied)
        if finisher == "click":
            post_click(app, scene.geometry.board.center)
        else:
            press(app, pygame.K_SPACE)
        assert not scene.motion.running
        assert len(scene.applied) == before  # the click only finished the animation
        move_mouse(app, NEUTRAL)
        assert screen(app) == fresh_drawing(app, scene)


def test_undo_during_an_animation_shows_the_game_as_it_was(app):
    scene = start_game(app, 2)
    bot = RandomBot(9)
    while scene.decision.kind != "take":
        perform(app, scene, bot.choose(scene.game))
    settle(app)
    start = to_json(scene.game.state)
    steps = len(scene.session.steps)
    perform(app, scene, scene.game.options()[0])  # dice fly to a column: it can be undone
    assert scene.can_undo() and scene.motion.running
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert not scene.motion.running
    assert to_json(scene.game.state) == start and len(scene.session.steps) == steps
    move_mouse(app, NEUTRAL)
    assert screen(app) == fresh_drawing(app, scene)


def test_leaving_and_loading_during_an_animation(app):
    scene = start_game(app, 2)
    bot = RandomBot(4)
    for _ in range(6):
        perform(app, scene, bot.choose(scene.game))
    assert scene.motion.running
    press(app, pygame.K_ESCAPE)  # the pause menu: what moved is finished
    assert isinstance(app.overlay, PauseScene) and not scene.motion.running
    state = to_json(scene.game.state)
    press(app, pygame.K_ESCAPE)
    perform(app, scene, bot.choose(scene.game))
    assert scene.motion.running
    session = app.load_session(scene.table.autosave.path)  # loaded while it moves
    app.open_session(session)
    loaded = app.scene
    assert loaded is not scene and scene.table.closed and not scene.motion.running
    assert not loaded.motion.running
    assert to_json(loaded.game.state) != state  # the move made during the animation is kept
    assert to_json(loaded.game.state) == to_json(scene.game.state)
    app.pump()
    assert screen(app) == fresh_drawing(app, loaded)


def test_a_computers_move_is_animated_and_the_next_waits_for_it(tmp_path):
    app = make_app(tmp_path, seed=99)
    names = ("Anna", "Bruno")
    session, events = Session.start(app.edition, Setup(names, 99, 0),
                                    [Seat("Anna", "random", 0), Seat("Bruno", "random", 1)])
    scene = app.go("play", session=session, events=events)
    seen = shown = 0
    deadline = time.monotonic() + 120  # the computers think in a worker thread: a loaded
    while seen < 8 and time.monotonic() < deadline:  # machine needs more frames, not a failure
        left = scene.anim.length - scene.anim.t if scene.anim is not None else 0
        before = len(scene.applied)
        app.pump()
        shown += scene.motion.running
        if len(scene.applied) > before:
            assert len(scene.applied) == before + 1
            assert scene.motion.running, "a computer's move was not shown"
            assert left <= 1, "a move came while the one before was still shown"
            seen += 1
    assert seen >= 8 and shown >= 8 * 10
    pygame.quit()


def test_with_animations_off_nothing_moves_and_the_sounds_still_say_it(app):
    app.settings["animation_speed"] = 0.0
    scene = start_game(app, 2)
    perform(app, scene, RandomBot(1).choose(scene.game))
    assert not scene.motion.running
    assert "place" in app.sounds.heard or "roll" in app.sounds.heard


def test_a_remote_players_move_waits_for_the_animation_then_is_shown(tmp_path):
    app = make_app(tmp_path, seed=41)
    session, events = Session.start(app.edition, Setup(("Anna", "Bruno"), 41, 0),
                                    [Seat("Anna", "human", 0), Seat("Bruno", "human", 1)])
    remote = RemoteAgent()
    table = TableController(session, agents=[LocalAgent(), remote])
    scene = app.go("play", session=session, events=events, table=table)
    bot = RandomBot(41)
    settle(app)
    shown = 0
    while shown < 3 and not scene.game.over:
        if scene.human_turn():
            perform(app, scene, bot.choose(scene.game))
            continue
        settle(app)
        app.pump()  # the remote seat is asked
        move = bot.choose(scene.game)
        perform_remote = len(scene.applied)
        assert remote.deliver(move)
        app.pump()
        assert scene.applied[perform_remote:] == [move] and scene.motion.running
        later = bot.choose(scene.game) if not scene.human_turn() else None
        if later is not None:  # the remote seat again: its next move waits for this one
            app.pump()
            assert remote.deliver(later)
            app.pump()
            assert scene.applied[-1] == move
            settle(app)
            app.pump()
            assert scene.applied[-1] == later
        shown += 1
    assert shown == 3
    pygame.quit()
