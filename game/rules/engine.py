"""The game: one question at a time, every legal move listed, events for what happened.

`Game.decision` says who decides what; `Game.options()` lists every legal move (typed values of
game.rules.moves); `Game.apply(move)` changes the state and returns the events. Pending work (a
die to use, a novice to send, a road bonus...) sits on a stack of tasks in the state; the top task
is the current question. How each kind of task is answered is in `TASKS` (tasks.py): a step
that needs no question, the options (listing them changes nothing), what happens when none is
left, and how a move is applied. A question with a single answer is answered at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import repeat
from operator import is_

from . import actions, rng, road
from . import events as E
from .chapter import ChapterPlay, ChapterRules, play_on
from .chapter import set_up as set_up_chapter
from .constants import NEUTRAL_DICE, START_TOKENS, TILES_PER_PLAYER, YEARS, table_size
from .coop import baron, team
from .edition import MONASTERIES, Edition
from .layout import Layout, layout_for
from .missions import check_missions
from .moves import Move, MoveError, parse
from .policy import rolled
from .scoring import final_scores
from .state import Die, GameState, PlayerState, Task, TurnState, clone_state
from .task_info import DecisionInfo, UseInfo
from .tasks import STEPS

ROW_NAMES = ("I", "II", "III", "IV")


class IllegalOption(ValueError):
    """An option that is not legal now; the state is left unchanged."""


@dataclass(frozen=True, slots=True)
class Setup:
    names: tuple[str, ...]
    seed: int
    first: int | None = None  # None: chosen at random from the seed (R-SETUP-8)
    coop: str = ""  # a difficulty: together against the Baron (R-COOP-*); "": competitive
    chapter: ChapterRules | None = None  # a campaign chapter's own rules (R-CAMP-*)

    @property
    def players(self) -> int:
        return len(self.names)


@dataclass(frozen=True, slots=True)
class Decision:
    player: int
    kind: str  # place, new_die, take, use, send, extra, glass, bonus_action, bonus_token,
    #            bonus_soup, bonus_die
    options: tuple[Move, ...]
    info: DecisionInfo  # what a decision of its kind shows (task_info.py)


class Game:
    """A game in progress: the edition's layout, the state and the current question."""

    def __init__(self, layout: Layout, state: GameState, settle: bool = True) -> None:
        self.layout = layout
        self.state = state
        self._options: list[Move] = []
        if settle:
            self.settle()

    @property
    def chapter(self) -> ChapterPlay | None:
        """A campaign chapter's progress (R-CAMP-*), kept in the state."""
        return self.state.chapter

    @classmethod
    def resume(cls, edition: Edition, state: GameState) -> Game:
        """A game from a state built by hand (tests, loading), brought to its next question."""
        return cls(layout_for(edition, table_size(len(state.players))), state)

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(cls, edition: Edition, setup: Setup,
            stir: Callable[[int], int] | None = None) -> tuple[Game, list[E.Event]]:
        """`stir`: the dice generator's state changed just before the first roll (the
        players' contributions at a hosted table, game/rules/mix.py)."""
        n = setup.players
        baron.check_players(edition.coop, setup.players, setup.coop)
        layout = layout_for(edition, table_size(n))
        seed = rng.seed_state(setup.seed)
        missions: list[str] = []
        for category in "ABC":  # R-SETUP-4
            cards = [m.id for m in edition.missions if m.category == category]
            seed, shuffled = rng.shuffle(seed, cards)
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
            chapel_tiles=dict.fromkeys(MONASTERIES, TILES_PER_PLAYER * table_size(n)),
            dice_spaces=[[] for _ in range(6)],
            first=first,
            current=first,
        )
        for player in state.players:
            player.tokens.update(START_TOKENS)
        if stir is not None:
            state.rng = stir(state.rng)
        if setup.coop and edition.coop is not None:  # R-COOP-2
            state.coop = baron.new_coop(state, edition.coop, setup.coop, n)
        game = cls(layout, state, settle=False)
        events: list[E.Event] = []
        if setup.chapter is not None:
            state.chapter = ChapterPlay(setup.chapter)
            set_up_chapter(game, state.chapter, events)
        game._start_round(events)
        game._settle(events)
        if game.chapter is not None:
            play_on(game, first, events)
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
        info: DecisionInfo = task.info
        if task.kind == "use":
            turn = self.state.turn
            info = UseInfo(turn.column, len(turn.dice))
        return Decision(task.player, task.kind, tuple(self._options), info)

    def options(self) -> list[Move]:
        return list(self._options)

    def apply(self, move: Move | str) -> list[E.Event]:
        """Play a legal move (or its record text); IllegalOption leaves the state unchanged."""
        if isinstance(move, str):
            try:
                move = parse(move)
            except MoveError as error:
                raise IllegalOption(str(error)) from None
        if self.state.phase == "over":
            raise IllegalOption(f"move {str(move)!r} refused: the game is over")
        if not self._is_option(move):
            task = self.state.stack[-1]
            who = self.state.players[task.player].name
            shown = ", ".join(str(m) for m in self._options[:8])
            raise IllegalOption(
                f"move {str(move)!r} is not legal now: {who} must answer {task.kind!r} "
                f"with one of {shown}" + (" ..." if len(self._options) > 8 else "")
            )
        events: list[E.Event] = []
        task = self.state.stack[-1]
        STEPS[task.kind][3](self, task, move, events)
        self._settle(events)
        if self.chapter is not None:
            play_on(self, task.player, events)
        return events

    def reveals(self, move: Move) -> bool:
        """Whether playing the legal `move` rolls dice or reveals a card of the Baron's
        (OpenSpiel's chance node, named before the move is played): the core plays it on its
        own copy, so the caller's game is never touched and nothing needs taking back."""
        trial = self.clone()
        return rolled(trial.apply(move))

    def _is_option(self, move: Move) -> bool:
        # a bot or the window hands back one of the listed objects: found by identity first,
        # in C (an equality test per option is slow on a long list of rerolls)
        options = self._options
        return any(map(is_, options, repeat(move))) or move in options

    def clone(self) -> Game:
        """An independent copy (same dice to come) for searching bots."""
        copy = Game(self.layout, clone_state(self.state), settle=False)
        copy._options = self._options
        return copy

    def settle(self) -> list[E.Event]:
        """Bring a state built by hand (tests, loading) to its next question."""
        events: list[E.Event] = []
        self._settle(events)
        return events

    def _settle(self, ev: list[E.Event]) -> None:
        """Resolve everything that needs no question, up to the next question."""
        st = self.state
        seen = 0  # events a co-op game has looked at for threats answered (R-COOP-5)
        while st.phase != "over":
            if not st.stack:  # a turn ends: before the round may end, threats see its actions
                if st.coop is not None:
                    seen = team.actions_done(self, ev, seen)
                self._end_turn(ev)
                continue
            task = st.stack[-1]
            forced, options, none_left, apply = STEPS[task.kind]
            if forced is not None and forced(self, task, ev):
                continue
            opts = options(self, task)
            if not opts:  # nothing can be done: that part is lost
                none_left(self, task, ev)
                continue
            if len(opts) == 1:  # the rules leave only one option
                ev.append(E.OnlyChoice(task.player, task.kind, str(opts[0])))
                apply(self, task, opts[0], ev)
                continue
            self._options = opts
            if st.coop is not None:
                team.actions_done(self, ev, seen)
            return
        self._options = []

    # ------------------------------------------------------- rounds and turns

    def _start_round(self, ev: list[E.Event]) -> None:
        st = self.state
        neutral = NEUTRAL_DICE[table_size(len(st.players))]
        for p, player in enumerate(st.players):  # R-ROUND-3
            player.reroll_active = True
            player.hand = [Die(None) for _ in range(neutral)]
            player.hand += [Die(p) for _ in range(player.personal_dice)]
        st.spent = []
        st.phase = "placement"
        ev.append(E.RoundStarted(st.first, st.year, st.round))
        self._start_placement_turn(st.first, ev)

    def _start_placement_turn(self, p: int, ev: list[E.Event]) -> None:
        st = self.state
        st.current = p
        hand = st.players[p].hand
        seed = st.rng
        for die in hand:  # R-PLACE-1
            seed, die.value = rng.die(seed)
        st.rng = seed
        ev.append(E.DiceRolled(p, tuple([(d.owner, d.value) for d in hand])))
        st.stack.append(Task("place", p))

    def _start_action_turn(self, p: int) -> None:  # R-ACT-1
        st = self.state
        st.current = p
        st.turn = TurnState()
        st.stack.append(Task("take", p))

    def _end_turn(self, ev: list[E.Event]) -> None:
        """The current turn is over: start the next one, the next phase or the next round."""
        st = self.state
        n = len(st.players)
        start = st.current + 1  # the players in turn order, from the next one
        if st.phase == "placement":
            players = st.players
            for i in range(start, start + n):
                if players[i % n].hand:  # R-PLACE-2
                    self._start_placement_turn(i % n, ev)
                    return
            st.phase = "actions"
            start = st.first
            if st.coop is not None:  # R-COOP-3: the Baron's turn
                baron.baron_turn(self, ev)
                if st.phase == "over":
                    return
        for i in range(start, start + n):  # R-ACT-9: a player with nothing to take is skipped
            if actions.can_take(st, i % n):
                self._start_action_turn(i % n)
                return
        self._end_round(ev)

    def _end_round(self, ev: list[E.Event]) -> None:
        st = self.state
        n = len(st.players)
        if st.coop is not None:  # R-COOP-5, R-COOP-6
            team.round_ended(self, ev)
            if st.phase == "over":
                return
        ev.append(E.RoundEnded(None, st.year, st.round))
        if st.round == table_size(n):  # R-ROUND-4
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
        if st.coop is not None:
            team.settle_end(self, ev)  # R-COOP-12
        st.final = final_scores(self.layout, st)
        if st.coop is not None:
            team.final_bonus(self)  # R-COOP-7, R-COOP-12
        totals = [sum(st.final[c][p] for c in st.final) for p in range(len(st.players))]
        for p, player in enumerate(st.players):
            player.score = totals[p]
        best = max(totals)
        st.winners = [p for p, t in enumerate(totals) if t == best]  # R-SCORE-5
        if st.coop is not None:  # R-COOP-8: won or lost together
            st.winners = team.outcome(self, totals, ev)
        st.phase = "over"
        st.stack = []
        ev.append(E.GameEnded(None, tuple(totals), tuple(st.winners)))

    def end_now(self, ev: list[E.Event]) -> None:
        """End the game at once with its final scoring (R-COOP-7: the event deck ran out)."""
        self._end_game(ev)

    # ------------------------------------------- effects the rule modules share

    def roll(self) -> int:
        self.state.rng, value = rng.die(self.state.rng)
        return value

    def score(self, p: int, points: int, reason: str, category: str, ev: list[E.Event]) -> None:
        if points <= 0:
            return
        player = self.state.players[p]
        player.score += points
        player.scored[category] = player.scored.get(category, 0) + points
        ev.append(E.PointsScored(p, points, reason, category))

    def gain(self, p: int, delta: dict[str, int], reason: str, ev: list[E.Event]) -> None:
        tokens = self.state.players[p].tokens
        for token, n in delta.items():
            tokens[token] += n
        ev.append(E.TokensChanged(p, tuple(delta.items()), reason))

    def check_missions(self, p: int, ev: list[E.Event]) -> None:
        for mission, points in check_missions(self.layout, self.state, p):
            st = self.state
            st.players[p].missions.append(mission)
            st.mission_discs[mission].append([p, st.year])
            ev.append(E.MissionCompleted(p, mission, st.year, points))
            self.score(p, points, f"mission {mission}", "missions", ev)

    def move_messenger(self, p: int, steps: int, ev: list[E.Event]) -> None:
        road.move_messenger(self, p, steps, ev)
