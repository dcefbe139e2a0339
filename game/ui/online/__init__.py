"""Online play in the window: the online menu (menu.py), hosting a table (host.py), joining one
(join.py) and the lobby with its chat (lobby.py). One connection, `OnlineLink` (link.py), is
handed from scene to scene and kept by the App while it lasts."""
