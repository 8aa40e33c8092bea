"""Atlas Evrope through the UI, as a child uses it, and the quiz's questions."""

from __future__ import annotations

import pytest
from ui import DT, start_app, tap, tap_widget

from game.scenes.atlas import (
    CHOICES,
    KINDS,
    ROUND,
    AtlasScene,
    CountryScene,
    QuizMenuScene,
    QuizScene,
    nearby,
    questions,
)
from game.scenes.title import TitleScene
from rules.countries import COUNTRIES


def key(app, name: str) -> None:
    import pygame

    keys = {"right": pygame.K_RIGHT, "left": pygame.K_LEFT, "back": pygame.K_ESCAPE}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keys[name], mod=0, unicode=""))
    app.step(DT)


def test_a_child_browses_the_atlas_and_plays_a_whole_quiz_round():
    app = start_app(seed=7)
    tap_widget(app, "book")                                   # title: Atlas Evrope
    atlas = app.scenes[-1]
    assert isinstance(atlas, AtlasScene) and len(atlas.tiles) == len(COUNTRIES)

    serbia = atlas.order.index("RS")                          # browse: tap Serbia's tile
    tap(app, app.rect(atlas.tiles[serbia][1]).center)
    country = app.scenes[-1]
    assert isinstance(country, CountryScene) and country.iso == "RS"
    key(app, "right")
    assert country.iso == atlas.order[(serbia + 1) % len(COUNTRIES)]
    tap_widget(app, "back", 1)                                # the left arrow
    tap_widget(app, "back", 1)
    assert country.iso == atlas.order[serbia - 1]
    tap_widget(app, "back")                                   # Nazad: to the grid
    assert app.scenes[-1] is atlas

    tap_widget(app, "bulb")                                   # Kviz
    assert isinstance(app.scenes[-1], QuizMenuScene)
    tap_widget(app, "play", 0)                                # the flag quiz
    quiz = app.scenes[-1]
    assert isinstance(quiz, QuizScene) and quiz.kind == "flag"

    right = 0
    for n in range(ROUND):
        question = quiz.question
        answer = question.iso if n % 3 else next(o for o in question.options
                                                 if o != question.iso)
        buttons = quiz.answers()
        pressed = buttons[question.options.index(answer)]
        tap(app, app.rect(pressed.rect).center)
        assert quiz.state == "told"
        shown = buttons[question.options.index(question.iso)]
        assert shown.icon == "check"                          # the right one is shown
        if answer == question.iso:
            right += 1
        else:
            assert pressed.colour != shown.colour and pressed.icon == ""
        assert quiz.quiz.right == right
        tap_widget(app, "play")                               # Dalje
    assert quiz.state == "done"
    assert right == ROUND - len(range(0, ROUND, 3)) == quiz.quiz.right

    tap_widget(app, "again")                                  # Ponovo: a fresh round
    assert quiz.state == "ask" and quiz.quiz.given == []
    key(app, "back")
    key(app, "back")
    key(app, "back")
    assert isinstance(app.scenes[-1], TitleScene)


def test_the_title_menu_fits_the_window_with_the_atlas_button():
    for size in ((1280, 720), (1920, 1080)):
        app = start_app(size=size)
        title = app.scenes[-1]
        rects = [app.rect(w.rect) for w in title.widgets]
        assert any(w.icon == "book" for w in title.widgets)
        assert all(app.window.get_rect().contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("kind", KINDS)
def test_a_round_never_repeats_a_country_and_holds_the_answer_once(kind):
    for seed in range(60):
        round_ = questions(kind, seed)
        assert len(round_) == ROUND
        assert len({q.iso for q in round_}) == ROUND
        for q in round_:
            assert len(q.options) == CHOICES == len(set(q.options))
            assert q.options.count(q.iso) == 1


def test_rounds_are_seeded_and_wrong_answers_come_from_nearby():
    assert questions("flag", 3) == questions("flag", 3)
    assert questions("flag", 3) != questions("flag", 4)
    for q in questions("capital", 11) + questions("car", 12):
        assert sum(o in nearby(q.iso) for o in q.options if o != q.iso) >= 2
    assert "HR" in nearby("RS")[:6] and "IS" not in nearby("RS")


def test_the_title_menu_leaves_room_for_the_note_of_a_damaged_file(tmp_path):
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    app = start_app()
    title = app.scenes[-1]
    assert app.storage.problems
    assert all(w.rect.bottom <= 960 for w in title.widgets)
