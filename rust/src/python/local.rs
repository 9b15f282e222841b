//! Binding of scoring under a local rule set: the compiled table (`LocalTable`, made by
//! `hupai.scoring.local_engine` from a `LocalRuleSet` and kept on it), the best reading of a
//! checked hand (`local_score`) and every reading with its features (`local_readings`, the
//! slower path of custom fans). The hand comes read and checked by
//! `hupai.scoring.local_request.read_local_request`; the engine checks it again.

use super::bounded::Bounded;
use super::decompose::one;
use super::local_args::situation_bits;
use super::local_result::LocalCounts;
use super::rows::threads as threads_of;
use super::score_batch::ints;
use super::signals::detached;
use super::to_pyerr;
use crate::batch::Run;
use crate::error::Error;
use crate::local::batch::{score_rows, Out};
use crate::local::features::{Place, FLAGS, NAMES};
use crate::local::rows::{RowRules, Rows};
use crate::local::{readings, score, Combine, FanSpec, Hand, Spec, Table, DEFAULT_LIMIT};
use crate::mcr::request::Declared;
use crate::mcr::view::Kind;
use crate::rules::{Form, Forms};
use crate::tiles::{counts_from, KINDS};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use pyo3::types::{PyDict, PyTuple};

/// A fan as Python gives it: (id, program or None, value, multiplier, positions excluded).
type FanArg = (i64, Option<Bounded<(i64, i64), 256>>, i64, i64, Bounded<usize, 128>);

/// One reading as `local_readings` gives it.
type ReadingOut<'py> = (usize, usize, i64, Bound<'py, PyTuple>, Vec<i32>, Bound<'py, PyTuple>);

/// What batch rows are checked against, as Python gives it: (name, flipped, the successor of
/// each kind, jokers, (chow, pung, kong) claims, wildcards in melds, self-draw only, void, the flag
/// bits read, flowers read).
type RowArg =
    (String, u8, Bounded<usize, KINDS>, u32, (bool, bool, bool), bool, bool, bool, i64, bool);

/// What the single call's `Score` is made of, as Python gives it: the `FanCount` objects made
/// ahead by position and count, the `FanCount` class, the fans by position, the minimum, and
/// the situation keywords the rule set reads.
type ResultArg = (
    Bounded<Bounded<Py<PyAny>, 16>, 128>,
    Py<PyAny>,
    Bounded<Py<PyAny>, 128>,
    i128,
    Bounded<String, 14>,
);

/// A local rule set compiled for the engine.
#[pyclass(frozen, module = "hupai._core")]
pub(super) struct LocalTable {
    pub(super) table: Table,
    /// The fans' ids, by position.
    ids: Vec<i64>,
    pub(super) rows: RowRules,
    /// What the single call read in Rust needs (`local_result`); None for a table made
    /// without it, whose calls go the Python way.
    pub(super) results: Option<LocalCounts>,
    /// The situation keywords read, as bits over `local_args::SITUATIONS`.
    pub(super) reads: u16,
}

