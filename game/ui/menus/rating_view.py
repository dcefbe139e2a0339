"""Statistics → Your rating: the player's rating at this computer against the computer levels
(game/storage/local_rating.py), its chart over the games rated, with each level's own rating as
a line to measure it against."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ratings import Skill
from game.storage.local_rating import LocalRating
from game.texts import text
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets


def level_words(levels: dict[str, Skill]) -> str:
    """"Computer (random) ≈ 620 · Computer (normal) ≈ 1350 · …", weakest first; each level's
    spaces unbreakable, so a wrapped line breaks between levels, never before a rating."""
    ordered = sorted(levels.items(), key=lambda kv: kv[1].mu)
    return " · ".join(text("rated.level", level=text(f"new_game.level_{k}"),
                           rating=v.shown).replace(" ", "\u00a0") for k, v in ordered)


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
        for part in assets.wrap(line, font + (4 if i == 0 else 0), area.w, "bold"):
            shown = assets.text(part, font + (4 if i == 0 else 0),
                                T.ROOF_D if i == 0 else T.INK, "bold" if i == 0 else "regular")
            y = surf.blit(shown, shown.get_rect(midtop=(area.centerx, y))).bottom + 4
    ratings = [h["rating"] for h in kept.history]
    if ratings:
        draw_rating_chart(surf, assets, Rect(area.left, y + 16, area.w, area.bottom - y - 16),
                          ratings, {text(f"new_game.level_{k}"): v.shown
                                    for k, v in levels.items()}, font - 2)


def draw_rating_chart(surf: pygame.Surface, assets: Assets, area: Rect, ratings: list[int],
                      marks: dict[str, int], font: int) -> Rect:
    """A rating after each game as a line, `marks` (name -> rating) as dashed lines across:
    the plot's rectangle. The axis runs over every value shown, with a margin."""
    small = max(T.MIN_TEXT, font)
    label_w = assets.font(small).size("0000")[0] + 10
    mark_w = max([assets.font(small).size(n)[0] for n in marks] or [0]) + 12
    plot = Rect(area.left + label_w, area.top, area.w - label_w - mark_w, area.h - small - 8)
    if plot.w < 40 or plot.h < 30:
        return plot
    low, high = min([*ratings, *marks.values()]) - 50, max([*ratings, *marks.values()]) + 50
    step = next(s for s in (50, 100, 200, 250, 500, 1000) if (high - low) / s <= 6)

    def y_of(value: float) -> int:
        return plot.bottom - round(plot.h * (value - low) / (high - low))

    pygame.draw.rect(surf, T.PARCH_L, plot)
    for value in range(-(-low // step) * step, high + 1, step):
        pygame.draw.line(surf, T.PARCH_D, (plot.left, y_of(value)), (plot.right, y_of(value)))
        shown = assets.text(str(value), small, T.INK_SOFT)
        surf.blit(shown, shown.get_rect(midright=(plot.left - 5, y_of(value))))
    for name, value in marks.items():
        for x in range(plot.left, plot.right, 12):
            pygame.draw.line(surf, T.INK_SOFT, (x, y_of(value)), (min(x + 6, plot.right),
                                                                  y_of(value)))
        shown = assets.text(name, small, T.INK_SOFT)
        surf.blit(shown, shown.get_rect(midleft=(plot.right + 6, y_of(value))))
    points = [(plot.left + round(plot.w * (i + 0.5) / len(ratings)), y_of(r))
              for i, r in enumerate(ratings)]
    if len(points) > 1:
        pygame.draw.lines(surf, T.ROOF_D, False, points, 3)
    for point in points[-40:]:
        pygame.draw.circle(surf, T.ROOF_D, point, 4)
    games = assets.text(text("rated.games_axis", count=len(ratings)), small, T.INK_SOFT)
    surf.blit(games, games.get_rect(midtop=(plot.centerx, plot.bottom + 4)))
    return plot
