"""The map of Europe as a part a scene owns: tap, drag to pan, wheel or pinch to zoom.

The scenes of the atlas (exploring, "Gde je…?", "Koja je ovo zemlja?") each own one
pad. It turns intents into a country tapped (a drag or a pinch is not a tap), keeps
the view, animates a zoom (0.3 s, the place under the finger staying put) and draws
the map with its rings, the countries lit or lifted, and the names when asked.

The map under the overlays is kept between frames (a still map costs one blit, a
pan the tiles in sight), in a window bigger than 1920×1080 counted against the
game's budget of pictures for what it weighs beyond that, and let go while the
scene is covered. A zoom does not draw the map at every zoom in between: it
scales the part in sight of the lower level's view, which zooming in is the map
already kept and zooming out is built up tile by tile as the part in sight grows.

A tile costs a few milliseconds to draw, and the tiles of a level at 1920×1080 weigh
about 15 MB: the game's picture budget does not keep every level a child visits. So a
frame draws only the new tiles it has time for, the middle first, and the rest of the
map shows, until they come, the picture it showed before, moved and scaled, or the
whole map drawn small (`europe_map.overview`): a zoom never waits for the map.
"""

from __future__ import annotations

import math
import time
from functools import lru_cache
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rules.countries import COUNTRIES

from .. import theme
from ..sprites import europe_map, flags
from ..sprites.europe_map import LEVELS, MICROSTATES, View
from ..surfaces import BUDGET, FULL_SIZE, size_of

if TYPE_CHECKING:
    from ..app import App
    from ..input import Intent

ZOOM_SECONDS = 0.3
DRAG_START = 12           # px a finger moves before a press becomes a drag
PINCH_STEP = 0.05         # how far two fingers spread for one zoom level
MAKE_SECONDS = 0.0015     # how long a frame may spend drawing tiles of the map not kept yet


class OnTheMap:
    """What a scene that owns a pad (as `self.pad`) gives it: the window's size, the
    time, and frames while the pad moves (mixed in before the scene's own class)."""

    pad: MapPad

    def resize(self) -> None:
        self.pad.resize()

    def pause(self) -> None:
        super().pause()
        self.pad.rest()

    @property
    def busy(self) -> bool:
        return super().busy or self.pad.busy

    def update(self, dt: float) -> None:
        super().update(dt)
        self.pad.update(dt)


