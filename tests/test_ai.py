"""Computer players (issue 4): every level answers with a listed option, is reproducible under its
seed, never changes the game it is asked about; the arena reports what it played."""

from __future__ import annotations

import random
import re
import threading

import pytest

from game.ai import LEVELS, SearchCancelled, make_bot
from game.ai.dice_worth import die_values
from game.ai.hard_bot import DEFAULT_THINK, STEPS_PER_SECOND, HardBot
from game.ai.value import Evaluator
from game.ai.weights import GLASS_DIE, SEND_DIE, YELLOW_DIE
from game.arena import run_arena, wilson
from game.rules.actions import action_options
from game.rules.edition import COLUMNS
from game.rules.engine import Game, Setup
from game.rules.moves import Act, Move
from game.rules.scoring import final_scores
from game.rules.state import to_json
from tests.scenario import NAMES, edition

TINY = 0.02  # seconds: a hard bot that searches a few simulated decisions only


def new(players: int, seed: int) -> Game:
    game, _ = Game.new(edition(), Setup(NAMES[:players], seed))
    return game


def play(levels: list[str], seed: int, limit: int | None = None) -> tuple[Game, list[str]]:
    """Play with one bot per seat, checking every answer is listed; return the options."""
    game = new(len(levels), seed)
    bots = [make_bot(level, seed * 10 + i, TINY) for i, level in enumerate(levels)]
    chosen = []
    while not game.over and (limit is None or len(chosen) < limit):
        listed = game.options()
        option = bots[game.decision.player].choose(game)
        assert isinstance(option, Move) and option in listed, f"{option!r} not among {listed}"
        game.apply(option)
        chosen.append(option)
    return game, chosen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_bot_plays_full_games_with_listed_options(players):
    for seed in range(3):
        game, _ = play(["random"] * players, seed)
        # play() stops only when the game is over: check that it ended as the rules end it
        assert (game.state.year, game.state.round) == (3, players) and game.state.winners


@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_bot_plays_a_full_game_with_listed_options(players):
    game, _ = play(["normal"] + ["random"] * (players - 1), 100 + players)
    assert (game.state.year, game.state.round) == (3, players) and game.state.winners


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_bot_answers_with_listed_options(players):
    game = new(players, 7 + players)
    rng = random.Random(players)
    bot = make_bot("hard", 3, TINY)
    asked = 0
    while not game.over and asked < 12:
        if game.decision.player == 0:  # the bot's seat: every kind of question it meets
            option = bot.choose(game)
            asked += 1
        else:
            option = rng.choice(game.options())
        assert option in game.options()
        game.apply(option)
    assert asked == 12


def test_normal_bot_beats_random_play_clearly():
    for seed in (1, 2):
        game, _ = play(["normal", "random"], seed)
        assert game.state.players[0].score > game.state.players[1].score + 20


def test_same_seed_same_choices():
    _, first = play(["normal", "normal"], 5)
    _, again = play(["normal", "normal"], 5)
    assert first == again
    _, first = play(["hard", "random"], 6, limit=30)
    _, again = play(["hard", "random"], 6, limit=30)
    assert first == again


def test_a_bot_moved_to_another_game_scores_that_game_s_missions():
    """Games of one edition share a layout; the evaluator a bot keeps must follow the game."""
    first, second = new(2, 12), new(2, 11)
    assert first.layout is second.layout and first.state.missions != second.state.missions
    bot = make_bot("normal", 4)
    bot.evaluator(first)
    assert bot.evaluator(second).cards == Evaluator(second).cards


@pytest.mark.parametrize("level", LEVELS)
def test_choice_depends_on_seed_and_game_only_not_on_history(level):
    game = new(2, 11)
    for option in play(["random", "random"], 11, limit=25)[1]:
        game.apply(option)
    fresh = make_bot(level, 4, TINY)
    used = make_bot(level, 4, TINY)
    if level != "random":  # the random bot draws from one stream by design
        other = new(2, 12)
        used.choose(other)
        used.choose(other)
        assert fresh.choose(game) == used.choose(game)
    assert make_bot(level, 4, TINY).choose(game) == make_bot(level, 4, TINY).choose(game)


