"""Large pieces: cards, boards, panels, window frame, board background, title art."""
import math
import random

from palette import *  # noqa: F401,F403
from svgkit import Doc, circle_points, mix, lancet_d, round_arch_d, num, star_points, smooth_path
import pieces as pc
import buildings as bd


def quatrefoil(doc, cx, cy, r, fill, stroke=INK, sw=0.8):
    for (x, y) in circle_points(cx, cy, r * 0.55, 4, rot=0):
        doc.circle(x, y, r * 0.5, fill=fill, stroke=stroke, stroke_width=sw)
    doc.circle(cx, cy, r * 0.35, fill=fill)
    doc.circle(cx, cy, r * 0.22, fill=GOLD, stroke=stroke, stroke_width=sw * 0.7)


def parchment_texture(doc, x, y, w, h, n, seed, col=PARCH_D, op=0.25, maxlen=14):
    rnd = random.Random(seed)
    for _ in range(n):
        px, py = rnd.uniform(x + 4, x + w - 4), rnd.uniform(y + 4, y + h - 4)
        ln = rnd.uniform(3, maxlen)
        a = rnd.uniform(-0.4, 0.4)
        doc.line(px, py, px + ln * math.cos(a), py + ln * math.sin(a), stroke=col,
                 stroke_width=rnd.uniform(0.4, 1.0), stroke_opacity=op * rnd.uniform(0.4, 1.0), stroke_linecap="round")


def blotches(doc, x, y, w, h, n, seed, col=PARCH_D, op=0.18, rmin=20, rmax=60):
    rnd = random.Random(seed)
    g = doc.rad([(0, col, op), (1, col, 0)], gid="blotch")
    for _ in range(n):
        r = rnd.uniform(rmin, rmax)
        doc.ellipse(rnd.uniform(x + r, x + w - r), rnd.uniform(y + r * 0.6, y + h - r * 0.6), r, r * rnd.uniform(0.5, 0.9),
                    fill=g)


def mission_card(doc):
    w, h = 120, 170
    doc.rect(2.5, 3.5, w - 4, h - 4, rx=9, fill="#000000", fill_opacity=0.25)
    doc.rect(1.5, 1.5, w - 4, h - 4, rx=9, fill=doc.rad([(0, PARCH_L), (0.7, PARCH), (1, PARCH_M)], cx="45%",
                                                        cy="40%", r="70%", gid="card"), stroke=INK, stroke_width=1.6)
    parchment_texture(doc, 4, 4, w - 10, h - 10, 60, 3, op=0.3, maxlen=10)
    doc.rect(6.5, 6.5, w - 14, h - 14, rx=5, fill="none", stroke=WOOD_D, stroke_width=1.6)
    doc.rect(9.5, 9.5, w - 20, h - 20, rx=3, fill="none", stroke=GOLD_D, stroke_width=0.8)
    # header band
    doc.path("M12,13 L104,13 L104,33 L58,37 L12,33 Z", fill=doc.lin([(0, "#8c2f22"), (1, "#5a1a12")], gid="hdr"),
             stroke=INK, stroke_width=1.1, stroke_linejoin="round")
    doc.path("M14,15.5 L102,15.5", stroke=GOLD, stroke_width=0.7)
    # footer ornament
    doc.line(22, 150, 94, 150, stroke=GOLD_D, stroke_width=0.9)
    doc.poly([(58, 146), (62, 150), (58, 154), (54, 150)], fill=GOLD, stroke=INK, stroke_width=0.7)
    for (x, y) in [(10, 10), (106, 10), (10, 156), (106, 156)]:
        quatrefoil(doc, x, y, 6, "#b8302c", sw=0.7)


def wood_texture(doc, x, y, w, h, seed, vertical=False):
    rnd = random.Random(seed)
    n = int((w if vertical else h) / 5)
    for i in range(n):
        if vertical:
            xx = x + (i + 0.5) * w / n
            pts = [(xx + rnd.uniform(-1.5, 1.5), y + h * t / 6.0) for t in range(7)]
        else:
            yy = y + (i + 0.5) * h / n
            pts = [(x + w * t / 6.0, yy + rnd.uniform(-1.5, 1.5)) for t in range(7)]
        doc.path(smooth_path(pts), fill="none", stroke=WOOD_D, stroke_width=rnd.uniform(0.5, 1.2),
                 stroke_opacity=rnd.uniform(0.2, 0.45))


