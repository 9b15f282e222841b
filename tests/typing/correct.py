"""Correct uses of the public API, in the forms its docstrings give: ``mypy --strict`` must
report nothing here (tests/test_typing.py). Never run."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

import hupai
from hupai import batch
from hupai.compat.mahjonggb import MahjongFanCalculator
from hupai.rules import MCR
from hupai.scoring import FanCount, Score

counts = hupai.to_counts("123m456p789s11222z")
row = np.array(counts, dtype=np.uint8)
many = np.zeros((2, 34), dtype=np.int64)

wins: bool = hupai.is_win("123m456p789s11222z")
wins = hupai.is_win(counts, wildcards=np.int64(1), wildcard_tiles="5z", seven_pairs=np.bool_(True))
wins = hupai.is_win(row, wildcards=None, wildcard_tiles=[31, "6z"], allow_fifth_copy=None)
wins = hupai.is_win((0, 0, 27, 27, 27), thirteen_orphans=False)
wins = hupai.is_win(["1m", "1m"])
needed: int = hupai.wildcards_needed("1234m", wildcard_tiles=np.int32(31))
steps: int = hupai.shanten("23m56m456p789s111z", forms=["regular", "knitted"])
steps = hupai.shanten(row[:13], forms="seven_pairs")
steps = hupai.shanten(row[:13], forms=None)  # all five
text: str = hupai.format_tiles(row, style="chinese")
by_form: dict[str, int] = hupai.shanten_by_form("1122m3344p5566s7z")
waiting: list[int] = hupai.waits("23m456p789s11122z", visible="1111m")
useful: dict[int, int] = hupai.useful_tiles("23m56m456p789s111z", visible=[0, 0])
found: list[hupai.Decomposition] = hupai.decompositions(
    "1m456p789s555z", wildcards=1, melds=["EEE", "[SSSS]", ("chow", "2m", 1)], limit=10
)
first: hupai.Meld = found[0].melds[0]
named: str = first.kind + found[0].form + str(found[0])

score: Score = hupai.score("[123m,1][EEEE]456p789sPP|EE0000|2")
score = hupai.score(
    "123m456p789s1122z",
    win_tile="2z",
    melds=[hupai.meld("[EEEE]")],
    self_drawn=True,
    last_copy=np.bool_(False),
    seat_wind="S",
    prevalent_wind=28,
    flowers=np.uint8(2),
    rules=MCR.with_options(concealed_and_melded_kong=False),
)
fan: FanCount = score.fans[0]
points: int = fan.points + fan.count + fan.total + score.total
names: str = fan.zh + fan.en
kong = hupai.meld("5555p", concealed=True, offer=None)
pack = hupai.meld(("PENG", "F1", 2))
indices: list[int] = hupai.parse("W1 W2 W3") + hupai.tiles.from_136([0, 4]) + list(kong.tiles)
written: str = hupai.format_tiles(indices, style="letters")

rows: npt.NDArray[np.bool_] = batch.is_win(many, wildcards=np.zeros(2, dtype=np.uint8))
rows = batch.waits([[0] * 34, counts[:34]], 1, threads=1)
needs: npt.NDArray[np.int8] = batch.wildcards_needed(many, [0, 1], wildcard_tiles="5z")
needs = batch.shanten(many, forms=("regular",), allow_fifth_copy=True)
totals, fan_counts = batch.score(many, np.zeros((2, 4, 3), dtype=np.uint8), [0, 0], flags=1)
totals, fan_counts = batch.score(many, None, np.zeros(2, dtype=np.uint8), seat_wind=[27, 28])
best: int = int(totals.max()) + int(fan_counts[0, 0])

HAND = ("W1", "W1", "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9", "W9", "W9")
plain: tuple[tuple[int, str], ...] = MahjongFanCalculator(
    (), HAND, "W9", 0, False, False, False, False, 0, 0
)
verbose: tuple[tuple[int, int, str, str], ...] = MahjongFanCalculator(
    pack=(("PENG", "F1", 1),),
    hand=HAND[:10],
    winTile="W9",
    flowerCount=0,
    isSelfDrawn=True,
    is4thTile=False,
    isAboutKong=False,
    isWallLast=False,
    seatWind=0,
    prevalentWind=0,
    verbose=True,
)
reference_wins: bool = hupai.reference.is_win(counts) and hupai.reference.shanten("1z") == 0
reference_score: Score = hupai.reference.score("123m456p789s1122z", win_tile="2z", flowers=1)
version: str = hupai.__version__
detail: hupai.HandDetail = hupai.hand_detail("11m1f", strict_length=np.bool_(True))
detail = hupai.hand_detail(hupai.tiles.from_decimal([1, 1, 41]))
gangs: int = detail.kongs

wall: hupai.Wall = hupai.wall(MCR, seed=1)
wall = hupai.wall(counts={"m": 4, "winds": 4}, seed=None)
deal: hupai.Deal = wall.deal(4, hand=13, dealer_extra=1)
hand_counts: list[int] = deal.counts(0)
drawn: tuple[int, ...] = deal.draw(2)
replay: int = hupai.walls.check_seed(wall.seed)
shuffled: list[str] = hupai.shuffle(["E", "S", "W", "N"], 2024)
