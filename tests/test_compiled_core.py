"""The compiled rules core (game/rules/compiled.py): built from the plain modules, it plays the
same records, and it runs only while the sources beside it are the ones it was built from."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from mypy import api

from game.rules.compiled import built_digest, running_compiled, sources_digest

ROOT = Path(__file__).resolve().parent.parent

CORPUS_REPLAY = """
import json, pathlib
from game.edition_loader import load_edition
from game.rules.compiled import running_compiled
from game.rules.engine import Game
from game.rules.record import record_from_json, state_hash
edition, matched = load_edition(), 0
paths = sorted(pathlib.Path("tests/fixtures/corpus").glob("*.json"))
for path in paths:
    entry = json.loads(path.read_text())
    record = record_from_json(entry["record"])
    game, _ = Game.new(edition, record.setup)
    seen = {}
    for i, move in enumerate(record.options, 1):
        game.apply(move)
        if str(i) in entry["hashes"]:
            seen[str(i)] = state_hash(game)
    matched += seen == entry["hashes"]
print(running_compiled(), matched, len(paths))
"""


def python(code: str, cwd: Path, **env: str) -> str:
    run = subprocess.run([sys.executable, "-c", code], cwd=cwd, env={**os.environ, **env},
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return run.stdout.strip()


def test_the_rules_type_check_so_the_build_can_compile_them(tmp_path):
    out, err, status = api.run(["--cache-dir", str(tmp_path), str(ROOT / "game" / "rules")])
    assert status == 0, out + err


def test_a_build_from_these_sources_is_the_engine_in_use():
    # the corpus test (test_corpus.py) replays the records on this engine
    assert running_compiled() == (built_digest() == sources_digest())


def test_the_plain_modules_replay_the_corpus_too():
    assert python(CORPUS_REPLAY, ROOT, MONASTERIUM_PURE="1").split() == ["False", "30", "30"]


def test_an_edited_rule_is_never_shadowed_by_a_stale_build(tmp_path):
    shutil.copytree(ROOT / "game", tmp_path / "game",
                    ignore=shutil.ignore_patterns("__pycache__"))
    rules = tmp_path / "game" / "rules"
    assert sources_digest(str(rules)) == sources_digest()
    check = ("from game.rules import compiled, road\n"
             "print(compiled.running_compiled(), road.__file__)")
    built, _ = python(check, tmp_path).split()
    assert built == str(running_compiled())  # the copy runs as the original does
    with (rules / "road.py").open("a") as source:
        source.write("\n# edited\n")
    assert sources_digest(str(rules)) != sources_digest()
    stale, module = python(check, tmp_path).split()
    assert stale == "False" and module.endswith("road.py")
