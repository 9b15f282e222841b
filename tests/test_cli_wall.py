"""``hupai wall``: the shuffled wall, its seed and algorithm, the indicator where the rule set
flips one, and with ``--deal P`` each seat's hand; exit 2 and one line on bad input."""

from __future__ import annotations

import json

import pytest

import hupai
from hupai.cli import main
from hupai.rules import MCR_2P, TUIDAO


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main(["wall", *argv, "--json"]) == 0
    result: dict[str, object] = json.loads(capsys.readouterr().out)
    return result


def test_the_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["wall", "--seed", "1", "--deal", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("MCR wall, 144 tiles, seed 1 (splitmix64-fisher-yates-v1):\n  9m 5z 8p")
    assert "seat 0 (dealer): " in out and "seat 3: " in out
    assert "(flowers set aside: 6f)" in out
    assert out.rstrip().endswith("rest: 90 tiles")


def test_the_json_output_is_the_library_s(capsys: pytest.CaptureFixture[str]) -> None:
    result = _json(capsys, "--seed", "5", "--deal", "4")
    wall = hupai.wall(seed=5)
    deal = wall.deal(4)
    assert result["tiles"] == list(wall.tiles) and result["seed"] == 5
    assert result["algorithm"] == "splitmix64-fisher-yates-v1" and result["rules"] == "MCR"
    assert result["indicator"] is None and result["wildcard_kinds"] == []
    assert result["deal"] == {
        "hands": [list(h) for h in deal.hands],
        "names": [[hupai.format_tiles([t]) for t in h] for h in deal.hands],
        "flowers": [list(f) for f in deal.flower_tiles],
        "rest": len(deal.rest),
    }


def test_an_os_seed_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    result = _json(capsys)
    assert result["tiles"] == list(hupai.wall(seed=result["seed"]).tiles)  # type: ignore[arg-type]


def test_a_flipped_indicator(capsys: pytest.CaptureFixture[str]) -> None:
    result = _json(capsys, "--rules", "tuidao", "--option", "ghost=flip", "--seed", "3")
    wall = hupai.wall(TUIDAO.with_options(ghost="flip"), seed=3)
    assert result["indicator"] == wall.indicator == wall.tiles[0]
    assert result["wildcard_kinds"] == list(wall.wildcard_kinds)
    assert main(["wall", "--rules", "tuidao", "--option", "ghost=flip", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "indicator (翻鬼): 4s\nwildcards: 5s" in out


def test_two_player_mcr_and_jokers(capsys: pytest.CaptureFixture[str]) -> None:
    result = _json(capsys, "--rules", "mcr-2p", "--seed", "2", "--deal", "2")
    assert len(result["tiles"]) == 72  # type: ignore[arg-type]
    assert result["deal"]["hands"] == [list(h) for h in hupai.wall(MCR_2P, seed=2).deal().hands]  # type: ignore[index]
    assert main(["wall", "--rules", "basic-laizi", "--seed", "2"]) == 0
    assert " J " in capsys.readouterr().out  # a joker, as hupai's notation writes it


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--seed", "-1"], "--seed takes a whole number 0 <= N < 2**64, got -1"),
        (["--seed", str(2**64)], f"--seed takes a whole number 0 <= N < 2**64, got {2**64}"),
        (["--seed", "x"], "--seed takes a whole number, got 'x'"),
        (["--deal", "5"], "--deal takes the number of players, 2-4, got 5"),
        (["--deal", "1"], "--deal takes the number of players, 2-4, got 1"),
        (["--deal", "two"], "--deal takes a whole number, got 'two'"),
        (["--option", "ghost=flip"], "--option goes with --rules"),
        (["--rules", "tuidao", "--option", "ghost=nine"], "ghost"),
    ],
)
def test_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    assert main(["wall", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("hupai: error: ") and message in captured.err
    assert captured.err.count("\n") == 1
