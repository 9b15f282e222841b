"""Two-player MCR against four-player MCR's engine: on two-player hands without the flags and
fans only two-player MCR has, MCR_2P's fans are MCR's restricted to the shared table, fan for
fan with their counts, but where mcr2p.md names a different rule (the named tests below).

MCR scores the hand with its own options as two-player MCR reads the situation: 暗杠 and 明杠
rather than the engine's 明暗杠, and the round wind the seat's, whose 圈风刻 (no fan here) is
dropped. Both are compared on the reading two-player MCR chose: MCR's engine's answer where
it chose the same reading, else MCR's reference scorer's fans of that reading (the reference
equals the engine, tests/test_mcr_*). 5,000 hands in the long run."""

from __future__ import annotations

from collections import Counter

import pytest
from mcr2p_hands import two_player_hands
from sizes import LONG, hands

import hupai
from hupai.decomposition import Decomposition
from hupai.reference.mcr import special_forms as special
from hupai.reference.mcr.score import regular_fans
from hupai.reference.mcr.win_fans import unique_wait
from hupai.rules import MCR, MCR_2P
from hupai.scoring import read_score_request
from hupai.scoring.mcr2p_engine import score_two_player_request
from hupai.scoring.mcr2p_request import NOT_READY, TwoPlayerRequest
from hupai.scoring.request import ScoreRequest

FOUR_PLAYER = MCR.with_options(concealed_and_melded_kong=False)
#: MCR fan id -> MCR_2P fan id, for the fans the tables share.
SHARED = {f.predicate: f.id for f in MCR_2P.fans if f.mcr_id is not None}
#: MCR fans two-player hands hold that MCR_2P lacks: 圈风刻 (the round wind is the seat's
#: here) and 无字 (No Honors); any other MCR fan outside the shared table fails the test.
MCR_ONLY = {60, 76}
#: The documented differences (mcr2p.md 6), by MCR_2P ids: beside the first fan MCR_2P
#: leaves out fans MCR's engine counts. 连七对 (6) leaves out 自摸 (60), as the seed's text
#: says; 九莲宝灯 (3) leaves out 自摸, as the seed says, and 幺九刻 (55), as the rule book
#: does and the engine does not.
LEFT_OUT = {6: {60}, 3: {55, 60}}
MCR_NINE_GATES = 4


def _four_player(r: TwoPlayerRequest) -> ScoreRequest:
    return read_score_request(
        list(r.standing), win_tile=r.win_tile, melds=r.melds, self_drawn=r.self_drawn,
        last_copy=r.last_copy, kong=r.kong, last_tile=r.last_tile, seat_wind=r.seat_wind,
        prevalent_wind=r.seat_wind, flowers=r.flowers,
    )  # fmt: skip


def _same_reading(a: Decomposition | None, b: Decomposition | None) -> bool:
    return a is not None and b is not None and a.form == b.form and (
        sorted(map(str, a.melds)), a.pair) == (sorted(map(str, b.melds)), b.pair)  # fmt: skip


def mcr_fans_on(r: TwoPlayerRequest, reading: Decomposition) -> dict[int, int]:
    """MCR's fans (MCR ids: counts) of the hand on ``reading``."""
    request = _four_player(r)
    scored = hupai.score(request, rules=FOUR_PLAYER)
    whole = any(f.id == MCR_NINE_GATES for f in scored.fans)
    if whole or _same_reading(scored.decomposition, reading) or reading.form != "regular":
        # Nine gates and seven pairs are MCR forms of their own, the engine's whatever its
        # reading.
        return {f.id: f.count for f in scored.fans}
    standing = list(r.standing)
    standing[r.win_tile] += 1
    tiles = Counter({t: c for t, c in enumerate(standing) if c})
    declared = Counter(t for m in r.melds for t in m.tiles)
    given = special.WinFlags(r.self_drawn, r.last_copy, r.kong, r.last_tile)
    kong = any(m.kind == "kong" for m in r.melds)
    flags = special.correct_flags(given, tiles, declared, r.win_tile, kong)
    fans = regular_fans(reading, request, flags, unique_wait(request.standing, r.win_tile),
                        FOUR_PLAYER)  # fmt: skip
    if r.flowers:
        fans[81] = r.flowers
    return FOUR_PLAYER.settle(fans)


