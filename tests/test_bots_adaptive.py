"""The level that fits the player (rules/bots/adaptive.py): its controller, its mix of
levels, its kindness, and that it reads nothing but its view."""

from __future__ import annotations

import pytest
from conftest import stack

from rules import GAMES
from rules.bots import ADAPTIVE, BOTS, RandomBot, adaptive, bot_rng
from rules import sedam_i_osam as sedam_rules
from rules.bots import sedam_i_osam as sedam_bots
from rules.bots import uno as uno_bots
from rules.core import Accept, CallUno, Catch, Challenge, Draw, Play, Rng


def play_against(chance_to_win, matches: int, seed: int = 1) -> tuple[list[float], list[int]]:
    """The strengths and the child's results over `matches` matches, the child winning
    each with `chance_to_win(strength)`."""
    rng = Rng(seed)
    strength, strengths, results = adaptive.START, [], []
    for _ in range(matches):
        strengths.append(strength)
        won = int(rng.random() < chance_to_win(strength))
        results.append(won)
        strength = adaptive.next_strength(strength, won)
    return strengths, results


@pytest.mark.parametrize("child", [lambda s: 0.95 - 0.6 * s,      # strong: beats easy often
                                   lambda s: 0.7 - 0.6 * s,       # average
                                   lambda s: 0.55 - 0.5 * s])     # beats only the kindest
def test_the_strength_moves_towards_an_even_match(child):
    strengths, results = play_against(child, 600)
    rate = sum(results[100:]) / len(results[100:])
    assert 0.42 < rate < 0.58


def test_the_strength_is_bounded_and_moves_in_small_steps():
    always, _ = play_against(lambda s: 1.0, 40)
    never, _ = play_against(lambda s: 0.0, 40)
    assert always[-1] == 1.0 and never[-1] == 0.0
    for run in (always, never, play_against(lambda s: 0.5, 200)[0]):
        assert all(0.0 <= s <= 1.0 for s in run)
        assert all(abs(b - a) <= adaptive.STEP / 2 + 1e-12 for a, b in zip(run, run[1:]))


def test_a_win_makes_it_stronger_and_a_loss_gentler():
    assert adaptive.next_strength(0.5, 1.0) > 0.5 > adaptive.next_strength(0.5, 0.0)
    assert adaptive.next_strength(0.5, 0.5) == 0.5


def test_every_game_with_levels_offers_it_and_crni_petar_has_one_level():
    for gid, levels in BOTS.items():
        assert (ADAPTIVE in levels) == (len(levels) > 1), gid
    assert ADAPTIVE not in BOTS["crni_petar"]


@pytest.mark.parametrize("strength, level", [(0.5, "normal"), (0.25, "easy"), (1.0, "hard"),
                                             (0.0, "kind")])
def test_at_a_levels_own_strength_it_plays_that_level(strength, level):
    bot = BOTS["adriatic"][ADAPTIVE](strength=strength)
    assert {bot.level(strength, Rng(k)) for k in range(50)} == {level}


def test_between_two_levels_it_mixes_them_in_proportion():
    bot = BOTS["adriatic"][ADAPTIVE](strength=0.4)
    chosen = [bot.level(0.4, Rng(k)) for k in range(1000)]
    assert set(chosen) == {"easy", "normal"}
    assert 0.5 < chosen.count("normal") / 1000 < 0.7   # 0.4 is 60 % of the way to normal


KIND = [["W", "R7", "B2", "B3", "G4", "G6", "G7"],
        ["Y1", "B4", "B5", "B6", "G1", "Y2", "Y3"]]


def test_kind_lays_its_lowest_number_and_keeps_its_jolly_and_high_cards():
    # Below easy in an UNO game it plays the UNO kind bot: it keeps what would win it
    # the deal, and the points a child scores when she goes out.
    deck = stack(KIND, 1) + ["R3", "G2", "Y9", "Y5", "G0", "R0"]
    match = GAMES["adriatic"].new_match(2, seed=1, options={"deals": "single"}, deck=deck,
                                        dealer=1)
    seat = match.current_player
    assert seat == 0
    bot = BOTS["adriatic"][ADAPTIVE](strength=0.0)
    legal = match.legal_actions(0)
    assert {Play(("R7",)), Play(("B3",))} <= set(legal)
    assert any(isinstance(a, Play) and a.colour for a in legal)     # the Jolly could go
    chosen = {bot.choose(match.view(0), legal, Rng(k)) for k in range(40)}
    assert chosen == {Play(("B3",))}


