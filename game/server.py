"""The dedicated server for online play.

    python -m game.server [--host 0.0.0.0] [--port 8765] [--database FILE|postgresql://...]
                          [--cert PEM --key PEM] [--time-scale K] [--tables-per-key N]
                          [--behind-proxy ADDRESS ...]

Several processes may share one PostgreSQL database (each holds the tables it plays; a proxy in
front routes by table: README "A server for many players", tools/cluster.py).

Once it listens it prints one line, "monasterium server ready on ws://HOST:PORT ...", so a
script can wait for it (with --port 0 the system picks a free port, shown there). SIGINT or
SIGTERM stop it; a killed server resumes every table from its database when started again.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import signal
import ssl
import sys
from pathlib import Path

import platformdirs

from game.edition_loader import DataError, load_edition
from game.net.database import shown_address
from game.net.quiet import count_repeats
from game.net.server import NetServer, ServerConfig
from game.net.store import StoreError
from game.storage.files import APP


def default_db() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False)) / "server.db"


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m game.server",
                                  description="Monasterium server for online play")
    top.add_argument("--host", default="0.0.0.0", help="address to listen on (all by default)")
    top.add_argument("--port", type=int, default=8765, help="port (0: any free port)")
    top.add_argument("--database", "--db", dest="db", default=None, metavar="FILE|URL",
                     help="an SQLite file (the default: one in the data folder) or a "
                          "postgresql:// address several server processes share")
    top.add_argument("--cert", type=Path, help="TLS certificate chain (PEM): serve wss://")
    top.add_argument("--key", type=Path, help="TLS private key (PEM)")
    top.add_argument("--no-lan", action="store_true",
                     help="do not announce the server on the local network")
    top.add_argument("--bot-think", type=float, default=None, metavar="SECONDS",
                     help="the hard computer player's thinking time per decision")
    top.add_argument("--rate", type=float, default=50.0,
                     help="messages per second a connection may send")
    top.add_argument("--link-deadline", type=float, default=30.0, metavar="SECONDS",
                     help="how long a roll waits for a player's link before it goes on "
                          "without it (0: for ever)")
    top.add_argument("--time-scale", type=float, default=1.0, metavar="K",
                     help="the server's time runs K times faster: every clock and time-out "
                          "(tests and demonstrations)")
    top.add_argument("--tables-per-key", type=int, default=50, metavar="N",
                     help="unfinished tables one player may have seats at (0: any)")
    top.add_argument("--bot-matches", action="store_true",
                     help="allow rated games of computers alone (they rate the computer "
                          "levels: game.cli netplay --rated)")
    top.add_argument("--behind-proxy", nargs="+", default=[], metavar="ADDRESS",
                     help="the proxy's addresses: their X-Forwarded-For header says the "
                          "client's address (quotas and limits count per client); "
                          "connections from elsewhere are refused")
    top.add_argument("--verbose", action="store_true", help="log connections and failures")
    return top


def tls_context(cert: Path, key: Path) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


async def run(config: ServerConfig, db_shown: str) -> None:
    server = NetServer(config, load_edition())
    port = await server.start()
    # every move builds a few thousand short-lived lists (the state as sent, its change); with
    # the default young generation of 700 objects they outlive collections and pile up in the
    # old ones, whose collections then stall every table for tens of milliseconds. A larger
    # young generation lets them die young; the program's own long-lived objects (modules,
    # the edition) are frozen out of the collector's sight.
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)
    scheme = "wss" if config.ssl else "ws"
    print(f"monasterium server ready on {scheme}://{config.host}:{port} (database {db_shown})",
          flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await server.stop()


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(message)s")
    repeats = count_repeats()  # a flood of one warning is written once, then counted
    if args.time_scale <= 0:
        print("error: --time-scale is a positive number", file=sys.stderr)
        return 2
    if (args.cert is None) != (args.key is None):
        print("error: --cert and --key go together", file=sys.stderr)
        return 2
    db = args.db or default_db()
    shown = shown_address(str(db))
    try:
        context = tls_context(args.cert, args.key) if args.cert else None
        config = ServerConfig(args.host, args.port, db, rate=args.rate, burst=2 * args.rate,
                              bot_think=args.bot_think, ssl=context, advertise=not args.no_lan,
                              link_deadline=args.link_deadline, time_scale=args.time_scale,
                              tables_per_key=args.tables_per_key,
                              bot_matches=args.bot_matches,
                              proxies=tuple(args.behind_proxy))
        asyncio.run(run(config, shown))
    except (DataError, StoreError, OSError, ssl.SSLError) as problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    finally:
        for repeat in repeats:
            repeat.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
