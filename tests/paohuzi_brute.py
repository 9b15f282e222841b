"""A second, naive 跑胡子 scorer for the tests: every kind for each 王, every partition of the
cards (each one tagged physical, winning or 王) into 2-4 card 门子, then the rules of
paohuzi.md 2.3-2.5, 5 and 6 checked on the finished reading. Slow (one 王 at most in
practice); it shares only the notation reader with ``hupai.reference.paohuzi``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations, combinations_with_replacement

from hupai.paohuzi_cards import RED, WILD, read_hand

_BASE = {"坎": 3, "碰": 1, "偎": 3, "跑": 6, "提": 9, "二七十": 3, "句": 0, "绞": 0, "将": 0}
_BIG = {"坎": 6, "碰": 3, "偎": 6, "跑": 9, "提": 12, "二七十": 6, "句": 0, "绞": 0, "将": 0}


def _run(kinds: list[int]) -> str | None:
    a, b, c = sorted(kinds)
    if a // 10 == b // 10 == c // 10 and (b - a, c - b) == (1, 1):
        return "句"
    if a // 10 == c // 10 and (a % 10, b % 10, c % 10) == (1, 6, 9):
        return "二七十"
    if a % 10 == b % 10 == c % 10 and a // 10 != c // 10:
        return "绞"
    return None


def _value(kind: str, kinds: list[int]) -> int:
    if kind == "句":
        return (6 if min(kinds) >= 10 else 3) if min(kinds) % 10 == 0 else 0
    return _BIG[kind] if min(kinds) >= 10 else _BASE[kind]


def _partitions(items: list[tuple[str, int]]) -> Iterator[list[list[tuple[str, int]]]]:
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    seen = set()
    for size in (1, 2, 3):
        for picked in combinations(range(len(rest)), size):
            group = [first, *(rest[i] for i in picked)]
            key = tuple(sorted(group))
            if key in seen:
                continue
            seen.add(key)
            kinds = [k for _, k in group]
            if not (len(set(kinds)) == 1 or (len(kinds) == 3 and _run(kinds))):
                continue
            left = [item for i, item in enumerate(rest) if i not in picked]
            for tail in _partitions(left):
                yield [group, *tail]


def brute_score(text: str, min_huxi: int = 15, duizihu: bool = True) -> tuple[object, ...]:
    """(win, huxi, tun, fan, mingtang, score) of paohuzi.md 4 for a valid hand."""
    hand = read_hand(text)
    tsumo = hand.tsumo
    win = hand.winning if hand.winning != WILD else None
    wilds = hand.concealed.count(WILD) + (hand.winning == WILD)
    phys = Counter(c for c in hand.concealed if c != WILD)
    best: tuple[int, int, tuple[tuple[str, int], ...]] | None = None
    best_loss: int | None = None
    declared_options = [[(brace, list(cards), False) for brace, cards in hand.declared]]
    for i, (brace, cards) in enumerate(hand.declared):
        if len(cards) == 3 and len(set(cards)) == 1 and cards[0] == win:
            joined = [*declared_options[0]]
            joined[i] = (brace, [*cards, win], True)
            if tsumo and brace == "{":
                declared_options = [joined]
            else:
                declared_options.append(joined)
    for declared in declared_options:
        took = any(w for _, _, w in declared)
        for kinds in combinations_with_replacement(range(20), wilds):
            items = [("P", c) for c in hand.concealed if c != WILD]
            items += [("W", k) for k in kinds]
            if win is not None and not took:
                items.append(("N", win))
            for split in _partitions(sorted(items)):
                groups: list[tuple[str, list[int]]] = []
                for brace, cards, holds in declared:
                    if len(set(cards)) > 1:
                        groups.append(("吃" + (_run(cards) or ""), cards))
                    elif brace == "[":
                        groups.append(("碰" if len(cards) == 3 else "跑", cards))
                    else:
                        groups.append((("偎" if len(cards) == 3 else "提"), cards))
                        if holds and not tsumo:
                            groups[-1] = ("跑", cards)
                    if holds and brace == "[":
                        groups[-1] = ("跑", cards)
                ok = True
                for group in split:
                    ks = [k for _, k in group]
                    n = any(t == "N" for t, _ in group)
                    p = sum(t == "P" for t, _ in group)
                    if len(set(ks)) == 1 and len(ks) >= 3:
                        if n:
                            name = (
                                ("偎" if len(ks) == 3 else "提")
                                if tsumo
                                else ("碰" if len(ks) == 3 else "跑")
                            )
                        else:
                            name = "坎" if len(ks) == 3 else "提"
                    elif len(ks) == 2:
                        name = "将"
                    else:
                        name = _run(ks) or ""
                    for kind, count in phys.items():
                        here = sum(t == "P" and k == kind for t, k in group)
                        if count == 3 and here and (here != 3 or len(set(ks)) != 1):
                            ok = False
                    if n and tsumo and win is not None and phys[win] >= 2:
                        if len(set(ks)) != 1 or p != phys[win]:
                            ok = False
                    groups.append((name, ks))
                everything = Counter(k for _, ks in groups for k in ks)
                fours = sum(len(ks) == 4 for _, ks in groups)
                pairs = sum(len(ks) == 2 for _, ks in groups)
                if not ok or len(groups) != 7 or pairs != (fours > 0):
                    continue
                if max(everything.values()) > 4:
                    continue
                huxi = sum(_value(name.removeprefix("吃"), ks) for name, ks in groups)
                if huxi < min_huxi:
                    best_loss = huxi if best_loss is None else max(best_loss, huxi)
                    continue
                red = sum(n for k, n in everything.items() if k in RED)
                names = []
                if 10 <= red <= 12:
                    names.append(("红胡", 2))
                if red >= 13:
                    names.append(("红乌", 4))
                if red == 1:
                    names.append(("点胡", 3))
                if red == 0:
                    names.append(("乌胡", 5))
                if duizihu and all(n in ("坎", "碰", "偎", "跑", "提", "将") for n, _ in groups):
                    names.append(("对子胡", 4))
                tun = 1 + (huxi - min_huxi) // 3 + tsumo
                fan = sum(v for _, v in names) or 1
                if best is None or (tun * fan, huxi) > best[:2]:
                    best = (tun * fan, huxi, tuple(names))
    if best is None:
        return (False, best_loss, 0, 0, (), 0)
    score, huxi, names = best
    fan = sum(v for _, v in names) or 1
    return (True, huxi, score // fan, fan, names, score)
