"""A killed game loses nothing: `python -m game --demo GAME` (bots at every seat) is
killed with SIGKILL at random moments, again and again, and each time the autosave
is whole, lies on the one path the seeded match takes, and Continue restores exactly
that position, from which the bots play on. A process that does
nothing but autosave is killed too, so that some kills land in the middle of a write.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ui import DT, start_app, tap_widget

from game.storage import MATCH_FILE, SETTINGS_FILE, Storage
from game.tables import RECORDS
from rules import GAMES
from rules.checks import snapshot

ROOT = Path(__file__).resolve().parent.parent
KILLS = 20
SEED = 5
START_LIMIT_S = 60      # a loaded machine may be slow to start pygame
KILL_WITHIN_S = 6.0     # after the first autosave, the kill comes within this
PARALLEL = 4            # runs at once
WRITER_KILLS = 20       # kills of a process that does nothing but autosave


def run_and_kill(home: Path, game: str, delay: float) -> None:
    """Start a bots-only match, wait for its first autosave, then SIGKILL it after `delay`."""
    home.mkdir()
    (home / SETTINGS_FILE).write_text(json.dumps({"animation": "reduced"}))  # the quickest
    env = {**os.environ, "SPECIJALNE_KARTE_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    child = subprocess.Popen([sys.executable, "-m", "game", "--demo", game, "--seed", str(SEED),
                              "--size", "640x400"], cwd=ROOT, env=env)
    try:
        started = time.monotonic()
        while not (home / MATCH_FILE).exists():
            assert child.poll() is None, f"{game} exited with {child.returncode}"
            assert time.monotonic() - started < START_LIMIT_S, f"{game} never saved"
            time.sleep(0.02)
        time.sleep(delay)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()


def saved_match(home: Path) -> dict:
    """The autosave's match, which must be whole JSON whenever the kill came."""
    doc = json.loads((home / MATCH_FILE).read_text(encoding="utf-8"))
    return doc["match"]


def actions_of(save: dict) -> list[list]:
    return save["match"]["actions"]


def continue_from(home: Path, monkeypatch, save: dict) -> list[list]:
    """Continue restores the saved position exactly, and the bots play on from it (their
    own random streams start afresh, so not necessarily as the killed run would have)."""
    monkeypatch.setenv("SPECIJALNE_KARTE_HOME", str(home))
    app = start_app()
    assert app.storage.problems == []
    tap_widget(app, "continue")
    table = app.scenes[-1]
    expected = GAMES[save["setup"]["game"]].from_json(save["match"])
    assert table.match.to_json() == save["match"]
    assert snapshot(table.match) == snapshot(expected)
    before = len(actions_of(save))
    for _ in range(600):
        if len(table.match.to_json()["actions"]) > before or table.match.is_over:
            break
        app.step(DT)
    return table.match.to_json()["actions"]


def kill_plan() -> list[tuple[str, float]]:
    """KILLS runs spread over every game with a table, each killed at a seeded moment."""
    rng = random.Random("kill")
    games = sorted(RECORDS)
    return [(games[i % len(games)], rng.uniform(0, KILL_WITHIN_S)) for i in range(KILLS)]


def test_sigkill_at_random_moments_loses_nothing(tmp_path, monkeypatch):
    plan = kill_plan()
    homes = [tmp_path / f"run{i}-{game}" for i, (game, _) in enumerate(plan)]
    with ThreadPoolExecutor(PARALLEL) as pool:   # the runs mostly wait: overlap them
        list(pool.map(run_and_kill, homes, *zip(*plan, strict=True)))
    saves: dict[str, list[tuple[Path, dict]]] = {}
    for home, (game, _) in zip(homes, plan, strict=True):
        leftovers = [p.name for p in home.iterdir() if p.suffix == ".tmp"]
        assert len(leftovers) <= 1, leftovers   # at most the write the kill cut short
        if (home / MATCH_FILE).exists():        # else the match ended and was cleared
            saves.setdefault(game, []).append((home, saved_match(home)))
    assert len(saves) > len(RECORDS) // 2, "most games were still on when killed"
    for game, runs in saves.items():
        longest = max((actions_of(save) for _, save in runs), key=len)
        for home, save in runs:
            assert actions_of(save) == longest[:len(actions_of(save))], f"{game}: one path"
            played_on = continue_from(home, monkeypatch, save)
            assert played_on[:len(actions_of(save))] == actions_of(save), game


WRITER = """
import sys
from game.storage import Storage
store = Storage()
actions = []
while True:
    actions.append([len(actions) % 3, "pick 1 " + str(len(actions))])
    store.save_match({"setup": {}, "match": {"actions": actions}})
    print(len(actions), flush=True)
"""


def test_a_kill_in_the_middle_of_a_write_leaves_the_last_whole_save(tmp_path):
    rng = random.Random("writer")
    env = {**os.environ, "SPECIJALNE_KARTE_HOME": str(tmp_path)}
    for _ in range(WRITER_KILLS):
        child = subprocess.Popen([sys.executable, "-c", WRITER], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, text=True)
        try:
            first = child.stdout.readline()     # it is writing
            assert first
            time.sleep(rng.uniform(0, 0.3))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
        # The last count printed, each printed after its save (a kill may come before the
        # second line: then the first is the last).
        confirmed = int((first.split() + child.stdout.read().split())[-1])
        actions = saved_match(tmp_path)["match"]["actions"]
        assert len(actions) >= confirmed
        assert actions == [[i % 3, f"pick 1 {i}"] for i in range(len(actions))]
    leftovers = [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]
    for path in leftovers:                      # writes the kills cut short, long ago
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    Storage(tmp_path)
    assert [p for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []
