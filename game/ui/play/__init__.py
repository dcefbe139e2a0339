"""The play scene in parts: scene (the glue), input (gestures to moves, no window), text and
tooltips (words), draw (pixels), places (where things are), buttons (the top bar).

The app reaches the scene by name ("play"); nothing here is imported by the other scenes."""
