//! Reading tile strings exactly as `hupai.tiles.parse` reads them (its module docstring gives
//! the notations): mpsz with 0 for a red five, MCR honor letters, GB codes, Unicode tiles with
//! variation selectors, Chinese names, separators. A string is read here only when it holds a
//! hand for certain: anything `parse` would refuse, and any flower (never part of a hand),
//! gives None, and the caller leaves the string to the Python reader, which words the error.

mod chinese;
mod names;

use crate::tiles::{Counts, HONOR_START, KINDS};
use names::named;

/// The hand a tile string holds: its counts, when `hupai.tiles.to_counts` would give them
/// without an error; None for anything else (a flower, a fifth copy, a bad character).
pub fn read(text: &str) -> Option<Counts> {
    let mut counts = [0u8; KINDS];
    fill(text, &mut counts).then_some(counts)
}

/// `read` into `counts`, in place (a hand returned by value is copied with wide loads right
/// after its byte stores, a store-forwarding stall); false, with `counts` left in any state,
/// where `read` gives None.
#[inline(always)]
pub fn fill(text: &str, counts: &mut Counts) -> bool {
    *counts = [0; KINDS];
    each_tile(text, |t| {
        let c = counts.get_mut(t)?;
        *c += 1;
        (*c <= 4).then_some(())
    })
    .is_some()
}

/// The one tile (0-33) a name stands for, when `hupai.tiles.tile` would give it: "1m", "0p",
/// "E", "W1", "🀇", "一万", separators around it allowed; None for a flower and anything else.
#[inline(always)]
pub fn one(text: &str) -> Option<usize> {
    // The common names first: "1m" (or "0m", "5z") and an honor letter, by lookup rather
    // than by branches, which mispredict on a varied hand.
    if let &[digit @ b'0'..=b'9', suit] = text.as_bytes() {
        let t = TWO_BYTES
            .get(usize::from(suit.wrapping_sub(b'm')))
            .and_then(|ranks| ranks.get(usize::from(digit.wrapping_sub(b'0'))));
        return t.copied().filter(|&t| t != NONE).map(usize::from);
    }
    if let &[letter] = text.as_bytes() {
        return "ESWNPFC".bytes().position(|l| l == letter).map(|i| HONOR_START + i);
    }
    one_of_any(text)
}

/// `one` for the names that are not two bytes or one letter.
#[inline(never)]
fn one_of_any(text: &str) -> Option<usize> {
    let mut found = None;
    each_tile(text, |t| {
        let first = found.is_none() && t < KINDS;
        found = Some(t);
        first.then_some(())
    })?;
    found
}

/// No tile, in `TWO_BYTES`.
const NONE: u8 = u8::MAX;

/// The tile of each name of a digit and a suit letter ("1m", "0p", "5z"), by the letter from m
/// to z and the digit; `NONE` for a pair that names no tile: `run_suit` and `suit_tile` read
/// once for each, the flowers (f, before m) left out.
const TWO_BYTES: [[u8; 10]; 14] = {
    let mut names = [[NONE; 10]; 14];
    let mut letter = 0;
    while letter < 14 {
        if let Some((base, size)) = run_suit((b'm' + letter as u8) as char) {
            let mut digit = 0;
            while digit < 10 {
                if let Some(t) = suit_tile(base, size, digit as u8) {
                    names[letter][digit] = t as u8;
                }
                digit += 1;
            }
        }
        letter += 1;
    }
    names
};

/// The most digits a run can hold without a fifth copy: four of each of nine ranks.
const RUN: usize = 36;

/// Calls `each` with every tile of `text` in any order (flowers as 34-41), stopping at its
/// first None; None when `text` is not a tile string as `parse` reads it (its copies are
/// left to `each` to count, but a run of more than 36 digits, which must hold a fifth copy,
/// is refused here).
#[inline(always)]
pub fn each_tile(text: &str, mut each: impl FnMut(usize) -> Option<()>) -> Option<()> {
    if is_gb(text) {
        // Codes and separators only: every byte of a code's letter is one of its own, never
        // part of a separator's UTF-8.
        let bytes = text.as_bytes();
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            if matches!(b, b'W' | b'B' | b'T' | b'F' | b'J' | b'H') {
                each(gb_tile(b, bytes[i + 1])?)?;
                i += 1;
            }
            i += 1;
        }
        return Some(());
    }
    // A string of Chinese names read by the fast way as far as it goes, the rest as below.
    let start = chinese::prefix(text, &mut each)?;
    general(&text[start..], each)
}

