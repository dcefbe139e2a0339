"""A value function for bots: how good a position is for one player, in points.

`Evaluator(game).value(game, p)` estimates p's final score *relative to the other players* from
what is on the table now:

- the points already scored, plus the final-scoring categories counted as if the game ended now
  (majorities, chapels, cloisters, leftover tokens: `game.rules.scoring`'s own functions);
- what is not points yet but will probably become points, weighted by how much of the game is
  left: tokens beyond their final-scoring worth, unlocked actions, extra personal dice, yellow
  tiles, half-built window rows and columns, progress towards missions (as
  `game.rules.missions` counts it), the messenger's walk towards the road's end, the dice still
  to be used (`game.ai.dice_worth`), and a question still open for the player (a novice to
  send, a tile to build...).

The weights are in `game.ai.weights`. The evaluator only reads the state; every rule it needs
(scoring, mission conditions, which actions and sends are possible) is asked of the rules core.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.dice_worth import DieValueMemo, dice_worth
from game.ai.team_value import team_value
from game.ai.weights import (
    DIE_PER_ROUND,
    PENDING,
    REROLL_TILE,
    ROAD_STEP,
    TOKEN_CAP,
    TOKEN_USE,
    UNLOCK_PER_ROUND,
    VOLUME_HOPE,
    VOLUME_WORTH,
    YELLOW_PER_ROUND,
)
from game.rules.chapter import measure
from game.rules.constants import MAX_PERSONAL_DICE, YEARS, table_size
from game.rules.edition import COLUMNS, MONASTERIES, TOKENS, Effect, MissionCard
from game.rules.engine import Game
from game.rules.missions import (
    MONASTERY_INDEX,
    PresenceTable,
    condition_value,
    location_needs,
    location_progress,
    mission_points,
    presence_table,
)
from game.rules.scoring import board_points, token_points
from game.rules.sending import targets
from game.rules.state import GameState

Room = dict[int, tuple[bool, bool, bool]]  # monastery index -> room in chapel/buildings/cloister
# A revealed mission, pre-digested: the card, its monastery's index (None for category C), the
# novices it needs per area and anywhere, and how many in all (or the condition's threshold).
Card = tuple[MissionCard, int | None, tuple[int, ...], int, int]


@dataclass(slots=True)
class Clock:
    """How much of the game is left: `rounds_left` counts the current round in part."""

    rounds_left: float
    total: int

    @property
    def left(self) -> float:  # 1 at the start, 0 at the end
        return self.rounds_left / self.total


def clock(state: GameState) -> Clock:
    n = table_size(len(state.players))
    total = YEARS * n
    done = float((state.year - 1) * n + (state.round - 1))
    if state.phase == "actions":
        done += 0.5
    elif state.phase == "over":
        done = float(total)
    return Clock(max(0.0, total - done), total)


def digest(card: MissionCard) -> Card:
    if card.monastery is None:  # a category C card: a condition, no monastery
        return card, None, (), 0, card.at_least
    need, anywhere = location_needs(card)
    return card, MONASTERY_INDEX[card.monastery], need, anywhere, len(card.areas)


class Evaluator:
    """Static tables for one game's layout, and the value function."""

    def __init__(self, game: Game) -> None:
        lay = game.layout
        self.layout = lay
        edition = lay.edition
        self.actions = edition.actions
        self.window_rows = edition.window_rows
        self.window_columns = edition.window_columns
        self.strength = {(c, r): self._strength(c, r) for c in COLUMNS for r in (1, 2, 3)}
        self.cards = [digest(edition.mission(m)) for m in game.state.missions]
        self.mission_monasteries = sorted({c[1] for c in self.cards if c[1] is not None})
        self.die_value_memo = DieValueMemo(lay)

    # ------------------------------------------------------------------ values

    def value(self, game: Game, p: int) -> float:
        """p's projected points minus the others' (for 3-4 players, a mix of best and mean)."""
        values = self.values(game)
        coop = game.state.coop
        if coop is not None:  # team-mates aim at the team's total (R-COOP-8)
            return team_value(values, game, coop)
        mine = values[p]
        others = [v for q, v in enumerate(values) if q != p]
        if len(others) == 1:
            return mine - others[0]
        return mine - 0.5 * (max(others) + sum(others) / len(others))

    def lead(self, game: Game, p: int) -> float:
        """p's projected points minus the best other player's (with 2 players, `value`): only
        beating the leader wins, which is what a simulation's end is scored by."""
        values = self.values(game)
        coop = game.state.coop
        if coop is not None:
            return team_value(values, game, coop)
        return values[p] - max(v for q, v in enumerate(values) if q != p)

    def values(self, game: Game) -> list[float]:
        """Every player's projected final score."""
        st = game.state
        if st.phase == "over":
            scores = [float(p.score) for p in st.players]
            return scores if game.chapter is None else self._with_volumes(game, scores, 0.0)
        table = self.presence(st)
        final = self.final_projection(st, table)
        ck = clock(st)
        room = {m: self._room(st, MONASTERIES[m]) for m in self.mission_monasteries}
        values = [self.player_value(game, q, final[q], table, ck, room)
                  for q in range(len(st.players))]
        return values if game.chapter is None else self._with_volumes(game, values, ck.left)

    def _with_volumes(self, game: Game, values: list[float], left: float) -> list[float]:
        """A campaign chapter's Volumes (R-CAMP-3): taken ones in full, open ones by the square
        of each player's progress while the game lasts."""
        play = game.chapter
        assert play is not None
        values = list(values)
        for p in play.taken.values():
            values[p] += VOLUME_WORTH
        if left <= 0:
            return values
        for objective in play.open_objectives():
            for p in range(len(values)):
                have = measure(self.layout, game.state, p, objective.test)
                progress = min(1.0, have / objective.amount)
                values[p] += VOLUME_WORTH * VOLUME_HOPE * progress * progress * left
        return values

    def presence(self, st: GameState) -> PresenceTable:
        """[player][monastery][chapel, building, cloister] novice counts."""
        return presence_table(self.layout, st)

    def final_projection(self, st: GameState, table: PresenceTable) -> list[int]:
        """Per player: monasteries + chapels + cloisters + tokens as if the game ended now."""
        board = board_points(table)
        return [board["monasteries"][p] + board["chapels"][p] + board["cloisters"][p]
                + token_points(player.tokens) for p, player in enumerate(st.players)]

    def die_values(self, game: Game, p: int) -> Sequence[float]:
        """The worth of one more die in each column A-E for p now."""
        return self.die_value_memo(game.state, p, False)

    def player_value(self, game: Game, p: int, final: int, table: PresenceTable, ck: Clock,
                     room: Room) -> float:
        st = game.state
        player = st.players[p]
        total = float(player.score + final)
        left = ck.left
        if left <= 0:
            return total
        rounds_left = ck.rounds_left
        tokens = player.tokens
        spend = min(1.0, 2 * left)
        for token in TOKENS:  # tokens still to be spent
            total += min(tokens[token], TOKEN_CAP[token]) * TOKEN_USE[token] * spend
        novices = player.novices
        strength = self.strength
        for col, column in enumerate(COLUMNS):  # unlocked actions, yellow tiles
            for row in range(3):
                if not novices[row][col]:
                    total += UNLOCK_PER_ROUND * rounds_left * strength[column, row + 1]
            if player.yellow[col]:
                total += YELLOW_PER_ROUND * rounds_left
        total += (player.personal_dice - 1) * DIE_PER_ROUND * rounds_left
        if player.personal_dice < MAX_PERSONAL_DICE:
            total += ROAD_STEP * player.messenger * min(1.0, 3 * left)
        total += self._window(player.window, left)
        total += self._missions(st, p, table[p], left, room)
        total += dice_worth(self.layout, st, p, self.die_value_memo)
        if st.stack and st.stack[-1].player == p:
            total += PENDING.get(st.stack[-1].kind, 0.0)
        if st.phase == "placement" and player.reroll_active and player.hand:
            total += REROLL_TILE
        return total

    # ------------------------------------------------------------- the parts

    def _strength(self, column: str, row: int) -> float:
        """How much an unlocked action adds over the column's standard action, per use."""
        action = self.actions[f"{column}{row}"]
        effect = action.effect
        if effect == Effect.POINTS:
            return action.points / 2
        if effect in (Effect.GLASS_FROM_CHAPEL, Effect.SEND):
            return 1.0
        if effect == Effect.MESSENGER:
            return 0.4 * action.steps
        if effect == Effect.TAKE_ONE_OF:
            return 0.8
        if effect == Effect.EXCHANGE:
            return 0.5
        return 0.4  # one token

    def _window(self, window: list[list[str | None]], left: float) -> float:
        """Half-built rows and columns, by the square of their share built."""
        total = 0.0
        hope = 0.2 + 0.6 * left
        tiles = 0
        for r in range(3):
            k = 3 - window[r].count(None)
            tiles += k
            if k < 3:
                total += self.window_rows[r].points * (k / 3) ** 2 * hope
        for c in range(3):
            k = (window[0][c] is not None) + (window[1][c] is not None) + (window[2][c] is not None)
            if k < 3:
                total += self.window_columns[c].points * (k / 3) ** 2 * hope
        return total + 0.3 * tiles * left  # more tiles, more bonuses to come

    def _missions(self, st: GameState, p: int, mine: list[list[int]], left: float,
                  room: Room) -> float:
        """Missions not met yet, by the square of the progress towards them."""
        done = st.players[p].missions
        year = min(st.year, YEARS)
        total = 0.0
        hope = 0.15 + 0.75 * min(1.0, 2 * left)
        for card, mi, need, anywhere, size in self.cards:
            if card.id in done:
                continue
            if mi is None:  # category C
                have = condition_value(self.layout, st, p, card.condition or "")
                progress = have / size if have < size else 1.0
            else:
                here = mine[mi]
                free = room[mi]
                if ((here[0] < need[0] and not free[0]) or (here[1] < need[1] and not free[1])
                        or (here[2] < need[2] and not free[2])):
                    continue  # an area still needed is full: out of reach
                progress = location_progress(need, anywhere, here) / size
            total += mission_points(card, year) * progress * progress * hope
        return total

    def _room(self, st: GameState, monastery: str) -> tuple[bool, bool, bool]:
        """Whether a monastery's chapel, buildings and cloister have a free space (whoever
        asks: a cloister space may yet become reachable)."""
        lay = self.layout
        return (bool(targets(lay, st, 0, "chapel", [monastery])),
                bool(targets(lay, st, 0, "building", [monastery])),
                any(st.cloister[c] is None for c in lay.cloister_in[monastery]))
