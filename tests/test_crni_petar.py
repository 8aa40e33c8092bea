"""Crni Petar, seed 000, section CRNI PETAR: one test per rule sentence."""

from __future__ import annotations

import pytest
from conftest import stack

from rules import GAMES
from rules.core import (
    BadOption,
    CardMoved,
    Deal,
    DealEnded,
    IllegalAction,
    Pick,
    PlayerOut,
    Said,
    Shuffle,
)
from rules.crni_petar import LayPair, Move, PairLaid, find_pairs, pair_key
from rules.decks import animals_31, piquet_33, piquet_37

SPEC = GAMES["crni_petar"]


def new(hands: list[list[str]], dealer: int = 0, **options):
    return SPEC.new_match(len(hands), seed=1, options=options, deck=stack(hands, dealer),
                          dealer=dealer)


def test_deck_31_cards_15_pairs_and_one_alone():
    # "Špil sadrži 31-u kartu, od kojih su 30, raspoređene u 15 parova po dve i jednu samostalnu."
    deck = animals_31()
    assert len(deck) == 31 == len(set(deck))
    assert len(find_pairs(deck)) == 15
    assert [c for c in deck if pair_key(c) is None] == ["cat"]


def test_a_pair_has_the_same_number():
    # "Po dve karte, koje čine par, na sebi imaju isti broj" (a: mother with young, b: father)
    assert pair_key("07a") == pair_key("07b")
    assert pair_key("07a") != pair_key("08a")


def test_black_tom_cat_cannot_be_paired():
    # "Crni Petar se ne može spariti, pošto ne postoji njegov odgovarajući par."
    assert find_pairs(["cat", "01a", "cat"]) == []
    assert pair_key("X") is None


def test_standard_deck_pairs_by_rank_and_colour_joker_is_crni_petar():
    # "dve crne Sedmice, dve crvene Osmice, dve crvene Dame ... najprikladniji ... je Džoker."
    assert pair_key("7C") == pair_key("7S")
    assert pair_key("8H") == pair_key("8D")
    assert pair_key("QH") == pair_key("QD")
    assert pair_key("7C") != pair_key("7H")
    for deck in (piquet_33(), piquet_37()):
        assert deck.count("X") == 1
        assert len(find_pairs(deck)) == (len(deck) - 1) // 2
    assert (len(piquet_33()), len(piquet_37())) == (33, 37)


def test_two_or_three_players_and_four_as_an_option():
    # "BROJ IGRAČA : Igra je predviđena za 2, ili 3 igrača." (4: beyond the seed)
    assert (SPEC.min_players, SPEC.max_players) == (2, 4)
    with pytest.raises(BadOption):
        SPEC.new_match(5)
    with pytest.raises(BadOption):
        SPEC.new_match(1)


def test_dealer_deals_one_at_a_time_starting_with_himself():
    # "Delitelj deli jednu po jednu kartu, počevši od sebe."
    deck = ["01a", "02a", "03a", "01b", "02b", "03b", "cat"]
    m = SPEC.new_match(3, seed=0, deck=deck, dealer=1, options={"pairing": "manual"})
    dealt = [e for e in m.opening_events if isinstance(e, CardMoved)]
    assert [(e.code, e.dst) for e in dealt] == [
        ("01a", "hand:1"), ("02a", "hand:2"), ("03a", "hand:0"), ("01b", "hand:1"),
        ("02b", "hand:2"), ("03b", "hand:0"), ("cat", "hand:1")]
    assert all(not e.face_up for e in dealt)


@pytest.mark.parametrize("players, cards", [(2, "animals"), (3, "animals"),
                                             (2, "standard_33"), (2, "standard_37"),
                                             (3, "standard_37")])
def test_dealer_ends_with_one_card_more_and_the_whole_deck_is_dealt(players, cards):
    # "On na kraju deljenja ima kartu više." "Špil se deli ceo"
    m = SPEC.new_match(players, seed=3, dealer=0, options={"cards": cards, "pairing": "manual"})
    sizes = m.view(0)["hand_sizes"]
    assert sizes[0] == max(sizes) and all(sizes[0] == s + 1 for s in sizes[1:])
    assert sum(sizes) == {"animals": 31, "standard_33": 33, "standard_37": 37}[cards]
    assert m.view(0)["stock_size"] == 0


def test_pairs_are_shown_and_laid_on_the_table_before_play():
    # "Svako pokušava u rukama spariti odgovarajuće „Parove“, pokazuje ih i spušta ... na sto."
    m = new([["01a", "02a", "01b", "cat"], ["02b", "03a", "03b"]])
    assert m.view(0)["pairs"] == [["01a", "01b"], ["03a", "03b"]]
    assert m.view(0)["hand"] == ["02a", "cat"]
    laid = [e for e in m.opening_events if isinstance(e, CardMoved) and e.dst.startswith("pairs")]
    assert all(e.face_up for e in laid)
    assert sum(isinstance(e, PairLaid) for e in m.opening_events) == 2


