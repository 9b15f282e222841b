"""Tests of the pure-Python reference (hupai.reference.win) against hand-worked examples.

Every expected value below was worked out by hand from docs/win-detection.md.
Hands are written in a small local notation so that these tests depend on
nothing but the module under test: digits followed by a suit letter
(``123m`` = 1m 2m 3m, ``m`` characters, ``p`` dots, ``s`` bamboo) and one letter
per honor tile: E S W N (winds), P (White), F (Green), C (Red).
"""

from __future__ import annotations

import ast
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from hupai.errors import ArrayShapeError, HandSizeError, HupaiError, TileCountError
from hupai.reference import is_win_counts, wildcards_needed_counts

KIND: dict[str, int] = {
    **{f"{rank}{suit}": 9 * s + rank - 1 for s, suit in enumerate("mps") for rank in range(1, 10)},
    **{honor: 27 + i for i, honor in enumerate("ESWNPFC")},
}


def hand(notation: str) -> list[int]:
    """34 counts from e.g. ``"123m 55p EEE"``."""
    counts = [0] * 34
    ranks: list[str] = []
    for char in notation.replace(" ", ""):
        if char.isdigit():
            ranks.append(char)
        elif char in "mps":
            for rank in ranks:
                counts[KIND[rank + char]] += 1
            ranks = []
        else:
            counts[KIND[char]] += 1
    assert not ranks, f"digits without a suit in {notation!r}"
    return counts


def test_notation_helper() -> None:
    counts = hand("19m 5p 9s EC")
    assert sum(counts) == 6
    assert [i for i, c in enumerate(counts) if c] == [0, 8, 13, 26, 27, 33]


# ---------------------------------------------------------------------------
# Regular form: melds (chows, pungs) + exactly one pair, no wildcards
# ---------------------------------------------------------------------------

REGULAR_WINS = [
    "123m 456m 789m 123p 55p",
    "111m 999m 111p 999p 11s",
    "EEE SSS WWW NNN PP",  # all pungs of honors
    "11123455678999m",  # nine gates shape, one suit
    "123m 123m 123m 123m 99s",  # the same chow four times
    "123m 234m 345m 456m 66m",
]

REGULAR_NON_WINS = [
    "123m 456m 789m 123p 5p 7p",  # two loose tiles
    "123m 456m 789m 12p 45p 9s",
    "11m 22p 33s 44m 55p 66s EE",  # seven pairs is not a regular hand
]


@pytest.mark.parametrize("notation", REGULAR_WINS)
def test_regular_wins(notation: str) -> None:
    assert is_win_counts(hand(notation)) is True


@pytest.mark.parametrize("notation", REGULAR_NON_WINS)
def test_regular_non_wins(notation: str) -> None:
    assert is_win_counts(hand(notation), seven_pairs=False) is False


# A pair and any number of melds: every size 3n + 2 from 2 to 14 can win.
SMALL_HANDS = [
    ("55m", True),
    ("56m", False),
    ("EE", True),
    ("ES", False),
    ("123m EE", True),
    ("EEE 12m", False),
    ("111s 22s", True),
    ("123p 456p 99s", True),
    ("12345678m", False),  # no pair anywhere
    ("111m 234m 567m 88m", True),
    ("111m 234m 567m 89m", True),  # read it as 11m + 123m 456m 789m
    ("111m 234m 567m 8m 9p", False),
]


@pytest.mark.parametrize(("notation", "expected"), SMALL_HANDS)
def test_hands_of_2_5_8_11_tiles(notation: str, expected: bool) -> None:
    assert sum(hand(notation)) in (2, 5, 8, 11)
    assert is_win_counts(hand(notation)) is expected


# Honors never form chows; chows never run from one suit into the next.
CHOW_RULES = [
    ("123m NNN PPP FFF CC", True),
    ("ESW NNN PPP FFF CC", False),  # E S W is not a chow
    ("PFC EEE SSS WWW NN", False),  # White Green Red is not a chow either
    ("789m 111s 222s 333s 55s", True),
    ("89m 1p 111s 222s 333s 55s", False),  # 8m 9m 1p is not a chow
    ("9m 12p 111s 222s 333s 55s", False),  # 9m 1p 2p is not a chow
    ("9p 12s EEE SSS WWW NN", False),
]


