"""The setup page shows what is chosen, and only the rows that matter."""

from __future__ import annotations

from ui import DT, choose, start_app, tap, tap_widget

from game.scenes.setup import SetupScene


def setup_page(app, game: str) -> SetupScene:
    page = SetupScene(app, game)
    app.reset(page)
    app.step(DT)
    return page


def row_names(page) -> list[str]:
    return [label() for _, label in page.rows]


def test_the_computer_s_row_shows_only_when_a_computer_plays():
    app = start_app()
    page = setup_page(app, "evropa_memo")
    choose(app, "1")                                  # Memo alone
    assert app.tr.get("setup.bot_level") not in row_names(app.scenes[-1])
    choose(app, "2")
    assert app.tr.get("setup.bot_level") in row_names(app.scenes[-1])
    seat = next(w for w in page.widgets if w.icon == "robot")
    tap(app, app.rect(seat.rect).center)              # the second seat: a person now
    assert app.tr.get("setup.bot_level") not in row_names(app.scenes[-1])


def test_four_seats_fit_their_chips_on_one_line():
    from game import theme

    app = start_app()
    setup_page(app, "crni_petar")
    choose(app, "4")
    page = app.scenes[-1]
    seats = [w for w in page.widgets if w.icon in ("person", "robot")]
    assert len(seats) == 4
    for chip in seats:
        r = app.rect(chip.rect)
        lines, _ = theme.fit(chip.label(), app.px(chip.font_size), app.px(theme.MIN_TEXT),
                             r.w - 2 * max(4, r.h // 5) - int(app.px(chip.font_size) * 0.9)
                             - app.px(chip.font_size) // 3, bold=True)
        assert len(lines) == 1, chip.label()


def test_five_presets_are_a_stepper_that_shows_each_name_whole():
    app = start_app()
    page = setup_page(app, "evropa_memo")
    names = [w.label() for w in page.widgets]
    assert app.tr.get("preset.no_extra_turn") not in names        # not a tiny chip
    assert app.tr.get("setup.by_the_rules") in names or any(
        w.label() == page._preset_word(page._current_preset()) for w in page.widgets)


def test_rules_chosen_on_all_the_rules_show_as_your_own():
    app = start_app()
    page = setup_page(app, "crni_petar")
    tap_widget(app, "gear")                            # Sva pravila
    choose(app, app.tr.get_n("option.rounds.value", 5, n=5))
    tap_widget(app, "check")
    assert app.scenes[-1] is page and page._current_preset() is None
    lit = [w.label() for w in page.widgets if w.selected()]
    assert app.tr.get("setup.custom") in lit
    choose(app, app.tr.get("preset.three_deals"))
    assert app.tr.get("setup.custom") not in [w.label() for w in app.scenes[-1].widgets]


def test_a_game_played_by_the_rules_shows_by_the_rules_lit():
    app = start_app()
    page = setup_page(app, "uno")
    assert page._current_preset() == ""
    lit = [w.label() for w in page.widgets if w.selected()]
    assert app.tr.get("setup.by_the_rules") in lit
    choose(app, app.tr.get("preset.one_deal"))
    choose(app, app.tr.get("setup.by_the_rules"))
    lit = [w.label() for w in app.scenes[-1].widgets if w.selected()]
    assert app.tr.get("setup.by_the_rules") in lit
    assert app.tr.get("preset.one_deal") not in lit


def stepper_value(app) -> int:
    return app.scenes[-1].setup.players


def test_the_player_count_steps_one_by_one_and_stops_at_its_ends():
    """Issue 23: the stepper jumped from 2 to 10. A count goes 2, 3, … 10 and back, and its
    arrow greys at either end instead of going round."""
    app = start_app()
    setup_page(app, "adriatic")
    seen = [stepper_value(app)]
    for _ in range(20):
        if not (left := next(w for w in app.scenes[-1].widgets if w.icon == "left")).enabled:
            break
        tap(app, app.rect(left.rect).center)
        seen.append(stepper_value(app))
    assert seen[-1] == 2
    tap(app, app.rect(left.rect).center)             # greyed: still two
    assert stepper_value(app) == 2
    up = []
    for _ in range(20):
        if not (right := next(w for w in app.scenes[-1].widgets if w.icon == "right")).enabled:
            break
        tap(app, app.rect(right.rect).center)
        up.append(stepper_value(app))
    assert up == list(range(3, 11))
    tap(app, app.rect(right.rect).center)
    assert stepper_value(app) == 10


def test_a_seat_turned_to_a_person_shows_a_person():
    """Issue 23: switching seat 2 to "Osoba" kept the robot icon (with a third seat still a
    computer the page was not rebuilt)."""
    app = start_app()
    page = setup_page(app, "uno")
    choose(app, "3")
    page = app.scenes[-1]
    seats = [w for w in page.widgets if w.icon in ("person", "robot")]
    assert [w.icon for w in seats] == ["person", "robot", "robot"]
    tap(app, app.rect(seats[1].rect).center)
    seats = [w for w in app.scenes[-1].widgets if w.icon in ("person", "robot")]
    assert [w.icon for w in seats] == ["person", "person", "robot"]
    assert seats[1].label() == f"2. {app.tr.get('setup.human')}"
    tap(app, app.rect(seats[1].rect).center)
    assert seats[1].icon == "robot"


def test_a_count_stepper_at_its_end_says_nothing_is_ruled_out(monkeypatch):
    """The note "more players need more countries" is for counts the rules refuse, not for
    a stepper's greyed end arrow (at 2 or 10 players in Adriatic it asked for a message
    that no game but Upoznaj Evropu has)."""
    app = start_app()
    asked = []
    get = app.tr.get
    monkeypatch.setattr(app.tr, "get", lambda key, **kw: asked.append(key) or get(key, **kw))
    for game, players, end in (("adriatic", 2, "left"), ("adriatic", 10, "right")):
        setup = SetupScene(app, game)
        app.reset(setup)
        setup._players(players)
        app.dirty = True
        app.step(DT)
        assert not next(w for w in setup.widgets if w.icon == end).enabled   # a greyed end
        assert not setup.counts_ruled_out()
        assert not [k for k in asked if k.startswith("setup.unfit")], game
