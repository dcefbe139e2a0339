"""Player-visible text: every string the window shows comes from data/texts/<lang>.yaml.

    text("prompt.place", name="Anna")  ->  "Anna: choose a number to place"
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

from game.edition_loader import data_dir

DEFAULT_LANGUAGE = "en"


def _flatten(prefix: str, node: object, out: dict[str, str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, out)
    else:
        out[prefix] = "" if node is None else str(node)


@lru_cache(maxsize=4)
def table(language: str = DEFAULT_LANGUAGE) -> dict[str, str]:
    path = Path(data_dir()) / "texts" / f"{language}.yaml"
    with path.open(encoding="utf-8") as handle:
        raw = yaml.safe_load(handle)
    out: dict[str, str] = {}
    _flatten("", raw, out)
    return out


def languages() -> list[tuple[str, str]]:
    """(code, the language's own name) for every data/texts/<code>.yaml, English first."""
    found = []
    for path in sorted((Path(data_dir()) / "texts").glob("*.yaml")):
        code = path.stem
        try:
            found.append((code, table(code).get("language.name", code)))
        except (OSError, yaml.YAMLError):
            continue
    return sorted(found, key=lambda item: (item[0] != DEFAULT_LANGUAGE, item[1]))


def has(key: str) -> bool:
    return key in table()


def text(key: str, /, **values: object) -> str:
    """The text for `key` with `{name}` fields filled in; the key itself if it is missing."""
    template = table().get(key)
    if template is None:
        return key
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template
