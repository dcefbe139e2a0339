"""Hostile files for every loader, by class, and one way to try each: either the file loads
correctly or it is refused in one line of words; it is never changed.

    for case in cases(): outcome = attempt(case, tmp_path)   # ("loaded" | "refused", message)

`tools/hostile_files.py` prints, per class, how many were tried, refused and loaded, and the
slowest refusal; tests/test_hostile_files.py asserts the outcome of each.

Saves, records and edition files are made from the tests' own edition (tests/fixtures/edition)
and read back on it; the language and rules texts come from data/texts, which only ships.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from game import cli, rulebook, storage, texts
from game.ai.random_bot import RandomBot
from game.edition_loader import DataError, data_dir, load_edition
from game.rules.engine import Setup
from game.session import Seat, Session
from game.storage.settings import read_settings
from tests.scenario import EDITION_DIR, edition

NAMES = ("Anna", "Bruno", "Chiara")


@dataclass(frozen=True)
class Case:
    """A hostile file: `data`, then `pad` `times` times, then `tail`. The padding of a big file
    is made only when the file is tried: the cases are listed once for the whole test run."""

    loader: str  # save, record, settings, edition, texts, rules
    cls: str  # the class of hostility
    data: bytes
    file: str = ""  # which edition/text file it replaces
    pad: bytes = b""
    times: int = 0
    tail: bytes = b""

    @property
    def content(self) -> bytes:
        return self.data + self.pad * self.times + self.tail


def big(loader: str, head: bytes, pad: bytes, tail: bytes, file: str = "") -> Case:
    """A 50 MB file: `head`, 50,000,000 times `pad`, `tail`."""
    return Case(loader, "50 MB file", head, file, pad, 50_000_000, tail)


def _session(moves: int = 60, finish: bool = False) -> Session:
    session, _ = Session.start(edition(), Setup(NAMES, 7),
                               [Seat(n, "human") for n in NAMES])
    bot = RandomBot(7)
    while not session.game.over and (finish or len(session.steps) < moves):
        session.apply(bot.choose(session.game))
    return session


def good_save() -> dict:
    return storage.save_json(_session(), "A game")


def _dumps(raw: object) -> bytes:
    return json.dumps(raw).encode()


def _nest(depth: int) -> bytes:
    head = b'{"format": "monasterium-save", "version": 1, "x": '
    return head + b"[" * depth + b"]" * depth + b"}"


def save_cases() -> Iterator[Case]:
    raw = good_save()
    yield Case("save", "valid", _dumps(raw))
    yield Case("save", "byte-order mark", b"\xef\xbb\xbf" + _dumps(raw))
    for depth in (40, 1000, 100_000):
        yield Case("save", "deep nesting", _nest(depth))
    for digits in (19, 4000, 100_000):
        yield Case("save", "long integer", _dumps({**raw, "setup": {**raw["setup"], "seed": 1}})
                   .replace(b'"seed": 1', b'"seed": ' + b"7" * digits))
    for constant in (b"NaN", b"Infinity", b"-Infinity", b"1e999"):
        yield Case("save", "NaN", _dumps(raw).replace(b'"version": 1', b'"version": ' + constant))
    yield big("save", _dumps(raw)[:-1] + b', "pad": "', b"x", b'"}')
    for name in ("Anna\0", "A" * 3_000_000, "\u202eAnna", "Anna\n"):
        named = {**raw, "setup": {**raw["setup"], "names": [name, *NAMES[1:]]}}
        named["seats"] = [{**named["seats"][0], "name": name}, *named["seats"][1:]]
        yield Case("save", "hostile name", _dumps(named))
    yield Case("save", "NUL byte", _dumps(raw)[:40] + b"\0" + _dumps(raw)[40:])
    ended = storage.save_json(_session(finish=True), "Ended")
    yield Case("save", "moves after the end",
               _dumps({**ended, "options": [*ended["options"], "place:3"]}))
    for version in (0, -1, -(10 ** 12), True, "1", 1.0):
        yield Case("save", "format version", _dumps({**raw, "version": version}))
    for kind in ("hard", "admin", "", None, 3):
        seats = [{**raw["seats"][0], "kind": kind}, *raw["seats"][1:]]
        yield Case("save", "seat kind changed", _dumps({**raw, "seats": seats}))
    yield Case("save", "many moves", _dumps({**raw, "options": ["place:3"] * 30_000}))
    yield Case("save", "not UTF-8", _dumps(raw).replace(b"A game", b"A \xff game"))
    yield Case("save", "malformed dice", _dumps({**raw, "dice": {"rolls": [[0, ["z"]]]}}))


def record_cases() -> Iterator[Case]:
    record = {"format": "monasterium-record", "version": 1,
              "setup": {"names": list(NAMES), "seed": 7, "first": 0}, "options": []}
    yield Case("record", "valid", _dumps(record))
    yield Case("record", "deep nesting", b"[" * 100_000 + b"]" * 100_000)
    yield Case("record", "long integer",
               _dumps(record).replace(b'"seed": 7', b'"seed": ' + b"9" * 5000))
    yield Case("record", "NaN", _dumps(record).replace(b'"seed": 7', b'"seed": NaN'))
    yield Case("record", "hostile name",
               _dumps({**record, "setup": {**record["setup"], "names": ["x" * 2_000_000, "B"]}}))
    played = cli.play_random(edition(), 3, 7)[1].to_json()
    yield Case("record", "moves after the end",
               _dumps({**played, "options": [*played["options"], "place:1"]}))
    for version in (0, -5):
        yield Case("record", "format version", _dumps({**record, "version": version}))
    link = "ab" * 32  # the fair dice of a hosted game: a roll with no link is a valid one
    yield Case("record", "valid", _dumps({**record, "dice": {
        "seed": "", "commits": [], "rolls": [[-1, [None, None, None]]]}}))
    for dice in ({"rolls": [[-1, [link]]]}, {"commits": [[0, 9, link]]},
                 {"rolls": [[-1, ["x" * 64, None, None]]]}, {"rolls": "all"},
                 {"commits": [[0, 0, link]] * 30_000}, {"rolls": [[5, [None] * 3]]},
                 {"seed": 7}, [link]):
        yield Case("record", "malformed dice", _dumps({**record, "dice": dice}))
    yield big("record", b'["', b"y", b'"]')


def settings_cases() -> Iterator[Case]:
    good = dict(storage.DEFAULT_SETTINGS)
    yield Case("settings", "valid", _dumps(good))
    yield Case("settings", "byte-order mark", b"\xef\xbb\xbf" + _dumps(good))
    yield Case("settings", "deep nesting", b'{"window": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")
    yield Case("settings", "long integer", b'{"window": [' + b"9" * 5000 + b", 900]}")
    yield Case("settings", "NaN", b'{"animation_speed": NaN, "bot_delay": Infinity}')
    yield Case("settings", "out of range", _dumps({**good, "window": [99999, -5],
                                                  "animation_speed": 1e300, "bot_delay": -1}))
    yield Case("settings", "wrong types", _dumps({**good, "window": "big", "sound": "yes",
                                                 "fullscreen": 1, "language": ["en"]}))
    yield Case("settings", "huge window", _dumps({**good, "window": [20000, 20000]}))
    yield Case("settings", "unknown keys", _dumps({**good, "future_option": {"a": [1, 2]}}))
    yield big("settings", b'{"x": "', b"z", b'"}')
    yield Case("settings", "not UTF-8", b'{"language": "\xff"}')
    yield Case("settings", "not an object", b"[1, 2, 3]")


def _yaml_bomb(levels: int) -> bytes:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]")
    return ("\n".join(lines) + "\n").encode()


def _merge_bomb(levels: int) -> bytes:
    lines = ["m0: &m0 {k0: 0}"]
    for i in range(1, levels):
        lines.append(f"m{i}: &m{i} {{<<: [*m{i - 1}, *m{i - 1}], k{i}: {i}}}")
    return ("\n".join(lines) + "\n").encode()


def yaml_cases(loader: str, file: str) -> Iterator[Case]:
    original = (EDITION_DIR / file if loader != "texts" else data_dir() / "texts" / file)
    yield Case(loader, "valid", original.read_bytes(), file)
    yield Case(loader, "byte-order mark", b"\xef\xbb\xbf" + original.read_bytes(), file)
    yield Case(loader, "alias bomb", _yaml_bomb(12), file)
    yield Case(loader, "merge-key bomb", _merge_bomb(30), file)
    yield Case(loader, "deep nesting", b"k: " + b"[" * 100_000 + b"]" * 100_000 + b"\n", file)
    yield Case(loader, "not UTF-8", original.read_bytes().replace(b"\n", b"\n\xc3(\n", 1), file)
    yield Case(loader, "long integer", b"k: " + b"9" * 5000 + b"\n", file)
    yield big(loader, b"k: '", b"w", b"'\n", file)
    yield Case(loader, "python tag", b"k: !!python/object/apply:os.system ['true']\n", file)
    yield Case(loader, "recursive alias", b"rec: &r {x: *r}\n", file)
    yield Case(loader, "self-referencing list", b"a: &a [1, *a]\n", file)
    yield Case(loader, "recursive merge key", b"m: &m {<<: *m, k: 1}\n", file)


def rules_cases() -> Iterator[Case]:
    original = (data_dir() / "texts" / "rules_en.md").read_bytes()
    yield Case("rules", "valid", original, "rules_en.md")
    yield Case("rules", "byte-order mark", b"\xef\xbb\xbf" + original, "rules_en.md")
    yield Case("rules", "not UTF-8", original.replace(b"\n", b"\n\xff\n", 1), "rules_en.md")
    yield Case("rules", "NUL byte", original.replace(b"\n", b"\n\0\n", 1), "rules_en.md")
    yield big("rules", b"# x\n", b"v", b"", "rules_en.md")
    yield Case("rules", "garbage", b"\n\n## \n### ???\n" * 1000, "rules_en.md")


def cases() -> Iterator[Case]:
    yield from save_cases()
    yield from record_cases()
    yield from settings_cases()
    for file in ("board.yaml", "road.yaml", "missions.yaml"):
        yield from yaml_cases("edition", file)
    yield from yaml_cases("texts", "it.yaml")
    yield from rules_cases()


# ------------------------------------------------------------------ trying one


def _try_save(path: Path, case: Case) -> tuple[str, str]:
    try:
        session = storage.load(path, edition())
    except storage.SaveError as error:
        return "refused", str(error)
    return "loaded", f"{len(session.steps)} moves"


def _try_record(path: Path, case: Case, capsys=None) -> tuple[str, str]:
    import contextlib
    import io

    err = io.StringIO()
    loader = cli.load_edition
    cli.load_edition = edition  # the console tool replays on the edition the record was played on
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            status = cli.main(["replay", str(path)])
    finally:
        cli.load_edition = loader
    if status == 0:
        return "loaded", ""
    assert status == 2, status
    return "refused", err.getvalue().strip().removeprefix("error: ")


def _try_settings(path: Path, case: Case) -> tuple[str, str]:
    settings, problems = read_settings(path)
    for key, default in storage.DEFAULT_SETTINGS.items():
        assert type(settings[key]) is type(default), (key, settings[key])
    # the window opens within the screen, or within a safe size when no screen is known
    for screen in (None, (1920, 1080), (800, 600)):
        width, height = storage.fit_window(settings["window"], screen)
        most = storage.SAFE_WINDOW if screen is None else screen
        assert 1280 <= width <= max(most[0], 1280) and 720 <= height <= max(most[1], 720)
    return ("refused", problems[0]) if problems else ("loaded", "")


def _try_edition(path: Path, case: Case) -> tuple[str, str]:
    try:
        load_edition(path.parent)
    except DataError as error:
        return "refused", str(error)
    return "loaded", ""


def _try_texts(path: Path, case: Case) -> tuple[str, str]:
    texts._load.cache_clear()
    original = texts.texts_dir
    texts.texts_dir = lambda: path.parent
    try:
        # every language file is read at the start: a broken one is not offered, and English
        # (or any other language) still starts
        offered = texts.codes()
        problem = texts.problem(path.stem)
        shown = texts.table(path.stem).get("language.name", "")
        english = texts.table("en").get("language.name", "")
    finally:
        texts.texts_dir = original
        texts._load.cache_clear()
    assert shown, "a language always has its texts, its own or English"
    assert english == "English" and "en" in offered
    assert (path.stem in offered) == (not problem), "a broken language is not offered"
    return ("refused", problem) if problem else ("loaded", "")


def _try_rules(path: Path, case: Case) -> tuple[str, str]:
    rulebook.load.cache_clear()
    original = rulebook.rules_path
    rulebook.rules_path = lambda language: path
    try:
        rulebook.load("en")
    except rulebook.RulebookError as error:
        return "refused", str(error)
    finally:
        rulebook.rules_path = original
        rulebook.load.cache_clear()
    return "loaded", ""


TRY: dict[str, Callable[[Path, Case], tuple[str, str]]] = {
    "save": _try_save, "record": _try_record, "settings": _try_settings,
    "edition": _try_edition, "texts": _try_texts, "rules": _try_rules,
}


def place(case: Case, folder: Path, content: bytes) -> Path:
    """Write the case's content where its loader looks; an edition case gets a whole copy of the
    tests' edition, in a folder named like the shipped one."""
    if case.loader == "edition":
        shutil.copytree(EDITION_DIR, folder / "data", ignore=shutil.ignore_patterns("README.md"))
        path = folder / "data" / case.file
    elif case.loader in ("texts", "rules"):
        path = folder / "texts" / case.file
        path.parent.mkdir(parents=True, exist_ok=True)
        if case.loader == "texts":
            shutil.copy(data_dir() / "texts" / "en.yaml", path.parent / "en.yaml")
    else:
        path = folder / f"{case.loader}.json"
    path.write_bytes(content)
    return path


def attempt(case: Case, folder: Path) -> tuple[str, str]:
    """Try one case; the outcome and its message. Raises if the file was changed."""
    content = case.content
    path = place(case, folder, content)
    outcome = TRY[case.loader](path, case)
    assert path.read_bytes() == content, "the file was changed"
    return outcome
