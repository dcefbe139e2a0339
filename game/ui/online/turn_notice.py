"""Being told, in any scene, that an online table waits for this player's move: the turn watch
(turns.py) looks in its own thread; here the window takes what it found once a frame: a sound
(if sound is on) and for a while a strip, under a table's top bar or in a menu's corner (none
over a scene that shows the tables itself, `shows_turns`: the title's Your games button has the
count). The watch's thread sends the desktop notification unless "turn_notices" is off."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.net.yours import TableSummary, my_tables
from game.texts import text
from game.ui.board.layout import TableGeometry
from game.ui.online.keep import credentials_of
from game.ui.online.notify import DesktopNotices
from game.ui.online.turns import TurnWatch
from game.ui.toolkit import theme as T

if TYPE_CHECKING:
    from game.ui.app import App

STRIP_SECONDS = 12.0
SOUND = "your_turn"
SETTING = "turn_notices"


def told_words(news: list[TableSummary]) -> str:
    """One line for the tables that newly wait for this player's move."""
    if len(news) == 1:
        table = news[0]
        return text("yours.notice_one", players=", ".join(table.names), code=table.code)
    return text("yours.notice_many", count=len(news))


def tell_desktop(app: App, desktop: DesktopNotices, news: list[TableSummary]) -> bool:
    """The desktop notification for `news` (the watch's thread), unless the setting is off."""
    if not news or not app.settings.get(SETTING, True):
        return False
    return desktop.send(text("yours.desktop_title"), told_words(news))


class TurnNotices:
    def __init__(self, app: App, watch: TurnWatch) -> None:
        self.app = app
        self.watch = watch
        self.strip = ""
        self.until = 0.0
        self.shown: pygame.Rect | None = None
        self.counted = 0  # the count drawn last (the title's badge)

    @property
    def count(self) -> int:
        """The tables waiting for this player's move (the badge)."""
        return len(self.watch.waiting)

    def update(self) -> None:
        """Once a frame: which table is open here, and what the watch found."""
        link = self.app.online
        self.watch.here = (link.url.rstrip("/"), link.code) \
            if link is not None and not link.closed and link.url else None
        news = self.watch.take()
        if self.count != self.counted:
            self.counted = self.count
            self.app.full_redraw = True  # the title's badge
        if news:
            self.app.sounds.play(SOUND)
            self.strip, self.until = told_words(news), time.monotonic() + STRIP_SECONDS
            self.app.full_redraw = True  # the title's badge, or the strip
        elif self.strip and time.monotonic() > self.until:
            self.strip = ""
            self.app.full_redraw = True

    def left_table(self) -> None:
        """A table was left: look at once."""
        self.watch.poke()

    def paint(self, surf: pygame.Surface, rects: list[pygame.Rect] | None
              ) -> list[pygame.Rect] | None:
        """The strip over what the scene drew (again whenever the scene drew anything)."""
        if not self.strip or getattr(self.app.scene, "shows_turns", False):
            self.shown = None
            return rects
        if rects == [] and self.shown is not None:
            return rects  # nothing was drawn over it
        self.shown = self.draw(surf)
        return None if rects is None else [*rects, self.shown]

    def draw(self, surf: pygame.Surface) -> pygame.Rect:
        w, h = surf.get_size()
        scale = min(w / 1600, h / 900)
        size = max(T.MIN_TEXT, round(19 * scale))
        label = self.app.assets.text(self.strip, size, T.GOLD_L, "bold")
        if label.get_width() > w - 80:
            label = pygame.transform.smoothscale(
                label, (w - 80, max(1, label.get_height() * (w - 80) // label.get_width())))
        box = label.get_rect().inflate(round(36 * scale), round(14 * scale))
        table = table_geometry(self.app.scene)
        if table is not None:  # at a table: under its top bar, over the board's edge
            box.midtop = (table.board.centerx, table.bar.bottom + round(8 * scale))
        else:  # a menu: in the corner, clear of its title and panel
            box.bottomright = (w - round(12 * scale), h - round(12 * scale))
        pygame.draw.rect(surf, (30, 20, 12), box.move(3, 3), border_radius=12)
        pygame.draw.rect(surf, (58, 40, 26), box, border_radius=12)
        pygame.draw.rect(surf, T.GOLD, box, 2, border_radius=12)
        surf.blit(label, label.get_rect(center=box.center))
        return box.inflate(8, 8)


def table_geometry(scene) -> TableGeometry | None:
    """Where a table's scene laid the table out (None for any other scene, or one not laid
    out yet)."""
    try:
        geometry = getattr(scene, "geometry", None)
    except RuntimeError:  # an online table not laid out yet
        return None
    return geometry if isinstance(geometry, TableGeometry) else None


def draw_badge(surf: pygame.Surface, assets, rect: pygame.Rect, count: int, size: int) -> None:
    """A red disc with the count at the right end of a button (Your games on the title)."""
    label = assets.text(str(count), size, T.WHITE, "bold")
    radius = max(label.get_width(), label.get_height()) // 2 + 5
    centre = (rect.right - radius // 2, rect.top + radius // 3)
    pygame.draw.circle(surf, (30, 20, 12), (centre[0] + 2, centre[1] + 2), radius)
    pygame.draw.circle(surf, (176, 36, 28), centre, radius)
    pygame.draw.circle(surf, T.GOLD_L, centre, radius, 2)
    surf.blit(label, label.get_rect(center=centre))


def start_turn_notices(app: App) -> TurnNotices | None:
    """The watch for a window that keeps seats on disk (None where nothing is kept)."""
    credentials = credentials_of(app)
    if credentials is None:
        return None
    desktop = DesktopNotices()

    def look() -> list[TableSummary] | None:
        return my_tables(credentials, app.edition) if credentials.kept() else None

    watch = TurnWatch(look, lambda news: tell_desktop(app, desktop, news))
    notices = TurnNotices(app, watch)
    watch.start()
    return notices