def player_board(doc):
    w, h = 400, 300
    doc.rect(3, 5, w - 4, h - 6, rx=12, fill="#000000", fill_opacity=0.3)
    doc.rect(1.5, 1.5, w - 4, h - 5, rx=12, fill=doc.lin([(0, "#a8713f"), (0.5, WOOD), (1, "#6f4420")], x2="30%",
                                                         y2="100%", gid="boardwood"), stroke=INK, stroke_width=2)
    wood_texture(doc, 4, 4, w - 10, h - 10, 5)
    # inner parchment
    doc.rect(15, 15, w - 32, h - 32, rx=5, fill=WOOD_D, stroke=INK, stroke_width=1.2)
    doc.rect(18, 18, w - 38, h - 38, rx=4, fill=doc.rad([(0, PARCH_L), (0.75, PARCH), (1, PARCH_M)], cx="45%",
                                                         cy="40%", r="70%", gid="bp"))
    parchment_texture(doc, 18, 18, w - 38, h - 38, 160, 9, op=0.3)
    blotches(doc, 18, 18, w - 38, h - 38, 6, 4, rmin=25, rmax=55, op=0.14)
    doc.rect(24, 24, w - 50, h - 50, rx=3, fill="none", stroke=INK_SOFT, stroke_width=0.9, stroke_opacity=0.6)
    # brass corner plates
    brass = doc.lin([(0, GOLD_L), (0.5, GOLD), (1, GOLD_D)], x2="100%", y2="100%", gid="brass")
    for (x, y, sx, sy) in [(3, 3, 1, 1), (w - 5, 3, -1, 1), (3, h - 6, 1, -1), (w - 5, h - 6, -1, -1)]:
        doc.path("M%s,%s h%s q%s,0 %s,%s l%s,%s q0,%s %s,%s Z" % (
            num(x), num(y), num(sx * 30), num(sx * 2), num(sx * 2), num(sy * 4), num(-sx * 24), num(sy * 24),
            num(sy * 2), num(-sx * 4), num(sy * 2)), fill=brass, stroke=INK, stroke_width=1.1)
        for (dx, dy) in [(7, 7), (20, 6), (6, 20)]:
            doc.circle(x + sx * dx, y + sy * dy, 1.6, fill=GOLD_D, stroke=INK, stroke_width=0.6)


def panel(doc):
    w, h = 400, 300
    rnd = random.Random(12)
    # slightly irregular (deckled) outline
    pts = []
    for i in range(41):
        pts.append((6 + (w - 12) * i / 40.0, 6 + rnd.uniform(-1.6, 1.6)))
    for i in range(1, 31):
        pts.append((w - 6 + rnd.uniform(-1.6, 1.6), 6 + (h - 12) * i / 30.0))
    for i in range(1, 41):
        pts.append((w - 6 - (w - 12) * i / 40.0, h - 6 + rnd.uniform(-1.6, 1.6)))
    for i in range(1, 30):
        pts.append((6 + rnd.uniform(-1.6, 1.6), h - 6 - (h - 12) * i / 30.0))
    doc.poly([(x + 2, y + 3) for x, y in pts], fill="#000000", fill_opacity=0.28)
    doc.poly(pts, fill=doc.rad([(0, PARCH_L), (0.7, PARCH), (1, PARCH_M)], cx="45%", cy="40%", r="72%", gid="pan"),
             stroke=INK_SOFT, stroke_width=1.4, stroke_linejoin="round")
    parchment_texture(doc, 6, 6, w - 12, h - 12, 200, 13, op=0.3)
    blotches(doc, 6, 6, w - 12, h - 12, 7, 14, op=0.15, rmin=25, rmax=60)
    doc.rect(16, 16, w - 32, h - 32, rx=3, fill="none", stroke=WOOD_D, stroke_width=1.8)
    doc.rect(20, 20, w - 40, h - 40, rx=2, fill="none", stroke=GOLD_D, stroke_width=0.8)
    for (x, y) in [(18, 18), (w - 18, 18), (18, h - 18), (w - 18, h - 18)]:
        quatrefoil(doc, x, y, 9, "#2f62ad", sw=0.9)
    for (x, y) in [(w / 2.0, 18), (w / 2.0, h - 18)]:
        doc.poly([(x - 8, y), (x, y - 4), (x + 8, y), (x, y + 4)], fill=GOLD, stroke=INK, stroke_width=0.8)


def window_frame(doc):
    """Gothic window for a 3 x 3 grid; cells are 52 x 52 at x = 16, 74, 132 and y = 60, 118, 176."""
    stone = doc.lin([(0, STONE_L), (0.5, STONE), (1, STONE_M)], x2="100%", y2="100%", gid="wf")
    outer = "M4,238 L4,64 Q4,10 100,2 Q196,10 196,64 L196,238 Z"
    doc.path("M6,240 L6,66 Q6,12 102,4 Q198,12 198,66 L198,240 Z", fill="#000000", fill_opacity=0.25)
    doc.path(outer, fill=stone, stroke=INK, stroke_width=2)
    bd.courses(doc, 4, 64, 192, 166, step=9, seed=71, op=0.3)
    # recess (dark lead backing where tiles go)
    inner = "M12,232 L12,66 Q14,22 100,12 Q186,22 188,66 L188,232 Z"
    doc.path(inner, fill="#3b3431", stroke=INK, stroke_width=1.4)
    # tracery in the arch: a rose with the five colours
    cx, cy, r = 100, 36, 17
    doc.circle(cx, cy, r + 3, fill=STONE, stroke=INK, stroke_width=1.2)
    for i, k in enumerate("ABCDE"):
        m = MONASTERIES[k]
        a0 = math.radians(-90 + i * 72)
        a1 = math.radians(-90 + (i + 1) * 72)
        doc.path("M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s Z" % (
            num(cx), num(cy), num(cx + r * math.cos(a0)), num(cy + r * math.sin(a0)), num(r), num(r),
            num(cx + r * math.cos(a1)), num(cy + r * math.sin(a1))), fill=m["base"], stroke=LEAD, stroke_width=1.2)
    doc.circle(cx, cy, r, fill=doc.rad([(0, "#ffffff", 0.45), (1, "#ffffff", 0)], cx="40%", cy="35%", r="70%",
                                       gid="rosegl"), stroke=INK, stroke_width=1)
    doc.circle(cx, cy, 5, fill=GOLD_L, stroke=LEAD, stroke_width=1.2)
    for side in (-1, 1):
        sx = cx + side * 48
        doc.path(lancet_d(sx - 9, 28, 18, 26), fill=STONE, stroke=INK, stroke_width=1.1)
        doc.path(lancet_d(sx - 5.5, 32, 11, 22), fill=MONASTERIES["A" if side < 0 else "E"]["base"], stroke=LEAD,
                 stroke_width=1)
        doc.path(lancet_d(sx - 5.5, 32, 11, 22), fill=doc.rad([(0, "#ffffff", 0.4), (1, "#ffffff", 0)], gid="lg2"))
    # mullions and transoms (stone bars between the cells)
    for x in (12, 68, 126, 184):
        doc.rect(x, 56, 4 if x in (12, 184) else 6, 176, fill=stone, stroke=INK, stroke_width=0.9)
    for y in (54, 112, 170, 228):
        doc.rect(12, y, 176, 6 if y != 228 else 4, fill=stone, stroke=INK, stroke_width=0.9)
    # cell hints: faint tile outlines
    for x in (16, 74, 132):
        for y in (60, 118, 176):
            doc.rect(x + 2, y + 2, 48, 48, rx=3, fill="none", stroke="#6e6460", stroke_width=1, stroke_dasharray="3 3")
    # sill
    doc.rect(0, 230, 200, 10, rx=2, fill=stone, stroke=INK, stroke_width=1.5)
    doc.line(2, 232.5, 198, 232.5, stroke="#ffffff", stroke_opacity=0.5, stroke_width=1)
    doc.path(outer, fill="none", stroke=INK, stroke_width=2)


