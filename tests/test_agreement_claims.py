"""Each exception that README.md and docs/ name to a claim of agreement with another package
(issue 11, finding 3), run against that package: the example is in the text, and the two
packages give what the text says."""

from __future__ import annotations

from pathlib import Path

import pytest

import hupai
from hupai.compat.mahjonggb import MahjongFanCalculator

gb = pytest.importorskip("MahjongGB")
riichi = pytest.importorskip("mahjong.shanten")

ROOT = Path(__file__).resolve().parent.parent
README = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
DOCS = {
    name: " ".join((ROOT / "docs" / name).read_text(encoding="utf-8").split())
    for name in ("mcr-principles.md", "mcr-scoring.md")
}


def _said(*phrases: str) -> None:
    for phrase in phrases:
        assert phrase in README, phrase


def test_seven_pairs_with_four_of_a_kind_differs_from_the_mahjong_package() -> None:
    _said('`shanten("2325575929697m", forms="seven_pairs")` is 2, the package says 3')
    hand = "2325575929697m"  # 222m 55m 77m 99m 9m 3m 6m: four of a kind is two pairs in MCR
    assert hupai.shanten(hand, forms="seven_pairs") == 2
    assert riichi.Shanten().calculate_shanten_for_chiitoitsu_hand(hupai.to_counts(hand)) == 3
    assert gb.SevenPairsShanten(hand=_codes(hand))[0] == 2  # MCR's count, as PyMahjongGB's


def test_a_fifth_copy_counts_toward_shanten_but_is_no_wait() -> None:
    _said("111m 222p 333s 4444z as waiting (0)", "gives `(0, ('F4',))`")
    hand = "111m222p333s4444z"
    assert hupai.shanten(hand, allow_fifth_copy=True) == 0
    assert hupai.waits(hand, allow_fifth_copy=True) == []
    assert hupai.useful_tiles(hand, allow_fifth_copy=True) == {}
    assert gb.RegularShanten(hand=_codes(hand)) == (0, ("F4",))
    assert gb.MahjongShanten(pack=(), hand=_codes(hand)) == 0
    # Without fifth copies, one from waiting, as the mahjong package counts.
    assert hupai.shanten(hand) == 1
    assert riichi.Shanten().calculate_shanten(hupai.to_counts(hand)) == 1


SITUATION = (0, False, False, False, False, 0, 0)


def _codes(hand: str) -> tuple[str, ...]:
    from hupai.tiles._names import gb_code

    return tuple(gb_code(t) for t in hupai.parse(hand))


def test_offer_0_is_concealed_to_pymahjonggb_and_claimed_here() -> None:
    _said('`(("CHI", "B2", 0), ("PENG", "T7", 0))`', "门前清 (2) there and 无番和 (8) here")
    packs = (("CHI", "B2", 0), ("PENG", "T7", 0))
    args = (packs, tuple("W2 W3 W4 W6 W7 F1 F1".split()), "W8", *SITUATION)
    assert gb.MahjongFanCalculator(*args) == ((2, "门前清"),)
    assert MahjongFanCalculator(*args) == ((8, "无番和"),)
    score = hupai.score("234m67mEE", win_tile="8m", melds=[("chow", "2p", 0), ("pung", "7s", 0)])
    assert [(f.total, f.zh) for f in score.fans] == [(8, "无番和")]


NO_HANDS = {
    # the README's words, PyMahjongGB's call, what it scores (first fans), the drop-in's error
    "ERROR_IMPOSSIBLE_PACK": (
        '`("CHI", "F2", 1)` scores 连六 幺九刻 there',
        ((("CHI", "F2", 1),), "W1 W2 W3 W4 W5 W6 B1 B1 B1 B9", "B9", SITUATION),
        ((1, "连六"), (1, "幺九刻")),
    ),
    "ERROR_TILE_COUNT_GREATER_THAN_4": (
        '`("PENG", "W1", 1)` beside W1 W1 W2–W9 won on W4, five 1m, scores 清一色 there',
        ((("PENG", "W1", 1),), "W1 W1 W2 W3 W4 W5 W6 W7 W8 W9", "W4", SITUATION),
        ((24, "清一色"),),
    ),
    "ERROR_WRONG_WIND": (
        "a wind outside 0–3: `seatWind=9`",
        ((), "W1 W2 W3 W4 W5 W6 W7 W8 W9 B1 B1 B1 B9", "B9", (0, *SITUATION[1:5], 9, 0)),
        ((16, "清龙"),),
    ),
    "ERROR_WRONG_FLOWER_COUNT": (
        "9 flowers score 9 花牌 there",
        ((), "W1 W2 W3 W4 W5 W6 W7 W8 W9 B1 B1 B1 B9", "B9", (9, *SITUATION[1:])),
        ((16, "清龙"),),
    ),
}


@pytest.mark.parametrize("error", sorted(NO_HANDS))
def test_input_that_is_no_hand_pymahjonggb_scores_and_the_drop_in_refuses(error: str) -> None:
    words, (packs, hand, win, situation), first = NO_HANDS[error]
    _said(f"`{error}`", words)
    args = (packs, tuple(hand.split()), win, *situation)
    theirs = gb.MahjongFanCalculator(*args)
    assert theirs[: len(first)] == first
    if error == "ERROR_WRONG_FLOWER_COUNT":
        assert theirs[-1] == (9, "花牌")
    with pytest.raises(TypeError, match=f"^{error}$"):
        MahjongFanCalculator(*args)


@pytest.mark.parametrize("name", sorted(DOCS))
def test_the_docs_claims_name_their_exceptions(name: str) -> None:
    text = DOCS[name]
    assert "offer 0" in text and "tests/test_agreement_claims.py" in text
    assert "five copies of a tile" in text and "more than 8 flowers" in text
