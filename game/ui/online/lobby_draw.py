"""Drawing the lobby (lobby.py): the code and addresses, the seats, the colour swatches, the
chat and the notes. Each function draws one part from the scene's layout and the table as the
client last heard it."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ai import LEVELS
from game.campaign.volumes import CHAPTERS
from game.table.online_seats import rating_of
from game.texts import text
from game.ui.online.clock_words import speed_label, speed_note
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import draw_error, draw_tooltip

BOT_LABELS = {k: f"online.seat_{k}" for k in LEVELS}
READY_GREEN = (46, 120, 52)
OWN_ROW = (255, 246, 214)
CHAT_BOX = (236, 220, 180)


def code_and_addresses(scene, surf: pygame.Surface) -> None:
    a, s, left = scene.app.assets, scene.scale, scene.left
    label = a.text(text("online.invite_code"), scene.font(20), T.INK_SOFT, "bold")
    surf.blit(label, left.topleft)
    code = scene.view.code or scene.link.code
    big = a.text(" ".join(code), scene.font(64), T.ROOF_D, "bold")
    at = big.get_rect(topleft=(left.left, left.top + label.get_height()))
    surf.blit(big, at)
    y = at.bottom + round(4 * s)
    for line in a.wrap(share_line(scene), scene.font(18), left.w, "italic"):
        shown = a.text(line, scene.font(18), T.INK, "italic")
        surf.blit(shown, (left.left, y))
        y += shown.get_height()


def share_line(scene) -> str:
    """Where friends join: this computer's addresses, or the server's."""
    hosted = scene.link.hosted
    if hosted is not None and hosted.config.host == "127.0.0.1":  # this computer only
        return text("online.share_local", addresses=", ".join(scene.link.shared))
    if hosted is not None or scene.link.shared:  # hosted here, or created there
        return text("online.share_addresses", addresses=", ".join(scene.link.shared))
    return text("online.server_address", address=scene.link.url.split("://")[-1])


def seats_top(scene) -> int:
    """The top of the seats' rows: under the code, the addresses and the rows' heading, as tall
    as the text size makes them."""
    a, s, left = scene.app.assets, scene.scale, scene.left
    lines = len(a.wrap(share_line(scene), scene.font(18), left.w, "italic"))
    high = (a.font(scene.font(20), "bold").get_height() * 2 + round(8 * s)
            + a.font(scene.font(64), "bold").get_height()
            + lines * a.font(scene.font(18), "italic").get_height())
    return left.top + max(round(190 * s), high)


def mode_line(info: dict | None, difficulties: list[str]) -> str:
    """What game the table plays, when it is not the usual one: "Together against the Baron ·
    Normal" (a difficulty this window does not know is not named), or "Campaign · chapter 1
    of 3" at a campaign's table."""
    if (info or {}).get("rated"):
        return text("rated.lobby")
    chapter = (info or {}).get("chapter")
    if isinstance(chapter, int) and not isinstance(chapter, bool):
        return text("saves.chapter", n=chapter, count=CHAPTERS)
    coop = str((info or {}).get("coop") or "")
    if not coop:
        return ""
    named = [text(f"coop.difficulty.{coop}")] if coop in difficulties else []
    return " · ".join([text("coop.title"), *named])


def table_mode(scene, surf: pygame.Surface) -> None:
    """The game and the speed of the table, on the invite code's line at the right of the
    column."""
    content, a = scene.app.edition.coop, scene.app.assets
    line = mode_line(scene.view.info, list(content.difficulties) if content else [])
    y = scene.left.top
    if line:
        shown = a.text(line, scene.font(20), T.ROOF_D, "bold")
        y = surf.blit(shown, shown.get_rect(topright=(scene.left.right, y))).bottom
    if scene.view.info is not None:
        speed = text("clocks.lobby", speed=speed_label(scene.view.speed))
        shown = a.text(speed, scene.font(20), T.INK if scene.view.speed.timed else T.INK_SOFT,
                       "bold")
        scene.speed_rect = surf.blit(shown, shown.get_rect(topright=(scene.left.right, y + 2)))


def speed_tooltip(scene, surf: pygame.Surface) -> None:
    """What the table's speed means, under the mouse on its line."""
    if scene.view.info is not None and scene.speed_rect.collidepoint(scene.mouse):
        draw_tooltip(surf, scene.app.assets, speed_note(scene.view.speed), scene.mouse,
                     scene.font(17))


def seat_status(seat: dict) -> tuple[str, tuple[int, int, int]]:
    """What a seat's row says on its right, and in which colour."""
    if seat.get("kind") == "open":
        return text("online.seat_waiting"), T.INK_SOFT
    if seat.get("kind") == "bot":
        return text(BOT_LABELS.get(str(seat.get("level")), "online.seat_normal")), T.INK_SOFT
    if seat.get("away"):
        return text("online.seat_away"), T.ROOF_D
    if seat.get("ready"):
        return text("online.seat_ready"), READY_GREEN
    return text("online.seat_not_ready"), T.INK_SOFT


