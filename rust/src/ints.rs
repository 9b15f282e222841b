//! Integer columns as the batch functions read them: N rows of a few integers each, of any
//! width and signedness, in either byte order, laid out with any strides (NumPy's layout, a
//! stride of 0 included), read where they lie rather than copied first.

use crate::error::{Error, Value};

/// How one value is stored: 1, 2, 4, 8 or 16 bytes, signed or not, and the byte order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    pub width: usize,
    pub signed: bool,
    pub big_endian: bool,
}

impl Format {
    /// Unsigned bytes.
    pub const BYTES: Format = Format { width: 1, signed: false, big_endian: false };

    /// NumPy's int64 on a little-endian machine, the batch functions' usual column.
    pub const INT64: Format = Format { width: 8, signed: true, big_endian: false };

    /// Little-endian values of `width` bytes: unsigned bytes, or signed wider values (what
    /// Python packs its ints beyond int64 as).
    pub fn little(width: usize) -> Format {
        Format { width, signed: width > 1, big_endian: false }
    }
}

/// One axis inside a row: its length and the bytes from one value to the next along it.
pub type Axis = (usize, isize);

/// A column of `rows` rows of `cols` integers. A row's values are laid out along at most two
/// axes (the meld slots and their three fields), so value `c` of a row is at
/// `(c / len1) * step0 + (c % len1) * step1` from the row's first.
#[derive(Clone, Copy, Debug)]
pub struct Ints<'a> {
    bytes: &'a [u8],
    format: Format,
    /// Byte offset of row 0's first value in `bytes`.
    start: usize,
    row_step: isize,
    rows: usize,
    inner: [Axis; 2],
    /// Values a row: the product of the inner axes' lengths.
    cols: usize,
    /// Unsigned bytes packed along the row (whatever the step between rows): a row is a slice.
    packed: bool,
}

