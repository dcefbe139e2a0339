"""Learn to play: a guided game against one computer seat, the lessons' panel over the real table.

The table is the play scene itself (made by name, with the lessons' table controller): every
gesture works as in a real game, every move goes through the rules; this scene lays the panel and
its pointer over it, lets through only the move the lesson teaches (taught.py) and says so in the
lesson's words when anything else is tried. The moves between two lessons are played at once on a
fresh table; the lesson reached, and the lessons done, are kept in the user data folder (the
lesson list, lesson_list.py, starts any). The last lesson offers a real game.

What it relies on of the play scene: `table`, `game`, `inp` (the taught input, made through the
scene's hooks and told when the lesson changes), `hand()`, `plan()`, `drawn()`, `show_message`,
`motion`, `end_timer` (held back: the last lessons come before the scoring screen) and its frame
methods. Its hooks (PlayHooks) give the lesson's words for a refused gesture, the top bar's
question while a lesson is read, and the learner's input.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, cast

import pygame
from pygame import Rect

from game.rules.engine import IllegalOption, Setup
from game.rules.moves import Move
from game.rules.state import Die
from game.session import Seat, Session
from game.texts import text
from game.tutorial.coop_lessons import DIFFICULTY
from game.tutorial.lessons import COMPUTER, COUNTED, LEARNER, LESSONS, MOVES, scripts, session_at
from game.tutorial.progress import progress_path, read_done, read_progress, write_progress
from game.tutorial.table import TutorTable
from game.tutorial.tutor import Tutor
from game.ui.app import App, Scene
from game.ui.board.layout import TableGeometry
from game.ui.play.hooks import PlayHooks
from game.ui.play.input import TableInput, steps_for
from game.ui.toolkit.drawn import BUTTON, PIECE, PLACE, Drawn
from game.ui.toolkit.widgets import button_at
from game.ui.tutorial.keys import panel_drawn, panel_key
from game.ui.tutorial.panel import PanelLayout, PanelText, lay_out, pointer_and_costs, under
from game.ui.tutorial.shown import coop_values, final_lines, point_rect, seat_names
from game.ui.tutorial.taught import TaughtInput
from game.ui.words.describe import option_text

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene

OFFER = "offer"  # the last lesson: a real game, or the title


class TutorialScene(Scene):
    def __init__(self, app: App, lesson: int | None = None) -> None:
        super().__init__(app)
        self.path = progress_path(app.folders) if app.folders is not None else None
        if lesson is None:
            lesson = read_progress(self.path, len(LESSONS)) if self.path else 0
        self.resumed = lesson > 0  # "Start over" is offered on the first lesson shown
        self.done = read_done(self.path, len(LESSONS)) if self.path else set()
        self.tutor = Tutor(LESSONS, MOVES, LEARNER, lesson, scripts())
        self.course = self.tutor.course  # of the game on the table
        self.names = seat_names()
        self.size = app.size
        self._play: PlayScene | None = None  # the play scene under the panel
        self._table: TutorTable | None = None  # its table
        self.panel: PanelLayout | None = None
        self.panel_key: tuple = ()
        self.panel_dirty = True
        self.guide_drawn: list[Drawn] = []
        self.pointed: list[tuple] = []  # where the pointer was drawn last
        self.pressed: str | None = None  # the panel's button pressed
        self.mouse = (0, 0)
        self.input_lesson = -1  # the lesson the learner's input was made for
        self.refusals = 0  # gestures refused so far
        self.shown_lesson = lesson
        self.broken = ""  # why the lessons' game cannot be played on this edition
        self.open_table()

    # ------------------------------------------------------------------ the table

    def open_table(self) -> None:
        """A fresh table where the lesson on now begins, the moves before it played at once."""
        lesson = self.tutor.lesson
        position = lesson.start if lesson is not None else len(self.tutor.moves)
        self.course = self.tutor.course
        try:
            session, events = session_at(self.app.edition, self.names, position, self.course)
        except IllegalOption as error:  # the script does not fit the edition's data
            self.broken = text("tutorial.broken", error=error)
            if self._play is not None:  # on the way: back to the title at once
                self.app.go("title", error=self.broken)
            return  # being opened: the title takes its place as it is laid out
        if self._play is not None:
            self._play.leave()
        table = self._table = TutorTable(session, self.tutor)
        # gestures the lesson does not teach are refused in its own words
        hooks = PlayHooks(prompt=self.prompt, refuse=self.refuse, make_input=self.taught_input,
                          own_tooltip=under(lambda: self.panel))  # none for what it hides
        self._play = cast("PlayScene", self.app.make(
            "play", session=session, table=table, events=events if position == 0 else None,
            hooks=hooks))
        self._play.layout(self.size)
        self.panel_key = ()

    @property
    def play(self) -> PlayScene:
        if self._play is None:
            raise RuntimeError(self.broken or "the lessons' table is not open")
        return self._play

    @property
    def geometry(self) -> TableGeometry:
        """Where the play scene laid the table out (it is, before anything is drawn)."""
        g = self.play.geometry
        if g is None:
            raise RuntimeError("the lessons' table is not laid out yet")
        return g

    @property
    def table(self) -> TutorTable:
        if self._table is None:
            raise RuntimeError(self.broken or "the lessons' table is not open")
        return self._table

    def taught(self) -> Move | None:
        return self.table.taught()

    def taught_input(self, moves: Iterable[Move], hand: list[Die]) -> TableInput:
        """The learner's input: it lets through only the move the lesson teaches now."""
        self.input_lesson = self.tutor.index
        return TaughtInput(moves, hand, self.taught())

    def restrict(self) -> None:
        """A lesson that begins in the middle of a decision teaches its own move."""
        play = self.play
        if not isinstance(play.inp, TaughtInput) or self.input_lesson == self.tutor.index:
            return
        play.inp.teach(self.taught())
        self.input_lesson = self.tutor.index
        play.dirty = True

    def prompt(self, own: str) -> str:
        """The top bar's question (`own`: the play scene's); while a lesson is read, what to
        do with it."""
        lesson = self.tutor.lesson
        if lesson is not None and lesson.reading and not self.play.game.over:
            return text("tutorial.refused_read")
        return own

    def refuse(self, reason: str = "") -> None:
        """Say, in the lesson's words, that a gesture is not the one it teaches."""
        self.refusals += 1
        move = self.taught()
        if move is None:
            self.play.show_message(text("tutorial.refused_read"))
        else:
            self.play.show_message(text("tutorial.refused", now=option_text(move,
                                                                            self.play.game)))

    def follow(self) -> None:
        """After every change: a lesson reached is kept and shown; a lesson that begins further
        on is reached at once (once the last move is shown); the input follows the lesson."""
        if self.tutor.index != self.shown_lesson:
            self.done.update(range(self.shown_lesson, min(self.tutor.index, COUNTED)))
            self.shown_lesson = self.tutor.index
            self.keep_progress()
            self.panel_key = ()
            self.play.dirty = True  # the top bar says what the new lesson asks
        lesson = self.tutor.lesson
        if lesson is not None and not self.play.motion.running and (
                lesson.start > self.table.position or lesson.course != self.course):
            self.open_table()  # further on, or the next course's game
        self.restrict()

    def keep_progress(self) -> None:
        """The lesson to go on with next time (the first again once the last is reached)."""
        if self.path is None:
            return
        lesson = self.tutor.lesson
        index = 0 if lesson is None or lesson.key == OFFER else self.tutor.index
        try:
            write_progress(self.path, index, self.done)
        except OSError as error:  # the lessons go on; only the place to resume is not kept
            self.play.show_message(text("tutorial.not_kept", error=error.strerror or error))

    def on_panel(self, key: str) -> None:
        if key == "continue":
            self.tutor.carry_on()
            self.resumed = False
            self.follow()
        elif key == "restart":
            self.tutor.index = self.tutor.course_start()
            self.resumed = False
            self.open_table()
            self.follow()
        elif key in ("real_game", "coop_game"):
            self.real_game(DIFFICULTY if key == "coop_game" else "")
        elif key in ("leave", "title"):
            self.app.go("title")

    def real_game(self, coop: str = "") -> None:
        """A game against a normal computer player, or (`coop`) with one against the Baron."""
        seats = [Seat(self.names[0], "human", 0), Seat(self.names[1], "normal", 1)]
        seed = self.app.new_game_seed
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        session, events = Session.start(self.app.edition,
                                        Setup(tuple(self.names), seed, coop=coop), seats)
        self.app.open_session(session, events)

    # ------------------------------------------------------------------ the panel

    def panel_text(self) -> PanelText:
        lesson = self.tutor.lesson or LESSONS[-1]
        n = self.tutor.index + 1  # the offer after the last lesson is numbered no more
        heading = text("tutorial.heading", n=n, total=COUNTED) if n <= COUNTED else \
            text("tutorial.heading_done", total=COUNTED)
        buttons = [("leave", text("tutorial.leave"), False)]
        if self.resumed:
            buttons.append(("restart", text("tutorial.restart"), False))
        now = ""
        if lesson.key == OFFER:
            buttons = [("title", text("tutorial.title"), False),
                       ("coop_game", text("tutorial.coop_game"), False),
                       ("real_game", text("tutorial.real_game"), True)]
        elif lesson.reading:
            buttons.append(("continue", text("tutorial.continue"), True))
            now = final_lines(self.play.game, self.names) if self.play.game.over else ""
        elif (taught := self.taught()) is not None:
            now = text("tutorial.now", move=option_text(taught, self.play.game))
        elif not self.play.game.over:
            now = text("tutorial.watch", name=self.names[COMPUTER])
        body = text(f"tutorial.{lesson.key}.body", learner=self.names[LEARNER],
                    computer=self.names[COMPUTER], **coop_values(self.play.game))
        return PanelText(heading, text(f"tutorial.{lesson.key}.title"), body, now, buttons)

    def places(self) -> list[tuple[Rect, tuple]]:
        """Where the pointer points now: the next gesture of the taught move (a place to press,
        or a piece and where it goes), or what a lesson to read is about."""
        move = self.taught()
        lesson = self.tutor.lesson
        if move is not None:
            gesture = self.play.plan(move)
            if gesture is None:
                return []
            steps = [gesture[1]] if gesture[0] == "click" else [gesture[1], gesture[2]]
            found = [(self.drawn_rect(step), step) for step in steps]
            chip = lesson.point if lesson and lesson.point.startswith("baron") else ""
            found.append((point_rect(self.geometry, chip, LEARNER), ("area", chip)))  # co-op
            return [(rect, step) for rect, step in found if rect is not None]
        if lesson is None:
            return []
        rect = point_rect(self.geometry, lesson.point, LEARNER)
        return [] if rect is None else [(rect, ("area", lesson.point))]

    def drawn_rect(self, step: tuple) -> Rect | None:
        """Where the table drew `step` (a piece, a place or a button), as it recorded it."""
        for look in (PIECE, BUTTON, PLACE):
            for d in self.play.drawn():
                if d.step == step and d.look == look and d.player in (None, LEARNER):
                    return d.rect
        return self.play.rect_for(step)

    def avoid(self) -> list[Rect]:
        """What the panel must not cover: the log, and every place of the taught move, the
        tray, or what a lesson to read points at."""
        move = self.taught()
        g = self.geometry
        log = g.log  # where what the computer does is written
        if move is None:
            return [log, *(rect for rect, _ in self.places())]
        lesson = self.tutor.lesson
        seen = point_rect(g, lesson.point, LEARNER) if lesson is not None else None
        rects = [g.tray, log, *([seen] if seen is not None else [])]  # what it is about
        for step in steps_for(move):
            rect = self.play.rect_for(step)
            if rect is not None:
                rects.append(rect.inflate(40, 40))
        if move.kind in ("reroll", "place"):
            rects.append(g.players[LEARNER].reroll.inflate(40, 40))
        return rects

    def layout_panel(self) -> bool:
        """Lay the panel out again when what it says or avoids changed; True if it did."""
        lesson = self.tutor.lesson
        pointed = lesson is not None and point_rect(self.geometry, lesson.point, LEARNER)
        key = (self.tutor.index, self.table.position, str(self.taught()), self.size,
               self.resumed, text("tutorial.continue"), self.play.game.over, bool(pointed))
        if key == self.panel_key and self.panel is not None:
            return False
        self.panel_key = key
        g = self.geometry
        self.panel = lay_out(self.app.assets, g, self.panel_text(), self.avoid(),
                             g.players[COMPUTER].rect)
        return True

    def draw_guide(self, surf: pygame.Surface, places: list[tuple[Rect, tuple]]
                   ) -> list[Rect]:
        """The pointer, then the panel over the table; the rectangles drawn on."""
        self.guide_drawn = []
        panel = self.panel
        assert panel is not None  # laid out before every frame (paint)
        drawn = pointer_and_costs(self.play, surf, places, LEARNER, panel, self.guide_drawn)
        drawn += panel_drawn(self, surf, panel)
        self.panel_dirty = False
        return drawn

    def layout(self, size: tuple[int, int]) -> None:
        if self.broken:
            self.app.go("title", error=self.broken)
            return
        self.size = size
        self.play.layout(size)
        self.panel_key = ()

    def update(self) -> None:
        play = self.play
        if play.game.over:  # the last lessons come before the scoring screen
            if play.motion.running:
                play.overlay_dirty = True
                parts = play.motion.advance()
                if parts is None:
                    play.dirty = True
                else:
                    play.parts_dirty |= parts
            if play.message_timer:
                play.message_timer -= 1
                play.overlay_dirty = True
        else:
            play.end_timer = -1  # the game's end leads to the lessons, not to the scoring
            play.update()
        self.follow()

    def busy(self) -> bool:
        lesson = self.tutor.lesson
        if lesson is None or lesson.reading or self.play.game.over:
            return self.play.motion.running or bool(self.play.message_timer)
        return self.play.busy()

    def handle(self, event: pygame.event.Event) -> None:
        if panel_key(self, event):  # the panel's buttons with the keys (tutorial/keys.py)
            return
        panel = self.panel
        on_panel = panel is not None and panel.rect.collidepoint(getattr(event, "pos", (-1, -1)))
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.panel_dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and panel and on_panel:
            button = button_at(panel.buttons, event.pos)
            self.pressed = button.key if button is not None else ""
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            pressed, self.pressed = self.pressed, None
            button = None if panel is None else button_at(panel.buttons, event.pos)
            if button is not None and button.key == pressed:
                self.on_panel(pressed)
            return
        self.play.stale = True
        refusals, animated = self.refusals, self.play.motion.running
        self.play.handle(event)
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not animated
                and self.refusals == refusals and self.play.press is None
                and self.on_table(event.pos)):
            self.refuse()  # a press on the table that begins nothing the lesson teaches
        self.follow()

    def on_table(self, pos: tuple[int, int]) -> bool:
        """On the board, the side column or the players' boards; not on the bar or the log."""
        g = self.geometry
        return (pos[1] > g.bar.bottom and not self.play.logview.covers(pos)
                and any(r.collidepoint(pos) for r in (g.board, g.side, g.panels_area)))

    def paint(self, surf: pygame.Surface, full: bool) -> list[Rect] | None:
        moved = self.layout_panel()
        places = [] if self.play.motion.running else self.places()
        pointed = [(tuple(rect), step) for rect, step in places]
        if pointed != self.pointed:  # the old pointer is painted over with the table
            self.pointed, moved = pointed, True
        rects = self.play.paint(surf, full or moved)
        if rects == [] and not self.panel_dirty:
            return []
        drawn = self.draw_guide(surf, places)
        return None if rects is None else [*rects, *drawn]

    def draw(self, surf: pygame.Surface) -> None:
        self.paint(surf, True)

    def drawn(self) -> list[Drawn]:
        """What the last frame drew where: the table's records and the pointer's rings."""
        return [*self.play.drawn(), *self.guide_drawn]

    def on_escape(self) -> None:
        self.play.on_escape()

    def leave(self) -> None:
        if self._play is not None:
            self.keep_progress()
            self._play.leave()
