//! A local rule set compiled for the engine (python/hupai/rules/local.py): each fan's
//! counted() program, value, multiplier and exclusions, the order exclusions visit the fans,
//! how values combine, and what the wildcards may stand for. Built once per rule set and
//! checked then, so that scoring a hand never meets a bad table.

use super::features::{lanes, only, Base, Situation, Vector, F};
use super::program::Program;
use super::view::View;
use crate::error::Error;
use crate::rules::{Form, Forms};
use crate::tiles::{suit_of, KINDS};

/// The most fans a table holds: its exclusion masks are 128 bits (local.MAX_FANS).
pub const MAX_FANS: usize = 128;

/// One fan as given: its id, its program (None for a custom fan, a Python function), value,
/// multiplier and the positions (in the table) of the fans it excludes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FanSpec {
    pub id: i64,
    pub program: Option<Vec<(i64, i64)>>,
    pub value: i64,
    pub multiplier: i64,
    pub excludes: Vec<usize>,
}

/// How fan values combine (python/hupai/rules/combine.py): the cap on the total, whether
/// points are 2 to the total, and the offset added before the multipliers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Combine {
    pub cap: Option<i64>,
    pub exponent: bool,
    pub offset: i64,
}

/// A rule set as given: fans, combine, the copies of each kind its tile set holds, its fixed
/// wildcard kinds and whether they may stand for themselves, its forms, the fifth-copy rule
/// and whether it has wildcards at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    pub fans: Vec<FanSpec>,
    pub combine: Combine,
    pub copies: Vec<i64>,
    pub fixed: Vec<usize>,
    pub itself: bool,
    pub forms: Forms,
    pub fifth_copy: bool,
    pub wildcards_in_play: bool,
}

/// A fan of the table.
#[derive(Clone, Debug)]
pub struct Fan {
    pub program: Option<Program>,
    pub value: i64,
    pub multiplier: i64,
    pub excludes: u128,
}

/// The compiled rule set.
#[derive(Clone, Debug)]
pub struct Table {
    pub fans: Vec<Fan>,
    /// Positions of the fans in the order exclusions visit them: value descending, id.
    pub order: Vec<usize>,
    pub combine: Combine,
    /// Kinds no wildcard may stand for (bit t): those the tile set lacks, and the fixed
    /// wildcard kinds where a wildcard may not stand for itself.
    pub banned: u64,
    pub forms: Forms,
    pub fifth_copy: bool,
    pub wildcards_in_play: bool,
    /// The fans with a program, by position, their programs side by side: a reading's
    /// counts run through them in one sweep (`score::count_all`).
    pub programs: Vec<(usize, Program)>,
    /// The features some program reads (bit f): readings equal on them are worth the same.
    pub reads: u64,
    /// `reads` as lanes of a vector, all ones where read (`Table::read_only`).
    read_lanes: Vector,
    /// Each kind's class for seven pairs (`seven_alike`).
    pub seven_alike: [u8; KINDS],
}

/// The largest value, multiplier or offset a table takes: every sum and product of them is
/// then computed exactly in 128 bits (saturating beyond, past any rule set's needs).
const WIDEST: i64 = i32::MAX as i64;

impl Table {
    /// The table of `spec`, checked: `Error::Option` for a bad program, value, exclusion or
    /// combine.
    pub fn new(spec: &Spec) -> Result<Table, Error> {
        let n = spec.fans.len();
        if n > MAX_FANS {
            return Err(Error::Option(format!(
                "a rule set holds at most {MAX_FANS} fans, got {n}"
            )));
        }
        let mut fans = Vec::with_capacity(n);
        for f in &spec.fans {
            let what = format!("fan {}", f.id);
            let program = f.program.as_deref().map(|p| Program::new(p, &what)).transpose()?;
            if !(0..=WIDEST).contains(&f.value) || !(-WIDEST..=WIDEST).contains(&f.multiplier) {
                return Err(Error::Option(format!(
                    "{what}: value {} and multiplier {} must be 0 to {WIDEST} and within ±{WIDEST}",
                    f.value, f.multiplier
                )));
            }
            let mut excludes = 0u128;
            for &p in &f.excludes {
                if p >= n {
                    return Err(Error::Option(format!(
                        "{what} excludes position {p}; the table holds {n} fans"
                    )));
                }
                excludes |= 1 << p;
            }
            fans.push(Fan { program, value: f.value, multiplier: f.multiplier, excludes });
        }
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (-spec.fans[i].value, spec.fans[i].id));
        let c = spec.combine;
        let cap_ok = c.cap.is_none_or(|cap| cap >= 0 && (!c.exponent || cap <= 62));
        if !cap_ok || (c.exponent && c.cap.is_none()) || !(-WIDEST..=WIDEST).contains(&c.offset) {
            return Err(Error::Option(format!(
                "combine: cap {:?} (0 or more, at most 62 with 2^total, which needs one) and \
                 offset {} (within ±{WIDEST})",
                c.cap, c.offset
            )));
        }
        if spec.copies.len() != KINDS || spec.copies.iter().any(|c| !(0..=4).contains(c)) {
            return Err(Error::Option(format!("copies must be {KINDS} counts 0-4")));
        }
        let mut banned = 0u64;
        for (t, &c) in spec.copies.iter().enumerate() {
            if c == 0 {
                banned |= 1 << t;
            }
        }
        for &t in &spec.fixed {
            if t >= KINDS {
                return Err(Error::Option(format!("a fixed wildcard kind {t} is not a tile")));
            }
            if !spec.itself {
                banned |= 1 << t;
            }
        }
        if spec.forms.is_empty() {
            return Err(Error::Option("a rule set has at least one form".into()));
        }
        let programs =
            fans.iter().enumerate().filter_map(|(i, f)| Some((i, f.program.clone()?))).collect();
        let reads = fans.iter().filter_map(|f| f.program.as_ref()).fold(0, |m, p| m | p.reads());
        let read_lanes = lanes(reads);
        Ok(Table {
            seven_alike: seven_alike(&read_lanes, banned),
            reads,
            read_lanes,
            programs,
            fans,
            order,
            combine: c,
            banned,
            forms: spec.forms,
            fifth_copy: spec.fifth_copy,
            wildcards_in_play: spec.wildcards_in_play,
        })
    }

    /// `features` with those no program reads 0: the key of a reading's worth, which more
    /// readings (and hands) share than their whole features.
    #[inline]
    pub fn read_only(&self, features: &Vector) -> Vector {
        only(features, &self.read_lanes)
    }

    /// Whether the three suits' kinds are alike to the table: each suit's kinds banned as
    /// the others' (the features treat them alike but `pair`, which names the pair's kind:
    /// suits.rs shares the suits' lists only where no fan reads it).
    pub fn suits_alike(&self) -> bool {
        let suit = |s: usize| self.banned >> (9 * s) & 0x1ff;
        suit(0) == suit(1) && suit(1) == suit(2)
    }

    /// Whether some fan is a Python function (scored on the slower path).
    pub fn custom(&self) -> bool {
        self.fans.iter().any(|f| f.program.is_none())
    }
}

