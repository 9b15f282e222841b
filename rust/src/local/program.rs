//! A fan's condition as the engine runs it: the postfix program of
//! python/hupai/rules/vocabulary.py (`Expr.program`), ops in its `OPS` order, on a stack of
//! i32. A program is checked once, when the rule set's table is built (ops, feature indices,
//! constants, the stack never short and one value at the end), so that running it on every
//! reading cannot fail. Arithmetic saturates at the i32 bounds rather than overflowing:
//! features are small, and only a rule set's absurd constants reach them.

use super::features::{Vector, COUNT};
use crate::error::Error;

/// The most steps a program takes (vocabulary.MAX_PROGRAM); so also the deepest its stack.
pub const MAX_STEPS: usize = 256;

/// A step: push a constant or a feature, negate, or one of the two-operand ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Const(i32),
    Feature(usize),
    Not,
    Binary(Binary),
}

/// The features of `v` that are not 0 (bit f), for `Program::count`.
#[inline]
pub fn nonzero(v: &Vector) -> u64 {
    // Eight features a byte, so that each byte's compares go together.
    let mut bits = 0u64;
    for (i, eight) in v.chunks(8).enumerate() {
        let byte = eight.iter().enumerate().fold(0u64, |b, (j, &x)| b | u64::from(x != 0) << j);
        bits |= byte << (8 * i);
    }
    bits
}

/// The two-operand ops, in the order of vocabulary.OPS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Binary {
    Add,
    Sub,
    Mul,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Min,
    Max,
}

/// The two-operand ops by their number in OPS (2-12, then 14-15; 13 is not).
const BINARY: [Binary; 13] = [
    Binary::Add,
    Binary::Sub,
    Binary::Mul,
    Binary::Eq,
    Binary::Ne,
    Binary::Lt,
    Binary::Le,
    Binary::Gt,
    Binary::Ge,
    Binary::And,
    Binary::Or,
    Binary::Min,
    Binary::Max,
];

/// The values a feature or a program takes, `lo` to `hi` (both included).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub lo: i32,
    pub hi: i32,
}

impl Span {
    const fn truth(lo: bool, hi: bool) -> Span {
        Span { lo: lo as i32, hi: hi as i32 }
    }

    /// Whether every value is nonzero (true), and whether some is (may be true).
    fn surely(self) -> (bool, bool) {
        (self.lo > 0 || self.hi < 0, self.lo != 0 || self.hi != 0)
    }
}

/// A checked program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    steps: Vec<Op>,
    /// The deepest the stack gets.
    depth: usize,
    /// The features it reads (bit f: feature f).
    reads: u64,
    /// The features (bit f) each of which, when 0, leaves the count 0 whatever the others
    /// (`Program::count`): most fans are rare, and one of their features says so at once.
    guards: u64,
}

/// The stack a program of at most this depth runs on lives in registers and a few cache
/// lines (clearing one of `MAX_STEPS` for every run cost more than the run).
const SMALL: usize = 16;

/// The stack of a shallow program (`Program::count`).
pub type Stack = [i32; SMALL];

/// A stack for `Program::count`.
pub fn stack() -> Stack {
    [0; SMALL]
}

