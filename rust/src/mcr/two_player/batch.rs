//! Two-player MCR scoring of many hands at once (mcr2p.md): rows of integer columns, each
//! checked as the single call checks its hand (`Hand::check_suits`, the sizes, the flags, the
//! seat, the flowers, then `situation::check_situation`) and scored by `score::score`, over
//! the workers by `batch_slices::rows_into`.

use crate::batch::Run;
use crate::error::{Error, Value};
use crate::ints::{rows_of, Ints};
use crate::mcr::batch::{Rows as McrRows, KONG, LAST_COPY, LAST_TILE, MELD_SLOTS, SELF_DRAWN};
use crate::mcr::batch_slices::{rows_into, write_slice};
use crate::mcr::fans::Fans;
use crate::mcr::request::{check_tiles, Request, WinFlags};
use crate::mcr::two_player::hand::{seat, situation, Firsts, Hand, Ready};
use crate::mcr::two_player::score::{score_into, Reading, Scored};
use crate::mcr::two_player::situation::{check_situation, Refusals};
use crate::mcr::two_player::table::Table;
use crate::tiles::KINDS;
use std::mem::MaybeUninit;

/// The flag bits beyond MCR's four (1 self-drawn, 2 last copy, 4 kong, 8 last tile): ready
/// declared (报听), ready in the first-turn window (天听, which 32 beside it does not change),
/// and the first-turn wins 天胡, 地胡, 人胡. 16 (a local rule set's kong discard) is no flag here.
pub const READY: Value = 32;
pub const HEAVENLY_READY: Value = 64;
pub const HEAVENLY_HAND: Value = 128;
pub const EARTHLY_HAND: Value = 256;
pub const HUMAN_HAND: Value = 512;
const FLAGS: Value = SELF_DRAWN
    | LAST_COPY
    | KONG
    | LAST_TILE
    | READY
    | HEAVENLY_READY
    | HEAVENLY_HAND
    | EARTHLY_HAND
    | HUMAN_HAND;
const MAX_FLOWERS: Value = 8;

/// The columns of a two-player batch, N rows: counts N x 34 (standing tiles without the
/// winning tile), melds N x 4 x 3 (as MCR's batch reads them), and one value a row for the
/// rest; no prevalent wind (mcr2p.md 1). Kept as MCR's columns, which read the tiles, the
/// seat in the prevalent wind's place (never read as one).
#[derive(Clone, Copy, Debug)]
pub struct Rows<'a>(McrRows<'a>);

