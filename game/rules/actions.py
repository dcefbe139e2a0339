"""The action phase (R-ACT-*, R-UNLOCK-*): taking dice and performing actions with them."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING

from . import events as E
from .constants import JOKER, MAX_DICE_TAKEN
from .coop import team
from .edition import COLUMNS, ActionDef, Effect
from .moves import Act, Move, Take
from .sending import can_send, own_chapels
from .state import Die, GameState, Task
from .task_info import GlassInfo, SendInfo
from .window import can_glass

if TYPE_CHECKING:
    from .engine import Game
    from .layout import Layout

# moves are immutable values: each one is built once and shared (listing options is hot)
_take = lru_cache(maxsize=None)(Take)
_act = lru_cache(maxsize=None)(Act)
COLUMN_INDEX = {c: i for i, c in enumerate(COLUMNS)}


def takeable(p: int, space: list[Die]) -> tuple[int, int]:
    """(own personal dice, neutral dice) on a space: the dice p may take (R-ACT-2)."""
    own = neutral = 0
    for die in space:
        if die.owner is None:
            neutral += 1
        elif die.owner == p:
            own += 1
    return own, neutral


def can_take(state: GameState, p: int) -> bool:
    for space in state.dice_spaces:
        for die in space:
            if die.owner is None or die.owner == p:
                return True
    return False


def take_options(game: Game, task: Task) -> list[Move]:
    p = task.player
    spaces = game.state.dice_spaces
    opts: list[Move] = []
    for s in range(JOKER - 1):  # R-ACT-4: up to 3 dice from spaces 1-5
        if spaces[s]:
            opts += _space_takes(s + 1, *takeable(p, spaces[s]))
    if sum(takeable(p, spaces[JOKER - 1])):  # R-ACT-5: one die onto any column ...
        playable = [c for c in COLUMNS if has_action(game.layout, game.state, p, c)]
        # R-ACT-11: ... where it can perform an action, unless no column offers one
        opts += [_take(JOKER, 1, c) for c in playable or COLUMNS]
    return opts


@cache
def _space_takes(space: int, own: int, neutral: int) -> tuple[Take, ...]:
    """The takes from a space with these dice p may take."""
    # R-ACT-10: own personal dice first, all of them; only the neutral dice added are free
    fewest = max(1, min(own, MAX_DICE_TAKEN))
    return tuple(_take(space, k) for k in range(fewest, min(MAX_DICE_TAKEN, own + neutral) + 1))


def apply_take(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    assert isinstance(move, Take)
    st = game.state
    p = task.player
    space = move.space
    column = move.joker_column if space == JOKER else COLUMNS[space - 1]  # as Take.column
    dice = st.dice_spaces[space - 1]
    # R-ACT-2, R-ACT-3: own personal dice first, never another player's
    ordered = [d for d in dice if d.owner == p] + [d for d in dice if d.owner is None]
    taken = ordered[: move.count]
    if len(taken) == len(dice):
        st.dice_spaces[space - 1] = []
    else:
        gone = {id(d) for d in taken}
        st.dice_spaces[space - 1] = [d for d in dice if id(d) not in gone]
    st.turn.column = column
    st.turn.dice = taken
    st.stack.pop()
    ev.append(E.DiceTaken(p, space, column, tuple([d.owner for d in taken])))
    if st.players[p].yellow[COLUMN_INDEX[column]]:  # R-ROWIV-1
        game.score(p, len(taken), f"yellow tile {column}", "play", ev)
    st.stack.append(Task("use", p))


def available_actions(layout: Layout, state: GameState, p: int, column: str,
                      fresh_turn: bool = False) -> list[ActionDef]:
    """The standard action and every unlocked action of a column still usable this turn (or,
    with `fresh_turn`, in a turn to come: the actions used once this turn are free again)."""
    novices = state.players[p].novices
    col = COLUMN_INDEX[column]
    used = () if fresh_turn else state.turn.used_once
    return [action for action in layout.column_actions[column]
            if not action.row  # the standard action: always there
            or not (novices[action.row - 1][col]  # R-UNLOCK-1: locked
                    or (action.row >= 2 and action.key in used))]  # R-UNLOCK-2: once a turn


def action_options(layout: Layout, state: GameState, p: int, columns: tuple[str, ...],
                   fresh_turn: bool = False) -> list[Move]:
    """Every action p can perform now in the given columns, with its choices (`fresh_turn`:
    as in a turn to come, for a player weighing what a die will be worth)."""
    opts: list[Move] = []
    tokens = state.players[p].tokens
    sendable: dict[int, bool] = {}  # by discount: asked once per call, not once per action
    glass: list[bool] = []
    for column in columns:
        for action in available_actions(layout, state, p, column, fresh_turn):
            effect = action.effect
            if effect == Effect.SEND:
                if _sendable(layout, state, p, action.discount, sendable):
                    opts.append(_act(action.key))
            elif effect == Effect.TAKE_ONE_OF:
                opts += _choice_acts(action)
            elif effect == Effect.EXCHANGE:
                opts += [move for move, give in _trade_acts(action) if tokens[give] > 0]
            elif effect == Effect.GLASS_FROM_CHAPEL:
                if _glassable(state, p, glass):
                    opts.append(_act(action.key))
            else:
                opts.append(_act(action.key))
    return opts


@cache
def _choice_acts(action: ActionDef) -> tuple[Act, ...]:
    return tuple(_act(action.key, bundle_tokens(b)) for b in action.choices)


@cache
def _trade_acts(action: ActionDef) -> tuple[tuple[Act, str], ...]:
    """Each trade's move with the token it gives."""
    return tuple((_act(action.key, (), t), t.give) for t in action.trades)


