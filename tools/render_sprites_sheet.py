#!/usr/bin/env python3
"""Render every SVG in sprites/ onto a contact sheet (a visual check of the art).

Usage:  python tools/render_sprites_sheet.py [--out /tmp/sprites_sheet.png]

Each SVG is loaded with ``pygame.image.load_sized_svg`` at two sizes and
blitted on a parchment sheet with its file name (in the bundled font). The
board background and the title art are also rendered full size to
/tmp/board_background.png and /tmp/title_art.png. Exits non-zero if any SVG
fails to load.
"""
import argparse
import glob
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPRITES = os.path.join(ROOT, "sprites")
FONT_REGULAR = os.path.join(SPRITES, "fonts", "EBGaramond-Regular.ttf")
FONT_BOLD = os.path.join(SPRITES, "fonts", "EBGaramond-Bold.ttf")

BIG = {"board_background.svg", "title_art.svg"}


def viewbox_size(path):
    """Width and height of the SVG's viewBox (without parsing the whole file)."""
    with open(path, encoding="utf-8") as fh:
        head = fh.read(400)
    i = head.find('viewBox="')
    parts = head[i + 9:head.index('"', i + 9)].split()
    return float(parts[2]), float(parts[3])


def load(path, box):
    w, h = viewbox_size(path)
    s = min(box / w, box / h)
    surf = pygame.image.load_sized_svg(path, (max(1, round(w * s)), max(1, round(h * s))))
    return surf.convert_alpha()


def checker(w, h, a=(236, 224, 196), b=(222, 208, 176), step=8):
    surf = pygame.Surface((w, h))
    surf.fill(a)
    for y in range(0, h, step):
        for x in range((y // step) % 2 * step, w, step * 2):
            surf.fill(b, (x, y, step, step))
    return surf


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/sprites_sheet.png")
    ap.add_argument("--small", type=int, default=48, help="first render size (box, px)")
    ap.add_argument("--large", type=int, default=128, help="second render size (box, px)")
    args = ap.parse_args()

    pygame.init()
    pygame.display.set_mode((1, 1))
    font = pygame.font.Font(FONT_REGULAR, 15)
    title_font = pygame.font.Font(FONT_BOLD, 26)

    files = sorted(glob.glob(os.path.join(SPRITES, "*.svg")))
    if not files:
        print("no SVG files in", SPRITES)
        return 1
    cell_w, cell_h = args.small + args.large + 36, args.large + 30
    cols = 6
    rows = (len(files) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell_w + 20, rows * cell_h + 70))
    sheet.fill((243, 230, 195))
    title = f"Monasterium sprites: {len(files)} SVG files, {args.small} px and {args.large} px"
    sheet.blit(title_font.render(title, True, (59, 40, 22)), (14, 12))

    failures = []
    timings = []
    for i, path in enumerate(files):
        name = os.path.basename(path)
        x0 = 10 + (i % cols) * cell_w
        y0 = 56 + (i // cols) * cell_h
        sheet.blit(checker(cell_w - 8, cell_h - 8), (x0, y0))
        try:
            t0 = time.perf_counter()
            small = load(path, args.small)
            large = load(path, args.large)
            timings.append((time.perf_counter() - t0, name))
        except Exception as exc:  # report every broken file, keep going
            failures.append((name, exc))
            sheet.blit(font.render("FAILED: " + name, True, (200, 0, 0)), (x0 + 4, y0 + 4))
            continue
        sheet.blit(small, (x0 + 6, y0 + 6 + (args.large - small.get_height()) // 2))
        sheet.blit(large, (x0 + args.small + 18 + (args.large - large.get_width()) // 2, y0 + 4))
        label = font.render(name, True, (59, 40, 22))
        sheet.blit(label, (x0 + 4, y0 + cell_h - 8 - label.get_height()))

    pygame.image.save(sheet, args.out)
    print("contact sheet:", args.out)

    for name in sorted(BIG):
        path = os.path.join(SPRITES, name)
        if not os.path.exists(path):
            failures.append((name, "missing"))
            continue
        try:
            t0 = time.perf_counter()
            w, h = viewbox_size(path)
            surf = pygame.image.load_sized_svg(path, (int(w), int(h)))
            dt = time.perf_counter() - t0
            out = os.path.join("/tmp", name.replace(".svg", ".png"))
            pygame.image.save(surf, out)
            print(f"full size: {out} ({surf.get_width()}x{surf.get_height()}, {dt:.2f}s)")
        except Exception as exc:
            failures.append((name, exc))

    timings.sort(reverse=True)
    print("slowest loads (both sizes):", ", ".join(f"{n} {t:.3f}s" for t, n in timings[:4]))
    if failures:
        for name, exc in failures:
            print("FAILED:", name, exc)
        return 1
    print(f"all {len(files)} SVG files loaded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
