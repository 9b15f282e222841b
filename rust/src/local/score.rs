//! Scoring a hand under a local rule set: each reading's fans (its features run through the
//! table's programs, once per distinct feature vector), the tally, and the best reading: the
//! most points, then the largest uncapped sum, then the wildcards standing for the lowest
//! tiles (sorted lists compared), then the first in the documented order (decomposition, the
//! winning tile's kind K ascending, its place). Also every reading listed in that order, for
//! the slower path of custom fans.

use super::features::{Base, Place, Vector};
use super::hand::Hand;
use super::memo::Memo;
use super::program::{nonzero, stack};
use super::shared::with_shared;
use super::suits::{self, WaysCache};
use super::table::Table;
use super::tally::{tally, Tally};
use super::view::{view, View};
use super::walk::{walk, Visit};
use crate::decompose::{Decomposition, Form};
use crate::error::Error;
use crate::interrupt::Interrupt;
use crate::tiles::{Counts, KINDS};
use std::cmp::Ordering;

/// The decompositions a hand may have before scoring gives up on it
/// (`Error::TooManyReadings`; the regular search's repeats counted): far more than any hand
/// of four wildcards has (a few hundred), reached only by hands of about eight.
/// As `hupai.scoring.local_request.DECOMPOSITION_LIMIT` (a test holds them equal).
pub const DEFAULT_LIMIT: usize = 100_000;

/// The widest worth a best reading may have (the ends of i128 are its saturation), and the
/// refusal past it, as hupai.rules.tally words it (a test holds them equal).
const WIDEST: u128 = i128::MAX as u128 - 1;
pub const TOO_WIDE: &str = "the best reading is worth more than scoring holds (2^127): the \
    rule set's values and multipliers are too large";

/// The hands whose regular readings `score` finds suit by suit (suits.rs), and whose seven
/// pairs it walks a class of kinds at once (`Table::seven_alike`): those of 2 to 4
/// wildcards (fewer have few readings; more may pass the limit, which counts every
/// decomposition).
const BY_SUITS_FROM: u32 = 2;
const BY_SUITS_TO: u32 = 4;

/// The reading kept: its decomposition, the winning tile's logical kind and place, the fan
/// counts by position after exclusions, and its worth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best {
    pub decomposition: Decomposition,
    pub win: usize,
    pub place: Place,
    pub counts: Vec<i32>,
    pub tally: Tally,
}

/// One reading as listed for the slower path: its decomposition (an index into the list
/// returned beside), the winning tile's kind and place, its features and every fan's count
/// before exclusions (0 for a custom fan, which Python counts), and its logical tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub decomposition: usize,
    pub win: usize,
    pub place: Place,
    pub features: Vector,
    pub counts: Vec<i32>,
    pub tiles: Counts,
}

/// Every fan with a program, counted on `features` (never below 0), into `out`.
pub(super) fn count_all(table: &Table, features: &Vector, out: &mut [i32]) {
    let nonzero = nonzero(features);
    let mut stack = stack();
    for (i, p) in &table.programs {
        out[*i] = p.count(features, nonzero, &mut stack);
    }
}

/// The best reading so far.
struct Kept {
    decomposition: Decomposition,
    win: usize,
    index: usize,
    place: Place,
    entry: usize,
}

/// The visitor of `score`.
struct Chooser<'a> {
    table: &'a Table,
    memo: &'a mut Memo,
    best: Option<Kept>,
    /// Whether seven pairs of one class of kinds are walked once (`Table::seven_alike`).
    seven_alike: bool,
}

impl Visit for Chooser<'_> {
    fn seven_alike(&self) -> Option<[u8; KINDS]> {
        self.seven_alike.then_some(self.table.seven_alike)
    }

    fn reading(&mut self, d: &View, _: &Base, win: usize, index: usize, place: Place, v: &Vector) {
        let table = self.table;
        let v = &table.read_only(v);
        let entry = self.memo.entry(v, |counts| {
            count_all(table, v, counts);
            tally(table, counts)
        });
        self.consider(d, win, index, place, entry);
    }
}

