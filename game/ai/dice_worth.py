"""What dice are worth to a player: one more die in each column, and the dice not used yet.

A die in a column is worth the best action the rules would let the player perform there now
(`game.rules.actions.action_options`: locked actions, sends that cannot be paid for, tiles that
cannot be built and trades without the token to give are not offered), valued with the weights
of `game.ai.weights`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, partial

from game.ai.weights import (
    GLASS_DIE,
    NEUTRAL_SHARE,
    SEND_DIE,
    STEP_VALUE,
    TOKEN_CAP,
    TOKEN_USE,
    YELLOW_DIE,
)
from game.rules.actions import COLUMN_INDEX, action_options, bundle_tokens, takeable
from game.rules.constants import JOKER
from game.rules.edition import COLUMNS, TOKENS, ActionDef, Effect
from game.rules.layout import Layout
from game.rules.moves import Act
from game.rules.scoring import token_points
from game.rules.state import GameState

# Final-scoring worth of one token, on average over the count held (R-SCORE-4 pays some tokens
# only in pairs).
TOKEN_FINAL = {t: token_points({**dict.fromkeys(TOKENS, 0), t: 2}) / 2 for t in TOKENS}


def token_gain(tokens: dict[str, int], token: str) -> float:
    """One more token: its final-scoring worth, and its use while few are held."""
    use = TOKEN_USE[token] if tokens[token] < TOKEN_CAP[token] else 0.0
    return TOKEN_FINAL[token] + use


def act_worth(action: ActionDef, move: Act, tokens: dict[str, int]) -> float:
    """What performing one listed action brings, in points."""
    effect = action.effect
    if effect == Effect.SEND:
        return SEND_DIE
    if effect == Effect.TAKE:
        return sum(token_gain(tokens, t) * n for t, n in action.tokens)
    if effect == Effect.TAKE_ONE_OF:
        return sum(token_gain(tokens, t) * n for t, n in _bundle(action, move.bundle))
    if effect == Effect.EXCHANGE:
        trade = move.trade
        assert trade is not None
        return token_gain(tokens, trade.get) - token_gain(tokens, trade.give)
    if effect == Effect.MESSENGER:
        return STEP_VALUE * action.steps
    if effect == Effect.POINTS:
        return float(action.points)
    return GLASS_DIE  # glass_from_chapel


@cache
def _bundle(action: ActionDef, chosen: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """The bundle of tokens an Act chose (looked up once: values are asked often)."""
    return next(b for b in action.choices if bundle_tokens(b) == chosen)


def die_values(layout: Layout, state: GameState, p: int, this_turn: bool = False
               ) -> list[float]:
    """The worth of one more die in each column A-E for p (its best action there): in this
    turn, or (by default) in a turn to come, where the actions used once this turn are free
    again (R-UNLOCK-2)."""
    player = state.players[p]
    tokens = player.tokens
    actions = layout.edition.actions
    best = [0.0] * len(COLUMNS)
    for move in action_options(layout, state, p, COLUMNS, fresh_turn=not this_turn):
        assert isinstance(move, Act)
        value = act_worth(actions[move.action], move, tokens)
        col = COLUMN_INDEX[move.column]
        if value > best[col]:
            best[col] = value
    return [v + YELLOW_DIE if player.yellow[col] else v for col, v in enumerate(best)]


DieValues = Callable[[GameState, int, bool], Sequence[float]]  # (state, p, this_turn)


class DieValueMemo:
    """`die_values` remembered by everything it reads: a search asks it again and again for
    positions that differ only in what it does not read (the dice, the scores, the other
    players' own boards), so most answers are looked up rather than asked of the rules. The
    weights are those in force when an answer is first worked out (a bot keeps its weights)."""

    # Answers remembered (about 2 KB each; a hard bot's decision works out a few hundred); all
    # are forgotten when full.
    LIMIT = 4096

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.known: dict[tuple, Sequence[float]] = {}

    def __call__(self, state: GameState, p: int, this_turn: bool = False) -> Sequence[float]:
        player = state.players[p]
        key = (p, len(state.players), tuple(state.turn.used_once) if this_turn else None,
               tuple(player.tokens.values()), tuple(map(tuple, player.novices)),
               tuple(player.yellow), tuple(map(tuple, player.window)), player.messenger,
               player.chapel_sends, player.cloister_sends, tuple(state.buildings.values()),
               tuple(state.cloister.values()), tuple(map(tuple, state.chapels.values())),
               tuple(state.chapel_tiles.values()))
        found = self.known.get(key)
        if found is None:
            if len(self.known) >= self.LIMIT:
                self.known.clear()
            found = self.known[key] = tuple(die_values(self.layout, state, p, this_turn))
        return found


def dice_worth(layout: Layout, state: GameState, p: int, values: DieValues | None = None
               ) -> float:
    """Dice not used yet that p may get: on the spaces, in hand, on p's action tile
    (`values`: how to ask die_values, a DieValueMemo for instance)."""
    ask: DieValues = values if values is not None else partial(die_values, layout)
    worth: Sequence[float] | None = None
    total = 0.0
    share = NEUTRAL_SHARE[len(state.players)]
    for s, space in enumerate(state.dice_spaces):
        mine, neutral = takeable(p, space)
        if not mine and not neutral:
            continue
        if worth is None:
            worth = ask(state, p, False)
        v = max(worth) if s + 1 == JOKER else worth[s]
        total += v * (mine + share * neutral)
    hand = state.players[p].hand
    if hand:
        if worth is None:
            worth = ask(state, p, False)
        mean = (sum(worth) + max(worth)) / 6  # a die to be rolled: any face, the joker best
        for d in hand:
            total += mean * (1.0 if d.owner == p else share)
    turn = state.turn
    if state.current == p and turn.dice and state.phase == "actions":
        if worth is None or turn.used_once:
            worth = ask(state, p, True)
        total += worth[COLUMN_INDEX[turn.column]] * len(turn.dice)
    return total