impl<'a> Ints<'a> {
    /// Rows of `cols` values packed one after another, little-endian (`Format::little`).
    pub fn packed(bytes: &'a [u8], width: usize, cols: usize) -> Result<Ints<'a>, Error> {
        let row = width * cols.max(1);
        if !matches!(width, 1 | 8 | 16) || bytes.len() % row != 0 {
            return Err(Error::Shape(format!(
                "a column of {} bytes does not hold rows of {cols} {width}-byte integers",
                bytes.len()
            )));
        }
        let rows = bytes.len() / row;
        let inner = [(cols, width as isize), (1, 0)];
        Ints::strided(bytes, Format::little(width), 0, row as isize, rows, inner)
    }

    /// Unsigned bytes, `cols` a row, packed.
    pub fn bytes(bytes: &'a [u8], cols: usize) -> Ints<'a> {
        let cols = cols.max(1);
        let rows = bytes.len() / cols;
        let inner = [(cols, 1), (1, 0)];
        let row_step = cols as isize;
        Ints { bytes, format: Format::BYTES, start: 0, row_step, rows, inner, cols, packed: true }
    }

    /// Values laid out from byte `start` of `bytes` with the given steps (in bytes, any sign).
    /// Every value must lie inside `bytes`.
    pub fn strided(
        bytes: &'a [u8],
        format: Format,
        start: usize,
        row_step: isize,
        rows: usize,
        inner: [Axis; 2],
    ) -> Result<Ints<'a>, Error> {
        if !matches!(format.width, 1 | 2 | 4 | 8 | 16) {
            return Err(Error::Shape(format!("{}-byte integers are not read", format.width)));
        }
        let cols = inner[0].0 * inner[1].0;
        let column = Ints { bytes, format, start, row_step, rows, inner, cols, packed: false };
        if rows > 0 && cols > 0 {
            let (low, high) = column.extent().ok_or_else(outside)?;
            if low < 0 || high > bytes.len() as i128 {
                return Err(outside());
            }
        }
        let packed = format == Format::BYTES
            && (cols <= 1
                || (inner[1].0 == 1 && inner[0].1 == 1)
                || (inner[1].1 == 1 && inner[0].1 == inner[1].0 as isize));
        Ok(Ints { packed, ..column })
    }

    /// The lowest and one past the highest byte any value touches, from `start`'s origin.
    fn extent(&self) -> Option<(i128, i128)> {
        let mut low = self.start as i128;
        let mut high = low;
        let axes = [(self.rows, self.row_step), self.inner[0], self.inner[1]];
        for (len, step) in axes {
            let reach = (len as i128 - 1).checked_mul(step as i128)?;
            if reach < 0 {
                low += reach;
            } else {
                high += reach;
            }
        }
        Some((low, high + self.format.width as i128))
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Values a row.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Byte offset of value `col` of row `row`; the constructor checked that it lies inside.
    #[inline(always)]
    fn offset(&self, row: usize, col: usize) -> usize {
        let [(_, step0), (len1, step1)] = self.inner;
        let (outer, inner) = if len1 == 1 { (col, 0) } else { (col / len1, col % len1) };
        let at = self.start as isize
            + row as isize * self.row_step
            + outer as isize * step0
            + inner as isize * step1;
        at as usize
    }

    /// Row `row` as bytes, when the column holds unsigned bytes packed along the row.
    #[inline]
    pub fn row_bytes(&self, row: usize) -> Option<&'a [u8]> {
        if !self.packed || row >= self.rows {
            return None;
        }
        let at = self.offset(row, 0);
        self.bytes.get(at..at + self.cols)
    }

    /// Values `0..out.len()` of row `row` into `out`, narrowed as `T` says: a row of bytes or
    /// of NumPy int64s laid along it is read at once, any other layout through `get`.
    #[inline]
    pub fn row_into<T: Narrow>(&self, row: usize, out: &mut [T]) {
        if let Some(bytes) = self.row_bytes(row) {
            if bytes.len() >= out.len() {
                out.iter_mut().zip(bytes).for_each(|(value, &b)| *value = T::byte(b));
                return;
            }
        }
        let [(len0, step0), (len1, _)] = self.inner;
        let packed_int64 = self.format == Format::INT64 && len1 == 1 && step0 == 8;
        if packed_int64 && out.len() <= len0 && row < self.rows {
            let at = self.offset(row, 0);
            if let Some(bytes) = self.bytes.get(at..at + 8 * out.len()) {
                int64s(bytes, out);
                return;
            }
        }
        for (col, value) in out.iter_mut().enumerate() {
            *value = T::value(self.get(row, col));
        }
    }

    /// Rows `start..start + n` as one run of bytes, when the column holds unsigned bytes with
    /// each row's values and the rows themselves one after another.
    #[inline]
    pub fn rows_bytes(&self, start: usize, n: usize) -> Option<&'a [u8]> {
        if !self.packed || self.row_step != self.cols as isize || start + n > self.rows {
            return None;
        }
        let at = self.offset(start, 0);
        self.bytes.get(at..at + n * self.cols)
    }

    /// The first value of rows `start..start + out.len()` into `out`, each narrowed as `T`
    /// says: a batch reads a block of rows' values at once, with a loop for each usual layout
    /// (one value for all rows, bytes, NumPy's int64) in place of `get`'s dispatch on every
    /// row.
    pub fn firsts<T: Narrow>(&self, start: usize, out: &mut [T]) {
        let n = out.len();
        if n == 0 || start + n > self.rows || self.cols == 0 {
            out.fill(T::value(0));
            return;
        }
        if self.row_step == 0 {
            out.fill(T::value(self.get(start, 0)));
            return;
        }
        let at = self.offset(start, 0);
        let step = self.row_step;
        if step > 0 && (self.format == Format::BYTES || self.format == Format::INT64) {
            let width = self.format.width;
            let end = at + (n - 1) * step as usize + width;
            if let Some(bytes) = self.bytes.get(at..end) {
                let step = step as usize;
                // Packed bytes and packed int64s, the arrays most batches get, in loops without
                // a test a value, which the compiler widens a vector at a time.
                if step == width {
                    if width == 1 {
                        out.iter_mut().zip(bytes).for_each(|(value, &b)| *value = T::byte(b));
                    } else {
                        int64s(bytes, out);
                    }
                    return;
                }
                for (j, value) in out.iter_mut().enumerate() {
                    let v = &bytes[j * step..];
                    *value = if width == 1 {
                        T::byte(v[0])
                    } else {
                        let word: &[u8; 8] = v.first_chunk().unwrap_or(&[0; 8]);
                        T::int64(i64::from_le_bytes(*word))
                    };
                }
                return;
            }
        }
        for (j, value) in out.iter_mut().enumerate() {
            *value = T::value(self.get(start + j, 0));
        }
    }

