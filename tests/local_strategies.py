"""Hypothesis generators of scoring calls under the local rule sets: winning hands of each
rule set's forms and tiles, with its claimed melds, 0-4 wildcards put in place of concealed
tiles, and every situation flag it reads (valid combinations only), plus near-misses that
do not win. Each call is ``(rules, hand, kwargs)`` for ``score(hand, **kwargs)``."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from hupai.melds import meld
from hupai.rules import BASIC_LAIZI, HONGZHONG, SICHUAN, TUIDAO
from hupai.rules.local import LocalRuleSet
from hupai.tiles import tile
from hupai.tiles._kinds import mpsz

#: The rule sets generated, with the tuidao ghost variants.
RULE_SETS: dict[str, LocalRuleSet] = {
    "hongzhong": HONGZHONG,
    "sichuan": SICHUAN,
    "sichuan-5-fan": SICHUAN.with_options(cap=5, zimo="fan", duanyao=True, yaojiu=1),
    "tuidao": TUIDAO,
    "tuidao-white": TUIDAO.with_options(ghost="white", no_ghost_double=True),
    "tuidao-flip": TUIDAO.with_options(ghost="flip", seven_pairs_double=True),
    "tuidao-flip2": TUIDAO.with_options(ghost="white+flip2", honor_cycle="joined"),
    "basic-laizi": BASIC_LAIZI,
}

ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]


def _kinds(rules: LocalRuleSet, wild: tuple[int, ...]) -> list[int]:
    """Kinds a generated tile may be: of the set, not a wildcard kind."""
    return [t for t in range(34) if rules.copies[t] and t not in wild]


@st.composite
def _group(draw: st.DrawFn, kinds: list[int], room: list[int]) -> tuple[str, int] | None:
    chows = [t for t in kinds if t < 27 and t % 9 <= 6 and t + 1 in kinds and t + 2 in kinds]
    shape = draw(st.sampled_from(["chow", "pung", "pung", "chow", "kong"]))
    if shape == "chow" and chows:
        t = draw(st.sampled_from(chows))
        if all(room[t + i] >= 1 for i in range(3)):
            for i in range(3):
                room[t + i] -= 1
            return "chow", t
        return None
    need = 4 if shape == "kong" else 3
    t = draw(st.sampled_from(kinds))
    if room[t] >= need:
        room[t] -= need
        return shape, t
    return None


def _tiles(shape: str, t: int) -> list[int]:
    return [t, t + 1, t + 2] if shape == "chow" else [t] * (4 if shape == "kong" else 3)


@st.composite
def _regular(draw: st.DrawFn, rules: LocalRuleSet, wild: tuple[int, ...]) -> dict[str, Any]:
    kinds = _kinds(rules, wild)
    room = [rules.copies[t] if t in kinds else 0 for t in range(34)]
    groups: list[tuple[str, int]] = []
    while len(groups) < 4:
        g = draw(_group(kinds, room))
        if g is not None:
            groups.append(g)
    pair = draw(st.sampled_from([t for t in kinds if room[t] >= 2]))
    room[pair] -= 2
    claims = rules.claims
    melds: list[Any] = []
    concealed: list[int] = [pair, pair]
    for shape, t in groups:
        claimable = (shape in claims) or (shape == "kong" and "kong" in claims)
        if shape == "kong" and (claims or rules is not BASIC_LAIZI) and draw(st.booleans()):
            melds.append(meld(mpsz(t) * 4, concealed=draw(st.booleans()) or not claimable))
        elif claimable and draw(st.integers(0, 3)) == 0:
            melds.append(meld("".join(mpsz(x) for x in _tiles(shape, t))))
        elif shape == "kong":
            concealed += [t] * 3  # a concealed pung instead
            room[t] += 1
        else:
            concealed += _tiles(shape, t)
    return {"concealed": concealed, "melds": melds}


@st.composite
def _seven_pairs(draw: st.DrawFn, rules: LocalRuleSet, wild: tuple[int, ...]) -> dict[str, Any]:
    kinds = _kinds(rules, wild)
    pairs = draw(st.lists(st.sampled_from(kinds), min_size=7, max_size=7))
    counts = {t: pairs.count(t) * 2 for t in set(pairs)}
    if any(c > rules.copies[t] for t, c in counts.items()):
        pairs = sorted(set(pairs))
        while len(pairs) < 7:
            pairs.append(draw(st.sampled_from([t for t in kinds if t not in pairs])))
    return {"concealed": [t for t in pairs for _ in (0, 1)], "melds": []}


@st.composite
def _thirteen_orphans(
    draw: st.DrawFn, rules: LocalRuleSet, wild: tuple[int, ...]
) -> dict[str, Any]:
    extra = draw(st.sampled_from(ORPHANS))
    return {"concealed": [*ORPHANS, extra], "melds": []}


@st.composite
def _indicator(draw: st.DrawFn, rules: LocalRuleSet) -> tuple[str | None, tuple[int, ...]]:
    if not rules.wildcards.flipped:
        return None, rules.wildcards.kinds(None)
    indicator = mpsz(draw(st.integers(0, 33)))
    return indicator, rules.wildcards.kinds(indicator)


@st.composite
def local_calls(draw: st.DrawFn, rules: LocalRuleSet, win: bool = True) -> tuple[Any, ...]:
    """A scoring call under ``rules``: ``(hand, kwargs)``; with ``win`` False, a hand that
    usually does not win (one concealed tile changed)."""
    indicator, wild = draw(_indicator(rules))
    forms = [_regular]
    if "seven_pairs" in rules.forms:
        forms.append(_seven_pairs)
    if "thirteen_orphans" in rules.forms and not wild:
        forms.append(_thirteen_orphans)
    shape = draw(st.sampled_from(forms))(rules, wild)
    made = draw(shape)
    concealed: list[int] = made["concealed"]
    melds = made["melds"]
    if rules.void:
        held = {t // 9 for t in concealed} | {t // 9 for m in melds for t in m.tiles}
        if len(held) == 3:
            return draw(local_calls(rules, win))
    draw(st.randoms(use_true_random=False)).shuffle(concealed)
    # Wildcards in place of concealed tiles: jokers, or tiles of the wildcard kinds.
    n_wild = draw(st.integers(0, min(4, len(concealed)))) if rules.wildcards.any else 0
    jokers = 0
    tiles: list[str] = [mpsz(t) for t in concealed]
    for i in range(n_wild):
        if rules.wildcards.jokers:
            tiles[i] = "J"
            jokers += 1
        else:
            tiles[i] = mpsz(draw(st.sampled_from(wild)))
    if not win:
        i = draw(st.integers(0, len(tiles) - 1))
        tiles[i] = mpsz(draw(st.sampled_from(_kinds(rules, wild))))
    win_at = draw(st.integers(0, len(tiles) - 1))
    win_tile = tiles.pop(win_at)
    if any(tiles.count(mpsz(t)) + sum(m.tiles.count(t) for m in melds) > rules.copies[t]
           for t in range(34) if rules.copies[t]):  # fmt: skip
        return draw(local_calls(rules, win))
    if indicator is not None:
        # The flipped indicator is out of play: one copy of its kind fewer.
        held = [*tiles, win_tile].count(indicator) + sum(
            m.tiles.count(tile(indicator)) for m in melds
        )
        if held >= rules.copies[tile(indicator)]:
            return draw(local_calls(rules, win))
    kwargs: dict[str, Any] = {"win_tile": win_tile, "melds": melds}
    if indicator is not None:
        kwargs["indicator"] = indicator
    kwargs.update(draw(_situation(rules, bool(melds), any(m.kind == "kong" for m in melds))))
    # 四鬼胡牌 where it may be claimed: four ghosts held, self-drawn, in the first turn.
    ghosts = sum(t in {mpsz(k) for k in wild} for t in [*tiles, win_tile])
    claimed = any(not (m.kind == "kong" and m.concealed) for m in melds)
    first_turn = not any(kwargs.get(k) for k in ("kong", "last_tile", "ready"))
    if "four_ghosts" in rules.situations and ghosts >= 4 and kwargs.get("self_drawn"):
        if first_turn and not claimed:
            kwargs["four_ghosts"] = draw(st.booleans())
    if rules.void:
        held = {t // 9 for t in concealed} | {t // 9 for m in melds for t in m.tiles}
        absent = [s for s in range(3) if s not in held]
        if absent and draw(st.booleans()):
            kwargs["void"] = "mps"[draw(st.sampled_from(absent))]
    hand = "".join(t for t in tiles if t != "J") + "J" * (jokers - (win_tile == "J"))
    return hand, kwargs


@st.composite
def _situation(draw: st.DrawFn, rules: LocalRuleSet, melds: bool, kong: bool) -> dict[str, Any]:
    reads = rules.situations
    out: dict[str, Any] = {}
    self_drawn = True if rules.self_draw_only else draw(st.booleans())
    if "self_drawn" in reads and self_drawn:
        out["self_drawn"] = True
    if "kong" in reads and draw(st.integers(0, 3)) == 0 and (kong or not self_drawn):
        out["kong"] = True
    if "kong_discard" in reads and not self_drawn and "kong" not in out and draw(st.booleans()):
        out["kong_discard"] = True
    if "last_tile" in reads and draw(st.integers(0, 3)) == 0:
        out["last_tile"] = True
    if "ready" in reads:
        out["ready"] = draw(st.sampled_from([None, "declared", "heavenly"]))
    first_turn = not out.get("ready") and "last_tile" not in out
    if "heavenly_hand" in reads and self_drawn and not melds and "kong" not in out and first_turn:
        out["heavenly_hand"] = draw(st.integers(0, 5)) == 0
    return out
