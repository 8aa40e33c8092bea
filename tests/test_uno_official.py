"""UNO by the manufacturer's rules (seed 003): one test per rule sentence, then the
house rules, the readings of docs/rules/uno_official.md, the bots and sampling.

Hands are dealt from literal decks (`deck=`, built with conftest's `stack`) and filled
up to seven with quiet cards; the dealer is the last seat, so seat 0 plays first, and
the card after the hands starts the pile, unless a test says otherwise.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from conftest import stack

from rules import GAMES
from rules.bots import BOTS, bot_rng
from rules.bots.uno_official import EasyBot, NormalBot, honest
from rules.checks import cards, check_refusal, check_views, snapshot
from rules.core import (
    Accept,
    BadOption,
    CallUno,
    CardMoved,
    Catch,
    Caught,
    Challenge,
    Draw,
    IllegalAction,
    MatchEnded,
    Pass,
    Play,
    PlayerOut,
    Rng,
    StockRefilled,
)
from rules.decks import uno_108, uno_112_official
from rules.jump_in import JumpedIn
from rules.playout import random_step
from rules.uno_family import DealScored, DrawOwed
from rules.uno_official import (
    Challenged,
    DrewForDeal,
    HandsExchanged,
    Swap,
)

SPEC = GAMES["uno_official"]
PARTY = {"deck_size": "112", "stack_draws": True, "seven_zero": True, "jump_in": "numbers"}
QUIET = [f"{c}{k}" for k in ("6", "7", "8", "9") for c in "BGY"] + [
    f"{c}{k}" for k in ("1", "2", "3", "4") for c in "BGY"]


def seed_points(code):
    """Numbers at face value, +2, Reverse and Skip 20, wilds 50 (the manufacturer's
    table the seed refers to, "džoker ... u ruci na kraju košta 50 poena")."""
    if code[1:].isdigit():
        return int(code[1:])
    return 50 if code[0] == "W" else 20


def deal(hands, top, stock=(), dealer=None, **options):
    """A match where each seat holds `hands[seat]` (filled up to seven with quiet
    cards: no red, no 5), `top` starts the pile and `stock` comes next."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    full_deck = uno_112_official() if options.get("deck_size") == "112" else uno_108()
    left = Counter(full_deck) - Counter([c for h in hands for c in h] + [top, *stock])
    pool = [c for c in QUIET for _ in range(left[c])]
    full = [list(h) + [pool.pop(0) for _ in range(7 - len(h))] for h in hands]
    deck = stack(full, dealer) + [top, *stock]
    return SPEC.new_match(n, seed=1, options=options, deck=deck, dealer=dealer)


def play(match, *texts, seat=None):
    events = []
    for text in texts:
        events += match.apply(match.spec.parse_action(text), seat)
    return events


def plays(match, seat=None):
    return {str(a) for a in match.legal_actions(seat) if isinstance(a, Play)}


def refused(match, text, seat=None):
    with pytest.raises(IllegalAction) as refusal:
        play(match, text, seat=seat)
    return refusal.value.reason


def holding(match, seat, cards_):
    """Give a seat exactly these cards (a rules test only: cards are not conserved)."""
    match.hands[seat] = list(cards_)
    match._legal_cache.clear()


# -- the deck and the players --------------------------------------------------------------

def test_108_cards_in_four_colours_two_to_ten_players():
    # "Uno se igra posebnim špilom od 108 karata u četiri boje, u dvoje do desetoro."
    # "Klasičan špil ima 108 karata: 76 karata sa brojevima, po osam karata preskoči,
    # promena smera i +2, četiri džokera i četiri džokera +4." "Boje su crvena, žuta,
    # zelena i plava."
    deck = Counter(uno_108())
    assert sum(n for c, n in deck.items() if c[1:].isdigit()) == 76
    assert [sum(deck[c + k] for c in "RYGB") for k in ("skip", "rev", "d2")] == [8, 8, 8]
    assert (deck["W"], deck["Wd4"], sum(deck.values())) == (4, 4, 108)
    assert {c[0] for c in deck if c[0] != "W"} == set("RYGB")
    assert (SPEC.min_players, SPEC.max_players) == (2, 10)
    with pytest.raises(BadOption):
        SPEC.new_match(11)
    assert cards(SPEC.new_match(10, seed=1)) == deck


def test_the_112_card_deck_with_shuffle_hands_and_three_blank_wilds():
    # "Špilovi proizvedeni od 2018. imaju 112 karata: uz ovih 108 dolaze karta „Wild
    # Shuffle Hands“, ... i tri prazna džokera na koja igrači sami upisuju pravilo."
    m = SPEC.new_match(4, seed=2, options={"deck_size": "112"})
    assert cards(m) == Counter(uno_108()) + Counter({"Wshuffle": 1, "Wcustom": 3})


