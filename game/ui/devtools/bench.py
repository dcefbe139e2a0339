"""Benchmarks of the window: `python -m game.cli bench --ui` and `bench --idle`.

--ui: a 4-player game at 1600x900 with animations on, a move every `pace` frames (each chosen by
a random computer seat, on this thread, outside the timing), the mouse sweeping over the table
(tooltips and highlights drawn); prints the median and 99th-percentile time of a frame (events,
update, drawing what changed and putting it on the screen), by the wall clock and in the main
thread's own CPU time (which a busy machine does not inflate).

--idle: the real main loop on a table that waits for a person's move; prints the share of one
core the process used (CPU time over wall time) while nothing happens."""

from __future__ import annotations

import os
import statistics
import time


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def run_ui_bench(frames: int = 3000, players: int = 4, seed: int = 1, pace: int = 20,
                 size: tuple[int, int] = (1600, 900)) -> dict[str, float]:
    _headless()
    import pygame

    from game.ui import loop
    from game.ui.app import App
    from game.ui.devtools.demo import computer_table

    app = App(size, save_folder=None, bot_delay=10**9, resizable=False)
    app.settings["animation_speed"] = 1.0
    scene = computer_table(app, players, seed, 0)
    app.frame([])
    times: list[float] = []
    cpu: list[float] = []
    w, h = size
    moves = 0
    for i in range(frames):
        if app.scene is not scene or scene.game.over:
            scene = computer_table(app, players, seed + i, 0)
        if i % pace == 0:
            scene.apply(scene.choose_now())
            moves += 1
        pos = ((i * 37) % w, (i * 23) % h)
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        start, start_cpu = time.perf_counter(), time.thread_time()
        loop.show(app.frame([event]))
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    app.close()
    times.sort()
    cpu.sort()
    p99 = min(len(times) - 1, int(len(times) * 0.99))
    return {
        "frames": frames,
        "moves": moves,
        "median_ms": statistics.median(times),
        "p99_ms": times[p99],
        "max_ms": times[-1],
        "cpu_median_ms": statistics.median(cpu),
        "cpu_p99_ms": cpu[p99],
    }


def main_ui_bench(frames: int = 3000) -> int:
    result = run_ui_bench(frames)
    print(f"ui frames={result['frames']} moves={result['moves']} size=1600x900 players=4 "
          f"animations=on median_ms={result['median_ms']:.2f} p99_ms={result['p99_ms']:.2f} "
          f"max_ms={result['max_ms']:.2f} cpu_median_ms={result['cpu_median_ms']:.2f} "
          f"cpu_p99_ms={result['cpu_p99_ms']:.2f}")
    return 0


def run_idle_bench(seconds: float = 5.0, players: int = 2, seed: int = 1,
                   size: tuple[int, int] = (1600, 900)) -> dict[str, float]:
    """CPU used by the main loop while a human seat's move is awaited."""
    _headless()
    from game.rules.engine import Setup
    from game.session import Seat, Session
    from game.ui import loop
    from game.ui.app import App
    from game.ui.devtools.demo import NAMES

    app = App(size, save_folder=None, resizable=False)
    names = NAMES[:players]
    session, events = Session.start(app.edition, Setup(names, seed),
                                    [Seat(n, "human", i) for i, n in enumerate(names)])
    app.go("play", session=session, events=events)
    for _ in range(2000):  # the first roll's animation plays out
        loop.step(app)
        if loop.idle(app):
            break
    turns = 0
    cpu, wall = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall < seconds:
        loop.step(app)
        turns += 1
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    app.close()
    return {"seconds": wall, "cpu_percent": 100 * cpu / wall, "turns": turns}


def main_idle_bench(seconds: float = 5.0) -> int:
    result = run_idle_bench(seconds)
    driver = os.environ.get("SDL_VIDEODRIVER", "") or "default"
    print(f"idle cpu_percent={result['cpu_percent']:.2f} seconds={result['seconds']:.1f} "
          f"loop_turns={result['turns']} video={driver}")
    return 0
