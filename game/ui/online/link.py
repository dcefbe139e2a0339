"""The connection a player has while online, handed from scene to scene: the window's client,
the server this window hosts (if it does), the server's address and the table's code."""

from __future__ import annotations

import contextlib
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from game.net.host import HostedServer
from game.net.threaded import NetClient

GOODBYE_SECONDS = 2.0  # how long leaving politely may hold the window
HOST_LEFT = "host_left"  # what a hosted server tells its guests as this window stops it


@dataclass(eq=False)
class OnlineLink:
    net: NetClient
    hosted: HostedServer | None = None  # the server in this process, when this window hosts
    url: str = ""
    code: str = ""
    shared: list[str] = field(default_factory=list)  # addresses friends type to join
    backlog: list[dict[str, Any]] = field(default_factory=list)  # polled by an earlier scene
    closed: bool = False
    spectators_muted: bool = False  # this player no longer hears the spectators' chat
    muting: Future | None = None  # the last such request, until the server answers it
    campaign: Any = None  # a campaign played at this table (game/ui/online/campaign.py)
    seen_before: int | None = None  # opened from Your games: the moves this computer had seen

    def mute_spectators(self, muted: bool) -> None:
        """Ask the server to stop (or start again) sending this player the spectators' lines;
        a refusal comes back as the table's notice."""
        self.spectators_muted = muted
        self.muting = self.net.mute_spectators(muted)

    def take(self) -> list[dict[str, Any]]:
        """What came in since the last call (the backlog first); the view has taken it in."""
        messages, self.backlog = self.backlog, []
        return messages + self.net.poll()

    def close(self) -> None:
        """Leave the table politely, close the connection, stop the hosted server (each step
        only once, and none of them may keep the window from closing)."""
        if self.closed:
            return
        self.closed = True
        if self.net.view.code is not None and self.net.status == "online":
            with contextlib.suppress(Exception):
                self.net.leave().result(GOODBYE_SECONDS)
        self.net.close(GOODBYE_SECONDS)
        if self.hosted is not None:
            stop_hosted(self.hosted)


def stop_hosted(hosted: HostedServer) -> None:
    """Stop a hosted server, also one that never started listening; its guests are told the
    host left (they stop retrying and say so)."""
    try:
        hosted.stop(GOODBYE_SECONDS, farewell=HOST_LEFT)
    except Exception:
        if hosted.loop.is_running():
            hosted.loop.call_soon_threadsafe(hosted.loop.stop)
