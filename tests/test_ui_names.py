"""Issue 23: in pass-and-play the people type their names, by keys and text events
posted to the real scenes, headless; the names are said everywhere a seat is named, in
the gender chosen beside them, remembered in the settings and kept by a resumed match."""

from __future__ import annotations

import json
import re

import pygame
import pytest
from ui import DT, start_app, tap, tap_widget

from game.scenes.curtain import Curtain
from game.scenes.names import NamesScene
from game.scenes.setup import SetupScene
from game.setup import MAX_NAME, MatchSetup
from game.storage import DAMAGED_SETTINGS, SETTINGS_FILE, Settings


def key(app, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    app.step(DT)


def type_in(app, words: str) -> None:
    """A keyboard's text events, one character each (Space makes a KEYDOWN too)."""
    for char in words:
        if char == " ":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                                 unicode=" ", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        app.step(DT)


def setup_with_two_people(app, game: str = "uno") -> SetupScene:
    """The setup of `game` for three, its second seat tapped to a person."""
    page = SetupScene(app, game)
    app.reset(page)
    app.step(DT)
    seats = [w for w in page.widgets if w.icon in ("person", "robot")]
    tap(app, app.rect(seats[1].rect).center)
    return app.scenes[-1]


def open_names(app) -> NamesScene:
    tap_widget(app, "pencil")
    page = app.scenes[-1]
    assert isinstance(page, NamesScene)
    return page


def tap_field(app, page: NamesScene, seat: int) -> None:
    tap(app, app.rect(page.fields[seat].rect).center)


def chip(page: NamesScene, seat: int, word: str):
    """The gender chip of `seat`'s row that says `word`."""
    row = page.widgets.index(page.fields[seat])
    return next(w for w in page.widgets[row + 1:row + 3] if w.label() == word)


def play_until_a_line_names(app, table, name: str, limit: int = 20_000) -> str:
    """Play on (the people by the hint, each after the curtain) until the table's line
    about a move names `name`; that line."""
    for _ in range(limit):
        app.step(DT)
        top = app.scenes[-1]
        if isinstance(top, Curtain):
            tap_widget(app, "play")
            continue
        if name in table.news:
            return table.news
        if top is table and not table.animator.busy and table.my_turn:
            action = table.hints.move() or table.match.legal_actions(table.viewer)[0]
            table.act(action, table.viewer)
    pytest.fail(f"no line named {name}")


def test_names_typed_with_diacritics_are_on_the_curtain_the_plates_and_the_lines():
    app = start_app()
    setup_with_two_people(app)
    page = open_names(app)
    assert page.editing == 0                      # the first person's box is ready to type
    type_in(app, "Đurđa")
    key(app, pygame.K_RETURN)
    tap_field(app, page, 1)
    type_in(app, "Luka")
    key(app, pygame.K_RETURN)
    assert page.setup.names[:2] == ["Đurđa", "Luka"]
    assert page.setup.genders[:2] == ["f", "f"]   # a first guess by the ending …
    tap(app, app.rect(chip(page, 1, "On").rect).center)
    assert page.setup.genders[:2] == ["f", "m"]   # … that a tap corrects
    tap_widget(app, "check")
    setup = app.scenes[-1]
    assert [w.label() for w in setup.seat_chips] == ["Đurđa", "Luka", "3. Računar"]
    tap_widget(app, "play")                       # Krećemo!
    curtain = app.scenes[-1]
    assert isinstance(curtain, Curtain)
    assert app.tr.get("curtain.pass_to", name=curtain.name) in ("Đurđa, tvoj red!",
                                                                "Luka, tvoj red!")
    tap_widget(app, "play")
    table = app.scenes[-1]
    plates = [table.seats.plate(seat, False)[0][2][1] for seat in range(3)]
    assert plates[:2] == ["Đurđa", "Luka"]
    assert re.fullmatch(r"Đurđa je (odigrala|vukla)\b.+", play_until_a_line_names(
        app, table, "Đurđa"))
    assert re.fullmatch(r"Luka je (odigrao|vukao)\b.+", play_until_a_line_names(
        app, table, "Luka"))


def test_backspace_erases_esc_drops_and_space_is_a_letter():
    app = start_app()
    setup_with_two_people(app)
    page = open_names(app)
    type_in(app, "Ana Mar")
    key(app, pygame.K_BACKSPACE)
    assert page.editing == 0 and page.draft == "Ana Ma"
    key(app, pygame.K_ESCAPE)
    assert page.editing is None and page.setup.names[0] == ""
    tap_field(app, page, 0)
    type_in(app, "Mila")
    key(app, pygame.K_RETURN)
    tap_field(app, page, 0)
    key(app, pygame.K_BACKSPACE)                  # the box starts from the name it has
    type_in(app, "ca")
    key(app, pygame.K_ESCAPE)
    assert page.setup.names[0] == "Mila"


def test_a_name_is_kept_short_and_an_empty_one_is_the_seat_s_own():
    app = start_app()
    setup_with_two_people(app)
    page = open_names(app)
    type_in(app, "Aleksandrina")
    assert page.draft == "Aleksandrina"[:MAX_NAME]
    key(app, pygame.K_RETURN)
    tap_field(app, page, 1)
    type_in(app, "   ")
    key(app, pygame.K_RETURN)
    assert page.setup.names[:2] == ["Aleksandri", ""]
    tap_widget(app, "check")
    tap_widget(app, "play")
    tap_widget(app, "play")
    table = app.scenes[-1]
    assert table.name(1) == "2. igrač"
    assert not table.seats.feminine(1)                  # "2. igrač je odigrao"


def test_a_composition_shows_until_it_is_typed():
    """An input method's TEXTEDITING text is not the name until its TEXTINPUT comes."""
    app = start_app(lang="sr-Cyrl")
    setup_with_two_people(app)
    page = open_names(app)
    pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text="Ми", start=2, length=0))
    app.step(DT)
    assert (page.draft, page.compose) == ("", "Ми")
    key(app, pygame.K_BACKSPACE)                  # the input method's own
    type_in(app, "Милица")
    key(app, pygame.K_RETURN)
    assert page.setup.names[0] == "Милица" and page.setup.genders[0] == "f"


