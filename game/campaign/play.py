"""A whole campaign of computer players (R-CAMP-*): each chapter an ordinary game of bots with
the chapter's set-up, closed by the rules between chapters."""

from __future__ import annotations

from game.ai import make_bot
from game.rules.edition import Edition
from game.rules.engine import Game
from game.rules.record import GameRecord

from .between import chapter_setup, end_chapter
from .state import CampaignState, new_campaign
from .volumes import CHAPTERS, CampaignBook

NAMES = ("Anna", "Bruno", "Chiara", "Dieter")
MAX_DECISIONS = 20_000  # a chapter that has not ended by then is a bug


def bot_seed(seed: int, chapter: int, seat: int) -> int:
    return (seed * 1_000_033 + chapter * 1_013 + seat * 7_919) & 0xFFFF_FFFF


def play_chapter(book: CampaignBook, edition: Edition, state: CampaignState, levels: list[str],
                 think: float | None = None) -> Game:
    """Play the campaign's next chapter with one bot per seat and close it."""
    setup, objectives, victory = chapter_setup(book, state)
    number = len(state.chapters) + 1
    bots = [make_bot(level, bot_seed(state.seed, number, seat), think)
            for seat, level in enumerate(levels)]
    game, _ = Game.new(edition, setup)
    record = GameRecord(setup)
    state.current = record
    for _ in range(MAX_DECISIONS):
        decision = game.decision
        if decision is None:
            break
        move = bots[decision.player].choose(game)
        game.apply(move)
        record.options.append(str(move))
    else:
        raise RuntimeError(f"campaign chapter {number} did not end")
    end_chapter(book, state, game, objectives, victory, record)
    return game


def play_campaign(book: CampaignBook, edition: Edition, levels: list[str], seed: int,
                  think: float | None = None) -> CampaignState:
    """Three chapters, the seats named in order and played by the given bot levels."""
    state = new_campaign(list(NAMES[: len(levels)]), seed)
    for _ in range(CHAPTERS):
        play_chapter(book, edition, state, levels, think)
    return state
