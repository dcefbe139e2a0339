"""Monasteries, monastery buildings, chapel, cloister and road spaces."""
import math
import random

from palette import *  # noqa: F401,F403
from svgkit import Doc, circle_points, mix, lancet_d, round_arch_d, num, star_points
import pieces as pc


# ---------------------------------------------------------------------------
# Shared building components
# ---------------------------------------------------------------------------

def wall_grad(doc, lit=True):
    if lit:
        return doc.lin([(0, STONE_L), (1, STONE)], gid="wall_lit")
    return doc.lin([(0, STONE), (1, STONE_M)], gid="wall_dark")


def roof_grad(doc, lit=True):
    if lit:
        return doc.lin([(0, ROOF_D), (0.25, ROOF), (1, ROOF_L)], gid="roof_lit")
    return doc.lin([(0, ROOF_D), (1, ROOF)], x2="100%", y2="0%", gid="roof_dark")


def courses(doc, x, y, w, h, step=5.5, seed=1, op=0.35, sw=0.6):
    rnd = random.Random(seed)
    yy = y + step
    row = 0
    while yy < y + h - 1:
        doc.line(x + 0.8, yy, x + w - 0.8, yy, stroke=STONE_D, stroke_width=sw, stroke_opacity=op)
        xx = x + (rnd.uniform(2, 7) if row % 2 else rnd.uniform(5, 10))
        while xx < x + w - 2:
            doc.line(xx, yy - step, xx, yy, stroke=STONE_D, stroke_width=sw * 0.8, stroke_opacity=op * 0.8)
            xx += rnd.uniform(8, 13)
        yy += step
        row += 1


def lancet(doc, x, y, w, h, glass, sw=1.0, mullion=True):
    doc.path(lancet_d(x - 1.2, y - 1.2, w + 2.4, h + 1.2), fill=STONE_M, stroke=INK, stroke_width=sw * 0.8)
    doc.path(lancet_d(x, y, w, h), fill=glass, stroke=INK, stroke_width=sw * 0.6)
    if mullion and w >= 5:
        doc.line(x + w / 2.0, y + w * 0.3, x + w / 2.0, y + h, stroke=LEAD, stroke_width=sw * 0.6)
        doc.line(x, y + h * 0.55, x + w, y + h * 0.55, stroke=LEAD, stroke_width=sw * 0.5)


def round_window(doc, x, y, w, h, glass, sw=1.0):
    doc.path(round_arch_d(x - 1.2, y - 1.2, w + 2.4, h + 1.2), fill=STONE_M, stroke=INK, stroke_width=sw * 0.8)
    doc.path(round_arch_d(x, y, w, h), fill=glass, stroke=INK, stroke_width=sw * 0.6)


def dark_opening(doc, x, y, w, h, arch="round", sw=1.0):
    d = round_arch_d(x, y, w, h) if arch == "round" else lancet_d(x, y, w, h)
    doc.path(d, fill="#3a2a1e", stroke=INK, stroke_width=sw * 0.7)


def rose_window(doc, cx, cy, r, m, sw=1.0):
    doc.circle(cx, cy, r + 1.6, fill=STONE_M, stroke=INK, stroke_width=sw)
    doc.circle(cx, cy, r, fill=doc.rad([(0, m["light"]), (1, m["base"])], gid="rose_" + m["name"]), stroke=INK,
               stroke_width=sw * 0.6)
    for (x, y) in circle_points(cx, cy, r, 8):
        doc.line(cx, cy, x, y, stroke=LEAD, stroke_width=sw * 0.6)
    doc.circle(cx, cy, r * 0.35, fill=GOLD_L, stroke=LEAD, stroke_width=sw * 0.5)


def glass_grad(doc, m):
    return doc.lin([(0, m["light"]), (0.6, m["base"]), (1, m["dark"])], x2="100%", y2="100%", gid="glass_" + m["name"])


def roof_rows(doc, pts_fn, n, sw=0.6, col=None):
    for i in range(1, n):
        (x1, y1), (x2, y2) = pts_fn(i / float(n))
        doc.line(x1, y1, x2, y2, stroke=col or ROOF_D, stroke_width=sw, stroke_opacity=0.7)


