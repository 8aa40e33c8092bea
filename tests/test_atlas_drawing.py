"""The atlas's map drawn in time: a frame makes only the tiles it has time for, and the
map it shows meanwhile is the map (moved, scaled or small), never a stale picture."""

from __future__ import annotations

import time

import pygame
from ui import DT, start_app, tap_widget

from game.scenes import map_pad
from game.scenes.atlas import plain_paper
from game.sprites import europe_map
from game.sprites.europe_map import CACHE, LEVELS, View


def atlas_at(size):
    app = start_app(size=size)
    tap_widget(app, "book")                                   # title: Atlas Evrope
    atlas = app.scenes[-1]
    for _ in range(200):
        if not atlas.pad.busy:
            break
        app.step(DT)
    return app, atlas


def truth(view: View, size: tuple[int, int]) -> pygame.Surface:
    image = pygame.Surface(size).convert()
    europe_map.draw_base(image, view, europe_map.soft_style())
    return image


def difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean difference of two pictures' channels, 0-255."""
    over, under = a.copy(), b.copy()
    over.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    under.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    over.blit(under, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return sum(pygame.transform.average_color(over)[:3]) / 3


def made_per_step(monkeypatch) -> list[int]:
    counts = [0]
    make = europe_map._tile

    def counted(*args):
        counts[-1] += 1
        return make(*args)
    monkeypatch.setattr(europe_map, "_tile", counted)
    return counts


def test_a_country_cut_to_the_rows_of_a_tile_is_filled_as_before(monkeypatch):
    style = europe_map.soft_style()
    view = View((0, 0, 1920, 1080), LEVELS[-1])
    tiles = [(tx, ty) for tx in range(10, 40, 6) for ty in range(10, 40, 6)]
    cut = [europe_map._tile(view.scale, tx, ty, style) for tx, ty in tiles]
    monkeypatch.setattr(europe_map, "_rows", lambda points, top, bottom: points)
    whole = [europe_map._tile(view.scale, tx, ty, style) for tx, ty in tiles]
    for a, b in zip(cut, whole, strict=True):
        assert difference(a, b) < 0.2            # a few pixels along an edge at most


def test_a_frame_with_no_time_makes_one_tile_at_rest_and_none_while_zooming(monkeypatch):
    app, atlas = atlas_at((1920, 1080))
    pad = atlas.pad
    monkeypatch.setattr(map_pad, "MAKE_SECONDS", 0.0)
    counts = made_per_step(monkeypatch)
    CACHE.clear()
    for steps in (1, 1, -1, -1):
        pad.zoom(steps)
        while pad.busy:
            zooming = pad.zooming
            counts.append(0)
            app.step(DT)
            assert counts[-1] <= (0 if zooming and pad.zooming else 1)
    assert sum(counts) > 10                    # the map came back, tile by tile
    assert pad.frame is not None and difference(pad.frame, truth(pad.view, (1920, 1080))) == 0


def test_before_its_tiles_come_a_zoom_shows_the_map_scaled_not_a_stale_picture(monkeypatch):
    app, atlas = atlas_at((1920, 1080))
    pad = atlas.pad
    monkeypatch.setattr(map_pad, "MAKE_SECONDS", 0.0)
    for steps in (1, 1, -1):                 # in twice, then out: each arrives at a level
        before = pad.view                    # whose tiles are not kept
        CACHE.clear()
        pad.zoom(steps)
        while pad.zooming:
            app.step(DT)
        app.step(DT)
        assert not pad.whole                 # the new level is not drawn in yet
        goal = truth(pad.view, (1920, 1080))
        shown = difference(pad.frame, goal)
        stale = difference(truth(before, (1920, 1080)), goal)
        assert shown < 6 and shown < stale / 3, (steps, shown, stale)
        while pad.busy:
            app.step(DT)
        assert difference(pad.frame, goal) == 0


def test_what_else_a_frame_draws_does_not_use_up_its_time_for_tiles():
    allowance = europe_map.Allowance(0.0015, sure=False)
    spent = time.perf_counter() + 0.003
    while time.perf_counter() < spent:       # the frame scales the map meanwhile
        pass
    assert allowance.allows()
    allowance.spend(0.002)                   # a tile that took its time and more
    assert not allowance.allows()


def test_a_zoom_in_makes_the_tiles_of_its_goal_on_its_way(monkeypatch):
    app, atlas = atlas_at((1920, 1080))
    pad = atlas.pad
    counts = made_per_step(monkeypatch)
    CACHE.clear()
    app.step(DT)
    pad.zoom(1)
    counts[-1] = 0
    while pad.zooming:
        app.step(DT)
    assert counts[-1] > 5


def test_a_country_s_name_is_placed_once_per_level_not_at_every_frame_of_a_zoom():
    app, atlas = atlas_at((1920, 1080))
    atlas.select("CH")                       # its name is shown wherever the map goes
    pad = atlas.pad
    app.step(DT)
    for steps in (1, 1, -1, -1):
        pad.zoom(steps)
        found = map_pad._label_place.cache_info().misses
        frames = 0
        while pad.zooming:
            app.step(DT)
            frames += 1
        assert frames > 5
        assert map_pad._label_place.cache_info().misses - found <= 2


def settled(app, atlas) -> None:
    for _ in range(200):
        app.step(DT)
        if not atlas.busy:
            break
    app.step(DT)


def test_the_side_panel_s_paper_is_not_drawn_again_while_the_map_zooms(monkeypatch):
    # The count, the country's cards and the buttons on the paper do not change while
    # the map zooms: drawing them each frame cost a zoom frame a millisecond.
    app, atlas = atlas_at((1920, 1080))
    atlas.select("CH")
    settled(app, atlas)
    painted = []
    paint = atlas._on_paper
    monkeypatch.setattr(atlas, "_on_paper", lambda *args: painted.append(paint(*args)))
    atlas.pad.zoom(1)
    while atlas.pad.zooming:
        app.step(DT)
    assert painted == []
    app.settings.language = "en"
    app.step(DT)
    assert len(painted) == 1


def test_the_side_panel_s_paper_shows_what_changed_on_it():
    # A still layer kept past a change would show the words or the buttons of before.
    app, atlas = atlas_at((1280, 720))
    paper = plain_paper(app)
    atlas.select("CH")

    def english() -> None:
        app.settings.language = "en"

    def keyboard_on_the_mastery_button() -> None:
        app.keyboard_used, atlas.focus = True, 2

    def france_without_motion() -> None:       # no rise: the cards come at once
        app.settings.animation = "reduced"
        atlas.select("FR")
    for change in (english, keyboard_on_the_mastery_button, france_without_motion):
        settled(app, atlas)
        change()
        app._draw()
        kept = pygame.image.tobytes(app.window.subsurface(paper), "RGB")
        atlas.paper.kept.clear()                          # the paper drawn anew
        app._draw()
        assert pygame.image.tobytes(app.window.subsurface(paper), "RGB") == kept, change


def test_a_map_at_rest_is_not_blitted_under_the_side_panel_s_paper():
    # The paper covers it whole: a third of a 1920×1080 window copied for nothing.
    app, atlas = atlas_at((1920, 1080))
    settled(app, atlas)
    surface = app.window.copy()
    surface.fill((1, 2, 3))
    atlas.pad.draw(surface, europe_map.soft_style())
    paper = plain_paper(app)
    assert pygame.transform.average_color(surface, paper)[:3] == (1, 2, 3)
    assert pygame.transform.average_color(surface, (0, 0, paper.x, paper.h))[:3] != (1, 2, 3)
