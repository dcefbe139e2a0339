"""Turn-based tables played by headless players (`python -m game.cli netplay --speed
turn-based`): each seat may connect only to make its move (`reconnect_each_move`), and one
seat may never move at all (`stall`): once its time has run out the others let a computer
play it, so the game still ends. A spectator's connection follows the table throughout.
"""

from __future__ import annotations

import asyncio
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.edition import Edition

from .client import NetError, TableClient, describe
from .credentials import Credentials
from .netplay import NAMES

WAIT = 120.0  # seconds without progress before a game is given up


@dataclass(slots=True)
class TurnRun:
    finished: bool = False
    moves: int = 0
    reconnects: int = 0
    timeouts: int = 0
    computer_moves: int = 0  # moves a computer made for a seat out of time
    problem: str = ""
    record: Any = None  # the game's whole record, as the server sent it at the end


class TurnTable:
    """One turn-based game: the seats' clients (connected or not) and the spectator."""

    def __init__(self, url: str, edition: Edition, players: int, seed: int, folder: Path,
                 reconnect_each_move: bool, stall: int | None, speed: str) -> None:
        self.url, self.edition, self.speed = url, edition, speed
        self.players, self.stall = players, stall
        self.each_move = reconnect_each_move
        self.rnd = [random.Random(seed * 31 + i) for i in range(players)]
        self.credentials = [Credentials(folder / f"seat{i}.json") for i in range(players)]
        self.clients: dict[int, TableClient] = {}
        self.watcher = TableClient(url, "watcher", edition, reconnect=False)
        self.code = ""
        self.run = TurnRun()

    def _client(self, seat: int) -> TableClient:
        return TableClient(self.url, NAMES[seat], self.edition,
                           credentials=self.credentials[seat], reconnect=False)

    async def open(self) -> None:
        """Seat everyone, start the game, and (reconnecting each move) let everyone go."""
        for seat in range(self.players):
            client = self.clients[seat] = self._client(seat)
            await client.connect()
            if seat == 0:
                self.code = (await client.create(["open"] * self.players,
                                                 speed=self.speed))["code"]
            else:
                await client.join(self.code)
            await client.request({"type": "ready", "ready": True})
        await self.watcher.connect()
        await self.watcher.watch(self.code)
        await self.clients[0].request({"type": "start"})
        await self._until(lambda: self.watcher.view.state is not None)
        if self.each_move:
            await self._close_all()
        elif self.stall is not None:
            await self.clients.pop(self.stall).close()

    async def play(self) -> None:
        view = self.watcher.view
        while not view.over:
            turn = view.turn
            info = view.seat_info(turn) if turn is not None else None
            if turn is None or turn == self.stall or (info or {}).get("standin"):
                await self._next()  # a computer's move, a roll, or the stalled seat's time
                continue
            await self._move(turn)
        await self._until(lambda: view.final_record is not None)
        self.run.finished, self.run.record = True, view.final_record

    async def _move(self, seat: int) -> None:
        client = self.clients.get(seat)
        if client is None:
            client = self._client(seat)
            await client.connect()
            await client.join(self.code)
            self.run.reconnects += 1
        seq = self.watcher.view.seq
        await self._until(lambda: client.view.seq == seq and client.view.my_turn)
        await client.move(self.rnd[seat].choice(client.view.options()))
        await self._until(lambda: self.watcher.view.seq > seq and client.view.seq > seq)
        self.run.moves += 1
        if self.each_move:
            await client.close()
        else:
            self.clients[seat] = client

    async def _next(self) -> None:
        """Wait for the table to change; a seat out of time, waited on, goes to a computer."""
        message = await asyncio.wait_for(self.watcher.inbox.get(), WAIT)
        if message["type"] == "moved" and message.get("bot"):
            self.run.computer_moves += 1
        elif message["type"] == "timeout":
            self.run.timeouts += 1
            if message["then"] == "ask":
                await self._choose(message["seat"])
        elif message["type"] == "status" and message["status"] == "closed":
            raise NetError("offline", self.watcher.lost or "the connection closed")

    async def _choose(self, late: int) -> None:
        seat = next(s for s in range(self.players) if s != late)
        client = self.clients.get(seat) or self._client(seat)
        if seat not in self.clients:
            await client.connect()
            await client.join(self.code)
            self.run.reconnects += 1
        await client.request({"type": "overdue", "seat": late, "choice": "computer"})
        if seat not in self.clients:
            await client.close()

    async def _until(self, condition: Any) -> None:
        async with asyncio.timeout(WAIT):
            while not condition():
                await asyncio.sleep(0.01)

    async def _close_all(self) -> None:
        for client in self.clients.values():
            await client.close()
        self.clients.clear()

    async def close(self) -> None:
        await self._close_all()
        await self.watcher.close()


async def play_turn_table(url: str, edition: Edition, players: int, seed: int,
                          reconnect_each_move: bool = False, stall: int | None = None,
                          speed: str = "tb-12h") -> tuple[TurnRun, str]:
    """One whole turn-based game: how it went, and the table's code."""
    with tempfile.TemporaryDirectory() as folder:
        table = TurnTable(url, edition, players, seed, Path(folder), reconnect_each_move,
                          stall, speed)
        try:
            await table.open()
            await table.play()
        except (NetError, OSError, TimeoutError) as problem:
            table.run.problem = describe(problem, "the table to go on")
        finally:
            await table.close()
        return table.run, table.code


def netplay_turns(url: str, edition: Edition, players: int, games: int, seed: int,
                  reconnect_each_move: bool, stall: int | None) -> tuple[str, bool]:
    """G turn-based games one after the other: a line per game and the summary line."""
    async def all_games() -> list[tuple[TurnRun, str]]:
        return [await play_turn_table(url, edition, players, seed + i, reconnect_each_move,
                                      stall) for i in range(games)]

    runs = asyncio.run(all_games())
    lines = [f"game {i + 1} table={code} finished={int(r.finished)} moves={r.moves} "
             f"reconnects={r.reconnects} timeouts={r.timeouts}"
             + (f" problem={r.problem}" if r.problem else "")
             for i, (r, code) in enumerate(runs)]
    lines.append(f"netplay speed=turn-based games={games} "
                 f"finished={sum(r.finished for r, _ in runs)} "
                 f"reconnects={sum(r.reconnects for r, _ in runs)} "
                 f"timeouts={sum(r.timeouts for r, _ in runs)}")
    return "\n".join(lines), all(r.finished for r, _ in runs)
