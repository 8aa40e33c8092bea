"""bench/bots.py: the figures it reports about the bots' strength."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import bots

from rules import GAMES
from rules.bots import BOTS
from rules.core import Rng


def test_the_paired_gain_is_a_wins_less_bs_on_the_same_matches():
    won = [bots.Result(w, 0.0, base=b) for w, b in zip((1, 0, 1, 0, 1, 1), (0, 0, 1, 1, 0, 1))]
    line = bots.paired("x", won)
    assert "b_in_a_seat_win_rate=0.500" in line and "gain=+0.167" in line
    low, high = (float(v) for v in line.split("ci95=[")[1].rstrip("]").split(", "))
    assert low < 0.167 < high


def test_the_wilson_interval_holds_the_rate():
    low, high = bots.wilson(300, 1000)
    assert low == pytest.approx(0.272, abs=0.001) and high == pytest.approx(0.329, abs=0.001)


def test_a_match_is_played_to_its_end_from_the_heros_seat():
    result = bots.play("adriatic", 4, 3, 1, "easy", "normal", {"deals": "single"})
    assert result.win in (0.0, 1.0) and result.think


def test_a_logged_run_taken_up_again_reports_what_an_unbroken_run_reports(tmp_path, monkeypatch,
                                                                          capsys):
    args = ["bots.py", "adriatic", "--a", "easy", "--b", "normal", "-n", "6", "--every", "100",
            "--options", "deals=single"]
    monkeypatch.setattr(sys, "argv", args)
    bots.main()
    unbroken = capsys.readouterr().out.splitlines()
    log = tmp_path / "run.jsonl"
    monkeypatch.setattr(sys, "argv", [*args[:7], "4", *args[8:], "--log", str(log)])
    bots.main()                                  # stopped after four matches ...
    with log.open("a", encoding="utf-8") as cut:
        cut.write('{"run": "adri')               # ... while a fifth was being written
    capsys.readouterr()
    monkeypatch.setattr(sys, "argv", [*args, "--log", str(log)])
    bots.main()
    taken_up = capsys.readouterr().out.splitlines()
    assert taken_up[0] == f"4 matches taken from {log}"
    strip = [line.split(" think_median_s")[0] for line in unbroken]
    assert [line.split(" think_median_s")[0] for line in taken_up[1:]] == strip
    assert len(log.read_text(encoding="utf-8").splitlines()) == 6


def test_a_run_stopped_early_tells_its_paired_gain_and_so_does_a_log_kept_before_the_pairing(
        tmp_path, monkeypatch, capsys):
    args = ["bots.py", "adriatic", "--a", "easy", "--b", "normal", "-n", "4", "--every", "2",
            "--options", "deals=single"]
    log = tmp_path / "run.jsonl"
    monkeypatch.setattr(sys, "argv", [*args, "--log", str(log)])
    bots.main()
    lines = capsys.readouterr().out.splitlines()
    assert "matches=2 win_rate" in lines[0] and " paired matches=2 " in lines[1]
    paired = lines[-1]
    assert " paired matches=4 " in paired
    unpaired = []
    for line in log.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        del entry["base"]
        unpaired.append(json.dumps(entry))
    log.write_text("".join(f"{line}\n" for line in unpaired), encoding="utf-8")
    bots.main()
    assert capsys.readouterr().out.splitlines()[-1] == paired


def test_a_log_of_another_run_is_refused(tmp_path):
    log = tmp_path / "run.jsonl"
    bots.write_log(log, "uno players=4 hard_vs_normal options=default", 0, bots.Result(1.0, 5.0))
    with pytest.raises(SystemExit, match="another run"):
        bots.read_log(log, "adriatic players=4 hard_vs_normal options=default", [0])
    assert bots.read_log(log, "uno players=4 hard_vs_normal options=default", [0]) == [
        bots.Result(1.0, 5.0)]


def test_options_on_the_command_line_become_the_games_own_values():
    options = bots.parse_options("uno_official", ["deck_size=112", "target=300",
                                                  "stack_draws=true", "jump_in=numbers"])
    assert options == {"deck_size": "112", "target": 300, "stack_draws": True,
                       "jump_in": "numbers"}
    assert bots.parse_options("uno_official", ["target=7"]) == {"target": "7"}


# The games whose match goes to the lowest total, each by its seed's own words.
LOWEST_WINS = {
    "crni_petar",        # "izgubio je igrač, kod koga se on nađe u rukama" (a lost deal counts)
    "evropa",            # "Pobednik je igrač, koji u tom trenutku ima najmanji rezultat."
    "uno_classic",       # "onaj ko pobedi u jednom deljenju dobija -10 ... a ostali sabiraju"
    "unotan",            # "Pobednik je igrač, sa najmanjim brojem bodova."
    "remino",            # "pobednik je igrač sa najmanje bodova u trenutku završetka"
    "sedam_i_osam",      # "Partija traje do 500 bodova, a pobednik je igrač sa najmanjim
    "dzoker_i_devetka",  # rezultatom."
}


def test_the_specs_say_which_games_the_lowest_total_wins():
    assert {gid for gid, spec in GAMES.items() if spec.lowest_wins} == LOWEST_WINS


@pytest.mark.parametrize("gid", sorted(LOWEST_WINS | {"adriatic", "evropa_memo"}))
def test_the_score_edge_is_positive_for_a_seat_that_won_the_match_alone(gid):
    """Two seats of the easiest level: whoever wins alone has the better total, so
    the edge from the winner's seat is above zero, the loser's below."""
    level = next(iter(BOTS[gid]))
    signs = set()
    for seed in range(40):
        won = bots.play(gid, 2, seed, 0, level, level, {})
        lost = bots.play(gid, 2, seed, 1, level, level, {})
        if won.win in (0.0, 1.0) and won.win + lost.win == 1.0:
            winner, loser = (won, lost) if won.win == 1.0 else (lost, won)
            assert winner.edge > 0 > loser.edge, seed
            signs.add(winner is won)
        if signs == {True, False}:
            break
    assert signs == {True, False}


def test_the_seeing_bound_guesses_the_real_hands_and_only_the_stock():
    match = GAMES["adriatic"].new_match(4, seed=5, options={"deals": "single"})
    bot = bots.make("adriatic", bots.SEEING, match)
    guess = bot.guesser(match.view(2))(Rng(1))
    assert guess.hands == match.hands
    assert sorted(guess.stock) == sorted(match.stock)
    assert bots.play("adriatic", 4, 5, 2, bots.SEEING, "normal", {"deals": "single"}).think


def test_a_seats_own_last_card_call_comes_before_a_lower_seats_catch():
    """As at the table, whose reaction clock gives a call its moment first: in seat
    order alone a lower seat caught every call before it was made, and this Ekipni
    UNO match of normal bots (7 seats, seed 1001) never ended."""
    match = GAMES["adriatic_teams"].new_match(7, seed=1001)
    players = [BOTS["adriatic_teams"]["normal"]() for _ in range(7)]
    winners, _, _ = bots.drive(match, players, 0)
    assert match.is_over and winners
