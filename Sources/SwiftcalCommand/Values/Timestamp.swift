// The timestamp forms util-linux cal accepts for one operand (2026-12-25 10:00, @1700000000, +2 days, 3 weeks ago).

import CalendarCore
import FileFormats

/// A local date and time of day in the proleptic Gregorian calendar, as C's `struct tm` holds one (a "broken-down
/// time", in C's words): its fields, where `CalendarCore`'s `LocalDateTime` counts seconds.
package struct BrokenDownTime: Hashable, Sendable {
  package var year: Int
  package var month: Int
  package var day: Int
  package var hour: Int
  package var minute: Int
  package var second: Int

  package init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
  }

  /// The date, in the proleptic Gregorian calendar.
  package var date: CivilDate { CivilDate(year: year, month: month, day: day) }
}

/// Converts between seconds since the epoch and local time: the time zone (`TZ`) the program's edge reads.
/// Pure code takes one of these instead of calling `localtime` and `mktime` itself.
package struct TimeZoneRules: Sendable {
  /// The local date and time at `seconds` since the epoch (`localtime_r`).
  package let localTime: @Sendable (Int) -> BrokenDownTime
  /// The seconds since the epoch of a local date and time whose fields may run over (`mktime`:
  /// 30 February is 2 March), or `nil` when it cannot be represented.
  package let epochSeconds: @Sendable (BrokenDownTime) -> Int?
  /// How many seconds the local clocks run ahead of UTC at `seconds` since the epoch: `localTime`'s time less the
  /// instant's, or what the C library says of it directly (`tm_gmtoff`).
  package let secondsAheadOfUTC: @Sendable (Int) -> Int

  /// The zone of `localTime` and `epochSeconds`; `secondsAheadOfUTC` when the zone's edge knows the offset without
  /// working it out from the local time.
  package init(
    localTime: @escaping @Sendable (Int) -> BrokenDownTime, epochSeconds: @escaping @Sendable (BrokenDownTime) -> Int?,
    secondsAheadOfUTC: (@Sendable (Int) -> Int)? = nil
  ) {
    self.localTime = localTime
    self.epochSeconds = epochSeconds
    self.secondsAheadOfUTC =
      secondsAheadOfUTC ?? { seconds in
        let local = localTime(seconds)
        let localDays = Reform.gregorian.julianDay(of: local.date) - unixEpochJulianDay
        return localDays * 86_400 + local.hour * 3600 + local.minute * 60 + local.second - seconds
      }
  }

  /// Coordinated Universal Time, computed without the C library (for tests, and `TZ=UTC`).
  package static let utc = TimeZoneRules(
    localTime: { seconds in
      let days = floorDivide(seconds, 86_400)
      let secondOfDay = seconds - days * 86_400
      let date = Reform.gregorian.date(fromJulianDay: days + unixEpochJulianDay)
      return BrokenDownTime(
        year: date.year, month: date.month, day: date.day, hour: secondOfDay / 3600,
        minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
    },
    epochSeconds: { time in
      // Months run over into years first, as mktime normalises them; days then count from the 1st.
      let monthIndex = time.year * 12 + time.month - 1
      let first = CivilDate(year: floorDivide(monthIndex, 12), month: floorModulo(monthIndex, 12) + 1, day: 1)
      let days = Reform.gregorian.julianDay(of: first) + time.day - 1 - unixEpochJulianDay
      return days * 86_400 + time.hour * 3600 + time.minute * 60 + time.second
    })
}

/// The Julian day number of 1 January 1970, the Unix epoch.
let unixEpochJulianDay = 2_440_588

/// What a timestamp operand names.
package enum TimestampMeaning: Hashable, Sendable {
  /// A date written out (`2026-12-25`, `26-12-25 10:00`): its fields as typed, to be read in the reform in
  /// force. cal converts them through seconds since 1970 instead, which breaks before 1970 (see the README).
  case writtenDate(year: Int, month: Int, day: Int)
  /// An instant, in seconds since the epoch (`@1700000000`, `+2 days`, `tomorrow`, `10:30`).
  case instant(Int)
}

/// The timestamp `text` names, as util-linux's `parse_timestamp` reads one, or `nil` when it is not one.
///
/// Forms: `now`, `today`, `yesterday`, `tomorrow`; `@SECONDS`; `+DURATION` and `-DURATION` and
/// `DURATION ago` (`2 days`, `1h30min`, `1.5w`); and `[WEEKDAY ]DATE`, where DATE is `YYYY-MM-DD`, `YY-MM-DD`,
/// either with ` HH:MM` or ` HH:MM:SS` (or `THH:MM:SS`), `HH:MM[:SS]` alone (today), or `YYYYMMDDHHMMSS`.
/// - Parameters:
///   - text: the operand.
///   - now: the current instant in seconds since the epoch, which relative forms count from.
///   - zone: the local time zone.
func parseTimestamp(_ text: String, now: Int, zone: TimeZoneRules) -> TimestampMeaning? {
  var local = zone.localTime(now)
  let bytes = Array(text.utf8)
  switch text {
  case "now": return .instant(now)
  case "today", "yesterday", "tomorrow":
    local.day += text == "today" ? 0 : (text == "tomorrow" ? 1 : -1)
    (local.hour, local.minute, local.second) = (0, 0, 0)
    return zone.epochSeconds(local).map(TimestampMeaning.instant)
  default: break
  }
  if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
    guard let microseconds = parseDuration(bytes.dropFirst()) else { return nil }
    let (seconds, overflow) = now.addingReportingOverflow(
      (first == UInt8(ascii: "+") ? 1 : -1) * (microseconds / 1_000_000))
    return overflow ? nil : .instant(seconds)
  }
  if bytes.first == UInt8(ascii: "@") {
    let digits = DigitRun(bytes.dropFirst())
    guard !digits.isEmpty else { return nil }
    var seconds = 0
    for digit in digits {
      let (product, overflow) = seconds.multipliedReportingOverflow(by: 10)
      guard !overflow, product <= Int.max - 9 else { return nil }
      seconds = product + digit
    }
    let rest = bytes[digits.end...]
    guard rest.isEmpty || isSubseconds(rest) else { return nil }
    return .instant(seconds)
  }
  if bytes.count > 4, bytes.suffix(4).elementsEqual(" ago".utf8) {
    guard let microseconds = parseDuration(bytes.dropLast(4)) else { return nil }
    return .instant(now - microseconds / 1_000_000)
  }
  return parseWrittenTimestamp(bytes[...], local: local, zone: zone)
}

