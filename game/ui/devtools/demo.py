"""A table of computer seats: what the screenshots, the smoke run and the frame benchmark show."""

from __future__ import annotations

from game.rules.engine import Setup
from game.session import Seat, Session
from game.ui.app import App
from game.ui.play.scene import PlayScene

NAMES = ("Anna", "Bruno", "Chiara", "Dieter")


def computer_table(app: App, players: int, seed: int, advance: int,
                   kind: str = "random") -> PlayScene:
    """A play scene with every seat a computer of `kind`, put in place after `advance`
    decisions (or the game's end), each chosen on this thread."""
    names = NAMES[:players]
    seats = [Seat(n, kind, i) for i, n in enumerate(names)]
    session, events = Session.start(app.edition, Setup(names, seed), seats)
    scene = app.go("play", session=session, events=events)
    assert isinstance(scene, PlayScene)
    for _ in range(advance):
        if scene.game.over:
            break
        scene.apply(scene.choose_now())
    return scene
