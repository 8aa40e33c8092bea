"""Atlas Evrope: a map of Europe to explore, and quizzes that know what a child knows.

Explore: the map (game/scenes/map_pad.py) to tap, drag and zoom; a tapped country
lifts and its map card and flag card come up beside the map with its name,
capital and car code; the map can be coloured by what the child knows, and the
title says how many of the 45 she knows. Quizzes, each ten questions with stars
at the end and no clock: "Gde je…?" (a name and a flag; tap the country),
"Koja je ovo zemlja?" (a country lights up; four flags or four names), and
flag → country, country → capital, car code → country, whose answers are words
or, for a child who cannot read yet, pictures (flags or outlines). Feedback is
gentle: a wrong answer shows the right one kindly, never a red X. Which
countries a round asks is the Leitner schedule's choice (rules/atlas.py), and
every answer moves the country's box; the wrong answers offered come from the
same corner of Europe.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

import pygame

from rules.atlas import Mastery
from rules.core import Rng
from rules.countries import COUNTRIES, REGIONS

from .. import theme
from ..sprites import country_cards, europe_map, flags
from ..storage import ATLAS
from ..surfaces import BUDGET, Shelf, kept
from .base import Scene, Widget, button_image, panel
from .map_pad import MapPad, OnTheMap
from .results import Confetti

if TYPE_CHECKING:
    from ..app import App

KINDS = ("where", "which", "flag", "capital", "car")
MAP_KINDS = ("where", "which")
SKILL = {"where": "where", "which": "where", "flag": "flag", "capital": "capital", "car": "car"}
ROUND = 10
CHOICES = 4
OCEAN = (70, 142, 196)                  # the atlas's backdrop: a calm sea
RIGHT = (170, 222, 150)                 # a right answer: a soft green
CHOSEN = (226, 220, 232)                # a wrong choice: quietly greyed, no red
ALPHABETS = {"sr-Latn": "abcčćdđefghijklmnoprsštuvzž",
             "sr-Cyrl": "абвгдђежзијклљмнњопрстћуфхцчџш"}


# -- the quiz, without pygame's help ------------------------------------------------

@dataclass(frozen=True)
class Question:
    """One question: the country asked about (the right answer) and the answers
    shown, as ISO codes, the right one among them exactly once."""

    kind: str
    iso: str
    options: tuple[str, ...]


@cache
def nearby(iso: str) -> tuple[str, ...]:
    """Plausible wrong answers: the six countries nearest on the map, then the rest
    of the country's region, so Serbia is confused with Croatia, not Iceland."""
    centroids = {k: c["centroid"] for k, c in country_cards.europe()["countries"].items()}
    nearest = sorted((k for k in COUNTRIES if k != iso),
                     key=lambda k: (math.dist(centroids[k], centroids[iso]), k))[:6]
    region = next(members for members in REGIONS.values() if iso in members)
    return tuple(dict.fromkeys([*nearest, *(k for k in region if k != iso)]))


def questions(kind: str, seed: int, count: int = ROUND,
              pool: tuple[str, ...] = tuple(COUNTRIES),
              isos: list[str] | None = None) -> list[Question]:
    """A round of `count` questions of one kind, each about a different country: the
    countries `isos` in that order (the Leitner schedule's choice), else a seeded draw."""
    rng = Rng(f"atlas:{kind}:{seed}")
    order = sorted(pool)
    rng.shuffle(order)
    round_: list[Question] = []
    for iso in (isos if isos is not None else order)[:count]:
        near = [k for k in nearby(iso) if k in pool]
        closest, region = near[:6], near[6:]
        rng.shuffle(closest)
        rng.shuffle(region)
        wrong = (closest[:CHOICES - 2] + region + closest[CHOICES - 2:])[:CHOICES - 1]
        rest = [k for k in sorted(pool) if k != iso and k not in wrong]
        rng.shuffle(rest)
        wrong += rest[:CHOICES - 1 - len(wrong)]
        options = [iso, *wrong]
        rng.shuffle(options)
        round_.append(Question(kind, iso, tuple(options)))
    return round_


@dataclass
class Quiz:
    """A round in play: the questions and the answers given so far."""

    questions: list[Question]
    given: list[str] = field(default_factory=list)

    @property
    def current(self) -> Question:
        """The question to answer next (the last one once the round is done)."""
        return self.questions[min(len(self.given), len(self.questions) - 1)]

    @property
    def done(self) -> bool:
        return len(self.given) >= len(self.questions)

    @property
    def marks(self) -> list[bool]:
        """Right or not, per answered question."""
        return [a == q.iso for a, q in zip(self.given, self.questions, strict=False)]

    @property
    def right(self) -> int:
        return sum(self.marks)

    def answer(self, iso: str) -> bool:
        right = iso == self.current.iso
        self.given.append(iso)
        return right


def sort_key(name: str, lang: str) -> tuple:
    """Alphabetical in the chosen script (č after c, љ after л), not by code point."""
    alphabet = ALPHABETS.get(lang)
    if alphabet is None:
        return (name.casefold(),)
    return tuple(alphabet.find(c) if c in alphabet else 100 + ord(c) for c in name.lower())


# -- drawing helpers -----------------------------------------------------------------

def backdrop(surface: pygame.Surface) -> None:
    surface.blit(_sea(surface.get_size()), (0, 0))


def _sea(size: tuple[int, int]) -> pygame.Surface:
    """The calm sea behind the atlas, made once per window size."""
    return theme.felt(size, OCEAN)


