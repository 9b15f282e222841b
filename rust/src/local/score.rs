//! Scoring a hand under a local rule set: every reading (local_rules.md 0.2, as
//! notes/common.md enumerates them), each fan's program run on its features, the tally, and
//! the best reading.
//!
//! The readings, in order: each decomposition of the logical hand (standing tiles, the
//! winning tile unless it is a wildcard, the wildcards; `decompose::all_until`, in its
//! documented order) whose wildcards stand only for kinds the rule set allows; for each, the
//! winning tile's logical kinds K ascending (itself, or what the wildcards stand for when it
//! is one); for each K, its places (`features::places`).

use super::features::{places, Base, Place, Situation, Vector, FLAGS};
use super::table::Table;
use super::tally::{tally, Tally};
use crate::decompose::{all_until, Decomposition, Request};
use crate::error::Error;
use crate::interrupt::{Interrupt, Steps};
use crate::mcr::request::Declared;
use crate::mcr::view::Kind;
use crate::tiles::{Counts, KINDS};

/// The decompositions a hand may have before scoring gives up on it
/// (`Error::TooManyReadings`): far more than any hand of four wildcards has (a few thousand),
/// and few enough to hold in memory (about 20 MB).
pub const DEFAULT_LIMIT: usize = 100_000;

/// A hand to score, checked by `hupai.scoring.local_request.read_local_request`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    /// The standing tiles that are not wildcards, the winning tile aside.
    pub standing: Counts,
    /// The wildcards among the standing tiles (jokers and wildcard kinds).
    pub wildcards: u32,
    /// The winning tile's kind, or None when it is a wildcard.
    pub win: Option<usize>,
    pub declared: Vec<Declared>,
    /// The situation flags, in `hupai.scoring.local_request.FLAGS` order.
    pub flags: [bool; FLAGS],
    pub flowers: i32,
}

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

impl Hand {
    /// Whether scoring can take the hand: at most 4 declared melds, each of a good shape, and
    /// a winning tile 0-33 (`decompose` checks the sizes and copies): the Python reader's
    /// checks, made again so that a hand built by hand is refused rather than misread.
    pub fn check(&self) -> Result<(), Error> {
        if self.declared.len() > 4 {
            return Err(Error::Shape(format!(
                "{} declared melds; a hand has at most 4",
                self.declared.len()
            )));
        }
        for (slot, m) in self.declared.iter().enumerate() {
            if !m.fits() {
                return Err(Error::Meld {
                    slot,
                    kind: m.kind as i128,
                    tile: m.first as i128,
                    concealed: i128::from(m.concealed),
                    why: "not a chow by its lowest tile (rank 1-7), a pung or a kong".into(),
                });
            }
        }
        match self.win {
            Some(w) if w >= KINDS => Err(Error::WinTile { tile: w as i128 }),
            _ => Ok(()),
        }
    }

    /// The decomposition request of the logical hand.
    fn request(&self, table: &Table, limit: usize) -> Request {
        let mut counts = self.standing;
        if let Some(w) = self.win {
            counts[w] = counts[w].saturating_add(1);
        }
        let mut meld_copies = [0u8; KINDS];
        for m in &self.declared {
            match m.kind {
                Kind::Chow => (0..3).for_each(|i| meld_copies[m.first + i] += 1),
                Kind::Pung => meld_copies[m.first] += 3,
                Kind::Kong => meld_copies[m.first] += 4,
            }
        }
        Request {
            counts,
            wildcards: self.wildcards + u32::from(self.win.is_none()),
            declared: self.declared.len(),
            meld_copies,
            forms: table.forms,
            allow_fifth_copy: table.fifth_copy,
            limit,
        }
    }

    fn situation(&self, table: &Table) -> Situation {
        Situation {
            held_wildcards: (self.wildcards + u32::from(self.win.is_none())) as i32,
            win_wildcard: self.win.is_none(),
            wildcards_in_play: table.wildcards_in_play,
            flags: self.flags,
            flowers: self.flowers,
        }
    }
}

/// The decompositions of `hand`'s logical hand, in order; `Error::TooManyReadings` past
/// `limit`.
fn decompositions(
    table: &Table,
    hand: &Hand,
    limit: usize,
    interrupt: &dyn Interrupt,
) -> Result<Vec<Decomposition>, Error> {
    match all_until(&hand.request(table, limit), interrupt) {
        Err(Error::TooMany { limit }) => Err(Error::TooManyReadings { limit }),
        other => other,
    }
}

