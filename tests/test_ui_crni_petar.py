"""A whole Crni Petar match through the UI: taps on what a child sees, nothing else."""

from __future__ import annotations

import pytest
from ui import DT, choose, leave_match, start_app, tap, tap_widget, visible_point

from game.scenes.crni_petar import CrniPetarTable
from game.scenes.results import ResultsScene
from game.setup import MatchSetup


def to_table(app, *chips: str) -> CrniPetarTable:
    """From the title: Play, the Crni Petar tile, the chips named, Start (the taps a
    parent makes)."""
    tap_widget(app, "play")                                     # title: Igraj
    tap(app, app.rect(app.scenes[-1].widgets[0].rect).center)  # picker: Crni Petar
    for label in chips:                                          # setup: choices
        choose(app, label)
    tap_widget(app, "play")                                     # setup: Start
    table = app.scenes[-1]
    if len(app.scenes) > 1 and not isinstance(table, CrniPetarTable):
        table = app.scenes[-2]                  # two children: the curtain comes first
    assert isinstance(table, CrniPetarTable)
    return table


def glowing_card(app, table: CrniPetarTable):
    for sprite in table.all_sprites():
        if sprite.glow:
            return app.point(*sprite.centre)
    return None


@pytest.mark.parametrize("players", [2, 3])
def test_a_child_plays_a_whole_match_by_tapping(players):
    app = start_app(seed=players)
    table = to_table(app, str(players))
    taps = 0
    for _ in range(20_000):
        if isinstance(app.scenes[-1], ResultsScene):
            break
        app.step(DT)
        target = glowing_card(app, table) if not table.animator.busy else None
        if target is not None:
            tap(app, target)
            taps += 1
    else:
        pytest.fail("the match did not end")
    assert taps > 0
    results = app.scenes[-1]
    losers = table.match.view(0)["losers"]
    assert table.match.is_over and losers
    assert set(results.winners) == set(range(table.setup.players)) - set(losers)
    cat = table.zones[f"hand:{losers[0]}"][0]       # shown big, face up, where the layout says
    reveal = table.layout["reveal"]
    assert (cat.x, cat.y, cat.width, cat.flip) == (*reveal.center, reveal.w, 1.0)
    assert "Crni Petar" in results.story
    assert app.storage.load_match() is None          # a finished match is not autosaved
    assert app.storage.stats()["total"]["played"] == 1
    tap_widget(app, "menu")
    assert type(app.scenes[-1]).__name__ == "TitleScene"


def test_a_match_in_progress_is_saved_and_continued():
    app = start_app(seed=5)
    table = to_table(app)
    for _ in range(400):
        app.step(DT)
    saved = app.storage.load_match()
    assert saved is not None
    before = table.match.to_json()
    leave_match(app)
    tap_widget(app, "continue")
    resumed = app.scenes[-1]
    assert isinstance(resumed, CrniPetarTable)
    assert resumed.match.to_json() == before


def test_a_move_is_autosaved_after_the_frame_that_shows_it(monkeypatch):
    # Writing the save (and its fsyncs) inside the frame took a crowded table past 8 ms.
    app = start_app(seed=5)
    setup = MatchSetup.default("crni_petar", 3, 5)
    setup.humans = [False] * 3                  # the computers play: a move every second
    table = CrniPetarTable(app, setup)
    app.reset(table)
    seen: list[str] = []

    def recording(name, fn):
        def call(*args, **kwargs):
            seen.append(name)
            return fn(*args, **kwargs)
        return call
    monkeypatch.setattr(table, "act", recording("act", table.act))
    monkeypatch.setattr(app, "_draw", recording("draw", app._draw))
    monkeypatch.setattr(app.storage, "save_match", recording("save", app.storage.save_match))
    for _ in range(600):
        app.step(DT)
    moves = [i for i, name in enumerate(seen) if name == "act"]
    assert len(moves) > 3
    for i in moves[:-1]:
        after = seen[i + 1:]
        assert "save" in after and "draw" in after[:after.index("save")]
    saved = app.storage.load_match()
    assert saved is not None and saved["match"] == table.match.to_json()


def test_pass_and_play_draws_a_curtain_between_two_children():
    from game.scenes.curtain import Curtain

    app = start_app(seed=9)
    table = to_table(app, "2", "2. " + app.tr.get("setup.computer"))  # seat 2: a person
    assert table.setup.human_seats == [0, 1]
    curtains = 0
    for _ in range(20_000):
        top = app.scenes[-1]
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, Curtain):
            curtains += 1
            viewer_before = table.viewer
            tap_widget(app, "play")
            assert table.viewer != viewer_before or table.viewer in table.match.seats_to_act()
            continue
        app.step(DT)
        target = glowing_card(app, table) if not table.animator.busy else None
        if target is not None:
            # only the seat whose turn it is sees its own cards face up
            assert table.match.current_player == table.viewer
            tap(app, target)
    else:
        pytest.fail("the match did not end")
    assert curtains >= 2


@pytest.mark.parametrize("creep", [0, 6])
def test_a_child_sorts_their_hand_by_dragging_a_card(creep):
    """With `creep`, the finger first moves slowly, a few pixels a frame: the press is
    kept until it has travelled far enough to be a drag (it used to be forgotten)."""
    import pygame

    app = start_app(seed=3)
    table = to_table(app, "2")
    for _ in range(600):
        app.step(DT)
        if not table.animator.busy and table.match.current_player == 0:
            break
    hand = table.zones["hand:0"]
    before = [s.code for s in hand]
    first, last = hand[0], hand[-1]
    start, end = app.point(first.x, first.y + 60), app.point(last.x + 10, last.y + 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    app.step(DT)
    for k in range(1, creep + 1):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 2 * k, start[1]),
                                             rel=(2, 0), buttons=(1, 0, 0), touch=False))
        app.step(DT)
    for k in range(1, 11):
        pos = (start[0] + (end[0] - start[0]) * k // 10, start[1])
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0),
                                             buttons=(1, 0, 0), touch=False))
        app.step(DT)
    tap(app, (end[0], start[1]))
    assert table.match.view(0)["hand"] == before[1:] + before[:1]
    assert [s.code for s in table.zones["hand:0"]] == table.match.view(0)["hand"]


