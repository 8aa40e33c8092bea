"""The scene base class and the few widgets every scene is built from.

Scenes sit on the app's stack with enter / exit / pause / resume hooks. Each
owns its tweens (an Animator). Positions are authored in the 1920×1080 design
space and mapped to the window with one uniform scale, so text and targets
grow with the window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..anim import Animator
from ..input import Intent
from ..surfaces import kept
from .icons import draw_icon

if TYPE_CHECKING:
    from ..app import App


class Scene:
    """A screen on the stack. `overlay` scenes draw over the one below."""

    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.animator = Animator(app.speed)
        self.widgets: list[Widget] = []
        self.focus = -1

    # hooks
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def resize(self) -> None: ...

    @property
    def busy(self) -> bool:
        """True while something moves or is queued to (bots and tests wait for it)."""
        return self.animator.busy

    def next_frame_in(self) -> float | None:
        """Seconds until this scene's picture changes by itself: 0 while something moves
        (a frame each step), None while it waits for input. The app draws no frame
        before then, so whatever moves or changes on a timer must be counted here: a
        scene `busy` beyond its tweens (its own motion) is drawn every step."""
        if self.busy and not self.animator.busy:
            return 0.0
        return self.animator.next_change()

    def spare(self, until: float) -> None:
        """Work that shows nothing now, done in the time a frame left (until
        `time.perf_counter()` passes `until`): card faces drawn ahead, say."""

    def update(self, dt: float) -> None:
        self.animator.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for i, widget in enumerate(self.widgets):
            widget.draw(surface, self.app, focused=(i == self.focus))

    def handle(self, intent: Intent) -> bool:
        """Widgets first: a tap on one, hover, and keyboard focus. True if consumed."""
        if intent.kind == "tap":
            for widget in self.widgets:
                if widget.enabled and self.app.rect(widget.rect).collidepoint(intent.pos):
                    self.app.sounds.play("click")
                    widget.on_tap()
                    return True
        elif intent.kind == "hover":
            for widget in self.widgets:
                widget.hover = self.app.rect(widget.rect).collidepoint(intent.pos)
        elif intent.kind == "key" and self.widgets:
            usable = [i for i, w in enumerate(self.widgets) if w.enabled]
            if intent.key in ("right", "down", "next", "left", "up") and usable:
                if not self.app.keyboard_used and self.focus in usable:
                    return True  # the first key shows where the focus is
                step = 1 if intent.key in ("right", "down", "next") else -1
                pos = usable.index(self.focus) if self.focus in usable else -1 if step > 0 else 0
                self.focus = usable[(pos + step) % len(usable)]
                return True
            if intent.key == "activate" and 0 <= self.focus < len(self.widgets) \
                    and self.widgets[self.focus].enabled:   # greyed since it was focused
                self.app.sounds.play("click")
                self.widgets[self.focus].on_tap()
                return True
        return False


@dataclass
class Widget:
    """A big, rounded button with an icon and a word. `rect` is in design pixels."""

    rect: pygame.Rect
    label: Callable[[], str]
    on_tap: Callable[[], None]
    icon: str = ""
    selected: Callable[[], bool] = field(default=lambda: False)
    enabled: bool = True
    hide_disabled: bool = False
    hover: bool = False
    font_size: int = 40
    colour: tuple[int, int, int] = theme.BUTTON

    def draw(self, surface: pygame.Surface, app: App, focused: bool = False) -> None:
        look = self.look(app, focused)
        if look is not None:
            image = button_image(*look)
            surface.blit(image, image.get_rect(center=app.rect(self.rect).center))

    def look(self, app: App, focused: bool = False) -> tuple | None:
        """What the button shows now, as `button_image`'s arguments (None: nothing): a
        still layer that holds the button is drawn again when this changes."""
        r = app.rect(self.rect)
        if r.w < 4 or (self.hide_disabled and not self.enabled):
            return None
        return (r.size, self.label(), self.icon, self.selected(), self.enabled,
                self.hover or focused, focused and app.keyboard_used, self.colour,
                app.px(self.font_size), app.px(theme.MIN_TEXT))


@kept
def button_image(size: tuple[int, int], words: str, icon: str, on: bool, enabled: bool,
                 raised: bool, ring: bool, colour: tuple[int, int, int], font_size: int,
                 min_size: int) -> pygame.Surface:
    """A button drawn once per look: buttons are blitted, not drawn, every frame."""
    margin = max(4, size[1] // 10)  # room for the shadow and the pressed-down body
    image = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    r = pygame.Rect(margin, margin, *size)
    radius = max(4, min(r.h // 3, font_size))
    fill = theme.SUN if on else colour
    if not enabled:
        fill = theme.shade(fill, 0.75)
    lift = 0 if raised else max(1, r.h // 16)
    pygame.draw.rect(image, theme.shade(fill, 0.7), r.move(0, max(2, r.h // 14)).clip(
        image.get_rect()), border_radius=radius)
    body = r.move(0, -lift + max(1, r.h // 16))
    pygame.draw.rect(image, fill, body, border_radius=radius)
    if ring:
        pygame.draw.rect(image, theme.INK, body.inflate(6, 6), max(3, r.h // 20),
                         border_radius=radius + 3)
    icon_size = int(font_size * 0.9) if icon else 0
    gap = font_size // 3 if icon and words else 0
    pad = max(4, r.h // 5)
    lines, size_px = theme.fit(words, font_size, min_size, body.w - 2 * pad - icon_size - gap,
                               bold=True)
    images = [theme.text(line, size_px, theme.INK, bold=True) for line in lines if line]
    text_w = max((im.get_width() for im in images), default=0)
    x = body.centerx - (icon_size + gap + text_w) // 2
    if icon:
        draw_icon(image, icon, (x + icon_size // 2, body.centery), icon_size, theme.INK)
    line_h = int(size_px * 1.1)
    top = body.centery - line_h * len(images) // 2
    for i, text in enumerate(images):
        image.blit(text, text.get_rect(midleft=(x + icon_size + gap, top + line_h * i + line_h // 2)))
    return image.convert_alpha() if pygame.display.get_surface() else image


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = theme.PAPER,
          alpha: int = 235) -> None:
    """A soft rounded panel with a shadow, for menus and banners."""
    r = max(8, min(rect.w, rect.h) // 8)
    shadow = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 60), shadow.get_rect(), border_radius=r + 6)
    surface.blit(shadow, rect.move(-6, 0).move(0, 4))
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(body, (*colour, alpha), body.get_rect(), border_radius=r)
    surface.blit(body, rect)


MIN_CHIP = 170  # design width under which a row of chips becomes a stepper


class FormScene(Scene):
    """A menu of labelled rows of choice chips (setup, settings) over a calm background."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rows: list[tuple[int, Callable[[], str]]] = []
        # chips that some choices elsewhere on the page rule out: (chip, its test)
        self.guarded: list[tuple[Widget, Callable[[], bool]]] = []

    def add_row(self, y: int, label: Callable[[], str], values: list,
                word: Callable[[object], str], get: Callable[[], object],
                choose: Callable[[object], None], x0: int = 700, width: int = 220,
                icon: Callable[[object], str] | None = None, height: int = 90,
                allowed: Callable[[object], bool] | None = None,
                stepper: bool = False, wrap: bool = True) -> None:
        """One labelled row: a chip per value, the current one lit; a stepper (‹ value ›)
        when the chips would be too narrow for their words (or `stepper` says so), going
        round from the last value to the first unless `wrap` is off. A value that `allowed`
        rules out (with the page's other choices) is greyed and cannot be chosen."""
        self.rows.append((y, label))
        gap = 20
        wanted = width
        width = min(width, (1780 - x0 - gap * (len(values) - 1)) // max(1, len(values)))

        def chosen(value: object) -> None:
            choose(value)
            self.refresh_guards()
        if (stepper or width < min(MIN_CHIP, wanted)) and not icon:
            self._add_stepper(y, values, word, get, chosen, x0, height, allowed, wrap)
            return
        for i, value in enumerate(values):
            chip = Widget(
                pygame.Rect(x0 + i * (width + gap), y - height // 2, width, height),
                lambda v=value: word(v), lambda v=value: chosen(v),
                icon(value) if icon else "", selected=lambda v=value: get() == v, font_size=34)
            self.widgets.append(chip)
            if allowed is not None:
                self.guarded.append((chip, lambda v=value: allowed(v)))
        self.refresh_guards()

    def refresh_guards(self) -> None:
        """Grey the chips the page's current choices rule out, light the others."""
        for chip, test in self.guarded:
            chip.enabled = test()

    def _add_stepper(self, y: int, values: list, word: Callable[[object], str],
                     get: Callable[[], object], choose: Callable[[object], None],
                     x0: int, height: int,
                     allowed: Callable[[object], bool] | None = None,
                     wrap: bool = True) -> None:
        """‹ value ›: the arrows (and a tap on the value) step through the values,
        past those `allowed` rules out; without `wrap` (a count: 2, 3, … 10) they stop
        at the ends, where the arrow greys."""
        def next_value(k: int) -> object | None:
            current = get()
            i = values.index(current) if current in values else -k
            for _ in values:
                i += k
                if not wrap and not 0 <= i < len(values):
                    return None
                i %= len(values)
                if allowed is None or allowed(values[i]):
                    return values[i]
            return None

        def step(k: int) -> None:
            value = next_value(k)
            if value is not None:
                choose(value)

        def shown() -> str:
            current = get()
            return word(current) if current in values else "…"
        arrows = [
            Widget(pygame.Rect(x0, y - height // 2, 110, height), lambda: "", lambda: step(-1),
                   "left",
                   font_size=34),
            Widget(pygame.Rect(x0 + 130, y - height // 2, 560, height), shown, lambda: step(1),
                   selected=lambda: True, font_size=34),
            Widget(pygame.Rect(x0 + 710, y - height // 2, 110, height), lambda: "",
                   lambda: step(1), "right",
                   font_size=34),
        ]
        self.widgets += arrows
        if not wrap:
            self.guarded += [(arrows[0], lambda: next_value(-1) is not None),
                             (arrows[2], lambda: next_value(1) is not None)]
            self.refresh_guards()

    def draw_rows(self, surface: pygame.Surface, title: str, title_right: int = 1760) -> None:
        """The page, its title (centred left of `title_right`, where a button may stand,
        and made smaller if it would reach it) and the rows' names."""
        surface.blit(theme.felt(surface.get_size(), theme.PLUM), (0, 0))
        panel(surface, self.app.rect(pygame.Rect(100, 40, 1720, 1000)))
        left = 1920 - title_right
        label = theme.one_line(title, self.app.px(64), self.app.px(title_right - left),
                               theme.INK, bold=True)
        self.title_box = label.get_rect(center=self.app.point((left + title_right) / 2, 110))
        surface.blit(label, self.title_box)
        for y, words in self.rows:
            lines, size = theme.fit(words(), self.app.px(38), self.app.px(theme.MIN_TEXT),
                                    self.app.px(500), bold=True)
            line_h = int(size * 1.1)
            top = self.app.point(170, y)[1] - line_h * len(lines) // 2
            for i, line in enumerate(lines):
                text = theme.text(line, size, theme.INK_SOFT, bold=True)
                surface.blit(text, text.get_rect(midleft=(self.app.point(170, y)[0],
                                                          top + line_h * i + line_h // 2)))
