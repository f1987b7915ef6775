// The number forms util-linux `cal` accepts, read as C's strtol, strtoul and util-linux's parse_size read them.

import FileFormats

/// What reading a number gave: its value, or why there is none.
enum NumberReading: Equatable {
  case value(Int)
  /// Not a number in the form asked for (`x`, `3 `, `1e3`, an empty word).
  case invalid
  /// A number, but outside the type's range (`-1` for an unsigned count, 30 digits).
  case outOfRange
}

/// The bytes C's `isspace` accepts in the C locale: space, tab, newline, vertical tab, form feed, return.
private func isCSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

/// A signed 32-bit number as util-linux's `strtos32_or_err` reads it (the year, month, day and `--week` values):
/// leading white space, an optional `+` or `-`, decimal digits, and nothing after them.
func readSigned32(_ text: String) -> NumberReading {
  guard case .value(let magnitude, let isNegative) = readDecimal(text) else { return .invalid }
  let value = isNegative ? -magnitude : magnitude
  return (Int(Int32.min)...Int(Int32.max)).contains(value) ? .value(value) : .outOfRange
}

/// An unsigned 32-bit number as `strtou32_or_err` reads it (`-n`): like `readSigned32`, but a minus sign is
/// out of range unless the number is zero.
func readUnsigned32(_ text: String) -> NumberReading {
  guard case .value(let magnitude, let isNegative) = readDecimal(text) else { return .invalid }
  if isNegative && magnitude != 0 { return .outOfRange }
  return magnitude <= Int(UInt32.max) ? .value(magnitude) : .outOfRange
}

private enum DecimalReading {
  case value(Int, isNegative: Bool)
  case invalid
}

/// White space, a sign and decimal digits filling the rest of `text`. A magnitude too large for 64 bits is
/// kept at a value above every 32-bit limit, so callers report it as out of range as C does.
private func readDecimal(_ text: String) -> DecimalReading {
  var bytes = text.utf8[...]
  while let first = bytes.first, isCSpace(first) { bytes = bytes.dropFirst() }
  var isNegative = false
  if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
    isNegative = sign == UInt8(ascii: "-")
    bytes = bytes.dropFirst()
  }
  guard bytes.isDecimalDigits else { return .invalid }
  var magnitude = 0
  for digit in DigitRun(bytes) {
    magnitude = min(magnitude * 10 + digit, 1 << 40)
  }
  return .value(magnitude, isNegative: isNegative)
}

/// A size as util-linux's `parse_size` reads one (`--columns`): a number in C's base 0 (`12`, `014` octal,
/// `0xC`), optionally with a fraction and a binary (`K`, `KiB`) or decimal (`KB`) suffix up to `Y`.
/// - Parameter decimalSeparator: what separates a fraction (`1.5K`): the locale's, as there (`1,5K` in de_DE).
func readSize(_ text: String, decimalSeparator: () -> String = { "." }) -> NumberReading {
  let bytes = Array(text.utf8)
  var index = 0
  while index < bytes.count, isCSpace(bytes[index]) { index += 1 }
  if index < bytes.count, bytes[index] == UInt8(ascii: "-") { return .invalid }
  if index < bytes.count, bytes[index] == UInt8(ascii: "+") { index += 1 }
  // The base, as strtoumax with base 0 chooses it.
  var radix: UInt64 = 10
  if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
    if index + 2 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x"),
      digitValue(bytes[index + 2], radix: 16) != nil
    {
      radix = 16
      index += 2
    } else {
      radix = 8
    }
  }
  let (integer, afterInteger, integerOverflow) = readDigits(bytes, from: index, radix: radix)
  guard afterInteger > index else { return .invalid }
  if integerOverflow { return .outOfRange }
  var position = afterInteger
  if position == bytes.count { return fitsInt(integer) }

  // A fraction: `1.5K`. Only the digits matter, read as a decimal fraction of the unit.
  var fractionDigits: [Int] = []
  let separator = Array(decimalSeparator().utf8)
  if bytes[position...].starts(with: separator), position + separator.count < bytes.count {
    position += separator.count
    let digits = DigitRun(bytes[position...])
    fractionDigits = Array(digits)
    position = digits.end
    if position == bytes.count { return fractionDigits.allSatisfy { $0 == 0 } ? fitsInt(integer) : .invalid }
  }
  let suffixes = Array("KMGTPEZY".utf8)
  guard let power = suffixes.firstIndex(of: bytes[position] & ~0x20).map({ $0 + 1 }) else { return .invalid }
  let rest = bytes[(position + 1)...]
  let base: UInt64
  if rest.isEmpty || rest.elementsEqual("iB".utf8) || rest.elementsEqual("ib".utf8) {
    base = 1024
  } else if rest.elementsEqual("B".utf8) || rest.elementsEqual("b".utf8) {
    base = 1000
  } else {
    return .invalid
  }
  var unit: UInt64 = 1
  for _ in 0..<power {
    let (product, overflow) = unit.multipliedReportingOverflow(by: base)
    if overflow { return .outOfRange }
    unit = product
  }
  let (scaled, overflow) = integer.multipliedReportingOverflow(by: unit)
  if overflow { return .outOfRange }
  // The fraction's share of the unit, truncated: unit × fraction ÷ 10^digits, split so as not to overflow.
  let digits = fractionDigits.prefix(18)
  let fraction = digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
  let scale = digits.reduce(UInt64(1)) { product, _ in product * 10 }
  let (high, low) = unit.multipliedFullWidth(by: fraction)
  let fractionShare = high >= scale ? UInt64.max : scale.dividingFullWidth((high, low)).quotient
  let (total, sumOverflow) = scaled.addingReportingOverflow(fractionShare)
  return sumOverflow ? .outOfRange : fitsInt(total)
}

private func fitsInt(_ value: UInt64) -> NumberReading {
  value <= UInt64(Int.max) ? .value(Int(value)) : .outOfRange
}

private func digitValue(_ byte: UInt8, radix: UInt64) -> UInt64? {
  let value: UInt64
  if let decimal = byte.decimalDigitValue {
    value = UInt64(decimal)
  } else if (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20) {
    value = UInt64((byte | 0x20) - UInt8(ascii: "a") + 10)
  } else {
    return nil
  }
  return value < radix ? value : nil
}

/// The digits of `radix` from `start`: their value, where they end, and whether the value overflowed 64 bits.
private func readDigits(_ bytes: [UInt8], from start: Int, radix: UInt64) -> (UInt64, Int, Bool) {
  var value: UInt64 = 0
  var overflow = false
  var index = start
  while index < bytes.count, let digit = digitValue(bytes[index], radix: radix) {
    let (product, productOverflow) = value.multipliedReportingOverflow(by: radix)
    let (sum, sumOverflow) = product.addingReportingOverflow(digit)
    overflow = overflow || productOverflow || sumOverflow
    value = sum
    index += 1
  }
  return (value, index, overflow)
}
