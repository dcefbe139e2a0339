"""A campaign chapter inside one game (R-CAMP-*): the set-up it adds, the advantages in force and
the objective Volumes checked after every decision.

A chapter is an ordinary game whose `Setup.chapter` holds a `ChapterRules`: the three face-up
objectives (what each asks, copied from data/campaign/ so the record replays on its own) and
the grants in force (a Volume's advantage, or the catch-up's tokens) by player. Its state keeps
a `ChapterPlay` (`GameState.chapter`): who took which Volume and which once-only advantages are
spent, so clones, snapshots and the state's hash carry it like any other part of the game; a
game that is no chapter has none, and its state is written as it always was.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from . import events as E
from .edition import MONASTERIES, TOKENS
from .missions import condition_value, novices_sent
from .moves import CHAPEL_SUFFIX as CHAPEL

if TYPE_CHECKING:
    from .engine import Game
    from .layout import Layout
    from .state import GameState



class ObjectiveKind(StrEnum):
    """What an objective may ask (R-CAMP-3): the value measured for a player, met at `amount`.
    The values are the names data/campaign and the records give them."""

    ROWS_UNLOCKED = "rows_unlocked"
    WINDOW_ROWS = "window_rows"
    WINDOW_COLUMNS = "window_columns"
    WINDOW_TILES = "window_tiles"
    PERSONAL_DICE = "personal_dice"
    MONASTERIES = "monasteries"
    CHAPELS = "chapels"
    BUILDINGS = "buildings"
    CLOISTER_SPACES = "cloister_spaces"
    COMMON_ROOMS = "common_rooms"
    MISSIONS = "missions"
    YELLOW_TILES = "yellow_tiles"
    NOVICES_SENT = "novices_sent"
    POINTS = "points"
    TOKENS_HELD = "tokens_held"
    BOOKS_HELD = "books_held"


class GrantKind(StrEnum):
    """What an advantage or a catch-up grant does (R-CAMP-4, R-CAMP-8); a grant's `token` names
    a token kind for TOKENS, and its `amount` is the count (tokens, road spaces, points; 1
    otherwise)."""

    TOKENS = "tokens"
    MESSENGER = "messenger"
    PERSONAL_DIE = "personal_die"
    SECOND_REROLL = "second_reroll"
    CHAPEL_REFUND = "chapel_refund"
    POINTS = "points"


TESTS = tuple(ObjectiveKind)
EFFECTS = tuple(GrantKind)
CATCH_UP = "catch-up"  # a grant's source when it is the catch-up, not a Volume
MAX_GRANTS = 64  # far more than a campaign gives: 18 Volumes and the catch-up's tokens
MAX_NAME = 40  # characters in a Volume's id
# The campaign's rules a chapter is played by: 1 as first shipped (its records replay so);
# from 2 advantages of the same kind add up (R-CAMP-4).
STACKED = 2


@dataclass(frozen=True, slots=True)
class Objective:
    volume: str
    test: ObjectiveKind
    amount: int


@dataclass(frozen=True, slots=True)
class Grant:
    player: int
    source: str  # the Volume whose advantage this is, or CATCH_UP
    effect: GrantKind
    amount: int = 1
    token: str = ""


@dataclass(frozen=True, slots=True)
class ChapterRules:
    number: int  # 1-3
    objectives: tuple[Objective, ...]
    grants: tuple[Grant, ...] = ()
    rules: int = 1  # the campaign's rules (STACKED); a record without it replays by the first


@dataclass(slots=True)
class ChapterPlay:
    """The chapter's own progress in one game: Volumes taken, once-only advantages spent."""

    rules: ChapterRules
    taken: dict[str, int] = field(default_factory=dict)  # Volume -> its taker, in order taken
    spent: set[tuple[int, str]] = field(default_factory=set)  # (player, effect), once-only

    def copy(self) -> ChapterPlay:
        return ChapterPlay(self.rules, dict(self.taken), set(self.spent))

    def holds(self, p: int, effect: str) -> bool:
        return any(g.player == p and g.effect == effect for g in self.rules.grants)

    def spendable(self, p: int, effect: str) -> str:
        """The source of a once-only advantage p holds and has not spent, "" if none. By
        the first rules one of a kind is spent for all; from STACKED each Volume giving it is
        spent on its own, so two add up (R-CAMP-4)."""
        if self.rules.rules < STACKED:
            held = self.holds(p, effect) and (p, effect) not in self.spent
            return _source(self, p, effect) if held else ""
        return next((g.source for g in self.rules.grants if g.player == p
                     and g.effect == effect and (p, g.source) not in self.spent), "")

    def spend(self, p: int, effect: str, source: str) -> None:
        self.spent.add((p, effect if self.rules.rules < STACKED else source))

    def open_objectives(self) -> list[Objective]:
        return [o for o in self.rules.objectives if o.volume not in self.taken]


