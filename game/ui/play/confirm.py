"""A slip of the mouse is not final at one screen. A move that rolls dice — a placement (it
commits every die of a number and rolls the next player's dice), the move that ends a round —
can never be taken back once played, since nobody takes back a die once it is seen (undo floor,
game/rules/policy.py). So the scene holds such a move before it plays it: the dice are shown
where they will go, the bar offers Confirm (Enter) with a countdown and Cancel, and any other
gesture replaces it. The countdown plays it by itself, as on the online tables that confirm a
turn with a timer. Moves that roll on purpose (a reroll, rerolling a new die) are not held: the
player already confirmed them. A move that rolls nothing can be undone; a computer waits for
the player to end that turn (the table's `awaiting_end`).

While the local player places, the mouse over a die of the hand or a dice space shows the same
picture, fainter: every die that the click will place, and where."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.rules.engine import Game
from game.rules.moves import Move, NewDie, Place, Reroll
from game.texts import text
from game.ui.loop import FPS
from game.ui.toolkit import theme as T
from game.ui.words.describe import option_text

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene


class Pending:
    """The local player's move held for confirmation, and the frames left before it is played
    by itself. `grace` 0: nothing is held."""

    def __init__(self, grace: int) -> None:
        self.grace = grace
        self.move: Move | None = None
        self.left = 0
        self.drop: Rect | None = None  # where the mouse let go of the move's piece

    def wanted(self, game: Game, move: Move) -> bool:
        """`move` rolls dice as it is played, and the player did not ask for the roll."""
        if not self.grace or isinstance(move, Reroll | NewDie):
            return False
        try:
            return game.reveals(move)
        except ValueError:  # not legal: the table says so when it is played
            return False

    def hold(self, move: Move, drop: Rect | None) -> None:
        self.move, self.left, self.drop = move, self.grace, drop

    def clear(self) -> bool:
        """Nothing is held any more; True if something was."""
        held, self.move = self.move is not None, None
        return held

    def tick(self) -> bool:
        """One frame of the countdown; True when it ran out (the move is to be played)."""
        if self.move is None:
            return False
        self.left -= 1
        return self.left <= 0

    def seconds(self, fps: int) -> int | None:
        return None if self.move is None else max(1, -(-self.left // fps))


class Takeback:
    """The scene's side of taking slips back: the move held for Confirm, End turn while a
    computer waits, and Undo, which drops a held move before it takes back a played one."""

    def __init__(self, scene: PlayScene, grace: int) -> None:
        self.scene = scene
        self.pending = Pending(grace)

    def set_grace(self, frames: int) -> None:
        """A new take-back time (Settings, opened over the table): from the next move on."""
        self.pending.grace = frames
        self.scene.table.grace = frames

    def can_undo(self) -> bool:
        return self.pending.move is not None or self.scene.table.can_undo()

    def undo(self) -> None:
        scene = self.scene
        if self.pending.clear():  # the held move was never played: nothing else to take back
            scene.dirty = True
            return
        scene.table.undo()
        scene.sync()

    def play(self, move: Move, drop: Rect | None = None) -> None:
        """The local player's move, completed by the mouse (`drop`: where it let go of the
        piece): held for Confirm if it rolls dice, else played."""
        scene = self.scene
        scene.dirty = True
        self.pending.clear()
        if self.pending.wanted(scene.game, move):
            self.pending.hold(move, drop)
            if scene.inp is not None:
                scene.inp.cancel()  # the next gesture starts afresh and replaces it
            return
        scene.drop_from = drop
        scene.table.play(move)
        scene.sync()
        scene.drop_from = None

    def confirm(self) -> None:
        """Play the move held."""
        move, drop = self.pending.move, self.pending.drop
        if move is not None:
            self.pending.clear()
            self.play_now(move, drop)

    def play_now(self, move: Move, drop: Rect | None) -> None:
        scene = self.scene
        scene.dirty = True
        scene.drop_from = drop
        scene.table.play(move)
        scene.sync()
        scene.drop_from = None

    def end_turn(self) -> None:
        """Enter: the move held is confirmed, or the turn a computer waits for ends."""
        if self.pending.move is not None:
            self.confirm()
        elif self.scene.table.end_turn():
            self.scene.dirty = True

    def seconds(self) -> tuple[int | None, int | None]:
        """The seconds shown on End turn and on Confirm (None: not shown)."""
        left = self.scene.table.grace_left()
        return (-(-left // FPS) if left else None), self.pending.seconds(FPS)

    def tick(self) -> None:
        """A frame of the countdowns: a held move runs out, the table's End turn counts."""
        scene = self.scene
        shown = self.seconds()
        if self.pending.tick():
            self.confirm()
        scene.table.tick(pace=scene.app.bot_delay, hold=scene.motion.running)
        if self.seconds() != shown:
            scene.dirty = True  # End turn or Confirm counts down, or went

    def prompt(self, own: str) -> str:
        """The bar's question while a computer waits or a move is held."""
        scene, held = self.scene, self.pending.move
        if scene.table.awaiting_end():
            return text("prompt.end_turn", name=scene.names[scene.session.steps[-1].player])
        if held is not None and scene.decision is not None:
            return text("prompt.confirm", name=scene.names[scene.decision.player],
                        move=option_text(held, scene.game))
        return own


