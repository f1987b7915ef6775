// The holiday legend's dates, `2026-05-06`, written as bytes a month's lines share.

import CalendarCore

extension HolidayLegend {
  /// The bytes `YYYY-` of `year` in memory order (the first the lowest), which begin each line of its months;
  /// 0 for a year outside 0...9999, written by the general writer of numbers. Made once a year.
  static func yearPrefix(of year: Int) -> UInt64 {
    guard year >= 0 && year <= 9999 else { return 0 }
    let digits = (UInt64(year / 1000), UInt64(year / 100 % 10), UInt64(year / 10 % 10), UInt64(year % 10))
    let zero = UInt64(UInt8(ascii: "0"))
    return (zero + digits.0) | (zero + digits.1) << 8 | (zero + digits.2) << 16 | (zero + digits.3) << 24
      | UInt64(UInt8(ascii: "-")) << 32
  }

  /// The bytes `YYYY-MM-` of a month of the year whose `yearPrefix` is `yearPrefix`, in memory order; 0 when
  /// that is 0.
  static func datePrefix(yearPrefix: UInt64, month: Int) -> UInt64 {
    guard yearPrefix != 0 else { return 0 }
    let zero = UInt64(UInt8(ascii: "0"))
    return yearPrefix | (zero + UInt64(month / 10)) << 40 | (zero + UInt64(month % 10)) << 48
      | UInt64(UInt8(ascii: "-")) << 56
  }

  /// Writes the date as `CivilDate.description` writes it, `2026-05-06`, without making a string of it: the
  /// month's `prefix` (`datePrefix(yearPrefix:month:)`) and the day's two digits as one copy of ten bytes, or, with no
  /// prefix, each part by itself.
  @inline(__always)
  static func writeDate(month: YearMonth, prefix: UInt64, day: Int, to cursor: inout ByteCursor) {
    if prefix != 0 {
      // Day 1 to 31: wrapping arithmetic, as no digit can overflow a byte.
      let digits = UInt16(truncatingIfNeeded: 48 &+ day / 10) | UInt16(truncatingIfNeeded: 48 &+ day % 10) &<< 8
      // Little-endian: the prefix's lowest byte is its first.
      var head = (prefix.littleEndian, digits.littleEndian)
      withUnsafeBytes(of: &head) { raw in
        raw.withMemoryRebound(to: UInt8.self) { cursor.write(UnsafeBufferPointer(rebasing: $0[0..<10])) }
      }
      return
    }
    if month.year >= 0 && month.year <= 9999 {
      // Four digits, two and two, written directly: the general writer of numbers does more.
      let year = month.year
      cursor.write(UInt8(ascii: "0") + UInt8(year / 1000))
      cursor.write(UInt8(ascii: "0") + UInt8(year / 100 % 10))
      writeTwoDigits(year % 100, to: &cursor)
    } else {
      cursor.writeDecimal(month.year, zeroPaddedTo: 4)
    }
    cursor.write(UInt8(ascii: "-"))
    writeTwoDigits(month.month, to: &cursor)
    cursor.write(UInt8(ascii: "-"))
    writeTwoDigits(day, to: &cursor)
  }

  /// Writes `number` (0 to 99) as two digits.
  @inline(__always)
  static func writeTwoDigits(_ number: Int, to cursor: inout ByteCursor) {
    cursor.write(UInt8(ascii: "0") + UInt8(number / 10))
    cursor.write(UInt8(ascii: "0") + UInt8(number % 10))
  }
}
