"""The JSON API (`hupai.web`): every answer the library's own, every bad input a 4xx."""

from __future__ import annotations

import random
from typing import Any

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mcr_hands import hands
from serving import served
from sizes import examples
from web_client import CLIENT, library_error, post

import hupai
from hupai.rules import BY_NAME
from hupai.scoring import format_hand_string
from hupai.web.json_values import to_json
from hupai.web.limits import MAX_BODY

HANDS = hands(150, 16)


def test_scores_are_the_librarys() -> None:
    for hand in HANDS:
        text = format_hand_string(hand.request())
        status, answer = post("score", {"hand": text})
        assert status == 200, answer
        score = hupai.score(text)
        assert answer == to_json(score)
        assert answer["total"] == score.total
        assert [f["id"] for f in answer["fans"]] == [f.id for f in score.fans]


def test_standing_tiles_melds_and_situation_as_keywords() -> None:
    body = {
        "hand": "456p789s11z55z",
        "win_tile": "5z",
        "melds": ["123m"],
        "situation": {"self_drawn": True, "seat_wind": "S", "flowers": 3},
    }
    status, answer = post("score", body)
    kwargs = dict(body["situation"], win_tile="5z", melds=["123m"])  # type: ignore[call-overload]
    assert status == 200
    assert answer == to_json(hupai.score("456p789s11z55z", **kwargs))
    assert answer["rules"] == "MCR"


def _melds_and_pair(rng: random.Random, suits: list[int]) -> list[int]:
    """14 tiles of four chows or pungs and a pair in ``suits`` (the first tiles of numbered
    suits), at most four of a kind."""
    while True:
        tiles: list[int] = []
        for _ in range(4):
            s, r = rng.choice(suits), rng.randrange(7)
            tiles += [s + r, s + r + 1, s + r + 2] if rng.random() < 0.6 else [s + r] * 3
        tiles += [rng.choice(suits) + rng.randrange(9)] * 2
        if max(tiles.count(t) for t in tiles) <= 4:
            return tiles


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_every_rule_set_scores_as_the_library(name: str) -> None:
    rules = BY_NAME[name]
    rng = random.Random(name)
    scored = 0
    for _ in range(60):
        # Two players hold only 万 and honors; 四川 takes at most two suits.
        suits = [0] if name.startswith("mcr-2p") else rng.sample([0, 9, 18], 2)
        tiles = _melds_and_pair(rng, suits)
        win = tiles.pop(rng.randrange(14))
        text = hupai.format_tiles(tiles)
        # 红中 wins by self-draw only: half the hands are refused for it.
        kw = {"win_tile": win, "rules": rules, "self_drawn": rng.random() < 0.5}
        try:
            expected: Any = to_json(hupai.score(text, **kw))
            want = 200
        except hupai.HupaiError:
            expected = library_error(hupai.score, text, **kw)
            want = 400
        body = {"hand": text, "win_tile": win, "rules": name}
        body["situation"] = {"self_drawn": kw["self_drawn"]}
        status, answer = post("score", body)
        assert (status, answer) == (want, expected)
        scored += want == 200
    assert scored > 10, scored