/// Calls `each(decomposition index, win kind, place, decomposition features, features)` for every reading of `hand`
/// over its decompositions `found`, in order; `Error::Interrupted` when `interrupt` says so.
fn each_reading(
    table: &Table,
    hand: &Hand,
    found: &[Decomposition],
    interrupt: &dyn Interrupt,
    mut each: impl FnMut(usize, usize, Place, &Base, &Vector),
) -> Result<(), Error> {
    let situation = hand.situation(table);
    let mut steps = Steps::new(interrupt);
    let mut at = Vec::with_capacity(8);
    let mut kinds = Vec::with_capacity(8);
    for (i, d) in found.iter().enumerate() {
        if steps.stop() {
            return Err(Error::Interrupted);
        }
        if d.wildcards.iter().any(|&t| table.banned >> t & 1 == 1) {
            continue;
        }
        kinds.clear();
        match hand.win {
            Some(w) => kinds.push(w),
            None => {
                kinds.extend_from_slice(&d.wildcards);
                kinds.dedup();
            }
        }
        let base = Base::new(d, &hand.declared, &situation);
        for &k in &kinds {
            places(d, k, &mut at);
            for &place in &at {
                each(i, k, place, &base, &base.reading(d, k, place));
            }
        }
    }
    Ok(())
}

/// Every fan's count on `features` (never below 0; 0 for a custom fan), into `out`.
fn count_fans(table: &Table, features: &Vector, out: &mut [i32]) {
    for (slot, fan) in out.iter_mut().zip(&table.fans) {
        *slot = fan.program.as_ref().map_or(0, |p| p.run(features).max(0));
    }
}

/// The best reading of `hand` under `table`, or None when it has none (the hand does not
/// win); `Error::TooManyReadings` past `limit` decompositions, `Error::Interrupted` when
/// `interrupt` says so, `Error::Option` for a table with custom fans (the slower path's).
/// The best: the most points, then the largest uncapped sum, then the wildcards standing for
/// the lowest tiles (sorted lists compared), then the first in order.
pub fn score(
    table: &Table,
    hand: &Hand,
    limit: usize,
    interrupt: &dyn Interrupt,
) -> Result<Option<Best>, Error> {
    if table.custom() {
        return Err(Error::Option("a rule set with custom fans is scored in Python".into()));
    }
    hand.check()?;
    let found = decompositions(table, hand, limit, interrupt)?;
    let mut counts = vec![0i32; table.fans.len()];
    let mut best: Option<(usize, usize, Place, Tally, Vec<i32>)> = None;
    each_reading(table, hand, &found, interrupt, |i, k, place, _, features| {
        count_fans(table, features, &mut counts);
        let worth = tally(table, &counts);
        let better = match &best {
            None => true,
            Some((j, _, _, kept, _)) => {
                worth.beats(kept).unwrap_or_else(|| found[i].wildcards < found[*j].wildcards)
            }
        };
        if better {
            best = Some((i, k, place, worth, counts.clone()));
        }
    })?;
    Ok(best.map(|(i, win, place, worth, counts)| {
        let kept = counts
            .iter()
            .enumerate()
            .map(|(p, &c)| if worth.kept >> p & 1 == 1 { c } else { 0 })
            .collect();
        Best { decomposition: found[i].clone(), win, place, counts: kept, tally: worth }
    }))
}

/// Every reading of `hand`, in order, with its features and fan counts before exclusions,
/// and the decompositions they index: the slower path's input (custom fans are counted in
/// Python). Errors as `score`'s, a custom fan aside.
pub fn readings(
    table: &Table,
    hand: &Hand,
    limit: usize,
    interrupt: &dyn Interrupt,
) -> Result<(Vec<Decomposition>, Vec<Listed>), Error> {
    hand.check()?;
    let found = decompositions(table, hand, limit, interrupt)?;
    let mut out = Vec::new();
    each_reading(table, hand, &found, interrupt, |i, win, place, base, features| {
        let mut counts = vec![0i32; table.fans.len()];
        count_fans(table, features, &mut counts);
        let (features, tiles) = (*features, base.tiles);
        out.push(Listed { decomposition: i, win, place, features, counts, tiles });
    })?;
    Ok((found, out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interrupt::Never;
    use crate::local::features::{F, NAMES};
    use crate::local::table::{Combine, FanSpec, Spec};
    use crate::rules::Forms;
    use crate::tiles::parse;

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
        let mut copies = vec![4; KINDS];
        banned.iter().for_each(|&t| copies[t] = 0);
        let spec = Spec {
            fans,
            combine: Combine { cap: Some(4), exponent: true, offset: 0 },
            copies,
            fixed: vec![],
            itself: true,
            forms: Forms::only(crate::rules::Form::Regular)
                .with(crate::rules::Form::SevenPairs, true),
            fifth_copy: false,
            wildcards_in_play: true,
        };
        Table::new(&spec).unwrap()
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
}
