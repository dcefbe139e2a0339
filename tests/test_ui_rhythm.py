"""UI tests for the game's rhythm on the table, by posted events: a year's end is announced
over the board with each player's points that year, while the table waits for it, and a click
closes it; the deciding player's board panel is marked, and its frame is sent to the screen
only when it moves; a computer waits its pace after the move before has been shown, and a click
hurries it. Headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.ui.play.rhythm import frame_sides  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    NEUTRAL,
    make_app,
    move_mouse,
    open_game,
    post_click,
    settle,
)

WAIT = 30  # seconds: a generous bound on the computer's answer from its worker


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720), seed=515)
    yield application
    application.close()



def test_a_years_end_shows_each_players_points_that_year(app):
    scene = open_game(app)
    bot = make_bot("random", 3)
    year_points = [0, 0]
    while True:  # to the move that ends year 1, without showing it
        events = scene.table.apply(bot.choose(scene.game.clone()))
        ended = any(isinstance(e, E.YearEnded) for e in events)
        for e in events:
            if isinstance(e, E.YearEnded):
                break
            if isinstance(e, E.PointsScored):
                year_points[e.player] += e.points
        if ended:
            break
        scene.sync()
        scene.motion.finish()
        app.pump()
    assert sum(year_points) > 0, "a year with no points proves little"
    scene.sync()
    frames = 0
    while scene.year_end.year is None:  # it comes when the animation reaches it
        assert scene.motion.running, "the year's end was never shown"
        app.pump()
        frames += 1
    assert frames > 0 and scene.year_end.points == year_points
    assert any("Year 1 ends" in line for line in scene.log.lines[-3:])
    app.pump()
    centre = scene.geometry.board.center
    assert tuple(app.screen.get_at((centre[0], centre[1] - 30)))[:3] == (48, 32, 22)
    t = scene.motion.line.t
    for _ in range(20):  # the table waits while it is shown
        app.pump()
    assert scene.motion.running and scene.motion.line.t == t + 20
    assert scene.year_end.year == 1
    post_click(app, scene.year_end.rect.center)  # on it: it closes, nothing else happens
    assert scene.year_end.year is None and not scene.motion.running
    app.pump()
    assert tuple(app.screen.get_at((centre[0], centre[1] - 30)))[:3] != (48, 32, 22)


def test_the_deciding_players_panel_is_marked(app):
    scene = open_game(app)
    move_mouse(app, NEUTRAL)
    frame = scene.geometry.players[0].rect.inflate(6, 6)
    other = scene.geometry.players[1].rect.inflate(6, 6)
    assert tuple(app.screen.get_at((frame.centerx, frame.top + 1)))[:3] == T.GOLD
    assert tuple(app.screen.get_at((other.centerx, other.top + 1)))[:3] != T.GOLD


def test_the_deciders_frame_is_sent_to_the_screen_only_when_it_moves(app):
    scene = open_game(app)
    move_mouse(app, NEUTRAL)
    sent: list = []
    paint = scene.paint

    def counted(surf, full):
        changed = paint(surf, full)
        sent.append(changed)
        return changed

    scene.paint = counted
    for _ in range(5):
        app.pump()
    assert sent[-5:] == [[]] * 5  # an idle table sends nothing
    sides = frame_sides(scene.geometry.players[0].rect.inflate(6, 6))
    scene.overlay_dirty = True  # the moving layer is drawn again: not the frame under it
    app.pump()
    assert sent[-1] is not None
    assert not [r for r in sent[-1] if r.collidelist(sides) >= 0]
    assert tuple(app.screen.get_at((sides[0].centerx, sides[0].top + 1)))[:3] == T.GOLD
    # Anna places: once the move is shown, the frame is on Bruno's panel, and stays still
    scene.apply(next(iter(scene.game.options())))
    settle(app)
    app.pump()
    del sent[:]
    for _ in range(5):
        app.pump()
    assert sent == [[]] * 5
    bruno = frame_sides(scene.geometry.players[1].rect.inflate(6, 6))
    assert tuple(app.screen.get_at((bruno[0].centerx, bruno[0].top + 1)))[:3] == T.GOLD
    assert tuple(app.screen.get_at((sides[0].centerx, sides[0].top + 1)))[:3] != T.GOLD


def test_a_computer_waits_its_pace_after_the_move_is_shown_and_a_click_hurries_it(app):
    app.bot_delay_override = 40
    scene = open_game(app, ("normal", "normal"))
    request = scene.table.request
    assert request is not None and request.wait(WAIT)
    for _ in range(40):
        app.pump()
    assert len(scene.applied) == 1  # its first move, after its pace
    settle(app)  # the move is shown; now the pace counts again
    request = scene.table.request
    assert request is not None and request.wait(WAIT)
    for _ in range(10):
        app.pump()
    assert len(scene.applied) == 1
    post_click(app, scene.geometry.board.center)  # hurry
    app.pump()
    assert len(scene.applied) == 2
