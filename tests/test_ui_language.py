"""A change of language reaches every word on every screen, open or made before it."""

from __future__ import annotations

import re

import pytest
from ui import DT, settle, start_app, tap, tap_widget

from game import theme
from game.i18n import LANGUAGE_NAMES
from game.scenes.remino import ReminoTable
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.setup import MatchSetup

LATIN = re.compile(r"[A-Za-zčćžšđČĆŽŠĐ]")


def words(scene) -> list[str]:
    """Every label of a screen: its buttons and chips, and the names of its rows."""
    rows = [label() for _, label in getattr(scene, "rows", [])]
    return rows + [w.label() for w in scene.widgets]


def choose_language(app, lang: str) -> None:
    chip = next(w for w in app.scenes[-1].widgets if w.label() == LANGUAGE_NAMES[lang])
    tap(app, app.rect(chip.rect).center)
    assert app.settings.language == lang


@pytest.mark.parametrize("lang, other", [("sr-Cyrl", "sr-Latn"), ("en", "sr-Latn"),
                                         ("sr-Latn", "en")])
def test_settings_and_the_title_speak_the_language_just_chosen(lang, other):
    """The labels of the open Settings and of the title under it read as on screens made
    after the change, and not as they read before it."""
    app = start_app(lang=other)
    tap_widget(app, "gear")
    before_settings, before_title = words(app.scenes[-1]), words(app.scenes[-2])
    choose_language(app, lang)
    assert words(app.scenes[-1]) == words(SettingsScene(app))
    tap_widget(app, "back")
    assert isinstance(app.scenes[-1], TitleScene)
    fresh = TitleScene(app)
    fresh.enter()
    assert words(app.scenes[-1]) == words(fresh)
    changed = [a != b for a, b in zip(before_settings, words(SettingsScene(app)), strict=True)]
    assert sum(changed) >= 8                 # rows and chips, not only the title
    assert words(app.scenes[-1]) != before_title


def test_a_match_resumed_after_choosing_cyrillic_draws_no_latin_word(monkeypatch):
    """A Remino match saved in Latin, resumed after Settings chose Cyrillic: its round and
    rule, names and prompt are all drawn in Cyrillic."""
    app = start_app()
    app.reset(ReminoTable(app, MatchSetup.default("remino", 3, 5)))
    settle(app)
    app.reset(TitleScene(app))
    app.step(DT)
    tap_widget(app, "gear")
    choose_language(app, "sr-Cyrl")
    tap_widget(app, "back")
    drawn: list[str] = []
    text, fit = theme.text, theme.fit
    monkeypatch.setattr(theme, "text", lambda w, *a, **k: drawn.append(w) or text(w, *a, **k))
    monkeypatch.setattr(theme, "fit", lambda w, *a, **k: drawn.append(w) or fit(w, *a, **k))
    tap_widget(app, "continue")
    table = app.scenes[-1]
    assert isinstance(table, ReminoTable)
    settle(app)
    app.dirty = True
    app.step(DT)
    assert app.tr.get(table.felt.rule()) in drawn
    assert [w for w in drawn if LATIN.search(w)] == []


def test_settings_show_the_volume_chosen_and_sound_on_or_off_without_a_double_negative():
    app = start_app()
    tap_widget(app, "gear")
    settings = app.scenes[-1]
    lit = [w.label() for w in settings.widgets if w.selected()]
    assert f"{round(app.settings.volume * 100)} %" in lit       # the default, 80 %, shows
    assert "Uključen" in lit and app.tr.get("settings.sound") == "Zvuk"
    chip = next(w for w in settings.widgets if w.label() == "Isključen")
    tap(app, app.rect(chip.rect).center)
    assert app.settings.muted and app.sounds.muted
    app.settings.volume = 0.75                                   # an old value: the nearest
    assert sum(1 for w in settings.widgets if w.selected() and "%" in w.label()) == 1
