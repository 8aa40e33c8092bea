"""Remino UNO — seed 000, section "Remino UNO": one test per rule sentence.

Deals come from literal decks (`deal`): seat 0 plays first (the dealer is the last
seat) and gets the 15th card. Scenarios later in a deal set the position with
`position` (a rules test only: cards it moves are not conserved).
"""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest

from rules import GAMES
from rules.bots import BOTS, bot_rng
from rules.checks import cards, check_action, check_views
from rules.core import (
    Deal,
    DealEnded,
    Draw,
    IllegalAction,
    MatchEnded,
    Pass,
    Play,
    Rng,
    TurnSkipped,
)
from rules.decks import uno_112
from rules.playout import random_step
from rules.remino import (
    OPENING_ROUND,
    LayOff,
    Meld,
    Penalised,
    TakeBack,
    TakePile,
    TakeUnder,
    as_meld,
    can_go_out,
    group_order,
    is_group,
    is_meld,
    is_run,
    lay_offs,
    melds_in,
    points,
    take_backs,
    why_not_a_meld,
)
from rules.uno_family import DealScored

SPEC = GAMES["remino"]
FILL = [f"{c}{n}" for n in range(1, 10) for c in "RYGB"] * 2


def deal(hands, turned=("R5", "G3"), players=None, **options):
    """A deal of `hands` (seat 0 first, 15 cards; others 14, filled with numbers),
    then the cards `turned` for the card under the stock and the pile, then the
    rest of the 112 cards as the stock."""
    players = players or len(hands)
    hands = [list(h) for h in hands] + [[] for _ in range(players - len(hands))]
    left = Counter(uno_112()) - Counter(c for h in hands for c in h) - Counter(turned)
    pool = [c for c in FILL if left[c] > 0 and not left.subtract([c])]
    for seat, hand in enumerate(hands):
        while len(hand) < (15 if seat == 0 else 14):
            hand.append(pool.pop(0))
    deck = [hands[i % players][i // players] for i in range(14 * players + 1)]
    deck += list(turned)
    rest = Counter(uno_112()) - Counter(deck)
    deck += [c for c in dict.fromkeys(uno_112()) for _ in range(rest[c])]
    return SPEC.new_match(players, seed=1, options=options, deck=deck, dealer=players - 1)


def position(match, round=4, seat=0, phase="meld", hands=None, melds=(), pile=None,
             opened=None, stock=None, under="unchanged"):
    """Put the match in a scenario's position: `round` (seat 0's turn), hands, melds."""
    match.slot = (round - 1) * match.players + seat
    match.current_player, match.phase = seat, phase
    for s, hand in (hands or {}).items():
        match.hands[s] = hand.split()
    match.melds = [{"owner": 1, "cards": m.split()} for m in melds]
    if pile is not None:
        match.pile = pile.split()
    if stock is not None:
        match.stock = stock.split()
    if under != "unchanged":
        match.under = under
    match.opened = list(opened or [True] * match.players)
    match._legal_cache.clear()
    return match


def do(match, *texts):
    events = []
    for text in texts:
        events += match.apply(SPEC.parse_action(text))
    return events


def refused(match, text):
    """The reason `apply` refuses the action with; `refusal` gives the same one beforehand
    (what the table says while the cards are being chosen)."""
    action = SPEC.parse_action(text)
    told = match.refusal(action)
    with pytest.raises(IllegalAction) as caught:
        match.apply(action)
    assert told == caught.value.reason
    return told


# -- DELJENJE -------------------------------------------------------------------

def test_fourteen_each_fifteen_to_the_first():
    # "Delitelj deli svakom igraču po 14 karata, a prvom desnom od sebe, 15."
    m = deal([[], [], []])
    assert [len(h) for h in m.hands] == [15, 14, 14]
    assert m.current_player == 0 and m.dealer == 2


def test_the_first_number_turned_stays_under_the_stock_specials_are_out():
    # "Prva Brojčana karta, koja se pojavi, tu i ostaje." / "Eventualne Specijalke ...
    # ne učestvuju u daljoj igri" / "Kada se i na Hrpi okaže karta sa brojem"
    m = deal([[]], turned=("Rskip", "W", "B7", "Wd4", "G4"), players=2)
    assert m.under == "B7"
    assert m.dead == ["Rskip", "W", "Wd4"]
    assert m.pile == ["G4"]
    assert cards(m) == Counter(uno_112())


# -- TOK IGRE ---------------------------------------------------------------------

def test_the_first_player_only_discards_a_number_card():
    # "u prvom potezu samo jednu odbacuje na Hrpu. To obavezno mora biti Brojčana karta."
    m = deal([["Rskip", "W", "R0"]], players=2)
    legal = m.legal_actions()
    assert Draw() not in legal and all(isinstance(a, Play) for a in legal)
    assert Play(("Rskip",)) not in legal and Play(("R0",)) not in legal
    do(m, "play R1")
    assert m.current_player == 1 and m.phase == "draw"


def test_a_turn_draws_from_the_stock_then_discards():
    # "igrači najpre vuku sa Ostatka, a posle toga odbacuju jednu kartu na Hrpu"
    m = deal([[]], players=2)
    do(m, "play R1")
    assert refused(m, "play R2") == "draw_then_discard"
    top = m.stock[0]
    do(m, "draw")
    assert m.hands[1][-1] == top
    do(m, f"play {next(c for c in m.hands[1] if c[1:].isdigit() and c[1] != '0')}")
    assert m.current_player == 0


def test_no_melds_in_the_first_round_any_one_meld_opens_from_the_second():
    # "U II-om i III-em krugu igre, svi igrači nastoje da se „otvore“ ... dovoljeno je,
    # da se na sto spusti samo jedna, bilo kakva Kombinacija."
    m = position(deal([[]], players=2), round=1, hands={0: "R1 R2 R3 G7 G9"}, opened=[False] * 2)
    assert not any(isinstance(a, Meld) for a in m.legal_actions())
    position(m, round=2, hands={0: "R1 R2 R3 G7 G9"}, opened=[False] * 2)
    assert Meld(("R1", "R2", "R3")) in m.legal_actions()
    do(m, "meld R1 R2 R3")
    assert m.opened[0]


def test_only_number_cards_are_discarded_in_the_first_three_rounds():
    # "U prva tri kruga igre, na Hrpu svi odbacuju samo Brojčane karte."
    m = position(deal([[]], players=2), round=3, hands={0: "Rskip Rd2 Wd4 R7"}, pile="R5",
                 under="B1")
    assert m.legal_actions() == [Play(("R7",))]


def test_from_round_four_an_opened_player_discards_specials():
    # "Počev od IV-og kruga, na Hrpu se mogu odbacivati i Specijalke : „Stop“,„2+“ i „4+“."
    m = position(deal([[]], players=2), round=4, hands={0: "Rskip Rd2 Wd4 R7"}, pile="R5",
                 under="B1")
    assert {Play(("Rskip",)), Play(("Rd2",)), Play(("Wd4",))} <= set(m.legal_actions())


def test_not_open_in_round_four_pays_ten_then_five_each_round():
    # "U tom krugu, svako ko se nije otvorio, dobija kaznu, od po +10 bodova. U svakom
    # sledećem krugu, igrač dobija po 5 bodova, sve dok se ne otvori."
    m = position(deal([[]], players=2), round=3, seat=1, hands={1: "R1 R5 G7"},
                 opened=[True, False])
    events = do(m, "play R1")
    assert Penalised(1, 10, "not_open") in events and m.scores == [0, 10]
    m.opened[1] = False
    position(m, round=4, seat=1, hands={1: "R1 R5 G7"}, opened=[True, False])
    assert Penalised(1, 5, "not_open") in do(m, "play R1")
    assert m.scores == [0, 15]
    # the penalties are a part of the deal's points, said at its end
    assert m.view(0)["extras"] == [{}, {"not_open": 15}]


def test_an_unopened_player_may_not_lay_off_nor_discard_specials():
    # "Igrač koji se nije otvorio, ništa od ovoga ne sme činiti."
    m = position(deal([[]], players=2), round=5, hands={0: "R4 Rskip G8 G9"}, pile="R5",
                 melds=["R1 R2 R3"], opened=[False, True])
    legal = m.legal_actions()
    assert not any(isinstance(a, LayOff) for a in legal)
    assert Play(("Rskip",)) not in legal


def test_lay_offs_wait_for_round_four_unless_the_option_says_once_open():
    # "Igrač, koji se otvorio, od IV-og kruga ima pravo: izlagati, prilagati ..."
    m = position(deal([[]], players=2), round=3, hands={0: "R4 G8 G9"}, melds=["R1 R2 R3"])
    assert LayOff(0, ("R1", "R2", "R3", "R4")) not in m.legal_actions()
    m = position(deal([[]], players=2, layoffs="once_open"), round=3, hands={0: "R4 G8 G9"},
                 melds=["R1 R2 R3"])
    assert LayOff(0, ("R1", "R2", "R3", "R4")) in m.legal_actions()


def test_an_opened_player_may_take_the_pile_card_to_meld_it_at_once():
    # "Ako se već ranije otvorio, umesto sa Ostatka, ... može vući i gornju kartu sa Hrpe,
    # pod uslovom, da je odmah zatim izlaže, ili prilaže."
    m = position(deal([[]], players=2), round=5, phase="draw", hands={0: "Y6 G6 R9 B2"},
                 pile="R3 B6")
    assert TakePile() in m.legal_actions()
    do(m, "take")
    assert m.legal_actions() == [Meld(("Y6", "G6", "B6"))]
    assert refused(m, "play R9") == "use_the_pile_card"
    assert m.refusal(Meld(("Y6", "G6", "B6"))) is None
    # a meld without the pile's card is refused for that; cards that make no meld, for that
    position(m, round=5, phase="use", hands={0: "Y6 G6 R9 B2 R7 R8 B6"}, pile="R3")
    m.taken = "B6"
    assert refused(m, "meld R9 R7 R8") == "use_the_pile_card"
    assert refused(m, "meld R7 R8 B2") == "meld_run"
    assert refused(m, "meld Y6 B6") == "meld_too_short"
    position(m, round=5, phase="draw", hands={0: "Y6 G6 R9 B2"}, pile="R3 B6",
             opened=[False, True])
    assert TakePile() not in m.legal_actions()


# -- IZLOŠCI ----------------------------------------------------------------------

def test_groups_three_or_four_of_a_number_in_different_colours_one_joker():
    # "Grupu čine 3, ili 4 karte istog broja i obavezno, različitih boja. U Grupi se
    # može naći i Džoker, ali samo jedan."
    assert is_group(("R5", "Y5", "G5")) and is_group(("R5", "Y5", "G5", "B5"))
    assert is_group(("R5", "Y5", "J")) and is_group(("R5", "Y5", "G5", "J"))
    assert not is_group(("R5", "R5", "G5")) and not is_group(("R5", "J", "J"))
    assert not is_group(("R5", "Y5")) and not is_group(("R5", "Y5", "G5", "B5", "J"))


def test_jokers_only_in_groups_semafor_and_most_only_in_runs():
    # "Džokeri se samo u Grupama i mogu izlagati. ... niti se naći u Nizovima."
    assert not is_run(("R1", "J", "R3"))
    assert not is_group(("R5", "Y5", "W")) and not is_group(("R5", "Y5", "Rrev"))


def test_cards_that_make_no_meld_are_refused_saying_what_a_meld_allows():
    # "Grupu čine 3, ili 4 karte istog broja i obavezno, različitih boja"; "Džokeri se
    # samo u Grupama i mogu izlagati"; "Nule se ne smeju naći u Nizovima"
    hand = "R5 Y5 Y5 G5 B5 J J B7 B8 R0 R1 R2 Rskip W Rrev"
    m = position(deal([[]], players=2), round=2, hands={0: hand}, pile="R5")
    assert refused(m, "meld R5 Y5 Y5") == "meld_group_colours"
    assert refused(m, "meld R5 Y5 J J") == "meld_one_joker"
    assert refused(m, "meld R5 Y5 G5 B5 J") == "meld_group_size"
    assert refused(m, "meld B7 B8 J") == "meld_joker_in_groups"
    assert refused(m, "meld R0 R1 R2") == "meld_zeros"
    assert refused(m, "meld R1 R2 Rskip") == "meld_no_specials"
    assert refused(m, "meld R1 W Rrev") == "meld_wilds_in_runs"
    assert refused(m, "meld R1 R2 B7") == "meld_run"
    assert refused(m, "meld R5 Y5") == "meld_too_short"


def test_a_meld_is_legal_whatever_order_its_cards_are_named_in():
    # "Grupu čine 3, ili 4 karte istog broja i obavezno, različitih boja" and "Nizovi se
    # formiraju, od 1, do 9.": a meld is a fact of its cards. Named in another order they
    # are laid in the meld's own order, and the save keeps that order.
    m = position(deal([[]], players=2), hands={0: "G5 R5 Y5 R3 R1 R2 B9"}, pile="R5")
    assert m.is_legal(Meld(("G5", "R5", "Y5"))) and m.is_legal(Meld(("R3", "R1", "R2")))
    do(m, "meld G5 R5 Y5", "meld R3 R1 R2")
    assert [mel["cards"] for mel in m.melds] == [["R5", "Y5", "G5"], ["R1", "R2", "R3"]]
    assert [text for _, text in m.to_json()["actions"]] == ["meld R5 Y5 G5", "meld R1 R2 R3"]
    # a run through a Semafor and a Most, named backwards
    m = position(deal([[]], players=2), hands={0: "B4 Brev W R2 R1 Y9"}, pile="R5")
    do(m, "meld B4 Brev W R2 R1")
    assert m.melds[0]["cards"] == ["R1", "R2", "W", "Brev", "B4"]
    # cards that make no meld in any order are still refused, saying why
    position(m, hands={0: "R1 R3 G9"})
    assert refused(m, "meld R3 R1 G9") == why_not_a_meld(("R3", "R1", "G9"))
    # the pile's card, taken, is melded at once ("pod uslovom, da je odmah zatim izlaže"):
    # named in any order, but never a meld without it
    m = position(deal([[]], players=2), round=5, phase="draw", hands={0: "Y6 G6 R7 R8 R9 B2"},
                 pile="R3 B6")
    do(m, "take")
    assert not m.is_legal(Meld(("R7", "R8", "R9")))
    do(m, "meld B6 G6 Y6")
    assert m.melds[-1]["cards"] == ["Y6", "G6", "B6"]


def test_lay_offs_and_take_backs_are_legal_whatever_order_their_cards_are_named_in():
    # "Prilagati se može, kao i u svakom drugom Remiju, kako na Grupe, tako i na Nizove u
    # boji." and "Iz Niza se mogu uzeti i po nekoliko karata odjednom.": the cards decide,
    # not the order they are named in
    m = position(deal([[]], players=2), hands={0: "Y6 G5 R1 R2"},
                 melds=["R6 B6 J", "G6 G7 G8"], pile="R5")
    do(m, "layoff 0 Y6 J B6 R6", "layoff 1 G6 G7 G8 G5")
    assert [mel["cards"] for mel in m.melds] == [["R6", "Y6", "B6", "J"], ["G5", "G6", "G7", "G8"]]
    m = position(deal([[]], players=2), hands={0: "G9 R1 R2"}, melds=["G7 G8 W B9"])
    do(m, "takeback 0 G9 G8 G7")
    assert m.melds[0]["cards"] == ["G7", "G8", "G9"]
    assert sorted(m.hands[0]) == ["B9", "R1", "R2", "W"]
    assert m.to_json()["actions"][-1][1] == "takeback 0 G7 G8 G9"
    # a lay-off whose cards do not grow the meld in any order is refused
    assert not m.is_legal(LayOff(0, ("R1", "G7", "G8", "G9")))


def test_is_legal_answers_as_the_legal_list_without_listing_a_big_hands_melds():
    # "dovoljeno je, da se na sto spusti samo jedna, bilo kakva Kombinacija": each meld of
    # a hand of 25 cards rich in wilds is judged from its cards; the thousands of melds are
    # not listed to judge one, and the answers are the list's
    m = position(deal([[]], players=2), hands={0: BIG_HAND}, melds=["Y1 Y2 Y3", "R6 B6 J"],
                 pile="R5")
    assert m.is_legal(Meld(("R9", "R7", "R8"))) and m.is_legal(LayOff(1, ("R6", "B6", "J", "Y6")))
    assert not m.is_legal(Meld(("R9", "R8", "Y7"))) and not m.is_legal(Play(("W",)))
    assert m.is_legal(Play(("R2",))) and not m.is_legal(Draw())
    assert m._legal_cache == {}
    do(m, "meld R9 R7 R8")
    assert m._legal_cache == {} and m.melds[-1]["cards"] == ["R7", "R8", "R9"]
    legal = m.legal_actions()
    assert all(m.is_legal(a) for a in legal)
    kinds = {(type(a), getattr(a, "meld", None), tuple(sorted(a.codes))) for a in legal
             if isinstance(a, Meld | LayOff)}
    hand = sorted(set(m.hands[0]))
    for three in permutations(hand, 3):
        assert m.is_legal(Meld(three)) == ((Meld, None, tuple(sorted(three))) in kinds), three
    for k, meld in enumerate(m.melds):
        for code in hand:
            for new in ((*meld["cards"], code), (code, *meld["cards"])):
                assert m.is_legal(LayOff(k, new)) == (
                    (LayOff, k, tuple(sorted(new))) in kinds), new


def test_the_joker_comes_back_when_the_group_has_all_four_colours():
    # "Kada se Grupa kompletira sa kartama sve četiri boje, Džoker se uzima u list."
    assert lay_offs(("R5", "Y5", "G5", "J"), ["B5"]) == [(("R5", "Y5", "G5", "B5"), ("J",))]
    assert lay_offs(("R5", "Y5", "J"), ["G5"]) == [(("R5", "Y5", "G5", "J"), ())]
    m = position(deal([[]], players=2), hands={0: "B5 R9 G9"}, melds=["R5 Y5 G5 J"])
    do(m, "layoff 0 R5 Y5 G5 B5")
    assert m.hands[0] == ["R9", "G9", "J"]


def test_zero_groups_zeros_never_in_runs():
    # "Grupe Nula su specifične u toliko, što se ove karte ne smeju ređati u Nizovima"
    assert is_group(("R0", "Y0", "J")) and not is_run(("R0", "R1", "R2"))
    # "Nule se mogu prilagati na već postojeće Grupe Nula"
    assert lay_offs(("R0", "Y0", "G0"), ["B0"]) == [(("R0", "Y0", "G0", "B0"), ())]


def test_a_zero_is_discarded_only_as_the_closing_card():
    # "a jedna se sme odbaciti i na Hrpu, ali samo u poslednjem potezu, kada igrač sa
    # njom „zatvara“."
    m = position(deal([[]], players=2), hands={0: "R0 G4"}, pile="R5")
    assert Play(("R0",)) not in m.legal_actions()
    position(m, hands={0: "R0"}, pile="R5")
    assert Play(("R0",)) in m.legal_actions()
    assert any(isinstance(e, DealEnded) for e in do(m, "play R0"))


def test_mosts_stand_for_numbers_of_the_run_colour_never_first_or_last():
    # "Mostovi menjaju Sedmicu i Osmicu i takođe moraju biti crveni." / "ove karte ne
    # smeju naći na prvom, ili poslednjem mestu. Mostovi se mogu naći i jedan do drugog"
    assert is_run(("R5", "R6", "Rrev", "Rrev", "R9"))
    assert not is_run(("R5", "R6", "Grev", "Rrev", "R9"))
    assert not is_run(("Rrev", "R6", "R7")) and not is_run(("R5", "R6", "Rrev"))


def test_after_a_semafor_the_run_goes_on_in_another_colour():
    # "Niz iza Semafora mora biti obavezno druge boje." / "Sedmica i Osmica su zelene,
    # sledi Semafor, pa Devetka koja je crvena."
    assert is_run(("G7", "G8", "W", "R9"))
    assert not is_run(("G7", "G8", "W", "G9")) and not is_run(("G7", "G8", "R9"))
    assert not is_run(("W", "G7", "G8", "G9")) and not is_run(("G7", "G8", "G9", "W"))


def test_runs_from_one_to_nine():
    # "Nizovi se formiraju, od 1, do 9. Iza Devetke, a ni ispred Keca, niz se ne može
    # produžavati."
    assert is_run(tuple(f"B{n}" for n in range(1, 10)))
    assert lay_offs(("B7", "B8", "B9"), ["B6", "Brev"]) == [(("B6", "B7", "B8", "B9"), ())]


def test_a_composite_run_two_semafors_three_mosts_two_and_eight_real():
    # "složenog Niza, u kome se boja menja, čak dva puta ... 2 Semafora ... 3 Mosta ...
    # da Dvojka i Osmica nisu „divljaci“."
    assert is_run(("R2", "Rrev", "W", "G4", "Grev", "W", "Brev", "B7", "B8"))


def test_numbers_mosts_and_semafors_are_laid_off():
    # "ovde se pored Brojčanih karata, mogu prilagati, i Mostovi i Semafori."
    offs = {new for new, _ in lay_offs(("G6", "G7", "G8"), ["Grev", "W", "B9", "G5"])}
    assert ("G6", "G7", "G8", "W", "B9") in offs
    assert ("G6", "G7", "G8", "Grev", "W", "B9") not in offs   # the Most would be 9
    assert ("G5", "G6", "G7", "G8") in offs
    m = position(deal([[]], players=2), hands={0: "W B9 R2 R4"}, melds=["G6 G7 G8"])
    do(m, "layoff 0 G6 G7 G8 W B9")
    assert m.melds[0]["cards"] == ["G6", "G7", "G8", "W", "B9"] and m.hands[0] == ["R2", "R4"]


def test_a_runs_lay_offs_ignore_the_cards_that_cannot_grow_it():
    # the lay-offs are searched on the cards that could fit ("Iza Devetke, a ni ispred
    # Keca ...", "Niz iza Semafora mora biti obavezno druge boje"): both ends' colours
    run = ("R2", "R3", "W", "G4", "G5")
    found = lay_offs(run, ["R1", "G6", "Grev"])
    assert ("R1", "R2", "R3", "W", "G4", "G5", "G6") in {new for new, _ in found}
    noise = ["B6", "Y1", "R0", "G3", "Rskip", "Yd2", "J", "Wd4"]
    assert lay_offs(run, ["R1", "G6", "Grev", *noise]) == found
    # with a Semafor in the hand another colour fits after it
    offs = {new for new, _ in lay_offs(run, ["W", "B6"])}
    assert ("R2", "R3", "W", "G4", "G5", "W", "B6") in offs


def test_take_back_example_one_three_mosts_for_blue_five_six_seven():
    # "U I-om primeru, dodaju se 5,6 i 7 plavo, Semafor se pomera, a uzimaju se 3 Mosta."
    run = ("R3", "R4", "Rrev", "Rrev", "Rrev", "W", "B8")
    assert is_run(run)
    new = ("R3", "R4", "W", "B5", "B6", "B7", "B8")
    assert (new, ("Rrev", "Rrev", "Rrev")) in take_backs(run, ["B5", "B6", "B7", "Y1"])
    m = position(deal([[]], players=2), hands={0: "B5 B6 B7 Y1"}, melds=[" ".join(run)])
    do(m, "takeback 0 " + " ".join(new))
    assert sorted(m.hands[0]) == ["Rrev", "Rrev", "Rrev", "Y1"]


def test_take_back_example_two_green_nine_takes_the_blue_nine_and_the_semafor():
    # "U II-om primeru, postavlja se zelena Devetka, a plava i Semafor se uzimaju.
    # Brojčana karta se uzima jedino sa ciljem, da se sa njom uzme i Semafor."
    run = ("G7", "G8", "W", "B9")
    assert (("G7", "G8", "G9"), ("W", "B9")) in take_backs(run, ["G9"])
    assert all("B9" not in taken or "W" in taken
               for _, taken in take_backs(("R5", "R6", "Rrev", "R8", "W", "B9"), ["R7", "G9"]))
    m = position(deal([[]], players=2), hands={0: "G9 R1 R2"}, melds=[" ".join(run)])
    assert TakeBack(0, ("G7", "G8", "G9")) in m.legal_actions()


def test_the_last_card_is_melded_never_discarded():
    # "Poslednja karta iz ruke se ne sme odbaciti na Hrpu, već se mora izložiti."
    m = position(deal([[]], players=2), hands={0: "R7"}, pile="R5")
    assert Play(("R7",)) not in m.legal_actions()
    assert refused(m, "play R7") == "last_card_is_melded"
    position(m, hands={0: "G1 G2 G3"}, pile="R5")
    events = do(m, "meld G1 G2 G3")
    assert DealScored((0,), (-20, sum(points(c) for c in m.hands[1]))) in events


def test_before_closing_the_card_under_the_stock_may_be_drawn():
    # "U poslednjem potezu pred „zatvaranje“, igrač sme vući kartu, koja se nalazi ispod
    # Ostatka, umesto sa njega."
    m = position(deal([[]], players=2), phase="draw", hands={0: "B3 B4"}, under="B5")
    assert TakeUnder() in m.legal_actions()
    do(m, "under", "meld B3 B4 B5")
    assert m.phase == "between" and m.scores[0] == -20 and m.under is None
    position(m := deal([[]], players=2), phase="draw", hands={0: "B3 G4"}, under="B5")
    assert TakeUnder() not in m.legal_actions()


def test_the_card_under_the_stock_is_offered_to_a_hand_of_any_size_that_closes_with_it():
    # "U poslednjem potezu pred „zatvaranje“, igrač sme vući kartu, koja se nalazi ispod
    # Ostatka, umesto sa njega." No hand size is named: fourteen cards that go out in
    # three melds with the card under the stock may take it.
    hand = "R1 R2 R3 R4 R5 G1 G2 G3 G4 G5 B1 B2 B3 B4"
    m = position(deal([[]], players=2), phase="draw", hands={0: hand}, under="B5")
    assert len(m.hands[0]) == 14 and TakeUnder() in m.legal_actions()
    do(m, "under", "meld R1 R2 R3 R4 R5", "meld G1 G2 G3 G4 G5", "meld B1 B2 B3 B4 B5")
    assert m.phase == "between" and m.scores[0] == -20
    # one card that goes nowhere, and the card under the stock is not offered
    m = position(deal([[]], players=2), phase="draw", hands={0: hand + " Y9"}, under="B5")
    assert TakeUnder() not in m.legal_actions()


# a 25-card hand, three Semafors among its wilds: the meld search stopped at 400 runs,
# and R7 R8 R9 was never among them
BIG_HAND = ("B6 B7 B9 Brev G2 G7 Gd2 Gskip R2 R3 R4 R7 R8 R9 Rskip W W W Wd4 Y4 Y5 Y6 Y7 "
            "Y8 Yrev")


def test_every_meld_of_a_big_hand_rich_in_wilds_is_offered_and_may_be_laid():
    # "dovoljeno je, da se na sto spusti samo jedna, bilo kakva Kombinacija": any meld of
    # the hand, however many the hand holds
    m = position(deal([[]], players=2), hands={0: BIG_HAND}, pile="R5")
    melds = [a for a in m.legal_actions() if isinstance(a, Meld)]
    assert len(melds) > 2000 and Meld(("R7", "R8", "R9")) in melds
    assert len(set(melds)) == len(melds)
    do(m, "meld R7 R8 R9")
    assert m.melds[-1]["cards"] == ["R7", "R8", "R9"]


# 30 cards, ten of them wild, that close with the card under the stock: four runs
# through Semafors and Mosts, groups with Džokers, a zero group, a lay-off
CLOSING_30 = ("R1 Rrev W G3 G4 Grev G6  B1 B2 Brev W Y4 Y5  R7 Rrev R9  Y3 Yrev Y5 Y6  "
              "Y2 G2 J  B8 R8 G8 J  B0 G0 J")


def test_the_card_under_the_stock_is_offered_to_thirty_cards_rich_in_wilds():
    # "U poslednjem potezu pred „zatvaranje“, igrač sme vući kartu, koja se nalazi ispod
    # Ostatka": thirty cards, ten wild, go out with it (the search placed meld by meld
    # took seconds on such hands); with a yellow 9 for the red one they don't
    hand = CLOSING_30.replace(" Y5 Y6", " Y6")
    assert len(hand.split()) == 29 and sum(c in ("W", "J") or c.endswith("rev")
                                           for c in hand.split()) == 10
    m = position(deal([[]], players=2), phase="draw", hands={0: hand}, under="Y5")
    assert TakeUnder() in m.legal_actions()
    m = position(deal([[]], players=2), phase="draw", hands={0: hand.replace("R9", "Y9")},
                 under="Y5")
    assert TakeUnder() not in m.legal_actions()


def went_out(hand, table, lay_off):
    """The close search the slow way, as the seed reads: lay the hand's melds and lay-offs
    one at a time (every meld of the cards left, every lay-off that gives nothing back),
    or discard a last zero, until no card is left."""
    if not hand:
        return True
    for meld in melds_in(hand):
        if went_out(list((Counter(hand) - Counter(meld)).elements()), table, lay_off):
            return True
    for i, old in enumerate(table if lay_off else []):
        for new, back in lay_offs(old, hand):
            added = Counter(new) - Counter(old)
            if not back and went_out(list((Counter(hand) - added).elements()),
                                     table[:i] + [new] + table[i + 1:], lay_off):
                return True
    return False


def closes(hand, table, lay_off):
    return went_out(hand, table, lay_off) or any(
        went_out([c for k, c in enumerate(hand) if k != i], table, lay_off)
        for i, c in enumerate(hand) if c[1:] == "0" and i == hand.index(c))


TABLES = [[], ["Y1 Y2 Y3", "G4 G5 Grev G7", "R6 B6 J"], ["G2 W R3 Rrev R5", "Y0 G0 B0"]]


@pytest.mark.parametrize("seed", range(4))
def test_the_close_search_agrees_with_laying_meld_by_meld(seed):
    # hands of up to ten cards made of melds (a card more or less), with and without
    # lay-offs on the table: the search by numbers finds what laying them one by one does
    rng = Rng(f"close/{seed}")
    found = Counter()
    for k in range(60):
        pool = uno_112()
        rng.shuffle(pool)
        hand = []
        for _ in range(3):
            melds = [m for m in melds_in(pool[:14]) if not Counter(m) - Counter(pool[:14])]
            if melds and len(hand) < 7:
                hand += melds[rng.below(len(melds))]
            rng.shuffle(pool)
        hand = list((Counter(hand) & Counter(uno_112())).elements())
        if k % 3 == 0:
            hand.append(pool[0])
        elif k % 3 == 1 and hand:
            hand.pop(rng.below(len(hand)))
        table = [tuple(m.split()) for m in TABLES[k % 3]]
        lay_off = k % 2 == 0
        out = can_go_out(hand, table, lay_off, zero_closes=True)
        assert out == closes(hand, list(table), lay_off), (hand, table, lay_off)
        found[out] += 1
    assert found[True] >= 10 and found[False] >= 10


WILD = ("W", "J", "Rrev", "Yrev", "Grev", "Brev")


@pytest.mark.parametrize("seed, size", [(0, 25), (1, 27), (2, 30)])
def test_big_hands_rich_in_wilds_keep_every_meld_and_the_match_ends(seed, size):
    # "dovoljeno je, da se na sto spusti samo jedna, bilo kakva Kombinacija": in a seeded
    # match seat 0's hand grows to 25-30 cards, the stock's wilds first (cards move,
    # none is made); every three cards of it that meld may be laid, no others, and the
    # match, played on at random, keeps its cards and ends
    m = SPEC.new_match(2, seed=seed, options={"deals": "single"})
    rng = Rng(f"big/{seed}")
    deck = cards(m)
    while not (m.current_player == 0 and m.phase == "meld" and m.round >= OPENING_ROUND):
        m.apply(*reversed(random_step(m, rng)))
    hand = m.hands[0]
    for code in sorted(m.stock, key=lambda c: c not in WILD):
        if len(hand) < size:
            m.stock.remove(code)
            hand.append(code)
    m._legal_cache.clear()
    assert len(hand) == size and sum(c in WILD for c in hand) >= 8 and cards(m) == deck
    legal = set(m.legal_actions())
    laid = 0
    for three in permutations(sorted(set(hand)), 3):
        offered = Meld(group_order(three) if is_group(three) else three) in legal
        assert offered == is_meld(three), three
        laid += offered
    assert laid >= 3
    for three in [t for t in permutations(sorted(set(hand)), 3) if not as_meld(t)][:200:20]:
        assert refused(m, "meld " + " ".join(three)) == why_not_a_meld(three)
    steps = 0
    while not m.is_over:
        seat, action = random_step(m, rng)
        check_action(m, seat, action)
        m.apply(action, seat)
        assert cards(m) == deck
        steps += 1
        assert steps < 5000


def test_every_lay_off_on_a_run_is_offered():
    # "izlaganjem i prilaganjem na tuđe izloške": every way the hand grows a run
    m = position(deal([[]], players=2), hands={0: BIG_HAND}, melds=["Y1 Y2 Y3"], pile="R5")
    lays = {a for a in m.legal_actions() if type(a) is LayOff}
    assert len(lays) > 400 and LayOff(0, ("Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8")) in lays


def test_wild_cards_are_never_discarded():
    # "Ove tri vrste Specijalki se ne smeju odbacivati na Hrpu."
    m = position(deal([[]], players=2), hands={0: "W J Rrev"}, pile="R5")
    assert m.legal_actions() == [Draw()]   # nothing to discard: draw again


# -- ODBACIVANJE NA HRPU ------------------------------------------------------------

def test_any_number_but_zero_is_discarded():
    # "Odbaciti se može bilo koja Brojčana karta, osim Nule."
    m = position(deal([[]], players=2), hands={0: "B9 G1 R0 Y4"}, pile="R5")
    assert {a for a in m.legal_actions() if isinstance(a, Play)} == {
        Play(("B9",)), Play(("G1",)), Play(("Y4",))}


def test_stop_and_two_plus_only_on_their_colour():
    # "odbacuju se i „Stop“ i „2+“, ali samo ako je gornja kata na Hrpi iste boje sa njima."
    m = position(deal([[]], players=2), hands={0: "Rskip Gskip Rd2 Bd2 Y4"}, pile="R5")
    plays = {a.codes[0] for a in m.legal_actions() if isinstance(a, Play)}
    assert plays == {"Rskip", "Rd2", "Y4"}


def test_stop_skips_two_plus_draws_two_then_same_colour_or_same_special():
    # "U slučaju da se odbaci Stop, sledeći igrač propušta svoj potez, a ako je odbačena
    # 2+, on još mora i kupiti 2 karte sa Ostatka. Posle propuštenog poteza, sledeći
    # igrač odigrava bilo koju kartu iste boje, ili istu takvu Specijalku"
    m = position(deal([[]], players=3), hands={0: "Rd2 G1 G2", 1: "B1 B2", 2: "R7 B4 Yd2 Gskip"},
                 pile="R5")
    events = do(m, "play Rd2")
    assert TurnSkipped(1) in events and len(m.hands[1]) == 4 and m.current_player == 2
    do(m, "draw")
    plays = {a.codes[0] for a in m.legal_actions() if isinstance(a, Play)}
    assert {"R7", "Yd2"} <= plays and not {"B4", "Gskip"} & plays


def test_a_pile_card_over_a_stop_or_two_plus_obeys_it():
    # "Ako igrač vuče kartu sa Hrpe ..., a ispod nje se okaže „Stop“, ili „2+“, on mora
    # ispoštovati pravila za tu kartu"
    m = position(deal([[]], players=2), phase="draw", hands={0: "Y6 G6 R9 B2"}, pile="Bd2 B6")
    events = do(m, "take", "meld Y6 G6 B6")
    assert TurnSkipped(0) in events and len(m.hands[0]) == 4 and m.current_player == 1


def test_four_plus_on_a_colour_other_than_the_card_under_the_stock():
    # "Ako se na Hrpi nalazi karta bilo koje boje, ali obavezno različite od boje
    # Hand-karte ispod Ostatka, na nju se može igrati i karta „4+“."
    m = position(deal([[]], players=2), hands={0: "Wd4 G1"}, pile="R5", under="B7")
    assert Play(("Wd4",)) in m.legal_actions()
    position(m, hands={0: "Wd4 G1"}, pile="B5", under="B7")
    assert Play(("Wd4",)) not in m.legal_actions()


def test_four_plus_is_paid_or_passed_on_four_eight_twelve():
    # "sledeći igrač kupuje 4 karte sa ostatka i propušta svoj hod ... odigrava još jednu
    # kartu „4+“, pa sada sledeći kupuje 8 karata ... se uvećava, još za 4 karte."
    m = position(deal([[]], players=3), hands={0: "Wd4 G1", 1: "Wd4 Y2 Y3", 2: "B1 B2"},
                 pile="R5", under="B7")
    do(m, "play Wd4")
    assert m.current_player == 1 and m.owed == 4
    assert set(m.legal_actions()) == {Draw(), Play(("Wd4",))}
    do(m, "play Wd4")
    assert m.current_player == 2 and m.owed == 8
    events = do(m, "draw")
    assert len(m.hands[2]) == 10 and TurnSkipped(2) in events and m.current_player == 0


def test_after_a_paid_four_plus_any_number_card_drawing_until_one_comes():
    # "na kartu „4+“ se igra bilo koja Brojčana karta. U slučaju da igrač ima samo
    # Specijalke i Divljake, kupuje sa Ostatka, dok je ne dobije i ne odigra."
    m = position(deal([[]], players=2), hands={0: "W J Rskip"}, pile="R5 Wd4",
                 stock="Gskip Y7 R1 R2")
    assert m.legal_actions() == [Draw()]
    do(m, "draw")
    assert m.legal_actions() == [Draw()]
    do(m, "draw")
    assert m.legal_actions() == [Play(("Y7",))]


# -- ZAVRŠETAK DELJENJA i BODOVANJE ----------------------------------------------------

def test_stock_gone_no_discards_pile_draws_lowest_hand_wins():
    # "Sada odbacivanja više nema. Svako vuče gornju kartu sa Hrpe, a zatim izlaže i
    # prilaže. ... pobednik je igrač, koji ostane sa najmanjim brojem bodova"
    m = position(deal([[]], players=2), phase="draw", hands={0: "R1 W", 1: "J Wd4"},
                 pile="G3 B8", stock="")
    assert m.legal_actions() == [TakePile()]
    do(m, "take")
    assert m.legal_actions() == [Pass()]
    do(m, "pass", "take")
    events = do(m, "pass")
    # "jedina nagrada je, što će to deljenje proći bez ikakvih bodova"
    assert DealScored((0,), (0, 5 + 5 + 1)) in events


def test_going_out_after_the_stock_is_minus_ten():
    # "Ako se oslobodi svojih karata posle istrošenog Ostatka, nagrada je -10 bodova."
    m = position(deal([[]], players=2), phase="draw", hands={0: "Y6 G6", 1: "R1"},
                 pile="B6", stock="")
    events = do(m, "take", "meld Y6 G6 B6")
    assert DealScored((0,), (-10, 1)) in events


def test_card_points():
    # "Brojčane karte po 1 bod, Nula 2, Most 2, Stop 2, 2+ 3, Semafor 4, 4+ 5, Džoker 5"
    assert [points(c) for c in ("R7", "R0", "Rrev", "Rskip", "Rd2", "W", "Wd4", "J")] == [
        1, 2, 2, 2, 3, 4, 5, 5]


def test_the_match_goes_to_a_hundred_and_the_lowest_wins():
    # "Partija traje do 100 i više, a pobednik je igrač sa najmanje bodova"
    m = position(deal([[]], players=2), hands={0: "G1 G2 G3", 1: "J J J J W W W W Wd4 Wd4 "
                                                               "Wd4 Wd4 Rd2 Rd2 Rd2 Rd2 Yd2 "
                                                               "Yd2 Yd2 Yd2 Gd2 Gd2 Gd2 Gd2"})
    m.scores = [30, 20]
    events = do(m, "meld G1 G2 G3")
    assert m.is_over and any(e == MatchEnded((0,), (10, 20 + 92)) for e in events)
    m = position(deal([[]], players=2), hands={0: "G1 G2 G3", 1: "R1"})
    do(m, "meld G1 G2 G3")
    assert not m.is_over and m.legal_actions() == [Deal()]
    do(m, "deal")
    assert m.deal_number == 2 and m.dealer == 0 and m.current_player == 1


# -- the contract, searched bots' view of it --------------------------------------------

def test_sampled_matches_agree_with_the_view():
    rng = Rng(5)
    m = SPEC.new_match(3, seed=5)
    for _ in range(120):
        seat, action = random_step(m, rng)
        m.apply(action, seat)
        if m.is_over:
            break
    view = m.view(m.current_player)
    guess = SPEC.sample(view, Rng(1))
    assert guess.view(view["seat"]) == view
    assert cards(guess) == Counter(uno_112())
    check_views(guess)


def test_saved_matches_resume():
    m = SPEC.new_match(2, seed=3)
    rng = Rng(3)
    for _ in range(200):
        seat, action = random_step(m, rng)
        m.apply(action, seat)
    again = SPEC.from_json(m.to_json())
    assert again.view(0) == m.view(0) and again.view(1) == m.view(1)


# -- bots --------------------------------------------------------------------------

def bot_deal(levels, seed):
    """One deal between bots of `levels` (seat order); the scores."""
    m = SPEC.new_match(len(levels), seed=seed, options={"deals": "single"})
    bots = [BOTS["remino"][level]() for level in levels]
    while not m.is_over:
        seat = m.current_player
        legal = m.legal_actions(seat)
        action = bots[seat].choose(m.view(seat), legal, bot_rng(seed, seat))
        assert action in legal
        m.apply(action, seat)
    return m.scores


def test_normal_beats_easy():
    # "Ishod partije, veoma mnogo zavisi od umešnosti" is said of UNO; in Remino too.
    # Measured over 100 seeded deals: normal wins 84, by 29 points a deal on average;
    # over these 16 it wins all 16 by 41. The bar leaves room for rule changes.
    edges = []
    for seed in range(16):
        levels = ["normal", "easy"] if seed % 2 == 0 else ["easy", "normal"]
        scores = bot_deal(levels, seed)
        normal = levels.index("normal")
        edges.append(scores[1 - normal] - scores[normal])
    assert sum(e > 0 for e in edges) >= 11 and sum(edges) / len(edges) > 10


def test_every_level_plays_legally_with_four():
    assert set(BOTS["remino"]) == {"easy", "normal", "hard", "adaptive"}
    bot_deal(["hard", "normal", "easy", "normal"], seed=2)
