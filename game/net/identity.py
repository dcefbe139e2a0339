"""This computer's player identity for rated play: one Ed25519 key, made on first use and kept
in the player's data folder (mode 0600). A server learns only its public half and, per server,
the display name registered with it (game/net/accounts.py). Settings → Online identity exports
the key to a file and imports it on another computer; the file is the identity, so it is
written as privately as the original."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import platformdirs

from game.guard import FileRefused, Limits, read_json
from game.storage.files import APP, write_atomic

from . import signing

KIND = "monasterium-identity"
LIMITS = Limits(size=4_000, depth=2, nodes=20, string=200)


class IdentityError(ValueError):
    """A key file that cannot be used, said in words."""


def default_path() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False)) / "identity.json"


class Identity:
    """A player key: signs proofs for the servers; its private half stays in this object and
    its file."""

    def __init__(self, private: bytes) -> None:
        self._private = private
        self.public = signing.public_of(private)

    @classmethod
    def load(cls, path: Path | None = None, make: bool = True) -> Identity | None:
        """The key kept at `path`, made there when there is none (`make`); None when there is
        none and none is to be made. IdentityError for a damaged file (it is never replaced:
        it may be the only copy of someone's identity)."""
        path = path or default_path()
        if path.exists():
            return cls.read(path)
        if not make:
            return None
        made = cls(signing.new_private())
        made.write(path)
        return made

    @classmethod
    def read(cls, path: Path) -> Identity:
        try:
            data = read_json(path, LIMITS)
        except FileRefused as refused:
            raise IdentityError(f"{path.name}: {refused}") from None
        except OSError as problem:
            raise IdentityError(f"{path.name}: cannot be read ({problem.strerror})") from None
        private = data.get("private") if isinstance(data, dict) else None
        key = signing.raw(private, 32) if isinstance(private, str) else None
        if not isinstance(data, dict) or data.get("kind") != KIND or key is None:
            raise IdentityError(f"{path.name} is not a Monasterium identity file")
        return cls(key)

    def write(self, path: Path) -> None:
        """The key to `path`, readable by this user alone."""
        text = json.dumps({"kind": KIND, "version": 1, "public": self.public,
                           "private": signing.text(self._private)}, indent=1)
        write_atomic(path, text)
        try:
            os.chmod(path, 0o600)
        except OSError:
            pass  # a file system without modes

    def sign(self, kind: str, nonce: str, name: str = "") -> str:
        return signing.sign(self._private, signing.proof(kind, nonce, name))

    def fingerprint(self) -> str:
        """A short form of the public key to tell identities apart in words: "9F3A 21C7"."""
        digest = hashlib.sha256(self.public.encode()).hexdigest()[:8].upper()
        return f"{digest[:4]} {digest[4:]}"


def kept_beside(folder_file: Path | None) -> Identity | None:
    """The identity kept in the folder of `folder_file` (the seat credentials' file), made on
    first use; None without a folder or with a damaged file (Settings says what is wrong, and
    play goes on unrated)."""
    if folder_file is None:
        return None
    try:
        return Identity.load(folder_file.with_name(default_path().name))
    except (IdentityError, OSError):
        return None


def import_identity(source: Path, path: Path | None = None) -> Identity:
    """Make the key in `source` this computer's identity (the old one is replaced)."""
    identity = Identity.read(source)
    identity.write(path or default_path())
    return identity
