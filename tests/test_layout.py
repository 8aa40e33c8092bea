"""Table layouts: the Crni Petar maps are valid Tiled files that seat every player
sensibly, a layout fits any window keeping its aspect, centred, and every shedding
layout holds the UNO table's areas."""

from __future__ import annotations

import math
from itertools import combinations
from xml.etree import ElementTree

import pygame
import pytest
import pytmx

from game.layout import LAYOUTS, Area, Layout, LayoutError, load_layout, read_layout

DESIGN = (1920, 1080)
MARGIN = 16                      # nothing closer to the frame's edge
SAFE_X = (240, 1680)             # the central 1440×1080: what a 4:3 window shows in full
SEAT_COUNTS = (2, 3, 4)
SHARED = ("message", "deck", "button:menu", "button:rules", "button:shuffle", "button:hint")
MEMO_SEAT_COUNTS = (1, 2, 3, 4)
MEMO_PARTS = ("button:page_top", "button:page_bottom", "parts_map")   # a grid in two parts
HUMAN_CORNER = ("hand:0", "plate:0", "pairs:0", "button:menu", "button:rules",
                "button:shuffle", "button:hint")


def required(players: int) -> list[str]:
    return [f"{kind}:{seat}" for seat in range(players)
            for kind in ("hand", "pairs", "plate")] + list(SHARED)


def box(area: Area) -> pygame.Rect:
    return pygame.Rect(area.x, area.y, area.w, area.h)


@pytest.fixture(params=SEAT_COUNTS, ids=lambda n: f"{n}p")
def players(request) -> int:
    return request.param


@pytest.fixture
def layout(players) -> Layout:
    return load_layout("crni_petar", players)


def assert_a_tiled_1_10_map_of_the_design_size(path) -> None:
    """As Tiled writes it: its ids unique, the next ids past them, one layer, `table`."""
    tiled = pytmx.TiledMap(str(path), allow_duplicate_names=True)
    assert (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight) == DESIGN
    root = ElementTree.parse(path).getroot()
    assert root.get("version") == "1.10" and root.get("orientation") == "orthogonal"
    object_ids = [int(o.get("id")) for o in root.iter("object")]
    layer_ids = [int(g.get("id")) for g in root.iter("objectgroup")]
    assert len(set(object_ids)) == len(object_ids)
    assert int(root.get("nextobjectid")) > max(object_ids)
    assert int(root.get("nextlayerid")) > max(layer_ids)
    assert [g.get("name") for g in root.iter("objectgroup")] == ["table"]


def test_each_file_is_a_tiled_1_10_map_of_the_design_size(players):
    assert_a_tiled_1_10_map_of_the_design_size(LAYOUTS / f"crni_petar_{players}.tmx")


def test_every_seat_has_a_hand_laid_pairs_and_a_name_plate(layout, players):
    layout.require(*required(players))
    assert f"hand:{players}" not in layout
    assert layout.properties["players"] == players
    assert "comment" in layout.properties


def test_everything_lies_inside_the_frame_with_a_margin(layout):
    frame = pygame.Rect(0, 0, *DESIGN).inflate(-2 * MARGIN, -2 * MARGIN)
    for area in layout.areas.values():
        assert frame.contains(box(area)), area.name


def test_all_but_the_hands_and_the_deal_count_lie_in_the_central_safe_area(layout):
    for area in layout.areas.values():
        if not area.name.startswith("hand:") and area.name != "deal_count":
            assert SAFE_X[0] <= area.x and area.x + area.w <= SAFE_X[1], area.name


def test_no_two_areas_overlap_except_the_message_banner(layout):
    solid = [a for a in layout.areas.values() if not a.properties.get("overlay")]
    for a, b in combinations(solid, 2):
        assert not box(a).colliderect(box(b)), (a.name, b.name)
    assert layout["message"].properties["overlay"] is True


def test_the_human_holds_the_big_fan_at_the_bottom(layout, players):
    human = layout["hand:0"]
    assert human.rotation == 0 and human.w >= 1400 and human.h >= 300
    assert human.y + human.h > DESIGN[1] * 0.9
    for seat in range(1, players):
        other = layout[f"hand:{seat}"]
        assert other.w * other.h < human.w * human.h / 2
        assert (other.h > other.w) == (other.rotation in (90, -90))


def test_side_fans_are_turned_towards_the_table(layout, players):
    for seat in range(1, players):
        hand = layout[f"hand:{seat}"]
        cx = hand.center[0]
        expected = 90 if cx > 1440 else -90 if cx < 480 else 180
        assert hand.rotation == expected, hand.name


def test_play_goes_counter_clockwise_round_the_screen(layout, players):
    def angle(seat: int) -> float:
        cx, cy = layout[f"hand:{seat}"].center
        return math.degrees(math.atan2(DESIGN[1] / 2 - cy, cx - DESIGN[0] / 2))

    turned = [(angle(seat) - angle(0)) % 360 for seat in range(players)]
    assert turned == sorted(turned) and len(set(turned)) == players


