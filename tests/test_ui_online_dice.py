"""The fair dice in the online window, against a real server on a free local port with a
deadline of half a second: the bar says whose link the dice wait for, the log says a roll went
on without a player's link (who then counts as away and is handed to a computer) and that a
link of a chain never committed to was asked for; the final screen's line counts such rolls."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from game.ai.random_bot import RandomBot
from game.texts import text
from game.ui.online.presence import pill_rects
from tests.net_support import hosted
from tests.online_ui import online_app, texts_drawn, until
from tests.test_net_online_table import Others
from tests.test_ui_online_play import open_table, play_turns
from tests.ui_driver import post_click


@pytest.fixture
def app(tmp_path):
    application = online_app(tmp_path, size=(1280, 720))
    yield application
    application.close()


async def keep_the_link(message: dict[str, Any]) -> None:
    """A player who stays connected and never gives their link."""


def test_the_window_says_whose_link_the_dice_wait_for_and_goes_on_without_it(app):
    with hosted(link_deadline=0.5) as server:
        scene, (anna, bruno) = open_table(app, server, ["open", "open"])
        bruno._client.answer_roll = keep_the_link
        others = Others([bruno], random.Random(4))
        late = "The roll went on without the link of Bruno: none came in time. Until one " \
               "comes, that seat counts as away."
        with texts_drawn(app) as seen:
            play_turns(app, scene, others, RandomBot(4),
                       lambda: late in scene.play.log.lines, limit=60.0)
        assert "The dice wait for the link of Bruno…" in seen
        until(app, lambda: scene.table.seat_presence()[1].away, "Bruno counts as away")
        assert text("online_play.log_away", name="Bruno") not in scene.play.log.lines  # he is
        # connected: the late roll's line says why he counts as away, not a dropped connection
        post_click(app, pill_rects(scene)[1].center)  # the creator hands the seat over
        until(app, lambda: others.step() or scene.table.seat_presence()[1].bot is not None,
              "a computer for Bruno")
        anna._arrive({"type": "refused_roll", "index": 99})  # as the client notes it
        until(app, lambda: text("online_play.log_refused_link") in scene.play.log.lines,
              "the refused link is told")
        assert scene.end_notice() == text("online_play.end_refused", count=1)
        code = scene.code
        record = server.call(lambda: server.server.rooms[code].table.game_record())
        scene.table.refused_rolls = 0
        scene.table.finished = SimpleNamespace(record=record)  # as at the game's end
        notice = scene.end_notice()
        assert notice.startswith("Fair dice: ") and "without the link of Bruno" in notice
        bruno.close()
