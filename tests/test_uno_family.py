"""The machinery shared by the UNO games (rules/uno_family.py), the UNO bots and the
sampler for search, checked through Adriatic, the first game built on them."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from conftest import stack

from rules import GAMES
from rules.adriatic import GO_ON, STOP
from rules.bots import BOTS, bot_rng
from rules.bots.uno import EasyUnoBot, NormalUnoBot
from rules.checks import cards, check_refusal, check_views, snapshot
from rules.core import (
    CallUno,
    CardMoved,
    Catch,
    Deal,
    DealEnded,
    Draw,
    GameSpec,
    IllegalAction,
    Pass,
    Play,
    Rng,
    StockRefilled,
)
from rules.decks import uno_108, uno_121
from rules.playout import random_step
from rules.uno_family import (
    COLOUR_OF,
    DRAW,
    DRAW_TWO,
    PASS,
    PLAYS,
    RANK_OF,
    UNO_PHASES,
    DrawOwed,
    UnoMatch,
    colour_of,
    points_table,
    rank_of,
)

SPEC = GAMES["adriatic"]
UNO_GAMES = ("adriatic", "adriatic_pairs", "adriatic_teams")


class Owing(UnoMatch):
    """A bare UNO game on the shared machinery, the way the games to come build theirs:
    the same colour or symbol, black cards on anything, drawing allowed at any time and
    the drawn card played or kept, an Uzmi 2 owed by the next player (who may only
    draw it, as his turn), the first out scoring the others' hands."""

    POINTS = points_table(zero=0, special=20, black=50)

    def _turn_actions(self, seat):
        if self.pending_draw:
            return [DRAW]
        hand = self.hands[seat]
        if self.phase == "drawn":
            return [*PLAYS[hand[-1]], PASS]
        actions = [a for code in dict.fromkeys(hand) if self._can_play_drawn(seat, code)
                   for a in PLAYS[code]]
        if self.can_draw():
            actions.append(DRAW)
        return actions or [PASS]

    def _can_play_drawn(self, seat, code):
        return COLOUR_OF[code] is None or self.matches(code)

    def _after_play(self, seat, code, colour_before):
        if len(self.hands[seat]) == 1:
            self.uno_window = seat
        events = self.owe_draw(2) if RANK_OF[code] == DRAW_TWO else []
        if not self.hands[seat]:
            return events + self._went_out(seat, 0)
        return events + self.pass_turn()

    def _went_out(self, seat, skip):
        gained = [0] * self.sides
        gained[seat] = sum(self.hand_points(s) for s in range(self.players) if s != seat)
        return self.end_deal(gained, (seat,))

    def _blocked(self):
        return self._went_out(self.lowest_hand(), 0)


OWING = GameSpec(id="owing", min_players=2, max_players=4, match_class=Owing,
                 options={"target": (200, (200,))},
                 actions=(Play, Draw, Pass, CallUno, Catch, Deal), phases=UNO_PHASES)


def position(match, hands):
    """Put a match in the position a test needs (the cards taken out are not conserved)."""
    for seat, hand in hands.items():
        match.hands[seat] = list(hand)
    match._legal_cache.clear()


def deal(hands, top, stock=(), game="adriatic", **options):
    n = len(hands)
    deck = stack([list(h) for h in hands], n - 1) + [top, *stock]
    spec = OWING if game == "owing" else GAMES[game]
    return spec.new_match(n, seed=1, options=options, deck=deck, dealer=n - 1)


# -- the cards ------------------------------------------------------------------------------

def test_colour_and_rank_of_every_code():
    assert [colour_of(c) for c in ("R5", "Yd2", "Gskip", "Brev", "W", "Wd4", "J", "UNO")] == [
        "R", "Y", "G", "B", None, None, None, None]
    assert [rank_of(c) for c in ("R10", "Yd2", "Gskip", "Brev", "W", "Wd4", "UNO")] == [
        "10", "d2", "skip", "rev", "W", "Wd4", "UNO"]


