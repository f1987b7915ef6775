// LegendDate: a listed day's date as the legend writes it, made once for the day's lines.

/// The bytes of a day's date as `CivilDate.description` writes it, `2026-12-24` (`-0044-03-15` before year
/// 0): what begins the day's line and each of its events' lines, made once for them all without a string.
struct LegendDate {
  /// The bytes, the first `count` of them: room for a sign and nineteen digits, two dashes and a day.
  private let storage: (UInt64, UInt64, UInt64, UInt64)
  /// How many bytes the date has.
  let count: Int

  /// The date `year`-`month`-`day`.
  init(year: Int, month: Int, day: Int) {
    guard year >= 0 && year <= 9999 else {
      (storage, count) = LegendDate.written(year: year, month: month, day: day)
      return
    }
    // `YYYY-MM-DD` as two words, the first byte the lowest (little-endian), without a cursor's checks.
    let zero = UInt64(UInt8(ascii: "0"))
    let dash = UInt64(UInt8(ascii: "-"))
    let digits = (UInt64(year / 1000), UInt64(year / 100 % 10), UInt64(year / 10 % 10), UInt64(year % 10))
    let first =
      (zero + digits.0) | (zero + digits.1) << 8 | (zero + digits.2) << 16 | (zero + digits.3) << 24 | dash << 32
      | (zero + UInt64(month / 10)) << 40 | (zero + UInt64(month % 10)) << 48 | dash << 56
    let second = (zero + UInt64(day / 10)) | (zero + UInt64(day % 10)) << 8
    storage = (first.littleEndian, second.littleEndian, 0, 0)
    count = 10
  }

  /// The bytes of the date `year`-`month`-`day` for any year and their count, written by the general writer of
  /// numbers (a sign, more digits).
  private static func written(year: Int, month: Int, day: Int) -> ((UInt64, UInt64, UInt64, UInt64), Int) {
    var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &storage) { raw in
      let room = raw.bindMemory(to: UInt8.self)
      var cursor = ByteCursor(room)
      cursor.writeDecimal(year, zeroPaddedTo: 4)
      cursor.write(UInt8(ascii: "-"))
      cursor.writeTwoDigits(month)
      cursor.write(UInt8(ascii: "-"))
      cursor.writeTwoDigits(day)
      count = cursor.next - room.baseAddress!
    }
    return (storage, count)
  }

  /// Calls `body` with the date's bytes.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withUnsafeBytes(of: storage) { raw in
      body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<count]))
    }
  }
}
