"""The soak at CI size: every registered game, every preset and player count, twice.

The long run is by hand (`python bench/soak.py --matches 100000 --jobs 4`); this one
keeps the script working and every case of every game passing its invariants.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
sys.path.insert(0, str(BENCH))

import soak

from rules import GAMES
from rules.checks import Broken

ROUNDS = 2   # matches per preset and player count


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_case_of_every_game_keeps_its_invariants(gid):
    tally = soak.soak(gid, ROUNDS * len(soak.cases(gid)))
    assert tally.failures == []
    assert tally.matches == ROUNDS * len(soak.cases(gid)) and tally.actions > 0


def test_a_failure_is_reported_with_the_command_that_reproduces_it(monkeypatch, capsys):
    real = soak.play_checked

    def broken_on_seed_3(spec, players, seed, options):
        if seed == 3:
            raise Broken("cards not conserved")
        return real(spec, players, seed, options)

    monkeypatch.setattr(soak, "play_checked", broken_on_seed_3)
    assert soak.main(["crni_petar", "--matches", "5"]) == 1
    out = capsys.readouterr().out
    assert "crni_petar matches=5" in out and "failures=1" in out
    assert "seed=3: Broken: cards not conserved" in out
    assert "reproduce: python bench/soak.py crni_petar --start 3 --matches 1" in out


def test_an_unknown_game_is_a_usage_error():
    with pytest.raises(SystemExit) as exit_:
        soak.main(["no_such_game"])
    assert exit_.value.code == 2


def test_shared_among_processes_the_matches_are_the_same():
    one = soak.soak("crni_petar", 2 * soak.SLICE + 7, start=5)
    shared = soak.soak("crni_petar", 2 * soak.SLICE + 7, start=5, jobs=2)
    assert (shared.matches, shared.actions, shared.events, shared.failures) == \
        (one.matches, one.actions, one.events, one.failures)


SHARED_UNDER_SDL = """
import pygame, soak
pygame.init()
pygame.display.set_mode((64, 64))
for _ in range(4):
    assert soak.soak("crni_petar", soak.SLICE + 7, jobs=2).matches == soak.SLICE + 7
"""


def test_shared_among_processes_from_a_process_that_runs_sdl():
    """The tests run SDL, which catches SIGTERM: a forked pool worker inherited that, and
    the pool, closing them with SIGTERM, waited for ever (CI hung here)."""
    run = subprocess.run([sys.executable, "-c", SHARED_UNDER_SDL], cwd=ROOT, timeout=240,
                         capture_output=True, text=True, check=False,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(BENCH)])})
    assert run.returncode == 0, run.stderr


def test_jobs_below_one_is_a_usage_error():
    with pytest.raises(SystemExit) as exit_:
        soak.main(["crni_petar", "--jobs", "0"])
    assert exit_.value.code == 2