def placement(scene: PlayScene) -> Place | None:
    """The placement shown: the one held, else the one under the mouse while placing."""
    pending = scene.takeback.pending.move
    if pending is not None:
        return pending if isinstance(pending, Place) else None
    inp = scene.inp
    if inp is None or inp.reroll_mode or scene.dragging or not inp.hand:
        return None
    key = scene.hover_key(scene.mouse)
    if key is None or key[0] not in ("die", "space"):
        return None
    value = inp.hand[key[1]].value if key[0] == "die" and key[1] < len(inp.hand) else key[1]
    move = Place(value)
    return move if move in scene.game.options() else None


def preview(scene: PlayScene) -> tuple[list[tuple[int, Rect]], list[Rect], Rect] | None:
    """Where the placement shown goes (None: no placement is shown): each die of the hand it
    takes with the spot it will lie on, the rings of those dice in the tray, the dice space."""
    move = placement(scene)
    g, view, inp = scene.geometry, scene.view, scene.inp
    if move is None or g is None or view is None or inp is None:
        return None
    i = move.value - 1
    lying = len(scene.game.state.dice_spaces[i])
    mine = [k for k, die in enumerate(inp.hand) if die.value == move.value]
    spots = [(k, view.space_die(i, lying + n)) for n, k in enumerate(mine)]
    rings = [g.tray_dice[k].inflate(8, 8) for k in mine if k < len(g.tray_dice)]
    return spots, rings, g.dice_spaces[i].inflate(6, 6)


def preview_rects(scene: PlayScene) -> list[Rect]:
    """What the placement shown covers: a tooltip stays clear of it."""
    shown = preview(scene)
    if shown is None:
        return []
    spots, rings, space = shown
    return [*(spot for _, spot in spots), *rings, space]


def draw_placement(scene: PlayScene, surf: pygame.Surface) -> list[Rect]:
    """The dice a placement takes, ringed in the tray, and drawn where they will lie (solid
    when held, faint on hover)."""
    shown, inp = preview(scene), scene.inp
    if shown is None or inp is None:
        return []
    spots, rings, space = shown
    held = scene.takeback.pending.move is not None
    a, decider = scene.app.assets, scene.decision
    colour = None if decider is None else scene.seats[decider.player].colour
    for k, spot in spots:
        die = inp.hand[k]
        face = a.die(None if die.owner is None else colour, die.value, spot.w).copy()
        face.set_alpha(235 if held else 150)
        surf.blit(face, spot)
    for ring in rings:
        pygame.draw.rect(surf, T.SELECTED, ring, 3, border_radius=8)
    pygame.draw.rect(surf, T.SELECTED, space, 3 if held else 2, border_radius=8)
    return [*(spot for _, spot in spots), *rings, space]
