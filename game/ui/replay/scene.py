"""Watching a game again: the table at any move of a finished or saved game.

The game is replayed once (game/history.py: the position after every move); the viewer steps one
move forward (the move is animated and written in the log, as at the table) or back, jumps to the
start of a round, to the deal or to the end, and plays on by itself at a chosen speed. The table is
drawn by the play scene's own parts (table view, animations, log), never by a second set of rules.
Leaving calls `back`, which returns to where the viewer was opened from.

Keys: Left and Right a move, Page Up and Page Down a round, Home and End the deal and the end,
Space plays or pauses, Esc leaves.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
from pygame import Rect

from game.analysis.review import Review
from game.history import GameHistory
from game.rules.engine import Game
from game.rules.record import GameRecord, RecordError, stir_before
from game.session import Seat, seat_colours
from game.storage import SaveError
from game.storage.records import read_game
from game.texts import text
from game.ui.app import App, Scene
from game.ui.board.baron import draw_baron
from game.ui.board.layout import TableGeometry, compute
from game.ui.board.tray import tray_dice
from game.ui.board.view import TableView
from game.ui.board.volumes import draw_volumes
from game.ui.play.anim_draw import draw_roll, draw_timeline
from game.ui.play.motion import Motion
from game.ui.play.places import hover_key
from game.ui.play.tooltips import tooltip
from game.ui.replay.keys import focus_drawn, replay_key
from game.ui.replay.review_view import draw_progress, draw_review, make_room
from game.ui.results.review_job import ReviewJob
from game.ui.toolkit import theme as T
from game.ui.toolkit.drawn import Drawn
from game.ui.toolkit.widgets import Button, button_at, draw_button, draw_tooltip, shadowed_text
from game.ui.words.logbook import PlayLog
from game.ui.words.logview import LogView

SPEEDS = (("slow", 90), ("normal", 36), ("fast", 10))  # frames between moves when playing on
CONTROLS = ("first", "round_back", "step_back", "step", "round_next", "last", "play", "speed",
            "review", "leave")
KEYS = {pygame.K_LEFT: "step_back", pygame.K_RIGHT: "step", pygame.K_PAGEUP: "round_back",
        pygame.K_PAGEDOWN: "round_next", pygame.K_HOME: "first", pygame.K_END: "last",
        pygame.K_SPACE: "play"}


class ReplayScene(Scene):
    def __init__(self, app: App, record: GameRecord, seats: list[Seat] | None = None,
                 at: int = 0, back: Callable[[], object] | None = None,
                 review: Review | None = None) -> None:
        """RecordError when the record does not replay. With `review` (game/analysis) each step
        shows what its decision cost (game/ui/replay/review_view.py)."""
        super().__init__(app)
        self.history = GameHistory(app.edition, record)
        names = record.setup.names
        self.seats = seats or [Seat(name, "human", i) for i, name in enumerate(names)]
        self.names = [s.name for s in self.seats]
        self.colours = seat_colours(self.seats)
        self.back = back or (lambda: app.go("title"))
        self.position = max(0, min(at, self.history.moves))
        self.game: Game = self.history.game_at(self.position)
        self.log = PlayLog(self.names, self.game.layout)
        for k in range(self.position + 1):
            self.log.events(self.history.events[k], k)
        self.logview = LogView(self.log)
        self.motion = Motion(app.animation_frames, app.sounds.play)
        self.playing = False
        self.speed = 1
        self.wait = 0  # frames until the next move while playing on
        self.geometry: TableGeometry | None = None
        self.view: TableView | None = None
        self.canvas: pygame.Surface | None = None
        self.buttons: list[Button] = []
        self.mouse = (0, 0)
        self.pressed: str | None = None
        self.dirty = True  # the canvas is drawn again
        self.rng = random.Random(7)  # the faces shown while dice roll
        self.review = review
        self.job: ReviewJob | None = None  # the review being made
        self.notice = ""  # what the last review's making had to say
        self.rings: list[Drawn] = []  # the better move's rings, as last drawn

    # ------------------------------------------------------------------ moving through the game

    @property
    def round_starts(self) -> list[int]:
        return [mark.start for mark in self.history.rounds]

    def go_to(self, position: int) -> None:
        """Show the table after `position` moves; one move forward is animated."""
        position = max(0, min(position, self.history.moves))
        if position == self.position:
            return
        tray = tray_dice(self.game, self.colours)
        self.motion.finish()
        if position == self.position + 1:
            stir_before(self.game, self.history.stirs, self.position)
            self.game.apply(self.history.record.options[self.position])
            self.log.events(self.history.events[position], position)
            if self.view is not None:
                self.view.game = self.game
                self.motion.start(self.view, self.names, list(self.history.events[position]),
                                  tray)
        else:
            self.game = self.history.game_at(position)
            self.log.undone(min(position, self.position))
            for k in range(self.position + 1, position + 1):
                self.log.events(self.history.events[k], k)
        self.position = position
        self.notice = ""
        if self.view is not None:
            self.view.game = self.game
        self.dirty = True

    def control(self, key: str) -> None:
        starts = self.round_starts
        here = self.position
        if key in ("step", "step_back", "first", "last", "round_back", "round_next"):
            self.playing = False
        if key == "step":
            self.go_to(here + 1)
        elif key == "step_back":
            self.go_to(here - 1)
        elif key == "first":
            self.go_to(0)
        elif key == "last":
            self.go_to(self.history.moves)
        elif key == "round_back":
            self.go_to(max((s for s in starts if s < here), default=0))
        elif key == "round_next":
            self.go_to(min((s for s in starts if s > here), default=self.history.moves))
        elif key == "play":
            self.playing = not self.playing and here < self.history.moves
            self.wait = 0
        elif key == "speed":
            self.speed = (self.speed + 1) % len(SPEEDS)
        elif key == "review":
            self.press_review()
        elif key == "leave":
            self.leave()
            self.back()
            return
        self.dirty = True

    def press_review(self) -> None:
        """Make the review (or cancel it while it is made); once made, open its summary."""
        if self.job is not None:
            self.job.cancel()
        elif self.review is None:
            self.job = ReviewJob(self.history, self.app.folders)
        else:
            record, seats, review, at = self.history.record, self.seats, self.review, self.position
            back = self.back
            self.leave()
            self.app.go("review", record=record, seats=seats, review=review,
                        back=lambda: self.app.go("replay", record=record, seats=seats, at=at,
                                                 back=back, review=review))

    def collect_review(self) -> None:
        """Take the review once the worker has made it."""
        job = self.job
        if job is None:
            return
        self.dirty = True  # its progress is drawn
        if not job.finished():
            return
        self.job = None
        review, self.notice = job.result()
        if review is not None:
            self.review = review
            if self.geometry is not None:
                self.layout(self.app.size)

    # ------------------------------------------------------------------ the scene

    def layout(self, size: tuple[int, int]) -> None:
        self.motion.finish()
        self.geometry = compute(size, self.game.layout, len(self.seats),
                                self.game.state.coop is not None, self.game.chapter is not None,
                                self.app.assets.text_scale)
        self.view = TableView(self.app.assets, self.geometry, self.game, self.colours, self.names)
        self.logview.layout(self.geometry, self.app.assets)
        make_room(self)
        self.dirty = True

    def update(self) -> None:
        self.collect_review()
        if self.motion.running:
            self.stale = True
            if self.motion.advance():
                self.dirty = True
            return
        if self.playing:
            self.wait += 1
            if self.wait > SPEEDS[self.speed][1]:
                self.wait = 0
                self.go_to(self.position + 1)
                self.playing = self.position < self.history.moves
                self.dirty = True

    def busy(self) -> bool:
        return self.motion.running or self.playing or self.job is not None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.logview.move(event.pos):
                self.dirty = True
        elif event.type == pygame.MOUSEWHEEL:
            if self.logview.covers(self.mouse) and self.logview.scroll_by(event.y * 3):
                self.dirty = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.motion.finish():
                self.dirty = True
            button = button_at(self.buttons, event.pos)
            self.pressed = None if button is None else button.key
            if button is None and self.logview.covers(event.pos):
                self.logview.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.logview.release()
            pressed, self.pressed = self.pressed, None
            button = button_at(self.buttons, event.pos)
            if pressed is not None and button is not None and button.key == pressed:
                self.control(pressed)
        elif event.type == pygame.KEYDOWN and not replay_key(self, event) and event.key in KEYS:
            self.control(KEYS[event.key])  # (Tab and Enter: the bar's buttons, replay/keys.py)

    def on_escape(self) -> None:
        self.control("leave")

    def leave(self) -> None:
        self.motion.finish()
        self.playing = False
        if self.job is not None:
            self.job.cancel()
            self.job = None

    # ------------------------------------------------------------------ drawing

    def laid_out(self) -> tuple[TableGeometry, TableView]:
        """The layout and the table view: the viewer is drawn only once it is laid out."""
        g, view = self.geometry, self.view
        assert g is not None and view is not None, "the replay is drawn before its layout"
        return g, view

    def status(self) -> str:
        if self.notice:  # what the review's making had to say, until the next step
            return self.notice
        st = self.game.state
        if self.game.over:
            return text("replay.status_over", n=self.position, total=self.history.moves)
        return text("replay.status", n=self.position, total=self.history.moves, year=st.year,
                    round=st.round)

    def make_buttons(self) -> None:
        (g, _), a = self.laid_out(), self.app.assets
        top, h = round(7 * g.scale), g.bar.h - round(14 * g.scale)
        font = a.font(g.font(16), "bold")
        x = g.bar.right - round(8 * g.scale)
        moves = self.history.moves
        enabled = {"first": self.position > 0, "round_back": self.position > 0,
                   "step_back": self.position > 0, "step": self.position < moves,
                   "round_next": self.position < moves, "last": self.position < moves,
                   "play": self.playing or self.position < moves}
        self.buttons = []
        for key in reversed(CONTROLS):
            label = self.label(key)
            w = max(round(64 * g.scale), font.size(label)[0] + round(22 * g.scale))
            x -= w
            self.buttons.insert(0, Button(key, label, Rect(x, top, w, h), enabled.get(key, True),
                                          key in ("play", "leave")))
            x -= round(12 * g.scale) if key in ("play", "leave") else round(5 * g.scale)

    def label(self, key: str) -> str:
        if key == "play":
            return text("replay.pause") if self.playing else text("replay.play")
        if key == "speed":
            return text("replay.speed", speed=text(f"settings.speed_{SPEEDS[self.speed][0]}"))
        if key == "review":
            return text("review.cancel") if self.job is not None else text("review.button")
        return text(f"replay.{key}")

    def refresh(self) -> None:
        """The canvas: the table at this move, the bar, the log and the tray."""
        _, view = self.laid_out()
        base, canvas = view.static, self.canvas
        if canvas is None or canvas.get_size() != base.get_size():
            canvas = self.canvas = base.copy()
        else:
            canvas.blit(base, (0, 0))
        view.draw_pieces(canvas, self.motion.shown)
        turn = self.log.baron.last
        draw_baron(canvas, view.pen, view.game, turn) or draw_volumes(canvas, view.pen, view.game,
                                                                      self.names)
        self.rings = []
        draw_review(self, canvas)
        self.make_buttons()
        self.draw_bar(canvas)
        self.logview.draw(canvas, self.app.assets)
        if ("tray",) not in self.motion.shown.hidden:
            self.draw_tray(canvas)
        self.dirty = False

    def draw_bar(self, surf: pygame.Surface) -> None:
        (g, _), a = self.laid_out(), self.app.assets
        pygame.draw.rect(surf, (48, 32, 22), g.bar)
        pygame.draw.line(surf, T.GOLD, (0, g.bar.bottom - 2), (g.bar.w, g.bar.bottom - 2), 2)
        limit = self.buttons[0].rect.left - round(24 * g.scale)
        status = self.status()
        size = g.font(20)
        while size > T.MIN_TEXT and a.font(size, "bold").size(status)[0] > limit:
            size -= 1
        shadowed_text(surf, a, status, size, (round(14 * g.scale), g.bar.centery), T.PARCH_L,
                      "bold", "midleft", limit)
        for button in self.buttons:
            draw_button(surf, a, button, False, g.font(16))
        draw_progress(self, surf, limit)

    def draw_tray(self, surf: pygame.Surface) -> None:
        (g, _), a = self.laid_out(), self.app.assets
        d = self.game.decision
        dice = tray_dice(self.game, self.colours)
        if d is None or not dice:
            return
        s = a.text(self.names[d.player], g.font(17), T.INK, "bold")
        surf.blit(s, (g.tray.left + 14, g.tray.centery - s.get_height() // 2))
        for i, (owner, value) in enumerate(dice[: len(g.tray_dice)]):
            r = g.tray_dice[i]
            face = a.die(owner, value, r.w)
            surf.blit(face, face.get_rect(center=r.center))

    def paint(self, surf: pygame.Surface, full: bool) -> list[Rect] | None:
        if not (full or self.dirty or self.stale or self.motion.running):
            return []
        self.stale = False
        if self.dirty or self.canvas is None:
            self.refresh()
        assert self.canvas is not None, "drawn just above"
        surf.blit(self.canvas, (0, 0))
        g, view = self.laid_out()
        hover = button_at(self.buttons, self.mouse)
        if hover is not None:
            draw_button(surf, self.app.assets, hover, True, g.font(16))
        line = self.motion.line
        if line is not None:
            roll = line.rolling()
            if roll is not None and ("tray",) not in self.motion.shown.hidden:
                draw_roll(surf, self.app.assets, g, view.static,
                          tray_dice(self.game, self.colours), roll.end - line.t, self.rng)
            draw_timeline(surf, self.app.assets, g, line)
        elif hover is None:
            self.draw_hover(surf)
        return focus_drawn(self, surf)  # None: the whole window

    def draw_hover(self, surf: pygame.Surface) -> None:
        g, _ = self.laid_out()
        key = hover_key(g, self.mouse, len(tray_dice(self.game, self.colours)))
        said = tooltip(self.game, self.names, key) if key is not None else ""
        if said:
            draw_tooltip(surf, self.app.assets, said, self.mouse, g.font(16))

    def draw(self, surf: pygame.Surface) -> None:
        self.paint(surf, True)

    def drawn(self) -> list[Drawn]:
        return [*self.view.drawn(), *self.rings] if self.view is not None else []


def open_record(app: App, scene: str, path: str | None, at: int = 0) -> str:
    """Open the game of a file in the replay viewer (at `at` moves) or, finished, on the
    scoring screen; the problem in one line ("" when it opened)."""
    if not path:
        return text("replay.no_record")
    try:
        record, seats = read_game(Path(path), app.edition)
        if scene == "replay":
            app.go("replay", record=record, seats=seats, at=at)
            return ""
        history = GameHistory(app.edition, record)
    except (SaveError, RecordError) as error:
        return str(error)
    if not history.over:
        return text("replay.not_over", file=Path(path).name)
    game = history.game_at(history.moves)
    app.go("scoring", game=game, seats=seats, record=record)
    return ""
