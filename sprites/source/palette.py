"""The shared palette of the Monasterium art."""

INK = "#3b2816"          # outlines, like iron-gall ink
INK_SOFT = "#6b5238"

PARCH_L = "#fbf3dc"
PARCH = "#f1e2bb"
PARCH_M = "#e5cf9b"
PARCH_D = "#c9a96b"

STONE_L = "#ece3cf"
STONE = "#d3c5a6"
STONE_M = "#b9a883"
STONE_D = "#8f7e60"

ROOF_L = "#dc8156"
ROOF = "#bb5c34"
ROOF_D = "#883f23"

WOOD_L = "#b07a45"
WOOD = "#8a5a2b"
WOOD_D = "#5e3a1a"

GOLD_L = "#fbe08a"
GOLD = "#d9a72e"
GOLD_D = "#95691a"

GRASS_L = "#b9cc7e"
GRASS = "#8fae57"
GRASS_D = "#5d7f35"
TREE = "#5f8a3c"
TREE_D = "#3f6628"

WATER_L = "#cfe3e2"
WATER = "#9fc3c4"
WATER_D = "#6f9aa0"

SKIN = "#efc49a"
SKIN_D = "#c99266"

LEAD = "#2d2a2c"
IRON = "#6d6e72"
IRON_L = "#a8a9ad"

# Monastery colours and stained-glass motifs (distinct motif per monastery,
# so the five can be told apart without colour).
MONASTERIES = {
    "A": dict(name="blue", base="#2f62ad", light="#8fbcef", dark="#183c73", motif="cross"),
    "B": dict(name="red", base="#b8302c", light="#f39a86", dark="#6f1616", motif="rose"),
    "C": dict(name="green", base="#2f8c47", light="#a3da8e", dark="#175628", motif="leaf"),
    "D": dict(name="gold", base="#dba21f", light="#ffe483", dark="#8c5f07", motif="sun"),
    "E": dict(name="purple", base="#6d389b", light="#c9a2ea", dark="#3f1b61", motif="lily"),
}

# Player colours: Okabe-Ito palette (safe for the common colour-vision
# deficiencies) plus a distinct pattern mark per player.
PLAYERS = [
    dict(name="vermilion", base="#d55e00", light="#f39152", dark="#8a3b00", mark="stripes", mark_col="#fff3dc"),
    dict(name="blue", base="#0072b2", light="#52a9df", dark="#004a75", mark="dots", mark_col="#fff3dc"),
    dict(name="yellow", base="#f0e442", light="#fffaa8", dark="#a89a14", mark="chevron", mark_col="#3d3108"),
    dict(name="green", base="#009e73", light="#4fcda2", dark="#005f45", mark="cross", mark_col="#fff3dc"),
]
BLOCKED = dict(name="grey", base="#9a968e", light="#cfcbc2", dark="#5f5b55", mark=None, mark_col="#ece8e0")
