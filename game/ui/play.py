"""The play scene: the table, the current question in words, gestures turned into options.

The scene never decides a rule: it lists `game.options()`, lights up the steps that continue one
of them (gestures.Selection) and applies the option a gesture completes. `gesture_for(option)`
gives the next mouse gesture (a click or a drag, in screen coordinates) that performs an option;
the UI tests drive whole games with it through posted mouse events.

The game lives in a `Session` (game/session.py): every decision goes through it, is autosaved at
once, and can be taken back (Undo, Ctrl+Z) and done again (Redo, Ctrl+Y) as the session allows.

Computer seats think in the app's worker thread (`app.worker`) on a clone of the game made here,
on the main thread: the window goes on drawing and answering the mouse meanwhile. Each question
put to the worker is tagged with the scene's `generation`, which every change of the game (a
move, undo, redo) advances; an answer that comes back with an older tag is thrown away. A move
is applied once its answer is in and the pace delay (`app.bot_delay` frames) has passed. The Hint
button asks the hard bot the same way what it would do in a human's decision, then shows it on
the table and in words. `choose_now()` asks the current seat's bot on this thread (screenshots,
tests)."""

from __future__ import annotations

import math
import random
import sys
import traceback
from concurrent.futures import Future
from dataclasses import dataclass

import pygame
from pygame import Rect

from game.ai import Bot, make_bot
from game.rules.constants import BUILDING_TOKEN, BUILDING_TOKEN_COST, CHAPEL_CAPACITY
from game.rules.edition import COLUMNS
from game.rules.engine import Game
from game.rules.record import GameRecord
from game.session import Seat, Session
from game.texts import text

from . import theme as T
from .app import App, Scene
from .describe import action_text, option_text, token_count, window_bonus_text
from .gestures import Selection, Step, dice_for_reroll, reroll_option
from .log import event_line
from .rule_links import rule_for, rule_for_decision
from .table_layout import TableGeometry, compute
from .table_view import TableView
from .widgets import Button, button_at, draw_button, draw_tooltip, shadowed_text

DRAG_THRESHOLD = 6
ROLL_FRAMES = 22
MESSAGE_FRAMES = 200

__all__ = ["PlayScene", "Seat"]


def seat_seed(seed: int, player: int) -> int:
    """The seed of a computer seat's bot: from the game's seed and the seat's index."""
    return (seed * 1_000_003 + 7_919 * (player + 1)) & 0x7FFFFFFF


@dataclass(slots=True)
class Thought:
    """A question put to the worker thread: what `future` answers is for `generation`."""
    generation: int
    future: Future


