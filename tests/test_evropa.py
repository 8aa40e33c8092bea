"""Upoznaj Evropu, seed 000, section UPOZNAJ EVROPU: the Memo game and the shedding game."""

from __future__ import annotations

import pytest

from rules import GAMES
from rules.bots.evropa import MemoBot, SheddingBot
from rules.core import (
    BadOption,
    CardMoved,
    Deal,
    DealEnded,
    Draw,
    Flip,
    IllegalAction,
    Pass,
    Play,
    Rng,
)
from rules.countries import COUNTRIES, DECKS
from rules.evropa import CardFlipped, PairFound, deck_of, partner

MEMO = GAMES["evropa_memo"]
SHED = GAMES["evropa"]


def test_the_deck_is_56_cards_28_pairs_of_a_map_and_a_flag():
    # "Komplet se sastoji iz 56 karata, tačnije 28 parova."
    deck = deck_of("seed28")
    assert len(deck) == 56 == len(set(deck))
    assert all(partner(c) in deck for c in deck)
    assert {c.split(":")[1] for c in deck} == {"map", "flag"}
    assert all(c.split(":")[0] in COUNTRIES for c in deck)


def test_a_player_may_choose_all_of_europe_or_a_smaller_set():
    assert len(MEMO.new_match(1, options={"countries": "all"}).zones()["grid"]) == \
        2 * len(DECKS["all"])
    assert len(MEMO.new_match(1, options={"countries": "six"}).zones()["grid"]) == 12


# -- Memo ---------------------------------------------------------------------

GRID = ["RS:map", "HU:flag", "RS:flag", "HU:map"]


def test_memo_all_cards_lie_face_down():
    # "Sve karte se poređaju na sto, licem na dole."
    m = MEMO.new_match(2, deck=GRID, dealer=1)
    assert m.view(0)["grid"] == ["?", "?", "?", "?"]
    assert all(not e.face_up for e in m.opening_events if isinstance(e, CardMoved))


def test_memo_a_turn_opens_two_cards_and_a_pair_is_kept():
    # "Svako na svom potezu otvara dve karte, a ukoliko se pokaže, da je otvorio
    # odgovarajuće, sparuje ih i uzima sebi."
    m = MEMO.new_match(2, deck=GRID, dealer=1)
    assert m.current_player == 0
    assert m.apply(Flip(0)) == [CardFlipped(0, "RS:map", True)]
    assert m.view(1)["grid"][0] == "RS:map"           # everybody sees it
    events = m.apply(Flip(2))
    assert PairFound(0, "RS") in events
    assert sorted(m.view(0)["pairs"][0]) == ["RS:flag", "RS:map"]
    assert m.view(0)["grid"][0] is None and m.scores == [1, 0]


def test_memo_a_miss_turns_both_back_in_their_place():
    # "Posle promašaja, isti igrač zatvara obe karte i vraća ih na svoje mesto."
    m = MEMO.new_match(2, deck=GRID, dealer=1)
    m.apply(Flip(0))
    events = m.apply(Flip(1))
    assert CardFlipped(0, "RS:map", False) in events and CardFlipped(1, "HU:flag", False) in events
    assert m.view(0)["grid"] == ["?", "?", "?", "?"]
    assert m.current_player == 1


def test_memo_a_pair_earns_another_turn_unless_the_option_says_no():
    m = MEMO.new_match(2, deck=GRID, dealer=1)
    m.apply(Flip(0))
    m.apply(Flip(2))
    assert m.current_player == 0
    m = MEMO.new_match(2, deck=GRID, dealer=1, options={"another_turn": False})
    m.apply(Flip(0))
    m.apply(Flip(2))
    assert m.current_player == 1


def test_memo_an_open_card_cannot_be_flipped_again():
    m = MEMO.new_match(2, deck=GRID, dealer=1)
    m.apply(Flip(0))
    with pytest.raises(IllegalAction):
        m.apply(Flip(0))


def test_memo_ends_when_the_grid_is_empty_most_pairs_win():
    m = MEMO.new_match(1, deck=GRID)
    for i in (0, 1, 0, 2, 1, 3):
        m.apply(Flip(i))
    assert m.is_over and m.scores == [2] and m.view(0)["moves"] == [3]


