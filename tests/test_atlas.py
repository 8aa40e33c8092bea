"""Atlas Evrope through the UI, as a child uses it, and the quiz's questions."""

from __future__ import annotations

import math

import pytest
from ui import DT, start_app, tap, tap_widget

from game.scenes.atlas import (
    CHOICES,
    GREENS,
    KINDS,
    MAP_AREA,
    MAP_KINDS,
    MET,
    NEW,
    ROUND,
    AtlasScene,
    MapQuizScene,
    QuizMenuScene,
    QuizScene,
    block,
    mastery_style,
    nearby,
    questions,
)
from game.scenes.title import TitleScene
from game.sprites import europe_map
from game.storage import ATLAS, DAMAGED_STATS, MASTERY_FILE, Storage
from rules.countries import COUNTRIES


def key(app, name: str) -> None:
    import pygame

    keys = {"right": pygame.K_RIGHT, "left": pygame.K_LEFT, "back": pygame.K_ESCAPE,
            "activate": pygame.K_RETURN}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keys[name], mod=0, unicode=""))
    app.step(DT)


def scroll(app, pos: tuple[int, int], amount: int) -> None:
    import pygame

    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=amount, flipped=False,
                                         precise_x=0.0, precise_y=float(amount), touch=False))
    for _ in range(20):
        app.step(DT)


def drag(app, start: tuple[int, int], end: tuple[int, int]) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    app.step(DT)
    for k in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0), touch=False))
        app.step(DT)
    tap(app, end)


def to_atlas(size=(1280, 720), **options) -> tuple[object, AtlasScene]:
    app = start_app(size=size, **options)
    tap_widget(app, "book")                                   # title: Atlas Evrope
    atlas = app.scenes[-1]
    assert isinstance(atlas, AtlasScene)
    return app, atlas


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_tap_at_the_middle_of_every_country_or_its_ring_finds_that_country(size):
    app, atlas = to_atlas(size)
    r = atlas.pad.r
    assert 2 * r >= europe_map.MIN_TARGET
    for iso in COUNTRIES:
        x, y = europe_map.target(atlas.pad.view, iso, r)
        assert app.rect(MAP_AREA).collidepoint(x, y), iso     # on the screen, off the panel
        tap(app, (round(x), round(y)))
        assert atlas.selected == iso
    assert isinstance(app.scenes[-1], AtlasScene)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_no_two_targets_overlap_at_any_zoom(size):
    app, atlas = to_atlas(size)
    r = atlas.pad.r
    for zoom in europe_map.LEVELS:
        view = atlas.pad.view.moved(zoom=zoom)
        rings = europe_map.rings(view, r)
        centres = [c for c, _ in rings.values()]
        assert all(math.dist(a, b) >= 2 * r for i, a in enumerate(centres)
                   for b in centres[i + 1:]), zoom
        for iso in COUNTRIES:
            point = europe_map.target(view, iso, r)
            assert europe_map.country_at(view, point, r) == iso, (zoom, iso)
            if iso not in europe_map.MICROSTATES:
                assert all(math.dist(point, c) > r for c in centres), (zoom, iso)


def test_wheel_zoom_drag_and_reset_move_the_map_and_a_drag_is_no_tap():
    app, atlas = to_atlas()
    pad = atlas.pad
    home = pad.view
    rome = pad.view.to_px(europe_map.middle("IT"))
    scroll(app, (round(rome[0]), round(rome[1])), 1)
    assert pad.view.zoom == europe_map.LEVELS[1] and not pad.zooming
    after = pad.view.to_px(europe_map.middle("IT"))       # zoomed at the pointer
    assert math.dist(after, rome) < 2
    drag(app, (400, 400), (500, 350))
    assert atlas.selected is None                             # the drag picked nothing
    moved = pad.view.to_px(europe_map.middle("IT"))
    assert math.dist(moved, (after[0] + 100, after[1] - 50)) < 2
    tap_widget(app, "again")                                  # Cela Evropa
    for _ in range(20):
        app.step(DT)
    assert pad.view == home
    tap_widget(app, "plus")
    for _ in range(20):
        app.step(DT)
    assert pad.view.zoom == europe_map.LEVELS[1]


