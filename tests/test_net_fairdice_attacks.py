"""The fair dice against a hostile host, on a real server on a free local port: a seat that
sends a new chain while a roll waits (to be left out of it once it saw the other links) is
refused; a server asking a guest for a link not of its chain gets none, the guest says so and
the record shows it; a player who keeps their link freezes nothing (the roll goes on after the
deadline, everyone is told and the seat may be handed to a computer)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from game.net.host import HostedServer
from game.rules import rng
from game.rules.mix import Chain, stir
from game.rules.record import record_from_json, verify
from tests.net_support import Probe, close_all, edition, hosted, play, run, seat, table_of, until

DEADLINE = 0.3  # seconds: the tests' deadline for a link (a real table's is 30)


class Chooser(Probe):
    """The host's seat on its own server: before giving its link it reads the guest's from
    the server's memory, works out the roll with and without its own, and when leaving itself
    out gives the better first die, sends a new chain instead (the old server then left it out
    of the roll)."""

    server: HostedServer
    wanted_out = 0

    async def answer_roll(self, message: dict[str, Any]) -> None:
        if message.get("move") is not None:  # the first roll: played fair
            outcomes = await self._outcomes(message["index"])
            if outcomes is not None and outcomes[1] > outcomes[0]:
                self.wanted_out += 1
                await self.send({"type": "commit", "head": Chain().head})
        await super().answer_roll(message)  # refused: it can only give its link (or none)

    async def _outcomes(self, index: int) -> tuple[int, int] | None:
        """The roll's first die with the host's link and without it, once the guest's is in."""
        def read() -> tuple[int, list[str | None], str] | None:
            assert self.server.server is not None
            table = self.server.server.rooms[str(self.view.code)].table
            held = table.fair.pending
            if held is None or held.index != index or 1 not in held.got:
                return None
            assert table.game is not None
            return table.game.state.rng, [None, held.got[1]], table.fair.last[0]

        for _ in range(500):
            seen = self.server.call(read)
            if seen is not None:
                state, links, last = seen
                mine = self.chain.after(last) if self.chain is not None else None
                with_mine = rng.die(stir(state, index, [mine, links[1]]))[1]
                return with_mine, rng.die(stir(state, index, links))[1]
            await asyncio.sleep(0.005)
        return None


def test_a_seat_cannot_leave_a_waiting_roll_with_a_new_chain_to_choose_its_outcome():
    with hosted() as server:
        async def go() -> tuple[Chooser, Probe, dict]:
            changed = asyncio.Event()
            host, guest = Chooser(server.url, "Anna", changed), Probe(server.url, "Bruno", changed)
            host.server = server
            code = await table_of([host, guest], changed, ["open", "open"])
            await play([host, guest], random.Random(8), stop=lambda: host.view.seq > 60)
            await until(changed, lambda: len(host.errors("busy")) >= host.wanted_out,
                        "every new chain is answered")
            record = server.call(lambda: server.server.rooms[code].table.game_record().to_json())
            await close_all([host, guest])
            return host, guest, record

        host, guest, raw = run(go())
    record = record_from_json(raw)
    assert record.dice is not None
    print(f"the host wanted out of {host.wanted_out} of {len(record.dice.rolls)} rolls")
    assert host.wanted_out >= 3
    refused = host.errors("busy")
    assert len(refused) == host.wanted_out
    assert "a roll waits for your link" in refused[0]["message"]
    # every roll has both links: the host never got out of one
    assert all(links[0] is not None and links[1] is not None for _, links in record.dice.rolls)
    assert verify(edition(), record) == []
    assert guest.dice_problems() == [] if guest.view.final_record else True


def test_a_server_asking_for_a_link_not_of_the_guests_chain_gets_none_and_it_is_told():
    with hosted(link_deadline=DEADLINE) as server:
        async def go() -> tuple[Probe, Probe, dict, int]:
            (host, guest), code = await seat(server.url, ["open", "open"])

            def forge() -> None:  # a changed server: another chain's link for the guest
                assert server.server is not None
                server.server.rooms[code].table.fair.last[1] = Chain().head
            server.call(forge)
            forged_at = len(server.call(lambda: server.server.rooms[code].table.fair.rolls))
            await play([host, guest], random.Random(5),
                       stop=lambda: len(late(host)) >= 3, timeout=30.0)
            record = server.call(lambda: server.server.rooms[code].table.game_record().to_json())
            await close_all([host, guest])
            return host, guest, record, forged_at

        host, guest, raw, forged_at = run(go())
    record = record_from_json(raw)
    assert record.dice is not None
    assert not any(m.get("type") == "commit" for m in guest.messages)  # no new chain sent
    told = [m for m in guest.messages if m["type"] == "refused_roll"]
    assert [m["index"] for m in told] == guest.refused and guest.refused[0] >= forged_at
    gone = [i for i in guest.refused if i < len(record.dice.rolls)]
    assert len(gone) >= 3 and [m["index"] for m in late(host)] == gone
    for index in gone:  # each went on without the guest, for all to see
        assert record.dice.rolls[index][1][1] is None
    problems = verify(edition(), record)
    assert any(p.startswith(f"{len(gone)} roll(s) went on without Bruno's link")
               for p in problems), problems
    assert late(host)[0]["seats"] == [1] and late(guest)[0]["seats"] == [1]
    guest.view.final_record = raw
    assert any("never committed to, so none was given" in p for p in guest.dice_problems())


def late(client: Probe) -> list[dict[str, Any]]:
    return [m for m in client.messages if m["type"] == "late"]


class Keeper(Probe):
    """A guest that stays connected and never gives its link."""

    async def answer_roll(self, message: dict[str, Any]) -> None:
        self.kept = getattr(self, "kept", 0) + 1


def test_a_player_keeping_their_link_freezes_nothing():
    with hosted(link_deadline=DEADLINE) as server:
        async def go() -> tuple[Probe, Keeper, list[list[int]], int]:
            changed = asyncio.Event()
            host, guest = Probe(server.url, "Anna", changed), Keeper(server.url, "Bruno", changed)
            for client in (host, guest):
                await client.connect()
            code = (await host.create(["open", "open"]))["code"]
            await guest.join(code)
            waits: list[list[int]] = []
            host.on_message = lambda m: (waits.append(list(m["table"].get("dice_wait", [])))
                                         if m["type"] == "table" else None, host._seen(m))
            for client in (host, guest):
                await client.send({"type": "ready", "ready": True})
            await until(changed, lambda: host.view.info is not None
                        and all(s["ready"] for s in host.view.info["seats"]), "all ready")
            await host.send({"type": "start"})  # the first roll waits for the guest
            await until(changed, lambda: host.view.state is not None, "the start", timeout=5.0)
            await until(changed, lambda: bool(host.view.info and
                                              host.view.info["seats"][1]["away"]),
                        "the guest counts as away", timeout=5.0)
            await host.send({"type": "hand", "seat": 1, "to": "random"})
            await play([host], random.Random(2), stop=lambda: host.view.seq > 30, timeout=30.0)
            rolls = server.call(lambda: len(server.server.rooms[code].table.fair.rolls))
            await close_all([host, guest])
            return host, guest, waits, rolls

        host, guest, waits, rolls = run(go())
    assert [1] in waits  # the window could show whose link the dice waited for
    told = late(host)
    assert told and told[0]["index"] == 0 and told[0]["seats"] == [1]
    assert late(guest)[0]["seats"] == [1]
    assert not host.errors()  # handing the seat over was not refused ("the player is here")
    assert host.view.seq > 30 and rolls > 1 and guest.kept == 1  # never asked once handed