def gable_house(doc, x, yb, we, ws, h, rh, end="left", seed=1, windows=None, m=None, sw=1.2, door=False,
                rose=False, wall_lit=True, chimney=False):
    """Oblique house: a gable end of width `we` and a long side of width `ws`."""
    top = yb - h
    lit = wall_grad(doc, True)
    dark = wall_grad(doc, False)
    if end == "left":
        gx, sx = x, x + we
        apex_x = x + we / 2.0
        roof = [(apex_x, top - rh), (apex_x + ws, top - rh), (sx + ws + 1.5, top + 0.5), (sx - 0.5, top + 0.5)]
        rows = lambda t: ((sx - t * we / 2.0, top - t * rh), (sx + ws - t * we / 2.0 + 1.5 * (1 - t), top - t * rh))
    else:
        sx, gx = x, x + ws
        apex_x = gx + we / 2.0
        roof = [(apex_x - ws, top - rh), (apex_x, top - rh), (gx + 0.5, top + 0.5), (x - 1.5, top + 0.5)]
        rows = lambda t: ((x - 1.5 * (1 - t) + t * we / 2.0, top - t * rh), (gx + t * we / 2.0, top - t * rh))
    # gable end
    doc.path("M%s,%s L%s,%s L%s,%s L%s,%s L%s,%s Z" % (
        num(gx), num(yb), num(gx), num(top), num(gx + we / 2.0), num(top - rh), num(gx + we), num(top),
        num(gx + we), num(yb)), fill=dark if end == "left" else lit)
    courses(doc, gx, top, we, h, seed=seed)
    doc.path("M%s,%s L%s,%s L%s,%s L%s,%s L%s,%s Z" % (
        num(gx), num(yb), num(gx), num(top), num(gx + we / 2.0), num(top - rh), num(gx + we), num(top),
        num(gx + we), num(yb)), fill="none", stroke=INK, stroke_width=sw, stroke_linejoin="round")
    # long side
    doc.rect(sx, top, ws, h, fill=lit if end == "left" else dark, stroke=INK, stroke_width=sw)
    courses(doc, sx, top, ws, h, seed=seed + 7)
    doc.poly(roof, fill=roof_grad(doc, True), stroke=INK, stroke_width=sw, stroke_linejoin="round")
    roof_rows(doc, rows, 4, sw=sw * 0.5)
    # eave shadow
    doc.line(sx + 0.6, top + 1.6, sx + ws - 0.6, top + 1.6, stroke=STONE_D, stroke_width=sw * 1.4, stroke_opacity=0.5)
    if chimney:
        cx = roof[1][0] - ws * 0.25
        cy = top - rh * 0.55
        doc.rect(cx - 3, cy - 9, 6, 11, fill=STONE, stroke=INK, stroke_width=sw * 0.8)
        doc.rect(cx - 3.8, cy - 10.5, 7.6, 2.2, fill=STONE_M, stroke=INK, stroke_width=sw * 0.7)
    if windows and m:
        g = glass_grad(doc, m)
        n = windows
        ww = min(6.0, ws / (n * 2.2))
        for i in range(n):
            wx = sx + ws * (i + 0.5) / n - ww / 2.0
            lancet(doc, wx, top + h * 0.2, ww, h * 0.5, g, sw=sw)
    if door:
        dw = min(we * 0.36, 12)
        doc.path(round_arch_d(gx + we / 2.0 - dw / 2.0, yb - h * 0.45, dw, h * 0.45), fill=WOOD, stroke=INK,
                 stroke_width=sw * 0.8)
        doc.line(gx + we / 2.0, yb - h * 0.45 + dw / 2.0, gx + we / 2.0, yb, stroke=WOOD_D, stroke_width=sw * 0.5)
    if rose and m:
        rose_window(doc, gx + we / 2.0, top - rh * 0.2, min(we * 0.2, rh * 0.42), m, sw=sw)
    return roof


def tower(doc, cx, yb, w, h, roof="spire", rh=None, m=None, seed=3, sw=1.2, depth=0.32, pennant=True,
          belfry=True):
    top = yb - h
    d = w * depth
    doc.rect(cx - w / 2.0, top, w, h, fill=wall_grad(doc, True), stroke=INK, stroke_width=sw)
    courses(doc, cx - w / 2.0, top, w, h, seed=seed)
    doc.poly([(cx + w / 2.0, top), (cx + w / 2.0 + d, top - d * 0.55), (cx + w / 2.0 + d, yb - d * 0.55),
              (cx + w / 2.0, yb)], fill=wall_grad(doc, False), stroke=INK, stroke_width=sw, stroke_linejoin="round")
    # cornice
    doc.rect(cx - w / 2.0 - 1, top + h * 0.3, w + 2, 2.2, fill=STONE_M, stroke=INK, stroke_width=sw * 0.6)
    if belfry:
        bw = w * 0.24
        for i in (-1, 1):
            dark_opening(doc, cx + i * w * 0.2 - bw / 2.0, top + 4, bw, h * 0.2, sw=sw)
    if m:
        lancet(doc, cx - w * 0.14, top + h * 0.45, w * 0.28, h * 0.22, glass_grad(doc, m), sw=sw)
    rh = rh if rh is not None else w * 1.3
    apex = (cx + d * 0.5, top - rh)
    if roof in ("spire", "pyramid"):
        doc.poly([(cx - w / 2.0 - 1.5, top + 0.5), apex, (cx + w / 2.0 + 0.5, top + 0.5)],
                 fill=doc.lin([(0, ROOF_L), (1, ROOF)], x2="100%", y2="0%", gid="spire_lit"), stroke=INK,
                 stroke_width=sw, stroke_linejoin="round")
        doc.poly([(cx + w / 2.0 + 0.5, top + 0.5), apex, (cx + w / 2.0 + d + 1, top - d * 0.55)], fill=ROOF_D,
                 stroke=INK, stroke_width=sw, stroke_linejoin="round")
        for t in (0.3, 0.55, 0.78):
            y = top - rh * t
            xl = cx - w / 2.0 - 1.5 + (apex[0] - (cx - w / 2.0 - 1.5)) * t
            xr = cx + w / 2.0 + 0.5 + (apex[0] - (cx + w / 2.0 + 0.5)) * t
            doc.line(xl, y, xr, y, stroke=ROOF_D, stroke_width=sw * 0.5, stroke_opacity=0.7)
    elif roof == "crenel":
        merl = 4
        mw = w / (2 * merl - 1.0)
        for i in range(merl):
            doc.rect(cx - w / 2.0 + 2 * i * mw, top - mw * 1.1, mw, mw * 1.1 + 0.5, fill=STONE_L, stroke=INK,
                     stroke_width=sw * 0.8)
        doc.poly([(cx - w * 0.3, top - mw * 0.3), (cx + d * 0.3, top - rh), (cx + w * 0.3, top - mw * 0.3)],
                 fill=roof_grad(doc, False), stroke=INK, stroke_width=sw, stroke_linejoin="round")
        apex = (cx + d * 0.3, top - rh)
    if pennant and m:
        px, py = apex
        doc.line(px, py, px, py - 9, stroke=INK, stroke_width=sw)
        doc.path("M%s,%s L%s,%s L%s,%s Z" % (num(px), num(py - 9), num(px + 10), num(py - 6.8), num(px),
                                             num(py - 4.6)), fill=m["base"], stroke=INK, stroke_width=sw * 0.6,
                 stroke_linejoin="round")
    else:
        px, py = apex
        doc.path("M%s,%s v-7 M%s,%s h5" % (num(px), num(py), num(px - 2.5), num(py - 4.8)), fill="none",
                 stroke=INK, stroke_width=sw * 1.1, stroke_linecap="round")
    return apex