def test_play_starts_when_everybody_has_paired_all_they_can():
    # "Kada svi igrači od prvobitno dobijenih karata spare sve što mogu, igra može da počne."
    m = new([["01a", "02a", "01b", "cat"], ["02b", "03a", "03b"]], pairing="manual")
    assert m.current_player is None
    assert m.legal_actions(1)[0] == LayPair("03a", "03b")
    assert not any(isinstance(a, Pick) for s in (0, 1) for a in m.legal_actions(s))
    m.apply(LayPair("03a", "03b"), 1)
    assert m.current_player is None          # seat 0 still has a pair in hand
    m.apply(LayPair("01a", "01b"), 0)
    assert m.current_player == 1
    assert m.legal_actions(1)[0] == Pick(0, 0)


def test_first_turn_is_right_of_dealer():
    # "Prvi je na potezu igrač desno od delitelja" (the next seat in the order of play)
    hands = [["01a", "04a", "cat"], ["02a", "05a"], ["03a", "06a"]]
    assert new(hands).current_player == 1
    rotated = [hands[2], hands[0], hands[1]]
    assert new(rotated, dealer=1).current_player == 2


def test_first_turn_with_two_players_is_the_non_dealer():
    # "... ili nedelitelj, ako u igri učestvuju samo dvoje."
    m = new([["01a", "02a", "cat"], ["01b", "03a"]], dealer=0)
    assert m.current_player == 1


def test_draw_one_card_from_the_opponent_and_keep_it():
    # "Svako na svom potezu izvlači iz lista protivnika jednu kartu, uzima je sebi"
    m = new([["01a", "02a", "cat"], ["03a", "04a"]])
    assert set(m.legal_actions(1)) >= {Pick(0, 0), Pick(0, 1), Pick(0, 2)}
    events = m.apply(Pick(0, 2))
    moved = events[0]
    assert (moved.code, moved.src, moved.dst, moved.face_up) == ("cat", "hand:0", "hand:1", False)
    assert "cat" in m.view(1)["hand"] and m.view(0)["hand"] == ["01a", "02a"]


def test_a_drawn_card_that_pairs_is_laid_on_the_table():
    # "... a ako je to moguće, sparuje je sa odgovarajućom i spušta na sto."
    m = new([["01a", "02a", "cat"], ["01b", "03a"]])
    events = m.apply(Pick(0, 0))
    assert PairLaid(1, "01b", "01a") in events or PairLaid(1, "01a", "01b") in events
    assert sorted(m.view(0)["pairs"][1]) == ["01a", "01b"]
    assert m.view(1)["hand"] == ["03a"]


def test_a_pair_laid_by_hand_when_pairing_is_manual():
    # the "find the pairs yourself" option: the drawn pair waits for the player to lay it
    m = new([["01a", "02a", "cat"], ["01b", "03a"]], pairing="manual")
    m.apply(Pick(0, 0))
    assert m.current_player == 1
    with pytest.raises(IllegalAction) as refused:
        m.apply(Pick(0, 0))
    assert refused.value.reason == "lay_your_pair_first"
    [lay] = [a for a in m.legal_actions() if isinstance(a, LayPair)]
    m.apply(lay)
    assert m.current_player == 0


def test_two_players_draw_from_each_other():
    # "Ako igraju 2 igrača, situacija je prosta, pošto svako izvlači karte iz protivničkog lista."
    m = new([["01a", "02a", "cat"], ["03a", "04a"]])
    m.apply(Pick(0, 0))
    assert m.current_player == 0
    assert all(a.seat == 1 for a in m.legal_actions() if isinstance(a, Pick))


def test_three_players_draw_from_the_left_neighbour():
    # "Ako ih je troje, svako izvlači kartu iz lista svog levog protivnika."
    # Play goes to the right, so the left neighbour is the seat that played before.
    m = new([["01a", "04a", "cat"], ["02a", "05a"], ["03a", "06a"]])
    for drawer, victim in ((1, 0), (2, 1), (0, 2)):
        assert m.current_player == drawer
        picks = [a for a in m.legal_actions() if isinstance(a, Pick)]
        assert picks and all(a.seat == victim for a in picks)
        m.apply(picks[0])


def test_no_pair_says_dalje_and_the_turn_ends():
    # "Posle izvlačenja, ako nema šta spariti, igrač govori „Dalje“, pa se njegov potez ... završava."
    m = new([["01a", "02a", "cat"], ["03a", "04a"]])
    events = m.apply(Pick(0, 0))
    assert Said(1, "dalje") in events
    assert m.current_player == 0


