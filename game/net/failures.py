"""A failed connection or a server's refusal, and what went wrong in words."""

from __future__ import annotations

import socket
import ssl as ssl_module

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI


def describe(problem: BaseException, waiting: str = "") -> str:
    """What went wrong, in words, never an empty exception's text; `waiting`: what the program
    was waiting for when time ran out ("the server's welcome")."""
    if isinstance(problem, NetError):
        return str(problem) or problem.code
    if isinstance(problem, TimeoutError):
        return f"timed out while waiting for {waiting}" if waiting else "timed out"
    if isinstance(problem, ConnectionRefusedError):
        return "connection refused: nothing listens at that address and port"
    if isinstance(problem, ConnectionClosed):
        return closed_words(problem)
    if isinstance(problem, socket.gaierror):
        return f"the address's name is not known ({problem.strerror or 'no such host'})"
    if isinstance(problem, ssl_module.SSLError):
        return f"the secure connection failed ({problem.reason or problem})"
    if isinstance(problem, InvalidURI):
        return f"not a server address ({problem})"
    if isinstance(problem, InvalidStatus):
        said = problem.response.body.decode("utf-8", "replace").strip()[:200]
        status = problem.response.status_code
        return f"the server refused the connection: {said} (HTTP {status})" if said else \
            f"the server did not accept the connection ({problem})"
    if isinstance(problem, InvalidHandshake):
        return f"the server did not accept the connection ({problem})"
    if isinstance(problem, OSError) and problem.strerror:
        return problem.strerror[0].lower() + problem.strerror[1:]
    return str(problem) or f"an unexpected {type(problem).__name__}"


def closed_words(closed: ConnectionClosed) -> str:
    """Why a connection ended, in words."""
    frame = closed.rcvd
    if frame is None:
        return "the connection was cut: the server stopped or the network failed"
    why = f": {frame.reason}" if frame.reason else ""
    return f"the server closed the connection (code {frame.code}{why})"


class NetError(Exception):
    """A refusal from the server or a connection that failed; `code` names the reason."""

    def __init__(self, code: str, message: str, remote: bool = False) -> None:
        super().__init__(message)
        self.code = code
        self.remote = remote  # the server's own error message (it is in the inbox too)
