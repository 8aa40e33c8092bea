"""Best results of a child playing alone (Memo) and the Memo settings: kept, beaten,
and surviving damaged files like the rest of storage."""

from __future__ import annotations

import json

import pytest

from game.storage import (
    ATLAS,
    DAMAGED_SETTINGS,
    DAMAGED_STATS,
    FLAT_SETTINGS,
    RECORDS_FILE,
    SETTINGS_FILE,
    Settings,
    Storage,
)
from game.tables import FAMILIES, SETTING_OWNERS

MEMO = "evropa_memo"


def test_no_best_before_the_first_result(tmp_path):
    store = Storage(tmp_path)
    assert store.best("evropa_memo", "six") is None
    assert list(tmp_path.iterdir()) == []


def test_the_first_result_is_a_best_and_survives_a_restart(tmp_path):
    assert Storage(tmp_path).record_best("evropa_memo", "six", 9, 61.4) == \
        {"moves": True, "seconds": True}
    assert Storage(tmp_path).best("evropa_memo", "six") == {"moves": 9, "seconds": 61}


def test_fewer_moves_and_less_time_are_records_of_their_own(tmp_path):
    store = Storage(tmp_path)
    store.record_best("evropa_memo", "six", 9, 60)
    assert store.record_best("evropa_memo", "six", 8, 75) == {"moves": True, "seconds": False}
    assert store.record_best("evropa_memo", "six", 10, 50) == {"moves": False, "seconds": True}
    assert store.record_best("evropa_memo", "six", 8, 50) == {"moves": False, "seconds": False}
    assert store.best("evropa_memo", "six") == {"moves": 8, "seconds": 50}


def test_each_grid_and_game_keeps_its_own_best(tmp_path):
    store = Storage(tmp_path)
    store.record_best("evropa_memo", "six", 9, 60)
    store.record_best("evropa_memo", "all", 120, 900)
    store.record_best("other", "six", 3, 5)
    assert store.best("evropa_memo", "six") == {"moves": 9, "seconds": 60}
    assert store.best("evropa_memo", "all") == {"moves": 120, "seconds": 900}
    assert store.best("other", "six") == {"moves": 3, "seconds": 5}


@pytest.mark.parametrize("args", [("", "six", 1, 1), ("g", "", 1, 1), ("g", "k", -1, 1),
                                  ("g", "k", 1.5, 1), ("g", "k", True, 1),
                                  ("g", "k", 1, float("nan")), ("g", "k", 1, -3)])
def test_nonsense_from_the_caller_is_refused(tmp_path, args):
    with pytest.raises(ValueError):
        Storage(tmp_path).record_best(*args)


@pytest.mark.parametrize("text", ["{not json", "[]", '{"version": 2, "games": {}}',
                                  '{"version": 1, "games": []}'])
def test_a_damaged_records_file_is_set_aside_and_reported(tmp_path, text):
    (tmp_path / RECORDS_FILE).write_text(text, encoding="utf-8")
    store = Storage(tmp_path)
    assert store.best("evropa_memo", "six") is None
    assert store.problems == [(DAMAGED_STATS, RECORDS_FILE)]
    assert any(p.name.startswith(RECORDS_FILE + ".damaged-") for p in tmp_path.iterdir())
    assert store.record_best("evropa_memo", "six", 9, 60) == {"moves": True, "seconds": True}


def test_a_bad_entry_loses_only_itself(tmp_path):
    doc = {"version": 1, "games": {"evropa_memo": {"six": {"moves": 9, "seconds": 60},
                                                   "ten": {"moves": "many", "seconds": 1}},
                                   "": {"x": {"moves": 1, "seconds": 1}}}}
    (tmp_path / RECORDS_FILE).write_text(json.dumps(doc), encoding="utf-8")
    store = Storage(tmp_path)
    assert store.best("evropa_memo", "six") == {"moves": 9, "seconds": 60}
    assert store.best("evropa_memo", "ten") is None
    assert store.problems == [(DAMAGED_STATS, RECORDS_FILE)]
    assert json.loads((tmp_path / RECORDS_FILE).read_text(encoding="utf-8"))["games"] == \
        {"evropa_memo": {"six": {"moves": 9, "seconds": 60}}}


