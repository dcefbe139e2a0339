"""Keyboard play: a whole 2-player game against a computer with key events only — Tab and the
arrows move the focus, Enter chooses, Esc goes back — from the title through New game to the
final scoring and back to the title; and the focus's outline and words on the table. Headless;
no mouse event is ever posted."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.moves import Reroll  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.menus.pause import PauseScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.play.focus import FOCUS  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.results.scoring import ScoringScene  # noqa: E402
from game.ui.toolkit.drawn import RING  # noqa: E402
from tests.ui_driver import make_app, press, settle  # noqa: E402

WAIT = 30  # seconds: a generous bound on one answer of the computer


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720), seed=4242)
    application.settings["animation_speed"] = 0.0
    yield application
    application.close()


def menu_to(app, key: str) -> None:
    """Tab through the screen's buttons until `key` has the focus, then Enter."""
    menu_to_focus(app, key)
    press(app, pygame.K_RETURN)


def focused(scene: PlayScene):
    now = scene.gestures.focus.current()
    return None if now is None else now[0]


def key_step(app, scene: PlayScene, target) -> None:
    """Tab (or Shift+Tab, by turns) until the option standing for `target` (its step, or for
    a die to reroll and the reroll tile what is pressed) has the focus, check its outline is
    drawn, then Enter."""
    back = random.Random(len(scene.applied)).random() < 0.3
    for _ in range(len(scene.gestures.focus.options()) + 2):
        now = focused(scene)
        if now is not None and target in now and scene.gestures.focus.active:
            break
        press(app, pygame.K_TAB, pygame.KMOD_SHIFT if back else 0)
    else:
        raise AssertionError(f"the keys never reach {target}")
    rings = [d for d in scene.drawn() if d.look == RING and d.colour == FOCUS]
    assert [d.step for d in rings] == [now[0]], "the focus is drawn once, on its option"
    press(app, pygame.K_RETURN)


def next_target(scene: PlayScene, move):
    """What the keys choose next towards `move`: a step, or a die or tile of a reroll."""
    if isinstance(move, Reroll):
        return scene.plan(move)[1]
    steps = scene.inp.selection.steps_of(move)
    return steps[len(scene.inp.prefix)]


def key_move(app, scene: PlayScene, move) -> None:
    before = len(scene.applied)
    for _ in range(12):
        key_step(app, scene, next_target(scene, move))
        if len(scene.applied) > before:
            assert scene.applied[before] == move
            return
    raise AssertionError(f"the keys did not play {move}")


def test_a_whole_game_against_a_computer_with_the_keys_only(app, monkeypatch):
    posted = pygame.event.post

    def keys_only(event):
        assert event.type == pygame.KEYDOWN, "a key event, never the mouse"
        return posted(event)

    monkeypatch.setattr(pygame.event, "post", keys_only)
    assert isinstance(app.scene, TitleScene)
    menu_to(app, "new")
    assert isinstance(app.scene, NewGameScene)
    menu_to(app, "players:2")
    menu_to(app, "kind:1")  # Bruno: Computer (normal)
    assert app.scene.kinds[:2] == ["human", "normal"]
    menu_to(app, "start")
    scene = app.scene
    assert isinstance(scene, PlayScene)
    rng, esc_seen, frames, rerolled = random.Random(9), False, 0, 0
    while isinstance(app.scene, PlayScene):
        frames += 1
        assert frames < 20000, "the game does not end"
        settle(app)
        if scene.inp is None or scene.game.over:
            if scene.table.request is not None:
                scene.table.request.wait(WAIT)
            app.pump()
            continue
        move = rng.choice(list(scene.game.options()))
        rerolled += isinstance(move, Reroll)
        steps = [] if isinstance(move, Reroll) else scene.inp.selection.steps_of(move)
        if not esc_seen and len(steps) > len(scene.inp.prefix) + 1:
            esc_seen = step_back_with_esc(app, scene, steps)
        key_move(app, scene, move)
    assert esc_seen and rerolled
    assert isinstance(app.scene, ScoringScene) and scene.game.over
    assert scene.session.seats[1].kind == "normal" and len(scene.applied) > 100
    watch_again_with_the_keys(app)
    assert isinstance(app.scene, ScoringScene)
    menu_to(app, "title")
    assert isinstance(app.scene, TitleScene)


