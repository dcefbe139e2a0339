"""Fair dice at a hosted table, against a real server on a free local port: the host's own
machine (its database and every message its client receives) cannot tell a roll before the other
players' links are in; a hosted game's record replays exactly with its reveals and every link
can be checked; a tampered link is refused, live and in a record."""

from __future__ import annotations

import asyncio
import json
import math
import os
import random
import sqlite3
from pathlib import Path
from typing import Any

from game.net import protocol as P
from game.net.client import TableClient
from game.net.reveals import FairDice
from game.net.store import SeatRecord, Store, TableRecord
from game.net.table import ServerTable, TableError
from game.rules import rng
from game.rules.engine import Game, Setup
from game.rules.mix import START, Chain, Dice, seed_commitment, stir
from game.rules.record import (
    GameRecord,
    RecordError,
    played,
    record_from_json,
    replay,
    rolls_of,
    stir_before,
    verify,
)
from tests.net_support import (
    Probe,
    close_all,
    edition,
    hosted,
    play,
    reveal_all,
    run,
    table_of,
)

KINDS = ["open", "open", "bot:random"]  # the host, a guest and a computer


class Host(Probe):
    """The host's own client with everything the host's machine holds: before each roll it
    is asked to contribute to, it reads the server's database and guesses the dice."""

    def __init__(self, url: str, changed: asyncio.Event, db: Path) -> None:
        super().__init__(url, "Anna", changed)
        self.db = db
        self.guesses: dict[int, tuple[int, int]] = {}  # roll -> (as today, with all it has)

    async def _take(self, data: str | bytes) -> None:
        if isinstance(data, str) and data.startswith('{"type":"roll"'):
            message = json.loads(data)
            self.guesses[message["index"]] = guess(self.db, self.view.code, message, self.chain)
        await super()._take(data)


class Silent(Probe):
    """A guest whose client commits to no chain (it contributes nothing to the dice)."""

    async def request(self, message: dict[str, Any], timeout: float = 10.0) -> dict[str, Any]:
        return await super().request({k: v for k, v in message.items() if k != "commit"},
                                     timeout)


def read_db(db: Path, code: str) -> TableRecord:
    """The table as the host reads it from the server's file, read-only, beside the server."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        seed, players = con.execute("SELECT seed, players FROM tables WHERE code=?",
                                    (code,)).fetchone()
        seats = [SeatRecord(kind, name, standin=standin) for kind, name, standin in con.execute(
            "SELECT kind, name, standin FROM seats WHERE code=? ORDER BY seat", (code,))]
        moves = list(con.execute("SELECT player, move FROM moves WHERE code=? ORDER BY seq",
                                 (code,)))
        commits = list(con.execute("SELECT roll, seat, head FROM commits WHERE code=?", (code,)))
        rolls = [(b, json.loads(links)) for b, links in con.execute(
            "SELECT before, links FROM rolls WHERE code=? ORDER BY roll", (code,))]
    finally:
        con.close()
    return TableRecord(code, seed, players, 0, "playing", seats, moves=moves, commits=commits,
                       rolls=rolls)


def guess(db: Path, code: str, message: dict[str, Any], chain: Chain | None) -> tuple[int, int]:
    """The first die of the roll `message` asks for, guessed twice from the database (the seed,
    the moves and the reveals of the rolls before it, so the dice generator's state before the
    roll is known exactly): as that state rolls it (as a host could tell it before the fair
    dice), and with the host's own next link stirred in and, for the other seats, the last link
    each revealed."""
    record = read_db(db, code)
    setup = Setup(tuple(s.name for s in record.seats), record.seed)
    fair = FairDice(record.seed, record.commits, record.rolls)
    links: list[str | None] = [fair.last.get(seat) for seat in range(record.players)]
    if chain is not None and 0 in fair.last:
        links[0] = chain.after(fair.last[0])
    if message["move"] is None:
        state = before_start(setup)
    else:
        state = replay(edition(), GameRecord(setup, [m for _, m in record.moves],
                                             fair.dice())).state.rng
    return rng.die(state)[1], rng.die(stir(state, message["index"], links))[1]


def before_start(setup: Setup) -> int:
    """The dice generator's state just before a game's first roll."""
    seen: list[int] = []
    Game.new(edition(), setup, lambda state: seen.append(state) or state)
    return seen[0]


def hosted_game(db: Path, seed: int, guest: type[Probe] = Probe) -> tuple[Host, dict]:
    """A game at a table on a server writing `db`: the host's client, and the record it got."""
    with hosted(db=db) as server:
        async def go() -> tuple[Host, dict]:
            changed = asyncio.Event()
            host = Host(server.url, changed, db)
            other = guest(server.url, "Bruno", changed)
            await table_of([host, other], changed, KINDS)
            await play([host, other], random.Random(seed))
            await close_all([host, other])
            return host, host.view.final_record

        return run(go())


