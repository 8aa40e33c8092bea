"""Render every face of every UNO deck into a PNG contact sheet, one sheet per width.

A development aid for looking at ``game/sprites/uno_cards.py``: each distinct code
of each deck (108, 112, 112 official, 121) once, in deck order, labelled with its
code, then the back and the four chosen-colour markers; on a grey sheet or on the
green felt of the table (``--felt``).

Usage::

    SDL_VIDEODRIVER=dummy python tools/uno_sheet.py OUT_DIR [--widths 150 300] [--felt]

writes ``OUT_DIR/uno_<width>.png`` (``uno_<width>_felt.png`` with ``--felt``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game import theme
from game.sprites import cards, uno_cards
from rules import decks

SHEET_BG = (70, 74, 86)
LABEL_COLOUR = (235, 235, 240)
COLUMNS = 13
DECKS = (decks.uno_108, decks.uno_112, decks.uno_112_official, decks.uno_121)


def all_codes() -> list[str]:
    """Each code of every UNO deck once, in the order the decks list them."""
    return list(dict.fromkeys(code for deck in DECKS for code in deck()))


def build_sheet(codes: list[str], width: int, felt: bool) -> pygame.Surface:
    """The faces in a grid with their codes below, then the back and the markers."""
    font = theme.font(max(14, width // 9))
    gap = max(10, width // 8)
    card_h = cards.card_height(width)
    label_h = font.get_linesize() + 4
    cell_w, cell_h = width + gap, card_h + label_h + gap
    tiles = len(codes) + 2
    columns = min(COLUMNS, tiles)
    rows = (tiles + columns - 1) // columns
    size = (columns * cell_w + gap, rows * cell_h + gap)
    sheet = theme.felt(size) if felt else pygame.Surface(size)
    if not felt:
        sheet.fill(SHEET_BG)
    images = [(code, uno_cards.face(code, width)) for code in codes]
    images.append(("back", uno_cards.back(width)))
    for i, (code, image) in enumerate(images):
        x, y = gap + (i % columns) * cell_w, gap + (i // columns) * cell_h
        sheet.blit(cards.shadow(width), (x - max(4, width // 10) + width // 30,
                                         y - max(4, width // 10) + width // 20))
        sheet.blit(image, (x, y))
        label = font.render(code, True, LABEL_COLOUR)
        sheet.blit(label, label.get_rect(midtop=(x + width // 2, y + card_h + 2)))
    i = len(images)
    x, y = gap + (i % columns) * cell_w, gap + (i // columns) * cell_h
    marker = width // 2 - 4
    for k, colour in enumerate("RYGB"):
        sheet.blit(uno_cards.wild_marker(colour, marker),
                   (x + (k % 2) * (marker + 8), y + (k // 2) * (marker + 8)))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="directory to write the PNGs into")
    parser.add_argument("--widths", type=int, nargs="*", default=[150, 300],
                        help="card widths in pixels")
    parser.add_argument("--felt", action="store_true", help="on the green table felt")
    parser.add_argument("--codes", nargs="*", help="only these codes (default: all)")
    args = parser.parse_args(argv)

    pygame.init()
    pygame.display.set_mode((1, 1))
    args.out.mkdir(parents=True, exist_ok=True)
    codes = args.codes or all_codes()
    for width in args.widths:
        path = args.out / f"uno_{width}{'_felt' if args.felt else ''}.png"
        pygame.image.save(build_sheet(codes, width, args.felt), str(path))
        print(f"{len(codes)} faces at {width} px -> {path}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
