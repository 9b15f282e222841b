"""hupai.paohuzi, the Rust engine, against paohuzi.md and the pure-Python reference.

Every row of ``tests/data/paohuzi_examples.tsv`` (the rule page's worked hands and error
rows; where its ``q2710`` column differs the page's answer is held) is a test. Generated
hands hold the engine to the reference (``hupai.reference.paohuzi``): the same win, 胡息,
囤, 番 and score, the same 名堂 without 王 (with 王, tied readings may carry other 名堂 at
the same score, paohuzi.md 3, so the engine's are held to its own reading), and the same
error class; and the result never changes when the cards are permuted.
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from paohuzi_hands import (
    ROWS,
    built_hands,
    check_example,
    check_reading,
    onto_copies,
    options_of,
    shuffled,
)
from sizes import examples

from hupai import batch, paohuzi
from hupai.cli import main
from hupai.errors import ArrayShapeError, HupaiError, MeldError, OptionError, TileCountError
from hupai.paohuzi_cards import format_cards
from hupai.paohuzi_groups import GROUP_CODES, MINGTANG, PhzResult, group_code
from hupai.reference import paohuzi as reference


@pytest.mark.parametrize("row", ROWS, ids=[row["id"] for row in ROWS])
def test_examples_table(row: dict[str, str]) -> None:
    options = options_of(row["options"])
    if row["win"] == "error":
        with pytest.raises(HupaiError) as raised:
            paohuzi.score(row["hand"], **options)
        assert isinstance(raised.value, ValueError)
        with pytest.raises(type(raised.value)):
            reference.score(row["hand"], **options)
        return
    result = paohuzi.score(row["hand"], **options)
    check_example(row, result, paohuzi.is_win)
    check_reading(row["hand"], result)


def _outcome(module: Any, hand: str, **options: Any) -> object:
    try:
        return module.score(hand, **options)
    except HupaiError as error:
        return type(error)


def _same(engine: object, ref: object, hand: str) -> None:
    if not isinstance(ref, PhzResult):
        assert engine == ref
        return
    assert isinstance(engine, PhzResult)
    numbers = ("win", "huxi", "tun", "fan", "score")
    assert [getattr(engine, n) for n in numbers] == [getattr(ref, n) for n in numbers]
    if "W" not in hand:
        assert engine.mingtang == ref.mingtang
        assert engine.red == ref.red
    check_reading(hand, engine)


@settings(max_examples=examples(2000), deadline=None)
@given(built_hands(), st.sampled_from([15, 15, 10]), st.booleans())
def test_the_engine_agrees_with_the_reference(
    built: tuple[str, int], min_huxi: int, duizihu: bool
) -> None:
    """paohuzi.md 4: hands built from 7 门子 (declared groups, tsumo, 0-4 王)."""
    hand, wilds = built
    options = {"wilds": wilds, "min_huxi": min_huxi, "duizihu": duizihu}
    _same(_outcome(paohuzi, hand, **options), _outcome(reference, hand, **options), hand)


@settings(max_examples=examples(1000), deadline=None)
@given(onto_copies(), st.sampled_from([15, 10]))
def test_the_engine_agrees_on_a_winning_card_onto_concealed_copies(
    built: tuple[str, int], min_huxi: int
) -> None:
    """paohuzi.md 2.5 and 5: a discard onto two or three concealed copies, with 王; the
    engine leaves out groups that put a 王 beside a loose card of its kind, and the pair of
    the winning card with one of two copies, as worth no more than readings it makes."""
    hand, wilds = built
    options = {"wilds": wilds, "min_huxi": min_huxi}
    _same(_outcome(paohuzi, hand, **options), _outcome(reference, hand, **options), hand)


@pytest.mark.parametrize(
    "hand, wilds",
    [
        ("[567x] {888d} [99x9d] [0x00d] [0x00d] 1d 3d WWW +2d", 3),
        ("[8x88d] 6d 9d 6d 9d 2x 2d 4d 5d 2x 2d 9d 5d 2d W W W W +7d", 4),
        ("[2222d] {666x} 6d 8d 1x 1x 2x 5x 3x 1x 4x W W W W +7d", 4),
    ],
)
def test_a_discard_is_not_marked_in_a_kan_of_jokers(hand: str, wilds: int) -> None:
    """paohuzi.md 2.5 (the review of issue 17): a winning card from another player beside a
    坎 of 王 alone standing for its kind was marked in that 坎, shown as a 偎; it is in a
    sequence, the 坎 is of 王 alone, and the value is as the reference's."""
    result = paohuzi.score(hand, wilds=wilds)
    held = [g for g in result.groups if g.winning]
    assert len(held) == 1 and held[0].kind not in ("偎", "提", "坎")
    check_reading(hand, result)
    _same(result, reference.score(hand, wilds=wilds), hand)