def measure(layout: Layout, state: GameState, p: int, test: ObjectiveKind) -> int:
    """How far player p is towards an objective of kind `test` (met at its amount)."""
    player = state.players[p]
    K = ObjectiveKind
    if test == K.ROWS_UNLOCKED:
        return sum(1 for row in player.novices[:3] if not any(row))
    if test == K.WINDOW_ROWS:
        return sum(1 for row in player.window if all(row))
    if test == K.WINDOW_COLUMNS:
        return sum(1 for c in range(3) if all(row[c] for row in player.window))
    if test == K.WINDOW_TILES:
        return sum(1 for row in player.window for m in row if m)
    if test == K.MONASTERIES:
        return sum(1 for m in MONASTERIES if _present(layout, state, p, m))
    if test == K.CHAPELS:
        return sum(1 for owners in state.chapels.values() if p in owners)
    if test == K.BUILDINGS:
        return [*state.buildings.values()].count(p)
    if test == K.MISSIONS:
        return len(player.missions)
    if test == K.YELLOW_TILES:
        return player.yellow.count(True)
    if test == K.NOVICES_SENT:
        return novices_sent(state, p)
    if test == K.POINTS:  # during play: the final scoring is not counted
        return sum(player.scored.values())
    if test == K.TOKENS_HELD:
        return sum(player.tokens.values())
    if test == K.BOOKS_HELD:
        return player.tokens["book"]
    if test in (K.PERSONAL_DICE, K.CLOISTER_SPACES, K.COMMON_ROOMS):  # as missions count them
        return condition_value(layout, state, p, test.value)
    raise ValueError(f"unknown objective {test!r}")


def _present(layout: Layout, state: GameState, p: int, m: str) -> bool:
    return (p in state.chapels[m]
            or any(state.buildings[b] == p for b in layout.buildings_in[m])
            or any(state.cloister[c] == p for c in layout.cloister_in[m]))


# ----------------------------------------------------------------- set-up and checks


def set_up(game: Game, play: ChapterPlay, ev: list[E.Event]) -> None:
    """The grants that change the set-up (R-CAMP-4, R-CAMP-8), before the first round."""
    st = game.state
    for g in play.rules.grants:
        player = st.players[g.player]
        if g.effect == GrantKind.TOKENS:
            player.tokens[g.token] += g.amount
            ev.append(E.TokensChanged(g.player, ((g.token, g.amount),), g.source))
        elif g.effect == GrantKind.MESSENGER:  # R-CAMP-4b: skipped bonuses are not taken
            # two such Volumes add up; by the first rules the last one counted alone
            start = player.messenger if play.rules.rules >= STACKED else 0
            player.messenger = min(start + g.amount, len(game.layout.road) - 2)
        elif g.effect == GrantKind.PERSONAL_DIE:
            player.personal_dice = min(player.personal_dice + 1, 3)
        elif g.effect == GrantKind.POINTS:
            player.score += g.amount
            player.scored["play"] = player.scored.get("play", 0) + g.amount
        else:
            continue  # a rule in play, applied by `after_step`
        ev.append(E.AdvantageUsed(g.player, g.source, g.effect))


def after_move(game: Game, play: ChapterPlay, events: list[E.Event], start: int
               ) -> tuple[bool, int]:
    """The advantages that act during play (R-CAMP-4d, 4e), seen in the events from `start`;
    whether one acted (the question then has new options), and where the next look starts."""
    st = game.state
    acted = False
    end = len(events)
    for event in events[start:end]:
        p = event.player
        if p is None:
            continue
        if isinstance(event, E.DiceRolled):
            if event.reroll and st.year == 1 and st.round == 1:
                source = play.spendable(p, GrantKind.SECOND_REROLL)
                if source:
                    st.players[p].reroll_active = True
                    acted = _used(play, p, GrantKind.SECOND_REROLL, source, events)
        elif isinstance(event, E.NoviceSent) and event.target.endswith(CHAPEL):
            source = play.spendable(p, GrantKind.CHAPEL_REFUND)
            if source:
                game.gain(p, {"influence": 1}, source, events)
                acted = _used(play, p, GrantKind.CHAPEL_REFUND, source, events)
    return acted, end


def _used(play: ChapterPlay, p: int, effect: GrantKind, source: str,
          events: list[E.Event]) -> bool:
    play.spend(p, effect, source)
    events.append(E.AdvantageUsed(p, source, effect))
    return True


def _source(play: ChapterPlay, p: int, effect: str) -> str:
    return next(g.source for g in play.rules.grants if g.player == p and g.effect == effect)


def check_objectives(game: Game, play: ChapterPlay, decider: int, ev: list[E.Event]) -> None:
    """Give each open objective to the first who meets it (R-CAMP-3): at one check the decider
    first, then the others in turn order after them."""
    st = game.state
    n = len(st.players)
    for objective in play.open_objectives():
        for i in range(n):
            p = (decider + i) % n
            if measure(game.layout, st, p, objective.test) >= objective.amount:
                play.taken[objective.volume] = p
                ev.append(E.VolumeTaken(p, objective.volume, objective.test, objective.amount))
                break


