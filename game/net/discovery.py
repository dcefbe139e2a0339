"""Finding servers on the local network: a server announces `_monasterium._tcp.local.` with
zeroconf (multicast DNS), a client lists what answers. Optional at every step: without
zeroconf installed, or where multicast cannot be bound, the server runs unannounced and
`discover` finds nothing, never raising.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
import threading
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("game.net")
SERVICE = "_monasterium._tcp.local."


@dataclass(frozen=True, slots=True)
class Found:
    """A server that answered on the local network."""

    name: str
    address: str
    port: int
    tls: bool = False

    @property
    def url(self) -> str:
        return f"{'wss' if self.tls else 'ws'}://{self.address}:{self.port}"


def _addresses(host: str, interfaces: list[str] | None) -> list[str]:
    """Where the server can be reached: the address it listens on, or every IPv4 address of
    the machine (loopback last: other computers cannot use it)."""
    if interfaces:
        return list(interfaces)
    if host not in ("", "0.0.0.0", "::"):
        return [host]
    try:
        import ifaddr

        found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                 if isinstance(ip.ip, str)]
    except Exception:
        found = []
    return sorted(set(found) or {"127.0.0.1"}, key=lambda a: a.startswith("127."))


def loopback(host: str) -> bool:
    """`host` is one of this computer's own addresses only (127.x.x.x, ::1, localhost)."""
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host.lower() == "localhost"


def lan_addresses() -> list[str]:
    """The machine's IPv4 addresses others may reach it at; loopback only when there is no
    other (then only this computer can join)."""
    found = _addresses("0.0.0.0", None)
    return [a for a in found if not a.startswith("127.")] or found


def service_label(name: str) -> str:
    """A name as an announcement may carry it: printable, no dots (they separate the parts of
    a service's name), at most 30 characters."""
    kept = "".join(c for c in name if c.isprintable() and c != ".").strip()
    return kept[:30] or "server"


def shown_name(found: Found) -> str:
    """What a list of servers shows of a found one: the name it was announced by."""
    label = found.name.removeprefix("Monasterium ")
    head, _, port = label.rpartition(" ")
    return head if head and port == str(found.port) else label


class Advertiser:
    """The server's announcement, registered while it runs."""

    def __init__(self, host: str = "0.0.0.0", interfaces: list[str] | None = None,
                 name: str = "") -> None:
        self.host = host
        self.interfaces = interfaces
        self.name = service_label(name or socket.gethostname())
        self._zc: Any = None
        self._info: Any = None
        self._announcing: Any = None  # the announcements being sent, a few over two seconds

    async def start(self, port: int, tls: bool = False) -> bool:
        """Announce; False (and a log line) where zeroconf is missing or cannot bind, and
        for a server bound to a loopback address, which no other computer can reach (unless
        the interfaces to announce on are named)."""
        if loopback(self.host) and not self.interfaces:
            log.info("not announced on the local network: %s is this computer's own", self.host)
            return False
        try:
            from zeroconf import IPVersion
            from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

            addresses = _addresses(self.host, self.interfaces)
            name = f"Monasterium {self.name} {port}"
            self._info = AsyncServiceInfo(
                SERVICE, f"{name}.{SERVICE}", port=port, parsed_addresses=addresses,
                properties={"protocol": "1", "tls": "1" if tls else "0"},
                server=f"monasterium-{port}.local.")
            specific = self.host not in ("", "0.0.0.0", "::")
            self._zc = AsyncZeroconf(  # announce only where the server listens
                interfaces=self.interfaces or ([self.host] if specific else _all()),
                ip_version=IPVersion.V4Only)
            self._announcing = await self._zc.async_register_service(self._info)
            return True
        except Exception as problem:  # no zeroconf, no multicast: play on unannounced
            log.warning("not announced on the local network: %s", problem)
            await self.close()
            return False

    async def close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        announcing, self._announcing = self._announcing, None
        try:
            if announcing is not None and not announcing.done():
                announcing.cancel()  # a server stopped at once: no more hellos, only goodbye
                with contextlib.suppress(asyncio.CancelledError):
                    await announcing
            if self._info is not None:
                await asyncio.wait_for(await zc.async_unregister_service(self._info), 3.0)
            await zc.async_close()
        except Exception as problem:
            log.warning("closing the announcement: %s", problem)


def _all() -> Any:
    from zeroconf import InterfaceChoice

    return InterfaceChoice.All


def discover(timeout: float = 2.0, interfaces: list[str] | None = None,
             enough: int | None = None) -> list[Found]:
    """The servers that answer within `timeout` seconds (sooner once `enough` are found).
    Blocking: a window calls it from a worker thread."""
    try:
        from zeroconf import IPVersion, ServiceBrowser, ServiceStateChange, Zeroconf
    except ImportError:
        return []
    names: list[str] = []
    done = threading.Event()

    def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change is ServiceStateChange.Added and name not in names:
            names.append(name)
            if enough is not None and len(names) >= enough:
                done.set()

    try:
        zc = Zeroconf(interfaces=interfaces or _all(), ip_version=IPVersion.V4Only)
    except Exception as problem:
        log.warning("cannot look for servers on the local network: %s", problem)
        return []
    try:
        browser = ServiceBrowser(zc, SERVICE, handlers=[changed])
        done.wait(timeout)
        browser.cancel()
        return [f for f in (_resolve(zc, name) for name in list(names)) if f is not None]
    finally:
        zc.close()


def _resolve(zc: Any, name: str) -> Found | None:
    info = zc.get_service_info(SERVICE, name, timeout=1500)
    if info is None or not info.parsed_addresses() or info.port is None:
        return None
    props = {k.decode(errors="replace"): (v or b"").decode(errors="replace")
             for k, v in (info.properties or {}).items()}
    return Found(name.removesuffix("." + SERVICE), info.parsed_addresses()[0], info.port,
                 props.get("tls") == "1")
