"""Sprites, fonts and rendered text, each cached: SVGs are rasterised once per size, text once
per (string, size, colour). A missing or unreadable sprite falls back to a drawn stand-in.
Every font is made here, at the size asked times the player's text size (Settings)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pygame

from game.ui.art import painter, symbols, tint
from game.ui.toolkit import theme as T
from game.ui.toolkit.scripts import Scripts

STRETCH = {"board_background", "title_art", "panel", "player_board", "mission_card",
           "window_frame", "action_tile_white", "action_tile_yellow"}
TEXT_SIZES = (1.0, 1.25, 1.5)  # the text sizes Settings offers
FONT_FILES = {"regular": "EBGaramond-Regular.ttf", "bold": "EBGaramond-Bold.ttf",
              "italic": "EBGaramond-Italic.ttf"}


def sprites_dir() -> Path:
    """The `sprites/` folder: inside the PyInstaller bundle when frozen, else beside `game/`."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "sprites"
    return Path(__file__).resolve().parents[3] / "sprites"  # game/ui/toolkit/assets.py


class Assets:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or sprites_dir()
        self._sprites: dict[tuple[str, int, int], pygame.Surface] = {}
        self._fonts: dict[tuple[int, str], pygame.font.Font] = {}
        self._texts: dict[tuple, pygame.Surface] = {}
        self._wrapped: dict[tuple, list[str]] = {}
        self._files: dict[str, Path | None] = {}
        self.text_scale = 1.0  # every text this much larger than the screens ask (Settings)
        self.scripts = Scripts(self.folder / "fonts", self.folder / "fonts" / FONT_FILES["regular"])

    # ------------------------------------------------------------------ sprites

    def _file(self, name: str) -> Path | None:
        if name not in self._files:
            path = self.folder / f"{name}.svg"
            self._files[name] = path if path.is_file() else None
        return self._files[name]

    def sprite(self, name: str, size: tuple[int, int] | int) -> pygame.Surface:
        if isinstance(size, int):
            size = (size, size)
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = (name, w, h)
        surf = self._sprites.get(key)
        if surf is None:
            surf = self._load(name, (w, h))
            self._sprites[key] = surf
        return surf

    def _load(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        path = self._file(name)
        surf = None
        if path is not None:
            try:
                if tint.seat_of(name) is None:
                    surf = pygame.image.load_sized_svg(str(path), size)
                else:  # a seat's piece, in the palette in use
                    svg = tint.tinted(name, path.read_text(encoding="utf-8"))
                    surf = pygame.image.load_sized_svg(io.BytesIO(svg.encode()), size)
                if surf.get_size() != size:
                    surf = self._fit(name, surf, size)
            except (pygame.error, OSError, ValueError):
                surf = None
        if surf is None:
            surf = painter.paint(name, size)
        symbols.mark_piece(name, surf)  # a seat's piece: its colour's shape
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    @staticmethod
    def _fit(name: str, surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """Backgrounds stretch to fill; pieces keep their proportions, centred in the box."""
        if name in STRETCH:
            return pygame.transform.smoothscale(surf, size)
        box = pygame.Surface(size, pygame.SRCALPHA)
        box.blit(surf, surf.get_rect(center=(size[0] // 2, size[1] // 2)))
        return box

    def die(self, owner_colour: int | None, value: int, size: int) -> pygame.Surface:
        """A die face: the blank die sprite with its pips."""
        key = (f"die-face:{owner_colour}:{value}", size, size)
        surf = self._sprites.get(key)
        if surf is None:
            name = "die_neutral" if owner_colour is None else f"die_personal_{owner_colour}"
            surf = self.sprite(name, size).copy()
            dark = owner_colour is None or T.light_colour(owner_colour)
            painter.pips(surf, value, (30, 22, 14) if dark else (255, 250, 236), owner_colour)
            self._sprites[key] = surf
        return surf

    def space_mark(self, value: int, size: int) -> pygame.Surface:
        """A dice space's number as the board prints it: a face cut into the wood, gold pips
        on a dark ground with no die body, so that it never reads as a die lying there."""
        key = (f"space-mark:{value}", size, size)
        surf = self._sprites.get(key)
        if surf is None:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            box = surf.get_rect()
            pygame.draw.rect(surf, (70, 44, 24), box, border_radius=size // 5)
            pygame.draw.rect(surf, (150, 112, 60), box, 1, border_radius=size // 5)
            painter.pips(surf, value, (226, 182, 84))
            self._sprites[key] = surf
        return surf

    def clear_sprites(self) -> None:
        """Throw every rasterised sprite away (the players' palette changed)."""
        self._sprites.clear()

    # ------------------------------------------------------------------ text

    def set_text_scale(self, scale: float) -> None:
        """Every text drawn `scale` times the size the screens ask for (what was rendered at the
        old size is thrown away; the scenes are to be laid out again)."""
        scale = min(TEXT_SIZES, key=lambda offered: abs(offered - scale))
        if scale != self.text_scale:
            self.text_scale = scale
            self.clear_texts()

    def scaled(self, size: int) -> int:
        """The pixel size a font asked at `size` is made at."""
        return max(8, round(int(size) * self.text_scale))

    def font(self, size: int, style: str = "regular") -> pygame.font.Font:
        size = self.scaled(size)
        key = (size, style)
        font = self._fonts.get(key)
        if font is None:
            path = self.folder / "fonts" / FONT_FILES.get(style, FONT_FILES["regular"])
            try:
                font = pygame.font.Font(str(path), size)
            except (FileNotFoundError, OSError, pygame.error):
                font = pygame.font.Font(None, int(size * 1.3))
            self._fonts[key] = font
        return font

    def text(self, string: str, size: int, colour=(59, 40, 22), style: str = "regular"
             ) -> pygame.Surface:
        key = (string, int(size), tuple(colour), style)
        surf = self._texts.get(key)
        if surf is None:
            if len(self._texts) > 4000:
                self._texts.clear()
            surf = self._render(string, size, colour, style)
            self._texts[key] = surf
        return surf

    def _runs(self, string: str, size: int, style: str) -> list[tuple[pygame.font.Font, str]]:
        """`string` in runs, each with the font that draws it (scripts.py)."""
        runs = self.scripts.runs(string)
        return [(self.font(size, style) if k == 0 else
                 self.scripts.font(k, self.scaled(size), style, part), part) for k, part in runs]

    def width(self, string: str, size: int, style: str = "regular") -> int:
        """How wide `string` is drawn, whatever its scripts."""
        if string.isascii():
            return self.font(size, style).size(string)[0]
        return sum(font.size(part)[0] for font, part in self._runs(string, size, style))

    def _render(self, string: str, size: int, colour, style: str) -> pygame.Surface:
        runs = [] if string.isascii() else self._runs(string, size, style)
        if not runs:
            return self.font(size, style).render(string, True, colour)
        parts = [(font.render(part, True, colour), font.get_ascent()) for font, part in runs]
        ascent = max(a for _, a in parts)
        height = max(ascent - a + p.get_height() for p, a in parts)
        surf = pygame.Surface((sum(p.get_width() for p, _ in parts), height), pygame.SRCALPHA)
        x = 0
        for part, a in parts:
            surf.blit(part, (x, ascent - a))  # on one baseline
            x += part.get_width()
        return surf

    def clear_texts(self) -> None:
        """Forget every rendered text (the language changed)."""
        self._texts.clear()
        self._wrapped.clear()

    def wrap(self, string: str, size: int, width: int, style: str = "regular") -> list[str]:
        """`string` cut into lines no wider than `width` (cached: measuring text is slow)."""
        key = (string, size, width, style)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 8000:
                self._wrapped.clear()
            lines = self._wrapped[key] = self._wrap(string, size, width, style)
        return list(lines)

    def _wrap(self, string: str, size: int, width: int, style: str) -> list[str]:
        lines: list[str] = []
        for paragraph in string.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                trial = f"{line} {word}".strip()
                if self.width(trial, size, style) <= width:
                    line = trial
                    continue
                if line:
                    lines.append(line)
                pieces = self._cut(word, size, width, style)  # a word wider than the line
                lines += pieces[:-1]
                line = pieces[-1]
            lines.append(line)
        return lines

    def _cut(self, word: str, size: int, width: int, style: str) -> list[str]:
        """`word` in pieces no wider than `width` (at least a character each)."""
        pieces = [""]
        for char in word:
            if pieces[-1] and self.width(pieces[-1] + char, size, style) > width:
                pieces.append("")
            pieces[-1] += char
        return pieces
