"""A campaign played at an online table (R-CAMP-1: the same players in the same seats), as one
window sees it: the campaign the sheet reads (the model's CampaignView), carried on the link
from scene to scene.

The host's window owns the campaign (a CampaignSession in the campaigns folder, written as at
one screen): it creates chapter 1's table with that chapter's set-up, closes each chapter once
its game is over (`finish`), tells everyone how the campaign stands (the server's `between`,
with a summary: game/campaign/summary.py), takes the crest token the player who owes it chose in
their own window (`crest`; one away or played by a computer gets the computer's choice), and
begins the next chapter with its set-up and first player (`next`). A guest's window rebuilds
the sheet from the summary, refusing a damaged one in words; the next chapter opens by itself
when the server's `chapter` message brings its game."""

from __future__ import annotations

import json
import secrets
from typing import Any

from game.campaign.between import best_crest, chapter_setup, crest_tokens_left, end_chapter
from game.campaign.session import CampaignSession
from game.campaign.state import CampaignError, CampaignState, Holding
from game.campaign.summary import read_summary, summary_json
from game.campaign.volumes import CHAPTERS, CampaignBook
from game.edition_fields import DataError
from game.guard import FileRefused, Limits, read_json
from game.rules.chapter import rules_to_json
from game.rules.engine import Game
from game.rules.record import RecordError, record_from_json
from game.storage import campaigns
from game.storage.files import Folders
from game.table.online_seats import seats_of
from game.texts import text
from game.ui.campaign.words import crest_name
from game.ui.words.volumes import book

SCENE = "campaign_online"


def chapter_text(rules: Any) -> str:
    return json.dumps(rules_to_json(rules), separators=(",", ":"))


def campaign_seed() -> int:
    return secrets.randbits(31)


def first_chapter(book: CampaignBook, seats: int, seed: int) -> str:
    """Chapter 1's set-up, as `create` takes it: its Volumes follow from the seed alone."""
    names = [f"Player {i + 1}" for i in range(seats)]
    state = CampaignState(names, seed, [Holding() for _ in names])
    return chapter_text(chapter_setup(book, state)[0].chapter)


def campaign_of(link: Any, game: Game, folders: Folders | None) -> OnlineCampaign | None:
    """The campaign the link's table plays, made for a guest's window when its game is a
    chapter's (None: no campaign, or its book cannot be read); the host's takes its seats."""
    campaign = link.campaign
    if campaign is None and game.chapter is not None and link.net.view.seat is not None:
        try:
            campaign = link.campaign = OnlineCampaign(link, book())
        except DataError:
            return None
    if isinstance(campaign, OnlineCampaign):
        if campaign.host is None and campaign.seed is None and _creator(link):
            campaign.take_up(kept_campaign(link, folders, campaign.book))
        campaign.begin()
    return campaign


def _creator(link: Any) -> bool:
    info = link.net.view.info or {}
    return info.get("creator") is not None and info.get("creator") == link.net.view.seat


def kept_campaign(link: Any, folders: Folders | None, book: CampaignBook
                  ) -> CampaignSession | None:
    """The campaign this computer hosts at the link's table, from its file (a window that
    took its table up again); None when none is kept or it cannot be read."""
    if folders is None:
        return None
    mark = f"{link.url} {link.code}"
    for path in campaigns.campaign_files(folders):
        try:
            raw = read_json(path, Limits.SAVE)
            if not isinstance(raw, dict) or raw.get("online") != mark:
                continue
            session = CampaignSession.load(path, book, link.net.view.edition)
        except (FileRefused, CampaignError):
            continue
        session.state.online = mark
        return session
    return None


