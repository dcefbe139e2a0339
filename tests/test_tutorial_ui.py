"""Learn to play in the window, by posted mouse events: every lesson is played from the title to the
offer of a real game; at each step the pointer rings the place the table drew, another legal move
is refused with the lesson's line, and only the taught move is played. Leaving keeps the lesson
reached, and the lessons go on from there."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.moves import Move  # noqa: E402
from game.texts import text  # noqa: E402
from game.tutorial.lessons import LESSONS  # noqa: E402
from game.tutorial.progress import progress_path, read_progress  # noqa: E402
from game.ui.board.baron import chips  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.play.cost_tags import draw_costs  # noqa: E402
from game.ui.play.draw import draw_message  # noqa: E402
from game.ui.play.input import steps_for  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from game.ui.toolkit.drawn import BUTTON, PIECE, PLACE  # noqa: E402
from game.ui.tutorial.panel import POINTER, POINTER_COLOUR  # noqa: E402
from game.ui.tutorial.scene import TutorialScene  # noqa: E402
from game.ui.tutorial.shown import point_rect  # noqa: E402
from game.ui.words.describe import option_text  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    NEUTRAL,
    click_button,
    make_app,
    move_mouse,
    post_click,
    pressable,
    ringed,
)

MESSAGE_BOX = (120, 30, 24)  # the play scene's message box


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    yield application
    pygame.quit()


def open_lessons(app) -> TutorialScene:
    """Learn to play, then on from the lesson list where the lessons were left."""
    click_button(app, "learn")
    click_button(app, "go_on")
    assert isinstance(app.scene, TutorialScene)
    return app.scene


def settle(app, scene: TutorialScene) -> None:
    """Watch the running animation to its end, and let a waiting computer move."""
    for _ in range(3000):
        if not scene.play.motion.running:
            app.pump()
            if not scene.play.motion.running:
                return
        app.pump()
    raise AssertionError("an animation that does not end")


def panel_click(app, scene: TutorialScene, key: str) -> None:
    button = next(b for b in scene.panel.buttons if b.key == key)
    post_click(app, button.rect.center)


def pointed(app, scene: TutorialScene, step: tuple) -> None:
    """The lesson's pointer rings where the table drew `step`, and the ring is on screen."""
    drawn = [d.rect for d in scene.play.drawn() if d.step == step
             and d.look in (PIECE, PLACE, BUTTON) and d.player in (None, scene.tutor.learner)]
    rings = [d for d in scene.drawn() if d.look == POINTER and d.step == step]
    assert drawn and rings, f"no pointer at {step}"
    ring = rings[0].rect
    assert any(ring.contains(r) for r in drawn), f"the pointer is not around {step}"
    sides = [(ring.centerx, ring.top + 1), (ring.left + 1, ring.centery),
             (ring.right - 2, ring.centery), (ring.centerx, ring.bottom - 2)]
    screen = app.screen.get_rect()
    assert sum(tuple(app.screen.get_at(p))[:3] == POINTER_COLOUR for p in sides
               if screen.collidepoint(p)) >= 2


def refused(app, scene: TutorialScene, taught: Move) -> bool:
    """Press where another legal move begins: nothing is played and the lesson says why.
    False when no other move begins at a free place of the table."""
    game = scene.play.game
    for other in game.options():
        if other == taught or other.kind == "reroll":
            continue
        rect = scene.play.rect_for(steps_for(other)[0])
        if rect is None or steps_for(other)[0] == steps_for(taught)[0] or \
                rect.colliderect(scene.panel.rect):
            continue
        before, said = scene.table.position, scene.refusals
        post_click(app, rect.center)
        assert scene.table.position == before, f"{other} was played instead of {taught}"
        assert scene.refusals > said
        assert scene.play.message == text("tutorial.refused", now=option_text(taught, game))
        box = draw_message(scene.play, app.screen.copy())  # where the line goes now
        assert not box.collidepoint(rect.center)  # not over the place pressed
        spot = box.left + 6, box.centery
        assert tuple(app.screen.get_at(spot))[:3] == MESSAGE_BOX  # the line is on screen
        move_mouse(app, NEUTRAL)
        return True
    return False


