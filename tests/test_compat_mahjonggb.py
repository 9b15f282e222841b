"""The PyMahjongGB drop-in: the same answers, in the same order and form, as PyMahjongGB 1.4.0
on generated hands, and its TypeError on a hand that does not win."""

from __future__ import annotations

import pytest
from mcr_hands import hands

from hupai.compat.mahjonggb import MahjongFanCalculator

MahjongGB = pytest.importorskip("MahjongGB")


@pytest.mark.parametrize("verbose", [False, True])
def test_same_answers_as_pymahjonggb(verbose: bool) -> None:
    for hand in hands(3000, 77):
        args = hand.gb_args()
        theirs = MahjongGB.MahjongFanCalculator(**args, verbose=verbose)
        assert MahjongFanCalculator(**args, verbose=verbose) == theirs, args


def test_positional_call_and_not_a_win() -> None:
    hand = ("W1", "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9")
    args = ((("PENG", "F1", 1),), hand, "W1", 0, False, False, False, False, 0, 0)
    assert MahjongFanCalculator(*args) == MahjongGB.MahjongFanCalculator(*args)
    losing = ((("PENG", "F1", 1),), hand, "F2", 0, False, False, False, False, 0, 0)
    with pytest.raises(TypeError, match="^ERROR_NOT_WIN$"):
        MahjongGB.MahjongFanCalculator(*losing)
    with pytest.raises(TypeError, match="^ERROR_NOT_WIN$"):
        MahjongFanCalculator(*losing)