impl Chooser<'_> {
    /// Keeps the reading whose worth is the memo's `entry` if it beats the one kept.
    fn consider(&mut self, d: &View, win: usize, index: usize, place: Place, entry: usize) {
        if self.beats(d, win, index, entry) {
            let decomposition = match self.best.take() {
                Some(kept) if view(&kept.decomposition) == *d => kept.decomposition,
                _ => d.owned(),
            };
            self.best = Some(Kept { decomposition, win, index, place, entry });
        }
    }

    /// Whether the reading of `d` whose worth is the memo's `entry` beats the one kept.
    fn beats(&self, d: &View, win: usize, index: usize, entry: usize) -> bool {
        match &self.best {
            None => true,
            Some(kept) => {
                let (worth, was) = (self.memo.tally(entry), self.memo.tally(kept.entry));
                worth.beats(&was).unwrap_or_else(|| {
                    let old = view(&kept.decomposition);
                    let order =
                        d.wildcards.cmp(old.wildcards).then_with(|| d.key().cmp(&old.key()));
                    order.then((win, index).cmp(&(kept.win, kept.index))) == Ordering::Less
                })
            }
        }
    }
}

/// The best reading of `hand` under `table`, or None when it has none (the hand does not
/// win); `Error::TooManyReadings` past `limit` decompositions, `Error::Interrupted` when
/// `interrupt` says so, `Error::Option` for a table with custom fans (the slower path's).
pub fn score(
    table: &Table,
    hand: &Hand,
    limit: usize,
    interrupt: &dyn Interrupt,
) -> Result<Option<Best>, Error> {
    score_in(None, table, hand, limit, interrupt)
}

/// `score` for a hand of the batch `batch` (`shared::new_batch`, None for none), which
/// shares with the batch's other hands on this thread the worth of feature vectors and the
/// suits' ways (`shared`); every hand of a batch is scored under one table.
pub fn score_in(
    batch: Option<u64>,
    table: &Table,
    hand: &Hand,
    limit: usize,
    interrupt: &dyn Interrupt,
) -> Result<Option<Best>, Error> {
    if table.custom() {
        return Err(Error::Option("a rule set with custom fans is scored in Python".into()));
    }
    hand.check()?;
    with_shared(batch, table.fans.len(), |memo, ways| {
        best(table, hand, limit, interrupt, memo, ways)
    })
}

/// `score`'s search, for a checked hand, its readings' worth kept in `memo` (and the suits'
/// ways in `ways`, where given), which may hold other hands' under this table.
fn best(
    table: &Table,
    hand: &Hand,
    limit: usize,
    interrupt: &dyn Interrupt,
    memo: &mut Memo,
    ways: Option<&mut WaysCache>,
) -> Result<Option<Best>, Error> {
    // Readings left out only where the limit cannot be reached (so that a hand past it is
    // refused as when every decomposition is walked): hands of at most four wildcards have a
    // few thousand decompositions at the most (a test holds them under a tenth of the limit).
    let w = hand.all_wildcards();
    let fewer = (BY_SUITS_FROM..=BY_SUITS_TO).contains(&w) && limit >= DEFAULT_LIMIT;
    // The regular form suit by suit where that is quicker, the other forms by the walk.
    let by_suits = fewer && table.forms.regular && w <= suits::MOST;
    let situation = hand.situation(table);
    let request = hand.request(table, limit);
    // Checked first, so that a bad hand is refused as the walk would refuse it.
    request.check()?;
    let mut forms = table.forms;
    if !hand.may_be_seven_pairs(&request) {
        forms = forms.with(Form::SevenPairs, false);
    }
    let mut chooser = Chooser { table, memo, best: None, seven_alike: fewer };
    if by_suits {
        let found = suits::best_regular(table, hand, &request, &situation, chooser.memo, ways);
        if let Some((d, win, index, place, entry)) = found {
            if chooser.beats(&view(&d), win, index, entry) {
                chooser.best = Some(Kept { decomposition: d, win, index, place, entry });
            }
        }
        forms = forms.with(Form::Regular, false);
    }
    if !forms.is_empty() {
        walk(table, hand, &request, forms, interrupt, &mut chooser)?;
    }
    let memo = &chooser.memo;
    let Some(kept) = chooser.best else { return Ok(None) };
    let worth = memo.tally(kept.entry);
    // A sum or product past 128 bits saturates: refused, never given rounded (as
    // hupai.rules.tally.best refuses the exact one past its WIDEST).
    if [worth.uncapped, worth.total, worth.points].iter().any(|n| n.unsigned_abs() > WIDEST) {
        return Err(Error::Option(TOO_WIDE.into()));
    }
    let counts = memo.counts(kept.entry).iter().enumerate();
    let counts = counts.map(|(p, &c)| if worth.kept >> p & 1 == 1 { c } else { 0 }).collect();
    let (win, place) = (kept.win, kept.place);
    Ok(Some(Best { decomposition: kept.decomposition, win, place, counts, tally: worth }))
}

