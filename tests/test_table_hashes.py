"""The refactor check of the front end, tools/table_hashes.py: a seeded bots-only match
played through a game's table ends, and the same seed gives the same hash every time
(else it could not tell a kept behaviour from a changed one)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import table_hashes


def test_a_seeded_table_match_ends_and_hashes_the_same_twice_and_another_seed_otherwise():
    first, steps = table_hashes.table_match("crni_petar", 2, 1)
    again, steps_again = table_hashes.table_match("crni_petar", 2, 1)
    other, _ = table_hashes.table_match("crni_petar", 2, 2)
    assert steps < table_hashes.MAX_STEPS
    assert (first, steps) == (again, steps_again)
    assert other != first
