"""Table layouts: Tiled maps (art/layouts/*.tmx) turned into the game's own plain objects.

A layout is a set of named rectangles in design pixels (1920×1080): each seat's
hand, laid pairs and name plate, the buttons, the deck, the message banner. A
layout changes in Tiled without code. Scenes take a `LayoutLoader`, so a test
can hand them a `Layout` built directly instead of reading a file.

Custom object properties in use: `rotation` on a hand (degrees counter-clockwise,
as `pygame.transform.rotate` turns, that take the human's upright fan to this
seat's: 0 bottom, 90 right side, 180 top, -90 left side), `align` (how content
sits in its area: "left", "center", "right"), `overlay` (the area is drawn over
the table and may cover what lies beneath it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any
from xml.etree.ElementTree import ParseError

import pytmx

if TYPE_CHECKING:
    import pygame

LAYOUTS = Path(__file__).resolve().parent.parent / "art" / "layouts"
TABLE_GROUP = "table"


class LayoutError(ValueError):
    """A layout file is missing, is not a Tiled map, or does not describe a table."""


@dataclass(frozen=True)
class Area:
    """One named rectangle of a layout, in design pixels."""

    name: str
    x: float
    y: float
    w: float
    h: float
    properties: Mapping[str, Any] = field(default_factory=dict)

    @property
    def rotation(self) -> int:
        """How far a fan drawn here is turned (see the module docstring); 0 when unset."""
        return int(self.properties.get("rotation", 0))

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)


@dataclass(frozen=True)
class Layout:
    """A table: its design size and its named areas."""

    size: tuple[int, int]
    areas: Mapping[str, Area]
    properties: Mapping[str, Any] = field(default_factory=dict)

    def __contains__(self, name: object) -> bool:
        return name in self.areas

    def __getitem__(self, name: str) -> Area:
        try:
            return self.areas[name]
        except KeyError:
            raise LayoutError(f"the layout has no area {name!r}") from None

    def require(self, *names: str) -> None:
        """Raise LayoutError naming every one of `names` the layout lacks."""
        missing = [name for name in names if name not in self.areas]
        if missing:
            raise LayoutError(f"the layout lacks {', '.join(missing)}")

    def fit(self, window_w: int, window_h: int) -> Placement:
        """Scale the design uniformly to fit the window, centred (bars where aspects differ)."""
        design_w, design_h = self.size
        scale = min(window_w / design_w, window_h / design_h)
        return Placement(self, scale,
                         (window_w - design_w * scale) / 2, (window_h - design_h * scale) / 2)


@dataclass(frozen=True)
class Placement:
    """A layout fitted to a window: design coordinates to window pixels and back."""

    layout: Layout = field(repr=False)
    scale: float
    offset_x: float
    offset_y: float

    def point(self, x: float, y: float) -> tuple[float, float]:
        return (self.offset_x + x * self.scale, self.offset_y + y * self.scale)

    def to_design(self, x: float, y: float) -> tuple[float, float]:
        """The design point under a window point (e.g. a tap)."""
        return ((x - self.offset_x) / self.scale, (y - self.offset_y) / self.scale)

    def box(self, name: str) -> tuple[int, int, int, int]:
        """The area in window pixels as (left, top, width, height); neighbours share edges."""
        area = self.layout[name]
        return self._box(area.x, area.y, area.w, area.h)

    def rect(self, name: str) -> pygame.Rect:
        import pygame

        return pygame.Rect(self.box(name))

    def frame(self) -> pygame.Rect:
        """The whole design frame in window pixels."""
        import pygame

        return pygame.Rect(self._box(0, 0, *self.layout.size))

    def _box(self, x: float, y: float, w: float, h: float) -> tuple[int, int, int, int]:
        left, top = (round(v) for v in self.point(x, y))
        right, bottom = (round(v) for v in self.point(x + w, y + h))
        return (left, top, right - left, bottom - top)


LayoutLoader = Callable[[str, int], Layout]


def layout_path(game_id: str, players: int, root: Path | None = None) -> Path:
    """<game_id>_<players>.tmx in `root` (default art/layouts), else <game_id>.tmx."""
    folder = LAYOUTS if root is None else Path(root)
    specific = folder / f"{game_id}_{players}.tmx"
    if specific.is_file():
        return specific
    general = folder / f"{game_id}.tmx"
    if general.is_file():
        return general
    raise LayoutError(f"no table layout for {game_id!r} with {players} players: "
                      f"neither {specific} nor {general} exists")


def load_layout(game_id: str, players: int, root: Path | None = None) -> Layout:
    """The table layout of a game for a number of players (a `LayoutLoader`)."""
    return read_layout(layout_path(game_id, players, root).resolve())


@lru_cache(maxsize=64)
def read_layout(path: Path) -> Layout:
    """Read one Tiled map; the same path is read once."""
    try:
        # Tiled keeps custom properties apart from built-in attributes, so a custom
        # `rotation` is fine there; pytmx refuses such names unless told otherwise.
        tiled = pytmx.TiledMap(str(path), allow_duplicate_names=True)
    except OSError as e:
        raise LayoutError(f"{path}: cannot be read ({e})") from e
    except (ParseError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise LayoutError(f"{path}: not a valid Tiled map ({e})") from e
    return _layout_of(tiled, path)


def _layout_of(tiled: pytmx.TiledMap, path: Path) -> Layout:
    if tiled.orientation != "orthogonal":
        raise LayoutError(f"{path}: the map must be orthogonal, not {tiled.orientation}")
    size = (int(tiled.width * tiled.tilewidth), int(tiled.height * tiled.tileheight))
    groups = [layer for layer in tiled.layers
              if isinstance(layer, pytmx.TiledObjectGroup) and layer.name == TABLE_GROUP]
    if len(groups) != 1:
        raise LayoutError(f"{path}: needs exactly one object layer named {TABLE_GROUP!r}")
    areas: dict[str, Area] = {}
    for obj in groups[0]:
        where = f"{path}: object {obj.id}"
        if not obj.name:
            raise LayoutError(f"{where} has no name")
        if obj.name in areas:
            raise LayoutError(f"{where}: the name {obj.name!r} is used twice")
        if obj.gid or hasattr(obj, "points") or obj.width <= 0 or obj.height <= 0:
            raise LayoutError(f"{where} ({obj.name}) must be a rectangle")
        if obj.rotation:
            raise LayoutError(f"{where} ({obj.name}) is rotated in Tiled; "
                              "turn a fan with the custom property 'rotation' instead")
        areas[obj.name] = Area(obj.name, float(obj.x), float(obj.y),
                               float(obj.width), float(obj.height),
                               MappingProxyType(dict(obj.properties)))
    return Layout(size, MappingProxyType(areas), MappingProxyType(dict(tiled.properties)))