def round_tower(doc, cx, yb, w, h, rh, m=None, sw=1.2):
    top = yb - h
    body = doc.lin([(0, STONE_L), (0.35, STONE_L), (1, STONE_M)], x2="100%", y2="0%", gid="cyl")
    doc.path("M%s,%s L%s,%s A%s,%s 0 0 0 %s,%s L%s,%s Z" % (
        num(cx - w / 2.0), num(top), num(cx - w / 2.0), num(yb), num(w / 2.0), num(w * 0.16), num(cx + w / 2.0),
        num(yb), num(cx + w / 2.0), num(top)), fill=body, stroke=INK, stroke_width=sw)
    for t in (0.22, 0.44, 0.66, 0.88):
        y = top + h * t
        doc.path("M%s,%s A%s,%s 0 0 0 %s,%s" % (num(cx - w / 2.0 + 0.6), num(y), num(w / 2.0), num(w * 0.16),
                                                num(cx + w / 2.0 - 0.6), num(y)), fill="none", stroke=STONE_D,
                 stroke_width=0.6, stroke_opacity=0.45)
    dark_opening(doc, cx - w * 0.12, top + 4, w * 0.24, h * 0.18, sw=sw)
    if m:
        round_window(doc, cx - w * 0.1, top + h * 0.45, w * 0.2, h * 0.2, glass_grad(doc, m), sw=sw)
    cone = doc.lin([(0, ROOF_L), (0.4, ROOF), (1, ROOF_D)], x2="100%", y2="0%", gid="cone")
    doc.path("M%s,%s L%s,%s L%s,%s A%s,%s 0 0 1 %s,%s Z" % (
        num(cx - w / 2.0 - 2.5), num(top + 1), num(cx), num(top - rh), num(cx + w / 2.0 + 2.5), num(top + 1),
        num(w / 2.0 + 2.5), num(w * 0.16), num(cx - w / 2.0 - 2.5), num(top + 1)), fill=cone, stroke=INK,
        stroke_width=sw, stroke_linejoin="round")
    if m:
        doc.line(cx, top - rh, cx, top - rh - 9, stroke=INK, stroke_width=sw)
        doc.path("M%s,%s L%s,%s L%s,%s Z" % (num(cx), num(top - rh - 9), num(cx + 10), num(top - rh - 6.8), num(cx),
                                             num(top - rh - 4.6)), fill=m["base"], stroke=INK, stroke_width=sw * 0.6)
    return (cx, top - rh)


def apse(doc, x, yb, w, h, rh, m=None, sw=1.2):
    """Half-round apse attached on the right at x."""
    top = yb - h
    body = doc.lin([(0, STONE), (1, STONE_M)], x2="100%", y2="0%", gid="apse")
    doc.path("M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s Z" % (
        num(x), num(top), num(x), num(yb), num(x + w * 0.9), num(yb + 2), num(x + w), num(yb - 3), num(x + w),
        num(top + 1), num(x + w * 0.6), num(top - 1), num(x), num(top)), fill=body, stroke=INK, stroke_width=sw)
    courses(doc, x, top, w * 0.95, h, seed=11)
    if m:
        lancet(doc, x + w * 0.35, top + h * 0.25, w * 0.3, h * 0.5, glass_grad(doc, m), sw=sw, mullion=False)
    doc.path("M%s,%s L%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z" % (
        num(x - 1), num(top + 2), num(x - 1), num(top - rh), num(x + w * 0.85), num(top - rh * 0.55),
        num(x + w + 1.5), num(top + 2), num(x + w * 0.5), num(top + 4.5), num(x - 1), num(top + 2)),
        fill=doc.lin([(0, ROOF_L), (1, ROOF_D)], x2="100%", y2="0%", gid="aproof"), stroke=INK, stroke_width=sw,
        stroke_linejoin="round")
    for t in (0.35, 0.7):
        doc.path("M%s,%s Q%s,%s %s,%s" % (num(x - 0.5), num(top - rh * (1 - t)), num(x + w * 0.55 * t + w * 0.3),
                                          num(top - rh * (1 - t) * 0.7), num(x + w * (0.45 + 0.5 * t)),
                                          num(top + 2.5 * t)), fill="none", stroke=ROOF_D, stroke_width=0.6)


