"""Upoznaj Evropu's Memo through the UI: taps on what a child sees, whole matches."""

from __future__ import annotations

import pygame
import pytest
from ui import choose, leave_match, open_game, start_app, tap, tap_widget

from game import theme
from game.scenes.memo import MemoTable
from game.scenes.memo_grid import MAP_CARD, grid_slots
from game.scenes.results import ResultsScene
from rules.evropa import partner

STEP = 0.1   # seconds a frame; tweens run on time, so big steps just skip frames



def to_table(app, *chips: str) -> MemoTable:
    """From the title: Play, the Memo tile, the chips named, Start."""
    tap_widget(app, "play")
    open_game(app, "evropa_memo")
    for label in chips:
        choose(app, label)
    tap_widget(app, "play")
    table = app.scenes[-1]
    assert isinstance(table, MemoTable)
    return table


def step(app, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        app.step(STEP)


def ready(table: MemoTable) -> bool:
    """A person may tap a card now."""
    return not table.animator.busy and not table.match.is_over and \
        table.match.current_player in table.setup.human_seats


def wait_ready(app, table: MemoTable, limit: float = 120) -> None:
    for _ in range(round(limit / STEP)):
        if ready(table):
            return
        app.step(STEP)
    pytest.fail("no person's turn came")


def tap_card(app, table: MemoTable, index: int) -> None:
    tap(app, app.point(*table.cells[index].centre), frames=1)


class Eyes:
    """A child with a perfect memory of what was shown face up, and nothing else."""

    def __init__(self) -> None:
        self.seen: dict[int, str] = {}

    def look(self, table: MemoTable) -> None:
        for i, sprite in enumerate(table.cells):
            if sprite is None:
                self.seen.pop(i, None)
            elif sprite.face_shown:
                self.seen[i] = sprite.code

    def choose(self, table: MemoTable) -> int:
        on_grid = [i for i, s in enumerate(table.cells) if s is not None]
        open_now = [i for i in on_grid if table.cells[i].face_shown]
        where = {code: i for i, code in self.seen.items()
                 if i in on_grid and i not in open_now}
        if open_now:
            mate = where.get(partner(self.seen[open_now[0]]))
            if mate is not None:
                return mate
        else:
            for code, i in where.items():
                if partner(code) in where:
                    return i
        unknown = [i for i in on_grid if i not in self.seen and i not in open_now]
        return (unknown or [i for i in on_grid if i not in open_now])[0]


def play_to_the_end(app, table: MemoTable, limit: float = 600) -> int:
    """Tap cards as the remembering child would until the results show; the taps."""
    eyes = Eyes()
    taps = 0
    for _ in range(round(limit / STEP)):
        if isinstance(app.scenes[-1], ResultsScene):
            return taps
        app.step(STEP)
        eyes.look(table)
        if ready(table):
            tap_card(app, table, eyes.choose(table))
            taps += 1
    pytest.fail("the match did not end")


def test_alone_a_child_clears_the_grid_and_the_best_result_is_kept():
    app = start_app(seed=3)
    app.settings.put("evropa_memo", "pause", 1.0)
    table = to_table(app, "1", app.tr.get("option.countries.six"))
    assert table.solo and len(table.cells) == 12
    taps = play_to_the_end(app, table)
    moves = table.match.view(0)["moves"][0]
    assert taps == 2 * moves and table.match.scores == [6]
    assert len(table.zones["pairs:0"]) == 12 and all(c is None for c in table.cells)
    assert app.storage.best("evropa_memo", "six")["moves"] == moves
    assert app.storage.load_match() is None
    assert app.storage.stats()["games"]["evropa_memo"]["played"] == 1
    seen = app.storage.load_mastery().seen                     # the atlas counts the pairs
    assert len(seen) == 6 and set(seen.values()) == {1}
    results = app.scenes[-1]
    assert app.tr.get("memo.new_best") in results.story
    tap_widget(app, "again")                            # a second grid: the record stays
    again = app.scenes[-1]
    assert isinstance(again, MemoTable)
    assert again.score.best == {"moves": moves, "seconds": round(table.score.seconds)}


def test_a_child_and_a_computer_play_a_whole_match():
    app = start_app(seed=11)
    app.settings.put("evropa_memo", "pause", 1.0)
    table = to_table(app, "2", app.tr.get("option.countries.six"))
    assert table.setup.humans == [True, False] and not table.solo
    play_to_the_end(app, table)
    assert sum(table.match.scores) == 6
    assert {seat for seat, _ in table.match.to_json()["actions"]} == {0, 1}
    pairs = [len(table.zones[f"pairs:{s}"]) for s in (0, 1)]
    assert pairs == [2 * n for n in table.match.scores]
    assert app.storage.best("evropa_memo", "six") is None      # records are for one alone


def test_two_children_share_the_screen_without_a_curtain():
    from game.scenes.curtain import Curtain

    app = start_app(seed=12)
    app.settings.put("evropa_memo", "pause", 1.0)
    table = to_table(app, "2", "2. " + app.tr.get("setup.computer"),
                     app.tr.get("option.countries.six"))
    assert table.setup.human_seats == [0, 1]
    eyes, seats = Eyes(), set()
    for _ in range(6000):
        if isinstance(app.scenes[-1], ResultsScene):
            break
        assert not isinstance(app.scenes[-1], Curtain)    # every card here is public
        app.step(STEP)
        eyes.look(table)
        if ready(table):
            seats.add(table.match.current_player)
            assert table.prompt_words().startswith(table.name(table.match.current_player))
            tap_card(app, table, eyes.choose(table))
    else:
        pytest.fail("the match did not end")
    assert seats == {0, 1} and sum(table.match.scores) == 6


def test_the_computer_turns_its_two_cards_at_a_child_s_pace_for_all_to_see():
    app = start_app(seed=5)
    app.settings.put("evropa_memo", "pause", 1.0)
    table = to_table(app, "2", app.tr.get("option.countries.six"))
    eyes = Eyes()
    shown_at: dict[int, float] = {}      # the computer's first two cards -> when face up
    both_up = False
    clock = 0.0
    while len(shown_at) < 2 or not both_up:
        app.step(STEP)
        clock += STEP
        eyes.look(table)
        mine = [int(text.split()[1]) for seat, text in table.match.to_json()["actions"]
                if seat == 1][:2]
        up = [i for i in mine if table.cells[i] is not None and table.cells[i].face_shown]
        for i in up:
            shown_at.setdefault(i, clock)
        both_up = both_up or len(up) == 2
        if ready(table):
            tap_card(app, table, eyes.choose(table))
        assert clock < 120, "the computer never showed two cards"
    first, second = sorted(shown_at.values())
    assert second - first >= 0.5                       # it "thinks" between its flips


def test_no_card_can_be_flipped_while_a_miss_stays_open():
    app = start_app(seed=2)
    table = to_table(app, "1", app.tr.get("option.countries.six"))
    wait_ready(app, table)
    grid = table.match.grid                            # the test peeks to stage a miss
    first = 0
    second = next(i for i in range(1, 12) if grid[i] != partner(grid[first]))
    third = next(i for i in range(12) if i not in (first, second))
    tap_card(app, table, first)
    wait_ready(app, table)
    tap_card(app, table, second)
    step(app, 0.3 + 1.2)                               # the flip, most of the 1.5 s pause
    assert table.miss.pausing and table.prompt_words() == app.tr.get("memo.no_pair")
    assert table.cells[first].face_shown and table.cells[second].face_shown
    actions = len(table.match.to_json()["actions"])
    tap_card(app, table, third)                        # an eager finger: nothing flips
    assert len(table.match.to_json()["actions"]) == actions
    assert table.cells[third].flip == 0
    step(app, 1.0)
    assert not any(s.face_shown for s in table.cells if s is not None)
    assert table.match.view(0)["open"] == []


def test_the_pause_lasts_as_set_and_then_both_cards_turn_back():
    app = start_app(seed=2)
    app.settings.put("evropa_memo", "pause", 2.5)
    table = to_table(app, "1", app.tr.get("option.countries.six"))
    wait_ready(app, table)
    grid = table.match.grid
    second = next(i for i in range(1, 12) if grid[i] != partner(grid[0]))
    tap_card(app, table, 0)
    wait_ready(app, table)
    tap_card(app, table, second)
    step(app, 0.3 + 2.3)
    assert table.cells[0].face_shown and table.cells[second].face_shown
    step(app, 0.6)
    assert not table.cells[0].face_shown and not table.cells[second].face_shown


def test_a_tap_while_the_country_shows_sends_the_pair_to_the_pile_at_once():
    app = start_app(seed=2)
    table = to_table(app, "1", app.tr.get("option.countries.six"))
    wait_ready(app, table)
    grid = table.match.grid
    mate = grid.index(partner(grid[0]))
    for index in (0, mate):
        wait_ready(app, table)
        tap_card(app, table, index)
    step(app, 1.2)
    assert table.showing.alpha > 200
    tap(app, app.point(960, 1000), frames=1)          # anywhere: skip ahead
    pile = table._area("pairs", 0)
    assert [pile.collidepoint(s.x, s.y) for s in table.zones["pairs:0"]] == [True, True]
    assert table.showing.alpha == 0 and ready(table)


def test_a_saved_match_is_resumed_with_its_open_card_pairs_and_clock():
    app = start_app(seed=4)
    table = to_table(app, "1", app.tr.get("option.countries.six"))
    eyes = Eyes()
    while sum(table.match.scores) == 0:                # play until a pair is found
        app.step(STEP)
        eyes.look(table)
        if ready(table):
            tap_card(app, table, eyes.choose(table))
    wait_ready(app, table)
    eyes.look(table)
    tap_card(app, table, eyes.choose(table))           # and one card of the next turn
    wait_ready(app, table)
    before, seconds = table.match.to_json(), table.score.seconds
    open_card = table.match.view(0)["open"][0]
    leave_match(app)
    tap_widget(app, "continue")
    resumed = app.scenes[-1]
    assert isinstance(resumed, MemoTable) and resumed.match.to_json() == before
    assert resumed.cells[open_card].face_shown
    assert len(resumed.zones["pairs:0"]) == 2 * resumed.match.scores[0]
    assert resumed.score.seconds == pytest.approx(seconds, abs=0.5)
    play_to_the_end(app, resumed)


def test_keys_alone_flip_cards():
    app = start_app(seed=6)
    table = to_table(app, "1", app.tr.get("option.countries.six"))
    wait_ready(app, table)
    for key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RETURN):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.step(STEP)
    columns = table.grid.columns()
    assert table.match.view(0)["open"] == [columns]


