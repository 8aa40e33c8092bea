"""One byte budget for every picture the game keeps.

Card faces, backs, turned cards, flags, maps, words, buttons, panels and felts are
drawn once and kept, so that a frame blits instead of drawing. They are kept in
caches made with `kept`, which all charge one `Budget` the bytes of what they hold
(width × height × bytes per pixel) and let the least recently used picture go when
the total would pass it. A count of entries is no bound: a card face is a few KB
at 640×400 and several hundred at 3840×2160, and each window size or zoom makes a
new set. Pictures of a size no longer asked for (after a resize) are the first to go.

The budget is 40 MB for a window of 1920×1080 or more (unless the developer's
environment variable SK_SURFACE_MB says otherwise: for measuring; players never need
it), and less below that (`Budget.fit`): the same pictures drawn for a smaller window
weigh less, so an old laptop's small window does not hold 40 MB. Not in proportion to
the window's pixels, though: the map is kept in tiles of `EDGE` px, and the tiles that
meet a window reach up to a tile past each of its edges, whatever its size; so the
budget goes with the window grown by a tile on every side (22.8 MB at 1280×720, where
the window's pixels alone gave 17.8 MB, too little for the three zoom levels a child
moves between, whose tiles then went and came back at every zoom).

A picture its owner keeps itself, because it must not go while in use (the map's
view composed of its tiles, a window big), is `hold`-ed: counted while its owner
lives, never let go by the budget, and the caches share what it leaves.

Pictures let go are memory the C allocator may keep: `release` (at a change of scene)
collects the scenes' cycles and, with glibc, hands the freed pages back, and
`settle_allocator` keeps big pictures in pages of their own, which go back when freed.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import os
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, ParamSpec, TypeVar

import pygame

BUDGET_ENV = "SK_SURFACE_MB"
DEFAULT_MB = 40.0
FULL_SIZE = (1920, 1080)     # a window this big or bigger gets the whole budget
SMALLEST_MB = 8.0            # and none less than this
EDGE = 256                   # px: the side of the map's tiles, which a window's reach past it
M_MMAP_THRESHOLD = -3        # glibc's mallopt: blocks this big or bigger get pages of their own
OWN_PAGES_FROM = 128 * 1024  # (glibc's default, which it otherwise raises as blocks are freed)

P = ParamSpec("P")
R = TypeVar("R")


def size_of(value: Any) -> int:
    """The bytes a kept value holds in pictures (those in a tuple or list counted too)."""
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, (tuple, list)):
        return sum(size_of(v) for v in value)
    return 0


class Budget:
    """The bytes every `Kept` cache holds together, and which entry was used last."""

    def __init__(self, limit: int) -> None:
        self.full = limit       # the budget of a window of FULL_SIZE
        self.limit = limit
        self.total = 0
        self.held: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()
        self._order: OrderedDict[tuple[Kept | Shelf, Hashable], int] = OrderedDict()

    def used(self, cache: Kept | Shelf, key: Hashable) -> None:
        self._order.move_to_end((cache, key))

    def charge(self, cache: Kept | Shelf, key: Hashable, nbytes: int) -> None:
        """A new entry; the least recently used ones go until the total fits again."""
        self._order[(cache, key)] = nbytes
        self.total += nbytes
        self._evict()

    def fit(self, size: tuple[int, int]) -> None:
        """The budget for a window of `size`: the whole one from FULL_SIZE up, below it in
        proportion to the pixels of the window grown by a tile (`EDGE`) on every side
        (never under SMALLEST_MB); what no longer fits goes, the least recently used
        first."""
        def reach(w: int, h: int) -> int:
            return (w + 2 * EDGE) * (h + 2 * EDGE)
        share = self.full * min(reach(*size), reach(*FULL_SIZE)) // reach(*FULL_SIZE)
        self.limit = max(min(self.full, int(SMALLEST_MB * 1024 * 1024)), share)
        self._evict()

    def hold(self, owner: Any, nbytes: int) -> None:
        """`owner` keeps `nbytes` of pictures itself (0: none now); the caches' share
        shrinks by them, their least recently used entries going, until it lets them go
        or is itself gone."""
        if nbytes:
            self.held[owner] = nbytes
        else:
            self.held.pop(owner, None)
        self._evict()

    def holding(self) -> int:
        """Bytes the owners of held pictures keep."""
        return sum(self.held.values())

    def _evict(self) -> None:
        held = self.holding()
        while self.total + held > self.limit and self._order:
            (owner, old), freed = self._order.popitem(last=False)
            owner.values.pop(old, None)
            self.total -= freed

    def forget(self, cache: Kept | Shelf, key: Hashable) -> None:
        self.total -= self._order.pop((cache, key), 0)

    def room(self) -> int:
        """Bytes still free under the budget."""
        return self.limit - self.total - self.holding()

    def clear(self) -> None:
        for owner, key in list(self._order):
            owner.values.pop(key, None)
        self._order.clear()
        self.total = 0


def _limit() -> int:
    try:
        megabytes = float(os.environ.get(BUDGET_ENV, DEFAULT_MB))
    except ValueError:
        megabytes = DEFAULT_MB
    return int(max(1.0, megabytes) * 1024 * 1024)


BUDGET = Budget(_limit())


class Kept(Generic[P, R]):
    """A function's results kept under the shared budget, by its arguments."""

    def __init__(self, fn: Callable[P, R], budget: Budget) -> None:
        self.fn = fn
        self.budget = budget
        self.values: dict[Hashable, R] = {}
        functools.update_wrapper(self, fn)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        try:
            value = self.values[key]
        except KeyError:
            value = self.values[key] = self.fn(*args, **kwargs)
            self.budget.charge(self, key, size_of(value))
            return value
        self.budget.used(self, key)
        return value

    def holds(self, *args: Hashable) -> bool:
        """Whether the result for these (positional) arguments is kept now."""
        return args in self.values

    def drop(self, *args: Hashable) -> None:
        """Let the result for these (positional) arguments go, if it is kept."""
        if self.values.pop(args, None) is not None:
            self.budget.forget(self, args)

    def touch(self, *args: Hashable) -> None:
        """Count the result for these (positional) arguments as used now, if it is kept:
        for a picture that another one shown every frame is drawn from now and then."""
        if args in self.values:
            self.budget.used(self, args)

    def cache_clear(self) -> None:
        for key in list(self.values):
            self.budget.forget(self, key)
        self.values.clear()

    def __hash__(self) -> int:
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other


