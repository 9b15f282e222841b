"""The JSON API's rule sets: each described as the library holds it, and taken with its
options, its wildcard indicator and its settlement as the library's functions take them."""

from __future__ import annotations

import random
from typing import Any

import pytest
from web_client import CLIENT, library_error, post

import hupai
from hupai.rules import BY_NAME
from hupai.web.json_values import to_json
from hupai.web.rule_info import describe


def test_the_rule_sets_are_listed_by_their_command_line_names() -> None:
    listed = CLIENT.get("/api/rules").json()["rules"]
    assert [r["name"] for r in listed] == list(BY_NAME)
    assert [r["rule_set"] for r in listed] == [r.name for r in BY_NAME.values()]


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_a_description_is_the_rule_sets_and_each_option_value_is_taken(name: str) -> None:
    rules = BY_NAME[name]
    status, told = post("rules", {"rules": name})
    assert status == 200, told
    assert told["rule_set"] == rules.name and told["tiles"] == list(rules.copies)
    assert told["forms"] == list(rules.forms) and told["minimum"] == rules.minimum
    assert told["players"] == (rules.players or 4) == len(told["seats"])
    assert told["wildcards"]["jokers"] == rules.wildcards.jokers
    assert told["self_draw_only"] == getattr(rules, "self_draw_only", False)
    assert told["self_draw_only"] == (name in ("hongzhong", "basic-laizi"))
    assert [hupai.format_tiles([k]) for k in rules.wildcards.fixed] == told["wildcards"]["fixed"]
    for option in told["options"]:
        key = option["name"]
        values = option.get("choices") or [option["min"], option["max"]]
        assert option["value"] in values
        for value in values:
            status, changed = post("rules", {"rules": name, "options": {key: value}})
            assert status == 200, changed
            again = describe(name, rules.with_options(**{key: value}))
            assert changed == again
            assert {o["name"]: o["value"] for o in changed["options"]}[key] == value
    status, answer = post("rules", {"rules": name, "options": {"no_such_option": 1}})
    assert (status, answer) == (
        400,
        library_error(rules.with_options, no_such_option=1),
    )


def test_every_situation_keyword_described_is_read_by_the_scorer() -> None:
    # A keyword the scorer does not read, or whose fan the rule set lacks (人胡 under MCR_2P),
    # is refused naming it; each described one is read (any error it gives is about the hand
    # or the other keywords).
    for name in BY_NAME:
        options = {"ghost": "flip"} if name == "tuidao" else {}
        told = post("rules", {"rules": name, "options": options})[1]
        for key in told["situations"]:
            value = {"seat_wind": "W", "prevalent_wind": "E", "flowers": 1, "ready": "declared",
                     "void": "s", "indicator": "4m", "wildcards": 1}.get(key, True)  # fmt: skip
            body = {"hand": "123m456m789m1112m", "win_tile": "2m", "rules": name}
            status, answer = post("score", {**body, "options": options, "situation": {key: value}})
            message = answer.get("message", "")
            assert "does not read" not in message, (name, key, answer)
            assert "has no" not in message, (name, key, answer)
    status, answer = post("rules", {"rules": "tuidao", "options": {"ghost": "flip"}})
    assert "indicator" in answer["situations"] and answer["wildcards"]["flipped"] == 1
    assert "human_hand" not in post("rules", {"rules": "mcr-2p"})[1]["situations"]
    assert "human_hand" in post("rules", {"rules": "mcr-2p-v3"})[1]["situations"]