impl<'a> Rows<'a> {
    pub fn new(
        counts: Ints<'a>,
        melds: Ints<'a>,
        win_tile: Ints<'a>,
        flags: Ints<'a>,
        seat_wind: Ints<'a>,
        flowers: Ints<'a>,
    ) -> Rows<'a> {
        let prevalent_wind = seat_wind;
        Rows(McrRows { counts, melds, win_tile, flags, seat_wind, prevalent_wind, flowers })
    }

    /// The number of rows, or a shape error when the columns disagree.
    pub fn count(&self) -> Result<usize, Error> {
        let r = &self.0;
        rows_of(&[
            ("win_tile", &r.win_tile, 1),
            ("counts", &r.counts, KINDS),
            ("melds", &r.melds, MELD_SLOTS * 3),
            ("flags", &r.flags, 1),
            ("seat_wind", &r.seat_wind, 1),
            ("flowers", &r.flowers, 1),
        ])
    }

    /// Row `i` checked as `hupai.score` checks a two-player hand, into `hand` whatever it held:
    /// counts, melds and the winning tile; 筒 or 条; the hand's size and copies; the flags,
    /// the seat (East or West) and the flowers; then the situation (`check_situation`).
    pub fn read_hand(&self, i: usize, refusals: &Refusals, hand: &mut Hand) -> Result<(), Error> {
        let columns = &self.0;
        columns.read_tiles(i, &mut hand.request)?;
        hand.check_suits()?;
        let r = &mut hand.request;
        check_tiles(&r.standing, r.melds(), r.win_tile)?;
        let flags = columns.flags.get(i, 0);
        if flags & !FLAGS != 0 {
            return Err(situation(format!(
                "flags {flags} hold bits other than 1 (self-drawn), 2 (last copy), 4 (kong), 8 \
                 (last tile), 32 (ready, 报听), 64 (heavenly ready, 天听), 128 (heavenly hand, \
                 天胡), 256 (earthly hand, 地胡) and 512 (human hand, 人胡)"
            )));
        }
        r.seat_wind = seat(columns.seat_wind.get(i, 0))?;
        r.prevalent_wind = r.seat_wind;
        let flowers = columns.flowers.get(i, 0);
        if !(0..=MAX_FLOWERS).contains(&flowers) {
            return Err(Error::Flowers { count: flowers });
        }
        r.flowers = flowers as u8;
        let on = |bit: Value| flags & bit != 0;
        r.flags = WinFlags {
            self_drawn: on(SELF_DRAWN),
            last_copy: on(LAST_COPY),
            kong: on(KONG),
            last_tile: on(LAST_TILE),
        };
        hand.ready = match (on(HEAVENLY_READY), on(READY)) {
            (true, _) => Ready::Heavenly,
            (false, true) => Ready::Declared,
            _ => Ready::No,
        };
        hand.firsts = Firsts {
            heavenly: on(HEAVENLY_HAND),
            earthly: on(EARTHLY_HAND),
            human: on(HUMAN_HAND),
        };
        check_situation(hand, refusals)
    }
}

/// What a thread reuses from row to row.
type Scratch = (Hand, Scored);

/// A hand to read rows into.
fn blank() -> Hand {
    Hand { request: Request::blank(), ready: Ready::No, firsts: Firsts::default() }
}

/// As `score_rows`, written into `totals` (N native-endian int32) and `fans` (N x
/// `table.len`), which the caller sizes from `rows.count()` and which need not be
/// initialised: when this returns Ok, every byte of both has been written.
pub fn score_rows_into(
    table: &Table,
    refusals: &Refusals,
    rows: &Rows,
    run: &Run,
    totals: &mut [MaybeUninit<u8>],
    fans: &mut [MaybeUninit<u8>],
) -> Result<(), Error> {
    let n = rows.count()?;
    let init =
        || (blank(), Scored { fans: Fans::default(), total: 0, reading: Reading::SevenPairs });
    rows_into(n, table.len, run, (totals, fans), init, |(hand, scored): &mut Scratch, i, out| {
        rows.read_hand(i, refusals, hand)?;
        if !score_into(table, hand, scored) {
            return Err(hand.not_winning());
        }
        write_slice(out, &scored.fans.from_one()[..table.len]);
        Ok(scored.total)
    })
}

/// Totals (N, flowers included) and fan counts (N x `table.len`, column c for table position
/// c + 1) of every row, as `run` says; the first bad or non-winning row is the error, wrapped
/// in `Error::Row`.
pub fn score_rows(
    table: &Table,
    refusals: &Refusals,
    rows: &Rows,
    run: &Run,
) -> Result<(Vec<i32>, Vec<u8>), Error> {
    let n = rows.count()?;
    let mut totals = vec![MaybeUninit::new(0u8); n * 4];
    let mut fans = vec![MaybeUninit::new(0u8); n * table.len];
    score_rows_into(table, refusals, rows, run, &mut totals, &mut fans)?;
    // SAFETY: every byte was initialised above (and written again by the rows).
    let bytes = |v: Vec<MaybeUninit<u8>>| -> Vec<u8> {
        v.into_iter().map(|b| unsafe { b.assume_init() }).collect()
    };
    let totals = bytes(totals);
    let totals = totals.chunks_exact(4).map(|b| i32::from_ne_bytes([b[0], b[1], b[2], b[3]]));
    Ok((totals.collect(), bytes(fans)))
}
