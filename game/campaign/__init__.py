"""The campaign "Chronicles of the monasteries" (data/rules/RULES.md, R-CAMP-*): three linked
games, its Volumes (volumes.py, from data/campaign/), its own record (state.py), the rules
between chapters (between.py) and a whole campaign of computer players (play.py)."""