/// Each kind's class for seven pairs under a table reading `read_lanes` (all ones where read)
/// and whose wildcards may not stand for `banned`: the first kind of the same suit (any, where
/// the suits are not read), banned or not as it is, whose pair alone gives the features read
/// that its pair gives. Seven pairs' features are sums over the kinds' tiles, but for the
/// suits and four of a kind, which kinds of one suit and as many tiles give alike; so a pair
/// of wildcards on one kind of a class the real tiles lack is worth what it is on another.
fn seven_alike(read_lanes: &Vector, banned: u64) -> [u8; KINDS] {
    let alone = |t: usize| {
        let d = View { pairs: &[t], ..View::empty(Form::SevenPairs) };
        let v = Base::new(&d, &[], &Situation::default()).vector;
        let v = only(&v, read_lanes);
        let suit = if read_lanes[F::suits as usize] != 0 { suit_of(t) } else { 0 };
        (v, suit, banned >> t & 1)
    };
    let kinds: Vec<_> = (0..KINDS).map(alone).collect();
    std::array::from_fn(|t| (0..t).find(|&k| kinds[k] == kinds[t]).unwrap_or(t) as u8)
}

/// A table for the tests: `fans`, every kind 4 copies save `banned` (none), no fixed
/// wildcard kinds, wildcards in play.
#[cfg(test)]
pub(crate) fn for_tests(
    fans: Vec<FanSpec>,
    banned: &[usize],
    combine: Combine,
    forms: Forms,
    fifth_copy: bool,
) -> Table {
    let mut copies = vec![4; KINDS];
    banned.iter().for_each(|&t| copies[t] = 0);
    let spec = Spec {
        fans,
        combine,
        copies,
        fixed: vec![],
        itself: true,
        forms,
        fifth_copy,
        wildcards_in_play: true,
    };
    Table::new(&spec).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn spec(fans: Vec<FanSpec>) -> Spec {
        Spec {
            fans,
            combine: Combine { cap: Some(4), exponent: true, offset: 0 },
            copies: vec![4; KINDS],
            fixed: vec![33],
            itself: false,
            forms: Forms::ALL,
            fifth_copy: false,
            wildcards_in_play: true,
        }
    }

    fn fan(id: i64, value: i64, excludes: Vec<usize>) -> FanSpec {
        FanSpec { id, program: Some(vec![(0, 1)]), value, multiplier: 1, excludes }
    }

    #[test]
    fn order_and_masks() {
        let t = Table::new(&spec(vec![fan(1, 1, vec![2]), fan(2, 3, vec![]), fan(3, 3, vec![0])]))
            .unwrap();
        assert_eq!(t.order, [1, 2, 0]);
        assert_eq!(t.fans[0].excludes, 0b100);
        assert_eq!(t.banned, 1 << 33);
        assert!(!t.custom());
    }

    #[test]
    fn bad_tables_are_refused() {
        let err = |s: Spec| Table::new(&s).unwrap_err().to_string();
        assert!(err(spec(vec![fan(1, 1, vec![5])])).contains("excludes position 5"));
        assert!(err(spec(vec![fan(1, -1, vec![])])).contains("value -1"));
        let mut bad = fan(1, 1, vec![]);
        bad.program = Some(vec![(2, 0)]);
        assert!(err(spec(vec![bad])).starts_with("fan 1: step 0"));
        let mut s = spec(vec![]);
        s.combine.cap = Some(63);
        assert!(err(s).starts_with("combine"));
    }
}
