"""A server running in a thread of this process: what "host a table" on a desktop does for
friends on the local network, and what the tests start on a free local port."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from game.rules.edition import Edition

from .server import NetServer, ServerConfig

T = TypeVar("T")


class HostedServer:
    def __init__(self, config: ServerConfig, edition: Edition) -> None:
        self.config = config
        self.edition = edition
        self.server: NetServer | None = None
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="server",
                                        daemon=True)

    def start(self, timeout: float = 30.0) -> int:
        """Listen (port 0: any free port); the port."""
        self._thread.start()
        self.server = self.call(lambda: NetServer(self.config, self.edition), timeout)
        return self.run(self.server.start(), timeout)

    @property
    def url(self) -> str:
        assert self.server is not None
        scheme = "wss" if self.config.ssl else "ws"
        host = "127.0.0.1" if self.config.host in ("0.0.0.0", "") else self.config.host
        return f"{scheme}://{host}:{self.server.port}"

    def run(self, coroutine: Any, timeout: float = 30.0) -> Any:
        """Run a coroutine in the server's loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def call(self, function: Callable[[], T], timeout: float = 30.0) -> T:
        """Call a function in the server's thread (its tables are only touched there)."""
        async def wrapper() -> T:
            return function()
        return self.run(wrapper(), timeout)

    def stop(self, timeout: float = 30.0, farewell: str | None = None) -> None:
        """Stop the server (`farewell`: the reason its clients are told; see NetServer.stop)."""
        if self.server is not None and self._thread.is_alive():
            self.run(self.server.stop(farewell), timeout)
        if self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(timeout)
        if not self.loop.is_running():
            self.loop.close()

    def __enter__(self) -> HostedServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
