"""On to the online game: the scene "play_online" takes the link once the table plays. Where
that scene is not registered (or cannot be built) the caller shows a line instead."""

from __future__ import annotations

from game.texts import text
from game.ui.app import SCENES
from game.ui.online.link import OnlineLink
from game.ui.online.words import problem_text

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


def arrive(scene, link: OnlineLink, where: str) -> str:
    """A table joined or opened from `scene` (which keeps `link`, `error` and `working`): on to
    the lobby, or to the game when the table already plays. What happened: "closed" (the
    connection dropped before the table was heard of; the error says so), "lobby", "play", or
    "" while the table is still to be heard of."""
    link.backlog += link.net.poll()
    view = link.net.view
    if link.net.status == "closed":
        scene.link, scene.app.online, scene.working = None, None, ""
        scene.error = problem_text({"code": "offline"}, where=where)
        link.close()
        return "closed"
    if view.info is not None and view.info.get("status") == "lobby":
        scene.link = None
        scene.app.go("online_lobby", link=link)
        return "lobby"
    if view.info is None or view.state is None:
        return ""
    scene.link = None
    scene.error, scene.working = go_play(scene.app, link), ""
    scene.stale = True
    return "play"
