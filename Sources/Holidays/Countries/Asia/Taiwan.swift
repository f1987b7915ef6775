// Taiwan: 紀念日及節日實施辦法 (the Ministry of the Interior's Implementation Measures for Commemorative
// Days and Festivals, 1998, as amended to Decree No. 11400053171 of 2025), the observed-day rules of
// Order No. 1010307327 (Children's Day, 2012) and Order No. 1030182404 (2015), and the Directorate-General
// of Personnel Administration's yearly work calendars for the days moved (Taiwan+Days.swift).

import CalendarCore

extension HolidayCountry {
  /// Taiwan's days off (`public`); the commemorative days that were days off for schools (`school`) or
  /// government offices too (`government`) until 2000; days off for some (`optional`: workers on Labor Day
  /// until 2025, soldiers on Armed Forces Day); and the commemorative days and festivals kept as working
  /// days (`workday`).
  ///
  /// The festivals are days of the Chinese lunisolar calendar; Tomb-Sweeping Day is the day of Qingming,
  /// the solar term at 15° (UTC+8). From 2015 a day off on a Saturday is observed the working day before,
  /// one on a Sunday the working day after; the Lunar New Year's days, from 2003, on the working days
  /// after. Children's Day on Tomb-Sweeping Day moves by a table of its own (`completeTaiwaneseYear`).
  package static let taiwan = HolidayCountry(
    code: "TW", name: "Taiwan", languages: ["zh_TW", "en_US"],
    categories: ["public", "government", "optional", "school", "workday"], firstYear: 1998,
    rules: taiwaneseRules.followed(by: taiwaneseCommemorativeDays).followed(by: taiwaneseCalendarDays),
    observances: [
      // 0: Order No. 1030182404, from 2015: Saturday to the working day before, Sunday to the one after.
      HolidayObservance(
        name: taiwaneseObservedName, years: 2015...9999,
        moves: HolidayMoves(sunday: .nextWorkingDay, saturday: .previousWorkingDay)),
      // 1: New Year's Day on a Saturday: Friday 31 December before (the working day before, in the year
      // before).
      HolidayObservance(
        name: taiwaneseObservedName, years: 2015...9999,
        moves: HolidayMoves(sunday: .nextWorkingDay, saturday: .days(-1))),
      // 2: The Lunar New Year's days on a weekend: the working days after (the DGPA's calendars from
      // 2003, the order from 2015).
      HolidayObservance(
        name: taiwaneseObservedName, years: 2003...9999,
        moves: HolidayMoves(sunday: .nextWorkingDay, saturday: .nextWorkingDay)),
      // 3: Children's Day on Tomb-Sweeping Day (Order No. 1010307327): the day before, or the day after on
      // a Thursday; on a weekend, the Friday before; on a Monday, the Tuesday. completeTaiwaneseYear applies
      // it.
      HolidayObservance(
        name: taiwaneseObservedName, years: 2015...9999,
        moves: HolidayMoves(
          sunday: .days(-2), monday: .days(1), tuesday: .days(-1), wednesday: .days(-1), thursday: .days(1),
          friday: .days(-1), saturday: .days(-1))),
    ],
    substitutedDayName: HolidayName("放假日（%s 補班）", "Day off (substituted from %s)"),
    substitutedDateFormat: HolidayName("%Y-%m-%d", "%m/%d/%Y"), workingDayName: HolidayName("補行上班日", "Working day"),
    completeYear: completeTaiwaneseYear
  )

  /// The name of an observed day: `%s` the holiday's name.
  static let taiwaneseObservedName = HolidayName("%s（補假）", "%s (observed)")

