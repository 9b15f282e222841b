"""hupai.batch.deals against a deal done here in pure Python from the contract's rule (the wall
contract, wall.md 3): the wall shuffled by ``_core.shuffle_order`` with deal_seed(seed, i),
then the indicator, the hands, the flowers replaced and the rest."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from collections import deque
from typing import Any, NamedTuple

import numpy as np
import pytest

import hupai
from hupai import _core
from hupai.batch import Deals, deals
from hupai.errors import ArrayShapeError, HandSizeError, HupaiError, OptionError
from hupai.rules import BASIC_LAIZI, HONGZHONG, MCR, MCR_2P, SICHUAN, TUIDAO
from hupai.rules.ruleset import RuleSet
from hupai.walls import deal_seed, rule_set_tiles

FLIP = TUIDAO.with_options(ghost="flip")
RULE_SETS = [MCR, MCR_2P, HONGZHONG, SICHUAN, TUIDAO, FLIP, BASIC_LAIZI]
FLOWERS = range(34, 42)


class Dealt(NamedTuple):
    hands: list[list[int]]
    flowers: list[int]
    indicator: int
    rest: list[int]


def deal_by_hand(
    rules: RuleSet, seed: int, players: int, hand: int = 13, extra: int = 1
) -> Dealt | None:
    """The contract's deal rule, tile by tile; None when the wall runs out."""
    wall = rule_set_tiles(rules)
    remaining = deque(wall[k] for k in _core.shuffle_order(len(wall), seed))
    if len(remaining) < players * hand + extra + 1:
        return None
    indicator = remaining.popleft() if rules.wildcards.flipped else -1
    hands = [[remaining.popleft() for _ in range(hand)] for _ in range(players)]
    hands[0] += [remaining.popleft() for _ in range(extra)]
    flowers = [0] * players
    for seat, tiles in enumerate(hands):
        while any(t in FLOWERS for t in tiles):
            tiles.remove(next(t for t in tiles if t in FLOWERS))
            flowers[seat] += 1
            if not remaining:
                return None
            tiles.append(remaining.popleft())
    return Dealt(hands, flowers, indicator, list(remaining))


def check_deal(got: Deals, i: int, want: Dealt, k: int) -> None:
    for seat, tiles in enumerate(want.hands):
        counts = np.bincount([t for t in tiles if t < 34], minlength=34)
        assert got.hands[i, seat].tolist() == counts.tolist(), (i, seat)
        assert got.jokers[i, seat] == tiles.count(42)
    assert got.flowers[i].tolist() == want.flowers
    assert got.indicator[i] == want.indicator
    assert got.rest[i].tolist() == want.rest[:k]


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.name + str(r.wildcards.flipped))
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("draws", [None, 0, 7])
def test_every_deal_is_the_rule_done_by_hand(rules: RuleSet, players: int, draws: int) -> None:
    if rules.players not in (None, players):
        pytest.skip(f"{rules.name} is dealt to {rules.players} seats only")
    seed = 20240 + players
    got = deals(40, rules, seed=seed, players=players, draws=draws)
    wall = rule_set_tiles(rules)
    flowers = sum(t in FLOWERS for t in wall)
    most = len(wall) - players * 13 - 1 - int(bool(rules.wildcards.flipped)) - flowers
    k = most if draws is None else draws
    assert got.hands.shape == (40, players, 34) and got.hands.dtype == np.uint8
    assert got.flowers.shape == got.jokers.shape == (40, players)
    assert got.indicator.shape == (40,) and got.indicator.dtype == np.int16
    assert got.rest.shape == (40, k) and got.rest.dtype == np.uint8
    assert got.seeds.dtype == np.uint64 and got.seed == seed
    for i in range(40):
        assert int(got.seeds[i]) == deal_seed(seed, i)
        want = deal_by_hand(rules, deal_seed(seed, i), players)
        assert want is not None
        check_deal(got, i, want, k)


