"""The final exclusions and the fans of the special forms, on rule-book examples and against
PyMahjongGB."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from mcr_hands import SPECIAL, Hand, hands

from hupai.reference.mcr.exclusions import RULES, apply_exclusions, table_exclusions
from hupai.reference.mcr.special_forms import (
    KNITTED_SETS,
    WinFlags,
    correct_flags,
    honors_and_knitted_fans,
    is_seven_shifted_pairs,
    knitted_straight_fans,
    nine_gates_fans,
    seven_pairs_fans,
    thirteen_orphans_fans,
    win_flag_fans,
)
from hupai.reference.mcr.view import ScoredMeld
from hupai.rules import mcr
from hupai.tiles import parse


def _ids(*names: str) -> dict[int, int]:
    return {mcr.by_name(n).id: 1 for n in names}


def _names(fans: dict[int, int]) -> set[str]:
    return {mcr.by_id(i).en for i in fans}


# --- exclusions ----------------------------------------------------------------------------


@pytest.mark.parametrize(("fan", "left_out"), RULES)
def test_each_rule(fan: int, left_out: tuple[int, ...]) -> None:
    fans = {fan: 1, **{i: 1 for i in left_out}}
    if fan == 38:  # Big Three Winds: its three pungs of winds
        fans[73] = 3
    assert apply_exclusions(fans) == {fan: 1}


@pytest.mark.parametrize(("fan", "left_out"), [r for r in RULES if r[0] != 38])
def test_rules_are_in_the_table(fan: int, left_out: tuple[int, ...]) -> None:
    """Every exclusion the engine makes at the last step is one of the table's."""
    entry = mcr.by_id(fan)
    assert set(left_out) <= {*entry.excludes, *entry.engine_excludes}


def test_four_concealed_pungs_keeps_self_drawn() -> None:
    fans = _ids("Four Concealed Pungs", "All Pungs", "Fully Concealed Hand", "Concealed Hand")
    assert _names(apply_exclusions(fans)) == {"Four Concealed Pungs", "Self-Drawn"}
    # The table would drop the self-drawn point altogether.
    assert _names(table_exclusions(fans)) == {"Four Concealed Pungs"}
    # Last Tile Draw still leaves out the Self-Drawn put back.
    fans = _ids("Four Concealed Pungs", "Fully Concealed Hand", "Last Tile Draw")
    assert _names(apply_exclusions(fans)) == {"Four Concealed Pungs", "Last Tile Draw"}
    fans = _ids("Four Concealed Pungs", "Concealed Hand", "Self-Drawn")
    assert _names(apply_exclusions(fans)) == {"Four Concealed Pungs", "Self-Drawn"}


def test_big_three_winds_takes_its_own_pungs() -> None:
    # EEE SSS WWW 111m: one Pung of Terminals or Honors left, where the table leaves none.
    assert apply_exclusions({38: 1, 73: 4, 75: 1}) == {38: 1, 73: 1, 75: 1}
    assert table_exclusions({38: 1, 73: 4, 75: 1}) == {38: 1, 75: 1}
    assert apply_exclusions({38: 1, 73: 3}) == {38: 1}
    assert apply_exclusions({38: 1, 73: 2}) == {38: 1}  # never fewer than none
    # Beside All Honors or All Terminals and Honors all of them go, nothing more.
    assert apply_exclusions({38: 1, 11: 1, 73: 1, 48: 1}) == {38: 1, 11: 1}
    assert apply_exclusions({38: 1, 18: 1, 73: 4}) == {38: 1, 18: 1}


def test_what_the_engine_never_gathers_is_kept() -> None:
    # Pairs of fans the table excludes but the engine never has both of at the last step.
    for fans in (
        _ids("Big Four Winds", "Big Three Winds", "Prevalent Wind"),
        _ids("Seven Pairs", "Concealed Hand"),
        _ids("Dragon Pung", "Pung of Terminals or Honors"),
        _ids("Robbing The Kong", "Last Tile"),
        _ids("Full Flush", "One Voided Suit", "No Honors"),
    ):
        assert apply_exclusions(fans) == fans
        assert table_exclusions(fans) != fans


