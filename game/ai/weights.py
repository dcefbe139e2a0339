"""The value function's weights, in points, checked by playing bots against each other in the
arena (`game.arena`) and by self-play with `tools/tune_weights.py`: in its seeded run at two
players (`--games 60 --trials 18 --seed 1`) no scalar weight changed by 30 % either way, and no
combination of the changes that did slightly better, beat these values by two standard errors
of the score margin, so they are kept."""

from __future__ import annotations

# Worth of one token while it can still be spent, on top of its final-scoring worth, for the
# first few held (more than that is rarely spent).
TOKEN_USE = {"influence": 1.1, "soup": 0.6, "rosary": 0.9, "tool": 0.7, "book": 0.6}
TOKEN_CAP = {"influence": 5, "soup": 5, "rosary": 5, "tool": 4, "book": 4}

STEP_VALUE = 1.0  # one messenger step, as a die's worth (bonuses are counted when reached)
SEND_DIE = 4.0  # a die that sends a novice the player can pay for
GLASS_DIE = 3.0  # a die that builds a stained-glass tile
YELLOW_DIE = 1.0  # a die taken into a column with a yellow tile
UNLOCK_PER_ROUND = 0.35  # an unlocked action, per round left, times the action's strength
DIE_PER_ROUND = 2.0  # an extra personal die, per round left
YELLOW_PER_ROUND = 0.6  # a yellow tile, per round left
NEUTRAL_SHARE = {1: 1.0, 2: 0.5, 3: 0.34, 4: 0.25}  # a neutral die's worth counted as one's own
ROAD_STEP = 0.25  # progress along the road towards the personal-die space
REROLL_TILE = 0.8  # an unused reroll tile while dice are still to be rolled this round
# A question of p's still open (the move that raised it has been applied): what answering it
# well is worth, so that a one-step look-ahead does not undervalue moves that raise questions.
PENDING = {"send": 3.0, "extra": 4.0, "glass": 2.5, "bonus_action": 1.5, "bonus_token": 1.5,
           "bonus_soup": 1.0, "bonus_die": 5.0, "new_die": 0.5}
# A campaign chapter's objective Volume (R-CAMP-3): what taking it is worth, in points of this
# game, to the one who takes it (it counts for the campaign's winner and may bring an
# advantage later), and the share of it that progress towards an open objective is worth.
VOLUME_WORTH = 10.0
VOLUME_HOPE = 0.6