def test_the_map_colours_by_mastery_and_the_title_counts_what_is_known(home):
    store = Storage(home)
    mastery = store.load_mastery()
    mastery.start_round("flag")
    for iso in ("RS", "HR"):
        mastery.record(iso, "flag", True)
        mastery.record(iso, "flag", True)
    mastery.sighting("IS")
    store.save_mastery(mastery)
    app, atlas = to_atlas()
    assert atlas.mastery.known() == 2
    style = mastery_style(atlas.mastery)
    fill = dict(zip(COUNTRIES, style, strict=True))
    assert fill["RS"] == GREENS[0] and fill["IS"] == MET and fill["FR"] == NEW
    tap_widget(app, "star")                                   # Šta znam
    assert atlas.by_mastery


def play_map_quiz(app, kind: str, wrong_every: int = 3) -> MapQuizScene:
    tap_widget(app, "bulb")                                   # Kviz
    menu = app.scenes[-1]
    assert isinstance(menu, QuizMenuScene)
    tap_widget(app, "play", KINDS.index(kind))
    quiz = app.scenes[-1]
    assert isinstance(quiz, MapQuizScene) and quiz.kind == kind
    for n in range(ROUND):
        iso = quiz.question.iso
        wrong = n % wrong_every == 0
        if kind == "where":
            answer = next(k for k in nearby(iso) if k != iso) if wrong else iso
            x, y = europe_map.target(quiz.pad.view, answer, quiz.pad.r)
            tap(app, (round(x), round(y)))
            assert quiz.tapped == answer
        else:
            options = quiz.question.options
            answer = next(o for o in options if o != iso) if wrong else iso
            tap(app, app.rect(quiz.answers()[options.index(answer)].rect).center)
        assert quiz.state == "told" and quiz.quiz.marks[-1] == (not wrong)
        words = quiz.told_words()
        if kind == "where" and wrong:                         # names the country tapped
            assert COUNTRIES[answer].name[app.settings.language] in words
        assert COUNTRIES[iso].name[app.settings.language] in words or not wrong
        tap_widget(app, "play")                               # Dalje
    assert quiz.state == "done"
    return quiz


@pytest.mark.parametrize("kind", MAP_KINDS)
def test_a_quiz_on_the_map_is_played_to_its_end_through_taps(kind, home):
    app, atlas = to_atlas()
    quiz = play_map_quiz(app, kind)
    assert quiz.quiz.right == ROUND - len(range(0, ROUND, 3))
    asked = [q.iso for q in quiz.quiz.questions]
    mastery = Storage(home).load_mastery()                    # kept, as after a restart
    assert mastery.rounds == {"where": 1}
    assert [mastery.box(iso, "where") for iso in asked] == [
        1 if n % 3 == 0 else 2 for n in range(ROUND)]
    tap_widget(app, "book")                                   # back to the atlas
    assert app.scenes[-1] is atlas


@pytest.mark.parametrize("pictures", [False, True])
@pytest.mark.parametrize("kind", ("flag", "capital", "car"))
def test_the_flag_capital_and_car_quizzes_play_to_their_end_in_words_or_pictures(kind, pictures):
    app, atlas = to_atlas()
    tap_widget(app, "bulb")
    tap_widget(app, "star" if pictures else "book")           # Sa slikama / Sa rečima
    assert app.settings.of(ATLAS, "pictures") == pictures
    tap_widget(app, "play", KINDS.index(kind))
    quiz = app.scenes[-1]
    assert isinstance(quiz, QuizScene) and quiz.kind == kind and quiz.pictures == pictures
    right = 0
    for n in range(ROUND):
        question = quiz.question
        answer = question.iso if n % 3 else next(o for o in question.options
                                                 if o != question.iso)
        buttons = quiz.answers()
        assert all((b.label() == "") == pictures for b in buttons)
        pressed = buttons[question.options.index(answer)]
        tap(app, app.rect(pressed.rect).center)
        assert quiz.state == "told"
        shown = buttons[question.options.index(question.iso)]
        assert shown.icon == "check"                          # the right one is shown
        right += answer == question.iso
        if answer != question.iso:
            assert pressed.colour != shown.colour and pressed.icon == ""
        assert quiz.quiz.right == right
        tap_widget(app, "play")                               # Dalje
    assert quiz.state == "done" and right == ROUND - 4
    tap_widget(app, "again")                                  # Ponovo: a fresh round
    assert quiz.state == "ask" and quiz.quiz.given == []
    key(app, "back")
    key(app, "back")
    key(app, "back")
    assert isinstance(app.scenes[-1], TitleScene)


