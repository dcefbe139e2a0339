"""A person's seat handed to a computer and back at one screen, without a window: the seat's
agent becomes the same bot a computer's seat of that level is, its moves set the undo floor,
"play on to the end of the round" hands the people's seats back when the round ends, and the
save keeps the seat handed over (an older save without it loads as before)."""

from __future__ import annotations

import json

from game import storage
from game.ai import make_bot
from game.rules.engine import Setup
from game.rules.policy import seat_seed
from game.session import Seat, Session
from game.storage import saves
from game.table import BotAgent, Handed, LocalAgent, TableController
from tests.scenario import edition

WAIT = 30


def table_of(kinds: list[str], folders=None, seed: int = 8) -> TableController:
    names = ("Anna", "Bruno", "Chiara")[: len(kinds)]
    seats = [Seat(n, k, i) for i, (n, k) in enumerate(zip(names, kinds, strict=True))]
    session = Session.start(edition(), Setup(names, seed, 0), seats)[0]
    return TableController(session, folders=folders)


def run_until(table: TableController, done, limit: int = 5000) -> None:
    """Tick the table (no pace) until `done()`; computers' answers are waited for."""
    for _ in range(limit):
        if done():
            return
        table.tick()
        request = table.request
        if request is not None and not request.done() and not table.local_turn():
            request.wait(WAIT)
    raise AssertionError("the table did not get there")


def test_a_seat_handed_over_is_played_by_the_bot_of_its_level_and_back_by_the_mouse():
    table = table_of(["human", "human"])
    assert table.local_turn() and table.decision.player == 0
    assert table.handover.hand(0, "hard")
    agent = table.agents[0]
    assert isinstance(agent, BotAgent) and not table.local_turn()
    # the same bot, at the same seed, as a computer's seat of that level
    assert agent.bot.name == make_bot("hard", seat_seed(table.seed, 0)).name
    assert [c for c in table.take_changes() if isinstance(c, Handed)] == [Handed(0, "hard")]
    run_until(table, lambda: len(table.session.steps) >= 1)
    step = table.session.steps[0]
    assert step.player == 0 and step.fixed, "a stand-in's move sets the undo floor"
    assert not table.can_undo()
    assert table.handover.hand(0, None)
    assert isinstance(table.agents[0], LocalAgent)
    assert not table.handover.hand(0, None), "handed back twice changes nothing"
    table.close()


def test_a_computers_seat_is_not_handed_and_an_unknown_level_is_refused():
    table = table_of(["human", "normal"])
    assert not table.handover.hand(1, "hard")
    try:
        table.handover.hand(0, "genius")
    except ValueError:
        pass
    else:
        raise AssertionError("an unknown level was taken")
    table.close()


def test_playing_on_hands_every_persons_seat_back_when_the_round_ends():
    table = table_of(["human", "human", "normal"])
    st = table.game.state
    start = (st.year, st.round)
    table.handover.hand(1, "random")
    assert table.handover.play_on()
    assert [s.standin for s in table.session.seats] == ["normal", "random", None]
    run_until(table, lambda: not table.handover.playing_on)
    st = table.game.state
    assert (st.year, st.round) != start or table.game.over
    # the seat borrowed for playing on is the person's again; the one handed over stays so
    assert [s.standin for s in table.session.seats] == [None, "random", None]
    assert isinstance(table.agents[0], LocalAgent) and isinstance(table.agents[1], BotAgent)
    said = [c for c in table.take_changes() if isinstance(c, Handed)]
    assert said == [Handed(1, "random"), Handed(None, "normal"), Handed(None, None)]
    table.close()


def test_the_save_keeps_a_seat_handed_over_and_an_older_save_loads_as_before(tmp_path):
    folders = storage.Folders.under(tmp_path)
    table = table_of(["human", "human"], folders)
    table.handover.hand(1, "normal")
    path = tmp_path / "kept.json"
    saves.save(table.session, path, "kept")
    raw = json.loads(path.read_text())
    assert raw["seats"][1]["standin"] == "normal" and "standin" not in raw["seats"][0]
    loaded = saves.load(path, table.session.edition)
    assert [s.standin for s in loaded.seats] == [None, "normal"]
    again = TableController(loaded)
    assert isinstance(again.agents[1], BotAgent), "loaded, the seat is still handed over"
    again.close()
    for seat in raw["seats"]:  # a save written before seats could be handed over
        seat.pop("standin", None)
    path.write_text(json.dumps(raw))
    assert [s.standin for s in saves.load(path, table.session.edition).seats] == [None, None]
    raw["seats"][1]["standin"] = "genius"  # a level this program lacks: the person plays
    path.write_text(json.dumps(raw))
    assert [s.standin for s in saves.load(path, table.session.edition).seats] == [None, None]
    table.close()
