"""Colours as people with a colour-vision deficiency see them, and how far apart two colours are.

The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
Simulation of Color Vision Deficiency", at severity 1.0 (the full deficiency): a 3×3 matrix per
deficiency applied to linear RGB. Distances are CIE76 ΔE: the Euclidean distance in CIE L*a*b*
(sRGB, D65 white)."""

from __future__ import annotations

import itertools

RGB = tuple[int, int, int]

MACHADO = {  # severity 1.0, from the paper's table
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def to_linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(linear: float) -> float:
    c = min(1.0, max(0.0, linear))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: RGB, deficiency: str) -> tuple[float, float, float]:
    """`rgb` as seen with `deficiency` (a key of MACHADO)."""
    lin = [to_linear(v) for v in rgb]
    m = MACHADO[deficiency]
    r, g, b = (to_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return r, g, b


def lab(rgb) -> tuple[float, float, float]:
    r, g, b = (to_linear(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(one, other) -> float:
    """CIE76 ΔE between two sRGB colours."""
    return sum((p - q) ** 2 for p, q in zip(lab(one), lab(other), strict=True)) ** 0.5


def closest_pair(colours: list[RGB], deficiency: str | None) -> tuple[float, int, int]:
    """The smallest ΔE between two of `colours` as seen with `deficiency` (None: normal vision),
    and which two."""
    seen = [c if deficiency is None else simulate(c, deficiency) for c in colours]
    return min((delta_e(seen[i], seen[j]), i, j)
               for i, j in itertools.combinations(range(len(seen)), 2))
