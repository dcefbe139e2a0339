"""The Baron's turn and the co-op cards on the timeline (game/rules/coop/events.py): his card is
announced and each of its lines says what it did, his messenger walks the road, his novices fly
from his strip to their places, a ring marks the dice and tiles he takes, and each threat,
request or event revealed, answered, met or failed is a line under the board, as the log says
it. The timeline's builder (anim_build.Builder) calls `on_<EventClass>` here for each co-op
event."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import events as E
from game.rules.coop import events as C
from game.rules.moves import chapel_of
from game.texts import text
from game.ui.play.anim import Banner, Count, Flight
from game.ui.toolkit import theme as T
from game.ui.words.baron_lines import CardLines
from game.ui.words.log_lines import event_line

if TYPE_CHECKING:
    from game.ui.play.anim_build import Builder

STEP, NOVICE, LINE = 9, 20, 70  # frames at normal speed
BARON_RING = T.BARON["light"]


class CoopSteps:
    """The co-op events' part of the timeline, built on the builder's cursor."""

    def __init__(self, builder: Builder) -> None:
        self.b = builder
        self.lines = CardLines()
        self.said = False  # the event being built was said by a line of the Baron's card

    def say(self, event: E.Event, hold: int = 0, words: str = "") -> None:
        """The event's log line (or `words`) over the board, one at a time, then `hold`
        frames."""
        b = self.b
        if self.said:
            return
        words = words or event_line(event, b.names, b.view.game.layout) or ""
        if not words:
            return
        for shown in b.line.banners:
            if not shown.big and shown.end > b.cursor:
                shown.length = max(1, b.cursor - shown.start)
        b.line.banners.append(Banner(words, b.cursor, b.f(LINE), big=False))
        b.cursor += b.f(hold)

    def on_BaronCardDrawn(self, e: C.BaronCardDrawn) -> None:
        b = self.b
        self.say(e, 24, text("coop_ui.banner_card",
                             card=text(f"coop.baron_card.{e.card}.name")))
        if b.g.baron.w:
            b.pop(b.g.baron, BARON_RING)

    def on_BaronLine(self, e: C.BaronLine) -> None:
        self.say(e, 20)

    def on_BaronMessengerMoved(self, e: C.BaronMessengerMoved) -> None:
        b = self.b
        n = len(b.g.road)
        spaces = [e.start]
        while spaces[-1] != e.end and len(spaces) <= n:
            spaces.append((spaces[-1] + 1) % n)
        here = sum(1 for pl in b.state.players if pl.messenger == e.end)
        path = [b.view.messenger(s, 0) for s in spaces[:-1]]
        path.append(b.view.messenger(e.end, here))
        length = b.f(STEP) * max(1, len(spaces) - 1)
        b.fly(Flight(("messenger", "baron"), path, b.cursor, length,
                     ("messenger", "baron"), hold=True, arc=0.35, step_sound="step"))
        b.cursor += length

    def on_BaronNovicePlaced(self, e: C.BaronNovicePlaced) -> None:
        b = self.b
        if not e.target:
            self.say(e, 12)
            return
        m = chapel_of(e.target)
        lands: tuple
        if m is None:
            dst, lands = b.view.board_novice(e.target), ("board", e.target)
        else:
            k = max(0, len(b.state.chapels[m]) - 1
                    - b.later(C.BaronNovicePlaced, lambda x: x.target == e.target))
            dst, lands = b.view.chapel_novice(m, k), ("chapel", m, k)
        src = dst.copy()
        src.midleft = b.g.baron.midleft if b.g.baron.w else b.g.board.midtop
        b.fly(Flight(("novice", "baron"), [src, dst], b.cursor, b.f(NOVICE), lands,
                     arc=0.25, sound="send"))
        b.cursor += b.f(NOVICE)

    def on_BaronDiceTaken(self, e: C.BaronDiceTaken) -> None:
        b = self.b
        b.pop(b.g.dice_spaces[e.space - 1], BARON_RING, sound="place")
        self.say(e, 16)

    def on_BaronGlassTaken(self, e: C.BaronGlassTaken) -> None:
        b = self.b
        where = b.view.glass_on_chapel(e.monastery)
        b.pop(where, BARON_RING)
        b.line.counts.append(Count(("chapel_tiles", e.monastery), -1, b.cursor))
        b.cursor += b.f(12)

    def on_ThreatRevealed(self, e: C.ThreatRevealed) -> None:
        self.say(e, 30)

    def on_RequestRevealed(self, e: C.RequestRevealed) -> None:
        self.say(e, 30)

    def on_EventRevealed(self, e: C.EventRevealed) -> None:
        self.say(e, 30)

    def on_EventDeckEmpty(self, e: C.EventDeckEmpty) -> None:
        self.say(e, 40)

    def on_ThreatWeakened(self, e: C.ThreatWeakened) -> None:
        self.say(e, 10)

    def on_ThreatStood(self, e: C.ThreatStood) -> None:
        self.say(e, 30)

    def on_RequestMet(self, e: C.RequestMet) -> None:
        self.say(e, 30)

    def on_RequestFailed(self, e: C.RequestFailed) -> None:
        self.say(e, 30)

    def on_Donated(self, e: C.Donated) -> None:
        self.say(e, 10)

    def on_TokensGiven(self, e: C.TokensGiven) -> None:
        self.say(e, 10)
