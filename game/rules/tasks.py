"""How each kind of task is answered (the engine's question loop, game/rules/engine.py, asks
them): a step that needs no question, the options (listing them changes nothing), what happens
when none is left, and how a move is applied."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import actions, placement, road, sending, window
from . import events as E
from .moves import ANSWERS, Move
from .state import Task
from .task_info import ROAD_TASK

if TYPE_CHECKING:
    from .engine import Game


Forced = Callable[["Game", Task, list[E.Event]], bool]
Options = Callable[["Game", Task], list[Move]]
Apply = Callable[["Game", Task, Move, list[E.Event]], None]


def _drop(game: Game, task: Task, ev: list[E.Event]) -> None:
    game.state.stack.pop()


@dataclass(frozen=True, slots=True)
class TaskRules:
    """How one kind of task is answered."""

    options: Options  # every legal move; changes nothing
    apply: Apply
    forced: Forced | None = None  # a step that needs no question; True if it did something
    none_left: Callable[[Game, Task, list[E.Event]], None] = _drop  # no option left


def _never(game: Game, task: Task) -> list[Move]:
    raise AssertionError(f"task {task.kind!r} is always resolved without a question")


def _not_asked(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    raise AssertionError(f"task {task.kind!r} is never asked")


_ROAD = TaskRules(_never, _not_asked, road.reach_bonus)

TASKS: dict[str, TaskRules] = {
    "place": TaskRules(placement.place_options, placement.apply_place),
    "new_die": TaskRules(placement.new_die_options, placement.apply_new_die,
                         placement.new_die_forced),
    "take": TaskRules(actions.take_options, actions.apply_take),
    "use": TaskRules(actions.use_options, actions.apply_use, actions.use_forced,
                     actions.die_lost),
    "bonus_action": TaskRules(actions.bonus_action_options, actions.apply_bonus_action),
    "send": TaskRules(sending.send_task_options, sending.apply_send),
    "extra": TaskRules(sending.extra_options, sending.apply_extra),
    "glass": TaskRules(window.glass_task_options, window.apply_glass,
                       none_left=window.glass_lost),
    "bonus_token": TaskRules(road.bonus_token_options, road.apply_bonus),
    "bonus_soup": TaskRules(road.bonus_soup_options, road.apply_bonus),
    "bonus_die": TaskRules(road.bonus_die_options, road.apply_road_die, road.bonus_die_forced),
    **{ROAD_TASK + bonus: _ROAD for bonus in road.BONUSES},
}
assert set(ANSWERS) <= set(TASKS)
# TASKS as plain tuples, for the loop in Game._settle
STEPS = {kind: (r.forced, r.options, r.none_left, r.apply) for kind, r in TASKS.items()}
