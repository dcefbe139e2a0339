"""A table of players: the game in progress, one agent per seat, autosave (no pygame here).

    table = TableController(session, folders=folders)
    table.tick()          # once a frame: asks whoever decides, plays their move when it is in
    table.play(move)      # the local player's move, from the window's gestures
"""

from .agents import Agent, BotAgent, LocalAgent, RemoteAgent, Request
from .changes import Change, Handed, HintChanged, Moved, Notice, Undone
from .controller import TableController

__all__ = ["Agent", "BotAgent", "Change", "Handed", "HintChanged", "LocalAgent", "Moved", "Notice",
           "RemoteAgent", "Request", "TableController", "Undone"]
