// A second model of the three calendars, for the sweeps to compare Reform with.
import CalendarCore

/// A second model of the three calendars, written differently from `Reform` on purpose so that
/// the two can be checked against each other: leap years and month lengths from the rules as
/// stated, weekdays from Zeller's congruence, and day numbers by walking month lengths from a
/// known anchor instead of Hinnant's closed formulas. Only years 1 and later are modelled.
enum IndependentCalendar {
  // MARK: - Leap years and month lengths

  /// The Julian rule: every fourth year.
  static func isJulianLeapYear(_ year: Int) -> Bool { year % 4 == 0 }

  /// The Gregorian rule, as Pope Gregory's bull states it: every fourth year, except centuries,
  /// except every fourth century.
  static func isGregorianLeapYear(_ year: Int) -> Bool {
    if year % 400 == 0 { return true }
    if year % 100 == 0 { return false }
    return year % 4 == 0
  }

  /// Whether the Gregorian rules govern `date` under `reform`. Britain's first Gregorian day was
  /// Thursday 14 September 1752 (the Calendar (New Style) Act 1750).
  static func isGregorian(_ date: CivilDate, reform: Reform) -> Bool {
    switch reform {
    case .gregorian: return true
    case .julian: return false
    case .greatBritain1752:
      // Spelled out rather than as a tuple comparison, which a debug build makes slow.
      return date.year > 1752 || date.year == 1752 && (date.month > 9 || date.month == 9 && date.day >= 14)
    default: preconditionFailure("the second model knows only the three reforms cal names")
    }
  }

  /// Whether `year` has a 29 February under `reform` (decided by the rules in force in February).
  static func isLeapYear(_ year: Int, reform: Reform) -> Bool {
    isGregorian(CivilDate(year: year, month: 2, day: 1), reform: reform)
      ? isGregorianLeapYear(year) : isJulianLeapYear(year)
  }

  /// The highest day number of a month ("thirty days hath September…"), ignoring any reform gap.
  static func lastDay(ofMonth month: Int, year: Int, reform: Reform) -> Int {
    switch month {
    case 4, 6, 9, 11: return 30
    case 2: return isLeapYear(year, reform: reform) ? 29 : 28
    default: return 31
    }
  }

  /// The day numbers the month really had, in order. Britain's September 1752 went from
  /// Wednesday the 2nd to Thursday the 14th, so it has 19 days.
  static func days(ofMonth month: Int, year: Int, reform: Reform) -> [Int] {
    let all = dayLists[lastDay(ofMonth: month, year: year, reform: reform)]
    guard reform == .greatBritain1752, year == 1752, month == 9 else { return all }
    return all.filter { $0 <= 2 || $0 >= 14 }
  }

  /// `dayLists[n]` is `[1, 2, …, n]`, built once: the sweeps ask for a month's days millions of
  /// times, and a debug build makes a fresh array from a range slowly.
  private static let dayLists: [[Int]] = (0...31).map { Array(stride(from: 1, through: $0, by: 1)) }

  /// `cal -j`'s day of the year: the nominal lengths of the months before plus the day, so the
  /// days of Britain's gap keep their numbers (14 September 1752 is 258 in `cal -j 9 1752`).
  static func dayOfYear(_ date: CivilDate, reform: Reform) -> Int {
    var total = date.day
    for month in stride(from: 1, to: date.month, by: 1) {
      total += lastDay(ofMonth: month, year: date.year, reform: reform)
    }
    return total
  }

  // MARK: - Weekdays

  /// Zeller's congruence, `h = (q + ⌊13(m+1)/5⌋ + K + ⌊K/4⌋ + ⌊J/4⌋ + 5J) mod 7` for the Gregorian
  /// calendar and `(q + ⌊13(m+1)/5⌋ + K + ⌊K/4⌋ + 5 + 6J) mod 7` for the Julian, with January and
  /// February counted as months 13 and 14 of the year before; `h` is 0 for Saturday.
  static func zellerWeekday(year: Int, month: Int, day: Int, gregorian: Bool) -> Weekday {
    let m = month < 3 ? month + 12 : month
    let y = month < 3 ? year - 1 : year
    let k = y % 100
    let j = y / 100
    let common = day + (13 * (m + 1)) / 5 + k + k / 4
    let h = (gregorian ? common + j / 4 + 5 * j : common + 5 + 6 * j) % 7
    // h: 0 Saturday, 1 Sunday, …, 6 Friday; Weekday numbers Sunday 1 … Saturday 7.
    return Weekday(rawValue: (h + 6) % 7 + 1)!
  }

  /// The weekday of `date` under the rules `reform` applies to it.
  static func weekday(of date: CivilDate, reform: Reform) -> Weekday {
    zellerWeekday(year: date.year, month: date.month, day: date.day, gregorian: isGregorian(date, reform: reform))
  }

  /// Columns from `start` to `weekday` in a week that begins on `start`, 0...6.
  static func column(of weekday: Weekday, weekStartingOn start: Weekday) -> Int {
    (weekday.rawValue - start.rawValue + 7) % 7
  }

  // MARK: - Day numbers

  /// JDN of 1 January of year 1: 1,721,424 in the Julian calendar and 1,721,426 in the proleptic
  /// Gregorian (Meeus, Astronomical Algorithms, ch. 7: JD 1721423.5 and 1721425.5 at midnight).
  static func julianDayOfFirstJanuaryYearOne(reform: Reform) -> Int {
    reform == .gregorian ? 1_721_426 : 1_721_424
  }
}

/// Walks the months of a calendar in order from January of year 1, keeping the JDN of each month's
/// first day by adding up the lengths of the months before it.
struct MonthWalker {
  let reform: Reform
  private(set) var year = 1
  private(set) var month = 1
  /// JDN of the 1st of the current month.
  private(set) var firstJulianDay: Int
  /// The current month's day numbers.
  private(set) var days: [Int]

  init(reform: Reform) {
    self.reform = reform
    firstJulianDay = IndependentCalendar.julianDayOfFirstJanuaryYearOne(reform: reform)
    days = IndependentCalendar.days(ofMonth: 1, year: 1, reform: reform)
  }

  /// Moves to the next month.
  mutating func advance() {
    firstJulianDay += days.count
    if month == 12 {
      month = 1
      year += 1
    } else {
      month += 1
    }
    days = IndependentCalendar.days(ofMonth: month, year: year, reform: reform)
  }

  /// Moves on to January of `year`, which must not be behind.
  mutating func advance(toYear target: Int) {
    while year < target { advance() }
  }
}
