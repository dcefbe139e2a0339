"""Drawing a timeline's frame over the table: the pieces in flight, the pops, the banners and the
tumbling dice of a roll. Each function returns the rectangles it drew on, so that the next frame
restores only those."""

from __future__ import annotations

import math
import random

import pygame
from pygame import Rect

from game.ui.board.layout import TableGeometry
from game.ui.play.anim import Banner, Flight, Pop, Timeline
from game.ui.play.clear import first_clear, moving, notice_places
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets

FADE = 6  # frames a banner takes to come and to go


def ease(u: float) -> float:
    return u * u * (3 - 2 * u)


def where(flight: Flight, t: int) -> tuple[Rect, float] | None:
    """The rectangle of a flight at frame `t` and its opacity (None: not drawn now)."""
    if t < flight.start:
        return (flight.path[0], 1.0) if flight.hold else None
    if t >= flight.end:
        return None
    u = (t - flight.start) / flight.length
    legs = len(flight.path) - 1
    if legs > 1:  # a walk: each space in turn
        leg = min(legs - 1, int(u * legs))
        v = u * legs - leg
        a, b = flight.path[leg], flight.path[leg + 1]
    else:
        leg, v = 0, ease(u)
        a, b = flight.path[0], flight.path[-1]
    w = round(a.w + (b.w - a.w) * v)
    h = round(a.h + (b.h - a.h) * v)
    x = a.centerx + (b.centerx - a.centerx) * v
    y = a.centery + (b.centery - a.centery) * v - math.sin(math.pi * v) * flight.arc * h * 2
    rect = Rect(0, 0, max(1, w), max(1, h))
    rect.center = (round(x), round(y))
    return rect, (1.0 - u if flight.fade else 1.0)


def look(assets: Assets, g: TableGeometry, flight: Flight, size: tuple[int, int]
         ) -> pygame.Surface:
    kind = flight.look[0]
    if kind == "die":
        return assets.die(flight.look[1], flight.look[2], max(size))
    if kind == "points":
        return assets.text(f"+{flight.look[1]}", g.font(24), T.GOLD_L, "bold")
    if kind == "novice":
        name = "novice_blocked" if flight.look[1] is None else f"novice_{flight.look[1]}"
        return assets.sprite(name, size)
    if kind == "messenger":
        return assets.sprite(f"messenger_{flight.look[1]}", size)
    if kind == "disc":
        return assets.sprite(f"disc_{flight.look[1]}", size)
    if kind == "glass":
        return assets.sprite(f"glass_{flight.look[1]}", size)
    return assets.sprite(f"token_{flight.look[1]}", size)


def even(size: tuple[int, int]) -> tuple[int, int]:
    """Sizes in steps of 4 pixels: a piece that grows in flight is rasterised a few times, not
    at every frame."""
    return max(4, size[0] // 4 * 4), max(4, size[1] // 4 * 4)


def draw_flight(surf: pygame.Surface, assets: Assets, g: TableGeometry, flight: Flight,
                t: int) -> Rect | None:
    at = where(flight, t)
    if at is None:
        return None
    rect, alpha = at
    sprite = look(assets, g, flight, even(rect.size))
    if flight.look[0] == "points":
        shadow = assets.text(f"+{flight.look[1]}", g.font(24), (30, 18, 8), "bold")
        spot = sprite.get_rect(center=rect.center)
        surf.blit(shadow, spot.move(2, 2))
        surf.blit(sprite, spot)
        return spot.inflate(6, 6)
    if alpha < 1.0:
        sprite = sprite.copy()
        sprite.set_alpha(round(255 * alpha))
    spot = sprite.get_rect(center=rect.center)
    surf.blit(sprite, spot)
    return spot


def draw_pop(surf: pygame.Surface, pop: Pop, t: int) -> Rect | None:
    if not pop.start <= t < pop.end:
        return None
    u = (t - pop.start) / pop.length
    ring = pop.rect.inflate(round(pop.rect.w * 0.8 * u), round(pop.rect.h * 0.8 * u))
    layer = pygame.Surface(ring.inflate(8, 8).size, pygame.SRCALPHA)
    colour = (*pop.colour, round(230 * (1 - u)))
    pygame.draw.rect(layer, colour, layer.get_rect().inflate(-4, -4), max(2, round(5 * (1 - u))),
                     border_radius=max(4, ring.w // 4))
    spot = layer.get_rect(center=ring.center)
    surf.blit(layer, spot)
    return spot


def draw_banner(surf: pygame.Surface, assets: Assets, g: TableGeometry, banner: Banner,
                line: Timeline) -> Rect | None:
    """A banner at its frame: a big one over the road; a line of words where it hides no
    piece that moves or has just landed (clear.py). It fades in and out quickly, so that it
    is read at full strength."""
    t = line.t
    if not banner.text or not banner.start <= t < banner.end:
        return None  # (no words: a pause, what it waits for is drawn elsewhere)
    alpha = min(1.0, (t - banner.start + 1) / FADE, (banner.end - t) / FADE)
    size = g.font(30 if banner.big else 20)
    room = g.board.w - 60 if banner.big else g.side.w - 40  # a small one beside the log
    while size > T.MIN_TEXT and assets.font(size, "bold").size(banner.text)[0] > room:
        size -= 1  # a long line (a Baron's card) stays over the board
    words = assets.text(banner.text, size, T.PARCH_L, "bold")
    box = words.get_rect().inflate(40 if banner.big else 24, 18)
    if banner.big:
        box.center = (g.board.centerx, g.road_band.centery)
    else:
        box = first_clear(box.size, notice_places(g, box.h),
                          moving(line, banner.start, banner.end))
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (48, 32, 22, 225), layer.get_rect(), border_radius=12)
    pygame.draw.rect(layer, (*T.GOLD, 255), layer.get_rect(), 2, border_radius=12)
    layer.blit(words, words.get_rect(center=layer.get_rect().center))
    layer.set_alpha(round(255 * alpha))
    surf.blit(layer, box)
    return box


def draw_roll(surf: pygame.Surface, assets: Assets, g: TableGeometry, static: pygame.Surface,
              dice: list[tuple[int | None, int]], left: int, rng: random.Random) -> list[Rect]:
    """The tray's dice tumbling, `left` frames before they lie still."""
    drawn = []
    for i, (owner, _value) in enumerate(dice[: len(g.tray_dice)]):
        r = g.tray_dice[i]
        spot = r.inflate(14, 14)
        surf.blit(static, spot, spot)
        face = assets.die(owner, rng.randint(1, 6), r.w)
        face = pygame.transform.rotate(face, (left * 37 + i * 53) % 360)
        turned = face.get_rect(center=r.center)
        surf.blit(face, turned)
        drawn.append(spot.union(turned))
    return drawn


def draw_timeline(surf: pygame.Surface, assets: Assets, g: TableGeometry, line: Timeline
                  ) -> list[Rect]:
    """Everything of the timeline at its frame, over the table; the rectangles drawn on."""
    drawn: list[Rect | None] = [draw_pop(surf, p, line.t) for p in line.pops]
    drawn += [draw_flight(surf, assets, g, f, line.t) for f in line.flights]
    drawn += [draw_banner(surf, assets, g, b, line) for b in line.banners]
    return [r for r in drawn if r is not None]
