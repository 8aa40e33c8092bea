"""The felt drawn straight into a table's still layer: the same pixels, and no window's
worth of pictures kept outside the budget (at 3840×2160 each weighs 33 MB)."""

from __future__ import annotations

import pygame
import pytest
from ui import DT, start_app

from game import theme
from game.scenes.title import TitleScene
from game.setup import MatchSetup
from game.surfaces import BUDGET
from game.tables import RECORDS


@pytest.mark.parametrize("size", [(640, 400), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("base", [theme.FELT, theme.SKY])
@pytest.mark.parametrize("budget_mb", [40, 1])      # the felt kept whole; too big to keep
def test_the_felt_painted_into_an_area_is_the_felt_there(size, base, budget_mb, monkeypatch):
    pygame.init()
    pygame.display.set_mode((64, 64))
    whole = theme.felt.fn(size, base)
    monkeypatch.setattr(BUDGET, "limit", budget_mb * 1024 * 1024)
    for area in (pygame.Rect(0, 0, *size), pygame.Rect(size[0] // 3 + 7, size[1] // 5, 211, 97),
                 pygame.Rect(size[0] - 30, size[1] - 20, 90, 90)):
        painted = pygame.Surface(size)
        theme.felt_into(painted, area, base)
        shown = area.clip(painted.get_rect())
        assert pygame.image.tobytes(painted.subsurface(shown), "RGB") == \
            pygame.image.tobytes(whole.subsurface(shown), "RGB")


def window_sized(table, size) -> list[str]:
    return [name for name, value in vars(table).items()
            if isinstance(value, pygame.Surface) and value.get_size() == size]


@pytest.mark.parametrize("game,players,zones", [("adriatic_teams", 6, True), ("remino", 4, False),
                                                ("crni_petar", 3, True)])
def test_a_table_keeps_its_still_layer_under_the_budget_and_lets_it_go(game, players, zones):
    app = start_app(size=(1280, 720), seed=2)
    setup = MatchSetup.default(game, players, 2)
    table = RECORDS[game].scene(app, setup, None)
    app.reset(table)
    for _ in range(120):
        app.step(DT)
    table.draw_veil(app.window, 100)
    assert window_sized(table, app.size) == []
    kept = [key for owner, key in BUDGET._order if owner is table.layers.shelf]
    assert ("still", app.size) in kept and ("veil", app.size) in kept
    assert bool(table.layers.zone_layers) == zones                # the hands' pictures too
    assert all(("zone", name) in kept for name in table.layers.zone_layers)
    assert not [name for name, value in table.layers.zone_layers.items()
                if any(isinstance(part, pygame.Surface) for part in value)]
    app.reset(TitleScene(app))
    assert not [key for owner, key in BUDGET._order if owner is table.layers.shelf]


def test_few_fonts_are_kept_each_holds_its_glyphs():
    pygame.init()
    for size in range(10, 90):
        theme.font(size, size % 2 == 0).size("Ђурђевак")
    assert theme.font.cache_info().currsize <= 24
