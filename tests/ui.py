"""Driving the real app headless, as a player would: taps at what is on screen."""

from __future__ import annotations

import pygame

from game.app import App, Options
from game.scenes.base import Scene

DT = 1 / 30


def start_app(size: tuple[int, int] = (1280, 720), **options) -> App:
    from game.__main__ import first_scene

    app = App(Options(size=size, **options))
    app.push(first_scene(app))
    app.step(DT)
    return app


def tap(app: App, pos: tuple[int, int], frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    for _ in range(frames):
        app.step(DT)


def tap_widget(app: App, icon: str, index: int = 0) -> None:
    """Tap the index-th button of the top scene that shows `icon`."""
    scene: Scene = app.scenes[-1]
    buttons = [w for w in scene.widgets if w.icon == icon and w.enabled]
    tap(app, app.rect(buttons[index].rect).center)


def leave_match(app: App) -> None:
    """Menu in a match, and yes to the question whether to leave it."""
    tap_widget(app, "menu")
    tap_widget(app, "quit")


def settle(app: App, limit: int = 600) -> None:
    """Let animations and bots run until the top scene is waiting for a person."""
    for _ in range(limit):
        app.step(DT)
        top = app.scenes[-1]
        if not top.busy and not getattr(top, "bots_pending", lambda: False)():
            return


def choose(app, label: str) -> None:
    """Tap the chip whose word is `label` in the top scene; on a row shown as a stepper
    (‹ value ›), tap its arrow until the value shows; a game's option not on the setup
    page is found on its "All the rules" page (the gear), which is closed again."""
    if _choose_here(app, label):
        return
    gears = [w for w in app.scenes[-1].widgets if w.icon == "gear" and w.enabled]
    if gears:
        tap(app, app.rect(gears[0].rect).center)
        found = _choose_here(app, label)
        tap_widget(app, "check")
        if found:
            return
    raise AssertionError(f"no chip {label!r}")


def _choose_here(app, label: str) -> bool:
    def find():
        return next((w for w in app.scenes[-1].widgets if w.label() == label), None)
    if (chip := find()) is not None:
        tap(app, app.rect(chip.rect).center)
        return True
    def arrows(icon: str) -> list:      # found again after each tap: a page may rebuild
        return [w for w in app.scenes[-1].widgets if w.icon == icon]
    for icon in ("right", "left"):
        for k in range(len(arrows(icon))):
            for _ in range(60):
                here = arrows(icon)
                if k >= len(here) or not here[k].enabled:   # a page rebuilt with fewer rows,
                    break                                   # a count's stepper at its end
                tap(app, app.rect(arrows(icon)[k].rect).center)
                if find() is not None:
                    return True
    return False


def visible_point(table, zone: str, sprite) -> tuple[float, float]:
    """A point of a fanned card that no card on top of it covers (where a child taps)."""
    x, y = sprite.centre
    for dx in range(-int(sprite.width / 2) + 4, int(sprite.width / 2), 4):
        index = table.sprite_at((x + dx, y), zone)
        if index is not None and table.zones[zone][index] is sprite:
            return x + dx, y
    raise AssertionError(f"{sprite.code} is covered")


def open_game(app: App, game: str) -> None:
    """From the picker, the taps to a game's setup: its family's tile, then (when the
    family has several games) the game's own tile."""
    from game.tables import FAMILIES

    picker = app.scenes[-1]
    family = next(f for f, games in FAMILIES.items() if game in games)
    tap(app, app.rect(picker.widgets[picker.entries.index(family)].rect).center)
    page = app.scenes[-1]
    if type(page) is type(picker):
        tap(app, app.rect(page.widgets[page.entries.index(game)].rect).center)


def idle(app: App, table) -> None:
    """Let the animations end (a bot may act only after its thinking time)."""
    while table.animator.busy:
        app.step(DT)


def tap_card(app: App, table, code: str, zone: str = "hand:0") -> None:
    """Tap a card of a hand where a child sees it."""
    sprite = next(s for s in table.zones[zone] if s.code == code)
    tap(app, app.point(*visible_point(table, zone, sprite)))


def tap_button(app: App, widget) -> None:
    assert widget.enabled
    tap(app, app.rect(widget.rect).center)


def drag(app, start: tuple[float, float], end: tuple[float, float]) -> None:
    """Press at `start` (design px), move with the button held, let go at `end`."""
    a, b = app.point(*start), app.point(*end)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1, touch=False))
    app.step(DT)
    for k in range(1, 7):
        pos = (a[0] + (b[0] - a[0]) * k / 6, a[1] + (b[1] - a[1]) * k / 6)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0), touch=False))
        app.step(DT)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1, touch=False))
    app.step(DT)
