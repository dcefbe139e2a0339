"""Who plays each seat, from the pause menu at one screen: a person's seat handed to a computer
of a chosen level for now, or back to its person; and "play on to the end of the round". The
table does it (game/table/handover.py); this panel only asks it."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ai import LEVELS
from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.toolkit import theme as T

ROW = 64  # a seat's row, at 1600 × 900


class SeatsScene(MenuScene):
    def __init__(self, app, play) -> None:
        super().__init__(app)
        self.play = play

    @property
    def table(self):
        return self.play.table

    def layout(self, size: tuple[int, int]) -> None:
        self.scale = min(size[0] / 1600, size[1] / 900)
        self.build(size)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        seats = self.table.session.seats
        self.panel = Rect(0, 0, round(1000 * self.scale),
                          round((430 + ROW * len(seats)) * self.scale))
        self.panel.center = (w // 2, h // 2)
        self.title_y = self.panel.top + round(self.panel.h * 0.07) + self.font(40) * 3 // 4 + 4
        top = self.title_y + round(50 * self.scale)
        self.rows: list[tuple[int, int]] = []  # each seat's name line: (seat, y)
        self.buttons = []
        gap, bh = round(10 * self.scale), round(46 * self.scale)
        left = self.panel.left + round(300 * self.scale)
        bw = (self.panel.right - round(70 * self.scale) - left - 3 * gap) // 4
        for i, seat in enumerate(seats):
            y = top + i * round(ROW * self.scale)
            self.rows.append((i, y + bh // 2))
            if not seat.human:
                continue
            choices = [("player", text("seats.mark_person"))]
            choices += [(level, text(f"seats.levels.{level}")) for level in LEVELS]
            for k, (key, label) in enumerate(choices):
                button = self.column([(f"seat:{i}:{key}", label, True)], 0, y, bw)[0]
                button.rect.left = left + k * (bw + gap)
                button.selected = key == (seat.standin or "player")
                self.buttons.append(button)
        bottom = top + len(seats) * round(ROW * self.scale) + round(20 * self.scale)
        over = self.table.game.over or self.table.handover.playing_on
        more = self.column([("play_on", text("seats.play_on"), not over),
                            ("done", text("seats.done"), True)],
                           w // 2, bottom, round(520 * self.scale))
        self.buttons += more

    def on_button(self, key: str) -> None:
        if key.startswith("seat:"):
            _, seat, to = key.split(":")
            self.table.handover.hand(int(seat), None if to == "player" else to)
            self.play.sync()
            self.build(self.app.size)
        elif key == "play_on":
            self.table.handover.play_on()
            self.play.sync()
            self.app.open_overlay(None)
        elif key == "done":
            self.app.open_overlay(None)

    def on_escape(self) -> None:
        self.app.open_overlay(None)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_over_table(surf, self.panel)
        self.draw_title(surf, text("seats.title"), (self.panel.centerx, self.title_y), 40)
        seats = self.table.session.seats
        x = self.panel.left + round(70 * self.scale)
        for i, y in self.rows:
            seat = seats[i]
            name = self.app.assets.text(seat.name, self.font(24), T.INK, "bold")
            surf.blit(name, name.get_rect(midleft=(x, y)))
            if not seat.human:  # a computer's own seat is not handed anywhere
                level = text("seats.computer_seat", level=text(f"seats.levels.{seat.kind}"))
                said = self.app.assets.text(level, self.font(20), T.INK_SOFT, "italic")
                surf.blit(said, said.get_rect(midleft=(x + round(230 * self.scale), y)))
        y = self.buttons[-1].rect.bottom + round(18 * self.scale)
        hint = text("seats.hint") + " " + text("seats.play_on_hint")
        for line in self.app.assets.wrap(hint, self.font(17), self.panel.w - 160, "italic"):
            s = self.app.assets.text(line, self.font(17), T.INK_SOFT, "italic")
            surf.blit(s, s.get_rect(midtop=(self.panel.centerx, y)))
            y += s.get_height()
        self.draw_buttons(surf)
