"""Statistics → Your rating: the player's rating at this computer against the computer levels
(game/storage/local_rating.py), its chart over the games rated (game/ui/online/rating_chart.py),
with each level's own rating as a line to measure it against."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ratings import Skill
from game.storage.local_rating import LocalRating
from game.texts import text
from game.ui.online.rating_chart import draw_rating_chart
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets


def level_words(levels: dict[str, Skill]) -> str:
    """"Computer (random) ≈ 620 · Computer (normal) ≈ 1350 · …", weakest first; each level's
    spaces unbreakable, so a wrapped line breaks between levels, never before a rating."""
    ordered = sorted(levels.items(), key=lambda kv: kv[1].mu)
    return " · ".join(text("rated.level", level=text(f"new_game.level_{k}"),
                           rating=signed(v.shown)).replace(" ", "\u00a0") for k, v in ordered)


def signed(rating: int) -> str:
    """A rating as shown: a true minus sign below 0 (the random level's is)."""
    return str(rating).replace("-", "\u2212")


def rating_lines(kept: LocalRating, levels: dict[str, Skill]) -> list[str]:
    if not levels:
        return [text("rated.no_levels")]
    if not kept.games:
        return [text("rated.none_yet"), level_words(levels)]
    return [text("rated.yours", rating=kept.skill.shown, sigma=kept.skill.spread,
                 count=kept.games), level_words(levels)]


def draw_rating(surf: pygame.Surface, assets: Assets, area: Rect, kept: LocalRating,
                levels: dict[str, Skill], font: int) -> None:
    """The lines above, then the chart under them (once there is a game to chart)."""
    y = area.top
    for i, line in enumerate(rating_lines(kept, levels)):
        for part in assets.wrap(line, font + (2 if i == 0 else 0), area.w, "bold"):
            shown = assets.text(part, font + (2 if i == 0 else 0),
                                T.ROOF_D if i == 0 else T.INK, "bold" if i == 0 else "regular")
            y = surf.blit(shown, shown.get_rect(midtop=(area.centerx, y))).bottom + 4
    ratings = [h["rating"] for h in kept.history]
    if ratings:
        draw_rating_chart(surf, assets, Rect(area.left, y + 12, area.w, area.bottom - y - 12),
                          ratings, font, {text(f"new_game.level_{k}"): v.shown
                                          for k, v in levels.items()})