// MARK: - Written dates and times

/// One of the formats `parse_timestamp` tries in turn, as strptime patterns, and what it clears afterwards.
private struct TimestampFormat {
  let pattern: String
  /// Whether fractions of a second may follow (`.123`, `,5`).
  let allowsSubseconds: Bool
  /// Whether the date is written out (so that a date alone keeps its typed fields).
  let hasDate: Bool
}

/// In `parse_timestamp`'s order: two-digit years before four-digit ones, so `26-02-03` is 2026.
private let timestampFormats = [
  TimestampFormat(pattern: "%y-%m-%d %H:%M:%S", allowsSubseconds: true, hasDate: true),
  TimestampFormat(pattern: "%Y-%m-%d %H:%M:%S", allowsSubseconds: true, hasDate: true),
  TimestampFormat(pattern: "%Y-%m-%dT%H:%M:%S", allowsSubseconds: true, hasDate: true),
  TimestampFormat(pattern: "%y-%m-%d %H:%M", allowsSubseconds: false, hasDate: true),
  TimestampFormat(pattern: "%Y-%m-%d %H:%M", allowsSubseconds: false, hasDate: true),
  TimestampFormat(pattern: "%y-%m-%d", allowsSubseconds: false, hasDate: true),
  TimestampFormat(pattern: "%Y-%m-%d", allowsSubseconds: false, hasDate: true),
  TimestampFormat(pattern: "%H:%M:%S", allowsSubseconds: true, hasDate: false),
  TimestampFormat(pattern: "%H:%M", allowsSubseconds: false, hasDate: false),
  TimestampFormat(pattern: "%Y%m%d%H%M%S", allowsSubseconds: true, hasDate: true),
]

/// The weekday names a written timestamp may start with (`Mon 2026-11-30`), full names before
/// abbreviations, with their numbers counted from Sunday as 0.
private let timestampWeekdays: [(name: String, number: Int)] = [
  ("sunday", 0), ("sun", 0), ("monday", 1), ("mon", 1), ("tuesday", 2), ("tue", 2), ("wednesday", 3),
  ("wed", 3), ("thursday", 4), ("thu", 4), ("friday", 5), ("fri", 5), ("saturday", 6), ("sat", 6),
]

