"""Small drawing helpers shared by the scenes: buttons, panels, tooltips."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets


@dataclass(slots=True)
class Button:
    key: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    primary: bool = False
    tooltip: str = ""
    step: tuple | None = None  # the play scene's step this button takes (input.Step)
    selected: bool = False  # the chosen one of a group of choices: drawn pressed in, light


def draw_button(surf: pygame.Surface, assets: Assets, button: Button, hover: bool,
                size: int = 20) -> None:
    r = button.rect
    if button.selected and button.enabled:
        _draw_selected(surf, assets, button, hover, size)
        return
    base = (120, 62, 34) if button.primary else (96, 70, 44)
    if not button.enabled:
        base = (130, 120, 108)
    elif hover:
        red, green, blue = base
        base = (min(255, red + 30), min(255, green + 30), min(255, blue + 30))
    pygame.draw.rect(surf, (0, 0, 0, 90), r.move(2, 3), border_radius=8)
    pygame.draw.rect(surf, base, r, border_radius=8)
    pygame.draw.rect(surf, T.GOLD if button.enabled else (90, 84, 78), r, 2, border_radius=8)
    colour = T.PARCH_L if button.enabled else (200, 196, 188)
    draw_label(surf, assets, button.label, size, colour, r)


def _draw_selected(surf: pygame.Surface, assets: Assets, button: Button, hover: bool,
                   size: int) -> None:
    """A chosen option: light and pressed in (no drop shadow, a dark inner edge on top), so
    the choice reads at a glance beside the dark buttons of the others."""
    r = button.rect.move(0, 2)
    pygame.draw.rect(surf, T.WHITE if hover else T.GOLD_L, r, border_radius=8)
    pygame.draw.line(surf, T.PARCH_D, (r.left + 6, r.top + 3), (r.right - 7, r.top + 3), 2)
    pygame.draw.rect(surf, T.WOOD_D, r, 3, border_radius=8)
    draw_label(surf, assets, button.label, size, T.INK, r)


_FITTED: dict[tuple, tuple[int, tuple[str, ...]]] = {}  # label_lines' answers, by question


def label_lines(assets: Assets, string: str, size: int, rect: pygame.Rect
                ) -> tuple[int, tuple[str, ...]]:
    """How a button's label fits `rect`: at `size` on one line, else on two lines when the
    button is tall enough for them, else the same a size smaller, down to the least text
    (MIN_TEXT); the size and the lines (each answer kept: the menus ask every frame)."""
    key = (id(assets), assets.text_scale, string, size, rect.w, rect.h)
    if key not in _FITTED:
        if len(_FITTED) > 2000:
            _FITTED.clear()
        at, lines = _label_lines(assets, string, size, rect)
        _FITTED[key] = at, tuple(lines)
    return _FITTED[key]


def _label_lines(assets: Assets, string: str, size: int, rect: pygame.Rect
                 ) -> tuple[int, list[str]]:
    width = rect.w - 8
    least = min(size, T.MIN_TEXT)
    for at in range(size, least - 1, -1):
        if assets.width(string, at, "bold") <= width:
            return at, [string]
        lines = assets.wrap(string, at, width, "bold")
        high = len(lines) * round(assets.font(at, "bold").get_linesize() * 0.9)
        if len(lines) == 2 and high <= rect.h - 4 and \
                all(assets.width(line, at, "bold") <= width for line in lines):
            return at, lines
    return least, [string]


def draw_label(surf: pygame.Surface, assets: Assets, string: str, size: int, colour,
               rect: pygame.Rect) -> None:
    """A button's label centred on it, as label_lines fits it (narrowed only when even the
    least text is too wide)."""
    at, lines = label_lines(assets, string, size, rect)
    line_h = round(assets.font(at, "bold").get_linesize() * 0.9)
    y = rect.centery - line_h * (len(lines) - 1) // 2
    for line in lines:
        label = _fit(assets.text(line, at, colour, "bold"), rect.w - 8)
        surf.blit(label, label.get_rect(center=(rect.centerx, y)))
        y += line_h


def _fit(label: pygame.Surface, width: int) -> pygame.Surface:
    """A label narrowed to fit the width (a long translation on a small button)."""
    if label.get_width() <= width:
        return label
    height = max(1, int(label.get_height() * width / label.get_width()))
    return pygame.transform.smoothscale(label, (width, height))


def shortened(assets: Assets, string: str, size: int, width: int, style: str = "bold") -> str:
    """`string` as far as it fits `width`: its last " · " parts left out first, then its last
    words, with "…" (a larger text size leaves a line less room)."""
    parts = string.split(" · ")
    while len(parts) > 1 and assets.width(" · ".join(parts), size, style) > width:
        parts.pop()
    words = " · ".join(parts).split(" ")
    while len(words) > 1 and assets.width(" ".join(words), size, style) > width:
        words.pop()
        words[-1] += "…"
    return " ".join(words)


def button_at(buttons: list[Button], pos: tuple[int, int]) -> Button | None:
    for button in buttons:
        if button.enabled and button.rect.collidepoint(pos):
            return button
    return None


def draw_panel(surf: pygame.Surface, assets: Assets, rect: pygame.Rect, name: str = "panel"
               ) -> None:
    surf.blit(assets.sprite(name, rect.size), rect.topleft)


def draw_tooltip(surf: pygame.Surface, assets: Assets, string: str, pos: tuple[int, int],
                 size: int = 17, footer: str = "",
                 places: Callable[[tuple[int, int]], pygame.Rect | None] | None = None
                 ) -> pygame.Rect | None:
    """A dark box beside the mouse; `footer` is a last line in gold (the link to a rule);
    `places` may choose where the box of a size goes (None: beside the mouse, inside the
    window). The rectangle drawn on."""
    if not string:
        return None
    width = max(380, size * 22)
    rendered = [assets.text(line, size, T.PARCH_L) for line in assets.wrap(string, size, width)]
    if footer:
        rendered += [assets.text(line, size - 1, T.GOLD_L, "italic")
                     for line in assets.wrap(footer, size - 1, width, "italic")]
    w = max(s.get_width() for s in rendered) + 20
    h = sum(s.get_height() for s in rendered) + 14
    x, y = pos[0] + 18, pos[1] + 20
    sw, sh = surf.get_size()
    if x + w > sw - 4:
        x = pos[0] - w - 12
    if y + h > sh - 4:
        y = pos[1] - h - 12
    box = pygame.Rect(max(4, x), max(4, y), w, h)
    chosen = None if places is None else places((w, h))
    if chosen is not None:
        box = chosen
    pygame.draw.rect(surf, (30, 20, 12), box.move(3, 3), border_radius=8)
    pygame.draw.rect(surf, (58, 40, 26), box, border_radius=8)
    pygame.draw.rect(surf, T.GOLD, box, 2, border_radius=8)
    yy = box.top + 7
    for s in rendered:
        surf.blit(s, (box.left + 10, yy))
        yy += s.get_height()
    return box.inflate(8, 8).move(2, 2)


def shadowed_text(surf: pygame.Surface, assets: Assets, string: str, size: int, pos,
                  colour=T.PARCH_L, style: str = "bold", anchor: str = "topleft",
                  width: int = 0) -> pygame.Rect:
    """A light text with a dark shadow (no wider than `width`, when given: see shortened)."""
    string = shortened(assets, string, size, width, style) if width else string
    shadow = assets.text(string, size, (20, 12, 6), style)
    front = assets.text(string, size, colour, style)
    rect = front.get_rect(**{anchor: pos})
    surf.blit(shadow, rect.move(2, 2))
    surf.blit(front, rect)
    return rect


def draw_wrapped(surf: pygame.Surface, assets: Assets, string: str, size: int,
                 center: tuple[int, int], width: int, colour=T.INK_SOFT, style: str = "italic"
                 ) -> None:
    """`string` in lines no wider than `width`, each centred, the whole centred on `center`."""
    lines = [assets.text(line, size, colour, style) for line in
             assets.wrap(string, size, width, style)]
    y = center[1] - sum(line.get_height() for line in lines) // 2
    for line in lines:
        surf.blit(line, line.get_rect(midtop=(center[0], y)))
        y += line.get_height()


def draw_error(surf: pygame.Surface, assets: Assets, message: str, midbottom: tuple[int, int],
               size: int = 18, width: int = 900) -> pygame.Rect:
    """One message for the player in a dark red box (wrapped), anchored at its bottom centre."""
    lines = assets.wrap(message, size, width - 28, "bold")
    rendered = [assets.text(line, size, T.PARCH_L, "bold") for line in lines]
    w = max(s.get_width() for s in rendered) + 28
    h = sum(s.get_height() for s in rendered) + 14
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = midbottom
    pygame.draw.rect(surf, (120, 30, 24), box, border_radius=10)
    pygame.draw.rect(surf, T.GOLD, box, 2, border_radius=10)
    y = box.top + 7
    for s in rendered:
        surf.blit(s, s.get_rect(midtop=(box.centerx, y)))
        y += s.get_height()
    return box


def tab_rects(assets: Assets, labels: list[str], size: int, usual: int, room: int, gap: int,
              row: tuple[int, int, int]) -> list[pygame.Rect]:
    """A row of buttons centred on `row` (centre x, top, height), `gap` apart within `room`
    (a menu's panel: 88 % of its width, inside its frame's lines):
    each `usual` wide or as wide as its label at `size` needs; if that is too wide, each as
    wide as its label needs; if that is too, those widths shrunk alike into `room` (the labels
    then take two lines or a smaller size: label_lines)."""
    needs = [assets.width(label, size, "bold") + 24 for label in labels]
    avail = room - gap * (len(labels) - 1)
    widths = next((ws for ws in ([max(usual, n) for n in needs], needs) if sum(ws) <= avail),
                  [n * avail // sum(needs) for n in needs])
    x, top, height = row[0] - (sum(widths) + gap * (len(widths) - 1)) // 2, row[1], row[2]
    out = []
    for width in widths:
        out.append(pygame.Rect(x, top, width, height))
        x += width + gap
    return out