#[pymethods]
impl LocalTable {
    #[new]
    #[pyo3(signature = (fans, combine, copies, fixed, itself, forms, fifth_copy,
                        wildcards_in_play, rows, results=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        fans: Bounded<FanArg, 128>,
        combine: (Option<i64>, bool, i64),
        copies: Bounded<i64, KINDS>,
        fixed: Bounded<usize, KINDS>,
        itself: bool,
        forms: Bounded<String, 5>,
        fifth_copy: bool,
        wildcards_in_play: bool,
        rows: RowArg,
        results: Option<ResultArg>,
    ) -> PyResult<Self> {
        let mut chosen = Forms::NONE;
        for name in &forms.0 {
            let form = Form::ALL
                .into_iter()
                .find(|f| f.name() == name)
                .ok_or_else(|| to_pyerr(py, Error::Option(format!("no form named {name:?}"))))?;
            chosen = chosen.with(form, true);
        }
        let ids: Vec<i64> = fans.0.iter().map(|f| f.0).collect();
        let mut copies_of = [0u8; KINDS];
        for (slot, &c) in copies_of.iter_mut().zip(&copies.0) {
            *slot = u8::try_from(c).unwrap_or(u8::MAX);
        }
        let (
            name,
            flipped,
            successors,
            jokers,
            (chow, pung, kong),
            in_melds,
            self_draw_only,
            void,
            flags,
            flowers,
        ) = rows;
        let mut successor_of = [0u8; KINDS];
        if successors.0.len() != KINDS || successors.0.iter().any(|&t| t >= KINDS) {
            return Err(to_pyerr(py, Error::Option("34 successor kinds 0-33".into())));
        }
        for (slot, &t) in successor_of.iter_mut().zip(&successors.0) {
            *slot = t as u8;
        }
        let rows = RowRules {
            name,
            copies: copies_of,
            fixed: fixed.0.iter().filter(|&&t| t < KINDS).fold(0u64, |m, &t| m | 1 << t),
            flipped,
            successors: successor_of,
            jokers,
            claims: [chow, pung, kong],
            in_melds,
            self_draw_only,
            void,
            flags: flags.into(),
            flowers,
        };
        let spec = Spec {
            fans: fans
                .0
                .into_iter()
                .map(|(id, program, value, multiplier, excludes)| FanSpec {
                    id,
                    program: program.map(|p| p.0),
                    value,
                    multiplier,
                    excludes: excludes.0,
                })
                .collect(),
            combine: Combine { cap: combine.0, exponent: combine.1, offset: combine.2 },
            copies: copies.0,
            fixed: fixed.0,
            itself,
            forms: chosen,
            fifth_copy,
            wildcards_in_play,
        };
        let table = Table::new(&spec).map_err(|e| to_pyerr(py, e))?;
        let (results, reads) = match results {
            None => (None, 0),
            Some((made, class, fans, minimum, reads)) => {
                let made: Vec<Vec<Py<PyAny>>> = made.0.into_iter().map(|row| row.0).collect();
                let reads = situation_bits(&reads.0);
                if made.len() != ids.len() || fans.0.len() != ids.len() || reads.is_none() {
                    let why = "results: a row and a fan for each fan, and known situations";
                    return Err(to_pyerr(py, Error::Option(why.into())));
                }
                let counts = LocalCounts { table: made, class, fans: fans.0, minimum };
                (Some(counts), reads.unwrap_or(0))
            }
        };
        Ok(LocalTable { table, ids, rows, results, reads })
    }
}

/// The hand of the arguments: standing counts (wildcards moved out), standing wildcards, the
/// winning tile (-1 for a joker) and whether it is a wildcard, the declared melds as
/// (kind 0 chow / 1 pung / 2 kong, lowest tile, concealed), the FLAGS (0 or 1 each) and the
/// flowers.
#[allow(clippy::too_many_arguments)]
fn hand_of(
    py: Python<'_>,
    standing: &[i64],
    wildcards: u32,
    win_tile: i64,
    win_wildcard: bool,
    melds: &[(u8, usize, bool)],
    flags: &[i64],
    flowers: i32,
) -> PyResult<Hand> {
    let err = |e| to_pyerr(py, e);
    let standing = counts_from(standing).map_err(err)?;
    let win = match usize::try_from(win_tile) {
        Ok(w) if w < KINDS && !win_wildcard => Some(w),
        _ if win_wildcard && (-1..KINDS as i64).contains(&win_tile) => None,
        _ => return Err(err(Error::WinTile { tile: win_tile.into() })),
    };
    let mut declared = Vec::with_capacity(melds.len());
    for (slot, &(kind, first, concealed)) in melds.iter().enumerate() {
        let kind = match kind {
            0 => Kind::Chow,
            1 => Kind::Pung,
            2 => Kind::Kong,
            _ => {
                let why = "not a chow (0), pung (1) or kong (2)".into();
                let (kind, tile, concealed) = (kind.into(), first as i128, concealed.into());
                return Err(err(Error::Meld { slot, kind, tile, concealed, why }));
            }
        };
        declared.push(Declared { kind, first, concealed });
    }
    if flags.len() != FLAGS {
        return Err(err(Error::Shape(format!("{FLAGS} situation flags, got {}", flags.len()))));
    }
    let flags = std::array::from_fn(|i| flags[i] != 0);
    Ok(Hand { standing, wildcards, win, declared, flags, flowers })
}

