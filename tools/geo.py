"""Build the map geometry of "Upoznaj Evropu" (art/geo/) from Natural Earth.

The outlines are Natural Earth's admin-0 countries (public domain), as shipped
in TopoJSON by the npm package world-atlas (pinned in tools/geo/package.json).
Only the output is committed; the game never needs npm or this script.

What the script does, in order:

1. decodes the TopoJSON (quantized, delta-encoded arcs; a ring is a list of arc
   indices, ``~i`` meaning arc ``i`` reversed);
2. picks the 45 countries by their numeric ISO 3166 ids (world-atlas's keys),
   and follows UN cartographic practice: Kosovo (a feature without an id) is
   merged into Serbia and its border with the rest of Serbia kept as a dashed
   line (UNSCR 1244); Northern Cyprus is merged into Cyprus; Crimea, which
   Natural Earth 4.1 draws inside Russia, is moved into Ukraine;
3. crops the parts a child does not expect on a map of the country (overseas
   departments, Svalbard, Greenland, the Azores, the Canaries, Russia east of
   60°E, ...);
4. projects (Lambert azimuthal equal-area: centred on each country for its
   card, centred on Europe for the locator), simplifies each shared arc once
   (Douglas–Peucker, so neighbours keep a common border), drops islets too
   small to see, and normalises into a unit box;
5. writes ``art/geo/<ISO2>.json`` per country, ``art/geo/europe.json`` (the
   locator) and ``art/geo/README.md``.

The JSON format is described in art/geo/README.md (written by this script).

Usage::

    (cd tools/geo && npm ci)      # world-atlas into tools/geo/node_modules
    python tools/geo.py [--atlas DIR] [--out DIR]

Standard library only.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ATLAS_DIR = ROOT / "tools" / "geo" / "node_modules" / "world-atlas"
OUT_DIR = ROOT / "art" / "geo"

Point = tuple[float, float]
Ring = list[Point]

# world-atlas keys countries by ISO 3166-1 numeric code.
NUMERIC: dict[str, str] = {
    "AL": "008", "AD": "020", "AT": "040", "BY": "112", "BE": "056", "BA": "070",
    "BG": "100", "HR": "191", "CY": "196", "CZ": "203", "DK": "208", "EE": "233",
    "FI": "246", "FR": "250", "DE": "276", "GR": "300", "HU": "348", "IS": "352",
    "IE": "372", "IT": "380", "LV": "428", "LI": "438", "LT": "440", "LU": "442",
    "MT": "470", "MD": "498", "MC": "492", "ME": "499", "NL": "528", "MK": "807",
    "NO": "578", "PL": "616", "PT": "620", "RO": "642", "RU": "643", "SM": "674",
    "RS": "688", "SK": "703", "SI": "705", "ES": "724", "SE": "752", "CH": "756",
    "UA": "804", "GB": "826", "VA": "336",
}

# Features without a numeric id that belong to a country on a UN map.
MERGED_BY_NAME: dict[str, str] = {"Kosovo": "RS", "N. Cyprus": "CY"}
# Features merged with a dashed line kept along the old border.
DASHED_BY_NAME = {"Kosovo"}

# Countries taken from the 1:10m file for their own card (too small at 1:50m).
# (Not the Vatican: at 1:10m it is quantized to a line, at 1:50m a small box.)
FINE = {"AD", "LI", "LU", "MT", "MC", "SM"}
# Too small to see on the Europe locator: drawn there as a ring marker.
TINY = ("MC", "SM", "VA", "LI", "AD", "MT", "LU")

# Parts kept for each country's card: a part stays if the centre of its
# lon/lat bounding box lies in the box (west, south, east, north).
KEEP_BOX: dict[str, tuple[float, float, float, float]] = {
    "FR": (-6.0, 41.0, 10.0, 52.0),     # mainland and Corsica; no overseas departments
    "NO": (4.0, 57.0, 32.0, 72.0),      # no Svalbard, Jan Mayen, Bouvet
    "PT": (-10.0, 36.5, -6.0, 42.5),    # mainland only: no Azores, Madeira
    "ES": (-10.0, 36.0, 5.0, 44.0),     # mainland and Balearics: no Canaries, Ceuta, Melilla
    "DK": (7.0, 54.0, 16.0, 58.0),      # no Greenland, Faroes
    "NL": (3.0, 50.0, 8.0, 54.0),       # no Caribbean Netherlands
    "GB": (-9.0, 49.0, 2.5, 61.0),      # Great Britain and Northern Ireland
    "RU": (19.0, 41.0, 62.0, 78.0),     # European Russia, Kaliningrad, Novaya Zemlya
    "IT": (6.0, 35.0, 19.0, 48.0),
    "GR": (19.0, 34.0, 30.0, 42.0),
    "CY": (32.0, 34.0, 35.0, 36.0),
}
# Russia's mainland is cut along this meridian (the Urals); east of it is Asia.
RUSSIA_EAST = 60.0

# Land drawn grey on the locator is taken from this lon/lat box (west, south, east, north)
# before it is clipped to the locator's frame.
CONTEXT_BOX = (-45.0, 25.0, 80.0, 85.0)

# Douglas–Peucker tolerance and smallest island kept, in the unit box.
CARD_TOLERANCE = 0.0015
CARD_MIN_AREA = 2e-5
EUROPE_TOLERANCE = 0.0007
EUROPE_MIN_AREA = 1.5e-6
DIGITS = 4

# Europe locator projection centre.
EUROPE_CENTRE = (15.0, 52.0)

# Neighbourhood maps for the specks: a lon/lat box (west, south, east, north).
NEIGHBOURHOOD: dict[str, tuple[float, float, float, float]] = {
    "MC": (3.0, 41.2, 12.0, 46.6),
    "SM": (6.3, 36.4, 19.0, 47.3),
    "VA": (6.3, 36.4, 19.0, 47.3),
}

# Capitals, lon/lat, for the dot on the map card.
CAPITAL_LONLAT: dict[str, Point] = {
    "AL": (19.82, 41.33), "AD": (1.52, 42.51), "AT": (16.37, 48.21), "BY": (27.57, 53.90),
    "BE": (4.35, 50.85), "BA": (18.41, 43.86), "BG": (23.32, 42.70), "HR": (15.98, 45.81),
    "CY": (33.36, 35.17), "CZ": (14.42, 50.08), "DK": (12.57, 55.68), "EE": (24.75, 59.44),
    "FI": (24.94, 60.17), "FR": (2.35, 48.86), "DE": (13.40, 52.52), "GR": (23.73, 37.98),
    "HU": (19.04, 47.50), "IS": (-21.94, 64.15), "IE": (-6.26, 53.35), "IT": (12.50, 41.90),
    "LV": (24.11, 56.95), "LI": (9.52, 47.14), "LT": (25.28, 54.69), "LU": (6.13, 49.61),
    "MT": (14.51, 35.90), "MD": (28.86, 47.01), "MC": (7.42, 43.74), "ME": (19.26, 42.44),
    "NL": (4.90, 52.37), "MK": (21.43, 42.00), "NO": (10.75, 59.91), "PL": (21.01, 52.23),
    "PT": (-9.14, 38.72), "RO": (26.10, 44.43), "RU": (37.62, 55.76), "SM": (12.45, 43.94),
    "RS": (20.46, 44.82), "SK": (17.11, 48.15), "SI": (14.51, 46.06), "ES": (-3.70, 40.42),
    "SE": (18.07, 59.33), "CH": (7.45, 46.95), "UA": (30.52, 50.45), "GB": (-0.13, 51.51),
    "VA": (12.453, 41.904),
}


# --- TopoJSON ---------------------------------------------------------------------


@dataclass
class Feature:
    """One country of a topology: its polygons as rings of arc references."""

    id: str | None
    name: str
    polygons: list[list[list[int]]]


class Topology:
    """A decoded world-atlas file: absolute lon/lat arcs and the country features."""

    def __init__(self, path: Path) -> None:
        data = json.loads(path.read_text(encoding="utf-8"))
        (sx, sy), (tx, ty) = data["transform"]["scale"], data["transform"]["translate"]
        self.arcs: list[Ring] = []
        for arc in data["arcs"]:
            x = y = 0
            points: Ring = []
            for dx, dy in arc:
                x += dx
                y += dy
                points.append((x * sx + tx, y * sy + ty))
            self.arcs.append(points)
        self.features: list[Feature] = []
        for geometry in data["objects"]["countries"]["geometries"]:
            kind = geometry["type"]
            if kind == "Polygon":
                polygons = [geometry["arcs"]]
            elif kind == "MultiPolygon":
                polygons = geometry["arcs"]
            else:
                continue
            name = geometry.get("properties", {}).get("name", "")
            self.features.append(Feature(geometry.get("id"), name, polygons))

    def arc(self, ref: int) -> Ring:
        """The points of an arc reference, reversed for ``~i``."""
        return self.arcs[ref] if ref >= 0 else self.arcs[~ref][::-1]

    def ring(self, refs: list[int]) -> Ring:
        """Concatenate the arcs of a ring (shared end points once)."""
        points: Ring = []
        for ref in refs:
            arc = self.arc(ref)
            points.extend(arc if not points else arc[1:])
        return points

    def by_id(self, numeric: str) -> Feature:
        return next(f for f in self.features if f.id == numeric)

    def by_name(self, name: str) -> Feature:
        return next(f for f in self.features if f.name == name)


def merge(topology: Topology,
          polygons: list[list[list[int]]]) -> tuple[list[list[int]], list[int]]:
    """Merge polygons along their shared arcs, as topojson.merge does.

    Returns the outer rings of the union (arc references; holes are dropped) and
    the arcs that were shared, i.e. the old internal borders.
    """
    refs = [ref for polygon in polygons for ring in polygon for ref in ring]
    count: dict[int, int] = {}
    for ref in refs:
        key = ref if ref >= 0 else ~ref
        count[key] = count.get(key, 0) + 1
    internal = sorted(k for k, n in count.items() if n > 1)
    outer = [ref for ref in refs if count[ref if ref >= 0 else ~ref] == 1]
    return stitch(topology, outer), internal


def stitch(topology: Topology, refs: list[int]) -> list[list[int]]:
    """Chain directed arcs into closed rings, end point to start point; outer rings only."""
    starts: dict[Point, list[int]] = {}
    for ref in refs:
        starts.setdefault(topology.arc(ref)[0], []).append(ref)
    used: set[int] = set()
    rings: list[list[int]] = []
    for first in refs:
        if first in used:
            continue
        ring = [first]
        used.add(first)
        start, end = topology.arc(first)[0], topology.arc(first)[-1]
        while end != start:
            nxt = next(r for r in starts[end] if r not in used)
            used.add(nxt)
            ring.append(nxt)
            end = topology.arc(nxt)[-1]
        rings.append(ring)
    # world-atlas rings are clockwise (d3's spherical convention), a negative
    # shoelace area in lon/lat; holes come out positive and are dropped.
    return [r for r in rings if shoelace(topology.ring(r)) < 0]


# --- geometry helpers -------------------------------------------------------------


def shoelace(ring: Ring) -> float:
    """Signed area (counter-clockwise positive, y up)."""
    area = 0.0
    for i in range(len(ring)):
        x1, y1 = ring[i - 1]
        x2, y2 = ring[i]
        area += x1 * y2 - x2 * y1
    return area / 2


def centroid(ring: Ring) -> Point:
    """Area centroid of a ring (falls back to the mean for degenerate rings)."""
    a = cx = cy = 0.0
    for i in range(len(ring)):
        x1, y1 = ring[i - 1]
        x2, y2 = ring[i]
        cross = x1 * y2 - x2 * y1
        a += cross
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    if abs(a) < 1e-15:
        return (sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring))
    return (cx / (3 * a), cy / (3 * a))


def bbox(points: list[Point]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def inside(point: Point, ring: Ring) -> bool:
    """Even-odd point-in-polygon test."""
    x, y = point
    result = False
    for i in range(len(ring)):
        x1, y1 = ring[i]
        x2, y2 = ring[i - 1]
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            result = not result
    return result


def clip(ring: Ring, a: float, b: float, c: float) -> Ring:
    """Sutherland–Hodgman: the part of a ring where a*x + b*y <= c."""
    out: Ring = []
    for i in range(len(ring)):
        p, q = ring[i - 1], ring[i]
        fp = a * p[0] + b * p[1] - c
        fq = a * q[0] + b * q[1] - c
        if fq <= 0:
            if fp > 0:
                t = fp / (fp - fq)
                out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
            out.append(q)
        elif fp <= 0:
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def clip_box(ring: Ring, box: tuple[float, float, float, float]) -> Ring:
    """Clip a ring to an axis-aligned box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    for a, b, c in ((-1, 0, -x0), (1, 0, x1), (0, -1, -y0), (0, 1, y1)):
        ring = clip(ring, a, b, c)
        if not ring:
            break
    return ring


