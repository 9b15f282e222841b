//! Every decomposition of a winning hand (docs/decompositions.md): the regular form and each
//! special form, with the tile each wildcard stands for. Each form has its own module; this one
//! checks the request, runs the chosen forms and holds the total under the limit.

mod knitted;
mod pairs;
pub mod regular;

pub use regular::{Group, Split};

use crate::error::Error;
pub use crate::rules::Form;
use crate::rules::Forms;
use crate::sizes::Sizes;
use crate::tiles::{name, Counts, KINDS};

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
    fn check(&self) -> Result<(), Error> {
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
    request.check()?;
    let Request { counts, wildcards: w, meld_copies, forms, limit, .. } = request;
    let cap = if request.allow_fifth_copy { u8::MAX } else { 4 };
    let too_many = || Error::TooMany { limit: *limit };
    let size = counts.iter().map(|&c| c as u32).sum::<u32>() + w;
    let concealed = request.declared == 0 && size == 14;
    let mut found = Vec::new();
    if forms.regular {
        let splits = regular::regular(counts, *w, meld_copies, cap, *limit).ok_or_else(too_many)?;
        found.extend(splits.into_iter().map(|s| Decomposition::regular(Form::Regular, s, vec![])));
    }
    if forms.seven_pairs && concealed {
        let ways = pairs::seven_pairs(counts, *w, cap, *limit).ok_or_else(too_many)?;
        found.extend(ways.into_iter().map(|(pairs, wildcards)| Decomposition {
            pairs,
            wildcards,
            ..Decomposition::of(Form::SevenPairs)
        }));
    }
    if forms.thirteen_orphans && concealed {
        found.extend(pairs::thirteen_orphans(counts, *w).into_iter().map(|(pair, wildcards)| {
            Decomposition {
                pair: Some(pair),
                wildcards,
                ..Decomposition::of(Form::ThirteenOrphans)
            }
        }));
    }
    if forms.honors_and_knitted && concealed {
        found.extend(knitted::honors_and_knitted(counts, *w).into_iter().map(
            |(knitted, wildcards)| Decomposition {
                knitted,
                wildcards,
                ..Decomposition::of(Form::HonorsAndKnitted)
            },
        ));
    }
    if forms.knitted_straight && request.declared <= 1 && size >= 11 {
        let ways =
            knitted::knitted_straight(counts, *w, meld_copies, cap, *limit).ok_or_else(too_many)?;
        found.extend(ways.into_iter().map(|(tiles, split)| {
            Decomposition::regular(Form::KnittedStraight, split, tiles.to_vec())
        }));
    }
    if found.len() > *limit {
        return Err(too_many());
    }
    found.sort_unstable();
    Ok(found)
}
