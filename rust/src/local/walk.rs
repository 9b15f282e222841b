//! Every reading of a hand, handed to a visitor as it is found (notes/common.md's
//! enumeration): the decompositions of the logical hand whose wildcards stand only for kinds
//! the rule set allows (the regular form and seven pairs streamed from their searches, which
//! skip the kinds no wildcard may stand for; the rarer forms listed by `decompose`), and for
//! each the winning tile's logical kinds K ascending and its places.
//!
//! The decompositions do not come in their documented order: a visitor that needs the order
//! compares the views it is given (`View::key`). The regular search finds many splits more
//! than once; each is walked once. A visitor may have seven pairs walked once for each
//! class of kinds the wildcards' pairs go on (`Visit::seven_alike`).

use super::features::{places, Base, Place, Vector};
use super::hand::Hand;
use super::memo::VectorHasher;
use super::table::Table;
use super::view::{view, View};
use crate::decompose::{
    all_until, may_take, regular_into, seven_pairs_into, Group, PairsSink, Request, Sink,
};
use crate::error::Error;
use crate::interrupt::Interrupt;
use crate::rules::{Form, Forms};
use crate::tiles::KINDS;
use std::collections::HashSet;
use std::hash::BuildHasherDefault;

/// What is done with each reading: its decomposition, features of the decomposition, the
/// winning tile's kind, the place's index among that kind's places, the place, and the
/// reading's features.
pub trait Visit {
    /// A decomposition whose readings come next (a repeat again, when found again).
    fn decomposition(&mut self, _d: &View) {}

    /// The kinds' classes whose seven pairs the visitor wants once (the lowest kinds of a
    /// class: `seven_pairs_into`'s `alike`), or None for every reading.
    fn seven_alike(&self) -> Option<[u8; KINDS]> {
        None
    }

    fn reading(
        &mut self,
        d: &View,
        base: &Base,
        win: usize,
        index: usize,
        place: Place,
        v: &Vector,
    );
}

/// Walks every reading of `hand` under `table` in the forms `forms` (the table's, or some of
/// them), `request` the hand's (`Hand::request`, checked); `Error::TooManyReadings` past its
/// limit of decompositions, `Error::Interrupted` when `interrupt` says so.
pub fn walk(
    table: &Table,
    hand: &Hand,
    request: &Request,
    forms: Forms,
    interrupt: &dyn Interrupt,
    visit: &mut dyn Visit,
) -> Result<(), Error> {
    let limit = request.limit;
    let mut readings = Readings {
        hand,
        situation: hand.situation(table),
        visit,
        // Made when first used: most hands of a batch are walked in the rarer forms alone.
        kinds: Vec::new(),
        at: Vec::new(),
        melds: Vec::new(),
        stand_ins: Vec::new(),
        seen: HashSet::default(),
        // Without wildcards each split is found once (every group holds the lowest real tile
        // left, and no two choices give the same groups): nothing to remember.
        dedup: hand.all_wildcards() > 0,
        found: 0,
        limit,
    };
    let cap = if table.fifth_copy { u8::MAX } else { 4 };
    let (counts, w) = (&request.counts, request.wildcards);
    // The forms in any order (a visitor orders the readings itself): the rarer ones first,
    // listed by `decompose`, their stand-ins checked here; then seven pairs and the regular
    // form, streamed from their searches.
    let rest = forms.with(Form::Regular, false).with(Form::SevenPairs, false);
    let rest = [Form::ThirteenOrphans, Form::HonorsAndKnitted]
        .into_iter()
        .fold(rest, |rest, form| rest.with(form, rest.has(form) && may_take(form, counts)));
    if !rest.is_empty() {
        let request = Request { forms: rest, ..*request };
        let found = match all_until(&request, interrupt) {
            Err(Error::TooMany { limit }) => return Err(Error::TooManyReadings { limit }),
            found => found?,
        };
        for d in &found {
            if d.wildcards.iter().all(|&t| table.banned >> t & 1 == 0) {
                readings.decomposition(&view(d));
            }
        }
        readings.over()?;
    }
    if forms.seven_pairs && hand.may_be_seven_pairs(request) {
        let alike = readings.visit.seven_alike();
        let sink = &mut SevenPairs(&mut readings);
        seven_pairs_into(counts, w, cap, table.banned, alike.as_ref(), interrupt, sink)?;
        readings.over()?;
    }
    if forms.regular {
        let used = &request.meld_copies;
        regular_into(counts, w, used, cap, table.banned, interrupt, &mut readings)?;
        readings.over()?;
    }
    Ok(())
}