def test_memo_bot_with_a_good_memory_finds_a_pair_it_has_seen():
    m = MEMO.new_match(2, deck=GRID, dealer=1)
    m.apply(Flip(0))
    m.apply(Flip(1))                        # a miss: RS:map at 0 and HU:flag at 1 were seen
    bot = MemoBot("hard")
    first = bot.choose(m.view(1), m.legal_actions(1), Rng(1))
    assert first.index in (2, 3)            # nothing known pairs up: try an unseen card
    m.apply(first, 1)
    second = bot.choose(m.view(1), m.legal_actions(1), Rng(2))
    assert second.index == {2: 0, 3: 1}[first.index]


def test_memo_bots_never_cheat_they_see_only_the_view():
    view = MEMO.new_match(2, deck=GRID, dealer=1).view(0)
    assert "RS:map" not in str(view)


def test_memo_hard_bots_beat_easy_bots():
    wins = {"easy": 0, "hard": 0}
    for seed in range(60):
        m = MEMO.new_match(2, seed=seed, options={"countries": "ten"}, dealer=seed % 2)
        bots = [MemoBot("easy"), MemoBot("hard")]
        rngs = [Rng(f"e{seed}"), Rng(f"h{seed}")]
        while not m.is_over:
            s = m.current_player
            m.apply(bots[s].choose(m.view(s), m.legal_actions(s), rngs[s]), s)
        wins["easy"] += m.scores[0] > m.scores[1]
        wins["hard"] += m.scores[1] > m.scores[0]
    assert wins["hard"] > 2 * wins["easy"]


# -- the shedding game ------------------------------------------------------------

