"""What a frame draws, as boxes: the inked box of every text the assets rendered and the rectangle
of every button of the scene, and the pairs that run into each other or out of the window."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.ui import loop
from game.ui.app import App


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
        return sorted(set(found))


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
    if getattr(app.scene, "canvas", None) is not None:  # a table: its canvas drawn anew
        app.scene.canvas, app.scene.dirty = canvas, True  # type: ignore[attr-defined]
    app.assets.text = spy  # type: ignore[method-assign]
    app.screen = recorder
    try:
        app.full_redraw = True
        loop.paint_scenes(app)
    finally:
        del app.assets.text
        app.screen = screen
    target = app.overlay or app.scene
    buttons = [(b.key, Rect(b.rect)) for b in getattr(target, "buttons", [])]
    return Frame(screen.get_size(), canvas.placed + recorder.placed, buttons)