def douglas_peucker(points: Ring, tolerance: float) -> list[int]:
    """Indices of the points kept by Douglas–Peucker (both ends always kept)."""
    n = len(points)
    if n < 3:
        return list(range(n))
    keep = [False] * n
    keep[0] = keep[-1] = True
    stack = [(0, n - 1)]
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = points[first], points[last]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        worst, index = -1.0, -1
        for i in range(first + 1, last):
            px, py = points[i]
            if length == 0:
                d = math.hypot(px - ax, py - ay)
            else:
                d = abs(dx * (ay - py) - dy * (ax - px)) / length
            if d > worst:
                worst, index = d, i
        if index >= 0 and worst > tolerance:
            keep[index] = True
            stack.append((first, index))
            stack.append((index, last))
    return [i for i in range(n) if keep[i]]


# --- projection -------------------------------------------------------------------


def laea(lon: float, lat: float, lon0: float, lat0: float) -> Point:
    """Lambert azimuthal equal-area on the unit sphere, centred on (lon0, lat0)."""
    lam, phi = math.radians(lon - lon0), math.radians(lat)
    phi0 = math.radians(lat0)
    cos_c = math.sin(phi0) * math.sin(phi) + math.cos(phi0) * math.cos(phi) * math.cos(lam)
    k = math.sqrt(2 / max(1e-12, 1 + cos_c))
    return (k * math.cos(phi) * math.sin(lam),
            k * (math.cos(phi0) * math.sin(phi) - math.sin(phi0) * math.cos(phi) * math.cos(lam)))


