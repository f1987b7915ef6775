// The values inside a fuzz input's records: dates, numbers, names and escaped bytes.

import CalendarCore
@testable import SwiftcalCommand

extension FuzzCase {
  /// A date the clock could give: a valid Gregorian date in swiftcal's years.
  static func clockDate(_ text: String) -> CivilDate? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { parseNumber(String($0)) }
    guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
      (1...Limits.lastYear).contains(year)
    else { return nil }
    let date = CivilDate(year: year, month: month, day: day)
    return Reform.gregorian.isValid(date) ? date : nil
  }

  /// `base` with names replaced by the `|`-separated `list`, in the order of `LocaleNames.init`.
  static func names(_ list: String, over base: LocaleNames) -> LocaleNames {
    let given = list.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    func pick(_ range: Range<Int>, _ defaults: [String]) -> [String] {
      range.enumerated().map { position, index in index < given.count ? given[index] : defaults[position] }
    }
    return LocaleNames(
      monthNames: pick(0..<12, base.monthNames), abbreviatedMonthNames: pick(12..<24, base.abbreviatedMonthNames),
      alternativeMonthNames: base.alternativeMonthNames, weekdayAbbreviations: pick(24..<31, base.weekdayAbbreviations),
      firstWeekday: base.firstWeekday)
  }

  /// `bytes` with `DLE 0` read as NUL and `DLE DLE` as DLE, so that a record can hold any byte.
  static func unescaped(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x10, index + 1 < bytes.count, bytes[index + 1] == 0x10 || bytes[index + 1] == 0x30 {
        result.append(bytes[index + 1] == 0x10 ? 0x10 : 0)
        index += 2
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  /// The inverse of `unescaped(_:)`.
  static func escaped(_ bytes: [UInt8]) -> [UInt8] {
    bytes.flatMap { $0 == 0 ? [0x10, 0x30] : $0 == 0x10 ? [0x10, 0x10] : [$0] }
  }

  /// A decimal number with an optional sign, or `nil`.
  static func signedNumber(_ text: String) -> Int? {
    text.hasPrefix("-") ? parseNumber(String(text.dropFirst())).map { -$0 } : parseNumber(text)
  }

  /// The date `YYYY-MM-DD` names (any year of digits), without checking that it exists.
  static func date(_ text: String) -> CivilDate? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else {
      return nil
    }
    return CivilDate(year: year, month: month, day: day)
  }
}
