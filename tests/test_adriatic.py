"""Adriatic, Igra u parove and Ekipni UNO — seed 000: one test per rule sentence.

Hands are dealt from literal decks (`deck=`, built with conftest's `stack`); the
dealer is the last seat, so seat 0 plays first, unless a test says otherwise.
"""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import stack

from rules import GAMES
from rules.adriatic import GO_ON, STOP, Chose, FinalStarted, SideEliminated
from rules.bots import BOTS
from rules.core import (
    BadOption,
    CallUno,
    CardMoved,
    Catch,
    Caught,
    Deal,
    DealEnded,
    DirectionChanged,
    Draw,
    IllegalAction,
    MatchEnded,
    Pass,
    PenaltyGiven,
    Play,
    PlayerOut,
    Rng,
    TurnSkipped,
)
from rules.decks import uno_108
from rules.uno_family import ColourChosen, DrawOwed, PlaysFor, UnoCalled

SPEC = GAMES["adriatic"]
PAIRS = GAMES["adriatic_pairs"]
TEAMS = GAMES["adriatic_teams"]
SKIPS_OUT = ["Rskip", "Rskip", "Gskip", "Gskip", "Yskip", "Yskip"]  # 2 players: plays on


def deal(hands, top, stock=(), game="adriatic", dealer=None, full=False, **options):
    """A match where each seat holds `hands[seat]` (7 cards), `top` starts the pile
    and `stock` comes next (then, when `full`, the rest of the 108 cards)."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    deck = stack([list(h) for h in hands], dealer) + [top, *stock]
    if full:
        rest = Counter(uno_108()) - Counter(deck)
        deck += [c for c in dict.fromkeys(uno_108()) for _ in range(rest[c])]
    return GAMES[game].new_match(n, seed=1, options=options, deck=deck, dealer=dealer)


def position(match, hands=None, scores=None):
    """Put a match in the position a scenario needs (a rules test only: the cards
    taken out of a hand are not conserved)."""
    for seat, hand in (hands or {}).items():
        match.hands[seat] = list(hand)
    if scores is not None:
        match.side_scores = list(scores)
    match._legal_cache.clear()


def play(match, *texts):
    events = []
    for text in texts:
        events += match.apply(match.spec.parse_action(text))
    return events


def plays(match, seat=None):
    return {str(a) for a in match.legal_actions(seat) if isinstance(a, Play)}


def first_legal(match):
    """A plain policy for long scenarios: the first card it may play, else draw or pass."""
    legal = match.legal_actions()
    for kind in (Play, Draw, Pass):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


# -- the cards and the players -------------------------------------------------------

def test_108_cards_without_dzokers():
    # "Pošto se izvodi bez Džokera, ... koriste ukupno 108 karata." "Džokeri (UNO) se u
    # ovoj igri ne koriste."
    m = SPEC.new_match(4, seed=3)
    assert sorted(c for zone in m.zones().values() for c in zone) == sorted(uno_108())
    assert "J" not in uno_108()
    with pytest.raises(BadOption, match="not cards of this deck"):
        SPEC.new_match(2, deck=["J"] * 15)


def test_numbers_19_per_colour_and_the_specials():
    # "Bročane kare i Specijalke u Boji su zastupljene u četiri različite boje"; "Pored
    # Brojčanih karata, kojih ima, u svakoj boji, po 19 (ukupno 76), posebne karte su
    # sledeće: „Uzmi 2“ ... 8. „Promena Smera“ ... 8. „Preskok“ ... 8. „Jolly“ ... 4.
    # „Jolly +4“ ... 4."
    deck = Counter(uno_108())
    for colour in "RYGB":
        assert sum(n for c, n in deck.items() if c[0] == colour and c[1:].isdigit()) == 19
    assert sum(n for c, n in deck.items() if c[1:].isdigit()) == 76
    assert [sum(deck[c + k] for c in "RYGB") for k in ("d2", "rev", "skip")] == [8, 8, 8]
    assert (deck["W"], deck["Wd4"]) == (4, 4)


def test_two_to_ten_players():
    # "Igra je predviđena za 2, pa čak do 10 igrača."
    assert (SPEC.min_players, SPEC.max_players) == (2, 10)
    for players in (1, 11):
        with pytest.raises(BadOption):
            SPEC.new_match(players)
    assert sum(SPEC.new_match(10, seed=2).view(0)["hand_sizes"]) == 70


# -- dealing and the start -------------------------------------------------------------

def test_seven_cards_each_and_the_next_card_starts_the_pile():
    # "Svakome se podeli po 7 karata, a prva sledeća se otkriva i postavlja na sredinu stola."
    hands = [["R1", "R2", "R3", "R4", "R5", "R6", "R7"],
             ["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
             ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]]
    m = deal(hands, "B8", ["B9"], dealer=0)
    assert [m.view(s)["hand"] for s in range(3)] == hands
    dealt = [e for e in m.opening_events if isinstance(e, CardMoved)]
    assert [e.dst for e in dealt[:3]] == ["hand:0", "hand:1", "hand:2"]
    assert all(not e.face_up for e in dealt[:21])
    assert (dealt[21].code, dealt[21].dst, dealt[21].face_up) == ("B8", "pile", True)


def test_the_pile_starts_with_it_and_the_stock_lies_face_down():
    # "Sa njom započinje Hrpa za Odbacivanje. Pored nje se spušta Ostatak, licem na dole."
    m = SPEC.new_match(4, seed=5)
    view = m.view(0)
    assert len(view["pile"]) == 1 and view["stock_size"] == 108 - 4 * 7 - 1
    assert "stock" not in view
    m = deal([["G1"] * 2 + ["G2"] * 2 + ["G3"] * 2 + ["G4"], ["Y1"] * 2 + ["Y2"] * 2
              + ["Y3"] * 2 + ["Y4"]], "R5", ["B7", "B8"])
    assert plays(m) == set()
    events = play(m, "draw")
    assert events[0] == CardMoved("B7", "stock", "hand:0", False, 7)


def test_the_player_left_of_the_dealer_begins():
    # "Igru počinje igrač levo od delitalja." Left is the next seat in the order of play.
    for dealer, first in ((0, 1), (1, 2), (2, 0)):
        assert SPEC.new_match(3, seed=4, dealer=dealer,
                              options={"starter": "plain"}).current_player == first


def test_play_goes_left_at_first():
    # "Na samom početku, smer igre je levi, ali se tokom igre menja nekoliko puta."
    m = deal([["R1", "R2", "G1", "G2", "G3", "G4", "G5"]] * 1
             + [["R3", "R4", "Y1", "Y2", "Y3", "Y4", "Y5"],
                ["R6", "R7", "B1", "B2", "B3", "B4", "B5"]], "R5")
    assert m.view(0)["direction"] == 1
    play(m, "play R1")
    assert m.current_player == 1
    play(m, "play R3")
    assert m.current_player == 2


def test_the_first_card_may_be_anything_but_jolly_plus_four():
    # "Prva okrenuta karta na talonu može biti bilo koja, osim Jolly +4. Ako je okrenuta
    # baš ona, vraća se u sredinu špila, a izbacuje se nova."
    hands = [["R1"] * 2 + ["R2"] * 2 + ["R3"] * 2 + ["R4"], ["G1"] * 2 + ["G2"] * 2
             + ["G3"] * 2 + ["G4"]]
    stock = ["Y5", "B6", "B7", "B8", "B9"]
    m = deal(hands, "Wd4", stock)
    assert m.view(0)["pile"] == ["Y5"]
    assert m.zones()["stock"] == ["B6", "B7", "Wd4", "B8", "B9"]
    moved = [(e.code, e.src, e.dst) for e in m.opening_events if isinstance(e, CardMoved)][14:]
    assert moved == [("Wd4", "stock", "pile"), ("Wd4", "pile", "stock"), ("Y5", "stock", "pile")]
    m = deal(hands, "W", stock)
    assert m.view(0)["pile"] == ["W"]


# -- a turn ------------------------------------------------------------------------------

def test_same_number_or_same_colour():
    # "odbacuje jednu kartu iz ruke na Hrpu, a ona mora biti istog broja, ili u istoj boji
    # sa gornjom. Npr, ako je gornja karta na Hrpi Crvena Trojka, igrač mora igrati bilo
    # koju Trojku, ili bilo koju crvenu kartu, uključujući i Specijalke."
    m = deal([["R7", "G3", "Rskip", "Y5", "B8", "Rd2", "G9"],
              ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y8"]], "R3")
    assert plays(m) == {"play R7", "play G3", "play Rskip", "play Rd2"}
    with pytest.raises(IllegalAction) as refused:
        play(m, "play Y5")
    assert refused.value.reason == "card_does_not_match"
    play(m, "play G3")
    assert m.view(1)["colour"] == "G"


def test_nothing_to_play_draw_one_and_play_it_at_once():
    # "Ako nema šta, igrač kupuje jednu sa vrha Ostatka, pa ako je može odigrati, to dmah
    # i čini."
    m = deal([["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y9"]], "R8", ["R9", "B1"])
    assert m.legal_actions() == [Draw()]
    events = play(m, "draw")
    assert [(e.code, e.dst) for e in events if isinstance(e, CardMoved)] == [
        ("R9", "hand:0"), ("R9", "pile")]
    assert m.view(0)["pile"] == ["R8", "R9"] and m.current_player == 1
    # a drawn Jolly is played at once too, and its player names the colour
    m = deal([["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y9"]], "R8", ["W", "B1"])
    play(m, "draw")
    assert m.current_player == 0 and m.view(0)["phase"] == "drawn"
    assert [str(a) for a in m.legal_actions()] == ["play W R", "play W Y", "play W G",
                                                   "play W B"]
    with pytest.raises(IllegalAction) as refused:
        play(m, "play G1")
    assert refused.value.reason == "play_the_drawn_card"
    play(m, "play W Y")
    assert m.view(0)["colour"] == "Y" and m.current_player == 1


def test_a_player_with_a_card_to_play_may_not_draw():
    # "Ako nema šta, igrač kupuje": drawing is for a player who has nothing to play
    m = deal([["R1", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "R8")
    assert Draw() not in m.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        play(m, "draw")
    assert refused.value.reason == "play_if_you_can"
    m = deal([["R1", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "R8", ["B1"], draw="any_time")
    assert Draw() in m.legal_actions()


def test_otherwise_keep_the_drawn_card_and_the_next_plays():
    # "U protivnom, kupljenu kartu zadržava u rukama, pa igra sledeći."
    m = deal([["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "R8", ["B1"])
    play(m, "draw")
    assert m.view(0)["hand"][-1] == "B1" and m.current_player == 1


def test_the_drawn_card_may_be_kept_as_an_option():
    m = deal([["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "R8", ["R9"],
             drawn_card="may_keep")
    play(m, "draw")
    assert set(m.legal_actions()) == {Play(("R9",)), Pass()}
    play(m, "pass")
    assert m.view(0)["hand"][-1] == "R9" and m.current_player == 1


def test_one_card_a_turn():
    # "Svako na svom potezu, može odigrati samo po jednu kartu. odnosno, samo po jednu
    # kupiti sa Ostatka"
    m = deal([["R1", "R2", "R3", "G4", "G5", "G6", "G7"],
              ["Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8"]], "R8", ["B9", "B8"])
    play(m, "play R1")
    assert m.current_player == 1
    play(m, "draw")
    assert m.current_player == 0 and m.view(1)["hand_sizes"] == [6, 8]


# no red, no 5 and no 6: nothing of these goes on a R5 or a R6
UNPLAYABLE = [f"{c}{k}" for c in "GYB" for k in (1, 2, 3, 4, 7, 8, 9) for _ in range(2)]


@pytest.mark.parametrize("game, players", [("adriatic", 2), ("adriatic", 5),
                                           ("adriatic_pairs", 4), ("adriatic_teams", 6)])
def test_the_same_cards_going_round_from_the_pile_to_the_stock_block_the_deal(game, players):
    # "Ako nema šta, igrač kupuje jednu sa vrha Ostatka, pa ako je može odigrati, to odmah
    # i čini": with nothing to draw but the card under the pile's top, each seat drew the
    # card the one before had played and played it back, for ever. docs/rules/adriatic.md:
    # a turn for each seat that changed no hand, with every card there was to draw drawn,
    # blocks the deal.
    hands = [UNPLAYABLE[7 * s:7 * s + 7] for s in range(players)]
    m = deal(hands, "R5", ["R6"], game=game)
    for turn in range(players - 1):
        assert m.legal_actions() == [Draw()]
        play(m, "draw")
        assert m.view(0)["phase"] == "play" and m.view(0)["stock_size"] == 0
        assert m.view(0)["pile"] == (["R5", "R6"] if turn % 2 == 0 else ["R6", "R5"])
    events = play(m, "draw")
    assert any(isinstance(e, DealEnded) for e in events) and m.view(0)["phase"] == "between"


def test_a_drawn_card_kept_changes_a_hand_and_the_deal_goes_on():
    m = deal([UNPLAYABLE[:7], UNPLAYABLE[7:14]], "R5", ["R6"], drawn_card="may_keep")
    play(m, "draw", "pass")          # R6 kept: the pile has nothing more to give
    assert m.view(0)["passes"] == 0 and m.legal_actions() == [Pass()]
    play(m, "pass")
    assert m.view(0)["phase"] == "play"
    play(m, "play R6")


# -- the special cards ------------------------------------------------------------------

def test_uzmi_2_the_next_draws_two_and_loses_the_turn():
    # "Uzmi 2 – Ako je ova karta na vrhu Hrpe, sledeći igrač kupuje 2 karte sa ostatka i
    # propušta potez."
    m = deal([["Rd2", "R2", "G3", "G4", "G5", "G6", "G7"],
              ["R1", "Y2", "Y3", "Y4", "Y5", "Y6", "W"],
              ["B1", "B2", "B3", "B4", "B5", "B6", "R3"]], "R8", ["B7", "B8"])
    events = play(m, "play Rd2")
    assert DrawOwed(1, 2) in events and TurnSkipped(1) in events
    assert [(e.code, e.dst) for e in events if isinstance(e, CardMoved)][1:] == [
        ("B7", "hand:1"), ("B8", "hand:1")]
    assert m.current_player == 2 and m.view(0)["hand_sizes"][1] == 9


def test_promena_smera_turns_play_round_and_back():
    # "Promeni Smer – Kada je ova karta na vrhu Hrpe, igra menja smer. Umesto levog, sada
    # je na potezu desni igrač, a pri sledećoj pojavi iste karte, smer se vraća na staro"
    m = deal([["Rrev", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"],
              ["Rrev", "R2", "B3", "B4", "B5", "B6", "B7"]], "R8")
    events = play(m, "play Rrev")
    assert DirectionChanged(-1) in events and m.current_player == 2
    events = play(m, "play Rrev")
    assert DirectionChanged(1) in events and m.current_player == 0


def test_preskok_the_next_loses_the_turn():
    # "Preskok – Pri odigravanju ove karte, sledeći igrač propušta svoj potez."
    m = deal([["Rskip", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["R1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"],
              ["R2", "B2", "B3", "B4", "B5", "B6", "B7"]], "R8")
    events = play(m, "play Rskip")
    assert TurnSkipped(1) in events and m.current_player == 2


def test_jolly_on_any_card_at_any_time_and_the_player_names_the_colour():
    # "Jolly – Ova se karta može odigrati u bilo kom trenutku i na bilo koju kartu ...
    # Pri odigravanju Jolly-ja, isti igrač govori i boju, koja se dalje mora igrati."
    m = deal([["W", "R2", "G3", "G4", "G5", "G6", "G7"],
              ["R1", "Y2", "Y3", "Y4", "B5", "Y6", "Y7"]], "R8")
    assert {"play W R", "play W Y", "play W G", "play W B"} <= plays(m)
    with pytest.raises(IllegalAction) as refused:
        play(m, "play W")
    assert refused.value.reason == "choose_a_colour"
    events = play(m, "play W B")
    assert ColourChosen(0, "B") in events
    assert m.view(1)["colour"] == "B" and plays(m) == {"play B5"}


def test_jolly_not_while_owing_a_draw_or_a_lost_turn():
    # "... osim ako igrač nije dužan vući 2, ili 4 karte sa Ostatka, odnosno preskočiti
    # potez." The draw and the lost turn come at once: the player never gets to play.
    m = deal([["Rd2", "Rskip", "G3", "G4", "G5", "G6", "G7"],
              ["W", "Wd4", "Y3", "Y4", "Y5", "Y6", "Y7"],
              ["R1", "R3", "B3", "B4", "B5", "B6", "B7"]], "R8", ["B8", "B9"])
    events = play(m, "play Rd2")
    assert m.current_player == 2 and m.legal_actions(1) == []
    assert not any(isinstance(e, CardMoved) and e.src == "hand:1" for e in events)
    with pytest.raises(IllegalAction) as refused:
        m.apply(Play(("W",), "R"), 1)
    assert refused.value.reason == "not_your_turn"
    play(m, "play R1", "play Rskip")   # seat 1 owes a lost turn: seat 2 is next
    assert m.current_player == 2 and m.view(0)["hand_sizes"][1] == 9


def test_a_special_on_its_colour_or_on_the_same_special():
    # "Sve opisane Specijalke se mogu igrati na svoju boju, ili na istu takvu gornju kartu."
    m = deal([["Gd2", "Bskip", "Yrev", "Rd2", "G6", "G7", "G8"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "Rd2", starter="plain")
    assert plays(m) == {"play Gd2", "play Rd2"}
    m = deal([["Gd2", "Bskip", "Yrev", "Rd2", "G6", "G7", "G8"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "Rskip", starter="plain")
    assert plays(m) == {"play Bskip", "play Rd2"}
    m = deal([["Gd2", "Bskip", "Yrev", "Rd2", "G6", "G7", "G8"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "Grev", starter="plain")
    assert plays(m) == {"play Yrev", "play Gd2", "play G6", "play G7", "play G8"}


def test_jolly_plus_four_only_without_the_colour_on_top():
    # "Jolly +4 – ... se sme odigrati jedino u slučaju, da igrač u rukama nema ni jednu
    # kartu u boji gornje na Hrpi. Npr, ako je na vrhu Hrpe Crvena-Petica, igrač može
    # odigrati Jolly +4, samo ako u rukama nema ni jednu crvenu kartu, uključujući i
    # Crvene Specijalke."
    m = deal([["Wd4", "Rskip", "G3", "G4", "G6", "G7", "G8"],
              ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y8"]], "R5")
    assert not any("Wd4" in p for p in plays(m))
    with pytest.raises(IllegalAction) as refused:
        play(m, "play Wd4 G")
    assert refused.value.reason == "plus_four_with_colour"
    m = deal([["Wd4", "Bskip", "G3", "G4", "G6", "G7", "G8"],
              ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y8"]], "R5")
    assert {"play Wd4 R", "play Wd4 G"} <= plays(m)


def test_a_jolly_is_not_a_card_of_the_colour():
    # "Pri tome, Jolly se ne smatra crvenom kartom, iako se na nju može igrati"
    m = deal([["Wd4", "W", "G3", "G4", "G6", "G7", "G8"],
              ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y8"]], "R5")
    assert "play Wd4 G" in plays(m)


def test_jolly_plus_four_with_fives_of_other_colours():
    # "Jolly+4 se može odigrati, ako igrač ima jednu, ili više Petica u drugim bojama."
    m = deal([["Wd4", "G5", "Y5", "B5", "G6", "G7", "G8"],
              ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y8"]], "R5")
    assert {"play Wd4 B", "play G5", "play Y5", "play B5"} <= plays(m)


def test_jolly_plus_four_the_next_draws_four_loses_the_turn_and_the_colour_is_named():
    # "Pri odigravanju Jolly +4, sledeći igrač kupuje 4 karte sa ostatka i propušta potez.
    # Igrač, koji ju je odigrao, govori boju, koja se mora igrati u nastavku partije."
    m = deal([["Wd4", "G5", "G6", "G7", "G8", "G9", "G1"],
              ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y8"],
              ["B1", "B2", "B3", "B4", "B6", "B7", "B8"]], "R5", ["R1", "R2", "R3", "R4"])
    events = play(m, "play Wd4 G")
    assert ColourChosen(0, "G") in events and DrawOwed(1, 4) in events
    assert TurnSkipped(1) in events
    assert m.view(1)["hand_sizes"][1] == 11 and m.current_player == 2
    assert m.view(2)["colour"] == "G"


# -- Uno, the end of a deal and the scores ----------------------------------------------

def test_say_uno_on_playing_the_second_to_last_card():
    # "Kada igrač odigra svoju pretposlednju kartu, mora reći: „Uno“, što označava da je
    # ostao samo na jednoj karti."
    m = deal([SKIPS_OUT + ["Y5"], ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]], "R3")
    play(m, *["play " + c for c in SKIPS_OUT[:-1]])
    assert CallUno() not in m.legal_actions(0)
    play(m, "play Yskip")
    assert CallUno() in m.legal_actions(0) and m.view(1)["uno_window"] == 0
    events = m.apply(CallUno(), 0)
    assert events == [UnoCalled(0)]
    assert m.view(1)["said_uno"] == [0] and m.legal_actions(1) == []


def test_a_missed_uno_noticed_by_an_opponent_costs_two_cards():
    # "Ako propusti da na ovaj način objavi jednu kartu u svojim rukama, a to bilo ko od
    # protivnika primeti, isti igrač za kaznu kupuje 2 karte sa Ostatka."
    hands = [["R1", "R2", "G3", "G4", "G5", "G6", "G7"],
             ["R9", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"],
             ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]]
    m = deal(hands, "R8", ["B8", "B9"])
    position(m, hands={0: ["R1", "R2"]})
    play(m, "play R1")
    assert Catch(0) in m.legal_actions(1) and Catch(0) in m.legal_actions(2)
    events = m.apply(Catch(0), 2)     # out of turn: any opponent may notice
    assert Caught(0, 2) in events and PenaltyGiven(0, 2, "uno") in events
    assert m.view(0)["hand"] == ["R2", "B8", "B9"] and m.current_player == 1
    assert Catch(0) not in m.legal_actions(1)


def test_too_late_to_catch_once_the_next_player_has_acted():
    m = deal([SKIPS_OUT + ["Y5"], ["B1", "B2", "B3", "B4", "B5", "B6", "Y7"]], "R3")
    play(m, *["play " + c for c in SKIPS_OUT])
    assert m.current_player == 0 and Catch(0) in m.legal_actions(1)
    m = deal([["R1", "R2", "G3", "G4", "G5", "G6", "G7"],
              ["R9", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "R8")
    position(m, hands={0: ["R1", "R2"]})
    play(m, "play R1", "play R9")
    assert m.legal_actions(0) == [Play(("R2",))] and Catch(0) not in m.legal_actions(1)


def test_the_first_out_ends_the_deal_and_scores_the_others_hands():
    # "Čim neko odigra svoju poslednju kartu, igra se prekida i sledi bodovanje."
    # "Bodove dobija samo pobednik, a oni se formiraju sabiranjem karata, koje su ostale u
    # rukama protivnika."
    m = deal([SKIPS_OUT + ["Y5"], ["B1", "B2", "B3", "B4", "B5", "B6", "B7"],
              ["R4", "G1", "G2", "G3", "G4", "G5", "G6"]], "R3", starter="plain")
    position(m, hands={1: ["B1", "B2"], 2: ["R4"]})   # the others hold little
    events = play(m, "play Rskip")                     # 3 players: seat 1 loses the turn
    events += play(m, "play R4")                       # seat 2 is out first
    assert TurnSkipped(1) in events and PlayerOut(2) in events
    assert m.is_over is False and m.view(0)["phase"] == "between"
    assert m.scores == [0, 0, 5 * 20 + 5 + 3]


def test_a_last_uzmi_2_or_jolly_plus_four_still_makes_the_next_draw():
    # "Međutim, ako je poslednja odigrana karta „Uzmi 2“, ili „Jolly +4“, sledeći igač
    # ipak pre zavšetka igre, kupuje 2, odnosno 4 karte sa Ostatka."
    hands = [SKIPS_OUT + ["Yd2"], ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]]
    m = deal(hands, "R3", ["G1", "G2"])
    events = play(m, *["play " + c for c in SKIPS_OUT], "play Yd2")
    drawn = [e.code for e in events if isinstance(e, CardMoved) and e.dst == "hand:1"]
    assert drawn == ["G1", "G2"]
    assert m.scores == [28 + 3, 0]
    m = deal([SKIPS_OUT + ["Wd4"], ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]], "R3",
             ["G1", "G2", "G3", "G4"])
    play(m, *["play " + c for c in SKIPS_OUT], "play Wd4 R")
    assert m.scores == [28 + 10, 0]


def test_card_values_numbers_face_value_specials_20_zeros_10():
    # "Brojčane karte vrede prema svojim nominalima. Sve Specijalke se boduju, sa po 20
    # bodova. Nule vrede po 10 bodova."
    m = deal([SKIPS_OUT + ["Y5"], ["R0", "B9", "Gd2", "Brev", "Bskip", "W", "Wd4"]], "R3")
    play(m, *["play " + c for c in SKIPS_OUT], "play Y5")
    assert m.scores == [10 + 9 + 5 * 20, 0]


def test_after_the_scores_a_new_deal():
    # "Posle upisivanja bodova, sledi novo deljenje."
    m = deal([SKIPS_OUT + ["Y5"], ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]], "R3",
             full=True)
    events = play(m, *["play " + c for c in SKIPS_OUT], "play Y5")
    assert DealEnded(1, (1,), (28, 0)) in events
    assert m.legal_actions(0) == [Deal()] and m.legal_actions(1) == []
    events = play(m, "deal")
    assert m.view(0)["deal"] == 2 and m.view(0)["dealer"] == 0 and m.current_player == 1
    assert m.view(0)["hand_sizes"] == [7, 7] and m.scores == [28, 0]


def test_the_match_goes_to_500_the_first_to_reach_it_wins():
    # "Patija traje do 500 bodova, a pobednik je igrač, koji prvi dostigne, ili premaši taj
    # rezultat."
    assert SPEC.options["target"][0] == 500
    m = deal([SKIPS_OUT + ["Y5"], ["Rd2", "B2", "B3", "B4", "B5", "B6", "B7"]], "R3")
    position(m, scores=[480, 0])
    play(m, *["play " + c for c in SKIPS_OUT])
    events = play(m, "play Y5")
    assert m.is_over and m.scores == [480 + 20 + 27, 0]
    assert events[-1] == MatchEnded((0,), (527, 0))


def test_penalty_rules_the_table_refuses_a_wrong_card():
    # "KAZNE : Ako igač odigra pogrešnu kartu, odigra „Jolly +4“ a ima boju ... mora vući
    # sa ostatka 4 karte." At the computer table a wrong card never reaches the pile.
    m = deal([["Wd4", "R2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "R8")
    before = m.to_json(), m.view(0)
    for text, reason in (("play G3", "card_does_not_match"),
                         ("play Wd4 G", "plus_four_with_colour"),
                         ("play Y1", "not_in_hand")):
        with pytest.raises(IllegalAction) as refused:
            play(m, text)
        assert refused.value.reason == reason
    assert (m.to_json(), m.view(0)) == before


def test_strict_penalty_a_jolly_plus_four_while_holding_the_colour_costs_four():
    m = deal([["Wd4", "R2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "R8",
             ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8"], penalties="strict")
    assert "play Wd4 G" in plays(m)
    events = play(m, "play Wd4 G")
    assert PenaltyGiven(0, 4, "plus_four_with_colour") in events
    assert m.view(0)["hand"][-4:] == ["B1", "B2", "B3", "B4"]
    assert m.view(0)["hand_sizes"] == [10, 11] and m.current_player == 0
    m = deal([["Wd4", "B2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "R8", penalties="strict")
    assert not any(isinstance(e, PenaltyGiven) for e in play(m, "play Wd4 G"))


def test_telling_someone_what_to_play_has_no_action_at_a_computer_table():
    with pytest.raises(ValueError):
        SPEC.parse_action("tell 1 R5")


def test_two_players_preskok_and_promena_smera_let_the_same_player_play_again():
    # "IGRA U DVOJE : ... pri odigravanju karte „Preskok“, odnosno „Promena Smera“. U oba
    # slučaja, isti igrač igra još jednom."
    m = deal([["Rskip", "Rrev", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]], "R8")
    play(m, "play Rskip")
    assert m.current_player == 0
    events = play(m, "play Rrev")
    assert DirectionChanged(-1) in events and m.current_player == 0


# -- starter readings ---------------------------------------------------------------------

@pytest.mark.parametrize("starter, first, drew, direction", [
    ("Rd2", 1, 2, 1), ("Rskip", 1, 0, 1), ("Rrev", 1, 0, -1), ("R5", 0, 0, 1)])
def test_a_special_starter_acts_as_if_the_dealer_had_played_it(starter, first, drew, direction):
    hands = [["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
             ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"],
             ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]]
    m = deal(hands, starter, ["R1", "R2"])
    view = m.view(0)
    assert (m.current_player, view["hand_sizes"][0] - 7, view["direction"]) == (
        first, drew, direction)
    plain = deal(hands, starter, ["R1", "R2"], starter="plain")
    assert (plain.current_player, plain.view(0)["hand_sizes"][0]) == (0, 7)


def test_a_jolly_starter_lets_the_first_player_play_any_card():
    m = deal([["G1", "Y2", "B3", "R4", "G5", "G6", "G7"],
              ["Y1", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8"]], "W")
    assert m.view(0)["colour"] is None
    assert {"play G1", "play Y2", "play B3", "play R4"} <= plays(m)


# -- Igra u parove --------------------------------------------------------------------------

def test_pairs_of_two_three_four_or_five_partners_opposite():
    # "Kako je UNO predviđen za veći broj igrača, tako i u Igri Parova često učestvuje 3, 4,
    # ili čak 5 ekipa, od po 2 igrača." "Ako igraju samo 2 para, partneri sede jedan
    # naspram drugog"
    assert (PAIRS.min_players, PAIRS.max_players) == (4, 10)
    assert PAIRS.new_match(4, seed=1).view(0)["teams"] == [[0, 2], [1, 3]]
    assert PAIRS.new_match(6, seed=1).view(0)["teams"] == [[0, 3], [1, 4], [2, 5]]
    assert PAIRS.new_match(10, seed=1).view(0)["teams"][4] == [4, 9]
    assert PAIRS.new_match(5, seed=1).view(0)["teams"] == [[0, 3], [1, 4], [2]]


def test_two_pairs_the_first_out_wins_for_the_side_which_scores_the_opponents_hands():
    # "a igrač koji prvi ostane bez karata, donosi pobedu svojoj strani. Posle toga,
    # sabiraju se bodovi u rukama članova protivničke ekipe i njihov zbir se upisuje
    # pobednicima."
    m = deal([SKIPS_OUT + ["Y5"], ["B1", "B2", "B3", "B4", "B5", "B6", "B7"],
              ["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y4", "Y5", "Y6", "Y7", "Y8"]], "Y3", game="adriatic_pairs",
             starter="plain")
    position(m, hands={0: ["Y5"]})
    play(m, "play Y5")
    assert m.view(0)["team_scores"] == [28 + 33, 0] and m.scores == [61, 0, 61, 0]
    assert m.view(0)["last_deal"]["winners"] == [0, 2]


THREE_PAIRS = [["Y5", "R1", "R2", "R4", "R5", "R6", "R7"],
               ["B1", "B2", "B3", "B4", "B5", "B6", "B7"],         # 28 points
               ["G1", "G2", "G3", "G4", "G5", "G6", "G7"],         # 28
               ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y8"],
               ["B8", "B9", "G8", "G9", "Y9", "R8", "R9"],         # 60
               ["R0", "B0", "G0", "Y0", "Gd2", "W", "Wd4"]]        # 100


def test_more_pairs_the_winners_score_nothing_the_others_their_own_hands():
    # "Pobednički par ostaje bez bodova, a ostali parovi dobijaju bodove, koji su jednaki
    # zbiru karata u rukama obojice partnera."
    m = deal(THREE_PAIRS, "Y3", game="adriatic_pairs", starter="plain")
    position(m, hands={0: ["Y5"]})
    play(m, "play Y5")
    hands = m.view(0)["last_deal"]["hand_points"]
    assert m.view(0)["team_scores"] == [0, hands[1] + hands[4], hands[2] + hands[5]]
    assert m.view(0)["team_scores"] == [0, 28 + 60, 28 + 100]


def test_a_pair_reaching_500_is_out_and_two_pairs_left_play_a_final_from_minus():
    # "Kako koji par dostigne 500 bodova, tako ispada iz dalje igre. Kada u konkurenciji
    # ostanu samo 2 para, počinje finalni deo igre. Njihovim trenutnim rezultatima se dodaje
    # znak minus i od tada se produžava sa standardnim bodovanjem."
    m = deal(THREE_PAIRS, "Y3", game="adriatic_pairs", starter="plain", full=True)
    position(m, hands={0: ["Y5"]}, scores=[100, 250, 400])
    events = play(m, "play Y5")
    assert SideEliminated(2) in events
    assert FinalStarted((0, 1), (-100, -(250 + 88))) in events
    view = m.view(0)
    assert view["eliminated"] == [2] and view["final"] and view["active"] == [0, 1, 3, 4]
    assert view["scoring"] == "standard" and not m.is_over
    play(m, "deal")
    assert m.view(0)["hand_sizes"] == [7, 7, 0, 7, 7, 0]


def test_in_the_final_the_winners_score_both_opponents_hands_first_to_500_wins():
    # "Sada ponovo, pobednici dobijaju bodove i to zbir preostalih karata u rukama oba
    # protivnika. Pobednici su igrači, koji prvi stignu do 500 bodova."
    for seed in range(40):
        m = PAIRS.new_match(6, seed=seed, options={"target": 100})
        finals = 0
        while not m.is_over:
            action = first_legal(m)
            before = list(m.side_scores)
            events = m.apply(action)
            for event in events:
                if isinstance(event, DealEnded) and m.final and not any(
                        isinstance(e, FinalStarted) for e in events):
                    finals += 1
                    last = m.view(0)["last_deal"]
                    side = m.side_of[last["winners"][0]]
                    others = sum(p for s, p in enumerate(last["hand_points"])
                                 if s in m.rotation and m.side_of[s] != side)
                    assert m.side_scores[side] - before[side] == others
        if finals:
            assert max(m.side_scores[m.side_of[s]] for s in m.rotation) >= 100
            return
    pytest.fail("no final in 40 matches")


def test_pairs_scoring_option_winners_score_with_more_pairs():
    m = deal(THREE_PAIRS, "Y3", game="adriatic_pairs", starter="plain", scoring="winners")
    position(m, hands={0: ["Y5"]})
    play(m, "play Y5")
    assert m.view(0)["team_scores"] == [28 + 60 + 28 + 100, 0, 0]


def test_only_opponents_catch_a_missed_uno():
    # "a to bilo ko od protivnika primeti": a partner does not
    m = deal([["R1", "R2", "G3", "G4", "G5", "G6", "G7"],
              ["R9", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"],
              ["B1", "B2", "B3", "B4", "B5", "B6", "B7"],
              ["G1", "G2", "Y8", "Y9", "B8", "B9", "G8"]], "R8", game="adriatic_pairs")
    position(m, hands={0: ["R1", "R2"]})
    play(m, "play R1")
    assert Catch(0) in m.legal_actions(1) and Catch(0) in m.legal_actions(3)
    assert m.legal_actions(2) == []


# -- Ekipni UNO -------------------------------------------------------------------------------

BLACK_OUT = ["W", "W", "W", "W", "Wd4", "Wd4", "Wd4"]   # always playable: no colour held


def teams_match(**options):
    """Six players; seat 0 holds only black cards and goes out on its seventh turn."""
    hands = [BLACK_OUT] + [[f"{c}{n}" for n in range(1, 8)] for c in "RGBY"]
    hands.append(["R8", "G8", "B8", "Y8", "R9", "G9", "B9"])
    return deal(hands, "R0", game="adriatic_teams", full=True, **options)


def run_until(m, done, choice=GO_ON):
    while not done(m):
        m.apply(choice if m.view(0)["phase"] == "choose" else first_legal(m))


def test_teams_of_three_to_five_sitting_alternately():
    # "Ekipe broje 3, do 5 igrača, koji za stolom sede naizmenično sa protivnicima. U igri
    # uvek učestvuju 2 ekipe."
    assert (TEAMS.min_players, TEAMS.max_players) == (6, 10)
    assert TEAMS.new_match(6, seed=1).view(0)["teams"] == [[0, 2, 4], [1, 3, 5]]
    assert TEAMS.new_match(10, seed=1).view(0)["teams"] == [[0, 2, 4, 6, 8], [1, 3, 5, 7, 9]]
    view = TEAMS.new_match(7, seed=3).view(0)
    assert view["teams"] == [[0, 2, 4, 6], [1, 3, 5]] and view["team_scores"] == [0, 0]
    assert view["scores"] == [0] * 7 and view["mode"] == "teams"


def test_the_player_who_goes_out_chooses_to_stop_or_go_on():
    # "Upravo zbog toga, igrač koji izlazi iz igre, odlučuje o tome, da li se igra prekida,
    # ili produžava."
    m = teams_match()
    run_until(m, lambda m: not m.hands[0])
    assert m.current_player == 0 and m.view(1)["phase"] == "choose"
    assert m.legal_actions(0) == [STOP, GO_ON]
    assert TEAMS.parse_action("stop") == STOP and TEAMS.parse_action("continue") == GO_ON
    with pytest.raises(IllegalAction) as refused:
        m.apply(STOP, 1)
    assert refused.value.reason == "not_your_choice"


def test_the_one_who_goes_out_is_shown_the_points_in_hand_a_stop_compares():
    # "U slučaju da ekipa igrača koji se oslobodio karata ima manje bodova u rukama, ona je
    # pobednik": with the count open (the default) the chooser alone sees both sums.
    m = teams_match()
    run_until(m, lambda m: not m.hands[0])
    sums = [sum(m.hand_points(s) for s in team) for team in m.teams]
    assert m.view(0)["points_in_hand"] == sums and sums[1] > 0
    assert all(m.view(s)["points_in_hand"] is None for s in range(1, 6))
    hidden = teams_match(count="cards")
    run_until(hidden, lambda m: not m.hands[0])
    assert hidden.view(0)["phase"] == "choose" and hidden.view(0)["points_in_hand"] is None


def test_a_guessed_deal_holds_the_points_the_chooser_was_shown():
    # the search bots' guesses must agree with everything the chooser saw, the sums too
    m = teams_match()
    run_until(m, lambda m: not m.hands[0])
    view = m.view(0)
    for seed in range(20):
        guess = TEAMS.sample(view, Rng(f"guess/{seed}"))
        assert guess.team_points() == view["points_in_hand"]
        assert guess.view(0) == view
        assert Counter(c for h in guess.hands for c in h) + Counter(guess.stock) == \
            Counter(c for h in m.hands for c in h) + Counter(m.stock)


def test_the_computer_stops_by_the_points_it_is_shown_not_by_the_cards():
    # the team with fewer points in hand wins a stop, though it may hold more cards
    view = {"seat": 0, "teams": [[0, 2, 4], [1, 3, 5]], "hand_sizes": [0, 1, 5, 1, 4, 1],
            "points_in_hand": [18, 60]}
    bot = BOTS["adriatic_teams"]["normal"]()
    assert bot._stop_or_go_on(view, [STOP, GO_ON]) == STOP
    assert bot._stop_or_go_on(view | {"points_in_hand": [61, 60]}, [STOP, GO_ON]) == GO_ON


def test_stopping_the_side_with_fewer_points_in_hand_scores_the_others():
    # "Kada se neko oslobodi svojih karata, on može obustaviti igru, ali se bodovi sabiraju
    # i jednoj, i drugoj strani. U slučaju da ekipa igrača koji se oslobodio karata ima
    # manje bodova u rukama, ona je pobednik i samo se njoj upisuju bodovi protivničke strane."
    m = teams_match()
    run_until(m, lambda m: m.hands[0] == ["Wd4"] and m.current_player == 0)
    events = m.apply(first_legal(m))
    # the last card is a Jolly +4: the next player still draws 4 before the count
    victim = next(e.seat for e in events if isinstance(e, DrawOwed))
    assert sum(isinstance(e, CardMoved) and e.dst == f"hand:{victim}" for e in events) == 4
    events = m.apply(STOP)
    assert Chose(0, "stop") in events
    points = m.view(0)["last_deal"]["hand_points"]
    ours, theirs = points[0] + points[2] + points[4], points[1] + points[3] + points[5]
    assert ours < theirs
    assert m.view(0)["team_scores"] == [theirs, 0]


def test_stopping_when_the_other_side_holds_fewer_points_scores_them():
    # "Međutim, ako protivnička strana ima manji zbir zaostalih karata, onda se samo njima
    # pišu protivnički bodovi kao pobednički rezultat."
    m = teams_match()
    run_until(m, lambda m: not m.hands[0])
    position(m, hands={1: ["R1"], 3: ["R2"], 5: ["R3"], 2: ["Rd2", "Gd2"], 4: ["B9"]})
    m.apply(STOP)
    assert m.view(0)["team_scores"] == [0, 49]
    assert m.view(0)["last_deal"]["winners"] == [1, 3, 5]


def test_going_on_the_nearest_partner_on_the_right_plays_twice_a_round():
    # "Kad god dođe red na njega za igu, to umesto njega izvodi partner, koji mu je najbliži
    # sa desne strane. On u svakom sledećem krugu igra po dva puta."
    m = teams_match()
    run_until(m, lambda m: not m.hands[0])
    m.apply(GO_ON)
    assert m.view(1)["out"] == [0]
    turns, events = [], []
    while len(turns) < 12 and m.view(0)["phase"] == "play":
        turns.append((m.view(0)["turn"], m.current_player))
        events += m.apply(first_legal(m))
    assert (0, 4) in turns and (4, 4) in turns          # seat 4 plays its turn and seat 0's
    assert all(seat == 4 for turn, seat in turns if turn == 0)
    assert PlaysFor(4, 0) in events
    assert m.view(0)["playing_for"] in (None, 0)


def test_partners_of_players_who_are_out_play_for_them():
    # "Kada neko od preostalih igrača ostane bez karata, na njemu je da donese odluku ...
    # Ako je to ponovo igrač iste strane, a igra se produži, njegovi partneri igraju za sebe,
    # ali i za dvojicu partnera. Ako u međuvremenu, bez karata ostane neko iz protivničke
    # ekipe, on ima isti izbor."
    twice = both_sides = whole_team = 0
    for seed in range(60):
        m = TEAMS.new_match(6 + seed % 5, seed=seed, options={"deals": "single"})
        while not m.is_over:
            view = m.view(0)
            if view["phase"] == "choose":
                chooser = m.current_player
                if len({m.side_of[s] for s in view["out"]} | {m.side_of[chooser]}) == 2:
                    both_sides += 1          # the other side has somebody out too
                m.apply(GO_ON)
                continue
            if view["turn"] in view["out"]:
                team = view["teams"][m.side_of[view["turn"]]]
                seat = view["turn"]
                while True:                  # the nearest partner with cards, going right
                    seat = (seat - 1) % m.players
                    if seat in team and view["hand_sizes"][seat]:
                        break
                assert m.current_player == seat
                twice += len([s for s in view["out"] if s in team]) >= 2
            events = m.apply(first_legal(m))
            outs = [e.seat for e in events if isinstance(e, PlayerOut)]
            if outs and m.is_over:
                team = view["teams"][m.side_of[outs[0]]]
                if all(not m.hands[s] for s in team):
                    whole_team += 1          # the last of a team out: the deal stops
                    assert m.view(0)["last_deal"]["winners"] == team
    assert twice and both_sides and whole_team


def test_the_earlier_the_stop_the_bigger_the_score():
    # "Ipak, treba imati u vidu, da je bodovni saldo, koji se upisuje pobedniku veći, ako se
    # igra obustavi ranije. Naime, pošto se uvek upisuje zbir iz ruku protivnika ...": what
    # is written is the losing side's hands at the moment of the stop, after play went on
    m = teams_match()
    run_until(m, lambda m: not m.hands[0])
    m.apply(GO_ON)
    run_until(m, lambda m: m.view(0)["phase"] not in ("play", "drawn"))
    assert m.view(0)["phase"] == "choose" and m.current_player != 0
    m.apply(STOP)
    last = m.view(0)["last_deal"]
    totals = [sum(last["hand_points"][s] for s in team) for team in m.teams]
    winner = m.side_of[last["winners"][0]]
    assert totals[winner] <= totals[1 - winner]
    assert last["gained"][winner] == totals[1 - winner] and last["gained"][1 - winner] == 0


def test_events_name_the_deal_results():
    m = deal([SKIPS_OUT + ["Y5"], ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]], "R3")
    events = play(m, *["play " + c for c in SKIPS_OUT], "play Y5")
    assert PlayerOut(0) in events
    assert [str(e) for e in events[-2:]] == ["deal_scored (0,) (28, 0)",
                                              "deal_ended 1 (1,) (28, 0)"]