# ---------------------------------------------------------------------------
# Landscapes
# ---------------------------------------------------------------------------

def hill(doc, y_base, amp, n, seed, fill, width=1600, bottom=900, op=1.0, stroke=None, sw=1.0, wl=1.0, shade=None):
    rnd = random.Random(seed)
    pts = []
    for i in range(n + 1):
        x = -40 + (width + 80) * i / float(n)
        y = y_base - amp * (0.5 + 0.5 * math.sin(i * 1.3 * wl + seed)) - rnd.uniform(0, amp * 0.35)
        pts.append((x, y))
    d = smooth_path(pts) + " L%s,%s L-40,%s Z" % (num(width + 40), num(bottom), num(bottom))
    if shade:
        top = min(p[1] for p in pts)
        t = max(0.05, min(0.9, (shade - top) / float(bottom - top)))
        fill = doc.lin([(0, mix(fill, "#ffffff", 0.18)), (t * 0.5, fill), (t, mix(fill, "#4a5a2a", 0.12)),
                        (1, mix(fill, "#4a5a2a", 0.12))], gid="hill%d" % seed)
    doc.path(d, fill=fill, fill_opacity=op, stroke=stroke, stroke_width=sw if stroke else None,
             stroke_opacity=0.5 if stroke else None)
    return pts


def river_path(doc, centre, w0, w1, fill, edge, op=1.0, sw=2.0):
    left, right = [], []
    n = len(centre)
    for i, (x, y) in enumerate(centre):
        t = i / float(n - 1)
        w = w0 + (w1 - w0) * t
        if i < n - 1:
            dx, dy = centre[i + 1][0] - x, centre[i + 1][1] - y
        else:
            dx, dy = x - centre[i - 1][0], y - centre[i - 1][1]
        ln = math.hypot(dx, dy) or 1
        nx, ny = -dy / ln, dx / ln
        left.append((x + nx * w / 2, y + ny * w / 2))
        right.append((x - nx * w / 2, y - ny * w / 2))
    d = smooth_path(left) + " L" + smooth_path(list(reversed(right)))[1:] + " Z"
    doc.path(d, fill=fill, fill_opacity=op, stroke=edge, stroke_width=sw, stroke_opacity=0.7)
    return left, right


def landscape_tree(doc, x, y, s, rnd, op=1.0, muted=False, kind=None):
    greens = [TREE, "#6f9a46", "#54803a"] if not muted else ["#a3b57c", "#98ab70", "#b0c089"]
    dark = TREE_D if not muted else "#7d9160"
    ink = INK if not muted else "#8a7a5a"
    cypress = rnd.random() < 0.35
    if kind is not None:
        cypress = kind == "cypress"
    if cypress:
        doc.path("M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z" % (
            num(x), num(y - 30 * s), num(x + 8 * s), num(y - 12 * s), num(x + 0.5 * s), num(y),
            num(x - 8 * s), num(y - 12 * s), num(x), num(y - 30 * s)),
            fill=dark, fill_opacity=op, stroke=ink, stroke_width=0.8 * s, stroke_opacity=0.6 * op)
    else:
        doc.line(x, y, x, y - 8 * s, stroke=WOOD if not muted else "#a08a66", stroke_width=2.2 * s,
                 stroke_opacity=op)
        c = rnd.choice(greens)
        for (dx, dy, r) in [(-5, -12, 6.5), (5, -12.5, 6.5), (0, -18, 7.5)]:
            doc.circle(x + dx * s, y + dy * s, r * s, fill=c, fill_opacity=op, stroke=ink, stroke_width=0.8 * s,
                       stroke_opacity=0.6 * op)
        doc.circle(x - 2 * s, y - 20 * s, 3 * s, fill="#ffffff", fill_opacity=0.15 * op)