def test_points_tables_for_the_games_to_come():
    adriatic = points_table(zero=10, special=20, black=20)
    assert [adriatic[c] for c in ("R0", "R7", "Gd2", "W", "Wd4")] == [10, 7, 20, 20, 20]
    official = points_table(zero=0, special=20, black=50)
    assert [official[c] for c in ("R0", "B9", "Yrev", "Wd4")] == [0, 9, 20, 50]
    party = points_table(zero=0, special=10, black=20, uno=50)
    assert party["R10"] == 10 and party["UNO"] == 50 and set(uno_121()) <= set(party)


def test_a_black_card_is_played_with_a_colour():
    assert [str(a) for a in PLAYS["W"]] == ["play W R", "play W Y", "play W G", "play W B"]
    assert [str(a) for a in PLAYS["R5"]] == ["play R5"]


# -- the stock, the pile and passing --------------------------------------------------------

def test_an_empty_stock_is_refilled_from_the_pile_but_its_top_card():
    # seed 000 is silent; 003: "Kad se špil potroši, gomila odbačenih karata se promeša,
    # osim gornje karte, i postaje novi špil."
    m = deal([["R1", "R2", "R3", "R4", "G5", "G6", "G7"],
              ["Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y9"]], "R8")
    m.apply(Play(("R1",)))
    assert m.view(0)["stock_size"] == 0 and m.legal_actions() == [Draw()]
    events = m.apply(Draw())
    assert [type(e).__name__ for e in events[:2]] == ["CardMoved", "StockRefilled"]
    assert events[0] == CardMoved("R8", "pile", "stock", False, 0, 0)
    assert StockRefilled(1) in events
    assert CardMoved("R8", "stock", "hand:1", False, 7) in events    # drawn, and played
    assert m.view(1)["pile"] == ["R1", "R8"] and m.view(1)["stock_size"] == 0


def test_nothing_to_draw_and_nothing_to_play_pass_and_a_blocked_deal_ends():
    # Nobody can play or draw: the deal ends as if the lowest hand had gone out.
    m = deal([["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y9"]], "R8")
    assert m.legal_actions() == [Pass()]
    m.apply(Pass())
    assert m.current_player == 1 and m.view(0)["passes"] == 1
    events = m.apply(Pass())
    ended = [e for e in events if isinstance(e, DealEnded)]
    assert ended and m.scores == [30, 0]   # 28 points in hand against 30


def test_a_drawn_card_goes_to_the_end_of_the_hand_and_may_be_kept():
    m = deal([["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
              ["Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y9"]], "R8", ["R1"], game="owing")
    m.apply(Draw())
    assert m.view(0)["hand"][-1] == "R1" and m.view(1)["phase"] == "drawn"
    assert m.legal_actions() == [Play(("R1",)), Pass()]
    m.apply(Pass())
    assert m.current_player == 1 and m.view(0)["hand"][-1] == "R1"


def test_an_owed_draw_is_the_next_players_turn_action():
    m = deal([["Rd2", "R2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y9"],
              ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]], "R8", ["B8", "B9"], game="owing")
    assert DrawOwed(1, 2) in m.apply(Play(("Rd2",)))
    assert m.view(2)["pending_draw"] == 2 and m.legal_actions(1) == [Draw()]
    with pytest.raises(IllegalAction) as refused:
        m.apply(Play(("Y1",)), 1)
    assert refused.value.reason == "must_draw"
    m.apply(Draw())
    assert m.view(0)["hand_sizes"][1] == 9 and m.current_player == 2
    assert m.view(0)["pending_draw"] == 0


def test_the_bare_game_keeps_the_contract():
    for players in (2, 4):
        for seed in range(4):
            match = OWING.new_match(players, seed=seed)
            deck = cards(match)
            rng = Rng(seed)
            steps = 0
            while not match.is_over:
                if steps % 5 == 0:
                    check_views(match)
                    check_refusal(match, rng)
                match.apply(*reversed(random_step(match, rng)))
                assert cards(match) == deck
                steps += 1
            assert match.scores[match.view(0)["last_deal"]["winners"][0]] >= 200


