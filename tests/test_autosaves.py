"""Every game keeps its own autosave; Continue trusts the replayed game, never a header."""

from __future__ import annotations

import json
import os

from game import storage
from game.ai.random_bot import RandomBot
from game.rules.engine import Setup
from game.session import Seat, Session
from game.storage import autosaves
from tests.scenario import NAMES, edition


def _session(seed: int, moves: int) -> Session:
    names = NAMES[:2]
    session, _ = Session.start(edition(), Setup(names, seed), [Seat(n) for n in names])
    bot = RandomBot(seed)
    while len(session.steps) < moves and not session.game.over:
        session.apply(bot.choose(session.game))
    return session


def _replayed(session: Session, moves: int) -> Session:
    copy, _ = Session.start(edition(), session.setup, session.seats)
    for option in session.record.options[:moves]:
        copy.apply(option)
    return copy


def test_a_game_goes_on_in_its_own_slot(tmp_path):
    folders = storage.Folders.under(tmp_path)
    session = _session(1, 20)
    slot = autosaves.slot_for(folders, session)
    assert slot.name == f"autosave-{autosaves.game_id(session)}.json"
    autosaves.write(slot, _replayed(session, 10))
    assert autosaves.slot_for(folders, session) == slot  # the same game, further on


def test_an_earlier_position_of_the_same_game_never_replaces_its_autosave(tmp_path):
    folders = storage.Folders.under(tmp_path)
    session = _session(2, 30)
    slot = autosaves.slot_for(folders, session)
    autosaves.write(slot, session)
    kept = slot.read_bytes()
    earlier = _replayed(session, 12)  # e.g. an older named save of this game, loaded
    other = autosaves.slot_for(folders, earlier)
    assert other != slot and other.name.endswith("-2.json")
    autosaves.write(other, earlier)
    assert slot.read_bytes() == kept


def test_an_unreadable_autosave_is_left_alone(tmp_path):
    folders = storage.Folders.under(tmp_path)
    session = _session(3, 5)
    slot = autosaves.slot_for(folders, session)
    slot.parent.mkdir(parents=True)
    slot.write_bytes(b"{broken")
    assert autosaves.slot_for(folders, session) != slot


def _tamper_header(path, over: bool) -> None:
    raw = json.loads(path.read_text())
    raw["summary"]["over"] = over
    path.write_text(json.dumps(raw))


def test_continue_trusts_the_game_not_a_header_that_says_it_is_over(tmp_path):
    folders = storage.Folders.under(tmp_path)
    session = _session(4, 25)
    slot = autosaves.slot_for(folders, session)
    autosaves.write(slot, session)
    _tamper_header(slot, over=True)
    found, problem = autosaves.newest_unfinished(folders, edition())
    assert problem == "" and found is not None
    assert found.record.options == session.record.options


def test_continue_offers_the_newest_unfinished_game(tmp_path):
    folders = storage.Folders.under(tmp_path)
    older, newer = _session(5, 10), _session(6, 14)
    for age, session in ((100, older), (0, newer)):
        slot = autosaves.slot_for(folders, session)
        autosaves.write(slot, session)
        stamp = slot.stat().st_mtime - age
        os.utime(slot, (stamp, stamp))
    found, _ = autosaves.newest_unfinished(folders, edition())
    assert found.setup.seed == 6


def test_a_finished_game_clears_its_slot_and_is_not_offered(tmp_path):
    folders = storage.Folders.under(tmp_path)
    session = _session(7, 100_000)
    assert session.game.over
    slot = autosaves.slot_for(folders, session)
    storage.save(session, slot, "autosave")  # as if written just before the end
    _tamper_header(slot, over=False)
    assert autosaves.newest_unfinished(folders, edition())[0] is None
    autosaves.write(slot, session)
    assert not slot.exists()
