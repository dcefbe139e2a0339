"""Learn to play, without a window: the scripted game replays through the rules on the shipped
edition, each lesson's moves do what the lesson teaches and nothing taught later happens to the
learner before its lesson, the lessons' progress, the table that lets through only the taught
move, and where the learner stopped. The tutorial ships with data/ and plays it, so this file
reads data/ on purpose: a correction of data/ that the script no longer fits must fail here."""

from __future__ import annotations

import json

import pytest

from game.edition_loader import load_edition
from game.rules import events as E
from game.rules.coop import events as C
from game.rules.coop.team import target, total_if_ended
from game.rules.moves import Act, Bonus, Donate, Give, Glass, Move, Place, Reroll, Send, Take, parse
from game.table import Notice
from game.tutorial import coop_lessons as coop
from game.tutorial.lessons import COMPUTER, END, LEARNER, LESSONS, MOVES, scripts, session_at
from game.tutorial.progress import read_done, read_progress, write_progress
from game.tutorial.table import TutorTable
from game.tutorial.tutor import Lesson, Tutor
from tests.scenario import edition

NAMES = ["Anna", "Bruno"]


def played() -> list[tuple[int, int, Move, list[E.Event]]]:
    """(position, decider, move, events) of every move of the script, on the shipped edition."""
    session, _ = session_at(load_edition(), NAMES, 0)
    out = []
    for position, text in enumerate(MOVES):
        decider = session.game.decision.player
        out.append((position, decider, parse(text), session.apply(text)))
    assert session.game.over
    return out


@pytest.fixture(scope="module")
def moves():
    return played()


def lesson(key: str) -> Lesson:
    return next(lesson for lesson in LESSONS if lesson.key == key)


def learner_moves(moves, key: str) -> list[tuple[Move, list[E.Event]]]:
    found = lesson(key)
    return [(m, ev) for pos, who, m, ev in moves if found.start <= pos < found.end
            and who == LEARNER]


def played_coop(data=None) -> list[tuple[int, int, Move, list[E.Event]]]:
    """As `played`, for the co-op lessons' game (its script is the start of a game)."""
    session, _ = session_at(data or load_edition(), NAMES, 0, coop.COURSE)
    out = []
    for position, text in enumerate(coop.MOVES):
        decider = session.game.decision.player
        out.append((position, decider, parse(text), session.apply(text)))
    return out


@pytest.fixture(scope="module")
def coop_moves():
    return played_coop()


def test_the_script_is_a_whole_game_on_the_shipped_and_the_tests_edition():
    for data in (load_edition(), edition()):
        session, _ = session_at(data, NAMES, END)
        assert session.game.over
        assert len(session.steps) == len(MOVES) == END


def test_lessons_come_in_order_and_each_taught_one_has_a_move_for_the_learner(moves):
    assert [lesson.key for lesson in LESSONS][:2] == ["welcome", "place"]
    keys = [lesson.key for lesson in LESSONS]
    assert keys.index("final_scoring") < keys.index("coop_welcome") and keys[-1] == "offer"
    for before, after in zip(LESSONS, LESSONS[1:], strict=False):
        if before.course != after.course:  # a course's lessons begin at its deal
            assert after.start == 0 and after.course == coop.COURSE
            continue
        assert before.end <= after.start or after.reading and after.start == before.end
    for taught in (lesson for lesson in LESSONS if not lesson.reading and not lesson.course):
        assert learner_moves(moves, taught.key), taught.key


def test_each_lesson_teaches_what_it_says(moves):
    kinds = lambda key: [type(m) for m, _ in learner_moves(moves, key)]  # noqa: E731
    assert kinds("place") == [Place]
    assert kinds("reroll") == [Reroll, Place]  # R-PLACE-3
    (take, events), = learner_moves(moves, "take")
    taken = next(e for e in events if isinstance(e, E.DiceTaken))
    assert LEARNER in taken.dice and None in taken.dice and take.space != 6  # R-ACT-10
    performed = [e.key for e in events if isinstance(e, E.ActionPerformed)]
    assert performed and all(key.endswith("0") for key in performed)  # standard actions
    (joker, _), = learner_moves(moves, "joker")
    assert isinstance(joker, Take) and joker.is_joker  # R-ACT-5
    (send, events), = learner_moves(moves, "send")
    assert isinstance(send, Send) and send.row == 1
    assert any(isinstance(e, E.TokensChanged) and e.reason == "send" for e in events)  # R-BLD-1
    unlocked = [m for m, _ in learner_moves(moves, "unlock") if isinstance(m, Act)]
    assert [m.row for m in unlocked] == [1]  # R-UNLOCK-1
    assert [m.target for m, _ in learner_moves(moves, "chapel") if isinstance(m, Send)] == \
        ["A-chapel"]
    sent = [(m, ev) for m, ev in learner_moves(moves, "cloister") if isinstance(m, Send)]
    assert [m.row for m, _ in sent] == [4]
    assert any(isinstance(e, E.TileFlipped) for e in sent[0][1])  # R-CLO-3


