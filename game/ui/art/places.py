"""Procedural stand-ins for the art of the table's places and small objects: buildings, chapels,
cloister and road spaces, road bonuses, stained glass, hourglass, chalice, reroll and action
tiles."""

from __future__ import annotations

import math
import random

import pygame

from game.ui.art.pieces import SS, canvas, die_blank, down, token
from game.ui.toolkit import theme as T


def building(name: str, w: int, h: int) -> pygame.Surface:
    kind = name.removeprefix("building_")
    s = canvas(w, h, SS)
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
    return down(s, w, h)


def chapel(name: str, w: int, h: int) -> pygame.Surface:
    s = canvas(w, h, 2)
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
    return down(s, w, h)


def cloister_space(name: str, w: int, h: int) -> pygame.Surface:
    s = canvas(w, h, SS)
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
    return down(s, w, h)


def road_space(name: str, w: int, h: int) -> pygame.Surface:
    s = canvas(w, h, 2)
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
    return down(s, w, h)


def bonus(name: str, w: int, h: int) -> pygame.Surface:
    kind = name.removeprefix("bonus_")
    s = canvas(w, h, SS)
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
    return down(s, w, h)


def glass(name: str, w: int, h: int) -> pygame.Surface:
    m = name[-1]
    base, light, dark = T.MONASTERY.get(m, T.MONASTERY["A"])
    s = canvas(w, h, SS)
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
    return down(s, w, h)


def hourglass(name: str, w: int, h: int) -> pygame.Surface:
    s = canvas(w, h, SS)
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
    return down(s, w, h)


def chalice(name: str, w: int, h: int) -> pygame.Surface:
    s = canvas(w, h, SS)
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
    return down(s, w, h)


def reroll(name: str, w: int, h: int) -> pygame.Surface:
    active = name.endswith("active")
    s = canvas(w, h, SS)
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
    return down(s, w, h)


def action_tile(name: str, w: int, h: int) -> pygame.Surface:
    yellow = name.endswith("yellow")
    s = canvas(w, h, 2)
    W, H = s.get_size()
    r = pygame.Rect(0, 0, W, H).inflate(-W // 14, -H // 14)
    pygame.draw.rect(s, (0, 0, 0, 60), r.move(2, 3), border_radius=W // 10)
    pygame.draw.rect(s, (248, 214, 82) if yellow else (250, 247, 238), r, border_radius=W // 10)
    pygame.draw.rect(s, T.INK, r, max(2, W // 22), border_radius=W // 10)
    return down(s, w, h)