def heading(surface: pygame.Surface, app: App, words: str, centre: tuple[int, int],
            size: int = 64) -> None:
    """White words with a soft shadow, on the sea."""
    for offset, colour in (((3, 5), theme.shade(OCEAN, 0.45)), ((0, 0), theme.WHITE)):
        label = theme.text(words, app.px(size), colour, bold=True)
        x, y = app.point(*centre)
        surface.blit(label, label.get_rect(center=(x + offset[0], y + offset[1])))


@kept
def block(words: str, size: int, min_size: int, width: int,
          colour: tuple[int, int, int] = theme.INK, left: bool = False) -> pygame.Surface:
    """Words fitted to `width` in at most two lines, centred (or flush `left`, as beside
    a swatch, where a centred second line looks like one begun with a space), as one
    image."""
    lines, size = theme.fit(words, size, min_size, width, bold=True)
    images = [theme.text(line, size, colour, bold=True) for line in lines]
    step = round(size * 1.15)
    image = pygame.Surface((max(i.get_width() for i in images),
                            images[0].get_height() + step * (len(images) - 1)), pygame.SRCALPHA)
    for k, line in enumerate(images):
        place = {"topleft": (0, k * step)} if left else {"midtop": (image.get_width() // 2,
                                                                     k * step)}
        image.blit(line, line.get_rect(**place))
    # Cut to the ink across, to a fixed band from accents to descenders down, so that
    # words centre by their letters and neighbouring names share a baseline.
    ink = image.get_bounding_rect()
    top = round(size * 0.3)
    bottom = min(image.get_height(), step * (len(images) - 1) + round(size * 1.55))
    return image.subsurface((ink.x, top, max(1, ink.w), bottom - top)).copy()


