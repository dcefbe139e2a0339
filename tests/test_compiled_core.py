"""The compiled modules (game/compiled.py): built from the plain rules and bots, they play the
same records and choose the same moves, and run only while the sources beside them are the ones
they were built from."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from mypy import api

from game.compiled import (
    built_digest,
    compiled_names,
    engine,
    running_compiled,
    sources_digest,
)
from game.texts import engine_line
from tests.plain import ROOT, run_plain


def python(code: str, cwd: Path, **env: str) -> str:
    run = subprocess.run([sys.executable, "-c", code], cwd=cwd, env={**os.environ, **env},
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return run.stdout.strip()


def need_compiled() -> None:
    """A comparison of the compiled modules with the plain ones needs the compiled ones running:
    otherwise it would compare the plain modules with themselves."""
    if not running_compiled():
        pytest.skip(f"the compiled modules are not what runs here ({engine_line()}), so there "
                    "is nothing to compare the plain modules with")


def test_the_compiled_modules_type_check_so_the_build_can_compile_them(tmp_path):
    paths = [str(ROOT / "game" / name) + ".py" for name in compiled_names()]
    assert any("rules/engine" in p for p in paths) and any("ai/hard_bot" in p for p in paths)
    out, err, status = api.run(["--cache-dir", str(tmp_path), *paths])
    assert status == 0, out + err


def test_a_build_from_these_sources_is_the_engine_in_use():
    # the corpus test (test_corpus.py) replays the records on this engine
    assert running_compiled() == (built_digest() == sources_digest())


def test_the_plain_modules_replay_the_corpus_too():
    need_compiled()  # otherwise test_corpus.py itself replays the records on the plain modules
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
    need_compiled()
    here = python(BOT_GAMES, ROOT).split()
    plain = python(BOT_GAMES, ROOT, MONASTERIUM_PURE="1").split()
    assert plain[0] == "False" and here[0] == str(running_compiled())
    assert here[1:] == plain[1:]


def test_version_prints_the_version_and_names_the_engine_in_use():
    run = subprocess.run([sys.executable, "-m", "game", "--version"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    first, line = run.stdout.strip().splitlines()
    assert first.startswith("monasterium ") and first.split()[1][0].isdigit(), first
    # written out, not asked of engine_line(), the function under test
    named = "Engine: compiled (" if running_compiled() else "Engine: plain Python ("
    assert line.startswith(named), line


def test_monasterium_pure_is_named_as_the_reason_for_the_plain_engine():
    out = python("from game.__main__ import main\nmain(['--version'])", ROOT,
                 MONASTERIUM_PURE="1")
    assert out.splitlines()[-1] == "Engine: plain Python (MONASTERIUM_PURE is set)"
    out = python("from game.__main__ import main\nmain(['--version', '--language', 'de'])",
                 ROOT, MONASTERIUM_PURE="1")
    assert out.splitlines()[-1] == "Engine: reines Python (MONASTERIUM_PURE ist gesetzt)"


def test_the_engine_says_why_the_plain_modules_run(tmp_path):
    shutil.copytree(ROOT / "game", tmp_path / "game", ignore=shutil.ignore_patterns(
        "__pycache__", "built.py", "*.so", "*.pyd"))  # as installed without a compiler
    built = tmp_path / "game" / "built.py"
    why = "from game.compiled import engine\nprint(*engine())"
    unset = {k: v for k, v in os.environ.items() if k != "MONASTERIUM_PURE"}

    def reason() -> str:
        run = subprocess.run([sys.executable, "-c", why], cwd=tmp_path, env=unset,
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stderr
        return run.stdout.strip()

    assert reason() == "plain no_build"
    built.write_text('DIGEST = "an older build"\n')
    assert reason() == "plain stale"
    built.write_text(f'DIGEST = "{sources_digest(str(tmp_path / "game"))}"\n')
    assert reason() == "plain missing"  # the digest of a build, without what it built
    assert python(why, tmp_path, MONASTERIUM_PURE="1") == "plain pure"
    assert engine()[0] == ("compiled" if running_compiled() else "plain")