def test_wild_shuffle_hands_gathers_and_deals_all_hands_again():
    # "karta „Wild Shuffle Hands“, koja meša i ponovo deli karte iz svih ruku"
    m = deal([["Wshuffle", "R1"], ["G1"], ["Y1"]], "R5", deck_size="112")
    before = Counter(c for s in range(3) for c in m.hands[s]) - Counter(["Wshuffle"])
    events = play(m, "play Wshuffle B")
    assert HandsExchanged(0, "shuffle") in events
    assert Counter(c for s in range(3) for c in m.hands[s]) == before
    # dealt one at a time from the player on the left: 20 cards, 7 / 7 / 6
    assert [len(h) for h in m.hands] == [6, 7, 7]
    assert m.view(1)["colour"] == "B" and m.current_player == 1


@pytest.mark.parametrize("rule, sizes", [("pass_hands", [7, 6, 7]), ("others_draw", [6, 8, 8]),
                                         ("plain", [6, 7, 7])])
def test_the_blank_wilds_do_what_the_table_wrote_on_them(rule, sizes):
    # "tri prazna džokera na koja igrači sami upisuju pravilo": a rule chosen beforehand
    m = deal([["Wcustom", "R1"], ["G1", "G2", "G3", "G4", "G5", "G6", "G7"], ["Y1"]], "R5",
             ["B9", "B9"], deck_size="112", custom_wild=rule)
    play(m, "play Wcustom Y")
    assert [len(h) for h in m.hands] == sizes
    if rule == "pass_hands":   # everyone passes the hand to the left (the next seat)
        assert m.hands[1][0] == "R1" and m.hands[2][:4] == ["G1", "G2", "G3", "G4"]


# -- the set-up ------------------------------------------------------------------------------

def test_the_highest_card_deals_specials_count_as_zero():
    # "Svaki igrač izvuče kartu; deli onaj sa najvećim brojem (specijalne karte računaju
    # se kao nula)."
    def value(code):
        return int(code[1:]) if code[1:].isdigit() else 0

    for seed in range(30):
        m = SPEC.new_match(4, seed=seed)
        drawn = [e for e in m.opening_events if isinstance(e, DrewForDeal)]
        first = {e.seat: value(e.code) for e in drawn[:4]}
        assert sorted(first) == [0, 1, 2, 3]
        assert first[m.dealer] == max(first.values())
        tied = [s for s, v in first.items() if v == max(first.values())]
        assert len(drawn) == 4 if len(tied) == 1 else len(drawn) > 4
    assert SPEC.new_match(4, seed=1, dealer=2).dealer == 2


def test_seven_cards_each_and_the_top_card_starts_the_pile():
    # "Delilac promeša špil i svakom igraču da po sedam karata." "Ostatak špila ide licem
    # nadole na sredinu stola. Gornja karta se okrene i počinje gomilu za odbacivanje."
    m = deal([["R1"], ["R2"]], "Y9", ["G7"])
    assert m.view(0)["hand_sizes"] == [7, 7] and m.view(0)["pile"] == ["Y9"]
    assert m.zones()["stock"] == ["G7"]
    turned = [e for e in m.opening_events if isinstance(e, CardMoved) and e.dst == "pile"]
    assert turned == [CardMoved("Y9", "stock", "pile", True, 0)]


def test_a_first_special_acts_at_once():
    # "Ako je prva okrenuta karta specijalna, njen efekat važi odmah (na primer, ako je
    # +2, prvi igrač vuče dve karte i preskače se)."
    m = deal([["R1"], ["R2"], ["R3"]], "Rd2", ["G8", "G9"])
    assert m.current_player == 0 and m.legal_actions() == [Draw()]
    play(m, "draw")
    assert m.hands[0][-2:] == ["G8", "G9"] and m.current_player == 1
    m = deal([["R1"], ["R2"], ["R3"]], "Rskip")
    assert m.current_player == 1
    # a first reverse: the dealer begins and play goes right
    m = deal([["R1"], ["R2"], ["R3"]], "Rrev")
    assert m.current_player == 2 and m.view(0)["direction"] == -1


def test_a_first_wild_plus_four_goes_back_and_another_is_turned():
    # "Ako je okrenut džoker +4, vraća se u špil i okreće se nova karta."
    m = deal([["R1"], ["R2"]], "Wd4", ["Y3", "B6", "B7"])
    assert m.view(0)["pile"] == ["Y3"]
    assert sorted(m.zones()["stock"]) == ["B6", "B7", "Wd4"]