def play_by_taps(app, table, limit=30_000, use_hint=False):
    """Tap glowing cards (and, with pairs to find, the hint and the two lit cards) and
    the next-deal button, until the results show."""
    for _ in range(limit):
        if isinstance(app.scenes[-1], ResultsScene):
            return
        app.step(DT)
        if table.animator.busy:
            continue
        if table.deal_button.enabled:
            tap(app, app.rect(table.deal_button.rect).center)
            continue
        if use_hint and table.hint_button.enabled and table._my_pairs():
            tap(app, app.rect(table.hint_button.rect).center)
            app.step(DT)
            zone = f"hand:{table.viewer}"
            lit = [s for s in table.zones[zone] if s.glow]
            assert len(lit) == 2, "the hint lights one pair"
            for sprite in lit:
                tap(app, app.point(*visible_point(table, zone, sprite)))
            continue
        target = glowing_card(app, table)
        if target is not None:
            tap(app, target)
    pytest.fail("the match did not end")


def test_three_deals_with_the_next_deal_button_and_pairs_found_by_hand():
    app = start_app(seed=21)
    table = to_table(app, "2", app.tr.get("option.pairing.manual"),
                     app.tr.get_n("option.rounds.value", 3, n=3))
    assert table.match.options == {"cards": "animals", "pairing": "manual", "rounds": 3}
    play_by_taps(app, table, use_hint=True)
    assert table.match.is_over and sum(table.match.scores) == 3


def test_keys_alone_play_a_match():
    import pygame

    app = start_app(seed=8)
    for key in (pygame.K_TAB, pygame.K_RETURN):          # title: focus Play, press it
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.step(DT)
    assert type(app.scenes[-1]).__name__ == "PickerScene"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    app.step(DT)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    app.step(DT)
    table = app.scenes[-1]
    assert isinstance(table, CrniPetarTable)
    for _ in range(30_000):
        if isinstance(app.scenes[-1], ResultsScene):
            break
        app.step(DT)
        if not table.animator.busy and table._my_picks():
            for key in (pygame.K_RIGHT, pygame.K_RETURN):
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
                app.step(DT)
    else:
        pytest.fail("the match did not end")


def test_a_finger_taps_a_card():
    import pygame

    app = start_app(seed=4)
    table = to_table(app)
    for _ in range(3000):
        app.step(DT)
        target = glowing_card(app, table) if not table.animator.busy else None
        if target is not None:
            break
    history = len(table.match.to_json()["actions"])
    w, h = app.size
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, x=target[0] / w, y=target[1] / h,
                                         finger_id=0, touch_id=0, dx=0, dy=0))
    app.step(DT)
    assert len(table.match.to_json()["actions"]) == history + 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_card_of_every_pair_lies_face_up(players):
    """A computer player that takes the child's card and so makes a pair lays both cards
    face up: the card taken used to turn face down as it landed, after it had gone on
    to the pairs."""
    app = start_app(seed=players)
    table = to_table(app, str(players))
    for _ in range(20_000):
        if isinstance(app.scenes[-1], ResultsScene):
            break
        app.step(DT)
        if table.animator.busy:
            continue
        for seat in range(players):
            pairs = table.zones[f"pairs:{seat}"]
            assert all(s.code is not None and s.flip == 1.0 for s in pairs), seat
        target = glowing_card(app, table)
        if target is not None:
            tap(app, target)
    else:
        pytest.fail("the match did not end")


@pytest.mark.parametrize("lang, seat, words", [
    ("sr-Latn", 1, "Crni Petar je kod Žuće!"), ("sr-Latn", 2, "Crni Petar je kod Zeke!"),
    ("sr-Cyrl", 1, "Црни Петар је код Жуће!"), ("en", 1, "Žuća has Crni Petar!")])
def test_who_has_the_cat_is_said_in_the_genitive(lang, seat, words):
    from game.setup import MatchSetup

    app = start_app(lang=lang)
    table = CrniPetarTable(app, MatchSetup.default("crni_petar", 3, 1))
    assert table._cat_words(seat) == words
    if lang == "sr-Latn":                       # two children: the second by number
        table.setup.humans = [True, True, False]
        assert table._cat_words(1) == "Crni Petar je kod 2. igrača!"


def test_a_computer_taking_the_child_s_card_is_said_and_paced():
    """"Žuća uzima tvoju kartu: jež." shows once the card has landed, stays until the
    child's next move, and the next turn waits a moment after the landing."""
    from game.table import director

    app = start_app(seed=2)
    table = to_table(app, "2")
    for _ in range(20_000):
        app.step(DT)
        if table.news:
            break
        target = glowing_card(app, table) if not table.animator.busy else None
        if target is not None:
            tap(app, target)
    else:
        pytest.fail("the computer never took the child's card")
    assert table.news.startswith(app.tr.get("bot.name.1") + " uzima tvoju kartu: ")
    assert table.prompt_text().startswith(table.news)
    picked = [a for s, a in table.match.to_json()["actions"] if s == 1][-1]
    assert picked.startswith("pick")
    assert table.animator.busy                     # the pause after the landing
    before = len(table.match.to_json()["actions"])
    for _ in range(round(director.TURN_PAUSE * 0.8 / DT)):
        app.step(DT)
    assert len(table.match.to_json()["actions"]) == before
