//! Binding of MCR scoring: the fan table received from `hupai.rules`, the public `score`
//! (the common call read here, any other through `hupai.scoring.read_score_request`), and the
//! scorer on a checked request.

use super::bounded::Bounded;
use super::local_result::{engine_table, fast_local_score, held_table};
use super::mcr2p::Mcr2pTable;
use super::mcr2p_call::fast_two_player_score;
use super::score_args::{fast_request, Declared4};
use super::score_result::{make_score, FanCounts};
use super::to_pyerr;
use crate::error::{Error, Value};
use crate::mcr::batch::not_winning;
use crate::mcr::fans::IDS;
use crate::mcr::ids::FLOWER_TILES;
use crate::mcr::request::{Declared, Request, WinFlags};
use crate::mcr::score::score as score_hand;
use crate::mcr::table::Table;
use crate::mcr::view::Kind;
use crate::tiles::{counts_from, KINDS};
use pyo3::exceptions::PyValueError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyTuple};

/// Objects made ahead for each fan id, by count (`hupai.scoring.engine` makes 8 and a spare).
type ByFan = Bounded<Bounded<Py<PyAny>, 16>, IDS>;

/// A rule set's fan table as the engine holds it: points by fan id, the ordered exclusion
/// rules, whether Concealed Kong and Melded Kong (明暗杠) is one fan, the minimum, and the
/// result objects made ahead.
#[pyclass(frozen, module = "hupai._core")]
pub(super) struct McrTable {
    pub(super) table: Table,
    minimum: u32,
    pub(super) counts: FanCounts,
    /// The rule set the table was made from, which each `Score` names.
    rules: Py<PyAny>,
}

#[pymethods]
impl McrTable {
    #[new]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        points: Bounded<i64, IDS>,
        rules: Bounded<(i64, Bounded<i64, IDS>), IDS>,
        kong_extension: bool,
        minimum: u32,
        fan_counts: ByFan,
        fans: Bounded<Py<PyAny>, IDS>,
        fan_count: Py<PyAny>,
        gb_plain: ByFan,
        gb_verbose: ByFan,
        rule_set: Py<PyAny>,
    ) -> PyResult<Self> {
        let (points, fans) = (points.0, fans.0);
        let rules: Vec<(i64, Vec<i64>)> = rules.0.into_iter().map(|(f, out)| (f, out.0)).collect();
        let [fan_counts, gb_plain, gb_verbose] =
            [fan_counts, gb_plain, gb_verbose].map(|t| t.0.into_iter().map(|row| row.0).collect());
        let table = Table::new(&points, &rules, kong_extension).map_err(|e| to_pyerr(py, e))?;
        if fans.len() != points.len() {
            return Err(PyValueError::new_err("a fan for each id"));
        }
        Ok(McrTable {
            table,
            minimum,
            counts: FanCounts {
                table: fan_counts,
                plain: gb_plain,
                verbose: gb_verbose,
                class: fan_count,
                fans,
            },
            rules: rule_set,
        })
    }
}

impl McrTable {
    pub(super) fn table(&self) -> &Table {
        &self.table
    }
}

/// A request's declared melds (at most 4): (kind 0 chow / 1 pung / 2 kong, lowest tile,
/// concealed); their shapes are left to `Request::check`.
pub(super) fn declared(py: Python<'_>, melds: &[(u8, usize, bool)]) -> PyResult<Declared4> {
    let mut out = [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4];
    for (slot, (place, &(kind, first, concealed))) in out.iter_mut().zip(melds).enumerate() {
        let kind = match kind {
            0 => Kind::Chow,
            1 => Kind::Pung,
            2 => Kind::Kong,
            _ => {
                let (kind, tile, concealed) =
                    (Value::from(kind) + 1, first as Value, Value::from(concealed));
                let why = "not a chow (0), pung (1) or kong (2)".into();
                return Err(to_pyerr(py, Error::Meld { slot, kind, tile, concealed, why }));
            }
        };
        *place = Declared { kind, first, concealed };
    }
    Ok((out, melds.len()))
}