def shield(doc, cx, cy, size, m, sw=1.0):
    s = size / 2.0
    d = ("M%s,%s L%s,%s L%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z" % (
        num(cx - s), num(cy - s), num(cx + s), num(cy - s), num(cx + s), num(cy), num(cx + s), num(cy + s * 0.8),
        num(cx), num(cy + s * 1.25), num(cx - s), num(cy + s * 0.8), num(cx - s), num(cy)))
    doc.path(d, fill=doc.lin([(0, m["base"]), (1, m["dark"])], gid="shield_" + m["name"]), stroke=INK,
             stroke_width=sw * 1.1)
    pc.motif(doc, m["motif"], cx, cy + s * 0.08, size * 0.72, m["light"] if m["motif"] != "sun" else "#fff3c0",
             INK, sw * 0.55, accent=GOLD_L)


def front_wall(doc, x0, x1, yb, h, gate_x, m, crenel=False, sw=1.2):
    top = yb - h
    doc.rect(x0, top, x1 - x0, h, fill=doc.lin([(0, STONE_L), (1, STONE_M)], gid="fwall"), stroke=INK,
             stroke_width=sw)
    courses(doc, x0, top, x1 - x0, h, step=4.5, seed=21)
    doc.rect(x0 - 1.5, top - 2.5, x1 - x0 + 3, 3, fill=STONE_L, stroke=INK, stroke_width=sw * 0.8)
    if crenel:
        x = x0
        while x < x1 - 3:
            if abs(x + 2 - gate_x) > 13:
                doc.rect(x, top - 6.5, 4, 4.2, fill=STONE_L, stroke=INK, stroke_width=sw * 0.7)
            x += 8
    # gate house
    gw, gh = 22, h + 12
    doc.rect(gate_x - gw / 2.0, yb - gh, gw, gh, fill=doc.lin([(0, STONE_L), (1, STONE)], gid="gate"),
             stroke=INK, stroke_width=sw)
    courses(doc, gate_x - gw / 2.0, yb - gh, gw, gh, step=4.5, seed=5)
    doc.poly([(gate_x - gw / 2.0 - 2, yb - gh + 0.5), (gate_x, yb - gh - 9), (gate_x + gw / 2.0 + 2, yb - gh + 0.5)],
             fill=roof_grad(doc, True), stroke=INK, stroke_width=sw, stroke_linejoin="round")
    dw = 12
    doc.path(round_arch_d(gate_x - dw / 2.0, yb - h - 1, dw, h + 1), fill=doc.lin([(0, WOOD_L), (1, WOOD_D)],
                                                                                gid="gatewood"),
             stroke=INK, stroke_width=sw * 0.9)
    doc.line(gate_x, yb - h + 5, gate_x, yb, stroke=WOOD_D, stroke_width=0.7)
    shield(doc, gate_x, yb - gh + 5.5, 10, m, sw=sw * 0.9)


def ground(doc, cx, cy, rx, ry):
    doc.ellipse(cx, cy + 3, rx, ry, fill="#000000", fill_opacity=0.12)
    doc.ellipse(cx, cy, rx, ry, fill=doc.rad([(0, GRASS_L), (0.7, GRASS), (1, GRASS_D)], cx="50%", cy="30%",
                                             r="70%", gid="mound"), stroke=INK, stroke_width=1.2)


def tree(doc, x, yb, s=1.0, kind="round", seed=0):
    rnd = random.Random(seed)
    if kind == "round":
        doc.rect(x - 1.2 * s, yb - 7 * s, 2.4 * s, 7 * s, fill=WOOD, stroke=INK, stroke_width=0.8)
        leaf = doc.rad([(0, GRASS_L), (0.6, TREE), (1, TREE_D)], cx="40%", cy="35%", r="70%", gid="leaf")
        for (dx, dy, r) in [(-4, -9, 5), (4, -9.5, 5), (0, -14, 5.8)]:
            doc.circle(x + dx * s, yb + dy * s, r * s, fill=leaf, stroke=INK, stroke_width=0.9)
    else:  # cypress
        doc.rect(x - 1 * s, yb - 3 * s, 2 * s, 3 * s, fill=WOOD, stroke=INK, stroke_width=0.7)
        doc.path("M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z" % (
            num(x), num(yb - 24 * s), num(x + 7 * s), num(yb - 10 * s), num(x + 0.5 * s), num(yb - 2.5 * s),
            num(x - 7 * s), num(yb - 10 * s), num(x), num(yb - 24 * s)),
            fill=doc.lin([(0, TREE), (1, TREE_D)], x2="100%", y2="0%", gid="cypress"), stroke=INK,
            stroke_width=0.9)


def arcade(doc, x, yb, w, h, n, sw=1.0):
    """Row of cloister arches (front view)."""
    doc.rect(x, yb - h, w, h, fill=wall_grad(doc, True), stroke=INK, stroke_width=sw)
    aw = w / float(n)
    for i in range(n):
        ax = x + i * aw + aw * 0.18
        doc.path(round_arch_d(ax, yb - h * 0.78, aw * 0.64, h * 0.78), fill="#4a3a28", stroke=INK,
                 stroke_width=sw * 0.7)
        doc.path(round_arch_d(ax + aw * 0.08, yb - h * 0.5, aw * 0.48, h * 0.5), fill=GRASS, fill_opacity=0.9)


