"""The lessons' pointer and panel hide nothing that matters: in the lessons whose arrows used to
run over the numbers of the dice spaces and the novices beside the place pointed at (3, 4, 5,
19, then 8, 11, 15 and 21), the arrow crosses none of the places beside those it points at,
bending round them or left out where they hem the place in; the table draws no
tooltip for what lies under the lesson's panel. Headless, 1280x720, in English and German."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import texts  # noqa: E402
from game.tutorial.lessons import LESSONS  # noqa: E402
from game.ui.play import draw  # noqa: E402
from game.ui.tutorial.panel import POINTER, RING_GROW, pointer_arrow  # noqa: E402
from game.ui.tutorial.route import covers  # noqa: E402
from game.ui.tutorial.scene import TutorialScene  # noqa: E402
from tests.ui_driver import make_app, move_mouse  # noqa: E402

KEYS = [lesson.key for lesson in LESSONS]


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720))
    yield application
    application.close()
    texts.set_language("en")


def lesson(app, key: str) -> TutorialScene:
    app.go("tutorial", lesson=KEYS.index(key))
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    for _ in range(3000):
        app.pump()
        if not scene.play.motion.running and not scene.play.busy():
            break
    app.pump()
    return scene


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("key", ["reroll", "last_dice", "take", "coop_place"])
def test_the_arrow_crosses_no_place_beside_what_it_points_at(app, key, language):
    texts.set_language(language)
    scene = lesson(app, key)
    places = scene.places()
    assert places and scene.panel is not None
    arrow = pointer_arrow(places, scene.panel, app.screen.get_rect())
    assert arrow is not None
    pointed = [rect for rect, step in places if step[0] != "area"]
    near = [rect.inflate(RING_GROW + 80, RING_GROW + 80) for rect in pointed]
    beside = [r for r in scene.panel.crowded if r.collidelist(near) >= 0
              and r.collidelist([rect.inflate(-2, -2) for rect in pointed]) < 0]
    assert beside, "places lie beside what the arrow points at"
    assert covers(arrow, beside) == 0, (key, arrow)


def played(app, scene: TutorialScene, moves: int) -> None:
    """The lesson's first `moves` moves played, as the learner would."""
    for _ in range(moves):
        scene.play.table.play(scene.taught())
        scene.play.sync()
        scene.follow()
        for _ in range(3000):
            app.pump()
            if not scene.play.motion.running and not scene.play.busy():
                break
        app.pump()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("key", "moves"), [("send", 0), ("chapel", 1), ("mission", 1),
                                            ("mission", 2), ("coop_threat", 2)])
def test_an_arrow_among_the_novices_bends_round_them_or_leaves_the_ring_alone(app, key, moves,
                                                                            language):
    """Lessons 8, 11, 15 and 21: a novice dragged out of the action area goes round the novices
    beside it (a bend); an action hemmed in by others is ringed without an arrow."""
    texts.set_language(language)
    scene = lesson(app, key)
    played(app, scene, moves)
    places = scene.places()
    pointed = [rect for rect, step in places if step[0] != "area"]
    near = [rect.inflate(RING_GROW + 80, RING_GROW + 80) for rect in pointed]
    beside = [r for r in scene.panel.crowded if r.collidelist(near) >= 0
              and r.collidelist([rect.inflate(-2, -2) for rect in pointed]) < 0]
    arrow = pointer_arrow(places, scene.panel, app.screen.get_rect())
    rings = [d for d in scene.drawn() if d.look == POINTER]
    assert len(rings) == len(places), "every place pointed at is ringed"
    if len(pointed) == 2:  # a drag keeps its arrow, from the novice to where it goes
        assert arrow is not None and pointed[0].inflate(RING_GROW + 2, RING_GROW + 2
                                                        ).collidepoint(arrow[0])
        assert pointed[1].inflate(RING_GROW + 2, RING_GROW + 2).collidepoint(arrow[-1])
    assert arrow is None or covers(arrow, beside) == 0, (key, arrow)
    assert arrow is not None or all(
        r.collidelist(beside) >= 0 for r in (pointed[0].move(dx, dy) for dx, dy in
                                             ((-34, 0), (34, 0), (0, -34), (0, 34)))), \
        "the arrow is left out only where places lie on every side"


def test_no_tooltip_for_what_lies_under_the_panel(app):
    scene = lesson(app, "take")
    play, panel = scene.play, scene.panel
    assert panel is not None
    hidden = [(x, y) for x in range(panel.rect.left + 4, panel.rect.right - 4, 12)
              for y in range(panel.rect.top + 4, panel.rect.bottom - 4, 12)
              if play.hover_key((x, y)) is not None]
    assert hidden, "the panel lies over places with a tooltip"
    for spot in hidden[:: max(1, len(hidden) // 12)]:
        move_mouse(app, spot)
        assert draw.draw_hover(play, pygame.Surface(app.screen.get_size())) is None, spot
    g = play.geometry
    move_mouse(app, g.dice_spaces[0].center)  # beside the panel, tooltips as ever
    assert draw.draw_hover(play, pygame.Surface(app.screen.get_size())) is not None