def step_back_with_esc(app, scene: PlayScene, steps) -> bool:
    """A first step chosen, Esc takes it back (no pause menu); Esc again opens the pause menu,
    whose Resume is reached with the keys."""
    prefix = list(scene.inp.prefix)
    key_step(app, scene, steps[len(prefix)])
    if len(scene.inp.prefix) == len(prefix):
        return False
    press(app, pygame.K_ESCAPE)
    assert app.overlay is None and scene.inp.prefix == prefix
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.overlay, PauseScene)
    menu_to(app, "resume")
    assert app.overlay is None
    return True


def test_names_volume_and_saved_games_are_reached_with_the_keys(app):
    menu_to(app, "settings")
    before = app.settings["volume"]
    menu_to_focus(app, "volume")
    press(app, pygame.K_LEFT)
    assert app.settings["volume"] == pytest.approx(max(0.0, before - 0.1), abs=0.011)
    press(app, pygame.K_ESCAPE)
    menu_to(app, "new")
    menu_to(app, "name:1")
    assert app.scene.editing == 1 and app.scene.typing()
    for _ in range(len(app.scene.names[1])):
        press(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Cleo"))
    press(app, pygame.K_RETURN)  # Enter ends the name; the focus goes on from there
    assert app.scene.names[1] == "Cleo" and app.scene.editing is None
    menu_to(app, "start")
    assert isinstance(app.scene, PlayScene) and app.scene.names[1] == "Cleo"
    press(app, pygame.K_ESCAPE)
    menu_to(app, "title")
    menu_to(app, "load")
    menu_to(app, "row:0")  # the game just left, autosaved: played on
    assert isinstance(app.scene, PlayScene) and app.scene.names[1] == "Cleo"


def menu_to_focus(app, key: str) -> None:
    """Tab until `key` (a button, or a row or slider of the screen) has the focus."""
    scene = app.overlay or app.scene
    for _ in range(len(scene.focus_targets()) + 1):
        focused = scene.keys.current(scene.focus_targets())
        if focused is not None and focused.key == key:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reaches {key!r} on {type(scene).__name__}")


def test_the_rules_keep_their_arrows_for_scrolling_and_tab_reaches_the_topics(app):
    menu_to(app, "rules")
    rules = app.scene
    press(app, pygame.K_DOWN)
    assert rules.offset > 0 and not rules.keys.active
    menu_to_focus(app, "back")
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, TitleScene)


def test_the_first_lessons_are_followed_with_the_keys(app):
    from game.ui.tutorial.scene import TutorialScene

    menu_to(app, "learn")
    menu_to(app, "go_on")
    lesson = app.scene
    assert isinstance(lesson, TutorialScene)
    asked = []
    for _ in range(200):
        if lesson.tutor.index >= 6:
            break
        settle_lesson(app, lesson)
        if lesson.play.gestures.focus.options():  # the lesson waits for its move
            asked.append(lesson.play.shown_prompt)
            key_step(app, lesson.play, next_target(lesson.play, lesson.taught()))
        elif any(b.key == "continue" for b in lesson.panel.buttons):  # read: go on
            menu_to_panel(app, lesson, "continue")
        else:  # the computer's move
            app.pump()
    assert lesson.tutor.index >= 6 and isinstance(app.scene, TutorialScene)
    # read on with the panel's keys, the first lesson played asks for the keys already
    assert asked and "Tab" in asked[0] and "drag" not in asked[0], asked[0]


def settle_lesson(app, lesson) -> None:
    for _ in range(600):
        if not lesson.play.motion.running:
            return
        app.pump()


def menu_to_panel(app, lesson, key: str) -> None:
    from game.ui.tutorial.keys import panel_focus

    for _ in range(6):
        buttons = lesson.panel.buttons
        now = panel_focus(lesson).current(buttons)
        if now is not None and now.key == key:
            press(app, pygame.K_RETURN)
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reaches the panel's {key!r}")


