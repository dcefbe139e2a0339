"""The game log: one line of text per event, from data/texts (log.<EventClass>); places and
actions in words ("the workshop of monastery B", "Take 1 Soup"), never their ids."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from game.rules import events as E
from game.rules.coop import events as C
from game.rules.layout import Layout
from game.rules.moves import MoveError, parse
from game.texts import text
from game.ui.words.coop_lines import COOP_LINES, give_line
from game.ui.words.describe import action_text, choice_suffix, move_words, target_text, token_count
from game.ui.words.volumes import CHAPTER_LINES

ROMAN = ("I", "II", "III", "IV")


def _dice(dice) -> str:
    return " ".join(f"{v}{'' if owner is None else '*'}" for owner, v in dice)


def _delta(delta) -> str:
    return ", ".join(("+" if n > 0 else "-") + token_count(t, abs(n)) for t, n in delta)


# the engine's reasons for points ("window row 2") and the texts that say them
REASONS = (
    (re.compile(r"mission (?P<id>\S+)$"), "mission"),
    (re.compile(r"yellow tile (?P<column>\S+)$"), "yellow_tile"),
    (re.compile(r"action (?P<key>\S+)$"), "action"),
    (re.compile(r"building (?P<id>\S+)$"), "building"),
    (re.compile(r"road end$"), "road_end"),
    (re.compile(r"window row (?P<n>\d+)$"), "window_row"),
    (re.compile(r"window column (?P<n>\d+)$"), "window_column"),
)


def reason_text(reason: str, layout: Layout) -> str:
    for pattern, key in REASONS:
        found = pattern.match(reason)
        if found:
            values = found.groupdict()
            if key == "building":
                values["id"] = target_text(values["id"], layout)
            return text(f"log.reason.{key}", **values)
    return reason


def only_choice_line(event: E.OnlyChoice, names: list[str], layout: Layout) -> str:
    """"Anna has only one choice: Take 1 Rosary." """
    try:
        words = move_words(parse(event.move), layout)
    except MoveError:
        words = event.move
    assert event.player is not None  # a question the rules answered was a player's
    return text("log.OnlyChoice", name=names[event.player], move=words)


def _action(event: E.ActionPerformed, name: str, layout: Layout) -> str:
    action = action_text(layout.edition.actions[event.key])
    key = "log.ActionBonus" if event.bonus else "log.ActionPerformed"
    return text(key, name=name, action=action, choice=choice_suffix(event.choice))


def _sent(event: E.NoviceSent, name: str, layout: Layout, cost: str = "") -> str:
    """"Anna sends a novice from row I, column B to ..." and, if given, for what `cost`."""
    target = target_text(event.target, layout)
    row = ROMAN[event.row - 1] if 1 <= event.row <= len(ROMAN) else event.row
    if event.extra:
        return text("log.NoviceSentExtraPaid" if cost else "log.NoviceSentExtra", name=name,
                    row=row, target=target, cost=cost)
    return text("log.NoviceSentPaid" if cost else "log.NoviceSent", name=name, row=row,
                column=event.column, target=target, cost=cost)


def sent_line(event: E.NoviceSent, cost: E.TokensChanged, names: list[str],
              layout: Layout) -> str:
    """A novice's send with the tokens it cost, in one line (the cost is paid first)."""
    paid = ", ".join(token_count(t, -n) for t, n in cost.delta if n < 0)
    return _sent(event, names[event.player] if event.player is not None else "", layout, paid)


def _unlocked(event: E.ActionUnlocked, name: str, layout: Layout) -> str:
    action = layout.edition.actions.get(event.key)
    return text("log.ActionUnlocked", name=name,
                action=action_text(action) if action else event.key)


# how each kind of event is said, from the event, the player's name and the layout (each line
# takes its own kind of event: Any stands for it)
LINES: dict[type[E.Event], Callable[[Any, str, Layout], str]] = {
    E.DiceRolled: lambda e, n, lay: text("log.DiceRerolled" if e.reroll else "log.DiceRolled",
                                         name=n, dice=_dice(e.dice)),
    E.DicePlaced: lambda e, n, lay: text("log.DicePlaced", name=n, count=len(e.dice),
                                         space=e.space),
    E.DiceTaken: lambda e, n, lay: text("log.DiceTaken", name=n, count=len(e.dice),
                                        space=e.space, column=e.column),
    E.ActionPerformed: _action,
    E.TokensChanged: lambda e, n, lay: text("log.TokensChanged", name=n, delta=_delta(e.delta)),
    E.RoadBonusReached: lambda e, n, lay: text("log.RoadBonusReached", name=n,
                                               bonus=text(f"bonus.{e.bonus}")),
    E.MessengerMoved: lambda e, n, lay: text("log.MessengerMoved", name=n, start=e.start + 1,
                                             end=e.end + 1),
    E.NoviceSent: _sent,
    E.PointsScored: lambda e, n, lay: text("log.PointsScored", name=n, count=e.points,
                                           reason=reason_text(e.reason, lay)),
    E.MissionCompleted: lambda e, n, lay: text("log.MissionCompleted", name=n,
                                               mission=e.mission, year=e.year, count=e.points),
    E.ActionUnlocked: _unlocked,
    E.GlassBuilt: lambda e, n, lay: text("log.GlassBuilt", name=n, monastery=e.monastery,
                                         row=e.row, bonus=text(f"log.glass_bonus_{e.bonus}")),
}


def event_line(event: E.Event, names: list[str], layout: Layout) -> str | None:
    """The log's line for an event."""
    name = names[event.player] if event.player is not None else ""
    if isinstance(event, E.OnlyChoice):
        return only_choice_line(event, names, layout)
    if isinstance(event, C.TokensGiven):
        return give_line(event, names)
    said = (LINES.get(type(event)) or COOP_LINES.get(type(event))
            or CHAPTER_LINES.get(type(event)))
    if said is not None:
        return said(event, name, layout)
    if isinstance(event, E.GameEnded):
        if not event.winners:  # a co-op game lost: its result was said just before (CoopEnded)
            return None
        winners = " & ".join(names[w] for w in event.winners)
        key = "log.GameEndedTie" if len(event.winners) > 1 else "log.GameEnded"
        return text(key, winners=winners)
    fields = {k: getattr(event, k) for k in getattr(event, "__slots__", ())}
    return text(f"log.{type(event).__name__}", name=name, **fields)
