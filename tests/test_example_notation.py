"""The rule pages' example notation (hupai.scoring.example_notation): what it reads, and each
part it refuses, named, rather than skipped or read twice."""

from __future__ import annotations

import pytest

from hupai.errors import NotationError
from hupai.melds import Meld
from hupai.scoring.example_notation import parse_example


def test_a_hand_with_melds_flags_and_options() -> None:
    e = parse_example("[123m][555z]{1111s} 45m99m +6m | tsumo seat=W flowers=2 duanyao")
    assert (e.hand, e.win_tile) == ("45m99m", "6m")
    assert e.melds == (
        Meld("chow", (0, 1, 2), declared=True),
        Meld("pung", (31, 31, 31), declared=True),
        Meld("kong", (18,) * 4, concealed=True, declared=True),
    )
    assert e.situation == {"self_drawn": True, "seat_wind": "W", "flowers": 2}
    assert e.options == {"duanyao": True}


def test_the_winning_tile_may_follow_the_tiles_without_a_space() -> None:
    assert parse_example("123m456m789m111z2z+2z|tsumo") == parse_example(
        "123m456m789m111z2z +2z | tsumo"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("123m456m789m111z2z + 2z", r"unexpected '\+' at position 19"),
        ("[123m 456m +2z", r"unexpected '\[' at position 0"),
        ("123m]456m +2z", r"unexpected '\]' at position 4"),
        ("123m456m +2z}", r"unexpected '\}' at position 12"),
        ("123m456m789m111z2z | tsumo", r"no winning tile \(\+X\)"),
        ("123m +2z +3z", "two winning tiles"),
        ("123m +2z | seat=W seat=E", "'seat=E' sets seat_wind a second time"),
        ("123m +2z | ready heavenly_ready", "'heavenly_ready' sets ready a second time"),
        ("123m +2z | flowers=2 flowers=3", "'flowers=3' sets flowers a second time"),
        ("123m +2z | tsumo tsumo", "'tsumo' sets self_drawn a second time"),
        ("123m +2z | ghost=flip ghost=white", "'ghost=white' sets ghost a second time"),
        ("123m +2z | flowers=x", "flowers='x'"),
        ("123m +2z | sky", "unknown flag 'sky'"),
    ],
)
def test_each_part_it_cannot_read_is_named(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_example(text)
