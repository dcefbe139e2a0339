"""Checks that hold after every step of every legal game; used by the tests and the UI's
self-checks. Returns the violations found, as sentences."""

from __future__ import annotations

from .constants import (
    BARON,
    CHAPEL_CAPACITY,
    MAX_PERSONAL_DICE,
    NEUTRAL_DICE,
    TILES_PER_PLAYER,
    table_size,
)
from .edition import MONASTERIES, TOKENS
from .engine import Game
from .state import GameState, PlayerState


def violations(game: Game) -> list[str]:
    st = game.state
    n = len(st.players)
    found = []
    for p, player in enumerate(st.players):
        on_area = sum(row.count(True) for row in player.novices) + player.extras.count(True)
        placed = (sum(o == p for o in st.buildings.values())
                  + sum(o == p for o in st.cloister.values())
                  + sum(owners.count(p) for owners in st.chapels.values()))
        if on_area + placed != 24:
            found.append(f"player {p}: {on_area} + {placed} novices, not 24")
        if any(player.tokens[t] < 0 for t in TOKENS):
            found.append(f"player {p}: negative tokens {player.tokens}")
        if player.score != sum(player.scored.values()) and st.phase != "over":
            found.append(f"player {p}: score {player.score} differs from {player.scored}")
        if not 1 <= player.personal_dice <= MAX_PERSONAL_DICE:
            found.append(f"player {p}: {player.personal_dice} personal dice")
        if not 0 <= player.messenger < len(game.layout.road):
            found.append(f"player {p}: messenger off the road")
        found += _window_violations(p, player.window)
        found += _record_violations(p, player)
    found += _dice_violations(st)
    found += _occupant_violations(st)
    found += _mission_violations(st)
    for s, space in enumerate(st.dice_spaces):
        if any(d.value != s + 1 for d in space):
            found.append(f"dice space {s + 1} holds a die of another value")
    cap = CHAPEL_CAPACITY[table_size(n)]
    for m in MONASTERIES:
        if len(st.chapels[m]) > cap:
            found.append(f"chapel {m} holds {len(st.chapels[m])} novices, more than {cap}")
        if st.chapel_tiles[m] < 0:
            found.append(f"chapel {m} has negative tiles")
    built = sum(1 for pl in st.players for row in pl.window for t in row if t)
    built += st.coop.tiles if st.coop is not None else 0  # taken by the Baron (R-COOP-3)
    tiles = TILES_PER_PLAYER * table_size(n) * len(MONASTERIES)
    if built + sum(st.chapel_tiles.values()) != tiles:
        found.append("stained-glass tiles were created or destroyed")
    if set(st.blocked) & (set(st.buildings) | set(st.cloister)):
        found.append("a blocked space is usable")
    return found


def _dice_violations(st: GameState) -> list[str]:
    """Every die is in exactly one place, and the dice are those the players own (R-SETUP-6)."""
    n = len(st.players)
    dice = ([d for pl in st.players for d in pl.hand] + [d for s in st.dice_spaces for d in s]
            + st.turn.dice + st.spent)
    found = []
    if len({id(d) for d in dice}) != len(dice):
        found.append("a die is in two places at once")
    neutral = sum(d.owner is None for d in dice)
    expected = NEUTRAL_DICE[table_size(n)] * n
    if neutral != expected:
        found.append(f"{neutral} neutral dice in play, expected {expected}")
    for p, player in enumerate(st.players):
        own = sum(d.owner == p for d in dice)
        if own != player.personal_dice:
            found.append(f"player {p}: {own} personal dice in play, owns {player.personal_dice}")
    strays = sorted({d.owner for d in dice if d.owner is not None and d.owner not in range(n)})
    if strays:
        found.append(f"dice of no player in play (owners {strays})")
    return found


def _record_violations(p: int, player: PlayerState) -> list[str]:
    """What a player's board remembers agrees with the novices that left it."""
    found = []
    for col, yellow in enumerate(player.yellow):  # R-CLO-3: flipped when row IV's novice left
        if yellow == player.novices[3][col]:
            found.append(f"player {p}: tile {col + 1} is {'yellow' if yellow else 'white'} "
                         f"with its row-IV novice {'home' if yellow else 'sent'}")
    for sends, row, name in ((player.chapel_sends, 2, "chapel"),
                             (player.cloister_sends, 3, "cloister")):
        if sends != player.novices[row].count(False):  # R-CHP-1, R-CLO-2 count these
            found.append(f"player {p}: {sends} {name} sends counted, "
                         f"{player.novices[row].count(False)} sent")
    if player.extras_sent != player.extras.count(False):
        found.append(f"player {p}: {player.extras_sent} extra novices counted, "
                     f"{player.extras.count(False)} sent")
    return found


def _occupant_violations(st: GameState) -> list[str]:
    players = [*range(len(st.players)), *([BARON] if st.coop is not None else [])]
    found = [f"{kind} {space} holds a novice of no player ({owner})"
             for kind, spaces in (("building", st.buildings), ("cloister space", st.cloister))
             for space, owner in spaces.items() if owner is not None and owner not in players]
    found += [f"chapel {m} holds a novice of no player ({owner})"
              for m, owners in st.chapels.items() for owner in owners if owner not in players]
    return found


def _mission_violations(st: GameState) -> list[str]:
    """R-MISS-1, R-MISS-4: a disc on the card for each revealed mission met, once per player."""
    found = []
    for p, player in enumerate(st.players):
        discs = sorted(m for m, on in st.mission_discs.items() for d in on if d[0] == p)
        if sorted(player.missions) != discs:
            found.append(f"player {p}: missions {sorted(player.missions)} but discs on {discs}")
        if len(set(player.missions)) != len(player.missions):
            found.append(f"player {p}: a mission completed twice {player.missions}")
        if set(player.missions) - set(st.missions):
            found.append(f"player {p}: a mission that is not revealed {player.missions}")
    return found


def _window_violations(p: int, window: list[list[str | None]]) -> list[str]:
    found = []
    lines = [list(row) for row in window] + [[window[r][c] for r in range(3)] for c in range(3)]
    for line in lines:
        tiles = [t for t in line if t]
        if len(tiles) != len(set(tiles)):
            found.append(f"player {p}: window line {line} repeats a monastery")
    for row in window:
        if None in row and any(row[row.index(None):]):
            found.append(f"player {p}: window row {row} has a gap")
    return found
