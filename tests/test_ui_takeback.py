"""UI tests for taking a slip back against computers, by posted events: a move that rolls dice
(a placement) waits for Confirm, shows where its dice go, and can be dropped with Undo; a move
that rolls nothing can be undone while the computer waits for End turn. Headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.moves import Place, Take  # noqa: E402
from game.ui.play.draw import bar_state  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    click_button,
    make_app,
    move_mouse,
    open_game,
    perform,
    post_click,
    press,
)

GRACE = 600  # frames: longer than any test waits, so only the player ends a hold
WAIT = 30  # seconds: a generous bound on the computer's answer from its worker
# a game (seed 31, Anna first) up to Anna's Take that hands the turn to the computer
OPENING = ["reroll:3nx1,4nx1", "place:1", "reroll:2nx1,3nx1,3px1", "place:1", "place:2",
           "place:5", "place:4", "place:5"]


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720), seed=515, turn_grace=GRACE)
    yield application
    application.close()



def button(scene: PlayScene, key: str):
    return next((b for b in scene.buttons if b.key == key), None)


def computer_moved(app, scene: PlayScene, before: int) -> bool:
    """Let the computer answer (waiting on its worker, not on time) and the frame play it."""
    request = scene.table.request  # None once its answer was taken in (a quick computer)
    assert request is None or request.wait(WAIT), "the computer never answered"
    for _ in range(5):
        app.pump()
    return len(scene.applied) > before


def test_a_placement_waits_for_confirm_and_undo_drops_it(app):
    scene = open_game(app, ("human", "normal"))
    g = scene.geometry
    twos = [i for i, die in enumerate(scene.inp.hand) if die.value == 2]
    move_mouse(app, g.tray_dice[twos[0]].center)  # the hover shows both 2s going to space 2
    space = g.dice_spaces[1].inflate(6, 6)
    assert tuple(app.screen.get_at((space.centerx, space.bottom - 2)))[:3] == T.SELECTED
    for k in twos:
        ring = g.tray_dice[k].inflate(8, 8)
        assert tuple(app.screen.get_at((ring.centerx, ring.top + 1)))[:3] == T.SELECTED
    post_click(app, g.tray_dice[twos[0]].center)
    assert scene.applied == [] and scene.takeback.pending.move == Place(2)
    assert scene.busy()  # the window keeps counting frames while it is held
    assert "Place 2 dice showing 2" in scene.prompt()
    assert button(scene, "confirm") is not None and button(scene, "undo").enabled
    for _ in range(30):  # nothing is played, the computer rolls nothing while it is held
        app.pump()
    assert scene.applied == [] and scene.decision.player == 0
    click_button(app, "undo")
    assert scene.takeback.pending.move is None and scene.applied == []
    assert button(scene, "confirm") is None
    one = next(i for i, die in enumerate(scene.inp.hand) if die.value == 1)
    post_click(app, g.tray_dice[one].center)  # chosen again: the 1
    assert scene.takeback.pending.move == Place(1)
    press(app, pygame.K_RETURN)
    assert scene.applied == [Place(1)] and scene.takeback.pending.move is None


def test_after_enter_the_bar_says_the_move_played_then_the_next_question(app):
    scene = open_game(app, ("human", "human"))
    one = next(i for i, die in enumerate(scene.inp.hand) if die.value == 1)
    post_click(app, scene.geometry.tray_dice[one].center)
    assert "Confirm (Enter)" in scene.shown_prompt
    press(app, pygame.K_RETURN)
    assert scene.applied == [Place(1)] and scene.motion.running
    frames = 0
    while scene.motion.running:  # Anna's dice land, then Bruno's roll: the bar says her move
        player, question, hint = bar_state(scene)
        assert (player, hint) == (0, "") and question == scene.shown_prompt
        assert question.startswith("Anna plays: ") and "Confirm" not in question
        app.pump()
        frames += 1
    assert frames > 5
    app.pump()  # the frame the animation ended: the question, its novice and hint at once
    assert scene.shown_prompt.startswith("Bruno") and bar_state(scene)[0] == 1
    assert scene.shown_prompt == scene.prompt()


def test_a_held_placement_is_played_when_the_count_runs_out(tmp_path):
    application = make_app(tmp_path, (1280, 720), seed=515, turn_grace=40)
    try:
        scene = open_game(application, ("human", "normal"))
        one = next(i for i, die in enumerate(scene.inp.hand) if die.value == 1)
        post_click(application, scene.geometry.tray_dice[one].center)
        assert scene.takeback.pending.move == Place(1)
        for _ in range(20):
            application.pump()
        assert scene.applied == []
        for _ in range(25):
            application.pump()
        assert scene.applied == [Place(1)]
    finally:
        application.close()


def test_a_take_is_taken_back_while_the_computer_waits_for_end_turn(app):
    scene = open_game(app, ("human", "normal"), tuple(OPENING))
    assert scene.human_turn() and scene.decision.kind == "take"
    before = len(scene.applied)
    perform(app, scene, Take(2, 1))
    assert scene.decision.player == 1 and scene.table.awaiting_end()
    assert scene.prompt().startswith("Anna: end your turn")
    while scene.motion.running:
        app.pump()
    app.pump()
    assert bar_state(scene)[0] == 0  # her novice beside the words asking her, not Bruno's
    assert not computer_moved(app, scene, before + 1)  # answered, but it waits for Anna
    assert button(scene, "end_turn") is not None and button(scene, "undo").enabled
    click_button(app, "undo")
    assert len(scene.applied) == before + 1 and scene.session.steps[-1].move != Take(2, 1)
    assert scene.human_turn() and scene.decision.kind == "take"
    assert button(scene, "end_turn") is None
    perform(app, scene, Take(2, 1))
    assert scene.table.awaiting_end()
    click_button(app, "end_turn")
    assert not scene.table.awaiting_end()
    assert computer_moved(app, scene, before + 1)
    assert not button(scene, "undo").enabled  # the computer's move fixed the floor
