"""The atlas's map of Europe, drawn by code from the Natural Earth outlines in art/geo/.

The locator's projection (europe.json: Lambert equal-area centred on 15°E 52°N, in
a unit box) is read once into plain tuples; a `View` places that box in the window
at a zoom and a centre. The 45 countries are coloured softly, neighbours on the map
never alike (a greedy colouring of who shares a border), the land outside them
grey, the sea clear with a lighter rim along the coasts, Kosovo's line dashed
inside Serbia and Cyprus whole, as the cards draw them.

The seven microstates are too small to tap, so each gets a ring: placed by a
search (once per map size) on or near the country, in the sea where it can be,
never over another country's middle nor over another ring, and at least 44 px
across at 1024×600. A tap finds a ring first, then the country under the finger.

Drawing is cheap because it is cached: the map is cut into tiles per zoom level
(only drawn once, then blitted while panning), the lifted country and the names
are images too; all of them are kept in `CACHE`, under the game's one byte budget.
A tile is 256 px square, so that the few a frame has time to make (see `Allowance`)
cost a few milliseconds; the whole drawing, small (`overview`), stands in for tiles
not made yet.
"""

from __future__ import annotations

import heapq
import math
import time
from dataclasses import dataclass
from functools import cache, cached_property
from itertools import pairwise

import pygame

from rules.countries import COUNTRIES

from .. import theme
from ..surfaces import BUDGET, EDGE, Shelf
from . import country_cards

MICROSTATES = ("VA", "SM", "MC", "LI", "LU", "AD", "MT")
LEVELS = (1.0, 1.6, 2.5, 4.0, 6.4)       # the zooms the map is drawn at
TILE = EDGE                              # px: a tile's side, as the budget counts it
OVERVIEW_WIDTH = 720                     # px: the whole drawing, small
MIN_TARGET = 44                          # px: the smallest thing a child taps

SEA = (178, 218, 242)
SHALLOW = (204, 233, 249)                # the rim of light water along every coast
OUTSIDE = (226, 223, 216)                # land beyond the 45 countries
BORDER = (132, 122, 118)
COAST = (104, 146, 180)
RING = (214, 48, 64)
# Soft fills, like a children's atlas: neighbours never share one.
PASTELS = ((247, 214, 158), (196, 226, 168), (250, 236, 156), (242, 196, 204),
           (206, 206, 238), (178, 222, 214))


# -- the geometry, read once ----------------------------------------------------------

@dataclass(frozen=True)
class Shape:
    """One ring of land: its points in the unit box and its bounding box."""

    points: tuple[tuple[float, float], ...]
    box: tuple[float, float, float, float]


def _shape(ring: list) -> Shape:
    points = tuple((float(x), float(y)) for x, y in ring)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Shape(points, (min(xs), min(ys), max(xs), max(ys)))


@dataclass(frozen=True)
class Geo:
    bounds: tuple[float, float, float, float]      # the whole drawing
    frame: tuple[float, float, float, float]       # the 45 countries, with a margin
    countries: dict[str, tuple[Shape, ...]]
    context: tuple[Shape, ...]
    dashed: tuple[tuple[tuple[float, float], ...], ...]
    spots: dict[str, tuple[float, float]]      # the microstates' own places


@cache
def geo() -> Geo:
    data = country_cards.europe()
    countries = {iso: tuple(_shape(r) for r in c["rings"] if len(r) >= 3)
                 for iso, c in data["countries"].items() if iso in COUNTRIES}
    dashed = tuple(tuple((float(x), float(y)) for x, y in line)
                   for line in data["countries"]["RS"].get("dashed", []))
    spots = {iso: tuple(data["countries"][iso]["centroid"]) for iso in MICROSTATES}
    # Russia runs to the Urals, off the frame at the start (a pan away); the other 44
    # set it
    boxes = [s.box for iso, shapes in countries.items() if iso != "RU" for s in shapes]
    frame = (min(b[0] for b in boxes) - 0.01, min(b[1] for b in boxes) - 0.02,
             max(b[2] for b in boxes) + 0.03, max(b[3] for b in boxes) + 0.01)
    return Geo(tuple(data["bounds"]), frame, countries,
               tuple(_shape(r) for r in data["context"] if len(r) >= 3), dashed, spots)


