//! MCR scoring of many hands at once: rows of integer columns checked and scored in parallel
//! (`score::score_fans` on each) by `batch_slices::rows_into`. Every row is checked here,
//! since arrays skip the Python input checks.

use crate::batch::Run;
use crate::error::{Error, Value};
pub use crate::ints::{rows_of, Ints};
use crate::mcr::batch_scalars::Scalars;
use crate::mcr::batch_slices::{rows_into, write};
use crate::mcr::count_masks::kinds_above;
use crate::mcr::fans::{Fans, IDS};
use crate::mcr::request::{check_tiles, Declared, Request, WinFlags};
use crate::mcr::score::score_fans;
use crate::mcr::table::Table;
use crate::mcr::view::Kind;
use crate::tiles::{format, name, Counts, HONOR_START, KINDS};
use std::mem::MaybeUninit;

/// Fan columns of a row: fan ids 1 to 82 (slot 0 is never used).
pub const FAN_COLUMNS: usize = IDS - 1;
/// Declared meld slots a row, each (kind, tile, concealed).
pub const MELD_SLOTS: usize = 4;
/// The win flag bits.
pub const SELF_DRAWN: Value = 1;
pub const LAST_COPY: Value = 2;
pub const KONG: Value = 4;
pub const LAST_TILE: Value = 8;
pub(crate) const EAST: Value = 27;
pub(crate) const NORTH: Value = 30;
pub(crate) const MAX_FLOWERS: Value = 8;

/// The columns of a batch, N rows: counts N x 34 (standing tiles without the winning tile),
/// melds N x 4 x 3 (kind 0 none / 1 chow / 2 pung / 3 kong, lowest tile, concealed), and one
/// value a row for the rest.
#[derive(Clone, Copy, Debug)]
pub struct Rows<'a> {
    pub counts: Ints<'a>,
    pub melds: Ints<'a>,
    pub win_tile: Ints<'a>,
    pub flags: Ints<'a>,
    pub seat_wind: Ints<'a>,
    pub prevalent_wind: Ints<'a>,
    pub flowers: Ints<'a>,
}

