"""The cost tags of a send: under each place a chosen novice may go, what it costs there
(discount included). Tags of neighbouring places never overlap: the tags of one monastery's row
are pushed apart inside the monastery, and where a row of one-line tags does not fit, each tag
shows its tokens one above the other, as narrow as its place."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.rules.edition import TOKENS
from game.rules.layout import Layout
from game.rules.moves import chapel_of, chapel_target
from game.ui.play.tooltips import target_cost
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets

if TYPE_CHECKING:
    from game.ui.board.layout import TableGeometry
    from game.ui.play.scene import PlayScene

GAP = 3  # pixels between two tags side by side
PAD = 5  # inside a tag, before its first token and after its last


@dataclass(slots=True)
class Tag:
    """One place's cost: the icon and the count of each token paid, where it is drawn, and
    whether its tokens stand one above the other."""
    parts: list[tuple[pygame.Surface, pygame.Surface]]
    rect: Rect = field(default_factory=Rect)
    stacked: bool = False


def parts_of(assets: Assets, cost: dict[str, int], size: int
             ) -> list[tuple[pygame.Surface, pygame.Surface]]:
    """Each token paid as (icon, count); a free place shows "0" of its first token."""
    paid = [t for t in TOKENS if cost.get(t, 0) > 0] or list(cost)[:1]
    return [(assets.sprite(f"token_{t}", size), assets.text(str(cost[t]), size, T.INK, "bold"))
            for t in paid]


def tag_size(tag: Tag, size: int) -> tuple[int, int]:
    widths = [icon.get_width() + 2 + label.get_width() for icon, label in tag.parts]
    if tag.stacked:
        return max(widths) + 2 * PAD, len(tag.parts) * (size + 2) + 6
    return sum(widths) + 6 * (len(widths) - 1) + 2 * PAD, size + 6


def spread(wanted: list[Rect], bounds: Rect) -> list[Rect] | None:
    """`wanted` (one row, each centred where it would like to be) pushed apart left and right
    so that none overlaps the next, inside `bounds`' width; None if they do not fit."""
    order = sorted(range(len(wanted)), key=lambda i: wanted[i].centerx)
    if sum(r.w for r in wanted) + GAP * (len(wanted) - 1) > bounds.w:
        return None
    placed = [r.copy() for r in wanted]
    edge = bounds.left
    for i in order:  # left to right: each after the last, inside the left edge
        placed[i].left = max(placed[i].left, edge)
        edge = placed[i].right + GAP
    edge = bounds.right
    for i in reversed(order):  # right to left: back inside the right edge
        placed[i].right = min(placed[i].right, edge)
        edge = placed[i].left - GAP
    return placed


def lay_out(tags: dict[str, Tag], places: dict[str, Rect], room: dict[str, list[Rect]],
            size: int) -> None:
    """Where each tag goes (`places`: each place's rectangle; `room`: where the tags of its
    row may spread, the first that holds them): under its place, in one line each if they fit
    so, else with their tokens one above the other."""
    rows: dict[tuple[int, int], list[str]] = defaultdict(list)
    for sid in tags:
        rows[(room[sid][-1].left, places[sid].bottom)].append(sid)
    for sids in rows.values():
        tried = [(stacked, bounds) for bounds in room[sids[0]] for stacked in (False, True)]
        for stacked, bounds in tried:
            wanted = []
            for sid in sids:
                tags[sid].stacked = stacked
                box = Rect((0, 0), tag_size(tags[sid], size))
                box.midtop = (places[sid].centerx, places[sid].bottom + 2)
                wanted.append(box)
            placed = spread(wanted, bounds.inflate(-6, 0))
            if placed is not None or (stacked, bounds) == tried[-1]:
                for sid, box in zip(sids, placed or wanted, strict=True):
                    tags[sid].rect = box
                break


def room_of(g: TableGeometry, layout: Layout, sid: str) -> list[Rect]:
    """Where the tags of a place's row may spread: left of its monastery's chapel (whose
    count of tiles stays seen), else the whole monastery; a chapel's, the whole monastery."""
    m = monastery(layout, sid)
    slot = g.monasteries[m]
    if chapel_of(sid):
        return [slot]
    chapel = g.spaces[chapel_target(m)]
    return [Rect(slot.left, slot.top, chapel.left - slot.left, slot.h), slot]


def send_tags(g: TableGeometry, assets: Assets, costs: dict[str, dict[str, int]],
              layout: Layout) -> dict[str, Tag]:
    """The tags of the places of `costs` (a place's id: its cost), laid out."""
    size = g.font(16)
    tags = {sid: Tag(parts_of(assets, cost, size)) for sid, cost in costs.items()}
    lay_out(tags, {sid: g.spaces[sid] for sid in costs},
            {sid: room_of(g, layout, sid) for sid in costs}, size)
    return tags


def draw_tag(surf: pygame.Surface, tag: Tag) -> Rect:
    box = tag.rect
    pygame.draw.rect(surf, T.PARCH_L, box, border_radius=6)
    pygame.draw.rect(surf, T.INK, box, 1, border_radius=6)
    x, y = box.left + PAD, box.top + 3
    line = (box.h - 6) // len(tag.parts)  # the height of a token's line, when stacked
    for icon, label in tag.parts:
        mid = y + line // 2 if tag.stacked else box.centery
        surf.blit(icon, icon.get_rect(midleft=(x, mid)))
        surf.blit(label, label.get_rect(midleft=(x + icon.get_width() + 2, mid)))
        if tag.stacked:
            y += line
        else:
            x += icon.get_width() + 2 + label.get_width() + 6
    return box


def draw_costs(scene: PlayScene, surf: pygame.Surface, targets: list) -> list[Rect | None]:
    """Under each place a chosen novice may go: what it costs there."""
    row = scene.novice_row()
    d, g = scene.decision, scene.geometry
    if row is None or d is None or d.kind != "send" or g is None:
        return []
    sids = [step[1] for step in targets if step[0] == "board" and step[1] in g.spaces]
    costs = {sid: target_cost(scene.game, row, sid) for sid in sids}
    tags = send_tags(g, scene.app.assets, costs, scene.game.layout)
    return [draw_tag(surf, tag) for tag in tags.values()]


def monastery(layout: Layout, sid: str) -> str:
    """The monastery of a place: a chapel's, or a building's or cloister space's."""
    return chapel_of(sid) or layout.monastery_of[sid]
