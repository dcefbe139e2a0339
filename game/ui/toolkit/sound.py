"""Playing the sound effects (made in synth.py) through pygame's mixer.

The effects are computed once per process in a worker thread at start, and made into mixer
sounds when first played. No audio device, a mixer that will not start or a format we do not
write: the game is silent, never stopped by it. The Sound setting and the volume apply at once.
"""

from __future__ import annotations

import sys
import threading
from array import array
from functools import lru_cache

import pygame

from game.ui.toolkit.synth import EFFECTS, effect

MIXER_FORMAT = -16  # signed 16-bit samples: the only format written here
HEARD = 64  # how many of the last effects played are kept (tests look at them)


@lru_cache(maxsize=64)
def samples(name: str, rate: int, channels: int) -> bytes:
    """An effect as the mixer's raw bytes (cached: computed once per process)."""
    mono = array("h", (round(s * 32767) for s in effect(name, rate)))
    if channels == 1:
        return mono.tobytes()
    wide = array("h", bytes(len(mono) * 2 * channels))
    for c in range(channels):
        wide[c::channels] = mono
    return wide.tobytes()


def open_mixer() -> tuple[int, int] | None:
    """(rate, channels) of a working mixer in our format, or None: no sound."""
    try:
        if pygame.mixer.get_init() is None:
            pygame.mixer.init()
        found = pygame.mixer.get_init()
    except pygame.error as error:
        print(f"note: no sound: {error}", file=sys.stderr)
        return None
    if found is None or found[1] != MIXER_FORMAT:
        return None
    return found[0], found[2]


class SoundBoard:
    def __init__(self, on: bool, volume: float) -> None:
        self.on = on
        self.volume = volume
        self.mixer = open_mixer() if on else None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.heard: list[str] = []  # the effects asked for, latest last
        if self.mixer is not None:
            threading.Thread(target=self._prepare, args=self.mixer, name="sounds",
                             daemon=True).start()

    def _prepare(self, rate: int, channels: int) -> None:
        """Compute every effect ahead of its first use (the cache keeps them)."""
        for name in EFFECTS:
            samples(name, rate, channels)

    def set(self, on: bool, volume: float) -> None:
        self.on, self.volume = on, volume
        if on and self.mixer is None:
            self.mixer = open_mixer()
        if not on:
            self.stop()

    def play(self, name: str) -> None:
        self.heard = [*self.heard[-HEARD + 1:], name]
        if not self.on or self.volume <= 0 or self.mixer is None or name not in EFFECTS:
            return
        try:
            sound = self._sounds.get(name)
            if sound is None:
                sound = self._sounds[name] = pygame.mixer.Sound(
                    buffer=samples(name, *self.mixer))
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error as error:  # the device went away: silence from now on
            print(f"note: sound stopped: {error}", file=sys.stderr)
            self.mixer = None

    def stop(self) -> None:
        if self.mixer is not None:
            try:
                pygame.mixer.stop()
            except pygame.error:
                self.mixer = None
