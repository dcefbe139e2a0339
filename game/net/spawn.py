"""Start `python -m game.server` as a child process and wait for its ready line (the console
benchmark and the tests that kill a server use it)."""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
from pathlib import Path

READY = re.compile(r"monasterium server ready on (wss?)://([^:\s]+):(\d+)")


class ServerProcess:
    def __init__(self, db: Path | str, port: int = 0, extra: tuple[str, ...] = (),
                 timeout: float = 30.0, env: dict[str, str] | None = None) -> None:
        """`db`: an SQLite file or a postgresql:// address; `env`: more environment."""
        self.db = db
        env = {**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game.server", "--host", "127.0.0.1", "--port", str(port),
             "--db", str(db), "--no-lan", *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=_pump, args=(self.proc.stdout, lines), daemon=True).start()
        threading.Thread(target=_drain, args=(self.proc.stderr, self), daemon=True).start()
        self.errors: list[str] = []
        self.port, self.scheme = self._wait_ready(lines, timeout)

    def _wait_ready(self, lines: queue.Queue[str | None], timeout: float) -> tuple[int, str]:
        while True:
            try:
                line = lines.get(timeout=timeout)
            except queue.Empty:
                self.kill()
                raise RuntimeError("the server did not say it was ready") from None
            if line is None:
                self.proc.wait()
                raise RuntimeError("the server stopped: " + "".join(self.errors[-5:]))
            match = READY.search(line)
            if match:
                return int(match.group(3)), match.group(1)

    @property
    def url(self) -> str:
        return f"{self.scheme}://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """SIGKILL: no chance to close anything (what a crash or a power switch does)."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()

    def stop(self, timeout: float = 10.0) -> int:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                return self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.kill()
        return self.proc.returncode


def _pump(stream, lines: queue.Queue[str | None]) -> None:
    for line in stream:
        lines.put(line)
    lines.put(None)


def _drain(stream, server: ServerProcess) -> None:
    for line in stream:
        server.errors.append(line)
        del server.errors[:-50]
