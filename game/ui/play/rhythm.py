"""The game's rhythm on the table: a move's log lines are written as its animation shows them
(logbook.py holds them back), a year's end is announced over the board with each player's points
that year (together against the Baron, with the team's account so far), and the board panel
of whoever decides is marked.

The year's end shows when its log line is written, so in step with the animation, which pauses
for it (anim_build.py); a click closes it (one on it does nothing more, one elsewhere counts
too), and it goes by itself after a while."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.texts import text
from game.ui.play.baron_panel import follow_turn
from game.ui.results.coop_account import DARK, account_height, draw_account
from game.ui.toolkit import theme as T
from game.ui.words.coop_account import Account, coop_account

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene

YEAR_BANNER = 180  # frames at normal speed the year's end stays over the board


class YearEnd:
    """The year's end shown now: the year, each player's points that year, frames left."""

    def __init__(self) -> None:
        self.year: int | None = None
        self.points: list[int] = []
        self.left = 0
        self.rect = Rect(0, 0, 0, 0)  # where it was drawn last

    def start(self, year: int, points: list[int], frames: int) -> None:
        self.year, self.points, self.left = year, points, frames

    def tick(self) -> bool:
        """One frame; True when it has just gone."""
        if self.year is None:
            return False
        self.left -= 1
        return self.left <= 0 and self.close()

    def close(self) -> bool:
        """Gone now; True if it was shown."""
        shown, self.year = self.year is not None, None
        return shown


def show_log(scene: PlayScene) -> None:
    """Write the log lines the animation has shown (all of them once it stopped), and announce
    a year's end they tell of."""
    line = scene.motion.line
    if scene.log.release(line.t) if line is not None else scene.log.flush():
        scene.log_dirty = True
    follow_turn(scene)
    year, scene.log.year_ended = scene.log.year_ended, None
    if year is not None:
        frames = scene.app.animation_frames(YEAR_BANNER) or YEAR_BANNER
        scene.year_end.start(year, scene.log.year_points(year), frames)
        scene.overlay_dirty = True


def draw_year_end(scene: PlayScene, surf: pygame.Surface) -> Rect | None:
    """The year's end over the middle of the board: a title, then a row per player."""
    shown, g = scene.year_end, scene.geometry
    if shown.year is None or g is None:
        return None
    a = scene.app.assets
    title = a.text(text("table.year_end", year=shown.year), g.font(28), T.PARCH_L, "bold")
    size = g.font(19)
    rows = []
    for p, points in enumerate(shown.points):
        total = scene.game.state.players[p].score
        words = text("table.year_points", name=scene.names[p], count=points, total=total)
        rows.append((p, a.text(words, size, T.PARCH_L, "bold")))
    row_h = max(size + 10, round(28 * g.scale))
    width = max(title.get_width(), *(s.get_width() + row_h + 8 for _, s in rows)) + 48
    box = Rect(0, 0, width, title.get_height() + 24 + row_h * len(rows) + 12)
    account = year_account(scene, box, g.board.inflate(-16, -16), g.font(16))
    box.center = g.board.center
    shown.rect = box
    pygame.draw.rect(surf, (48, 32, 22), box, border_radius=14)
    pygame.draw.rect(surf, T.GOLD, box, 3, border_radius=14)
    surf.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
    y = box.top + title.get_height() + 24
    for p, line in rows:
        colour = scene.seats[p].colour or 0
        icon = a.sprite(f"novice_{colour}", (round(row_h * 0.7), row_h - 4))
        surf.blit(icon, (box.left + 24, y))
        surf.blit(line, line.get_rect(midleft=(box.left + 32 + row_h, y + row_h // 2)))
        y += row_h
    if account is not None:  # together: the team's account so far, under the year's points
        team, small = account
        area = Rect(box.left + 24, y + 4, box.w - 48, box.bottom - y - 4)
        colours = [seat.colour or 0 for seat in scene.seats]
        draw_account(surf, a, area, team, colours, small, DARK)
    return box


def year_account(scene: PlayScene, box: Rect, room: Rect, size: int
                 ) -> tuple[Account, int] | None:
    """A co-op game's account as it stands and its text size, the year's `box` grown to hold
    it within `room` (the board); None in a competitive game."""
    if scene.game.state.coop is None:
        return None
    a = scene.app.assets
    account = coop_account(scene.game, scene.names, each=False)  # each one's: the rows above
    while size > T.MIN_TEXT and box.h + account_height(account, size) + 8 > room.h:
        size -= 1
    words = [line.words for line in account.lines] + [account.made, account.later]
    need = max(a.font(size).size(w)[0] for w in words) + size * 5 + 48
    box.w = min(room.w, max(box.w, need))
    box.h += account_height(account, size) + 8
    return account, size


def decider_frame(scene: PlayScene) -> Rect | None:
    """Where the gold frame around the board panel of the player who decides now goes (while a
    move is shown, like the bar's question: the player who made it); None: nobody decides."""
    d, g, steps = scene.decision, scene.geometry, scene.session.steps
    player = steps[-1].player if scene.motion.running and steps else None
    if player is None and d is not None:
        player = d.player
    if player is None or g is None or player >= len(g.players):
        return None
    return g.players[player].rect.inflate(6, 6)


def frame_sides(frame: Rect) -> list[Rect]:
    """A frame's four sides (3 pixels around the panel), not the whole panel: only the edges
    it drew on change."""
    return [Rect(frame.left, frame.top, frame.w, 3), Rect(frame.left, frame.bottom - 3, frame.w, 3),
            Rect(frame.left, frame.top, 3, frame.h), Rect(frame.right - 3, frame.top, 3, frame.h)]


class Decider:
    """The gold frame of the deciding player, drawn on the canvas: again only when it moves
    (or what is under it was drawn again), so an idle frame sends nothing to the screen."""

    def __init__(self) -> None:
        self.drawn: Rect | None = None  # where the canvas holds the frame

    def draw(self, scene: PlayScene, canvas: pygame.Surface, fresh: bool = False,
             again: bool = False) -> list[Rect]:
        """Draw the frame where it belongs now; the rectangles changed. `fresh`: the whole
        canvas was drawn anew (no frame on it); `again`: a part under the frame was."""
        frame = decider_frame(scene)
        if frame == self.drawn and not (fresh or again):
            return []
        changed: list[Rect] = []
        if self.drawn is not None and self.drawn != frame and not fresh \
                and scene.view is not None:
            changed += frame_sides(self.drawn)
            for side in changed:
                canvas.blit(scene.view.static, side, side)
        if frame is not None:
            pygame.draw.rect(canvas, T.GOLD, frame, 3, border_radius=12)
            changed += frame_sides(frame)
        self.drawn = frame
        return changed
