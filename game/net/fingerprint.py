"""The edition's fingerprint: a server and its clients must play the same edition, or a client
would list other options than the server allows (the "welcome" message carries it)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game.rules.edition import Edition


def edition_id(edition: Edition) -> str:
    """Both sides must play the same edition, or a client would list other options."""
    text = json.dumps(_canonical(edition), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _canonical(value: Any) -> Any:
    """The edition as plain values in an order that does not depend on the process (sets are
    sorted: their iteration order changes with string hashing)."""
    if hasattr(value, "__dataclass_fields__"):
        return {f: _canonical(getattr(value, f)) for f in value.__dataclass_fields__}
    if isinstance(value, frozenset | set):
        return sorted((_canonical(v) for v in value), key=repr)
    if isinstance(value, list | tuple):
        return [_canonical(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _canonical(v) for k, v in value.items()}
    return value