@dataclass(frozen=True)
class View:
    """A projection and its placement in the unit box: unit = (scale*X + x, -scale*Y + y)."""

    lon0: float
    lat0: float
    scale: float
    x: float
    y: float

    def project(self, lon: float, lat: float) -> Point:
        px, py = laea(lon, lat, self.lon0, self.lat0)
        return (self.scale * px + self.x, -self.scale * py + self.y)

    def to_json(self) -> dict:
        return {"type": "laea", "lon0": self.lon0, "lat0": self.lat0,
                "scale": round(self.scale, 6), "x": round(self.x, 6), "y": round(self.y, 6)}


def fit(lon0: float, lat0: float, rings: list[Ring]) -> View:
    """The view that fits the rings (lon/lat) into the unit box, centred, aspect kept."""
    projected = [laea(lon, lat, lon0, lat0) for ring in rings for lon, lat in ring]
    x0, y0, x1, y1 = bbox(projected)
    scale = 1 / max(x1 - x0, y1 - y0)
    return View(lon0, lat0, scale,
                -scale * x0 + (1 - scale * (x1 - x0)) / 2,
                scale * y1 + (1 - scale * (y1 - y0)) / 2)


# --- countries --------------------------------------------------------------------


@dataclass
class Shape:
    """A country in one topology: outer rings as arc references, and dashed arcs."""

    topology: Topology
    rings: list[list[int]]
    dashed: list[int]


