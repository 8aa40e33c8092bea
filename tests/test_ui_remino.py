"""Remino UNO through the UI: taps and drags on what a child sees."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from conftest import stack
from ui import (
    DT,
    choose,
    drag,
    idle,
    open_game,
    settle,
    start_app,
    tap,
    tap_button,
    tap_widget,
    visible_point,
)

from game.layout import load_layout
from game.scenes.remino import ReminoTable
from game.scenes.results import ResultsScene
from game.scenes.shedding_lift import SELECT_LIFT
from game.setup import MatchSetup
from game.table import driver
from rules import GAMES, decks
from rules.core import DealStarted

FELT = (960, 645)          # design point where nothing lies: a tap there skips ahead


def to_table(app, players: int) -> ReminoTable:
    """From the title: Play, the UNO tile, Remino's tile, the players, One deal, Start."""
    tap_widget(app, "play")
    open_game(app, "remino")
    if MatchSetup.default("remino").players != players:
        choose(app, str(players))
    choose(app, app.tr.get("preset.one_deal"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.step(DT)
    table = app.scenes[-1]
    assert isinstance(table, ReminoTable)
    return table


def staged(app, hands: list[list[str]], stock: list[str], level: str = "easy",
           **options) -> ReminoTable:
    """A table dealt from a stacked deck: `hands` per seat (the child, seat 0, plays first
    and holds 15), then `stock` top first: the card under the stock, the pile's card, then
    the draws; the rest of the deck after them in a fixed order."""
    players = len(hands)
    dealt = stack(hands, 0)
    rest = Counter(decks.uno_112()) - Counter(dealt) - Counter(stock)
    deck = dealt + stock + sorted(rest.elements())
    assert len(deck) == 112
    match = GAMES["remino"].new_match(players, seed=1, options=options, deck=deck,
                                      dealer=players - 1)
    setup = MatchSetup("remino", players, [True] + [False] * (players - 1), match.options,
                       level, 1)
    table = ReminoTable(app, setup, match)
    app.reset(table)
    settle(app)
    return table


def tap_card(app, table: ReminoTable, code: str) -> None:
    """Tap a card of the hand: one not chosen yet when there is one (a second Y5)."""
    zone = f"hand:{table.viewer}"
    cards = [s for s in table.zones[zone] if s.code == code]
    sprite = next((s for s in cards if s not in table.choice.cards), cards[0])
    tap(app, app.point(*visible_point(table, zone, sprite)))


def drag_card(app, table: ReminoTable, code: str, end: tuple[float, float]) -> None:
    zone = f"hand:{table.viewer}"
    sprite = next(s for s in table.zones[zone] if s.code == code)
    drag(app, visible_point(table, zone, sprite), end)


def part_point(table: ReminoTable, seat: int = 0) -> tuple[float, float]:
    """A free point of a seat's part of the melds (right end, where no meld lies yet)."""
    part = table.melds.part(seat)
    return part.right - 30, part.bottom - 30


def pile_point(table: ReminoTable) -> tuple[float, float]:
    return table.layout["pile"].center


# -- whole matches ---------------------------------------------------------------------


def my_move(app, table: ReminoTable, step: int) -> bool:
    """One move as a child makes it with the hint's help: the next deal, else the hint
    button and then a tap on what it points at (a card to choose, the Meld button, a
    meld, the pile, the stock); every other discard is dragged to the pile instead."""
    if table.deal_button.enabled:
        tap_button(app, table.deal_button)
        return True
    if not table.my_turn:
        return False
    if table.hints.pointed is None:
        tap_button(app, table.hint_button)
        assert table.hints.pointed in table.legal() and table.hint
        assert not table.hint.startswith(("remino.", "hint."))
    target = table.target_of(table.hints.pointed)
    assert target is not None, table.hints.pointed
    pile = table.card_target("pile", -1, ())        # none while the pile is empty
    if pile is not None and target.point == pile.point and len(table.choice.codes) == 1 \
            and step % 2:
        drag_card(app, table, table.choice.codes[0], pile_point(table))
    else:
        tap(app, app.point(*target.point))
    return True


@pytest.fixture
def quick_bots(monkeypatch):
    """The computer thinks in a blink, so whole matches fit the time."""
    monkeypatch.setattr(driver, "BOT_THINK", 0.05)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_child_plays_a_whole_match_by_taps_and_drags(players, quick_bots):
    app = start_app(size=(960, 540), seed=players)
    table = to_table(app, players)
    assert table.setup.players == players and table.match.options["deals"] == "single"
    moves = 0
    for step in range(60_000):
        if isinstance(app.scenes[-1], ResultsScene):
            break
        app.step(DT)
        if table.animator.busy:
            tap(app, app.point(*FELT), frames=1)         # a tap on the felt skips ahead
            continue
        others = [s for seat in range(1, players) for s in table.zones[f"hand:{seat}"]]
        if table.view()["phase"] not in ("between", "over"):    # pile cards taken: backs
            assert not any(s.face_shown for s in others)
        if my_move(app, table, step):
            moves += 1
    else:
        pytest.fail("the match did not end")
    assert moves > 5 and table.match.is_over
    history = [text for seat, text in table.match.to_json()["actions"] if seat == 0]
    assert any(text.startswith("play") for text in history)          # discards
    assert any(text.startswith("meld") for text in history)          # melds
    others = [s for seat in range(1, players) for s in table.zones[f"hand:{seat}"]]
    assert others and all(s.face_shown for s in others)      # laid open at the deal's end
    results = app.scenes[-1]
    best = min(table.match.scores)
    assert set(results.winners) == {s for s in range(players) if table.match.scores[s] == best}
    assert app.storage.load_match() is None
    assert app.storage.stats()["total"]["played"] == 1


# -- choosing cards, melding, laying off -------------------------------------------------

CHILD = ["R9", "R5", "Y5", "Y5", "G5", "B7", "B8", "J", "Y1", "G4", "R2", "G9", "B2",
         "Rskip", "Brev"]
COMPUTER = ["B1", "B4", "Y9", "G0", "Gskip", "Yd2", "R8", "G8", "R1", "Y6", "G3", "B3",
            "Bskip", "Rd2"]
STOCK = ["Y8", "B6", "G2", "B9", "Y3", "R4"]   # under, pile, then the draws in turn


def to_round_two(app, table: ReminoTable, drawn: str) -> None:
    """Round 1: the child discards R9 (chosen, then the pile tapped); the computer plays;
    round 2: the child draws from the stock with a tap."""
    assert table.prompt_words() == app.tr.get("remino.first_discard")
    tap_card(app, table, "R9")
    assert table.choice.codes == ["R9"] and table.zones["pile"][-1].glow
    tap(app, app.point(*pile_point(table)))
    assert table.view()["pile"][-1] == "R9"
    settle(app)
    assert table.my_turn and table.view()["round"] == 2
    assert table.prompt_words() == app.tr.get("remino.draw")
    x, y = table.layout["stock"].center
    tap(app, app.point(x, y))
    idle(app, table)
    assert drawn in table.view()["hand"] and table.view()["phase"] == "meld"


def test_a_meld_is_checked_live_glows_when_valid_and_says_why_not():
    """"Grupu čine 3, ili 4 karte istog broja i obavezno, različitih boja": R5 Y5 G5 shines
    and the Meld button appears; R5 Y5 Y5 gets one sentence and is refused; "Džokeri se
    samo u Grupama i mogu izlagati": B7 B8 Džoker is no meld."""
    app = start_app()
    table = staged(app, [CHILD, COMPUTER], STOCK)
    to_round_two(app, table, "B9")
    for code in ("R5", "Y5"):
        tap_card(app, table, code)
    assert table.prompt_words() == app.tr.get("reason.meld_too_short")
    tap_card(app, table, "G5")
    app.step(DT)
    glowing = [s.code for s in table.zones["hand:0"] if s.glow]
    assert sorted(glowing) == ["G5", "R5", "Y5"] and table.meld_button.enabled
    assert table.prompt_words() == app.tr.get("remino.valid_meld",
                                              kind=app.tr.get("remino.group"))
    tap_card(app, table, "G5")                                   # let go: two yellow fives
    tap_card(app, table, "Y5")
    assert sorted(table.choice.codes) == ["R5", "Y5", "Y5"]
    app.step(DT)
    assert not table.meld_button.enabled and not any(s.glow for s in table.zones["hand:0"])
    why = app.tr.get("reason.meld_group_colours")
    assert table.prompt_words() == why
    view = table.view()
    tap(app, app.point(*part_point(table)))                       # put down anyway: refused
    assert table.view() == view and table.hint == why
    table.choice.cards = []
    for code in ("B7", "B8", "J"):
        tap_card(app, table, code)
    assert table.prompt_words() == app.tr.get("reason.meld_joker_in_groups")
    table.choice.cards = []
    for code in ("R5", "Y5"):
        tap_card(app, table, code)
    drag_card(app, table, "G5", part_point(table))                # the third dragged down
    view = table.view()
    assert view["melds"] == [{"owner": 0, "cards": ["R5", "Y5", "G5"]}] and view["opened"][0]
    idle(app, table)
    assert [s.code for s in table.zones["meld:0"]] == ["R5", "Y5", "G5"]
    part = table.melds.part(0)
    assert all(part.collidepoint(s.x, s.y) for s in table.zones["meld:0"])
    for code in ("B7", "B8", "B9"):
        tap_card(app, table, code)
    tap_button(app, table.meld_button)
    assert table.view()["melds"][1]["cards"] == ["B7", "B8", "B9"]
    idle(app, table)
    drag_card(app, table, "G9", pile_point(table))                # a discard dragged
    assert table.view()["pile"][-1] == "G9" and table.match.current_player == 1


def test_a_wild_is_taken_back_by_dropping_the_right_card_on_it():
    """"Iz Niza se mogu uzeti ... Most": the child melds R3 Most R5, then drops R4 on
    the run and the Most comes back to the hand; a card that fits nowhere dropped on the
    run is refused with the rules' reason and goes back to the fan."""
    app = start_app()
    child = ["R9", "R3", "Rrev", "R5", "R4", "B7", "Y1", "G4", "R2", "G9", "B2", "Y6",
             "Rskip", "J", "Y8"]
    table = staged(app, [child, COMPUTER], ["Y3", "B6", "G2", "B8", "G6", "R6"],
                   layoffs="once_open")
    to_round_two(app, table, "B8")
    for code in ("R3", "Rrev", "R5"):
        tap_card(app, table, code)
    assert table.prompt_words() == app.tr.get("remino.valid_meld", kind=app.tr.get("remino.run"))
    tap_button(app, table.meld_button)
    idle(app, table)
    run = table.zones["meld:0"]
    view = table.view()
    drag_card(app, table, "G9", (run[0].x, run[0].y))
    assert table.view() == view and table.hint == app.tr.get("reason.not_a_meld")
    idle(app, table)
    g9 = next(s for s in table.zones["hand:0"] if s.code == "G9")
    assert g9.y > 760                                             # back in the fan
    tap_card(app, table, "R4")
    app.step(DT)
    assert all(s.glow for s in run)
    assert table.prompt_words() == app.tr.get("remino.valid_takeback")
    table.choice.cards = []
    drag_card(app, table, "R4", (run[1].x, run[1].y))
    view = table.view()
    assert view["melds"][0]["cards"] == ["R3", "R4", "R5"] and "Rrev" in view["hand"]
    idle(app, table)
    assert [s.code for s in table.zones["meld:0"]] == ["R3", "R4", "R5"]
    assert any(s.code == "Rrev" for s in table.zones["hand:0"])


def test_the_hand_sorts_by_colour_or_by_number():
    app = start_app()
    table = staged(app, [CHILD, COMPUTER], STOCK)
    codes = [s.code for s in table.zones["hand:0"]]
    assert codes[:4] == ["R2", "R5", "R9", "Rskip"] and codes[-2:] == ["Brev", "J"]
    tap_button(app, table.sort_button)
    idle(app, table)
    hand = table.zones["hand:0"]
    numbers = [s.code for s in hand][:6]
    assert numbers == ["Y1", "R2", "B2", "G4", "R5", "Y5"]
    assert [s.x for s in hand] == sorted(s.x for s in hand)        # the fan follows
    assert table.sort_button.label() == app.tr.get("remino.sort_by_colour")


def test_the_card_under_the_stock_the_round_and_its_rule_are_shown():
    """"Brojčana karta ispod Ostatka, delimično pokrivena": the number card lies face up
    under the crosswise stock, part of it in sight; the round and its rule are written
    by the stock; the specials turned at the deal lie out of play."""
    app = start_app()
    table = staged(app, [CHILD, COMPUTER], ["Gd2", "Y8", "B6", "G2", "B9"])
    under = table.zones["under"]
    assert [s.code for s in under] == ["Y8"] and under[0].face_shown
    assert table.card_target("under", 0) is not None                # not all covered
    assert table.zones["stock"][-1].angle == 90
    assert [s.code for s in table.zones["dead"]] == ["Gd2"]
    assert table.view()["round"] == 1
    assert table.felt.rule() == "remino.rule.first"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_round_s_panel_lies_clear_of_the_buttons_and_the_stock(players):
    layout = load_layout("remino", players)
    panel = layout["round"]
    rect = pygame.Rect(panel.x, panel.y, panel.w, panel.h)
    for name in ("button:menu", "button:rules", "stock", "under", "pile"):
        other = layout[name]
        assert not rect.colliderect(pygame.Rect(other.x, other.y, other.w, other.h)), name


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_meld_with_no_place_in_its_part_has_one_in_each_layout(players):
    """`stray_meld`: where the melds' plan would put a meld it has no place for (never
    expected: every meld has its owner's part), in the middle of the table."""
    layout = load_layout("remino", players)
    parts = [layout[f"melds:{seat}"] for seat in range(players)]
    x, y = layout["stray_meld"].center
    assert min(p.x for p in parts) <= x <= max(p.x + p.w for p in parts)
    assert min(p.y for p in parts) <= y <= max(p.y + p.h for p in parts)


def test_a_new_deal_lets_the_chosen_cards_go_and_turns_the_gathered_deck_crosswise():
    app = start_app()
    table = staged(app, [CHILD, COMPUTER], STOCK)
    table.choice.cards = [table.zones["hand:0"][0]]
    table.direct([DealStarted(2, 1)])
    idle(app, table)
    assert table.choice.cards == []
    assert len(table.zones["stock"]) == 112 and all(s.angle == 90 for s in table.zones["stock"])


def test_between_deals_the_scores_wait_for_the_child():
    """"Igrač, koji ostvari pobedu pre završetka Ostatka, dobija nagradu od -20 bodova":
    the child melds five groups and goes out in round 2; the totals stay on the table
    until the child taps on to the next deal."""
    app = start_app()
    child = ["R9", "R1", "Y1", "G1", "R2", "Y2", "G2", "R3", "Y3", "G3", "R4", "Y4", "G4",
             "R6", "Y6"]
    computer = ["B1", "B4", "B7", "Y9", "G0", "Gskip", "Yd2", "R8", "Y5", "G9", "B2", "R5",
                "Bskip", "Rd2"]
    table = staged(app, [child, computer], ["Y8", "B6", "G7", "G6", "B5"])
    to_round_two(app, table, "G6")
    for trio in (("R1", "Y1", "G1"), ("R2", "Y2", "G2"), ("R3", "Y3", "G3"),
                 ("R4", "Y4", "G4"), ("R6", "Y6", "G6")):
        idle(app, table)
        for code in trio:
            tap_card(app, table, code)
        tap_button(app, table.meld_button)
    for _ in range(200):
        app.step(DT)
        if table.scores_shown:
            break
    assert table.scores_shown and table.match.scores[0] == -20
    for _ in range(60):
        app.step(DT)
    assert table.view()["phase"] == "between" and table.deal_button.enabled
    tap_button(app, table.deal_button)
    settle(app)
    assert table.view()["deal"] == 2 and not table.scores_shown


def test_a_match_resumes_with_its_melds_where_they_lay():
    app = start_app()
    table = staged(app, [CHILD, COMPUTER], STOCK)
    to_round_two(app, table, "B9")
    for code in ("R5", "Y5", "G5"):
        tap_card(app, table, code)
    tap_button(app, table.meld_button)
    idle(app, table)
    saved = app.storage.load_match()
    match = GAMES["remino"].from_json(saved["match"])
    again = ReminoTable(app, MatchSetup.from_dict(saved["setup"]), match)
    app.reset(again)
    settle(app)
    assert [s.code for s in again.zones["meld:0"]] == ["R5", "Y5", "G5"]
    assert sorted(s.code for s in again.zones["hand:0"]) == sorted(match.view(0)["hand"])
    assert [(s.x, s.y) for s in again.zones["meld:0"]] == \
        [(s.x, s.y) for s in table.zones["meld:0"]]


def test_the_card_under_the_stock_is_taken_to_go_out():
    """"U poslednjem potezu pred „zatvaranje“, igrač sme vući kartu, koja se nalazi ispod
    Ostatka": with R5 Y5 left and G5 under the stock, the child is told so, the card
    shines, a tap on its uncovered part takes it, and the group takes the child out."""
    app = start_app()
    dealt = stack([CHILD, COMPUTER], 0)
    stock = ["G5", "B6", "G2"]
    rest = Counter(decks.uno_112()) - Counter(dealt) - Counter(stock)
    match = GAMES["remino"].new_match(2, seed=1, options={"deals": "single"},
                                      deck=dealt + stock + sorted(rest.elements()), dealer=1)
    for text, seat in (("play R9", 0), ("draw", 1), ("play G2", 1)):
        match.apply(GAMES["remino"].parse_action(text), seat)
    match.hands[0][:] = ["R5", "Y5"]                 # late in a deal, two cards left
    setup = MatchSetup("remino", 2, [True, False], match.options, "easy", 1)
    table = ReminoTable(app, setup, match)
    app.reset(table)
    settle(app)
    assert table.prompt_words() == app.tr.get("remino.may_take_under")
    assert table.zones["under"][0].glow
    tap(app, app.point(*table.card_target("under", 0).point))
    assert table.view()["under"] is None and "G5" in table.view()["hand"]
    idle(app, table)
    for code in ("R5", "Y5", "G5"):
        tap_card(app, table, code)
    tap_button(app, table.meld_button)
    assert table.match.is_over and table.match.scores[0] == -20


def press(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(DT)


def test_the_keyboard_chooses_cards_and_presses_meld():
    """Arrows and Enter choose the cards, Tab goes to the Meld button, Enter lays it."""
    app = start_app()
    table = staged(app, [CHILD, COMPUTER], STOCK)
    to_round_two(app, table, "B9")
    hand = table.zones["hand:0"]
    for code in ("R5", "Y5", "G5"):
        for _ in range(len(hand)):
            focus = table.key_focus
            if 0 <= focus < len(hand) and hand[focus].code == code \
                    and hand[focus] not in table.choice.cards:
                break
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
    assert sorted(table.choice.codes) == ["G5", "R5", "Y5"]
    for _ in range(len(table.widgets)):
        if table.focus == table.widgets.index(table.meld_button):
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert table.view()["melds"] == [{"owner": 0, "cards": ["R5", "Y5", "G5"]}]


def test_a_big_hand_rich_in_wilds_melds_a_plain_run_chosen_among_thousands():
    """Every meld is offered, and a 25-card hand with three Semafors has thousands: the
    child chooses R7 R8 R9, the table finds the run among them, and the Meld button
    lays it."""
    app = start_app()
    match = GAMES["remino"].new_match(2, seed=1, options={"deals": "single"}, dealer=1)
    big = ("B6 B7 B9 Brev G2 G7 Gd2 Gskip R2 R3 R4 R7 R8 R9 Rskip W W W Wd4 Y4 Y5 Y6 Y7 "
           "Y8 Yrev").split()
    match.hands[0] = big          # a position only: the cards are not conserved
    match.slot, match.phase = 2, "meld"
    match._legal_cache.clear()
    setup = MatchSetup("remino", 2, [True, False], match.options, "easy", 1)
    table = ReminoTable(app, setup, match)
    app.reset(table)
    settle(app)
    assert sum(1 for a in table.legal() if type(a).__name__ == "Meld") > 2000
    for code in ("R7", "R8", "R9"):
        tap_card(app, table, code)
    app.step(DT)
    assert table.meld_button.enabled
    tap_button(app, table.meld_button)
    assert table.view()["melds"] == [{"owner": 0, "cards": ["R7", "R8", "R9"]}]


LONG_PROMPT = "Izaberi karte za kombinaciju, pa pritisni „Izloži“, ili odbaci jednu kartu"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_raised_card_and_the_prompt_keep_clear_of_the_buttons_and_the_meld_row(
        size, players):
    """Issue 23: a raised card slid under "Složi po broju", "Pomoć" or "Izloži", hiding
    its number, and the prompt lay over the player's own meld row."""
    from test_ui_table_fit import apart, rect_corners

    app = start_app(size)
    setup = MatchSetup("remino", players, [True] + [False] * (players - 1), {}, "easy", 1)
    table = ReminoTable(app, setup)
    app.reset(table)
    settle(app)
    buttons = [rect_corners(app.rect(table._design_rect(name)))   # a turn's, not Next deal's
               for name in table.layout.areas if name.startswith("button:")
               and name != "button:deal" and table._design_rect(name).y > table.layout["message"].y]
    for sprite in table.zones["hand:0"]:
        # the top of a card chosen (its number's row), lifted as the table lifts it
        up = pygame.math.Vector2(0, -SELECT_LIFT).rotate(-sprite.angle)
        half = sprite.width / 2
        top = [pygame.math.Vector2(sprite.x, sprite.y) + up
               + pygame.math.Vector2(dx, dy).rotate(-sprite.angle)
               for dx, dy in ((-half, -sprite.width * 0.7), (half, -sprite.width * 0.7),
                              (half, -sprite.width * 0.35), (-half, -sprite.width * 0.35))]
        top = [pygame.math.Vector2(app.point(*p)) for p in top]
        for button in buttons:
            assert apart(top, button), f"a raised {sprite.code} goes under a button"
    row = rect_corners(app.rect(table._area("melds", 0)).inflate(0, 8))   # and a gap
    for words in (LONG_PROMPT, "Izloži"):
        table.prompt_words = lambda words=words: words
        _, _, box = table.prompt_place()
        assert apart(rect_corners(box), row), f"the prompt {words!r} lies on the meld row"
        for button in buttons:
            assert apart(rect_corners(box), button), f"the prompt {words!r} covers a button"