impl Rows<'_> {
    /// The number of rows, or a shape error when the columns disagree.
    pub fn count(&self) -> Result<usize, Error> {
        rows_of(&[
            ("win_tile", &self.win_tile, 1),
            ("counts", &self.counts, KINDS),
            ("melds", &self.melds, MELD_SLOTS * 3),
            ("flags", &self.flags, 1),
            ("seat_wind", &self.seat_wind, 1),
            ("prevalent_wind", &self.prevalent_wind, 1),
            ("flowers", &self.flowers, 1),
        ])
    }

    /// Row `i` checked as `hupai.scoring.read_score_request` checks a hand, in its order:
    /// standing counts, melds, winning tile, hand size, copies, flags, winds, flowers.
    pub fn request(&self, i: usize) -> Result<Request, Error> {
        let mut request = Request::blank();
        self.read_request(i, &mut request)?;
        Ok(request)
    }

    /// As `request`, into `request` whatever it held (on an error, into parts of it): the
    /// batch reads all its rows into one, neither zeroed nor moved.
    #[inline]
    pub fn read_request(&self, i: usize, request: &mut Request) -> Result<(), Error> {
        self.read_tiles(i, request)?;
        check_tiles(&request.standing, request.melds(), request.win_tile)?;
        self.rest(i, request)
    }

    /// Row `i`'s standing counts (each 0-4), declared melds (each of a good shape) and
    /// winning tile (0-33) into `request`; the hand's size and copies are left to check.
    #[inline]
    pub fn read_tiles(&self, i: usize, request: &mut Request) -> Result<(), Error> {
        self.read_held(i, request)?;
        let win = self.win_tile.get(i, 0);
        if !(0..KINDS as Value).contains(&win) {
            return Err(Error::WinTile { tile: win });
        }
        request.win_tile = win as usize;
        Ok(())
    }

    /// Row `i`'s standing counts and declared melds into `request`, as `read_tiles`. Always
    /// inlined, with `melds`: as calls of their own (the compiler's choice), their saved
    /// registers and returned Results had cost some 55 instructions a row.
    #[inline(always)]
    fn read_held(&self, i: usize, request: &mut Request) -> Result<(), Error> {
        // Bytes in range are the common case: one copy and one vector compare.
        let row = self.counts.row_bytes(i).and_then(|r| r.first_chunk());
        let in_range = |row: &Counts| kinds_above(row, 4) == 0;
        match row {
            Some(row) if in_range(row) => request.standing = *row,
            _ => self.read_counts(i, &mut request.standing)?,
        }
        request.meld_count = self.melds(i, &mut request.melds)?;
        Ok(())
    }

    /// As `read_request`, the winning tile, flags, winds and flowers taken from `scalars`
    /// when they are good there: then only the tiles are left to check, and nothing that
    /// comes after them in `read_request`'s order can fail.
    #[inline]
    fn read_row(
        &self,
        i: usize,
        scalars: &mut Scalars,
        request: &mut Request,
    ) -> Result<(), Error> {
        if !scalars.read(self, i, request) {
            return self.read_request(i, request);
        }
        self.read_held(i, request)?;
        check_tiles(&request.standing, request.melds(), request.win_tile)
    }

    /// Row `i`'s counts, each checked, from any column width.
    fn read_counts(&self, i: usize, standing: &mut Counts) -> Result<(), Error> {
        for (tile, slot) in standing.iter_mut().enumerate() {
            let count = self.counts.get(i, tile);
            if !(0..=4).contains(&count) {
                return Err(Error::TileCount { tile: name(tile), count });
            }
            *slot = count as u8;
        }
        Ok(())
    }

    /// Row `i` of the rest of `request`, once its tiles are read into it and checked.
    fn rest(&self, i: usize, request: &mut Request) -> Result<(), Error> {
        let flags = self.flags.get(i, 0);
        if flags & !(SELF_DRAWN | LAST_COPY | KONG | LAST_TILE) != 0 {
            return Err(Error::Flags { flags });
        }
        let seat_wind = wind("seat_wind", self.seat_wind.get(i, 0))?;
        let prevalent_wind = wind("prevalent_wind", self.prevalent_wind.get(i, 0))?;
        let flowers = self.flowers.get(i, 0);
        if !(0..=MAX_FLOWERS).contains(&flowers) {
            return Err(Error::Flowers { count: flowers });
        }
        request.flags = win_flags(flags);
        request.seat_wind = seat_wind;
        request.prevalent_wind = prevalent_wind;
        request.flowers = flowers as u8;
        Ok(())
    }

    /// The declared melds of row `i` into `out`, the used slots in order, and their number;
    /// the slots past it are left as they were.
    #[inline(always)]
    fn melds(&self, i: usize, out: &mut [Declared; 4]) -> Result<usize, Error> {
        match self.melds.row_bytes(i).and_then(|b| b.first_chunk::<{ MELD_SLOTS * 3 }>()) {
            // A concealed hand: every slot unused (the 12 bytes read as two words).
            Some(b) if u128::from_le_bytes(widen(b)) == 0 => Ok(0),
            Some(b) => read_melds(|k| Value::from(b[k]), out),
            None => read_melds(|k| self.melds.get(i, k), out),
        }
    }
}

/// A row's meld bytes, zero-padded to 16.
#[inline(always)]
fn widen(bytes: &[u8; MELD_SLOTS * 3]) -> [u8; 16] {
    let mut wide = [0u8; 16];
    wide[..MELD_SLOTS * 3].copy_from_slice(bytes);
    wide
}

