"""Storage keeps settings, statistics and the autosave safe from crashes and damage."""

from __future__ import annotations

import dataclasses
import json
import os
import sys
from pathlib import Path

import pytest

from game import storage
from game.storage import (
    DAMAGED_SAVE,
    DAMAGED_SETTINGS,
    DAMAGED_STATS,
    MATCH_FILE,
    NOT_WRITABLE,
    SETTINGS_FILE,
    STATS_FILE,
    Settings,
    Storage,
)

RUNNING_AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def damaged_copies(root: Path, name: str) -> list[Path]:
    return sorted(root.glob(f"{name}.damaged-*"))


def write_raw(root: Path, name: str, data: bytes | str) -> None:
    raw = data.encode("utf-8") if isinstance(data, str) else data
    (root / name).write_bytes(raw)


def unwritable_root(tmp_path: Path) -> Path:
    """A folder that cannot be created: it would sit under a regular file."""
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    return blocker / "home"


# -- where the files live ----------------------------------------------------


def test_the_environment_variable_chooses_the_folder(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    assert storage.default_root() == tmp_path / "home"
    assert Storage().root == tmp_path / "home"
    assert (tmp_path / "home").is_dir()


def test_without_the_variable_the_user_data_folder_is_used(monkeypatch):
    monkeypatch.delenv(storage.HOME_ENV, raising=False)
    assert storage.default_root().name == storage.APP_NAME


def test_storage_does_not_import_pygame():
    assert "pygame" not in storage.__dict__
    source = Path(storage.__file__).read_text(encoding="utf-8")
    assert "import pygame" not in source


# -- settings ----------------------------------------------------------------


def test_first_run_gives_the_defaults_and_writes_nothing(tmp_path):
    store = Storage(tmp_path)
    assert store.load_settings() == Settings()
    assert store.load_match() is None
    assert store.stats() == {"games": {}, "total": {"played": 0, "won": 0}}
    assert store.problems == []
    assert list(tmp_path.iterdir()) == []


def test_defaults_are_the_documented_ones():
    s = Settings()
    assert (s.language, s.volume, s.muted, s.animation) == ("sr-Latn", 0.8, False, "normal")
    assert (s.highlight_playable, s.fullscreen, s.window_size) == (True, False, (1280, 720))
    assert (s.last_game, s.last_setup, s.tutorial_seen) == ("crni_petar", {}, [])


def test_every_settings_field_has_a_check():
    assert set(storage._FIELD_CHECKS) == {f.name for f in dataclasses.fields(Settings)}


def test_settings_round_trip(tmp_path):
    chosen = Settings(
        language="sr-Cyrl",
        volume=0.25,
        muted=True,
        animation="reduced",
        highlight_playable=False,
        fullscreen=True,
        window_size=(1920, 1080),
        last_game="uno",
        last_setup={"crni_petar": {"players": 4, "humans": [0], "bot": "easy",
                                   "options": {"deck": "animals"}}},
        tutorial_seen=["crni_petar", "uno"],
    )
    Storage(tmp_path).save_settings(chosen)
    again = Storage(tmp_path)
    assert again.load_settings() == chosen
    assert again.problems == []


def test_settings_file_is_plain_readable_json(tmp_path):
    Storage(tmp_path).save_settings(Settings(language="en"))
    data = json.loads((tmp_path / SETTINGS_FILE).read_text(encoding="utf-8"))
    assert data["language"] == "en"
    assert data["window_size"] == [1280, 720]


def test_garbage_bytes_are_set_aside_and_reported(tmp_path):
    write_raw(tmp_path, SETTINGS_FILE, b"\xff\xfe\x00garbage{{")
    store = Storage(tmp_path)
    assert store.load_settings() == Settings()
    assert store.problems == [(DAMAGED_SETTINGS, SETTINGS_FILE)]
    [copy] = damaged_copies(tmp_path, SETTINGS_FILE)
    assert copy.read_bytes() == b"\xff\xfe\x00garbage{{"
    assert not (tmp_path / SETTINGS_FILE).exists()


def test_the_damaged_copy_is_named_with_a_timestamp(tmp_path):
    write_raw(tmp_path, SETTINGS_FILE, "{")
    Storage(tmp_path).load_settings()
    [copy] = damaged_copies(tmp_path, SETTINGS_FILE)
    stamp = copy.name.removeprefix(f"{SETTINGS_FILE}.damaged-")
    date, time = stamp.split("-")
    assert len(date) == 8 and date.isdigit()
    assert len(time) == 6 and time.isdigit()


def test_a_second_damage_in_the_same_second_keeps_both_copies(tmp_path):
    store = Storage(tmp_path)
    write_raw(tmp_path, SETTINGS_FILE, "first")
    store.load_settings()
    write_raw(tmp_path, SETTINGS_FILE, "second")
    store.load_settings()
    contents = sorted(p.read_text() for p in damaged_copies(tmp_path, SETTINGS_FILE))
    assert contents == ["first", "second"]
    assert store.problems == [(DAMAGED_SETTINGS, SETTINGS_FILE)]


@pytest.mark.parametrize("text", ['["sr-Latn", 0.8]', '"settings"', "null", "42"])
def test_json_of_the_wrong_shape_is_set_aside(tmp_path, text):
    write_raw(tmp_path, SETTINGS_FILE, text)
    store = Storage(tmp_path)
    assert store.load_settings() == Settings()
    assert store.problems == [(DAMAGED_SETTINGS, SETTINGS_FILE)]
    [copy] = damaged_copies(tmp_path, SETTINGS_FILE)
    assert copy.read_text() == text


def test_one_bad_field_costs_only_itself(tmp_path):
    original = json.dumps({"language": "en", "volume": "loud", "muted": True,
                           "tutorial_seen": ["uno"]})
    write_raw(tmp_path, SETTINGS_FILE, original)
    store = Storage(tmp_path)
    settings = store.load_settings()
    assert settings == Settings(language="en", muted=True, tutorial_seen=["uno"])
    assert store.problems == [(DAMAGED_SETTINGS, SETTINGS_FILE)]
    [copy] = damaged_copies(tmp_path, SETTINGS_FILE)
    assert copy.read_text() == original
    # The good fields are written back, so they survive the next start too.
    again = Storage(tmp_path)
    assert again.load_settings() == settings
    assert again.problems == []


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("language", "de"),
        ("language", 1),
        ("volume", 1.5),
        ("volume", -0.1),
        ("volume", True),
        ("volume", None),
        ("muted", "yes"),
        ("muted", 0),
        ("animation", "turbo"),
        ("highlight_playable", None),
        ("fullscreen", 1),
        ("window_size", [1280]),
        ("window_size", [0, 720]),
        ("window_size", [1280.0, 720]),
        ("window_size", "1280x720"),
        ("last_game", ""),
        ("last_game", 7),
        ("last_setup", []),
        ("tutorial_seen", "uno"),
    ],
)
def test_each_bad_value_falls_back_to_its_default(name, value):
    good = {"language": "sr-Cyrl", "volume": 0.5, "muted": True, "animation": "fast",
            "highlight_playable": False, "fullscreen": True, "window_size": [800, 600],
            "last_game": "uno", "last_setup": {"uno": {"players": 3}},
            "tutorial_seen": ["uno"]}
    settings, bad = Settings.from_dict({**good, name: value})
    assert bad == [name]
    assert getattr(settings, name) == getattr(Settings(), name)
    for other, expected in good.items():
        if other != name:
            got = getattr(settings, other)
            assert (list(got) if other == "window_size" else got) == expected


