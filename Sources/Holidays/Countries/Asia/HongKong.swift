// Hong Kong: the statutory holidays of the Employment Ordinance (Cap. 57, section 39; the Industrial
// Employment Ordinance from 1962), as the Labour Department lists them, and the days the government
// added by notice (1981, 1986, 1997, 2015).

import CalendarCore

extension HolidayCountry {
  /// Hong Kong's statutory holidays (`public`), with Christmas Day, which employers give in its place, and
  /// its general holidays (`optional`: `HongKong+General.swift`).
  ///
  /// A statutory holiday on a Sunday (the only weekend day of the Ordinance) is given on the next day
  /// that is neither a Sunday nor a holiday. From 1983 the Lunar New Year has three days off on working
  /// days: when one of its days is a Sunday, the day before it (to 2011) or its fourth day (from 2012)
  /// takes its place. National Day on the day of another festival is given on the next working day as
  /// well (`completeHongKongYear`).
  package static let hongKong = HolidayCountry(
    code: "HK", name: "Hong Kong", languages: ["zh_HK", "en_US"], categories: ["public", "optional"], firstYear: 1946,
    weekend: [.sunday],
    rules: [
      HolidayRule(HolidayName("一月一日", "New Year's Day"), .fixed(month: 1, day: 1), years: 1977...9999, observance: 0),
      // The Lunar New Year: to 1982 its days whatever their weekday; from 1983 the days off move off Sunday.
      HolidayRule(HolidayName("農曆年初一", "Chinese New Year"), .calendar(.chinese, month: 1, day: 1), years: 1963...1982),
      HolidayRule(
        HolidayName("農曆年初二", "The second day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 1,
        years: 1963...1982),
      HolidayRule(
        HolidayName("農曆年初三", "The third day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 2,
        years: 1977...1982),
      HolidayRule(
        HolidayName("農曆年初一的前一日", "Chinese New Year's Eve"), .calendar(.chinese, month: 1, day: 1), offset: -1,
        years: 1983...2011, weekdays: [.thursday, .friday, .saturday]),
      HolidayRule(
        HolidayName("農曆年初一", "Chinese New Year"), .calendar(.chinese, month: 1, day: 1), years: 1983...9999,
        weekdays: weekdaysOfHongKong),
      HolidayRule(
        HolidayName("農曆年初二", "The second day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 1,
        years: 1983...9999, weekdays: weekdaysOfHongKong),
      HolidayRule(
        HolidayName("農曆年初三", "The third day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 2,
        years: 1983...9999, weekdays: weekdaysOfHongKong),
      HolidayRule(
        HolidayName("農曆年初四", "The fourth day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 3,
        years: 2012...9999, weekdays: [.monday, .tuesday, .wednesday]),
      // Easter joins the statutory holidays in steps (Employment (Amendment) Ordinance 2021).
      HolidayRule(HolidayName("耶穌受難節", "Good Friday"), .easter(-2), years: 2028...9999),
      HolidayRule(HolidayName("耶穌受難節翌日", "The day following Good Friday"), .easter(-1), years: 2030...9999),
      HolidayRule(HolidayName("復活節星期一", "Easter Monday"), .easter(1), years: 2026...9999),
      HolidayRule(
        HolidayName("清明節", "Tomb-Sweeping Day"), .solarTerm(longitude: 15, utcOffsetMinutes: 480), years: 1963...9999,
        observance: 0),
      HolidayRule(
        HolidayName("佛誕", "The Buddha's Birthday"), .calendar(.chinese, month: 4, day: 8), years: 2022...9999,
        observance: 0),
      HolidayRule(HolidayName("勞動節", "Labor Day"), .fixed(month: 5, day: 1), years: 1999...9999, observance: 0),
      HolidayRule(
        HolidayName("端午節", "Dragon Boat Festival"), .calendar(.chinese, month: 5, day: 5), years: 1963...9999,
        observance: 0),
      HolidayRule(
        HolidayName("香港特別行政區成立紀念日", "Hong Kong S.A.R. Establishment Day"), .fixed(month: 7, day: 1), years: 1997...9999,
        observance: 0),
      // The Mid-Autumn Festival: the festival itself to 1967, the day after it from 1968; on a Sunday the
      // day after that, or (1983 to 2010) the festival day itself.
      HolidayRule(
        HolidayName("中秋節", "Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), years: 1963...1967,
        weekdays: weekdaysOfHongKong),
      HolidayRule(
        HolidayName("中秋節翌日", "The Day following Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15),
        offset: 1,
        years: 1963...1967, weekdays: [.monday]),
      HolidayRule(
        HolidayName("中秋節翌日", "The Day following Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15),
        offset: 1,
        years: 1968...9999, weekdays: weekdaysOfHongKong),
      HolidayRule(
        HolidayName("中秋節", "Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), years: 1983...2010,
        weekdays: [.saturday]),
      HolidayRule(
        HolidayName("中秋節後第二日", "The Second Day following Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15),
        offset: 2,
        years: 1968...1982, weekdays: [.monday]),
      HolidayRule(
        HolidayName("中秋節後第二日", "The Second Day following Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15),
        offset: 2,
        years: 2011...9999, weekdays: [.monday]),
      HolidayRule(
        HolidayName("重陽節", "Double Ninth Festival"), .calendar(.chinese, month: 9, day: 9), years: 1977...9999,
        observance: 0),
      HolidayRule(HolidayName("國慶日", "National Day"), .fixed(month: 10, day: 1), years: 1997...9999, observance: 0),
      HolidayRule(HolidayName("聖誕節", "Christmas Day"), .fixed(month: 12, day: 25), years: 1963...9999, observance: 0),
      HolidayRule(
        HolidayName("聖誕節後第一個周日", "The first weekday after Christmas Day"), .fixed(month: 12, day: 26),
        years: 2024...9999,
        observance: 0),
      // Days the government gave by notice.
      HolidayRule(HolidayName("英國王儲查理斯王子與戴安娜婚禮", "Wedding of Prince Charles and Diana"), .dates([1981_07_29])),
      HolidayRule(
        HolidayName("英女王伊利沙伯二世伉儷訪港的第二天", "Second day of Queen Elizabeth II and her husband's visit to Hong Kong"),
        .dates([1986_10_22])),
      HolidayRule(
        HolidayName("香港特別行政區成立紀念日翌日", "The day following Hong Kong S.A.R. Establishment Day"), .dates([1997_07_02])),
      HolidayRule(
        HolidayName(
          "中國人民抗日戰爭勝利70周年紀念日",
          "70th Anniversary of the Victory of the Chinese People's War of Resistance against Japanese Aggression and the World Anti-Fascist War"
        ), .dates([2015_09_03])),
    ] + hongKongGeneralRules,
    observances: [
      // Section 39(2): a holiday on a Sunday is given on the next day that is no holiday.
      HolidayObservance(name: HolidayName("%s（補假）", "%s (observed)"), moves: HolidayMoves(sunday: .nextWorkingDay))
    ],
    completeYear: completeHongKongYear
  )

  /// Monday to Saturday: the days of the Lunar New Year and the Mid-Autumn Festival given as they fall.
  static let weekdaysOfHongKong: WeekdaySet = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday]

  /// The days of April, counted from the 1st as 0, that Tomb-Sweeping Day (the sun at 15°, in Hong Kong's time)
  /// falls on from the page's first year to 9999 (a test checks): 31 March to 6 April.
  static let hongKongTombSweepingDays = -1...5

  /// What the Ordinances derive from other days: National Day on the day of another festival (the day
  /// after the Mid-Autumn Festival, the Double Ninth Festival) is a statutory holiday on the next working
  /// day as well, and a general holiday on the next working day only (on a Sunday too); Tomb-Sweeping Day
  /// on Easter Monday is the day after, and Easter Monday after a Tomb-Sweeping Day on Easter Sunday too.
  @Sendable private static func completeHongKongYear(_ year: inout HolidayYear) {
    let rules = HolidayCountry.hongKong.rules
    let gregorian = Reform.gregorian
    /// Whether the rule at `position` is the one named `english` (its `en_US` name) in `category`.
    func isRule(_ position: Int, _ english: String, _ category: String) -> Bool {
      rules[position].name.text(inLanguageAt: 1) == english && rules[position].category == category
    }
    /// The position of the rule named `english` in `category` that holds this year (the `derived` one first).
    func rule(_ english: String, _ category: String) -> Int? {
      let positions = year.rules.filter { isRule($0, english, category) && rules[$0].years.contains(year.year) }
      return positions.first { rules[$0].date == .derived } ?? positions.first
    }
    /// Removes the day `day` of the rule named `english` in `category`.
    func remove(_ english: String, _ category: String, on day: Int) {
      year.removeAll { $0.julianDay == day && isRule($0.rule, english, category) }
    }
    func nextWorkingDay(after day: Int) -> Int {
      var next = day + 1
      while !year.isWorkingDay(next) { next += 1 }
      return next
    }
    let october1 = gregorian.julianDay(of: CivilDate(year: year.year, month: 10, day: 1))
    func isFestival(_ category: String) -> Bool {
      year.occurrences.contains {
        $0.julianDay == october1 && $0.role == .holiday
          && (isRule($0.rule, "The Day following Mid-Autumn Festival", category)
            || isRule($0.rule, "Double Ninth Festival", category))
      }
    }
    let isSunday = Weekday.ofJulianDay(october1) == .sunday
    if let nationalDay = rule("National Day", "public"), !isSunday, isFestival("public") {
      let day = nextWorkingDay(after: october1)
      year.add(HolidayOccurrence(julianDay: day, rule: nationalDay, role: .observed(observance: 0, isBefore: false)))
    }
    if let dayFollowing = rule("The day following National Day", "optional"), isSunday || isFestival("optional") {
      remove("National Day", "optional", on: october1)
      year.add(HolidayOccurrence(julianDay: nextWorkingDay(after: october1), rule: dayFollowing))
    }
    // The days after Tomb-Sweeping Day and after Easter Monday are law in their years alone, and Tomb-Sweeping Day
    // falls from 31 March to 6 April (`hongKongTombSweepingDays`): the sun's place is worked out only in such a year
    // whose Easter Sunday or Monday falls then (and never in years far beyond the astronomy's).
    let dayAfterTombSweeping = rule("The day following Tomb-Sweeping Day", "optional")
    let dayAfterEasterMonday = rule("The day following Easter Monday", "optional")
    guard dayAfterTombSweeping != nil || dayAfterEasterMonday != nil else { return }
    let easter = Easter.western.julianDay(inYear: year.year, reform: gregorian)
    let april1 = gregorian.julianDay(of: CivilDate(year: year.year, month: 4, day: 1))
    let tombSweepingDays = hongKongTombSweepingDays
    guard easter + 1 >= april1 + tombSweepingDays.lowerBound, easter <= april1 + tombSweepingDays.upperBound else {
      return
    }
    let tombSweeping = SolarTerms.instant(ofLongitude: 15, inYear: year.year).julianDayNumber(utcOffsetMinutes: 480)
    if tombSweeping == easter + 1, let dayAfter = dayAfterTombSweeping {
      remove("Tomb-Sweeping Day", "optional", on: tombSweeping)
      year.add(HolidayOccurrence(julianDay: tombSweeping + 1, rule: dayAfter))
    }
    if tombSweeping == easter, let dayAfter = dayAfterEasterMonday {
      remove("Easter Monday", "optional", on: easter + 1)
      year.add(HolidayOccurrence(julianDay: easter + 2, rule: dayAfter))
    }
  }
}