def crimea(topology: Topology) -> list[int]:
    """The ring of Russia's feature that holds Crimea (34°E 45°N), if there is one."""
    russia = topology.by_id(NUMERIC["RU"])
    for polygon in russia.polygons:
        if inside((34.0, 45.0), topology.ring(polygon[0])):
            return polygon[0]
    return []


def shapes(topology: Topology) -> dict[str, Shape]:
    """Every country of the table, merged the UN way."""
    extra: dict[str, list[list[list[int]]]] = {}
    dashed_from: dict[str, list[list[list[int]]]] = {}
    for name, iso2 in MERGED_BY_NAME.items():
        feature = topology.by_name(name)
        extra.setdefault(iso2, []).extend(feature.polygons)
        if name in DASHED_BY_NAME:
            dashed_from[iso2] = feature.polygons
    peninsula = crimea(topology)
    if peninsula:
        extra.setdefault("UA", []).append([peninsula])
    result: dict[str, Shape] = {}
    for iso2, numeric in NUMERIC.items():
        polygons = [p for p in topology.by_id(numeric).polygons
                    if not (iso2 == "RU" and p[0] == peninsula)]
        dashed: list[int] = []
        if iso2 not in extra:
            result[iso2] = Shape(topology, [p[0] for p in polygons], dashed)
            continue
        rings, internal = merge(topology, polygons + extra[iso2])
        if iso2 in dashed_from:
            own = {r if r >= 0 else ~r for p in dashed_from[iso2] for ring in p for r in ring}
            dashed = [a for a in internal if a in own]
        result[iso2] = Shape(topology, rings, dashed)
    return result


