"""On to the online game: the scene "play_online" takes the link once the table plays. Where
that scene is not registered (or cannot be built) the caller shows a line instead."""

from __future__ import annotations

from game.texts import text
from game.ui.app import SCENES
from game.ui.online.link import OnlineLink

PLAY_SCENE = "play_online"


def go_play(app, link: OnlineLink) -> str:
    """Open the online game; "" when it opened, else the line to show."""
    if PLAY_SCENE not in SCENES:
        return text("online.no_play_scene")
    try:
        app.go(PLAY_SCENE, link=link)
    except (ImportError, AttributeError, TypeError) as problem:
        return text("online.error_other", message=str(problem))
    return ""
