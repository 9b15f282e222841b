//! The rule options every entry point shares (docs/win-detection.md): which winning forms count,
//! and whether a wildcard may stand for a fifth copy of a kind. Win detection, the wildcards
//! needed, waits, shanten, decompositions and the batches all read one `Rules`, so that a hand
//! wins in one of them exactly when it wins in the others.

/// The five winning forms, in the order of `hupai._hand.FORMS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Form {
    /// Melds and a pair (基本和型).
    Regular,
    /// Seven pairs (七对), four of a kind as two pairs.
    SevenPairs,
    /// Thirteen orphans (十三幺).
    ThirteenOrphans,
    /// Honors and knitted tiles (全不靠).
    HonorsAndKnitted,
    /// Knitted straight (组合龙): a knitted set, then a meld and a pair.
    KnittedStraight,
}

impl Form {
    /// Every form, in order.
    pub const ALL: [Form; 5] = [
        Form::Regular,
        Form::SevenPairs,
        Form::ThirteenOrphans,
        Form::HonorsAndKnitted,
        Form::KnittedStraight,
    ];

    /// The name Python sees (`hupai._hand.FORMS`).
    pub const fn name(self) -> &'static str {
        match self {
            Form::Regular => "regular",
            Form::SevenPairs => "seven_pairs",
            Form::ThirteenOrphans => "thirteen_orphans",
            Form::HonorsAndKnitted => "honors_and_knitted",
            Form::KnittedStraight => "knitted_straight",
        }
    }
}

/// The forms that count. The default is all five: what MCR scores, and what shanten and
/// decompositions have always taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Forms {
    pub regular: bool,
    pub seven_pairs: bool,
    pub thirteen_orphans: bool,
    pub honors_and_knitted: bool,
    pub knitted_straight: bool,
}

impl Forms {
    pub const ALL: Forms = Forms {
        regular: true,
        seven_pairs: true,
        thirteen_orphans: true,
        honors_and_knitted: true,
        knitted_straight: true,
    };
    pub const NONE: Forms = Forms {
        regular: false,
        seven_pairs: false,
        thirteen_orphans: false,
        honors_and_knitted: false,
        knitted_straight: false,
    };

    /// Only `form`.
    pub const fn only(form: Form) -> Forms {
        Forms::NONE.with(form, true)
    }

    /// Whether `form` counts.
    pub const fn has(self, form: Form) -> bool {
        match form {
            Form::Regular => self.regular,
            Form::SevenPairs => self.seven_pairs,
            Form::ThirteenOrphans => self.thirteen_orphans,
            Form::HonorsAndKnitted => self.honors_and_knitted,
            Form::KnittedStraight => self.knitted_straight,
        }
    }

    /// These forms with `form` counted (`on`) or left out.
    pub const fn with(mut self, form: Form, on: bool) -> Forms {
        match form {
            Form::Regular => self.regular = on,
            Form::SevenPairs => self.seven_pairs = on,
            Form::ThirteenOrphans => self.thirteen_orphans = on,
            Form::HonorsAndKnitted => self.honors_and_knitted = on,
            Form::KnittedStraight => self.knitted_straight = on,
        }
        self
    }

    /// The forms that count in either.
    pub const fn union(self, other: Forms) -> Forms {
        Forms {
            regular: self.regular || other.regular,
            seven_pairs: self.seven_pairs || other.seven_pairs,
            thirteen_orphans: self.thirteen_orphans || other.thirteen_orphans,
            honors_and_knitted: self.honors_and_knitted || other.honors_and_knitted,
            knitted_straight: self.knitted_straight || other.knitted_straight,
        }
    }

    pub fn is_empty(self) -> bool {
        self == Forms::NONE
    }

    /// Whether a form other than the regular one counts.
    pub const fn any_special(self) -> bool {
        self.seven_pairs
            || self.thirteen_orphans
            || self.honors_and_knitted
            || self.knitted_straight
    }

    /// The forms that count, in order.
    pub fn iter(self) -> impl Iterator<Item = Form> {
        Form::ALL.into_iter().filter(move |&f| self.has(f))
    }

    /// Their names, in order, joined by ", ".
    pub fn names(self) -> String {
        self.iter().map(Form::name).collect::<Vec<_>>().join(", ")
    }
}

impl Default for Forms {
    fn default() -> Self {
        Forms::ALL
    }
}

/// The rule options of win detection and hand analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    pub forms: Forms,
    /// Whether a wildcard may stand for a fifth copy of a kind.
    pub allow_fifth_copy: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { forms: Forms::ALL, allow_fifth_copy: false }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_by_name_and_flag() {
        let names: Vec<&str> = Form::ALL.iter().map(|f| f.name()).collect();
        assert_eq!(
            names,
            [
                "regular",
                "seven_pairs",
                "thirteen_orphans",
                "honors_and_knitted",
                "knitted_straight"
            ]
        );
        assert_eq!(Forms::ALL.iter().count(), 5);
        assert!(Forms::NONE.is_empty());
        let pairs = Forms::only(Form::SevenPairs);
        assert_eq!(pairs.names(), "seven_pairs");
        assert!(pairs.any_special() && !Forms::only(Form::Regular).any_special());
        let less = Forms::ALL.with(Form::Regular, false).with(Form::ThirteenOrphans, false);
        assert_eq!(less.names(), "seven_pairs, honors_and_knitted, knitted_straight");
        let knitted = Forms::only(Form::HonorsAndKnitted).union(Forms::only(Form::KnittedStraight));
        assert_eq!(knitted.names(), "honors_and_knitted, knitted_straight");
        for form in Form::ALL {
            assert!(Forms::only(form).has(form));
            assert!(!Forms::ALL.with(form, false).has(form));
        }
    }
}