def keep_part(iso2: str, ring: Ring) -> bool:
    """Whether a part of a country (lon/lat, uncropped) stays on its map (see KEEP_BOX)."""
    box = KEEP_BOX.get(iso2)
    if box is None:
        return True
    ring = crop(iso2, ring)
    if len(ring) < 3:
        return False
    x0, y0, x1, y1 = bbox(ring)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return box[0] <= cx <= box[2] and box[1] <= cy <= box[3]


def crop(iso2: str, ring: Ring) -> Ring:
    """Cut Russia's mainland at the Urals meridian; other parts pass unchanged.

    Only the mainland reaches far east of the cut; Novaya Zemlya and Vaygach, the
    Urals' continuation into the sea, stay whole.
    """
    if iso2 == "RU":
        ring = unwrap(ring)
        if max(lon for lon, _ in ring) > RUSSIA_EAST + 10:
            return clip(ring, 1, 0, RUSSIA_EAST)
    return ring


def unwrap(ring: Ring) -> Ring:
    """Longitudes west of 90°W moved east by 360°, so Chukotka does not wrap round."""
    return [(lon + 360 if lon < -90 else lon, lat) for lon, lat in ring]


class Simplifier:
    """Douglas–Peucker per arc in one view, so shared borders stay shared."""

    def __init__(self, topology: Topology, view: View, tolerance: float) -> None:
        self.topology, self.view, self.tolerance = topology, view, tolerance
        self.cache: dict[int, Ring] = {}

    def arc(self, ref: int) -> Ring:
        key = ref if ref >= 0 else ~ref
        if key not in self.cache:
            points = self.topology.arcs[key]
            projected = [self.view.project(lon, lat) for lon, lat in points]
            self.cache[key] = [points[i] for i in douglas_peucker(projected, self.tolerance)]
        arc = self.cache[key]
        return arc if ref >= 0 else arc[::-1]

    def ring(self, refs: list[int]) -> Ring:
        """The simplified ring in lon/lat."""
        points: Ring = []
        for ref in refs:
            arc = self.arc(ref)
            points.extend(arc if not points else arc[1:])
        if len(points) > 1 and points[0] == points[-1]:
            points.pop()
        return points

    def line(self, refs: list[int]) -> list[Ring]:
        """Chain arcs into polylines (lon/lat), joining where one ends and the next starts."""
        lines: list[Ring] = []
        pending = [self.arc(r) for r in refs]
        while pending:
            line = pending.pop(0)
            grown = True
            while grown:
                grown = False
                for i, arc in enumerate(pending):
                    if arc[0] == line[-1]:
                        line = line + arc[1:]
                    elif arc[-1] == line[-1]:
                        line = line + arc[::-1][1:]
                    elif arc[-1] == line[0]:
                        line = arc + line[1:]
                    elif arc[0] == line[0]:
                        line = arc[::-1] + line[1:]
                    else:
                        continue
                    pending.pop(i)
                    grown = True
                    break
            lines.append(line)
        return lines


def parts(iso2: str, shape: Shape) -> list[Ring]:
    """The kept, cropped parts of a country, unsimplified, in lon/lat."""
    rings = [shape.topology.ring(r) for r in shape.rings]
    return [c for c in (crop(iso2, r) for r in rings if keep_part(iso2, r)) if len(c) >= 3]


def projected_parts(iso2: str, shape: Shape, view: View, simplifier: Simplifier,
                    min_area: float) -> list[Ring]:
    """Simplified, cropped, projected parts, islets dropped, largest first."""
    out: list[Ring] = []
    for refs in shape.rings:
        raw = shape.topology.ring(refs)
        if not keep_part(iso2, raw):
            continue
        ring = crop(iso2, simplifier.ring(refs))
        if len(ring) < 3:
            continue
        out.append([view.project(lon, lat) for lon, lat in ring])
    out.sort(key=lambda r: -abs(shoelace(r)))
    big = [r for r in out if abs(shoelace(r)) >= min_area]
    return big or out[:1]


def unprojected_fallback(iso2: str, shape: Shape, view: View) -> list[Ring]:
    """The unsimplified largest part, for specks that simplify to nothing."""
    rings = sorted(parts(iso2, shape), key=lambda r: -abs(shoelace(r)))
    return [[view.project(lon, lat) for lon, lat in rings[0]]]