    /// Value `col` of row `row`; 0 outside the column (the shapes are checked before any row
    /// is read).
    #[inline]
    pub fn get(&self, row: usize, col: usize) -> Value {
        if row >= self.rows || col >= self.cols {
            return 0;
        }
        if self.packed {
            // Bytes along the row: no axes to work out.
            let at = (self.start as isize + row as isize * self.row_step) as usize + col;
            return self.bytes.get(at).map_or(0, |&b| Value::from(b));
        }
        let at = self.offset(row, col);
        if self.format == Format::BYTES {
            return self.bytes.get(at).map_or(0, |&b| Value::from(b));
        }
        self.get_wide(at)
    }

    /// The value at byte `at` of any other format, kept out of the bytes' way.
    #[inline(never)]
    fn get_wide(&self, at: usize) -> Value {
        let Format { width, signed, big_endian } = self.format;
        let Some(raw) = self.bytes.get(at..at + width) else { return 0 };
        // NumPy's int64, the batch functions' usual column, read at once.
        if let (Ok(bytes), true, false) = (<[u8; 8]>::try_from(raw), signed, big_endian) {
            return Value::from(i64::from_le_bytes(bytes));
        }
        // Widened to 16 bytes in little-endian order, sign-extended when signed.
        let mut wide = [0u8; 16];
        for (i, &b) in raw.iter().enumerate() {
            wide[if big_endian { width - 1 - i } else { i }] = b;
        }
        if signed && wide[width - 1] & 0x80 != 0 {
            wide[width..].fill(0xFF);
        }
        Value::from_le_bytes(wide)
    }
}

fn outside() -> Error {
    Error::Shape("the column's values do not lie inside its memory".into())
}

/// Packed little-endian int64s from `bytes` into `out`, as many as both hold.
fn int64s<T: Narrow>(bytes: &[u8], out: &mut [T]) {
    for (value, word) in out.iter_mut().zip(bytes.chunks_exact(8)) {
        let word: &[u8; 8] = word.first_chunk().unwrap_or(&[0; 8]);
        *value = T::int64(i64::from_le_bytes(*word));
    }
}

/// What `Ints::firsts` makes of a value, by the form it was read in (an unsigned byte, a
/// NumPy int64, any other), so that each layout's loop converts without a test.
pub trait Narrow: Copy {
    fn byte(b: u8) -> Self;
    fn int64(v: i64) -> Self;
    fn value(v: Value) -> Self;
}

/// Cut to 32 bits, for values whose range the caller has checked.
impl Narrow for u32 {
    fn byte(b: u8) -> u32 {
        u32::from(b)
    }
    fn int64(v: i64) -> u32 {
        v as u32
    }
    fn value(v: Value) -> u32 {
        v as u32
    }
}

/// A value that fits in a byte as itself, any other as 255: for columns whose good values
/// are all below 255, so that a row found bad is read again through `get` to name its value.
impl Narrow for u8 {
    fn byte(b: u8) -> u8 {
        b
    }
    fn int64(v: i64) -> u8 {
        u8::try_from(v).unwrap_or(u8::MAX)
    }
    fn value(v: Value) -> u8 {
        u8::try_from(v).unwrap_or(u8::MAX)
    }
}

