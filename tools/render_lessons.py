"""Render every screen of Learn to play to PNG for review: each lesson as it opens and at each
move it teaches, in every language, at 1280x720 (or --size), and a contact sheet of four screens
a page per language, to look at them quickly.

    python tools/render_lessons.py [OUT_DIR] [--size 1280x720] [--languages en,it,de]
                                   [--start coop_welcome]

Printed per screen: the lesson, whether the panel covers the pointer's ring or any place the
lesson points at, whether the pointer's ring covers the log, and whether its arrow covers a
place beside what it points at."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import texts  # noqa: E402
from game.tutorial.lessons import LESSONS  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.tutorial.panel import POINTER, pointer_arrow  # noqa: E402
from game.ui.tutorial.route import covers  # noqa: E402
from game.ui.tutorial.scene import TutorialScene  # noqa: E402


def settle(app: App, scene: TutorialScene) -> None:
    for _ in range(3000):
        app.pump()
        if not scene.play.motion.running and not scene.play.busy():
            break
    for _ in range(3):
        app.pump()


def check(scene: TutorialScene) -> list[str]:
    """What the panel or the rings cover that they should not."""
    problems = []
    panel = scene.panel.rect
    rings = [d.rect for d in scene.drawn() if d.look == POINTER]
    if any(panel.colliderect(r) for r in rings):
        problems.append("panel over the pointer")
    if any(panel.colliderect(r) for r in scene.avoid()):
        problems.append("panel over a place the lesson is about")
    log = scene.play.logview.area
    if any(r.colliderect(log) for r in rings):
        problems.append("ring over the log")
    places = scene.places()
    arrow = pointer_arrow(places, scene.panel, scene.app.screen.get_rect()) if places else None
    if arrow is not None:
        pointed = [rect for rect, step in places if step[0] != "area"]
        near = [rect.inflate(100, 100) for rect in pointed]
        beside = [r for r in scene.panel.crowded if r.collidelist(near) >= 0
                  and r.collidelist([rect.inflate(-2, -2) for rect in pointed]) < 0]
        if covers(arrow, beside):
            problems.append("arrow over a place beside the pointer")
    return problems


def run(out: Path, size: tuple[int, int], language: str, start: str = "") -> list[Path]:
    app = App(size, save_folder=None, bot_delay=0, turn_grace=0)
    texts.set_language(language)  # after the App, which sets the settings' language
    app.start_title()
    keys = [lesson.key for lesson in LESSONS]
    app.go("tutorial", lesson=keys.index(start) if start else 0)
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    shots: list[Path] = []
    for _ in range(400):
        settle(app, scene)
        lesson = scene.tutor.lesson
        if lesson is None:
            break
        name = f"{language}-{len(shots):02d}-{scene.tutor.index + 1:02d}-{lesson.key}.png"
        app.full_redraw = True
        app.frame([])
        pygame.image.save(app.screen, str(out / name))
        shots.append(out / name)
        print(name, ", ".join(check(scene)) or "ok")
        if lesson.reading:
            if lesson.key == "offer":
                break
            scene.on_panel("continue")
            continue
        move = scene.taught()
        if move is None:
            continue
        scene.play.table.play(move)
        scene.play.sync()
        scene.follow()
    app.close()
    return shots


def sheets(shots: list[Path], out: Path, language: str) -> None:
    """Four screens a page, each at half size."""
    for page in range(0, len(shots), 4):
        first = pygame.image.load(str(shots[page]))
        w, h = first.get_width() // 2, first.get_height() // 2
        sheet = pygame.Surface((w * 2, h * 2))
        for k, path in enumerate(shots[page:page + 4]):
            image = pygame.transform.smoothscale(pygame.image.load(str(path)), (w, h))
            sheet.blit(image, ((k % 2) * w, (k // 2) * h))
        pygame.image.save(sheet, str(out / f"sheet-{language}-{page // 4:02d}.png"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/lessons")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--languages", default="en,it,de")
    parser.add_argument("--start", default="", help="the lesson to begin at (its key)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.lower().split("x"))
    for language in args.languages.split(","):
        sheets(run(out, (w, h), language, args.start), out, language)
    return 0


if __name__ == "__main__":
    sys.exit(main())