def test_the_player_left_of_the_dealer_begins_clockwise():
    # "Prvi igra igrač levo od delioca, a igra ide u smeru kazaljke na satu."
    m = deal([["R1"], ["R2"], ["R3"]], "R5", dealer=1)
    assert m.current_player == 2 and m.view(0)["direction"] == 1
    play(m, "play R3")
    assert m.current_player == 0


# -- a turn ----------------------------------------------------------------------------------

def test_colour_number_symbol_and_a_wild_always():
    # "po boji: na crvenu sedmicu možete crvenu bilo koju kartu; po broju: ... sedmicu
    # bilo koje boje; po simbolu: na crveni „preskoči“ možete „preskoči“ bilo koje boje;
    # džokera možete da spustite uvek, i kad imate kartu u boji."
    m = deal([["R1", "G7", "W", "Bskip", "Y3"], ["R2"]], "R7")
    assert plays(m) >= {"play R1", "play G7", "play W R"}
    assert "play Bskip" not in plays(m) and "play Y3" not in plays(m)
    m = deal([["Rskip"], ["R2"], ["Bskip", "Y3"]], "R5")
    play(m, "play Rskip")
    assert "play Bskip" in plays(m) and refused(m, "play Y3") == "card_does_not_match"


def test_draw_one_if_you_cannot_or_will_not_play_and_only_that_card_may_follow():
    # "Ako nemate kartu koja odgovara, ili ne želite da je spustite, vučete jednu kartu iz
    # špila. Tu kartu smete odmah da odigrate ako odgovara. Ostale karte iz ruke na tom
    # potezu ne smete da igrate."
    m = deal([["R1"], ["R2"]], "R5", ["R9", "G6"])
    assert Draw() in m.legal_actions() and "play R1" in plays(m)
    play(m, "draw")
    assert set(m.legal_actions()) == {Play(("R9",)), Pass()}
    assert refused(m, "play R1") == "play_the_drawn_card"
    play(m, "pass")
    assert m.current_player == 1 and m.hands[0][-1] == "R9"
    m = deal([["R1"], ["R2"]], "R5", ["G6", "R9"])
    play(m, "draw")
    assert m.current_player == 1   # a drawn card that does not fit: the turn passes


def test_an_empty_stock_is_the_discard_pile_but_its_top_card_shuffled():
    # "Kad se špil potroši, gomila odbačenih karata se promeša, osim gornje karte, i
    # postaje novi špil."
    m = deal([["R1", "R2"], ["R3"]], "R5")
    m.stock = []
    play(m, "play R1", "play R3")
    events = play(m, "draw")
    assert StockRefilled(2) in events and m.view(0)["pile"] == ["R3"]


@pytest.mark.parametrize("options", [{}, {"draw_until_playable": True}])
def test_the_same_cards_going_round_from_the_pile_to_the_stock_block_the_deal(options):
    # "Kad se špil potroši, gomila odbačenih karata se promeša, osim gornje karte, i
    # postaje novi špil": with one card under the top, each player drew the card the
    # other had just played and played it again, for ever (drawing until a card fits, he
    # must). docs/rules/uno_official.md: a turn for each player that changed no hand,
    # with every card there was to draw drawn, blocks the hand.
    m = deal([["G1", "G1", "G2", "G2", "G3", "G3", "G4"],
              ["Y7", "Y7", "Y8", "Y8", "Y9", "Y9", "B9"]], "R5", ["R6"], **options)
    play(m, "draw", "play R6")
    assert m.pile == ["R5", "R6"] and m.stock == [] and m.current_player == 1
    events = play(m, "draw", "play R5")
    assert any(isinstance(e, DealScored) for e in events)
    assert m.view(0)["last_deal"]["winners"] == [0] and m.scores == [57, 0]


# -- the Wild +4 and the challenge ---------------------------------------------------------

def test_plus_four_the_next_draws_four_and_is_skipped():
    m = deal([["Wd4"], ["R2"], ["R3"]], "G5", ["Y1", "Y2", "Y3", "Y4"])
    events = play(m, "play Wd4 B")
    assert DrawOwed(1, 4) in events and m.view(0)["phase"] == "challenge"
    assert set(m.legal_actions()) == {Challenge(), Accept()}
    play(m, "accept")
    assert m.hands[1][-4:] == ["Y1", "Y2", "Y3", "Y4"] and m.current_player == 2


def test_plus_four_only_without_a_card_of_the_current_colour():
    # "Džoker +4 po zvaničnim pravilima smete da odigrate samo ako u ruci nemate nijednu
    # kartu u boji koja je trenutno na stolu. Karte istog broja ili drugi džokeri ne
    # smetaju." Playing it anyway is a bluff that a challenge catches.
    stock = ["Y1", "Y2", "Y3", "Y4", "B1", "B2"]
    m = deal([["Wd4", "G5", "W"], ["R2"]], "R5", stock)
    play(m, "play Wd4 G", "challenge")
    assert m.view(0)["hand_sizes"] == [6, 13]
    m = deal([["Wd4", "R1"], ["R2"]], "R5", stock)
    assert "play Wd4 G" in plays(m)
    play(m, "play Wd4 G", "challenge")
    assert m.view(0)["hand_sizes"] == [10, 7]