/// `each_tile` for any text but GB codes, a character at a time.
#[inline(always)]
fn general(text: &str, mut each: impl FnMut(usize) -> Option<()>) -> Option<()> {
    let mut pending = [0u8; RUN]; // digits waiting for their suit
    let mut held = 0;
    // Each character decoded once, the next one ahead, as a name may take two.
    let mut chars = text.chars();
    let mut next = chars.next();
    while let Some(ch) = next {
        next = chars.next();
        if ch.is_ascii_digit() {
            *pending.get_mut(held)? = ch as u8 - b'0';
            held += 1;
        } else if held > 0 {
            // Only a suit may follow digits: a separator or a tile leaves them dangling.
            let (base, size) = run_suit(ch)?;
            for &digit in &pending[..held] {
                each(suit_tile(base, size, digit)?)?;
            }
            held = 0;
        } else {
            // Tiles and separators are told apart in any order: no character is both.
            let t = match ch {
                'E' => HONOR_START,
                'S' => HONOR_START + 1,
                'W' => HONOR_START + 2,
                'N' => HONOR_START + 3,
                'P' => HONOR_START + 4,
                'F' => HONOR_START + 5,
                'C' => HONOR_START + 6,
                _ if ch.is_ascii() => {
                    is_sep(ch).then_some(())?;
                    continue;
                }
                _ => match named(ch, next) {
                    Some((t, two)) => {
                        if two {
                            next = chars.next();
                        }
                        t
                    }
                    None => {
                        is_sep(ch).then_some(())?;
                        continue;
                    }
                },
            };
            each(t)?;
        }
    }
    (held == 0).then_some(())
}

/// Python's `str.isspace()` (which the `\s` of the GB pattern matches too) or a comma:
/// the separators `parse` skips.
const fn is_sep(ch: char) -> bool {
    matches!(
        ch,
        '\t'..='\r'
            | '\u{1c}'..='\u{20}'
            | '\u{85}'
            | '\u{a0}'
            | '\u{1680}'
            | '\u{2000}'..='\u{200a}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{202f}'
            | '\u{205f}'
            | '\u{3000}'
            | ','
            | '，'
            | '、'
    )
}

/// Whether the whole string is GB codes (a letter of `WBTFJH` then a digit) and separators,
/// at least one code: the test `parse` makes before reading any other notation.
#[inline(always)]
fn is_gb(text: &str) -> bool {
    let bytes = text.as_bytes();
    let (mut i, mut codes) = (0, 0);
    while let Some(&b) = bytes.get(i) {
        match b {
            b'W' | b'B' | b'T' | b'F' | b'J' | b'H'
                if bytes.get(i + 1).is_some_and(u8::is_ascii_digit) =>
            {
                codes += 1;
                i += 2;
            }
            0x80.. => match text[i..].chars().next() {
                Some(ch) if is_sep(ch) => i += ch.len_utf8(),
                _ => return false,
            },
            _ if is_sep(char::from(b)) => i += 1,
            _ => return false,
        }
    }
    codes > 0
}

/// A GB code's tile: W, B, T 1-9 the suits, F1-F4 the winds, J1 Red, J2 Green, J3 White, H1-H8
/// the flowers.
fn gb_tile(letter: u8, digit: u8) -> Option<usize> {
    let d = usize::from(digit.checked_sub(b'0')?);
    let (base, size) = match letter {
        b'W' => (0, 9),
        b'B' => (9, 9),
        b'T' => (18, 9),
        b'F' => (HONOR_START, 4),
        b'H' => (KINDS, 8),
        b'J' => return (1..=3).contains(&d).then(|| KINDS - d),
        _ => return None,
    };
    (1..=size).contains(&d).then(|| base + d - 1)
}

/// The suit a character closes a digit run with (m p s z f, or a Chinese suit character),
/// as its first tile and its size.
#[inline(always)]
const fn run_suit(ch: char) -> Option<(usize, u8)> {
    Some(match ch {
        'm' | '万' | '萬' => (0, 9),
        'p' | '筒' | '饼' | '餅' => (9, 9),
        's' | '条' | '條' | '索' => (18, 9),
        'z' => (HONOR_START, 7),
        'f' => (KINDS, 8),
        _ => return None,
    })
}

