// Australia's holidays in the Australian Capital Territory, New South Wales, the Northern Territory and
// Queensland (the laws are cited in Australia.swift).

extension HolidayCountry {
  /// The Australian Capital Territory's holidays.
  static let australianCapitalTerritoryRules: [HolidayRule] = {
    let act = ["ACT"]
    typealias Keep = AustralianObservance
    return keptRules("New Year's Day", .fixed(month: 1, day: 1), in: act, from: 1, [
      (1959...1992, Keep.moveSundayToMonday), (1993...2014, Keep.moveToMonday), (2015...9999, Keep.addMonday),
    ])
      + australiaDay(in: act, [(1959...1989, Keep.moveToNextMonday), (1990...9999, Keep.moveToMonday)])
      + [
        HolidayRule("Canberra Day", .fixed(month: 3, day: 12), years: 1913...1958, in: act),
        HolidayRule("Canberra Day", .weekday(.monday, ordinal: 3, month: 3), years: 1959...2007, in: act),
        HolidayRule("Canberra Day", .weekday(.monday, ordinal: 2, month: 3), years: 2008...2011, in: act),
        HolidayRule("Canberra Day", .fixed(month: 3, day: 12), years: 2012...2012, in: act),
        HolidayRule("Canberra Day", .weekday(.monday, ordinal: 2, month: 3), years: 2013...9999, in: act),
        HolidayRule("Easter Saturday", .easter(-1), in: act),
        HolidayRule("Easter Sunday", .easter(0), years: 2016...9999, in: act),
        HolidayRule("Declared Public Holiday", .dates([2020_04_27]), in: act),
        HolidayRule("Additional Public Holiday", .dates([2021_04_25]), in: act),
      ]
      + keptRules("ANZAC Day", .fixed(month: 4, day: 25), in: act, from: 1921, [
        (1959...2025, Keep.moveSundayToMonday), (2026...2026, Keep.addMonday), (2027...9999, Keep.moveSundayToMonday),
      ])
      + [
        HolidayRule("Reconciliation Day", .weekdayOnOrAfter(.monday, month: 5, day: 27), years: 2018...9999, in: act),
        // Family & Community Day: the first Monday of the September-October school holidays.
        HolidayRule(
          "Family & Community Day",
          .dates([2010_09_26, 2011_10_10, 2012_10_08, 2013_09_30, 2014_09_29, 2015_09_28, 2016_09_26, 2017_09_25]),
          in: act),
        HolidayRule("Eight Hours Day", .weekday(.monday, ordinal: 1, month: 10), years: 1931...1957, in: act),
        HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 10), years: 1958...9999, in: act),
      ]
      + sovereignsBirthday(.weekday(.monday, ordinal: 2, month: 6), years: 1936...9999, in: act)
      + keptRules("Christmas Day", .fixed(month: 12, day: 25), in: act, from: 1, [
        (1958...1991, Keep.moveSundayToMonday), (1992...2013, Keep.moveToMonday), (2014...9999, Keep.addMondayTuesday),
      ])
      + keptRules("Boxing Day", .fixed(month: 12, day: 26), in: act, from: 1, [
        (1958...1991, Keep.moveSundayMondayOn), (1992...2013, Keep.moveToMondayTuesdayAfterChristmas),
        (2014...9999, Keep.addMondayTuesday),
      ])
  }()

  /// New South Wales' holidays (its Western Division's too).
  static let newSouthWalesRules: [HolidayRule] = {
    let nsw = ["NSW", "NSW Western"]
    typealias Keep = AustralianObservance
    return keptRules("New Year's Day", .fixed(month: 1, day: 1), in: nsw, from: 1, [
      (1...2010, Keep.addMondayForSunday), (2011...9999, Keep.addMonday),
    ])
      + [HolidayRule("Anniversary Day", .fixed(month: 1, day: 26), years: 1888...1945, in: nsw, observance: Keep.addMondayForSunday)]
      + keptRules("Australia Day", .fixed(month: 1, day: 26), in: nsw, from: 1946, [
        (1946...2010, Keep.addMondayForSunday), (2011...9999, Keep.moveToMonday),
      ])
      + [
        HolidayRule("Easter Saturday", .easter(-1), in: nsw),
        HolidayRule("Easter Sunday", .easter(0), years: 2011...9999, in: nsw),
      ]
      + keptRules("ANZAC Day", .fixed(month: 4, day: 25), in: nsw, from: 1921, [
        (1921...2010, Keep.addMondayForSunday), (2026...2027, Keep.addMonday),
      ])
      + sovereignsBirthday(.weekday(.monday, ordinal: 2, month: 6), years: 1936...9999, in: nsw)
      + [
        HolidayRule("Bank Holiday", .weekday(.monday, ordinal: 1, month: 8), years: 1912...2010, in: nsw),
        HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 10), in: nsw),
      ]
      + keptRules("Christmas Day", .fixed(month: 12, day: 25), in: nsw, from: 1, [
        (1...2010, Keep.addTuesdayForSunday), (2011...9999, Keep.addMondayTuesday),
      ])
      + keptRules("Boxing Day", .fixed(month: 12, day: 26), in: nsw, from: 1, [
        (1...2010, Keep.addMondayForSunday), (2011...9999, Keep.addMondayTuesday),
      ])
  }()

  /// The Northern Territory's holidays.
  static let northernTerritoryRules: [HolidayRule] = {
    let nt = ["NT"]
    typealias Keep = AustralianObservance
    return keptRules("New Year's Day", .fixed(month: 1, day: 1), in: nt, from: 1, [
      (1973...2016, Keep.moveToMonday), (2017...9999, Keep.addMonday),
    ])
      + australiaDay(in: nt, [(1973...1983, Keep.moveToNextMonday), (1984...9999, Keep.moveToMonday)])
      + keptRules("ANZAC Day", .fixed(month: 4, day: 25), in: nt, from: 1921, [(1973...9999, Keep.moveSundayToMonday)])
      + [
        HolidayRule("Easter Saturday", .easter(-1), in: nt),
        HolidayRule("Easter Sunday", .easter(0), years: 2024...9999, in: nt),
        HolidayRule("May Day", .fixed(month: 5, day: 1), years: 1958...1962, in: nt),
        HolidayRule("May Day", .weekday(.monday, ordinal: 1, month: 5), years: 1963...9999, in: nt),
        HolidayRule("Picnic Day", .weekday(.monday, ordinal: 1, month: 8), years: 1982...9999, in: nt),
      ]
      + sovereignsBirthday(.weekday(.monday, ordinal: 2, month: 6), years: 1936...9999, in: nt)
      + keptRules("Christmas Day", .fixed(month: 12, day: 25), in: nt, from: 1, [
        (1973...2015, Keep.moveToMonday), (2016...9999, Keep.addMonday),
      ])
      + keptRules("Boxing Day", .fixed(month: 12, day: 26), in: nt, from: 1, [
        (1973...2022, Keep.moveToMondayTuesdayAfterChristmas), (2023...9999, Keep.addMondayTuesdayAfterChristmas),
      ])
  }()

  /// Queensland's holidays.
  static let queenslandRules: [HolidayRule] = {
    let qld = ["QLD"]
    typealias Keep = AustralianObservance
    return keptRules("New Year's Day", .fixed(month: 1, day: 1), in: qld, from: 1, [
      (1984...2011, Keep.moveSundayToMonday), (2012...9999, Keep.addMonday),
    ])
      + australiaDay(in: qld, [(1984...1995, Keep.moveToNextMonday), (1996...9999, Keep.moveToMonday)])
      + keptRules("ANZAC Day", .fixed(month: 4, day: 25), in: qld, from: 1921, [(1984...9999, Keep.moveSundayToMonday)])
      + [
        HolidayRule("Easter Saturday", .easter(-1), in: qld),
        HolidayRule("Easter Sunday", .easter(0), years: 2017...9999, in: qld),
        HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 5), years: 1905...2012, in: qld),
        HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 10), years: 2013...2015, in: qld),
        HolidayRule(HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 5), years: 2016...9999, in: qld),
        HolidayRule("Queen's Diamond Jubilee", .dates([2012_06_11]), in: qld),
        // The Royal Queensland Show (the Ekka): the Wednesday of the show, which opens on the first Friday
        // of August not before the 5th; moved in 2020 and 2021 by the pandemic.
        HolidayRule("The Royal Queensland Show", .weekdayOnOrAfter(.wednesday, month: 8, day: 10), years: 1...2019, in: qld),
        HolidayRule("The Royal Queensland Show", .dates([2020_08_14, 2021_10_29]), in: qld),
        HolidayRule("The Royal Queensland Show", .weekdayOnOrAfter(.wednesday, month: 8, day: 10), years: 2022...9999, in: qld),
        // 2010-2011: the Christmas and New Year days observed by proclamation.
        HolidayRule("Christmas Day (observed)", .dates([2010_12_28]), in: qld),
        HolidayRule("New Year's Day (observed)", .dates([2011_01_03]), in: qld),
      ]
      + sovereignsBirthday(.weekday(.monday, ordinal: 2, month: 6), years: 1936...2011, in: qld)
      + sovereignsBirthday(.weekday(.monday, ordinal: 1, month: 10), years: 2012...2012, in: qld)
      + sovereignsBirthday(.weekday(.monday, ordinal: 2, month: 6), years: 2013...2015, in: qld)
      + sovereignsBirthday(.weekday(.monday, ordinal: 1, month: 10), years: 2016...9999, in: qld)
      + keptRules("Christmas Day", .fixed(month: 12, day: 25), in: qld, from: 1, [
        (1984...2010, Keep.moveSundayToMonday), (2011...9999, Keep.addMondayTuesday),
      ])
      + keptRules("Boxing Day", .fixed(month: 12, day: 26), in: qld, from: 1, [
        (1984...2010, Keep.moveSundayMondayOn), (2011...9999, Keep.addMondayTuesday),
      ])
  }()
}