def test_the_challenge_guilty_draws_four_innocent_challenger_draws_six():
    # "Igrač koji treba da vuče četiri karte može da posumnja i izazove onoga ko je
    # odigrao +4. Tada ovaj pokazuje svoje karte samo njemu: ako je imao kartu u
    # odgovarajućoj boji, kaznu od četiri karte vuče on sam; ako nije imao, izazivač vuče
    # šest karata: četiri za +4 i dve za neuspeli izazov."
    stock = ["Y1", "Y2", "Y3", "Y4", "B1", "B2"]
    m = deal([["Wd4", "R1"], ["G2"], ["R3"]], "R5", stock)
    play(m, "play Wd4 G")
    events = play(m, "challenge")
    assert Challenged(0, 1, True) in events
    assert m.hands[0][-4:] == ["Y1", "Y2", "Y3", "Y4"] and m.current_player == 1
    assert m.view(0)["colour"] == "G" and "play G2" in plays(m)
    m = deal([["Wd4", "B1"], ["G2"], ["R3"]], "R5", stock)
    play(m, "play Wd4 G")
    events = play(m, "challenge")
    assert Challenged(0, 1, False) in events
    assert m.hands[1][-6:] == stock and m.current_player == 2


def test_after_a_wild_first_card_other_wilds_never_count_against_a_plus_four():
    # "Džoker +4 po zvaničnim pravilima smete da odigrate samo ako u ruci nemate nijednu
    # kartu u boji koja je trenutno na stolu. Karte istog broja ili drugi džokeri ne
    # smetaju." A wild first card sets no colour: a hand of wilds is innocent.
    stock = ["Y1", "Y2", "Y3", "Y4", "B1", "B2"]
    m = deal([["Wd4"] * 4 + ["W"] * 3, []], "W", stock)
    assert m.view(0)["colour"] is None
    assert honest(m.view(0), Play(("Wd4",), "G"))   # nor do the bots take it for a bluff
    play(m, "play Wd4 G")
    events = play(m, "challenge")
    assert Challenged(0, 1, False) in events and m.hands[1][-6:] == stock


def test_the_challenged_hand_is_shown_to_the_challenger_only():
    # "Tada ovaj pokazuje svoje karte samo njemu"
    m = deal([["Wd4", "G1"], ["R2"], ["R3"]], "G5", ["Y1", "Y2", "Y3", "Y4"])
    play(m, "play Wd4 R", "challenge")
    shown = m.view(1)["shown_hand"]
    assert shown["seat"] == 0 and sorted(shown["cards"]) == sorted(m.hands[0][:6])
    assert m.view(0)["shown_hand"] is None and m.view(2)["shown_hand"] is None
    assert "shown_hand" in SPEC.private_view_keys
    play(m, "play R2")
    assert m.view(1)["shown_hand"] is None


def test_only_the_one_who_must_draw_four_challenges():
    m = deal([["Wd4", "G1"], ["R2"], ["R3"]], "G5", ["Y1", "Y2", "Y3", "Y4"])
    assert refused(m, "challenge") == "nothing_to_challenge"
    play(m, "play Wd4 R")
    assert refused(m, "challenge", seat=2) == "not_your_turn"
    assert refused(m, "draw") == "challenge_or_accept"


# -- "Uno" ---------------------------------------------------------------------------------

def test_uno_caught_before_the_next_player_begins_draws_two():
    # "Kad spuštate pretposlednju kartu, morate da kažete „Uno“. Ako to zaboravite, a neko
    # drugi primeti pre nego što sledeći igrač počne svoj potez, vučete dve karte kaznu.
    # Kad sledeći igrač odigra, za kaznu je kasno." ("Kad vam ostane jedna karta, morate
    # da kažete „Uno“, inače vučete dve karte kaznu.")
    m = deal([["R1", "R2"], ["R3"], ["R4"]], "R5", ["G6", "G7"])
    holding(m, 0, ["R1", "R2"])
    play(m, "play R1")
    events = play(m, "catch 0", seat=2)
    assert Caught(0, 2) in events and m.hands[0] == ["R2", "G6", "G7"]
    m = deal([["R1", "R2"], ["R3"], ["R4"]], "R5", ["G6", "G7"])
    holding(m, 0, ["R1", "R2"])
    play(m, "play R1", "play R3")
    assert Catch(0) not in m.legal_actions(2)
    assert refused(m, "catch 0", seat=2) == "nobody_to_catch"
    m = deal([["R1", "R2"], ["R3"], ["R4"]], "R5", ["G6", "G7"])
    holding(m, 0, ["R1", "R2"])
    play(m, "play R1")
    play(m, "uno", seat=0)
    assert Catch(0) not in m.legal_actions(1) and CallUno() not in m.legal_actions(0)


