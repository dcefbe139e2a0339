"""The play scene: shows the table and turns the local player's gestures into moves.

The game itself is run by a table controller (game/table: the session, an agent per seat, the
autosave, the worker thread where computers think); the scene calls `table.tick()` once a frame,
hands it the moves the mouse completes (`table.play`), and shows what it reports: moves with their
events (animated by motion.py, written in the log), undo, notices. Events go to the scene's
`gestures` (gestures.py: the mouse in mouse.py, the keys in keys.py), whose steps input.py turns
into moves (no window needed); the words are in text.py and tooltips.py, the log in game/ui/words
(logbook, logview), the drawing in draw.py, where things are in places.py. The scene never
decides a rule: it lists the core's moves and lights up the steps that continue one of them.
A scene over it (the lessons, an online table) hands it its hooks (hooks.py) and own table.

A frame draws only what changed (`paint`): the canvas when the game changed, else what the moving
layer covered last frame and covers now; a table waiting for a person draws nothing."""

from __future__ import annotations

import random

import pygame
from pygame import Rect

from game.campaign.session import CampaignSession
from game.rules.engine import Decision, Game
from game.rules.moves import Move
from game.rules.record import GameRecord
from game.session import Seat, Session, seat_colours
from game.table import Handed, HintChanged, Moved, Notice, TableController, Undone
from game.texts import text
from game.ui.app import App, Scene
from game.ui.board.layout import TableGeometry, compute
from game.ui.board.pieces import Shown
from game.ui.board.tray import tray_dice
from game.ui.board.view import TableView
from game.ui.play import draw
from game.ui.play.anim import Timeline
from game.ui.play.baron_panel import BaronPanel
from game.ui.play.buttons import bar_buttons
from game.ui.play.confirm import Takeback
from game.ui.play.focus import escape
from game.ui.play.gestures import Gestures
from game.ui.play.hooks import PlayHooks
from game.ui.play.input import Gesture, Step, TableInput
from game.ui.play.motion import Motion
from game.ui.play.places import hover_key, rect_for
from game.ui.play.rhythm import Decider, YearEnd, show_log
from game.ui.play.seat_marks import log_handed
from game.ui.play.text import hint_line, notice_text, prompt
from game.ui.play.tooltips import tooltip
from game.ui.rulebook.links import rule_for, rule_for_decision
from game.ui.toolkit.drawn import Drawn
from game.ui.toolkit.widgets import Button
from game.ui.words.logbook import PlayLog
from game.ui.words.logview import LogView
from game.ui.words.said import Said

MESSAGE_FRAMES = 200
__all__ = ["PlayScene", "Seat"]