def test_hand_sizes_and_the_rule_sets_own_players() -> None:
    got = deals(30, MCR, seed=5, players=3, hand=16, dealer_extra=3)
    for i in range(30):
        want = deal_by_hand(MCR, deal_seed(5, i), 3, 16, 3)
        assert want is not None
        check_deal(got, i, want, got.rest.shape[1])
    # Every tile is somewhere: hands, flowers, jokers, the rest, the indicator.
    assert deals(1, MCR_2P, seed=1).hands.shape == (1, 2, 34)
    assert deals(1, SICHUAN, seed=1).hands.shape == (1, 4, 34)
    one = deals(1, FLIP, seed=3)
    assert 0 <= one.indicator[0] < 34
    assert one.hands.sum() + one.rest.shape[1] + 1 == 136
    laizi = deals(200, BASIC_LAIZI, seed=3)
    assert laizi.jokers.sum() > 0 and (laizi.hands.sum(axis=2) + laizi.jokers)[:, 0].max() == 14


def test_threads_and_seeds_reproduce_the_batch() -> None:
    runs = [deals(10_000, MCR, seed=99, threads=t) for t in (1, 2, None)]
    for other in runs[1:]:
        for a, b in zip(runs[0][:6], other[:6], strict=True):
            assert np.array_equal(a, b)
    again = deals(10_000, MCR, seed=99)
    assert all(np.array_equal(a, b) for a, b in zip(runs[0][:6], again[:6], strict=True))
    assert [int(s) for s in runs[0].seeds[:5]] == [deal_seed(99, i) for i in range(5)]
    # seed=None: a seed drawn from the OS, returned, and the deals' seeds made from it.
    drawn = deals(3, MCR, seed=None)
    assert [int(s) for s in drawn.seeds] == [deal_seed(drawn.seed, i) for i in range(3)]
    assert hupai.batch.deals is deals


def test_no_deals_is_empty_arrays() -> None:
    got = deals(0, TUIDAO, seed=1, draws=5)
    assert got.hands.shape == (0, 4, 34) and got.rest.shape == (0, 5)
    assert got.seeds.shape == got.indicator.shape == (0,)


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"n": -1}, OptionError, "n must be a whole number from 0 to 2**62, got -1"),
        ({"n": 2.0}, OptionError, "n must be a whole number from 0 to 2**62, got 2.0"),
        ({"rules": "MCR"}, OptionError, "rules= takes a hupai.rules.RuleSet"),
        ({"seed": -1}, OptionError, "got -1"),
        ({"seed": 2**64}, OptionError, f"got {2**64}"),
        ({"seed": True}, OptionError, "got True"),
        ({"players": 1}, OptionError, "players must be a whole number from 2 to 4, got 1"),
        ({"players": 5}, OptionError, "players must be a whole number from 2 to 4, got 5"),
        ({"hand": 0}, OptionError, "hand must be a whole number from 1 to 16, got 0"),
        ({"hand": "13"}, OptionError, "hand must be a whole number from 1 to 16, got '13'"),
        ({"dealer_extra": 4}, OptionError, "dealer_extra must be a whole number from 0 to 3"),
        ({"draws": -1}, OptionError, "draws must be a whole number from 0 to 2**62, got -1"),
        ({"draws": 84}, OptionError, "draws=84, but only 83 tiles remain in every deal"),
        ({"threads": 0}, OptionError, "threads must be None or a whole number from 1 to 256"),
        ({"threads": 257}, OptionError, "got 257"),
    ],
)
def test_bad_arguments_are_quoted(kwargs: dict[str, object], error: type, message: str) -> None:
    args: dict[str, Any] = {"n": 2, "rules": MCR, "seed": 1} | kwargs
    with pytest.raises(error) as raised:
        deals(args.pop("n"), args.pop("rules"), **args)
    assert message in str(raised.value)
    assert isinstance(raised.value, HupaiError) and isinstance(raised.value, ValueError)