def test_where_a_game_has_no_kind_play_of_its_own_the_kind_move_is_easys_keeping_a_wild():
    # Remino has no kind bot: the fitting level's kindest move is easy's, the wild kept
    # while another card may be played, and nobody caught.
    bot = BOTS["remino"][ADAPTIVE](strength=0.0)
    assert bot.kindest is None
    assert BOTS["uno"][ADAPTIVE](strength=0.0).kindest is not None


SEDAM_KIND = [["KD", "7D", "3D", "JC", "5H"], ["4C", "6S", "QH", "3H", "9C"]]


def sedam_match(hands, top):
    spec = GAMES["sedam_i_osam"]
    order = stack(hands, 0) + [top]
    rest = sedam_rules.VARIANTS[spec.id].deck()
    for code in order:
        rest.remove(code)
    return spec.new_match(len(hands), seed=1, options={"deals": "single"}, deck=order + rest,
                          dealer=len(hands) - 1)


def test_kind_in_sedam_lays_its_cheapest_card_and_keeps_its_seven():
    match = sedam_match(SEDAM_KIND, "9D")
    assert match.current_player == 0
    legal = match.legal_actions(0)
    assert {Play(("KD",)), Play(("7D",)), Play(("3D",))} <= set(legal)
    bot = BOTS["sedam_i_osam"][ADAPTIVE](strength=0.0)
    chosen = {bot.choose(match.view(0), legal, Rng(k)) for k in range(40)} - {CallUno()}
    assert chosen == {Play(("3D",))}
    kind = sedam_bots.KindBot()
    without_three = [a for a in legal if a != Play(("3D",))]
    assert {kind.choose(match.view(0), without_three, Rng(k)) for k in range(40)} == \
        {Play(("KD",))}                      # the King goes before the seven that hits her


def test_kind_in_uno_official_takes_every_plus_four_and_never_bluffs_one():
    kind = BOTS["uno_official"][ADAPTIVE](strength=0.0)
    view = {"seat": 1, "hand": ["R5", "G7"], "colour": "R", "hand_sizes": [3, 2],
            "scores": [0, 0], "challenge": {"seat": 0, "hand_size": 9}}
    legal = [Challenge(), Accept()]
    assert all(kind.choose(view, legal, Rng(k)) == Accept() for k in range(20))
    bluff = {"seat": 1, "hand": ["Wd4", "Rskip"], "colour": "R", "hand_sizes": [3, 2],
             "scores": [0, 0]}
    legal = [Play(("Wd4",), c) for c in "RYGB"] + [Play(("Rskip",)), Draw()]
    chosen = {kind.choose(bluff, legal, Rng(k)) for k in range(40)}
    assert not any(isinstance(a, Play) and a.codes == ("Wd4",) for a in chosen)
    assert chosen <= {Play(("Rskip",)), Draw()}


def test_kind_lets_a_slip_go_and_normal_catches_it():
    view = {"seat": 1, "hand_sizes": [1, 5], "scores": [0, 0]}
    legal = [Catch(0)]
    kind = BOTS["adriatic"][ADAPTIVE](strength=0.0, humans=(0,))
    sound = BOTS["adriatic"][ADAPTIVE](strength=0.5, humans=(0,))
    assert uno_bots.NormalUnoBot().react(view, legal, Rng(0)) == Catch(0)
    assert all(kind.react(view, legal, Rng(k)) is None for k in range(20))
    assert all(sound.react(view, legal, Rng(k)) == Catch(0) for k in range(20))


def test_a_lopsided_deal_makes_it_lean_within_the_match():
    bot = BOTS["adriatic"][ADAPTIVE](strength=0.5, humans=(0,))
    behind = {"seat": 1, "hand_sizes": [12, 2], "scores": [0, 0]}   # the child has 12 cards
    ahead = {"seat": 1, "hand_sizes": [1, 9], "scores": [0, 0]}
    even = {"seat": 1, "hand_sizes": [5, 5], "scores": [0, 0]}
    assert bot.now(behind) < bot.now(even) == 0.5 < bot.now(ahead)
    assert 0.5 - adaptive.LEAN <= bot.now(behind)
    assert BOTS["adriatic"][ADAPTIVE](strength=0.5).now(behind) == 0.5   # nobody to fit
    top = BOTS["adriatic"][ADAPTIVE](strength=0.95, humans=(0,))
    assert 0.9 <= top.now(behind) < 0.95 < top.now(ahead) <= 1.0   # as far up as down
    assert BOTS["adriatic"][ADAPTIVE](strength=1.0, humans=(0,)).now(behind) == 1.0