def test_checks_are_the_librarys() -> None:
    rng = random.Random(5)
    for _ in range(200):
        thirteen = hupai.format_tiles([t // 4 for t in rng.sample(range(136), 13)])
        fourteen = thirteen + hupai.format_tiles([rng.randrange(34)])
        wildcards = rng.choice([0, 0, 1, 2])
        if wildcards:
            thirteen, fourteen = thirteen[: -2 * wildcards] or thirteen, fourteen
        for path, hand, call in (
            ("is_win", fourteen, hupai.is_win),
            ("waits", thirteen, hupai.waits),
            ("shanten", thirteen, hupai.shanten),
        ):
            body = {"hand": hand, "wildcards": wildcards}
            status, answer = post(path, body)
            try:
                value = call(hand, wildcards=wildcards)
            except hupai.HupaiError:
                assert (status, answer) == (400, library_error(call, hand, wildcards=wildcards))
                continue
            assert status == 200, answer
            if path == "waits":
                assert answer == {"waits": [hupai.format_tiles([t]) for t in value]}
            elif path == "shanten":
                useful = hupai.useful_tiles(hand, wildcards=wildcards)
                named = {hupai.format_tiles([t]): n for t, n in useful.items()}
                assert answer == {"shanten": value, "useful_tiles": named}
            else:
                assert answer == {"is_win": value}


def test_decompositions_are_the_librarys_up_to_the_limit() -> None:
    for hand in HANDS[:60]:
        if hand.melds:
            continue
        text = hupai.format_tiles(list(hand.standing) + [hand.win_tile])
        for limit in (1, 100):
            status, answer = post("decompositions", {"hand": text, "limit": limit})
            try:
                found = hupai.decompositions(text, limit=limit)
            except hupai.DecompositionLimitError:
                # More than the limit: refused, as the library refuses it.
                expected = library_error(hupai.decompositions, text, limit=limit)
                assert (status, answer) == (400, expected)
                continue
            assert (status, answer) == (200, {"decompositions": to_json(found)})
    status, answer = post("decompositions", {"hand": "1111222233334444m", "limit": 1001})
    assert status == 422, answer


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_walls_are_the_librarys(name: str) -> None:
    for seed, players in ((0, None), (2**64 - 1, None), (12345, 2)):
        if players is not None and name.startswith("mcr-2p"):
            continue
        status, answer = post("wall", {"rules": name, "seed": seed, "players": players})
        made = hupai.wall(BY_NAME[name], seed=seed)
        deal = made.deal(players)
        assert status == 200, answer
        assert answer["seed"] == seed and answer["tiles"] == list(made.tiles)
        assert answer["deal"] == to_json(deal)
    status, answer = post("wall", {"rules": name})
    assert status == 200 and isinstance(answer["seed"], int)
    assert answer["tiles"] == list(hupai.wall(BY_NAME[name], seed=answer["seed"]).tiles)
    assert post("wall", {"rules": name, "seed": 2**64})[0] == 422


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("score", {}),
        ("score", {"hand": 5}),
        ("score", {"hand": "1m" * 150}),
        ("score", {"hand": "123m", "melds": ["123m"] * 5}),
        ("score", {"hand": "123m", "rules": "riichi"}),
        ("score", {"hand": "123m", "situation": {"self_drawn": [1]}}),
        ("is_win", {"hand": "123m", "wildcards": 137}),
        ("is_win", {"hand": "123m", "wildcards": -1}),
        ("waits", {"hand": ["1m"]}),
        ("shanten", {"hand": "123m", "seat": 1}),
        ("score", {"hand": "123m", "settlement": {"winner": 0, "seat": 1}}),
        ("score", {"hand": "123m", "settlement": {"winner": "0"}}),
        ("score", {"hand": "123m", "options": {"cap": [3]}}),
        ("rules", {"rules": "riichi"}),
        # Types as the library takes them, which refuses each of these.
        ("waits", {"hand": "123m456p789s1122z", "wildcards": True}),
        ("waits", {"hand": "123m456p789s1122z", "wildcards": "1"}),
        ("score", {"hand": "123m456p789s1122z", "win_tile": True}),
        ("score", {"hand": "123m456p789s1122z", "win_tile": 31.0}),
        ("score", {"hand": "123m456p789s1122z", "win_tile": "2z", "situation": {"kong": 1.0}}),
        ("is_win", {"hand": "123m456p789s11222z", "win_tile": "2z"}),
        ("score", {"hand": "123m", "melds": ["1m" * 100]}),
        ("score", {"hand": "123m", "win_tile": "5z" * 100}),
    ],
)
def test_bodies_of_the_wrong_shape_are_422(path: str, body: object) -> None:
    status, answer = post(path, body)
    assert status == 422, answer
    assert answer["detail"]


