"""Save a screenshot of every scene, in every language, for a person to look at.

Usage: python tools/screenshots.py OUTDIR [--size 1280x720]. Runs headless.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game import theme
from game.app import App, Options
from game.guides import GUIDES
from game.i18n import LANGUAGES
from game.input import Intent
from game.scenes.atlas import MAP_KINDS, AtlasScene, MapQuizScene, QuizMenuScene, QuizScene, nearby
from game.scenes.crni_petar import CrniPetarTable
from game.scenes.curtain import Curtain
from game.scenes.evropa import EvropaTable
from game.scenes.guide import start_guide
from game.scenes.memo import MemoTable
from game.scenes.picker import PickerScene
from game.scenes.remino import ReminoTable
from game.scenes.results import ResultsScene
from game.scenes.rules_page import RulesScene
from game.scenes.sedam_i_osam import SedamTable
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.scenes.uno import UnoTable
from game.scenes.unotan import UnotanTable
from game.setup import MatchSetup
from game.sprites import cards, country_cards, europe_map
from game.storage import ATLAS
from rules import GAMES
from rules.atlas import SKILLS, Mastery
from rules.core import CallUno, Catch, Challenge, Deal, Draw, Flip, Pass, Play
from rules.countries import COUNTRIES
from rules.decks import stack, uno_112
from rules.evropa import PHASE_COVER, partner
from rules.remino import PHASE_MELD
from rules.sedam_i_osam import VARIANTS

DT = 1 / 30


def run(app: App, frames: int) -> None:
    """`frames` steps, and then, on the atlas's map, as many as it takes to draw it in
    (a frame makes only the tiles it has time for)."""
    for _ in range(frames):
        app.step(DT)
    pad = getattr(app.scenes[-1], "pad", None) if app.scenes else None
    for _ in range(600):
        if pad is None or not pad.busy:
            break
        app.step(DT)


def stacked(hands: list[list[str]], first: int, then: list[str], full: list[str]) -> list[str]:
    """The deck, top first, that deals `hands` one card at a time from seat `first`, then
    lays `then`, then the rest of the `full` deck in its own order."""
    deck = stack(hands, first) + then
    rest = list(full)
    for code in deck:
        rest.remove(code)
    return deck + rest


def table(app: App, players: int, seed: int, frames: int, **options) -> CrniPetarTable:
    setup = MatchSetup.default("crni_petar", players, seed)
    setup.options = options
    scene = CrniPetarTable(app, setup)
    app.reset(scene)
    run(app, frames)
    return scene


def play_out(app: App, scene: CrniPetarTable) -> None:
    """Let the human seat be played by taps on glowing cards until the results show."""
    for _ in range(6000):
        if isinstance(app.scenes[-1], ResultsScene):
            run(app, 40)
            return
        app.step(DT)
        if not scene.animator.busy:
            for sprite in scene.all_sprites():
                if sprite.glow:
                    pos = app.point(sprite.x, sprite.y)
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos,
                                                         button=1, touch=False))
                    break


def country_sheet(lang: str, path: Path, width: int = 200) -> None:
    """Every map card and flag card of Upoznaj Evropu on one sheet, for a person to check."""
    isos = sorted(COUNTRIES)
    cols = 10
    h = cards.card_height(width)
    rows = (2 * len(isos) + cols - 1) // cols
    sheet = pygame.Surface((cols * (width + 12) + 12, rows * (h + 12) + 12))
    sheet.fill((60, 70, 80))
    for i, code in enumerate(f"{iso}:{side}" for iso in isos for side in ("map", "flag")):
        sheet.blit(country_cards.card(code, width, lang),
                   (12 + (i % cols) * (width + 12), 12 + (i // cols) * (h + 12)))
    pygame.image.save(sheet, str(path))
    print(path)


def atlas(app: App, out: Path) -> None:
    """The atlas: the map, a country lifted, a microstate zoomed, the mastery map, the
    quiz menu, each quiz asking and answered wrong and right, the end of a round."""
    app.reset(TitleScene(app))
    mastery = Mastery()              # a child who knows a little: 1 to 4 skills of 8
    for skill in SKILLS:
        mastery.start_round(skill)
    for level, isos in ((1, ("FR", "ES")), (2, ("IT", "DE")), (3, ("HR", "HU")),
                        (4, ("RS", "GR"))):
        for iso in isos:
            for skill in SKILLS[:level]:
                mastery.record(iso, skill, True)
                mastery.record(iso, skill, True)
    for iso in ("NO", "SE", "PL"):
        mastery.sighting(iso)
    app.storage.save_mastery(mastery)
    atlas = AtlasScene(app)
    app.push(atlas)
    run(app, 20)
    shoot(app, out / "30_atlas_map.png")
    atlas.select("RS")
    run(app, 20)
    shoot(app, out / "31_atlas_country.png")
    for _ in range(3):
        atlas.pad.zoom(1, atlas.pad.view.to_px(europe_map.geo().spots["SM"]))
        run(app, 20)
    atlas.select("SM")
    run(app, 20)
    shoot(app, out / "32_atlas_microstate_zoomed.png")
    atlas.pad.reset()
    atlas.select(None)
    atlas.by_mastery = True
    run(app, 20)
    shoot(app, out / "33_atlas_mastery_map.png")
    app.push(QuizMenuScene(app))
    run(app, 5)
    shoot(app, out / "34_atlas_quiz_menu.png")
    number = 300             # the quizzes: 300 on, clear of the tables' numbers
    for kind, pictures in (("where", True), ("which", True), ("which", False), ("flag", False),
                           ("flag", True), ("capital", False), ("capital", True),
                           ("car", False), ("car", True)):
        app.settings.put(ATLAS, "pictures", pictures)
        quiz = (MapQuizScene if kind in MAP_KINDS else QuizScene)(app, kind, seed=4)
        app.push(quiz)
        run(app, 20)
        name = f"atlas_quiz_{kind}_{'pictures' if pictures else 'words'}"
        shoot(app, out / f"{number}_{name}.png")
        question = quiz.question
        wrong = next(iso for iso in nearby(question.iso) if iso != question.iso)
        if kind == "where":
            quiz.tap_country(wrong)
        else:
            quiz.choose(next(i for i, iso in enumerate(question.options) if iso != question.iso))
        run(app, 40)
        shoot(app, out / f"{number + 1}_{name}_wrong.png")
        quiz.next()
        run(app, 20)
        if kind == "where":
            quiz.tap_country(quiz.question.iso)
        else:
            quiz.choose(quiz.question.options.index(quiz.question.iso))
        run(app, 20)
        shoot(app, out / f"{number + 2}_{name}_right.png")
        app.pop()
        number += 3
    app.settings.put(ATLAS, "pictures", True)
    quiz = MapQuizScene(app, "where", seed=4)     # without a mouse: three arrows, Enter
    app.push(quiz)
    run(app, 20)
    for _ in range(3):
        quiz.handle(Intent("key", key="right"))
        run(app, 5)
    run(app, 20)
    shoot(app, out / f"{number}_atlas_quiz_where_keys.png")
    quiz.handle(Intent("key", key="activate"))
    run(app, 40)
    shoot(app, out / f"{number + 1}_atlas_quiz_where_keys_enter.png")
    app.pop()
    number += 2
    quiz = QuizScene(app, "flag", seed=5)
    app.push(quiz)
    while quiz.state != "done":
        question = quiz.question
        quiz.choose(0 if len(quiz.quiz.given) % 4 == 3 else question.options.index(question.iso))
        quiz.next()
    run(app, 30)
    shoot(app, out / f"{number}_atlas_quiz_summary.png")
    country_sheet(app.settings.language, out / "21_evropa_cards_150.png", 150)


def memo_table(app: App, players: int, seed: int, countries: str,
               humans: int = 1) -> MemoTable:
    """A Memo table with `humans` people and computers in the other seats, dealt."""
    setup = MatchSetup.default("evropa_memo", players, seed)
    setup.humans = [i < humans for i in range(players)]
    setup.options = {"countries": countries}
    scene = MemoTable(app, setup)
    app.reset(scene)
    scene.animator.finish_all()
    run(app, 5)
    return scene


def memo_turn(app: App, scene: MemoTable, pair: bool) -> None:
    """The seat to play turns over a pair, or two cards that are no pair (staged)."""
    grid = scene.match.grid
    first = next(i for i, code in enumerate(grid) if code is not None)
    second = next(i for i, code in enumerate(grid) if code is not None and i != first
                  and (code == partner(grid[first])) == pair)
    for index in (first, second):
        scene.animator.finish_all()
        scene.act(Flip(index), scene.match.current_player)
        run(app, 12)


def memo(app: App, out: Path) -> None:
    """Upoznaj Evropu's Memo: setup, the deal, a miss in its pause, a pair's country,
    all of Europe, the clock alone, and the ends alone and with others."""
    app.reset(SetupScene(app, "evropa_memo"))
    shoot(app, out / "50_memo_setup.png")
    setup = MatchSetup.default("evropa_memo", 1, 3)
    app.reset(MemoTable(app, setup))
    run(app, 25)
    shoot(app, out / "51_memo_dealing.png")
    scene = memo_table(app, 1, 3, "seed28")
    shoot(app, out / "52_memo_start.png")
    memo_turn(app, scene, pair=False)
    shoot(app, out / "53_memo_miss_pause.png")
    scene.animator.finish_all()
    memo_turn(app, scene, pair=True)
    run(app, 40)
    shoot(app, out / "54_memo_pair_country.png")
    scene.animator.finish_all()
    scene = memo_table(app, 4, 5, "all", humans=2)
    for pair in (True, False, True):
        memo_turn(app, scene, pair)
        scene.animator.finish_all()
    scene.act(Flip(next(i for i, c in enumerate(scene.match.grid) if c)),
              scene.match.current_player)
    run(app, 15)
    shoot(app, out / "55_memo_all_of_europe.png")
    app.settings.put("evropa_memo", "clock", True)
    scene = memo_table(app, 1, 7, "six")
    memo_turn(app, scene, pair=True)
    scene.animator.finish_all()
    run(app, 40)
    shoot(app, out / "56_memo_alone_clock.png")
    for pairs, name in ((1, "57_memo_end_alone.png"), (3, "58_memo_end_family.png")):
        scene = memo_table(app, pairs, 9, "six")
        while not isinstance(app.scenes[-1], ResultsScene):
            if scene.match.current_player in scene.setup.human_seats:
                memo_turn(app, scene, pair=True)
            scene.animator.finish_all()
            run(app, 2)
        run(app, 30)
        shoot(app, out / name)
    app.settings.put("evropa_memo", "clock", False)


def sedam_table(app: App, game: str, players: int, seed: int,
                hands: list[list[str]] | None = None, starter: str = "3H",
                **options) -> SedamTable:
    """A Sedam i Osam (or Džoker i Devetka) table, the child in seat 0; `hands` stack the
    deck (seat by seat, the last seat deals) so a moment can be shown on purpose."""
    spec = GAMES[game]
    deck, dealer = None, None
    if hands:
        dealer = players - 1
        deck = stacked(hands, 0, [starter], VARIANTS[game].deck())
    match = spec.new_match(players, seed=seed, options=options, deck=deck, dealer=dealer)
    setup = MatchSetup(game, players, [True] + [False] * (players - 1), match.options,
                       "normal", seed)
    scene = SedamTable(app, setup, match)
    app.reset(scene)
    scene.animator.finish_all()
    run(app, 3)
    scene.animator.finish_all()
    return scene


def sedam_child_move(scene: SedamTable) -> None:
    """The child's move, made plainly: announce, catch, play the first card that fits,
    draw, say Dalje, deal."""
    legal = scene.match.legal_actions(0)
    plays = [a for a in legal if isinstance(a, Play)]
    for action in [a for a in legal if isinstance(a, (CallUno, Catch))] + plays[:1] + \
            [Draw(), Pass(), Deal()]:
        if action in legal:
            scene.act(action, 0)
            return


def sedam_until(app: App, scene: SedamTable, done) -> None:
    """Let the bots and the child play until `done()` (or a results scene) holds."""
    for _ in range(20_000):
        if done() or isinstance(app.scenes[-1], ResultsScene):
            return
        scene.animator.finish_all()
        app.step(DT)
        if scene.match.current_player == 0 and not scene.animator.busy:
            sedam_child_move(scene)


def sedam(app: App, out: Path) -> None:
    """Sedam i Osam and Džoker i Devetka: 2 and 6 players, several cards chosen, the
    suit picker, a Žandar's suit and sevens owed, a catch, the scores, the results,
    and every card of the standard deck."""
    app.reset(SetupScene(app, "sedam_i_osam"))
    shoot(app, out / "60_sedam_setup.png")
    two = [["5H", "5S", "5C", "JD", "KS"], ["4C", "6D", "8S", "10S", "QD"]]
    scene = sedam_table(app, "sedam_i_osam", 2, 1, two)
    shoot(app, out / "61_sedam_2p.png")
    for code in ("5H", "5C", "5S"):
        scene.play_card(code)
    run(app, 12)
    shoot(app, out / "62_sedam_multiselect.png")
    scene.selected = []
    scene.play_card("JD")
    shoot(app, out / "63_sedam_suit_picker.png")
    scene.choose("S")
    scene.animator.finish_all()
    run(app, 3)
    shoot(app, out / "64_sedam_suit_asked.png")
    six = [["7H", "7S", "2C", "9D", "QH"], ["3C", "3D", "3S", "6D", "8S"],
           ["4C", "6H", "8D", "10H", "KH"], ["AC", "AD", "5D", "10C", "QC"],
           ["2D", "4D", "6C", "9C", "KC"], ["2H", "4H", "5C", "9H", "JC"]]
    scene = sedam_table(app, "dzoker_i_devetka", 6, 2, six, starter="7C")
    shoot(app, out / "65_dzoker_6p_sevens_owed.png")
    scene = sedam_table(app, "dzoker_i_devetka", 6, 2, six, starter="3H")
    scene.act(Play(("7H", "7S")), 0)
    run(app, 20)
    shoot(app, out / "66_dzoker_two_sevens.png")
    scene = sedam_table(app, "sedam_i_osam", 3, 3, [
        ["5H", "5S", "5C", "9S", "2D"], ["4C", "4D", "4S", "6S", "8H"],
        ["QS", "QD", "KH", "KC", "AH"]])
    for action, seat in ((Play(("5H", "5S", "5C")), 0), (Play(("4C", "4D", "4S")), 1),
                         (Play(("QS",)), 2), (CallUno(), 0), (Play(("9S",)), 0),
                         (Play(("6S",)), 1)):
        scene.act(action, seat)
        scene.animator.finish_all()
    run(app, 3)
    shoot(app, out / "67_sedam_catch_the_computer.png")
    scene = sedam_table(app, "sedam_i_osam", 4, 4, target=100)
    sedam_until(app, scene, lambda: scene.scores_shown)
    run(app, 45)
    shoot(app, out / "68_sedam_scores.png")
    scene = sedam_table(app, "dzoker_i_devetka", 3, 5, deals="single")
    sedam_until(app, scene, lambda: False)
    run(app, 40)
    shoot(app, out / "69_dzoker_results.png")
    standard_sheet(out / "70_standard_cards.png")


def standard_sheet(path: Path, width: int = 160) -> None:
    """All 54 faces of the standard deck and its back on one sheet."""
    codes = [*VARIANTS["dzoker_i_devetka"].deck(), None]
    cols = 13
    h = cards.card_height(width)
    rows = (len(codes) + cols - 1) // cols
    sheet = pygame.Surface((cols * (width + 12) + 12, rows * (h + 12) + 12))
    sheet.fill(theme.FELT)
    for i, code in enumerate(codes):
        image = cards.face(code, width) if code else cards.back(width, "standard")
        sheet.blit(image, (12 + (i % cols) * (width + 12), 12 + (i // cols) * (h + 12)))
    pygame.image.save(sheet, str(path))
    print(path)


def guides(app: App, out: Path) -> None:
    """Three moments of each guided match: the hand over the first move it asks for, the
    first card (or words) shown large, and the end; taps on what the hand points at."""
    for k, game in enumerate(GUIDES):
        start_guide(app, game)
        guide = app.scenes[-1].guide
        names = iter(f"8{k}_guide_{game}_{moment}.png" for moment in ("a", "b", "c"))
        pointed = shown = False
        for _ in range(6000):
            app.step(DT)
            if guide.panel == "end":
                run(app, 10)
                shoot(app, out / next(names))
                break
            if guide.panel == "card":
                if not shown:
                    shown = True
                    shoot(app, out / next(names))
                point = app.rect(guide.ok_button.rect).center
            elif (target := guide.target()) is not None:
                if not pointed:
                    pointed = True
                    run(app, 40)                # the hand glides in and bobs
                    shoot(app, out / next(names))
                point = app.point(*target.point)
            else:
                continue
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, touch=False,
                                                 pos=point))
            app.step(DT)


def shoot(app: App, path: Path) -> None:
    app.dirty = True     # scenes here are moved by calls, not taps: the frame is asked for
    app.step(DT)
    pygame.image.save(app.window, str(path))
    print(path)


def evropa_until(app: App, scene: EvropaTable, done, limit: int = 20_000) -> None:
    """Play the child's seat (deal button, a glowing card, or Draw) and skip the bots'
    animations, until `done()`. The card is picked by the match's move count, not by
    the frame: how many frames a bot's thread takes to answer varies from run to run,
    and the match shot would vary with it."""
    for _ in range(limit):
        if done():
            return
        app.step(DT)
        if scene.animator.busy:
            scene.animator.finish_all()
        elif scene.deal_button.enabled and not done():
            scene._deal()
        elif scene.my_turn:
            playable = sorted(scene.playable_codes())
            if playable:
                scene.play_card(playable[scene.moves % len(playable)])
            elif scene.draw_button.enabled:
                scene._draw_or_pass()


def evropa(app: App, out: Path) -> None:
    """Upoznaj Evropu's shedding game: the child covering a card, a pair shown large,
    the scores between deals, four players, the results."""
    setup = MatchSetup.default("evropa", 3, 3)
    scene = EvropaTable(app, setup)
    app.reset(scene)
    run(app, 60)
    evropa_until(app, scene, lambda: scene.my_turn and
                 scene.match.view(0)["phase"] == PHASE_COVER and bool(scene.playable_codes()))
    run(app, 2)
    shoot(app, out / "80_evropa_cover.png")
    scene.play_card(min(scene.playable_codes()))
    run(app, 22)
    shoot(app, out / "81_evropa_pair.png")
    evropa_until(app, scene, lambda: scene.scores_shown and not scene.animator.busy)
    run(app, 2)
    shoot(app, out / "82_evropa_scores.png")
    setup = MatchSetup.default("evropa", 4, 5)
    scene = EvropaTable(app, setup)
    app.reset(scene)
    run(app, 120)
    shoot(app, out / "83_evropa_4p.png")
    setup = MatchSetup.default("evropa", 2, 6)
    setup.options = {"countries": "six", "target": 20}
    scene = EvropaTable(app, setup)
    app.reset(scene)
    evropa_until(app, scene, lambda: isinstance(app.scenes[-1], ResultsScene), 60_000)
    run(app, 30)
    shoot(app, out / "84_evropa_results.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    args.outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        os.environ["SPECIJALNE_KARTE_HOME"] = home
        app = App(Options(size=size, frames=0))
        for lang in LANGUAGES:
            app.settings.language = lang
            out = args.outdir / lang
            out.mkdir(exist_ok=True)
            app.push(TitleScene(app))
            shoot(app, out / "01_title.png")
            app.reset(PickerScene(app))
            shoot(app, out / "02_picker.png")
            app.reset(SetupScene(app, "crni_petar"))
            shoot(app, out / "03_setup.png")
            app.reset(SettingsScene(app))
            shoot(app, out / "04_settings.png")
            app.reset(RulesScene(app, "crni_petar"))
            shoot(app, out / "05_rules.png")
            table(app, 3, 3, 15)
            shoot(app, out / "06_table_dealing.png")
            for players in (2, 3, 4):
                table(app, players, players, 150)
                shoot(app, out / f"07_table_{players}p.png")
            scene = table(app, 2, 8, 150, pairing="manual")
            shoot(app, out / "08_table_find_pairs.png")
            scene = table(app, 2, 1, 150, cards="standard_33")
            shoot(app, out / "09_table_standard_deck.png")
            app.push(Curtain(app, scene.name(1), lambda: None))
            shoot(app, out / "10_curtain.png")
            scene = table(app, 3, 4, 60)
            play_out(app, scene)
            shoot(app, out / "11_results.png")
            country_sheet(lang, out / "20_evropa_cards.png")
            atlas(app, out)
            memo(app, out)
            sedam(app, out)
            evropa(app, out)
            guides(app, out)
            uno(app, out)
            unotan(app, out)
            remino(app, out)
        pygame.quit()


UNO_GAMES = ("adriatic", "adriatic_pairs", "adriatic_teams", "uno", "uno_prenos", "uno_most",
             "uno_classic", "uno_official")


def uno_table(app: App, game: str, players: int, seed: int, **options) -> UnoTable:
    """An UNO-family table with the child in seat 0 and bots elsewhere, dealt and still."""
    setup = MatchSetup(game, players, [True] + [False] * (players - 1), options, "normal", seed)
    scene = UnoTable(app, setup)
    app.reset(scene)
    scene.animator.finish_all()
    run(app, 3)
    scene.animator.finish_all()
    return scene


def uno_staged(app: App, game: str, hands: list[list[str]], starter: str) -> UnoTable:
    """A two-seat table dealt from a stacked deck (seat 1 deals, so the child begins)."""
    spec = GAMES[game]
    full = spec.new_match(2, seed=1, options={"deals": "single"}).full_deck
    match = spec.new_match(2, seed=1, options={"deals": "single"},
                           deck=stacked(hands, 1, [starter], full), dealer=1)
    scene = UnoTable(app, MatchSetup(game, 2, [True, False], match.options, "easy", 1), match)
    app.reset(scene)
    scene.animator.finish_all()
    run(app, 3)
    return scene


def uno_until(app: App, scene: UnoTable, done, limit: int = 20_000) -> None:
    """Bots play; the child plays the first card that fits (a wild: red), calls UNO,
    draws, goes on; animations skipped; until `done()` or the results."""
    for _ in range(limit):
        scene.animator.finish_all()
        app.step(DT)
        if done() or isinstance(app.scenes[-1], ResultsScene):
            return
        if not scene.my_turn and not scene.deal_button.enabled:
            continue
        legal = scene.match.legal_actions(0)
        for action in legal:
            if isinstance(action, CallUno):
                break
        else:
            plays = [a for a in legal if isinstance(a, Play) and a.colour in (None, "R")]
            others = [a for a in legal if not isinstance(a, Play | Catch)]
            action = (plays or others or legal or [None])[0]
        if action is not None:
            scene.act(action, 0)


def uno(app: App, out: Path) -> None:
    """The eight UNO games: every table at 2, 4 and 10 seats (or the game's limits), the
    colour picker, a challenge, a jump-in, the Table tallies, the scores, the results."""
    for game in UNO_GAMES:
        spec = GAMES[game]
        for players in sorted({max(spec.min_players, n) for n in (2, 4, 10)} &
                              set(range(spec.min_players, spec.max_players + 1)) |
                              {min(10, spec.max_players)}):
            scene = uno_table(app, game, players, players)
            uno_until(app, scene, lambda s=scene: s.my_turn)
            shoot(app, out / f"90_{game}_{players}p.png")
    scene = uno_table(app, "adriatic", 4, 7)
    uno_until(app, scene, lambda: any(a.colour for a in scene.legal() if isinstance(a, Play)))
    scene.play_card(next(a.codes[0] for a in scene.legal() if isinstance(a, Play) and a.colour))
    shoot(app, out / "91_uno_colour_picker.png")
    scene.choose("G")
    run(app, 40)
    shoot(app, out / "92_uno_colour_on_pile.png")
    scene = uno_staged(app, "uno_official", [["G5", "G6", "B3", "B7", "Y1", "R9", "G8"],
                                             ["Wd4", "R2", "G1", "B1", "Y9", "B4", "G0"]], "G2")
    for action, seat in ((Play(("G5",)), 0), (Play(("Wd4",), "Y"), 1)):
        scene.act(action, seat)
        scene.animator.finish_all()
    run(app, 3)
    shoot(app, out / "93_uno_challenge.png")
    scene.choice.buttons[Challenge()].on_tap()
    scene.animator.finish_all()
    run(app, 3)
    shoot(app, out / "94_uno_challenge_shown_hand.png")
    scene = uno_table(app, "uno_classic", 4, 5, jump_in="numbers")
    uno_until(app, scene, lambda: scene.my_turn and scene.match.current_player != 0)
    run(app, 3)
    shoot(app, out / "95_uno_jump_in.png")
    scene = uno_table(app, "uno", 4, 6, deals="single")
    uno_until(app, scene, lambda: sum(scene.tallies) >= 4 and scene.my_turn)
    run(app, 3)
    shoot(app, out / "96_uno_table_tallies.png")
    uno_until(app, scene, lambda: scene.match.view(0)["stock_over"] and scene.my_turn)
    run(app, 3)
    shoot(app, out / "97_uno_stock_ended.png")
    scene = uno_table(app, "adriatic", 3, 8, target=100)
    uno_until(app, scene, lambda: scene.scores_shown and not scene.animator.busy)
    run(app, 30)
    shoot(app, out / "98_uno_scores.png")
    scene = uno_table(app, "adriatic_teams", 6, 9, deals="single")
    uno_until(app, scene, lambda: False)
    run(app, 40)
    shoot(app, out / "99_uno_results.png")


def unotan_table(app: App, players: int, seed: int, hands: list[list[str]] | None = None,
                 **options) -> UnotanTable:
    """A Unotan table, the child in seat 0; `hands` stack the deck (the last seat deals,
    so the child opens)."""
    spec = GAMES["unotan"]
    deck, dealer = None, None
    if hands:
        dealer = players - 1
        deck = stacked(hands, dealer, [], uno_112())
    match = spec.new_match(players, seed=seed, options=options, deck=deck, dealer=dealer)
    setup = MatchSetup("unotan", players, [True] + [False] * (players - 1), match.options,
                       "normal", seed)
    scene = UnotanTable(app, setup, match)
    app.reset(scene)
    scene.animator.finish_all()
    run(app, 3)
    scene.animator.finish_all()
    return scene


def unotan_until(app: App, scene: UnotanTable, done, limit: int = 20_000) -> None:
    """Bots play; the child lays the first card that fits, draws, says Dalje, deals;
    animations skipped; until `done()` or the results."""
    for _ in range(limit):
        scene.animator.finish_all()
        app.step(DT)
        if done() or isinstance(app.scenes[-1], ResultsScene):
            return
        if scene.my_turn or scene.deal_button.enabled:
            legal = scene.match.legal_actions(0)
            if legal:
                scene.act(legal[0], 0)


def unotan_moves(app: App, scene: UnotanTable, texts: list[str]) -> None:
    """Moves made on purpose, seat by seat in turn (the computer waits meanwhile)."""
    for text in texts:
        scene.act(GAMES["unotan"].parse_action(text), scene.match.current_player)
        scene.animator.finish_all()
        run(app, 2)
        scene.animator.finish_all()


def unotan(app: App, out: Path) -> None:
    """Unotan: a deal's start, runs mid-deal at 2 and 6 players, a card's glowing
    places, a Semafor's open colours and the colour chosen on it, a Džoker's number, a
    closed run, the scores between deals, the results."""
    scene = unotan_table(app, 2, 3)
    shoot(app, out / "100_unotan_start_2p.png")
    unotan_until(app, scene, lambda: len(scene.match.view(0)["sequences"]) >= 5 and scene.my_turn)
    shoot(app, out / "101_unotan_mid_2p.png")
    scene = unotan_table(app, 6, 4)
    unotan_until(app, scene, lambda: len(scene.match.view(0)["sequences"]) >= 6 and scene.my_turn)
    shoot(app, out / "102_unotan_mid_6p.png")
    hands = [["R5", "R6", "W", "J", "Bskip", "Wd4", "Y2", "G8", "B1", "Y8"],
             ["B5", "B6", "G7", "Y3", "G1", "G2", "B9", "R8", "G9", "Y9"]]
    scene = unotan_table(app, 2, 5, hands, deals="single")
    scene.driver.think = 1000.0
    unotan_moves(app, scene, ["play R5", "play B5", "put R6 0", "put B6 1"])
    scene.play_card("Wd4")
    run(app, 3)
    shoot(app, out / "103_unotan_places_glow.png")
    scene._choose(None)
    unotan_moves(app, scene, ["put W 0"])
    shoot(app, out / "104_unotan_semafor_open.png")
    unotan_moves(app, scene, ["put G7 0", "put J 1"])
    shoot(app, out / "105_unotan_semafor_chosen_dzoker.png")
    unotan_moves(app, scene, ["draw", "pass", "put Bskip 1"])
    run(app, 30)
    shoot(app, out / "106_unotan_closed.png")
    scene = unotan_table(app, 3, 6)
    unotan_until(app, scene, lambda: scene.scores_shown and not scene.animator.busy)
    run(app, 30)
    shoot(app, out / "107_unotan_scores.png")
    scene = unotan_table(app, 4, 7, deals="single")
    unotan_until(app, scene, lambda: False)
    run(app, 40)
    shoot(app, out / "108_unotan_results.png")


def remino_table(app: App, players: int, seed: int, hands: list[list[str]] | None = None,
                 stock: list[str] | None = None, **options) -> ReminoTable:
    """A Remino table, the child in seat 0; `hands` (the child's 15 first) and `stock`
    (under the stock, the pile, the draws) stack the deck, the last seat dealing."""
    spec = GAMES["remino"]
    deck, dealer = None, None
    if hands:
        dealer = players - 1
        deck = stacked(hands, 0, stock or [], uno_112())
    match = spec.new_match(players, seed=seed, options=options, deck=deck, dealer=dealer)
    setup = MatchSetup("remino", players, [True] + [False] * (players - 1), match.options,
                       "normal", seed)
    scene = ReminoTable(app, setup, match)
    app.reset(scene)
    return scene


def remino_until(app: App, scene: ReminoTable, done, limit: int = 20_000) -> None:
    """Bots play; the child makes the hint's move; animations skipped; until `done()`."""
    for _ in range(limit):
        scene.animator.finish_all()
        app.step(DT)
        if done() or isinstance(app.scenes[-1], ResultsScene):
            return
        if scene.deal_button.enabled:
            scene._deal()
        elif scene.my_turn and (action := scene.hints.move()) is not None:
            scene.act(action, 0)


def remino_choose(app: App, scene: ReminoTable, *codes: str) -> None:
    """The child's chosen cards (a second card of a code when one is chosen already)."""
    chosen = scene.choice.cards = []
    for code in codes:
        chosen.append(next(s for s in scene.zones["hand:0"] if s.code == code and s not in chosen))
    run(app, 15)


def remino(app: App, out: Path) -> None:
    """Remino UNO: the deal, melds on the table at 2 and 4 seats, a meld checked live
    (a shining group, a refusal in one sentence, a wild to take back), the scores
    between deals and the results."""
    remino_table(app, 3, 3)
    run(app, 20)
    shoot(app, out / "110_remino_dealing.png")
    for players in (2, 4):
        scene = remino_table(app, players, 10 + players)
        remino_until(app, scene, lambda s=scene, n=players: s.my_turn and
                     s.view()["phase"] == PHASE_MELD and len(s.view()["melds"]) >= 2 * n - 1)
        run(app, 3)
        shoot(app, out / f"111_remino_{players}p_melds.png")
    child = ["R9", "R5", "Y5", "Y5", "G5", "B7", "B8", "J", "Y1", "G4", "R2", "G9", "B2",
             "Rskip", "Brev"]
    computer = ["B1", "B4", "Y9", "G0", "Gskip", "Yd2", "R8", "G8", "R1", "Y6", "G3", "B3",
                "Bskip", "Rd2"]
    scene = remino_table(app, 2, 1, [child, computer], ["Gd2", "Y8", "B6", "G2", "B9"])
    scene.driver.think = 1000.0
    for text, seat in (("play R9", 0), ("draw", 1), ("play G2", 1), ("draw", 0)):
        scene.act(GAMES["remino"].parse_action(text), seat)
        scene.animator.finish_all()
    remino_choose(app, scene, "R5", "Y5", "G5")
    shoot(app, out / "112_remino_valid_group.png")
    remino_choose(app, scene, "R5", "Y5", "Y5")
    scene.choice.meld()
    run(app, 3)
    shoot(app, out / "113_remino_refused_group.png")
    for text in ("meld R5 Y5 G5", "meld B7 B8 B9"):
        scene.act(GAMES["remino"].parse_action(text), 0)
        scene.animator.finish_all()
    remino_choose(app, scene, "B2", "J", "Y1")
    scene.hint = ""
    shoot(app, out / "114_remino_joker_refused.png")
    child = ["R9", "R3", "Rrev", "R5", "R4", "B7", "Y1", "G4", "R2", "G9", "B2", "Y6",
             "Rskip", "J", "Y8"]
    scene = remino_table(app, 2, 1, [child, computer], ["Y3", "B6", "G2", "B8"],
                         layoffs="once_open")
    scene.driver.think = 1000.0
    for text, seat in (("play R9", 0), ("draw", 1), ("play G2", 1), ("draw", 0),
                       ("meld R3 Rrev R5", 0)):
        scene.act(GAMES["remino"].parse_action(text), seat)
        scene.animator.finish_all()
    remino_choose(app, scene, "R4")
    shoot(app, out / "115_remino_take_back.png")
    scene = remino_table(app, 3, 4)
    remino_until(app, scene, lambda: scene.scores_shown and not scene.animator.busy)
    run(app, 30)
    shoot(app, out / "116_remino_scores.png")
    scene = remino_table(app, 2, 5, deals="single")
    remino_until(app, scene, lambda: False)
    run(app, 40)
    shoot(app, out / "117_remino_results.png")


if __name__ == "__main__":
    main()
