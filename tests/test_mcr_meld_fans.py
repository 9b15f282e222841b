"""The fans of a regular hand's melds, on rule-book examples and against PyMahjongGB."""

from __future__ import annotations

from collections import Counter

import pytest
from mcr_hands import excluded_by, hands, only_regular
from sizes import hands as hands_count

from hupai.reference.mcr.meld_fans import meld_fans
from hupai.reference.mcr.view import ScoredMeld, view
from hupai.rules import mcr
from hupai.tiles import parse


def _meld(word: str) -> ScoredMeld:
    """A meld from "123m" (chow), "555p" (pung), "5555p" (kong); a leading "-" makes it melded
    (claimed from a discard), otherwise it is concealed."""
    concealed = not word.startswith("-")
    tiles = tuple(parse(word.lstrip("-")))
    kind = "chow" if tiles[0] != tiles[1] else "pung" if len(tiles) == 3 else "kong"
    declared = not concealed or kind == "kong"
    return ScoredMeld(kind, tiles[0], tiles, concealed, declared)


def _fans(melds: str, pair: str) -> dict[str, int]:
    found = meld_fans([_meld(w) for w in melds.split()], parse(pair)[0])
    return {mcr.by_id(i).en: n for i, n in found.items()}


# Melds, pair, and every fan meld_fans gives for them. Chows are written melded so that
# concealed pungs do not crowd the chow examples, and pungs melded unless the example is
# about concealed pungs.
EXAMPLES = [
    # Chow combinations.
    ("123m 123m 123m 123m", "5p", {"Quadruple Chow": 1}),
    ("123m 234m 345m 456m", "5p", {"Four Pure Shifted Chows": 1}),
    ("123m 345m 567m 789m", "5p", {"Four Pure Shifted Chows": 1}),
    ("234p 234p 234p -555z", "1m", {"Pure Triple Chow": 1, "Dragon Pung": 1}),
    ("123s 456s 789s -111m", "5p", {"Pure Straight": 1, "Pung of Terminals or Honors": 1}),
    ("123m 789m 123p 789p", "5s", {"Three-Suited Terminal Chows": 1}),
    ("123s 123s 789s 789s", "5s", {"Pure Terminal Chows": 1}),
    ("234m 345m 456m -222z", "1s", {"Pure Shifted Chows": 1, "Pung of Terminals or Honors": 1}),
    ("123p 345p 567p -444s", "1s", {"Pure Shifted Chows": 1}),
    ("123m 456p 789s -444m", "5s", {"Mixed Straight": 1}),
    ("345m 345p 345s -999s", "1z", {"Mixed Triple Chow": 1, "Pung of Terminals or Honors": 1}),
    ("234m 345p 456s -777z", "1z", {"Mixed Shifted Chows": 1, "Dragon Pung": 1}),
    ("234m 234m 678p -555s", "1z", {"Pure Double Chow": 1}),
    ("234m 234p 678p -555s", "1z", {"Mixed Double Chow": 1}),
    ("234m 567m 678p -555s", "1z", {"Short Straight": 1}),
    ("123m 789m 456p -555s", "1z", {"Two Terminal Chows": 1}),
    ("123m 456p -111z -555s", "2z", {"Pung of Terminals or Honors": 1}),
    # Accounting once (套算一次): 234567s234567p gives three 1-point fans, not four.
    ("234s 567s 234p 567p", "1z", {"Mixed Double Chow": 2, "Short Straight": 1}),
    # 234s223344567p: Pure Double Chow, Mixed Double Chow and Short Straight.
    (
        "234s 234p 234p 567p",
        "1z",
        {"Pure Double Chow": 1, "Mixed Double Chow": 1, "Short Straight": 1},
    ),
    # Three chows give at most two such fans.
    (
        "234m 234p 234p -555z",
        "1z",
        {"Pure Double Chow": 1, "Mixed Double Chow": 1, "Dragon Pung": 1},
    ),
    (
        "123m 123m 789m -555z",
        "1z",
        {"Pure Double Chow": 1, "Two Terminal Chows": 1, "Dragon Pung": 1},
    ),
    # A chow that combines with none of the others does not raise the limit.
    ("123m 123m 456m 678s", "1z", {"Pure Double Chow": 1, "Short Straight": 1}),
    ("123m 123m 567p 789s", "1z", {"Pure Double Chow": 1}),
    ("123m 123m 123p 123p", "1z", {"Pure Double Chow": 2, "Mixed Double Chow": 1}),
    # With a fan of three chows, the fourth adds at most one 1-point fan, the best it can.
    ("123s 456s 789s 789p", "1z", {"Pure Straight": 1, "Mixed Double Chow": 1}),
    ("123m 456m 789m 123m", "1z", {"Pure Straight": 1, "Pure Double Chow": 1}),
    ("123m 456p 789s 789m", "1z", {"Mixed Straight": 1, "Mixed Double Chow": 1}),
    ("123m 123p 123s 456m", "1z", {"Mixed Triple Chow": 1, "Short Straight": 1}),
    ("234m 345m 456m 234p", "1z", {"Pure Shifted Chows": 1, "Mixed Double Chow": 1}),
    # 789m and 123p are not a Short Straight, however close their tile numbers.
    ("789m 123p -111z -222z", "3z", {"Pung of Terminals or Honors": 2}),
    # Pung combinations.
    (
        "-111m -222m -333m -444m",
        "5z",
        {"Four Pure Shifted Pungs": 1, "All Pungs": 1, "Pung of Terminals or Honors": 1},
    ),
    (
        "-111z -222z -333z -444z",
        "5z",
        {"Big Four Winds": 1, "All Pungs": 1, "Pung of Terminals or Honors": 4},
    ),
    ("-555z -666z -777z 123m", "1m", {"Big Three Dragons": 1, "Dragon Pung": 3}),
    ("-222s -333s -444s 567m", "1z", {"Pure Shifted Pungs": 1}),
    ("-222m -333p -444s 567m", "1z", {"Mixed Shifted Pungs": 1}),
    ("-444m -333p -222s 567m", "1z", {"Mixed Shifted Pungs": 1}),
    ("-777m -777p -777s 123m", "1z", {"Triple Pung": 1}),
    ("-111z -222z -444z 123m", "5z", {"Big Three Winds": 1, "Pung of Terminals or Honors": 3}),
    ("-555m -555p 123s 456s", "1z", {"Double Pung": 1, "Short Straight": 1}),
    (
        "-555z -666z 123s 456s",
        "1z",
        {"Two Dragons Pungs": 1, "Dragon Pung": 2, "Short Straight": 1},
    ),
    ("-222m -222p -666m -666p", "1z", {"Double Pung": 2, "All Pungs": 1}),
    # A fan of three pungs lets the fourth combine once more.
    ("-222m -333m -444m -333p", "1z", {"Pure Shifted Pungs": 1, "Double Pung": 1, "All Pungs": 1}),
    ("-777m -777p -777s -555z", "1z", {"Triple Pung": 1, "All Pungs": 1, "Dragon Pung": 1}),
    # 9m 1p 2p are not Pure Shifted Pungs.
    ("-999m -111p -222p 456s", "1z", {"Pung of Terminals or Honors": 2}),
    # Kongs and concealed pungs.
    (
        "-1111m -2222p -3333s -4444z",
        "5z",
        {"Four Kongs": 1, "Pung of Terminals or Honors": 2, "Mixed Shifted Pungs": 1},
    ),
    (
        "1111m 2222m -3333m -5555z",
        "5z",
        {
            "Four Kongs": 1,
            "Two Concealed Pungs": 1,
            "Pure Shifted Pungs": 1,
            "Pung of Terminals or Honors": 1,
            "Dragon Pung": 1,
        },
    ),
    (
        "1111m 4444p 6666s 8888s",
        "5z",
        {"Four Kongs": 1, "Four Concealed Pungs": 1, "Pung of Terminals or Honors": 1},
    ),
    ("-2222m -4444p -6666s 123s", "1z", {"Three Kongs": 1}),
    (
        "2222m 4444p -6666s 888s",
        "1z",
        {"Three Kongs": 1, "Three Concealed Pungs": 1, "All Pungs": 1},
    ),
    ("-2222m -4444p 123s 456s", "1z", {"Two Melded Kongs": 1, "Short Straight": 1}),
    ("2222m 4444p 123s 456s", "1z", {"Two Concealed Kongs": 1, "Short Straight": 1}),
    ("2222m -4444p 123s 456s", "1z", {"Concealed Kong and Melded Kong": 1, "Short Straight": 1}),
    ("-2222m 123s 456s 678p", "1z", {"Melded Kong": 1, "Short Straight": 1}),
    ("2222m 123s 456s 678p", "1z", {"Concealed Kong": 1, "Short Straight": 1}),
    ("222m 444p 666s 888s", "5z", {"Four Concealed Pungs": 1}),
    ("222m 444p 666s -888s", "5z", {"Three Concealed Pungs": 1, "All Pungs": 1}),
    ("2222m 444p 666s 123s", "5z", {"Concealed Kong": 1, "Three Concealed Pungs": 1}),
    ("222m 444p 567s 123s", "5z", {"Two Concealed Pungs": 1}),
    ("-2222m 444p 666s 123s", "5z", {"Melded Kong": 1, "Two Concealed Pungs": 1}),
    ("222m -444p -666s -888s", "5z", {"All Pungs": 1}),
]


