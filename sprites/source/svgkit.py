"""Tiny helpers for writing nanosvg-friendly SVG files.

Only features that pygame-ce's nanosvg loader renders correctly are produced:
paths, rects, circles, ellipses, polygons, lines, linear/radial gradients with
*percentage* bounding-box coordinates (bare fractions such as x2="1" are
ignored by nanosvg), fill/stroke/opacity presentation attributes and
transforms. No <use>, no text, no filters, no masks/clip paths, no rgba().
"""
import math
import os


def num(v):
    if isinstance(v, str):
        return v
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def attrs(kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        out.append('%s="%s"' % (k, num(v)))
    return " ".join(out)


def pts(points):
    return " ".join("%s,%s" % (num(x), num(y)) for x, y in points)


class Doc:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.defs = []
        self.ids = set()
        self.body = []
        self._n = 0

    # ---- gradients -------------------------------------------------
    def _stops(self, stops):
        out = []
        for st in stops:
            off, col = st[0], st[1]
            op = st[2] if len(st) > 2 else None
            s = '<stop offset="%s" stop-color="%s"' % (num(off), col)
            if op is not None:
                s += ' stop-opacity="%s"' % num(op)
            out.append(s + "/>")
        return "".join(out)

    def uid(self, prefix="g"):
        self._n += 1
        return "%s%d" % (prefix, self._n)

    def lin(self, stops, x1="0%", y1="0%", x2="0%", y2="100%", gid=None, user=False):
        gid = gid or self.uid("lg")
        if gid not in self.ids:
            self.ids.add(gid)
            units = ' gradientUnits="userSpaceOnUse"' if user else ""
            self.defs.append(
                '<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s"%s>%s</linearGradient>'
                % (gid, num(x1), num(y1), num(x2), num(y2), units, self._stops(stops)))
        return "url(#%s)" % gid

    def rad(self, stops, cx="50%", cy="50%", r="50%", gid=None, user=False):
        gid = gid or self.uid("rg")
        if gid not in self.ids:
            self.ids.add(gid)
            units = ' gradientUnits="userSpaceOnUse"' if user else ""
            self.defs.append(
                '<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s>%s</radialGradient>'
                % (gid, num(cx), num(cy), num(r), units, self._stops(stops)))
        return "url(#%s)" % gid

    # ---- elements --------------------------------------------------
    def add(self, s):
        self.body.append(s)

    def path(self, d, **kw):
        self.add('<path d="%s" %s/>' % (d, attrs(kw)))

    def rect(self, x, y, w, h, **kw):
        self.add('<rect x="%s" y="%s" width="%s" height="%s" %s/>' % (num(x), num(y), num(w), num(h), attrs(kw)))

    def circle(self, cx, cy, r, **kw):
        self.add('<circle cx="%s" cy="%s" r="%s" %s/>' % (num(cx), num(cy), num(r), attrs(kw)))

    def ellipse(self, cx, cy, rx, ry, **kw):
        self.add('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" %s/>' % (num(cx), num(cy), num(rx), num(ry), attrs(kw)))

    def poly(self, points, **kw):
        self.add('<polygon points="%s" %s/>' % (pts(points), attrs(kw)))

    def polyline(self, points, **kw):
        kw.setdefault("fill", "none")
        self.add('<polyline points="%s" %s/>' % (pts(points), attrs(kw)))

    def line(self, x1, y1, x2, y2, **kw):
        self.add('<line x1="%s" y1="%s" x2="%s" y2="%s" %s/>' % (num(x1), num(y1), num(x2), num(y2), attrs(kw)))

    def group(self, **kw):
        self.add("<g %s>" % attrs(kw))

    def end(self):
        self.add("</g>")

    # ---- output ----------------------------------------------------
    def text(self):
        return (
            '<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">\n'
            "<defs>\n%s\n</defs>\n%s\n</svg>\n"
            % (self.w, self.h, self.w, self.h, "\n".join(self.defs), "\n".join(self.body)))

    def save(self, folder, name):
        with open(os.path.join(folder, name), "w", encoding="utf-8") as fh:
            fh.write(self.text())


# ---- geometry helpers ------------------------------------------------

def star_points(cx, cy, r_out, r_in, n, rot=-90.0):
    out = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / n)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def circle_points(cx, cy, r, n, rot=-90.0):
    return [(cx + r * math.cos(math.radians(rot + i * 360.0 / n)),
             cy + r * math.sin(math.radians(rot + i * 360.0 / n))) for i in range(n)]


def smooth_path(points, closed=False):
    """Catmull-Rom spline through points as cubic bezier path data."""
    if len(points) < 2:
        return ""
    p = list(points)
    if closed:
        p = [p[-1]] + p + [p[0], p[1]]
    else:
        p = [p[0]] + p + [p[-1]]
    d = "M%s,%s" % (num(p[1][0]), num(p[1][1]))
    for i in range(1, len(p) - 2):
        p0, p1, p2, p3 = p[i - 1], p[i], p[i + 1], p[i + 2]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6.0, p1[1] + (p2[1] - p0[1]) / 6.0)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6.0, p2[1] - (p3[1] - p1[1]) / 6.0)
        d += " C%s,%s %s,%s %s,%s" % (num(c1[0]), num(c1[1]), num(c2[0]), num(c2[1]), num(p2[0]), num(p2[1]))
    if closed:
        d += " Z"
    return d


def lancet_d(x, y, w, h):
    """Pointed (gothic) arch window: x,y top-left of bounding box."""
    r = w * 0.9
    spring = y + w * 0.75
    return ("M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z" % (
        num(x), num(y + h), num(x), num(spring), num(r), num(r), num(x + w / 2.0), num(y),
        num(r), num(r), num(x + w), num(spring), num(x + w), num(y + h)))


def round_arch_d(x, y, w, h):
    r = w / 2.0
    return "M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z" % (
        num(x), num(y + h), num(x), num(y + r), num(r), num(r), num(x + w), num(y + r), num(x + w), num(y + h))


def mix(c1, c2, t):
    a = [int(c1[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(c2[i:i + 2], 16) for i in (1, 3, 5)]
    return "#%02x%02x%02x" % tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))
