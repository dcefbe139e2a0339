"""Where a table hosted from the window lives: on this computer (a server started in this
window, at a port: the table ends with the window) or on a dedicated server
(`python -m game.server`) at an address typed as on the Join screen, where a turn-based table
waits while every player's window is closed. Two buttons choose; the note under them says what
the choice means, what is wrong with what was typed, or that a turn-based table on this
computer lives only while the window runs. The choice and the last server are kept.

On this computer, who can reach the table: this computer only (the server listens on
127.0.0.1 and is not announced: a second window here, or a test) or the network (every
interface), and whether the server announces itself on the local network, where Join finds it;
the network, announced, unless the player chose otherwise (kept)."""

from __future__ import annotations

from pygame import Rect

from game.net.speeds import speed_of
from game.texts import text
from game.ui.online.address import AddressError, server_url
from game.ui.toolkit.widgets import Button

HERE, SERVER = "here", "server"
WHERE_SETTING, SERVER_SETTING = "online_where", "online_server"
REACH_SETTING, ANNOUNCE_SETTING = "online_reach", "online_announce"
LOCAL, NETWORK = "local", "network"  # who can reach a table on this computer
REACHES = {LOCAL: ("online.reach_local", "online.reach_local_tip"),
           NETWORK: ("online.reach_network", "online.reach_network_tip")}
FIELDS = {HERE: "port", SERVER: "server"}  # the field each choice shows
LABELS = {HERE: ("online.where_here", "online.where_here_tip"),
          SERVER: ("online.where_server", "online.where_server_tip")}
ADDRESS_MAX = 80


def kept_where(settings: dict) -> tuple[str, str]:
    """Where the last table hosted here lived, and the last server's address as typed."""
    where = settings.get(WHERE_SETTING)
    address = settings.get(SERVER_SETTING)
    return where if where in FIELDS else HERE, address if isinstance(address, str) else ""


def kept_reach(settings: dict) -> tuple[str, bool]:
    """Who could reach the last table hosted on this computer, and whether it was announced
    (anything not understood: the network, announced)."""
    reach = settings.get(REACH_SETTING)
    announce = settings.get(ANNOUNCE_SETTING)
    return reach if reach in REACHES else NETWORK, announce if isinstance(announce, bool) \
        else True


def reach_buttons(reach: str, announce: bool, x: int, y: int, width: int, bh: int, gap: int,
                  free: bool) -> list[Button]:
    """The two reaches side by side from `x`, the chosen one pressed in, and for the network
    the announcement's switch after them."""
    out = [Button(f"reach:{key}", text(label), Rect(x + i * (width + gap), y, width, bh), free,
                  selected=key == reach, tooltip=text(tip))
           for i, (key, (label, tip)) in enumerate(REACHES.items())]
    if reach == NETWORK:
        label = "online.announce_on" if announce else "online.announce_off"
        out.append(Button("announce", text(label),
                          Rect(x + 2 * (width + gap) + gap, y, round(width * 1.25), bh), free,
                          selected=announce, tooltip=text("online.announce_tip")))
    return out


def where_buttons(where: str, x: int, y: int, width: int, bh: int, gap: int,
                  free: bool) -> list[Button]:
    """The two choices side by side from `x`, the chosen one pressed in."""
    return [Button(f"where:{key}", text(label), Rect(x + i * (width + gap), y, width, bh), free,
                   selected=key == where, tooltip=text(tip))
            for i, (key, (label, tip)) in enumerate(LABELS.items())]


def address_url(typed: str) -> str | None:
    """The server's URL of a typed address, or None when it is not one."""
    try:
        return server_url(typed)
    except AddressError:
        return None


def where_note(where: str, speed: str, port_ok: bool, typed: str,
               local: bool = False) -> tuple[str, bool]:
    """The note under the choice, and whether it warns (a problem, or a turn-based table
    that would end with this window)."""
    if where == SERVER:
        if not typed.strip():
            return text("online.server_note"), False
        try:
            server_url(typed)
        except AddressError as problem:
            return text(str(problem)), True
        return text("online.server_note"), False
    if not port_ok:
        return text("online.bad_port"), True
    if speed_of(speed).turn_based:
        return text("clocks.turn_here_note"), True
    return text("online.local_note" if local else "online.port_note"), False
