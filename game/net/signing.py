"""Player identities' signatures (Ed25519): what a window signs to prove it holds a player key,
and the server's check. The server keeps only the public half; the private key never leaves
the player's computer (game/net/identity.py).

A proof signs the connection's own nonce, which the server gives in its welcome and renews
after each proof, so a signature seen once cannot be sent again, on this connection or any
other."""

from __future__ import annotations

import base64
import binascii

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

PUBLIC_TEXT = 43  # characters of a public key as sent (32 bytes, base64url without padding)
SIGNATURE_TEXT = 86  # characters of a signature as sent (64 bytes)


def proof(kind: str, nonce: str, name: str = "") -> bytes:
    """What is signed: the request's kind, the connection's nonce and the name asked for."""
    return f"monasterium identity\n{kind}\n{nonce}\n{name}".encode()


def text(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def raw(value: str, size: int) -> bytes | None:
    """The bytes of a base64url text of exactly `size` bytes; None for anything else."""
    try:
        decoded = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except (binascii.Error, ValueError):
        return None
    return decoded if len(decoded) == size and text(decoded) == value else None


def public_ok(value: object) -> bool:
    return isinstance(value, str) and len(value) == PUBLIC_TEXT and raw(value, 32) is not None


def signature_ok(value: object) -> bool:
    return isinstance(value, str) and len(value) == SIGNATURE_TEXT \
        and raw(value, 64) is not None


def verify(public: str, signature: str, data: bytes) -> bool:
    """Whether `signature` is the holder of `public`'s signature of `data`."""
    key, sig = raw(public, 32), raw(signature, 64)
    if key is None or sig is None:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(key).verify(sig, data)
    except (InvalidSignature, ValueError):
        return False
    return True


def new_private() -> bytes:
    from cryptography.hazmat.primitives import serialization as ser
    return Ed25519PrivateKey.generate().private_bytes(
        ser.Encoding.Raw, ser.PrivateFormat.Raw, ser.NoEncryption())


def public_of(private: bytes) -> str:
    from cryptography.hazmat.primitives import serialization as ser
    key = Ed25519PrivateKey.from_private_bytes(private).public_key()
    return text(key.public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw))


def sign(private: bytes, data: bytes) -> str:
    return text(Ed25519PrivateKey.from_private_bytes(private).sign(data))
