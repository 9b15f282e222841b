"""The JSON API's routes: each reads a small JSON body and answers what the library's function
of the same name answers, as JSON (``json_values.to_json``)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

import hupai
from hupai.errors import OptionError
from hupai.rules import BY_NAME
from hupai.web.json_values import to_json

router = APIRouter()

#: The rule sets by the names the command line's ``--rules`` takes.
RuleName = Literal["mcr", "mcr-2p", "mcr-2p-v3", "hongzhong", "sichuan", "tuidao", "basic-laizi"]
#: Longest hand text read: a hand string with four melds and every option is under 60.
MAX_TEXT = 200
#: A tile, meld, keyword or keyword value: short text.
Short = Annotated[str, Field(max_length=20)]


class Body(BaseModel):
    """A request body: its types as the library takes them (no "1" for 1, no 1.0 for True:
    the library refuses those, so the API does too) and nothing else in it."""

    model_config = ConfigDict(strict=True, extra="forbid")


class ScoreBody(Body):
    """A winning hand to score."""

    hand: str = Field(
        max_length=MAX_TEXT,
        description="the standing tiles without the winning tile (with win_tile), or an MCR "
        "hand string holding everything, e.g. '[123m,1][EEEE]456p789sPP|EE0000|2'",
    )
    win_tile: Short | int | None = Field(None, description="the winning tile, e.g. '5z' or 31")
    melds: list[Short] = Field(
        default_factory=list, max_length=4, description="declared melds, e.g. '123m', '[EEEE]'"
    )
    rules: RuleName = Field("mcr", description="the rule set")
    situation: dict[Short, bool | int | Short] = Field(
        default_factory=dict,
        max_length=16,
        description="the rule set's situation keywords, as hupai.score takes them: "
        "self_drawn, last_copy, kong, last_tile, seat_wind, prevalent_wind, flowers, and each "
        "rule set's own (ready, heavenly_hand, earthly_hand, human_hand, void, ...)",
    )


class TilesBody(Body):
    """A hand to check: 14 (or 11, 8, 5, 2) tiles for ``is_win``, 13 (10, 7, 4, 1) for the
    others. (A flipped wildcard indicator needs a rule set's options, which the API does not
    take yet.)"""

    hand: str = Field(max_length=MAX_TEXT, description="tiles in any notation hupai reads")
    wildcards: int = Field(0, ge=0, le=136, description="wildcards (赖子) held besides the tiles")
    rules: RuleName | None = Field(
        None, description="a rule set, for its forms and wildcard tiles (default: all five forms)"
    )


#: The most decompositions one request lists (the library's own default is 10,000).
MAX_DECOMPOSITIONS = 1000
#: The largest seed: the wall's generator takes 64 bits.
MAX_SEED = 2**64 - 1


class DecompositionsBody(TilesBody):
    """A winning hand to decompose."""

    limit: int = Field(100, ge=1, le=MAX_DECOMPOSITIONS, description="the most to list")


class WallBody(Body):
    """A shuffled wall and its deal (wall.md)."""

    rules: RuleName = Field("mcr", description="the rule set, for its tiles")
    seed: int | None = Field(None, ge=0, le=MAX_SEED, description="the seed (None: drawn)")
    players: int | None = Field(None, ge=2, le=4, description="seats dealt (default: the rules')")


_NAMED = ("hand", "win_tile", "melds", "rules")


@router.post("/score", summary="score a winning hand (算番)")
def score(body: ScoreBody) -> dict[str, Any]:
    """The score of a winning hand under the chosen rule set: total, fans, the reading scored."""
    taken = [k for k in body.situation if k in _NAMED or not k.isidentifier()]
    if taken:
        raise OptionError(f"situation holds {taken[0]!r}, which is not a situation keyword")
    melds = body.melds or None
    # Each keyword's value is checked by the scorer, as a call's is.
    situation: dict[str, Any] = dict(body.situation)
    result = hupai.score(
        body.hand, win_tile=body.win_tile, melds=melds, rules=BY_NAME[body.rules], **situation
    )
    return dict(to_json(result))


def _tiles(body: TilesBody) -> dict[str, Any]:
    rules = None if body.rules is None else BY_NAME[body.rules]
    return {"wildcards": body.wildcards, "rules": rules}


@router.post("/is_win", summary="whether the hand wins (胡牌)")
def is_win(body: TilesBody) -> dict[str, Any]:
    return {"is_win": hupai.is_win(body.hand, **_tiles(body))}


@router.post("/waits", summary="the tiles that complete the hand (听牌)")
def waits(body: TilesBody) -> dict[str, Any]:
    tiles = hupai.waits(body.hand, **_tiles(body))
    return {"waits": [hupai.format_tiles([t]) for t in tiles]}


@router.post("/shanten", summary="the shanten number (向听数) and the useful tiles (有效牌)")
def shanten(body: TilesBody) -> dict[str, Any]:
    number = hupai.shanten(body.hand, **_tiles(body))
    useful = hupai.useful_tiles(body.hand, **_tiles(body))
    named = {hupai.format_tiles([t]): copies for t, copies in useful.items()}
    return {"shanten": number, "useful_tiles": named}


@router.post("/decompositions", summary="every decomposition of a winning hand (拆牌)")
def decompositions(body: DecompositionsBody) -> dict[str, Any]:
    found = hupai.decompositions(body.hand, limit=body.limit, **_tiles(body))
    return {"decompositions": to_json(found)}


@router.post("/wall", summary="a shuffled wall and its deal (洗牌, 发牌)")
def wall(body: WallBody) -> dict[str, Any]:
    made = hupai.wall(BY_NAME[body.rules], seed=body.seed)
    deal = made.deal(body.players)
    return {
        "seed": made.seed,
        "algorithm": made.algorithm,
        "tiles": list(made.tiles),
        "deal": to_json(deal),
    }