def rounded(ring: Ring) -> list[list[float]]:
    """A ring for JSON: rounded, consecutive duplicates dropped."""
    out: list[list[float]] = []
    for x, y in ring:
        p = [round(x, DIGITS), round(y, DIGITS)]
        if not out or p != out[-1]:
            out.append(p)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def lonlat_centre(rings: list[Ring]) -> Point:
    x0, y0, x1, y1 = bbox([p for r in rings for p in r])
    return ((x0 + x1) / 2, (y0 + y1) / 2)


def card(iso2: str, shape: Shape) -> dict:
    """One country's card geometry (see art/geo/README.md)."""
    lonlat = parts(iso2, shape)
    lon0, lat0 = lonlat_centre(lonlat)
    view = fit(round(lon0, 3), round(lat0, 3), lonlat)
    simplifier = Simplifier(shape.topology, view, CARD_TOLERANCE)
    rings = projected_parts(iso2, shape, view, simplifier, CARD_MIN_AREA)
    rings = [rounded(r) for r in rings]
    rings = [r for r in rings if len(r) >= 4]
    if not rings:
        rings = [rounded(r) for r in unprojected_fallback(iso2, shape, view)]
    data: dict = {
        "iso2": iso2,
        "projection": view.to_json(),
        "bounds": [round(v, DIGITS) for v in bbox([tuple(p) for r in rings for p in r])],
        "rings": rings,
    }
    if shape.dashed:
        data["dashed"] = [rounded([view.project(*p) for p in line])
                          for line in simplifier.line(shape.dashed)]
    capital = place_inside(view.project(*CAPITAL_LONLAT[iso2]), rings)
    data["capital"] = [round(v, DIGITS) for v in capital]
    return data


def place_inside(point: Point, rings: list[list[list[float]]]) -> Point:
    """The point, or, where a simplified coast (or a speck's coarse outline) leaves
    it outside, the nearest spot just inside the outline."""
    polygons = [[(x, y) for x, y in ring] for ring in rings]
    if any(inside(point, ring) for ring in polygons):
        return point
    best: tuple[float, Point] = (math.inf, point)
    for ring in polygons:
        for i in range(len(ring)):
            (ax, ay), (bx, by) = ring[i - 1], ring[i]
            dx, dy = bx - ax, by - ay
            t = ((point[0] - ax) * dx + (point[1] - ay) * dy) / ((dx * dx + dy * dy) or 1)
            t = min(1.0, max(0.0, t))
            q = (ax + t * dx, ay + t * dy)
            d = math.hypot(q[0] - point[0], q[1] - point[1])
            if d < best[0]:
                best = (d, q)
    distance, edge = best
    if distance > 0.05:         # a speck's outline, not a coast: the middle of it
        return centroid(polygons[0])
    ux, uy = (edge[0] - point[0]) / distance, (edge[1] - point[1]) / distance
    for step in (0.005, 0.01, 0.02, 0.04):
        q = (edge[0] + ux * step, edge[1] + uy * step)
        if any(inside(q, ring) for ring in polygons):
            return q
    return centroid(polygons[0])


def neighbourhood(iso2: str, shapes10: dict[str, Shape], topology: Topology) -> dict:
    """A zoomed box around a speck: every country's outline clipped to the box."""
    west, south, east, north = NEIGHBOURHOOD[iso2]
    lon0, lat0 = (west + east) / 2, (south + north) / 2
    frame = [(west + (east - west) * i / 20, south) for i in range(21)]
    frame += [(west + (east - west) * i / 20, north) for i in range(21)]
    frame += [(west, south + (north - south) * i / 20) for i in range(21)]
    frame += [(east, south + (north - south) * i / 20) for i in range(21)]
    view = fit(lon0, lat0, [frame])
    box = bbox([view.project(*p) for p in frame])
    simplifier = Simplifier(topology, view, CARD_TOLERANCE)
    layers: list[dict] = []
    known = {s.topology.by_id(NUMERIC[k]).name: k for k, s in shapes10.items()}
    merged_away = set(MERGED_BY_NAME)
    for feature in topology.features:
        if feature.name in merged_away:
            continue
        code = known.get(feature.name, "")
        if code:
            ring_refs = shapes10[code].rings
        else:
            ring_refs = [p[0] for p in feature.polygons]
        rings = []
        for refs in ring_refs:
            raw = topology.ring(refs)
            bx0, by0, bx1, by1 = bbox(raw)
            if bx1 < west - 2 or bx0 > east + 2 or by1 < south - 2 or by0 > north + 2:
                continue
            ring = clip_box([view.project(*p) for p in simplifier.ring(refs)], box)
            if len(ring) >= 3 and abs(shoelace(ring)) >= CARD_MIN_AREA:
                rings.append(rounded(ring))
        layers.append({"iso2": code, "rings": [r for r in rings if len(r) >= 3]})
    target = view.project(*CAPITAL_LONLAT[iso2])
    return {
        "projection": view.to_json(),
        "bounds": [round(v, DIGITS) for v in box],
        "countries": [layer for layer in layers if layer["iso2"] != iso2 and layer["rings"]],
        "target": [round(v, DIGITS) for v in target],
        "radius": 0.03,
    }