def test_a_held_placement_is_confirmed_with_enter_and_dropped_with_esc(tmp_path):
    from tests.ui_driver import open_game

    app = make_app(tmp_path, (1280, 720), turn_grace=600)
    try:
        scene = open_game(app)
        assert scene.decision.kind == "place"
        place = next(m for m in scene.game.options() if not isinstance(m, Reroll))
        key_step(app, scene, next_target(scene, place))
        assert scene.takeback.pending.move == place and not scene.applied
        assert scene.gestures.focus.current() is None  # nothing to focus: Enter confirms
        press(app, pygame.K_ESCAPE)
        assert scene.takeback.pending.move is None and app.overlay is None
        key_step(app, scene, next_target(scene, place))
        press(app, pygame.K_RETURN)
        assert scene.applied == [place]
    finally:
        app.close()


def test_the_online_forms_tab_from_their_fields_to_their_buttons(tmp_path, monkeypatch):
    from tests.online_ui import quiet_window

    window = quiet_window(tmp_path, monkeypatch)
    app = next(window)
    try:
        menu_to(app, "online")
        online = app.scene
        if not online.typing():
            menu_to_focus(app, "field:name")
        assert online.typing() and online.focus == "name"
        if not online.value("name"):
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Anna"))
            app.pump()
        menu_to(app, "join")  # Tab leaves the name's field for the buttons
        join = app.scene
        assert join.typing()
        menu_to_focus(app, "field:code")
        assert join.focus == "code"
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="ABC"))
        app.pump()
        assert join.value("code").endswith("ABC")
        menu_to(app, "back")
        assert app.scene is not join
    finally:
        next(window, None)


def watch_again_with_the_keys(app) -> None:
    """The end screen's Watch again, the viewer's bar by Tab and Enter, its arrows still
    stepping, and Leave back to the end screen."""
    from game.ui.replay.keys import bar_focus
    from game.ui.replay.scene import ReplayScene

    menu_to(app, "watch")
    viewer = app.scene
    assert isinstance(viewer, ReplayScene)
    press(app, pygame.K_RIGHT)
    assert viewer.position == 1
    for key in ("speed", "leave"):
        for _ in range(len(viewer.buttons) + 1):
            now = bar_focus(viewer).current(viewer.buttons)
            if now is not None and now.key == key:
                break
            press(app, pygame.K_TAB)
        speed = viewer.speed
        press(app, pygame.K_RETURN)
        assert key != "speed" or viewer.speed != speed


def test_the_focus_and_its_caption_are_not_drawn_under_the_pause_menu(tmp_path):
    from game.ui.play.focus import pause
    from tests.ui_driver import open_game

    app = make_app(tmp_path, (1280, 720))
    try:
        scene = open_game(app)
        press(app, pygame.K_TAB)
        assert scene.gestures.focus.current() is not None

        def rings():
            return [d for d in scene.drawn() if d.look == RING and d.colour == FOCUS]

        assert len(rings()) == 1
        pause(scene)
        app.full_redraw = True
        app.pump()
        assert isinstance(app.overlay, PauseScene) and not rings()
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_the_bar_says_the_keys_to_press_after_a_key_and_the_mouse_after_a_click(tmp_path,
                                                                              language):
    from game.texts import set_language, text
    from tests.ui_driver import NEUTRAL, open_game, post_click

    app = make_app(tmp_path, (1280, 720))
    try:
        set_language(language)
        scene = open_game(app)
        assert scene.decision.kind == "place"
        mouse = text("prompt.place", name="Anna")
        keys = text("prompt_keys.place", name="Anna")
        assert mouse != keys and "Tab" in keys and "Tab" not in mouse
        assert scene.shown_prompt == mouse  # nothing pressed yet: the mouse's words
        press(app, pygame.K_TAB)
        assert scene.shown_prompt == keys
        post_click(app, NEUTRAL)
        assert scene.shown_prompt == mouse
        key_step(app, scene, ("reroll",))  # the reroll tile: the dice are chosen by keys
        assert scene.inp.reroll_mode
        assert scene.shown_prompt == text("prompt_keys.place_reroll", name="Anna")
    finally:
        set_language("en")
        app.close()