def test_scores_with_options_and_an_indicator_are_the_librarys() -> None:
    flip = BY_NAME["tuidao"].with_options(ghost="flip")
    cases: list[tuple[str, dict[str, Any], Any, dict[str, Any]]] = [
        ("tuidao", {"ghost": "flip"}, flip, {"indicator": "4m", "self_drawn": True}),
        ("tuidao", {"ghost": "white"}, BY_NAME["tuidao"].with_options(ghost="white"), {}),
        ("sichuan", {"cap": 3, "zimo": "fan"}, BY_NAME["sichuan"].with_options(cap=3, zimo="fan"),
         {"self_drawn": True}),
        ("mcr", {"concealed_and_melded_kong": False},
         BY_NAME["mcr"].with_options(concealed_and_melded_kong=False), {}),
    ]  # fmt: skip
    rng = random.Random(16)
    for name, options, rules, situation in cases:
        for _ in range(40):
            tiles = sorted(rng.sample(range(108), 13))
            hand = hupai.format_tiles([t // 4 for t in tiles])
            win = rng.randrange(27)
            kw = dict(situation, win_tile=win, rules=rules)
            try:
                expected: Any = (200, to_json(hupai.score(hand, **kw)))
            except hupai.HupaiError:
                expected = (400, library_error(hupai.score, hand, **kw))
            body = {"hand": hand, "win_tile": win, "rules": name, "options": options}
            assert post("score", {**body, "situation": situation}) == expected
    # A hand that wins with the ghost of the indicator 4m (5m): scored, and not without it.
    hand = {"hand": "123m456p789s112z5m", "win_tile": "2z", "rules": "tuidao"}
    body = {**hand, "options": {"ghost": "flip"}, "situation": {"indicator": "4m"}}
    status, answer = post("score", body)
    expected = hupai.score("123m456p789s112z5m", win_tile="2z", rules=flip, indicator="4m")
    assert (status, answer) == (200, to_json(expected))
    assert answer["wildcards"]


def test_checks_take_options_and_the_indicator() -> None:
    flip2 = BY_NAME["tuidao"].with_options(ghost="flip2")
    rng = random.Random(61)
    for _ in range(60):
        hand = hupai.format_tiles(sorted(t // 4 for t in rng.sample(range(136), 13)))
        indicator = rng.randrange(34)
        body = {"hand": hand, "rules": "tuidao", "options": {"ghost": "flip2"}}
        body["indicator"] = indicator
        status, answer = post("waits", body)
        waits = hupai.waits(hand, rules=flip2, indicator=indicator)
        assert (status, answer) == (200, {"waits": [hupai.format_tiles([t]) for t in waits]})
        status, answer = post("shanten", body)
        assert answer["shanten"] == hupai.shanten(hand, rules=flip2, indicator=indicator)
        # Tiles seen outside the hand (the indicator, a meld) leave fewer copies to wait on.
        seen = hupai.format_tiles([indicator, indicator])
        status, answer = post("shanten", {**body, "visible": seen})
        useful = hupai.useful_tiles(hand, rules=flip2, indicator=indicator, visible=seen)
        assert answer["useful_tiles"] == {hupai.format_tiles([t]): n for t, n in useful.items()}
        status, answer = post("waits", {**body, "visible": seen})
        waits = hupai.waits(hand, rules=flip2, indicator=indicator, visible=seen)
        assert answer["waits"] == [hupai.format_tiles([t]) for t in waits]
    # An indicator or options without a rule set, or an indicator it does not flip: 400.
    for body, call in (
        ({"hand": "123m", "indicator": "4m"}, None),
        ({"hand": "123m", "options": {"cap": 3}}, None),
        ({"hand": "123m456p789s1122z", "rules": "mcr", "indicator": "4m"},
         lambda: hupai.waits("123m456p789s1122z", rules=BY_NAME["mcr"], indicator="4m")),
    ):  # fmt: skip
        status, answer = post("waits", body)
        assert status == 400, answer
        if call is not None:
            assert answer == library_error(call)


def test_settlements_are_the_librarys() -> None:
    rng = random.Random(7)
    hands = [
        ("[123m,1][EEEE]456p789sPP|EE0000|2", "mcr", {}),
        ("123m456m789m11p7z7z", "hongzhong", {"win_tile": "2p", "situation": {"self_drawn": True}}),
        ("123m456m789m11p22p", "tuidao", {"win_tile": "2p"}),
        ("123m456m789m11p22p", "sichuan", {"win_tile": "2p", "situation": {"void": "s"}}),
    ]
    settled = 0
    for hand, name, rest in hands:
        situation = rest.get("situation", {})
        score = hupai.score(hand, win_tile=rest.get("win_tile"), rules=BY_NAME[name], **situation)
        for _ in range(30):
            seats = dict(
                winner=rng.randrange(4),
                discarder=rng.choice([None, rng.randrange(4)]),
                base=rng.choice([1, 2, 5]),
                bird_hits=rng.choice([0, 0, 1, 2, 3]),
                horse_hits=rng.choice([0, 0, 1]),
            )
            try:
                expected: Any = (200, list(hupai.settle(score, **seats)))
            except hupai.HupaiError:
                expected = (400, library_error(hupai.settle, score, **seats))
            body = {"hand": hand, "rules": name, **rest, "settlement": seats}
            status, answer = post("score", body)
            got = answer.get("settlement") if status == 200 else answer
            assert (status, got) == expected, (name, seats)
            settled += status == 200
    assert settled > 20, settled


@pytest.mark.parametrize(
    ("name", "options", "hand"),
    [
        ("hongzhong", {}, "[222m][555p] 777s999s7z +1m | tsumo"),
        ("tuidao", {"ghost": "flip"}, "234m456p789s11z13p +1m | tsumo indicator=9m"),
        ("tuidao", {}, "234m456p789s11z13p +1m | tsumo ghost=flip indicator=9m"),
        ("sichuan", {}, "[111m]{2222p} 33p456p99p +9p | tsumo void=s"),
        ("mcr-2p", {}, "123m456m789m11z22z +2z | seat=W"),
        ("mcr", {}, "[123m]456p789s1122z +2z | tsumo seat=S flowers=2"),
        ("basic-laizi", {}, "123m456p789s99s1mJ +1m | tsumo"),
    ],
)
def test_a_hand_in_the_example_notation_scores_as_the_library(
    name: str, options: dict[str, Any], hand: str
) -> None:
    from hupai.scoring.example_notation import parse_example

    example = parse_example(hand)
    rules = BY_NAME[name].with_options(**options, **example.options)
    kw = dict(example.situation, win_tile=example.win_tile, melds=example.melds, rules=rules)
    try:
        expected: Any = (200, to_json(hupai.score(example.hand, **kw)))
    except hupai.HupaiError:
        expected = (400, library_error(hupai.score, example.hand, **kw))
    assert post("score", {"hand": hand, "rules": name, "options": options}) == expected
    assert expected[0] == 200, expected


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"win_tile": "1m"}, "carries its winning tile and melds"),
        ({"melds": ["[333m]"]}, "carries its winning tile and melds"),
        ({"situation": {"self_drawn": True}}, "sets self_drawn; so does the body"),
        ({"options": {"ghost": "white"}}, "sets ghost; so does the body"),
    ],
)
def test_the_example_notation_and_the_body_give_each_thing_once(
    extra: dict[str, Any], message: str
) -> None:
    body = {"hand": "234m456p789s11z13p +1m | tsumo ghost=flip indicator=9m", "rules": "tuidao"}
    status, answer = post("score", {**body, **extra})
    assert (status, answer["error"]) == (400, "OptionError")
    assert message in answer["message"]


