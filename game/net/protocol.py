"""The online protocol: JSON text messages over a WebSocket, each an object with a "type".

Every incoming message is read through the guarded JSON reader (size, nesting and node caps)
and checked against the fields its type allows; anything else is a `ProtocolError` that the
server answers with an error message and otherwise ignores. A client may add an integer "id"
to any request; the server's answer to it (or the error) carries the same "id" and "re" (the
request's type), so a window can tell which of its requests failed.

The state a client receives is the game state without the dice generator (`view_of`), and a
roll waits for every seated player's link of the chain they committed to (game/net/fairdice.py):
the server alone cannot tell the dice to come. Only once the game is over does the "over"
message carry the whole record (seed, moves and the dice's links); a client that comes to a game
in progress gets the moves before it as "past" messages (game/net/past.py).
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from game.ai import LEVELS
from game.guard import FileRefused, Limits, parse_json
from game.rules import events as E
from game.rules.coop import events as C
from game.rules.edition import Edition
from game.rules.engine import Game
from game.rules.mix import link_ok
from game.rules.record import valid_name
from game.rules.state import GameState
from game.rules.views import observation, state_from_observation

from .fingerprint import edition_id as edition_id
from .modes import CHAPTER_MAX, SUMMARY_MAX, difficulty_word
from .signing import public_ok, signature_ok
from .speeds import speed_word

PROTOCOL = 6  # 2: the fair dice (commit on joining, reveal when a roll is due); 3: co-op
# and chapter tables (a co-op state's hidden decks, which an older client could not read); 4: a
# co-op state names the threats and requests revealed (game/rules/views.py); 5: clocks and
# turn-based tables (an older client would not see its time run out); 6: identities and rated
# tables (an older client could not sit at a rated table)
MAX_MESSAGE = 16 * 1024  # bytes of one message a client sends (answered with an error above)
TRANSPORT_MAX = 64 * 1024  # above this the connection itself is closed (WebSocket 1009)
CLIENT_MAX = 1024 * 1024  # what a client accepts from a server: a state is about 4 KB
CHAT_MAX = 200  # characters of one chat line, after decoding and cleaning
# The guarded reader caps a string as written, escapes included: a character may be written as
# "\uXXXX" or, outside the basic plane, as two of them (12 characters). The cap as written lets
# through any string of twice a chat line once decoded, however it is escaped; the length that
# counts, in characters after decoding, is checked by `chat_line`, whose refusal names the
# request. (The message itself stays within MAX_MESSAGE bytes of UTF-8.)
ESCAPED = 12  # the most characters one decoded character can take as written
INCOMING = Limits(size=MAX_MESSAGE, depth=4, nodes=64, string=ESCAPED * 2 * CHAT_MAX,
                  digits=12)
CHAT_WORDS = f"a chat line has 1 to {CHAT_MAX} characters"
JOINERS = "\u200c\u200d"  # zero-width (non-)joiners: part of words in many scripts
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: codes are read aloud
CODE_LENGTH = 6
SEAT_KINDS = ("open", *(f"bot:{level}" for level in LEVELS))
KEYS_MAX = 20  # credentials one "mine" request may ask about


class ProtocolError(ValueError):
    """A message the server refuses; `code` names the reason for programs, the text for people."""

    def __init__(self, code: str, message: str, request: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.request = request  # the message refused, when it was a JSON object at least


# ------------------------------------------------------------------ field checks

def _int(low: int, high: int):
    def check(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    return check


def _text(most: int):
    def check(value: Any) -> bool:
        return isinstance(value, str) and 0 < len(value) <= most and value.isprintable()
    return check


def _code(value: Any) -> bool:
    return (isinstance(value, str) and len(value) == CODE_LENGTH
            and all(c in CODE_ALPHABET for c in value))


def _seats(value: Any) -> bool:
    """1 to 4 seats (one alone only together against the Baron: the handler says so)."""
    return (isinstance(value, list) and 1 <= len(value) <= 4
            and all(isinstance(s, str) and s in SEAT_KINDS for s in value))


def _link(value: Any) -> bool:
    """A link of a chain for the fair dice (game/rules/mix.py)."""
    return link_ok(value)


def _bool(value: Any) -> bool:
    return isinstance(value, bool)


def _hand_to(value: Any) -> bool:
    return value == "player" or value in LEVELS


def _choice(value: Any) -> bool:
    return value in ("computer", "wait")


def _keys(value: Any) -> bool:
    """The credentials a window holds at one server: 1 to KEYS_MAX of them."""
    return isinstance(value, list) and 0 < len(value) <= KEYS_MAX \
        and all(_text(80)(v) for v in value)


def _name(value: Any) -> bool:
    return isinstance(value, str) and valid_name(value)


def _chat(value: Any) -> bool:
    """Any string here (the message's own caps bound it): control characters are taken out
    and the length checked by the handler (`chat_line`), so a pasted line break is not a
    refusal and an over-long line is refused in words."""
    return isinstance(value, str)


_SEQ = _int(0, 1_000_000)
# type -> {field: (check, required)}; "type" and "id" are allowed everywhere
SCHEMAS: dict[str, dict[str, tuple[Any, bool]]] = {
    "hello": {"protocol": (_int(0, 1_000_000), True), "client": (_text(60), False)},
    "create": {"name": (_name, True), "seats": (_seats, True), "listed": (_bool, False),
               "commit": (_link, False), "coop": (difficulty_word, False),
               "chapter": (_text(CHAPTER_MAX), False), "first": (_int(0, 3), False),
               "speed": (speed_word, False), "key": (_text(80), False),
               "rated": (_bool, False), "think_ms": (_int(1, 10_000), False)},
    "join": {"code": (_code, True), "name": (_name, False), "credential": (_text(80), False),
             "commit": (_link, False), "key": (_text(80), False)},
    "watch": {"code": (_code, True)},
    "colour": {"colour": (_int(0, 3), True)},
    "ready": {"ready": (_bool, True)},
    "start": {},
    "move": {"move": (_text(100), True), "seq": (_SEQ, True)},
    "undo": {"seq": (_SEQ, True)},
    "hand": {"seat": (_int(0, 3), True), "to": (_hand_to, True)},
    # at a turn-based table, for a seat out of time: a computer plays it, or it is waited for
    "overdue": {"seat": (_int(0, 3), True), "choice": (_choice, True)},
    # the tables where one of these credentials holds a seat ("Your games")
    "mine": {"keys": (_keys, True)},
    "sync": {},
    # identities (game/net/accounts.py): a name for a player key, proved by its signature of
    # the connection's nonce; the leaderboard and a player's profile
    "register": {"name": (_name, True), "public": (public_ok, True),
                 "signature": (signature_ok, True)},
    "identify": {"public": (public_ok, True), "signature": (signature_ok, True)},
    "rename": {"name": (_name, True)},
    "ratings": {"top": (_int(1, 100), False), "offset": (_int(0, 100_000), False)},
    "profile": {"name": (_name, True)},
    # the creator of a chapter's table, once it is over: the campaign's next chapter
    "next": {"chapter": (_text(CHAPTER_MAX), True), "summary": (_text(SUMMARY_MAX), False),
             "first": (_int(0, 3), False)},
    # between a campaign's chapters: the creator's summary for everyone, a player's crest token
    "between": {"summary": (_text(SUMMARY_MAX), True)},
    "crest": {"kind": (_text(20), True)},
    "leave": {},
    "list": {},
    "stats": {},
    "ping": {},
    "chat": {"text": (_chat, True)},
    "mute": {"spectators": (_bool, True)},  # a player mutes (or hears again) spectators' chat
    # the fair dice: a new chain's head, and the next link when the server asks for it
    "commit": {"head": (_link, True)},
    "reveal": {"index": (_int(0, 1_000_000), True), "link": (_link, True)},
}


def parse_message(data: str | bytes) -> dict[str, Any]:
    """One client message, checked; ProtocolError for anything the server will not take."""
    if isinstance(data, bytes):
        raise ProtocolError("malformed", "messages are JSON text, not binary")
    if len(data) > MAX_MESSAGE or len(data.encode("utf-8", "replace")) > MAX_MESSAGE:
        raise ProtocolError("too_big", f"a message may have at most {MAX_MESSAGE} bytes",
                            request_tag(data[:200]))
    try:
        raw = parse_json(data, "message", INCOMING)
    except FileRefused as refused:
        tag = request_tag(data)
        if refused.key == "long_string" and tag is not None and tag["type"] == "chat":
            raise ProtocolError("bad_field", CHAT_WORDS, tag) from None
        raise ProtocolError("malformed", str(refused), tag) from None
    if not isinstance(raw, dict):
        raise ProtocolError("malformed", "a message is a JSON object")
    try:
        _check_fields(raw)
    except ProtocolError as refused:
        # the answer still names the request, so the client can tell which one failed
        tag = {"id": raw["id"], "type": raw.get("type")} \
            if _int(0, 2**31)(raw.get("id")) else None
        raise ProtocolError(refused.code, str(refused), tag) from None
    return raw


_TAG_ID = re.compile(r'"id"\s*:\s*(\d{1,10})\s*[,}]')
_TAG_TYPE = re.compile(r'"type"\s*:\s*"([a-z]{1,12})"')


def request_tag(data: str | bytes) -> dict[str, Any] | None:
    """The id and type of a message that cannot be read as a whole, looked for in its text,
    so that even a refusal of an unreadable or unwelcome message answers the request it refuses
    (a client waiting for that answer hears the reason at once). None when there is no id."""
    if isinstance(data, bytes) or len(data) > 2 * MAX_MESSAGE:
        return None
    found = _TAG_ID.search(data)
    if found is None or int(found.group(1)) > 2**31:
        return None
    kind = _TAG_TYPE.search(data)
    return {"id": int(found.group(1)), "type": kind.group(1) if kind else None}


def _check_fields(raw: dict[str, Any]) -> None:
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in SCHEMAS:
        raise ProtocolError("unknown_type", "unknown message type")
    if "id" in raw and not _int(0, 2**31)(raw["id"]):
        raise ProtocolError("bad_field", "'id' must be a small non-negative integer")
    schema = SCHEMAS[kind]
    for key, value in raw.items():
        if key in ("type", "id"):
            continue
        if key not in schema:
            raise ProtocolError("bad_field", f"{kind!r} has no field {key[:40]!r}")
        if not schema[key][0](value):
            raise ProtocolError("bad_field", f"{kind!r}: field {key!r} is not valid")
    for key, (_, required) in schema.items():
        if required and key not in raw:
            raise ProtocolError("bad_field", f"{kind!r} needs the field {key!r}")


def chat_line(raw: str) -> str:
    """A chat line as relayed: every kind of space made a plain one, other control characters
    removed, the ends stripped; ProtocolError when nothing or too much is left."""
    spaced = "".join(" " if c.isspace() else c for c in raw)
    line = "".join(c for c in spaced if c.isprintable() or c in JOINERS).strip()
    if not line:
        raise ProtocolError("bad_field", f"{CHAT_WORDS}; this one has none")
    if len(line) > CHAT_MAX:
        raise ProtocolError("bad_field", f"{CHAT_WORDS}; this one has {len(line)}")
    return line


def parse_reply(data: str | bytes) -> dict[str, Any]:
    """A message from a server. The connection caps its size (CLIENT_MAX); deep nesting ends
    in RecursionError and a huge number in ValueError inside the C parser, both refused here.
    (The guarded reader's own checks cost a millisecond per state: too much for every move.)"""
    if isinstance(data, bytes):
        raise ProtocolError("malformed", "the server sent binary data")
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError) as problem:
        raise ProtocolError("malformed", f"not a JSON message ({type(problem).__name__})") from None
    if not isinstance(raw, dict) or not isinstance(raw.get("type"), str):
        raise ProtocolError("malformed", "the server sent something that is not a message")
    return raw


def encode(message: dict[str, Any]) -> str:
    """A message as sent: UTF-8 text as it is (not escaped), so a line in any script costs its
    characters, not six bytes for each."""
    text = json.dumps(message, separators=(",", ":"), ensure_ascii=False)
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate ("\\ud800" read from JSON): escaped
            return json.dumps(message, separators=(",", ":"))
    return text


def error(code: str, text: str, request: dict[str, Any] | None = None) -> dict[str, Any]:
    message: dict[str, Any] = {"type": "error", "code": code, "message": text}
    return answer(message, request)


def answer(message: dict[str, Any], request: dict[str, Any] | None) -> dict[str, Any]:
    """`message` tagged as the reply to `request` (its type and id)."""
    if request is not None:
        message["re"] = request.get("type") if isinstance(request.get("type"), str) else None
        if "id" in request:
            message["id"] = request["id"]
    return message


# ------------------------------------------------------------------ state and events

def view_of(state: GameState) -> dict[str, Any]:
    """What every client may see of a state: the seats' observation (game/rules/views.py), a
    campaign chapter's progress with it."""
    return observation(state)


def view_hash(view: dict[str, Any]) -> str:
    """A fingerprint of a view, to compare a client's final state with the server's."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def diff(old: Any, new: Any) -> Any:
    """What changed from one view to the next, for `patch`: changed keys of a dict (deeper
    dicts as diffs of their own, removed keys under "-"), a list of dicts of the same length
    as {"~": {index: diff}}, anything else whole. A move changes a few hundred bytes of a
    four-kilobyte state."""
    if type(old) is dict and type(new) is dict:
        out = {k: diff(old[k], v) if k in old else v for k, v in new.items()
               if k not in old or old[k] != v}
        removed = [k for k in old if k not in new]
        if removed:
            out["-"] = removed
        return out
    if type(old) is list and type(new) is list and len(old) == len(new) and new \
            and all(type(v) is dict for v in new):
        return {"~": {str(i): diff(a, b) for i, (a, b) in enumerate(zip(old, new, strict=True))
                      if a != b}}
    return new


def patch(old: Any, change: Any) -> Any:
    """`old` with a `diff` applied; `old` itself is left unchanged (a game built from it may
    still be on screen)."""
    if type(change) is not dict or type(old) not in (dict, list):
        return change
    if type(old) is list:
        items = change.get("~")
        if not isinstance(items, dict):
            return change
        out = list(old)
        for key, sub in items.items():
            index = int(key) if key.isdigit() else -1
            if not 0 <= index < len(out):
                raise ProtocolError("malformed", "a change to a list item that is not there")
            out[index] = patch(out[index], sub)
        return out
    new = dict(old)
    for key, value in change.items():
        if key == "-" and isinstance(value, list):
            for gone in value:
                new.pop(gone, None)
        else:
            new[key] = patch(old[key], value) if key in old else value
    return new


def game_from_view(edition: Edition, view: dict[str, Any]) -> Game:
    """A game to list the options from (its dice and its unknown cards stand-ins: a client
    never rolls nor draws). Cheap: the engine builds a board layout once per table size."""
    return Game.resume(edition, state_from_observation(edition, view))


_EVENT_TYPES: dict[str, type[E.Event]] = {
    cls.__name__: cls for module in (E, C) for cls in vars(module).values()
    if isinstance(cls, type) and issubclass(cls, E.Event) and cls is not E.Event
}


def events_to_json(events: list[E.Event]) -> list[dict[str, Any]]:
    return [{"event": type(e).__name__, **{f: getattr(e, f) for f in e.__dataclass_fields__}}
            for e in events]


def events_from_json(raw: Any) -> list[E.Event]:
    """The server's events as the rules core's values (lists become tuples again)."""
    if not isinstance(raw, list):
        raise ProtocolError("malformed", "events must be a list")
    out = []
    for item in raw:
        if not isinstance(item, dict) or item.get("event") not in _EVENT_TYPES:
            raise ProtocolError("malformed", "an unknown event")
        fields = {k: _tuples(v) for k, v in item.items() if k != "event"}
        try:
            out.append(_EVENT_TYPES[item["event"]](**fields))
        except TypeError:
            raise ProtocolError("malformed", f"event {item['event']} has other fields") from None
    return out


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value
