// Helpers of the pages' tests: reading cells out of a page, and dates counted without CalendarCore.

import CalendarCore

@testable import SwiftcalCommand

/// A page's setup in the tests: English, on A4.
let testSetup = PageSetup(languageTag: "en", paper: .a4)

/// Hebrew names as glibc's he_IL gives them (its first weekday Sunday, Israel's weekend), so that the tests need no
/// locale installed.
let hebrewPageNames: LocaleNames = {
  var names = LocaleNames(
    monthNames: ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר",
      "דצמבר"],
    abbreviatedMonthNames: ["ינו", "פבר", "מרץ", "אפר", "מאי", "יונ", "יול", "אוג", "ספט", "אוק", "נוב", "דצמ"],
    weekdayAbbreviations: ["א'", "ב'", "ג'", "ד'", "ה'", "ו'", "ש'"], firstWeekday: .sunday)
  names.weekend = Weekend.ofLocale("he_IL")
  return names
}()

/// The values of attribute `attribute` on every occurrence of `element` in `markup`, in order
/// (`values(of: "datetime", in: "time", page)`).
func values(of attribute: String, on element: String, in markup: String) -> [String] {
  markup.split(separator: "<\(element) ", omittingEmptySubsequences: false).dropFirst().compactMap { tag in
    guard let start = tag.range(of: "\(attribute)=\"") else { return nil }
    let rest = tag[start.upperBound...]
    return String(rest.prefix { $0 != "\"" })
  }
}

/// How many times `piece` occurs in `text`.
func occurrences(of piece: String, in text: String) -> Int {
  text.split(separator: piece, omittingEmptySubsequences: false).count - 1
}

/// The proleptic Gregorian day number of a date (Calendrical Calculations, Reingold and Dershowitz,
/// `fixed-from-gregorian`: 1 January of year 1 is day 1), counted here without CalendarCore so that the
/// tests check the pages' dates against a second count.
func gregorianFixedDay(year: Int, month: Int, day: Int) -> Int {
  let previous = year - 1
  var fixed = 365 * previous + floorDivided(previous, 4) - floorDivided(previous, 100) + floorDivided(previous, 400)
  fixed += floorDivided(367 * month - 362, 12) + day
  if month > 2 { fixed -= isGregorianLeapYear(year) ? 1 : 2 }
  return fixed
}

/// The proleptic Gregorian date of day number `fixed`, as `YYYY-MM-DD` (Calendrical Calculations,
/// `gregorian-from-fixed`).
func gregorianDateText(ofFixedDay fixed: Int) -> String {
  var year = floorDivided(fixed - 1, 146_097) * 400
  var rest = fixed - 1 - floorDivided(fixed - 1, 146_097) * 146_097
  let centuries = min(rest / 36_524, 3)
  rest -= centuries * 36_524
  let quadrennia = rest / 1461
  rest -= quadrennia * 1461
  let years = min(rest / 365, 3)
  year += centuries * 100 + quadrennia * 4 + years + 1
  let priorDays = fixed - gregorianFixedDay(year: year, month: 1, day: 1)
  let correction = fixed < gregorianFixedDay(year: year, month: 3, day: 1) ? 0 : (isGregorianLeapYear(year) ? 1 : 2)
  let month = floorDivided(12 * (priorDays + correction) + 373, 367)
  let day = fixed - gregorianFixedDay(year: year, month: month, day: 1) + 1
  return zeroPadded(year, 4) + "-" + zeroPadded(month, 2) + "-" + zeroPadded(day, 2)
}

/// Whether `year` is a Gregorian leap year.
func isGregorianLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

/// Floor division.
private func floorDivided(_ dividend: Int, _ divisor: Int) -> Int {
  let quotient = dividend / divisor
  return dividend % divisor != 0 && (dividend < 0) != (divisor < 0) ? quotient - 1 : quotient
}

/// `value` with zeros in front up to `width` digits.
private func zeroPadded(_ value: Int, _ width: Int) -> String {
  let digits = String(value)
  return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// A source of facts for the tests, of any kinds: the facts `days` lists, each on its JDN, the value (and
/// so the kind) and label given: what holidays and events, which other engineers add, look like to a page.
final class TestFactSource: DayFactSource, Hashable {
  /// Each fact: its JDN, kind and label.
  let facts: [TestFact]

  init(facts: [TestFact]) { self.facts = facts }

  static func == (left: TestFactSource, right: TestFactSource) -> Bool { left.facts == right.facts }

  func hash(into hasher: inout Hasher) { hasher.combine(facts) }

  /// One fact of a `TestFactSource`.
  struct TestFact: Hashable, Sendable {
    let julianDay: Int
    let value: DayFactValue
    let label: String

    var kind: DayFactKind { value.kind }
  }

  var kinds: DayFactKinds { facts.reduce(into: []) { $0.insert($1.kind.asSet) } }

  func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    for (number, fact) in facts.enumerated() where (first...last).contains(fact.julianDay) {
      body(fact.julianDay, number)
    }
  }

  func kind(ofFact fact: Int) -> DayFactKind { facts[fact].kind }

  func label(ofFact fact: Int) -> String { facts[fact].label }

  func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue { facts[fact].value }
}
