"""Puzzles at the table: the play scene at a puzzle's position (the table, the log of the moves
before it, every gesture as in a game), a panel over it, and a table (game/puzzles/table.py)
that lets through only the answer that solves it.

A wrong answer is not played: the panel says what it costs by the review's engine (weighed in a
worker, a second or so) and the player tries again. A solved position plays its move on the
table; Next takes the next one. The course (courses.py) is the shipped puzzles with the
player's puzzle rating, or the player's own mistakes of a reviewed game."""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, cast

import pygame
from pygame import Rect

from game.ai import SearchCancelled
from game.puzzles.attempt import Attempt, Verdict
from game.puzzles.table import PuzzleTable, session_at
from game.rules.engine import IllegalOption
from game.rules.moves import Move, parse
from game.texts import text
from game.ui.app import App, Scene
from game.ui.board.layout import TableGeometry
from game.ui.play.hooks import PlayHooks
from game.ui.puzzles.courses import MistakeCourse, PuzzleCourse, move_words, shipped_course
from game.ui.puzzles.panel import lay_out_foot, log_tops, make_room
from game.ui.toolkit.drawn import Drawn
from game.ui.toolkit.widgets import button_at
from game.ui.tutorial.keys import panel_drawn, panel_key
from game.ui.tutorial.panel import PanelLayout, under

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene

Course = PuzzleCourse | MistakeCourse


