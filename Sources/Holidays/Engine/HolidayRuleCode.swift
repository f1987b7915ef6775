// HolidayRuleCode: a rule of one day a year written as one number, for a year to find its day without the rule.

import CalendarCore

/// A rule whose date is of a single day's form (a fixed date, a weekday of a month, Easter, an equinox) as one
/// number, found where the page writes the rule and kept in its selection (`HolidaySelection.ruleTable`): a year
/// finds its day from the number alone, without the rule object. A rule of no day of its own (`derived`) has a code
/// that finds none. Other rules, and those kept on some weekdays only or not every year, are code 0, found by
/// the rule itself.
///
/// The number holds the form (bits 0-3), the month (4-7), the day of the month (8-12), the weekday (13-15,
/// its raw value less one), the ordinal plus 8 (16-19) and the days added plus 2^15 (20-35); an equinox holds
/// its clocks' minutes ahead of UTC plus 2^15 where the others hold the days added.
enum HolidayRuleCode {
  /// The code of `date` with `offset` days added, or 0 for a form of more than one day or parts out of the
  /// code's range (an ordinal past 5, an offset past 2^15 days).
  static func make(for date: HolidayDate, offset: Int) -> Int {
    switch date {
    case .fixed(let month, let day): return code(form: 1, month: month, day: day, offset: offset)
    case .weekday(let weekday, let ordinal, let month):
      guard (-5...5).contains(ordinal) else { return 0 }
      return code(form: 2, month: month, weekday: weekday, ordinal: ordinal, offset: offset)
    case .weekdayOnOrAfter(let weekday, let month, let day):
      return code(form: 3, month: month, day: day, weekday: weekday, offset: offset)
    case .weekdayOnOrBefore(let weekday, let month, let day):
      return code(form: 4, month: month, day: day, weekday: weekday, offset: offset)
    case .easter(let days): return code(form: 5, offset: days + offset)
    case .orthodoxEaster(let days): return code(form: 6, offset: days + offset)
    default: return 0
    }
  }

  /// The code of a rule of no day of its own (`HolidayDate.derived`).
  static let derived = 8

  /// The code of a rule's `date` with `offset` days added: `make(for:offset:)`, and for an equinox without days
  /// added and for a date of no day of its own (`derived`) codes of their own, which only a rule's day reads
  /// (`HolidayDate.day(in:)` finds single days alone).
  static func make(forRuleDate date: HolidayDate, offset: Int) -> Int {
    switch date {
    case .equinox(let month, let utcOffsetMinutes) where offset == 0 && (month == 3 || month == 9):
      return code(form: 7, month: month, offset: utcOffsetMinutes)
    case .derived: return derived
    default: return make(for: date, offset: offset)
    }
  }

  /// The number of a form and its parts; 0 for parts out of their fields' range.
  private static func code(
    form: Int, month: Int = 1, day: Int = 1, weekday: Weekday = .sunday, ordinal: Int = 0, offset: Int
  ) -> Int {
    guard (1...12).contains(month), (1...31).contains(day), (-32_768...32_767).contains(offset) else { return 0 }
    return form | month << 4 | day << 8 | (weekday.rawValue - 1) << 13 | (ordinal + 8) << 16
      | (offset + 32_768) << 20
  }

  /// The day number of the day the rule coded `code` gives in the year of `days`, with its days added, or
  /// `nil` when it gives none there (29 February in a common year, a fifth Monday a month lacks).
  static func day(ofCode code: Int, in days: inout GregorianYearDays) -> Int? {
    let month = code >> 4 & 15
    let offset = (code >> 20 & 0xFFFF) - 32_768
    let weekday = code >> 13 & 7
    let found: Int
    switch code & 15 {
    case 1:
      guard let day = days.day(month: month, day: code >> 8 & 31) else { return nil }
      found = day
    case 2:
      let ordinal = (code >> 16 & 15) - 8
      let first = days.firstDay(ofMonth: month)
      let length = days.numberOfDays(inMonth: month)
      if ordinal > 0 {
        let day = first + floorModulo(weekday - weekdayIndex(first), 7) + 7 * (ordinal - 1)
        guard day < first + length else { return nil }
        found = day
      } else {
        let last = first + length - 1
        let day = last - floorModulo(weekdayIndex(last) - weekday, 7) - 7 * (-ordinal - 1)
        guard day >= first else { return nil }
        found = day
      }
    case 3:
      let start = days.firstDay(ofMonth: month) + (code >> 8 & 31) - 1
      found = start + floorModulo(weekday - weekdayIndex(start), 7)
    case 4:
      let end = days.firstDay(ofMonth: month) + (code >> 8 & 31) - 1
      found = end - floorModulo(weekdayIndex(end) - weekday, 7)
    case 5: found = days.westernEasterSunday()
    case 6: found = days.orthodoxEasterSunday()
    case 7: return EquinoxDay.julianDayNumber(month: month, year: days.year, utcOffsetMinutes: offset)
    default: return nil
    }
    return found + offset
  }

  /// The weekday of the day `julianDay` as its raw value less one (Sunday 0), as `Weekday.ofJulianDay`.
  @inline(__always)
  private static func weekdayIndex(_ julianDay: Int) -> Int { floorModulo(julianDay + 1, 7) }
}
