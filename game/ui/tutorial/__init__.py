"""Learn to play: the play scene with the lessons' panel over it (scene.py), the panel and its
pointer (panel.py), and the input that lets through only the move a lesson teaches (taught.py)."""
