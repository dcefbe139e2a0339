"""The game's sound effects, made here from sine waves and noise (no recordings): each effect is a
list of samples from -1 to 1 at a given rate. Pure Python, no pygame: sound.py plays them.

Wood for the dice and the pieces (a short knock: a low sine with a fast decay over a click of
noise), bells for the bonuses, tiles and missions (a few inharmonic partials, a long decay),
little rising notes for points and a short fanfare for the final scoring."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

Samples = list[float]


def _silence(rate: int, seconds: float) -> Samples:
    return [0.0] * max(1, int(rate * seconds))


def _add(into: Samples, sound: Samples, at: int, gain: float = 1.0) -> None:
    end = min(len(into), at + len(sound))
    for i in range(at, end):
        into[i] += sound[i - at] * gain


def tone(rate: int, freq: float, seconds: float, decay: float, partials=((1.0, 1.0),)
         ) -> Samples:
    """A struck tone: `partials` are (frequency ratio, loudness); it dies away in `decay` s."""
    n = int(rate * seconds)
    out = [0.0] * n
    attack = max(1, int(rate * 0.004))
    for ratio, level in partials:
        step = 2 * math.pi * freq * ratio / rate
        fall = math.exp(-1.0 / (rate * decay / ratio ** 0.5))
        amp = level
        for i in range(n):
            out[i] += math.sin(step * i) * amp
            amp *= fall
    for i in range(min(attack, n)):
        out[i] *= i / attack
    return out


def knock(rate: int, freq: float, seconds: float = 0.09, noise: float = 0.5,
          seed: int = 1) -> Samples:
    """Wood on wood: a short low tone over a click of filtered noise."""
    out = tone(rate, freq, seconds, seconds / 4, ((1.0, 0.8), (2.7, 0.3)))
    rng = random.Random(seed)
    last = 0.0
    amp = noise
    fall = math.exp(-1.0 / (rate * 0.012))
    for i in range(len(out)):
        last = last * 0.6 + rng.uniform(-1, 1) * 0.4  # softened: less hiss
        out[i] += last * amp
        amp *= fall
    return out


def rattle(rate: int) -> Samples:
    """Dice rolling: knocks at uneven moments, fading."""
    out = _silence(rate, 0.42)
    rng = random.Random(7)
    t = 0.0
    k = 0
    while t < 0.33:
        hit = knock(rate, rng.uniform(380, 720), 0.06, 0.7, seed=k)
        _add(out, hit, int(t * rate), 0.9 - t * 1.6)
        t += rng.uniform(0.025, 0.07)
        k += 1
    return out


def whoosh(rate: int, seconds: float = 0.22) -> Samples:
    """A piece sliding over the board: noise swelling and fading, then a soft knock."""
    n = int(rate * seconds)
    rng = random.Random(3)
    out = [0.0] * n
    low = 0.0
    for i in range(n):
        low += (rng.uniform(-1, 1) - low) * 0.08
        out[i] = low * math.sin(math.pi * i / n) * 1.6
    _add(out, knock(rate, 300, 0.08, 0.3), n - int(rate * 0.08), 0.8)
    return out


def notes(rate: int, freqs: list[float], gap: float, decay: float, last: float = 0.5
          ) -> Samples:
    out = _silence(rate, gap * len(freqs) + last)
    for k, f in enumerate(freqs):
        _add(out, tone(rate, f, last, decay, ((1.0, 0.7), (2.0, 0.2), (3.0, 0.08))),
             int(k * gap * rate))
    return out


BELL = ((1.0, 0.6), (2.76, 0.25), (5.4, 0.12))  # a small bell's partials
GLASS = ((1.0, 0.5), (2.32, 0.3), (4.25, 0.15))

EFFECTS: dict[str, Callable[[int], Samples]] = {
    "roll": rattle,
    "place": lambda r: knock(r, 520),
    "take": lambda r: [a + b for a, b in zip(knock(r, 640, 0.12),
                                             [0.0] * int(r * 0.05) + knock(r, 700, 0.07),
                                             strict=False)],
    "send": whoosh,
    "step": lambda r: knock(r, 420, 0.05, 0.25, seed=2),
    "bonus": lambda r: tone(r, 880, 0.4, 0.12, BELL),
    "tile": lambda r: tone(r, 1568, 0.45, 0.14, GLASS),
    "mission": lambda r: tone(r, 660, 0.7, 0.25, BELL),
    "token": lambda r: tone(r, 1320, 0.08, 0.02, ((1.0, 0.5), (1.5, 0.2))),
    "points": lambda r: notes(r, [1047, 1319], 0.07, 0.08, 0.2),
    "round": lambda r: tone(r, 330, 0.9, 0.35, BELL),
    "final": lambda r: notes(r, [523, 659, 784, 1047], 0.12, 0.2, 0.6),
    "your_turn": lambda r: notes(r, [784, 1175, 784], 0.16, 0.22, 0.5),  # an online table waits
}


def effect(name: str, rate: int) -> Samples:
    """The samples of an effect, at most 0.9 of full scale."""
    samples = EFFECTS[name](rate)
    peak = max(1e-6, max(abs(s) for s in samples))
    return [s * 0.9 / peak for s in samples]