# -- the end of a hand and scoring -----------------------------------------------------------

def test_the_hand_ends_with_the_last_card_and_the_winner_scores_the_others():
    # "Ruka se završava kad neko spusti poslednju kartu." "Pobednik ruke dobija poene za
    # sve karte koje su ostale ostalim igračima u ruci" ("cilj je da se prvi oslobodite
    # svih karata")
    m = deal([["R1"], ["R2"], ["R3"]], "R5")
    holding(m, 0, ["R1"])
    holding(m, 1, ["R9", "Gskip", "Brev", "Yd2"])
    holding(m, 2, ["W", "Wd4", "B0"])
    events = play(m, "play R1")
    assert PlayerOut(0) in events
    assert DealScored((0,), (9 + 60 + 100, 0, 0)) in events
    assert m.scores == [169, 0, 0] and m.view(0)["phase"] == "between"


def test_a_last_plus_two_or_plus_four_is_still_drawn():
    # "Ako je poslednja karta +2 ili džoker +4, sledeći igrač ipak vuče karte, jer se one
    # računaju u bodovanje." ("Može li se završiti džokerom? Može.")
    m = deal([["Wd4"], ["R2"]], "R5", ["Y1", "Y2", "Y3", "Y4"])
    holding(m, 0, ["Wd4"])
    play(m, "play Wd4 G")
    assert m.view(0)["last_deal"]["hands"][1][-4:] == ["Y1", "Y2", "Y3", "Y4"]
    assert m.scores[0] == sum(map(seed_points, m.view(0)["last_deal"]["hands"][1]))


def test_to_500_or_a_single_hand():
    # "Pobednik igre je prvi igrač koji sakupi 500 poena. Ako se igra kraće, može se i bez
    # bodovanja: pobeđuje ko se prvi oslobodi karata."
    assert SPEC.options["target"][0] == 500
    m = deal([["R1"], ["R9"]], "R5")
    holding(m, 0, ["R1"])
    m.side_scores = [495, 300]
    events = play(m, "play R1")
    assert any(isinstance(e, MatchEnded) for e in events) and m.is_over
    m = deal([["R1"], ["R9"]], "R5")
    holding(m, 0, ["R1"])
    play(m, "play R1")
    assert not m.is_over and m.current_player == 0
    m = deal([["R1"], ["R9"]], "R5", deals="single")
    holding(m, 0, ["R1"])
    assert MatchEnded((0,), (sum(map(seed_points, m.hands[1])), 0)) in play(m, "play R1")


# -- two players ---------------------------------------------------------------------------

def test_two_players_reverse_skip_and_draw_two_let_the_same_player_go_on():
    # "Pravila su ista, uz dve razlike. Promena smera radi kao preskoči: posle nje igrač
    # koji ju je odigrao igra ponovo. Posle preskoči i +2 takođe ponovo igra isti igrač,
    # jer je protivnik izgubio potez."
    m = deal([["Rrev", "Rskip", "Rd2", "R1"], ["R2"]], "R5", ["G6", "G7"])
    play(m, "play Rrev")
    assert m.current_player == 0
    play(m, "play Rskip")
    assert m.current_player == 0
    play(m, "play Rd2", "draw")
    assert m.current_player == 0 and m.view(0)["hand_sizes"] == [4, 9]


# -- the house rules -------------------------------------------------------------------------

def test_house_rules_are_options_off_by_default_agreed_before_the_match():
    # "Kućna pravila su u redu ako se svi dogovore pre igre." Options are fixed when the
    # match is made; stacking is off ("Mattel je 2019. potvrdio da to nije deo zvaničnih
    # pravila").
    assert [SPEC.options[k][0] for k in ("stack_draws", "draw_until_playable", "seven_zero",
                                          "jump_in")] == [False, False, False, "off"]
    party = SPEC.presets["party_rules"]
    assert party["stack_draws"] and party["seven_zero"] and party["jump_in"] == "numbers"


def test_no_plus_two_on_plus_two_by_the_official_rules():
    # "Može li se +2 staviti na +2? Po zvaničnim pravilima ne. Igrač koji dobije +2 vuče
    # dve karte i gubi potez."
    m = deal([["Rd2"], ["Gd2"], ["R3"]], "R5", ["G6", "G7"])
    play(m, "play Rd2")
    assert m.legal_actions() == [Draw()]


