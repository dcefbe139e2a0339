"""The play scene: shows the table and turns the local player's gestures into moves.

The game itself is run by a table controller (game/table: the session, an agent per seat, the
autosave, the worker thread where computers think); the scene calls `table.tick()` once a frame,
hands it the moves the mouse completes (`table.play`), and shows what it reports: moves with their
events (the log, the dice rolling), undo, notices. The mouse's part is in input.py (no window
needed), the words in text.py and tooltips.py, the drawing in draw.py, where things are in
places.py. The scene never decides a rule: it lists the core's moves and lights up the steps that
continue one of them."""

from __future__ import annotations

import math
import random

import pygame
from pygame import Rect

from game.rules import events as E
from game.rules.engine import Decision, Game
from game.rules.moves import Move
from game.rules.record import GameRecord
from game.session import Seat, Session
from game.table import HintChanged, Moved, Notice, TableController, Undone
from game.texts import text

from ..app import App, Scene
from ..drawn import Drawn
from ..rule_links import rule_for, rule_for_decision
from ..table_layout import TableGeometry, compute
from ..table_view import TableView
from ..widgets import Button, button_at
from . import draw
from .buttons import bar_buttons
from .input import Gesture, Outcome, Step, TableInput
from .places import hit, hover_key, rect_for
from .text import PlayLog, hint_line, notice_text, prompt
from .tooltips import tooltip

DRAG_THRESHOLD = 6
ROLL_FRAMES = 22
MESSAGE_FRAMES = 200

__all__ = ["PlayScene", "Seat"]