# ---------------------------------------------------------------------------
# The five monasteries (200 x 160)
# ---------------------------------------------------------------------------

def monastery(doc, key):
    m = MONASTERIES[key]
    g = glass_grad(doc, m)
    ground(doc, 100, 136, 96, 20)
    if key == "A":
        tree(doc, 18, 124, 1.1, "cypress", 1)
        gable_house(doc, 12, 124, 22, 26, 24, 14, end="left", seed=2, chimney=True)
        tower(doc, 150, 126, 24, 78, roof="spire", rh=36, m=m, seed=4)
        gable_house(doc, 40, 126, 36, 72, 40, 26, end="left", seed=3, windows=4, m=m, door=True, rose=True)
        tree(doc, 182, 126, 1.0, "round", 2)
        front_wall(doc, 8, 192, 140, 13, 100, m, crenel=True)
    elif key == "B":
        gable_house(doc, 104, 122, 30, 60, 38, 22, end="right", seed=6, windows=3, m=m)
        apse(doc, 164, 122, 18, 34, 16, m=m)
        gable_house(doc, 14, 124, 26, 40, 28, 16, end="right", seed=8, chimney=True)
        tower(doc, 92, 126, 36, 74, roof="crenel", rh=26, m=m, seed=9)
        doc.path(round_arch_d(85, 108, 14, 18), fill=WOOD, stroke=INK, stroke_width=1.0)
        tree(doc, 186, 128, 0.9, "cypress", 3)
        front_wall(doc, 8, 192, 140, 12, 128, m, crenel=False)
    elif key == "C":
        tower(doc, 58, 118, 20, 76, roof="pyramid", rh=24, m=m, seed=12)
        gable_house(doc, 60, 122, 34, 74, 40, 24, end="right", seed=13, windows=4, m=m, door=True, rose=True)
        arcade(doc, 14, 130, 62, 22, 4)
        doc.rect(12, 106, 66, 3.5, fill=ROOF, stroke=INK, stroke_width=1.0)
        tree(doc, 184, 128, 1.05, "round", 4)
        tree(doc, 172, 131, 0.85, "round", 5)
        front_wall(doc, 80, 192, 140, 11, 150, m, crenel=False)
        doc.rect(8, 132, 72, 8, fill=doc.lin([(0, STONE_L), (1, STONE_M)], gid="fwall"), stroke=INK,
                 stroke_width=1.2)
    elif key == "D":
        gable_house(doc, 16, 122, 24, 32, 26, 16, end="left", seed=15, chimney=True)
        gable_house(doc, 78, 124, 30, 66, 36, 22, end="left", seed=16, windows=3, m=m, door=True)
        apse(doc, 174, 124, 16, 30, 14, m=m)
        round_tower(doc, 68, 128, 28, 72, 30, m=m)
        tree(doc, 16, 132, 0.95, "cypress", 6)
        front_wall(doc, 22, 192, 140, 12, 130, m, crenel=True)
    elif key == "E":
        gable_house(doc, 10, 124, 22, 28, 24, 14, end="left", seed=17, chimney=True)
        gable_house(doc, 156, 124, 22, 22, 24, 14, end="right", seed=18)
        for cxx in (74, 130):
            tower(doc, cxx, 128, 22, 74, roof="spire", rh=32, m=m, seed=19 + cxx, pennant=(cxx == 74))
        # central gable facade
        doc.path("M84,128 L84,72 L102,52 L120,72 L120,128 Z", fill=wall_grad(doc, True), stroke=INK,
                 stroke_width=1.2)
        courses(doc, 84, 72, 36, 56, seed=23)
        rose_window(doc, 102, 80, 8, m)
        doc.path(lancet_d(95, 98, 14, 30), fill=WOOD, stroke=INK, stroke_width=1.0)
        doc.line(102, 104, 102, 128, stroke=WOOD_D, stroke_width=0.8)
        doc.path("M102,52 v-8 M99,46.5 h6", fill="none", stroke=INK, stroke_width=1.4, stroke_linecap="round")
        tree(doc, 186, 130, 0.9, "round", 7)
        front_wall(doc, 8, 192, 140, 12, 40, m, crenel=True)
    # path to the gate
    gate_x = {"A": 100, "B": 128, "C": 150, "D": 130, "E": 40}[key]
    doc.path("M%s,141 Q%s,148 %s,156 L%s,156 Q%s,148 %s,141 Z" % (
        num(gate_x - 6), num(gate_x - 8), num(gate_x - 12), num(gate_x + 12), num(gate_x + 8), num(gate_x + 6)),
        fill="#d8c08a", stroke=INK_SOFT, stroke_width=0.8)
    for (x, y) in [(30, 148), (60, 151), (160, 150), (180, 145), (88, 152)]:
        if abs(x - gate_x) > 16:
            doc.path("M%s,%s l2,-4 l1,4 l2,-3 l1,3" % (num(x), num(y)), fill="none", stroke=GRASS_D,
                     stroke_width=0.9, stroke_linecap="round")


# ---------------------------------------------------------------------------
# Buildings on the monastery spaces (64 x 64)
# ---------------------------------------------------------------------------

