// Australia's holidays in the Australian Capital Territory, New South Wales, the Northern Territory and
// Queensland (the laws are cited in Australia.swift).

import CalendarCore

private typealias Keep = AustralianObservance

extension HolidayCountry {
  /// The Australian Capital Territory's holidays.
  static let australianCapitalTerritoryRules: [HolidayRule] = [
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1...1958, in: ["ACT"]),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1959...1992, in: ["ACT"], observance: Keep.moveSundayToMonday
    ),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1993...2014, in: ["ACT"], observance: Keep.moveToMonday),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 2015...9999, in: ["ACT"], observance: Keep.addMonday),
    HolidayRule("Anniversary Day", .fixed(month: 1, day: 26), years: 1888...1934, in: ["ACT"]),
    HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1935...1958, in: ["ACT"]),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1959...1989, in: ["ACT"], observance: Keep.moveToNextMonday),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1990...9999, in: ["ACT"], observance: Keep.moveToMonday),
    HolidayRule("Canberra Day", .fixed(month: 3, day: 12), years: 1913...1958, in: ["ACT"]),
    HolidayRule("Canberra Day", .weekday(.monday, ordinal: 3, month: 3), years: 1959...2007, in: ["ACT"]),
    HolidayRule("Canberra Day", .weekday(.monday, ordinal: 2, month: 3), years: 2008...2011, in: ["ACT"]),
    HolidayRule("Canberra Day", .fixed(month: 3, day: 12), years: 2012...2012, in: ["ACT"]),
    HolidayRule("Canberra Day", .weekday(.monday, ordinal: 2, month: 3), years: 2013...9999, in: ["ACT"]),
    HolidayRule("Easter Saturday", .easter(-1), in: ["ACT"]),
    HolidayRule("Easter Sunday", .easter(0), years: 2016...9999, in: ["ACT"]),
    HolidayRule("Declared Public Holiday", .dates([2020_04_27]), in: ["ACT"]),
    HolidayRule("Additional Public Holiday", .dates([2021_04_25]), in: ["ACT"]),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...1958, in: ["ACT"]),
    HolidayRule(
      "ANZAC Day", .fixed(month: 4, day: 25), years: 1959...2025, in: ["ACT"], observance: Keep.moveSundayToMonday),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 2026...2026, in: ["ACT"], observance: Keep.addMonday),
    HolidayRule(
      "ANZAC Day", .fixed(month: 4, day: 25), years: 2027...9999, in: ["ACT"], observance: Keep.moveSundayToMonday),
    HolidayRule("Reconciliation Day", .weekdayOnOrAfter(.monday, month: 5, day: 27), years: 2018...9999, in: ["ACT"]),
    // Family & Community Day: the first Monday of the September-October school holidays.
    HolidayRule(
      "Family & Community Day",
      .dates([2010_09_26, 2011_10_10, 2012_10_08, 2013_09_30, 2014_09_29, 2015_09_28, 2016_09_26, 2017_09_25]),
      in: ["ACT"]),
    HolidayRule("Eight Hours Day", .weekday(.monday, ordinal: 1, month: 10), years: 1931...1957, in: ["ACT"]),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 10), years: 1958...9999,
      in: ["ACT"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1936...1951, in: ["ACT"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1952...2022, in: ["ACT"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 2023...9999, in: ["ACT"]),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1...1957, in: ["ACT"]),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 1958...1991, in: ["ACT"],
      observance: Keep.moveSundayToMonday),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 1992...2013, in: ["ACT"], observance: Keep.moveToMonday),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2014...9999, in: ["ACT"], observance: Keep.addMondayTuesday),
    HolidayRule("Boxing Day", .fixed(month: 12, day: 26), years: 1...1957, in: ["ACT"]),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 1958...1991, in: ["ACT"], observance: Keep.moveSundayMondayOn),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 1992...2013, in: ["ACT"],
      observance: Keep.moveToMondayTuesdayAfterChristmas),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 2014...9999, in: ["ACT"], observance: Keep.addMondayTuesday),
  ]

  /// New South Wales' holidays (its Western Division's too).
  static let newSouthWalesRules: [HolidayRule] = [
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1...2010, in: ["NSW", "NSW Western"],
      observance: Keep.addMondayForSunday),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 2011...9999, in: ["NSW", "NSW Western"],
      observance: Keep.addMonday),
    HolidayRule(
      "Anniversary Day", .fixed(month: 1, day: 26), years: 1888...1945, in: ["NSW", "NSW Western"],
      observance: Keep.addMondayForSunday),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1946...2010, in: ["NSW", "NSW Western"],
      observance: Keep.addMondayForSunday),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 2011...9999, in: ["NSW", "NSW Western"],
      observance: Keep.moveToMonday),
    HolidayRule("Easter Saturday", .easter(-1), in: ["NSW", "NSW Western"]),
    HolidayRule("Easter Sunday", .easter(0), years: 2011...9999, in: ["NSW", "NSW Western"]),
    HolidayRule(
      "ANZAC Day", .fixed(month: 4, day: 25), years: 1921...2010, in: ["NSW", "NSW Western"],
      observance: Keep.addMondayForSunday),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 2011...2025, in: ["NSW", "NSW Western"]),
    HolidayRule(
      "ANZAC Day", .fixed(month: 4, day: 25), years: 2026...2027, in: ["NSW", "NSW Western"],
      observance: Keep.addMonday),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 2028...9999, in: ["NSW", "NSW Western"]),
    HolidayRule(
      "King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1936...1951, in: ["NSW", "NSW Western"]),
    HolidayRule(
      "Queen's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1952...2022, in: ["NSW", "NSW Western"]),
    HolidayRule(
      "King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 2023...9999, in: ["NSW", "NSW Western"]),
    HolidayRule(
      "Bank Holiday", .weekday(.monday, ordinal: 1, month: 8), years: 1912...2010, in: ["NSW", "NSW Western"]),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 10), in: ["NSW", "NSW Western"]),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 1...2010, in: ["NSW", "NSW Western"],
      observance: Keep.addTuesdayForSunday),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2011...9999, in: ["NSW", "NSW Western"],
      observance: Keep.addMondayTuesday),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 1...2010, in: ["NSW", "NSW Western"],
      observance: Keep.addMondayForSunday),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 2011...9999, in: ["NSW", "NSW Western"],
      observance: Keep.addMondayTuesday),
  ]

  /// The Northern Territory's holidays.
  static let northernTerritoryRules: [HolidayRule] = [
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1...1972, in: ["NT"]),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1973...2016, in: ["NT"], observance: Keep.moveToMonday),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 2017...9999, in: ["NT"], observance: Keep.addMonday),
    HolidayRule("Anniversary Day", .fixed(month: 1, day: 26), years: 1888...1934, in: ["NT"]),
    HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1935...1972, in: ["NT"]),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1973...1983, in: ["NT"], observance: Keep.moveToNextMonday),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1984...9999, in: ["NT"], observance: Keep.moveToMonday),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...1972, in: ["NT"]),
    HolidayRule(
      "ANZAC Day", .fixed(month: 4, day: 25), years: 1973...9999, in: ["NT"], observance: Keep.moveSundayToMonday),
    HolidayRule("Easter Saturday", .easter(-1), in: ["NT"]),
    HolidayRule("Easter Sunday", .easter(0), years: 2024...9999, in: ["NT"]),
    HolidayRule("May Day", .fixed(month: 5, day: 1), years: 1958...1962, in: ["NT"]),
    HolidayRule("May Day", .weekday(.monday, ordinal: 1, month: 5), years: 1963...9999, in: ["NT"]),
    HolidayRule("Picnic Day", .weekday(.monday, ordinal: 1, month: 8), years: 1982...9999, in: ["NT"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1936...1951, in: ["NT"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1952...2022, in: ["NT"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 2023...9999, in: ["NT"]),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1...1972, in: ["NT"]),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 1973...2015, in: ["NT"], observance: Keep.moveToMonday),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2016...9999, in: ["NT"], observance: Keep.addMonday),
    HolidayRule("Boxing Day", .fixed(month: 12, day: 26), years: 1...1972, in: ["NT"]),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 1973...2022, in: ["NT"],
      observance: Keep.moveToMondayTuesdayAfterChristmas),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 2023...9999, in: ["NT"],
      observance: Keep.addMondayTuesdayAfterChristmas),
  ]

  /// Queensland's holidays.
  static let queenslandRules: [HolidayRule] = [
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1...1983, in: ["QLD"]),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1984...2011, in: ["QLD"], observance: Keep.moveSundayToMonday
    ),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 2012...9999, in: ["QLD"], observance: Keep.addMonday),
    HolidayRule("Anniversary Day", .fixed(month: 1, day: 26), years: 1888...1934, in: ["QLD"]),
    HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1935...1983, in: ["QLD"]),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1984...1995, in: ["QLD"], observance: Keep.moveToNextMonday),
    HolidayRule(
      "Australia Day", .fixed(month: 1, day: 26), years: 1996...9999, in: ["QLD"], observance: Keep.moveToMonday),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...1983, in: ["QLD"]),
    HolidayRule(
      "ANZAC Day", .fixed(month: 4, day: 25), years: 1984...9999, in: ["QLD"], observance: Keep.moveSundayToMonday),
    HolidayRule("Easter Saturday", .easter(-1), in: ["QLD"]),
    HolidayRule("Easter Sunday", .easter(0), years: 2017...9999, in: ["QLD"]),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 5), years: 1905...2012, in: ["QLD"]
    ),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 10), years: 2013...2015,
      in: ["QLD"]),
    HolidayRule(
      HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 5), years: 2016...9999, in: ["QLD"]
    ),
    HolidayRule("Queen's Diamond Jubilee", .dates([2012_06_11]), in: ["QLD"]),
    // The Royal Queensland Show (the Ekka): the Wednesday of the show, which opens on the first Friday
    // of August not before the 5th; moved in 2020 and 2021 by the pandemic.
    HolidayRule(
      "The Royal Queensland Show", .weekdayOnOrAfter(.wednesday, month: 8, day: 10), years: 1...2019, in: ["QLD"]),
    HolidayRule("The Royal Queensland Show", .dates([2020_08_14, 2021_10_29]), in: ["QLD"]),
    HolidayRule(
      "The Royal Queensland Show", .weekdayOnOrAfter(.wednesday, month: 8, day: 10), years: 2022...9999, in: ["QLD"]),
    // 2010-2011: the Christmas and New Year days observed by proclamation.
    HolidayRule("Christmas Day (observed)", .dates([2010_12_28]), in: ["QLD"]),
    HolidayRule("New Year's Day (observed)", .dates([2011_01_03]), in: ["QLD"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1936...1951, in: ["QLD"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 1952...2011, in: ["QLD"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 1, month: 10), years: 2012...2012, in: ["QLD"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 2, month: 6), years: 2013...2015, in: ["QLD"]),
    HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 1, month: 10), years: 2016...2022, in: ["QLD"]),
    HolidayRule("King's Birthday", .weekday(.monday, ordinal: 1, month: 10), years: 2023...9999, in: ["QLD"]),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1...1983, in: ["QLD"]),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 1984...2010, in: ["QLD"],
      observance: Keep.moveSundayToMonday),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 2011...9999, in: ["QLD"], observance: Keep.addMondayTuesday),
    HolidayRule("Boxing Day", .fixed(month: 12, day: 26), years: 1...1983, in: ["QLD"]),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 1984...2010, in: ["QLD"], observance: Keep.moveSundayMondayOn),
    HolidayRule(
      "Boxing Day", .fixed(month: 12, day: 26), years: 2011...9999, in: ["QLD"], observance: Keep.addMondayTuesday),
  ]
}
