"""The two-player request reader (mcr2p.md 2-3): every impossible situation refused with
its flags and why, every flag and every worked example read as the pages mean them."""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
from typing import Any

import numpy as np
import pytest
from mcr2p_reading import WON_ON_HELD, WON_ON_NEW, read, without
from mcr2p_rows import request_of, rows

from hupai.errors import HupaiError, NotWinningError, OptionError, SituationError
from hupai.rules.two_player import MCR_2P, MCR_2P_V3
from hupai.scoring.example_notation import parse_example
from hupai.scoring.mcr2p_request import (
    DECLARED,
    HEAVENLY,
    NOT_READY,
    TwoPlayerRequest,
    not_winning_two_player,
    read_two_player_request,
)
from hupai.tiles import EAST, WEST, to_counts

HH, EH, HU = "heavenly_hand (天胡)", "earthly_hand (地胡)", "human_hand (人胡)"
HAND, NEW = "123456789m1112z +2z |", "23m456m789m111z22z +1m |"
KONG, FACE = "{1111z} 123456789m2z +2z |", "[111z] 123456789m2z +2z |"

# Every impossible situation of mcr2p.md 3, and the decisions of mcr2p_situation's notes: the
# example, what the message opens with (the flags), and a pattern of why.
IMPOSSIBLE = [
    # 天胡: the dealer's self-drawn win on the dealt tiles.
    (f"{HAND} tsumo seat=W heavenly_hand", HH, "is the dealer's .*seat_wind must be E, got 'W'"),
    (f"{HAND} heavenly_hand", HH, "give self_drawn=True"),
    (f"{KONG} tsumo heavenly_hand", HH, r"no declared meld .*the concealed kong \[1111z\]"),
    (f"{FACE} tsumo heavenly_hand", HH, r"no declared meld .*got \[111z\]"),
    (f"{HAND} tsumo kong heavenly_hand", HH, "not with kong"),
    (f"{HAND} tsumo ready heavenly_hand", HH, r"not with ready='declared' \(报听\)"),
    (f"{HAND} tsumo heavenly_ready heavenly_hand", HH, r"not with ready='heavenly' \(天听\)"),
    (f"{HAND} tsumo last_tile heavenly_hand", HH, "not with last_tile: .*the wall is full"),
    (f"{NEW} tsumo last_copy heavenly_hand", HH, r"not with last_copy \(和绝张\)"),
    # 地胡: the non-dealer's self-drawn win on its first draw.
    (f"{HAND} tsumo earthly_hand", EH, "is the non-dealer's .*seat_wind must be W, got 'E'"),
    (f"{HAND} seat=W earthly_hand", EH, "give self_drawn=True .*first discard is human_hand"),
    (f"{KONG} tsumo seat=W earthly_hand", EH, r"the concealed kong \[1111z\]"),
    ("[123m] 456789m1112z +2z | tsumo seat=W earthly_hand", EH, r"no declared .*\[123m\]"),
    (f"{KONG} tsumo kong seat=W earthly_hand", EH, "no declared meld"),
    (f"{HAND} tsumo kong seat=W earthly_hand", EH, "not with kong"),
    (f"{HAND} tsumo ready seat=W earthly_hand", EH, r"not with ready='declared' \(报听\)"),
    (f"{HAND} tsumo last_tile seat=W earthly_hand", EH, "not with last_tile"),
    (f"{NEW} tsumo last_copy seat=W earthly_hand", EH, "not with last_copy"),
    # 人胡 (V3): the non-dealer's win on the dealer's first discard.
    (f"{HAND} human_hand", HU, "is the non-dealer's .*seat_wind must be W, got 'E'"),
    (f"{HAND} tsumo seat=W human_hand", HU, "not with self_drawn"),
    (f"{FACE} seat=W human_hand", HU, r"no declared meld .*got \[111z\]"),
    (f"{KONG} seat=W human_hand", HU, r"the concealed kong \[1111z\]"),
    (
        f"{NEW} kong seat=W human_hand",
        HU,
        r"not with kong: robbing a kong \(抢杠胡\) is no discard",
    ),
    (f"{HAND} ready seat=W human_hand", HU, "not with ready='declared'"),
    (f"{HAND} last_tile seat=W human_hand", HU, "not with last_tile"),
    (f"{NEW} last_copy seat=W human_hand", HU, "not with last_copy"),
    # At most one first-turn win.
    (f"{HAND} tsumo heavenly_hand earthly_hand", f"{HH} and {EH}", ": at most one first-turn"),
    (f"{HAND} seat=W earthly_hand human_hand", f"{EH} and {HU}", ": at most one"),
    (f"{HAND} heavenly_hand human_hand", f"{HH} and {HU}", ": at most one"),
    # The kong flag and the last copy.
    (f"{HAND} tsumo kong", "kong with self_drawn (杠上开花", "needs a declared kong; .*none"),
    (f"{FACE} tsumo kong", "kong with self_drawn", "needs a declared kong"),
    (f"{HAND} kong", "kong on a discard (抢杠胡, robbing a kong)", "a 2z is among the standing"),
    ("[123m] 456m789m11z23m +1m | kong", "kong on a discard", r"a 1m is in the meld \[123m\]"),
    (f"{HAND} last_copy", "last_copy (和绝张)", "other three .*but a copy of 2z is .*standing"),
    (f"{HAND} tsumo last_copy", "last_copy (和绝张)", "a copy of 2z is among the standing"),
]


