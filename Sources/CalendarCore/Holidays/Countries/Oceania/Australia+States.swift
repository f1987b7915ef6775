// Australia's holidays in South Australia, Tasmania, Victoria and Western Australia (the laws are cited
// in Australia.swift).

extension HolidayCountry {
  /// South Australia's holidays.
  ///
  /// From 2003 (New Year's Day and Australia Day from 2004) to 2023 a holiday on a Saturday moved to the
  /// Monday, while one on a Sunday kept its day and gave the Monday too: two rules each, one for the
  /// Saturday's Monday.
  static let southAustraliaRules: [HolidayRule] = {
    let sa = ["SA"]
    typealias Keep = AustralianObservance
    let notSaturday: WeekdaySet = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday]
    return [
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1...1983, in: sa),
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1984...2003, in: sa, observance: Keep.moveToMonday),
      HolidayRule(
        "New Year's Day", .fixed(month: 1, day: 1), years: 2004...2023, in: sa, weekdays: notSaturday,
        observance: Keep.addMondayForSunday),
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), offset: 2, years: 2004...2023, in: sa, weekdays: [.monday]),
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 2024...9999, in: sa, observance: Keep.addMonday),
      HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1935...1983, in: sa),
      HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1984...1993, in: sa, observance: Keep.moveToNextMonday),
      HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1994...2003, in: sa, observance: Keep.moveToMonday),
      HolidayRule(
        "Australia Day", .fixed(month: 1, day: 26), years: 2004...2023, in: sa, weekdays: notSaturday,
        observance: Keep.addMondayForSunday),
      HolidayRule("Australia Day", .fixed(month: 1, day: 26), offset: 2, years: 2004...2023, in: sa, weekdays: [.monday]),
      HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 2024...9999, in: sa, observance: Keep.moveToMonday),
      HolidayRule("Adelaide Cup Day", .weekday(.monday, ordinal: 3, month: 5), years: 1973...2005, in: sa),
      HolidayRule("Adelaide Cup Day", .weekday(.monday, ordinal: 2, month: 3), years: 2006...9999, in: sa),
      HolidayRule("Easter Saturday", .easter(-1), in: sa),
      HolidayRule("Easter Sunday", .easter(0), years: 2024...9999, in: sa),
      HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...2023, in: sa, observance: Keep.addMondayForSunday),
      HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 2024...9999, in: sa),
      // Labour Day: the second Wednesday of October (1910), the second Monday (1947), the first (1992).
      HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.wednesday, ordinal: 2, month: 10), years: 1910...1946, in: sa),
      HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 2, month: 10), years: 1947...1991, in: sa),
      HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 10), years: 1992...9999, in: sa),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1...1983, in: sa),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1984...2002, in: sa, observance: Keep.moveToMonday),
      HolidayRule(
        "Christmas Day", .fixed(month: 12, day: 25), years: 2003...2023, in: sa, weekdays: notSaturday,
        observance: Keep.addMondayForSunday),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), offset: 2, years: 2003...2023, in: sa, weekdays: [.monday]),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 2024...9999, in: sa, observance: Keep.addMonday),
      // Proclamation Day, 26 December.
      HolidayRule("Proclamation Day", .fixed(month: 12, day: 26), years: 1...1983, in: sa),
      HolidayRule("Proclamation Day", .fixed(month: 12, day: 26), years: 1984...1992, in: sa, observance: Keep.moveToMonday),
      HolidayRule(
        "Proclamation Day", .fixed(month: 12, day: 26), years: 1993...2002, in: sa,
        observance: Keep.moveToMondayTuesdayAfterChristmas),
      HolidayRule(
        "Proclamation Day", .fixed(month: 12, day: 26), years: 2003...2023, in: sa, weekdays: notSaturday,
        observance: Keep.addTuesdayForSundayMonday),
      HolidayRule("Proclamation Day", .fixed(month: 12, day: 26), offset: 2, years: 2003...2023, in: sa, weekdays: [.monday]),
      HolidayRule(
        "Proclamation Day", .fixed(month: 12, day: 26), years: 2024...9999, in: sa,
        observance: Keep.addMondayTuesdayAfterChristmas),
    ]
      + sovereignsBirthday(.weekday(.monday, ordinal: 2, month: 6), years: 1936...9999, in: sa)
  }()

  /// Tasmania's holidays.
  static let tasmaniaRules: [HolidayRule] = {
    let tas = ["TAS"]
    typealias Keep = AustralianObservance
    return keptRules("New Year's Day", .fixed(month: 1, day: 1), in: tas, from: 1, [(2001...9999, Keep.moveToMonday)])
      + australiaDay(in: tas, [(2001...9999, Keep.moveToMonday)])
      + [
        HolidayRule("Eight Hours Day", .weekday(.monday, ordinal: 1, month: 3), years: 1945...2000, in: tas),
        HolidayRule("Eight Hours Day", .weekday(.monday, ordinal: 2, month: 3), years: 2001...9999, in: tas),
        HolidayRule("Easter Sunday", .easter(0), years: 2027...9999, in: tas),
        HolidayRule("Easter Tuesday", .easter(2), years: 1...2010, in: tas),
        HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...9999, in: tas),
      ]
      + sovereignsBirthday(.weekday(.monday, ordinal: 2, month: 6), years: 1936...9999, in: tas)
      + keptRules("Christmas Day", .fixed(month: 12, day: 25), in: tas, from: 1, [
        (2000...2009, Keep.moveToMondayTuesday), (2010...9999, Keep.addMondayTuesday),
      ])
      + keptRules("Boxing Day", .fixed(month: 12, day: 26), in: tas, from: 1, [(2000...9999, Keep.moveToMondayTuesday)])
  }()

  /// Victoria's holidays.
  static let victoriaRules: [HolidayRule] = {
    let vic = ["VIC"]
    typealias Keep = AustralianObservance
    return keptRules("New Year's Day", .fixed(month: 1, day: 1), in: vic, from: 1, [
      (1994...1997, Keep.addMondayForSunday), (1998...2008, Keep.moveSundayToMonday), (2009...9999, Keep.addMonday),
    ])
      + australiaDay(in: vic, [(2009...9999, Keep.moveToMonday)])
      + [
        HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 2, month: 3), years: 1954...9999, in: vic),
        HolidayRule("Easter Saturday", .easter(-1), years: 2003...9999, in: vic),
        HolidayRule("Easter Sunday", .easter(0), years: 2016...9999, in: vic),
        HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...9999, in: vic),
        // The Friday before the AFL Grand Final, which is played on the last Saturday of September (the
        // days of 2015, 2016 and 2020 proclaimed).
        HolidayRule("Friday before the AFL Grand Final", .dates([2015_10_02, 2016_09_30, 2020_10_23]), in: vic),
        HolidayRule(
          "Friday before the AFL Grand Final", .weekday(.saturday, ordinal: -1, month: 9), offset: -1, years: 2017...2019, in: vic),
        HolidayRule(
          "Friday before the AFL Grand Final", .weekday(.saturday, ordinal: -1, month: 9), offset: -1, years: 2021...9999, in: vic),
        HolidayRule("Melbourne Cup Day", .weekday(.tuesday, ordinal: 1, month: 11), years: 2009...9999, in: vic),
      ]
      + sovereignsBirthday(.weekday(.monday, ordinal: 2, month: 6), years: 1936...9999, in: vic)
      + keptRules("Christmas Day", .fixed(month: 12, day: 25), in: vic, from: 1, [
        (2008...2018, Keep.moveToMondayTuesday), (2019...9999, Keep.addMondayTuesday),
      ])
      + keptRules("Boxing Day", .fixed(month: 12, day: 26), in: vic, from: 1, [
        (1994...2007, Keep.moveSundayToMonday), (2008...9999, Keep.addMondayTuesday),
      ])
  }()

  /// Western Australia's holidays.
  static let westernAustraliaRules: [HolidayRule] = {
    let wa = ["WA"]
    typealias Keep = AustralianObservance
    return keptRules("New Year's Day", .fixed(month: 1, day: 1), in: wa, from: 1, [(1973...9999, Keep.addMonday)])
      + australiaDay(in: wa, [(1973...1993, Keep.moveToNextMonday), (1994...9999, Keep.moveToMonday)])
      + [
        HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 5), years: 1922...1948, in: wa),
        HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 3), years: 1949...9999, in: wa),
        HolidayRule("Easter Sunday", .easter(0), years: 2022...9999, in: wa),
        // 2011: ANZAC Day and Easter Monday both fell on Monday 25 April.
        HolidayRule("Special Public Holiday", .dates([2011_04_26]), in: wa),
        HolidayRule("Foundation Day", .weekday(.monday, ordinal: 1, month: 6), years: 1833...2011, in: wa),
        HolidayRule("Western Australia Day", .weekday(.monday, ordinal: 1, month: 6), years: 2012...9999, in: wa),
      ]
      + keptRules("ANZAC Day", .fixed(month: 4, day: 25), in: wa, from: 1921, [(1973...9999, Keep.addMonday)])
      // The Sovereign's Birthday: the second Monday of October, from 1984 the day the Governor proclaims,
      // mostly the last Monday of September.
      + sovereignsBirthday(.weekday(.monday, ordinal: 2, month: 10), years: 1936...1983, in: wa)
      + sovereignsBirthday(.weekday(.monday, ordinal: -1, month: 9), years: 1984...2010, in: wa)
      + sovereignsBirthday(.dates([2011_10_28, 2012_10_01]), years: 2011...2012, in: wa)
      + sovereignsBirthday(.weekday(.monday, ordinal: -1, month: 9), years: 2013...2023, in: wa)
      + sovereignsBirthday(.dates([2024_09_23]), years: 2024...2024, in: wa)
      + sovereignsBirthday(.weekday(.monday, ordinal: -1, month: 9), years: 2025...9999, in: wa)
      + keptRules("Christmas Day", .fixed(month: 12, day: 25), in: wa, from: 1, [(1972...9999, Keep.addMonday)])
      + keptRules("Boxing Day", .fixed(month: 12, day: 26), in: wa, from: 1, [
        (1972...1975, Keep.addMondayTuesday), (1976...9999, Keep.addMondayTuesdayAfterChristmas),
      ])
  }()
}
