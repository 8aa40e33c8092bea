"""The countries of "Upoznaj Evropu": the table, the decks and the map geometry."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from rules.countries import COUNTRIES, DECKS, DEFAULT_DECK, LANGUAGES, NEIGHBOURS_OF_SERBIA, REGIONS

ROOT = Path(__file__).resolve().parent.parent
GEO = ROOT / "art" / "geo"
CYRILLIC = re.compile(r"[\u0400-\u04FF]+([ -][\u0400-\u04FF]+)*")
UN_EUROPE = {
    "AL", "AD", "AT", "BY", "BE", "BA", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE",
    "GR", "HU", "IS", "IE", "IT", "LV", "LI", "LT", "LU", "MT", "MD", "MC", "ME", "NL", "MK",
    "NO", "PL", "PT", "RO", "RU", "SM", "RS", "SK", "SI", "ES", "SE", "CH", "UA", "GB", "VA",
}


# --- the table --------------------------------------------------------------------


def test_every_un_member_in_europe_and_the_vatican():
    assert len(COUNTRIES) == 45
    assert set(COUNTRIES) == UN_EUROPE
    assert all(code == c.iso2 for code, c in COUNTRIES.items())


def test_names_and_capitals_in_three_languages():
    for c in COUNTRIES.values():
        for field in (c.name, c.capital):
            assert tuple(field) == LANGUAGES
            assert all(text.strip() == text and text for text in field.values())


def test_cyrillic_is_cyrillic_and_latin_is_latin():
    for c in COUNTRIES.values():
        for field in (c.name, c.capital):
            assert CYRILLIC.fullmatch(field["sr-Cyrl"]), field["sr-Cyrl"]
            assert not re.search(r"[\u0400-\u04FF]", field["sr-Latn"] + field["en"])


def test_car_codes_are_uppercase_and_unique():
    codes = [c.car_code for c in COUNTRIES.values()]
    assert all(re.fullmatch(r"[A-Z]{1,3}", code) for code in codes)
    assert len(set(codes)) == len(codes)


@pytest.mark.parametrize("iso2, car, latin, cyrillic, english, capital", [
    ("RS", "SRB", "Srbija", "Србија", "Serbia", ("Beograd", "Београд", "Belgrade")),
    ("DE", "D", "Nemačka", "Немачка", "Germany", ("Berlin", "Берлин", "Berlin")),
    ("CH", "CH", "Švajcarska", "Швајцарска", "Switzerland", ("Bern", "Берн", "Bern")),
    ("GB", "UK", "Velika Britanija", "Велика Британија", "United Kingdom",
     ("London", "Лондон", "London")),
    ("MK", "NMK", "Severna Makedonija", "Северна Македонија", "North Macedonia",
     ("Skoplje", "Скопље", "Skopje")),
    ("NL", "NL", "Holandija", "Холандија", "Netherlands",
     ("Amsterdam", "Амстердам", "Amsterdam")),
    ("MD", "MD", "Moldavija", "Молдавија", "Moldova", ("Kišinjev", "Кишињев", "Chișinău")),
    ("BY", "BY", "Belorusija", "Белорусија", "Belarus", ("Minsk", "Минск", "Minsk")),
    ("BA", "BIH", "Bosna i Hercegovina", "Босна и Херцеговина", "Bosnia and Herzegovina",
     ("Sarajevo", "Сарајево", "Sarajevo")),
    ("CZ", "CZ", "Češka", "Чешка", "Czechia", ("Prag", "Праг", "Prague")),
    ("SI", "SLO", "Slovenija", "Словенија", "Slovenia", ("Ljubljana", "Љубљана", "Ljubljana")),
    ("ME", "MNE", "Crna Gora", "Црна Гора", "Montenegro",
     ("Podgorica", "Подгорица", "Podgorica")),
    ("VA", "V", "Vatikan", "Ватикан", "Vatican City", ("Vatikan", "Ватикан", "Vatican City")),
    ("LI", "FL", "Lihtenštajn", "Лихтенштајн", "Liechtenstein", ("Vaduc", "Вадуц", "Vaduz")),
    ("SM", "RSM", "San Marino", "Сан Марино", "San Marino",
     ("San Marino", "Сан Марино", "San Marino")),
    ("AD", "AND", "Andora", "Андора", "Andorra",
     ("Andora la Velja", "Андора ла Веља", "Andorra la Vella")),
    ("HU", "H", "Mađarska", "Мађарска", "Hungary", ("Budimpešta", "Будимпешта", "Budapest")),
    ("UA", "UA", "Ukrajina", "Украјина", "Ukraine", ("Kijev", "Кијев", "Kyiv")),
    ("RU", "RUS", "Rusija", "Русија", "Russia", ("Moskva", "Москва", "Moscow")),
    ("ES", "E", "Španija", "Шпанија", "Spain", ("Madrid", "Мадрид", "Madrid")),
    ("LT", "LT", "Litvanija", "Литванија", "Lithuania", ("Vilnjus", "Вилњус", "Vilnius")),
    ("IS", "IS", "Island", "Исланд", "Iceland", ("Rejkjavik", "Рејкјавик", "Reykjavík")),
])
def test_a_sample_of_facts(iso2, car, latin, cyrillic, english, capital):
    c = COUNTRIES[iso2]
    assert c.car_code == car
    assert (c.name["sr-Latn"], c.name["sr-Cyrl"], c.name["en"]) == (latin, cyrillic, english)
    assert (c.capital["sr-Latn"], c.capital["sr-Cyrl"], c.capital["en"]) == capital


def test_rules_countries_import_without_pygame():
    code = ("import sys; sys.modules['pygame'] = None\n"
            "import rules.countries\n"
            "assert 'pygame' not in [m for m in sys.modules if sys.modules[m] is not None]\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


# --- the decks --------------------------------------------------------------------


def test_every_deck_names_known_countries_once():
    for name, codes in DECKS.items():
        assert codes, name
        assert set(codes) <= set(COUNTRIES), name
        assert len(set(codes)) == len(codes), name


def test_the_seed_deck_has_28_pairs_and_is_the_default():
    """Seed: "Komplet se sastoji iz 56 karata, tačnije 28 parova"."""
    assert DEFAULT_DECK == "seed28"
    assert len(DECKS["seed28"]) == 28
    assert "MT" in DECKS["seed28"]          # the seed's example: "karta Malte"
    assert set(DECKS["neighbours"]) <= set(DECKS["seed28"])


def test_deck_sizes():
    assert len(DECKS["all"]) == 45
    assert (len(DECKS["six"]), len(DECKS["ten"]), len(DECKS["sixteen"])) == (6, 10, 16)
    assert set(DECKS["six"]) < set(DECKS["ten"]) < set(DECKS["sixteen"])


def test_neighbours_of_serbia():
    assert set(NEIGHBOURS_OF_SERBIA) == {"HU", "RO", "BG", "MK", "AL", "ME", "BA", "HR"}
    assert set(DECKS["neighbours"]) == set(NEIGHBOURS_OF_SERBIA) | {"RS"}


def test_regions_divide_europe():
    assert set(REGIONS) == {"north", "south", "east", "west", "central"}
    every = [code for codes in REGIONS.values() for code in codes]
    assert sorted(every) == sorted(COUNTRIES)
    assert all(DECKS[name] == codes for name, codes in REGIONS.items())


# --- the geometry -----------------------------------------------------------------


@cache
def geometry(name: str) -> dict:
    return json.loads((GEO / f"{name}.json").read_text(encoding="utf-8"))


@cache
def geo_tool():
    spec = importlib.util.spec_from_file_location("geo_tool", ROOT / "tools" / "geo.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def to_unit(projection: dict, lon: float, lat: float) -> tuple[float, float]:
    x, y = geo_tool().laea(lon, lat, projection["lon0"], projection["lat0"])
    return (projection["scale"] * x + projection["x"], -projection["scale"] * y + projection["y"])


def rings_holding(rings: list, projection: dict, lon: float, lat: float) -> list[int]:
    point = to_unit(projection, lon, lat)
    return [i for i, ring in enumerate(rings) if geo_tool().inside(point, ring)]


def in_unit_box(ring: list) -> bool:
    return all(0 <= x <= 1 and 0 <= y <= 1 for x, y in ring)


@pytest.mark.parametrize("iso2", sorted(COUNTRIES))
def test_every_country_has_a_map(iso2):
    data = geometry(iso2)
    assert data["iso2"] == iso2
    assert any(len(ring) >= 4 for ring in data["rings"])
    assert all(in_unit_box(ring) for ring in data["rings"])
    assert 0 <= data["capital"][0] <= 1 and 0 <= data["capital"][1] <= 1


@pytest.mark.parametrize("iso2", sorted(COUNTRIES))
def test_the_capital_lies_in_the_country(iso2):
    """Also where the simplified coast passes a seaside capital by (Lisbon, Copenhagen)."""
    data = geometry(iso2)
    point = tuple(data["capital"])
    assert any(geo_tool().inside(point, ring) for ring in data["rings"]), iso2


def test_kosovo_is_inside_serbia_with_a_dashed_line():
    rs = geometry("RS")
    assert rs["dashed"] and all(len(line) >= 2 for line in rs["dashed"])
    assert rings_holding(rs["rings"], rs["projection"], 21.17, 42.66)   # Priština
    assert "dashed" in geometry("europe")["countries"]["RS"]


def test_crimea_is_part_of_ukraine():
    ua, ru = geometry("UA"), geometry("RU")
    assert rings_holding(ua["rings"], ua["projection"], 34.0, 45.0)
    assert not rings_holding(ru["rings"], ru["projection"], 34.0, 45.0)
    europe = geometry("europe")
    assert rings_holding(europe["countries"]["UA"]["rings"], europe["projection"], 34.0, 45.0)
    assert not rings_holding(europe["countries"]["RU"]["rings"], europe["projection"], 34.0, 45.0)


def test_cyprus_is_the_whole_island():
    cy = geometry("CY")
    south = rings_holding(cy["rings"], cy["projection"], 33.0, 34.8)     # near Limassol
    north = rings_holding(cy["rings"], cy["projection"], 33.6, 35.25)    # the north
    karpas = rings_holding(cy["rings"], cy["projection"], 34.4, 35.6)    # Rizokarpaso
    assert south and south == north == karpas


@pytest.mark.parametrize("iso2, lon, lat, place", [
    ("IT", 14.0, 37.6, "Sicily"),
    ("IT", 9.0, 40.0, "Sardinia"),
    ("GR", 24.9, 35.2, "Crete"),
    ("FR", 9.1, 42.1, "Corsica"),
    ("ES", 2.95, 39.6, "Mallorca"),
    ("RU", 21.0, 54.7, "Kaliningrad"),
    ("DK", 14.9, 55.1, "Bornholm"),
    ("MT", 14.25, 36.04, "Gozo"),
    ("GB", -6.6, 54.6, "Northern Ireland"),
])
def test_islands_and_exclaves_that_matter(iso2, lon, lat, place):
    data = geometry(iso2)
    assert rings_holding(data["rings"], data["projection"], lon, lat), place


@pytest.mark.parametrize("iso2, lon, lat, place", [
    ("NO", 15.0, 78.5, "Svalbard"),
    ("FR", -53.0, 4.0, "French Guiana"),
    ("PT", -16.9, 32.7, "Madeira"),
    ("ES", -15.5, 28.1, "Gran Canaria"),
    ("RU", 90.0, 60.0, "Siberia"),
])
def test_far_parts_are_cropped(iso2, lon, lat, place):
    data = geometry(iso2)
    x, y = to_unit(data["projection"], lon, lat)
    inside_box = 0 <= x <= 1 and 0 <= y <= 1
    assert not inside_box or not rings_holding(data["rings"], data["projection"], lon, lat), place


def test_specks_have_a_neighbourhood_map():
    for iso2, neighbour in (("MC", "FR"), ("SM", "IT"), ("VA", "IT")):
        hood = geometry(iso2)["neighbourhood"]
        codes = {layer["iso2"] for layer in hood["countries"]}
        assert neighbour in codes
        x0, y0, x1, y1 = hood["bounds"]
        assert x0 < hood["target"][0] < x1 and y0 < hood["target"][1] < y1
        assert hood["radius"] > 0


def test_the_europe_locator():
    europe = geometry("europe")
    assert set(europe["countries"]) == set(COUNTRIES)
    tiny = {code for code, c in europe["countries"].items() if c["tiny"]}
    assert tiny == {"MC", "SM", "VA", "LI", "AD", "MT", "LU"}
    for code, c in europe["countries"].items():
        assert c["rings"] and all(in_unit_box(ring) for ring in c["rings"]), code
        assert 0 <= c["centroid"][0] <= 1 and 0 <= c["centroid"][1] <= 1, code
    assert europe["context"]


def test_the_geometry_stays_small():
    assert sum(p.stat().st_size for p in GEO.iterdir()) < 1_000_000