impl Program {
    /// The program of `(op, argument)` steps, checked; `Error::Option` naming `what` (the fan)
    /// and the first bad step otherwise.
    pub fn new(steps: &[(i64, i64)], what: &str) -> Result<Program, Error> {
        let bad = |i: usize, why: &str| Error::Option(format!("{what}: step {i} {why}"));
        if steps.is_empty() || steps.len() > MAX_STEPS {
            return Err(Error::Option(format!(
                "{what}: a program of {} steps; it takes 1 to {MAX_STEPS}",
                steps.len()
            )));
        }
        let mut ops = Vec::with_capacity(steps.len());
        let (mut depth, mut deepest) = (0usize, 0usize);
        for (i, &(op, arg)) in steps.iter().enumerate() {
            let op = match op {
                0 => Op::Const(i32::try_from(arg).map_err(|_| {
                    bad(i, &format!("pushes {arg}, beyond the 32-bit whole numbers"))
                })?),
                1 => match usize::try_from(arg) {
                    Ok(f) if f < COUNT => Op::Feature(f),
                    _ => return Err(bad(i, &format!("reads feature {arg}; there are {COUNT}"))),
                },
                13 => Op::Not,
                2..=15 => Op::Binary(BINARY[(op - 2) as usize - usize::from(op > 13)]),
                _ => return Err(bad(i, &format!("has op {op}, not one of the 16 (0-15)"))),
            };
            let (pops, pushes) = match op {
                Op::Const(_) | Op::Feature(_) => (0, 1),
                Op::Not => (1, 1),
                Op::Binary(_) => (2, 1),
            };
            if depth < pops {
                return Err(bad(i, "takes more values than the stack holds"));
            }
            depth = depth - pops + pushes;
            deepest = deepest.max(depth);
            ops.push(op);
        }
        if depth != 1 {
            return Err(Error::Option(format!(
                "{what}: the program leaves {depth} values on the stack, not 1"
            )));
        }
        // A fan's counted() is its condition times its count, 1 for most: `x 1 mul` is `x`.
        if ops.len() > 2 && ops[ops.len() - 2..] == [Op::Const(1), Op::Binary(Binary::Mul)] {
            ops.truncate(ops.len() - 2);
        }
        let reads = ops.iter().fold(0u64, |m, op| match op {
            Op::Feature(f) => m | 1 << f,
            _ => m,
        });
        let mut program = Program { steps: ops, depth: deepest, reads, guards: 0 };
        program.guards = program.zero_guards();
        Ok(program)
    }

    /// The features whose 0 alone makes the count 0: each read feature 0 and every other any
    /// i32, the program's span (an over-approximation) is at most 0.
    fn zero_guards(&self) -> u64 {
        let any = Span { lo: i32::MIN, hi: i32::MAX };
        let mut guards = 0;
        for f in (0..COUNT).filter(|&f| self.reads >> f & 1 == 1) {
            let mut spans = [any; COUNT];
            spans[f] = Span { lo: 0, hi: 0 };
            if self.span(&spans).hi <= 0 {
                guards |= 1 << f;
            }
        }
        guards
    }

    /// The fan's count on `features` (the program's value, never below 0), `nonzero` the
    /// features that are not 0 (`nonzero`, bit f), run on `stack` where it is shallow: the
    /// caller counting many fans makes one stack for all.
    #[inline]
    pub fn count(&self, features: &Vector, nonzero: u64, stack: &mut Stack) -> i32 {
        if self.guards & !nonzero != 0 {
            return 0;
        }
        let value = if self.depth <= SMALL {
            self.run_on(features, stack)
        } else {
            self.run_on(features, &mut vec![0i32; self.depth])
        };
        value.max(0)
    }

    /// The features the program reads, bit f for feature f.
    pub fn reads(&self) -> u64 {
        self.reads
    }

    /// The program's value on `features`.
    #[inline]
    pub fn run(&self, features: &Vector) -> i32 {
        if self.depth <= SMALL {
            self.run_on(features, &mut [0i32; SMALL])
        } else {
            self.run_on(features, &mut vec![0i32; self.depth])
        }
    }

    /// The values the program may take when each feature f lies within `features[f]`:
    /// interval arithmetic, each op's result holding every value it gives on values within
    /// its operands' spans (the ops are monotone in each operand, or compared at the ends).
    pub fn span(&self, features: &[Span; COUNT]) -> Span {
        self.span_reading(features).0
    }

    /// `span`, and the features (bit f) the value may change with, features within
    /// `features`: those of every step whose span is not one value (a step of one value,
    /// such as `F.seven_pairs & ...` with seven_pairs known 0, is that value whatever the
    /// features it reads).
    pub fn span_reading(&self, features: &[Span; COUNT]) -> (Span, u64) {
        let zero = (Span { lo: 0, hi: 0 }, 0u64);
        let (mut small, mut deep) = ([zero; SMALL], Vec::new());
        let stack: &mut [(Span, u64)] = if self.depth <= SMALL {
            &mut small
        } else {
            deep.resize(self.depth, zero);
            &mut deep
        };
        let one = |(s, reads): (Span, u64)| (s, if s.lo == s.hi { 0 } else { reads });
        let mut top = 0usize;
        for &op in &self.steps {
            match op {
                Op::Const(c) => {
                    stack[top] = (Span { lo: c, hi: c }, 0);
                    top += 1;
                }
                Op::Feature(f) => {
                    stack[top] = one((features[f], 1 << f));
                    top += 1;
                }
                Op::Not => {
                    let (s, reads) = stack[top - 1];
                    let (yes, maybe) = s.surely();
                    stack[top - 1] = one((Span::truth(!maybe, !yes), reads));
                }
                Op::Binary(binary) => {
                    top -= 1;
                    let ((a, ra), (b, rb)) = (stack[top - 1], stack[top]);
                    stack[top - 1] = one((span_of(binary, a, b), ra | rb));
                }
            }
        }
        stack[0]
    }