@pytest.mark.parametrize(("example", "flags", "why"), IMPOSSIBLE)
def test_an_impossible_situation_is_refused_naming_its_flags(
    example: str, flags: str, why: str
) -> None:
    with pytest.raises(SituationError, match=f"^{re.escape(flags)}.*{why}"):
        read(example)


# Each refused combination, less the flag that makes it impossible, is read.
POSSIBLE = [
    "123456789m1112z +2z | tsumo heavenly_hand",
    "123456789m1112z +2z | tsumo seat=W earthly_hand",
    "123456789m1112z +2z | tsumo seat=W heavenly_ready earthly_hand",
    "123456789m1112z +2z | seat=W human_hand",
    "123456789m1112z +2z | seat=W heavenly_ready human_hand",
    "[1111z] 123456789m2z +2z | tsumo kong",
    "{1111z} 123456789m2z +2z | tsumo kong last_tile",
    "[111m] 23m456m789m22z +1m | tsumo last_copy",
    "23m456m789m111z22z +1m | kong",
    "23m456m789m111z22z +1m | kong last_tile last_copy",
    "23m456m789m111z22z +1m | tsumo last_copy heavenly_ready seat=W",
]


@pytest.mark.parametrize("example", POSSIBLE)
def test_a_possible_situation_is_read(example: str) -> None:
    assert read(example) == request_of(example)


def _possible(hand: str, flags: dict[str, Any]) -> bool:
    """mcr2p.md 3 and the module's decisions, restated for the exhaustive test."""
    e = parse_example(hand)
    sd, kg, ready = flags["self_drawn"], flags["kong"], flags["ready"]
    win = to_counts(e.win_tile).index(1)
    held = to_counts(e.hand)[win] > 0
    in_melds = any(win in m.tiles for m in e.melds)
    first = [f for f in ("heavenly_hand", "earthly_hand", "human_hand") if flags[f]]
    if len(first) > 1:
        return False
    if first:
        west = flags["seat_wind"] == "W"
        seat_ok = west if first[0] != "heavenly_hand" else not west
        ready_ok = ready is None or (ready == "heavenly" and first[0] != "heavenly_hand")
        drawn_ok = sd != (first[0] == "human_hand")
        quiet = not (e.melds or kg or flags["last_tile"] or flags["last_copy"])
        if not (seat_ok and ready_ok and drawn_ok and quiet):
            return False
    if kg and sd and not any(m.kind == "kong" for m in e.melds):
        return False
    if kg and not sd and (held or in_melds):
        return False
    return not (flags["last_copy"] and held)


HANDS = [WON_ON_HELD, WON_ON_NEW, "{1111z} 23m456m789m55z +1m", "[123m] 456m789m11z23m +1m"]
NAMES = ("self_drawn", "last_copy", "kong", "last_tile", "heavenly_hand", "earthly_hand")


def test_every_combination_of_flags_is_read_or_refused_as_mcr2p_md_3_says() -> None:
    checked = refused = 0
    for hand in HANDS:
        for bits in itertools.product((False, True), repeat=len(NAMES) + 1):
            for seat, ready in itertools.product(("E", "W"), (None, "declared", "heavenly")):
                flags: dict[str, Any] = dict(zip(NAMES + ("human_hand",), bits, strict=True))
                flags |= {"seat_wind": seat, "ready": ready}
                checked += 1
                if _possible(hand, flags):
                    got = read(hand.split("|")[0], **flags)
                    assert got.seat_wind == (WEST if seat == "W" else EAST)
                    assert got.ready == {None: 0, "declared": 1, "heavenly": 2}[ready]
                    assert all(getattr(got, n) == flags[n] for n in flags if n in NAMES)
                    assert got.human_hand == flags["human_hand"]
                else:
                    refused += 1
                    with pytest.raises(SituationError):
                        read(hand.split("|")[0], **flags)
    assert 0 < refused < checked


@pytest.mark.parametrize(
    ("flag", "zh", "keywords"),
    [
        (83, "天胡", {"self_drawn": True, "heavenly_hand": True}),
        (84, "地胡", {"self_drawn": True, "seat_wind": "W", "earthly_hand": True}),
        (90, "天听", {"ready": "heavenly"}),
        (91, "报听", {"ready": "declared"}),
    ],
)
def test_a_flag_whose_fan_the_table_lacks_is_refused(flag: int, zh: str, keywords: Any) -> None:
    lacking = without(MCR_2P, flag)
    name = f"{lacking.name} has no {zh} fan; MCR_2P and MCR_2P_V3 have it"
    with pytest.raises(SituationError, match=rf"\({zh}\): {name}"):
        read(WON_ON_NEW, rules=lacking, **keywords)
    read(WON_ON_NEW, rules=MCR_2P, **keywords)