def field(doc, corners, col, op, rows, line_col, seed):
    """An irregular field with furrows running between its first and last edges."""
    doc.poly(corners, fill=col, fill_opacity=op, stroke=line_col, stroke_width=1.2, stroke_opacity=0.5,
             stroke_linejoin="round")
    (a, b, c, d) = corners
    for i in range(1, rows):
        t = i / float(rows)
        p = (a[0] + (d[0] - a[0]) * t, a[1] + (d[1] - a[1]) * t)
        q = (b[0] + (c[0] - b[0]) * t, b[1] + (c[1] - b[1]) * t)
        doc.line(p[0] + (q[0] - p[0]) * 0.03, p[1] + (q[1] - p[1]) * 0.03, q[0] - (q[0] - p[0]) * 0.03,
                 q[1] - (q[1] - p[1]) * 0.03, stroke=line_col, stroke_width=1, stroke_opacity=0.35)


def compass_rose(doc, cx, cy, r, col, op):
    doc.circle(cx, cy, r * 0.78, fill="none", stroke=col, stroke_width=1.4, stroke_opacity=op)
    doc.circle(cx, cy, r * 0.7, fill="none", stroke=col, stroke_width=0.8, stroke_opacity=op)
    doc.poly(star_points(cx, cy, r * 0.6, r * 0.12, 8, rot=-67.5), fill=col, fill_opacity=op * 0.35, stroke=col,
             stroke_width=1, stroke_opacity=op)
    doc.poly(star_points(cx, cy, r, r * 0.16, 4), fill=col, fill_opacity=op * 0.6, stroke=col, stroke_width=1.2,
             stroke_opacity=op)
    doc.circle(cx, cy, r * 0.08, fill=PARCH_L, stroke=col, stroke_width=1, stroke_opacity=op)


def cloud(doc, x, y, s, fill, op, ink=None):
    parts = [(-40, 0, 26), (-12, -14, 30), (20, -8, 26), (44, 4, 18), (6, 6, 24)]
    for (dx, dy, r) in parts:
        doc.ellipse(x + dx * s, y + dy * s, r * s * 1.3, r * s * 0.8, fill=fill, fill_opacity=op,
                    stroke=ink, stroke_width=1.2 if ink else None, stroke_opacity=0.35 if ink else None)


def board_background(doc):
    W, H = 1600, 900
    rnd = random.Random(2024)
    doc.rect(0, 0, W, H, fill=doc.lin([(0, "#f3e6c3"), (1, "#ead8ab")], gid="bgp"))
    blotches(doc, 0, 0, W, H, 26, 5, op=0.16, rmin=60, rmax=180)
    # sky details in faded ink: clouds, birds, compass rose
    for (x, y, sc) in [(330, 95, 1.2), (900, 70, 0.9), (1420, 120, 1.0)]:
        cloud(doc, x, y, sc, PARCH_L, 0.55, ink="#b59a68")
    for (x, y) in [(560, 90), (590, 110), (1120, 60), (1150, 75)]:
        doc.path("M%s,%s q6,-6 12,0 q6,-6 12,0" % (num(x), num(y)), fill="none", stroke="#8a7450",
                 stroke_width=1.6, stroke_opacity=0.5, stroke_linecap="round")
    compass_rose(doc, 110, 110, 62, "#8a6a3a", 0.55)
    # far hills
    hill(doc, 250, 70, 9, 1, "#c6c9a0", op=0.75, stroke="#9aa078", sw=1.5, shade=330)
    # the river rises in the far hills
    centre = [(1235, 205), (1205, 240), (1230, 285), (1120, 330), (980, 375), (900, 460), (760, 540), (600, 585),
              (520, 680), (360, 760), (250, 930)]
    hill(doc, 330, 60, 11, 2, "#bcc592", op=0.7, stroke="#8e9a68", sw=1.5, wl=0.8, shade=460)
    hill(doc, 470, 70, 8, 3, "#c3cb95", op=0.65, stroke="#8e9a68", sw=1.5, wl=1.1, shade=630)
    hill(doc, 640, 60, 10, 4, "#cbd19d", op=0.55, stroke="#8e9a68", sw=1.5, wl=0.9, shade=900)
    # fields (patchwork) on the lower hills
    fields = [
        ([(120, 690), (330, 670), (345, 750), (130, 780)], "#d9d39a", 9),
        ([(370, 770), (520, 760), (500, 840), (360, 845)], "#cfd49e", 7),
        ([(1180, 700), (1410, 725), (1395, 810), (1170, 790)], "#dcd49c", 9),
        ([(1330, 590), (1520, 575), (1525, 640), (1340, 660)], "#cdd49a", 6),
        ([(980, 790), (1160, 800), (1150, 860), (975, 855)], "#d6cf96", 6),
        ([(200, 540), (360, 530), (370, 595), (205, 600)], "#d3d6a2", 6),
        ([(1000, 650), (1140, 630), (1150, 700), (1010, 720)], "#d0d59f", 7),
    ]
    for k, (corners, col, rows) in enumerate(fields):
        field(doc, corners, col, 0.6, rows, "#a59c6a", k)
    river_path(doc, centre, 6, 84, "#bcd3cd", "#8eaaa6", op=0.8, sw=2.5)
    for (x, y) in centre[2:-1]:
        for k in range(2):
            xx, yy = x + rnd.uniform(-14, 14), y + rnd.uniform(-8, 8)
            doc.path("M%s,%s q6,-3 12,0 q6,3 12,0" % (num(xx - 12), num(yy)), fill="none", stroke="#ffffff",
                     stroke_width=1.6, stroke_opacity=0.55, stroke_linecap="round")
    # hatching on hills
    for _ in range(320):
        x, y = rnd.uniform(20, W - 20), rnd.uniform(240, H - 20)
        doc.line(x, y, x + 6, y - 9, stroke="#8e9a68", stroke_width=1, stroke_opacity=0.22, stroke_linecap="round")
    # trees in clusters
    clusters = [(90, 420, 8), (420, 380, 6), (700, 300, 5), (1450, 420, 8), (1500, 780, 6), (80, 820, 7),
                (640, 840, 5), (1050, 560, 5), (1350, 250, 5), (300, 250, 4), (820, 700, 4), (560, 450, 3),
                (1250, 480, 4), (880, 250, 3)]
    trees = []
    for (cx, cy, n) in clusters:
        for _ in range(n):
            trees.append((cx + rnd.uniform(-60, 60), cy + rnd.uniform(-30, 30), rnd.uniform(0.9, 1.5)))
    trees.sort(key=lambda t: t[1])
    for (x, y, s) in trees:
        landscape_tree(doc, x, y, s, rnd, op=0.75, muted=True)
    # parchment fibres
    parchment_texture(doc, 0, 0, W, H, 900, 77, op=0.22, maxlen=22)
    # vignette
    doc.rect(0, 0, W, H, fill=doc.rad([(0, "#7a5a2a", 0), (0.7, "#7a5a2a", 0.05), (1, "#5a3a14", 0.35)], r="75%",
                                      gid="vig"))
    # frame
    doc.rect(8, 8, W - 16, H - 16, fill="none", stroke=WOOD_D, stroke_width=5, stroke_opacity=0.8)
    doc.rect(17, 17, W - 34, H - 34, fill="none", stroke=GOLD_D, stroke_width=1.5, stroke_opacity=0.8)
    for (x, y) in [(17, 17), (W - 17, 17), (17, H - 17), (W - 17, H - 17)]:
        quatrefoil(doc, x, y, 14, "#c9a96b", stroke=WOOD_D, sw=1.2)