def test_the_human_corner_is_the_same_in_every_crni_petar_layout():
    layouts = [load_layout("crni_petar", n) for n in SEAT_COUNTS]
    for name in HUMAN_CORNER:
        assert all(layout[name] == layouts[0][name] for layout in layouts), name


def test_the_next_deal_button_lies_over_the_middle_alike_in_every_crni_petar_layout():
    """It shows only between deals, over the human's laid pairs (so an overlay)."""
    layouts = [load_layout("crni_petar", n) for n in SEAT_COUNTS]
    deal = layouts[0]["button:deal"]
    assert all(layout["button:deal"] == deal for layout in layouts)
    assert deal.properties.get("overlay") and abs(deal.center[0] - DESIGN[0] / 2) < 1
    assert box(deal).colliderect(box(layouts[0]["pairs:0"]))


def test_the_cat_shows_card_sized_above_the_middle_alike_in_every_crni_petar_layout():
    """It turns over there at the end of a deal, over whatever lies under it; its words
    go under it, above the Next deal button."""
    layouts = [load_layout("crni_petar", n) for n in SEAT_COUNTS]
    reveal = layouts[0]["reveal"]
    assert all(layout["reveal"] == reveal for layout in layouts)
    assert reveal.properties.get("overlay") and reveal.center[0] == DESIGN[0] / 2
    assert reveal.h == reveal.w * 1.4 and reveal.center[1] < DESIGN[1] / 2
    assert reveal.y + reveal.h < layouts[0]["button:deal"].y


def test_the_deal_count_shows_at_the_top_right_in_every_crni_petar_layout():
    """Which deal of a match of several it is: its words end at the area's top right, in
    the corner beyond the central safe area, clear of everything else."""
    for players in SEAT_COUNTS:
        count = box(load_layout("crni_petar", players)["deal_count"])
        assert count.topright == (1890, 24), players
        assert count.w >= 400 and count.h >= 40


@pytest.mark.parametrize("players", MEMO_SEAT_COUNTS)
def test_each_memo_file_is_a_tiled_1_10_map_of_the_design_size(players):
    assert_a_tiled_1_10_map_of_the_design_size(LAYOUTS / f"evropa_memo_{players}.tmx")


@pytest.mark.parametrize("players", MEMO_SEAT_COUNTS)
def test_the_memo_part_buttons_and_their_small_map_lie_under_the_hint_left_of_the_grid(
        players):
    layout = load_layout("evropa_memo", players)
    layout.require("grid", "button:hint", *MEMO_PARTS)
    top, bottom, small_map = (box(layout[name]) for name in MEMO_PARTS)
    assert box(layout["button:hint"]).bottom < top.top
    assert top.bottom < bottom.top and bottom.bottom < small_map.top
    frame = pygame.Rect(0, 0, *DESIGN).inflate(-2 * MARGIN, -2 * MARGIN)
    for part in (top, bottom, small_map):
        assert part.right < layout["grid"].x and frame.contains(part)


@pytest.mark.parametrize("window", [(1024, 600), (1280, 720), (1920, 1080), (1440, 1080),
                                    (1680, 1050)])
def test_fit_keeps_the_aspect_and_centres_the_design(window):
    layout = load_layout("crni_petar", 4)
    placed = layout.fit(*window)
    assert placed.scale == pytest.approx(min(window[0] / 1920, window[1] / 1080))
    frame = placed.frame()
    assert frame.w / frame.h == pytest.approx(1920 / 1080, abs=0.01)
    assert abs(frame.left - (window[0] - frame.right)) <= 1
    assert abs(frame.top - (window[1] - frame.bottom)) <= 1
    assert frame.left >= 0 and frame.top >= 0
    assert frame.w == window[0] or frame.h == window[1]
    centre = placed.point(960, 540)
    assert centre == pytest.approx((window[0] / 2, window[1] / 2))
    assert placed.to_design(*centre) == pytest.approx((960, 540))


def test_a_placed_rect_is_the_scaled_area():
    layout = Layout(DESIGN, {"a": Area("a", 100, 100, 200, 50), "b": Area("b", 300, 100, 10, 50)})
    placed = layout.fit(960, 540)
    rect = placed.rect("a")
    assert isinstance(rect, pygame.Rect)
    assert rect == pygame.Rect(50, 50, 100, 25)
    assert placed.rect("b").left == rect.right
    with pytest.raises(LayoutError, match="'c'"):
        placed.rect("c")


def test_a_missing_layout_names_the_file(tmp_path):
    with pytest.raises(LayoutError, match="nothing_3.tmx"):
        load_layout("nothing", 3, root=tmp_path)
    assert issubclass(LayoutError, ValueError)


def test_a_game_without_a_per_count_file_falls_back_to_its_own(tmp_path):
    source = (LAYOUTS / "crni_petar_2.tmx").read_text(encoding="utf-8")
    (tmp_path / "some_game.tmx").write_text(source, encoding="utf-8")
    assert load_layout("some_game", 5, root=tmp_path).areas.keys() == \
        load_layout("crni_petar", 2).areas.keys()