class Shelf:
    """Pictures kept under the shared budget by keys their maker names (a tile of the
    map, a panel of a size), for pictures made by a closure rather than a function."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.values: dict[Hashable, pygame.Surface] = {}

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        try:
            value = self.values[key]
        except KeyError:
            value = self.values[key] = make()
            self.budget.charge(self, key, size_of(value))
            return value
        self.budget.used(self, key)
        return value

    def holds(self, key: Hashable) -> bool:
        """Whether the picture of `key` is kept now."""
        return key in self.values

    def drop(self, key: Hashable) -> None:
        """Let the picture kept by `key` go (its maker drew another in its place)."""
        if self.values.pop(key, None) is not None:
            self.budget.forget(self, key)

    def clear(self) -> None:
        for key in list(self.values):
            self.budget.forget(self, key)
        self.values.clear()


def kept(fn: Callable[P, R]) -> Kept[P, R]:
    """Keep `fn`'s pictures under the one budget (a decorator, in place of lru_cache)."""
    return Kept(fn, BUDGET)


def display_ready(image: pygame.Surface) -> pygame.Surface:
    """A picture with per-pixel alpha in the display's own pixel format, so that every blit
    of it is a plain alpha blit: the picture itself when it has that format already (as a
    new one mostly has), else a copy converted. A copy is new memory in pages of their own
    (`settle_allocator`): 1 ms for a hand's layer at 1920×1080, as much again as drawing
    it."""
    display = pygame.display.get_surface()
    if display is None:
        return image
    if image.get_flags() & pygame.SRCALPHA and image.get_colorkey() is None and \
            (image.get_bitsize(), image.get_masks()) == _alpha_format(display):
        return image
    return image.convert_alpha()


_ALPHA_FORMATS: dict[tuple[int, tuple[int, ...]], tuple[int, tuple[int, ...]]] = {}


def _alpha_format(display: pygame.Surface) -> tuple[int, tuple[int, ...]]:
    """The bit size and masks `convert_alpha` gives on this display, found once per
    display format (a window made again may have another)."""
    key = (display.get_bitsize(), display.get_masks())
    if key not in _ALPHA_FORMATS:
        shown = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
        _ALPHA_FORMATS[key] = (shown.get_bitsize(), shown.get_masks())
    return _ALPHA_FORMATS[key]


def _glibc() -> ctypes.CDLL | None:
    """The C library when it is glibc (malloc_trim and mallopt are its own)."""
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "malloc_trim") else None


def settle_allocator() -> None:
    """Keep big pictures in pages of their own (glibc only; elsewhere nothing)."""
    libc = _glibc()
    if libc is not None:
        libc.mallopt(M_MMAP_THRESHOLD, OWN_PAGES_FROM)


def release() -> None:
    """Give the memory of what is no longer used back to the system: scenes that went
    (they hold each other in cycles) and the allocator's free pages (glibc only)."""
    gc.collect()
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)