class PlayScene(Scene):
    def __init__(self, app: App, session: Session, events: list | None = None,
                 bot_seed: int | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.seats = session.seats
        if len({s.colour for s in self.seats} - {None}) != len(self.seats):
            for i, seat in enumerate(self.seats):  # colours missing or repeated: seat order
                seat.colour = i
        self.bot_seed = session.setup.seed if bot_seed is None else bot_seed
        self.bots: dict[int, Bot] = {}  # a computer seat's bot, made when it first decides
        self.hint_bot: Bot | None = None  # the hard bot behind the Hint button
        self.generation = 0  # advances with every change of the game
        self.thought: Thought | None = None  # the computer seat's choice being thought
        self.hint_thought: Thought | None = None  # the hint being thought
        self.hint: str | None = None  # the hinted option for the current decision
        self.log: list[str] = []
        self.log_marks: list[int] = []  # for each log line, the number of steps it follows
        self.names = [s.name for s in self.seats]
        self.geometry: TableGeometry | None = None
        self.view: TableView | None = None
        self.table: pygame.Surface | None = None
        self.dirty = True
        self.buttons: list[Button] = []
        self.selection = Selection(self.game.options())
        self.reroll_mode = False
        self.reroll_chosen: set[int] = set()
        self.press: tuple[tuple[int, int], object] | None = None
        self.dragging = False
        self.mouse = (0, 0)
        self.message = ""
        self.message_timer = 0
        self.roll_anim = 0
        self.bot_timer = 0
        self.end_timer = 0
        self.applied: list[str] = []  # every option applied, in order (tests read it)
        self.rng = random.Random(7)
        self._tooltip_cache: tuple[object, str] = (None, "")
        self._log_events(events or [])
        if session.steps and not events:
            self._log_line(text("log.resumed", year=self.game.state.year,
                                round=self.game.state.round))
        app.keep_previous_autosave(session)
        self._autosave()

    # ------------------------------------------------------------------ layout

    def layout(self, size: tuple[int, int]) -> None:
        self.geometry = compute(size, self.game.layout, len(self.seats))
        self.view = TableView(self.app.assets, self.geometry, self.game,
                              [s.colour for s in self.seats], self.names)
        self.dirty = True

    # ------------------------------------------------------------------ state

    @property
    def game(self) -> Game:
        return self.session.game  # undo replaces the game: never keep it elsewhere

    @property
    def record(self) -> GameRecord:
        return self.session.record

    @property
    def decision(self):
        return self.game.decision

    def human_turn(self) -> bool:
        d = self.decision
        return d is not None and self.seats[d.player].human

    def apply(self, option: str) -> None:
        events = self.session.apply(option)
        self.applied.append(option)
        self._after_change(events)

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session.can_redo()

    def undo(self) -> None:
        """Take back the last choice (Ctrl+Z); its lines leave the log."""
        if not self.session.can_undo():
            self.say("no_undo")
            return
        steps = len(self.session.steps)
        who = self.names[self.session.steps[-1].player]
        self.session.undo()
        while self.log_marks and self.log_marks[-1] >= steps:
            self.log.pop()
            self.log_marks.pop()
        self._after_change([])
        self._log_line(text("log.undone", name=who))

    def redo(self) -> None:
        """Do again the choice last taken back (Ctrl+Y)."""
        if not self.session.can_redo():
            self.say("no_redo")
            return
        events = self.session.redo()
        self.applied.append(self.session.steps[-1].option)
        self._after_change(events)

    def _after_change(self, events: list) -> None:
        self._log_events(events)
        self.selection = Selection(self.game.options())
        self.reroll_mode = False
        self.reroll_chosen = set()
        self.press, self.dragging = None, False
        self.generation += 1  # whatever the worker is thinking about is for a past position
        self._drop_thoughts()
        self.bot_timer = 0
        self.end_timer = 0
        self.dirty = True
        if self.view is not None:
            self.view.game = self.game
        self._autosave()

    def _autosave(self) -> None:
        error = self.app.autosave(self.session)
        if error:
            self.message = error
            self.message_timer = MESSAGE_FRAMES

    def _log_line(self, line: str) -> None:
        self.log.append(line)
        self.log_marks.append(len(self.session.steps))
        del self.log[:-300]
        del self.log_marks[:-300]
        self.dirty = True

    def _log_events(self, events: list) -> None:
        edition = self.game.layout.edition
        for event in events:
            line = event_line(event, self.names, edition)
            if line:
                self._log_line(line)
            if type(event).__name__ == "DiceRolled" and self.app.bot_delay:
                self.roll_anim = self.app.animation_frames(ROLL_FRAMES)

    def say(self, key: str) -> None:
        self.message = text(f"reason.{key}")
        self.message_timer = MESSAGE_FRAMES

    # ------------------------------------------------------------------ computer players

    def bot_for(self, player: int) -> Bot:
        """The bot of a computer seat, of the seat's level (made when first needed)."""
        seat = self.seats[player]
        if seat.human:
            raise ValueError(f"seat {player} ({seat.name}) is a human's")
        if player not in self.bots:
            self.bots[player] = make_bot(seat.kind, seat_seed(self.bot_seed, player))
        return self.bots[player]

    def choose_now(self) -> str:
        """What the deciding computer seat chooses, thought on this thread (screenshots and
        tests step games this way; the window itself never does)."""
        d = self.decision
        if d is None:
            raise ValueError("the game is over")
        return self.bot_for(d.player).choose(self.game)

    def _ask(self, bot: Bot) -> Thought:
        """Put the current decision to `bot` in the worker thread, on a clone made here."""
        return Thought(self.generation, self.app.worker.submit(bot.choose, self.game.clone()))

    def _answer(self, thought: Thought) -> str | None:
        """A finished thought's option, if it is still a legal answer (None otherwise)."""
        try:
            option = thought.future.result()
        except Exception:  # a bot's bug must not stop the game: report it, answer otherwise
            print("warning: a computer player failed to choose:", file=sys.stderr)
            traceback.print_exc()
            return None
        return option if option in self.game.options() else None

    def _drop_thoughts(self) -> None:
        """Forget the questions put to the worker (one not yet started is never thought)."""
        for thought in (self.thought, self.hint_thought):
            if thought is not None:
                thought.future.cancel()
        if self.hint_thought is not None or self.hint is not None:
            self.dirty = True
        self.thought = self.hint_thought = None
        self.hint = None

    def thinking(self) -> bool:
        """A computer seat's choice or a hint is being thought for the current position."""
        return any(t is not None and t.generation == self.generation and not t.future.done()
                   for t in (self.thought, self.hint_thought))

    def leave(self) -> None:
        self._drop_thoughts()

    def ask_hint(self) -> None:
        """The Hint button: ask the hard bot (in the worker) what it would do now; pressed
        again while a hint is shown, it hides the hint."""
        if not self.human_turn() or self.hint_thought is not None:
            return
        if self.hint is not None:
            self.hint = None
        else:
            if self.hint_bot is None:
                self.hint_bot = make_bot("hard", self.bot_seed)
            self.hint_thought = self._ask(self.hint_bot)
        self.dirty = True

    def _update_hint(self) -> None:
        thought = self.hint_thought
        if thought is None or not thought.future.done():
            return
        self.hint_thought = None
        self.dirty = True
        if thought.generation != self.generation:
            return
        self.hint = self._answer(thought)
        if self.hint is None:
            self.say("no_hint")

    def hint_targets(self) -> list[Step]:
        """The steps of the hinted option on the table (and its buttons, once shown)."""
        option = self.hint
        if option is None or not self.human_turn():
            return []
        if option.startswith("reroll:"):
            return [("reroll",), *(("die", i) for i in
                                   sorted(dice_for_reroll(self.hand(), option)))]
        try:
            steps = list(self._steps_of(option))
        except ValueError:
            return []
        if self.decision.kind == "place":  # the dice to drag, and where they go
            value = steps[0][1]
            steps += [("die", i) for i, die in enumerate(self.hand()) if die.value == value]
        return steps

    # ------------------------------------------------------------------ steps on the table

    def board_of(self, player: int):
        return self.geometry.players[player]

    def rect_for(self, step: Step) -> Rect | None:
        d = self.decision
        g = self.geometry
        if d is None:
            return None
        pb = g.players[d.player]
        kind, arg = step[0], step[1] if len(step) > 1 else None
        if kind == "space":
            return g.dice_spaces[arg - 1]
        if kind == "column":
            return pb.columns[COLUMNS.index(arg)]
        if kind == "action":
            col, row = COLUMNS.index(arg[0]), int(arg[1])
            return pb.tiles[col] if row == 0 else pb.cells[row - 1][col]
        if kind == "novice":
            return pb.cells[int(arg[0]) - 1][COLUMNS.index(arg[1])]
        if kind == "extra":
            return pb.extras[arg - 1]
        if kind == "board":
            return g.spaces.get(arg)
        if kind == "winrow":
            return pb.window_rows[arg - 1]
        if kind == "reroll":
            return pb.reroll
        if kind == "die":
            return g.tray_dice[arg] if arg < len(g.tray_dice) else None
        for button in self.buttons:
            if button.key == self._button_key(step):
                return button.rect
        return None

    @staticmethod
    def _button_key(step: Step) -> str:
        return f"{step[0]}:{step[1]}"

    def hand(self) -> list:
        d = self.decision
        if d is None or d.kind != "place":
            return []
        return self.game.state.players[d.player].hand

    def press_targets(self) -> list[tuple[Step, Step]]:
        """(what was pressed, the step it stands for) for everything pressable now."""
        d = self.decision
        if d is None or not self.human_turn():
            return []
        out: list[tuple[Step, Step]] = []
        if d.kind == "place":
            for i, die in enumerate(self.hand()):
                out.append((("die", i), ("space", die.value)))
            if self.selection.rerolls:
                out.append((("reroll",), ("reroll",)))
            if self.reroll_mode:
                return out
        for step in self.selection.next_steps():
            if step[0] not in ("btn", "count", "choice"):
                out.append((step, step))
        return out

    def hit(self, pos, candidates) -> tuple | None:
        best = None
        for shown, step in candidates:
            rect = self.rect_for(shown)
            if rect is not None and rect.collidepoint(pos):
                if best is None or rect.w * rect.h < best[0]:
                    best = (rect.w * rect.h, shown, step)
        return None if best is None else (best[1], best[2])

    # ------------------------------------------------------------------ buttons

    def rebuild_buttons(self) -> None:
        d = self.decision
        g = self.geometry
        self.buttons = []
        if d is None:
            self.buttons.append(Button("menu", text("menu.menu"), g.menu_button))
            return
        specs: list[tuple[str, str, bool, bool]] = []  # key, label, primary, enabled
        if self.human_turn():
            steps = sorted(s for s in self.selection.next_steps()
                           if s[0] in ("btn", "count", "choice"))
            for step in steps:
                specs.append((self._button_key(step), self._button_label(step), True, True))
            if self.reroll_mode:
                specs.append(("reroll:confirm", text("buttons.reroll"), True, True))
            if self.selection.user_steps or self.reroll_mode:
                specs.append(("cancel", text("buttons.cancel"), False, True))
        s = g.scale
        h = g.bar.h - round(14 * s)
        x = g.menu_button.left - 10
        for key in ("redo", "undo"):  # beside the menu, always in the same place
            label = text(f"buttons.{key}")
            w = max(round(76 * s), self.app.assets.font(g.font(17), "bold").size(label)[0] + 24)
            x -= w
            enabled = self.can_undo() if key == "undo" else self.can_redo()
            self.buttons.insert(0, Button(key, label, Rect(x, round(7 * s), w, h), enabled,
                                          tooltip=text(f"buttons.{key}_tip")))
            x -= 6
        font = self.app.assets.font(g.font(17), "bold")
        thinking = self.hint_thought is not None
        label = text("buttons.thinking") if thinking else text("buttons.hint")
        w = max(round(76 * s), *(font.size(t)[0] + 24 for t in (text("buttons.hint"),
                                                                 text("buttons.thinking"))))
        x -= w
        self.buttons.insert(0, Button("hint", label, Rect(x, round(7 * s), w, h),
                                      self.human_turn() and not thinking,
                                      tooltip=text("buttons.hint_tip")))
        x -= round(18 * s)
        for key, label, primary, enabled in reversed(specs):
            w = max(round(90 * s), self.app.assets.font(g.font(17), "bold").size(label)[0] + 28)
            x -= w
            self.buttons.insert(0, Button(key, label, Rect(x, round(7 * s), w, h), enabled,
                                          primary))
            x -= 8
        self.buttons.append(Button("menu", text("menu.menu"), g.menu_button))

    def _button_label(self, step: Step) -> str:
        kind, arg = step
        if kind == "count":
            return text("buttons.count", count=arg)
        if kind == "choice":
            return text(f"buttons.choice.{arg}")
        if arg in ("row", "column"):
            edition = self.game.layout.edition
            row = next((s[1] for s in self.selection.prefix if s[0] == "winrow"), 1)
            if arg == "row":
                bonus = window_bonus_text(edition.window_rows[row - 1])
            else:
                window = self.game.state.players[self.decision.player].window
                col = window[row - 1].index(None) if None in window[row - 1] else 0
                bonus = window_bonus_text(edition.window_columns[col])
            return text(f"buttons.{arg}", bonus=bonus)
        return text(f"buttons.{arg}")

    def press_button(self, button: Button) -> None:
        if button.key == "menu":
            self.on_escape()
            return
        if button.key == "undo":
            self.undo()
            return
        if button.key == "redo":
            self.redo()
            return
        if button.key == "hint":
            self.ask_hint()
            return
        if button.key == "cancel":
            self.selection.reset()
            self.reroll_mode = False
            self.reroll_chosen = set()
            self.dirty = True
            return
        if button.key == "reroll:confirm":
            self.confirm_reroll()
            return
        kind, arg = button.key.split(":", 1)
        step = (kind, int(arg) if kind == "count" else arg)
        self.take_step(step)

    # ------------------------------------------------------------------ gestures

    def take_step(self, step: Step) -> None:
        if step not in self.selection.next_steps():
            self.say("not_legal")
            return
        option = self.selection.choose(step)
        self.dirty = True
        if option is not None:
            self.apply(option)

    def click(self, shown: Step, step: Step) -> None:
        if shown == ("reroll",):
            if not self.reroll_mode:
                self.reroll_mode = True
                self.reroll_chosen = set()
            elif self.reroll_chosen:
                self.confirm_reroll()
            else:
                self.reroll_mode = False
            self.dirty = True
            return
        if shown[0] == "die" and self.reroll_mode:
            self.reroll_chosen ^= {shown[1]}
            self.dirty = True
            return
        self.take_step(step)

    def confirm_reroll(self) -> None:
        option = reroll_option(self.hand(), self.reroll_chosen)
        if option in self.selection.rerolls:
            self.apply(option)
        else:
            self.say("not_legal")

    def drop(self, shown: Step, step: Step, pos) -> None:
        if shown == ("reroll",) or (shown[0] == "die" and self.reroll_mode):
            self.say("drop_nowhere")
            return
        if step not in self.selection.next_steps():
            self.say("not_now")
            return
        after = self.selection.after(step)
        taken = after[len(self.selection.prefix):]
        candidates = [(s, s) for s in (*taken, *self.selection.next_steps(after))]
        found = self.hit(pos, candidates)
        if found is None:
            self.say("drop_nowhere")
            return
        end = found[1]
        option = self.selection.choose(step)
        self.dirty = True
        if option is not None:
            self.apply(option)
            return
        if end not in taken:
            self.take_step(end)

    def drop_targets(self) -> set[Step]:
        if self.press is None or self.press[1][0] == "button":
            return set()
        shown, step = self.press[1]
        if shown == ("reroll",) or step not in self.selection.next_steps():
            return set()
        after = self.selection.after(step)
        return {*after[len(self.selection.prefix):], *self.selection.next_steps(after)}

    def gesture_for(self, option: str):
        """The next gesture that performs `option`: ("click", pos) or ("drag", start, end)."""
        d = self.decision
        if d is None or not self.human_turn():
            return None
        if option.startswith("reroll:"):
            want = dice_for_reroll(self.hand(), option)
            tile = self.rect_for(("reroll",))
            if not self.reroll_mode:
                return ("click", tile.center)
            diff = sorted(want ^ self.reroll_chosen)
            if diff:
                return ("click", self.rect_for(("die", diff[0])).center)
            return ("click", tile.center)
        if self.reroll_mode:
            return ("click", self._button_rect("cancel").center)
        steps = self._steps_of(option)
        prefix = self.selection.prefix
        if steps[: len(prefix)] != prefix:
            return ("click", self._button_rect("cancel").center)
        rest = steps[len(prefix):]
        first = rest[0]
        if d.kind == "place":
            value = first[1]
            i = next(i for i, die in enumerate(self.hand()) if die.value == value)
            return ("drag", self.rect_for(("die", i)).center, self.rect_for(first).center)
        if first[0] in ("space", "novice", "extra") and len(rest) > 1:
            return ("drag", self.rect_for(first).center, self.rect_for(rest[1]).center)
        rect = self.rect_for(first)
        return ("click", rect.center)

    def _steps_of(self, option: str) -> list[Step]:
        for o, s in self.selection.table:
            if o == option:
                return s
        raise ValueError(f"{option!r} is not a legal option now")

    def _button_rect(self, key: str) -> Rect:
        for b in self.buttons:
            if b.key == key:
                return b.rect
        raise ValueError(f"no button {key}")

    # ------------------------------------------------------------------ events

    def handle(self, event: pygame.event.Event) -> None:
        if self.dirty:
            self.refresh()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules(rule_for(self.hover_key(self.mouse), self.game))
            return
        if event.type == pygame.KEYDOWN and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            shift = event.mod & pygame.KMOD_SHIFT
            if event.key == pygame.K_z and not shift:
                self.undo()
            elif event.key == pygame.K_y or (event.key == pygame.K_z and shift):
                self.redo()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press and not self.dragging:
                start = self.press[0]
                if math.dist(start, event.pos) > DRAG_THRESHOLD:
                    self.dragging = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            button = button_at(self.buttons, event.pos)
            if button is not None:
                self.press = (event.pos, ("button", button))
                return
            found = self.hit(event.pos, self.press_targets())
            if found is None:
                self.press = None
                if self.human_turn() and self._over_table(event.pos):
                    self.say("nothing")
                return
            self.press = (event.pos, found)
            self.dragging = False
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            press, dragging = self.press, self.dragging
            self.press, self.dragging = None, False
            if press is None:
                return
            what = press[1]
            if what[0] == "button":
                if what[1].rect.collidepoint(event.pos):
                    self.press_button(what[1])
                return
            shown, step = what
            if dragging:
                self.drop(shown, step, event.pos)
            else:
                self.click(shown, step)

    def _over_table(self, pos) -> bool:
        g = self.geometry
        return g.board.collidepoint(pos) or g.panels_area.collidepoint(pos)

    def on_escape(self) -> None:
        from .pause import PauseScene

        self.press, self.dragging = None, False
        self.app.open_overlay(PauseScene(self.app, self))

    # ------------------------------------------------------------------ frame

    def update(self) -> None:
        if self.message_timer:
            self.message_timer -= 1
        if self.roll_anim:
            self.roll_anim -= 1
        self._update_hint()
        if self.game.over:
            self.end_timer += 1
            if self.end_timer > self.app.bot_delay:
                from .scoring import ScoringScene

                self.app.switch(ScoringScene(self.app, self.game, self.seats))
            return
        d = self.decision
        if d is None or self.seats[d.player].human:
            return
        self.bot_timer += 1
        thought = self.thought
        if thought is None or thought.generation != self.generation:
            thought = self.thought = self._ask(self.bot_for(d.player))
        if self.bot_timer > self.app.bot_delay and not self.roll_anim and thought.future.done():
            self.thought = None
            option = self._answer(thought)
            if option is None:
                option = random.Random(self.generation).choice(self.game.options())
            self.apply(option)

    def refresh(self) -> None:
        """Redraw the cached table: the static board, the pieces, the prompt and the log."""
        self.rebuild_buttons()
        base = self.view.static
        if self.table is None or self.table.get_size() != base.get_size():
            self.table = base.copy()
        else:
            self.table.blit(base, (0, 0))
        self.view.draw_pieces(self.table)
        self._draw_bar(self.table)
        self._draw_log(self.table)
        self._draw_tray(self.table, animate=False)
        self.dirty = False

    def prompt(self) -> str:
        d = self.decision
        if d is None:
            return text("prompt.over")
        name = self.names[d.player]
        if not self.seats[d.player].human:
            return text("prompt.computer", name=name)
        prefix = self.selection.prefix
        if self.reroll_mode:
            return text("prompt.place_reroll", name=name)
        if d.kind == "take" and prefix:
            if prefix[0] == ("space", 6):
                return text("prompt.take_joker", name=name)
            return text("prompt.take_count", name=name, space=prefix[0][1])
        if d.kind in ("use", "bonus_action") and prefix:
            return text("prompt.use_choice", name=name)
        if d.kind == "send" and prefix:
            return text("prompt.send_target", name=name)
        if d.kind == "glass" and prefix:
            if len(prefix) >= 2:
                return text("prompt.glass_bonus", name=name)
            return text("prompt.glass_row", name=name, monastery=prefix[0][1][0])
        if d.kind == "use":
            return text("prompt.use", name=name, column=d.data.get("column", ""),
                        count=d.data.get("dice", 0))
        if d.kind == "extra":
            return text("prompt.extra", name=name, row=d.data.get("row", 0) + 1)
        if d.kind == "new_die":
            return text("prompt.new_die", name=name, value=d.data.get("value", ""))
        return text(f"prompt.{d.kind}", name=name)

    def hint_line(self) -> str:
        """The hint in words ("Hint: Take 2 dice from space 5 onto column E"), or ""."""
        if self.hint is None or not self.human_turn():
            return ""
        return text("hint.line", move=option_text(self.hint, self.game))

    def _draw_bar(self, surf) -> None:
        g = self.geometry
        bar = g.bar
        pygame.draw.rect(surf, (48, 32, 22), bar)
        pygame.draw.line(surf, T.GOLD, (0, bar.bottom - 2), (bar.w, bar.bottom - 2), 2)
        d = self.decision
        x = 14
        if d is not None:
            seat = self.seats[d.player]
            size = round(bar.h * 0.7)
            surf.blit(self.app.assets.sprite(f"novice_{seat.colour}", (round(size * 0.82), size)),
                      (x, bar.centery - size // 2))
            x += size + 8
        limit = (self.buttons[0].rect.left if self.buttons else g.menu_button.left) - x - 12
        prompt = self.prompt()
        hint = self.hint_line()
        fs = g.font(19 if hint else 22)
        while fs > 12 and self.app.assets.font(fs, "bold").size(prompt)[0] > limit:
            fs -= 1
        if not hint:
            shadowed_text(surf, self.app.assets, prompt, fs, (x, bar.centery), T.PARCH_L,
                          "bold", "midleft")
        else:  # the question above, the hint below it in the hint's colour
            shadowed_text(surf, self.app.assets, prompt, fs, (x, bar.centery), T.PARCH_L,
                          "bold", "bottomleft")
            hs = g.font(18)
            while hs > 11 and self.app.assets.font(hs, "bold").size(hint)[0] > limit:
                hs -= 1
            shadowed_text(surf, self.app.assets, hint, hs, (x, bar.centery), T.HINT, "bold",
                          "topleft")
        for button in self.buttons:
            draw_button(surf, self.app.assets, button, False, g.font(17))

    def _draw_log(self, surf) -> None:
        g = self.geometry
        a = self.app.assets
        area = g.log.inflate(-36, -10)
        area.top += g.font(26)
        area.h -= g.font(26) + g.font(22)
        fs = g.font(15)
        line_h = a.font(fs).get_linesize()
        lines: list[str] = []
        for entry in reversed(self.log):
            wrapped = a.wrap(entry, fs, area.w)
            lines = wrapped + lines
            if len(lines) * line_h > area.h:
                break
        lines = lines[-max(1, area.h // line_h):]
        y = area.top
        for i, line in enumerate(lines):
            colour = T.INK if i >= len(lines) - 3 else T.INK_SOFT
            surf.blit(a.text(line, fs, colour), (area.left, y))
            y += line_h

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

    def _draw_tray(self, surf, animate: bool) -> None:
        g = self.geometry
        a = self.app.assets
        d = self.decision
        dice = self.tray_dice()
        if d is None or not dice:
            return
        if not animate:
            s = a.text(self.names[d.player], g.font(17), T.INK, "bold")
            surf.blit(s, (g.tray.left + 14, g.tray.centery - s.get_height()))
            key = "table.roll" if d.kind in ("place", "new_die") else "table.on_tile"
            s2 = a.text(text(key, column=self.game.state.turn.column), g.font(13), T.INK_SOFT,
                        "italic")
            surf.blit(s2, (g.tray.left + 14, g.tray.centery + 2))
        for i, (owner, value) in enumerate(dice[: len(g.tray_dice)]):
            r = g.tray_dice[i]
            if animate and self.roll_anim:
                value = self.rng.randint(1, 6)
            face = a.die(owner, value, r.w)
            if animate and self.roll_anim:
                face = pygame.transform.rotate(face, (self.roll_anim * 37 + i * 53) % 360)
            surf.blit(face, face.get_rect(center=r.center))

    def draw(self, surf: pygame.Surface) -> None:
        if self.dirty or self.table is None:
            self.refresh()
        surf.blit(self.table, (0, 0))
        g = self.geometry
        if self.roll_anim:
            for r in g.tray_dice[: len(self.hand())]:
                surf.blit(self.view.static, r.inflate(12, 12), r.inflate(12, 12))
            self._draw_tray(surf, animate=True)
        self._draw_highlights(surf)
        self._draw_drag(surf)
        if self.message_timer:
            self._draw_message(surf)
        if not self.dragging:
            self._draw_hover(surf)

    def _draw_highlights(self, surf) -> None:
        if not self.human_turn():
            return
        pulse = 0.5 + 0.5 * math.sin(self.app.frames * 0.12)
        hint_glow = tuple(int(c * (0.8 + 0.2 * pulse)) for c in T.HINT)
        for step in self.hint_targets():  # outside the other rings, which stay visible
            rect = self.rect_for(step)
            if rect is not None:
                pygame.draw.rect(surf, T.HINT_SHADOW, rect.inflate(20, 20), 3, border_radius=12)
                pygame.draw.rect(surf, hint_glow, rect.inflate(14, 14), 4, border_radius=10)
        width = 3
        if self.dragging and self.press is not None and self.press[1][0] != "button":
            colour = T.HIGHLIGHT_OK
            targets = [self.rect_for(s) for s in self.drop_targets()]
        else:
            colour = T.HIGHLIGHT
            targets = [self.rect_for(shown) for shown, _ in self.press_targets()
                       if not (shown[0] == "die" and not self.reroll_mode)]
        glow = tuple(int(c * (0.75 + 0.25 * pulse)) for c in colour)
        for rect in targets:
            if rect is not None:
                pygame.draw.rect(surf, glow, rect.inflate(6, 6), width, border_radius=8)
        for step in self.selection.prefix[: self.selection.user_steps + 3]:
            rect = self.rect_for(step)
            if rect is not None and step[0] not in ("btn", "count", "choice"):
                pygame.draw.rect(surf, T.SELECTED, rect.inflate(8, 8), 3, border_radius=8)
        if self.reroll_mode:
            for i in self.reroll_chosen:
                rect = self.rect_for(("die", i))
                if rect is not None:
                    pygame.draw.rect(surf, T.SELECTED, rect.inflate(8, 8), 3, border_radius=8)
        hover = button_at(self.buttons, self.mouse)
        if hover is not None:
            draw_button(surf, self.app.assets, hover, True, self.geometry.font(17))

    def _draw_drag(self, surf) -> None:
        if not (self.dragging and self.press is not None and self.press[1][0] != "button"):
            return
        shown, step = self.press[1]
        a = self.app.assets
        g = self.geometry
        d = self.decision
        colour = self.seats[d.player].colour
        size = round(44 * g.scale)
        if shown[0] == "die":
            die = self.hand()[shown[1]]
            count = sum(1 for x in self.hand() if x.value == die.value)
            for k in range(count):  # all dice of that number follow
                owner = None if die.owner is None else colour
                surf.blit(a.die(owner, die.value, size),
                          (self.mouse[0] - size // 2 + k * 10, self.mouse[1] - size // 2 - k * 6))
        elif shown[0] == "space":
            dice = self.game.state.dice_spaces[shown[1] - 1]
            own = [x for x in dice if x.owner == d.player] or dice
            if own:
                die = own[0]
                owner = None if die.owner is None else colour
                surf.blit(a.die(owner, die.value, size),
                          (self.mouse[0] - size // 2, self.mouse[1] - size // 2))
        elif shown[0] in ("novice", "extra"):
            sprite = a.sprite(f"novice_{colour}", (round(size * 0.82), size))
            surf.blit(sprite, sprite.get_rect(center=self.mouse))

    def _draw_message(self, surf) -> None:
        g = self.geometry
        a = self.app.assets
        s = a.text(self.message, g.font(19), T.PARCH_L, "bold")
        box = s.get_rect(midtop=(g.board.centerx, g.bar.bottom + 8)).inflate(24, 12)
        pygame.draw.rect(surf, (120, 30, 24), box, border_radius=10)
        pygame.draw.rect(surf, T.GOLD, box, 2, border_radius=10)
        surf.blit(s, s.get_rect(center=box.center))

    # ------------------------------------------------------------------ tooltips

    def _draw_hover(self, surf) -> None:
        for button in self.buttons:
            if button.tooltip and button.rect.collidepoint(self.mouse):
                draw_tooltip(surf, self.app.assets, button.tooltip, self.mouse,
                             self.geometry.font(16))
                return
        key = self.hover_key(self.mouse)
        if key is None:
            return
        if self._tooltip_cache[0] != (key, len(self.applied)):
            self._tooltip_cache = ((key, len(self.applied)), self.tooltip(key))
        rule = rule_for(key, self.game)  # F1 opens the rules there
        draw_tooltip(surf, self.app.assets, self._tooltip_cache[1], self.mouse,
                     self.geometry.font(16),
                     footer=text("rules.tooltip_link", rule=rule) if rule else "")

    def open_rules(self, rule: str | None = None) -> None:
        """F1: the rules over the table, at `rule` (or at what the player is asked now);
        Esc or Back returns to the game as it was."""
        from .rules_scene import RulesScene

        self.press, self.dragging = None, False
        d = self.decision
        rule = rule or rule_for_decision(d.kind if d is not None else None)
        self.app.open_overlay(RulesScene(self.app, rule=rule,
                                         back=lambda: self.app.open_overlay(None)))

    def hover_key(self, pos) -> tuple | None:
        g = self.geometry
        if g.bar.collidepoint(pos):
            return None
        best = None

        def consider(rect, key):
            nonlocal best
            if rect.collidepoint(pos) and (best is None or rect.w * rect.h < best[0]):
                best = (rect.w * rect.h, key)

        for sid, rect in g.spaces.items():
            consider(rect, ("board", sid))
        for i, rect in enumerate(g.road):
            consider(rect, ("road", i))
        for i, rect in enumerate(g.dice_spaces):
            consider(rect, ("space", i + 1))
        for i, rect in enumerate(g.missions):
            consider(rect, ("mission", i))
        for i, rect in enumerate(g.tray_dice[: len(self.hand())]):
            consider(rect, ("die", i))
        consider(g.hourglass.inflate(140, 0), ("hourglass",))
        consider(g.chalice, ("chalice",))
        for p, pb in enumerate(g.players):
            consider(pb.header, ("player", p))
            consider(pb.reroll, ("reroll", p))
            for col in range(5):
                consider(pb.tiles[col], ("tile", p, col))
                for row in range(4):
                    consider(pb.cells[row][col], ("cell", p, row, col))
            for row in range(4):
                consider(pb.extras[row], ("extra", p, row))
                consider(pb.window_rows[row] if row < 3 else Rect(0, 0, 0, 0), ("winrow", p, row))
            consider(pb.personal, ("personal", p))
        return None if best is None else best[1]

    def tooltip(self, key: tuple) -> str:
        st = self.game.state
        lay = self.game.layout
        edition = lay.edition
        kind = key[0]
        if kind == "board":
            sid = key[1]
            if sid.endswith("-chapel"):
                m = sid[0]
                tiles = text("tooltip.tiles_left", count=st.chapel_tiles[m])
                return text("tooltip.chapel", monastery=m, count=len(st.chapels[m]),
                            capacity=CHAPEL_CAPACITY[len(st.players)], tiles=tiles)
            m = lay.monastery_of[sid]
            if sid in st.blocked:
                state = text("tooltip.blocked")
            else:
                owner = st.buildings.get(sid, st.cloister.get(sid))
                state = text("tooltip.free") if owner is None else \
                    text("tooltip.occupied", name=self.names[owner])
            if sid in lay.kind:
                k = lay.kind[sid]
                base = text("tooltip.building", id=sid, kind=text(f"kinds.{k}"), monastery=m,
                            cost_low=token_count(BUILDING_TOKEN[k], BUILDING_TOKEN_COST[0]),
                            cost_high=token_count(BUILDING_TOKEN[k], BUILDING_TOKEN_COST[1]),
                            reward=text(f"tooltip.building_reward_{k}"))
            else:
                base = text("tooltip.cloister", id=sid, monastery=m,
                            adjacent=", ".join(lay.adjacent[sid]))
            return f"{base} {state}"
        if kind == "road":
            space = lay.road[key[1]]
            bonus = text("tooltip.road_bonus", bonus=text(f"bonus.{space.bonus}")) \
                if space.bonus else ""
            here = [self.names[p] for p, pl in enumerate(st.players) if pl.messenger == key[1]]
            extra = f" {text('tooltip.road_here', names=', '.join(here))}" if here else ""
            return text("tooltip.road", n=key[1] + 1, connects=", ".join(sorted(space.connects)),
                        bonus=bonus) + extra
        if kind == "space":
            count = len(st.dice_spaces[key[1] - 1])
            if key[1] == 6:
                return text("tooltip.dice_space_joker", count=count)
            return text("tooltip.dice_space", n=key[1], count=count)
        if kind == "die":
            hand = self.hand()
            return text("tooltip.die_hand", value=hand[key[1]].value) if key[1] < len(hand) \
                else ""
        if kind == "mission":
            card = edition.mission(st.missions[key[1]])
            if card.category == "C":
                cond = text(f"tooltip.condition.{card.condition}", count=card.at_least)
                pts = text("tooltip.mission_points_c", p=card.points[0])
            else:
                areas = ", ".join(text(f"tooltip.area.{x}") for x in card.areas)
                cond = text("tooltip.mission_ab", monastery=card.monastery, areas=areas)
                pts = text("tooltip.mission_points_ab", p1=card.points[0], p2=card.points[1],
                           p3=card.points[2])
            done = st.mission_discs[card.id]
            who = ", ".join(self.names[p] for p, _ in done)
            tail = " " + text("tooltip.mission_done", names=who) if done else ""
            return text("tooltip.mission", id=card.id, condition=cond, points=pts) + tail
        if kind == "hourglass":
            return text("tooltip.hourglass", year=st.year, round=st.round, rounds=len(st.players))
        if kind == "chalice":
            return text("tooltip.chalice", name=self.names[st.first])
        if kind == "player":
            pl = st.players[key[1]]
            return text("tooltip.player", name=pl.name, count=pl.score, **pl.tokens)
        if kind == "personal":
            return text("tooltip.personal_dice", n=st.players[key[1]].personal_dice)
        if kind == "reroll":
            return text("tooltip.reroll_on" if st.players[key[1]].reroll_active
                        else "tooltip.reroll_off")
        if kind == "tile":
            p, col = key[1], key[2]
            column = COLUMNS[col]
            yellow = st.players[p].yellow[col]
            return text("tooltip.tile", column=column, die=col + 1,
                        colour=text("tooltip.tile_yellow" if yellow else "tooltip.tile_white"),
                        action=action_text(lay.column_actions[column][0]))
        if kind == "cell":
            p, row, col = key[1:]
            column = COLUMNS[col]
            pl = st.players[p]
            if row == 3:
                return text("tooltip.novice_row4", name=pl.name, column=column)
            action = lay.column_actions[column][row + 1]
            if pl.novices[row][col]:
                return text("tooltip.novice", name=pl.name, row=("I", "II", "III")[row],
                            column=column, unlocks=action_text(action))
            return text("tooltip.action_space", name=pl.name, action=action_text(action),
                        state=text("tooltip.unlocked"))
        if kind == "extra":
            return text("tooltip.extra", row=("I", "II", "III", "IV")[key[2]])
        if kind == "winrow":
            line = edition.window_rows[key[2]]
            return text("tooltip.window_row", row=key[2] + 1, bonus=window_bonus_text(line),
                        count=line.points)
        return ""
