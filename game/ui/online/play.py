"""The online play scene ("play_online"): the play scene on a table played through a server.

Opened from Your games, a panel first says what the others did since this computer last saw the
table (away_panel.py).

The table is the play scene itself (on an OnlineTable from game/table/online.py, the table
controller with remote seats), so everything works as at one screen: the same gestures,
animations, log, rules and pause menu. Over it this scene draws the presence strip in the
players' headers (here or away, a computer playing, the clock of whoever decides), the
reconnecting banner while the connection comes back, and once it is given up (or the host's
window left and its server said so) a clear line and the way back to the title (the seat stays
on the server: it is rejoined from Join). A spectator's window (Join's Watch) shows the same
table read-only: no seat, so no moves, hint or undo. The table's
creator clicks an away player's mark to let a computer play the seat, and again to hand it
back. Chat lines arrive in the log; Enter opens a one-line chat field. What this scene changes
of the play scene it hands to it as its hooks: the top bar's question and the online mode.

Leaving the scene (the pause menu's title entry, the scoring's Back) closes the link: the
server keeps the seat and the game.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame
from pygame import Rect

from game.net.protocol import CHAT_MAX
from game.table.online import ChapterBegun, Chatted, OnlineTable, Resynced, StatusChanged
from game.table.online_clocks import ClockNews
from game.table.online_dice import DiceNews, rolls_without, waiting_for
from game.table.online_seats import SeatPresence, presence_news
from game.texts import text
from game.ui.app import App, Scene
from game.ui.board.layout import TableGeometry
from game.ui.online import away_panel
from game.ui.online.campaign import campaign_of
from game.ui.online.clock_marks import clock_key, draw_clocks
from game.ui.online.clock_words import news_line
from game.ui.online.out_of_time import OutOfTime
from game.ui.online.presence import (
    closed_words,
    draw_chat,
    draw_connection,
    draw_presence,
    pill_rects,
    strip_key,
)
from game.ui.online.seat_marks import mark_at
from game.ui.play.hooks import PlayHooks
from game.ui.toolkit.text_field import TextField
from game.ui.toolkit.widgets import Button
from game.ui.words.said import Said, Saying

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene

STANDIN_LEVEL = "normal"  # the computer the creator hands an away seat to


class OnlinePlayScene(Scene):
    def __init__(self, app: App, link: Any) -> None:
        super().__init__(app)
        self.link = link
        self.code = link.code or link.net.view.code or ""
        self.chat_field: TextField | None = None
        self.back_button = Button("back", text("online_play.back"), Rect(0, 0, 10, 10), True,
                                  True)
        self._strip_shown: tuple | None = None
        self._left = False
        self.table = OnlineTable(link.net, folders=app.folders)
        self._seen_presence = self.table.seat_presence()  # the log tells what changes of it
        self._told_standin = False
        self._dice_wait_shown: tuple[int, ...] = ()
        self._late: set[int] = set()  # seats away for a link that came too late, so told
        self.out_of_time = OutOfTime(self)  # a seat out of time: take it back, or choose
        past = self.table.past
        # the pause menu leaves out saving and loading, and says what leaving does
        mode = "watch" if self.table.watching else "host" if link.hosted is not None else "guest"
        # with the start's events the play scene does not replay a record (there is none yet)
        # a campaign's chapter: the scoring goes on to its sheet on this link
        self.campaign = None if self.table.watching else campaign_of(
            link, self.table.session.game, app.folders)
        self.play = cast("PlayScene", app.make(
            "play", session=self.table.session, table=self.table,
            events=None if past is None else past.start,
            hooks=PlayHooks(prompt=self.prompt, online=mode, own_tooltip=self.over_pill,
                            end_extra=self.end_extra),
            campaign=self.campaign))
        self._write_past()
        self.away = away_panel.arrive(self)  # opened from Your games: what happened since
        joined = "online_play.log_watching" if self.table.watching else "online_play.log_joined"
        self.play.log.add(Said(joined, code=self.code), len(self.table.session.steps))
        self.play.log.events(self.table.start_events(), 0)  # a game begun as this window came
        for message in getattr(link, "backlog", []):  # chat an earlier scene took in
            if message.get("type") == "chat":
                self._chat_line(message.get("name"), message.get("text"))

    @property
    def geometry(self) -> TableGeometry:
        """Where the play scene laid the table out (it is, before anything is drawn)."""
        g = self.play.geometry
        if g is None:
            raise RuntimeError("the online table is not laid out yet")
        return g

    @property
    def mouse(self) -> tuple[int, int]:
        return self.play.mouse

    def layout(self, size: tuple[int, int]) -> None:
        self.play.layout(size)
        w, h = round(260 * self.geometry.scale), round(46 * self.geometry.scale)
        self.back_button.rect.size = (w, h)
        self._strip_shown = None

    # ------------------------------------------------------------------ what the table says

    def _write_past(self) -> None:
        """The log of every move before this window came, as if it had watched them (the
        server's `past`; without it the log starts here)."""
        past = self.table.past
        if past is not None:
            self.play.log.write_past(past.start, [m.events for m in past.moves])

    def take_online_changes(self) -> None:
        play = self.play
        for change in self.table.take_online_changes():
            if isinstance(change, Chatted):
                self._chat_line(change.name, change.text)
            elif isinstance(change, Resynced):
                play.motion.finish()
                if change.rebuilt:
                    self._write_past()
                play.log.undone(change.steps)
                play.log.add(Said("online_play.log_resynced"), change.steps)
                play._new_decision()
            elif isinstance(change, StatusChanged):
                play.dirty = True  # the bar's question and the undo button follow it
            elif isinstance(change, ChapterBegun):
                play.motion.finish()
            elif isinstance(change, DiceNews):
                self._late.update(change.late)
                self._log_line(Said("online_play.log_refused_link") if change.refused else
                               Said("online_play.log_late", names=self._names(change.late)))
            elif isinstance(change, ClockNews):
                names = [seat.name for seat in self.table.seat_presence()]
                self._log_line(partial(news_line, change, names, self.table.seat))

    def _names(self, seats: tuple[int, ...]) -> str:
        shown = self.table.seat_presence()
        return ", ".join(shown[i].name for i in seats if i < len(shown))

    def end_extra(self) -> dict[str, Any]:
        """The final screen's notice and a rated game's changes (they come with its end)."""
        return {"notice": self.end_notice(), "ratings": self.table.net.view.rated_changes}

    def end_notice(self) -> str:
        """The final screen's line on the fair dice: this player asked for links of a chain
        it never committed to, or rolls that went on without a player's link."""
        if self.table.refused_rolls:
            return text("online_play.end_refused", count=self.table.refused_rolls)
        count, seats = rolls_without(self.table.record)
        return text("online_play.end_unlinked", count=count, names=self._names(seats)) \
            if count else ""

    def _chat_line(self, name: Any, line: Any) -> None:
        who = str(name) if name else Said("online.spectator")  # spectators chat without a name
        self._log_line(Said("online_play.chat", name=who, text=str(line or "")))  # as typed

    def prompt(self, own: str) -> str:
        """The top bar's question (`own`: the play scene's), with who is waited for and the
        connection's state."""
        table = self.table
        d = table.decision
        if d is None or table.failure is not None:
            return own
        if table.status != "online":
            return text("online_play.reconnecting") if table.status == "reconnecting" \
                else closed_words(self)[0]
        waiting = waiting_for(table.net.view.info)
        if waiting:  # a roll waits for the players' links
            return text("online_play.dice_wait", names=self._names(waiting))
        if table.awaiting is not None:
            return text("online_play.sending")
        seat = table.seat_presence()[d.player]
        if table.watching:
            return text("online_play.watching", name=seat.name)
        if seat.human and seat.bot is not None:  # anyone's seat a computer plays for now
            return text("online_play.standin", name=seat.name)
        if not seat.mine and seat.human and seat.bot is None:
            return text("online_play.waiting", name=seat.name)
        return own

    # ------------------------------------------------------------------ the creator's hand

    def can_hand(self, seat: SeatPresence) -> bool:
        """This window may let a computer play `seat` (or hand it back)."""
        return (self.table.creator and seat.human and not seat.mine
                and (seat.away or seat.bot is not None) and self.table.status == "online")

    def hover_pill(self) -> int | None:
        """The seat whose mark the mouse is over, when this window may hand it."""
        if self.play.geometry is None:
            return None
        for seat, rect in zip(self.table.seat_presence(), pill_rects(self), strict=True):
            if rect.collidepoint(self.mouse) and self.can_hand(seat):
                return seat.index
        return None

    def over_pill(self, pos: tuple[int, int]) -> bool:
        """`pos` is on a seat's mark this window may hand, on a clock or a mark without its
        words (their tooltips are their own), or on the panel of a seat out of time."""
        return self.hover_pill() is not None or mark_at(self, pos) is not None or \
            self.out_of_time.box.collidepoint(pos)

    def _hand(self, index: int) -> None:
        seat = self.table.seat_presence()[index]
        self.table.hand(index, "player" if seat.bot is not None else STANDIN_LEVEL)

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if away_panel.handled(self, event):
            return
        if self.table.status == "closed":
            if event.type == pygame.MOUSEMOTION:
                self.play.mouse = event.pos
            elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                  and self.back_button.rect.collidepoint(event.pos)):
                self.app.go("title")
            self.play.overlay_dirty = True
            return
        if self.out_of_time.handle(event):
            return
        if self.chat_field is not None:
            self._chat_key(event)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.play.mouse = event.pos
            index = self.hover_pill()
            if index is not None and self.play.press is None:
                self._hand(index)
                return
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.table.status == "online"
                and self.play.gestures.focus.current() is None):  # Enter: the focused option
            self.chat_field = TextField("", CHAT_MAX)
            pygame.key.start_text_input()
            self.play.overlay_dirty = True
            return
        self.play.stale = True
        self.play.handle(event)

    def _chat_key(self, event: pygame.event.Event) -> None:
        field = self.chat_field
        assert field is not None
        if field.handle(event) == "enter":
            line = field.value.strip()
            if line:
                self.table.net.chat(line)
            self.close_chat()
        self.play.overlay_dirty = True

    def close_chat(self) -> None:
        self.chat_field = None
        pygame.key.stop_text_input()
        self.play.overlay_dirty = True

    def on_escape(self) -> None:
        if self.away is not None:
            away_panel.close(self)
            return
        if self.chat_field is not None:
            self.close_chat()
            return
        self.play.on_escape()

    # ------------------------------------------------------------------ frame

    def update(self) -> None:
        self.play.update()
        self.take_online_changes()
        if self.campaign is not None and self.play.game.over:
            self.campaign.chapter_over(self.play.game)
        self._presence_lines()
        waiting = waiting_for(self.table.net.view.info)
        if waiting != self._dice_wait_shown:  # the bar's question says whom the dice wait for
            self._dice_wait_shown = waiting
            self.play.dirty = True
        if self.table.next_game_ready() and getattr(self.app, "online", None) is self.link:
            self._left = True  # the link goes on: the next chapter's table is shown on it
            self.app.go("play_online", link=self.link)

    def _presence_lines(self) -> None:
        """A log line when a player goes away or comes back, or a computer takes or gives back
        a seat; a player back while a computer plays their seat is told how to get it back."""
        now = self.table.seat_presence()
        before, self._seen_presence = self._seen_presence, now
        for what, seat in presence_news(before, now):
            if what == "away" and seat.index in self._late:
                continue  # the late roll's line said so: the connection did not drop
            if what == "back":
                self._late.discard(seat.index)
            self._log_line(Said(f"online_play.log_{what}", name=seat.name))
            if what == "back" and seat.bot is not None:
                self._log_line(self._how_to_hand_back(seat))
        mine = next((s for s in now if s.mine), None)
        if mine is not None and mine.bot is not None and not self._told_standin \
                and not self.out_of_time.own_out():  # out of time: the panel says how
            self._told_standin = True  # once: this player came back to a seat a computer plays
            self._log_line(self._how_to_hand_back(mine))
        elif mine is not None and mine.bot is None:
            self._told_standin = False

    def _how_to_hand_back(self, seat: SeatPresence) -> Said:
        if self.table.creator:
            return Said("online_play.log_hand_back_yours", name=seat.name)
        creator = self.table.net.view.info or {}
        index = creator.get("creator")
        seats = self.table.seat_presence()
        who = seats[index].name if isinstance(index, int) and 0 <= index < len(seats) else ""
        key = "online_play.log_hand_back_mine" if seat.mine else "online_play.log_hand_back"
        return Said(key, name=seat.name, creator=who)

    def _log_line(self, line: Saying) -> None:
        self.play.log.add(line, len(self.table.session.steps))
        self.play.log_dirty = True

    def busy(self) -> bool:
        return self.play.busy() or bool(self.table.updates) or self.chat_field is not None

    def paint(self, surf: pygame.Surface, full: bool) -> list[Rect] | None:
        key = (strip_key(self), clock_key(self), self.out_of_time.key())
        if key != self._strip_shown:
            self.play.overlay_dirty = True
        rects = self.play.paint(surf, full)
        if rects == []:
            return rects
        drawn = [*draw_presence(self, surf), *draw_clocks(self, surf),
                 *self.out_of_time.draw(surf), *draw_connection(self, surf),
                 *draw_chat(self, surf), *away_panel.draw(self, surf)]
        self._strip_shown = key
        # painted over with the table next frame, like the play scene's own moving layer
        self.play.last_overlay = [*self.play.last_overlay, *drawn]
        return None if rects is None else [*rects, *drawn]

    def draw(self, surf: pygame.Surface) -> None:
        self.paint(surf, True)

    def leave(self) -> None:
        """The table is left (to the scoring, the title): the link is closed, the seat and the
        game stay on the server."""
        self.play.leave()
        if self.campaign is not None and self.play.game.over:
            self._left = True  # on to the campaign's sheet: the link goes on
        if self._left:
            return
        self._left = True
        away_panel.left(self)  # what was seen is kept; the turn watch looks at once
        if self.chat_field is not None:
            pygame.key.stop_text_input()
        self.link.close()
        if getattr(self.app, "online", None) is self.link:
            self.app.online = None
