"""The rules in the window: the rules scene, its drawing and which rule explains what is under the
mouse (links)."""
