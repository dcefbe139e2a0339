"""The team's account drawn as a column of lines (game/ui/words/coop_account.py says them): each
player's own points in their colour, the co-op kinds signed, the team's total against the target
and how the target was built. The end screen draws it on parchment, the year's end over the
board in light ink; a line too wide for its column is drawn smaller, never past it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from game.texts import text
from game.ui.art import symbols
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets
from game.ui.words.coop_account import Account


@dataclass(frozen=True, slots=True)
class Ink:
    words: tuple[int, int, int]
    soft: tuple[int, int, int]
    rule: tuple[int, int, int]


PARCHMENT = Ink(T.INK, T.INK_SOFT, T.PARCH_D)
DARK = Ink(T.PARCH_L, T.GOLD_L, T.GOLD)


def fitted(assets: Assets, words: str, size: int, width: int, colour, style: str = "regular"
           ) -> pygame.Surface:
    """`words` at `size`, or smaller down to the least size until they fit `width`."""
    while size > T.MIN_TEXT and assets.font(size, style).size(words)[0] > width:
        size -= 1
    return assets.text(words, size, colour, style)


def signed(points: int) -> str:
    return f"{points:+d}".replace("-", "−")


def account_height(account: Account, size: int) -> int:
    """The height `draw_account` needs at `size` (without a title)."""
    row = size + 6
    return row * (len(account.lines) + 3 + bool(account.later)) + 8


def draw_account(surf: pygame.Surface, assets: Assets, area: Rect, account: Account,
                 colours: list[int], size: int, ink: Ink = PARCHMENT) -> int:
    """The account's lines from the top of `area`, across its width; returns the bottom."""
    row = size + 6
    value_w = assets.font(size, "bold").size("−000")[0]
    words_w = area.w - value_w - 12
    y = area.top
    for line in account.lines:
        x = area.left
        if line.player is not None:  # a player's own points: their colour's shape
            colour = colours[line.player]
            symbols.draw_symbol(surf, colour, (x + size // 3, y + row // 2), size * 2 // 3 + 1,
                                T.PLAYER[colour]["base"], ink.words, 1)
        x += size
        said = fitted(assets, line.words, size, words_w - size, ink.words)
        surf.blit(said, said.get_rect(midleft=(x, y + row // 2)))
        value = str(line.points) if line.player is not None else signed(line.points)
        shown = assets.text(value, size, ink.words, "bold")
        surf.blit(shown, shown.get_rect(midright=(area.right, y + row // 2)))
        y += row
    pygame.draw.line(surf, ink.rule, (area.left, y + 2), (area.right, y + 2), 2)
    y += 6
    for key, points in (("coop_account.total", account.total),
                        ("coop_account.target", account.target)):
        said = fitted(assets, text(key), size, words_w, ink.words, "bold")
        surf.blit(said, said.get_rect(midleft=(area.left, y + row // 2)))
        shown = assets.text(str(points), size, ink.words, "bold")
        surf.blit(shown, shown.get_rect(midright=(area.right, y + row // 2)))
        y += row
    made = fitted(assets, account.made, size - 1, words_w - size, ink.soft, "italic")
    surf.blit(made, made.get_rect(midleft=(area.left + size, y + row // 2)))
    y += row
    if account.later:
        later = fitted(assets, account.later, size - 1, area.w - size, ink.soft, "italic")
        surf.blit(later, later.get_rect(midleft=(area.left + size, y + row // 2)))
        y += row
    return y
