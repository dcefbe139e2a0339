"""Laying out and drawing a profile (profile.py): the name and numbers on top (Rename beside
them on one's own), the rating chart and the table by number of players side by side, the recent
games below with their Replay and Review buttons, Back and a line of what is happening."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.texts import text
from game.ui.online.rating_chart import draw_rating_chart
from game.ui.online.standings import (
    change_words,
    date_words,
    place_short,
    place_words,
    rating_words,
    shown_name,
)
from game.ui.online.yours_draw import dots, put
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button

PROBLEM = (150, 40, 30)
RECENT_COLUMNS = (0.3, 0.45, 0.64, 0.78, 1.0)  # date, players, place, score, change


def margin(scale: float) -> int:
    """The room left inside the panel's frame on either side."""
    return round(90 * scale)


def recent(scene) -> list[dict[str, Any]]:
    return [] if scene.data is None else list(scene.data.get("recent", []))


def row_height(scene) -> int:
    return max(round(46 * scene.scale), scene.button_height(40, 22) + round(8 * scene.scale))


def shown_rows(scene) -> int:
    return max(1, scene.recent_area.h // row_height(scene))


def build(scene, size: tuple[int, int]) -> None:
    w, h = size
    s = scene.scale
    scene.panel = Rect(0, 0, round(1440 * s), round(720 * s))
    scene.panel.center = (w // 2, h // 2 + round(30 * s))
    p, free = scene.panel, scene.free()
    bh = round(52 * s)
    scene.buttons, scene.field_rects = [], {}
    if scene.mine:
        rename = Rect(0, 0, max(round(200 * s), scene.text_width([text("standings.rename")],
                                                                  22) + round(30 * s)), bh)
        caption = scene.app.assets.font(scene.font(20), "bold").get_linesize()  # the field's
        rename.topright = (p.right - margin(s), p.top + round(60 * s) + caption)
        scene.field_rects["rename"] = Rect(rename.left - round(320 * s), rename.top,
                                           round(300 * s), bh)
        scene.buttons.append(Button("rename", text("standings.rename"), rename,
                                    free and bool(scene.value("rename"))))
    back = Rect(0, 0, round(220 * s), round(56 * s))
    back.bottomleft = (p.left + margin(s), p.bottom - round(44 * s))
    top = p.top + round(394 * s) + scene.app.assets.font(scene.font(20), "bold").get_linesize()
    scene.recent_area = Rect(p.left + margin(s), top, p.w - 2 * margin(s),
                             back.top - round(10 * s) - top)
    step = row_height(scene)
    shown = recent(scene)[scene.first:scene.first + shown_rows(scene)]
    label = scene.text_width([text("standings.replay"), text("standings.review")], 18)
    bw = max(round(150 * s), label + round(24 * s))
    for i, _ in enumerate(shown, start=scene.first):
        y = scene.recent_area.top + (i - scene.first) * step + round(4 * s)
        review = Rect(0, 0, bw, step - round(8 * s) - 6)
        review.topright = (scene.recent_area.right - round(8 * s), y + 3)
        replay = review.move(-bw - round(12 * s), 0)
        linked = free and scene.link is not None
        scene.buttons += [Button(f"replay:{i}", text("standings.replay"), replay, linked),
                          Button(f"review:{i}", text("standings.review"), review, linked)]
    scene.buttons.append(Button("back", text("menu.back"), back, True, True))
    if scene.job is not None:
        cancel = back.move(back.w + round(20 * s), 0)
        scene.buttons.append(Button("cancel", text("review.cancel"), cancel))


def draw(scene, surf: pygame.Surface) -> None:
    scene.draw_background(surf, scene.panel)
    p, s = scene.panel, scene.scale
    scene.draw_title(surf, text("standings.profile_title"), (p.centerx, p.top - round(50 * s)),
                     56)
    head(scene, surf)
    if scene.data is not None:
        area = Rect(p.left + margin(s), p.top + round(164 * s), round(600 * s),
                    round(218 * s))
        ratings = [int(h.get("rating", 0)) for h in scene.data.get("history", [])]
        draw_rating_chart(surf, scene.app.assets, area, ratings, scene.font(20))
        left = area.right + round(60 * s)
        by_players(scene, surf, Rect(left, area.top, p.right - margin(s) - left, area.h))
        recent_games(scene, surf)
    if scene.mine:
        scene.draw_field(surf, "rename", text("standings.new_name"))
    scene.draw_buttons(surf)
    status(scene, surf)


def head(scene, surf: pygame.Surface) -> None:
    """The name, big; under it the rating, the games and the wins."""
    a, s, p = scene.app.assets, scene.scale, scene.panel
    left = p.left + margin(s)
    right = scene.field_rects["rename"].left - round(20 * s) if scene.mine \
        else p.right - margin(s)
    data = scene.data or {}
    name = a.text(shown_name(data) if data else scene.name, scene.font(32), T.INK, "bold")
    put(surf, name, right - left, topleft=(left, p.top + round(62 * s)))
    if not data:
        return
    line = text("standings.summary", rating=rating_words(data),
                games=text("standings.games_n", count=int(data.get("games", 0))),
                wins=text("standings.wins_n", count=int(data.get("wins", 0))))
    shown = a.text(line, scene.font(20), T.INK_SOFT, "bold")
    put(surf, shown, right - left, topleft=(left, p.top + round(62 * s) + name.get_height()))


def by_players(scene, surf: pygame.Surface, area: Rect) -> None:
    """Games, wins, average score and each place's count, a row per number of players."""
    a = scene.app.assets
    title = a.text(text("standings.by_players"), round(scene.font(20) * 1.15), T.INK, "bold")
    surf.blit(title, area.topleft)
    groups = (scene.data or {}).get("by_players", {})
    size = scene.font(17)
    heads = [text("standings.players"), text("standings.games"), text("standings.wins"),
             text("standings.average"), *(place_short(i) for i in range(1, 5))]
    rows = [[k, str(g.get("games", 0)), str(g.get("wins", 0)), f"{g.get('average', 0):g}",
             *[str(n) for n in g.get("places", [])], *["–"] * (4 - len(g.get("places", [])))]
            for k, g in sorted(groups.items())]
    line = a.font(size, "bold").get_linesize() + round(8 * scene.scale)
    y = area.top + title.get_height() + round(12 * scene.scale)
    if not rows:
        scene.draw_lines(surf, text("standings.no_games"), (area.centerx, y), area.w, 18)
        return
    bounds = table_columns(scene, area, [heads, *rows], size)
    for r, cells in enumerate([heads, *rows]):
        if r:
            pygame.draw.line(surf, T.PARCH_D, (area.left, y - 3), (area.right, y - 3))
        for c, (cell, (left, right)) in enumerate(zip(cells, bounds, strict=True)):
            shown = a.text(cell, size, T.INK_SOFT if r == 0 else T.INK,
                           "bold" if r == 0 or c == 0 else "regular")
            put(surf, shown, right - left, topright=(right, y))
        y += line


def table_columns(scene, area: Rect, lines: list[list[str]], size: int) -> list[tuple[int, int]]:
    """(left, right) of each column: as wide as its widest cell, the room left shared out
    (narrowed alike when there is too little)."""
    a, gap = scene.app.assets, round(14 * scene.scale)
    need = [max(a.width(cells[c], size, "bold") for cells in lines) for c in range(len(lines[0]))]
    room = area.w - gap * (len(need) - 1)
    spare = room - sum(need)
    widths = [n + spare // len(need) for n in need] if spare >= 0 else \
        [n * room // sum(need) for n in need]
    out, left = [], area.left
    for width in widths:
        out.append((left, left + width))
        left += width + gap
    return out


def recent_games(scene, surf: pygame.Surface) -> None:
    a, s, area = scene.app.assets, scene.scale, scene.recent_area
    title = a.text(text("standings.recent"), scene.font(20), T.INK, "bold")
    surf.blit(title, title.get_rect(bottomleft=(area.left, area.top - 2)))
    games = recent(scene)
    if not games:
        scene.draw_lines(surf, text("standings.no_games"), (area.centerx, area.top), area.w, 18)
        return
    step = row_height(scene)
    buttons = [b for b in scene.buttons if b.key.startswith("replay:")]
    for i, game in enumerate(games[scene.first:scene.first + shown_rows(scene)]):
        row = Rect(area.left, area.top + i * step, area.w, step - round(4 * s))
        pygame.draw.rect(surf, T.PARCH_L, row, border_radius=6)
        pygame.draw.rect(surf, T.PARCH_D, row, 2, border_radius=6)
        end = buttons[i].rect.left - round(16 * s) if i < len(buttons) else row.right
        recent_row(scene, surf, Rect(row.left, row.top, end - row.left, row.h), game)
    if len(games) > shown_rows(scene):
        line = text("standings.scroll", first=scene.first + 1,
                    last=min(len(games), scene.first + shown_rows(scene)), total=len(games))
        small = a.text(line, scene.font(16), T.INK_SOFT, "italic")
        surf.blit(small, small.get_rect(bottomright=(area.right, area.top - 2)))


def recent_row(scene, surf: pygame.Surface, row: Rect, game: dict[str, Any]) -> None:
    a, s = scene.app.assets, scene.scale
    place = place_words(int(game.get("place", 0)), int(game.get("players", 0)))
    if game.get("left"):
        place = text("standings.left_game", place=place)
    cells = (date_words(float(game.get("at", 0))),
             text("standings.players_n", count=int(game.get("players", 0))), place,
             text("standings.points_n", count=int(game.get("score", 0))), change_words(game))
    pad = round(14 * s)
    edges = [row.left + pad + round((row.w - 2 * pad) * x) for x in (0.0, *RECENT_COLUMNS)]
    for c, cell in enumerate(cells):
        colour = T.ROOF_D if c == 4 and int(game.get("change", 0)) < 0 else T.INK
        shown = a.text(cell, scene.font(18), colour, "bold" if c in (2, 4) else "regular")
        put(surf, shown, edges[c + 1] - edges[c] - pad, midleft=(edges[c], row.centery))


def status(scene, surf: pygame.Surface) -> None:
    """What is happening (connecting, fetching a game, the review's progress) or went wrong."""
    p, s = scene.panel, scene.scale
    back = next(b.rect for b in scene.buttons if b.key == "back")
    left = max(b.rect.right for b in scene.buttons if b.key in ("back", "cancel"))
    x, width = (left + p.right - margin(s)) // 2, p.right - margin(s) - round(20 * s) - left
    if scene.job is not None:
        words = text("standings.reviewing", percent=round(scene.job.share * 100)) + dots()
    elif scene.work is not None or scene.asking is not None:
        words = (scene.working or text("standings.looking")) + dots()
    else:
        words = scene.error
    if words:  # beside Back, in the middle of its height
        colour = PROBLEM if words == scene.error else T.INK_SOFT
        a, size = scene.app.assets, scene.font(17)
        high = len(a.wrap(words, size, width, "bold")) * a.font(size, "bold").get_linesize()
        scene.draw_lines(surf, words, (x, back.centery - high // 2), width, 17, colour, "bold")
