"""Numbers fixed by the rule texts (data/rules/RULES.md); the edition's own values: data/*.yaml."""

from __future__ import annotations

YEARS = 3  # R-ROUND-1
NEUTRAL_DICE = {2: 5, 3: 3, 4: 2}  # R-SETUP-6
CHAPEL_CAPACITY = {1: 4, 2: 4, 3: 6, 4: 8}  # R-CHP-2 (one player: R-COOP-2)
TILES_PER_PLAYER = 2  # R-SETUP-2: per monastery
START_TOKENS = {"influence": 2, "soup": 2, "rosary": 1}  # R-SETUP-7
MAX_PERSONAL_DICE = 3  # R-ROAD-6
ROAD_DIE_POINTS = 5  # R-ROAD-6
MAX_DICE_TAKEN = 3  # R-ACT-4
JOKER = 6  # R-ACT-5

# R-BLD-1: the token each building kind asks for, 2 of them from row I and 3 from row II.
BUILDING_TOKEN = {"secular": "soup", "workshop": "tool", "common_room": "book"}
BUILDING_TOKEN_COST = (2, 3)
# R-BLD-2: points and the token (or stained-glass tile) a building gives at once.
BUILDING_REWARD = {"secular": (1, "tool"), "workshop": (2, "book"), "common_room": (3, None)}

STEP_COST = (1, 2, 3)  # R-CHP-1, R-CLO-2: first, second, third and later sends
CHAPEL_POINTS = (0, 1, 3, 6, 10, 15)  # R-SCORE-2, by number of chapels
MAJORITY_POINTS = 5  # R-SCORE-1

SCORE_CATEGORIES = ("play", "missions", "window", "monasteries", "chapels", "cloisters", "tokens")

BARON = -1  # the owner of the Baron's novices on the board (R-COOP-3)


def table_size(players: int) -> int:
    """The player count whose board side, dice, chapel places, tiles and rounds a game uses:
    its own, but one player plays with those of two (R-COOP-2)."""
    return players if players > 1 else 2
