"""The rules contract, checked over every registered game, preset and player count.

Thousands of seeded random matches (up to 100 per case; long games stop after a
time budget, never below 5): cards are conserved, only legal actions are
accepted (a refused one changes nothing), every match ends, a view shows a seat
nothing of another seat's hidden cards, and saving mid-match resumes exactly
(the checks live in rules/checks.py, shared with the soak and the UI monkey).
"""

from __future__ import annotations

import re
import time
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import GAMES
from rules.bots import ADAPTIVE, BOTS
from rules.checks import Broken, cards, check_refusal, check_replay, play_checked
from rules.core import BadOption, Rng
from rules.playout import hoarding_step, random_playout, random_step
from rules.uno_family import UnoMatch

ROOT = Path(__file__).resolve().parents[1]

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


UNO_GAMES = sorted(gid for gid, spec in GAMES.items()
                   if isinstance(spec.new_match(spec.min_players), UnoMatch))
HOARDED = 20         # matches per UNO game whose seats take every card they may


@pytest.mark.parametrize("gid", UNO_GAMES)
def test_hoarding_seats_empty_the_stock_and_the_pile_and_every_deal_still_ends(gid):
    # The corner of issue 22, where a deal looped for ever: many seats, the stock gone
    # and nothing or a single card under the pile's top. Seats that draw whenever they
    # may (at any time, where an option allows it) get there, and the deal ends.
    spec = GAMES[gid]
    options = {"deals": "single"} | ({"draw": "any_time"} if "draw" in spec.options else {})
    reached = 0
    for seed in range(HOARDED):
        exhausted = False

        def step(match, rng):
            nonlocal exhausted
            exhausted = exhausted or (match.phase == "play" and match.drawable() <= 1)
            return hoarding_step(match, rng)

        play_checked(spec, spec.max_players, seed, options, step)
        reached += exhausted
    assert reached >= HOARDED // 4, f"{reached} of {HOARDED} matches emptied stock and pile"


def option_choices(spec) -> list[dict]:
    """Every allowed value of every option, one option changed at a time."""
    return [{}] + [{name: value} for name, (default, allowed) in spec.options.items()
                   for value in allowed if value != default]


def smallest_and_largest(spec, seeds: int):
    """(seed, a new match) for every option choice that deals, with the fewest and the
    most players, `seeds` seeds each."""
    for options in option_choices(spec):
        for players in sorted({spec.min_players, spec.max_players}):
            if spec.fits(players, options):
                for seed in range(seeds):
                    yield seed, spec.new_match(players, seed=seed, options=options)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_option_and_player_count_plays_or_is_refused_in_words(gid):
    # a setup page offers what `fits` allows; whatever it allows must deal and play
    spec = GAMES[gid]
    for players in range(spec.min_players, spec.max_players + 1):
        for options in option_choices(spec):
            if not spec.fits(players, options):
                with pytest.raises(BadOption, match=gid):
                    spec.new_match(players, seed=1, options=options)
                continue
            match = spec.new_match(players, seed=1, options=options)
            rng = Rng(f"options/{players}")
            for _ in range(60):
                if match.is_over:
                    break
                seat, action = random_step(match, rng)
                match.apply(action, seat)


def test_a_set_of_countries_too_small_to_deal_is_refused_for_that_many_players():
    # "Delitelj meša i deli, svakome po 4 karte, a ostatak spušta na sredinu stola":
    # five countries (10 cards) deal to two players, not to three
    spec = GAMES["evropa"]
    assert spec.fits(2, {"countries": "east"}) and not spec.fits(3, {"countries": "east"})
    with pytest.raises(BadOption, match="too few to deal 4 each to 3 players"):
        spec.new_match(3, options={"countries": "east"})
    assert all(spec.fits(4, preset) for preset in spec.presets.values())
    with pytest.raises(BadOption, match="a deck of 6 cards cannot deal 4 each to 2"):
        spec.new_match(2, deck=["RS:map", "RS:flag", "HU:map", "HU:flag", "AT:map", "AT:flag"])


def played_with_save(seed: int, save_at: int) -> tuple:
    """A whole random adriatic match, its actions, and its save after `save_at` actions."""
    spec = GAMES["adriatic"]
    match = spec.new_match(2, seed=seed, options={"deals": "single"})
    rng = Rng(seed)
    actions, saved = [], None
    while not match.is_over:
        if len(actions) == save_at:
            saved = match.to_json()
        seat, action = random_step(match, rng)
        match.apply(action, seat)
        actions.append((seat, action))
    return match, actions, saved


def test_resuming_the_early_save_and_playing_on_gives_the_match():
    check_replay(*played_with_save(seed=4, save_at=6))
    match, actions, _ = played_with_save(seed=4, save_at=10_000)
    check_replay(match, actions, None)           # ended before its save: replayed whole


def test_a_save_that_does_not_lead_to_the_match_is_caught():
    match, actions, _ = played_with_save(seed=4, save_at=6)
    _, _, other_deal = played_with_save(seed=5, save_at=0)
    with pytest.raises(Broken, match="resuming the save of action 0"):
        check_replay(match, actions, other_deal)


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


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_game_has_a_sampler_where_its_bots_search_and_they_search_with_it(gid):
    spec = GAMES[gid]
    searchers = [bot for level, make in BOTS[gid].items() if level != ADAPTIVE
                 for bot in [make()] if hasattr(bot, "sample")]
    assert (spec.sample is not None) == bool(searchers)
    assert all(bot.sample is spec.sample for bot in searchers)


