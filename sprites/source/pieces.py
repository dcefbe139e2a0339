"""Tokens, glass tiles, player pieces, dice and small game components."""
import math

from palette import *  # noqa: F401,F403
from svgkit import Doc, star_points, circle_points, mix, lancet_d, round_arch_d, num


# ---------------------------------------------------------------------------
# Monastery motifs (used on glass tiles and on monastery shields)
# ---------------------------------------------------------------------------

def motif(doc, kind, cx, cy, size, fill, stroke=LEAD, sw=2.0, accent=None, inner=None):
    """Draw a motif of roughly `size` diameter centred on cx, cy."""
    s = size / 2.0

    def P(x, y):
        return (cx + x * s, cy + y * s)

    if kind == "cross":  # cross pattee
        u = [(-0.13, -0.13), (-0.36, -1), (0.36, -1), (0.13, -0.13), (1, -0.36), (1, 0.36),
             (0.13, 0.13), (0.36, 1), (-0.36, 1), (-0.13, 0.13), (-1, 0.36), (-1, -0.36)]
        doc.poly([P(x, y) for x, y in u], fill=fill, stroke=stroke, stroke_width=sw, stroke_linejoin="round")
    elif kind == "rose":
        for i, (x, y) in enumerate(circle_points(0, 0, 0.52, 5)):
            doc.circle(*P(x, y), s * 0.46, fill=fill, stroke=stroke, stroke_width=sw)
        for (x, y) in circle_points(0, 0, 0.28, 5, rot=-54):
            doc.circle(*P(x, y), s * 0.27, fill=inner or (fill if fill.startswith("url") else mix(fill, "#ffffff", 0.25)), stroke=stroke, stroke_width=sw * 0.8)
        doc.circle(cx, cy, s * 0.2, fill=accent or GOLD, stroke=stroke, stroke_width=sw * 0.8)
    elif kind == "leaf":
        ang = math.radians(35)
        ca, sa = math.cos(ang), math.sin(ang)

        def R(x, y):
            return P(x * ca - y * sa, x * sa + y * ca)

        def RS(x, y):
            px, py = R(x, y)
            return "%s,%s" % (num(px), num(py))

        d = ("M%s C%s %s %s C%s %s %s Z" % (
            RS(0, -1.02), RS(0.62, -0.55), RS(0.58, 0.45), RS(0, 0.8),
            RS(-0.58, 0.45), RS(-0.62, -0.55), RS(0, -1.02)))
        doc.path(d, fill=fill, stroke=stroke, stroke_width=sw, stroke_linejoin="round")
        doc.path("M%s L%s" % (RS(0, -0.8), RS(0, 1.08)), fill="none", stroke=stroke,
                 stroke_width=sw * 0.85, stroke_linecap="round")
        for y in (-0.45, -0.1, 0.25):
            doc.path("M%s L%s M%s L%s" % (RS(0, y + 0.1), RS(0.36, y - 0.18), RS(0, y + 0.1), RS(-0.36, y - 0.18)),
                     fill="none", stroke=stroke, stroke_width=sw * 0.6, stroke_linecap="round")
    elif kind == "sun":
        rays = []
        for i in range(12):
            a = math.radians(i * 30 - 90)
            w = math.radians(11)
            r_in, r_out = 0.6, (1.0 if i % 2 == 0 else 0.84)
            rays.append([P(r_in * math.cos(a - w), r_in * math.sin(a - w)),
                         P(r_out * math.cos(a), r_out * math.sin(a)),
                         P(r_in * math.cos(a + w), r_in * math.sin(a + w))])
        for r in rays:
            doc.poly(r, fill=fill, stroke=stroke, stroke_width=sw * 0.8, stroke_linejoin="round")
        doc.circle(cx, cy, s * 0.52, fill=fill, stroke=stroke, stroke_width=sw)
        doc.circle(cx, cy, s * 0.3, fill=accent or inner or fill, stroke=stroke, stroke_width=sw * 0.6)
    elif kind == "lily":  # fleur-de-lis
        def Q(x, y):
            px, py = P(x, y)
            return "%s,%s" % (num(px), num(py))
        mid = ("M%s C%s %s %s L%s C%s %s %s Z" % (
            Q(0, -1.0), Q(0.26, -0.72), Q(0.3, -0.35), Q(0.14, 0.02), Q(-0.14, 0.02),
            Q(-0.3, -0.35), Q(-0.26, -0.72), Q(0, -1.0)))
        right = ("M%s C%s %s %s C%s %s %s C%s %s %s Z" % (
            Q(0.12, 0.04), Q(0.2, -0.5), Q(0.95, -0.55), Q(0.92, -0.08),
            Q(0.9, 0.2), Q(0.62, 0.26), Q(0.6, 0.05),
            Q(0.6, -0.12), Q(0.4, -0.12), Q(0.3, 0.08)))
        left = ("M%s C%s %s %s C%s %s %s C%s %s %s Z" % (
            Q(-0.12, 0.04), Q(-0.2, -0.5), Q(-0.95, -0.55), Q(-0.92, -0.08),
            Q(-0.9, 0.2), Q(-0.62, 0.26), Q(-0.6, 0.05),
            Q(-0.6, -0.12), Q(-0.4, -0.12), Q(-0.3, 0.08)))
        low = ("M%s C%s %s %s L%s C%s %s %s Z" % (
            Q(-0.12, 0.2), Q(-0.18, 0.55), Q(-0.45, 0.75), Q(-0.55, 0.95), Q(0.55, 0.95),
            Q(0.45, 0.75), Q(0.18, 0.55), Q(0.12, 0.2)))
        for d in (low, left, right, mid):
            doc.path(d, fill=fill, stroke=stroke, stroke_width=sw, stroke_linejoin="round")
        x0, y0 = P(-0.5, 0.02)
        doc.rect(x0, y0, s * 1.0, s * 0.22, rx=s * 0.06, fill=accent or inner or fill, stroke=stroke, stroke_width=sw)
    elif kind == "star":
        doc.poly(star_points(cx, cy, s, s * 0.45, 5), fill=fill, stroke=stroke, stroke_width=sw, stroke_linejoin="round")


# ---------------------------------------------------------------------------
# Stained glass tiles
# ---------------------------------------------------------------------------