/// The walk's state: what every decomposition's readings are made from, and buffers.
struct Readings<'a> {
    hand: &'a Hand,
    situation: super::features::Situation,
    visit: &'a mut dyn Visit,
    kinds: Vec<usize>,
    at: Vec<Place>,
    melds: Vec<Group>,
    stand_ins: Vec<usize>,
    /// The regular splits seen (`split_key`): the search finds many twice or more.
    seen: HashSet<SplitKey, BuildHasherDefault<VectorHasher>>,
    dedup: bool,
    found: usize,
    limit: usize,
}

/// A sorted regular split packed in bytes: the melds' keys (2t a pung, 2t + 1 a chow, 255
/// none), the pair, then the stand-ins; None when they do not fit (repeats then are kept:
/// they give equal readings, only costing time).
type SplitKey = [u8; 24];

fn split_key(melds: &[Group], pair: usize, stand_ins: &[usize]) -> Option<SplitKey> {
    if melds.len() > 4 || stand_ins.len() > 24 - 5 {
        return None;
    }
    let mut key = [255u8; 24];
    for (slot, g) in key.iter_mut().zip(melds) {
        *slot = match *g {
            Group::Pung(t) => 2 * t as u8,
            Group::Chow(t) => 2 * t as u8 + 1,
        };
    }
    key[4] = pair as u8;
    for (slot, &t) in key[5..].iter_mut().zip(stand_ins) {
        *slot = t as u8;
    }
    Some(key)
}

impl Readings<'_> {
    /// The readings of one decomposition; whether to stop (past the limit).
    fn decomposition(&mut self, d: &View) -> bool {
        self.found += 1;
        if self.found > self.limit {
            return true;
        }
        self.visit.decomposition(d);
        self.kinds.clear();
        match self.hand.win {
            Some(w) => self.kinds.push(w),
            None => {
                self.kinds.extend_from_slice(d.wildcards);
                self.kinds.dedup();
            }
        }
        let base = Base::new(d, &self.hand.declared, &self.situation);
        for &k in &self.kinds {
            places(d, k, &mut self.at);
            for (index, &place) in self.at.iter().enumerate() {
                self.visit.reading(d, &base, k, index, place, &base.reading(d, k, place));
            }
        }
        false
    }

    /// `Error::TooManyReadings` once past the limit.
    fn over(&self) -> Result<(), Error> {
        if self.found > self.limit {
            Err(Error::TooManyReadings { limit: self.limit })
        } else {
            Ok(())
        }
    }
}

/// The seven pairs search's sink: each way a decomposition.
struct SevenPairs<'r, 'a>(&'r mut Readings<'a>);

impl PairsSink for SevenPairs<'_, '_> {
    fn way(&mut self, pairs: &[usize], wild: &[usize]) -> bool {
        let d = View { pairs, wildcards: wild, ..View::empty(Form::SevenPairs) };
        self.0.decomposition(&d)
    }
}

impl Sink for Readings<'_> {
    fn split(&mut self, melds: &[Group], pair: usize, stand_ins: &[usize]) -> bool {
        // Sorted as a decomposition holds them, in buffers taken out for the while.
        let (mut sorted, mut wild) =
            (std::mem::take(&mut self.melds), std::mem::take(&mut self.stand_ins));
        sorted.clear();
        sorted.extend_from_slice(melds);
        sorted.sort_unstable();
        wild.clear();
        wild.extend_from_slice(stand_ins);
        wild.sort_unstable();
        if let Some(key) = split_key(&sorted, pair, &wild).filter(|_| self.dedup) {
            if !self.seen.insert(key) {
                (self.melds, self.stand_ins) = (sorted, wild);
                return false;
            }
        }
        let d = View {
            melds: &sorted,
            pair: Some(pair),
            wildcards: &wild,
            ..View::empty(Form::Regular)
        };
        let stop = self.decomposition(&d);
        (self.melds, self.stand_ins) = (sorted, wild);
        stop
    }
}
