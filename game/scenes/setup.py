"""Match setup: players, who is human, the computer's level, the game's options.

Everything starts from the last setup chosen for this game, so Start is the
third tap from the title.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules import GAMES
from rules.bots import BOTS
from rules.core import GameSpec

from .. import theme
from ..guides import GUIDES
from ..setup import MatchSetup
from ..tables import RECORDS
from .base import FormScene, Widget

if TYPE_CHECKING:
    from ..app import App

ROW = 105  # design pixels between rows
NOTE_LINE = 60   # design pixels between two notes under the rows
LEARN = pygame.Rect(1360, 62, 420, 96)    # "Learn to play", top right beside the title
CUSTOM = "\x00custom"   # the preset row's value when the options match no preset


class SetupScene(FormScene):
    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.spec = GAMES[game]
        remembered = app.settings.last_setup.get(game)
        try:
            self.setup = MatchSetup.from_dict(remembered) if remembered else \
                MatchSetup.default(game)
        except (TypeError, ValueError, KeyError):
            self.setup = MatchSetup.default(game)
        for seat, kept in enumerate(app.settings.player_names[:self.setup.players]):
            self.setup.names[seat], self.setup.genders[seat] = kept["name"], kept["gender"]
        # The first time a game with a guide is opened, its "Learn to play" is offered.
        self.offer = game in GUIDES and game not in app.settings.tutorial_seen
        self._build()

    def resume(self) -> None:
        super().resume()
        self._build()     # back from the options page: its choices may rule out some, or
                          # match no preset ("your own rules" then shows, lit)

    def enter(self) -> None:
        if self.offer:
            self.app.settings.tutorial_seen.append(self.game)
            self.app.save_settings()

    def _build(self) -> None:
        tr = self.app.tr
        self.widgets = []
        self.rows = []
        self.guarded = []
        self.custom_shown = False
        spec = self.spec
        y = 230
        # a player count or a preset the other choices rule out is greyed (spec.fits)
        self.add_row(y, lambda: tr.get("setup.players"),
                     list(range(spec.min_players, spec.max_players + 1)), str,
                     lambda: self.setup.players, self._players, width=150,
                     allowed=lambda n: spec.fits(int(n), self.setup.options), wrap=False)
        y += ROW
        self.add_row(y, lambda: tr.get("setup.seats"), list(range(self.setup.players)),
                     lambda s: self._seat_word(s), lambda: None, self._toggle_seat, width=300,
                     icon=self._seat_icon)
        self.seat_chips = self.widgets[-self.setup.players:]
        if self.passing:
            # pass-and-play: the people's names, typed on their own page
            y += ROW
            self.rows.append((y, lambda: tr.get("setup.names")))
            self.widgets.append(Widget(pygame.Rect(700, y - 45, 1080, 90), self._names_word,
                                       self._names, "pencil", font_size=34))
        levels = list(BOTS[self.game])
        if len(levels) > 1 and not all(self.setup.humans):    # no row with nobody to play
            y += ROW
            self.add_row(y, lambda: tr.get("setup.bot_level"), levels,
                         lambda v: tr.get(f"bot.{v}"), lambda: self.setup.bot_level,
                         self._level)
        if spec.presets:
            y += ROW
            choices = self._preset_choices()
            if self._current_preset() is None:
                choices.append(CUSTOM)
            self.custom_shown = CUSTOM in choices
            self.add_row(y, lambda: tr.get("setup.preset"), choices, self._preset_word,
                         self._lit_preset, self._preset, width=255,
                         allowed=lambda name: name == CUSTOM or spec.fits(
                             self.setup.players, spec.presets.get(str(name), {})),
                         stepper=len(choices) > 4)    # five chips' words would shrink
        self.note_y = y + ROW           # where a greyed player count is explained
        self.widgets += [
            Widget(pygame.Rect(160, 910, 300, 100), lambda: tr.get("setup.back"), self.app.pop,
                   "back", font_size=38),
            Widget(pygame.Rect(500, 910, 300, 100), lambda: tr.get("title.rules"), self._rules,
                   "book", font_size=38),
            Widget(pygame.Rect(840, 910, 380, 100), lambda: tr.get("setup.options"),
                   self._options, "gear", font_size=38, hide_disabled=True,
                   enabled=bool(spec.options)),
            Widget(pygame.Rect(1300, 890, 460, 130), lambda: tr.get("setup.start"), self.start,
                   "play", font_size=54),
        ]
        self.focus = len(self.widgets) - 1
        self.title_right = LEARN.left - 30 if self.game in GUIDES else 1760   # the name fits
        if self.game in GUIDES:
            self.widgets.insert(-1, Widget(LEARN, lambda: tr.get("guide.learn"), self._learn,
                                           "bulb", font_size=38,
                                           colour=theme.shade(theme.SUN, 1.3)))
            self.focus += 1

    @property
    def passing(self) -> bool:
        """More than one person at this screen: they pass it round, and have names."""
        return len(self.setup.human_seats) > 1

    def _seat_word(self, seat: int) -> str:
        """"1. Osoba" / "2. Računar", or the name typed for the seat ("Aleksandra": with
        its number it broke into two lines); from four seats only the number (the icon
        says who): "2. Računar" broke into two lines on four chips."""
        if self.setup.players > 3:
            return str(seat + 1)
        if self.passing and self.setup.name_of(seat):
            return self.setup.name_of(seat)
        tr = self.app.tr
        kind = tr.get("setup.human") if self.setup.humans[seat] else tr.get("setup.computer")
        return f"{seat + 1}. {kind}"

    def _names_word(self) -> str:
        """The people's names in seat order, a seat without one by its own."""
        tr = self.app.tr
        return ", ".join(self.setup.name_of(s) or tr.get("seat.player", n=s + 1)
                         for s in self.setup.human_seats)

    def _names(self) -> None:
        from .names import NamesScene

        self.app.push(NamesScene(self.app, self.setup, first=self.setup.human_seats[0]))

    def _seat_icon(self, seat: object) -> str:
        return "person" if self.setup.humans[int(seat)] else "robot"

    def _players(self, n: object) -> None:
        self.setup.resize(int(n))
        self._build()

    def _toggle_seat(self, seat: object) -> None:
        rows = (not all(self.setup.humans), self.passing)
        self.setup.humans[int(seat)] = not self.setup.humans[int(seat)]
        self.seat_chips[int(seat)].icon = self._seat_icon(seat)
        if rows != (not all(self.setup.humans), self.passing):
            self._build()           # the computer's row or the names' row comes or goes

    def _preset_choices(self) -> list[str]:
        """The named presets, after "by the rules" (the defaults) unless a preset is it."""
        plain = self.spec.resolve_options({})
        if any(self.spec.resolve_options(p) == plain for p in self.spec.presets.values()):
            return list(self.spec.presets)
        return ["", *self.spec.presets]

    def _preset_word(self, name: object) -> str:
        if name == CUSTOM:
            return self.app.tr.get("setup.custom")
        return self.app.tr.get(f"preset.{name}" if name else "setup.by_the_rules")

    def _current_preset(self) -> str | None:
        chosen = self.spec.resolve_options(self.setup.options)
        for name in self._preset_choices():
            preset = self.spec.presets.get(name, {})
            if self.spec.resolve_options(preset) == chosen:
                return name
        return None

    def _lit_preset(self) -> str:
        """The preset row's lit value: "" (by the rules) is a preset too, and only options
        that match none are "your own rules"."""
        current = self._current_preset()
        return CUSTOM if current is None else current

    def _preset(self, name: object) -> None:
        if name == CUSTOM:
            self._options()
            return
        self.setup.options = dict(self.spec.presets.get(str(name), {}))
        if self.custom_shown:
            self._build()           # a preset again: "your own rules" goes

    def _options(self) -> None:
        self.app.push(GameOptionsScene(self.app, self.spec, self.setup))

    def _level(self, level: object) -> None:
        self.setup.bot_level = str(level)

    def _rules(self) -> None:
        from .rules_page import RulesScene

        self.app.push(RulesScene(self.app, self.game))

    def _learn(self) -> None:
        from .guide import start_guide

        self._remember()        # the real match after the guide is the one chosen here
        start_guide(self.app, self.game)

    def _remember(self) -> None:
        self.app.settings.last_setup[self.game] = self.setup.to_dict()
        self.app.save_settings()

    def start(self) -> None:
        """A real match with the setup chosen (from Start, or after a guided match); when
        an unfinished match is saved, a new one takes its place only once the child says
        so."""
        from .ask import AskScene

        saved = self.app.storage.load_match()
        if saved is None:
            self._begin()
            return
        tr = self.app.tr
        game = saved.get("setup", {}).get("game")

        def question() -> str:
            return tr.get("ask.replace", game=tr.get(f"game.{game}.name") if game in GAMES
                          else "…")
        self.app.push(AskScene(self.app, question,
                               lambda: tr.get("ask.keep"), lambda: tr.get("ask.replace_go"),
                               self._begin, "play"))

    def _begin(self) -> None:
        self.app.settings.last_game = self.game
        self._remember()
        self.setup.seed = self.app.options.seed if self.app.options.seed is not None else \
            pygame.time.get_ticks() * 7919 % 1_000_003
        self.app.reset(RECORDS[self.game].scene(self.app, self.setup, None))

    def counts_ruled_out(self) -> bool:
        """Whether the options chosen rule out some player count (the rules say so, not
        a greyed arrow: a count's stepper greys at its ends too)."""
        spec = self.spec
        return not all(spec.fits(n, self.setup.options)
                       for n in range(spec.min_players, spec.max_players + 1))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_rows(surface, self.app.tr.get(f"game.{self.game}.name"), self.title_right)
        super().draw(surface)
        y = self.note_y
        if self.counts_ruled_out():
            # e.g. too few countries to deal to more players: say why, and where to change it
            note = theme.one_line(self.app.tr.get(f"setup.unfit.{self.game}"),
                                  self.app.px(36), self.app.px(1580), theme.INK_SOFT)
            surface.blit(note, note.get_rect(midleft=self.app.point(170, y)))
            y += NOTE_LINE
        if len(BOTS[self.game]) > 1 and not all(self.setup.humans):
            # how the chosen level plays, in words for the parent choosing it
            note = theme.one_line(self.app.tr.get(f"setup.level_note.{self.setup.bot_level}"),
                                  self.app.px(36), self.app.px(1580), theme.INK_SOFT)
            surface.blit(note, note.get_rect(midleft=self.app.point(170, y)))
        if self.offer:
            self._draw_offer(surface)

    def _draw_offer(self, surface: pygame.Surface) -> None:
        """A first visit: a thick sunny ring round "Learn to play"."""
        ring = self.app.rect(LEARN.inflate(28, 28))
        pygame.draw.rect(surface, theme.SUN, ring, self.app.px(10),
                         border_radius=self.app.px(44))