/// The visitor of `readings`: each decomposition with its readings, as found.
struct Lister<'a> {
    table: &'a Table,
    found: Vec<(Decomposition, Vec<Listed>)>,
}

impl Visit for Lister<'_> {
    fn decomposition(&mut self, d: &View) {
        self.found.push((d.owned(), Vec::new()));
    }

    fn reading(&mut self, _: &View, base: &Base, win: usize, _: usize, place: Place, v: &Vector) {
        let mut counts = vec![0i32; self.table.fans.len()];
        count_all(self.table, v, &mut counts);
        let (features, tiles) = (*v, base.tiles);
        let listed = Listed { decomposition: 0, win, place, features, counts, tiles };
        if let Some((_, readings)) = self.found.last_mut() {
            readings.push(listed);
        }
    }
}

/// Every reading of `hand`, in the documented order, with its features and fan counts
/// before exclusions, and the decompositions they index (each once, in order): the slower
/// path's input (custom fans are counted in Python). Errors as `score`'s, custom fans aside.
pub fn readings(
    table: &Table,
    hand: &Hand,
    limit: usize,
    interrupt: &dyn Interrupt,
) -> Result<(Vec<Decomposition>, Vec<Listed>), Error> {
    hand.check()?;
    let request = hand.request(table, limit);
    request.check()?;
    let mut lister = Lister { table, found: Vec::new() };
    walk(table, hand, &request, table.forms, interrupt, &mut lister)?;
    // Found out of order, and the regular search may repeat one: sorted, and each kept once.
    let mut found = lister.found;
    found.sort_by(|a, b| a.0.cmp(&b.0));
    found.dedup_by(|a, b| a.0 == b.0);
    let mut decompositions = Vec::with_capacity(found.len());
    let mut out = Vec::new();
    for (i, (d, listed)) in found.into_iter().enumerate() {
        decompositions.push(d);
        out.extend(listed.into_iter().map(|r| Listed { decomposition: i, ..r }));
    }
    Ok((decompositions, out))
}

