"""Rated games between the computer levels' identities on a server, and its leaderboard in
lines (the console's `netplay --rated --bots` and `ratings`).

Each game is a rated table of computers alone (the server must allow them: `--bot-matches`),
the levels' seats rotated from game to game; this program only watches until the game is
rated."""

from __future__ import annotations

import asyncio
from typing import Any

from game.rules.edition import Edition

from .client import NetError, TableClient, describe

AT_ONCE = 3  # tables played side by side (the server's bot threads share them)
WAIT = 600.0  # seconds one game may take before it is given up


async def bot_game(url: str, edition: Edition, levels: list[str],
                   think: float | None) -> dict[str, Any]:
    """One rated game of these levels (in this seat order): the server's "rated" message."""
    client = TableClient(url, "ratings", edition, reconnect=False)
    await client.connect()
    try:
        extra: dict[str, Any] = {} if think is None else {"think_ms": max(1, round(think * 1000))}
        await client.create([f"bot:{level}" for level in levels], rated=True, **extra)
        async with asyncio.timeout(WAIT):
            while True:
                message = await client.inbox.get()
                if message["type"] == "rated":
                    return message
                if message["type"] == "error":
                    raise NetError(str(message.get("code")), str(message.get("message")))
    finally:
        await client.close()


def rotated(levels: list[str], game: int) -> list[str]:
    shift = game % len(levels)
    return levels[shift:] + levels[:shift]


def netplay_rated(url: str, edition: Edition, levels: list[str], games: int,
                  think: float | None) -> tuple[str, bool]:
    """G rated games of the levels: a line per game and the leaderboard after them."""
    async def all_games() -> list[dict[str, Any]]:
        done: list[dict[str, Any]] = []
        for first in range(0, games, AT_ONCE):
            batch = range(first, min(games, first + AT_ONCE))
            done += await asyncio.gather(*(bot_game(url, edition, rotated(levels, g), think)
                                           for g in batch))
        return done

    try:
        results = asyncio.run(all_games())
        board = asyncio.run(leaderboard(url, edition, 20))
    except (NetError, OSError, TimeoutError) as problem:
        return f"problem: {describe(problem)}", False
    lines = [" ".join(f"{c['name']}:{c['place']}:{c['after']}" for c in r["changes"])
             for r in results]
    return "\n".join([*lines, f"netplay rated games={len(results)}", *board]), True


async def leaderboard(url: str, edition: Edition, top: int) -> list[str]:
    """The server's leaderboard, one line a player."""
    client = TableClient(url, "ratings", edition, reconnect=False)
    await client.connect()
    try:
        reply = await client.request({"type": "ratings", "top": top})
    finally:
        await client.close()
    return [f"rank={p['rank']} name={p['name']} rating={p['rating']} sigma={p['sigma']} "
            f"games={p['games']}" for p in reply["players"]]
