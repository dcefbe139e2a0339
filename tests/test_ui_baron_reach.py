"""The monasteries the Baron's messenger reaches are marked on a co-op table's board (R-COOP-4):
where his next novice and window tiles go, each with a tooltip that says why, inside its
monastery's panel; the others carry no mark."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.coop.baron import baron_monasteries  # noqa: E402
from game.rules.edition import MONASTERIES  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.texts import set_language  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from tests.ui_driver import make_app, move_mouse  # noqa: E402


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, size=(1280, 720))
    application.settings["animation_speed"] = 0.0
    yield application
    set_language("en")
    pygame.quit()


def table(app, space: int) -> PlayScene:
    """Anna and Bruno against the Baron, his messenger on road space `space` (from 0)."""
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "human", 1)]
    session, events = Session.start(app.edition, Setup(("Anna", "Bruno"), 8, 0, "normal"),
                                    seats)
    assert session.game.state.coop is not None
    session.game.state.coop.messenger = space
    app.open_session(session, events)
    app.pump()
    assert isinstance(app.scene, PlayScene)
    return app.scene


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_the_monasteries_his_messenger_reaches_are_marked_with_a_tooltip(app, language):
    set_language(language)
    scene = table(app, 0)
    g = scene.geometry
    space = next(i for i, s in enumerate(scene.game.layout.road)
                 if len([m for m in MONASTERIES if m in s.connects]) >= 2)
    coop = scene.game.state.coop
    assert coop is not None
    coop.messenger = space  # moved on: the marks follow at the next redraw
    scene.dirty = True
    app.pump()
    reached = baron_monasteries(scene.game)
    assert len(reached) >= 2
    marks = {key[2]: rect for rect, key in g.baron_chips if key[:2] == ("baron", "reached")}
    assert sorted(marks) == reached
    for m, rect in marks.items():
        assert g.monasteries[m].contains(rect), "inside its monastery's panel"
        assert not rect.colliderect(g.badges[m])
        move_mouse(app, rect.center)
        app.pump()
        said, rule = scene.hover_text()
        assert rule == "R-COOP-4"
        assert m in said and str(space + 1) in said and "coop_ui." not in said