class PlayScene(Scene):
    def __init__(self, app: App, session: Session, events: list | None = None,
                 table: TableController | None = None) -> None:
        super().__init__(app)
        self.table = table or TableController(session, folders=app.folders)
        self.seats = session.seats
        if len({s.colour for s in self.seats} - {None}) != len(self.seats):
            for i, seat in enumerate(self.seats):  # colours missing or repeated: seat order
                seat.colour = i
        self.names = [s.name for s in self.seats]
        self.log = PlayLog(self.names, session.edition)
        self.geometry: TableGeometry | None = None
        self.view: TableView | None = None
        self.canvas: pygame.Surface | None = None  # the table as last drawn (draw.refresh)
        self.canvas_drawn: list[Drawn] = []
        self.frame_drawn: list[Drawn] = []
        self.dirty = True
        self.buttons: list[Button] = []
        self.inp: TableInput | None = None  # the local player's input, on their turn
        self.press: tuple[tuple[int, int], tuple] | None = None  # where, what was pressed
        self.dragging = False
        self.mouse = (0, 0)
        self.message = ""
        self.message_timer = 0
        self.roll_anim = 0
        self.end_timer = 0
        self.rng = random.Random(7)  # the faces shown while dice roll
        self._tooltip: tuple[tuple, tuple[str, str | None]] = ((), ("", None))
        self.log.events(events or [], 0)
        if session.steps and not events:
            self.log.add(text("log.resumed", year=self.game.state.year,
                              round=self.game.state.round), len(session.steps))
        self.sync()

    def layout(self, size: tuple[int, int]) -> None:
        self.geometry = compute(size, self.game.layout, len(self.seats))
        self.view = TableView(self.app.assets, self.geometry, self.game,
                              [s.colour for s in self.seats], self.names)
        self.dirty = True

    # ------------------------------------------------------------------ the table

    @property
    def session(self) -> Session:
        return self.table.session

    @property
    def game(self) -> Game:
        return self.table.game  # undo replaces the game: never keep it elsewhere

    @property
    def record(self) -> GameRecord:
        return self.session.record

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
        return self.table.can_undo()

    def can_redo(self) -> bool:
        return self.table.can_redo()

    def prompt(self) -> str:
        """The question in the top bar."""
        return prompt(self.game, self.names, self.human_turn(), self.inp, self.table.failure)

    def hint_line(self) -> str:
        return hint_line(self.hint, self.game)

    def thinking(self) -> bool:
        return self.table.thinking()

    def apply(self, move: Move) -> None:
        """Play a move whoever decides (screenshots and tests step games this way)."""
        self.table.apply(move)
        self.sync()

    def undo(self) -> None:
        self.table.undo()
        self.sync()

    def redo(self) -> None:
        self.table.redo()
        self.sync()

    def sync(self) -> None:
        """Show what happened at the table since last asked."""
        changed = False
        for change in self.table.take_changes():
            if isinstance(change, Moved):
                self.log.events(change.events, len(self.session.steps))
                if any(isinstance(e, E.DiceRolled) for e in change.events) and self.app.bot_delay:
                    self.roll_anim = self.app.animation_frames(ROLL_FRAMES)
                changed = True
            elif isinstance(change, Undone):
                self.log.undone(change.steps)
                self.log.add(text("log.undone", name=self.names[change.player]), change.steps)
                changed = True
            elif isinstance(change, Notice):
                self.show_message(notice_text(change))
                self.dirty = True  # a failed computer's notice is the bar's prompt too
            elif isinstance(change, HintChanged):
                self.dirty = True
        if changed or (self.inp is None) == self.human_turn():
            self._new_decision()

    def _new_decision(self) -> None:
        self.inp = TableInput(self.game.options(), self.hand()) if self.human_turn() else None
        self.press, self.dragging = None, False
        self.end_timer = 0
        self.dirty = True
        if self.view is not None:
            self.view.game = self.game

    def show_message(self, message: str) -> None:
        self.message = message
        self.message_timer = MESSAGE_FRAMES

    def say(self, reason: str) -> None:
        self.show_message(text(f"reason.{reason}"))

    def hand(self) -> list:
        d = self.decision
        if d is None or d.kind != "place":
            return []
        return self.game.state.players[d.player].hand

    def tray_dice(self) -> list[tuple[int | None, int]]:
        """What the tray shows: the roll being placed, a new die, or the dice on the tile."""
        d = self.decision
        if d is None:
            return []
        colour = self.seats[d.player].colour
        if d.kind == "new_die":
            return [(colour, d.data.get("value", 1))]
        if d.kind == "place":
            return [(None if x.owner is None else colour, x.value) for x in self.hand()]
        st = self.game.state
        if st.phase == "actions" and st.turn.dice:
            return [(None if x.owner is None else self.seats[x.owner].colour, x.value)
                    for x in st.turn.dice]
        return []

    # ------------------------------------------------------------------ where things are

    def rect_for(self, step: Step) -> Rect | None:
        d = self.decision
        return None if d is None else rect_for(self.geometry, step, d.player, self.buttons)

    def drawn(self) -> list[Drawn]:
        """What the last frame drew where (tests find their targets here)."""
        return [*self.view.drawn(), *self.canvas_drawn, *self.frame_drawn]

    def plan(self, move: Move) -> Gesture | None:
        """The next gesture towards `move`, in steps: ("click", step) or ("drag", from, to)."""
        return None if self.inp is None else self.inp.plan(move)

    def hint_steps(self) -> list[Step]:
        hint = self.hint
        return [] if hint is None or self.inp is None else self.inp.hint_steps(hint)

    def dragging_piece(self) -> bool:
        return self.dragging and self.press is not None and self.press[1][0] != "button"

    def drop_targets(self) -> list[Step]:
        if not self.dragging_piece() or self.inp is None:
            return []
        return sorted(self.inp.drop_targets(*self.press[1]), key=str)

    def novice_row(self) -> int | None:
        """The row (0-based) of the novice chosen or being dragged, in a send decision."""
        steps = [*self.inp.prefix] if self.inp is not None else []
        if self.dragging_piece():
            steps.append(self.press[1][0])
        return next((s[1][0] - 1 for s in steps if s[0] == "novice"), None)

    def hover_key(self, pos: tuple[int, int]) -> tuple | None:
        return hover_key(self.geometry, pos, len(self.hand()))

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
        self.buttons = bar_buttons(self.geometry, self.app.assets, self.game, self.inp,
                                   self.table.can_undo(), self.table.can_redo(),
                                   self.table.hint_pending)

    # ------------------------------------------------------------------ gestures

    def outcome(self, outcome: Outcome) -> None:
        """Play the move a gesture completed, or say why nothing happened."""
        self.dirty = True
        if outcome.move is not None:
            self.table.play(outcome.move)
            self.sync()
        elif outcome.reason:
            self.say(outcome.reason)

    def press_button(self, button: Button) -> None:
        actions = {"menu": self.on_escape, "undo": self.undo, "redo": self.redo,
                   "hint": self.table.ask_hint}
        if button.key in actions:
            actions[button.key]()
            self.sync()
        elif button.step is not None and self.inp is not None:
            self.outcome(self.inp.take(button.step))

    def _under(self, pos: tuple[int, int], steps: list[Step]) -> Step | None:
        found = hit(self.geometry, pos, [(s, s) for s in steps], self.decision.player,
                    self.buttons)
        return None if found is None else found[1]

    def _mouse_down(self, pos: tuple[int, int]) -> None:
        button = button_at(self.buttons, pos)
        if button is not None:
            self.press = (pos, ("button", button))
            return
        found = None
        if self.inp is not None:
            found = hit(self.geometry, pos, self.inp.pressable(), self.decision.player,
                        self.buttons)
        self.press, self.dragging = (None if found is None else (pos, found)), False
        g = self.geometry
        if found is None and self.inp is not None and (g.board.collidepoint(pos)
                                                       or g.panels_area.collidepoint(pos)):
            self.say("nothing")

    def _mouse_up(self, pos: tuple[int, int]) -> None:
        press, dragging = self.press, self.dragging
        self.press, self.dragging = None, False
        if press is None:
            return
        what = press[1]
        if what[0] == "button":
            if what[1].rect.collidepoint(pos):
                self.press_button(what[1])
            return
        if self.inp is None:
            return
        if dragging:
            self.outcome(self.inp.drop(*what, lambda steps: self._under(pos, steps)))
        else:
            self.outcome(self.inp.click(*what))

    def handle(self, event: pygame.event.Event) -> None:
        if self.dirty:
            draw.refresh(self)
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press and not self.dragging:
                self.dragging = math.dist(self.press[0], event.pos) > DRAG_THRESHOLD
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self._mouse_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self._mouse_up(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_F1:
            self.open_rules(rule_for(self.hover_key(self.mouse), self.game))
        elif event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            shift = event.mod & pygame.KMOD_SHIFT
            if event.key == pygame.K_z and not shift:
                self.undo()
            elif event.key == pygame.K_y or (event.key == pygame.K_z and shift):
                self.redo()

    def open_rules(self, rule: str | None = None) -> None:
        """F1: the rules over the table, at `rule` (or at what the player is asked now);
        Esc or Back returns to the game as it was."""
        self.press, self.dragging = None, False
        d = self.decision
        rule = rule or rule_for_decision(d.kind if d is not None else None)
        self.app.show("rules", rule=rule, back=lambda: self.app.show(None))

    def on_escape(self) -> None:
        self.press, self.dragging = None, False
        self.app.show("pause", play=self)

    # ------------------------------------------------------------------ frame

    def update(self) -> None:
        if self.message_timer:
            self.message_timer -= 1
        if self.roll_anim:
            self.roll_anim -= 1
        self.table.tick(pace=self.app.bot_delay, hold=bool(self.roll_anim))
        self.sync()
        if self.game.over:
            self.end_timer += 1
            if self.end_timer > self.app.bot_delay:
                self.app.go("scoring", game=self.game, seats=self.seats)

    def draw(self, surf: pygame.Surface) -> None:
        draw.draw_frame(self, surf)

    def leave(self) -> None:
        self.table.close()

    # ------------------------------------------------------------------ computer seats

    def choose_now(self) -> Move:
        """What the deciding computer seat chooses, thought on this thread."""
        return self.table.choose_now()
