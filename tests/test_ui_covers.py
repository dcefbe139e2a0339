"""UI tests that what is drawn over the table covers nothing the player is deciding on: the
tooltip of a die in the tray stays clear of the preview of where its dice go, and of the roll;
the computer's roll has no "click or drag" tooltip; the line of a choice with one answer sits
beside the log, over no monastery (where novices land), the road nor the log. Headless,
1280x720."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import texts  # noqa: E402
from game.ui.play import draw  # noqa: E402
from game.ui.play.anim_draw import draw_banner  # noqa: E402
from game.ui.play.confirm import preview_rects  # noqa: E402
from tests.test_ui_clear import only_choice_line  # noqa: E402
from tests.ui_driver import make_app, move_mouse, open_game  # noqa: E402


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720), seed=515)
    yield application
    application.close()
    texts.set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_dies_tooltip_covers_neither_its_preview_nor_the_roll(app, language):
    texts.set_language(language)
    scene = open_game(app)
    g = scene.geometry
    dice = len(scene.hand())
    assert scene.decision.kind == "place" and dice >= 2
    for i in range(dice):
        move_mouse(app, g.tray_dice[i].center)
        shown = preview_rects(scene)
        assert shown, "the mouse over a die shows where its dice go"
        box = draw.draw_hover(scene, app.screen.copy())
        assert box is not None
        assert box.collidelist(shown) < 0, (i, box, shown)
        assert box.collidelist(g.tray_dice[:dice]) < 0 and not box.colliderect(g.dice_area)
        assert app.screen.get_rect().contains(box.inflate(-8, -8))


def test_the_computers_roll_has_no_tooltip_to_place_it(app):
    app.bot_delay_override = 10**9  # the computer thinks for ever: its roll stays in the tray
    scene = open_game(app, ("random", "human"))
    d = scene.decision
    assert d.kind == "place" and d.player == 0 and scene.inp is None
    g = scene.geometry
    for i in range(len(scene.hand())):
        move_mouse(app, g.tray_dice[i].center)
        assert scene.hover_key(scene.mouse) == ("die", i)
        assert draw.draw_hover(scene, app.screen.copy()) is None
    move_mouse(app, g.dice_spaces[0].center)  # other places keep their tooltips
    assert draw.draw_hover(scene, app.screen.copy()) is not None


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_line_of_a_choice_with_one_answer_covers_no_monastery(app, language):
    texts.set_language(language)
    scene = open_game(app)
    line = only_choice_line(app, scene)
    banner = next(b for b in line.banners if not b.big and b.text)
    line.t = banner.start + 8
    box = draw_banner(app.screen.copy(), app.assets, scene.geometry, banner, line)
    g = scene.geometry
    assert box is not None and not box.colliderect(g.board), box
    assert not box.colliderect(scene.logview.area.union(scene.logview.bar))
    assert app.screen.get_rect().contains(box)
