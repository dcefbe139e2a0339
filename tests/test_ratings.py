"""The rating of a rated game's places (game/net/ratings.py): ties rated as ties, leavers last
(R-RATE-2), the shown scale and the leaderboard's order (R-RATE-5)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.ratings import Skill, expected, places, rate


def test_equal_scores_share_a_place_and_a_leaver_is_last_whatever_they_scored():
    assert places([60, 75, 60], [False, False, False]) == [2, 1, 2]
    assert places([60, 90, 75], [False, True, False]) == [2, 3, 1]
    assert places([10, 90, 80, 5], [False, True, True, False]) == [1, 3, 3, 2]


def test_a_tie_between_equals_changes_nothing_but_their_uncertainty():
    tied = rate([Skill(), Skill()], [1, 1])
    assert tied[0] == tied[1]
    assert abs(tied[0].mu - Skill().mu) < 1e-9 and tied[0].sigma < Skill().sigma
    won = rate([Skill(), Skill()], [1, 2])
    assert won[0].mu > Skill().mu > won[1].mu


def test_a_new_player_is_shown_1500_plus_or_minus_500():
    assert (Skill().shown, Skill().spread) == (1500, 500)
    sure, lucky = Skill(30.0, 2.0), Skill(35.0, 8.0)
    assert lucky.shown > sure.shown and sure.sure > lucky.sure  # the leaderboard's order


@given(st.lists(st.integers(0, 150), min_size=2, max_size=4), st.data())
def test_a_better_place_never_rates_lower_than_a_worse_one_from_equal_ratings(scores, data):
    left = data.draw(st.lists(st.booleans(), min_size=len(scores), max_size=len(scores)))
    placed = places(scores, left)
    after = rate([Skill()] * len(scores), placed)
    for a in range(len(scores)):
        for b in range(len(scores)):
            if placed[a] < placed[b]:
                assert after[a].mu > after[b].mu
            if placed[a] == placed[b]:
                assert abs(after[a].mu - after[b].mu) < 1e-9
    assert abs(sum(expected(after)) - 1.0) < 1e-6
