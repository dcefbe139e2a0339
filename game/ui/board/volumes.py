"""The Volumes' strip on a campaign chapter's table (R-CAMP-2, 3, 5), where a co-op table has the
Baron's: the chapter ("Chapter 2 of 3"), then each of its three objective Volumes with its
title, its crests, who took it (or that it is open) and its objective in words. Each chip is
kept with a hover key, ("volume", id), whose tooltip (`tip`) adds the advantage it gives its
holder in the later chapters (R-CAMP-4)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.campaign.volumes import CHAPTERS
from game.rules.engine import Game
from game.texts import text
from game.ui.board.pen import BoardPen
from game.ui.toolkit import theme as T
from game.ui.words.volumes import book, lang, volume, volume_name

CREST_INK = {"cross": (184, 48, 44), "key": (47, 98, 173), "lamp": (176, 120, 20)}
TAKEN_INK = (40, 110, 40)


def draw_volumes(surf: pygame.Surface, pen: BoardPen, game: Game, names: list[str]) -> bool:
    """The strip of a chapter's table, its chips kept in the geometry for the tooltips (False:
    not a campaign chapter)."""
    chapter = game.chapter
    if not pen.g.baron.w or chapter is None:
        return False
    area = pen.g.baron
    pygame.draw.rect(surf, T.PARCH, area, border_radius=8)
    pygame.draw.rect(surf, T.GOLD, area, 2, border_radius=8)
    gap = max(3, area.h // 12)
    head = text("campaign_play.chapter", n=chapter.rules.number, of=CHAPTERS)
    size = pen.font(18)
    first = pen.assets.text(head, size, T.ROOF_D, "bold")
    chip = Rect(area.left + gap, area.top + gap, first.get_width() + 4 * gap, area.h - 2 * gap)
    pygame.draw.rect(surf, T.PARCH_L, chip, border_radius=6)
    surf.blit(first, first.get_rect(center=chip.center))
    chips = [(chip, ("volume", ""))]
    objectives = chapter.rules.objectives
    width = (area.right - gap - chip.right) // max(1, len(objectives)) - gap
    x = chip.right + gap
    for objective in objectives:
        rect = Rect(x, chip.top, width, chip.h)
        taken = chapter.taken.get(objective.volume)
        _volume_chip(surf, pen, rect, objective.volume, len(names),
                     None if taken is None else (taken, names[taken]))
        chips.append((rect, ("volume", objective.volume)))
        x = rect.right + gap
    pen.g.baron_chips = chips
    return True


def _volume_chip(surf: pygame.Surface, pen: BoardPen, rect: Rect, volume_id: str, players: int,
                 taken: tuple[int, str] | None) -> None:
    """A Volume: its title and crests, who took it; under them its objective."""
    found = volume(volume_id)
    pygame.draw.rect(surf, T.PARCH_L, rect, border_radius=6)
    border = T.PARCH_D if taken is None else T.PLAYER[pen.colours[taken[0]]]["base"]
    pygame.draw.rect(surf, border, rect, 2 if taken else 1, border_radius=6)
    pad = max(4, rect.h // 8)
    line_h = (rect.h - 2) // 2
    top = Rect(rect.left + pad, rect.top + 1, rect.w - 2 * pad, line_h)
    said = (text("campaign_play.taken_by", name=taken[1]) if taken
            else text("campaign_play.open"))
    status = _fit(pen, said, top.w // 2, line_h, "bold" if taken else "italic",
                  TAKEN_INK if taken else T.INK_SOFT)
    surf.blit(status, status.get_rect(midright=(top.right, top.centery)))
    crests = found.crests if found is not None else ()
    icon = max(8, line_h - 4)
    room = top.w - status.get_width() - len(crests) * (icon + 2) - pad
    title = _fit(pen, volume_name(volume_id), room, line_h, "bold", T.INK)
    surf.blit(title, title.get_rect(midleft=(top.left, top.centery)), Rect(0, 0, room, line_h))
    cx = top.left + min(title.get_width(), room) + pad
    for kind in crests:
        draw_crest(surf, kind, Rect(cx, top.centery - icon // 2, icon, icon))
        cx += icon + 2
    if found is not None:
        said = book().objective_text(found, players, lang())
        line = _fit(pen, said, top.w, line_h, "italic", T.INK_SOFT)
        surf.blit(line, (top.left, top.bottom), Rect(0, 0, top.w, line_h))


def _fit(pen: BoardPen, said: str, width: int, height: int, style: str, ink
         ) -> pygame.Surface:
    """The words at the largest size up to the line's height that fits `width` (never under
    the smallest text: what is cut off is in the tooltip)."""
    size = max(T.MIN_TEXT, min(pen.font(17), height))
    while size > T.MIN_TEXT and pen.assets.font(size, style).size(said)[0] > width:
        size -= 1
    return pen.assets.text(said, size, ink, style)


def draw_crest(surf: pygame.Surface, kind: str, r: Rect) -> None:
    """A crest's small sign: the Cross, the Key, the Lamp (R-CAMP-5)."""
    ink = CREST_INK.get(kind, T.INK)
    w = max(2, r.w // 5)
    if kind == "cross":
        pygame.draw.rect(surf, ink, (r.centerx - w // 2, r.top, w, r.h))
        pygame.draw.rect(surf, ink, (r.left + r.w // 6, r.top + r.h // 3 - w // 2,
                                     r.w - r.w // 3, w))
    elif kind == "key":
        ring = max(3, r.w // 3)
        pygame.draw.circle(surf, ink, (r.left + ring, r.centery), ring, max(1, w // 2 + 1))
        pygame.draw.line(surf, ink, (r.left + 2 * ring, r.centery), (r.right, r.centery), w)
        pygame.draw.line(surf, ink, (r.right - w, r.centery), (r.right - w, r.bottom - 2), w)
    else:
        pygame.draw.ellipse(surf, ink, (r.left, r.centery, r.w, r.h // 2))
        pygame.draw.polygon(surf, (230, 150, 30), [(r.centerx, r.top), (r.centerx - w, r.centery),
                                                   (r.centerx + w, r.centery)])


# ------------------------------------------------------------------ tooltips


def tip(game: Game, names: list[str], key: tuple) -> str:
    """The tooltip of a chip of the strip (a ("volume", id) hover key; id "": the chapter)."""
    chapter = game.chapter
    if chapter is None:
        return ""
    if not key[1]:
        return text("campaign_play.tip_chapter", n=chapter.rules.number, of=CHAPTERS)
    found = volume(key[1])
    if found is None:
        return key[1]
    b = book()
    crests = ", ".join(b.crest_names[k].get(lang(), b.crest_names[k]["en"])
                       for k in found.crests) or text("campaign_play.no_crest")
    taken = chapter.taken.get(found.id)
    holder = (text("campaign_play.tip_taken", name=names[taken]) if taken is not None
              else text("campaign_play.tip_open"))
    return text("campaign_play.tip_volume", name=found.name(lang()),
                objective=b.objective_text(found, len(names), lang()), crests=crests,
                advantage=b.advantage_text(found, lang()), holder=holder)
