"""bench/bots.py: the figures it reports about the bots' strength."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import bots


def test_the_paired_gain_is_a_wins_less_bs_on_the_same_matches():
    won = [bots.Result(w, 0.0) for w in (1, 0, 1, 0, 1, 1)]
    same = [bots.Result(w, 0.0) for w in (0, 0, 1, 1, 0, 1)]
    line = bots.paired("x", won, same)
    assert "b_in_a_seat_win_rate=0.500" in line and "gain=+0.167" in line
    low, high = (float(v) for v in line.split("ci95=[")[1].rstrip("]").split(", "))
    assert low < 0.167 < high


def test_the_wilson_interval_holds_the_rate():
    low, high = bots.wilson(300, 1000)
    assert low == pytest.approx(0.272, abs=0.001) and high == pytest.approx(0.329, abs=0.001)


def test_a_match_is_played_to_its_end_from_the_heros_seat():
    result = bots.play("adriatic", 4, 3, 1, "easy", "normal", {"deals": "single"})
    assert result.win in (0.0, 1.0) and result.think