def make(app, scene: TutorialScene, move: Move) -> None:
    """The gestures for the taught move, each checked on screen before it is made."""
    start = scene.table.position
    for _ in range(12):
        settle(app, scene)
        move_mouse(app, NEUTRAL)
        gesture = scene.play.plan(move)
        assert gesture is not None
        pointed(app, scene, gesture[1])
        if gesture[0] == "click":
            post_click(app, pressable(app, scene.play, gesture[1]))
        else:
            source = pressable(app, scene.play, gesture[1])
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=source, button=1))
            app.pump()
            move_mouse(app, (source[0] + 9, source[1] + 9), (1, 0, 0))
            target = ringed(app, scene.play, gesture[2], T.HIGHLIGHT_OK)
            move_mouse(app, target, (1, 0, 0))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
            app.pump()
        if scene.table.position > start:
            assert str(scene.table.session.steps[start].move) == str(move)
            return
    raise AssertionError(f"the gestures for {move} did not play it")


def read_lesson(app, scene: TutorialScene) -> None:
    """A lesson to read: the table refuses a press; its pointer rings what it is about."""
    lesson = scene.tutor.lesson
    if lesson.point:
        assert any(d.look == POINTER and d.step == ("area", lesson.point) for d in scene.drawn())
    hand = [d.rect for d in scene.play.drawn() if d.step[0] == "die" and d.look == PIECE]
    if hand and not scene.play.game.over:
        before, said = scene.table.position, scene.refusals
        post_click(app, hand[0].center)
        assert scene.table.position == before and scene.refusals > said
        assert scene.play.message == text("tutorial.refused_read")


def test_the_whole_lessons_by_mouse_only_the_taught_move_is_accepted(app):
    scene = open_lessons(app)
    refusals = taught = 0
    seen = []
    for _ in range(500):
        settle(app, scene)
        lesson = scene.tutor.lesson
        if lesson.key not in seen:
            seen.append(lesson.key)
        assert not scene.panel.rect.colliderect(scene.play.logview.area), lesson.key
        if lesson.reading:
            read_lesson(app, scene)
            if lesson.key == "offer":
                break
            panel_click(app, scene, "continue")
            continue
        move = scene.taught()
        if move is None:  # the computer's turn in the lesson
            continue
        hint = next(b for b in scene.play.buttons if b.key == "hint")
        assert not hint.enabled, "the lessons teach one move: no Hint offered"
        refusals += refused(app, scene, move)
        make(app, scene, move)
        taught += 1
    assert seen == [lesson.key for lesson in LESSONS]
    assert taught == 33 and refusals >= 15
    panel_click(app, scene, "real_game")
    assert isinstance(app.scene, PlayScene)
    kinds = [seat.kind for seat in app.scene.seats]
    assert kinds == ["human", "normal"] and not app.scene.game.state.stack == []


def test_leaving_keeps_the_lesson_reached_and_the_lessons_go_on_from_there(app):
    scene = open_lessons(app)
    panel_click(app, scene, "continue")  # welcome
    make(app, scene, scene.taught())  # place
    settle(app, scene)
    assert scene.tutor.lesson.key == "reroll"
    panel_click(app, scene, "leave")
    assert isinstance(app.scene, TitleScene)
    path = progress_path(app.folders)
    assert read_progress(path, len(LESSONS)) == 2
    scene = open_lessons(app)
    assert scene.tutor.lesson.key == "reroll" and scene.table.position == 2
    assert [b.key for b in scene.panel.buttons] == ["leave", "restart"]
    panel_click(app, scene, "restart")
    assert scene.tutor.index == 0 and scene.table.position == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.pump()
    click_button(app, "title")  # the pause menu's way out keeps the place too
    assert isinstance(app.scene, TitleScene) and read_progress(path, len(LESSONS)) == 0


def test_lessons_that_do_not_fit_the_edition_go_back_to_the_title(app, monkeypatch):
    from game.tutorial import lessons

    monkeypatch.setattr(lessons, "MOVES", ("take:1:1", *lessons.MOVES[1:]))
    app.go("tutorial", lesson=2)
    assert isinstance(app.scene, TitleScene)
    assert app.scene.error.startswith(text("tutorial.broken", error="")[:20])


def chip(scene: TutorialScene, what: str):
    """The strip's chip (rect, label) of a kind, as drawn (board/baron.py)."""
    rect = next(r for r, k in scene.play.geometry.baron_chips if k[1] == what)
    label = next(c[0] for c in chips(scene.play.game) if c[1][1] == what)
    return rect, label