private func parseWrittenTimestamp(_ input: ArraySlice<UInt8>, local: BrokenDownTime, zone: TimeZoneRules)
  -> TimestampMeaning?
{
  var text = input
  var weekday: Int?
  for (name, number) in timestampWeekdays {
    let nameBytes = Array(name.utf8)
    guard text.count > nameBytes.count,
      zip(text, nameBytes).allSatisfy({ $0 | 0x20 == $1 }),
      text[text.startIndex + nameBytes.count] == UInt8(ascii: " ")
    else { continue }
    weekday = number
    text = text.dropFirst(nameBytes.count + 1)
    break
  }
  for format in timestampFormats {
    guard var fields = scanTime(text, pattern: Array(format.pattern.utf8), start: local) else { continue }
    if fields.rest.isEmpty {
      if !format.pattern.hasSuffix("%S") { fields.time.second = 0 }
      if format.pattern.hasSuffix("%d") { (fields.time.hour, fields.time.minute) = (0, 0) }
    } else if !(format.allowsSubseconds && isSubseconds(fields.rest)) {
      continue
    }
    guard let seconds = zone.epochSeconds(fields.time) else { return nil }
    if let weekday {
      // mktime's weekday of the normalised date: days since the epoch, 1 January 1970 being a Thursday.
      let normalised = zone.localTime(seconds)
      let dayNumber = Reform.gregorian.julianDay(of: normalised.date) - unixEpochJulianDay
      guard floorModulo(dayNumber + 4, 7) == weekday else { return nil }
    }
    let time = fields.time
    if format.hasDate, (1...12).contains(time.month), (1...31).contains(time.day) {
      return .writtenDate(year: time.year, month: time.month, day: time.day)
    }
    return .instant(seconds)
  }
  return nil
}

/// `text` read by a strptime `pattern` of `%Y %y %m %d %H %M %S` and literal bytes, starting from `start`'s
/// fields; returns the fields and the bytes left over, or `nil` when the text does not fit.
private func scanTime(_ text: ArraySlice<UInt8>, pattern: [UInt8], start: BrokenDownTime)
  -> (time: BrokenDownTime, rest: ArraySlice<UInt8>)?
{
  var time = start
  var input = text
  var index = 0
  while index < pattern.count {
    let byte = pattern[index]
    if byte == UInt8(ascii: " ") {
      // White space in a pattern matches any run of it, none included.
      while let next = input.first, next == 0x20 || (0x09...0x0D).contains(next) { input = input.dropFirst() }
      index += 1
      continue
    }
    guard byte == UInt8(ascii: "%") else {
      guard input.first == byte else { return nil }
      input = input.dropFirst()
      index += 1
      continue
    }
    let field = pattern[index + 1]
    index += 2
    let (range, digits): (ClosedRange<Int>, Int)
    switch field {
    case UInt8(ascii: "Y"): (range, digits) = (0...9999, 4)
    case UInt8(ascii: "y"): (range, digits) = (0...99, 2)
    case UInt8(ascii: "m"): (range, digits) = (1...12, 2)
    case UInt8(ascii: "d"): (range, digits) = (1...31, 2)
    case UInt8(ascii: "H"): (range, digits) = (0...23, 2)
    case UInt8(ascii: "M"): (range, digits) = (0...59, 2)
    default: (range, digits) = (0...61, 2)  // %S, with room for leap seconds as POSIX once allowed
    }
    guard let value = scanNumber(&input, range: range, maximumDigits: digits) else { return nil }
    switch field {
    case UInt8(ascii: "Y"): time.year = value
    // glibc's rule: 69-99 are the 1900s, 00-68 the 2000s.
    case UInt8(ascii: "y"): time.year = value >= 69 ? 1900 + value : 2000 + value
    case UInt8(ascii: "m"): time.month = value
    case UInt8(ascii: "d"): time.day = value
    case UInt8(ascii: "H"): time.hour = value
    case UInt8(ascii: "M"): time.minute = value
    default: time.second = value
    }
  }
  return (time, input)
}

/// glibc strptime's number reading: spaces skipped, then up to `maximumDigits` digits, stopping early
/// when one more digit could not stay within `range`.
private func scanNumber(_ input: inout ArraySlice<UInt8>, range: ClosedRange<Int>, maximumDigits: Int) -> Int? {
  while input.first == UInt8(ascii: " ") { input = input.dropFirst() }
  let digits = DigitRun(input)
  guard !digits.isEmpty else { return nil }
  var value = 0
  var count = 0
  for digit in digits {
    value = value * 10 + digit
    count += 1
    if count == maximumDigits || value * 10 > range.upperBound { break }
  }
  input = input.dropFirst(count)
  return range.contains(value) ? value : nil
}