def test_the_memos_memory_grows_with_its_strength_through_the_levels_own():
    half = [adaptive.memo_half_life(s / 10) for s in range(11)]
    assert half == sorted(half) and half[0] == pytest.approx(adaptive.KIND_HALF_LIFE)
    assert adaptive.memo_half_life(0.25) == pytest.approx(2.0)
    assert adaptive.memo_half_life(0.5) == pytest.approx(8.0)
    assert adaptive.memo_half_life(1.0) == pytest.approx(40.0)


HIDDEN = [["R5", "B9", "B2", "B3", "G4", "G6", "G7"],
          ["W", "B1", "B4", "B5", "B6", "G1", "Y1"],
          ["R8", "R9", "Y7", "Y8", "G8", "G9", "B8"]]


@pytest.mark.parametrize("strength", [0.0, 0.3, 0.7, 1.0])
def test_it_reads_only_its_view(strength, monkeypatch):
    """Two deals that differ only in a hand seat 2 cannot see: the same view, so the
    same move at every strength (the hard part searching small, to stay quick)."""
    from rules.bots import hard
    monkeypatch.setattr(hard, "SAMPLES", 6)
    other = [HIDDEN[0], ["W", "G1", "G2", "G3", "Y2", "Y3", "Y4"], HIDDEN[2]]
    chosen, views = [], []
    for hands in (HIDDEN, other):
        deck = stack(hands, 2) + ["R3", "G2", "Y9", "Y5", "G0", "R0"]
        match = GAMES["adriatic"].new_match(3, seed=1, options={"deals": "single"},
                                            deck=deck, dealer=2)
        match.apply(Play(("R5",)), 0)
        match.apply(Play(("W",), "B"), 1)
        bot = BOTS["adriatic"][ADAPTIVE](strength=strength, humans=(0,))
        views.append(match.view(2))
        chosen.append([bot.choose(match.view(2), match.legal_actions(2), bot_rng(k, 2))
                       for k in range(3)])
    assert views[0] == views[1]
    assert chosen[0] == chosen[1]


def test_kinder_than_easy_the_memo_bot_may_forget_even_the_card_flipped_last():
    """A child who flips at random could never win half against a bot that always
    remembers the last flip; every level but the kindest does."""
    match = GAMES["evropa_memo"].new_match(2, seed=4)
    while match.current_player != 0 or not match.view(0)["log"]:
        match.apply(match.legal_actions()[0])
    view = match.view(0)
    kind = BOTS["evropa_memo"][ADAPTIVE](strength=0.0, humans=(1,))
    kind.choose(view, match.legal_actions(0), Rng(1))
    assert not any(kind.memo.remembered(view, Rng(k)) for k in range(50))
    easy = BOTS["evropa_memo"][ADAPTIVE](strength=adaptive.EASY, humans=(1,))
    easy.choose(view, match.legal_actions(0), Rng(1))
    assert all(easy.memo.remembered(view, Rng(k)) for k in range(50))


def moves_to_end(gid: str, seed: int, limit: int) -> int | None:
    """The moves a single deal takes between play at random (seat 0) and the fitting
    level at its kindest (seat 1), or None when it has not ended after `limit`."""
    match = GAMES[gid].new_match(2, seed=seed, options={"deals": "single"})
    bots = [RandomBot(GAMES[gid].free_verbs), BOTS[gid][ADAPTIVE](strength=0.0, humans=(0,))]
    rngs = [bot_rng(seed, 0), bot_rng(seed, 1)]
    for moves in range(limit):
        if match.is_over:
            return moves
        seat = match.current_player
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat), rngs[seat]),
                    seat)
    return None


@pytest.mark.parametrize("gid", ["uno_official", "uno", "adriatic", "sedam_i_osam"])
def test_against_a_child_who_draws_as_often_as_she_plays_every_deal_ends(gid):
    """In UNO by the maker's rules the kind bot kept back its cards however many the
    child held: both hands grew (to 32 cards) and the match never ended."""
    for seed in (1, 7):
        assert moves_to_end(gid, seed, 2500) is not None, seed


def test_kind_keeps_back_a_card_only_while_she_is_within_reach_of_going_out():
    kind = uno_bots.KindUnoBot()
    legal = [Play(("Rskip",)), Draw()]
    view = {"seat": 1, "hand": ["Rskip", "B2"], "colour": "R", "hand_sizes": [5, 2]}
    assert Draw() in {kind.choose(view, legal, Rng(k)) for k in range(20)}
    far = {**view, "hand_sizes": [uno_bots.HOLD_WHILE + 1, 2]}
    assert {kind.choose(far, legal, Rng(k)) for k in range(20)} == {Play(("Rskip",))}
