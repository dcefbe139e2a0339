"""The game log: one line of text per event, from data/texts (log.<EventClass>)."""

from __future__ import annotations

import re

from game.rules import events as E
from game.rules.edition import Edition
from game.texts import text

from .describe import action_text, target_text, token_count

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


def reason_text(reason: str) -> str:
    for pattern, key in REASONS:
        found = pattern.match(reason)
        if found:
            return text(f"log.reason.{key}", **found.groupdict())
    return reason


def event_line(event: E.Event, names: list[str], edition: Edition) -> str | None:
    name = names[event.player] if event.player is not None else ""
    kind = type(event).__name__
    if isinstance(event, E.RoundStarted):
        return text("log.RoundStarted", year=event.year, round=event.round, name=name)
    if isinstance(event, E.DiceRolled):
        key = "log.DiceRerolled" if event.reroll else "log.DiceRolled"
        return text(key, name=name, dice=_dice(event.dice))
    if isinstance(event, E.DicePlaced):
        return text("log.DicePlaced", name=name, count=len(event.dice), space=event.space)
    if isinstance(event, E.DiceTaken):
        return text("log.DiceTaken", name=name, count=len(event.dice), space=event.space,
                    column=event.column)
    if isinstance(event, E.ActionPerformed):
        action = action_text(edition.actions[event.key])
        choice = f" ({text('buttons.choice.' + event.choice)})" if event.choice else ""
        key = "log.ActionBonus" if event.bonus else "log.ActionPerformed"
        return text(key, name=name, action=action, choice=choice)
    if isinstance(event, E.TokensChanged):
        return text("log.TokensChanged", name=name, delta=_delta(event.delta))
    if isinstance(event, E.RoadBonusReached):
        return text("log.RoadBonusReached", name=name, bonus=text(f"bonus.{event.bonus}"))
    if isinstance(event, E.MessengerMoved):
        return text("log.MessengerMoved", name=name, start=event.start + 1, end=event.end + 1)
    if isinstance(event, E.NoviceSent):
        target = target_text(event.target)
        row = ROMAN[event.row - 1] if 1 <= event.row <= len(ROMAN) else event.row
        if event.extra:
            return text("log.NoviceSentExtra", name=name, row=row, target=target)
        return text("log.NoviceSent", name=name, row=row, column=event.column, target=target)
    if isinstance(event, E.PointsScored):
        return text("log.PointsScored", name=name, count=event.points,
                    reason=reason_text(event.reason))
    if isinstance(event, E.MissionCompleted):
        return text("log.MissionCompleted", name=name, mission=event.mission, year=event.year,
                    count=event.points)
    if isinstance(event, E.ActionUnlocked):
        action = edition.actions.get(event.key)
        return text("log.ActionUnlocked", name=name, key=event.key,
                    action=action_text(action) if action else event.key)
    if isinstance(event, E.GlassBuilt):
        return text("log.GlassBuilt", name=name, monastery=event.monastery, row=event.row,
                    bonus=text(f"log.glass_bonus_{event.bonus}"))
    if isinstance(event, E.GameEnded):
        winners = " & ".join(names[w] for w in event.winners)
        key = "log.GameEndedTie" if len(event.winners) > 1 else "log.GameEnded"
        return text(key, winners=winners)
    fields = {k: getattr(event, k) for k in getattr(event, "__slots__", ())}
    return text(f"log.{kind}", name=name, **fields)