def test_a_readings_tiles_are_named_as_its_melds_are() -> None:
    # Pair, pairs, knitted tiles and what each wildcard stands for: notation, not indices.
    body = {"hand": "123m456m789m11p7z7z", "win_tile": "2p", "rules": "hongzhong"}
    answer = post("score", {**body, "situation": {"self_drawn": True}})[1]
    score = hupai.score("123m456m789m11p7z7z", win_tile="2p", rules=BY_NAME["hongzhong"],
                        self_drawn=True)  # fmt: skip
    assert score.decomposition is not None
    named = [hupai.format_tiles([k]) for k in score.decomposition.wildcards]
    assert answer["decomposition"]["wildcards"] == answer["wildcards"] == named == ["1p", "2p"]
    assert answer["decomposition"]["pair"] == hupai.format_tiles([score.decomposition.pair])
    pairs = post("decompositions", {"hand": "11223344556677m"})[1]["decompositions"][-1]
    assert pairs["form"] == "seven_pairs" and pairs["pair"] is None
    assert pairs["pairs"] == ["1m", "2m", "3m", "4m", "5m", "6m", "7m"]
    knitted = post("decompositions", {"hand": "147m258p369s12345z"})[1]["decompositions"][0]
    assert knitted["knitted"][:3] == ["1m", "4m", "7m"]


def test_a_readings_melds_read_back_as_the_librarys() -> None:
    # Declared melds keep their brackets and offer, honors in letters, as hupai.meld reads
    # them; melds found in the standing tiles are their tiles.
    melds = ["[123m,2]", "[PPP,3]", "[7777s]", "[EEEE,5]"]
    body = {"hand": "9s", "win_tile": "9s", "melds": melds, "situation": {"self_drawn": True}}
    status, answer = post("score", body)
    score = hupai.score("9s", win_tile="9s", melds=melds, self_drawn=True)
    assert status == 200 and score.decomposition is not None
    shown = answer["decomposition"]["melds"]
    assert [hupai.meld(m) for m in shown] == list(score.decomposition.melds)
    assert shown == melds
    found = post("score", {"hand": "[123m,1][EEEE]456p789sPP|EE0000|2"})[1]["decomposition"]
    assert found["melds"] == ["[123m,1]", "[EEEE]", "456p", "789s"]


def test_a_wall_takes_the_rule_sets_options() -> None:
    # 推倒胡 with a flipped ghost: the wall's first tile is the indicator, its deal says so.
    flip = BY_NAME["tuidao"].with_options(ghost="flip")
    status, answer = post("wall", {"rules": "tuidao", "options": {"ghost": "flip"}, "seed": 9})
    made = hupai.wall(flip, seed=9)
    assert status == 200 and answer["tiles"] == list(made.tiles)
    assert answer["deal"] == to_json(made.deal()) and answer["deal"]["indicator"] is not None
    status, answer = post("wall", {"rules": "tuidao", "options": {"ghost": "bad"}})
    assert (status, answer["error"]) == (400, "OptionError")
