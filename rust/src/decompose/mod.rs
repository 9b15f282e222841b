//! Every decomposition of a winning hand (docs/decompositions.md): the regular form and each
//! special form, with the tile each wildcard stands for. Each form has its own module; this one
//! checks the request, runs the chosen forms and holds the total under the limit.

mod knitted;
mod pairs;
pub mod regular;

pub use pairs::{free_pairs, seven_pairs_into, PairsSink};
pub use regular::{regular_into, Group, Sink, Split};

use crate::error::Error;
use crate::interrupt::{drop_aside, Interrupt, Never, Steps};
pub use crate::rules::Form;
use crate::rules::Forms;
use crate::sizes::Sizes;
use crate::tiles::{name, Counts, KINDS, ORPHANS};

/// One decomposition. The found melds are sorted; `pair` is the regular or knitted-straight
/// pair or the doubled orphan; `pairs` the seven pairs; `knitted` the knitted tiles. Ordered
/// field by field, in this order: the order docs/decompositions.md gives the list.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Decomposition {
    pub form: Form,
    pub melds: Vec<Group>,
    pub pair: Option<usize>,
    pub pairs: Vec<usize>,
    pub knitted: Vec<usize>,
    pub wildcards: Vec<usize>,
}

impl Decomposition {
    /// A decomposition of `form` with every field empty.
    pub(crate) fn of(form: Form) -> Self {
        Decomposition {
            form,
            melds: Vec::new(),
            pair: None,
            pairs: Vec::new(),
            knitted: Vec::new(),
            wildcards: Vec::new(),
        }
    }

    fn regular(form: Form, split: Split, knitted: Vec<usize>) -> Self {
        Decomposition {
            melds: split.melds,
            pair: Some(split.pair),
            knitted,
            wildcards: split.wildcards,
            ..Self::of(form)
        }
    }
}

/// What to decompose: the standing counts (wildcard kinds moved out), the wildcards, the
/// number of declared melds and the copies they hold.
pub struct Request {
    pub counts: Counts,
    pub wildcards: u32,
    pub declared: usize,
    pub meld_copies: Counts,
    pub forms: Forms,
    pub allow_fifth_copy: bool,
    pub limit: usize,
}

impl Request {
    /// The request's sizes and copies checked: `Error::TileCount`, `HandSize` or `DeclaredSize`.
    pub fn check(&self) -> Result<(), Error> {
        for t in 0..KINDS {
            let count = i64::from(self.counts[t]) + i64::from(self.meld_copies[t]);
            if count > 4 {
                return Err(Error::TileCount { tile: name(t), count: count.into() });
            }
        }
        let tiles = Sizes::Winning.check(&self.counts, self.wildcards)?;
        let size = (tiles + self.wildcards) as usize;
        if self.declared == 0 || (self.declared <= 4 && size + 3 * self.declared == 14) {
            Ok(())
        } else {
            Err(Error::DeclaredSize { tiles, wildcards: self.wildcards, declared: self.declared })
        }
    }
}

/// Every distinct decomposition of the request's hand in its chosen forms, sorted by form and
/// then by their fields; `Error::TooMany` past the limit.
pub fn all(request: &Request) -> Result<Vec<Decomposition>, Error> {
    all_until(request, &Never)
}

/// Whether real tiles `counts` may take `form` at all, whatever the wildcards: thirteen
/// orphans holds orphans alone, none thrice; honors and knitted tiles no kind twice. The
/// form's search begins with it; a caller may ask it first, to skip the search's setting up.
pub fn may_take(form: Form, counts: &Counts) -> bool {
    match form {
        Form::ThirteenOrphans => (0..KINDS).all(|t| match ORPHANS.contains(&t) {
            true => counts[t] <= 2,
            false => counts[t] == 0,
        }),
        Form::HonorsAndKnitted => counts.iter().all(|&c| c <= 1),
        _ => true,
    }
}

/// As `all`, asking `interrupt` all along whether to stop (`Error::Interrupted`): with many
/// wildcards a hand has millions of decompositions.
///
/// Each form's ways come out in order (the regular and knitted ones from ordered sets, seven
/// pairs by construction), and the forms in order, so the list is never sorted whole: a sort
/// of millions could not be stopped.
pub fn all_until(
    request: &Request,
    interrupt: &dyn Interrupt,
) -> Result<Vec<Decomposition>, Error> {
    request.check()?;
    let mut found = Found { list: Vec::new(), limit: request.limit, steps: Steps::new(interrupt) };
    match found.forms(request, interrupt) {
        Ok(()) => {
            debug_assert!(found.list.is_sorted());
            Ok(found.list)
        }
        Err(Error::Interrupted) => {
            drop_aside(found.list);
            Err(Error::Interrupted)
        }
        Err(e) => Err(e),
    }
}

/// The decompositions found so far, held under the limit.
struct Found<'a> {
    list: Vec<Decomposition>,
    limit: usize,
    steps: Steps<'a>,
}