def glass_tile(doc, key, x=0, y=0, scale=1.0):
    m = MONASTERIES[key]
    base, light, dark = m["base"], m["light"], m["dark"]
    doc.group(transform="translate(%s %s) scale(%s)" % (num(x), num(y), num(scale)))
    frame = doc.lin([(0, "#5b585c"), (0.5, LEAD), (1, "#161416")], x2="100%", y2="100%", gid="lead_frame")
    doc.rect(1.5, 1.5, 61, 61, rx=7, fill=frame, stroke="#111", stroke_width=1)
    # panes: 8 triangles from the centre, alternating tints
    c = (32, 32)
    b = [(6, 6), (32, 6), (58, 6), (58, 32), (58, 58), (32, 58), (6, 58), (6, 32)]
    tints = [mix(base, light, 0.28), base, mix(base, dark, 0.3), base,
             mix(base, light, 0.15), mix(base, dark, 0.18), base, mix(base, light, 0.38)]
    for i in range(8):
        doc.poly([c, b[i], b[(i + 1) % 8]], fill=tints[i])
    glow = doc.rad([(0, "#ffffff", 0.55), (0.55, "#ffffff", 0.12), (1, "#ffffff", 0)], cx="30%", cy="28%", r="75%",
                   gid="glass_glow")
    doc.rect(6, 6, 52, 52, fill=glow)
    # small bubbles / streaks of old glass
    for (ex, ey, rx, ry, op) in [(16, 47, 3.2, 1.2, 0.25), (47, 15, 2.6, 1, 0.3), (50, 48, 2, 0.8, 0.2), (13, 20, 1.6, 0.7, 0.3)]:
        doc.ellipse(ex, ey, rx, ry, fill="#ffffff", fill_opacity=op, transform="rotate(-30 %s %s)" % (ex, ey))
    # a round "roundel" pane behind the motif, ringed with lead
    doc.circle(32, 32, 21, fill=doc.rad([(0, mix(base, light, 0.25)), (1, mix(base, dark, 0.15))], cx="40%", cy="35%",
                                        r="70%", gid="roundel_" + key))
    for (bx, by) in b:
        ang = math.atan2(by - 32, bx - 32)
        doc.line(32 + 21 * math.cos(ang), 32 + 21 * math.sin(ang), bx, by, stroke=LEAD, stroke_width=1.7,
                 stroke_linecap="round")
    doc.circle(32, 32, 21, fill="none", stroke=LEAD, stroke_width=1.9)
    mfill = doc.rad([(0, mix(light, "#ffffff", 0.55)), (1, light)], cx="40%", cy="35%", r="65%", gid="motif_fill_" + key)
    accent = {"A": GOLD_L, "B": GOLD_L, "C": None, "D": "#fff6c8", "E": GOLD_L}[key]
    if key == "D":
        mfill = doc.rad([(0, "#fff8d8"), (1, "#ffd95a")], cx="40%", cy="35%", r="65%", gid="motif_fill_D2")
    motif(doc, m["motif"], 32, 32, 40 if m["motif"] != "rose" else 36, mfill, LEAD, 2.3, accent=accent)
    doc.rect(6, 6, 52, 52, rx=1.5, fill="none", stroke=LEAD, stroke_width=2.4)
    doc.rect(2.5, 2.5, 59, 59, rx=6.3, fill="none", stroke="#8d8a8f", stroke_width=0.8, stroke_opacity=0.7)
    doc.end()


# ---------------------------------------------------------------------------
# Player marks
# ---------------------------------------------------------------------------

def mark_badge(doc, kind, cx, cy, size, col, outline=None, sw=None):
    """A compact version of the player's mark centred on cx,cy."""
    s = size / 2.0
    sw = sw if sw is not None else size * 0.17
    ol = outline
    if kind == "stripes":
        for dy in (-0.55, 0, 0.55):
            hw = s * math.sqrt(max(0.0, 1 - (dy * 0.95) ** 2)) * 0.85
            y = cy + dy * s
            if ol:
                doc.line(cx - hw, y, cx + hw, y, stroke=ol, stroke_width=sw + 1.4, stroke_linecap="round")
            doc.line(cx - hw, y, cx + hw, y, stroke=col, stroke_width=sw, stroke_linecap="round")
    elif kind == "dots":
        r = size * 0.14
        for (dx, dy) in [(-0.45, -0.45), (0.45, -0.45), (0, 0), (-0.45, 0.45), (0.45, 0.45)]:
            doc.circle(cx + dx * s, cy + dy * s, r, fill=col, stroke=ol, stroke_width=0.9 if ol else None)
    elif kind == "chevron":
        for dy in (-0.4, 0.35):
            p = [(cx - 0.8 * s, cy + (dy - 0.35) * s), (cx, cy + (dy + 0.3) * s), (cx + 0.8 * s, cy + (dy - 0.35) * s)]
            if ol:
                doc.polyline(p, stroke=ol, stroke_width=sw + 1.4, stroke_linecap="round", stroke_linejoin="round")
            doc.polyline(p, stroke=col, stroke_width=sw, stroke_linecap="round", stroke_linejoin="round")
    elif kind == "cross":
        a = size * 0.13
        q = [(-a, -s), (a, -s), (a, -a), (s, -a), (s, a), (a, a), (a, s), (-a, s), (-a, a), (-s, a), (-s, -a), (-a, -a)]
        doc.poly([(cx + x, cy + y) for x, y in q], fill=col, stroke=ol, stroke_width=0.9 if ol else None,
                 stroke_linejoin="round")