def test_stacking_plus_two_on_plus_two_and_plus_four_on_plus_four():
    # "Slaganje +2 na +2 i +4 na +4. Mnoga društva dozvoljavaju da igrač koji treba da
    # vuče prebaci kaznu dalje svojim +2 ili +4."
    m = deal([["Rd2"], ["Gd2", "Wd4"], ["R3"]], "R5", ["G6", "G7", "G8", "G9"], stack_draws=True)
    play(m, "play Rd2")
    assert plays(m) == {"play Gd2"}
    events = play(m, "play Gd2")
    assert DrawOwed(2, 4) in events
    play(m, "draw")
    assert m.view(0)["hand_sizes"] == [6, 6, 11]
    m = deal([["Wd4"], ["Wd4"], ["R3"]], "R5", ["G6"] * 2 + ["B9"] * 2 + ["Y9"] * 2 + ["G7"] * 2,
             stack_draws=True)
    play(m, "play Wd4 B")
    assert {"play Wd4 G"} <= plays(m)
    play(m, "play Wd4 G")
    assert m.current_player == 2 and m.view(0)["pending_draw"] == 8
    play(m, "accept")
    assert m.view(0)["hand_sizes"] == [6, 6, 15]


def test_draw_until_you_find_a_card():
    # "Vučenje dok ne nađete kartu. Po zvaničnim pravilima vuče se samo jedna karta." The
    # card found is a drawn card: "Tu kartu smete odmah da odigrate ako odgovara" — or
    # keep it, and the turn passes.
    m = deal([["G1"], ["R2"]], "R5", ["Y6", "B6", "R8", "G9"], draw_until_playable=True)
    assert m.legal_actions() == [Draw()]
    play(m, "draw")
    assert m.hands[0][-3:] == ["Y6", "B6", "R8"] and plays(m) == {"play R8"}
    assert Pass() in m.legal_actions()
    assert refused(m, "draw") == "drawn_card_or_pass"
    play(m, "pass")
    assert m.current_player == 1 and m.hands[0][-1] == "R8"
    m = deal([["G1"], ["R2"]], "R5", ["Y6", "B6", "R8", "G9"])
    play(m, "draw")
    assert m.hands[0][-1] == "Y6" and m.current_player == 1


def test_seven_swaps_with_a_chosen_player_zero_passes_all_hands_on():
    # "Pravilo 7 i 0. Sedmicom menjate ruku sa izabranim igračem, a nulom svi dodaju ruke
    # sledećem."
    m = deal([["R7", "R0", "R1"], ["G1"], ["Y1"]], "R5", seven_zero=True)
    before = [list(h) for h in m.hands]
    play(m, "play R7")
    assert m.current_player == 0 and set(m.legal_actions()) == {Swap(1), Swap(2)}
    assert refused(m, "play R0") == "choose_whom_to_swap_with"
    events = play(m, "swap 2")
    assert HandsExchanged(0, "swap") in events and m.hands[0] == before[2]
    assert m.hands[2] == [c for c in before[0] if c != "R7"] and m.current_player == 1
    m = deal([["R0", "R1"], ["G1"], ["Y1"]], "R5", seven_zero=True)
    before = [list(h) for h in m.hands]
    play(m, "play R0")
    assert m.hands[1] == before[0][1:] and m.hands[2] == before[1] and m.hands[0] == before[2]
    assert refused(m, "swap 1") == "not_allowed"


def followed(hands: list[list[str]], events) -> list[list[str]]:
    """The hands after the card moves of `events`, each taken where it lies then (as a
    table moves the cards it shows, one event after another)."""
    zones = {f"hand:{seat}": list(hand) for seat, hand in enumerate(hands)}
    for event in events:
        if isinstance(event, CardMoved) and event.src in zones:
            src = zones[event.src]
            assert src[event.src_index] == event.code
            del src[event.src_index]
        if isinstance(event, CardMoved) and event.dst in zones:
            dst = zones[event.dst]
            dst.insert(event.index if event.index >= 0 else len(dst), event.code)
    return list(zones.values())


@pytest.mark.parametrize("hands, move, options", [
    ([["R7", "R1", "B2"], ["G1", "G2"], ["Y1", "Y2", "Y3"]], ["play R7", "swap 2"],
     {"seven_zero": True}),
    ([["R0", "R1", "B2"], ["G1", "G2"], ["Y1", "Y2", "Y3"]], ["play R0"], {"seven_zero": True}),
    ([["Wcustom", "R1", "B2"], ["G1", "G2"], ["Y1", "Y2", "Y3"]], ["play Wcustom G"],
     {"deck_size": "112", "custom_wild": "pass_hands"}),
    ([["Wshuffle", "R1", "B2"], ["G1", "G2", "G3"], ["Y1", "Y2", "Y3"]], ["play Wshuffle G"],
     {"deck_size": "112"}),
])
def test_hands_that_change_owners_move_card_by_card_to_the_hands_held(hands, move, options):
    # "Sedmicom menjate ruku sa izabranim igračem, a nulom svi dodaju ruke sledećem";
    # "Wild Shuffle Hands ... meša i ponovo deli karte iz svih ruku": a table shows the
    # hands by following the moves, so the moves must end in the hands held.
    m = deal(hands, "R5", **options)
    before = [list(h) for h in m.hands]
    events = play(m, *move)
    assert HandsExchanged in {type(e) for e in events}
    assert followed(before, events) == m.hands


