"""Pass-and-play: each person at the table types a name, and says whether sentences
about it read "Ana je odigrala" or "Marko je odigrao".

A tap on a name field starts typing into it (pygame's text input: any script, and an
input method's composition shown underlined); Backspace erases, Enter keeps the name,
Esc drops what was typed. A name left empty is the seat's own ("2. igrač"). The names
are remembered by seat in the settings, so a family types them once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..input import Intent
from ..setup import MAX_NAME, MatchSetup, clean_name
from .base import FormScene, Widget

if TYPE_CHECKING:
    from ..app import App

FIELD_X, FIELD_W = 600, 760      # design pixels: the name field of each row
GENDER_X, GENDER_W = 1400, 170   # the "Ona" / "On" chips after it
TOP, ROW = 250, 105
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER)
PRONOUNS = {"f": "names.she", "m": "names.he"}   # the chips that say a name's gender


def guessed_gender(name: str) -> str:
    """Most Serbian girls' names end in -a (Ana, Mila, Jelena): a first guess, shown lit
    on its chip, that one tap corrects (Luka, Nikola)."""
    return "f" if name[-1:].lower() in ("a", "а") else "m"


class NameField(Widget):
    """A white box with the name typed so far and, while typing, a caret after it."""

    def __init__(self, rect: pygame.Rect, words: Callable[[], str],
                 placeholder: Callable[[], str],
                 typing: Callable[[], tuple[str, str] | None],
                 on_tap: Callable[[], None]) -> None:
        super().__init__(rect, words, on_tap)
        self.placeholder = placeholder
        self.typing = typing          # (the draft, its composition) while this field types

    def draw(self, surface: pygame.Surface, app: App, focused: bool = False) -> None:
        box = app.rect(self.rect)
        typing = self.typing()
        edge = theme.SUN if typing is not None or (focused and app.keyboard_used) \
            else theme.BUTTON_EDGE
        pygame.draw.rect(surface, theme.WHITE, box, border_radius=box.h // 4)
        pygame.draw.rect(surface, edge, box, app.px(8 if typing is not None else 4),
                         border_radius=box.h // 4)
        size = app.px(min(44, self.rect.h * 0.6))     # ten rows make the boxes low
        x, y = box.x + app.px(28), box.centery
        if typing is None:
            words = self.label()
            colour = theme.INK if words else theme.INK_SOFT
            label = theme.one_line(words or self.placeholder(), size, box.w - app.px(56),
                                   colour, bold=True)
            surface.blit(label, label.get_rect(midleft=(x, y)))
            return
        draft, compose = typing
        for words, colour in ((draft, theme.INK), (compose, theme.PLUM)):
            if not words:
                continue
            label = theme.text(words, size, colour, bold=True)
            where = label.get_rect(midleft=(x, y))
            surface.blit(label, where)
            if colour == theme.PLUM:   # still being composed: underlined
                pygame.draw.line(surface, colour, where.bottomleft, where.bottomright,
                                 app.px(3))
            x = where.right
        caret = pygame.Rect(x + app.px(4), y - size // 2, app.px(5), size)
        pygame.draw.rect(surface, theme.INK, caret)


class NamesScene(FormScene):
    """One row per person's seat: its name field and the two gender chips."""

    def __init__(self, app: App, setup: MatchSetup, first: int | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.editing: int | None = None
        self.draft = ""
        self.compose = ""
        tr = app.tr
        seats = setup.human_seats
        row = min(ROW, 560 // max(1, len(seats) - 1))
        height = min(90, row - 10)
        self.fields: dict[int, NameField] = {}
        for k, seat in enumerate(seats):
            y = TOP + k * row
            self.rows.append((y, lambda s=seat: tr.get("seat.player", n=s + 1)))
            field = NameField(pygame.Rect(FIELD_X, y - height // 2, FIELD_W, height),
                              lambda s=seat: setup.names[s],
                              lambda s=seat: tr.get("seat.player", n=s + 1),
                              lambda s=seat: (self.draft, self.compose)
                              if self.editing == s else None,
                              lambda s=seat: self.begin(s))
            self.fields[seat] = field
            self.widgets.append(field)
            for i, (gender, pronoun) in enumerate(PRONOUNS.items()):
                self.widgets.append(Widget(
                    pygame.Rect(GENDER_X + i * (GENDER_W + 20), y - height // 2, GENDER_W,
                                height),
                    lambda p=pronoun: tr.get(p),
                    lambda s=seat, g=gender: self.set_gender(s, g),
                    selected=lambda s=seat, g=gender: setup.genders[s] == g,
                    font_size=34))
        self.widgets.append(Widget(pygame.Rect(160, 910, 300, 100),
                                   lambda: tr.get("setup.done"), self.done, "check",
                                   font_size=38))
        self.focus = len(self.widgets) - 1
        if first is not None and first in self.fields:
            self.begin(first)

    # -- typing ---------------------------------------------------------------

    def begin(self, seat: int) -> None:
        """Type into `seat`'s field, starting from the name it has."""
        if self.editing is not None:
            self.confirm()
        self.editing = seat
        self.draft = self.setup.names[seat]
        self.compose = ""
        self.focus = self.widgets.index(self.fields[seat])
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.app.rect(self.fields[seat].rect))

    def confirm(self) -> None:
        """Keep what was typed: an empty or blank name gives the seat its own back."""
        seat = self.editing
        if seat is None:
            return
        name = clean_name(self.draft)
        if name and name != self.setup.names[seat]:
            self.setup.genders[seat] = guessed_gender(name)
        self.setup.names[seat] = name
        self._stop()
        self._remember(seat)

    def cancel(self) -> None:
        self._stop()

    def _stop(self) -> None:
        self.editing = None
        self.draft = self.compose = ""
        pygame.key.stop_text_input()

    def set_gender(self, seat: int, gender: str) -> None:
        self.setup.genders[seat] = gender
        self._remember(seat)

    def _remember(self, seat: int) -> None:
        """The seat's name and gender, kept for the next match of any game."""
        kept = self.app.settings.player_names
        kept += [{"name": "", "gender": "m"}] * (seat + 1 - len(kept))
        kept[seat] = {"name": self.setup.names[seat], "gender": self.setup.genders[seat]}
        self.app.save_settings()

    def done(self) -> None:
        self.confirm()
        self.app.pop()

    def exit(self) -> None:
        if self.editing is not None:
            self._stop()

    def handle(self, intent: Intent) -> bool:
        if self.editing is not None:
            if intent.kind == "text":
                typed = "".join(c for c in intent.text if c.isprintable())
                self.draft = (self.draft + typed)[:MAX_NAME]
                self.compose = ""
                return True
            if intent.kind == "compose":
                self.compose = intent.text
                return True
            if intent.kind == "key":     # Space, H, S and the arrows are letters here
                if intent.code in CONFIRM:
                    self.confirm()
                elif intent.code == pygame.K_ESCAPE:
                    self.cancel()
                elif intent.code == pygame.K_BACKSPACE and not self.compose:
                    self.draft = self.draft[:-1]
                return True
            if intent.kind == "tap":
                field = self.fields[self.editing]
                if self.app.rect(field.rect).collidepoint(intent.pos):
                    return True
                self.confirm()           # a tap elsewhere keeps the name, then acts
        elif intent.kind == "key" and intent.key == "back":
            self.done()
            return True
        return super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_rows(surface, self.app.tr.get("names.title"))
        super().draw(surface)
        note = theme.one_line(self.app.tr.get("names.hint"), self.app.px(34),
                              self.app.px(1240), theme.INK_SOFT)
        surface.blit(note, note.get_rect(midleft=self.app.point(520, 960)))