def _inside(points: tuple[tuple[float, float], ...], x: float, y: float) -> bool:
    """Even-odd rule: is (x, y) inside the ring?"""
    inside = False
    px, py = points[-1]
    for qx, qy in points:
        if (qy > y) != (py > y) and x < (px - qx) * (y - qy) / (py - qy) + qx:
            inside = not inside
        px, py = qx, qy
    return inside


def on_land(shapes: tuple[Shape, ...], x: float, y: float) -> bool:
    return any(s.box[0] <= x <= s.box[2] and s.box[1] <= y <= s.box[3]
               and _inside(s.points, x, y) for s in shapes)


Segment = tuple[float, float, float, float, float]     # a start, a step, its length²


def _segments(points: tuple[tuple[float, float], ...]) -> tuple[Segment, ...]:
    return tuple((ax, ay, bx - ax, by - ay, (bx - ax) ** 2 + (by - ay) ** 2)
                 for (ax, ay), (bx, by) in pairwise((*points, points[0])))


def _edge_distance(segments: tuple[Segment, ...], x: float, y: float) -> float:
    best = math.inf
    for ax, ay, dx, dy, d2 in segments:
        px, py = x - ax, y - ay
        t = 0.0 if d2 == 0 else max(0.0, min(1.0, (px * dx + py * dy) / d2))
        ex, ey = px - t * dx, py - t * dy
        best = min(best, ex * ex + ey * ey)
    return math.sqrt(best)


def mainland(iso: str) -> Shape:
    """The country's largest piece of land (by its bounding box)."""
    return max(geo().countries[iso], key=lambda s: (s.box[2] - s.box[0]) * (s.box[3] - s.box[1]))