@pytest.mark.parametrize(("notation", "expected"), CHOW_RULES)
def test_honors_and_suit_edges_do_not_chow(notation: str, expected: bool) -> None:
    assert is_win_counts(hand(notation)) is expected


# Four of a kind in the hand is not a kong: it is a pung plus one tile used elsewhere.
FOUR_OF_A_KIND = [
    ("1111m 23m 456p 789p 55s", True),  # 111m + 123m
    ("1111m 2222m 3333m 44m", True),  # 123m four times + 44m
    ("1111m 456p 789p 123s 5s", False),  # the fourth 1m has nowhere to go
    ("EEEE 123m 456m 789m 1p", False),  # the fourth East neither chows nor pairs
    ("EEEE 123m 456m 7m", False),
]


@pytest.mark.parametrize(("notation", "expected"), FOUR_OF_A_KIND)
def test_four_of_a_kind_is_not_a_kong(notation: str, expected: bool) -> None:
    assert is_win_counts(hand(notation)) is expected


def test_four_of_a_kind_counts_as_four_tiles() -> None:
    # As a kong, EEEE SSS WWW would be complete; as 10 tiles it is the wrong size.
    with pytest.raises(HandSizeError, match="hand has 10 tiles"):
        is_win_counts(hand("EEEE SSS WWW"))


# ---------------------------------------------------------------------------
# Seven pairs (14 tiles; four of a kind = two pairs)
# ---------------------------------------------------------------------------

SEVEN_PAIRS = [
    "11m 22m 33p 44p 55s EE PP",
    "1111m 22m 33p 44p EE PP",  # 1111m counts as two pairs
    "1111m 2222m EEEE PP",
    "19m 19p 19s E" * 2,  # seven orphans, each twice: not thirteen orphans
]


@pytest.mark.parametrize("notation", SEVEN_PAIRS)
def test_seven_pairs(notation: str) -> None:
    counts = hand(notation)
    assert sum(counts) == 14
    assert is_win_counts(counts) is True
    # None of these is also a regular hand, so turning the form off loses them.
    assert is_win_counts(counts, seven_pairs=False) is False


def test_seven_pairs_that_is_also_regular() -> None:
    # 11 22 33m twice over is 123m 123m, so 112233m 445566p 77s wins either way.
    counts = hand("112233m 445566p 77s")
    assert is_win_counts(counts) is True
    assert is_win_counts(counts, seven_pairs=False) is True


def test_seven_pairs_needs_fourteen_tiles() -> None:
    # Five pairs and a single make 11 tiles: not seven pairs, and not regular either.
    assert is_win_counts(hand("11m 22p 33s EE PP F")) is False


def test_seven_pairs_with_wildcards() -> None:
    # A wildcard pairs with a single ...
    assert is_win_counts(hand("11m 22m 33p 44p 55s EE P"), 1) is True
    # ... or two wildcards form a pair of their own.
    assert is_win_counts(hand("11m 22m 33p 44p 55s EE"), 2) is True
    # Three singles need three wildcards.
    assert is_win_counts(hand("11m 22m 33p 44p EE P F C"), 1) is False
    assert is_win_counts(hand("11m 22m 33p 44p 5s P F"), 3) is True
    # Off, the first hand would have to be regular, and one wildcard is far too few.
    assert is_win_counts(hand("11m 22m 33p 44p 55s EE P"), 1, seven_pairs=False) is False


# ---------------------------------------------------------------------------
# Thirteen orphans (14 tiles: each terminal and honor, one of them twice)
# ---------------------------------------------------------------------------


def test_thirteen_orphans() -> None:
    assert is_win_counts(hand("19m 19p 19s ESWN PFC 1m")) is True
    assert is_win_counts(hand("19m 19p 19s ESWN PFC C")) is True
    assert is_win_counts(hand("19m 19p 19s ESWN PFC 1m"), thirteen_orphans=False) is False
    # Red missing and 1m three times: no form fits
    assert is_win_counts(hand("19m 19p 19s ESWN PF 11m")) is False
    # a simple tile instead of the pair
    assert is_win_counts(hand("19m 19p 19s ESWN PFC 5m")) is False


