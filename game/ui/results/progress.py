"""A review's progress as a bar with its count, for the scenes that make one."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.ui.results.review_job import ReviewJob
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets


def draw_job_bar(surf: pygame.Surface, assets: Assets, bar: Rect, job: ReviewJob,
                 size: int) -> None:
    pygame.draw.rect(surf, T.PARCH_D, bar, border_radius=4)
    filled = bar.copy()
    filled.w = round(bar.w * job.share)
    pygame.draw.rect(surf, T.GOLD, filled, border_radius=4)
    pygame.draw.rect(surf, T.INK, bar, 1, border_radius=4)
    label = assets.text(text("review.working", done=job.done, total=job.total or "…"), size,
                        T.INK, "bold")
    surf.blit(label, label.get_rect(center=bar.center))
