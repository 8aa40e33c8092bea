"""Render every flag of Upoznaj Evropu into one PNG contact sheet, labelled with its code.

A development aid for checking the flags drawn by ``game/sprites/flags.py`` against
their official designs: each flag at the same width (so the proportions show), on a
white card-like tile, its ISO code underneath.

Usage::

    SDL_VIDEODRIVER=dummy python tools/flag_sheet.py OUT.png [--width 240]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.sprites import flags

SHEET_BG = (70, 74, 86)
TILE = (255, 255, 255)
LABEL_COLOUR = (235, 235, 240)
COLUMNS = 8


def build_sheet(codes: list[str], width: int) -> pygame.Surface:
    """The flags in a grid, each centred on a white tile with its code below."""
    font = pygame.font.Font(None, max(16, width // 7))
    gap = max(8, width // 10)
    pad = max(4, width // 16)
    tile_h = max(flags.flag_height(code, width) for code in codes) + 2 * pad
    tile_w = width + 2 * pad
    label_h = font.get_linesize() + 4
    cell_w, cell_h = tile_w + gap, tile_h + label_h + gap
    rows = (len(codes) + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((COLUMNS * cell_w + gap, rows * cell_h + gap))
    sheet.fill(SHEET_BG)
    for i, code in enumerate(codes):
        x, y = gap + (i % COLUMNS) * cell_w, gap + (i // COLUMNS) * cell_h
        tile = pygame.Rect(x, y, tile_w, tile_h)
        pygame.draw.rect(sheet, TILE, tile, border_radius=max(2, pad // 2))
        image = flags.flag(code, width)
        sheet.blit(image, image.get_rect(center=tile.center))
        label = font.render(code, True, LABEL_COLOUR)
        sheet.blit(label, label.get_rect(midtop=(tile.centerx, tile.bottom + 2)))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="PNG file to write")
    parser.add_argument("--width", type=int, default=240, help="flag width in pixels")
    parser.add_argument("--codes", nargs="*", help="only these codes (default: all)")
    args = parser.parse_args(argv)

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    codes = args.codes or list(flags.FLAGS)
    sheet = build_sheet(codes, args.width)
    pygame.image.save(sheet, str(args.out))
    print(f"{len(codes)} flags -> {args.out}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