/// Scores `request`: the `Score`, or None when the hand does not win; `shared` as for
/// `make_score`.
fn scored<'py>(
    py: Python<'py>,
    table: &McrTable,
    request: &Request,
    declared: &Bound<'py, PyTuple>,
    shared: bool,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    match score_hand(&table.table, request) {
        None => Ok(None),
        Some(s) => {
            let flower_points = u32::from(table.table.points[FLOWER_TILES]);
            let minimum = table.minimum;
            let made = make_score(
                py,
                &table.counts,
                (minimum, flower_points),
                s,
                declared,
                shared,
                (table.rules.bind(py), request.flags),
            )?;
            Ok(Some(made))
        }
    }
}

/// The `Score` of a checked request, or None when the hand does not win; `declared_melds`
/// are its melds as `Meld` objects, listed first in the reading scored.
#[pyfunction]
#[pyo3(signature = (table, standing, win_tile, melds, declared_melds, flags, seat_wind, prevalent_wind, flowers))]
#[allow(clippy::too_many_arguments)]
pub(super) fn mcr_score<'py>(
    py: Python<'py>,
    table: &Bound<'py, McrTable>,
    standing: Bounded<i64, KINDS>,
    win_tile: usize,
    melds: Bounded<(u8, usize, bool), 4>,
    declared_melds: &Bound<'py, PyTuple>,
    flags: (bool, bool, bool, bool),
    seat_wind: usize,
    prevalent_wind: usize,
    flowers: u8,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let standing = counts_from(&standing.0).map_err(|e| to_pyerr(py, e))?;
    let (melds, meld_count) = declared(py, &melds.0)?;
    let (self_drawn, last_copy, kong, last_tile) = flags;
    let request = Request {
        standing,
        win_tile,
        melds,
        meld_count,
        flags: WinFlags { self_drawn, last_copy, kong, last_tile },
        seat_wind,
        prevalent_wind,
        flowers,
    };
    // Checked again, so that no request can reach scoring that would index past a table.
    request.check().map_err(|e| to_pyerr(py, e))?;
    scored(py, table.get(), &request, declared_melds, false)
}

/// `hupai.scoring.engine`: its `general_score` for any call not read here, and the default
/// rule set with its table.
pub(super) struct Engine {
    general: Py<PyAny>,
    native_table: Py<PyAny>,
    rules: Py<PyAny>,
    pub(super) table: Py<McrTable>,
}

static ENGINE: PyOnceLock<Engine> = PyOnceLock::new();

pub(super) fn engine(py: Python<'_>) -> PyResult<&Engine> {
    ENGINE.get_or_try_init(py, || {
        let module = py.import(intern!(py, "hupai.scoring.engine"))?;
        let rules = py.import(intern!(py, "hupai.rules"))?.getattr(intern!(py, "MCR"))?;
        let native_table = module.getattr(intern!(py, "native_table"))?;
        let table = native_table.call1((&rules,))?;
        Ok(Engine {
            general: module.getattr(intern!(py, "general_score"))?.unbind(),
            native_table: native_table.unbind(),
            rules: rules.unbind(),
            table: table.cast_into::<McrTable>()?.unbind(),
        })
    })
}

