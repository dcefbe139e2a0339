"""Campaign chapters at a table through a real server on a free local port: a chapter's set-up
sent as a record writes it and checked, the Volumes taken in every view, and the creator's next
chapter at the same table (same code and seats, every client told, no one joining again)."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.campaign.volumes import load_campaign
from game.net.client import NetError
from game.net.store import Store
from game.net.table import ServerTable
from game.rules.mix import Chain
from game.rules.record import record_from_json, replay, verify
from tests.net_support import Probe, close_all, edition, hosted, play, reveal_all, run, seat, until

BOOK = load_campaign()  # the server checks a chapter against the campaign it reads (data/)


def _chapter(number: int, players: int, volumes: list[str], grants: list[list]) -> dict:
    """A chapter's set-up as a client sends it, its objectives as the book writes them."""
    asked = [BOOK.volume(v) for v in volumes]
    return {"number": number, "grants": grants,
            "objectives": [[v.id, v.test, v.amount(players)] for v in asked]}


def chapter_1(players: int) -> dict:
    return _chapter(1, players, ["I-cellarer", "I-glazier", "I-pilgrim"], [])


def chapter_2(players: int) -> dict:
    return _chapter(2, players, ["II-bell", "II-novice", "II-hearth"],
                    [[0, "I-cellarer", "tokens", 2, "soup"], [1, "I-glazier", "messenger", 2, ""],
                     [0, "I-pilgrim", "second_reroll", 1, ""]])


CHAPTER_1, CHAPTER_2 = chapter_1(2), chapter_2(2)
SUMMARY = {"chapter": 2, "volumes": {"Anna": ["I-cellarer", "I-pilgrim"], "Bruno": ["I-glazier"]},
           "crests": [1, 0]}