def test_thirteen_orphans_with_wildcards() -> None:
    # 13 different orphans + a wildcard as the pair
    assert is_win_counts(hand("19m 19p 19s ESWN PFC"), 1) is True
    # Red missing: one wildcard is Red, the other the pair
    assert is_win_counts(hand("19m 19p 19s ESWN PF"), 2) is True
    assert is_win_counts(hand("19m 19p 19s ESWN"), 4) is True
    assert is_win_counts(hand("19m 19p 19s ESWN"), 4, thirteen_orphans=False) is False
    # a non-orphan tile spoils it
    assert is_win_counts(hand("19m 19p 19s ESWN PF 5m"), 1) is False
    # two different pairs: only one orphan may be doubled
    assert is_win_counts(hand("119m 19p 19s ESWN FF"), 1) is False


# ---------------------------------------------------------------------------
# Wildcards (regular form)
# ---------------------------------------------------------------------------

WILDCARD_HANDS = [
    ("123m 456m 789m 123p 5p", 1, True),  # waits on 5p
    ("123m 456m 789m 13p 55p", 1, True),  # waits on 2p
    ("123m 456m 789m 13p 57p", 1, False),  # one wildcard cannot mend both 13p and 57p
    ("123m 456m 789m 1p 9p", 3, True),  # 1pX pair + 9pXX pung
    ("1m", 1, True),  # 11m
    ("E", 4, True),  # EE + a pung of wildcards, or EEE + a pair
    ("19m", 3, True),  # 1mXX + 9mX
    ("13m 9m", 2, True),  # 123m + 99m
    ("159m", 2, False),  # no group holds two of 1m 5m 9m, and 5 tiles make only 2 groups
    ("ESW", 2, False),  # three different honors need three groups
    ("ES", 3, True),  # EE + SSS
    ("12m EEE", 3, True),  # 12mX + EEE + a pair of wildcards
    ("123m 456m 789m 12p", 3, True),  # 12pX + a pair of wildcards
]


@pytest.mark.parametrize(("notation", "wildcards", "expected"), WILDCARD_HANDS)
def test_wildcards(notation: str, wildcards: int, expected: bool) -> None:
    assert is_win_counts(hand(notation), wildcards) is expected


@pytest.mark.parametrize("wildcards", [2, 5, 8, 11, 14])
def test_only_wildcards_wins(wildcards: int) -> None:
    assert is_win_counts([0] * 34, wildcards) is True
    assert is_win_counts([0] * 34, wildcards, seven_pairs=False, thirteen_orphans=False) is True


@pytest.mark.parametrize("wildcards", range(1, 15))
def test_any_number_of_wildcards_completes_a_fitting_hand(wildcards: int) -> None:
    # The first 14 - w tiles of 111m 222m 333m 444m 55m: the w wildcards stand
    # for the tiles left out.
    tiles = "11122233344455"
    counts = [0] * 34
    for rank in tiles[: 14 - wildcards]:
        counts[KIND[rank + "m"]] += 1
    assert is_win_counts(counts, wildcards) is True


# ---------------------------------------------------------------------------
# The fifth-copy rule
# ---------------------------------------------------------------------------

FIFTH_COPY = [
    # (hand, wildcards, wins without a fifth copy, wins with one allowed)
    ("1111m", 1, False, True),  # 111m + 11m needs a fifth 1m
    ("EEEE", 1, False, True),  # EEE + EE needs a fifth East
    ("9999m", 1, False, True),
    ("1111m", 4, True, True),  # 111m + 1m23m + a pair of wildcards
    ("9999m", 4, True, True),  # 999m + 789m + a pair of wildcards
    ("EEEE", 4, False, True),  # the fourth East can only go in EE or EEE
    ("1111m 2222m 3333m", 2, True, True),  # 123m x4 + a pair of some other kind
    ("111m", 2, True, True),  # 111m + a pair of some other kind
    ("EEE", 2, True, True),
]