def test_unknown_keys_are_dropped_without_a_report(tmp_path):
    write_raw(tmp_path, SETTINGS_FILE, json.dumps({"language": "en", "colour_blind": True}))
    store = Storage(tmp_path)
    assert store.load_settings() == Settings(language="en")
    assert store.problems == []
    assert damaged_copies(tmp_path, SETTINGS_FILE) == []


def test_whole_numbers_are_accepted_as_volume():
    settings, bad = Settings.from_dict({"volume": 1})
    assert (settings.volume, bad) == (1.0, [])


def test_bad_entries_in_the_list_fields_are_dropped_and_the_good_ones_kept():
    settings, bad = Settings.from_dict({
        "last_setup": {"uno": {"players": 3}, "crni_petar": "four players"},
        "tutorial_seen": ["uno", 3, "crni_petar", "uno"],
    })
    assert settings.last_setup == {"uno": {"players": 3}}
    assert settings.tutorial_seen == ["uno", "crni_petar"]
    assert bad == ["last_setup", "tutorial_seen"]


def test_saving_bad_settings_writes_the_defaults_for_the_bad_fields(tmp_path):
    store = Storage(tmp_path)
    store.save_settings(Settings(language="klingon", volume=0.3))
    assert store.load_settings() == Settings(volume=0.3)


def test_settings_are_copies_the_caller_may_change(tmp_path):
    store = Storage(tmp_path)
    store.save_settings(Settings(tutorial_seen=["uno"]))
    first = store.load_settings()
    first.tutorial_seen.append("crni_petar")
    assert store.load_settings().tutorial_seen == ["uno"]


# -- atomic writes -----------------------------------------------------------


def test_writes_leave_no_temp_files(tmp_path):
    store = Storage(tmp_path)
    for volume in (0.1, 0.2, 0.3):
        store.save_settings(Settings(volume=volume))
    store.record_result("crni_petar", 3, won=True)
    store.save_match({"game": "crni_petar", "seed": 7})
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([SETTINGS_FILE, STATS_FILE, MATCH_FILE])


