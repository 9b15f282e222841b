"""``hupai.score``'s door reads a call's keywords by the identity of their interned names and
passes any other call whole to PyO3's reader: the two ways must give the same Score, or the
same error, and the function must look the same from Python (name, signature, docstring)."""

from __future__ import annotations

import inspect

import pytest
from mcr_hands import hands

import hupai
from hupai import _core

HANDS = hands(200, 15)
NAMES = ("self_drawn", "last_copy", "kong", "last_tile", "seat_wind", "prevalent_wind", "flowers")


def _fresh(name: str) -> str:
    """``name`` as a new string object, not the interned one the door knows."""
    fresh = "".join(list(name))
    assert fresh == name
    return fresh


def _outcome(*args: object, **kwargs: object) -> object:
    try:
        return hupai.score(*args, **kwargs)
    except (hupai.HupaiError, TypeError) as err:
        return (type(err).__name__, str(err))


def test_looks_the_same() -> None:
    assert hupai.score is _core.score
    assert hupai.score.__name__ == hupai.score.__qualname__ == "score"
    assert hupai.score.__module__ == "hupai._core"
    assert hupai.score.__self__ is _core
    assert hupai.score.__doc__ is not None
    assert hupai.score.__doc__.startswith("The score (算番) of a winning hand")
    signature = inspect.signature(hupai.score)
    assert list(signature.parameters) == ["hand", "win_tile", "melds", *NAMES, "rules",
                                          "situation"]  # fmt: skip


def test_keywords_not_interned_go_the_general_way() -> None:
    for h in HANDS:
        kw = dict(h.situation(), win_tile=h.win_tile, melds=h.hupai_melds())
        fresh = {_fresh(k): v for k, v in kw.items()}
        standing = list(h.standing)
        assert _outcome(standing, **fresh) == _outcome(standing, **kw)


def test_none_is_the_default() -> None:
    for h in HANDS:
        kw = dict(h.situation(), win_tile=h.win_tile, melds=h.hupai_melds())
        nones = {k: None for k in (*NAMES, "rules") if k not in kw or not kw[k]}
        expected = _outcome(list(h.standing), **kw)
        assert _outcome(list(h.standing), **{**kw, **nones}) == expected
        assert _outcome(list(h.standing), **kw, rules=None) == expected


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        ((), {}),
        (("123m",), {"hand": "456p"}),
        (("11m", 3), {}),
        ((), {"win_tile": "1m"}),
        (("11m",), {"bogus": 1}),
        (("11m",), {"win_tile": "1m", "void": "m"}),
    ],
)
def test_odd_calls_are_worded_by_pyo3(args: tuple[object, ...], kwargs: dict) -> None:
    # The same call with a name made afresh goes the general way for certain.
    fresh = {_fresh(k): v for k, v in kwargs.items()}
    assert _outcome(*args, **kwargs) == _outcome(*args, **fresh)
    assert isinstance(_outcome(*args, **kwargs), tuple)


def _melds_rewritten(h: object, how: str) -> list[hupai.Meld]:
    """The hand's melds with their instance dicts changed so that the one walk through a
    Meld's fields cannot read them, and the reader looks each field up by name instead."""
    melds = h.hupai_melds()  # type: ignore[attr-defined]
    for m in melds:
        fields = m.__dict__
        if how == "extra":
            object.__setattr__(m, "note", "kept by a caller")
        elif how == "reordered":
            fields.update(reversed(list(fields.items())))
            for name in list(fields):
                fields[_fresh(name)] = fields.pop(name)
    return melds


@pytest.mark.parametrize("how", ["extra", "reordered"])
def test_meld_fields_read_by_name(how: str) -> None:
    for h in HANDS:
        kw = dict(h.situation(), win_tile=h.win_tile)
        expected = _outcome(list(h.standing), melds=h.hupai_melds(), **kw)
        assert _outcome(list(h.standing), melds=_melds_rewritten(h, how), **kw) == expected


@pytest.mark.parametrize(
    "changes",
    [{"tiles": (300, 301, 302)}, {"tiles": (2**70, 2**70 + 1, 2**70 + 2)}, {"offer": 300},
     {"offer": 2**70}, {"tiles": (40, 41, 42)}],
)  # fmt: skip
def test_meld_ints_not_cached_are_read_by_value(changes: dict[str, object]) -> None:
    # Tiles and offers told by the address of a cached small int; any other int is read by
    # value, and one out of range is refused as the Python reader refuses it.
    meld = hupai.Meld("chow", (0, 1, 2), offer=1)
    for name, value in changes.items():
        object.__setattr__(meld, name, value)
    for scorer in (hupai.score, hupai.reference.score):
        with pytest.raises(hupai.MeldError):
            scorer("456p789s1112z", win_tile="2z", melds=[meld])


def test_meld_kinds_not_interned_read_by_text() -> None:
    # A kind told by the identity of the interned name, or else by its text.
    for h in HANDS:
        kw = dict(h.situation(), win_tile=h.win_tile)
        melds = h.hupai_melds()
        for m in melds:
            object.__setattr__(m, "kind", _fresh(m.kind))
        expected = _outcome(list(h.standing), melds=h.hupai_melds(), **kw)
        assert _outcome(list(h.standing), melds=melds, **kw) == expected


@pytest.mark.parametrize("extra", [(None,), ("5p",), (None, None, None)])
def test_more_than_one_positional_argument_is_worded_as_python_words_it(extra: tuple) -> None:
    given = 1 + len(extra)
    message = rf"^score\(\) takes 1 positional argument but {given} were given$"
    with pytest.raises(TypeError, match=message):
        hupai.score("123m456p789s1122z", *extra)
    with pytest.raises(TypeError, match=message):
        hupai.score("123m456p789s1122z", *extra, win_tile="2z")
