"""Issue 23: a deal's score comes with its parts (card points, Table, the reward for
going out, the stock, the doubling, what was scored during the deal), from the rules,
so the table can explain it: they add up to the change of each total over the deal."""

from __future__ import annotations

import pytest

from rules import GAMES
from rules.core import Rng
from rules.playout import random_step
from rules.uno_family import SCORE_PARTS

UNO_FAMILY = ("adriatic", "adriatic_pairs", "adriatic_teams", "uno", "uno_prenos",
              "uno_most", "uno_classic", "uno_official", "remino", "unotan")


def totals(view: dict) -> list[int]:
    """What the parts are per: a side's total in the UNO games, else a seat's."""
    return list(view.get("team_scores", view["scores"]))


def ended_deals(gid: str, players: int, seed: int, limit: int = 60_000):
    """Each deal of a random seeded match: (totals as it began, `last_deal` as it ended,
    totals as it ended)."""
    match = GAMES[gid].new_match(players, seed=seed)
    rng = Rng(f"parts/{seed}")
    deals, start, playing = [], totals(match.view(0)), True
    for _ in range(limit):
        if match.is_over:
            return deals
        seat, action = random_step(match, rng)
        match.apply(action, seat)
        view = match.view(0)
        ended = view["phase"] in ("between", "over")
        if playing and ended:
            deals.append((start, view["last_deal"], totals(view)))
        elif not playing and not ended:
            start = totals(view)
        playing = not ended
    raise AssertionError(f"{gid} did not end")


@pytest.mark.parametrize("gid", UNO_FAMILY)
def test_every_deals_parts_add_up_to_what_it_scored(gid):
    spec = GAMES[gid]
    kinds = set()
    for players in sorted({spec.min_players, max(spec.min_players, min(spec.max_players, 4))}):
        for seed in range(3):
            deals = ended_deals(gid, players, seed)
            assert deals
            for start, last, end in deals:
                assert len(last["parts"]) == len(start)
                for side, parts in enumerate(last["parts"]):
                    assert sum(points for _, points in parts) == end[side] - start[side]
                    assert all(kind in SCORE_PARTS and points for kind, points in parts)
                    kinds |= {kind for kind, _ in parts}
    assert "cards" in kinds


@pytest.mark.parametrize("gid", UNO_FAMILY)
def test_at_every_deals_end_every_hand_is_laid_open(gid):
    # issue 23: "opponents' last cards are never shown face up" (Remino and Unotan's)
    players = max(GAMES[gid].min_players, 4)
    match = GAMES[gid].new_match(players, seed=1)
    rng = Rng("open/1")
    while not match.is_over:
        seat, action = random_step(match, rng)
        match.apply(action, seat)
        if match.view(0)["phase"] in ("between", "over"):
            break
    held = [match.zones()[f"hand:{s}"] for s in range(players)]
    assert all(match.view(s)["last_deal"]["hands"] == held for s in range(players))