@pytest.mark.parametrize(("notation", "wildcards", "strict", "loose"), FIFTH_COPY)
def test_fifth_copy_rule(notation: str, wildcards: int, strict: bool, loose: bool) -> None:
    assert is_win_counts(hand(notation), wildcards) is strict
    assert is_win_counts(hand(notation), wildcards, allow_fifth_copy=False) is strict
    assert is_win_counts(hand(notation), wildcards, allow_fifth_copy=True) is loose


def test_four_east_seven_pairs_needs_no_fifth_copy() -> None:
    # EEEE + 10 wildcards: EE EE + five pairs of wildcards.
    assert is_win_counts(hand("EEEE"), 10) is True
    assert is_win_counts(hand("EEEE"), 10, seven_pairs=False) is False
    assert is_win_counts(hand("EEEE"), 10, seven_pairs=False, allow_fifth_copy=True) is True


# ---------------------------------------------------------------------------
# wildcards_needed_counts
# ---------------------------------------------------------------------------

COMPLETE = "123m 456m 789m 123p 55p"

WILDCARDS_NEEDED: list[tuple[str, int, dict[str, bool], int]] = [
    (COMPLETE, 0, {}, 0),
    ("123m 456m 789m 123p 5p", 0, {}, 1),  # 13 tiles, waiting
    # A complete hand with surplus wildcards: they must make melds of their own.
    (COMPLETE, 1, {}, 2),  # 15 + 2 = 17: the 3 wildcards form a pung
    (COMPLETE, 2, {}, 1),  # 16 + 1 = 17
    (COMPLETE, 3, {}, 0),  # 17
    # Not waiting: 13 tiles need 1, 4, 7, ... wildcards; here 4 (17 tiles:
    # 123p via 2p, 555p via two, EE via one).
    ("123m 456m 789m 13p 5p E", 0, {}, 4),
    ("19m", 0, {}, 3),  # 1mXX + 9mX
    # The empty hand: two wildcards are a pair.
    ("", 0, {}, 2),
    ("", 1, {}, 1),
    ("", 2, {}, 0),
    ("", 3, {}, 2),  # 5 = pair + pung
    ("", 4, {}, 1),
    ("", 14, {}, 0),
    # Seven pairs counts only at 14 tiles.
    ("11m 22m 33p 44p 55s EE P", 0, {}, 1),
    # Off, the same hand must go regular: six pairs + a single make 13 tiles
    # whose cheapest regular form turns every pair but one into a pung (1 each)
    # and the single into a pung (2) or pair (1): 7 in all.
    ("11m 22m 33p 44p 55s EE P", 0, {"seven_pairs": False}, 7),
    # Thirteen orphans, waiting on the pair.
    ("19m 19p 19s ESWN PFC", 0, {}, 1),
    # Off: 13 orphans that share no group: one pair (1) + 12 pungs (2 each).
    ("19m 19p 19s ESWN PFC", 0, {"thirteen_orphans": False}, 25),
    # Four of a kind that cannot be completed regularly without a fifth copy.
    ("EEEE", 0, {}, 10),  # seven pairs: EE EE + five pairs of wildcards
    ("EEEE", 0, {"seven_pairs": False}, -1),  # never: EE or EEE would need a fifth East
    ("EEEE", 0, {"allow_fifth_copy": True}, 1),  # EEE + EE
    ("EEEE", 4, {"seven_pairs": False, "allow_fifth_copy": True}, 0),  # EEE EE + XXX
    ("EEEE", 4, {"seven_pairs": False}, -1),
    ("1111m", 0, {}, 4),  # 111m + 1m23m + a pair of wildcards
    ("1111m", 0, {"allow_fifth_copy": True}, 1),
    # More than 14 real tiles is fine: any number of melds.
    ("111m 222m 333m 444m 555m 66m", 0, {}, 0),
    ("111m 222m 333m 444m 555m 6m", 0, {}, 1),
]


@pytest.mark.parametrize(("notation", "wildcards", "options", "expected"), WILDCARDS_NEEDED)
def test_wildcards_needed(
    notation: str, wildcards: int, options: dict[str, bool], expected: int
) -> None:
    assert wildcards_needed_counts(hand(notation), wildcards, **options) == expected