def test_rule_book_examples() -> None:
    # All Simples leaves out No Honors; Fully Concealed Hand leaves out Self-Drawn.
    fans = _ids("All Simples", "No Honors", "Fully Concealed Hand", "Self-Drawn", "Tile Hog")
    assert _names(apply_exclusions(fans)) == {"All Simples", "Fully Concealed Hand", "Tile Hog"}
    # All Terminals: no All Pungs, Outside Hand, Pungs of Terminals, No Honors, Double Pung.
    fans = {8: 1, 48: 1, 55: 1, 73: 4, 76: 1, 65: 2, 66: 1}
    assert apply_exclusions(fans) == {8: 1, 66: 1}
    # Zero counts are dropped, the input is left alone.
    given = {22: 1, 76: 0}
    assert apply_exclusions(given) == {22: 1} and given == {22: 1, 76: 0}


# --- win flags -----------------------------------------------------------------------------


def test_win_flag_fans() -> None:
    assert _names(win_flag_fans(WinFlags(self_drawn=True))) == {"Self-Drawn"}
    assert _names(win_flag_fans(WinFlags(True, True, False, True))) == {
        "Last Tile",
        "Last Tile Draw",
    }
    assert _names(win_flag_fans(WinFlags(True, False, True, True))) == {
        "Last Tile Draw",
        "Out with Replacement Tile",
    }
    assert _names(win_flag_fans(WinFlags(False, True, True, False))) == {"Robbing The Kong"}
    assert _names(win_flag_fans(WinFlags(False, False, False, True))) == {"Last Tile Claim"}


def test_correct_flags() -> None:
    standing = Counter(parse("19m19p19s1234567z1m"))
    assert not correct_flags(WinFlags(last_copy=True), standing, Counter(), 0, False).last_copy
    assert correct_flags(WinFlags(last_copy=True), standing, Counter(), 8, False).last_copy
    assert correct_flags(WinFlags(), Counter([5]), Counter([5, 5, 5]), 5, False).last_copy
    assert not correct_flags(WinFlags(True, kong=True), standing, Counter(), 8, False).kong
    assert not correct_flags(WinFlags(kong=True), standing, Counter(), 0, False).kong
    assert correct_flags(WinFlags(kong=True), standing, Counter(), 8, False).kong


# --- special forms -------------------------------------------------------------------------


def test_seven_pairs() -> None:
    tiles = Counter(parse("22446688m335577p"))
    raw = seven_pairs_fans(tiles, 1, WinFlags())
    assert _names(raw) == {"Seven Pairs", "All Simples", "One Voided Suit", "No Honors"}
    assert _names(apply_exclusions(raw)) == {"Seven Pairs", "All Simples", "One Voided Suit"}
    tiles = Counter(parse("2222m4466p3399s55z"))
    assert _names(seven_pairs_fans(tiles, 1, WinFlags(self_drawn=True))) == {
        "Seven Pairs",
        "Tile Hog",
        "Self-Drawn",
    }


def test_seven_shifted_pairs() -> None:
    tiles = Counter(parse("22334455667788m"))
    assert is_seven_shifted_pairs(tiles, 4)
    assert _names(seven_pairs_fans(tiles, 4, WinFlags())) == {
        "Seven Shifted Pairs",
        "All Simples",
    }
    tiles = Counter(parse("11223344556677s"))
    assert _names(seven_pairs_fans(tiles, 18, WinFlags(True))) == {
        "Seven Shifted Pairs",
        "Self-Drawn",
    }
    assert not is_seven_shifted_pairs(Counter(parse("11223344556688s")), 18)


def test_thirteen_orphans() -> None:
    assert _names(thirteen_orphans_fans(WinFlags(True))) == {"Thirteen Orphans", "Self-Drawn"}
    assert _names(thirteen_orphans_fans(WinFlags(last_copy=True))) == {
        "Thirteen Orphans",
        "Last Tile",
    }


def test_honors_and_knitted() -> None:
    greater = Counter(parse("147m258p36s1234567z"))
    assert _names(honors_and_knitted_fans(greater, WinFlags())) == {
        "Greater Honors and Knitted Tiles"
    }
    with_straight = Counter(parse("147m258p369s12345z"))
    assert _names(honors_and_knitted_fans(with_straight, WinFlags())) == {
        "Lesser Honors and Knitted Tiles",
        "Knitted Straight",
    }
    lesser = Counter(parse("147m25p369s123457z"))
    assert _names(honors_and_knitted_fans(lesser, WinFlags(True))) == {
        "Lesser Honors and Knitted Tiles",
        "Self-Drawn",
    }