@cache
def middle(iso: str) -> tuple[float, float]:
    """The country's middle: the point of its largest piece of land (in the frame the
    map opens on) farthest from the coast and the borders, a pole of inaccessibility
    found by halving squares; its name goes there and a child taps there. The
    centroid of a crescent such as Croatia lies outside it."""
    shape = mainland(iso)
    points = shape.points[::max(1, len(shape.points) // 160)]
    segments = _segments(points)
    fx0, fy0, fx1, fy1 = geo().frame
    x0, y0 = max(shape.box[0], fx0), max(shape.box[1], fy0)
    x1, y1 = min(shape.box[2], fx1), min(shape.box[3], fy1)

    def signed(x: float, y: float) -> float:
        d = min(_edge_distance(segments, x, y), x - fx0, fx1 - x, y - fy0, fy1 - y)
        return d if _inside(points, x, y) else -abs(d)
    half = min(x1 - x0, y1 - y0) / 2
    cells: list[tuple[float, float, float, float, float]] = []
    y = y0
    while y < y1:
        x = x0
        while x < x1:
            d = signed(x + half, y + half)
            heapq.heappush(cells, (-(d + half * math.sqrt(2)), x + half, y + half, half, d))
            x += 2 * half
        y += 2 * half
    best = ((x0 + x1) / 2, (y0 + y1) / 2)
    best_d = signed(*best)
    while cells:
        _, cx, cy, h, d = heapq.heappop(cells)
        if d > best_d:
            best, best_d = (cx, cy), d
        if d + h * math.sqrt(2) - best_d <= 0.002:
            continue
        for sx in (-0.5, 0.5):
            for sy in (-0.5, 0.5):
                nx, ny = cx + sx * h, cy + sy * h
                nd = signed(nx, ny)
                heapq.heappush(cells, (-(nd + h / 2 * math.sqrt(2)), nx, ny, h / 2, nd))
    return best


@cache
def neighbours() -> dict[str, frozenset[str]]:
    """Who shares a border with whom: the outlines share their border points exactly."""
    owners: dict[tuple[float, float], set[str]] = {}
    for iso, shapes in geo().countries.items():
        for shape in shapes:
            for p in shape.points:
                owners.setdefault(p, set()).add(iso)
    near: dict[str, set[str]] = {iso: set() for iso in geo().countries}
    for isos in owners.values():
        for iso in isos:
            near[iso] |= isos - {iso}
    return {iso: frozenset(others) for iso, others in near.items()}


@cache
def colours() -> dict[str, tuple[int, int, int]]:
    """A soft fill per country, none the same as a neighbour's (greedy, most borders
    first, in a fixed order so the map looks the same every time)."""
    near = neighbours()
    chosen: dict[str, int] = {}
    for iso in sorted(near, key=lambda k: (-len(near[k]), k)):
        taken = {chosen[n] for n in near[iso] if n in chosen}
        start = sum(map(ord, iso)) % len(PASTELS)
        chosen[iso] = next((start + k) % len(PASTELS) for k in range(len(PASTELS))
                           if (start + k) % len(PASTELS) not in taken)
    return {iso: PASTELS[chosen[iso]] for iso in COUNTRIES}


# -- where the map is on the screen ---------------------------------------------------

@dataclass(frozen=True)
class View:
    """The map in the window: `home` is the window rect the whole map fits at zoom 1;
    `centre` is the point of the unit box shown at the middle of `home`."""

    home: tuple[int, int, int, int]
    zoom: float = 1.0
    centre: tuple[float, float] | None = None

    @cached_property
    def base(self) -> float:
        x0, y0, x1, y1 = geo().frame
        return min(self.home[2] / (x1 - x0), self.home[3] / (y1 - y0))

    @cached_property
    def scale(self) -> float:
        """Window pixels per unit of the map."""
        return self.base * self.zoom

    @cached_property
    def middle(self) -> tuple[float, float]:
        if self.centre is not None:
            return self.centre
        x0, y0, x1, y1 = geo().frame
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    @cached_property
    def origin(self) -> tuple[float, float]:
        """Where the window's top-left corner lies, in pixels of the whole map at this zoom."""
        s, (cx, cy) = self.scale, self.middle
        return (cx * s - (self.home[0] + self.home[2] / 2),
                cy * s - (self.home[1] + self.home[3] / 2))

    def to_px(self, p: tuple[float, float]) -> tuple[float, float]:
        ox, oy = self.origin
        return p[0] * self.scale - ox, p[1] * self.scale - oy

    def to_unit(self, pos: tuple[float, float]) -> tuple[float, float]:
        ox, oy = self.origin
        return (pos[0] + ox) / self.scale, (pos[1] + oy) / self.scale

    def moved(self, zoom: float | None = None, centre: tuple[float, float] | None = None,
              keep: tuple[float, float] | None = None) -> View:
        """The view at another zoom or centre; with `keep`, a window point that stays
        over the same place (zooming at the finger), the centre kept on the map."""
        zoom = self.zoom if zoom is None else zoom
        centre = self.middle if centre is None else centre
        if keep is not None:
            u = self.to_unit(keep)
            hx, hy = self.home[0] + self.home[2] / 2, self.home[1] + self.home[3] / 2
            s = self.base * zoom
            centre = (u[0] - (keep[0] - hx) / s, u[1] - (keep[1] - hy) / s)
        x0, y0, x1, y1 = geo().bounds
        centre = (min(max(centre[0], x0), x1), min(max(centre[1], y0), y1))
        return View(self.home, zoom, centre)


def ring_radius(home_scale: float) -> int:
    """The rings' radius in window pixels for a window `home_scale` of the design size:
    44 px across at the least."""
    return max(MIN_TARGET // 2 + 2, round(42 * home_scale))


@cache
def _placement(home: tuple[int, int, int, int], r: int,
               zoom: float) -> dict[str, tuple[float, float]]:
    """Each microstate's ring offset from its place, in pixels, at one of the LEVELS: the
    nearest spot (in the sea if one is near) that leaves every country's middle and the
    other rings free, on the map."""
    view = View(home, zoom)
    if zoom == LEVELS[0]:       # at the start every ring is on the screen, whole
        x0, y0, x1, y1 = home[0], home[1], home[0] + home[2], home[1] + home[3]
    else:
        x0, y0 = view.to_px(geo().bounds[:2])
        x1, y1 = view.to_px(geo().bounds[2:])
    g = geo()
    land = tuple(s for shapes in g.countries.values() for s in shapes) + g.context
    middles = [view.to_px(middle(iso)) for iso in COUNTRIES if iso not in MICROSTATES]
    placed: dict[str, tuple[float, float]] = {}
    for iso in MICROSTATES:
        spot = view.to_px(g.spots[iso])
        best: tuple[float, tuple[float, float]] | None = None
        for reach in (0.0, 0.9, 1.4, 2.0, 2.7, 3.5, 4.5):
            for k in range(1 if reach == 0 else 24):
                a = 2 * math.pi * k / 24
                c = (spot[0] + reach * r * math.cos(a), spot[1] + reach * r * math.sin(a))
                if any(math.dist(c, m) < r + 6 for m in middles):
                    continue
                if any(math.dist(c, _at(view, g.spots[o], placed[o])) < 2 * r + 8
                       for o in placed):
                    continue
                if not (x0 + r <= c[0] <= x1 - r and y0 + r <= c[1] <= y1 - r):
                    continue
                wet = sum(not on_land(land, *view.to_unit((c[0] + f * r * math.cos(b),
                                                           c[1] + f * r * math.sin(b))))
                          for f, b in [(0, 0)] + [(0.8, i * math.pi / 4) for i in range(8)])
                cost = reach * 3 + (9 - wet)
                if best is None or cost < best[0]:
                    best = (cost, (c[0] - spot[0], c[1] - spot[1]))
        if best is None:
            raise ValueError(f"no room for the ring of {iso}")
        placed[iso] = best[1]
    return placed


def _at(view: View, spot: tuple[float, float], offset: tuple[float, float]) -> tuple[float, float]:
    x, y = view.to_px(spot)
    return x + offset[0], y + offset[1]


def rings(view: View, r: int) -> dict[str, tuple[tuple[float, float], tuple[float, float]]]:
    """The microstates' rings in this view: iso -> (ring centre, the country's own place)."""
    level = min(LEVELS, key=lambda z: abs(math.log(view.zoom / z)))
    placement = _placement(view.home, r, level)
    g = geo()
    return {iso: (_at(view, g.spots[iso], placement[iso]), view.to_px(g.spots[iso]))
            for iso in MICROSTATES}


def country_at(view: View, pos: tuple[float, float], r: int) -> str | None:
    """The country a tap at `pos` means: a microstate's ring first, then the land under
    the finger; None on the sea and on the grey land outside the 45."""
    ringed = [(math.dist(pos, c), iso) for iso, (c, _) in rings(view, r).items()]
    near = [hit for hit in ringed if hit[0] <= r]
    if near:
        return min(near)[1]
    x, y = view.to_unit(pos)
    for iso, shapes in geo().countries.items():
        if on_land(shapes, x, y):
            return iso
    return None


def target(view: View, iso: str, r: int) -> tuple[float, float]:
    """Where a child taps for `iso`: its ring, or its middle."""
    if iso in MICROSTATES:
        return rings(view, r)[iso][0]
    return view.to_px(middle(iso))


# -- drawing --------------------------------------------------------------------------

CACHE = Shelf(BUDGET)   # the map's pictures share the one budget of kept pictures

Style = tuple[tuple[int, int, int], ...]     # a fill per country, in COUNTRIES order


@cache
def soft_style() -> Style:
    fills = colours()
    return tuple(fills[iso] for iso in COUNTRIES)


def _ready(image: pygame.Surface) -> pygame.Surface:
    if not pygame.display.get_surface():
        return image
    return image.convert_alpha() if image.get_flags() & pygame.SRCALPHA else image.convert()


def _opaque(size: tuple[int, int]) -> pygame.Surface:
    """A surface in the window's own format (drawn into, never converted after)."""
    window = pygame.display.get_surface()
    return pygame.Surface(size, 0, window) if window else pygame.Surface(size)


def _cut(points: list[tuple[float, float]], y0: float, side: int) -> list[tuple[float, float]]:
    """The polygon's part on one side of the line y = y0 (side 1 below it, -1 above)."""
    if not points:
        return []
    out = []
    px, py = points[-1]
    was_in = (py - y0) * side >= 0
    for x, y in points:
        now_in = (y - y0) * side >= 0
        if now_in != was_in:
            out.append((px + (x - px) * (y0 - py) / (y - py), y0))
        if now_in:
            out.append((x, y))
        px, py, was_in = x, y, now_in
    return out


def _rows(points: list[tuple[float, float]], top: float, bottom: float) -> list[tuple[float, float]]:
    """The polygon cut to the rows from `top` to `bottom`, when it reaches far past them:
    pygame fills a polygon row by row over its whole height, so a big country drawn into
    a tile at a close zoom would cost its every row; the cut costs one pass over it."""
    ys = [y for _, y in points]
    if max(ys) - min(ys) < 3 * (bottom - top):
        return points
    return _cut(_cut(points, top, 1), bottom, -1)


def _picture(scale: float, x0: float, y0: float, size: tuple[int, int],
             style: Style) -> pygame.Surface:
    """The map at `scale` (window pixels per unit) in the rect of that size whose top-left
    lies at (x0, y0), in pixels of the whole map at that scale."""
    image = _opaque(size)
    image.fill(SEA)
    w, h = size
    rim = max(2, min(5, round(scale * 0.004)))
    m = (rim + 2) / scale
    area = (x0 / scale - m, y0 / scale - m, (x0 + w) / scale + m, (y0 + h) / scale + m)

    def seen(s: Shape) -> bool:
        return not (s.box[2] < area[0] or s.box[0] > area[2] or s.box[3] < area[1]
                    or s.box[1] > area[3])

    def px(points) -> list[tuple[float, float]]:
        return [(x * scale - x0, y * scale - y0) for x, y in points]
    g = geo()
    fills = dict(zip(COUNTRIES, style, strict=True))
    drawn = [(px(s.points), OUTSIDE) for s in g.context if seen(s)]
    drawn += [(px(s.points), fills[iso]) for iso, shapes in g.countries.items()
              for s in shapes if seen(s)]
    for points, _ in drawn:
        pygame.draw.lines(image, SHALLOW, True, points, 2 * rim)
    for points, fill in drawn:
        inside = _rows(points, -2, h + 2)
        if len(inside) > 2:
            pygame.draw.polygon(image, fill, inside)
    for points, _ in drawn:
        pygame.draw.aalines(image, BORDER, True, points)
    if g.dashed:
        country_cards._dashed(image, g.dashed, lambda p: (p[0] * scale - x0, p[1] * scale - y0),
                              BORDER, max(1, round(scale / 700)))
    return image


def _tile(scale: float, tx: int, ty: int, style: Style) -> pygame.Surface:
    return _picture(scale, tx * TILE, ty * TILE, (TILE, TILE), style)


def overview(style: Style) -> pygame.Surface:
    """The whole map, small (drawn at once): what a part of the map not yet drawn in tiles
    shows meanwhile, blurred. Its owner keeps it (the budget's tiles must not push out
    what stands in for them)."""
    x0, y0, x1, y1 = geo().bounds
    scale = OVERVIEW_WIDTH / (x1 - x0)
    return _picture(scale, x0 * scale, y0 * scale,
                    (OVERVIEW_WIDTH, math.ceil((y1 - y0) * scale)), style)


def draw_overview(surface: pygame.Surface, view: View, small: pygame.Surface,
                  area: pygame.Rect | None = None) -> None:
    """The overview `small` scaled to where `view` shows it, over `area` of `surface`
    (else all of it)."""
    area = surface.get_rect() if area is None else area.clip(surface.get_rect())
    surface.fill(SEA, area)
    x0, y0, x1, _ = geo().bounds
    s = OVERVIEW_WIDTH / (x1 - x0)
    (ax, ay), (bx, by) = view.to_unit(area.topleft), view.to_unit(area.bottomright)
    ax, ay = max(0.0, (ax - x0) * s), max(0.0, (ay - y0) * s)       # in the overview
    bx, by = min(small.get_width(), (bx - x0) * s), min(small.get_height(), (by - y0) * s)
    if bx - ax < 1 or by - ay < 1:
        return
    (dx0, dy0), (dx1, dy1) = (view.to_px((x0 + u / s, y0 + v / s)) for u, v in ((ax, ay), (bx, by)))
    dest = pygame.Rect(round(dx0), round(dy0), round(dx1) - round(dx0), round(dy1) - round(dy0))
    dest = dest.clip(area)
    src = pygame.Rect(math.floor(ax), math.floor(ay), 0, 0)
    src.size = (max(1, math.ceil(bx) - src.x), max(1, math.ceil(by) - src.y))
    if dest.w and dest.h:
        pygame.transform.scale(small.subsurface(src.clip(small.get_rect())), dest.size,
                               surface.subsurface(dest))


class Allowance:
    """How many tiles not kept yet a frame may make: new ones while some of its `seconds`
    of making them are left (what else the frame draws does not count; a tile takes a
    millisecond or less, so the last overruns them by little), and with `sure` one at
    least (so that a map at rest always comes, on the slowest machine too)."""

    def __init__(self, seconds: float, sure: bool = True) -> None:
        self.left = seconds
        self.made = 0 if sure else 1

    def allows(self) -> bool:
        return self.made == 0 or self.left > 0

    def spend(self, seconds: float) -> None:
        """Time the frame spent on the map's making otherwise (moving the old picture)."""
        self.left -= seconds
        self.made += 1

    def make(self, view: View, tile: tuple[int, int], style: Style) -> pygame.Surface:
        start = time.perf_counter()
        image = _get(view, tile, style)
        self.spend(time.perf_counter() - start)
        return image


def _tiles_of(view: View, rect: tuple[int, int, int, int]) -> list[tuple[int, int]]:
    """The tiles of `view` that meet the window rect, the middle ones first."""
    ox, oy = view.origin
    x, y, w, h = rect
    cx, cy = (ox + x + w / 2) / TILE - 0.5, (oy + y + h / 2) / TILE - 0.5
    return sorted(((tx, ty) for ty in range(math.floor((oy + y) / TILE),
                                            math.floor((oy + y + h) / TILE) + 1)
                   for tx in range(math.floor((ox + x) / TILE), math.floor((ox + x + w) / TILE) + 1)),
                  key=lambda t: (t[0] - cx) ** 2 + (t[1] - cy) ** 2)


def _key(view: View, tile: tuple[int, int], style: Style) -> tuple:
    return ("tile", round(view.scale, 3), *tile, style)


def kept(view: View, style: Style, size: tuple[int, int]) -> bool:
    """Whether every tile of `view` over a window of `size` is kept (drawing it is blits)."""
    return all(CACHE.holds(_key(view, t, style)) for t in _tiles_of(view, (0, 0, *size)))


def _get(view: View, tile: tuple[int, int], style: Style) -> pygame.Surface:
    scale = round(view.scale, 3)
    return CACHE.get(_key(view, tile, style), lambda: _tile(scale, *tile, style))


def prepare(view: View, style: Style, size: tuple[int, int], allowance: Allowance) -> bool:
    """Make the tiles of `view` over a window of `size` not kept yet, the middle ones
    first, as `allowance` lets; whether all are kept now."""
    for tile in _tiles_of(view, (0, 0, *size)):
        if not CACHE.holds(_key(view, tile, style)):
            if not allowance.allows():
                return False
            allowance.make(view, tile, style)
    return True


def draw_base(surface: pygame.Surface, view: View, style: Style,
              region: pygame.Rect | None = None, done: set | None = None,
              allowance: Allowance | None = None) -> bool:
    """The map (sea, land, borders) of `view` on `surface`, from tiles: over all of it, or
    only the tiles that meet `region`; the tiles in `done` are skipped, those drawn
    added to it (a picture built up over a few frames). With an `allowance`, only the
    tiles not kept yet that it allows are made, the middle ones first; whether every
    tile was drawn is returned."""
    ox, oy = view.origin
    whole = True
    for tile in _tiles_of(view, region if region is not None else surface.get_rect()):
        if done is not None and tile in done:
            continue
        if allowance is None or CACHE.holds(_key(view, tile, style)):
            image = _get(view, tile, style)
        elif allowance.allows():
            image = allowance.make(view, tile, style)
        else:
            whole = False
            continue
        if done is not None:
            done.add(tile)
        surface.blit(image, (round(tile[0] * TILE - ox), round(tile[1] * TILE - oy)))
    return whole


def lifted(iso: str, scale: float, fill: tuple[int, int, int]) -> tuple[pygame.Surface,
                                                                        tuple[float, float]]:
    """The country raised off the map: brighter, with a soft shadow under it; and where
    the image's top-left lies, in pixels of the whole map at `scale`."""
    def make() -> pygame.Surface:
        shapes = geo().countries[iso]
        x0 = min(s.box[0] for s in shapes) * scale
        y0 = min(s.box[1] for s in shapes) * scale
        x1 = max(s.box[2] for s in shapes) * scale
        y1 = max(s.box[3] for s in shapes) * scale
        pad = 14
        image = pygame.Surface((math.ceil(x1 - x0) + 2 * pad, math.ceil(y1 - y0) + 2 * pad),
                               pygame.SRCALPHA)
        for k, colour in ((0, (40, 40, 60, 70)), (1, None)):
            for s in shapes:
                points = [(x * scale - x0 + pad + (6 - 6 * k), y * scale - y0 + pad + (8 - 8 * k))
                          for x, y in s.points]
                if colour is not None:
                    pygame.draw.polygon(image, colour, points)
                    continue
                pygame.draw.polygon(image, theme.shade(fill, 1.08), points)
                pygame.draw.lines(image, theme.shade(fill, 0.55), True, points, 3)
        return _ready(image)
    image = CACHE.get(("lift", iso, round(scale, 3), fill), make)
    shapes = geo().countries[iso]
    return image, (min(s.box[0] for s in shapes) * scale - 14,
                   min(s.box[1] for s in shapes) * scale - 14)


def name_image(words: str, size: int) -> pygame.Surface:
    """A country's name on the map: dark letters with a soft white rim, its lines (split
    at a newline) centred one under the other."""
    def make() -> pygame.Surface:
        lines = [(theme.text(line, size, theme.INK, bold=True),
                  theme.text(line, size, theme.WHITE, bold=True)) for line in words.split("\n")]
        k = max(1, size // 14)
        step = round(size * 0.95)
        width = max(ink.get_width() for ink, _ in lines)
        height = step * (len(lines) - 1) + lines[-1][0].get_height()
        image = pygame.Surface((width + 2 * k, height + 2 * k), pygame.SRCALPHA)
        spots = [(k + (width - ink.get_width()) // 2, k + n * step)
                 for n, (ink, _) in enumerate(lines)]
        for (_, halo), (x, y) in zip(lines, spots, strict=True):   # every rim under every line
            for dx in (-k, 0, k):
                for dy in (-k, 0, k):
                    image.blit(halo, (x + dx, y + dy))
        for (ink, _), spot in zip(lines, spots, strict=True):
            image.blit(ink, spot)
        return _ready(image)
    return CACHE.get(("name", words, size), make)


@cache
def span(iso: str) -> float:
    """The width of the country's largest piece of land, in units of the map."""
    shape = mainland(iso)
    return shape.box[2] - shape.box[0]
