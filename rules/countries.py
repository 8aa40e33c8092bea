"""The countries of "Upoznaj Evropu": names, capitals and car codes, and the named decks.

Seed 000, UPOZNAJ EVROPU: 56 cards, 28 pairs; the MAP card shows the country's
map, its name, the car code and the capital, the FLAG card the flag, the name
and the capital. The seed does not list its 28 countries, so the default deck
(`DECKS["seed28"]`) is our choice: the countries a Serbian child meets first —

- Serbia and her eight neighbours: Hungary, Romania, Bulgaria, North Macedonia,
  Albania, Montenegro, Bosnia and Herzegovina, Croatia (Albania borders Serbia
  through Kosovo, drawn inside Serbia as the UN does under UNSCR 1244);
- Slovenia, the last of the former Yugoslav republics;
- the big and the well-known: Germany, France, Italy, Spain, Portugal, the
  United Kingdom, Russia, Ukraine, Poland, Austria, Switzerland, Greece, the
  Netherlands, Czechia, Slovakia, Sweden, Norway;
- Malta, because the seed's own example is "the card of Malta".

The table holds every UN member state in Europe plus the Vatican (45 countries),
keyed by ISO 3166 alpha-2 code. Names are given the way Serbian children learn
them at school: Holandija (not Nizozemska), Belorusija, Moldavija, Češka,
Severna Makedonija. The United Kingdom is named "Velika Britanija", as children
know it, while its car code is the one in force, UK, and its English name
"United Kingdom". The Cyrillic names are written out by hand, not transliterated.

Car codes are the international distinguishing signs of vehicles in force
today (UN Conventions on Road Traffic): e.g. SRB, D, CH, UK (since 2021, was GB),
NMK (since 2019, was MK), MNE, V for the Vatican, FL for Liechtenstein.

Standard library only: the rules package imports without pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

LANGUAGES = ("sr-Latn", "sr-Cyrl", "en")   # of every word on screen (game.i18n), the names too


@dataclass(frozen=True)
class Country:
    """One country: ISO code, car code, and its name and capital in every language."""

    iso2: str
    car_code: str
    name: dict[str, str]
    capital: dict[str, str]


# One row per country, alphabetical by English name:
# (ISO alpha-2, car code,
#      name:    sr-Latn, sr-Cyrl, en,
#      capital: sr-Latn, sr-Cyrl, en)
_TABLE: tuple[tuple[str, str, tuple[str, str, str], tuple[str, str, str]], ...] = (
    ("AL", "AL", ("Albanija", "Албанија", "Albania"),
                 ("Tirana", "Тирана", "Tirana")),
    ("AD", "AND", ("Andora", "Андора", "Andorra"),
                  ("Andora la Velja", "Андора ла Веља", "Andorra la Vella")),
    ("AT", "A", ("Austrija", "Аустрија", "Austria"),
                ("Beč", "Беч", "Vienna")),
    ("BY", "BY", ("Belorusija", "Белорусија", "Belarus"),
                 ("Minsk", "Минск", "Minsk")),
    ("BE", "B", ("Belgija", "Белгија", "Belgium"),
                ("Brisel", "Брисел", "Brussels")),
    ("BA", "BIH", ("Bosna i Hercegovina", "Босна и Херцеговина", "Bosnia and Herzegovina"),
                  ("Sarajevo", "Сарајево", "Sarajevo")),
    ("BG", "BG", ("Bugarska", "Бугарска", "Bulgaria"),
                 ("Sofija", "Софија", "Sofia")),
    ("HR", "HR", ("Hrvatska", "Хрватска", "Croatia"),
                 ("Zagreb", "Загреб", "Zagreb")),
    ("CY", "CY", ("Kipar", "Кипар", "Cyprus"),
                 ("Nikozija", "Никозија", "Nicosia")),
    ("CZ", "CZ", ("Češka", "Чешка", "Czechia"),
                 ("Prag", "Праг", "Prague")),
    ("DK", "DK", ("Danska", "Данска", "Denmark"),
                 ("Kopenhagen", "Копенхаген", "Copenhagen")),
    ("EE", "EST", ("Estonija", "Естонија", "Estonia"),
                  ("Talin", "Талин", "Tallinn")),
    ("FI", "FIN", ("Finska", "Финска", "Finland"),
                  ("Helsinki", "Хелсинки", "Helsinki")),
    ("FR", "F", ("Francuska", "Француска", "France"),
                ("Pariz", "Париз", "Paris")),
    ("DE", "D", ("Nemačka", "Немачка", "Germany"),
                ("Berlin", "Берлин", "Berlin")),
    ("GR", "GR", ("Grčka", "Грчка", "Greece"),
                 ("Atina", "Атина", "Athens")),
    ("HU", "H", ("Mađarska", "Мађарска", "Hungary"),
                ("Budimpešta", "Будимпешта", "Budapest")),
    ("IS", "IS", ("Island", "Исланд", "Iceland"),
                 ("Rejkjavik", "Рејкјавик", "Reykjavík")),
    ("IE", "IRL", ("Irska", "Ирска", "Ireland"),
                  ("Dablin", "Даблин", "Dublin")),
    ("IT", "I", ("Italija", "Италија", "Italy"),
                ("Rim", "Рим", "Rome")),
    ("LV", "LV", ("Letonija", "Летонија", "Latvia"),
                 ("Riga", "Рига", "Riga")),
    ("LI", "FL", ("Lihtenštajn", "Лихтенштајн", "Liechtenstein"),
                 ("Vaduc", "Вадуц", "Vaduz")),
    ("LT", "LT", ("Litvanija", "Литванија", "Lithuania"),
                 ("Vilnjus", "Вилњус", "Vilnius")),
    ("LU", "L", ("Luksemburg", "Луксембург", "Luxembourg"),
                ("Luksemburg", "Луксембург", "Luxembourg")),
    ("MT", "M", ("Malta", "Малта", "Malta"),
                ("Valeta", "Валета", "Valletta")),
    ("MD", "MD", ("Moldavija", "Молдавија", "Moldova"),
                 ("Kišinjev", "Кишињев", "Chișinău")),
    ("MC", "MC", ("Monako", "Монако", "Monaco"),
                 ("Monako", "Монако", "Monaco")),
    ("ME", "MNE", ("Crna Gora", "Црна Гора", "Montenegro"),
                  ("Podgorica", "Подгорица", "Podgorica")),
    ("NL", "NL", ("Holandija", "Холандија", "Netherlands"),
                 ("Amsterdam", "Амстердам", "Amsterdam")),
    ("MK", "NMK", ("Severna Makedonija", "Северна Македонија", "North Macedonia"),
                  ("Skoplje", "Скопље", "Skopje")),
    ("NO", "N", ("Norveška", "Норвешка", "Norway"),
                ("Oslo", "Осло", "Oslo")),
    ("PL", "PL", ("Poljska", "Пољска", "Poland"),
                 ("Varšava", "Варшава", "Warsaw")),
    ("PT", "P", ("Portugalija", "Португалија", "Portugal"),
                ("Lisabon", "Лисабон", "Lisbon")),
    ("RO", "RO", ("Rumunija", "Румунија", "Romania"),
                 ("Bukurešt", "Букурешт", "Bucharest")),
    ("RU", "RUS", ("Rusija", "Русија", "Russia"),
                  ("Moskva", "Москва", "Moscow")),
    ("SM", "RSM", ("San Marino", "Сан Марино", "San Marino"),
                  ("San Marino", "Сан Марино", "San Marino")),
    ("RS", "SRB", ("Srbija", "Србија", "Serbia"),
                  ("Beograd", "Београд", "Belgrade")),
    ("SK", "SK", ("Slovačka", "Словачка", "Slovakia"),
                 ("Bratislava", "Братислава", "Bratislava")),
    ("SI", "SLO", ("Slovenija", "Словенија", "Slovenia"),
                  ("Ljubljana", "Љубљана", "Ljubljana")),
    ("ES", "E", ("Španija", "Шпанија", "Spain"),
                ("Madrid", "Мадрид", "Madrid")),
    ("SE", "S", ("Švedska", "Шведска", "Sweden"),
                ("Stokholm", "Стокхолм", "Stockholm")),
    ("CH", "CH", ("Švajcarska", "Швајцарска", "Switzerland"),
                 ("Bern", "Берн", "Bern")),
    ("UA", "UA", ("Ukrajina", "Украјина", "Ukraine"),
                 ("Kijev", "Кијев", "Kyiv")),
    ("GB", "UK", ("Velika Britanija", "Велика Британија", "United Kingdom"),
                 ("London", "Лондон", "London")),
    ("VA", "V", ("Vatikan", "Ватикан", "Vatican City"),
                ("Vatikan", "Ватикан", "Vatican City")),
)


def _build(table: tuple) -> dict[str, Country]:
    countries: dict[str, Country] = {}
    for iso2, car_code, names, capitals in table:
        if iso2 in countries:
            raise ValueError(f"country {iso2} listed twice")
        countries[iso2] = Country(iso2, car_code, dict(zip(LANGUAGES, names, strict=True)),
                                  dict(zip(LANGUAGES, capitals, strict=True)))
    return countries


COUNTRIES: dict[str, Country] = _build(_TABLE)

# Serbia's neighbours as the UN draws the map (Kosovo inside Serbia, UNSCR 1244),
# clockwise from the north.
NEIGHBOURS_OF_SERBIA: tuple[str, ...] = ("HU", "RO", "BG", "MK", "AL", "ME", "BA", "HR")

# Five regions as Serbian geography lessons divide Europe; together they hold
# every country exactly once.
REGIONS: dict[str, tuple[str, ...]] = {
    "north": ("IS", "NO", "SE", "FI", "DK", "EE", "LV", "LT"),
    "west": ("GB", "IE", "FR", "BE", "NL", "LU", "MC"),
    "central": ("DE", "PL", "CZ", "SK", "HU", "AT", "CH", "LI", "SI"),
    "south": ("PT", "ES", "AD", "IT", "SM", "VA", "MT", "GR", "CY",
              "AL", "MK", "RS", "ME", "BA", "HR", "BG"),
    "east": ("RU", "UA", "BY", "MD", "RO"),
}

_SIX = ("RS", "DE", "FR", "IT", "ES", "GB")
_TEN = _SIX + ("GR", "HR", "HU", "RU")
_SIXTEEN = _TEN + ("AT", "CH", "NL", "PL", "BG", "RO")

# The named decks a player can choose, each a tuple of ISO codes (one pair per code).
DECKS: dict[str, tuple[str, ...]] = {
    "seed28": ("RS",) + NEIGHBOURS_OF_SERBIA + (
        "SI", "DE", "FR", "IT", "ES", "PT", "GB", "RU", "UA", "PL", "AT", "CH", "GR",
        "NL", "CZ", "SK", "SE", "NO", "MT"),
    "all": tuple(COUNTRIES),
    "six": _SIX,
    "ten": _TEN,
    "sixteen": _SIXTEEN,
    "neighbours": ("RS",) + NEIGHBOURS_OF_SERBIA,
    **REGIONS,
}

DEFAULT_DECK = "seed28"
