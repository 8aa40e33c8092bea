"""The eight UNO games through the UI: taps on what a child sees."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from conftest import stack
from ui import (
    DT,
    choose,
    drag,
    idle,
    leave_match,
    open_game,
    settle,
    start_app,
    tap,
    tap_button,
    tap_card,
    tap_widget,
    visible_point,
)

from game import theme
from game.scenes import calls, uno, uno_marks
from game.scenes.calls import GRACE
from game.scenes.remino import by_colour
from game.scenes.results import ResultsScene
from game.scenes.uno import UnoTable
from game.setup import MatchSetup
from game.table import driver, still
from game.table.words import banner_image
from game.tables import FAMILIES
from rules import GAMES
from rules.adriatic import GoOn, Stop
from rules.core import Accept, CallUno, Challenge, Play, TurnSkipped


def to_table(app, game: str, *chips: str) -> UnoTable:
    """From the title: Play, the UNO tile, the game's tile, the chips named, then Start
    by its key (uno_official's many option rows reach down over the Start button)."""
    tap_widget(app, "play")
    open_game(app, game)
    for label in chips:
        choose(app, label)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.step(DT)
    table = app.scenes[-1]
    assert isinstance(table, UnoTable)
    return table


def staged(app, game: str, hands: list[list[str]], starter: str, level: str = "easy",
           humans: int = 1, **options) -> UnoTable:
    """A table dealt from a stacked deck: `hands` per seat, `starter` turned up, the rest
    of the deck in a fixed order under it (the classic turns the deck's last card: there
    the starter is last); the last seat deals, so seat 0 plays first; the first `humans`
    seats are people."""
    players = len(hands)
    dealer = players - 1
    spec = GAMES[game]
    match = spec.new_match(players, seed=1, options=options, deck=None, dealer=dealer)
    dealt = stack(hands, dealer)
    rest = Counter(match.full_deck) - Counter(dealt) - Counter([starter])
    deck = dealt + [starter] + sorted(rest.elements())
    if type(match).STARTER_AT_BOTTOM:
        deck = dealt + sorted(rest.elements()) + [starter]
    match = spec.new_match(players, seed=1, options=options, deck=deck, dealer=dealer)
    setup = MatchSetup(game, players, [s < humans for s in range(players)], match.options,
                       level, 1)
    table = UnoTable(app, setup, match)
    app.reset(table)
    settle(app)
    return table


def my_move(app, table: UnoTable, pick: int) -> bool:
    """One move as a child makes it: the next deal, a colour, a choice, UNO when it is
    time, a catch, a swap, a glowing card, or Draw / Dalje."""
    if table.deal_button.enabled:
        tap_button(app, table.deal_button)
        return True
    if table.picking:
        tap(app, app.point(*table._picker_rects()[pick % 4].center))
        return True
    buttons = [b for b in (*table.choice.buttons.values(), *table.catch_buttons.values(),
                           *table.swap_buttons.values()) if b.enabled]
    if buttons:
        tap_button(app, buttons[pick % len(buttons)])
        return True
    if not table.my_turn:
        return False
    if CallUno() in table.legal():
        tap_button(app, table.last_button)
        return True
    glowing = [s for s in table.zones["hand:0"] if s.glow]
    if glowing:
        sprite = glowing[pick % len(glowing)]
        tap(app, app.point(*visible_point(table, "hand:0", sprite)))
        return True
    if table.draw_button.enabled:
        tap_button(app, table.draw_button)
        return True
    return False


WHOLE = [("adriatic", "4", "one_deal"), ("adriatic_pairs", "4", "one_deal"),
         ("adriatic_teams", "6", "one_deal"), ("uno", "3", "one_deal"),
         ("uno_prenos", "2", "one_deal"), ("uno_most", "4", "one_deal"),
         ("uno_classic", "3", "madjarska"), ("uno_official", "4", "official_rules")]


@pytest.fixture
def quick_bots(monkeypatch):
    """The computer thinks and reacts in a blink, so eight whole matches fit the time
    (the moments a child is given are tested on their own below)."""
    monkeypatch.setattr(driver, "BOT_THINK", 0.2)
    for delays in (calls.CALL_DELAY, calls.CATCH_DELAY, uno.JUMP_DELAY):
        monkeypatch.setitem(delays, "easy", 0.3)
    monkeypatch.setattr(calls, "GRACE", 0.4)
    monkeypatch.setattr(uno, "JUMP_HOLD", 0.4)


@pytest.mark.parametrize("game,players,preset", WHOLE)
def test_a_child_plays_a_whole_match_by_tapping(game, players, preset, quick_bots):
    app = start_app(seed=int(players))
    chips = [] if MatchSetup.default(game).players == int(players) else [players]
    table = to_table(app, game, *chips, app.tr.get(f"preset.{preset}"))
    assert table.setup.players == int(players)
    assert table.match.options == GAMES[game].resolve_options(GAMES[game].presets[preset])
    moves = 0
    for step in range(40_000):
        if isinstance(app.scenes[-1], ResultsScene):
            break
        app.step(DT)
        if table.animator.busy:
            tap(app, app.point(960, 250))             # a tap on the felt skips ahead
        elif my_move(app, table, step):
            moves += 1
    else:
        pytest.fail("the match did not end")
    assert moves > 2 and table.match.is_over
    assert set(app.scenes[-1].winners) == set(table.winners)
    assert app.storage.load_match() is None
    assert app.storage.stats()["total"]["played"] == 1


A_HANDS = [["R5", "W", "G3", "B7", "Y1", "R9", "G8"],
           ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]


def test_an_illegal_card_is_explained_and_a_wild_asks_its_colour():
    app = start_app()
    table = staged(app, "adriatic", A_HANDS, "R3", deals="single")
    view = table.match.view(0)
    tap_card(app, table, "G3")                                   # G3 on R3: fine, a 3
    idle(app, table)
    settle(app)
    assert table.match.view(0)["pile"][-1] != "R3"
    table = staged(app, "adriatic", A_HANDS, "Y2", deals="single")
    view = table.match.view(0)
    tap_card(app, table, "B7")
    assert table.match.view(0) == view
    assert table.hint == app.tr.get("reason.card_does_not_match")
    tap_card(app, table, "W")
    assert table.picking == "W"
    tap(app, app.point(*table._picker_rects()[3].center))        # blue
    view = table.match.view(0)
    assert view["pile"][-1] == "W" and view["colour"] == "B"


def press_and_release(app, start: tuple[float, float], end: tuple[float, float]) -> None:
    """A press at `start` and a release at `end` (design px), the pointer not seen between."""
    for kind, at in ((pygame.MOUSEBUTTONDOWN, start), (pygame.MOUSEBUTTONUP, end)):
        pygame.event.post(pygame.event.Event(kind, pos=app.point(*at), button=1, touch=False))
        app.step(DT)


def card_point(table: UnoTable, code: str) -> tuple[float, float]:
    sprite = next(s for s in table.zones["hand:0"] if s.code == code)
    return visible_point(table, "hand:0", sprite)


def test_a_press_on_one_card_released_on_another_plays_neither():
    """A tap is a press and a release on one card: a finger that slid from the blue 7 to
    the yellow 2 (carrying the card, or not seen between) plays nothing."""
    app = start_app()
    hands = [["B7", "Y2", "G3", "R8", "Y1", "R9", "G8"],
             ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "adriatic", hands, "B2", deals="single")
    view = table.match.view(0)
    press_and_release(app, card_point(table, "B7"), card_point(table, "Y2"))
    drag(app, card_point(table, "B7"), card_point(table, "Y2"))
    idle(app, table)
    assert table.match.view(0) == view
    assert sorted(s.code for s in table.zones["hand:0"]) == sorted(view["hand"])
    press_and_release(app, card_point(table, "Y2"), card_point(table, "Y2"))
    assert table.match.view(0)["pile"][-1] == "Y2"


def test_a_card_dragged_to_the_pile_is_played_and_a_wild_asks_its_colour():
    app = start_app()
    hands = [["B7", "W", "G3", "R8", "Y1", "R9", "G8"],
             ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "uno_official", hands, "B2", deals="single")
    pile = table.layout["pile"].center
    drag(app, card_point(table, "G3"), pile)                     # refused: it says why
    assert table.hint == app.tr.get("reason.card_does_not_match")
    idle(app, table)
    drag(app, card_point(table, "B7"), pile)
    assert table.match.view(0)["pile"][-1] == "B7"
    settle(app)
    drag(app, card_point(table, "W"), pile)
    assert table.picking == "W"


def test_a_card_dragged_along_the_hand_moves_there_and_the_hand_keeps_that_order():
    """Issue 23: "let the player drag to rearrange, as in Crni Petar". The hand comes
    sorted; a card dragged along the fan goes where it is let go (no move of the rules),
    also while the computer is on turn; the hand keeps that order as cards leave it and
    come, and a card dragged to the pile is still played."""
    app = start_app()
    hands = [["B7", "Y2", "G3", "R8", "Y1", "R9", "G8"],
             ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "adriatic", hands, "B2", deals="single")
    hand = table.zones["hand:0"]
    dealt = [s.code for s in hand]
    assert dealt == sorted(dealt, key=by_colour)
    view = table.match.view(0)
    first = table.slots("hand:0", len(hand))[0]
    drag(app, card_point(table, dealt[-1]), (first.x, first.y))
    idle(app, table)
    arranged = [dealt[-1], *dealt[:-1]]
    assert [s.code for s in hand] == arranged
    assert [s.x for s in hand] == sorted(s.x for s in hand)      # it lies there, too
    assert table.match.view(0) == view                            # nothing was played
    drag(app, card_point(table, "B7"), table.layout["pile"].center)
    assert table.match.view(0)["pile"][-1] == "B7"
    arranged.remove("B7")
    idle(app, table)
    assert table.match.current_player == 1
    last = table.slots("hand:0", len(hand))[-1]
    drag(app, card_point(table, arranged[0]), (last.x, last.y))  # the computer's turn
    arranged = [*arranged[1:], arranged[0]]
    settle(app)
    held = table.match.view(0)["hand"]
    codes = [s.code for s in hand]
    assert codes[:len(arranged)] == arranged and sorted(codes) == sorted(held)


def test_a_hand_arranged_by_dragging_keeps_its_order_after_continue():
    """Issue 23: "a hand arranged by dragging is sorted again after Continue". Left and
    resumed from the title, the hand keeps the order the child gave it, and so it does
    behind the curtain of pass-and-play; a card drawn since goes to its right end."""
    app = start_app()
    hands = [["B7", "Y2", "G3", "R8", "Y1", "R9", "G8"],
             ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "adriatic", hands, "B2")
    dealt = [s.code for s in table.zones["hand:0"]]
    first = table.slots("hand:0", len(dealt))[0]
    drag(app, card_point(table, dealt[-1]), (first.x, first.y))
    idle(app, table)
    arranged = [dealt[-1], *dealt[:-1]]
    leave_match(app)
    tap_widget(app, "continue")
    settle(app)
    table = app.scenes[-1]
    assert isinstance(table, UnoTable) and table.match.view(0)["hand"] != arranged
    assert [s.code for s in table.zones["hand:0"]] == arranged
    drag(app, card_point(table, "B7"), table.layout["pile"].center)     # played, and the
    settle(app)                                                     # computer's move
    held = table.match.view(0)["hand"]
    leave_match(app)
    tap_widget(app, "continue")
    settle(app)
    codes = [s.code for s in app.scenes[-1].zones["hand:0"]]
    arranged.remove("B7")
    assert codes[:len(arranged)] == arranged and sorted(codes) == sorted(held)


def test_a_hand_arranged_by_dragging_keeps_its_order_behind_the_curtain():
    app = start_app()
    hands = [["B7", "Y2", "G3", "R8", "Y1", "R9", "G8"],
             ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "adriatic", hands, "B2", humans=2)
    tap(app, app.rect(app.scenes[-1].widgets[0].rect).center)      # the curtain: ready
    settle(app)
    dealt = [s.code for s in table.zones["hand:0"]]
    first = table.slots("hand:0", len(dealt))[0]
    drag(app, card_point(table, dealt[-1]), (first.x, first.y))
    idle(app, table)
    arranged = [dealt[-1], *dealt[:-1]]
    tap_card(app, table, "B7")                  # the second person's turn, behind the curtain
    settle(app)
    tap(app, app.rect(app.scenes[-1].widgets[0].rect).center)
    settle(app)
    assert table.viewer == 1
    tap_card(app, table, "B2", "hand:1")        # and back to the first
    settle(app)
    tap(app, app.rect(app.scenes[-1].widgets[0].rect).center)
    settle(app)
    assert table.viewer == 0
    arranged.remove("B7")
    assert [s.code for s in table.zones["hand:0"]] == arranged


def test_a_card_held_is_drawn_over_the_name_plates():
    """A card carried over the child's plate shows on top of it (it lay in the still
    layer, under the plates)."""
    app = start_app()
    hands = [["B7", "Y2", "G3", "R8", "Y1", "R9", "G8"],
             ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "adriatic", hands, "B2", deals="single")
    start = app.point(*card_point(table, "R8"))
    plate = app.rect(table._area("plate", 0)).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1,
                                         touch=False))
    app.step(DT)
    for pos in (((start[0] + plate[0]) // 2, (start[1] + plate[1]) // 2), plate):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0), touch=False))
        app.step(DT)
    assert table.drag.held is not None and table.drag.held.code == "R8"
    assert id(table.drag.held) not in table.layers.still
    assert table.drag.held in table.layers.loose()


def test_drawing_until_a_card_fits_offers_to_play_it_or_pass():
    """"Vučenje dok ne nađete kartu": the card found may be played or kept, as the prompt
    says, and a tap on the stock then says so too."""
    app = start_app()
    hands = [["G1", "G3", "Y4", "G8", "Y1", "G9", "Y8"],
             ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "uno_official", hands, "R5", deals="single",
                   draw_until_playable=True)
    tap(app, app.point(*table.layout["stock"].center))
    idle(app, table)
    assert table.match.view(0)["phase"] == "drawn"
    assert table.prompt_words() == app.tr.get("uno_table.play_drawn")
    assert table.draw_button.label() == app.tr.get("table.pass")
    tap(app, app.point(*table.layout["stock"].center))
    assert table.hint == app.tr.get("reason.drawn_card_or_pass")
    kept = table.match.view(0)["hand"][-1]
    tap_button(app, table.draw_button)
    assert table.match.current_player == 1 and kept in table.match.view(0)["hand"]


def test_after_a_stop_in_uno_the_refusal_names_what_may_follow():
    """UNO (112): after a Stop "sledeći igrač odigrava, bilo koju kartu iste boje,
    Džokera, ili Semafor" — the refusal says that, not "the same colour or number"."""
    app = start_app()
    hands = [["R5", "G9", "B3", "B7", "Y1", "G4", "Y8", "B1"],
             ["R6", "Rskip", "G6", "B2", "Y9", "B4", "G0", "Y2"],
             ["R1", "R4", "G1", "B5", "Y3", "B8", "G2", "Y4"]]
    table = staged(app, "uno", hands, "R9", deals="single")
    tap_card(app, table, "R5")
    idle(app, table)
    table.act(Play(("Rskip",)), 1)
    settle(app)
    assert table.match.current_player == 0 and table.match.view(0)["pile"][-1] == "Rskip"
    assert len(table.match.view(0)["hand"]) == 9
    tap_card(app, table, "G9")
    assert table.hint == app.tr.get("reason.colour_semafor_or_dzoker")


def test_a_semafors_demand_is_said_and_its_draw_explained():
    """"ako je Semafor odigran na Brojčanu kartu ... sledeći igač preko njega igra kartu
    istog broja, ali obavezno druge boje. Ako takve nema, kupuje sa Ostatka najviše do 3
    karte": the prompt and the hint say which number, which colour not, and the three."""
    app = start_app()
    tr = app.tr
    hands = [["R5", "G9", "B3", "B7", "Y1", "G4", "Y8", "B1", "Y2", "G2"],
             ["W", "R6", "G6", "B2", "Y9", "B4", "G0", "Y3", "R1", "R2"]]
    table = staged(app, "uno", hands, "R9", deals="single")
    tap_card(app, table, "R5")
    idle(app, table)
    table.act(Play(("W",)), 1)
    idle(app, table)
    assert table.match.view(0)["top"] == "semafor"
    demand = tr.get("uno_table.semafor_number", n="5", colour=tr.get("uno_table.colour.R"))
    assert table.prompt_words() == tr.get("uno_table.semafor_or_draw.three", demand=demand)
    tap_widget(app, "bulb")
    assert table.hint == tr.get("uno_table.hint.semafor_draw.three")


def test_the_sevens_choice_keeps_names_and_cards_on_the_plates():
    app = start_app()
    hands = [["R7", "G9", "B3", "B7", "Y1", "G4", "Y8"], ["R6", "G6", "B2", "Y9", "B4", "G0", "Y2"],
             ["R1", "R4", "G1", "B5", "Y3", "B8", "G2"]]
    table = staged(app, "uno_official", hands, "R9", deals="single", seven_zero=True)
    tap_card(app, table, "R7")
    idle(app, table)
    buttons = [b for b in table.swap_buttons.values() if b.enabled]
    assert [b.label() for b in buttons] == [
        app.tr.get("uno_table.swap_with", name=table.name(seat), n=7) for seat in (1, 2)]
    tap_button(app, buttons[1])
    assert table.match.view(0)["hand"] == ["R1", "R4", "G1", "B5", "Y3", "B8", "G2"]


@pytest.mark.parametrize("players,size", [(10, (1280, 720)), (10, (1024, 600)), (4, (1920, 1080)),
                                          (7, (1280, 720))])
def test_a_word_said_at_a_seat_leaves_its_plate_seen_and_stays_in_the_window(players, size):
    """"Uzmi 2!" and "Uskočio!" sat on the plates, hiding names and counts, and were cut at
    the window's edge ("s for Meda")."""
    app = start_app(size=size)
    setup = MatchSetup("adriatic", players, [True] + [False] * (players - 1),
                       GAMES["adriatic"].resolve_options({}), "easy", 3)
    table = UnoTable(app, setup)
    app.reset(table)
    table.animator.finish_all()
    word = banner_image(app.tr.get("uno_table.penalty.uno", n=2), theme.CORAL,
                                   app.px(96)).get_size()
    plates = [app.rect(table._area("plate", s)) for s in range(players)]
    window = pygame.Rect((0, 0), app.size)
    for seat in range(players):
        table.banner.at = table.label_spot(seat)
        spot = table.banner.rect(word)
        assert window.contains(spot), seat
        assert not spot.colliderect(plates[seat]), seat


def test_the_end_of_a_deal_leaves_nobody_on_turn():
    app = start_app()
    hands = [["R5", "G3", "B7", "Y1", "R9", "G8", "B9"], ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "adriatic", hands, "R1")
    table.match.hands[0][:] = ["R5"]
    table.sync_from_view()
    tap_card(app, table, "R5")
    settle(app)
    assert table.scores_shown and table.deal_button.enabled
    assert not any(table._plate_on_turn(seat) for seat in range(2))
    # the others' last cards lie open, and each seat's gain is written beside its total
    shown = [s.code for s in table.zones["hand:1"] if s.face_shown]
    assert shown == table.match.view(0)["last_deal"]["hands"][1]
    assert table.deal_gains(table.match.view(0)) == [table.match.scores[0], 0]


def test_one_tap_shows_the_last_moves_in_words():
    """Who played what, who drew how many and why: the record a tap away."""
    app = start_app()
    tr = app.tr
    hands = [["R5", "G3", "B7", "Y1", "R9", "G8", "B9"], ["Rd2", "B2", "G6", "W", "Y9", "B4", "G0"]]
    table = staged(app, "adriatic", hands, "R1", deals="single")
    tap_card(app, table, "R5")
    idle(app, table)
    table.act(Play(("Rd2",)), 1)                  # the child owes two
    idle(app, table)
    tap_button(app, table.log.button)
    assert table.log.open
    line = tr.get("uno_table.log.line", name=tr.get("seat.you"),
                  move=tr.get("uno_table.log.card", colour=tr.get("uno_table.colour.R"), card="5"))
    assert list(table.log.lines)[0] == line
    drew = tr.get("uno_table.log.why", drew=tr.get_n("uno_table.log.drew", 2),
                  why=tr.get("uno_table.log.card", colour=tr.get("uno_table.colour.R"),
                             card=tr.get("uno_table.card.adriatic.d2")))
    assert tr.get("uno_table.log.line", name=tr.get("seat.you"), move=drew) in table.log.lines
    tap(app, app.point(960, 540))
    assert not table.log.open and table.match.view(0)["hand_sizes"][0] == 8


def test_the_table_won_is_written_as_a_number(monkeypatch):
    """Seed 000's UNO: each seat's Table beside its plate says how many, in words."""
    app = start_app()
    setup = MatchSetup("uno", 4, [True, False, False, False], GAMES["uno"].resolve_options({}),
                       "easy", 3)
    table = UnoTable(app, setup)
    app.reset(table)
    table.animator.finish_all()
    drawn = []
    monkeypatch.setattr(uno_marks, "tally_image",
                        lambda words, height: drawn.append(words) or pygame.Surface((9, 9)))
    table.tallies = [2, 0, 1, 12]
    table.draw(pygame.display.get_surface())
    assert drawn == [app.tr.get_n("uno_table.tables_count", n) for n in (2, 1, 12)]


# The seeds' names of the black wild: "„Jolly“" (000, Adriatic), "„Semafor“" (000, U N O),
# "\"promeni boju\"" (002), "džokera" (003).
WILD_NAMES = {"adriatic": "Jolly", "adriatic_pairs": "Jolly", "adriatic_teams": "Jolly",
              "uno": "Semafor", "uno_prenos": "Semafor", "uno_most": "Semafor",
              "uno_classic": "Promeni boju", "uno_official": "Džoker"}


def dealt_with(hand: list[str], players: int) -> list[list[str]]:
    """`hand` for the child, and the other seats' hands of as many red, blue and yellow
    numbers 3 to 9 (none fits a green 2)."""
    numbers = Counter({f"{c}{n}": 2 for c in "RBY" for n in range(3, 10)})   # two of each
    pool = sorted((numbers - Counter(hand)).elements())
    return [hand] + [pool[k * len(hand):(k + 1) * len(hand)] for k in range(players - 1)]


@pytest.mark.parametrize("game", sorted(WILD_NAMES))
def test_the_hint_names_the_card_as_the_game_does(game):
    """Issue 23: the same black card is the Jolly, the Semafor, "promeni boju" or the
    Džoker by the game; the hint calls it by the name its rules declare, the seed's."""
    app = start_app()
    hand = ["W", "Y3", "B7", "Y1", "R9", "Y8", "B9", "Y4", "B1", "B4"]
    players = GAMES[game].min_players
    size = 10 if game.startswith("uno") and game not in ("uno_classic", "uno_official") else 7
    table = staged(app, game, dealt_with(hand[:size], players), "G2", deals="single")
    tap_widget(app, "bulb")
    assert table.hints.pointed == Play(("W",), table.hints.pointed.colour)   # the one that fits
    assert table.hint == app.tr.get("uno_table.hint.play", card=WILD_NAMES[game])


def test_a_refusal_names_the_card_as_the_game_does():
    app = start_app()
    hands = [["Wd4", "G3", "B7", "Y1", "R9", "G8", "B9"], ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "adriatic", hands, "G2", deals="single")
    tap_card(app, table, "Wd4")
    tap(app, app.point(*table._picker_rects()[0].center))
    assert table.hint == app.tr.get("reason.plus_four_with_colour", plus_four="Jolly +4")


def challenged(app, hands: list[list[str]], colour: str) -> UnoTable:
    """The official rules at two seats, a green 2 turned: the child plays her first card
    (the green 5), and the computer a Wild +4 naming `colour` on it."""
    table = staged(app, "uno_official", hands, "G2", deals="single")
    tap_card(app, table, "G5")
    idle(app, table)
    table.act(Play(("Wd4",), colour), 1)
    idle(app, table)
    return table


def test_the_challenge_refusal_names_the_plus_four_as_the_game_does():
    """Seed 003 calls it "džoker +4"; the refusal in the challenge said "Wild +4"."""
    app = start_app()
    table = challenged(app, [["G5", "G3", "B7", "Y1", "R9", "G8", "B9"],
                             ["Wd4", "B2", "Y6", "R1", "Y9", "B4", "R0"]], "R")
    assert table.match.view(0)["phase"] == "challenge"
    tap_card(app, table, "G3")
    assert table.hint == "Džoker +4: izazovi ga ili prihvati i vuci."


def test_the_childs_hand_lies_sorted_by_colour_and_number():
    app = start_app()
    hands = [["G5", "W", "R9", "B1", "R2", "Y7", "G3"], ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"]]
    table = staged(app, "uno_official", hands, "B8", deals="single")
    assert [s.code for s in table.zones["hand:0"]] == ["R2", "R9", "Y7", "G3", "G5", "B1", "W"]
    tap(app, app.point(*table.layout["stock"].center))          # a card drawn sorts in
    idle(app, table)
    shown = [s.code for s in table.zones["hand:0"]]
    assert len(shown) == 8 and shown == sorted(shown, key=by_colour)


def test_uno_pressed_before_the_second_to_last_card_and_a_catch():
    """The UNO button is there all along; pressed with two cards in hand, it says UNO the
    moment the card goes down. A computer that forgets is caught from its plate."""
    app = start_app()
    hands = [["R5", "R6", "G3", "B7", "Y1", "R9", "G8"],
             ["R1", "R2", "G6", "B1", "Y9", "B4", "G0"]]
    table = staged(app, "adriatic", hands, "R3", deals="single")
    assert table.last_button.enabled
    tap_button(app, table.last_button)                            # seven cards: too early
    assert table.hint == app.tr.get("reason.nothing_to_announce")
    match = table.match
    match.hands[0][:] = ["R5", "R6"]                              # two cards left
    match.hands[1][:] = ["R1", "R2"]
    table.sync_from_view()
    tap_button(app, table.last_button)
    assert table.uno.armed
    tap_card(app, table, "R5")
    app.step(DT)
    assert 0 in match.view(0)["said_uno"] and not table.uno.armed
    assert table.called() == [0]                  # the call stays marked by the plate
    idle(app, table)
    table.act(Play(("R1",)), 1)                                  # one card left, no call
    idle(app, table)
    assert table.catch_buttons[1].enabled
    tap_button(app, table.catch_buttons[1])
    assert match.view(0)["hand_sizes"][1] == 3


def test_a_computer_catches_the_child_only_after_the_grace():
    app = start_app()
    hands = [["R5", "R6", "G3"], ["R1", "R2", "G6"]]
    table = staged(app, "adriatic", [h + ["B7", "Y1", "R9", "G8"] for h in hands], "R3",
                   level="normal", deals="single")
    match = table.match
    match.hands[0][:] = ["R5", "R6"]
    table.sync_from_view()
    tap_card(app, table, "R5")                                   # no UNO
    idle(app, table)
    waited = 0.0
    while match.view(0)["hand_sizes"][0] == 1 and waited < 10:
        app.step(DT)
        waited += DT
    assert waited >= GRACE and match.view(0)["hand_sizes"][0] == 3


def test_the_challenge_shows_the_hand_to_the_challenger_alone():
    app = start_app()
    table = challenged(app, [["G5", "G6", "B3", "B7", "Y1", "R9", "G8"],
                             ["Wd4", "R2", "G1", "B1", "Y9", "B4", "G0"]], "Y")  # she held green
    assert table.choice.buttons[Challenge()].enabled and table.choice.buttons[Accept()].enabled
    # the colour asked about is named, in words for Žuća ("je bacila"), clear of the pile
    tr = app.tr
    assert table.name(1) == "Žuća"
    assert table.prompt_words() == tr.get("uno_table.challenge_or_accept.f", name="Žuća")
    assert table.choice.lines(table.match.view(0)) == [
        tr.get("uno_table.challenge_title.f", name="Žuća"),
        tr.get("uno_table.challenge_rule.f", colour=tr.get("uno_table.colour_card.G"))]
    box = table.choice.challenge_box(table.match.view(0))
    for button in (table.choice.buttons[Challenge()], table.choice.buttons[Accept()]):
        assert box.contains(button.rect)
        assert not button.rect.colliderect(table._design_rect("pile"))
    tap_button(app, table.choice.buttons[Challenge()])
    idle(app, table)
    assert table.shown.open and table.shown.hand[0] == 1 and table.shown.hand[2]
    assert table.match.view(0)["hand_sizes"][1] == 6 + 4


def test_a_child_jumps_in_with_the_identical_card():
    """Mađarska: the child holds the very card a computer just played; it glows out of
    turn, the prompt says so, and a tap plays it — play goes on from the child."""
    app = start_app()
    hands = [["Y1", "Y7", "B3", "B8", "G1", "R9", "G8"],
             ["Y7", "R2", "G2", "B1", "Y9", "B4", "G0"],
             ["R7", "R4", "R1", "B2", "Y3", "B5", "G9"]]
    table = staged(app, "uno_classic", hands, "Y6", jump_in="numbers", deals="single")
    tap_card(app, table, "Y1")
    idle(app, table)
    table.act(Play(("Y7",)), 1)
    idle(app, table)
    assert table.match.current_player == 2
    assert [s.code for s in table.zones["hand:0"] if s.glow] == ["Y7"]
    assert table.prompt_words() == app.tr.get("uno_table.jump_in")
    tap_card(app, table, "Y7")
    view = table.match.view(0)
    assert view["pile"][-1] == "Y7" and view["hand_sizes"][0] == 5
    assert table.match.current_player == 1


def test_auto_uno_says_it_for_the_youngest():
    app = start_app()
    table = staged(app, "adriatic", A_HANDS, "R3", deals="single")
    tap_button(app, table.uno.auto_button)
    assert table.uno.auto
    table.match.hands[0][:] = ["R5", "G8"]
    table.sync_from_view()
    tap_card(app, table, "R5")
    app.step(DT)
    assert 0 in table.match.view(0)["said_uno"]
    kept = app.storage.load_settings()                  # for the next match of any UNO game
    assert all(kept.of(game, "auto_uno") for game in FAMILIES["uno"])
    assert staged(start_app(), "adriatic", A_HANDS, "R3", deals="single").uno.auto


def teams_choice(app, **options) -> UnoTable:
    """Six seats of Ekipni UNO, the child (seat 0) just out on her last card, choosing."""
    hands = [["R5", "G3", "B7", "Y1", "R9", "G8", "B9"],
             ["Y5", "B2", "G6", "R1", "Y9", "B4", "G0"],
             ["Y3", "B5", "G7", "R2", "Y8", "B1", "G1"],
             ["Y4", "B6", "G9", "R3", "Y6", "B3", "G2"],
             ["Y2", "B8", "G4", "R4", "Y7", "B0", "G5"],
             ["R6", "R7", "R8", "Y0", "R0", "B5", "G6"]]
    table = staged(app, "adriatic_teams", hands, "R1", deals="single", **options)
    table.match.hands[0][:] = ["R5"]
    table.sync_from_view()
    tap_card(app, table, "R5")
    idle(app, table)
    return table


def test_teams_stop_or_go_on():
    app = start_app()
    table = teams_choice(app)
    match = table.match
    assert table.choice.buttons[Stop()].enabled and table.choice.buttons[GoOn()].enabled
    # "U slučaju da ekipa igrača koji se oslobodio karata ima manje bodova u rukama, ona
    # je pobednik": the rule in points, and which side is the child's
    tr = app.tr
    ours = sum(match.hand_points(s) for s in (0, 2, 4))
    theirs = sum(match.hand_points(s) for s in (1, 3, 5))
    assert table.choice.lines(match.view(0))[1:] == [
        tr.get("uno_table.stop_rule"),
        tr.get_n("uno_table.own_team_points", ours),
        tr.get_n("uno_table.other_team_points", theirs)]
    tap_button(app, table.choice.buttons[GoOn()])
    assert 0 in match.view(0)["out"]
    idle(app, table)
    table.direct([TurnSkipped(0)])      # a Stop or an Uzmi 2 on the child who is out
    table.animator.finish_all()
    assert table.banner.at != table._plate_centre(0)


def test_teams_stop_with_only_the_cards_shown():
    """The option that keeps the count hidden: the chooser sees the cards each side holds."""
    app = start_app()
    table = teams_choice(app, count="cards")
    tr = app.tr
    assert table.choice.lines(table.match.view(0))[2:] == [
        tr.get_n("uno_table.own_team_cards", 14), tr.get_n("uno_table.other_team_cards", 21)]


def test_a_hand_taking_its_deal_keeps_its_resting_cards_in_the_still_layer():
    """Ten hands dealt at once: each card in flight (or waiting to fly) is drawn on its
    own, the cards already in their places stay drawn once in their hand's picture."""
    app = start_app(size=(1920, 1080), seed=3)
    setup = MatchSetup.default("adriatic", 10, 3)
    setup.humans = [True] + [False] * 9
    table = UnoTable(app, setup, None)
    app.reset(table)
    checked = 0
    for _ in range(400):
        app.step(DT)
        moving = {t.target.id for t in table.animator.tweens if hasattr(t.target, "code")}
        for seat in range(10):
            hand = table.zones[f"hand:{seat}"]
            resting = {id(s) for s in hand if s.id not in moving}
            flying = {id(s) for s in hand if s.id in moving}
            assert resting <= table.layers.still and not flying & table.layers.still
            checked += bool(resting and flying)
    assert checked > 20, "hands were caught with cards both landed and in flight"
    loose = {id(s) for s in table.layers.loose()}
    assert not loose & table.layers.still


def test_overlapping_dirty_places_are_drawn_once():
    a, b, far = pygame.Rect(0, 0, 100, 50), pygame.Rect(40, 10, 100, 50), pygame.Rect(500, 0, 9, 9)
    assert still.merged([a, far, b]) == [far, pygame.Rect(0, 0, 140, 60)]
    assert still.merged([a, far]) == [a, far]
    chain = [pygame.Rect(0, 0, 10, 10), pygame.Rect(30, 0, 10, 10), pygame.Rect(8, 0, 25, 5)]
    assert still.merged(chain) == [pygame.Rect(0, 0, 40, 10)]


LONG_PROMPTS = {
    "sr-Latn": "Semafor: odigraj isti broj u drugoj boji ili vuci do tri karte iz špila",
    "sr-Cyrl": "Семафор: одиграј исти број у другој боји или вуци до три карте из шпила",
    "en": "Traffic light: play the same number in another colour or draw up to three cards",
}


@pytest.mark.parametrize("players", [2, 4, 10])
@pytest.mark.parametrize("lang", sorted(LONG_PROMPTS))
def test_a_two_line_prompt_keeps_clear_of_the_buttons_and_the_hand(players, lang):
    app = start_app(size=(1920, 1080), seed=1)
    app.settings.language = lang
    setup = MatchSetup.default("adriatic", players, 1)
    setup.humans = [True] + [False] * (players - 1)
    table = UnoTable(app, setup, None)
    app.reset(table)
    settle(app)
    table.prompt_words = lambda: LONG_PROMPTS[lang]
    app.step(DT)
    labels, _, box = table.prompt_place()
    assert len(labels) == 2
    buttons = [app.rect(w.rect) for w in table.widgets if w.enabled]
    assert table.last_button in [w for w in table.widgets if w.enabled]
    assert box.collidelist(buttons) == -1, "the prompt covers a button"
    top_of_hand = min(app.point(s.x, s.y - s.width * 0.7)[1] for s in table.zones["hand:0"])
    assert box.bottom <= top_of_hand, "the prompt sinks onto the hand"


def test_two_lines_break_where_they_come_out_even():
    pygame.font.init()
    rows, size = theme.fit(LONG_PROMPTS["en"], 40, theme.MIN_TEXT, 1000, bold=True,
                           one_line_down_to=34)
    assert size == 34 and len(rows) == 2
    widths = [theme.font(size, True).size(row)[0] for row in rows]
    assert abs(widths[0] - widths[1]) < theme.font(size, True).size("colour ")[0]
    assert theme.balanced("a b\nc d", ["a b", "c d"], 34, False, 1000) == ["a b", "c d"]


@pytest.mark.parametrize("words, first", [
    ("You don't have this card's pair. Draw from the deck!", "You don't have this card's pair."),
    ("Црни Петар је отишао из твоје руке! Узми ову карту.", "Црни Петар је отишао из твоје руке!"),
])
def test_two_sentences_on_two_lines_break_between_them(words, first):
    pygame.font.init()
    width = theme.font(34, True).size(first)[0] + 8  # the first sentence just fits
    rows, size = theme.fit(words, 34, 34, width, bold=True)
    assert rows == (first, words[len(first) + 1:]) and size == 34


def test_pass_and_play_deals_the_first_hand_behind_the_curtain():
    """Issue 23: at the start of the first deal the first person's hand was shown to
    everybody. With two people at the table the curtain comes first, and the hand is
    dealt once its person says so."""
    from game.scenes.curtain import Curtain
    from game.scenes.setup import SetupScene

    app = start_app(seed=3)
    app.reset(SetupScene(app, "uno"))
    app.step(DT)
    choose(app, "2")
    choose(app, "2. " + app.tr.get("setup.computer"))          # seat 2: a person
    tap_widget(app, "play")                                     # Start
    curtain = app.scenes[-1]
    assert isinstance(curtain, Curtain)
    table = app.scenes[-2]
    assert isinstance(table, UnoTable) and table.setup.human_seats == [0, 1]
    assert curtain.name == table.name(table.viewer)
    assert not any(s.face_shown for s in table.all_sprites())      # nothing dealt yet
    tap_widget(app, "play")                                     # "Spremna/Spreman sam"
    assert app.scenes[-1] is table
    settle(app)
    hand = table.zones[f"hand:{table.viewer}"]
    assert hand and all(s.face_shown for s in hand)
    assert sorted(s.code for s in hand) == sorted(table.view()["hand"])
