"""Colours, the typeface and the paths of the art: one look for every scene."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from .surfaces import BUDGET, kept

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "art"
SOUNDS = ROOT / "sounds"
DOCS = ROOT / "docs"
FONT_REGULAR = ART / "fonts" / "Andika-Regular.ttf"
FONT_BOLD = ART / "fonts" / "Andika-Bold.ttf"

DESIGN_SIZE = (1920, 1080)

INK = (52, 44, 64)
INK_SOFT = (98, 90, 112)
PAPER = (255, 252, 244)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0)
FELT = (46, 118, 96)            # Crni Petar's table: a calm green felt
FELT_DARK = (34, 92, 75)
SKY = (124, 186, 236)
SUN = (255, 205, 86)
CORAL = (238, 112, 92)
LEAF = (122, 190, 96)
PLUM = (120, 82, 146)
BUTTON = (255, 244, 222)
BUTTON_EDGE = (214, 170, 96)
FOCUS = (255, 214, 64)
HIGHLIGHT = (255, 228, 92)


@lru_cache(maxsize=24)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Andika at a pixel size (pygame-ce's own font draws ђ љ њ ћ wrongly). Few are kept:
    each holds its glyphs (some 200 KB), a table uses up to 16 sizes, and the words
    drawn are kept as pictures anyway."""
    return pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), max(8, int(size)))


def text(words: str, size: int, colour: tuple[int, int, int] = INK,
         bold: bool = False) -> pygame.Surface:
    return render_text(words, int(size), colour, bold)


@kept
def render_text(words: str, size: int, colour: tuple[int, int, int],
                bold: bool) -> pygame.Surface:
    return font(size, bold).render(words, True, colour)


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break text into lines that fit `width` pixels at `size`."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


MIN_TEXT = 28  # design pixels: 18 px at 1280×720, the smallest text on any screen


@lru_cache(maxsize=512)
def fit(words: str, size: int, min_size: int, width: int, max_lines: int = 2,
        bold: bool = False, one_line_down_to: int | None = None) -> tuple[tuple[str, ...], int]:
    """The largest size down to `min_size` at which `words` fit `width` in at most
    `max_lines` lines (one line preferred, shrunk down to `one_line_down_to` before it
    wraps, and wrapped lines no bigger than that, so two lines take little more room than
    one); at `min_size` it takes the lines it needs. Remembered: prompts ask each frame."""
    for trial in range(size, (one_line_down_to or size) - 1, -2):
        if font(trial, bold).size(words)[0] <= width:
            return (words,), trial
    for trial in range(one_line_down_to or size, min_size - 1, -2):
        lines = wrap(words, trial, width, bold)
        if len(lines) <= max_lines and all(font(trial, bold).size(li)[0] <= width
                                           for li in lines):
            return tuple(balanced(words, lines, trial, bold, width)), trial
    return tuple(wrap(words, min_size, width, bold)), min_size


SENTENCE_ENDS = (".", "!", "?")


def balanced(words: str, lines: list[str], size: int, bold: bool, width: int) -> list[str]:
    """Two lines of one paragraph broken where they come out most even (no lone word
    left on the second line), or, when a sentence ends in the middle, both lines still
    fit `width` and neither is under two fifths of the other, after that sentence: a
    reader takes a line per thought more easily than an even cut through one. Other
    cases as they are."""
    if len(lines) != 2 or "\n" in words:
        return lines
    f = font(size, bold)
    every = words.split()
    splits = []             # (the wider line's width, after a sentence that fits, lines)
    for k in range(1, len(every)):
        pair = (" ".join(every[:k]), " ".join(every[k:]))
        narrow, wide = sorted(f.size(line)[0] for line in pair)
        clean = every[k - 1].endswith(SENTENCE_ENDS) and wide <= width and narrow >= wide * 0.4
        splits.append((wide, clean, pair))
    if any(clean for _, clean, _ in splits):
        splits = [split for split in splits if split[1]]
    return list(min(splits, key=lambda split: split[0])[2])


