"""The window's toolkit: sprites, fonts and text (assets), colours (theme), buttons and panels
(widgets), the text field, the drawing's record (drawn), sound."""
