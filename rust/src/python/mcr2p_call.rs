//! The common `hupai.score` call under a two-player rule set whose table is made, read and
//! scored in Rust: MCR's common call read by `score_args::fast_request` (standing tiles with
//! a winning tile, or an MCR hand string), the two-player keywords `ready`, `heavenly_hand`,
//! `earthly_hand` and `human_hand` as plain values, every check of
//! `hupai.scoring.mcr2p_request.read_two_player_request` made (`Hand::check`,
//! `situation::check_situation`). Anything not read here, and anything wrong, gives None: the
//! caller goes the Python reader's way, which words every error.

use super::local_args::ready as ready_bits;
use super::mcr2p::{make_score, Mcr2pTable};
use super::numpy_values::truth;
use super::score_args::fast_request;
use super::to_pyerr;
use crate::local::rows::{HEAVENLY_READY, READY};
use crate::mcr::request::Request;
use crate::mcr::two_player::hand::{Firsts, Hand, Ready, EAST};
use crate::mcr::two_player::score::score;
use crate::mcr::two_player::situation::check_situation;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

/// `ready` and the first-turn wins of the call's other keywords; None for a keyword
/// two-player MCR does not read, or a value not read here. A None value is the default.
fn two_player_keywords(situation: Option<&Bound<'_, PyDict>>) -> Option<(Ready, Firsts)> {
    let (mut ready, mut firsts) = (Ready::No, Firsts::default());
    for (key, value) in situation.into_iter().flatten() {
        let key = key.cast_exact::<PyString>().ok()?;
        let given = !value.is_none();
        match key.to_str().ok()? {
            "ready" => {
                ready = match ready_bits(Some(&value))? {
                    0 => Ready::No,
                    READY => Ready::Declared,
                    HEAVENLY_READY => Ready::Heavenly,
                    _ => return None,
                }
            }
            "heavenly_hand" => firsts.heavenly = given && truth(&value)?,
            "earthly_hand" => firsts.earthly = given && truth(&value)?,
            "human_hand" => firsts.human = given && truth(&value)?,
            _ => return None,
        }
    }
    Some((ready, firsts))
}

/// The score of a common call under the two-player rule set whose table is `held`: None
/// when the call is not one read here, or is wrong; NotWinningError, worded as
/// `not_winning_two_player` words it, when the hand does not win.
pub(super) fn fast_two_player_score<'py>(
    py: Python<'py>,
    held: &Mcr2pTable,
    hand: &Bound<'py, PyAny>,
    args: [Option<&Bound<'py, PyAny>>; 9],
    situation: Option<&Bound<'py, PyDict>>,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let [win_tile, melds, self_drawn, last_copy, kong, last_tile, seat, prevalent, flowers] = args;
    // A prevalent wind is refused (mcr2p.md 1), in the reader's words.
    if prevalent.is_some() {
        return Ok(None);
    }
    let Some((ready, firsts)) = two_player_keywords(situation) else { return Ok(None) };
    // 天胡's 14 dealt tiles, without a winning tile, are read the Python way.
    if firsts.heavenly && win_tile.is_none() {
        return Ok(None);
    }
    let mcr = [win_tile, melds, self_drawn, last_copy, kong, last_tile, seat, None, flowers];
    let mut request = Request::blank();
    let Some(declared) = fast_request(py, hand, mcr, &mut request)? else { return Ok(None) };
    // A hand string names a prevalent wind in its place; two players leave it East.
    if request.prevalent_wind != EAST {
        return Ok(None);
    }
    let hand = Hand { request, ready, firsts };
    if hand.check().is_err() || check_situation(&hand, &held.refusals).is_err() {
        return Ok(None);
    }
    // Under 天胡 each kind held is tried as the winning tile: long enough to let other
    // threads run; any other hand takes about a microsecond, which releasing the GIL would
    // lengthen by a few percent.
    let scored = if firsts.heavenly {
        py.detach(|| score(&held.table, &hand))
    } else {
        score(&held.table, &hand)
    };
    match scored {
        Some(s) => make_score(py, held, &hand.request, s, &declared).map(Some),
        None => Err(to_pyerr(py, hand.not_winning())),
    }
}
