"""Start the game: `python -m game [--demo GAME] [--players N] [--seed S] [--lang L]
[--size WxH] [--frames N] [--screenshot PATH] [--bench]`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .app import App, Options, configure_environment


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError(f"size {text} is too small (at least 320x240)")
    return w, h


def parse_args(argv: list[str]) -> Options:
    from rules import GAMES

    from .i18n import LANGUAGES
    from .tables import RECORDS

    parser = argparse.ArgumentParser(prog="specijalne-karte", description="Specijalne karte")
    parser.add_argument("--demo", choices=sorted(RECORDS), help="bots play every seat")
    parser.add_argument("--players", type=int, help="players in the demo match")
    parser.add_argument("--seed", type=int, help="the deal's seed")
    parser.add_argument("--lang", choices=LANGUAGES, help="language on screen")
    parser.add_argument("--size", type=parse_size, help="window size, e.g. 1280x720")
    parser.add_argument("--frames", type=int, help="quit after N frames, exit 0")
    parser.add_argument("--screenshot", type=Path, help="save the last frame as PNG")
    parser.add_argument("--bench", action="store_true", help="print frame times at exit")
    parser.add_argument("--scene", choices=("title", "picker", "setup", "settings", "rules"),
                        help="open this scene first (for screenshots)")
    args = parser.parse_args(argv)
    if args.players is not None and args.demo:
        spec = GAMES[args.demo]
        if not spec.min_players <= args.players <= spec.max_players:
            parser.error(f"{args.demo} is for {spec.min_players}–{spec.max_players} players")
    return Options(**vars(args))


def first_scene(app: App):
    from .scenes.picker import PickerScene
    from .scenes.rules_page import RulesScene
    from .scenes.settings import SettingsScene
    from .scenes.setup import SetupScene
    from .scenes.title import TitleScene
    from .setup import MatchSetup
    from .storage import Settings
    from .tables import RECORDS

    o = app.options
    if o.demo:
        setup = MatchSetup.default(o.demo, o.players, o.seed or 0)
        setup.humans = [False] * setup.players
        return RECORDS[o.demo].scene(app, setup, None)
    game = app.settings.last_game if app.settings.last_game in RECORDS else \
        Settings().last_game
    scenes = {"picker": PickerScene, "settings": SettingsScene}
    if o.scene in scenes:
        return scenes[o.scene](app)
    if o.scene == "setup":
        return SetupScene(app, game)
    if o.scene == "rules":
        return RulesScene(app, game)
    return TitleScene(app)


def main(argv: list[str] | None = None) -> int:
    configure_environment()
    options = parse_args(sys.argv[1:] if argv is None else argv)
    app = App(options)
    app.push(first_scene(app))
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
