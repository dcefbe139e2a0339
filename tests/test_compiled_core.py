"""The compiled modules (game/compiled.py): built from the plain rules and bots, they play the
same records and choose the same moves, and run only while the sources beside them are the ones
they were built from."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from mypy import api

from game.compiled import built_digest, compiled_names, running_compiled, sources_digest
from tests.plain import ROOT, run_plain


def python(code: str, cwd: Path, **env: str) -> str:
    run = subprocess.run([sys.executable, "-c", code], cwd=cwd, env={**os.environ, **env},
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return run.stdout.strip()


def test_the_compiled_modules_type_check_so_the_build_can_compile_them(tmp_path):
    paths = [str(ROOT / "game" / name) + ".py" for name in compiled_names()]
    assert any("rules/engine" in p for p in paths) and any("ai/hard_bot" in p for p in paths)
    out, err, status = api.run(["--cache-dir", str(tmp_path), *paths])
    assert status == 0, out + err


def test_a_build_from_these_sources_is_the_engine_in_use():
    # the corpus test (test_corpus.py) replays the records on this engine
    assert running_compiled() == (built_digest() == sources_digest())


def test_the_plain_modules_replay_the_corpus_too():
    run_plain("tests/test_corpus.py")  # which this process runs on the engine in use


def test_an_edited_rule_is_never_shadowed_by_a_stale_build(tmp_path):
    shutil.copytree(ROOT / "game", tmp_path / "game",
                    ignore=shutil.ignore_patterns("__pycache__"))
    copy = tmp_path / "game"
    assert sources_digest(str(copy)) == sources_digest()
    check = ("from game import compiled\nfrom game.ai import value\n"
             "print(compiled.running_compiled(), value.__file__)")
    built, _ = python(check, tmp_path).split()
    assert built == str(running_compiled())  # the copy runs as the original does
    with (copy / "ai" / "value.py").open("a") as source:
        source.write("\n# edited\n")
    assert sources_digest(str(copy)) != sources_digest()
    stale, module = python(check, tmp_path).split()
    assert stale == "False" and module.endswith("value.py")


BOT_GAMES = """
import hashlib
from game.ai import make_bot
from game.compiled import running_compiled
from game.rules.engine import Game, Setup
from tests import scenario
edition, lines = scenario.edition(), [str(running_compiled())]  # the tests' own edition
for players, seed in ((2, 3), (4, 5)):
    game, _ = Game.new(edition, Setup(("A", "B", "C", "D")[:players], seed))
    bots = [make_bot("hard", seed, think=0.05)]
    bots += [make_bot("normal", seed + i) for i in range(1, players)]
    moves = []
    while not game.over and len(moves) < 120:
        move = bots[game.decision.player].choose(game)
        game.apply(move)
        moves.append(str(move))
    lines.append(hashlib.sha256("|".join(moves).encode()).hexdigest())
print(" ".join(lines))
"""


def test_compiled_and_plain_bots_choose_the_same_moves():
    here = python(BOT_GAMES, ROOT).split()
    plain = python(BOT_GAMES, ROOT, MONASTERIUM_PURE="1").split()
    assert plain[0] == "False" and here[0] == str(running_compiled())
    assert here[1:] == plain[1:]
