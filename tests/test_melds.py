"""Melds: what hupai.meld reads, what hupai.Meld allows, and how decompositions take them."""

from __future__ import annotations

import pytest

import hupai


def test_meld_reads_each_kind() -> None:
    assert hupai.meld("312m") == hupai.Meld("chow", (0, 1, 2))
    assert hupai.meld("EEE") == hupai.Meld("pung", (27, 27, 27))
    kong = hupai.meld("5555p", concealed=True)
    assert (kong.kind, kong.tiles, kong.concealed, kong.declared) == ("kong", (13,) * 4, True, True)
    assert str(kong) == "5555p"


@pytest.mark.parametrize(
    ("tiles", "why"),
    [
        ("EWS", "'EWS': honors never form chows"),
        ("567z", "'567z': honors never form chows"),
        ("124m", "'124m': a chow is three consecutive"),
        ("899m", "'899m': a chow is three consecutive"),
        ("9m1p2p", "a chow is three consecutive"),
        ("1112m", "a kong is 4 of one tile"),
        ("12m", "'12m': a meld has 3 tiles"),
        ("11111m", "5 copies"),
    ],
)
def test_impossible_melds(tiles: str, why: str) -> None:
    with pytest.raises(hupai.HupaiError, match=why):
        hupai.meld(tiles)


@pytest.mark.parametrize(
    ("args", "why"),
    [
        (("chow", "123m", True, True), "only a kong can be"),
        (("pung", "111m", True, True), "only a kong can be"),
        (("pung", "111m", False, False), "found in the standing tiles is concealed"),
        (("kong", "1111m", True, False), "a kong is always declared"),
        (("chow", "135m", False, True), "three consecutive"),
        (("quad", "1111m", False, True), "kind must be one of"),
        (("pung", "111m", 1, True), "True or False"),
    ],
)
def test_meld_fields_are_checked(args: tuple, why: str) -> None:
    with pytest.raises(hupai.MeldError, match=why):
        hupai.Meld(*args)


def test_concealed_only_on_a_kong() -> None:
    with pytest.raises(hupai.MeldError, match="only a kong can be concealed"):
        hupai.meld("123m", concealed=True)
    with pytest.raises(hupai.MeldError, match="True or False"):
        hupai.meld("1111m", concealed="yes")  # type: ignore[arg-type]


@pytest.mark.parametrize("function", [hupai.decompositions, hupai.reference.decompositions])
def test_declared_melds_must_be_declared(function: object) -> None:
    found = hupai.Meld("pung", "111m", concealed=True, declared=False)
    with pytest.raises(hupai.MeldError, match="melds= takes declared melds"):
        function("456p789s11z123s", melds=[found])  # type: ignore[operator]
    with pytest.raises(hupai.MeldError, match="a sequence of melds"):
        function("456p789s11z123s", melds="111m")  # type: ignore[operator]


@pytest.mark.parametrize("function", [hupai.decompositions, hupai.reference.decompositions])
def test_a_huge_limit_means_no_limit(function: object) -> None:
    for limit in (2**63, 2**64, 10**30):
        assert len(function("11m", limit=limit)) == 1  # type: ignore[operator]
        assert len(function("11m", wildcard_tiles="5z", limit=limit)) == 1  # type: ignore[operator]


def test_meld_flags_take_numpy_bools_and_none() -> None:
    np = pytest.importorskip("numpy")
    assert hupai.meld("5555p", concealed=np.True_).concealed is True
    assert hupai.meld("123m", concealed=None).concealed is False
    assert hupai.Meld("pung", (0, 0, 0), concealed=np.False_, declared=None).declared is True


@pytest.mark.parametrize("function", [hupai.decompositions, hupai.reference.decompositions])
def test_melds_none_means_none(function: object) -> None:
    assert function("123m456p789s11z", melds=None) == function("123m456p789s11z")  # type: ignore[operator]


def test_offer_says_where_a_meld_came_from() -> None:
    assert hupai.meld("123m", offer=2).offer == 2
    assert hupai.meld("1111m", offer=5).offer == 5  # promoted kong from the left player's pung
    assert hupai.meld("1111m", concealed=True).offer == 0
    for tiles, offer, concealed in (("123m", 4, False), ("EEE", -1, False), ("1111m", 1, True)):
        with pytest.raises(hupai.MeldError, match="offer"):
            hupai.meld(tiles, offer=offer, concealed=concealed)


