// DateTimeValue: iCalendar DATE and DATE-TIME values (RFC 5545, 3.3.4 and 3.3.5), before zones are known.

import CalendarCore
import Events

/// A DATE or DATE-TIME as written, its TZID not yet resolved to a zone.
enum DateTimeValue: Hashable, Sendable {
  /// `20261203` (or `VALUE=DATE`): the Julian Day Number.
  case date(julianDay: Int)
  /// `20261203T093000`: no zone, the same wall clock everywhere (3.3.5, form #1).
  case floating(LocalDateTime)
  /// `20261203T093000Z`: UTC (form #2).
  case utc(LocalDateTime)
  /// `TZID=Europe/Berlin:20261203T093000`: the wall clock of the zone named (form #3).
  case zoned(LocalDateTime, tzid: String)

  /// Whether it is a date with no time.
  var isDate: Bool {
    if case .date = self { return true }
    return false
  }

  /// The value `text`, zoned by `tzid` when it is a date-time with neither `Z` nor a missing TZID.
  /// A value of eight digits is a date whatever VALUE says (producers write `VALUE=DATE` and forget it
  /// as often as they write it); anything else must be a date-time.
  static func parse(_ text: Substring, tzid: String?) -> DateTimeValue? {
    text.withContiguousUTF8 { parse($0, tzid: tzid) }
  }

  /// The first of the comma-separated values of `text`, less the spaces around it, as `parse` reads it.
  static func parseFirst(_ text: String, tzid: String?) -> DateTimeValue? {
    var text = text
    return text.withUTF8 { bytes in
      var end = bytes.firstIndex(of: 0x2C) ?? bytes.count
      var start = 0
      while start < end, bytes[start] == 0x20 { start += 1 }
      while end > start, bytes[end - 1] == 0x20 { end -= 1 }
      return parse(UnsafeBufferPointer(rebasing: bytes[start..<end]), tzid: tzid)
    }
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, tzid: String?) -> DateTimeValue? {
    guard bytes.count >= 8, let day = julianDay(bytes) else { return nil }
    if bytes.count == 8 { return .date(julianDay: day) }
    // 3.3.5: date "T" HHMMSS ["Z"]. A lower-case t or z is read as well.
    guard bytes.count == 15 || bytes.count == 16, bytes[8] | 0x20 == 0x74 else { return nil }
    guard let hour = number(bytes, 9, 2), let minute = number(bytes, 11, 2), let second = number(bytes, 13, 2),
      hour <= 23, minute <= 59, second <= 60
    else { return nil }
    // A leap second (second 60, allowed by 3.3.5) is read as the second before it: the model counts none.
    let time = LocalDateTime(julianDay: day, secondOfDay: hour * 3600 + minute * 60 + min(second, 59))
    if bytes.count == 16 {
      guard bytes[15] | 0x20 == 0x7A else { return nil }
      return .utc(time)
    }
    if let tzid, !tzid.isEmpty { return .zoned(time, tzid: tzid) }
    return .floating(time)
  }

  /// The Julian Day Number of the date in the first 8 bytes, if it is one of the Gregorian calendar.
  private static func julianDay(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let year = number(bytes, 0, 4), let month = number(bytes, 4, 2), let day = number(bytes, 6, 2),
      (1...12).contains(month), day >= 1, day <= Reform.gregorian.numberOfDays(inMonth: month, year: year)
    else { return nil }
    return Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: day))
  }

  /// The decimal number of `length` digits at `offset`, or `nil` if one of them is not a digit.
  static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ length: Int) -> Int? {
    guard offset + length <= bytes.count else { return nil }
    var value = 0
    for index in offset..<(offset + length) {
      guard let digit = bytes[index].decimalDigitValue else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  /// The decimal number of `length` digits at `offset` of `bytes`.
  static func number(_ bytes: [UInt8], _ offset: Int, _ length: Int) -> Int? {
    bytes.withUnsafeBufferPointer { number($0, offset, length) }
  }
}