def shed_deck(hands: list[list[str]], stock: list[str], dealer: int) -> list[str]:
    """Hands dealt one at a time from the player after the dealer, then the stock."""
    n = len(hands)
    deck = []
    for i in range(4 * n):
        seat = (dealer + 1 + i) % n
        deck.append(hands[seat][i // n])
    return deck + stock


HANDS = [["RS:map", "HU:map", "AT:map", "IT:flag"], ["RS:flag", "DE:map", "FR:map", "ES:map"]]
STOCK = ["HU:flag", "AT:flag", "IT:map", "DE:flag", "FR:flag", "ES:flag"]


def shed(hands=HANDS, stock=STOCK, dealer=1, **options):
    return SHED.new_match(len(hands), seed=3, deck=shed_deck(hands, stock, dealer),
                          dealer=dealer, options=options)


def test_deal_four_each_and_the_rest_face_down():
    # "Delitelj meša i deli, svakome po 4 karte, a ostatak spušta na sredinu stola, licem na dole."
    m = shed()
    assert m.view(0)["hand"] == HANDS[0] and m.view(1)["hand"] == HANDS[1]
    assert m.view(0)["stock_size"] == len(STOCK)


def test_two_to_four_players():
    # "BROJ IGRAČA : 2, do 4."
    assert (SHED.min_players, SHED.max_players) == (2, 4)
    with pytest.raises(BadOption):
        SHED.new_match(5)


def test_cover_the_card_on_the_table_with_its_pair():
    # "odbačenu kartu na stolu, pokriti odgovarajućom, sistem mapa-zastava"
    m = shed()
    assert m.current_player == 0                      # the player after the dealer opens
    m.apply(Play(("HU:map",)))
    assert m.legal_actions(1) == [Draw()]             # seat 1 has no HU:flag
    m2 = shed()
    m2.apply(Play(("RS:map",)))
    assert m2.legal_actions(1) == [Play(("RS:flag",))]  # map with its flag, and only that


def test_after_covering_play_one_more_card_of_any_kind():
    # "Ako igrač pokrije odigranu kartu, odmah odigrava još jednu iz ruke, bilo koju"
    m = shed()
    m.apply(Play(("RS:map",)))
    m.apply(Play(("RS:flag",)))
    assert m.current_player == 1
    assert set(m.legal_actions()) == {Play((c,)) for c in ["DE:map", "FR:map", "ES:map"]}
    m.apply(Play(("DE:map",)))
    assert m.current_player == 0 and m.view(0)["pile"][-1] == "DE:map"


def test_without_the_pair_draw_one_and_keep_it():
    # "vuče jednu sa Ostatka ... Ako nije izvukao neophodnu kartu, on je zadržava u rukama"
    m = shed(stock=["AT:flag", "HU:flag", "IT:map", "DE:flag", "FR:flag", "ES:flag"])
    m.apply(Play(("HU:map",)))
    m.apply(Draw())
    assert "AT:flag" in m.view(1)["hand"] and m.current_player == 0


def test_a_drawn_pair_is_played_at_once_and_then_one_more():
    # "Ako je to slučajno ona koja je potrebna, odmah je odigrava, a zatim igra još jednu."
    m = shed()
    m.apply(Play(("HU:map",)))
    m.apply(Draw())                                    # HU:flag on top of the stock
    assert m.view(0)["pile"][-1] == "HU:flag"
    assert m.current_player == 1 and all(isinstance(a, Play) for a in m.legal_actions())


def test_first_out_scores_zero_others_their_cards():
    # "Pobednik deljenja ... dobija 0 bodova, a svima ostalima se upisuje onoliko,
    # koliko im je karata ostalo u rukama."
    hands = [["RS:map", "HU:map", "AT:map", "IT:flag"], ["RS:flag", "HU:flag", "AT:flag", "IT:map"]]
    m = shed(hands=hands, stock=["DE:map", "DE:flag"])
    for code in ("RS:map", "RS:flag", "HU:flag", "HU:map", "AT:map", "AT:flag"):
        m.apply(Play((code,)))
    events = m.apply(Play(("IT:map",)))               # seat 1's last card, as its extra card
    assert [e for e in events if isinstance(e, DealEnded)]
    assert m.scores == [1, 0] and m.view(0)["last_winner"] == 1
    assert m.view(0)["last_deal"] == {"winners": [1], "ending": "out", "gained": [1, 0]}


def played_out(seeds: range):
    """Every (match before, events) of random shedding matches, 3 players."""
    from rules.playout import random_step

    for seed in seeds:
        m = SHED.new_match(3, seed=seed, options={"countries": "six"})
        rng = Rng(seed)
        while not m.is_over:
            before = {"pile": list(m.pile), "stock": len(m.stock), "legal": m.legal_actions()}
            seat, action = random_step(m, rng)
            yield before, action, m.apply(action, seat), m


def test_stock_runs_out_the_pile_but_its_top_becomes_the_new_stock():
    # The seed is silent: the pile but its top card is shuffled into a new stock.
    seen = 0
    for before, action, events, m in played_out(range(40)):
        back = [e for e in events if isinstance(e, CardMoved) and e.src == "pile"]
        if back:
            seen += 1
            assert before["stock"] == 0 and isinstance(action, Draw)
            assert sorted(e.code for e in back) == sorted(before["pile"][:-1])
            assert m.pile[0] == before["pile"][-1]
    assert seen > 0


def test_no_stock_and_nothing_to_shuffle_means_pass():
    seen = 0
    for before, action, events, m in played_out(range(40)):
        if before["legal"] == [Pass()]:
            seen += 1
            assert before["stock"] == 0 and len(before["pile"]) == 1
    assert seen > 0


def test_shedding_bots_play_legally_and_normal_guards_its_cards():
    m = shed()
    bot = SheddingBot("normal")
    m.apply(Play(("RS:map",)))
    m.apply(Play(("RS:flag",)))
    action = bot.choose(m.view(1), m.legal_actions(1), Rng(3))
    assert action in m.legal_actions(1)


def test_between_deals_the_winner_deals():
    from rules.playout import random_step

    m = SHED.new_match(2, seed=4)
    rng = Rng(4)
    while not m.is_over:
        if m.view(0)["phase"] == "between":
            winner = m.view(0)["last_winner"]
            assert m.current_player == winner and m.legal_actions() == [Deal()]
        m.apply(*reversed(random_step(m, rng)))


@pytest.mark.parametrize("game", ["evropa", "evropa_memo"])
@pytest.mark.parametrize("lang", ["sr-Latn", "en"])
def test_the_rules_page_says_how_the_maps_are_drawn(game, lang):
    """The issue: "Maps follow UN cartographic practice … Say so in the rules page."."""
    from game.i18n import rules_page

    page = rules_page(game, lang)
    assert "1244" in page and "Natural Earth" in page
    assert ("Kosovo" in page) and ("Krim" in page or "Crimea" in page)
    assert "Kipar" in page or "Cyprus" in page
