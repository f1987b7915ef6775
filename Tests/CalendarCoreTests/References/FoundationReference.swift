// Foundation's calendars as a second opinion for the tests.
import CalendarCore
import Foundation

/// Foundation's calendars as an outside opinion, in the tests only: the library never imports
/// Foundation.
///
/// On Linux `Calendar(identifier: .gregorian)` is Julian up to 4 October 1582 and Gregorian from
/// 15 October 1582 (29 February 1500 exists; 4 October 1582 is a Thursday, 15 October a Friday),
/// and it offers no public way to move that switch. So it speaks for `.julian` up to 1581 and for
/// `.gregorian` from 1583; `.greatBritain1752` agrees with it before 1582 and after 1752.
struct FoundationReference {
  let calendar: Calendar

  /// JDN of 1 January 1970, the Unix epoch (2,440,588: JD 2440587.5 at midnight, Meeus ch. 7).
  static let unixEpochJulianDay = 2_440_588

  init(_ identifier: Calendar.Identifier = .gregorian) {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    self.calendar = calendar
  }

  /// Midnight UTC at the start of `date`.
  func instant(of date: CivilDate) -> Date {
    calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day))!
  }

  /// The JDN of `date`: whole days since the Unix epoch plus the epoch's JDN.
  func julianDay(of date: CivilDate) -> Int {
    Int((instant(of: date).timeIntervalSince1970 / 86_400).rounded(.down)) + FoundationReference.unixEpochJulianDay
  }

  /// The weekday of `date`; Foundation numbers weekdays as `Weekday` does, Sunday 1.
  func weekday(of date: CivilDate) -> Weekday {
    Weekday(rawValue: calendar.component(.weekday, from: instant(of: date)))!
  }

  /// Days in the month of `date`.
  func numberOfDays(inMonthOf date: CivilDate) -> Int {
    calendar.range(of: .day, in: .month, for: instant(of: date))!.count
  }

  /// The week of the year and its week-numbering year, by the calendar's own week rules.
  func week(of date: CivilDate) -> (week: Int, year: Int) {
    let components = calendar.dateComponents([.weekOfYear, .yearForWeekOfYear], from: instant(of: date))
    return (components.weekOfYear!, components.yearForWeekOfYear!)
  }
}