/// The declared melds of a row whose `MELD_SLOTS * 3` values `value` gives, as `Rows::melds`.
#[inline(always)]
pub(crate) fn read_melds(
    value: impl Fn(usize) -> Value,
    out: &mut [Declared; 4],
) -> Result<usize, Error> {
    let mut count = 0;
    for slot in 0..MELD_SLOTS {
        let (kind, tile, concealed) = (value(3 * slot), value(3 * slot + 1), value(3 * slot + 2));
        if kind == 0 && tile == 0 && concealed == 0 {
            continue;
        }
        out[count] = declared(kind, tile, concealed)
            .ok_or_else(|| meld_error(slot, kind, tile, concealed))?;
        count += 1;
    }
    Ok(count)
}

/// The lowest tiles a chow may have: ranks 1-7 of each numbered suit.
const CHOW_FIRSTS: u64 = 0x7F | 0x7F << 9 | 0x7F << 18;
const ALL_TILES: u64 = (1 << KINDS) - 1;

/// The meld a used slot declares, or None when `meld_error` has to say what is wrong.
#[inline(always)]
fn declared(kind: Value, tile: Value, concealed: Value) -> Option<Declared> {
    let (kind, firsts) = match (kind, concealed) {
        (1, 0) => (Kind::Chow, CHOW_FIRSTS),
        (2, 0) => (Kind::Pung, ALL_TILES),
        (3, 0 | 1) => (Kind::Kong, ALL_TILES),
        _ => return None,
    };
    let first = usize::try_from(tile).ok().filter(|&t| t < KINDS && firsts >> t & 1 == 1)?;
    Some(Declared { kind, first, concealed: concealed == 1 })
}

/// What is wrong with a used meld slot that `declared` refuses, checked in the order the
/// Python checks go.
#[cold]
fn meld_error(slot: usize, kind: Value, tile: Value, concealed: Value) -> Error {
    let bad = |why: String| Error::Meld { slot, kind, tile, concealed, why };
    let kind = match kind {
        0 => return bad("kind 0 marks an unused slot, whose tile and concealed are 0".into()),
        1 => Kind::Chow,
        2 => Kind::Pung,
        3 => Kind::Kong,
        _ => return bad(format!("kind {kind} is not 0 (none), 1 (chow), 2 (pung) or 3 (kong)")),
    };
    if !(0..KINDS as Value).contains(&tile) {
        return bad(format!("tile {tile} is not a tile index 0-33"));
    }
    let first = tile as usize;
    if kind == Kind::Chow && (first >= HONOR_START || first % 9 > 6) {
        return bad(format!(
            "a chow is given by its lowest tile, rank 1-7 of a numbered suit, not {}",
            name(first)
        ));
    }
    match concealed {
        // All else passed, so this is a chow or pung declared concealed.
        0 | 1 => bad("only a kong is declared concealed (暗杠); a chow or pung has 0".into()),
        _ => bad(format!("concealed {concealed} is not 0 or 1")),
    }
}

/// The win flags of a row's flag bits (checked to be known ones).
#[inline(always)]
pub(crate) fn win_flags(flags: Value) -> WinFlags {
    WinFlags {
        self_drawn: flags & SELF_DRAWN != 0,
        last_copy: flags & LAST_COPY != 0,
        kong: flags & KONG != 0,
        last_tile: flags & LAST_TILE != 0,
    }
}

fn wind(name: &'static str, tile: Value) -> Result<usize, Error> {
    if (EAST..=NORTH).contains(&tile) {
        Ok(tile as usize)
    } else {
        Err(Error::Wind { name, tile })
    }
}

/// The error for a request that does not win, naming the hand as `hupai.score` does.
pub fn not_winning(request: &Request) -> Error {
    let mut hand = String::new();
    for m in request.melds() {
        hand.push_str(&format!("[{}]", m.written()));
    }
    hand.push_str(&format(&request.standing));
    Error::NotWinning { hand, win: name(request.win_tile) }
}

/// One row's total (flowers included) and fans, read and scored in `scratch`.
fn score_row(table: &Table, rows: &Rows, i: usize, scratch: &mut Scratch) -> Result<u32, Error> {
    let Scratch { request, fans, scalars } = scratch;
    rows.read_row(i, scalars, request)?;
    score_fans(table, request, fans).ok_or_else(|| not_winning(request))
}