# ----------------------------------------------------------------- records


def progress_to_json(play: ChapterPlay) -> dict:
    """A chapter's progress as a state (and every view) writes it: its rules, the Volumes taken
    (in the order taken) and the once-only advantages spent."""
    return {"rules": rules_to_json(play.rules),
            "taken": [[volume, p] for volume, p in play.taken.items()],
            "spent": sorted([p, effect] for p, effect in play.spent)}


def progress_from_json(raw: object, players: int) -> ChapterPlay:
    """A chapter's progress from `progress_to_json`, checked; ValueError says what is wrong."""
    if not isinstance(raw, dict) or not isinstance(raw.get("taken"), list) \
            or not isinstance(raw.get("spent"), list):
        raise ValueError("a chapter's progress must hold its rules, taken and spent")
    play = ChapterPlay(rules_from_json(raw.get("rules"), players))
    volumes = {o.volume for o in play.rules.objectives}
    for item in raw["taken"]:
        if not (isinstance(item, list) and len(item) == 2 and item[0] in volumes
                and _seat(item[1], players)):
            raise ValueError("a Volume taken is not [one of the chapter's, a player]")
        play.taken[item[0]] = item[1]
    for item in raw["spent"]:
        if not (isinstance(item, list) and len(item) == 2 and _seat(item[0], players)
                and _spent_ok(play, item[0], item[1])):
            raise ValueError("an advantage spent is not [a player, an effect]")
        if play.rules.rules < STACKED:
            play.spent.add((item[0], GrantKind(item[1])))
        else:
            play.spent.add((item[0], item[1]))
    return play


def _spent_ok(play: ChapterPlay, p: int, what: object) -> bool:
    """By the first rules an advantage spent is named by its effect, from STACKED by the
    Volume that gave it."""
    if play.rules.rules < STACKED:
        return what in EFFECTS
    return any(g.player == p and g.source == what for g in play.rules.grants)


def _seat(value: object, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def rules_to_json(rules: ChapterRules) -> dict:
    raw: dict = {"number": rules.number,
                 "objectives": [[o.volume, o.test, o.amount] for o in rules.objectives],
                 "grants": [[g.player, g.source, g.effect, g.amount, g.token]
                            for g in rules.grants]}
    if rules.rules > 1:  # a chapter by the first rules is written as it always was
        raw["rules"] = rules.rules
    return raw


def rules_from_json(raw: object, players: int) -> ChapterRules:
    """A chapter's rules from a record; ValueError says what is wrong in words."""
    if not isinstance(raw, dict):
        raise ValueError("the chapter's rules must be a mapping")
    number, objectives, grants = raw.get("number"), raw.get("objectives"), raw.get("grants")
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 3:
        raise ValueError("the chapter's number must be 1, 2 or 3")
    version = raw.get("rules", 1)
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= STACKED:
        raise ValueError(f"the chapter's rules must be 1 to {STACKED}")
    if (not isinstance(objectives, list) or not isinstance(grants, list)
            or len(objectives) > 6 or len(grants) > MAX_GRANTS):
        raise ValueError("the chapter lacks its objectives or its grants, or has too many")
    return ChapterRules(number, tuple(_objective(o) for o in objectives),
                        tuple(_grant(g, players) for g in grants), version)


def _objective(raw: object) -> Objective:
    if (not isinstance(raw, list) or len(raw) != 3 or not _name(raw[0])
            or raw[1] not in TESTS or not _count(raw[2])):
        raise ValueError(f"a chapter objective is not [volume, test, amount]: {raw!r:.60}")
    return Objective(raw[0], ObjectiveKind(raw[1]), raw[2])


def _grant(raw: object, players: int) -> Grant:
    if (not isinstance(raw, list) or len(raw) != 5 or not _count(raw[0]) or raw[0] >= players
            or not _name(raw[1]) or raw[2] not in EFFECTS or not _count(raw[3])
            or raw[3] > 99 or (raw[4] not in TOKENS if raw[2] == GrantKind.TOKENS
                               else raw[4] != "")):
        raise ValueError(f"a chapter grant is not [player, source, effect, amount, token]: "
                         f"{raw!r:.60}")
    return Grant(raw[0], raw[1], GrantKind(raw[2]), raw[3], raw[4])


def _name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_NAME


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def play_on(game: Game, decider: int, events: list[E.Event]) -> None:
    """After `decider`'s move: the chapter's advantages in play, then its objectives
    (R-CAMP-3, R-CAMP-4), again while an advantage changed the question."""
    play = game.chapter
    assert play is not None
    start = 0
    while True:
        acted, start = after_move(game, play, events, start)
        check_objectives(game, play, decider, events)
        if not acted:
            return
        game._settle(events)  # the question may have new options