class PuzzleScene(Scene):
    def __init__(self, app: App, course: Course | None = None) -> None:
        super().__init__(app)
        self.broken = ""
        if course is None:
            course, self.broken = shipped_course(app)
        self.course = course
        self.size = app.size
        self._play: PlayScene | None = None
        self.attempt: Attempt | None = None
        self.panel: PanelLayout | None = None
        self.panel_key: tuple = ()
        self.pressed: str | None = None
        self.panel_dirty = True  # (the lessons' keys set it; the panel is drawn every frame)
        self.mouse = (0, 0)
        self.stop = threading.Event()
        self.job: Future | None = None
        self.job_move = ""
        self.job_costs = False  # the job only weighs a wrong answer's cost
        self.let_through = ""  # a move weighed good enough: the table plays it
        if self.course is not None:
            self.open_table()

    # ------------------------------------------------------------------ the table

    def open_table(self) -> None:
        """The table at the course's position, the moves before it in the log."""
        course = self.course
        assert course is not None
        if self._play is not None:
            self._play.leave()
        self.cancel_job()
        try:
            session = session_at(self.app.edition, course.record())
        except IllegalOption as error:  # the puzzles' games do not fit this edition's data
            self.broken = text("puzzles.broken", error=error)
            if self._play is not None:  # on the way: back to the title at once
                self.app.go("title", error=self.broken)
            return
        table = PuzzleTable(session, course.player, self.answer)
        hooks = PlayHooks(prompt=self.prompt, own_tooltip=under(lambda: self.panel))
        self._play = cast("PlayScene", self.app.make("play", session=session, table=table,
                                                     hooks=hooks))
        self._play.layout(self.size)
        self.attempt = course.start(session.game.clone())
        self.panel_key = ()

    @property
    def play(self) -> PlayScene:
        assert self._play is not None, "the puzzle's table is open"
        return self._play

    @property
    def solved(self) -> bool:
        return self.attempt is not None and self.attempt.solved

    def prompt(self, own: str) -> str:
        """The top bar: the question, what the puzzle is and the player's rating."""
        course = self.course
        if course is None:
            return own
        content = course.panel(self.play.names, self.solved)
        return f"{content.title} · {content.heading}"

    def answer(self, move: Move) -> bool:
        """The table asks whether the player's move may be played: only one that solves."""
        if str(move) == self.let_through:
            return True
        attempt = self.attempt
        if self.play.inp is not None:
            self.play.inp.cancel()  # a refused move's steps are taken back at once
        if attempt is None or attempt.solved:
            return False
        if self.job is not None:
            if not self.job_costs:
                return False  # the answer before is still being weighed
            self.cancel_job()  # only a wrong answer's cost: the new answer comes first
        verdict = attempt.at_once(move)
        if verdict is None:  # to be weighed first
            self.start_job(attempt.weigh, str(move))
        else:
            self.tell(verdict)
            if not verdict.solved and verdict.loss is None:
                self.start_job(attempt.cost, str(move), costs=True)
        return verdict is not None and verdict.solved

    def tell(self, verdict: Verdict) -> None:
        assert self.course is not None
        self.course.verdict(verdict, self.play.game)
        self.panel_key = ()
        self.play.dirty = True

    def start_job(self, work, move: str, costs: bool = False) -> None:
        """Weigh `move` in a worker: a mistake's answer (`attempt.weigh`), or what a puzzle's
        wrong answer costs (`attempt.cost`)."""
        pool = ThreadPoolExecutor(1, thread_name_prefix="puzzle")
        self.stop = threading.Event()
        self.job, self.job_move = pool.submit(work, move, self.stop), move
        self.job_costs = costs
        pool.shutdown(wait=False)
        if self.course is not None and isinstance(self.course, MistakeCourse):
            self.course.message = text("puzzles.weighing",
                                       move=move_words(self.play.game, move))
        self.panel_key = ()

    def collect(self) -> None:
        """A weighing done: a mistake's answer judged, or a wrong answer's cost known."""
        job, course = self.job, self.course
        if job is None or not job.done() or course is None:
            return
        self.job = None
        try:
            result = job.result()
        except (SearchCancelled, ValueError):  # stopped, or the position left meanwhile
            return
        if isinstance(result, Verdict):
            self.tell(result)
            if result.solved:
                self.let_through = result.move
                self.play.table.play(parse(result.move))
                self.play.sync()
        elif isinstance(course, PuzzleCourse):
            course.costs(self.job_move, result, self.play.game)
            self.panel_key = ()

    def cancel_job(self) -> None:
        self.stop.set()
        self.job = None

    def on_panel(self, key: str) -> None:
        course = self.course
        assert course is not None
        if key == "leave":
            self.leave_to()
        elif key == "theme" and isinstance(course, PuzzleCourse):
            course.next_theme()
            course.message = ""
            if course.choose():
                self.open_table()
            self.panel_key = ()
        elif key == "next":
            course.message = ""
            if course.choose():
                self.open_table()
            self.panel_key = ()

    def leave_to(self) -> None:
        course = self.course
        self.leave()
        if isinstance(course, MistakeCourse):
            course.back()
        else:
            self.app.go("title")

    # ------------------------------------------------------------------ the frame

    def layout_panel(self) -> None:
        course = self.course
        assert course is not None
        key = (self.size, course.message, self.solved, id(self.attempt),
               getattr(course, "theme", ""), text("puzzles.next"))
        if key == self.panel_key and self.panel is not None:
            return
        self.panel_key = key
        g = self.play.geometry
        assert g is not None, "laid out before it is drawn"
        self.play.logview.layout(g, self.app.assets)  # its full height, then made room in
        tops = log_tops(self.app.assets, g, self.play.logview)
        self.panel = lay_out_foot(self.app.assets, g, course.panel(self.play.names, self.solved),
                                  tops)
        make_room(self.play.logview, self.panel)
        self.play.dirty = True

    def layout(self, size: tuple[int, int]) -> None:
        if self.broken or self.course is None:
            self.app.go("title", error=self.broken)
            return
        self.size = size
        self.play.layout(size)
        self.panel_key = ()

    def update(self) -> None:
        self.collect()
        self.play.end_timer = -1  # a solved puzzle never leads to the scoring
        self.play.update()

    def busy(self) -> bool:
        return self.job is not None or self.play.busy()

    @property
    def geometry(self) -> TableGeometry:
        g = self.play.geometry
        assert g is not None, "the puzzle's table is laid out"
        return g

    def handle(self, event: pygame.event.Event) -> None:
        # Tab, the arrows and Enter reach the panel's buttons while the table asks nothing
        # (as in the lessons, game/ui/tutorial/keys.py)
        if panel_key(cast(Any, self), event):
            return
        panel = self.panel
        pos = getattr(event, "pos", (-1, -1))
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and panel \
                and panel.rect.collidepoint(pos):
            button = button_at(panel.buttons, pos)
            self.pressed = button.key if button is not None else ""
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            pressed, self.pressed = self.pressed, None
            button = None if panel is None else button_at(panel.buttons, pos)
            if button is not None and button.key == pressed:
                self.on_panel(pressed)
            return
        self.play.stale = True
        self.play.handle(event)

    def paint(self, surf: pygame.Surface, full: bool) -> list[Rect] | None:
        self.layout_panel()
        self.play.paint(surf, True)
        assert self.panel is not None, "laid out just above"
        panel_drawn(cast(Any, self), surf, self.panel)
        return None

    def draw(self, surf: pygame.Surface) -> None:
        self.paint(surf, True)

    def drawn(self) -> list[Drawn]:
        return self.play.drawn() if self._play is not None else []

    def on_escape(self) -> None:
        self.leave_to()

    def leave(self) -> None:
        self.cancel_job()
        if self._play is not None:
            self._play.leave()
