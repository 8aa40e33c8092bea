"""Render the Crni Petar animal SVGs into one PNG contact sheet.

A development aid for checking the hand-drawn card art in ``art/cards/animals``:
every SVG is rendered with pygame's own SVG loader (the same one the game uses),
placed on a pastel panel inside a white card frame, labelled with its file name,
and the grid is saved as a PNG.

Usage::

    SDL_VIDEODRIVER=dummy python tools/animal_sheet.py OUT.png [--size 180]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ART_DIR = Path(__file__).resolve().parent.parent / "art" / "cards" / "animals"
PASTELS = [
    (255, 236, 214),
    (222, 240, 255),
    (228, 246, 222),
    (255, 228, 236),
    (240, 232, 255),
    (255, 248, 214),
]
SHEET_BG = (70, 74, 86)
LABEL_COLOUR = (235, 235, 240)
COLUMNS = 8


def render_card(path: Path, size: int, panel: tuple[int, int, int]) -> pygame.Surface:
    """One card: white frame, pastel panel, the SVG scaled to fit the panel."""
    is_back = path.stem == "back"
    width, height = size, round(size * 1.4)
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, size // 14)
    pygame.draw.rect(card, (255, 255, 255), card.get_rect(), border_radius=radius)
    inset = max(3, size // 30)
    inner = card.get_rect().inflate(-2 * inset, -2 * inset)
    if is_back:
        art = pygame.image.load_sized_svg(str(path), inner.size)
        card.blit(art, inner)
        return card
    pygame.draw.rect(card, panel, inner, border_radius=max(2, radius - inset))
    side = inner.width
    art = pygame.image.load_sized_svg(str(path), (side, side))
    card.blit(art, art.get_rect(center=inner.center))
    return card


def build_sheet(paths: list[Path], size: int) -> pygame.Surface:
    """Lay the cards out in a labelled grid."""
    font = pygame.font.Font(None, max(14, size // 8))
    gap = max(8, size // 12)
    label_h = font.get_linesize() + 4
    cell_w, cell_h = size + gap, round(size * 1.4) + label_h + gap
    rows = (len(paths) + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((COLUMNS * cell_w + gap, rows * cell_h + gap))
    sheet.fill(SHEET_BG)
    for i, path in enumerate(paths):
        col, row = i % COLUMNS, i // COLUMNS
        x, y = gap + col * cell_w, gap + row * cell_h
        panel = PASTELS[i % len(PASTELS)]
        sheet.blit(render_card(path, size, panel), (x, y))
        label = font.render(path.stem, True, LABEL_COLOUR)
        sheet.blit(label, label.get_rect(midtop=(x + size // 2, y + round(size * 1.4) + 2)))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="PNG file to write")
    parser.add_argument("--size", type=int, default=180, help="card width in pixels")
    parser.add_argument("--dir", type=Path, default=ART_DIR, help="folder of SVG files")
    args = parser.parse_args(argv)

    paths = sorted(args.dir.glob("*.svg"))
    if not paths:
        print(f"no SVG files in {args.dir}", file=sys.stderr)
        return 1
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    sheet = build_sheet(paths, args.size)
    pygame.image.save(sheet, str(args.out))
    print(f"{len(paths)} cards -> {args.out}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