class MapPad:
    """The map in the design rect `home` (at zoom 1 the whole frame fits in it); taps,
    drags and zooms only where `area` says the map is (not on the scene's panel); a
    zooming map is not drawn where the scene covers it (`covered`, in window pixels)."""

    def __init__(self, app: App, home: pygame.Rect, area: pygame.Rect,
                 covered: Callable[[], pygame.Rect] | None = None) -> None:
        self.app = app
        self.covered = covered     # the window rect the scene paints over, solid, if any
        self.home_design = home
        self.area_design = area
        self.view = View(self._home())
        self.start: View | None = None     # a zoom in progress: from, to, how far
        self.goal = self.view
        self.t = 1.0
        self.press: tuple[int, int] | None = None
        self.press_view = self.view
        self.dragged = False
        self.pinch = 0.0
        self.pinching = False      # two fingers on the map: their lifting is no tap
        # The map under the overlays, kept between frames: a still map is one blit, and
        # a zoom starts from it (or builds the lower level's view tile by tile).
        self.frame: pygame.Surface | None = None
        self.framed: tuple[View, europe_map.Style] | None = None
        self.tiles_in: set[tuple[int, int]] = set()
        self.whole = True          # every tile of the frame drawn (not the overview's blur)
        self.allowance = europe_map.Allowance(MAKE_SECONDS)    # this frame's, for tiles
        self.small: tuple[europe_map.Style, pygame.Surface] | None = None   # the overview

    def rest(self) -> None:
        """Let the kept map go (the scene is covered; it is composed again when it shows)."""
        self.frame, self.framed, self.small = None, None, None
        BUDGET.hold(self, 0)

    def _hold(self) -> None:
        """A kept map bigger than a window of FULL_SIZE counts against the budget of
        pictures, whole. The budget's full share was set beside a map kept at 1920×1080
        and the overview (the same size at every window): taking those from it too
        would leave the tiles of the three zoom levels a child moves between no room,
        so a map that size or smaller counts nothing. A bigger window's map (33 MB at
        3840×2160) takes its room from the tiles and the other caches."""
        frame = self.frame
        full = FULL_SIZE[0] * FULL_SIZE[1] * frame.get_bytesize() if frame is not None else 0
        BUDGET.hold(self, size_of(frame) if size_of(frame) > full else 0)

    def _home(self) -> tuple[int, int, int, int]:
        r = self.app.rect(self.home_design)
        return (r.x, r.y, r.w, r.h)

    @property
    def r(self) -> int:
        """The microstates' rings' radius in window pixels."""
        return europe_map.ring_radius(self.app.scale)

    def resize(self) -> None:
        level = self.view.zoom
        self.view = self.goal = View(self._home(), level, self.view.centre)
        self.start, self.t = None, 1.0

    @property
    def zooming(self) -> bool:
        """A zoom in progress (a tap then is no tap on a country)."""
        return self.start is not None

    @property
    def busy(self) -> bool:
        """A zoom in progress, or the map still being drawn in (frames must follow)."""
        return self.start is not None or not self.whole

    # -- input ---------------------------------------------------------------------

    def handle(self, intent: Intent) -> tuple[bool, str | None]:
        """(whether the pad took the intent, the country tapped if it was a tap on one)."""
        inside = self.app.rect(self.area_design).collidepoint(intent.pos)
        if intent.kind == "press":
            self.pinching = False
        if intent.kind == "press" and inside:
            self.press, self.press_view, self.dragged = intent.pos, self.goal, False
            return True, None
        if intent.kind == "hover" and intent.held and self.press is not None:
            dx, dy = intent.pos[0] - self.press[0], intent.pos[1] - self.press[1]
            if self.dragged or math.hypot(dx, dy) > DRAG_START:
                self.dragged = True
                s = self.press_view.scale
                cx, cy = self.press_view.middle
                self.view = self.goal = self.press_view.moved(centre=(cx - dx / s, cy - dy / s))
                self.start, self.t = None, 1.0
            return True, None
        if intent.kind == "tap":
            was_drag = self.dragged or self.pinching
            self.press, self.dragged = None, False
            if was_drag:
                return True, None
            if not inside:
                return False, None
            return True, europe_map.country_at(self.goal, intent.pos, self.r)
        if intent.kind == "scroll" and inside and intent.amount:
            self.zoom(1 if intent.amount > 0 else -1, intent.pos)
            return True, None
        if intent.kind == "pinch":
            self.pinching, self.press = True, None
            self.pinch += intent.spread
            if abs(self.pinch) >= PINCH_STEP:
                self.zoom(1 if self.pinch > 0 else -1, intent.pos)
                self.pinch = 0.0
            return True, None
        return False, None

    # -- the view ------------------------------------------------------------------

    def level(self) -> int:
        return min(range(len(LEVELS)), key=lambda i: abs(math.log(self.goal.zoom / LEVELS[i])))

    def zoom(self, steps: int, at: tuple[int, int] | None = None) -> None:
        """One level in (1) or out (-1), keeping the place under `at` (else the middle)."""
        level = max(0, min(len(LEVELS) - 1, self.level() + steps))
        if LEVELS[level] == self.goal.zoom:
            return
        self._go(self.goal.moved(zoom=LEVELS[level], keep=at))

    def reset(self) -> None:
        """Back to the whole of Europe."""
        if self.goal != View(self._home()):
            self._go(View(self._home()))

    def show(self, iso: str) -> None:
        """Make sure `iso` is on the screen, zooming out to the whole map if it is not."""
        x, y = europe_map.target(self.goal, iso, self.r)
        if not self.app.rect(self.area_design).collidepoint(x, y):
            self.reset()

    def _go(self, goal: View) -> None:
        self.start, self.goal, self.t = self.view, goal, 0.0
        if self.app.calm:
            self.view, self.start, self.t = goal, None, 1.0

    @property
    def eased(self) -> float:
        """How far the zoom has come, easing out (0-1)."""
        return 1 - (1 - self.t) ** 3

    def update(self, dt: float) -> None:
        if self.start is None:
            return
        self.t = min(1.0, self.t + dt * self.app.speed / ZOOM_SECONDS)
        e = self.eased
        a, b = self.start, self.goal
        zoom = a.zoom * (b.zoom / a.zoom) ** e
        # the centre moves so that the place kept under the finger stays under it
        w = e if a.zoom == b.zoom else (1 / a.zoom - 1 / zoom) / (1 / a.zoom - 1 / b.zoom)
        (ax, ay), (bx, by) = a.middle, b.middle
        self.view = View(a.home, zoom, (ax + (bx - ax) * w, ay + (by - ay) * w))
        if self.t >= 1.0:
            self.view, self.start = self.goal, None

    # -- drawing -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, style: europe_map.Style,
             lit: dict[str, tuple[int, int, int]] | None = None, rise: float = 1.0,
             names: bool = False, ring_flags: bool = True,
             labels: tuple[str, ...] = ()) -> None:
        """The map over all of `surface`; `lit` countries lifted in their colour (rising
        by `rise`, 0-1), their rings lit; with `names`, the names of the countries big
        enough to hold one, and always those of `labels`."""
        lit = lit or {}
        view = self.view
        self.allowance = europe_map.Allowance(MAKE_SECONDS, sure=self.start is None)
        if self.start is None:
            frame = self._framed(surface, view, style)
            for part in self._seen(surface.get_rect()):
                surface.blit(frame, part, part)
            for iso, colour in lit.items():
                if iso not in MICROSTATES:
                    self._lift(surface, iso, colour, rise)
        else:
            self._zooming(surface, style)
        if names and self.start is None:        # names rest while the map zooms
            self._names(surface, tuple(i for i in COUNTRIES if i not in labels), fit=True)
        self._rings(surface, lit, ring_flags)
        self._names(surface, labels, fit=False)

    def _framed(self, surface: pygame.Surface, view: View, style: europe_map.Style,
                region: pygame.Rect | None = None) -> pygame.Surface:
        """The kept map of `view`, its tiles meeting `region` (else all) drawn in, as many
        new ones as this frame has time for; until the rest are drawn, the map it showed
        before (moved and scaled to where `view` shows it) or the overview stands in.
        `surface`, the frame's target, is drawn on meanwhile (the map covers it after)."""
        size = surface.get_size()
        if self.frame is None or self.frame.get_size() != size:
            self.frame, self.framed = _blank(size), None
            self._hold()
        if self.framed != (view, style):
            if not europe_map.kept(view, style, size):
                start = time.perf_counter()
                self._carry(surface, view, style)
                self.allowance.spend(time.perf_counter() - start)
            self.framed, self.tiles_in = (view, style), set()
        self.whole = europe_map.draw_base(self.frame, view, style, region, self.tiles_in,
                                          self.allowance)
        return self.frame

    def _small(self, style: europe_map.Style) -> pygame.Surface:
        """The overview of the map in `style`, kept by the pad."""
        if self.small is None or self.small[0] != style:
            self.small = (style, europe_map.overview(style))
        return self.small[1]

    def _carry(self, scratch: pygame.Surface, view: View, style: europe_map.Style) -> None:
        """Make the frame show `view` from what it shows now: the part of the old map
        still in sight, moved (a pan) or scaled (a zoom, by way of `scratch`, which is
        the frame's size: only that part is copied back); the overview around it."""
        frame = self.frame
        window = frame.get_rect()
        old = self.framed[0] if self.framed is not None and self.framed[1] == style else None
        small = self._small(style)
        if old is None:
            europe_map.draw_overview(frame, view, small)
            return
        (ax, ay), (bx, by) = (old.to_px(view.to_unit(p)) for p in (window.topleft,
                                                                    window.bottomright))
        src = pygame.Rect(round(ax), round(ay), round(bx - ax), round(by - ay)).clip(window)
        (ax, ay), (bx, by) = (view.to_px(old.to_unit(p)) for p in (src.topleft, src.bottomright))
        dest = pygame.Rect(round(ax), round(ay), round(bx - ax), round(by - ay))
        inside = dest.clip(window)                      # what of `src` lands in the window
        if not src.w or not src.h or not inside.w or not inside.h:
            europe_map.draw_overview(frame, view, small)
            return
        if dest.size == src.size:                       # a pan: the map moves as it is
            frame.scroll(dest.x - src.x, dest.y - src.y)
            for strip in _around(window, dest):
                europe_map.draw_overview(frame, view, small, strip)
            return
        cut = pygame.Rect(src.x + (inside.x - dest.x) * src.w // dest.w,
                          src.y + (inside.y - dest.y) * src.h // dest.h,
                          max(1, inside.w * src.w // dest.w), max(1, inside.h * src.h // dest.h))
        pygame.transform.scale(frame.subsurface(cut.clip(window)), inside.size,
                               scratch.subsurface(inside))
        frame.blit(scratch, inside, inside)
        for strip in _around(window, inside):
            europe_map.draw_overview(frame, view, small, strip)

    def _zooming(self, surface: pygame.Surface, style: europe_map.Style) -> None:
        """A frame between two levels: the kept view of the lower one (which holds all
        that the zoom shows on its way), its part now shown scaled up. Zooming in, the
        tiles of the level it goes to are made meanwhile, as time allows; zooming out,
        those of the part in sight are drawn in, a few more each frame."""
        a, b, view = self.start, self.goal, self.view
        low = a if a.zoom <= b.zoom else b
        size = surface.get_size()
        x0, y0 = low.to_px(view.to_unit((0, 0)))
        x1, y1 = low.to_px(view.to_unit(size))
        part = pygame.Rect(round(x0), round(y0), max(1, round(x1 - x0)), max(1, round(y1 - y0)))
        frame = self._framed(surface, low, style, part)
        sx, sy = (x1 - x0) / size[0], (y1 - y0) / size[1]
        for dest in self._seen(surface.get_rect()):
            src = pygame.Rect(round(x0 + dest.x * sx), round(y0 + dest.y * sy), 0, 0)
            src.size = (max(1, round(dest.w * sx)), max(1, round(dest.h * sy)))
            src = src.clip(frame.get_rect())
            if src.w and src.h:
                pygame.transform.scale(frame.subsurface(src), dest.size, surface.subsurface(dest))
        if low is a:
            europe_map.prepare(b, style, size, self.allowance)

    def _seen(self, window: pygame.Rect) -> list[pygame.Rect]:
        """The parts of the window where the map shows: all of it but what the scene
        covers with plain paper (`covered`), the map's left of it whole, the rest in
        strips around it (a map at rest is blitted there only, a zooming one scaled)."""
        covered = self.covered() if self.covered is not None else None
        if covered is None or not covered.colliderect(window):
            return [window]
        left = pygame.Rect(0, 0, covered.x, window.h)
        rest = pygame.Rect(covered.x, 0, window.w - covered.x, window.h)
        return [r for r in (left, *_around(rest, covered)) if r.w > 0 and r.h > 0]

    def _lift(self, surface: pygame.Surface, iso: str, colour: tuple[int, int, int],
              rise: float) -> None:
        image, (x, y) = europe_map.lifted(iso, self.view.scale, colour)
        ox, oy = self.view.origin
        surface.blit(image, (round(x - ox), round(y - oy - self.app.px(10) * rise)))

    def _names(self, surface: pygame.Surface, isos: tuple[str, ...], fit: bool) -> None:
        """The names of `isos`. With `fit`, only where they fit the country, never over
        another name or a ring (see `name_places`); without, every one asked for (a
        microstate's under its ring)."""
        lang = self.app.settings.language
        size = self.app.px(30)
        r = self.r
        if fit:
            for words, box in name_places(self.view, isos, lang, size, r).values():
                surface.blit(europe_map.name_image(words, size), box)
            return
        rings = europe_map.rings(self.view, r)
        for iso in isos:
            label = europe_map.name_image(COUNTRIES[iso].name[lang], size)
            if iso in MICROSTATES:
                x, y = rings[iso][0]
                surface.blit(label, label.get_rect(midtop=(round(x), round(y + r))))
            else:
                surface.blit(label, self._label_box(iso, lang, size, r))

    def _label_box(self, iso: str, lang: str, size: int, r: int) -> pygame.Rect:
        """Where the name asked for of `iso` goes: at rest, its `label_place`; while the
        map zooms, on its way from the place it had at the start to the one it will have
        at the goal, both carried along with the map (a place is found once per zoom
        level: finding it at every zoom in between would cost a frame its time)."""
        if self.start is None:
            return label_place(self.view, iso, lang, size, r)
        e = self.eased
        ends = [label_place(v, iso, lang, size, r) for v in (self.start, self.goal)]
        (ax, ay), (bx, by) = (self.view.to_px(v.to_unit(box.center))
                              for v, box in zip((self.start, self.goal), ends))
        box = ends[0].copy()
        box.center = (round(ax + (bx - ax) * e), round(ay + (by - ay) * e))
        return box

    def _rings(self, surface: pygame.Surface, lit: dict[str, tuple[int, int, int]],
               with_flags: bool) -> None:
        """A white disc per microstate (with its flag when the flag gives nothing away),
        a line to its place, and a coloured rim when it is lit."""
        r = self.r
        line = max(2, r // 12)
        for iso, (centre, spot) in europe_map.rings(self.view, r).items():
            d = math.dist(centre, spot)
            if d > r:
                edge = (centre[0] + (spot[0] - centre[0]) * r / d,
                        centre[1] + (spot[1] - centre[1]) * r / d)
                pygame.draw.line(surface, theme.INK_SOFT, edge, spot, line)
            pygame.draw.circle(surface, theme.INK_SOFT, spot, line + 1)
            pygame.draw.circle(surface, theme.WHITE, centre, r)
            if with_flags:
                width = round(r * 1.3)
                image = flags.flag(iso, min(width, round(r * 1.05 * flags.aspect(iso))))
                surface.blit(image, image.get_rect(center=(round(centre[0]),
                                                            round(centre[1]))))
            else:
                pygame.draw.circle(surface, europe_map.RING, centre, max(3, r // 5))
            if iso in lit:
                pygame.draw.circle(surface, lit[iso], centre, r + line, 3 * line)
            else:
                pygame.draw.circle(surface, theme.INK_SOFT, centre, r, line)


NAME_STEPS = 6            # how many quarter widths (half heights) a name moves to find room


def _moved(view: View, places: dict[str, pygame.Rect], still: View) -> dict[str, pygame.Rect]:
    """Places found on `still` (the same zoom, not panned) moved to where `view` shows them."""
    dx = round(still.origin[0] - view.origin[0])
    dy = round(still.origin[1] - view.origin[1])
    return {iso: box.move(dx, dy) for iso, box in places.items()}


def label_place(view: View, iso: str, lang: str, size: int, r: int) -> pygame.Rect:
    """Where a name asked for goes (a country lit in a quiz): its middle, or the nearest
    place on its land that no ring covers, as `name_places` finds; for a country too
    small for that (Austria among the rings at the first zoom), the nearest place off
    it that no ring covers."""
    still = View(view.home, view.zoom)
    return _moved(view, {iso: _label_place(still, iso, lang, size, r)}, still)[iso]


@lru_cache(maxsize=64)
def _label_place(view: View, iso: str, lang: str, size: int, r: int) -> pygame.Rect:
    label = europe_map.name_image(COUNTRIES[iso].name[lang], size)
    discs = [c for c, _ in europe_map.rings(view, r).values()]
    box = _free(view, iso, label, discs, [], r) or _free(view, iso, label, discs, [], r,
                                                         on_land=False)
    return box or label.get_rect(center=view.to_px(europe_map.middle(iso)))


def name_places(view: View, isos: tuple[str, ...], lang: str, size: int,
                r: int) -> dict[str, tuple[str, pygame.Rect]]:
    """Where the names of `isos` go on `view`, and in what words: Serbia's first, always
    (the children's own country), then only where a name fits its country (a little past
    its borders is fine, as in an atlas), the biggest countries first, never for a
    microstate. A name covered by a ring or by a bigger country's name moves, a step at
    a time, to the nearest place that is free with its middle still on its land (Italy's,
    among the rings of Liechtenstein, San Marino and Monaco, to where none is); a name of
    two words or more that finds no place on one line tries two ("United / Kingdom").
    Found once per zoom: a pan only moves them all alike."""
    still = View(view.home, view.zoom)
    found = _name_places(still, isos, lang, size, r)
    boxes = _moved(view, {iso: box for iso, (_, box) in found.items()}, still)
    return {iso: (words, boxes[iso]) for iso, (words, _) in found.items()}


HOME = "RS"               # the children's own country: named first, at every zoom


@lru_cache(maxsize=16)
def _name_places(view: View, isos: tuple[str, ...], lang: str, size: int,
                 r: int) -> dict[str, tuple[str, pygame.Rect]]:
    discs = [c for c, _ in europe_map.rings(view, r).values()]
    taken: list[pygame.Rect] = []
    places: dict[str, tuple[str, pygame.Rect]] = {}
    for iso in sorted(isos, key=lambda i: (i != HOME, -europe_map.span(i))):
        if iso in MICROSTATES:
            continue
        for words in _ways(COUNTRIES[iso].name[lang], size):
            label = europe_map.name_image(words, size)
            if iso != HOME and label.get_width() > 1.3 * europe_map.span(iso) * view.scale:
                continue
            box = _free(view, iso, label, discs, taken, r)
            if box is not None:
                # its letters and a space's width either side: names side by side
                # are not read as one
                taken.append(label.get_bounding_rect().move(box.topleft).inflate(size // 2, 0))
                places[iso] = (words, box)
                break
    return places


def _ways(name: str, size: int) -> tuple[str, ...]:
    """A name on one line, then (of two words or more) on two, broken where the longer
    line is shortest."""
    words = name.split(" ")
    if len(words) < 2:
        return (name,)
    font = theme.font(size, True)
    breaks = [(" ".join(words[:n]), " ".join(words[n:])) for n in range(1, len(words))]
    top, bottom = min(breaks, key=lambda b: max(font.size(b[0])[0], font.size(b[1])[0]))
    return (name, f"{top}\n{bottom}")


def _free(view: View, iso: str, label: pygame.Surface, discs: list[tuple[float, float]],
          taken: list[pygame.Rect], r: int, on_land: bool = True) -> pygame.Rect | None:
    """The nearest place to the country's middle for `label`, its letters clear of the
    rings' `discs` and of the `taken` rects (the letters of the names placed, not their
    empty line space), its middle or a quarter of its way to either end on the country's
    largest piece of land (unless not `on_land`)."""
    ink = label.get_bounding_rect()
    x, y = view.to_px(europe_map.middle(iso))
    w, h = label.get_width() / 4, label.get_height() / 2
    moves = sorted(((i * w, j * h) for i in range(-NAME_STEPS, NAME_STEPS + 1)
                    for j in range(-NAME_STEPS, NAME_STEPS + 1)),
                   key=lambda m: (math.hypot(*m), m))
    shapes = (europe_map.mainland(iso),)
    for dx, dy in moves:
        box = label.get_rect(center=(round(x + dx), round(y + dy)))
        if (ink.move(box.topleft).collidelist(taken) < 0
                and not any(_meets(ink.move(box.topleft), c, r) for c in discs)
                and (dx == dy == 0 or not on_land
                     or any(europe_map.on_land(shapes, *view.to_unit((px, box.centery)))
                            for px in (box.centerx, box.x + box.w // 4,
                                       box.right - box.w // 4)))):
            return box
    return None


def _meets(box: pygame.Rect, centre: tuple[float, float], r: int) -> bool:
    """Whether the disc of radius `r` at `centre` touches `box`."""
    x = min(max(centre[0], box.left), box.right)
    y = min(max(centre[1], box.top), box.bottom)
    return math.dist((x, y), centre) < r


def _around(window: pygame.Rect, inner: pygame.Rect) -> list[pygame.Rect]:
    """The parts of `window` outside `inner`: up to four strips."""
    inner = inner.clip(window)
    if not inner.w or not inner.h:
        return [window]
    strips = [pygame.Rect(window.x, window.y, window.w, inner.y - window.y),
              pygame.Rect(window.x, inner.bottom, window.w, window.bottom - inner.bottom),
              pygame.Rect(window.x, inner.y, inner.x - window.x, inner.h),
              pygame.Rect(inner.right, inner.y, window.right - inner.right, inner.h)]
    return [r for r in strips if r.w > 0 and r.h > 0]


def _blank(size: tuple[int, int]) -> pygame.Surface:
    image = pygame.Surface(size)
    return image.convert() if pygame.display.get_surface() else image