def one_line(words: str, size: int, width: int, colour: tuple[int, int, int] = INK,
             bold: bool = False, smallest: float = 0.7, cut: bool = False) -> pygame.Surface:
    """`words` on one line, shrunk (down to `smallest` of `size`) to fit `width`; with
    `cut`, words that still do not fit end in "…" (a typed name on a narrow plate)."""
    trial = size
    while trial > size * smallest and font(trial, bold).size(words)[0] > width:
        trial -= 2
    if cut and font(trial, bold).size(words)[0] > width:
        kept = words
        while len(kept) > 1 and font(trial, bold).size(kept.rstrip() + "…")[0] > width:
            kept = kept[:-1]
        words = kept.rstrip() + "…"
    return text(words, trial, colour, bold)


def shade(colour: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (factor > 1) version of a colour."""
    if factor <= 1:
        return tuple(int(c * factor) for c in colour)  # type: ignore[return-value]
    return tuple(int(c + (255 - c) * (factor - 1)) for c in colour)  # type: ignore[return-value]


def _felt_light(base: tuple[int, int, int]) -> pygame.Surface:
    """The felt small: a soft radial light over the felt colour (scaled up, the felt)."""
    small = pygame.Surface((64, 36))
    small.fill(shade(base, 0.78))
    for r in range(40, 0, -1):
        t = r / 40
        pygame.draw.ellipse(small, shade(base, 1.0 + 0.12 * (1 - t)),
                            pygame.Rect(32 - 40 * t, 18 - 24 * t, 80 * t, 48 * t))
    return small


@kept
def felt(size: tuple[int, int], base: tuple[int, int, int] = FELT) -> pygame.Surface:
    """A calm table: a soft radial light over the felt colour (made once per size and
    colour: menus blit it every frame; callers never draw on it)."""
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(shade(base, 0.78))
    surface = pygame.transform.smoothscale(_felt_light(base), (w, h)) if w and h else surface
    return surface.convert() if pygame.display.get_surface() else surface


@kept
def felt_rows(width: int, base: tuple[int, int, int] = FELT) -> pygame.Surface:
    """The felt's small picture scaled across `width` only: each column of the felt is
    this picture's column scaled down the window's height."""
    rows = pygame.transform.smoothscale(_felt_light(base), (width, 36))
    return rows.convert() if pygame.display.get_surface() else rows


def keep_felt(size: tuple[int, int], base: tuple[int, int, int] = FELT) -> None:
    """Count the felt `felt_into` paints a window of `size` from as used this frame: a
    table's still layer, blitted every frame, is painted from it again whenever a card
    lands, and a felt let go in between is drawn anew then (12 ms at 1920×1080)."""
    felt.touch(size, base)
    felt_rows.touch(size[0], base)


def felt_into(surface: pygame.Surface, area: pygame.Rect | None = None,
              base: tuple[int, int, int] = FELT) -> None:
    """The felt of a window of `surface`'s size painted into `area` of it (all of it by
    default), pixel for pixel as `felt` has it there: a table's still layer is drawn on
    it so. A felt up to a quarter of the budget of pictures is kept whole and blitted; a
    bigger one (a window past 1920×1080) is not kept: its columns are scaled down anew
    (pygame scales across, then down, and a column scaled down alone comes out as in the
    whole), so a big window holds no felt beside its still layer."""
    w, h = surface.get_size()
    area = surface.get_rect() if area is None else area.clip(surface.get_rect())
    if not area.w or not area.h:
        return
    if w * h * 4 <= BUDGET.limit // 4:
        surface.blit(felt((w, h), base), area, area)
        return
    rows = felt_rows(w, base)
    if area.size == (w, h):
        pygame.transform.smoothscale(rows, (w, h), surface)
        return
    columns = rows.subsurface((area.x, 0, area.w, rows.get_height()))
    strip = pygame.transform.smoothscale(columns, (area.w, h))
    surface.blit(strip, area, pygame.Rect(0, area.y, area.w, area.h))
