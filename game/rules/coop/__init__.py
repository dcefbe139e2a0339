"""Playing together against the Baron (data/rules/RULES.md, section 13, R-COOP-*).

content.py: the cards and settings read from data/coop/ · state.py: what a co-op game keeps ·
baron.py: the Baron's turn and the events deck · team.py: threats, requests, donations, gifts,
the end of a round and the final result · moves.py: the moves co-op adds · events.py: what the
window animates and logs. The engine calls in through small hooks, only when `state.coop` is set,
so a competitive game never runs any of it.
"""
