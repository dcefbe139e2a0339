"""The lessons' progress over the scripted game (no pygame): which lesson is on, which move the
learner may make now, which move the script plays for the computer, and what is played at once
to bring the table to the next lesson.

A lesson covers the moves of the script from `start` to `end`: the learner makes each of their
own moves in it (only that move is accepted), the computer's moves are played from the script at
the computer's pace. A lesson with `start == end` is read, then continued with a button. The
moves between two lessons are played at once, so that a lesson can start from a position far in
the game; every move, the learner's and the script's, goes through the rules. A lesson belongs to
a course (its game's script): "" the game against the computer, others (co-op) their own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.rules.moves import Move, parse


@dataclass(frozen=True, slots=True)
class Lesson:
    key: str  # its texts: tutorial.<key>.title and tutorial.<key>.body
    start: int  # moves of the script played when it begins
    end: int  # ... when it is over; equal to start: a lesson to read
    point: str = ""  # the part of the table it is about: pointed at when it is read, kept
    #                  clear of the panel when it is played (see the scene)
    course: str = ""  # whose script its positions count in ("": the game against the computer)

    @property
    def reading(self) -> bool:
        return self.start == self.end


class Tutor:
    def __init__(self, lessons: tuple[Lesson, ...], moves: tuple[str, ...], learner: int = 0,
                 index: int = 0, scripts: Mapping[str, tuple[str, ...]] | None = None) -> None:
        self.lessons = lessons
        self.scripts = {"": moves, **(scripts or {})}  # each course's moves
        self.learner = learner  # the seat of the person learning
        self.index = index  # the lesson on now; len(lessons): all done

    @property
    def lesson(self) -> Lesson | None:
        return self.lessons[self.index] if self.index < len(self.lessons) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.lessons)

    @property
    def course(self) -> str:
        lesson = self.lesson
        return lesson.course if lesson is not None else self.lessons[-1].course

    @property
    def moves(self) -> tuple[str, ...]:
        """The script of the lesson on now."""
        return self.scripts[self.course]

    def script_move(self, position: int) -> Move | None:
        moves = self.moves
        return parse(moves[position]) if position < len(moves) else None

    def _inside(self, position: int) -> bool:
        lesson = self.lesson
        return lesson is not None and lesson.start <= position < lesson.end

    def taught(self, position: int, decider: int | None) -> Move | None:
        """The one move the learner may make now (None: they may make none)."""
        if decider != self.learner or not self._inside(position):
            return None
        return self.script_move(position)

    def scripted(self, position: int, decider: int | None) -> Move | None:
        """The move the script plays now for the computer (None: it waits)."""
        if decider is None or decider == self.learner or not self._inside(position):
            return None
        return self.script_move(position)

    def moved(self, position: int) -> bool:
        """A move was played and `position` moves are now on the table: True when that ended
        the lesson (the next one is on)."""
        lesson = self.lesson
        if lesson is None or lesson.reading or position < lesson.end:
            return False
        self.index += 1
        return True

    def course_start(self) -> int:
        """The first lesson of the course on now (where Start over goes)."""
        course = self.course
        return next(i for i, lesson in enumerate(self.lessons) if lesson.course == course)

    def carry_on(self) -> None:
        """Continue after a lesson to read."""
        if not self.done:
            self.index += 1

    def to_play_at_once(self, position: int) -> list[Move]:
        """The script's moves from `position` up to where the lesson on now begins."""
        lesson = self.lesson
        if lesson is None:
            return []
        return [parse(m) for m in self.moves[position:lesson.start]]
