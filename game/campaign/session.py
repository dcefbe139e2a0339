"""A campaign played at the table (R-CAMP-*): its book, its state, its seats, the chapter in play
and where it is kept. No drawing here: the window asks it what to show and tells it what the
players did.

    campaign = CampaignSession.new(book, edition, seats, seed, path)
    campaign.proceed(app)           # chapter 1's table
    ...                             # the table keeps the chapter after every decision (`keep`)
    campaign.finish_chapter(game)   # its game is over: places, Volumes, crest token owed
    campaign.choose_crest(p, "key")  # when a person owes one (`pending_crest`)
    campaign.proceed(app)           # the next chapter's table, or the campaign's end

A computer that owes a crest token chooses it at once (between.best_crest); a person chooses it
in the campaign's scene. The file is written after every decision of the chapter in play, after
each chapter's end and after each crest token (game/storage/campaigns.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from game.rules.edition import Edition
from game.rules.engine import Game, IllegalOption, Setup
from game.rules.record import GameRecord
from game.session import Seat, Session
from game.storage import campaigns, finished
from game.storage.files import Folders

from .between import (
    campaign_winners,
    chapter_setup,
    crest_pending,
    crest_tokens_left,
    end_chapter,
    give_crest,
    load_campaign_file,
)
from .state import CampaignError, CampaignState, ChapterResult, new_campaign
from .volumes import CHAPTERS, CampaignBook


class Screens(Protocol):
    """What the campaign asks of the window: a scene in place, or one shown over it."""

    def go(self, name: str, **kwargs: object) -> object: ...

    def show(self, name: str | None, **kwargs: object) -> object: ...


class CampaignSession:
    def __init__(self, book: CampaignBook, edition: Edition, state: CampaignState,
                 path: Path | None = None) -> None:
        """`path`: the campaign's file (None: kept nowhere)."""
        self.book = book
        self.edition = edition
        self.state = state
        self.path = path
        self.chapter: Session | None = None  # the chapter in play (its game and record)
        self.objectives: list[str] = []  # its three face-up Volumes
        self.victory: list[str] = []  # its three face-down Victory Volumes
        self.problem = ""  # why the file could not be written last time ("" when it was)

    @classmethod
    def new(cls, book: CampaignBook, edition: Edition, seats: list[Seat], seed: int,
            path: Path | None = None) -> CampaignSession:
        state = new_campaign([s.name for s in seats], seed)
        state.seats = [Seat(s.name, s.kind, i if s.colour is None else s.colour)
                       for i, s in enumerate(seats)]
        campaign = cls(book, edition, state, path)
        campaign.save()
        return campaign

    @classmethod
    def load(cls, path: Path, book: CampaignBook, edition: Edition) -> CampaignSession:
        """The campaign of a file, its chapter in play at the move it was left at; CampaignError
        (one line) when the file is damaged. The file is only read."""
        state = load_campaign_file(path, book, edition)
        campaign = cls(book, edition, state, path)
        if state.current is not None:
            campaign.chapter = campaign._replayed(state.current)
        return campaign

    def _replayed(self, record: GameRecord) -> Session:
        setup = self.next_setup()
        session = Session.start(self.edition, setup, self.table_seats())[0]
        for option in record.options:
            try:
                session.apply(option)
            except IllegalOption:  # load_campaign_file replayed it: it cannot happen
                raise CampaignError("the chapter in play does not replay") from None
        return session

    # ------------------------------------------------------------------ what it is

    @property
    def seats(self) -> list[Seat]:
        """Who plays each seat (a campaign of the console's: computers of the normal level)."""
        return self.state.seats or [Seat(n, "normal", i) for i, n in enumerate(self.state.names)]

    def table_seats(self) -> list[Seat]:
        """The seats for a chapter's table (copies: a table may recolour its own), a seat handed
        to a computer still handed over."""
        return [Seat(s.name, s.kind, s.colour, s.standin) for s in self.seats]

    @property
    def humans(self) -> set[int]:
        return {i for i, s in enumerate(self.seats) if s.human}

    @property
    def pending_crest(self) -> int | None:
        """The person who owes a crest token choice for the chapter just ended, if any."""
        return crest_pending(self.state)

    @property
    def number(self) -> int:
        """The chapter in play, or the last one ended (0 before the first)."""
        return len(self.state.chapters) + (1 if self.chapter is not None else 0)

    @property
    def over(self) -> bool:
        return len(self.state.chapters) == CHAPTERS and self.pending_crest is None

    @property
    def winners(self) -> list[int]:
        return campaign_winners(self.state)

    @property
    def last_result(self) -> ChapterResult | None:
        return self.state.chapters[-1] if self.state.chapters else None

    # ------------------------------------------------------------------ chapters

    def next_setup(self) -> Setup:
        """The next chapter's set-up (R-CAMP-2, 4, 8, 9); its Volumes are kept here."""
        setup, self.objectives, self.victory = chapter_setup(self.book, self.state)
        return setup

    def start_chapter(self) -> tuple[Session, list]:
        """The next chapter's game, and the events of its set-up."""
        if self.chapter is not None:
            raise CampaignError(f"chapter {self.number} is still in play")
        session, events = Session.start(self.edition, self.next_setup(), self.table_seats())
        self.chapter = session
        self.state.current = session.record
        self.save()
        return session, events

    def keep(self, session: Session) -> str | None:
        """The table's autosave: the chapter as it stands now; the system's reason when the
        file could not be written."""
        if session is self.chapter:
            self.state.current = session.record
            for kept, seat in zip(self.state.seats, session.seats, strict=False):
                kept.standin = seat.standin  # handed to a computer, or back, at the table
        return self.save() or None

    def keeper(self, folders: Folders | None) -> ChapterKeeper:
        """The chapter table's autosave (game/table/autosave.Keeper): this campaign's file,
        and the chapter's game kept and counted in `folders` once it ends there."""
        return ChapterKeeper(self, folders)

    def finish_chapter(self, game: Game) -> ChapterResult:
        """Close the chapter whose game is over (R-CAMP-6, 7); asked again, the same result."""
        if self.chapter is None:
            result = self.last_result
            if result is None:
                raise CampaignError("no chapter has been played yet")
            return result
        if not game.over:
            raise CampaignError("a chapter ends only when its game is over")
        session = self.chapter
        result = end_chapter(self.book, self.state, session.game, self.objectives,
                             self.victory, session.record, awaited=self.humans)
        self.chapter = None
        self.save()
        return result

    def choose_crest(self, player: int, kind: str) -> None:
        """The person who owes a crest token chooses its kind (R-CAMP-6, then R-CAMP-7)."""
        if player != self.pending_crest:
            raise CampaignError(f"player {player + 1} owes no crest token now")
        if kind not in crest_tokens_left(self.state):
            raise CampaignError(f"{kind!r} is not a crest token one may choose")
        give_crest(self.book, self.state, kind)
        self.save()

    def proceed(self, app: Screens) -> None:
        """On from between chapters: the chapter in play's table, the next chapter's, or after
        the third the campaign's end."""
        if self.pending_crest is not None:
            raise CampaignError("the crest token owed is still to be chosen")
        if self.chapter is not None:
            app.go("play", session=self.chapter, campaign=self)
        elif self.over:
            app.show("campaign_end", campaign=self)
        else:
            session, events = self.start_chapter()
            app.go("play", session=session, events=events, campaign=self)

    # ------------------------------------------------------------------ the file

    def save(self) -> str:
        """Write the campaign's file; the system's reason when it failed ("" when kept)."""
        if self.path is None:
            return ""
        try:
            campaigns.write(self.path, self.state)
        except OSError as error:
            self.problem = str(error.strerror or error)
            return self.problem
        self.problem = ""
        return ""


class ChapterKeeper:
    def __init__(self, campaign: CampaignSession, folders: Folders | None) -> None:
        self.campaign, self.folders = campaign, folders
        chapter = campaign.chapter
        self.ended = chapter is None or chapter.game.over  # over already: kept before

    def save(self, session: Session) -> str | None:
        """The campaign's file; a chapter that has just ended here is also kept among the
        finished games (to be watched again) and counted in the statistics, as any game."""
        problem = self.campaign.keep(session)
        if session.game.over and not self.ended and self.folders is not None:
            self.ended = True
            try:
                finished.keep(self.folders, session)
            except OSError as error:
                return problem or str(error.strerror or error)
        return problem
