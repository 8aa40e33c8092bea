"""Damaged or hostile files in the user data folder: the game starts, sets the bad file
aside (never deletes it), tells the player once in plain words, and uses the defaults.

One case per kind of damage, through the real app headless. Also the command line's
unknown values, which must end with a clear message and exit status 2.
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from ui import DT, start_app, tap_widget

from game import theme
from game.app import App
from game.scenes.title import NOTE_LINES, NOTE_PAD, TitleScene
from game.setup import MatchSetup
from game.storage import (
    DAMAGED_SAVE,
    DAMAGED_SETTINGS,
    DAMAGED_STATS,
    MATCH_FILE,
    MAX_FILE_BYTES,
    NOT_WRITABLE,
    RECORDS_FILE,
    SETTINGS_FILE,
    STATS_FILE,
    Settings,
)
from rules import GAMES

ROOT = Path(__file__).resolve().parent.parent
RUNNING_AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0   # chmod does not stop root


def setup_of(game: str = "crni_petar", players: int = 3) -> dict:
    if game not in GAMES:
        return setup_of() | {"game": game}
    return MatchSetup.default(game, players, seed=1).to_dict()


def autosave(match: dict, setup: dict | None = None, version: int = 1, **beside) -> str:
    """An autosave file as the game writes it, around a given match (and what a table
    keeps beside it, such as the Memo clock)."""
    return json.dumps({"version": version, "saved_at": "2024-01-01T00:00:00+00:00",
                       "match": {"setup": setup or setup_of(), "match": match, **beside}})


def crni_petar(**changes) -> dict:
    match = {"game": "crni_petar", "version": 1, "players": 3, "seed": 1, "options": {},
             "deck": None, "dealer": None, "actions": []}
    return match | changes


HUGE_INTEGER = "1" + "0" * 5000   # past Python's limit for reading digits

# (case, file, its content (None: a folder), the message the player sees)
CASES = [
    ("settings: truncated JSON", SETTINGS_FILE, '{"language": "en", "vol', DAMAGED_SETTINGS),
    ("settings: not UTF-8", SETTINGS_FILE, b"\xff\xfe\x00garbage", DAMAGED_SETTINGS),
    ("settings: a list, not an object", SETTINGS_FILE, "[1, 2, 3]", DAMAGED_SETTINGS),
    ("settings: wrong types", SETTINGS_FILE,
     ('{"language": 7, "volume": "loud", "muted": "yes", "window_size": "big", '
      '"last_setup": [1, 2], "tutorial_seen": {"a": 1}}'), DAMAGED_SETTINGS),
    ("settings: huge numbers", SETTINGS_FILE,
     '{"volume": 1e999, "window_size": [99999999999999999999, 1e308], "memo_pause": -1e308}',
     DAMAGED_SETTINGS),
    ("settings: a number too long to read", SETTINGS_FILE, f'{{"volume": {HUGE_INTEGER}}}',
     DAMAGED_SETTINGS),
    ("settings: nested too deep", SETTINGS_FILE, "[" * 100_000, DAMAGED_SETTINGS),
    ("settings: a folder", SETTINGS_FILE, None, DAMAGED_SETTINGS),
    ("stats: truncated JSON", STATS_FILE, '{"version": 1, "games": {"uno": {"pla',
     DAMAGED_STATS),
    ("stats: wrong types", STATS_FILE,
     '{"version": 1, "games": {"uno": {"played": "many", "won": -1}}}', DAMAGED_STATS),
    ("stats: huge numbers", STATS_FILE,
     '{"version": 1, "games": {"uno": {"played": 1e308, "won": 0, "by_players": {}}}}',
     DAMAGED_STATS),
    ("stats: a folder", STATS_FILE, None, DAMAGED_STATS),
    ("records: wrong types", RECORDS_FILE,
     '{"version": 1, "games": {"evropa_memo": {"eu": {"moves": "few"}}}}', DAMAGED_STATS),
    ("autosave: truncated JSON", MATCH_FILE, autosave(crni_petar())[:60], DAMAGED_SAVE),
    ("autosave: a pickle", MATCH_FILE, pickle.dumps({"game": "crni_petar"}), DAMAGED_SAVE),
    ("autosave: from an older version", MATCH_FILE, autosave(crni_petar(), version=0),
     DAMAGED_SAVE),
    ("autosave: moves this version cannot read", MATCH_FILE,
     autosave(crni_petar(actions=[[0, "fly away"]])), DAMAGED_SAVE),
    ("autosave: wrong types", MATCH_FILE,
     autosave(crni_petar(actions=[[0, 5]], options=[1])), DAMAGED_SAVE),
    ("autosave: a move out of turn", MATCH_FILE,
     autosave(crni_petar(actions=[[2, "pick 0 0"]])), DAMAGED_SAVE),
    ("autosave: huge numbers", MATCH_FILE, autosave(crni_petar(players=10**30)),
     DAMAGED_SAVE),
    ("autosave: a clock too big for a float", MATCH_FILE,
     autosave(crni_petar(), memo={"seconds": 10**4000}), DAMAGED_SAVE),
    ("autosave: an unknown game", MATCH_FILE,
     autosave(crni_petar(game="chess"), setup_of("chess")), DAMAGED_SAVE),
    ("autosave: setup and match disagree", MATCH_FILE,
     autosave(crni_petar(), setup_of("evropa", 2)), DAMAGED_SAVE),
    ("autosave: a deck of nonsense", MATCH_FILE,
     autosave(crni_petar(deck=["zz"] * 5, dealer=7)), DAMAGED_SAVE),
    ("autosave: a folder", MATCH_FILE, None, DAMAGED_SAVE),
    ("autosave: far too big", MATCH_FILE, autosave(crni_petar()) + " " * MAX_FILE_BYTES,
     DAMAGED_SAVE),
    ("settings: far too big", SETTINGS_FILE, "{}" + " " * MAX_FILE_BYTES, DAMAGED_SETTINGS),
]


def plant(root: Path, name: str, content: str | bytes | None) -> None:
    path = root / name
    if content is None:
        path.mkdir()
        (path / "inside.txt").write_text("a folder where a file should be")
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


def title_words(app: App) -> list[str]:
    """The sentences the title shows about the player's files."""
    return [app.tr.get(msg, file=name) for msg, name in app.storage.problems]