impl Found<'_> {
    /// Every chosen form's decompositions, the forms in order.
    fn forms(&mut self, request: &Request, interrupt: &dyn Interrupt) -> Result<(), Error> {
        let Request { counts, wildcards: w, meld_copies, forms, limit, .. } = request;
        let cap = if request.allow_fifth_copy { u8::MAX } else { 4 };
        let size = counts.iter().map(|&c| c as u32).sum::<u32>() + w;
        let concealed = request.declared == 0 && size == 14;
        if forms.regular {
            let splits = regular::regular(counts, *w, meld_copies, cap, *limit, interrupt)?;
            self.add(splits.into_iter().map(|s| Decomposition::regular(Form::Regular, s, vec![])))?;
        }
        if forms.seven_pairs && concealed {
            let ways = pairs::seven_pairs(counts, *w, cap, *limit, interrupt)?;
            self.add(ways.into_iter().map(|(pairs, wildcards)| Decomposition {
                pairs,
                wildcards,
                ..Decomposition::of(Form::SevenPairs)
            }))?;
        }
        if forms.thirteen_orphans && concealed {
            let mut ways = pairs::thirteen_orphans(counts, *w);
            ways.sort_unstable();
            self.add(ways.into_iter().map(|(pair, wildcards)| Decomposition {
                pair: Some(pair),
                wildcards,
                ..Decomposition::of(Form::ThirteenOrphans)
            }))?;
        }
        if forms.honors_and_knitted && concealed {
            // From an ordered set of (knitted tiles, stand-ins): the order of their fields.
            let ways = knitted::honors_and_knitted(counts, *w);
            self.add(ways.into_iter().map(|(knitted, wildcards)| Decomposition {
                knitted,
                wildcards,
                ..Decomposition::of(Form::HonorsAndKnitted)
            }))?;
        }
        if forms.knitted_straight && request.declared <= 1 && size >= 11 {
            // Ordered by knitted tiles first, not melds: sorted here, a few thousand at most
            // (the rest of the hand is five tiles).
            let ways = knitted::knitted_straight(counts, *w, meld_copies, cap, *limit, interrupt)?;
            let mut ways: Vec<Decomposition> = ways
                .into_iter()
                .map(|(tiles, split)| {
                    Decomposition::regular(Form::KnittedStraight, split, tiles.to_vec())
                })
                .collect();
            ways.sort_unstable();
            self.add(ways.into_iter())?;
        }
        Ok(())
    }

    /// Appends one form's decompositions, already in order.
    fn add<I>(&mut self, mut more: I) -> Result<(), Error>
    where
        I: Iterator<Item = Decomposition> + Send + 'static,
    {
        while let Some(d) = more.next() {
            if self.list.len() >= self.limit {
                return Err(Error::TooMany { limit: self.limit });
            }
            if self.steps.stop() {
                drop_aside((d, more));
                return Err(Error::Interrupted);
            }
            self.list.push(d);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Thirteen orphans and honors-and-knitted hands made whole, then up to four of their
    // tiles made wildcards: `may_take` keeps each form for its own hands (and the form's
    // search, which begins with it, finds them), and refuses them once a middle tile joins
    // the orphans or a kind of the knitted hand is doubled.
    #[test]
    fn may_take_keeps_the_forms_hands_alone() {
        let mut next = crate::local::seeded(11);
        let mut found = [0; 2];
        for round in 0..2000 {
            // The form's 14 tiles, then the first `w` of them shuffled out as wildcards.
            let orphans = round % 2 == 0;
            let mut tiles: Vec<usize> = if orphans {
                let mut t = ORPHANS.to_vec();
                t.push(ORPHANS[next(13)]);
                t
            } else {
                let set = crate::knitted::set_tiles(&crate::knitted::KNITTED_SETS[next(6)]);
                let mut t: Vec<usize> = set.iter().copied().chain(27..KINDS).collect();
                (0..2).for_each(|_| {
                    t.remove(next(t.len() as u64));
                });
                t
            };
            for i in (1..tiles.len()).rev() {
                tiles.swap(i, next(i as u64 + 1));
            }
            let w = next(5);
            let mut counts = [0u8; KINDS];
            tiles[w..].iter().for_each(|&t| counts[t] += 1);
            let form = if orphans { Form::ThirteenOrphans } else { Form::HonorsAndKnitted };
            assert!(may_take(form, &counts), "round {round}: {tiles:?}");
            let ways = match orphans {
                true => pairs::thirteen_orphans(&counts, w as u32).len(),
                false => knitted::honors_and_knitted(&counts, w as u32).len(),
            };
            assert!(ways > 0, "round {round}: {tiles:?}");
            found[usize::from(orphans)] += 1;
            // A middle tile among orphans; a doubled kind of a knitted hand.
            let spoilt = if orphans { 4 } else { tiles[w] };
            counts[spoilt] += 1;
            assert!(!may_take(form, &counts), "round {round}: {tiles:?} and {spoilt}");
        }
        assert_eq!(found, [1000, 1000]);
        let mut orphans = [0u8; KINDS];
        ORPHANS.iter().for_each(|&t| orphans[t] = 1);
        assert!(may_take(Form::ThirteenOrphans, &orphans));
        assert!(may_take(Form::HonorsAndKnitted, &orphans));
        orphans[0] = 3;
        assert!(!may_take(Form::ThirteenOrphans, &orphans));
        assert!(!may_take(Form::HonorsAndKnitted, &orphans));
    }
}
