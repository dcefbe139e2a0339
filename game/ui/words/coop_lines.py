"""The log's lines for a game together against the Baron (game/rules/coop/events.py): one for
each line of a Baron card he resolves, each threat, request and event revealed, answered, met or
failed, each gift and donation, and the team's result (texts: coop_ui.log in data/texts)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.coop import events as C
from game.rules.layout import Layout
from game.texts import text
from game.ui.words.baron_lines import line_said
from game.ui.words.describe import target_text, token_count, tokens_text, when_text


def _card(kind: str, card: str) -> str:
    """A card's name: kind is baron_card, threat, request or event."""
    names = {"baron_card": lambda: text(f"coop.baron_card.{card}.name"),
             "threat": lambda: text(f"coop.threat.{card}.name"),
             "request": lambda: text(f"coop.request.{card}.name"),
             "event": lambda: text(f"coop.event.{card}.name")}
    return names[kind]()


def _novice(e: C.BaronNovicePlaced, name: str, layout: Layout) -> str:
    if not e.target:
        return text("coop_ui.log.novice_none")
    return text("coop_ui.log.novice", target=target_text(e.target, layout))


def _weakened(e: C.ThreatWeakened, name: str, layout: Layout) -> str:
    if e.marks == 0:
        return text("coop_ui.log.answered", name=name, threat=_card("threat", e.threat))
    return text("coop_ui.log.weakened", name=name, threat=_card("threat", e.threat),
                count=e.marks)


def _ended(e: C.CoopEnded, name: str, layout: Layout) -> str:
    said = text(f"coop.outcome.{e.outcome}", total=e.total, target=e.target,
                margin=e.total - e.target)
    return f"{said} {text(f'coop.reason.{e.reason}')}"


def _l(key: str, **fields: Callable[[Any], object]) -> Callable[[Any, str, Layout], str]:
    """A line whose fields are read from the event (each by its function), the player's name
    and its deadline (as the table counts rounds) if it has one."""
    def said(e: Any, name: str, layout: Layout) -> str:
        when = {"deadline": when_text(e.deadline, layout)} if hasattr(e, "deadline") else {}
        return text(f"coop_ui.log.{key}", name=name, **when,
                    **{k: f(e) for k, f in fields.items()})
    return said


COOP_LINES: dict[type, Callable[[Any, str, Layout], str]] = {
    C.BaronCardDrawn: _l("card", card=lambda e: _card("baron_card", e.card),
                         text=lambda e: text(f"coop.baron_card.{e.card}.text")),
    C.BaronLine: lambda e, name, layout: line_said(e, layout),
    C.BaronDiceTaken: _l("dice", count=lambda e: e.count, space=lambda e: e.space),
    C.BaronMessengerMoved: _l("messenger", n=lambda e: e.end + 1),
    C.BaronNovicePlaced: _novice,
    C.BaronGlassTaken: _l("glass", monastery=lambda e: e.monastery),
    C.ThreatRevealed: _l("threat", threat=lambda e: _card("threat", e.threat),
                         action=lambda e: text(f"coop.threat.{e.threat}.action"),
                         count=lambda e: e.marks),
    C.ThreatWeakened: _weakened,
    C.ThreatStood: _l("stood", threat=lambda e: _card("threat", e.threat),
                      count=lambda e: e.penalty),
    C.RequestRevealed: _l("request", request=lambda e: _card("request", e.request),
                          tokens=lambda e: tokens_text(e.need)),
    C.Donated: _l("donated", tokens=lambda e: token_count(e.token, e.count),
                  request=lambda e: _card("request", e.request)),
    C.RequestMet: _l("met", request=lambda e: _card("request", e.request),
                     count=lambda e: e.reward),
    C.RequestFailed: _l("failed", request=lambda e: _card("request", e.request),
                        count=lambda e: e.penalty),
    C.EventRevealed: _l("event", event=lambda e: _card("event", e.card),
                        text=lambda e: text(f"coop.event.{e.card}.text"),
                        count=lambda e: e.left),
    C.EventDeckEmpty: _l("deck_out", count=lambda e: e.penalty),
    C.PointsLost: _l("lost", count=lambda e: e.points),
    C.CoopEnded: _ended,
}


def give_line(e: C.TokensGiven, names: list[str]) -> str:
    assert e.player is not None  # a gift is a player's
    return text("coop_ui.log.given", name=names[e.player], to=names[e.to],
                tokens=token_count(e.token, e.count))