# ---------------------------------------------------------------------------
# Title art: a cathedral with a great rose window over the valley
# ---------------------------------------------------------------------------

def big_rose(doc, cx, cy, r):
    keys = "ABCDEABCDE"
    doc.circle(cx, cy, r + 16, fill=doc.lin([(0, STONE_L), (1, STONE_M)], gid="rosering"), stroke=INK,
               stroke_width=2.5)
    doc.circle(cx, cy, r + 7, fill=STONE_M, stroke=INK, stroke_width=1.5)
    doc.circle(cx, cy, r, fill=LEAD)
    n = len(keys)
    r0 = r * 0.34
    for i, k in enumerate(keys):
        m = MONASTERIES[k]
        a = math.radians(-90 + i * 360.0 / n)
        half = math.radians(180.0 / n - 2.2)
        p1 = (cx + r0 * math.cos(a - half * 0.6), cy + r0 * math.sin(a - half * 0.6))
        p2 = (cx + (r - 6) * math.cos(a - half), cy + (r - 6) * math.sin(a - half))
        p3 = (cx + (r - 6) * math.cos(a + half), cy + (r - 6) * math.sin(a + half))
        p4 = (cx + r0 * math.cos(a + half * 0.6), cy + r0 * math.sin(a + half * 0.6))
        d = "M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z" % (num(p1[0]), num(p1[1]), num(p2[0]), num(p2[1]),
                                                           num(r - 6), num(r - 6), num(p3[0]), num(p3[1]),
                                                           num(p4[0]), num(p4[1]))
        doc.path(d, fill=doc.rad([(0, m["light"]), (1, m["base"])], cx="50%", cy="50%", r="60%",
                                 gid="petal_" + k))
        # a lead bar across each petal and a small roundel
        mid = r0 + (r - 6 - r0) * 0.55
        doc.circle(cx + mid * math.cos(a), cy + mid * math.sin(a), r * 0.085, fill=GOLD_L, stroke=LEAD,
                   stroke_width=2)
        doc.path(d, fill="none", stroke=LEAD, stroke_width=3)
    for i in range(n):
        a = math.radians(-90 + (i + 0.5) * 360.0 / n)
        doc.circle(cx + (r + 11.5) * math.cos(a), cy + (r + 11.5) * math.sin(a), 4, fill=STONE_D)
    doc.circle(cx, cy, r0, fill=doc.rad([(0, "#fff6d0"), (1, GOLD)], gid="rosecentre"), stroke=LEAD,
               stroke_width=3)
    pc.motif(doc, "rose", cx, cy, r0 * 1.4, "#b8302c", LEAD, 2.2, accent=GOLD_L, inner="#e0564a")
    doc.circle(cx, cy, r, fill=doc.rad([(0, "#ffffff", 0.35), (0.6, "#ffffff", 0.06), (1, "#ffffff", 0)],
                                       cx="40%", cy="35%", r="70%", gid="roseglow"))