CARDS_SEEDS = 2      # random matches per game, option choice and player count (the fewest, the most)
CARDS_STEPS = 300    # steps of each


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_card_a_match_holds_is_one_its_spec_lists_and_the_list_is_its_deck(gid):
    # a table draws ahead the cards of `spec.cards(options)`, never reading the hidden zones
    spec = GAMES[gid]
    for seed, match in smallest_and_largest(spec, CARDS_SEEDS):
        deck = spec.cards(match.options)
        assert cards(match) == Counter(deck), "the list is the deck dealt"
        listed = set(deck)
        rng = Rng(seed)
        for _ in range(CARDS_STEPS):
            if match.is_over:
                break
            match.apply(*reversed(random_step(match, rng)))
            assert set(cards(match)) <= listed


PHASE_SEEDS = 2      # random matches per game, option choice and player count (fewest, most)


def playout_views(spec):
    """A view at every step of seeded random matches of every option choice, with the
    fewest and the most players (a different seat's each step: the phase is public)."""
    for seed, match in smallest_and_largest(spec, PHASE_SEEDS):
        rng = Rng(f"phases/{seed}")
        step = 0
        while True:
            yield match.view(step % match.players)
            if match.is_over:
                break
            match.apply(*reversed(random_step(match, rng)))
            step += 1


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_phase_a_spec_declares_comes_in_play_and_no_other(gid):
    # the tables tell the moments of a turn apart by the view's phase, as the spec names
    # them: none listed that no match reaches, none reached that is not listed (which
    # `check_views` also asks of every view the contract test above looks at)
    spec = GAMES[gid]
    declared = spec.phases or {None}       # None: the views have no phase
    seen = set()
    for view in playout_views(spec):
        seen.add(view.get("phase"))
        assert seen <= declared, "a phase the spec does not declare"
        if seen == declared:
            break
    assert declared - seen == set(), "declared phases no match reaches"


PHASE_VALUES = frozenset().union(*(spec.phases for spec in GAMES.values()))
FRONT_END = ("game", "tools", "bench")


def compared_strings(line: str) -> set[str]:
    """The string literals a line compares with == or != or looks for in a tuple or set."""
    words = {a or b for a, b in re.findall(r'[=!]=\s*"(\w+)"|"(\w+)"\s*[=!]=', line)}
    for group in re.findall(r"\bin\s*[({]([^)}]*)[)}]", line):
        words |= set(re.findall(r'"(\w+)"', group))
    return words


def test_the_front_end_compares_phases_with_the_rules_constants_not_bare_strings():
    # a phase is named once, by its rules module; a bare "drawn" in a table would go
    # on comparing after the rules renamed it
    assert compared_strings('if view["phase"] in ("between", "over") or p == "open":') == {
        "between", "over", "open"}
    bare = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
            for folder in FRONT_END for path in sorted((ROOT / folder).rglob("*.py"))
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if "phase" in line.lower() and compared_strings(line) & PHASE_VALUES]
    assert bare == []


SAMPLED_SEEDS = 2    # random matches per game, preset and player count (the fewest, the most)
SAMPLE_EVERY = 9     # steps between the guesses


@pytest.mark.parametrize("gid", sorted(gid for gid, spec in GAMES.items() if spec.sample))
def test_a_guess_from_a_view_shows_that_seat_the_same_view_and_holds_every_card(gid):
    # what a search bot plays out is a match its seat could be looking at
    spec = GAMES[gid]
    for preset in spec.presets.values():
        for players in sorted({spec.min_players, spec.max_players}):
            for seed in range(SAMPLED_SEEDS):
                match = spec.new_match(players, seed=seed, options=preset)
                rng = Rng(seed)
                step = 0
                while not match.is_over:
                    if step % SAMPLE_EVERY == 0:
                        for seat in range(players):
                            view = match.view(seat)
                            guess = spec.sample(view, Rng(f"guess/{seed}/{step}/{seat}"))
                            assert guess.view(seat) == view
                            assert cards(guess) == cards(match)
                    match.apply(*reversed(random_step(match, rng)))
                    step += 1


def test_registry_metadata():
    for gid, spec in GAMES.items():
        assert spec.id == gid
        assert 1 <= spec.min_players <= spec.max_players
        for name, (default, allowed) in spec.options.items():
            assert default in allowed, name
        for preset in spec.presets.values():
            spec.resolve_options(preset)


def test_a_refusal_that_changes_a_hidden_card_is_caught():
    # "a refused action changes nothing": not even the order of the face-down stock,
    # which no view shows
    match = GAMES["adriatic"].new_match(2, seed=3, options={"deals": "single"})
    refuse = match._why_illegal

    def refuse_and_turn_the_stock(seat, action):
        match.stock.reverse()
        return refuse(seat, action)

    match._why_illegal = refuse_and_turn_the_stock
    with pytest.raises(Broken, match="changed the match"):
        check_refusal(match, Rng(1))