/// The tile of a digit in a run of the suit starting at `base`: 1-9 in m, p and s (0 a red
/// five, the same kind as any five), 1-7 in z, 1-8 in f (the flowers).
#[inline(always)]
const fn suit_tile(base: usize, size: u8, digit: u8) -> Option<usize> {
    let digit = if digit == 0 && size == 9 { 5 } else { digit };
    if 1 <= digit && digit <= size {
        Some(base + digit as usize - 1)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse;

    /// Every tile `each_tile` finds, in order, or None.
    fn tiles_of(text: &str, fast: bool) -> Option<Vec<usize>> {
        let mut found = Vec::new();
        let each = |t| {
            found.push(t);
            Some(())
        };
        let read = if fast { each_tile(text, each) } else { general(text, each) };
        read.map(|()| found)
    }

    #[test]
    fn a_digit_and_a_letter_read_by_lookup_as_by_the_general_reader() {
        for digit in b'0'..=b'9' {
            for letter in 0..=u8::MAX {
                let Ok(name) = std::str::from_utf8(&[digit, letter]).map(str::to_owned) else {
                    continue;
                };
                assert_eq!(one(&name), one_of_any(&name), "{name:?}");
            }
        }
    }

    #[test]
    fn the_fast_read_of_chinese_names_agrees_with_the_general_one() {
        // Every string of up to three characters of the names, separators of each width and
        // a few others; the general reader decodes a character at a time.
        let mut alphabet: Vec<char> = names::HANS.iter().map(|h| h.ch).collect();
        alphabet.extend(" ,，、\u{3000}\u{a0}\u{2000}1mE🀇\u{fe0f}x字".chars());
        let mut strings = vec![String::new()];
        for _ in 0..3 {
            let longer: Vec<String> = strings
                .iter()
                .flat_map(|s| alphabet.iter().map(move |&c| format!("{s}{c}")))
                .collect();
            for text in &longer {
                assert_eq!(tiles_of(text, true), tiles_of(text, false), "{text:?}");
            }
            strings = longer;
        }
    }

    #[test]
    fn every_notation_reads() {
        let hand = parse("123m456p789s1122z");
        for text in [
            "123m456p789s1122z",
            "123m 456p, 789s 11z22z",
            "123m456p789sEESS",
            "W1 W2 W3 B4 B5 B6 T7 T8 T9 F1 F1 F2 F2",
            "W1W2W3B4B5B6T7T8T9F1F1F2F2",
            "🀇🀈🀉🀜🀝🀞🀖🀗🀘🀀🀀🀁\u{fe0f}🀁\u{fe0e}",
            "一万二万三万四筒五筒六筒七条八条九条东东南南",
            "123万456筒789條東風东风南南",
        ] {
            assert_eq!(read(text), Some(hand), "{text}");
        }
    }

    // A red five is an ordinary five; z's 5-7 are White, Green, Red; J1 is Red.
    #[test]
    fn fives_and_dragons() {
        assert_eq!(read("0m0p0s"), Some(parse("5m5p5s")));
        assert_eq!(read("567z"), Some(parse("567z")));
        assert_eq!(read("PFC"), Some(parse("567z")));
        assert_eq!(read("J1 J2 J3"), Some(parse("765z")));
        assert_eq!(read("白发中"), Some(parse("567z")));
        assert_eq!(read("发财白板红中"), Some(parse("567z")));
        assert_eq!(read("發財青發紅中東风"), Some(parse("1667z")));
        assert_eq!(read("发財"), None); // simplified and traditional do not mix here
        assert_eq!(read(""), Some([0; KINDS]));
    }

    // What parse refuses, and flowers, are left to the Python reader.
    #[test]
    fn doubtful_strings_give_none() {
        let refused = "11111m|0m5m5m5m5m|1f|春|H1|🀢|8z|0z|1 m|1E|m|12|W0|J4|F5|W1 1m|一|1一万|x";
        for text in refused.split('|').chain(["\u{fe0f}", "🀇\u{fe0f}\u{fe0f}"]) {
            assert_eq!(read(text), None, "{text}");
        }
    }

    // GB codes are read only when the whole string is GB codes: "WW" is two Wests, "W1" 1m.
    #[test]
    fn gb_strings_are_whole() {
        assert_eq!(read("WW"), Some(parse("33z")));
        assert_eq!(read("W1"), Some(parse("1m")));
        assert_eq!(read("\u{3000}W1,，、W1\t"), Some(parse("11m")));
        assert_eq!(read("W1 E"), None);
    }

    #[test]
    fn one_tile_names() {
        for (text, tile) in [("1m", 0), (" 0p ", 13), ("E", 27), ("W1", 0), ("🀄", 33)] {
            assert_eq!(one(text), Some(tile), "{text}");
        }
        assert_eq!(one("一万"), Some(0));
        for text in ["", "11m", "1f", "H2", "EE", "1"] {
            assert_eq!(one(text), None, "{text}");
        }
    }
}
