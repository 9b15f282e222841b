"""The JSON API's routes: each reads a small JSON body and answers what the library's function
of the same name answers, as JSON (``json_values.to_json``)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

import hupai
from hupai.errors import OptionError
from hupai.rules import BY_NAME
from hupai.web.example_hand import is_example, read_example
from hupai.web.json_values import to_json
from hupai.web.rule_info import TITLES, describe, with_options


class LibraryError(BaseModel):
    """The library's refusal of the input: a ``hupai.HupaiError``."""

    error: str = Field(description="its class, e.g. NotWinningError or NotationError")
    message: str = Field(description="its message, which says what was wrong")


router = APIRouter(
    responses={
        400: {"model": LibraryError, "description": "the library refused the input"},
        413: {"description": "a body longer than 64 KiB"},
    }
)

#: The rule sets by the names the command line's ``--rules`` takes.
RuleName = Literal["mcr", "mcr-2p", "mcr-2p-v3", "hongzhong", "sichuan", "tuidao", "basic-laizi"]
#: Longest hand text read: a hand string with four melds and every option is under 60.
MAX_TEXT = 200
#: A tile, meld, keyword or keyword value: short text.
Short = Annotated[str, Field(max_length=20)]
#: An option's name: the longest is concealed_and_melded_kong.
Key = Annotated[str, Field(max_length=32)]
#: A rule set's options, as ``with_options`` takes them (each checked there).
Options = Annotated[
    dict[Key, bool | int | Short],
    Field(max_length=16, description='the rule set\'s options, e.g. {"ghost": "flip"}'),
]


class Body(BaseModel):
    """A request body: its types as the library takes them (no "1" for 1, no 1.0 for True:
    the library refuses those, so the API does too) and nothing else in it."""

    model_config = ConfigDict(strict=True, extra="forbid")


class RulesBody(Body):
    """A rule set and its options."""

    rules: RuleName = Field("mcr", description="the rule set")
    options: Options = Field(default_factory=dict)


class SettlementBody(Body):
    """Who pays whom for the win (``hupai.settle``'s keywords; each checked there)."""

    winner: int = Field(description="the winner's seat, 0 to players - 1 (0: East, the dealer)")
    discarder: int | None = Field(None, description="the discarder's seat; None: self-drawn")
    players: int | None = Field(None, description="seats at the table (None: the rule set's)")
    base: int = Field(1, description="the unit (底)")
    bird_hits: int = Field(0, description="birds (扎鸟) that hit, where the rule set has birds")
    horse_hits: int = Field(0, description="horses (买马) that hit, where it has horses")
    payers: list[int] | None = Field(
        None, max_length=3, description="on a self-draw, the seats still in (四川 血战)"
    )
    liable: int | None = Field(None, description="a seat that pays for all (杠爆全包)")


class ScoreBody(Body):
    """A winning hand to score."""

    hand: str = Field(
        max_length=MAX_TEXT,
        description="the standing tiles without the winning tile (with win_tile), an MCR "
        "hand string holding everything, e.g. '[123m,1][EEEE]456p789sPP|EE0000|2', or a hand "
        "in the rule pages' example notation, e.g. '[222m][555p] 777s999s7z +1m | tsumo'",
        examples=["[123m,1][EEEE]456p789sPP|EE0000|2"],
    )
    win_tile: Short | int | None = Field(None, description="the winning tile, e.g. '5z' or 31")
    melds: list[Short] = Field(
        default_factory=list, max_length=4, description="declared melds, e.g. '123m', '[EEEE]'"
    )
    rules: RuleName = Field("mcr", description="the rule set")
    options: Options = Field(default_factory=dict)
    situation: dict[Short, bool | int | Short] = Field(
        default_factory=dict,
        max_length=16,
        description="the rule set's situation keywords, as hupai.score takes them: "
        "self_drawn, last_copy, kong, last_tile, seat_wind, prevalent_wind, flowers, and each "
        "rule set's own (ready, heavenly_hand, earthly_hand, human_hand, void, indicator, ...)",
    )
    settlement: SettlementBody | None = Field(
        None, description="seats, to answer each seat's gain as 'settlement' (hupai.settle)"
    )


class TilesBody(Body):
    """A hand to check: 14 (or 11, 8, 5, 2) tiles for ``is_win``, 13 (10, 7, 4, 1) for the
    others."""

    hand: str = Field(
        max_length=MAX_TEXT,
        description="tiles in any notation hupai reads",
        examples=["123m456p789s11222z"],
    )
    wildcards: int = Field(0, ge=0, le=136, description="wildcards (赖子) held besides the tiles")
    rules: RuleName | None = Field(
        None, description="a rule set, for its forms and wildcard tiles (default: all five forms)"
    )
    options: Options = Field(default_factory=dict)
    indicator: Short | int | None = Field(
        None, description="the flipped wildcard indicator (翻鬼), where the rule set flips one"
    )


