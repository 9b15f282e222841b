"""Shared by the 跑胡子 tests: the rule page's worked examples, their options, generated hands
built from 7 门子, and the same hand with its cards in another order."""

from __future__ import annotations

import csv
import random
from pathlib import Path
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st

from hupai.paohuzi_cards import format_cards, read_hand

ROWS = list(
    csv.DictReader(
        (Path(__file__).parent / "data" / "paohuzi_examples.tsv").open(encoding="utf-8"),
        delimiter="\t",
    )
)


def options_of(text: str) -> dict[str, Any]:
    """The ``options`` column: ``-`` or ``name=value`` pairs joined by commas."""
    options: dict[str, Any] = {}
    for pair in [] if text == "-" else text.split(","):
        name, value = pair.split("=")
        options[name] = value != "off" if name == "duizihu" else int(value)
    return options


def shuffled(text: str, rng: random.Random) -> str:
    """The same hand with its tokens, and the cards inside each, in another order."""
    hand = read_hand(text)
    tokens = [
        f"{brace}{''.join(format_cards([c]) for c in rng.sample(cards, len(cards)))}"
        f"{']' if brace == '[' else '}'}"
        for brace, cards in hand.declared
    ]
    tokens += [format_cards([c]) for c in hand.concealed]
    rng.shuffle(tokens)
    if hand.winning is not None:
        tokens.insert(rng.randrange(len(tokens) + 1), "+" + format_cards([hand.winning]))
    return " ".join(tokens) + (" | tsumo" if hand.tsumo else "")


_THREES = [(b + n, b + n + 1, b + n + 2) for b in (0, 10) for n in range(8)]
_THREES += [(b + 1, b + 6, b + 9) for b in (0, 10)] + [(k,) * 3 for k in range(20)]
_THREES += [(n, n, n + 10) for n in range(10)] + [(n, n + 10, n + 10) for n in range(10)]


@st.composite
def built_hands(draw: st.DrawFn, max_wilds: int = 4) -> tuple[str, int]:
    """A hand (notation) built from 7 门子 of paohuzi.md 2.2, so that it is often complete:
    6 or 7 three-card groups, or a four alike and a pair in place of two; some groups
    declared, a concealed card taken as the winning card, maybe ``tsumo``, 0-4 concealed
    cards replaced by W (at most ``max_wilds``).
    Returns the hand and the ``wilds`` it needs."""
    groups = [list(draw(st.sampled_from(_THREES))) for _ in range(7)]
    if draw(st.booleans()):
        kind, pair = draw(st.integers(0, 19)), draw(st.integers(0, 19))
        groups[:2] = [[kind] * 4, [pair] * 2]
    counts = [sum(g.count(k) for g in groups) for k in range(20)]
    assume(max(counts) <= 4)
    tokens, concealed = [], []
    for group in groups:
        alike = len(set(group)) == 1 and len(group) >= 3
        how = draw(st.sampled_from(["", "[", "{"] if alike else ["", "["]))
        if how and len(group) >= 3:
            tokens.append(f"{how}{format_cards(group)}{']' if how == '[' else '}'}")
        else:
            concealed += group
    assume(concealed)
    concealed = draw(st.permutations(concealed))
    winning = concealed.pop() if draw(st.booleans()) else None
    wilds = draw(st.integers(0, min(max_wilds, len(concealed))))
    card_tokens = [format_cards([c]) for c in concealed[wilds:]] + ["W"] * wilds
    text = " ".join(tokens + card_tokens)
    if winning is not None:
        text += " +" + format_cards([winning])
    return text + (" | tsumo" if draw(st.booleans()) else ""), wilds