def seat_rows(scene, surf: pygame.Surface) -> None:
    a, s, left = scene.app.assets, scene.scale, scene.left
    row = round(54 * s)
    header = a.text(text("online.seats"), scene.font(20), T.INK_SOFT, "bold")
    surf.blit(header, header.get_rect(bottomleft=(left.left, scene.seat_top - 4)))
    creator = (scene.view.info or {}).get("creator")
    for i, seat in enumerate(scene.seats()):
        band = Rect(left.left, scene.seat_top + i * row, left.w, row - round(6 * s))
        mine = i == scene.view.seat
        pygame.draw.rect(surf, OWN_ROW if mine else T.PARCH_L, band, border_radius=8)
        pygame.draw.rect(surf, T.GOLD if mine else T.PARCH_D, band, 2, border_radius=8)
        colour = seat.get("colour")
        if seat.get("kind") != "open" and colour is not None:
            novice = a.sprite(f"novice_{colour}", (round(30 * s), round(38 * s)))
            surf.blit(novice, novice.get_rect(midleft=(band.left + 12, band.centery)))
        name = seat.get("name") or text("online.seat_open_name")
        tags = [text("online.you")] if mine else []
        if i == creator:
            tags.append(text("online.creator"))
        rating = rating_of(scene.view.info, i)
        tags += [] if rating is None or seat.get("kind") == "open" else [str(rating)]
        shown = a.text(" · ".join([name, *tags]), scene.font(22),
                       T.INK if seat.get("kind") != "open" else T.INK_SOFT, "bold")
        surf.blit(shown, shown.get_rect(midleft=(band.left + round(56 * s), band.centery)))
        state, tint = seat_status(seat)
        said = a.text(state, scene.font(19), tint, "italic")
        surf.blit(said, said.get_rect(midright=(band.right - 14, band.centery)))


def colour_swatches(scene, surf: pygame.Surface) -> None:
    a, s = scene.app.assets, scene.scale
    mine = scene.mine()
    if mine is None or not scene.swatches:
        return
    label = a.text(text("online.your_colour"), scene.font(20), T.INK_SOFT, "bold")
    first = scene.swatches[0][1]
    surf.blit(label, label.get_rect(midleft=(scene.left.left, first.centery)))
    held = {seat.get("colour"): seat for i, seat in enumerate(scene.seats())
            if i != scene.view.seat}
    for colour, rect in scene.swatches:
        own = mine.get("colour") == colour
        taken = colour in held and held[colour].get("kind") == "human"
        pygame.draw.rect(surf, T.PARCH_L, rect, border_radius=8)
        novice = a.sprite(f"novice_{colour}", (round(36 * s), round(46 * s)))
        surf.blit(novice, novice.get_rect(center=rect.center))
        if taken:  # another player's: greyed (the server would refuse it)
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((120, 110, 96, 170))
            surf.blit(shade, rect.topleft)
        pygame.draw.rect(surf, T.GOLD if own else T.PARCH_D, rect, 4 if own else 2,
                         border_radius=8)


def chat_lines(scene, surf: pygame.Surface) -> None:
    a, s, right = scene.app.assets, scene.scale, scene.right
    header = a.text(text("online.chat"), scene.font(20), T.INK_SOFT, "bold")
    surf.blit(header, right.topleft)
    field = scene.field_rects["chat"]
    box = Rect(right.left, right.top + header.get_height() + 4, right.w,
               field.top - round(34 * s) - right.top - header.get_height() - 4)
    pygame.draw.rect(surf, CHAT_BOX, box, border_radius=8)
    pygame.draw.rect(surf, T.PARCH_D, box, 2, border_radius=8)
    size = scene.font(18)
    if not scene.chat:
        scene.draw_lines(surf, text("online.chat_empty"), (box.centerx, box.top + 14),
                         box.w - 30)
        return
    rendered: list[pygame.Surface] = []
    for who, line in reversed(scene.chat):  # newest at the bottom: fill from there up
        wrapped = a.wrap(f"{who}: {line}", size, box.w - 24)
        rendered = [a.text(part, size, T.INK) for part in wrapped] + rendered
        if sum(r.get_height() for r in rendered) > box.h - 16:
            break
    y = box.bottom - 8
    for shown in reversed(rendered):
        y -= shown.get_height()
        if y < box.top + 6:
            break
        surf.blit(shown, (box.left + 12, y))


def notes(scene, surf: pygame.Surface) -> None:
    """What the player waits for, or what went wrong, above the buttons; the reconnecting
    line over the top of the panel."""
    s, p = scene.scale, scene.panel
    buttons_top = scene.left.bottom - round(58 * s)
    if scene.error:
        draw_error(surf, scene.app.assets, scene.error,
                   (scene.left.centerx, buttons_top - round(8 * s)), scene.font(18),
                   scene.left.w)
    else:
        if scene.view.creator:
            note = text("online.note_go" if scene.can_start() else "online.note_creator")
        else:
            note = text("online.note_guest")
        lines = len(scene.app.assets.wrap(note, scene.font(17), scene.left.w, "italic"))
        high = lines * scene.app.assets.font(scene.font(17), "italic").get_height()
        scene.draw_lines(surf, note, (scene.left.centerx, buttons_top - round(8 * s) - high),
                         scene.left.w)
    if scene.reconnecting:
        dots = "." * (1 + (pygame.time.get_ticks() // 400) % 3)
        draw_error(surf, scene.app.assets, text("online.reconnecting") + dots,
                   (p.centerx, p.top + round(44 * s)), scene.font(19), p.w // 2)