def test_jumping_in_with_the_identical_card():
    # "Uskakanje. Igrač koji ima potpuno istu kartu kao ona na stolu (isti broj i istu
    # boju) spušta je i kad nije na potezu, a igra se nastavlja od njega."
    m = deal([["R7"], ["G1"], ["G7"], ["R7"]], "R5", jump_in="numbers")
    play(m, "play R7")
    assert plays(m, 3) == {"play R7"} and plays(m, 2) == set()
    events = play(m, "play R7", seat=3)
    assert JumpedIn(3) in events and m.current_player == 0
    m = deal([["R7"], ["G1"], ["G7"], ["R7"]], "R5")
    play(m, "play R7")
    assert refused(m, "play R7", seat=3) == "not_your_turn"


# -- the readings of docs/rules/uno_official.md -------------------------------------------

def test_a_plus_four_stacked_and_challenged_moves_the_whole_draw():
    m = deal([["Wd4", "R1"], ["Wd4", "B1"], ["R3"]], "R5", ["G6"] * 2 + ["Y9"] * 2
             + ["G7"] * 2 + ["G8"] * 2 + ["B9"] * 2, stack_draws=True)
    play(m, "play Wd4 B", "play Wd4 G")
    events = play(m, "challenge")   # the second +4 was played holding blue
    assert Challenged(1, 2, True) in events and m.view(0)["hand_sizes"][1] == 14
    assert m.current_player == 2


def test_the_drawn_wild_plus_four_may_be_played():
    m = deal([["G1"], ["R2"]], "R5", ["Wd4", "G9"])
    play(m, "draw")
    assert plays(m) == {f"play Wd4 {c}" for c in "RYGB"}


def test_a_blocked_hand_goes_to_the_lowest_hand():
    m = deal([["G1"], ["G2"]], "R5")
    m.stock = []
    holding(m, 0, ["G9", "Y9"])
    holding(m, 1, ["G1"])
    play(m, "pass", "pass")
    assert m.view(0)["last_deal"]["winners"] == [1] and m.scores == [0, 18]


@pytest.mark.parametrize("players, options", [
    (2, {"target": 100, "seven_zero": True}),
    (4, {"target": 300, "stack_draws": True, "deck_size": "112", "custom_wild": "others_draw"}),
    (3, {"target": 300, "jump_in": "numbers", "draw_until_playable": True}),
])
def test_matches_of_several_deals_keep_the_contract(players, options):
    for seed in range(1):
        match = SPEC.new_match(players, seed=seed, options=options)
        deck = cards(match)
        rng = Rng(f"official/{seed}")
        actions, saved = [], None
        while not match.is_over:
            if len(actions) % 20 == 0:
                check_views(match)
                check_refusal(match, rng)
                assert cards(match) == deck
            if len(actions) == 40:
                saved = json.loads(json.dumps(match.to_json()))
            seat, action = random_step(match, rng)
            match.apply(action, seat)
            actions.append((seat, action))
        assert match.view(0)["deal"] > 1
        resumed = SPEC.from_json(saved)
        for seat, action in actions[len(saved["actions"]):]:
            resumed.apply(action, seat)
        assert snapshot(resumed) == snapshot(match)


@pytest.mark.parametrize("players, options", [(2, {}), (4, PARTY)])
def test_a_sampled_match_keeps_what_the_seat_sees(players, options):
    phases = Counter()
    for seed in range(4):
        m = SPEC.new_match(players, seed=seed, options=options | {"deals": "single"})
        rng = Rng(seed)
        full = cards(m)
        for step in range(400):
            if m.is_over:
                break
            if step % 5 == 0 or m.phase == "challenge" or m.shown:
                for seat in range(players):
                    view = m.view(seat)
                    sampled = SPEC.sample(view, Rng(f"s/{seed}/{step}/{seat}"))
                    assert sampled.view(seat) == view
                    assert cards(sampled) == full
                    assert sampled.legal_actions(seat) == m.legal_actions(seat)
                    phases[view["phase"]] += 1
                    if view["shown_hand"]:
                        phases["shown"] += 1
                        held = Counter(sampled.hands[view["shown_hand"]["seat"]])
                        assert not Counter(view["shown_hand"]["cards"]) - held
            m.apply(*reversed(random_step(m, rng)))
    assert phases["challenge"] and phases["shown"]