/// The score (算番) of a winning hand, MCR's by default: every fan, with counts, and the total.
///
/// Fans and principles are those of the Chinese Official rules (the MCR "Green Book"), as
/// PyMahjongGB 1.4.0 applies them (docs/mcr-scoring.md); the fans are listed in
/// docs/mcr-fans.md, two-player MCR's in docs/mcr2p-fans.md and docs/mcr2p-v3-fans.md.
///
/// Args:
///     hand: the standing tiles without the winning tile (any notation hupai reads: a string
///         such as ``"123m456p"``, tile indices, or 34 counts), or an MCR hand string
///         (``"[123m,1][EEEE]456p789sCC|EE0000|2"``) holding everything, in which case no
///         other argument may be given.
///     win_tile: the winning tile (index 0-33 or a name such as ``"5p"``).
///     melds: the declared melds (副露), each a :class:`hupai.Meld` or what
///         :func:`hupai.meld` reads; a chow's or pung's ``offer`` says whose discard it was.
///     self_drawn: won by drawing (自摸) rather than on a discard.
///     last_copy: the winning tile is the last of its four copies (和绝张).
///     kong: self-drawn, the replacement tile after a kong (杠上开花); on a discard, robbing
///         a kong (抢杠和).
///     last_tile: the last tile of the wall (妙手回春 self-drawn, 海底捞月 on a discard).
///     seat_wind, prevalent_wind: the seat and round winds (门风, 圈风): "E", "S", "W", "N",
///         "1z"-"4z" or 27-30.
///     flowers: the flower tiles held (花牌), 0-8; each adds a point but not toward the
///         8-point minimum.
///     rules: the rule set: :data:`hupai.rules.MCR` (None) or it with other options, a
///         local rule set (:class:`hupai.rules.local.LocalRuleSet`: 红中, 四川, 推倒胡 ...) or
///         two-player MCR (:data:`hupai.rules.MCR_2P`, :data:`hupai.rules.MCR_2P_V3`; 万
///         and honors only, ``seat_wind`` "E" the dealer or "W", no prevalent wind).
///     situation: the keywords of the other rule sets: a local rule set's (``void=``,
///         ``indicator=`` ...) and two-player MCR's (mcr2p.md 2-3): ``ready`` (None,
///         "declared" 报听, "heavenly" 天听), ``heavenly_hand`` (天胡: ``hand`` then holds the
///         14 dealt tiles and no ``win_tile`` is needed), ``earthly_hand`` (地胡),
///         ``human_hand`` (人胡, V3). Under MCR each is an OptionError.
///
/// Returns:
///     A :class:`hupai.scoring.Score`: ``total`` (points, flowers included), ``fans`` (each
///     a ``FanCount``: id, Chinese and English names, ``points`` the fan's own, ``count``
///     and ``total`` = points × count, what it adds; in the fan table's order),
///     ``decomposition`` (the reading scored, declared melds first; under MCR None for
///     Nine Gates) and ``meets_minimum`` (MCR: 8 points without flowers, 起和番; else the
///     rule set's minimum).
///
/// Raises:
///     NotWinningError: the hand does not win.
///     HandSizeError, TileCountError, MeldError, SituationError, NotationError,
///     UnknownTileError, OptionError: bad input (all ``hupai.HupaiError`` and ``ValueError``);
///     under two-player MCR a 筒 or 条 tile is an UnknownTileError naming it, and a situation
///     that cannot happen (mcr2p.md 3) a SituationError naming its keywords.
#[pyfunction]
// None stands for each default (so that a caller may pass it on), and `help()` shows the
// defaults themselves; but for the rule set, as a signature's defaults can only be literals
// (inspect refuses any other), and None is MCR.
#[pyo3(signature = (hand, *, win_tile=None, melds=None, self_drawn=None, last_copy=None, kong=None, last_tile=None, seat_wind=None, prevalent_wind=None, flowers=None, rules=None, **situation),
       text_signature = "(hand, *, win_tile=None, melds=(), self_drawn=False, last_copy=False, \
                         kong=False, last_tile=False, seat_wind='E', prevalent_wind='E', \
                         flowers=0, rules=None, **situation)")]
#[allow(clippy::too_many_arguments)]
pub(super) fn score<'py>(
    py: Python<'py>,
    hand: &Bound<'py, PyAny>,
    win_tile: Option<&Bound<'py, PyAny>>,
    melds: Option<&Bound<'py, PyAny>>,
    self_drawn: Option<&Bound<'py, PyAny>>,
    last_copy: Option<&Bound<'py, PyAny>>,
    kong: Option<&Bound<'py, PyAny>>,
    last_tile: Option<&Bound<'py, PyAny>>,
    seat_wind: Option<&Bound<'py, PyAny>>,
    prevalent_wind: Option<&Bound<'py, PyAny>>,
    flowers: Option<&Bound<'py, PyAny>>,
    rules: Option<&Bound<'py, PyAny>>,
    situation: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let args = [
        win_tile,
        melds,
        self_drawn,
        last_copy,
        kong,
        last_tile,
        seat_wind,
        prevalent_wind,
        flowers,
    ];
    score_with(py, hand, args, rules, situation)
}