def test_writes_are_flushed_to_disk(tmp_path, monkeypatch):
    synced: list[int] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(storage.os, "fsync", fsync)
    Storage(tmp_path).save_settings(Settings())
    assert synced


def test_a_failed_write_keeps_the_old_file_and_removes_the_temp(tmp_path, monkeypatch):
    store = Storage(tmp_path)
    store.save_settings(Settings(language="en"))
    before = (tmp_path / SETTINGS_FILE).read_bytes()

    def refuse(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", refuse)
    store.save_settings(Settings(language="sr-Cyrl"))
    assert (tmp_path / SETTINGS_FILE).read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [SETTINGS_FILE]
    # The session goes on in memory, and the player is told once.
    assert store.load_settings().language == "sr-Cyrl"
    assert store.problems == [(NOT_WRITABLE, str(tmp_path))]


def test_a_damaged_file_that_cannot_be_moved_is_never_overwritten(tmp_path, monkeypatch):
    original = json.dumps({"language": "en", "volume": "loud"})
    write_raw(tmp_path, SETTINGS_FILE, original)
    store = Storage(tmp_path)

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "replace", refuse)
    assert store.load_settings() == Settings(language="en")
    store.save_settings(Settings(language="sr-Cyrl"))
    assert (tmp_path / SETTINGS_FILE).read_text() == original
    assert store.load_settings().language == "sr-Cyrl"
    assert store.problems == [(DAMAGED_SETTINGS, SETTINGS_FILE)]


# -- statistics --------------------------------------------------------------


def test_stats_count_played_and_won_per_game_and_in_total(tmp_path):
    store = Storage(tmp_path)
    store.record_result("crni_petar", 3, won=True)
    store.record_result("crni_petar", 3, won=False)
    store.record_result("crni_petar", 4, won=True)
    store.record_result("uno", 2, won=False)
    expected = {
        "games": {
            "crni_petar": {"played": 3, "won": 2,
                           "by_players": {3: {"played": 2, "won": 1},
                                          4: {"played": 1, "won": 1}}},
            "uno": {"played": 1, "won": 0, "by_players": {2: {"played": 1, "won": 0}}},
        },
        "total": {"played": 4, "won": 2},
    }
    assert store.stats() == expected
    assert Storage(tmp_path).stats() == expected


def test_stats_reject_nonsense_from_the_caller(tmp_path):
    store = Storage(tmp_path)
    with pytest.raises(ValueError):
        store.record_result("", 3, won=True)
    with pytest.raises(ValueError):
        store.record_result("uno", 0, won=True)
    assert not (tmp_path / STATS_FILE).exists()


def test_damaged_stats_start_again_from_zero(tmp_path):
    write_raw(tmp_path, STATS_FILE, "not json")
    store = Storage(tmp_path)
    assert store.stats()["total"] == {"played": 0, "won": 0}
    assert store.problems == [(DAMAGED_STATS, STATS_FILE)]
    assert len(damaged_copies(tmp_path, STATS_FILE)) == 1
    store.record_result("uno", 2, won=True)
    assert store.stats()["total"] == {"played": 1, "won": 1}


def test_a_bad_game_entry_loses_only_that_game(tmp_path):
    doc = {"version": 1, "games": {
        "uno": {"played": 2, "won": 1, "by_players": {"2": {"played": 2, "won": 1}}},
        "crni_petar": {"played": 1, "won": 5, "by_players": {}},
    }}
    write_raw(tmp_path, STATS_FILE, json.dumps(doc))
    store = Storage(tmp_path)
    assert store.stats()["games"] == {
        "uno": {"played": 2, "won": 1, "by_players": {2: {"played": 2, "won": 1}}},
    }
    assert store.problems == [(DAMAGED_STATS, STATS_FILE)]
    assert json.loads(damaged_copies(tmp_path, STATS_FILE)[0].read_text()) == doc
    assert Storage(tmp_path).stats()["total"] == {"played": 2, "won": 1}


# -- autosave ----------------------------------------------------------------


def test_autosave_save_load_and_clear(tmp_path):
    store = Storage(tmp_path)
    match = {"game": "crni_petar", "seed": 1234, "options": {"players": 3},
             "actions": ["pick 1 0", "pick 2 3"], "humans": [0]}
    store.save_match(match)
    assert Storage(tmp_path).load_match() == match
    store.clear_match()
    assert store.load_match() is None
    assert not (tmp_path / MATCH_FILE).exists()
    store.clear_match()  # clearing twice is fine