/// The number of rows of a batch's columns, the first's, or a shape error naming the first
/// column that holds other than that many rows of its number of values.
pub fn rows_of(shapes: &[(&str, &Ints<'_>, usize)]) -> Result<usize, Error> {
    let n = shapes.first().map_or(0, |(_, column, _)| column.rows());
    for &(what, column, cols) in shapes {
        if column.rows() != n || column.cols() != cols {
            return Err(Error::Shape(format!(
                "{what} hold {} rows of {} numbers, not {n} rows of {cols}",
                column.rows(),
                column.cols()
            )));
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `firsts` of rows `start..start + n`, as `get` reads them one by one.
    fn firsts(c: &Ints, start: usize, n: usize) -> (Vec<u32>, Vec<u32>) {
        let mut out = vec![99; n];
        c.firsts(start, &mut out);
        (out, (start..start + n).map(|i| c.get(i, 0) as u32).collect())
    }

    #[test]
    fn a_block_of_first_values_is_read_as_get_reads_each() {
        let values: Vec<i64> = (0..300).map(|v| v % 137).collect();
        let bytes: Vec<u8> = values.iter().map(|&v| v as u8).collect();
        let wide: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        let narrow: Vec<u8> = values.iter().flat_map(|&v| (v as i16).to_le_bytes()).collect();
        let columns = [
            Ints::bytes(&bytes, 1),
            Ints::packed(&wide, 8, 1).unwrap(),
            // int16 (the general path), every other row, and one value for all rows.
            Ints::strided(&narrow, Format::little(2), 2, 4, 149, [(1, 0), (1, 0)]).unwrap(),
            Ints::strided(&wide, Format::little(8), 16, 0, 300, [(1, 0), (1, 0)]).unwrap(),
            // Rows read backwards (a reversed NumPy view).
            Ints::strided(&bytes, Format::BYTES, 299, -1, 300, [(1, 0), (1, 0)]).unwrap(),
            // Two values a row: the first is read.
            Ints::bytes(&bytes, 2),
        ];
        for c in &columns {
            for (start, n) in [(0, 0), (0, 1), (3, 100), (c.rows() - 5, 5)] {
                let (got, want) = firsts(c, start, n);
                assert_eq!(got, want, "{start} {n}");
            }
            // Past the rows: zeros, not a panic.
            assert_eq!(firsts(c, c.rows() - 1, 3).0, [0, 0, 0]);
        }
        let rows = Ints::bytes(&bytes, 3);
        assert_eq!(rows.rows_bytes(2, 2), Some(&bytes[6..12]));
        assert_eq!(rows.rows_bytes(99, 2), None);
        assert_eq!(columns[1].rows_bytes(0, 1), None);
    }

    /// As bytes, a value kept when it fits one and 255 when not, from every layout's loop.
    #[test]
    fn firsts_as_bytes_mark_wide_values() {
        let values: [i64; 6] = [0, 254, 255, 256 + 27, -1, (1 << 32) + 5];
        let want = [0u8, 254, 255, 255, 255, 255];
        let wide: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        let narrow: Vec<u8> = values.iter().flat_map(|&v| (v as i16).to_le_bytes()).collect();
        let mut out = [7u8; 6];
        Ints::packed(&wide, 8, 1).unwrap().firsts(0, &mut out);
        assert_eq!(out, want);
        let int16 = Ints::strided(&narrow, Format::little(2), 0, 2, 6, [(1, 0), (1, 0)]).unwrap();
        int16.firsts(0, &mut out);
        assert_eq!(out, [0, 254, 255, 255, 255, 5]);
        let every_other = Ints::strided(&wide, Format::little(8), 0, 16, 3, [(1, 0), (1, 0)]);
        every_other.unwrap().firsts(0, &mut out[..3]);
        assert_eq!(out[..3], [0, 255, 255]);
    }

    #[test]
    fn packed_columns() {
        let c = Ints::bytes(&[1, 2, 3, 4, 5, 6], 3);
        assert_eq!((c.rows(), c.cols()), (2, 3));
        assert_eq!((c.get(1, 0), c.get(0, 2), c.get(2, 0), c.get(0, 3)), (4, 3, 0, 0));
        assert_eq!(c.row_bytes(1), Some(&[4u8, 5, 6][..]));
        let wide: Vec<u8> = [-3i64, 7].iter().flat_map(|v| v.to_le_bytes()).collect();
        let c = Ints::packed(&wide, 8, 1).unwrap();
        assert_eq!((c.rows(), c.get(0, 0), c.get(1, 0), c.row_bytes(0)), (2, -3, 7, None));
        let widest = (-1i128 << 100).to_le_bytes();
        assert_eq!(Ints::packed(&widest, 16, 1).unwrap().get(0, 0), -1i128 << 100);
        assert!(Ints::packed(&wide, 4, 1).is_err());
        assert!(Ints::packed(&wide, 8, 3).is_err());
    }

    #[test]
    fn every_format_reads_its_values() {
        let values: [i64; 3] = [-2, 0, 100];
        for width in [1usize, 2, 4, 8] {
            for signed in [false, true] {
                for big_endian in [false, true] {
                    let bytes: Vec<u8> = values
                        .iter()
                        .flat_map(|&v| {
                            let le = v.to_le_bytes();
                            let mut b = le[..width].to_vec();
                            if big_endian {
                                b.reverse();
                            }
                            b
                        })
                        .collect();
                    let format = Format { width, signed, big_endian };
                    let inner = [(1, 0), (1, 0)];
                    let c = Ints::strided(&bytes, format, 0, width as isize, 3, inner).unwrap();
                    let unsigned_minus_two = (1i128 << (8 * width)) - 2;
                    let first = if signed { -2 } else { unsigned_minus_two };
                    assert_eq!([c.get(0, 0), c.get(1, 0), c.get(2, 0)], [first, 0, 100]);
                }
            }
        }
    }

    #[test]
    fn strides_of_any_sign_and_zero() {
        // A 3 x 2 array of bytes, read backwards by rows and every other column of a 3 x 4.
        let bytes: Vec<u8> = (0..12).collect();
        let c = Ints::strided(&bytes, Format::BYTES, 8, -4, 3, [(2, 2), (1, 0)]).unwrap();
        assert_eq!([c.get(0, 0), c.get(0, 1), c.get(2, 0), c.get(2, 1)], [8, 10, 0, 2]);
        assert_eq!(c.row_bytes(0), None);
        // Packed along the row, rows far apart or repeated (a stride of 0: broadcast).
        let c = Ints::strided(&bytes, Format::BYTES, 0, 4, 3, [(3, 1), (1, 0)]).unwrap();
        assert_eq!(c.row_bytes(2), Some(&[8u8, 9, 10][..]));
        let c = Ints::strided(&bytes, Format::BYTES, 0, 0, 1000, [(4, 1), (1, 0)]).unwrap();
        assert_eq!(c.row_bytes(999), Some(&[0u8, 1, 2, 3][..]));
        // Two axes in a row: (N, 2, 3), the last axis packed.
        let c = Ints::strided(&bytes, Format::BYTES, 0, 6, 2, [(2, 3), (3, 1)]).unwrap();
        assert_eq!((c.cols(), c.get(1, 4), c.row_bytes(1)), (6, 10, Some(&bytes[6..])));
        // Fields before slots: not packed, read value by value.
        let c = Ints::strided(&bytes, Format::BYTES, 0, 6, 2, [(2, 1), (3, 2)]).unwrap();
        assert_eq!((c.get(0, 1), c.get(0, 3), c.row_bytes(0)), (2, 1, None));
    }

    #[test]
    fn values_outside_the_memory_are_refused() {
        let bytes = [0u8; 8];
        let inner = [(1, 0), (1, 0)];
        assert!(Ints::strided(&bytes, Format::BYTES, 0, 1, 9, inner).is_err());
        assert!(Ints::strided(&bytes, Format::BYTES, 2, -1, 4, inner).is_err());
        assert!(Ints::strided(&bytes, Format::little(8), 1, 8, 1, inner).is_err());
        assert!(Ints::strided(&bytes, Format::BYTES, 0, isize::MAX, 3, inner).is_err());
        assert!(Ints::strided(&bytes, Format::BYTES, 0, 1, 0, inner).is_ok());
        let odd = Format { width: 3, signed: false, big_endian: false };
        assert!(Ints::strided(&bytes, odd, 0, 3, 2, inner).is_err());
    }
}
