"""What the online table draws over the play scene: the presence strip (in every player's board
header, left of the score: here or away, a computer playing, and at an untimed table on the
deciding seat the time since the last move; seat_marks.py lays the marks out), the reconnecting
banner with the table still visible under it, the panel said when the connection is given up,
and the chat field."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.texts import text
from game.ui.online.link import HOST_LEFT
from game.ui.online.seat_marks import SeatMarks, mark_at, seat_marks
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button, draw_button, draw_tooltip

if TYPE_CHECKING:
    from game.ui.online.play import OnlinePlayScene


def strip_key(scene: OnlinePlayScene) -> tuple:
    """Everything the strip and the banners show: drawn again when it changes (the clock once
    a second)."""
    seats = tuple(scene.table.seat_presence())
    return (seats, int(scene.table.turn_seconds()), scene.table.status, scene.hover_pill(),
            scene.chat_field.value if scene.chat_field is not None else None)


def pill_rects(scene: OnlinePlayScene) -> list[Rect]:
    """Where each seat's mark goes: its header, left of the score."""
    return [marks.pill for marks in seat_marks(scene)]


def draw_presence(scene: OnlinePlayScene, surf: pygame.Surface) -> list[Rect]:
    g, a = scene.geometry, scene.app.assets
    size = g.font(13)
    drawn = []
    for marks in seat_marks(scene):
        seat, rect = marks.seat, marks.pill
        if not marks.words:
            continue
        clickable = scene.can_hand(seat)
        pygame.draw.rect(surf, T.PARCH_L if seat.deciding else T.PARCH, rect, border_radius=8)
        edge = T.GOLD if clickable else T.INK_SOFT
        pygame.draw.rect(surf, edge, rect, 2 if clickable else 1, border_radius=8)
        radius = max(3, size // 3)
        pygame.draw.circle(surf, marks.dot, (rect.left + 6 + radius, rect.centery), radius)
        if not marks.compact:
            words = a.text(marks.words, size, T.INK, "bold")
            surf.blit(words, words.get_rect(midleft=(rect.left + 10 + 2 * radius,
                                                     rect.centery)))
        drawn.append(rect)
    tip = pill_tooltip(scene)
    if tip:
        box = draw_tooltip(surf, a, tip, scene.mouse, g.font(16))
        drawn += [box] if box is not None else []
    return drawn


def pill_tooltip(scene: OnlinePlayScene) -> str:
    """Under the mouse: a compact mark's words, and what a click on a mark this window may hand
    does."""
    hovered = mark_at(scene, scene.mouse)
    marks: SeatMarks | None = None
    if hovered is not None and hovered[0] == "pill":
        marks = seat_marks(scene)[hovered[1]]
    handed = scene.hover_pill()
    if handed is not None:
        marks = seat_marks(scene)[handed]
    if marks is None:
        return ""
    seat = marks.seat
    said = [marks.words] if marks.compact else []
    if handed is not None:
        key = "online_play.hand_back" if seat.bot else "online_play.hand_to_bot"
        said.append(text(key, name=seat.name))
    return ". ".join(said)


def draw_connection(scene: OnlinePlayScene, surf: pygame.Surface) -> list[Rect]:
    """The banner while reconnecting; the panel once the connection is given up."""
    status = scene.table.status
    if status == "reconnecting":
        return [_banner(scene, surf, text("online_play.reconnecting"),
                        text("online_play.reconnecting_detail"), None)]
    if status == "closed":
        title, detail = closed_words(scene)
        return [_banner(scene, surf, title, detail, scene.back_button)]
    return []


def closed_words(scene: OnlinePlayScene) -> tuple[str, str]:
    """The panel's title and line once the connection is over: the host left on purpose, or
    the connection was lost; a spectator has no seat to keep."""
    table = scene.table
    if table.watching:
        detail = text("online_play.watch_closed_detail", code=scene.code)
    elif table.farewell == HOST_LEFT:
        detail = text("online_play.host_closed_detail", code=scene.code)
    else:
        detail = text("online_play.closed_detail", code=scene.code)
    title = "online_play.host_closed" if table.farewell == HOST_LEFT else "online_play.closed"
    return text(title), detail


def _banner(scene: OnlinePlayScene, surf: pygame.Surface, title: str, detail: str,
            button: Button | None) -> Rect:
    g, a = scene.geometry, scene.app.assets
    box = Rect(0, 0, round(g.board.w * 0.8), round((150 if button else 110) * g.scale))
    box.center = g.board.center
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((30, 20, 12, 205))
    surf.blit(shade, box)
    pygame.draw.rect(surf, T.GOLD, box, 2, border_radius=6)
    head = a.text(title, g.font(26), T.PARCH_L, "bold")
    surf.blit(head, head.get_rect(midtop=(box.centerx, box.top + round(14 * g.scale))))
    y = box.top + round(24 * g.scale) + head.get_height()
    for line in a.wrap(detail, g.font(17), box.w - 40, "italic"):
        s = a.text(line, g.font(17), T.GOLD_L, "italic")
        surf.blit(s, s.get_rect(midtop=(box.centerx, y)))
        y += s.get_height()
    if button is not None:
        button.rect.midbottom = (box.centerx, box.bottom - round(12 * g.scale))
        draw_button(surf, a, button, button.rect.collidepoint(scene.mouse), g.font(17))
    return box


def draw_chat(scene: OnlinePlayScene, surf: pygame.Surface) -> list[Rect]:
    """The one-line chat field, over the bottom of the board."""
    field = scene.chat_field
    if field is None:
        return []
    g, a = scene.geometry, scene.app.assets
    rect = Rect(0, 0, round(g.board.w * 0.7), round(40 * g.scale))
    rect.midbottom = (g.board.centerx, g.board.bottom - 10)
    label = a.text(text("online_play.chat_prompt", line=""), g.font(15), T.PARCH_L, "bold")
    back = Rect(rect.left - 8, rect.top - label.get_height() - 10, rect.w + 16,
                rect.h + label.get_height() + 18)
    shade = pygame.Surface(back.size, pygame.SRCALPHA)
    shade.fill((30, 20, 12, 205))
    surf.blit(shade, back)
    surf.blit(label, (rect.left, back.top + 4))
    field.draw(surf, a, rect, g.font(17))
    return [back]
