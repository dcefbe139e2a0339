"""The road (R-ROAD-*): the messenger's steps and the bonuses it reaches."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as E
from .constants import MAX_PERSONAL_DICE, ROAD_DIE_POINTS
from .edition import MONASTERIES
from .moves import Bonus, Move, RoadDie
from .state import Die, Task
from .task_info import NO_INFO, ROAD_TASK, GlassInfo, NewDieInfo, RoadInfo, TaskInfo

if TYPE_CHECKING:
    from .engine import Game

# What each road bonus asks next (R-ROAD-4, R-ROAD-5): the question's kind and its record.
_BONUS_QUESTION: dict[str, tuple[str, TaskInfo]] = {
    "action": ("bonus_action", NO_INFO),
    "influence_or_rosary": ("bonus_token", NO_INFO),
    "soup_or_exchange": ("bonus_soup", NO_INFO),
    "glass": ("glass", GlassInfo(MONASTERIES)),
    "personal_die": ("bonus_die", NO_INFO),
}
BONUSES: tuple[str, ...] = tuple(_BONUS_QUESTION)


def move_messenger(game: Game, p: int, steps: int, ev: list[E.Event]) -> None:
    player = game.state.players[p]
    road = game.layout.road
    start = player.messenger
    reached: list[tuple[str, int]] = []  # (bonus, space)
    for _ in range(steps):  # R-ROAD-1: forward, from the last space back to the first
        player.messenger = (player.messenger + 1) % len(road)
        space = road[player.messenger]
        if space.bonus:
            reached.append((space.bonus, space.index))
    ev.append(E.MessengerMoved(p, start, player.messenger))
    for bonus, index in reversed(reached):  # R-ROAD-3: every bonus reached or passed, in order
        game.state.stack.append(Task(ROAD_TASK + bonus, p, RoadInfo(index)))


def reach_bonus(game: Game, task: Task, ev: list[E.Event]) -> bool:
    """A bonus reached becomes its question, in the order the messenger reached them."""
    bonus = task.kind.removeprefix(ROAD_TASK)
    info = task.info
    assert isinstance(info, RoadInfo)
    ev.append(E.RoadBonusReached(task.player, info.space, bonus))
    kind, question = _BONUS_QUESTION[bonus]
    game.state.stack[-1] = Task(kind, task.player, question)
    return True


def bonus_token_options(game: Game, task: Task) -> list[Move]:
    return [Bonus("influence"), Bonus("rosary")]  # R-ROAD-4b


def bonus_soup_options(game: Game, task: Task) -> list[Move]:
    tokens = game.state.players[task.player].tokens  # R-ROAD-4c
    opts: list[Move] = [Bonus("soup")]
    if tokens["soup"]:
        opts.append(Bonus("tool", "soup"))
    if tokens["tool"]:
        opts.append(Bonus("book", "tool"))
    return opts


def apply_bonus(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    assert isinstance(move, Bonus)
    game.state.stack.pop()
    delta = {move.give: -1, move.token: 1} if move.give else {move.token: 1}
    game.gain(task.player, delta, "road bonus", ev)


def bonus_die_forced(game: Game, task: Task, ev: list[E.Event]) -> bool:
    """With every personal die already in play only the points are left (R-ROAD-6)."""
    if game.state.players[task.player].personal_dice < MAX_PERSONAL_DICE:
        return False
    ev.append(E.OnlyChoice(task.player, task.kind, str(RoadDie(False))))
    apply_road_die(game, task, RoadDie(False), ev)
    return True


def bonus_die_options(game: Game, task: Task) -> list[Move]:
    return [RoadDie(True), RoadDie(False)]  # R-ROAD-5, R-ROAD-6


def apply_road_die(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    assert isinstance(move, RoadDie)
    st = game.state
    p = task.player
    st.stack.pop()
    if not move.take:
        game.score(p, ROAD_DIE_POINTS, "road end", "play", ev)
        return
    player = st.players[p]
    player.personal_dice += 1
    die = Die(p, game.roll())
    player.hand.append(die)  # in hand until placed, after a possible reroll
    ev.append(E.PersonalDieGained(p, die.value))
    st.stack.append(Task("new_die", p, NewDieInfo(die.value)))
    game.check_missions(p, ev)
