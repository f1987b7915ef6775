// DigitRun: the ASCII decimal digits at the start of some text, the one place swiftcal reads digits.

/// A code unit that may be an ASCII decimal digit: a UTF-8 byte or a Unicode scalar.
///
/// Everything here is `@inlinable`, so that each caller gets code specialized to its text: called
/// generically across the module boundary, a first call would make the runtime build the metadata
/// of `DigitRun` and its iterator for that text, at every start-up that reads a number.
@usableFromInline package protocol DecimalDigitUnit {
  /// Its value when it is one of the ASCII digits `0`-`9` (no other script's digits), else `nil`.
  var decimalDigitValue: Int? { get }
}

extension UInt8: DecimalDigitUnit {
  @inlinable package var decimalDigitValue: Int? { self >= 0x30 && self <= 0x39 ? Int(self &- 0x30) : nil }
}

extension Unicode.Scalar: DecimalDigitUnit {
  @inlinable package var decimalDigitValue: Int? { value >= 0x30 && value <= 0x39 ? Int(value &- 0x30) : nil }
}

/// The run of ASCII decimal digits at the start of `text`, as values, and where it ends. It only
/// finds the digits: each caller combines them as the reading it mimics does (saturating as cal's
/// 32-bit readings, stopping at a range as strptime, refusing an overflow as strtoll), so that
/// what each accepts stays its own.
///
///     let run = DigitRun("2026-12".utf8)   // run.count == 4, Array(run) == [2, 0, 2, 6]
///     // run.end is the index of "-"
@usableFromInline package struct DigitRun<Text: Collection>: Sequence where Text.Element: DecimalDigitUnit {
  /// The digits, a prefix of the text.
  @usableFromInline package let digits: Text.SubSequence

  @inlinable package init(_ text: Text) {
    digits = text.prefix { $0.decimalDigitValue != nil }
  }

  /// The index of the first character after the digits (the text's end when all are digits).
  @inlinable package var end: Text.Index { digits.endIndex }
  /// How many digits there are.
  @inlinable package var count: Int { digits.count }
  /// Whether the text does not start with a digit.
  @inlinable package var isEmpty: Bool { digits.isEmpty }

  @inlinable package func makeIterator() -> Iterator { Iterator(base: digits.makeIterator()) }

  /// The digits' values, 0-9, in order.
  @usableFromInline package struct Iterator: IteratorProtocol {
    @usableFromInline var base: Text.SubSequence.Iterator
    @inlinable init(base: Text.SubSequence.Iterator) { self.base = base }
    @inlinable package mutating func next() -> Int? { base.next()?.decimalDigitValue }
  }
}

extension Collection where Element: DecimalDigitUnit {
  /// Whether the text is one or more ASCII digits and nothing else.
  @inlinable package var isDecimalDigits: Bool {
    let run = DigitRun(self)
    return !run.isEmpty && run.end == endIndex
  }
}

/// `text` as a decimal integer as Swift's `Int(_:)` reads one: an optional `+` or `-`, then digits
/// and nothing else; `nil` when it is not one or does not fit an `Int`.
@inlinable package func decimalInteger(_ text: some StringProtocol) -> Int? {
  var bytes = Substring(text).utf8[...]
  let isNegative = bytes.first == UInt8(ascii: "-")
  if isNegative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
  guard bytes.isDecimalDigits else { return nil }
  var value = 0
  for digit in DigitRun(bytes) {
    let (product, productOverflow) = value.multipliedReportingOverflow(by: 10)
    let (sum, sumOverflow) =
      isNegative ? product.subtractingReportingOverflow(digit) : product.addingReportingOverflow(digit)
    if productOverflow || sumOverflow { return nil }
    value = sum
  }
  return value
}
