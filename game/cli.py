"""Console tools: simulate random games, replay a record, benchmarks, bot arena.

    python -m game.cli simulate --players 2 --games 10 --seed 1 [--record DIR]
    python -m game.cli replay RECORD.json     (a game record, or a save: its hash is checked)
    python -m game.cli bench [--ui | --idle | --load]
    python -m game.cli arena --players 2 --bots normal,random --games 20 --seed 1 [--think S]
    python -m game.cli netplay --server ws://H:P --players 2 --games 3 --seed 1
    python -m game.cli netplay --server ws://H:P --rated --bots hard,normal,random [--think S]
    python -m game.cli ratings --server ws://H:P [--top N]
    python -m game.cli bench --net [--tables 100] [--think-ms 100]
    python -m game.cli review FILE [--player N] [--budget B] [--json OUT]   (game/analysis)
    python -m game.cli coop --players 2 --bots normal --difficulty normal --games 300 --seed 1
    python -m game.cli campaign --players 2 --bots normal,hard --seed 1 [--campaigns K]
    python -m game.cli puzzles --games G --seed S --out FILE | --check FILE  (game/puzzles)
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from game import storage
from game.ai.random_bot import RandomBot
from game.analysis.console import add_parser as add_review_parser
from game.analysis.console import cmd_review
from game.arena import run_arena
from game.campaign import console as campaign_console
from game.compiled import running_compiled
from game.edition_loader import DataError, load_edition
from game.guard import FileRefused, Limits, read_json
from game.puzzles.console import add_parser as add_puzzles_parser
from game.puzzles.console import cmd_puzzles
from game.rules.constants import SCORE_CATEGORIES
from game.rules.edition import Edition
from game.rules.engine import Game, Setup
from game.rules.record import GameRecord, RecordError, record_from_json, replay

DEFAULT_NAMES = ("Anna", "Bruno", "Chiara", "Dieter")


def play_random(edition: Edition, players: int, seed: int) -> tuple[Game, GameRecord]:
    """One game of random legal options; the dice and the choices both follow the seed."""
    setup = Setup(DEFAULT_NAMES[:players], seed)
    game, _ = Game.new(edition, setup)
    bot = RandomBot(seed)
    record = GameRecord(setup)
    while not game.over:
        option = bot.choose(game)
        game.apply(option)
        record.options.append(str(option))
    return game, record


def describe_result(game: Game) -> str:
    st = game.state
    scores = ",".join(str(p.score) for p in st.players)
    winners = "+".join(st.players[w].name for w in st.winners)
    return f"scores={scores} winner={winners}"


def cmd_simulate(args: argparse.Namespace, edition: Edition) -> int:
    if args.record:
        Path(args.record).mkdir(parents=True, exist_ok=True)
    totals = [0] * args.players
    wins = [0] * args.players
    for i in range(args.games):
        seed = args.seed + i
        game, record = play_random(edition, args.players, seed)
        print(f"seed={seed} {describe_result(game)}")
        for p, player in enumerate(game.state.players):
            totals[p] += player.score
            wins[p] += p in game.state.winners
        if args.record:
            path = Path(args.record) / f"game-{seed}.json"
            path.write_text(json.dumps(record.to_json(), indent=1))
    means = ",".join(f"{t / args.games:.1f}" for t in totals)
    print(f"games={args.games} players={args.players} mean_scores={means} "
          f"wins={','.join(map(str, wins))}")
    return 0


def cmd_replay(args: argparse.Namespace, edition: Edition) -> int:
    path = Path(args.record)
    try:
        raw = read_json(path, Limits.SAVE)
        if isinstance(raw, dict) and raw.get("format") == storage.SAVE_FORMAT:
            game = storage.load(path, edition).game  # a save: replayed and its hash checked
        else:
            game = replay(edition, record_from_json(raw))
    except FileRefused as refused:  # its message starts with the file's name
        return _fail(str(path) + str(refused).removeprefix(path.name))
    except RecordError as error:
        return _fail(f"{path}: {error}")
    except storage.SaveError as error:  # its message starts with the file's name
        return _fail(str(error))
    st = game.state
    if not game.over:
        print(f"record stops before the end: year {st.year}, round {st.round}")
        print(f"scores so far: {','.join(str(p.score) for p in st.players)}")
        return 0
    # the categories scored, a co-op game's own after the usual ones: each row sums to its total
    categories = [*SCORE_CATEGORIES, *(c for c in st.final if c not in SCORE_CATEGORIES)]
    header = "player".ljust(12) + "".join(c.rjust(12) for c in (*categories, "total"))
    print(header)
    for p, player in enumerate(st.players):
        cells = [st.final[c][p] for c in categories]
        print(player.name.ljust(12) + "".join(str(v).rjust(12) for v in (*cells, player.score)))
    coop = st.coop
    if coop is not None:  # together against the Baron: the team's result (R-COOP-8)
        print(f"coop={coop.difficulty} outcome={coop.outcome} total={coop.total} "
              f"target={coop.target} margin={coop.total - coop.target:+d} reason={coop.reason}")
        return 0
    print("winner: " + " and ".join(st.players[w].name for w in st.winners))
    return 0


def cmd_bench(args: argparse.Namespace, edition: Edition) -> int:
    if args.net:
        from game.net.netplay import bench_net

        line, ok = bench_net(edition, args.tables, args.seed, args.think_ms)
        print(line)
        return 0 if ok else 1
    if args.ui:
        from game.ui.devtools.bench import main_ui_bench

        return main_ui_bench()
    if args.idle:
        from game.ui.devtools.bench import main_idle_bench

        return main_idle_bench(args.seconds)
    if args.load:
        return bench_save_load(edition, args.seed)
    engine = "compiled" if running_compiled() else "plain"
    for players in (2, 3, 4):
        decisions = 0
        start = time.perf_counter()
        for i in range(args.games):
            _, record = play_random(edition, players, args.seed + i)
            decisions += len(record.options)
        elapsed = time.perf_counter() - start
        print(f"players={players} engine={engine} games_per_s={args.games / elapsed:.1f} "
              f"decisions_per_s={decisions / elapsed:.0f}")
    return 0


def bench_save_load(edition: Edition, seed: int) -> int:
    """Time to load (replay and check) the save of a finished 4-player game."""
    import tempfile

    from game import storage
    from game.session import Seat, Session

    setup = Setup(DEFAULT_NAMES, seed)
    session, _ = Session.start(edition, setup, [Seat(n) for n in DEFAULT_NAMES])
    bot = RandomBot(seed)
    while not session.game.over:
        session.apply(bot.choose(session.game))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "finished.json"
        storage.save(session, path, "bench")
        times = []
        for _ in range(20):
            start = time.perf_counter()
            storage.load(path, edition)
            times.append((time.perf_counter() - start) * 1000)
    times.sort()
    print(f"save_load players=4 options={len(session.steps)} median_ms={times[10]:.1f} "
          f"max_ms={times[-1]:.1f}")
    return 0


def cmd_arena(args: argparse.Namespace, edition: Edition) -> int:
    bots = [b.strip() for b in args.bots.split(",")]
    try:
        lines = run_arena(args.players, bots, args.games, args.seed, args.think, edition)
    except ValueError as error:
        return _fail(str(error))
    for line in lines:
        print(line)
    return 0


def cmd_netplay(args: argparse.Namespace, edition: Edition) -> int:
    """Random clients play whole games through a server; 0 only if every final state matched
    (turn-based: only if every game finished)."""
    from game.net.netplay import netplay
    from game.net.netplay_turns import netplay_turns

    if args.rated:
        return _rated(args, edition)
    if args.speed == "untimed":
        line, ok = netplay(args.server, edition, args.players, args.games, args.seed)
    elif args.stall is not None and not 1 <= args.stall <= args.players:
        return _fail(f"--stall is a seat from 1 to {args.players}")
    else:
        line, ok = netplay_turns(args.server, edition, args.players, args.games, args.seed,
                                 args.reconnect_each_move,
                                 None if args.stall is None else args.stall - 1)
    print(line)
    return 0 if ok else 1


def _rated(args: argparse.Namespace, edition: Edition) -> int:
    from game.ai import LEVELS
    from game.net.netplay_rated import netplay_rated

    levels = (args.bots or "").split(",")
    if not 2 <= len(levels) <= 4 or any(level not in LEVELS for level in levels) \
            or len(set(levels)) < len(levels):
        return _fail(f"--rated needs --bots: 2 to 4 different levels of {', '.join(LEVELS)}")
    line, ok = netplay_rated(args.server, edition, levels, args.games, args.think)
    print(line)
    return 0 if ok else 1


def cmd_ratings(args: argparse.Namespace, edition: Edition) -> int:
    """A server's leaderboard, one line a player."""
    import asyncio

    from game.net.client import NetError, describe
    from game.net.netplay_rated import leaderboard

    try:
        lines = asyncio.run(leaderboard(args.server, edition, args.top))
    except (NetError, OSError, TimeoutError) as problem:
        return _fail(f"no leaderboard from {args.server}: {describe(problem)}")
    print("\n".join(lines) if lines else "players=0")
    return 0


