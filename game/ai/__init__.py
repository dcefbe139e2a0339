"""Computer players: given a game, return one of its listed options."""
