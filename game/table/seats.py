"""The seats of a table: where each sits, what each is called, its name plate and the
turn marker.

A table owns one `Seats`. The viewer always sits at the bottom of the layout and the
next player on the side the rules send play to; a seat's name is "you" for the only
person at the table, a typed name for a person sharing the screen, and a catalogue
name for a computer player, whose grammatical gender the catalogue gives too. Each
seat has a name plate: who sits there (a child or the computer), whose turn it is,
and the seat's tally (`CardTable.plate_tally`); the plate on turn glows with the
table's `Pulse`, and the marker glides to it when a turn starts. People sharing the
screen pass it behind a curtain when the turn goes from one to another.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..i18n import to_cyrillic
from ..scenes.base import draw_icon
from ..surfaces import kept
from .still import Still

if TYPE_CHECKING:
    from ..scenes.card_table import CardTable

# "bot.gender.N" is a letter for the code, read as the Cyrillic catalogue spells it too
# (transliterated from sr-Latn, its "f" is "ф")
FEMININE = frozenset({"f", to_cyrillic("f")})
BOT_NAMES = 10          # bot.name.0 … bot.name.9 in the catalogues: one per seat of a 10-seat table
PULSE_SECONDS = 3.0      # the turn's glow pulses this long after the table last moved


@kept
def plate_image(size: tuple[int, int], name: str, human: bool, is_turn: bool, dots: int,
                badge: str, out: bool, font_size: int) -> pygame.Surface:
    """A seat's name plate: who (a child or the computer), whose turn, and the seat's
    tally: `dots` (Crni Petar's cats) or a short `badge` (cards in hand), a check
    when the seat is out."""
    w, h = size
    image = pygame.Surface((w, h + max(2, h // 16)), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, h)
    fill = theme.SUN if is_turn else theme.PAPER
    pygame.draw.rect(image, theme.shade(fill, 0.7), rect.move(0, max(2, h // 16)),
                     border_radius=h // 2)
    pygame.draw.rect(image, fill, rect, border_radius=h // 2)
    draw_icon(image, "person" if human else "robot", (h // 2, h // 2), int(h * 0.6), theme.INK)
    right = w - h // 4
    if out:
        draw_icon(image, "check", (w - h // 2, h // 2), int(h * 0.5), theme.LEAF)
        right = w - h
    elif badge:
        label = theme.text(badge, font_size, theme.WHITE, bold=True)
        pill = label.get_rect(midright=(w - h // 5, h // 2)).inflate(h // 3, 0)
        pill.h = int(h * 0.74)
        pill.centery = h // 2
        pygame.draw.rect(image, theme.INK, pill, border_radius=pill.h // 2)
        image.blit(label, label.get_rect(center=pill.center))
        right = pill.x - h // 8
    for k in range(dots):
        pygame.draw.circle(image, theme.INK, (right - h // 8 - k * h * 3 // 8, h // 2), h // 8)
    label = theme.one_line(name, font_size, right - h - h // 8 - dots * h * 3 // 8, theme.INK,
                           bold=True, cut=True)
    image.blit(label, label.get_rect(midleft=(h, h // 2)))
    return image.convert_alpha() if pygame.display.get_surface() else image


class Pulse:
    """The glow of the plate on turn and of a ring to tap: it pulses while the table is
    lively (something moves, a bot thinks) and a while after; then it rests, at a phase
    where its sines are 0, so a table that waits for a tap draws nothing."""

    def __init__(self) -> None:
        self.phase = 0.0
        self.left = PULSE_SECONDS   # then it comes to rest where its sines are 0
        self.still = False

    def step(self, dt: float, lively: bool) -> None:
        if lively:
            self.left = PULSE_SECONDS
        if self.left > 0:
            self.left -= dt
            self.phase = (self.phase + dt) % 10
            self.still = False
        elif not self.still:
            rest = min(10.0, (math.floor(self.phase / math.pi) + 1) * math.pi)
            self.still = self.phase + dt >= rest
            self.phase = rest % 10 if self.still else self.phase + dt


class Seats:
    """Where the seats of a table sit, their names, their plates and the turn marker."""

    def __init__(self, table: CardTable) -> None:
        self.table = table
        self.marker = pygame.math.Vector2()    # the turn's marker, at the plate on turn
        self.resting: set[int] = set()         # seats whose plates lie in the still layer

    def first_viewer(self) -> int:
        """Whose eyes the table opens with: the first person to act, else the first person."""
        table = self.table
        humans = table.setup.human_seats
        if not humans:
            return 0
        for seat in table.match.seats_to_act():
            if seat in humans:
                return seat
        return humans[0]

    def place(self, seat: int) -> int:
        """Where a seat sits in the layout: the viewer always at the bottom, and the next
        player on the side the rules send play to. The layouts' places run to the right
        (counter-clockwise); a game played to the left (`GameSpec.clockwise`) takes them
        the other way round, so its next player sits on the viewer's left."""
        table = self.table
        players = table.setup.players
        place = (seat - table.viewer) % players
        return -place % players if table.spec.clockwise else place

    def area(self, kind: str, seat: int) -> pygame.Rect:
        a = self.table.layout[f"{kind}:{self.place(seat)}"]
        return pygame.Rect(a.x, a.y, a.w, a.h)

    def rotation(self, seat: int) -> float:
        return self.table.layout[f"hand:{self.place(seat)}"].rotation

    def name(self, seat: int) -> str:
        table = self.table
        tr = table.app.tr
        humans = table.setup.human_seats
        if seat in humans:
            if len(humans) == 1:
                return tr.get("seat.you")
            return table.setup.name_of(seat) or tr.get("seat.player", n=seat + 1)
        return tr.get(f"bot.name.{seat % BOT_NAMES}")

    def feminine(self, seat: int) -> bool:
        """Whether the seat's name takes feminine words: a computer player's by the
        catalogue ("bot.gender.N"), a typed name by the choice made beside it."""
        setup = self.table.setup
        if seat in setup.human_seats:
            return bool(setup.name_of(seat)) and setup.genders[seat] == "f"
        return self.table.app.tr.get(f"bot.gender.{seat % BOT_NAMES}") in FEMININE

    def phrase(self, msgid: str, msgid_you: str, seat: int, **kwargs: Any) -> str:
        """A sentence about a seat: its own wording when that seat is the only human."""
        if self.table.setup.human_seats == [seat]:
            return self.table.app.tr.get(msgid_you, **kwargs)
        return self.said_of(msgid, seat, **kwargs)

    def said_of(self, msgid: str, seat: int, **kwargs: Any) -> str:
        """A sentence about a seat in the grammatical gender of its name: `<msgid>.f`
        for a feminine name (`feminine`), where the language has that form ("Cica je
        bacila +4", "Ana je odigrala")."""
        tr = self.table.app.tr
        feminine = f"{msgid}.f"
        if feminine in tr and self.feminine(seat):
            msgid = feminine
        return tr.get(msgid, name=self.name(seat), **kwargs)

    def open(self, opened: Callable[[], None]) -> None:
        """The table opens (`opened`): when people share the screen, the first one's hand
        is dealt behind the curtain too."""
        table = self.table
        humans = table.setup.human_seats
        if table.curtained and len(humans) > 1 and table.viewer in humans:
            from ..scenes.curtain import Curtain

            table.app.push(Curtain(table.app, self.name(table.viewer), opened))
        else:
            opened()

    def pass_device(self) -> None:
        """Pass-and-play: when another person must act, draw the curtain first."""
        table = self.table
        humans = table.setup.human_seats
        acting = [s for s in table.acting_seats() if s in humans]
        if not table.curtained or not acting or table.viewer in acting or len(humans) < 2:
            return
        from ..scenes.curtain import Curtain

        seat = acting[0]
        table.viewer = seat
        table.app.push(Curtain(table.app, self.name(seat), table.sync_from_view))

    # -- the plates and the marker ------------------------------------------------------

    def turn(self, seat: int, t: float) -> float:
        """The marker glides to the plate of the seat on turn from `t` (a person's turn
        chimes as it arrives); the next event may start a moment later."""
        table = self.table

        def arrive() -> None:
            if seat in table.setup.human_seats:
                table.app.sounds.play("turn")
        target = self.area("plate", seat).center
        table.animator.add(self.marker, 0.45, t, easing="in_out_cubic", on_finish=arrive,
                           x=target[0], y=target[1])
        return t + 0.1

    def plate(self, seat: int, is_turn: bool) -> Still:
        """A seat's plate as a still picture (key, picture, where)."""
        table = self.table
        rect = table.app.rect(self.area("plate", seat))
        dots, badge, out = table.plate_tally(seat)
        args = (rect.size, self.name(seat), seat in table.setup.human_seats, is_turn, dots,
                badge, out, table.app.px(34))
        return ("plate", rect.topleft, args), plate_image(*args), rect.topleft

    def at_rest(self) -> list[Still]:
        """The plates of the seats not on turn as still pictures (the one on turn glows
        and pulses, so it is drawn every frame); they are then left out of `draw`."""
        pictures = []
        for seat in range(self.table.setup.players):
            if not self.table._plate_on_turn(seat):
                pictures.append(self.plate(seat, False))
                self.resting.add(seat)
        return pictures

    def draw(self, surface: pygame.Surface, pulse: float) -> None:
        """The plates not in the still layer, the one on turn glowing with the `pulse`."""
        table = self.table
        for seat in range(table.setup.players):
            if seat in self.resting:
                continue
            is_turn = table._plate_on_turn(seat)
            if is_turn:
                grow = table.app.px(18 + 6 * math.sin(pulse * 4))
                glow = table.app.rect(self.area("plate", seat)).inflate(grow, grow)
                pygame.draw.rect(surface, theme.shade(theme.SUN, 1.3), glow,
                                 border_radius=glow.h // 2)
            _, image, where = self.plate(seat, is_turn)
            surface.blit(image, where)
