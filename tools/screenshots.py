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

from game.app import App, Options
from game.i18n import LANGUAGES
from game.scenes.crni_petar import CrniPetarTable
from game.scenes.curtain import Curtain
from game.scenes.picker import PickerScene
from game.scenes.results import ResultsScene
from game.scenes.rules_page import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.setup import MatchSetup
from game.sprites import cards, country_cards
from rules.countries import COUNTRIES

DT = 1 / 30


def run(app: App, frames: int) -> None:
    for _ in range(frames):
        app.step(DT)


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


def shoot(app: App, path: Path) -> None:
    app.step(DT)
    pygame.image.save(app.window, str(path))
    print(path)


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
        pygame.quit()


if __name__ == "__main__":
    main()