def robe_marks(doc, kind, cx, y0, hw0, y1, hw1, ya, yb, col, outline):
    """Marks on the skirt of a robe whose sides run straight from
    (cx +- hw0, y0) to (cx +- hw1, y1); marks fill the band ya..yb."""

    def hw(y):
        return hw0 + (hw1 - hw0) * (y - y0) / float(y1 - y0)

    ol_sw = 0.9
    if kind == "stripes":
        n = 3
        band = (yb - ya) / (2 * n - 1.0)
        for i in range(n):
            t0 = ya + 2 * i * band
            t1 = t0 + band
            q = [(cx - hw(t0) + 0.7, t0), (cx + hw(t0) - 0.7, t0), (cx + hw(t1) - 0.7, t1), (cx - hw(t1) + 0.7, t1)]
            doc.poly(q, fill=col, stroke=outline, stroke_width=ol_sw if outline else None)
    elif kind == "dots":
        rows = 3
        step = (yb - ya) / (rows - 1.0)
        r = step * 0.27
        for i in range(rows):
            y = ya + i * step
            span = hw(y) - r - 1.6
            k = int(span // (step * 0.95))
            off = 0 if i % 2 == 0 else step * 0.475
            xs = []
            x = -k * step * 0.95 + off
            while x <= span + 0.01:
                if abs(x) <= span:
                    xs.append(x)
                x += step * 0.95
            for dx in xs:
                doc.circle(cx + dx, y, r, fill=col, stroke=outline, stroke_width=ol_sw if outline else None)
    elif kind == "chevron":
        h = (yb - ya)
        for j, t in enumerate((ya, ya + h * 0.52)):
            w = hw(t) - 2.5
            p = [(cx - w, t), (cx, t + h * 0.36), (cx + w, t)]
            sw = h * 0.17
            if outline:
                doc.polyline(p, stroke=outline, stroke_width=sw + 1.6, stroke_linejoin="round", stroke_linecap="round")
            doc.polyline(p, stroke=col, stroke_width=sw, stroke_linejoin="round", stroke_linecap="round")
    elif kind == "cross":
        h = yb - ya
        a = h * 0.13
        yc = ya + h * 0.34
        arm = min(hw(yc) - 2.5, h * 0.5)
        q = [(cx - a, ya), (cx + a, ya), (cx + a, yc - a), (cx + arm, yc - a), (cx + arm, yc + a), (cx + a, yc + a),
             (cx + a, yb), (cx - a, yb), (cx - a, yc + a), (cx - arm, yc + a), (cx - arm, yc - a), (cx - a, yc - a)]
        doc.poly(q, fill=col, stroke=outline, stroke_width=ol_sw if outline else None, stroke_linejoin="round")


def _outline_for(p):
    """Light marks get an ink outline; dark marks (on yellow) need none."""
    c = p["mark_col"]
    lum = sum(int(c[i:i + 2], 16) for i in (1, 3, 5)) / 3.0
    return INK if lum > 128 else None


# ---------------------------------------------------------------------------
# Player pieces
# ---------------------------------------------------------------------------

def novice(doc, p):
    base, light, dark = p["base"], p["light"], p["dark"]
    robe_g = doc.lin([(0, light), (0.45, base), (1, dark)], x1="0%", y1="0%", x2="100%", y2="0%", gid="robe")
    hood_g = doc.rad([(0, light), (0.6, base), (1, dark)], cx="38%", cy="30%", r="75%", gid="hood")
    # ground shadow
    doc.ellipse(24, 60.5, 18, 3.2, fill="#000000", fill_opacity=0.22)
    robe = "M15,25 L6.5,58.5 Q24,64 41.5,58.5 L33,25 Z"
    doc.path(robe, fill=robe_g)
    if p.get("mark"):
        robe_marks(doc, p["mark"], 24, 25, 9, 58.5, 17.5, 45, 58, p["mark_col"], _outline_for(p))
    # fold lines
    doc.path("M19,44 L15.5,59.5 M29,44 L32.5,59.5", fill="none", stroke=dark, stroke_width=0.9, stroke_opacity=0.55)
    doc.path(robe, fill="none", stroke=INK, stroke_width=1.6, stroke_linejoin="round")
    # sleeves folded in front
    doc.path("M12.5,30 Q14.5,42 24,42.5 Q33.5,42 35.5,30 Q30,37.5 24,37.5 Q18,37.5 12.5,30 Z",
             fill=doc.lin([(0, base), (1, dark)], gid="sleeve"), stroke=INK, stroke_width=1.3, stroke_linejoin="round")
    doc.ellipse(24, 40.2, 3.4, 2.1, fill=SKIN, stroke=INK, stroke_width=0.9)
    # rope belt
    doc.path("M10.5,43.6 Q24,45.8 37.5,43.6", fill="none", stroke=INK, stroke_width=2.4)
    doc.path("M10.5,43.6 Q24,45.8 37.5,43.6", fill="none", stroke="#eadbb3", stroke_width=1.3)
    doc.circle(30, 45.1, 1.5, fill="#eadbb3", stroke=INK, stroke_width=0.7)
    # hood / cowl over the shoulders
    doc.path("M12,31 C9.5,22 12.5,10 18,5.5 C21,3 27,3 30,5.5 C35.5,10 38.5,22 36,31 Q24,35.5 12,31 Z",
             fill=hood_g, stroke=INK, stroke_width=1.6, stroke_linejoin="round")
    doc.ellipse(24, 17, 6.6, 7.8, fill=dark, stroke=INK, stroke_width=0.8)
    doc.ellipse(24, 18.3, 5.2, 6.2, fill="#24160c")
    doc.ellipse(24, 20.2, 4, 4.6, fill=doc.lin([(0, SKIN_D), (0.45, SKIN), (1, SKIN)], gid="face"))
    doc.ellipse(24, 16.2, 5, 2.6, fill="#24160c", fill_opacity=0.55)
    doc.path("M17.5,9 C20,6.5 24,6 27,7", fill="none", stroke="#ffffff", stroke_opacity=0.35, stroke_width=1.4,
             stroke_linecap="round")


def messenger(doc, p):
    base, light, dark = p["base"], p["light"], p["dark"]
    cloak_g = doc.lin([(0, light), (0.45, base), (1, dark)], x1="0%", y1="0%", x2="100%", y2="0%", gid="cloak")
    doc.ellipse(23, 61, 19, 2.8, fill="#000000", fill_opacity=0.22)
    # staff
    doc.line(39.5, 4, 39.5, 61.5, stroke=INK, stroke_width=3.4, stroke_linecap="round")
    doc.line(39.5, 4, 39.5, 61.5, stroke=WOOD_L, stroke_width=1.8, stroke_linecap="round")
    # banner (gonfalon) hanging from a cross bar
    ban = "M33,7.5 L46,7.5 L46,27 L39.5,22.8 L33,27 Z"
    doc.path(ban, fill=doc.lin([(0, light), (0.5, base), (1, dark)], x2="100%", y2="0%", gid="banner"))
    if p.get("mark"):
        mark_badge(doc, p["mark"], 39.5, 15.2, 9.5, p["mark_col"], _outline_for(p), sw=1.8)
    doc.path(ban, fill="none", stroke=INK, stroke_width=1.3, stroke_linejoin="round")
    doc.line(32, 7.2, 47, 7.2, stroke=INK, stroke_width=2.4, stroke_linecap="round")
    doc.line(32, 7.2, 47, 7.2, stroke=WOOD_L, stroke_width=1.1, stroke_linecap="round")
    doc.circle(39.5, 4, 2.2, fill=GOLD, stroke=INK, stroke_width=0.9)
    # boots
    doc.ellipse(15.5, 60.3, 4.2, 2.3, fill=WOOD_D, stroke=INK, stroke_width=1)
    doc.ellipse(25.5, 60.8, 4.2, 2.3, fill=WOOD_D, stroke=INK, stroke_width=1)
    # cloak
    cloak = "M14.5,25 L7,57.5 Q20,62 33,57.5 L27.5,25 Z"
    doc.path(cloak, fill=cloak_g)
    if p.get("mark"):
        robe_marks(doc, p["mark"], 20, 25, 6.5, 57.5, 13, 43.5, 56.5, p["mark_col"], _outline_for(p))
    doc.path(cloak, fill="none", stroke=INK, stroke_width=1.6, stroke_linejoin="round")
    # satchel strap and bag
    doc.path("M27,26 L11,42", fill="none", stroke=INK, stroke_width=2.6)
    doc.path("M27,26 L11,42", fill="none", stroke=WOOD, stroke_width=1.4)
    doc.path("M5.5,40 h10 v6 q0,3 -3,3 h-4 q-3,0 -3,-3 Z", fill=WOOD_L, stroke=INK, stroke_width=1.1)
    doc.path("M5.5,40 h10 v3 l-5,2 l-5,-2 Z", fill=WOOD, stroke=INK, stroke_width=0.9)
    # belt
    doc.path("M11,41.5 Q20,43.5 30.5,41.5", fill="none", stroke=INK, stroke_width=2.6)
    doc.path("M11,41.5 Q20,43.5 30.5,41.5", fill="none", stroke=WOOD_D, stroke_width=1.5)
    doc.rect(18.8, 41, 2.6, 2.6, fill=GOLD, stroke=INK, stroke_width=0.6)
    # short shoulder cape
    doc.path("M10.5,31 C10,24.5 14,21.5 20.5,21.5 C27,21.5 31,24.5 30.5,31 Q20.5,34.5 10.5,31 Z",
             fill=doc.lin([(0, base), (1, dark)], gid="cape"), stroke=INK, stroke_width=1.4, stroke_linejoin="round")
    # arm reaching for the staff
    doc.path("M26,27 Q33,29 37.5,32 L36,36 Q31,33.5 25.5,32.5 Z", fill=base, stroke=INK, stroke_width=1.2,
             stroke_linejoin="round")
    doc.circle(38.8, 33.6, 2.6, fill=SKIN, stroke=INK, stroke_width=1)
    # head
    doc.circle(20.5, 16.8, 5.6, fill=doc.rad([(0, SKIN), (1, SKIN_D)], cx="40%", cy="40%", r="70%", gid="head"),
               stroke=INK, stroke_width=1.2)
    doc.circle(18.6, 17.3, 0.7, fill=INK)
    doc.circle(22.4, 17.3, 0.7, fill=INK)
    # hat with feather
    doc.path("M25,10.5 C28,5 31,3 33.5,2.5 C31.5,5 29.5,8 27,11 Z", fill=light, stroke=INK, stroke_width=0.8)
    doc.path("M14,12.5 C14,4.5 27,4.5 27,12.5 Z", fill=doc.lin([(0, WOOD_L), (1, WOOD)], gid="hat"), stroke=INK,
             stroke_width=1.2)
    doc.ellipse(20.5, 12.8, 11.5, 2.7, fill=WOOD, stroke=INK, stroke_width=1.2)
    doc.path("M14.6,10.6 Q20.5,12 26.4,10.6", fill="none", stroke=base, stroke_width=1.6)


def disc(doc, p):
    base, light, dark = p["base"], p["light"], p["dark"]
    doc.ellipse(16, 17.2, 14.6, 14.2, fill=dark, stroke=INK, stroke_width=1.2)
    top = doc.rad([(0, light), (0.7, base), (1, mix(base, dark, 0.4))], cx="38%", cy="32%", r="75%", gid="disc_top")
    doc.circle(16, 15, 13.2, fill=top, stroke=INK, stroke_width=0.9)
    doc.circle(16, 15, 11.2, fill="none", stroke=dark, stroke_width=0.7, stroke_opacity=0.6)
    if p.get("mark"):
        mark_badge(doc, p["mark"], 16, 15, 13, p["mark_col"], _outline_for(p), sw=2.3)
    doc.path("M7.5,10 A10,10 0 0 1 14,5.5", fill="none", stroke="#ffffff", stroke_opacity=0.5, stroke_width=1.4,
             stroke_linecap="round")


def die_face(doc, face_l, face, face_d, edge):
    doc.rect(3.5, 5, 58, 58, rx=12, fill="#000000", fill_opacity=0.25)
    doc.rect(2.5, 2.5, 58, 58, rx=12, fill=doc.lin([(0, face_l), (0.6, face), (1, face_d)], x2="100%", y2="100%",
                                                   gid="dieface"), stroke=edge, stroke_width=1.6)
    doc.rect(5, 5, 53, 53, rx=10, fill="none", stroke="#ffffff", stroke_opacity=0.55, stroke_width=1.2)


def die_neutral(doc):
    die_face(doc, "#ffffff", "#f6f2e8", "#d9d1bf", INK)
    doc.path("M10,14 Q11,7 18,6.5", fill="none", stroke="#ffffff", stroke_width=2, stroke_linecap="round")


def die_personal(doc, p):
    base, light, dark = p["base"], p["light"], p["dark"]
    die_face(doc, mix(base, light, 0.6), base, mix(base, dark, 0.35), INK)
    # inner field where the code draws pips
    doc.rect(13, 13, 37, 37, rx=6, fill=doc.lin([(0, mix(base, light, 0.45)), (1, mix(base, light, 0.2))], gid="dief"),
             stroke=dark, stroke_width=1.1)
    # pattern border
    col = p["mark_col"]
    ol = _outline_for(p)
    pos = []
    for t in (14, 23.5, 33, 42.5, 52):
        pos += [(t - 2.5, 7.8), (t - 2.5, 55.2)]
    for t in (23.5, 33, 42.5):
        pos += [(7.8, t - 2.5), (55.2, t - 2.5)]
    pos = [(x + 1.5, y) if y in (7.8, 55.2) else (x, y + 1.5) for (x, y) in pos]
    kind = p["mark"]
    for (x, y) in pos:
        if kind == "stripes":
            doc.line(x - 2.2, y + 2.6, x + 2.2, y - 2.6, stroke=ol or dark, stroke_width=3.4, stroke_linecap="round")
            doc.line(x - 2.2, y + 2.6, x + 2.2, y - 2.6, stroke=col, stroke_width=2, stroke_linecap="round")
        elif kind == "dots":
            doc.circle(x, y, 2.1, fill=col, stroke=ol, stroke_width=0.8 if ol else None)
        elif kind == "chevron":
            vertical = x in (7.8, 55.2)
            if vertical:
                pl = [(x - 2.4, y - 2.2), (x, y + 0.8), (x + 2.4, y - 2.2)]
            else:
                pl = [(x - 2.4, y - 1.4), (x, y + 1.6), (x + 2.4, y - 1.4)]
            doc.polyline(pl, stroke=col, stroke_width=1.7, stroke_linecap="round", stroke_linejoin="round")
        elif kind == "cross":
            mark_badge(doc, "cross", x, y, 5.6, col, ol)


# ---------------------------------------------------------------------------
# Tokens
# ---------------------------------------------------------------------------

def icon_influence(doc):
    """A rolled charter with a red wax seal."""
    doc.group(transform="rotate(-14 32 32)")
    paper = doc.lin([(0, PARCH_L), (1, PARCH_M)], x2="100%", y2="0%", gid="scroll_p")
    doc.rect(13, 13, 36, 36, fill=paper, stroke=INK, stroke_width=1.5)
    for i, y in enumerate((21, 26, 31, 36)):
        doc.line(18, y, 44 - (i % 2) * 6, y, stroke=INK_SOFT, stroke_width=1.2, stroke_linecap="round",
                 stroke_opacity=0.7)
    roll = doc.lin([(0, PARCH_D), (0.45, PARCH_L), (1, PARCH_D)], gid="scroll_roll")
    for y in (10, 46):
        doc.rect(10, y, 42, 7, rx=3.5, fill=roll, stroke=INK, stroke_width=1.4)
        doc.ellipse(10.5, y + 3.5, 2.2, 3.5, fill=PARCH_M, stroke=INK, stroke_width=1)
    doc.end()
    # ribbons and seal
    doc.path("M38,46 L33,60 L37,57.5 L39.5,61 L42,48 Z", fill="#b8302c", stroke=INK, stroke_width=1.1,
             stroke_linejoin="round")
    doc.path("M44,47 L48,61 L50,57.5 L53.5,59 L48,46 Z", fill="#8f1f1c", stroke=INK, stroke_width=1.1,
             stroke_linejoin="round")
    blob = []
    for i in range(16):
        a = math.radians(i * 22.5)
        r = 11.5 + (1.1 if i % 3 == 0 else (-0.6 if i % 3 == 1 else 0.3))
        blob.append((44 + r * math.cos(a), 44 + r * math.sin(a)))
    wax = doc.rad([(0, "#e9645a"), (0.6, "#b8302c"), (1, "#7a1714")], cx="38%", cy="35%", r="70%", gid="wax")
    doc.poly(blob, fill=wax, stroke=INK, stroke_width=1.3, stroke_linejoin="round")
    doc.circle(44, 44, 7.4, fill="none", stroke="#6e1412", stroke_width=1.4)
    doc.circle(44, 44, 7.4, fill="none", stroke="#f08a7a", stroke_width=0.6, stroke_opacity=0.6,
               transform="translate(0.6 0.6)")
    motif(doc, "cross", 44, 44, 9, "#d9554b", "#6e1412", 1.0)


def icon_soup(doc):
    doc.ellipse(32, 55, 17, 3.2, fill="#000000", fill_opacity=0.18)
    for i, x in enumerate((22, 32, 42)):
        doc.path("M%s,24 q-4,-5 0,-9 q4,-4 0,-9" % x, fill="none", stroke="#ffffff", stroke_width=3.2,
                 stroke_linecap="round", stroke_opacity=0.8)
        doc.path("M%s,24 q-4,-5 0,-9 q4,-4 0,-9" % x, fill="none", stroke=INK_SOFT, stroke_width=1.2,
                 stroke_linecap="round", stroke_opacity=0.75)
    bowl = doc.lin([(0, "#c77a45"), (0.5, "#9c5228"), (1, "#6a3316")], x2="100%", y2="0%", gid="bowl")
    doc.ellipse(32, 52.5, 11, 3, fill="#7a3d1b", stroke=INK, stroke_width=1.2)
    doc.path("M6.5,31 Q8,51 32,52.5 Q56,51 57.5,31 Z", fill=bowl, stroke=INK, stroke_width=1.6,
             stroke_linejoin="round")
    doc.path("M11,38 Q20,44 32,44.5 Q44,44 53,38", fill="none", stroke="#e8b070", stroke_width=1.4,
             stroke_opacity=0.7)
    doc.ellipse(32, 31, 25.5, 7.6, fill="#7a3d1b", stroke=INK, stroke_width=1.5)
    soup = doc.rad([(0, "#f3c35d"), (0.7, "#d9902c"), (1, "#a8601a")], cx="45%", cy="40%", r="60%", gid="soup")
    doc.ellipse(32, 31.3, 22, 5.6, fill=soup)
    for (x, y, c) in [(24, 30, "#6f9a3a"), (36, 32.5, "#e0662c"), (41, 29.8, "#6f9a3a"), (29, 33, "#e0662c"),
                      (45, 32.4, "#f5e3b0")]:
        doc.ellipse(x, y, 2.1, 1.1, fill=c, stroke=INK, stroke_width=0.5)
    # spoon
    doc.path("M40,30.5 L52,12", fill="none", stroke=INK, stroke_width=4, stroke_linecap="round")
    doc.path("M40,30.5 L52,12", fill="none", stroke=WOOD_L, stroke_width=2.2, stroke_linecap="round")


def icon_rosary(doc):
    pts = []
    cx, cy, rx, ry = 32, 26, 19, 17
    n = 18
    for i in range(n):
        a = math.radians(90 + 360.0 * (i + 0.5) / n)
        pts.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    # cord
    doc.ellipse(cx, cy, rx, ry, fill="none", stroke=INK, stroke_width=1.6)
    doc.line(32, 43, 32, 50, stroke=INK, stroke_width=1.6)
    bead = doc.rad([(0, "#d9a06a"), (0.6, "#8a4f22"), (1, "#5a3012")], cx="35%", cy="35%", r="70%", gid="bead")
    big = doc.rad([(0, "#fbe08a"), (0.6, GOLD), (1, GOLD_D)], cx="35%", cy="35%", r="70%", gid="bigbead")
    for i, (x, y) in enumerate(pts):
        bigb = i in (4, 13)
        doc.circle(x, y, 3.9 if bigb else 3.2, fill=big if bigb else bead, stroke=INK, stroke_width=1)
    doc.circle(32, 43.5, 3.4, fill=big, stroke=INK, stroke_width=1)
    # cross
    doc.path("M29.5,48 h5 v4 h4 v4.4 h-4 v6.6 h-5 v-6.6 h-4 v-4.4 h4 Z", fill=doc.lin(
        [(0, GOLD_L), (1, GOLD_D)], x2="100%", y2="100%", gid="xgold"), stroke=INK, stroke_width=1.2,
        stroke_linejoin="round")


def icon_tool(doc):
    doc.ellipse(32, 57, 18, 3, fill="#000000", fill_opacity=0.16)
    doc.group(transform="translate(32 32) scale(0.86) rotate(38) translate(-32 -31)")
    handle = doc.lin([(0, WOOD_L), (0.5, "#c99561"), (1, WOOD)], x2="100%", y2="0%", gid="handle")
    doc.rect(28.5, 17, 7, 44, rx=3, fill=handle, stroke=INK, stroke_width=1.5)
    doc.line(30.5, 52, 30.5, 58, stroke=WOOD_D, stroke_width=1)
    head = doc.lin([(0, "#c7c8cc"), (0.45, IRON), (1, "#3e3f43")], gid="iron")
    doc.path("M13,8 L47,8 Q52,8 52,13 L52,18 Q52,22 47,22 L13,22 L10,19 L10,11 Z", fill=head, stroke=INK,
             stroke_width=1.6, stroke_linejoin="round")
    doc.rect(47, 6, 7, 18, rx=1.5, fill=head, stroke=INK, stroke_width=1.5)
    doc.line(14, 11, 44, 11, stroke="#ffffff", stroke_width=1.2, stroke_opacity=0.55, stroke_linecap="round")
    doc.rect(29.5, 8.5, 5, 13, fill="none", stroke="#2b2c30", stroke_width=0.9)
    doc.end()


def icon_book(doc, cover="#8c2f22", cover_d="#5a1a12"):
    doc.ellipse(32, 59, 20, 3, fill="#000000", fill_opacity=0.16)
    # page block (behind the cover, visible on right and bottom)
    doc.path("M17,11 L51,11 Q53,11 53,13 L53,56 Q53,58 51,58 L17,58 Z", fill=PARCH_L, stroke=INK,
             stroke_width=1.4)
    for y in (50.5, 53, 55.5):
        doc.line(18, y, 51, y, stroke=PARCH_D, stroke_width=0.8)
    for x in (48.5, 50.7):
        doc.line(x, 12, x, 52, stroke=PARCH_D, stroke_width=0.8)
    cov = doc.lin([(0, mix(cover, "#ffffff", 0.2)), (0.5, cover), (1, cover_d)], x2="100%", y2="100%", gid="cover")
    doc.rect(11, 6, 36, 47, rx=3, fill=cov, stroke=INK, stroke_width=1.6)
    doc.rect(11, 6, 6, 47, rx=2, fill=cover_d, stroke=INK, stroke_width=1.1)
    for y in (12, 46):
        doc.line(11.5, y, 16.5, y, stroke=GOLD, stroke_width=1.3)
    doc.rect(20, 11, 23, 37, rx=1.5, fill="none", stroke=GOLD, stroke_width=1.1)
    gold = doc.lin([(0, GOLD_L), (1, GOLD_D)], x2="100%", y2="100%", gid="bgold")
    for (x, y, dx, dy) in [(47, 6, -1, 1), (47, 53, -1, -1)]:
        doc.poly([(x, y), (x + dx * 8, y), (x, y + dy * 8)], fill=gold, stroke=INK, stroke_width=0.9)
    doc.poly(star_points(31.5, 29.5, 8, 3.4, 4), fill=gold, stroke=INK, stroke_width=1)
    doc.circle(31.5, 29.5, 2.4, fill="#2f62ad", stroke=INK, stroke_width=0.7)
    # clasp
    doc.rect(42, 25, 12.5, 8, rx=1.5, fill=gold, stroke=INK, stroke_width=1.1)
    doc.circle(50.5, 29, 1.4, fill=GOLD_D)


# ---------------------------------------------------------------------------
# Bonus medallions
# ---------------------------------------------------------------------------

def medallion(doc):
    doc.circle(32, 33.2, 30, fill="#000000", fill_opacity=0.22)
    rim = doc.lin([(0, GOLD_L), (0.5, GOLD), (1, GOLD_D)], x2="100%", y2="100%", gid="medrim")
    doc.circle(32, 32, 30, fill=rim, stroke=INK, stroke_width=1.3)
    inner = doc.rad([(0, PARCH_L), (0.75, PARCH), (1, PARCH_M)], cx="45%", cy="40%", r="60%", gid="medin")
    doc.circle(32, 32, 25.5, fill=inner, stroke=INK, stroke_width=1.1)
    for (x, y) in circle_points(32, 32, 27.8, 12, rot=-75):
        doc.circle(x, y, 0.9, fill=GOLD_D)


def place(doc, fn, cx, cy, scale, *args):
    doc.group(transform="translate(%s %s) scale(%s) translate(-32 -32)" % (num(cx), num(cy), num(scale)))
    fn(doc, *args)
    doc.end()


def icon_hand_star(doc):
    skin = doc.lin([(0, "#f7d8b4"), (1, SKIN_D)], x2="100%", y2="100%", gid="hand")
    fingers = [(20.5, 20, 6.2, 22), (26.8, 14.5, 6.2, 26), (33.1, 15.5, 6.2, 25), (39.4, 20.5, 6.2, 20)]
    palm = "M20,34 L45.6,34 L45.6,47 Q45.6,57 36,58 L29,58 Q21,57 20,48 Z"
    thumb = "M21.5,47 Q14,39 11.8,32.5 Q11.2,28.3 15,28.8 Q18.5,30 23.5,37 Z"
    # outline pass (ink behind), then fill pass: only the outer silhouette keeps a line
    for (x, y, w, h) in fingers:
        doc.rect(x, y, w, h, rx=3.1, fill=INK, stroke=INK, stroke_width=2.8)
    doc.path(palm, fill=INK, stroke=INK, stroke_width=2.8, stroke_linejoin="round")
    doc.path(thumb, fill=INK, stroke=INK, stroke_width=2.8, stroke_linejoin="round")
    for (x, y, w, h) in fingers:
        doc.rect(x, y, w, h, rx=3.1, fill=skin)
    doc.path(palm, fill=skin)
    doc.path(thumb, fill=skin)
    for (x, y, w, h) in fingers[1:]:
        doc.line(x, y + 3.5, x, 36, stroke=SKIN_D, stroke_width=1.1, stroke_linecap="round")
    for (x, y, w, h) in fingers:
        doc.path("M%s,%s q%s,-1.4 %s,0" % (num(x + 1.4), num(y + 4), num(w / 2 - 1.4), num(w - 2.8)), fill="none",
                 stroke="#ffffff", stroke_width=0.9, stroke_opacity=0.6, stroke_linecap="round")
    doc.path("M26,47 Q32,50 40,46", fill="none", stroke=SKIN_D, stroke_width=1.1, stroke_linecap="round")
    doc.path("M19.5,43 Q22,40 23.5,37.5", fill="none", stroke=SKIN_D, stroke_width=1, stroke_linecap="round")
    doc.poly(star_points(47, 14, 9.5, 4, 5), fill=doc.lin([(0, GOLD_L), (1, GOLD)], gid="hstar"), stroke=INK,
             stroke_width=1.2, stroke_linejoin="round")


def icon_die_plus(doc):
    doc.group(transform="rotate(-10 30 34)")
    doc.rect(12, 16, 36, 36, rx=7, fill=doc.lin([(0, "#ffffff"), (1, "#d9d1bf")], x2="100%", y2="100%",
                                                gid="bdie"), stroke=INK, stroke_width=1.6)
    for (x, y) in [(20.5, 24.5), (39.5, 24.5), (30, 34), (20.5, 43.5), (39.5, 43.5)]:
        doc.circle(x, y, 3, fill=INK)
    doc.end()
    doc.circle(47, 15, 8.5, fill=doc.lin([(0, GOLD_L), (1, GOLD)], gid="plusbg"), stroke=INK, stroke_width=1.3)
    doc.path("M47,10 v10 M42,15 h10", fill="none", stroke=INK, stroke_width=2.6, stroke_linecap="round")


def icon_small_window(doc):
    cols = [MONASTERIES[k]["base"] for k in "ABCDE"]
    d = lancet_d(17, 6, 30, 52)
    doc.path(d, fill=STONE, stroke=INK, stroke_width=1.6)
    d2 = lancet_d(21, 10.5, 22, 44)
    doc.path(d2, fill=LEAD)
    # panes
    panes = [
        ("M22.5,53 L22.5,38 L31,38 L31,53 Z", cols[0]), ("M33,53 L33,38 L41.5,38 L41.5,53 Z", cols[1]),
        ("M22.5,36 L22.5,26 L31,26 L31,36 Z", cols[2]), ("M33,36 L33,26 L41.5,26 L41.5,36 Z", cols[3]),
    ]
    for dd, c in panes:
        doc.path(dd, fill=c)
    doc.path("M22.6,24 Q23.5,14 32,12.3 Q40.5,14 41.4,24 Z", fill=cols[4])
    doc.path(d2, fill=doc.rad([(0, "#ffffff", 0.5), (1, "#ffffff", 0)], cx="35%", cy="30%", r="70%", gid="sw"))
    doc.circle(32, 19, 3.3, fill=GOLD_L, stroke=LEAD, stroke_width=1)


def icon_slash(doc, x1, y1, x2, y2):
    doc.line(x1, y1, x2, y2, stroke=INK, stroke_width=2.6, stroke_linecap="round")
    doc.line(x1, y1, x2, y2, stroke=GOLD, stroke_width=1.2, stroke_linecap="round")


def icon_exchange_arrows(doc, cx, cy):
    doc.path("M%s,%s h10 l-2.5,-2.5 M%s,%s h-10 l2.5,2.5" % (num(cx - 5), num(cy - 2.5), num(cx + 5), num(cy + 2.5)),
             fill="none", stroke=INK, stroke_width=1.6, stroke_linecap="round", stroke_linejoin="round")


# ---------------------------------------------------------------------------
# Other components
# ---------------------------------------------------------------------------

def hourglass(doc):
    wood = doc.lin([(0, WOOD_L), (0.5, "#c99561"), (1, WOOD_D)], x2="100%", y2="0%", gid="hgwood")
    glass = doc.lin([(0, "#ffffff", 0.75), (0.35, "#dfeff2", 0.45), (1, "#a9c6cc", 0.6)], x2="100%", y2="0%",
                    gid="hgglass")
    # pillars
    for x in (14, 47):
        doc.rect(x, 9, 3.5, 46, rx=1.5, fill=wood, stroke=INK, stroke_width=1.1)
    bulb = ("M19,10 C19,23 29,27 29.5,32 C29,37 19,41 19,54 L45,54 C45,41 35,37 34.5,32 "
            "C35,27 45,23 45,10 Z")
    doc.path(bulb, fill=glass)
    sand = doc.lin([(0, "#f2d28c"), (1, "#c9963e")], gid="sand")
    doc.path("M23.5,19 C25,24 30,27 31,30 L33,30 C34,27 39,24 40.5,19 Q32,21 23.5,19 Z", fill=sand, stroke="#8a6a2a",
             stroke_width=0.6)
    doc.line(32, 30, 32, 46, stroke="#d9b062", stroke_width=1.1)
    doc.path("M20.3,53.5 Q22,44 32,42 Q42,44 43.7,53.5 Z", fill=sand, stroke="#8a6a2a", stroke_width=0.6)
    doc.path(bulb, fill="none", stroke=INK, stroke_width=1.5, stroke_linejoin="round")
    doc.path("M22,14 C22,21 26,25 28,28", fill="none", stroke="#ffffff", stroke_width=1.4, stroke_opacity=0.8,
             stroke_linecap="round")
    for y in (4.5, 53.5):
        doc.rect(9, y, 46, 6, rx=2.5, fill=wood, stroke=INK, stroke_width=1.4)
        doc.line(11, y + 1.6, 53, y + 1.6, stroke="#ffffff", stroke_opacity=0.3, stroke_width=1)
    for x in (11.5, 52.5):
        for y in (7.5, 56.5):
            doc.circle(x, y, 1.1, fill=GOLD, stroke=INK, stroke_width=0.5)


def chalice(doc):
    gold = doc.lin([(0, GOLD_D), (0.3, GOLD_L), (0.6, GOLD), (1, GOLD_D)], x2="100%", y2="0%", gid="chgold")
    doc.ellipse(32, 58.5, 17, 3, fill="#000000", fill_opacity=0.18)
    doc.path("M17,57 Q18,50 26,48.5 L38,48.5 Q46,50 47,57 Z", fill=gold, stroke=INK, stroke_width=1.5,
             stroke_linejoin="round")
    doc.ellipse(32, 57, 15, 2.4, fill=GOLD_D, stroke=INK, stroke_width=1.2)
    doc.path("M29,48.5 L29.5,31 L34.5,31 L35,48.5 Z", fill=gold, stroke=INK, stroke_width=1.3)
    doc.ellipse(32, 40, 6, 3.8, fill=gold, stroke=INK, stroke_width=1.3)
    doc.circle(32, 40, 1.6, fill="#b8302c", stroke=INK, stroke_width=0.6)
    doc.path("M12,8 L52,8 Q52,27 37,31 L27,31 Q12,27 12,8 Z", fill=gold, stroke=INK, stroke_width=1.6,
             stroke_linejoin="round")
    doc.ellipse(32, 8, 20, 3.6, fill="#7a3d22", stroke=INK, stroke_width=1.4)
    doc.ellipse(32, 8.6, 17, 2.4, fill="#8c1f3a")
    doc.path("M14.5,15 Q32,20 49.5,15", fill="none", stroke=GOLD_D, stroke_width=1.2)
    for (x, c) in [(22, "#2f62ad"), (32, "#b8302c"), (42, "#2f8c47")]:
        doc.ellipse(x, 21.5, 2.6, 3.2, fill=c, stroke=INK, stroke_width=0.8)
        doc.circle(x - 0.8, 20.6, 0.8, fill="#ffffff", fill_opacity=0.7)
    doc.path("M16,11 Q17,23 25,27", fill="none", stroke="#ffffff", stroke_width=1.6, stroke_opacity=0.6,
             stroke_linecap="round")


def tile_base(doc, face_l, face, face_d, edge=INK, gid="tile"):
    doc.rect(3.5, 5, 58, 58, rx=7, fill="#000000", fill_opacity=0.25)
    doc.rect(2.5, 2.5, 58, 58, rx=7, fill=doc.lin([(0, face_l), (0.55, face), (1, face_d)], x2="100%", y2="100%",
                                                  gid=gid), stroke=edge, stroke_width=1.6)


def reroll(doc, active):
    if active:
        tile_base(doc, "#e9f3d8", "#bcd89a", "#7fa95a", gid="rrt")
        ring, arrow, die_l, die_d = "#2f6a2a", "#3d8a36", "#ffffff", "#d9d1bf"
    else:
        tile_base(doc, "#e3e0da", "#bdb8ae", "#8c877d", gid="rrt")
        ring, arrow, die_l, die_d = "#6c6760", "#8e887e", "#e9e6e0", "#bfb9ad"
    doc.rect(7, 7, 49, 49, rx=5, fill="none", stroke="#ffffff", stroke_opacity=0.45, stroke_width=1)
    # die
    doc.group(transform="rotate(12 32 32)")
    doc.rect(22, 22, 20, 20, rx=4, fill=doc.lin([(0, die_l), (1, die_d)], x2="100%", y2="100%", gid="rrdie"),
             stroke=INK, stroke_width=1.3)
    for (x, y) in [(27, 27), (32, 32), (37, 37)]:
        doc.circle(x, y, 1.9, fill=INK)
    doc.end()
    # circular arrows
    for rot in (0, 180):
        doc.group(transform="rotate(%d 32 32)" % rot)
        d = "M15.5,26 A17.5,17.5 0 0 1 44,16.5"
        doc.path(d, fill="none", stroke=INK, stroke_width=5.6, stroke_linecap="round")
        doc.path(d, fill="none", stroke=arrow, stroke_width=3.4, stroke_linecap="round")
        doc.poly([(49.5, 12.5), (46.5, 24.5), (38, 17)], fill=arrow, stroke=INK, stroke_width=1.3,
                 stroke_linejoin="round")
        doc.end()
    if not active:
        doc.rect(2.5, 2.5, 58, 58, rx=7, fill="#5a554e", fill_opacity=0.18)
        doc.line(14, 50, 50, 14, stroke=INK, stroke_width=4.5, stroke_linecap="round", stroke_opacity=0.8)
        doc.line(14, 50, 50, 14, stroke="#b8302c", stroke_width=2.6, stroke_linecap="round")


def action_tile(doc, yellow):
    if yellow:
        tile_base(doc, "#fff3b0", "#f4d35a", "#c99a1c", gid="att")
        line = "#9c6f08"
    else:
        tile_base(doc, "#ffffff", "#f4efe2", "#cfc6b2", gid="att")
        line = "#a89a7c"
    doc.rect(7.5, 7.5, 48, 48, rx=4.5, fill="none", stroke=line, stroke_width=1.2)
    doc.rect(9.5, 9.5, 44, 44, rx=3.5, fill="none", stroke=line, stroke_width=0.6, stroke_opacity=0.7)
    for (x, y) in [(7.5, 7.5), (55.5, 7.5), (7.5, 55.5), (55.5, 55.5)]:
        doc.poly(star_points(x, y, 3.4, 1.3, 4, rot=-90), fill=line, stroke=None)
    doc.path("M8,16 Q8,8.5 16,8", fill="none", stroke="#ffffff", stroke_width=1.5, stroke_opacity=0.8,
             stroke_linecap="round")
