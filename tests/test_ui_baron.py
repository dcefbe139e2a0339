"""UI tests for the Baron you can read: his card's panel opens by itself when he draws it,
lists each line with what it did, closes with a click and opens again from his card in the
strip; his taken-dice mark shows the dice he took, none when he took none. Headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.coop import events as C  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.rules.state import Die  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.ui.play.baron_panel import lines  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.words.baron_lines import did  # noqa: E402
from tests.ui_driver import make_app, perform, post_click, settle  # noqa: E402


def before_his_turn(app, card: str) -> tuple[Session, object]:
    """Anna and Bruno at one screen, the last die of the first placement still to place; the
    Baron's next card `card`, the dice space it takes from holding no neutral die."""
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "human", 1)]
    session, _ = Session.start(app.edition, Setup(("Anna", "Bruno"), 5, 0, "normal"), seats)
    game = session.game
    game.state.coop.baron_deck[-1] = card
    while True:
        move = game.options()[0]
        trial = game.clone()
        if any(isinstance(e, C.BaronCardDrawn) for e in trial.apply(move)):
            return session, move
        session.apply(str(move))


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720))
    yield application
    application.close()
    pygame.quit()


def test_his_card_stays_on_screen_with_what_each_line_did(app):
    session, last = before_his_turn(app, "B7")  # take 2 dice from space 5, reveal a threat
    session.game.state.dice_spaces[4] = [Die(0, 5)]  # only a player's die on space 5
    app.open_session(session, None)
    app.pump()
    scene = app.scene
    assert isinstance(scene, PlayScene) and not scene.baron_panel.shown
    perform(app, scene, last)
    settle(app)
    app.pump()
    turn = scene.log.baron.last
    assert turn is not None and turn.card == "B7"
    assert scene.baron_panel.showing(len(session.steps)), "his card opens by itself"
    said = lines(turn, scene)
    assert len(said) == 2
    assert said[0] == ("1. take up to 2 dice from space 5",
                       "took 0 of 2 dice: space 5 held no neutral die")
    assert said[1][1] == did(turn.lines[1], scene.game.layout)
    assert said[1][1].startswith("revealed ")
    box = scene.baron_panel.rect
    assert scene.geometry.board.contains(box), "the panel stays on the board"
    assert not [r for r, k in scene.geometry.baron_chips if k[:2] == ("baron", "taken")], \
        "no taken-dice mark: he took none"
    post_click(app, box.center)
    app.pump()
    assert not scene.baron_panel.shown, "a click on it closes it"
    card = next(r for r, k in scene.geometry.baron_chips if k == ("baron", "card"))
    post_click(app, card.center)
    app.pump()
    assert scene.baron_panel.showing(len(session.steps)), "his card in the strip opens it"
