// A locale's eras as the C library lists them (LC_TIME's `era`), and the era years they name.

import CalendarCore
import FileFormats

/// A locale's eras, parsed from the strings of its LC_TIME `era` keyword (what `nl_langinfo(ERA)`
/// returns, one string per era), for `--era`: 令和8年 in ja_JP, พ.ศ. 2569 in th_TH, 民國115年 in
/// zh_TW.
///
/// Each string is `direction:offset:start:end:name:format` (POSIX, XBD 7.3.5): the era year of
/// `start` is `offset`, and the years count up from there towards `end` (down when `end` is the
/// earlier date, or when `direction` is `-`); `-*` and `+*` are the beginning and end of time;
/// a year `-N` is N BC. `format` spells a year: `%EC` is the era's name, `%Ey` the era year.
/// Dates are looked up as glibc looks them up: the first era whose span holds the date.
///
///     let eras = EraTable(entries: [
///       "+:2:2020/01/01:+*:令和:%EC%Ey年", "+:1:2019/05/01:2019/12/31:令和:%EC元年",
///     ])
///     eras.yearName(of: CivilDate(year: 2026, month: 11, day: 1))  // "令和8年"
package struct EraTable: Hashable, Sendable {
  /// One end of an era's span.
  package enum Bound: Hashable, Sendable {
    /// The beginning of time (`-*`).
    case past
    /// A day.
    case day(CivilDate)
    /// The end of time (`+*`).
    case future

    /// Whether this bound comes no later than `other`, comparing dates as glibc does (year, then
    /// month, then day as written).
    func isNotAfter(_ other: Bound) -> Bool {
      switch (self, other) {
      case (.past, _), (_, .future): return true
      case (_, .past), (.future, _): return false
      case (.day(let left), .day(let right)): return !isBefore(right, left)
      }
    }
  }

  /// One era of the table.
  package struct Era: Hashable, Sendable {
    /// The era year of `start`.
    package var offset: Int
    /// The first day of the era's span.
    package var start: Bound
    /// The last day of the era's span, possibly before `start`.
    package var end: Bound
    /// Whether the era's years count up from `start` (`+` towards a later end, or `-` towards an earlier one).
    package var countsUp: Bool
    /// The era's name (`%EC`).
    package var name: String
    /// How a year is written: `%EC%Ey年`, `%EC元年`, `%EC %Ey`.
    package var format: String
  }

  /// The eras in the locale's order, which is the order they are looked up in.
  package var eras: [Era]

  /// A table without eras: every year prints as usual.
  package static let none = EraTable(eras: [])

  package init(eras: [Era]) {
    self.eras = eras
  }

  /// Parses the locale's era strings, skipping any that are malformed.
  package init(entries: [String]) {
    eras = entries.compactMap(EraTable.parseEra)
  }

  /// Whether the locale has eras at all.
  package var isEmpty: Bool { eras.isEmpty }

  /// The year of `date` as the locale's era names it (令和8年, 令和元年), or `nil` when no era
  /// holds the date or the era's years cannot be counted (an era that starts at `-*`).
  package func yearName(of date: CivilDate) -> String? {
    eraYear(of: date).map { spelledYear($0.year, in: $0.era) }
  }

  /// The era holding `date` and the number of its year in that era (what glibc's `%EC` and `%Ey`
  /// print), or `nil` as for `yearName(of:)`.
  func eraYear(of date: CivilDate) -> (era: Era, year: Int)? {
    guard let era = era(holding: date), case .day(let start) = era.start else { return nil }
    let elapsed = date.year - start.year
    return (era, era.offset + (era.countsUp ? elapsed : -elapsed))
  }

  /// The names of the years that the days from `first` through `last` fall in, earliest first and
  /// without repeats: one name for most months and years, two when an era begins inside
  /// (`["昭和64年", "平成元年"]` for January 1989); empty when no era holds them.
  package func yearNames(from first: CivilDate, through last: CivilDate) -> [String] {
    // The name can change only on the day an era starts or the day after one ends; look there.
    var days = [first]
    for era in eras {
      // A span may be written from its later day (民前 counts back from 1911/12/31).
      let (earlier, later) = era.start.isNotAfter(era.end) ? (era.start, era.end) : (era.end, era.start)
      var boundaries: [CivilDate] = []
      if case .day(let day) = earlier { boundaries.append(day) }
      if case .day(let day) = later { boundaries.append(dayAfter(day)) }
      for boundary in boundaries where isBefore(first, boundary) && !isBefore(last, boundary) {
        days.append(boundary)
      }
    }
    days.sort(by: isBefore)
    var names: [String] = []
    for day in days {
      if let name = yearName(of: day), name != names.last { names.append(name) }
    }
    return names
  }

  /// The first era whose span, in either direction, holds `date`.
  func era(holding date: CivilDate) -> Era? {
    let day = Bound.day(date)
    return eras.first { era in
      (era.start.isNotAfter(day) && day.isNotAfter(era.end)) || (era.end.isNotAfter(day) && day.isNotAfter(era.start))
    }
  }

  /// `year` written in `era`'s format: `%EC` the name, `%Ey` the number without padding (glibc's
  /// `%Ey` pads to two digits, 令和08年, which no Japanese calendar prints), `%%` a percent sign.
  func spelledYear(_ year: Int, in era: Era) -> String {
    guard !era.format.isEmpty else { return era.name + String(year) }
    var result = ""
    var rest = Substring(era.format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let directive = rest[percent...].prefix(3)
      if directive == "%EC" {
        result += era.name
      } else if directive == "%Ey" {
        result += String(year)
      } else if directive.hasPrefix("%%") {
        result += "%"
        rest = rest[rest.index(percent, offsetBy: 2)...]
        continue
      } else {
        // Anything else is kept as written rather than guessed at.
        result += directive
      }
      rest = rest[rest.index(percent, offsetBy: directive.count)...]
    }
    return result + rest
  }

  // MARK: - Parsing

  /// One era string, or `nil` when it does not have the six fields with numbers and dates.
  static func parseEra(_ text: String) -> Era? {
    // The name and the format may not hold a colon; the format is everything after the fifth.
    let fields = text.split(separator: ":", maxSplits: 5, omittingEmptySubsequences: false)
    guard fields.count == 6, fields[0] == "+" || fields[0] == "-", let offset = decimalInteger(fields[1]) else { return nil }
    guard let start = parseEraBound(fields[2]), let end = parseEraBound(fields[3]) else { return nil }
    return Era(
      offset: offset, start: start, end: end, countsUp: start.isNotAfter(end) == (fields[0] == "+"),
      name: String(fields[4]), format: String(fields[5]))
  }

  /// A `YYYY/MM/DD` date, `-*` or `+*`; a negative year `-N` is N BC, astronomical year 1 - N.
  static func parseEraBound(_ text: Substring) -> Bound? {
    if text == "-*" { return .past }
    if text == "+*" { return .future }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, let year = decimalInteger(parts[0]), let month = decimalInteger(parts[1]),
      let day = decimalInteger(parts[2]), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    return .day(CivilDate(year: year < 0 ? year + 1 : year, month: month, day: day))
  }
}

/// Whether `left` is an earlier day than `right`, comparing the written dates as glibc does.
private func isBefore(_ left: CivilDate, _ right: CivilDate) -> Bool {
  if left.year != right.year { return left.year < right.year }
  if left.month != right.month { return left.month < right.month }
  return left.day < right.day
}

/// The day after `date` in the Gregorian calendar, which is the one glibc's era dates are in.
private func dayAfter(_ date: CivilDate) -> CivilDate {
  Reform.gregorian.date(fromJulianDay: Reform.gregorian.julianDay(of: date) + 1)
}
