"""The lessons of Learn to play: one fixed game — its deal (seed and first player) and every move
of both seats, in the record's text — and the lessons laid over it (game/tutorial/tutor.py says
how), then the co-op lessons over their own game (coop_lessons.py), then the offer of a game.
The learner's moves are picked so that every part of the game comes up in the order the
lessons teach it, and nothing taught later happens to the learner earlier; the computer seat's
moves, and both seats' moves after the last lesson, are those of the normal computer player.
tests/test_tutorial.py replays the game on the shipped edition and checks each lesson.
"""

from __future__ import annotations

from game.rules import events as E
from game.rules.edition import Edition
from game.rules.engine import Setup
from game.session import Seat, Session

from . import coop_lessons as coop
from .tutor import Lesson

SEED = 5
FIRST = 0  # the learner begins: their dice are the first rolled
LEARNER = 0
COMPUTER = 1

MOVES: tuple[str, ...] = (
    "place:3", "place:6", "reroll:6nx1", "place:5", "reroll:2nx2,6nx2", "place:5", "place:1",
    "place:3", "place:4", "take:3:2", "take:1:1", "send:3C:A-chapel", "take:6:A", "send:1A:A2",
    "take:1:1", "send:1B:A1", "take:2:2", "take:5:2", "bonus:influence", "take:3:1", "take:4:1",
    "take:6:A", "send:4C:A5", "place:3", "place:6", "place:6", "place:1", "reroll:2nx2",
    "place:4", "place:5", "reroll:1nx1", "place:1", "take:3:3", "act:C0", "act:C0", "act:C3",
    "glass:A:3:row", "bonus:tool>book", "take:1:3", "act:A1", "act:A0", "send:3A:A-chapel",
    "act:A0", "send:4A:A6", "take:6:E", "act:A0", "send:3E:D-chapel", "take:5:1",
    "bonus:influence", "take:6:C", "act:C3", "glass:D:3:row", "glass:B:3:column", "take:6:A",
    "act:A3", "glass:A:1:column", "take:4:1", "place:1", "place:3", "place:4", "place:3",
    "place:6", "place:3", "reroll:3nx1,5nx1", "place:1", "place:5", "reroll:6nx1", "take:1:3",
    "act:A1", "act:A0", "send:2B:C2", "act:A0", "send:3B:B-chapel", "take:6:A", "send:1A:E4",
    "glass:E:1:row", "take:6:D", "take:3:3", "act:C0", "act:C0", "act:C3", "glass:D:2:row",
    "take:3:2", "take:5:1", "act:E3", "glass:A:1:column", "place:6", "place:6", "place:5",
    "place:6", "reroll:2nx1,6nx2", "place:3", "place:4", "place:4", "place:2", "take:2:3",
    "act:B1", "act:B0", "act:B0", "take:5:2", "bonus:soup", "act:B2", "send:1B:C3", "take:3:1",
    "act:C3", "glass:D:1:column", "take:6:A", "act:A0", "send:3C:C-chapel", "take:4:2",
    "take:6:B", "act:B2", "send:4B:C7", "take:6:A", "act:A0", "send:3A:A-chapel", "take:6:B",
    "act:B2", "send:1D:D1", "place:3", "reroll:2nx2,3nx1,4px1,6nx1", "place:1", "place:4",
    "place:6", "place:4", "place:5", "reroll:4nx1,5nx1", "place:1", "place:3", "place:5",
    "take:1:2", "act:A3", "glass:B:3:row", "glass:C:1:column", "bonus:influence", "take:3:2",
    "take:6:B", "act:B2", "send:1E:E3", "take:2:1", "act:B0", "take:5:2", "take:1:1", "act:A0",
    "send:4A:E7", "take:3:1", "act:C3", "glass:A:3:row", "act:C0", "die:take", "take:4:2",
    "act:C3", "glass:B:1:column", "reroll:2nx1,3nx1,4nx1,4px1", "place:3", "place:6", "place:3",
    "place:2", "place:1", "reroll:5nx2,5px1", "place:1", "place:5", "place:3", "place:6",
    "place:2", "place:3", "take:1:2", "act:A1", "bonus:influence", "act:A0", "send:3B:E-chapel",
    "take:2:3", "act:B3", "glass:C:3:column", "act:B1", "act:B2", "send:1C:A4", "extra:1:A3",
    "take:3:3", "act:C0", "act:C3", "glass:E:2:column", "take:2:1", "act:B2", "send:3E:E-chapel",
    "take:6:A", "act:A0", "send:1E:D2", "take:5:1", "act:E3", "glass:E:2:row", "take:3:1",
    "act:C3", "glass:B:2:row", "take:6:A", "act:A0", "send:4C:A7",)

