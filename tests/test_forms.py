"""One definition of a win (issue 11, finding 1): every entry point takes the same forms=,
all five by default, with the shorthands seven_pairs= / thirteen_orphans=, checked alike."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

import hupai
from hupai import reference
from hupai.analysis import FORMS
from hupai.tiles._kinds import shown

# A knitted straight (147m 258p 369s) with 1234567z: honors and knitted tiles, 14 different.
HONORS_AND_KNITTED = "147m258p3s1234567z"
# A knitted straight and 1122z, one tile short: 111z 22z or 11z 222z.
STRAIGHT_WAITING = "147m258p369s1122z"


# Finding 1's examples, with the answers every function now gives alike.
def test_a_knitted_hand_wins_everywhere() -> None:
    for module in (hupai, reference):
        assert module.is_win(HONORS_AND_KNITTED) is True  # type: ignore[attr-defined]
        assert module.wildcards_needed(HONORS_AND_KNITTED) == 0  # type: ignore[attr-defined]
        assert module.shanten(HONORS_AND_KNITTED) == -1  # type: ignore[attr-defined]
        found = module.decompositions(HONORS_AND_KNITTED)  # type: ignore[attr-defined]
        assert [d.form for d in found] == ["honors_and_knitted"]
    assert hupai.score("147m258p3s123456z", win_tile="7z").total > 0


def test_a_waiting_knitted_straight_waits_everywhere() -> None:
    for module in (hupai, reference):
        assert module.shanten(STRAIGHT_WAITING) == 0  # type: ignore[attr-defined]
        assert module.waits(STRAIGHT_WAITING) == [27, 28]  # type: ignore[attr-defined]
        useful = module.useful_tiles(STRAIGHT_WAITING)  # type: ignore[attr-defined]
        assert useful == {27: 2, 28: 2}
    waits = hupai.batch.waits(np.array([hupai.to_counts(STRAIGHT_WAITING)]))
    assert np.flatnonzero(waits[0]).tolist() == [27, 28]
    for tile in ("1z", "2z"):
        assert hupai.score(STRAIGHT_WAITING, win_tile=tile).total > 0


# Knitted straight in 11 standing tiles (a declared meld left out): the set and a pair.
@pytest.mark.parametrize(
    ("hand", "wildcards", "wins"),
    [
        ("147m258p369s11z", 0, True),
        ("147m258p369s1z", 1, True),
        ("147m258p36s1z", 2, True),
        ("147m258p369s12z", 0, False),
        # Honors and knitted tiles needs a concealed hand: 11 tiles are never one.
        ("147m258p36s123z", 0, False),
    ],
)
def test_knitted_straight_beside_a_declared_meld(hand: str, wildcards: int, wins: bool) -> None:
    for module in (hupai, reference):
        assert module.is_win(hand, wildcards=wildcards) is wins  # type: ignore[attr-defined]
        found = module.decompositions(hand, wildcards=wildcards)  # type: ignore[attr-defined]
        assert bool(found) is wins
        assert (module.shanten(hand, wildcards=wildcards) == -1) is wins  # type: ignore[attr-defined]


# The fifth-copy rule in a knitted straight: four East beside the set are EEE and a pair of
# East only with a fifth East.
def test_knitted_straight_and_the_fifth_copy() -> None:
    for module in (hupai, reference):
        is_win: Callable[..., bool] = module.is_win  # type: ignore[attr-defined]
        assert not is_win("147m258p369s1111z", wildcards=1)
        assert is_win("147m258p369s1111z", wildcards=1, allow_fifth_copy=True)
        assert is_win("1111m47m258p369s22z")


@pytest.mark.parametrize(
    ("hand", "forms", "wins"),
    [
        ("1122m3344p5566s77z", "regular", False),
        ("1122m3344p5566s77z", "seven_pairs", True),
        (HONORS_AND_KNITTED, ("regular", "seven_pairs", "thirteen_orphans"), False),
        (HONORS_AND_KNITTED, "knitted", True),
        (HONORS_AND_KNITTED, ["knitted_straight"], False),
        ("147m258p369s11222z", "knitted_straight", True),
        ("147m258p369s11222z", "honors_and_knitted", False),
    ],
)
def test_forms_choose_what_wins(hand: str, forms: object, wins: bool) -> None:
    for module in (hupai, reference):
        assert module.is_win(hand, forms=forms) is wins  # type: ignore[attr-defined]
        try:
            needed = module.wildcards_needed(hand, forms=forms)  # type: ignore[attr-defined]
        except hupai.UnwinnableHandError:
            needed = None
        assert (needed == 0) is wins
        assert (module.shanten(hand, forms=forms) == -1) is wins  # type: ignore[attr-defined]
        assert bool(module.decompositions(hand, forms=forms)) is wins  # type: ignore[attr-defined]
    counts = np.array([hupai.to_counts(hand)])
    assert hupai.batch.is_win(counts, forms=forms).tolist() == [wins]
    assert (hupai.batch.shanten(counts, forms=forms) == -1).tolist() == [wins]


# The shorthands: None leaves the forms as chosen, False takes one out, True adds it.
@pytest.mark.parametrize(
    ("options", "wins"),
    [
        ({}, True),
        ({"seven_pairs": None}, True),
        ({"seven_pairs": False}, False),
        ({"seven_pairs": np.bool_(False)}, False),
        ({"forms": "regular"}, False),
        ({"forms": "regular", "seven_pairs": True}, True),
        ({"forms": "seven_pairs", "thirteen_orphans": False}, True),
        ({"forms": ("regular", "seven_pairs"), "seven_pairs": False}, False),
    ],
)
def test_shorthands(options: dict[str, object], wins: bool) -> None:
    hand = "1122m3344p5566s77z"
    for module in (hupai, reference):
        assert module.is_win(hand, **options) is wins  # type: ignore[attr-defined]
        waits = module.waits("1122m3344p5566s7z", **options)  # type: ignore[attr-defined]
        assert waits == ([33] if wins else [])
    assert hupai.batch.is_win(np.array([hupai.to_counts(hand)]), **options).tolist() == [wins]


def _every_function(hand14: str, hand13: str) -> Iterator[tuple[str, Callable[..., object]]]:
    """Each function taking forms=, engine and reference, with a hand it takes."""
    for module in (hupai, reference):
        name = module.__name__
        for function, hand in (
            ("is_win", hand14),
            ("wildcards_needed", hand14),
            ("decompositions", hand14),
            ("shanten", hand14),
            ("shanten_by_form", hand14),
            ("waits", hand13),
            ("useful_tiles", hand13),
        ):
            yield f"{name}.{function}", _bound(getattr(module, function), hand)
    rows = np.array([hupai.to_counts(hand14)])
    for function in ("is_win", "wildcards_needed", "shanten"):
        yield f"batch.{function}", _bound(getattr(hupai.batch, function), rows)
    yield "batch.waits", _bound(hupai.batch.waits, np.array([hupai.to_counts(hand13)]))


def _bound(function: Callable[..., object], hand: object) -> Callable[..., object]:
    return lambda **options: function(hand, **options)


BAD_FORMS: list[object] = [
    np.array("regular"),  # a 0-d array: not a name, and cannot be iterated (finding 10)
    np.array(["regular", "nine_gates"]),
    "nine_gates",
    "",
    [],
    (),
    7,
    None.__class__,
    ["regular", 5],
    b"regular",
    {"regular": 1, "bogus": 2},
]


@pytest.mark.parametrize("forms", BAD_FORMS, ids=repr)
def test_bad_forms_are_the_same_option_error_everywhere(forms: object) -> None:
    message = f"forms must be some of {', '.join((*FORMS, 'knitted'))}; got {shown(forms)}"
    for name, function in _every_function("123m456p789s11222z", "123m456p789s1122z"):
        with pytest.raises(hupai.OptionError) as caught:
            function(forms=forms)
        assert str(caught.value) == message, name


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            {"forms": "seven_pairs", "seven_pairs": False},
            "no form left to count: forms='seven_pairs' with seven_pairs=False",
        ),
        (
            {
                "forms": ["seven_pairs", "thirteen_orphans"],
                "seven_pairs": False,
                "thirteen_orphans": np.bool_(False),
            },
            "no form left to count: forms=['seven_pairs', 'thirteen_orphans'] with "
            "seven_pairs=False and thirteen_orphans=False",
        ),
        ({"seven_pairs": "yes"}, "seven_pairs must be True or False, got 'yes'"),
        ({"thirteen_orphans": 2}, "thirteen_orphans must be True or False, got 2"),
    ],
)
def test_bad_shorthands_are_the_same_option_error_everywhere(
    options: dict[str, object], message: str
) -> None:
    for name, function in _every_function("123m456p789s11222z", "123m456p789s1122z"):
        with pytest.raises(hupai.OptionError) as caught:
            function(**options)
        assert str(caught.value) == message, name


def test_names_are_read_from_any_iterable_of_str() -> None:
    hand = "1122m3344p5566s77z"
    for make, wins in (
        (lambda: iter(["seven_pairs"]), True),
        (lambda: {"seven_pairs"}, True),
        (lambda: np.array(["seven_pairs"]), True),
        (lambda: np.str_("seven_pairs"), True),
        (lambda: ["knitted"], False),
    ):
        assert hupai.is_win(hand, forms=make()) is wins
        assert reference.is_win(hand, forms=make()) is wins
    # An iterable that fails while it is read fails as it does.
    for module in (hupai, reference):

        def broken() -> Iterator[str]:
            yield "regular"
            raise RuntimeError("no more")

        with pytest.raises(RuntimeError, match="no more"):
            module.is_win(hand, forms=broken())  # type: ignore[attr-defined]


def test_a_tuple_of_forms_read_again_is_still_its_own() -> None:
    # The binding keeps the last tuple read with its forms; other tuples, equal ones made
    # anew and a bad one in between must each be read as themselves.
    hand = "19m19p19s1234567z"  # thirteen orphans, one tile short
    pairs = "1122m3344p5566s7z"
    orphans, regular = ("thirteen_orphans",), ("regular",)
    for _ in range(3):
        assert hupai.shanten(hand, forms=orphans) == 0
        assert hupai.shanten(hand, forms=regular) == 8
        assert hupai.shanten(pairs, forms=("seven_pairs",)) == 0
        assert hupai.shanten(pairs, forms=tuple(["regular"])) == 3
        with pytest.raises(hupai.OptionError):
            hupai.shanten(hand, forms=("regular", "nine_gates"))
        assert hupai.shanten(hand, forms=orphans) == 0


def test_the_tiles_are_checked_before_the_forms() -> None:
    for module in (hupai, reference):
        with pytest.raises(hupai.NotationError):
            module.is_win("12x", forms="bogus")  # type: ignore[attr-defined]
        with pytest.raises(hupai.OptionError):
            module.shanten("1m", forms="bogus")  # type: ignore[attr-defined]


def test_shanten_by_form_lists_only_the_chosen_forms() -> None:
    hand = "147m258p369s1z"  # 10 tiles: regular and knitted straight apply
    for module in (hupai, reference):
        by_form: Callable[..., dict[str, int]] = module.shanten_by_form  # type: ignore[attr-defined]
        assert by_form(hand) == {"regular": 6, "knitted_straight": 0}
        assert by_form(hand, forms="regular") == {"regular": 6}
        assert by_form(hand, forms="knitted") == {"knitted_straight": 0}
        assert by_form(STRAIGHT_WAITING, forms="regular", seven_pairs=True) == {
            "regular": 6,
            "seven_pairs": 4,
        }
        with pytest.raises(hupai.HandSizeError):
            by_form(hand, forms="seven_pairs")


PUBLIC = {
    "is_win": (),
    "wildcards_needed": (),
    "shanten": (),
    "shanten_by_form": (),
    "waits": ("visible",),
    "useful_tiles": ("visible",),
    "decompositions": ("melds", "limit"),
}


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_help_shows_the_same_real_defaults(name: str) -> None:
    expected: dict[str, Any] = {
        "wildcards": 0,
        "wildcard_tiles": None,
        "forms": FORMS,
        "seven_pairs": None,
        "thirteen_orphans": None,
        "allow_fifth_copy": False,
        "rules": None,
        "indicator": None,
    }
    for module in (hupai, reference):
        parameters = inspect.signature(getattr(module, name)).parameters
        defaults = {p.name: p.default for p in parameters.values() if p.name != "tiles"}
        for extra in PUBLIC[name]:
            defaults.pop(extra)
        assert defaults == expected, f"{module.__name__}.{name}"
    assert "forms=('regular', 'seven_pairs'," in (getattr(hupai, name).__text_signature__ or "")


@pytest.mark.parametrize("name", ["is_win", "wildcards_needed", "shanten", "waits"])
def test_batch_defaults_are_the_same(name: str) -> None:
    parameters = inspect.signature(getattr(hupai.batch, name)).parameters
    assert parameters["forms"].default == FORMS
    assert parameters["seven_pairs"].default is None
    assert parameters["thirteen_orphans"].default is None


@pytest.mark.parametrize("function", [hupai.wildcards_needed, reference.wildcards_needed])
def test_unwinnable_without_the_regular_form_names_the_forms(function: Any) -> None:
    # Eight singles never make seven pairs; the fifth-copy rule is not the reason.
    message = (
        "hand '13579m2468p' with 0 wildcards can never win in the forms chosen (seven_pairs): "
        "no number of wildcards makes it one of them"
    )
    with pytest.raises(hupai.UnwinnableHandError) as caught:
        function("13579m2468p", forms="seven_pairs", allow_fifth_copy=True)
    assert str(caught.value) == message
    with pytest.raises(hupai.UnwinnableHandError, match="fifth copy"):
        function("1111z", seven_pairs=False)


def test_one_list_of_forms() -> None:
    # The public side and the reference keep their own tuple (the reference's win path draws
    # on hupai.errors alone); they and the type of a form's name list the same forms.
    import typing

    from hupai.reference import form_names

    assert FORMS == form_names.FORMS
    assert typing.get_args(form_names.FormName) == (*FORMS, "knitted")