# One meld in every notation hupai reads, and the Meld each stands for.
NOTATIONS: list[tuple[object, hupai.Meld]] = [
    ("123m", hupai.Meld("chow", (0, 1, 2))),
    (["1m", "2m", "3m"], hupai.Meld("chow", (0, 1, 2))),
    ((0, 1, 2), hupai.Meld("chow", (0, 1, 2))),
    ("[123m,2]", hupai.Meld("chow", (0, 1, 2), offer=2)),
    ("[123m]", hupai.Meld("chow", (0, 1, 2), offer=1)),  # the hand string's default offer
    (" [312m3]", hupai.Meld("chow", (0, 1, 2), offer=3)),
    (("chow", "2m", 1), hupai.Meld("chow", (0, 1, 2), offer=1)),
    (("CHI", "W2", 3), hupai.Meld("chow", (0, 1, 2), offer=3)),
    ("EEE", hupai.Meld("pung", (27,) * 3)),
    ("[EEE,2]", hupai.Meld("pung", (27,) * 3, offer=2)),
    (("PENG", "F1", 2), hupai.Meld("pung", (27,) * 3, offer=2)),
    ("EEEE", hupai.Meld("kong", (27,) * 4)),
    ("[EEEE]", hupai.Meld("kong", (27,) * 4, concealed=True)),
    ("{EEEE}", hupai.Meld("kong", (27,) * 4, concealed=True)),  # as a reading writes it
    (" {1z1z1z1z} ", hupai.Meld("kong", (27,) * 4, concealed=True)),
    ("[EEEE,1]", hupai.Meld("kong", (27,) * 4, offer=1)),
    ("[EEEE6]", hupai.Meld("kong", (27,) * 4, offer=6)),
    (("kong", "1z", 0), hupai.Meld("kong", (27,) * 4, concealed=True)),
    (("GANG", 27, 3), hupai.Meld("kong", (27,) * 4, offer=3)),
]
# Standing tiles that each meld above completes: 456p 789s 123s and a pair of 9m, won on 9m.
STANDING, WIN_TILE = "456p789s123s9m", "9m"


@pytest.mark.parametrize(("given", "want"), NOTATIONS, ids=[repr(g) for g, _ in NOTATIONS])
def test_every_place_that_takes_melds_reads_every_notation_alike(
    given: object, want: hupai.Meld, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from hupai.cli import main
    from hupai.scoring import format_hand_string, read_score_request

    assert hupai.meld(given) == want
    found = hupai.decompositions(STANDING + WIN_TILE, melds=[given])
    assert found and all(d.melds[0] == want for d in found)
    assert found == hupai.decompositions(STANDING + WIN_TILE, melds=[want])
    assert found == hupai.reference.decompositions(STANDING + WIN_TILE, melds=[given])
    score = hupai.score(STANDING, win_tile=WIN_TILE, melds=[given])
    assert score == hupai.score(STANDING, win_tile=WIN_TILE, melds=[want])
    assert score.decomposition is not None and score.decomposition.melds[0] == want
    assert score == hupai.reference.score(STANDING, win_tile=WIN_TILE, melds=[given])
    if isinstance(given, str):
        assert main(["score", STANDING, "--win", WIN_TILE, "--meld", given, "--json"]) == 0
        request = read_score_request(STANDING, win_tile=WIN_TILE, melds=[want])
        assert json.loads(capsys.readouterr().out)["hand"] == format_hand_string(request)


@pytest.mark.parametrize("given", ["[EEEE]", ("kong", "E", 0), "[123m,1]"])
def test_a_bracket_or_a_pack_takes_no_offer_or_concealed_beside_it(given: object) -> None:
    with pytest.raises(hupai.MeldError, match="carries its own offer and concealment"):
        hupai.meld(given, concealed=True)
    with pytest.raises(hupai.MeldError, match="carries its own offer and concealment"):
        hupai.meld(given, offer=2)


@pytest.mark.parametrize(
    ("given", "why"),
    [
        ("[124m]", "a chow is three consecutive"),
        ("[EEEE,4]", "a kong's offer is 1-3"),
        ("[EEE][SSS]", "expected one meld in brackets"),
        ("[5z5z5z]", "is ambiguous"),
        (("chow", "1m", 1), "no chow is centred on 1m"),
        (("chow", "E", 1), "honors never form chows"),
    ],
)
def test_bad_melds_in_brackets_and_packs_are_meld_errors(given: object, why: str) -> None:
    with pytest.raises(hupai.HupaiError, match=why):
        hupai.meld(given)
    with pytest.raises(hupai.HupaiError, match=why):
        hupai.decompositions(STANDING + WIN_TILE, melds=[given])


@pytest.mark.parametrize(
    ("given", "why"),
    [
        ("{123m}", "braces hold a concealed kong, four of a kind"),
        ("{EEE}", "braces hold a concealed kong"),
        ("{EEEE", "opens a brace it does not close"),
        ("{}", "braces hold a concealed kong"),
        ("{EEEx}", "bad tile notation"),
    ],
)
def test_bad_melds_in_braces(given: str, why: str) -> None:
    with pytest.raises(hupai.HupaiError, match=why):
        hupai.meld(given)
    with pytest.raises(hupai.HupaiError, match=why):
        hupai.decompositions(STANDING + WIN_TILE, melds=[given])
    with pytest.raises(hupai.MeldError, match="is a concealed kong, braced"):
        hupai.meld("{EEEE}", concealed=True)


def test_a_reading_reads_back_as_its_melds() -> None:
    # str() of a reading writes a concealed kong in braces, which meld() reads back.
    s = hupai.score(STANDING, win_tile=WIN_TILE, melds=["{EEEE}"])
    assert s.decomposition is not None
    written = str(s.decomposition).split(": ", 1)[1].split()[0]
    assert written == "{1111z}" and hupai.meld(written) == s.decomposition.melds[0]
