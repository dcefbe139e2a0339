"""A table's code, its seats' credentials and colours: what a new table or a new player at
it is given."""

from __future__ import annotations

import hashlib
import secrets

from .protocol import CODE_ALPHABET, CODE_LENGTH
from .store import SeatRecord

COLOURS = 4


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_credential() -> tuple[str, str]:
    """A seat credential and the hash the server keeps of it."""
    credential = secrets.token_urlsafe(24)
    return credential, digest(credential)


def digest(credential: str) -> str:
    return hashlib.sha256(credential.encode()).hexdigest()


def free_colour(seats: list[SeatRecord]) -> int | None:
    taken = {s.colour for s in seats}
    return next((c for c in range(COLOURS) if c not in taken), None)
