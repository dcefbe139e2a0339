"""The review's words: two different legal moves of a position never read the same (the move
played and the better one told apart), over random games of every table size and co-op."""

from __future__ import annotations

import pytest

from game import texts
from game.ai.random_bot import RandomBot
from game.rules.engine import Game, Setup
from game.ui.words.describe import option_text
from tests.scenario import NAMES, edition


def positions(players: int, seed: int, coop: str = ""):
    game, _ = Game.new(edition(), Setup(tuple(NAMES[:players]), seed, coop=coop))
    bot = RandomBot(seed)
    while not game.over:
        yield game
        game.apply(bot.choose(game))


@pytest.mark.parametrize("language", ["en", "it", "de"])
@pytest.mark.parametrize("players,seed,coop", [(2, 3, ""), (3, 4, ""), (4, 5, ""),
                                               (2, 6, "normal")])
def test_no_two_legal_moves_read_the_same(players, seed, coop, language):
    texts.set_language(language)
    try:
        for game in positions(players, seed, coop):
            said: dict[str, str] = {}
            for move in game.options():
                words = option_text(move, game)
                assert said.setdefault(words, str(move)) == str(move), \
                    f"{said[words]} and {move} both read {words!r}"
    finally:
        texts.set_language("en")