# -- the bots ----------------------------------------------------------------------------------

def bot_match(players, seed, hero, others, options):
    m = SPEC.new_match(players, seed=seed, options=options)
    bots = {s: BOTS["uno_official"][hero if s == 0 else others]() for s in range(players)}
    rngs = {s: bot_rng(seed, s) for s in range(players)}
    verbs = Counter()
    while not m.is_over:
        reacted = False
        for seat in range(players):
            legal = m.legal_actions(seat)
            if seat != m.current_player and legal:
                action = bots[seat].react(m.view(seat), legal, rngs[seat])
                if action is not None:
                    assert action in legal
                    m.apply(action, seat)
                    verbs["react " + action.verb] += 1
                    reacted = True
        if reacted or m.is_over:
            continue
        seat = m.current_player
        action = bots[seat].choose(m.view(seat), m.legal_actions(seat), rngs[seat])
        assert action in m.legal_actions(seat)
        verbs[action.verb] += 1
        m.apply(action, seat)
    return m, verbs


def test_both_levels_play_official_and_party_games_to_the_end():
    assert list(BOTS["uno_official"])[:2] == ["easy", "normal"]
    seen = Counter()
    for players in (2, 6, 10):
        for level in ("easy", "normal"):
            for options in ({"target": 200}, PARTY | {"target": 200}):
                m, verbs = bot_match(players, 5, level, level, options)
                assert m.is_over
                seen += verbs
    assert seen["challenge"] and seen["accept"] and seen["swap"] and seen["react play"]


def test_normal_challenges_on_the_odds_easy_when_the_hand_was_big():
    # the +4 player kept six cards: the odds that one of them was green are high
    m = deal([["Wd4"], ["R2"], ["R3"]], "G5", ["Y1", "Y2", "Y3", "Y4"])
    play(m, "play Wd4 B")
    assert NormalBot().choose(m.view(1), m.legal_actions(1), Rng(1)) == Challenge()
    assert EasyBot().choose(m.view(1), m.legal_actions(1), Rng(1)) == Challenge()
    m = deal([["Wd4", "B1"], ["R2"], ["R3"]], "G5", ["Y1", "Y2", "Y3", "Y4"])
    holding(m, 0, ["Wd4", "B1"])
    play(m, "play Wd4 B")
    play(m, "uno", seat=0)
    assert NormalBot().choose(m.view(1), m.legal_actions(1), Rng(1)) == Accept()
    assert EasyBot().choose(m.view(1), m.legal_actions(1), Rng(1)) == Accept()


def test_bots_follow_the_tips():
    # "Čuvajte džokere za kraj." "Menjajte boju na onu u kojoj imate najviše karata."
    # "Kad mu ostanu jedna ili dve, igrajte +2, preskoči ili promenu smera."
    normal = NormalBot()
    m = deal([["W", "R2", "G3", "G4", "G6"], ["Y1"]], "R8", ["B1"])
    assert normal.choose(m.view(0), m.legal_actions(0), Rng(1)) == Play(("R2",))
    m = deal([["W", "B2", "G3", "G4", "G6", "G7", "G9"], ["Y1"]], "R8", ["B1"])
    assert normal.choose(m.view(0), m.legal_actions(0), Rng(1)) == Play(("W",), "G")
    m = deal([["R3", "Rd2"], ["Y1"], ["Y2"]], "R8", ["B1", "B2"])
    holding(m, 1, ["Y1"])
    assert normal.choose(m.view(0), m.legal_actions(0), Rng(1)) == Play(("Rd2",))
    # the swap of the 7: with the player who holds the fewest cards
    m = deal([["R7", "R1"], ["G1"], ["Y1"]], "R5", seven_zero=True)
    holding(m, 2, ["Y1", "Y2"])
    play(m, "play R7")
    assert normal.choose(m.view(0), m.legal_actions(0), Rng(1)) == Swap(2)


def test_easy_never_bluffs_a_plus_four():
    m = deal([["Wd4", "G1"], ["R2"]], "G5")
    for seed in range(20):
        assert EasyBot().choose(m.view(0), m.legal_actions(0), Rng(seed)).codes[0] != "Wd4"


def test_normal_wins_more_hands_than_easy():
    for players, fair in ((2, 0.5), (4, 0.25)):
        wins = sum(bot_match(players, seed, "normal", "easy", {"deals": "single"})[0]
                   .view(0)["last_deal"]["winners"] == [0] for seed in range(120))
        assert wins / 120 > fair + 0.05, (players, wins)
