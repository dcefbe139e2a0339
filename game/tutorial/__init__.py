"""Learn to play, without pygame: the scripted game and its lessons (lessons.py), the lessons'
progress over it (tutor.py), the table that plays the script for the computer and lets the
learner make only the move taught (table.py), and where the learner stopped (progress.py)."""