  /// The days off of the Measures (Article 4 and 5).
  static let taiwaneseRules: [HolidayRule] = [
    HolidayRule(
      HolidayName("中華民國開國紀念日", "Founding Day of the Republic of China"), .fixed(month: 1, day: 1), observance: 1),
    // The day before the Eve from 2026 (Decree No. 11400053171).
    HolidayRule(
      HolidayName("農曆除夕", "Chinese New Year's Eve"), .calendar(.chinese, month: 1, day: 1), offset: -2,
      years: 2026...9999, observance: 2),
    HolidayRule(
      HolidayName("農曆除夕", "Chinese New Year's Eve"), .calendar(.chinese, month: 1, day: 1), offset: -1, observance: 2),
    HolidayRule(HolidayName("春節", "Chinese New Year"), .calendar(.chinese, month: 1, day: 1), observance: 2),
    HolidayRule(HolidayName("春節", "Chinese New Year"), .calendar(.chinese, month: 1, day: 2), observance: 2),
    HolidayRule(HolidayName("春節", "Chinese New Year"), .calendar(.chinese, month: 1, day: 3), observance: 2),
    HolidayRule(HolidayName("和平紀念日", "Peace Memorial Day"), .fixed(month: 2, day: 28), observance: 0),
    // Before Tomb-Sweeping Day, whose day it may share.
    HolidayRule(HolidayName("兒童節", "Children's Day"), .fixed(month: 4, day: 4), years: 2011...9999, observance: 0),
    HolidayRule(
      HolidayName("民族掃墓節", "Tomb-Sweeping Day"), .solarTerm(longitude: 15, utcOffsetMinutes: 480), observance: 0),
    HolidayRule(HolidayName("勞動節", "Labor Day"), .fixed(month: 5, day: 1), years: 2026...9999, observance: 0),
    HolidayRule(HolidayName("端午節", "Dragon Boat Festival"), .calendar(.chinese, month: 5, day: 5), observance: 0),
    HolidayRule(HolidayName("中秋節", "Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), observance: 0),
    HolidayRule(
      HolidayName("孔子誕辰紀念日", "Confucius' Birthday"), .fixed(month: 9, day: 28), years: 2025...9999, observance: 0),
    HolidayRule(HolidayName("國慶日", "National Day"), .fixed(month: 10, day: 10), observance: 0),
    HolidayRule(
      HolidayName("臺灣光復暨金門古寧頭大捷紀念日", "Taiwan Restoration and Guningtou Victory Memorial Day"),
      .fixed(month: 10, day: 25), years: 2025...9999, observance: 0),
    HolidayRule(
      HolidayName("行憲紀念日", "Constitution Day"), .fixed(month: 12, day: 25), years: 2025...9999, observance: 0),
  ]

  /// Adds Children's Day's observed day when it falls on Tomb-Sweeping Day, in place of the one the
  /// weekend rule gave, then Tomb-Sweeping Day's by the weekend rule, which sees it.
  @Sendable static func completeTaiwaneseYear(_ year: inout HolidayYear) {
    let country = HolidayCountry.taiwan
    let rules = country.rules
    func holiday(named name: String) -> HolidayOccurrence? {
      // Read from the year's packed days: its list of occurrences would be made for each name looked for.
      for packed in year.days where HolidayOccurrence.isOwnDay(packed: packed) {
        let rule = HolidayOccurrence.rule(ofPacked: packed)
        guard rules[rule].category == "public" && rules[rule].name.lastText == name else { continue }
        return HolidayOccurrence(packed: packed)
      }
      return nil
    }
    let shared = country.observances[3]
    guard shared.years.contains(year.year), let children = holiday(named: "Children's Day"),
      let tombSweeping = holiday(named: "Tomb-Sweeping Day"), children.julianDay == tombSweeping.julianDay,
      case .days(let count) = shared.move(on: Weekday.ofJulianDay(children.julianDay))
    else { return }
    year.removeAll {
      guard case .observed = $0.role else { return false }
      return $0.rule == children.rule || $0.rule == tombSweeping.rule
    }
    let day = children.julianDay
    year.add(
      HolidayOccurrence(
        julianDay: day + count, rule: children.rule, role: .observed(observance: 3, isBefore: count < 0)))
    // Tomb-Sweeping Day on a weekend: the working day before (Saturday) or after (Sunday), in the year.
    let weekday = Weekday.ofJulianDay(day)
    guard weekday == .saturday || weekday == .sunday else { return }
    let step = weekday == .saturday ? -1 : 1
    var observed = day + step
    while !year.isWorkingDay(observed) { observed += step }
    year.add(
      HolidayOccurrence(
        julianDay: observed, rule: tombSweeping.rule, role: .observed(observance: 0, isBefore: step < 0)))
  }
}
