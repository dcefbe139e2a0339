"""The play scene in parts: scene (the glue), gestures (events to the mouse and the keys: mouse,
keys), input (gestures to moves, no window), text and tooltips (words; the log is in
game/ui/words), anim, anim_build, anim_draw and motion (moves shown moving), draw (pixels, only
where they change), places (where things are), buttons (the top bar).

The app reaches the scene by name ("play"); nothing here is imported by the other scenes."""