/// `score` on its arguments as read (a keyword given as None is None here, as PyO3 reads
/// it): `args` are `win_tile`, `melds` and the situation keywords in the signature's order.
pub(super) fn score_with<'py>(
    py: Python<'py>,
    hand: &Bound<'py, PyAny>,
    args: [Option<&Bound<'py, PyAny>>; 9],
    rules: Option<&Bound<'py, PyAny>>,
    situation: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let [win_tile, melds, self_drawn, last_copy, kong, last_tile, seat_wind, prevalent_wind, flowers] =
        args;
    let engine = engine(py)?;
    let situation = situation.filter(|d| !d.is_empty());
    // A local or two-player rule set whose table is made: its common call read here too.
    let held = rules.and_then(|r| engine_table(r).map(|t| (r, t)));
    if let Some((r, held)) = &held {
        if let Ok(two_player) = held.cast::<Mcr2pTable>() {
            let found = fast_two_player_score(py, two_player.get(), hand, args, situation)?;
            return found.map_or_else(|| general(py, engine, hand, args, rules, situation), Ok);
        }
        if let Some(local) = held_table(held) {
            let named =
                [self_drawn, last_copy, kong, last_tile, seat_wind, prevalent_wind, flowers];
            let call = (hand, win_tile, melds);
            if let Some(found) = fast_local_score(py, local.get(), r, call, named, situation)? {
                return Ok(found);
            }
            return general(py, engine, hand, args, rules, situation);
        }
    }
    // The other situation keywords belong to other rule sets: read in Python.
    // The default rules' table is at hand; another rule set's comes from
    // `hupai.scoring.engine.native_table`, which also checks it. Bad rules go the general
    // way, which reads the hand before the rules, so its errors come in the same order.
    let other_table = match rules {
        _ if situation.is_some() => None,
        Some(r) if !r.is(engine.rules.bind(py)) && !r.is_none() => {
            let made = engine.native_table.bind(py).call1((r,));
            made.ok().and_then(|t| t.cast_into::<McrTable>().ok()).map(Some)
        }
        _ => Some(None),
    };
    if let Some(other) = &other_table {
        let mut request = Request::blank();
        if let Some(declared) = fast_request(py, hand, args, &mut request)? {
            let table = other.as_ref().map_or_else(|| engine.table.get(), |t| t.get());
            // The fast reading lists the library's shared `Meld` objects.
            if let Some(found) = scored(py, table, &request, &declared, true)? {
                return Ok(found);
            }
            // Read whole and checked, and no win: the error as the Python reader words it (a
            // search or a game loop meets many such hands).
            return Err(to_pyerr(py, not_winning(&request)));
        }
    }
    general(py, engine, hand, args, rules, situation)
}

/// Everything else, and every error, the way the reference reads and words it
/// (`hupai.scoring.engine.general_score`).
fn general<'py>(
    py: Python<'py>,
    engine: &Engine,
    hand: &Bound<'py, PyAny>,
    args: [Option<&Bound<'py, PyAny>>; 9],
    rules: Option<&Bound<'py, PyAny>>,
    situation: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let none = py.None().into_bound(py);
    let given = args.map(|a| a.cloned().unwrap_or_else(|| none.clone()));
    let rules = rules.cloned().unwrap_or(none);
    let call: Vec<Bound<'py, PyAny>> =
        [hand.clone()].into_iter().chain(given).chain([rules]).collect();
    let call = PyTuple::new(py, call)?;
    engine.general.bind(py).call(call, situation)
}