def cathedral(doc, cx, yb):
    lit = doc.lin([(0, "#f3ead6"), (1, "#d6c7a6")], gid="cath_lit")
    side = doc.lin([(0, "#cdbd9b"), (1, "#a8977a")], gid="cath_side")
    roof = doc.lin([(0, ROOF_L), (1, ROOF)], x2="100%", y2="0%", gid="cath_roof")
    roof_d = doc.lin([(0, ROOF), (1, ROOF_D)], x2="100%", y2="0%", gid="cath_roof_d")
    # side aisles with flying buttresses
    for sgn in (-1, 1):
        x0 = cx + sgn * 270
        x1 = cx + sgn * 380
        xa, xb = min(x0, x1), max(x0, x1)
        doc.rect(xa, yb - 170, xb - xa, 170, fill=side, stroke=INK, stroke_width=2)
        bd.courses(doc, xa, yb - 170, xb - xa, 170, step=16, seed=90 + sgn, op=0.35, sw=1.2)
        doc.poly([(xa - 6, yb - 168), (cx + sgn * 325, yb - 215), (xb + 6, yb - 168)], fill=roof_d, stroke=INK,
                 stroke_width=2, stroke_linejoin="round")
        for k in range(2):
            wx = cx + sgn * (300 + k * 50) - 11
            bd.lancet(doc, wx, yb - 140, 22, 70, bd.glass_grad(doc, MONASTERIES["ABCDE"[(k + (sgn > 0) * 2) % 5]]),
                      sw=2)
        bx = cx + sgn * 385
        doc.rect(bx - 9, yb - 190, 18, 190, fill=lit, stroke=INK, stroke_width=2)
        doc.poly([(bx - 11, yb - 188), (bx, yb - 222), (bx + 11, yb - 188)], fill=STONE_M, stroke=INK,
                 stroke_width=1.8)
        doc.path("M%s,%s Q%s,%s %s,%s" % (num(bx), num(yb - 175), num(cx + sgn * 330), num(yb - 260),
                                          num(cx + sgn * 262), num(yb - 300)), fill="none", stroke=INK,
                 stroke_width=9, stroke_linecap="round")
        doc.path("M%s,%s Q%s,%s %s,%s" % (num(bx), num(yb - 175), num(cx + sgn * 330), num(yb - 260),
                                          num(cx + sgn * 262), num(yb - 300)), fill="none", stroke=STONE,
                 stroke_width=5.5, stroke_linecap="round")
    # towers
    tw = 130
    for sgn in (-1, 1):
        tx = cx + sgn * 205
        top = yb - 450
        doc.rect(tx - tw / 2, top, tw, 450, fill=lit if sgn < 0 else side, stroke=INK, stroke_width=2.2)
        bd.courses(doc, tx - tw / 2, top, tw, 450, step=18, seed=80 + sgn, op=0.3, sw=1.2)
        # buttresses at the corners
        for bsg in (-1, 1):
            bx = tx + bsg * (tw / 2 - 8)
            doc.path("M%s,%s L%s,%s L%s,%s L%s,%s L%s,%s L%s,%s Z" % (
                num(bx - 9), num(yb), num(bx - 9), num(top + 120), num(bx - 5), num(top + 100), num(bx + 5),
                num(top + 100), num(bx + 9), num(top + 120), num(bx + 9), num(yb)), fill=side if bsg > 0 else lit,
                stroke=INK, stroke_width=1.8, stroke_linejoin="round")
            for yy in (yb - 140, yb - 290):
                doc.line(bx - 9, yy, bx + 9, yy, stroke=INK, stroke_width=1.4)
        # cornices
        for yy in (top + 100, top + 250):
            doc.rect(tx - tw / 2 - 5, yy, tw + 10, 8, fill=STONE_M, stroke=INK, stroke_width=1.6)
        # belfry openings
        for k in (-1, 1):
            bd.dark_opening(doc, tx + k * 24 - 13, top + 22, 26, 70, arch="pointed", sw=2.2)
            doc.line(tx + k * 24, top + 40, tx + k * 24, top + 92, stroke=STONE_M, stroke_width=3)
        # tall glass window
        m = MONASTERIES["A" if sgn < 0 else "E"]
        bd.lancet(doc, tx - 18, top + 130, 36, 105, bd.glass_grad(doc, m), sw=2.2)
        doc.circle(tx, top + 146, 7, fill=GOLD_L, stroke=LEAD, stroke_width=1.5)
        # side portal
        doc.path(lancet_d(tx - 26, yb - 120, 52, 120), fill=STONE_M, stroke=INK, stroke_width=2)
        doc.path(lancet_d(tx - 18, yb - 106, 36, 106), fill=doc.lin([(0, WOOD_L), (1, WOOD_D)], gid="cdoor"),
                 stroke=INK, stroke_width=1.6)
        doc.line(tx, yb - 90, tx, yb, stroke=WOOD_D, stroke_width=1.6)
        # spire
        apex = (tx, top - 250)
        doc.poly([(tx - tw / 2 - 6, top + 2), apex, (tx + tw / 2 + 6, top + 2)], fill=roof, stroke=INK,
                 stroke_width=2.2, stroke_linejoin="round")
        doc.poly([(tx, top + 2), apex, (tx + tw / 2 + 6, top + 2)], fill=roof_d, stroke=INK, stroke_width=1.6,
                 stroke_linejoin="round")
        for t in (0.2, 0.4, 0.6, 0.8):
            y = top + 2 - 252 * t
            hw = (tw / 2 + 6) * (1 - t)
            doc.line(tx - hw, y, tx + hw, y, stroke=ROOF_D, stroke_width=1.2, stroke_opacity=0.8)
            doc.circle(tx - hw - 2, y, 3.4, fill=ROOF_L, stroke=INK, stroke_width=1.2)
            doc.circle(tx + hw + 2, y, 3.4, fill=ROOF, stroke=INK, stroke_width=1.2)
        doc.path("M%s,%s v-26 M%s,%s h16" % (num(tx), num(apex[1]), num(tx - 8), num(apex[1] - 17)), fill="none",
                 stroke=INK, stroke_width=3.2, stroke_linecap="round")
        doc.circle(tx, apex[1] - 10, 3, fill=GOLD, stroke=INK, stroke_width=1)
        # corner pinnacles
        for k in (-1, 1):
            px = tx + k * (tw / 2 + 2)
            doc.poly([(px - 7, top + 4), (px, top - 42), (px + 7, top + 4)], fill=STONE_L, stroke=INK,
                     stroke_width=1.6, stroke_linejoin="round")
    # central facade with gable
    x0, x1 = cx - 140, cx + 140
    top = yb - 430
    doc.path("M%s,%s L%s,%s L%s,%s L%s,%s L%s,%s Z" % (num(x0), num(yb), num(x0), num(top), num(cx), num(top - 130),
                                                       num(x1), num(top), num(x1), num(yb)), fill=lit, stroke=INK,
             stroke_width=2.2, stroke_linejoin="round")
    bd.courses(doc, x0, top - 40, 280, 470, step=18, seed=85, op=0.3, sw=1.2)
    doc.path("M%s,%s L%s,%s L%s,%s" % (num(x0 - 8), num(top + 6), num(cx), num(top - 138), num(x1 + 8), num(top + 6)),
             fill="none", stroke=INK, stroke_width=12, stroke_linejoin="round", stroke_linecap="round")
    doc.path("M%s,%s L%s,%s L%s,%s" % (num(x0 - 8), num(top + 6), num(cx), num(top - 138), num(x1 + 8), num(top + 6)),
             fill="none", stroke=STONE_L, stroke_width=8, stroke_linejoin="round", stroke_linecap="round")
    for t in (0.25, 0.5, 0.75):
        for sgn in (-1, 1):
            x = cx + sgn * 148 * (1 - t)
            y = top + 6 - 144 * t
            doc.circle(x, y - 6, 4, fill=STONE_L, stroke=INK, stroke_width=1.4)
    doc.path("M%s,%s v-34 M%s,%s h24" % (num(cx), num(top - 140), num(cx - 12), num(top - 160)), fill="none",
             stroke=INK, stroke_width=4.5, stroke_linecap="round")
    # small trefoil window in the gable
    doc.circle(cx, top - 55, 20, fill=STONE_M, stroke=INK, stroke_width=1.8)
    for (x, y) in circle_points(cx, top - 55, 8, 3):
        doc.circle(x, y, 7, fill=MONASTERIES["D"]["base"], stroke=LEAD, stroke_width=1.5)
    # the rose window
    big_rose(doc, cx, top + 120, 96)
    # gallery of arches
    gy = top + 262
    doc.rect(x0, gy - 6, 280, 8, fill=STONE_M, stroke=INK, stroke_width=1.6)
    for k in range(9):
        ax = x0 + 10 + k * 29.5
        doc.path(round_arch_d(ax, gy + 8, 20, 44), fill="#4a3a2c", stroke=INK, stroke_width=1.3)
        doc.rect(ax + 6, gy + 22, 8, 30, rx=4, fill=STONE_L, stroke=INK, stroke_width=1)
    doc.rect(x0, gy + 52, 280, 8, fill=STONE_M, stroke=INK, stroke_width=1.6)
    # main portal with archivolts
    for k, w in enumerate((150, 128, 106)):
        doc.path(lancet_d(cx - w / 2, yb - 200 + k * 11, w, 200 - k * 11), fill=[STONE_M, STONE, STONE_M][k],
                 stroke=INK, stroke_width=2)
    doc.path(lancet_d(cx - 42, yb - 150, 84, 150), fill=doc.lin([(0, WOOD_L), (1, WOOD_D)], gid="cdoor2"), stroke=INK,
             stroke_width=2)
    doc.circle(cx, yb - 108, 16, fill=STONE_L, stroke=INK, stroke_width=1.6)
    pc.motif(doc, "cross", cx, yb - 108, 20, GOLD, INK, 1.5)
    doc.rect(cx - 42, yb - 88, 84, 5, fill=STONE_M, stroke=INK, stroke_width=1.4)
    doc.line(cx, yb - 83, cx, yb, stroke=WOOD_D, stroke_width=2)
    for yy in (yb - 65, yb - 30):
        doc.line(cx - 40, yy, cx + 40, yy, stroke=IRON, stroke_width=3)
    # steps
    doc.rect(cx - 400, yb, 800, 10, fill=STONE, stroke=INK, stroke_width=2)
    doc.rect(cx - 420, yb + 10, 840, 10, fill=STONE_M, stroke=INK, stroke_width=2)


