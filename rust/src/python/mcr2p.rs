//! Binding of two-player MCR scoring (`mcr::two_player`): the table received from a
//! `Mcr2pRuleSet`, and the scorer of a checked `TwoPlayerRequest`, which builds the hupai
//! `Score` that `hupai.scoring.result.make_two_player_score` would.

use super::bounded::Bounded;
use super::decompose::{one, regular_reading};
use super::hand_string::meld_class;
use super::score::declared;
use super::score_args::{read_meld, Declared4};
use super::score_result::{fan_list, score_class, untrack, FanCounts};
use super::sequence::{Items, Seq};
use super::to_pyerr;
use crate::decompose::{Decomposition, Form};
use crate::error::Error;
use crate::mcr::fans::SLOTS;
use crate::mcr::ids::FLOWER_TILES;
use crate::mcr::request::{Request, WinFlags};
use crate::mcr::two_player::hand::{Firsts, Hand, Ready};
use crate::mcr::two_player::score::{score, Reading, Scored};
use crate::mcr::two_player::situation::Refusals;
use crate::mcr::two_player::table::Table;
use crate::tiles::{counts_from, mask_tiles, Counts, KINDS};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

/// Objects made ahead by table position, by count.
type ByFan = Bounded<Bounded<Py<PyAny>, 16>, SLOTS>;

/// A two-player rule set's table as the engine holds it: points, predicates and exclusions
/// by position, the minimum, and the result objects made ahead.
#[pyclass(frozen, module = "hupai._core")]
pub(super) struct Mcr2pTable {
    pub(super) table: Table,
    min_points: u32,
    counts: FanCounts,
    /// The rule set the table was made from, which each `Score` names.
    rules: Py<PyAny>,
    /// The words of each situation flag whose fan the table lacks.
    pub(super) refusals: Refusals,
}

#[pymethods]
impl Mcr2pTable {
    /// `refusals`: for each flag of `situation::ASKED`, the SituationError's words when the
    /// table lacks its fan (`hupai.scoring.mcr2p_situation.refusals`), else None; without
    /// it, the table's own (worded without the rule set's name).
    #[new]
    #[pyo3(signature = (points, predicates, excludes, min_points, fan_counts, fans, fan_count,
                        rule_set, refusals=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        points: Bounded<i64, SLOTS>,
        predicates: Bounded<i64, SLOTS>,
        excludes: Bounded<Bounded<i64, SLOTS>, SLOTS>,
        min_points: u32,
        fan_counts: ByFan,
        fans: Bounded<Py<PyAny>, SLOTS>,
        fan_count: Py<PyAny>,
        rule_set: Py<PyAny>,
        refusals: Option<Bounded<Option<String>, 5>>,
    ) -> PyResult<Self> {
        let excludes: Vec<Vec<i64>> = excludes.0.into_iter().map(|e| e.0).collect();
        let table = Table::new(&points.0, &predicates.0, &excludes).map_err(|e| to_pyerr(py, e))?;
        if fans.0.len() != table.len + 1 || fan_counts.0.len() != table.len + 1 {
            let message = format!(
                "a two-player table of {} fans takes a fan and its counts made ahead for each \
                 position, index 0 unused; got {} and {}",
                table.len,
                fans.0.len(),
                fan_counts.0.len()
            );
            return Err(to_pyerr(py, Error::Shape(message)));
        }
        let table_counts = fan_counts.0.into_iter().map(|row| row.0).collect();
        let counts = FanCounts {
            table: table_counts,
            plain: Vec::new(),
            verbose: Vec::new(),
            class: fan_count,
            fans: fans.0,
        };
        let refusals = match refusals {
            None => Refusals::of(&table),
            Some(given) => match <[Option<String>; 5]>::try_from(given.0) {
                Ok(words) => Refusals(words),
                Err(got) => {
                    let message = format!(
                        "refusals gives the words for each of the 5 flags whose fan a table \
                         may lack (or None), got {} items",
                        got.len()
                    );
                    return Err(to_pyerr(py, Error::Shape(message)));
                }
            },
        };
        Ok(Mcr2pTable { table, min_points, counts, rules: rule_set, refusals })
    }
}

/// The 34 counts of `standing`: a list or tuple read in place, any other sequence item by
/// item; a shape error (ArrayShapeError, TileCountError) otherwise.
fn standing_counts(py: Python<'_>, standing: &Bound<'_, PyAny>) -> PyResult<Counts> {
    let mut counts = [0; KINDS];
    let kind = if standing.is_exact_instance_of::<PyList>() {
        Some(Seq::List)
    } else if standing.is_exact_instance_of::<PyTuple>() {
        Some(Seq::Tuple)
    } else {
        None
    };
    if let Some(kind) = kind.filter(|_| standing.len().ok() == Some(KINDS)) {
        if Items::get(py)?.counts(standing, kind, &mut counts) {
            return Ok(counts);
        }
    }
    let values: Bounded<i64, KINDS> = standing.extract()?;
    counts_from(&values.0).map_err(|e| to_pyerr(py, e))
}