# Every suit tile four times over (108 tiles): the suits are complete melds
# (123 456 789 four times each) with no room left, so every wildcard goes to
# the honors: 7 kinds, each holding a pung or the pair (not both: that is five).
# So 2, 5, ..., 20 wildcards fit (the pair + up to six pungs); 23 would need
# seven pungs and the pair. Past that the doc's shortcut (m - N) mod 3 gives a
# number, but no number of wildcards completes the hand.
FULL_SUITS = [4] * 27 + [0] * 7


@pytest.mark.parametrize(
    ("wildcards", "strict", "loose"),
    [(0, 2, 2), (2, 0, 0), (19, 1, 1), (20, 0, 0), (21, -1, 2), (22, -1, 1), (23, -1, 0)],
)
def test_wildcards_needed_when_the_set_runs_out(wildcards: int, strict: int, loose: int) -> None:
    assert wildcards_needed_counts(FULL_SUITS, wildcards) == strict
    assert wildcards_needed_counts(FULL_SUITS, wildcards, allow_fifth_copy=True) == loose


def _random_hand(rng: random.Random) -> list[int]:
    """Either random tiles from the wall, or a random complete hand with some tiles taken out."""
    counts = [0] * 34
    if rng.random() < 0.5:
        for kind in rng.sample([kind for kind in range(34) for _ in range(4)], rng.randint(0, 14)):
            counts[kind] += 1
        return counts
    groups: list[list[int]] = [[rng.randrange(34)] * 2]
    for _ in range(rng.randint(0, 4)):
        start = rng.randrange(34)
        if start < 27 and start % 9 <= 6 and rng.random() < 0.6:
            groups.append([start, start + 1, start + 2])
        else:
            groups.append([start] * 3)
    tiles = [kind for group in groups for kind in group]
    rng.shuffle(tiles)
    for kind in tiles[rng.randint(0, len(tiles)) :]:
        if counts[kind] < 4:
            counts[kind] += 1
    return counts


def test_wildcards_needed_agrees_with_is_win() -> None:
    # The two functions search differently (group by group, kind by kind). On
    # random hands they must agree: with e = wildcards_needed, the hand wins
    # with e extra wildcards (when that is at most 14 tiles) and with no fewer.
    rng = random.Random(20240601)
    for _ in range(1000):
        counts = _random_hand(rng)
        real = sum(counts)
        wildcards = rng.randint(0, 14 - real)
        options = {
            "seven_pairs": rng.random() < 0.5,
            "thirteen_orphans": rng.random() < 0.5,
            "allow_fifth_copy": rng.random() < 0.5,
        }
        needed = wildcards_needed_counts(counts, wildcards, **options)
        context = (counts, wildcards, options, needed)
        for extra in range(15 - real - wildcards):
            if (real + wildcards + extra) % 3 != 2:
                continue
            wins = is_win_counts(counts, wildcards + extra, **options)
            if needed == -1 or extra < needed:
                assert wins is False, context
            elif extra == needed:
                assert wins is True, context


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("counts", "wildcards", "message"),
    [
        (hand("123m 456m 789m 123p 5p"), 0, r"hand has 13 tiles \(13 tiles \+ 0 wildcards\)"),
        (hand("123m 456m 789m 12p 5p"), 1, r"hand has 13 tiles \(12 tiles \+ 1 wildcard\)"),
        (hand(COMPLETE), 3, r"hand has 17 tiles \(14 tiles \+ 3 wildcards\)"),
        ([0] * 34, 0, r"hand has 0 tiles \(0 tiles \+ 0 wildcards\)"),
        (hand("1m"), 0, r"hand has 1 tile \(1 tile \+ 0 wildcards\)"),
        ([0] * 34, 3, r"a winning hand holds 14, 11, 8, 5 or 2"),
        ([0] * 34, -1, r"cannot be negative, got -1"),
    ],
)
def test_is_win_hand_size_errors(counts: list[int], wildcards: int, message: str) -> None:
    with pytest.raises(HandSizeError, match=message):
        is_win_counts(counts, wildcards)