@pytest.mark.parametrize(
    ("win", "expected"),
    [
        ("5m", {"Two Concealed Pungs", "Pung of Terminals or Honors"}),
        ("1m", {"Pure Straight", "Tile Hog"}),
        ("9m", {"Pure Straight", "Tile Hog"}),
        ("2m", {"Two Concealed Pungs", "Pung of Terminals or Honors", "Short Straight"}),
        ("3m", {"Short Straight"}),
    ],
)
def test_nine_gates(win: str, expected: set[str]) -> None:
    w = parse(win)[0]
    tiles = Counter(parse("1112345678999m")) + Counter([w])
    fans = nine_gates_fans(tiles, w, WinFlags())
    assert fans is not None and _names(fans) == {"Nine Gates", *expected}


def test_nine_gates_needs_the_ninth_tile_to_win() -> None:
    tiles = Counter(parse("11123455678999m"))
    assert nine_gates_fans(tiles, 0, WinFlags()) is None
    assert nine_gates_fans(tiles, 4, WinFlags()) is not None


def _meld(kind: str, first: int, *, declared: bool = False, concealed: bool = True) -> ScoredMeld:
    n = {"chow": 0, "pung": 3, "kong": 4}[kind]
    tiles = (first, first + 1, first + 2) if n == 0 else (first,) * n
    return ScoredMeld(kind, first, tiles, concealed, declared)


KNIT = parse("147m258p369s")


def _knitted(meld: ScoredMeld, pair: str, win: str, flags: WinFlags, **winds: int) -> set[str]:
    p, w = parse(pair)[0], parse(win)[0]
    tiles = Counter(KNIT) + Counter(meld.tiles) + Counter([p, p])
    wind = {"prevalent_wind": 27, "seat_wind": 28, **winds}
    return _names(knitted_straight_fans(KNIT, meld, p, tiles, w, flags, **wind))


def test_knitted_straight() -> None:
    chow = _meld("chow", parse("2s")[0])
    assert _knitted(chow, "5m", "9s", WinFlags()) == {
        "Knitted Straight",
        "All Chows",
        "Concealed Hand",
    }
    # Won on the lone pair tile: Single Wait.
    assert _knitted(chow, "5m", "5m", WinFlags(True)) == {
        "Knitted Straight",
        "All Chows",
        "Fully Concealed Hand",
        "Single Wait",
    }
    # 123s and a pair: won on 3s, the edge.
    edge = _meld("chow", parse("1s")[0])
    assert "Edge Wait" in _knitted(edge, "5m", "3s", WinFlags())
    # 5p both knitted and the pair: the engine still counts the wait on the pair.
    assert "Single Wait" in _knitted(chow, "5p", "5p", WinFlags())
    # 345p, the pair 5p and the knitted 5p: Tile Hog.
    assert "Tile Hog" in _knitted(_meld("chow", parse("3p")[0]), "5p", "9s", WinFlags())
    east = _meld("pung", 27)
    assert _knitted(east, "7z", "9s", WinFlags()) == {
        "Knitted Straight",
        "Prevalent Wind",
        "All Types",
        "Concealed Hand",
    }
    south = _meld("kong", 28, declared=True, concealed=False)
    assert _knitted(south, "5m", "5m", WinFlags()) == {
        "Knitted Straight",
        "Seat Wind",
        "Melded Kong",
        "Single Wait",
    }
    ones = _meld("pung", 0, declared=True, concealed=False)
    assert _knitted(ones, "5m", "9s", WinFlags(True)) == {
        "Knitted Straight",
        "Pung of Terminals or Honors",
        "No Honors",
        "Tile Hog",
        "Self-Drawn",
    }


# --- against PyMahjongGB -------------------------------------------------------------------


def _flags(hand: Hand) -> tuple[Counter[int], WinFlags]:
    standing = Counter([*hand.standing, hand.win_tile])
    declared: Counter[int] = Counter()
    for _, tiles, _, _ in hand.melds:
        declared.update(tiles)
    flags = WinFlags(hand.self_drawn, hand.last_copy, hand.kong, hand.last_tile)
    has_kong = any(kind == "kong" for kind, *_ in hand.melds)
    return standing + declared, correct_flags(flags, standing, declared, hand.win_tile, has_kong)


def _split_knitted(tiles: Counter[int]) -> tuple[frozenset[int], ScoredMeld, int] | None:
    for knit in KNITTED_SETS:
        if all(tiles[t] for t in knit):
            rest = tiles - Counter(knit)
            for p in [t for t, n in rest.items() if n >= 2]:
                left = rest - Counter([p, p])
                a = min(left)
                if left[a] == 3:
                    return knit, _meld("pung", a), p
                if a < 27 and a % 9 < 7 and left == Counter([a, a + 1, a + 2]):
                    return knit, _meld("chow", a), p
    return None