MAP = ('<map version="1.10" orientation="orthogonal" width="48" height="27" '
       'tilewidth="40" tileheight="40">{}</map>')


@pytest.mark.parametrize("broken, complaint", [
    ("<map", "not a valid Tiled map"),
    (MAP.format(""), "object layer named 'table'"),
    (MAP.format('<objectgroup id="1" name="table"><object id="1" x="1" y="1" width="5" '
                'height="5"/></objectgroup>'), "has no name"),
    (MAP.format('<objectgroup id="1" name="table"><object id="1" name="deck" x="1" y="1">'
                '<point/></object></objectgroup>'), "must be a rectangle"),
])
def test_a_malformed_layout_names_the_file_and_the_fault(tmp_path, broken, complaint):
    path = tmp_path / "bad_2.tmx"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(LayoutError, match=complaint) as caught:
        load_layout("bad", 2, root=tmp_path)
    assert str(path) in str(caught.value)


def test_a_layout_is_read_once_per_file():
    assert load_layout("crni_petar", 2) is load_layout("crni_petar", 2)
    assert read_layout.cache_info().hits >= 1


@pytest.mark.parametrize("players", range(2, 11), ids=lambda n: f"{n}p")
def test_each_shedding_layout_holds_the_call_button_and_the_uno_tables_areas(players):
    """Issue 25: the UNO table's panels and buttons, and the calls table's button, are
    areas of every shedding layout, not rectangles in Python; the challenge's buttons
    lie in its first place (they move with it), the choice's on its panel, and the
    file's next object id stays past every object's."""
    from game.scenes.uno import UNO_AREAS

    layout = load_layout("shedding", players)
    layout.require("button:call", *UNO_AREAS)
    first, choice = box(layout["panel:challenge_1"]), box(layout["panel:choice"])
    assert first.contains(box(layout["button:challenge"]))
    assert first.contains(box(layout["button:accept"]))
    assert choice.contains(box(layout["button:stop"]))
    assert choice.contains(box(layout["button:go_on"]))
    root = ElementTree.parse(LAYOUTS / f"shedding_{players}.tmx").getroot()
    object_ids = [int(o.get("id")) for o in root.iter("object")]
    assert len(set(object_ids)) == len(object_ids)
    assert int(root.get("nextobjectid")) == max(object_ids) + 1


SHEDDING_FAMILY = [("shedding", n) for n in range(2, 11)] + \
    [("remino", n) for n in range(2, 5)] + [("unotan", n) for n in range(2, 7)]
BETWEEN_DEALS = ("button:deal", "scores_folded")     # shown over the middle between deals


@pytest.mark.parametrize("game, players", SHEDDING_FAMILY, ids=str)
def test_each_shedding_family_layout_holds_the_deal_button_the_folded_scores_and_the_count(
        game, players):
    """Issue 25: where a shedding table puts the Next deal button, its scoreboard folded
    away when nothing has room (the fold and deal buttons, 780 by 84, side by side), and
    which deal it is, is its layouts', not rectangles in Python. The two buttons' places
    lie over the middle in the central safe area; the deal counter's words end at the top
    right, beyond it, as Crni Petar's; all inside the frame."""
    layout = load_layout(game, players)
    frame = pygame.Rect(0, 0, *DESIGN).inflate(-2 * MARGIN, -2 * MARGIN)
    for name in (*BETWEEN_DEALS, "deal_count"):
        assert frame.contains(box(layout[name])), name
    for name in BETWEEN_DEALS:
        area = layout[name]
        assert area.properties.get("overlay") and area.center[0] == DESIGN[0] / 2, name
        assert SAFE_X[0] <= area.x and area.x + area.w <= SAFE_X[1], name
    assert (layout["scores_folded"].w, layout["scores_folded"].h) == (780, 84)
    assert box(layout["deal_count"]).topright == (1890, 24)
    root = ElementTree.parse(LAYOUTS / f"{game}_{players}.tmx").getroot()
    object_ids = [int(o.get("id")) for o in root.iter("object")]
    assert len(set(object_ids)) == len(object_ids)
    assert int(root.get("nextobjectid")) == max(object_ids) + 1


@pytest.mark.parametrize("players", range(2, 11))
def test_each_shedding_layout_puts_the_sedam_question_where_the_prompt_stands(players):
    """Issue 25: Sedam i Osam's question (cards of one rank alone or together) shows two
    buttons in the prompt's place, from the layout: side by side, over the table, about
    the middle, in the safe area, across the row the prompt stands in."""
    layout = load_layout("shedding", players)
    alone, together = box(layout["button:alone"]), box(layout["button:together"])
    message = box(layout["message"])
    assert layout["button:alone"].properties.get("overlay")
    assert layout["button:together"].properties.get("overlay")
    assert alone.right < together.left and alone.y == together.y and alone.size == together.size
    assert (alone.left + together.right) / 2 == DESIGN[0] / 2
    assert SAFE_X[0] <= alone.left and together.right <= SAFE_X[1]
    assert message.top <= alone.centery <= message.bottom
