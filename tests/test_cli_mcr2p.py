"""``hupai score --rules mcr-2p|mcr-2p-v3``: two-player hands in the rule pages' notation or
as standing tiles with the options, the two-player flags, and their refusals."""

from __future__ import annotations

import json

import pytest

from hupai.cli import main


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["score", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_notation_under_both_presets(capsys: pytest.CaptureFixture[str]) -> None:
    out = _json(capsys, "111222333m456m9m +9m", "--rules", "mcr-2p")
    assert (out["rules"], out["total"], out["reading"]) == (
        "MCR_2P", 68, "regular: 111m 222m 333m 456m 99m",
    )  # fmt: skip
    assert (out["seat_wind"], out["ready"], out["first_turn_win"]) == ("E", None, None)
    out = _json(capsys, "123m456m789m111z2z +2z | seat=W human_hand", "--rules", "mcr-2p-v3")
    fans = [(f["zh"], f["total"]) for f in out["fans"]]  # type: ignore[attr-defined]
    assert fans == [("人胡", 64), ("清龙", 16), ("混一色", 6), ("门前清", 2)]


def test_options_give_the_two_player_flags(capsys: pytest.CaptureFixture[str]) -> None:
    given = ["123m456m789m111z2z", "--win", "2z", "--seat", "W", "--rules", "mcr-2p-v3"]
    assert _json(capsys, *given, "--human-hand")["total"] == 88
    ready = _json(capsys, *given, "--ready", "heavenly")
    assert [f["zh"] for f in ready["fans"]][:2] == ["天听", "清龙"]  # type: ignore[index]
    dealt = _json(capsys, "123456789m11122z", "--heavenly-hand", "--self-drawn", "--rules",
                  "mcr-2p")  # fmt: skip
    assert (dealt["total"], dealt["fans"][0]["zh"]) == (112, "天胡")  # type: ignore[index]
    below = _json(capsys, "123m456m789m111z2z +2z", "--rules", "mcr-2p", "--option",
                  "min_points=100")  # fmt: skip
    assert (below["total"], below["meets_minimum"]) == (27, False)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["123m456m789m111z2z", "--win", "2z", "--human-hand", "--rules", "mcr-2p"],
         "MCR_2P has no 人胡 fan; MCR_2P_V3 has it"),
        (["123m456m789m111z2z", "--win", "2z", "--human-hand"],
         "MCR does not read --human-hand; it goes with --rules"),
        (["123m456p789m111z2z", "--win", "2z", "--rules", "mcr-2p"],
         "two-player mahjong has only 万"),
        (["123m456m789m111z2z", "--win", "2z", "--seat", "S", "--rules", "mcr-2p"],
         "the two seats of two-player MCR are East and West"),
        (["123m456m789m111z2z", "--win", "2z", "--round", "S", "--rules", "mcr-2p"],
         "two-player MCR has no prevalent wind"),
        (["123m456m789m111z2z +2z | tsumo heavenly_hand", "--rules", "mcr-2p", "--seat", "W"],
         "heavenly_hand"),
    ],
)  # fmt: skip
def test_refusals_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["score", *args]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0], err