def test_the_next_round_asks_again_what_was_missed(home):
    app, atlas = to_atlas(seed=11)
    first = play_map_quiz(app, "where")
    missed = [q.iso for n, q in enumerate(first.quiz.questions) if n % 3 == 0]
    tap_widget(app, "again")
    asked = [q.iso for q in first.quiz.questions]
    assert sorted(asked[:len(missed)]) == sorted(missed)      # box 1 comes back first


def test_mastery_survives_a_restart_and_a_damaged_file(home):
    app, atlas = to_atlas()
    play_map_quiz(app, "which")
    app2, atlas2 = to_atlas()
    assert atlas2.mastery.rounds == {"where": 1}
    assert atlas2.mastery.known() == 0                       # one right answer: box 2
    (home / MASTERY_FILE).write_text('{"version": 1, "rounds": {"where": "x"}}',
                                     encoding="utf-8")
    app3, atlas3 = to_atlas()
    assert (DAMAGED_STATS, MASTERY_FILE) in app3.storage.problems
    assert atlas3.mastery.rounds == {}
    assert list(home.glob(MASTERY_FILE + ".damaged-*"))


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


@pytest.mark.parametrize("lang, words", [("sr-Latn", "prvu kutiju"), ("sr-Cyrl", "прву кутију"),
                                         ("en", "first box")])
def test_the_help_page_says_how_a_quiz_chooses(lang, words):
    from game.scenes.rules_page import RulesScene

    app, atlas = to_atlas(lang=lang)
    tap_widget(app, "bulb")
    tap_widget(app, "menu")                                   # Kako radi?
    page = app.scenes[-1]
    assert isinstance(page, RulesScene) and page.game == "atlas"
    assert any(words in text for _, text in page._blocks())


def test_two_fingers_spreading_zoom_in_and_the_keys_walk_the_countries():
    import pygame

    app, atlas = to_atlas()
    for spread in (0.03, 0.03):
        pygame.event.post(pygame.event.Event(pygame.MULTIGESTURE, touch_id=0, x=0.4, y=0.6,
                                             pinched=spread, rotated=0.0, num_fingers=2))
        app.step(DT)
    for _ in range(20):
        app.step(DT)
    assert atlas.pad.view.zoom == europe_map.LEVELS[1]
    x, y = europe_map.target(atlas.pad.view, "IT", atlas.pad.r)
    tap(app, (round(x), round(y)))                            # a finger lifting: no tap
    assert atlas.selected is None
    tap(app, (round(x), round(y)))
    assert atlas.selected is None
    key(app, "right")
    key(app, "right")
    assert atlas.selected == atlas.order[1]
    key(app, "left")
    assert atlas.selected == atlas.order[0]


@pytest.mark.parametrize("n, words", [(0, "Znaš 0 zemalja od 45"), (1, "Znaš 1 zemlju od 45"),
                                      (3, "Znaš 3 zemlje od 45"), (12, "Znaš 12 zemalja od 45"),
                                      (21, "Znaš 21 zemlju od 45"), (24, "Znaš 24 zemlje od 45"),
                                      (45, "Znaš 45 zemalja od 45")])
def test_the_title_counts_the_known_countries_in_proper_serbian(n, words):
    from game.i18n import catalogue

    assert catalogue("sr-Latn").get_n("atlas.known", n, total=45) == words
    assert catalogue("en").get_n("atlas.known", n, total=45).startswith("You know")