def first_dice(record: dict) -> dict[int, int]:
    """The first die of each roll that had links (by the roll's index), from the record."""
    rec = record_from_json(record)
    assert rec.dice is not None
    stirs = rec.dice.before()
    out = {}
    if START in stirs:
        out[stirs[START][0]] = rng.die(stir(before_start(rec.setup), *stirs[START]))[1]
    game = replay(edition(), GameRecord(rec.setup, [], rec.dice))
    for i, option in enumerate(rec.options):
        stir_before(game, stirs, i)
        if i in stirs:
            out[stirs[i][0]] = rng.die(game.state.rng)[1]
        game.apply(option)
    return out


def hits(guesses: dict[int, int], actual: dict[int, int]) -> int:
    return sum(guessed == actual[index] for index, guessed in guesses.items())


def chance_bound(n: int) -> float:
    """Right guesses of n dice that chance (1 in 6 each) exceeds with odds below 1 in 30,000:
    the mean plus four standard deviations of the binomial."""
    return n / 6 + 4 * math.sqrt(n * (1 / 6) * (5 / 6))


def test_the_host_cannot_tell_a_roll_from_its_database_and_its_messages(tmp_path):
    right_today = right_all = total = 0
    for seed in (1, 2, 3):
        host, record = hosted_game(tmp_path / f"hosted{seed}.db", seed)
        actual = first_dice(record)
        assert len(host.guesses) == len(actual) > 40  # asked before every roll
        right_today += hits({k: g[0] for k, g in host.guesses.items()}, actual)
        right_all += hits({k: g[1] for k, g in host.guesses.items()}, actual)
        total += len(actual)
    print(f"host's guesses of {total} rolls' first die: {right_today} right as the seed and "
          f"moves tell it, {right_all} with everything it has; chance: {total / 6:.0f}, "
          f"bound {chance_bound(total):.0f}")
    assert total > 200
    assert right_today <= chance_bound(total) and right_all <= chance_bound(total)


def test_without_a_guests_link_the_same_guesses_are_right_every_time(tmp_path):
    """The guesser is a good one: when the guest commits to no chain, the host's machine holds
    everything the dice come from, and it tells every roll."""
    host, record = hosted_game(tmp_path / "hosted.db", 3, guest=Silent)
    actual = first_dice(record)
    assert len(host.guesses) == len(actual) > 40
    assert hits({k: g[1] for k, g in host.guesses.items()}, actual) == len(actual)


def test_a_hosted_record_replays_with_its_reveals_and_every_link_checks(tmp_path):
    host, raw = hosted_game(tmp_path / "hosted.db", 4)
    record = record_from_json(raw)
    assert record.dice is not None and len(record.dice.rolls) > 40
    assert all(link is not None for _, links in record.dice.rolls for link in links[:2])
    seen = [rolls_of(P.events_from_json(m["events"])) for m in host.messages
            if m["type"] in ("moved", "state") and m.get("events")]
    seen_dice = [roll for rolls in seen for roll in rolls]
    assert verify(edition(), record, seen_dice) == []
    game = replay(edition(), record)
    assert P.view_hash(P.view_of(game.state)) == host.view.final_hash
    assert json.loads(json.dumps(record.to_json())) == raw  # kept as it came
    assert host.dice_problems() == [] and len(host.revealed) == len(record.dice.rolls)
    forged = json.loads(json.dumps(raw))  # the server puts another link for this player
    index = max(host.revealed)
    forged["dice"]["rolls"][index][1][0] = "cd" * 32
    host.view.final_record = forged
    assert f"the link given for roll {index + 1} is not in the record" in host.dice_problems()
    try:  # without its reveals the moves make another game, or none
        bare = replay(edition(), GameRecord(record.setup, record.options))
        assert P.view_hash(P.view_of(bare.state)) != host.view.final_hash
    except RecordError:
        pass


