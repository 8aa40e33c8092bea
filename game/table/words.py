"""What a table says: the banner word that pops up, and the prompt under the middle.

A table owns one `Banner` ("Dalje!", "Par!": a big word that pops and fades, in the
middle of the table or at a seat's plate) and one `Prompt` (a sentence or two in a
panel at the layout's "message" place: the guide's words, a hint or a refusal, or the
line of a computer's last move followed by what to do). What they say is the table's
(`CardTable.say`, `prompt_text`); these lay it out and draw it.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..scenes.base import panel
from ..surfaces import kept

if TYPE_CHECKING:
    from ..app import App
    from ..layout import Area
    from ..anim import Animator

# A prompt laid out: its lines, where each goes and the panel under them (screen px).
Placed = tuple[list[pygame.Surface], list[pygame.Rect], pygame.Rect]


@kept
def banner_image(words: str, colour: tuple[int, int, int], size: int) -> pygame.Surface:
    """A big white word with a coloured outline, drawn once per word and size."""
    label = theme.font(size, bold=True).render(words, True, theme.WHITE)
    outline = theme.font(size, bold=True).render(words, True, theme.shade(colour, 0.6))
    layer = pygame.Surface((label.get_width() + 16, label.get_height() + 16), pygame.SRCALPHA)
    for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3), (3, 4)):
        layer.blit(outline, (8 + dx, 8 + dy))
    layer.blit(label, (8, 8))
    return layer


class Banner:
    """A big word in the middle of the table ("Dalje!", "Par!") that pops and fades (the
    animator tweens its `scale` and `alpha`)."""

    def __init__(self, app: App, animator: Animator, home: Area) -> None:
        self.app = app
        self.animator = animator
        self.home = home            # where a word goes that is said at no spot of its own
        self.text = ""
        self.at: tuple[float, float] | None = None
        self.colour = theme.INK
        self.scale = 0.0
        self.alpha = 0.0
        self.coming: list[tuple[str, tuple[int, int, int]]] = []   # words not drawn yet

    def say(self, t: float, words: str, colour: tuple[int, int, int], sound: str,
            at: tuple[float, float] | None = None) -> None:
        """Pop `words` up at `t` (seconds from now) in the middle (or at `at`, design px)."""
        def show() -> None:
            self.at = at
            self.text = words
            self.colour = colour
            self.scale = 1.0 if self.app.calm else 0.4
            self.alpha = 255
            self.app.sounds.play(sound)
        # The word shows as its pop starts, so skipping ahead (finish_all) pops and fades
        # it in order instead of leaving it on screen.
        self.animator.add(self, 0.3, t, easing="out_back", on_start=show, scale=1.0)
        self.animator.add(self, 0.35, t + 0.75, alpha=0.0)
        self.coming.append((words, colour))

    def draw_ahead(self, until: float) -> None:
        """The words about to pop up drawn in the time frames leave, until `until`
        (perf_counter): a word's first frame drew it (1-2 ms at 1920×1080)."""
        while self.coming and time.perf_counter() < until:
            banner_image(*self.coming.pop(0), self.app.px(96))

    def rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a banner of `size` (screen px) goes: round its spot, inside the window
        (a word said at a plate by the edge was cut off there)."""
        x, y = self.at or self.home.center
        rect = pygame.Rect((0, 0), size)
        rect.center = self.app.point(x, y)
        return rect.clamp(pygame.Rect((0, 0), self.app.size))

    def draw(self, surface: pygame.Surface) -> None:
        if self.alpha <= 1 or not self.text:
            return
        layer = banner_image(self.text, self.colour, self.app.px(96))
        if self.scale < 0.99:
            w, h = layer.get_size()
            layer = pygame.transform.smoothscale(layer, (max(1, int(w * self.scale)),
                                                         max(1, int(h * self.scale))))
        layer.set_alpha(int(self.alpha))
        surface.blit(layer, self.rect(layer.get_size()))


class Prompt:
    """The sentence under the middle of the table, in a panel at the layout's place."""

    def __init__(self, app: App, area: Area) -> None:
        self.app = app
        self.area = area

    def place(self, words: str, news: str) -> Placed | None:
        """The lines of `words`, where each goes and the panel under them (screen px);
        None for no words. Where the whole would not fit in two lines, what to do is
        said without the line of the computer's last move (`news`) before it."""
        if not words:
            return None
        area = self.area
        rows, size = theme.fit(words, 40, theme.MIN_TEXT, area.w, max_lines=2, bold=True,
                               one_line_down_to=34)
        if len(rows) > 2 and news and words.startswith(news):   # what to do first
            rows, size = theme.fit(words[len(news):].strip() or news, 40,
                                   theme.MIN_TEXT, area.w, max_lines=2, bold=True,
                                   one_line_down_to=34)
        labels = [theme.text(row, self.app.px(size), theme.INK, bold=True) for row in rows]
        step = labels[0].get_height()
        # One line lies a little low in its place; a long sentence takes two lines of
        # the smallest one-line size, centred in the place, clear of the hand below and
        # the buttons above.
        middle = area.y + area.h - 40 if len(labels) == 1 else area.center[1]
        bottom = self.app.point(area.center[0], middle)[1] + len(labels) * step // 2
        boxes = [label.get_rect(midbottom=(self.app.point(area.center[0], 0)[0],
                                           bottom - (len(labels) - 1 - i) * step))
                 for i, label in enumerate(labels)]
        box = boxes[0].unionall(boxes[1:]).inflate(self.app.px(48), self.app.px(20))
        return labels, boxes, box

    @staticmethod
    def draw(surface: pygame.Surface, placed: Placed | None) -> None:
        """The prompt as placed (by the table's `prompt_place`); nothing for None."""
        if placed is None:
            return
        labels, boxes, box = placed
        panel(surface, box)
        for label, where in zip(labels, boxes):
            surface.blit(label, where)
