"""UI tests for the game log on the table, by posted events: it follows the newest line; once
scrolled back it keeps what is read in place and marks the lines come below, and a click on
the mark returns to them; a move's lines come in step with its animation; a long word wraps
inside the log. Headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.rules.moves import Place  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from tests.ui_driver import make_app, move_mouse, open_game, post_click, settle  # noqa: E402


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720), seed=515)
    yield application
    application.close()



def play_moves(app, scene: PlayScene, count: int) -> None:
    """`count` moves of a random player, each shown to its end."""
    bot = make_bot("random", 5)
    for _ in range(count):
        scene.apply(bot.choose(scene.game.clone()))
        settle(app)
    app.pump()


def shown_rows(scene: PlayScene) -> list[str]:
    view = scene.logview
    rows = view.rows(scene.app.assets)
    first = max(0, len(rows) - view.visible - view.scroll)
    return [line for line, _ in rows[first:first + view.visible]]


def wheel(app, notches: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))
    app.pump()


def test_the_log_follows_and_marks_new_lines_below(app):
    scene = open_game(app)
    view = scene.logview
    assert view.visible >= 7  # 1280×720: seven lines (six before)
    play_moves(app, scene, 12)
    newest = view.rows(app.assets)[-1][0]
    assert shown_rows(scene)[-1] == newest  # it follows
    move_mouse(app, view.area.center)
    wheel(app, 2)
    assert view.scroll > 0
    read = shown_rows(scene)
    assert newest not in read[-1:]
    play_moves(app, scene, 4)
    assert shown_rows(scene) == read  # what is read stays in place
    assert view.unread > 0
    mark = view.mark
    assert mark.w and view.area.contains(mark)
    assert tuple(app.screen.get_at((mark.left + 3, mark.centery)))[:3] == T.ROOF_D
    post_click(app, mark.center)
    assert view.scroll == 0 and view.unread == 0
    app.pump()
    assert shown_rows(scene)[-1] == view.rows(app.assets)[-1][0]
    assert tuple(app.screen.get_at((mark.left + 3, mark.centery)))[:3] != T.ROOF_D


def test_a_moves_lines_come_as_its_animation_shows_them(app):
    scene = open_game(app)
    asked = scene.shown_prompt
    value = next(m.value for m in scene.game.options() if isinstance(m, Place))
    scene.apply(Place(value))  # placed, then the next player's dice are rolled
    app.pump()
    lines = scene.log.lines
    assert any("places" in line for line in lines[-2:])
    assert "rolls" not in lines[-1]  # the dice are still flying: no roll yet
    assert scene.motion.running and scene.shown_prompt != asked  # the move being shown:
    assert scene.shown_prompt.startswith("Anna plays: ")  # not yet Bruno's question
    settle(app)
    app.pump()
    assert "Bruno rolls" in scene.log.lines[-1]
    assert scene.shown_prompt != asked and scene.shown_prompt.startswith("Bruno")


def test_a_long_word_wraps_inside_the_log(app):
    scene = open_game(app)
    word = "Ab" * 100  # 200 characters, no space
    scene.log.add(word, len(scene.session.steps))
    scene.log_dirty = True
    app.pump()
    view = scene.logview
    rows = [line for line, _ in view.rows(app.assets)]
    cut = rows[-len(rows):]
    pieces = [r for r in cut if set(r) <= {"A", "b"}]
    assert len(pieces) >= 3 and "".join(pieces) == word
    font = app.assets.font(view.font_size)
    assert all(font.size(r)[0] <= view.area.w for r in pieces)
    right = view.area.right + 14  # past the scroll bar, the panel shows no ink
    row_y = view.area.bottom - view.line_h // 2
    assert app.screen.get_at((right, row_y)) == scene.view.static.get_at((right, row_y))


@pytest.mark.parametrize("line", ["陈静: 你好，世界", "كريم: سلام عليكم", "Ana 😀 🎲",
                                  "प्रिया: नमस्ते", "สมชาย: สวัสดี"])
def test_other_scripts_are_drawn_with_a_fallback_font_not_boxes(app, line):
    scripts = app.assets.scripts
    foreign = [c for c in line if not c.isascii() and c != " "]
    assert all(any(scripts.has(k, c) for k in range(len(scripts.paths))) for c in foreign)
    drawn = app.assets.text(line, 16)
    boxes = app.assets.font(16).render(line, True, (59, 40, 22))  # the game's font alone
    assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(boxes, "RGBA")
    assert app.assets.width(line, 16) == drawn.get_width()


def test_a_line_without_spaces_in_chinese_wraps_in_the_log(app):
    scene = open_game(app)
    scene.log.add("陈静: " + "你好" * 60, len(scene.session.steps))
    view = scene.logview
    rows = [line for line, _ in view.rows(app.assets)][-4:]
    assert len([r for r in rows if "你好" in r]) >= 3
    assert all(app.assets.width(r, view.font_size) <= view.area.w for r in rows)
