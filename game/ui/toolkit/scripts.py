"""Text in any script a player can type: a line is cut into runs, each drawn with the first font
that has its characters — the game's own, then the fallback fonts shipped in sprites/fonts
(README there: what each covers and its licence). Runs of scripts whose letters join or
reorder are shaped (Arabic and Hebrew also laid out right to left). A character no font has
is drawn by the game's font (a box). pygame's freetype module says which characters a font
has; the drawing itself is done by pygame's font module, like all the game's text."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame.freetype

FALLBACKS = ("DejaVuSans.ttf", "DroidSansFallbackFull.ttf", "NotoSansDevanagari.ttf",
             "NotoSansThai.ttf", "Symbola.ttf")
# scripts whose letters join or reorder: shaped as a run (True: written right to left)
SHAPED = {"Arab": (True, ((0x0600, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF))),
          "Hebr": (True, ((0x0590, 0x05FF), (0xFB1D, 0xFB4F))),
          "Deva": (False, ((0x0900, 0x097F), (0xA8E0, 0xA8FF))),
          "Thai": (False, ((0x0E00, 0x0E7F),))}
Run = tuple[int, str]  # (font: 0 the game's own, k the k-th fallback), the characters


def script_of(char: str) -> str | None:
    """The script of `char` if it is shaped (SHAPED), else None."""
    code = ord(char)
    for script, (_, ranges) in SHAPED.items():
        if any(low <= code <= high for low, high in ranges):
            return script
    return None


class Scripts:
    """Which font draws which character, and the fonts of the fallbacks at each size."""

    def __init__(self, folder: Path, own: Path) -> None:
        self.paths = [own, *(folder / name for name in FALLBACKS)]
        self._faces: dict[int, pygame.freetype.Font | None] = {}
        self._font_of: dict[str, int] = {}
        self._fonts: dict[tuple[int, int, str, str | None], pygame.font.Font] = {}

    def _face(self, k: int) -> pygame.freetype.Font | None:
        if k not in self._faces:
            try:
                if not pygame.freetype.get_init():
                    pygame.freetype.init()
                self._faces[k] = pygame.freetype.Font(str(self.paths[k]), 12)
            except (OSError, pygame.error):  # a missing file leaves its characters to others
                self._faces[k] = None
        return self._faces[k]

    def has(self, k: int, char: str) -> bool:
        face = self._face(k)
        return face is not None and face.get_metrics(char)[0] is not None

    def font_of(self, char: str) -> int:
        k = self._font_of.get(char)
        if k is None:
            k = next((i for i in range(len(self.paths)) if self.has(i, char)), 0)
            self._font_of[char] = k
        return k

    def runs(self, string: str) -> list[Run]:
        """`string` in runs of one font each (one run of font 0 for the game's own text)."""
        if string.isascii():
            return [(0, string)]
        runs: list[Run] = []
        for char in string:
            if runs and (char == " " or self.font_of(char) == runs[-1][0]):
                runs[-1] = (runs[-1][0], runs[-1][1] + char)
            else:
                runs.append((self.font_of(char), char))
        return runs

    def font(self, k: int, size: int, style: str, run: str) -> pygame.font.Font:
        """Fallback `k` at `size`, bold or italic as `style`, shaped for `run`'s script."""
        script = next((s for s in map(script_of, run) if s), None)
        key = (k, size, style, script)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(str(self.paths[k]), size)
            font.bold, font.italic = style == "bold", style == "italic"
            if script is not None:
                font.set_script(script)
                if SHAPED[script][0]:
                    font.set_direction(pygame.DIRECTION_RTL)
            self._fonts[key] = font
        return font