def test_the_road_window_and_mission_lessons(moves):
    road = learner_moves(moves, "road")
    assert any(isinstance(e, E.RoadBonusReached) for _, ev in road for e in ev)
    assert isinstance(road[-1][0], Bonus)  # R-ROAD-4b: the learner chooses
    assert any(isinstance(m, Glass) for m, _ in learner_moves(moves, "window"))
    last, events = learner_moves(moves, "mission")[-1]
    assert any(isinstance(e, E.MissionCompleted) and e.player == LEARNER for e in events)
    year_end = lesson("year_end").start
    ended = [e for e in moves[year_end - 1][3] if isinstance(e, E.YearEnded)]
    assert ended and ended[0].year == 2  # the lesson opens as year 3 begins


FIRSTS = {  # what the learner does for the first time in the lesson of that name
    "joker": lambda m, ev: isinstance(m, Take) and m.is_joker,
    "send": lambda m, ev: isinstance(m, Send),
    "unlock": lambda m, ev: isinstance(m, Act) and m.row in (1, 2),
    "chapel": lambda m, ev: isinstance(m, Send) and m.row == 3,
    "cloister": lambda m, ev: isinstance(m, Send) and m.row == 4,
    "road": lambda m, ev: any(isinstance(e, E.RoadBonusReached) for e in ev),
    "window": lambda m, ev: isinstance(m, Glass),
    "mission": lambda m, ev: any(isinstance(e, E.MissionCompleted) and e.player == LEARNER
                                 for e in ev),
}


@pytest.mark.parametrize("key", sorted(FIRSTS))
def test_nothing_is_done_by_the_learner_before_its_lesson(moves, key):
    first = next(pos for pos, who, m, ev in moves if who == LEARNER and FIRSTS[key](m, ev))
    assert lesson(key).start <= first < lesson(key).end


def test_the_tutor_lets_the_learner_make_only_their_moves_of_the_lesson_on():
    tutor = Tutor(LESSONS, MOVES, LEARNER, index=1)  # "place": the learner's move 0
    assert tutor.taught(0, LEARNER) == parse(MOVES[0])
    assert tutor.taught(0, COMPUTER) is None and tutor.scripted(0, COMPUTER) == parse(MOVES[0])
    assert tutor.scripted(0, LEARNER) is None
    assert not tutor.moved(1) and tutor.index == 1  # the computer's move is still in it
    assert tutor.moved(2) and tutor.lesson.key == "reroll"
    tutor.index = 0  # a lesson to read: nothing is played until Continue
    assert tutor.taught(0, LEARNER) is None and tutor.scripted(0, COMPUTER) is None
    tutor.carry_on()
    assert tutor.index == 1
    tutor.index = [lesson.key for lesson in LESSONS].index("unlock")
    assert [str(m) for m in tutor.to_play_at_once(23)] == list(MOVES[23:32])


def test_the_lessons_table_refuses_what_is_not_taught_and_plays_the_script():
    tutor = Tutor(LESSONS, MOVES, LEARNER, index=1)
    session, _ = session_at(edition(), NAMES, 0)
    table = TutorTable(session, tutor)
    other = next(m for m in session.game.options() if m != parse(MOVES[0]))
    assert not table.play(other) and table.position == 0
    assert isinstance(table.take_changes()[-1], Notice)
    assert not table.can_undo() and not table.undo()
    assert table.play(parse(MOVES[0])) and table.position == 1
    for _ in range(3):  # the computer's move comes from the script
        table.tick()
    assert table.position == 2 and str(session.steps[1].move) == MOVES[1]
    assert tutor.lesson.key == "reroll"
    table.close()


def test_moving_on_plays_the_moves_between_lessons_at_once():
    index = [lesson.key for lesson in LESSONS].index("unlock")
    tutor = Tutor(LESSONS, MOVES, LEARNER, index=index)
    session, _ = session_at(edition(), NAMES, 23)
    table = TutorTable(session, tutor)
    table.catch_up()
    assert table.position == lesson("unlock").start
    assert [str(s.move) for s in session.steps] == list(MOVES[:table.position])
    table.close()


