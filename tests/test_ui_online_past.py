"""The online play scene on a game joined late, against a real server on a free local port: the
log is the whole game's, and at the end the scoring charts it, offers Watch again and the game
is kept and counted."""

from __future__ import annotations

import random
import time

import pytest

from game.storage import stats
from game.storage.finished import is_finished_file
from game.ui.online.link import OnlineLink
from game.ui.online.play import OnlinePlayScene
from game.ui.results.scoring import ScoringScene
from tests.net_support import hosted
from tests.online_ui import online_app
from tests.test_net_online_table import Others, start_table
from tests.test_net_past import log_lines, moves_until, rejoin, server_session


@pytest.fixture
def app(tmp_path):
    application = online_app(tmp_path, size=(1280, 720))
    yield application
    application.close()


def test_a_rejoined_game_shows_its_whole_log_and_ends_charted_kept_and_counted(app):
    with hosted() as server:
        clients, code = start_table(server.url, ["open", "open", "bot:random"])
        moves_until(clients, 30, server, code)
        again = rejoin(server, clients, code)
        link = OnlineLink(net=again, url=server.url, code=code)
        app.online = link
        app.go("play_online", link=link)
        scene = app.scene
        assert isinstance(scene, OnlinePlayScene)
        app.pump()
        expected = server_session(server, code)
        names = [s.name for s in scene.play.seats]
        lines = [f"{e.moves}:{'#' if e.head else ''}{e.text}" for e in scene.play.log.entries]
        assert lines[:-1] == log_lines(expected, names)  # then the line that says "At table"
        assert len(scene.table.session.steps) == scene.table.seq >= 30

        others, rnd = Others([clients[0]], random.Random(4)), random.Random(5)
        deadline = time.monotonic() + 120
        while app.scene is scene:
            assert time.monotonic() < deadline, "the game did not end"
            app.pump()
            scene.play.motion.finish()
            if scene.table.local_turn():
                scene.table.play(rnd.choice(scene.table.game.options()))
            others.step()
            clients[0].wait(0.002)
        scoring = app.scene
        assert isinstance(scoring, ScoringScene)
        assert scoring.record is not None and scoring.points  # the scores over time
        app.pump()
        assert "watch" in [b.key for b in scoring.buttons]
        kept = [p for p in app.folders.saves.iterdir() if is_finished_file(p)]
        assert len(kept) == 1
        assert stats.read_stats(stats.stats_path(app.folders)).tally("random", 3).played == 1
        clients[0].close()
