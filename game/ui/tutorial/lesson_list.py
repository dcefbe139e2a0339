"""The list of lessons Learn to play opens on: every lesson by number and title, those against
each other (1 to 17) and those together against the Baron (18 to 24) in columns of their own, a
tick beside each lesson done, and the lesson to go on with pressed in. A click starts any lesson
on its own table (the moves before it played at once); the button under the list goes on from
where the lessons were left, or begins with the first."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.tutorial.lessons import COOP_FIRST, COUNTED, LESSONS
from game.tutorial.progress import progress_path, read_done, read_progress
from game.ui.menus.menu import MenuScene
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button, draw_tooltip

ROWS = 9  # lessons in a column
TICK = (46, 110, 52)  # the done mark's green


def columns() -> list[list[int]]:
    """The lessons of each column, by index: those against each other in columns of ROWS, then
    the co-op lessons in one of their own."""
    compete = list(range(COOP_FIRST))
    return [*(compete[i:i + ROWS] for i in range(0, len(compete), ROWS)),
            list(range(COOP_FIRST, COUNTED))]


class LessonListScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        path = progress_path(app.folders) if app.folders is not None else None
        self.next = read_progress(path, len(LESSONS)) if path else 0  # to go on with
        self.done = read_done(path, len(LESSONS)) if path else set()
        self.marks: dict[int, Rect] = {}  # the ticks drawn, by lesson

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1480 * s), round(640 * s))
        self.panel.midtop = (w // 2, round(110 * s))
        p, parts = self.panel, columns()
        gap, mark = round(24 * s), round(34 * s)
        width = (p.w - round(150 * s) - gap * (len(parts) - 1)) // len(parts)
        self.heads_y = p.top + round(52 * s)
        self.buttons, self.marks = [], {}
        for c, lessons in enumerate(parts):
            x = p.left + round(75 * s) + c * (width + gap)
            for r, index in enumerate(lessons):
                row = Rect(x + mark, self.heads_y + round((40 + 50 * r) * s), width - mark,
                           round(44 * s))
                self.buttons.append(Button(f"lesson:{index}", self.label(index), row,
                                           selected=index == self.next and self.next > 0))
                if index in self.done:
                    self.marks[index] = Rect(x, row.top, mark - round(6 * s), row.h)
        bw, bh = round(340 * s), round(54 * s)
        y = p.bottom + round(14 * s)
        go_on = text("tutorial.list_go_on", n=self.next + 1) if self.next else \
            text("tutorial.list_begin")
        self.buttons += [Button("back", text("menu.back"),
                                Rect(w // 2 - bw - round(10 * s), y, bw, bh)),
                         Button("go_on", go_on, Rect(w // 2 + round(10 * s), y, bw, bh),
                                primary=True)]

    @staticmethod
    def label(index: int) -> str:
        return f"{index + 1}. {text(f'tutorial.{LESSONS[index].key}.title')}"

    def on_button(self, key: str) -> None:
        kind, _, arg = key.partition(":")
        if kind == "lesson":
            self.app.go("tutorial", lesson=int(arg))
        elif kind == "go_on":
            self.app.go("tutorial", lesson=self.next)
        elif kind == "back":
            self.on_escape()

    def on_escape(self) -> None:
        self.app.go("title")

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        p, s, a = self.panel, self.scale, self.app.assets
        self.draw_title(surf, text("tutorial.list_title"), (p.centerx, p.top - round(50 * s)))
        firsts = [lessons[0] for lessons in columns()]
        heads = ((firsts[0], "tutorial.list_compete"), (firsts[-1], "tutorial.list_coop"))
        for first, key in heads:
            under = next(b.rect for b in self.buttons if b.key == f"lesson:{first}")
            shown = a.text(text(key), self.font(24), T.INK, "bold")
            left = min(under.left, under.right - shown.get_width())  # wider: ends with them
            surf.blit(shown, shown.get_rect(bottomleft=(left, self.heads_y + round(30 * s))))
        self.draw_buttons(surf)
        for rect in self.marks.values():
            draw_tick(surf, rect)
        note = a.text(text("tutorial.list_note"), self.font(19), T.INK_SOFT, "italic")
        surf.blit(note, note.get_rect(midbottom=(p.centerx, p.bottom - round(54 * s))))
        mouse = next((i for i, r in self.marks.items() if r.collidepoint(self.mouse)), None)
        if mouse is not None:
            draw_tooltip(surf, a, text("tutorial.list_done_tip"), self.mouse, self.font(17))


def draw_tick(surf: pygame.Surface, rect: Rect) -> None:
    """A lesson done: a green disc with a light tick, left of its button."""
    radius = min(rect.w, rect.h) // 2 - 1
    centre = rect.center
    pygame.draw.circle(surf, TICK, centre, radius)
    pygame.draw.circle(surf, T.WOOD_D, centre, radius, 2)
    x, y, r = centre[0], centre[1], radius
    points = [(x - r * 0.5, y), (x - r * 0.12, y + r * 0.42), (x + r * 0.55, y - r * 0.4)]
    pygame.draw.lines(surf, T.PARCH_L, False, points, max(2, r // 4))
