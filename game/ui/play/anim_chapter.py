"""A campaign chapter's events on the timeline (R-CAMP-3, 4, 8): a Volume taken lights up its
chip on the Volumes' strip and is said over the board, as the log says it; an advantage or the
catch-up acting is said too. The timeline's builder (anim_build.Builder) calls
`on_<EventClass>` here for these events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import events as E
from game.ui.toolkit import theme as T

if TYPE_CHECKING:
    from game.ui.play.anim_build import Builder

TAKEN, USED = 40, 12  # frames at normal speed the table waits after saying it


class ChapterSteps:
    def __init__(self, builder: Builder) -> None:
        self.b = builder

    def on_VolumeTaken(self, e: E.VolumeTaken) -> None:
        b = self.b
        chip = next((r for r, key in b.g.baron_chips if key == ("volume", e.volume)), None)
        if chip is not None:
            colour = T.PLAYER[b.view.colours[e.player]]["light"] if e.player is not None \
                else T.GOLD_L
            b.pop(chip, colour, sound="mission")
        b.coop.say(e, TAKEN)

    def on_AdvantageUsed(self, e: E.AdvantageUsed) -> None:
        self.b.coop.say(e, USED)
