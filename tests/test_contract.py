"""The rules contract, checked over every registered game, preset and player count.

Thousands of seeded random matches (up to 100 per case; long games stop after a
time budget, never below 5): cards are conserved, only legal actions are
accepted (a refused one changes nothing), every match ends, a view shows a seat
nothing of another seat's hidden cards, and saving mid-match resumes exactly
(the checks live in rules/checks.py, shared with the soak and the UI monkey).
"""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import GAMES
from rules.checks import play_checked
from rules.core import Rng
from rules.playout import random_playout, random_step

CASES = [(gid, preset, n)
         for gid, spec in GAMES.items()
         for preset in spec.presets
         for n in range(spec.min_players, spec.max_players + 1)]
SEEDS = 100          # matches per game, preset and player count, when they are quick
MIN_SEEDS = 5        # ... and at least this many when they are slow
BUDGET_S = 1.5       # seconds a case may take before it stops at MIN_SEEDS or later


@pytest.mark.parametrize("gid, preset, players", CASES)
def test_random_matches_keep_the_contract(gid, preset, players):
    spec = GAMES[gid]
    started = time.perf_counter()
    for seed in range(SEEDS):
        if seed >= MIN_SEEDS and time.perf_counter() - started > BUDGET_S:
            break
        play_checked(spec, players, seed, spec.presets[preset])


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
