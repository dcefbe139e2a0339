"""A seat out of time, over the bottom of the board (clear of the turn strip under the top bar,
and above the chat field while it is open): this player's own seat a computer plays since
its time ran out, with "Take my seat back" (not once it ran out three times: the computer plays
it to the end, as the log and the seat's mark say), or another seat overdue at a turn-based
table, with the choice to let a computer play it or to wait for its player (once chosen here
the panel goes; another player's choice comes from the server)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.table.online_clocks import SeatClock, overdue_to_ask, seat_clocks
from game.texts import text
from game.ui.online.clock_words import duration_words
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button, button_at, draw_button

if TYPE_CHECKING:
    from game.ui.online.play import OnlinePlayScene

Said = tuple[str, str, list[tuple[str, str]]]  # title, detail, (button key, label)


class OutOfTime:
    def __init__(self, scene: OnlinePlayScene) -> None:
        self.scene = scene
        self.answered: set[tuple[int, int]] = set()  # (seat, outs) this window chose for
        self.buttons: list[Button] = []
        self.box = Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ what is said

    def said(self) -> Said | None:
        table = self.scene.table
        view = table.net.view
        if table.watching or table.status != "online" or view.over:
            return None
        if self.own_out():
            return (text("clocks.mine_out"), text("clocks.mine_out_detail"),
                    [("take_back", text("clocks.take_back"))])
        seat = overdue_to_ask(view, self.answered)
        info = view.seat_info(seat) if seat is not None else None
        if seat is None or info is None or info.get("standin"):
            return None
        name = table.seat_presence()[seat].name
        per_turn = duration_words(view.speed.per_turn)
        return (text("clocks.overdue", name=name),
                text("clocks.overdue_detail", name=name, per_turn=per_turn),
                [(f"computer:{seat}", text("clocks.let_computer", name=name)),
                 (f"wait:{seat}", text("clocks.wait", name=name))])

    def own_out(self) -> bool:
        """A computer plays this player's own seat since its time ran out (fewer than three
        times: it may be taken back)."""
        view = self.scene.table.net.view
        clocks = seat_clocks(view)
        if view.seat is None or view.seat >= len(clocks):
            return False
        clock: SeatClock = clocks[view.seat]
        mine = self.scene.table.seat_presence()[view.seat]
        return mine.bot is not None and 0 < clock.outs and not clock.for_good

    def key(self) -> tuple:
        """What the panel shows (drawn again when it changes)."""
        hover = button_at(self.buttons, self.scene.mouse)
        return self.said(), None if hover is None else hover.key

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        """A press on the panel: its buttons act, the rest of it is not the table's."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or \
                self.said() is None or not self.box.collidepoint(event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                self.choose(button.key)
        return True

    def choose(self, key: str) -> None:
        table = self.scene.table
        view = table.net.view
        what, _, seat = key.partition(":")
        if what == "take_back" and view.seat is not None:
            table.hand(view.seat, "player")
        elif what in ("computer", "wait"):
            index = int(seat)
            self.answered.add((index, seat_clocks(view)[index].outs))
            table.net.overdue(index, what)
        self.scene.play.overlay_dirty = True

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> list[Rect]:
        said = self.said()
        if said is None:
            self.buttons, self.box = [], Rect(0, 0, 0, 0)
            return []
        title, detail, choices = said
        g, a = self.scene.geometry, self.scene.app.assets
        s = g.scale
        width = round(g.board.w * 0.72)
        lines = a.wrap(detail, g.font(17), width - 40, "italic")
        line_h = a.font(g.font(17), "italic").get_linesize()
        head_h = a.font(g.font(24), "bold").get_linesize()
        bh = round(44 * s) if choices else 0
        box = Rect(0, 0, width, round(28 * s) + head_h + line_h * len(lines) + bh +
                   (round(14 * s) if choices else 0))
        chat = round(96 * s) if self.scene.chat_field is not None else 0
        box.midbottom = (g.board.centerx, g.board.bottom - round(14 * s) - chat)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((30, 20, 12, 225))
        surf.blit(shade, box)
        pygame.draw.rect(surf, T.GOLD, box, 2, border_radius=6)
        head = a.text(title, g.font(24), T.PARCH_L, "bold")
        y = surf.blit(head, head.get_rect(midtop=(box.centerx, box.top + round(10 * s)))).bottom
        for line in lines:
            shown = a.text(line, g.font(17), T.GOLD_L, "italic")
            y = surf.blit(shown, shown.get_rect(midtop=(box.centerx, y))).bottom
        self.buttons = self._buttons(choices, box, bh)
        for button in self.buttons:
            draw_button(surf, a, button, button.rect.collidepoint(self.scene.mouse), g.font(17))
        self.box = box
        return [box.inflate(6, 6)]

    def _buttons(self, choices: list[tuple[str, str]], box: Rect, bh: int) -> list[Button]:
        """The panel's buttons side by side, centred along its bottom."""
        g, a = self.scene.geometry, self.scene.app.assets
        font = a.font(g.font(17), "bold")
        gap = round(16 * g.scale)
        widths = [min(font.size(label)[0] + round(40 * g.scale), (box.w - gap * 3) // 2)
                  for _, label in choices]
        x = box.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
        out = []
        for (key, label), w in zip(choices, widths, strict=True):
            rect = Rect(x, box.bottom - bh - round(12 * g.scale), w, bh)
            out.append(Button(key, label, rect, True, key != "wait"))
            x += w + gap
        return out
