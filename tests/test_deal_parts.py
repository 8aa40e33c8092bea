"""Issue 23: a deal's score comes with its parts (card points, Table, the reward for
going out, the stock, the doubling), from the rules, so the table can explain it."""

from __future__ import annotations

import pytest

from rules import GAMES
from rules.core import Rng
from rules.playout import random_step
from rules.uno_family import SCORE_PARTS

UNO_FAMILY = ("adriatic", "adriatic_pairs", "adriatic_teams", "uno", "uno_prenos",
              "uno_most", "uno_classic", "uno_official", "remino", "unotan")


def ended_deals(gid: str, players: int, seed: int, limit: int = 60_000):
    """Every deal's end of a random seeded match: the view's `last_deal` as it ends."""
    spec = GAMES[gid]
    match = spec.new_match(players, seed=seed)
    rng = Rng(f"parts/{seed}")
    deals = []
    for _ in range(limit):
        if match.is_over:
            return deals
        seat, action = random_step(match, rng)
        match.apply(action, seat)
        view = match.view(0)
        if view["phase"] in ("between", "over") and (not deals or view["deal"] != deals[-1][0]):
            deals.append((view["deal"], view["last_deal"]))
    raise AssertionError(f"{gid} did not end")


@pytest.mark.parametrize("gid", UNO_FAMILY)
def test_every_deals_parts_add_up_to_its_score(gid):
    spec = GAMES[gid]
    kinds = set()
    for players in sorted({spec.min_players, max(spec.min_players, min(spec.max_players, 4))}):
        for seed in range(3):
            deals = ended_deals(gid, players, seed)
            assert deals
            for _, last in deals:
                assert len(last["parts"]) == len(last["gained"])
                for side, parts in enumerate(last["parts"]):
                    assert sum(points for _, points in parts) == last["gained"][side]
                    assert all(kind in SCORE_PARTS and points for kind, points in parts)
                    kinds |= {kind for kind, _ in parts}
    assert "cards" in kinds
