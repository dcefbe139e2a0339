"""The cathedral window (R-GLASS-*): where a stained-glass tile may go and what it brings."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from . import events as E
from .moves import WINDOW_BONUSES, Glass, Move
from .state import GameState, Task
from .task_info import GlassInfo

if TYPE_CHECKING:
    from .engine import Game

_glass = lru_cache(maxsize=None)(Glass)  # a shared immutable value

Window = list[list[str | None]]


def glass_column(window: Window, row: int) -> int | None:
    """The column (0-based) a tile put in `row` (0-based) goes to: the leftmost free space
    (R-GLASS-2); None when the row is full."""
    line = window[row]
    return line.index(None) if None in line else None


def glass_options(state: GameState, p: int, monasteries: Sequence[str], first_only: bool = False
                  ) -> list[Glass]:
    window = state.players[p].window
    free = [glass_column(window, r) for r in range(3)]  # the column each row's tile goes to
    opts: list[Glass] = []
    for m in monasteries:
        if not state.chapel_tiles[m]:
            continue
        for r in range(3):
            c = free[r]
            if c is None:
                continue
            if m in window[r] or m in (window[0][c], window[1][c], window[2][c]):  # R-GLASS-4
                continue
            opts += [_glass(m, r + 1, bonus) for bonus in WINDOW_BONUSES]
            if first_only:
                return opts
    return opts


def can_glass(state: GameState, p: int, monasteries: Sequence[str]) -> bool:
    return bool(glass_options(state, p, monasteries, first_only=True))


def glass_task_options(game: Game, task: Task) -> list[Move]:
    info = task.info
    assert isinstance(info, GlassInfo)
    return list(glass_options(game.state, task.player, info.monasteries))


def glass_lost(game: Game, task: Task, ev: list[E.Event]) -> None:
    game.state.stack.pop()  # R-GLASS-5
    ev.append(E.GlassLost(task.player, "no tile can be taken and built"))


def apply_glass(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    assert isinstance(move, Glass)
    st = game.state
    p = task.player
    m, r = move.monastery, move.row - 1
    window = st.players[p].window
    c = window[r].index(None)
    st.stack.pop()
    st.chapel_tiles[m] -= 1
    window[r][c] = m
    ev.append(E.GlassBuilt(p, m, r + 1, c + 1, move.bonus))
    edition = game.layout.edition
    line = edition.window_rows[r] if move.bonus == "row" else edition.window_columns[c]
    if line.tokens:  # R-GLASS-6
        game.gain(p, dict(line.tokens), "window bonus", ev)
    if None not in window[r]:  # R-GLASS-7
        game.score(p, edition.window_rows[r].points, f"window row {r + 1}", "window", ev)
    if all(window[i][c] for i in range(3)):
        game.score(p, edition.window_columns[c].points, f"window column {c + 1}", "window", ev)
    game.check_missions(p, ev)
    if line.messenger:
        game.move_messenger(p, line.messenger, ev)
