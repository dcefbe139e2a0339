"""What a frame draws, as boxes: the inked box of every text the assets rendered (a table's board
image too, built anew for it) and the rectangle of every button of the scene, and the pairs that
run into each other or out of the window."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from game.ui import loop
from game.ui.app import App
from game.ui.board.static import StaticBoard
from game.ui.board.view import TableView


class RecordingSurface(pygame.Surface):
    """A window-sized surface that notes where each text of `texts` is blitted."""

    def __init__(self, size: tuple[int, int], texts: dict[int, str]) -> None:
        super().__init__(size)
        self.texts = texts
        self.placed: list[tuple[str, Rect]] = []

    def note(self, source: pygame.Surface, dest, area=None) -> None:
        string = self.texts.get(id(source))
        if string is None or not string.strip() or area is not None:
            return
        ink = source.get_bounding_rect()
        at = dest if isinstance(dest, tuple | list) and len(dest) == 2 else Rect(dest).topleft
        shown = ink.move(at[0], at[1]).clip(self.get_clip())  # a scrolled page: its part shown
        if shown.w and shown.h:
            self.placed.append((string, shown))

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        self.note(source, dest, area)
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence, doreturn=True):  # type: ignore[override]
        sequence = list(blit_sequence)
        for item in sequence:
            self.note(item[0], item[1], item[2] if len(item) > 2 else None)
        return super().blits(sequence, doreturn)


@dataclass
class Frame:
    size: tuple[int, int]
    texts: list[tuple[str, Rect]] = field(default_factory=list)
    buttons: list[tuple[str, Rect]] = field(default_factory=list)
    board: list[tuple[str, Rect]] = field(default_factory=list)  # a table's board image's
    geometry: Any = None  # a table's TableGeometry
    panel: Rect | None = None  # a menu's parchment panel

    def panel_problems(self) -> list[str]:
        """A menu's panel: the texts on it (their middle on it: not the title over its top)
        inside its frame's lines (5 % of its width from its sides, 7 % of its height from its
        top and foot), but the buttons' labels (a button may sit on the frame at its top or
        foot, not at its sides)."""
        if self.panel is None or not self.panel.w:
            return []
        p = self.panel
        inside = p.inflate(-2 * round(p.w * 0.05), -2 * round(p.h * 0.07))
        found = [f"{s!r} on the panel's frame" for s, r in self.texts
                 if p.collidepoint(r.center) and not inside.contains(r)
                 and not any(b.inflate(2, 6).contains(r) for _, b in self.buttons)]
        return found + [f"button {key} on the panel's side" for key, b in self.buttons
                        if p.collidepoint(b.center)
                        and (b.left < inside.left or b.right > inside.right)]

    def table_problems(self) -> list[str]:
        """A table's board: its texts inside the board, the side panel or a player's parchment,
        none over a space of the road, a mission card's or a monastery's inside it; the texts
        on the side panel inside its frame's lines."""
        g = self.geometry
        if g is None:
            return []
        frame = g.side.inflate(-2 * round(g.side.w * 0.05), -2 * round(g.side.h * 0.07))
        found = [f"{s!r} on the side panel's frame" for s, r in self.texts
                 if overlap(r, g.side) > 2 and not frame.contains(r)]
        parchments = [Rect(pb.rect.left + round(pb.rect.w * 0.055), pb.rect.top,
                           pb.rect.w - round(pb.rect.w * 0.11), pb.rect.h) for pb in g.players]
        for s, r in self.board:
            if not any(area.contains(r) for area in [g.board.inflate(-12, -12), g.side,
                                                     *parchments]):
                found.append(f"{s!r} out of its panel at {tuple(r)}")
            found += [f"{s!r} over road space {i + 1}" for i, space in enumerate(g.road)
                      if overlap(r, space) > 2]
            found += [f"{s!r} out of mission card {i + 1}" for i, card in enumerate(g.missions)
                      if overlap(r, card) > 2 and not card.contains(r)]
            found += [f"{s!r} under monastery {m}'s board" for m, area in g.monasteries.items()
                      if overlap(r, area) > 2 and not area.contains(r)]
        return found

    def problems(self) -> list[str]:
        """Texts out of the window, texts over other texts, buttons over buttons, and texts
        that cross a button's edge (a button's own label lies inside it)."""
        window = Rect((0, 0), self.size)
        found = [f"{s!r} leaves the window" for s, r in self.texts if not window.contains(r)]
        texts = [(s, r) for s, r in self.texts if window.contains(r)]
        for i, (a, ra) in enumerate(texts):
            for b, rb in texts[i + 1:]:
                if a != b and overlap(ra, rb) > 2:
                    found.append(f"{a!r} over {b!r}")
        for i, (a, ra) in enumerate(self.buttons):
            found += [f"button {a} over button {b}" for b, rb in self.buttons[i + 1:]
                      if overlap(ra, rb) > 0]
            pressed = ra.inflate(2, 6)  # a chosen button is drawn pressed in, lower
            found += [f"{s!r} across button {a}" for s, r in texts
                      if overlap(r, ra) > 2 and not pressed.contains(r)]
        return sorted(set(found + self.table_problems() + self.panel_problems()))


def overlap(a: Rect, b: Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def drawn_boxes(app: App) -> Frame:
    """The boxes of the scene drawn anew, whole (the window's surface is put back after)."""
    rendered: dict[int, str] = {}
    real = app.assets.text

    def spy(string, *args, **kwargs):
        surf = real(string, *args, **kwargs)
        rendered[id(surf)] = string
        return surf

    screen = app.screen
    recorder = RecordingSurface(screen.get_size(), rendered)
    canvas = RecordingSurface(screen.get_size(), rendered)
    board = RecordingSurface(screen.get_size(), rendered)
    app.assets.text = spy  # type: ignore[method-assign]
    geometry = getattr(app.scene, "geometry", None) if isinstance(
        getattr(app.scene, "view", None), TableView) else None
    if isinstance(getattr(app.scene, "view", None), TableView):  # its board's image drawn anew
        if hasattr(app.scene, "year_end"):  # passing words, over all: away for the check
            app.scene.message_timer = 0  # type: ignore[attr-defined]
            app.scene.year_end.close()  # type: ignore[attr-defined]
        blank = StaticBoard.blank
        StaticBoard.blank = lambda self: board  # type: ignore[method-assign]
        try:
            app.scene.layout(screen.get_size())  # type: ignore[attr-defined]
        finally:
            StaticBoard.blank = blank  # type: ignore[method-assign]
    if getattr(app.scene, "canvas", None) is not None:  # a table: its canvas drawn anew
        app.scene.canvas, app.scene.dirty = canvas, True  # type: ignore[attr-defined]
    app.screen = recorder
    try:
        app.full_redraw = True
        loop.paint_scenes(app)
    finally:
        del app.assets.text
        app.screen = screen
    target = app.overlay or app.scene
    buttons = [(b.key, Rect(b.rect)) for b in getattr(target, "buttons", [])]
    panel = getattr(target, "panel", None) if geometry is None else None
    return Frame(screen.get_size(), board.placed + canvas.placed + recorder.placed, buttons,
                 board.placed, geometry, panel if isinstance(panel, Rect) else None)
