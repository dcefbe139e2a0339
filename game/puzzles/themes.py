"""A puzzle's theme: what its best move is about, read from the move's kind and what it does
(the events of playing it on a copy of the position)."""

from __future__ import annotations

from game.rules import events as E
from game.rules.coop import events as C
from game.rules.engine import Game
from game.rules.moves import (
    Act,
    Bonus,
    Donate,
    Extra,
    Give,
    Glass,
    Move,
    NewDie,
    Place,
    Reroll,
    RoadDie,
    Send,
    Take,
    chapel_of,
)

# In the order a move's effects are read: the first that applies names the theme.
THEMES = ("mission", "window", "request", "threat", "help", "chapel", "cloister", "majority",
          "road", "dice", "actions")


def theme_of(game: Game, move: Move) -> str:
    """The theme of playing `move` at `game` (played on a copy; the game is not changed)."""
    events = game.clone().apply(move)
    for theme in THEMES:
        if _shows(theme, move, events, game):
            return theme
    return "actions"


def _shows(theme: str, move: Move, events: list[E.Event], game: Game) -> bool:
    kinds = {type(e) for e in events}
    if theme == "mission":
        return E.MissionCompleted in kinds
    if theme == "window":
        return isinstance(move, Glass) or E.GlassBuilt in kinds
    if theme == "request":
        return isinstance(move, Donate) or C.RequestMet in kinds
    if theme == "threat":
        return C.ThreatWeakened in kinds
    if theme == "help":
        return isinstance(move, Give)
    if theme in ("chapel", "cloister", "majority"):
        return any(_sent_to(e, game) == theme for e in events if isinstance(e, E.NoviceSent))
    if theme == "road":
        return isinstance(move, (Bonus, RoadDie, NewDie)) or E.MessengerMoved in kinds
    if theme == "dice":
        return isinstance(move, (Place, Reroll, Take))
    return isinstance(move, (Act, Send, Extra))


def _sent_to(event: E.NoviceSent, game: Game) -> str:
    """Where a novice went: a chapel, a cloister space or a building (its monastery's
    majority, R-SCORE-1)."""
    if chapel_of(event.target):
        return "chapel"
    return "cloister" if event.target in game.state.cloister else "majority"
