"""Sending novices (R-SEND-*, R-BLD-*, R-CHP-*, R-CLO-*, R-EXTRA-*): where a novice may go,
what it costs and what it brings."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from . import events as E
from .constants import (
    BUILDING_REWARD,
    BUILDING_TOKEN,
    BUILDING_TOKEN_COST,
    CHAPEL_CAPACITY,
    STEP_COST,
)
from .edition import COLUMNS, MONASTERIES
from .moves import Extra, Move, Send, SkipExtra, chapel_of, chapel_target
from .state import GameState, PlayerState, Task
from .task_info import ExtraInfo, GlassInfo, SendInfo

if TYPE_CHECKING:
    from .engine import Game
    from .layout import Layout

_send = lru_cache(maxsize=4096)(Send)  # a shared immutable value

ROW_AREAS = ("building", "building", "chapel", "cloister")  # where each row's novices go


def own_chapels(state: GameState, p: int) -> list[str]:
    return [m for m in MONASTERIES if p in state.chapels[m]]


def open_monasteries(layout: Layout, state: GameState, p: int) -> list[str]:
    """R-ROAD-2, R-CHP-3: connected to the messenger's space, or a chapel novice there."""
    connected = layout.road[state.players[p].messenger].connects
    return [m for m in MONASTERIES if m in connected or p in state.chapels[m]]


def targets(layout: Layout, state: GameState, p: int, area: str, monasteries: list[str]
            ) -> list[str]:
    """Free spaces of an area (building, chapel, cloister) a novice of p may go to."""
    if area == "building":
        return [b for m in monasteries for b in layout.buildings_in[m]
                if state.buildings[b] is None]
    if area == "chapel":
        cap = CHAPEL_CAPACITY[len(state.players)]
        return [chapel_target(m) for m in monasteries if len(state.chapels[m]) < cap]
    buildings = state.buildings
    return [c for m in monasteries for c in layout.cloister_in[m]
            if state.cloister[c] is None
            and p in map(buildings.get, layout.adjacent[c])]  # R-CLO-1


def send_cost(layout: Layout, state: GameState, p: int, row: int, target: str, discount: int
              ) -> dict[str, int]:
    """The tokens a novice of row `row` (0-based) costs to send to `target`."""
    player = state.players[p]
    if chapel_of(target):  # R-CHP-1
        return {"influence": max(0, STEP_COST[min(player.chapel_sends, 2)] - discount)}
    if target in state.cloister:  # R-CLO-2
        return {"rosary": STEP_COST[min(player.cloister_sends, 2)]}
    token = BUILDING_TOKEN[layout.kind[target]]  # R-BLD-1
    return {"influence": max(0, 1 - discount), token: BUILDING_TOKEN_COST[row]}


def send_options(layout: Layout, state: GameState, p: int, discount: int) -> list[Send]:
    """Every novice p can afford to send, to every free target open to it."""
    player = state.players[p]
    tokens = player.tokens
    monasteries = open_monasteries(layout, state, p)
    opts: list[Send] = []
    for row, area in enumerate(ROW_AREAS):
        novices = player.novices[row]
        if True not in novices or not _area_paid(player, row, area, discount):
            continue
        columns = None
        for target in targets(layout, state, p, area, monasteries):
            if area == "building" and (tokens[BUILDING_TOKEN[layout.kind[target]]]
                                       < BUILDING_TOKEN_COST[row]):
                continue  # R-BLD-1: the building's own token
            if columns is None:
                columns = tuple([COLUMNS[c] for c in range(5) if novices[c]])
            opts += _sends(row + 1, columns, target)
    return opts


def _area_paid(player: PlayerState, row: int, area: str, discount: int) -> bool:
    """Whether p has the part of `send_cost` that is the same for every target of the area."""
    tokens = player.tokens
    if area == "chapel":  # R-CHP-1
        return tokens["influence"] >= max(0, STEP_COST[min(player.chapel_sends, 2)] - discount)
    if area == "cloister":  # R-CLO-2
        return tokens["rosary"] >= STEP_COST[min(player.cloister_sends, 2)]
    return tokens["influence"] >= max(0, 1 - discount)  # R-BLD-1


@lru_cache(maxsize=4096)
def _sends(row: int, columns: tuple[str, ...], target: str) -> tuple[Send, ...]:
    return tuple(_send(row, column, target) for column in columns)


