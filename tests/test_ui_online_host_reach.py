"""Who reaches a table hosted on this computer: "This computer only" starts the window's server
on 127.0.0.1, never announced; "My network" on every interface, announced on the local network
unless the announcement is switched off. The choices are kept for the next table."""

from __future__ import annotations

import pytest

from game.net import discovery
from game.texts import text
from game.ui.online import host as host_module
from game.ui.online.host_where import kept_reach
from tests.online_ui import drawn_texts, hosted_lobby, online_app


class FakeAdvertiser:
    """Stands in for the zeroconf announcement: records that it was started, sends nothing."""
    started: list[tuple[str, int]] = []

    def __init__(self, host: str = "0.0.0.0", interfaces=None, name: str = "") -> None:
        self.host = host

    async def start(self, port: int, tls: bool = False) -> bool:
        FakeAdvertiser.started.append((self.host, port))
        return True

    async def close(self) -> None:
        pass


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(host_module, "ANNOUNCE", True)
    monkeypatch.setattr(discovery, "Advertiser", FakeAdvertiser)
    FakeAdvertiser.started = []
    application = online_app(tmp_path, (1280, 720))
    yield application
    application.close()


def hosted_server(app, *clicks: str):
    lobby = hosted_lobby(app, mode=clicks)
    hosted = lobby.link.hosted
    assert hosted is not None and hosted.server is not None
    return lobby, hosted


def test_the_default_listens_on_the_network_and_announces(app):
    assert kept_reach(app.settings) == ("network", True)
    _, hosted = hosted_server(app)
    assert hosted.config.host == "0.0.0.0" and hosted.config.advertise
    assert FakeAdvertiser.started == [("0.0.0.0", hosted.server.port)]
    assert hosted.server._advertiser is not None


def test_this_computer_only_listens_on_loopback_and_announces_nothing(app):
    lobby, hosted = hosted_server(app, "reach:local")
    assert hosted.config.host == "127.0.0.1" and not hosted.config.advertise
    assert FakeAdvertiser.started == [] and hosted.server._advertiser is None
    assert lobby.link.shared == [f"127.0.0.1:{hosted.server.port}"]
    said = text("online.share_local", addresses=f"127.0.0.1:{hosted.server.port}")
    assert said.split(":")[0] in " ".join(drawn_texts(app))  # the lobby says who can join
    assert kept_reach(app.settings) == ("local", True)


def test_the_network_unannounced_listens_everywhere_and_announces_nothing(app):
    _, hosted = hosted_server(app, "announce")
    assert hosted.config.host == "0.0.0.0" and not hosted.config.advertise
    assert FakeAdvertiser.started == [] and hosted.server._advertiser is None
    assert kept_reach(app.settings) == ("network", False)


def test_the_choices_are_shown_and_kept_for_the_next_table(app):
    app.change_setting("online_reach", "local")
    app.go("online_host")
    shown = drawn_texts(app)
    assert text("online.reach_local") in shown and "127.0.0.1" in " ".join(shown)
    assert text("online.announce_off") not in shown  # nothing to announce on loopback
    assert app.scene.reach == "local"
    app.scene.on_button("reach:network")
    app.scene.on_button("announce")
    assert text("online.announce_off") in drawn_texts(app)
