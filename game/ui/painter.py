"""Procedural stand-ins for the SVG art: used when a sprite file is missing or unreadable, so
the table always looks like an illustrated board rather than failing. Small pieces are drawn at
three times their size and smoothed down."""

from __future__ import annotations

import math
import random

import pygame

from . import theme as T

SS = 3  # supersampling factor for small pieces


def _canvas(w: int, h: int, ss: int) -> pygame.Surface:
    return pygame.Surface((max(1, w * ss), max(1, h * ss)), pygame.SRCALPHA)


def _down(surf: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, (max(1, w), max(1, h)))


def player_colours(name: str) -> dict:
    if name.endswith("blocked"):
        return T.BLOCKED
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
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    body = [(W * 0.5, H * 0.16), (W * 0.86, H * 0.55), (W * 0.94, H * 0.96), (W * 0.06, H * 0.96),
            (W * 0.14, H * 0.55)]
    shape = _canvas(w, h, SS)
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
    return _down(s, w, h)


def messenger(name: str, w: int, h: int) -> pygame.Surface:
    c = player_colours(name)
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    lw = max(2, W // 14)
    pygame.draw.line(s, T.WOOD_D, (W * 0.78, H * 0.05), (W * 0.78, H * 0.95), lw * 2)
    flag = [(W * 0.78, H * 0.06), (W * 0.98, H * 0.16), (W * 0.78, H * 0.26)]
    pygame.draw.polygon(s, c["light"], flag)
    pygame.draw.polygon(s, T.INK, flag, max(1, lw // 2))
    body = pygame.Rect(W * 0.1, H * 0.45, W * 0.6, H * 0.5)
    shape = _canvas(w, h, SS)
    pygame.draw.ellipse(shape, c["base"], body)
    pygame.draw.circle(shape, c["base"], (W * 0.4, H * 0.32), W * 0.2)
    s.blit(shape, (0, 0))
    pattern(s, s.get_rect(), c["mark"], c["mark_col"], _shape_mask(shape))
    pygame.draw.ellipse(s, T.INK, body, lw)
    pygame.draw.circle(s, T.INK, (W * 0.4, H * 0.32), W * 0.2, lw)
    return _down(s, w, h)


def disc(name: str, w: int, h: int) -> pygame.Surface:
    c = player_colours(name)
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    shape = _canvas(w, h, SS)
    pygame.draw.ellipse(shape, c["base"], (0, 0, W, H))
    s.blit(shape, (0, 0))
    pattern(s, s.get_rect(), c["mark"], c["mark_col"], _shape_mask(shape))
    pygame.draw.ellipse(s, T.INK, (0, 0, W, H), max(2, W // 10))
    return _down(s, w, h)


def die_blank(name: str, w: int, h: int) -> pygame.Surface:
    s = _canvas(w, h, SS)
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
        ring = _canvas(w, h, SS)
        pygame.draw.rect(ring, (255, 255, 255), r, border_radius=W // 5)
        pygame.draw.rect(ring, (0, 0, 0, 0), band, border_radius=W // 8)
        pattern(s, s.get_rect(), mark["mark"], mark["mark_col"], ring)
        pygame.draw.rect(s, mark["light"], band, border_radius=W // 8)
    pygame.draw.rect(s, edge, r, max(2, W // 14), border_radius=W // 5)
    return _down(s, w, h)


def pips(surf: pygame.Surface, value: int, colour=(30, 22, 14)) -> None:
    w, h = surf.get_size()
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
             4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
             6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}.get(value, [])
    r = max(2, w // 11)
    for gx, gy in spots:
        x = w * (0.3 + 0.2 * gx)
        y = h * (0.3 + 0.2 * gy)
        pygame.draw.circle(surf, colour, (x, y), r)


def token(name: str, w: int, h: int) -> pygame.Surface:
    kind = name.removeprefix("token_")
    col = T.TOKEN.get(kind, (120, 120, 120))
    s = _canvas(w, h, SS)
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
    return _down(s, w, h)


def building(name: str, w: int, h: int) -> pygame.Surface:
    kind = name.removeprefix("building_")
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    lw = max(2, W // 30)
    wall = pygame.Rect(W * 0.08, H * 0.38, W * 0.84, H * 0.58)
    roof = [(W * 0.02, H * 0.42), (W * 0.5, H * 0.04), (W * 0.98, H * 0.42)]
    roof_col = {"secular": T.ROOF, "workshop": (120, 110, 100), "common_room": (70, 90, 120)}
    pygame.draw.rect(s, T.STONE_L, wall)
    for yy in range(int(wall.top + H * 0.12), wall.bottom, int(H * 0.12)):
        pygame.draw.line(s, T.STONE, (wall.left, yy), (wall.right, yy), max(1, lw // 2))
    pygame.draw.rect(s, T.INK, wall, lw)
    pygame.draw.polygon(s, roof_col.get(kind, T.ROOF), roof)
    for i in range(1, 4):
        y = H * (0.04 + 0.095 * i)
        x0 = W * (0.5 - 0.12 * i)
        pygame.draw.line(s, (0, 0, 0, 60), (x0, y), (W - x0, y), max(1, lw // 2))
    pygame.draw.polygon(s, T.INK, roof, lw)
    # the kind's icon on the wall, in a round plaque
    icon = {"secular": "token_soup", "workshop": "token_tool", "common_room": "token_book"}[kind]
    size = int(min(wall.w, wall.h) * 0.8 / SS)
    ic = token(icon, size, size)
    ic = pygame.transform.smoothscale(ic, (size * SS, size * SS))
    s.blit(ic, ic.get_rect(center=wall.center))
    return _down(s, w, h)


def chapel(name: str, w: int, h: int) -> pygame.Surface:
    s = _canvas(w, h, 2)
    W, H = s.get_size()
    lw = max(2, W // 40)
    nave = pygame.Rect(W * 0.05, H * 0.42, W * 0.6, H * 0.56)
    tower = pygame.Rect(W * 0.66, H * 0.22, W * 0.28, H * 0.76)
    pygame.draw.rect(s, T.STONE_L, nave)
    pygame.draw.rect(s, T.STONE, tower)
    pygame.draw.polygon(s, T.ROOF_D, [(W * 0.02, H * 0.44), (W * 0.35, H * 0.16),
                                      (W * 0.68, H * 0.44)])
    pygame.draw.polygon(s, T.ROOF_D, [(W * 0.64, H * 0.24), (W * 0.8, H * 0.0),
                                      (W * 0.96, H * 0.24)])
    pygame.draw.circle(s, (120, 150, 210), (W * 0.35, H * 0.6), W * 0.08)
    pygame.draw.circle(s, T.INK, (W * 0.35, H * 0.6), W * 0.08, lw)
    pygame.draw.rect(s, T.WOOD, (W * 0.75, H * 0.72, W * 0.1, H * 0.26),
                     border_top_left_radius=W // 20, border_top_right_radius=W // 20)
    for r in (nave, tower):
        pygame.draw.rect(s, T.INK, r, lw)
    return _down(s, w, h)


def cloister_space(name: str, w: int, h: int) -> pygame.Surface:
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    r = pygame.Rect(0, 0, W, H).inflate(-W // 10, -H // 10)
    pygame.draw.rect(s, T.STONE, r, border_radius=W // 8)
    inner = r.inflate(-W // 5, -H // 5)
    pygame.draw.rect(s, T.GRASS, inner, border_radius=W // 10)
    pygame.draw.circle(s, T.GRASS_D, inner.center, inner.w // 5)
    pygame.draw.line(s, T.STONE_L, (inner.centerx, inner.top), (inner.centerx, inner.bottom),
                     max(2, W // 20))
    pygame.draw.line(s, T.STONE_L, (inner.left, inner.centery), (inner.right, inner.centery),
                     max(2, W // 20))
    pygame.draw.circle(s, (120, 180, 200), inner.center, inner.w // 8)
    pygame.draw.rect(s, T.INK, r, max(2, W // 18), border_radius=W // 8)
    return _down(s, w, h)


def road_space(name: str, w: int, h: int) -> pygame.Surface:
    s = _canvas(w, h, 2)
    W, H = s.get_size()
    r = pygame.Rect(0, 0, W, H).inflate(-4, -4)
    pygame.draw.ellipse(s, (0, 0, 0, 60), r.move(3, 4))
    pygame.draw.ellipse(s, (214, 190, 140), r)
    rnd = random.Random(7)
    for _ in range(14):
        x = rnd.uniform(r.left + W * 0.15, r.right - W * 0.2)
        y = rnd.uniform(r.top + H * 0.15, r.bottom - H * 0.25)
        pygame.draw.ellipse(s, (196, 170, 120), (x, y, W * 0.14, H * 0.1))
    pygame.draw.ellipse(s, T.INK_SOFT, r, max(2, W // 30))
    return _down(s, w, h)


def bonus(name: str, w: int, h: int) -> pygame.Surface:
    kind = name.removeprefix("bonus_")
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    pygame.draw.circle(s, T.GOLD_L, (W / 2, H / 2), W * 0.48)
    pygame.draw.circle(s, T.GOLD, (W / 2, H / 2), W * 0.48, max(2, W // 12))
    half = int(w * 0.55)

    def put(icon: str, cx: float, cy: float, size: int) -> None:
        ic = pygame.transform.smoothscale(token(icon, size, size), (size * SS, size * SS))
        s.blit(ic, ic.get_rect(center=(cx, cy)))

    if kind == "action":
        star = [(W / 2 + math.cos(a) * W * (0.34 if i % 2 == 0 else 0.15),
                 H / 2 + math.sin(a) * H * (0.34 if i % 2 == 0 else 0.15))
                for i, a in enumerate(math.pi * i / 5 - math.pi / 2 for i in range(10))]
        pygame.draw.polygon(s, T.ROOF, star)
        pygame.draw.polygon(s, T.INK, star, max(1, W // 30))
    elif kind == "influence_or_rosary":
        put("token_influence", W * 0.34, H * 0.42, half)
        put("token_rosary", W * 0.64, H * 0.6, half)
    elif kind == "soup_or_exchange":
        put("token_soup", W * 0.34, H * 0.42, half)
        put("token_tool", W * 0.64, H * 0.6, half)
    elif kind == "glass":
        g = glass("glass_A", half, half)
        g = pygame.transform.smoothscale(g, (half * SS, half * SS))
        s.blit(g, g.get_rect(center=(W / 2, H / 2)))
    elif kind == "personal_die":
        d = die_blank("die_personal_0", half, half)
        d = pygame.transform.smoothscale(d, (half * SS, half * SS))
        s.blit(d, d.get_rect(center=(W / 2, H / 2)))
    return _down(s, w, h)


def glass(name: str, w: int, h: int) -> pygame.Surface:
    m = name[-1]
    base, light, dark = T.MONASTERY.get(m, T.MONASTERY["A"])
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    r = pygame.Rect(0, 0, W, H).inflate(-W // 14, -H // 14)
    pygame.draw.rect(s, base, r, border_radius=W // 10)
    lw = max(2, W // 18)
    motif = {"A": "cross", "B": "rose", "C": "leaf", "D": "sun", "E": "lily"}[m]
    cx, cy = r.center
    if motif == "cross":
        pygame.draw.rect(s, light, (cx - W * 0.08, r.top + H * 0.12, W * 0.16, H * 0.66))
        pygame.draw.rect(s, light, (r.left + W * 0.2, cy - H * 0.14, W * 0.5, H * 0.15))
    elif motif == "rose":
        for i in range(6):
            a = i / 6 * math.tau
            pygame.draw.circle(s, light, (cx + math.cos(a) * W * 0.17, cy + math.sin(a) * H * 0.17),
                               W * 0.12)
        pygame.draw.circle(s, dark, (cx, cy), W * 0.1)
    elif motif == "leaf":
        pygame.draw.ellipse(s, light, (cx - W * 0.15, r.top + H * 0.12, W * 0.3, H * 0.66))
        pygame.draw.line(s, dark, (cx, r.top + H * 0.15), (cx, r.bottom - H * 0.12), lw)
    elif motif == "sun":
        for i in range(8):
            a = i / 8 * math.tau
            pygame.draw.line(s, light, (cx, cy), (cx + math.cos(a) * W * 0.34,
                                                  cy + math.sin(a) * H * 0.34), lw * 2)
        pygame.draw.circle(s, light, (cx, cy), W * 0.17)
    elif motif == "lily":
        pts = [(cx, r.top + H * 0.1), (cx + W * 0.12, cy), (cx, r.bottom - H * 0.15),
               (cx - W * 0.12, cy)]
        pygame.draw.polygon(s, light, pts)
        pygame.draw.ellipse(s, light, (r.left + W * 0.1, cy - H * 0.1, W * 0.28, H * 0.2))
        pygame.draw.ellipse(s, light, (r.right - W * 0.38, cy - H * 0.1, W * 0.28, H * 0.2))
    # lead lines and a shine
    pygame.draw.line(s, (255, 255, 255, 90), (r.left + W * 0.12, r.top + H * 0.2),
                     (r.left + W * 0.3, r.top + H * 0.1), lw)
    pygame.draw.rect(s, T.INK, r, lw, border_radius=W // 10)
    return _down(s, w, h)


def hourglass(name: str, w: int, h: int) -> pygame.Surface:
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    lw = max(2, W // 14)
    pygame.draw.rect(s, T.WOOD, (W * 0.1, 0, W * 0.8, H * 0.1), border_radius=W // 12)
    pygame.draw.rect(s, T.WOOD, (W * 0.1, H * 0.9, W * 0.8, H * 0.1), border_radius=W // 12)
    glass_pts = [(W * 0.2, H * 0.1), (W * 0.8, H * 0.1), (W * 0.55, H * 0.5), (W * 0.8, H * 0.9),
                 (W * 0.2, H * 0.9), (W * 0.45, H * 0.5)]
    pygame.draw.polygon(s, (220, 235, 240), glass_pts)
    pygame.draw.polygon(s, T.GOLD, [(W * 0.3, H * 0.9), (W * 0.7, H * 0.9), (W * 0.5, H * 0.66)])
    pygame.draw.polygon(s, T.GOLD, [(W * 0.33, H * 0.22), (W * 0.67, H * 0.22), (W * 0.5,
        H * 0.45)])
    pygame.draw.polygon(s, T.INK, glass_pts, lw)
    for x in (0.14, 0.86):
        pygame.draw.line(s, T.WOOD_D, (W * x, H * 0.08), (W * x, H * 0.92), lw)
    return _down(s, w, h)


def chalice(name: str, w: int, h: int) -> pygame.Surface:
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    lw = max(2, W // 16)
    cup = [(W * 0.12, H * 0.08), (W * 0.88, H * 0.08), (W * 0.72, H * 0.42), (W * 0.28, H * 0.42)]
    pygame.draw.polygon(s, T.GOLD, cup)
    pygame.draw.ellipse(s, T.GOLD_L, (W * 0.12, H * 0.02, W * 0.76, H * 0.12))
    pygame.draw.rect(s, T.GOLD, (W * 0.44, H * 0.4, W * 0.12, H * 0.4))
    pygame.draw.ellipse(s, T.GOLD, (W * 0.2, H * 0.78, W * 0.6, H * 0.18))
    pygame.draw.polygon(s, T.INK, cup, lw)
    pygame.draw.ellipse(s, T.INK, (W * 0.2, H * 0.78, W * 0.6, H * 0.18), lw)
    pygame.draw.circle(s, (190, 40, 60), (W * 0.5, H * 0.24), W * 0.07)
    return _down(s, w, h)


def reroll(name: str, w: int, h: int) -> pygame.Surface:
    active = name.endswith("active")
    s = _canvas(w, h, SS)
    W, H = s.get_size()
    r = pygame.Rect(0, 0, W, H).inflate(-W // 12, -H // 12)
    pygame.draw.rect(s, (0, 0, 0, 70), r.move(W // 30, H // 24), border_radius=W // 8)
    pygame.draw.rect(s, (250, 244, 228) if active else (150, 140, 128), r, border_radius=W // 8)
    col = (30, 110, 60) if active else (90, 84, 78)
    lw = max(2, W // 12)
    box = r.inflate(-W // 3, -H // 3)
    pygame.draw.arc(s, col, box, 0.3, 2.9, lw)
    pygame.draw.arc(s, col, box, 3.4, 6.0, lw)
    a = box.right, box.centery
    pygame.draw.polygon(s, col, [(a[0] - W * 0.1, a[1] - H * 0.1), (a[0] + W * 0.1, a[1] - H * 0.1),
                                 (a[0], a[1] + H * 0.04)])
    b = box.left, box.centery
    pygame.draw.polygon(s, col, [(b[0] - W * 0.1, b[1] + H * 0.1), (b[0] + W * 0.1, b[1] + H * 0.1),
                                 (b[0], b[1] - H * 0.04)])
    pygame.draw.rect(s, T.INK, r, max(2, W // 16), border_radius=W // 8)
    return _down(s, w, h)


def action_tile(name: str, w: int, h: int) -> pygame.Surface:
    yellow = name.endswith("yellow")
    s = _canvas(w, h, 2)
    W, H = s.get_size()
    r = pygame.Rect(0, 0, W, H).inflate(-W // 14, -H // 14)
    pygame.draw.rect(s, (0, 0, 0, 60), r.move(2, 3), border_radius=W // 10)
    pygame.draw.rect(s, (248, 214, 82) if yellow else (250, 247, 238), r, border_radius=W // 10)
    pygame.draw.rect(s, T.INK, r, max(2, W // 22), border_radius=W // 10)
    return _down(s, w, h)


def _parchment(w: int, h: int, base, seed: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill(base)
    rnd = random.Random(seed)
    spots = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(max(20, w * h // 3000)):
        x, y = rnd.randrange(w), rnd.randrange(h)
        r = rnd.randint(6, 40)
        shade = rnd.choice([(120, 90, 40, 10), (255, 255, 240, 14)])
        pygame.draw.circle(spots, shade, (x, y), r)
    s.blit(spots, (0, 0))
    # darker edges
    edge = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(12):
        pygame.draw.rect(edge, (110, 70, 20, 9), (i * 2, i * 2, w - i * 4, h - i * 4), 2,
                         border_radius=12)
    s.blit(edge, (0, 0))
    return s


def board_background(name: str, w: int, h: int) -> pygame.Surface:
    s = _parchment(w, h, T.PARCH, 11)
    # faint hills and fields
    rnd = random.Random(3)
    for _ in range(10):
        x, y = rnd.randrange(w), rnd.randrange(h)
        pygame.draw.ellipse(s, (150, 170, 90, 28), (x - 160, y - 50, 320, 100))
    pygame.draw.rect(s, T.WOOD_D, s.get_rect(), 4, border_radius=10)
    pygame.draw.rect(s, T.GOLD, s.get_rect().inflate(-10, -10), 2, border_radius=8)
    return s


def monastery(name: str, w: int, h: int) -> pygame.Surface:
    m = name[-1]
    base, light, dark = T.MONASTERY.get(m, T.MONASTERY["A"])
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect().inflate(-4, -4)
    pygame.draw.rect(s, (0, 0, 0, 50), r.move(3, 4), border_radius=14)
    pygame.draw.rect(s, (196, 212, 150), r, border_radius=14)
    rnd = random.Random(ord(m))
    for _ in range(w * h // 900):
        x, y = rnd.randrange(r.left + 6, r.right - 6), rnd.randrange(r.top + 6, r.bottom - 6)
        pygame.draw.circle(s, (170, 192, 120), (x, y), rnd.randint(2, 5))
    # the wall
    pygame.draw.rect(s, T.STONE_D, r, 5, border_radius=14)
    for x in range(r.left + 8, r.right - 8, 14):
        pygame.draw.rect(s, T.STONE, (x, r.top - 1, 8, 5))
    pygame.draw.rect(s, T.INK, r, 2, border_radius=14)
    # the banner of the monastery's colour
    pygame.draw.rect(s, base, (r.left, r.top, w, 6), border_top_left_radius=14,
                     border_top_right_radius=14)
    return s


def panel(name: str, w: int, h: int) -> pygame.Surface:
    s = _parchment(w, h, T.PARCH_L if name == "panel" else T.PARCH, len(name) + w)
    pygame.draw.rect(s, T.WOOD_D, s.get_rect(), 3, border_radius=10)
    pygame.draw.rect(s, T.PARCH_D, s.get_rect().inflate(-8, -8), 1, border_radius=8)
    return s


def mission_card(name: str, w: int, h: int) -> pygame.Surface:
    s = _parchment(w, h, (246, 236, 208), 5)
    pygame.draw.rect(s, T.WOOD, s.get_rect(), 2, border_radius=8)
    pygame.draw.rect(s, T.GOLD, s.get_rect().inflate(-6, -6), 1, border_radius=6)
    return s


def window_frame(name: str, w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    arch = h // 4
    pygame.draw.rect(s, T.STONE_D, (0, arch, w, h - arch), border_radius=4)
    pygame.draw.ellipse(s, T.STONE_D, (0, 0, w, arch * 2))
    inner = r.inflate(-w // 10, -h // 10)
    pygame.draw.rect(s, (52, 58, 74), (inner.left, inner.top + arch, inner.w, inner.h - arch))
    pygame.draw.ellipse(s, (52, 58, 74), (inner.left, inner.top, inner.w, arch * 2))
    pygame.draw.rect(s, T.INK, (0, arch, w, h - arch), 2, border_radius=4)
    return s


def title_art(name: str, w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h))
    for y in range(h):
        t = y / h
        col = (int(40 + 150 * t), int(50 + 110 * t), int(90 + 60 * t))
        pygame.draw.line(s, col, (0, y), (w, y))
    rnd = random.Random(2)
    for _ in range(80):
        pygame.draw.circle(s, (255, 250, 220), (rnd.randrange(w), rnd.randrange(h // 2)), 1)
    # hills
    for i, col in enumerate([(70, 96, 60), (88, 120, 66), (110, 140, 74)]):
        pts = [(0, h)]
        for x in range(0, w + 40, 40):
            pts.append((x, h * (0.62 + 0.08 * i) + math.sin(x / (180 + 60 * i) + i) * h * 0.05))
        pts.append((w, h))
        pygame.draw.polygon(s, col, pts)
    # a monastery silhouette
    cx, base_y = w * 0.5, h * 0.72
    dark = (40, 32, 36)
    pygame.draw.rect(s, dark, (cx - w * 0.16, base_y - h * 0.14, w * 0.32, h * 0.14))
    pygame.draw.polygon(s, dark, [(cx - w * 0.17, base_y - h * 0.14), (cx, base_y - h * 0.24),
                                  (cx + w * 0.17, base_y - h * 0.14)])
    pygame.draw.rect(s, dark, (cx + w * 0.08, base_y - h * 0.34, w * 0.05, h * 0.34))
    pygame.draw.polygon(s, dark, [(cx + w * 0.075, base_y - h * 0.34), (cx + w * 0.105,
                                  base_y - h * 0.44), (cx + w * 0.135, base_y - h * 0.34)])
    for i in range(5):
        col = T.MONASTERY["ABCDE"[i]][1]
        x = cx - w * 0.12 + i * w * 0.045
        pygame.draw.rect(s, col, (x, base_y - h * 0.1, w * 0.02, h * 0.05),
                         border_top_left_radius=8, border_top_right_radius=8)
    return s


PAINTERS = {
    "novice": novice, "messenger": messenger, "disc": disc, "die": die_blank, "token": token,
    "building": building, "chapel": chapel, "cloister": cloister_space, "road": road_space,
    "bonus": bonus, "glass": glass, "hourglass": hourglass, "chalice": chalice,
    "reroll": reroll, "action": action_tile, "board": board_background,
    "monastery": monastery, "panel": panel, "mission": mission_card, "window": window_frame,
    "title": title_art, "player": panel,
}


def paint(name: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    painter = PAINTERS.get(name.split("_")[0])
    if painter is None:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, T.PARCH_D, s.get_rect(), border_radius=4)
        return s
    return painter(name, w, h)
