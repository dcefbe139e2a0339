"""A seat's sprites in the palette chosen in Settings: the SVGs are drawn in the standard palette
(theme.PALETTES["standard"]), so each of the seat's colours in the file — its shades and the
gradient stops between them — is moved to the same place between the chosen palette's shades.
Colours that are not the seat's (ink, skin, wood) are left as they are."""

from __future__ import annotations

import re

from game.ui.toolkit import theme as T

RGB = tuple[int, int, int]
SEAT_SPRITE = re.compile(r"^(novice|messenger|disc|die_personal)_(\d)$")
HEX = re.compile(r"#[0-9a-fA-F]{6}\b")
NEAR = 10.0  # how far (RGB distance) a colour may lie off the seat's ramp and still be its


def seat_of(name: str) -> int | None:
    """The colour index a sprite is drawn in (novice_2: 2), or None: not a seat's sprite."""
    found = SEAT_SPRITE.match(name)
    return int(found.group(2)) if found else None


def tinted(name: str, svg: str) -> str:
    """The SVG of sprite `name` in the palette in use (unchanged when it is not a seat's, or the
    palette is the standard one)."""
    seat = seat_of(name)
    if seat is None or seat >= len(T.PLAYER):
        return svg
    old, new = T.PALETTES["standard"][seat], T.PLAYER[seat]
    if old == new:
        return svg
    ramp_old = [old["dark"], old["base"], old["light"]]
    ramp_new = [new["dark"], new["base"], new["light"]]
    marks = {old["mark_col"]: new["mark_col"]}

    def swap(found: re.Match[str]) -> str:
        colour = _rgb(found.group(0))
        moved = marks.get(colour) or _along(colour, ramp_old, ramp_new)
        return found.group(0) if moved is None else "#{:02x}{:02x}{:02x}".format(*moved)

    return HEX.sub(swap, svg)


def _rgb(code: str) -> RGB:
    return int(code[1:3], 16), int(code[3:5], 16), int(code[5:7], 16)


def _along(colour: RGB, ramp_old: list[RGB], ramp_new: list[RGB]) -> RGB | None:
    """`colour`'s place on the old ramp (dark → base → light) carried to the new one; None
    when it lies off the ramp."""
    best: tuple[float, int, float] | None = None
    for i in range(len(ramp_old) - 1):
        a, b = ramp_old[i], ramp_old[i + 1]
        ab = [q - p for p, q in zip(a, b, strict=True)]
        length = sum(d * d for d in ab) or 1
        t = max(0.0, min(1.0, sum((c - p) * d for c, p, d in zip(colour, a, ab, strict=True))
                         / length))
        off = sum((c - (p + t * d)) ** 2 for c, p, d in zip(colour, a, ab, strict=True)) ** 0.5
        if best is None or off < best[0]:
            best = (off, i, t)
    if best is None or best[0] > NEAR:
        return None
    _, i, t = best
    a, b = ramp_new[i], ramp_new[i + 1]
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))