def cmd_tables(args: argparse.Namespace, edition: Edition) -> int:
    """This computer's seats at online tables, one line each."""
    from game.net.credentials import Credentials
    from game.net.yours import my_tables, summary_line

    found = [t for t in my_tables(Credentials(), edition)
             if args.server is None or t.server == args.server.rstrip("/")]
    for table in found:
        print(summary_line(table))
    if not found:
        print("tables=0")
    return 0


def cmd_coop(args: argparse.Namespace, edition: Edition) -> int:
    from game.coop_run import run_coop

    try:
        print(run_coop(edition, args.players, args.bots, args.difficulty, args.games,
                       args.seed, args.think))
    except ValueError as error:
        return _fail(str(error))
    return 0


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def add_online_parsers(sub) -> None:
    """The commands of online play: headless games through a server, this computer's seats."""
    net = sub.add_parser("netplay", help="random network clients play whole games on a server")
    net.add_argument("--server", required=True, metavar="ws://HOST:PORT")
    net.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    net.add_argument("--games", type=int, default=1)
    net.add_argument("--seed", type=int, default=1)
    net.add_argument("--speed", choices=("untimed", "turn-based"), default="untimed",
                     help="turn-based: tables of 12 hours a turn (use a server started with "
                          "--time-scale to see time run out)")
    net.add_argument("--reconnect-each-move", action="store_true",
                     help="turn-based: each player connects only to make their move")
    net.add_argument("--rated", action="store_true",
                     help="rated games of the computer levels in --bots (the server must allow "
                          "them: --bot-matches)")
    net.add_argument("--bots", metavar="LEVEL,LEVEL[,...]", help="the levels of --rated")
    net.add_argument("--think", type=float, default=None, metavar="SECONDS",
                     help="the hard computer's seconds per decision in --rated games")
    net.add_argument("--stall", type=int, metavar="SEAT",
                     help="turn-based: the player of this seat (1 to N) never moves")
    ratings = sub.add_parser("ratings", help="a server's leaderboard")
    ratings.add_argument("--server", required=True, metavar="ws://HOST:PORT")
    ratings.add_argument("--top", type=int, default=20, choices=range(1, 101), metavar="N")
    tables = sub.add_parser("tables", help="this computer's seats at online tables")
    tables.add_argument("--server", metavar="ws://HOST:PORT", help="only this server's")


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m game.cli", description=__doc__.split("\n")[0])
    sub = top.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play games with random legal options")
    sim.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--record", metavar="DIR", help="write each game's record here")
    rep = sub.add_parser("replay", help="replay a game record and print the final scoring")
    rep.add_argument("record", metavar="RECORD.json")
    bench = sub.add_parser("bench", help="full random games and decisions per second")
    bench.add_argument("--games", type=int, default=40)
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--ui", action="store_true",
                       help="frame times of the window at 1600x900 in a 4-player game")
    bench.add_argument("--idle", action="store_true",
                       help="CPU used by the window while it waits for a person's move")
    bench.add_argument("--seconds", type=float, default=5.0, help="how long --idle measures")
    bench.add_argument("--load", action="store_true",
                       help="load time of a finished 4-player game's save")
    bench.add_argument("--net", action="store_true",
                       help="one local server, many tables of network clients playing at once")
    bench.add_argument("--tables", type=int, default=100, help="tables for --net")
    bench.add_argument("--think-ms", type=float, default=100.0,
                       help="--net: a client's mean time before each move (0: none)")
    add_online_parsers(sub)
    arena = sub.add_parser("arena", help="bots against bots, seats rotated: wins and scores")
    arena.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    arena.add_argument("--bots", required=True, metavar="A,B[,C,D]",
                       help="one level per seat: random, normal or hard")
    arena.add_argument("--games", type=int, default=20)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--think", type=float, default=None, metavar="SECONDS",
                       help="the hard bot's thinking budget per decision (default 1.0)")
    add_review_parser(sub)
    coop = sub.add_parser("coop", help="computer teams against the Baron: games won")
    coop.add_argument("--players", type=int, choices=(1, 2, 3, 4), default=2)
    coop.add_argument("--bots", default="normal", metavar="LEVEL[,LEVEL...]",
                      help="one level for every seat, or one per seat")
    coop.add_argument("--difficulty", default="normal")
    coop.add_argument("--games", type=int, default=100)
    coop.add_argument("--seed", type=int, default=1)
    coop.add_argument("--think", type=float, default=None, metavar="SECONDS",
                      help="the hard bot's thinking budget per decision")
    campaign_console.add_parser(sub)
    add_puzzles_parser(sub)
    return top


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        edition = load_edition()
    except DataError as error:
        return _fail(str(error))
    command = {"simulate": cmd_simulate, "replay": cmd_replay, "bench": cmd_bench,
               "arena": cmd_arena, "netplay": cmd_netplay, "tables": cmd_tables,
               "ratings": cmd_ratings,
               "review": cmd_review, "coop": cmd_coop, "campaign": campaign_console.cmd_campaign,
               "puzzles": cmd_puzzles}
    return command[args.command](args, edition)


if __name__ == "__main__":
    sys.exit(main())