@pytest.mark.parametrize(("melds", "pair", "expected"), EXAMPLES)
def test_rule_book_examples(melds: str, pair: str, expected: dict[str, int]) -> None:
    assert _fans(melds, pair) == expected


COVERED = frozenset({1, 2, 5, 12, 13, 14, 15, 16, 17, 23, 24, 28, 29, 30, 32, 33, 38, 39, 41})
COVERED |= {42, 48, 50, 53, 54, 57, 59, 65, 66, 67, 69, 70, 71, 72, 73, 74, 82}


def test_examples_cover_every_fan() -> None:
    seen = {mcr.by_name(name).id for _, _, expected in EXAMPLES for name in expected}
    assert seen == COVERED


def test_agrees_with_pymahjonggb() -> None:
    """On generated hands with a single, regular decomposition, every fan meld_fans covers
    that no fan in PyMahjongGB's answer leaves out has the same count in both."""
    gb = pytest.importorskip("MahjongGB")
    compared = agreed = hands_compared = hands_agreed = strict = strict_agreed = 0
    misses: list[str] = []
    for hand in hands(hands_count(6000, 600), seed=4):
        d = only_regular(hand)
        if d is None:
            continue
        try:
            answer = gb.MahjongFanCalculator(**hand.gb_args(), verbose=True)
        except Exception:  # the engine refuses some hands (e.g. no fan); nothing to compare
            continue
        engine = Counter({mcr.by_name(en).id: n for _, n, _, en in answer})
        v = view(d, hand.win_tile, hand.self_drawn)
        assert v.pair is not None
        ours = meld_fans(v.melds, v.pair)
        checked = COVERED - excluded_by(set(engine))
        same = all(ours.get(i, 0) == engine[i] for i in checked)
        compared += len(checked)
        agreed += sum(ours.get(i, 0) == engine[i] for i in checked)
        hands_compared += 1
        hands_agreed += same
        if not excluded_by(set(engine)) & COVERED:  # nothing in the answer excludes any of ours
            strict += 1
            strict_agreed += all(ours.get(i, 0) == engine[i] for i in COVERED)
        if not same and len(misses) < 5:
            misses.append(f"{hand}: ours {ours}, engine {dict(engine)}")
    print(
        f"meld fans: {hands_agreed}/{hands_compared} hands, {agreed}/{compared} fan counts; "
        f"{strict_agreed}/{strict} hands where no fan of the answer excludes any of ours"
    )
    assert hands_compared > hands_count(2000, 200)
    assert not misses, "\n".join(misses)