class OnlineCampaign:
    scene = SCENE

    def __init__(self, link: Any, book: CampaignBook, seed: int | None = None,
                 folders: Folders | None = None) -> None:
        """`seed`: this window hosts the campaign of that seed (its file in `folders`)."""
        self.link, self.book, self.folders = link, book, folders
        self.seed = seed
        self.host: CampaignSession | None = None  # the host's campaign, once the seats are known
        self.shown: CampaignState | None = None  # a guest's: the summary last read
        self.seen_summary: Any = None
        self.problem = ""  # a summary or a choice refused, in words
        self.notes: list[str] = []  # what the host's window did for others (a crest chosen)
        self.sent: str = ""  # the crest token this guest chose, until the next chapter
        self.asking: Any = None  # the last request of this window, until answered
        self.begun = False  # the next chapter's game is coming
        self.ended: Game | None = None  # the chapter's game once over, until it is closed

    def keeper(self, folders: Folders | None) -> None:
        """The table's game is kept by its server (and counted by the online table)."""
        return None

    def take_up(self, host: CampaignSession | None) -> None:
        """The host's campaign read from its file: this window is its host again."""
        if host is None:
            return
        self.host, self.seed = host, host.state.seed
        try:
            host.next_setup()  # the Volumes of the chapter at the table (none after the third)
        except CampaignError:
            pass

    def chapter_over(self, game: Game) -> None:
        """The table's game is over: the host's window closes the chapter as soon as the record
        is in; every window goes on to the scoring and the sheet on the same link."""
        self.begun, self.ended = False, game
        if self.link.net.view.final_record is not None:
            self.finish(game)

    # ------------------------------------------------------------------ what the sheet reads

    @property
    def creator(self) -> bool:
        return self.seed is not None

    @property
    def seat(self) -> int | None:
        return self.link.net.view.seat

    @property
    def state(self) -> CampaignState:
        if self.host is not None:
            return self.host.state
        if self.shown is None:  # before the host's first summary: the players, nothing held
            names = [s.name for s in self.table_seats()]
            self.shown = CampaignState(names, 0, [Holding() for _ in names])
        return self.shown

    @property
    def seats(self) -> list:
        return self.host.seats if self.host is not None else self.table_seats()

    def table_seats(self) -> list:
        return seats_of(self.link.net.view.info or {})

    @property
    def humans(self) -> set[int]:
        return set() if self.seat is None else {self.seat}

    @property
    def pending_crest(self) -> int | None:
        if self.host is not None:
            return self.host.pending_crest
        owed = self.state.chapters[-1].crest_pending if self.state.chapters else None
        return None if self.sent else owed

    @property
    def chapter_number(self) -> int:
        return len(self.state.chapters) + 1

    def host_name(self) -> str:
        info = self.link.net.view.info or {}
        seats, creator = self.table_seats(), info.get("creator")
        return seats[creator].name if isinstance(creator, int) and creator < len(seats) else "?"

    def owed_away(self) -> bool:
        """The crest token is owed by a player whose window is not at the table now."""
        owed = self.pending_crest
        if owed is None or owed == self.seat:
            return False
        seats = (self.link.net.view.info or {}).get("seats") or []
        held = seats[owed] if owed < len(seats) else {}
        return bool(held.get("kind") != "human" or held.get("away") or held.get("standin"))

    # ------------------------------------------------------------------ the host's campaign

    def begin(self) -> None:
        """The host's campaign once chapter 1's table has its players (names, kinds, colours)."""
        if self.seed is None or self.host is not None:
            return
        seats = self.table_seats()
        path = None if self.folders is None else campaigns.new_path(
            self.folders, [s.name for s in seats], self.seed)
        try:
            self.host = CampaignSession.new(self.book, self.link.net.view.edition, seats,
                                            self.seed, path)
        except CampaignError as error:  # names the campaign cannot take: said on its sheet
            self.problem, self.seed = str(error), None
            return
        self.host.state.online = f"{self.link.url} {self.link.code}"
        self.host.next_setup()  # its Volumes: those chapter 1's table was created with
        self.host.save()

    def finish(self, game: Game) -> None:
        """The host closes the chapter whose game is over, once, and tells everyone."""
        host = self.host
        if host is None or not game.over:
            return
        number = 0 if game.chapter is None else game.chapter.rules.number
        if number != self._table_chapter() or len(host.state.chapters) >= number:
            self.ended = None  # closed already, or the table has gone on to the next chapter
            return
        if self.link.net.view.final_record is None:
            return  # the record is on its way: `poll` closes the chapter when it is in
        try:
            record = record_from_json(self.link.net.view.final_record)
        except RecordError as error:
            self.problem = text("online_campaign.no_record", problem=str(error))
            return
        end_chapter(self.book, host.state, game, host.objectives, host.victory, record,
                    awaited={i for i, s in enumerate(host.seats) if s.human})
        self.ended = None
        host.save()
        self.tell()

    def finish_chapter(self, game: Game) -> None:
        """The scoring's Continue (game/ui/play/chapter_end.py): the host's window closes it."""
        self.ended = game
        self.finish(game)

    def _table_chapter(self) -> int:
        game = self.link.net.view.game
        chapter = None if game is None else game.chapter
        return 0 if chapter is None else chapter.rules.number

    def tell(self) -> None:
        """Everyone's sheet: how the campaign stands now."""
        if self.host is not None:
            self.asking = self.link.net.between(self.summary())

    def summary(self) -> str:
        assert self.host is not None
        return json.dumps(summary_json(self.host.state), separators=(",", ":"))

    def choose_crest(self, player: int, kind: str) -> None:
        if kind not in crest_tokens_left(self.state):
            return
        if self.host is not None:
            self.host.choose_crest(player, kind)
            self.tell()
        elif player == self.seat and not self.sent:
            self.sent = kind
            self.asking = self.link.net.crest(kind)

    def state_over(self) -> bool:
        """The third chapter is closed and its crest token chosen: the campaign's end."""
        return len(self.state.chapters) == CHAPTERS and self.pending_crest is None

    def proceed(self, app: Any) -> None:
        """The host's Continue: the crest of one away chosen for them, then the next chapter;
        after the third, everyone's: the campaign's end (the table is left)."""
        if self.state_over():
            self.link.close()
            if getattr(app, "online", None) is self.link:
                app.online = None
            app.show("campaign_end", campaign=self)
            return
        host = self.host
        if host is None or self.begun:
            return
        owed = host.pending_crest
        if owed is not None:
            if not self.owed_away():
                return
            kind = best_crest(self.book, host.state, owed)
            self.notes.append(text("online_campaign.chosen_for", name=host.state.names[owed],
                                   crest=crest_name(self.book, kind)))
            host.choose_crest(owed, kind)
        setup = host.next_setup()
        self.begun = True
        self.asking = self.link.net.next_chapter(chapter_text(setup.chapter), self.summary(),
                                                 setup.first)

    # ------------------------------------------------------------------ what arrives

    def poll(self) -> bool:
        """What came from the server between chapters; True when the next chapter's game is
        here (the window opens it)."""
        for message in self.link.take():
            kind = message.get("type")
            if kind == "crest" and self.host is not None:
                self._crest_from(message.get("seat"), message.get("kind"))
            elif kind == "chapter":
                self.begun = True
            elif kind == "chat":
                self.link.backlog.append(message)
        self._answered()
        if self.ended is not None:  # the record may come after the table was left
            self.finish(self.ended)
        if self.host is None:
            self._read_summary()
        view = self.link.net.view
        return self.begun and view.state is not None and view.game is not None \
            and not view.over

    def _crest_from(self, seat: Any, kind: Any) -> None:
        host = self.host
        assert host is not None
        if seat != host.pending_crest or kind not in crest_tokens_left(host.state):
            return  # the server checked it against the summary: an old one, ignored
        host.choose_crest(seat, kind)
        self.tell()

    def _answered(self) -> None:
        asked = self.asking
        if asked is None or not asked.done():
            return
        self.asking = None
        problem = asked.exception()
        if problem is not None:
            self.problem = str(problem)
            self.sent, self.begun = "", False

    def _read_summary(self) -> None:
        summary = self.link.net.view.campaign
        if summary is None or summary is self.seen_summary:
            return
        self.seen_summary = summary
        try:
            self.shown = read_summary(summary, self.book)
        except CampaignError as error:
            self.problem = text("online_campaign.bad_summary", problem=str(error))
            return
        self.problem, self.sent = "", ""
