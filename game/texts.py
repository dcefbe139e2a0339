"""Player-visible text: every string the window shows comes from data/texts/<lang>.yaml.

    text("prompt.place", name="Anna")  ->  "Anna: choose a number to place"

Values are inserted by name ({name}). A key whose value is a mapping of plural forms
({one: ..., other: ...}) is chosen by the `count` value:

    text("buttons.count", count=2)  ->  "2 dice"

English, Italian and German use two forms: `one` for a count of 1, `other` for every other
count. The language is one per program (`set_language`); a key missing in it falls back to
English, and a key missing there too shows itself.
"""

from __future__ import annotations

import locale
import os
import string
import sys
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import SupportsIndex, SupportsInt, TypeGuard

from game.edition_loader import data_dir
from game.guard import FileRefused, Limits, load_yaml, read_text

DEFAULT_LANGUAGE = "en"
PLURAL_FORMS = ("zero", "one", "two", "few", "many", "other")
# the words system locales use for our languages (Windows names them in English)
LOCALE_NAMES = {"english": "en", "italian": "it", "italiano": "it", "german": "de",
                "deutsch": "de"}

Entry = str | dict[str, str]  # a text, or its plural forms

_current = DEFAULT_LANGUAGE


def is_plural(node: object) -> TypeGuard[Mapping[object, object]]:
    """A mapping of plural forms: only form names as keys, `other` among them."""
    return (isinstance(node, Mapping) and "other" in node
            and all(str(k) in PLURAL_FORMS for k in node))


def _flatten(prefix: str, node: object, out: dict[str, Entry]) -> None:
    if is_plural(node):
        out[prefix] = {str(k): "" if v is None else str(v) for k, v in node.items()}
    elif isinstance(node, dict):
        for key, value in node.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, out)
    else:
        out[prefix] = "" if node is None else str(node)


def texts_dir() -> Path:
    return Path(data_dir()) / "texts"


@lru_cache(maxsize=8)
def _load(language: str) -> tuple[dict[str, Entry], str]:
    """A language's texts and, if its file is broken, what is wrong in one line naming the
    file (then English stands in and the language is not offered: a broken file never stops
    the game, in its language or another). The problem is written once as a warning."""
    path = texts_dir() / f"{language}.yaml"
    try:
        return _read(path), ""
    except FileRefused as refused:
        problem = str(refused)
    except (RecursionError, ValueError, TypeError, MemoryError) as error:  # a loader's bug
        problem = f"{path.name}: cannot be read as texts ({type(error).__name__})"
    print(f"warning: language {language!r} is not available: {problem}", file=sys.stderr)
    fallback = _load(DEFAULT_LANGUAGE)[0] if language != DEFAULT_LANGUAGE else {}
    return fallback, problem


def _read(path: Path) -> dict[str, Entry]:
    raw = load_yaml(read_text(path, Limits.TEXTS), path.name, Limits.TEXTS)
    if not isinstance(raw, dict):
        raise FileRefused("syntax", file=path.name, line=1, kind="YAML",
                          problem="not a mapping of texts")
    out: dict[str, Entry] = {}
    _flatten("", raw, out)
    return out


def _table(language: str) -> dict[str, Entry]:
    return _load(language)[0]


def problem(language: str | None = None) -> str:
    """What is wrong with a language's file (the current one by default); "" when nothing."""
    return _load(language or _current)[1]


def table(language: str | None = None) -> dict[str, Entry]:
    """Every key of a language (the current one by default), flattened: "menu.back"."""
    return _table(language or _current)


def languages() -> list[tuple[str, str]]:
    """(code, the language's own name) for every data/texts/<code>.yaml that can be read,
    English first (English always: its keys stand in for a broken file's)."""
    found = []
    for path in sorted(texts_dir().glob("*.yaml")):
        code = path.stem
        if not code.isalpha() or (problem(code) and code != DEFAULT_LANGUAGE):
            continue
        name = _table(code).get("language.name", code)
        found.append((code, name if isinstance(name, str) else code))
    return sorted(found, key=lambda item: (item[0] != DEFAULT_LANGUAGE, item[1]))


def codes() -> list[str]:
    return [code for code, _ in languages()]


def language() -> str:
    """The language texts are shown in now."""
    return _current


def set_language(code: str | None) -> str:
    """Show every text in `code` from now on (English if there is no such language).
    Returns the language set. The window redraws itself: App.set_language."""
    global _current
    _current = code if code and code in codes() else DEFAULT_LANGUAGE
    return _current


def _locale_code(name: str) -> str:
    """'de_DE.UTF-8' -> 'de', 'Italian_Italy' -> 'it', 'C' -> ''."""
    name = name.strip().split(".")[0].split("@")[0].lower()
    if not name or name in ("c", "posix"):
        return ""
    word = name.replace("-", "_").split("_")[0]
    return LOCALE_NAMES.get(word, word if len(word) in (2, 3) else "")


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The computer's language when the game has it (English, Italian, German), else
    English: LANGUAGE (a list, as gettext reads it), then LC_ALL / LC_MESSAGES / LANG, then
    the process locale."""
    env = os.environ if environ is None else environ
    candidates = [part for part in env.get("LANGUAGE", "").split(":") if part]
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(var):
            candidates.append(env[var])
            break
    if environ is None:
        try:
            candidates.append(locale.getlocale()[0] or "")
        except (ValueError, TypeError):
            pass
    have = codes()
    for candidate in candidates:
        code = _locale_code(candidate)
        if code in have:
            return code
    return DEFAULT_LANGUAGE


def plural_form(count: object, language_code: str | None = None) -> str:
    """The plural form for a count: `one` or `other` (English, Italian and German agree)."""
    if not isinstance(count, SupportsInt | SupportsIndex | str | bytes | bytearray):
        return "other"  # what int() would refuse
    try:
        return "one" if abs(int(count)) == 1 else "other"
    except (TypeError, ValueError):
        return "other"


def template(key: str, language_code: str | None = None) -> Entry | None:
    code = language_code or _current
    found = _table(code).get(key)
    if found is None and code != DEFAULT_LANGUAGE:
        found = _table(DEFAULT_LANGUAGE).get(key)
    return found


def placeholders(value: Entry) -> set[str]:
    """The names in braces of a text (all of its plural forms)."""
    out: set[str] = set()
    for part in value.values() if isinstance(value, dict) else (value,):
        try:
            out |= {name for _, name, _, _ in string.Formatter().parse(part) if name}
        except ValueError:
            out.add("<malformed>")
    return out


def has(key: str) -> bool:
    return key in table()


def text(key: str, /, **values: object) -> str:
    """The text for `key` with `{name}` fields filled in; the key itself if it is missing.
    A plural text takes the form for `values["count"]`."""
    found = template(key)
    if found is None:
        return key
    if isinstance(found, dict):
        found = found.get(plural_form(values.get("count")), found["other"])
    try:
        return found.format(**values)
    except (KeyError, IndexError, ValueError):
        return found


def engine_line() -> str:
    """Which engine runs, compiled or plain Python, and why, in words (--version, Settings)."""
    from game.compiled import engine

    kind, why = engine()
    line = text(f"engine.{why}")
    return f"engine: {kind} ({why})" if line == f"engine.{why}" else line  # no texts found
