"""The shedding tables' geometry (the UNO family, Sedam i Osam, Upoznaj Evropu): at every
seat count and window size, every hand of up to 30 cards lies inside the window with a
margin and off every name plate, and the plates keep apart (issues 22 and 23: a
23-card fan ran off the top, a growing fan covered a plate, six plates crowded at
1024×600)."""

from __future__ import annotations

import math
from itertools import combinations

import pygame
import pytest

from game.app import App, Options
from game.scenes.uno import UnoTable
from game.setup import MatchSetup
from rules import GAMES
from rules.core import Play

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


# -- which way play goes ---------------------------------------------------------------------

LEFT = {"adriatic": True, "uno_official": True,   # "levo od delitalja ... smer igre je levi";
        "uno": False}                              # 003 "u smeru kazaljke"; 000's UNO "desni"


@pytest.mark.parametrize("game", sorted(LEFT))
@pytest.mark.parametrize("players", (3, 4, 6, 10))
def test_the_next_player_sits_on_the_side_the_rules_send_play_to(app, game, players):
    """Play to the left: the player after the child sits on the child's left (the screen's
    left, the child facing up the table), and so on round the table clockwise; the arrows
    round the middle run the same way."""
    if players > GAMES[game].max_players:
        pytest.skip("not so many seats")
    setup = MatchSetup(game, players, [True] + [False] * (players - 1), {}, "easy", 1)
    scene = UnoTable(app, setup)
    middle = app.point(960, 540)
    def angle(seat: int) -> float:     # round the middle, counter-clockwise on screen
        x, y = app.point(*scene._area("hand", seat).center)
        return math.degrees(math.atan2(middle[1] - y, x - middle[0])) % 360
    turns = [(angle(seat + 1) - angle(seat)) % 360 for seat in range(players - 1)]
    clockwise = [turn > 180 for turn in turns]
    assert clockwise == [LEFT[game]] * (players - 1)
    assert (scene._plate_centre(1)[0] < 960) == LEFT[game]
    on_screen = scene.ring.direction * scene.ring.sense    # ring_image: +1 counter-clockwise
    assert (on_screen < 0) == LEFT[game]


def test_the_guide_says_which_way_play_goes_and_names_who_is_next():
    """The four-seat Adriatic guide's first move says that play goes to the left and who
    comes next (the table in sight, its arrows too); that player's plate is on the
    child's left."""
    from game.scenes.guide import start_guide
    from ui import start_app, tap

    app = start_app()
    start_guide(app, "adriatic_pairs")
    table = app.scenes[-1]
    guide = table.guide
    for _ in range(300):
        app.step(1 / 30)
        if guide.panel == "card":
            tap(app, app.point(960, 540))
        elif guide.step.say == "direction" and guide.words():
            break
    words = guide.words()
    assert table.name(1) in words and "nalevo" in words
    assert guide.expected == Play(("R7",))
    assert table._plate_centre(1)[0] < 960


@pytest.mark.parametrize("players", SEATS)
def test_the_plus_four_challenge_covers_neither_the_pile_nor_the_hand_nor_the_two_plates(
        app, players):
    """Issue 23: the challenge covered the pile, then the child's own hand. Whoever
    played the +4 (the seat before the child, or after it once play turns round), the
    panel leaves the pile with its marks, the child's cards and both plates in sight."""
    setup = MatchSetup("uno_official", players, [True] + [False] * (players - 1), {}, "easy", 1)
    scene = UnoTable(app, setup)
    app.reset(scene)
    while scene.animator.busy:          # the deal lands
        app.step(1 / 30)
    pile = [[pygame.math.Vector2(app.point(*p)) for p in corners(s)] for s in scene.zones["pile"]]
    mark = app.px(116)        # the colour asked for, and the cards owed, by the pile
    marks = [rect_corners(pygame.Rect(0, 0, mark, mark).move(x - mark / 2, y - mark / 2))
             for x, y in (scene.pile_corner(top=True), scene.pile_corner(top=False))]
    hand = [[pygame.math.Vector2(app.point(*p)) for p in corners(s)] for s in scene.zones["hand:0"]]
    assert pile and hand
    for seat in {1, players - 1}:
        box = rect_corners(app.rect(scene.choice.challenge_box({"challenge": {"seat": seat}})))
        for shape in pile + marks + hand:
            assert apart(box, shape), f"+4 by seat {seat}: the panel covers the pile or the hand"
        for who in (0, seat):
            assert apart(box, rect_corners(app.rect(scene._area("plate", who)))), \
                f"+4 by seat {seat}: the panel covers the plate of seat {who}"