/// The index in a `Decomposition`'s melds of the set the winning tile completes (declared
/// melds first), or -1.
fn group_index(declared: usize, place: Place) -> i64 {
    place.group.map_or(-1, |g| (declared + g) as i64)
}

/// The best reading of a checked hand under `table`: ``(fans, uncapped, total, points,
/// decomposition, win, group)`` (fans ``{id: count}`` after exclusions, in id order; win the
/// winning tile's logical kind; group its set's index in the decomposition's melds, -1 for
/// none), or None when the hand does not win. `declared` are the request's `Meld` objects,
/// first in the decomposition. The GIL is released; Ctrl-C stops a long search.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
#[allow(clippy::type_complexity)]
pub(super) fn local_score<'py>(
    py: Python<'py>,
    table: &Bound<'py, LocalTable>,
    standing: Bounded<i64, KINDS>,
    wildcards: u32,
    win_tile: i64,
    win_wildcard: bool,
    melds: Bounded<(u8, usize, bool), 4>,
    flags: Bounded<i64, FLAGS>,
    flowers: i32,
    declared: &Bound<'py, PyTuple>,
) -> PyResult<Option<(Bound<'py, PyDict>, i128, i128, i128, Bound<'py, PyAny>, usize, i64)>> {
    let hand =
        hand_of(py, &standing.0, wildcards, win_tile, win_wildcard, &melds.0, &flags.0, flowers)?;
    let held = table.get();
    let best = detached(py, |interrupt| score(&held.table, &hand, DEFAULT_LIMIT, interrupt))?;
    let Some(best) = best else { return Ok(None) };
    let fans = PyDict::new(py);
    for (&id, &c) in held.ids.iter().zip(&best.counts) {
        if c > 0 {
            fans.set_item(id, c)?;
        }
    }
    let t = best.tally;
    let decomposition = one(py, &best.decomposition, declared)?;
    let group = group_index(hand.declared.len(), best.place);
    Ok(Some((fans, t.uncapped, t.total, t.points, decomposition, best.win, group)))
}

/// Every reading of a checked hand, in order: ``(decompositions, readings)``, each reading
/// ``(decomposition index, win, group, features, counts, tiles)`` with its features (a tuple
/// in LOCAL_FEATURES order), every fan's count by position before exclusions (0 for a custom
/// fan) and the 34 counts of its logical tiles. Arguments as `local_score`'s.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
#[allow(clippy::type_complexity)]
pub(super) fn local_readings<'py>(
    py: Python<'py>,
    table: &Bound<'py, LocalTable>,
    standing: Bounded<i64, KINDS>,
    wildcards: u32,
    win_tile: i64,
    win_wildcard: bool,
    melds: Bounded<(u8, usize, bool), 4>,
    flags: Bounded<i64, FLAGS>,
    flowers: i32,
    declared: &Bound<'py, PyTuple>,
) -> PyResult<(Vec<Bound<'py, PyAny>>, Vec<ReadingOut<'py>>)> {
    let hand =
        hand_of(py, &standing.0, wildcards, win_tile, win_wildcard, &melds.0, &flags.0, flowers)?;
    let held = table.get();
    let (found, listed) =
        detached(py, |interrupt| readings(&held.table, &hand, DEFAULT_LIMIT, interrupt))?;
    let used: Vec<Bound<'py, PyAny>> =
        found.iter().map(|d| one(py, d, declared)).collect::<PyResult<_>>()?;
    let n = hand.declared.len();
    let out = listed
        .into_iter()
        .map(|r| {
            let features = PyTuple::new(py, r.features)?;
            let tiles = PyTuple::new(py, r.tiles)?;
            Ok((r.decomposition, r.win, group_index(n, r.place), features, r.counts, tiles))
        })
        .collect::<PyResult<_>>()?;
    Ok((used, out))
}

