"""Frame-time benchmark of the play scene: `python -m game.cli bench --ui`.

A 4-player game of computer seats at 1600x900, a move every `pace` frames, the mouse sweeping
over the table (tooltips and highlights drawn); prints the median and 99th-percentile time of
a frame (update + draw + flip)."""

from __future__ import annotations

import os
import statistics
import time


def run_ui_bench(frames: int = 3000, players: int = 4, seed: int = 1, pace: int = 20,
                 size: tuple[int, int] = (1600, 900)) -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from .app import App
    from .demo import computer_table

    app = App(size, save_folder=None, bot_delay=pace, resizable=False)
    scene = computer_table(app, players, seed, 0)
    app.frame([])
    times: list[float] = []
    w, h = size
    moves = 0
    for i in range(frames):
        if app.scene is not scene or scene.game.over:
            scene = computer_table(app, players, seed + i, 0)
        pos = ((i * 37) % w, (i * 23) % h)
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        before = len(scene.applied)
        start = time.perf_counter()
        app.frame([event])
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
        moves += len(scene.applied) - before
    app.close()
    times.sort()
    return {
        "frames": frames,
        "moves": moves,
        "median_ms": statistics.median(times),
        "p99_ms": times[min(len(times) - 1, int(len(times) * 0.99))],
        "max_ms": times[-1],
    }


def main_ui_bench(frames: int = 3000) -> int:
    result = run_ui_bench(frames)
    print(f"ui frames={result['frames']} moves={result['moves']} size=1600x900 players=4 "
          f"median_ms={result['median_ms']:.2f} p99_ms={result['p99_ms']:.2f} "
          f"max_ms={result['max_ms']:.2f}")
    return 0
