"""The hard bots: they search guesses of the hidden cards, never the real match.

Their strength is measured by bench/bots.py (matches against the normal bots, with
confidence intervals), never asserted here; these tests check that a hard bot only
ever answers with a legal action, leaves the match it is shown untouched, and plays
whole matches to their end. A small search budget keeps them quick.
"""

from __future__ import annotations

import json

import pytest

from rules import GAMES
from rules.bots import BOTS, bot_rng, hard
from rules.core import Play, Rng

HARD_GAMES = [gid for gid, levels in BOTS.items() if "hard" in levels
              and gid not in ("evropa", "evropa_memo")]


@pytest.fixture(autouse=True)
def small_search(monkeypatch):
    monkeypatch.setattr(hard, "SAMPLES", 3)
    monkeypatch.setattr(hard, "BUDGET", 300)


def players_of(gid: str) -> int:
    return max(GAMES[gid].min_players, 4)


def snapshot(match) -> str:
    views = [match.view(s) for s in range(match.players)]
    return json.dumps([match.to_json(), match.zones(), views, match.scores], sort_keys=True)


def step(match, bots, rngs) -> None:
    """One moment of a table: out-of-turn answers first, then the seat to act."""
    for seat in range(match.players):
        legal = match.legal_actions(seat)
        if seat != match.current_player and legal:
            action = bots[seat].react(match.view(seat), legal, rngs[seat])
            if action is not None:
                assert action in legal
                match.apply(action, seat)
    if not match.is_over:
        seat = match.current_player
        legal = match.legal_actions(seat)
        action = bots[seat].choose(match.view(seat), legal, rngs[seat])
        assert action in legal
        match.apply(action, seat)


@pytest.mark.parametrize("gid", HARD_GAMES)
def test_hard_registered_after_easy_and_normal(gid):
    assert list(BOTS[gid])[:3] == ["easy", "normal", "hard"]


@pytest.mark.parametrize("gid", HARD_GAMES)
def test_hard_chooses_a_legal_action_and_leaves_the_match_alone(gid):
    match = GAMES[gid].new_match(players_of(gid), seed=4, options={"deals": "single"})
    normal = [BOTS[gid]["normal"]() for _ in range(match.players)]
    rngs = [bot_rng(4, s) for s in range(match.players)]
    hard_bot = BOTS[gid]["hard"]()
    choices = 0
    while not match.is_over and choices < 3:
        seat = match.current_player
        legal = match.legal_actions(seat)
        if len(legal) > 1:
            before = snapshot(match)
            action = hard_bot.choose(match.view(seat), legal, Rng(choices))
            assert action in legal
            assert snapshot(match) == before
            choices += 1
        step(match, normal, rngs)


@pytest.mark.parametrize("gid", HARD_GAMES)
def test_hard_answers_out_of_turn_as_the_normal_bot(gid):
    match = GAMES[gid].new_match(players_of(gid), seed=7, options={"deals": "single"})
    normal = [BOTS[gid]["normal"]() for _ in range(match.players)]
    rngs = [bot_rng(7, s) for s in range(match.players)]
    hard_bot = BOTS[gid]["hard"]()
    while not match.is_over:
        for seat in range(match.players):
            legal = match.legal_actions(seat)
            if seat != match.current_player and legal:
                view = match.view(seat)
                assert hard_bot.react(view, legal, Rng(1)) == normal[seat].react(view, legal,
                                                                                  Rng(1))
        step(match, normal, rngs)


def test_a_wild_card_is_searched_only_for_colours_the_hand_holds():
    view = {"hand": ["W", "R5", "R7", "G2"]}
    legal = [Play(("W",), c) for c in "RYGB"] + [Play(("R5",))]
    kept = hard.UNO_CANDIDATES(view, legal)
    assert kept == [Play(("W",), "R"), Play(("W",), "G"), Play(("R5",))]
    assert hard.UNO_CANDIDATES({"hand": ["W"]}, legal[:4]) == legal[:4]


@pytest.mark.parametrize("gid, players", [("adriatic", 4), ("uno", 4), ("sedam_i_osam", 3),
                                          ("adriatic_pairs", 4)])
def test_a_small_seeded_tournament_plays_to_the_end(gid, players):
    for seed in range(2):
        match = GAMES[gid].new_match(players, seed=seed, options={"deals": "single"})
        levels = ["hard" if s == seed % players else "normal" for s in range(players)]
        bots = [BOTS[gid][level]() for level in levels]
        rngs = [bot_rng(seed, s) for s in range(players)]
        for _ in range(3000):
            if match.is_over:
                break
            step(match, bots, rngs)
        assert match.is_over