@pytest.mark.parametrize(
    "raw",
    [
        b'{"hand": NaN}', b'{"hand": "123m", "wildcards": Infinity}',
        b'{"hand": "123m", "win_tile": 1e400}', b'{"hand": "\\ud800"}',
        b"[" * 60_000, b'{"hand": "1m", "win_tile": 1' + b"0" * 5000 + b"}",
        b'{"hand": "\xff\xfe"}', b"\xff", b"not json", b"",
    ],
)  # fmt: skip
def test_bodies_that_cannot_be_read_or_written_back_are_422(raw: bytes) -> None:
    # NaN, infinities and lone surrogates cannot be written back as JSON, so the 422 leaves
    # the input out; a body FastAPI cannot parse is 422 too, not a 400 of its own.
    json = {"content-type": "application/json"}
    for path in ("score", "is_win", "waits", "shanten"):
        reply = CLIENT.post(f"/api/{path}", content=raw, headers=json)
        assert reply.status_code == 422, reply.text
        assert reply.json()["detail"]


_JSON = {"content-type": "application/json"}


def test_a_body_over_the_limit_is_413_and_one_under_it_is_read() -> None:
    over = b'{"hand": "' + b"1" * MAX_BODY + b'"}'
    reply = CLIENT.post("/api/score", content=over, headers=_JSON)
    assert reply.status_code == 413 and "65,536 bytes" in reply.json()["detail"][0]["msg"]
    streamed = CLIENT.post("/api/score", content=iter([over[:40_000], over[40_000:]]))
    assert streamed.status_code == 413
    under = b'{"hand": "' + b"1" * (MAX_BODY - 20) + b'"}'
    reply = CLIENT.post("/api/score", content=under, headers=_JSON)
    assert reply.status_code == 422 and reply.json()["detail"][0]["loc"] == ["body", "hand"]


def test_a_situation_key_that_names_an_argument_is_refused() -> None:
    status, answer = post("score", {"hand": "123m", "situation": {"melds": 1}})
    assert (status, answer["error"]) == (400, "OptionError")
    assert "'melds'" in answer["message"]


_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.text(max_size=12),
    st.sampled_from(["E", "5z", "123m", "[EEEE]", "|EE0000", "1m" * 7]),
)  # fmt: skip
_STRINGS = [format_hand_string(h.request()) for h in HANDS[:20]]
_MELDS = st.one_of(st.text(max_size=6), st.sampled_from(["123m", "EEE", "[5555p]"]))
_KEYS = ["self_drawn", "kong", "seat_wind", "flowers", "ready", "jokers", "x", "hand"]
_BODIES = st.fixed_dictionaries(
    {"hand": st.one_of(st.text(max_size=40), st.sampled_from(_STRINGS))},
    optional={
        "win_tile": _VALUES,
        "melds": st.lists(_MELDS, max_size=5),
        "rules": st.sampled_from([*BY_NAME, "x"]),
        "situation": st.dictionaries(st.sampled_from(_KEYS), _VALUES, max_size=4),
        "wildcards": _VALUES,
        "indicator": _VALUES,
    },
)


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(["score", "is_win", "waits", "shanten", "decompositions"]), _BODIES)
def test_no_body_makes_a_server_error(path: str, body: dict[str, Any]) -> None:
    status, answer = post(path, body)
    assert status in (200, 400, 422), (status, answer)


def test_hupai_serve_answers_over_http() -> None:
    with served() as url:
        reply = httpx.post(f"{url}/api/is_win", json={"hand": "123m456p789s11222z"}, timeout=5)
        assert (reply.status_code, reply.json()) == (200, {"is_win": True})
        # A streamed body, which says no length, is cut off at the limit too.
        chunks = (b'{"hand": "' + b"1m" * 4096 for _ in range(40))
        reply = httpx.post(f"{url}/api/is_win", content=chunks, headers=_JSON, timeout=10)
        assert reply.status_code == 413, reply.text


def test_the_page_answers_head_and_only_docs_documents_the_api() -> None:
    assert CLIENT.head("/").status_code == 200
    assert CLIENT.get("/docs").status_code == 200
    # ReDoc would fetch fonts from elsewhere: left out.
    assert CLIENT.get("/redoc").status_code == 404
