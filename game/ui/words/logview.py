"""The game log on the table: every line of the game, grouped under a heading per round, newest at
the bottom. The wheel over it, a drag on it (or on its scroll bar) and Page Up, Page Down, Home,
End, Up and Down scroll it. It always shows the newest line, unless the player scrolled back: then
new lines do not move what is read, and a mark at the bottom says how many lines came below (a
click on it, or scrolling down to them, returns to the newest)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import language, text
from game.ui.board.layout import TableGeometry
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets
from game.ui.words.logbook import PlayLog

ROWS = 5  # the log's rows wanted: its lines are made smaller for them, down to the least text
PAGE_KEYS = {pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_UP,
             pygame.K_DOWN}


def log_room(assets: Assets, g: TableGeometry) -> int:
    """How high the log must be for its heading and ROWS rows of the least text."""
    heading = assets.font(g.font(16), "bold").get_linesize()
    return 6 + heading + ROWS * assets.font(T.MIN_TEXT).get_height()


class LogView:
    def __init__(self, log: PlayLog) -> None:
        self.log = log
        self.scroll = 0  # rows scrolled back from the newest
        self.area = Rect(0, 0, 0, 0)
        self.bar = Rect(0, 0, 0, 0)
        self.font_size = 12
        self.line_h = 16
        self.drag: tuple[str, int, int] | None = None  # (what, start y, scroll then)
        self._rows: list[tuple[str, bool]] = []
        self._owners: list[int] = []  # the entry of each row
        self._key: tuple = ()
        self.unread = 0  # rows that came while scrolled back
        self.mark = Rect(0, 0, 0, 0)  # the "new lines below" mark, where last drawn

    def layout(self, g: TableGeometry, assets: Assets) -> None:
        heading = assets.font(g.font(16), "bold").get_linesize()  # the "Game log" heading
        area = g.log.inflate(-36, 0)
        area.top += 4 + heading
        area.h -= 6 + heading
        self.bar = Rect(area.right - 6, area.top, 6, area.h)
        self.area = Rect(area.left, area.top, area.w - 12, area.h)
        self.font_size = g.font(15)
        while self.font_size > T.MIN_TEXT and \
                self.area.h // assets.font(self.font_size).get_height() < ROWS:
            self.font_size -= 1  # a larger text size: smaller lines, not fewer
        self.line_h = assets.font(self.font_size).get_height()
        self._key = ()

    @property
    def visible(self) -> int:
        return max(1, self.area.h // self.line_h)

    def rows(self, assets: Assets) -> list[tuple[str, bool]]:
        """Every row of the log as drawn (lines wrapped to the width), and whether it heads a
        round; built again only when a line comes or goes, or the language changes."""
        key = (self.log.version, self.font_size, self.area.w, language())
        if key != self._key:
            before = len(self._rows)
            rows: list[tuple[str, bool]] = []
            self._owners = []
            for i, entry in enumerate(self.log.entries):
                style = "bold" if entry.head else "regular"
                wrapped = assets.wrap(entry.text, self.font_size, self.area.w - 8, style)
                rows += [(line, entry.head) for line in wrapped]
                self._owners += [i] * len(wrapped)
            if self.scroll and self._key[:1] != key[:1] and len(rows) > before:
                self.scroll += len(rows) - before  # what is read stays in place
                self.unread += len(rows) - before
            self._rows, self._key = rows, key
            self.scroll = self.clamp(self.scroll)
        return self._rows

    def clamp(self, scroll: int) -> int:
        return max(0, min(scroll, len(self._rows) - self.visible))

    def scroll_by(self, rows: int) -> bool:
        """Scroll back (positive) or forward; True when what is shown changed."""
        new = self.clamp(self.scroll + rows)
        changed, self.scroll = new != self.scroll, new
        self.unread = min(self.unread, self.scroll)  # the rows scrolled to are read
        return changed

    def to_newest(self) -> bool:
        self.unread = 0
        return self.scroll_by(-self.scroll)

    def draw(self, surf: pygame.Surface, assets: Assets) -> None:
        rows = self.rows(assets)
        n = self.visible
        first = max(0, len(rows) - n - self.scroll)
        shown = rows[first:first + n]
        newest = len(rows) - 3
        for i, (line, head) in enumerate(shown):
            if head:
                colour, style = T.ROOF_D, "bold"
            else:
                colour, style = (T.INK if first + i >= newest else T.INK_SOFT), "regular"
            drawn = surf.blit(assets.text(line, self.font_size, colour, style),
                              (self.area.left, self.area.top + i * self.line_h))
            if self._detail_ends(first + i):  # more in its tooltip: a dot after the line
                pygame.draw.circle(surf, T.INK_SOFT, (drawn.right + 4, drawn.centery + 1), 2)
        if len(rows) > n:
            pygame.draw.rect(surf, T.PARCH_D, self.bar, border_radius=3)
            pygame.draw.rect(surf, T.INK_SOFT, self.thumb(len(rows)), border_radius=3)
        self.draw_mark(surf, assets)

    def _detail_ends(self, row: int) -> bool:
        """The row ends a line whose tooltip says more."""
        owners, entries = self._owners, self.log.entries
        if row >= len(owners) or owners[row] >= len(entries):
            return False
        last = row + 1 >= len(owners) or owners[row + 1] != owners[row]
        return last and bool(entries[owners[row]].detail)

    def tooltip_at(self, pos: tuple[int, int]) -> str:
        """What the line under `pos` says more (the only choice that forced it, what the
        action gave), or ""."""
        if not self.area.collidepoint(pos) or not self._rows:
            return ""
        first = max(0, len(self._rows) - self.visible - self.scroll)
        row = first + (pos[1] - self.area.top) // self.line_h
        if row >= len(self._owners) or self._owners[row] >= len(self.log.entries):
            return ""
        return self.log.entries[self._owners[row]].tooltip

    def draw_mark(self, surf: pygame.Surface, assets: Assets) -> None:
        """While scrolled back with lines come since: "↓ 3 new lines" over the bottom row."""
        self.mark = Rect(0, 0, 0, 0)
        if not (self.scroll and self.unread):
            return
        label = assets.text(text("table.log_new", count=self.unread), self.font_size,
                            T.PARCH_L, "bold")
        self.mark = label.get_rect(midbottom=(self.area.centerx, self.area.bottom))
        self.mark.inflate_ip(16, 2)
        self.mark.bottom = self.area.bottom
        pygame.draw.rect(surf, T.ROOF_D, self.mark, border_radius=8)
        surf.blit(label, label.get_rect(center=self.mark.center))

    def thumb(self, total: int) -> Rect:
        n = self.visible
        h = max(12, self.bar.h * n // max(1, total))
        top = self.bar.bottom - h - (self.bar.h - h) * self.scroll // max(1, total - n)
        return Rect(self.bar.left, top, self.bar.w, h)

    # ------------------------------------------------------------------ input

    def covers(self, pos: tuple[int, int]) -> bool:
        return self.area.collidepoint(pos) or self.bar.inflate(8, 0).collidepoint(pos)

    def press(self, pos: tuple[int, int]) -> bool:
        """A press on the log; True if it returned to the newest lines (the mark)."""
        if self.mark.collidepoint(pos):
            return self.to_newest() or True
        what = "bar" if self.bar.inflate(8, 0).collidepoint(pos) else "text"
        self.drag = (what, pos[1], self.scroll)
        return False

    def move(self, pos: tuple[int, int]) -> bool:
        if self.drag is None:
            return False
        what, y0, scroll0 = self.drag
        dy = pos[1] - y0
        if what == "text":  # the lines follow the pointer
            return self.scroll_by(scroll0 + round(dy / self.line_h) - self.scroll)
        total = len(self._rows)
        per_pixel = max(0, total - self.visible) / max(1, self.bar.h - self.thumb(total).h)
        return self.scroll_by(scroll0 - round(dy * per_pixel) - self.scroll)

    def release(self) -> None:
        self.drag = None

    def key(self, key: int) -> bool:
        page = max(1, self.visible - 1)
        if key == pygame.K_END:
            return self.to_newest()
        moves = {pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page, pygame.K_UP: 1,
                 pygame.K_DOWN: -1, pygame.K_HOME: len(self._rows)}
        return self.scroll_by(moves.get(key, 0))
