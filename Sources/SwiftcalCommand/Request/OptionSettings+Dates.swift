// OptionSettings' reading of dates: operands, --today, and the precise errors for dates that do not exist.

import CalendarCore
import FileFormats

extension OptionSettings {
  /// The date `--today` names: any timestamp cal accepts, counted from the clock; a date alone is taken
  /// at noon, so that relative times of up to twelve hours stay on it.
  func today(from text: String, clock: Moment, zone: TimeZoneRules) throws(UsageError) -> Moment {
    switch parseTimestamp(text, now: clock.seconds, zone: zone) {
    case .writtenDate(let year, let month, let day):
      let date = try validDate(text, year: year, month: month, day: day, allowsReformGap: false)
      return Moment(seconds: noonSeconds(of: date, zone: zone), date: date)
    case .instant(let seconds):
      let date = zone.localTime(seconds).date
      guard (1...Limits.lastYear).contains(date.year) else { throw .date(.invalidToday(text)) }
      return Moment(seconds: seconds, date: date)
    case nil:
      throw badDate(text) ?? .date(.invalidToday(text))
    }
  }

  /// The date a written `YYYY-MM-DD` names, or the precise reason it names none.
  /// - Parameter allowsReformGap: whether a day the reform skipped (3-13 September 1752) is accepted, as
  ///   cal accepts `5 9 1752` and shows September.
  func validDate(_ text: String, year: Int, month: Int, day: Int, allowsReformGap: Bool) throws(UsageError)
    -> CivilDate
  {
    guard (1...Limits.lastYear).contains(year) else { throw .date(.dateYearOutOfRange(text)) }
    let date = CivilDate(year: year, month: month, day: day)
    let isValid = allowsReformGap ? day <= reform.lastDay(ofMonth: month, year: year) : reform.isValid(date)
    guard isValid else {
      throw .date(.nonexistentDate(
        text, month: YearMonth(year: year, month: month), validRange: validDayRange(month: month, year: year)))
    }
    return date
  }

  /// The precise error for a word shaped like a date that is not one (`2026-13-01`, `2026-02-30`), or `nil`.
  func badDate(_ text: String) -> UsageError? {
    guard let parts = dateParts(text) else { return nil }
    // A written date's year has four digits at most, as strptime's %Y reads it for cal.
    guard (1...9999).contains(parts.year) else { return .date(.dateYearOutOfRange(text)) }
    guard (1...12).contains(parts.month) else { return .date(.dateMonthOutOfRange(text)) }
    return .date(.nonexistentDate(
      text, month: YearMonth(year: parts.year, month: parts.month),
      validRange: validDayRange(month: parts.month, year: parts.year)))
  }

  func parseYear(_ text: String) throws(UsageError) -> Int {
    guard case .value(let year) = readSigned32(text), (1...Limits.lastYear).contains(year) else {
      throw .date(.invalidYear(text))
    }
    return year
  }

  func parseMonth(_ text: String, year: Int, names: LocaleNames) throws(UsageError) -> Int {
    // cal reads a word starting with a digit as a number, and anything else as a month name.
    if text.utf8.first?.decimalDigitValue != nil {
      if case .value(let number) = readSigned32(text), (1...12).contains(number) { return number }
    } else if let named = names.month(named: text) {
      return named
    }
    throw .date(.invalidMonthOperand(text))
  }

  func parseDay(_ text: String, month: Int, year: Int) throws(UsageError) -> CivilDate {
    // Days the 1752 reform skipped are accepted, as cal accepts them: September 1752 is shown.
    if case .value(let day) = readSigned32(text), (1...reform.lastDay(ofMonth: month, year: year)).contains(day) {
      return CivilDate(year: year, month: month, day: day)
    }
    // The message's range is formatted only for a day that is wrong.
    throw .date(.invalidDay(text, validRange: "1-\(reform.lastDay(ofMonth: month, year: year))"))
  }

  /// The columns `--columns` asks for: `auto`, or a size as cal reads it (`3`, `0x3`, `1K`), whose low
  /// 32 bits cal keeps in an int: 0 and other values below 1 leave three months side by side.
  func parseColumns(_ text: String, decimalSeparator: () -> String) throws(UsageError) -> ColumnsSetting {
    if text == "auto" { return .fitTerminal }
    guard case .value(let size) = readSize(text, decimalSeparator: decimalSeparator) else {
      throw .commandLine(.invalidValue(
        option: OptionSpec.Identifier.columns.longOption, value: text, expected: "1-\(Limits.maximumColumns) or auto"))
    }
    switch Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: size)) {
    case 1...: return .count(Int(Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: size))))
    case -1: return .standard
    case -2: return .fitTerminal
    default: return .count(3)
    }
  }

  /// The days `month` of `year` has, as a message states them: `1-28`, or `1-2 or 14-30` across
  /// a reform gap.
  func validDayRange(month: Int, year: Int) -> String {
    let lastDay = reform.lastDay(ofMonth: month, year: year)
    guard let gap = reform.gap(in: YearMonth(year: year, month: month)) else { return "1-\(lastDay)" }
    let firstAfter = gap.lastDayBefore + gap.skippedDays + 1
    // A gap can open the month (Bulgaria's 1-13 April 1916) or close it (Denmark's 19-28 February 1700).
    if gap.lastDayBefore == 0 { return "\(firstAfter)-\(lastDay)" }
    if firstAfter > lastDay { return "1-\(gap.lastDayBefore)" }
    return "1-\(gap.lastDayBefore) or \(firstAfter)-\(lastDay)"
  }
}
