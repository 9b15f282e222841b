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


def _outcome(call: object, args: dict[str, object]) -> object:
    try:
        return call(**args)  # type: ignore[operator]
    except TypeError as err:
        return ("TypeError", str(err))


def test_other_winning_tiles_as_pymahjonggb() -> None:
    # Mostly hands that do not win, which the drop-in answers itself, and some that still do.
    codes = [f"{s}{r}" for s in "WBT" for r in range(1, 10)]
    codes += ["F1", "F2", "F3", "F4", "J1", "J2", "J3"]
    compared = 0
    for i, hand in enumerate(hands(1500, 91)):
        args = {**hand.gb_args(), "winTile": codes[i % len(codes)]}
        theirs = _outcome(MahjongGB.MahjongFanCalculator, args)
        ours = _outcome(MahjongFanCalculator, args)
        # A fifth copy PyMahjongGB scores as it comes; the drop-in refuses it (documented).
        fifth = ours == ("TypeError", "ERROR_TILE_COUNT_GREATER_THAN_4")
        assert ours == theirs or fifth, (args, ours, theirs)
        compared += theirs == ("TypeError", "ERROR_NOT_WIN")
    assert compared > 500