class GameOptionsScene(FormScene):
    """Every option of a game, one row each, for the grown-up who wants a house rule;
    the setup page keeps to the few choices a child makes."""

    def __init__(self, app: App, spec: GameSpec, setup: MatchSetup) -> None:
        super().__init__(app)
        self.spec = spec
        self.setup = setup
        tr = app.tr
        count = len(spec.options)
        row = min(ROW, 640 // max(1, count - 1)) if count > 1 else ROW
        for k, (name, (default, allowed)) in enumerate(spec.options.items()):
            self.add_row(230 + k * row, lambda n=name: tr.get(f"option.{n}"), list(allowed),
                         lambda v, n=name: self._value_word(n, v),
                         lambda n=name, d=default: self.setup.options.get(n, d),
                         lambda v, n=name: self._option(n, v), width=300,
                         height=min(90, row - 12),
                         allowed=lambda v, n=name: spec.fits(setup.players,
                                                             {**setup.options, n: v}))
        self.widgets.append(Widget(pygame.Rect(160, 910, 300, 100), lambda: tr.get("setup.done"),
                                   app.pop, "check", font_size=38))
        self.focus = len(self.widgets) - 1

    def _value_word(self, name: str, value: object) -> str:
        tr = self.app.tr
        if isinstance(value, bool):
            return tr.get("option.yes" if value else "option.no")
        if isinstance(value, int):
            return tr.get_n(f"option.{name}.value", value, n=value)
        return tr.get(f"option.{name}.{value}")

    def _option(self, name: str, value: object) -> None:
        self.setup.options[name] = value

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_rows(surface, self.app.tr.get("setup.options_title",
                                                game=self.app.tr.get(f"game.{self.spec.id}.name")))
        super().draw(surface)
