"""The one byte budget of kept pictures (game/surfaces.py)."""

from __future__ import annotations

import pygame

from game import theme
from game.sprites import cards, country_cards, flags
from game.sprites.table import CardSprite, ladder_width
from game.surfaces import BUDGET, Budget, Kept, size_of


def test_filling_the_caches_past_the_budget_keeps_their_total_under_it():
    budget = Budget(2 * 1024 * 1024)
    made = {}

    def picture(width: int) -> pygame.Surface:
        made[width] = made.get(width, 0) + 1
        return pygame.Surface((width, width), pygame.SRCALPHA)
    one = Kept(picture, budget)
    other = Kept(lambda width: pygame.Surface((width, 2 * width)), budget)
    for width in range(100, 400):
        one(width)
        other(width)
        assert budget.total <= budget.limit
        assert budget.total == sum(size_of(v) for cache in (one, other)
                                   for v in cache.values.values())
    assert one.holds(399) and not one.holds(100)       # the least recently used went first
    one(399)
    assert made[399] == 1                              # a kept one is not drawn again


def test_the_real_caches_share_the_budget_and_stay_under_it(monkeypatch):
    pygame.init()
    pygame.display.set_mode((64, 64))
    monkeypatch.setattr(BUDGET, "limit", 8 * 1024 * 1024)
    BUDGET.clear()
    for width in range(60, 300, 4):
        cards.face("R5", width)
        cards.back(width, "uno_cards")
        cards.rotated(("13a", width, "face"), 7)
        flags.flag("RS", width)
        theme.text(f"{width} poena", width // 4)
        theme.felt((width * 2, width))
        assert BUDGET.total <= BUDGET.limit
    assert cards._face.holds("R5", 296)
    assert not cards._face.holds("R5", 60)
    BUDGET.clear()


def test_a_language_change_draws_the_words_again_and_keeps_the_old_ones_oldest():
    pygame.init()
    pygame.display.set_mode((64, 64))
    BUDGET.clear()
    cards.use_language("sr-Latn")
    serbian = cards.face("RS:map", 120)
    cards.use_language("en")
    english = cards.face("RS:map", 120)
    assert serbian is not english
    order = [key for cache, key in BUDGET._order if cache is country_cards.map_card]
    assert order == [("RS", 120, "sr-Latn"), ("RS", 120, "en")]
    cards.use_language("sr-Latn")
    assert cards.face("RS:map", 120) is serbian
    BUDGET.clear()


def test_a_card_coming_to_rest_is_turned_smoothly_in_the_spare_time_after_its_frame():
    pygame.init()
    pygame.display.set_mode((64, 64))
    BUDGET.clear()
    cards.turn_later(True)
    try:
        quick = cards.rotated_soon(("R5", 120, "face"), 9)
        assert not cards._turned.holds(("R5", 120, "face"), 9, "")
        cards.make_later(float("inf"))
        smooth = cards.rotated_soon(("R5", 120, "face"), 9)
        assert smooth is cards._turned(("R5", 120, "face"), 9, "")
        assert abs(quick.get_width() - smooth.get_width()) <= 2
    finally:
        cards.turn_later(False)
        BUDGET.clear()


def test_a_card_in_flight_is_turned_in_a_few_kept_steps_not_at_every_degree():
    # A dealt card sweeps through a dozen degrees; each turn made is kept, so a turn per
    # whole degree and face filled the budget with pictures no resting card shows.
    pygame.init()
    pygame.display.set_mode((64, 64))
    BUDGET.clear()
    cards.turn_later(True)
    try:
        sprite = CardSprite("R5", width=120)
        cards.face("R5", ladder_width(120))
        for tenth in range(0, 121, 5):
            sprite.angle = tenth / 10
            sprite.image(1.0, "uno", moving=True)
        turns = {args[1] for args in cards._quickly_turned.values}
        assert turns == {3, 6, 9, 12}
    finally:
        cards.turn_later(False)
        BUDGET.clear()


def test_a_smaller_window_keeps_a_budget_in_proportion_to_its_pixels_and_a_tile_around():
    # The same pictures drawn for a 1280×720 window weigh less than those for 1920×1080,
    # but the map's tiles that meet a window reach up to a tile past its edges: 4/9 of
    # the budget, by the window's pixels alone, let the three zoom levels' tiles go at
    # every zoom.
    budget = Budget(36 * 1024 * 1024)
    kept_one = Kept(lambda width: pygame.Surface((width, width), pygame.SRCALPHA), budget)
    for width in range(200, 600, 10):
        kept_one(width)
    assert budget.total > 16 * 1024 * 1024
    budget.fit((1280, 720))
    assert budget.limit == 36 * 1024 * 1024 * 1792 * 1232 // (2432 * 1592)     # 20.5 MB
    assert budget.total <= budget.limit
    assert kept_one.holds(590) and not kept_one.holds(200)   # the oldest went
    budget.fit((320, 200))
    assert budget.limit == 8 * 1024 * 1024 >= budget.total
    budget.fit((3840, 2160))
    assert budget.limit == 36 * 1024 * 1024


def test_the_app_fits_the_budget_to_its_window_and_to_every_new_size():
    from tests.ui import start_app

    app = start_app(size=(1280, 720))
    assert BUDGET.limit == BUDGET.full * 1792 * 1232 // (2432 * 1592)
    app.window = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app._on_resize()
    assert BUDGET.limit == BUDGET.full


def test_a_card_waiting_for_its_smooth_turn_is_not_turned_anew_each_frame():
    # On a busy machine the frames leave no spare time: each frame turned every such
    # card again (0.3-0.9 ms a card), and none was ever made smooth.
    pygame.init()
    pygame.display.set_mode((64, 64))
    BUDGET.clear()
    cards.turn_later(True)
    try:
        first = cards.rotated_soon(("R5", 120, "face"), 9)
        assert cards.rotated_soon(("R5", 120, "face"), 9) is first
        cards.rotated_soon(("R6", 120, "face"), 9)
        cards.make_later(0.0)                       # no time left after the frame
        made = [code for code in ("R5", "R6") if cards._turned.holds((code, 120, "face"), 9, "")]
        assert len(made) == 1
        assert not cards._quickly_turned.holds((made[0], 120, "face"), 9, "")
    finally:
        cards.turn_later(False)
        BUDGET.clear()


def test_a_table_draws_ahead_first_the_faces_its_viewer_is_dealt_and_each_only_once():
    # A face dealt before its picture is drawn ahead is drawn inside that frame (4-5 ms
    # at 1920×1080); the viewer's hand was warmed in the order of the codes' names.
    from game.scenes.uno import UnoTable
    from game.setup import MatchSetup
    from tests.ui import start_app

    app = start_app(size=(1920, 1080))
    table = UnoTable(app, MatchSetup.default("uno", 7, 3))
    hand = table.match.zones()["hand:0"]
    faces = [code for code, _ in table.warm.images if code]
    assert set(faces[:len(set(hand))]) == set(hand)
    assert len(table.warm.images) == len(set(table.warm.images))


def test_a_table_draws_ahead_the_cards_its_spec_lists_and_gathers_the_cards_its_view_counts():
    # Neither reads the match's hidden zones: the spec's cards are the deck, every card of
    # the match, its viewer's hand and the pile first; the view's counts make every card.
    from game.scenes.shedding import SheddingTable
    from game.setup import MatchSetup
    from game.tables import RECORDS
    from rules import GAMES
    from rules.core import Rng
    from rules.playout import random_step
    from tests.ui import start_app

    app = start_app(size=(640, 400))
    for game in sorted(RECORDS):
        spec = GAMES[game]
        table = RECORDS[game].scene(app, MatchSetup.default(game, spec.min_players, 3), None)
        match = table.match
        zones = match.zones()
        codes = table.warm_codes()
        first = list(dict.fromkeys([*zones[f"hand:{table.viewer}"], *zones.get("pile", [])]))
        assert codes[:len(first)] == first, game
        assert sorted(codes) == sorted({c for zone in zones.values() for c in zone}), game
        if not isinstance(table, SheddingTable):
            continue
        rng = Rng(3)
        for _ in range(200):
            if match.is_over:
                break
            match.apply(*reversed(random_step(match, rng)))
            total = sum(len(zone) for zone in match.zones().values())
            assert table.cards_in(match.view(table.viewer)) == total, game


def a_table_at_rest(game: str, players: int):
    from game.setup import MatchSetup
    from game.tables import RECORDS
    from tests.ui import DT, start_app

    app = start_app(size=(1920, 1080), seed=4)
    table = RECORDS[game].scene(app, MatchSetup.default(game, players, 4), None)
    app.reset(table)
    for _ in range(300):
        app.step(DT)
        if not table.animator.busy and not table.bots_pending():
            break
    return app, table


def filling_the_budget_frame_by_frame(app, table) -> None:
    """Twice the budget of new pictures, 2 MB a frame, each frame drawn."""
    filler = Kept(lambda n: pygame.Surface((512, 1024)), BUDGET)
    for n in range(2 * BUDGET.limit // (2 * 1024 * 1024)):
        filler(n)
        table.draw(app.window)
    filler.cache_clear()


def test_a_table_keeps_its_felt_while_its_still_layer_is_shown():
    # The still layer is painted from the felt only when a card lands; the felt let go
    # in between was drawn anew inside that frame (12-14 ms at 1920×1080).
    app, table = a_table_at_rest("crni_petar", 4)
    assert theme.felt.holds(app.size, theme.FELT)
    filling_the_budget_frame_by_frame(app, table)
    assert theme.felt.holds(app.size, theme.FELT)


def test_the_faces_of_cards_lying_still_stay_kept_for_when_they_next_move():
    # A card in a zone's picture is not drawn from its face each frame; faces let go so
    # were drawn anew, several in one frame, when a hand fanned out (10-17 ms).
    app, table = a_table_at_rest("uno_classic", 10)
    hand = [s for s in table.zones[f"hand:{table.viewer}"] if s.face_shown]
    assert hand and table.layers.still
    filling_the_budget_frame_by_frame(app, table)
    for sprite in hand:
        (code, width, _), _ = sprite.resting_key(app.scale, table.deck_kind)
        assert cards._face.holds(code, width)


def test_a_card_in_flight_has_its_resting_picture_drawn_in_the_spare_time():
    # A card landing drew its face and its smooth turn inside that frame (3-5 ms).
    app, table = a_table_at_rest("uno_classic", 10)
    sprite = table.zones["hand:1"][0]
    table.animator.add(sprite, 0.5, x=900.0, y=500.0, angle=17.0, width=200.0, flip=1.0)
    sprite.code = "G7"
    key, angle = sprite.at_end(table.animator.tweens[-1].end).resting_key(app.scale, "uno_cards")
    assert (key, angle) == (("G7", ladder_width(200 * app.scale), "face"), 17)
    assert not cards._turned.holds(key, angle, "")
    table.spare(float("inf"))
    assert cards._turned.holds(key, angle, "")


def test_a_card_fanned_again_and_again_has_only_its_last_rest_drawn_ahead():
    # Crni Petar's first pairs queue a dozen fannings of each hand: a turn drawn ahead
    # for every one of them took more than the budget, and pushed out the still layer
    # and the felt, drawn anew in the frames that followed (20-30 ms each).
    app, table = a_table_at_rest("uno_classic", 10)
    sprite = table.zones["hand:1"][0]
    sprite.code = "G7"
    table.animator.add(sprite, 0.5, x=900.0, y=500.0, angle=17.0, width=200.0, flip=1.0)
    table.animator.add(sprite, 0.5, 0.3, angle=20.0)
    table.animator.add(sprite, 0.5, 0.6, angle=23.0)
    key = ("G7", ladder_width(200 * app.scale), "face")
    table.spare(float("inf"))
    assert cards._turned.holds(key, 17, "")           # where it next stops
    assert cards._turned.holds(key, 23, "")           # and where it lies at last
    assert not cards._turned.holds(key, 20, "")


def test_cards_stop_where_their_first_tween_ends_and_land_where_the_last_one_leaves_them():
    from game.anim import Animator
    from game.table.layers import landings

    animator = Animator()
    late, soon = CardSprite("R5", x=0.0, angle=0.0), CardSprite("R6", x=0.0)
    animator.add(late, 1.0, x=100.0, angle=10.0)
    animator.add(late, 0.2, 0.2, flip=1.0)
    animator.add(late, 0.5, 0.5, angle=20.0)      # ends with the first: the later one wins
    animator.add(late, 0.45, x=50.0)              # ends first: the first one's x stays
    animator.add(soon, 0.3, x=300.0)
    animator.add(pygame.Rect(0, 0, 1, 1), 2.0, x=1.0)     # not a card
    animator.update(0.1)
    stops, rested = landings(animator.tweens)[:2], landings(animator.tweens)[2:]
    assert [s.code for s in stops] == ["R6", "R5"]
    assert (stops[0].x, stops[1].x, stops[1].flip) == (300.0, late.x, 1.0)   # R5's flip
    assert [s.code for s in rested] == ["R6", "R5"]
    assert (rested[1].x, rested[1].angle, rested[1].flip) == (100.0, 20.0, 1.0)
    assert rested[0].x == 300.0
    assert late.x < 100.0 and late.flip == 0.0    # the cards themselves are not moved


def test_a_word_about_to_pop_up_is_drawn_in_the_spare_time_before_it_shows():
    # A banner's first frame drew its word, outlined, inside that frame (1-2 ms).
    from game.table.words import banner_image

    app, table = a_table_at_rest("uno_classic", 10)
    table.say(0.5, "Dalje!", (200, 60, 60), "skip")
    table.say(0.9, "Uno!", (60, 60, 200), "uno")
    table.spare(0.0)                                  # no time left after the frame
    assert not banner_image.holds("Dalje!", (200, 60, 60), app.px(96))
    table.spare(float("inf"))
    assert banner_image.holds("Dalje!", (200, 60, 60), app.px(96))
    assert banner_image.holds("Uno!", (60, 60, 200), app.px(96))
    assert table.banner.alpha == 0.0                  # drawn ahead, not shown yet


def test_a_held_picture_shrinks_the_caches_share_until_its_owner_lets_it_go_or_is_gone():
    budget = Budget(1024 * 1024)
    kept = Kept(lambda width: pygame.Surface((width, width), pygame.SRCALPHA), budget)
    for width in (200, 201, 202, 203, 204):
        kept(width)
    assert budget.total > 600 * 1024

    class Owner:
        pass
    owner = Owner()
    budget.hold(owner, 700 * 1024)
    assert budget.total + budget.holding() <= budget.limit
    assert budget.total <= 324 * 1024 and budget.room() >= 0
    budget.hold(owner, 0)
    assert budget.holding() == 0
    budget.hold(owner, 700 * 1024)
    del owner
    assert budget.holding() == 0


def resting_atlas(size: tuple[int, int]):
    """An app of `size` showing the atlas, its map drawn."""
    from game.scenes.atlas import AtlasScene
    from tests.ui import start_app

    app = start_app(size=size)
    atlas = AtlasScene(app)
    app.push(atlas)
    for _ in range(5):
        app.step(1 / 30)
    return app, atlas


def test_the_atlas_map_kept_under_the_overlays_counts_against_the_budget_and_goes_when_covered():
    # At 3840×2160 the map's kept view (33 MB) stood outside the budget beside a full
    # one: the atlas alone held 154 MB there; counting only its part beyond 1920×1080,
    # 134 MB while zooming (over the 140 MB of a long session's peak beside the rest).
    from game.scenes.atlas import QuizMenuScene

    app, atlas = resting_atlas((3840, 2160))
    frame = atlas.pad.frame
    assert frame is not None and BUDGET.held[atlas.pad] == size_of(frame)
    assert BUDGET.total + BUDGET.holding() <= BUDGET.limit
    app.push(QuizMenuScene(app))
    assert atlas.pad.frame is None and atlas.pad not in BUDGET.held
    app.pop()
    for _ in range(5):
        app.step(1 / 30)
    assert atlas.pad.frame is not None and atlas.pad in BUDGET.held
    atlas.pad.rest()


def test_a_map_kept_at_1920_by_1080_or_smaller_takes_nothing_from_the_budget():
    # Counting the overview too left the tiles of three zoom levels no room at
    # 1280×720: a zoom's cpu_p99 went from 4.7 to 9.4 ms.
    for size in ((1280, 720), (1920, 1080)):
        _, atlas = resting_atlas(size)
        assert atlas.pad.frame is not None and atlas.pad not in BUDGET.held
        atlas.pad.rest()


def test_a_picture_already_in_the_displays_format_is_not_copied_to_be_made_ready():
    # A copy is new memory in pages of their own: a hand's layer at 1920×1080 took 1 ms
    # more to be converted than to be drawn.
    from game.surfaces import display_ready

    pygame.init()
    pygame.display.set_mode((64, 64))
    fresh = pygame.Surface((40, 60), pygame.SRCALPHA)
    assert display_ready(fresh) is fresh
    assert display_ready(fresh).get_masks() == fresh.convert_alpha().get_masks()
    opaque = pygame.Surface((40, 60), depth=24)
    ready = display_ready(opaque)
    assert ready is not opaque and ready.get_flags() & pygame.SRCALPHA
    keyed = pygame.Surface((40, 60), pygame.SRCALPHA)
    keyed.set_colorkey((0, 0, 0))
    assert display_ready(keyed) is not keyed
