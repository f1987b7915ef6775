// LocaleTexts: a locale's calendar words as the C library reports them, and the LocaleNames made of them.

import CalendarCore

/// What `nl_langinfo` reports for the selected locale, as util-linux `cal` reads it: the raw
/// material of `LocaleNames`, gathered at the edge.
package struct LocaleTexts: Hashable, Sendable {
  /// Month names in their format form (`MON_1`…), January first.
  package var monthNames: [String]
  /// Abbreviated month names (`ABMON_1`…), January first.
  package var abbreviatedMonthNames: [String]
  /// Abbreviated weekday names (`ABDAY_1`…), Sunday first.
  package var weekdayAbbreviations: [String]
  /// glibc's stand-alone month names (`ALTMON_1`…, French `mai`), empty where there are none.
  package var standAloneMonthNames: [String] = []
  /// glibc's abbreviated stand-alone month names (`_NL_ABALTMON_1`…), empty where there are none.
  package var abbreviatedStandAloneMonthNames: [String] = []
  /// glibc's `week-1stday`: the date of a day that starts a week, as a number like 19971130.
  package var weekStartDate: Int?
  /// glibc's `first_weekday`: the locale's first weekday as an offset from `weekStartDate`, 1 for
  /// that day itself.
  package var firstWeekdayOffset: Int?

  package init(monthNames: [String], abbreviatedMonthNames: [String], weekdayAbbreviations: [String]) {
    self.monthNames = monthNames
    self.abbreviatedMonthNames = abbreviatedMonthNames
    self.weekdayAbbreviations = weekdayAbbreviations
  }

  /// The locale's first weekday, Sunday when the locale does not say or says something impossible.
  package var firstWeekday: Weekday {
    guard let weekStartDate, let firstWeekdayOffset, (1...7).contains(firstWeekdayOffset) else { return .sunday }
    let date = CivilDate(year: weekStartDate / 10_000, month: weekStartDate / 100 % 100, day: weekStartDate % 100)
    guard Reform.gregorian.isValid(date) else { return .sunday }
    return Reform.gregorian.weekday(of: date).advanced(by: firstWeekdayOffset - 1)
  }
}

extension LocaleNames {
  /// The names a calendar uses from what the C library reports: titles take the stand-alone
  /// month names where the locale has them (util-linux shows those), and the format forms and
  /// abbreviations that differ from them are accepted as month arguments too.
  package init(_ texts: LocaleTexts) {
    var standAlone = texts.monthNames
    var alternatives: [(String, Int)] = []
    if texts.standAloneMonthNames.count == 12 {
      standAlone = zip(texts.standAloneMonthNames, texts.monthNames).map { $0.isEmpty ? $1 : $0 }
      for (index, name) in texts.monthNames.enumerated() where name != standAlone[index] {
        alternatives.append((name, index + 1))
      }
    }
    for (index, name) in texts.abbreviatedStandAloneMonthNames.enumerated()
    where !name.isEmpty && name != texts.abbreviatedMonthNames[index] {
      alternatives.append((name, index + 1))
    }
    self.init(
      monthNames: standAlone,
      abbreviatedMonthNames: texts.abbreviatedMonthNames,
      alternativeMonthNames: alternatives,
      weekdayAbbreviations: texts.weekdayAbbreviations,
      firstWeekday: texts.firstWeekday
    )
  }
}