def star(surface: pygame.Surface, centre: tuple[float, float], r: float,
         colour: tuple[int, int, int], filled: bool = True) -> None:
    x, y = centre
    points = [(x + r * (1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5),
               y - r * (1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(surface, colour, points, 0 if filled else max(2, int(r / 6)))


def back_button(app: App, action) -> Widget:
    return Widget(pygame.Rect(60, 40, 280, 100), lambda: app.tr.get("atlas.back"), action,
                  "back", font_size=36)


def name_of(iso: str, app: App) -> str:
    return COUNTRIES[iso].name[app.settings.language]


@cache
def alphabetical(lang: str) -> tuple[str, ...]:
    """The countries in the order the arrow keys walk them: by name, in `lang`."""
    return tuple(sorted(COUNTRIES, key=lambda iso: sort_key(COUNTRIES[iso].name[lang], lang)))


def walk(order: tuple[str, ...], at: str | None, step: int) -> str:
    """The country after `at` in `order` (`step` 1) or before it (-1); from none, the
    first or the last."""
    i = order.index(at) if at else -1 if step > 0 else 0
    return order[(i + step) % len(order)]


# -- what a child knows, as colours -------------------------------------------------

NEW = (240, 236, 228)                   # a country not met yet: pale paper
MET = (252, 230, 160)                   # seen in a game or asked, not known yet: sunny
GREENS = ((206, 234, 172), (170, 216, 140), (130, 194, 112), (92, 168, 92))  # 1-4 skills
LIT = theme.SUN                         # the country a question is about
MISSED = (200, 184, 214)                # a country tapped by mistake: quiet plum


def mastery_style(mastery: Mastery) -> europe_map.Style:
    """A fill per country by how much the child knows of it: greener for more skills."""
    def fill(iso: str) -> tuple[int, int, int]:
        level = mastery.level(iso)
        if level:
            return GREENS[level - 1]
        met = iso in mastery.seen or any(mastery.box(iso, s) for s in ("where", "flag",
                                                                        "capital", "car"))
        return MET if met else NEW
    return tuple(fill(iso) for iso in COUNTRIES)


# -- exploring the map ---------------------------------------------------------------

MAP_HOME = pygame.Rect(20, 110, 1160, 960)      # the whole of Europe at the start
MAP_AREA = pygame.Rect(0, 0, 1190, 1080)        # where the map takes taps
SIDE = pygame.Rect(1195, 16, 710, 1048)         # the panel beside it
CARD_W = 300
LEGEND_X = 1240                                 # the mastery legend's swatches start here
LEGEND_GAP = 20                                 # from the last swatch to its words


def side_panel(surface: pygame.Surface, app: App) -> None:
    """The paper panel beside the map: its edges, and its middle rows plain paper,
    filled (blending a whole window's height of it cost a millisecond a frame)."""
    panel_edges(surface, app)
    surface.fill(theme.PAPER, plain_paper(app))


def panel_edges(surface: pygame.Surface, app: App) -> None:
    """The side panel's parts that the map shows through: its rounded ends and the
    shadow along its sides, blitted with their transparency (made once per window size)."""
    rect, paper = app.rect(SIDE), plain_paper(app)
    top, bottom, left, right = _edges(rect.size, paper.y - rect.y + 12, paper.h)
    x, y = rect.x - 12, rect.y - 12
    surface.blit(top, (x, y))
    surface.blit(bottom, (x, paper.bottom))
    surface.blit(left, (x, paper.y))
    surface.blit(right, (rect.right, paper.y))


@kept
def _edges(size: tuple[int, int], top: int, rows: int) -> tuple[pygame.Surface, ...]:
    """The panel of `size` with its shadow, cut into what lies around its `rows` of plain
    paper starting `top` rows down: the ends and the shadow's two side strips (only
    these are kept: the middle is filled, or lies in the paper's still layer)."""
    image = pygame.Surface((size[0] + 24, size[1] + 24), pygame.SRCALPHA)
    panel(image, pygame.Rect(12, 12, *size), theme.PAPER, 255)
    w, h = image.get_size()
    parts = [(0, 0, w, top), (0, top + rows, w, h - top - rows), (0, top, 12, rows),
             (12 + size[0], top, w - 12 - size[0], rows)]
    cut = [image.subsurface(part).copy() for part in parts]
    return tuple(c.convert_alpha() if pygame.display.get_surface() else c for c in cut)


class PaperLayer:
    """The side panel's plain paper with what lies on it (the count, the country's cards,
    the legend, the buttons wholly on it), kept as one picture while the map beside it
    zooms: drawn again only when what it shows changes (its key: the language, the
    country lifted, the buttons' looks, the window's size), in the budget of pictures."""

    def __init__(self) -> None:
        self.kept = Shelf(BUDGET)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, key: Hashable | None,
             paint: Callable[[pygame.Surface], None]) -> None:
        """The paper over `rect` of `surface` with what `paint` draws on it (inside `rect`
        only), from the layer kept for `key`; without a key (something on it moves) drawn
        anew each frame, and nothing kept."""
        if key is None or not self.kept.holds(key):
            self.kept.clear()
            surface.fill(theme.PAPER, rect)
            paint(surface)
            if key is not None:
                self.kept.get(key, lambda: surface.subsurface(rect).copy())
            return
        surface.blit(self.kept.get(key, lambda: surface.subsurface(rect).copy()), rect)


def plain_paper(app: App) -> pygame.Rect:
    """The side panel's rows of plain paper, from one rounded end to the other: the map
    under them is never seen."""
    rect = app.rect(SIDE)
    r = max(8, min(rect.w, rect.h) // 8)       # as `panel` rounds it
    return pygame.Rect(rect.x, rect.y + r, rect.w, rect.h - 2 * r)


class AtlasScene(OnTheMap, Scene):
    """The map of Europe: tap a country to see its cards; zoom, pan, colour by mastery.
    The panel: the title with "you know N of 45", the quizzes, the zoom buttons."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        tr = app.tr
        self.order = alphabetical(app.settings.language)
        self.pad = MapPad(app, MAP_HOME, MAP_AREA, lambda: plain_paper(app))
        self.paper = PaperLayer()      # the panel's paper, still while the map zooms
        self.selected: str | None = None
        self.rise = 1.0
        self.by_mastery = False
        self.mastery = app.storage.load_mastery()
        self.known = self.mastery.known()
        self.widgets = [
            back_button(app, app.pop),
            Widget(pygame.Rect(1225, 210, 320, 100), lambda: tr.get("atlas.quiz"), self._quiz,
                   "bulb", font_size=40, colour=theme.SUN),
            Widget(pygame.Rect(1565, 210, 310, 100), lambda: tr.get("atlas.map.known"),
                   self._toggle_mastery, "star", selected=lambda: self.by_mastery,
                   font_size=36),
            Widget(pygame.Rect(1225, 940, 140, 100), lambda: "", lambda: self.pad.zoom(1),
                   "plus", font_size=50),
            Widget(pygame.Rect(1385, 940, 140, 100), lambda: "", lambda: self.pad.zoom(-1),
                   "minus", font_size=50),
            Widget(pygame.Rect(1545, 940, 330, 100), lambda: tr.get("atlas.map.reset"),
                   self.pad.reset, "again", font_size=36),
        ]
        self.focus = 1

    def resume(self) -> None:
        self.mastery = self.app.storage.load_mastery()     # a quiz may have moved boxes
        self.known = self.mastery.known()

    def select(self, iso: str | None) -> None:
        self.selected = iso
        if iso is None:
            return
        self.app.sounds.play("flip")
        if not self.app.calm:
            self.rise = 0.0
            self.animator.add(self, 0.35, rise=1.0, easing="out_back")

    def _quiz(self) -> None:
        self.app.push(QuizMenuScene(self.app))

    def _toggle_mastery(self) -> None:
        self.by_mastery = not self.by_mastery

    def handle(self, intent) -> bool:
        if intent.kind == "key" and intent.key == "back":
            self.app.pop()
            return True
        if intent.kind == "key" and intent.key in ("left", "right"):
            self.select(walk(self.order, self.selected, 1 if intent.key == "right" else -1))
            self.pad.show(self.selected)
            return True
        if intent.kind != "tap" or not (self.pad.dragged or self.pad.pinching):
            if super().handle(intent):
                return True
        taken, iso = self.pad.handle(intent)
        if intent.kind == "tap" and taken and not self.pad.zooming:
            self.select(iso)
        return taken

    def draw(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.tr
        style = mastery_style(self.mastery) if self.by_mastery else europe_map.soft_style()
        lit = {self.selected: LIT} if self.selected else {}
        self.pad.draw(surface, style, lit, self.rise, names=not self.by_mastery,
                      labels=tuple(lit))
        panel_edges(surface, app)
        paper = plain_paper(app)
        inner, outer = [], []
        for i, widget in enumerate(self.widgets):
            look = widget.look(app, focused=(i == self.focus))
            if look is not None:
                image = button_image(*look)
                place = image.get_rect(center=app.rect(widget.rect).center)
                (inner if paper.contains(place) else outer).append((look, image, place))
        key = None if self.rise != 1.0 else (surface.get_size(), app.settings.language,
                                             self.selected, self.by_mastery, self.known,
                                             tuple(look for look, _, _ in inner))
        self.paper.draw(surface, paper, key, lambda s: self._on_paper(s, inner))
        title = block(tr.get("atlas.title"), app.px(60), app.px(44), app.px(660))
        surface.blit(title, title.get_rect(center=app.point(SIDE.centerx, 70)))
        for _, image, place in outer:
            surface.blit(image, place)

    def _on_paper(self, surface: pygame.Surface, buttons: list) -> None:
        """What lies on the panel's plain paper: how many countries the child knows, the
        country tapped (or the legend, or the hint), and the `buttons` wholly on it."""
        app, tr = self.app, self.app.tr
        count = block(tr.get_n("atlas.known", self.known, total=len(COUNTRIES)), app.px(38),
                      app.px(theme.MIN_TEXT), app.px(660), theme.PLUM)
        surface.blit(count, count.get_rect(center=app.point(SIDE.centerx, 150)))
        if self.selected:
            self._country(surface, self.selected)
        elif self.by_mastery:
            self._legend(surface)
        else:
            hint = block(tr.get("atlas.map.hint"), app.px(40), app.px(theme.MIN_TEXT),
                         app.px(620), theme.INK_SOFT)
            surface.blit(hint, hint.get_rect(center=app.point(SIDE.centerx, 600)))
        for _, image, place in buttons:
            surface.blit(image, place)

    def _country(self, surface: pygame.Surface, iso: str) -> None:
        """The country's two cards side by side, its name over them, big."""
        app, lang = self.app, self.app.settings.language
        name = block(COUNTRIES[iso].name[lang], app.px(54), app.px(36), app.px(660))
        surface.blit(name, name.get_rect(center=app.point(SIDE.centerx, 372)))
        dy = (1 - self.rise) * 40
        for side, x in (("map", SIDE.centerx - 168), ("flag", SIDE.centerx + 168)):
            image = country_cards.card(f"{iso}:{side}", app.px(CARD_W), lang)
            surface.blit(image, image.get_rect(center=app.point(x, 630 + dy)))
        # the capital with its star and the car sticker, big enough to read from afar
        city = block(COUNTRIES[iso].capital[lang], app.px(44), app.px(theme.MIN_TEXT),
                     app.px(400))
        oval = country_cards.sticker(COUNTRIES[iso].car_code, (app.px(130), app.px(78)))
        gap = app.px(24)
        total = app.px(44) + gap + city.get_width() + 2 * gap + oval.get_width()
        x, y = app.point(SIDE.centerx, 880)
        x -= total // 2
        star(surface, (x + app.px(22), y), app.px(22), country_cards.RED)
        surface.blit(city, city.get_rect(midleft=(x + app.px(44) + gap, y)))
        surface.blit(oval, oval.get_rect(midleft=(x + app.px(44) + 3 * gap + city.get_width(),
                                                  y)))

    def _legend(self, surface: pygame.Surface) -> None:
        """What the mastery colours mean: new, met, and greener the more one knows."""
        app, tr = self.app, self.app.tr
        rows = ((tr.get("atlas.map.legend.new"), (NEW,)), (tr.get("atlas.map.legend.met"), (MET,)),
                (tr.get("atlas.map.legend.known"), GREENS))
        for i, (words, fills) in enumerate(rows):
            y = 440 + i * 150
            for k, fill in enumerate(fills):
                box = app.rect(pygame.Rect(LEGEND_X + k * 44, y - 30, 40, 60))
                pygame.draw.rect(surface, fill, box, border_radius=app.px(10))
                pygame.draw.rect(surface, europe_map.BORDER, box, max(1, app.px(3)),
                                 border_radius=app.px(10))
            words_x = LEGEND_X + len(fills) * 44 + LEGEND_GAP       # close to its swatches
            label = block(words, app.px(36), app.px(theme.MIN_TEXT),
                          app.px(SIDE.right - 40 - words_x), theme.INK, left=True)
            surface.blit(label, label.get_rect(midleft=app.point(words_x, y)))


# -- the quiz ------------------------------------------------------------------------

MENU_PICTURES = {"flag": ("IT", "RS", "SE"), "capital": ("FR",), "car": ("RS",),
                 "where": ("RS",), "which": ("IT",)}


class QuizMenuScene(Scene):
    """Five quizzes as five big tiles, each with its picture and its button; a tap
    anywhere on a tile starts that quiz. Under them: answers in words or in pictures."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        tr = app.tr
        self.tiles: list[tuple[str, pygame.Rect]] = []
        for i, kind in enumerate(KINDS):
            rect = pygame.Rect(60 + i * 365, 170, 340, 640)
            self.tiles.append((kind, rect))
            button = pygame.Rect(rect.x + 20, rect.bottom - 130, rect.w - 40, 100)
            self.widgets.append(Widget(button, lambda k=kind: tr.get(f"atlas.quiz.{k}.name"),
                                       lambda k=kind: self.start(k), "play", font_size=38,
                                       colour=theme.SUN))
        for value, x, icon in ((False, 560, "book"), (True, 980, "star")):
            self.widgets.append(Widget(
                pygame.Rect(x, 880, 380, 110),
                lambda v=value: tr.get("atlas.quiz.pictures" if v else "atlas.quiz.words"),
                lambda v=value: self._pictures(v), icon,
                selected=lambda v=value: app.settings.of(ATLAS, "pictures") == v, font_size=38))
        self.widgets.append(back_button(app, app.pop))
        self.widgets.append(Widget(pygame.Rect(1560, 40, 300, 100), lambda: tr.get("atlas.help"),
                                   self._help, "menu", font_size=36))
        self.focus = 0
        self.seed = app.options.seed if app.options.seed is not None else int(time.time())

    def _help(self) -> None:
        from .rules_page import RulesScene

        self.app.push(RulesScene(self.app, "atlas"))

    def _pictures(self, on: bool) -> None:
        self.app.settings.put(ATLAS, "pictures", on)
        self.app.save_settings()

    def start(self, kind: str) -> None:
        self.seed += 1
        scene = MapQuizScene if kind in MAP_KINDS else QuizScene
        self.app.push(scene(self.app, kind, self.seed))

    def handle(self, intent) -> bool:
        if intent.kind == "key" and intent.key == "back":
            self.app.pop()
            return True
        if super().handle(intent):
            return True
        if intent.kind == "tap":
            for kind, rect in self.tiles:
                if self.app.rect(rect).collidepoint(intent.pos):
                    self.app.sounds.play("click")
                    self.start(kind)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.tr
        backdrop(surface)
        heading(surface, app, tr.get("atlas.quiz.choose"), (960, 90), 64)
        for kind, rect in self.tiles:
            panel(surface, app.rect(rect), theme.PAPER, 250)
            centre = (rect.centerx, rect.y + 180)
            if kind in MAP_KINDS:
                mini_map(surface, app, MENU_PICTURES[kind][0], centre, kind == "where")
            else:
                picture(surface, app, kind, MENU_PICTURES[kind], centre, 0.4)
            ask = block(tr.get(f"atlas.quiz.{kind}.question", country=name_of("RS", app)),
                        app.px(32), app.px(theme.MIN_TEXT), app.px(rect.w - 40), theme.INK_SOFT)
            surface.blit(ask, ask.get_rect(center=app.point(rect.centerx, rect.y + 400)))
        super().draw(surface)


def mini_map(surface: pygame.Surface, app: App, iso: str, centre: tuple[float, float],
             with_flag: bool) -> None:
    """A little map of Europe with one country lit (and its flag over the sea)."""
    box = app.rect(pygame.Rect(0, 0, 300, 260))
    box.center = app.point(*centre)
    view = europe_map.View((0, 0, box.w, box.h))
    image = pygame.Surface(box.size)
    europe_map.draw_base(image, view, europe_map.soft_style())
    lifted, (x, y) = europe_map.lifted(iso, view.scale, LIT)
    ox, oy = view.origin
    image.blit(lifted, (round(x - ox), round(y - oy)))
    surface.blit(image, box)
    pygame.draw.rect(surface, europe_map.COAST, box, max(1, app.px(3)))
    if with_flag:
        flag = flags.flag(iso, app.px(110))
        surface.blit(flag, flag.get_rect(bottomleft=(box.x + app.px(8), box.bottom - app.px(8))))


def picture(surface: pygame.Surface, app: App, kind: str, isos: tuple[str, ...],
            centre: tuple[float, float], scale: float = 1.0) -> None:
    """What a question shows: a flag, a country's outline, or a car sticker; with
    several flags (the quiz menu), a little stack of them."""
    n = len(isos)
    for i, iso in enumerate(isos):
        x = centre[0] + (i - (n - 1) / 2) * 70 * scale
        y = centre[1] + (i - (n - 1) / 2) * 70 * scale
        if kind == "flag":
            box = (app.px(560 * scale), app.px(360 * scale))
            image = flags.flag(iso, min(box[0], round(box[1] * flags.aspect(iso))))
            edge = image.get_rect(center=app.point(x, y))
            pygame.draw.rect(surface, theme.shade(theme.PAPER, 0.8), edge.move(app.px(6), app.px(8)))
        elif kind == "capital":
            image = country_cards.outline(iso, (app.px(520 * scale), app.px(380 * scale)))
        else:
            image = car_back(COUNTRIES[iso].car_code, (app.px(620 * scale), app.px(440 * scale)))
        surface.blit(image, image.get_rect(center=app.point(x, y)))


@kept
def car_back(code: str, size: tuple[int, int]) -> pygame.Surface:
    """A friendly little car seen from behind, the country's sticker on its boot."""
    k = 2
    w, h = size[0] * k, size[1] * k
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    paint, dark = theme.CORAL, theme.shade(theme.CORAL, 0.7)
    for x in (0.2, 0.8):                                           # the wheels
        pygame.draw.rect(image, theme.INK, (w * x - w * 0.09, h * 0.78, w * 0.18, h * 0.2),
                         border_radius=int(w * 0.04))
    roof = [(w * 0.2, h * 0.42), (w * 0.29, h * 0.06), (w * 0.71, h * 0.06), (w * 0.8, h * 0.42)]
    pygame.draw.polygon(image, paint, roof)
    pygame.draw.lines(image, dark, True, roof, k * 3)
    glass = [(w * 0.27, h * 0.38), (w * 0.33, h * 0.12), (w * 0.67, h * 0.12), (w * 0.73, h * 0.38)]
    pygame.draw.polygon(image, (196, 226, 244), glass)
    body = pygame.Rect(w * 0.04, h * 0.38, w * 0.92, h * 0.46)
    pygame.draw.rect(image, paint, body, border_radius=int(h * 0.1))
    pygame.draw.rect(image, dark, body, k * 3, border_radius=int(h * 0.1))
    for x in (0.07, 0.8):                                          # the lights
        pygame.draw.rect(image, (255, 214, 96), (w * x, h * 0.45, w * 0.13, h * 0.11),
                         border_radius=int(h * 0.04))
    pygame.draw.rect(image, theme.shade(theme.INK, 1.3), (w * 0.04, h * 0.76, w * 0.92, h * 0.08),
                     border_radius=int(h * 0.04))                  # the bumper
    oval = country_cards.sticker(code, (int(w * 0.4), int(h * 0.27)))
    image.blit(oval, oval.get_rect(center=(w * 0.5, h * 0.6)))
    return pygame.transform.smoothscale(image, size)


PICTURE = pygame.Rect(130, 250, 800, 720)


def answer_rects(pictures: bool, area: pygame.Rect) -> list[pygame.Rect]:
    """Four answers in `area`: rows of words, or two by two pictures."""
    if pictures:
        w, h = (area.w - 20) // 2, (area.h - 20) // 2
        return [pygame.Rect(area.x + (i % 2) * (w + 20), area.y + (i // 2) * (h + 20), w, h)
                for i in range(CHOICES)]
    h = (area.h - 3 * 24) // CHOICES
    return [pygame.Rect(area.x, area.y + i * (h + 24), area.w, h) for i in range(CHOICES)]


class QuizScene(Scene):
    """A round of ten questions: ask, tell (gently), and at the end a summary. Which
    countries come is the Leitner schedule's choice; every answer moves a box."""

    ANSWERS = pygame.Rect(1000, 262, 800, 642)

    def __init__(self, app: App, kind: str, seed: int) -> None:
        super().__init__(app)
        self.kind = kind
        self.skill = SKILL[kind]
        self.seed = seed
        self.pictures = app.settings.of(ATLAS, "pictures")
        self.mastery = app.storage.load_mastery()
        self.state = "ask"
        self.appear = 1.0
        self.confetti = Confetti()
        self._new_round()
        self._ask()

    # -- the flow --------------------------------------------------------------------

    def _new_round(self) -> None:
        chosen = self.mastery.plan(self.skill, ROUND, self.seed)
        self.quiz = Quiz(questions(self.kind, self.seed, isos=chosen))
        self.mastery.start_round(self.skill)
        self.app.storage.save_mastery(self.mastery)

    def _ask(self) -> None:
        self.state = "ask"
        self.question = self.quiz.current
        tr = self.app.tr
        self.widgets = [back_button(self.app, self.app.pop)]
        for i, rect in enumerate(answer_rects(self.pictures, self.ANSWERS)[:self.choices()]):
            self.widgets.append(Widget(rect, lambda i=i: self.words(self.question.options[i]),
                                       lambda i=i: self.choose(i), font_size=50))
        self.widgets.append(Widget(pygame.Rect(1300, 940, 500, 110),
                                   lambda: tr.get("atlas.quiz.next"), self.next, "play",
                                   enabled=False, hide_disabled=True, font_size=44,
                                   colour=theme.SUN))
        self.focus = 1 if self.choices() else 0
        self._come_in()

    def choices(self) -> int:
        """How many answers to choose from (none where the map is the answer)."""
        return CHOICES

    def _come_in(self) -> None:
        if self.app.calm:
            self.appear = 1.0
            return
        self.appear = 0.0
        self.animator.add(self, 0.4, appear=1.0, easing="out_back")

    def words(self, iso: str) -> str:
        """An answer as shown: nothing for a picture, the capital for the capital quiz,
        else the country's name."""
        if self.pictures:
            return ""
        country, lang = COUNTRIES[iso], self.app.settings.language
        return country.capital[lang] if self.kind == "capital" else country.name[lang]

    def answers(self) -> list[Widget]:
        return self.widgets[1:1 + self.choices()]

    def _answered(self, chosen: str) -> bool:
        """The answer counted, its box moved and kept."""
        right = self.quiz.answer(chosen)
        self.mastery.record(self.question.iso, self.skill, right)
        self.app.storage.save_mastery(self.mastery)
        self.state = "told"
        self.widgets[-1].enabled = True
        self.focus = len(self.widgets) - 1
        self.app.sounds.play("pair" if right else "turn")
        return right

    def choose(self, index: int) -> None:
        if self.state != "ask":
            return
        question = self.question
        self._answered(question.options[index])
        for i, widget in enumerate(self.answers()):
            iso = question.options[i]
            if iso == question.iso:
                widget.colour, widget.icon = RIGHT, "check"
            elif i == index:
                widget.colour = CHOSEN
        self._come_in()

    def next(self) -> None:
        if self.state != "told":
            return
        self.app.sounds.play("dalje")
        if self.quiz.done:
            self._summary()
        else:
            self._ask()

    def _summary(self) -> None:
        self.state = "done"
        self.confetti = Confetti()
        tr = self.app.tr
        self.widgets = [
            back_button(self.app, self.app.pop),
            Widget(pygame.Rect(520, 820, 420, 120), lambda: tr.get("atlas.quiz.again"),
                   self.again, "again", font_size=46, colour=theme.SUN),
            Widget(pygame.Rect(980, 820, 420, 120), lambda: tr.get("atlas.quiz.to_atlas"),
                   self.to_atlas, "book", font_size=46),
        ]
        self.focus = 1
        self.app.sounds.play("win")
        self._come_in()

    def again(self) -> None:
        self.seed += 1
        self._new_round()
        self._ask()

    def to_atlas(self) -> None:
        while len(self.app.scenes) > 1 and not isinstance(self.app.scenes[-1], AtlasScene):
            self.app.pop()

    @property
    def busy(self) -> bool:
        return super().busy or (self.state == "done" and self.cheer and not self.app.calm
                                and self.confetti.falling)

    @property
    def cheer(self) -> bool:
        return self.quiz.right * 2 >= len(self.quiz.questions)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.state == "done":
            self.confetti.update(dt)

    def handle(self, intent) -> bool:
        if intent.kind == "key" and intent.key == "back":
            self.app.pop()
            return True
        return super().handle(intent)

    # -- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.tr
        backdrop(surface)
        if self.state == "done":
            self._draw_summary(surface)
            super().draw(surface)
            return
        self._progress(surface)
        ask = f"atlas.quiz.{self.kind}.question"
        if self.pictures and self.kind == "capital":       # a city shown, a flag to find
            ask += ".pictures"
        heading(surface, app, tr.get(ask), (960, 196), 52)
        area = app.rect(PICTURE)
        panel(surface, area, theme.PAPER, 250)
        clip = surface.get_clip()
        surface.set_clip(area)
        if self.state == "ask":
            self._draw_question(surface)
        else:
            self._draw_told(surface)
        surface.set_clip(clip)
        super().draw(surface)
        self._draw_answer_pictures(surface)

    def _draw_answer_pictures(self, surface: pygame.Surface) -> None:
        """In picture mode, each answer button holds a flag, or for the flag quiz the
        country's outline."""
        if not self.pictures:
            return
        app = self.app
        for widget, iso in zip(self.answers(), self.question.options, strict=True):
            rect = app.rect(widget.rect).inflate(-app.px(50), -app.px(50))
            if self.kind == "flag":
                image = country_cards.outline(iso, rect.size)
            else:
                image = flags.flag(iso, min(rect.w, round(rect.h * flags.aspect(iso))))
            surface.blit(image, image.get_rect(center=rect.center))
            if widget.icon == "check":
                ring = app.rect(widget.rect).inflate(-app.px(12), -app.px(12))
                pygame.draw.rect(surface, theme.LEAF, ring, app.px(10), border_radius=app.px(24))

    def _progress(self, surface: pygame.Surface) -> None:
        """Ten dots, one per question: green for right, sunny for a miss (no red)."""
        app, n = self.app, len(self.quiz.questions)
        marks = self.quiz.marks
        for i in range(n):
            centre = app.point(960 + (i - (n - 1) / 2) * 56, 92)
            if i < len(marks):
                pygame.draw.circle(surface, theme.LEAF if marks[i] else theme.SUN, centre,
                                   app.px(18))
            else:
                pygame.draw.circle(surface, theme.shade(OCEAN, 1.5), centre, app.px(14))
            if i == len(self.quiz.given) - (self.state == "told"):
                pygame.draw.circle(surface, theme.WHITE, centre, app.px(25), app.px(4))
        x, y = app.point(1700, 92)
        star(surface, (x, y), app.px(34), theme.SUN)
        score = theme.text(str(self.quiz.right), app.px(56), theme.WHITE, bold=True)
        surface.blit(score, score.get_rect(midleft=(x + app.px(48), y)))

    def _draw_question(self, surface: pygame.Surface) -> None:
        app, iso = self.app, self.question.iso
        lift = (1 - self.appear) * 60
        words = self.kind == "capital" and not self.pictures
        centre = (PICTURE.centerx, PICTURE.centery - (50 if self.kind == "capital" else 0) + lift)
        if self.kind == "capital" and self.pictures:
            city = block(COUNTRIES[iso].capital[app.settings.language], app.px(76), app.px(44),
                         app.px(PICTURE.w - 140))
            x, y = app.point(*centre)
            star(surface, (x, y - app.px(120)), app.px(60), country_cards.RED)
            surface.blit(city, city.get_rect(center=(x, y + app.px(40))))
        else:
            picture(surface, app, self.kind, (iso,), centre)
        if words:
            name = block(name_of(iso, app), app.px(64), app.px(44), app.px(PICTURE.w - 60))
            surface.blit(name, name.get_rect(center=app.point(PICTURE.centerx,
                                                               PICTURE.bottom - 90 + lift)))

    def told_words(self) -> str:
        right = self.quiz.marks[-1]
        answer = name_of(self.question.iso, self.app) if self.pictures else \
            self.words(self.question.iso)
        return (self.app.tr.get("atlas.quiz.right") if right
                else self.app.tr.get("atlas.quiz.wrong", answer=answer))

    def _draw_told(self, surface: pygame.Surface) -> None:
        """The country's two cards, and a word: praise, or the right answer, kindly."""
        app, question = self.app, self.question
        right = self.quiz.marks[-1]
        lang = app.settings.language
        message = block(self.told_words(), app.px(46), app.px(36), app.px(PICTURE.w - 60),
                        theme.shade(theme.LEAF, 0.6) if right else theme.PLUM)
        surface.blit(message, message.get_rect(center=app.point(PICTURE.centerx, PICTURE.y + 80)))
        grow = 0.85 + 0.15 * self.appear
        width = app.px(330 * grow)
        for side, dx in (("map", -180), ("flag", 180)):
            image = country_cards.card(f"{question.iso}:{side}", width, lang)
            surface.blit(image, image.get_rect(center=app.point(PICTURE.centerx + dx,
                                                                PICTURE.y + 450)))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.tr
        if self.cheer and not app.calm:
            self.confetti.draw(surface, app)
        box = app.rect(pygame.Rect(360, 140, 1200, 860))
        panel(surface, box, theme.PAPER, 250)
        right, total = self.quiz.right, len(self.quiz.questions)
        tier = ("perfect" if right == total else "great" if right * 10 >= total * 7
                else "good" if right * 10 >= total * 4 else "start")
        title = block(tr.get(f"atlas.quiz.done.{tier}"), app.px(84), app.px(60), app.px(1100))
        surface.blit(title, title.get_rect(center=app.point(960, 260)))
        pop = 0.6 + 0.4 * self.appear
        for i, mark in enumerate(self.quiz.marks):
            centre = app.point(960 + (i - (total - 1) / 2) * 100, 450)
            star(surface, centre, app.px(42 * pop), theme.SUN if mark else theme.shade(
                theme.PAPER, 0.8), filled=True)
            if mark:
                star(surface, centre, app.px(42 * pop), theme.shade(theme.SUN, 0.7), False)
        score = block(tr.get("atlas.quiz.summary", right=right, total=total), app.px(54),
                      app.px(40), app.px(1100), theme.PLUM)
        surface.blit(score, score.get_rect(center=app.point(960, 600)))
        hint = block(tr.get(f"atlas.quiz.done.{tier}.more"), app.px(36), app.px(theme.MIN_TEXT),
                     app.px(1000), theme.INK_SOFT)
        surface.blit(hint, hint.get_rect(center=app.point(960, 700)))


class MapQuizScene(OnTheMap, QuizScene):
    """The two quizzes on the map. "Gde je…?": the country's name and flag; the child
    taps the map; a wrong tap names the country tapped, then the right one lights up.
    "Koja je ovo zemlja?": a country is lit; four flags (or four names) to choose from.
    Without a mouse, the arrow keys walk the countries as on the explore map, lifting
    the one they are on, and Enter answers with it."""

    ANSWERS = pygame.Rect(1230, 420, 650, 470)

    def __init__(self, app: App, kind: str, seed: int) -> None:
        self.pad = MapPad(app, MAP_HOME, MAP_AREA, lambda: plain_paper(app))
        self.tapped: str | None = None
        self.pointed: str | None = None        # the country the arrow keys are on
        self.reveal = 1.0
        super().__init__(app, kind, seed)

    def choices(self) -> int:
        return 0 if self.kind == "where" else CHOICES

    def _ask(self) -> None:
        super()._ask()
        self.tapped = self.pointed = None
        self.reveal = 1.0
        if self.kind == "which":
            self.pad.show(self.question.iso)
        self.widgets[-1].rect = pygame.Rect(1390, 940, 480, 100)

    def handle(self, intent) -> bool:
        if self.state == "done":
            return super().handle(intent)
        if intent.kind == "key" and self.kind == "where" and self.state == "ask":
            if intent.key in ("left", "right"):
                self.pointed = walk(alphabetical(self.app.settings.language), self.pointed,
                                    1 if intent.key == "right" else -1)
                self.pad.show(self.pointed)
                return True
            if intent.key == "activate" and self.pointed:
                self.tap_country(self.pointed)
                return True
        if intent.kind != "tap" or not (self.pad.dragged or self.pad.pinching):
            if super().handle(intent):
                return True
        taken, iso = self.pad.handle(intent)
        if (intent.kind == "tap" and iso and self.kind == "where" and self.state == "ask"
                and not self.pad.zooming):
            self.tap_country(iso)
        return taken

    def tap_country(self, iso: str) -> None:
        """A tap on `iso` as the answer to "Gde je…?"."""
        self.tapped = iso
        if not self._answered(iso):
            self.pad.show(self.question.iso)
            if not self.app.calm:
                self.reveal = 0.0
                self.animator.add(self, 0.4, 0.9, reveal=1.0)
        self._come_in()

    def told_words(self) -> str:
        tr, right = self.app.tr, self.quiz.marks[-1]
        name = name_of(self.question.iso, self.app)
        if self.kind == "which":
            return tr.get("atlas.quiz.right") if right else tr.get("atlas.which.wrong",
                                                                   answer=name)
        if right:
            return tr.get("atlas.where.right", country=name)
        return tr.get("atlas.where.wrong", tapped=name_of(self.tapped, self.app), country=name)

    def draw(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.tr
        if self.state == "done":
            super().draw(surface)
            return
        iso = self.question.iso
        lit: dict[str, tuple[int, int, int]] = {}
        if self.kind == "which" or self.state == "told":
            right = self.state == "told" and self.quiz.marks[-1]
            if self.reveal >= 1.0 or right:
                lit[iso] = RIGHT if self.state == "told" else LIT
        if self.state == "told" and self.tapped and self.tapped != iso:
            lit[self.tapped] = MISSED
        if self.state == "ask" and self.pointed:
            lit[self.pointed] = LIT
        self.pad.draw(surface, europe_map.soft_style(), lit,
                      self.appear if self.state == "ask" else 1.0, names=False,
                      ring_flags=False, labels=tuple(lit) if self.state == "told" else ())
        side_panel(surface, app)
        self._progress(surface)
        ask = tr.get(f"atlas.quiz.{self.kind}.question", country=name_of(iso, app))
        words = block(ask, app.px(52), app.px(36), app.px(660))
        surface.blit(words, words.get_rect(center=app.point(SIDE.centerx, 200)))
        if self.kind == "where":
            flag = flags.flag(iso, min(app.px(420), round(app.px(300) * flags.aspect(iso))))
            edge = flag.get_rect(center=app.point(SIDE.centerx, 560))
            pygame.draw.rect(surface, theme.shade(theme.PAPER, 0.8),
                             edge.move(app.px(6), app.px(8)))
            surface.blit(flag, edge)
        if self.state == "told":
            message = block(self.told_words(), app.px(44), app.px(theme.MIN_TEXT), app.px(640),
                            theme.shade(theme.LEAF, 0.6) if self.quiz.marks[-1] else theme.PLUM)
            surface.blit(message, message.get_rect(center=app.point(SIDE.centerx, 320)))
        Scene.draw(self, surface)
        self._draw_answer_pictures(surface)

    def _draw_answer_pictures(self, surface: pygame.Surface) -> None:
        if self.kind == "which":
            super()._draw_answer_pictures(surface)

    def _progress(self, surface: pygame.Surface) -> None:
        """The ten dots in the panel, the score beside them."""
        app, n = self.app, len(self.quiz.questions)
        marks = self.quiz.marks
        for i in range(n):
            centre = app.point(SIDE.centerx - 60 + (i - (n - 1) / 2) * 52, 84)
            if i < len(marks):
                pygame.draw.circle(surface, theme.LEAF if marks[i] else theme.SUN, centre,
                                   app.px(17))
            else:
                pygame.draw.circle(surface, theme.shade(theme.PAPER, 0.85), centre, app.px(13))
            if i == len(self.quiz.given) - (self.state == "told"):
                pygame.draw.circle(surface, theme.INK_SOFT, centre, app.px(24), app.px(4))
        x, y = app.point(SIDE.right - 110, 84)
        star(surface, (x, y), app.px(32), theme.SUN)
        score = theme.text(str(self.quiz.right), app.px(50), theme.INK, bold=True)
        surface.blit(score, score.get_rect(midleft=(x + app.px(40), y)))