def test_memo_settings_default_round_trip_and_fall_back(tmp_path):
    assert (Settings().of(MEMO, "pause"), Settings().of(MEMO, "clock")) == (1.5, False)
    chosen = Settings()
    chosen.put(MEMO, "pause", 4.0)
    chosen.put(MEMO, "clock", True)
    Storage(tmp_path).save_settings(chosen)
    again = Storage(tmp_path).load_settings()
    assert (again.of(MEMO, "pause"), again.of(MEMO, "clock")) == (4.0, True)
    settings, bad = Settings.from_dict({"games": {MEMO: {"pause": 0.01, "clock": True},
                                                  "uno": {"auto_uno": "yes"}}})
    assert bad == ["games"]
    assert settings.games == {MEMO: {"clock": True}, "uno": {}}      # the rest is kept
    assert (settings.of(MEMO, "pause"), settings.of("uno", "auto_uno")) == (1.5, False)


OLD_FILE = {"language": "en", "memo_pause": 4.0, "memo_clock": True, "auto_uno": True,
            "atlas_pictures": True}


def test_an_older_file_with_flat_settings_moves_them_under_the_games(tmp_path):
    (tmp_path / SETTINGS_FILE).write_text(json.dumps(OLD_FILE), encoding="utf-8")
    store = Storage(tmp_path, owners=SETTING_OWNERS)
    settings = store.load_settings()
    assert (settings.of(MEMO, "pause"), settings.of(MEMO, "clock")) == (4.0, True)
    assert all(settings.of(game, "auto_uno") for game in FAMILIES["uno"])   # every UNO game
    assert not settings.of("sedam_i_osam", "auto_uno")
    assert settings.of(ATLAS, "pictures") and settings.language == "en"
    assert store.problems == [] and not list(tmp_path.glob("*.damaged-*"))
    saved = json.loads((tmp_path / SETTINGS_FILE).read_text(encoding="utf-8"))
    assert not FLAT_SETTINGS.keys() & saved.keys()                         # moved on
    assert saved["games"][MEMO] == {"pause": 4.0, "clock": True}
    assert Storage(tmp_path, owners=SETTING_OWNERS).load_settings() == settings


def test_a_damaged_flat_setting_is_reported_and_the_file_kept_aside(tmp_path):
    text = json.dumps(OLD_FILE | {"memo_pause": 0.01})
    (tmp_path / SETTINGS_FILE).write_text(text, encoding="utf-8")
    store = Storage(tmp_path, owners=SETTING_OWNERS)
    settings = store.load_settings()
    assert store.problems == [(DAMAGED_SETTINGS, SETTINGS_FILE)]
    [aside] = tmp_path.glob(f"{SETTINGS_FILE}.damaged-*")
    assert aside.read_text(encoding="utf-8") == text                        # nothing lost
    assert (settings.of(MEMO, "pause"), settings.of(MEMO, "clock")) == (1.5, True)
    assert settings.of("uno", "auto_uno") and settings.of(ATLAS, "pictures")


def test_a_game_setting_of_its_own_wins_over_an_old_flat_key():
    settings, bad = Settings.from_dict({"memo_pause": 4.0, "games": {MEMO: {"pause": 2.5}}},
                                       SETTING_OWNERS)
    assert bad == [] and settings.of(MEMO, "pause") == 2.5


def test_an_older_settings_file_without_memo_fields_is_clean(tmp_path):
    (tmp_path / SETTINGS_FILE).write_text('{"language": "en"}', encoding="utf-8")
    store = Storage(tmp_path)
    assert store.load_settings() == Settings(language="en")
    assert store.problems == []