def restricted(fans: dict[int, int]) -> dict[int, int]:
    """MCR's fans as MCR_2P ids; an MCR fan neither shared nor in MCR_ONLY is an error."""
    unknown = set(fans) - set(SHARED) - MCR_ONLY
    assert not unknown, f"MCR fans {sorted(unknown)} on a two-player hand"
    return {SHARED[f]: c for f, c in fans.items() if f in SHARED}


def _compared(count: int, seed: int) -> int:
    compared = 0
    for r in two_player_hands(count, MCR_2P, seed=seed):
        r = r._replace(ready=NOT_READY, heavenly_hand=False, earthly_hand=False,
                       human_hand=False)  # fmt: skip
        two = score_two_player_request(r, MCR_2P)
        mine = {f.id: f.count for f in two.fans}
        if any(f.fan.mcr_id is None for f in two.fans):
            continue  # a two-player-only fan
        assert two.decomposition is not None
        theirs = restricted(mcr_fans_on(r, two.decomposition))
        for fan, left_out in LEFT_OUT.items():
            if fan in mine:
                theirs = {f: c for f, c in theirs.items() if f not in left_out}
        assert mine == theirs, r
        compared += 1
    return compared


def test_two_player_fans_are_mcrs_on_the_shared_table() -> None:
    compared = _compared(hands(7500, 600), seed=11)
    # The long run compares at least 5,000 hands (about a third have 二五八将 or another
    # two-player-only fan, or a first-turn flag, and are left out).
    assert compared >= (5000 if LONG else 300)


def _request(example: str) -> TwoPlayerRequest:
    from mcr2p_rows import request_of

    return request_of(example)


def test_seven_shifted_pairs_leave_out_self_drawn_unlike_mcr() -> None:
    # mcr2p.md 6 (连七对's row): the seed's text leaves out 自摸, MCR keeps it.
    r = _request("2233445566778m +8m | tsumo")
    two = score_two_player_request(r, MCR_2P)
    assert [f.zh for f in two.fans] == ["连七对", "断幺"]
    assert two.decomposition is not None
    mcr = mcr_fans_on(r, two.decomposition)
    assert mcr == {6: 1, 68: 1, 80: 1}  # 连七对 断幺 自摸


def test_nine_gates_leave_out_the_terminal_pung_unlike_mcrs_engine() -> None:
    # mcr2p.md 6 (九莲宝灯's row: +MCR 幺九刻): the rule book leaves out 幺九刻 beside
    # 九莲宝灯, MCR's engine counts the 999m pung's; both score the reading's 双暗刻, and
    # 二五八将 is two-player MCR's own.
    r = _request("1112345678999m +5m")
    two = score_two_player_request(r, MCR_2P)
    assert [f.zh for f in two.fans] == ["九莲宝灯", "双暗刻", "二五八将"]
    assert two.decomposition is not None
    assert mcr_fans_on(r, two.decomposition) == {4: 1, 66: 1, 73: 1}  # 九莲宝灯 双暗刻 幺九刻
    # Self-drawn: the seed's 九莲宝灯 leaves out 自摸 too; MCR's engine keeps it.
    r = _request("1112345678999m +9m | tsumo")
    two = score_two_player_request(r, MCR_2P)
    assert [f.zh for f in two.fans] == ["九莲宝灯", "清龙", "四归一"]
    assert two.decomposition is not None
    assert mcr_fans_on(r, two.decomposition) == {4: 1, 28: 1, 64: 1, 80: 1}  # and 自摸


@pytest.mark.parametrize(
    ("example", "two_player_only"),
    [
        ("[111z] 123m456m67m22m +8m", "二五八将"),
        ("1122334455667z +7z | tsumo", "大七星"),
    ],
)
def test_two_player_only_fans_are_left_out_of_the_comparison(
    example: str, two_player_only: str
) -> None:
    two = score_two_player_request(_request(example), MCR_2P)
    assert two_player_only in [f.zh for f in two.fans]
    assert any(f.fan.mcr_id is None for f in two.fans)