def test_the_output_says_the_situation_scored(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "123m456m789m111z2z +2z | seat=W heavenly_ready human_hand flowers=2"
    out = _json(capsys, hand, "--rules", "mcr-2p-v3")
    assert (out["seat_wind"], out["ready"], out["first_turn_win"], out["flowers"]) == (
        "W", "heavenly", "human_hand", 2,
    )  # fmt: skip
    assert set(out["fans"][0]) == {"id", "zh", "en", "points", "count", "total"}  # type: ignore[index]
    assert main(["score", hand, "--rules", "mcr-2p-v3"]) == 0
    text = capsys.readouterr().out
    assert "won:     2z, on a discard\n" in text
    assert "as:      seat W (West), ready=heavenly, human_hand, flowers=2\n" in text
    assert text.rstrip().endswith("total:  122")


def test_an_mcr_hand_string_is_read_under_two_player_rules(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = _json(capsys, "[123m,1]456m789m111z2z2z|EE1000|1", "--rules", "mcr-2p")
    assert (out["total"], out["self_drawn"], out["flowers"], out["win_tile"]) == (27, True, 1, "2z")
    assert out["reading"] == "regular: [123m] 456m 789m 111z 22z"
    out = _json(capsys, "123m456m789m111z2z2z|EE0000|0", "--rules", "mcr-2p")
    assert out["total"] == 27


def test_a_concealed_kong_reads_in_braces(capsys: pytest.CaptureFixture[str]) -> None:
    # The notation's [1111m] is a melded kong; --meld's [2222z] a concealed one, as an MCR hand
    # string writes it: the reading tells them apart.
    out = _json(capsys, "[1111m]{2222z}[777m] 45m99m +6m", "--rules", "mcr-2p")
    given = ["45m99m", "--win", "6m", "--meld", "1111m", "--meld", "[2222z]", "--meld", "777m"]
    assert _json(capsys, *given, "--rules", "mcr-2p") == out | {"hand": "45m99m", "win_tile": "6m"}
    assert out["reading"] == "regular: [1111m] {2222z} [777m] 456m 99m"
    assert [f["zh"] for f in out["fans"]] == ["混一色", "暗杠", "幺九刻", "明杠"]  # type: ignore[index]


@pytest.mark.parametrize(
    ("hand", "option", "flag"),
    [
        ("123m456m789m111z2z +2z | ready", ["--ready", "heavenly"], "ready; so does --ready"),
        ("123m456m789m111z2z +2z | tsumo", ["--self-drawn"], "self_drawn; so does --self-drawn"),
        ("123m456m789m111z2z +2z | seat=W", ["--seat", "W"], "seat_wind; so does --seat"),
        ("123m456m789m111z2z +2z | flowers=1", ["--flowers", "2"], "flowers; so does --flowers"),
    ],
)
def test_a_flag_given_twice_is_refused(
    capsys: pytest.CaptureFixture[str], hand: str, option: list[str], flag: str
) -> None:
    assert main(["score", hand, *option, "--rules", "mcr-2p"]) == 2
    assert f"the hand's notation sets {flag}: give it once" in capsys.readouterr().err


@pytest.mark.parametrize("option", [["--seat", "E"], ["--flowers", "0"], ["--round", "E"],
                                    ["--self-drawn"], ["--win", "2z"]])  # fmt: skip
@pytest.mark.parametrize("rules", [[], ["--rules", "mcr-2p"]])
def test_an_option_beside_a_hand_string_is_refused_even_as_its_default(
    capsys: pytest.CaptureFixture[str], option: list[str], rules: list[str]
) -> None:
    # The hand string's own seat (W here) would otherwise win unsaid over --seat E.
    assert main(["score", "123m456m789m111z2z2z|EW1000|2", *option, *rules]) == 2
    err = capsys.readouterr().err
    assert "an MCR hand string, which carries the winning tile" in err
    assert f"do not also give {option[0]}" in err


def test_two_player_keywords_go_beside_a_hand_string(capsys: pytest.CaptureFixture[str]) -> None:
    # A hand string carries no declaration or first-turn win: those options are read.
    out = _json(capsys, "123m456m789m111z2z2z|EW0000|0", "--ready", "heavenly", "--rules",
                "mcr-2p")  # fmt: skip
    assert (out["seat_wind"], out["ready"]) == ("W", "heavenly")
    assert "天听" in [f["zh"] for f in out["fans"]]  # type: ignore[attr-defined]


def test_a_local_rule_set_names_the_notations_it_reads(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "[222m][555p]777s999s7z7z|EE1000|0", "--rules", "hongzhong"]) == 2
    assert "HONGZHONG reads no MCR hand string: write the hand in the example notation" in (
        capsys.readouterr().err
    )
    hand = "[222m][555p] 777s999s7z +1m | tsumo"
    assert main(["score", hand, "--rules", "hongzhong", "--seat", "E"]) == 2
    assert "HONGZHONG does not read --seat" in capsys.readouterr().err