def test_a_legend_line_wrapped_in_two_starts_its_second_line_under_the_first():
    start_app()
    image = block("The greener, the more you know", 36, 28, 300, left=True)
    rows = image.get_height()

    def first_ink(top: int, bottom: int) -> int:
        band = image.subsurface((0, top, image.get_width(), bottom - top))
        return band.get_bounding_rect().x
    assert image.get_height() > 60                            # two lines
    assert abs(first_ink(rows // 2, rows) - first_ink(0, rows // 2)) <= 3


@pytest.mark.parametrize("lang", ["sr-Latn", "sr-Cyrl", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_at_the_first_zoom_italy_is_named_and_no_name_lies_under_a_ring(size, lang):
    from game.scenes.map_pad import name_places

    app, atlas = to_atlas(size)
    pad = atlas.pad
    places = name_places(pad.view, tuple(COUNTRIES), lang, app.px(30), pad.r)
    assert "IT" in places
    rings = europe_map.rings(pad.view, pad.r)
    for iso, (words, box) in places.items():
        label = europe_map.name_image(words, app.px(30))
        letters = label.get_bounding_rect().move(box.topleft)
        for c, _ in rings.values():                           # the nearest letter to a ring
            nearest = (min(max(c[0], letters.left), letters.right),
                       min(max(c[1], letters.top), letters.bottom))
            assert math.dist(nearest, c) >= pad.r, iso
        assert iso in {europe_map.country_at(pad.view, (x, box.centery), pad.r)
                       for x in (box.centerx, box.x + box.w // 4, box.right - box.w // 4)}, iso


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_serbia_is_named_at_every_zoom_and_a_long_name_takes_two_lines(size):
    from game.scenes.map_pad import name_places

    app, atlas = to_atlas(size)
    pad = atlas.pad
    for lang in ("sr-Latn", "sr-Cyrl", "en"):
        for zoom in europe_map.LEVELS:
            places = name_places(pad.view.moved(zoom=zoom), tuple(COUNTRIES), lang,
                                 app.px(30), pad.r)
            assert places["RS"][0] == COUNTRIES["RS"].name[lang], (lang, zoom)
            letters = [europe_map.name_image(w, app.px(30)).get_bounding_rect().move(b.topleft)
                       for w, b in places.values()]
            assert not any(a.colliderect(b) for i, a in enumerate(letters)
                           for b in letters[i + 1:]), (lang, zoom)    # no name over another
        words, _ = name_places(pad.view, tuple(COUNTRIES), lang, app.px(30), pad.r)["GB"]
        assert words.replace("\n", " ") == COUNTRIES["GB"].name[lang] and "\n" in words


def test_where_is_it_is_answered_with_the_arrow_keys_and_enter(home):
    app, atlas = to_atlas()
    tap_widget(app, "bulb")
    tap_widget(app, "play", KINDS.index("where"))
    quiz = app.scenes[-1]
    assert isinstance(quiz, MapQuizScene)
    for n in range(ROUND):
        iso = quiz.question.iso
        key(app, "right")
        assert quiz.pointed == atlas.order[0]                 # the walk of the explore map
        if n % 2:                                             # a wrong answer: the first
            answer = atlas.order[0] if atlas.order[0] != iso else atlas.order[1]
        else:
            answer = iso
        while quiz.pointed != answer:
            key(app, "right")
        key(app, "activate")
        assert quiz.state == "told" and quiz.tapped == answer
        assert quiz.quiz.marks[-1] == (answer == iso)
        key(app, "activate")                                  # Dalje
    assert quiz.state == "done" and quiz.quiz.right == ROUND // 2


@pytest.mark.parametrize("iso", ["AT", "IT", "HR"])
def test_the_name_of_a_country_lit_in_a_quiz_lies_clear_of_the_rings(iso):
    from game.scenes.map_pad import label_place

    app, atlas = to_atlas()
    pad, lang = atlas.pad, app.settings.language
    box = label_place(pad.view, iso, lang, app.px(30), pad.r)
    letters = europe_map.name_image(COUNTRIES[iso].name[lang], app.px(30)).get_bounding_rect()
    letters = letters.move(box.topleft)
    for c, _ in europe_map.rings(pad.view, pad.r).values():
        nearest = (min(max(c[0], letters.left), letters.right),
                   min(max(c[1], letters.top), letters.bottom))
        assert math.dist(nearest, c) >= pad.r
    middle = pad.view.to_px(europe_map.middle(iso))
    assert abs(box.centerx - middle[0]) <= 1.5 * box.w                # within the search
    assert abs(box.centery - middle[1]) <= 3 * box.h