def test_next_player_draws_from_the_one_who_just_finished():
    # "Igra sledeći desni igrač i izvlači kartu od protivnika, koji je upravo završio potez."
    m = new([["01a", "04a", "cat"], ["02a", "05a"], ["03a", "06a"]])
    m.apply(Pick(0, 0))                       # seat 1 finishes
    assert {a.seat for a in m.legal_actions() if isinstance(a, Pick)} == {1}


def test_loser_holds_the_cat_when_all_pairs_are_down():
    # "Kada se spare sve karte, izgubio je igrač, kod koga se on nađe u rukama."
    m = new([["01a", "cat"], ["01b"]], dealer=0)
    # seat 1 starts and draws from the dealer; take the 01a and pair out
    events = m.apply(Pick(0, 0))
    ended = [e for e in events if isinstance(e, DealEnded)]
    assert ended and ended[0].losers == (0,)
    assert m.is_over and m.scores == [1, 0]
    assert m.view(0)["hand"] == ["cat"]


def test_a_player_without_cards_is_out_and_waits():
    # "Pri učešću više igrača, onaj ko ostane bez karata, završava partiju i čeka ishod"
    m = new([["01a", "02a", "05a", "cat"], ["01b", "03a", "06a"], ["02b", "03b", "06b"]])
    m.apply(Pick(0, 0))                             # 1 takes 01a and pairs it
    m.apply(Pick(1, m.view(1)["hand"].index("03a")))  # 2 pairs 03
    m.apply(Pick(2, m.view(2)["hand"].index("02b")))  # 0 pairs 02
    m.apply(Pick(0, m.view(0)["hand"].index("cat")))  # 1 takes the cat
    events = m.apply(Pick(1, m.view(1)["hand"].index("06a")))  # 2 pairs 06: empty
    assert PlayerOut(2) in events and m.view(0)["out"] == [2]
    assert m.current_player == 0 and not m.is_over
    # 2 waits: 0 now draws from 1, the last seat before it that still has cards
    assert {a.seat for a in m.legal_actions() if isinstance(a, Pick)} == {1}
    assert not [a for a in m.legal_actions(2)]


def test_pick_from_a_seat_that_runs_empty_puts_it_out():
    # "onaj ko ostane bez karata, završava partiju": the one drawn from can run out too
    m = new([["01a", "02a", "cat"], ["01b", "03a"], ["02b", "03b"]])
    events = m.apply(Pick(0, 0))
    assert not any(isinstance(e, PlayerOut) for e in events)
    m = new([["01a", "cat"], ["01b", "02a"], ["02b"]], dealer=0)
    m.apply(Pick(0, 0))                    # seat 1 draws 01a and pairs it, keeps 02a
    events = m.apply(Pick(1, 0))           # seat 2 draws seat 1's last card and pairs out
    assert PlayerOut(1) in events and PlayerOut(2) in events


def test_shuffle_or_rearrange_own_hand_any_time_even_out_of_turn():
    m = new([["01a", "02a", "03a", "cat"], ["04a", "05a", "06a"]], dealer=0)
    assert m.current_player == 1
    assert Shuffle() in m.legal_actions(0)
    m.apply(Move(3, 0), 0)
    assert m.view(0)["hand"] == ["cat", "01a", "02a", "03a"]
    before = sorted(m.view(0)["hand"])
    m.apply(Shuffle(), 0)
    assert sorted(m.view(0)["hand"]) == before
    assert m.current_player == 1


def test_several_deals_the_loser_deals_next():
    m = SPEC.new_match(2, seed=5, options={"rounds": 3}, dealer=0)
    while not m.is_over:
        seat = m.current_player
        legal = [a for a in m.legal_actions(seat) if not SPEC.is_free(a)]
        if legal[0] == Deal():
            loser = m.view(0)["losers"][0]
            assert seat == loser
            m.apply(Deal())
            assert m.view(0)["dealer"] == loser
        else:
            m.apply(legal[0])
    assert sum(m.scores) == 3 and m.view(0)["deal"] == 3


def test_bad_deck_and_bad_options_are_clear_errors():
    with pytest.raises(BadOption, match="unknown option"):
        SPEC.new_match(2, options={"colour": "red"})
    with pytest.raises(BadOption, match="pairing"):
        SPEC.new_match(2, options={"pairing": "sometimes"})
    with pytest.raises(BadOption, match="not a deck"):
        SPEC.new_match(2, deck=["01a", "R5"])


def test_ten_thousand_random_matches_end_with_one_loser_holding_the_cat():
    from rules.playout import random_playout

    runs = 0
    for cards in ("animals", "standard_33", "standard_37"):
        for players in (2, 3, 4):
            for seed in range(1112):
                m = random_playout(SPEC, players, seed, {"cards": cards})
                [loser] = m.view(0)["losers"]
                assert m.zones()[f"hand:{loser}"] in (["cat"], ["X"])
                assert sum(len(h) for h in m.zones().values() if h) and m.scores[loser] == 1
                runs += 1
    assert runs >= 10_000