/// The declared melds of `objects`, each a declared `Meld` of a good shape (MeldError
/// naming the first that is not).
fn melds_of(py: Python<'_>, objects: &Bound<'_, PyTuple>) -> PyResult<Declared4> {
    let mut melds = [crate::mcr::request::Declared {
        kind: crate::mcr::view::Kind::Chow,
        first: 0,
        concealed: false,
    }; 4];
    if objects.len() > 4 {
        let message = format!("{} declared melds; a hand has at most 4", objects.len());
        return Err(to_pyerr(py, Error::Shape(message)));
    }
    let class = meld_class(py)?;
    for (slot, (m, place)) in objects.iter().zip(melds.iter_mut()).enumerate() {
        let Some((read, _)) = read_meld(&m, class) else {
            let message = format!("meld {slot} ({m}) is not a declared hupai Meld");
            return Err(to_pyerr(py, Error::Local { class: "MeldError", message }));
        };
        *place = read;
    }
    Ok((melds, objects.len()))
}

/// The `Score` of a checked two-player request, or None when the hand does not win.
///
/// `melds` are (kind 0 chow / 1 pung / 2 kong, lowest tile, concealed), or None to read them
/// from `meld_objects`, the same as `Meld`s, listed first in the reading; `flags`
/// (self-drawn, last copy, kong, last tile); `ready` 0 none, 1 declared, 2 heavenly;
/// `firsts` (天胡, 地胡, 人胡). The input is checked again (shapes, 万 and honors only, the
/// seat East or West), never trusted; the scoring runs with the GIL released (which costs
/// about 35 ns a call).
#[pyfunction]
#[pyo3(signature = (table, standing, win_tile, melds, meld_objects, flags, seat_wind, ready, firsts, flowers))]
#[allow(clippy::too_many_arguments)]
pub(super) fn mcr2p_score<'py>(
    py: Python<'py>,
    table: &Bound<'py, Mcr2pTable>,
    standing: &Bound<'py, PyAny>,
    win_tile: usize,
    melds: Option<Bounded<(u8, usize, bool), 4>>,
    meld_objects: &Bound<'py, PyTuple>,
    flags: (bool, bool, bool, bool),
    seat_wind: usize,
    ready: i64,
    firsts: (bool, bool, bool),
    flowers: u8,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let standing = standing_counts(py, standing)?;
    let (melds, meld_count) = match melds {
        Some(given) => declared(py, &given.0)?,
        None => melds_of(py, meld_objects)?,
    };
    let (self_drawn, last_copy, kong, last_tile) = flags;
    let (heavenly, earthly, human) = firsts;
    let request = Request {
        standing,
        win_tile,
        melds,
        meld_count,
        flags: WinFlags { self_drawn, last_copy, kong, last_tile },
        seat_wind,
        prevalent_wind: seat_wind,
        flowers,
    };
    let ready = Ready::of(ready).map_err(|e| to_pyerr(py, e))?;
    let hand = Hand { request, ready, firsts: Firsts { heavenly, earthly, human } };
    hand.check().map_err(|e| to_pyerr(py, e))?;
    let held = table.get();
    match py.detach(|| score(&held.table, &hand)) {
        None => Ok(None),
        Some(scored) => make_score(py, held, &hand.request, scored, meld_objects).map(Some),
    }
}

/// The `Score` of `scored`, as `make_two_player_score` makes it: the fans by position, the
/// total, the reading (declared melds first), the minimum met without the flowers, the rule
/// set, and self-drawn and kong as given.
pub(super) fn make_score<'py>(
    py: Python<'py>,
    held: &Mcr2pTable,
    request: &Request,
    scored: Scored,
    declared: &Bound<'py, PyTuple>,
) -> PyResult<Bound<'py, PyAny>> {
    let Scored { fans, total, reading } = scored;
    let listed = fan_list(py, &held.counts, &fans)?;
    let reading = match reading {
        Reading::Regular(split) => {
            regular_reading(py, declared, split.keys(), usize::from(split.pair))?
        }
        Reading::SevenPairs => {
            let mut tiles = request.standing;
            tiles[request.win_tile] += 1;
            let pairs = mask_tiles(crate::mcr::tile_fans::held(&tiles))
                .flat_map(|t| std::iter::repeat_n(t, usize::from(tiles[t] / 2)))
                .collect();
            one(py, &Decomposition { pairs, ..Decomposition::of(Form::SevenPairs) }, declared)?
        }
    };
    let flowers = held
        .table
        .has(FLOWER_TILES)
        .map_or(0, |p| u32::from(fans.get(p)) * u32::from(held.table.points[p]));
    let meets = total - flowers >= held.min_points;
    let total = total.into_pyobject(py)?.into_any();
    let flag = |on: bool| on.into_pyobject(py).map(|b| b.to_owned().into_any());
    let meets = flag(meets)?;
    let (self_drawn, kong) = (flag(request.flags.self_drawn)?, flag(request.flags.kong)?);
    untrack(listed.as_any());
    let items = [
        total.clone(),
        listed.into_any(),
        reading,
        meets,
        total.clone(),
        total,
        PyTuple::empty(py).into_any(),
        held.rules.bind(py).clone(),
        self_drawn,
        kong,
    ];
    score_class(py)?.make(py, items)
}
