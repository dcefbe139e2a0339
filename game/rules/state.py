"""The game state: plain dataclasses that round-trip through JSON."""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from .chapter import ChapterPlay, progress_from_json, progress_to_json
from .coop.state import CoopState, clone_coop, coop_from_json
from .edition import TOKENS
from .task_info import NO_INFO, TaskInfo, info_from_json, info_to_json

NEUTRAL = None  # owner of a neutral die


@dataclass(slots=True)
class Die:
    owner: int | None  # player index, or None for a neutral die
    value: int = 0  # 0 while not rolled


@dataclass(slots=True)
class Task:
    """Something pending that the game must resolve, usually by asking a player."""

    kind: str
    player: int
    info: TaskInfo = NO_INFO  # what a task of its kind carries (task_info.py)


@dataclass(slots=True)
class PlayerState:
    name: str
    tokens: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TOKENS, 0))
    score: int = 0
    scored: dict[str, int] = field(default_factory=dict)  # in-play points by category
    novices: list[list[bool]] = field(
        default_factory=lambda: [[True] * 5 for _ in range(4)]
    )  # [row I-IV][column A-E]: still on the action area
    extras: list[bool] = field(default_factory=lambda: [True] * 4)
    extras_sent: int = 0
    yellow: list[bool] = field(default_factory=lambda: [False] * 5)
    reroll_active: bool = True
    messenger: int = 0
    personal_dice: int = 1
    hand: list[Die] = field(default_factory=list)  # dice not yet placed this round
    window: list[list[str | None]] = field(default_factory=lambda: [[None] * 3 for _ in range(3)])
    chapel_sends: int = 0  # novices sent from row III
    cloister_sends: int = 0  # novices sent from row IV
    missions: list[str] = field(default_factory=list)


@dataclass(slots=True)
class TurnState:
    """The action-phase turn in progress."""

    column: str = ""
    dice: list[Die] = field(default_factory=list)  # on the action tile, not used yet
    used_once: list[str] = field(default_factory=list)  # row II/III actions used this turn


@dataclass(slots=True)
class GameState:
    players: list[PlayerState]
    side: str
    rng: int
    missions: list[str]  # the six revealed mission ids
    mission_discs: dict[str, list[list[int]]]  # mission -> [[player, year], ...]
    buildings: dict[str, int | None]  # occupant of each usable building
    cloister: dict[str, int | None]  # occupant of each usable cloister space
    blocked: list[str]  # spaces marked "4", blocked with 3 players
    chapels: dict[str, list[int]]  # monastery -> owners of its chapel novices
    chapel_tiles: dict[str, int]  # stained-glass tiles left on each chapel
    dice_spaces: list[list[Die]]  # spaces 1-6
    spent: list[Die] = field(default_factory=list)  # dice used or lost this round
    year: int = 1
    round: int = 1
    first: int = 0
    current: int = 0
    phase: str = "placement"  # placement, actions, over
    turn: TurnState = field(default_factory=TurnState)
    stack: list[Task] = field(default_factory=list)
    final: dict[str, list[int]] = field(default_factory=dict)  # final scoring by category
    winners: list[int] = field(default_factory=list)
    coop: CoopState | None = None  # a game together against the Baron (R-COOP-*)
    chapter: ChapterPlay | None = None  # a campaign chapter's progress (R-CAMP-*)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}  # each dataclass's fields, looked up once


def to_json(obj):
    """A JSON-ready copy of a state value (dataclasses become dicts)."""
    kind = type(obj)
    if kind is list:
        return [to_json(x) for x in obj]
    if kind is dict:
        return {k: to_json(v) for k, v in obj.items()}
    if kind is int or kind is str or kind is bool or obj is None:
        return obj
    if kind is Task:
        return task_to_json(obj)
    if kind is ChapterPlay:
        return progress_to_json(obj)
    names = _FIELD_NAMES.get(kind)
    if names is None:
        if not hasattr(obj, "__dataclass_fields__"):
            if isinstance(obj, list):
                return [to_json(x) for x in obj]
            if isinstance(obj, dict):
                return {k: to_json(v) for k, v in obj.items()}
            return obj
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(obj))
    out = {name: to_json(getattr(obj, name)) for name in names}
    if kind is GameState:  # a competitive game's state is written as it always was
        if obj.coop is None:
            del out["coop"]
        if obj.chapter is None:
            del out["chapter"]
    return out


def task_to_json(task: Task) -> dict:
    """A task as saves and the network have always kept it: its record is its "data"."""
    return {"kind": task.kind, "player": task.player, "data": info_to_json(task.info)}


def _dice(raw) -> list[Die]:
    return [Die(**d) for d in raw]


def state_from_json(raw: dict) -> GameState:
    """Rebuild a GameState from `to_json` output. Raises KeyError/TypeError/ValueError on a bad
    shape."""
    data = dict(raw)
    data["players"] = [_player(p) for p in raw["players"]]
    data["dice_spaces"] = [_dice(s) for s in raw["dice_spaces"]]
    data["spent"] = _dice(raw["spent"])
    turn = raw["turn"]
    data["turn"] = TurnState(turn["column"], _dice(turn["dice"]), list(turn["used_once"]))
    data["stack"] = [Task(t["kind"], t["player"], info_from_json(t["kind"], t["data"]))
                     for t in raw["stack"]]
    if raw.get("coop") is not None:
        data["coop"] = coop_from_json(raw["coop"])
    if raw.get("chapter") is not None:
        data["chapter"] = progress_from_json(raw["chapter"], len(data["players"]))
    return GameState(**data)


def _player(raw: dict) -> PlayerState:
    data = dict(raw)
    data["hand"] = _dice(raw["hand"])
    return PlayerState(**data)


def _copy_dice(dice: list[Die]) -> list[Die]:
    return [Die(d.owner, d.value) for d in dice]


def _clone_player(p: PlayerState) -> PlayerState:
    return PlayerState(
        p.name, dict(p.tokens), p.score, dict(p.scored), [list(r) for r in p.novices],
        list(p.extras), p.extras_sent, list(p.yellow), p.reroll_active, p.messenger,
        p.personal_dice, _copy_dice(p.hand), [list(r) for r in p.window], p.chapel_sends,
        p.cloister_sends, list(p.missions),
    )


def clone_state(s: GameState) -> GameState:
    """A deep copy, written out by hand because searching bots clone states very often."""
    return GameState(
        [_clone_player(p) for p in s.players], s.side, s.rng, list(s.missions),
        {m: [list(d) for d in discs] for m, discs in s.mission_discs.items()},
        dict(s.buildings), dict(s.cloister), list(s.blocked),
        {m: list(o) for m, o in s.chapels.items()}, dict(s.chapel_tiles),
        [_copy_dice(space) for space in s.dice_spaces], _copy_dice(s.spent), s.year, s.round,
        s.first, s.current, s.phase,
        TurnState(s.turn.column, _copy_dice(s.turn.dice), list(s.turn.used_once)),
        [Task(t.kind, t.player, t.info) for t in s.stack],  # a task's record is immutable
        {c: list(v) for c, v in s.final.items()}, list(s.winners),
        None if s.coop is None else clone_coop(s.coop),
        None if s.chapter is None else s.chapter.copy(),
    )
