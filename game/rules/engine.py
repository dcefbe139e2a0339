"""The game: one question at a time, every legal answer listed, events for what happened.

`Game.decision` says who decides what; `Game.options()` lists every legal option (short strings
such as "place:3" or "send:2B:C4"); `Game.apply(option)` changes the state and returns the events.
Pending work (a die to use, a novice to send, a road bonus...) sits on a stack of tasks in the
state; the top task is the current question. A question with a single answer is answered at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from . import events as E
from . import rng
from .constants import (
    BUILDING_REWARD,
    BUILDING_TOKEN,
    BUILDING_TOKEN_COST,
    CHAPEL_CAPACITY,
    JOKER,
    MAX_DICE_TAKEN,
    MAX_PERSONAL_DICE,
    NEUTRAL_DICE,
    ROAD_DIE_POINTS,
    START_TOKENS,
    STEP_COST,
    TILES_PER_PLAYER,
    YEARS,
)
from .edition import COLUMNS, MONASTERIES, ActionDef, Edition
from .layout import Layout
from .missions import check_missions
from .scoring import final_scores
from .state import Die, GameState, PlayerState, Task, TurnState, clone_state

ROW_NAMES = ("I", "II", "III", "IV")


class IllegalOption(ValueError):
    """An option that is not legal now; the state is left unchanged."""


@dataclass(frozen=True, slots=True)
class Setup:
    names: tuple[str, ...]
    seed: int
    first: int | None = None  # None: chosen at random from the seed (R-SETUP-8)

    @property
    def players(self) -> int:
        return len(self.names)


@dataclass(frozen=True, slots=True)
class Decision:
    player: int
    kind: str  # place, new_die, take, use, send, extra, glass, bonus_action, bonus_token,
    #            bonus_soup, bonus_die
    options: tuple[str, ...]
    data: dict


class Game:
    """A game in progress: the edition's layout, the state and the current question."""

    def __init__(self, edition: Edition, state: GameState) -> None:
        self.layout = Layout(edition, len(state.players))
        self.state = state
        self._options: list[str] = []
        self._option_set: frozenset[str] = frozenset()
        self.settle()

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(cls, edition: Edition, setup: Setup) -> tuple[Game, list[E.Event]]:
        n = setup.players
        if n not in NEUTRAL_DICE:
            raise ValueError(f"Monasterium is for 2 to 4 players, not {n}")
        layout = Layout(edition, n)
        seed = rng.seed_state(setup.seed)
        missions: list[str] = []
        for category in "ABC":  # R-SETUP-4
            cards = [m.id for m in edition.missions if m.category == category]
            seed, shuffled = _shuffle(seed, cards)
            missions += shuffled[:2]
        first = setup.first
        if first is None:
            seed, first = rng.below(seed, n)
        state = GameState(
            players=[PlayerState(name=name) for name in setup.names],
            side=layout.side.id,
            rng=seed,
            missions=missions,
            mission_discs={m: [] for m in missions},
            buildings={b.id: None for b in layout.buildings},
            cloister={c.id: None for c in layout.cloister},
            blocked=list(layout.blocked),
            chapels={m: [] for m in MONASTERIES},
            chapel_tiles=dict.fromkeys(MONASTERIES, TILES_PER_PLAYER * n),
            dice_spaces=[[] for _ in range(6)],
            first=first,
            current=first,
        )
        for player in state.players:
            player.tokens.update(START_TOKENS)
        game = cls.__new__(cls)
        game.layout = layout
        game.state = state
        events: list[E.Event] = []
        game._start_round(events)
        game._settle(events)
        return game, events

    # ------------------------------------------------------------ the question

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    @property
    def decision(self) -> Decision | None:
        if self.over:
            return None
        task = self.state.stack[-1]
        data = dict(task.data)
        if task.kind == "use":
            data["column"] = self.state.turn.column
            data["dice"] = len(self.state.turn.dice)
        return Decision(task.player, task.kind, tuple(self._options), data)

    def options(self) -> list[str]:
        return list(self._options)

    def apply(self, option: str) -> list[E.Event]:
        if self.over:
            raise IllegalOption(f"option {option!r} refused: the game is over")
        if option not in self._option_set:
            task = self.state.stack[-1]
            who = self.state.players[task.player].name
            raise IllegalOption(
                f"option {option!r} is not legal now: {who} must answer {task.kind!r} "
                f"with one of {', '.join(self._options[:8])}"
                + (" ..." if len(self._options) > 8 else "")
            )
        events: list[E.Event] = []
        self._resolve(self.state.stack[-1], option, events)
        self._settle(events)
        return events

    def clone(self) -> Game:
        """An independent copy (same dice to come) for searching bots."""
        copy = Game.__new__(Game)
        copy.layout = self.layout
        copy.state = clone_state(self.state)
        copy._options = self._options
        copy._option_set = self._option_set
        return copy

    def settle(self) -> list[E.Event]:
        """Bring a state built by hand (tests, loading) to its next question."""
        events: list[E.Event] = []
        self._settle(events)
        return events

    def _settle(self, ev: list[E.Event]) -> None:
        st = self.state
        while st.phase != "over":
            if not st.stack:
                self._end_turn(ev)
                continue
            task = st.stack[-1]
            opts = getattr(self, f"_options_{task.kind}")(task, ev)
            if opts is None:  # resolved without a question
                continue
            if not opts:  # nothing can be done: that part is lost
                st.stack.pop()
                continue
            if len(opts) == 1:  # the rules leave only one option
                self._resolve(task, opts[0], ev)
                continue
            self._options = opts
            self._option_set = frozenset(opts)
            return
        self._options = []
        self._option_set = frozenset()

    def _resolve(self, task: Task, option: str, ev: list[E.Event]) -> None:
        getattr(self, f"_apply_{task.kind}")(task, option.split(":"), ev)

    # ------------------------------------------------------- rounds and turns

    def _start_round(self, ev: list[E.Event]) -> None:
        st = self.state
        n = len(st.players)
        for p, player in enumerate(st.players):  # R-ROUND-3
            player.reroll_active = True
            player.hand = [Die(None) for _ in range(NEUTRAL_DICE[n])]
            player.hand += [Die(p) for _ in range(player.personal_dice)]
        st.spent = []
        st.phase = "placement"
        ev.append(E.RoundStarted(st.first, st.year, st.round))
        self._start_placement_turn(st.first, ev)

    def _start_placement_turn(self, p: int, ev: list[E.Event]) -> None:
        st = self.state
        st.current = p
        hand = st.players[p].hand
        for die in hand:  # R-PLACE-1
            die.value = self._roll()
        ev.append(E.DiceRolled(p, tuple((d.owner, d.value) for d in hand)))
        st.stack.append(Task("place", p))

    def _start_action_turn(self, p: int) -> None:
        st = self.state
        st.current = p
        st.turn = TurnState()
        st.stack.append(Task("take", p))

    def _end_turn(self, ev: list[E.Event]) -> None:
        """The current turn is over: start the next one, the next phase or the next round."""
        st = self.state
        n = len(st.players)
        order = [(st.current + i) % n for i in range(1, n + 1)]
        if st.phase == "placement":
            for p in order:
                if st.players[p].hand:  # R-PLACE-2
                    self._start_placement_turn(p, ev)
                    return
            st.phase = "actions"
            order = [(st.first + i) % n for i in range(n)]
        for p in order:  # R-ACT-9: a player with nothing to take is skipped
            if self._can_take(p):
                self._start_action_turn(p)
                return
        self._end_round(ev)

    def _end_round(self, ev: list[E.Event]) -> None:
        st = self.state
        n = len(st.players)
        ev.append(E.RoundEnded(None, st.year, st.round))
        if st.round == n:  # R-ROUND-4
            ev.append(E.YearEnded(None, st.year))
            if st.year == YEARS:
                self._end_game(ev)
                return
            st.year += 1
            st.round = 1
        else:
            st.round += 1
        st.first = (st.first + 1) % n  # R-ROUND-3: the chalice passes left
        self._start_round(ev)

    def _end_game(self, ev: list[E.Event]) -> None:
        st = self.state
        st.final = final_scores(self.layout, st)
        totals = [sum(st.final[c][p] for c in st.final) for p in range(len(st.players))]
        for p, player in enumerate(st.players):
            player.score = totals[p]
        best = max(totals)
        st.winners = [p for p, t in enumerate(totals) if t == best]  # R-SCORE-5
        st.phase = "over"
        st.stack = []
        ev.append(E.GameEnded(None, tuple(totals), tuple(st.winners)))

    # ------------------------------------------------------------ helpers

    def _roll(self) -> int:
        self.state.rng, value = rng.below(self.state.rng, 6)
        return value + 1

    def _score(self, p: int, points: int, reason: str, category: str, ev: list[E.Event]) -> None:
        if points <= 0:
            return
        player = self.state.players[p]
        player.score += points
        player.scored[category] = player.scored.get(category, 0) + points
        ev.append(E.PointsScored(p, points, reason, category))

    def _gain(self, p: int, delta: dict[str, int], reason: str, ev: list[E.Event]) -> None:
        tokens = self.state.players[p].tokens
        for token, n in delta.items():
            tokens[token] += n
        ev.append(E.TokensChanged(p, tuple(delta.items()), reason))

    def _missions(self, p: int, ev: list[E.Event]) -> None:
        for mission, points in check_missions(self.layout, self.state, p):
            st = self.state
            st.players[p].missions.append(mission)
            st.mission_discs[mission].append([p, st.year])
            ev.append(E.MissionCompleted(p, mission, st.year, points))
            self._score(p, points, f"mission {mission}", "missions", ev)

    # ------------------------------------------------- placement (R-PLACE-*)

    def _options_place(self, task: Task, ev: list[E.Event]) -> list[str]:
        player = self.state.players[task.player]
        hand = player.hand
        opts = [f"place:{v}" for v in sorted({d.value for d in hand})]
        if player.reroll_active:  # R-PLACE-3: any sub-multiset of the dice just rolled
            groups = _dice_groups(hand)
            for counts in product(*(range(c + 1) for c in groups.values())):
                if any(counts):
                    spec = ",".join(
                        f"{key}x{c}" for key, c in zip(groups, counts, strict=True) if c
                    )
                    opts.append(f"reroll:{spec}")
        return opts

    def _apply_place(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        st = self.state
        p = task.player
        player = st.players[p]
        if args[0] == "reroll":
            player.reroll_active = False
            for part in args[1].split(","):
                key, count = part.split("x")
                chosen = [d for d in player.hand if _die_key(d) == key][: int(count)]
                for die in chosen:
                    die.value = self._roll()
            ev.append(E.DiceRolled(p, tuple((d.owner, d.value) for d in player.hand), True))
            return
        value = int(args[1])
        placed = [d for d in player.hand if d.value == value]
        player.hand = [d for d in player.hand if d.value != value]
        st.dice_spaces[value - 1].extend(placed)
        ev.append(E.DicePlaced(p, value, tuple(d.owner for d in placed)))
        st.stack.pop()

    # ------------------------------------------------------ actions (R-ACT-*)

    def _takeable(self, p: int, space: list[Die]) -> int:
        return sum(1 for d in space if d.owner is None or d.owner == p)

    def _can_take(self, p: int) -> bool:
        return any(self._takeable(p, s) for s in self.state.dice_spaces)

    def _options_take(self, task: Task, ev: list[E.Event]) -> list[str]:
        opts = []
        spaces = self.state.dice_spaces
        for s in range(5):  # R-ACT-4: up to 3 dice from spaces 1-5
            for k in range(1, min(MAX_DICE_TAKEN, self._takeable(task.player, spaces[s])) + 1):
                opts.append(f"take:{s + 1}:{k}")
        if self._takeable(task.player, spaces[JOKER - 1]):  # R-ACT-5: one die, any column
            opts += [f"take:{JOKER}:{c}" for c in COLUMNS]
        return opts

    def _apply_take(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        st = self.state
        p = task.player
        space = int(args[1])
        if space == JOKER:
            count, column = 1, args[2]
        else:
            count, column = int(args[2]), COLUMNS[space - 1]
        dice = st.dice_spaces[space - 1]
        # R-ACT-2, R-ACT-3: own personal dice first, never another player's
        ordered = [d for d in dice if d.owner == p] + [d for d in dice if d.owner is None]
        taken = ordered[:count]
        st.dice_spaces[space - 1] = [d for d in dice if all(d is not t for t in taken)]
        st.turn.column = column
        st.turn.dice = taken
        st.stack.pop()
        ev.append(E.DiceTaken(p, space, column, tuple(d.owner for d in taken)))
        if st.players[p].yellow[COLUMNS.index(column)]:  # R-ROWIV-1
            self._score(p, len(taken), f"yellow tile {column}", "play", ev)
        st.stack.append(Task("use", p))

    def _options_use(self, task: Task, ev: list[E.Event]) -> list[str] | None:
        turn = self.state.turn
        if not turn.dice:
            self.state.stack.pop()
            return None
        opts = self._action_options(task.player, (turn.column,))
        if not opts:  # R-ACT-8: no action possible, the die is lost
            self.state.spent.append(turn.dice.pop())
            ev.append(E.DieLost(task.player, turn.column))
            return None
        return opts

    def _apply_use(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        turn = self.state.turn
        self.state.spent.append(turn.dice.pop())  # R-ACT-7: one action per die
        self._perform(task.player, args, False, ev)

    def _options_bonus_action(self, task: Task, ev: list[E.Event]) -> list[str] | None:
        return self._action_options(task.player, COLUMNS)  # R-ROAD-4a

    def _apply_bonus_action(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        self.state.stack.pop()
        self._perform(task.player, args, True, ev)

    def _available_actions(self, p: int, column: str) -> list[ActionDef]:
        """The standard action and every unlocked action of a column still usable this turn."""
        player = self.state.players[p]
        col = COLUMNS.index(column)
        used = self.state.turn.used_once
        found = []
        for action in self.layout.column_actions[column]:
            row = action.row
            if row and player.novices[row - 1][col]:
                continue  # R-UNLOCK-1: still locked by its novice
            if row >= 2 and action.key in used:
                continue  # R-UNLOCK-2: rows II and III once per turn
            found.append(action)
        return found

    def _action_options(self, p: int, columns: tuple[str, ...]) -> list[str]:
        opts = []
        tokens = self.state.players[p].tokens
        for column in columns:
            for action in self._available_actions(p, column):
                key, effect = action.key, action.effect
                if effect == "send":
                    if self._send_options(p, action.discount, None, first_only=True):
                        opts.append(f"act:{key}")
                elif effect == "take_one_of":
                    opts += [f"act:{key}:{_bundle_name(b)}" for b in action.choices]
                elif effect == "exchange":
                    opts += [f"act:{key}:{t.give}>{t.get}" for t in action.trades
                             if tokens[t.give] > 0]
                elif effect == "glass_from_chapel":
                    if self._glass_options(p, self._own_chapels(p), first_only=True):
                        opts.append(f"act:{key}")
                else:
                    opts.append(f"act:{key}")
        return opts

    def _perform(self, p: int, args: list[str], bonus: bool, ev: list[E.Event]) -> None:
        st = self.state
        action = self.layout.edition.actions[args[1]]
        choice = args[2] if len(args) > 2 else ""
        if action.row >= 2:
            st.turn.used_once.append(action.key)
        ev.append(E.ActionPerformed(p, action.key, choice, bonus))
        effect = action.effect
        if effect == "send":
            st.stack.append(Task("send", p, {"discount": action.discount}))
        elif effect == "take":
            self._gain(p, dict(action.tokens), f"action {action.key}", ev)
        elif effect == "take_one_of":
            bundle = next(b for b in action.choices if _bundle_name(b) == choice)
            self._gain(p, dict(bundle), f"action {action.key}", ev)
        elif effect == "exchange":
            give, get = choice.split(">")
            self._gain(p, {give: -1, get: 1}, f"action {action.key}", ev)
        elif effect == "messenger":
            self._move_messenger(p, action.steps, ev)
        elif effect == "points":
            self._score(p, action.points, f"action {action.key}", "play", ev)
        elif effect == "glass_from_chapel":
            st.stack.append(Task("glass", p, {"monasteries": self._own_chapels(p)}))

    # ------------------------------------------------------ sending (R-SEND-*)

    def _own_chapels(self, p: int) -> list[str]:
        return [m for m in MONASTERIES if p in self.state.chapels[m]]

    def _open_monasteries(self, p: int) -> list[str]:
        """R-ROAD-2, R-CHP-3: connected to the messenger's space, or a chapel novice there."""
        st = self.state
        connected = self.layout.road[st.players[p].messenger].connects
        return [m for m in MONASTERIES if m in connected or p in st.chapels[m]]

    def _targets(self, p: int, area: str, monasteries: list[str]) -> list[str]:
        """Free spaces of an area (building, chapel, cloister) a novice of p may go to."""
        st = self.state
        lay = self.layout
        if area == "building":
            return [b for m in monasteries for b in lay.buildings_in[m]
                    if st.buildings[b] is None]
        if area == "chapel":
            cap = CHAPEL_CAPACITY[len(st.players)]
            return [f"{m}-chapel" for m in monasteries if len(st.chapels[m]) < cap]
        return [c for m in monasteries for c in lay.cloister_in[m]
                if st.cloister[c] is None
                and any(st.buildings.get(b) == p for b in lay.adjacent[c])]  # R-CLO-1

    def _send_cost(self, p: int, row: int, target: str, discount: int) -> dict[str, int]:
        player = self.state.players[p]
        if target.endswith("-chapel"):  # R-CHP-1
            return {"influence": max(0, STEP_COST[min(player.chapel_sends, 2)] - discount)}
        if target in self.state.cloister:  # R-CLO-2
            return {"rosary": STEP_COST[min(player.cloister_sends, 2)]}
        token = BUILDING_TOKEN[self.layout.kind[target]]  # R-BLD-1
        return {"influence": max(0, 1 - discount), token: BUILDING_TOKEN_COST[row]}

    def _send_options(self, p: int, discount: int, extra_row: int | None,
                      first_only: bool = False) -> list[str]:
        st = self.state
        player = st.players[p]
        monasteries = self._open_monasteries(p)
        opts: list[str] = []
        if extra_row is not None:  # R-EXTRA-1: anywhere, for free
            for area in ("building", "chapel", "cloister"):
                opts += [f"extra:{extra_row + 1}:{t}" for t in self._targets(p, area, monasteries)]
            return opts
        for row, area in enumerate(("building", "building", "chapel", "cloister")):
            columns = [c for c in range(5) if player.novices[row][c]]
            if not columns:
                continue
            for target in self._targets(p, area, monasteries):
                cost = self._send_cost(p, row, target, discount)
                if all(player.tokens[t] >= n for t, n in cost.items()):
                    opts += [f"send:{row + 1}{COLUMNS[c]}:{target}" for c in columns]
                    if first_only:
                        return opts
        return opts

    def _options_send(self, task: Task, ev: list[E.Event]) -> list[str]:
        return self._send_options(task.player, task.data["discount"], None)

    def _apply_send(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        st = self.state
        p = task.player
        player = st.players[p]
        row, column = int(args[1][0]) - 1, args[1][1]
        col = COLUMNS.index(column)
        target = args[2]
        cost = self._send_cost(p, row, target, task.data["discount"])
        st.stack.pop()
        self._gain(p, {t: -n for t, n in cost.items()}, "send", ev)
        player.novices[row][col] = False
        if row == 2:
            player.chapel_sends += 1
        elif row == 3:
            player.cloister_sends += 1
        if not any(player.novices[row]) and player.extras[row]:  # R-EXTRA-1, after the rest
            st.stack.append(Task("extra", p, {"row": row}))
        ev.append(E.NoviceSent(p, row + 1, column, target))
        self._place_novice(p, target, ev)
        if row < 3:  # R-UNLOCK-1
            ev.append(E.ActionUnlocked(p, f"{column}{row + 1}"))
        else:
            self._flip_tile(p, col, ev)
        self._missions(p, ev)

    def _options_extra(self, task: Task, ev: list[E.Event]) -> list[str] | None:
        opts = self._send_options(task.player, 0, task.data["row"])
        if not opts:
            self.state.stack.pop()  # nowhere to go now: the chance is gone
            return None
        return [*opts, "extra:skip"]

    def _apply_extra(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        st = self.state
        p = task.player
        st.stack.pop()
        if args[1] == "skip":
            return
        player = st.players[p]
        row = task.data["row"]
        player.extras[row] = False
        player.extras_sent += 1
        ev.append(E.NoviceSent(p, row + 1, "", args[2], True))
        self._place_novice(p, args[2], ev)
        self._missions(p, ev)

    def _place_novice(self, p: int, target: str, ev: list[E.Event]) -> None:
        st = self.state
        if target.endswith("-chapel"):
            st.chapels[target[0]].append(p)
            return
        if target in st.cloister:
            st.cloister[target] = p
            return
        st.buildings[target] = p
        kind = self.layout.kind[target]
        points, token = BUILDING_REWARD[kind]  # R-BLD-2
        self._score(p, points, f"building {target}", "play", ev)
        if token:
            self._gain(p, {token: 1}, f"building {target}", ev)
        else:
            monastery = self.layout.monastery_of[target]
            st.stack.append(Task("glass", p, {"monasteries": [monastery]}))

    def _flip_tile(self, p: int, col: int, ev: list[E.Event]) -> None:
        st = self.state
        st.players[p].yellow[col] = True  # R-CLO-3
        ev.append(E.TileFlipped(p, COLUMNS[col]))
        if st.turn.column == COLUMNS[col] and st.current == p:  # R-ROWIV-1: dice still there
            self._score(p, len(st.turn.dice), f"yellow tile {COLUMNS[col]}", "play", ev)

    # --------------------------------------------------------- road (R-ROAD-*)

    def _move_messenger(self, p: int, steps: int, ev: list[E.Event]) -> None:
        player = self.state.players[p]
        road = self.layout.road
        start = player.messenger
        reached = []
        for _ in range(steps):  # R-ROAD-1: forward, from the last space back to the first
            player.messenger = (player.messenger + 1) % len(road)
            if road[player.messenger].bonus:
                reached.append(road[player.messenger])
        ev.append(E.MessengerMoved(p, start, player.messenger))
        for space in reversed(reached):  # R-ROAD-3: every bonus reached or passed, in order
            self.state.stack.append(Task(f"road_{space.bonus}", p, {"space": space.index}))

    def _road_bonus_event(self, task: Task, ev: list[E.Event]) -> None:
        bonus = task.kind.removeprefix("road_")
        ev.append(E.RoadBonusReached(task.player, task.data["space"], bonus))

    def _options_road_action(self, task: Task, ev: list[E.Event]) -> list[str] | None:
        self._road_bonus_event(task, ev)
        self.state.stack[-1] = Task("bonus_action", task.player)
        return None

    def _options_road_influence_or_rosary(self, task: Task, ev: list[E.Event]) -> None:
        self._road_bonus_event(task, ev)
        self.state.stack[-1] = Task("bonus_token", task.player)

    def _options_road_soup_or_exchange(self, task: Task, ev: list[E.Event]) -> None:
        self._road_bonus_event(task, ev)
        self.state.stack[-1] = Task("bonus_soup", task.player)

    def _options_road_glass(self, task: Task, ev: list[E.Event]) -> None:
        self._road_bonus_event(task, ev)
        self.state.stack[-1] = Task("glass", task.player, {"monasteries": list(MONASTERIES)})

    def _options_road_personal_die(self, task: Task, ev: list[E.Event]) -> None:
        self._road_bonus_event(task, ev)
        self.state.stack[-1] = Task("bonus_die", task.player)

    def _options_bonus_token(self, task: Task, ev: list[E.Event]) -> list[str]:
        return ["bonus:influence", "bonus:rosary"]  # R-ROAD-4b

    def _options_bonus_soup(self, task: Task, ev: list[E.Event]) -> list[str]:
        tokens = self.state.players[task.player].tokens  # R-ROAD-4c
        opts = ["bonus:soup"]
        if tokens["soup"]:
            opts.append("bonus:soup>tool")
        if tokens["tool"]:
            opts.append("bonus:tool>book")
        return opts

    def _apply_bonus_token(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        self.state.stack.pop()
        if ">" in args[1]:
            give, get = args[1].split(">")
            self._gain(task.player, {give: -1, get: 1}, "road bonus", ev)
        else:
            self._gain(task.player, {args[1]: 1}, "road bonus", ev)

    _apply_bonus_soup = _apply_bonus_token

    def _options_bonus_die(self, task: Task, ev: list[E.Event]) -> list[str] | None:
        if self.state.players[task.player].personal_dice < MAX_PERSONAL_DICE:
            return ["die:take", "die:points"]  # R-ROAD-5, R-ROAD-6
        self._apply_bonus_die(task, ["die", "points"], ev)
        return None

    def _apply_bonus_die(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        st = self.state
        p = task.player
        st.stack.pop()
        if args[1] == "points":
            self._score(p, ROAD_DIE_POINTS, "road end", "play", ev)
            return
        player = st.players[p]
        player.personal_dice += 1
        die = Die(p, self._roll())
        player.hand.append(die)  # in hand until placed, after a possible reroll
        ev.append(E.PersonalDieGained(p, die.value))
        st.stack.append(Task("new_die", p, {"value": die.value}))
        self._missions(p, ev)

    def _options_new_die(self, task: Task, ev: list[E.Event]) -> list[str] | None:
        if self.state.players[task.player].reroll_active:
            return ["new_die:keep", "new_die:reroll"]  # R-ROAD-5 with R-PLACE-3
        self._apply_new_die(task, ["new_die", "keep"], ev)
        return None

    def _apply_new_die(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        st = self.state
        p = task.player
        player = st.players[p]
        die = player.hand.pop()
        if args[1] == "reroll":
            player.reroll_active = False
            die.value = self._roll()
            ev.append(E.DiceRolled(p, ((p, die.value),), True))
        st.stack.pop()
        st.dice_spaces[die.value - 1].append(die)
        ev.append(E.DicePlaced(p, die.value, (p,)))

    # ----------------------------------------------------- glass (R-GLASS-*)

    def _glass_options(self, p: int, monasteries: list[str], first_only: bool = False
                       ) -> list[str]:
        st = self.state
        window = st.players[p].window
        opts = []
        for m in monasteries:
            if not st.chapel_tiles[m]:
                continue
            for r in range(3):
                row = window[r]
                if None not in row:
                    continue
                c = row.index(None)  # R-GLASS-2: leftmost free space
                if m in row or any(window[i][c] == m for i in range(3)):  # R-GLASS-4
                    continue
                opts += [f"glass:{m}:{r + 1}:row", f"glass:{m}:{r + 1}:column"]
                if first_only:
                    return opts
        return opts

    def _options_glass(self, task: Task, ev: list[E.Event]) -> list[str] | None:
        opts = self._glass_options(task.player, task.data["monasteries"])
        if not opts:  # R-GLASS-5
            self.state.stack.pop()
            ev.append(E.GlassLost(task.player, "no tile can be taken and built"))
            return None
        return opts

    def _apply_glass(self, task: Task, args: list[str], ev: list[E.Event]) -> None:
        st = self.state
        p = task.player
        m, r, bonus = args[1], int(args[2]) - 1, args[3]
        window = st.players[p].window
        c = window[r].index(None)
        st.stack.pop()
        st.chapel_tiles[m] -= 1
        window[r][c] = m
        ev.append(E.GlassBuilt(p, m, r + 1, c + 1, bonus))
        edition = self.layout.edition
        line = edition.window_rows[r] if bonus == "row" else edition.window_columns[c]
        if line.tokens:  # R-GLASS-6
            self._gain(p, dict(line.tokens), "window bonus", ev)
        if None not in window[r]:  # R-GLASS-7
            self._score(p, edition.window_rows[r].points, f"window row {r + 1}", "window", ev)
        if all(window[i][c] for i in range(3)):
            self._score(p, edition.window_columns[c].points, f"window column {c + 1}",
                        "window", ev)
        self._missions(p, ev)
        if line.messenger:
            self._move_messenger(p, line.messenger, ev)


def _shuffle(state: int, items: list[str]) -> tuple[int, list[str]]:
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        state, j = rng.below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state, items


def _die_key(die: Die) -> str:
    return f"{die.value}{'n' if die.owner is None else 'p'}"


def _dice_groups(hand: list[Die]) -> dict[str, int]:
    groups: dict[str, int] = {}
    for die in sorted(hand, key=_die_key):
        key = _die_key(die)
        groups[key] = groups.get(key, 0) + 1
    return groups


def _bundle_name(bundle: tuple[tuple[str, int], ...]) -> str:
    return "+".join(token for token, _ in bundle)