@st.composite
def loose_hands(draw: st.DrawFn) -> tuple[str, int]:
    """20 or 21 cards drawn at random (few of them complete), some 王, maybe a winning card."""
    deck = [k for k in range(20) for _ in range(4)]
    cards = draw(st.permutations(deck))[: draw(st.sampled_from([20, 21]))]
    wilds = draw(st.integers(0, 4))
    winning = cards.pop() if draw(st.booleans()) else None
    counts = {k: cards.count(k) for k in set(cards)}
    concealed = [k for k in cards if counts[k] < 4]
    declared = [f"{{{format_cards([k] * 4)}}}" for k in counts if counts[k] == 4]
    tokens = declared + [format_cards([c]) for c in concealed[wilds:]] + ["W"] * wilds
    if winning is not None:
        tokens.append("+" + format_cards([winning]))
    return " ".join(tokens) + (" | tsumo" if draw(st.booleans()) else ""), wilds


@settings(max_examples=examples(600), deadline=None)
@given(loose_hands())
def test_the_engine_agrees_on_loose_hands(built: tuple[str, int]) -> None:
    hand, wilds = built
    _same(_outcome(paohuzi, hand, wilds=wilds), _outcome(reference, hand, wilds=wilds), hand)


@settings(max_examples=examples(2000), deadline=None)
@given(built_hands(), st.randoms(use_true_random=False))
def test_permuting_the_cards_changes_nothing(built: tuple[str, int], rng: random.Random) -> None:
    """paohuzi.md 3 (q_algorithm issue #46): the same result, groups included, in any order."""
    hand, wilds = built
    assert _outcome(paohuzi, shuffled(hand, rng), wilds=wilds) == _outcome(
        paohuzi, hand, wilds=wilds
    )


@pytest.mark.parametrize(
    ("hand", "options", "error", "token"),
    [
        ("123q", {}, "NotationError", "123q"),
        ("[12x] 3x", {}, "MeldError", r"\[12x\]"),
        ("{123x}", {}, "MeldError", "123x"),
        ("[12xW]", {"wilds": 1}, "MeldError", "W"),
        ("3333x", {}, "TileCountError", "3333x"),
        ("[333x] 33x", {}, "TileCountError", "3x"),
        ("WW", {"wilds": 1}, "TileCountError", "wilds=1"),
        ("123x", {"wilds": 5}, "OptionError", "5"),
        ("123x", {"min_huxi": -1}, "OptionError", "-1"),
        ("123x", {"min_huxi": True}, "OptionError", "True"),
        ("123x", {"duizihu": 1}, "OptionError", "1"),
    ],
)
def test_errors_name_what_is_wrong(
    hand: str, options: dict[str, Any], error: str, token: str
) -> None:
    with pytest.raises(HupaiError, match=token) as raised:
        paohuzi.score(hand, **options)
    assert type(raised.value).__name__ == error
    assert isinstance(raised.value, ValueError)


def test_group_codes_read_back() -> None:
    """Every batch code's notation reads back to that code; a concealed group has none."""
    assert GROUP_CODES[0] == "-" and len(GROUP_CODES) == 119
    for code, token in enumerate(GROUP_CODES[1:], 1):
        assert group_code(token) == code
    with pytest.raises(MeldError):
        group_code("[124x]")
    with pytest.raises(MeldError):
        group_code(paohuzi.PhzGroup("坎", (1, 1, 1), 3))


def test_the_tables_report_their_size() -> None:
    stats = paohuzi.table_stats()
    assert stats["max_jokers"] == 2
    assert 0 < stats["patterns"] < stats["outcomes"]
    assert stats["bytes"] >= 8 * stats["outcomes"]
    assert 0 < stats["build_seconds"] < 60


