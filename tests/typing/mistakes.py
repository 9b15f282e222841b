"""Deliberate mistakes a user's script could make: ``mypy --strict`` must report each one at its
line with the error code its ``# E:`` comment names, and nothing else (tests/test_typing.py).
Never run: each line would raise."""

from __future__ import annotations

import numpy as np

import hupai
from hupai import batch
from hupai.compat.mahjonggb import MahjongFanCalculator

COUNTS = np.zeros((2, 34), dtype=np.uint8)
HAND = ("W1", "W1", "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9", "W9", "W9")
GOOD = ((), HAND, "W9", 0, False, False, False, False, 0, 0)

# A misspelt name.
hupai.is_wn("123m")  # E: attr-defined
hupai.batch.is_wn(COUNTS)  # E: attr-defined

# A wrong type for each parameter.
hupai.is_win(123)  # E: arg-type
hupai.is_win("11z", wildcards="2")  # E: arg-type
hupai.is_win("11z", wildcard_tiles=2.5)  # E: arg-type
hupai.is_win("11z", seven_pairs="yes")  # E: arg-type
hupai.is_win("11z", thirteen_orphans="no")  # E: arg-type
hupai.is_win("11z", allow_fifth_copy=0.0)  # E: arg-type
hupai.wildcards_needed(None)  # E: arg-type
hupai.wildcards_needed("11z", wildcards=1.0)  # E: arg-type
hupai.shanten(3.5)  # E: arg-type
hupai.shanten("1z", forms=1)  # E: arg-type
hupai.shanten("1z", forms="regualr")  # E: arg-type
hupai.is_win("11z", forms=["seven_pair"])  # E: list-item
hupai.format_tiles("123m", style="bogus")  # E: arg-type
hupai.shanten_by_form("1z", allow_fifth_copy="no")  # E: arg-type
hupai.waits("1z", visible=5)  # E: arg-type
hupai.useful_tiles("1z", wildcard_tiles=[1.5])  # E: list-item
hupai.decompositions("11z", melds=[1.5])  # E: list-item
hupai.decompositions("11z", limit="10")  # E: arg-type
hupai.score("123m456p789s1122z", win_tile="2z", flowers="2")  # E: arg-type
hupai.score("123m456p789s1122z", win_tile=2.5)  # E: arg-type
hupai.score(12, win_tile="2z")  # E: arg-type
hupai.score("123m456p789s1122z", win_tile="2z", melds=[{"kind": "chow"}])  # E: list-item
hupai.score("123m456p789s1122z", win_tile="2z", self_drawn="yes")  # E: arg-type
hupai.score("123m456p789s1122z", win_tile="2z", last_copy=1.0)  # E: arg-type
hupai.score("123m456p789s1122z", win_tile="2z", kong="no")  # E: arg-type
hupai.score("123m456p789s1122z", win_tile="2z", last_tile=[True])  # E: arg-type
hupai.score("123m456p789s1122z", win_tile="2z", seat_wind=27.0)  # E: arg-type
hupai.score("123m456p789s1122z", win_tile="2z", prevalent_wind=["E"])  # E: arg-type
hupai.score("123m456p789s1122z", win_tile="2z", rules="MCR")  # E: arg-type
hupai.meld(123)  # E: arg-type
hupai.meld("5555p", concealed="yes")  # E: arg-type
hupai.meld("123m", offer="1")  # E: arg-type
hupai.Meld("chow", (0, 1, 2), offer="1")  # E: arg-type
hupai.to_counts(1.5)  # E: arg-type
hupai.parse(123)  # E: arg-type
hupai.format_tiles("1m", style=1)  # E: arg-type
hupai.reference.is_win("11z", wildcards="1")  # E: arg-type
hupai.reference.score("123m456p789s1122z", win_tile="2z", flowers="2")  # E: arg-type
batch.is_win("123m")  # E: arg-type
batch.is_win(COUNTS, wildcards="1")  # E: arg-type
batch.wildcards_needed(COUNTS, threads="2")  # E: arg-type
batch.shanten(COUNTS, forms=3)  # E: arg-type
batch.waits(COUNTS, seven_pairs="no")  # E: arg-type
batch.score(COUNTS, None, win_tile="1z")  # E: arg-type
batch.score(COUNTS, "[EEEE]", [0, 0])  # E: arg-type
batch.score(COUNTS, None, [0, 0], flags="1")  # E: arg-type
batch.score(COUNTS, None, [0, 0], seat_wind="E")  # E: arg-type
batch.score(COUNTS, None, [0, 0], flowers=1.5)  # E: call-overload
batch.score(COUNTS, None, [0, 0], rules="MCR")  # E: call-overload
MahjongFanCalculator([], HAND, "W9", 0, False, False, False, False, 0, 0)  # E: call-overload
MahjongFanCalculator((), HAND, 5, 0, False, False, False, False, 0, 0)  # E: call-overload
MahjongFanCalculator((), HAND, "W9", "0", False, False, False, False, 0, 0)  # E: call-overload
MahjongFanCalculator((), HAND, "W9", 0, False, False, False, False, "E", 0)  # E: call-overload
MahjongFanCalculator((), HAND, "W9")  # E: call-overload

# A wrong use of a result.
hupai.is_win("11z").upper()  # E: attr-defined
text: str = hupai.shanten("1z")  # E: assignment
hupai.wildcards_needed("1z") + "1"  # E: operator
hupai.waits("1z")[0].upper()  # E: attr-defined
hupai.useful_tiles("1z")["1m"]  # E: index
hupai.shanten_by_form("1z")["regular"].upper()  # E: attr-defined
hupai.decompositions("11z")[0].form + 1  # E: operator
hupai.decompositions("11z")[0].melds[0].tiles.upper()  # E: attr-defined
hupai.score("11z", win_tile="1z").total.append(1)  # E: attr-defined
points = hupai.score("11z", win_tile="1z").fans[0].pointz  # E: attr-defined
hupai.meld("123m").kind + 1  # E: operator
batch.shanten(COUNTS).upper()  # E: attr-defined
total: int = batch.score(COUNTS, None, [0, 0])[0]  # E: assignment
MahjongFanCalculator(*GOOD)[0][0].upper()  # E: attr-defined
MahjongFanCalculator(*GOOD, True)[0][3] + 1  # E: operator
hupai.wall(hupai.rules.MCR, 1)  # E: call-arg
hupai.wall(seed=1).deal().hands.upper()  # E: attr-defined
