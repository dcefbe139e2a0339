"""The end of a game: the final scoring scene and the score chart."""
