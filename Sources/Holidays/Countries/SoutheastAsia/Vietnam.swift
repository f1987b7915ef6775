// Vietnam: the Labour Code's public holidays (Bộ luật Lao động 1994, Art. 73; 2012, Art. 115; 2019,
// Art. 112), Resolution No. 80-NQ/TW (Vietnam Cultural Day, 24 November, from 2026), and the
// government's yearly notices of days off moved (Official Dispatch 6519/VPCP-KGVX 2018, 2450/VPCP-KGVX
// 2024, Announcement 6150/TB-BLĐTBXH 2024, …).

import CalendarCore

extension HolidayCountry {
  /// Vietnam's public holidays.
  ///
  /// From 1995 a holiday on a Saturday or Sunday is given on the next working day (nghỉ bù); the days
  /// of Tết on a weekend are given next to Tết instead, named for the day of Tết they fall on
  /// (`completeVietnameseYear`). From 2021 National Day has a second day, next to 2 September on the
  /// side the Labour Code 2019 picks for each weekday.
  package static let vietnam = HolidayCountry(
    code: "VN", name: "Vietnam", languages: ["vi", "en_US"], firstYear: 1901,
    rules: [
      HolidayRule(HolidayName("Tết Dương lịch", "New Year's Day"), .fixed(month: 1, day: 1), observance: 0),
      HolidayRule(
        HolidayName("Giao thừa Tết Nguyên Đán", "Lunar New Year's Eve"), .calendar(.vietnamese, month: 1, day: 1),
        offset: -1),
      HolidayRule(HolidayName("Tết Nguyên Đán", "Lunar New Year"), .calendar(.vietnamese, month: 1, day: 1)),
      HolidayRule(
        HolidayName("Mùng hai Tết Nguyên Đán", "Second Day of Lunar New Year"),
        .calendar(.vietnamese, month: 1, day: 1), offset: 1),
      HolidayRule(
        HolidayName("Mùng ba Tết Nguyên Đán", "Third Day of Lunar New Year"), .calendar(.vietnamese, month: 1, day: 1),
        offset: 2),
      HolidayRule(
        HolidayName("Mùng bốn Tết Nguyên Đán", "Fourth Day of Lunar New Year"),
        .calendar(.vietnamese, month: 1, day: 1), offset: 3,
        years: 2013...9999),
      HolidayRule(
        HolidayName("Ngày Giỗ Tổ Hùng Vương", "Hung Kings' Commemoration Day"),
        .calendar(.vietnamese, month: 3, day: 10),
        years: 2007...9999, observance: 0),
      HolidayRule(
        HolidayName("Ngày Chiến thắng", "Liberation Day/Reunification Day"), .fixed(month: 4, day: 30), observance: 0),
      HolidayRule(
        HolidayName("Ngày Quốc tế Lao động", "International Labor Day"), .fixed(month: 5, day: 1), observance: 0),
      HolidayRule(HolidayName("Quốc khánh", "National Day"), .fixed(month: 9, day: 2), observance: 0),
      // The second day of National Day (Labour Code 2019, Art. 112): 3 September after a Monday,
      // Thursday or Sunday 2 September, else 1 September.
      HolidayRule(
        HolidayName("Quốc khánh", "National Day"), .fixed(month: 9, day: 3), years: 2021...9999,
        weekdays: [.tuesday, .friday, .monday]),
      HolidayRule(
        HolidayName("Quốc khánh", "National Day"), .fixed(month: 9, day: 1), years: 2021...9999,
        weekdays: [.monday, .tuesday, .thursday, .friday]),
      HolidayRule(
        HolidayName("Ngày Văn hóa Việt Nam", "Vietnam Cultural Day"), .fixed(month: 11, day: 24), years: 2026...9999,
        observance: 0),
      // Days off the government moved, each for a Saturday worked.
      HolidayRule(
        HolidayName("Ngày nghỉ", "Day off"),
        .substitutedDays([
          HolidaySubstitution(2010_02_19, for: 2010_02_27), HolidaySubstitution(2012_01_27, for: 2012_02_04),
          HolidaySubstitution(2013_04_29, for: 2013_05_04), HolidaySubstitution(2014_05_02, for: 2014_04_26),
          HolidaySubstitution(2014_09_01, for: 2014_09_06), HolidaySubstitution(2015_01_02, for: 2014_12_27),
          HolidaySubstitution(2015_02_16, for: 2015_02_14), HolidaySubstitution(2015_04_29, for: 2015_04_25),
          HolidaySubstitution(2018_12_31, for: 2019_01_05), HolidaySubstitution(2019_04_29, for: 2019_05_04),
          HolidaySubstitution(2024_04_29, for: 2024_05_04), HolidaySubstitution(2025_05_02, for: 2025_04_26),
          HolidaySubstitution(2026_08_31, for: 2026_08_22),
        ])),
      // The days Tết's weekend days are given on (`completeVietnameseYear`), named by their distance
      // (`offset`) from Tết's first day.
      HolidayRule(HolidayName("29 Tết", "29 of Lunar New Year"), .derived, offset: -2, years: 1995...9999),
      HolidayRule(
        HolidayName("Mùng bốn Tết Nguyên Đán", "Fourth Day of Lunar New Year"), .derived, offset: 3, years: 1995...2012),
      HolidayRule(
        HolidayName("Mùng năm Tết Nguyên Đán", "Fifth Day of Lunar New Year"), .derived, offset: 4, years: 1995...9999),
      HolidayRule(
        HolidayName("Mùng sáu Tết Nguyên Đán", "Sixth Day of Lunar New Year"), .derived, offset: 5, years: 1995...9999),
    ],
    observances: [
      // A holiday on a weekend is given on the next working day, from 1995.
      HolidayObservance(
        name: HolidayName("%s (nghỉ bù)", "%s (observed)"), years: 1995...9999,
        moves: HolidayMoves(sunday: .nextWorkingDay, saturday: .nextWorkingDay))
    ],
    substitutedDayName: HolidayName("Ngày nghỉ (thay cho ngày %s)", "Day off (substituted from %s)"),
    substitutedDateFormat: HolidayName("%d/%m/%Y", "%m/%d/%Y"),
    workingDayName: HolidayName("Ngày làm bù", "Working day"),
    completeYear: completeVietnameseYear
  )

  /// Gives each day of Tết (its eve to its third day, to its fourth from 2013) that falls on a weekend
  /// on the next working day; from 2014 a Saturday's on the working day before. The day is named by its
  /// distance from Tết's first day (a `derived` rule's `offset`), from 1995.
  @Sendable private static func completeVietnameseYear(_ year: inout HolidayYear) {
    guard year.year >= 1995 else { return }
    let rules = HolidayCountry.vietnam.rules
    guard
      let newYear = year.occurrences.first(where: {
        rules[$0.rule].date == .calendar(.vietnamese, month: 1, day: 1) && rules[$0.rule].offset == 0
      })?.julianDay
    else { return }
    for offset in -1...(year.year >= 2013 ? 3 : 2) {
      let day = newYear + offset
      let weekday = Weekday.ofJulianDay(day)
      guard weekday == .saturday || weekday == .sunday else { continue }
      let step = weekday == .saturday && year.year >= 2014 ? -1 : 1
      var observed = day + step
      while !year.isWorkingDay(observed) { observed += step }
      guard
        let rule = year.rules.first(where: {
          rules[$0].date == .derived && rules[$0].offset == observed - newYear && rules[$0].years.contains(year.year)
        })
      else { continue }
      year.add(HolidayOccurrence(julianDay: observed, rule: rule))
    }
  }
}