def test_progress_is_kept_and_a_bad_file_starts_from_the_first_lesson(tmp_path):
    path = tmp_path / "tutorial.json"
    assert read_progress(path, len(LESSONS)) == 0
    write_progress(path, 7)
    assert read_progress(path, len(LESSONS)) == 7
    assert read_progress(path, 5) == 0  # a lesson this version does not have
    for bad in ("{", "[]", '{"format": "monasterium-tutorial", "lesson": true}',
                '{"format": "other", "lesson": 3}', "x" * 10_000):
        path.write_text(bad)
        assert read_progress(path, len(LESSONS)) == 0
    raw = json.loads(json.dumps({"format": "monasterium-tutorial", "version": 1, "lesson": 3}))
    path.write_text(json.dumps(raw))
    assert read_progress(path, len(LESSONS)) == 3
    assert read_done(path, len(LESSONS)) == set()  # a file of before the lessons done
    write_progress(path, 5, {4, 0, 1, 99})
    assert read_progress(path, len(LESSONS)) == 5 and read_done(path, len(LESSONS)) == {0, 1, 4}
    path.write_text(json.dumps({**raw, "done": [1, True, "2", -1]}))
    assert read_done(path, len(LESSONS)) == {1}


# ------------------------------------------------------------------ together against the Baron


def test_the_coop_script_fits_the_shipped_and_the_tests_edition():
    for data in (load_edition(), edition()):
        played = played_coop(data)
        assert len(played) == len(coop.MOVES)
        session, _ = session_at(data, NAMES, len(coop.MOVES), coop.COURSE)
        assert session.game.state.coop is not None and not session.game.over
        assert session.setup.coop == coop.DIFFICULTY


def test_each_coop_lesson_teaches_what_it_says(coop_moves):
    """R-COOP-3: the Baron plays when the last die is placed; R-COOP-5: the learner's novice
    into a chapel takes a mark off the threat; R-COOP-6: a donation, met by the team-mate's;
    R-COOP-10: a gift to the team-mate."""
    placing = learner_moves(coop_moves, "coop_place")
    assert placing and all(isinstance(m, Place) for m, _ in placing)
    last = coop_moves[coop.BARON_TURN - 1][3]
    assert [type(e) for e in last if isinstance(e, C.BaronCardDrawn)] == [C.BaronCardDrawn]
    assert any(isinstance(e, C.ThreatRevealed) for e in last)
    assert any(isinstance(e, C.RequestRevealed) for e in last)
    threat = learner_moves(coop_moves, "coop_threat")
    weakened = [e for _, ev in threat for e in ev if isinstance(e, C.ThreatWeakened)]
    assert [e.player for e in weakened] == [LEARNER] and weakened[0].marks > 0
    (donate, events), = learner_moves(coop_moves, "coop_donate")
    assert isinstance(donate, Donate) and any(isinstance(e, C.Donated) for e in events)
    give = learner_moves(coop_moves, "coop_give")
    assert isinstance(give[-1][0], Give) and give[-1][0].to == COMPUTER
    assert any(isinstance(e, C.TokensGiven) and e.to == COMPUTER for e in give[-1][1])
    found = lesson("coop_give")
    met = [e for pos, who, _, ev in coop_moves if found.start <= pos < found.end
           and who == COMPUTER for e in ev if isinstance(e, C.RequestMet)]
    assert met, "the team-mate's donation meets the request, as the lesson says"


def test_nothing_coop_is_done_by_the_learner_before_its_lesson(coop_moves):
    firsts = {"coop_threat": lambda m, ev: any(isinstance(e, C.ThreatWeakened) for e in ev),
              "coop_donate": lambda m, ev: isinstance(m, Donate),
              "coop_give": lambda m, ev: isinstance(m, Give)}
    for key, test in firsts.items():
        first = next(pos for pos, who, m, ev in coop_moves if who == LEARNER and test(m, ev))
        assert lesson(key).start <= first < lesson(key).end, key


def test_the_team_lesson_reads_a_total_below_what_the_end_would_score():
    session, _ = session_at(load_edition(), NAMES, lesson("coop_team").start, coop.COURSE)
    game = session.game
    total = sum(p.score for p in game.state.players)
    assert 0 < total < total_if_ended(game) < target(game)  # most points come at the end


def test_the_tutor_follows_the_course_of_the_lesson_on():
    keys = [lesson.key for lesson in LESSONS]
    tutor = Tutor(LESSONS, MOVES, LEARNER, keys.index("final_scoring"), scripts())
    assert tutor.course == "" and tutor.moves == MOVES
    tutor.carry_on()
    assert tutor.lesson.key == "coop_welcome" and tutor.course == coop.COURSE
    tutor.carry_on()  # coop_place: the learner's first placement of the co-op game
    assert tutor.taught(0, LEARNER) == parse(coop.MOVES[0])
    assert [str(m) for m in tutor.to_play_at_once(0)] == []
    tutor.index = keys.index("coop_donate")
    assert tutor.to_play_at_once(0) == [parse(m) for m in coop.MOVES[:coop.THREAT_ANSWERED]]
    assert tutor.taught(coop.THREAT_ANSWERED, LEARNER) == parse("donate:soup:2")