def test_the_hint_lights_the_partner_of_the_open_card_once_it_was_seen():
    app = start_app(seed=8)
    table = to_table(app, "1", app.tr.get("option.countries.six"))
    wait_ready(app, table)
    grid = table.match.grid
    mate = grid.index(partner(grid[0]))
    other = next(i for i in range(1, 12) if i != mate and grid[i] != partner(grid[1]))
    for index in (mate, other):                        # a miss that shows the mate
        wait_ready(app, table)
        tap_card(app, table, index)
    wait_ready(app, table)
    tap_card(app, table, 0)
    wait_ready(app, table)
    tap_widget(app, "bulb")
    assert table.hinted == {mate}
    assert [i for i, s in enumerate(table.cells) if s is not None and s.glow] == [mate]


@pytest.mark.parametrize(("size", "finger"), [((1280, 720), 56), ((1024, 600), 44)])
def test_all_of_europe_fits_on_the_screen_every_card_big_enough_to_tap(size, finger):
    app = start_app(size=size)
    area = pygame.Rect(344, 120, 1232, 944)
    slots = grid_slots(area, 90)
    assert len(slots) == 90
    for slot in slots:
        card = pygame.Rect(0, 0, slot.width, slot.width * 1.4)
        card.center = (slot.x, slot.y)
        assert area.contains(card)
    assert slots[0].width * app.scale >= finger        # window pixels under a finger
    rects = [pygame.Rect(s.x - s.width / 2, s.y - s.width * 0.7, s.width, s.width * 1.4)
             for s in slots]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_on_a_big_screen_all_of_europe_lies_whole_and_each_card_where_it_is_tapped():
    app = start_app(size=(1920, 1080))
    table = to_table(app, "1", app.tr.get("option.countries.all"))
    wait_ready(app, table)
    assert len(table.cells) == 90 and table.grid.pages == 1
    assert not any(b.enabled for b in table.page_buttons)
    assert all(table.cell_at((s.x, s.y)) == i for i, s in enumerate(table.grid.slots))


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_on_a_small_screen_every_card_of_europe_is_a_finger_wide_and_turned_by_taps(size):
    """Issue 22: at 1024x600 the 90 cards of all Europe were 45 px wide. Cards narrower
    than 64 px make the grid show in two parts, top and bottom, changed by two big
    buttons; every card is reached by taps and turns."""
    app = start_app(size=size)
    table = to_table(app, "1", app.tr.get("option.countries.all"))
    wait_ready(app, table)
    assert table.grid.pages == 2
    for i in range(90):
        wait_ready(app, table)
        if table.cells[i] is None:
            continue                                    # found with its pair already
        page = table.grid.page_of(i)
        if table.grid.page != page:
            tap(app, app.rect(table.page_buttons[page].rect).center)
        assert table.grid.page == page
        sprite = table.cells[i]
        assert sprite.width * app.scale >= 64
        shown = [j for j, s in enumerate(table.cells) if s in table.all_sprites()]
        assert i in shown and all(table.grid.page_of(j) == page or j in table.opened
                                  for j in shown)
        tap(app, app.point(*sprite.centre), frames=1)
        assert table.match.to_json()["actions"][-1] == [0, f"flip {i}"]