class PlayScene(Scene):
    def __init__(self, app: App, session: Session, events: list | None = None,
                 table: TableController | None = None, hooks: PlayHooks | None = None,
                 campaign: CampaignSession | None = None) -> None:
        """`table`: a one-screen table of `session` unless given (the lessons', an online one);
        `hooks`: what a scene above changes of it; `campaign`: whose chapter this is."""
        super().__init__(app)
        self.campaign, keeper = campaign, None if campaign is None else campaign.keeper(app.folders)
        self.table = table or TableController(session, folders=app.folders,
                                              grace=app.turn_grace, keeper=keeper)
        # a move that rolls waits for Confirm (one screen only: lessons and online play at once)
        self.takeback = Takeback(self, app.turn_grace if table is None else 0)
        self.hooks = hooks or PlayHooks()
        self.online = self.hooks.online  # the pause menu reads it
        self.seats = session.seats
        if len({s.colour for s in self.seats} - {None}) != len(self.seats):
            for i, seat in enumerate(self.seats):  # colours missing or repeated: seat order
                seat.colour = i
        self.names = [s.name for s in self.seats]
        self.log = PlayLog(self.names, session.game.layout)
        self.logview = LogView(self.log)
        self.log.start(session, events)
        self.motion = Motion(app.animation_frames, app.sounds.play)
        self.geometry: TableGeometry | None = None
        self.view: TableView | None = None
        self.canvas: pygame.Surface | None = None  # the table as last drawn (draw.refresh)
        self.canvas_drawn: list[Drawn] = []
        self.frame_drawn: list[Drawn] = []
        self.dirty = True  # the canvas is drawn again
        self.log_dirty = False  # only the log is drawn again
        self.parts_dirty: set = set()  # only these players' boards (and "tray") are drawn again
        self.overlay_dirty = True  # the moving layer is drawn again
        self.last_overlay: list[Rect] = []  # where the moving layer drew last frame
        self.canvas_new = False  # the canvas was drawn again since the window showed it
        self.buttons: list[Button] = []
        self.inp: TableInput | None = None  # the local player's input, on their turn
        # where the mouse pressed, and what: a button, or a piece as (shown, step)
        self.press: tuple[tuple[int, int], Button | tuple[Step, Step]] | None = None
        self.dragging, self.mouse = False, (0, 0)
        self.gestures = Gestures(self)  # the mouse and the keys
        self.message, self.message_timer, self.end_timer = "", 0, 0
        self.tray_before: list[tuple[int | None, int]] = []  # the tray as the decision began
        self.drop_from: Rect | None = None  # where the mouse let go of the move's piece
        self.rng = random.Random(7)  # the faces shown while dice roll
        self._tooltip: tuple[tuple, tuple[str, str | None]] = ((), ("", None))
        self.shown_prompt = ""  # the bar's question as last drawn (draw.bar_state)
        # over the board: a year's end, the Baron's card; the deciding player's frame
        self.year_end, self.baron_panel, self.decider = YearEnd(), BaronPanel(), Decider()
        self.landed: list[Rect] = []  # where the last move's pieces landed (words avoid them)
        self.tooltip_shut: tuple | None = None  # what a click closed the tooltip of
        self.sync()

    def layout(self, size: tuple[int, int]) -> None:
        self.geometry = compute(size, self.game.layout, len(self.seats),
                                self.game.state.coop is not None, self.game.chapter is not None,
                                self.app.assets.text_scale)
        colours = seat_colours(self.seats)
        self.view = TableView(self.app.assets, self.geometry, self.game, colours, self.names)
        self.logview.layout(self.geometry, self.app.assets)
        self.motion.finish()  # what flies was placed for the old size
        self.dirty = True

    @property
    def anim(self) -> Timeline | None:
        return self.motion.line

    @property
    def shown(self) -> Shown:
        return self.motion.shown

    # ------------------------------------------------------------------ the table

    @property
    def session(self) -> Session:
        return self.table.session

    @property
    def game(self) -> Game:
        return self.table.game  # undo replaces the game: never keep it elsewhere

    @property
    def record(self) -> GameRecord | None:
        return self.table.record

    @property
    def decision(self) -> Decision | None:
        return self.game.decision

    @property
    def applied(self) -> list[Move]:
        return self.table.applied

    @property
    def hint(self) -> Move | None:
        return self.table.hint if self.human_turn() else None

    def human_turn(self) -> bool:
        return self.table.local_turn()

    def can_undo(self) -> bool:
        return self.takeback.can_undo()

    def can_redo(self) -> bool:
        return self.table.can_redo()

    def prompt(self) -> str:
        """The question in the top bar."""
        own = prompt(self.game, self.seats, self.human_turn(), self.inp, self.table.failure,
                     self.gestures.by_keys)
        own = self.takeback.prompt(own)
        return own if self.hooks.prompt is None else self.hooks.prompt(own)

    def hint_line(self) -> str:
        return hint_line(self.hint, self.game)

    def thinking(self) -> bool:
        return self.table.thinking()

    def apply(self, move: Move) -> None:
        """Play a move whoever decides (screenshots and tests step games this way)."""
        self.table.apply(move)
        self.sync()

    def undo(self) -> None:
        self.takeback.undo()

    def redo(self) -> None:
        self.table.redo()
        self.sync()

    def end_turn(self) -> None:
        self.takeback.end_turn()

    def sync(self) -> None:
        """Show what happened at the table since last asked."""
        changed = False
        for change in self.table.take_changes():
            if isinstance(change, Moved):
                self.log.flush()
                if self.view is not None:  # online the game after a move is another object:
                    self.view.game = self.game  # the counters end at its values
                self.motion.start(self.view, self.names, list(change.events), self.tray_before,
                                  self.drop_from)
                line = self.motion.line
                self.log.events(change.events, len(self.session.steps),
                                None if line is None else line.starts)
                self.landed = [] if line is None else [f.path[-1] for f in line.flights]
                self.drop_from = None
                changed = True
            elif isinstance(change, Undone):
                self.motion.finish()
                self.log.undone(change.steps)
                self.log.add(Said("log.undone", name=self.names[change.player]), change.steps)
                changed = True
            elif isinstance(change, Notice):
                self.show_message(notice_text(change))
                self.dirty = True  # a failed computer's notice is the bar's prompt too
            elif isinstance(change, Handed):  # a seat handed to a computer, or back
                changed = log_handed(self, change)
            elif isinstance(change, HintChanged):
                self.dirty = True
        if changed or (self.inp is None) == self.human_turn():
            self._new_decision()

    def _new_decision(self) -> None:
        self.takeback.pending.clear()
        self.inp = self.hooks.make_input(self.game.options(), self.hand()) \
            if self.human_turn() else None
        self.press, self.dragging = None, False
        self.end_timer = 0
        self.dirty = True
        self.tray_before = self.tray_dice()
        if self.view is not None:
            self.view.game = self.game

    def show_message(self, message: str) -> None:
        self.message = message
        self.message_timer = MESSAGE_FRAMES

    def say(self, reason: str) -> None:
        if self.hooks.refuse is not None:
            self.hooks.refuse(reason)
        else:
            self.show_message(text(f"reason.{reason}"))

    def hand(self) -> list:
        d = self.decision
        if d is None or d.kind != "place":
            return []
        return self.game.state.players[d.player].hand

    def tray_dice(self) -> list[tuple[int | None, int]]:
        """What the tray shows: the roll being placed, a new die, or the dice on the tile."""
        return tray_dice(self.game, seat_colours(self.seats))

    # ------------------------------------------------------------------ where things are

    def rect_for(self, step: Step) -> Rect | None:
        d, g = self.decision, self.geometry
        return None if d is None or g is None else rect_for(g, step, d.player, self.buttons)

    def drawn(self) -> list[Drawn]:
        """What the last frame drew where (tests find their targets here)."""
        table = self.view.drawn() if self.view is not None else []
        return [*table, *self.canvas_drawn, *self.frame_drawn]

    def plan(self, move: Move) -> Gesture | None:
        """The next gesture towards `move`, in steps: ("click", step) or ("drag", from, to)."""
        return None if self.inp is None else self.inp.plan(move)

    def hint_steps(self) -> list[Step]:
        hint = self.hint
        return [] if hint is None or self.inp is None else self.inp.hint_steps(hint)

    def dragged(self) -> tuple[Step, Step] | None:
        """The piece being dragged, as (shown, step), or None."""
        if not self.dragging or self.press is None or isinstance(self.press[1], Button):
            return None
        return self.press[1]

    def dragging_piece(self) -> bool:
        return self.dragged() is not None

    def drop_targets(self) -> list[Step]:
        piece = self.dragged()
        if piece is None or self.inp is None:
            return []
        return sorted(self.inp.drop_targets(*piece), key=str)

    def novice_row(self) -> int | None:
        """The row (0-based) of the novice chosen or being dragged, in a send decision."""
        steps = [*self.inp.prefix] if self.inp is not None else []
        piece = self.dragged()
        if piece is not None:
            steps.append(piece[0])
        return next((s[1][0] - 1 for s in steps if s[0] == "novice"), None)

    def hover_key(self, pos: tuple[int, int]) -> tuple | None:
        g = self.geometry
        return None if g is None else hover_key(g, pos, len(self.hand()))

    def hover_text(self) -> tuple[str, str | None]:
        """The tooltip under the mouse and the rule it follows (cached while nothing moves)."""
        key = self.hover_key(self.mouse)
        if key is None:
            return "", None
        cache = (key, self.table.generation, self.novice_row())
        if self._tooltip[0] != cache:
            said = tooltip(self.game, self.names, key, self.novice_row())
            self._tooltip = (cache, (said, rule_for(key, self.game)))
        return self._tooltip[1]

    def rebuild_buttons(self) -> None:
        assert self.geometry is not None, "the bar is laid out before it is drawn"
        self.buttons = bar_buttons(self.geometry, self.app.assets, self.game, self.inp,
                                   self.can_undo(), self.table.can_redo(),
                                   self.table.can_hint(), self.table.hint_pending,
                                   *self.takeback.seconds())

    def open_rules(self, rule: str | None = None) -> None:
        """F1: the rules over the table, at `rule` (or at what the player is asked now);
        Esc or Back returns to the game as it was."""
        self.press, self.dragging = None, False
        self.mouse = (-1, -1)
        d = self.decision
        rule = rule or rule_for_decision(d.kind if d is not None else None)
        self.app.show("rules", rule=rule, back=lambda: self.app.show(None))

    def on_escape(self) -> None:
        escape(self)  # a step taken back, else the pause menu (focus.pause)

    def handle(self, event: pygame.event.Event) -> None:
        self.gestures.handle(event)

    def update(self) -> None:
        if self.message_timer:
            self.message_timer -= 1
            self.overlay_dirty = self.overlay_dirty or self.message_timer == 0
        if self.motion.running:
            self.overlay_dirty = True
            parts = self.motion.advance()
            if parts is None or not self.motion.running:
                self.dirty = True  # (at the end: the bar's question is the new one)
            else:
                self.parts_dirty |= parts
        if self.year_end.tick():
            self.overlay_dirty = True
        self.takeback.tick()
        self.sync()
        if self.game.over and not self.motion.running:
            self.end_timer += 1
            if self.end_timer > self.app.bot_delay:
                extra = self.hooks.end_extra() if self.hooks.end_extra else {}
                self.app.go("scoring", game=self.game, seats=self.seats, record=self.record,
                            campaign=self.campaign, **extra)

    def busy(self) -> bool:
        """Something moves or is awaited that needs frames: an animation, a message, the end,
        a year's end, a move held for Confirm, a computer's move (its pace counts frames) or a
        hint."""
        if (self.motion.running or self.message_timer or self.game.over or self.press
                or self.year_end.year is not None or self.takeback.pending.move is not None):
            return True
        agent = self.table.deciding_agent()
        return self.table.hint_pending or (agent is not None and agent.paced)

    def paint(self, surf: pygame.Surface, full: bool) -> list[Rect] | None:
        """Draw what changed; the rectangles changed (None: the whole window)."""
        changed: list[Rect] = []
        show_log(self)  # the lines the animation has shown (all, once it stopped)
        if self.dirty or self.canvas is None:
            draw.refresh(self)
        canvas = self.canvas
        assert canvas is not None, "drawn just above"
        if self.canvas_new:
            full, self.canvas_new = True, False
        else:
            changed += draw.refresh_parts(self)
        if not (full or changed or self.overlay_dirty):
            return []
        if full:
            surf.blit(canvas, (0, 0))
        else:
            for rect in (*self.last_overlay, *changed):
                surf.blit(canvas, rect, rect)
        drawn = draw.draw_overlay(self, surf)
        result = None if full else [*self.last_overlay, *changed, *drawn]
        self.last_overlay, self.overlay_dirty = drawn, False
        return result

    def draw(self, surf: pygame.Surface) -> None:
        self.paint(surf, True)

    def leave(self) -> None:
        self.motion.finish()
        self.table.close()

    def choose_now(self) -> Move:
        return self.table.choose_now()  # the deciding computer's move, thought on this thread
