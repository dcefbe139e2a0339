"""What the player types to reach a server and a table: an address ("host", "host:port",
"ws://host:port", "[::1]:port") and an invite code (case and spaces do not matter)."""

from __future__ import annotations

from urllib.parse import urlsplit

from game.net.protocol import CODE_ALPHABET, CODE_LENGTH

DEFAULT_PORT = 8765
SCHEMES = ("ws://", "wss://")


class AddressError(ValueError):
    """Not an address; the message is a key of the texts."""


def parse_address(typed: str) -> tuple[str, str, int]:
    """(scheme, host, port) of a typed address; the port is DEFAULT_PORT when left out."""
    rest = typed.strip()
    if not rest:
        raise AddressError("online.no_address")
    scheme = "ws"
    for prefix in SCHEMES:
        if rest.lower().startswith(prefix):
            scheme, rest = prefix[:-3], rest[len(prefix):]
    rest = rest.rstrip("/")
    host, port_text = _split(rest)
    if not host or any(c.isspace() or c in "/?#@" for c in host):
        raise AddressError("online.bad_address")
    if port_text is None:
        return scheme, host, DEFAULT_PORT
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise AddressError("online.bad_port")
    return scheme, host, int(port_text)


def _split(rest: str) -> tuple[str, str | None]:
    """Host and port text (None: no port given); an IPv6 host is written in brackets."""
    if rest.startswith("["):
        end = rest.find("]")
        if end < 0:
            raise AddressError("online.bad_address")
        host, after = rest[1:end], rest[end + 1:]
        if after and not after.startswith(":"):
            raise AddressError("online.bad_address")
        return host, after[1:] if after else None
    if rest.count(":") > 1:
        raise AddressError("online.bad_address")  # an IPv6 address without brackets
    host, colon, port = rest.partition(":")
    return host, port if colon else None


def server_url(typed: str) -> str:
    scheme, host, port = parse_address(typed)
    shown = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown}:{port}"


def shown_address(host: str, port: int) -> str:
    """How an address is written for people to type (the default port left out)."""
    shown = f"[{host}]" if ":" in host else host
    return shown if port == DEFAULT_PORT else f"{shown}:{port}"


def typed_form(url: str) -> str:
    """A server's address as a player types it ("wss://" kept, the default port left out)."""
    parts = urlsplit(url)
    where = shown_address(parts.hostname or "", parts.port or DEFAULT_PORT)
    return ("wss://" if parts.scheme == "wss" else "") + where


def clean_code(typed: str) -> str | None:
    """An invite code as the server knows it, or None when it cannot be one."""
    code = "".join(c for c in typed.upper() if not c.isspace() and c != "-")
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return None
    return code
