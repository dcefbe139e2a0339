"""UI tests: whole games driven by posted mouse events on the real scenes (headless)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.random_bot import RandomBot  # noqa: E402
from game.rules.invariants import violations  # noqa: E402
from game.rules.moves import Place  # noqa: E402
from game.rules.record import GameRecord, replay  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.results.scoring import ScoringScene  # noqa: E402
from game.ui.toolkit.drawn import BUTTON, PLACE, RING  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    click_button,
    hand_die,
    make_app,
    perform,
    post_click,
    post_drag,
    settle,
    start_game,
)


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    yield application
    pygame.quit()


def play_until(app: App, scene: PlayScene, bot: RandomBot, stop) -> list[str]:
    chosen: list[str] = []
    game = scene.game
    while not game.over and not stop(game):
        option = bot.choose(game)
        perform(app, scene, option)
        chosen.append(str(option))  # as a record holds it
        assert not violations(game)
    return chosen


def test_two_player_game_from_title_to_final_scoring(app):
    scene = start_game(app, 2)
    game = scene.game
    chosen = play_until(app, scene, RandomBot(11), lambda g: False)
    assert game.over
    settle(app)  # the final scoring's banner
    for _ in range(3):
        app.pump()
    assert isinstance(app.scene, ScoringScene)
    replayed = replay(app.edition, GameRecord(scene.record.setup, chosen))
    assert replayed.over
    assert [p.score for p in replayed.state.players] == [p.score for p in game.state.players]
    assert replayed.state.final == game.state.final
    click_button(app, "title")
    assert isinstance(app.scene, TitleScene)


def test_three_player_game_to_the_end_of_the_first_round(app):
    scene = start_game(app, 3)
    game = scene.game
    chosen = play_until(app, scene, RandomBot(5), lambda g: g.state.round > 1)
    assert game.state.round == 2 and game.state.year == 1
    replayed = replay(app.edition, GameRecord(scene.record.setup, chosen))
    assert [p.score for p in replayed.state.players] == [p.score for p in game.state.players]
    assert replayed.state.blocked  # R-SETUP-1: the 3-player blocked spaces are on the table


def test_monkey_random_events_keep_the_game_legal(app):
    scene = start_game(app, 2)
    game = scene.game
    rnd = random.Random(1234)
    w, h = app.size
    keys = [pygame.K_a, pygame.K_SPACE, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_ESCAPE]
    for _batch in range(300):
        for _ in range(10):
            roll = rnd.random()
            if roll < 0.35 and isinstance(app.scene, PlayScene) and app.overlay is None:
                targets = [d.rect for d in app.scene.drawn()  # what the frame shows pressable
                           if d.look == RING or (d.look == BUTTON and d.step != ("button", "menu"))]
                pos = rnd.choice(targets).center if targets else (rnd.randrange(w),
                                                                  rnd.randrange(h))
            else:
                pos = (rnd.randrange(w), rnd.randrange(h))
            kind = rnd.random()
            if kind < 0.3:
                event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            elif kind < 0.6:
                event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            elif kind < 0.9:
                event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                           buttons=(rnd.randint(0, 1), 0, 0))
            elif kind < 0.97:
                event = pygame.event.Event(pygame.KEYDOWN, key=rnd.choice(keys), mod=0,
                                           unicode="")
            else:
                event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-1, 1)))
            pygame.event.post(event)
        app.pump()
        assert not violations(game)
        if not isinstance(app.scene, PlayScene):  # left to the title: start again
            if isinstance(app.scene, TitleScene):
                click_button(app, "new")
            if isinstance(app.scene, NewGameScene):
                click_button(app, "start")
            if isinstance(app.scene, PlayScene):
                scene = app.scene
                game = scene.game
    assert not violations(game)


def test_drop_outside_snaps_back_with_a_reason(app):
    scene = start_game(app, 2)
    move = next(m for m in scene.game.options() if isinstance(m, Place))
    gesture = scene.plan(move)
    assert gesture[0] == "drag"
    before = len(scene.applied)
    post_drag(app, hand_die(app, scene, gesture[1]), (5, app.size[1] // 2))
    assert len(scene.applied) == before
    assert scene.message


def test_resize_recomputes_the_layout(app):
    scene = start_game(app, 4)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
    app.pump()
    assert app.size == (1280, 720)
    assert scene.geometry.size == (1280, 720)
    option = scene.game.options()[0]
    perform(app, scene, option)


def test_a_press_during_an_animation_finishes_it_and_counts(tmp_path):
    """A click on the next target while the last move still animates is not lost: the
    animation ends at once and the click is taken as the next step."""
    app = make_app(tmp_path, (1280, 720))
    scene = start_game(app, 2)
    bot = RandomBot(3)
    for _ in range(200):
        if not scene.human_turn():
            app.pump()
            continue
        perform(app, scene, bot.choose(scene.game))
        if not scene.motion.running or scene.inp is None:
            continue
        gesture = scene.plan(bot.choose(scene.game))
        places = [d for d in scene.drawn() if gesture is not None and gesture[0] == "click"
                  and d.step == gesture[1] and d.look == PLACE]
        if places:
            break
    else:
        raise AssertionError("no click on a place while a move was animated")
    applied, prefix = len(scene.applied), scene.inp.prefix
    post_click(app, places[0].rect.center)
    # the move's first step taken (or the whole move, whose own animation then runs)
    assert len(scene.applied) > applied or scene.inp.prefix != prefix
    pygame.quit()
