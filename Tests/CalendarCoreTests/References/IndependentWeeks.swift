// Week numbers counted day by day, for the sweeps to compare WeekNumbering with.
import CalendarCore

/// Week numbers worked out by walking the days of a year and counting Thursdays and Sundays,
/// instead of `Reform`'s division of day-number differences by 7.
struct IndependentWeeks {
  /// One day of the year and its week numbers.
  struct Entry {
    var date: CivilDate
    var weekday: Weekday
    /// ISO 8601: the number of the week's Thursday among the Thursdays of its year.
    var isoWeek: Int
    /// ISO 8601's week-numbering year: the year of the week's Thursday.
    var isoWeekYear: Int
    /// US: 1 plus the Sundays since 1 January (a Sunday 1 January opens week 1 itself).
    var usWeek: Int
  }

  /// Every real day of `year` under `reform`, in order.
  let entries: [Entry]
  /// The index in `entries` of each month's 1st, and of the day after the year's last.
  private let monthStarts: [Int]

  init(year: Int, reform: Reform) {
    // The days of the year before, the year and the year after, so that the Thursday of every
    // week touching the year is in the list.
    var dates: [CivilDate] = []
    for walkedYear in (year - 1)...(year + 1) {
      for month in 1...12 {
        for day in IndependentCalendar.days(ofMonth: month, year: walkedYear, reform: reform) {
          dates.append(CivilDate(year: walkedYear, month: month, day: day))
        }
      }
    }
    // Real days are consecutive, so weekdays just rotate from Zeller's answer for 1 January.
    let newYearIndex = dates.firstIndex { $0.year == year }!
    let newYearWeekday = IndependentCalendar.weekday(of: dates[newYearIndex], reform: reform)
    let weekdays = dates.indices.map { newYearWeekday.advancedByCounting($0 - newYearIndex) }

    var thursdaysSoFar = [Int](repeating: 0, count: dates.count)
    var count = 0
    for index in dates.indices {
      if index > 0, dates[index].year != dates[index - 1].year { count = 0 }
      if weekdays[index] == .thursday { count += 1 }
      thursdaysSoFar[index] = count
    }

    var result: [Entry] = []
    var sundays = 0
    for index in dates.indices where dates[index].year == year {
      if weekdays[index] == .sunday, index != newYearIndex { sundays += 1 }
      // Monday is 0 … Sunday 6 in an ISO week; its Thursday is 3.
      let isoColumn = (weekdays[index].rawValue + 5) % 7
      let thursday = index - isoColumn + 3
      result.append(
        Entry(
          date: dates[index], weekday: weekdays[index], isoWeek: thursdaysSoFar[thursday],
          isoWeekYear: dates[thursday].year, usWeek: sundays + 1
        )
      )
    }
    entries = result
    monthStarts = (1...12).map { month in result.firstIndex { $0.date.month == month }! } + [result.count]
  }

  /// The entry of day `day` of `month`, which must be a real day of the year.
  func entry(month: Int, day: Int) -> Entry {
    let first = monthStarts[month - 1]
    // Days before a reform gap are numbered from 1; after it, count back from the month's end.
    let candidate = first + day - 1
    if candidate < monthStarts[month], entries[candidate].date.day == day { return entries[candidate] }
    return entries[monthStarts[month] - 1 - (entries[monthStarts[month] - 1].date.day - day)]
  }

  /// The week number of day `day` of `month` in `numbering`.
  func week(month: Int, day: Int, numbering: WeekNumbering) -> Int {
    IndependentWeeks.week(of: entry(month: month, day: day), numbering: numbering)
  }

  /// The week number of `entry` in `numbering`.
  static func week(of entry: Entry, numbering: WeekNumbering) -> Int {
    numbering == .iso ? entry.isoWeek : entry.usWeek
  }

  /// What `Reform.firstDay(ofWeek:year:numbering:)` should answer, found by searching the year:
  /// the first day of the year's own week `week`; failing that, the first day of the year that is
  /// in a week of that number (1 January, in the last week of the year before); failing that, nil.
  func firstDay(ofWeek week: Int, numbering: WeekNumbering) -> CivilDate? {
    let matching = entries.filter { IndependentWeeks.week(of: $0, numbering: numbering) == week }
    let own = matching.first { numbering == .us || $0.isoWeekYear == $0.date.year }
    return (own ?? matching.first)?.date
  }
}
