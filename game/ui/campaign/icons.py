"""The campaign's small pictures, drawn as the table's pieces are (game/ui/art/pieces.py: at three
times their size and smoothed down): the three crests on a round badge (R-CAMP-5), a Volume
face up or face down, a crest token. Cached by kind and size."""

from __future__ import annotations

import pygame

from game.ui.art.pieces import SS, canvas, down
from game.ui.toolkit import theme as T

# each crest's badge colour; the sign itself is drawn in parchment on it
CREST_COLOURS = {"cross": (150, 38, 40), "key": (176, 124, 22), "lamp": (38, 92, 150)}
CHAPTER_COLOURS = {1: (120, 62, 34), 2: (47, 98, 120), 3: (92, 60, 130)}
FACE_DOWN = (58, 40, 26)

_cache: dict[tuple, pygame.Surface] = {}


def crest(kind: str, size: int, faded: bool = False) -> pygame.Surface:
    """A crest on its badge; `faded` for a crest not yet held."""
    key = ("crest", kind, size, faded)
    if key not in _cache:
        s = canvas(size, size, SS)
        W = s.get_width()
        c = W // 2
        pygame.draw.circle(s, T.INK, (c, c), c)
        pygame.draw.circle(s, T.GOLD, (c, c), c - max(1, W // 40))
        pygame.draw.circle(s, CREST_COLOURS.get(kind, T.INK_SOFT), (c, c), c - W // 11)
        pygame.draw.circle(s, T.INK, (c, c), c - W // 11, max(1, W // 60))
        _SIGNS.get(kind, _cross)(s, W, T.PARCH_L)
        if faded:
            s.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
        _cache[key] = down(s, size, size)
    return _cache[key]


def _cross(s: pygame.Surface, W: int, ink) -> None:
    """A cross with widened ends."""
    c, arm, bar = W / 2, W * 0.30, W * 0.075
    for dx in (1, 0):
        rect = pygame.Rect(0, 0, 2 * arm if dx else 2 * bar, 2 * bar if dx else 2 * arm)
        rect.center = (round(c), round(c))
        pygame.draw.rect(s, ink, rect)
    for sx, sy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        tip = (c + sx * arm, c + sy * arm)
        back = (c + sx * (arm - W * 0.12), c + sy * (arm - W * 0.12))
        wide = W * 0.13
        pts = [(back[0] - sy * bar, back[1] - sx * bar), (tip[0] - sy * wide, tip[1] - sx * wide),
               (tip[0] + sy * wide, tip[1] + sx * wide), (back[0] + sy * bar, back[1] + sx * bar)]
        pygame.draw.polygon(s, ink, pts)


def _key(s: pygame.Surface, W: int, ink) -> None:
    """A key standing up: the ring at the top, the bit at the bottom right."""
    c = W / 2
    ring = (round(c), round(W * 0.30))
    pygame.draw.circle(s, ink, ring, round(W * 0.13), round(W * 0.065))
    shaft = pygame.Rect(0, 0, round(W * 0.085), round(W * 0.40))
    shaft.midtop = (round(c), round(W * 0.41))
    pygame.draw.rect(s, ink, shaft)
    for y in (0.66, 0.75):
        pygame.draw.rect(s, ink, (round(c), round(W * y), round(W * 0.15), round(W * 0.065)))


def _lamp(s: pygame.Surface, W: int, ink) -> None:
    """An oil lamp with its flame."""
    body = pygame.Rect(round(W * 0.22), round(W * 0.52), round(W * 0.50), round(W * 0.20))
    pygame.draw.ellipse(s, ink, body)
    pygame.draw.polygon(s, ink, [(W * 0.62, W * 0.56), (W * 0.82, W * 0.50), (W * 0.80, W * 0.58),
                                 (W * 0.66, W * 0.66)])
    pygame.draw.arc(s, ink, (W * 0.12, W * 0.52, W * 0.18, W * 0.16), 1.2, 4.8,
                    max(2, round(W * 0.04)))
    foot = pygame.Rect(0, 0, round(W * 0.28), round(W * 0.06))
    foot.midtop = (round(W * 0.47), round(W * 0.71))
    pygame.draw.rect(s, ink, foot)
    flame = [(W * 0.79, W * 0.22), (W * 0.87, W * 0.36), (W * 0.86, W * 0.44), (W * 0.81, W * 0.49),
             (W * 0.75, W * 0.44), (W * 0.75, W * 0.36)]
    pygame.draw.polygon(s, T.GOLD_L, flame)


_SIGNS = {"cross": _cross, "key": _key, "lamp": _lamp}


def volume(size: tuple[int, int], chapter: int, face_down: bool = False) -> pygame.Surface:
    """A Volume standing as a closed book: its chapter's leather colour, gold edges; face down
    it is plain dark leather (a Victory Volume, R-CAMP-6)."""
    w, h = size
    key = ("volume", w, h, chapter, face_down)
    if key not in _cache:
        s = canvas(w, h, SS)
        W, H = s.get_size()
        cover = pygame.Rect(0, 0, W, H)
        colour = FACE_DOWN if face_down else CHAPTER_COLOURS.get(chapter, T.WOOD)
        pygame.draw.rect(s, T.PARCH_L, cover.move(0, 0).inflate(-W // 8, 0), border_radius=W // 10)
        pygame.draw.rect(s, colour, cover.inflate(0, -H // 14).move(0, -H // 28),
                         border_radius=W // 10)
        spine = pygame.Rect(0, 0, max(3, W // 6), H)
        pygame.draw.rect(s, T.INK, spine.inflate(0, -H // 14).move(0, -H // 28),
                         border_radius=W // 12)
        line = max(2, W // 18)
        pygame.draw.rect(s, T.GOLD, cover.inflate(-W // 3, -H // 4).move(W // 12, -H // 28),
                         line, border_radius=W // 14)
        if not face_down:
            label = pygame.Rect(0, 0, W // 3, H // 8)
            label.center = (W // 2 + W // 12, H // 3)
            pygame.draw.rect(s, T.GOLD_L, label)
        _cache[key] = down(s, w, h)
    return _cache[key]