def sign(doc, cx, cy, r, icon, bracket_from):
    bx, by = bracket_from
    doc.line(bx, by, cx + r * 0.2, by, stroke=INK, stroke_width=2.6, stroke_linecap="round")
    doc.line(bx, by, cx + r * 0.2, by, stroke=IRON, stroke_width=1.3, stroke_linecap="round")
    for dx in (-r * 0.45, r * 0.45):
        doc.line(cx + dx, by, cx + dx, cy - r * 0.85, stroke=INK, stroke_width=0.9)
    doc.circle(cx, cy + 0.8, r, fill="#000000", fill_opacity=0.25)
    doc.circle(cx, cy, r, fill=doc.rad([(0, PARCH_L), (1, PARCH_M)], cx="45%", cy="40%", r="60%", gid="signbg"),
               stroke=INK, stroke_width=1.3)
    doc.circle(cx, cy, r - 1.6, fill="none", stroke=GOLD_D, stroke_width=0.8)
    pc.place(doc, icon, cx, cy, (r * 1.55) / 64.0)


def building_secular(doc):
    doc.ellipse(30, 58, 26, 3.5, fill="#000000", fill_opacity=0.2)
    # side wall and roof going back
    doc.poly([(40, 30), (52, 25), (52, 51), (40, 57)], fill=doc.lin([(0, "#e0cfa8"), (1, "#c4b089")], gid="plast2"),
             stroke=INK, stroke_width=1.2, stroke_linejoin="round")
    doc.poly([(23, 7), (35, 2), (55, 26), (42, 31)], fill=roof_grad(doc, False), stroke=INK, stroke_width=1.2,
             stroke_linejoin="round")
    for t in (0.3, 0.55, 0.8):
        doc.line(23 + 19 * t, 7 + 24 * t, 35 + 20 * t, 2 + 24 * t, stroke=ROOF_D, stroke_width=0.7)
    # chimney + smoke
    doc.rect(40, 7, 5, 9, fill=STONE, stroke=INK, stroke_width=1)
    doc.rect(39.3, 6, 6.4, 2.2, fill=STONE_M, stroke=INK, stroke_width=0.8)
    doc.path("M42.5,5 q-3,-1.5 -1,-3 q2,-1.5 4,-1.5", fill="none", stroke="#ffffff", stroke_width=2.2,
             stroke_opacity=0.75, stroke_linecap="round")
    # gable front: half timbered
    front = "M6,57 L6,30 L23,8 L40,30 L40,57 Z"
    doc.path(front, fill=doc.lin([(0, "#fbf1d8"), (1, "#e6d3a8")], gid="plaster"))
    beams = ["M6,30 L40,30", "M6,43 L40,43", "M6,30 L17,43", "M40,30 L29,43", "M14,19.8 L32,19.8", "M23,8 L23,30",
             "M6,43 L14,57", "M40,43 L32,57"]
    for b in beams:
        doc.path(b, fill="none", stroke=WOOD_D, stroke_width=2.2, stroke_linecap="square")
    doc.path(front, fill="none", stroke=INK, stroke_width=1.4, stroke_linejoin="round")
    doc.path("M3.5,32 L23,6.5 L42.5,32", fill="none", stroke=INK, stroke_width=4.2, stroke_linecap="round",
             stroke_linejoin="round")
    doc.path("M3.5,32 L23,6.5 L42.5,32", fill="none", stroke=ROOF, stroke_width=2.4, stroke_linecap="round",
             stroke_linejoin="round")
    # door and window
    doc.path(round_arch_d(18, 44, 10, 13), fill=WOOD, stroke=INK, stroke_width=1)
    doc.circle(25.5, 51, 0.7, fill=GOLD)
    doc.rect(10, 32, 7, 7, fill="#f4d27a", stroke=INK, stroke_width=0.9)
    doc.path("M13.5,32 v7 M10,35.5 h7", stroke=WOOD_D, stroke_width=0.7)
    sign(doc, 49, 45, 12.5, pc.icon_soup, (38, 31))


def building_workshop(doc):
    doc.ellipse(30, 58, 27, 3.5, fill="#000000", fill_opacity=0.2)
    # side wall (right) receding
    doc.poly([(40, 24), (52, 19), (52, 51), (40, 57)], fill=wall_grad(doc, False), stroke=INK, stroke_width=1.2,
             stroke_linejoin="round")
    # chimney
    doc.rect(44, 6, 6, 15, fill=STONE, stroke=INK, stroke_width=1)
    doc.rect(43, 4.5, 8, 3, fill=STONE_M, stroke=INK, stroke_width=0.9)
    doc.path("M47,3.5 q-3,-1 -5,-1.5 q-2,-0.5 -4,0.5", fill="none", stroke="#8a8580", stroke_width=2.2,
             stroke_opacity=0.6, stroke_linecap="round")
    # front wall
    doc.rect(5, 24, 35, 33, fill=wall_grad(doc, True), stroke=INK, stroke_width=1.3)
    courses(doc, 5, 24, 35, 33, step=5, seed=31)
    # lean-to roof
    doc.poly([(2, 25.5), (12, 10), (54, 5), (54, 19.5), (41, 25.5)], fill=roof_grad(doc, True), stroke=INK,
             stroke_width=1.3, stroke_linejoin="round")
    for t in (0.33, 0.66):
        doc.line(2 + 10 * t, 25.5 - 15.5 * t, 41 + 13 * t, 25.5 - 6 * t, stroke=ROOF_D, stroke_width=0.7)
    # wide workshop door (open, glowing forge)
    doc.path(round_arch_d(9, 34, 17, 23), fill="#2e1f14", stroke=INK, stroke_width=1.1)
    doc.ellipse(17.5, 53, 6, 3.5, fill=doc.rad([(0, "#ffd27a"), (0.5, "#e0662c", 0.8), (1, "#e0662c", 0)],
                                               gid="forge"))
    doc.path("M9,57 L9,42.5 L5,45 L5,57 Z", fill=WOOD, stroke=INK, stroke_width=0.9)
    # anvil in front
    doc.path("M27,53.5 h10 q-3,-1.5 -3,-4 h4 v-2 h-14 q0,2 3,2 h3 q0,2.5 -3,4 Z", fill=IRON, stroke=INK,
             stroke_width=0.9, stroke_linejoin="round")
    doc.rect(29, 53.5, 7, 3.5, fill=WOOD, stroke=INK, stroke_width=0.8)
    sign(doc, 49, 44, 12.5, pc.icon_tool, (38, 29))


