"""A game's review at a glance: each player's accuracy, the score round by round beside the
expected lead over the game (a press on the graph opens the replay viewer at the decision
there), and the costliest decisions, each a button that opens the viewer at it (with the better
move ringed). Back returns to where the review was opened from."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame
from pygame import Rect

from game.analysis.judge import find_move
from game.analysis.review import Decision, Review
from game.history import GameHistory
from game.puzzles.attempt import own_mistakes
from game.rules.record import GameRecord
from game.session import Seat
from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.puzzles.courses import MistakeCourse
from game.ui.results.lead_graph import decision_at, draw_lead_graph
from game.ui.results.review_job import kept_path
from game.ui.results.score_chart import draw_score_chart
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button, button_at, draw_button
from game.ui.words.describe import option_text


class ReviewScene(MenuScene):
    def __init__(self, app, record: GameRecord, seats: list[Seat], review: Review,
                 back: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.history = GameHistory(app.edition, record)
        self.seats = seats
        self.review = review
        self.back = back or (lambda: app.go("title"))
        self.plot = Rect(0, 0, 0, 0)  # the lead graph's plot, as last drawn

    def build(self, size: tuple[int, int]) -> None:
        w, _ = size
        s = self.scale
        self.panel = Rect(0, 0, round(1380 * s), round(700 * s))
        self.panel.midtop = (w // 2, round(120 * s))
        back = Rect(0, 0, round(280 * s), round(54 * s))
        back.topright = (w // 2 - round(10 * s), self.panel.bottom + round(14 * s))
        learn = Rect(0, 0, round(420 * s), round(54 * s))
        learn.topleft = (w // 2 + round(10 * s), back.top)
        self.buttons = [Button("back", text("review.back"), back, True, True)]
        p = self.panel
        top = p.top + round(398 * s)
        # two lines a row at the player's text size; as many rows as the frame holds
        line = self.app.assets.font(self.font(17), "bold").get_linesize()
        row, gap = max(round(46 * s), 2 * line + round(8 * s)), max(2, round(4 * s))
        rows = max(1, (p.bottom - round(34 * s) - top + gap) // (row + gap))
        for i, d in enumerate(self.review.costliest()[:rows]):
            rect = Rect(p.left + round(90 * s), top + i * (row + gap), p.w - round(180 * s), row)
            self.buttons.append(Button(f"jump:{d.position}", self.costly_lines(d), rect))
        self.buttons.append(Button("learn", text("learn.button"), learn, bool(self.mistakes())))

    def costly_lines(self, d: Decision) -> str:
        """The move played, whose, when and what it lost, then the better move: two lines."""
        game = self.history.game_at(d.position)
        played = option_text(find_move(game, d.played), game)
        better = option_text(find_move(game, d.best), game)
        learnt = f" · {text('learn.learnt')}" if d.position in self.review.learnt else ""
        return "\n".join((text("review.costly_played", year=d.year, round=d.round,
                                name=self.seats[d.player].name, move=played,
                                klass=text(f"review.classes.{d.klass}"), loss=f"{d.loss:.1f}"),
                           text("review.costly_better", move=better) + learnt))

    def on_button(self, key: str) -> None:
        if key.startswith("jump:"):
            self.jump(int(key.removeprefix("jump:")))
            return
        if key == "learn":
            self.learn()
            return
        self.on_escape()

    def mistakes(self) -> list[Decision]:
        """The people's own mistakes and blunders (every seat's when nobody played in
        person): what Learn from your mistakes walks through."""
        people = {i for i, seat in enumerate(self.seats) if seat.human}
        return own_mistakes(self.review.decisions, people)

    def learn(self) -> None:
        """Learn from your mistakes: the table at each, to find a better move; back here."""
        record, seats, back = self.history.record, self.seats, self.back
        kept = kept_path(self.app.folders, self.history)

        def again() -> None:
            self.app.go("review", record=record, seats=seats, review=course.review, back=back)

        course = MistakeCourse(self.history, seats, self.review, kept, again)
        if course.mistakes:
            self.app.go("puzzles", course=course)

    def on_escape(self) -> None:
        self.back()

    def jump(self, position: int) -> None:
        """The replay viewer at this decision, coming back here."""
        record, seats, review, back = self.history.record, self.seats, self.review, self.back
        self.app.go("replay", record=record, seats=seats, at=position, review=review,
                    back=lambda: self.app.go("review", record=record, seats=seats,
                                             review=review, back=back))

    def click_elsewhere(self, pos) -> None:
        d = decision_at(self.review, self.plot, self.history.moves, pos)
        if d is not None:
            self.jump(d.position)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        a, s, p = self.app.assets, self.scale, self.panel
        self.draw_title(surf, text("review.title"), (p.centerx, round(48 * s)), 60)
        for i, player in enumerate(self.review.players):  # two lines, two columns at most
            summary = self.review.summary(player)
            line = text("review.accuracy", name=self.seats[player].name,
                        accuracy=f"{summary.accuracy:.0f}", mistakes=summary.counts["mistake"],
                        blunders=summary.counts["blunder"])
            shown = a.text(line, self.font(19), T.INK, "bold")
            x = p.left + round(90 * s) + (i // 2) * (p.w // 2 - round(70 * s))
            surf.blit(shown, (x, p.top + round(60 * s) + (i % 2) * round(30 * s)))
        colours = [seat.colour if seat.colour is not None else i
                   for i, seat in enumerate(self.seats)]
        top = p.top + round(150 * s)
        half = (p.w - round(220 * s)) // 2
        names = [seat.name for seat in self.seats]
        chart = Rect(p.left + round(90 * s), top, half, round(200 * s))
        draw_score_chart(surf, a, chart, self.history.scores, colours, names, self.font(16))
        graph = Rect(chart.right + round(40 * s), top, half, round(200 * s))
        self.plot = draw_lead_graph(surf, a, graph, self.review, self.history.moves, colours,
                                    self.font(16), names)
        head = a.text(text("review.costliest"), self.font(20), T.INK, "bold")
        surf.blit(head, head.get_rect(bottomleft=(p.left + round(90 * s),
                                                  p.top + round(392 * s))))
        self.draw_buttons(surf)

    def draw_buttons(self, surf: pygame.Surface) -> None:
        """Back, and the costliest decisions: each a button of two lines, left-aligned."""
        hover = button_at(self.buttons, self.mouse)
        a, pad = self.app.assets, round(14 * self.scale)
        for button in self.buttons:
            if not button.key.startswith("jump:"):
                draw_button(surf, a, button, button is hover, self.font(22))
                continue
            draw_button(surf, a, replace(button, label=""), button is hover, self.font(22))
            r, size = button.rect, self.font(17)
            lines = button.label.split("\n")
            for i, line in enumerate(lines):
                shown = a.text(line, size, T.PARCH_L if i == 0 else T.GOLD_L, "bold")
                if shown.get_width() > r.w - 2 * pad:  # a long move: narrowed to fit
                    shown = pygame.transform.smoothscale(shown, (r.w - 2 * pad,
                                                                 shown.get_height()))
                y = r.centery + (i - len(lines) / 2) * a.font(size, "bold").get_linesize()
                surf.blit(shown, (r.left + pad, round(y)))
