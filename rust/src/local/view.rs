//! A decomposition as the scorer reads it: borrowed, so that the searches can hand over each
//! one they find without making a `Decomposition` of it (hundreds a hand of four wildcards).

use crate::decompose::{Decomposition, Form, Group};

/// A decomposition's fields, each sorted as a `Decomposition`'s are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View<'a> {
    pub form: Form,
    pub melds: &'a [Group],
    pub pair: Option<usize>,
    pub pairs: &'a [usize],
    pub knitted: &'a [usize],
    pub wildcards: &'a [usize],
}

/// The fields in the order decompositions are listed in (`Decomposition`'s `Ord`).
type Key<'a> = (Form, &'a [Group], Option<usize>, &'a [usize], &'a [usize], &'a [usize]);

impl View<'static> {
    /// A view of `form` with every field empty.
    pub fn empty(form: Form) -> View<'static> {
        View { form, melds: &[], pair: None, pairs: &[], knitted: &[], wildcards: &[] }
    }
}

impl<'a> View<'a> {
    /// What orders views as their decompositions are ordered.
    pub fn key(&self) -> Key<'a> {
        (self.form, self.melds, self.pair, self.pairs, self.knitted, self.wildcards)
    }

    /// The decomposition itself.
    pub fn owned(&self) -> Decomposition {
        Decomposition {
            form: self.form,
            melds: self.melds.to_vec(),
            pair: self.pair,
            pairs: self.pairs.to_vec(),
            knitted: self.knitted.to_vec(),
            wildcards: self.wildcards.to_vec(),
        }
    }
}

/// A decomposition's view.
pub fn view(d: &Decomposition) -> View<'_> {
    View {
        form: d.form,
        melds: &d.melds,
        pair: d.pair,
        pairs: &d.pairs,
        knitted: &d.knitted,
        wildcards: &d.wildcards,
    }
}
