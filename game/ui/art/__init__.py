"""Procedural stand-ins for the SVG art (painter and its parts), and the actions' icons drawn in
code."""
