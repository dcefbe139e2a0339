"""UI tests of a seat handed to a computer and back at one screen, mid-chapter of a campaign: from
the pause menu and from the seat's mark in its board's header, with real clicks; the log says
so, the stand-in's moves cannot be taken back, the campaign's file keeps the seat handed over
and the chapter taken up after a restart shows it so; "play on to the end of the round" hands
the seats back when the round ends."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.table import BotAgent, LocalAgent  # noqa: E402
from game.ui.menus.pause import PauseScene  # noqa: E402
from game.ui.menus.saves import LoadScene  # noqa: E402
from game.ui.menus.seats import SeatsScene  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from tests.test_ui_campaign import WAIT, _play_some, new_campaign  # noqa: E402
from tests.ui_driver import click_button, make_app, move_mouse, post_click, press, quick_app  # noqa: E402


@pytest.fixture
def app(tmp_path):
    yield from quick_app(tmp_path, seed=91)


def log_lines(scene: PlayScene) -> list[str]:
    return [entry.text for entry in scene.log.entries]


def wait_for(app, scene: PlayScene, done, limit: int = 20000) -> None:
    """Frames until `done()`, the computers' answers waited for."""
    for _ in range(limit):
        if done():
            return
        app.pump()
        request = scene.table.request
        if request is not None and not request.done() and not scene.human_turn():
            request.wait(WAIT)
    raise AssertionError("the table did not get there")


def click_mark(app, scene: PlayScene, player: int) -> None:
    """Click the seat's mark as the last frame drew it."""
    move_mouse(app, (2, 2))
    marks = [d.rect for d in scene.drawn() if d.step == ("seat", player)]
    assert marks, f"no mark drawn for seat {player}"
    post_click(app, marks[0].center)


def test_a_seat_handed_to_a_computer_and_back_mid_chapter_then_resumed(app, tmp_path):
    scene = new_campaign(app, ("human", "human"))
    _play_some(app, scene, 4)
    assert scene.human_turn()
    anna = scene.decision.player
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.overlay, PauseScene)
    click_button(app, "seats")
    assert isinstance(app.overlay, SeatsScene)
    click_button(app, f"seat:{anna}:hard")
    assert scene.session.seats[anna].standin == "hard"
    selected = [b.key for b in app.overlay.buttons if b.selected]
    assert f"seat:{anna}:hard" in selected, "the panel shows the level chosen"
    click_button(app, "done")
    assert app.overlay is None and isinstance(scene.table.agents[anna], BotAgent)
    name = scene.names[anna]
    assert f"A computer (hard) plays for {name} for now." in log_lines(scene)
    before = len(scene.session.steps)
    wait_for(app, scene, lambda: any(s.player == anna for s in scene.session.steps[before:]))
    played = next(s for s in scene.session.steps[before:] if s.player == anna)
    assert played.fixed, "the stand-in's move is a computer's: it cannot be taken back"
    # back from the seat's own mark
    wait_for(app, scene, lambda: not scene.motion.running)
    click_mark(app, scene, anna)
    assert scene.session.seats[anna].standin is None
    assert isinstance(scene.table.agents[anna], LocalAgent)
    assert f"{name} plays their seat again." in log_lines(scene)
    # the other seat handed over from its mark, and kept so in the campaign's file
    other = 1 - anna
    click_mark(app, scene, other)
    assert scene.session.seats[other].standin == "normal"
    wait_for(app, scene, lambda: scene.human_turn() and not scene.motion.running)
    path = scene.campaign.path
    kept = json.loads(path.read_text())
    assert kept["seats"][other]["standin"] == "normal" and "standin" not in kept["seats"][anna]
    options = [str(s.move) for s in scene.session.steps]
    pygame.quit()
    again = make_app(tmp_path, seed=5)
    click_button(again, "load")
    assert isinstance(again.scene, LoadScene)
    i = next(i for i, info in enumerate(again.scene.infos) if info.path == path)
    post_click(again, next(r for j, r in again.scene.rows if j == i).center)
    resumed = again.scene
    assert isinstance(resumed, PlayScene) and resumed.campaign is not None
    assert [str(s.move) for s in resumed.session.steps] == options
    assert [s.standin for s in resumed.session.seats] == [
        "normal" if p == other else None for p in range(2)]
    assert isinstance(resumed.table.agents[other], BotAgent), "still handed over"
    again.full_redraw = True
    again.pump()
    marks = [d for d in resumed.drawn() if d.step == ("seat", other)]
    assert marks, "the seat's mark is drawn"


def test_playing_on_to_the_end_of_the_round_hands_the_seats_back(app):
    scene = new_campaign(app, ("human", "human", "random"))
    _play_some(app, scene, 2)
    start = (scene.game.state.year, scene.game.state.round)
    press(app, pygame.K_ESCAPE)
    click_button(app, "seats")
    click_button(app, "play_on")
    assert app.overlay is None and scene.table.handover.playing_on
    assert "Computers play every seat on to the end of the round." in log_lines(scene)
    assert not scene.human_turn()
    wait_for(app, scene, lambda: not scene.table.handover.playing_on)
    st = scene.game.state
    assert (st.year, st.round) != start
    assert [s.standin for s in scene.session.seats] == [None, None, None]
    assert "The round is over: every player has their seat back." in log_lines(scene)
    wait_for(app, scene, lambda: scene.human_turn())