def test_a_tampered_link_in_a_record_is_found():
    dice = Dice(seed_commitment(11))
    chains = [Chain(), Chain()]
    dice.commits = [(0, 0, chains[0].head), (0, 1, chains[1].head)]
    setup = Setup(("Anna", "Bruno"), 11)
    links = [chains[0].after(chains[0].head), chains[1].after(chains[1].head)]
    dice.rolls = [(START, list(links))]
    record = GameRecord(setup, [], dice)
    good = rolls_of(played(edition(), record)[1])
    assert verify(edition(), record, good) == []
    forged = record_from_json(record.to_json())
    assert forged.dice is not None
    forged.dice.rolls[0][1][1] = "ab" * 32
    problems = verify(edition(), forged, good)
    assert any("seat 2's reveal does not hash" in p for p in problems)
    assert any("other dice" in p for p in problems)


def test_a_tampered_link_is_refused_live_and_the_game_goes_on(tmp_path):
    class Forger(Probe):
        """Sends a wrong link first, then a malformed one, then the right one."""

        forged = 0

        async def answer_roll(self, message: dict[str, Any]) -> None:
            if self.forged < 1:
                self.forged += 1
                await self.send({"type": "reveal", "index": message["index"],
                                 "link": "00" * 32})
                await self.send({"type": "reveal", "index": message["index"], "link": "x"})
                await self.send({"type": "reveal", "index": 999, "link": "11" * 32})
            await super().answer_roll(message)

    with hosted() as server:
        async def go() -> Forger:
            changed = asyncio.Event()
            host, guest = Probe(server.url, "Anna", changed), Forger(server.url, "Bruno", changed)
            await table_of([host, guest], changed, ["open", "open"])
            await play([host, guest], random.Random(6), stop=lambda: host.view.seq > 30)
            await close_all([host, guest])
            return guest

        guest = run(go())
    refused = {e["code"]: e["message"] for e in guest.errors()}
    assert "does not hash to the last link" in refused["bad_reveal"]
    assert refused["bad_field"] == "'reveal': field 'link' is not valid"
    assert "no roll waits" in refused["stale"]
    assert guest.view.seq > 30  # the right link came next and the game went on


def table_with_chains() -> tuple[ServerTable, list[Chain]]:
    store = Store(":memory:")
    chains = [Chain(), Chain()]
    table, _ = ServerTable.create(store, edition(), "Anna", ["open", "open"], False,
                                  chains[0].head)
    table.join("Bruno", None, chains[1].head)
    table.ready(0, True)
    table.ready(1, True)
    return table, chains


def test_a_roll_waits_for_every_seated_player_and_not_for_a_seat_handed_to_a_computer():
    table, chains = table_with_chains()
    assert table.start(0) is None and table.game is None  # the first roll waits for links
    reveal_all(table, dict(enumerate(chains)))
    assert table.game is not None and table.record.rolls[0][0] == START
    rnd = random.Random(3)
    while True:  # to the next move that rolls
        decision = table.game.decision
        assert decision is not None
        if table.play(decision.player, str(rnd.choice(decision.options)), table.seq) is None:
            break
    held = table.fair.pending
    assert held is not None and held.waiting == {0, 1} and table.bot_to_move() is None
    link = chains[0].after(table.fair.last[0])
    assert link is not None
    table.fair.reveal(0, held.index, link)
    try:
        table.fair.reveal(0, held.index, link)
        raise AssertionError("a second link from the same seat was taken")
    except TableError as refused:
        assert refused.code == "stale"
    assert not table.fair.ready()
    table.hand(table.record.creator, 1, "random")  # the guest is away: a computer plays on
    assert table.fair.ready()
    done, events = table.finish()
    assert done.move is not None and rolls_of(events)
    assert table.record.rolls[-1] == (held.before, [link, None])
    # the roll the server alone could tell is in the record for all to see
    assert verify(edition(), table.game_record()) == [
        f"1 roll(s) went on without Bruno's link (seat 2), so the server alone could tell "
        f"them: roll {held.index + 1}"]


