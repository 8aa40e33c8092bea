"""A table that sleeps: no frame is drawn while nothing moves and no input comes, and
whatever moves (the guide's hand, sparks, confetti, a bot's move) is drawn."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from game import app as app_module, audio
from game.scenes.crni_petar import CrniPetarTable
from game.scenes.guide import start_guide
from game.scenes.memo import MemoTable
from game.scenes.results import ResultsScene
from game.setup import MatchSetup
from tests.ui import DT, settle, start_app, tap


def idle_steps(app, seconds: float) -> int:
    """Frames drawn over `seconds` of simulated time with no input, each step checked:
    a step that draws nothing must leave the screen as a fresh frame would draw it."""
    before = app.drawn
    for k in range(round(seconds / DT)):
        app.step(DT)
        if not app.drew:
            shown = app.window.copy()
            app._draw()
            assert pygame.image.tobytes(shown, "RGB") == \
                pygame.image.tobytes(app.window, "RGB"), \
                f"{type(app.scenes[-1]).__name__} changed without a frame at step {k}"
    return app.drawn - before


def table(app, scene_type, game: str, players: int):
    setup = MatchSetup.default(game, players, 3)
    scene = scene_type(app, setup)
    app.reset(scene)
    return scene


def test_a_table_waiting_for_a_tap_draws_no_frames():
    app = start_app()
    scene = table(app, CrniPetarTable, "crni_petar", 2)
    for _ in range(3000):
        app.step(DT)
        if scene.my_turn and not scene.warm.images:
            break
    for _ in range(10):
        idle_steps(app, 1)
        if app.next_frame_in() is None:
            break
    assert app.next_frame_in() is None           # the glow on turn has come to rest
    assert idle_steps(app, 10) == 0


def test_the_title_and_the_picker_rest_once_their_cards_stop():
    app = start_app()
    idle_steps(app, 8)
    assert idle_steps(app, 5) == 0
    app.scenes[-1]._play()
    idle_steps(app, 2)
    assert idle_steps(app, 5) == 0


def test_bots_play_on_their_own_without_input():
    app = start_app()
    setup = MatchSetup.default("crni_petar", 3, 5)
    setup.humans = [False] * 3
    scene = CrniPetarTable(app, setup)
    app.reset(scene)
    drawn = idle_steps(app, 20)
    assert scene.moves >= 5 and drawn > 100


def test_the_guides_hand_is_drawn_while_it_moves_and_rests_after():
    app = start_app()
    start_guide(app, "crni_petar")
    guide = app.scenes[-1].guide
    for _ in range(2000):
        app.step(DT)
        if guide.panel == "card":                  # read with a tap anywhere
            tap(app, app.point(960, 540), frames=1)
        if guide.goal is not None:
            break
    assert guide.goal is not None
    steps, drawn = 30, app.drawn
    idle_steps(app, steps * DT)
    assert app.drawn - drawn == steps          # the hand comes in and bobs: every frame
    idle_steps(app, 6)
    assert guide.hand_alpha == 255 and idle_steps(app, 3) == 0


def test_the_memo_is_drawn_while_the_computer_turns_cards():
    app = start_app()
    scene = table(app, MemoTable, "evropa_memo", 2)
    idle_steps(app, 15)
    assert scene.moves > 0


def test_the_results_confetti_stops_after_a_few_seconds():
    app = start_app()
    scene = table(app, CrniPetarTable, "crni_petar", 2)
    settle(app)
    app.push(ResultsScene(app, scene.setup, (0,), scene.name, ["1", "2"]))
    assert idle_steps(app, 2) == round(2 / DT)
    idle_steps(app, 6)
    assert not app.scenes[-1].busy
    assert idle_steps(app, 5) == 0


def test_the_atlas_map_is_drawn_while_it_zooms_and_rests_after():
    from game.scenes.atlas import AtlasScene

    app = start_app()
    atlas = AtlasScene(app)
    app.reset(atlas)
    idle_steps(app, 3)
    assert idle_steps(app, 2) == 0
    atlas.pad.zoom(1)
    drawn = app.drawn
    while atlas.pad.busy:
        app.step(DT)
        assert app.drew
    assert app.drawn > drawn
    idle_steps(app, 1)
    assert idle_steps(app, 2) == 0


def audio_threads() -> list[str]:
    """The names of this process's SDL audio threads (Linux's /proc)."""
    tasks = Path("/proc/self/task")
    return [name for task in tasks.iterdir()
            if (name := (task / "comm").read_text().strip()).startswith("SDLAudio")]


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="threads seen through /proc")
def test_a_sleeping_loop_closes_the_quiet_audio_device_and_a_sound_opens_it_again(monkeypatch):
    # An open device is mixed by SDL's thread 90 times a second, playing or not.
    app = start_app()
    idle_steps(app, 8)                  # the title's cards come to rest: the loop sleeps
    monkeypatch.setattr(app_module, "LONGEST_SLEEP_S", 0.05)
    app.sounds.volume = 0.8
    app.sounds.muted = False
    app.sounds.play("click")
    assert audio_threads()
    pygame.mixer.stop()
    app.step()                          # sleeps: the click has only just sounded
    assert app.sounds.open and audio_threads()
    later = time.monotonic() + audio.QUIET_S
    monkeypatch.setattr(audio.time, "monotonic", lambda: later)
    app.step()                          # sleeps after QUIET_S of quiet
    assert not app.sounds.open and not audio_threads()
    app.sounds.play("click")            # asked for inside a frame: the device opens after it
    assert not app.sounds.open and app.sounds.waiting == ["click"]
    app.step(DT)
    assert app.sounds.open and pygame.mixer.get_busy() and app.sounds.waiting == []