def europe(shapes50: dict[str, Shape], topology: Topology) -> dict:
    """The locator: every country in one Europe-wide projection, plus grey context land."""
    lonlat = [r for iso2, s in shapes50.items() for r in parts(iso2, s)]
    view = fit(*EUROPE_CENTRE, lonlat)
    simplifier = Simplifier(topology, view, EUROPE_TOLERANCE)
    countries: dict[str, dict] = {}
    everything: list[Point] = []
    for iso2, shape in shapes50.items():
        rings = projected_parts(iso2, shape, view, simplifier, EUROPE_MIN_AREA)
        rings = [r for r in (rounded(x) for x in rings) if len(r) >= 3]
        if not rings:
            rings = [rounded(r) for r in unprojected_fallback(iso2, shape, view)]
        tiny = iso2 in TINY
        if tiny:
            lonlat_parts = parts(iso2, shape)
            centre = view.project(*centroid(max(lonlat_parts, key=lambda r: abs(shoelace(r)))))
        else:
            centre = centroid([tuple(p) for p in rings[0]])
        entry: dict = {"rings": rings, "centroid": [round(v, DIGITS) for v in centre],
                       "tiny": tiny}
        if shape.dashed:
            entry["dashed"] = [rounded([view.project(*p) for p in line])
                               for line in simplifier.line(shape.dashed)]
        countries[iso2] = entry
        everything += [tuple(p) for r in rings for p in r]
    x0, y0, x1, y1 = bbox(everything)
    margin = 0.01
    box = (x0 - margin, y0 - margin, x1 + margin, y1 + margin)
    # Grey land: the countries outside the table, and the parts of ours that
    # their cards leave out (Asian Russia, Svalbard, the Faroes, the Canaries, ...).
    own_names = {topology.by_id(n).name for n in NUMERIC.values()} | set(MERGED_BY_NAME)
    pieces: list[Ring] = [simplifier.ring(p[0]) for f in topology.features
                          if f.name not in own_names for p in f.polygons]
    for iso2, shape in shapes50.items():
        for refs in shape.rings:
            if not keep_part(iso2, topology.ring(refs)):
                pieces.append(simplifier.ring(refs))
            elif iso2 == "RU" and crop(iso2, topology.ring(refs)) != unwrap(topology.ring(refs)):
                pieces.append(clip(unwrap(simplifier.ring(refs)), -1, 0, -RUSSIA_EAST))
    context: list[list[list[float]]] = []
    west, south, east, north = CONTEXT_BOX
    for piece in pieces:
        if len(piece) < 3:
            continue
        bx0, by0, bx1, by1 = bbox(piece)
        if bx1 < west or bx0 > east or by1 < south or by0 > north:
            continue
        ring = clip_box([view.project(*p) for p in piece], box)
        if len(ring) >= 3 and abs(shoelace(ring)) >= EUROPE_MIN_AREA:
            context.append(rounded(ring))
    return {
        "projection": view.to_json(),
        "bounds": [round(v, DIGITS) for v in box],
        "countries": countries,
        "context": context,
    }


