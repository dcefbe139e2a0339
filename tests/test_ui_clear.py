"""UI tests that words over the table hide nothing that matters, by posted events: a tooltip
closes on a click and stays closed until the mouse leaves; a dice space's tooltip does not
cover the log; the line of a choice with one answer covers no piece that moves or has just
landed, nor the log. Headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from pygame import Rect  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.ui.play import draw  # noqa: E402
from game.ui.play.anim import Flight  # noqa: E402
from game.ui.play.anim_draw import draw_banner  # noqa: E402
from game.ui.play.clear import moving  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from tests.ui_driver import make_app, move_mouse, open_game, post_click  # noqa: E402


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720), seed=515)
    yield application
    application.close()



def tooltip(app, scene: PlayScene):
    """Where the tooltip under the mouse is drawn now (None: no tooltip)."""
    return draw.draw_hover(scene, app.screen.copy())


def test_a_tooltip_closes_on_click_until_the_mouse_leaves(app):
    scene = open_game(app)
    g = scene.geometry
    move_mouse(app, g.tray_dice[0].center)
    assert tooltip(app, scene) is not None
    reroll = scene.geometry.players[0].reroll.center  # a click that plays nothing
    move_mouse(app, reroll)
    assert tooltip(app, scene) is not None
    post_click(app, reroll)
    assert tooltip(app, scene) is None
    move_mouse(app, (reroll[0] + 1, reroll[1]))  # still over it: still closed
    assert tooltip(app, scene) is None
    move_mouse(app, g.tray_dice[0].center)  # elsewhere: tooltips again
    assert tooltip(app, scene) is not None


def test_a_dice_spaces_tooltip_does_not_cover_the_log(app):
    scene = open_game(app)
    log = scene.logview.area.union(scene.logview.bar)
    for space in scene.geometry.dice_spaces:
        for spot in (space.center, (space.centerx, space.bottom - 3)):
            move_mouse(app, spot)
            box = tooltip(app, scene)
            assert box is not None and not box.colliderect(log), spot


def test_a_top_buildings_tooltip_keeps_off_the_bar_even_with_pieces_landed_below(app):
    """A novice just landed under a monastery's top row (a send) pushes the tooltip of the
    building under the mouse elsewhere: not up over the bar's question."""
    scene = open_game(app)
    g = scene.geometry
    space = g.spaces["A1"]
    move_mouse(app, space.center)
    scene.landed = [Rect(0, space.bottom + 2, g.board.right, 400)]
    box = tooltip(app, scene)
    assert box is not None and not box.colliderect(g.bar), (box, g.bar)


def only_choice_line(app, scene: PlayScene):
    """Random moves shown to their end until one brings a choice with one answer; its
    timeline, still running."""
    bot = make_bot("random", 3)
    while not scene.game.over:
        events = scene.table.apply(bot.choose(scene.game.clone()))
        scene.sync()
        line = scene.motion.line
        if line is not None and any(isinstance(e, E.OnlyChoice) for e in events):
            return line
        scene.motion.finish()
        app.pump()
    raise AssertionError("no choice with one answer in a whole game")


def test_the_line_of_a_choice_with_one_answer_hides_no_piece_just_moved(app):
    scene = open_game(app)
    line = only_choice_line(app, scene)
    banner = next(b for b in line.banners if not b.big and b.text)
    line.t = banner.start
    log = scene.logview.area.union(scene.logview.bar)
    first = draw_banner(app.screen.copy(), app.assets, scene.geometry, banner, line)
    assert first is not None and not first.colliderect(log)
    assert first.collidelist(moving(line, banner.start, banner.end)) < 0
    for _ in range(2):  # a novice lands where the line would go: it goes elsewhere
        spot = Rect(0, 0, 30, 36)
        spot.center = first.center
        line.flights.append(Flight(("novice", 0), [spot.move(0, 200), spot], banner.start - 10,
                                   20, None))
        box = draw_banner(app.screen.copy(), app.assets, scene.geometry, banner, line)
        assert box is not None and not box.colliderect(spot) and not box.colliderect(log)
        first = box
    app.pump()
