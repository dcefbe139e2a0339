"""Procedural stand-ins for the large surfaces' art: the board, the monastery plots, panels,
mission cards, the window frame and the title."""

from __future__ import annotations

import math
import random

import pygame

from game.ui.toolkit import theme as T


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
        pts: list[tuple[float, float]] = [(0, h)]
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
        left = cx - w * 0.12 + i * w * 0.045
        pygame.draw.rect(s, col, (left, base_y - h * 0.1, w * 0.02, h * 0.05),
                         border_top_left_radius=8, border_top_right_radius=8)
    return s