#: The most decompositions one request lists (the library's own default is 10,000).
MAX_DECOMPOSITIONS = 1000
#: The largest seed: the wall's generator takes 64 bits.
MAX_SEED = 2**64 - 1


class WaitingBody(TilesBody):
    """A hand one tile short, and the tiles seen outside it."""

    visible: str = Field(
        "",
        max_length=MAX_TEXT,
        description="tiles seen outside the hand (one's declared melds, discards, a flipped "
        "indicator), in any notation hupai reads: a wait or useful tile with no copy left is "
        "left out, and copies are counted less these",
    )


class DecompositionsBody(TilesBody):
    """A winning hand to decompose."""

    limit: int = Field(100, ge=1, le=MAX_DECOMPOSITIONS, description="the most to list")


class WallBody(Body):
    """A shuffled wall and its deal (wall.md)."""

    rules: RuleName = Field("mcr", description="the rule set, for its tiles")
    options: Options = Field(default_factory=dict)
    seed: int | None = Field(None, ge=0, le=MAX_SEED, description="the seed (None: drawn)")
    players: int | None = Field(None, ge=2, le=4, description="seats dealt (default: the rules')")


_NAMED = ("hand", "win_tile", "melds", "rules", "options", "settlement")


@router.get("/rules", summary="the rule sets")
def rule_sets() -> dict[str, Any]:
    """Each rule set's ``--rules`` name, its name in the library and its title."""
    return {
        "rules": [{"name": k, "rule_set": r.name, "title": TITLES[k]} for k, r in BY_NAME.items()]
    }


@router.post("/rules", summary="a rule set described: tiles, keywords, wildcards, options")
def rule_set(body: RulesBody) -> dict[str, Any]:
    """The rule set with its options applied, as ``rule_info.describe`` lists it."""
    return describe(body.rules, with_options(body.rules, dict(body.options)))


@router.post("/score", summary="score a winning hand (算番)")
def score(body: ScoreBody) -> dict[str, Any]:
    """The score of a winning hand under the chosen rule set: total, fans, the reading scored."""
    taken = [k for k in body.situation if k in _NAMED or not k.isidentifier()]
    if taken:
        raise OptionError(f"situation holds {taken[0]!r}, which is not a situation keyword")
    # Each keyword's value is checked by the scorer, as a call's is.
    situation: dict[str, Any] = dict(body.situation)
    options = dict(body.options)
    if is_example(body.hand):
        arguments, options = read_example(
            body.hand, win_tile=body.win_tile, melds=body.melds, options=options,
            situation=situation,
        )  # fmt: skip
    else:
        arguments = {"hand": body.hand, "win_tile": body.win_tile, "melds": body.melds or None}
        arguments.update(situation)
    rules = with_options(body.rules, options)
    result = hupai.score(rules=rules, **arguments)
    answer = dict(to_json(result))
    if body.settlement is not None:
        answer["settlement"] = list(hupai.settle(result, **body.settlement.model_dump()))
    return answer


def _tiles(body: TilesBody) -> dict[str, Any]:
    if body.rules is None:
        if body.options or body.indicator is not None:
            raise OptionError("options and indicator go with rules")
        return {"wildcards": body.wildcards}
    rules = with_options(body.rules, dict(body.options))
    return {"wildcards": body.wildcards, "rules": rules, "indicator": body.indicator}


@router.post("/is_win", summary="whether the hand wins (胡牌)")
def is_win(body: TilesBody) -> dict[str, Any]:
    return {"is_win": hupai.is_win(body.hand, **_tiles(body))}


@router.post("/waits", summary="the tiles that complete the hand (听牌)")
def waits(body: WaitingBody) -> dict[str, Any]:
    tiles = hupai.waits(body.hand, visible=body.visible or None, **_tiles(body))
    return {"waits": [hupai.format_tiles([t]) for t in tiles]}


@router.post("/shanten", summary="the shanten number (向听数) and the useful tiles (有效牌)")
def shanten(body: WaitingBody) -> dict[str, Any]:
    given = _tiles(body)
    number = hupai.shanten(body.hand, **given)
    useful = hupai.useful_tiles(body.hand, visible=body.visible or None, **given)
    named = {hupai.format_tiles([t]): copies for t, copies in useful.items()}
    return {"shanten": number, "useful_tiles": named}


@router.post("/decompositions", summary="every decomposition of a winning hand (拆牌)")
def decompositions(body: DecompositionsBody) -> dict[str, Any]:
    found = hupai.decompositions(body.hand, limit=body.limit, **_tiles(body))
    return {"decompositions": to_json(found)}


@router.post("/wall", summary="a shuffled wall and its deal (洗牌, 发牌)")
def wall(body: WallBody) -> dict[str, Any]:
    made = hupai.wall(with_options(body.rules, dict(body.options)), seed=body.seed)
    deal = made.deal(body.players)
    return {
        "seed": made.seed,
        "algorithm": made.algorithm,
        "tiles": list(made.tiles),
        "deal": to_json(deal),
    }
