"""What went wrong, in one line for the player: a server's refusal, a server that cannot be
reached, a port already in use; of a dedicated server a table is created on, in its own words
(out of reach, another edition or protocol)."""

from __future__ import annotations

import errno
from concurrent.futures import TimeoutError as FutureTimeout

from game.net.client import NetError, describe
from game.texts import text

# the server's (and the client's) reasons -> the texts' keys
REASONS = {
    "offline": "online.error_offline",
    "no_table": "online.error_no_table",
    "table_full": "online.error_table_full",
    "not_lobby": "online.error_not_lobby",
    "bad_credential": "online.error_bad_credential",
    "edition": "online.error_edition",
    "protocol": "online.error_edition",
    "rate": "online.error_rate",
    "colour_taken": "online.error_colour_taken",
    "not_ready": "online.error_not_ready",
    "forbidden": "online.error_forbidden",
    "bad_field": "online.error_bad_field",
    "quota": "online.error_quota",
}
# a dedicated server where this window creates a table: the reasons said of it as a server
OF_A_SERVER = {
    "offline": "online.server_offline",
    "edition": "online.server_edition",
    "protocol": "online.server_protocol",
}
PORT_IN_USE = {errno.EADDRINUSE, 10048}  # 10048: Windows's own number for it
NOT_ALLOWED = {errno.EACCES, 10013}


def problem_text(problem: BaseException | dict, where: str = "", port: int = 0) -> str:
    """One line about a failure: an exception from a step, or an error message of the
    server's; `where` is the address tried, `port` the one asked for."""
    if isinstance(problem, dict):
        code, message = str(problem.get("code")), str(problem.get("message", ""))
    elif isinstance(problem, NetError):
        code, message = problem.code, str(problem)
    elif isinstance(problem, OSError) and problem.errno in PORT_IN_USE:
        return text("online.error_port_in_use", port=port)
    elif isinstance(problem, OSError) and problem.errno in NOT_ALLOWED:
        return text("online.error_port_refused", port=port)
    elif isinstance(problem, TimeoutError | FutureTimeout):
        return text("online.error_timeout")
    else:
        code, message = "", describe(problem)
    key = REASONS.get(code)
    if key is None:
        return text("online.error_other", message=message)
    return text(key, address=where) if key == "online.error_offline" else text(key)


def server_problem_text(problem: BaseException, where: str) -> str:
    """One line about a failure to create a table on the dedicated server at `where` (as
    typed): out of reach, of another edition or protocol, or any refusal of its own."""
    if isinstance(problem, NetError) and problem.code in OF_A_SERVER:
        return text(OF_A_SERVER[problem.code], address=where)
    return problem_text(problem, where=where)