@st.composite
def onto_copies(draw: st.DrawFn) -> tuple[str, int]:
    """A hand of 7 门子 (some declared) whose winning card, from another player, lands on two
    or three concealed copies of its kind, with 1-4 王 standing for other concealed cards:
    paohuzi.md 2.5's rows for a 坎 and for two concealed copies, where the engine leaves out
    the groups it shows worth no more than others (a 王 beside a loose card of its kind).
    Returns the hand and the ``wilds`` it needs."""
    kind = draw(st.integers(0, 19))
    copies = [kind] * draw(st.sampled_from([2, 3]))
    others = st.sampled_from([g for g in _THREES if kind not in g])
    groups = [list(draw(others)) for _ in range(6)]
    if len(copies) == 2 and draw(st.booleans()):
        # The fourth copy elsewhere: in a 绞, or loose.
        groups[0] = [kind, (kind + 10) % 20, draw(st.sampled_from([kind, (kind + 10) % 20]))]
    counts = [sum(g.count(k) for g in groups) + copies.count(k) + (k == kind) for k in range(20)]
    assume(max(counts) <= 4)
    tokens, concealed = [], []
    for group in groups:
        if len(set(group)) > 1 and draw(st.integers(0, 4)) == 0:
            tokens.append(f"[{format_cards(group)}]")
        else:
            concealed += group
    assume(concealed)  # every other group declared leaves no card for a 王 to stand for
    rest = draw(st.permutations(concealed))
    wilds = draw(st.integers(1, min(4, len(rest))))
    assume(rest[wilds:].count(kind) + len(copies) <= 3)
    cards = [format_cards([c]) for c in [*copies, *rest[wilds:]]] + ["W"] * wilds
    return " ".join(tokens + cards) + " +" + format_cards([kind]), wilds


def check_reading(hand: str, result: Any) -> None:
    """Holds a result's reading to the page: 7 groups whose cards are the hand's physical
    cards plus one kind a 王, each valued by the 胡息 table and of a shape its label allows,
    summing to ``huxi``; at most one holds the winning card, exactly one when it is a card,
    labelled as 2.5 says; the 名堂 are those of its own red count and groups."""
    from collections import Counter

    from hupai.paohuzi_groups import group_huxi, mingtang, shape

    parsed = read_hand(hand)
    if result.huxi is None:
        assert result.groups == () and result.wild_kinds == ()
        return
    assert len(result.groups) == 7
    physical = Counter(c for c in parsed.concealed if c != 20)
    physical.update(c for _, cards in parsed.declared for c in cards)
    if parsed.winning not in (None, 20):
        physical[parsed.winning] += 1
    logical = Counter(c for g in result.groups for c in g.cards)
    assert logical == physical + Counter(result.wild_kinds)
    assert len(result.wild_kinds) == hand.count("W")
    assert max(logical.values()) <= 4
    for g in result.groups:
        label = shape(g.cards) if g.kind == "吃" else g.kind
        assert label is not None
        if label in ("句", "二七十", "绞"):
            assert shape(g.cards) == label
        else:
            assert len(set(g.cards)) == 1
            assert len(g.cards) == {"将": 2, "跑": 4, "提": 4}.get(label, 3)
        assert g.huxi == group_huxi(label, g.cards)
    assert sum(g.huxi for g in result.groups) == result.huxi
    fours = sum(len(g.cards) == 4 for g in result.groups)
    assert sum(len(g.cards) == 2 for g in result.groups) == (1 if fours else 0)
    assert sum(g.winning for g in result.groups) == (parsed.winning not in (None, 20))
    for g in result.groups:
        # paohuzi.md 2.5: a concealed same-kind group holding the winning card is 偎/提
        # self-turned, 碰/跑 from another player; a declared 碰/偎 it joins becomes 跑, or 提
        # (a 偎, self-turned).
        if g.winning and len(g.cards) >= 3 and len(set(g.cards)) == 1:
            if g.declared:
                assert g.kind in (("跑", "提") if parsed.tsumo else ("跑",)), g
            else:
                assert g.kind in (("偎", "提") if parsed.tsumo else ("碰", "跑")), g
    if result.win:
        pairs_only = all(g.kind not in ("句", "二七十", "绞", "吃") for g in result.groups)
        assert set(result.mingtang) <= set(mingtang(result.red, pairs_only, True))
        assert set(mingtang(result.red, pairs_only, False)) <= set(result.mingtang)


def check_example(row: dict[str, str], result: Any, is_win: Any) -> None:
    """Holds a result to its row of the examples table: win, 胡息, 囤, 名堂, 番, score and red
    count, and ``is_win`` (called with the row's hand and options) to the win."""
    options = options_of(row["options"])
    mingtang = "+".join(f"{name}{value}" for name, value in result.mingtang) or "-"
    assert result.win == (row["win"] == "yes")
    assert result.huxi == (int(row["huxi"]) if row["huxi"] else None)
    assert (result.tun, mingtang, result.fan, result.score) == (
        int(row["tun"]),
        row["mingtang"],
        int(row["fan"]),
        int(row["score"]),
    )
    assert is_win(row["hand"], **options) == result.win
    if result.huxi is not None:
        assert result.red == int(row["red"])