def test_no_complete_reading_is_not_an_error() -> None:
    result = paohuzi.score("123x 456x")
    assert (result.win, result.huxi, result.groups) == (False, None, ())
    with pytest.raises(TileCountError):
        paohuzi.score("[111x] {1111x}")


def _rows(hands: list[tuple[str, int]]) -> tuple[Any, ...]:
    rows = [paohuzi.to_row(hand) for hand, _ in hands]
    return tuple(np.array(column) for column in zip(*rows, strict=True))


@settings(
    max_examples=examples(300),
    deadline=None,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)
@given(st.lists(built_hands(), min_size=1, max_size=8), st.sampled_from([None, 1, 2]))
def test_the_batch_scores_each_row_as_one_call(
    hands: list[tuple[str, int]], threads: int | None
) -> None:
    """hupai.batch.paohuzi_score: row i is hupai.paohuzi.score(hand i), on any thread count."""
    singles = []
    for hand, _ in hands:
        try:
            singles.append(paohuzi.score(hand, wilds=4))
            paohuzi.to_row(hand)
        except HupaiError:
            return
    counts, jokers, win, tsumo, declared = _rows(hands)
    out = batch.paohuzi_score(
        counts, jokers=jokers, win=win, tsumo=tsumo == 1, declared=declared, threads=threads
    )
    for i, one in enumerate(singles):
        assert bool(out.win[i]) == one.win
        assert int(out.huxi[i]) == (-1 if one.huxi is None else one.huxi)
        assert (int(out.tun[i]), int(out.fan[i]), int(out.score[i])) == (
            one.tun,
            one.fan,
            one.score,
        )
        names = [name for j, (name, _) in enumerate(MINGTANG) if out.mingtang[i] >> j & 1]
        assert names == [name for name, _ in one.mingtang]
        assert int(out.red[i]) == (one.red if one.win else int(out.red[i]))


def test_the_batch_takes_one_value_for_every_row() -> None:
    counts, jokers, win, tsumo, declared = _rows([(ROWS[0]["hand"], 0)] * 3)
    out = batch.paohuzi_score(counts, win=int(win[0]), declared=declared)
    assert out.score.tolist() == [1, 1, 1] and out.huxi.tolist() == [15, 15, 15]
    assert batch.paohuzi_score(np.zeros((0, 20), np.uint8)).score.shape == (0,)


@pytest.mark.parametrize(
    ("column", "value", "error", "words"),
    [
        ("counts", 4, TileCountError, "four alike"),
        ("counts", -1, TileCountError, "-1"),
        ("counts", 5, TileCountError, "count 5"),
        ("counts", 2**40, TileCountError, str(2**40)),
        ("jokers", 5, OptionError, "jokers 5"),
        ("win", 21, OptionError, "win 21"),
        ("tsumo", 2, OptionError, "tsumo 2"),
        ("declared", 119, OptionError, "119"),
    ],
)
def test_a_bad_row_is_named(column: str, value: int, error: type, words: str) -> None:
    counts, jokers, win, tsumo, declared = _rows([(ROWS[0]["hand"], 0)] * 3)
    columns = {"counts": counts, "jokers": jokers, "win": win, "tsumo": tsumo, "declared": declared}
    columns[column] = columns[column].astype(np.int64)
    columns[column].reshape(3, -1)[1, 0] = value
    with pytest.raises(error, match=words) as raised:
        batch.paohuzi_score(columns.pop("counts"), **columns)
    assert "row 1" in str(raised.value)


def test_batch_shapes_are_checked() -> None:
    with pytest.raises(ArrayShapeError, match=r"\(N, 20\)"):
        batch.paohuzi_score(np.zeros((2, 19), np.uint8))
    with pytest.raises(ArrayShapeError, match="declared"):
        batch.paohuzi_score(np.zeros((2, 20), np.uint8), declared=np.zeros((2, 6), np.uint8))
    with pytest.raises(OptionError, match="min_huxi"):
        batch.paohuzi_score(np.zeros((2, 20), np.uint8), min_huxi=101)