def test_a_tap_on_a_card_partly_under_the_open_one_turns_it():
    """An open card grows over its neighbours; a tap on the part of a face-down card that
    it covers turns that card, not a refusal that the open one is already turned."""
    app = start_app()
    table = to_table(app, "1", app.tr.get("option.countries.all"))
    wait_ready(app, table)
    tap_card(app, table, 20)
    wait_ready(app, table)
    shown = table.cells[20]
    assert table.match.view(0)["open"] == [20]

    def box(sprite) -> pygame.Rect:
        return pygame.Rect(sprite.x - sprite.width / 2, sprite.y - sprite.width * 0.7,
                           sprite.width, sprite.width * 1.4)
    covered = [(i, box(s).clip(box(shown))) for i, s in enumerate(table.cells)
               if i != 20 and s is not None and box(s).colliderect(box(shown))]
    assert covered, "the open card covers none of its neighbours"
    index, overlap = covered[0]
    assert table.cell_at(overlap.center) == 20          # the open card lies on top there
    tap(app, app.point(*overlap.center), frames=1)
    assert table.match.to_json()["actions"][-1] == [0, f"flip {index}"]


def test_a_small_map_of_the_grid_shows_which_part_of_europe_lies_on_the_table():
    """Issue 22: the two parts of all Europe look alike at 1024x600 and only the lit button
    told them apart. A small map of the whole grid under the buttons frames the part on
    screen in sun yellow, with a card there for each card of it still on the table."""
    app = start_app(size=(1024, 600))
    table = to_table(app, "1", app.tr.get("option.countries.all"))
    wait_ready(app, table)
    assert table.grid.pages == 2

    def sunny(part: int) -> bool:
        edge = app.rect(table.grid.parts_map()[part].inflate(8, 8))
        return tuple(app.window.get_at((edge.centerx, edge.top + 1)))[:3] == theme.SUN

    for page in (1, 0):
        tap(app, app.rect(table.page_buttons[page].rect).center)
        app.dirty = True
        app.step(STEP)
        assert table.grid.page == page and sunny(page) and not sunny(1 - page)
    tap(app, app.rect(table.grid.parts_map()[1]).center)    # a tap on the map's lower part
    assert table.grid.page == 1
    tap(app, app.rect(table.grid.parts_map()[0]).center)
    # a little card for every card of the part: blue in its middle
    part = app.rect(table.grid.parts_map()[0])
    blues = sum(tuple(app.window.get_at((x, part.centery)))[:3] == MAP_CARD
                for x in range(part.left, part.right))
    assert blues >= 9 * 3                      # nine columns, each a few pixels wide