def building_common_room(doc):
    doc.ellipse(30, 58.5, 28, 3.5, fill="#000000", fill_opacity=0.2)
    doc.poly([(46, 28), (56, 23), (56, 51), (46, 57)], fill=wall_grad(doc, False), stroke=INK, stroke_width=1.2,
             stroke_linejoin="round")
    doc.rect(3, 28, 43, 29, fill=wall_grad(doc, True), stroke=INK, stroke_width=1.3)
    courses(doc, 3, 28, 43, 29, step=5, seed=41)
    # roof: long side facing us
    doc.poly([(0.5, 29.5), (10, 9), (58, 6), (56.5, 24), (47.5, 29.5)], fill=roof_grad(doc, True), stroke=INK,
             stroke_width=1.3, stroke_linejoin="round")
    for t in (0.25, 0.5, 0.75):
        doc.line(0.5 + 9.5 * t, 29.5 - 20.5 * t, 47.5 + 10.5 * t, 29.5 - 23.5 * t, stroke=ROOF_D, stroke_width=0.7)
    doc.line(10, 9, 58, 6, stroke=ROOF_L, stroke_width=1.2)
    # bell-cote / cross
    doc.path("M30,8 v-6 M27.5,4 h5", fill="none", stroke=INK, stroke_width=1.5, stroke_linecap="round")
    # three round-arched windows with warm light
    warm = doc.lin([(0, "#fff0b8"), (1, "#e8b04a")], gid="warm")
    for x in (6.5, 17):
        round_window(doc, x, 33, 6, 11, warm)
    doc.path(round_arch_d(27, 40, 10, 17), fill=WOOD, stroke=INK, stroke_width=1)
    doc.line(32, 45, 32, 57, stroke=WOOD_D, stroke_width=0.7)
    sign(doc, 50, 44, 12.5, pc.icon_book, (44, 31))


def chapel(doc):
    doc.group(transform="translate(0 3.5) scale(0.95) translate(1.6 0)")
    _chapel(doc)
    doc.end()


def _chapel(doc):
    mcols = [MONASTERIES[k] for k in "ABCDE"]
    doc.ellipse(32, 58.5, 26, 3.5, fill="#000000", fill_opacity=0.2)
    # nave receding to the right
    doc.poly([(44, 30), (58, 24), (58, 51), (44, 57)], fill=wall_grad(doc, False), stroke=INK, stroke_width=1.2,
             stroke_linejoin="round")
    doc.poly([(31, 10), (46, 4), (60, 25), (44, 31)], fill=roof_grad(doc, False), stroke=INK, stroke_width=1.2,
             stroke_linejoin="round")
    for t in (0.33, 0.66):
        doc.line(31 + 13 * t, 10 + 21 * t, 46 + 14 * t, 4 + 21 * t, stroke=ROOF_D, stroke_width=0.7)
    lancet(doc, 49, 33, 4.5, 12, glass_grad(doc, mcols[0]), sw=0.8, mullion=False)
    # front gable
    front = "M18,57 L18,30 L31,12 L44,30 L44,57 Z"
    doc.path(front, fill=wall_grad(doc, True))
    courses(doc, 18, 14, 26, 43, step=5, seed=51)
    doc.path(front, fill="none", stroke=INK, stroke_width=1.3, stroke_linejoin="round")
    doc.path("M15.5,32 L31,10.5 L46.5,32", fill="none", stroke=INK, stroke_width=4.2, stroke_linecap="round",
             stroke_linejoin="round")
    doc.path("M15.5,32 L31,10.5 L46.5,32", fill="none", stroke=ROOF, stroke_width=2.4, stroke_linecap="round",
             stroke_linejoin="round")
    # bell-cote
    doc.rect(26.5, 1, 9, 11, fill=STONE_L, stroke=INK, stroke_width=1)
    doc.path(round_arch_d(28.5, 3.5, 5, 7), fill="#3a2a1e")
    doc.path("M29.3,9.5 Q29.3,5.5 31,5.5 Q32.7,5.5 32.7,9.5 Z", fill=GOLD, stroke=INK, stroke_width=0.6)
    doc.poly([(25.5, 1.5), (31, -3), (36.5, 1.5)], fill=ROOF, stroke=INK, stroke_width=1)
    # rose window with all five colours
    cx, cy, r = 31, 31, 6.2
    doc.circle(cx, cy, r + 1.5, fill=STONE_M, stroke=INK, stroke_width=1)
    for i, mm in enumerate(mcols):
        a0 = math.radians(-90 + i * 72)
        a1 = math.radians(-90 + (i + 1) * 72)
        doc.path("M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s Z" % (
            num(cx), num(cy), num(cx + r * math.cos(a0)), num(cy + r * math.sin(a0)), num(r), num(r),
            num(cx + r * math.cos(a1)), num(cy + r * math.sin(a1))), fill=mm["base"], stroke=LEAD, stroke_width=0.6)
    doc.circle(cx, cy, 2, fill=GOLD_L, stroke=LEAD, stroke_width=0.6)
    doc.path(lancet_d(25.5, 41, 11, 16), fill=doc.lin([(0, WOOD_L), (1, WOOD_D)], gid="chdoor"), stroke=INK,
             stroke_width=1)
    doc.line(31, 45, 31, 57, stroke=WOOD_D, stroke_width=0.7)
    for (x, y) in [(10, 55), (53, 57)]:
        doc.path("M%s,%s l1.5,-4 l1,4 l1.5,-3 l1,3" % (num(x), num(y)), fill="none", stroke=GRASS_D,
                 stroke_width=1, stroke_linecap="round")