def _ours(hand: Hand) -> dict[int, int] | None:
    tiles, flags = _flags(hand)
    if hand.theme == "thirteen_orphans":
        return thirteen_orphans_fans(flags)
    if hand.theme == "honors_and_knitted":
        return honors_and_knitted_fans(tiles, flags)
    if hand.theme in ("seven_pairs", "seven_shifted_pairs"):
        return seven_pairs_fans(tiles, hand.win_tile, flags)
    if hand.theme == "nine_gates":
        return nine_gates_fans(tiles, hand.win_tile, flags)
    split = _split_knitted(tiles)
    assert split is not None
    knit, meld, pair = split
    w = (hand.prevalent_wind, hand.seat_wind)
    return knitted_straight_fans(knit, meld, pair, tiles, hand.win_tile, flags, *w)


def test_agrees_with_pymahjonggb() -> None:
    """Each special theme's fans after the exclusions against PyMahjongGB's whole answer (less
    flowers), where the engine scores the form (not a regular reading)."""
    gb = pytest.importorskip("MahjongGB")
    compared: Counter[str] = Counter()
    agreed: Counter[str] = Counter()
    regular: Counter[str] = Counter()
    misses: list[str] = []
    special = [h for h in hands(60000, seed=11) if h.theme in KNITTED_THEMES]
    for hand in special:
        answer = gb.MahjongFanCalculator(**hand.gb_args(), verbose=True)
        engine = {mcr.by_name(en).id: n for _, n, _, en in answer if en != "Flower Tiles"}
        ours = _ours(hand)
        form = hand.theme
        if form == "seven_pairs" and 19 not in engine:
            regular[form] += 1  # the engine took a regular reading
            continue
        if form == "nine_gates" and ours is None:
            regular[form] += 1
            assert 4 not in engine
            continue
        assert ours is not None
        compared[form] += 1
        same = apply_exclusions(ours) == engine
        agreed[form] += same
        if not same and len(misses) < 8:
            misses.append(f"{hand}: ours {apply_exclusions(ours)}, engine {engine}")
    print(
        "special forms:",
        ", ".join(
            f"{f} {agreed[f]}/{compared[f]}" + (f" (+{regular[f]} regular)" if regular[f] else "")
            for f in KNITTED_THEMES
        ),
    )
    assert all(compared[f] > 50 for f in KNITTED_THEMES)
    assert not misses, "\n".join(misses)


# The special forms the generator makes.
KNITTED_THEMES = SPECIAL


def test_knitted_straight_with_a_declared_meld() -> None:
    """The Knitted Straight form with its fourth meld declared (chow, pung, melded or concealed
    kong), against PyMahjongGB's whole answer."""
    gb = pytest.importorskip("MahjongGB")
    rng = random.Random(5)
    compared = agreed = 0
    misses: list[str] = []
    for hand in hands(60000, seed=12):
        if hand.theme != "knitted_straight":
            continue
        split = _split_knitted(Counter([*hand.standing, hand.win_tile]))
        assert split is not None
        knit, meld, pair = split
        kind, concealed = meld.kind, False
        if kind == "pung" and rng.random() < 0.5:
            kind, concealed = "kong", rng.random() < 0.5
        tiles = meld.tiles + ((meld.first,) if kind == "kong" else ())
        offer = 0 if concealed else rng.randint(1, 3)
        standing = [*knit, pair, pair]
        win = rng.choice(standing)
        standing.remove(win)
        declared = replace(
            hand,
            melds=[(kind, tiles, concealed, offer)],
            standing=standing,
            win_tile=win,
            flowers=0,
        )
        answer = gb.MahjongFanCalculator(**declared.gb_args(), verbose=True)
        engine = {mcr.by_name(en).id: n for _, n, _, en in answer if en != "Flower Tiles"}
        all_tiles, flags = _flags(declared)
        scored = ScoredMeld(kind, meld.first, tiles, concealed, True)
        w = (hand.prevalent_wind, hand.seat_wind)
        ours = apply_exclusions(
            knitted_straight_fans(knit, scored, pair, all_tiles, win, flags, *w)
        )
        compared += 1
        agreed += ours == engine
        if ours != engine and len(misses) < 8:
            misses.append(f"{declared}: ours {ours}, engine {engine}")
    print(f"knitted straight, declared meld: {agreed}/{compared}")
    assert compared > 1000
    assert not misses, "\n".join(misses)