/// What a thread reuses from row to row.
struct Scratch {
    request: Request,
    fans: Fans,
    scalars: Scalars,
}

/// Totals (N) and fan counts (N x 82, column c for fan id c + 1) of every row, as `run` says.
/// The first bad or non-winning row is the error, wrapped in `Error::Row`; rows after a bad one
/// found are skipped.
pub fn score_rows(table: &Table, rows: &Rows, run: &Run) -> Result<(Vec<i32>, Vec<u8>), Error> {
    let n = rows.count()?;
    let mut totals = vec![0u8; n * 4];
    let mut fans = vec![0u8; n * FAN_COLUMNS];
    score_rows_into(table, rows, run, as_uninit(&mut totals), as_uninit(&mut fans))?;
    let totals = totals.chunks_exact(4).map(|b| i32::from_ne_bytes([b[0], b[1], b[2], b[3]]));
    Ok((totals.collect(), fans))
}

/// Initialised bytes seen as bytes to be written.
fn as_uninit(bytes: &mut [u8]) -> &mut [MaybeUninit<u8>] {
    // SAFETY: `MaybeUninit<u8>` has the layout of `u8`, and `score_rows_into` writes only
    // initialised bytes through the slice.
    unsafe { &mut *(bytes as *mut [u8] as *mut [MaybeUninit<u8>]) }
}

