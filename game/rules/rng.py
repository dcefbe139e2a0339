"""The dice: a small seeded generator whose whole state is one integer (kept in the game state).

SplitMix64 keeps the state JSON-friendly and the same on every platform and Python version.
"""

from __future__ import annotations

MASK = (1 << 64) - 1


def next_state(state: int) -> tuple[int, int]:
    """Advance the generator: return (new state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) (n is small, the bias is below 2**-58)."""
    state, out = next_state(state)
    return state, (out * n) >> 64


def seed_state(seed: int) -> int:
    return seed & MASK


def die(state: int) -> tuple[int, int]:
    """`below(state, 6) + 1` in one call: the dice are most of the generator's use."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, (((z ^ (z >> 31)) * 6) >> 64) + 1


def shuffle(state: int, items: list[str] | tuple[str, ...]) -> tuple[int, list[str]]:
    """The items in an order drawn from the generator (Fisher-Yates), and its new state."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, out
