"""The review in the replay viewer: while it is made, a progress bar in the top bar; once made,
at each step a box under the log with the move played, its class and loss and the better move,
and the better move ringed on the table as the Hint rings a move (the play scene's own steps
and places, game/ui/play/input.py and places.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.analysis.judge import find_move
from game.analysis.review import Decision
from game.texts import text
from game.ui.play.input import Step, TableInput
from game.ui.play.places import rect_for
from game.ui.results.progress import draw_job_bar
from game.ui.toolkit import theme as T
from game.ui.toolkit.drawn import RING, Drawn
from game.ui.words.describe import option_text

if TYPE_CHECKING:
    from game.ui.replay.scene import ReplayScene

BOX_LINES = 3


def box_rect(scene: ReplayScene) -> Rect:
    """The review's box: the bottom of the log's panel (the log gives it the room)."""
    g, _ = scene.laid_out()
    area = g.log.inflate(-36, -10)
    h = BOX_LINES * scene.app.assets.font(g.font(15)).get_linesize() + 14
    return Rect(area.left, area.bottom - h, area.w, h)


def make_room(scene: ReplayScene) -> None:
    """Shorten the log's view so that the box fits under it."""
    if scene.review is None:
        return
    h = box_rect(scene).h + 6
    scene.logview.area.h -= h
    scene.logview.bar.h -= h


def decision_here(scene: ReplayScene) -> Decision | None:
    review = scene.review
    return None if review is None else review.at(scene.position)


def better_steps(scene: ReplayScene) -> list[Step]:
    """Where the better move of this step's decision is on the table (none if it was played)."""
    d = decision_here(scene)
    decision = scene.game.decision
    if d is None or d.best == d.played or decision is None:
        return []
    hand = list(scene.game.state.players[decision.player].hand) if decision.kind == "place" \
        else []
    return TableInput(scene.game.options(), hand).hint_steps(find_move(scene.game, d.best))


def draw_review(scene: ReplayScene, surf: pygame.Surface) -> None:
    """The box of this step's decision and the ring around its better move."""
    if scene.review is None:
        return
    g, _ = scene.laid_out()
    a = scene.app.assets
    box = box_rect(scene)
    pygame.draw.rect(surf, T.PARCH_L, box, border_radius=6)
    pygame.draw.rect(surf, T.INK, box, 1, border_radius=6)
    size = g.font(15)
    line_h = a.font(size).get_linesize()
    for i, (line, colour) in enumerate(box_lines(scene)):
        shown = a.text(line, size, colour, "bold" if i == 0 else "regular")
        if shown.get_width() > box.w - 14:
            shown = pygame.transform.smoothscale(
                shown, (box.w - 14, shown.get_height()))
        surf.blit(shown, (box.left + 7, box.top + 7 + i * line_h))
    decision = scene.game.decision
    for step in better_steps(scene):
        rect = None if decision is None else rect_for(g, step, decision.player, [])
        if rect is not None:
            pygame.draw.rect(surf, T.HINT_SHADOW, rect.inflate(20, 20), 3, border_radius=12)
            ring = rect.inflate(14, 14)
            pygame.draw.rect(surf, T.HINT, ring, 4, border_radius=10)
            scene.rings.append(Drawn(ring, step, decision.player if decision else None, RING,
                                     T.HINT))


def box_lines(scene: ReplayScene) -> list[tuple[str, tuple[int, int, int]]]:
    d = decision_here(scene)
    if d is None:
        return [(text("review.no_decision"), T.INK)]
    game = scene.game
    klass = text(f"review.classes.{d.klass}")
    played = option_text(find_move(game, d.played), game)
    if d.best == d.played:
        return [(text("review.played", move=played), T.INK),
                (text("review.best_move", klass=klass), T.INK)]
    better = option_text(find_move(game, d.best), game)
    return [(text("review.played", move=played), T.INK),
            (text("review.loss", klass=klass, loss=f"{d.loss:.1f}"), T.ROOF_D),
            (text("review.better", move=better), T.INK)]


def draw_progress(scene: ReplayScene, surf: pygame.Surface, right: int) -> None:
    """The review's progress in the top bar, left of the buttons (over the status)."""
    job = scene.job
    if job is None:
        return
    g, _ = scene.laid_out()
    a = scene.app.assets
    bar = Rect(round(14 * g.scale), g.bar.top + round(8 * g.scale),
               max(40, right - round(28 * g.scale)), g.bar.h - round(16 * g.scale))
    pygame.draw.rect(surf, (48, 32, 22), bar.inflate(8, 8))
    draw_job_bar(surf, a, bar, job, g.font(16))
