"""The animation of moves: a timeline of pieces in flight, pops, counters and banners, built from
the events of the moves (anim_build.py) and drawn over the table (anim_draw.py).

The table under an animation is always the game as it is now; the timeline only keeps off it the
pieces still in flight (their keys, as board/pieces.py names them) and holds counters at the value
they have reached. So when the timeline ends — or is skipped — the table is exactly the game,
whatever happened during it. No pygame drawing here."""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from game.ui.board.pieces import Shown


@dataclass(slots=True)
class Flight:
    """A piece moving along `path` (the messenger walks it space by space)."""

    look: tuple  # ("die", colour, value), ("novice", colour), ("token", name), ("points", n) ...
    path: list[Rect]
    start: int
    length: int
    lands: tuple | None = None  # the piece it becomes on the table when it lands
    hold: bool = False  # shown where it starts until it leaves (it is still there)
    arc: float = 0.0  # how high it lifts halfway, in its own heights
    sound: str = ""  # played as it lands
    step_sound: str = ""  # played at each space of its path
    fade: bool = False  # vanishes as it arrives (tokens paid away)

    @property
    def end(self) -> int:
        return self.start + self.length


@dataclass(slots=True)
class Pop:
    """A ring that swells and fades over a place (an action performed, a bonus reached)."""

    rect: Rect
    start: int
    length: int
    colour: tuple[int, int, int]
    sound: str = ""

    @property
    def end(self) -> int:
        return self.start + self.length


@dataclass(slots=True)
class Count:
    """A counter (score, tokens, tiles left) moving by `delta` from `start`, over `length`."""

    key: tuple
    delta: int
    start: int
    length: int = 1

    @property
    def end(self) -> int:
        return self.start + self.length


@dataclass(slots=True)
class Banner:
    """A line of words over the board (the round ends, a choice with one answer)."""

    text: str
    start: int
    length: int
    sound: str = ""
    big: bool = False

    @property
    def end(self) -> int:
        return self.start + self.length


@dataclass(slots=True)
class Roll:
    """The dice on the tray tumble."""

    start: int
    length: int
    sound: str = "roll"

    @property
    def end(self) -> int:
        return self.start + self.length


Track = Flight | Pop | Count | Banner | Roll


@dataclass(slots=True)
class Timeline:
    flights: list[Flight] = field(default_factory=list)
    pops: list[Pop] = field(default_factory=list)
    counts: list[Count] = field(default_factory=list)
    banners: list[Banner] = field(default_factory=list)
    rolls: list[Roll] = field(default_factory=list)
    finals: dict[tuple, int] = field(default_factory=dict)  # each counter's value at the end
    starts: list[int] = field(default_factory=list)  # the frame each event begins to show
    t: int = 0

    def tracks(self) -> list[Track]:
        return [*self.flights, *self.pops, *self.counts, *self.banners, *self.rolls]

    @property
    def length(self) -> int:
        return max((track.end for track in self.tracks()), default=0)

    @property
    def done(self) -> bool:
        return self.t >= self.length

    def advance(self) -> list[str]:
        """One frame on; the sounds that fall in it."""
        self.t += 1
        return self.sounds_at(self.t)

    def sounds_at(self, t: int) -> list[str]:
        sounds = [f.sound for f in self.flights if f.sound and f.end == t]
        for f in self.flights:
            if f.step_sound and f.start < t < f.end and len(f.path) > 2:
                per = f.length / (len(f.path) - 1)
                if int((t - f.start) / per) != int((t - 1 - f.start) / per):
                    sounds.append(f.step_sound)
        sounds += [p.sound for p in self.pops if p.sound and p.start == t]
        sounds += [b.sound for b in self.banners if b.sound and b.start == t]
        sounds += [r.sound for r in self.rolls if r.sound and r.start == t]
        return sounds

    def shown(self) -> Shown:
        """What the table leaves out and the counters' values at this frame."""
        hidden = {f.lands for f in self.flights if f.lands is not None and self.t < f.end}
        if any(self.t < r.start for r in self.rolls):
            hidden.add(("tray",))  # the new roll shows when it is thrown
        values: dict[tuple, float] = {}
        for c in self.counts:
            left = 1.0 if self.t < c.start else max(0.0, (c.end - self.t) / c.length)
            if left > 0:
                values[c.key] = values.get(c.key, self.finals.get(c.key, 0)) - c.delta * left
        return Shown(frozenset(hidden), {k: round(v) for k, v in values.items()})

    def rolling(self) -> Roll | None:
        return next((r for r in self.rolls if r.start <= self.t < r.end), None)