def _text(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


def _taken(client: Probe) -> dict[str, int]:
    game = client.view.game
    assert game is not None and game.chapter is not None
    return dict(game.chapter.taken)


def test_two_chapters_at_one_table_with_the_volumes_in_every_view():
    with hosted() as server:
        async def campaign() -> tuple[list[Probe], Probe, list, str]:
            clients, code = await seat(server.url, ["open", "open", "bot:random"],
                                       rules={"chapter": _text(chapter_1(3))})
            anna, bruno = clients
            watcher = Probe(server.url, "Eve", anna.changed)
            await watcher.connect()
            await watcher.watch(code)
            await play(clients, random.Random(1))
            await until(anna.changed, lambda: watcher.view.final_hash is not None, "the end")
            first = [c.view.final_record for c in clients]
            taken = [_taken(c) for c in [*clients, watcher]]
            assert all(t == taken[0] for t in taken) and taken[0], "every view has the Volumes"
            with pytest.raises(NetError, match="only the table's creator"):
                await bruno.request({"type": "next", "chapter": _text(chapter_2(3))})
            with pytest.raises(NetError, match="after chapter 1 comes chapter 2"):
                await anna.request({"type": "next", "chapter": _text(chapter_1(3))})
            with pytest.raises(NetError, match="'I-nowhere' is not a Volume of an earlier"):
                bad = chapter_2(3)
                bad["grants"][0][1] = "I-nowhere"
                await anna.request({"type": "next", "chapter": _text(bad)})
            await anna.request({"type": "next", "chapter": _text(chapter_2(3)),
                                "summary": _text(SUMMARY)})
            await until(anna.changed, lambda: all(c.view.state is not None and c.view.seq >= 0
                                                  for c in [*clients, watcher]), "chapter 2")
            assert [c.view.code for c in clients] == [code, code]
            assert [c.view.seat for c in clients] == [0, 1]
            assert bruno.view.campaign == SUMMARY == watcher.view.campaign
            with pytest.raises(NetError, match="still being played"):
                await anna.request({"type": "next", "chapter": _text(chapter_2(3))})
            await play(clients, random.Random(2))
            await until(anna.changed, lambda: watcher.view.final_hash is not None, "the end")
            await close_all([*clients, watcher])
            return clients, watcher, first, code

        clients, watcher, first, code = run(campaign())
        kept = server.call(lambda: server.server.store.load(code))
    anna, bruno = clients
    assert kept.rules["chapter"] == chapter_2(3) and kept.rules["summary"] == SUMMARY
    assert [m for _, m in kept.moves] == anna.view.final_record["options"], "stored anew"
    assert sum(m["type"] == "joined" for m in bruno.messages) == 1, "nobody joined again"
    assert sum(m["type"] == "chapter" for m in bruno.messages) == 1
    second = record_from_json(anna.view.final_record)
    assert record_from_json(first[0]).setup.chapter.number == 1
    assert second.setup.chapter is not None and second.setup.chapter.number == 2
    assert [g.source for g in second.setup.chapter.grants] == [g[1] for g in CHAPTER_2["grants"]]
    assert record_from_json(first[0]).setup.seed != second.setup.seed, "a new game"
    for client in [*clients, watcher]:
        assert client.view.matches_server
    for client in clients:
        assert client.dice_problems() == [], "the chains went on into the second game"
    assert verify(edition(), second) == []
    game = replay(edition(), second)
    assert game.chapter is not None and dict(game.chapter.taken) == _taken(bruno)
    told = [e for m in bruno.messages if m["type"] == "moved" for e in m.get("events", [])]
    assert any(e["event"] == "VolumeTaken" for e in told), "Volumes were taken as the game went"


@pytest.mark.parametrize("rules, words", [
    ({"chapter": "{"}, "the chapter's set-up"),
    ({"chapter": _text({**CHAPTER_1, "number": 4})}, "number must be 1, 2 or 3"),
    ({"chapter": _text({**CHAPTER_1, "grants": [[5, "I-cellarer", "points", 1, ""]]})},
     "grant is not"),
    ({"chapter": _text({**CHAPTER_1, "objectives": [["I-nowhere", "points", 4],
                                                     *CHAPTER_1["objectives"][1:]]})},
     "'I-nowhere' is not a Volume of chapter 1"),
    ({"chapter": _text({**CHAPTER_1, "objectives": [CHAPTER_1["objectives"][0]] * 3})},
     "'I-cellarer' is there twice"),
    ({"chapter": _text({**CHAPTER_1, "objectives": [["I-cellarer", "points", 1],
                                                     *CHAPTER_1["objectives"][1:]]})},
     "'I-cellarer' asks something else"),
    ({"chapter": _text({**CHAPTER_1, "objectives": CHAPTER_1["objectives"][:2]})},
     "a chapter has 3 objective Volumes"),
    ({"chapter": _text({**CHAPTER_1, "grants": [[0, "I-cellarer", "points", 1, ""]]})},
     "'I-cellarer' is not a Volume of an earlier chapter"),
    ({"chapter": _text(CHAPTER_2)}, "opens at chapter 1"),
    ({"chapter": _text({**CHAPTER_2, "grants": [CHAPTER_2["grants"][0]] * 2})},
     "'I-cellarer' is there twice"),
    ({"chapter": _text({**CHAPTER_2, "grants": [[0, "I-cellarer", "points", 9, ""]]})},
     "'I-cellarer' gives another advantage"),
    ({"chapter": _text({**CHAPTER_2, "grants": [[0, "catch-up", "points", 9, ""]]})},
     "the catch-up gives only its tokens"),
    ({"chapter": _text(CHAPTER_1), "coop": "normal"}, "not played against the Baron"),
])
def test_a_bad_chapter_set_up_is_refused_in_words(rules, words):
    with hosted() as server:
        async def create() -> None:
            anna = Probe(server.url, "Anna", asyncio.Event())
            await anna.connect()
            with pytest.raises(NetError, match=words):
                await anna.create(["open", "open"], **rules)
            await anna.close()

        run(create())


def test_a_hostile_summary_is_refused_and_the_table_stays_over():
    with hosted() as server:
        async def game() -> tuple[Probe, str]:
            clients, code = await seat(server.url, ["open", "bot:random"],
                                    rules={"chapter": _text(CHAPTER_1)})
            await play(clients, random.Random(3))
            anna = clients[0]
            for summary in ("[" * 20 + "]" * 20, '"' + "x" * 500 + '"', "{nope"):
                with pytest.raises(NetError, match="campaign's summary"):
                    await anna.request({"type": "next", "chapter": _text(CHAPTER_2),
                                        "summary": summary})
            with pytest.raises(NetError, match="not valid"):
                await anna.request({"type": "next", "chapter": _text(CHAPTER_2),
                                    "summary": "x" * 4001})
            await close_all(clients)
            return anna, code

        anna, code = run(game())
        assert anna.view.over and server.call(lambda: server.server.store.status(code)) == "over"


def test_a_windows_table_hands_over_to_the_next_chapters_game_on_the_same_connection():
    """The window's table (game/table/online.py) at a chapter's end: the creator's next
    chapter comes as ChapterBegun, the old table shows nothing of the new game, and a table
    built on the same connection plays the new game from its first move."""
    from game.net.threaded import NetClient
    from game.table import Moved
    from game.table.online import ChapterBegun, OnlineTable
    from tests.test_net_online_table import Others, play_on
    from tests.test_net_online_table import until as until_table

    with hosted() as server:
        anna, bruno = (NetClient(server.url, name, edition()) for name in ("Anna", "Bruno"))
        for client in (anna, bruno):
            client.start().result(30)
        code = anna.create(["open", "open"], False, chapter=_text(CHAPTER_1)).result(30)["code"]
        bruno.join(code).result(30)
        for client in (anna, bruno):
            client.ready(True).result(30)
        anna.start_game().result(30)
        until_table([anna, bruno], lambda: anna.view.game is not None, "the start")
        table = OnlineTable(anna)
        rnd = random.Random(4)
        play_on(table, Others([bruno], rnd), rnd, lambda: table.game.over
                and anna.view.final_hash is not None and not table.updates)
        assert table.game.chapter is not None and table.game.chapter.rules.number == 1
        anna.ask({"type": "next", "chapter": _text(CHAPTER_2),
                  "summary": _text(SUMMARY)}).result(30)
        until_table([bruno], lambda: table.next_game_ready(), "the next chapter", table)
        changes = table.take_online_changes()
        assert ChapterBegun(SUMMARY) in changes
        assert table.game.over and table.game.chapter.rules.number == 1, "the old game stays"
        second = OnlineTable(anna)
        assert second.seq == 0 and not second.session.steps and not second.ended
        assert second.game.chapter is not None and second.game.chapter.rules.number == 2
        seen: list = []
        play_on(second, Others([bruno], rnd), rnd, lambda: second.seq >= 6, seen)
        assert len([c for c in seen if isinstance(c, Moved)]) >= 6
        assert anna.view.code == bruno.view.code == code
        anna.close()
        bruno.close()


def test_the_next_chapter_starts_without_waiting_for_a_player_who_is_away():
    with hosted() as server:
        async def campaign() -> Probe:
            clients, _ = await seat(server.url, ["open", "open"],
                                    rules={"chapter": _text(CHAPTER_1)})
            anna, bruno = clients
            await play(clients, random.Random(6))
            await bruno.close()
            await anna.request({"type": "next", "chapter": _text(CHAPTER_2)})
            await until(anna.changed, lambda: anna.view.state is not None, "chapter 2 starts")
            assert anna.view.seq == 0 and anna.view.info["seats"][1]["away"]
            await anna.close()
            return anna

        anna = run(campaign())
    assert anna.view.game is not None and anna.view.game.chapter.rules.number == 2


def test_between_chapters_the_summary_reaches_everyone_and_only_the_owed_crest_the_creator():
    with hosted() as server:
        async def between() -> tuple[Probe, Probe]:
            clients, code = await seat(server.url, ["open", "open"],
                                       rules={"chapter": _text(CHAPTER_1)})
            anna, bruno = clients
            with pytest.raises(NetError, match="still being played"):
                await anna.request({"type": "between", "summary": _text({"pending": 1})})
            await play(clients, random.Random(1))
            await until(anna.changed, lambda: bruno.view.final_hash is not None, "the end")
            with pytest.raises(NetError, match="you owe no crest token"):
                await bruno.request({"type": "crest", "kind": "key"})
            with pytest.raises(NetError, match="only the table's creator"):
                await bruno.request({"type": "between", "summary": _text({"pending": 1})})
            await anna.request({"type": "between", "summary": _text({"v": 1, "pending": 1})})
            await until(anna.changed, lambda: bruno.view.campaign is not None, "the summary")
            assert bruno.view.campaign == {"v": 1, "pending": 1}
            with pytest.raises(NetError, match="you owe no crest token"):
                await anna.request({"type": "crest", "kind": "key"})
            with pytest.raises(NetError, match="a crest is one of"):
                await bruno.request({"type": "crest", "kind": "sword"})
            await bruno.request({"type": "crest", "kind": "lamp"})
            await until(anna.changed, lambda: any(m["type"] == "crest" for m in anna.messages),
                        "the crest")
            with pytest.raises(NetError, match="one of the 2 seats"):
                await anna.request({"type": "next", "chapter": _text(CHAPTER_2), "first": 3})
            await anna.request({"type": "next", "chapter": _text(CHAPTER_2), "first": 1})
            await until(anna.changed, lambda: bruno.view.game is not None, "chapter 2")
            assert bruno.view.game is not None and bruno.view.game.state.first == 1
            await close_all(clients)
            return anna, bruno

        anna, bruno = run(between())
    told = [m for m in anna.messages if m["type"] == "crest"]
    assert told == [{"type": "crest", "seat": 1, "kind": "lamp"}]
    assert not any(m["type"] == "crest" for m in bruno.messages)


def test_the_summary_between_chapters_is_still_shown_after_the_server_restarts(tmp_path):
    db = tmp_path / "tables.db"
    summary = {"v": 1, "pending": 1}
    with hosted(db=db) as server:
        async def between() -> str:
            clients, code = await seat(server.url, ["open", "bot:random"],
                                       rules={"chapter": _text(CHAPTER_1)})
            await play(clients, random.Random(2))
            await clients[0].request({"type": "between", "summary": _text(summary)})
            await close_all(clients)
            return code

        code = run(between())
    with hosted(db=db) as again:  # the server restarted: a window coming back is told again
        async def watch() -> object:
            changed = asyncio.Event()
            eve = Probe(again.url, "Eve", changed)
            await eve.connect()
            await eve.watch(code)
            await until(changed, lambda: eve.view.info is not None, "the table's info")
            await eve.close()
            return eve.view.campaign

        assert run(watch()) == summary


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_move_tried_and_held_for_the_dice_leaves_the_chapters_progress_as_it_was(seed):
    """A move that rolls is tried, taken back and played once the links are in: the Volumes
    taken and the once-only advantages spent in the try are taken back with it (else the
    table's game and its record's replay part ways)."""
    store = Store(":memory:")
    chains = [Chain(), Chain()]
    table, _ = ServerTable.create(store, edition(), "Anna", ["open", "open"], False,
                                  chains[0].head, {"chapter": CHAPTER_2})
    table.join("Bruno", None, chains[1].head)
    for seat_ in (0, 1):
        table.ready(seat_, True)
    if table.start(0) is None:
        reveal_all(table, dict(enumerate(chains)))
    rnd, held = random.Random(seed), 0
    while not table.game.over:
        decision = table.game.decision
        if table.play(decision.player, str(rnd.choice(decision.options)), table.seq) is None:
            held += 1
            reveal_all(table, dict(enumerate(chains)))
    again = replay(edition(), table.game_record())
    assert held > 10 and again.state == table.game.state
    assert again.chapter.taken == table.game.chapter.taken
    assert again.chapter.spent == table.game.chapter.spent
