"""The game log: one line of text per event, from data/texts (log.<EventClass>)."""

from __future__ import annotations

from game.rules import events as E
from game.rules.edition import Edition
from game.texts import text

from .describe import action_text, target_text


def _dice(dice) -> str:
    return " ".join(f"{v}{'' if owner is None else '*'}" for owner, v in dice)


def _delta(delta) -> str:
    return ", ".join(f"{'+' if n > 0 else ''}{n} {text(f'tokens.{t}')}" for t, n in delta)


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
        if event.extra:
            return text("log.NoviceSentExtra", name=name, row=event.row, target=target)
        return text("log.NoviceSent", name=name, row=event.row, column=event.column,
                    target=target)
    if isinstance(event, E.GameEnded):
        winners = " & ".join(names[w] for w in event.winners)
        key = "log.GameEndedTie" if len(event.winners) > 1 else "log.GameEnded"
        return text(key, winners=winners)
    fields = {k: getattr(event, k) for k in getattr(event, "__slots__", ())}
    return text(f"log.{kind}", name=name, **fields)
