"""The picker's tiles say the whole line about each game, clear of the player badge."""

from __future__ import annotations

import pytest
from ui import start_app, tap_widget

from game import theme
from game.i18n import LANGUAGES
from game.scenes import picker
from game.scenes.picker import PER_PAGE, PickerScene
from game.tables import FAMILIES, RECORDS


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_tile_shows_its_whole_tagline_above_the_badge(size, lang):
    app = start_app(size=size, lang=lang)
    pages = [PickerScene(app)] + [PickerScene(app, f) for f in FAMILIES if len(FAMILIES[f]) > 1]
    _every_tagline_shows_whole(app, pages)


def _every_tagline_shows_whole(app, pages) -> None:
    for page in pages:
        for entry, rect in page.tiles:
            tagline = page._words(entry)[1]
            lines, px = page.tagline_lines(entry, rect)
            assert " ".join(lines) == " ".join(tagline.split()), (entry, lines)
            assert len(lines) <= 3, (entry, lines)
            assert all(theme.font(px).size(line)[0] <= app.px(rect.w - 50) for line in lines)
            _, first, badge = page.tile_rows(rect)
            bottom = first + (len(lines) - 1) * px * 1.2 / app.scale + px * 0.6 / app.scale
            assert bottom < badge - 26, (entry, lines)   # the badge is ~44 high


def test_the_adriatic_brand_keeps_its_latin_letters_in_cyrillic():
    from game.i18n import catalogue

    assert catalogue("sr-Cyrl").get("game.adriatic.name") == "Adriatic"      # not Адриатиц


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_tile_name_lies_on_its_pictures(size, lang):
    """Issue 23: on "UNO igre" the bottom row's names lay over their card pictures. The
    ink of every name line keeps clear of the ink of every picture, on every page."""
    app = start_app(size=size, lang=lang)
    pages = [PickerScene(app)] + [PickerScene(app, f) for f in FAMILIES if len(FAMILIES[f]) > 1]
    _no_name_on_pictures(app, pages)


def _no_name_on_pictures(app, pages) -> None:
    for page in pages:
        for entry, rect in page.tiles:
            art, names = page.tile_art(entry, rect)
            inks = [(image.get_bounding_rect().move(box.topleft)) for image, box in art]
            for label, box in names:
                ink = label.get_bounding_rect().move(box.topleft)
                assert ink.collidelist(inks) == -1, (entry, ink, inks)
            for picture in inks:
                assert app.rect(rect).contains(picture), (entry, picture)


def test_a_page_of_eight_games_has_no_more_games_button():
    app = start_app()
    assert len(FAMILIES["uno"]) == PER_PAGE
    assert [w for w in PickerScene(app, "uno").widgets if w.icon == "right"] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_family_grown_past_a_page_turns_to_its_next_page_and_back(lang, monkeypatch):
    """A sixteenth game joining the eight of UNO must not fall off the screen: the first
    page shows eight whole tiles, "More games" the rest, and from the last page the
    first again."""
    grown = tuple(RECORDS)[:PER_PAGE + 4]
    monkeypatch.setitem(picker.FAMILIES, "uno", grown)
    app = start_app(size=(1280, 720), lang=lang)
    app.push(PickerScene(app, "uno"))
    seen = []
    for _ in range(2):
        page = app.scenes[-1]
        seen.append(tuple(page.entries))
        _every_tagline_shows_whole(app, [page])
        _no_name_on_pictures(app, [page])
        tap_widget(app, "right")
    assert seen == [grown[:PER_PAGE], grown[PER_PAGE:]]
    assert app.scenes[-1].entries == list(grown[:PER_PAGE])
    tap_widget(app, "back")
    assert type(app.scenes[-1]) is not PickerScene or app.scenes[-1].family is None
