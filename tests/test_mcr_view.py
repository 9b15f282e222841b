"""The scoring view of a decomposition: which melds count as concealed."""

from __future__ import annotations

import hupai
from hupai.reference.mcr.view import view


def _only(tiles: str, **kwargs: object) -> hupai.Decomposition:
    (d,) = [d for d in hupai.decompositions(tiles, **kwargs) if d.form == "regular"]  # type: ignore[arg-type]
    return d


def test_a_discard_that_completes_a_pung_makes_it_melded() -> None:
    d = _only("123m456p789s11122z")
    on_pair = view(d, win_tile=28, self_drawn=False)  # 2z: the pair
    assert all(m.concealed for m in on_pair.melds)
    on_pung = view(d, win_tile=27, self_drawn=False)
    assert [m.concealed for m in on_pung.melds if m.kind == "pung"] == [False]
    assert [m.concealed for m in view(d, win_tile=27, self_drawn=True).melds] == [True] * 4


def test_a_tile_readable_in_a_chow_keeps_the_pung_concealed() -> None:
    # 1111m23m: the winning 1m may be the chow's, so the pung 111m was held concealed.
    d = _only("111123m456p789s22z")
    assert [m.concealed for m in view(d, win_tile=0, self_drawn=False).melds] == [True] * 4
    # 111m234m: the winning 1m can only have completed the pung.
    d = _only("111234m456p789s22z")
    won = view(d, win_tile=0, self_drawn=False)
    assert [m.concealed for m in won.melds] == [False, True, True, True]


def test_declared_melds_keep_their_flags_and_tiles_are_counted() -> None:
    kong = hupai.meld("5555p", concealed=True)
    d = _only("123m789s11122z", melds=[kong])
    v = view(d, win_tile=0, self_drawn=False)
    assert v.melds[0].concealed and v.melds[0].declared and v.melds[0].kind == "kong"
    assert v.tiles[13] == 4 and sum(v.tiles.values()) == 15
