"""What a co-op game keeps beyond the ordinary state (`GameState.coop`), as plain dataclasses
that round-trip through JSON like the rest of the state."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class OpenThreat:
    id: str
    marks: int  # Baron marks still on the card
    deadline: int  # the last round (counted from 1 over the whole game) to answer it in


@dataclass(slots=True)
class OpenRequest:
    id: str
    need: dict[str, int]  # tokens still to donate
    deadline: int


@dataclass(slots=True)
class CoopState:
    difficulty: str
    baron_deck: list[str]  # the Baron's cards to come, the next one last
    threat_deck: list[str]
    request_deck: list[str]
    event_deck: list[str]
    baron_discard: list[str] = field(default_factory=list)
    baron_card: str = ""  # the card the Baron resolved last
    threats: list[OpenThreat] = field(default_factory=list)  # revealed, still standing
    request: OpenRequest | None = None  # the one revealed request not met or failed yet
    events: list[str] = field(default_factory=list)  # revealed, in order
    messenger: int = 0  # the Baron's messenger's road space
    tiles: int = 0  # stained-glass tiles the Baron took
    met: int = 0  # requests met
    failed: int = 0  # requests failed
    answered: int = 0  # threats answered
    missed: int = 0  # threats still standing at their deadlines
    outcome: str = ""  # "won" or "lost" once the game is over
    total: int = 0  # the team's total at the end
    target: int = 0  # the target it was measured against
    reason: str = ""  # why it was won or lost: target_reached, below_target, events_ran_out
    revealed: list[str] = field(default_factory=list)  # threats and requests revealed, in order
    # the team's co-op points by kind (team.account_kind), summed over its players: the account
    # the year's end and the end screen itemise; a save from before it has none
    points: dict[str, int] = field(default_factory=dict)


def coop_from_json(raw: dict) -> CoopState:
    """Rebuild a CoopState from `to_json` output. Raises KeyError/TypeError on a bad shape."""
    data = dict(raw)
    data["threats"] = [OpenThreat(**t) for t in raw["threats"]]
    request = raw["request"]
    data["request"] = None if request is None else OpenRequest(
        request["id"], dict(request["need"]), request["deadline"])
    return CoopState(**data)


def clone_coop(c: CoopState) -> CoopState:
    """A deep copy (searching bots clone states very often)."""
    request = c.request
    return CoopState(
        c.difficulty, list(c.baron_deck), list(c.threat_deck), list(c.request_deck),
        list(c.event_deck), list(c.baron_discard), c.baron_card,
        [OpenThreat(t.id, t.marks, t.deadline) for t in c.threats],
        None if request is None else OpenRequest(request.id, dict(request.need),
                                                 request.deadline),
        list(c.events), c.messenger, c.tiles, c.met, c.failed, c.answered,
        c.missed, c.outcome, c.total, c.target, c.reason, list(c.revealed), dict(c.points),
    )