@pytest.mark.parametrize("case, name, content, message", CASES, ids=[c[0] for c in CASES])
def test_a_damaged_file_is_set_aside_and_told_once(home, case, name, content, message):
    plant(home, name, content)
    app = start_app()
    assert app.storage.problems == [(message, name)]
    [words] = title_words(app)
    assert name in words and "{" not in words
    app.step(DT)                                   # the title draws the sentence
    [aside] = home.glob(f"{name}.damaged-*")       # kept for a grown-up to look at
    if content is not None:
        raw = content.encode("utf-8") if isinstance(content, str) else content
        assert aside.read_bytes() == raw
    if name == SETTINGS_FILE:
        assert app.settings == Settings(window_size=app.settings.window_size)
    assert all(w.icon != "continue" for w in app.scenes[-1].widgets)
    tap_widget(app, "play")                        # and the game goes on
    assert type(app.scenes[-1]).__name__ == "PickerScene"
    again = start_app()
    assert again.storage.problems == []            # told once, not at every start


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("kind", ["a pipe", "a link to an endless device"])
def test_a_file_that_never_ends_is_set_aside_unread(home, kind):
    if kind == "a pipe":
        os.mkfifo(home / SETTINGS_FILE)            # reading it would wait for ever
    else:
        (home / SETTINGS_FILE).symlink_to("/dev/zero")
    app = start_app()
    assert app.storage.problems == [(DAMAGED_SETTINGS, SETTINGS_FILE)]
    assert len(list(home.glob(f"{SETTINGS_FILE}.damaged-*"))) == 1


def test_unknown_game_ids_in_settings_fall_back_quietly(home):
    """A newer version's game in the settings is no damage: the setup opens the usual game."""
    plant(home, SETTINGS_FILE, json.dumps({
        "last_game": "chess",
        "last_setup": {"chess": setup_of("chess"),
                       "crni_petar": setup_of() | {"players": 99, "bot_level": ["x"]}}}))
    app = start_app(scene="setup")
    assert app.storage.problems == []
    assert app.scenes[-1].game == "crni_petar" and app.scenes[-1].setup.players == 3


