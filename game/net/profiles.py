"""A player's profile as the server reads it from the rated results: the rating after each
game (the chart), wins, average score and places by the number of players, recent games."""

from __future__ import annotations

from typing import Any

from game.ratings import SCALE

from .database import Database

HISTORY = 200  # rating points a profile's chart gets, the most recent
RECENT = 20  # recent games listed


def profile(db: Database, player: int) -> dict[str, Any]:
    rows = db.rows("SELECT code, place, players, score, left_game, mu_before, mu, at "
                   "FROM results WHERE player=? ORDER BY at, code", (player,))
    history = [{"at": round(at, 1), "rating": round(mu * SCALE)}
               for *_, mu, at in rows[-HISTORY:]]
    recent = [{"code": code, "place": place, "players": players, "score": score,
               "left": bool(left), "change": round((mu - before) * SCALE),
               "rating": round(mu * SCALE), "at": round(at, 1)}
              for code, place, players, score, left, before, mu, at in reversed(rows[-RECENT:])]
    return {"wins": sum(1 for r in rows if r[1] == 1), "history": history, "recent": recent,
            "by_players": _by_players(rows)}


def _by_players(rows: list[tuple]) -> dict[str, dict[str, Any]]:
    """For 2, 3 and 4 players: games, wins, average score and how often each place."""
    out: dict[str, dict[str, Any]] = {}
    for count in (2, 3, 4):
        games = [r for r in rows if r[2] == count]
        if not games:
            continue
        out[str(count)] = {
            "games": len(games), "wins": sum(1 for r in games if r[1] == 1),
            "average": round(sum(r[3] for r in games) / len(games), 1),
            "places": [sum(1 for r in games if r[1] == place) for place in range(1, count + 1)]}
    return out