def test_human_hand_is_refused_under_mcr_2p_naming_the_preset_that_has_it() -> None:
    with pytest.raises(
        SituationError, match=r"human_hand=True \(人胡\): MCR_2P has no 人胡 fan; MCR_2P_V3 has it"
    ):
        read(WON_ON_HELD, rules=MCR_2P, seat_wind="W", human_hand=True)
    assert read(WON_ON_HELD, rules=MCR_2P_V3, seat_wind="W", human_hand=True).human_hand


@pytest.mark.parametrize(
    ("keywords", "field", "value"),
    [
        ({}, "seat_wind", EAST),
        *(({"seat_wind": s}, "seat_wind", EAST) for s in ("E", "1z", "东", "F1", 27, np.int64(27))),
        *(({"seat_wind": s}, "seat_wind", WEST) for s in ("W", "3z", "西", "西风", 29)),
        ({}, "ready", NOT_READY),
        ({"ready": "none"}, "ready", NOT_READY),
        ({"ready": False}, "ready", NOT_READY),
        ({"ready": "declared"}, "ready", DECLARED),
        ({"ready": True}, "ready", DECLARED),
        ({"ready": np.bool_(True)}, "ready", DECLARED),
        ({"ready": "heavenly"}, "ready", HEAVENLY),
        ({"self_drawn": True}, "self_drawn", True),
        ({"self_drawn": np.bool_(True)}, "self_drawn", True),
        ({"self_drawn": False}, "self_drawn", False),
        ({"last_tile": True}, "last_tile", True),
        ({"last_copy": True}, "last_copy", True),
        ({"kong": True}, "kong", True),
        ({"flowers": 8}, "flowers", 8),
        ({"flowers": np.int8(3)}, "flowers", 3),
        ({"self_drawn": True, "heavenly_hand": True}, "heavenly_hand", True),
        ({"self_drawn": True, "seat_wind": "W", "earthly_hand": True}, "earthly_hand", True),
        ({"seat_wind": "W", "human_hand": True}, "human_hand", True),
    ],
)
def test_each_keyword_is_read(keywords: dict[str, Any], field: str, value: object) -> None:
    got, base = read(WON_ON_NEW, **keywords), request_of(WON_ON_NEW)
    assert getattr(got, field) == value
    others = set(TwoPlayerRequest._fields) - set(keywords) - {field}
    assert {f: getattr(got, f) for f in others} == {f: getattr(base, f) for f in others}


@pytest.mark.parametrize(
    ("keywords", "error", "message"),
    [
        ({"ready": "yes"}, SituationError, "ready is None, 'declared' or 'heavenly'"),
        ({"ready": 1}, SituationError, "ready is None, 'declared' or 'heavenly'"),
        ({"flowers": 9}, SituationError, "flowers must be 0-8"),
        ({"self_drawn": 1}, OptionError, "self_drawn must be True or False"),
        ({"human_hand": "yes"}, OptionError, "human_hand must be True or False"),
        ({"heavenly_hand": 1}, OptionError, "heavenly_hand must be True or False"),
    ],
)
def test_a_value_out_of_range_is_refused(
    keywords: Any, error: type[HupaiError], message: str
) -> None:
    with pytest.raises(error, match=message):
        read(WON_ON_NEW, **keywords)


def test_the_whole_request_is_as_given() -> None:
    got = read("[1111z] 123456789m2z +2z | tsumo kong last_tile seat=W heavenly_ready flowers=3")
    melds = parse_example("[1111z] +2z").melds
    standing = to_counts("123456789m2z")
    assert got == TwoPlayerRequest(
        tuple(standing), 28, melds, True, False, True, True, WEST, HEAVENLY, False, False, False, 3
    )


def test_every_worked_example_reads_as_the_rows_read_it() -> None:
    found = rows()
    assert len(found) > 100
    for row in found:
        assert read(row.example, rules=row.rules) == request_of(row.example) == row.request, row


def test_a_hand_that_does_not_win_is_named() -> None:
    request = read("[123m] 456m789m11z23z +4z")
    err = not_winning_two_player(request)
    assert isinstance(err, NotWinningError)
    assert str(err) == "hand [123m] 456789m1123z +4z is not a winning hand"
    dealt = read_two_player_request(
        "123456789m11357z", rules=MCR_2P, self_drawn=True, heavenly_hand=True
    )
    assert str(not_winning_two_player(dealt)) == (
        "hand 123456789m11357z (heavenly_hand: the 14 dealt tiles, any of them the winning tile) "
        "is not a winning hand"
    )


def test_the_reader_never_loads_the_native_module() -> None:
    program = (
        "import sys\n"
        "from hupai.rules.two_player import MCR_2P_V3\n"
        "from hupai.scoring.mcr2p_request import read_two_player_request\n"
        "r = read_two_player_request('123m456m789m1112z', rules=MCR_2P_V3, win_tile='2z',"
        " seat_wind='W', human_hand=True)\n"
        "assert r.human_hand and r.seat_wind == 29, r\n"
        "assert 'hupai._core' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", program], check=True)