def test_the_names_are_remembered_for_every_game_and_by_a_resumed_match(home):
    app = start_app()
    setup_with_two_people(app)
    open_names(app)
    type_in(app, "Šćepan")
    key(app, pygame.K_RETURN)
    tap_widget(app, "check")
    saved = json.loads((home / SETTINGS_FILE).read_text(encoding="utf-8"))
    assert saved["player_names"][0] == {"name": "Šćepan", "gender": "m"}
    again = start_app()
    other = setup_with_two_people(again, "sedam_i_osam")
    assert other.setup.names[0] == "Šćepan"
    tap_widget(again, "play")
    tap_widget(again, "play")
    assert again.scenes[-1].name(0) == "Šćepan"
    resumed = start_app()
    tap_widget(resumed, "continue")
    for _ in range(3):
        if isinstance(resumed.scenes[-1], Curtain):
            tap_widget(resumed, "play")
    assert resumed.scenes[-1].name(0) == "Šćepan"


def test_a_damaged_name_in_the_settings_is_told_and_loses_only_itself(home):
    good = {"name": "Ana", "gender": "f"}
    doc = {"language": "sr-Latn", "muted": True,
           "player_names": [good, {"name": 7, "gender": "x"}, {"name": "Đorđe", "gender": "m"}]}
    (home / SETTINGS_FILE).write_text(json.dumps(doc), encoding="utf-8")
    app = start_app()
    assert app.storage.problems == [(DAMAGED_SETTINGS, SETTINGS_FILE)]
    assert app.settings.muted
    assert app.settings.player_names == [good, {"name": "", "gender": "m"},
                                         {"name": "Đorđe", "gender": "m"}]
    [aside] = home.glob(f"{SETTINGS_FILE}.damaged-*")     # the file as it was, kept
    assert json.loads(aside.read_text(encoding="utf-8")) == doc


@pytest.mark.parametrize("entry", [{"name": " Ana", "gender": "f"},
                                   {"name": "x" * (MAX_NAME + 1), "gender": "m"},
                                   {"name": "Ana\n", "gender": "f"}, "Ana", None])
def test_a_remembered_name_must_be_one_a_person_could_have_typed(entry):
    settings, bad = Settings.from_dict({"player_names": [entry]})
    assert bad == ["player_names"]
    assert settings.player_names == [{"name": "", "gender": "m"}]


def test_a_saved_setup_with_bad_names_is_refused():
    data = MatchSetup.default("uno", 3).to_dict()
    MatchSetup.from_dict(data | {"names": ["Ana", "", ""], "genders": ["f", "m", "m"]})
    for bad in ({"names": ["A" * 40, "", ""]}, {"genders": ["x", "m", "m"]},
                {"names": [3, "", ""]}):
        with pytest.raises(ValueError):
            MatchSetup.from_dict(data | bad)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_ten_people_s_rows_fit_the_page_without_touching(size):
    app = start_app(size)
    setup = MatchSetup.default("uno", 10)
    setup.humans = [True] * 10
    page = NamesScene(app, setup)
    app.push(page)
    app.step(DT)
    rects = [app.rect(w.rect) for w in page.widgets]
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_crni_petar_says_a_typed_name_without_declining_it():
    """"Crni Petar je kod {name}" wants the genitive, which a typed name does not have."""
    from game.tables import RECORDS

    app = start_app()
    setup = MatchSetup.default("crni_petar", 3)
    setup.humans = [True, True, False]
    setup.names[0] = "Ana"
    table = RECORDS["crni_petar"].scene(app, setup, None)
    assert table._cat_words(0) == "Ana ima Crnog Petra!"
    assert table._cat_words(1) == "Crni Petar je kod 2. igrača!"


def test_a_name_too_wide_for_its_plate_ends_in_an_ellipsis():
    from game import theme

    start_app()
    wide = theme.font(30, True).size("Александра")[0]
    label = theme.one_line("Александра", 30, wide // 2, bold=True, cut=True)
    assert label.get_width() <= wide // 2
    assert theme.one_line("Ана", 30, wide // 2, bold=True, cut=True).get_width() == \
        theme.font(30, True).size("Ана")[0]
