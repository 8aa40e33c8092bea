"""The UI monkey, CI-sized: every scene and every game's table, a few random events
each (taps, drags, touches, keys, resizes, language, focus), and not one exception,
frozen table or broken invariant. The long run is by hand: tools/monkey.py --minutes 30.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from ui import DT, start_app

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import monkey

from game.tables import RECORDS

EVENTS_PER_VISIT = 8


def test_the_monkey_breaks_nothing_in_any_scene(tmp_path):
    report = monkey.run(seed=7, seconds=0, events_per_visit=EVENTS_PER_VISIT, home=tmp_path)
    assert report.failures == []
    assert report.visits == len(monkey.visits())
    shown = set(report.scenes)
    assert {"TitleScene", "PickerScene", "SettingsScene", "SetupScene", "RulesScene",
            "AtlasScene"} <= shown
    assert {record.scene.__name__ for record in RECORDS.values()} <= shown


def test_f11_where_full_screen_is_impossible_does_nothing(tmp_path, monkeypatch):
    """Found by the monkey: the dummy driver (and some desktops) refuse full screen."""
    monkeypatch.setenv("SPECIJALNE_KARTE_HOME", str(tmp_path))
    app = start_app()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    app.step(DT)
    assert app.running


def test_a_card_taken_from_the_fan_while_held_is_simply_let_go(tmp_path, monkeypatch):
    """Found by the monkey (seed 112): in Crni Petar a bot may pick the very card a
    child is dragging; letting go of it then must not fail."""
    from game.scenes.crni_petar import CrniPetarTable
    from game.setup import MatchSetup

    monkeypatch.setenv("SPECIJALNE_KARTE_HOME", str(tmp_path))
    app = start_app()
    app.push(CrniPetarTable(app, MatchSetup.default("crni_petar", 3, seed=1), None))
    table = app.scenes[-1]
    taken = table.zones["hand:1"][0]                 # a card no longer in the child's fan
    table.drag.held = taken
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1,
                                         touch=False))
    app.step(DT)
    assert table.drag.held is None and app.running
