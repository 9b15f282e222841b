"""The MCR fan table: complete, consistent, and as the rule book states it."""

from __future__ import annotations

from collections import Counter

import pytest

from hupai.errors import UnknownFanError
from hupai.rules import mcr


def test_eighty_one_fans_and_the_extension() -> None:
    assert [f.id for f in mcr.FANS] == list(range(1, 83))
    official = mcr.FANS[:81]
    # Points by tier, as in the rule book: 7 at 88, 6 at 64, 2 at 48, ...
    tiers = Counter(f.points for f in official)
    assert tiers == {
        88: 7,
        64: 6,
        48: 2,
        32: 3,
        24: 9,
        16: 6,
        12: 5,
        8: 9,
        6: 7,
        4: 4,
        2: 10,
        1: 13,
    }
    assert mcr.FANS[81] == mcr.Fan(82, "明暗杠", "Concealed Kong and Melded Kong", 5, (74, 67), ())


def test_names_are_unique_and_found_either_way() -> None:
    assert len({f.zh for f in mcr.FANS}) == len({f.en for f in mcr.FANS}) == 82
    assert mcr.by_name("七对") is mcr.by_name("seven pairs") is mcr.by_id(19)
    assert mcr.by_name("Thirteen Orphans").points == 88
    with pytest.raises(KeyError):
        mcr.by_name("Nine Dragons")
    for bad in (0, 83, "19", 1.5):
        with pytest.raises(UnknownFanError, match=r"^MCR has no fan .*; its fan ids are 1-82$"):
            mcr.by_id(bad)  # type: ignore[arg-type]


def test_exclusions_name_lower_fans() -> None:
    for fan in mcr.FANS:
        for other in fan.excludes + fan.engine_excludes:
            assert other != fan.id and 1 <= other <= 82
        assert not set(fan.excludes) & set(fan.engine_excludes)


@pytest.mark.parametrize(
    ("name", "excludes"),
    [
        ("大四喜", {"三风刻", "碰碰和", "圈风刻", "门风刻", "幺九刻"}),
        ("七对", {"不求人", "门前清", "独听・单钓"}),
        ("清一色", {"无字"}),
        ("全求人", {"独听・单钓"}),
        ("妙手回春", {"自摸"}),
        ("抢杠和", {"和绝张"}),
    ],
)
def test_rule_book_exclusions(name: str, excludes: set[str]) -> None:
    assert {mcr.by_id(i).zh for i in mcr.by_name(name).excludes} == excludes
