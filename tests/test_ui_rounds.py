"""UI test: rounds are counted one way everywhere. Alone against the Baron a year has the two
rounds of a table of two (R-COOP-2): the table says "Round 2 of 2", never "of 1", and a
threat's or request's last round is said as year and round, as the table counts them."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.rules.coop import events as C  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.texts import set_language  # noqa: E402
from game.ui.words.log_lines import event_line  # noqa: E402
from tests.ui_driver import make_app, move_mouse  # noqa: E402


def test_alone_the_second_round_is_round_2_of_2(tmp_path):
    set_language("en")
    app = make_app(tmp_path, (1280, 720))
    try:
        session, _ = Session.start(app.edition, Setup(("Anna",), 3, 0, "normal"),
                                   [Seat("Anna", "human", 0)])
        while session.game.state.round < 2:
            session.apply(str(session.game.options()[0]))
        assert session.game.state.year == 1
        app.open_session(session, None)
        app.overlay = None
        app.pump()
        scene = app.scene
        move_mouse(app, scene.geometry.hourglass.center)
        app.pump()
        said, _ = scene.hover_text()
        assert "round 2 of 2" in said and "of 1" not in said
        layout = scene.game.layout
        threat = event_line(C.ThreatRevealed(None, "T1", 2, 4), ["Anna"], layout)
        assert threat is not None and threat.endswith("until the end of year 2, round 2.")
    finally:
        app.close()
        pygame.quit()
