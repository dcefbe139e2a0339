"""A value function for bots: how good a position is for one player, in points.

`Evaluator(game).value(game, p)` estimates p's final score *relative to the other players* from
what is on the table now:

- the points already scored, plus the final-scoring categories counted as if the game ended now
  (majorities, chapels, cloisters, leftover tokens: the same sums as
  `game.rules.scoring.final_scores`, computed here in one pass for speed; a test checks they
  agree);
- what is not points yet but will probably become points, weighted by how much of the game is
  left: tokens beyond their final-scoring worth, unlocked actions, extra personal dice, yellow
  tiles, half-built window rows and columns, progress towards missions, the messenger's walk
  towards the road's end, the dice still to be used (one's own personal dice in full, a share of
  the neutral ones), each worth the best action its column offers the player, and a question
  still open for the player (a novice to send, a tile to build...).

Every number below is a hand-set weight in points, checked by playing bots against each other in
the arena (`game.arena`). The evaluator only reads the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.constants import (
    BUILDING_TOKEN,
    BUILDING_TOKEN_COST,
    CHAPEL_CAPACITY,
    CHAPEL_POINTS,
    JOKER,
    MAJORITY_POINTS,
    MAX_PERSONAL_DICE,
    STEP_COST,
    YEARS,
)
from game.rules.edition import COLUMNS, MONASTERIES, TOKENS
from game.rules.engine import Game
from game.rules.state import GameState

# Worth of one token while it can still be spent, on top of its final-scoring worth, for the
# first few held (more than that is rarely spent).
TOKEN_USE = {"influence": 1.1, "soup": 0.6, "rosary": 0.9, "tool": 0.7, "book": 0.6}
TOKEN_CAP = {"influence": 5, "soup": 5, "rosary": 5, "tool": 4, "book": 4}
# Final-scoring worth, used for the value of one token gained by an action.
TOKEN_FINAL = {"influence": 0.5, "soup": 0.5, "rosary": 0.5, "tool": 1.0, "book": 2.0}

STEP_VALUE = 1.0  # one messenger step, as a die's worth (bonuses are counted when reached)
SEND_DIE = 4.0  # a die that sends a novice the player can pay for
GLASS_DIE = 3.0  # a die that builds a stained-glass tile
UNLOCK_PER_ROUND = 0.35  # an unlocked action, per round left, times the action's strength
DIE_PER_ROUND = 2.0  # an extra personal die, per round left
YELLOW_PER_ROUND = 0.6  # a yellow tile, per round left
NEUTRAL_SHARE = {2: 0.5, 3: 0.34, 4: 0.25}  # part of a neutral die's worth counted as one's own
ROAD_STEP = 0.25  # progress along the road towards the personal-die space
REROLL_TILE = 0.8  # an unused reroll tile while dice are still to be rolled this round
# A question of p's still open (the option that raised it has been applied): what answering it
# well is worth, so that a one-step look-ahead does not undervalue options that raise questions.
PENDING = {"send": 3.0, "extra": 4.0, "glass": 2.5, "bonus_action": 1.5, "bonus_token": 1.5,
           "bonus_soup": 1.0, "bonus_die": 5.0, "new_die": 0.5}

AREAS = ("chapel", "building", "cloister")
Presence = list[list[list[int]]]  # [player][monastery][chapel, building, cloister]
Room = dict[int, tuple[bool, bool, bool]]  # monastery index -> free chapel/building/cloister


@dataclass(slots=True)
class Clock:
    """How much of the game is left: `rounds_left` counts the current round in part."""

    rounds_left: float
    total: int

    @property
    def left(self) -> float:  # 1 at the start, 0 at the end
        return self.rounds_left / self.total


def clock(state: GameState) -> Clock:
    n = len(state.players)
    total = YEARS * n
    done = (state.year - 1) * n + (state.round - 1)
    if state.phase == "actions":
        done += 0.5
    elif state.phase == "over":
        done = total
    return Clock(max(0.0, total - done), total)


class Evaluator:
    """Static tables for one game's layout, and the value function."""

    def __init__(self, game: Game) -> None:
        lay = game.layout
        self.layout = lay
        edition = lay.edition
        self.missions = [edition.mission(m) for m in game.state.missions]
        self.actions = edition.actions
        self.window_rows = edition.window_rows
        self.window_columns = edition.window_columns
        self.players = len(game.state.players)
        self.capacity = CHAPEL_CAPACITY[self.players]
        self.m_index = {m: i for i, m in enumerate(MONASTERIES)}
        self.building_m = {b: self.m_index[lay.monastery_of[b]] for b in game.state.buildings}
        self.cloister_m = {c: self.m_index[lay.monastery_of[c]] for c in game.state.cloister}
        self.building_token = {b: BUILDING_TOKEN[lay.kind[b]] for b in game.state.buildings}
        self.common_rooms = tuple(b for b in game.state.buildings
                                  if lay.kind[b] == "common_room")
        self.connects = [space.connects for space in lay.road]
        self.strength = {(c, r): self._strength(c, r) for c in COLUMNS for r in (1, 2, 3)}
        # the revealed missions, pre-digested: (id, points, monastery index or None,
        # need per area (chapel, building, cloister), need anywhere, condition, at least)
        self.cards: list[tuple] = []
        for card in self.missions:
            if card.category == "C":
                self.cards.append((card.id, card.points, None, (), 0, card.condition,
                                   card.at_least))
            else:
                need = tuple(card.areas.count(a) for a in AREAS)
                self.cards.append((card.id, card.points, self.m_index[card.monastery], need,
                                   card.areas.count("monastery"), None, len(card.areas)))
        self.mission_monasteries = sorted({c[2] for c in self.cards if c[2] is not None})

    # ------------------------------------------------------------------ values

    def value(self, game: Game, p: int) -> float:
        """p's projected points minus the others' (for 3-4 players, a mix of best and mean)."""
        values = self.values(game)
        mine = values[p]
        others = [v for q, v in enumerate(values) if q != p]
        if len(others) == 1:
            return mine - others[0]
        return mine - 0.5 * (max(others) + sum(others) / len(others))

    def values(self, game: Game) -> list[float]:
        """Every player's projected final score."""
        st = game.state
        if st.phase == "over":
            return [float(p.score) for p in st.players]
        counts = self.presence(st)
        final = self.final_projection(st, counts)
        ck = clock(st)
        room = {m: self._room(st, MONASTERIES[m]) for m in self.mission_monasteries}
        return [self.player_value(game, q, final[q], counts, ck, room)
                for q in range(len(st.players))]

    def presence(self, st: GameState) -> Presence:
        """[player][monastery][chapel, building, cloister] novice counts."""
        counts = [[[0, 0, 0] for _ in MONASTERIES] for _ in st.players]
        for b, owner in st.buildings.items():
            if owner is not None:
                counts[owner][self.building_m[b]][1] += 1
        for c, owner in st.cloister.items():
            if owner is not None:
                counts[owner][self.cloister_m[c]][2] += 1
        for m, owners in st.chapels.items():
            i = self.m_index[m]
            for owner in owners:
                counts[owner][i][0] += 1
        return counts

    def final_projection(self, st: GameState, counts: Presence) -> list[int]:
        """Per player: monasteries + chapels + cloisters + tokens as if the game ended now
        (R-SCORE-1 to R-SCORE-4; the same sums as `final_scores`)."""
        n = len(st.players)
        out = [0] * n
        for m in range(len(MONASTERIES)):
            totals = [sum(counts[p][m]) for p in range(n)]
            best = max(totals)
            for p in range(n):
                here = counts[p][m]
                if best and totals[p] == best:
                    out[p] += MAJORITY_POINTS
                out[p] += 2 * here[2] * here[0]
        for p, player in enumerate(st.players):
            out[p] += CHAPEL_POINTS[sum(1 for here in counts[p] if here[0])]
            t = player.tokens
            out[p] += t["tool"] + 2 * t["book"] + (t["influence"] + t["soup"] + t["rosary"]) // 2
        return out

    def player_value(self, game: Game, p: int, final: int, counts: Presence, ck: Clock,
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
        total += self._missions(st, p, counts[p], left, room)
        total += self._dice(game, p)
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
        if effect == "points":
            return action.points / 2
        if effect in ("glass_from_chapel", "send"):
            return 1.0
        if effect == "messenger":
            return 0.4 * action.steps
        if effect == "take_one_of":
            return 0.8
        if effect == "exchange":
            return 0.5
        return 0.4  # one token

    def _window(self, window: list[list[str | None]], left: float) -> float:
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
        player = st.players[p]
        done = player.missions
        year = min(st.year, YEARS)
        total = 0.0
        hope = 0.15 + 0.75 * min(1.0, 2 * left)
        for mission, points, mi, need, anywhere, condition, at_least in self.cards:
            if mission in done:
                continue
            if mi is None:  # category C
                have = self._condition(st, p, condition, mine)
                progress = have / at_least if have < at_least else 1.0
                total += points[0] * progress * progress * hope
                continue
            here = mine[mi]
            free = room[mi]
            matched = 0
            spare = here[0] + here[1] + here[2]
            possible = True
            for a in range(3):
                got = here[a] if here[a] < need[a] else need[a]
                if got < need[a] and not free[a]:
                    possible = False
                    break
                matched += got
                spare -= got
            if not possible:
                continue
            matched += spare if spare < anywhere else anywhere
            progress = matched / at_least
            total += points[year - 1] * progress * progress * hope
        return total

    def _condition(self, st: GameState, p: int, condition: str, mine: list[list[int]]) -> int:
        player = st.players[p]
        if condition == "novices_sent":
            return 20 - sum(row.count(True) for row in player.novices) + player.extras_sent
        if condition == "common_rooms":
            return sum(1 for b in self.common_rooms if st.buildings[b] == p)
        if condition == "cloister_spaces":
            return sum(here[2] for here in mine)
        if condition == "window_monasteries":
            return len({m for row in player.window for m in row if m})
        return player.personal_dice

    def _room(self, st: GameState, monastery: str) -> tuple[bool, bool, bool]:
        """Whether a monastery's chapel, buildings and cloister have a free space."""
        lay = self.layout
        return (len(st.chapels[monastery]) < self.capacity,
                any(st.buildings[b] is None for b in lay.buildings_in[monastery]),
                any(st.cloister[c] is None for c in lay.cloister_in[monastery]))

    # ----------------------------------------------------------------- dice

    def can_send(self, st: GameState, p: int, discount: int) -> bool:
        """Whether p could pay for and place some novice now (R-SEND-*, R-BLD-1, R-CHP-1,
        R-CLO-*): a fast yes/no version of the engine's list of sends."""
        player = st.players[p]
        tokens = player.tokens
        novices = player.novices
        lay = self.layout
        connected = self.connects[player.messenger]
        open_ = [m for m in MONASTERIES if m in connected or p in st.chapels[m]]
        if tokens["influence"] >= max(0, 1 - discount):
            for row in (0, 1):
                if not any(novices[row]):
                    continue
                need = BUILDING_TOKEN_COST[row]
                for m in open_:
                    for b in lay.buildings_in[m]:
                        if st.buildings[b] is None and tokens[self.building_token[b]] >= need:
                            return True
        if any(novices[2]):
            cost = max(0, STEP_COST[min(player.chapel_sends, 2)] - discount)
            if tokens["influence"] >= cost and any(
                    len(st.chapels[m]) < self.capacity for m in open_):
                return True
        if any(novices[3]) and tokens["rosary"] >= STEP_COST[min(player.cloister_sends, 2)]:
            for m in open_:
                for c in lay.cloister_in[m]:
                    if st.cloister[c] is None and any(
                            st.buildings.get(b) == p for b in lay.adjacent[c]):
                        return True
        return False

    def can_glass(self, st: GameState, p: int) -> bool:
        window = st.players[p].window
        for m in MONASTERIES:
            if p not in st.chapels[m] or not st.chapel_tiles[m]:
                continue
            for r in range(3):
                row = window[r]
                if None not in row:
                    continue
                c = row.index(None)
                if m in row or window[0][c] == m or window[1][c] == m or window[2][c] == m:
                    continue
                return True
        return False

    def die_values(self, game: Game, p: int) -> list[float]:
        """The worth of one more die in each column A-E for p now (best action there)."""
        st = game.state
        player = st.players[p]
        tokens = player.tokens
        novices = player.novices
        sendable: dict[int, bool] = {}
        glass: bool | None = None
        out = []
        for col, column in enumerate(COLUMNS):
            best = 0.0
            for action in self.layout.column_actions[column]:
                row = action.row
                if row and novices[row - 1][col]:
                    continue
                effect = action.effect
                if effect == "send":
                    d = action.discount
                    if d not in sendable:
                        sendable[d] = self.can_send(st, p, d)
                    v = SEND_DIE if sendable[d] else 0.0
                elif effect == "take":
                    v = sum(self._token_gain(tokens, t) * n for t, n in action.tokens)
                elif effect == "take_one_of":
                    v = max(sum(self._token_gain(tokens, t) * n for t, n in b)
                            for b in action.choices)
                elif effect == "exchange":
                    v = max((self._token_gain(tokens, t.get) - self._token_gain(tokens, t.give)
                             for t in action.trades if tokens[t.give] > 0), default=0.0)
                elif effect == "messenger":
                    v = STEP_VALUE * action.steps
                elif effect == "points":
                    v = float(action.points)
                else:  # glass_from_chapel
                    if glass is None:
                        glass = self.can_glass(st, p)
                    v = GLASS_DIE if glass else 0.0
                if v > best:
                    best = v
            if player.yellow[col]:
                best += 1.0
            out.append(best)
        return out

    def _token_gain(self, tokens: dict[str, int], token: str) -> float:
        use = TOKEN_USE[token] if tokens[token] < TOKEN_CAP[token] else 0.0
        return TOKEN_FINAL[token] + use

    def _dice(self, game: Game, p: int) -> float:
        """Dice not used yet that p may get: on the spaces, in hand, on p's action tile."""
        st = game.state
        worth = None
        total = 0.0
        share = NEUTRAL_SHARE[self.players]
        for s, space in enumerate(st.dice_spaces):
            if not space:
                continue
            mine = 0
            neutral = 0
            for d in space:
                if d.owner is None:
                    neutral += 1
                elif d.owner == p:
                    mine += 1
            if not mine and not neutral:
                continue
            if worth is None:
                worth = self.die_values(game, p)
            v = max(worth) if s + 1 == JOKER else worth[s]
            total += v * (mine + share * neutral)
        hand = st.players[p].hand
        if hand:
            if worth is None:
                worth = self.die_values(game, p)
            mean = (sum(worth) + max(worth)) / 6
            for d in hand:
                total += mean * (1.0 if d.owner == p else share)
        if st.current == p and st.turn.dice and st.phase == "actions":
            if worth is None:
                worth = self.die_values(game, p)
            total += worth[COLUMNS.index(st.turn.column)] * len(st.turn.dice)
        return total