# -- the Uno call and the catch --------------------------------------------------------------

def two_cards_left(game="adriatic", players=3):
    hands = [["R1", "R2", "G3", "G4", "G5", "G6", "G7"],
             ["R9", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"],
             ["B1", "B2", "B3", "B4", "B5", "B6", "B7"],
             ["B8", "B9", "G8", "G9", "Y8", "Y9", "R3"]][:players]
    m = deal(hands, "R8", ["G1", "G2", "Y1"], game=game)
    position(m, {0: ["R1", "R2"]})
    return m


def test_only_the_player_with_one_card_may_say_uno_and_only_then():
    m = two_cards_left()
    assert CallUno() not in m.legal_actions(0)
    m.apply(Play(("R1",)))
    assert CallUno() in m.legal_actions(0)
    assert CallUno() not in m.legal_actions(1) and CallUno() not in m.legal_actions(2)
    with pytest.raises(IllegalAction) as refused:
        m.apply(CallUno(), 1)
    assert refused.value.reason == "nothing_to_announce"
    m.apply(CallUno(), 0)
    assert CallUno() not in m.legal_actions(0) and Catch(0) not in m.legal_actions(1)


def test_the_window_stays_open_for_the_next_player_and_closes_when_it_acts():
    m = two_cards_left()
    m.apply(Play(("R1",)))
    assert m.current_player == 1 and Catch(0) in m.legal_actions(1)   # random playouts see it
    m.apply(Play(("R9",)))
    assert Catch(0) not in m.legal_actions(2) and CallUno() not in m.legal_actions(0)
    with pytest.raises(IllegalAction) as refused:
        m.apply(Catch(0), 2)
    assert refused.value.reason == "nobody_to_catch"


def test_a_catch_does_not_move_the_turn():
    m = two_cards_left()
    m.apply(Play(("R1",)))
    m.apply(Catch(0), 1)
    assert m.current_player == 1 and m.view(0)["hand"] == ["R2", "G1", "G2"]


# -- deals, dealers and the match ------------------------------------------------------------

def test_the_deal_passes_to_the_left_and_the_cards_come_back():
    m = SPEC.new_match(3, seed=8, dealer=0, options={"target": 300})
    rng = Rng(8)
    dealers = [0]
    while not m.is_over:
        if m.legal_actions() == [Deal()]:
            outside = 108 - m.view(0)["stock_size"]
            events = m.apply(Deal())
            back = [e for e in events if isinstance(e, CardMoved) and e.dst == "stock"]
            assert len(back) == outside
            dealers.append(m.view(0)["dealer"])
        else:
            m.apply(*reversed(random_step(m, rng)))
    assert len(dealers) > 1 and dealers == [d % 3 for d in range(len(dealers))]


def test_every_card_movement_is_an_event():
    for gid, players in (("adriatic", 2), ("adriatic_pairs", 6), ("adriatic_teams", 7)):
        m = GAMES[gid].new_match(players, seed=4, options={"target": 100})
        counts = Counter()
        for event in m.opening_events:
            if isinstance(event, CardMoved):
                counts[event.src] -= 1
                counts[event.dst] += 1
        rng = Rng(4)
        while not m.is_over:
            for event in m.apply(*reversed(random_step(m, rng))):
                if isinstance(event, CardMoved):
                    counts[event.src] -= 1
                    counts[event.dst] += 1
            sizes = {zone: len(held) for zone, held in m.zones().items()}
            assert {z: n for z, n in counts.items() if z != "stock"} == {
                z: n for z, n in sizes.items() if z != "stock" and (n or z in counts)}
            assert counts["stock"] + 108 == sizes["stock"]


def test_events_have_text_forms():
    m = deal([["Wd4", "G5", "G6", "G7", "G8", "G9", "G1"],
              ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y8"]], "R5", ["R1", "R2", "R3", "R4"])
    texts = [str(e) for e in m.apply(Play(("Wd4",), "G"))]
    assert texts == ["card_moved Wd4 hand:0 pile True 1 0", "colour_chosen 0 G", "draw_owed 1 4",
                     "card_moved R1 stock hand:1 False 7 -1",
                     "card_moved R2 stock hand:1 False 8 -1",
                     "card_moved R3 stock hand:1 False 9 -1",
                     "card_moved R4 stock hand:1 False 10 -1",
                     "turn_skipped 1", "turn_started 0"]


# -- the contract over the options the generic test leaves out -------------------------------

@pytest.mark.parametrize("gid, players, options", [
    ("adriatic", 2, {"target": 100}),
    ("adriatic", 5, {"target": 100, "penalties": "strict", "drawn_card": "may_keep"}),
    ("adriatic", 3, {"deals": "single", "draw": "any_time", "starter": "plain"}),
    ("adriatic_pairs", 4, {"target": 100}),
    ("adriatic_pairs", 6, {"target": 100}),
    ("adriatic_pairs", 9, {"target": 100, "scoring": "winners"}),
    ("adriatic_teams", 6, {"target": 100}),
    ("adriatic_teams", 9, {"target": 100, "penalties": "strict"}),
])
def test_matches_of_several_deals_keep_the_contract(gid, players, options):
    spec = GAMES[gid]
    for seed in range(3):
        match = spec.new_match(players, seed=seed, options=options)
        deck = cards(match)
        rng = Rng(f"uno/{seed}")
        actions, saved = [], None
        while not match.is_over:
            check_views(match)
            check_refusal(match, rng)
            if len(actions) == 40:
                saved = json.loads(json.dumps(match.to_json()))
            seat, action = random_step(match, rng)
            assert spec.parse_action(str(action)) == action
            match.apply(action, seat)
            actions.append((seat, action))
            assert cards(match) == deck
            assert len(actions) < 20_000
        if saved is not None:
            resumed = spec.from_json(saved)
            for seat, action in actions[len(saved["actions"]):]:
                resumed.apply(action, seat)
            assert snapshot(resumed) == snapshot(match)


# -- sampling for search ---------------------------------------------------------------------

@pytest.mark.parametrize("gid, players", [("adriatic", 2), ("adriatic", 5),
                                          ("adriatic_pairs", 6), ("adriatic_teams", 7)])
def test_a_sampled_match_keeps_what_the_seat_sees_and_every_card(gid, players):
    spec = GAMES[gid]
    phases, guessed = Counter(), Counter()
    for seed in range(6):
        m = spec.new_match(players, seed=seed, options={"target": 100})
        rng = Rng(seed)
        step = 0
        while not m.is_over:
            if step % 7 == 0:
                for seat in range(players):
                    view = m.view(seat)
                    sampled = spec.sample(view, Rng(f"sample/{seed}/{step}/{seat}"))
                    assert sampled.view(seat) == view
                    assert cards(sampled) == Counter(uno_108())
                    assert sampled.legal_actions(seat) == m.legal_actions(seat)
                    phases[view["phase"]] += 1
                    truth = sorted(c for s in range(players) if s != seat for c in m.hands[s])
                    guess = sorted(c for s in range(players) if s != seat
                                   for c in sampled.hands[s])
                    guessed[truth == guess] += 1
            m.apply(*reversed(random_step(m, rng)))
            step += 1
    assert phases["play"] and phases["drawn"] and guessed[False] > guessed[True]


def test_a_sampled_match_plays_on_to_its_end():
    m = GAMES["adriatic_teams"].new_match(6, seed=2, options={"deals": "single"})
    rng = Rng(2)
    for _ in range(30):
        m.apply(*reversed(random_step(m, rng)))
    sampled = GAMES["adriatic_teams"].sample(m.view(3), Rng(9))
    while not sampled.is_over:
        sampled.apply(*reversed(random_step(sampled, rng)))
    assert sampled.view(0)["last_deal"] is not None


# -- the bots ----------------------------------------------------------------------------------

def bot_match(gid, players, seed, hero_level, others="easy", options=None):
    spec = GAMES[gid]
    m = spec.new_match(players, seed=seed, options=options or {"deals": "single"})
    levels = {s: hero_level if m.side_of[s] == m.side_of[0] else others
              for s in range(players)}
    bots = {s: BOTS[gid][levels[s]]() for s in range(players)}
    rngs = {s: bot_rng(seed, s) for s in range(players)}
    while not m.is_over:
        reacted = False
        for seat in range(players):
            legal = m.legal_actions(seat)
            if seat != m.current_player and legal:
                action = bots[seat].react(m.view(seat), legal, rngs[seat])
                if action is not None:
                    assert action in legal
                    m.apply(action, seat)
                    reacted = True
        if reacted or m.is_over:
            continue
        seat = m.current_player
        legal = m.legal_actions(seat)
        action = bots[seat].choose(m.view(seat), legal, rngs[seat])
        assert action in legal
        m.apply(action, seat)
    return m


def test_both_levels_play_every_uno_game_to_the_end():
    for gid in UNO_GAMES:
        assert list(BOTS[gid])[:2] == ["easy", "normal"]
        spec = GAMES[gid]
        for players in (spec.min_players, spec.max_players):
            for level in ("easy", "normal"):
                m = bot_match(gid, players, 3, level, level, {"target": 100})
                assert m.is_over


def test_easy_always_says_uno_and_never_catches():
    m = two_cards_left()
    m.apply(Play(("R1",)))
    easy = EasyUnoBot()
    assert easy.react(m.view(0), m.legal_actions(0), Rng(1)) == CallUno()
    assert easy.react(m.view(2), m.legal_actions(2), Rng(1)) is None
    assert easy.choose(m.view(1), m.legal_actions(1), Rng(1)) != Catch(0)


def test_normal_catches_and_says_uno():
    m = two_cards_left()
    m.apply(Play(("R1",)))
    normal = NormalUnoBot()
    assert normal.react(m.view(0), m.legal_actions(0), Rng(1)) == CallUno()
    assert normal.react(m.view(2), m.legal_actions(2), Rng(1)) == Catch(0)
    assert normal.choose(m.view(1), m.legal_actions(1), Rng(1)) == Catch(0)


def test_normal_keeps_its_jolly_follows_its_colour_and_attacks():
    normal = NormalUnoBot()
    m = deal([["W", "R2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y9"]], "R8", ["B1"])
    assert normal.choose(m.view(0), m.legal_actions(0), Rng(1)) == Play(("R2",))
    m = deal([["W", "B2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y9"]], "R8", ["B1"])
    assert normal.choose(m.view(0), m.legal_actions(0), Rng(1)) == Play(("W",), "G")
    m = deal([["R3", "Rd2", "G3", "G4", "G5", "G6", "G7"],
              ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y9"]], "R8", ["B1"])
    position(m, {1: ["Y1"]})
    assert normal.choose(m.view(0), m.legal_actions(0), Rng(1)) == Play(("Rd2",))


def test_normal_stops_when_its_side_holds_fewer_cards_with_only_the_cards_shown():
    normal = NormalUnoBot()
    view = {"seat": 0, "teams": [[0, 2, 4], [1, 3, 5]], "hand_sizes": [0, 5, 2, 5, 2, 5],
            "points_in_hand": None}
    assert normal.choose(view, [STOP, GO_ON], Rng(1)) == STOP
    view["hand_sizes"] = [0, 1, 6, 1, 6, 1]
    assert normal.choose(view, [STOP, GO_ON], Rng(1)) == GO_ON


def test_normal_wins_more_deals_than_easy():
    # strength measured, not asserted by feel: one normal bot against easy bots
    results = {}
    for gid, players, fair in (("adriatic", 2, 0.5), ("adriatic", 4, 0.25),
                               ("adriatic_pairs", 4, 0.5)):
        wins = sum(0 in bot_match(gid, players, seed, "normal").view(0)["last_deal"]["winners"]
                   for seed in range(150))
        results[gid, players] = wins / 150
        assert wins / 150 > fair + 0.05, results