    /// The program's value on `features`, on `stack` (at least `depth` long; what it holds
    /// beyond is not read).
    #[inline(always)]
    fn run_on(&self, features: &Vector, stack: &mut [i32]) -> i32 {
        // The checks in `new` keep the stack within `depth` and never short; the indexing
        // below cannot fail.
        let mut top = 0usize;
        for &op in &self.steps {
            match op {
                Op::Const(c) => {
                    stack[top] = c;
                    top += 1;
                }
                Op::Feature(f) => {
                    stack[top] = features[f];
                    top += 1;
                }
                Op::Not => stack[top - 1] = i32::from(stack[top - 1] == 0),
                Op::Binary(binary) => {
                    top -= 1;
                    let (a, b) = (stack[top - 1], stack[top]);
                    stack[top - 1] = apply(binary, a, b);
                }
            }
        }
        stack[0]
    }
}

/// A two-operand op on `a` and `b`.
#[inline]
fn apply(op: Binary, a: i32, b: i32) -> i32 {
    use Binary::*;
    match op {
        Add => a.saturating_add(b),
        Sub => a.saturating_sub(b),
        Mul => a.saturating_mul(b),
        Eq => i32::from(a == b),
        Ne => i32::from(a != b),
        Lt => i32::from(a < b),
        Le => i32::from(a <= b),
        Gt => i32::from(a > b),
        Ge => i32::from(a >= b),
        And => i32::from(a != 0 && b != 0),
        Or => i32::from(a != 0 || b != 0),
        Min => a.min(b),
        Max => a.max(b),
    }
}