def title_art(doc):
    W, H = 1600, 900
    rnd = random.Random(7)
    doc.rect(0, 0, W, H, fill=doc.lin([(0, "#6f92b8"), (0.35, "#a9bfc8"), (0.62, "#efd9a4"), (1, "#f6e3b4")],
                                      gid="sky"))
    doc.rect(0, 0, W, H, fill=doc.rad([(0, "#fff6d8", 0.95), (0.35, "#ffe6a8", 0.45), (1, "#ffe6a8", 0)],
                                      cx="50%", cy="52%", r="55%", gid="sunglow"))
    # light rays behind the cathedral
    for i in range(18):
        a = math.radians(-180 + i * 10 + 5)
        a2 = a + math.radians(3.2)
        doc.poly([(800, 470), (800 + 1400 * math.cos(a), 470 + 1400 * math.sin(a)),
                  (800 + 1400 * math.cos(a2), 470 + 1400 * math.sin(a2))], fill="#fff8e0", fill_opacity=0.13)
    for (x, y, s) in [(230, 150, 1.6), (520, 90, 1.0), (1160, 110, 1.3), (1430, 200, 1.1), (90, 290, 0.9)]:
        cloud(doc, x, y, s, "#fff8e8", 0.6)
    for (x, y) in [(380, 230), (410, 250), (1230, 260), (1260, 245), (1290, 268)]:
        doc.path("M%s,%s q7,-7 14,0 q7,-7 14,0" % (num(x), num(y)), fill="none", stroke="#4a4038",
                 stroke_width=2.2, stroke_opacity=0.7, stroke_linecap="round")
    # distant hills
    hill(doc, 560, 90, 9, 11, "#9db2b2", op=1.0, stroke="#6d8486", sw=2)
    hill(doc, 610, 70, 11, 12, "#a9bd94", op=1.0, stroke="#6f8a5a", sw=2, wl=0.8)
    # far monasteries on the hills
    for (key, x, y, s) in [("A", 40, 455, 0.95), ("B", 1330, 470, 0.95)]:
        doc.group(transform="translate(%s %s) scale(%s)" % (num(x), num(y), num(s)))
        bd.monastery(doc, key)
        doc.end()
    hill(doc, 700, 60, 10, 13, "#9fbb76", op=1.0, stroke="#5d7f35", sw=2, wl=1.2)
    for (key, x, y, s) in [("E", 238, 478, 0.72), ("C", 170, 600, 1.15), ("D", 1190, 600, 1.15)]:
        doc.group(transform="translate(%s %s) scale(%s)" % (num(x), num(y), num(s)))
        bd.monastery(doc, key)
        doc.end()
    cathedral(doc, 800, 770)
    # foreground meadow and framing trees
    doc.path("M-10,905 L-10,800 Q300,760 560,795 Q700,812 800,795 Q1000,770 1250,790 Q1450,805 1610,780 "
             "L1610,905 Z", fill=doc.lin([(0, "#8fae57"), (1, "#5d7f35")], gid="meadow"), stroke="#4a6a2a",
             stroke_width=2)
    doc.path("M680,905 C740,860 772,830 778,790 L822,790 C828,830 860,860 920,905 Z", fill="#dcc38e", stroke=INK_SOFT, stroke_width=2)
    for _ in range(90):
        x, y = rnd.uniform(0, W), rnd.uniform(815, 890)
        if 680 < x < 920 or (300 < x < 600 and y < 900 - (x - 300) * 0.3):
            continue
        doc.path("M%s,%s l3,-9 l2,9 l4,-7 l1,7" % (num(x), num(y)), fill="none", stroke="#3f6628",
                 stroke_width=1.6, stroke_linecap="round", stroke_opacity=0.8)
    for _ in range(40):
        x, y = rnd.uniform(0, W), rnd.uniform(820, 890)
        if 680 < x < 920 or 300 < x < 600:
            continue
        doc.circle(x, y, 3, fill=rnd.choice(["#fff3dc", "#f0c93a", "#d66a5a", "#b9a0e0"]), stroke=INK,
                   stroke_width=0.8)
    # a river winding out of the valley towards the viewer
    centre = [(640, 796), (590, 804), (545, 818), (515, 838), (480, 858), (420, 882), (350, 915)]
    river_path(doc, centre, 6, 95, doc.lin([(0, "#cfe3e2"), (1, "#8fbac0")], gid="titleriver"), "#4f7f87",
               op=1.0, sw=3)
    for (x, y) in centre[1:-1]:
        doc.path("M%s,%s q8,-4 16,0 q8,4 16,0" % (num(x - 16), num(y + 4)), fill="none", stroke="#ffffff",
                 stroke_width=2.4, stroke_opacity=0.75, stroke_linecap="round")
    trnd = random.Random(3)
    for (x, y, s) in [(1480, 870, 5.2), (1560, 890, 4.0), (110, 880, 4.6), (30, 860, 3.6), (1380, 880, 3.2)]:
        landscape_tree(doc, x, y, s, trnd, op=1.0, kind="round")
    doc.rect(0, 0, W, H, fill=doc.rad([(0, "#3a2410", 0), (0.72, "#3a2410", 0.04), (1, "#3a2410", 0.4)], r="75%",
                                      gid="tvig"))
