"""The shuffle contract (wall.md 3) held three ways: the reference generator gives the page's
check values; the canonical MCR wall shuffled with seed 1 starts with the pinned tiles in both
implementations; and the engine's walls and deals are the reference's on generated (rule set,
seed) pairs and walls from random counts."""

from __future__ import annotations

import random

import pytest
from sizes import examples

import hupai
from hupai import _core
from hupai.errors import HandSizeError
from hupai.reference import wall as reference
from hupai.rules import BASIC_LAIZI, HONGZHONG, MCR, MCR_2P, SICHUAN, TUIDAO, RuleSet
from hupai.walls import counts_tiles, rule_set_tiles

#: The first 10 tiles of the canonical MCR wall (144 tiles) shuffled with seed 1: wall.md 3's
#: test vector. A change here is a new algorithm, never a fix.
MCR_SEED_1 = (8, 31, 16, 12, 3, 11, 18, 19, 24, 31)

RULE_SETS: tuple[RuleSet, ...] = (
    MCR,
    MCR_2P,
    HONGZHONG,
    SICHUAN,
    TUIDAO,
    TUIDAO.with_options(ghost="flip"),
    TUIDAO.with_options(ghost="flip2", honor_cycle="joined"),
    BASIC_LAIZI,
)


def test_check_values() -> None:
    assert reference.SplitMix64(0).next() == 0xE220A8397B1DCDAF
    g = reference.SplitMix64(1)
    assert [g.next(), g.next(), g.next()] == [
        0x910A2DEC89025CC1,
        0xBEEB8DA1658EEC67,
        0xF893A2EEFB32555E,
    ]


def test_below_rejects_the_outputs_under_the_threshold() -> None:
    # r = 3: t = 2^64 mod 3 = 1, so only the output 0 is drawn again; a power of two rejects none.
    g = reference.SplitMix64(5)
    assert all(0 <= reference.below(g, 3) < 3 for _ in range(100))
    assert reference.below(reference.SplitMix64(1), 1) == 0
    assert reference.below(reference.SplitMix64(1), 1 << 63) == 0x910A2DEC89025CC1 % (1 << 63)


def test_short_walls_draw_nothing() -> None:
    assert reference.shuffle_order(0, 7) == [] == _core.shuffle_order(0, 7)
    assert reference.shuffle_order(1, 7) == [0] == _core.shuffle_order(1, 7)


def test_the_pinned_vector() -> None:
    tiles = rule_set_tiles(MCR)
    assert len(tiles) == 144
    assert tuple(reference.shuffle(tiles, 1)[:10]) == MCR_SEED_1
    assert hupai.wall(MCR, seed=1).tiles[:10] == MCR_SEED_1
    assert tuple(hupai.shuffle(tiles, 1)[:10]) == MCR_SEED_1


def _seed(rng: random.Random) -> int:
    return rng.choice([0, 1, 2**64 - 1, 2**63, rng.randrange(1000), rng.getrandbits(64)])


def _random_counts(rng: random.Random, flowers: bool) -> list[int]:
    kinds = [rng.choice([0, 4, rng.randrange(5)]) for _ in range(34)]
    return kinds + [rng.randrange(2) if flowers else 0 for _ in range(8)]


def _agree(wall: hupai.Wall, unshuffled: tuple[int, ...], rng: random.Random) -> None:
    assert list(wall.tiles) == reference.shuffle(unshuffled, wall.seed)
    # Two-player MCR's walls are dealt to two players (test_wall holds the refusal of more).
    players = wall.rules.players or rng.randrange(2, 5)
    hand, extra = rng.choice([13, rng.randrange(1, 17)]), 1
    if rng.random() < 0.3:
        extra = rng.randrange(4)
    flips = wall.rules.wildcards.flipped > 0
    expected = reference.deal(wall.tiles, players, hand, extra, flips)
    if expected is None:
        with pytest.raises(HandSizeError):
            wall.deal(players, hand, extra)
        return
    got = wall.deal(players, hand, extra)
    assert got.hands == tuple(tuple(sorted(h)) for h in expected.hands)
    assert got.flower_tiles == expected.flowers
    assert got.flowers == tuple(len(f) for f in expected.flowers)
    assert got.rest == expected.rest
    assert got.indicator == expected.indicator == wall.indicator
    if flips:
        assert got.wildcard_kinds == wall.rules.wildcards.kinds(expected.indicator)


def test_engine_is_the_reference_on_rule_sets() -> None:
    rng = random.Random(14)
    for _ in range(examples(2000)):
        rules = rng.choice(RULE_SETS)
        wall = hupai.wall(rules, seed=_seed(rng))
        _agree(wall, rule_set_tiles(rules), rng)


def test_engine_is_the_reference_on_walls_from_counts() -> None:
    rng = random.Random(3)
    for _ in range(examples(2000)):
        rules = rng.choice(RULE_SETS)
        counts = _random_counts(rng, flowers=not rules.wildcards.flipped)
        if rules.wildcards.flipped and not any(counts):
            continue
        wall = hupai.wall(rules, counts=counts, seed=_seed(rng))
        _agree(wall, counts_tiles(counts), rng)


def test_the_engines_order_is_the_references() -> None:
    rng = random.Random(1)
    for _ in range(examples(2000)):
        n, seed = rng.choice([2, 3, 64, 136, rng.randrange(300)]), _seed(rng)
        assert _core.shuffle_order(n, seed) == reference.shuffle_order(n, seed)
