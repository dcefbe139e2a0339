"""The rules in the window: the rules scene, the page drawing it and which rule explains what is
under the mouse (links)."""
