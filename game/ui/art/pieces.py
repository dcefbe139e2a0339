"""Procedural stand-ins for the small pieces' art (novices, dice, tokens, buildings, glass...),
drawn at three times their size and smoothed down."""

from __future__ import annotations

import math

import pygame

from game.ui.art import symbols
from game.ui.toolkit import theme as T

SS = 3  # supersampling factor for small pieces
SHAPED_PIPS = 20  # the smallest die (pixels) whose pips take its colour's shape


def canvas(w: int, h: int, ss: int) -> pygame.Surface:
    return pygame.Surface((max(1, w * ss), max(1, h * ss)), pygame.SRCALPHA)


def down(surf: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, (max(1, w), max(1, h)))


def player_colours(name: str) -> T.PlayerColours:
    if name.endswith("blocked"):
        return T.BLOCKED
    if name.endswith("baron"):
        return T.BARON
    return T.PLAYER[int(name[-1]) % len(T.PLAYER)]


def pattern(surf: pygame.Surface, rect: pygame.Rect, mark: str | None, colour, clip_mask=None):
    """Stripes, dots, chevrons or crosses over `rect` (clipped by drawing only inside)."""
    if not mark:
        return
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    w, h = rect.size
    step = max(4, min(w, h) // 3)
    lw = max(1, step // 4)
    if mark == "stripes":
        for x in range(-h, w + h, step):
            pygame.draw.line(layer, colour, (x, h), (x + h, 0), lw)
    elif mark == "dots":
        r = max(1, step // 5)
        for yy in range(step // 2, h, step):
            for xx in range(step // 2 + (yy // step % 2) * step // 2, w, step):
                pygame.draw.circle(layer, colour, (xx, yy), r)
    elif mark == "chevron":
        for yy in range(0, h + step, step):
            pts = [(0, yy), (w // 2, yy - step // 2), (w, yy)]
            pygame.draw.lines(layer, colour, False, pts, lw)
    elif mark == "cross":
        for yy in range(step // 2, h, step):
            for xx in range(step // 2, w, step):
                s = step // 4
                pygame.draw.line(layer, colour, (xx - s, yy), (xx + s, yy), lw)
                pygame.draw.line(layer, colour, (xx, yy - s), (xx, yy + s), lw)
    if clip_mask is not None:
        layer.blit(clip_mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(layer, rect.topleft)


def _shape_mask(shape: pygame.Surface) -> pygame.Surface:
    """A white surface with the alpha of `shape`, to clip patterns to a piece's outline."""
    mask = shape.copy()
    mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return mask


def novice(name: str, w: int, h: int) -> pygame.Surface:
    c = player_colours(name)
    s = canvas(w, h, SS)
    W, H = s.get_size()
    body = [(W * 0.5, H * 0.16), (W * 0.86, H * 0.55), (W * 0.94, H * 0.96), (W * 0.06, H * 0.96),
            (W * 0.14, H * 0.55)]
    shape = canvas(w, h, SS)
    pygame.draw.polygon(shape, c["base"], body)
    pygame.draw.circle(shape, c["base"], (W * 0.5, H * 0.27), W * 0.25)
    s.blit(shape, (0, 0))
    pattern(s, s.get_rect(), c["mark"], c["mark_col"], _shape_mask(shape))
    # hood opening and face shadow
    pygame.draw.circle(s, c["dark"], (W * 0.5, H * 0.29), W * 0.13)
    lw = max(2, W // 14)
    pygame.draw.polygon(s, T.INK, body, lw)
    pygame.draw.circle(s, T.INK, (W * 0.5, H * 0.27), W * 0.25, lw)
    pygame.draw.circle(s, c["base"], (W * 0.5, H * 0.27), W * 0.25 - lw)
    pygame.draw.circle(s, c["dark"], (W * 0.5, H * 0.31), W * 0.12)
    pygame.draw.line(s, T.INK, (W * 0.5, H * 0.52), (W * 0.5, H * 0.92), max(1, lw // 2))
    return down(s, w, h)


def messenger(name: str, w: int, h: int) -> pygame.Surface:
    c = player_colours(name)
    s = canvas(w, h, SS)
    W, H = s.get_size()
    lw = max(2, W // 14)
    pygame.draw.line(s, T.WOOD_D, (W * 0.78, H * 0.05), (W * 0.78, H * 0.95), lw * 2)
    flag = [(W * 0.78, H * 0.06), (W * 0.98, H * 0.16), (W * 0.78, H * 0.26)]
    pygame.draw.polygon(s, c["light"], flag)
    pygame.draw.polygon(s, T.INK, flag, max(1, lw // 2))
    body = pygame.Rect(W * 0.1, H * 0.45, W * 0.6, H * 0.5)
    shape = canvas(w, h, SS)
    pygame.draw.ellipse(shape, c["base"], body)
    pygame.draw.circle(shape, c["base"], (W * 0.4, H * 0.32), W * 0.2)
    s.blit(shape, (0, 0))
    pattern(s, s.get_rect(), c["mark"], c["mark_col"], _shape_mask(shape))
    pygame.draw.ellipse(s, T.INK, body, lw)
    pygame.draw.circle(s, T.INK, (W * 0.4, H * 0.32), W * 0.2, lw)
    return down(s, w, h)


def disc(name: str, w: int, h: int) -> pygame.Surface:
    c = player_colours(name)
    s = canvas(w, h, SS)
    W, H = s.get_size()
    shape = canvas(w, h, SS)
    pygame.draw.ellipse(shape, c["base"], (0, 0, W, H))
    s.blit(shape, (0, 0))
    pattern(s, s.get_rect(), c["mark"], c["mark_col"], _shape_mask(shape))
    pygame.draw.ellipse(s, T.INK, (0, 0, W, H), max(2, W // 10))
    return down(s, w, h)


def die_blank(name: str, w: int, h: int) -> pygame.Surface:
    s = canvas(w, h, SS)
    W, H = s.get_size()
    r = pygame.Rect(0, 0, W, H).inflate(-W // 12, -H // 12)
    if name == "die_neutral":
        face, edge, mark = (250, 246, 236), T.INK, None
    else:
        c = player_colours(name)
        face, edge, mark = c["base"], T.INK, c
    pygame.draw.rect(s, (0, 0, 0, 80), r.move(W // 24, H // 20), border_radius=W // 5)
    pygame.draw.rect(s, face, r, border_radius=W // 5)
    if mark:
        band = r.inflate(-r.w // 3, -r.h // 3)
        ring = canvas(w, h, SS)
        pygame.draw.rect(ring, (255, 255, 255), r, border_radius=W // 5)
        pygame.draw.rect(ring, (0, 0, 0, 0), band, border_radius=W // 8)
        pattern(s, s.get_rect(), mark["mark"], mark["mark_col"], ring)
        pygame.draw.rect(s, mark["light"], band, border_radius=W // 8)
    pygame.draw.rect(s, edge, r, max(2, W // 14), border_radius=W // 5)
    return down(s, w, h)


def pips(surf: pygame.Surface, value: int, colour=(30, 22, 14), shape: int | None = None
         ) -> None:
    """A face's pips: round, or on a die of a player's colour large enough, in the shape of
    colour `shape`."""
    w, h = surf.get_size()
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
             4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
             6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}.get(value, [])
    r = max(2, w // 11)
    for gx, gy in spots:
        x = w * (0.3 + 0.2 * gx)
        y = h * (0.3 + 0.2 * gy)
        if shape is None or w < SHAPED_PIPS:
            pygame.draw.circle(surf, colour, (x, y), r)
        else:
            symbols.draw_symbol(surf, shape, (x, y), r * 2.2 * symbols.PIP_SCALE[shape % 4], colour,
                                colour, 0)


def token(name: str, w: int, h: int) -> pygame.Surface:
    kind = name.removeprefix("token_")
    col = T.TOKEN.get(kind, (120, 120, 120))
    s = canvas(w, h, SS)
    W, H = s.get_size()
    cx, cy, R = W / 2, H / 2, min(W, H) * 0.46
    pygame.draw.circle(s, (0, 0, 0, 70), (cx + W * 0.03, cy + H * 0.04), R)
    pygame.draw.circle(s, col, (cx, cy), R)
    pygame.draw.circle(s, T.INK, (cx, cy), R, max(2, W // 14))
    lt = (255, 246, 225)
    lw = max(2, W // 12)
    if kind == "influence":  # a sealed scroll
        pygame.draw.rect(s, lt, (W * 0.28, H * 0.3, W * 0.44, H * 0.36), border_radius=W // 20)
        pygame.draw.circle(s, (200, 40, 40), (W * 0.5, H * 0.62), W * 0.1)
    elif kind == "soup":  # a bowl with steam
        pygame.draw.ellipse(s, lt, (W * 0.22, H * 0.42, W * 0.56, H * 0.3))
        pygame.draw.rect(s, col, (W * 0.2, H * 0.36, W * 0.6, H * 0.14))
        for dx in (-0.1, 0.05):
            pygame.draw.arc(s, lt, (W * (0.42 + dx), H * 0.18, W * 0.12, H * 0.2), 1.5, 4.5, lw)
    elif kind == "rosary":  # a ring of beads and a cross
        for i in range(9):
            a = i / 9 * math.tau
            pygame.draw.circle(s, lt, (cx + math.cos(a) * R * 0.5, cy - H * 0.06 + math.sin(a) * R
                                       * 0.42), W * 0.05)
        pygame.draw.line(s, lt, (cx, cy + H * 0.12), (cx, cy + H * 0.36), lw)
        pygame.draw.line(s, lt, (cx - W * 0.07, cy + H * 0.2), (cx + W * 0.07, cy + H * 0.2), lw)
    elif kind == "tool":  # a hammer
        pygame.draw.line(s, (205, 160, 110), (W * 0.35, H * 0.75), (W * 0.6, H * 0.35), lw * 2)
        pygame.draw.polygon(s, lt, [(W * 0.45, H * 0.25), (W * 0.72, H * 0.22),
                                    (W * 0.78, H * 0.42), (W * 0.52, H * 0.45)])
    elif kind == "book":
        pygame.draw.rect(s, lt, (W * 0.3, H * 0.26, W * 0.42, H * 0.5), border_radius=W // 24)
        pygame.draw.rect(s, (220, 180, 70), (W * 0.3, H * 0.26, W * 0.08, H * 0.5))
        pygame.draw.line(s, col, (W * 0.44, H * 0.4), (W * 0.64, H * 0.4), max(1, lw // 2))
        pygame.draw.line(s, col, (W * 0.44, H * 0.5), (W * 0.64, H * 0.5), max(1, lw // 2))
    return down(s, w, h)
