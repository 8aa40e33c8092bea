"""The still layer: the felt with what lies still on it, one opaque blit a frame.

A table hands it, each frame, the pictures lying still (key, picture, where) and a
key of what is drawn on the felt itself; the layer is drawn anew only where a
picture changed (where it was and where it is now, felt and all, with the pictures
that overlap there, in their order), or whole when the felt's key changed or most of
it would be drawn anyway. It is kept on the table's shelf of pictures, under their
byte budget, and drawn anew whole if the shelf let it go.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from .. import theme
from ..surfaces import Shelf

# A picture lying still on the table: (what it shows, as a key; the picture; where).
Still = tuple[Any, pygame.Surface, tuple[int, int]]


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rectangles joined into one (a layer drawn where it was and where it
    is now, a little apart, is then drawn once)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = pygame.Rect(rect)
        joined = True
        while joined:
            joined = False
            for other in out:
                if other.colliderect(rect):
                    out.remove(other)
                    rect.union_ip(other)
                    joined = True
                    break
        out.append(rect)
    return out


class StillLayer:
    """The felt and the still pictures, drawn into one surface kept on `shelf`."""

    def __init__(self, shelf: Shelf) -> None:
        self.shelf = shelf
        self.placed: dict[Any, pygame.Rect] | None = None   # None: drawn anew
        self.marks: Hashable = None

    def draw(self, size: tuple[int, int], pictures: list[Still], marks: Hashable,
             draw_felt: Callable[[pygame.Surface, pygame.Rect], None]) -> pygame.Surface:
        """The layer of a window of `size` with `pictures` on the felt that `draw_felt`
        draws into an area (clipped to it), `marks` the key of what it draws there."""
        placed = {key: pygame.Rect(where, picture.get_size()) for key, picture, where in pictures}
        layer = self.shelf.get(("still", size), lambda: self._new(size))
        theme.keep_felt(size)
        if self.placed is None or self.marks != marks:
            self.marks = marks
            dirty = [layer.get_rect()]
        else:
            before = self.placed
            dirty = [r for k, r in placed.items() if k not in before]
            dirty += [r for k, r in before.items() if k not in placed]
        self.placed = placed
        dirty = merged(dirty)
        if sum(r.w * r.h for r in dirty) > size[0] * size[1] // 2:
            dirty = [layer.get_rect()]
        for area in dirty:
            layer.set_clip(area)
            draw_felt(layer, area)
            layer.blits([(picture, where) for key, picture, where in pictures
                         if placed[key].colliderect(area)], doreturn=False)
        layer.set_clip(None)
        return layer

    def _new(self, size: tuple[int, int]) -> pygame.Surface:
        self.placed = None
        layer = pygame.Surface(size)
        return layer.convert() if pygame.display.get_surface() else layer