/// The feature names, in the engine's order (vocabulary.FEATURES must list the same).
pub(super) fn feature_names(py: Python<'_>) -> PyResult<Bound<'_, PyTuple>> {
    PyTuple::new(py, NAMES)
}

/// Scores under a local rule set of N checked rows: (totals, points, fans) as bytes of N
/// int32, N int64 and N x fans uint8 (native-endian; fans by position in the table, after
/// exclusions). Columns as `batch_mcr_score` takes them (NumPy integer arrays read where they
/// lie, or packed 16-byte ints): counts N x 34 (wildcard tiles as held), melds N x 4 x 3,
/// win_tile (-1 a joker), flags (bits 1 self-drawn, 2 last copy, 4 kong, 8 last tile, 16
/// kong discard, 32 ready, 64 heavenly ready, 128 heavenly hand, 256 earthly hand), jokers,
/// indicator (-1 none), flowers, void (-1 none, 0-2). Every row is checked; the first bad or
/// non-winning row is the error. GIL released; Ctrl-C stops the rows.
#[pyfunction]
#[pyo3(signature = (table, counts, melds, win_tile, flags, jokers, indicator, flowers, void,
                    threads=None))]
#[allow(clippy::too_many_arguments)]
#[allow(clippy::type_complexity)]
pub(super) fn batch_local_score<'py>(
    py: Python<'py>,
    table: &Bound<'py, LocalTable>,
    counts: &Bound<'py, PyAny>,
    melds: &Bound<'py, PyAny>,
    win_tile: &Bound<'py, PyAny>,
    flags: &Bound<'py, PyAny>,
    jokers: &Bound<'py, PyAny>,
    indicator: &Bound<'py, PyAny>,
    flowers: &Bound<'py, PyAny>,
    void: &Bound<'py, PyAny>,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyBytes>, Bound<'py, PyBytes>, Bound<'py, PyBytes>)> {
    let threads = threads_of(py, threads)?;
    let rows = Rows {
        counts: ints(py, counts, "counts", KINDS)?,
        melds: ints(py, melds, "melds", 12)?,
        win_tile: ints(py, win_tile, "win_tile", 1)?,
        flags: ints(py, flags, "flags", 1)?,
        jokers: ints(py, jokers, "jokers", 1)?,
        indicator: ints(py, indicator, "indicator", 1)?,
        flowers: ints(py, flowers, "flowers", 1)?,
        void: ints(py, void, "void", 1)?,
    };
    let held = table.get();
    let n = rows.count().map_err(|e| to_pyerr(py, e))?;
    let width = held.table.fans.len();
    let (mut totals, mut points, mut fans) = (vec![0i32; n], vec![0i64; n], vec![0u8; n * width]);
    detached(py, |interrupt| {
        let out = Out { totals: &mut totals, points: &mut points, fans: &mut fans };
        score_rows(&held.table, &held.rows, &rows, &Run { threads, interrupt }, out)
    })?;
    let bytes = |values: Vec<u8>| PyBytes::new(py, &values);
    Ok((
        bytes(totals.iter().flat_map(|t| t.to_ne_bytes()).collect()),
        bytes(points.iter().flat_map(|t| t.to_ne_bytes()).collect()),
        bytes(fans),
    ))
}
