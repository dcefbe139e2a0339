"""A hosted game's record checks its own dice: `verify()` finds a record whose fair dice were
tampered with after the game (tests/test_net_fairdice.py plays the attacks during one)."""

from __future__ import annotations

import copy
import random

from game.rules.mix import seed_commitment
from game.rules.record import record_from_json, verify
from tests.net_support import close_all, edition, hosted, play, run, seat, until


def _hosted_record() -> dict:
    """The record of a whole game at a real server, as a player receives it at the end."""
    with hosted() as server:
        async def game() -> dict:
            clients, _ = await seat(server.url, ["open", "bot:random"])
            await play(clients, random.Random(5))
            await until(clients[0].changed, lambda: clients[0].view.final_record is not None,
                        "the record")
            await close_all(clients)
            return clients[0].view.final_record

        return run(game())


def test_a_record_whose_seed_commitment_was_changed_fails_verify():
    raw = _hosted_record()
    record = record_from_json(raw)
    assert verify(edition(), record) == []
    assert raw["dice"]["seed"] == seed_commitment(record.setup.seed)
    forged = copy.deepcopy(raw)  # a commitment to another seed, the game and its dice as played
    forged["dice"]["seed"] = seed_commitment(record.setup.seed + 1)
    assert verify(edition(), record_from_json(forged)) == [
        "the seed is not the one the server committed to"]
    blanked = copy.deepcopy(raw)  # no commitment at all: the seed could have been chosen
    blanked["dice"]["seed"] = ""
    assert verify(edition(), record_from_json(blanked)) == [
        "the record keeps no commitment to its seed"]
