"""Front-end basics that must hold on every machine: the driver, the font, silence."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pygame
import pytest
from ui import DT, start_app, tap

from game import audio, theme
from game.audio import Sounds


def test_tests_run_on_the_dummy_video_driver():
    # With neither a display nor SDL_VIDEODRIVER, SDL picks an invisible driver silently.
    app = start_app()
    assert pygame.display.get_driver() == "dummy"
    app.step(DT)


@pytest.mark.parametrize("letter, wrong", [("ђ", "т"), ("љ", "л"), ("њ", "н"), ("ћ", "т"),
                                           ("Љ", "Л"), ("Ћ", "Т")])
def test_serbian_letters_are_drawn_as_themselves(letter, wrong):
    pygame.init()
    font = theme.font(64)

    def pixels(ch: str) -> bytes:
        return pygame.image.tobytes(font.render(ch, True, (0, 0, 0), (255, 255, 255)), "RGB")

    assert pixels(letter) != pixels(wrong)
    assert theme.FONT_REGULAR.name == "Andika-Regular.ttf"


def test_no_audio_device_means_silence_not_a_crash(monkeypatch):
    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sounds = Sounds()
    assert sounds.sounds == {}
    sounds.play("pair")
    sounds.ready()
    assert sounds.waiting == []


def test_a_device_that_will_not_open_again_leaves_the_waiting_sound_silent(monkeypatch):
    sounds = Sounds(volume=0.8)
    pygame.mixer.stop()
    sounds.rest(now=time.monotonic() + audio.QUIET_S + 1)
    assert not sounds.open

    def refuse(*args, **kwargs):
        raise pygame.error("the device went away")

    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sounds.play("pair")
    sounds.ready()
    assert not sounds.working and sounds.waiting == []
    sounds.play("pair")
    assert sounds.waiting == []


def test_a_tiny_window_is_made_usable(tmp_path):
    app = start_app(size=(320, 240))
    w, h = app.size
    assert w >= 640 and h >= 400


def test_a_damaged_settings_file_is_reported_on_the_title_and_kept_aside(tmp_path):
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    app = start_app()
    assert app.storage.problems and app.storage.problems[0][0] == "storage.damaged_settings"
    assert list(tmp_path.glob("settings.json.damaged-*"))
    app.step(DT)   # the title draws the message; the game goes on with defaults
    assert app.settings.language == "sr-Latn"


def test_language_switches_without_restart():
    from game.scenes.settings import SettingsScene

    app = start_app()
    app.push(SettingsScene(app))
    cyrillic = next(w for w in app.scenes[-1].widgets if w.label() == "Српски (ћирилица)")
    tap(app, app.rect(cyrillic.rect).center)
    assert app.settings.language == "sr-Cyrl"
    assert app.tr.get("title.play") == "Играј"


def test_the_memo_pause_on_the_settings_page_is_the_memo_s_own_setting():
    from game.scenes.settings import SettingsScene

    app = start_app()
    app.settings.put("evropa_memo", "pause", 2.5)
    page = SettingsScene(app)
    app.push(page)
    chips = {w.label(): w for w in page.widgets}
    assert chips[page._seconds(2.5)].selected() and not chips[page._seconds(4.0)].selected()
    tap(app, app.rect(chips[page._seconds(4.0)].rect).center)
    assert app.settings.of("evropa_memo", "pause") == 4.0
    assert app.storage.load_settings().games["evropa_memo"] == {"pause": 4.0}


def test_the_picker_groups_games_by_deck(tmp_path, monkeypatch):
    """A family of one game leads to its setup; a family of several to a page of its own,
    with a tile for each of its games and a way back."""
    from game.scenes.picker import PickerScene
    from game.scenes.setup import SetupScene
    from game.tables import FAMILIES, RECORDS

    monkeypatch.setenv("SPECIJALNE_KARTE_HOME", str(tmp_path))
    app = start_app()
    app.push(PickerScene(app))
    picker = app.scenes[-1]
    assert picker.entries == list(FAMILIES)
    assert sorted(picker.games) == sorted(g for g in RECORDS)
    tap(app, app.rect(picker.widgets[picker.entries.index("crni_petar")].rect).center)
    assert isinstance(app.scenes[-1], SetupScene) and app.scenes[-1].game == "crni_petar"
    app.pop()
    tap(app, app.rect(picker.widgets[picker.entries.index("evropa")].rect).center)
    page = app.scenes[-1]
    assert isinstance(page, PickerScene) and page.entries == ["evropa_memo", "evropa"]
    tap(app, app.rect(page.widgets[1].rect).center)
    assert app.scenes[-1].game == "evropa"
    app.pop()
    tap(app, app.rect(page.widgets[-1].rect).center)                 # back
    assert app.scenes[-1] is picker


def test_the_window_is_shown_without_a_gl_renderer_unless_the_player_asks_for_one():
    """The game draws on a software surface; SDL's default GL framebuffer would load the
    GL driver (about 100 MB resident in a real X window) only to show it. Importing the
    front end asks for SDL's own framebuffer, and a player's own setting is kept."""
    probe = "import os, game; print(os.environ['SDL_FRAMEBUFFER_ACCELERATION'])"
    env = {k: v for k, v in os.environ.items() if k != "SDL_FRAMEBUFFER_ACCELERATION"}
    plain = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                           text=True, check=True)
    asked = subprocess.run([sys.executable, "-c", probe],
                           env={**env, "SDL_FRAMEBUFFER_ACCELERATION": "opengl"},
                           capture_output=True, text=True, check=True)
    assert (plain.stdout.strip(), asked.stdout.strip()) == ("0", "opengl")