def cloister_space(doc):
    doc.rect(3.5, 5, 58, 57, rx=5, fill="#000000", fill_opacity=0.22)
    doc.rect(2.5, 2.5, 58, 58, rx=5, fill=doc.lin([(0, STONE_L), (1, STONE)], x2="100%", y2="100%", gid="cltile"),
             stroke=INK, stroke_width=1.4)
    courses(doc, 2.5, 14, 58, 46.5, step=6, seed=61, op=0.4)
    # lean-to roof of the walk
    doc.path("M2.5,16 L2.5,7.5 Q2.5,2.5 7.5,2.5 L55.5,2.5 Q60.5,2.5 60.5,7.5 L60.5,16 Z",
             fill=roof_grad(doc, True), stroke=INK, stroke_width=1.3)
    for y in (6.5, 10.5):
        doc.line(3.5, y, 59.5, y, stroke=ROOF_D, stroke_width=0.7)
    # arcade: two arches with a column between
    for x in (8, 34):
        doc.path(round_arch_d(x, 22, 21, 33), fill="#6b5a44", stroke=INK, stroke_width=1.1)
        doc.path(round_arch_d(x + 1.5, 26, 18, 29), fill=doc.lin([(0, "#cfe0a0"), (1, GRASS)], gid="garth"))
        doc.rect(x + 1.5, 48, 18, 7, fill=GRASS_D, fill_opacity=0.5)
    # garden: a well and a bush seen through the arches
    doc.rect(40.5, 43, 8, 7, fill=STONE, stroke=INK, stroke_width=0.8)
    doc.path("M40,43 L44.5,38.5 L49,43", fill="none", stroke=WOOD, stroke_width=1.1)
    doc.circle(17, 45, 5, fill=TREE, stroke=INK, stroke_width=0.8)
    doc.circle(14, 47.5, 3.4, fill=GRASS_L, stroke=INK, stroke_width=0.7)
    # columns and capitals
    for x in (7, 31.5, 56):
        doc.rect(x - 1.5, 27, 3, 28, fill=STONE_L, stroke=INK, stroke_width=0.8)
        doc.rect(x - 3, 24.5, 6, 3, fill=STONE_M, stroke=INK, stroke_width=0.8)
        doc.rect(x - 3, 54, 6, 2.5, fill=STONE_M, stroke=INK, stroke_width=0.8)
    doc.rect(2.5, 56.5, 58, 4, fill=STONE_M, stroke=INK, stroke_width=1)


def road_space(doc):
    rnd = random.Random(7)
    doc.circle(32, 33.5, 29.5, fill="#000000", fill_opacity=0.22)
    doc.circle(32, 32, 29.5, fill=doc.rad([(0, "#b5a78a"), (1, "#85765c")], gid="roadbed"), stroke=INK,
               stroke_width=1.4)
    stones = []
    # ring of edge stones, an inner ring and a centre stone
    for i in range(12):
        a = math.radians(i * 30 + 8)
        stones.append((32 + 22.5 * math.cos(a), 32 + 22.5 * math.sin(a), 5.6))
    for i in range(6):
        a = math.radians(i * 60 + 30)
        stones.append((32 + 11.5 * math.cos(a), 32 + 11.5 * math.sin(a), 5.6))
    stones.append((32, 32, 5.4))
    cols = ["#d9cdb3", "#cbbd9f", "#e3d8c0", "#bfb092", "#d3c5a6"]
    for (x, y, r) in stones:
        n = 7
        pts = []
        for k in range(n):
            a = math.radians(k * 360.0 / n + rnd.uniform(0, 30))
            rr = r * rnd.uniform(0.85, 1.08)
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        c = rnd.choice(cols)
        doc.poly(pts, fill=c, stroke=INK_SOFT, stroke_width=0.9, stroke_linejoin="round")
        doc.ellipse(x - r * 0.25, y - r * 0.3, r * 0.45, r * 0.28, fill="#ffffff", fill_opacity=0.35)
    doc.circle(32, 32, 29.5, fill="none", stroke=INK, stroke_width=1.4)
    doc.circle(32, 32, 27.8, fill="none", stroke="#ffffff", stroke_width=0.8, stroke_opacity=0.3)
