"""Drawing Ratings (ratings.py): the address and its buttons, a line about this computer's own
standing, the two columns of the leaderboard (rank, name, rating ± uncertainty, games; one's
own row in gold, the computers' names in italics), and what is happening or went wrong."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.ui.online.standings import COLUMN, rating_words, shown_name
from game.ui.online.yours_draw import dots, put
from game.ui.toolkit import theme as T

MINE = (255, 236, 170)
PROBLEM = (150, 40, 30)


def draw(scene, surf: pygame.Surface) -> None:
    scene.draw_background(surf, scene.panel)
    p, s = scene.panel, scene.scale
    scene.draw_title(surf, text("standings.title"), (p.centerx, p.top - round(50 * s)), 56)
    scene.draw_field(surf, "address", text("standings.address"))
    standing_line(scene, surf)
    area = scene.list_area
    if scene.work is not None or scene.asking is not None:
        words = scene.working or text("standings.looking")
        scene.draw_lines(surf, words + dots(), (area.centerx, area.top), area.w, 22)
    elif scene.error:
        scene.draw_lines(surf, scene.error, (area.centerx, area.top), area.w, 20, PROBLEM,
                         "bold")
    elif scene.players == []:
        scene.draw_lines(surf, text("standings.nobody"), (area.centerx, area.top), area.w, 20)
    if scene.players and scene.work is None:
        header(scene, surf)
        scene.draw_lines(surf, text("standings.order"), (area.centerx, area.bottom + 4), area.w,
                         16)
        mine = None if scene.me is None else scene.me.get("name")
        hover = next((r for r in scene.rows if r.rect.collidepoint(scene.mouse)), None)
        for row, player in zip(scene.rows, scene.players, strict=False):
            draw_row(scene, surf, row.rect, player, player.get("name") == mine, row is hover)
    scene.draw_buttons(surf)


def standing_line(scene, surf: pygame.Surface) -> None:
    """This computer at the server: its name and rating, or why it has none there."""
    if scene.link is None or scene.work is not None:
        return
    me = scene.me
    if me is not None:
        line = text("standings.you", name=me.get("name", ""), rating=rating_words(me),
                    games=text("standings.games_n", count=int(me.get("games", 0))))
    else:
        line = text("standings.no_identity")
    field = scene.field_rects["address"]
    scene.draw_lines(surf, line, (scene.panel.centerx, field.bottom + round(14 * scene.scale)),
                     scene.panel.w - round(120 * scene.scale), 18)


def heads() -> tuple[str, str, str, str]:
    return (text("standings.rank"), text("standings.name"), text("standings.rating_title"),
            text("standings.games"))


def columns(scene, rect: Rect) -> list[tuple[int, int]]:
    """(left, right) of each column inside a row: the rank, the rating and the games as wide
    as their header or their widest value, the name the rest."""
    pad = round(12 * scene.scale)
    rank, _, rating, games = heads()
    need = [max(scene.text_width([rank], 17), scene.text_width(["00"], 19)), 0,
            max(scene.text_width([rating], 17), scene.text_width(["0000 ± 000"], 19)),
            max(scene.text_width([games], 17), scene.text_width(["000"], 19, "regular"))]
    need[1] = max(0, rect.w - 2 * pad - sum(need) - 3 * pad)
    out, left = [], rect.left + pad
    for width in need:
        out.append((left, left + width))
        left += width + pad
    return out


def header(scene, surf: pygame.Surface) -> None:
    a = scene.app.assets
    words = heads()
    for first in scene.rows[::COLUMN]:  # over the first row of each column
        bounds = columns(scene, first.rect)
        for i, (word, (left, right)) in enumerate(zip(words, bounds, strict=True)):
            shown = a.text(word, scene.font(17), T.INK_SOFT, "bold")
            where = {"bottomleft": (left, first.rect.top - 2)} if i < 2 else \
                {"bottomright": (right, first.rect.top - 2)}
            put(surf, shown, right - left, **where)


def draw_row(scene, surf: pygame.Surface, rect: Rect, player: dict, mine: bool,
             hover: bool) -> None:
    a = scene.app.assets
    fill = MINE if mine else T.WHITE if hover else T.PARCH_L
    pygame.draw.rect(surf, fill, rect, border_radius=6)
    pygame.draw.rect(surf, T.GOLD if mine else T.PARCH_D, rect, 2, border_radius=6)
    size = scene.font(19)
    computer = bool(player.get("computer"))
    cells = (str(player.get("rank", "")), shown_name(player), rating_words(player),
             str(player.get("games", 0)))
    for i, (cell, (left, right)) in enumerate(zip(cells, columns(scene, rect), strict=True)):
        style = "italic" if computer and i == 1 else "bold" if i < 3 else "regular"
        shown = a.text(cell, size, T.INK_SOFT if computer else T.INK, style)
        where = {"midleft": (left, rect.centery)} if i < 2 else \
            {"midright": (right, rect.centery)}
        put(surf, shown, right - left, **where)