/// The span of a two-operand op on values within `a` and `b`.
fn span_of(op: Binary, a: Span, b: Span) -> Span {
    use Binary::*;
    let corners = |f: fn(i32, i32) -> i32| {
        let v = [f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi)];
        Span { lo: v.into_iter().min().unwrap_or(0), hi: v.into_iter().max().unwrap_or(0) }
    };
    let ((a_yes, a_maybe), (b_yes, b_maybe)) = (a.surely(), b.surely());
    let single = a.lo == a.hi && b.lo == b.hi;
    match op {
        Add => Span { lo: a.lo.saturating_add(b.lo), hi: a.hi.saturating_add(b.hi) },
        Sub => Span { lo: a.lo.saturating_sub(b.hi), hi: a.hi.saturating_sub(b.lo) },
        Mul => corners(i32::saturating_mul),
        Eq => Span::truth(single && a.lo == b.lo, a.lo <= b.hi && b.lo <= a.hi),
        Ne => Span::truth(a.hi < b.lo || b.hi < a.lo, !(single && a.lo == b.lo)),
        Lt => Span::truth(a.hi < b.lo, a.lo < b.hi),
        Le => Span::truth(a.hi <= b.lo, a.lo <= b.hi),
        Gt => Span::truth(a.lo > b.hi, a.hi > b.lo),
        Ge => Span::truth(a.lo >= b.hi, a.hi >= b.lo),
        And => Span::truth(a_yes && b_yes, a_maybe && b_maybe),
        Or => Span::truth(a_yes || b_yes, a_maybe || b_maybe),
        Min => Span { lo: a.lo.min(b.lo), hi: a.hi.min(b.hi) },
        Max => Span { lo: a.lo.max(b.lo), hi: a.hi.max(b.hi) },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CONST: i64 = 0;
    const FEATURE: i64 = 1;

    #[test]
    fn runs_postfix() {
        let mut v = [0i32; COUNT];
        v[3] = 7;
        // (F3 >= 5) & ~(F3 == 7) -> 0; F3 * 2 - 1 -> 13; min(F3, 4) -> 4.
        let p = Program::new(
            &[
                (FEATURE, 3),
                (CONST, 5),
                (10, 0),
                (FEATURE, 3),
                (CONST, 7),
                (5, 0),
                (13, 0),
                (11, 0),
            ],
            "t",
        )
        .unwrap();
        assert_eq!(p.run(&v), 0);
        let p = Program::new(&[(FEATURE, 3), (CONST, 2), (4, 0), (CONST, 1), (3, 0)], "t").unwrap();
        assert_eq!(p.run(&v), 13);
        let p = Program::new(&[(FEATURE, 3), (CONST, 4), (14, 0)], "t").unwrap();
        assert_eq!(p.run(&v), 4);
        // A deep stack: 1 + (1 + (1 + ...)), 40 deep.
        let mut deep = vec![(CONST, 1); 40];
        deep.extend(vec![(2, 0); 39]);
        assert_eq!(Program::new(&deep, "t").unwrap().run(&v), 40);
        // Saturating, not overflowing.
        let big = i64::from(i32::MAX);
        let p = Program::new(&[(CONST, big), (CONST, big), (2, 0)], "t").unwrap();
        assert_eq!(p.run(&v), i32::MAX);
    }

    #[test]
    fn zero_guards() {
        let guards = |steps: &[(i64, i64)]| Program::new(steps, "t").unwrap().guards;
        // F3 >= 2 and (F4 == 0): F3's 0 makes it 0, F4's does not.
        let both = [(FEATURE, 3), (CONST, 2), (10, 0), (FEATURE, 4), (CONST, 0), (5, 0), (11, 0)];
        assert_eq!(guards(&both), 1 << 3);
        // F3 + F4 >= 1: neither alone; F3 * F4: both; 1 - F3: none (1 when F3 is 0).
        assert_eq!(guards(&[(FEATURE, 3), (FEATURE, 4), (2, 0), (CONST, 1), (10, 0)]), 0);
        assert_eq!(guards(&[(FEATURE, 3), (FEATURE, 4), (4, 0)]), 1 << 3 | 1 << 4);
        assert_eq!(guards(&[(CONST, 1), (FEATURE, 3), (3, 0)]), 0);
    }

    // Seeded programs of every op on seeded features, most of them 0: the guarded count is
    // the program's value, never below 0.
    #[test]
    fn guarded_counts_are_the_runs() {
        let mut next = crate::local::seeded(11);
        let mut guarded = 0;
        for _ in 0..20_000 {
            let mut steps = vec![];
            let mut depth = 0;
            let len = 1 + next(12);
            while steps.len() < len || depth != 1 {
                let push = depth < 2 || (steps.len() < len && next(2) == 0);
                if push {
                    steps.push(if next(2) == 0 {
                        (FEATURE, next(6) as i64)
                    } else {
                        (CONST, next(5) as i64 - 1)
                    });
                    depth += 1;
                } else if next(6) == 0 {
                    steps.push((13, 0));
                } else {
                    // Op 13 is the negation: the binary ops are 2-12, 14 and 15.
                    let b = next(13) as i64;
                    steps.push((2 + b + i64::from(b >= 11), 0));
                    depth -= 1;
                }
            }
            let p = Program::new(&steps, "t").unwrap();
            for _ in 0..4 {
                let mut v = [0i32; COUNT];
                (0..6).for_each(|f| v[f] = if next(2) == 0 { 0 } else { next(4) as i32 - 1 });
                let mut stack = [7; SMALL];
                assert_eq!(
                    p.count(&v, nonzero(&v), &mut stack),
                    p.run(&v).max(0),
                    "{steps:?} on {v:?}"
                );
                guarded += usize::from(p.guards & !nonzero(&v) != 0);
            }
        }
        assert!(guarded > 5_000, "{guarded} counts guarded");
    }

    #[test]
    fn bad_programs_are_refused() {
        let err = |steps: &[(i64, i64)]| Program::new(steps, "fan 1").unwrap_err().to_string();
        assert_eq!(
            err(&[(CONST, 1), (2, 0)]),
            "fan 1: step 1 takes more values than the stack holds"
        );
        assert_eq!(
            err(&[(CONST, 1), (CONST, 1)]),
            "fan 1: the program leaves 2 values on the stack, not 1"
        );
        assert_eq!(err(&[(16, 0)]), "fan 1: step 0 has op 16, not one of the 16 (0-15)");
        assert!(err(&[(FEATURE, COUNT as i64)]).contains("reads feature 48"));
        assert!(err(&[(CONST, 1 << 40)]).contains("beyond the 32-bit"));
        assert!(err(&[]).contains("0 steps"));
        let long = vec![(CONST, 1); MAX_STEPS + 1];
        assert!(err(&long).contains("257 steps"));
    }
}