def test_autosave_refuses_data_that_is_not_json(tmp_path):
    store = Storage(tmp_path)
    with pytest.raises(TypeError):
        store.save_match({"when": object()})
    with pytest.raises(ValueError):
        store.save_match({"score": float("nan")})
    assert not (tmp_path / MATCH_FILE).exists()


@pytest.mark.parametrize("text", ["{truncated", '{"version": 1}', "[]",
                                  '{"version": 99, "match": {}}'])
def test_a_damaged_autosave_is_set_aside_and_reported(tmp_path, text):
    write_raw(tmp_path, MATCH_FILE, text)
    store = Storage(tmp_path)
    assert store.load_match() is None
    assert store.problems == [(DAMAGED_SAVE, MATCH_FILE)]
    [copy] = damaged_copies(tmp_path, MATCH_FILE)
    assert copy.read_text() == text
    assert store.load_match() is None


def test_a_save_the_rules_cannot_resume_can_be_set_aside(tmp_path):
    store = Storage(tmp_path)
    store.save_match({"game": "crni_petar", "actions": ["fly away"]})
    store.set_aside_match("the rules refused it")
    assert store.load_match() is None
    assert store.problems == [(DAMAGED_SAVE, MATCH_FILE)]
    assert len(damaged_copies(tmp_path, MATCH_FILE)) == 1


# -- a folder we cannot write ------------------------------------------------


def check_works_in_memory(store: Storage) -> None:
    assert store.writable is False
    assert store.load_settings() == Settings()
    store.save_settings(Settings(language="en", volume=0.1))
    assert store.load_settings() == Settings(language="en", volume=0.1)
    store.record_result("uno", 2, won=True)
    assert store.stats()["total"] == {"played": 1, "won": 1}
    store.save_match({"game": "uno"})
    assert store.load_match() == {"game": "uno"}
    store.clear_match()
    assert store.load_match() is None
    assert store.problems == [(NOT_WRITABLE, str(store.root))]


def test_a_folder_that_cannot_be_created_works_in_memory(tmp_path, caplog):
    root = unwritable_root(tmp_path)
    with caplog.at_level("WARNING", logger="game.storage"):
        store = Storage(root)
    assert any("cannot write" in record.getMessage() for record in caplog.records)
    check_works_in_memory(store)
    assert not root.exists()


@pytest.mark.skipif(RUNNING_AS_ROOT or sys.platform == "win32",
                    reason="chmod does not stop root (or Windows) from writing")
def test_a_read_only_folder_works_in_memory_and_still_reads(tmp_path):
    Storage(tmp_path).save_settings(Settings(language="en"))
    tmp_path.chmod(0o500)
    try:
        store = Storage(tmp_path)
        assert store.load_settings() == Settings(language="en")
        store.save_settings(Settings(language="sr-Cyrl"))
        assert store.load_settings().language == "sr-Cyrl"
        assert store.problems == [(NOT_WRITABLE, str(tmp_path))]
        assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_FILE]
    finally:
        tmp_path.chmod(0o700)
    assert json.loads((tmp_path / SETTINGS_FILE).read_text())["language"] == "en"


def test_the_fitting_levels_strength_is_kept_per_game_beside_the_counts(tmp_path):
    store = Storage(tmp_path)
    assert store.fitted("uno") is None
    store.record_result("uno", 2, won=True)
    store.record_fitted("uno", 0.36)
    store.record_fitted("uno", 0.42)
    store.record_result("uno", 2, won=False)       # the counts keep the strength
    again = Storage(tmp_path)
    assert again.fitted("uno") == {"strength": 0.42, "matches": 2}
    assert again.fitted("adriatic") is None
    assert again.stats()["games"]["uno"]["played"] == 2
    with pytest.raises(ValueError):
        store.record_fitted("uno", 1.5)


def test_a_damaged_fitted_strength_loses_only_itself(tmp_path):
    counts = {"uno": {"played": 2, "won": 1, "by_players": {"2": {"played": 2, "won": 1}}}}
    doc = {"version": 1, "games": counts,
           "fit": {"uno": {"strength": 0.4, "matches": 3}, "remino": {"strength": "x"}}}
    write_raw(tmp_path, STATS_FILE, json.dumps(doc))
    store = Storage(tmp_path)
    assert store.fitted("uno") == {"strength": 0.4, "matches": 3}
    assert store.fitted("remino") is None
    assert store.stats()["total"] == {"played": 2, "won": 1}
    assert store.problems == [(DAMAGED_STATS, STATS_FILE)]
    assert json.loads(damaged_copies(tmp_path, STATS_FILE)[0].read_text()) == doc
    write_raw(tmp_path, STATS_FILE, json.dumps({**doc, "fit": [1, 2]}))
    assert Storage(tmp_path).fitted("uno") is None
    assert Storage(tmp_path).stats()["total"] == {"played": 2, "won": 1}
