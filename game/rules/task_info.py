"""What a pending task carries beyond its kind and player, and what its decision shows: one small
frozen record per kind of task (no record, `NO_INFO`, for the kinds that carry nothing).

Saved states and the network's views keep a task's record as the plain dict they always kept
("data": {"discount": 1}); `info_to_json` and `info_from_json` convert at that boundary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeAlias

ROAD_TASK = "road_"  # a road bonus reached, waiting its turn: "road_glass", "road_action" ...


@dataclass(frozen=True, slots=True)
class NoInfo:
    """Nothing more to know: place, take, bonus_action, bonus_token, bonus_soup, bonus_die."""


@dataclass(frozen=True, slots=True)
class SendInfo:
    """send: a novice to send, with the influence the action takes off its cost."""

    discount: int


@dataclass(frozen=True, slots=True)
class ExtraInfo:
    """extra: the extra novice of an emptied row (0-based) may go out for free."""

    row: int


@dataclass(frozen=True, slots=True)
class GlassInfo:
    """glass: a stained-glass tile to take from the chapel of one of these monasteries."""

    monasteries: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class NewDieInfo:
    """new_die: a personal die just gained, rolled to this value."""

    value: int


@dataclass(frozen=True, slots=True)
class RoadInfo:
    """road_<bonus>: a bonus the messenger reached on this road space."""

    space: int


@dataclass(frozen=True, slots=True)
class UseInfo:
    """use (a decision's only: the task itself carries nothing): the column of the dice taken
    and how many of them are left to use."""

    column: str
    dice: int


TaskInfo: TypeAlias = NoInfo | SendInfo | ExtraInfo | GlassInfo | NewDieInfo | RoadInfo
DecisionInfo: TypeAlias = TaskInfo | UseInfo
NO_INFO = NoInfo()


def info_to_json(info: TaskInfo) -> dict[str, Any]:
    """A task's record as the dict saves and the network keep."""
    if isinstance(info, SendInfo):
        return {"discount": info.discount}
    if isinstance(info, ExtraInfo):
        return {"row": info.row}
    if isinstance(info, GlassInfo):
        return {"monasteries": list(info.monasteries)}
    if isinstance(info, NewDieInfo):
        return {"value": info.value}
    if isinstance(info, RoadInfo):
        return {"space": info.space}
    return {}


def info_from_json(kind: str, raw: dict[str, Any]) -> TaskInfo:
    """The record of a task of this kind from `info_to_json` output (KeyError or TypeError on
    a bad shape)."""
    if kind == "send":
        return SendInfo(raw["discount"])
    if kind == "extra":
        return ExtraInfo(raw["row"])
    if kind == "glass":
        return GlassInfo(tuple(raw["monasteries"]))
    if kind == "new_die":
        return NewDieInfo(raw["value"])
    if kind.startswith(ROAD_TASK):
        return RoadInfo(raw["space"])
    if raw:
        raise TypeError(f"a task {kind!r} carries nothing, not {sorted(raw)}")
    return NO_INFO
