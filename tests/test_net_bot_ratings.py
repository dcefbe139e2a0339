"""The computer levels are rated players (R-RATE-4): rated games of computers alone, played
through a real server with the console's own command, order its leaderboard by strength."""

from __future__ import annotations

import re

from game import cli
from tests.net_support import edition, hosted

GAMES = 60  # three-player games, every level at every seat 20 times
LINE = re.compile(r"rank=(\d+) name=(\S+) rating=(-?\d+) sigma=(\d+) games=(\d+)")


def test_sixty_rated_games_order_the_levels_hard_normal_random(capsys, monkeypatch):
    monkeypatch.setattr(cli, "load_edition", edition)  # the edition the hosted server plays
    with hosted(bot_matches=True) as server:
        played = cli.main(["netplay", "--server", server.url, "--rated", "--games", str(GAMES),
                           "--bots", "hard,normal,random", "--think", "0.01"])
        out = capsys.readouterr().out
        listed = cli.main(["ratings", "--server", server.url, "--top", "5"])
        board = capsys.readouterr().out.splitlines()
    assert played == 0, out
    assert f"netplay rated games={GAMES}" in out
    rows = [LINE.fullmatch(line) for line in board]
    assert listed == 0 and all(rows), board
    assert [(int(r[1]), r[2], int(r[5])) for r in rows if r] == [
        (1, "computer-hard", GAMES), (2, "computer-normal", GAMES), (3, "computer-random", GAMES)]
    ratings = [int(r[3]) for r in rows if r]
    sigmas = [int(r[4]) for r in rows if r]
    assert ratings[0] > ratings[1] > ratings[2]
    assert max(sigmas) < 400  # sixty games made every rating surer than a newcomer's 500


def test_the_console_refuses_a_level_twice_and_a_server_without_bot_matches(capsys,
                                                                             monkeypatch):
    monkeypatch.setattr(cli, "load_edition", edition)
    assert cli.main(["netplay", "--server", "ws://127.0.0.1:1", "--rated",
                     "--bots", "normal,normal"]) == 2
    assert "different levels" in capsys.readouterr().err
    with hosted() as server:
        status = cli.main(["netplay", "--server", server.url, "--rated", "--games", "1",
                           "--bots", "normal,random"])
    assert status == 1
    assert "computers alone" in capsys.readouterr().out
