"""What a seat may know of a game, and games drawn from that knowledge (R-FAIR-1, R-FAIR-2).

`observation(state, seat)` is built by listing what may be seen (`SEEN`: every part of the
state, field by field): a field missing from the lists is absent from every observation, so a
secret added to the state later is hidden until someone decides to show it. What nobody at the
table knows is the dice generator (the dice to come, the Baron's deck shuffled anew) and the
order, and for the requests and events dealt even the names, of the co-op decks not yet drawn:
of those (`COUNTED`) an observation keeps only how many cards each holds, written as UNKNOWN.
Every seat and a spectator see the same: Monasterium has no private hands.

`seen_game(game)` is the game such an observation makes, its unknown cards stand-ins taken in
a fixed order from the cards nobody has seen (so nothing built on it can learn, or depend on,
what the real decks hold): the server sends observations, a client rebuilds its table from one,
and the computer players, the Hint and the review decide on such a game. `resample(game, seed)`
draws everything hidden anew from `seed`, consistently with what was seen (OpenSpiel's
`ResampleFromInfostate`): a bot's simulations play on such clones, never on the real decks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import rng
from .chapter import ChapterPlay, progress_to_json
from .coop.state import CoopState, OpenRequest, OpenThreat
from .state import Die, GameState, PlayerState, Task, TurnState, state_from_json, task_to_json

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Game

UNKNOWN = "?"  # a card of a deck not yet drawn, as an observation writes it
STAND_IN_RNG = 0  # the dice generator of a game rebuilt from an observation: never the real one

# Every field anyone at the table may see, by the part of the state it belongs to.
SEEN: dict[type, tuple[str, ...]] = {
    GameState: ("players", "side", "missions", "mission_discs", "buildings", "cloister",
                "blocked", "chapels", "chapel_tiles", "dice_spaces", "spent", "year", "round",
                "first", "current", "phase", "turn", "stack", "final", "winners", "coop",
                "chapter"),
    PlayerState: ("name", "tokens", "score", "scored", "novices", "extras", "extras_sent",
                  "yellow", "reroll_active", "messenger", "personal_dice", "hand", "window",
                  "chapel_sends", "cloister_sends", "missions"),
    Die: ("owner", "value"),
    TurnState: ("column", "dice", "used_once"),
    CoopState: ("difficulty", "baron_discard", "baron_card", "threats", "request", "events",
                "revealed", "messenger", "tiles", "met", "failed", "answered", "missed",
                "outcome", "total", "target", "reason"),
    OpenThreat: ("id", "marks", "deadline"),
    OpenRequest: ("id", "need", "deadline"),
}
# Fields seen only as how many cards they hold.
COUNTED: dict[type, tuple[str, ...]] = {
    CoopState: ("baron_deck", "threat_deck", "request_deck", "event_deck"),
}
# What is written whole by its own part of the rules: a task (the question everyone sees) and
# a campaign chapter's progress (its objectives, the Volumes taken, the advantages spent).
WHOLE: dict[type, Callable[[Any], dict]] = {Task: task_to_json, ChapterPlay: progress_to_json}


def observation(state: GameState, seat: int | None = None) -> dict[str, Any]:
    """What `seat` (None: a spectator) may know of `state`, JSON-ready."""
    return _seen(state)


def _seen(value: Any) -> Any:
    kind = type(value)
    if kind is list or kind is tuple:
        return [_seen(v) for v in value]
    if kind is dict:
        return {k: _seen(v) for k, v in value.items()}
    if value is None or kind is int or kind is str or kind is bool:
        return value
    whole = WHOLE.get(kind)
    if whole is not None:
        return whole(value)
    out = {name: _seen(getattr(value, name)) for name in SEEN.get(kind, ())}
    for name in COUNTED.get(kind, ()):
        out[name] = [UNKNOWN] * len(getattr(value, name))
    if kind is GameState:  # absent as in a state's own JSON (state.to_json)
        for name in ("coop", "chapter"):
            if out[name] is None:
                del out[name]
    return out


def state_from_observation(edition: Edition, seen: dict[str, Any]) -> GameState:
    """A state for an observation: its unknown cards stand-ins, its dice generator not the
    real one. Raises KeyError/TypeError/ValueError on a bad shape."""
    state = state_from_json({**seen, "rng": STAND_IN_RNG})
    coop = state.coop
    if coop is not None and edition.coop is not None:
        for deck, pool in unseen(edition, coop).items():
            setattr(coop, deck, _dealt(pool, len(getattr(coop, deck))))
    return state


def seen_game(game: Game, seat: int | None = None) -> Game:
    """The game as `seat` may know it (see the module's text): the same question, the same
    options in the same order, nothing hidden in it but stand-ins."""
    from .engine import Game

    edition = game.layout.edition
    return Game(game.layout, state_from_observation(edition, observation(game.state, seat)))


def unseen(edition: Edition, coop: CoopState) -> dict[str, list[str]]:
    """The cards each undrawn deck may hold, as far as the table knows, sorted: the Baron's
    cards not played since his deck was last shuffled, the threats and requests never
    revealed, the events not happened."""
    cards = edition.coop
    assert cards is not None
    level = cards.difficulties.get(coop.difficulty)
    unplayed = Counter(level.baron if level is not None else cards.baron)
    unplayed.subtract(coop.baron_discard)
    revealed = set(coop.revealed)
    return {"baron_deck": sorted(unplayed.elements()),
            "threat_deck": sorted(t for t in cards.threats if t not in revealed),
            "request_deck": sorted(r for r in cards.requests if r not in revealed),
            "event_deck": sorted(e for e in cards.events if e not in coop.events)}


def resample(game: Game, seed: int) -> Game:
    """A clone of `game` whose hidden parts are drawn anew from `seed`: the dice to come and,
    against the Baron, each undrawn deck (as many cards as it holds, from those it may hold,
    in a random order). The same seed draws the same, whatever the real decks hold."""
    copy = game.clone()
    state = copy.state
    coop = state.coop
    drawn = rng.seed_state(seed)
    if coop is not None:
        for deck, pool in unseen(game.layout.edition, coop).items():
            count = len(getattr(coop, deck))
            if count:
                drawn, order = rng.shuffle(drawn, pool)
                setattr(coop, deck, _dealt(order, count))
    state.rng = drawn
    return copy


def _dealt(pool: list[str], count: int) -> list[str]:
    """`count` cards from the pool in its order (taken again from its start should a state
    hold more than the table thinks possible: a deck keeps its size)."""
    return [pool[i % len(pool)] for i in range(count)] if pool else []
