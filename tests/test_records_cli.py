"""Game records and the console tools (simulate, replay, bench), run on the tests' own edition:
the tools read data/ as the game does, and here they read tests/fixtures/edition instead."""

from __future__ import annotations

import json

import pytest

from game import cli
from game.compiled import running_compiled
from game.rules.record import RecordError, record_from_json, replay


@pytest.fixture(autouse=True)
def _tools_play_the_tests_edition(monkeypatch, edition):
    monkeypatch.setattr(cli, "load_edition", lambda: edition)


def test_simulate_prints_one_line_per_game_and_a_summary(capsys, tmp_path, edition):
    assert cli.main(["simulate", "--players", "3", "--games", "2", "--seed", "7",
                     "--record", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines[:2]] == ["seed=7", "seed=8"]
    assert all("scores=" in line and "winner=" in line for line in lines[:2])
    assert lines[2].startswith("games=2 players=3 mean_scores=")
    records = sorted(tmp_path.glob("*.json"))
    assert [r.name for r in records] == ["game-7.json", "game-8.json"]
    # the records replay on the edition the tools played
    game = replay(edition, record_from_json(json.loads(records[0].read_text())))
    scores = ",".join(str(p.score) for p in game.state.players)
    assert f"scores={scores}" in lines[0]


def test_replay_prints_the_final_breakdown(capsys, tmp_path, edition):
    cli.main(["simulate", "--players", "2", "--games", "1", "--seed", "3",
              "--record", str(tmp_path)])
    capsys.readouterr()
    path = tmp_path / "game-3.json"
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    game = replay(edition, record_from_json(json.loads(path.read_text())))
    for category in ("monasteries", "chapels", "cloisters", "tokens", "missions", "window"):
        assert category in out
    for player in game.state.players:
        row = next(line for line in out.splitlines() if line.startswith(player.name))
        assert row.split()[-1] == str(player.score)


@pytest.mark.parametrize("content, message", [
    (None, "the file is not there"),
    (b"\x00\xff garbage", "line 1: a byte that is not UTF-8 text"),
    (b'{"format": "monasterium-record", "version": 1, ', "line 1: not valid JSON"),
    (b'{"hello": "world"}', "not a Monasterium game record"),
    (b'{"format": "monasterium-record", "version": 99, "setup": {}, "options": []}',
     "newer than this program"),
    (b'{"format": "monasterium-record", "version": 1, "setup": {"names": ["A"], "seed": 1},'
     b' "options": []}', "2 to 4 players"),
    (b'{"format": "monasterium-record", "version": 1, "setup": {"names": ["A", "B"],'
     b' "seed": 1}, "options": ["take:9:9"]}', "option 1 of the record cannot be played"),
])
def test_replay_refuses_a_bad_file_with_one_line_and_status_2(capsys, tmp_path, content,
                                                                message):
    path = tmp_path / "record.json"
    if content is not None:
        path.write_bytes(content)
    assert cli.main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and str(path) in lines[0]
    if content is not None:
        assert path.read_bytes() == content  # the file is left untouched


def test_bench_prints_one_line_per_player_count(capsys):
    assert cli.main(["bench", "--games", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == ["players=2", "players=3", "players=4"]
    for line in lines:
        fields = dict(part.split("=") for part in line.split())
        assert float(fields["games_per_s"]) > 0 and float(fields["decisions_per_s"]) > 0
        assert fields["engine"] == ("compiled" if running_compiled() else "plain")


def test_record_from_json_refuses_wrong_types():
    with pytest.raises(RecordError, match="seed must be an integer"):
        record_from_json({"format": "monasterium-record", "version": 1,
                          "setup": {"names": ["A", "B"], "seed": "x"}, "options": []})


def test_bench_load_prints_the_load_time_of_a_finished_save(capsys):
    assert cli.main(["bench", "--load"]) == 0
    fields = dict(part.split("=") for part in capsys.readouterr().out.split()[1:])
    assert fields["players"] == "4" and int(fields["options"]) > 100
    assert 0 < float(fields["median_ms"]) <= float(fields["max_ms"])


def test_arena_prints_one_line_per_bot_with_the_documented_fields(capsys):
    assert cli.main(["arena", "--players", "2", "--bots", "normal,random", "--games", "2",
                     "--seed", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [dict(part.split("=") for part in line.split()) for line in lines]
    assert [r["bot"] for r in rows] == ["normal", "random"]
    assert all(r["games"] == "2" and "-" in r["ci95"] for r in rows)
    assert sum(int(r["wins"]) for r in rows) >= 2  # every game has at least one winner


def test_arena_refuses_an_unknown_level(capsys):
    assert cli.main(["arena", "--bots", "normal,genius", "--games", "1"]) == 2
    assert "genius" in capsys.readouterr().err


def test_replay_of_a_coop_save_prints_the_coop_column_in_the_row_that_sums_to_the_total(
        capsys, tmp_path, edition):
    """R-COOP-11: the co-op points are a column of their own, so each row adds up."""
    from game.ai.random_bot import RandomBot
    from game.rules.engine import Setup
    from game.session import Seat, Session
    from game.storage import saves

    seats = [Seat("Anna", "human", 0), Seat("Bruno", "human", 1)]
    session, _ = Session.start(edition, Setup(("Anna", "Bruno"), 5, 0, "normal"), seats)
    bot = RandomBot(5)
    while not session.game.over:
        session.apply(str(bot.choose(session.game)))
    path = tmp_path / "coop.json"
    saves.save(session, path, "coop")
    assert cli.main(["replay", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    header = lines[0].split()
    assert header[-2:] == ["coop", "total"]
    st = session.game.state
    assert any(st.final["coop"]), "the game won or lost co-op points"
    for p, player in enumerate(st.players):
        cells = [int(v) for v in next(r for r in lines if r.startswith(player.name)).split()[1:]]
        assert cells[-2] == st.final["coop"][p]
        assert sum(cells[:-1]) == cells[-1] == player.score