END = len(MOVES)
LESSONS: tuple[Lesson, ...] = (
    Lesson("welcome", 0, 0, "tray"),
    Lesson("place", 0, 2),  # place the 3s; then the computer places
    Lesson("reroll", 2, 6),  # reroll a 6, place the 5
    Lesson("last_dice", 6, 9),  # the last choice; a single number is placed at once
    Lesson("take", 9, 10),  # space 3: the personal die first, with one neutral die
    Lesson("standard", 10, 10, "actions"),  # what the two dice just did
    Lesson("joker", 10, 13),  # one die from space 6, onto column A
    Lesson("send", 13, 16),  # a row I novice into a secular building of A
    Lesson("turns", 16, 23),  # the action phase to the end of the round
    Lesson("unlock", 32, 40),  # three dice onto A; the messenger action 1A unlocked
    Lesson("chapel", 40, 42),  # a row III novice into A's chapel
    Lesson("cloister", 42, 44),  # a row IV novice beside the building: tile A turns yellow
    Lesson("road", 44, 49, "road"),  # the messenger reaches a bonus space
    Lesson("window", 49, 56),  # the chapel's action: a glass tile into the window
    Lesson("mission", 109, 113, "missions"),  # a cloister novice of C completes A3
    Lesson("year_end", 119, 119, "status"),  # year 3 begins
    Lesson("final_scoring", END, END, "score"),
    # together against the Baron (R-COOP-*), on the co-op lessons' own game
    Lesson("coop_welcome", 0, 0, "baron", coop.COURSE),
    Lesson("coop_place", 0, coop.BARON_TURN, "", coop.COURSE),  # the Baron plays at its end
    Lesson("coop_baron", coop.BARON_TURN, coop.BARON_TURN, "baron_card", coop.COURSE),
    Lesson("coop_threat", coop.BARON_TURN, coop.THREAT_ANSWERED, "baron_threat", coop.COURSE),
    Lesson("coop_donate", coop.THREAT_ANSWERED, coop.DONATED, "baron_request", coop.COURSE),
    Lesson("coop_give", coop.DONATED, coop.GIVEN, "", coop.COURSE),
    Lesson("coop_team", coop.GIVEN, coop.GIVEN, "baron_team", coop.COURSE),
    Lesson("offer", coop.GIVEN, coop.GIVEN, "", coop.COURSE),
)

COUNTED = len(LESSONS) - 1  # the lessons numbered: the offer of a game after them is none
COOP_FIRST = [lesson.course for lesson in LESSONS].index(coop.COURSE)  # lesson 18's index


def script(course: str = "") -> tuple[str, ...]:
    """A course's moves."""
    return coop.MOVES if course == coop.COURSE else MOVES


def scripts() -> dict[str, tuple[str, ...]]:
    """Every course's moves, for the Tutor."""
    return {coop.COURSE: coop.MOVES}


def setup(names: list[str], course: str = "") -> Setup:
    if course == coop.COURSE:
        return Setup(tuple(names), coop.SEED, coop.FIRST, coop.DIFFICULTY)
    return Setup(tuple(names), SEED, FIRST)


def session_at(edition: Edition, names: list[str], position: int, course: str = ""
               ) -> tuple[Session, list[E.Event]]:
    """A course's game with the first `position` moves played, and the events of the last of
    them (of the deal, at 0); IllegalOption if the script does not fit the edition."""
    seats = [Seat(names[LEARNER], "human", LEARNER), Seat(names[COMPUTER], "normal", COMPUTER)]
    session, events = Session.start(edition, setup(names, course), seats)
    for move in script(course)[:position]:
        events = session.apply(move)
    return session, events