def test_a_good_autosave_is_offered_to_continue(home):
    plant(home, MATCH_FILE, autosave(crni_petar()))
    app = start_app()
    assert app.storage.problems == []
    tap_widget(app, "continue")
    assert app.scenes[-1].match.to_json()["seed"] == 1


@pytest.mark.parametrize("kind", ["read-only", "under a file"])
def test_a_folder_we_cannot_write_is_told_and_the_game_plays_in_memory(home, monkeypatch,
                                                                        kind):
    if kind == "read-only" and RUNNING_AS_ROOT:
        pytest.skip("chmod does not stop root from writing")
    folder = home
    if kind == "under a file":
        (home / "blocker").write_text("a file where the folder should be")
        folder = home / "blocker" / "home"
        monkeypatch.setenv("SPECIJALNE_KARTE_HOME", str(folder))
    home.chmod(0o500 if kind == "read-only" else 0o700)
    try:
        app = start_app()
        assert app.storage.problems == [(NOT_WRITABLE, str(folder))]
        assert str(folder) in title_words(app)[0]
        app.settings.language = "en"
        app.save_settings()
        assert app.storage.load_settings().language == "en"
        tap_widget(app, "play")
    finally:
        home.chmod(0o700)


@pytest.mark.parametrize("argv, words", [
    (["--lang", "fr"], "invalid choice: 'fr'"),
    (["--demo", "chess"], "invalid choice: 'chess'"),
    (["--demo", "crni_petar", "--players", "9"], "crni_petar is for 2–4 players"),
    (["--size", "10x10"], "too small"),
])
def test_unknown_command_line_values_exit_2_with_a_clear_message(argv, words):
    run = subprocess.run([sys.executable, "-m", "game", *argv], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, check=False,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    assert run.returncode == 2
    assert words in run.stderr and "Traceback" not in run.stderr


def test_a_read_only_install_runs_and_writes_nothing_there(tmp_path):
    """The game writes only to its data folder: installed read-only, it plays a bots'
    match and leaves its own folder exactly as it was."""
    install = tmp_path / "install"
    for part in ("game", "rules", "art", "sounds"):
        shutil.copytree(ROOT / part, install / part,
                        ignore=shutil.ignore_patterns("__pycache__"))
    before = sorted(p.relative_to(install) for p in install.rglob("*"))
    for path in [install, *install.rglob("*")]:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        run = subprocess.run(
            [sys.executable, "-m", "game", "--demo", "crni_petar", "--frames", "30"],
            cwd=install, capture_output=True, text=True, timeout=120, check=False,
            env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                 "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": str(install),
                 "SPECIJALNE_KARTE_HOME": str(tmp_path / "home")})
    finally:
        for path in [install, *install.rglob("*")]:
            path.chmod(0o755 if path.is_dir() else 0o644)
    assert run.returncode == 0, run.stderr
    assert sorted(p.relative_to(install) for p in install.rglob("*")) == before


@pytest.mark.parametrize("lang", ["sr-Latn", "sr-Cyrl", "en"])
def test_the_note_of_damaged_files_fits_its_box_and_tells_the_rest_next_time(home, lang):
    for name in (SETTINGS_FILE, STATS_FILE, RECORDS_FILE, MATCH_FILE):
        plant(home, name, "{")
    app = start_app(lang=lang)
    title = app.scenes[-1]
    box = title._note_box()
    assert box.bottom <= 1080 and box.top > max(w.rect.bottom for w in title.widgets)
    for _, lines, size in title.notes:
        for line in lines:
            assert theme.font(size).size(line)[0] <= box.w - 2 * NOTE_PAD
    told = [problem for problem, _, _ in title.notes]
    assert told and sum(len(lines) for _, lines, _ in title.notes) <= NOTE_LINES
    app.reset(TitleScene(app))                    # the title shows again
    again = [problem for problem, _, _ in app.scenes[-1].notes]
    assert told + again == [(DAMAGED_SETTINGS, SETTINGS_FILE), (DAMAGED_STATS, STATS_FILE),
                            (DAMAGED_STATS, RECORDS_FILE), (DAMAGED_SAVE, MATCH_FILE)]