@pytest.mark.parametrize("level", LEVELS)
def test_choose_never_changes_the_game(level):
    game = new(3, 21)
    bot = make_bot(level, 1, TINY)
    rng = random.Random(0)
    for _ in range(40):
        if game.over:
            break
        before = to_json(game.state)
        options = game.options()
        decision = game.decision
        bot.choose(game)
        assert to_json(game.state) == before
        assert game.options() == options and game.decision == decision
        game.apply(rng.choice(options))


def test_choose_runs_in_a_worker_thread():
    game = new(2, 31)
    expected = make_bot("hard", 9, TINY).choose(game)
    found = []
    worker = threading.Thread(target=lambda: found.append(make_bot("hard", 9, TINY).choose(game)))
    worker.start()
    worker.join(timeout=30)
    assert found == [expected]


def test_hard_budget_is_a_step_count_derived_from_the_thinking_time():
    assert HardBot(1, 0.5).budget(3) == round(0.5 * STEPS_PER_SECOND[3])
    assert HardBot(1).budget(3) == round(DEFAULT_THINK * STEPS_PER_SECOND[3]) > 0
    with pytest.raises(ValueError):
        HardBot(1, 0)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("expert", 1)


def test_value_function_counts_final_scoring_like_the_rules():
    for players in (2, 3, 4):
        game = new(players, 40 + players)
        evaluator = Evaluator(game)
        rng = random.Random(players)
        while not game.over:
            st = game.state
            final = final_scores(game.layout, st)
            expected = [sum(final[c][p] for c in ("monasteries", "chapels", "cloisters", "tokens"))
                        for p in range(players)]
            assert evaluator.final_projection(st, evaluator.presence(st)) == expected
            game.apply(rng.choice(game.options()))


LINE = re.compile(r"bot=(\S+) seats=(\d) games=(\d+) wins=(\d+(?:\.\d+)?) share=(\d\.\d{3}) "
                  r"ci95=(\d\.\d{3})-(\d\.\d{3}) fair=(\d\.\d{3}) mean_score=(\d+\.\d)$")


def test_arena_lines_have_the_documented_format_and_add_up():
    lines = run_arena(2, ["normal", "random"], 6, seed=3, edition=edition())
    parsed = [LINE.match(line) for line in lines]
    assert all(parsed), lines
    assert [m.group(1) for m in parsed] == ["normal", "random"]
    wins = [float(m.group(4)) for m in parsed]
    assert all(int(m.group(3)) == 6 and m.group(2) == "1" for m in parsed)
    assert sum(wins) == pytest.approx(6, abs=0.02)  # a shared victory is split among its winners
    for m, w in zip(parsed, wins, strict=True):
        assert float(m.group(5)) == pytest.approx(w / 6, abs=0.0005)
        assert float(m.group(6)) <= w / 6 <= float(m.group(7))
        assert m.group(8) == "0.500"


def test_arena_rotates_seats_and_pools_the_seats_of_a_level():
    seen = []
    lines = run_arena(3, ["normal", "random", "random"], 3, seed=8, edition=edition(),
                      on_game=seen.append)
    assert [r.seating for r in seen] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    parsed = [LINE.match(line) for line in lines]
    assert [(m.group(1), m.group(2), m.group(8)) for m in parsed] == [
        ("normal", "1", "0.333"), ("random", "2", "0.667")]
    assert all(m.group(3) == "3" for m in parsed)
    assert sum(float(m.group(4)) for m in parsed) == pytest.approx(3, abs=0.02)


def test_a_shared_victory_is_split_among_its_winners():
    from game.arena import GameResult, contestants, level_lines, tally

    named = contestants(["hard", "normal", "normal"])
    tally(named, GameResult(1, (0, 1, 2), (50, 50, 40), (0, 1), ((), (), ()), ((), (), ())))
    tally(named, GameResult(2, (1, 2, 0), (30, 60, 60), (1, 2), ((), (), ()), ((), (), ())))
    lines = [LINE.match(line) for line in level_lines(named, 3)]
    assert [(m.group(1), m.group(4), m.group(5)) for m in lines] == [
        ("hard", "1", "0.500"), ("normal", "1", "0.500")]


def test_arena_refuses_bad_requests():
    with pytest.raises(ValueError):
        run_arena(2, ["normal"], 2, seed=1, edition=edition())
    with pytest.raises(ValueError):
        run_arena(2, ["normal", "expert"], 2, seed=1, edition=edition())


def test_wilson_interval():
    low, high = wilson(190, 200)
    assert low == pytest.approx(0.910, abs=0.002) and high == pytest.approx(0.973, abs=0.002)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_choices_do_not_depend_on_the_process_hash_seed():
    """Bots must not let set or dict order of strings (which follows PYTHONHASHSEED) decide."""
    import os
    import subprocess
    import sys

    script = ("from tests.test_ai import play\n"
              "print(play(['normal', 'normal'], 53)[1])\n")
    outputs = set()
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                              text=True, check=True, timeout=120)
        outputs.add(done.stdout)
    assert len(outputs) == 1


def test_cli_arena_prints_one_line_per_bot(capsys):
    from game import cli

    if not hasattr(cli, "cmd_arena"):
        pytest.skip("the arena subcommand is not wired into game.cli yet")
    assert cli.main(["arena", "--players", "2", "--bots", "random,normal", "--games", "2",
                     "--seed", "4"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [LINE.match(line).group(1) for line in lines] == ["random", "normal"]
    assert cli.main(["arena", "--players", "3", "--bots", "random,normal", "--games", "1"]) == 2


def test_dice_worth_follows_the_actions_the_rules_list():
    """A die is worth an action only where the rules offer one; a column offering a send or a
    tile is worth at least that."""
    for players in (2, 4):
        game = new(players, 60 + players)
        actions = game.layout.edition.actions
        rng = random.Random(players)
        while not game.over:
            st = game.state
            for p in range(players):
                worth = die_values(game.layout, st, p, this_turn=True)
                for col, column in enumerate(COLUMNS):
                    listed = action_options(game.layout, st, p, (column,))
                    own = worth[col] - (YELLOW_DIE if st.players[p].yellow[col] else 0.0)
                    assert listed or own == 0.0
                    effects = {actions[m.action].effect for m in listed if isinstance(m, Act)}
                    assert own >= max([SEND_DIE * ("send" in effects),
                                       GLASS_DIE * ("glass_from_chapel" in effects)])
            game.apply(rng.choice(game.options()))


class Counting:
    """Counts the moves applied to any game (the bots' clones included) and the stop checks,
    and says stop after `after` checks."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, after: int | None) -> None:
        self.after = after
        self.applied = 0
        self.checks: list[int] = []  # moves applied so far, at each check
        apply = Game.apply

        def counted(game: Game, move: Move | str) -> list:
            self.applied += 1
            return apply(game, move)

        monkeypatch.setattr(Game, "apply", counted)

    def __call__(self) -> bool:
        self.checks.append(self.applied)
        return self.after is not None and len(self.checks) > self.after


def decision_for_search() -> Game:
    """A game at an action-phase question with several good answers."""
    game = new(2, 71)
    rng = random.Random(5)
    while game.decision.kind != "take" or game.state.year < 2:
        game.apply(rng.choice(game.options()))
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_a_stop_set_beforehand_cancels_without_a_move(level):
    game = new(2, 3)
    stop = threading.Event()
    stop.set()
    for given in (stop, stop.is_set, lambda: True):
        with pytest.raises(SearchCancelled):
            make_bot(level, 1, TINY).choose(game, given)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_searches_check_the_stop_between_any_two_simulated_moves(level, monkeypatch):
    game = decision_for_search()
    counting = Counting(monkeypatch, None)
    make_bot(level, 2, 0.2).choose(game, counting)
    checks = counting.checks
    assert len(checks) > 20  # a real search, checked all along
    gaps = [b - a for a, b in zip([0, *checks], [*checks, counting.applied], strict=True)]
    assert max(gaps) <= 3  # never more than a few simulated moves without a check


@pytest.mark.parametrize("after", [0, 5, 60, 400])
def test_hard_search_is_cancelled_at_the_first_check_after_the_stop(after, monkeypatch):
    game = decision_for_search()
    counting = Counting(monkeypatch, after)
    with pytest.raises(SearchCancelled):
        make_bot("hard", 2, 10.0).choose(game, counting)
    assert len(counting.checks) == after + 1  # it stopped at the first check that said so
    assert counting.applied == counting.checks[-1]  # and simulated nothing after it