def can_send(layout: Layout, state: GameState, p: int, discount: int) -> bool:
    """Whether send_options would list anything, without building a move: the first
    affordable free target ends the search."""
    player = state.players[p]
    tokens = player.tokens
    monasteries: list[str] | None = None
    for row, area in enumerate(ROW_AREAS):
        if True not in player.novices[row] or not _area_paid(player, row, area, discount):
            continue
        if monasteries is None:
            monasteries = open_monasteries(layout, state, p)
        if area != "building":
            if targets(layout, state, p, area, monasteries):
                return True
            continue
        need, buildings, kind = BUILDING_TOKEN_COST[row], state.buildings, layout.kind
        for m in monasteries:
            for b in layout.buildings_in[m]:  # R-BLD-1: the building's own token
                if buildings[b] is None and tokens[BUILDING_TOKEN[kind[b]]] >= need:
                    return True
    return False


def _send_info(task: Task) -> SendInfo:
    info = task.info
    assert isinstance(info, SendInfo)
    return info


def _extra_info(task: Task) -> ExtraInfo:
    info = task.info
    assert isinstance(info, ExtraInfo)
    return info


def send_task_options(game: Game, task: Task) -> list[Move]:
    return list(send_options(game.layout, game.state, task.player, _send_info(task).discount))


def apply_send(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    assert isinstance(move, Send)
    st = game.state
    p = task.player
    player = st.players[p]
    row, col = move.row - 1, COLUMNS.index(move.column)
    cost = send_cost(game.layout, st, p, row, move.target, _send_info(task).discount)
    st.stack.pop()
    game.gain(p, {t: -n for t, n in cost.items()}, "send", ev)
    player.novices[row][col] = False
    if row == 2:
        player.chapel_sends += 1
    elif row == 3:
        player.cloister_sends += 1
    if not any(player.novices[row]) and player.extras[row]:  # R-EXTRA-1, after the rest
        st.stack.append(Task("extra", p, ExtraInfo(row)))
    ev.append(E.NoviceSent(p, move.row, move.column, move.target))
    place_novice(game, p, move.target, ev)
    if row < 3:  # R-UNLOCK-1
        ev.append(E.ActionUnlocked(p, f"{move.column}{move.row}"))
    else:
        flip_tile(game, p, col, ev)
    game.check_missions(p, ev)


def extra_options(game: Game, task: Task) -> list[Move]:
    """R-EXTRA-1: anywhere open to the player, for free; or not at all."""
    row = _extra_info(task).row
    monasteries = open_monasteries(game.layout, game.state, task.player)
    opts: list[Move] = []
    for area in ("building", "chapel", "cloister"):
        opts += [Extra(row + 1, t)
                 for t in targets(game.layout, game.state, task.player, area, monasteries)]
    return [*opts, SkipExtra()] if opts else []  # nowhere to go now: the chance is gone


def apply_extra(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    st = game.state
    p = task.player
    st.stack.pop()
    if isinstance(move, SkipExtra):
        return
    assert isinstance(move, Extra)
    player = st.players[p]
    player.extras[_extra_info(task).row] = False
    player.extras_sent += 1
    ev.append(E.NoviceSent(p, move.row, "", move.target, True))
    place_novice(game, p, move.target, ev)
    game.check_missions(p, ev)


def place_novice(game: Game, p: int, target: str, ev: list[E.Event]) -> None:
    st = game.state
    chapel = chapel_of(target)
    if chapel:
        st.chapels[chapel].append(p)
        return
    if target in st.cloister:
        st.cloister[target] = p
        return
    st.buildings[target] = p
    kind = game.layout.kind[target]
    points, token = BUILDING_REWARD[kind]  # R-BLD-2
    game.score(p, points, f"building {target}", "play", ev)
    if token:
        game.gain(p, {token: 1}, f"building {target}", ev)
    else:
        monastery = game.layout.monastery_of[target]
        st.stack.append(Task("glass", p, GlassInfo((monastery,))))


def flip_tile(game: Game, p: int, col: int, ev: list[E.Event]) -> None:
    st = game.state
    st.players[p].yellow[col] = True  # R-CLO-3
    ev.append(E.TileFlipped(p, COLUMNS[col]))
    if st.turn.column == COLUMNS[col] and st.current == p:  # R-ROWIV-1: dice still there
        game.score(p, len(st.turn.dice), f"yellow tile {COLUMNS[col]}", "play", ev)