def test_to_row_refuses_eight_declared_groups() -> None:
    with pytest.raises(MeldError, match="8 declared"):
        paohuzi.to_row(" ".join(["[123x]"] * 4 + ["[456x]"] * 4), wilds=0)


def test_the_command_line_scores_the_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["paohuzi"]) == 0
    assert "score 10" in capsys.readouterr().out
    assert main(["paohuzi", "1223377880x 112370d WWWW +1d | tsumo", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert (answer["huxi"], answer["score"], len(answer["wild_kinds"])) == (27, 12, 4)
    assert answer["mingtang"] == [{"name": "红胡", "fan": 2}]
    assert main(["paohuzi", "[888d] 123d 555x 678x 99x 456d 234d +9d", "--min-huxi", "10"]) == 0
    assert "score 1" in capsys.readouterr().out
    assert main(["paohuzi", "3333x"]) == 2
    assert "declare them as 提" in capsys.readouterr().err


def test_a_hand_of_another_size_has_no_reading() -> None:
    """paohuzi.md 2.3: 21 to 26 cards; others are no complete reading (and are not searched:
    a 45-card hand took the search 17 s)."""
    big = "11x 11d 22x 22d 33x 33d 44x 44d 55x 55d 66x 66d 77x 77d 88x 88d 99x 99d 00x 00d"
    result = paohuzi.score(big + " WWWW +7d", wilds=4)
    assert (result.win, result.huxi, result.groups) == (False, None, ())
    assert reference.score("123x 456x", wilds=0).huxi is None
    rows = batch.paohuzi_score(np.full((2, 20), 2, np.uint8), jokers=4, win=[16, -1])
    assert rows.huxi.tolist() == [-1, -1] and not rows.win.any()


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: paohuzi.score(None), "NotationError", "str"),
        (lambda: paohuzi.score(b"123x"), "NotationError", "bytes"),
        (lambda: paohuzi.group_code(None), "MeldError", "NoneType"),
        (lambda: paohuzi.from_q_algorithm([1.0, 2], 3), "UnknownTileError", "1.0"),
        (lambda: paohuzi.from_q_algorithm([True]), "UnknownTileError", "True"),
        (lambda: paohuzi.from_q_algorithm([1], tsumo="yes"), "OptionError", "yes"),
        (lambda: paohuzi.score("[] 123x"), "NotationError", "empty"),
        (lambda: paohuzi.score("11111x"), "TileCountError", "5 copies"),
        (lambda: paohuzi.score("123x | tsumo tsumo"), "NotationError", "twice"),
        (lambda: paohuzi.score("WWWWW", wilds=4), "TileCountError", "at most 4"),
        (lambda: paohuzi.score("x" * 500), "NotationError", r"\.\.\.'"),
    ],
)
def test_bad_arguments_are_hupai_errors(call: Any, error: str, words: str) -> None:
    with pytest.raises(HupaiError, match=words) as raised:
        call()
    assert type(raised.value).__name__ == error and isinstance(raised.value, ValueError)
    assert len(str(raised.value)) < 200


def test_numpy_options_are_read() -> None:
    hand = ROWS[0]["hand"]
    assert paohuzi.score(hand, min_huxi=np.int64(15), duizihu=np.bool_(True)).score == 1
    with pytest.raises(OptionError):
        paohuzi.score(hand, min_huxi=np.bool_(True))


def test_a_losing_rows_red_count_is_its_readings() -> None:
    """P02 loses at 12 胡息; its reading has 3 red cards, in a single call and in a batch."""
    hand = "[888d] 123d 555x 678x 99x 456d 234d +9d"
    one = paohuzi.score(hand)
    counts, jokers, win, tsumo, declared = _rows([(hand, 0)])
    rows = batch.paohuzi_score(counts, jokers=jokers, win=win, tsumo=tsumo, declared=declared)
    assert (one.win, one.red, int(rows.red[0]), int(rows.huxi[0])) == (False, 3, 3, 12)


def test_the_command_line_takes_the_hand_unquoted(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["paohuzi", *"270x 270x 270d 123d 555d 456x 34x +5x tsumo".split()]) == 0
    assert "score 10" in capsys.readouterr().out
    assert main(["paohuzi", "WWWWW"]) == 2
    assert "at most 4" in capsys.readouterr().err