/// As `score_rows`, written into `totals` (N native-endian int32) and `fans` (N x 82), which
/// the caller sizes from `rows.count()` and which need not be initialised: when this returns
/// Ok, every byte of both has been written. The rows go in slices, `run.interrupt` asked
/// between them.
pub fn score_rows_into(
    table: &Table,
    rows: &Rows,
    run: &Run,
    totals: &mut [MaybeUninit<u8>],
    fans: &mut [MaybeUninit<u8>],
) -> Result<(), Error> {
    let n = rows.count()?;
    let init = || Scratch {
        request: Request::blank(),
        fans: Fans::default(),
        scalars: Scalars::default(),
    };
    rows_into(n, FAN_COLUMNS, run, (totals, fans), init, |scratch: &mut Scratch, i, out| {
        let total = score_row(table, rows, i, scratch)?;
        write(out, scratch.fans.by_id());
        Ok(total)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interrupt::{Interrupt, Never};
    use crate::ints::Format;
    use crate::mcr::ids::{ALL_PUNGS, CONCEALED_KONG, FLOWER_TILES, MELDED_KONG};
    use crate::mcr::score::score;
    use crate::tiles::parse;

    fn run(threads: Option<usize>) -> Run<'static> {
        Run { threads, interrupt: &Never }
    }

    /// A table where each fan scores its id, with no exclusions.
    fn table() -> Table {
        let points: Vec<i64> = (0..IDS as i64).collect();
        Table::new(&points, &[], true).unwrap()
    }

    struct Batch {
        counts: Vec<u8>,
        melds: Vec<u8>,
        win: Vec<u8>,
        flags: Vec<u8>,
        seat: Vec<u8>,
        prevalent: Vec<u8>,
        flowers: Vec<u8>,
    }

    impl Batch {
        fn new(hands: &[(&str, &[[u8; 3]], &str)]) -> Batch {
            let n = hands.len();
            let mut b = Batch {
                counts: Vec::new(),
                melds: Vec::new(),
                win: Vec::new(),
                flags: vec![0; n],
                seat: vec![27; n],
                prevalent: vec![27; n],
                flowers: vec![0; n],
            };
            for (standing, melds, win) in hands {
                b.counts.extend(parse(standing));
                let mut slots = [[0u8; 3]; 4];
                slots[..melds.len()].copy_from_slice(melds);
                b.melds.extend(slots.iter().flatten());
                let w = parse(win).iter().position(|&c| c > 0).unwrap();
                b.win.push(w as u8);
            }
            b
        }

        fn rows(&self) -> Rows<'_> {
            Rows {
                counts: Ints::bytes(&self.counts, KINDS),
                melds: Ints::bytes(&self.melds, MELD_SLOTS * 3),
                win_tile: Ints::bytes(&self.win, 1),
                flags: Ints::bytes(&self.flags, 1),
                seat_wind: Ints::bytes(&self.seat, 1),
                prevalent_wind: Ints::bytes(&self.prevalent, 1),
                flowers: Ints::bytes(&self.flowers, 1),
            }
        }

        fn error(&self) -> String {
            score_rows(&table(), &self.rows(), &run(Some(1))).unwrap_err().to_string()
        }
    }

    #[test]
    fn rows_match_single_scores() {
        let mut b = Batch::new(&[
            ("123m456p789s1122z", &[], "2z"),
            ("111m222p333s5z", &[[3, 27, 1]], "5z"),
            ("1z", &[[2, 0, 0], [2, 9, 0], [3, 18, 0], [1, 3, 0]], "1z"),
        ]);
        b.flowers[1] = 3;
        let table = table();
        let (totals, fans) = score_rows(&table, &b.rows(), &run(None)).unwrap();
        for i in 0..3 {
            let request = b.rows().request(i).unwrap();
            let single = score(&table, &request).unwrap();
            assert_eq!(totals[i] as u32, single.total);
            assert_eq!(&fans[i * FAN_COLUMNS..(i + 1) * FAN_COLUMNS], single.fans.counts_by_id());
        }
        assert_eq!(fans[FAN_COLUMNS + FLOWER_TILES - 1], 3);
        assert!(fans[2 * FAN_COLUMNS + ALL_PUNGS - 1] == 0);
        for threads in [Some(1), Some(3)] {
            assert_eq!(
                score_rows(&table, &b.rows(), &run(threads)).unwrap(),
                (totals.clone(), fans.clone())
            );
        }
        // Without the 明暗杠 extension: a concealed and a melded kong score both.
        let b = Batch::new(&[("111m2m", &[[3, 27, 1], [3, 28, 0], [2, 9, 0]], "2m")]);
        let plain = Table::new(&(0..IDS as i64).collect::<Vec<_>>(), &[], false).unwrap();
        let (_, fans) = score_rows(&plain, &b.rows(), &run(None)).unwrap();
        assert_eq!((fans[CONCEALED_KONG - 1], fans[MELDED_KONG - 1], fans[81]), (1, 1, 0));
    }

    /// Every output byte is written, whatever the buffers held: they come unfilled from the
    /// binding.
    #[test]
    fn every_output_byte_is_written() {
        let b = Batch::new(&[
            ("123m456p789s1122z", &[], "2z"),
            ("111m222p333s5z", &[[3, 27, 1]], "5z"),
            ("1z", &[[2, 0, 0], [2, 9, 0], [3, 18, 0], [1, 3, 0]], "1z"),
        ]);
        let want = score_rows(&table(), &b.rows(), &run(Some(1))).unwrap();
        for threads in [Some(1), Some(2), None] {
            for junk in [0x00, 0xAA, 0xFF] {
                let mut totals = vec![MaybeUninit::new(junk); 3 * 4];
                let mut fans = vec![MaybeUninit::new(junk); 3 * FAN_COLUMNS];
                score_rows_into(&table(), &b.rows(), &run(threads), &mut totals, &mut fans)
                    .unwrap();
                // SAFETY: every byte was set above, to junk or by the scorer.
                let bytes = |v: &[MaybeUninit<u8>]| -> Vec<u8> {
                    v.iter().map(|b| unsafe { b.assume_init() }).collect()
                };
                let totals: Vec<i32> = bytes(&totals)
                    .chunks_exact(4)
                    .map(|c| i32::from_ne_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                assert_eq!((totals, bytes(&fans)), want.clone(), "{threads:?} {junk}");
            }
        }
    }

    #[test]
    fn empty_batch() {
        let b = Batch::new(&[]);
        assert_eq!(score_rows(&table(), &b.rows(), &run(None)).unwrap(), (vec![], vec![]));
    }

    #[test]
    fn bad_rows_are_named_lowest_first() {
        let good = ("123m456p789s1122z", &[][..], "2z");
        let mut b = Batch::new(&[good, good, good]);
        b.counts[KINDS] = 5;
        b.seat[2] = 3;
        assert_eq!(b.error(), "row 1: 5 copies of 1m; a set holds 0 to 4 of each tile");
        assert_eq!(score_rows(&table(), &b.rows(), &run(None)).unwrap_err(), {
            let inner = Error::TileCount { tile: "1m".into(), count: 5 };
            Error::Row { row: 1, inner: Box::new(inner) }
        });
        b.counts[KINDS] = 1;
        assert_eq!(b.error(), "row 2: seat_wind 3 is not a wind: 27-30 (East, South, West, North)");
        b.seat[2] = 27;
        b.flags[0] = 16;
        assert!(b.error().starts_with("row 0: flags 16 hold bits other than"));
        b.flags[0] = 15;
        b.flowers[1] = 9;
        assert_eq!(b.error(), "row 1: flowers 9 is not 0-8 (a set holds 8 flowers)");
        b.flowers[1] = 8;
        b.win[0] = 34;
        assert_eq!(b.error(), "row 0: the winning tile 34 is not a tile index 0-33");
        b.win[0] = 0;
        assert_eq!(b.error(), "row 0: hand 123m456p789s1122z won on 1m is not a winning hand");
    }

    #[test]
    fn melds_sizes_and_copies_are_checked() {
        let b = Batch::new(&[("456p789s1122z", &[[1, 7, 0]], "2z")]);
        assert!(b.error().starts_with(
            "row 0: meld 0 (1, 7, 0): a chow is given by its lowest tile, rank 1-7 of a \
             numbered suit, not 8m"
        ));
        let b = Batch::new(&[("456p789s1122z", &[[2, 0, 1]], "2z")]);
        assert!(b.error().contains("only a kong is declared concealed"));
        let b = Batch::new(&[("456p789s1122z", &[[0, 5, 0]], "2z")]);
        assert!(b.error().contains("kind 0 marks an unused slot, whose tile and concealed are 0"));
        let b = Batch::new(&[("456p789s1122z", &[[4, 0, 0]], "2z")]);
        assert!(b.error().contains("kind 4 is not 0 (none)"));
        let b = Batch::new(&[("456p789s1122z", &[[3, 34, 0]], "2z")]);
        assert!(b.error().contains("tile 34 is not a tile index 0-33"));
        let b = Batch::new(&[("456p789s1122z", &[[3, 27, 2]], "2z")]);
        assert!(b.error().contains("concealed 2 is not 0 or 1"));
        let b = Batch::new(&[("123m456p789s11222z", &[], "2z")]);
        assert_eq!(
            b.error(),
            "row 0: with 0 declared melds a hand has 13 standing tiles besides the winning tile \
             (14 in all, a kong counting 3), got 14; the standing tiles leave out the winning tile"
        );
        let b = Batch::new(&[("1111m789s122z", &[[1, 0, 0]], "2z")]);
        assert_eq!(
            b.error(),
            "row 0: 5 copies of 1m (4 standing, 0 winning, 1 in melds); a set holds 4"
        );
    }

    #[test]
    fn wide_columns_quote_the_value() {
        let b = Batch::new(&[("123m456p789s1122z", &[], "2z")]);
        let wide: Vec<u8> = [-3i64].iter().flat_map(|v| v.to_le_bytes()).collect();
        let rows = Rows { flowers: Ints::packed(&wide, 8, 1).unwrap(), ..b.rows() };
        let err = score_rows(&table(), &rows, &run(None)).unwrap_err();
        assert_eq!(err.to_string(), "row 0: flowers -3 is not 0-8 (a set holds 8 flowers)");
        assert!(Ints::packed(&wide, 4, 1).is_err());
        let widest: Vec<u8> = (1i128 << 100).to_le_bytes().to_vec();
        let rows = Rows { flowers: Ints::packed(&widest, 16, 1).unwrap(), ..b.rows() };
        let err = score_rows(&table(), &rows, &run(None)).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("row 0: flowers {} is not 0-8 (a set holds 8 flowers)", 1i128 << 100)
        );
        let b = Batch::new(&[("456p789s1122z", &[[1, 0, 0]], "2z")]);
        let melds = |first: i64| -> Vec<u8> {
            let mut slots = [0i64; MELD_SLOTS * 3];
            slots[..3].copy_from_slice(&[1, first, 0]);
            slots.iter().flat_map(|v| v.to_le_bytes()).collect()
        };
        let (good, bad) = (melds(0), melds(-1));
        let rows = Rows { melds: Ints::packed(&good, 8, MELD_SLOTS * 3).unwrap(), ..b.rows() };
        assert_eq!(
            score_rows(&table(), &rows, &run(None)),
            score_rows(&table(), &b.rows(), &run(None))
        );
        let rows = Rows { melds: Ints::packed(&bad, 8, MELD_SLOTS * 3).unwrap(), ..b.rows() };
        let err = score_rows(&table(), &rows, &run(None)).unwrap_err();
        assert!(err.to_string().starts_with("row 0: meld 0 (1, -1, 0): tile -1 is not a tile"));
        let short = Rows { flags: Ints::bytes(&[], 1), ..b.rows() };
        let err = score_rows(&table(), &short, &run(None)).unwrap_err();
        assert_eq!(err.to_string(), "flags hold 0 rows of 1 numbers, not 1 rows of 1");
    }

    /// The one-value columns of a batch as bytes, or as little-endian int64s when `wide`.
    fn scalars(b: &Batch, wide: bool) -> [Vec<u8>; 5] {
        [&b.win, &b.flags, &b.seat, &b.prevalent, &b.flowers].map(|c| match wide {
            false => c.clone(),
            true => c.iter().flat_map(|&x| i64::from(x).to_le_bytes()).collect(),
        })
    }

    /// The one-value columns in other layouts (int64, int16 every other value, rows reversed,
    /// one value for all rows), read a block at a time: every row scores as its request read
    /// value by value does.
    #[test]
    fn blocks_of_one_value_columns_read_as_each_row() {
        let b = blocks_batch();
        let n = b.win.len();
        let table = table();
        let single =
            |rows: &Rows, i: usize| score(&table, &rows.request(i).unwrap()).unwrap().total as i32;
        let want: Vec<i32> = (0..n).map(|i| single(&b.rows(), i)).collect();
        let no_axes = [(1, 0), (1, 0)];
        let int16 = |c: &Vec<u8>| -> Vec<u8> { c.iter().flat_map(|&x| [x, 0, 0, 0]).collect() };
        let reversed = |c: &Vec<u8>| -> Vec<u8> { c.iter().rev().copied().collect() };
        let [bytes, wide] = [false, true].map(|wide| scalars(&b, wide));
        let (narrow, backwards) =
            (bytes.clone().map(|c| int16(&c)), bytes.clone().map(|c| reversed(&c)));
        let layouts: [[Ints; 5]; 4] = [
            std::array::from_fn(|c| Ints::bytes(&bytes[c], 1)),
            std::array::from_fn(|c| Ints::packed(&wide[c], 8, 1).unwrap()),
            std::array::from_fn(|c| {
                Ints::strided(&narrow[c], Format::little(2), 0, 4, n, no_axes).unwrap()
            }),
            std::array::from_fn(|c| {
                Ints::strided(&backwards[c], Format::BYTES, n - 1, -1, n, no_axes).unwrap()
            }),
        ];
        for [win_tile, flags, seat_wind, prevalent_wind, flowers] in layouts {
            let rows = Rows { win_tile, flags, seat_wind, prevalent_wind, flowers, ..b.rows() };
            for threads in [Some(1), Some(2)] {
                assert_eq!(score_rows(&table, &rows, &run(threads)).unwrap().0, want);
            }
        }
        let one = [1u8, 27, 28, 8];
        let [flags, seat_wind, prevalent_wind, flowers] =
            [0, 1, 2, 3].map(|c| Ints::strided(&one, Format::BYTES, c, 0, n, no_axes).unwrap());
        let rows = Rows { flags, seat_wind, prevalent_wind, flowers, ..b.rows() };
        let want: Vec<i32> = (0..n).map(|i| single(&rows, i)).collect();
        assert_eq!(score_rows(&table, &rows, &run(Some(1))).unwrap().0, want);
    }

    /// A bad value in the middle of a block (a byte's 255 too, and int64s a byte would cut) is
    /// the error its row's request finds, at that row.
    #[test]
    fn a_bad_value_in_a_block_is_named_as_before() {
        let b = blocks_batch();
        let bad: [(usize, i64); 10] = [
            (0, 34),
            (0, 255),
            (1, 16),
            (1, -1),
            (2, 3),
            (2, 27 + 256),
            (3, 31),
            (3, 28 + (1 << 32)),
            (4, 9),
            (4, 1 << 32),
        ];
        for (column, value) in bad {
            let wide = u8::try_from(value).is_err();
            for row in [70, 71, 149] {
                let mut stored = scalars(&b, wide);
                match wide {
                    false => stored[column][row] = value as u8,
                    true => stored[column][row * 8..][..8].copy_from_slice(&value.to_le_bytes()),
                }
                let [win_tile, flags, seat_wind, prevalent_wind, flowers] =
                    std::array::from_fn(|c| match wide {
                        false => Ints::bytes(&stored[c], 1),
                        true => Ints::packed(&stored[c], 8, 1).unwrap(),
                    });
                let rows = Rows { win_tile, flags, seat_wind, prevalent_wind, flowers, ..b.rows() };
                let inner = Box::new(rows.request(row).unwrap_err());
                for threads in [Some(1), Some(2)] {
                    let err = score_rows(&table(), &rows, &run(threads)).unwrap_err();
                    assert_eq!(err, Error::Row { row, inner: inner.clone() }, "{column} {value}");
                }
            }
        }
    }

    /// 150 winning rows (more than two blocks, not a multiple of one) of varied flags, winds
    /// and flowers.
    fn blocks_batch() -> Batch {
        let hands = [
            ("123m456p789s1122z", &[][..], "2z"),
            ("111m222p333s5z", &[[3, 27, 1]][..], "5z"),
            ("1z", &[[2, 0, 0], [2, 9, 0], [3, 18, 0], [1, 3, 0]][..], "1z"),
        ];
        let n = 150;
        let mut b = Batch::new(&(0..n).map(|i| hands[i % 3]).collect::<Vec<_>>());
        for i in 0..n {
            (b.flags[i], b.flowers[i]) = ((i % 16) as u8, (i % 9) as u8);
            (b.seat[i], b.prevalent[i]) = (27 + (i % 4) as u8, 27 + (i / 4 % 4) as u8);
        }
        b
    }

    /// Stops at its first question.
    struct Stop;

    impl Interrupt for Stop {
        fn interrupted(&self) -> bool {
            true
        }
    }

    #[test]
    fn an_interrupt_stops_the_rows_between_slices() {
        let good = ("123m456p789s1122z", &[][..], "2z");
        let b = Batch::new(&vec![good; 50_000]);
        let want = score_rows(&table(), &b.rows(), &run(None)).unwrap();
        for threads in [Some(1), Some(2), None] {
            let stopped = Run { threads, interrupt: &Stop };
            assert_eq!(score_rows(&table(), &b.rows(), &stopped), Err(Error::Interrupted));
        }
        // Columns of any layout read alike: every row the same (a stride of 0).
        let one = Batch::new(&[good]);
        let rows = Rows {
            counts: Ints::strided(&one.counts, Format::BYTES, 0, 0, 50_000, [(KINDS, 1), (1, 0)])
                .unwrap(),
            ..b.rows()
        };
        assert_eq!(score_rows(&table(), &rows, &run(None)).unwrap(), want);
    }
}
