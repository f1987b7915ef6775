// DurationValue: an iCalendar DURATION value (RFC 5545, 3.3.6).

import Events

/// Reads `[+-]P nW` or `[+-]P [nD] [T [nH] [nM] [nS]]` (3.3.6) into nominal days and exact seconds.
enum DurationValue {
  /// The largest number one part may hold: ten million weeks is far past any calendar, and keeps the
  /// sums below overflow.
  static let largestPart = 99_999_999

  /// The duration `text` names, or `nil` if it is not a duration. Weeks and days combined (`P1W2D`,
  /// which 3.3.6 does not allow) are read too, as some producers write them.
  static func parse(_ text: Substring) -> EventDuration? {
    text.withContiguousUTF8 { parse($0[...]) }
  }

  private static func parse(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> EventDuration? {
    var bytes = text
    var sign = 1
    if bytes.first == 0x2D {  // -
      sign = -1
      bytes = bytes.dropFirst()
    } else if bytes.first == 0x2B {  // +
      bytes = bytes.dropFirst()
    }
    guard bytes.first == 0x50 else { return nil }  // P
    bytes = bytes.dropFirst()
    var days = 0
    var seconds = 0
    var isTime = false
    var partCount = 0
    var timePartCount = 0
    while let first = bytes.first {
      if first == 0x54 {  // T
        guard !isTime else { return nil }
        isTime = true
        bytes = bytes.dropFirst()
        continue
      }
      let digits = bytes.prefix { $0.decimalDigitValue != nil }
      guard !digits.isEmpty, digits.count <= 8, digits.endIndex < bytes.endIndex else { return nil }
      let value = digits.reduce(0) { $0 * 10 + $1.decimalDigitValue! }
      switch (bytes[digits.endIndex], isTime) {
      case (0x57, false): days += 7 * value  // W
      case (0x44, false): days += value  // D
      case (0x48, true): seconds += 3600 * value  // H
      case (0x4D, true): seconds += 60 * value  // M
      case (0x53, true): seconds += value  // S
      default: return nil
      }
      partCount += 1
      if isTime { timePartCount += 1 }
      bytes = bytes[(digits.endIndex + 1)...]
    }
    // A `T` must be followed by a time (3.3.6: dur-time = "T" (dur-hour / dur-minute / dur-second)).
    guard partCount > 0, !isTime || timePartCount > 0 else { return nil }
    return EventDuration(days: sign * days, seconds: sign * seconds)
  }
}
