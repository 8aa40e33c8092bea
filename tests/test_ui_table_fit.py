"""The shedding tables' geometry (the UNO family, Sedam i Osam, Upoznaj Evropu): at every
seat count and window size, every hand of up to 30 cards lies inside the window with a
margin and off every name plate, and the plates keep apart (issues 22 and 23: a
23-card fan ran off the top, a growing fan covered a plate, six plates crowded at
1024×600)."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.app import App, Options
from game.scenes.uno import UnoTable
from game.setup import MatchSetup

SIZES = ((1280, 720), (1920, 1080), (1024, 600))
SEATS = range(2, 11)
MOST_CARDS = 30
MARGIN = 6          # window px: nothing closer to the window's edge
PLATE_GAP = 8       # window px at least between two plates
CARD_GAP = 4        # ... and between a plate and a card


def corners(sprite_slot) -> list[pygame.math.Vector2]:
    """The four corners of a card lying in a slot (design px), as `CardSprite.contains`
    sees it: width w, height 1.4 w, turned by the slot's angle."""
    half = pygame.math.Vector2(sprite_slot.width / 2, sprite_slot.width * 0.7)
    centre = pygame.math.Vector2(sprite_slot.x, sprite_slot.y)
    return [centre + pygame.math.Vector2(half.x * sx, half.y * sy).rotate(-sprite_slot.angle)
            for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]


def apart(a: list[pygame.math.Vector2], b: list[pygame.math.Vector2]) -> bool:
    """Two convex shapes do not overlap: some edge's normal separates them."""
    for shape in (a, b):
        for p, q in zip(shape, shape[1:] + shape[:1]):
            normal = pygame.math.Vector2(q.y - p.y, p.x - q.x)
            da, db = [normal.dot(v) for v in a], [normal.dot(v) for v in b]
            if max(da) <= min(db) or max(db) <= min(da):
                return True
    return False


def rect_corners(rect: pygame.Rect) -> list[pygame.math.Vector2]:
    return [pygame.math.Vector2(p) for p in (rect.topleft, rect.topright, rect.bottomright,
                                             rect.bottomleft)]


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def app(request):
    return App(Options(size=request.param))


def table(app: App, players: int) -> UnoTable:
    setup = MatchSetup("adriatic", players, [True] + [False] * (players - 1), {}, "easy", 1)
    return UnoTable(app, setup)


@pytest.mark.parametrize("players", SEATS)
def test_fans_of_up_to_30_cards_stay_in_the_window_and_off_the_plates(app, players):
    scene = table(app, players)
    w, h = app.size
    inside = pygame.Rect(0, 0, w, h).inflate(-2 * MARGIN, -2 * MARGIN)
    plates = {seat: app.rect(scene._area("plate", seat)).inflate(2 * CARD_GAP, 2 * CARD_GAP)
              for seat in range(players)}
    for seat in range(players):
        for n in range(1, MOST_CARDS + 1):
            for i, slot in enumerate(scene.slots(f"hand:{seat}", n)):
                card = [pygame.math.Vector2(app.point(*p)) for p in corners(slot)]
                assert all(inside.collidepoint(p) for p in card), \
                    f"seat {seat}, {n} cards: card {i} leaves the window"
                for other, plate in plates.items():
                    assert apart(card, rect_corners(plate)), \
                        f"seat {seat}, {n} cards: card {i} covers the plate of seat {other}"


@pytest.mark.parametrize("players", SEATS)
def test_plates_keep_apart_and_inside_the_window(app, players):
    scene = table(app, players)
    w, h = app.size
    inside = pygame.Rect(0, 0, w, h).inflate(-2 * MARGIN, -2 * MARGIN)
    plates = [app.rect(scene._area("plate", seat)) for seat in range(players)]
    for plate in plates:
        assert inside.contains(plate)
    for (a, pa), (b, pb) in combinations(enumerate(plates), 2):
        assert not pa.inflate(2 * PLATE_GAP, 2 * PLATE_GAP).colliderect(pb), \
            f"the plates of seats {a} and {b} crowd each other"