def test_a_new_chain_while_a_roll_waits_holds_only_from_the_roll_after_it():
    table, chains = table_with_chains()
    assert table.start(0) is None
    new = Chain()
    table.commit(1, new.head)  # the guest's program started again with a new chain
    assert table.fair.pending is not None and table.fair.pending.waiting == {0, 1}
    table.fair.reveal(0, 0, chains[0].after(chains[0].head) or "")
    assert not table.fair.ready()  # still waits for the guest's link of its old chain
    table.fair.reveal(1, 0, chains[1].after(chains[1].head) or "")
    table.finish()
    assert table.record.commits[-1] == (1, 1, new.head)  # it holds from the next roll
    assert table.fair.last[1] == new.head
    assert verify(edition(), table.game_record()) == []


def test_the_server_database_is_the_servers_alone(tmp_path):
    store = Store(tmp_path / "hosted.db")
    store.close()
    assert os.stat(tmp_path / "hosted.db").st_mode & 0o777 == 0o600
    loose = tmp_path / "old.db"
    loose.touch(mode=0o644)
    Store(loose).close()
    assert os.stat(loose).st_mode & 0o777 == 0o600


def test_records_and_saves_without_fair_dice_replay_as_before():
    setup = Setup(("Anna", "Bruno", "Chiara"), 7)
    game, _ = Game.new(edition(), setup)
    options = []
    rnd = random.Random(1)
    while not game.over and len(options) < 120:
        move = rnd.choice(game.options())
        options.append(str(move))
        game.apply(move)
    raw = GameRecord(setup, options).to_json()
    assert "dice" not in raw
    again = record_from_json(json.loads(json.dumps(raw)))
    assert again.dice is None and again.to_json() == raw
    assert P.view_hash(P.view_of(replay(edition(), again).state)) == \
        P.view_hash(P.view_of(game.state))


def test_malformed_fair_dice_in_a_record_are_refused_in_words():
    base = GameRecord(Setup(("Anna", "Bruno"), 5), []).to_json()
    head = "ab" * 32
    bad: list[Any] = [
        [], {"rolls": "x"}, {"extra": 1}, {"seed": "zz"},
        {"commits": [[0, 5, head]]}, {"commits": [[0, 0, "A" * 64]]}, {"commits": [[0, 0]]},
        {"rolls": [[START, [head]]]}, {"rolls": [[3, [head, None]]]},
        {"rolls": [[START, [None, None]], [START, [None, None]]]},
        {"rolls": [[START, [1, None]]]}, {"rolls": [[True, [None, None]]]},
    ]
    for dice in bad:
        try:
            record_from_json({**base, "dice": dice})
        except RecordError as refused:
            assert "dice" in str(refused) and "\n" not in str(refused), refused
        else:
            raise AssertionError(f"taken: {dice}")


def test_a_player_leaving_the_lobby_while_the_start_waits_calls_the_start_off():
    table, chains = table_with_chains()
    assert table.start(0) is None
    assert not table.leave(1)
    assert table.fair.pending is None and table.status == "lobby" and 1 not in table.fair.last
    newcomer = Chain()
    table.join("Chiara", None, newcomer.head)
    table.ready(1, True)
    assert table.start(0) is None and table.fair.pending is not None
    assert table.fair.pending.waiting == {0, 1}
    reveal_all(table, {0: chains[0], 1: newcomer})
    assert table.status == "playing" and verify(edition(), table.game_record()) == []


def test_a_client_notices_a_move_played_other_than_the_one_it_gave_a_link_for():
    client = TableClient("ws://127.0.0.1:1", "Anna", edition())
    client._asked[5] = (1, "place:3")
    client._played_as_asked({"type": "moved", "seq": 6, "player": 1, "move": "place:3"})
    assert client.unlike == []
    client._asked[8] = (1, "place:3")
    client._played_as_asked({"type": "moved", "seq": 9, "player": 1, "move": "place:4"})
    assert client.unlike == ["move 9 is not the one the roll was asked for"]