@pytest.mark.parametrize("function", [is_win_counts, wildcards_needed_counts])
def test_count_and_shape_errors(function: Callable[..., object]) -> None:
    too_many = hand("11111m 22m 33m 44m 55m")
    with pytest.raises(TileCountError, match=r"counts\[0\] \(1m\) is 5"):
        function(too_many)
    negative = hand(COMPLETE)
    negative[33] = -1
    with pytest.raises(TileCountError, match=r"counts\[33\] \(Red\) is -1"):
        function(negative)
    with pytest.raises(ArrayShapeError, match="got 33 counts"):
        function([0] * 33)
    with pytest.raises(ArrayShapeError, match="got 42 counts"):
        function([0] * 42)
    with pytest.raises(HandSizeError, match="negative"):
        function(hand(COMPLETE), -2)


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        is_win_counts([0] * 34)
    assert issubclass(HandSizeError, HupaiError)


def test_wildcards_needed_accepts_any_size() -> None:
    # 13, 0 and 40 real tiles are all fine for wildcards_needed.
    assert wildcards_needed_counts(hand("123m 456m 789m 123p 5p")) == 1
    assert wildcards_needed_counts([0] * 34) == 2
    # four of each of 1m-9m (complete) and four East (never completable)
    assert wildcards_needed_counts([4] * 9 + [0] * 18 + [4] + [0] * 6) == -1


def test_reference_does_not_import_the_native_module() -> None:
    # hupai.reference.win and the reference modules it draws on, followed import by import.
    import hupai.reference.win as win

    folder = Path(win.__file__).parent
    outside: set[str] = set()
    to_read, seen = ["win"], set()
    while to_read:
        name = to_read.pop()
        seen.add(name)
        tree = ast.parse((folder / f"{name}.py").read_text(encoding="utf-8"))
        modules = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules |= {alias.name for alias in node.names}
        for module in modules:
            if module and module.startswith("hupai.reference."):
                sibling = module.removeprefix("hupai.reference.")
                if sibling not in seen:
                    to_read.append(sibling)
            elif module and module.startswith("hupai"):
                outside.add(module)
    assert outside == {"hupai.errors"}


def _hupai_imports(path: Path) -> set[str]:
    """The hupai modules a source file imports when it runs (``from hupai import x`` as
    ``hupai.x``; imports under ``if TYPE_CHECKING:`` left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            node.body = []
    modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
            modules |= {f"{node.module}.{alias.name}" for alias in node.names}
    return {m for m in modules if m == "hupai" or m.startswith("hupai.")}


def _source(package: Path, module: str) -> Path | None:
    """The file of a hupai module, or None for a name that is not a module (a function)."""
    parts = module.split(".")[1:]
    base = package.joinpath(*parts)
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


@pytest.mark.parametrize(
    "root", ["hupai.reference.local", "hupai.reference.local.score", "hupai.reference.mcr.score"]
)
def test_the_local_reference_never_reaches_the_native_module(root: str) -> None:
    # Every hupai module the reference scorer imports, followed to the end, packages' own
    # __init__ files included (importing hupai.x.y runs hupai/x/__init__.py).
    import hupai

    package = Path(hupai.__file__).parent
    to_read, seen = [root], set()
    while to_read:
        module = to_read.pop()
        if module in seen:
            continue
        seen.add(module)
        path = _source(package, module)
        if path is None:
            continue
        parents = [".".join(module.split(".")[:i]) for i in range(1, module.count(".") + 1)]
        to_read.extend(_hupai_imports(path) | set(parents))
    assert "hupai._core" not in seen
    assert {"hupai.reference.local.features", "hupai.scoring.local_request"} <= seen


def test_the_local_reference_runs_without_the_native_module() -> None:
    import subprocess
    import sys

    program = (
        "import sys, hupai.reference\n"
        "from hupai.rules.tuidao import TUIDAO\n"
        "s = hupai.reference.score('123456m123p456s8p', win_tile='8p', rules=TUIDAO)\n"
        "assert s.points == 6, s\n"
        "assert 'hupai._core' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", program], check=True)