/// The readings of `forms` as notes/common.md enumerates them, the plain way, for the tests:
/// `decompose::all`, its order, the stand-ins checked after; each with its fan counts.
#[cfg(test)]
pub(crate) fn plain(
    t: &Table,
    h: &Hand,
    forms: crate::rules::Forms,
) -> Vec<(Decomposition, usize, Place, Vec<i32>)> {
    let request = crate::decompose::Request { forms, ..h.request(t, DEFAULT_LIMIT) };
    let found = crate::decompose::all(&request).unwrap();
    let mut out = vec![];
    for d in found.iter().filter(|d| d.wildcards.iter().all(|&k| t.banned >> k & 1 == 0)) {
        let mut kinds = h.win.map_or_else(|| d.wildcards.clone(), |w| vec![w]);
        kinds.dedup();
        let base = Base::new(&view(d), &h.declared, &h.situation(t));
        for k in kinds {
            let mut at = vec![];
            super::features::places(&view(d), k, &mut at);
            for p in at {
                let mut counts = vec![0; t.fans.len()];
                count_all(t, &base.reading(&view(d), k, p), &mut counts);
                out.push((d.clone(), k, p, counts));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interrupt::Never;
    use crate::local::features::{F, NAMES};
    use crate::local::table::{for_tests, Combine, FanSpec};
    use crate::rules::Forms;
    use crate::tiles::{parse, KINDS};

    const FEATURE: i64 = 1;

    /// A table of fans each counting one feature: value 1 each, 2^番 capped at 4.
    fn table(features: &[F], banned: &[usize]) -> Table {
        let fans = features
            .iter()
            .enumerate()
            .map(|(i, &f)| FanSpec {
                id: i as i64 + 1,
                program: Some(vec![(FEATURE, f as i64)]),
                value: 1,
                multiplier: 1,
                excludes: vec![],
            })
            .collect();
        for_tests(
            fans,
            banned,
            Combine { cap: Some(4), exponent: true, offset: 0 },
            Forms::only(crate::rules::Form::Regular).with(crate::rules::Form::SevenPairs, true),
            false,
        )
    }

    fn hand(standing: &str, wildcards: u32, win: Option<usize>) -> Hand {
        Hand {
            standing: parse(standing),
            wildcards,
            win,
            declared: vec![],
            flags: [true, false, false, false, false, false, false, false, false, false],
            flowers: 0,
        }
    }

    #[test]
    fn a_plain_hand() {
        let t = table(&[F::regular, F::chows, F::pure_straight], &[]);
        let best = score(&t, &hand("123456789m123s5s", 0, Some(22)), DEFAULT_LIMIT, &Never);
        let best = best.unwrap().unwrap();
        // 4 chows and the pure straight: 6 番, capped at 4.
        assert_eq!(best.counts, [1, 4, 1]);
        assert_eq!((best.tally.uncapped, best.tally.total, best.tally.points), (6, 4, 16));
        assert_eq!((best.win, best.place), (22, Place { group: None, on_pair: true }));
        assert!(score(&t, &hand("123456789m123s5s", 0, Some(21)), 10, &Never).unwrap().is_none());
    }

    #[test]
    fn the_best_reading_of_wildcards() {
        // Seven pairs (a 7s for the wildcard) beat the regular readings on 2 番 of seven_pairs.
        let t = table(&[F::seven_pairs, F::seven_pairs, F::regular], &[]);
        let best = score(&t, &hand("1122m3344p5566s", 1, Some(24)), DEFAULT_LIMIT, &Never);
        let best = best.unwrap().unwrap();
        assert_eq!(best.decomposition.form, crate::rules::Form::SevenPairs);
        assert_eq!((best.decomposition.wildcards.clone(), best.counts), (vec![24], vec![1, 1, 0]));
    }

    #[test]
    fn ties_go_to_the_lowest_wildcards() {
        // A wildcard winning tile and one standing: every reading is worth the same (one
        // regular 番), so the wildcards standing for the lowest tiles win: a pair of 1m, the
        // winning one placed first in the chow 123m.
        let t = table(&[F::regular], &[]);
        let best = score(&t, &hand("123m456p789s123s", 1, None), DEFAULT_LIMIT, &Never);
        let best = best.unwrap().unwrap();
        assert_eq!((best.decomposition.wildcards.clone(), best.win), (vec![0, 0], 0));
        assert_eq!(best.place, Place { group: Some(0), on_pair: false });
        // With 1m no kind of the set, the wildcards never stand for it: a pair of 2m.
        let t = table(&[F::regular], &[0]);
        let best = score(&t, &hand("123m456p789s123s", 1, None), DEFAULT_LIMIT, &Never);
        assert_eq!(best.unwrap().unwrap().decomposition.wildcards, [1, 1]);
    }

    #[test]
    fn readings_are_listed_with_their_features() {
        let t = table(&[F::win_in_chow, F::win_on_pair], &[]);
        // 123m 345m 123p 456p 55s won on 3m: in 123m (an edge wait) or in 345m (two-sided).
        let (found, listed) =
            readings(&t, &hand("12345m55s123p456p", 0, Some(2)), DEFAULT_LIMIT, &Never).unwrap();
        assert_eq!(found.len(), 1);
        let places: Vec<_> = listed.iter().map(|r| (r.place.group, r.counts.clone())).collect();
        assert_eq!(places, [(Some(0), vec![1, 0]), (Some(1), vec![1, 0])]);
        assert_eq!(listed[0].features[F::win_edge as usize], 1);
        assert_eq!(listed[1].features[F::win_two_sided as usize], 1);
        assert_eq!(NAMES.len(), listed[0].features.len());
    }

    #[test]
    fn many_wildcards_hit_the_limit() {
        let t = table(&[F::regular], &[]);
        let many = score(&t, &hand("12m", 11, None), 100, &Never);
        assert_eq!(many, Err(Error::TooManyReadings { limit: 100 }));
    }

    // `score` cuts the searches short only for hands of at most four wildcards, taking them
    // never to pass the limit (which it then cannot see): pseudo-random hands of four, a
    // fifth copy allowed and every form, and the flattest (a suit's nine kinds), stay under a
    // tenth of it.
    #[test]
    fn four_wildcards_stay_under_the_limit() {
        let mut next = crate::local::seeded(5);
        let mut most = 0;
        for round in 0..400 {
            let mut counts = [0u8; KINDS];
            let spread = [3, 9, 34][round % 3];
            let first = next(34 - spread as u64 + 1);
            let mut n = 0;
            while n < 10 {
                let t = first + next(spread as u64);
                if counts[t] < 4 {
                    counts[t] += 1;
                    n += 1;
                }
            }
            let request = crate::decompose::Request {
                counts,
                wildcards: 4,
                declared: 0,
                meld_copies: [0; KINDS],
                forms: Forms::ALL,
                allow_fifth_copy: round % 2 == 0,
                limit: DEFAULT_LIMIT,
            };
            most = most.max(crate::decompose::all(&request).map_or(0, |found| found.len()));
        }
        assert!(most > 500 && most < DEFAULT_LIMIT / 10, "{most}");
    }

    // Pseudo-random hands of up to four wildcards, some kinds banned: the streamed walk lists
    // the plain enumeration's readings, and the best is the plain first best.
    #[test]
    fn the_walk_lists_the_plain_readings() {
        let t = table(&[F::seven_pairs, F::pure_straight, F::win_edge, F::pair, F::quads], &[]);
        let banned = table(&[F::chows, F::win_two_sided, F::terminals], &[27, 28, 29, 30, 31]);
        let mut next = crate::local::seeded(99);
        let mut checked = 0;
        for round in 0..600 {
            let mut tiles = vec![next(34); 2];
            while tiles.len() < 14 {
                if next(3) == 0 {
                    let t = next(34);
                    tiles.extend([t, t]);
                } else {
                    let start = 9 * next(3) + next(7);
                    tiles.extend([start, start + 1, start + 2]);
                }
            }
            tiles.truncate(14);
            let wild = next(5);
            let mut counts = [0u8; KINDS];
            tiles[wild..].iter().for_each(|&k| counts[k] += 1);
            if counts.iter().any(|&c| c > 4) {
                continue;
            }
            let win = if wild > 0 && next(2) == 0 { None } else { Some(tiles[13]) };
            let mut h = hand("", wild as u32 - u32::from(win.is_none()), win);
            h.standing = counts;
            if let Some(w) = win {
                h.standing[w] -= 1;
            }
            let t = if round % 2 == 0 { &t } else { &banned };
            let want = plain(t, &h, t.forms);
            let (found, listed) = readings(t, &h, DEFAULT_LIMIT, &Never).unwrap();
            let got: Vec<_> = listed
                .iter()
                .map(|r| (found[r.decomposition].clone(), r.win, r.place, r.counts.clone()))
                .collect();
            let differ = (0..got.len().max(want.len())).find(|&i| got.get(i) != want.get(i));
            if let Some(i) = differ {
                panic!(
                    "{tiles:?} wild {wild} win {win:?}: {} readings, plainly {}; at {i}: {:?} / {:?}",
                    got.len(),
                    want.len(),
                    got.get(i),
                    want.get(i)
                );
            }
            checked += usize::from(scored_as_plainly(t, &h, &want));
        }
        assert!(checked > 300, "{checked} winning hands");
    }

    /// Whether `h` wins, after checking that its best reading under `t` is the first of
    /// the plain readings `plain` of the most points, then uncapped sum, then lowest
    /// stand-ins.
    fn scored_as_plainly(
        t: &Table,
        h: &Hand,
        plain: &[(Decomposition, usize, Place, Vec<i32>)],
    ) -> bool {
        let mut first: Option<(Tally, usize)> = None;
        for (i, (d, _, _, counts)) in plain.iter().enumerate() {
            let worth = tally(t, counts);
            let better = first.as_ref().is_none_or(|(kept, j)| {
                worth.beats(kept).unwrap_or_else(|| d.wildcards < plain[*j].0.wildcards)
            });
            if better {
                first = Some((worth, i));
            }
        }
        match (first, score(t, h, DEFAULT_LIMIT, &Never).unwrap()) {
            (None, None) => false,
            (Some((worth, i)), Some(b)) => {
                let want = &plain[i];
                assert_eq!((&b.decomposition, b.win, b.place), (&want.0, want.1, want.2), "{h:?}");
                assert_eq!(b.tally, worth, "{h:?}");
                true
            }
            (first, best) => panic!("{h:?}: plain {first:?}, scored {best:?}"),
        }
    }

    // Pseudo-random hands of pairs and a few singles, 2 to 4 wildcards (standing and won
    // on), so that the wildcards make pairs of their own, under tables telling kinds apart by
    // their terminals, honors, 2-5-8s and suits, some kinds banned: the best (seven pairs
    // walked a class of kinds at once, `Table::seven_alike`) is the plain first best.
    #[test]
    fn seven_pairs_of_alike_kinds_are_the_plain_best() {
        let tables = [
            table(&[F::seven_pairs, F::terminals, F::quads, F::win_copies], &[]),
            table(&[F::seven_pairs, F::honors, F::tiles_258, F::suits], &[0, 9, 27]),
            table(&[F::suits, F::seven_pairs], &[]),
        ];
        let mut next = crate::local::seeded(17);
        let (mut checked, mut free) = (0, 0);
        for round in 0..900 {
            let t = &tables[round % tables.len()];
            let wild = 2 + next(3);
            let mut counts = [0u8; KINDS];
            let mut n = 0;
            while n < 14 - wild {
                let k = next(34);
                let two = usize::from(n + 2 <= 14 - wild && next(4) > 0);
                if usize::from(counts[k]) + 1 + two <= 4 {
                    counts[k] += 1 + two as u8;
                    n += 1 + two;
                }
            }
            let win_wild = next(3) == 0;
            let win = if win_wild { None } else { (0..KINDS).find(|&k| counts[k] > 0) };
            let mut h = hand("", (wild - usize::from(win_wild)) as u32, win);
            h.standing = counts;
            if let Some(w) = win {
                h.standing[w] -= 1;
            }
            let want = plain(t, &h, t.forms);
            let request = h.request(t, DEFAULT_LIMIT);
            free += usize::from(
                crate::decompose::free_pairs(&request.counts, wild as u32).is_some_and(|f| f > 0),
            );
            checked += usize::from(scored_as_plainly(t, &h, &want));
        }
        assert!(checked > 300 && free > 150, "{checked} winning hands, {free} with free pairs");
    }
}