/// `.123` or `,5`: a fraction of a second after a time, which does not change the date.
private func isSubseconds(_ text: ArraySlice<UInt8>) -> Bool {
  guard let first = text.first, first == UInt8(ascii: ".") || first == UInt8(ascii: ",") else { return false }
  let digits = text.dropFirst()
  return digits.count <= 6 && DigitRun(digits).end == digits.endIndex
}

// MARK: - Durations

/// The units of a duration, in the order util-linux's `parse_sec` tries them (so `m` is minutes and `ms`
/// milliseconds), in microseconds. A month is 30.44 days and a year 365.25, as there. A number needs a unit.
private let durationUnits: [(suffix: String, microseconds: Int)] = [
  ("seconds", 1_000_000), ("second", 1_000_000), ("sec", 1_000_000), ("s", 1_000_000),
  ("minutes", 60_000_000), ("minute", 60_000_000), ("min", 60_000_000),
  ("months", 2_629_800_000_000), ("month", 2_629_800_000_000),
  ("msec", 1000), ("ms", 1000), ("m", 60_000_000),
  ("hours", 3_600_000_000), ("hour", 3_600_000_000), ("hr", 3_600_000_000), ("h", 3_600_000_000),
  ("days", 86_400_000_000), ("day", 86_400_000_000), ("d", 86_400_000_000),
  ("weeks", 604_800_000_000), ("week", 604_800_000_000), ("w", 604_800_000_000),
  ("years", 31_557_600_000_000), ("year", 31_557_600_000_000), ("y", 31_557_600_000_000),
  ("usec", 1), ("us", 1),
]

/// A duration such as `2 days`, `1h30min` or `1.5w`, in microseconds, or `nil` when `text` is not one.
func parseDuration<Bytes: Collection<UInt8>>(_ text: Bytes) -> Int? {
  let bytes = Array(text)
  let whiteSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
  var index = 0
  var total = 0
  var hasTerm = false
  while true {
    while index < bytes.count, whiteSpace.contains(bytes[index]) { index += 1 }
    if index == bytes.count { return hasTerm ? total : nil }
    // strtoll: a sign is read, but only a non-negative number is allowed.
    var numberStart = index
    if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { numberStart += 1 }
    let wholeDigits = DigitRun(bytes[numberStart...])
    var whole = 0
    for digit in wholeDigits {
      whole = whole * 10 + digit
      guard whole < 1 << 50 else { return nil }
    }
    var end = wholeDigits.end
    let hasDigits = !wholeDigits.isEmpty
    if hasDigits && bytes[index] == UInt8(ascii: "-") && whole != 0 { return nil }
    var fraction = 0
    var fractionDigits = 0
    if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
      end += 1
      // At most 15 digits are read; more leave a digit where the unit should be.
      let digits = DigitRun(bytes[end...].prefix(15))
      for digit in digits { fraction = fraction * 10 + digit }
      fractionDigits = digits.count
      end = digits.end
    } else if !hasDigits {
      return nil
    }
    while end < bytes.count, whiteSpace.contains(bytes[end]) { end += 1 }
    guard
      let unit = durationUnits.first(where: { bytes[end...].starts(with: $0.suffix.utf8) })
    else { return nil }
    let (wholePart, overflow) = whole.multipliedReportingOverflow(by: unit.microseconds)
    guard !overflow else { return nil }
    // The fraction's share, rounded down: its product with the unit is taken in 128 bits, as 15 digits
    // of fraction times a year's microseconds pass Int.max; the quotient is less than the unit.
    var power = 1
    for _ in 0..<fractionDigits { power *= 10 }
    let fractionPart = power.dividingFullWidth(unit.microseconds.multipliedFullWidth(by: fraction)).quotient
    // Terms each within range may add up past it (`277840 y 277840 y`): no such duration.
    let (withWhole, wholeOverflow) = total.addingReportingOverflow(wholePart)
    let (sum, fractionOverflow) = withWhole.addingReportingOverflow(fractionPart)
    guard !wholeOverflow && !fractionOverflow else { return nil }
    total = sum
    index = end + unit.suffix.utf8.count
    hasTerm = true
  }
}
