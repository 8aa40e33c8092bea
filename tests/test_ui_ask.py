"""Nothing a child cannot undo happens on one tap: leaving a match, a new match over the
saved one; and the title says which match Continue goes on with."""

from __future__ import annotations

import pygame
import pytest
from test_guides import walk
from ui import DT, choose, open_game, settle, start_app, tap, tap_widget

from game.i18n import catalogue
from game.scenes.ask import AskScene
from game.scenes.crni_petar import CrniPetarTable
from game.scenes.guide import start_guide
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.setup import MatchSetup


def crni_petar(app, players: int = 3) -> CrniPetarTable:
    table = CrniPetarTable(app, MatchSetup.default("crni_petar", players, 4))
    app.reset(table)
    settle(app)
    return table


def test_menu_in_a_match_asks_and_staying_goes_on_with_the_same_match():
    app = start_app()
    table = crni_petar(app)
    before = table.match.to_json()
    tap_widget(app, "menu")
    ask = app.scenes[-1]
    assert isinstance(ask, AskScene) and app.scenes[-2] is table
    assert ask.question() == catalogue("sr-Latn").get("ask.leave")
    for _ in range(120):                # the computer players wait while the question stands
        app.step(DT)
    assert table.match.to_json() == before
    tap_widget(app, "back")             # Igraj dalje
    assert app.scenes[-1] is table
    tap_widget(app, "menu")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b", scancode=0))
    app.step(DT)
    assert app.scenes[-1] is table      # Escape, too, stays
    tap_widget(app, "menu")
    tap_widget(app, "quit")             # Izađi
    assert isinstance(app.scenes[-1], TitleScene)
    assert app.storage.load_match()["match"] == table.match.to_json()


def test_menu_in_a_guided_match_asks_whether_to_stop_learning():
    app = start_app()
    start_guide(app, "crni_petar")
    app.step(DT)
    tap_widget(app, "menu")
    assert app.scenes[-1].question() == catalogue("sr-Latn").get("ask.leave_guide")


@pytest.mark.parametrize("lang, words", [("sr-Latn", "Nastavi: Crni Petar"),
                                         ("sr-Cyrl", "Настави: Црни Петар"),
                                         ("en", "Continue: Crni Petar")])
def test_continue_names_the_game_it_resumes_and_looks_unlike_play(lang, words):
    app = start_app(lang=lang)
    crni_petar(app)
    app.reset(TitleScene(app))
    app.step(DT)
    title = app.scenes[-1]
    resume = next(w for w in title.widgets if w.icon == "continue")
    play = next(w for w in title.widgets if w.icon == "play")
    assert resume.label() == words
    assert resume.colour != play.colour
    assert app.rect(resume.rect).width > app.rect(play.rect).width


def test_a_new_match_asks_before_it_takes_the_saved_ones_place():
    app = start_app(seed=3)
    saved = crni_petar(app).match.to_json()
    app.reset(TitleScene(app))
    app.step(DT)
    tap_widget(app, "play")
    open_game(app, "crni_petar")
    tap_widget(app, "play")                         # Start
    ask = app.scenes[-1]
    assert isinstance(ask, AskScene) and isinstance(app.scenes[-2], SetupScene)
    assert "Crni Petar" in ask.question()
    tap_widget(app, "back")                         # Nazad: the saved match stays
    assert isinstance(app.scenes[-1], SetupScene)
    assert app.storage.load_match()["match"] == saved
    tap_widget(app, "play")
    tap_widget(app, "play")                         # Počni novu
    assert isinstance(app.scenes[-1], CrniPetarTable)
    assert app.storage.load_match()["match"] != saved


def test_without_a_saved_match_start_starts_at_once():
    app = start_app()
    tap_widget(app, "play")
    open_game(app, "crni_petar")
    tap_widget(app, "play")
    assert isinstance(app.scenes[-1], CrniPetarTable)


def test_the_real_match_after_a_guide_keeps_the_setup_chosen_before_it():
    """4 players and one deal chosen, then "Learn to play": the match after the guide is
    for 4 players and one deal, not the game's defaults."""
    app = start_app()
    tap_widget(app, "play")
    open_game(app, "sedam_i_osam")
    setup = app.scenes[-1]
    choose(app, "4")
    choose(app, app.tr.get("preset.one_deal"))
    chosen = setup.setup.to_dict()
    tap_widget(app, "bulb")                          # Nauči da igraš
    table = walk("sedam_i_osam", app=app)
    tap(app, app.rect(table.guide.end_buttons[0].rect).center)   # Igraj pravu partiju
    real = app.scenes[-1]
    assert real.guide is None and real.setup.players == 4
    assert real.setup.options == chosen["options"]
