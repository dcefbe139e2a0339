"""Checks that hold after every step of every legal game; used by the tests and the UI's
self-checks. Returns the violations found, as sentences."""

from __future__ import annotations

from .constants import CHAPEL_CAPACITY, MAX_PERSONAL_DICE, NEUTRAL_DICE, TILES_PER_PLAYER
from .edition import MONASTERIES, TOKENS
from .engine import Game


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
    dice = ([d for pl in st.players for d in pl.hand] + [d for s in st.dice_spaces for d in s]
            + st.turn.dice + st.spent)
    expected = NEUTRAL_DICE[n] * n + sum(pl.personal_dice for pl in st.players)
    if len(dice) != expected or len({id(d) for d in dice}) != len(dice):
        found.append(f"{len(dice)} dice in play, expected {expected}")
    for s, space in enumerate(st.dice_spaces):
        if any(d.value != s + 1 for d in space):
            found.append(f"dice space {s + 1} holds a die of another value")
    cap = CHAPEL_CAPACITY[n]
    for m in MONASTERIES:
        if len(st.chapels[m]) > cap:
            found.append(f"chapel {m} holds {len(st.chapels[m])} novices, more than {cap}")
        if st.chapel_tiles[m] < 0:
            found.append(f"chapel {m} has negative tiles")
    built = sum(1 for pl in st.players for row in pl.window for t in row if t)
    if built + sum(st.chapel_tiles.values()) != TILES_PER_PLAYER * n * len(MONASTERIES):
        found.append("stained-glass tiles were created or destroyed")
    if set(st.blocked) & (set(st.buildings) | set(st.cloister)):
        found.append("a blocked space is usable")
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
