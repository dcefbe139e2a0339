"""The slow steps of going online, each run in a worker thread (work.py): host a table (start a
server in this process, announce it on the local network, connect to it and create the table),
create one on a dedicated server (connect and create; no server here), take a hosted table up
again, or join one (connect and take a seat, or watch). Each either returns the link or raises,
having closed whatever it had opened."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.net.credentials import Credentials
from game.net.discovery import lan_addresses
from game.net.host import HostedServer
from game.net.identity import kept_beside
from game.net.server import ServerConfig
from game.net.threaded import NetClient
from game.rules.edition import Edition
from game.ui.online.address import shown_address, typed_form
from game.ui.online.link import OnlineLink, stop_hosted

LOOPBACK = "127.0.0.1"  # the address of a table only this computer reaches
STEP_SECONDS = 15.0  # the longest one step may take before it counts as failed


def host_table(name: str, seats: list[str], port: int, db: Path | str, edition: Edition,
               credentials: Credentials | None, announce: bool = True,
               rules: dict[str, Any] | None = None, local: bool = False) -> OnlineLink:
    """A server on every interface at `port` (0: any free one), or with `local` on this
    computer's own address only (never announced), then this player's table (`rules`:
    coop=difficulty for one together against the Baron)."""
    def create(net: NetClient) -> str:
        return net.create(seats, False, **(rules or {})).result(STEP_SECONDS)["code"]
    return _hosted(port, db, edition, announce, name, credentials, create, local)


def resume_table(code: str, name: str, port: int, db: Path | str, edition: Edition,
                 credentials: Credentials | None, announce: bool = True,
                 local: bool = False) -> OnlineLink:
    """The server again on the port and database it had (reached as `local` says), then this
    player's own seat at the unfinished table `code` (the credential kept for
    ws://127.0.0.1:`port`)."""
    def rejoin(net: NetClient) -> str:
        net.join(code).result(STEP_SECONDS)
        return code
    return _hosted(port, db, edition, announce, name, credentials, rejoin, local)


def _hosted(port: int, db: Path | str, edition: Edition, announce: bool, name: str,
            credentials: Credentials | None, seat: Callable[[NetClient], str],
            local: bool) -> OnlineLink:
    """Start the server (on 127.0.0.1 only and unannounced when `local`), connect to it and
    take a seat (`seat`: the table's code); whatever fails closes what was opened."""
    config = ServerConfig(host=LOOPBACK if local else "0.0.0.0", port=port, db=db,
                          advertise=announce and not local, lan_name=name)
    hosted = HostedServer(config, edition)
    try:
        actual = hosted.start(STEP_SECONDS)
    except BaseException:
        stop_hosted(hosted)
        raise
    net = _client(hosted.url, name, edition, credentials)
    try:
        net.start().result(STEP_SECONDS)
        code = seat(net)
    except BaseException:
        net.close()
        stop_hosted(hosted)
        raise
    shared = [shown_address(a, actual) for a in ([LOOPBACK] if local else lan_addresses())]
    return OnlineLink(net, hosted, hosted.url, code, shared)


def server_table(url: str, name: str, seats: list[str], edition: Edition,
                 credentials: Credentials | None,
                 rules: dict[str, Any] | None = None) -> OnlineLink:
    """A new table on the dedicated server at `url` (`python -m game.server`), this window's
    seat taken at it; the player key goes with the request, so Your games finds the table.
    Leaving it stops no server: the table waits there for its players."""
    net = _client(url, name, edition, credentials)
    try:
        net.start().result(STEP_SECONDS)
        code = net.create(seats, False, **(rules or {})).result(STEP_SECONDS)["code"]
    except BaseException:
        net.close()
        raise
    return OnlineLink(net, None, url, code, [typed_form(url)])


def join_table(url: str, code: str, name: str, edition: Edition,
               credentials: Credentials | None, watch: bool = False) -> OnlineLink:
    """A seat at the table `code` (one's own again when a credential is kept for it), or with
    `watch` a place among its spectators (no seat, nothing kept)."""
    net = _client(url, name, edition, credentials)
    try:
        net.start().result(STEP_SECONDS)
        (net.watch if watch else net.join)(code).result(STEP_SECONDS)
    except BaseException:
        net.close()
        raise
    return OnlineLink(net, None, url, code)


def reach_server(url: str, name: str, edition: Edition,
                 credentials: Credentials | None) -> NetClient:
    """A link to the server at `url` at no table (its leaderboard, profiles), this computer's
    identity proved on it when the server takes it."""
    net = _client(url, name, edition, credentials)
    try:
        net.start().result(STEP_SECONDS)
    except BaseException:
        net.close()
        raise
    return net


def _client(url: str, name: str, edition: Edition, credentials: Credentials | None) -> NetClient:
    """The window's link: it proves this computer's identity, kept beside the credentials, at
    every server (a rated table needs it; a casual one does not)."""
    return NetClient(url, name, edition, credentials=credentials,
                     identity=kept_beside(credentials.path if credentials else None))