def ringed_chip(scene: TutorialScene, point: str) -> bool:
    """The lesson's pointer rings the strip's chip it is about."""
    rect = point_rect(scene.play.geometry, point, scene.tutor.learner)
    return rect is not None and any(d.look == POINTER and d.step == ("area", point)
                                    and d.rect.contains(rect) for d in scene.drawn())


def test_the_coop_lessons_by_mouse_point_at_the_strip_and_teach_each_move(app):
    """From the first co-op lesson to the offer, by posted events: the strip's chips are
    pointed at; the Baron's card is drawn when the last die is placed; the learner's novice
    takes a mark off the threat, the donation lowers what the request asks, the gift gives the
    team-mate a Rosary; the offer opens a game together against the Baron."""
    first = [lesson.key for lesson in LESSONS].index("coop_welcome")
    app.go("tutorial", lesson=first)
    scene = app.scene
    assert isinstance(scene, TutorialScene) and scene.play.game.state.coop is not None
    seen, taught = [], 0
    for _ in range(200):
        settle(app, scene)
        lesson = scene.tutor.lesson
        seen.append(lesson.key) if lesson.key not in seen else None
        if lesson.point.startswith("baron"):
            assert ringed_chip(scene, lesson.point), lesson.key
        if lesson.reading:
            read_lesson(app, scene)
            if lesson.key == "coop_baron":
                assert chip(scene, "card")[1].startswith("Baron: Intrigue")
                assert any(e.text.startswith("The Baron plays ") for e in scene.play.log.entries)
            if lesson.key == "offer":
                break
            panel_click(app, scene, "continue")
            continue
        move = scene.taught()
        if move is None:
            continue
        if lesson.key == "coop_give" and str(move).startswith("give"):
            assert scene.panel_text().now == "Now: Give 1 Rosary to Bruno."  # by name
        before = (chip(scene, "threat")[1] if lesson.key == "coop_threat" else "",
                  scene.play.game.state.players[1].tokens["rosary"])
        make(app, scene, move)
        taught += 1
        settle(app, scene)
        if str(move).startswith("send"):
            assert "×2" in before[0] and "×1" in chip(scene, "threat")[1]  # a mark came off
        if str(move) == "donate:soup:2":
            lines = [e.text for e in scene.play.log.entries]
            assert "Anna donates 2 Soup to Feed the garrison." in lines
        if str(move).startswith("give"):
            assert scene.play.game.state.players[1].tokens["rosary"] == before[1] + 1
    assert seen == [lesson.key for lesson in LESSONS[first:]]
    assert taught == 10
    assert ringed_chip(scene, "baron_team") is False  # the offer points at nothing
    panel_click(app, scene, "coop_game")
    assert isinstance(app.scene, PlayScene)
    assert app.scene.session.setup.coop == "normal"
    assert [seat.kind for seat in app.scene.seats] == ["human", "normal"]


def test_the_sending_lessons_arrow_leaves_the_cost_under_its_place_readable(app):
    """Lesson 8 tells that a novice's cost shows under each lit place: while the novice is
    dragged, the cost under the place pointed at is drawn over the arrow, not under it."""
    app.go("tutorial", lesson=7)
    scene = app.scene
    for _ in range(200):
        app.pump()
        if len(scene.places()) == 2:
            break
    (novice, _), (_, target) = scene.places()
    assert target[0] == "board"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=novice.center, button=1))
    app.pump()
    for k in range(1, 5):  # held, on its way up the table
        move_mouse(app, (novice.centerx + (800 - novice.centerx) * k // 4,
                         novice.centery + (300 - novice.centery) * k // 4), (1, 0, 0))
    app.full_redraw = True
    app.pump()
    tags = [r for r in draw_costs(scene.play, app.screen.copy(), [target]) if r]
    assert tags  # the novice is held: its cost is shown
    red = [(x, y) for tag in tags for x in range(tag.left + 2, tag.right - 2)
           for y in range(tag.top + 2, tag.bottom - 2)
           if all(abs(a - b) < 20 for a, b in zip(app.screen.get_at((x, y))[:3],
                                                  POINTER_COLOUR, strict=True))]
    assert not red, red[:5]
