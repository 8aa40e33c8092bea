"""The rules contract, checked over every registered game, preset and player count.

Thousands of seeded random matches (up to 100 per case; long games stop after a
time budget, never below 5): cards are conserved, only legal actions are
accepted (a refused one changes nothing), every match ends, a view shows a seat
nothing of another seat's hidden cards, and saving mid-match resumes exactly.
"""

from __future__ import annotations

import json
import time
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import GAMES
from rules.core import IllegalAction, Rng
from rules.playout import random_playout, random_step

CASES = [(gid, preset, n)
         for gid, spec in GAMES.items()
         for preset in spec.presets
         for n in range(spec.min_players, spec.max_players + 1)]
SEEDS = 100          # matches per game, preset and player count, when they are quick
MIN_SEEDS = 5        # ... and at least this many when they are slow
BUDGET_S = 1.5       # seconds a case may take before it stops at MIN_SEEDS or later


def cards(match) -> Counter:
    return Counter(code for zone in match.zones().values() for code in zone)


def snapshot(match) -> str:
    return json.dumps([match.to_json(), [match.view(s) for s in range(match.players)],
                       match.current_player, match.is_over], sort_keys=True)


def check_views(match) -> None:
    spec = match.spec
    views = [match.view(s) for s in range(match.players)]
    public = [{k: v for k, v in view.items() if k not in spec.private_view_keys}
              for view in views]
    for seat, view in enumerate(views):
        json.dumps(view)
        assert view["seat"] == seat and view["players"] == match.players
        assert view["current"] == match.current_player
        assert view["hand"] == match.zones()[f"hand:{seat}"]
        assert public[seat] == public[0], "a view differs outside its private keys"
        for key in ("dealer", "hand_sizes", "stock_size", "pile", "scores"):
            assert key in view


def check_refusal(match, rng: Rng) -> None:
    """An action legal for one seat, tried by a seat that may not take it, is refused."""
    seats = match.seats_to_act()
    legal = match.legal_actions(seats[0])
    others = [s for s in range(match.players) if not set(legal) <= set(match.legal_actions(s))]
    if not legal or not others:
        return
    action = rng.choice([a for a in legal if a not in match.legal_actions(others[0])] or legal)
    if action in match.legal_actions(others[0]):
        return
    before = snapshot(match)
    with pytest.raises(IllegalAction) as refused:
        match.apply(action, others[0])
    assert refused.value.reason
    assert snapshot(match) == before


@pytest.mark.parametrize("gid, preset, players", CASES)
def test_random_matches_keep_the_contract(gid, preset, players):
    spec = GAMES[gid]
    options = spec.presets[preset]
    started = time.perf_counter()
    for seed in range(SEEDS):
        if seed >= MIN_SEEDS and time.perf_counter() - started > BUDGET_S:
            break
        match = spec.new_match(players, seed=seed, options=options)
        rng = Rng(f"contract/{seed}")
        deck = cards(match)
        save_at = rng.below(30)
        saved = None
        actions = []
        steps = 0
        while not match.is_over:
            if seed % 8 == 0 and (steps < 100 or steps % 25 == 0):
                check_views(match)
                check_refusal(match, rng)
            if steps == save_at:
                saved = json.loads(json.dumps(match.to_json()))
            seat, action = random_step(match, rng)
            assert action in match.legal_actions(seat)
            assert spec.parse_action(str(action)) == action
            match.apply(action, seat)
            actions.append((seat, action))
            assert cards(match) == deck, "cards are conserved"
            steps += 1
            assert steps < 20_000, "the match must end"
        assert match.current_player is None and match.legal_actions() == []
        check_views(match)
        replay = spec.new_match(players, seed=seed, options=options)
        for seat, action in actions:
            replay.apply(action, seat)
        assert snapshot(replay) == snapshot(match)
        if saved is not None:
            resumed = spec.from_json(saved)
            for seat, action in actions[len(saved["actions"]):]:
                resumed.apply(action, seat)
            assert snapshot(resumed) == snapshot(match)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_same_seed_same_match(gid):
    spec = GAMES[gid]
    a = random_playout(spec, spec.min_players, seed=11)
    b = random_playout(spec, spec.min_players, seed=11)
    assert a.to_json() == b.to_json()


@pytest.mark.parametrize("gid", sorted(GAMES))
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 40))
def test_every_legal_action_round_trips_as_text(gid, seed, steps):
    spec = GAMES[gid]
    match = spec.new_match(spec.max_players, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if match.is_over:
            break
        match.apply(*reversed(random_step(match, rng)))
    for seat in range(match.players):
        for action in match.legal_actions(seat):
            assert spec.parse_action(str(action)) == action


def test_registry_metadata():
    for gid, spec in GAMES.items():
        assert spec.id == gid
        assert 1 <= spec.min_players <= spec.max_players
        for name, (default, allowed) in spec.options.items():
            assert default in allowed, name
        for preset in spec.presets.values():
            spec.resolve_options(preset)