def has_action(layout: Layout, state: GameState, p: int, column: str) -> bool:
    """Whether action_options would list anything for the column (without building moves)."""
    known: dict = {}  # what was asked once: by discount whether a novice can be sent
    standard = layout.column_actions[column][0]  # never locked, never used up (R-UNLOCK-*)
    if _performable(layout, state, p, standard, known):
        return True
    return any(_performable(layout, state, p, action, known)
               for action in available_actions(layout, state, p, column) if action.row)


def _performable(layout: Layout, state: GameState, p: int, action: ActionDef, known: dict
                 ) -> bool:
    effect = action.effect
    if effect == Effect.SEND:
        return _sendable(layout, state, p, action.discount, known)
    if effect == Effect.TAKE_ONE_OF:
        return bool(action.choices)
    if effect == Effect.EXCHANGE:
        tokens = state.players[p].tokens
        return any(tokens[t.give] > 0 for t in action.trades)
    return effect != Effect.GLASS_FROM_CHAPEL or _glassable(state, p, [])


def _sendable(layout: Layout, state: GameState, p: int, discount: int,
              known: dict[int, bool]) -> bool:
    if discount not in known:
        known[discount] = can_send(layout, state, p, discount)
    return known[discount]


def _glassable(state: GameState, p: int, known: list[bool]) -> bool:
    if not known:
        known.append(can_glass(state, p, own_chapels(state, p)))
    return known[0]


def use_forced(game: Game, task: Task, ev: list[E.Event]) -> bool:
    """Every die taken this turn has been used: the turn's work is done."""
    if game.state.turn.dice:
        return False
    game.state.stack.pop()
    return True


def use_options(game: Game, task: Task) -> list[Move]:
    opts = action_options(game.layout, game.state, task.player, (game.state.turn.column,))
    if game.state.coop is not None:  # R-COOP-6, R-COOP-10: or donate, or give
        opts += team.use_options(game, task.player)
    return opts


def die_lost(game: Game, task: Task, ev: list[E.Event]) -> None:
    """R-ACT-8: no action is possible with the die, so it is lost."""
    turn = game.state.turn
    game.state.spent.append(turn.dice.pop())
    ev.append(E.DieLost(task.player, turn.column))


def apply_use(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    turn = game.state.turn
    game.state.spent.append(turn.dice.pop())  # R-ACT-7: one action per die
    if isinstance(move, Act):
        perform(game, task.player, move, False, ev)
    else:
        team.apply_use(game, task.player, move, ev)


def bonus_action_options(game: Game, task: Task) -> list[Move]:
    return action_options(game.layout, game.state, task.player, COLUMNS)  # R-ROAD-4a


def apply_bonus_action(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    game.state.stack.pop()
    perform(game, task.player, move, True, ev)


def perform(game: Game, p: int, move: Move, bonus: bool, ev: list[E.Event]) -> None:
    assert isinstance(move, Act)
    st = game.state
    key = move.action
    action = game.layout.edition.actions[key]
    if action.row >= 2:
        st.turn.used_once.append(key)
    ev.append(E.ActionPerformed(p, key, move.choice, bonus))
    effect = action.effect
    reason = f"action {key}"
    if effect == Effect.TAKE:
        game.gain(p, dict(action.tokens), reason, ev)
    elif effect == Effect.SEND:
        st.stack.append(Task("send", p, SendInfo(action.discount)))
    elif effect == Effect.TAKE_ONE_OF:
        bundle = next(b for b in action.choices if bundle_tokens(b) == move.bundle)
        game.gain(p, dict(bundle), reason, ev)
    elif effect == Effect.EXCHANGE:
        trade = move.trade
        assert trade is not None
        game.gain(p, {trade.give: -1, trade.get: 1}, reason, ev)
    elif effect == Effect.MESSENGER:
        game.move_messenger(p, action.steps, ev)
    elif effect == Effect.POINTS:
        game.score(p, action.points, reason, "play", ev)
    elif effect == Effect.GLASS_FROM_CHAPEL:
        st.stack.append(Task("glass", p, GlassInfo(tuple(own_chapels(st, p)))))


def bundle_tokens(bundle: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    """The tokens of a bundle, as an Act names the bundle chosen."""
    return tuple([token for token, _ in bundle])
