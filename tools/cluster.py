"""Run a server for many players on this machine: a throwaway PostgreSQL in DIR, N server
processes over it and HAProxy in front, all on free loopback ports.

    python tools/cluster.py --processes 3 --dir /tmp/monasterium-cluster [--database URL]
                            [-- SERVER OPTIONS...]

Prints one line, "cluster url=ws://127.0.0.1:PORT servers=PID,PID,...", and runs until SIGTERM
or SIGINT, which stops everything it started (the PostgreSQL data stays in DIR).
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.net.local_cluster import ClusterError, LocalCluster, start_postgres  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    top = argparse.ArgumentParser(prog="python tools/cluster.py", description=__doc__.split(
        "\n")[0])
    top.add_argument("--processes", type=int, default=3, help="server processes (3)")
    top.add_argument("--dir", type=Path, required=True, help="where the data and logs go")
    top.add_argument("--database", help="a PostgreSQL to use instead of one of its own")
    top.add_argument("server_args", nargs="*", help="options for every server process")
    args = top.parse_args(argv)
    if args.processes < 1:
        top.error("--processes is at least 1")
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    postgres = None
    cluster: LocalCluster | None = None
    try:
        if args.database is None:
            postgres = start_postgres(args.dir.resolve())
        database = args.database or postgres.get_uri()
        cluster = LocalCluster(args.dir.resolve(), database, args.processes, args.server_args)
        url = cluster.start()
        print(f"cluster url={url} servers={','.join(map(str, cluster.pids()))}", flush=True)
        stop.wait()
    except ClusterError as problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    finally:
        if cluster is not None:
            cluster.stop()
        if postgres is not None:
            postgres.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