README = """\
# Map geometry for "Upoznaj Evropu"

Generated by `tools/geo.py` — do not edit by hand; change the script and run it again.

Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.
The outlines are Natural Earth's admin-0 countries (public domain), version 4.1.0,
as TopoJSON from the npm package world-atlas {version} (countries-50m.json; the
1:10m countries-10m.json for the cards of {fine} and the neighbourhood maps).

UN cartographic practice: Kosovo is drawn inside Serbia, its border as a dashed
line (UNSCR 1244); Cyprus is the whole island; Crimea is part of Ukraine
(Natural Earth 4.1 draws it inside Russia; the script moves it).

Crops: France without overseas departments (with Corsica), Norway without
Svalbard and Jan Mayen, Portugal mainland only, Spain mainland and Balearics
(no Canaries, Ceuta, Melilla), Denmark without Greenland and the Faroes, the
Netherlands without the Caribbean, Russia's mainland west of {east}°E (the
Urals) with Kaliningrad, Vaygach and Novaya Zemlya, without Franz Josef Land.
Islets smaller than the card can show are left out; holes (enclaves) are not
kept. The Vatican is a speck at every scale (a line at 1:10m, a small box at
1:50m): its card should show its `neighbourhood`.

## Format

All coordinates are in a unit box: x to the right, y **down**, 0…1, aspect kept
and the drawing centred (the longer side spans 0…1). Rings are exterior rings,
open (the last point is not repeated), largest first.

`<ISO2>.json`, one per country, projected with Lambert azimuthal equal-area
centred on the country:

- `iso2`
- `projection`: `{{"type": "laea", "lon0", "lat0", "scale", "x", "y"}}` — a point
  (lon, lat) goes to `(scale*X + x, -scale*Y + y)`, with (X, Y) the unit-sphere
  LAEA projection centred on (lon0, lat0) (`tools/geo.py: laea`).
- `bounds`: `[x0, y0, x1, y1]` of the rings
- `rings`: `[[[x, y], ...], ...]`
- `dashed` (RS only): polylines `[[[x, y], ...], ...]`, the Kosovo line
- `capital`: `[x, y]`, where the capital's dot goes
- `neighbourhood` (MC, SM, VA only, specks at every size): a zoomed map for a
  "where is it" card, in its own unit box: `projection`, `bounds` (the frame),
  `countries`: `[{{"iso2": "IT" or "" for a country outside the deck, "rings": [...]}}]`
  (clipped to the frame), `target`: `[x, y]` and `radius` of the ring marker.

`europe.json`, the locator, projected with LAEA centred on {europe}:

- `projection`, `bounds` as above
- `countries`: `{{ISO2: {{"rings": [...], "centroid": [x, y], "tiny": bool,
  "dashed": [...] (RS)}}}}` — `tiny` marks {tiny}: too small to see, draw a
  ring marker at the centroid
- `context`: rings of the land around that is not one of the countries (grey)
"""


def build(atlas: Path, out: Path) -> dict[str, int]:
    """Write every file; returns the size in bytes of each."""
    version = json.loads((atlas / "package.json").read_text(encoding="utf-8"))["version"]
    topo50 = Topology(atlas / "countries-50m.json")
    topo10 = Topology(atlas / "countries-10m.json")
    shapes50 = shapes(topo50)
    shapes10 = shapes(topo10)
    out.mkdir(parents=True, exist_ok=True)
    files: dict[str, object] = {}
    for iso2 in NUMERIC:
        shape = shapes10[iso2] if iso2 in FINE else shapes50[iso2]
        data = card(iso2, shape)
        if iso2 in NEIGHBOURHOOD:
            data["neighbourhood"] = neighbourhood(iso2, shapes10, topo10)
        files[f"{iso2}.json"] = data
    files["europe.json"] = europe(shapes50, topo50)
    sizes: dict[str, int] = {}
    for name, data in files.items():
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
        (out / name).write_text(text, encoding="utf-8")
        sizes[name] = len(text.encode())
    readme = README.format(version=version, fine=", ".join(sorted(FINE)), east=int(RUSSIA_EAST),
                           europe=f"{EUROPE_CENTRE[0]}°E {EUROPE_CENTRE[1]}°N",
                           tiny=", ".join(TINY))
    (out / "README.md").write_text(readme, encoding="utf-8")
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--atlas", type=Path, default=ATLAS_DIR,
                        help="the world-atlas package folder (default: tools/geo/node_modules)")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output folder (art/geo)")
    args = parser.parse_args()
    sizes = build(args.atlas, args.out)
    for name, size in sorted(sizes.items()):
        print(f"{name:12} {size:8d}")
    print(f"{'total':12} {sum(sizes.values()):8d}")


if __name__ == "__main__":
    main()
