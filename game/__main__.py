"""Start the desktop game: `python -m game` (or the `monasterium` console script).

    python -m game                          open the window
    python -m game --smoke [--folder DIR]   start as a player would (their settings and autosaves,
                                            or those under DIR), draw the title and the game
                                            Continue would resume (or a computer table), exit 0
    python -m game --screenshot OUT.png --players N --seed S --advance K [--size WxH]
                   [--language en|it|de] [--scene table|rules|title|settings|tutorial|stats]
                   [--rule R-ACT-3]
    python -m game --screenshot OUT.png --scene replay|scoring --record FILE [--at N]
    python -m game --record FILE [--at N]   open the window on that game (a record or a save)
                                            in the replay viewer
    python -m game --smoke-net              host a server on a free port, join it with two
                                            clients, play a move each, exit 0 (no window)
    python -m game --version [--language L] the version, and which engine runs (compiled or
                                            plain Python) and why
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path


def parse_size(value: str) -> tuple[int, int]:
    try:
        w, h = value.lower().split("x")
        return int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1600x900, not {value!r}") from None


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="monasterium", description="Monasterium, the desktop game")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the table to a PNG and exit")
    p.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--advance", type=int, default=0, help="computer decisions before the shot")
    p.add_argument("--size", type=parse_size, default=None,
                   help="window size (default: the last size used, or 1600x900)")
    p.add_argument("--smoke", action="store_true",
                   help="start with the player's files, draw the title and a game, exit")
    p.add_argument("--smoke-net", action="store_true",
                   help="host a server and join it from two clients (no window), exit")
    p.add_argument("--folder", default=None,
                   help="with --smoke: the folder holding saves/ and settings.json")
    p.add_argument("--language", default=None,
                   help="the texts' language: en, it, de (default: the settings', the system's)")
    p.add_argument("--scene", default="table",
                   choices=("table", "rules", "title", "settings", "tutorial", "replay", "stats",
                            "scoring", "puzzles"),
                   help="what --screenshot renders (default: the table; tutorial: its first "
                        "lesson; replay and scoring: the game of --record; puzzles: a puzzle)")
    p.add_argument("--record", metavar="FILE", default=None,
                   help="a game record or a save to watch in the replay viewer (with "
                        "--screenshot: for --scene replay or scoring)")
    p.add_argument("--at", type=int, default=0,
                   help="with --scene replay: the moves played (default: 0, the deal)")
    p.add_argument("--rule", default=None, help="with --scene rules: open at this rule id")
    p.add_argument("--version", action="store_true",
                   help="print the version and which engine runs (compiled or plain), exit")
    return p


def version(language: str | None) -> int:
    """The installed version and the engine line the Settings screen shows too."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    from game import texts
    from game.texts import engine_line

    try:
        number = installed("monasterium")
    except PackageNotFoundError:  # run from a source tree that was never installed
        number = "(not installed)"
    if language:
        texts.set_language(language)
    print(f"monasterium {number}")
    print(engine_line())
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.version:
        return version(args.language)
    if args.smoke_net:
        from game.edition_loader import DataError, load_edition
        from game.net.smoke import smoke_net

        try:
            edition = load_edition()
        except DataError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        return smoke_net(edition)
    if args.smoke or args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import texts
    from game.edition_loader import DataError
    from game.storage import Folders
    from game.ui.app import App

    try:
        if args.screenshot:
            app = App(args.size or (1600, 900), save_folder=None, bot_delay=10**9,
                      resizable=False)
        elif args.smoke:
            folders = Folders.under(Path(args.folder)) if args.folder else Folders.user()
            app = App(args.size, save_folder=folders, bot_delay=10**9, resizable=False)
        else:
            app = App(args.size, save_folder=Folders.user())
    except DataError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.language:  # for this run only; the settings keep the player's choice
        texts.set_language(args.language)
    if args.screenshot:
        return screenshot(app, args)
    if args.smoke:
        return smoke(app, args)
    if args.record:
        watch(app, args.record, args.at)
    else:
        app.start_title()
    return app.run()


def watch(app, path: str, at: int) -> None:
    """The window opens on the game of a file in the replay viewer, or, when the file cannot be
    watched, on the title saying why in one line."""
    from game.ui.replay.scene import open_record

    problem = open_record(app, "replay", path, at)
    if problem:
        app.go("title", error=problem)


def screenshot(app, args: argparse.Namespace) -> int:
    """Render the scene asked for to a PNG (2 when the game to show cannot be read)."""
    import pygame

    from game.ui.devtools.demo import computer_table

    if args.scene == "table":
        computer_table(app, args.players, args.seed, args.advance)
    elif args.scene == "rules":
        app.go("rules", rule=args.rule)
    elif args.scene in ("replay", "scoring"):
        from game.ui.replay.scene import open_record

        problem = open_record(app, args.scene, args.record, args.at)
        if problem:
            print(f"error: {problem}", file=sys.stderr)
            app.close()
            return 2
    elif args.scene == "tutorial":
        app.go("tutorial", lesson=0)  # its first lesson, whatever a player reached
    else:
        app.go(args.scene)
    app.frame([])
    pygame.image.save(app.screen, args.screenshot)
    app.close()  # a computer thinking for the table is stopped, not waited for
    print(f"wrote {args.screenshot}")
    return 0


def smoke(app, args: argparse.Namespace) -> int:
    """The start-up path a player takes, reading their files and writing none."""
    from game.ui.devtools.demo import computer_table

    app.start_title()
    app.frame([])
    # the wall-clock moment of the first drawn frame, for start-up measurements
    print(f"first frame at {time.time():.3f}")
    unfinished = getattr(app.scene, "unfinished", None)
    app.folders = None  # from here on nothing is written
    if unfinished is not None:
        app.open_session(unfinished)
        shown = f"continued a game in year {unfinished.game.state.year}"
    else:
        computer_table(app, args.players, args.seed, 0)
        shown = "a computer table"
    app.frame([])
    app.close()
    print(f"smoke: ok ({shown})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
