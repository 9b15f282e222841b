"""推倒胡's four-ghost win (四鬼胡牌, local_rules.md c, `four_ghost_win`): four ghost tiles held
before one's first discard win at once, scored as the best reading when the tiles form one,
else with no fan (points 2); on the engine, the reference, the command line and `settle`."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sizes import examples

import hupai
from hupai.cli import main
from hupai.errors import OptionError, SituationError
from hupai.rules import TUIDAO
from hupai.tiles._kinds import mpsz

WHITE = TUIDAO.with_options(ghost="white")
FLIP = TUIDAO.with_options(ghost="flip")
#: Four 白 ghosts and ten scattered tiles: no reading in any form.
SCATTERED = "5555z13m58p17s123z"


@pytest.mark.parametrize("scorer", [hupai, hupai.reference])
def test_four_ghosts_with_no_reading_win_with_no_fan(scorer: object) -> None:
    with pytest.raises(hupai.NotWinningError):
        scorer.score(SCATTERED, win_tile="9m", rules=WHITE, self_drawn=True)  # type: ignore[attr-defined]
    s = scorer.score(SCATTERED, win_tile="9m", rules=WHITE, self_drawn=True, four_ghosts=True)  # type: ignore[attr-defined]
    assert (s.total, s.points, s.fans, s.decomposition, s.wildcards) == (0, 2, (), None, ())
    assert s.meets_minimum and s.self_drawn
    # Self-drawn: each of the three others pays the 2 points.
    assert hupai.settle(s, winner=0) == (6, -2, -2, -2)
    # The dealer's first draw too: the win has no fan for 天胡 to join (a decision).
    heavenly = scorer.score(SCATTERED, win_tile="9m", rules=WHITE, self_drawn=True,  # type: ignore[attr-defined]
                            four_ghosts=True, heavenly_hand=True)  # fmt: skip
    assert (heavenly.points, heavenly.fans) == (2, ())


@pytest.mark.parametrize("scorer", [hupai, hupai.reference])
def test_four_ghosts_that_form_a_reading_score_it(scorer: object) -> None:
    call = {"win_tile": "9s", "rules": WHITE, "self_drawn": True}
    plain = scorer.score("5555z123m456p78s1z", **call)  # type: ignore[attr-defined]
    claimed = scorer.score("5555z123m456p78s1z", four_ghosts=True, **call)  # type: ignore[attr-defined]
    assert claimed == plain
    assert ([f.zh for f in claimed.fans], claimed.points) == (["门清"], 4)


def test_flipped_ghosts_and_a_concealed_kong() -> None:
    # Indicator 9m: the ghosts are 1m; the four of them win at once.
    call = {"win_tile": "9m", "rules": FLIP, "indicator": "9m", "self_drawn": True}
    s = hupai.score("1111m23m58p17s123z", four_ghosts=True, **call)
    assert (s.points, s.fans) == (2, ())
    assert s == hupai.reference.score("1111m23m58p17s123z", four_ghosts=True, **call)
    # A concealed kong may come before one's first discard; a claimed meld may not.
    s = hupai.score("5555z58p27s12z", win_tile="9m", melds=[hupai.meld("1111s", concealed=True)],
                    rules=WHITE, self_drawn=True, four_ghosts=True)  # fmt: skip
    assert s.points == 2
    with pytest.raises(SituationError, match=r"no claimed meld, got \[123m\]"):
        hupai.score("5555z58p27s12z", win_tile="9m", melds=["123m"], rules=WHITE,
                    self_drawn=True, four_ghosts=True)  # fmt: skip


@pytest.mark.parametrize(
    ("hand", "keywords", "message"),
    [
        ("555z113m58p17s123z", {"self_drawn": True}, "among the 14, the hand holds 3"),
        (SCATTERED, {}, "claimed on one's own turn: give self_drawn=True"),
        (SCATTERED, {"self_drawn": True, "ready": "declared"}, "not with kong, last_tile or ready"),
        (SCATTERED, {"self_drawn": True, "last_tile": True}, "not with kong, last_tile or ready"),
    ],
)  # fmt: skip
def test_a_four_ghost_claim_that_cannot_be(
    hand: str, keywords: dict[str, object], message: str
) -> None:
    for scorer in (hupai, hupai.reference):
        with pytest.raises(SituationError, match=message):
            scorer.score(hand, win_tile="9m", rules=WHITE, four_ghosts=True, **keywords)  # type: ignore[attr-defined]


def test_only_ghost_rule_sets_with_the_option_read_it() -> None:
    assert "four_ghosts" in WHITE.situations and WHITE.options["four_ghost_win"] is True
    off = WHITE.with_options(four_ghost_win=False)
    for rules in (TUIDAO, off):
        assert "four_ghosts" not in rules.situations
        with pytest.raises(OptionError, match="does not read four_ghosts="):
            hupai.score(SCATTERED, win_tile="9m", rules=rules, self_drawn=True, four_ghosts=True)
        # Not claimed: no error.
        assert hupai.score("123m456p789s1122z", win_tile="1z", rules=rules, self_drawn=True,
                           four_ghosts=False).points == 4  # fmt: skip
    with pytest.raises(OptionError, match="four_ghost_win is True or False"):
        TUIDAO.with_options(four_ghost_win="yes")


def test_the_command_line_and_the_example_notation(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["score", SCATTERED, "--win", "9m", "--self-drawn", "--rules", "tuidao"]
    assert main([*base, "--option", "ghost=white", "--four-ghosts", "--json"]) == 0
    scored = json.loads(capsys.readouterr().out)
    assert (scored["points"], scored["fans"], scored["reading"]) == (2, [], None)
    assert main([*base, "--option", "ghost=white", "--four-ghosts"]) == 0
    shown = capsys.readouterr().out
    assert "reading: none (a win without sets)" in shown and "None" not in shown
    # The winning tile and the draw shown with the hand; one blank line where no fan is.
    assert f"hand:    {SCATTERED} +9m (self-drawn)" in shown and "\n\n\n" not in shown
    assert main(["score", f"{SCATTERED} +9m | tsumo four_ghosts ghost=white", "--rules", "tuidao",
                 "--json"]) == 0  # fmt: skip
    assert json.loads(capsys.readouterr().out)["points"] == 2
    # The notation's flag given again as an option: refused, as under every rule set.
    assert main(["score", f"{SCATTERED} +9m | tsumo four_ghosts ghost=white", "--rules", "tuidao",
                 "--four-ghosts"]) == 2  # fmt: skip
    assert "the hand's notation sets four_ghosts; so does --four-ghosts" in capsys.readouterr().err
    assert main(["score", "123m456p789s1122z", "--win", "2z", "--four-ghosts"]) == 2
    assert "MCR does not read --four-ghosts" in capsys.readouterr().err


@pytest.mark.parametrize("value", [0, 1, "yes"])
def test_a_four_ghosts_value_that_is_no_bool_is_refused_alike(value: object) -> None:
    # After a call that made the rule set's table: the engine's fast reader, which reads a call
    # only once the table is held, once took an int 0 for "not claimed".
    call = {"win_tile": "1z", "rules": WHITE, "self_drawn": True, "four_ghosts": value}
    assert hupai.score("123m456p789s1122z", win_tile="1z", rules=WHITE, self_drawn=True).points
    for scorer in (hupai, hupai.reference):
        with pytest.raises(hupai.HupaiError, match="four_ghosts must be True or False"):
            scorer.score("123m456p789s1122z", **call)  # type: ignore[attr-defined]


def _outcome(scorer: object, hand: str, kwargs: dict[str, object]) -> object:
    try:
        return scorer.score(hand, **kwargs)  # type: ignore[attr-defined]
    except hupai.HupaiError as err:
        return type(err), str(err)


@settings(max_examples=examples(300), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.integers(0, 33).filter(lambda t: t != 31), min_size=10, max_size=10),
       st.integers(0, 13), st.sampled_from(["ghost=white", "ghost=white+flip"]))  # fmt: skip
def test_engine_equals_reference_on_four_ghost_claims(
    tiles: list[int], at: int, ghost: str
) -> None:
    # Four 白 ghosts and ten tiles at random (most form no reading), won on any of the 14.
    rules = TUIDAO.with_options(ghost=ghost.partition("=")[2])
    names = [mpsz(t) for t in tiles] + ["5z"] * 4
    win = names.pop(at)
    kwargs: dict[str, object] = {"win_tile": win, "rules": rules, "self_drawn": True,
                                 "four_ghosts": True}  # fmt: skip
    if rules.wildcards.flipped:
        kwargs["indicator"] = "9p"
    engine = _outcome(hupai, "".join(names), kwargs)
    assert engine == _outcome(hupai.reference, "".join(names), kwargs)
