// Australia's holidays in South Australia, Tasmania, Victoria and Western Australia (the laws are cited
// in Australia.swift).

import CalendarCore

private typealias Keep = AustralianObservance

extension HolidayCountry {
  /// South Australia's holidays.
  ///
  /// From 2003 (New Year's Day and Australia Day from 2004) to 2023 a holiday on a Saturday moved to the
  /// Monday, while one on a Sunday kept its day and gave the Monday too: two rules each, one for the
  /// Saturday's Monday.
  static let southAustraliaRules: [HolidayRule] = [
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1...1983, in: ["SA"]),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1984...2003, in: ["SA"], observance: Keep.moveToMonday),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 2004...2023, in: ["SA"], weekdays: weekdaysButSaturday,
      observance: Keep.addMondayForSunday),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), offset: 2, years: 2004...2023, in: ["SA"], weekdays: [.monday]),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 2024...9999, in: ["SA"], observance: Keep.addMonday),
    HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1935...1983, in: ["SA"]),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1984...1993, in: ["SA"], observance: Keep.moveToNextMonday),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1994...2003, in: ["SA"], observance: Keep.moveToMonday),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 2004...2023, in: ["SA"], weekdays: weekdaysButSaturday,
      observance: Keep.addMondayForSunday),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), offset: 2, years: 2004...2023, in: ["SA"], weekdays: [.monday]),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 2024...9999, in: ["SA"], observance: Keep.moveToMonday),
    HolidayRule("Adelaide Cup Day", .weekday(.monday, ordinal: 3, month: 5), years: 1973...2005, in: ["SA"]),
    HolidayRule("Adelaide Cup Day", .weekday(.monday, ordinal: 2, month: 3), years: 2006...9999, in: ["SA"]),
    HolidayRule("Easter Saturday", .easter(-1), in: ["SA"]),
    HolidayRule("Easter Sunday", .easter(0), years: 2024...9999, in: ["SA"]),
    HolidayRule(
      "ANZAC Day", .fixed(month: 4, day: 25), years: 1921...2023, in: ["SA"], observance: Keep.addMondayForSunday),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 2024...9999, in: ["SA"]),
    // Labour Day: the second Wednesday of October (1910), the second Monday (1947), the first (1992).
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.wednesday, ordinal: 2, month: 10), years: 1910...1946,
      in: ["SA"]),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 2, month: 10), years: 1947...1991, in: ["SA"]
    ),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 10), years: 1992...9999, in: ["SA"]
    ),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1...1983, in: ["SA"]),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 1984...2002, in: ["SA"], observance: Keep.moveToMonday),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2003...2023, in: ["SA"], weekdays: weekdaysButSaturday,
      observance: Keep.addMondayForSunday),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), offset: 2, years: 2003...2023, in: ["SA"], weekdays: [.monday]),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2024...9999, in: ["SA"], observance: Keep.addMonday),
    // Proclamation Day, 26 December.
    HolidayRule("Proclamation Day", .fixed(month: 12, day: 26), years: 1...1983, in: ["SA"]),
    HolidayRule(
      "Proclamation Day", .fixed(month: 12, day: 26), years: 1984...1992, in: ["SA"], observance: Keep.moveToMonday),
    HolidayRule(
      "Proclamation Day", .fixed(month: 12, day: 26), years: 1993...2002, in: ["SA"],
      observance: Keep.moveToMondayTuesdayAfterChristmas),
    HolidayRule(
      "Proclamation Day", .fixed(month: 12, day: 26), years: 2003...2023, in: ["SA"], weekdays: weekdaysButSaturday,
      observance: Keep.addTuesdayForSundayMonday),
    HolidayRule(
      "Proclamation Day", .fixed(month: 12, day: 26), offset: 2, years: 2003...2023, in: ["SA"], weekdays: [.monday]),
    HolidayRule(
      "Proclamation Day", .fixed(month: 12, day: 26), years: 2024...9999, in: ["SA"],
      observance: Keep.addMondayTuesdayAfterChristmas),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1936...1951, in: ["SA"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1952...2022, in: ["SA"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 2023...9999, in: ["SA"]),
  ]

  /// Tasmania's holidays.
  static let tasmaniaRules: [HolidayRule] = [
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1...2000, in: ["TAS"]),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 2001...9999, in: ["TAS"], observance: Keep.moveToMonday),
    HolidayRule("Anniversary Day", .fixed(month: 1, day: 26), years: 1888...1934, in: ["TAS"]),
    HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1935...2000, in: ["TAS"]),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 2001...9999, in: ["TAS"], observance: Keep.moveToMonday),
    HolidayRule("Eight Hours Day", .weekday(.monday, ordinal: 1, month: 3), years: 1945...2000, in: ["TAS"]),
    HolidayRule("Eight Hours Day", .weekday(.monday, ordinal: 2, month: 3), years: 2001...9999, in: ["TAS"]),
    HolidayRule("Easter Sunday", .easter(0), years: 2027...9999, in: ["TAS"]),
    HolidayRule("Easter Tuesday", .easter(2), years: 1...2010, in: ["TAS"]),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...9999, in: ["TAS"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1936...1951, in: ["TAS"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1952...2022, in: ["TAS"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 2023...9999, in: ["TAS"]),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1...1999, in: ["TAS"]),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2000...2009, in: ["TAS"],
      observance: Keep.moveToMondayTuesday),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2010...9999, in: ["TAS"], observance: Keep.addMondayTuesday),
    HolidayRule("Boxing Day", .fixed(month: 12, day: 26), years: 1...1999, in: ["TAS"]),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 2000...9999, in: ["TAS"], observance: Keep.moveToMondayTuesday),
  ]

  /// Victoria's holidays.
  static let victoriaRules: [HolidayRule] = [
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1...1993, in: ["VIC"]),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1994...1997, in: ["VIC"], observance: Keep.addMondayForSunday
    ),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1998...2008, in: ["VIC"], observance: Keep.moveSundayToMonday
    ),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 2009...9999, in: ["VIC"], observance: Keep.addMonday),
    HolidayRule("Anniversary Day", .fixed(month: 1, day: 26), years: 1888...1934, in: ["VIC"]),
    HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1935...2008, in: ["VIC"]),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 2009...9999, in: ["VIC"], observance: Keep.moveToMonday),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 2, month: 3), years: 1954...9999, in: ["VIC"]
    ),
    HolidayRule("Easter Saturday", .easter(-1), years: 2003...9999, in: ["VIC"]),
    HolidayRule("Easter Sunday", .easter(0), years: 2016...9999, in: ["VIC"]),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...9999, in: ["VIC"]),
    // The Friday before the AFL Grand Final, which is played on the last Saturday of September (the
    // days of 2015, 2016 and 2020 proclaimed).
    HolidayRule("Friday before the AFL Grand Final", .dates([2015_10_02, 2016_09_30, 2020_10_23]), in: ["VIC"]),
    HolidayRule(
      "Friday before the AFL Grand Final", .weekday(.saturday, ordinal: -1, month: 9), offset: -1, years: 2017...2019,
      in: ["VIC"]),
    HolidayRule(
      "Friday before the AFL Grand Final", .weekday(.saturday, ordinal: -1, month: 9), offset: -1, years: 2021...9999,
      in: ["VIC"]),
    HolidayRule("Melbourne Cup Day", .weekday(.tuesday, ordinal: 1, month: 11), years: 2009...9999, in: ["VIC"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1936...1951, in: ["VIC"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1952...2022, in: ["VIC"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 2023...9999, in: ["VIC"]),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1...2007, in: ["VIC"]),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2008...2018, in: ["VIC"],
      observance: Keep.moveToMondayTuesday),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2019...9999, in: ["VIC"], observance: Keep.addMondayTuesday),
    HolidayRule("Boxing Day", .fixed(month: 12, day: 26), years: 1...1993, in: ["VIC"]),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 1994...2007, in: ["VIC"], observance: Keep.moveSundayToMonday),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 2008...9999, in: ["VIC"], observance: Keep.addMondayTuesday),
  ]

  /// Western Australia's holidays.
  static let westernAustraliaRules: [HolidayRule] = [
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1...1972, in: ["WA"]),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1973...9999, in: ["WA"], observance: Keep.addMonday),
    HolidayRule("Anniversary Day", .fixed(month: 1, day: 26), years: 1888...1934, in: ["WA"]),
    HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1935...1972, in: ["WA"]),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1973...1993, in: ["WA"], observance: Keep.moveToNextMonday),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1994...9999, in: ["WA"], observance: Keep.moveToMonday),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 5), years: 1922...1948, in: ["WA"]),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 3), years: 1949...9999, in: ["WA"]),
    HolidayRule("Easter Sunday", .easter(0), years: 2022...9999, in: ["WA"]),
    // 2011: ANZAC Day and Easter Monday both fell on Monday 25 April.
    HolidayRule("Special Public Holiday", .dates([2011_04_26]), in: ["WA"]),
    HolidayRule("Foundation Day", .weekday(.monday, ordinal: 1, month: 6), years: 1833...2011, in: ["WA"]),
    HolidayRule("Western Australia Day", .weekday(.monday, ordinal: 1, month: 6), years: 2012...9999, in: ["WA"]),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...1972, in: ["WA"]),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1973...9999, in: ["WA"], observance: Keep.addMonday),
    // The Sovereign's Birthday: the second Monday of October, from 1984 the day the Governor proclaims,
    // mostly the last Monday of September.
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 10), years: 1936...1951, in: ["WA"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 2, month: 10), years: 1952...1983, in: ["WA"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: -1, month: 9), years: 1984...2010, in: ["WA"]),
    HolidayRule("Queen's Birthday", .dates([2011_10_28, 2012_10_01]), years: 2011...2012, in: ["WA"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: -1, month: 9), years: 2013...2022, in: ["WA"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: -1, month: 9), years: 2023...2023, in: ["WA"]),
    HolidayRule("King's Birthday", .dates([2024_09_23]), years: 2024...2024, in: ["WA"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: -1, month: 9), years: 2025...9999, in: ["WA"]),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1...1971, in: ["WA"]),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 1972...9999, in: ["WA"], observance: Keep.addMonday),
    HolidayRule("Boxing Day", .fixed(month: 12, day: 26), years: 1...1971, in: ["WA"]),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 1972...1975, in: ["WA"], observance: Keep.addMondayTuesday),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 1976...9999, in: ["WA"],
      observance: Keep.addMondayTuesdayAfterChristmas),
  ]

  /// Every weekday but Saturday: South Australia's holidays that gave the Monday too when on a Sunday.
  private static let weekdaysButSaturday: WeekdaySet = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday]
}
