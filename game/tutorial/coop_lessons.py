"""The co-op lessons' game (R-COOP-*): the learner and a computer team-mate against the Baron, at
normal difficulty, one fixed deal and the moves of its first round in the record's text. The deal
was chosen so that the Baron's first card reveals a threat the learner can answer at once, the
request revealed with it asks for a token the learner holds, and one turn of the learner's
teaches, in order, answering the threat, donating and giving; the computer's moves are the normal
computer player's. tests/test_tutorial.py replays it on the shipped edition and checks each
lesson.
"""

from __future__ import annotations

COURSE = "coop"  # the lessons' course name (tutor.Lesson.course)
SEED = 94
FIRST = 0  # the learner begins
DIFFICULTY = "normal"

MOVES: tuple[str, ...] = (
    "place:6", "reroll:2nx1,4nx1,5nx1,6nx1,6px1", "place:1", "place:5", "place:6", "place:1",
    "place:2", "place:2",  # the last die placed: the Baron's turn (8 moves on the table)
    "take:1:2", "act:A0", "send:3A:A-chapel",  # a novice into a chapel: a mark comes off
    "donate:soup:2",  # the second die of column A, donated to the request
    "take:2:2", "donate:soup:2", "act:B0",  # the team-mate meets the request
    "take:5:2", "give:1:rosary:1",  # a die given: a Rosary for the team-mate
)

BARON_TURN = 8  # moves played when the Baron has resolved his first card
THREAT_ANSWERED = 11
DONATED = 12
GIVEN = len(MOVES)