def test_running_out_of_tiles_names_the_first_deal() -> None:
    # Two-player MCR's 72 tiles to four seats of 16 and 3 more: 67 dealt, 5 left for 8 flowers
    # (a deal the public call refuses, two-player walls going to two seats: the engine's).
    seed = 3
    first = next(
        i for i in range(1000) if deal_by_hand(MCR_2P, deal_seed(seed, i), 4, 16, 3) is None
    )
    wall = bytes(rule_set_tiles(MCR_2P))
    with pytest.raises(HandSizeError, match=rf"^deal {first} \(seed {deal_seed(seed, first)}\)"):
        _core.batch_deals(wall, 1000, seed, 4, 16, 3, False, 0, 1)
    # A wall too short for the deal at all (no built-in one is): the engine says so.
    with pytest.raises(HandSizeError, match="takes 54 tiles; the wall holds 53"):
        _core.batch_deals(bytes(53), 1, 1, 4, 13, 1, True)
    with pytest.raises(ArrayShapeError, match="id 43"):
        _core.batch_deals(bytes([43] * 60), 1, 1, 4, 13, 1, False)


#: A child that deals ten million (about 4 s on one core) and says when it starts and stops.
CHILD = """
import signal, sys, time
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
signal.signal(signal.SIGINT, signal.default_int_handler)
import hupai
from hupai.batch import deals
deals(10, hupai.rules.TUIDAO, seed=1)
print("start", flush=True)
try:
    deals(10**7, hupai.rules.TUIDAO, seed=1, threads=1)
    print("done", flush=True)
except KeyboardInterrupt:
    print("interrupted", time.monotonic(), flush=True)
    print(deals(3, hupai.rules.TUIDAO, seed=1).hands.shape, flush=True)
"""


def test_ctrl_c_stops_the_deals() -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True, bufsize=1
    )
    assert child.stdout is not None
    try:
        assert child.stdout.readline().strip() == "start"
        time.sleep(0.3)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        said, at = child.stdout.readline().split()
        assert said == "interrupted"
        assert float(at) - sent < 0.5
        # The process deals again after the stop.
        assert child.stdout.readline().strip() == "(3, 4, 34)"
    finally:
        child.kill()
        child.wait()


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.name + str(r.wildcards.flipped))
def test_each_deal_replays_alone_as_hupai_wall_deals_it(rules: RuleSet) -> None:
    # A batch's deal i is hupai.wall(rules, seed=seeds[i]).deal(...): the same hands, flowers,
    # jokers, indicator and rest, so that a simulation can replay any one deal.
    seats = rules.players or 3  # two-player MCR's walls go to two seats
    got = deals(25, rules, seed=77, players=seats, hand=13, dealer_extra=1)
    for i in range(25):
        one = hupai.wall(rules, seed=int(got.seeds[i])).deal(seats, hand=13, dealer_extra=1)
        assert [one.counts(s) for s in range(seats)] == got.hands[i].tolist()
        assert [one.jokers(s) for s in range(seats)] == got.jokers[i].tolist()
        assert list(one.flowers) == got.flowers[i].tolist()
        assert (-1 if one.indicator is None else one.indicator) == got.indicator[i]
        assert list(one.rest[: got.rest.shape[1]]) == got.rest[i].tolist()


def test_a_two_player_wall_is_dealt_to_two_seats_only() -> None:
    from hupai.rules import MCR_2P

    assert deals(3, MCR_2P, seed=5).hands.shape == (3, 2, 34)
    for seats in (3, 4):
        with pytest.raises(hupai.SituationError, match=f"players={seats}: MCR_2P is played by 2"):
            deals(3, MCR_2P, seed=5, players=seats)


def test_sizes_past_memory_or_the_engine_are_clear_errors() -> None:
    with pytest.raises(OptionError, match=r"^n must be a whole number from 0 to 2\*\*62, got 184"):
        deals(2**64, seed=1)
    with pytest.raises(OptionError, match="draws must be a whole number from 0 to"):
        deals(2, seed=1, draws=10**20)
    # 2^40 deals need 150 TB, past any address space: a MemoryError that says so, never an
    # empty one beside a stray SystemError.
    with pytest.raises(MemoryError, match=r"the batch needs \d+ bytes an output"):
        deals(2**40, seed=1)
