"""hupai.wall, Wall.deal and hupai.shuffle: the walls of wall.md 1 and 2, the deal rule of
docs/walls.md (flowers replaced, the indicator at position 0, the dealer's extra tile) and
every refusal with its message."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np
import pytest

import hupai
from hupai.errors import HandSizeError, OptionError, TileCountError, UnknownTileError
from hupai.rules import BASIC_LAIZI, HONGZHONG, MCR, MCR_2P, SICHUAN, TUIDAO
from hupai.walls import ALGORITHM, counts_tiles, rule_set_tiles

FLIP = TUIDAO.with_options(ghost="flip")


# The walls of wall.md 1: sizes, and a shuffle that keeps every tile.
@pytest.mark.parametrize(
    ("rules", "size"),
    [(MCR, 144), (MCR_2P, 72), (HONGZHONG, 112), (SICHUAN, 108), (TUIDAO, 136), (FLIP, 136),
     (BASIC_LAIZI, 140)],
)  # fmt: skip
def test_a_rule_sets_wall(rules: hupai.rules.RuleSet, size: int) -> None:
    wall = hupai.wall(rules, seed=99)
    assert len(wall) == size
    assert sorted(wall.tiles) == list(rule_set_tiles(rules))
    assert wall.seed == 99 and wall.algorithm == ALGORITHM == "splitmix64-fisher-yates-v1"
    assert wall.rules is rules
    assert hupai.wall(rules, seed=99) == wall


def test_the_default_is_mcr_with_an_os_seed_returned() -> None:
    wall = hupai.wall()
    assert wall.rules is MCR and 0 <= wall.seed < 2**64
    assert hupai.wall(seed=wall.seed).tiles == wall.tiles


def test_a_wall_is_immutable() -> None:
    wall = hupai.wall(seed=1)
    with pytest.raises(AttributeError):
        wall.seed = 2  # type: ignore[misc]
    assert isinstance(wall.tiles, tuple)


# Walls from counts (wall.md 2): three input forms, canonical order whatever the input's.
def test_counts_as_42_numbers() -> None:
    counts = [0] * 42
    counts[0], counts[33], counts[34] = 4, 2, 1
    assert counts_tiles(counts) == (0, 0, 0, 0, 33, 33, 34)
    assert sorted(hupai.wall(counts=counts, seed=5).tiles) == [0, 0, 0, 0, 33, 33, 34]


def test_counts_by_tile_in_any_order() -> None:
    assert counts_tiles({"C": 1, "1m": 2, 34: 1, "夏": 1}) == (0, 0, 33, 34, 35)
    assert counts_tiles({"中": 3, 0: 1}) == counts_tiles({0: 1, 33: 3}) == (0, 33, 33, 33)


def test_counts_by_seed_003_category() -> None:
    tiles = counts_tiles({"m": 4, "dragons": 1, "flowers": 1})
    assert tiles == tuple([k for k in range(9) for _ in range(4)] + [31, 32, 33, *range(34, 42)])
    assert len(counts_tiles({"m": 4, "p": 4, "s": 4, "winds": 4, "dragons": 4})) == 136


@pytest.mark.parametrize(
    ("counts", "error", "message"),
    [
        ([5] + [0] * 41, TileCountError, "counts give 1m 5 copies: a kind has 0-4"),
        ([0] * 34 + [2] + [0] * 7, TileCountError, "counts give 1f 2 copies"),
        ([-1] + [0] * 41, TileCountError, "counts give 1m -1 copies"),
        ([4] * 34, TileCountError, "42 numbers (34 kinds, 8 flowers), got 34"),
        ({"m": 5}, TileCountError, "counts give 'm' 5 copies"),
        ({"flowers": 2}, TileCountError, "counts give 'flowers' 2 copies: a kind has 0-4"),
        ({"1m": 1.5}, TileCountError, "counts give '1m' 1.5: a count is a whole number"),
        ({"1m": True}, TileCountError, "counts give '1m' True"),
        ({"1m": 1, 0: 2}, TileCountError, "counts give 1m twice: '1m' and 0"),
        ({"xx": 1}, UnknownTileError, "counts key 'xx'"),
        ({"m": 1, "1p": 1}, UnknownTileError, "category keys go alone"),
        ("123m", TileCountError, "counts are 42 numbers, a mapping"),
        (7, TileCountError, "got 7"),
    ],
)
def test_counts_refused(counts: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=re.escape(message)):
        hupai.wall(counts=counts, seed=1)


def test_a_flipping_rule_set_refuses_flowers_and_an_empty_wall() -> None:
    with pytest.raises(TileCountError, match="a flower cannot be"):
        hupai.wall(FLIP, counts={"m": 4, "flowers": 1}, seed=1)
    with pytest.raises(HandSizeError, match="the wall is empty"):
        hupai.wall(FLIP, counts=[0] * 42, seed=1)


# Seeds (wall.md 3): 0 <= seed < 2^64, quoted otherwise.
@pytest.mark.parametrize("seed", [-1, 2**64, 1.0, True, "1", [1]])
def test_a_seed_out_of_range_is_refused(seed: object) -> None:
    with pytest.raises(OptionError, match=r"seed must be a whole number 0 <= seed < 2\*\*64"):
        hupai.wall(seed=seed)  # type: ignore[arg-type]
    with pytest.raises(OptionError, match="seed must be"):
        hupai.shuffle([1, 2, 3], seed)  # type: ignore[arg-type]


def test_the_seed_edges_and_numpy_integers() -> None:
    assert hupai.wall(seed=2**64 - 1).seed == 2**64 - 1
    assert hupai.wall(seed=np.uint64(7)).tiles == hupai.wall(seed=7).tiles  # type: ignore[arg-type]


def test_rules_must_be_a_rule_set() -> None:
    with pytest.raises(OptionError, match="rules is a rule set"):
        hupai.wall("mcr", seed=1)  # type: ignore[arg-type]


# hupai.shuffle: any sequence, a new list, a seed required.
def test_shuffle_any_sequence() -> None:
    items = ["a", "b", "c", "d", "e"]
    shuffled = hupai.shuffle(items, 3)
    assert sorted(shuffled) == items and items == ["a", "b", "c", "d", "e"]
    assert hupai.shuffle(tuple(items), 3) == shuffled == hupai.shuffle(np.array(items), 3)
    assert list(hupai.wall(seed=8).tiles) == hupai.shuffle(rule_set_tiles(MCR), 8)
    assert hupai.shuffle([], 1) == []


def test_shuffle_needs_a_seed_and_a_sequence() -> None:
    with pytest.raises(OptionError, match="hupai.shuffle needs a seed"):
        hupai.shuffle([1, 2], None)  # type: ignore[arg-type]
    for tiles in ("123m", {1, 2}, {1: 2}, 5):
        with pytest.raises(OptionError, match="hupai.shuffle takes a sequence"):
            hupai.shuffle(tiles, 1)  # type: ignore[arg-type]


# The deal rule.
def test_the_dealer_gets_the_extra_tile_and_the_seats_take_in_turn() -> None:
    wall = hupai.wall(SICHUAN, seed=11)
    deal = wall.deal()
    assert deal.players == 4
    assert [len(h) for h in deal.hands] == [14, 13, 13, 13]
    assert deal.hands[0] == tuple(sorted(wall.tiles[:13] + (wall.tiles[52],)))
    assert deal.hands[1] == tuple(sorted(wall.tiles[13:26]))
    assert deal.rest == wall.tiles[53:] and deal.flowers == (0, 0, 0, 0)
    assert deal.indicator is None and deal.wildcard_kinds == ()
    short = wall.deal(3, hand=10, dealer_extra=0)
    assert [len(h) for h in short.hands] == [10, 10, 10] and len(short.rest) == 78


def test_two_player_mcr_deals_to_two() -> None:
    assert hupai.wall(MCR_2P, seed=4).deal().players == 2
    assert hupai.wall(MCR, seed=4).deal().players == 4


def test_flowers_are_set_aside_and_replaced_from_the_front() -> None:
    # A wall laid out by hand: seat 0's hand holds two flowers, and its first replacement is a
    # flower too; seat 1's a flower drawn after seat 0's replacements.
    found = next(s for s in range(1000) if _flowers_in(hupai.wall(seed=s).deal(2, 13, 1)))
    wall = hupai.wall(seed=found)
    deal = wall.deal(2, 13, 1)
    front = 27
    for seat in range(2):
        taken = wall.tiles[seat * 13 : (seat + 1) * 13] + (wall.tiles[26:27] if seat == 0 else ())
        aside = [t for t in taken if t >= 34]
        kept = [t for t in taken if t < 34]
        missing = len(aside)
        while missing:
            t, front = wall.tiles[front], front + 1
            (aside if t >= 34 else kept).append(t)
            missing -= t < 34
        assert deal.hands[seat] == tuple(sorted(kept))
        assert deal.flower_tiles[seat] == tuple(aside)
        assert deal.flowers[seat] == len(aside)
    assert deal.rest == wall.tiles[front:]
    assert all(t < 34 for hand in deal.hands for t in hand)
    assert sum(deal.flowers) + sum(map(len, deal.hands)) + len(deal.rest) == 144


def _flowers_in(deal: hupai.Deal) -> bool:
    return deal.flowers[0] >= 2 and deal.flowers[1] >= 1


def test_a_flipping_rule_set_shows_position_0_as_the_indicator() -> None:
    wall = hupai.wall(FLIP, seed=21)
    assert wall.indicator == wall.tiles[0]
    assert wall.wildcard_kinds == FLIP.wildcards.kinds(wall.tiles[0])
    deal = wall.deal()
    assert deal.indicator == wall.indicator and deal.wildcard_kinds == wall.wildcard_kinds
    assert deal.hands[0] == tuple(sorted(wall.tiles[1:14] + (wall.tiles[53],)))
    assert deal.rest == wall.tiles[54:]
    assert hupai.wall(HONGZHONG, seed=21).wildcard_kinds == (33,)
    assert hupai.wall(HONGZHONG, seed=21).indicator is None


def test_counts_jokers_and_draw() -> None:
    deal = hupai.wall(BASIC_LAIZI, seed=3).deal()
    assert sum(deal.jokers(s) for s in range(4)) + deal.rest.count(42) == 4
    for seat in range(4):
        assert sum(deal.counts(seat)) + deal.jokers(seat) == len(deal.hands[seat])
        assert Counter(deal.hands[seat]) == Counter(
            [k for k, n in enumerate(deal.counts(seat)) for _ in range(n)]
            + [42] * deal.jokers(seat)
        )
    assert deal.draw(3) == deal.rest[:3] and deal.draw(0) == ()


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda w: w.deal(5), "players is a whole number 2-4, got 5"),
        (lambda w: w.deal(1), "players is a whole number 2-4, got 1"),
        (lambda w: w.deal(4, 0), "hand is a whole number 1-16, got 0"),
        (lambda w: w.deal(4, 17), "hand is a whole number 1-16, got 17"),
        (lambda w: w.deal(4, 13, 4), "dealer_extra is a whole number 0-3, got 4"),
        (lambda w: w.deal(4, 13, True), "dealer_extra is a whole number 0-3, got True"),
        (lambda w: w.deal("4"), "players is a whole number 2-4, got '4'"),
        (lambda w: w.deal().counts(4), "seat is 0 to 3, got 4"),
        (lambda w: w.deal().draw(-1), "draw takes a whole number of tiles >= 0, got -1"),
    ],
)
def test_deal_options_refused(call: object, message: str) -> None:
    with pytest.raises(OptionError, match=re.escape(message)):
        call(hupai.wall(seed=1))  # type: ignore[operator]


def test_a_deal_longer_than_the_wall() -> None:
    short = hupai.wall(counts={"m": 4}, seed=1)
    message = (
        "a deal of 4 hands of 16 tiles, 3 more for the dealer needs 67 tiles; the wall holds 36"
    )
    with pytest.raises(HandSizeError, match=re.escape(message)):
        short.deal(4, 16, 3)
    flip = hupai.wall(FLIP, counts={"m": 4}, seed=1)
    message = "3 hands of 12 tiles, 0 more for the dealer and an indicator needs 37 tiles"
    with pytest.raises(HandSizeError, match=re.escape(message)):
        flip.deal(3, 12, 0)
    assert len(flip.deal(2, 16, 3).rest) == 0
    deal = hupai.wall(MCR_2P, seed=1).deal()
    message = f"draw(100): the rest of the wall holds {len(deal.rest)} tiles"
    with pytest.raises(HandSizeError, match=re.escape(message)):
        deal.draw(100)


def test_flower_replacements_that_run_out() -> None:
    wall = hupai.wall(counts=[4] + [0] * 33 + [1] * 8, seed=1)
    with pytest.raises(HandSizeError, match="run out replacing seat"):
        wall.deal(2, 5, 0)


def test_a_two_player_wall_is_dealt_to_two_players_only() -> None:
    made = hupai.wall(MCR_2P, seed=4)
    assert made.deal(2) == made.deal()
    for players in (3, 4):
        with pytest.raises(hupai.SituationError, match=f"players={players}: MCR_2P is played by 2"):
            made.deal(players)
    # A table of 2-4 may deal any rule set without a number of players.
    assert hupai.wall(MCR, seed=4).deal(2).players == 2
